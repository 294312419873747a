"""Just-in-time tips (issue 38): the first time a player meets a thing, a tip says what it is.

The `Tipster` listens to the `Session` like the coach (`of` subscribes it). It reads the
game's typed events and the pending decision of the player at the screen, and when a tip's
trigger (`tips.yaml`) matches, it shows that tip beside what it talks about, one at a time,
until the player dismisses it or makes their move. A tip shows once: the ids seen are kept in
`tips.json` (through `userfiles`), so a player's first real seasons teach what the last one
did not. The tutorial keeps its own list (a tutorial always teaches everything) and also adds
to the player's.

`tips.json` has one writer, this module, so it is read once per data folder and then kept in
memory: a tip seen during play is queued for the writer thread without reading anything,
and the frame loop never waits for the disk (a read would wait for the autosave in flight).

It also keeps the measure the tutorial is judged by: for each of the players' decisions,
whether new coaching (a tip, or a guided step of the coach) came before it. A tip marked
`quiet` waits for a stretch of decisions without any, so no stretch of a season is left
without help.
"""

from __future__ import annotations

from collections.abc import Callable
from fnmatch import fnmatchcase
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

import msgspec

from .. import userfiles
from ..engine import Action, Game
from ..i18n import data
from .tips_data import Tip, load, topic_ids

if TYPE_CHECKING:
    from ..session import Session

STALE_AFTER = 4  # decisions an event's tip waits to be shown before it is dropped


def _hand(g: Game, seat: int) -> list[int]:
    return g.view(seat).players[seat].hand or []


def _trick(g: Game) -> list[list[int]]:
    return g.view(None).trick


def _led(g: Game) -> int | None:
    from ..engine.whist import suit_of

    trick = _trick(g)
    return suit_of(g, trick[0][1]) if trick else None


def _holds_led(g: Game, seat: int) -> bool:
    from ..engine.whist import suit_of

    led = _led(g)
    return led is not None and any(suit_of(g, c) == led for c in _hand(g, seat))


def _may_keep_tea(g: Game, seat: int) -> bool:
    from ..engine.tearoom import may_keep

    return may_keep(g, seat)


# The named conditions `if:` may use (tips_data.CONDITION_NAMES lists the same names), on the
# position, the viewer's seat and the triggering event's data ({} for a decision's tip). A
# tip's claim is checked by them when it is chosen and on every look while it is on screen,
# so a tip that waited (or an undo) never shows a claim that no longer holds.
CONDITIONS: dict[str, Callable[[Game, int, dict], bool]] = {
    "queen_in_hand": lambda g, s, d: any(g.cat.whist[c].rank == 13 for c in _hand(g, s)),
    "pm_spaces": lambda g, s, d: any(a.kind == "place" and str(a.args[0]).startswith("pm_bonus")
                                     for a in g.legal_actions()),
    "leading": lambda g, s, d: g.phase == "whist" and not _trick(g),
    "following": lambda g, s, d: bool(_trick(g)) and _holds_led(g, s),
    "void": lambda g, s, d: bool(_trick(g)) and not _holds_led(g, s),
    "last_card": lambda g, s, d: g.phase == "whist" and len(_hand(g, s)) == 1,
    # A used Tea card is trashed, unless Lord Edward may still keep it face-up (R7.3).
    "tea_trashed": lambda g, s, d: not _may_keep_tea(g, s),
    "tea_keepable": lambda g, s, d: _may_keep_tea(g, s),
    # The event's card is still in the viewer's discard pile (not drawn, not shuffled away).
    "card_in_discard": lambda g, s, d: d.get("card") in g.view(s).players[s].discard,
    "tricks_left": lambda g, s, d: g.phase == "whist" and not g.is_over,
    "this_week": lambda g, s, d: d.get("week") == g.week and g.phase == "season",
    # The moved Brooch (of the event's seat, "by") is still where the event took it.
    "brooch_there": lambda g, s, d: (d.get("by") is not None
                                     and g.view(s).players[d["by"]].brooch == d.get("to")),
    # "The first to ..." is advice only while the prize is still to be won.
    "favored_guest_free": lambda g, s, d: g.view(s).tokens.favored_guest < 0,
    "queens_favorite_free": lambda g, s, d: g.view(s).tokens.queens_favorite < 0,
    "artists_muse_free": lambda g, s, d: g.view(s).tokens.artists_muse < 0,
    # The kiosk's taster (taster.py: a position taken as it is), before the viewer's first move.
    "taster_start": lambda g, s, d: g.start is not None and g.start.viewer is None and s not in g.deciders,
}


FILE = "tips.json"


class SeenTips(msgspec.Struct, forbid_unknown_fields=True):
    seen: list[str] = []  # the ids of the tips already shown to this player


_known: dict[Path, set[str]] = {}  # per data folder: the ids seen, as last read or written


