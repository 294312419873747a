"""Saved-game slots (issue 32): several seasons in progress kept at once, none lost unasked.

A slot is one save file in the data directory: `autosave.json` (the first slot, the name the
single autosave always had, so an existing player's game is in it from the first start and
`--text --replay <data folder>/autosave.json` still replays it), then `autosave-2.json` to
`autosave-5.json`. Each holds a `savegame.SavedGame`, the same file kind as the terminal's
`--save FILE`; its `played` date and `tutorial` mark label it in the Saved games list.

`scan()` reads every slot through `userfiles` (schema-checked) and has the engine check it
short of a replay (`Game.check_save`: format, rules data, digest; a replay costs 10-60 ms per
game, too slow for a title that opens often), labelling it from the summary each autosave
writes. One the engine refuses (other rules data, an edit) is moved aside as
`autosave-2.refused-<date>.json` and reported; one that cannot be read or is a folder blocks
its slot and is reported, never a crash. A new game takes a free slot; when all CAP are
taken, the player chooses which season to replace (`scenes/saved_games.ReplaceOverlay`). A
game that leaves its slot, replaced or deleted, is kept in Replays first (`retire`), so
nothing is lost without asking.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field

from . import savegame, userfiles
from .engine import Game, SaveError

CAP = 5  # seasons kept at once (rules_data/README.md, "Values that are ours")
FIRST = "autosave.json"
NAMES = tuple([FIRST] + [f"autosave-{n}.json" for n in range(2, CAP + 1)])
# The kiosk's visitors' game: a file of its own, never listed nor continued, so a convention
# never touches the seasons of whoever plays on that computer at home (and no one is asked).
KIOSK = "kiosk-autosave.json"
MODE_NAMES = {"standard": "Standard", "advanced": "Advanced", "solo": "Solo"}
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def now() -> str:
    """The `played` stamp: local time, ISO to the millisecond (sorts as it reads; two saves
    in one minute must still say which was played last)."""
    return datetime.datetime.now().isoformat(timespec="milliseconds")


@dataclass
class Slot:
    """A slot holding a game that can be continued, as its summary describes it."""

    name: str
    saved: savegame.SavedGame
    summary: savegame.Summary
    played: str  # ISO local time ("" when even the file's date is unknown)

    @property
    def finished(self) -> bool:
        return self.summary.phase == "over"

    @property
    def key(self) -> str:
        """The game's state hash (what Replays keeps it by)."""
        return str(self.saved.game.get("state_hash", ""))

    @property
    def mode(self) -> str:
        return "Tutorial" if self.saved.tutorial else MODE_NAMES.get(self.summary.mode, "Standard")

    def stage(self) -> str:
        """Where the season stands: "week 2", "the final whist", "finished"."""
        phase = self.summary.phase
        if phase == "over":
            return "finished"
        return "the final whist" if phase == "whist" else f"week {self.summary.week}"

    def opponents(self) -> str:
        """Whom the season is played against, in the title's words: "against Medium",
        "against Easy and Hard", "against Lady Cat (Gentle)", "3 players at this computer"."""
        controllers = self.saved.controllers
        humans = controllers.count(savegame.HUMAN)
        if self.summary.mode == "solo":
            return f"against Lady Cat ({self.summary.level})"
        levels = list(dict.fromkeys(c.capitalize() for c in controllers if c != savegame.HUMAN))
        if not levels:
            return f"{humans} players at this computer"
        against = levels[0] if len(levels) == 1 else f"{', '.join(levels[:-1])} and {levels[-1]}"
        return f"against {against}" if humans == 1 else f"{humans} players against {against}"

    def seats(self) -> str:
        """Each seat's character, and who plays it: "Edward (you), Lady Tuesday (Medium)"."""
        controllers = self.saved.controllers
        alone = controllers.count(savegame.HUMAN) == 1
        names = []
        for seat, name in enumerate(self.summary.names):
            c = controllers[seat] if seat < len(controllers) else ""
            who = "you" if c == savegame.HUMAN and alone else ("" if c == savegame.HUMAN else c.capitalize())
            names.append(f"{name} ({who})" if who else name)
        return ", ".join(names)

    def replay_label(self) -> str:
        """Its line in Replays, as `replays.label_of` words a game: mode and players, who won."""
        names = self.summary.names
        label = f"{MODE_NAMES.get(self.summary.mode, self.summary.mode)} \u00b7 {', '.join(names)}"
        winners = [names[w] for w in self.summary.winners if w < len(names)]
        return label + (" \u00b7 won by " + " and ".join(winners) if winners else "")

    def headline(self) -> str:
        """One line: "Standard, week 2, against Medium"."""
        return f"{self.mode}, {self.stage()}, {self.opponents()}"

    def when(self, today: datetime.date | None = None) -> str:
        """The last-played date as a player reads it: "today, 08:30", "3 Dec 2026, 21:05"."""
        try:
            at = datetime.datetime.fromisoformat(self.played)
        except ValueError:
            return "date unknown"
        today = today or datetime.date.today()
        clock = at.strftime("%H:%M")
        if at.date() == today:
            return f"today, {clock}"
        if at.date() == today - datetime.timedelta(days=1):
            return f"yesterday, {clock}"
        return f"{at.day} {MONTHS[at.month - 1]} {at.year}, {clock}"


