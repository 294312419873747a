"""Every asset loads headless and is accounted for (issue 14): each SVG rasterises, each
sound decodes on the dummy audio driver, each font opens, the generated art is what its tool
makes, and assets/CREDITS.md names the provenance of every file."""

from __future__ import annotations

import fnmatch
import importlib.util
import os
import re
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from apistocracy_gui.gui import art  # noqa: E402
from apistocracy_gui.gui.theme import ASSETS, FONT_FILES  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SVGS = sorted(p.stem for p in (ASSETS / "art").glob("*.svg"))


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((64, 64))
    yield


@pytest.mark.parametrize("name", SVGS)
def test_every_svg_rasterises_at_two_sizes(name):
    for w, h in ((24, 30), (300, 360)):
        img = art.image(name, w, h)
        assert img.get_size() == (w, h)
        alpha = pygame.mask.from_surface(img, 1).count()
        assert alpha > w * h * 0.02, f"{name} at {w}x{h} is (almost) empty"


def test_ovals_have_soft_edges_in_their_own_colour():
    """The cameos' gilt frames and the court cards' windows are drawn with `art.oval`: its
    edge pixels are part-transparent (anti-aliased, not stepped like pygame's ellipse) and
    keep the oval's colour (no dark fringe where it meets the ground); a ring is hollow, and
    `cut_to_oval` keeps a picture's middle and clears its corners."""
    gold = (212, 175, 90)
    img = art.oval(90, 108, gold)
    pixels = [img.get_at((x, y)) for x in range(90) for y in range(108)]
    partial = [c for c in pixels if 0 < c.a < 255]
    assert len(partial) > 100 and all(tuple(c)[:3] == gold for c in partial)  # round 310 px
    assert img.get_at((45, 54)) == (*gold, 255) and img.get_at((0, 0)).a == 0
    ring = art.oval(90, 108, gold, 4)
    assert ring.get_at((45, 54)).a == 0 and ring.get_at((1, 54)).a > 0
    square = pygame.Surface((40, 40), pygame.SRCALPHA)
    square.fill((10, 20, 30, 255))
    cut = art.cut_to_oval(square)
    assert cut.get_at((20, 20)) == (10, 20, 30, 255) and cut.get_at((0, 0)).a == 0


def test_every_sound_decodes_and_every_font_opens():
    pygame.mixer.init()
    for wav in sorted((ASSETS / "sounds").glob("*.wav")):
        assert pygame.mixer.Sound(str(wav)).get_length() > 0
    for file in FONT_FILES.values():
        assert pygame.font.Font(str(ASSETS / "fonts" / file), 14).size("Apistocracy")[0] > 0


def test_generated_art_is_what_the_tool_makes():
    """Edit the tool, not the files: the committed SVGs equal tools/make_art.py's output."""
    spec = importlib.util.spec_from_file_location("make_art", ROOT / "tools" / "make_art.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("make_art", module)
    spec.loader.exec_module(module)
    for name, text in module.files().items():
        assert (ASSETS / "art" / f"{name}.svg").read_text(encoding="utf-8") == text, name


def test_credits_cover_every_asset():
    credits = (ASSETS / "CREDITS.md").read_text(encoding="utf-8")
    patterns = set(re.findall(r"`([^`\s]+)`", credits))
    files = [p for p in ASSETS.rglob("*") if p.is_file() and p.parent != ASSETS]
    missing = [str(p.relative_to(ASSETS)) for p in files  # by its name, or its path in assets/
               if not any(fnmatch.fnmatch(p.name, pat)
                          or fnmatch.fnmatch(p.relative_to(ASSETS).as_posix(), pat) for pat in patterns)]
    assert missing == []


# --------------------------------------------------------------------------- card emblems
def test_every_card_has_its_own_emblem():
    """Each L&C and Ton card shows a motif of its own in its deck
    (assets/art/emblems.yaml); every name in the table is a real card, every motif a file."""
    from apistocracy_gui.engine.catalog import default_catalog
    from apistocracy_gui.gui import emblems

    cat = default_catalog()
    cards = {"ton": {c.name for c in cat.ton}, "lc": {c.name for c in cat.lc}}
    table = emblems.table()
    for deck, names in cards.items():
        chosen = getattr(table, deck)
        assert set(chosen) == names, deck
        assert len(set(chosen.values())) == len(chosen), f"two {deck} cards share an emblem"
        assert set(chosen.values()) <= emblems.motifs()


def test_every_beehive_space_shows_the_place_it_names():
    """Issue 34, item 3: "the Beehive's hexes as the places they name (a small emblem each)":
    every space of rules_data/hive.yaml has a motif of its own, and it is drawn on its hex."""
    import pygame

    from apistocracy_gui.engine.catalog import default_catalog
    from apistocracy_gui.gui import emblems

    spaces = set(default_catalog().hive)
    chosen = emblems.table().hive
    assert set(chosen) == spaces
    assert len(set(chosen.values())) == len(chosen), "two Beehive spaces share an emblem"
    assert set(chosen.values()) <= emblems.motifs()
    pygame.display.init()
    surf = pygame.Surface((80, 80), pygame.SRCALPHA)
    emblems.watermark(surf, "l4_0", (40, 40), 60, (120, 72, 30))
    alphas = {surf.get_at((x, y)).a for x in range(80) for y in range(80)}
    assert 0 < max(alphas) <= emblems.WATERMARK_ALPHA  # drawn, and faint under the name


def test_a_broken_emblem_table_names_the_file_and_field(tmp_path, monkeypatch):
    from apistocracy_gui.gui import emblems

    bad = tmp_path / "emblems.yaml"
    bad.write_text("ton: {Lady Jersey: unicorn}\nlc: {}\n", encoding="utf-8")
    monkeypatch.setattr(emblems, "FILE", bad)
    emblems.table.cache_clear()
    with pytest.raises(emblems.EmblemsError, match=r"emblems.yaml: ton: Lady Jersey: no motif 'unicorn'"):
        emblems.table()
    bad.write_text("ton: {}\n", encoding="utf-8")
    emblems.table.cache_clear()
    with pytest.raises(emblems.EmblemsError, match=r"emblems.yaml: .*lc"):
        emblems.table()
    emblems.table.cache_clear()
