"""Hard: determinized (information-set) Monte Carlo search over sampled worlds (issue 6).

The bot never sees the hidden cards, so it searches many worlds sampled from its view
(`worlds.sample`) and keeps the action whose outcome is best on average over them: the
information-set version of a lookahead, which never trusts one guess about the others' hands.

- Season: the heuristic one move ahead (Medium's judgement) short-lists the candidates; each
  is then played out on every world through the others' replies, each other player choosing
  their own best placement by the same heuristic (and the quick rules for the rest), up to
  the bot's next turn, where it takes its best placement again; the heuristic scores the end
  of that line. So the bot sees which spaces and cards the others will take before it can act
  again, and what its move leaves it for the next turn.
- Whist: every legal card is played out to the end of the game on every world with the quick
  card-play rules for everyone; the exact final margin is the score (7 to 9 tricks are short
  enough to play out in full).

The budget is counted in worlds and candidates, never in seconds, so the same seed always
gives the same moves on any machine; `tools/bench_bots.py` measures the time per decision.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine import Action
from . import quick
from .heuristic import value
from .medium import TURN_STARTS, best, finish_turn, one_ply
from .worlds import World, sample


class HardBot:
    name = "hard"

    def __init__(self, seed: int = 0, worlds: int = 6, candidates: int = 4, whist_worlds: int = 12):
        self.rng = random.Random(seed)
        self.worlds = worlds
        self.candidates = candidates
        self.whist_worlds = whist_worlds

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if quick.CHEAPEST in legal:
            return legal[legal.index(quick.CHEAPEST)]
        seat = view["seat"]
        first = sample(view, self.rng)
        if first.pending_kind() in quick.WHIST_KINDS:
            worlds = [first] + [sample(view, self.rng) for _ in range(self.whist_worlds - 1)]
            return best(legal, [sum(self.play_out(w, seat, a) for w in worlds) for a in legal])
        worlds = [first] + [sample(view, self.rng) for _ in range(self.worlds - 1)]
        shortlist = self.shortlist(worlds[:2], seat, legal)
        if len(shortlist) == 1:
            return shortlist[0]
        scores = [sum(self.look_ahead(w, seat, a) for w in worlds) for a in shortlist]
        return best(shortlist, scores)

    def shortlist(self, worlds: list[World], seat: int, legal: list[Action]) -> list[Action]:
        """The candidates the heuristic rates best one move ahead, in their legal order."""
        scores = one_ply(worlds, seat, legal, self.rng)
        ranked = sorted(range(len(legal)), key=lambda i: -scores[i])[:self.candidates]
        return [legal[i] for i in sorted(ranked)]

    def play_out(self, world: World, seat: int, action: Action) -> float:
        """The final margin after `action` when everyone then plays the quick rules."""
        w = world.fork()
        w.play(action)
        while not w.is_over:
            w.play(quick.choose(w, w.current_player, w.legal_actions(), self.rng))
        return value(w, seat)

    def look_ahead(self, world: World, seat: int, action: Action) -> float:
        """The projected margin at the seat's next turn, the others replying greedily, after
        the seat's own best placement there."""
        w = world.fork()
        w.play(action)
        finish_turn(w, seat, self.rng)
        while not w.is_over and not (w.current_player == seat and w.pending_kind() in TURN_STARTS):
            who = w.current_player
            legal = w.legal_actions()
            if w.pending_kind() == "PlaceCard" and len(legal) > 1:
                w.play(best(legal, one_ply([w], who, legal, self.rng)))
                finish_turn(w, who, self.rng)
            else:
                w.play(quick.choose(w, who, legal, self.rng))
        if w.is_over or w.pending_kind() != "PlaceCard":
            return value(w, seat)
        return max(one_ply([w], seat, w.legal_actions(), self.rng))
