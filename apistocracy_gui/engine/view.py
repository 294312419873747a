"""What one seat may see (the redacted view every screen, log and bot reads).

The state knows everything; `view(seat)` hides what the rules hide from that seat: other
players' hands, draw decks (their order is hidden from everyone, their contents from the
others), face-down Tea cards, and the Tea cards being chosen. Discard piles and trashed
cards are face-up and public.

The view is typed (msgspec Structs, as the saves are), so a reader names its fields and mypy
checks them instead of a dict's keys. `observe(seat)`, the engine's older contract, is the
same view as plain dicts and lists (`as_dict`), key for key in the order it always had, so
what is sent to a phone and what a bot is given stay the same bytes. The Structs are frozen
(a reader cannot write into a view) and skip the garbage collector: they hold only ints,
strings, lists and dicts of those (and, in the seat on turn's `knowledge`, a copy of the
decision stack), and never a reference back to themselves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import msgspec
from msgspec.structs import asdict

from . import knowledge as known
from .knowledge import Counts, Knowledge

if TYPE_CHECKING:
    from .flow import Decision
    from .game import Game
    from .state import State


class SeatView(msgspec.Struct, frozen=True, gc=False):
    """One player's mat as `viewer` sees it: everything face-up, and the sizes of the
    face-down piles; `hand`, `draw` (sorted: a deck's order is hidden even from its owner)
    and `tea` only for the viewer's own seat (None for the others)."""

    seat: int
    character: str
    name: str
    brooch: str
    level: int
    tracks: list[int]
    host_side: str
    host_twirled: bool
    host_suit: int
    hive_suit: int
    persona: str
    adv_goal: str
    adv_bonus: str
    adv_vp: int | None
    sets: list[int]
    hive_side: str
    hive_twirled: bool
    calling: int
    home_used: bool
    lc: list[int]
    ton: list[int]
    art: list[int]
    discard: list[int]
    tea_kept: list[int]
    hand_count: int
    draw_count: int
    tea_count: int
    goal_done: bool
    club_power_used: bool
    tricks: int
    won_count: int
    hand: list[int] | None = None
    draw: list[int] | None = None
    tea: list[int] | None = None

    def column(self, kind: str) -> list[int]:
        """The mat's L&C ("lc") or Ton ("ton") column."""
        return self.lc if kind == "lc" else self.ton


class Tokens(msgspec.Struct, frozen=True, gc=False):
    """Who holds each end-of-season token (-1: no one yet)."""

    queens_favorite: int
    artists_muse: int
    favored_guest: int
    card_sharp: int

    def holder(self, token: str) -> int:
        """The seat holding the token named by its id ("queens_favorite" ...), -1: no one."""
        seat: int = getattr(self, token)
        return seat


class LadyCatView(msgspec.Struct, frozen=True, gc=False):
    """Solo mode: Lady Cat's public state (her decks as sizes, her face-up card)."""

    deck_count: int
    discard: list[int]
    litter_count: int
    flipped: int
    reversed: bool
    caption: str
    level: str


class View(msgspec.Struct, frozen=True, gc=False):
    """What `seat` may see (None: a spectator). `legal` and `knowledge` only for the seat on
    turn; `ladycat` only in solo mode."""

    seat: int | None
    mode: str
    week: int
    phase: str
    first: int
    turn: int
    current_player: int | None
    players: list[SeatView]
    parlor: list[int]
    ballroom: dict[str, int]
    occupied: dict[str, int]
    beehive_cards: list[int]
    hive_bonus: dict[str, str]
    art_stack: list[int]
    tokens: Tokens
    counts: Counts
    star_discard: list[int]
    whist_trash: list[int]
    lc_trash: list[int]
    ton_trash: list[int]
    lc_discard: list[int]
    ton_discard: list[int]
    tea_trash: list[int]
    trick: list[list[int]]
    leader: int
    diamonds_broken: bool
    tricks_played: int
    prompt: str
    log: list[str]
    ladycat: LadyCatView | None = None
    legal: list[str] | None = None
    knowledge: Knowledge | None = None

    @property
    def viewer(self) -> int:
        """The seat whose view this is (a bot's, a player's); a spectator's has none."""
        if self.seat is None:
            raise ValueError("a spectator's view has no seat")
        return self.seat


def player_view(g: Game, viewer: int | None, seat: int) -> SeatView:
    p = g.st.players[seat]
    mine = viewer == seat
    # By position, in the fields' order: quicker than 34 keywords (bots observe every decision).
    return SeatView(
        seat, p.character, g.name(seat), p.brooch, g.cat.hive[p.brooch].level, list(p.tracks),
        "B" if p.host_b else "A", p.host_twirled, p.host_suits[1] if p.host_b else p.host_suits[0],
        p.hive_suit, p.persona, p.adv_goal, p.adv_bonus, p.adv_vp, list(p.sets),
        "B" if p.hive_b else "A", p.hive_twirled, p.calling, p.home_used,
        list(p.lc), list(p.ton), list(p.art), list(p.discard), list(p.tea_kept),
        len(p.hand), len(p.draw), len(p.tea), p.goal_done, p.club_power_used, p.tricks, len(p.won),
        # you know your deck's contents, not its order
        *((sorted(p.hand), sorted(p.draw), sorted(p.tea)) if mine else ()),
    )


def view(g: Game, seat: int | None) -> View:
    """The typed view of `seat` (None: a spectator, who sees only public information)."""
    st = g.st
    current = g.current_player
    lc = st.ladycat
    on_turn = seat is not None and seat == current
    return View(
        seat=seat, mode=st.mode, week=st.week, phase=st.phase, first=st.first,
        turn=st.turn, current_player=current,
        players=[player_view(g, seat, s) for s in range(len(st.players))],
        parlor=list(st.parlor), ballroom=dict(st.ballroom), occupied=dict(st.occupied),
        beehive_cards=list(st.beehive_cards), hive_bonus=dict(st.hive_bonus),
        art_stack=list(st.art_stack),
        tokens=Tokens(st.queens_favorite, st.artists_muse, st.favored_guest, st.card_sharp),
        counts=Counts(len(st.star_deck), len(st.queen_deck), len(st.regular_deck),
                      len(st.lc_deck), len(st.ton_deck), len(st.tea_deck)),
        star_discard=list(st.star_discard), whist_trash=list(st.whist_trash),
        lc_trash=list(st.lc_trash), ton_trash=list(st.ton_trash),
        lc_discard=list(st.lc_discard), ton_discard=list(st.ton_discard),
        tea_trash=list(st.tea_trash),
        trick=[list(t) for t in st.trick], leader=st.leader,
        diamonds_broken=st.diamonds_broken, tricks_played=st.tricks_played,
        prompt=g.prompt(seat),
        log=[e.text for e in g.log_for(seat)],
        ladycat=None if lc is None else LadyCatView(
            len(lc.deck), list(lc.discard), len(lc.litter), lc.flipped, lc.reversed, lc.caption,
            g.config.level),
        legal=[str(a) for a in g.legal_actions()] if on_turn else None,
        knowledge=known.knowledge(g, seat) if on_turn and seat is not None else None,
    )


_SEAT_ONLY = ("hand", "draw", "tea")  # another seat's three private piles are absent
_ON_TURN = ("ladycat", "legal", "knowledge")


def as_dict(v: View) -> dict[str, Any]:
    """The view as `observe()` has always given it: dicts and lists, the absent parts left
    out (not None). Shallow: the lists are the view's own, which no one else holds."""
    out = known.plain(v, _ON_TURN)
    out["players"] = [known.plain(p, _SEAT_ONLY) for p in v.players]
    out["tokens"], out["counts"] = asdict(v.tokens), asdict(v.counts)
    if v.ladycat is not None:
        out["ladycat"] = asdict(v.ladycat)
    if v.knowledge is not None:
        out["knowledge"] = known.as_dict(v.knowledge)
    return out


def observe(g: Game, seat: int | None) -> dict[str, Any]:
    """The view of `seat` as plain data (the engine's contract since its first version)."""
    return as_dict(view(g, seat))


class Viewed:
    """What a screen, a bot or a phone may read of a `Game` (a base class of it, kept here
    with the view): the views, and the few public facts a screen reads every frame without
    building a whole view."""

    st: State

    def view(self, seat: int | None) -> View:
        """What `seat` may see, typed (None: a spectator); the screens and the bots read it."""
        return view(cast("Game", self), seat)  # (a Game is the only Viewed)

    def observe(self, seat: int | None) -> dict[str, Any]:
        """`view(seat)` as plain dicts and lists (a phone's JSON, the terminal's words)."""
        return observe(cast("Game", self), seat)

    def pending(self) -> Decision | None:
        """The pending decision, for the public subject of the choice (the card being placed,
        the cost being paid); None when the game is over."""
        return cast("Game", self)._pending()

    @property
    def phase(self) -> str:
        """"season", "whist" or "over": which table a screen shows."""
        return self.st.phase

    @property
    def week(self) -> int:
        return self.st.week

    @property
    def seats(self) -> int:
        """How many seats the table has (in solo, Lady Cat's too: she is not in the config)."""
        return len(self.st.players)