def profile_seen() -> set[str]:
    """The tips this player has seen (none when the file cannot be read)."""
    where = userfiles.data_dir()
    if where not in _known:
        data, _msg = userfiles.read(FILE, SeenTips)  # a damaged file is set aside: tips start over
        _known[where] = set(data.seen) if data is not None else set()
    return set(_known[where])


def _keep(seen: set[str]) -> str:
    _known[userfiles.data_dir()] = seen
    try:
        userfiles.write_later(FILE, SeenTips(sorted(seen)))
    except userfiles.UnsavedError as exc:
        return str(exc)
    return ""


def remember(ids: set[str]) -> str:
    """Add `ids` to the tips seen; "" when kept, else why not."""
    seen = profile_seen()
    return "" if ids <= seen else _keep(seen | ids)


def forget_all() -> str:
    """The Options' reset: every tip shows again; "" when kept, else why not."""
    return _keep(set())


def _matches(tip: Tip, event_seat: int | None, data: dict, viewer: int) -> bool:
    if tip.whose == "mine" and event_seat != viewer:
        return False
    if tip.whose == "theirs" and (event_seat is None or event_seat == viewer):
        return False
    for key, allowed in tip.where:
        value = str(data.get(key))
        if not any(fnmatchcase(value, pattern) for pattern in allowed):
            return False
    return True


class Pending(NamedTuple):
    """An event's tip waiting for the viewer's decision."""

    tip: Tip
    data: dict  # the event's data, as the viewer may read it
    waited: int  # the viewer's decisions since the event
    at: int  # the event's index in the game's events (an undo past it drops the tip)


