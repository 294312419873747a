"""Where the solo titles' thresholds sit in our scoring (issue 16): seeded solo games.

    python tools/solo_titles.py [--games N] [--levels easy,medium,hard] [--seed S]

Plays N solo games against Lady Cat for each bot level standing in for the player, then
prints the percentiles of the player's final score and how often each title
(`apistocracy_gui.gui.titles.TITLES`) would be earned, so the thresholds can be set where a
beginner, a steady player and a strong one actually land. Games run on all cores.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from tournament import Job, play  # noqa: E402

from apistocracy_gui.gui.titles import TITLES, title_for  # noqa: E402


def score(job: Job) -> int:
    return play(job).seats[0].total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--levels", default="easy,medium,hard")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    with multiprocessing.Pool() as pool:
        for level in args.levels.split(","):
            jobs = [Job(f"solo-{level}", 1, i, args.seed + i) for i in range(args.games)]
            scores = sorted(pool.map(score, jobs))
            cuts = statistics.quantiles(scores, n=10)
            deciles = ", ".join(f"{c:.0f}" for c in cuts)
            print(f"{level:>6} ({len(scores)} games): min {scores[0]}, deciles {deciles}, "
                  f"max {scores[-1]}, mean {statistics.mean(scores):.1f}")
            counts = {t.name: 0 for t in TITLES}
            for s in scores:
                counts[title_for(s).name] += 1
            shares = ", ".join(f"{n} {100 * c / len(scores):.0f}%" for n, c in counts.items())
            print(f"        titles: {shares}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
