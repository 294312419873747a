"""The shape of each rules data file (`rules_data/*.yaml`), declared as msgspec schemas.

One `msgspec.Struct` per kind of mapping, with `forbid_unknown_fields=True` (a typo must not
be silently ignored) and the allowed words and ranges in the types (`Literal`, `Meta`), so
`RulesFile.convert` checks every key, type and value in one pass. The words the data may use
(suits, crests, areas, effect verbs) are declared here once; `catalog` takes its vocabulary
tuples from these types. What a type cannot say (the rulebook's counts, links between
entries) is checked by `catalog_build` after conversion.

The solo and advanced files have their schemas beside their loaders (`solo_data`, `advanced`).
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta, field

Suit = Literal["club", "spade", "diamond", "heart"]
ArtKind = Literal["silhouette", "miniature", "portrait"]
Crest = Literal["rose", "lion", "stag", "swan", "thistle"]
Area = Literal["parlor", "lc", "ton", "gallery", "tea", "pm_bonus"]
GoalCount = Literal["influence", "tea_cards", "art", "hive_level", "ton_cards", "lc_cards",
                    "star_cards", "tricks"]
CharacterGoal = Literal["tea_cards", "hive_level", "ton_cards", "lc_cards", "full_ton", "full_lc"]
Power = Literal["tea_draw_three", "keep_used_tea", "bonus_sideways", "free_ballroom"]
ClubPower = Literal["double_club", "star_swap"]

Units = Annotated[int, Meta(ge=0)]
Positive = Annotated[int, Meta(ge=1)]
Rank = Annotated[int, Meta(ge=1, le=13)]
NonEmpty = Annotated[str, Meta(min_length=1)]


class Schema(msgspec.Struct, forbid_unknown_fields=True):
    """A mapping of a data file: every field declared, any other refused."""


class CostEntry(Schema):
    """Influence units by suit, and Crowns; a suit left out costs nothing."""

    club: Units = 0
    spade: Units = 0
    diamond: Units = 0
    heart: Units = 0
    crown: Units = 0



# --------------------------------------------------------------------------- effects
class EffectEntry(Schema, tag_field="verb"):
    """A card or space effect: the verb names it, each verb its own parameters."""


class GainAction(EffectEntry, tag="gain_action"):
    action: Literal["tea", "parlor", "gallery"]


class GainCard(EffectEntry, tag="gain_card"):
    kind: Literal["lc", "ton"]


class GainQueenCard(EffectEntry, tag="gain_queen_card"):
    pass


class HiveEvent(EffectEntry, tag="hive_event"):
    event: Literal["marchioness", "pm"]


class HiveUp(EffectEntry, tag="hive_up"):
    pass


class Commission(EffectEntry, tag="commission"):
    art: ArtKind


class Draw(EffectEntry, tag="draw"):
    count: Positive


class Trash(EffectEntry, tag="trash"):
    count: Positive


class GainInfluence(EffectEntry, tag="gain_influence"):
    suit: Literal[Suit, "any"]


# The vocabulary of card and space effects (one member per verb).
Effects = (GainAction | GainCard | GainQueenCard | HiveEvent | HiveUp | Commission | Draw | Trash
           | GainInfluence)


# --------------------------------------------------------------------------- game.yaml
class VPEntry(Schema):
    per_full_column: Units
    both_columns: Units
    queens_favorite: Units
    artists_muse: Units
    favored_guest: Units
    card_sharp: Units
    per_trick: Units
    host_goal: Units
    tea_card: Units
    tea_crest_match: Units


class HandSizes(Schema):
    solo: Positive
    two: Positive = field(name="2")
    three: Positive = field(name="3")
    four: Positive = field(name="4")


class GameFile(Schema):
    weeks: Positive
    calling_cards: Positive
    solo_calling_cards: Positive
    draw_per_week: Positive
    column_size: Positive
    track_max: Positive
    vp: VPEntry
    whist_hand_size: HandSizes
    column_row_costs: list[CostEntry]


# --------------------------------------------------------------------------- whist.yaml
class WhistPart(Schema):
    suits: list[Suit]
    ranks: list[Rank]


class WhistGroups(Schema):
    queen: list[WhistPart]
    star: list[WhistPart]
    regular: list[WhistPart]
    starting: list[WhistPart]


class WhistFile(Schema):
    suits: list[str]
    trump: str
    rank_names: dict[Rank, NonEmpty]
    groups: WhistGroups


# --------------------------------------------------------------------------- characters.yaml
class HostToken(Schema):
    a: Suit
    b: Suit


class BeehiveToken(Schema):
    b: Suit
    flip_level: Annotated[int, Meta(ge=1, le=6)]


class CharacterGoalEntry(Schema):
    kind: CharacterGoal
    count: Positive


class CharacterEntry(Schema):
    name: str
    host: str
    starting_rank: Annotated[int, Meta(ge=1, le=4)]
    host_token: HostToken
    beehive_token: BeehiveToken
    in_game_goal: CharacterGoalEntry
    end_goal: CharacterGoalEntry
    powers: list[Power]
    club_power: ClubPower


class CharactersFile(Schema):
    """The four characters, in the order of their starting ranks."""

    edward: CharacterEntry
    tuesday: CharacterEntry
    alexandria: CharacterEntry
    shae: CharacterEntry


# --------------------------------------------------------------------------- hive.yaml
class HiveSpaceEntry(Schema):
    id: str
    name: str
    up: list[str]
    on_enter: list[Effects] = []
    event: Literal["marchioness", "pm", ""] = ""
    bonus_slot: bool = False
    pm_dinner: bool = False


class HiveLevelEntry(Schema):
    level: int
    vp: Units
    sideways_cost: list[CostEntry]
    spaces: list[HiveSpaceEntry]
    up_cost: CostEntry = field(default_factory=CostEntry)


class BonusTokenEntry(Schema):
    id: str
    name: str
    cost: CostEntry = field(default_factory=CostEntry)
    effects: list[Effects] = []


class HiveFile(Schema):
    levels: list[HiveLevelEntry]
    bonus_tokens: list[BonusTokenEntry]


# --------------------------------------------------------------------------- assembly.yaml
class BoardSpaceEntry(Schema):
    id: str
    area: Area
    cost: CostEntry = field(default_factory=CostEntry)
    four_player: bool = False


class SideEntry(Schema):
    players: list[Annotated[int, Meta(ge=1, le=4)]]
    spaces: list[BoardSpaceEntry]


class Sides(Schema):
    small: SideEntry
    large: SideEntry


class AssemblyFile(Schema):
    sides: Sides
    pm_bonus: list[BoardSpaceEntry]


# --------------------------------------------------------------------------- ballroom.yaml
class Requires(Schema):
    min_hive_level: Annotated[int, Meta(ge=0, le=6)] = 0


class TonEntry(Schema):
    name: str
    suit: Suit
    crest: Crest
    effects: list[Effects] = []
    cost: CostEntry = field(default_factory=CostEntry)
    requires: Requires = field(default_factory=Requires)


class LCGoal(Schema):
    count: GoalCount
    per: Positive
    vp: Positive
    suit: Literal[Suit, ""] = ""  # an influence goal's suit, and only an influence goal's


class LCEntry(Schema):
    name: str
    suit: Suit
    crest: Crest
    goal: LCGoal


class BallroomFile(Schema):
    ton: list[TonEntry]
    lc: list[LCEntry]


# --------------------------------------------------------------------------- tea.yaml
class Replaces(Schema):
    """The one cost a Tea kind replaces (rulebook p.20)."""

    hive_level: Annotated[int, Meta(ge=2, le=5)] = 0
    art: Literal[ArtKind, ""] = ""
    column_row: Annotated[int, Meta(ge=4, le=5)] = 0
    parlor: bool = False


class TeaKindEntry(Schema):
    name: str
    replaces: Replaces


class TeaCardEntry(Schema):
    kind: str
    crest: Crest
    corner: Suit


class TeaFile(Schema):
    kinds: dict[str, TeaKindEntry]
    cards: list[TeaCardEntry]


# --------------------------------------------------------------------------- gallery.yaml
class ArtEntry(Schema):
    kind: ArtKind
    name: str
    vp: Units
    stack: Positive
    cost: CostEntry = field(default_factory=CostEntry)


class GalleryFile(Schema):
    art: list[ArtEntry]
