"""Enter in the Season (issue 32, item 4; README "Keys"): whenever a payment is asked, Enter
pays the cheapest way and the ring starts on that button, never on a unit source (the Host
token) that a second Enter would spend; Enter also presses a decision's only button. The
keyboard sends the very click a mouse would (gui/focus.py), so both take one path."""

from __future__ import annotations

import copy
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from apistocracy_gui.engine import Action, Game, GameConfig
from apistocracy_gui.gui.app import App
from apistocracy_gui.gui.board.decision import CHEAPEST, enter_action
from apistocracy_gui.gui.scenes.season import SeasonScene
from apistocracy_gui.gui.settings import Settings
from apistocracy_gui.session import Session

DT = 0.02


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


TAB, ENTER = key(pygame.K_TAB), key(pygame.K_RETURN)


def season(seed: int) -> tuple[App, SeasonScene]:
    app = App(Settings(), size=(1600, 900))
    s = Session.start(GameConfig(players=("edward", "shae"), seed=seed), ["human", "random"])
    s.revealed_seat = 0
    scene = SeasonScene(app, s)
    app.manager.replace(scene)
    app.frame([], 0.0)
    return app, scene


def asks_payment(game: Game, action: Action) -> bool:
    trial = copy.deepcopy(game, memo={id(game.cat): game.cat})
    trial.apply(action)
    return trial.pending_kind() == "Payment" and CHEAPEST in trial.legal_actions()


@pytest.mark.parametrize("seed", [3, 5, 8])
def test_tab_enter_to_a_space_that_costs_then_enter_pays_the_cheapest_way(seed):
    app, scene = season(seed)
    app.frame([TAB], DT)
    assert app.focus.current().key == "spot:calling"
    app.frame([ENTER], DT)
    keys = [t.key for t in app.focus.targets() if t.primary]
    paid = [k for k in keys if asks_payment(scene.game, scene.offers.place_map[k[5:]])]
    if not paid:
        pytest.skip("no costly space at this seed's first turn")
    while app.focus.current().key != paid[0]:
        app.frame([TAB], DT)
    app.frame([ENTER], DT)
    g = scene.game
    assert g.pending_kind() == "Payment"
    ring = app.focus.current()
    assert ring.default and ring.key.startswith("panel:") and "cheapest" in ring.key
    done = len(g.actions_taken)
    app.frame([ENTER], DT)
    assert g.actions_taken[done].kind == "pay" and g.actions_taken[done].args == ("cheapest",)
    app.close()


def test_enter_presses_a_decision_s_only_button_and_the_ring_starts_on_it():
    """Seed 37, 52 random actions in: Edward's one move on the Hive (its button and its space)."""
    app = App(Settings(), size=(1600, 900))
    s = Session.start(GameConfig(players=("edward", "shae"), seed=37), ["human", "random"])
    s.revealed_seat = 0
    g, rng = s.game, random.Random(37)
    for _ in range(52):
        g.apply(rng.choice(g.legal_actions()))
    (only,) = g.legal_actions()
    assert only.kind == "move" and enter_action([only]) == only
    scene = SeasonScene(app, s)
    app.manager.replace(scene)
    app.frame([], 0.0)
    app.frame([TAB], DT)
    assert app.focus.current().key.startswith("panel:") and app.focus.current().default
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 890), button=1)], DT)
    assert app.focus.current() is None  # a mouse player's Enter: the same button, no ring
    app.frame([ENTER], DT)
    assert g.actions_taken[52] == only
    app.close()


def test_enter_takes_nothing_where_there_are_several_choices_and_no_payment():
    a, b = Action("move", ("x",), "Move to x"), Action("move", ("y",), "Move to y")
    assert enter_action([a, b]) is None
    assert enter_action([Action("place", ("hive",), "Place")]) is None  # placed by drag or ring
    swap = Action("club_power", (0,), "Swap")
    assert enter_action([a, swap]) == a  # the club swap is no answer to the decision (R7.2)
