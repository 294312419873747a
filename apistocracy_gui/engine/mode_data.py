"""The rules data of the solo and advanced modes read, checked and turned into their objects:
`solo.yaml` (Lady Cat's Solo deck and levels, rulebook p.21-22), `advanced.yaml` and
`personas.yaml` (Goal, Host Bonus and VP tokens, Bonus Personas, p.22).

The data layer's second builder, beside `catalog_build` (the base game's files), so that no
rules data is read by a rule module (issue 53, item 3): `ladycat` and `advanced` take their
data from here, as `catalog_build` does for the catalog's digest. Each failure is a
RulesDataError naming the file, the entry and the field (`rules_file`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Annotated, Literal, get_args

from msgspec import Meta

from .catalog import DEFAULT_DIR, SUITS, RulesDataError
from .rules_file import read, unique
from .rules_schemas import CharacterGoal, HostToken, Positive, Power, Rank, Schema, Suit, Units


# --------------------------------------------------------------------------- solo.yaml
@dataclass(frozen=True)
class SoloCard:
    id: int
    name: str
    action: str
    compass: str
    cat: bool
    suit: int
    rank: int


@dataclass(frozen=True)
class SoloLevel:
    """A difficulty level (designed, issue 15): "standard" is the rulebook exactly."""

    id: str
    name: str
    calling_cards: int  # her Calling Cards a week (p.21: 5)
    whist_edge: float  # what her whist cards add to their rank (R6.11: half a rank)
    litter_at_start: int  # Litter cards shuffled into her Solo deck at setup (p.21: none)


STANDARD = "standard"


@dataclass(frozen=True)
class SoloData:
    name: str
    host_b: int
    beehive_b: int
    cards: tuple[SoloCard, ...]
    levels: tuple[SoloLevel, ...]

    def level(self, level_id: str) -> SoloLevel:
        return next(lv for lv in self.levels if lv.id == level_id)


class SoloCardEntry(Schema):
    name: str
    action: Literal["tea", "gallery", "ballroom", "parlor", "beehive", "copycat"]
    compass: Literal["west", "east", "north"]
    cat: bool
    suit: Suit
    rank: Rank


class SoloLevelEntry(Schema):
    id: str
    name: str
    calling_cards: Annotated[int, Meta(ge=1, le=8)]
    whist_edge: float
    litter_at_start: Units


class SoloFile(Schema):
    """solo.yaml's shape (the schemas of the other rules data files: `rules_schemas`)."""

    name: str
    host_token_b: Suit
    beehive_token_b: Suit
    cards: list[SoloCardEntry]
    levels: list[SoloLevelEntry]


@cache
def solo_data(directory: Path = DEFAULT_DIR) -> SoloData:
    """Load and validate `solo.yaml` (16 Solo Action cards, p.1)."""
    file = read(Path(directory), "solo.yaml")
    top = file.convert(SoloFile)
    cards = tuple(SoloCard(i, e.name, e.action, e.compass, e.cat, SUITS.index(e.suit), e.rank)
                  for i, e in enumerate(top.cards))
    for c in cards:
        if c.action == "ballroom" and c.compass == "north":
            file.fail(["cards", c.id], "a Ballroom card points west (L&C) or east (Ton)", "compass")
    for i, e in enumerate(top.levels):
        if not -1 < e.whist_edge < 2 or (e.whist_edge * 2) % 2 != 1:  # a whole rank would tie
            file.fail(["levels", i], "must be -0.5, 0.5 or 1.5 (half ranks, so no trick is ever "
                      "tied)", "whist_edge")
    levels = tuple(SoloLevel(e.id, e.name, e.calling_cards, e.whist_edge, e.litter_at_start)
                   for e in top.levels)
    data = SoloData(top.name, SUITS.index(top.host_token_b), SUITS.index(top.beehive_token_b),
                    cards, levels)
    ids = [lv.id for lv in levels]
    if len(set(ids)) != len(ids):
        raise RulesDataError("solo.yaml: levels: each level id must be different")
    rulebook = SoloLevel(STANDARD, "", 5, 0.5, 0)
    std = next((lv for lv in levels if lv.id == STANDARD), None)
    if std is None or (std.calling_cards, std.whist_edge, std.litter_at_start) != (
            rulebook.calling_cards, rulebook.whist_edge, rulebook.litter_at_start):
        raise RulesDataError("solo.yaml: levels: \"standard\" must be the rulebook's solo rules "
                             "(5 Calling Cards p.21, whist_edge 0.5 R6.11, litter_at_start 0)")
    if any(lv.litter_at_start > sum(not c.cat for c in cards) for lv in levels):
        raise RulesDataError("solo.yaml: levels: litter_at_start is more than the Litter deck")
    if len(cards) != 16:
        raise RulesDataError(f"solo.yaml: cards: the rulebook has 16 Solo Action cards, the data "
                             f"has {len(cards)}")
    if not any(c.cat for c in cards) or all(c.cat for c in cards):
        raise RulesDataError("solo.yaml: cards: both a cat-symbol deck and a Litter deck are needed")
    return data



