"""The review's chance of winning (issue 56): one probability per seat, the seats' adding to 1.

From one seat's view (a `World` sampled from `view(seat)`, as the review reads every
position), every player's final score is projected alike (`heuristic.projections` with the
others' forecast, `heuristic.STEP_CHANCE`, used for every seat, the viewer's own included: a
chance must not see its own seat through a rosier lens than the others), and the chances are a
softmax of those scores over a temperature, in VP, that falls as the game runs out: the chance
that seat i wins is exp(s_i / T) / sum_j exp(s_j / T) (a conditional logit). So the chances
from one view always add up to 1, equal projections give equal chances, and a point matters
more the closer the end is. In solo Lady Cat's side gains a rate of her level for each turn
she has left (her projection is a rough one: `heuristic.W.cat_turn` points a turn whatever her
level).

The temperatures are data, not code: `rules_data/review/win_chance.yaml`, one curve a mode and
player count over the deciding seat's Calling Cards left in the Season, another over the tricks
left at whist, fitted by maximum likelihood on the outcomes of seeded self-play games and
checked for calibration on other games (`tools/fit_win_chance.py`; the measured table is in
rules_data/README.md). A shared win counts 1/k to each winner there, as it does here once the
game is over. The file is read with the rules data's strict loader, so a damaged one names its
field; it sits in `rules_data/review/`, outside the rules data digest.

Everything here is pure Python and costs a few exponentials beyond the projection itself: the
review calls it at the end of every line its searches play.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Annotated

from msgspec import Meta

from ..bots.heuristic import W, projections, turns_left
from ..engine import Game
from ..engine import ladycat as cat_rules
from ..engine.catalog import DEFAULT_DIR
from ..engine.rules_file import RulesFile, read
from ..engine.rules_schemas import Schema

FILE = "win_chance.yaml"
# Every table the file must hold: (mode, players), solo counting its one player.
GROUPS = (("standard", 2), ("standard", 3), ("standard", 4), ("advanced", 2), ("advanced", 3),
          ("advanced", 4), ("solo", 1))


@dataclass(frozen=True)
class Curve:
    """A temperature (VP) by a count of what is left, linear between the knots `at` (rising)
    and flat beyond the first and the last."""

    at: tuple[int, ...]
    temperature: tuple[float, ...]

    def __call__(self, left: int) -> float:
        at, t = self.at, self.temperature
        if left <= at[0]:
            return t[0]
        for k in range(1, len(at)):
            if left <= at[k]:
                share = (left - at[k - 1]) / (at[k] - at[k - 1])
                return t[k - 1] + share * (t[k] - t[k - 1])
        return t[-1]


@dataclass(frozen=True)
class Table:
    """The fit for one mode and player count."""

    season: Curve  # by the deciding seat's Calling Cards left
    whist: Curve  # by the tricks left to play
    lady_cat: dict[str, float]  # solo: VP a turn Lady Cat gains beyond her projection, by level
    turn: float  # VP: what a Season turn still to take this round brings beyond its projection
    to_move: float  # log-odds: the edge of the seat to move in the Season
    to_play: float  # log-odds: and at whist

    def temperature(self, g: Game, turns: int | None, seat: int) -> float:
        if g.st.phase == "season":
            return self.season(turns_left(g, seat) if turns is None else turns)
        return self.whist(tricks_left(g))


def tricks_left(g: Game) -> int:
    return g.cat.hand_size(g.st.mode, len(g.st.players)) - g.st.tricks_played


def group(g: Game) -> tuple[str, int]:
    """The table a game reads: its mode and its number of players (solo counting 1)."""
    return g.st.mode, len(g.config.players)


def scores(g: Game) -> list[float]:
    """Every player's projected final score, all alike: the goals part-way done by how often
    such goals get done (`heuristic.STEP_CHANCE`), for every seat."""
    return projections(g, W, forecast_all=True)


def softmax(utilities: list[float]) -> list[float]:
    top = max(utilities)
    weights = [math.exp(u - top) for u in utilities]
    total = sum(weights)
    return [x / total for x in weights]


def tempo(g: Game) -> tuple[list[int], list[int]]:
    """By seat: its Calling Cards left beyond the fewest any seat has left (in the Season, 0
    or 1: who has still to place this round), and 1 for the seat to move. Between people only:
    in solo both are 0 (Lady Cat's side has her level's rate instead)."""
    n = len(g.st.players)
    people = [s for s in range(n) if not cat_rules.is_cat(g, s)]
    if len(people) < 2:
        return [0] * n, [0] * n
    mover = [int(s == g.current_player) for s in range(n)]
    if g.st.phase != "season":
        return [0] * n, mover
    left = [turns_left(g, s) for s in range(n)]
    fewest = min(left)
    return [left[s] - fewest for s in range(n)], mover


def utilities(g: Game, table: Table, projected: list[float], temperature: float) -> list[float]:
    """Each side's log-odds up to a constant: its projected score, plus `Table.turn` VP for
    each turn it has still to take this round, over the temperature; the edge of the seat to
    move (`to_move` in the Season, `to_play` at whist); in solo, on Lady Cat's side, her
    level's rate times her turns left over the temperature. A seat about to place is about
    to turn influence, which the projection values below what it becomes, into points, so a
    seat that has placed this round and one that has not are not level at equal
    projections; both tempo terms are measured in self-play."""
    ahead, mover = tempo(g)
    edge = table.to_move if g.st.phase == "season" else table.to_play
    out = [(s + table.turn * a) / temperature + edge * m
           for s, a, m in zip(projected, ahead, mover, strict=True)]
    if g.st.mode == "solo":
        rate = table.lady_cat[g.config.level]
        out = [u + rate * turns_left(g, s) / temperature if cat_rules.is_cat(g, s) else u
               for s, u in enumerate(out)]
    return out


def final_chances(g: Game) -> list[float]:
    """A finished game's: 1 for a sole winner, 1/k for each of k sharing the win (R6.9)."""
    winners = g.winners()
    return [1.0 / len(winners) if s in winners else 0.0 for s in range(len(g.st.players))]


