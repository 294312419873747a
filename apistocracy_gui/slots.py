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
game that leaves its slot, replaced or deleted, is kept in Replays first (`replays.retire`,
above this module: the slots never name the replays), so nothing is lost without asking.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass, field

from babel.dates import format_time

from . import savegame, userfiles
from .engine import Game, SaveError
from .i18n import N_, _, babel_locale, data, date, list_of, ngettext

CAP = 5  # seasons kept at once (rules_data/README.md, "Values that are ours")
FIRST = "autosave.json"
NAMES = tuple([FIRST] + [f"autosave-{n}.json" for n in range(2, CAP + 1)])
# The kiosk's visitors' game: a file of its own, never listed nor continued, so a convention
# never touches the seasons of whoever plays on that computer at home (and no one is asked).
KIOSK = "kiosk-autosave.json"
MODE_NAMES = {"standard": N_("Standard"), "advanced": N_("Advanced"), "solo": N_("Solo")}
BOT_NAMES = {"random": N_("Random"), "easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard")}


def now() -> str:
    """The `played` stamp: local time, ISO to the millisecond (sorts as it reads; two saves
    in one minute must still say which was played last)."""
    return datetime.datetime.now().isoformat(timespec="milliseconds")


# --------------------------------------------------------------------------- the words (issue 35)
# Every line here is worded in the language spoken now, when it is shown: one translatable
# sentence per case, names and numbers as named placeholders.
def mode_name(mode: str, tutorial: bool = False) -> str:
    """"Standard", "Advanced", "Solo" or "Tutorial", translated (an unknown mode as it is)."""
    if tutorial:
        return _("Tutorial")
    return _(MODE_NAMES[mode]) if mode in MODE_NAMES else mode


def bot_name(controller: str) -> str:
    """A computer player's level as the setup screen names it: "Medium", translated."""
    return _(BOT_NAMES[controller]) if controller in BOT_NAMES else controller.capitalize()


def game_line(mode: str, names: Sequence[str], winners: Sequence[int], tutorial: bool = False,
              players: bool = True) -> str:
    """A game's line in Replays (and the replay viewer's heading, without the players, whose
    mats are on screen): "Standard \u00b7 Lord Edward, Lady Tuesday \u00b7 won by Lady Tuesday"."""
    shown = mode_name(mode, tutorial)
    won = [names[w] for w in winners if 0 <= w < len(names)]
    who = ", ".join(names)
    if won and players:
        return ngettext("{mode} \u00b7 {players} \u00b7 won by {winners}",
                        "{mode} \u00b7 {players} \u00b7 won by {winners}", len(won)).format(
            mode=shown, players=who, winners=list_of(won))
    if won:
        return ngettext("{mode} \u00b7 won by {winners}", "{mode} \u00b7 won by {winners}",
                        len(won)).format(mode=shown, winners=list_of(won))
    return _("{mode} \u00b7 {players}").format(mode=shown, players=who) if players else shown


def summary_line(summary: savegame.Summary, tutorial: bool = False, players: bool = True) -> str:
    """`game_line` of a saved game's summary (said to be played on from a moment if it was)."""
    line = game_line(summary.mode, summary.names, summary.winners, tutorial, players)
    return started_line(line, summary.from_week, summary.from_whist)


def started_line(line: str, week: int, whist: bool) -> str:
    """`line` of a game played on from a moment of another (issue 56: from `week`, or from the
    whist), saying so: "From week 3: Standard \u00b7 ..."; a game from its seed (week 0) as it is."""
    if whist:
        return _("From the whist: {game}").format(game=line)
    if week:
        return _("From week {week}: {game}").format(week=week, game=line)
    return line


def when_of(played: str, today: datetime.date | None = None) -> str:
    """A `played` stamp as a player reads it: "today, 08:30", "3 Dec 2026, 21:05"."""
    try:
        at = datetime.datetime.fromisoformat(played)
    except ValueError:
        return _("date unknown")
    today = today or datetime.date.today()
    clock = format_time(at.time(), format="short", locale=babel_locale())
    if at.date() == today:
        return _("today, {time}").format(time=clock)
    if at.date() == today - datetime.timedelta(days=1):
        return _("yesterday, {time}").format(time=clock)
    return _("{date}, {time}").format(date=date(at.date()), time=clock)


