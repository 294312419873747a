"""The review's numbers (`rules_data/review/review.yaml`), loaded and validated once.

They are declared as a schema and read with the rules data's own strict loader (`rules_file`),
so a typo or a wrong type is an error naming the file and the field, as for every rules data
file. The file sits in a folder of its
own: the rules data digest covers the top-level YAML files only, so tuning the review never
makes an older save unloadable.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Annotated

from msgspec import Meta

from ..engine.catalog import DEFAULT_DIR, RulesDataError
from ..engine.rules_file import read
from ..engine.rules_schemas import Schema

FILE = "review.yaml"
CLASSES = ("best", "good", "inaccuracy", "mistake", "blunder")


@dataclass(frozen=True)
class Threshold:
    chance: float  # a loss in the chance of winning, 0-1
    points: float  # a loss in the expected margin over the best other, VP (issue 56)


@dataclass(frozen=True)
class ReviewSettings:
    worlds: int
    candidates: int
    whist_worlds: int
    luck_worlds: int
    confirm_worlds: int  # the worlds an inaccuracy or worse is measured on (issue 56)
    budget_ms: dict[int, int]  # by player count, solo counting 1
    hint_ms: int  # the Hint's thinking time, counted in simulated moves (issue 56)
    best: Threshold
    inaccuracy: Threshold
    mistake: Threshold
    blunder: Threshold
    fewest_moments: int
    most_moments: int

    def budget(self, players: int) -> float:
        """Thinking time per decision in seconds."""
        return self.budget_ms[players] / 1000

    @property
    def hint_budget(self) -> float:
        """The Hint's thinking time in seconds (of simulated moves, `decision.best_move`)."""
        return self.hint_ms / 1000

    def classify(self, chance_loss: float, points_loss: float) -> str:
        """The class of a decision by the worse of its two losses: of the chance of winning
        and of the expected margin over the best other (`Judgement.margin_loss`)."""
        if chance_loss <= self.best.chance and points_loss <= self.best.points:
            return "best"
        for name, t in (("blunder", self.blunder), ("mistake", self.mistake),
                        ("inaccuracy", self.inaccuracy)):
            if chance_loss >= t.chance or points_loss >= t.points:
                return name
        return "good"

    def tells_apart(self, spread_chance: float, spread_margin: float) -> bool:
        """Whether two options the judge measured differ by more than a best move may give up
        (rules_data/README.md, "Accuracy"): a decision where they do not is no real choice."""
        return spread_chance > self.best.chance or spread_margin > self.best.points

    def severity(self, chance_loss: float, points_loss: float) -> float:
        """A loss measured in mistakes: 1.0 at the mistake thresholds (key moments, accuracy)."""
        return max(chance_loss / self.mistake.chance, points_loss / self.mistake.points)


class ThresholdEntry(Schema):
    chance: Annotated[float, Meta(ge=0, le=1.0)]
    points: Annotated[float, Meta(ge=0, le=50.0)]


class DepthEntry(Schema):
    worlds: Annotated[int, Meta(ge=1, le=200)]
    candidates: Annotated[int, Meta(ge=1, le=50)]
    whist_worlds: Annotated[int, Meta(ge=1, le=200)]
    luck_worlds: Annotated[int, Meta(ge=1, le=50)]
    confirm_worlds: Annotated[int, Meta(ge=0, le=200)]
    budget_ms: dict[Annotated[int, Meta(ge=1, le=4)], Annotated[int, Meta(ge=1, le=60_000)]]
    hint_ms: Annotated[int, Meta(ge=1, le=10_000)]


class ClassesEntry(Schema):
    best: ThresholdEntry
    inaccuracy: ThresholdEntry
    mistake: ThresholdEntry
    blunder: ThresholdEntry


class KeyMomentsEntry(Schema):
    fewest: Annotated[int, Meta(ge=0, le=20)]
    most: Annotated[int, Meta(ge=1, le=20)]


class ReviewFile(Schema):
    depth: DepthEntry
    classes: ClassesEntry
    key_moments: KeyMomentsEntry


def _threshold(t: ThresholdEntry) -> Threshold:
    return Threshold(t.chance, t.points)


def load(directory: Path = DEFAULT_DIR / "review") -> ReviewSettings:
    file = read(directory, FILE)
    top = file.convert(ReviewFile)
    depth, classes = top.depth, top.classes
    for players in range(1, 5):  # solo counting 1
        if players not in depth.budget_ms:
            file.fail(["depth", "budget_ms"], "missing field", players)
    settings = ReviewSettings(
        depth.worlds, depth.candidates, depth.whist_worlds, depth.luck_worlds, depth.confirm_worlds,
        dict(sorted(depth.budget_ms.items())), depth.hint_ms, _threshold(classes.best),
        _threshold(classes.inaccuracy), _threshold(classes.mistake), _threshold(classes.blunder),
        top.key_moments.fewest, top.key_moments.most)
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
