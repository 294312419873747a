"""The rules data (`rules_data/*.yaml`) loaded into immutable catalog objects.

Code holds the rules and data holds the content: every card face, board space, cost and VP
value comes from here. Loading validates everything (unknown keys, wrong types, the counts the
rulebook prints on page 1 and RULINGS.md fixes, dangling references) and fails with a
`RulesDataError` naming the file, the entry and the field, so a broken data file can never
start a half-working game. The files' shapes are the msgspec schemas of `rules_schemas`, read
by `rules_file`; `catalog_build` turns them into the objects here and checks what a type
cannot say (the counts, the links between entries).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TypedDict, get_args

from ..resources import RULES_DATA
from .rules_schemas import ArtKind, CharactersFile, Effects, Suit

# The vocabulary, as the schemas declare it (rules_schemas), in the order the engine indexes.
SUITS: tuple[str, ...] = get_args(Suit)
CROWN = 4  # a Cost's fifth unit
CHARACTERS: tuple[str, ...] = CharactersFile.__struct_fields__
ART_KINDS: tuple[str, ...] = get_args(ArtKind)
# The verbs of card and space effects, one schema each.
EFFECT_VERBS: tuple[str, ...] = tuple(str(m.__struct_config__.tag) for m in get_args(Effects))

DEFAULT_DIR = RULES_DATA

Cost = tuple[int, int, int, int, int]  # units of club, spade, diamond, heart, crown
NO_COST: Cost = (0, 0, 0, 0, 0)


def as_cost(units: Sequence[int]) -> Cost:
    """Five unit counts as a Cost (a ValueError if there are not five)."""
    club, spade, diamond, heart, crown = units
    return club, spade, diamond, heart, crown


class RulesDataError(ValueError):
    """A rules data file is missing, malformed or inconsistent with the rulebook."""


# --------------------------------------------------------------------------- catalog types
@dataclass(frozen=True)
class Effect:
    verb: str
    action: str = ""
    kind: str = ""
    event: str = ""
    art: str = ""
    suit: str = ""
    count: int = 0


@dataclass(frozen=True)
class WhistCard:
    id: int
    suit: int  # index into SUITS
    rank: int  # 1..13
    group: str  # queen / star / regular / starting

    @property
    def star(self) -> bool:
        return self.group == "star"


@dataclass(frozen=True)
class TonCard:
    id: int
    name: str
    suit: int
    crest: str
    effects: tuple[Effect, ...]
    cost: Cost
    min_hive_level: int


@dataclass(frozen=True)
class LCCard:
    id: int
    name: str
    suit: int
    crest: str
    goal_count: str
    goal_suit: int  # -1 unless goal_count == "influence"
    per: int
    vp: int


@dataclass(frozen=True)
class TeaKind:
    id: str
    name: str
    hive_level: int = 0
    art: str = ""
    column_row: int = 0
    parlor: bool = False


@dataclass(frozen=True)
class TeaCard:
    id: int
    kind: str
    crest: str
    corner: int


@dataclass(frozen=True)
class HiveSpace:
    id: str
    name: str
    level: int
    index: int
    up: tuple[str, ...]
    on_enter: tuple[Effect, ...]
    event: str
    bonus_slot: bool
    pm_dinner: bool


@dataclass(frozen=True)
class HiveLevel:
    level: int
    vp: int
    up_cost: Cost
    sideways_cost: tuple[Cost, ...]
    spaces: tuple[str, ...]


@dataclass(frozen=True)
class BonusToken:
    id: str
    name: str
    cost: Cost
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class BoardSpace:
    id: str
    area: str
    cost: Cost
    four_player: bool


@dataclass(frozen=True)
class Art:
    kind: str
    name: str
    cost: Cost
    vp: int
    stack: int


@dataclass(frozen=True)
class Character:
    id: str
    name: str
    host: str
    starting_rank: int
    host_a: int
    host_b: int
    beehive_b: int
    beehive_flip_level: int
    in_game_goal: tuple[str, int]
    end_goal: tuple[str, int]
    powers: tuple[str, ...]
    club_power: str


class Numbers(TypedDict):
    """game.yaml's numbers, each fixed by RULINGS "Numbers the rulebook prints"."""

    weeks: int
    calling_cards: int
    solo_calling_cards: int
    draw_per_week: int
    column_size: int
    track_max: int
    vp: dict[str, int]  # FIXED_VP's keys
    whist_hand_size: dict[str, int]  # "solo", "2", "3", "4"


@dataclass(frozen=True, eq=False)
class Catalog:
    """Everything the rules data defines, immutable and shared by every game.

    Compared and hashed by identity (a catalog is loaded once per rules folder): the engine's
    tables are cached per catalog, and a hash written in Python cost a call at every lookup,
    some thousand per game."""

    numbers: Numbers
    whist: tuple[WhistCard, ...]
    ton: tuple[TonCard, ...]
    lc: tuple[LCCard, ...]
    tea_kinds: dict[str, TeaKind]
    tea: tuple[TeaCard, ...]
    hive_levels: tuple[HiveLevel, ...]
    hive: dict[str, HiveSpace]
    bonus_tokens: tuple[BonusToken, ...]
    boards: dict[str, tuple[BoardSpace, ...]]
    board_players: dict[str, tuple[int, ...]]
    pm_bonus: tuple[BoardSpace, ...]
    art: tuple[Art, ...]
    characters: dict[str, Character]
    row_costs: tuple[Cost, ...]
    digest: str
    # The characters whose club power is the Star card swap: every decision of a Season turn
    # asks whether its seat may swap, and most seats never may (`Game._list_legal`, issue 57).
    star_swap: frozenset[str] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "star_swap", frozenset(
            cid for cid, ch in self.characters.items() if ch.club_power == "star_swap"))

    def board_side(self, players: int) -> str:
        for side, counts in self.board_players.items():
            if players in counts:
                return side
        raise RulesDataError(f"assembly.yaml: no board side for {players} players")

    def art_index(self, kind: str) -> int:
        return ART_KINDS.index(kind)

    def hand_size(self, mode: str, players: int) -> int:
        sizes = self.numbers["whist_hand_size"]
        return sizes["solo"] if mode == "solo" else sizes[str(players)]


# Every rules data file `load_catalog` validates; solo.yaml, advanced.yaml and personas.yaml
# through the loaders of `solo_data` and `advanced`.
FILES = ("game.yaml", "whist.yaml", "characters.yaml", "hive.yaml", "assembly.yaml",
         "ballroom.yaml", "tea.yaml", "gallery.yaml", "solo.yaml", "advanced.yaml", "personas.yaml")


def load_catalog(directory: Path | str = DEFAULT_DIR) -> Catalog:
    """Read and validate every rules data file in `directory`."""
    # Imported here: the builder makes the objects this module defines.
    from .catalog_build import build_catalog

    return build_catalog(Path(directory))


@cache
def default_catalog() -> Catalog:
    """The shipped rules data, loaded once per process."""
    return load_catalog(DEFAULT_DIR)
