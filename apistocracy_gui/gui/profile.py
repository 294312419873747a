"""The statistics profile (issue 16): every finished game, kept on this computer.

`profile.json` in the data directory holds each finished game (mode, seats with their
characters, controllers and score lines, winners, Lady Cat's level, the solo title earned)
and the achievements earned, with the date each was first earned. It is read and written
through `userfiles`: schema-checked on reading (a damaged file is set aside with a message
and a new profile started), atomic and durable on writing, and an unwritable data directory
is a message, never a crash. A game is recorded once (by its final state hash) however often
its result screen is shown; demo games are never recorded, and the tutorial's season is,
marked as the tutorial (Records counts it on a row of its own).
"""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING, Literal, TypeGuard, get_args

import msgspec

from .. import userfiles
from ..i18n import N_, _, data
from . import achievements
from .titles import title_for

if TYPE_CHECKING:
    from ..session import Session

FILE = "profile.json"
KEEP_GAMES = 500  # the oldest games beyond this are dropped (achievements stay)
LADY_CAT = "ladycat"  # the controller recorded for her seat in solo games


class SeatResult(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    character: str
    controller: str  # "human", a bot level ("easy", ...), or LADY_CAT
    lines: list[int]  # the six score-pad lines (rulebook p.17)
    total: int
    influence: int  # the tie-break


Mode = Literal["standard", "advanced", "solo"]  # GameConfig.mode, as the record keeps it


def _is_mode(name: str) -> TypeGuard[Mode]:
    return name in get_args(Mode)


class GameResult(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    game: str  # the finished game's state hash
    date: str  # ISO date it ended
    mode: Mode
    seats: list[SeatResult]
    winners: list[int]
    level: str = ""  # solo: Lady Cat's difficulty
    title: str = ""  # solo: the title the player earned
    earned: list[str] = []  # achievement ids first earned in this game
    tutorial: bool = False  # the coached season of Learn to play, counted under its own name

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.controller == "human"]

    def opponents(self) -> str:
        """Who the humans played against, in words (in the language shown): "Lady Cat",
        "Medium", "Easy + Hard", "humans only"."""
        if self.mode == "solo":
            return "Lady Cat"
        bots = sorted({s.controller for s in self.seats if s.controller != "human"})
        return " + ".join(_(BOT_NAMES.get(b, b)) for b in bots) if bots else _("humans only")

    def human_won(self) -> bool:
        return any(w in self.humans() for w in self.winners)


class Profile(msgspec.Struct, forbid_unknown_fields=True):
    games: list[GameResult] = []
    achievements: dict[str, str] = {}  # id -> ISO date first earned


def load() -> tuple[Profile, str]:
    """(the profile, or a new one; a message when the file was damaged or unreadable)."""
    profile, message = userfiles.read(FILE, Profile)
    return profile or Profile(), _("Records: {problem}").format(problem=message) if message else ""


def ladycat_level(session: Session) -> str:
    """Lady Cat's difficulty in a solo game (`GameConfig.level`), "" from before levels."""
    return str(getattr(session.game.config, "level", "") or "")


def result_of(session: Session) -> GameResult:
    """The finished game on screen as a record (its achievements not yet decided)."""
    g = session.game
    controllers = list(session.controllers) + [LADY_CAT] * (g.seats - len(session.controllers))
    sheets = g.scores()
    players = g.view(None).players
    seats = [SeatResult(players[s.seat].character, controllers[s.seat], [ln.total for ln in s.lines],
                        s.total, s.influence) for s in sheets]
    mode = g.config.mode
    assert _is_mode(mode)  # (GameConfig.validate lets no other mode through)
    solo = mode == "solo"
    return GameResult(g.state_hash(), datetime.date.today().isoformat(), mode, seats,
                      g.winners(), ladycat_level(session) if solo else "",
                      title_for(sheets[0].total).name if solo else "")


def record(session: Session) -> tuple[Profile, GameResult | None, str]:
    """Add the finished game to the profile (once) with the achievements its humans earned
    for the first time, and save it. Returns the profile, this game's record (None for a
    demo or an unfinished game) and a message for the player ("" when all went well)."""
    profile, message = load()
    g = session.game
    if not g.is_over or not session.recorded or not session.humans or g.start is not None:
        return profile, None, message  # a season played on from a moment (issue 56) is practice
    key = g.state_hash()
    known = next((r for r in profile.games if r.game == key), None)
    if known is not None:
        return profile, known, message
    result = result_of(session)
    today = result.date
    new = [f for seat in session.humans for f in achievements.earned(g, seat)
           if f not in profile.achievements]
    new = list(dict.fromkeys(new))
    result = msgspec.structs.replace(result, earned=new, tutorial=session.coached)
    profile.games = [*profile.games, result][-KEEP_GAMES:]
    profile.achievements = {**profile.achievements, **{f: today for f in new}}
    try:
        userfiles.write(FILE, profile)
    except userfiles.UnsavedError as exc:
        message = message or _("Your records could not be saved. {reason}").format(reason=exc)
    return profile, result, message


# ------------------------------------------------------------------------------ summaries
MODE_NAMES = {"standard": N_("Standard"), "advanced": N_("Advanced"), "solo": N_("Solo")}
BOT_NAMES = {"random": N_("Random"), "easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard")}
LINE_COUNT = 6


