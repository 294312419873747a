"""Small drawing helpers and the Button widget shared by every scene."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame
import pygame.gfxdraw

from .. import i18n
from . import art, audio, pad
from . import theme as T


def panel(surf: pygame.Surface, rect: pygame.Rect, fill: T.Color = T.PANEL, border: T.Color = T.GOLD_DARK,
          radius: int = 10, width: int = 2) -> None:
    pygame.draw.rect(surf, fill, rect, border_radius=radius)
    if width:
        pygame.draw.rect(surf, border, rect, width, border_radius=radius)


@dataclass
class Button:
    """A labelled button; `rect` is in screen pixels and is set by the scene's layout.

    `label` is the English message id (`N_("Resume")`), translated as it is drawn, so a
    change of language shows at once and tests and focus keys can name a button in English;
    a label made from data (a name, a number) is not in the catalog and shows as it is."""

    label: str
    action: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    hover: bool = False
    size: float = 22
    hint: str = ""  # the tooltip (its key: "Ctrl+Z"), translated as it is drawn
    why_not: str = ""  # while greyed: why, in its tooltip's place (table.top_buttons)
    # A label made from a number ("0,5 s", "100 %"): written in the language spoken now,
    # while `label` stays the English form that tests and focus keys name.
    words: Callable[[], str] | None = field(default=None, repr=False)
    cap: int = 0  # the label's largest px, when a row of buttons shares one size (`lay_row`)

    @property
    def text(self) -> str:
        """The label in the language spoken now."""
        return self.words() if self.words is not None else i18n._(self.label)

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the button acted or its look changed (the scene then redraws)."""
        if event.type == pygame.MOUSEMOTION:
            hover = self.rect.collidepoint(event.pos)
            changed = hover != self.hover
            self.hover = hover
            return changed
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.enabled
                and self.rect.collidepoint(event.pos)):
            audio.play("ui_click")
            self.action()
            return True
        return False

    def draw(self, surf: pygame.Surface, th: T.Theme) -> None:
        fill = T.PANEL_LIGHT if self.enabled else (60, 52, 46)
        if self.hover and self.enabled:
            fill = (120, 84, 58)
        panel(surf, self.rect, fill, T.GOLD if self.enabled else T.MUTED, th.px(8))
        color = T.IVORY if self.enabled else T.MUTED
        img = fitted_label(th, self.text, self.size, color, self.rect.w - th.px(10), cap=self.cap)
        surf.blit(img, img.get_rect(center=self.rect.center))


def lay_row(th: T.Theme, buttons: Sequence[Button], center: int, y: int, h: int, room: int, gap: int) -> None:
    """Buttons side by side, centred on `center` within `room` pixels, each as wide as its
    label at one size for the whole row: the largest (up to the largest button's own) that lets
    the row fit, never below 12 px. A row reads as one, no label shrunk on its own (issue 52:
    the score pad's "Saison erneut spielen" beside full-size neighbours)."""
    pad, kind = th.px(28), "serif-bold"
    widths: list[int] = []
    px = largest = max(th.fpx(b.size) for b in buttons)
    for px in range(largest, T.MIN_TEXT_PX - 1, -1):
        widths = [T.font(kind, px).size(b.text)[0] + pad for b in buttons]
        if sum(widths) + gap * (len(buttons) - 1) <= room:
            break
    x = center - (sum(widths) + gap * (len(buttons) - 1)) // 2
    for b, width in zip(buttons, widths, strict=True):
        b.rect, b.cap = pygame.Rect(x, y, width, h), px
        x += width + gap


def fitted_label(th: T.Theme, label: str, size: float, color: tuple, width: int,
                 kind: str = "serif-bold", cap: int = 0) -> pygame.Surface:
    """A button's label at the Text size option's size (at most `cap` px, when given), stepped
    down to fit the button (never below 12 px): a large Text size enlarges labels as far as
    their buttons allow. A label still too wide at 12 px (a longer language's) takes the
    condensed cut of its font."""
    px = min(th.fpx(size), cap) if cap else th.fpx(size)
    while px > T.MIN_TEXT_PX and T.font(kind, px).size(label)[0] > width:
        px -= 1
    condensed = CONDENSED.get(kind)
    if condensed and T.font(kind, px).size(label)[0] > width:
        return fitted_label(th, label, size, color, width, condensed, cap)
    return T.text(label, kind, px, color)


