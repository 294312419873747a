"""The "why not?" note: a refused drop or click says why, at the pointer (issue 12).

A drop on a greyed space, a click on a hex that does not glow or on a greyed whist card used
to do nothing at all; now the scene asks the engine (`Game.why_not`) and shows the answer in
a small parchment note beside the pointer for a few seconds. The note fades out by itself,
and the scene animates only while one is up, so an idle screen stays idle.
"""

from __future__ import annotations

import pygame

from ...i18n import N_, _
from .. import theme as T

SHOW_SECONDS = 4.0
FADE_SECONDS = 0.6
WIDTH = 330  # design pixels
# A Calling Card dropped where there is no space at all (it flies back to the stack).
NO_SPACE = N_("There is no space here. Drop the Calling Card on a glowing space, or click the stack "
            "and then a space.")


class Refusal:
    def __init__(self) -> None:
        self.text = ""
        self.pos = (0, 0)
        self.left = 0.0

    def show(self, text: str, pos: tuple[int, int]) -> None:
        # (a reason comes translated; NO_SPACE is a msgid, translated here)
        self.text, self.pos, self.left = _(text), pos, SHOW_SECONDS

    def clear(self) -> None:
        self.left = 0.0

    @property
    def active(self) -> bool:
        return self.left > 0 and bool(self.text)

    def update(self, dt: float) -> bool:
        """Count down; True while the note is on screen (the scene must redraw)."""
        if not self.active:
            return False
        self.left -= dt
        return True

    def draw(self, surf: pygame.Surface, th: T.Theme) -> None:
        if self.active:
            note(surf, th, self.text, self.pos, min(1.0, self.left / FADE_SECONDS))

    def rect(self, surf: pygame.Surface, th: T.Theme) -> pygame.Rect:
        """Where the note is drawn (a teaching bubble keeps clear of it)."""
        return note_rect(surf, th, self.text, self.pos)


def _note_image(th: T.Theme, text: str, title: str, edge: tuple[int, int, int]) -> pygame.Surface:
    size, pad = 14, th.px(10)
    lines = T.wrap(text, "serif", th.fpx(size), th.px(WIDTH))
    step = int(th.fpx(size) * 1.3)
    head = th.text(_(title), 13, edge, "sans-bold")  # (a translated title stays as it is)
    w = max([head.get_width()] + [T.font("serif", th.fpx(size)).size(s)[0] for s in lines]) + 2 * pad
    h = head.get_height() + th.px(4) + step * len(lines) + 2 * pad
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = img.get_rect()
    pygame.draw.rect(img, T.PARCHMENT, rect, border_radius=th.px(8))
    pygame.draw.rect(img, edge, rect, th.px(3), border_radius=th.px(8))
    img.blit(head, (pad, pad))
    y = pad + head.get_height() + th.px(4)
    for line in lines:
        img.blit(T.text(line, "serif", th.fpx(size), T.INK), (pad, y))
        y += step
    return img


def _at(surf: pygame.Surface, th: T.Theme, rect: pygame.Rect, pos: tuple[int, int]) -> pygame.Rect:
    out = rect.move(pos[0] + th.px(18), pos[1] + th.px(14))
    sw, sh = surf.get_size()
    if out.right > sw:
        out.right = pos[0] - th.px(12)
    if out.bottom > sh:
        out.bottom = pos[1] - th.px(12)
    out.clamp_ip(surf.get_rect())
    return out


def note_rect(surf: pygame.Surface, th: T.Theme, text: str, pos: tuple[int, int],
              title: str = N_("Not allowed")) -> pygame.Rect:
    """Where `note` would draw this note."""
    return _at(surf, th, _note_image(th, text, title, T.RED).get_rect(), pos)


def note_size(th: T.Theme, text: str, title: str) -> tuple[int, int]:
    """The size of this note: the Hint's is placed by `bubble.place` (issue 52)."""
    return _note_image(th, text, title, T.OK).get_size()


def note(surf: pygame.Surface, th: T.Theme, text: str, pos: tuple[int, int], alpha: float = 1.0,
         title: str = N_("Not allowed"), edge: tuple[int, int, int] = T.RED,
         at: pygame.Rect | None = None) -> pygame.Rect:
    """A parchment note with a coloured edge (red: refused) below-right of `pos`, kept inside
    the window, or at the rect `at` placed for it; also the Hint's note (green edge)."""
    img = _note_image(th, text, title, edge)
    if alpha < 1:
        img.set_alpha(round(255 * max(0.0, alpha)))
    out = _at(surf, th, img.get_rect(), pos) if at is None else img.get_rect(topleft=at.topleft)
    surf.blit(img, out)
    return out
