"""The replays kept on this computer (issue 16): the last finished games, and opening a file.

`replays.json` in the data directory holds the last KEEP finished games (each as the same
saved-game record as the autosave: the engine's save and the seats' controllers), added
automatically when a game's score pad is shown (the tutorial's too, so marked; demo games
excepted), and when a saved game leaves its slot, replaced by a new season or deleted
(`retire`: kept here first, then the slot emptied; `take` retires a finished game's slot
for a new one; issue 32). It goes through
`userfiles` like every user file: schema-checked reading, atomic writing, a damaged file set
aside with a message. The saved games in progress (the slots) are listed too, and any save
file can be opened from disk or with `apistocracy --replay FILE`.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Protocol

import msgspec

from . import savegame, slots, userfiles
from .engine import Game, SaveError
from .i18n import _, date
from .replay import Replay

FILE = "replays.json"
KEEP = 20
MAX_BYTES = KEEP * savegame.MAX_BYTES // 8  # 20 games of about 10 KiB each, with room to spare
IN_PROGRESS = "in progress"  # the `date` of a slot's game listed with the kept ones


class Kept(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    game: str  # the final state hash: one game is kept once
    date: str  # ISO date it ended (IN_PROGRESS: a slot's game, listed, not kept)
    # Mode and players as the list showed them when the game was kept, in the language of
    # then: shown only for an entry without a summary (kept before issue 35). `shown()`
    # words the others from `saved.summary` in the language spoken now.
    label: str
    saved: savegame.SavedGame

    def shown(self) -> str:
        """The game's line in the language spoken now (the stored label for an old entry)."""
        summary = self.saved.summary
        if summary is None:
            return self.label
        line = slots.summary_line(summary, self.saved.tutorial)
        if summary.phase != "over" and self.date != IN_PROGRESS:  # a season left unfinished
            return slots.left_line(line, self.saved.played)
        return line

    def when(self) -> str:
        """Its date as the language writes it, or "in progress"."""
        if self.date == IN_PROGRESS:
            return _("in progress")
        try:
            return date(datetime.date.fromisoformat(self.date))
        except ValueError:
            return self.date

    @property
    def tutorial(self) -> bool:
        """Begun as the tutorial (an entry from before issue 35 says so only in its label)."""
        old = self.saved.summary is None and self.label.startswith("Tutorial \u00b7 ")
        return self.saved.tutorial or old


def label_of(game: Game, tutorial: bool = False) -> str:
    """Mode (or "Tutorial") and players, and for a finished game who won (the list's line)."""
    return slots.summary_line(savegame.summary_of(game), tutorial)


def load() -> tuple[list[Kept], str]:
    kept, message = userfiles.read(FILE, list[Kept], MAX_BYTES)
    return kept or [], _("Replays: {message}").format(message=message) if message else ""


class Finished(Protocol):
    """What keeping a finished game reads of its session (a `Session`): the replays stand
    below the session, which retires slots through them, so they do not name it."""

    @property
    def game(self) -> Game: ...

    @property
    def controllers(self) -> list[str]: ...

    @property
    def recorded(self) -> bool: ...

    @property
    def coached(self) -> bool: ...


def tutorial(session: Finished) -> bool:
    """Whether the finished game on screen is kept as the tutorial's: its coach is still
    there on the score pad. Its replay and review, opened from there, carry the same mark."""
    return session.coached


def keep(session: Finished) -> str:
    """Keep the finished game on screen among the last KEEP (once); a message if it failed."""
    g = session.game
    if not session.recorded or not g.is_over:
        return ""
    kept, message = load()
    marked = tutorial(session)
    saved = msgspec.structs.replace(savegame.to_data(g, session.controllers, tutorial=marked),
                                    summary=savegame.summary_of(g))  # worded when shown
    return _add(kept, Kept(g.state_hash(), datetime.date.today().isoformat(), label_of(g, marked), saved),
                message, strict=False)


def keep_saved(saved: savegame.SavedGame, key: str, label: str) -> str:
    """Keep a saved game leaving its slot (replaced or deleted) among the last KEEP, by its
    state hash `key`: "" when it is kept (or already was), else why not, and the caller keeps
    the slot. A damaged replays.json is set aside by `load` and a fresh list started."""
    kept, _message = load()
    return _add(kept, Kept(key, datetime.date.today().isoformat(), label, saved), "", strict=True)


def retire(slot: slots.Slot) -> str:
    """Empty `slot`, keeping its game in Replays first: "" when done, else why not (then the
    slot is left as it was, so nothing is lost)."""
    label = slot.replay_label() if slot.finished else slots.left_line(slot.replay_label(), slot.played)
    # With its summary and date (a save from before slots had neither), so Replays words it
    # in the language of the day it is shown.
    saved = msgspec.structs.replace(slot.saved, summary=slot.summary, played=slot.played)
    problem = keep_saved(saved, slot.key, label)
    if problem:
        return problem
    return userfiles.remove(slot.name)


def take(shelf: slots.Shelf) -> str | None:
    """A slot a new game may have without asking anyone: a free one, else the slot of the
    oldest finished game (kept in Replays first). None when only seasons in progress remain."""
    name = shelf.free()
    if name is not None:
        return name
    for done in reversed([s for s in shelf.games if s.finished]):
        if not retire(done):
            return done.name
    return None


def _add(kept: list[Kept], entry: Kept, message: str, strict: bool) -> str:
    """Write the list with `entry` (once per game); `message` (the load's) or why it failed."""
    if any(k.game == entry.game for k in kept):
        return message
    try:
        userfiles.write(FILE, [*kept, entry][-KEEP:])
    except userfiles.UnsavedError as exc:
        if strict:
            return _("The game could not be kept in Replays, so it was not removed. {reason}").format(
                reason=exc)
        return message or _("The replay could not be kept. {reason}").format(reason=exc)
    return message


def in_progress() -> list[Kept]:
    """The saved games of the slots, most recently played first (nothing is moved or
    changed here that `slots.scan` would not: refused games are set aside there)."""
    return [Kept(s.key, IN_PROGRESS, s.replay_label(), s.saved) for s in slots.scan().games
            if not s.finished]


def open_kept(kept: Kept) -> Replay:
    """The replay of a kept game; SaveError when it cannot be replayed (other rules data)."""
    return Replay(kept.saved.game, kept.saved.controllers, kept.label, tutorial=kept.tutorial)


def open_file(path: str | Path) -> Replay:
    """A save file from disk as a replay; SaveError with one line saying why not."""
    try:
        data = userfiles.read_bytes(path, savegame.MAX_BYTES)
    except OSError as exc:
        raise SaveError(str(exc)) from exc
    path = Path(path)
    try:
        saved = userfiles.decode(data, savegame.SavedGame, path.name, savegame.MAX_BYTES)
    except ValueError as exc:
        raise SaveError(str(exc)) from exc
    replay = Replay(saved.game, saved.controllers, path.name, tutorial=saved.tutorial)
    savegame.check_controllers(saved.controllers, len(replay.config.players))
    return replay
