"""Your best solo seasons against Lady Cat, kept on this computer (issue 5).

The ten best by your score live in `solo_scores.json` in the user's data directory. A file
that cannot be parsed, or that holds anything but a list of scores, is set aside (renamed
*.bad) with a message for the player and a new list is started: never a crash, and never a
silent overwrite of what the player had.
"""

from __future__ import annotations

import datetime
from dataclasses import asdict, dataclass, fields
from typing import TYPE_CHECKING, Any

from . import settings

if TYPE_CHECKING:
    from ..engine import Game

FILE = "solo_scores.json"
KEEP = 10
RESULTS = ("win", "loss", "shared")


@dataclass(frozen=True)
class SoloScore:
    date: str  # ISO date the season ended
    character: str  # the character id you played
    score: int
    lady_cat: int
    result: str  # one of RESULTS
    game: str  # the finished game's state hash: one game is recorded once, however often shown

    @classmethod
    def parse(cls, entry: Any) -> SoloScore:
        """An entry of the file; ValueError when it is not one this module wrote."""
        names = [f.name for f in fields(cls)]
        if not isinstance(entry, dict) or sorted(entry) != sorted(names):
            raise ValueError("an entry has the wrong fields")
        kinds = {"score": int, "lady_cat": int}
        if any(type(entry[n]) is not kinds.get(n, str) for n in names) or entry["result"] not in RESULTS:
            raise ValueError("an entry has a value of the wrong kind")
        return cls(**entry)


def result_of(game: Game) -> SoloScore:
    """The finished solo game as a score: seat 0 is you, seat 1 Lady Cat. The engine's
    winners decide win, loss or shared, ties included (tracker influence, then shared)."""
    sheets = {s.seat: s.total for s in game.scores()}
    winners = game.winners()
    result = "shared" if len(winners) > 1 else "win" if winners == [0] else "loss"
    return SoloScore(datetime.date.today().isoformat(), game.st.players[0].character, sheets[0],
                     sheets[1], result, game.state_hash())


def load() -> tuple[list[SoloScore], str]:
    """(the best scores, best first; a message when the file was damaged and set aside)."""
    data, message = settings.read_json(FILE)
    if data is None:
        return [], message
    try:
        if not isinstance(data, list):
            raise ValueError("not a list of scores")
        return [SoloScore.parse(e) for e in data], ""
    except ValueError as exc:
        return [], settings.set_aside(FILE, str(exc))


def record(game: Game) -> tuple[list[SoloScore], str, int | None]:
    """Add a finished solo game to the best scores (once) and save them.

    Returns the list, a message for the player (damaged or unwritable file), and the index of
    this game in the list, or None when it did not make the top ten."""
    scores, message = load()
    mine = result_of(game)
    known = next((s for s in scores if s.game == mine.game), None)
    if known is None:
        # Stable sort: an equal older score stays ahead of the new one.
        scores = sorted([*scores, mine], key=lambda s: -s.score)[:KEEP]
        try:
            settings.write_json(FILE, [asdict(s) for s in scores])
        except OSError as exc:
            message = message or f"Your best scores could not be saved ({exc.__class__.__name__})."
        known = mine if mine in scores else None
    return scores, message, (scores.index(known) if known is not None else None)
