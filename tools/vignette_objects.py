"""The objects of the card vignettes (tools/vignettes.py): tea things, candles, frames,
furniture, ornaments of the season, each in its own 100 x 100 box standing on (50, 100)."""

from __future__ import annotations

import math
from collections.abc import Callable

from vignette_props import (
    BLUE,
    CATS,
    CHINA,
    GOLD,
    GOLD_DARK,
    GREEN,
    INK,
    IVORY,
    LINE,
    RED,
    SILVER,
    SILVER_DARK,
    cat_head,
    ell,
    p_cat_sit,
    path,
    rect,
    stroke,
)


def p_teapot() -> str:
    return (
        stroke("M26 62 Q8 62 12 78 Q16 88 28 84", SILVER_DARK, 5)
        + path("M72 66 Q90 56 94 40 L88 40 Q84 54 72 60 Z", SILVER, LINE)
        + ell(50, 72, 26, 22, SILVER, LINE)
        + path("M36 52 Q50 44 64 52 Z", SILVER_DARK, LINE)
        + ell(50, 44, 4, 4, GOLD)
        + rect(34, 92, 32, 6, SILVER_DARK, LINE)
        + stroke("M32 70 Q50 78 68 70", GOLD_DARK, 2)
    )


def p_cup() -> str:
    return (
        ell(50, 96, 34, 5, CHINA, LINE)
        + path("M24 62 L76 62 Q74 92 50 94 Q26 92 24 62 Z", CHINA, LINE)
        + stroke("M74 68 Q90 68 86 80 Q82 88 72 86", CHINA, 4)
        + stroke("M30 72 Q50 80 70 72", BLUE, 2)
        + stroke("M42 54 Q48 44 42 34 M56 54 Q62 44 56 34", "#ffffff", 2)
    )


def p_saucer() -> str:
    return ell(50, 92, 44, 8, CHINA, LINE) + ell(50, 90, 30, 4, "#fffaf0")


def p_candle() -> str:
    return (
        ell(50, 96, 22, 4, GOLD, LINE)
        + rect(44, 34, 12, 60, IVORY, LINE)
        + ell(50, 24, 5, 10, "#f8c040")
        + ell(50, 27, 2.4, 5, "#fff4c0")
        + ell(50, 24, 16, 16, "#fff0a0", 'opacity="0.25"')
    )


def p_easel() -> str:
    return (
        stroke("M30 100 L48 10 M70 100 L52 10 M50 60 L50 100", "#6a4428", 4)
        + rect(18, 18, 64, 48, GOLD, LINE)
        + rect(24, 24, 52, 36, "#c8d4c0")
        + path("M24 60 Q40 40 52 50 Q64 36 76 50 L76 60 Z", "#6a8a5a")
    )


def p_frame_cat() -> str:
    """A gilt frame with a portrait of Mimus in it."""
    return (
        rect(14, 6, 72, 90, GOLD, LINE)
        + rect(22, 14, 56, 74, "#3a2a30")
        + f'<g transform="translate(22 10) scale(0.56 0.78)">{p_cat_sit()}</g>'
    )


def p_oval_cat() -> str:
    """A miniature of Mimus in an oval gilt frame on a little stand."""
    return (
        ell(50, 50, 34, 42, GOLD, LINE)
        + ell(50, 50, 27, 35, "#e8e0d0")
        + f'<g transform="translate(30 16) scale(0.4 0.6)">{p_cat_sit()}</g>'
        + stroke("M50 92 L40 100 M50 92 L60 100", GOLD_DARK, 3)
    )


def p_mirror() -> str:
    return (
        ell(50, 52, 36, 46, GOLD, LINE)
        + ell(50, 52, 30, 40, "#b8ccd4")
        + stroke("M34 30 Q40 22 48 20", "#ffffff", 3)
    )


def p_curtain() -> str:
    folds = "".join(stroke(f"M{x} 6 Q{x + 4} 50 {x - 2} 100", "#6a1a28", 2) for x in range(16, 90, 14))
    return (
        rect(4, 0, 92, 8, GOLD, LINE)
        + path("M8 6 L92 6 L96 100 L4 100 Z", RED, LINE)
        + folds
        + stroke("M4 60 Q20 56 30 66", GOLD, 3)
    )


def p_roof() -> str:
    return (
        path("M-40 100 L-40 60 L140 60 L140 100 Z", "#3a3a48")
        + rect(86, 30, 14, 32, "#6a3a2c", LINE)
        + rect(84, 26, 18, 6, "#4a2a20")
        + stroke("M-40 60 L140 60", INK, 2)
    )


