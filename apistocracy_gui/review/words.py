"""What a review says, in the language spoken now (issue 52, item 8).

A review holds only its judgement: the actions (as a save writes them), the classes, the
chances and the points. The moves' labels, the key moments' lines and their reasons are made
from it and the save each time they are shown, so a review kept in English reads in German
after a change of language without a single position being searched again (the searches are
the review's cost; re-wording is a replay of the save, a fraction of a second).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from ..bots.hint import explain
from ..engine import Action, Game, View
from ..i18n import _, inner_quotes
from .model import DecisionReview, Moment, Review
from .moments import LUCK_REASON, decision_title, luck_title
from .season import replay_from


def action_of(key: list[str | int]) -> Action:
    """An action from the key a save (and a review) writes it by."""
    return Action(str(key[0]), tuple(key[1:]))


@dataclass(frozen=True)
class Position:
    """A decision's position, replayed: the game then (a copy) and the deciding seat's view."""

    game: Game
    view: View

    def label(self, key: list[str | int]) -> str:
        """The label the legal move of `key` has now, in the language spoken now (the key
        itself for a move that is not legal there: a review made by hand)."""
        action = action_of(key)
        legal = self.game.legal_actions()
        return str(legal[legal.index(action)]) if action in legal else str(action)


def positions(save: dict[str, Any], indices: set[int]) -> dict[int, Position]:
    """The position at each of `indices` (action indices of the save), by one replay."""
    g, actions = replay_from(save)
    out: dict[int, Position] = {}
    for index, action in enumerate(actions):
        if index > max(indices, default=-1):
            break
        if index in indices:
            out[index] = Position(copy.deepcopy(g, memo={id(g.cat): g.cat}), g.view(g.current_player))
        g.apply(action)
    return out


@dataclass(frozen=True)
class Said:
    """A key moment in words: its line, why it matters, and the better move's label."""

    title: str
    reason: str
    best: str = ""


class Words:
    """A review's words in the language spoken when it was made (build it again after a
    change of language: `ReviewScene` keeps one per language)."""

    def __init__(self, save: dict[str, Any], review: Review, decisions: bool = False):
        """`decisions`: every judged decision's labels too (the command line's report)."""
        moments = {m.index for m in review.key_moments}
        wanted = moments | ({d.index for d in review.decisions} if decisions else set())
        self.at = positions(save, wanted) if wanted else {}
        self.names = {s.seat: s.name for s in review.seats}
        self.decisions = {(d.index, d.seat): d for d in review.decisions}
        self.luck = {(x.index, x.seat): x for x in review.luck}
        self.said: dict[tuple[int, int], Said] = {}  # each moment's, made once

    def moment(self, m: Moment) -> Said:
        """A key moment's line, reason and better move, in the language spoken now."""
        key = (m.index, m.seat)
        if key not in self.said:
            self.said[key] = self._moment(m)
        return self.said[key]

    def labels(self, d: DecisionReview) -> tuple[str, str]:
        """(chosen, best): the labels of the move played and of the better one."""
        at = self.at.get(d.index)
        if at is None:
            return str(action_of(d.chosen_action)), str(action_of(d.best_action))
        return at.label(d.chosen_action), at.label(d.best_action)

    def title(self, d: DecisionReview) -> str:
        chosen, best = self.labels(d)
        return decision_title(d, self.names.get(d.seat, ""), inner_quotes(chosen), inner_quotes(best))

    def _moment(self, m: Moment) -> Said:
        key = (m.index, m.seat)
        if m.kind == "luck" and key in self.luck:
            return Said(luck_title(self.luck[key], self.names.get(m.seat, "")), _(LUCK_REASON))
        d = self.decisions.get(key)
        at = self.at.get(m.index)
        if d is None or at is None:
            return Said("", "")
        action = action_of(d.best_action)
        legal = at.game.legal_actions()
        why = explain(at.view, legal[legal.index(action)], m.index, gain=False) if action in legal else ""
        return Said(self.title(d), why, self.labels(d)[1])

