"""How the Card Sharp race goes, against the bots' shares of it (issue 57).

    python tools/calibrate_sharp.py [--games N] [--seed S] [--workers W]

The player with the most Star cards, alone, takes the Card Sharp token at the Season's end
(rulebook p.15). This plays N seeded 4-player games of four Medium bots, notes at each seat's
turn every player's Star cards and the turns the seat has left (`heuristic.turns_left`), and
who took the token. It prints the log-loss of Medium's shares (`heuristic._sharp_from`) and of
the table Hard's race forecast reads (`sharp_race.chance`), and the table itself, fitted from
these games: the rate at which a player took the token, by its standing (Star cards ahead of
the best other, or tied with one or more) and the turns left, for `sharp_race.TABLE`.
Every game is reproducible from its seed: the seats shuffle the cast by the seed and each
Medium bot is seeded from it.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
from collections import defaultdict

from bench_engine import bot_view

from apistocracy_gui.bots import heuristic, make_bot, sharp_race
from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.engine.whist import star_count

CAST = ("edward", "tuesday", "alexandria", "shae")
Observation = tuple[tuple[int, ...], int, int, bool]  # Star cards, seat, turns left, took it


def observe_game(seed: int) -> list[Observation]:
    """Every seat's standing at every turn of one game, and whether it took the token."""
    cast = list(CAST)
    random.Random(seed).shuffle(cast)
    g = Game.new(GameConfig(players=tuple(cast), seed=seed))
    bots = [make_bot("medium", seed * 8 + s) for s in range(len(cast))]
    seen: list[tuple[tuple[int, ...], int]] = []
    turns: set[tuple[int, int, int]] = set()
    while g.st.phase == "season":
        seat = g.current_player
        assert seat is not None
        turn = (seat, g.st.week, g.st.players[seat].calling)
        if g.pending_kind() == "PlaceCard" and turn not in turns:
            turns.add(turn)
            seen.append((tuple(star_count(g, s) for s in range(len(cast))), heuristic.turns_left(g, seat)))
        g.apply(bots[seat].choose(bot_view(g, seat), g.legal_actions()))
    return [(stars, s, left, g.st.card_sharp == s) for stars, left in seen for s in range(len(stars))]


def medium(stars: tuple[int, ...], seat: int, left: int) -> float:
    """Medium's share of the token (`heuristic._sharp_from`), as a chance."""
    first, second = sorted(stars, reverse=True)[:2]
    own = stars[seat]
    margin = own - (second if own == first else first)
    return min(1.0, max(0.0, 0.5 + 0.25 * margin)) if margin else 0.3 / len(stars)


def forecast(stars: tuple[int, ...], seat: int, left: int) -> float:
    """Hard's forecast (`sharp_race.chance`)."""
    return sharp_race.chance(stars[seat], tuple(stars[:seat] + stars[seat + 1:]), left)


def log_loss(rows: list[Observation], chance: object) -> float:
    """Mean negative log-likelihood of who took the token (chances clipped to [0.001, 0.999])."""
    assert callable(chance)
    total = 0.0
    for stars, seat, left, took in rows:
        p = min(max(chance(stars, seat, left), 1e-3), 1 - 1e-3)
        total -= math.log(p if took else 1 - p)
    return total / len(rows)


def table(rows: list[Observation]) -> dict[int, list[tuple[int, float]]]:
    """The rate of taking the token by standing (`sharp_race.standing`) and band of turns
    left (`sharp_race.band`), with its count."""
    cells: dict[tuple[int, int], list[int]] = defaultdict(lambda: [0, 0])
    for stars, seat, left, took in rows:
        cell = cells[sharp_race.standing(stars[seat], stars[:seat] + stars[seat + 1:]), sharp_race.band(left)]
        cell[0] += 1
        cell[1] += took
    return {st: [(cells[st, b][0], cells[st, b][1] / cells[st, b][0] if cells[st, b][0] else math.nan)
                 for b in range(len(sharp_race.BANDS))] for st in range(len(sharp_race.STANDINGS))}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=900000)
    ap.add_argument("--workers", type=int, default=multiprocessing.cpu_count())
    args = ap.parse_args(argv)
    rows: list[Observation] = []
    with multiprocessing.Pool(args.workers) as pool:
        for game in pool.map(observe_game, range(args.seed, args.seed + args.games)):
            rows += game
    print(f"{args.games} games of four Medium bots (seeds {args.seed}-{args.seed + args.games - 1}), "
          f"{len(rows)} observations; log-loss of who takes the Card Sharp (lower is better): "
          f"Medium's shares {log_loss(rows, medium):.3f}, Hard's forecast {log_loss(rows, forecast):.3f}")
    print("The rate of taking it (count), by standing and turns left "
          + " ".join(f"{lo}-{hi}" for lo, hi in sharp_race.BANDS))
    for st, cells in table(rows).items():
        print(f"  {sharp_race.STANDINGS[st]:>12}: " + "  ".join(f"{rate:.2f} ({n})" for n, rate in cells))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
