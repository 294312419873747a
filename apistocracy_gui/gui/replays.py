"""The replays kept on this computer (issue 16): the last finished games, and opening a file.

`replays.json` in the data directory holds the last KEEP finished games (each as the same
saved-game record as the autosave: the engine's save and the seats' controllers), added
automatically when a game's score pad is shown (the tutorial's too, so marked; demo games
excepted). It goes through
`userfiles` like every user file: schema-checked reading, atomic writing, a damaged file set
aside with a message. The game in progress (the autosave) is listed too, and any save file
can be opened from disk or with `apistocracy --replay FILE`.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import msgspec

from .. import savegame, userfiles
from ..engine import Game, SaveError
from .replay import Replay
from .session import AUTOSAVE

if TYPE_CHECKING:
    from .session import Session

FILE = "replays.json"
KEEP = 20
MAX_BYTES = KEEP * savegame.MAX_BYTES // 8  # 20 games of about 10 KiB each, with room to spare
MODE_NAMES = {"standard": "Standard", "advanced": "Advanced", "solo": "Solo"}


class Kept(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    game: str  # the final state hash: one game is kept once
    date: str  # ISO date it ended
    label: str  # mode and players, as the list shows it
    saved: savegame.SavedGame


def label_of(game: Game, tutorial: bool = False) -> str:
    """Mode (or "Tutorial") and players, and for a finished game who won (the list's line)."""
    names = ", ".join(game.name(s) for s in range(len(game.st.players)))
    mode = "Tutorial" if tutorial else MODE_NAMES.get(game.config.mode, game.config.mode)
    label = f"{mode} \u00b7 {names}"
    if game.is_over:
        label += " \u00b7 won by " + " and ".join(game.name(s) for s in game.winners())
    return label


def load() -> tuple[list[Kept], str]:
    kept, message = userfiles.read(FILE, list[Kept], MAX_BYTES)
    return kept or [], f"Replays: {message}" if message else ""


def keep(session: Session) -> str:
    """Keep the finished game on screen among the last KEEP (once); a message if it failed."""
    g = session.game
    if not session.recorded or not g.is_over:
        return ""
    kept, message = load()
    key = g.state_hash()
    if any(k.game == key for k in kept):
        return message
    entry = Kept(key, datetime.date.today().isoformat(), label_of(g, session.coach is not None),
                 savegame.to_data(g, session.controllers))
    try:
        userfiles.write(FILE, [*kept, entry][-KEEP:])
    except userfiles.UnsavedError as exc:
        return message or f"The replay could not be kept. {exc}"
    return message


def in_progress() -> Kept | None:
    """The autosaved game, when there is one that can be read (it is not moved or changed)."""
    path = userfiles.data_dir() / AUTOSAVE
    try:
        saved = userfiles.decode(path.read_bytes(), savegame.SavedGame, AUTOSAVE, savegame.MAX_BYTES)
        game, _controllers = savegame.restore(saved)
    except (OSError, ValueError):  # SaveError is a ValueError: listed only when it can be watched
        return None
    return Kept(game.state_hash(), "in progress", label_of(game), saved)


def open_kept(kept: Kept) -> Replay:
    """The replay of a kept game; SaveError when it cannot be replayed (other rules data)."""
    return Replay(kept.saved.game, kept.saved.controllers, kept.label)


def open_file(path: str | Path) -> Replay:
    """A save file from disk as a replay; SaveError with one line saying why not."""
    path = Path(path).expanduser()
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise SaveError(f"{path} could not be read ({exc.strerror or exc})") from exc
    try:
        saved = userfiles.decode(data, savegame.SavedGame, path.name, savegame.MAX_BYTES)
    except ValueError as exc:
        raise SaveError(str(exc)) from exc
    replay = Replay(saved.game, saved.controllers, path.name)
    savegame.check_controllers(saved.controllers, len(replay.config.players))
    return replay
