"""The drawing kit of tools/portraits.py: curves sampled to points, one affine placement, the
oval they are cut to, and the SVG text they become.

nanosvg (pygame-ce's SVG reader) has no clip paths, so a cut-paper bust cannot simply be
clipped by its oval frame in the file. Instead every filled shape is sampled to a polygon,
placed (scaled, tilted, mirrored for a right-facing sitter) and cut to the oval here, with
Sutherland-Hodgman clipping against the oval as a convex polygon: the SVG holds only what
shows, and a figure can be drawn freely past the frame. Points are rounded to 0.1 of a unit
(the canvas is 100 x 120), so the output is the same bytes on every run and machine.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

Pt = tuple[float, float]
W, H = 100.0, 120.0
CX, CY, RX, RY = 50.0, 60.0, 46.5, 56.5  # the oval window the figure is cut to
NECK = 73.0  # below this the bust is drawn foreshortened (see Place)
STEP = 0.9  # units of curve per sampled point: smooth up to a zoom of about 300 px wide


def _n(length: float) -> int:
    return max(3, math.ceil(length / STEP))


def lerp(a: Pt, b: Pt, t: float) -> Pt:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def _dist(a: Pt, b: Pt) -> float:
    return math.hypot(b[0] - a[0], b[1] - a[1])


class Trace:
    """A contour built from a start point by lines and Bezier curves, kept as points."""

    def __init__(self, start: Pt):
        self.pts: list[Pt] = [start]

    @property
    def end(self) -> Pt:
        return self.pts[-1]

    def line(self, b: Pt) -> Trace:
        a = self.end
        n = _n(_dist(a, b))
        self.pts += [lerp(a, b, i / n) for i in range(1, n + 1)]
        return self

    def quad(self, c: Pt, b: Pt) -> Trace:
        a = self.end
        n = _n(_dist(a, c) + _dist(c, b))
        for i in range(1, n + 1):
            t = i / n
            self.pts.append(lerp(lerp(a, c, t), lerp(c, b, t), t))
        return self

    def curve(self, c1: Pt, c2: Pt, b: Pt) -> Trace:
        a = self.end
        n = _n(_dist(a, c1) + _dist(c1, c2) + _dist(c2, b))
        for i in range(1, n + 1):
            t = i / n
            u = 1 - t
            self.pts.append((u ** 3 * a[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t ** 3 * b[0],
                             u ** 3 * a[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t ** 3 * b[1]))
        return self

    def extend(self, pts: list[Pt]) -> Trace:
        self.pts += pts
        return self


def ellipse(cx: float, cy: float, rx: float, ry: float, n: int = 0, start: float = 0.0,
            sweep: float = 2 * math.pi) -> list[Pt]:
    """Points round an ellipse (or an arc of it, from angle `start` through `sweep`)."""
    n = n or _n(abs(sweep) * (rx + ry) / 2)
    closed = abs(sweep) >= 2 * math.pi - 1e-9
    count = n if closed else n + 1
    return [(cx + rx * math.cos(start + sweep * i / n), cy + ry * math.sin(start + sweep * i / n))
            for i in range(count)]


def offset(pts: list[Pt], dist: list[float]) -> list[Pt]:
    """`pts` moved along their left-hand normals by `dist[i]` (outwards for a clockwise skull
    line in screen coordinates): hair drawn as a thickness over the head's outline."""
    out = []
    for i, p in enumerate(pts):
        a, b = pts[max(0, i - 1)], pts[min(len(pts) - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        out.append((p[0] + dy / length * dist[i], p[1] - dx / length * dist[i]))
    return out


@dataclass(frozen=True)
class Place:
    """Where the figure sits in the oval: scaled about (50, 60), tilted about the head's
    middle, moved, and mirrored for a sitter facing right."""

    scale: float = 1.06
    tilt: float = 0.0  # degrees, positive leans the head forward (towards the face)
    dx: float = 0.0
    dy: float = 0.0
    mirror: bool = False

    def __call__(self, p: Pt) -> Pt:
        x, y = p
        if y > NECK:  # the bust drawn in easy round numbers, then set shorter and broader
            k = min(1.0, (y - NECK) / 30)
            x, y = 56 + (x - 56) * (1 + 0.16 * k), NECK + (y - NECK) * 0.8
        a = math.radians(-self.tilt)  # the face looks left: forward is anticlockwise on screen
        hx, hy = 52.0, 46.0
        x, y = x - hx, y - hy
        x, y = x * math.cos(a) - y * math.sin(a) + hx, x * math.sin(a) + y * math.cos(a) + hy
        x, y = CX + (x - CX) * self.scale + self.dx, CY + (y - CY) * self.scale + self.dy
        return (W - x, y) if self.mirror else (x, y)


_WINDOW = ellipse(CX, CY, RX, RY, 160)


def _inside(p: Pt, a: Pt, b: Pt) -> bool:
    return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]) >= 0


