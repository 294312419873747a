"""A game's starting position as save data: the whole state as plain JSON, and back, checked.

A game made by `Game.new` starts from its seed, so its save needs no more than the config and
the actions. A game started from a position (`Game.from_position`: "Play from here", issue 56,
whose hidden cards were dealt anew from one seat's view) cannot be rebuilt from any seed, and
must not be: the position's hidden cards are a fresh draw, never the original game's, which
only the original seed would rebuild (RULINGS R7.1). So its save carries the position itself,
before the actions (`savefile`).

The state is plain dataclasses of ints, strings, lists and dicts, plus the decision stack (task
objects) and Lady Cat's state. Each dataclass is written as its fields; a task as its class
name and its fields, read back only as one of the engine's own task classes. Reading checks
every field's type strictly (msgspec, from the dataclasses' own annotations) and refuses a
missing or an unknown field, and the save then compares the position's `state_hash` with the
one written beside it, so a position reads back exactly or not at all.
"""

from __future__ import annotations

import sys
from dataclasses import fields
from functools import cache
from typing import TYPE_CHECKING, Any, TypeVar

import msgspec

from .catalog import Catalog, default_catalog
from .flow import Task
from .ladycat import CHARACTER as LADY_CAT
from .ladycat import LadyCatState
from .state import Player, State

if TYPE_CHECKING:
    from .game import Game
    from .setup import GameConfig

G = TypeVar("G", bound="Positioned")

_SPECIAL = ("players", "stack", "ladycat")  # the State fields that are not plain data


class Start(msgspec.Struct, forbid_unknown_fields=True):
    """The position a game started from, as its save keeps it: the state (`encode`), its
    hash, and the seat from whose view its hidden cards were drawn (None: none drawn anew)."""

    state: dict[str, Any]
    state_hash: str
    viewer: int | None


class Positioned:
    """What `Game` can do with a starting position (a base class of it, kept here so that the
    position's whole story is in one module): start from one, and start again from its own."""

    start: Start | None = None  # the position it started from; None: from its seed

    @classmethod
    def from_position(cls: type[G], config: GameConfig, state: State, catalog: Catalog | None = None,
                      viewer: int | None = None) -> G:
        """A game that starts at `state` (a copy of it is taken) and plays on from there, its
        draws from the state's own RNG. `viewer`: the seat from whose view its hidden cards were
        drawn anew (the Chronicle says so), None for a position taken as it is. The position's
        seats must be the config's (Lady Cat's besides, in solo)."""
        config.validate()
        seats = tuple(p.character for p in state.players if p.character != LADY_CAT)
        if seats != config.players or state.mode != config.mode:
            raise ValueError(f"the position's seats {seats} ({state.mode}) are not the config's "
                             f"{config.players} ({config.mode})")
        data = encode(state)
        make: Any = cls  # Game's constructor (this class is its base)
        game = make(config, catalog or default_catalog(), decode(data))  # exactly what a save reads
        game.start = Start(data, game.state_hash(), viewer)
        game.emit("position_started", None, seats=tuple(range(len(state.players))),
                  week=state.week, whist=state.phase == "whist", viewer=viewer)
        game._advance()
        out: G = game
        return out

    def restart(self) -> Game:
        """A new game at this one's first position (before any action): the seed's, or the
        position it was started from. Replays and reviews play a game again from here."""
        from .savefile import begin

        me: Any = self
        return begin(type(me), me.config, self.start, me.cat)


def encode(st: State) -> dict[str, Any]:
    """The state as plain JSON data (lists, dicts, ints, strings, booleans, null)."""
    out: dict[str, Any] = {f.name: getattr(st, f.name) for f in fields(State) if f.name not in _SPECIAL}
    out["players"] = list(st.players)
    out["stack"] = [[type(task).__name__, task] for task in st.stack]
    out["ladycat"] = st.ladycat
    plain: dict[str, Any] = msgspec.json.decode(msgspec.json.encode(out))  # tuples become lists
    return plain


def decode(data: Any) -> State:
    """The state `encode` wrote; ValueError naming the field that is not as written."""
    body = _exact(data, State, "state")
    plain = {k: v for k, v in body.items() if k not in _SPECIAL}
    st: State = _convert({**plain, "players": [], "stack": [], "ladycat": None}, State, "state")
    players = body["players"]
    if not isinstance(players, list):
        raise ValueError("state.players: not a list")
    st.players = [_convert(_exact(p, Player, f"state.players[{i}]"), Player, f"state.players[{i}]")
                  for i, p in enumerate(players)]
    stack = body["stack"]
    if not isinstance(stack, list):
        raise ValueError("state.stack: not a list")
    st.stack = [_task(entry, f"state.stack[{i}]") for i, entry in enumerate(stack)]
    if body["ladycat"] is not None:
        st.ladycat = _convert(_exact(body["ladycat"], LadyCatState, "state.ladycat"), LadyCatState,
                              "state.ladycat")
    return st


def _exact(data: Any, cls: type, where: str) -> dict[str, Any]:
    """`data` as a dict with exactly the fields of the dataclass `cls` (msgspec itself ignores
    unknown fields of a dataclass)."""
    if not isinstance(data, dict):
        raise ValueError(f"{where}: not an object")
    names = {f.name for f in fields(cls)}
    if set(data) != names:
        odd = sorted(set(data) ^ names)
        raise ValueError(f"{where}: fields {', '.join(map(str, odd))} missing or unknown")
    return data


def _convert(data: dict[str, Any], cls: type[Any], where: str) -> Any:
    try:
        return msgspec.convert(data, cls, strict=True)
    except msgspec.ValidationError as exc:
        raise ValueError(f"{where}: {exc}") from exc


def _task(entry: Any, where: str) -> Task:
    """One entry of the stack: [class name, fields], as that engine task class."""
    if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], str)):
        raise ValueError(f"{where}: not a [task, fields] pair")
    cls = tasks().get(entry[0])
    if cls is None:
        raise ValueError(f"{where}: {entry[0]!r} is not a task of the rules")
    task: Task = _convert(_exact(entry[1], cls, where), cls, where)
    return task


@cache
def tasks() -> dict[str, type[Task]]:
    """Every task class of the engine by name: the only classes a stack entry may name. The
    game module loads every rules module, so all of them are defined by now.

    A class counts only as its module names it: `@dataclass(slots=True)` builds a new class
    and drops the one it was given, which stays among its base's subclasses until the garbage
    collector finds it (when that happens depends on everything allocated before)."""
    from . import game  # noqa: F401  (loaded: its rules modules define the tasks)

    package = __name__.rpartition(".")[0]
    found: dict[str, type[Task]] = {}
    todo: list[type[Task]] = [Task]
    while todo:
        cls = todo.pop()
        named = getattr(sys.modules.get(cls.__module__), cls.__qualname__, None) is cls
        if named and cls.__module__.startswith(f"{package}.") and \
                found.setdefault(cls.__name__, cls) is not cls:
            raise RuntimeError(f"two task classes are named {cls.__name__}")
        todo.extend(cls.__subclasses__())
    return found
