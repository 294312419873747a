"""Issue 57, item 3: what keeps the frame that draws a new position and the frames of its
animation short, without changing a pixel: the position painted region by region equals
the position painted whole, the board under a flight made from the position (its regions
that draw what is in flight painted again) equals that board painted whole, and the halos a
new position glows with are made before it comes (when the table opens), not in its frame."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from gui_driver import hotseat_move, settle  # noqa: E402
from test_gui_season import make_app, start  # noqa: E402

from apistocracy_gui.gui.board import draw  # noqa: E402
from apistocracy_gui.gui.scenes.season import SeasonScene  # noqa: E402
from tools.bench_gui import season_session  # noqa: E402

PLAYERS = ("edward", "tuesday", "alexandria", "shae")


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


def test_the_regions_cut_the_screen_and_each_board_lies_in_one():
    """The regions painted one a frame cover the window once, and no board straddles two
    (a region paints only the boards inside it)."""
    app = make_app(size=(1280, 720))
    _session, scene = start(app, players=PLAYERS, controllers=["human"] * 4, seed=5)
    lay = scene.layout()
    regions = lay.paint_regions()
    assert sum(r.w * r.h for r in regions) == 1280 * 720
    assert not any(a.colliderect(b) for i, a in enumerate(regions) for b in regions[i + 1:])
    for area in (lay.hive, lay.assembly, lay.mat, *lay.opps):
        assert sum(r.colliderect(area.rect) for r in regions) == 1


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_position_painted_region_by_region_is_the_position_painted_whole(size):
    """Over random moves of a 4-player game, the position painted in its regions (as while a
    move's beats play) has every pixel of the position painted whole."""
    app = make_app(size=size)
    session, scene = start(app, players=PLAYERS, controllers=["human"] * 4, seed=5)
    g, rng, layers = session.game, random.Random(5), scene.layers
    for _ in range(30):
        if g.is_over or g.st.phase != "season":
            break
        g.apply(rng.choice(g.legal_actions()))
        layers.ensure()
        lay, marks, private = scene.layout(), app.settings.colorblind_marks, scene.private()
        whole = layers.paint(layers.view(lay, marks, private), None)
        regions = lay.paint_regions()
        pieces = layers.paint(layers.view(lay, marks, private), None, regions[0])
        for region in regions[1:]:
            layers.paint(layers.view(lay, marks, private), pieces, region)
        assert pygame.image.tobytes(pieces, "RGB") == pygame.image.tobytes(whole, "RGB")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_board_under_a_flight_made_from_the_position_is_that_board_painted_whole(size):
    """The frame benchmark's moves (a 4-player hotseat game, seed 7, animated as in play):
    after each move's first frame, the board under the flight (the position with only the
    regions of the boards drawing what is in flight painted again) has every pixel of that
    board painted whole, and the frames of the beats paint nothing."""
    app = make_app(size=size, animation="normal")
    session = season_session(7)
    scene = SeasonScene(app, session)
    app.manager.replace(scene)
    app.frame([], 0.0)
    rng, layers = random.Random(7), scene.layers
    compared = 0
    for _ in range(24):
        hotseat_move(scene, session, rng)
        app.frame([], 1 / 60)
        hidden = scene.motion.hidden()
        if hidden:
            lay, marks, private = scene.layout(), app.settings.colorblind_marks, scene.private()
            whole = layers.paint(layers.view(lay, marks, private, hidden), None)
            assert scene.board() is layers.flight
            assert pygame.image.tobytes(layers.flight, "RGB") == pygame.image.tobytes(whole, "RGB")
            compared += 1
        settle(app, scene)
    assert compared >= 10


def test_the_halos_of_new_positions_are_made_when_the_table_opens(monkeypatch):
    """Moves of a 4-player hotseat game, animated as in play: the others' last moves glow in
    their seat colours and the offers in gilt, and no halo of a seat's colour or of a board
    place's size (a space, a card place) is made in any frame after the table's first (each
    took 2-10 ms at 1920x1080, in the frame drawing the new position). A hot spot of a new
    size (a row of the hand grown by a card) may still have its small gilt halo made then."""
    app = make_app(size=(1920, 1080), animation="normal")
    session = season_session(7)  # the frame benchmark's game: every seat revealed, no hand-over
    scene = SeasonScene(app, session)
    app.manager.replace(scene)
    app.frame([], 0.0)
    made: list[tuple] = []
    make = draw._glow_img.fn

    def making(*halo):
        made.append(halo)
        return make(*halo)

    monkeypatch.setattr(draw._glow_img, "fn", making)
    rng, lay = random.Random(7), scene.layout()
    places = {r.size for r in (*lay.spaces.values(), *lay.card_rects.values())}
    seats = {draw.seat_color(s) for s in range(len(PLAYERS))}
    marked = 0
    for _ in range(20):
        hotseat_move(scene, session, rng)
        app.frame([], 1 / 60)
        settle(app, scene)
        marked += len(scene.motion.marks(scene.private()))
    assert marked > 0
    assert [h for h in made if h[3] in seats or h[:2] in places] == []


def test_a_hive_space_zoom_is_made_when_read_not_when_painted(monkeypatch):
    """Painting the position registers the Hive spaces' spots without making their zoom
    text (most are never hovered, and a position is painted several times); reading one
    makes the same zoom a paint used to make."""
    from apistocracy_gui.gui.board import hive

    app = make_app(size=(1280, 720))
    scene = SeasonScene(app, season_session(7))  # every seat revealed: no hand-over screen
    app.manager.replace(scene)
    app.frame([], 0.0)
    made: list[str] = []
    real = hive._space_zoom
    monkeypatch.setattr(hive, "_space_zoom", lambda v, sid, seats: made.append(sid) or real(v, sid, seats))
    layers, lay = scene.layers, scene.layout()
    view = layers.view(lay, app.settings.colorblind_marks, scene.private())
    layers.paint(view, None)
    assert made == []
    sid = next(iter(lay.hex_rects))
    zoom = view.spots.by_key[sid].zoom
    assert made == [sid] and zoom == real(view, sid, [p.seat for p in view.obs.players if p.brooch == sid])
    assert view.spots.by_key[sid].zoom is zoom and made == [sid]  # made once


def test_every_seats_mat_is_drawn_large_once_when_the_table_opens():
    """A hotseat turn passing draws the next seat's mat large: its portrait and pictures
    were made when the table opened, not in that frame."""
    from apistocracy_gui.gui import art
    from apistocracy_gui.gui.board import mat
    from apistocracy_gui.gui.board.view import BoardView, Spots

    app = make_app(size=(1920, 1080))
    scene = SeasonScene(app, season_session(7))
    app.manager.replace(scene)
    app.frame([], 0.0)
    layers, lay = scene.layers, scene.layout()
    shown = layers.view(lay, app.settings.colorblind_marks, scene.private())
    misses = art.image.cache_info().misses
    assert layers.static is not None
    scratch = layers.static.copy()
    for seat in range(len(PLAYERS)):
        mat.draw_large(scratch, BoardView(shown.game, shown.obs, shown.private, seat, lay, shown.th,
                                          shown.marks, Spots()))
    assert art.image.cache_info().misses == misses