def chances(g: Game, seat: int, turns: int | None = None, projected: list[float] | None = None
            ) -> list[float]:
    """Every seat's chance of winning from the view `g` was sampled from (`seat`'s), adding up
    to 1; the Season's temperature is that of `turns` Calling Cards left (by default `seat`'s
    at `g`). `projected` passes `scores(g)` when the caller has them already."""
    if g.is_over:
        return final_chances(g)
    table = default()[group(g)]
    return softmax(utilities(g, table, scores(g) if projected is None else projected,
                             table.temperature(g, turns, seat)))


class CurveEntry(Schema):
    at: list[Annotated[int, Meta(ge=0, le=100)]]
    temperature: list[Annotated[float, Meta(gt=0.0, le=1000.0)]]


class TableEntry(Schema):
    season: CurveEntry
    whist: CurveEntry
    turn: Annotated[float, Meta(ge=-20.0, le=20.0)]
    to_move: Annotated[float, Meta(ge=-20.0, le=20.0)]
    to_play: Annotated[float, Meta(ge=-20.0, le=20.0)]
    lady_cat: dict[str, Annotated[float, Meta(ge=-20.0, le=20.0)]] = {}


class WinChanceFile(Schema):
    seed: int
    games: Annotated[int, Meta(ge=1)]
    tables: dict[str, dict[Annotated[int, Meta(ge=1, le=4)], TableEntry]]


def _curve(file: RulesFile, where: list[str | int], entry: CurveEntry) -> Curve:
    if not entry.at:
        file.fail(where, "no knots", "at")
    if len(entry.temperature) != len(entry.at):
        file.fail(where, f"expected {len(entry.at)} temperatures, one a knot", "temperature")
    if any(b <= a for a, b in zip(entry.at, entry.at[1:], strict=False)):
        file.fail(where, "the knots must rise", "at")
    return Curve(tuple(entry.at), tuple(entry.temperature))


def load(directory: Path = DEFAULT_DIR / "review") -> dict[tuple[str, int], Table]:
    """The tables by (mode, players), checked: every group of `GROUPS` is there, each curve has
    a temperature a knot and rising knots, and the solo table a constant for each of Lady
    Cat's levels (else a RulesDataError naming the file and the field)."""
    file = read(directory, FILE)
    top = file.convert(WinChanceFile)
    tables = {}
    for mode, players in GROUPS:
        entry = top.tables.get(mode, {}).get(players)
        if entry is None:
            file.fail(["tables", mode], "missing field", players)
        where: list[str | int] = ["tables", mode, players]
        levels = cat_rules.level_ids() if mode == "solo" else []
        if sorted(entry.lady_cat) != sorted(levels):
            file.fail(where, f"expected a rate for each of Lady Cat's levels {levels}"
                      if levels else "only a solo table has Lady Cat's levels", "lady_cat")
        tables[mode, players] = Table(_curve(file, [*where, "season"], entry.season),
                                      _curve(file, [*where, "whist"], entry.whist),
                                      dict(entry.lady_cat), entry.turn, entry.to_move,
                                      entry.to_play)
    extra = {(m, n) for m, by in top.tables.items() for n in by} - set(GROUPS)
    if extra:
        m, n = sorted(extra)[0]
        file.fail(["tables", m], "no such mode and player count", n)
    return tables


@cache
def default() -> dict[tuple[str, int], Table]:
    return load()
