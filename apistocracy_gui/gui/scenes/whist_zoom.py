"""Hover zoom at the whist table (issue 32): the face-up card under the pointer (in the hand,
greyed ones too, or in the trick on the table) shows the same readable zoom as on the Season
boards: its face at size, its name, who a court card is ("P: Prince Albert, the Prince
Consort..."), and whether it is trump. The keyboard's ring points at a card as a mouse
would, so a focused card shows its zoom too. It finds cards through the layout and the trick
on show; the scene hears from `moved` whether to draw again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...i18n import N_, _
from .. import pad
from ..board import zoom
from ..board.view import Zoom
from .whist_layout import TableLayout
from .whist_tricks import TrickShow

if TYPE_CHECKING:
    from .whist_context import WhistContext

TRUMP = 2  # diamonds (rulebook p.15)
TRUMP_LINE = N_("Diamonds are trump: the highest diamond played wins the trick.")


class TableZoom:
    """Which card the pointer rests on, and its zoom beside it."""

    def __init__(self, ctx: WhistContext, layout: TableLayout, tricks: TrickShow):
        self.ctx, self.layout, self.tricks = ctx, layout, tricks
        self.pos: tuple[int, int] | None = None
        self.shown: int | None = None  # the card whose zoom is drawn

    def moved(self, pos: tuple[int, int]) -> bool:
        """The pointer moved: True (draw again) when it comes to rest on another card."""
        self.pos = pos
        found = self.card_at(pos)
        return (found[0] if found else None) != self.shown

    def card_at(self, pos: tuple[int, int]) -> tuple[int, pygame.Rect, str] | None:
        """(card, its rect, what it is here) under `pos`: the topmost hand card, else the
        trick's. Lady Cat's Solo cards have no whist card to show."""
        game = self.ctx.game
        cat = game.cat
        for cid, rect, _ok in reversed(self.layout.card_rects()):
            if rect.collidepoint(pos):
                return (cid, rect, _("In your hand.")) if cid < len(cat.whist) else None
        for seat, cid in reversed(self.tricks.on_table()):
            rect = self.layout.trick_rect(seat)
            if rect.collidepoint(pos) and cid < len(cat.whist):
                return cid, rect, _("Played by {name} in this trick.").format(name=game.name(seat))
        return None

    def zoom_of(self, cid: int, where: str) -> Zoom:
        cat = self.ctx.game.cat
        trump = (_(TRUMP_LINE),) if cat.whist[cid].suit == TRUMP else ()
        return zoom.whist_zoom(cat, cid, *trump, where)

    def draw(self, surf: pygame.Surface) -> None:
        shows = self.pos is not None and not self.tricks.flights and pad.zoom_wanted()  # a pad: after Y
        found = self.card_at(self.pos) if shows and self.pos is not None else None
        self.shown = found[0] if found else None
        if found is None:
            return
        cid, rect, where = found
        th = self.ctx.theme
        img = zoom.render(self.zoom_of(cid, where), round(th.scale, 4), self.ctx.game.cat,
                          self.ctx.settings.colorblind_marks, th.text_scale)
        hand = [r for _cid, r, _ok in self.layout.card_rects()]
        if rect in hand:  # above the whole hand, which stays in sight to choose from
            at = img.get_rect(midbottom=(rect.centerx, min(r.y for r in hand) - th.px(10)))
            surf.blit(img, at.clamp(surf.get_rect()))
        else:
            surf.blit(img, zoom.place(img, rect, surf.get_size(), th.px(10)))