# --------------------------------------------------------------------------- advanced.yaml, personas.yaml
AdvancedPower = Literal[Power, "art_bonus"]
ADVANCED_POWERS: tuple[str, ...] = get_args(AdvancedPower)


@dataclass(frozen=True)
class GoalToken:
    id: str
    name: str
    kind: str
    count: int
    host_a: int
    host_b: int


@dataclass(frozen=True)
class BonusToken:
    id: str
    name: str
    power: str
    text: str


@dataclass(frozen=True)
class Persona:
    id: str
    name: str
    title: str


@dataclass(frozen=True)
class AdvancedData:
    goals: tuple[GoalToken, ...]
    bonuses: tuple[BonusToken, ...]
    vp_tokens: tuple[int, ...]
    personas: tuple[Persona, ...]

    def goal(self, gid: str) -> GoalToken:
        return next(t for t in self.goals if t.id == gid)

    def bonus(self, bid: str) -> BonusToken:
        return next(t for t in self.bonuses if t.id == bid)

    def persona(self, pid: str) -> Persona:
        return next(t for t in self.personas if t.id == pid)


class GoalEntry(Schema):
    kind: Literal[CharacterGoal, "paintings"]
    count: Positive


class GoalTokenEntry(Schema):
    id: str
    name: str
    goal: GoalEntry
    host_token: HostToken


class BonusTokenEntry(Schema):
    id: str
    name: str
    power: AdvancedPower
    text: str


class AdvancedFile(Schema):
    """advanced.yaml's shape (the schemas of the other rules data files: `rules_schemas`)."""

    ap_base_cards: int
    goals: list[GoalTokenEntry]
    bonuses: list[BonusTokenEntry]
    vp_tokens: list[Annotated[int, Meta(ge=-10, le=10)]]


class PersonaEntry(Schema):
    id: str
    name: str
    title: str


class PersonasFile(Schema):
    personas: list[PersonaEntry]


@cache
def advanced_data(directory: Path = DEFAULT_DIR) -> AdvancedData:
    """Load and validate `advanced.yaml` and `personas.yaml` (component counts of p.1)."""
    file = read(Path(directory), "advanced.yaml")
    top = file.convert(AdvancedFile)
    if top.ap_base_cards != 4:
        file.fail([], "the rulebook has 4 AP Base cards", "ap_base_cards")
    goals = tuple(GoalToken(e.id, e.name, e.goal.kind, e.goal.count, SUITS.index(e.host_token.a),
                            SUITS.index(e.host_token.b)) for e in top.goals)
    bonuses = tuple(BonusToken(e.id, e.name, e.power, e.text) for e in top.bonuses)
    vp = tuple(top.vp_tokens)
    unique(file, ["goals"], [t.id for t in goals])
    unique(file, ["bonuses"], [t.id for t in bonuses])
    if len(goals) != 5 or len(bonuses) != 5:
        raise RulesDataError("advanced.yaml: the rulebook has 5 Goal and 5 Host Bonus tokens")
    if vp != (-2, 0, 2, 4):
        raise RulesDataError("advanced.yaml: vp_tokens: the rulebook has -2, 0, +2, +4 (p.22)")
    people = read(Path(directory), "personas.yaml")
    personas = tuple(Persona(e.id, e.name, e.title) for e in people.convert(PersonasFile).personas)
    unique(people, ["personas"], [t.id for t in personas])
    if len(personas) != 4:
        raise RulesDataError("personas.yaml: personas: the rulebook has 4 Bonus Personas")
    return AdvancedData(goals, bonuses, vp, personas)
