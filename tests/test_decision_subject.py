"""The decision panel reads the pending decision typed by its class (issue 53 item 3): the cost
of a payment, the card whose row or action is chosen. It once took the decision as `Any` and
its kind's name as a string, so a renamed field or class failed only on screen; these are the
cases it shows a subject for, found in seeded random games."""

from __future__ import annotations

import os
import random
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from apistocracy_gui.engine import Game, GameConfig  # noqa: E402
from apistocracy_gui.engine.ballroom import ColumnChoice, TonChoice  # noqa: E402
from apistocracy_gui.engine.flow import Decision  # noqa: E402
from apistocracy_gui.engine.payment import Payment  # noqa: E402
from apistocracy_gui.gui import theme as T  # noqa: E402
from apistocracy_gui.gui.board.decision import CHEAPEST, DecisionPanel, cheapest_plan  # noqa: E402


def reach(wanted: Callable[[Game, Decision], bool], seeds: range = range(40, 60)) -> Game:
    """The first position of a seeded random game whose pending decision is `wanted`."""
    for seed in seeds:
        g, rng = Game.new(GameConfig(("edward", "tuesday"), seed=seed)), random.Random(seed)
        while not g.is_over and g.phase == "season":
            top = g.pending()
            if top is not None and wanted(g, top):
                return g
            g.apply(rng.choice(g.legal_actions()))
    raise AssertionError("no such decision in the seeded games")


def panel_for(g: Game) -> DecisionPanel:
    pygame.init()
    panel = DecisionPanel()
    panel.build(g, T.Theme((1280, 720)), 300, g.current_player, g.legal_actions(), [])
    return panel


def test_a_payment_shows_its_cost_and_the_cheapest_way() -> None:
    g = reach(lambda g, top: isinstance(top, Payment) and CHEAPEST in g.legal_actions())
    top = g.pending()
    assert isinstance(top, Payment)
    panel = panel_for(g)
    assert [i.data for i in panel.items if i.kind == "cost"] == [top.cost]
    gold = [i for i in panel.items if i.kind == "button" and i.accent]
    assert len(gold) == 1 and gold[0].action == CHEAPEST
    assert cheapest_plan(g, g.current_player)
    assert cheapest_plan(g, None) == frozenset()


@pytest.mark.parametrize("kind", [ColumnChoice, TonChoice])
def test_a_row_or_action_choice_shows_its_card(kind: type[Decision]) -> None:
    g = reach(lambda g, top: isinstance(top, kind))
    top = g.pending()
    assert isinstance(top, ColumnChoice | TonChoice)
    face = (top.kind, top.card) if isinstance(top, ColumnChoice) else ("ton", top.card)
    assert [i.data for i in panel_for(g).items if i.kind == "subject"] == [face]


def test_other_decisions_show_no_cost_and_no_subject() -> None:
    g = reach(lambda g, top: not isinstance(top, Payment | ColumnChoice | TonChoice))
    assert not [i for i in panel_for(g).items if i.kind in ("cost", "subject")]
    assert cheapest_plan(g, g.current_player) == frozenset()
