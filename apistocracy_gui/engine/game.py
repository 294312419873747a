"""The public engine API: `Game`, the one object the GUI, the bots and the tests talk to.

A game is a state (plain data, `state.py`) plus the decision stack inside it. `apply()`
checks an action against `legal_actions()` (the single source of truth), snapshots the state,
resolves the action and runs every automatic step up to the next pending decision. Undo
restores the nearest checkpoint and replays the actions since; it stops at the last action
that revealed hidden information (a draw, a refill, a Tea card) unless the game was created
with `casual_undo`. A save is the config and the actions, replayed to load (`savefile`).

A game may also start from a given position (`Game.from_position`, defined with `restart` in
`position.Positioned`: "Play from here", issue 56): it runs on deterministically from that
state's own RNG, undo stops at its first action, and its save carries the position before
the actions.
"""

from __future__ import annotations

import hashlib
import pickle
from dataclasses import dataclass, fields, is_dataclass
from itertools import repeat
from operator import is_
from typing import Any

import msgspec

from ..i18n import _
from . import advanced, chronicle, events, ladycat, parlor, savefile, scoring
from .actions import Action, IllegalAction
from .catalog import Catalog, default_catalog
from .events import Event
from .flow import Decision, Task
from .position import Positioned
from .setup import GameConfig, build_state
from .state import State, dumped
from .view import Viewed
from .week import PlaceCard, StartWeek

# A checkpoint (one pickle of the state) is kept before every CHECKPOINT_EVERY-th action, not
# before each one: pickling the whole state was a sixth of the engine's time (issue 15), while
# an undo replays at most CHECKPOINT_EVERY - 1 actions, well under a frame.
CHECKPOINT_EVERY = 32


@dataclass(frozen=True)
class LogEntry:
    """One Chronicle line, rendered from an event (`chronicle.py`)."""

    text: str
    visible_to: tuple[int, ...] | None = None  # None: everyone


class _Step(msgspec.Struct, gc=False):
    """One action taken. A msgspec Struct (its constructor runs in C) made at every `apply`;
    untracked by the garbage collector, as it refers to no container that refers back."""

    action: Action
    seat: int
    revealed: bool
    events_len: int
    before: bytes | None  # the state before this step, on checkpoint steps only


