"""Fit Hard's learned evaluation from self-play (issue 39): `rules_data/hard/evaluation.yaml`.

    python tools/fit_evaluation.py [--games N] [--seed S] [--workers W] [--players 2 3 4]
                                   [--out FILE] [--check]

Plays N seeded standard games of Medium bots at each player count (characters and seats
shuffled by the seed) and notes, at the start of every seat's turn in the Season and at the
first card of the whist, every player's points so far and the parts still in play
(`evaluation.parts`), with the score each player ended on. Then, for each player count and each
band of turns left (`BANDS`), it fits the final score as the points so far plus a weight times
each part plus a constant, by least squares shrunk towards the designed weights (1 for every
part, `SHRINK`), and measures the variance of the error of the projected gap between a seat
and each other player at the seat's turns left, which `heuristic.winning` allows for.

It reports, on the games whose index ends in 0 or 5 (held out of a first fit), the root mean
squared error of the designed projection and of the fit, for the final score and for the gap.
The file written is the fit on all games. `--check` writes nothing and fails if the shipped
file is not what this run makes (the same games give the same weights on any machine).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import sys
from collections import defaultdict
from pathlib import Path

import yaml
from fitted_data import check_or_write

from apistocracy_gui.bots import evaluation, heuristic, make_bot
from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.engine.catalog import DEFAULT_DIR

CAST = ("edward", "tuesday", "alexandria", "shae")
BANDS = (0, 2, 4, 6, 8, 10, 12, 14, 100)  # the turns left each band goes up to
SHRINK = 0.1  # of a part's own sum of squares: its pull towards its designed weight 1
# A weight is kept within these: a part worth less than nothing, or more than three times its
# designed worth, is more likely a trace of who tends to be behind than of what the part does,
# and the search would chase it (throw away influence, hoard a token).
LOWEST, HIGHEST = 0.0, 3.0
GAME = 1000  # a row's position: the game's index times this, plus its turn start in the game
OUT = DEFAULT_DIR / "hard" / evaluation.FILE
Row = tuple[int, int, int, tuple[float, ...], int]  # position, turns left, points, parts, final
Noted = tuple[int, int, int, int, tuple[float, ...]]  # position in the game, seat, the rest as Row


def observe_game(job: tuple[int, int]) -> tuple[list[Noted], list[int]]:
    """Every seat's row at every turn start of one game (`players`, `seed`), and the final
    scores."""
    players, seed = job
    cast = list(CAST)
    random.Random(seed).shuffle(cast)
    g = Game.new(GameConfig(players=tuple(cast[:players]), seed=seed))
    bots = [make_bot("medium", seed * 8 + s) for s in range(players)]
    seen: set[tuple[int, int, int]] = set()
    noted: list[Noted] = []
    while not g.is_over:
        seat = g.current_player
        assert seat is not None
        turn = (seat, g.st.week, g.st.players[seat].calling) if g.st.phase == "season" else (-1, 0, 0)
        if (g.pending_kind() == "PlaceCard" or g.st.phase == "whist") and turn not in seen:
            seen.add(turn)
            left = heuristic.turns_left(g, seat)  # the band: the turns left of the player to place
            noted += [(len(seen), s, left, evaluation.banked(g, s), p)
                      for s, p in enumerate(evaluation.parts(g))]
        g.apply(bots[seat].choose(g.view(seat), g.legal_actions()))
    return noted, [sheet.total for sheet in g.scores()]


def band_of(left: int) -> int:
    return next(k for k, upto in enumerate(BANDS) if left <= upto)


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b (Gaussian elimination with partial pivoting; a is small and regular)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def centred(rows: list[Row]) -> list[tuple[int, tuple[float, ...], float]]:
    """Each row's band, its parts and what the designed projection missed of its final score,
    both less their mean over the players at the same position: who wins is decided by the
    differences between the players, not by the points all of them score alike."""
    by_position: dict[int, list[Row]] = defaultdict(list)
    for row in rows:
        by_position[row[0]].append(row)
    out = []
    for seats in by_position.values():
        n = len(seats)
        missed = [final - points - heuristic.added(p) for _, _, points, p, final in seats]
        mean_parts = [sum(col) / n for col in zip(*(r[3] for r in seats), strict=True)]
        mean_missed = sum(missed) / n
        out += [(band_of(r[1]), tuple(x - m for x, m in zip(r[3], mean_parts, strict=True)),
                 y - mean_missed) for r, y in zip(seats, missed, strict=True)]
    return out


def fit_band(rows: list[tuple[tuple[float, ...], float]]) -> list[float]:
    """The weights by part: the departures from weight 1 that fit what the designed projection
    missed, by least squares shrunk towards 0 (ridge)."""
    k = len(evaluation.PARTS)
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    for x, y in rows:
        for i in range(k):
            xty[i] += x[i] * y
            for j in range(k):
                xtx[i][j] += x[i] * x[j]
    for i in range(k):
        xtx[i][i] += SHRINK * xtx[i][i] + 1.0  # (+1: a part never seen in the band stays at 1)
    return [min(HIGHEST, max(LOWEST, 1.0 + d)) for d in solve(xtx, xty)]


def project(band: evaluation.Band | None, points: int, p: tuple[float, ...]) -> float:
    """A row's projected final score: by the fitted band, or (None) as designed."""
    return band.project(points, p) if band else points + heuristic.added(p)


