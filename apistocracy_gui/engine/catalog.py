"""The rules data (`rules_data/*.yaml`) loaded into immutable catalog objects.

Code holds the rules and data holds the content: every card face, board space, cost and VP
value comes from here. Loading validates everything (unknown keys, wrong types, the counts the
rulebook prints on page 1 and RULINGS.md fixes, dangling references) and fails with a
`RulesDataError` naming the file, the entry and the field, so a broken data file can never
start a half-working game.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, NoReturn, TypedDict

import yaml

from ..resources import RULES_DATA

SUITS = ("club", "spade", "diamond", "heart")
CROWN = 4
COST_KEYS = SUITS + ("crown",)
CHARACTERS = ("edward", "tuesday", "alexandria", "shae")
ART_KINDS = ("silhouette", "miniature", "portrait")
CRESTS = ("rose", "lion", "stag", "swan", "thistle")
AREAS = ("parlor", "lc", "ton", "gallery", "tea", "pm_bonus")
GOAL_COUNTS = ("influence", "tea_cards", "art", "hive_level", "ton_cards", "lc_cards",
               "star_cards", "tricks")
CHARACTER_GOALS = ("tea_cards", "hive_level", "ton_cards", "lc_cards", "full_ton", "full_lc")
POWERS = ("tea_draw_three", "keep_used_tea", "bonus_sideways", "free_ballroom")
CLUB_POWERS = ("double_club", "star_swap")

# The vocabulary of card and space effects: verb -> {parameter: allowed values or type}.
EFFECT_VERBS: dict[str, dict[str, Any]] = {
    "gain_action": {"action": ("tea", "parlor", "gallery")},
    "gain_card": {"kind": ("lc", "ton")},
    "gain_queen_card": {},
    "hive_event": {"event": ("marchioness", "pm")},
    "hive_up": {},
    "commission": {"art": ART_KINDS},
    "draw": {"count": int},
    "trash": {"count": int},
    "gain_influence": {"suit": SUITS + ("any",)},
}

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


# --------------------------------------------------------------------------- validation
_TYPE_WORDS = {str: "a string", int: "an integer", bool: "a boolean", list: "a list",
               dict: "a mapping", float: "a number", type(None): "nothing"}


def _describe(value: Any) -> str:
    """A value as an error message shows it: its kind in words, then the value itself."""
    word = _TYPE_WORDS.get(type(value), type(value).__name__)
    return word if value is None or isinstance(value, (list, dict)) else f"{word} ({value!r})"


class _Entry:
    """One mapping in a data file, read field by field so errors can name it exactly.

    `where` is the mapping's path inside the file (`ton[3].effects[0]`); `name` is the id or
    name of the nearest entry that has one, quoted in every message so a person finds the
    entry without counting list items. Every field read is remembered, so `done()` can reject
    the fields nobody read (a typo must not be silently ignored).
    """

    def __init__(self, file: str, where: str, value: Any, name: str = ""):
        self.file, self.where, self.name = file, where, name
        if not isinstance(value, dict):
            self.fail(f"expected a mapping, got {_describe(value)}")
        own = value.get("id", value.get("name"))
        if isinstance(own, str):
            self.name = own
        self.data: dict[Any, Any] = value  # YAML: keys are strings, or ints (rank_names)
        self.seen: set[Any] = set()

    def path(self, key: Any = "") -> str:
        return ".".join(p for p in (self.where, str(key)) if p)

    def fail(self, message: str, key: str | int = "") -> NoReturn:
        at = self.path(key)
        label = f" ({self.name!r})" if self.name else ""
        raise RulesDataError(f"{self.file}: {at}{label}: {message}" if at else
                             f"{self.file}: {message}")

    def get(self, key: str | int, kind: type | tuple[type, ...], default: Any = ...) -> Any:
        self.seen.add(key)
        if key not in self.data:
            if default is ...:
                self.fail("missing field", key)
            return default
        value = self.data[key]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        if (isinstance(value, bool) and bool not in kinds) or not isinstance(value, kinds):
            self.fail(f"expected {_TYPE_WORDS[kinds[0]]}, got {_describe(value)}", key)
        return value

    def number(self, key: str, low: int = 0, high: int | None = None, default: Any = ...) -> int:
        if key not in self.data and default is not ...:
            self.seen.add(key)
            fallback: int = default
            return fallback
        value: int = self.get(key, int)
        if value < low or (high is not None and value > high):
            span = f"at least {low}" if high is None else f"{low}-{high}"
            self.fail(f"must be {span}, got {value}", key)
        return value

    def choice(self, key: str, allowed: tuple[str, ...], default: Any = ...) -> Any:
        value = self.get(key, str, default)
        if value is not default and value not in allowed:
            self.fail(f"{value!r} is not one of {', '.join(map(str, allowed))}", key)
        return value

    def choices(self, key: str, allowed: tuple[str, ...]) -> list[str]:
        """A list whose every item is one of `allowed` (the item is named on failure)."""
        items: list[str] = self.get(key, list)
        for i, item in enumerate(items):
            if item not in allowed:
                self.fail(f"{item!r} is not one of {', '.join(map(str, allowed))}", f"{key}[{i}]")
        return items

    def strings(self, key: str) -> list[str]:
        """A list of strings (the item is named on failure)."""
        items: list[str] = self.get(key, list)
        for i, item in enumerate(items):
            if not isinstance(item, str):
                self.fail(f"expected a string, got {_describe(item)}", f"{key}[{i}]")
        return items

    def numbers(self, key: str, low: int, high: int) -> list[int]:
        """A list of whole numbers in low-high (no booleans, no 2.0)."""
        items: list[int] = self.get(key, list)
        for i, item in enumerate(items):
            if type(item) is not int or not low <= item <= high:
                self.fail(f"expected an integer {low}-{high}, got {_describe(item)}", f"{key}[{i}]")
        return items

    def sub(self, key: str, default: Any = ...) -> _Entry:
        return _Entry(self.file, self.path(key), self.get(key, dict, default), self.name)

    def entries(self, key: str) -> list[_Entry]:
        items = self.get(key, list)
        return [_Entry(self.file, self.path(f"{key}[{i}]"), v, self.name) for i, v in enumerate(items)]

    def done(self) -> None:
        unknown = sorted(set(self.data) - self.seen, key=str)
        if unknown:
            self.fail(f"unknown field {unknown[0]!r} (expected one of "
                      f"{', '.join(sorted(map(str, self.seen))) or 'no fields'})")


def _cost(entry: _Entry, key: str) -> Cost:
    sub = entry.sub(key, {})
    units = [sub.number(k, 0, default=0) for k in COST_KEYS]
    sub.done()
    return as_cost(units)


def _costs(entry: _Entry, key: str) -> tuple[Cost, ...]:
    items = entry.get(key, list)
    return tuple(_cost(_Entry(entry.file, entry.where, {f"{key}[{i}]": v}, entry.name), f"{key}[{i}]")
                 for i, v in enumerate(items))


def _effects(entry: _Entry, key: str) -> tuple[Effect, ...]:
    """The effect list at `key` (optional), each checked against its verb's schema."""
    out = []
    for e in entry.entries(key) if key in entry.data else []:
        verb = e.choice("verb", tuple(EFFECT_VERBS))
        schema = EFFECT_VERBS[verb]
        params: dict[str, Any] = {}
        for name, allowed in schema.items():
            if name not in e.data:
                e.fail(f"missing field: the verb {verb!r} needs {', '.join(schema)}", name)
            if allowed is int:
                params[name] = e.number(name, 1)
            else:
                params[name] = e.choice(name, allowed)
        e.done()
        out.append(Effect(verb, **params))
    entry.seen.add(key)
    return tuple(out)


