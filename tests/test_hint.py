"""Hints, rules in context and the payment's explanation (issue 12).

The hint is the review's best move from the player's own view (issue 56; tests/test_hint_judge.py):
across seeded playouts of every mode it is always one of `legal_actions()` and always comes with
a one-line reason. On screen
the Hint button and the H key show it (Season and whist), Options can turn hints off, and the
autosave and the score pad remember that a game was hinted. A zoom's Rules link opens the
Rules overlay at its section; the overlay's search finds words.
"""

from __future__ import annotations

import json
import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame
import pytest
from test_gui_season import click, down, make_app, move, start, up
from test_gui_season import key as key_event

from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.engine.payment import explain_cheapest
from apistocracy_gui.gui.scenes import season_marks
from apistocracy_gui.gui.scenes.options_overlay import OptionsOverlay
from apistocracy_gui.gui.scenes.rules_overlay import RulesOverlay
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene
from apistocracy_gui.gui.scenes.whist import WhistScene
from apistocracy_gui.review.hint import LEVELS, hint
from apistocracy_gui.session import Session
from apistocracy_gui.userfiles import data_dir

CONFIGS = [
    GameConfig(players=("edward", "tuesday"), seed=21),
    GameConfig(players=("alexandria", "shae", "tuesday", "edward"), seed=22),
    GameConfig(players=("tuesday",), mode="solo", seed=23),
    GameConfig(players=("shae", "edward", "alexandria"), mode="advanced", seed=24),
]


def key(app, k: int) -> None:
    app.frame([key_event(k)], 0.01)


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


@pytest.mark.slow
@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c.mode}-{len(c.players)}")
def test_the_hint_is_always_legal(config: GameConfig) -> None:
    g = Game.new(config)
    rng = random.Random(config.seed)
    asked = 0
    while not g.is_over:
        if rng.random() < 0.2:
            seat = g.current_player
            h = hint(g.view(seat), g.legal_actions(), asked, LEVELS[asked % 2])  # both levels
            assert h.action in g.legal_actions()
            assert h.why and "\n" not in h.why
            asked += 1
        g.apply(rng.choice(g.legal_actions()))
    assert asked > 10


def test_the_cheapest_payment_explains_itself() -> None:
    """p.5-6, R2: hand cards go first, the Host token and stored influence are kept."""
    g = Game.new(GameConfig(players=("edward", "tuesday"), seed=3))
    g.apply(next(a for a in g.legal_actions() if a.args == ("tea_1",)))
    top = g.st.stack[-1]
    assert g.pending_kind() == "Payment"
    text = explain_cheapest(g, top.seat, top.cost)
    assert text.startswith("Cheapest because cards in hand go to your discard pile")
    assert "Host token" in text


def _hinted(app, session, scene) -> None:
    key(app, pygame.K_h)  # searched in the background (issue 56): shown once found
    session.hinter.thinking.wait()
    app.frame([], 0.01)
    assert scene.hint_shown is not None
    assert scene.hint_shown.action in session.game.legal_actions()
    assert session.hints_used


def test_hint_in_the_season_and_its_mark() -> None:
    app = make_app()
    session, scene = start(app)
    assert scene.buttons["hint"].enabled
    _hinted(app, session, scene)
    assert season_marks.hint_rect(scene.table) is not None  # the move is highlighted on screen
    session.flush()  # written in the background
    saved = json.loads((data_dir() / "autosave.json").read_text())
    assert saved["hints_used"] is True
    resumed, _msg = Session.resume()
    assert resumed.hints_used
    # Playing the hinted move clears it.
    session.act(scene.hint_shown.action)
    scene.changed()
    assert scene.hint_shown is None
    g = session.game
    rng = random.Random(1)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    pad = ScorePadScene(app, session)
    app.manager.replace(pad)
    app.frame([], 0.01)
    assert session.hints_used


def test_hints_can_be_turned_off() -> None:
    app = make_app()
    session, scene = start(app)
    over = OptionsOverlay(app)
    app.manager.push(over)
    app.frame([], 0.01)
    hints_row = over.rows[over.ROWS.index("Hints")]
    click(app, hints_row[0].rect.center)
    assert app.settings.hints is False
    key(app, pygame.K_ESCAPE)
    app.frame([], 0.01)
    assert not scene.buttons["hint"].enabled
    key(app, pygame.K_h)
    assert scene.hint_shown is None and not session.hints_used


def test_hint_at_the_whist_table() -> None:
    app = make_app()
    session, _scene = start(app)
    g = session.game
    rng = random.Random(6)
    while not (g.pending_kind() == "PlayCard" and session.is_human(g.current_player)):
        g.apply(rng.choice(g.legal_actions()))
    session.revealed_seat = g.current_player
    whist = WhistScene(app, session)
    whist.tricks.flights = []
    app.manager.replace(whist)
    app.frame([], 0.01)
    click(app, whist.buttons["hint"].rect.center)
    session.hinter.thinking.wait()
    app.frame([], 0.01)
    assert whist.hint_shown is not None and whist.hint_shown.action in g.legal_actions()


def test_a_zoom_rules_link_opens_its_section() -> None:
    app = make_app()
    _session, scene = start(app)
    t = scene.targets()
    app.frame([move(t["gallery_1"].center)], 0.01)
    assert scene.zoom.shown is not None and scene.zoom.shown[0].rules == "The Gallery"
    pos = t["gallery_1"].center
    app.frame([down(pos, 3), up(pos, 3)], 0.01)  # the link: a right-click on the thing
    over = app.manager.top
    assert isinstance(over, RulesOverlay)
    app.frame([], 0.01)
    assert over.scroll == min(dict(over.anchors)["The Gallery"], over.max_scroll())


def test_rules_search() -> None:
    app = make_app()
    _session, _scene = start(app)
    over = RulesOverlay(app)
    app.manager.push(over)
    app.frame([], 0.01)
    for ch in "queen's ball":
        app.frame([pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch, scancode=0)], 0.01)
    assert over.query == "queen's ball" and len(over.matches) >= 2
    first = over.scroll
    key(app, pygame.K_RETURN)
    assert over.scroll != first or over.scroll == over.max_scroll()
    key(app, pygame.K_ESCAPE)  # clears the search first
    assert over.query == "" and app.manager.top is over
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is not over
