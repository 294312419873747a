"""Achievements (issue 16): notable feats of a finished game, each with its own small icon.

A feat is read from the finished game's state for one human seat (never a bot's, never a
demo game's). The icons are drawn in code, so they stay sharp at any size; `draw_icon`
paints one in a gilt medallion, or greyed when not yet earned.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from .. import i18n
from ..i18n import N_, _
from . import theme as T
from .titles import TITLES, title_for

if TYPE_CHECKING:
    from ..engine import Game


@dataclass(frozen=True)
class Feat:
    id: str
    name: str
    text: str  # what earns it, an English msgid (`described` shows it)
    test: Callable[[Game, int], bool]  # (finished game, human seat) -> earned


def _sole_winner(g: Game, seat: int) -> bool:
    return g.winners() == [seat]


def _full_mat(g: Game, seat: int) -> bool:
    p, size = g.view(seat).players[seat], g.cat.numbers["column_size"]
    return len(p.lc) >= size and len(p.ton) >= size


def _slam(g: Game, seat: int) -> bool:
    v = g.view(seat)
    return v.tricks_played > 0 and v.players[seat].tricks == v.tricks_played


def _solo_score(g: Game, seat: int) -> int:
    return g.scores()[seat].total if g.config.mode == "solo" else -1


FEATS = (
    Feat("queens_ball", N_("The Queen's Favourite"), N_("Be the first to reach the Queen's Ball."),
         lambda g, s: g.view(s).tokens.queens_favorite == s),
    Feat("full_mat", N_("A Full Mat"), N_("Fill both the Ton and the L&C columns."), _full_mat),
    Feat("slam", N_("Grand Slam"), N_("Take every trick of the Whist Phase."), _slam),
    Feat("muse", N_("The Artist's Muse"), N_("Win the Artist's Muse bonus for the Gallery."),
         lambda g, s: g.view(s).tokens.artists_muse == s),
    Feat("guest", N_("Favoured Guest"), N_("Be first to fill a column on your mat."),
         lambda g, s: g.view(s).tokens.favored_guest == s),
    Feat("favourite", N_("Season's Favourite"), N_("Win a season against other players outright."),
         lambda g, s: g.config.mode != "solo" and _sole_winner(g, s)),
    Feat("cat_tamer", N_("Cat Tamer"), N_("Beat Lady Cat in a solo season."),
         lambda g, s: g.config.mode == "solo" and _sole_winner(g, s)),
    Feat("emperor", N_("Emperor"), N_("Score {least} or more in a solo season."),
         lambda g, s: title_for(_solo_score(g, s)) == TITLES[-1] if _solo_score(g, s) >= 0 else False),
)
BY_ID = {f.id: f for f in FEATS}


def described(feat: Feat) -> str:
    """What earns `feat`, in the language shown (the Emperor's names the score it needs)."""
    return _(feat.text).format(least=i18n.number(TITLES[-1].least))


def earned(game: Game, seat: int) -> list[str]:
    """The ids of the feats `seat` achieved in the finished `game`."""
    return [f.id for f in FEATS if f.test(game, seat)]


# ------------------------------------------------------------------------------ icons
def _columns(surf: pygame.Surface, c: tuple[int, int], r: int, ink: tuple) -> None:
    for dx in (-0.38, 0.38):
        x = c[0] + dx * r
        pygame.draw.rect(surf, ink, (x - r * 0.16, c[1] - r * 0.5, r * 0.32, r * 1.05))
        pygame.draw.rect(surf, ink, (x - r * 0.27, c[1] - r * 0.62, r * 0.54, r * 0.14))
        pygame.draw.rect(surf, ink, (x - r * 0.27, c[1] + r * 0.5, r * 0.54, r * 0.14))


def _fan(surf: pygame.Surface, c: tuple[int, int], r: int, ink: tuple) -> None:
    """A fan of five cards: the whole hand of tricks."""
    for k in range(5):
        ang = math.radians(-40 + k * 20)
        card = pygame.Surface((max(2, int(r * 0.5)), max(3, int(r * 0.75))), pygame.SRCALPHA)
        card.fill(tuple(min(255, v + 70) for v in ink))  # card stock a shade lighter than the ink
        pygame.draw.rect(card, ink, card.get_rect(), max(1, r // 12))
        rot = pygame.transform.rotate(card, -math.degrees(ang))
        dx, dy = math.sin(ang) * r * 0.3, -math.cos(ang) * r * 0.3
        surf.blit(rot, rot.get_rect(center=(c[0] + dx, c[1] + dy + r * 0.1)))


def _frame(surf: pygame.Surface, c: tuple[int, int], r: int, ink: tuple) -> None:
    outer = pygame.Rect(0, 0, int(r * 1.2), int(r * 0.95))
    outer.center = c
    pygame.draw.rect(surf, ink, outer, max(2, r // 6))
    low = outer.bottom - r * 0.25
    pygame.draw.polygon(surf, ink, [(outer.x + r * 0.25, low),
                                    (c[0], c[1] - r * 0.15), (outer.right - r * 0.25, low)])


def _star(surf: pygame.Surface, c: tuple[int, int], r: int, ink: tuple) -> None:
    pts = []
    for k in range(10):
        rad = r * (0.7 if k % 2 == 0 else 0.3)
        ang = math.radians(-90 + k * 36)
        pts.append((c[0] + math.cos(ang) * rad, c[1] + math.sin(ang) * rad))
    pygame.draw.polygon(surf, ink, pts)


def _cup(surf: pygame.Surface, c: tuple[int, int], r: int, ink: tuple) -> None:
    x, y = c
    pygame.draw.polygon(surf, ink, [(x - r * 0.5, y - r * 0.55), (x + r * 0.5, y - r * 0.55),
                                    (x + r * 0.3, y + r * 0.1), (x - r * 0.3, y + r * 0.1)])
    pygame.draw.rect(surf, ink, (x - r * 0.08, y + r * 0.1, r * 0.16, r * 0.35))
    pygame.draw.rect(surf, ink, (x - r * 0.35, y + r * 0.45, r * 0.7, r * 0.15))


def _cat(surf: pygame.Surface, c: tuple[int, int], r: int, ink: tuple) -> None:
    x, y = c
    pygame.draw.circle(surf, ink, (x, y + r * 0.1), r * 0.5)
    for s in (-1, 1):
        pygame.draw.polygon(surf, ink, [(x + s * r * 0.48, y - r * 0.1), (x + s * r * 0.5, y - r * 0.7),
                                        (x + s * r * 0.1, y - r * 0.35)])
        pygame.draw.circle(surf, T.PANEL, (x + s * r * 0.2, y), max(1, r * 0.09))  # eyes cut out


def _crown(surf: pygame.Surface, c: tuple[int, int], r: int, ink: tuple) -> None:
    x, y, k = c[0], c[1], r * 0.7
    pygame.draw.polygon(surf, ink, [(x - k, y + k * 0.6), (x - k, y - k * 0.4), (x - k * 0.5, y + k * 0.1),
                                    (x, y - k * 0.7), (x + k * 0.5, y + k * 0.1), (x + k, y - k * 0.4),
                                    (x + k, y + k * 0.6)])


def _laurel(surf: pygame.Surface, c: tuple[int, int], r: int, ink: tuple) -> None:
    for s in (-1, 1):
        for k in range(4):
            ang = math.radians(110 + k * 25) if s < 0 else math.radians(70 - k * 25)
            p = (c[0] + math.cos(ang) * r * 0.55, c[1] + math.sin(ang) * r * 0.55)
            pygame.draw.ellipse(surf, ink, (p[0] - r * 0.12, p[1] - r * 0.2, r * 0.24, r * 0.4))
    _crown(surf, (c[0], c[1] - int(r * 0.1)), int(r * 0.55), ink)


ICONS: dict[str, Callable[[pygame.Surface, tuple[int, int], int, tuple], None]] = {
    "queens_ball": _crown, "full_mat": _columns, "slam": _fan, "muse": _frame, "guest": _star,
    "favourite": _cup, "cat_tamer": _cat, "emperor": _laurel,
}


def draw_icon(surf: pygame.Surface, feat_id: str, center: tuple[int, int], r: int, won: bool) -> None:
    """The feat's icon in a round medallion of radius r: gilt when earned, grey when not."""
    pygame.draw.circle(surf, T.GOLD if won else T.MUTED, center, r)
    pygame.draw.circle(surf, T.PANEL if won else (70, 64, 58), center, int(r * 0.86))
    ink = T.GLOW if won else (120, 112, 100)
    ICONS[feat_id](surf, center, int(r * 0.8), ink)
