"""Contact sheets of every card face, token and portrait, one PNG per deck (issue 34).

    python tools/screenshot.py --cards DIR

For a designer to look at the art side by side: each sheet lays a deck's faces out in a grid
on the room's baize, each labelled with its name, at the size of a face in the hover zoom
(the Gallery's tokens and the portraits larger, as they are small on the boards). The faces
are drawn by the game's own functions, so a sheet shows exactly what a player sees.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path

import pygame

from apistocracy_gui.engine.advanced import advanced_data
from apistocracy_gui.engine.catalog import default_catalog
from apistocracy_gui.engine.ladycat import solo_data
from apistocracy_gui.engine.names import whist as whist_name
from apistocracy_gui.gui import art, cards, personas, theme
from apistocracy_gui.gui.board import ballroom_cards as bc
from apistocracy_gui.gui.board import solo
from apistocracy_gui.gui.vignettes import ART_KINDS, token_img

Face = tuple[str, Callable[[], pygame.Surface]]
COLUMNS, GAP, LABEL = 8, 14, 14
CHARACTERS = ("edward", "shae", "tuesday", "alexandria", "ladycat")


def decks() -> dict[str, Sequence[Face]]:
    """Every deck's faces, each a label and a function that draws it."""
    cat = default_catalog()
    w = 150

    def whist(group: str) -> list[Face]:
        return [(whist_name(cat, c.id), partial(cards.face, c, w)) for c in cat.whist
                if (c.group == group) or (group == "number" and c.group in ("regular", "starting"))]

    def ballroom(kind: str, items: Sequence) -> list[Face]:
        return [(c.name, partial(bc.face, cat, kind, i, 200)) for i, c in enumerate(items)]

    tea = [(cat.tea_kinds[c.kind].name, partial(bc.face, cat, "tea", i, 200))
           for i, c in enumerate(cat.tea)]
    tea += [(f"mini: {cat.tea_kinds[c.kind].name}", partial(bc.tea_mini, cat, i, 60))
            for i, c in enumerate(cat.tea) if i % 2 == 0]
    return {
        "whist": whist("number"), "star": whist("star"), "queen": whist("queen"),
        "lc": ballroom("lc", cat.lc), "ton": ballroom("ton", cat.ton), "tea": tea,
        "solo": [(c.name, partial(solo.solo_face, c, 180, 240, False)) for c in solo_data().cards],
        "gallery": [(k.capitalize(), partial(token_img, i, 120)) for i, k in enumerate(ART_KINDS)]
        + [(f"{k} at board size", partial(token_img, i, 28)) for i, k in enumerate(ART_KINDS)],
        "personas": [(name, partial(art.image, f"cameo_{name}", 150, 180)) for name in CHARACTERS]
        + [(p.name, partial(personas.cameo, p.id, 150, 180)) for p in advanced_data().personas],
    }


def sheet(title: str, faces: Sequence[Face]) -> pygame.Surface:
    """One deck's faces in a labelled grid."""
    imgs = [(label, draw()) for label, draw in faces]
    cw = max(img.get_width() for _l, img in imgs) + GAP
    ch = max(img.get_height() for _l, img in imgs) + GAP + 2 * LABEL + 4
    cols = min(COLUMNS, len(imgs))
    rows = (len(imgs) + cols - 1) // cols
    surf = pygame.Surface((cols * cw + GAP, rows * ch + 44))
    surf.fill(theme.BG)
    head = theme.text(f"{title} \u00b7 {len(imgs)} faces", "serif-bold", 22, theme.GOLD)
    surf.blit(head, (GAP, 10))
    for k, (label, img) in enumerate(imgs):
        x, y = GAP + (k % cols) * cw, 44 + (k // cols) * ch
        surf.blit(img, (x, y))
        lines = theme.wrap(label, "sans-cond", 13, cw - GAP)[:2]
        for n, line in enumerate(lines):
            img_label = theme.text(line, "sans-cond", 13, theme.PARCHMENT)
            surf.blit(img_label, (x, y + img.get_height() + 3 + n * LABEL))
    return surf


def write(out: Path) -> list[Path]:
    """Every sheet as out/cards_<deck>.png; returns the files written."""
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, faces in decks().items():
        path = out / f"cards_{name}.png"
        pygame.image.save(sheet(name.capitalize() if name not in ("lc",) else "L&C", faces), str(path))
        written.append(path)
    return written
