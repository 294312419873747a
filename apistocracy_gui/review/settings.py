"""The review's numbers (`rules_data/review/review.yaml`), loaded and validated once.

They are read with the rules data's own strict loader, so a typo or a wrong type is an error
naming the file and the field, as for every rules data file. The file sits in a folder of its
own: the rules data digest covers the top-level YAML files only, so tuning the review never
makes an older save unloadable.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..engine.catalog import DEFAULT_DIR, RulesDataError, _Entry, _read

FILE = "review.yaml"
CLASSES = ("best", "good", "inaccuracy", "mistake", "blunder")


@dataclass(frozen=True)
class Threshold:
    chance: float  # a loss in the chance of winning, 0-1
    points: float  # a loss in the expected final score, VP


@dataclass(frozen=True)
class ReviewSettings:
    worlds: int
    candidates: int
    whist_worlds: int
    luck_worlds: int
    budget_ms: dict[int, int]  # by player count, solo counting 1
    best: Threshold
    inaccuracy: Threshold
    mistake: Threshold
    blunder: Threshold
    fewest_moments: int
    most_moments: int

    def budget(self, players: int) -> float:
        """Thinking time per decision in seconds."""
        return self.budget_ms[players] / 1000

    def classify(self, chance_loss: float, points_loss: float) -> str:
        """The class of a decision by the worse of its two losses."""
        if chance_loss <= self.best.chance and points_loss <= self.best.points:
            return "best"
        for name, t in (("blunder", self.blunder), ("mistake", self.mistake),
                        ("inaccuracy", self.inaccuracy)):
            if chance_loss >= t.chance or points_loss >= t.points:
                return name
        return "good"

    def severity(self, chance_loss: float, points_loss: float) -> float:
        """A loss measured in mistakes: 1.0 at the mistake thresholds (key moments, accuracy)."""
        return max(chance_loss / self.mistake.chance, points_loss / self.mistake.points)


def _fraction(e: _Entry, key: str, high: float) -> float:
    value = e.get(key, (int, float))
    if not 0 <= value <= high:
        e.fail(f"must be 0-{high}, got {value}", key)
    return float(value)


def _threshold(classes: _Entry, name: str) -> Threshold:
    e = classes.sub(name)
    t = Threshold(_fraction(e, "chance", 1.0), _fraction(e, "points", 50.0))
    e.done()
    return t


def load(directory: Path = DEFAULT_DIR / "review") -> ReviewSettings:
    top = _read(directory, FILE)
    depth = top.sub("depth")
    budget = depth.sub("budget_ms")
    budgets = {}
    for players in range(1, 5):
        budgets[players] = budget.number(players, 1, 60_000)  # type: ignore[arg-type]
    budget.done()
    classes = top.sub("classes")
    moments = top.sub("key_moments")
    settings = ReviewSettings(
        depth.number("worlds", 1, 200), depth.number("candidates", 1, 50),
        depth.number("whist_worlds", 1, 200), depth.number("luck_worlds", 1, 50), budgets,
        _threshold(classes, "best"), _threshold(classes, "inaccuracy"),
        _threshold(classes, "mistake"), _threshold(classes, "blunder"),
        moments.number("fewest", 0, 20), moments.number("most", 1, 20))
    for part in (depth, classes, moments, top):
        part.done()
    ladder = [settings.inaccuracy, settings.mistake, settings.blunder]
    for field in ("chance", "points"):
        values = [getattr(settings.best, field)] + [getattr(t, field) for t in ladder]
        if values != sorted(values) or len(set(values[1:])) < 3:
            raise RulesDataError(f"{FILE}: classes: the {field} thresholds must rise from best "
                                 f"to inaccuracy, mistake and blunder; got {values}")
    if settings.fewest_moments > settings.most_moments:
        raise RulesDataError(f"{FILE}: key_moments: fewest is more than most")
    return settings


@cache
def default() -> ReviewSettings:
    return load()
