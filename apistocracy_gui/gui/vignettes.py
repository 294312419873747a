"""Each Tea card's and Solo card's vignette, and the Gallery's framed art tokens (issue 34).

The scenes are SVG made by tools/vignettes.py (assets/art/vignette_<scene>.svg); which card
shows which is data in assets/art/vignettes.yaml, keyed by Tea kind and Solo card name. A
card shows its scene in an oval window with a gilt rim, sized to the room its face leaves
between the words, so a picture never covers a word or a cost. Each picture is rasterised
once per size and kept.
"""

from __future__ import annotations

from functools import lru_cache

import pygame
import yaml

from . import art
from . import theme as T

FILE = art.ART / "vignettes.yaml"
ART_KINDS = ("silhouette", "miniature", "portrait")  # the Gallery's commission order


class VignettesError(ValueError):
    """assets/art/vignettes.yaml is missing, malformed or names a scene with no picture."""


@lru_cache(maxsize=1)
def table() -> dict[str, dict[str, str]]:
    try:
        raw = yaml.safe_load(FILE.read_text(encoding="utf-8"))
        decks = {deck: {str(k): str(v) for k, v in raw[deck].items()} for deck in ("tea", "solo")}
    except (OSError, yaml.YAMLError, KeyError, AttributeError, TypeError) as exc:
        raise VignettesError(f"{FILE.name}: {exc}") from exc
    for deck, cards in decks.items():
        for card, scene in cards.items():
            if not (art.ART / f"vignette_{scene}.svg").exists():
                raise VignettesError(f"{FILE.name}: {deck}: {card}: no picture vignette_{scene}.svg "
                                     "(run tools/vignettes.py)")
    return decks


def scene(deck: str, card: str) -> str | None:
    """The scene of `card` (a Tea card's kind id, a Solo card's name), None if it has none."""
    return table()[deck].get(card)


@lru_cache(maxsize=256)
def framed(name: str, w: int, h: int) -> pygame.Surface:
    """Scene `name` cut to a w x h oval inside a gilt rim."""
    rim = max(1, min(w, h) // 14)
    surf = art.oval(w, h, T.GOLD_DARK).copy()
    surf.blit(art.oval(w - 2, h - 2, T.GOLD), (1, 1))
    inner = (max(1, w - 2 * rim), max(1, h - 2 * rim))
    surf.blit(art.cut_to_oval(art.image(f"vignette_{name}", *inner)), (rim, rim))
    return surf


def draw(surf: pygame.Surface, deck: str, card: str, rect: pygame.Rect) -> None:
    """The card's vignette in `rect` (nothing if it has none or the rect is too small)."""
    name = scene(deck, card)
    if name is not None and rect.w >= 8 and rect.h >= 6:
        surf.blit(framed(name, rect.w, rect.h), rect.topleft)


@lru_cache(maxsize=64)
def token_img(kind: int, size: int) -> pygame.Surface:
    return art.image(f"art_{ART_KINDS[kind]}", size, size)


def art_token(surf: pygame.Surface, kind: int, center: tuple[int, int], r: int) -> None:
    """A Gallery painting (0 Silhouette, 1 Miniature, 2 Portrait) as a small framed picture
    about 2r across: a round black frame, a tall gilt oval or a gilt rectangle, so the three
    are told apart by their shape as well as their colour."""
    art.blit_centered(surf, token_img(kind, max(6, round(2.3 * r))), center)
