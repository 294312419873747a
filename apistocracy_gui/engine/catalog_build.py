"""The rules data files turned into the catalog's objects, and checked against the rulebook.

`rules_schemas` declares what each file may hold and `rules_file` converts it, so every key,
type and allowed word is checked before this module runs. What a type cannot say is checked
here, in the rulebook's words: the counts page 1 and RULINGS.md print, the fixed numbers, the
links between entries (a hive space's way up, a Tea card's kind, ids that must be unique)
and the designed constraints the engine relies on (a Ballroom space's id starts with its
area). Each failure is a RulesDataError naming the file, the entry and the field.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from msgspec import structs

from .catalog import (
    ART_KINDS,
    CHARACTERS,
    NO_COST,
    SUITS,
    Art,
    BoardSpace,
    BonusToken,
    Catalog,
    Character,
    Cost,
    Effect,
    HiveLevel,
    HiveSpace,
    LCCard,
    Numbers,
    RulesDataError,
    TeaCard,
    TeaKind,
    TonCard,
    WhistCard,
)
from .mode_data import advanced_data, solo_data
from .rules_file import RulesFile, Where, expect, read, unique
from .rules_schemas import (
    AssemblyFile,
    BallroomFile,
    BoardSpaceEntry,
    CharacterEntry,
    CharactersFile,
    CostEntry,
    Effects,
    GalleryFile,
    GameFile,
    HiveFile,
    SideEntry,
    TeaFile,
    WhistFile,
    WhistPart,
)

# The numbers RULINGS.md "Numbers the rulebook prints" fixes: field -> (value, source).
FIXED_NUMBERS = {"weeks": (4, "rulebook p.7"), "calling_cards": (4, "rulebook p.8"),
                 "solo_calling_cards": (5, "rulebook p.21"), "draw_per_week": (4, "rulebook p.7"),
                 "column_size": (5, "rulebook p.12"), "track_max": (5, "RULINGS R2")}
FIXED_VP = {"per_full_column": 5, "both_columns": 3, "queens_favorite": 3, "artists_muse": 3,
            "favored_guest": 3, "card_sharp": 3, "per_trick": 2, "host_goal": 5, "tea_card": 1,
            "tea_crest_match": 1}
FIXED_HAND_SIZES = {"solo": 7, "2": 7, "3": 8, "4": 9}
WHIST_GROUPS = {"queen": 4, "star": 16, "regular": 16, "starting": 16}


NOT_RULES = ("portraits.yaml",)  # data beside the rules that no save depends on


def build_catalog(directory: Path) -> Catalog:
    """Read and validate every rules data file in `directory` (`catalog.load_catalog`)."""
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
    solo_data(directory)
    advanced_data(directory)
    # Every YAML file of the folder (solo and advanced data too), so a save made with any
    # other rules data is refused; but not the portraits' descriptions, which change how a
    # card looks and never how the game plays.
    digest = hashlib.sha256()
    for path in sorted(directory.glob("*.yaml")):
        if path.name in NOT_RULES:
            continue
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return Catalog(numbers, whist, ton, lc, kinds, tea, levels, hive, tokens, boards, players, pm,
                   art, characters, row_costs, digest.hexdigest()[:16])


def _cost(c: CostEntry) -> Cost:
    return c.club, c.spade, c.diamond, c.heart, c.crown


def _effects(entries: list[Effects]) -> tuple[Effect, ...]:
    return tuple(Effect(str(e.__struct_config__.tag), **structs.asdict(e)) for e in entries)


def _load_numbers(directory: Path) -> tuple[Numbers, tuple[Cost, ...]]:
    g = read(directory, "game.yaml").convert(GameFile)
    hand = g.whist_hand_size
    numbers = Numbers(weeks=g.weeks, calling_cards=g.calling_cards,
                      solo_calling_cards=g.solo_calling_cards, draw_per_week=g.draw_per_week,
                      column_size=g.column_size, track_max=g.track_max, vp=structs.asdict(g.vp),
                      whist_hand_size={"solo": hand.solo, "2": hand.two, "3": hand.three,
                                       "4": hand.four})
    row_costs = tuple(_cost(c) for c in g.column_row_costs)
    for key, (want, source) in FIXED_NUMBERS.items():
        expect("game.yaml", key, "", getattr(g, key), want, source)
    for key, want in FIXED_VP.items():
        expect("game.yaml", f"vp.{key}", "VP", numbers["vp"][key], want, "rulebook p.17")
    for key, want in FIXED_HAND_SIZES.items():
        expect("game.yaml", f"whist_hand_size.{key}", "cards", numbers["whist_hand_size"][key],
               want, "rulebook p.15")
    expect("game.yaml", "column_row_costs", "row costs (one per card of a column)", len(row_costs),
           numbers["column_size"], "rulebook p.12")
    if row_costs[3] != (0, 0, 2, 0, 0):
        raise RulesDataError("game.yaml: column_row_costs[3]: the rulebook prints 2 Diamonds "
                             "for the 4th card (p.11)")
    return numbers, row_costs


def _load_whist(directory: Path) -> tuple[WhistCard, ...]:
    file = read(directory, "whist.yaml")
    w = file.convert(WhistFile)
    if tuple(w.suits) != SUITS:
        file.fail([], f"must be {list(SUITS)} (RULINGS R1)", "suits")
    if w.trump != "diamond":
        file.fail([], "diamonds are trump (rulebook p.15)", "trump")
    found: dict[int, str] = {}
    for group in WHIST_GROUPS:
        parts: list[WhistPart] = getattr(w.groups, group)
        for i, part in enumerate(parts):
            for s in part.suits:
                for r in part.ranks:
                    cid = SUITS.index(s) * 13 + r - 1
                    if cid in found:
                        file.fail(["groups", group, i], f"the {r} of {s}s is already in group "
                                  f"{found[cid]!r}; each of the 52 cards is in exactly one group "
                                  "(RULINGS R1)", "ranks")
                    found[cid] = group
    missing = [f"{cid % 13 + 1} of {SUITS[cid // 13]}s" for cid in range(52) if cid not in found]
    if missing:
        raise RulesDataError(f"whist.yaml: groups: expected 52 whist cards (RULINGS R1), found "
                             f"{len(found)}; missing: {', '.join(missing)}")
    for group, want in WHIST_GROUPS.items():
        got = sum(1 for v in found.values() if v == group)
        expect("whist.yaml", f"groups.{group}", "cards", got, want, "RULINGS R1")
    return tuple(WhistCard(cid, cid // 13, cid % 13 + 1, found[cid]) for cid in range(52))


def _load_characters(directory: Path) -> dict[str, Character]:
    c = read(directory, "characters.yaml").convert(CharactersFile)
    out = {}
    for cid in CHARACTERS:
        e: CharacterEntry = getattr(c, cid)
        out[cid] = Character(
            id=cid, name=e.name, host=e.host, starting_rank=e.starting_rank,
            host_a=SUITS.index(e.host_token.a), host_b=SUITS.index(e.host_token.b),
            beehive_b=SUITS.index(e.beehive_token.b),
            beehive_flip_level=e.beehive_token.flip_level,
            in_game_goal=(e.in_game_goal.kind, e.in_game_goal.count),
            end_goal=(e.end_goal.kind, e.end_goal.count), powers=tuple(e.powers),
            club_power=e.club_power)
    ranks = sorted(ch.starting_rank for ch in out.values())
    if ranks != [1, 2, 3, 4]:
        raise RulesDataError(f"characters.yaml: starting_rank: must be 1, 2, 3, 4, one per "
                             f"character (RULINGS R1); got {ranks}")
    return out


def _load_hive(directory: Path) -> tuple[tuple[HiveLevel, ...], dict[str, HiveSpace],
                                          tuple[BonusToken, ...]]:
    file = read(directory, "hive.yaml")
    h = file.convert(HiveFile)
    levels: list[HiveLevel] = []
    spaces: dict[str, HiveSpace] = {}
    where: dict[str, Where] = {}  # space id -> its entry, for messages about links
    for n, lv in enumerate(h.levels):
        at: Where = ["levels", n]
        if lv.level != n:
            file.fail(at, f"levels must be listed in order; expected {n}", "level")
        for i, s in enumerate(lv.spaces):
            if s.id in spaces:
                file.fail([*at, "spaces", i], f"duplicate space id {s.id!r}", "id")
            spaces[s.id] = HiveSpace(
                id=s.id, name=s.name, level=n, index=i, up=tuple(s.up),
                on_enter=_effects(s.on_enter), event=s.event, bonus_slot=s.bonus_slot,
                pm_dinner=s.pm_dinner)
            where[s.id] = [*at, "spaces", i]
        side = tuple(_cost(c) for c in lv.sideways_cost)
        if len(side) != max(0, len(lv.spaces) - 1):
            file.fail(at, f"needs one cost per distance 1..{len(lv.spaces) - 1}, has {len(side)}",
                      "sideways_cost")
        levels.append(HiveLevel(n, lv.vp, _cost(lv.up_cost), side,
                                tuple(s.id for s in lv.spaces)))
    tokens = tuple(BonusToken(t.id, t.name, _cost(t.cost), _effects(t.effects))
                   for t in h.bonus_tokens)
    for i, t in enumerate(tokens):
        if not t.effects:
            file.fail(["bonus_tokens", i], "a Hive Bonus token needs an effect", "effects")
    _check_hive(file, levels, spaces, where)
    unique(file, ["bonus_tokens"], [t.id for t in tokens])
    expect("hive.yaml", "bonus_tokens", "Hive Bonus tokens", len(tokens), 4)
    return tuple(levels), spaces, tokens


def _check_hive(file: RulesFile, levels: list[HiveLevel], spaces: dict[str, HiveSpace],
                where: dict[str, Where]) -> None:
    """The constraints of RULINGS R4 and rulebook p.3 and p.9 on the hive graph."""
    sizes = [len(lv.spaces) for lv in levels]
    if len(levels) != 7 or sizes[0] != 1 or sizes[1] != 2 or sizes[2] != 5 or sizes[6] != 1:
        raise RulesDataError(f"hive.yaml: levels: need start, 2 spaces on level 1, 5 on level 2 "
                             f"and one Queen's Ball on level 6 (RULINGS R4); got {sizes}")
    top = levels[6].spaces[0]
    for sid, sp in spaces.items():
        for i, up in enumerate(sp.up):
            if up not in spaces:
                file.fail([*where[sid], "up"], f"no space has the id {up!r}", i)
            if spaces[up].level != sp.level + 1 and not (sp.pm_dinner and up == top):
                file.fail([*where[sid], "up"], f"{up!r} is on level {spaces[up].level}; moving "
                          "up reaches the level above (RULINGS R4)", i)
        if sp.level < 6 and not sp.up:
            file.fail(where[sid], "a space below the Queen's Ball needs a connected space above "
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


def _board_space(file: RulesFile, at: Where, e: BoardSpaceEntry) -> BoardSpace:
    sp = BoardSpace(e.id, e.area, _cost(e.cost), e.four_player)
    if sp.area in ("lc", "ton") and not sp.id.startswith(f"{sp.area}_"):
        file.fail(at, f"a Ballroom space's id starts with its area ({sp.area}_); the engine reads "
                  "the card kind from it", "id")
    return sp


def _load_assembly(directory: Path) -> tuple[dict[str, tuple[BoardSpace, ...]],
                                             dict[str, tuple[int, ...]], tuple[BoardSpace, ...]]:
    file = read(directory, "assembly.yaml")
    a = file.convert(AssemblyFile)
    boards: dict[str, tuple[BoardSpace, ...]] = {}
    players: dict[str, tuple[int, ...]] = {}
    for name in ("small", "large"):
        side: SideEntry = getattr(a.sides, name)
        at: Where = ["sides", name]
        players[name] = tuple(side.players)
        boards[name] = tuple(_board_space(file, [*at, "spaces", i], e)
                             for i, e in enumerate(side.spaces))
        seen: set[str] = set()
        for i, sp in enumerate(boards[name]):
            if sp.id in seen:
                file.fail([*at, "spaces", i], f"duplicate space id {sp.id!r}", "id")
            seen.add(sp.id)
            if sp.area == "pm_bonus":
                file.fail([*at, "spaces", i], "PM's Dinner spaces belong under pm_bonus, not on "
                          "a board side", "area")
        areas = {s.area for s in boards[name]}
        for area in ("lc", "ton", "gallery", "tea"):
            if area not in areas:
                file.fail(at, f"no {area} space (RULINGS R5)", "spaces")
        parlor = [s for s in boards[name] if s.area == "parlor"]
        expect("assembly.yaml", f"sides.{name}.spaces", "parlor spaces", len(parlor), 2,
               "RULINGS R5")
    pm = tuple(_board_space(file, ["pm_bonus", i], e) for i, e in enumerate(a.pm_bonus))
    on_boards = {sp.id for side_spaces in boards.values() for sp in side_spaces}
    for i, sp in enumerate(pm):
        if sp.area != "pm_bonus":
            file.fail(["pm_bonus", i], "must be pm_bonus", "area")
        if sp.id in on_boards:  # the engine finds a space by its id: one id, one space
            file.fail(["pm_bonus", i], f"the id {sp.id!r} is already a board space's", "id")
    unique(file, ["pm_bonus"], [sp.id for sp in pm])
    expect("assembly.yaml", "pm_bonus", "spaces", len(pm), 2, "rulebook p.9 d2")
    if sorted(players["small"] + players["large"]) != [1, 2, 3, 4]:
        raise RulesDataError("assembly.yaml: sides: players must split 1-2 / 3-4 (rulebook p.3); "
                             f"got {players}")
    return boards, players, pm


def _load_ballroom(directory: Path) -> tuple[tuple[TonCard, ...], tuple[LCCard, ...]]:
    file = read(directory, "ballroom.yaml")
    b = file.convert(BallroomFile)
    ton = []
    for i, t in enumerate(b.ton):
        ton.append(TonCard(i, t.name, SUITS.index(t.suit), t.crest, _effects(t.effects),
                           _cost(t.cost), t.requires.min_hive_level))
        if not ton[-1].effects:
            file.fail(["ton", i], "a Ton card needs an action", "effects")
        if any(x.verb == "commission" and x.art == ART_KINDS[0] for x in ton[-1].effects):
            file.fail(["ton", i], "a Ton commission needs a prior painting, so it cannot be a "
                      "silhouette (rulebook p.20)", "effects")
    lc = []
    for i, e in enumerate(b.lc):
        g = e.goal
        if (g.count == "influence") != bool(g.suit):
            file.fail(["lc", i, "goal"], "an influence goal names its suit, and only an "
                      "influence goal does", "suit")
        lc.append(LCCard(i, e.name, SUITS.index(e.suit), e.crest, g.count,
                         SUITS.index(g.suit) if g.suit else -1, g.per, g.vp))
    expect("ballroom.yaml", "ton", "Ton cards", len(ton), 26)
    expect("ballroom.yaml", "lc", "L&C cards", len(lc), 22)
    return tuple(ton), tuple(lc)


def _tea_kind_id(kd: TeaKind) -> str:
    """The id the engine looks a Tea kind up by, derived from the cost it replaces."""
    if kd.hive_level:
        return f"hive_{kd.hive_level}"
    if kd.column_row:
        return f"row_{kd.column_row}"
    return kd.art or "parlor"


def _load_tea(directory: Path) -> tuple[dict[str, TeaKind], tuple[TeaCard, ...]]:
    file = read(directory, "tea.yaml")
    t = file.convert(TeaFile)
    kinds = {}
    for kid, k in t.kinds.items():
        r = k.replaces
        kd = TeaKind(kid, k.name, r.hive_level, r.art, r.column_row, r.parlor)
        if sum(map(bool, (kd.hive_level, kd.art, kd.column_row, kd.parlor))) != 1:
            file.fail(["kinds", kid, "replaces"], "must replace exactly one cost: hive_level, "
                      "art, column_row or parlor (p.20)")
        if kd.id != _tea_kind_id(kd):
            file.fail(["kinds", kid], f"a kind that replaces this cost must have the id "
                      f"{_tea_kind_id(kd)!r}; the engine finds Tea cards by it")
        kinds[kd.id] = kd
    cards = []
    for i, e in enumerate(t.cards):
        file.check_choice(["cards", i], "kind", e.kind, tuple(kinds))
        cards.append(TeaCard(i, e.kind, e.crest, SUITS.index(e.corner)))
    expect("tea.yaml", "kinds", "Tea kinds", len(kinds), 10, "rulebook p.20")
    expect("tea.yaml", "cards", "Tea cards", len(cards), 20)
    for kid in kinds:
        expect("tea.yaml", "cards", f"cards of kind {kid}", sum(c.kind == kid for c in cards), 2,
               "rulebook p.20")
    return kinds, tuple(cards)


def _load_gallery(directory: Path) -> tuple[Art, ...]:
    g = read(directory, "gallery.yaml").convert(GalleryFile)
    art = tuple(Art(a.kind, a.name, _cost(a.cost), a.vp, a.stack) for a in g.art)
    if tuple(a.kind for a in art) != ART_KINDS:
        raise RulesDataError("gallery.yaml: art: must be silhouette, miniature, portrait in order "
                             "(rulebook p.13)")
    return art
