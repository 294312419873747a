"""Influence: its sources, substitution, the Crown, and paying a cost (rulebook p.5-6; R2).

A cost is a tuple of units (club, spade, diamond, heart, crown). A source of a higher suit
pays one unit of any lower suit; a Crown (a Queen card) pays any one unit; one unit of each
of the four suits together pays a Crown. The engine never asks a person to do arithmetic:
`cheapest()` finds the least valuable way to pay, where a source's value blends how long it
lasts (a card in hand is discarded at the week's end anyway, a token untwirls next week,
stored influence is kept for good) with its suit (a high card is worth keeping: a Club token
may be twirled rather than spending a Heart card on a Club cost). `unit_choices()` lists the
single sources that can pay one more unit while the rest of the cost stays payable.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import msgspec

from .catalog import CROWN, NO_COST, Catalog, Cost, as_cost
from .small_costs import ONE_UNIT, TWO_UNITS, one_unit, two_unit_steps, two_units
from .state import Player

# How much it hurts to spend a unit from each kind of source: a card in hand is discarded at
# the end of the week anyway, a token untwirls next week, stored influence is kept for good.
CARD_VALUE, TOKEN_VALUE, TRACK_VALUE = 1, 3, 10
TRACK_UNITS = 5  # a track's top (game.yaml track_max, which the loader fixes at 5)


# ("card", id) | ("host",) | ("hive",) | ("track", suit): the args of a "pay" action name it.
SourceKey = tuple[Any, ...]
# The cheapest-payment search's answer: (index of the source in the signature, units it pays).
Plan = tuple[tuple[int, int], ...]


class Source(msgspec.Struct, frozen=True, gc=False):
    """Made once per card, token side and track count (below); a NamedTuple's fields read 3x slower."""
    key: SourceKey
    level: int  # suit index 0-3, or CROWN
    units: int  # how many units it can pay
    value: int  # cost of the first unit used
    more: int  # cost of each further unit
    shape: tuple[int, int, int, int, bool]  # what the cheapest-payment search reads of it
    pays: tuple[int, int, bool]  # what the single-source steps read of it: level, units, track?
    slot: int  # its actions' index in a payment's table (`payment._source_table`): see `SLOTS`


# A source's slot: a card's is its id, the Host and Beehive tokens' and the tracks' count from
# the end of the table (negative), by level: so one subscript finds any source's actions.
SLOTS = {"host": -12, "hive": -8, "track": -4}


def _source(key: SourceKey, level: int, units: int, value: int, more: int) -> Source:
    track = key[0] == "track"
    return Source(key, level, units, value, more, (level, units, value, more, track),
                  (level, units, track), key[1] if key[0] == "card" else SLOTS[key[0]] + level)


def sources(cat: Catalog, p: Player) -> list[Source]:
    """Every influence source the player can use now (rulebook p.5-6; R2)."""
    cards = _card_sources(cat, p.character)
    out = []
    for cid in sorted(p.hand):  # (a loop: a comprehension's function cost more than the cards)
        out.append(cards[cid])
    if not p.host_twirled:
        out.append(_HOST_SOURCES[p.host_suits[p.host_b]])
    if p.hive_b and not p.hive_twirled:
        out.append(_HIVE_SOURCES[p.hive_suit])
    club, spade, diamond, heart = p.tracks  # (written out: every payment lists the sources twice)
    if club:
        out.append(_TRACK_SOURCES[0][club])
    if spade:
        out.append(_TRACK_SOURCES[1][spade])
    if diamond:
        out.append(_TRACK_SOURCES[2][diamond])
    if heart:
        out.append(_TRACK_SOURCES[3][heart])
    return out


_TRACK_SOURCES = tuple(tuple(_source(("track", suit), suit, n, TRACK_VALUE + suit, TRACK_VALUE + suit)
                             for n in range(TRACK_UNITS + 1)) for suit in range(4))
_TOKEN_SOURCES = {kind: tuple(_source((kind,), suit, 1, TOKEN_VALUE + suit, 0) for suit in range(4))
                  for kind in ("host", "hive")}