def p_bird() -> str:
    return path("M20 60 Q36 40 50 58 Q64 40 80 60 Q64 52 50 66 Q36 52 20 60 Z", "#d8d8e0", LINE)


def p_basket() -> str:
    weave = "".join(stroke(f"M{x} 66 L{x + 4} 98", "#8a6a30", 2) for x in range(14, 86, 8))
    return (
        stroke("M14 66 Q50 10 86 66", "#a0803a", 4)
        + path("M8 62 L92 62 L84 98 L16 98 Z", "#c8a050", LINE)
        + weave
        + cat_head(36, 56, 11)
        + cat_head(62, 54, 11)
    )


def p_mantel() -> str:
    return (
        rect(4, 30, 92, 10, "#e6dcc6", LINE)
        + rect(10, 40, 14, 60, "#e6dcc6", LINE)
        + rect(76, 40, 14, 60, "#e6dcc6", LINE)
        + rect(24, 44, 52, 56, "#2a1a14")
        + ell(50, 92, 18, 6, "#e0702a")
    )


def p_clock() -> str:
    return (
        path("M20 100 L20 40 Q50 10 80 40 L80 100 Z", GOLD, LINE)
        + ell(50, 56, 20, 20, IVORY, LINE)
        + stroke("M50 56 L50 42 M50 56 L60 60", INK, 2)
    )


def p_door() -> str:
    """No. 10: a black door under a fanlight."""
    return (
        rect(16, 20, 68, 80, "#e6dcc6")
        + path("M24 40 Q50 10 76 40 Z", "#f6e8b0", LINE)
        + rect(24, 40, 52, 60, "#161616", LINE)
        + stroke("M50 40 L50 100", "#3a3a3a", 1.4)
        + ell(50, 70, 3.4, 3.4, GOLD)
        + stroke("M44 50 L44 60", GOLD, 1.6)
        + ell(54, 55, 3.4, 5, "none", f'stroke="{GOLD}" stroke-width="1.6"')
    )


def p_arch() -> str:
    """A rose arch of the garden party, its trellis in leaf."""
    leaves = "".join(
        ell(50 + 38 * math.cos(a / 10), 60 - 44 * math.sin(a / 10), 7, 5, "#4a6a3a") for a in range(0, 32, 3)
    )
    roses = "".join(
        ell(50 + 38 * math.cos(a / 10), 60 - 44 * math.sin(a / 10), 3, 3, "#d05a6a") for a in range(1, 32, 5)
    )
    return stroke("M12 100 L12 60 Q12 16 50 16 Q88 16 88 60 L88 100", "#f0ece0", 4) + leaves + roses


def p_rose() -> str:
    return (
        stroke("M50 100 L50 50", "#3a5a2a", 3)
        + ell(40, 70, 8, 4, "#4a6a3a")
        + ell(60, 78, 8, 4, "#4a6a3a")
        + ell(50, 42, 12, 11, "#c03a4a", LINE)
        + stroke("M44 42 Q50 34 56 42 Q50 48 46 44", "#8a1a2a", 2)
    )


def p_parasol() -> str:
    return stroke("M50 40 L56 100", INK, 2) + path(
        "M8 44 Q50 -6 92 44 Q78 36 64 44 Q50 34 36 44 Q22 36 8 44 Z", "#e8b0b8", LINE
    )


def p_fan() -> str:
    ribs = ""
    for k in range(9):
        a = math.pi * (0.1 + 0.8 * k / 8)
        ribs += path(
            f"M50 92 L{50 + 44 * math.cos(a - 0.08):.1f} {92 - 44 * math.sin(a - 0.08):.1f} "
            f"L{50 + 44 * math.cos(a + 0.08):.1f} {92 - 44 * math.sin(a + 0.08):.1f} Z",
            "#e6c8d0" if k % 2 else "#c8a0b0",
            LINE,
        )
    return ribs + ell(50, 92, 4, 4, GOLD)


def p_mask() -> str:
    return (
        path(
            "M8 60 Q30 40 50 56 Q70 40 92 60 Q86 80 64 76 Q56 70 50 72 Q44 70 36 76 Q14 80 8 60 Z", INK, LINE
        )
        + ell(32, 62, 8, 5, "#f6eeda")
        + ell(68, 62, 8, 5, "#f6eeda")
        + stroke("M92 60 L98 96", GOLD, 2)
        + path("M40 46 Q30 20 44 10 Q46 30 50 46 Z", RED)
    )