MAX_FILE_BYTES = 1 << 20  # the largest shipped file is about 12 KiB
MAX_NESTING = 16  # the deepest shipped value nests 7 levels


class _StrictLoader(yaml.SafeLoader):
    """PyYAML's safe loader, stricter where a hand-edited file could fool or stall it.

    A repeated key is refused (PyYAML keeps the second silently); aliases are refused (one
    line of `*a` references can expand to billions of nodes; our data never needs them);
    nesting deeper than MAX_NESTING is refused before the recursive composer overflows.
    """

    def __init__(self, stream: str, file: str):
        super().__init__(stream)
        self.file = file
        self.depth = 0

    def _fail(self, mark: yaml.Mark | None, message: str) -> NoReturn:
        line = f"line {mark.line + 1}: " if mark is not None else ""
        raise RulesDataError(f"{self.file}: {line}{message}")

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        if self.check_event(yaml.AliasEvent):
            # types-PyYAML leaves Parser.peek_event unannotated (the C parser's says Event | None)
            event = self.peek_event()  # type: ignore[no-untyped-call]
            self._fail(event.start_mark, f"the alias *{event.anchor} is not allowed (write the "
                                         "value out; aliases can expand without limit)")
        self.depth += 1
        try:
            if self.depth > MAX_NESTING:
                self._fail(self.peek_event().start_mark,  # type: ignore[no-untyped-call]  # (as above)
                           f"nested more than {MAX_NESTING} levels deep")
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=True)
            try:
                repeated = key in seen
            except TypeError:  # a list or mapping as a key
                self._fail(key_node.start_mark, f"a key must be a plain value, not {_describe(key)}")
            if repeated:
                self._fail(key_node.start_mark, f"the key {key!r} appears twice in one mapping "
                                                "(the second would silently win)")
            seen.add(key)
        return super().construct_mapping(node, deep)


