"""The rules data (`rules_data/*.yaml`) loaded into immutable catalog objects.

Code holds the rules and data holds the content: every card face, board space, cost and VP
value comes from here. Loading validates everything (unknown keys, wrong types, the counts the
rulebook prints on page 1 and RULINGS.md fixes, dangling references) and fails with a
`RulesDataError` naming the file, the entry and the field, so a broken data file can never
start a half-working game.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

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

DEFAULT_DIR = Path(__file__).resolve().parents[2] / "rules_data"

Cost = tuple[int, int, int, int, int]  # units of club, spade, diamond, heart, crown
NO_COST: Cost = (0, 0, 0, 0, 0)


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


@dataclass(frozen=True)
class Catalog:
    """Everything the rules data defines, immutable and shared by every game."""

    numbers: dict[str, Any]
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

    def __hash__(self) -> int:  # catalogs are singletons per directory
        return hash(self.digest)

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
class _Entry:
    """One mapping in a data file, read field by field so errors can name it exactly."""

    def __init__(self, file: str, where: str, value: Any):
        self.file, self.where = file, where
        if not isinstance(value, dict):
            self.fail(f"expected a mapping, got {type(value).__name__}")
        self.data: dict = value
        self.seen: set[str] = set()

    def fail(self, message: str, key: str | None = None) -> None:
        at = f"{self.where}.{key}" if key else self.where
        raise RulesDataError(f"{self.file}: {at}: {message}")

    def get(self, key: str, kind: type | tuple, default: Any = ...) -> Any:
        self.seen.add(key)
        if key not in self.data:
            if default is ...:
                self.fail("missing field", key)
            return default
        value = self.data[key]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        if isinstance(value, bool) and bool not in kinds:
            self.fail(f"expected {kinds[0].__name__}, got bool", key)
        if not isinstance(value, kinds):
            self.fail(f"expected {kinds[0].__name__}, got {type(value).__name__}", key)
        return value

    def choice(self, key: str, allowed: tuple, default: Any = ...) -> Any:
        value = self.get(key, str, default)
        if value is not default and value not in allowed:
            self.fail(f"{value!r} is not one of {', '.join(map(str, allowed))}", key)
        return value

    def sub(self, key: str, default: Any = ...) -> _Entry:
        return _Entry(self.file, f"{self.where}.{key}", self.get(key, dict, default))

    def entries(self, key: str) -> list[_Entry]:
        items = self.get(key, list)
        return [_Entry(self.file, f"{self.where}.{key}[{i}]", v) for i, v in enumerate(items)]

    def done(self) -> None:
        unknown = sorted(set(self.data) - self.seen)
        if unknown:
            self.fail(f"unknown field {unknown[0]!r}")


def _cost(entry: _Entry, key: str) -> Cost:
    sub = entry.sub(key, {})
    units = [sub.get(k, int, 0) for k in COST_KEYS]
    sub.done()
    if any(u < 0 for u in units):
        entry.fail("influence costs cannot be negative", key)
    return tuple(units)  # type: ignore[return-value]


def _costs(entry: _Entry, key: str) -> tuple[Cost, ...]:
    items = entry.get(key, list)
    return tuple(_cost(_Entry(entry.file, f"{entry.where}.{key}[{i}]", {"cost": v}), "cost")
                 for i, v in enumerate(items))


def _effects(entry: _Entry, key: str) -> tuple[Effect, ...]:
    out = []
    for e in entry.entries(key) if key in entry.data else []:
        verb = e.choice("verb", tuple(EFFECT_VERBS))
        params: dict[str, Any] = {}
        for name, allowed in EFFECT_VERBS[verb].items():
            if allowed is int:
                params[name] = e.get(name, int)
                if params[name] < 1:
                    e.fail("must be at least 1", name)
            else:
                params[name] = e.choice(name, allowed)
        e.done()
        out.append(Effect(verb, **params))
    entry.seen.add(key)
    return tuple(out)


def _read(directory: Path, name: str) -> _Entry:
    path = directory / name
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise RulesDataError(f"{name}: cannot read: {exc.strerror}") from exc
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise RulesDataError(f"{name}: not valid YAML: {exc}") from exc
    return _Entry(name, "(top)", data)


def _expect(file: str, what: str, got: int, want: int) -> None:
    if got != want:
        raise RulesDataError(f"{file}: {what}: the rulebook has {want}, the data has {got}")


FILES = ("game.yaml", "whist.yaml", "characters.yaml", "hive.yaml", "assembly.yaml",
         "ballroom.yaml", "tea.yaml", "gallery.yaml")


def _load_numbers(directory: Path) -> tuple[dict[str, Any], tuple[Cost, ...]]:
    g = _read(directory, "game.yaml")
    numbers: dict[str, Any] = {}
    for key in ("weeks", "calling_cards", "solo_calling_cards", "draw_per_week", "track_max",
                "column_size"):
        numbers[key] = g.get(key, int)
    vp = g.sub("vp")
    numbers["vp"] = {k: vp.get(k, int) for k in (
        "per_full_column", "both_columns", "queens_favorite", "artists_muse", "favored_guest",
        "card_sharp", "per_trick", "host_goal", "tea_card", "tea_crest_match")}
    vp.done()
    hs = g.sub("whist_hand_size")
    numbers["whist_hand_size"] = {k: hs.get(k, int) for k in ("solo", "2", "3", "4")}
    hs.done()
    row_costs = _costs(g, "column_row_costs")
    g.done()
    fixed = {"weeks": 4, "calling_cards": 4, "solo_calling_cards": 5, "draw_per_week": 4,
             "column_size": 5}
    for key, want in fixed.items():
        _expect("game.yaml", key, numbers[key], want)
    for key, want in {"per_full_column": 5, "both_columns": 3, "queens_favorite": 3,
                      "artists_muse": 3, "favored_guest": 3, "card_sharp": 3, "per_trick": 2,
                      "host_goal": 5, "tea_card": 1, "tea_crest_match": 1}.items():
        _expect("game.yaml", f"vp.{key}", numbers["vp"][key], want)
    for key, want in {"solo": 7, "2": 7, "3": 8, "4": 9}.items():
        _expect("game.yaml", f"whist_hand_size.{key}", numbers["whist_hand_size"][key], want)
    _expect("game.yaml", "column_row_costs (one per row)", len(row_costs), numbers["column_size"])
    if row_costs[3] != (0, 0, 2, 0, 0):
        raise RulesDataError("game.yaml: column_row_costs[3]: the rulebook prints 2 Diamonds "
                             "for the 4th card")
    return numbers, row_costs


def _load_whist(directory: Path) -> tuple[WhistCard, ...]:
    w = _read(directory, "whist.yaml")
    suits = w.get("suits", list)
    if tuple(suits) != SUITS:
        w.fail(f"must be {list(SUITS)} (RULINGS R1)", "suits")
    if w.get("trump", str) != "diamond":
        w.fail("diamonds are trump (rulebook p.15)", "trump")
    w.get("rank_names", dict)
    groups = w.sub("groups")
    found: dict[int, str] = {}
    for group in ("queen", "star", "regular", "starting"):
        for part in groups.entries(group):
            for s in part.get("suits", list):
                if s not in SUITS:
                    part.fail(f"unknown suit {s!r}", "suits")
                for r in part.get("ranks", list):
                    if not isinstance(r, int) or not 1 <= r <= 13:
                        part.fail(f"rank {r!r} is not 1-13", "ranks")
                    cid = SUITS.index(s) * 13 + r - 1
                    if cid in found:
                        part.fail(f"{r} of {s}s is already in group {found[cid]!r}", "ranks")
                    found[cid] = group
            part.done()
    groups.done()
    w.done()
    _expect("whist.yaml", "whist cards", len(found), 52)
    counts = {g: sum(1 for v in found.values() if v == g) for g in set(found.values())}
    for group, want in {"queen": 4, "star": 16, "regular": 16, "starting": 16}.items():
        _expect("whist.yaml", f"groups.{group}", counts.get(group, 0), want)
    return tuple(WhistCard(cid, cid // 13, cid % 13 + 1, found[cid]) for cid in range(52))


def _load_characters(directory: Path) -> dict[str, Character]:
    c = _read(directory, "characters.yaml")
    out = {}
    for cid in CHARACTERS:
        e = c.sub(cid)
        host, hive = e.sub("host_token"), e.sub("beehive_token")
        goal, end = e.sub("in_game_goal"), e.sub("end_goal")
        ch = Character(
            id=cid, name=e.get("name", str), host=e.get("host", str),
            starting_rank=e.get("starting_rank", int),
            host_a=SUITS.index(host.choice("a", SUITS)), host_b=SUITS.index(host.choice("b", SUITS)),
            beehive_b=SUITS.index(hive.choice("b", SUITS)),
            beehive_flip_level=hive.get("flip_level", int),
            in_game_goal=(goal.choice("kind", CHARACTER_GOALS), goal.get("count", int)),
            end_goal=(end.choice("kind", CHARACTER_GOALS), end.get("count", int)),
            powers=tuple(e.get("powers", list)), club_power=e.choice("club_power", CLUB_POWERS))
        for p in ch.powers:
            if p not in POWERS:
                e.fail(f"unknown power {p!r}", "powers")
        for sub in (host, hive, goal, end, e):
            sub.done()
        out[cid] = ch
    c.done()
    ranks = sorted(ch.starting_rank for ch in out.values())
    if ranks != [1, 2, 3, 4]:
        raise RulesDataError("characters.yaml: starting_rank: must be 1, 2, 3, 4 (RULINGS R1)")
    return out


def _load_hive(directory: Path) -> tuple[tuple[HiveLevel, ...], dict[str, HiveSpace],
                                          tuple[BonusToken, ...]]:
    h = _read(directory, "hive.yaml")
    levels, spaces = [], {}
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
                up=tuple(s.get("up", list)), on_enter=_effects(s, "on_enter"),
                event=s.choice("event", ("marchioness", "pm"), ""),
                bonus_slot=s.get("bonus_slot", bool, False), pm_dinner=s.get("pm_dinner", bool, False))
            s.done()
            ids.append(sid)
        side = _costs(lv, "sideways_cost")
        if len(side) != max(0, len(ids) - 1):
            lv.fail(f"needs one cost per distance 1..{len(ids) - 1}", "sideways_cost")
        levels.append(HiveLevel(n, lv.get("vp", int), _cost(lv, "up_cost"), tuple(side), tuple(ids)))
        lv.done()
    tokens = []
    for t in h.entries("bonus_tokens"):
        tokens.append(BonusToken(t.get("id", str), t.get("name", str), _cost(t, "cost"),
                                 _effects(t, "effects")))
        t.done()
    h.done()
    # Constraints of RULINGS R4.
    sizes = [len(lv.spaces) for lv in levels]
    if len(levels) != 7 or sizes[0] != 1 or sizes[1] != 2 or sizes[2] != 5 or sizes[6] != 1:
        raise RulesDataError(f"hive.yaml: levels: need start, 2 spaces on level 1, 5 on level 2 "
                             f"and one Queen's Ball on level 6 (RULINGS R4); got {sizes}")
    for sid, sp in spaces.items():
        for up in sp.up:
            if up not in spaces:
                raise RulesDataError(f"hive.yaml: space {sid}: up: no space named {up!r}")
            if spaces[up].level <= sp.level:
                raise RulesDataError(f"hive.yaml: space {sid}: up: {up!r} is not higher")
    if levels[1].up_cost != NO_COST:
        raise RulesDataError("hive.yaml: levels[1].up_cost: start to level 1 is free (p.9)")
    if levels[6].up_cost != (0, 0, 0, 0, 1):
        raise RulesDataError("hive.yaml: levels[6].up_cost: the Queen's Ball needs a Crown (p.9)")
    if levels[4].sideways_cost[-1] != (0, 0, 0, 2, 0):
        raise RulesDataError("hive.yaml: levels[4].sideways_cost: crossing level 4 costs 2 Hearts")
    slots = [s for s in levels[2].spaces if spaces[s].bonus_slot]
    _expect("hive.yaml", "bonus tokens", len(tokens), 4)
    if len(slots) != 4 or spaces[levels[2].spaces[0]].bonus_slot:
        raise RulesDataError("hive.yaml: levels[2]: bonus_slot on the 4 spaces right of the "
                             "leftmost (rulebook p.3)")
    pm = [s for s in spaces.values() if s.pm_dinner]
    if len(pm) != 1 or pm[0].level != 4 or pm[0].index != 2 or "queens_ball" not in pm[0].up:
        raise RulesDataError("hive.yaml: pm_dinner: one, in the centre of level 4, with the "
                             "shortcut up to queens_ball (rulebook p.9 d)")
    return tuple(levels), spaces, tuple(tokens)


def _board_space(e: _Entry) -> BoardSpace:
    sp = BoardSpace(e.get("id", str), e.choice("area", AREAS), _cost(e, "cost"),
                    e.get("four_player", bool, False))
    e.done()
    return sp


def _load_assembly(directory: Path):
    a = _read(directory, "assembly.yaml")
    sides = a.sub("sides")
    boards, players = {}, {}
    for name in ("small", "large"):
        side = sides.sub(name)
        players[name] = tuple(side.get("players", list))
        boards[name] = tuple(_board_space(e) for e in side.entries("spaces"))
        side.done()
        ids = [s.id for s in boards[name]]
        if len(set(ids)) != len(ids):
            raise RulesDataError(f"assembly.yaml: sides.{name}: duplicate space ids")
        parlor = [s for s in boards[name] if s.area == "parlor"]
        _expect("assembly.yaml", f"sides.{name} parlor spaces", len(parlor), 2)
    sides.done()
    pm = tuple(_board_space(e) for e in a.entries("pm_bonus"))
    _expect("assembly.yaml", "pm_bonus spaces", len(pm), 2)
    a.done()
    if sorted(players["small"] + players["large"]) != [1, 2, 3, 4]:
        raise RulesDataError("assembly.yaml: sides: players must split 1-2 / 3-4 (rulebook p.3)")
    return boards, players, pm


def _load_ballroom(directory: Path):
    b = _read(directory, "ballroom.yaml")
    ton = []
    for i, e in enumerate(b.entries("ton")):
        req = e.sub("requires", {})
        ton.append(TonCard(i, e.get("name", str), SUITS.index(e.choice("suit", SUITS)),
                           e.choice("crest", CRESTS), _effects(e, "effects"), _cost(e, "cost"),
                           req.get("min_hive_level", int, 0)))
        req.done()
        e.done()
        if not ton[-1].effects:
            e.fail("a Ton card needs an action", "effects")
    lc = []
    for i, e in enumerate(b.entries("lc")):
        g = e.sub("goal")
        count = g.choice("count", GOAL_COUNTS)
        suit = SUITS.index(g.choice("suit", SUITS)) if count == "influence" else -1
        lc.append(LCCard(i, e.get("name", str), SUITS.index(e.choice("suit", SUITS)),
                         e.choice("crest", CRESTS), count, suit, g.get("per", int), g.get("vp", int)))
        if lc[-1].per < 1:
            g.fail("must be at least 1", "per")
        g.done()
        e.done()
    b.done()
    _expect("ballroom.yaml", "ton cards", len(ton), 26)
    _expect("ballroom.yaml", "lc cards", len(lc), 22)
    return tuple(ton), tuple(lc)


def _load_tea(directory: Path):
    t = _read(directory, "tea.yaml")
    kinds_e = t.sub("kinds")
    kinds = {}
    for kid in list(kinds_e.data):
        k = kinds_e.sub(kid)
        r = k.sub("replaces")
        kinds[kid] = TeaKind(kid, k.get("name", str), r.get("hive_level", int, 0),
                             r.choice("art", ART_KINDS, ""), r.get("column_row", int, 0),
                             r.get("parlor", bool, False))
        r.done()
        k.done()
        kd = kinds[kid]
        if sum(map(bool, (kd.hive_level, kd.art, kd.column_row, kd.parlor))) != 1:
            r.fail("must replace exactly one cost")
        if kd.hive_level and not 2 <= kd.hive_level <= 5:
            r.fail("tea cards replace hive moves to levels 2-5 (p.20)", "hive_level")
        if kd.column_row and kd.column_row not in (4, 5):
            r.fail("tea cards replace the 4th or 5th column row (p.20)", "column_row")
    kinds_e.done()
    cards = []
    for i, e in enumerate(t.entries("cards")):
        kind = e.choice("kind", tuple(kinds))
        cards.append(TeaCard(i, kind, e.choice("crest", CRESTS), SUITS.index(e.choice("corner", SUITS))))
        e.done()
    t.done()
    _expect("tea.yaml", "kinds", len(kinds), 10)
    _expect("tea.yaml", "cards", len(cards), 20)
    for kid in kinds:
        _expect("tea.yaml", f"cards of kind {kid}", sum(c.kind == kid for c in cards), 2)
    return kinds, tuple(cards)


def _load_gallery(directory: Path) -> tuple[Art, ...]:
    g = _read(directory, "gallery.yaml")
    art = []
    for e in g.entries("art"):
        art.append(Art(e.choice("kind", ART_KINDS), e.get("name", str), _cost(e, "cost"),
                       e.get("vp", int), e.get("stack", int)))
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
    for t in ton:
        for e in t.effects:
            if e.verb == "commission" and e.art == "silhouette":
                raise RulesDataError(f"ballroom.yaml: ton[{t.id}]: commission needs a prior painting")
    digest = hashlib.sha256()
    for name in FILES:
        digest.update((directory / name).read_bytes())
    return Catalog(numbers, _load_whist(directory), ton, lc, kinds, tea, levels, hive, tokens,
                   boards, players, pm, art, _load_characters(directory), row_costs,
                   digest.hexdigest()[:16])


@cache
def default_catalog() -> Catalog:
    """The shipped rules data, loaded once per process."""
    return load_catalog(DEFAULT_DIR)
