"""The coach's scripts, read from `rules_data/tutorial/tutorial.yaml` (issue 12).

The script is data, so a designer edits the words and the steps without touching code. It is
checked like the rules data, with the same field-by-field reader: an unknown field, a wrong
kind, an unknown character or bot, a `do` that names no action kind, a step that both teaches
a move and plays freely, all fail with the file and the field in the message.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..bots import bot_names
from ..engine.catalog import CHARACTERS, RulesDataError, _Entry, _read
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


def _step(e: _Entry) -> Step:
    say = e.get("say", str)
    if not say.strip():
        e.fail("must say something", "say")
    do = tuple(e.get("do", str, "").split())
    if do and do[0] not in ACTION_KINDS:
        e.fail(f"{do[0]!r} is not one of {', '.join(ACTION_KINDS)}", "do")
    free = e.choice("free", FREE_UNTIL, "")
    if do and free:
        e.fail("a step either teaches one move (do) or lets the player play (free), not both", "free")
    step = Step(say, e.get("point", str, ""), do, free)
    e.done()
    return step


def _script(top: _Entry, name: str) -> Script:
    e = top.sub(name)
    players = e.get("players", list)
    for i, p in enumerate(players):
        if p not in CHARACTERS:
            e.fail(f"{p!r} is not one of {', '.join(CHARACTERS)}", f"players[{i}]")
    if not 1 <= len(players) <= 4 or len(set(players)) != len(players):
        e.fail("1 to 4 different characters", "players")
    opponent = e.get("opponent", str)
    if (opponent not in bot_names()) if len(players) > 1 else opponent:
        e.fail(f"{opponent!r} is not one of {', '.join(bot_names())} (and must be empty in solo)",
               "opponent")
    seed = e.number("seed", 0)
    chapters = []
    for c in e.entries("chapters"):
        steps = tuple(_step(s) for s in c.entries("steps"))
        if not steps:
            c.fail("a chapter needs at least one step", "steps")
        chapters.append(Chapter(c.get("id", str), c.get("title", str), steps))
        c.done()
    if not chapters or len({c.id for c in chapters}) != len(chapters):
        e.fail("at least one chapter, each with its own id", "chapters")
    e.done()
    return Script(name, tuple(players), opponent, seed, tuple(chapters))


@cache
def load(name: str = "tutorial", directory: Path = DIRECTORY) -> Script:
    """The script `name` ("tutorial" or "ladycat"), checked; RulesDataError naming the field."""
    top = _read(Path(directory), FILE)
    scripts = {n: _script(top, n) for n in SCRIPTS}
    top.done()
    if name not in scripts:
        raise RulesDataError(f"{FILE}: no script {name!r}")
    return scripts[name]
