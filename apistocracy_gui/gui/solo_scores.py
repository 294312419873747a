"""Your best solo seasons against Lady Cat, kept on this computer (issue 5).

The ten best by your score at each of Lady Cat's levels (issue 15) live in `solo_scores.json`
in the user's data directory (`userfiles`); a file from before the levels holds Standard games.
A file that cannot be parsed, or that holds anything but a list of scores, is
set aside (`solo_scores.bad-<date>.json`) with a message for the player and a new list is
started: never a crash, and never a silent overwrite of what the player had.
"""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING, Literal

import msgspec

from .. import userfiles
from ..i18n import _

if TYPE_CHECKING:
    from ..engine import Game

FILE = "solo_scores.json"
KEEP = 10


Result = Literal["win", "loss", "shared"]


class SoloScore(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    date: str  # ISO date the season ended
    character: str  # the character id you played
    score: int
    lady_cat: int
    result: Result
    game: str  # the finished game's state hash: one game is recorded once, however often shown
    level: str = "standard"  # Lady Cat's level (rules_data/solo.yaml)


def result_of(game: Game) -> SoloScore:
    """The finished solo game as a score: seat 0 is you, seat 1 Lady Cat. The engine's
    winners decide win, loss or shared, ties included (tracker influence, then shared)."""
    sheets = {s.seat: s.total for s in game.scores()}
    winners = game.winners()
    result: Result = "shared" if len(winners) > 1 else "win" if winners == [0] else "loss"
    return SoloScore(datetime.date.today().isoformat(), game.view(0).players[0].character, sheets[0],
                     sheets[1], result, game.state_hash(), game.config.level)


def load() -> tuple[list[SoloScore], str]:
    """(the best scores, best first; a message when the file was damaged and set aside)."""
    scores, message = userfiles.read(FILE, list[SoloScore])
    return scores or [], _("Best scores: {message}").format(message=message) if message else ""


def record(game: Game) -> tuple[list[SoloScore], str, int | None]:
    """Add a finished solo game to the best scores of its level (once) and save them.

    Returns the level's list, a message for the player (damaged or unwritable file), and the
    index of this game in that list, or None when it did not make the level's top ten."""
    everything, message = load()
    mine = result_of(game)
    scores = [s for s in everything if s.level == mine.level]
    known = next((s for s in scores if s.game == mine.game), None)
    if known is None:
        # Stable sort: an equal older score stays ahead of the new one.
        scores = sorted([*scores, mine], key=lambda s: -s.score)[:KEEP]
        try:
            userfiles.write(FILE, [s for s in everything if s.level != mine.level] + scores)
        except userfiles.UnsavedError as exc:
            message = message or _("Your best scores could not be saved. {reason}").format(reason=exc)
        known = mine if mine in scores else None
    return scores, message, (scores.index(known) if known is not None else None)
