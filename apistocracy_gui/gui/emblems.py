"""Each card's own emblem: which motif of the studio's vocabulary its face shows.

The motifs are SVG pictures made by tools/make_art.py (assets/art/motif_<name>.svg); which card
shows which is data, in assets/art/emblems.yaml, keyed by deck and card name (Tea and Solo
cards show a vignette instead, gui/vignettes.py), and the Beehive's spaces by id: a space's
motif is the place it names, printed faintly under its name (`watermark`). The table is read
on the first card drawn, checked against its schema and the motifs that exist, and kept; a
broken table is an error naming the file and the field.
"""

from __future__ import annotations

from functools import lru_cache

import msgspec
import pygame
import yaml

from . import art
from . import theme as T
from .board.draw import disc

FILE = art.ART / "emblems.yaml"
DECKS = ("ton", "lc", "hive")


class EmblemsError(ValueError):
    """assets/art/emblems.yaml is missing, malformed or names a motif that does not exist."""


class Emblems(msgspec.Struct, forbid_unknown_fields=True):
    ton: dict[str, str]
    lc: dict[str, str]
    hive: dict[str, str] = {}  # the Beehive's spaces, by id


def motifs() -> set[str]:
    return {p.stem.removeprefix("motif_") for p in art.ART.glob("motif_*.svg")}


@lru_cache(maxsize=1)
def table() -> Emblems:
    try:
        raw = yaml.safe_load(FILE.read_text(encoding="utf-8"))
        emblems = msgspec.convert(raw, Emblems)
    except (OSError, yaml.YAMLError, msgspec.ValidationError) as exc:
        raise EmblemsError(f"{FILE.name}: {exc}") from exc
    known = motifs()
    for deck in DECKS:
        for card, motif in getattr(emblems, deck).items():
            if motif not in known:
                raise EmblemsError(f"{FILE.name}: {deck}: {card}: no motif {motif!r} "
                                   f"(tools/make_art.py makes {', '.join(sorted(known))})")
    return emblems


def motif(deck: str, card: str) -> str | None:
    """The motif of `card` (its name) in `deck`, None if it has none."""
    return getattr(table(), deck).get(card)


def medallion(surf: pygame.Surface, deck: str, card: str, center: tuple[int, int], r: int,
              color: tuple[int, int, int]) -> None:
    """The card's emblem: its motif in `color` on an ivory disc with a gilt rim."""
    name = motif(deck, card)
    if name is None or r < 4:
        return
    disc(surf, T.GOLD, center, r)
    disc(surf, T.IVORY, center, r - max(1, r // 7))
    size = max(4, round(r * 1.45))
    art.blit_centered(surf, art.tinted(f"motif_{name}", size, size, color), center)


WATERMARK_ALPHA = 70  # of 255: the name printed over it keeps its contrast


@lru_cache(maxsize=64)
def _faint(name: str, size: int, color: tuple[int, int, int]) -> pygame.Surface:
    img = art.tinted(f"motif_{name}", size, size, color).copy()
    img.fill((255, 255, 255, WATERMARK_ALPHA), special_flags=pygame.BLEND_RGBA_MULT)
    return img


def watermark(surf: pygame.Surface, space: str, center: tuple[int, int], size: int,
              color: tuple[int, int, int]) -> None:
    """The Beehive space's emblem, `size` pixels square and faint, for its name to sit on."""
    name = table().hive.get(space)
    if name is not None and size >= 8:
        art.blit_centered(surf, _faint(name, size, color), center)
