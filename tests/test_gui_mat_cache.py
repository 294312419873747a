"""Issue 57: the others' compact mats kept between redraws of the position give the pixels
and the hot spots a fresh paint gives, redraw when what they show changes, and draw only
where their kept copy is put back."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from msgspec.structs import replace  # noqa: E402
from test_gui_season import make_app, start  # noqa: E402

from apistocracy_gui.engine import GameConfig  # noqa: E402
from apistocracy_gui.gui.board import assembly, hive, mat_compact, mat_compact_cache  # noqa: E402
from apistocracy_gui.gui.board.mat_compact_cache import region  # noqa: E402
from apistocracy_gui.gui.scenes.season import SeasonScene  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402

PLAYERS = ("edward", "tuesday", "alexandria", "shae")


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


def count_draws(monkeypatch) -> list[tuple[int, tuple[int, ...]]]:
    """The seats whose compact mats are drawn anew from now on, and where, in order."""
    drawn: list[tuple[int, tuple[int, ...]]] = []
    real = mat_compact_cache.draw_compact

    def counting(surf, v, area, seat, current):
        drawn.append((seat, tuple(area.rect)))
        real(surf, v, area, seat, current)

    monkeypatch.setattr(mat_compact_cache, "draw_compact", counting)
    return drawn


def spots(scene) -> list[tuple]:
    return [(s.key, tuple(s.rect), s.zoom, s.hexagon) for s in scene.spots.items]


@pytest.mark.slow
def test_kept_mats_paint_what_a_fresh_paint_paints_move_after_move(monkeypatch):
    """Over random moves of a 4-player hotseat game, the position painted with the kept mats
    equals the position painted with none kept, pixels and hot spots (zooms included):
    every mat whose seat's state, turn or goal changed was drawn anew. And most mats were
    not: the kept ones were used."""
    drawn = count_draws(monkeypatch)
    app = make_app(size=(1920, 1080))
    session, scene = start(app, players=PLAYERS, controllers=["human"] * 4, seed=11)
    g, rng, layers = session.game, random.Random(11), scene.layers
    painted = 0
    for _ in range(30):
        if g.is_over or g.st.phase != "season":
            break
        g.apply(rng.choice(g.legal_actions()))
        layers.ensure()
        painted += len(layers.t.others())
        kept_pixels, kept_spots = pygame.image.tobytes(layers.base, "RGB"), spots(scene)
        layers.compacts.clear()  # the same position, every mat drawn anew
        layers.key = ()
        layers.ensure()
        painted += len(layers.t.others())
        assert pygame.image.tobytes(layers.base, "RGB") == kept_pixels
        assert spots(scene) == kept_spots
    assert painted > 100 and len(drawn) < painted * 3 // 4  # the kept mats were blitted


def test_a_changed_seat_redraws_its_mat_and_the_others_are_blitted(monkeypatch):
    """A change to one seat's observed state (its Calling Cards in hand) draws that seat's mat anew and no
    other's; a redraw with nothing changed draws none."""
    drawn = count_draws(monkeypatch)
    app = make_app(size=(1920, 1080))
    session, scene = start(app, players=PLAYERS, controllers=["human"] * 4, seed=5)
    layers = scene.layers
    layers.ensure()
    other = scene.others()[1]
    view = session.game.view

    def richer(seat=None):
        obs = view(seat)
        players = list(obs.players)  # its "x n" only: nothing its zoom says
        players[other] = replace(players[other], calling=players[other].calling + 1)
        return replace(obs, players=players)

    drawn.clear()
    monkeypatch.setattr(session.game, "view", richer)
    layers.key = ()
    layers.ensure()
    assert [seat for seat, _place in drawn] == [other]
    drawn.clear()
    layers.key = ()
    layers.ensure()
    assert drawn == []  # nothing changed: every mat blitted


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_compact_mat_draws_only_in_its_region_and_nothing_drawn_before_reaches_it(size):
    """The kept copy of a mat is its `region` only: the mat must draw nowhere else, and the
    boards drawn before it (the hive, the assembly) must leave the region as the static
    boards have it, or a blit of the copy would differ from drawing it anew."""
    app = make_app(size=size)
    session, scene = start(app, players=PLAYERS, controllers=["human"] * 4, seed=7)
    layers = scene.layers
    layers.ensure()
    lay = scene.layout()
    view = layers.view(lay, app.settings.colorblind_marks, scene.private())
    before = layers.static.copy()
    with scene.theme.printed():
        hive.draw_state(before, view)
        assembly.draw_state(before, view)
    for area, seat in zip(lay.opps, scene.others(), strict=True):
        box = region(area, scene.theme)
        assert (pygame.image.tobytes(before.subsurface(box), "RGB")
                == pygame.image.tobytes(layers.static.subsurface(box), "RGB"))
        after = before.copy()
        with scene.theme.printed():
            mat_compact.draw_compact(after, view, area, seat, seat == session.game.current_player)
        kept, fresh = before.copy(), after
        kept.fill((0, 0, 0), box)
        fresh.fill((0, 0, 0), box)
        assert pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(kept, "RGB")


@pytest.mark.slow
def test_with_animations_the_board_shown_is_a_fresh_paint_and_a_mat_is_drawn_once_a_change(monkeypatch):
    """Moves made through the scene animate: the hot-spot pass (painted through an empty clip)
    draws a changed mat whole and keeps it, so the board under the flight and the bands that
    follow blit it, and the board shown once the beats end is the fresh paint's, pixel for
    pixel."""
    drawn = count_draws(monkeypatch)
    app = make_app(size=(1920, 1080), animation="normal")
    session = Session.start(GameConfig(players=PLAYERS, seed=7), ["human"] * 4, autosave=False)
    g, rng = session.game, random.Random(7)
    session.revealed_seat = g.current_player  # every seat shown at once: no hand-over screen
    scene = SeasonScene(app, session)
    app.manager.replace(scene)
    layers = scene.layers
    flights = 0
    for _ in range(12):
        if g.is_over or g.st.phase != "season":
            break
        drawn.clear()
        scene.act(rng.choice(g.legal_actions()))
        session.end_turn()
        session.revealed_seat = g.current_player
        for _ in range(400):
            if not scene.motion.active:
                break
            flights += bool(scene.motion.hidden())
            scene.dirty = True
            app.frame([], 1 / 60)
        assert len(drawn) == len(set(drawn))  # each changed mat drawn once a place, then blitted
        shown, shown_spots = pygame.image.tobytes(scene.board(), "RGB"), spots(scene)
        layers.compacts.clear()
        layers.key = ()
        layers.ensure()
        assert pygame.image.tobytes(scene.board(), "RGB") == shown and spots(scene) == shown_spots
    assert flights and app.manager.top is scene  # the moves flew, on the board
