"""Engine benchmark in machine instructions (issue 57): valgrind's count, whatever the load.

    python tools/bench_engine_ir.py [--games N] [--seed S] [--baseline REV] [--inside F]

Plays the same seeded random 4-player games as `tools/bench_engine.py` (seeds S .. S+N-1,
after one untimed warm-up game of seed S-1) in a fresh interpreter under `valgrind
--tool=callgrind`, and again with no game; the difference over N is the instructions a whole
game costs, with the interpreter's start, the imports and the warm-up left out. With
`--baseline REV` the engine and rules data of REV (`git archive`) are counted the same way,
and the ratio baseline / current is the speed-up.

`--inside MODULE.NAME` (an engine module's function or a class's method, e.g.
`week.placements`, `payment.Payment.legal`) counts only the instructions spent inside that
function, in the same games: the worker calls it through `operator.call`, a C function
nothing else in the engine uses, and callgrind collects only inside it (`--toggle-collect`;
a function that calls itself, directly or through another, toggles the count off again).
That is how a game's cost is split among the rules without the distortions of a profiler.

Why a second tool: on the shared 2-core machine the timed ratio of `bench_engine.py` moves by
5-10% from run to run, more than most single changes; the count of instructions moves by less
than 0.1% and needs no baseline in the same run to be compared (it does need the same
interpreter, PYTHONHASHSEED, seeds and valgrind). Counting bytecodes instead misled twice
(a set algebra with a sort, an `lru_cache`: fewer bytecodes, more instructions). valgrind makes
the games about 50 times slower: 8 games of each engine take one to two minutes.
"""

from __future__ import annotations

import argparse
import importlib
import json
import operator
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_engine import _engine, export, playout  # noqa: E402  (tools/ is not a package)

ROOT = Path(__file__).resolve().parents[1]
COLLECTED = re.compile(r"Collected\s*:\s*(\d+)")


def collected(valgrind_output: str) -> int:
    """The instruction count callgrind reports at exit ("==123== Collected : 456")."""
    found = COLLECTED.findall(valgrind_output)
    if not found:
        raise SystemExit(f"no instruction count in valgrind's output:\n{valgrind_output[-2000:]}")
    return int(found[-1])


def count(tree: Path, games: int, seed: int, inside: str = "") -> tuple[int, str]:
    """Instructions of a fresh interpreter playing `games` games with the engine in `tree`
    (after the warm-up game; only inside the function `inside` if named), and the engine
    file it imported."""
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
    toggle = ["--toggle-collect=_operator_call*"] if inside else []
    worker = [__file__, "--worker", "--games", str(games), "--seed", str(seed), "--inside", inside]
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *toggle,
                          sys.executable, *worker],
                         env=env, capture_output=True, text=True, cwd=tree, check=True)
    path = json.loads(run.stdout.splitlines()[-1])["path"]
    if not Path(path).resolve().is_relative_to(tree.resolve()):
        raise SystemExit(f"the worker for {tree} imported the engine from {path}")
    return collected(run.stderr), path


def per_game(tree: Path, games: int, seed: int, inside: str = "") -> float:
    """Instructions a game: (`games` games less none) over `games`."""
    return (count(tree, games, seed, inside)[0] - count(tree, 0, seed, inside)[0]) / games


def through_operator_call(spec: str) -> None:
    """Make the engine's function `spec` ("module.name" or "module.Class.name") run through
    `operator.call`, for `--toggle-collect` to count inside it."""
    module, _dot, name = spec.partition(".")
    owner: Any = importlib.import_module(f"apistocracy_gui.engine.{module}")
    *path, last = name.split(".")
    for part in path:
        owner = getattr(owner, part)
    original = getattr(owner, last)

    def counted(*args: Any, **kwargs: Any) -> Any:
        return operator.call(original, *args, **kwargs)

    setattr(owner, last, counted)


def worker(games: int, seed: int, inside: str = "") -> None:
    if inside:
        through_operator_call(inside)
    _engine().default_catalog()
    playout(seed - 1, lambda g: g.is_over)  # fills the engine's caches, in both counts alike
    for k in range(games):
        playout(seed + k, lambda g: g.is_over)
    print(json.dumps({"path": _engine().__file__}))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=8)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--baseline", metavar="REV", help="also count the engine of this git revision")
    ap.add_argument("--inside", metavar="MODULE.NAME", default="",
                    help="count only inside this engine function (e.g. week.placements)")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        worker(args.games, args.seed, args.inside)
        return
    where = f" inside {args.inside}" if args.inside else ""
    current = per_game(ROOT, args.games, args.seed, args.inside)
    print(f"current:  {current / 1e6:.2f} M instructions a game{where} "
          f"(seeds {args.seed}-{args.seed + args.games - 1}, PYTHONHASHSEED=0)")
    if args.baseline:
        with tempfile.TemporaryDirectory(prefix="bench-ir-baseline-") as tmp:
            export(args.baseline, Path(tmp))
            base = per_game(Path(tmp), args.games, args.seed, args.inside)
        print(f"baseline: {base / 1e6:.2f} M instructions a game{where} ({args.baseline})")
        print(f"speed-up: {base / current:.3f}x (baseline / current instructions)")


if __name__ == "__main__":
    main()
