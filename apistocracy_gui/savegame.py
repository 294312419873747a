"""A saved game as both front ends keep it: the engine's save plus who controls each seat.

The window's saved-game slots (`autosave.json`, `autosave-2.json` ... `autosave-5.json`, see
`slots.py`) and the terminal's `--save FILE` are the same file kind, so
`apistocracy --text --replay ~/.local/share/apistocracy/autosave.json` replays a game left in
the window. The engine checks its own part (`Game.from_save`); this module checks
the rest: exact keys and types, and controllers that match the seats and name known bots, so
a save that would crash a bot step later is refused at load instead (issue 10).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

from . import userfiles
from .bots import bot_names
from .engine import Game, SaveError, ladycat
from .i18n import _

HUMAN = "human"
MAX_BYTES = 1 << 20  # a whole 4-player game is about 10 KiB, plus ~7 KiB per bot's generator
# A bot's random generator (Python's Mersenne Twister): 624 words and the position in them.
RNG_WORDS = 625
RngState = Annotated[list[Annotated[int, msgspec.Meta(ge=0, le=2**32 - 1)]],
                     msgspec.Meta(min_length=RNG_WORDS, max_length=RNG_WORDS)]


class Summary(msgspec.Struct, forbid_unknown_fields=True):
    """What the Saved games list shows of a save without replaying it (issue 32): written
    with every autosave, from the game itself. Not covered by the engine's check digest: it
    only labels the game; Continue replays and checks the game proper."""

    mode: str  # the config's mode: "standard", "advanced", "solo"
    phase: Literal["season", "whist", "over"]
    week: int
    names: list[str]  # each seat's name as the table shows it
    level: str = ""  # solo: Lady Cat's level, by name
    winners: list[int] = []
    # A game played on from a position of another (issue 56): the week it started from (0: a
    # game from its seed's start), and whether that position was in the whist.
    from_week: int = 0
    from_whist: bool = False


def summary_of(game: Game) -> Summary:
    over = game.is_over
    names = [game.name(s) for s in range(game.seats)]
    level = ladycat.level(game).name if game.config.mode == "solo" else ""
    phase: Literal["season", "whist", "over"] = "over" if over else (
        "whist" if game.phase == "whist" else "season")
    start = game.start.state if game.start is not None else {}
    return Summary(game.config.mode, phase, game.week, names, level,
                   list(game.winners()) if over else [], int(start.get("week", 0)),
                   start.get("phase") == "whist")


class SavedGame(msgspec.Struct, forbid_unknown_fields=True):
    """The file's schema: the engine's save (checked by `Game.from_save`) and the seats'
    controllers ("human" or a bot name, one per seat; none for Lady Cat), and each bot's random
    generator by seat, so Continue plays on exactly as the game would have (issue 15)."""

    game: dict[str, Any]
    controllers: list[str]
    hints_used: bool = False  # the score pad marks a game played with hints (issue 12)
    bot_rng: dict[str, RngState] = msgspec.field(default_factory=dict)
    # For the Saved games list (issue 32): when it was last played (local ISO time, to the
    # millisecond; "" in saves from before slots: the file's date is used) and whether it began
    # as the tutorial. Not covered by the engine's check: they only label the game.
    played: str = ""
    tutorial: bool = False
    summary: Summary | None = None
    # The human seats whose hands were on phones (issue 54): Continue offers them to phones
    # again. Saves from before it have none, and every seat of theirs is played at the table.
    phones: list[int] = msgspec.field(default_factory=list)


def to_data(game: Game, controllers: list[str], hints_used: bool = False,
            bot_rng: dict[str, list[int]] | None = None, played: str = "",
            tutorial: bool = False, phones: list[int] | None = None) -> SavedGame:
    """The save of `game`; with `played` (a slot's autosave) also its summary for the list."""
    return SavedGame(game.to_save(), list(controllers), hints_used, dict(bot_rng or {}), played,
                     tutorial, summary_of(game) if played else None, sorted(phones or []))


def rng_state(rng: Any) -> list[int]:
    """A `random.Random`'s state as the save keeps it."""
    return list(rng.getstate()[1])


def set_rng_state(rng: Any, words: list[int]) -> None:
    """SaveError when the words are not a generator's state (a damaged or edited save)."""
    try:
        rng.setstate((3, tuple(words), None))
    except (ValueError, TypeError, OverflowError) as exc:  # Python's words for it are English
        raise SaveError(_("bot_rng: not a random generator's state")) from exc


def restore(saved: SavedGame) -> tuple[Game, list[str]]:
    """The replayed game and its controllers; SaveError naming what is wrong."""
    game = Game.from_save(saved.game)
    check_controllers(saved.controllers, len(game.config.players))
    for i, seat in enumerate(saved.phones):
        if not 0 <= seat < len(saved.controllers) or saved.controllers[seat] != HUMAN:
            raise SaveError(_("phones[{i}]: seat {seat} is not a human seat").format(i=i, seat=seat))
    return game, saved.controllers


def check_controllers(controllers: list[str], seats: int) -> None:
    if len(controllers) != seats:
        raise SaveError(_("controllers: {n} given for {seats} seats").format(n=len(controllers), seats=seats))
    known = [HUMAN, *bot_names()]
    for i, c in enumerate(controllers):
        if c not in known:
            raise SaveError(_("controllers[{i}]: {name} is not one of {known}").format(
                i=i, name=repr(c), known=", ".join(known)))


def load_bytes(data: bytes, name: str) -> tuple[Game, list[str]]:
    """A save file's bytes (size and depth limited) as a game; SaveError with one line."""
    try:
        saved = userfiles.decode(data, SavedGame, name, MAX_BYTES)
    except ValueError as exc:
        raise SaveError(str(exc)) from exc
    return restore(saved)


def encode(game: Game, controllers: list[str]) -> bytes:
    return userfiles.encode(to_data(game, controllers))
