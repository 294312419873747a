"""Fit the review's chance of winning from self-play (issue 56): `rules_data/review/win_chance.yaml`.

    python tools/fit_win_chance.py [--games N] [--held-out M] [--seed S] [--groups ...]
                                   [--out FILE] [--plot PNG] [--check]

For every mode and player count (`chances.GROUPS`: standard and advanced at 2, 3 and 4
players, solo against Lady Cat at each of her levels in turn) it plays N seeded games of
Medium bots (characters and seats shuffled by the seed) and, at every EVERY-th decision with
more than one legal action, samples a world from the deciding seat's view (`observe`, as the
review does) and notes every player's projected final score (`chances.scores`), the seat's
Calling Cards left (or the tricks left at whist), the tempo (`chances.tempo`: who has still
to place this round, who is to move) and, at the end, who won (a shared win counts 1/k each).
It then fits, by maximum likelihood with numpy (Newton's method), the softmax of
`review.chances`: the temperature at each knot of the Season curve (`SEASON_AT`) and of the
whist curve (`WHIST_AT`), linear between them and kept smooth by a penalty on the jumps of its
logarithm (`SMOOTH`); the tempo's three numbers; in solo the VP a turn Lady Cat gains beyond
her projection at each of her levels. The temperature is what calibrates: a softmax with a
free temperature by turns left is temperature scaling, fitted on the outcomes themselves.

Then it plays M more games a group on other seeds (held out: seed + HELD_OUT + 1000 x the
group's index + i, never fitted) and prints, for each group, the reliability of the deciding
seat's chance (ten bins: mean predicted, observed share of wins, count), the expected
calibration error over those bins, the Brier score against always saying 1/n (n the sides at
the table, Lady Cat's counting in solo) and that of the chance the review read before
(`heuristic.win_chance`, `old_chance`), and the chances at each seat's first decision of each
game, from its own view (about 1/n). It writes a reliability plot (a PNG drawn with pygame,
`win_chance_report`) and the cost of one call of the new chance against the old one, timed in
the same run on the same worlds.

The file written is the fit on the N games of each group alone; `--check` writes nothing and
fails if the shipped file is not what this run makes (`--held-out 0` skips the report). Numpy
is needed here only (the `fit` extra in pyproject.toml): the game evaluates the fit in pure
Python (`review.chances`).

The shipped file: the defaults, `--games 80 --held-out 160 --seed 560000`: fitted on the seeds
560000-560079 + 1000 x the group's index (0 standard 2 players ... 6 solo), held out on
760000-760159 + the same; about 10 minutes of one core's time. Its measured calibration is in
rules_data/README.md ("review/win_chance.yaml").
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import yaml
from fitted_data import check_or_write
from win_chance_report import Measure, plot, report

from apistocracy_gui.bots import make_bot
from apistocracy_gui.bots.heuristic import W, projections, turns_left, win_chance
from apistocracy_gui.bots.worlds import World, sample
from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.engine import ladycat as cat_rules
from apistocracy_gui.engine.catalog import DEFAULT_DIR
from apistocracy_gui.review import chances

CAST = ("edward", "tuesday", "alexandria", "shae")
SEASON_AT = (1, 2, 3, 4, 6, 8, 10, 12, 14, 16)  # the Season curve's knots (Calling Cards left)
WHIST_AT = (1, 3, 5, 7, 9)  # the whist curve's knots (tricks left)
SMOOTH = 200.0  # the penalty on each squared jump of log temperature between knots, in rows
# The penalty on the squares of Lady Cat's rates and the tempo's numbers, in rows: a level
# seldom seen stays near 0 (and the tempo in solo, where there is none).
CAT_PRIOR = 50.0
# The penalty on each knot's squared log temperature away from that of 8 VP, in rows: nothing
# against hundreds of games, but a fit on a handful (a test) keeps its temperatures sane.
TEMPERATURE_PRIOR = 2.0
HELD_OUT = 200000  # the held-out seeds start this far after the fitted ones
GROUP_STRIDE = 1000  # each group's seeds start this far after the group before's
OUT = DEFAULT_DIR / "review" / chances.FILE
TIMED = 400  # worlds kept from the held-out games to time the chances on
EVERY = 4  # a row every this many decisions
# Solo plays this many times the games of the other groups: its fit is split over Lady Cat's
# three levels, and a solo game costs half a two-player one. Fitted on 80 games (27 a level)
# the held-out ECE was 0.094, on 300 0.025 (600 held-out games, seeds 766000-766599).
SOLO_SCALE = 4
# The tempo (`chances.Table`), last of the parameters: the turn's VP, the mover's log-odds.
TEMPO = ("turn", "to_move", "to_play")


@dataclass
class Row:
    """One decision: the group's sides' projected scores from the decider's view."""

    game: int
    seat: int  # the decider
    season: bool
    left: int  # Calling Cards left (Season) or tricks left (whist)
    scores: list[float]
    cat: int  # Lady Cat's seat, or -1
    level: int  # her level's index in `cat_rules.level_ids()`
    cat_left: int  # her turns left
    ahead: list[int]  # `chances.tempo`: turns still to take this round
    mover: list[int]  # and the seat to move
    old: float  # the chance the review read before (`heuristic.win_chance`), held out only
    target: list[float]  # filled at the end: 1, 1/k or 0


