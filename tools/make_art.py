"""Write the studio's parametric SVG art into assets/art/ (see assets/ART.md).

    python tools/make_art.py [--out assets/art]

Families of pictures that share one design are generated here so they stay consistent:
- the cameo figures: the four characters (ink on ivory, facing right), the four Bonus
  Personas (cut paper, facing left, drawn white to be tinted) and Lady Cat with Mimus;
- the card frames of each kind (L&C, Ton, Tea, whist, Star, Queen, Solo) with their emblems,
  and the card backs;
- the Beehive's hexes, one per level with its own decoration, and the event spaces;
- the Assembly Room's room emblems.
One-off pictures (suits, title emblem, corner ornament, table, damask tile) are written by
hand in assets/art/. nanosvg (pygame-ce's SVG reader) has no <use> or clip paths, so every
shape is written out in full. Running the tool again writes the same files.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "assets" / "art"
INK = "#282024"
IVORY = "#f6eeda"
GOLD = "#d4af5a"
GOLD_DARK = "#96762f"


def svg(w: float, h: float, body: str, note: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w:g} {h:g}">\n'
            f"<!-- {note} Made by tools/make_art.py. -->\n{body}\n</svg>\n")


class Pen:
    """Shapes in unit coordinates (0-1 of the figure's width and height) -> SVG elements."""

    def __init__(self, w: float = 100, h: float = 120, ink: str = INK):
        self.w, self.h, self.ink = w, h, ink
        self.parts: list[str] = []
        self.edge = ""  # when set, filled shapes are outlined in this colour (a painted miniature)

    def _edge(self) -> str:
        return f' stroke="{self.edge}" stroke-width="1.1" stroke-linejoin="round"' if self.edge else ""

    def p(self, x: float, y: float) -> str:
        return f"{x * self.w:.1f},{y * self.h:.1f}"

    def poly(self, *pts: tuple[float, float], color: str | None = None) -> None:
        self.parts.append(f'<polygon points="{" ".join(self.p(x, y) for x, y in pts)}" '
                          f'fill="{color or self.ink}"{self._edge()}/>')

    def oval(self, x: float, y: float, w: float, h: float, color: str | None = None) -> None:
        self.parts.append(f'<ellipse cx="{(x + w / 2) * self.w:.1f}" cy="{(y + h / 2) * self.h:.1f}" '
                          f'rx="{w / 2 * self.w:.1f}" ry="{h / 2 * self.h:.1f}" fill="{color or self.ink}"'
                          f'{self._edge()}/>')

    def dot(self, x: float, y: float, r: float, color: str | None = None) -> None:
        self.parts.append(f'<circle cx="{x * self.w:.1f}" cy="{y * self.h:.1f}" r="{r * self.w:.1f}" '
                          f'fill="{color or self.ink}"/>')

    def line(self, a: tuple[float, float], b: tuple[float, float], width: float = 0.025,
             color: str | None = None) -> None:
        self.parts.append(f'<polyline points="{self.p(*a)} {self.p(*b)}" fill="none" '
                          f'stroke="{color or self.ink}" stroke-width="{width * self.w:.1f}" '
                          f'stroke-linecap="round"/>')

    def path(self, d: str, color: str | None = None, stroke: str = "", width: float = 0) -> None:
        fill = "none" if stroke and color is None else (color or self.ink)
        extra = (f' stroke="{stroke}" stroke-width="{width:g}" stroke-linecap="round"' if stroke
                 else self._edge())
        self.parts.append(f'<path d="{d}" fill="{fill}"{extra}/>')

    def text(self) -> str:
        return "\n".join(self.parts)


# ============================================================================ cameo figures
# The characters and Lady Cat are painted miniatures in profile facing right: skin, hair with
# its strands, an eye, brow, ear and lips, and the clothes of their station, each outlined in
# ink like an engraving, on the ivory of the cameo.
SKIN, SKIN_SHADE, LIPS, EYE = "#ecd3b8", "#c99f82", "#b2585a", "#3a2a26"


def character_bust(pen: Pen, coat: str, hair: str, lady: bool) -> None:
    """The profile facing right: shoulders in `coat`, neck, head and face in skin, an ear, an
    eye under its brow, the lips; `lady` lets the hair fall at the nape."""
    pen.edge = INK
    pen.oval(0.12, 0.70, 0.76, 0.5, coat)
    neck = ((0.45, 0.50), (0.59, 0.52), (0.58, 0.74), (0.43, 0.74))
    face = ((0.58, 0.20), (0.63, 0.28), (0.645, 0.36), (0.70, 0.43), (0.655, 0.45), (0.67, 0.48),
            (0.65, 0.50), (0.665, 0.525), (0.62, 0.56), (0.52, 0.56), (0.50, 0.30))
    for color in (INK, SKIN):  # ink outlined first, then skin over it: one outline round the whole
        pen.poly(*neck, color=color)
        pen.oval(0.31, 0.17, 0.33, 0.38, color)
        pen.poly(*face, color=color)
        pen.edge = ""
    pen.oval(0.45, 0.355, 0.06, 0.085, SKIN_SHADE)  # the ear
    pen.path("M55.5 33 Q59 31 62.5 33", color=None, stroke=hair, width=1.6)  # the brow
    pen.oval(0.585, 0.345, 0.035, 0.018, EYE)
    pen.path("M65.2 49.6 L66.6 50.6 L65.2 51.6", color=None, stroke=LIPS, width=1.4)
    if lady:
        pen.edge = INK
        pen.oval(0.29, 0.38, 0.07, 0.17, hair)  # the hair falling at the nape
        pen.edge = ""


def strands(pen: Pen, color: str, *curves: str) -> None:
    """Fine lines of light in the hair, so it reads as hair and not a cap."""
    for d in curves:
        pen.path(d, color=None, stroke=color, width=0.9)


def edward(pen: Pen) -> None:
    """Lord Edward, tea-room gossip: swept brown hair, side-whiskers, a navy coat with a high
    collar, a tall white cravat and a quizzing glass on its ribbon."""
    character_bust(pen, "#27324e", "#5a3a22", False)
    pen.edge = INK
    pen.path("M33 30 Q34 16 50 15 Q62 14 64 22 Q58 21 54 25 Q46 24 40 30 Q38 38 39 45 L35 45 "
             "Q31 38 33 30 Z", "#5a3a22")
    pen.poly((0.35, 0.44), (0.39, 0.44), (0.43, 0.52), (0.38, 0.53), color="#5a3a22")  # whisker
    pen.poly((0.44, 0.60), (0.61, 0.58), (0.60, 0.74), (0.52, 0.82), (0.45, 0.74), color=IVORY)  # cravat
    pen.path("M28 84 L44 72 L48 92 L34 100 Z", "#3a4668")  # the lapel
    pen.edge = ""
    strands(pen, "#8a6040", "M38 28 Q46 18 60 18", "M36 34 Q42 24 52 21")
    pen.path("M56 84 Q62 96 70 104", color=None, stroke=GOLD, width=1)  # the glass's ribbon
    pen.parts.append(f'<circle cx="71" cy="106" r="4" fill="none" stroke="{GOLD}" stroke-width="1.6"/>')


def shae(pen: Pen) -> None:
    """Lord Shae of the House of Lords: greying hair, whiskers, a black coat with a high white
    collar, a peer's crimson sash and the gilt star of an order."""
    character_bust(pen, "#1e1c22", "#4a4440", False)
    pen.edge = INK
    pen.path("M33 32 Q32 16 48 14 Q62 13 64 21 L50 24 Q42 26 40 34 Q39 42 41 50 L36 50 Q32 42 33 32 Z",
             "#6a625c")
    pen.poly((0.36, 0.42), (0.41, 0.42), (0.44, 0.54), (0.49, 0.58), (0.38, 0.55), color="#6a625c")
    pen.poly((0.44, 0.62), (0.62, 0.60), (0.62, 0.70), (0.44, 0.72), color=IVORY)  # collar
    pen.poly((0.20, 0.80), (0.30, 0.75), (0.76, 1.0), (0.62, 1.0), color="#9a2636")  # sash
    pen.edge = ""
    strands(pen, "#a8a098", "M36 30 Q42 18 58 17", "M38 38 Q40 26 50 22")
    pen.path(star_path(30, 106, 5.5, 8), GOLD)


def tuesday(pen: Pen) -> None:
    """Lady Tuesday, climbing the Beehive: dark hair in a chignon with a crimson ribbon, curls at
    the temple, a claret gown and a pearl necklace."""
    character_bust(pen, "#6e2638", "#2e2018", True)
    pen.edge = INK
    pen.path("M33 34 Q31 18 48 15 Q62 14 63 22 Q54 22 48 28 Q42 34 40 44 L35 46 Q32 40 33 34 Z", "#2e2018")
    pen.dot(0.36, 0.21, 0.10, "#2e2018")  # the chignon
    pen.edge = ""
    strands(pen, "#6a4a38", "M30 20 Q36 12 44 16", "M38 32 Q44 22 56 19", "M29 26 Q33 30 38 28")
    pen.dot(0.58, 0.27, 0.018, "#2e2018")  # a curl at the temple
    pen.path("M26 20 Q32 10 40 14", color=None, stroke="#b02a3a", width=3)
    for i in range(7):
        pen.dot(0.43 + i * 0.026, 0.70 - abs(i - 3) * 0.008, 0.014, IVORY)


def alexandria(pen: Pen) -> None:
    """Lady Alexandria, grande dame of the Ton: auburn hair dressed high with a white plume and
    a gilt tiara, a green silk gown, pearls."""
    character_bust(pen, "#2e5a4a", "#8a4426", True)
    pen.edge = INK
    pen.oval(0.30, 0.04, 0.26, 0.22, "#8a4426")
    pen.path("M33 34 Q31 20 44 16 Q60 15 62 22 Q52 24 46 30 Q42 36 40 46 L35 46 Q32 40 33 34 Z", "#8a4426")
    pen.poly((0.32, 0.10), (0.16, -0.02), (0.06, 0.0), (0.22, 0.08), (0.30, 0.16), color="#fbf5e6")  # plume
    pen.poly((0.36, 0.19), (0.42, 0.13), (0.46, 0.18), (0.50, 0.12), (0.55, 0.19), color=GOLD)  # tiara
    pen.edge = ""
    strands(pen, "#c07848", "M34 12 Q42 6 52 10", "M36 30 Q42 20 56 19", "M32 20 Q36 14 44 12")
    pen.path("M12 4 Q20 6 28 12", color=None, stroke="#d8cfb8", width=0.8)
    for i in range(5):
        pen.dot(0.44 + i * 0.035, 0.71, 0.018, IVORY)
    pen.dot(0.50, 0.76, 0.025, IVORY)


def ladycat(pen: Pen) -> None:
    """Lady Catherine in a lace cap over grey curls, a mauve gown with a white fichu, her cat
    Mimus, a tabby with gold eyes, on her shoulder."""
    character_bust(pen, "#5a4258", "#8c8a90", True)
    pen.edge = INK
    pen.path("M33 36 Q31 24 40 20 L60 20 Q62 24 60 26 Q50 26 44 32 Q40 38 40 46 L35 46 Q32 40 33 36 Z",
             "#a8a4aa")
    pen.oval(0.27, 0.12, 0.40, 0.20, "#fbf5e6")  # the cap's crown
    pen.edge = ""
    for i in range(6):  # its lace frill
        pen.dot(0.30 + i * 0.068, 0.30 - abs(i - 2.5) * 0.02, 0.04, "#fbf5e6")
    pen.poly((0.44, 0.62), (0.60, 0.60), (0.62, 0.68), (0.44, 0.70), color=IVORY)  # a fichu
    # Mimus, sitting on the left shoulder: body, head, ears, a curled tail, stripes and eyes.
    tabby, stripe = "#6a5a4e", "#3a2e2a"
    pen.edge = INK
    pen.oval(0.06, 0.60, 0.26, 0.30, tabby)
    pen.oval(0.08, 0.46, 0.20, 0.18, tabby)
    pen.poly((0.09, 0.52), (0.09, 0.40), (0.15, 0.48), color=tabby)
    pen.poly((0.27, 0.52), (0.27, 0.40), (0.21, 0.48), color=tabby)
    pen.edge = ""
    pen.path("M10 104 Q-2 96 6 84", color=None, stroke=tabby, width=4)
    for y in (0.66, 0.72, 0.78):
        pen.path(f"M8 {y * 120:.0f} Q14 {y * 120 - 3:.0f} 18 {y * 120:.0f}", color=None, stroke=stripe,
                 width=1.2)
    pen.path("M15 58 L16 62 M18 57 L18 61 M21 58 L20 62", color=None, stroke=stripe, width=1)
    pen.dot(0.14, 0.55, 0.016, GOLD)
    pen.dot(0.22, 0.55, 0.016, GOLD)
    pen.dot(0.18, 0.60, 0.01, "#c08080")  # the nose


def paper_bust(pen: Pen) -> None:
    """The court cards' bust facing left (cut paper, drawn white to be tinted)."""
    pen.poly((0.50, 0.16), (0.42, 0.18), (0.37, 0.23), (0.355, 0.30), (0.345, 0.33), (0.352, 0.355),
             (0.318, 0.405), (0.345, 0.42), (0.343, 0.44), (0.333, 0.455), (0.35, 0.47), (0.34, 0.49),
             (0.355, 0.51), (0.35, 0.54), (0.38, 0.565), (0.44, 0.575), (0.45, 0.62), (0.44, 0.68),
             (0.30, 0.72), (0.16, 0.78), (0.10, 0.88), (0.08, 1.0), (0.92, 1.0), (0.90, 0.86),
             (0.80, 0.76), (0.64, 0.70), (0.60, 0.62), (0.60, 0.55), (0.66, 0.48), (0.69, 0.38),
             (0.67, 0.27), (0.62, 0.20), (0.56, 0.165))


CUT = "#000000"  # details cut out of the paper: black, so tinting keeps them dark
GREY = "#9c9c9c"  # details printed on the paper: a darker shade of its tint


def paper_face(pen: Pen, hair: str = GREY) -> None:
    """What makes a cut-paper profile a face: the hair at the back in a shade with its strands
    cut, the ear, an eye under its brow, the line of the lips."""
    pen.path("M56 20 Q68 26 68 40 Q66 52 60 56 Q58 44 56 36 Z", hair)
    pen.path("M58 26 Q64 32 64 44 M60 24 Q67 30 66 42", color=None, stroke=CUT, width=0.7)
    pen.oval(0.53, 0.37, 0.05, 0.08, GREY)
    pen.path("M37.5 32.5 Q40 31 43 32", color=None, stroke=CUT, width=1.2)
    pen.oval(0.385, 0.345, 0.035, 0.018, CUT)
    pen.path("M34.6 49.6 L33.6 50.4 L34.8 51.2", color=None, stroke=CUT, width=0.9)


# The court cards of whist (RULINGS R1: Victoria, Albert and Jack, the Prime Minister) show a
# portrait in place of the middle pip: cut paper, tinted in the suit's colour.
def court_victoria(pen: Pen) -> None:
    """The Queen: hair parted and coiled, a small crown, a veil falling behind, a necklace."""
    paper_bust(pen)
    paper_face(pen)
    pen.path("M58 14 Q80 20 84 56 Q86 80 74 96 L64 70 Q66 40 58 26 Z", GREY)  # the veil
    pen.oval(0.56, 0.30, 0.14, 0.14)  # the coil of hair
    pen.poly((0.40, 0.16), (0.42, 0.06), (0.47, 0.12), (0.51, 0.04), (0.55, 0.12), (0.60, 0.06),
             (0.60, 0.17))  # the crown
    for k in range(6):
        pen.dot(0.38 + k * 0.045, 0.74 + abs(k - 2.5) * 0.012, 0.018, CUT)


def court_albert(pen: Pen) -> None:
    """The Prince: wavy hair, side-whiskers and a moustache, a high collar and an order's star."""
    paper_bust(pen)
    paper_face(pen)
    pen.path("M36 22 Q44 12 58 16 Q68 20 68 32 Q62 24 52 24 Q42 26 36 22 Z", GREY)  # hair
    pen.path("M56 42 Q60 54 54 60 L50 56 Q54 50 52 44 Z", GREY)  # whisker
    pen.path("M33 47 Q37 45 41 48 Q37 50 33 47 Z", CUT)  # the moustache
    pen.poly((0.42, 0.62), (0.60, 0.62), (0.62, 0.70), (0.42, 0.70), color=GREY)
    pen.path(star_path(64, 96, 6, 8), CUT)


def court_jack(pen: Pen) -> None:
    """Jack, the Prime Minister: a tall hat, a stock at the throat, the lapels of a frock coat."""
    paper_bust(pen)
    paper_face(pen)
    pen.poly((0.40, 0.00), (0.64, 0.00), (0.645, 0.16), (0.395, 0.16))
    pen.poly((0.39, 0.12), (0.65, 0.12), (0.645, 0.16), (0.395, 0.16), color=GREY)  # the band
    pen.poly((0.31, 0.16), (0.74, 0.145), (0.73, 0.195), (0.32, 0.205))
    pen.poly((0.43, 0.60), (0.60, 0.60), (0.58, 0.72), (0.45, 0.72), color=GREY)  # the stock
    pen.path("M30 84 L46 74 L48 100 Z M74 84 L58 74 L56 100 Z", CUT)  # the lapels


FIGURES = {"cameo_edward": (edward, INK), "cameo_tuesday": (tuesday, INK),
           "cameo_alexandria": (alexandria, INK), "cameo_shae": (shae, INK),
           "cameo_ladycat": (ladycat, INK), "court_victoria": (court_victoria, "#ffffff"),
           "court_albert": (court_albert, "#ffffff"), "court_jack": (court_jack, "#ffffff")}


# ============================================================================ emblems
def star_path(cx: float, cy: float, r: float, points: int = 5, inner: float = 0.45) -> str:
    pts = []
    for i in range(points * 2):
        rad = r if i % 2 == 0 else r * inner
        a = -math.pi / 2 + i * math.pi / points
        pts.append(f"{cx + rad * math.cos(a):.1f},{cy + rad * math.sin(a):.1f}")
    return "M" + " L".join(pts) + " Z"


def emblem(kind: str, cx: float, cy: float, s: float, color: str) -> str:
    """A kind's emblem centred at (cx, cy), `s` units across, in one colour."""
    def T(x: float, y: float) -> str:
        return f"{cx + x * s:.1f},{cy + y * s:.1f}"
    if kind == "lc":  # a portcullis: Lords & Commons
        bars = "".join(f'<rect x="{cx + (x - 0.04) * s:.1f}" y="{cy - 0.32 * s:.1f}" width="{0.08 * s:.1f}" '
                       f'height="{0.7 * s:.1f}" fill="{color}"/>' for x in (-0.3, -0.1, 0.1, 0.3))
        rails = "".join(f'<rect x="{cx - 0.4 * s:.1f}" y="{cy + y * s:.1f}" width="{0.8 * s:.1f}" '
                        f'height="{0.07 * s:.1f}" fill="{color}"/>' for y in (-0.3, -0.05, 0.2))
        spikes = "".join(f'<polygon points="{T(x - 0.05, 0.38)} {T(x + 0.05, 0.38)} {T(x, 0.5)}" '
                         f'fill="{color}"/>' for x in (-0.3, -0.1, 0.1, 0.3))
        return bars + rails + spikes
    if kind == "ton":  # an open fan: the fashionable Ton
        blades = "".join(
            f'<polygon points="{T(0, 0.35)} {T(0.5 * math.cos(a - 0.09), 0.35 - 0.5 * math.sin(a - 0.09))} '
            f'{T(0.5 * math.cos(a + 0.09), 0.35 - 0.5 * math.sin(a + 0.09))}" fill="{color}"/>'
            for a in (math.pi * (0.2 + 0.6 * k / 6) for k in range(7)))
        return blades + f'<circle cx="{cx:.1f}" cy="{cy + 0.35 * s:.1f}" r="{0.06 * s:.1f}" fill="{color}"/>'
    if kind == "tea":  # a teacup on its saucer
        return (f'<path d="M{T(-0.32, -0.15)} L{T(0.22, -0.15)} Q{T(0.2, 0.25)} {T(-0.05, 0.25)} '
                f'Q{T(-0.3, 0.25)} {T(-0.32, -0.15)} Z" fill="{color}"/>'
                f'<ellipse cx="{cx - 0.05 * s:.1f}" cy="{cy + 0.3 * s:.1f}" rx="{0.42 * s:.1f}" '
                f'ry="{0.07 * s:.1f}" fill="{color}"/>'
                f'<path d="M{T(0.2, -0.08)} Q{T(0.42, -0.08)} {T(0.32, 0.08)} '
                f'Q{T(0.26, 0.14)} {T(0.16, 0.1)}" '
                f'fill="none" stroke="{color}" stroke-width="{0.05 * s:.1f}"/>'
                f'<path d="M{T(-0.12, -0.25)} Q{T(-0.05, -0.35)} {T(-0.12, -0.45)} M{T(0.02, -0.25)} '
                f'Q{T(0.09, -0.35)} {T(0.02, -0.45)}" fill="none" stroke="{color}" '
                f'stroke-width="{0.035 * s:.1f}"/>')
    if kind == "star":
        return f'<path d="{star_path(cx, cy, 0.45 * s)}" fill="{color}"/>'
    if kind == "queen":
        return (f'<polygon points="{T(-0.4, 0.25)} {T(-0.44, -0.2)} {T(-0.2, 0.02)} {T(0, -0.35)} '
                f'{T(0.2, 0.02)} {T(0.44, -0.2)} {T(0.4, 0.25)}" fill="{color}"/>'
                f'<rect x="{cx - 0.42 * s:.1f}" y="{cy + 0.25 * s:.1f}" width="{0.84 * s:.1f}" '
                f'height="{0.12 * s:.1f}" rx="{0.03 * s:.1f}" fill="{color}"/>')
    if kind == "cat":  # Lady Cat's cat: a head with pointed ears
        return (f'<ellipse cx="{cx:.1f}" cy="{cy + 0.08 * s:.1f}" rx="{0.36 * s:.1f}" ry="{0.3 * s:.1f}" '
                f'fill="{color}"/><polygon points="{T(-0.34, -0.04)} {T(-0.3, -0.42)} {T(-0.06, -0.18)}" '
                f'fill="{color}"/><polygon points="{T(0.34, -0.04)} {T(0.3, -0.42)} {T(0.06, -0.18)}" '
                f'fill="{color}"/>')
    if kind == "bee":
        return (f'<ellipse cx="{cx:.1f}" cy="{cy:.1f}" rx="{0.3 * s:.1f}" ry="{0.2 * s:.1f}" fill="{color}"/>'
                f'<ellipse cx="{cx - 0.12 * s:.1f}" cy="{cy - 0.28 * s:.1f}" rx="{0.2 * s:.1f}" '
                f'ry="{0.12 * s:.1f}" fill="{color}" opacity="0.6"/>'
                f'<ellipse cx="{cx + 0.12 * s:.1f}" cy="{cy - 0.28 * s:.1f}" rx="{0.2 * s:.1f}" '
                f'ry="{0.12 * s:.1f}" fill="{color}" opacity="0.6"/>'
                f'<circle cx="{cx + 0.36 * s:.1f}" cy="{cy - 0.02 * s:.1f}" r="{0.12 * s:.1f}" '
                f'fill="{color}"/>')
    raise ValueError(kind)


# ============================================================================ card motifs
# The vocabulary of small pictures that give every card its own emblem (assets/art/emblems.yaml
# says which card shows which): objects and silhouettes of the season, drawn white on a
# 100 x 100 field with grey modelling, to be multiplied by the card kind's colour in a medallion.
SHADE = "#a8a8a8"  # modelling: after tinting, a darker shade of the kind's colour


def m_fan(p: Pen) -> None:
    for k in range(9):
        a = math.pi * (0.12 + 0.76 * k / 8)
        p.poly((0.5, 0.78), (0.5 + 0.44 * math.cos(a - 0.07), 0.78 - 0.44 * math.sin(a - 0.07)),
               (0.5 + 0.44 * math.cos(a + 0.07), 0.78 - 0.44 * math.sin(a + 0.07)),
               color=SHADE if k % 2 else None)
    p.dot(0.5, 0.78, 0.06)


def m_teapot(p: Pen) -> None:
    p.oval(0.22, 0.36, 0.50, 0.42)
    p.path("M70 52 Q86 44 90 30 L84 30 Q80 42 70 46 Z")  # the spout
    p.path("M24 50 Q8 50 12 64 Q16 74 28 70", color=None, stroke="#ffffff", width=5)  # the handle
    p.oval(0.38, 0.26, 0.18, 0.12)
    p.dot(0.47, 0.24, 0.04)
    p.oval(0.2, 0.76, 0.54, 0.07, SHADE)


def m_cup(p: Pen) -> None:
    p.path("M20 34 L74 34 Q72 70 47 72 Q22 70 20 34 Z")
    p.path("M72 40 Q90 40 86 54 Q82 64 68 62", color=None, stroke="#ffffff", width=5)
    p.oval(0.10, 0.74, 0.76, 0.10, SHADE)
    p.path("M38 26 Q44 16 38 6 M52 26 Q58 16 52 6", color=None, stroke=SHADE, width=3)


def m_cards(p: Pen) -> None:
    for k, (a, col) in enumerate(((-0.35, SHADE), (0.0, None), (0.35, "#ffffff"))):
        c, s = math.cos(a), math.sin(a)
        pts = [(-0.17, -0.26), (0.17, -0.26), (0.17, 0.26), (-0.17, 0.26)]
        p.poly(*((0.5 + x * c - y * s + (k - 1) * 0.08, 0.56 + x * s + y * c) for x, y in pts), color=col)
    p.path(star_path(58, 56, 8), "#6a6a6a")


def m_top_hat(p: Pen) -> None:
    p.poly((0.30, 0.16), (0.70, 0.16), (0.68, 0.70), (0.32, 0.70))
    p.poly((0.31, 0.56), (0.69, 0.56), (0.685, 0.66), (0.315, 0.66), color=SHADE)  # the band
    p.path("M10 74 Q50 62 90 74 Q50 88 10 74 Z")


def m_bicorne(p: Pen) -> None:
    p.path("M6 66 Q50 4 94 66 Q50 54 6 66 Z")
    p.path("M14 66 Q50 58 86 66 Q50 76 14 66 Z", SHADE)
    p.dot(0.5, 0.40, 0.07, SHADE)  # the cockade


def m_bonnet(p: Pen) -> None:
    p.path("M22 76 Q10 30 48 18 Q86 16 84 56 Q80 78 64 84 Q60 56 44 50 Q32 52 22 76 Z")
    p.path("M60 84 Q66 92 58 98 M62 84 Q72 90 74 98", color=None, stroke="#ffffff", width=4)
    p.path("M30 34 Q52 20 74 34", color=None, stroke=SHADE, width=4)


def m_tiara(p: Pen) -> None:
    p.path("M10 72 Q50 60 90 72 L90 80 Q50 68 10 80 Z")
    p.poly((0.16, 0.70), (0.26, 0.44), (0.36, 0.64), (0.5, 0.22), (0.64, 0.64), (0.74, 0.44), (0.84, 0.70))
    for x, y in ((0.26, 0.42), (0.5, 0.2), (0.74, 0.42)):
        p.dot(x, y, 0.05, SHADE)


def m_crown(p: Pen) -> None:
    p.poly((0.12, 0.74), (0.08, 0.30), (0.30, 0.50), (0.5, 0.18), (0.70, 0.50), (0.92, 0.30), (0.88, 0.74))
    p.poly((0.12, 0.76), (0.88, 0.76), (0.88, 0.86), (0.12, 0.86), color=SHADE)
    for x, y in ((0.08, 0.28), (0.5, 0.16), (0.92, 0.28)):
        p.dot(x, y, 0.05)


def m_book(p: Pen) -> None:
    p.path("M8 30 Q30 22 50 32 Q70 22 92 30 L92 80 Q70 72 50 82 Q30 72 8 80 Z")
    p.line((0.5, 0.33), (0.5, 0.80), 0.03, SHADE)
    for y in (0.42, 0.52, 0.62):
        p.line((0.16, y), (0.42, y - 0.03), 0.02, SHADE)
        p.line((0.58, y - 0.03), (0.84, y), 0.02, SHADE)


def m_scroll(p: Pen) -> None:
    p.poly((0.22, 0.20), (0.78, 0.20), (0.78, 0.80), (0.22, 0.80))
    for y in (0.20, 0.80):
        p.oval(0.14, y - 0.07, 0.72, 0.14, SHADE)
    for y in (0.36, 0.46, 0.56, 0.66):
        p.line((0.30, y), (0.70, y), 0.025, SHADE)


def m_letter(p: Pen) -> None:
    p.poly((0.10, 0.26), (0.90, 0.26), (0.90, 0.76), (0.10, 0.76))
    p.path("M10 26 L50 56 L90 26", color=None, stroke=SHADE, width=4)
    p.dot(0.5, 0.56, 0.09, SHADE)  # the seal


def m_quill(p: Pen) -> None:
    p.path("M84 8 Q46 18 26 62 L20 80 L30 70 Q70 54 84 8 Z")
    p.path("M84 8 Q50 30 22 78", color=None, stroke=SHADE, width=2.5)
    p.poly((0.18, 0.80), (0.22, 0.78), (0.12, 0.94))


def m_palette(p: Pen) -> None:
    p.path("M50 14 Q92 14 92 50 Q92 80 62 80 Q54 80 56 70 Q58 60 46 62 Q30 66 22 80 Q8 70 8 50 "
           "Q8 14 50 14 Z")
    p.dot(0.30, 0.40, 0.07, SHADE)
    p.dot(0.46, 0.28, 0.07, SHADE)
    p.dot(0.66, 0.30, 0.07, SHADE)
    p.dot(0.76, 0.48, 0.07, SHADE)


def m_easel(p: Pen) -> None:
    p.line((0.5, 0.08), (0.24, 0.94), 0.05)
    p.line((0.5, 0.08), (0.76, 0.94), 0.05)
    p.line((0.5, 0.08), (0.5, 0.94), 0.04, SHADE)
    p.poly((0.22, 0.22), (0.78, 0.22), (0.78, 0.62), (0.22, 0.62))
    p.poly((0.28, 0.28), (0.72, 0.28), (0.72, 0.56), (0.28, 0.56), color=SHADE)
    p.poly((0.16, 0.62), (0.84, 0.62), (0.84, 0.68), (0.16, 0.68))


def m_frame(p: Pen) -> None:
    p.poly((0.16, 0.10), (0.84, 0.10), (0.84, 0.90), (0.16, 0.90))
    p.poly((0.26, 0.20), (0.74, 0.20), (0.74, 0.80), (0.26, 0.80), color=SHADE)
    p.oval(0.40, 0.30, 0.20, 0.22)  # a sitter's head and shoulders
    p.path("M30 80 Q30 58 50 56 Q70 58 70 80 Z")


def m_locket(p: Pen) -> None:
    p.path("M50 4 L50 24", color=None, stroke="#ffffff", width=3)
    p.dot(0.5, 0.28, 0.06)
    p.oval(0.22, 0.30, 0.56, 0.64)
    p.oval(0.32, 0.42, 0.36, 0.40, SHADE)
    p.path("M50 52 Q60 44 62 56 Q62 66 50 74 Q38 66 38 56 Q40 44 50 52 Z")


def m_mask(p: Pen) -> None:
    p.path("M6 36 Q50 24 94 36 Q94 64 70 66 Q56 66 50 56 Q44 66 30 66 Q6 64 6 36 Z")
    p.oval(0.20, 0.38, 0.18, 0.12, "#6a6a6a")
    p.oval(0.62, 0.38, 0.18, 0.12, "#6a6a6a")
    p.line((0.06, 0.40), (0.0, 0.90), 0.03)


def m_key(p: Pen) -> None:
    p.dot(0.26, 0.30, 0.18)
    p.dot(0.26, 0.30, 0.08, SHADE)
    p.line((0.36, 0.40), (0.84, 0.88), 0.08)
    p.line((0.70, 0.74), (0.80, 0.64), 0.07)
    p.line((0.80, 0.84), (0.90, 0.74), 0.07)


def m_lorgnette(p: Pen) -> None:
    for x in (0.30, 0.66):
        p.dot(x, 0.40, 0.17)
        p.dot(x, 0.40, 0.12, SHADE)
    p.line((0.46, 0.36), (0.50, 0.36), 0.04)
    p.line((0.80, 0.46), (0.86, 0.94), 0.05)


def m_harp(p: Pen) -> None:
    p.path("M20 92 L28 14 Q60 8 80 40 Q86 54 70 60 Q50 70 40 92 Z")
    p.path("M32 22 Q60 18 72 44 Q58 60 44 82 L32 82 Z", SHADE)
    for k in range(5):
        x = 0.36 + k * 0.07
        p.line((x, 0.24 + k * 0.03), (x - 0.01, 0.82), 0.012)


def m_candle(p: Pen) -> None:
    p.path("M50 6 Q60 20 50 30 Q40 20 50 6 Z")
    p.poly((0.40, 0.32), (0.60, 0.32), (0.60, 0.80), (0.40, 0.80))
    p.poly((0.54, 0.32), (0.60, 0.32), (0.60, 0.80), (0.54, 0.80), color=SHADE)
    p.path("M18 80 Q50 72 82 80 Q80 92 50 92 Q20 92 18 80 Z")


def m_bell(p: Pen) -> None:
    p.path("M50 10 Q72 12 74 40 Q76 66 90 76 L10 76 Q24 66 26 40 Q28 12 50 10 Z")
    p.path("M30 44 Q32 20 48 16", color=None, stroke=SHADE, width=4)
    p.dot(0.5, 0.84, 0.08)
    p.dot(0.5, 0.08, 0.05)


def m_coins(p: Pen) -> None:
    for k in range(4):
        p.oval(0.18, 0.66 - k * 0.12, 0.50, 0.14, SHADE if k % 2 else None)
    p.dot(0.70, 0.36, 0.20)
    p.dot(0.70, 0.36, 0.14, SHADE)
    p.dot(0.70, 0.36, 0.06)


def m_scales(p: Pen) -> None:
    p.line((0.5, 0.10), (0.5, 0.86), 0.05)
    p.line((0.14, 0.24), (0.86, 0.24), 0.04)
    p.poly((0.30, 0.86), (0.70, 0.86), (0.66, 0.92), (0.34, 0.92))
    for x in (0.20, 0.80):
        p.line((x - 0.00, 0.24), (x - 0.12, 0.54), 0.015)
        p.line((x, 0.24), (x + 0.12, 0.54), 0.015)
        p.path(f"M{(x - 0.16) * 100:.0f} 54 Q{x * 100:.0f} 70 {(x + 0.16) * 100:.0f} 54 Z")


def m_rose(p: Pen) -> None:
    p.path("M50 60 Q46 80 30 92", color=None, stroke=SHADE, width=4)
    p.path("M40 78 Q24 70 20 80 Q30 88 40 78 Z", SHADE)
    for k in range(5):
        a = 2 * math.pi * k / 5 - math.pi / 2
        p.dot(0.5 + 0.16 * math.cos(a), 0.38 + 0.16 * math.sin(a), 0.16)
    p.dot(0.5, 0.38, 0.12, SHADE)
    p.dot(0.5, 0.38, 0.06)


def m_sword(p: Pen) -> None:
    p.poly((0.47, 0.06), (0.53, 0.06), (0.54, 0.62), (0.5, 0.70), (0.46, 0.62))
    p.line((0.5, 0.10), (0.5, 0.60), 0.015, SHADE)
    p.path("M26 68 Q50 60 74 68 L74 74 Q50 66 26 74 Z")
    p.poly((0.46, 0.72), (0.54, 0.72), (0.54, 0.88), (0.46, 0.88), color=SHADE)
    p.dot(0.5, 0.92, 0.05)


def m_column(p: Pen) -> None:
    p.poly((0.20, 0.10), (0.80, 0.10), (0.74, 0.20), (0.26, 0.20))
    p.poly((0.30, 0.20), (0.70, 0.20), (0.70, 0.82), (0.30, 0.82))
    for x in (0.38, 0.50, 0.62):
        p.line((x, 0.24), (x, 0.78), 0.025, SHADE)
    p.poly((0.22, 0.82), (0.78, 0.82), (0.84, 0.92), (0.16, 0.92))


def m_anchor(p: Pen) -> None:
    p.dot(0.5, 0.14, 0.08)
    p.dot(0.5, 0.14, 0.04, SHADE)
    p.line((0.5, 0.22), (0.5, 0.86), 0.07)
    p.line((0.30, 0.32), (0.70, 0.32), 0.06)
    p.path("M14 60 Q20 90 50 88 Q80 90 86 60 L78 64 Q74 80 50 80 Q26 80 22 64 Z")


MOTIFS: dict[str, Callable[[Pen], None]] = {
    name[2:]: f for name, f in list(globals().items()) if name.startswith("m_") and callable(f)}


# ============================================================================ card frames
KIND_COLORS = {"lc": "#243868", "ton": "#742238", "tea": "#285c50"}


def corners(w: float, h: float, inset: float, color: str, top: bool = True) -> str:
    """Small gilt fleurons in the corners of a card; only the lower two where the top carries
    an index or a header (ornament never covers a number or a word)."""
    out = []
    spots = ((inset, inset, 1, 1), (w - inset, inset, -1, 1), (inset, h - inset, 1, -1),
             (w - inset, h - inset, -1, -1))
    for x, y, sx, sy in spots if top else spots[2:]:
        out.append(f'<path d="M{x:.1f},{y + 9 * sy:.1f} Q{x:.1f},{y:.1f} {x + 9 * sx:.1f},{y:.1f}" '
                   f'fill="none" '
                   f'stroke="{color}" stroke-width="1.2"/>'
                   f'<circle cx="{x + 2.5 * sx:.1f}" cy="{y + 2.5 * sy:.1f}" r="1.4" fill="{color}"/>')
    return "".join(out)


def paper(w: float, h: float, r: float, rim: str, rim_w: float) -> str:
    return (f'<defs><linearGradient id="p" x1="0" y1="0" x2="0.4" y2="1">'
            f'<stop offset="0" stop-color="#fbf5e6"/>'
            f'<stop offset="1" stop-color="#eadfc2"/></linearGradient></defs>'
            f'<rect x="0.5" y="0.5" width="{w - 1:g}" height="{h - 1:g}" rx="{r:g}" fill="url(#p)" '
            f'stroke="{rim}" stroke-width="{rim_w:g}"/>')


def ballroom_frame(kind: str) -> str:
    """L&C, Ton and Tea faces (100 x 130): paper, the kind's band, gilt rules and corners,
    and the kind's emblem as a faint watermark low on the card, under the words."""
    w, h, band = 100, 130, 18.2
    color = KIND_COLORS[kind]
    body = (paper(w, h, 8, GOLD_DARK, 2)
            + f'<path d="M0.5,{band:g} L0.5,8 Q0.5,0.5 8,0.5 L92,0.5 Q99.5,0.5 99.5,8 L99.5,{band:g} Z" '
              f'fill="{color}"/>'
            + f'<rect x="0" y="{band:g}" width="100" height="1.4" fill="{GOLD}"/>'
            + f'<rect x="4" y="{band + 3:g}" width="92" height="{h - band - 7:g}" rx="4" fill="none" '
              f'stroke="{GOLD}" stroke-width="0.8" opacity="0.7"/>'
            + corners(w, h, 7, GOLD_DARK, top=False)
            + f'<g opacity="0.10">{emblem(kind, 50, 100, 40, color)}</g>')
    return svg(w, h, body, f"The {kind} card frame: the band's colour names the kind, "
               "the emblem is a watermark.")


def whist_frame(kind: str) -> str:
    """Whist faces (100 x 145): a Regular card is plain paper with a gilt rule; a Star card's
    rule is double with a star watermark; a Queen card's is royal purple with a crown."""
    w, h = 100, 145
    rule = {"regular": GOLD_DARK, "star": GOLD, "queen": "#6a3a8a", "solo": "#a0283a"}[kind]
    body = paper(w, h, 10, rule, 2.5) + f'<rect x="5" y="5" width="90" height="135" rx="6" fill="none" ' \
        f'stroke="{rule}" stroke-width="0.9" opacity="0.8"/>'
    if kind in ("star", "queen", "solo"):
        body += (f'<rect x="7.5" y="7.5" width="85" height="130" rx="5" fill="none" stroke="{rule}" '
                 f'stroke-width="0.6" opacity="0.6"/>' + corners(w, h, 10, rule, top=False))
        mark = {"star": "star", "queen": "queen", "solo": "cat"}[kind]
        body += f'<g opacity="0.09">{emblem(mark, 50, 100, 46, rule)}</g>'
    return svg(w, h, body, f"The whist card face frame ({kind}).")


def clip(a: tuple[float, float], b: tuple[float, float], w: float, h: float,
         m: float = 3) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """The part of segment a-b inside the card less a margin `m` (nanosvg has no clip paths)."""
    t0, t1 = 0.0, 1.0
    dx, dy = b[0] - a[0], b[1] - a[1]
    for p, q in ((-dx, a[0] - m), (dx, w - m - a[0]), (-dy, a[1] - m), (dy, h - m - a[1])):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return (a[0] + t0 * dx, a[1] + t0 * dy), (a[0] + t1 * dx, a[1] + t1 * dy)


def card_back(kind: str) -> str:
    """Card backs: a lacquered ground in the deck's colour, a gilt frame, a lozenge trellis
    and the deck's emblem in the middle."""
    w, h = (100, 145) if kind in ("whist", "solo") else (100, 130)
    ground = {"whist": "#5c1e28", "solo": "#5c1e28", "lc": KIND_COLORS["lc"], "ton": KIND_COLORS["ton"],
              "tea": KIND_COLORS["tea"]}[kind]
    mark = {"whist": "bee", "solo": "cat", "lc": "lc", "ton": "ton", "tea": "tea"}[kind]
    lines = [clip((x, 0), (x + h, h), w, h) for x in range(-h, w + h, 12)]
    lines += [clip((x + h, 0), (x, h), w, h) for x in range(-h, w + h, 12)]
    trellis = "".join(f'<polyline points="{a[0]:.1f},{a[1]:.1f} {b[0]:.1f},{b[1]:.1f}" '
                      'stroke="#000000" '
                      f'stroke-width="0.8" opacity="0.22"/>' for a, b in filter(None, lines))
    body = (f'<rect x="0.5" y="0.5" width="{w - 1}" height="{h - 1}" rx="9" fill="{ground}" '
            f'stroke="{GOLD_DARK}" '
            f'stroke-width="2"/>{trellis}'
            f'<rect x="8" y="8" width="{w - 16}" height="{h - 16}" rx="5" fill="none" stroke="{GOLD}" '
            f'stroke-width="1.6"/>'
            f'<ellipse cx="50" cy="{h / 2:g}" rx="26" ry="22" fill="{ground}" stroke="{GOLD}" '
            'stroke-width="1.4"/>'
            + emblem(mark, 50, h / 2, 30, GOLD) + corners(w, h, 12, GOLD))
    return svg(w, h, body, f"The back of the {kind} cards.")


# ============================================================================ hive hexes
HONEY = ((246, 228, 180), (206, 160, 78))
EVENTS = {"marchioness": (222, 196, 226), "pm": (200, 226, 196)}


def hexagon(w: float, h: float, inset: float) -> str:
    pts = [(inset, h / 2), (w / 4 + inset / 2, inset), (3 * w / 4 - inset / 2, inset), (w - inset, h / 2),
           (3 * w / 4 - inset / 2, h - inset), (w / 4 + inset / 2, h - inset)]
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)


