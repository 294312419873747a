"""The reliability of the review's chance of winning (issue 56), for `tools/fit_win_chance.py`.

What the fit tool prints and draws about a fit on its held-out games: the deciding seat's
chances in ten bins against how often it won (a shared win counting 1/k), the expected
calibration error over those bins, the Brier score against always saying 1/n and against the
chance the review read before, the chances at each seat's first decision, and a reliability
diagram drawn with pygame (no plotting library: the game's own dependency).
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from pathlib import Path

import numpy as np

BINS = 10


@dataclass
class Measure:
    """The deciding seat's chances on a group's held-out rows against what happened."""

    predicted: np.ndarray
    observed: np.ndarray  # the decider's share of the win
    old: np.ndarray
    sides: int
    games: np.ndarray  # each decision's game
    seats: np.ndarray  # and deciding seat

    def bins(self, chances_: np.ndarray) -> list[tuple[float, float, int]]:
        which = np.minimum((chances_ * BINS).astype(int), BINS - 1)
        out = []
        for b in range(BINS):
            inside = which == b
            count = int(inside.sum())
            out.append((float(chances_[inside].mean()) if count else math.nan,
                        float(self.observed[inside].mean()) if count else math.nan, count))
        return out

    def ece(self, chances_: np.ndarray) -> float:
        total = len(chances_)
        return sum(c / total * abs(p - o) for p, o, c in self.bins(chances_) if c)

    def brier(self, chances_: np.ndarray | float) -> float:
        return float(np.mean((chances_ - self.observed) ** 2))


def name(group: tuple[str, int]) -> str:
    mode, players = group
    return "solo vs Lady Cat" if mode == "solo" else f"{mode} {players} players"


def report(group: tuple[str, int], m: Measure) -> list[str]:
    out = [f"{name(group)}: {len(m.predicted)} held-out decisions"]
    out.append("  bin        predicted  observed   count")
    for b, (p, o, c) in enumerate(m.bins(m.predicted)):
        shown = f"{p:9.3f} {o:9.3f}" if c else f"{'-':>9} {'-':>9}"
        out.append(f"  {b / BINS:.1f}-{(b + 1) / BINS:.1f}  {shown} {c:7}")
    out.append(f"  ECE {m.ece(m.predicted):.3f} (before: {m.ece(m.old):.3f}); Brier "
               f"{m.brier(m.predicted):.4f} against 1/{m.sides} {m.brier(1 / m.sides):.4f} "
               f"(before: {m.brier(m.old):.4f})")
    first: dict[tuple[int, int], float] = {}
    for game, seat, p in zip(m.games, m.seats, m.predicted, strict=True):
        first.setdefault((int(game), int(seat)), float(p))
    by_seat: dict[int, list[float]] = {}
    for (_game, seat), p in first.items():
        by_seat.setdefault(seat, []).append(p)
    means = ", ".join(f"seat {s} {np.mean(v):.3f}" for s, v in sorted(by_seat.items()))
    every = list(first.values())
    out.append(f"  at each seat's first decision (1/{m.sides} = {1 / m.sides:.3f}): {means}; "
               f"range {min(every):.3f}-{max(every):.3f}")
    return out


def plot(path: Path, measures: dict[tuple[str, int], Measure]) -> None:
    """The reliability diagram of every group (pygame, headless): predicted against observed,
    a dot a bin sized by its count, the old chance's in grey, the diagonal the ideal."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.font.init()
    font = pygame.font.Font(None, 22)
    cell, pad, cols = 344, 56, 4
    rows_ = math.ceil(len(measures) / cols)
    surf = pygame.Surface((cols * cell, rows_ * cell))
    surf.fill((250, 246, 236))
    for k, (group, m) in enumerate(measures.items()):
        ox, oy = (k % cols) * cell, (k // cols) * cell
        size = cell - 2 * pad
        box = pygame.Rect(ox + pad, oy + pad, size, size)
        pygame.draw.rect(surf, (255, 255, 255), box)
        for q in range(11):
            x = box.x + round(size * q / 10)
            y = box.bottom - round(size * q / 10)
            pygame.draw.line(surf, (230, 224, 210), (x, box.y), (x, box.bottom))
            pygame.draw.line(surf, (230, 224, 210), (box.x, y), (box.right, y))
        pygame.draw.line(surf, (150, 150, 150), box.bottomleft, box.topright, 2)
        pygame.draw.rect(surf, (60, 50, 40), box, 1)
        total = len(m.predicted)
        for values, colour in ((m.old, (170, 170, 170)), (m.predicted, (160, 40, 40))):
            points = [(box.x + round(size * p), box.bottom - round(size * o), c)
                      for p, o, c in m.bins(values) if c]
            if len(points) > 1:
                pygame.draw.lines(surf, colour, False, [(x, y) for x, y, _c in points], 2)
            for x, y, c in points:
                pygame.draw.circle(surf, colour, (x, y), 3 + round(9 * math.sqrt(c / total)))
        surf.blit(font.render(name(group), True, (30, 30, 30)), (box.x, oy + 8))
        scores = (f"ECE {m.ece(m.predicted):.3f} (before {m.ece(m.old):.3f}), "
                  f"{len(m.predicted)} decisions")
        surf.blit(font.render(scores, True, (30, 30, 30)), (box.x, oy + 26))
        for q in (0, 5, 10):
            label = font.render(f"{q / 10:g}", True, (80, 80, 80))
            surf.blit(label, (box.x + round(size * q / 10) - 6, box.bottom + 3))
            surf.blit(label, (box.x - 22, box.bottom - round(size * q / 10) - 7))
        surf.blit(font.render("predicted", True, (80, 80, 80)), (box.centerx - 30, box.bottom + 18))
        won = pygame.transform.rotate(font.render("won", True, (80, 80, 80)), 90)
        surf.blit(won, (ox + 6, box.centery - 12))
    legend = "red: this fit; grey: the chance before; dot area ~ decisions in the bin"
    surf.blit(font.render(legend, True, (30, 30, 30)), (8, rows_ * cell - 22))
    pygame.image.save(surf, str(path))