class Game(Positioned, Viewed):  # `from_position`, `restart`, `start` (issue 56); `view`, `observe`
    def __init__(self, config: GameConfig, catalog: Catalog, state: State):
        self.config = config
        self.cat: Catalog = catalog
        self.st = state
        self.events: list[Event] = []
        self._written = chronicle.Written()  # the Chronicle rendered so far
        self._history: list[_Step] = []
        self._redo: list[Action] = []
        self._revealed = False
        self._legal: list[Action] | None = None  # (labels are worded when read: `actions`)
        # While a decision lists its legal actions (a pure query), each seat's influence is
        # counted once, not once per board space (`payment.can_pay`).
        self.unit_memo: dict[int, tuple[int, ...]] | None = None

    # ------------------------------------------------------------------ construction
    @classmethod
    def new(cls, config: GameConfig, catalog: Catalog | None = None) -> Game:
        cat = catalog or default_catalog()
        game = cls(config, cat, build_state(cat, config))
        # Never the seed (RULINGS R7.1): with it and the public cast, any seat could rebuild
        # every face-down deck. The score pad shows it once the game is over.
        game.emit("game_started", None, seats=tuple(range(len(config.players))))
        if config.mode == "advanced":  # the Goal token draft, First Player first (p.22)
            game.push(*[advanced.DraftGoal(s) for s in advanced.draft_order(game)], StartWeek(-1))
        else:
            game.push(StartWeek(-1))
        game._advance()
        return game

    # ------------------------------------------------------------------ queries
    @property
    def current_player(self) -> int | None:
        top = self._pending()
        return None if top is None else top.seat

    @property
    def to_move(self) -> int:
        """`current_player` of a game that is not over (a loop `while not g.is_over` reads
        it); IllegalAction once the game is over and nobody is to move."""
        top = self._pending()
        if top is None:
            raise IllegalAction("the game is over: nobody is to move")
        return top.seat

    @property
    def is_over(self) -> bool:
        return not self.st.stack  # _advance leaves a decision on top, or nothing

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            top = self._pending()
            self._legal = [] if top is None else self._list_legal(top)
        return list(self._legal)

    def prompt(self, seat: int | None = None, brief: bool = False) -> str:
        """The pending decision as its seat sees it (`brief`: its short wording, for a line
        with little room); other seats get a public wording."""
        top = self._pending()
        if top is None:
            return _("The game is over")
        return (top.brief if brief else top.prompt)(self) if seat == top.seat else top.public_prompt(self)

    def why_not(self, action: Action) -> str | None:
        """Why `action` is refused now, in the deciding player's terms (None when it is legal);
        it reads nothing that player may not see (`why_not.py`)."""
        from .why_not import why_not

        return why_not(self, action)

    def pending_kind(self) -> str:
        """The pending decision's class name (e.g. "PlaceCard", "Payment", "PlayCard")."""
        top = self._pending()
        return "" if top is None else type(top).__name__

    @property
    def log(self) -> list[LogEntry]:
        """The Chronicle: every line of every event (private lines carry their `visible_to`).
        Rendered from `events` on demand, so it can never disagree with them, and again in
        full after a change of language."""
        return self._written.upto(self)

    def log_for(self, seat: int | None) -> list[LogEntry]:
        return [e for e in self.log if e.visible_to is None or seat in e.visible_to]

    def log_starts(self, seat: int | None) -> list[int]:
        """For each event (an index of `events`), where its lines start in `log_for(seat)`."""
        return self._written.firsts(self, seat)

    def events_for(self, seat: int | None, since: int = 0) -> list[Event]:
        """The events from index `since` on that `seat` may see, redacted for it (another
        player's drawn cards become None). `len(game.events)` is the index to resume from."""
        return events.for_seat(self.events, seat, since)

    def describe(self, event: Event) -> str | None:
        """An event's public line in the Chronicle (None for a kind shown but not told)."""
        return chronicle.text(self, event)

    def scores(self) -> list[scoring.ScoreSheet]:
        return [scoring.sheet(self, s) for s in range(len(self.st.players))]

    def winners(self) -> list[int]:
        return scoring.game_winners(self)

    def state_hash(self) -> str:
        return hashlib.sha256(repr(_canon(self.st)).encode()).hexdigest()

    @property
    def can_undo(self) -> bool:
        return bool(self._history) and (self.config.casual_undo or not self._history[-1].revealed)

    @property
    def undo_seat(self) -> int | None:
        """The seat whose decision `undo()` would take back (None when undo is not possible),
        so a shared screen can ask before giving the turn back to another player."""
        return self._history[-1].seat if self.can_undo else None

    @property
    def deciders(self) -> list[int]:
        """The seat that made each action taken, in order: a shared screen walks it back to
        the last decision a person made (computers' moves are undone with it)."""
        return [s.seat for s in self._history]

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def actions_taken(self) -> list[Action]:
        return [s.action for s in self._history]

    # ------------------------------------------------------------------ moves
    def apply(self, action: Action) -> None:
        legal = self._legal if self._legal is not None else self.legal_actions()
        if not any(map(is_, legal, repeat(action))):  # the offered object itself, found in C
            try:
                action = legal[legal.index(action)]  # the offered object, label included
            except ValueError:
                top = self._pending()
                what = "the game is over" if top is None else f"pending: {top.prompt(self)}"
                raise IllegalAction(f"{action} is not a legal action now ({what}); "
                                    f"legal: {', '.join(map(str, legal)) or 'none'}") from None
        checkpoint = self.snapshot() if len(self._history) % CHECKPOINT_EVERY == 0 else None
        seat, events_len = self.st.stack[-1].seat, len(self.events)  # (the decision on top)
        try:
            self._resolve(action)
        except Exception:
            self._rewind(len(self._history), events_len, checkpoint)
            raise
        self._history.append(_Step(action, seat, self._revealed, events_len, checkpoint))
        self._redo.clear()

    def _resolve(self, action: Action) -> None:
        """Pop the pending decision, resolve `action` (already known legal) and run on."""
        self._revealed = False
        task = self.st.stack.pop()
        self._legal = None
        if action.kind == "club_power":  # the swap, after which the same decision waits (R7.2)
            parlor.use_club_power(self, task.seat, action.args[0])
            self.push(task)
        else:
            task.apply(self, action)
        self._advance()

    def _rewind(self, n: int, events_len: int, checkpoint: bytes | None = None) -> None:
        """Put the game back to just before history step `n` (or before a failed action when
        `n` is the history's length and its `checkpoint` was taken): restore the checkpoint
        at or before it, replay the steps since, and drop the later steps and the events
        from `events_len` on. Replay is exact (the RNG is part of the state), so it emits the
        very events it drops and re-creates."""
        steps = self._history
        start = n if checkpoint is not None else n - n % CHECKPOINT_EVERY
        before = checkpoint if checkpoint is not None else steps[start].before
        assert before is not None  # every CHECKPOINT_EVERY-th step keeps the state before it
        self.restore(before)
        self._truncate_events(steps[start].events_len if start < n else events_len)
        for step in steps[start:n]:
            self._resolve(step.action)
        del steps[n:]
        self._truncate_events(events_len)

    def undo(self) -> bool:
        if not self.can_undo:
            return False
        step = self._history[-1]
        self._rewind(len(self._history) - 1, step.events_len)
        self._redo.append(step.action)
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        later = self._redo[:-1]  # (`apply` clears the list: one call fewer at every move)
        self.apply(self._redo[-1])
        self._redo = later
        return True

    # ------------------------------------------------------------------ snapshots
    def snapshot(self) -> bytes:
        return dumped(self.st)

    def restore(self, snap: bytes) -> None:
        self.st = pickle.loads(snap)
        self._legal = None

    # ------------------------------------------------------------------ saves
    def to_save(self) -> dict[str, Any]:
        """The game as plain JSON data: config, actions, final hash and a check digest."""
        return savefile.save_of(self)

    @staticmethod
    def check_save(data: Any, catalog: Catalog | None = None) -> savefile.SaveFile:
        """Every check `from_save` makes short of replaying: SaveError naming what is wrong."""
        return savefile.check(data, catalog or default_catalog())

    @classmethod
    def from_save(cls, data: Any, catalog: Catalog | None = None) -> Game:
        """Replay a save; SaveError (and no game) for anything but an unedited save of the
        same format and rules data (`savefile`)."""
        return savefile.replay(cls, data, catalog or default_catalog())

    # ------------------------------------------------------------------ for the rules modules
    def push(self, *tasks: Task) -> None:
        """Push tasks so that the first one given runs first."""
        self.st.stack.extend(tasks[::-1])
        self._legal = None

    def emit(self, kind: str, seat: int | None, /, *, secret: tuple[str, ...] = (),
             visible_to: tuple[int, ...] | None = None, **data: Any) -> Event:
        """Record what just happened (see `events.py`); the keys in `secret` only `seat` reads."""
        event = Event(kind, seat, data, visible_to, secret)
        self.events.append(event)
        return event

    def reveal(self) -> None:
        self._revealed = True

    def name(self, seat: int) -> str:
        p = self.st.players[seat]
        if p.character == ladycat.CHARACTER:
            return ladycat.solo_data().name
        if p.persona:
            return advanced.advanced_data().persona(p.persona).name
        return self.cat.characters[p.character].name

    def calling_cards(self, seat: int) -> int:
        if ladycat.is_cat(self, seat):
            return ladycat.level(self).calling_cards  # Standard: numbers.solo_calling_cards
        return self.cat.numbers["calling_cards"]

    def turn_tasks(self, seat: int) -> list[Task]:
        return [ladycat.LadyCatTurn(seat) if ladycat.is_cat(self, seat) else PlaceCard(seat)]

    # ------------------------------------------------------------------ internals
    def _truncate_events(self, n: int) -> None:
        """Forget the events from index `n` on (undo, a failed apply) and their lines."""
        del self.events[n:]
        self._written.forget_from(n)

    def _pending(self) -> Decision | None:
        stack = self.st.stack
        return stack[-1] if stack else None  # _advance leaves a decision on top, or nothing

    def _list_legal(self, top: Decision) -> list[Action]:
        """The decision's legal actions, plus Lady Alexandria's and Lord Shae's club-card swap
        at every decision of their own Season turn (RULINGS R7.2, p.19 "at any time during
        their turn"). The swap alone never keeps a decision that has nothing else to offer."""
        self.unit_memo = {}
        try:
            legal = top.legal(self)
        finally:
            self.unit_memo = None
        seat = top.seat
        if legal and seat == self.st.turn:
            # (asked directly: at nine decisions of a turn's ten the seat's character has no
            # swap or has used it, and the call to learn so was 2% of a random game; issue 57)
            p = self.st.players[seat]
            if not p.club_power_used and p.character in self.cat.star_swap:
                legal += parlor.club_power_actions(self, seat)
        return legal

    def _advance(self) -> None:
        """Run automatic tasks until a decision with at least one legal action is on top."""
        stack = self.st.stack
        while stack:
            top = stack[-1]
            if top.decision:
                self._legal = self._list_legal(top)
                if self._legal:
                    return
                stack.pop()
                continue
            stack.pop()
            top.run(self)
        self._legal = None


def _canon(obj: Any) -> Any:
    """A canonical, order-stable form of the state for hashing."""
    if is_dataclass(obj):
        return (type(obj).__name__,) + tuple(_canon(getattr(obj, f.name)) for f in fields(obj))
    if isinstance(obj, (list, tuple)):
        return tuple(_canon(x) for x in obj)
    if isinstance(obj, dict):
        return tuple(sorted((k, _canon(v)) for k, v in obj.items()))
    return obj
