"""Issue 34, item 4: the Beehive's move costs read at a glance (rulebook p.9: "Move your Player
Brooch up 1 level to a connected space or sideways 1 to 4 spaces"). The rail over each level
draws the climb and the move along as pictures, distances of one price told once; its hover
zoom says every price in a sentence."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from test_gui_season import make_app, start  # noqa: E402

from apistocracy_gui.engine.catalog import default_catalog  # noqa: E402
from apistocracy_gui.engine.names import cost as cost_text  # noqa: E402
from apistocracy_gui.gui.board import hive_costs  # noqa: E402


def test_distances_of_one_price_are_told_once():
    club, two_clubs = (1, 0, 0, 0, 0), (2, 0, 0, 0, 0)
    assert hive_costs.runs((club, club, two_clubs, two_clubs)) == [(1, 2, club), (3, 4, two_clubs)]
    assert hive_costs.runs((club,)) == [(1, 1, club)]
    assert hive_costs.runs(()) == []


@pytest.mark.parametrize("level", range(1, 7))
def test_the_zoom_says_every_price_of_the_level(level):
    cat = default_catalog()
    lv = cat.hive_levels[level]
    zoom = hive_costs.rail_zoom(cat, level)
    text = " ".join(zoom.lines)
    assert f"level {level} from the level below: {cost_text(lv.up_cost)}." in text
    for d, c in enumerate(lv.sideways_cost, 1):  # each distance is in a run that names its price
        assert any(lo <= d <= hi and f"{cost_text(c)}." in line
                   for lo, hi, cost in hive_costs.runs(lv.sideways_cost)
                   for line in zoom.lines if cost == c and "along" in line)
    pictured = hive_costs.items(lv)
    assert pictured[0] == ("enter", "", lv.up_cost)
    assert sum(1 for glyph, _l, _c in pictured if glyph == "along") == (1 if lv.sideways_cost else 0)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_hovering_a_rail_shows_its_zoom_and_the_rail_fits_the_board(size):
    app = make_app(size=size)
    _s, scene = start(app)
    cat = scene.game.cat
    for lv in cat.hive_levels[1:]:
        for text in (1.5, 1.0):  # nothing clipped at either size, at 150% text either
            scene.theme.text_scale = text
            rect = hive_costs.rail_rect(scene.lay, scene.theme, cat, lv.level)
            assert scene.lay.hive.rect.contains(rect), (lv.level, text)
        spot = scene.spots.at(rect.center)
        assert spot is not None and spot.zoom is not None
        assert spot.zoom.title == f"Level {lv.level}: what a move costs"