def left_line(game: str, played: str) -> str:
    """The Replays line of a season kept unfinished: "... \u00b7 left today, 17:47"."""
    return _("{game} \u00b7 left {when}").format(game=game, when=when_of(played))


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
        return mode_name(self.summary.mode if self.summary.mode in MODE_NAMES else "standard",
                         self.saved.tutorial)

    def stage(self) -> str:
        """Where the season stands: "week 2", "the final whist", "finished"."""
        phase = self.summary.phase
        if phase == "over":
            return _("finished")
        return _("the final whist") if phase == "whist" else _("week {week}").format(week=self.summary.week)

    def opponents(self) -> str:
        """Whom the season is played against, in the title's words: "against Medium",
        "against Easy and Hard", "against Lady Cat (Gentle)", "3 players at this computer"."""
        controllers = self.saved.controllers
        humans = controllers.count(savegame.HUMAN)
        if self.summary.mode == "solo":
            return _("against Lady Cat ({level})").format(level=data(self.summary.level))
        levels = list(dict.fromkeys(bot_name(c) for c in controllers if c != savegame.HUMAN))
        if not levels:
            return ngettext("{n} player at this computer", "{n} players at this computer",
                            humans).format(n=humans)
        if humans == 1:
            return _("against {levels}").format(levels=list_of(levels))
        return ngettext("{n} player against {levels}", "{n} players against {levels}", humans).format(
            n=humans, levels=list_of(levels))

    def seats(self) -> str:
        """Each seat's character, and who plays it: "Edward (you), Lady Tuesday (Medium)"."""
        controllers = self.saved.controllers
        alone = controllers.count(savegame.HUMAN) == 1
        names = []
        for seat, name in enumerate(self.summary.names):
            c = controllers[seat] if seat < len(controllers) else ""
            if c == savegame.HUMAN:
                names.append(_("{name} (you)").format(name=name) if alone else name)
            else:
                names.append(_("{name} ({level})").format(name=name, level=bot_name(c)) if c else name)
        return ", ".join(names)

    def replay_label(self) -> str:
        """Its line in Replays: mode and players, who won (`game_line`)."""
        return summary_line(self.summary, self.saved.tutorial)

    def headline(self) -> str:
        """One line: "Standard, week 2, against Medium"."""
        # Translators: {opponents} is a whole phrase: "against Medium", "3 players at this computer".
        phase, mode, opponents = self.summary.phase, self.mode, self.opponents()
        if phase == "over":
            line = _("{mode}, finished, {opponents}").format(mode=mode, opponents=opponents)
        elif phase == "whist":
            line = _("{mode}, the final whist, {opponents}").format(mode=mode, opponents=opponents)
        else:
            line = _("{mode}, week {week}, {opponents}").format(mode=mode, week=self.summary.week,
                                                                opponents=opponents)
        return started_line(line, self.summary.from_week, self.summary.from_whist)

    def when(self, today: datetime.date | None = None) -> str:
        """The last-played date as a player reads it: "today, 08:30", "3 Dec 2026, 21:05"."""
        return when_of(self.played, today)


@dataclass
class Shelf:
    """Every slot as found now: the games (most recently played first), the slots that
    cannot be used and why, what to tell the player once, and why nothing can be kept."""

    games: list[Slot] = field(default_factory=list)
    blocked: dict[str, str] = field(default_factory=dict)  # slot file -> what is wrong
    folders: set[str] = field(default_factory=set)  # the blocked slots that are folders
    messages: list[str] = field(default_factory=list)  # games moved aside, said once
    off: str = ""  # the data folder cannot be used ("" when it can)

    def report(self) -> list[str]:
        """Everything the title says about the slots: games moved aside, slots blocked."""
        return self.messages + [_("A saved game cannot be used: {reason}.").format(reason=why)
                                for why in self.blocked.values()]

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
            return _("Saving is off: the folder for saved games cannot be used")
        if self.blocked:
            name = next(iter(self.blocked))
            if name in self.folders:
                return _("No saved game can be continued: {file} is a folder, not a file").format(file=name)
            return _("No saved game can be continued: {file} cannot be read").format(file=name)
        return _("No saved game yet")


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
                shelf.messages.append(
                    _("A saved game could not be continued: {reason}").format(reason=message))
            elif message:
                shelf.blocked[name] = message
                if userfiles.status(userfiles.data_dir() / name)[0] == "folder":
                    shelf.folders.add(name)
            continue
        try:
            summary = _summary(saved)
        except SaveError as exc:
            shelf.messages.append(_("A saved game could not be continued: {file}: {reason}. {aside}").format(
                file=name, reason=exc, aside=userfiles.aside(name, "refused")))
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