_HOST_SOURCES, _HIVE_SOURCES = _TOKEN_SOURCES["host"], _TOKEN_SOURCES["hive"]


@lru_cache(maxsize=16)
def _card_sources(cat: Catalog, character: str) -> tuple[Source, ...]:
    """Each whist card's source in this character's hand, by card id: the rules data and the
    character decide it, so it is made once rather than at every payment."""
    ch = cat.characters.get(character)
    out = []
    for card in cat.whist:
        level = CROWN if card.group == "queen" else card.suit
        double = (ch is not None and ch.club_power == "double_club" and card.group == "starting"
                  and card.suit == 0 and card.rank == ch.starting_rank)
        out.append(_source(("card", card.id), level, 2 if double else 1, CARD_VALUE + level, 0))
    return tuple(out)


def add(a: Cost, b: Cost) -> Cost:
    # written out: costs are always five units, and this runs for every Gallery listing
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4])


def sub(a: Cost, b: Cost) -> Cost:
    return (max(0, a[0] - b[0]), max(0, a[1] - b[1]), max(0, a[2] - b[2]), max(0, a[3] - b[3]),
            max(0, a[4] - b[4]))


def _requirement_options(cost: Cost) -> list[tuple[int, ...]]:
    """Requirement lists (highest first) for each way of splitting Crowns into 4 suits."""
    base = [3] * cost[3] + [2] * cost[2] + [1] * cost[1] + [0] * cost[0]
    out = []
    for split in range(cost[CROWN] + 1):
        reqs = [CROWN] * (cost[CROWN] - split) + base + [3, 2, 1, 0] * split
        out.append(tuple(sorted(reqs, reverse=True)))
    return out


# 4096 entries keep 99.9% of the hits of 65536 in medium-bot games (hits come from the position
# being searched) at ~4 MB instead of ~60 MB, which a long-running demo or kiosk would hold forever.
@lru_cache(maxsize=4096)
def _solve(cost: Cost, sig: tuple[tuple[int, int, int, int, bool], ...]) -> tuple[int, Plan] | None:
    """Cheapest assignment of requirement units to sources: (value, ((source, units), ...))."""
    best: list[Any] = [None, None]  # [value, Plan] of the cheapest found so far
    for reqs in _requirement_options(cost):
        _search(reqs, 0, 0, sig, [s[1] for s in sig], [0] * len(sig), best)
    return None if best[0] is None else (best[0], best[1])


def _search(reqs: tuple[int, ...], i: int, spent: int, sig: tuple[tuple[int, int, int, int, bool], ...],
            caps: list[int], used: list[int], best: list[Any]) -> None:
    """Depth-first branch and bound; interchangeable sources are tried once."""
    if best[0] is not None and spent >= best[0]:
        return
    if i == len(reqs):
        best[0] = spent
        best[1] = tuple((j, u) for j, u in enumerate(used) if u)
        return
    tried = set()
    for j, (level, _units, value, more, _track) in enumerate(sig):
        if level < reqs[i] or caps[j] == 0:
            continue
        twin = (level, value, more, caps[j], used[j] > 0)
        if twin in tried:
            continue
        tried.add(twin)
        caps[j] -= 1
        used[j] += 1
        _search(reqs, i + 1, spent + (more if used[j] > 1 else value), sig, caps, used, best)
        caps[j] += 1
        used[j] -= 1


def _sig(srcs: list[Source]) -> tuple[tuple[int, int, int, int, bool], ...]:
    """What the payment searches read of each source (not which card or token it is)."""
    return tuple([s.shape for s in srcs])


def cheapest(cost: Cost, srcs: list[Source]) -> list[tuple[Source, int]] | None:
    """The least valuable full payment as (source, units used), or None if unaffordable."""
    if cost == NO_COST:
        return []
    one = ONE_UNIT.get(cost)
    if one is not None:
        return one_unit(one, srcs)[0]
    return _plan(cost, srcs)