@dataclass
class Shelf:
    """Every slot as found now: the games (most recently played first), the slots that
    cannot be used and why, what to tell the player once, and why nothing can be kept."""

    games: list[Slot] = field(default_factory=list)
    blocked: dict[str, str] = field(default_factory=dict)  # slot file -> what is wrong
    messages: list[str] = field(default_factory=list)  # games moved aside, said once
    off: str = ""  # the data folder cannot be used ("" when it can)

    def report(self) -> list[str]:
        """Everything the title says about the slots: games moved aside, slots blocked."""
        return self.messages + [f"A saved game cannot be used: {why}." for why in self.blocked.values()]

    @property
    def latest(self) -> Slot | None:
        """What Continue picks up: the most recently played season still in progress, else
        the most recent finished game (its score pad)."""
        return next(iter(self.in_progress), self.games[0] if self.games else None)

    @property
    def in_progress(self) -> list[Slot]:
        return [s for s in self.games if not s.finished]

    def free(self) -> str | None:
        """The first slot holding nothing (a blocked slot is not free)."""
        taken = {s.name for s in self.games} | set(self.blocked)
        return next((n for n in NAMES if n not in taken), None)

    def continue_hint(self) -> str:
        """Why Continue is greyed, in the title's tooltip ("" when it is not)."""
        if self.games:
            return ""
        if self.off:
            return "Saving is off: the folder for saved games cannot be used"
        if self.blocked:
            name, why = next(iter(self.blocked.items()))
            return f"No saved game can be continued: {name} {_what(why)}"
        return "No saved game yet"


def _what(why: str) -> str:
    return "is a folder, not a file" if "is a folder" in why else "cannot be read"


def scan() -> Shelf:
    """Read and replay every slot; refused games are moved aside, blocked slots reported."""
    where = userfiles.home()
    shelf = Shelf(off="" if where.readable else where.problem)
    if not where.readable:
        return shelf
    for name in NAMES:
        saved, message = userfiles.read(name, savegame.SavedGame, savegame.MAX_BYTES, "refused")
        if saved is None:
            if message and userfiles.status(userfiles.data_dir() / name)[0] == "missing":
                shelf.messages.append(f"A saved game could not be continued: {message}")
            elif message:
                shelf.blocked[name] = message
            continue
        try:
            summary = _summary(saved)
        except SaveError as exc:
            shelf.messages.append(f"A saved game could not be continued: {name}: {exc}. "
                                  f"{userfiles.aside(name, 'refused')}")
            continue
        played = saved.played
        if not played:  # a save from before slots: the file's own date
            stamp = userfiles.modified(name)
            played = (datetime.datetime.fromtimestamp(stamp).isoformat(timespec="minutes")
                      if stamp is not None else "")
        shelf.games.append(Slot(name, saved, summary, played))
    shelf.games.sort(key=lambda s: s.played, reverse=True)
    return shelf


def _summary(saved: savegame.SavedGame) -> savegame.Summary:
    """The save's summary, its game checked short of a replay (format, rules data, digest,
    controllers); a save from before slots has none and is replayed once for it. Continue
    replays every game anyway, and refuses one that does not replay."""
    save = Game.check_save(saved.game)
    if saved.summary is not None:  # one controller per configured player (Lady Cat has none)
        savegame.check_controllers(saved.controllers, len(save.config.players))
        return saved.summary
    game, _controllers = savegame.restore(saved)
    return savegame.summary_of(game)


def retire(slot: Slot) -> str:
    """Empty `slot`, keeping its game in Replays first: "" when done, else why not (then the
    slot is left as it was, so nothing is lost)."""
    from . import replays

    label = slot.replay_label() if slot.finished else f"{slot.replay_label()} \u00b7 left {slot.when()}"
    problem = replays.keep_saved(slot.saved, slot.key, label)
    if problem:
        return problem
    return userfiles.remove(slot.name)


def take(shelf: Shelf) -> str | None:
    """A slot a new game may have without asking anyone: a free one, else the slot of the
    oldest finished game (kept in Replays first). None when only seasons in progress remain."""
    name = shelf.free()
    if name is not None:
        return name
    for done in reversed([s for s in shelf.games if s.finished]):
        if not retire(done):
            return done.name
    return None
