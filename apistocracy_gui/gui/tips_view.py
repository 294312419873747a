"""A tip on screen (issue 38): a small parchment bubble beside what it talks about.

It carries the tip's words, a "More" button that opens the Rules at the tip's section, and
"Got it" to close it; making a move closes it too. It is placed by `bubble.place`, clear of
its target and of everything the scene must keep visible (the hover zoom, a refusal's note,
the move being told, the coach's own bubble), and the scene draws the zoom and the refusal
note after it, so those are never under it. The Season scene, the whist table and the score
pad each keep one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ..i18n import N_, _, data
from . import theme as T
from .bubble import Rects, arrow, place
from .focus import Target, button_targets
from .tips import Tipster
from .widgets import Button, panel

if TYPE_CHECKING:
    from .services import Services

WIDTH = 400  # design pixels
TEXT = 16  # design points of the tip's words


def rules_opener(app: Services) -> Callable[[str], None]:
    """Opens the Rules overlay at a section (a tip's "More")."""
    def open_rules(section: str) -> None:
        from .scenes.rules_overlay import RulesOverlay

        app.manager.push(RulesOverlay(app, section))
    return open_rules


def with_tip(view: TipView, targets: list[Target]) -> list[Target]:
    """The keyboard's ring reaches a tip's buttons too, after the moves (never by itself)."""
    return targets + button_targets(view.buttons(), primary=False, prefix="tip")


class TipView:
    def __init__(self, open_rules: Callable[[str], None]):
        self.open_rules = open_rules
        self.tipster: Tipster | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)  # where the bubble was last drawn (empty: none)
        self.target: pygame.Rect | None = None
        self.close_button = Button(N_("Got it"), self.close, size=15)
        self.more_button = Button(N_("More"), self.more, size=15)

    def close(self) -> None:
        if self.tipster is not None:
            self.tipster.dismiss()
        self.rect = pygame.Rect(0, 0, 0, 0)

    def more(self) -> None:
        tipster = self.tipster
        if tipster is not None and tipster.current is not None:
            section = tipster.current.rules
            self.close()
            self.open_rules(section)

    def showing(self) -> bool:
        return self.tipster is not None and self.tipster.current is not None and bool(self.rect.w)

    def buttons(self) -> list[Button]:
        return [self.more_button, self.close_button] if self.showing() else []

    def handle(self, event: pygame.event.Event) -> bool:
        """The bubble's buttons; a click inside the bubble never reaches the board under it."""
        if not self.showing():
            return False
        used = False
        for b in self.buttons():
            used = b.handle(event) or used
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return used or self.rect.collidepoint(event.pos)
        return used and event.type != pygame.MOUSEMOTION

    def layout(self, th: T.Theme, tipster: Tipster | None, screen: tuple[int, int],
               target: pygame.Rect | None, clear: Rects) -> pygame.Rect:
        """Where the current tip goes now (an empty rect when there is none)."""
        self.tipster, self.target = tipster, target
        if tipster is None or tipster.current is None:
            self.rect = pygame.Rect(0, 0, 0, 0)
            return self.rect
        w = th.px(WIDTH)
        lines = T.wrap(data(tipster.current.said()), "serif", th.fpx(TEXT), w - th.px(28))
        step = T.font("serif", th.fpx(TEXT)).get_linesize()
        head = T.font("sans-bold", th.fpx(13)).get_linesize()
        h = th.px(12) + head + th.px(4) + step * len(lines) + th.px(10) + th.px(T.TOUCH_TARGET) + th.px(10)
        self.rect = place(th, screen, (w, h), target, clear)
        return self.rect

    def draw(self, surf: pygame.Surface, th: T.Theme, tipster: Tipster | None,
             target: pygame.Rect | None, clear: Rects = ()) -> None:
        r = self.layout(th, tipster, surf.get_size(), target, clear)
        if tipster is None or tipster.current is None:
            return
        tip = tipster.current
        if target is not None:
            pygame.draw.rect(surf, T.GLOW, target.inflate(th.px(10), th.px(10)), th.px(2),
                             border_radius=th.px(8))
            arrow(surf, th, r, target.inflate(th.px(10), th.px(10)))
        panel(surf, r, T.PARCHMENT, T.GOLD_DARK, th.px(10), th.px(3))
        x, y = r.x + th.px(14), r.y + th.px(12)
        y = th.blit_fit(surf, _("Tip"), 13, T.GOLD_DARK, (x, y), r.w - th.px(28),
                        ("sans-bold", "sans-cond-bold")).bottom + th.px(4)
        step = T.font("serif", th.fpx(TEXT)).get_linesize()
        for line in T.wrap(data(tip.said()), "serif", th.fpx(TEXT), r.w - th.px(28)):
            surf.blit(T.text(line, "serif", th.fpx(TEXT), T.INK), (x, y))
            y += step
        bh = th.px(T.TOUCH_TARGET)  # a finger's height (issue 55)
        self.close_button.rect = pygame.Rect(r.right - th.px(12) - th.px(96), r.bottom - th.px(10) - bh,
                                             th.px(96), bh)
        # The tip names its section in English (the Rules' id); the button shows it translated.
        self.more_button.label = _("More: {section}").format(section=_(tip.rules))
        mw = min(th.px(250), self.close_button.rect.x - th.px(8) - x)
        self.more_button.rect = pygame.Rect(self.close_button.rect.x - th.px(8) - mw,
                                            self.close_button.rect.y, mw, bh)
        self.more_button.draw(surf, th)
        self.close_button.draw(surf, th)
