"""A refused drop or click says why, at the pointer and in the hover zoom (issue 12).

Driven by synthetic mouse events only: a Calling Card dragged onto a greyed space slides back
and the note names the reason `Game.why_not` gives; a click on a hex that does not glow and on
a greyed whist card does the same; the note goes away by itself so the idle screen is idle.
"""

from __future__ import annotations

import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pytest
from test_gui_season import click, drag, make_app, move, start

from apistocracy_gui.engine import Action
from apistocracy_gui.gui.board import refusal
from apistocracy_gui.gui.scenes.whist import WhistScene


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


def test_a_refused_drop_says_why() -> None:
    app = make_app()
    session, scene = start(app)
    g = session.game
    t = scene.targets()
    refused = next(k for k in ("pm_bonus_1", "pm_bonus_2") if k in t)
    before = len(g.actions_taken)
    drag(app, t["calling"].center, t[refused].center)
    assert len(g.actions_taken) == before  # nothing happened in the game
    assert scene.refusal.active
    assert scene.refusal.text == g.why_not(Action("place", (refused,)))
    assert "Prime Minister" in scene.refusal.text
    # The note fades by itself, and then the scene stops animating.
    app.frame([], refusal.SHOW_SECONDS + 0.1)
    assert not scene.refusal.active and not scene.animating()


def test_the_hover_zoom_of_a_refused_space_says_why() -> None:
    app = make_app()
    session, scene = start(app)
    t = scene.targets()
    app.frame([move(t["pm_bonus_1"].center)], 0.01)
    spot = scene.spots.at(t["pm_bonus_1"].center)
    assert spot.key in scene.offers.refused
    assert scene.why_not(spot.key).startswith("This table opens only")


def test_a_click_on_a_dark_hex_says_why() -> None:
    app = make_app()
    session, scene = start(app)
    g = session.game
    drag(app, scene.targets()["calling"].center, scene.targets()["beehive"].center)
    assert g.pending_kind() == "HiveMove"
    t = scene.targets()
    click(app, t["l3_2"].center)
    assert g.pending_kind() == "HiveMove"
    assert "too high" in scene.refusal.text


def test_a_greyed_whist_card_says_why() -> None:
    app = make_app()
    session, _scene = start(app)
    g = session.game
    rng = random.Random(4)
    for _ in range(5000):
        if g.pending_kind() == "PlayCard" and session.is_human(g.current_player):
            legal = {a.args[0] for a in g.legal_actions()}
            if len(legal) < len(g.st.players[g.current_player].hand):
                break
        g.apply(rng.choice(g.legal_actions()))
    else:
        pytest.skip("no position with a greyed card")
    session.revealed_seat = g.current_player
    whist = WhistScene(app, session)
    whist.tricks.flights = []
    app.manager.replace(whist)
    app.frame([], 0.01)
    greyed = next((cid, rect) for cid, rect, ok in whist.table.card_rects() if not ok)
    # The visible part of the card: its left strip (later cards overlap its right side).
    pos = (greyed[1].x + 4, greyed[1].centery)
    click(app, pos)
    assert whist.refusal.active
    assert whist.refusal.text == g.why_not(Action("play", (greyed[0],)))
