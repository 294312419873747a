"""The illustrated edition's faces (issue 34): whist number cards carry their rank in pips,
every Tea and Solo card its vignette, the Gallery's paintings their framed tokens, and the
contact sheets show every deck."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from apistocracy_gui.engine.catalog import default_catalog  # noqa: E402
from apistocracy_gui.engine.ladycat import solo_data  # noqa: E402
from apistocracy_gui.gui import cards, vignettes  # noqa: E402
from apistocracy_gui.gui import theme as T  # noqa: E402
from apistocracy_gui.gui.board import ballroom_cards, solo  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
TOOLS = ROOT / "tools"


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((64, 64))
    yield


def tool(name: str):
    sys.path.insert(0, str(TOOLS))
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(name, module)
    spec.loader.exec_module(module)
    return module


def pips(card, width: int = 120) -> int:
    """The blobs of the suit's colour whose middle lies in the pip field (not the indices)."""
    img = cards.face(card, width)
    color = T.SUIT_COLORS[card.suit]
    mask = pygame.mask.from_threshold(img, (*color, 255), (40, 40, 40, 255))
    blobs = [m for m in mask.connected_components(minimum=12)]
    x0, x1 = 0.28 * width, 0.72 * width
    return sum(x0 <= b.centroid()[0] <= x1 for b in blobs)


def test_whist_number_cards_show_their_rank_in_pips():
    cat = default_catalog()
    for card in cat.whist:
        if card.rank <= 10:
            assert pips(card) == card.rank, f"{card.rank} of suit {card.suit}"


def test_small_whist_faces_show_one_big_pip():
    """Below PIP_MIN_W a face is the index and one pip, whatever the rank (the Parlor's row)."""
    cat = default_catalog()
    ten = next(c for c in cat.whist if c.rank == 10)
    assert pips(ten, cards.PIP_MIN_W - 14) == 1


def test_every_tea_and_solo_card_has_its_vignette():
    """Walks the rules data: each Tea kind and Solo card names a scene whose SVG exists, no
    two of a deck share one, and every scene of the table is shown by some card."""
    cat = default_catalog()
    table = vignettes.table()
    assert set(table["tea"]) == set(cat.tea_kinds)
    assert set(table["solo"]) == {c.name for c in solo_data().cards}
    for deck, shown in table.items():
        assert len(set(shown.values())) == len(shown), f"two {deck} cards share a scene"
        for scene in shown.values():
            assert (vignettes.art.ART / f"vignette_{scene}.svg").exists()
    scenes = set(tool("vignettes").table()["scenes"])
    assert scenes == set(table["tea"].values()) | set(table["solo"].values())


def test_the_vignette_is_drawn_on_each_face(monkeypatch):
    drawn: list[tuple[str, str, pygame.Rect]] = []
    real = vignettes.draw
    monkeypatch.setattr(vignettes, "draw", lambda s, d, c, r: (drawn.append((d, c, r)), real(s, d, c, r)))
    cat = default_catalog()
    for cid in range(len(cat.tea)):
        face = ballroom_cards.face.__wrapped__(cat, "tea", cid, 120)
        assert drawn[-1][:2] == ("tea", cat.tea[cid].kind) and face.get_rect().contains(drawn[-1][2])
    for card in solo_data().cards:
        face = solo.solo_face.__wrapped__(card, 84, 112, False)
        assert drawn[-1][:2] == ("solo", card.name) and face.get_rect().contains(drawn[-1][2])


def test_the_vignettes_are_what_the_tool_makes():
    """Edit tools/vignettes.py or assets/art/vignettes.yaml, not the SVGs."""
    for name, text in tool("vignettes").files().items():
        assert (vignettes.art.ART / f"{name}.svg").read_text(encoding="utf-8") == text, name


def test_the_gallery_tokens_differ_in_shape():
    """Told apart without colour: the outlines (alpha masks) of the three frames differ."""
    masks = [pygame.mask.from_surface(vignettes.token_img(k, 40), 128) for k in range(3)]
    for a in range(3):
        for b in range(a + 1, 3):
            overlap = masks[a].overlap_area(masks[b], (0, 0))
            assert overlap < 0.9 * max(masks[a].count(), masks[b].count())


def test_faces_keep_the_text_floor(monkeypatch):
    """Every Tea and Solo face at its board and zoom sizes draws no word below 12 px."""
    monkeypatch.setattr(T, "RECORD", [])
    cat = default_catalog()
    for w in (72, 96, 150, 260):
        for cid in range(len(cat.tea)):
            ballroom_cards.face.__wrapped__(cat, "tea", cid, w)
    for w, h in ((67, 90), (84, 112), (200, 266)):
        for card in solo_data().cards:
            solo.solo_face.__wrapped__(card, w, h, False)
    small = {(s, px) for what, s, px in T.RECORD if what == "text" and s.strip() and px < T.MIN_TEXT_PX}
    assert small == set()


@pytest.mark.slow
def test_the_contact_sheet_writes_one_sheet_per_deck(tmp_path):
    sheets = tool("contact_sheet").write(tmp_path)
    names = {p.name for p in sheets}
    assert names == {f"cards_{d}.png" for d in ("whist", "star", "queen", "lc", "ton", "tea", "solo",
                                                "gallery", "personas")}
    for p in sheets:
        assert pygame.image.load(str(p)).get_width() > 200