def config(mode: str, players: int, seed: int, index: int) -> GameConfig:
    cast = list(CAST)
    random.Random(seed).shuffle(cast)
    level = cat_rules.level_ids()[index % len(cat_rules.level_ids())]
    return GameConfig(players=tuple(cast[:players]), mode=mode, seed=seed,
                      level=level if mode == "solo" else cat_rules.STANDARD)


def old_chance(w: World, seat: int) -> float:
    """The chance the review read before issue 56: Hard's pairwise product, the seat's own
    goals by `finish_chance` and (at 3-4 players) the others' by the forecast."""
    forecast = len(w.st.players) > 2 and w.st.mode == "standard"
    scores = projections(w, W, seat if forecast else None)
    a, b = W.gap_error
    return win_chance(scores, seat, math.sqrt(a + b * turns_left(w, seat)))


def row_of(w: World, seat: int, game: int, old: float) -> Row:
    """The row of a world sampled from the deciding seat's view (its outcome still to come)."""
    season = w.st.phase == "season"
    left = turns_left(w, seat) if season else chances.tricks_left(w)
    cat = next((s for s in range(len(w.st.players)) if cat_rules.is_cat(w, s)), -1)
    return Row(game, seat, season, left, chances.scores(w), cat,
               cat_rules.level_ids().index(w.config.level), turns_left(w, cat) if cat >= 0 else 0,
               *chances.tempo(w), old, [])


def play(mode: str, players: int, seed: int, index: int, kept: list[World] | None = None
         ) -> list[Row]:
    """The rows of one game of Medium bots: every EVERY-th decision (the next ones are much
    the same position); with `kept` (held-out games) the old chance too, and some worlds kept
    for timing."""
    g = Game.new(config(mode, players, seed, index))
    bots = [make_bot("medium", seed * 8 + s) for s in range(len(g.st.players))]
    rng = random.Random(seed * 7 + 1)
    rows: list[Row] = []
    cat = next((s for s in range(len(g.st.players)) if cat_rules.is_cat(g, s)), -1)
    decisions = 0
    while not g.is_over:
        seat = g.current_player
        assert seat is not None
        legal = g.legal_actions()
        view = g.view(seat)
        if len(legal) > 1 and seat != cat:
            decisions += 1
        if len(legal) > 1 and seat != cat and decisions % EVERY == 1:
            w = sample(view, rng)
            rows.append(row_of(w, seat, index, old_chance(w, seat) if kept is not None else math.nan))
            if kept is not None and len(kept) < TIMED and len(rows) % 3 == 0:
                kept.append(w)
        g.apply(bots[seat].choose(view, legal))
    final = chances.final_chances(g)
    for row in rows:
        row.target = final
    return rows


def seeds(base: int, group: int, games: int) -> list[int]:
    """The seeds of a group's games: solo plays SOLO_SCALE times as many."""
    scale = SOLO_SCALE if chances.GROUPS[group][0] == "solo" else 1
    return [base + GROUP_STRIDE * group + i for i in range(games * scale)]


