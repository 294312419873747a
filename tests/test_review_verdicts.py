"""Stable verdicts (issue 56): what classes a decision, and the second look at a flag.

A decision is classed by the loss of the chance of winning and of the expected margin over
the best other (rules_data/README.md, review/review.yaml), not of the seat's own expected
score; one about to be called an inaccuracy or worse is measured again on `confirm_worlds`
worlds, so the deeper review keeps the verdict (measured by tools/bench_review.py --games).
"""

from __future__ import annotations

import dataclasses

from test_review import medium_game

from apistocracy_gui.engine import GameConfig
from apistocracy_gui.review import settings
from apistocracy_gui.review.decision import Judgement, judge_decision

SMALL = dataclasses.replace(settings.default(), worlds=2, candidates=2, whist_worlds=4,
                            luck_worlds=2, confirm_worlds=0)


def test_own_points_a_rival_matches_are_no_loss() -> None:
    """4 VP of the seat's own expected score given up, but the same margin over the best
    other (the rival loses as much: a card both wanted), at the same chance: best."""
    j = Judgement(object(), 0.4, 0.4, 30.0, 34.0, 2.0, 2.0, 6)  # type: ignore[arg-type]
    assert j.points_loss == 4.0 and j.margin_loss == 0.0
    s = settings.default()
    assert s.classify(j.loss, j.margin_loss) == "best"
    assert s.classify(j.loss, j.points_loss) == "blunder"  # what the own score would say


def test_a_flag_gets_a_second_look() -> None:
    """At the Season decisions of a seeded game, the worst-rated legal move is judged: where
    the shallow search calls it an inaccuracy or worse, the review with a second look has
    measured it and the best move on `confirm_worlds` worlds; without, on the fixed two."""
    cfg = GameConfig(players=("edward", "tuesday"), seed=5605)
    g = medium_game(cfg, 5605, until=40)
    looked = 0
    while looked < 2 and not g.is_over and g.st.phase == "season":
        seat, legal = g.current_player, g.legal_actions()
        if g.pending_kind() == "PlaceCard" and len(legal) > 3:
            view = g.view(seat)
            plain = judge_decision(view, legal, legal[-1], 7, SMALL)
            if SMALL.classify(plain.loss, plain.margin_loss) not in ("best", "good"):
                assert plain.worlds == SMALL.worlds
                second = judge_decision(view, legal, legal[-1], 7,
                                        dataclasses.replace(SMALL, confirm_worlds=6))
                assert second.worlds == 6 and second.best == plain.best
                looked += 1
        g.apply(legal[0])
    assert looked == 2
