"""The Season's races as forecasts, for Hard's judgement at four players (`hard.RACES`).

Four awards go to one player against the others, 3 VP each: the Card Sharp to the most Star
cards, alone, at the Season's end (rulebook p.15); the Queen's Favorite to the first to reach
the top of the beehive (p.9), the Artist's Muse to the first to complete a set of art (p.13),
the Favored Guest to the first to fill a Ballroom column (p.12). The shared heuristic, which
Medium keeps, values each as if the seat ran alone: the Queen's Favorite by the seat's own
chance of reaching level 6 (`heuristic.finish_chance`), the Card Sharp 3/4 one Star card ahead
and 1/4 one behind, but 0.3/n tied for the most (less than one behind). Who takes a race,
though, is settled by the standing against the best other: over 1000 games of four Medium bots
(`tools/calibrate_races.py`) a seat at level 1 one level ahead of everybody took the Queen's
Favorite 90% of the time where `finish_chance` says 8%, and one tied for the most Star cards
took the Card Sharp 30-43% of the time, one card behind 3-19%.

Here each race is a table of the rate at which a seat took the award in those games, by the
steps it still needed (none for the Card Sharp), its standing against the best other (ahead,
tied, behind, by how many steps) and the turns the judging seat had left. The tool prints the
log-loss of each race's outcomes under both.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path
from typing import Annotated, NamedTuple

from msgspec import Meta

from ..engine import Game
from ..engine.catalog import DEFAULT_DIR
from ..engine.rules_file import read
from ..engine.rules_schemas import Schema
from ..engine.whist import star_count

FILE = "races.yaml"
BANDS = ((0, 3), (4, 7), (8, 11), (12, 15), (16, 99))  # turns left
# The seat's standing against the best other: two or more steps behind, one behind, tied with
# one other, tied with two or more, one ahead, two or more ahead.
STANDINGS = ("2+ behind", "1 behind", "tied with 1", "tied with 2+", "1 ahead", "2+ ahead")
SHORT = 4  # steps still needed 0, 1, 2, 3 or more (always 0 for the Card Sharp: no goal)
Table = tuple[tuple[tuple[float, ...], ...], ...]  # [short][standing][band]: a rate


class Race(NamedTuple):
    """One award: the progress each seat has made, the progress that wins it (0: the most at
    the Season's end), and who holds it (-1 while nobody does)."""

    name: str
    progress: Callable[[Game, int], int]
    need: int
    holder: Callable[[Game], int]


def _level(g: Game, seat: int) -> int:
    return g.cat.hive[g.st.players[seat].brooch].level


def _art(g: Game, seat: int) -> int:
    return next((n for n in g.st.players[seat].sets if n < len(g.cat.art)), 0)


def _column(g: Game, seat: int) -> int:
    p = g.st.players[seat]
    return max(len(p.lc), len(p.ton))


RACES = (
    Race("card_sharp", star_count, 0, lambda g: g.st.card_sharp),
    Race("queens_favorite", _level, 6, lambda g: g.st.queens_favorite),
    Race("artists_muse", _art, 3, lambda g: g.st.artists_muse),
    Race("favored_guest", _column, 5, lambda g: g.st.favored_guest),
)


def key(progress: Sequence[int], seat: int, need: int, turns: int) -> tuple[int, int, int]:
    """The cell of a race's table: the steps the seat still needs (up to SHORT - 1), its
    standing against the best other (STANDINGS), the band of turns left (BANDS)."""
    own = progress[seat]
    others = [p for s, p in enumerate(progress) if s != seat]
    best = max(others)
    short = min(SHORT - 1, max(0, need - own)) if need else 0
    if own == best:
        standing = 2 if others.count(best) == 1 else 3
    else:
        ahead = max(-2, min(2, own - best))
        standing = ahead + 2 if ahead < 0 else ahead + 3
    band = next(k for k, (_lo, hi) in enumerate(BANDS) if turns <= hi)
    return short, standing, band


def shares(g: Game, turns: int) -> list[float]:
    """Each player's expected points from the races still open, `turns` left to the judging
    seat; an award already held counts on its holder's score pad (`scoring`), not here."""
    n = len(g.st.players)
    tables = default()
    out = [0.0] * n
    for race in RACES:
        if race.holder(g) >= 0:
            continue
        vp = g.cat.numbers["vp"][race.name]
        table = tables[race.name]
        progress = [race.progress(g, s) for s in range(n)]
        for s in range(n):
            out[s] += vp * chance(table, progress, s, race.need, turns)
    return out


def chance(table: Table, progress: Sequence[int], seat: int, need: int, turns: int) -> float:
    """The seat's chance of the award by the race's table."""
    short, standing, band = key(progress, seat, need, turns)
    return table[short][standing][band]


Rate = Annotated[float, Meta(ge=0.0, le=1.0)]


class RacesFile(Schema):
    games: Annotated[int, Meta(ge=1)]
    seed: int
    races: dict[str, list[list[list[Rate]]]]


def load(directory: Path = DEFAULT_DIR / "hard") -> dict[str, Table]:
    """The tables by race, checked: one for each of RACES, SHORT x STANDINGS x BANDS rates
    (else a RulesDataError naming the field)."""
    file = read(directory, FILE)
    top = file.convert(RacesFile)
    tables = {}
    for race in RACES:
        rows = top.races.get(race.name)
        if rows is None:
            file.fail(["races"], "no table for this race", race.name)
        shape = [len(rows)] + [len(r) for r in rows] + [len(c) for r in rows for c in r]
        if shape != [SHORT] + [len(STANDINGS)] * SHORT + [len(BANDS)] * (SHORT * len(STANDINGS)):
            file.fail(["races"], f"expected {SHORT} x {len(STANDINGS)} x {len(BANDS)} rates", race.name)
        tables[race.name] = tuple(tuple(tuple(c) for c in r) for r in rows)
    return tables


@cache
def default() -> dict[str, Table]:
    return load()