def gap_errors(rows: list[Row], bands: dict[int, evaluation.Band] | None) -> dict[int, list[float]]:
    """The projected gaps' squared errors by the position's band, with the fit or (None) as
    designed."""
    by_position: dict[int, list[tuple[float, int]]] = defaultdict(list)
    band_at = {}
    for position, left, points, p, final in rows:
        band_at[position] = band = band_of(left)
        by_position[position].append((project(bands[band] if bands else None, points, p), final))
    out: dict[int, list[float]] = defaultdict(list)
    for position, seats in by_position.items():
        out[band_at[position]] += [((g1 - g2) - (f1 - f2)) ** 2 for i, (g1, f1) in enumerate(seats)
                                   for j, (g2, f2) in enumerate(seats) if j != i]
    return out


def fit(rows: list[Row]) -> dict[int, evaluation.Band]:
    """The bands fitted on `rows`, each with its gap error."""
    grouped: dict[int, list[tuple[tuple[float, ...], float]]] = defaultdict(list)
    for band, x, y in centred(rows):
        grouped[band].append((x, y))
    bands = {band: evaluation.Band(BANDS[band], tuple(fit_band(group)), 1.0)
             for band, group in sorted(grouped.items())}
    errors = gap_errors(rows, bands)
    return {band: evaluation.Band(b.upto, b.weights, sum(errors[band]) / len(errors[band]))
            for band, b in bands.items()}


def rmse(xs: list[float]) -> float:
    return math.sqrt(sum(xs) / len(xs))


def report(players: int, rows: list[Row]) -> list[str]:
    """The held-out games' errors, designed against fitted, overall and by band."""
    train = [r for r in rows if r[0] // GAME % 5]
    test = [r for r in rows if not r[0] // GAME % 5]
    bands = fit(train)
    designed, fitted = gap_errors(test, None), gap_errors(test, bands)
    every = [rmse([e for v in errors.values() for e in v]) for errors in (designed, fitted)]
    out = [f"{players} players: {len(train)} rows fitted, {len(test)} held out; error of the gap "
           f"between two players' projected scores {every[0]:.2f} VP designed, {every[1]:.2f} fitted"]
    for band in sorted(fitted):
        out.append(f"  up to {BANDS[band]:3} turns left: gap error {rmse(designed[band]):5.2f} designed, "
                   f"{rmse(fitted[band]):5.2f} fitted")
    return out


def document(models: dict[int, dict[int, evaluation.Band]], games: int, seed: int) -> str:
    """The YAML text of the fit, with the header that says where it comes from."""
    data = {"parts": list(evaluation.PARTS), "games": games, "seed": seed,
            "players": {n: [{"upto": b.upto, "weights": [round(w, 4) for w in b.weights],
                             "gap_error": round(b.gap_error, 3)}
                            for _, b in sorted(bands.items())] for n, bands in sorted(models.items())}}
    head = ("# Hard's learned evaluation (issue 39): made by tools/fit_evaluation.py from self-play\n"
            f"# (python tools/fit_evaluation.py --games {games} --seed {seed}); do not edit by hand.\n"
            "# By player count, one entry a band of the seat's turns left (up to `upto`): a weight for\n"
            "# each part in `parts` (1 = as designed in bots/heuristic.py) and the variance of the\n"
            "# projected gap's error in VP^2. See bots/evaluation.py.\n")
    return head + yaml.safe_dump(data, sort_keys=False, default_flow_style=None, width=100)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=600)
    ap.add_argument("--seed", type=int, default=900000)
    ap.add_argument("--workers", type=int, default=multiprocessing.cpu_count())
    ap.add_argument("--players", type=int, nargs="+", default=[2, 3, 4], choices=[2, 3, 4])
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--check", action="store_true", help="compare with --out instead of writing it")
    args = ap.parse_args(argv)
    jobs = [(n, args.seed + 1000 * i + n) for n in args.players for i in range(args.games)]
    if args.workers == 1:  # in this process (a pool forked from a threaded one can hang)
        games = [observe_game(job) for job in jobs]
    else:
        with multiprocessing.Pool(args.workers) as pool:
            games = pool.map(observe_game, jobs, chunksize=4)
    models = {}
    for n in args.players:
        played = [game for job, game in zip(jobs, games, strict=True) if job[0] == n]
        rows = [(i * GAME + position, left, pts, p, final[seat])
                for i, (noted, final) in enumerate(played) for position, seat, left, pts, p in noted]
        print("\n".join(report(n, rows)))
        models[n] = fit(rows)
    text = document(models, args.games, args.seed)
    return check_or_write(args.out, text, args.check)


if __name__ == "__main__":
    sys.exit(main())