def unique(entries: list[_Entry], ids: list[Any], key: str = "id") -> None:
    """Fail on the first entry whose id an earlier entry already has."""
    seen: set[Any] = set()
    for e, value in zip(entries, ids, strict=True):
        if value in seen:
            e.fail(f"duplicate id {value!r}", key)
        seen.add(value)


def _read(directory: Path, name: str) -> _Entry:
    path = directory / name
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise RulesDataError(f"{name}: cannot read {path}: {exc.strerror}") from exc
    if len(raw) > MAX_FILE_BYTES:
        raise RulesDataError(f"{name}: larger than {MAX_FILE_BYTES:,} bytes")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[:exc.start].count(b"\n") + 1
        raise RulesDataError(f"{name}: line {line}: not valid UTF-8 (byte {exc.start}: "
                             f"{raw[exc.start:exc.start + 1]!r})") from exc
    loader = _StrictLoader(text, name)
    try:
        data = loader.get_single_data()
    except yaml.YAMLError as exc:
        raise RulesDataError(f"{name}: not valid YAML: {exc}") from exc
    finally:
        loader.dispose()
    if data is None:
        raise RulesDataError(f"{name}: the file is empty")
    return _Entry(name, "", data)


def _expect(file: str, field: str, what: str, got: int, want: int, source: str = "rulebook p.1") -> None:
    if got != want:
        raise RulesDataError(f"{file}: {field}: expected {want} {what} ({source}), found {got}")


# Every rules data file `load_catalog` validates; solo.yaml, advanced.yaml and personas.yaml
# through the loaders of `ladycat` and `advanced`.
FILES = ("game.yaml", "whist.yaml", "characters.yaml", "hive.yaml", "assembly.yaml",
         "ballroom.yaml", "tea.yaml", "gallery.yaml", "solo.yaml", "advanced.yaml", "personas.yaml")

