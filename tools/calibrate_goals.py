"""How Medium's goals get done, against the bots' estimates of it (issue 15).

    python tools/calibrate_goals.py [--games N] [--seed S] [--workers W]

The bots value a goal part-way done by its chance of being done with the Calling Cards the
seat has left (`heuristic.goals_value`): a Ballroom column filled (p.12), the Artist's Muse
and the Queen's Favorite won (p.13, p.9), Lord Edward's and Lady Tuesday's host goals met
(p.18). This plays N seeded 4-player games of four Medium bots, notes at each seat's turn how
far each open goal has got and how many turns the seat has left (`heuristic.turns_left`), and
whether the goal was done when the Season ended. Per goal it reports the log-loss of the
bots' `finish_chance` and of a binomial tail (the chance of the steps still missing in the
turns left, one at most a turn) at its maximum-likelihood chance per turn, and the observed
rate beside both estimates by progress and turns left.

It also notes, at each of those turns, the projected scores (`heuristic.projections`), and
reports how far the projected gap between the seat and each other player was from the final
gap, by the turns the seat had left: the error Hard allows for when it plays for its chance
of the highest score (`heuristic.winning`, `heuristic.Weights.gap_error`, fitted here).
Every game is reproducible from its seed.

What it measures is how goals get done under Medium's play, which pursues them because its
estimate rewards progress; a well-calibrated estimate is therefore a forecast of the others'
scores, not by itself a better guide to the seat's own moves (issue 15 note, 2026-12-01).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
from collections import defaultdict
from collections.abc import Callable

from bench_engine import bot_view

from apistocracy_gui.bots import heuristic, make_bot
from apistocracy_gui.engine import Game, GameConfig

CAST = ("edward", "tuesday", "alexandria", "shae")
Observation = tuple[int, int, int, bool]  # progress, needed, turns left, done by the end
Gap = tuple[int, float]  # the seat's turns left, the error of its projected gap to another
Chance = Callable[[int, int, int], float]


def progress(g: Game, seat: int) -> dict[str, tuple[int, int]]:
    """Each goal still open for the seat: (progress, needed), as `goals_value` reads them."""
    st, cat, p = g.st, g.cat, g.st.players[seat]
    size = cat.numbers["column_size"]
    out = {"L&C column": (len(p.lc), size), "Ton column": (len(p.ton), size)}
    open_set = next((n for n in p.sets if n < len(cat.art)), 0)
    if open_set and st.artists_muse < 0:
        out["Artist's Muse"] = (open_set, len(cat.art))
    level = cat.hive[p.brooch].level
    if st.queens_favorite < 0:
        out["Queen's Favorite"] = (level, 6)
    kind, count = cat.characters[p.character].end_goal
    reached = {"tea_cards": len(p.tea) + len(p.tea_kept), "hive_level": level}
    if kind in reached:
        out[f"host goal: {kind} {count}"] = (reached[kind], count)
    return {goal: (have, need) for goal, (have, need) in out.items() if have < need}


def done(g: Game, seat: int, goal: str) -> bool:
    """Whether the goal was done by the Season's end."""
    if goal == "Artist's Muse":
        return g.st.artists_muse == seat
    if goal == "Queen's Favorite":
        return g.st.queens_favorite == seat
    return goal not in progress(g, seat)


def observe_game(seed: int) -> tuple[dict[str, list[Observation]], list[Gap]]:
    """The observations of one game: by goal, and the errors of the projected gaps."""
    cast = list(CAST)
    random.Random(seed).shuffle(cast)
    g = Game.new(GameConfig(players=tuple(cast), seed=seed))
    bots = [make_bot("medium", seed * 8 + s) for s in range(len(cast))]
    seen: list[tuple[int, str, int, int, int]] = []
    projected: list[tuple[int, int, list[float]]] = []
    turns: set[tuple[int, int, int]] = set()
    while g.st.phase == "season":
        seat = g.current_player
        assert seat is not None  # (a baseline's Game has no to_move)
        turn = (seat, g.st.week, g.st.players[seat].calling)
        if g.pending_kind() == "PlaceCard" and turn not in turns:
            turns.add(turn)
            left = heuristic.turns_left(g, seat)
            seen += [(seat, goal, have, need, left) for goal, (have, need) in progress(g, seat).items()]
            projected.append((seat, left, heuristic.projections(g)))
        g.apply(bots[seat].choose(bot_view(g, seat), g.legal_actions()))
    out: dict[str, list[Observation]] = defaultdict(list)
    for seat, goal, have, need, left in seen:
        out[goal.removeprefix("L&C ").removeprefix("Ton ")].append(
            (have, need, left, done(g, seat, goal)))
    while not g.is_over:  # the whist phase, for the final scores
        seat = g.current_player
        assert seat is not None
        g.apply(bots[seat].choose(bot_view(g, seat), g.legal_actions()))
    final = [sheet.total for sheet in g.scores()]
    gaps = [(left, (p[seat] - p[other]) - (final[seat] - final[other]))
            for seat, left, p in projected for other in range(len(p)) if other != seat]
    return out, gaps