def _plan(cost: Cost, srcs: list[Source]) -> list[tuple[Source, int]] | None:
    two = TWO_UNITS.get(cost)
    if two is not None:
        return two_units(*two, srcs)
    found = _solve(cost, _sig(srcs))
    if found is None:
        return None
    return [(srcs[j], u) for j, u in found[1]]


def plan_and_steps(cost: Cost, srcs: list[Source]
                   ) -> tuple[list[tuple[Source, int]] | None, list[tuple[Source, int, Cost]]]:
    """`cheapest()` and `unit_choices()` together (a payment decision lists both), for a
    cost that is not free."""
    one = ONE_UNIT.get(cost)
    if one is not None:
        return one_unit(one, srcs)
    two = TWO_UNITS.get(cost)
    if two is not None:
        return two_units(*two, srcs), two_unit_steps(*two, srcs)
    steps = _unit_steps(cost, tuple([s.pays for s in srcs]))
    return _plan(cost, srcs), [(srcs[j], units, rest) for j, units, rest in steps]


def affordable(cost: Cost, srcs: list[Source]) -> bool:
    return affordable_units(cost, tuple(totals(srcs)))


def unit_counts(cat: Catalog, p: Player) -> tuple[int, ...]:
    """How many units of influence the player has at each level (club..heart, Crown): the
    same sources as `sources()`, counted without building them (the affordability test of
    every board space runs on this)."""
    t = p.tracks  # (the four tracks written out, and each card's (level, units) read at once:
    units = [t[0], t[1], t[2], t[3], 0]  # every listing of the placements counts them)
    cards = _card_units(cat, p.character)
    for cid in p.hand:
        level, n = cards[cid]
        units[level] += n
    if not p.host_twirled:
        units[p.host_suits[1] if p.host_b else p.host_suits[0]] += 1
    if p.hive_b and not p.hive_twirled:
        units[p.hive_suit] += 1
    return tuple(units)


@lru_cache(maxsize=16)
def _card_units(cat: Catalog, character: str) -> tuple[tuple[int, int], ...]:
    """Each whist card's (level, units) in this character's hand, by card id."""
    return tuple((s.level, s.units) for s in _card_sources(cat, character))


@lru_cache(maxsize=4096)
def affordable_units(cost: Cost, units: tuple[int, ...]) -> bool:
    """Whether sources with `units[level]` units at each level can pay `cost`, in closed form.

    A unit of level L pays any requirement of level <= L, so for one list of requirements a
    payment exists exactly when, for every level t, the units at level >= t are at least the
    requirements at level >= t (Hall's condition for these nested choices). Paying `s` of the
    `k` Crowns with one unit of each suit turns s Crown requirements into s x (3, 2, 1, 0):
    fewer Crowns needed, more suit units. Every count but the Crowns' grows with s, so the
    smallest s the Queens allow is the only one worth checking (`needs`).
    `tests/test_influence.py` checks this against the exhaustive search that `cheapest()` uses.
    """
    u0, u1, u2, u3 = at_least(units)
    r0, r1, r2, r3 = needs(cost, units[CROWN])
    return u3 >= r3 and u2 >= r2 and u1 >= r1 and u0 >= r0


def at_least(units: Sequence[int]) -> tuple[int, int, int, int]:
    """The units of level 0 or higher, 1 or higher, 2 or higher, 3 or higher (a Crown pays
    a unit of any level)."""
    u3 = units[CROWN] + units[3]
    u2 = u3 + units[2]
    u1 = u2 + units[1]
    return u1 + units[0], u1, u2, u3


def needs(cost: Cost, crowns: int) -> tuple[int, int, int, int]:
    """The least units of level 0 or higher ... 3 or higher (`at_least`) that pay `cost`
    when `crowns` of them are Crowns (the smallest split `affordable_units` explains)."""
    c0, c1, c2, c3, k = cost
    s = k - crowns if k > crowns else 0  # the Crowns paid with one unit of each suit
    r3 = k + c3
    r2 = r3 + c2 + s
    r1 = r2 + c1 + s
    return r1 + c0 + s, r1, r2, r3


