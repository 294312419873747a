"""Another seat's At Home (issue 32, item 5; rulebook "At Home with Host": each player's own
mat space): its Calling Card flies onto that seat's compact mat, never onto the viewer's At
Home slot, and the mark of its last move outlines its mat, not the viewer's At Home."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from test_gui_season import make_app  # noqa: E402

from apistocracy_gui.engine import GameConfig  # noqa: E402
from apistocracy_gui.gui.scenes.season import SeasonScene  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402


def test_the_other_seat_s_at_home_card_lands_on_its_own_mat(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    app = make_app(animation="normal")
    session = Session.start(GameConfig(("edward", "tuesday"), seed=4), ["human", "random"])
    session.revealed_seat = 0
    scene = SeasonScene(app, session)
    app.manager.replace(scene)
    app.frame([], 0.01)
    g = session.game
    while g.current_player == 0:  # Edward's turn, taken as it comes
        g.apply(g.legal_actions()[0])
    home = next(a for a in g.legal_actions() if a.kind == "place" and a.args[0] == "home")
    g.apply(home)  # Tuesday goes At Home
    scene.animate()
    beat = next(b for b in scene.motion.beats if b.kind == "card_placed" and g.events[b.event].seat == 1)
    area = next(a for a, seat in zip(scene.lay.opps, scene.others(), strict=True) if seat == 1)
    landing = beat.sprites[0].path[-1]
    assert area.rect.collidepoint(landing)
    assert not scene.lay.spaces["home"].collidepoint(landing)
    assert "home" not in beat.hide and "home" not in scene.motion.held  # Edward's slot stays drawn
    assert ("home", 1) not in scene.motion.marks(0) and ("mat:1", 1) in scene.motion.marks(0)
    app.frame([], 0.01)
    assert "mat:1" in scene.spots.by_key  # the mark has a place to show
    app.close()
