"""What a move brings, measured on several worlds sampled from the player's view (issue 56).

A hint's reason used to play the move on ONE sampled world, finish the turn with the quick
rules and state what changed as fact, so it named climbs and points that the real game did not
offer. Here the move is played on `WORLDS` worlds from the same view, and what it brings is
kept in three degrees of certainty:

- `certain`: what the move itself does (the move, the steps that follow it with no choice, and
  the automatic ones), the same in every world; `now`, its change on the score pad, likewise;
- `then`: what the rest of the turn can bring, reached in every world by a legal line (the
  quick rules' follow-ups); it depends on choices the player still makes, so it is said as
  "you can", never as done;
- `odds`: what the rest of the turn brings in only some of the worlds, with how many.

`gain` is the mean change of the projected margin over the best other (`heuristic.value`)
once the turn is finished, an expectation over the worlds. The worlds are the seat's own
samples (`worlds.sample`), so nothing here reads a hidden card.
"""

from __future__ import annotations

import random
import statistics
from collections import Counter
from dataclasses import dataclass
from typing import Any

from ..engine import Action, Game, View, scoring
from .heuristic import value
from .medium import TURN_STARTS, finish_turn
from .worlds import World, sample

WORLDS = 8  # enough that a claim true in every one is rarely luck, cheap enough for the Hint


@dataclass(frozen=True)
class Fact:
    """One thing a line of play did for the seat: `kind` and what identifies it (`args`).
    A fact with empty args is the general one ("commissions a painting", any of them)."""

    kind: str  # "climb", "column", "art", "tea", "star", "store", "goal"
    args: tuple[Any, ...] = ()

    @property
    def general(self) -> Fact:
        return Fact(self.kind) if self.kind in GENERAL else self


GENERAL = ("climb", "art")  # kinds whose particular (which space, which painting) may vary


@dataclass(frozen=True)
class Claims:
    worlds: int
    certain: tuple[Fact, ...]
    now: int | None  # VP the move itself adds to the score pad in every world (None: it varies)
    then: tuple[Fact, ...]
    odds: tuple[tuple[Fact, int], ...]  # (fact, worlds it happened in), most frequent first
    gain: float


def facts(before: Game, after: Game, seat: int) -> list[Fact]:
    """What changed for `seat` between two states of one world, most telling first."""
    p0, p1 = before.st.players[seat], after.st.players[seat]
    cat = before.cat
    out = []
    if p1.brooch != p0.brooch and cat.hive[p1.brooch].level > cat.hive[p0.brooch].level:
        out.append(Fact("climb", (p1.brooch,)))
    for kind in ("lc", "ton"):
        n0, n1 = len(getattr(p0, kind)), len(getattr(p1, kind))
        if n1 > n0:
            out.append(Fact("column", (kind, n1)))
    if len(p1.art) > len(p0.art):
        out.append(Fact("art", (p1.art[-1],)))
    if len(p1.tea) + len(p1.tea_kept) > len(p0.tea) + len(p0.tea_kept):
        out.append(Fact("tea"))
    stars = sum(cat.whist[c].star for c in p1.discard + p1.hand + p1.draw) - \
        sum(cat.whist[c].star for c in p0.discard + p0.hand + p0.draw)
    if stars > 0:
        out.append(Fact("star"))
    if p1.goal_done and not p0.goal_done:
        out.append(Fact("goal"))
    gained = tuple(i for i in range(4) if p1.tracks[i] > p0.tracks[i])
    if gained:
        out.append(Fact("store", gained))
    return out


def play_move(w: World, seat: int, action: Action) -> None:
    """The move itself: `action`, then the steps of the seat's turn that offer a single
    choice (the automatic ones run by themselves), up to its next real choice."""
    w.play(action)
    while not w.is_over and w.current_player == seat and w.pending_kind() not in TURN_STARTS:
        legal = w.legal_actions()
        if len(legal) != 1:
            return
        w.play(legal[0])


def total(w: World, seat: int) -> int:
    return sum(scoring.line_totals(w, seat))


def measure(view: View, action: Action, seed: int = 0, worlds: int = WORLDS) -> Claims:
    """`action` (a legal move of the seat of `view`) played on `worlds` sampled worlds."""
    rng = random.Random(seed)
    seat = view.viewer
    moved: list[list[Fact]] = []
    turned: list[list[Fact]] = []
    nows: set[int] = set()
    gains = []
    for _ in range(worlds):
        before = sample(view, rng)
        mid = before.fork()
        play_move(mid, seat, action)
        moved.append(facts(before, mid, seat))
        nows.add(total(mid, seat) - total(before, seat))
        after = mid.fork()
        finish_turn(after, seat, rng)
        turned.append(facts(before, after, seat))
        gains.append(value(after, seat) - value(before, seat))
    certain = [f for f in moved[0] if all(f in m for m in moved)]
    seen: Counter[Fact] = Counter()
    for line in turned:
        found = [f for f in line if f not in certain]
        seen.update(set(found) | {f.general for f in found})
    then = [f for f, k in seen.items() if k == worlds and not _covered(f, certain, seen, worlds)]
    odds = sorted(((f, k) for f, k in seen.items() if k < worlds and f.general == f
                   and not _covered(f, certain, seen, worlds)), key=lambda fk: -fk[1])
    return Claims(worlds, tuple(certain), nows.pop() if len(nows) == 1 else None, tuple(then),
                  tuple(odds), statistics.fmean(gains))


def _covered(f: Fact, certain: list[Fact], seen: Counter[Fact], worlds: int) -> bool:
    """A general fact says less than a particular one of its kind that is said already."""
    if f.general != f:
        return False
    said = [g for g in certain if g.kind == f.kind]
    said += [g for g, k in seen.items() if g.kind == f.kind and g != f and k == worlds]
    return bool(said)