def pay_one(cost: Cost, level: int) -> list[Cost]:
    """The remainders left when one unit of `level` pays part of `cost`, best first."""
    c = list(cost)
    out: list[Cost] = []
    if level == CROWN and c[CROWN]:
        out.append(_minus(c, CROWN))
    top = min(level, 3)
    lower = [r for r in range(top, -1, -1) if c[r]]
    if lower:
        out.append(_minus(c, lower[0]))
    if c[CROWN]:  # start paying a Crown with one unit of each suit
        out.append(_minus([x + 1 for x in c[:4]] + [c[CROWN] - 1], top))
    return out


def _minus(c: list[int], r: int) -> Cost:
    d = list(c)
    d[r] -= 1
    return as_cost(d)


def unit_choices(cost: Cost, srcs: list[Source]) -> list[tuple[Source, int, Cost]]:
    """(source, units, remainder) for every single-source step that keeps the cost payable.

    A source able to pay two units (the double-club starting card) is offered both ways.
    """
    steps = _unit_steps(cost, tuple([s.pays for s in srcs]))
    return [(srcs[j], units, rest) for j, units, rest in steps]


@lru_cache(maxsize=4096)
def _unit_steps(cost: Cost, pays: tuple[tuple[int, int, bool], ...]
                ) -> tuple[tuple[int, int, Cost], ...]:
    """`unit_choices` by source index, from each source's `pays`: the same for every hand of
    the same shape, and a player pays from few shapes, so each is worked out once."""
    total = [0, 0, 0, 0, 0]
    for level, units, _track in pays:
        total[level] += units
    counts = tuple(total)
    out: list[tuple[int, int, Cost]] = []
    known: dict[tuple[bool, int, int, int], Cost | None] = {}  # sources alike give alike steps
    for j, (level, n, track) in enumerate(pays):
        for units in (1, 2) if n == 2 and not track else (1,):
            like = (track, level, n, units)
            if like not in known:
                known[like] = _step(cost, level, n, track, units, counts)
            rest = known[like]
            if rest is not None:
                out.append((j, units, rest))
    return tuple(out)


def source_of(cat: Catalog, p: Player, key: SourceKey) -> Source:
    """The player's source named `key` (as `sources()` lists it), without listing them all."""
    kind = key[0]
    if kind == "card":
        return _card_sources(cat, p.character)[key[1]]
    if kind == "host":
        return _TOKEN_SOURCES["host"][p.host_suits[1] if p.host_b else p.host_suits[0]]
    if kind == "hive":
        return _TOKEN_SOURCES["hive"][p.hive_suit]
    return _TRACK_SOURCES[key[1]][p.tracks[key[1]]]


def totals(srcs: list[Source]) -> list[int]:
    """Units per level (club..heart, Crown) over `srcs`."""
    total = [0, 0, 0, 0, 0]
    for s in srcs:
        total[s.level] += s.units
    return total


def step(cost: Cost, s: Source, units: int, total: Sequence[int]) -> Cost | None:
    """The remainder after paying `units` of `cost` from source `s`, if the rest stays
    payable by the other sources (`total` counts them all, `s` included), else None."""
    return _step(cost, s.level, s.units, s.key[0] == "track", units, tuple(total))


# Keyed by unit counts, not by sources: few enough to stay cached through a whole game.
@lru_cache(maxsize=8192)
def _step(cost: Cost, level: int, n: int, track: bool, units: int, total: tuple[int, ...]
          ) -> Cost | None:
    rest = list(total)
    rest[level] -= 1 if track else n  # a stored track keeps its other units
    return _after(cost, level, units, rest)


def _after(cost: Cost, level: int, units: int, rest: list[int]) -> Cost | None:
    frontier = [cost]
    for _ in range(units):
        frontier = [r for c in frontier for r in pay_one(c, level)]
        if not frontier:
            return None
    for remainder in frontier:
        if remainder != cost and affordable_units(remainder, tuple(rest)):
            return remainder
    return None
