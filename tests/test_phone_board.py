"""A phone seat's decisions on the boards may be made at the table too (issue 54 item 3):
where to place a Calling Card is chosen on the table's screen or on the phone, the phone is
sent the move like any other; decisions that show the seat's hidden cards (a payment) stay
on the phone, and the table's screen never shows that seat's hand nor its Hint.
"""

from __future__ import annotations

import asyncio

import pygame
import pytest
from phone_client import joined

from apistocracy_gui.engine import names
from apistocracy_gui.gui.phone_table import HOST_VARIABLE, start_game
from apistocracy_gui.gui.scenes.phone_join import PhoneJoinOverlay
from apistocracy_gui.gui.scenes.season import SeasonScene
from apistocracy_gui.gui.scenes.title import TitleScene
from apistocracy_gui.phone_seats import BOARD_DECISIONS


@pytest.fixture
def loopback(monkeypatch):
    monkeypatch.setenv(HOST_VARIABLE, "127.0.0.1")


def point(app, pos: tuple[int, int]) -> None:  # noqa: ANN001
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 0.01)
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.01)


def test_the_table_places_a_phone_seats_calling_card_and_the_phone_is_told(app, loopback) -> None:  # noqa: ANN001
    app.manager.replace(TitleScene(app))
    start_game(app, [("edward", "phone"), ("tuesday", "phone"), ("shae", "medium")], 54)
    table, session = app.phones, app.session
    assert table is not None and session is not None
    assert isinstance(app.manager.top, PhoneJoinOverlay)
    app.manager.pop()
    app.frame([], 0.05)
    scene, g = app.manager.top, session.game
    assert isinstance(scene, SeasonScene)
    assert g.current_player == 0 and g.pending_kind() == "PlaceCard"
    assert scene.human_turn() and scene.private() is None  # decided here, its hand off the screen
    assert not scene.hints_on()  # the Hint would read the phone seat's hand
    assert session.waiting_note() == f"{g.name(0)} decides on their phone, or here."
    hand = [names.whist(g.cat, c) for c in g.st.players[0].hand]
    panel_text = " ".join(item.text for item in scene.panel.items)
    assert hand and not any(card in panel_text for card in hand)
    assert [t.key for t in scene.focus_targets()][0] == "spot:calling"  # the stack may be taken

    async def go() -> None:
        phone, state = await joined(table, 0)
        assert state["mine"] and state["actions"]
        point(app, scene.focus_targets()[0].point)  # the table takes the Calling Card...
        space = next(t for t in scene.focus_targets() if t.key.startswith("spot:"))
        action = scene.offers.place_map[space.key.removeprefix("spot:")]
        point(app, space.point)  # ... and places it
        assert g.actions_taken == [action]
        moved = await phone.hear("state", v=state["v"] + 1)
        assert moved["v"] > state["v"]
        await phone.close()

    asyncio.run(go())


def test_a_phone_seats_payment_stays_on_its_phone(app, loopback) -> None:  # noqa: ANN001
    app.manager.replace(TitleScene(app))
    start_game(app, [("edward", "phone"), ("tuesday", "phone"), ("shae", "medium")], 54)
    session = app.session
    assert session is not None
    app.manager.pop()
    g, kinds = session.game, set()
    while not (g.current_player in session.phones and g.pending_kind() == "Payment"):
        kinds.add(g.pending_kind())
        session.act(g.legal_actions()[-1] if g.pending_kind() == "PlaceCard" else g.legal_actions()[0])
        assert g.st.phase == "season"
    app.frame([], 0.05)
    scene = app.manager.top
    assert isinstance(scene, SeasonScene) and "Payment" not in BOARD_DECISIONS
    assert not scene.human_turn() and scene.click_legal() == [] and scene.private() is None
    assert session.waiting_note().endswith("decides on their phone.")


def test_in_a_mixed_game_the_table_shows_the_phone_seats_mat_face_down_while_it_decides(
        app, loopback) -> None:  # noqa: ANN001
    """With a person at the table too, the screen turns to the phone seat's mat (its hand face
    down) while the table may place its Calling Card: nobody's hand is face-up, and the stack
    clicked is the deciding seat's."""
    app.manager.replace(TitleScene(app))
    start_game(app, [("edward", "phone"), ("tuesday", "human"), ("shae", "medium")], 54)
    session = app.session
    assert session is not None and session.viewer() == 1
    app.manager.pop()
    app.frame([], 0.05)
    scene = app.manager.top
    assert isinstance(scene, SeasonScene) and session.game.current_player == 0
    assert scene.human_turn() and scene.me() == 0 and scene.private() is None
