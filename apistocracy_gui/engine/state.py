"""The complete game state as plain data (lists and ints), so a snapshot is one pickle.

Nothing here knows a rule; the modules named for the rulebook's sections change this state.
Cards are ints: whist cards 0-51 (suit * 13 + rank - 1), Ton, L&C and Tea cards by their
index in the rules data. `-1` marks an empty card space.
"""

from __future__ import annotations

import io
import pickle
import threading
from dataclasses import dataclass, field, fields
from operator import attrgetter
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

T = TypeVar("T", bound="DataclassInstance")


def pickled_by_position(cls: type[T]) -> type[T]:
    """Pickle `cls` as its class and its field values in order, read in one C call.

    Undo checkpoints and the bots' worlds pickle the whole state. By default a slotted object
    pickles as a dict of its slot names and values; as a plain tuple, a checkpoint of a
    4-player game takes a third less time, half the bytes, and restores in half the time.
    A pickle is only ever read back by the same code (saves are lists of actions, not pickles).
    """
    values = attrgetter(*[f.name for f in fields(cls)])

    def __reduce__(self: object) -> tuple[type[T], tuple[Any, ...]]:
        return cls, values(self)

    # Replacing a method on the class is the point here; mypy flags any such assignment.
    cls.__reduce__ = __reduce__  # type: ignore[method-assign]
    return cls


@pickled_by_position
@dataclass(slots=True)
class Player:
    character: str
    draw: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    tracks: list[int] = field(default_factory=lambda: [0, 0, 0, 0])  # club..heart, 0-5
    host_suits: list[int] = field(default_factory=lambda: [0, 0])  # Host token sides A, B
    hive_suit: int = 3  # the Beehive token's side B
    host_b: bool = False
    host_twirled: bool = False
    hive_b: bool = False
    hive_twirled: bool = False
    brooch: str = "start"
    calling: int = 0  # Calling Cards still on the mat this week
    home_used: bool = False
    lc: list[int] = field(default_factory=list)
    ton: list[int] = field(default_factory=list)
    tea: list[int] = field(default_factory=list)  # face-down, hidden from the others
    tea_kept: list[int] = field(default_factory=list)  # Lord Edward's face-up used Tea cards
    art: list[int] = field(default_factory=list)  # art indices in commission order
    goal_done: bool = False
    club_power_used: bool = False
    won: list[int] = field(default_factory=list)  # whist cards of the tricks taken
    tricks: int = 0
    stars: int = 0  # Star cards owned when the Whist Phase began (the Card Sharp count)
    last_area: str = ""  # the last action taken (Lady Cat's copycat reads it)
    sets: list[int] = field(default_factory=list)  # paintings on each Gallery card
    adv_goal: str = ""  # advanced mode: the Goal token drafted
    adv_bonus: str = ""  # advanced mode: the Host Bonus token chosen on reaching the goal
    adv_vp: int | None = None  # advanced mode: the VP token taken with it
    persona: str = ""  # a Bonus Persona played on this mat (cosmetic)
    dealt: list[int] = field(default_factory=list)  # whist cards dealt face-down at the Whist setup


@pickled_by_position
@dataclass(slots=True)
class State:
    mode: str
    players: list[Player]
    rng: int
    week: int = 1
    first: int = 0  # First Player token
    phase: str = "season"  # season / whist / over
    star_deck: list[int] = field(default_factory=list)
    star_discard: list[int] = field(default_factory=list)
    parlor: list[int] = field(default_factory=lambda: [-1, -1, -1])
    queen_deck: list[int] = field(default_factory=list)
    regular_deck: list[int] = field(default_factory=list)
    whist_trash: list[int] = field(default_factory=list)
    lc_deck: list[int] = field(default_factory=list)
    lc_discard: list[int] = field(default_factory=list)
    ton_deck: list[int] = field(default_factory=list)
    ton_discard: list[int] = field(default_factory=list)
    lc_trash: list[int] = field(default_factory=list)
    ton_trash: list[int] = field(default_factory=list)
    ballroom: dict[str, int] = field(default_factory=dict)  # space id -> card or -1
    tea_deck: list[int] = field(default_factory=list)
    tea_trash: list[int] = field(default_factory=list)
    occupied: dict[str, int] = field(default_factory=dict)  # space id -> seat
    beehive_cards: list[int] = field(default_factory=list)  # seats with a card on the Beehive
    hive_bonus: dict[str, str] = field(default_factory=dict)  # hive space -> bonus token id
    art_stack: list[int] = field(default_factory=list)
    queens_favorite: int = -1
    artists_muse: int = -1
    favored_guest: int = -1
    card_sharp: int = -1
    turn: int = -1  # seat whose Season turn it is
    stack: list[Any] = field(default_factory=list)  # pending tasks, top last
    trick: list[tuple[int, int]] = field(default_factory=list)  # (seat, card) in play order
    leader: int = -1
    diamonds_broken: bool = False
    tricks_played: int = 0
    ladycat: Any = None  # solo mode's automa state


_picklers = threading.local()  # per thread: the bots think in threads of their own


def dumped(st: State) -> bytes:
    """The state as one pickle (`Game.snapshot`, undo's checkpoints), byte for byte what
    `pickle.dumps` makes, by a Pickler kept per thread: a new one grows its memo table from
    empty at every call (allocations and memsets), some 8% of a checkpoint (issue 57)."""
    try:
        kept: tuple[io.BytesIO, pickle.Pickler] = _picklers.kept
        buf, pickler = kept
    except AttributeError:
        buf = io.BytesIO()
        pickler = pickle.Pickler(buf, protocol=pickle.HIGHEST_PROTOCOL)
        _picklers.kept = buf, pickler
    try:
        pickler.dump(st)
        return buf.getvalue()
    finally:  # (the memo holds the state's objects until cleared)
        pickler.clear_memo()
        buf.seek(0)
        buf.truncate()