def rgb(c: Sequence[float]) -> str:
    return "#" + "".join(f"{round(v):02x}" for v in c)


def hive_hex(level: int, event: str = "") -> str:
    """A Beehive space (84 x 73): honey deepening with the level (events keep their tint),
    a gilt rim, and decoration that grows richer as society's ladder rises: a honeycomb
    watermark for all, an inner rule from level 2, corner pips (one per level from 3) and a
    crown on the Queen's Ball. Everything stays at the rim: names are drawn in the middle."""
    w, h = 84, 73
    t = level / 6
    base = EVENTS[event] if event else tuple(a + (b - a) * t for a, b in zip(*HONEY, strict=True))
    light = tuple(min(255, v + 26) for v in base)
    dark = tuple(v * 0.9 for v in base)
    body = (f'<defs><linearGradient id="f" x1="0" y1="0" x2="0" y2="1">'
            f'<stop offset="0" stop-color="{rgb(light)}"/>'
            f'<stop offset="1" stop-color="{rgb(dark)}"/></linearGradient></defs>'
            f'<polygon points="{hexagon(w, h, 0.8)}" fill="{GOLD_DARK}"/>'
            f'<polygon points="{hexagon(w, h, 3.2)}" fill="url(#f)"/>')
    comb = []
    for row in range(4):
        for col in range(5):
            cx, cy = 14 + col * 14 + (row % 2) * 7, 10 + row * 18
            if abs(cy - h / 2) > h / 2 - 9 or abs(cx - w / 2) > w / 2 - 9 - abs(cy - h / 2) * 0.58:
                continue  # only cells inside the hexagon (nanosvg cannot clip)
            cell = hexagon(12, 10.4, 0)
            comb.append(f'<polygon points="{cell}" transform="translate({cx - 6:.1f} {cy - 5.2:.1f})" '
                        f'fill="none" stroke="#000000" stroke-width="0.6"/>')
    body += f'<g opacity="0.05">{"".join(comb)}</g>'
    if level >= 2:
        body += (f'<polygon points="{hexagon(w, h, 6)}" fill="none" stroke="{GOLD_DARK}" '
                 'stroke-width="0.9" opacity="0.8"/>')
    if level >= 3:
        pips = [(w / 2 - (level - 3) * 3.5 + i * 7, h - 4.6) for i in range(level - 2)]
        body += "".join(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="1.5" fill="{GOLD_DARK}"/>' for x, y in pips)
    if level >= 5:
        body += (f'<polygon points="{hexagon(w, h, 1.8)}" fill="none" stroke="{GOLD}" stroke-width="1.1"/>'
                 + "".join(f'<path d="{star_path(x, h / 2, 2.6, 4, 0.35)}" fill="{GOLD}"/>' for x in (7.5,
                           w - 7.5)))
    if level == 6:
        body += f'<g opacity="0.22">{emblem("queen", w / 2, h / 2 + 4, 40, "#8a6420")}</g>'
    name = f"level {level}" + (f", {event} event" if event else "")
    return svg(w, h, body, f"A Beehive space on {name}.")


# ============================================================================ rooms
ROOMS = {"room_parlor": "star", "room_gallery": "frame", "room_tea": "tea", "room_pm_bonus": "cloche"}


def room_emblem(what: str) -> str:
    """An Assembly Room's gilt emblem beside its name (48 x 48)."""
    if what == "frame":  # a gilt picture frame on an easel
        body = (f'<polygon points="14,46 24,8 34,46" fill="none" stroke="{GOLD_DARK}" stroke-width="3"/>'
                f'<rect x="9" y="10" width="30" height="24" rx="2" fill="{GOLD}" stroke="{GOLD_DARK}" '
                'stroke-width="2"/>'
                f'<rect x="14" y="15" width="20" height="14" fill="#3a5a6a"/>'
                f'<circle cx="24" cy="20" r="3.5" fill="#f6eeda"/>')
    elif what == "cloche":  # the dinner cloche
        body = (f'<path d="M6 34 Q6 12 24 12 Q42 12 42 34 Z" fill="{GOLD}" stroke="{GOLD_DARK}" '
                'stroke-width="2"/>'
                f'<circle cx="24" cy="10" r="3" fill="{GOLD_DARK}"/>'
                f'<rect x="3" y="34" width="42" height="5" rx="2" fill="{GOLD_DARK}"/>')
    else:
        body = emblem(what, 24, 24, 40, GOLD)
    return svg(48, 48, body, f"A room emblem: {what}.")


def files() -> dict[str, str]:
    out: dict[str, str] = {}
    for name, (draw, ink) in FIGURES.items():
        pen = Pen(ink=ink)
        draw(pen)
        out[name] = svg(100, 120, pen.text(), f"Cameo figure {name}.")
    for kind in KIND_COLORS:
        out[f"card_{kind}"] = ballroom_frame(kind)
        out[f"back_{kind}"] = card_back(kind)
    for kind in ("regular", "star", "queen", "solo"):
        out[f"card_{kind}"] = whist_frame(kind)
    for kind in ("whist", "solo"):
        out[f"back_{kind}"] = card_back(kind)
    for level in range(7):
        out[f"hex_{level}"] = hive_hex(level)
    for level in (3, 4):
        for event in EVENTS:
            out[f"hex_{level}_{event}"] = hive_hex(level, event)
    for name, what in ROOMS.items():
        out[name] = room_emblem(what)
    for name, motif in MOTIFS.items():
        pen = Pen(100, 100, "#ffffff")
        motif(pen)
        out[f"motif_{name}"] = svg(100, 100, pen.text(), f"Card motif: {name}, white to be tinted.")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    made = files()
    for name, text in made.items():
        (args.out / f"{name}.svg").write_text(text, encoding="utf-8")
    print(f"wrote {len(made)} SVG files to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
