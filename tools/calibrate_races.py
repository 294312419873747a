"""Fit the tables of Hard's race forecasts from games of Medium bots (issue 57):
`rules_data/hard/races.yaml`.

    python tools/calibrate_races.py [--games N] [--seed S] [--workers W] [--check]

Four awards go to one player against the others (`bots/races.py`): the Card Sharp, the Queen's
Favorite, the Artist's Muse, the Favored Guest. This plays N seeded 4-player games of four
Medium bots and notes, at each seat's turn and for each award nobody holds yet, every player's
progress in its race and the turns the seat has left (`heuristic.turns_left`), then who took
the award. A race's table is the rate at which a player took it, by the steps it still needed,
its standing against the best other and the band of turns left (`races.key`); a cell seen
fewer than MIN_SEEN times takes the rate of the nearest cell seen that often. It prints, per
race, the log-loss of who took the award under the table and under Medium's shared heuristic
(`heuristic.card_sharp_share`, `heuristic.finish_chance`), and writes the file, or with
`--check` compares it with the file in the checkout. Every game is reproducible from its seed:
the seats shuffle the cast by the seed and each Medium bot is seeded from it.
"""

from __future__ import annotations

import argparse
import itertools
import math
import multiprocessing
import random
from collections import defaultdict
from functools import partial
from pathlib import Path

import yaml
from bench_engine import bot_view
from fitted_data import check_or_write

from apistocracy_gui.bots import heuristic, make_bot, races
from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.engine.catalog import DEFAULT_DIR

CAST = ("edward", "tuesday", "alexandria", "shae")
OUT = DEFAULT_DIR / "hard" / races.FILE
MIN_SEEN = 30
# One observation: the race, every player's progress, the seat, its turns left, took it.
Observation = tuple[str, tuple[int, ...], int, int, bool]


def observe_game(seed: int) -> list[Observation]:
    """Every seat's standing in every open race at every turn of one game."""
    cast = list(CAST)
    random.Random(seed).shuffle(cast)
    g = Game.new(GameConfig(players=tuple(cast), seed=seed))
    bots = [make_bot("medium", seed * 8 + s) for s in range(len(cast))]
    seen: list[tuple[races.Race, tuple[int, ...], int]] = []
    turns: set[tuple[int, int, int]] = set()
    while g.st.phase == "season":
        seat = g.current_player
        assert seat is not None
        turn = (seat, g.st.week, g.st.players[seat].calling)
        if g.pending_kind() == "PlaceCard" and turn not in turns:
            turns.add(turn)
            left = heuristic.turns_left(g, seat)
            seen += [(race, tuple(race.progress(g, s) for s in range(len(cast))), left)
                     for race in races.RACES if race.holder(g) < 0]
        g.apply(bots[seat].choose(bot_view(g, seat), g.legal_actions()))
    return [(race.name, progress, s, left, race.holder(g) == s)
            for race, progress, left in seen for s in range(len(progress))]


def fit(rows: list[Observation], race: races.Race) -> tuple[races.Table, dict[tuple[int, int, int], int]]:
    """The race's table and how often each cell was seen."""
    counts: dict[tuple[int, int, int], list[int]] = defaultdict(lambda: [0, 0])
    for name, progress, seat, left, took in rows:
        if name == race.name:
            cell = counts[races.key(progress, seat, race.need, left)]
            cell[0] += 1
            cell[1] += took
    cells = list(itertools.product(range(races.SHORT), range(len(races.STANDINGS)), range(len(races.BANDS))))
    known = [c for c in cells if counts[c][0] >= MIN_SEEN]

    def rate(cell: tuple[int, int, int]) -> float:
        near = min(known, key=lambda k: (3 * abs(k[0] - cell[0]) + 2 * abs(k[1] - cell[1])
                                         + abs(k[2] - cell[2]), k))
        seen, took = counts[near]
        return round(took / seen, 3)

    table = tuple(tuple(tuple(rate((short, st, band)) for band in range(len(races.BANDS)))
                        for st in range(len(races.STANDINGS))) for short in range(races.SHORT))
    return table, {c: counts[c][0] for c in cells}


def medium(race: races.Race, progress: tuple[int, ...], seat: int, turns: int) -> float:
    """The chance Medium's heuristic gives the seat of the award (its share of the points)."""
    if race.name == "card_sharp":
        first, second = sorted(progress, reverse=True)[:2]
        margin = progress[seat] - (second if progress[seat] == first else first)
        return min(1.0, max(0.0, 0.5 + 0.25 * margin)) if margin else 0.3 / len(progress)
    if race.name == "favored_guest":  # `column_bonus` of the 3 VP, by the column's chance
        chance = heuristic.finish_chance(progress[seat], race.need, turns)
        return heuristic.W.column_bonus / 3 * chance
    return heuristic.finish_chance(progress[seat], race.need, turns)


def log_loss(rows: list[Observation], race: races.Race, chance: object) -> float:
    """Mean negative log-likelihood of who took the award (chances clipped to [0.001, 0.999])."""
    assert callable(chance)
    total, n = 0.0, 0
    for name, progress, seat, left, took in rows:
        if name == race.name:
            p = min(max(chance(progress, seat, turns=left), 1e-3), 1 - 1e-3)
            total -= math.log(p if took else 1 - p)
            n += 1
    return total / max(1, n)


def document(tables: dict[str, races.Table], games: int, seed: int) -> str:
    """The YAML text of the tables, with the header that says where they come from."""
    head = ("# Hard's race forecasts (issue 57): made by tools/calibrate_races.py from games of four\n"
            f"# Medium bots (python tools/calibrate_races.py --games {games} --seed {seed}); do not edit\n"
            "# by hand. By race: the rate at which a player took the award, by the steps it still\n"
            "# needed (0, 1, 2, 3+), its standing against the best other (2+ behind, 1 behind, tied\n"
            "# with 1, tied with 2+, 1 ahead, 2+ ahead) and the turns left (0-3, 4-7, 8-11, 12-15,\n"
            "# 16+). See bots/races.py.\n")
    data = {"games": games, "seed": seed,
            "races": {name: [[list(c) for c in r] for r in t] for name, t in tables.items()}}
    return head + yaml.safe_dump(data, sort_keys=False, default_flow_style=None, width=100)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=900000)
    ap.add_argument("--workers", type=int, default=multiprocessing.cpu_count())
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--check", action="store_true", help="compare with --out instead of writing it")
    args = ap.parse_args(argv)
    seeds = range(args.seed, args.seed + args.games)
    if args.workers == 1:  # in this process (a pool forked from a threaded one can hang)
        games = [observe_game(seed) for seed in seeds]
    else:
        with multiprocessing.Pool(args.workers) as pool:
            games = pool.map(observe_game, seeds)
    rows = [row for game in games for row in game]
    print(f"{args.games} games of four Medium bots (seeds {args.seed}-{args.seed + args.games - 1}); "
          "log-loss of who took each award (lower is better):")
    tables = {}
    for race in races.RACES:
        table, seen = fit(rows, race)
        tables[race.name] = table
        by_table = log_loss(rows, race, partial(races.chance, table, need=race.need))
        by_medium = log_loss(rows, race, partial(medium, race))
        often = sum(n >= MIN_SEEN for n in seen.values())
        print(f"  {race.name}: {sum(seen.values())} observations, {often} cells seen {MIN_SEEN}+ times; "
              f"the table {by_table:.3f}, Medium's {by_medium:.3f}")
    return check_or_write(args.out, document(tables, args.games, args.seed), args.check)


if __name__ == "__main__":
    raise SystemExit(main())
