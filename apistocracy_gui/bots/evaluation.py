"""Hard's learned evaluation (issue 39): the projection's parts weighed by what they became.

The projection (`heuristic.projections`) adds to a seat's points so far what is still in play:
the whist tricks it is likely to take, the Card Sharp race, its influence where it lies and its
goals part-way done, each part weighed as we designed it. How much a Crown in hand or a column
two cards short is really worth depends on how the game goes on from there, so this weighs
every part again by what it turned into: a least-squares fit of the final score over the
positions of self-play games (`tools/fit_evaluation.py`), one fit for each player count and
each band of the seat's turns left, shrunk towards the designed weights so that a part seldom
seen keeps its designed worth. The fit also measures how far the projected gap to another
player still moves by the end (`gap_error`), the spread `heuristic.winning` allows for.

The weights are data, not code: `rules_data/hard/evaluation.yaml`, made by the tool and read
with the rules data's strict loader, so a damaged file names its field. It sits in a folder of
its own because the rules data digest covers the top-level files only: refitting never makes
a save unloadable. Hard uses it where `hard.LEARNED` says it was measured to play better.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Annotated

from msgspec import Meta

from ..engine import Game, scoring
from ..engine.catalog import DEFAULT_DIR
from ..engine.rules_file import read
from ..engine.rules_schemas import Schema
from .heuristic import (
    GOALS_PARTS,
    INFLUENCE_PARTS,
    card_sharp_share,
    expected_tricks,
    goals_parts,
    influence_parts,
    turns_left,
)

FILE = "evaluation.yaml"
PARTS = ("tricks", "card_sharp", *INFLUENCE_PARTS, *GOALS_PARTS)


def banked(g: Game, seat: int) -> int:
    """The points the seat's score pad already holds beyond its tricks (`scoring.line_totals`),
    which the game can no longer take away."""
    return sum(scoring.line_totals(g, seat)[1:])


def parts(g: Game) -> list[tuple[float, ...]]:
    """Every seat's parts still in play (`PARTS`), in VP as the projection counts them."""
    tricks = expected_tricks(g)
    sharp = card_sharp_share(g)
    per_trick = g.cat.numbers["vp"]["per_trick"]
    return [(tricks[s] * per_trick, sharp[s], *influence_parts(g, s), *goals_parts(g, s))
            for s in range(len(g.st.players))]


@dataclass(frozen=True)
class Band:
    """The fit for the seat's turns left up to `upto` (from the band before's on)."""

    upto: int
    weights: tuple[float, ...]  # by PARTS
    gap_error: float  # the variance of the projected gap's error, VP^2

    def project(self, points: int, seat_parts: tuple[float, ...]) -> float:
        total = float(points)
        for weight, part in zip(self.weights, seat_parts, strict=True):
            total += weight * part
        return total


@dataclass(frozen=True)
class Model:
    """The fit for one player count: its bands by turns left, ascending."""

    bands: tuple[Band, ...]

    def band(self, left: int) -> Band:
        return next((b for b in self.bands if left <= b.upto), self.bands[-1])

    def projections(self, g: Game, seat: int) -> list[float]:
        """Each player's projected final score, every part weighed by the band of the seat's
        turns left (the fit's bands are the turns left of the player about to place)."""
        band = self.band(turns_left(g, seat))
        return [band.project(banked(g, s), p) for s, p in enumerate(parts(g))]

    def spread(self, g: Game, seat: int) -> float:
        """The standard error of a projected gap from the seat's turns left on (VP)."""
        return math.sqrt(self.band(turns_left(g, seat)).gap_error)


class BandEntry(Schema):
    upto: Annotated[int, Meta(ge=0, le=100)]
    weights: list[Annotated[float, Meta(ge=-10.0, le=10.0)]]
    gap_error: Annotated[float, Meta(gt=0.0, le=1000.0)]


class EvaluationFile(Schema):
    parts: list[str]
    games: Annotated[int, Meta(ge=1)]
    seed: int
    players: dict[Annotated[int, Meta(ge=2, le=4)], list[BandEntry]]


def load(directory: Path = DEFAULT_DIR / "hard") -> dict[int, Model]:
    """The fits by player count, checked: the parts are today's, in order, every band has a
    weight for each, and the bands rise (else a RulesDataError naming the field)."""
    file = read(directory, FILE)
    top = file.convert(EvaluationFile)
    if tuple(top.parts) != PARTS:
        file.fail([], f"expected the parts {list(PARTS)}", "parts")
    models = {}
    for players, entries in sorted(top.players.items()):
        if not entries:
            file.fail(["players"], "no bands", players)
        for k, entry in enumerate(entries):
            if len(entry.weights) != len(PARTS):
                file.fail(["players", players, k], f"expected {len(PARTS)} weights, one a part", "weights")
            if k and entry.upto <= entries[k - 1].upto:
                file.fail(["players", players, k], "the bands' turns left must rise", "upto")
        models[players] = Model(tuple(Band(e.upto, tuple(e.weights), e.gap_error) for e in entries))
    return models


@cache
def default() -> dict[int, Model]:
    return load()

