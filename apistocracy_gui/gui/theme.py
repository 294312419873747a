"""Colours, fonts and cached text for a Victorian look that stays crisp at any window size.

Everything is laid out on a 1600x900 design grid and scaled to the window: `Theme.px()`
converts design pixels, and fonts are re-rendered at the scaled pixel size (never upscaled
bitmaps), so text stays sharp. Rendered text surfaces are cached.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ..resources import ASSETS

FONT_FILES = {"serif": "DejaVuSerif.ttf", "serif-bold": "DejaVuSerif-Bold.ttf",
              "serif-italic": "DejaVuSerif-Italic.ttf", "sans": "DejaVuSans.ttf",
              "sans-bold": "DejaVuSans-Bold.ttf"}
DESIGN = (1600, 900)

# A ballroom palette: deep green baize, mahogany, ivory card stock, gilt.
BG = (24, 46, 38)
BG_DARK = (14, 28, 23)
PANEL = (52, 34, 28)
PANEL_LIGHT = (86, 58, 44)
IVORY = (246, 238, 218)
PARCHMENT = (232, 220, 190)
INK = (36, 28, 24)
GOLD = (212, 175, 90)
GOLD_DARK = (150, 118, 52)
MUTED = (150, 140, 120)
GLOW = (255, 226, 120)
FOCUS = (110, 225, 255)  # the keyboard focus ring: unlike any glow the game uses
DIM = (0, 0, 0, 140)
RED = (170, 32, 40)
BLACK = (24, 24, 28)
OK = (90, 160, 90)
# High contrast (issue 16): darker grounds, brighter text and gilt, black ink on white card
# stock; the art is left as drawn, so it reads the same. `set_contrast` swaps these in.
NORMAL = {"BG": BG, "BG_DARK": BG_DARK, "PANEL": PANEL, "PANEL_LIGHT": PANEL_LIGHT, "IVORY": IVORY,
          "PARCHMENT": PARCHMENT, "INK": INK, "GOLD": GOLD, "GOLD_DARK": GOLD_DARK, "MUTED": MUTED,
          "GLOW": GLOW}
HIGH = {"BG": (6, 16, 12), "BG_DARK": (0, 0, 0), "PANEL": (18, 10, 8), "PANEL_LIGHT": (44, 28, 22),
        "IVORY": (255, 255, 255), "PARCHMENT": (252, 248, 236), "INK": (0, 0, 0), "GOLD": (255, 214, 110),
        "GOLD_DARK": (236, 192, 96), "MUTED": (210, 204, 188), "GLOW": (255, 244, 60)}
high_contrast = False
# Suit colours (always paired with a symbol, never colour alone).
SUIT_COLORS = ((40, 90, 60), (30, 30, 50), (190, 90, 20), (180, 30, 50), (140, 100, 20))
# Colour-blind suit marks: a distinct pattern letter drawn in the corner of each suit icon.
SUIT_MARKS = ("C", "S", "D", "H", "Q")
SEAT_COLORS = ((70, 120, 190), (190, 70, 80), (80, 160, 90), (200, 160, 60), (140, 90, 170))


def set_contrast(high: bool) -> None:
    """Switch the palette and drop every cached drawing made with the other one."""
    global high_contrast
    high_contrast = high
    globals().update(HIGH if high else NORMAL)
    import sys

    for name, module in list(sys.modules.items()):
        if name.startswith("apistocracy_gui.gui") and module is not None:
            for value in vars(module).values():
                clear = getattr(value, "cache_clear", None)
                if callable(clear) and value is not font:
                    clear()


@lru_cache(maxsize=64)
def font(kind: str, size: int) -> pygame.font.Font:
    return pygame.font.Font(str(ASSETS / "fonts" / FONT_FILES[kind]), max(6, size))


@lru_cache(maxsize=4096)
def text(s: str, kind: str, size: int, color: tuple) -> pygame.Surface:
    """A rendered line of text (cached: the same label costs one render per size)."""
    return font(kind, size).render(s, True, color)


def wrap(s: str, kind: str, size: int, width: int) -> list[str]:
    """Split `s` into lines no wider than `width` pixels."""
    f = font(kind, size)
    lines: list[str] = []
    for para in s.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}".strip()
            if line and f.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


class Theme:
    """The window's scale: design pixels -> screen pixels."""

    def __init__(self, size: tuple[int, int]):
        self.resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = min(size[0] / DESIGN[0], size[1] / DESIGN[1])

    def px(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(self.px(x), self.px(y), self.px(w), self.px(h))

    def text(self, s: str, size: float, color: tuple = INK, kind: str = "serif") -> pygame.Surface:
        return text(s, kind, self.px(size), color)

    def blit_text(self, surf: pygame.Surface, s: str, size: float, color: tuple, pos: tuple,
                  kind: str = "serif", anchor: str = "topleft") -> pygame.Rect:
        img = self.text(s, size, color, kind)
        r = img.get_rect(**{anchor: pos})
        surf.blit(img, r)
        return r

    def blit_wrapped(self, surf: pygame.Surface, s: str, size: float, color: tuple,
                     rect: pygame.Rect, kind: str = "serif", line_gap: float = 1.2) -> int:
        """Draw wrapped text inside `rect`; returns the height used."""
        y = rect.y
        step = int(self.px(size) * line_gap)
        for line in wrap(s, kind, self.px(size), rect.w):
            if y + step > rect.bottom + step // 3:
                break
            surf.blit(self.text(line, size, color, kind), (rect.x, y))
            y += step
        return y - rect.y
