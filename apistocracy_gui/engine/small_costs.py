"""The closed-form payments of the small costs (rulebook p.5-6; R2): one unit of one suit, or
two suit units, nine payments in ten of a random game. `influence` answers every other cost
with its general search; these give the same plan and steps (`tests/test_influence.py`)
without it, each in a loop or two over the sources (issue 57).
"""

from __future__ import annotations

from typing import Any, Protocol, TypeVar

from .catalog import NO_COST, Cost, as_cost


class Paying(Protocol):
    """What these closed forms read of a source (`influence.Source`, whose module calls this
    one: a protocol, not an import of it, keeps the two apart)."""

    @property
    def key(self) -> tuple[Any, ...]: ...
    @property
    def level(self) -> int: ...
    @property
    def units(self) -> int: ...
    @property
    def value(self) -> int: ...
    @property
    def more(self) -> int: ...


Source = TypeVar("Source", bound=Paying)  # the caller's own sources come back in the plans


# The costs of one unit of one suit, by that suit: three payments in four (a random 4-player
# game pays some 75 times). Their search has a closed form (`one_unit`), and the general one,
# cached by the exact hand, misses most of the time in a fresh game.
ONE_UNIT: dict[Cost, int] = {(1, 0, 0, 0, 0): 0, (0, 1, 0, 0, 0): 1, (0, 0, 1, 0, 0): 2,
                             (0, 0, 0, 1, 0): 3}
_UNIT_OF = {level: cost for cost, level in ONE_UNIT.items()}  # the one-unit cost of a suit


def one_unit(level: int, srcs: list[Source]
             ) -> tuple[list[tuple[Source, int]] | None, list[tuple[Source, int, Cost]]]:
    """`plan_and_steps` for a cost of one unit of suit `level`: every source of that level or
    higher pays it in one step (a double-club card's second unit has nothing left to pay), and
    the cheapest is the first source of least value, as `_search` finds it. One loop, not a
    filter, a `min` and a second list (a third of the machine instructions; valgrind, issue 57)."""
    best: Source | None = None
    steps: list[tuple[Source, int, Cost]] = []
    for s in srcs:
        if s.level >= level:
            steps.append((s, 1, NO_COST))
            if best is None or s.value < best.value:
                best = s
    if best is None:
        return None, []
    return [(best, 1)], steps


# The costs of two suit units (no Crown), by their levels, highest first: most of the payments
# that are not one unit. Their cheapest payment is a pair of sources (`two_units`).
def _two_unit_costs() -> dict[Cost, tuple[int, int]]:
    out: dict[Cost, tuple[int, int]] = {}
    for low in range(4):
        for high in range(low, 4):
            units = [0, 0, 0, 0, 0]
            units[low] += 1
            units[high] += 1
            out[as_cost(units)] = (high, low)
    return out


TWO_UNITS = _two_unit_costs()


def two_units(high: int, low: int, srcs: list[Source]) -> list[tuple[Source, int]] | None:
    """`cheapest()` for a cost of one unit of level `high` and one of level `low` (<= high):
    the least valuable pair of a source for `high` and a source for `low` (the same one
    twice if it pays two units), the first such pair in the order `_search` tries them.

    In two passes rather than over every pair: the partner of a source `j` for `high` is the
    first source of least value for `low` other than `j` (`first`, or `second` when `j` is
    `first`), or `j` itself paying its second unit when that is cheaper (or as cheap and
    earlier); the first `j` of least total wins, as the pairs' order would have it."""
    first = second = -1  # the first source of least value for `low`; the same without `first`
    for k, b in enumerate(srcs):
        if b.level >= low:
            if first < 0 or b.value < srcs[first].value:
                first, second = k, first
            elif second < 0 or b.value < srcs[second].value:
                second = k
    best, pair = None, None
    for j, a in enumerate(srcs):
        if a.level < high:
            continue
        k = first if first != j else second
        if a.units >= 2 and (k < 0 or a.more < srcs[k].value or (a.more == srcs[k].value and j < k)):
            value = a.value + a.more
            k = j
        elif k < 0:
            continue
        else:
            value = a.value + srcs[k].value
        if best is None or value < best:
            best, pair = value, (j, k)
    if pair is None:
        return None
    j, k = sorted(pair)
    return [(srcs[j], 2)] if j == k else [(srcs[j], 1), (srcs[k], 1)]


def two_unit_steps(high: int, low: int, srcs: list[Source]) -> list[tuple[Source, int, Cost]]:
    """`unit_choices()` for the cost of `two_units`: a source of level `low` or higher pays
    the highest unit it can (`pay_one`), and is offered when the other sources still hold a
    unit for what is left; the double-club card pays 2 Clubs at once."""
    at_low = at_high = 0  # units of level `low` or higher, of level `high` or higher
    for s in srcs:  # (one loop, not `totals` and a sum per level: issue 57)
        if s.level >= low:
            at_low += s.units
            if s.level >= high:
                at_high += s.units
    out = []
    for s in srcs:
        if s.level < low:
            continue
        left = low if s.level >= high else high
        track = s.key[0] == "track"
        own = (1 if track else s.units) if s.level >= left else 0  # what paying takes from it
        if (at_low if left == low else at_high) - own >= 1:
            out.append((s, 1, _UNIT_OF[left]))
        if s.units == 2 and not track and high == 0:
            out.append((s, 2, NO_COST))
    return out


def two_unit_rest(high: int, low: int, level: int, units: int) -> Cost:
    """What is left of the cost of `two_units` after a step of `two_unit_steps` (a source of
    `level` paying `units`): the unit it did not pay, or nothing after the double-club card's
    two Clubs. A payment's resolution reads it here rather than asking `influence.step`,
    which counts every unit of the seat's and tests the rest (issue 57)."""
    if units == 2:
        return NO_COST
    return _UNIT_OF[low if level >= high else high]
