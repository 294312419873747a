"""Issue 57, item 3: the boards of the position kept between paints (scenes/season_boards.py).
A board group whose key is unchanged keeps its pixels and its hot spots; the position so
made must be, pixel for pixel and spot for spot (zooms included), the position painted
afresh, over many seeded moves of every kind of game at both sizes, and so must the board
under a flight made from it. And the keeping must happen: a move that changes one board
draws no other, and the frame passing a hotseat turn draws one of the others' mats, not
three (the rest were drawn ahead)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from gui_driver import hotseat_move, settle  # noqa: E402
from test_gui_season import make_app  # noqa: E402

from apistocracy_gui.engine import GameConfig  # noqa: E402
from apistocracy_gui.gui.board import assembly, hive, mat, mat_compact_cache  # noqa: E402
from apistocracy_gui.gui.board.mat_compact_cache import CompactMats  # noqa: E402
from apistocracy_gui.gui.scenes.season import SeasonScene  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402
from tools.bench_gui import season_session  # noqa: E402

FOUR = ("edward", "tuesday", "alexandria", "shae")
GAMES = {  # (players, mode, controllers): a hotseat table, a person against bots, solo, advanced
    "hotseat-4": (FOUR, "standard", ["human"] * 4),
    "bots-3": (FOUR[:3], "standard", ["human", "random", "random"]),
    "solo": (("shae",), "solo", ["human"]),
    "advanced-2": (FOUR[:2], "advanced", ["human", "human"]),
}


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


def spots(view) -> list[tuple]:
    return [(s.key, tuple(s.rect), s.zoom, s.hexagon) for s in view.spots.items]


def fresh(scene, hidden=frozenset()):
    """The position painted whole with nothing kept (no compact mat either), and its view."""
    layers, lay = scene.layers, scene.layout()
    view = layers.view(lay, scene.app.settings.colorblind_marks, scene.private(), hidden)
    kept, layers.compacts = layers.compacts, CompactMats()
    try:
        return layers.paint(view, None), view
    finally:
        layers.compacts = kept


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_position_made_of_kept_boards_is_the_position_painted_afresh(game, size):
    """Random moves (seeded), each followed by the frames its beats play: after each move's
    first frame the board shown (the position, or the board under the flight) and the hot
    spots are those of a paint from nothing; so is the position once the beats end."""
    players, mode, controllers = GAMES[game]
    app = make_app(size=size, animation="normal")
    session = Session.start(GameConfig(players=players, mode=mode, seed=23), controllers, autosave=False)
    g, rng = session.game, random.Random(23)
    session.revealed_seat = g.current_player  # every seat shown at once: no hand-over screen
    scene = SeasonScene(app, session)
    app.manager.replace(scene)
    app.frame([], 0.0)
    layers, compared, flights = scene.layers, 0, 0
    for _ in range(40):
        if g.is_over or g.phase != "season":
            break
        if session.is_human(g.current_player):
            scene.act(rng.choice(g.legal_actions()))
            session.end_turn()
        else:
            scene.bot_step()  # a random bot's move, animated as in play
        session.revealed_seat = g.current_player
        app.frame([], 1 / 60)
        hidden = scene.motion.hidden()
        if hidden:
            board, _view = fresh(scene, hidden)
            assert pygame.image.tobytes(scene.board(), "RGB") == pygame.image.tobytes(board, "RGB")
            flights += 1
        settle(app, scene)
        layers.ensure()
        board, view = fresh(scene)
        assert pygame.image.tobytes(layers.base, "RGB") == pygame.image.tobytes(board, "RGB")
        assert spots(scene.table) == spots(view)
        compared += 1
    assert compared >= 8 and flights >= 2


def count(monkeypatch, module, name, drawn: list[str]) -> None:
    real = getattr(module, name)
    monkeypatch.setattr(module, name,
                        lambda surf, v, *rest: drawn.append(module.__name__) or real(surf, v, *rest))


def test_a_move_draws_only_the_boards_it_changed(monkeypatch):
    """The frame benchmark's game (4 players, hotseat, every seat shown): over its moves the
    Hive and the Assembly Room are drawn only when what they show changed, and a position
    that changed nothing of theirs draws neither."""
    app = make_app(size=(1280, 720))
    session = season_session(7)
    scene = SeasonScene(app, session)
    app.manager.replace(scene)
    app.frame([], 0.0)
    drawn: list[str] = []
    for module, name in ((hive, "draw_state"), (assembly, "draw_state"), (mat, "draw_large")):
        count(monkeypatch, module, name, drawn)
    rng, layers = random.Random(7), scene.layers
    lay, marks = scene.layout(), app.settings.colorblind_marks

    def keys() -> dict[str, tuple]:  # (the view of the position last painted)
        view = layers.view(lay, marks, scene.private())
        return {m.__name__: m.state_key(view) for m in (hive, assembly, mat)}

    skipped = 0
    for _ in range(30):
        before = keys()
        hotseat_move(scene, session, rng)
        drawn.clear()
        app.frame([], 0.0)
        after = keys()
        assert sorted(drawn) == sorted(name for name in after if after[name] != before[name])
        skipped += 3 - len(drawn)
    assert skipped >= 30


def test_the_frame_passing_a_hotseat_turn_draws_one_of_the_others_mats(monkeypatch):
    """When the turn passes every compact mat changes place; those of the seats that did not
    play were drawn at their new places in the frames of the beats before, so the frame
    drawing the new position draws one mat: the one of the seat that played."""
    app = make_app(size=(1920, 1080), animation="normal")
    session = season_session(7)
    scene = SeasonScene(app, session)
    app.manager.replace(scene)
    app.frame([], 0.0)
    drawn: list[int] = []
    real = mat_compact_cache.draw_compact
    monkeypatch.setattr(mat_compact_cache, "draw_compact", lambda surf, v, area, seat, current: (
        drawn.append(seat) or real(surf, v, area, seat, current)))
    g, rng = session.game, random.Random(7)
    passes = 0
    for _ in range(30):
        played = g.current_player
        hotseat_move(scene, session, rng)
        drawn.clear()
        app.frame([], 1 / 60)
        if g.current_player != played:
            assert drawn == [played]
            passes += 1
        settle(app, scene)
    assert passes >= 5


def test_the_baize_has_the_dots_of_randrange_and_choice():
    """The baize's dots drawn from `getrandbits` (draw.baize) are those `randrange` and
    `choice` give, dot for dot, at any size."""
    from apistocracy_gui.gui import theme as T
    from apistocracy_gui.gui.board import draw

    for size in ((333, 101), (640, 360)):
        plain = pygame.Surface(size)
        plain.fill(T.BG)
        rng = random.Random(11)
        for _dot in range(size[0] * size[1] // 90):
            x, y = rng.randrange(size[0]), rng.randrange(size[1])
            d = rng.choice(draw.BAIZE_SHADES)
            plain.fill(tuple(max(0, min(255, v + d)) for v in T.BG), (x, y, 2, 1))
        assert pygame.image.tobytes(draw.baize(size), "RGB") == pygame.image.tobytes(plain, "RGB")


def test_no_ballroom_face_is_rendered_after_the_table_opens(monkeypatch):
    """The Ballroom's faces are rendered when the table opens: the frame showing a week's
    deal (six new cards) rendered them there, 1 ms each at 1920x1080."""
    from apistocracy_gui.gui.board import ballroom_cards as bc

    app = make_app(size=(1920, 1080), animation="normal")
    session = season_session(7)
    scene = SeasonScene(app, session)
    app.manager.replace(scene)
    app.frame([], 0.0)
    ballroom = {r.w for r in scene.layout().card_rects.values()}
    made: list[tuple] = []
    real = bc.face

    def face(cat, kind, cid, w, *rest):
        misses = real.cache_info().misses
        img = real(cat, kind, cid, w, *rest)
        if real.cache_info().misses != misses:  # rendered now
            made.append((kind, cid, w))
        return img

    monkeypatch.setattr(bc, "face", face)
    g, rng, weeks = session.game, random.Random(7), set()
    for _ in range(70):
        if g.is_over or g.phase != "season":
            break
        hotseat_move(scene, session, rng)
        app.frame([], 1 / 60)
        settle(app, scene)
        weeks.add(g.week)
    assert len(weeks) >= 2 and [m for m in made if m[2] in ballroom] == []


def test_frames_where_nothing_moves_render_every_face_ahead_then_nothing():
    """Idle frames draw ahead one thing a frame until every planned face is rendered (a column
    strip first shown then costs a cache hit), and then nothing more for that position."""
    from apistocracy_gui.gui.board import ballroom_cards as bc

    app = make_app(size=(1280, 720))
    session = season_session(7)
    scene = SeasonScene(app, session)
    app.manager.replace(scene)
    app.frame([], 0.0)
    layers, drawn = scene.layers, 0
    while layers.ahead(idle=True):
        drawn += 1
    assert drawn > 100 and not (layers.faces.ballroom or layers.faces.whist or layers.faces.rest)
    slot = scene.layout().column_slots["ton"][2]
    misses = bc.strip.cache_info().misses
    bc.strip(session.game.cat, "ton", 3, slot.w, slot.h, app.settings.colorblind_marks)
    assert bc.strip.cache_info().misses == misses
    assert not layers.ahead(idle=True) and not layers.ahead()
