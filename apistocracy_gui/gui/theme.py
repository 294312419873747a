"""Colours, fonts and cached text for a Victorian look that stays crisp at any window size.

Everything is laid out on a 1600x900 design grid and scaled to the window: `Theme.px()`
converts design pixels, and fonts are re-rendered at the scaled pixel size (never upscaled
bitmaps), so text stays sharp. Rendered text surfaces are cached.

Text is for reading: `Theme.fpx()` turns a design font size into pixels times the player's
Text size option, and never below `MIN_TEXT_PX` (12 px), so a 1280x720 window keeps every
word legible. Single characters inside an icon (a crest's letter, a suit's colour-blind mark,
a brooch's initial) are part of the icon and drawn with `mark()`. `RECORD`, when a test sets
it to a list, collects every word drawn and every string cut short, to prove both rules.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache

import pygame
import pygame.freetype

from ..resources import ASSETS
from .surface_cache import bounded

Color = tuple[int, ...]  # RGB (or RGBA), as the palette below writes them

FONT_FILES = {"serif": "DejaVuSerif.ttf", "serif-bold": "DejaVuSerif-Bold.ttf",
              "serif-italic": "DejaVuSerif-Italic.ttf", "sans": "DejaVuSans.ttf",
              "sans-bold": "DejaVuSans-Bold.ttf",
              # Condensed cuts for labels on the boards, where width is scarce at 12 px.
              "sans-cond": "DejaVuSansCondensed.ttf", "sans-cond-bold": "DejaVuSansCondensed-Bold.ttf",
              "serif-cond": "DejaVuSerifCondensed.ttf", "serif-cond-bold": "DejaVuSerifCondensed-Bold.ttf",
              "serif-cond-italic": "DejaVuSerifCondensed-Italic.ttf"}
DESIGN = (1600, 900)
# The least side, in design pixels, of anything a finger must hit: 44 px at 1920x1080, about
# 9 mm on the 24" touch screens of a convention booth (issue 55).
TOUCH_TARGET = 37

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
    forget_drawings()


def forget_drawings() -> None:
    """Drop every cached drawing of the GUI's modules (their `lru_cache`s: cards, boards,
    cameos, rendered lines), the fonts aside: after a change of palette or of language
    (issue 35) nothing drawn before may show again. Only the GUI's own caches: the rules
    data a GUI module imports (`default_catalog`, `advanced_data`...) is the same in every
    language and palette, and was read again from its YAML at every change."""
    import sys

    for name, module in list(sys.modules.items()):
        if name.startswith("apistocracy_gui.gui") and module is not None:
            for value in vars(module).values():
                clear = getattr(value, "cache_clear", None)
                if (callable(clear) and value is not font and not isinstance(value, type)
                        and str(getattr(value, "__module__", "")).startswith("apistocracy_gui.gui")):
                    clear()  # (a cache's class, such as surface_cache's, is no cache)


@lru_cache(maxsize=128)
def font(kind: str, size: int) -> pygame.font.Font:
    return pygame.font.Font(str(ASSETS / "fonts" / FONT_FILES[kind]), max(6, size))


MIN_TEXT_PX = 12
RECORD: list[tuple[str, str, int]] | None = None  # (what, string, px): "text", "mark" or a cut's role
# Where `Theme.blit_text` and `Theme.blit_fit` put each line, when a test sets it (a list): the
# layout tests check that no word runs into another thing or out of its place.
PLACED: list[tuple[str, pygame.Rect]] | None = None


@contextmanager
def unseen() -> Iterator[None]:
    """Draw what no player sees (a cache warmed on a scratch surface): the recorders, which
    stand for what is on the screen, are not told of it."""
    global RECORD, PLACED
    record, placed, RECORD, PLACED = RECORD, PLACED, None, None
    try:
        yield
    finally:
        RECORD, PLACED = record, placed


# Where a serif cut has no glyph (the crown, the star and other symbols), the matching sans
# cut of the same family draws it, so no string ever shows an empty box.
FALLBACK = {"serif": "sans", "serif-bold": "sans-bold", "serif-italic": "sans", "sans": "sans",
            "sans-bold": "sans-bold", "sans-cond": "sans", "sans-cond-bold": "sans-bold",
            "serif-cond": "sans-cond", "serif-cond-bold": "sans-cond-bold",
            "serif-cond-italic": "sans-cond"}


@lru_cache(maxsize=16)
def _face(kind: str) -> pygame.freetype.Font:
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    return pygame.freetype.Font(str(ASSETS / "fonts" / FONT_FILES[kind]), 12)


@lru_cache(maxsize=4096)
def has_glyphs(kind: str, s: str) -> bool:
    """Whether font `kind` itself has a glyph for every character of `s`."""
    return all(m is not None for m in _face(kind).get_metrics(s))


# The heaviest frame draws 1.5 MB of lines at 1920x1080 (the Season with its Chronicle), more
# at the largest Text size (2.4 MB); the budget keeps several screens' worth (surface_cache).
TEXT_CACHE_MB = 16


@bounded(TEXT_CACHE_MB)
def _render(s: str, kind: str, size: int, color: tuple) -> pygame.Surface:
    if has_glyphs(kind, s) or kind == FALLBACK[kind]:
        return font(kind, size).render(s, True, color)
    runs: list[tuple[str, str]] = []  # (kind, text): the fallback takes the missing characters
    for ch in s:
        k = kind if has_glyphs(kind, ch) else FALLBACK[kind]
        if runs and runs[-1][0] == k:
            runs[-1] = (k, runs[-1][1] + ch)
        else:
            runs.append((k, ch))
    imgs = [(font(k, size), font(k, size).render(t, True, color)) for k, t in runs]
    ascent = max(f.get_ascent() for f, _ in imgs)
    height = max(ascent - f.get_ascent() + img.get_height() for f, img in imgs)
    out = pygame.Surface((sum(img.get_width() for _, img in imgs), height), pygame.SRCALPHA)
    x = 0
    for f, img in imgs:
        out.blit(img, (x, ascent - f.get_ascent()))
        x += img.get_width()
    return out


def text(s: str, kind: str, size: int, color: tuple) -> pygame.Surface:
    """A rendered line of text (cached: the same label costs one render per size)."""
    if RECORD is not None:
        RECORD.append(("text", s, size))
    return _render(s, kind, size, color)


def mark(s: str, kind: str, size: int, color: tuple) -> pygame.Surface:
    """One or two characters drawn as part of an icon, sized by the icon, not read as text."""
    if RECORD is not None:
        RECORD.append(("mark", s, size))
    return _render(s, kind, size, color)


def ellipsize(s: str, kind: str, size: int, width: int, role: str = "label") -> str:
    """`s` cut with an ellipsis to fit `width` pixels at font `kind`/`size`. `role` says what
    is cut ("name", "prompt", "label"): names and prompts must never be cut from 1600x900 up,
    and the recorder lets a test check it."""
    f = font(kind, size)
    if f.size(s)[0] <= width:
        return s
    whole = s
    while s and f.size(s + "…")[0] > width:
        s = s[:-1]
    if RECORD is not None:
        RECORD.append((role, whole, size))
    return s.rstrip() + "…"


def fit(s: str, kinds: tuple[str, ...], size: int, width: int, floor: int | None = None,
        role: str = "label") -> tuple[str, str, int]:
    """(text, kind, px) showing `s` whole within `width`: the first of `kinds` at `size` px
    that fits, else the same kinds at smaller sizes down to `floor` px (the 100% size, never
    below the 12 px floor), so a name or prompt gives up the Text size option's enlargement
    or a condensed cut before a single letter. Only if nothing fits is it cut (recorded)."""
    low = max(MIN_TEXT_PX, min(size, floor if floor is not None else size))
    found = fitting(s, kinds, size, width, low)
    if found is not None:
        return (s, *found)
    return ellipsize(s, kinds[-1], low, width, role), kinds[-1], low


@lru_cache(maxsize=1024)
def fitting(s: str, kinds: tuple[str, ...], size: int, width: int, low: int) -> tuple[str, int] | None:
    """(kind, px) of the first of `kinds` and sizes from `size` down to `low` that shows `s`
    within `width`, or None (nothing recorded: the caller picks a shorter wording)."""
    for px in range(size, low - 1, -1):
        for kind in kinds:
            if font(kind, px).size(s)[0] <= width:
                return kind, px
    return None


def fit_lines(s: str, kind: str, size: int, width: int, max_lines: int, short: str = "",
              role: str = "label") -> list[str]:
    """`s` wrapped to `width`; when that takes more than `max_lines`, the `short` form (the
    full text stays in the hover zoom), wrapped too. Never cut with an ellipsis; if even the
    short form needs more lines, all are returned and the recorder notes the overflow."""
    f = font(kind, size)
    lines = wrap(s, kind, size, width)
    if short and (len(lines) > max_lines or max(f.size(line)[0] for line in lines) > width):
        lines = wrap(short, kind, size, width)
    if RECORD is not None and (len(lines) > max_lines or max(f.size(line)[0] for line in lines) > width):
        RECORD.append((role, s, size))
    return lines


def wrap(s: str, kind: str, size: int, width: int,
         breaks: Callable[[str], list[tuple[str, str]]] | None = None) -> list[str]:
    """Split `s` into lines no wider than `width` pixels. With `breaks` (a word's places to
    hyphenate, longest head first: `i18n.hyphenations`), a word wider than a line by itself
    is broken with a hyphen where the longest head fits."""
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
            while breaks and f.size(line)[0] > width and " " not in line:
                cut = next(((h if h.endswith("-") else h + "-", t) for h, t in breaks(line)
                            if f.size(h + "-")[0] <= width), None)
                if cut is None:
                    break
                lines.append(cut[0])
                line = cut[1]
        lines.append(line)
    return lines


def wrapping(s: str, kinds: tuple[str, ...], size: int, width: int, max_lines: int) -> tuple[str, list[str]]:
    """(kind, lines): `s` wrapped to `width` in the first of `kinds` that takes at most
    `max_lines`, else in the last (the condensed cut a longer language falls back to)."""
    for kind in kinds:
        lines = wrap(s, kind, size, width)
        if len(lines) <= max_lines:
            break
    return kind, lines


@lru_cache(maxsize=4096)
def luminance(color: tuple) -> float:
    """WCAG relative luminance of an sRGB colour (0 black .. 1 white); kept: every suit icon
    a paint draws reads the pixels around it (widgets.suit_icon), a few colours over and over."""
    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in color[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple, b: tuple) -> float:
    """WCAG contrast ratio of two colours (1 .. 21); 3:1 is the floor for icons."""
    la, lb = sorted((luminance(tuple(a[:3])), luminance(tuple(b[:3]))), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def font_px(size: float, scale: float, text_scale: float = 1.0) -> int:
    """A font size in design pixels -> screen pixels at window `scale`, times the Text size
    option, never below the 12 px floor (times the option too)."""
    return round(max(MIN_TEXT_PX, size * scale) * text_scale)


class Theme:
    """The window's scale: design pixels -> screen pixels."""

    def __init__(self, size: tuple[int, int]):
        self.resize(size)

    text_scale = 1.0  # the player's Text size option (1.0, 1.25, 1.5)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = min(size[0] / DESIGN[0], size[1] / DESIGN[1])

    def px(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def fpx(self, size: float) -> int:
        return font_px(size, self.scale, self.text_scale)

    @contextmanager
    def printed(self) -> Iterator[None]:
        """Draw what is printed on the boards, cards and mats: its labels are fitted to the
        artwork at the 100% size (never below 12 px), while the Text size option enlarges
        everything read in panels, menus, the log and the hover zoom of each printed thing."""
        scale, self.text_scale = self.text_scale, 1.0
        try:
            yield
        finally:
            self.text_scale = scale

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(self.px(x), self.px(y), self.px(w), self.px(h))

    def text(self, s: str, size: float, color: tuple = INK, kind: str = "serif") -> pygame.Surface:
        return text(s, kind, self.fpx(size), color)

    def blit_text(self, surf: pygame.Surface, s: str, size: float, color: tuple, pos: tuple,
                  kind: str = "serif", anchor: str = "topleft") -> pygame.Rect:
        img = self.text(s, size, color, kind)
        r = img.get_rect(**{anchor: pos})
        surf.blit(img, r)
        if PLACED is not None:
            PLACED.append((s, r))
        return r

    def blit_fit(self, surf: pygame.Surface, s: str, size: float, color: tuple, pos: tuple, width: int,
                 kinds: tuple[str, ...] = ("serif-bold", "serif-cond-bold"), anchor: str = "topleft",
                 role: str = "label") -> pygame.Rect:
        """One line whole within `width` pixels (see `fit`): a condensed cut, then down to the
        100% size, before any cut."""
        line, kind, px = fit(s, kinds, self.fpx(size), width, font_px(size, self.scale), role)
        img = text(line, kind, px, color)
        r = img.get_rect(**{anchor: pos})
        surf.blit(img, r)
        if PLACED is not None:
            PLACED.append((line, r))
        return r

    def blit_wrapped(self, surf: pygame.Surface, s: str, size: float, color: tuple,
                     rect: pygame.Rect, kind: str = "serif", line_gap: float = 1.2,
                     role: str = "label", centred: bool = False) -> int:
        """Draw wrapped text inside `rect`; returns the height used. When the lines need more
        room than the rect has, the text steps down towards its 100% size (the Text size
        option gives way before a word is lost); lines still below the rect are left out, and
        the recorder notes the cut (as `role`). `centred` centres each line (a note under a
        centred title reads as one block with it)."""
        want, low = self.fpx(size), max(MIN_TEXT_PX, min(self.fpx(size), font_px(size, self.scale)))
        for px in range(want, low - 1, -1):
            step = int(px * line_gap)
            lines = wrap(s, kind, px, rect.w)
            if rect.y + len(lines) * step <= rect.bottom + step // 3:
                break
        y = rect.y
        for line in lines:
            if y + step > rect.bottom + step // 3:
                if RECORD is not None:
                    RECORD.append((role, s, px))
                break
            drawn = text(line, kind, px, color)
            surf.blit(drawn, (rect.centerx - drawn.get_width() // 2 if centred else rect.x, y))
            y += step
        return y - rect.y
