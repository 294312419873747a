"""A resumed game that had hands on phones (issue 54): the save keeps which human seats were
on phones, and Continue (or Saved games) opens the joining screen for them again, where each
can be put back on a phone or played at the table. Saves from before keep loading, their
seats at the table.
"""

from __future__ import annotations

import json

import msgspec
import pytest

from apistocracy_gui import savegame, userfiles
from apistocracy_gui.engine import Game, GameConfig, SaveError
from apistocracy_gui.gui.phone_table import HOST_VARIABLE, start_game
from apistocracy_gui.gui.scenes.phone_join import PhoneJoinOverlay
from apistocracy_gui.gui.scenes.season import SeasonScene
from apistocracy_gui.gui.scenes.title import TitleScene
from apistocracy_gui.session import Session


@pytest.fixture
def loopback(monkeypatch):
    monkeypatch.setenv(HOST_VARIABLE, "127.0.0.1")


def left_with_phones(app) -> Session:  # noqa: ANN001
    """A game begun with seats 0 and 2 on phones, one move made, then left for the title."""
    app.manager.replace(TitleScene(app))
    start_game(app, [("edward", "phone"), ("shae", "medium"), ("tuesday", "phone")], 54)
    session = app.session
    assert session is not None and session.phones == {0, 2}
    session.act(session.game.legal_actions()[0])
    assert session.flush()
    app.manager.replace(TitleScene(app))
    app.frame([], 0.05)
    assert app.phones is None
    return session


def test_continue_offers_the_phone_seats_to_phones_again(app, loopback) -> None:  # noqa: ANN001
    left = left_with_phones(app)
    saved = json.loads((userfiles.data_dir() / left.slot).read_bytes())
    assert saved["phones"] == [0, 2] and saved["controllers"] == ["human", "medium", "human"]
    session, message = Session.resume(left.slot)
    assert session is not None, message
    assert session.phones == set()  # nothing waits on a phone before the window offers it one
    app.go.show_game(session)
    table = app.phones
    assert table is not None and table.session is session and table.seats.seats == [0, 2]
    assert session.phones == {0, 2} and session.resumed_phones == []
    top = app.manager.top
    assert isinstance(top, PhoneJoinOverlay) and top.joining() == 0
    table.take_back(2)  # a player who left their phone at home plays at the table
    assert session.phones == {0}
    app.manager.replace(TitleScene(app))
    app.frame([], 0.05)
    assert app.phones is None


def test_a_save_from_before_phones_were_saved_resumes_at_the_table(app, loopback) -> None:  # noqa: ANN001
    left = left_with_phones(app)
    file = (userfiles.data_dir() / left.slot)
    saved = json.loads(file.read_bytes())
    del saved["phones"]
    file.write_text(json.dumps(saved))
    session, message = Session.resume(left.slot)
    assert session is not None, message
    app.go.show_game(session)
    assert app.phones is None and session.phones == set()
    assert isinstance(app.manager.top, SeasonScene)


def test_a_saved_phone_seat_must_be_a_human_seat() -> None:
    g = Game.new(GameConfig(("edward", "shae", "tuesday"), seed=54))
    good = savegame.to_data(g, ["human", "medium", "human"], phones=[2, 0])
    assert good.phones == [0, 2]
    assert savegame.restore(msgspec.json.decode(msgspec.json.encode(good), type=savegame.SavedGame))
    for phones in ([1], [3], [-1]):
        bad = msgspec.structs.replace(good, phones=phones)
        with pytest.raises(SaveError, match="phones"):
            savegame.restore(bad)
