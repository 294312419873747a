"""The review's result as data: what the command line prints and the replay keeps (msgspec).

Its judgement only, no word of a language (issue 52): moves are keys as a save writes them,
decisions are classes, chances and points; `review.words` makes the labels and lines in the
language spoken when they are shown, so a kept review survives a change of language.

Exact schemas (no unknown fields, every field typed), so a stored review is schema-checked
when read back like every user file (`userfiles.decode`), and `--json` prints the same
structure. Chances are shares (0-1), scores and losses in VP where named `points`.
"""

from __future__ import annotations

import msgspec

FORMAT = 3  # the stored review's format: a different one is reviewed again (1 kept words, 2 no real choices)


class DecisionReview(msgspec.Struct, forbid_unknown_fields=True):
    index: int  # the action's index in the save's action list
    seat: int
    kind: str  # the decision ("PlaceCard", "Payment", "PlayCard", ...)
    week: int
    phase: str  # "season" or "whist"
    chosen_action: list[str | int]  # the move played and the best one, as a save writes actions
    best_action: list[str | int]
    chance_chosen: float
    chance_best: float
    score_chosen: float
    score_best: float
    loss: float  # chance of winning given up, 0-1
    points_loss: float  # expected final score given up, VP
    worlds: int  # sampled worlds both moves were measured on
    # msgspec cannot name a field "class"; it is written as "class" (`rename`).
    klass: str = msgspec.field(name="class")
    nth: int = 0  # the seat's own decision number (1 for its first with two or more options)
    choice: bool = True  # a real choice: the judge told two of its options apart (accuracy)
    # The expected margin over the best other given up, VP: with `loss`, what the class and
    # the severity are read from (issue 56; a kept review from before reads 0).
    margin_loss: float = 0.0


class Luck(msgspec.Struct, forbid_unknown_fields=True):
    index: int  # the seat's decision at which the swing is measured
    since: int  # the seat's previous decision
    seat: int
    what: list[str]  # what was revealed in between ("draw", "refill", ...)
    expected: float  # the chance the seat could expect at `since`
    chance: float  # the chance once it saw what was revealed
    swing: float


class Moment(msgspec.Struct, forbid_unknown_fields=True):
    index: int
    seat: int
    kind: str  # "decision" or "luck"; its line and reason: `review.words`
    best_action: list[str | int] = msgspec.field(default_factory=list)


class SeatSummary(msgspec.Struct, forbid_unknown_fields=True):
    seat: int
    name: str
    human: bool
    reviewed: bool
    accuracy: float  # 0-100
    counts: dict[str, int]  # real choices per class
    final_score: int
    choices: int = 0  # the real choices accuracy and the counts are over


class Mark(msgspec.Struct, forbid_unknown_fields=True):
    index: int  # the first action of a week or of the whist
    label: str


class Review(msgspec.Struct, forbid_unknown_fields=True):
    format: int
    game: str  # the final state hash of the game reviewed
    settings: str  # the digest of the review's numbers it was made with
    mode: str
    seats: list[SeatSummary]
    decisions: list[DecisionReview]
    luck: list[Luck]
    key_moments: list[Moment]
    marks: list[Mark]
    actions: int  # actions in the save
    complete: bool = True  # False: the review was stopped part-way