# ------------------------------------------------------------------------------ the fit
def basis(at: tuple[int, ...], left: np.ndarray) -> np.ndarray:
    """The linear interpolation weights of each row's `left` on the knots `at` (rows x knots),
    flat beyond the ends, as `chances.Curve` reads them."""
    out = np.zeros((len(left), len(at)))
    x = np.clip(left.astype(float), at[0], at[-1])
    for k in range(len(at) - 1):
        inside = (x >= at[k]) & (x <= at[k + 1])
        share = (x - at[k]) / (at[k + 1] - at[k])
        out[inside, k] = 1 - share[inside]
        out[inside, k + 1] = share[inside]
    return out


class Data:
    """A group's rows as arrays."""

    def __init__(self, rows: list[Row]):
        self.s = np.array([r.scores for r in rows])
        self.s -= self.s.max(axis=1, keepdims=True)
        season_ = np.array([[float(r.season)] for r in rows])
        mover = np.array([r.mover for r in rows], dtype=float)
        # The tempo's features by row, side and `TEMPO` (rows x sides x 3).
        self.tempo = np.stack([np.array([r.ahead for r in rows], dtype=float),
                               mover * season_, mover * (1 - season_)], axis=2)
        self.y = np.array([r.target for r in rows])
        season = np.array([r.season for r in rows])
        left = np.array([r.left for r in rows])
        self.phi = np.hstack([basis(SEASON_AT, left) * season[:, None],
                              basis(WHIST_AT, left) * ~season[:, None]])
        n = self.s.shape[1]
        # Lady Cat's level, one-hot, times her turns left (rows x levels)
        self.cat = np.zeros((len(rows), len(cat_rules.level_ids())))
        self.cat_seat = np.zeros((len(rows), n))
        for i, r in enumerate(rows):
            if r.cat >= 0:
                self.cat[i, r.level] = float(r.cat_left)
                self.cat_seat[i, r.cat] = 1.0

    def points(self, theta: np.ndarray) -> np.ndarray:
        """Each side's projected score with the tempo's turn and Lady Cat's rate (VP)."""
        knots = self.phi.shape[1]
        rate = (self.cat @ theta[knots:-len(TEMPO)])[:, None] * self.cat_seat
        return self.s + self.tempo[:, :, 0] * theta[-3] + rate

    def probabilities(self, theta: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Every side's chance by row, and the row's temperature; `theta` holds the knots' log
        temperatures, Lady Cat's rates by level, then the tempo's (`TEMPO`, `chances.Table`)."""
        knots = self.phi.shape[1]
        t = self.phi @ np.exp(theta[:knots])
        u = self.points(theta) / t[:, None]
        u += self.tempo[:, :, 1] * theta[-2] + self.tempo[:, :, 2] * theta[-1]
        u -= u.max(axis=1, keepdims=True)
        p = np.exp(u)
        return p / p.sum(axis=1, keepdims=True), t


def smooth_pairs() -> list[tuple[int, int]]:
    k = len(SEASON_AT)
    return [(i, i + 1) for i in range(k - 1)] + [(k + i, k + i + 1) for i in range(len(WHIST_AT) - 1)]


def loss_and_gradient(theta: np.ndarray, d: Data) -> tuple[float, np.ndarray]:
    """The mean negative log-likelihood of the outcomes (shared wins split), plus the
    smoothness penalty, and its gradient."""
    p, t = d.probabilities(theta)
    rows = len(d.s)
    loss = -float((d.y * np.log(np.maximum(p, 1e-12))).sum()) / rows
    r = (p - d.y) / rows  # d loss / d utility
    knots = d.phi.shape[1]
    grad = np.zeros_like(theta)
    per_row = (r * -d.points(theta)).sum(axis=1) / t ** 2  # d loss / d T
    grad[:knots] = (d.phi * per_row[:, None]).sum(axis=0) * np.exp(theta[:knots])
    grad[knots:-len(TEMPO)] = d.cat.T @ ((r * d.cat_seat).sum(axis=1) / t)
    grad[-3] = float((r * d.tempo[:, :, 0] / t[:, None]).sum())
    grad[-2:] = (r[:, :, None] * d.tempo[:, :, 1:]).sum(axis=(0, 1))
    away = theta[:knots] - math.log(8.0)
    loss += TEMPERATURE_PRIOR * float(away @ away) / rows
    grad[:knots] += 2 * TEMPERATURE_PRIOR * away / rows
    rest = theta[knots:]
    loss += CAT_PRIOR * float(rest @ rest) / rows
    grad[knots:] += 2 * CAT_PRIOR * rest / rows
    for i, j in smooth_pairs():
        jump = theta[i] - theta[j]
        loss += SMOOTH * jump ** 2 / rows
        grad[i] += 2 * SMOOTH * jump / rows
        grad[j] -= 2 * SMOOTH * jump / rows
    return loss, grad


def fit(d: Data) -> np.ndarray:
    """Newton's method on the parameters (log temperatures, Lady Cat's rates, the tempo), its
    Hessian by differences of the exact gradient, with a halving line search."""
    theta = np.concatenate([np.full(d.phi.shape[1], math.log(8.0)),
                            np.zeros(d.cat.shape[1] + len(TEMPO))])
    loss, grad = loss_and_gradient(theta, d)
    for _ in range(60):
        h = np.zeros((len(theta), len(theta)))
        for k in range(len(theta)):
            step = np.zeros_like(theta)
            step[k] = 1e-5
            h[:, k] = (loss_and_gradient(theta + step, d)[1] - grad) / 1e-5
        h = (h + h.T) / 2 + 1e-8 * np.eye(len(theta))
        try:
            move = -np.linalg.solve(h, grad)
        except np.linalg.LinAlgError:
            move = -grad
        if grad @ move >= 0:  # not a descent direction: the gradient instead
            move = -grad
        size = 1.0
        while size > 1e-6:
            new = theta + size * move
            with np.errstate(all="ignore"):  # a step too long may reach T = 0: not taken
                new_loss, new_grad = loss_and_gradient(new, d)
            if new_loss < loss:
                break
            size /= 2
        else:
            break
        done = loss - new_loss < 1e-12
        theta, loss, grad = new, new_loss, new_grad
        if done:
            break
    return theta


def table(theta: np.ndarray, mode: str) -> dict[str, object]:
    k = len(SEASON_AT)
    t = np.exp(theta)
    out: dict[str, object] = {
        "season": {"at": list(SEASON_AT), "temperature": [round(float(x), 3) for x in t[:k]]},
        "whist": {"at": list(WHIST_AT), "temperature": [round(float(x), 3) for x in
                                                       t[k:k + len(WHIST_AT)]]}}
    for field, value in zip(TEMPO, theta[-len(TEMPO):], strict=True):
        out[field] = round(float(value), 3)
    if mode == "solo":
        out["lady_cat"] = {lv: round(float(b), 3) for lv, b in
                           zip(cat_rules.level_ids(), theta[k + len(WHIST_AT):-len(TEMPO)], strict=True)}
    return out


def document(tables: dict[tuple[str, int], dict[str, object]], games: int, seed: int) -> str:
    data: dict[str, object] = {"seed": seed, "games": games, "tables": {}}
    by_mode: dict[str, dict[int, object]] = {}
    for (mode, players), entry in tables.items():
        by_mode.setdefault(mode, {})[players] = entry
    data["tables"] = by_mode
    head = ("# The review's chance of winning (issue 56): made by tools/fit_win_chance.py from self-play\n"
            f"# (python tools/fit_win_chance.py --games {games} --seed {seed}; solo {SOLO_SCALE} times the\n"
            "# games); do not edit by hand.\n"
            "# By mode and player count (solo counting 1): the softmax temperature in VP over the\n"
            "# deciding seat's Calling Cards left in the Season (`at`, linear between the knots)\n"
            "# and over the tricks left at whist; the tempo (turn VP, to_move and to_play log-odds);\n"
            "# in solo the VP a turn Lady Cat gains beyond her projection, by her level. See\n"
            "# review/chances.py and rules_data/README.md.\n")
    return head + yaml.safe_dump(data, sort_keys=False, default_flow_style=None, width=100)


def theta_of(entry: dict[str, object]) -> np.ndarray:
    """The parameters of a table as the file holds it (rounded): what the game will read."""
    tab = to_table(entry)
    temperatures = tab.season.temperature + tab.whist.temperature
    return np.array([math.log(t) for t in temperatures]
                    + [tab.lady_cat.get(lv, 0.0) for lv in cat_rules.level_ids()]
                    + [tab.turn, tab.to_move, tab.to_play])


def to_table(entry: dict[str, object]) -> chances.Table:
    season, whist = entry["season"], entry["whist"]
    assert isinstance(season, dict) and isinstance(whist, dict)
    cat = entry.get("lady_cat", {})
    assert isinstance(cat, dict)
    return chances.Table(chances.Curve(tuple(season["at"]), tuple(season["temperature"])),
                         chances.Curve(tuple(whist["at"]), tuple(whist["temperature"])), dict(cat),
                         *(float(entry[field]) for field in TEMPO))  # type: ignore[arg-type]


def measure(rows: list[Row], theta: np.ndarray) -> Measure:
    """The deciding seat's chances by the fit `theta` on some rows, and the old ones."""
    p, _t = Data(rows).probabilities(theta)
    seat = np.array([r.seat for r in rows])
    return Measure(p[np.arange(len(rows)), seat], np.array([r.target[r.seat] for r in rows]),
                   np.array([r.old for r in rows]), len(rows[0].scores),
                   np.array([r.game for r in rows]), seat)


