"""The sitter's head and bust for tools/portraits.py: the cut-paper profile, facing left.

One closed outline runs from the crown down the forehead, nose, lips and chin, under the jaw
and down the throat, round the shoulders past the oval and back up the nape and the back of
the head. Every feature is a Bezier span between anchor points, and the words of the sitter's
description move those anchors: an aquiline nose bows its bridge, a Roman one humps it high,
a snub one hollows it and turns the tip up; a receding chin sits back, a strong one forward
and square, a double one gains a second curve; age sags the throat and thickens the neck.
The sitter's own small offsets (a seeded random, from the id) move each anchor a little, so
no two sitters share a line even where their words agree.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from portrait_pen import Pt, Trace, offset

if TYPE_CHECKING:
    from portraits import Sitter


@dataclass(frozen=True)
class Head:
    """The outline, the skull line hair is laid on (front hairline over the crown to the
    nape), and the anchors other parts attach to."""

    outline: list[Pt]
    skull: list[Pt]
    at: dict[str, Pt]


def _add(p: Pt, dx: float, dy: float) -> Pt:
    return p[0] + dx, p[1] + dy


def _jitter(rng: random.Random, p: Pt, amount: float = 0.45) -> Pt:
    return p[0] + rng.uniform(-amount, amount), p[1] + rng.uniform(-amount, amount)


def head(s: Sitter, rng: random.Random) -> Head:
    """The profile of `s`: forehead, nose, lips, chin, neck and bust, as one outline."""
    female, age = s.sex == "female", ("young", "middle", "old").index(s.age)
    crown = _jitter(rng, (54.0, 15.5 + 0.6 * female))
    hairline = {"upright": (40.5, 24.0), "sloping": (42.8, 25.0), "domed": (38.8, 22.6)}[s.forehead]
    brow = _jitter(rng, (35.0 + 0.7 * female, 38.0))
    nasion = _jitter(rng, (36.7 + 0.3 * female, 41.8), 0.3)
    length = s.nose_length * (1.07 if age == 2 else 1.0) * (0.88 if female else 1.0)
    tip = (nasion[0] - 6.6 * length, nasion[1] + 9.0 * length)
    if s.nose == "snub":
        tip = (nasion[0] - 5.4 * length, nasion[1] + 8.0 * length)
    elif s.nose == "aquiline":
        tip = _add(tip, 0.0, 0.7 * length)
    tip = _jitter(rng, tip, 0.3)
    sub = (35.7, 53.0 + 1.2 * (length - 1))
    f = {"thin": -0.6, "even": 0.0, "full": 0.7}[s.lips] + 0.3 * (age == 0) - 0.5 * (age == 2)
    lip_top, mouth, lip_low, sulcus = (34.7 - f, 57.2), (36.6, 59.0), (35.4 - 0.9 * f, 60.8), (37.4, 62.8)
    recede = {"round": 0.0, "receding": 2.6, "strong": -1.0, "double": 0.3}[s.chin] + 0.8 * (age == 2)
    chin = _jitter(rng, (35.6 + recede, 66.8 + 0.5 * (s.chin == "strong")), 0.3)
    under = (40.5 + 0.4 * recede - 0.8 * (s.chin == "strong"), 71.2 + 0.6 * (s.chin == "strong"))
    neck = {"slender": 1.0, "even": 0.0, "thick": -1.6}[s.neck] + 1.0 * female - 0.8 * (age == 2)
    throat = (46.0 + neck, 77.0)
    front = (46.6 + neck, 90.0)
    back = (66.5 - 0.6 * neck - 1.2 * female, 84.0)
    nape = _jitter(rng, (66.6 - 0.8 * female, 62.0))
    occiput = _jitter(rng, (76.2 - 1.2 * female, 37.0))
    top_back = (69.0, 20.0)

    t = Trace(crown)
    if s.forehead == "domed":
        t.curve((45.5, 15.0), (39.5, 17.5), hairline).curve((36.0, 27.0), (34.2, 33.0), brow)
    elif s.forehead == "sloping":
        t.curve((48.0, 15.5), (44.5, 19.5), hairline).curve((40.2, 29.5), (36.3, 34.0), brow)
    else:
        t.curve((46.0, 15.0), (42.0, 18.5), hairline).curve((37.8, 28.0), (35.2, 33.0), brow)
    t.quad((35.0, 40.6), nasion)
    n, tx, ty = nasion, tip[0], tip[1]
    if s.nose == "aquiline":
        t.curve(_add(n, -2.6 * length, 2.0 * length), _add(tip, 0.6 * length, -3.8 * length), tip)
    elif s.nose == "roman":
        t.curve(_add(n, -3.7 * length, 0.9 * length), _add(tip, 0.3 * length, -3.0 * length), tip)
    elif s.nose == "snub":
        t.curve(_add(n, -0.6 * length, 3.6 * length), _add(tip, 1.8 * length, -1.2 * length), tip)
    else:
        t.curve((n[0] + (tx - n[0]) * 0.35 - 0.3, n[1] + (ty - n[1]) * 0.35),
                (n[0] + (tx - n[0]) * 0.75, n[1] + (ty - n[1]) * 0.75), tip)
    droop = 0.3 if s.nose in ("aquiline", "roman") else -0.5
    t.curve(_add(tip, droop, 1.7), _add(sub, -2.4, -0.2), sub)
    t.quad((36.0, 55.4), lip_top).quad((34.9 - f, 58.5), mouth).quad((35.3 - f, 59.2), lip_low)
    t.quad((35.6 - 0.5 * f, 62.2), sulcus).curve((37.6, 63.8), (chin[0], 64.8), chin)
    t.curve((chin[0], 69.2), (37.6 + 0.5 * recede, under[1]), under)
    if s.chin == "double":
        t.curve((42.6, 71.6), (41.6, 75.6), (44.2, 75.6))
    if age == 2:  # the throat sags with age
        t.curve((43.8, 74.8), (45.0, 77.6), throat)
    else:
        t.curve((43.4, 71.8), (45.5, 73.6), throat)
    if not female:  # the Adam's apple
        t.quad((throat[0] - 0.9, 80.0), (throat[0] - 0.1, 82.0))
    t.line(front)
    if female:
        t.curve((front[0] + 0.2, 98.0), (44.0, 101.5), (38.5, 104.5)).curve((30.0, 108.0), (20.0, 114.0),
                                                                             (10.0, 130.0))
        t.line((98.0, 130.0)).curve((92.0, 114.0), (88.0, 105.0), (77.0, 102.0))
        t.curve((70.0, 99.5), (66.5, 93.0), back)
    else:
        t.curve((front[0] + 0.2, 95.0), (40.0, 98.0), (30.0, 101.0)).curve((22.0, 104.0), (10.0, 112.0),
                                                                            (2.0, 130.0))
        t.line((104.0, 130.0)).curve((98.0, 110.0), (92.0, 100.0), (80.0, 96.5))
        t.curve((73.0, 94.0), (67.5, 90.0), back)
    t.quad((back[0] - 0.6, 72.0), nape)
    skull = (Trace(hairline).curve(*_reverse_forehead(s.forehead), crown)
             .curve((60.0, 15.5), (65.0, 17.0), top_back).curve((73.5, 23.5), (76.2, 30.0), occiput)
             .curve((76.2, 45.0), (71.0, 53.0), nape))
    outline = t.pts + list(reversed(skull.pts))
    at = {"crown": crown, "hairline": hairline, "brow": brow, "nasion": nasion, "tip": tip,
          "sub": sub, "lip_top": lip_top, "lip_low": lip_low, "chin": chin, "under": under,
          "throat": throat, "front": front, "back": back, "nape": nape, "occiput": occiput}
    return Head(outline, skull.pts, at)


def _reverse_forehead(forehead: str) -> tuple[Pt, Pt]:
    """The controls of the crown-to-hairline curve, reversed (hairline to crown)."""
    return {"domed": ((39.5, 17.5), (45.5, 15.0)), "sloping": ((44.5, 19.5), (48.0, 15.5)),
            "upright": ((42.0, 18.5), (46.0, 15.0))}[forehead]


def band(line: list[Pt], thickness: list[float]) -> list[Pt]:
    """A closed shape `thickness[i]` wide outside `line` (hair on the skull, fur on a shoulder)."""
    return offset(line, thickness) + list(reversed(line))