# The numbers RULINGS.md "Numbers the rulebook prints" fixes: field -> (value, source).
FIXED_NUMBERS = {"weeks": (4, "rulebook p.7"), "calling_cards": (4, "rulebook p.8"),
                 "solo_calling_cards": (5, "rulebook p.21"), "draw_per_week": (4, "rulebook p.7"),
                 "column_size": (5, "rulebook p.12"), "track_max": (5, "RULINGS R2")}
FIXED_VP = {"per_full_column": 5, "both_columns": 3, "queens_favorite": 3, "artists_muse": 3,
            "favored_guest": 3, "card_sharp": 3, "per_trick": 2, "host_goal": 5, "tea_card": 1,
            "tea_crest_match": 1}
FIXED_HAND_SIZES = {"solo": 7, "2": 7, "3": 8, "4": 9}


def _load_numbers(directory: Path) -> tuple[Numbers, tuple[Cost, ...]]:
    g = _read(directory, "game.yaml")
    fixed = {key: g.number(key, 1) for key in FIXED_NUMBERS}
    vp = g.sub("vp")
    vps = {k: vp.number(k) for k in FIXED_VP}
    vp.done()
    hs = g.sub("whist_hand_size")
    sizes = {k: hs.number(k, 1) for k in FIXED_HAND_SIZES}
    hs.done()
    numbers = Numbers(weeks=fixed["weeks"], calling_cards=fixed["calling_cards"],
                      solo_calling_cards=fixed["solo_calling_cards"],
                      draw_per_week=fixed["draw_per_week"], column_size=fixed["column_size"],
                      track_max=fixed["track_max"], vp=vps, whist_hand_size=sizes)
    row_costs = _costs(g, "column_row_costs")
    g.done()
    for key, (want, source) in FIXED_NUMBERS.items():
        _expect("game.yaml", key, "", fixed[key], want, source)
    for key, want in FIXED_VP.items():
        _expect("game.yaml", f"vp.{key}", "VP", numbers["vp"][key], want, "rulebook p.17")
    for key, want in FIXED_HAND_SIZES.items():
        _expect("game.yaml", f"whist_hand_size.{key}", "cards", numbers["whist_hand_size"][key],
                want, "rulebook p.15")
    _expect("game.yaml", "column_row_costs", "row costs (one per card of a column)", len(row_costs),
            numbers["column_size"], "rulebook p.12")
    if row_costs[3] != (0, 0, 2, 0, 0):
        raise RulesDataError("game.yaml: column_row_costs[3]: the rulebook prints 2 Diamonds "
                             "for the 4th card (p.11)")
    return numbers, row_costs


WHIST_GROUPS = {"queen": 4, "star": 16, "regular": 16, "starting": 16}