def log_loss(rows: list[Observation], chance: Chance) -> float:
    """Mean negative log-likelihood of the outcomes (chances clipped to [0.001, 0.999])."""
    total = 0.0
    for have, need, left, hit in rows:
        p = min(max(chance(have, need, left), 1e-3), 1 - 1e-3)
        total -= math.log(p if hit else 1 - p)
    return total / len(rows)


def binomial(q: float) -> Chance:
    """The chance of the `need - have` steps still missing in `left` turns, one at most a
    turn with chance `q` each (a binomial tail, `heuristic.forecast_chance`)."""
    return lambda have, need, left: heuristic.forecast_chance(have, need, left, q)


def table(rows: list[Observation], chances: list[Chance]) -> list[str]:
    """The observed rate beside the mean of each estimate, by progress and turns left."""
    cells: dict[tuple[int, int], list[float]] = defaultdict(lambda: [0] * (2 + len(chances)))
    for have, need, left, hit in rows:
        cell = cells[have, left // 4]
        cell[0] += 1
        cell[1] += hit
        for k, chance in enumerate(chances):
            cell[2 + k] += chance(have, need, left)
    out = []
    for have in sorted({have for have, _ in cells}):
        parts = [f"{4 * band:2}-{4 * band + 3:2} turns " + "/".join(f"{x / n:.2f}" for x in sums)
                 for band in range(5) for n, *sums in [cells[have, band]] if n >= 30]
        out.append(f"    {have} done: " + "  ".join(parts))
    return out


def gap_fit(gaps: list[Gap]) -> tuple[float, float]:
    """(a, b) of the least-squares line a + b * turns left through the squared errors of the
    projected gaps (so each number of turns left weighs by its observations)."""
    n = len(gaps)
    mt = sum(t for t, _ in gaps) / n
    mv = sum(e * e for _, e in gaps) / n
    b = sum((e * e - mv) * (t - mt) for t, e in gaps) / sum((t - mt) ** 2 for t, _ in gaps)
    return mv - b * mt, b


def gap_report(gaps: list[Gap]) -> list[str]:
    """The root mean squared error of the projected gap between a seat and each other player
    (its projection minus theirs, against the final scores' difference), by the seat's turns
    left, beside the fitted line `heuristic.Weights.gap_error` should hold."""
    a, b = gap_fit(gaps)
    groups: dict[int, list[float]] = defaultdict(list)
    for left, error in gaps:
        groups[left].append(error * error)
    c, d = heuristic.W.gap_error
    out = [f"Error of the projected gap to another player (VP), by turns left: observed, the "
           f"least-squares variance {a:.1f} + {b:.1f} x turns left, the bots' {c} + {d} x turns left"]
    out += [f"  {t:2} turns: {len(v):5} gaps, error {math.sqrt(sum(v) / len(v)):5.2f}, "
            f"fit {math.sqrt(max(0.0, a + b * t)):5.2f}, bots {math.sqrt(c + d * t):5.2f}"
            for t, v in sorted(groups.items())]
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=700000)
    ap.add_argument("--workers", type=int, default=multiprocessing.cpu_count())
    args = ap.parse_args(argv)
    goals: dict[str, list[Observation]] = defaultdict(list)
    gaps: list[Gap] = []
    with multiprocessing.Pool(args.workers) as pool:
        for game, errors in pool.map(observe_game, range(args.seed, args.seed + args.games)):
            for goal, rows in game.items():
                goals[goal] += rows
            gaps += errors
    print(f"{args.games} games of four Medium bots; log-loss of each estimate of a goal's "
          "chance (lower is better)")
    for goal, rows in sorted(goals.items()):
        fit = min((log_loss(rows, binomial(k / 100)), k / 100) for k in range(2, 99))
        print(f"  {goal}: {len(rows)} observations; finish_chance "
              f"{log_loss(rows, heuristic.finish_chance):.3f}, binomial at its best fit "
              f"{fit[1]:.2f} a turn {fit[0]:.3f}")
        print("    done / finish_chance / binomial, by progress and turns left:")
        print("\n".join(table(rows, [heuristic.finish_chance, binomial(fit[1])])))
    print("\n".join(gap_report(gaps)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