class Tipster:
    def __init__(self, session: Session, seen: set[str] | None = None, tutorial: bool = False,
                 keep: bool = True):
        self.session = session
        self.tips = load()
        self.tutorial = tutorial
        # The tips shown are added to the player's record (tips.json); not a kiosk visitor's,
        # where that record is the booth's, of every earlier visitor (gui/taster.visiting).
        self.keep = keep
        self.seen: set[str] = profile_seen() if seen is None else set(seen)
        self.cursor = len(session.game.events)  # the events looked at so far
        self.pending: list[Pending] = []
        self.current: Tip | None = None
        self.context: dict = {}  # the triggering event's data, for "{space}" in `point`
        self.at: int | None = None  # the index of the event the tip on screen tells
        self.shown: list[str] = []  # ids in the order shown in this game
        self.history: list[bool] = []  # per player decision: new coaching came before it
        self.quiet = 0  # player decisions since the last new coaching
        self.fresh = False  # new coaching since the player's last decision
        self.kind = ""  # the player's pending decision kind when last looked at
        self.hold: Callable[[], bool] = lambda: False  # the coach's scripted step is up
        self.problem = ""

    # ------------------------------------------------------------------ the player's moves
    def acted(self, action: Action, seat: int | None) -> None:
        """A move was made: a player's decision ends the tip on screen and is counted."""
        if not self.session.is_human(seat):
            return
        self.history.append(self.fresh)
        self.quiet = 0 if self.fresh else self.quiet + 1
        self.fresh = False
        self.current = None
        self.pending = [p._replace(waited=p.waited + 1) for p in self.pending if p.waited + 1 < STALE_AFTER]

    def coached(self) -> None:
        """The coach showed a new step (a guided move or a page of its script)."""
        self.fresh = True

    def taught(self) -> None:
        """The coach guided the decision now pending: its plain first-time tip is not needed."""
        for t in self.tips:
            if t.decision == self.kind and not (t.event or t.conditions or t.offers or t.quiet):
                self.seen |= topic_ids(self.tips, t)

    def dismiss(self) -> None:
        self.current = None

    # ------------------------------------------------------------------ looking
    def viewer(self) -> int | None:
        return self.session.viewer()

    def update(self) -> bool:
        """Read the new events and the pending decision; choose the tip to show. True when the
        tip on screen changed."""
        g, viewer = self.session.game, self.viewer()
        if viewer is None:
            return False
        before = self.current
        held = self.hold()
        if len(g.events) < self.cursor:  # an undo: the events since are gone
            self.cursor = len(g.events)
            self.pending = [p for p in self.pending if p.at < self.cursor]
        mode, character = g.config.mode, g.view(viewer).players[viewer].character
        for at in range(self.cursor, len(g.events)):
            e = g.events[at]
            if held or not e.sees(viewer):
                continue
            e = e.redact(viewer)
            for t in self.tips:
                if (t.event == e.kind and t.id not in self.seen and t.applies(mode, character)
                        and not any(p.tip is t for p in self.pending)
                        and _matches(t, e.seat, e.data, viewer)):
                    self.pending.append(Pending(t, {**e.data, "by": e.seat}, 0, at))
        self.cursor = len(g.events)
        on_turn = g.is_over or (g.current_player == viewer and self.session.is_human(viewer))
        self.kind = g.pending_kind() if on_turn else ""
        if held or (self.current is not None and not self._still(g, viewer, on_turn)):
            self.current = None  # the coach speaks, or the tip on screen no longer holds (an undo)
        if self.current is None and on_turn and not held:
            self._choose(g, viewer, mode, character)
        return self.current is not before

    def _still(self, g: Game, viewer: int, on_turn: bool) -> bool:
        """Whether the tip on screen still tells the truth: its event not undone, its decision
        still the one waiting, its conditions still holding."""
        t = self.current
        assert t is not None
        if self.at is not None and self.at >= len(g.events):
            return False
        if t.decision and not (on_turn and t.decision == self.kind):
            return False
        return self._holds(t, g, viewer, self.context)

    def _choose(self, g: Game, viewer: int, mode: str, character: str) -> None:
        """The next tip due: the decision's own first (it is gone after this move), then an
        event's in the order they happened (they wait a few decisions), then quiet advice."""
        for t in self.tips:
            if (not t.event and not t.quiet and t.decision == self.kind and t.id not in self.seen
                    and t.applies(mode, character) and self._holds(t, g, viewer, {})):
                self._show(t, {}, None)
                return
        for p in self.pending:
            t = p.tip
            if t.id not in self.seen and (not t.decision or t.decision == self.kind) and \
                    self._holds(t, g, viewer, p.data):
                self.pending = [q for q in self.pending if q is not p]
                self._show(t, p.data, p.at)
                return
        for t in self.tips:
            if (not t.event and t.quiet and t.decision == self.kind and t.id not in self.seen
                    and t.quiet <= self.quiet and t.applies(mode, character)
                    and self._holds(t, g, viewer, {})):
                self._show(t, {}, None)
                return

    @staticmethod
    def _there(g: Game, viewer: int, point: str) -> bool:
        """Whether what a tip sits beside is there to see: a pile with cards, a Parlor or
        Ballroom space with its card (a tip that waited may find it emptied)."""
        v = g.view(viewer)
        p = v.players[viewer]
        piles = {"discard": len(p.discard), "draw": p.draw_count, "hand": p.hand_count}
        if point in piles:
            return bool(piles[point])
        if point.startswith("star:"):
            return v.parlor[int(point[5:])] >= 0
        return v.ballroom.get(point, 0) >= 0

    @staticmethod
    def _holds(t: Tip, g: Game, viewer: int, data: dict) -> bool:
        """The tip's claim holds now, and what it sits beside is there."""
        return (not t.offers or any(a.kind == t.offers for a in g.legal_actions())) and \
            all(CONDITIONS[c](g, viewer, data) for c in t.conditions) and \
            Tipster._there(g, viewer, _point(t, data))

    def _show(self, tip: Tip, data: dict, at: int | None) -> None:
        self.current, self.context, self.at = tip, data, at
        ids = topic_ids(self.tips, tip)  # what it teaches is taught, whichever tip told it
        self.seen |= ids
        self.shown.append(tip.id)
        self.fresh = True
        self.problem = remember(ids) if self.keep and (self.session.saving or self.tutorial) else ""

    def point(self) -> str:
        """What the tip on screen sits beside, with the event's data filled in."""
        return "" if self.current is None else _point(self.current, self.context)

    def text(self) -> str:
        """The tip on screen in the language spoken, naming the player whose move it tells
        ("{player}"): "Your opponent reached..." was wrong at three or four seats (issue 52)."""
        if self.current is None:
            return ""
        words = data(self.current.said())  # "hover" or, after a touch, "hold a finger on"
        if "{player}" not in words:
            return words
        # only a tip of another seat's move names a player: its event's seat is "by" (`update`)
        return words.replace("{player}", self.session.game.name(self.context["by"]))


def _point(tip: Tip, data: dict) -> str:
    """What `tip` sits beside, with its event's `data` filled in ("" when it names a key the
    data lacks)."""
    context = dict(data)
    space = str(context.get("space", ""))
    if space.startswith("parlor_"):  # a Parlor slot's Star card is the hot spot star:<n>
        context["slot"] = space.removeprefix("parlor_")
    try:
        return tip.point.format(**context)
    except (KeyError, IndexError, ValueError):
        return ""


def of(session: Session, enabled: bool) -> Tipster | None:
    """The session's tipster: made the first time a scene asks, when tips are on (Options)
    and a person plays; the tutorial's coach makes its own."""
    tips = attached(session)
    if tips is not None and tips.tutorial:
        return tips
    if not enabled:
        return None
    if tips is None and session.humans and session.saving:
        tips = Tipster(session)
        session.listeners.append(tips)  # told of each move
    return tips


def attached(session: Session) -> Tipster | None:
    """The session's tipster, if one listens to it already."""
    return next((t for t in session.listeners if isinstance(t, Tipster)), None)
