"""The Advanced Gameplay Mode's tokens (rulebook p.22), drawn in code for the mats and the draft.

A Goal token is a gilt-edged square, a Host Bonus token a rosette and a VP token a hexagon
(the rulebook's VP symbol), so the three never look alike even without their labels. The
token texts shared by the mat zooms and the draft sheet are built here from
`advanced_data()`; nothing here decides who may take a token.
"""

from __future__ import annotations

import math

import pygame

from ...engine.advanced import BonusToken, GoalToken, goal_text
from ...i18n import N_, _, data
from .. import theme as T
from ..widgets import suit_icon
from .describe import suit_word
from .draw import disc, hex_points, lettered, polygon

# The short word printed on a token, in the language of the moment ("L&C" and "Ton" are the
# game's own words in each).
LABELS = {"art": N_("Art"), "ton": "Ton", "lc": "L&C", "tea": N_("Tea"), "hive": N_("Hive")}
GOAL_FILL = (38, 62, 110)
BONUS_FILL = (112, 52, 96)
ACHIEVE_TEXT = N_("On reaching the goal the Host token turns to side B; then choose a Host Bonus "
                   "token still available and take the next VP token (-2, 0, +2, +4 in order of "
                   "choosing), scored at the end.")
ACHIEVE_SHORT = N_("Then: the Host token to side B, a Host Bonus token of your choice and the next "
                   "VP token (-2, 0, +2, +4).")  # where the whole rule has no room; zooms have it


def label(token_id: str) -> str:
    """The short word printed on a token (its id's family: Art, Ton, L&C, Tea, Hive)."""
    return _(LABELS[token_id]) if token_id in LABELS else token_id[:4].title()


def sentence(s: str) -> str:
    return s[:1].upper() + s[1:] + "."


def vp_text(vp: int) -> str:
    """A VP token's value as printed: -2, 0, +2, +4."""
    return f"{vp:+d}" if vp else "0"


def _lettered(text: str, r: int, color: T.Color = T.IVORY) -> tuple[pygame.Surface, int]:
    """A chip's label as text of 12 px or more, and the chip's radius grown to hold it: the
    Advanced chips were lettered at 7-8 px at 1280x720 (issue 52)."""
    return lettered(text, "sans-bold", int(r * (0.8 if len(text) < 4 else 0.62)), color, r, max(2, r // 4))


def goal_chip(surf: pygame.Surface, center: tuple[int, int], r: int, token_id: str) -> None:
    """A Goal token: a rounded gilt-edged square with its short name."""
    img, r = _lettered(label(token_id), r)
    rect = pygame.Rect(0, 0, 2 * r, 2 * r)
    rect.center = center
    rad = max(2, r // 3)
    pygame.draw.rect(surf, T.GOLD, rect, border_radius=rad)
    pygame.draw.rect(surf, GOAL_FILL, rect.inflate(-max(2, r // 4), -max(2, r // 4)), border_radius=rad)
    surf.blit(img, img.get_rect(center=center))


def bonus_chip(surf: pygame.Surface, center: tuple[int, int], r: int, token_id: str) -> None:
    """A Host Bonus token: a gilt rosette with its short name."""
    img, inner = _lettered(label(token_id), int(r * 0.9))
    r = max(r, round(inner / 0.9))
    x, y = center
    for k in range(12):
        a = k * math.pi / 6
        disc(surf, T.GOLD, (x + math.cos(a) * r * 0.8, y + math.sin(a) * r * 0.8), max(1, r // 4))
    disc(surf, T.GOLD, center, int(r * 0.86))
    disc(surf, BONUS_FILL, center, int(r * 0.74))
    surf.blit(img, img.get_rect(center=center))


def vp_chip(surf: pygame.Surface, center: tuple[int, int], r: int, vp: int) -> None:
    """A VP token: a gilt hexagon with its value."""
    img, r = _lettered(vp_text(vp), r, T.INK)
    polygon(surf, T.GOLD_DARK, hex_points(center, 2 * r, 1.76 * r))
    polygon(surf, T.GOLD, hex_points(center, 2 * r - max(2, r // 3), 1.76 * r - max(2, r // 3)))
    surf.blit(img, img.get_rect(center=center))


def host_pair(surf: pygame.Surface, th: T.Theme, pos: tuple[int, int], token: GoalToken, size: float,
              marks: bool, color: T.Color = T.IVORY) -> int:
    """The Host token's two sides as "A (suit) B (suit)" from `pos` (midleft); returns the width."""
    x, y = pos
    r = th.px(size * 0.5)
    rim = r + max(1, r // 3)
    for side, suit in (("A", token.host_a), ("B", token.host_b)):
        img = th.text(side, size, color, "sans-bold")
        surf.blit(img, img.get_rect(midleft=(x, y)))
        x += img.get_width() + th.px(2)
        disc(surf, T.IVORY, (x + rim, y), rim)
        suit_icon(surf, suit, (x + rim, y), r, marks)
        x += 2 * rim + th.px(size * 0.4)
    return x - pos[0]


def goal_lines(token: GoalToken) -> tuple[str, ...]:
    """The whole text of a Goal token with its Host token (for zooms)."""
    return (_("Goal: {goal}").format(goal=sentence(goal_text(token))),
            _("Host token: side A {a}, side B {b}.").format(a=suit_word(token.host_a),
                                                            b=suit_word(token.host_b)),
            _(ACHIEVE_TEXT))


def bonus_lines(token: BonusToken, vp: int | None = None) -> tuple[str, ...]:
    lines: tuple[str, ...] = (data(token.text),)
    if vp is not None:
        lines += (_("Taken with the {vp} VP token, scored on line 6 of the score pad.").format(
            vp=vp_text(vp)),)
    return lines
