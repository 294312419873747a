"""A yes-or-no question over the game (the hotseat's "Give the turn back to ...?").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ...i18n import N_
from .. import theme as T
from ..widgets import Button
from .overlay import Overlay

if TYPE_CHECKING:
    from ..services import Services


class ConfirmOverlay(Overlay):
    """A yes-or-no question over the game (e.g. "Give the turn back to Lord Edward?"): `yes`
    runs on Yes; No, Esc and a click beside it change nothing. The caller passes the question
    and note translated, and `yes_label` as a message id (buttons translate as they draw)."""

    def __init__(self, app: Services, question: str, note: str, yes_label: str, yes: Callable[[], None]):
        super().__init__(app)
        self.question, self.note, self.yes = question, note, yes
        self.choices = [Button(yes_label, self._yes, size=22), Button(N_("No"), self.close, size=22)]

    def _yes(self) -> None:
        self.close()
        self.yes()

    def buttons(self) -> list[Button]:
        return self.choices

    def layout(self) -> pygame.Rect:
        box = self.box(760, 300)
        self.button_row(self.choices, box, 260, 24)
        return box

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        box = self.layout()
        self.draw_panel(surf, box, self.question, 32, 58)
        th.blit_wrapped(surf, self.note, 18, T.IVORY, pygame.Rect(box.x + th.px(40), box.y + th.px(96),
                        box.w - th.px(80), th.px(80)), "serif-italic")
        for b in self.choices:
            b.draw(surf, th)
