"""A mixed game's table person is hidden from the phone players like a hotseat player (issue 54
item 4): the phone seats' players sit at the table and see its screen, so while a phone seat
decides no hand is face-up there, and when the turn comes back to the table's person the
hand-over screen asks for them before their hand shows. Between phone seats there is no
hand-over, and a person playing alone against computers is never asked to take the computer.
"""

from __future__ import annotations

import pytest

from apistocracy_gui.engine import GameConfig
from apistocracy_gui.gui.phone_table import HOST_VARIABLE, start_game
from apistocracy_gui.gui.scenes.handover import HandoverScene
from apistocracy_gui.gui.scenes.phone_join import PhoneJoinOverlay
from apistocracy_gui.gui.scenes.season import SeasonScene
from apistocracy_gui.gui.scenes.title import TitleScene
from apistocracy_gui.session import Session


def play_until(session: Session, done) -> None:  # noqa: ANN001
    """Moves for whoever is on turn (a Calling Card on the last space offered, else the first
    choice), through `Session.act` as the table, a bot or a phone plays them, until `done()`."""
    g = session.game
    for _ in range(400):
        if done():
            return
        assert g.st.phase == "season"
        session.act(g.legal_actions()[-1] if g.pending_kind() == "PlaceCard" else g.legal_actions()[0])
    raise AssertionError("never reached")


def test_the_table_person_is_handed_the_computer_back_after_a_phone_seat() -> None:
    session = Session.start(GameConfig(("edward", "tuesday", "shae"), seed=54),
                            ["human", "human", "medium"], autosave=False)
    session.phones = {1}
    g = session.game
    session.revealed_seat = 0  # Lord Edward took the computer
    assert not session.needs_handover()
    play_until(session, lambda: g.current_player == 1)
    assert session.revealed_seat is None  # the phone's player watches the screen now
    play_until(session, lambda: g.current_player == 0)
    assert session.needs_handover() and session.viewer() == 0


def test_alone_against_computers_nobody_is_asked_to_take_the_computer() -> None:
    session = Session.start(GameConfig(("edward", "tuesday"), seed=54), ["human", "medium"], autosave=False)
    g = session.game
    play_until(session, lambda: g.current_player == 1)
    play_until(session, lambda: g.current_player == 0)
    assert not session.needs_handover() and session.viewer() == 0


@pytest.fixture
def loopback(monkeypatch):
    monkeypatch.setenv(HOST_VARIABLE, "127.0.0.1")


def mixed_game(app) -> tuple[SeasonScene, Session]:  # noqa: ANN001
    """Lord Edward at the computer, Lady Tuesday on her phone, Shae a computer; Edward has
    taken the computer (the game's first hand-over, as at a hotseat table)."""
    app.manager.replace(TitleScene(app))
    start_game(app, [("edward", "human"), ("tuesday", "phone"), ("shae", "medium")], 54)
    session = app.session
    assert session is not None and session.phones == {1}
    assert isinstance(app.manager.top, PhoneJoinOverlay)
    app.manager.pop()
    app.frame([], 0.05)
    if isinstance(app.manager.top, HandoverScene):
        app.manager.top.reveal()
    app.frame([], 0.05)
    scene = app.manager.top
    assert isinstance(scene, SeasonScene) and session.game.current_player == 0
    return scene, session


def settle(app) -> None:  # noqa: ANN001
    for _ in range(3):
        app.frame([], 0.05)


def test_in_a_mixed_game_no_hand_is_face_up_while_the_phone_seat_decides(app, loopback) -> None:  # noqa: ANN001
    scene, session = mixed_game(app)
    g = session.game
    assert scene.private() == 0
    scene.layers.ensure()  # what the board paints now
    assert scene.layers.obs.players[0].hand is not None  # his own turn: his hand is face-up
    for kind in ("PlaceCard", "Payment"):  # a board decision, and one with its hidden cards
        play_until(session, lambda kind=kind: g.current_player == 1 and g.pending_kind() == kind)
        settle(app)
        assert app.manager.top is scene  # no hand-over to a phone seat
        assert scene.private() is None
        scene.layers.ensure()
        assert all(p.hand is None for p in scene.layers.obs.players)  # every hand face-down


def test_in_a_mixed_game_the_table_person_is_asked_for_after_the_phone_seats_move(app, loopback) -> None:  # noqa: ANN001
    scene, session = mixed_game(app)
    g = session.game
    play_until(session, lambda: g.current_player == 1)
    play_until(session, lambda: g.current_player == 0)
    settle(app)
    cover = app.manager.top
    assert isinstance(cover, HandoverScene) and cover.seat == 0
    assert cover.back is None  # the phone's move is taken back on the phone only
    assert scene.private() is None
    cover.reveal()
    app.frame([], 0.05)
    assert app.manager.top is scene and scene.private() == 0