class Tally(msgspec.Struct):
    games: int = 0
    wins: int = 0  # won (or shared) by a human seat
    losses: int = 0
    shared: int = 0  # the win shared (R6.9)
    best: int = 0  # the best human total


def _tally(rows: dict[str, Tally], key: str, r: GameResult) -> None:
    t = rows.setdefault(key, Tally())
    t.games += 1
    humans = r.humans()
    if r.human_won():
        t.wins += 1
        t.shared += len(r.winners) > 1
    else:
        t.losses += 1
    t.best = max([t.best] + [r.seats[h].total for h in humans])


def by_opponents(profile: Profile) -> dict[str, Tally]:
    """Games and wins per mode and opponent level, in the language shown:
    "Standard · vs Medium" -> tally."""
    rows: dict[str, Tally] = {}
    for r in profile.games:
        if r.mode != "solo":
            mode = _("Tutorial") if r.tutorial else _(MODE_NAMES[r.mode])
            _tally(rows, _("{mode} \u00b7 vs {opponents}").format(mode=mode, opponents=r.opponents()), r)
    return rows


def by_ladycat_level(profile: Profile) -> dict[str, Tally]:
    """Solo results against Lady Cat per difficulty ("standard" for games before levels)."""
    rows: dict[str, Tally] = {}
    for r in profile.games:
        if r.mode == "solo":
            _tally(rows, data((r.level or "standard").capitalize()), r)  # the level's name in solo.yaml
    return rows


def line_stats(profile: Profile) -> list[tuple[int, float]]:
    """(best, average) of each score-pad line and then of the total, over every human seat."""
    seats = [r.seats[h] for r in profile.games for h in r.humans()]
    out = []
    for i in range(LINE_COUNT + 1):
        vals = [s.total if i == LINE_COUNT else s.lines[i] for s in seats]
        out.append((max(vals), sum(vals) / len(vals)) if vals else (0, 0.0))
    return out


def recent_lines(profile: Profile, count: int = 20) -> list[list[int]]:
    """The score lines of the best human seat in each of the last `count` games, oldest first."""
    out = []
    for r in profile.games[-count:]:
        humans = r.humans()
        if humans:
            best = max(humans, key=lambda h: r.seats[h].total)
            out.append(list(r.seats[best].lines))
    return out


def best_title(profile: Profile) -> str:
    """The highest solo title ever earned, "" before any solo game."""
    scores = [r.seats[0].total for r in profile.games if r.mode == "solo"]
    return title_for(max(scores)).name if scores else ""