CONDENSED = {"serif-bold": "serif-cond-bold", "serif": "serif-cond", "sans": "sans-cond",
             "sans-bold": "sans-cond-bold", "serif-italic": "serif-cond-italic"}


def suit_icon(surf: pygame.Surface, suit: int, center: tuple[int, int], r: int,
              marks: bool = False) -> None:
    """A suit (club, spade, diamond, heart, crown) from the studio's SVG shapes, anti-aliased
    at any size and never dependent on a font, with an optional colour-blind letter mark."""
    x, y = center
    size = max(2, round(2 * r))
    color = T.SUIT_COLORS[suit]
    if _contrast_around(surf, center, r, color) < ICON_CONTRAST:
        # a dark suit on the dark mat or a mahogany button (issue 52: the spade and club were
        # all but invisible on the green): it sits on a small parchment chip instead
        chip = r + max(2, r // 3)
        pygame.gfxdraw.filled_circle(surf, x, y, chip, T.PARCHMENT)
        pygame.gfxdraw.aacircle(surf, x, y, chip, T.PARCHMENT)
    art.blit_centered(surf, art.tinted(art.SUITS[suit], size, size, color), center)
    if T.RECORD is not None:
        T.RECORD.append(("suit", str(suit), round(100 * _contrast_around(surf, center, r, color))))
    if marks:
        img = T.mark(T.SUIT_MARKS[suit], "sans-bold", max(8, int(r * 0.9)), T.IVORY)
        surf.blit(img, img.get_rect(center=(x, y + r * 0.1)))


ICON_CONTRAST = 3.0  # WCAG's floor for a graphic a player must make out


def _contrast_around(surf: pygame.Surface, center: tuple[int, int], r: int, color: tuple) -> float:
    """The contrast of a suit icon's colour with what lies just outside its shape, read from
    the pixels along the axes: before it is drawn, whether it needs a chip; after, the
    recorder's check (tests/test_gui_table720.py). The middle of the readings (a label beside
    the icon may touch one); 21 where fewer than three are on the surface, inside its clip and
    opaque (a tile laid on a card's paper later, a pass that only gathers hot spots)."""
    x, y = center
    clip, seen = surf.get_clip(), []
    for dx, dy in ((r + 1, 0), (-r - 1, 0), (0, r + 1), (0, -r - 1)):
        p = (x + dx, y + dy)
        if clip.collidepoint(p) and (pixel := surf.get_at(p)).a >= 200:
            seen.append(T.contrast(color, tuple(pixel)))
    return sorted(seen)[len(seen) // 2] if len(seen) >= 3 else 21.0


def tooltip(surf: pygame.Surface, th: T.Theme, text: str, anchor: pygame.Rect) -> pygame.Rect:
    """A hover hint on its own dark panel below `anchor`, kept inside the window, so it reads
    cleanly over whatever lies beneath (a panel, a board) instead of mixing with it. `text` is
    translated as it is drawn, like a button's label; a key it names is the pad's button while
    a pad is in use."""
    img = th.text(i18n._(pad.key_name(text)), 13, T.IVORY, "sans")
    box = img.get_rect().inflate(th.px(16), th.px(8))
    box.midtop = (anchor.centerx, anchor.bottom + th.px(4))
    box.clamp_ip(surf.get_rect())
    panel(surf, box, T.BG_DARK, T.GOLD_DARK, th.px(6), 1)
    surf.blit(img, img.get_rect(center=box.center))
    return box


def message_box(surf: pygame.Surface, th: T.Theme, message: str, anchor: str, pos: tuple[int, int],
                width: float = 900, border: T.Color = T.GOLD, fill: T.Color = T.PANEL_LIGHT,
                size: int = 20) -> pygame.Rect:
    """A message for the player in a panel, wrapped to `width` design pixels (paths and
    reasons can be long: nothing is cut off); returns the panel's rect."""
    pad = th.px(12)
    lines = T.wrap(message, "serif", th.fpx(size), th.px(width) - 2 * pad)
    line_h = T.font("serif", th.fpx(size)).get_linesize()
    box = pygame.Rect(0, 0, th.px(width), len(lines) * line_h + 2 * pad)
    setattr(box, anchor, pos)
    panel(surf, box, fill, border, th.px(10))
    for i, line in enumerate(lines):
        th.blit_text(surf, line, size, T.IVORY, (box.centerx, box.y + pad + i * line_h), "serif", "midtop")
    return box