def _load_whist(directory: Path) -> tuple[WhistCard, ...]:
    w = _read(directory, "whist.yaml")
    if tuple(w.get("suits", list)) != SUITS:
        w.fail(f"must be {list(SUITS)} (RULINGS R1)", "suits")
    if w.get("trump", str) != "diamond":
        w.fail("diamonds are trump (rulebook p.15)", "trump")
    names = w.sub("rank_names")
    for rank in list(names.data):
        if type(rank) is not int or not 1 <= rank <= 13:
            names.fail(f"a rank is 1-13, got {_describe(rank)}", str(rank))
        if not names.get(rank, str):
            names.fail("the name is empty", str(rank))
    names.done()
    groups = w.sub("groups")
    found: dict[int, str] = {}
    for group in WHIST_GROUPS:
        for part in groups.entries(group):
            suits = part.choices("suits", SUITS)
            ranks = part.get("ranks", list)
            for i, r in enumerate(ranks):
                if isinstance(r, bool) or not isinstance(r, int) or not 1 <= r <= 13:
                    part.fail(f"rank {r!r} is not 1-13", f"ranks[{i}]")
            for s in suits:
                for r in ranks:
                    cid = SUITS.index(s) * 13 + r - 1
                    if cid in found:
                        part.fail(f"the {r} of {s}s is already in group {found[cid]!r}; each of "
                                  "the 52 cards is in exactly one group (RULINGS R1)", "ranks")
                    found[cid] = group
            part.done()
    groups.done()
    w.done()
    missing = [f"{cid % 13 + 1} of {SUITS[cid // 13]}s" for cid in range(52) if cid not in found]
    if missing:
        raise RulesDataError(f"whist.yaml: groups: expected 52 whist cards (RULINGS R1), found "
                             f"{len(found)}; missing: {', '.join(missing)}")
    for group, want in WHIST_GROUPS.items():
        got = sum(1 for v in found.values() if v == group)
        _expect("whist.yaml", f"groups.{group}", "cards", got, want, "RULINGS R1")
    return tuple(WhistCard(cid, cid // 13, cid % 13 + 1, found[cid]) for cid in range(52))


def _load_characters(directory: Path) -> dict[str, Character]:
    c = _read(directory, "characters.yaml")
    out = {}
    for cid in CHARACTERS:
        e = c.sub(cid)
        host, hive = e.sub("host_token"), e.sub("beehive_token")
        goal, end = e.sub("in_game_goal"), e.sub("end_goal")
        out[cid] = Character(
            id=cid, name=e.get("name", str), host=e.get("host", str),
            starting_rank=e.number("starting_rank", 1, 4),
            host_a=SUITS.index(host.choice("a", SUITS)), host_b=SUITS.index(host.choice("b", SUITS)),
            beehive_b=SUITS.index(hive.choice("b", SUITS)),
            beehive_flip_level=hive.number("flip_level", 1, 6),
            in_game_goal=(goal.choice("kind", CHARACTER_GOALS), goal.number("count", 1)),
            end_goal=(end.choice("kind", CHARACTER_GOALS), end.number("count", 1)),
            powers=tuple(e.choices("powers", POWERS)), club_power=e.choice("club_power", CLUB_POWERS))
        for sub in (host, hive, goal, end, e):
            sub.done()
    c.done()
    ranks = sorted(ch.starting_rank for ch in out.values())
    if ranks != [1, 2, 3, 4]:
        raise RulesDataError(f"characters.yaml: starting_rank: must be 1, 2, 3, 4, one per "
                             f"character (RULINGS R1); got {ranks}")
    return out


def _load_hive(directory: Path) -> tuple[tuple[HiveLevel, ...], dict[str, HiveSpace],
                                          tuple[BonusToken, ...]]:
    h = _read(directory, "hive.yaml")
    levels: list[HiveLevel] = []
    spaces: dict[str, HiveSpace] = {}
    where: dict[str, _Entry] = {}  # space id -> its entry, for messages about links
    for n, lv in enumerate(h.entries("levels")):
        if lv.get("level", int) != n:
            lv.fail(f"levels must be listed in order; expected {n}", "level")
        ids = []
        for i, s in enumerate(lv.entries("spaces")):
            sid = s.get("id", str)
            if sid in spaces:
                s.fail(f"duplicate space id {sid!r}", "id")
            spaces[sid] = HiveSpace(
                id=sid, name=s.get("name", str), level=n, index=i,
                up=tuple(s.strings("up")), on_enter=_effects(s, "on_enter"),
                event=s.choice("event", ("marchioness", "pm"), ""),
                bonus_slot=s.get("bonus_slot", bool, False), pm_dinner=s.get("pm_dinner", bool, False))
            s.done()
            where[sid] = s
            ids.append(sid)
        side = _costs(lv, "sideways_cost")
        if len(side) != max(0, len(ids) - 1):
            lv.fail(f"needs one cost per distance 1..{len(ids) - 1}, has {len(side)}", "sideways_cost")
        levels.append(HiveLevel(n, lv.number("vp"), _cost(lv, "up_cost"), tuple(side), tuple(ids)))
        lv.done()
    tokens = []
    token_entries = h.entries("bonus_tokens")
    for t in token_entries:
        tokens.append(BonusToken(t.get("id", str), t.get("name", str), _cost(t, "cost"),
                                 _effects(t, "effects")))
        t.done()
        if not tokens[-1].effects:
            t.fail("a Hive Bonus token needs an effect", "effects")
    h.done()
    _check_hive(levels, spaces, where)
    unique(token_entries, [t.id for t in tokens])
    _expect("hive.yaml", "bonus_tokens", "Hive Bonus tokens", len(tokens), 4)
    return tuple(levels), spaces, tuple(tokens)


def _check_hive(levels: list[HiveLevel], spaces: dict[str, HiveSpace],
                where: dict[str, _Entry]) -> None:
    """The constraints of RULINGS R4 and rulebook p.3 and p.9 on the hive graph."""
    sizes = [len(lv.spaces) for lv in levels]
    if len(levels) != 7 or sizes[0] != 1 or sizes[1] != 2 or sizes[2] != 5 or sizes[6] != 1:
        raise RulesDataError(f"hive.yaml: levels: need start, 2 spaces on level 1, 5 on level 2 "
                             f"and one Queen's Ball on level 6 (RULINGS R4); got {sizes}")
    top = levels[6].spaces[0]
    for sid, sp in spaces.items():
        for i, up in enumerate(sp.up):
            if up not in spaces:
                where[sid].fail(f"no space has the id {up!r}", f"up[{i}]")
            if spaces[up].level != sp.level + 1 and not (sp.pm_dinner and up == top):
                where[sid].fail(f"{up!r} is on level {spaces[up].level}; moving up reaches the "
                                f"level above (RULINGS R4)", f"up[{i}]")
        if sp.level < 6 and not sp.up:
            where[sid].fail("a space below the Queen's Ball needs a connected space above "
                            "(RULINGS R4)", "up")
    vps = [lv.vp for lv in levels]
    if vps != sorted(set(vps)):
        raise RulesDataError(f"hive.yaml: levels: vp must rise with every level (RULINGS R4); got {vps}")
    if levels[1].up_cost != NO_COST:
        raise RulesDataError("hive.yaml: levels[1].up_cost: start to level 1 is free (rulebook p.9 a)")
    if levels[6].up_cost != (0, 0, 0, 0, 1):
        raise RulesDataError("hive.yaml: levels[6].up_cost: the Queen's Ball needs a Crown "
                             "(rulebook p.9 b)")
    if levels[4].sideways_cost[-1] != (0, 0, 0, 2, 0):
        raise RulesDataError("hive.yaml: levels[4].sideways_cost: crossing level 4 costs 2 Hearts "
                             "(rulebook p.9)")
    slots = [s for s in levels[2].spaces if spaces[s].bonus_slot]
    if len(slots) != 4 or spaces[levels[2].spaces[0]].bonus_slot or any(
            sp.bonus_slot and sp.level != 2 for sp in spaces.values()):
        raise RulesDataError("hive.yaml: levels[2]: bonus_slot on the 4 level-2 spaces right of "
                             "the leftmost, and nowhere else (rulebook p.3)")
    pm = [s for s in spaces.values() if s.pm_dinner]
    if len(pm) != 1 or pm[0].level != 4 or pm[0].index != 2 or top not in pm[0].up:
        raise RulesDataError("hive.yaml: pm_dinner: one, in the centre of level 4, with the "
                             "shortcut up to the Queen's Ball (rulebook p.9 d)")


def _board_space(e: _Entry) -> BoardSpace:
    sp = BoardSpace(e.get("id", str), e.choice("area", AREAS), _cost(e, "cost"),
                    e.get("four_player", bool, False))
    e.done()
    if sp.area in ("lc", "ton") and not sp.id.startswith(f"{sp.area}_"):
        e.fail(f"a Ballroom space's id starts with its area ({sp.area}_); the engine reads the "
               "card kind from it", "id")
    return sp


def _load_assembly(directory: Path) -> tuple[dict[str, tuple[BoardSpace, ...]],
                                             dict[str, tuple[int, ...]], tuple[BoardSpace, ...]]:
    a = _read(directory, "assembly.yaml")
    sides = a.sub("sides")
    boards: dict[str, tuple[BoardSpace, ...]] = {}
    players: dict[str, tuple[int, ...]] = {}
    for name in ("small", "large"):
        side = sides.sub(name)
        players[name] = tuple(side.numbers("players", 1, 4))
        entries = side.entries("spaces")
        boards[name] = tuple(_board_space(e) for e in entries)
        side.done()
        seen: set[str] = set()
        for e, sp in zip(entries, boards[name], strict=True):
            if sp.id in seen:
                e.fail(f"duplicate space id {sp.id!r}", "id")
            seen.add(sp.id)
            if sp.area == "pm_bonus":
                e.fail("PM's Dinner spaces belong under pm_bonus, not on a board side", "area")
        areas = {s.area for s in boards[name]}
        for area in ("lc", "ton", "gallery", "tea"):
            if area not in areas:
                side.fail(f"no {area} space (RULINGS R5)", "spaces")
        parlor = [s for s in boards[name] if s.area == "parlor"]
        _expect("assembly.yaml", f"sides.{name}.spaces", "parlor spaces", len(parlor), 2,
                "RULINGS R5")
    sides.done()
    pm_entries = a.entries("pm_bonus")
    pm = tuple(_board_space(e) for e in pm_entries)
    on_boards = {sp.id for side in boards.values() for sp in side}
    for e, sp in zip(pm_entries, pm, strict=True):
        if sp.area != "pm_bonus":
            e.fail("must be pm_bonus", "area")
        if sp.id in on_boards:  # the engine finds a space by its id: one id, one space
            e.fail(f"the id {sp.id!r} is already a board space's", "id")
    unique(pm_entries, [sp.id for sp in pm])
    _expect("assembly.yaml", "pm_bonus", "spaces", len(pm), 2, "rulebook p.9 d2")
    a.done()
    if sorted(players["small"] + players["large"]) != [1, 2, 3, 4]:
        raise RulesDataError("assembly.yaml: sides: players must split 1-2 / 3-4 (rulebook p.3); "
                             f"got {players}")
    return boards, players, pm


def _load_ballroom(directory: Path) -> tuple[tuple[TonCard, ...], tuple[LCCard, ...]]:
    b = _read(directory, "ballroom.yaml")
    ton = []
    for i, e in enumerate(b.entries("ton")):
        req = e.sub("requires", {})
        ton.append(TonCard(i, e.get("name", str), SUITS.index(e.choice("suit", SUITS)),
                           e.choice("crest", CRESTS), _effects(e, "effects"), _cost(e, "cost"),
                           req.number("min_hive_level", 0, 6, default=0)))
        req.done()
        e.done()
        if not ton[-1].effects:
            e.fail("a Ton card needs an action", "effects")
        if any(x.verb == "commission" and x.art == ART_KINDS[0] for x in ton[-1].effects):
            e.fail("a Ton commission needs a prior painting, so it cannot be a silhouette "
                   "(rulebook p.20)", "effects")
    lc = []
    for i, e in enumerate(b.entries("lc")):
        g = e.sub("goal")
        count = g.choice("count", GOAL_COUNTS)
        suit = SUITS.index(g.choice("suit", SUITS)) if count == "influence" else -1
        lc.append(LCCard(i, e.get("name", str), SUITS.index(e.choice("suit", SUITS)),
                         e.choice("crest", CRESTS), count, suit, g.number("per", 1), g.number("vp", 1)))
        g.done()
        e.done()
    b.done()
    _expect("ballroom.yaml", "ton", "Ton cards", len(ton), 26)
    _expect("ballroom.yaml", "lc", "L&C cards", len(lc), 22)
    return tuple(ton), tuple(lc)


def _tea_kind_id(kd: TeaKind) -> str:
    """The id the engine looks a Tea kind up by, derived from the cost it replaces."""
    if kd.hive_level:
        return f"hive_{kd.hive_level}"
    if kd.column_row:
        return f"row_{kd.column_row}"
    return kd.art or "parlor"


def _load_tea(directory: Path) -> tuple[dict[str, TeaKind], tuple[TeaCard, ...]]:
    t = _read(directory, "tea.yaml")
    kinds_e = t.sub("kinds")
    kinds = {}
    for kid in list(kinds_e.data):
        k = kinds_e.sub(kid)
        r = k.sub("replaces")
        kd = TeaKind(str(kid), k.get("name", str), r.number("hive_level", 2, 5, 0),
                     r.choice("art", ART_KINDS, ""), r.number("column_row", 4, 5, 0),
                     r.get("parlor", bool, False))
        r.done()
        k.done()
        if sum(map(bool, (kd.hive_level, kd.art, kd.column_row, kd.parlor))) != 1:
            r.fail("must replace exactly one cost: hive_level, art, column_row or parlor (p.20)")
        if kd.id != _tea_kind_id(kd):
            k.fail(f"a kind that replaces this cost must have the id {_tea_kind_id(kd)!r}; the "
                   "engine finds Tea cards by it")
        kinds[kd.id] = kd
    kinds_e.done()
    cards = []
    for i, e in enumerate(t.entries("cards")):
        kind = e.choice("kind", tuple(kinds))
        cards.append(TeaCard(i, kind, e.choice("crest", CRESTS), SUITS.index(e.choice("corner", SUITS))))
        e.done()
    t.done()
    _expect("tea.yaml", "kinds", "Tea kinds", len(kinds), 10, "rulebook p.20")
    _expect("tea.yaml", "cards", "Tea cards", len(cards), 20)
    for kid in kinds:
        _expect("tea.yaml", "cards", f"cards of kind {kid}", sum(c.kind == kid for c in cards), 2,
                "rulebook p.20")
    return kinds, tuple(cards)


def _load_gallery(directory: Path) -> tuple[Art, ...]:
    g = _read(directory, "gallery.yaml")
    art = []
    for e in g.entries("art"):
        art.append(Art(e.choice("kind", ART_KINDS), e.get("name", str), _cost(e, "cost"),
                       e.number("vp"), e.number("stack", 1)))
        e.done()
    g.done()
    if tuple(a.kind for a in art) != ART_KINDS:
        raise RulesDataError("gallery.yaml: art: must be silhouette, miniature, portrait in order "
                             "(rulebook p.13)")
    return tuple(art)


def load_catalog(directory: Path | str = DEFAULT_DIR) -> Catalog:
    """Read and validate every rules data file in `directory`."""
    directory = Path(directory)
    numbers, row_costs = _load_numbers(directory)
    levels, hive, tokens = _load_hive(directory)
    boards, players, pm = _load_assembly(directory)
    ton, lc = _load_ballroom(directory)
    kinds, tea = _load_tea(directory)
    art = _load_gallery(directory)
    whist = _load_whist(directory)
    characters = _load_characters(directory)
    # The solo and advanced data have loaders of their own beside the rules that use them;
    # running them here means a broken file stops every game at load, not a solo game at
    # Lady Cat's first turn.
    from .advanced import advanced_data
    from .ladycat import solo_data

    solo_data(directory)
    advanced_data(directory)
    # Every YAML file of the folder (solo and advanced data too), so a save made with any
    # other rules data is refused.
    digest = hashlib.sha256()
    for path in sorted(directory.glob("*.yaml")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return Catalog(numbers, whist, ton, lc, kinds, tea, levels, hive, tokens, boards, players, pm,
                   art, characters, row_costs, digest.hexdigest()[:16])


@cache
def default_catalog() -> Catalog:
    """The shipped rules data, loaded once per process."""
    return load_catalog(DEFAULT_DIR)
