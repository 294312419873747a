"""The settings of the card vignettes and Mimus, Lady Cat's tabby (tools/vignettes.py).

A setting fills the whole 120 x 80 field of a vignette (a garden, a drawing room, a night
sky, ...). A prop is drawn in its own 100 x 100 box standing on the box's bottom middle
(50, 100), so a scene in assets/art/vignettes.yaml places it by where it stands and how tall
it is. Colours are the season's: mahogany, gilt, ivory, ink, and Mimus's tabby fur. Shapes
are written out in full (nanosvg, pygame-ce's SVG reader, has no <use> or clip paths).
"""

from __future__ import annotations

import math
from collections.abc import Callable

INK, IVORY, GOLD, GOLD_DARK = "#282024", "#f6eeda", "#d4af5a", "#96762f"
FUR, STRIPE, EYE = "#9a7450", "#5e4330", "#e8c040"
SILVER, SILVER_DARK, CHINA = "#d8d8d0", "#8c8c86", "#f4f2ec"
RED, GREEN, BLUE = "#a0283a", "#285c50", "#243868"
LINE = f'stroke="{INK}" stroke-width="1.6" stroke-linejoin="round"'


def rect(x: float, y: float, w: float, h: float, fill: str, extra: str = "") -> str:
    return f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" fill="{fill}" {extra}/>'


def ell(cx: float, cy: float, rx: float, ry: float, fill: str, extra: str = "") -> str:
    return f'<ellipse cx="{cx:g}" cy="{cy:g}" rx="{rx:g}" ry="{ry:g}" fill="{fill}" {extra}/>'


def path(d: str, fill: str, extra: str = "") -> str:
    return f'<path d="{d}" fill="{fill}" {extra}/>'


def stroke(d: str, color: str, width: float) -> str:
    return (
        f'<path d="{d}" fill="none" stroke="{color}" stroke-width="{width:g}" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
    )


# ============================================================================ settings
def s_garden() -> str:
    return (
        rect(0, 0, 120, 80, "#c8dce0")
        + rect(0, 0, 120, 22, "#b4ccd6")
        + path("M0 50 Q14 34 28 46 Q40 30 56 44 Q72 28 88 42 Q104 32 120 44 L120 60 L0 60 Z", "#5a7a4a")
        + rect(0, 56, 120, 24, "#7a9a58")
        + path("M0 66 Q60 58 120 66 L120 80 L0 80 Z", "#8aaa62")
    )


def s_room() -> str:
    stripes = "".join(rect(x, 0, 5, 54, "#7a4a48") for x in range(4, 120, 12))
    return (
        rect(0, 0, 120, 80, "#8a5654")
        + stripes
        + rect(0, 52, 120, 4, GOLD_DARK)
        + rect(0, 56, 120, 24, "#5a3a2a")
        + rect(0, 56, 120, 2, "#3a2218")
    )


def s_boudoir() -> str:
    return (
        rect(0, 0, 120, 80, "#b8a0c0")
        + rect(80, 8, 28, 40, "#e0ecf0", LINE)
        + stroke("M94 8 L94 48 M80 28 L108 28", INK, 1.4)
        + rect(0, 58, 120, 22, "#6a4a5a")
    )


def s_night() -> str:
    stars = "".join(
        ell(x, y, 0.9, 0.9, "#f6e8b0")
        for x, y in ((12, 10), (30, 22), (52, 8), (70, 18), (100, 26), (112, 8), (20, 36))
    )
    return (
        rect(0, 0, 120, 80, "#1c2440") + stars + ell(92, 14, 9, 9, "#f6eac0") + ell(96, 12, 7.5, 8, "#1c2440")
    )


def s_baize() -> str:
    return (
        rect(0, 0, 120, 80, "#3a160c")
        + ell(60, 46, 64, 40, "#8a4a30")
        + ell(60, 46, 58, 35, "#2f7056")
        + ell(60, 42, 40, 22, "#3a8064")
    )


def s_study() -> str:
    panels = "".join(
        rect(x, 8, 24, 40, "#2a4a3a", f'stroke="{GOLD_DARK}" stroke-width="1"') for x in (6, 36, 66, 96)
    )
    return rect(0, 0, 120, 80, "#203a2e") + panels + rect(0, 56, 120, 24, "#4a3022")


