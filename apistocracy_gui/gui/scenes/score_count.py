"""The score pad's count-up (issue 13): the lines count up one after another, from nothing to
their value, before the totals stand.

While the count runs the pad names no winner and tells no tie-break (issue 32, item 6), so
the pad and its table ask `counting()`; a click or a key ends the count at once (`finish`).
Its length follows the animation speed chosen in the options.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.scoring import ScoreSheet

LINE_SECONDS = 0.45  # the score pad counts each line up in this long (x the animation factor)


class CountUp:
    def __init__(self, lines: int, factor: Callable[[], float]):
        self.lines = lines  # the score lines of a sheet, counted one after another
        self.factor = factor  # the animation factor of the options, read as the count runs
        self.counted = 0.0  # seconds of the count-up shown so far

    def seconds(self) -> float:
        return LINE_SECONDS * self.factor() * self.lines

    def counting(self) -> bool:
        return self.counted < self.seconds()

    def finish(self) -> None:
        self.counted = self.seconds()

    def update(self, dt: float) -> bool:
        """Count on by `dt` seconds; True while it was still counting (a redraw is due)."""
        if not self.counting():
            return False
        self.counted += dt
        return True

    def shown(self, line: int, value: int) -> str:
        """A line's value as far as the count has reached it ("" before it starts)."""
        if not self.counting():
            return str(value)
        k = self.counted / (LINE_SECONDS * self.factor()) - line
        return "" if k <= 0 else str(round(value * min(1.0, k)))

    def shown_total(self, sheet: ScoreSheet) -> int:
        if not self.counting():
            return sheet.total
        return sum(int(self.shown(i, ln.total) or 0) for i, ln in enumerate(sheet.lines))
