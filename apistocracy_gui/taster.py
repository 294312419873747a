"""The kiosk's taster, "Try a season" (issue 55): the last week of a prepared season and its whist.

A booth's visitor has 10-15 minutes; a whole season takes far longer. The taster is no
variant: it is the end of a real season by the exact rules. `rules_data/tutorial/taster.yaml`
names the season (its seed and seats), the computer player that plays every seat until the
week the visitor takes over, and that week. `prepare` deals the season (`Game.new`), lets that
computer player choose among the legal actions from each seat's own view until the week
begins, and starts the visitor's game at that position exactly as it stands (the engine's
"Play from here", `Game.from_position` with nothing dealt anew). Everything is seeded, so the
same file gives the same position on every machine; the position's save carries the position
itself, so undo never reaches back into the computer's weeks.

Why the last week and not a shorter season: rules_data/README.md, "The taster".
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Annotated

from msgspec import Meta

from .bots import bot_names, make_bot
from .engine import Game, GameConfig
from .engine.catalog import CHARACTERS, default_catalog
from .engine.rules_file import read
from .engine.rules_schemas import Schema
from .resources import RULES_DATA

FILE = "taster.yaml"
DIRECTORY = RULES_DATA / "tutorial"


class Taster(Schema):
    """taster.yaml: the season, its seats, who plays them and from which week the visitor does
    (the fields' cross-checks are in `load`)."""

    seed: Annotated[int, Meta(ge=0)]
    players: tuple[str, ...]
    visitor: Annotated[int, Meta(ge=0)]
    prepared_by: str
    opponents: str
    from_week: Annotated[int, Meta(ge=1)]

    def config(self) -> GameConfig:
        """The season's configuration: the taster's, and the whole season's it offers after."""
        return GameConfig(self.players, seed=self.seed)

    def controllers(self) -> list[str]:
        """Who plays each seat from the visitor's week on."""
        return ["human" if seat == self.visitor else self.opponents for seat in range(len(self.players))]


@cache
def load(directory: Path = DIRECTORY) -> Taster:
    """The taster, checked; RulesDataError naming the file and the field."""
    file = read(Path(directory), FILE)
    e = file.convert(Taster)
    if not 2 <= len(e.players) <= 4:
        file.fail([], f"a season has 2-4 players, not {len(e.players)}", "players")
    for i, ch in enumerate(e.players):
        file.check_choice(["players"], i, ch, CHARACTERS)
        if ch in e.players[:i]:
            file.fail(["players"], f"{ch!r} plays two seats", i)
    if e.visitor >= len(e.players):
        file.fail([], f"seat {e.visitor} is not one of the {len(e.players)} seats (0-{len(e.players) - 1})",
                  "visitor")
    computers = bot_names()
    file.check_choice([], "prepared_by", e.prepared_by, computers)
    file.check_choice([], "opponents", e.opponents, computers)
    weeks = default_catalog().numbers["weeks"]
    if not 2 <= e.from_week <= weeks:
        # Week 1 is a whole season, not a taster; past the last week is the whist alone.
        file.fail([], f"the visitor takes over in week 2-{weeks}, not {e.from_week}", "from_week")
    return e


def prepare(taster: Taster | None = None) -> Game:
    """The visitor's game: the taster's season played by its computer player until its week
    begins, then started at that position as it stands."""
    t = taster or load()
    config = t.config()
    game = Game.new(config)
    bots = {seat: make_bot(t.prepared_by, t.seed * 10 + seat) for seat in range(len(t.players))}
    while game.week < t.from_week:  # `load` keeps it within the season's weeks
        seat = game.to_move
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    return Game.from_position(config, game.st, game.cat)
