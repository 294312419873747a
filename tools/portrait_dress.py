"""What the sitter wears, for tools/portraits.py: hair, whiskers, headwear, collar and jewels.

In a cut-paper silhouette only the outline speaks, so each piece is drawn where its edge
shows past the head (a top hat's crown, a cravat's puff under the chin, ringlets down the
nape, a moustache before the lip), in the same ink as the face. What lies inside the black
is shown the way the silhouettists of the 1830s did it, by "bronzing": fine gilt strokes for
the hair's strands, whiskers, braid, a lapel's edge; ivory cuts for lace, bands and pleats.
Every function takes the sitter, its head and the sheet, and draws in place.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from portrait_head import Head, band
from portrait_pen import Pt, Sheet, Trace, ellipse, lerp, offset

if TYPE_CHECKING:
    from portraits import Sitter

BRONZE = "#c9a55a"
GOLD = "#e2bd62"
IVORY = "#f6eeda"


def hair(s: Sitter, h: Head, sheet: Sheet, ink: str, wash: str, rng: random.Random) -> None:
    """The hair laid over the skull line, its strands bronzed; ringlets, a bun, a chignon or
    a powdered queue added where the style has one."""
    n = len(h.skull)
    ts = [i / (n - 1) for i in range(n)]
    ends = [min(1.0, t / 0.06, (1 - t) / 0.12) for t in ts]
    base = {"bald": 0.0, "short": 1.5, "curled": 2.2, "side_parted": 2.0, "ringlets": 1.3, "bun": 1.2,
            "chignon": 1.3, "powdered_queue": 2.6}[s.hair]
    if s.hair == "bald":  # a fringe left round the back of the head
        thick = [1.6 * max(0.0, math.sin(math.pi * (t - 0.55) / 0.4)) if 0.55 < t < 0.95 else 0.0 for t in ts]
    else:
        wave = {"curled": 1.3, "powdered_queue": 0.9}.get(s.hair, 0.0)
        thick = [e * (base + wave * abs(math.sin(t * 23.0)) + s.tousle * rng.uniform(0.0, 2.4)) for t, e in
                 zip(ts, ends, strict=True)]
        if s.hair == "side_parted":  # the swept forelock
            thick = [v + 1.6 * math.exp(-((t - 0.12) / 0.07) ** 2) for v, t in zip(thick, ts, strict=True)]
    thick = _smooth(thick, 0 if s.tousle > 0.5 else 2)
    color = wash if s.hair == "powdered_queue" else ink
    inner = Trace(h.skull[-1]).curve((62.0, 56.0), (58.0, 44.0), (54.0, 38.0)).curve(
        (50.0, 33.0), (45.0, 29.0), h.skull[0]).pts
    sheet.fill(band(h.skull, thick)[: n] + inner, color)
    if s.hair == "ringlets":
        for k in range(4):
            sheet.fill(ellipse(63.5 + 1.6 * k, 52.0 + 5.6 * k, 2.6, 3.3, 24), ink)
    elif s.hair == "bun":
        sheet.fill(ellipse(70.5, 24.5, 7.2, 6.6, 40), ink)
        sheet.stroke(ellipse(70.5, 24.5, 4.2, 3.8, 30, 0.6, 4.4), BRONZE, 0.5, 0.8)
    elif s.hair == "chignon":
        sheet.fill(ellipse(71.0, 51.0, 6.8, 6.0, 40), ink)
        for k in range(3):
            sheet.stroke(ellipse(71.0, 51.0, 5.8 - 1.6 * k, 5.0 - 1.4 * k, 30, 3.6, 4.2), BRONZE, 0.45, 0.8)
    elif s.hair == "powdered_queue":
        sheet.fill(Trace((68.0, 58.0)).curve((72.0, 66.0), (76.0, 74.0), (79.0, 84.0))
                   .line((76.6, 85.0)).curve((73.5, 76.0), (70.5, 68.0), (65.8, 60.5)).pts, wash)
        sheet.fill([(66.5, 59.0), (72.5, 56.5), (71.8, 61.2), (69.5, 60.4), (74.5, 65.5), (70.0, 64.6)], ink)
        for k in range(3):
            sheet.stroke(ellipse(60.5, 39.5 + 4.2 * k, 3.2, 1.9, 24, -2.8, 4.6), ink, 0.5, 0.6)
    if s.hair not in ("bald", "powdered_queue"):
        for k in range(4 if s.hair != "short" else 2):
            d = 1.8 + 1.9 * k
            strand = _inset(h.skull, d)[int(n * (0.08 + 0.05 * k)): int(n * (0.72 - 0.06 * k))]
            sheet.stroke(strand, BRONZE, 0.42, 0.55)


def _inset(line: list[Pt], d: float) -> list[Pt]:
    return offset(line, [-d] * len(line))


def _smooth(v: list[float], passes: int) -> list[float]:
    for _ in range(passes):
        v = [(v[max(0, i - 1)] + 2 * v[i] + v[min(len(v) - 1, i + 1)]) / 4 for i in range(len(v))]
    return v


def ear(s: Sitter, sheet: Sheet) -> None:
    """The ear, bronzed in the black, unless hair or headwear hides it."""
    if s.hair in ("ringlets", "powdered_queue") or s.headwear in ("bonnet", "lace_cap", "turban"):
        return
    sheet.stroke(Trace((56.2, 46.4)).curve((60.8, 44.2), (61.4, 50.0), (59.4, 53.0))
                 .quad((58.4, 55.4), (56.4, 55.4)).pts, BRONZE, 0.7, 0.7)


def whiskers(s: Sitter, h: Head, sheet: Sheet, ink: str) -> None:
    """Whiskers: a moustache and beard in the outline; side-whiskers and chops hatched."""
    if s.whiskers == "none":
        return
    if s.whiskers in ("moustache", "beard"):
        sub = h.at["sub"]
        sheet.fill(Trace(sub).curve((34.0, 53.6), (32.4, 55.6), (33.0, 58.4))
                   .quad((35.0, 57.2), (37.4, 57.8)).line((38.4, 54.5)).pts, ink)
    if s.whiskers == "beard":
        sheet.fill(Trace((36.2, 61.2)).curve((33.0, 63.0), (32.6, 70.0), (34.6, 75.5))
                   .curve((36.6, 80.5), (41.0, 83.2), (47.0, 81.0)).line((52.0, 68.0))
                   .line((57.5, 47.0)).line((52.0, 46.0)).line((44.0, 60.0)).pts, ink)
    region = {"side": ((55.0, 45.0), (52.5, 66.5)), "mutton_chops": ((55.5, 45.0), (46.5, 71.5)),
              "moustache": ((55.0, 45.5), (54.0, 52.0)), "beard": ((55.5, 45.0), (45.0, 74.0))}
    (x0, y0), (x1, y1) = region[s.whiskers]
    if s.whiskers == "mutton_chops":  # the chops stand out below the jaw
        sheet.fill([(44.2, 70.0), (43.6, 74.4), (47.4, 75.8), (51.6, 73.6), (50.0, 68.0)], ink)
    for k in range(9):  # hatching from the temple down to the jaw, stepping back to the ear
        top = (x0 + 0.35 * k, y0 + 0.2 * k)
        sheet.stroke([top, (x1 + 0.5 * k - 1.0, y1 - 0.6 * k)], BRONZE, 0.3, 0.38)


def _plume(sheet: Sheet, base: Pt, tip: Pt, bend: float, width: float, ink: str) -> None:
    """An ostrich feather: a curved blade with a ragged edge, its rib bronzed."""
    mid = ((base[0] + tip[0]) / 2 + bend, (base[1] + tip[1]) / 2)
    rib = Trace(base).quad(mid, tip).pts
    edge_a, edge_b = [], []
    for i, p in enumerate(rib):
        t = i / (len(rib) - 1)
        w = width * math.sin(math.pi * min(1.0, t * 1.15)) * (1 + 0.25 * (i % 2))
        a, b = rib[max(0, i - 1)], rib[min(len(rib) - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        ln = math.hypot(dx, dy) or 1.0
        edge_a.append((p[0] + dy / ln * w, p[1] - dx / ln * w))
        edge_b.append((p[0] - dy / ln * w * 0.6, p[1] + dx / ln * w * 0.6))
    sheet.fill(edge_a + list(reversed(edge_b)), ink)
    sheet.stroke(rib, BRONZE, 0.4, 0.6)


def headwear(s: Sitter, sheet: Sheet, ink: str) -> None:
    """The hat, cap, turban or ornament, drawn over the hair."""
    w = s.headwear
    if w == "top_hat":
        sheet.fill(Trace((38.6, 22.6)).line((36.6, -9.5)).quad((54.0, -11.0), (71.8, -8.6))
                   .line((69.6, 24.0)).pts, ink)
        sheet.fill(Trace((28.4, 22.6)).quad((50.0, 18.6), (78.0, 21.6))
                   .quad((52.0, 27.4), (28.4, 22.6)).pts, ink)
        sheet.stroke([(38.2, 18.0), (70.0, 19.2)], BRONZE, 0.6, 0.6)
    elif w == "wide_brim":
        sheet.fill(Trace((39.0, 22.6)).line((40.0, 5.0)).quad((54.0, 2.6), (68.4, 5.2))
                   .line((69.4, 23.6)).pts, ink)
        sheet.fill(Trace((20.0, 24.0)).quad((52.0, 17.0), (85.0, 22.0))
                   .quad((52.0, 28.0), (20.0, 24.0)).pts, ink)
    elif w == "bicorne":
        sheet.fill(Trace((18.5, 22.0)).curve((27.0, 10.0), (38.0, -1.5), (51.0, -2.0))
                   .curve((65.0, -2.5), (79.0, 6.5), (87.0, 19.0)).quad((70.0, 27.5), (52.0, 24.0))
                   .quad((35.0, 27.5), (18.5, 22.0)).pts, ink)
        sheet.stroke(ellipse(44.0, 13.0, 3.0, 3.0, 24), BRONZE, 0.6, 0.8)
        sheet.stroke([(44.0, 16.0), (45.5, 23.5)], BRONZE, 0.6, 0.8)
        sheet.stroke(Trace((22.0, 21.6)).quad((52.0, 19.0), (84.0, 19.4)).pts, BRONZE, 0.45, 0.6)
    elif w == "shako":
        sheet.fill(Trace((40.6, 23.0)).line((41.4, 1.5)).line((66.0, 3.5)).line((66.4, 24.0)).pts, ink)
        sheet.fill([(41.0, 19.5), (31.0, 26.0), (41.5, 24.0)], ink)
        sheet.fill(ellipse(44.0, 0.5, 3.6, 3.6, 24), ink)
        sheet.stroke([(41.2, 8.0), (66.1, 9.6)], BRONZE, 0.6, 0.7)
    elif w == "bonnet":
        sheet.fill(Trace((71.5, 53.0)).curve((80.5, 42.0), (80.0, 20.0), (66.0, 10.5))
                   .curve((52.0, 3.0), (33.0, 7.0), (24.6, 21.5)).quad((24.2, 30.0), (27.6, 40.0))
                   .quad((31.0, 33.0), (38.5, 30.0)).quad((46.0, 26.0), (54.0, 31.0))
                   .curve((60.0, 38.0), (63.0, 46.0), (64.0, 54.0)).pts, ink)
        sheet.stroke(Trace((26.4, 22.0)).curve((34.0, 9.5), (52.0, 6.0), (66.0, 12.5)).pts, BRONZE, 0.5, 0.7)
        for dx, dy in ((-5.0, -2.0), (-4.0, 3.0)):
            sheet.fill(ellipse(44.5 + dx / 2, 77.0 + dy / 2, 2.8, 1.8, 20), ink)
        sheet.fill([(44.0, 77.0), (42.0, 85.0), (44.0, 85.5), (45.4, 78.0)], ink)
    elif w == "turban":
        sheet.fill(Trace((37.0, 30.0)).curve((32.0, 15.0), (43.0, 2.5), (58.0, 3.5))
                   .curve((74.0, 4.5), (83.0, 18.0), (78.5, 34.0)).quad((74.0, 42.0), (66.0, 37.0))
                   .quad((52.0, 27.0), (37.0, 30.0)).pts, ink)
        for k in range(4):
            sheet.stroke(Trace((36.0 + 2 * k, 27.0 - 5.5 * k)).quad((56.0, 20.0 - 4.0 * k),
                                                                    (79.0 - 1.5 * k, 30.0 - 6.5 * k)).pts,
                         BRONZE, 0.5, 0.65)
        sheet.fill(ellipse(40.5, 18.0, 1.8, 2.4, 16), GOLD)
    elif w == "feathers":
        sheet.stroke(Trace((40.0, 24.0)).quad((54.0, 14.5), (70.0, 20.0)).pts, GOLD, 0.9, 0.9)
        _plume(sheet, (62.0, 20.0), (70.0, -6.0), 7.0, 3.6, ink)
        _plume(sheet, (65.0, 21.0), (84.0, 2.0), 2.0, 3.2, ink)
        _plume(sheet, (59.0, 19.0), (58.0, -4.0), 4.0, 2.8, ink)
    elif w == "tiara":
        pts: list[Pt] = [(41.2, 22.8)]
        for k in range(5):
            x = 43.0 + 3.6 * k
            top = 9.5 + abs(k - 2) * 1.8
            pts += [(x, 20.2 - 0.8 * k), (x + 1.8, top - 0.8 * k)]
        pts += [(61.0, 15.5), (61.2, 18.4)]
        sheet.fill(pts, ink)
        for k in range(5):
            sheet.fill(ellipse(44.8 + 3.6 * k, 10.5 + abs(k - 2) * 1.8 - 0.8 * k, 0.9, 0.9, 12), GOLD)
        sheet.stroke([(41.6, 21.8), (61.0, 16.8)], GOLD, 0.7, 0.9)
    elif w == "mitre":
        sheet.fill(Trace((38.5, 23.0)).line((43.5, -3.5)).line((55.5, 4.0)).line((67.5, -4.0))
                   .line((70.5, 25.0)).pts, ink)
        sheet.stroke([(55.5, 4.0), (55.0, 23.5)], GOLD, 0.9, 0.9)
        sheet.stroke([(39.2, 19.0), (70.2, 20.6)], GOLD, 0.9, 0.9)
        sheet.fill([(66.0, 23.0), (71.0, 50.0), (74.0, 49.0), (70.0, 22.5)], ink)
    elif w == "lace_cap":
        cap = (Trace((36.6, 29.0)).curve((31.5, 15.0), (44.0, 5.5), (58.0, 6.5))
               .curve((74.0, 7.5), (81.0, 22.0), (77.0, 40.0)).line((69.5, 58.0)).line((66.5, 57.0))
               .curve((68.0, 40.0), (60.0, 30.0), (36.6, 29.0)))
        sheet.fill(cap.pts, ink)
        frill = Trace((35.0, 32.0)).curve((28.0, 18.0), (40.0, 6.0), (52.0, 5.5)).pts
        for k in range(0, len(frill) - 1, 3):
            sheet.fill(ellipse(*frill[k], 2.1, 2.1, 14), ink)
        for k in range(1, len(frill) - 1, 3):
            sheet.fill(ellipse(*_toward(frill[k], (52.0, 24.0), 2.4), 0.65, 0.65, 10), IVORY)
        sheet.stroke(Trace((38.0, 28.0)).curve((50.0, 24.0), (66.0, 28.0), (74.0, 42.0)).pts,
                     BRONZE, 0.6, 0.7)


def _toward(p: Pt, q: Pt, d: float) -> Pt:
    dx, dy = q[0] - p[0], q[1] - p[1]
    ln = math.hypot(dx, dy) or 1.0
    return p[0] + dx / ln * d, p[1] + dy / ln * d


def dress(s: Sitter, h: Head, sheet: Sheet, ink: str) -> None:
    """The collar and the clothes of the sitter's station, over the bust."""
    front, back = h.at["front"], h.at["back"]
    d = s.dress
    if d in ("stock", "clerical"):
        sheet.fill([(back[0] - 6.0, 82.0), (back[0] + 1.5, 73.5), (back[0] + 8.0, 86.0), (86.0, 98.0),
                    (72.0, 97.0)], ink)  # the coat's collar, rolled high behind the neck
        sheet.fill([(front[0] - 0.2, 80.2), (41.4, 73.6), (front[0] - 1.2, 84.0)], ink)  # a collar point
        sheet.fill(Trace((front[0], 80.0)).curve((41.0, 82.0), (40.6, 90.0), (42.6, 94.0))
                   .quad((45.0, 97.0), (front[0] + 1.0, 95.5)).pts, ink)  # the stock's puff
        sheet.stroke(Trace((front[0] - 1.5, 97.0)).curve((40.0, 103.0), (36.0, 108.0), (33.0, 125.0)).pts,
                     IVORY, 0.55, 0.75)  # the lapel, cut
        if d == "stock":
            sheet.stroke(Trace((42.4, 86.0)).quad((44.5, 88.0), (42.2, 91.0)).pts, BRONZE, 0.45, 0.7)
        else:  # bands: two ivory tabs at the throat, and the robe's gimp
            sheet.fill([(42.2, 90.0), (40.6, 102.0), (43.6, 102.6), (44.6, 90.4)], IVORY)
            sheet.fill([(45.0, 90.4), (45.0, 102.6), (47.8, 102.2), (47.2, 90.4)], IVORY)
            sheet.stroke(Trace((60.0, 92.0)).curve((62.0, 102.0), (64.0, 110.0), (62.0, 125.0)).pts,
                         GOLD, 0.8, 0.8)
    elif d == "military":
        sheet.fill([(front[0] + 0.6, 79.0), (front[0] - 0.8, 91.0), (back[0] + 1.5, 91.0),
                    (back[0] + 1.0, 78.5)], ink)
        for y in (80.0, 90.0):
            sheet.stroke([(front[0], y), (back[0] + 1.0, y - 0.4)], GOLD, 0.7, 0.9)
        sheet.stroke([(front[0] + 1 + 2.2 * k + (k % 2) * 1.1, 82.0 + 6.0 * (k % 2)) for k in range(9)],
                     GOLD, 0.45, 0.8)
        sheet.fill(Trace((68.0, 96.5)).curve((72.0, 91.5), (86.0, 91.0), (90.0, 97.0))
                   .line((88.0, 100.0)).line((70.0, 100.0)).pts, ink)  # the epaulette's pad
        for k in range(8):
            x = 70.5 + 2.4 * k
            sheet.stroke([(x, 100.0), (x + 0.3, 107.0)], GOLD, 0.7, 0.85)
        for k in range(4):
            sheet.fill(ellipse(38.0 - 2.0 * k, 101.5 + 5.0 * k, 0.9, 0.9, 10), GOLD)
    elif d == "gown":  # bare neck and shoulders, a puffed sleeve, the trimmed neckline
        sheet.fill(ellipse(80.0, 104.0, 12.0, 9.5, 48), ink)
        sheet.stroke(Trace((30.0, 109.0)).curve((44.0, 104.0), (58.0, 104.0), (72.0, 100.0)).pts,
                     GOLD, 0.7, 0.8)
        sheet.stroke(ellipse(80.0, 104.0, 8.0, 6.0, 30, 3.5, 2.4), BRONZE, 0.45, 0.6)
    elif d == "high_collar":
        sheet.fill([(front[0] + 0.6, 80.0), (front[0] - 0.6, 92.0), (back[0] + 0.6, 92.0),
                    (back[0], 80.0)], ink)
        for k in range(5):
            sheet.fill(ellipse(front[0] - 0.6, 80.5 + 2.6 * k, 1.4, 1.4, 12), ink)
        sheet.stroke([(front[0] - 1.0, 79.5 + 2.6 * k) for k in range(5)], IVORY, 0.4, 0.6)
    elif d == "ruff":
        sheet.fill(ellipse(56.0, 85.0, 17.0, 6.2, 60), ink)
        rim = ellipse(56.0, 85.0, 17.0, 6.2, 36)
        for p in rim:
            sheet.fill(ellipse(p[0], p[1], 1.9, 1.9, 10), ink)
        for p in ellipse(56.0, 85.0, 15.0, 5.0, 24):
            sheet.stroke([p, lerp(p, (56.0, 85.0), 0.35)], IVORY, 0.35, 0.7)
    elif d == "fur":
        line = Trace((26.0, 106.0)).curve((42.0, 96.0), (64.0, 92.0), (96.0, 102.0)).pts
        wild = random.Random(f"fur:{s.name}")
        sheet.fill(band(line, [6.0 + wild.uniform(0.0, 2.4) for _ in line]), ink)
        for k, p in enumerate(line[::4]):
            sheet.stroke([p, (p[0] + 1.2 * (k % 3 - 1), p[1] - 4.0)], BRONZE, 0.4, 0.55)


