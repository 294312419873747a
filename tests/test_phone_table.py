"""Phone seats in the window (issue 54 items 1, 2 and 4), headless, on 127.0.0.1.

The command line's game with phone seats prints one join address a line and shows the joining
screen; a phone's move is played into the Season and whist scenes like a move made away from
the screen; the shared screen never shows a phone seat's hand and never hands over to one; the
server stops listening when the game is left.
"""

from __future__ import annotations

import asyncio
import pickle
import socket

import pytest
from phone_client import joined

from apistocracy_gui.bots import MediumBot
from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.gui import hotseat
from apistocracy_gui.gui.phone_table import HOST_VARIABLE, open_table, start_game
from apistocracy_gui.gui.scenes.handover import HandoverScene
from apistocracy_gui.gui.scenes.phone_join import PhoneJoinOverlay
from apistocracy_gui.gui.scenes.quit_overlay import QuitOverlay
from apistocracy_gui.gui.scenes.season import SeasonScene
from apistocracy_gui.gui.scenes.setup import SetupScene
from apistocracy_gui.gui.scenes.title import TitleScene
from apistocracy_gui.gui.scenes.whist import WhistScene
from apistocracy_gui.session import Session


@pytest.fixture
def loopback(monkeypatch):
    monkeypatch.setenv(HOST_VARIABLE, "127.0.0.1")


def frames(app, n: int = 5) -> None:  # noqa: ANN001
    for _ in range(n):
        app.frame([], 0.05)


def listening(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


def test_the_command_lines_phone_game_joins_plays_and_stops_listening(app, loopback, capsys) -> None:  # noqa: ANN001
    app.manager.replace(TitleScene(app))
    start_game(app, [("edward", "phone"), ("tuesday", "phone"), ("shae", "medium")], 54)
    lines = capsys.readouterr().out.splitlines()
    table = app.phones
    assert table is not None and lines == [table.server.address(0), table.server.address(1)]
    assert all(line.startswith("http://127.0.0.1:") for line in lines)
    assert isinstance(app.manager.top, PhoneJoinOverlay) and app.manager.top.joining() == 0
    frames(app)
    session, g = table.session, table.session.game

    async def go() -> None:
        phone, state = await joined(table, 0)
        other, _ = await joined(table, 1)
        frames(app)
        assert app.manager.top.joining() is None  # every code is off the screen once joined
        app.manager.pop()
        scene = app.manager.top
        assert isinstance(scene, SeasonScene)
        assert g.current_player == 0 and scene.private() is None  # a phone seat's hand stays off the table
        version, expected = scene.table.version, g.legal_actions()[1]
        await phone.act(state, 1)
        for _ in range(200):
            frames(app, 1)
            if g.actions_taken:
                break
            await asyncio.sleep(0.01)
        assert g.actions_taken == [expected] and scene.table.version > version
        hotseat.undo(app, session, scene.after_undo)  # the table's Undo leaves a phone's move alone
        assert g.actions_taken == [expected] and "on their phone" in app.notice
        frames(app, 20)
        assert not any(isinstance(s, HandoverScene) for s in app.manager.stack)
        for p in (phone, other):
            await p.close()

    asyncio.run(go())
    QuitOverlay(app, session).phones()  # Menu > Phones: the joining screen again
    overlay = app.manager.top
    assert isinstance(overlay, PhoneJoinOverlay)
    code = table.seats.code(1)
    overlay.toggle(1)  # Play at the table
    assert 1 not in session.phones and overlay.status(1) == "Lady Tuesday: at the table"
    overlay.toggle(1)  # Play on a phone: a new code, shown while it is joined
    assert 1 in session.phones and table.seats.code(1) != code and overlay.joining() == 1
    frames(app)
    port = table.server.port
    assert listening(port)
    app.manager.replace(TitleScene(app))  # the game is left
    frames(app, 2)
    assert app.phones is None and not listening(port) and session.phones == {0, 1}


def whist_game(seed: int) -> Game:
    g = Game.new(GameConfig(("edward", "tuesday", "shae"), seed=seed))
    bots = [MediumBot(seed + s) for s in range(3)]
    while g.st.phase == "season":
        seat = g.current_player
        g.apply(bots[seat].choose(g.view(seat), g.legal_actions()))
    h = Game(g.config, g.cat, pickle.loads(g.snapshot()))
    h.events = list(g.events)
    return h


def test_a_phones_card_is_played_at_the_whist_table(app, loopback) -> None:  # noqa: ANN001
    session = Session.begin(whist_game(541), ["human", "human", "human"], autosave=False)
    app.go.show_game(session)
    assert open_table(app, session, [0, 1, 2])
    app.manager.pop()  # the joining screen
    frames(app)
    scene = app.manager.top
    assert isinstance(scene, WhistScene)
    table, g = app.phones, session.game
    assert table is not None and session.viewer() is None and not session.needs_handover()
    seat = g.current_player

    async def go() -> None:
        phone, state = await joined(table, seat)
        assert state["mine"] and state["hand"]
        expected = g.legal_actions()[0]
        await phone.act(state, 0)
        for _ in range(200):
            frames(app, 1)
            if g.actions_taken and g.actions_taken[-1] == expected:
                break
            await asyncio.sleep(0.01)
        assert g.actions_taken[-1] == expected
        await phone.close()

    n = len(g.actions_taken)
    asyncio.run(go())
    assert len(g.actions_taken) == n + 1
    table.take_back(seat)  # the table plays it again: its hand may be shown there now
    frames(app)
    assert seat not in session.phones


def test_phone_seats_are_for_the_window_only(capsys) -> None:  # noqa: ANN001
    from apistocracy_gui.text import main as text_main

    with pytest.raises(SystemExit) as ended:
        text_main(["--players", "edward:phone,shae:easy"])
    assert ended.value.code == 2 and "--text" in capsys.readouterr().err


def test_new_game_offers_a_hand_on_a_phone_per_seat(app, loopback) -> None:  # noqa: ANN001
    setup = SetupScene(app, seed=54)
    app.manager.replace(setup)
    setup.set_count(3)
    setup.controllers = ["human", "medium", "medium", "medium"]
    setup.cycle_controller(0)
    assert setup.controllers[0] == "phone"
    setup.start()
    table, session = app.phones, app.session
    assert table is not None and session is not None
    assert session.controllers == ["human", "medium", "medium"] and session.phones == {0}
    assert isinstance(app.manager.top, PhoneJoinOverlay) and app.manager.top.joining() == 0
    app.manager.replace(TitleScene(app))
    frames(app, 2)
    assert app.phones is None