def s_street() -> str:
    bricks = "".join(
        rect(x + (6 if (y // 6) % 2 else 0), y, 11, 5, "#6a3a2c")
        for y in range(0, 60, 6)
        for x in range(-6, 120, 12)
    )
    return (
        rect(0, 0, 120, 80, "#4a2a20")
        + bricks
        + rect(0, 60, 120, 20, "#6a6660")
        + rect(0, 60, 120, 2, "#3a3834")
    )


def s_hall() -> str:
    floor = "".join(
        path(
            f"M{x} 80 L{60 + (x - 60) * 0.3:g} 52 L{60 + (x + 12 - 60) * 0.3:g} 52 L{x + 12} 80 Z",
            "#e6dcc6" if (x // 12) % 2 else "#3a2a24",
        )
        for x in range(-48, 168, 12)
    )
    return rect(0, 0, 120, 80, "#6a2a3a") + rect(0, 0, 120, 6, GOLD_DARK) + floor + rect(0, 50, 120, 3, GOLD)


def s_ivory() -> str:
    return rect(0, 0, 120, 80, "#efe4c8")


SETTINGS: dict[str, Callable[[], str]] = {
    name[2:]: f for name, f in list(globals().items()) if name.startswith("s_")
}


# ============================================================================ Mimus and kin
def cat_head(cx: float, cy: float, r: float) -> str:
    """Mimus's face: ears, tabby stripes, gold eyes, a pink nose and white whiskers."""

    def at(dx: float, dy: float) -> str:
        return f"{cx + dx * r:g} {cy + dy * r:g}"

    ears = path(f"M{at(-1, -0.2)} L{at(-0.8, -1.5)} L{at(-0.1, -0.8)} Z M{at(1, -0.2)} L{at(0.8, -1.5)} "
                f"L{at(0.1, -0.8)} Z", FUR, LINE)
    eyes = "".join(ell(cx + side * r * 0.38, cy - r * 0.05, r * 0.2, r * 0.24, EYE)
                   + ell(cx + side * r * 0.38, cy - r * 0.05, r * 0.06, r * 0.2, INK) for side in (-1, 1))
    nose = path(f"M{at(-0.12, 0.3)} L{at(0.12, 0.3)} L{at(0, 0.45)} Z", "#c07070")
    stripes = stroke(f"M{at(-0.3, -0.9)} L{at(-0.2, -0.55)} M{at(0, -1)} L{at(0, -0.6)} M{at(0.3, -0.9)} "
                     f"L{at(0.2, -0.55)}", STRIPE, r * 0.12)
    whiskers = stroke(f"M{at(-0.3, 0.4)} L{at(-1.3, 0.2)} M{at(0.3, 0.4)} L{at(1.3, 0.2)}", IVORY, r * 0.06)
    return ears + ell(cx, cy, r, r * 0.88, FUR, LINE) + stripes + eyes + nose + whiskers


def p_cat_sit() -> str:
    """Mimus sitting, facing us, his tail curled round his paws."""
    return (
        stroke("M64 96 Q88 96 86 74 Q84 62 76 66", FUR, 7)
        + path("M30 100 Q26 64 40 48 L60 48 Q74 64 70 100 Z", FUR, LINE)
        + stroke("M34 70 Q40 72 42 66 M66 70 Q60 72 58 66 M36 84 Q42 86 44 80 M64 84 Q58 86 56 80", STRIPE, 3)
        + ell(50, 70, 7, 14, "#e6d2b4")
        + ell(42, 98, 6, 3.5, FUR, LINE)
        + ell(58, 98, 6, 3.5, FUR, LINE)
        + cat_head(50, 36, 17)
    )


def p_cat_walk() -> str:
    """Mimus on the prowl, side on, tail up."""
    legs = "".join(rect(x, 76, 6, 24, FUR, LINE) for x in (20, 30, 62, 72))
    return (
        stroke("M18 66 Q4 52 10 30", FUR, 6)
        + legs
        + ell(48, 68, 34, 15, FUR, LINE)
        + stroke("M34 56 L36 78 M46 54 L46 80 M58 56 L56 78", STRIPE, 3)
        + cat_head(82, 50, 14)
    )


def p_cat_sleep() -> str:
    """Mimus curled asleep: a round loaf with his tail wrapped round."""
    return (
        ell(50, 84, 40, 17, FUR, LINE)
        + stroke("M16 90 Q50 104 84 92", STRIPE, 5)
        + stroke("M32 74 L34 88 M46 70 L46 86 M60 72 L58 88", STRIPE, 3)
        + ell(78, 80, 13, 11, FUR, LINE)
        + path("M70 72 L72 62 L77 70 Z M82 70 L88 62 L88 74 Z", FUR, LINE)
        + stroke("M72 80 Q75 82 78 80 M81 80 Q84 82 87 80", INK, 1.4)
    )


def p_cat_leap() -> str:
    """Mimus in mid-leap, stretched out, forepaws reaching."""
    return (
        stroke("M14 80 Q4 88 2 98", FUR, 6)
        + path("M14 78 Q40 52 76 46 L84 54 Q50 70 22 88 Z", FUR, LINE)
        + stroke("M70 50 L92 36 M74 56 L96 46 M22 86 L8 98 M28 82 L18 98", FUR, 6)
        + stroke("M38 64 L44 74 M52 58 L56 68", STRIPE, 3)
        + cat_head(82, 38, 12)
    )


def p_kitten() -> str:
    return (
        path("M34 100 Q32 78 42 70 L58 70 Q68 78 66 100 Z", FUR, LINE)
        + stroke("M62 98 Q78 96 76 84", FUR, 5)
        + cat_head(50, 60, 14)
    )


def p_paws() -> str:
    """Nine little paw prints in an arch: nine lives."""
    out = ""
    for k in range(9):
        a = math.pi * (0.08 + 0.84 * k / 8)
        x, y = 50 - 44 * math.cos(a), 96 - 78 * math.sin(a)
        out += ell(x, y, 3.6, 3.0, STRIPE) + "".join(
            ell(x + dx, y - 4, 1.3, 1.5, STRIPE) for dx in (-3, 0, 3)
        )
    return out


CATS: dict[str, Callable[[], str]] = {
    name[2:]: f for name, f in list(globals().items()) if name.startswith("p_")
}