def jewels(s: Sitter, sheet: Sheet) -> None:
    """Earrings, a necklace, a brooch, an order's star: gilt on the black."""
    for jewel in s.jewellery:
        if jewel == "earring":
            sheet.fill(ellipse(58.0, 57.0, 0.9, 0.9, 10), GOLD)
            sheet.fill(ellipse(58.2, 60.2, 1.1, 1.9, 14), GOLD)
        elif jewel == "necklace":
            beads = Trace((47.8, 91.0)).quad((55.0, 97.5), (64.5, 89.5)).pts
            for p in beads[::2]:
                sheet.fill(ellipse(*p, 0.8, 0.8, 10), GOLD)
            sheet.fill(ellipse(50.0, 96.5, 1.2, 1.8, 14), GOLD)
        elif jewel == "brooch":
            sheet.fill(ellipse(44.5, 100.0, 2.2, 2.8, 20), GOLD)
            sheet.fill(ellipse(44.5, 100.0, 1.1, 1.5, 14), BRONZE)
        elif jewel == "star":
            pts = [(60.0 + (4.8 if i % 2 == 0 else 2.0) * math.cos(math.pi * i / 8),
                    109.0 + (4.8 if i % 2 == 0 else 2.0) * math.sin(math.pi * i / 8)) for i in range(16)]
            sheet.fill(pts, GOLD)
            sheet.fill(ellipse(60.0, 109.0, 1.3, 1.3, 12), BRONZE)