def timing(kept: list[tuple[World, int]], tables: dict[tuple[str, int], chances.Table]) -> str:
    """The cost of a call of the new chance against the old one on the same worlds, in this
    run (best of three passes each, CPU time)."""
    def new(w: World, seat: int) -> float:
        tab = tables[chances.group(w)]
        return chances.softmax(chances.utilities(w, tab, chances.scores(w),
                                                 tab.temperature(w, None, seat)))[seat]

    best = {}
    for label, f in (("old", old_chance), ("new", new)):
        runs = []
        for _ in range(3):
            start = time.process_time()
            for w, seat in kept:
                f(w, seat)
            runs.append(time.process_time() - start)
        best[label] = min(runs) / len(kept)
    return (f"cost of one call over {len(kept)} worlds: new {best['new'] * 1e6:.0f} us, old "
            f"{best['old'] * 1e6:.0f} us, ratio new/old {best['new'] / best['old']:.2f}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=80, help="fitted games per group")
    ap.add_argument("--held-out", type=int, default=160, help="held-out games per group")
    ap.add_argument("--seed", type=int, default=560000)
    ap.add_argument("--groups", nargs="+", default=[f"{m}{n}" for m, n in chances.GROUPS],
                    help="which groups (standard2 ... solo1); the file needs all")
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--plot", type=Path, default=Path("win_chance_reliability.png"))
    ap.add_argument("--check", action="store_true", help="compare with --out instead of writing it")
    args = ap.parse_args(argv)
    entries: dict[tuple[str, int], dict[str, object]] = {}
    measures: dict[tuple[str, int], Measure] = {}
    kept: list[tuple[World, int]] = []
    for index, group in enumerate(chances.GROUPS):
        if f"{group[0]}{group[1]}" not in args.groups:
            continue
        fitted = [r for i, seed in enumerate(seeds(args.seed, index, args.games))
                  for r in play(*group, seed, i)]
        entries[group] = table(fit(Data(fitted)), group[0])
        if args.held_out:
            held: list[Row] = []
            worlds: list[World] = []
            for i, seed in enumerate(seeds(args.seed + HELD_OUT, index, args.held_out)):
                held += play(*group, seed, i, worlds)
            kept += [(w, w.current_player or 0) for w in worlds[:TIMED // len(chances.GROUPS)]]
            measures[group] = measure(held, theta_of(entries[group]))
            print("\n".join(report(group, measures[group])), flush=True)
    if measures:
        plot(args.plot, measures)
        print(f"wrote {args.plot}")
        print(timing(kept, {g: to_table(e) for g, e in entries.items()}))
    text = document(entries, args.games, args.seed)
    return check_or_write(args.out, text, args.check)


if __name__ == "__main__":
    sys.exit(main())
