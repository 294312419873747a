"""Fuzz the rules data loader: every value of every data file replaced by values of the wrong
kind, each copy loaded; anything but a `RulesDataError` (a TypeError, a RecursionError, a
crash) is reported with the file, the path and the value (issue 10).

    python tools/fuzz_rules_data.py [--sample 1.0] [--seed 0] [--limit N]

The whole run (about 16,000 loads) takes minutes; the test suite runs a small seeded sample.
Exit status 1 when any mutation escaped as another exception.
"""

from __future__ import annotations

import argparse
import copy
import random
import shutil
import sys
import tempfile
import traceback
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import yaml  # noqa: E402

from apistocracy_gui.engine.advanced import advanced_data  # noqa: E402
from apistocracy_gui.engine.catalog import DEFAULT_DIR, FILES, RulesDataError, load_catalog  # noqa: E402
from apistocracy_gui.engine.ladycat import solo_data  # noqa: E402

WRONG = [None, [], {}, "x", 1.5, True, -1, 0, [[1]], {"a": [1]}, [1, 2.0], 99, "\u00e9" * 3]


def paths(data: Any, prefix: tuple = ()) -> Iterator[tuple]:
    """Every path to a value inside `data` (mapping keys and list indexes)."""
    if prefix:
        yield prefix
    if isinstance(data, dict):
        for k, v in data.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from paths(v, prefix + (i,))


def escapes(sample: float, seed: int, limit: int | None = None) -> tuple[int, list[str]]:
    """(mutations tried, one line per mutation that escaped as another exception)."""
    rng = random.Random(seed)
    original = {f: yaml.safe_load((DEFAULT_DIR / f).read_text(encoding="utf-8")) for f in FILES}
    found: dict[tuple, str] = {}
    tried = 0
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for f in FILES:
            for path in paths(original[f]):
                for value in WRONG:
                    if rng.random() >= sample or (limit is not None and tried >= limit):
                        continue
                    tried += 1
                    for name in FILES:
                        shutil.copy(DEFAULT_DIR / name, folder / name)
                    data = copy.deepcopy(original[f])
                    target = data
                    for k in path[:-1]:
                        target = target[k]
                    target[path[-1]] = value
                    (folder / f).write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
                    solo_data.cache_clear()  # cached per folder: the same temp folder each time
                    advanced_data.cache_clear()
                    try:
                        load_catalog(folder)
                    except RulesDataError:
                        pass
                    except Exception as exc:  # noqa: BLE001 - finding these is the point
                        where = traceback.extract_tb(exc.__traceback__)[-1]
                        key = (type(exc).__name__, Path(where.filename).name, where.lineno)
                        found.setdefault(key, f"{f}: {'.'.join(map(str, path))} = {value!r}: "
                                              f"{type(exc).__name__} at {key[1]}:{key[2]}: {exc}")
    solo_data.cache_clear()
    advanced_data.cache_clear()
    return tried, list(found.values())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sample", type=float, default=1.0, help="share of mutations to try")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--limit", type=int, default=None, help="stop after this many")
    args = parser.parse_args(argv)
    tried, found = escapes(args.sample, args.seed, args.limit)
    print(f"{tried} mutations, {len(found)} escaped as another exception")
    for line in found:
        print("  " + line)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
