"""A portrait for every person on a card (issue 34, item 1): each person the rules data names
has a description in rules_data/portraits.yaml and an SVG made from it by tools/portraits.py;
the committed SVGs are what the tool writes; no two are the same drawing; a broken description
is refused naming the file and the field; and a card's face shows its portrait."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from apistocracy_gui.engine.catalog import DEFAULT_DIR, RulesDataError, default_catalog  # noqa: E402
from apistocracy_gui.engine.ladycat import solo_data  # noqa: E402
from apistocracy_gui.gui import portrait_data, portraits  # noqa: E402
from apistocracy_gui.gui.board import ballroom_cards as bc  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
NOT_PEOPLE = {"Lady Blessington's Salon"}  # a salon, shown by its emblem


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((64, 64))
    yield


def tool():
    spec = importlib.util.spec_from_file_location("portraits_tool", ROOT / "tools" / "portraits.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(ROOT / "tools"))
    spec.loader.exec_module(module)
    return module


def people() -> set[str]:
    """Every person a card names: Ton and L&C cards, the whist courts, the Bonus Personas."""
    import yaml

    cat = default_catalog()
    names = {c.name for c in (*cat.ton, *cat.lc)} - NOT_PEOPLE
    whist = yaml.safe_load((DEFAULT_DIR / "whist.yaml").read_text(encoding="utf-8"))
    personas = yaml.safe_load((DEFAULT_DIR / "personas.yaml").read_text(encoding="utf-8"))
    return names | set(whist["rank_names"].values()) | {p["name"] for p in personas["personas"]}


def test_every_person_on_a_card_has_a_description_and_a_portrait():
    sitters = portrait_data.load()
    described = {s.name for s in sitters.values()}
    assert people() <= described, sorted(people() - described)
    assert described <= people(), sorted(described - people())  # no one who is on no card
    for s in sitters.values():
        assert portraits.has(s.name), s.name
    assert {c.name for c in solo_data().cards}.isdisjoint(described)  # Lady Cat's cards name no one


@pytest.mark.slow
def test_the_committed_svgs_are_what_the_tool_writes():
    """Edit the yaml and run the tool, not the files: regenerating writes the same bytes."""
    made = tool().files()
    on_disk = {p.stem for p in portraits.DIR.glob("*.svg")}
    assert on_disk == set(made)
    for pid, text in made.items():
        assert (portraits.DIR / f"{pid}.svg").read_text(encoding="utf-8") == text, pid
    assert tool().files() == made  # and again: nothing depends on the run


def test_no_two_portraits_are_the_same_drawing():
    """Different path data, and at 64 px wide every pair of silhouettes differs in more than 3 %
    of their inked pixels (about 60 pixels: a nose, a hat, a turn of the head)."""
    shapes = {p.stem: tuple(re.findall(r' d="([^"]+)"', p.read_text(encoding="utf-8")))
              for p in portraits.DIR.glob("*.svg")}
    assert len(set(shapes.values())) == len(shapes)
    w, h = 64, 77
    masks = {pid: pygame.mask.from_threshold(pygame.image.load_sized_svg(
        str(portraits.DIR / f"{pid}.svg"), (w, h)), (40, 30, 40), (70, 70, 70, 255)) for pid in shapes}
    ids = sorted(masks)
    worst = (1.0, "", "")
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            both = masks[a].overlap_area(masks[b], (0, 0))
            union = masks[a].count() + masks[b].count() - both
            xor = union - both
            worst = min(worst, (xor / max(1, union), a, b))
    assert worst[0] > 0.03, f"{worst[1]} and {worst[2]} are nearly the same drawing ({worst[0]:.1%})"


def test_a_bad_description_names_the_file_the_person_and_the_field(tmp_path):
    shutil.copy(DEFAULT_DIR / "portraits.yaml", tmp_path / "portraits.yaml")
    path = tmp_path / "portraits.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("nose: aquiline, nose_length: 1.55", "nose: hooked, nose_length: 1.55"),
                    encoding="utf-8")
    with pytest.raises(RulesDataError, match=r"portraits.yaml: portraits.duke_of_wellington.nose "
                                             r"\('The Duke of Wellington'\): 'hooked' is not one of"):
        portrait_data.load(tmp_path)
    path.write_text(text.replace("lord_eldon: {name:", "lord_eldon: {hat: none, name:"), encoding="utf-8")
    with pytest.raises(RulesDataError, match=r"portraits.yaml: portraits.lord_eldon .*unknown field 'hat'"):
        portrait_data.load(tmp_path)
    path.write_text(text.replace("nose_length: 1.55", "nose_length: 3"), encoding="utf-8")
    with pytest.raises(RulesDataError, match=r"duke_of_wellington.nose_length .*must be 0.6-1.6, got 3"):
        portrait_data.load(tmp_path)
    path.write_text(text.replace("mr_fox: {", "charles_fox: {"), encoding="utf-8")
    with pytest.raises(RulesDataError, match=r"portraits.charles_fox.name .*the id must be 'mr_fox'"):
        portrait_data.load(tmp_path)


def test_portraits_are_not_rules():
    """Tuning a portrait must not make every saved game unloadable: the digest leaves it out."""
    from apistocracy_gui.engine.catalog import load_catalog

    copy = Path(shutil.copytree(DEFAULT_DIR, Path(os.environ.get("TMPDIR", "/tmp")) / f"rd-{os.getpid()}",
                                dirs_exist_ok=True))
    try:
        before = load_catalog(copy).digest
        (copy / "portraits.yaml").write_text("portraits: {}\n", encoding="utf-8")
        assert load_catalog(copy).digest == before
    finally:
        shutil.rmtree(copy)


def _inked(face: pygame.Surface) -> int:
    """Dark pixels where the portrait (or else the emblem) sits: the middle of the face, or on
    a small face, whose 12 px "+1" stands beside the gain, between the crest and the middle."""
    w, h = face.get_size()
    return sum(1 for x in range(int(w * 0.25), int(w * 0.6)) for y in range(h // 5, h * 3 // 4)
               if sum(face.get_at((x, y))[:3]) < 200)


@pytest.mark.parametrize("w", [92, 150])
def test_the_card_face_shows_the_portrait(w, monkeypatch):
    """Each person's card face is inked where its sitter is (a silhouette, not plain paper),
    clearly more than on the same face drawn with only its emblem."""
    cat = default_catalog()
    cards = [(kind, cid, c) for kind, deck in (("lc", cat.lc), ("ton", cat.ton))
             for cid, c in enumerate(deck)]
    inked = {(kind, cid): _inked(bc.face(cat, kind, cid, w)) for kind, cid, _ in cards}
    bc.face.cache_clear()
    monkeypatch.setattr(portraits, "has", lambda name: False)
    try:
        for kind, cid, c in cards:
            if c.name not in NOT_PEOPLE:
                plain = _inked(bc.face(cat, kind, cid, w))
                # 0.35 w: at 92 px a three-line Ton card's sitter is about 26 px tall beside the
                # 12 px "+1" (issue 52), and Landseer's emblem, a framed painting, is dark too.
                assert inked[kind, cid] - plain > w * 0.35, f"{c.name}: no portrait at {w} px"
    finally:
        bc.face.cache_clear()
