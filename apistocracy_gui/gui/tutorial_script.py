"""The coach's scripts, read from `rules_data/tutorial/tutorial.yaml` (issue 12).

The script is data, so a designer edits the words and the steps without touching code. It is
checked like the rules data, with a declared schema read by the same `rules_file`: an unknown
field, a wrong
kind, an unknown character or bot, a `do` that names no action kind, a step that both teaches
a move and plays freely, all fail with the file and the field in the message.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..bots import bot_names
from ..engine.catalog import CHARACTERS, RulesDataError
from ..engine.rules_file import RulesFile, Where, read
from ..engine.rules_schemas import Schema, Units
from ..resources import RULES_DATA

FILE = "tutorial.yaml"
DIRECTORY = RULES_DATA / "tutorial"
SCRIPTS = ("tutorial", "ladycat")
# The action kinds a step may teach: those the Season, whist and score pad screens take.
ACTION_KINDS = ("place", "move", "pay", "star", "trash", "done", "column", "ton", "keep", "take",
                "suit", "bonus", "skip", "play", "sharp", "trash_whist", "tea", "influence")
FREE_UNTIL = ("whist", "over", "placed")


@dataclass(frozen=True)
class Step:
    say: str
    point: str = ""
    do: tuple[str, ...] = ()  # (kind, *args as text); () when the step teaches no move
    free: str = ""  # play freely until: "whist", "over", or "placed" (one Calling Card)


@dataclass(frozen=True)
class Chapter:
    id: str
    title: str
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class Script:
    name: str
    players: tuple[str, ...]
    opponent: str  # the bot playing the other seats ("" in solo: Lady Cat plays herself)
    seed: int
    chapters: tuple[Chapter, ...]

    @property
    def mode(self) -> str:
        return "solo" if len(self.players) == 1 else "standard"


class StepEntry(Schema):
    say: str
    point: str = ""
    do: str = ""
    free: str = ""


class ChapterEntry(Schema):
    id: str
    title: str
    steps: list[StepEntry]


class ScriptEntry(Schema):
    players: list[str]
    opponent: str
    seed: Units
    chapters: list[ChapterEntry]


class TutorialFile(Schema):
    """tutorial.yaml: one script for each of SCRIPTS."""

    tutorial: ScriptEntry
    ladycat: ScriptEntry


def _step(file: RulesFile, at: Where, e: StepEntry) -> Step:
    if not e.say.strip():
        file.fail(at, "must say something", "say")
    do = tuple(e.do.split())
    if do:
        file.check_choice(at, "do", do[0], ACTION_KINDS)
    if e.free:
        file.check_choice(at, "free", e.free, FREE_UNTIL)
    if do and e.free:
        file.fail(at, "a step either teaches one move (do) or lets the player play (free), not both",
                  "free")
    return Step(e.say, e.point, do, e.free)


def _script(file: RulesFile, name: str, e: ScriptEntry) -> Script:
    for i, p in enumerate(e.players):
        file.check_choice([name, "players"], i, p, CHARACTERS)
    if not 1 <= len(e.players) <= 4 or len(set(e.players)) != len(e.players):
        file.fail([name], "1 to 4 different characters", "players")
    if (e.opponent not in bot_names()) if len(e.players) > 1 else e.opponent:
        file.fail([name], f"{e.opponent!r} is not one of {', '.join(bot_names())} (and must be "
                  "empty in solo)", "opponent")
    chapters = []
    for i, c in enumerate(e.chapters):
        at: Where = [name, "chapters", i]
        steps = tuple(_step(file, [*at, "steps", j], s) for j, s in enumerate(c.steps))
        if not steps:
            file.fail(at, "a chapter needs at least one step", "steps")
        chapters.append(Chapter(c.id, c.title, steps))
    if not chapters or len({c.id for c in chapters}) != len(chapters):
        file.fail([name], "at least one chapter, each with its own id", "chapters")
    return Script(name, tuple(e.players), e.opponent, e.seed, tuple(chapters))


@cache
def load(name: str = "tutorial", directory: Path = DIRECTORY) -> Script:
    """The script `name` ("tutorial" or "ladycat"), checked; RulesDataError naming the field."""
    file = read(Path(directory), FILE)
    top = file.convert(TutorialFile)
    scripts = {n: _script(file, n, getattr(top, n)) for n in SCRIPTS}
    if name not in scripts:
        raise RulesDataError(f"{FILE}: no script {name!r}")
    return scripts[name]