def p_chandelier() -> str:
    arms = stroke("M50 0 L50 40 M20 44 Q50 70 80 44", GOLD_DARK, 3)
    lights = "".join(
        ell(x, y, 3, 6, "#f8d060") for x, y in ((20, 38), (35, 48), (50, 52), (65, 48), (80, 38))
    )
    return arms + lights + ell(50, 54, 6, 8, GOLD, LINE)


def p_locket() -> str:
    """An open locket on its chain, a tiny portrait inside."""
    return (
        stroke("M20 10 Q50 50 80 10", GOLD, 2)
        + ell(50, 64, 22, 26, GOLD, LINE)
        + ell(50, 64, 16, 20, IVORY)
        + ell(50, 56, 6, 7, INK)
        + path("M38 82 Q50 64 62 82 Z", INK)
        + ell(50, 36, 4, 4, GOLD, LINE)
    )


def p_salver() -> str:
    """A silver salver with five calling cards."""
    cards = "".join(
        rect(
            22 + k * 11,
            72 - k * 2,
            22,
            14,
            IVORY,
            f'stroke="{INK}" stroke-width="1" transform="rotate({k * 6 - 12} {33 + k * 11} {79 - k * 2})"',
        )
        for k in range(5)
    )
    return ell(50, 88, 46, 12, SILVER, LINE) + ell(50, 86, 38, 8, "#eeeee8") + cards


def p_cards() -> str:
    """Four whist cards fanned out."""
    out = ""
    for k, suit in enumerate((INK, RED, INK, RED)):
        a = -24 + k * 16
        out += (
            f'<g transform="rotate({a} 50 100)">{rect(36, 30, 28, 40, IVORY, LINE)}'
            f"{ell(50, 50, 5, 6, suit)}</g>"
        )
    return out


def p_coins() -> str:
    return "".join(ell(50 + dx, 96 - k * 7, 20, 6, GOLD, LINE) for k, dx in enumerate((0, 2, -1, 3, 0)))


def p_bench() -> str:
    """A green bench of the Commons."""
    return (
        rect(6, 50, 88, 22, GREEN, LINE)
        + rect(6, 70, 88, 10, "#1e4a40", LINE)
        + rect(10, 80, 8, 20, "#4a3022")
        + rect(82, 80, 8, 20, "#4a3022")
    )


def p_table() -> str:
    """A card table under a green cloth."""
    return (
        path("M4 40 L96 40 L90 56 L10 56 Z", "#2f7056", LINE)
        + rect(14, 56, 6, 44, "#5a3a2a")
        + rect(80, 56, 6, 44, "#5a3a2a")
    )


def p_screen() -> str:
    """A paper screen lit from behind with a sitter's profile: a silhouette in the taking."""
    return (
        rect(20, 14, 60, 78, "#f4e8c0", LINE)
        + rect(16, 92, 68, 8, "#6a4428")
        + path(
            "M56 30 Q40 28 40 44 L36 50 L40 52 L38 58 L42 62 Q40 70 46 72 L44 88 L70 88 L64 70 "
            "Q70 50 64 36 Z",
            INK,
        )
    )


def p_bicorne() -> str:
    return (
        path("M4 80 Q50 30 96 80 Q50 66 4 80 Z", INK, LINE)
        + ell(64, 62, 6, 6, "#e6dcc6")
        + stroke("M24 74 Q50 60 76 74", GOLD, 2)
    )


def p_letter() -> str:
    return (
        rect(10, 50, 80, 48, IVORY, LINE) + stroke("M10 50 L50 80 L90 50", INK, 1.6) + ell(50, 80, 7, 7, RED)
    )


def p_tiara() -> str:
    return path(
        "M10 90 Q50 70 90 90 L84 60 L70 76 L60 48 L50 70 L40 48 L30 76 L16 60 Z", GOLD, LINE
    ) + "".join(ell(x, y, 3, 3, "#e8f0ff") for x, y in ((40, 54), (50, 76), (60, 54), (16, 66), (84, 66)))


def p_palette() -> str:
    dabs = "".join(
        ell(x, y, 5, 4, c) for x, y, c in ((30, 66, RED), (44, 58, BLUE), (60, 58, GOLD), (72, 68, GREEN))
    )
    return (
        path(
            "M10 76 Q10 44 50 46 Q92 48 90 74 Q88 92 60 90 Q56 80 46 84 Q40 96 24 92 Q10 88 10 76 Z",
            "#c8a070",
            LINE,
        )
        + dabs
    )



PROPS: dict[str, Callable[[], str]] = CATS | {
    name[2:]: f for name, f in list(globals().items()) if name.startswith("p_") and name[2:] not in CATS
}