def _cross(p: Pt, q: Pt, a: Pt, b: Pt) -> Pt:
    x1, y1, x2, y2 = p[0], p[1], q[0], q[1]
    x3, y3, x4, y4 = a[0], a[1], b[0], b[1]
    d = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4)
    if d == 0:
        return q
    t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / d
    return x1 + t * (x2 - x1), y1 + t * (y2 - y1)


def clip(poly: list[Pt]) -> list[Pt]:
    """`poly` cut to the oval window (Sutherland-Hodgman: the window is convex)."""
    out = poly
    for i, a in enumerate(_WINDOW):
        b = _WINDOW[(i + 1) % len(_WINDOW)]
        src, out = out, []
        for j, q in enumerate(src):
            p = src[j - 1]
            if _inside(q, a, b):
                if not _inside(p, a, b):
                    out.append(_cross(p, q, a, b))
                out.append(q)
            elif _inside(p, a, b):
                out.append(_cross(p, q, a, b))
        if not out:
            return []
    return out


def _inside_window(p: Pt) -> bool:
    return ((p[0] - CX) / RX) ** 2 + ((p[1] - CY) / RY) ** 2 <= 1.0


def _fmt(pts: list[Pt]) -> list[str]:
    out: list[str] = []
    for x, y in pts:
        s = f"{x:.1f} {y:.1f}"
        if not out or out[-1] != s:
            out.append(s)
    return out


@dataclass
class Sheet:
    """The portrait's SVG elements in drawing order, every point placed by `place`."""

    place: Place
    parts: list[str] = field(default_factory=list)

    def fill(self, pts: list[Pt], color: str, opacity: float = 1.0) -> None:
        """A filled shape, placed and cut to the oval (nothing if it falls outside)."""
        coords = _fmt(clip([self.place(p) for p in pts]))
        if len(coords) < 3:
            return
        alpha = f' fill-opacity="{opacity:g}"' if opacity < 1 else ""
        self.parts.append(f'<path d="M{" L".join(coords)}Z" fill="{color}"{alpha}/>')

    def stroke(self, pts: list[Pt], color: str, width: float, opacity: float = 1.0) -> None:
        """An open line (a highlight, a cut): placed, and kept only where inside the oval."""
        placed = [self.place(p) for p in pts]
        runs: list[list[Pt]] = [[]]
        for p in placed:
            if _inside_window(p):
                runs[-1].append(p)
            elif runs[-1]:
                runs.append([])
        alpha = f' stroke-opacity="{opacity:g}"' if opacity < 1 else ""
        w = width * self.place.scale
        for run in runs:
            coords = _fmt(run)
            if len(coords) >= 2:
                self.parts.append(f'<path d="M{" L".join(coords)}" fill="none" stroke="{color}" '
                                  f'stroke-width="{w:.2f}" stroke-linecap="round" '
                                  f'stroke-linejoin="round"{alpha}/>')

    def raw(self, element: str) -> None:
        """An element in the oval's own coordinates (the ground, the rim): not placed."""
        self.parts.append(element)
