"""The shipped rules data against the rulebook, and the loader's refusal of broken data.

The counts and values the rulebook prints (RULINGS.md "Numbers the rulebook prints", R1, R4,
R5) are checked here against the source, not against the data, so a wrong edit to a data file
fails a test. Every kind of damage to a copy of the data must stop `load_catalog` with a
`RulesDataError` naming the file, the entry and the field: a broken data file must never
start a half-working game (issue 2).
"""

from __future__ import annotations

import shutil
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from apistocracy_gui.engine.advanced import advanced_data
from apistocracy_gui.engine.catalog import (
    CHARACTERS,
    DEFAULT_DIR,
    EFFECT_VERBS,
    FILES,
    SUITS,
    Catalog,
    RulesDataError,
    load_catalog,
)
from apistocracy_gui.engine.ladycat import solo_data

CLUB, SPADE, DIAMOND, HEART = range(4)


@pytest.fixture(scope="module")
def cat() -> Catalog:
    return load_catalog()


def cards_of(cat: Catalog, group: str) -> set[tuple[str, int]]:
    return {(SUITS[c.suit], c.rank) for c in cat.whist if c.group == group}


def cost(**units: int) -> tuple[int, ...]:
    return tuple(units.get(k, 0) for k in ("club", "spade", "diamond", "heart", "crown"))


# --------------------------------------------------------------------------- the shipped data
def test_p1_component_counts(cat: Catalog) -> None:
    """Rulebook p.1 (Components): 26 Ton, 22 L&C, 20 Tea cards, 4 Hive Bonus tokens."""
    assert len(cat.ton) == 26
    assert len(cat.lc) == 22
    assert len(cat.tea) == 20
    assert len(cat.bonus_tokens) == 4


def test_p1_solo_and_advanced_component_counts() -> None:
    """Rulebook p.1 and p.22: 16 Solo Action cards (a cat-symbol deck and a Litter deck);
    5 Goal, 5 Host Bonus tokens, VP tokens -2, 0, +2, +4; 4 Bonus Personas."""
    solo = solo_data()
    assert len(solo.cards) == 16
    assert 0 < sum(c.cat for c in solo.cards) < 16
    adv = advanced_data()
    assert (len(adv.goals), len(adv.bonuses), len(adv.personas)) == (5, 5, 4)
    assert adv.vp_tokens == (-2, 0, 2, 4)


def test_p20_tea_cards_are_10_kinds_of_2(cat: Catalog) -> None:
    """Rulebook p.20: "there are 2 of each card"; RULINGS: 20 Tea cards, 10 kinds x 2."""
    assert len(cat.tea_kinds) == 10
    assert Counter(t.kind for t in cat.tea) == {k: 2 for k in cat.tea_kinds}


def test_p20_tea_kinds_replace_the_costs_the_rulebook_lists(cat: Catalog) -> None:
    """Rulebook p.20: moves into levels 2-5, the three paintings, the 4th and 5th rows, and
    the Parlor action."""
    kinds = cat.tea_kinds.values()
    assert sorted(k.hive_level for k in kinds if k.hive_level) == [2, 3, 4, 5]
    assert sorted(k.art for k in kinds if k.art) == ["miniature", "portrait", "silhouette"]
    assert sorted(k.column_row for k in kinds if k.column_row) == [4, 5]
    assert sum(k.parlor for k in kinds) == 1


def test_R1_whist_deck_is_partitioned_exactly(cat: Catalog) -> None:
    """RULINGS R1: 52 cards in four groups, each card in exactly one."""
    suits = ("club", "spade", "diamond", "heart")
    assert len(cat.whist) == 52
    assert len({(c.suit, c.rank) for c in cat.whist}) == 52
    assert cards_of(cat, "queen") == {(s, 13) for s in suits}
    assert cards_of(cat, "starting") == {(s, r) for s in suits for r in (1, 2, 3, 4)}
    assert cards_of(cat, "star") == ({(s, r) for s in suits for r in (10, 11, 12)}
                                     | {("diamond", r) for r in (6, 7, 8, 9)})
    assert cards_of(cat, "regular") == ({(s, r) for s in ("club", "spade", "heart")
                                         for r in range(5, 10)} | {("diamond", 5)})
    assert Counter(c.group for c in cat.whist) == {"queen": 4, "star": 16, "regular": 16,
                                                   "starting": 16}


def test_R1_only_star_group_carries_the_star_symbol(cat: Catalog) -> None:
    """RULINGS R1 / R6.5: the Card Sharp counts the 16 star-symbol cards."""
    assert sum(c.star for c in cat.whist) == 16
    assert all(c.star == (c.group == "star") for c in cat.whist)


def test_R1_starting_ranks(cat: Catalog) -> None:
    """RULINGS R1: Edward 1, Tuesday 2, Alexandria 3, Shae 4."""
    ranks = {cid: cat.characters[cid].starting_rank for cid in CHARACTERS}
    assert ranks == {"edward": 1, "tuesday": 2, "alexandria": 3, "shae": 4}


def test_fixed_numbers(cat: Catalog) -> None:
    """RULINGS "Numbers the rulebook prints": 4 weeks, 4 Calling Cards (Lady Cat 5), draw 4,
    columns of 5 (p.12), tracks 0-5 (R2)."""
    n = cat.numbers
    assert (n["weeks"], n["calling_cards"], n["solo_calling_cards"]) == (4, 4, 5)
    assert (n["draw_per_week"], n["column_size"], n["track_max"]) == (4, 5, 5)


def test_p15_whist_hand_sizes(cat: Catalog) -> None:
    """Rulebook p.15: Solo 7, 2 players 7, 3 players 8, 4 players 9."""
    assert cat.hand_size("solo", 1) == 7
    assert [cat.hand_size("standard", n) for n in (2, 3, 4)] == [7, 8, 9]


def test_p17_vp_values(cat: Catalog) -> None:
    """Rulebook p.17 score pad: 2 per trick, 5 per full column, +3 for both, 3 for each of the
    four tokens, 5 for the host goal, Tea 1 + 1 per matching crest."""
    assert cat.numbers["vp"] == {
        "per_trick": 2, "per_full_column": 5, "both_columns": 3, "queens_favorite": 3,
        "artists_muse": 3, "favored_guest": 3, "card_sharp": 3, "host_goal": 5,
        "tea_card": 1, "tea_crest_match": 1}


def test_p11_fourth_row_costs_two_diamonds(cat: Catalog) -> None:
    """Rulebook p.11: "the 4th placed card requires 2 Diamond influence"; one cost per row."""
    assert len(cat.row_costs) == 5
    assert cat.row_costs[3] == cost(diamond=2)


def test_R4_hive_shape(cat: Catalog) -> None:
    """RULINGS R4: start, 2 spaces on level 1, 5 on level 2, one Queen's Ball on level 6; the
    centre of level 4 is Dinner with the Prime Minister with the shortcut to level 6."""
    sizes = [len(lv.spaces) for lv in cat.hive_levels]
    assert (len(sizes), sizes[0], sizes[1], sizes[2], sizes[6]) == (7, 1, 2, 5, 1)
    pm = [s for s in cat.hive.values() if s.pm_dinner]
    assert len(pm) == 1 and pm[0].level == 4 and pm[0].index == 2
    assert cat.hive_levels[6].spaces[0] in pm[0].up


def test_R4_hive_costs_and_vp(cat: Catalog) -> None:
    """Rulebook p.9 a/b and R4: start to level 1 free, crossing level 4 costs 2 Hearts, level 6
    needs a Crown; VP rise to the top."""
    lv = cat.hive_levels
    assert lv[1].up_cost == cost()
    assert lv[4].sideways_cost[3] == cost(heart=2)
    assert lv[6].up_cost == cost(crown=1)
    vps = [level.vp for level in lv]
    assert vps == sorted(set(vps))


def test_R4_event_spaces(cat: Catalog) -> None:
    """RULINGS R4 and p.20: level 3 holds the Marchioness' Tea and Coffee with the PM, level 4
    the Marchioness' Dinner and the PM's Dinner."""
    events = sorted((s.level, s.event) for s in cat.hive.values() if s.event)
    assert events == [(3, "marchioness"), (3, "pm"), (4, "marchioness"), (4, "pm")]


def test_p3_hive_bonus_slots_skip_the_leftmost_level_2_space(cat: Catalog) -> None:
    """Rulebook p.3: the 4 Hive Bonus tokens go on level 2, not on the leftmost spot."""
    level2 = cat.hive_levels[2].spaces
    assert [cat.hive[s].bonus_slot for s in level2] == [False, True, True, True, True]
    assert sum(s.bonus_slot for s in cat.hive.values()) == 4


def test_p9_every_move_up_reaches_the_level_above(cat: Catalog) -> None:
    """Rulebook p.9: up 1 level to a connected space (the PM's Dinner shortcut aside)."""
    for space in cat.hive.values():
        if space.level < 6:
            assert space.up, space.id
        for up in space.up:
            assert cat.hive[up].level == space.level + 1 or space.pm_dinner


def test_R5_assembly_room_sides(cat: Catalog) -> None:
    """RULINGS R5 / p.3: a 1-2 and a 3-4 player side, 2 Parlor spaces each, 4-player spaces only
    on the large side; 2 PM's Dinner spaces (p.9 d2)."""
    assert [cat.board_side(n) for n in (1, 2, 3, 4)] == ["small", "small", "large", "large"]
    for side in cat.boards.values():
        assert sum(s.area == "parlor" for s in side) == 2
    assert not any(s.four_player for s in cat.boards["small"])
    assert any(s.four_player for s in cat.boards["large"])
    assert len(cat.pm_bonus) == 2


def test_p11_ballroom_spaces_cost_clubs_only(cat: Catalog) -> None:
    """Rulebook p.11: "Use the Club Influence shown on the action space"."""
    for side in cat.boards.values():
        for s in side:
            if s.area in ("lc", "ton"):
                assert s.cost[0] >= 1 and sum(s.cost) == s.cost[0], s.id


def test_p13_art_in_order(cat: Catalog) -> None:
    """Rulebook p.13: Silhouette, then Miniature, then Portrait."""
    assert [a.kind for a in cat.art] == ["silhouette", "miniature", "portrait"]


def test_p18_character_goals(cat: Catalog) -> None:
    """Rulebook p.18-19: in-game and end goals, Beehive flip levels, club powers."""
    ch = cat.characters
    assert {c: (ch[c].in_game_goal, ch[c].end_goal) for c in CHARACTERS} == {
        "edward": (("tea_cards", 3), ("tea_cards", 4)),
        "tuesday": (("hive_level", 3), ("hive_level", 6)),
        "alexandria": (("ton_cards", 2), ("full_ton", 5)),
        "shae": (("lc_cards", 2), ("full_lc", 5))}
    assert [ch[c].beehive_flip_level for c in CHARACTERS] == [3, 4, 5, 5]
    assert [ch[c].club_power for c in CHARACTERS] == ["double_club", "double_club",
                                                      "star_swap", "star_swap"]


def test_p17_lc_influence_goal_matches_the_example(cat: Catalog) -> None:
    """Rulebook p.17: "4 spades which will score 2 points" for an influence L&C card."""
    spade = [c for c in cat.lc if c.goal_count == "influence" and c.goal_suit == SPADE]
    assert spade
    assert all(4 // c.per * c.vp == 2 for c in spade)


def test_p20_ton_art_cards_need_a_prior_painting(cat: Catalog) -> None:
    """Rulebook p.20: the art Ton cards need the earlier painting(s), so none commissions a
    Silhouette."""
    arts = [e.art for t in cat.ton for e in t.effects if e.verb == "commission"]
    assert arts and "silhouette" not in arts


def test_every_effect_verb_is_used_by_the_data(cat: Catalog) -> None:
    """The verb vocabulary holds no verb the cards and spaces never use (no dead rules)."""
    used = {e.verb for t in cat.ton for e in t.effects}
    used |= {e.verb for s in cat.hive.values() for e in s.on_enter}
    used |= {e.verb for t in cat.bonus_tokens for e in t.effects}
    assert used == set(EFFECT_VERBS)


def test_readme_documents_every_file_verb_and_card() -> None:
    """RULINGS.md: every designed value is listed in rules_data/README.md, so each data file,
    verb, card, hive space, Tea kind and bonus token must appear there."""
    text = (DEFAULT_DIR / "README.md").read_text(encoding="utf-8")
    cat = load_catalog()
    names = [*FILES, *EFFECT_VERBS, *(t.name for t in cat.ton), *(c.name for c in cat.lc),
             *(f"`{s}`" for s in cat.hive), *(f"`{k}`" for k in cat.tea_kinds),
             *(f"`{t.id}`" for t in cat.bonus_tokens), "## Rulings we made"]
    missing = [n for n in names if n not in text]
    assert not missing


# --------------------------------------------------------------------------- broken copies
Edit = Callable[[Path], None]


def data_edit(file: str, change: Callable[[Any], None]) -> tuple[str, Edit]:
    """An edit that loads `file` as YAML, changes the data, and writes it back."""

    def edit(directory: Path) -> None:
        path = directory / file
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        change(data)
        path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")

    return file, edit


def text_edit(file: str, text: str | None) -> tuple[str, Edit]:
    """An edit that replaces the file's text (None: deletes the file)."""

    def edit(directory: Path) -> None:
        path = directory / file
        if text is None:
            path.unlink()
        else:
            path.write_text(text, encoding="utf-8")

    return file, edit


def bytes_edit(file: str, make: Callable[[bytes], bytes]) -> tuple[str, Edit]:
    """An edit of the file's raw bytes (to add what a YAML dump cannot write)."""

    def edit(directory: Path) -> None:
        path = directory / file
        path.write_bytes(make(path.read_bytes()))

    return file, edit


BOMB = ("a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
        "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\n"
        "e: [*d, *d, *d, *d, *d, *d, *d, *d, *d]\n")


def setitem(*keys: Any, value: Any) -> Callable[[Any], None]:
    def change(data: Any) -> None:
        for k in keys[:-1]:
            data = data[k]
        data[keys[-1]] = value
    return change


def delitem(*keys: Any) -> Callable[[Any], None]:
    def change(data: Any) -> None:
        for k in keys[:-1]:
            data = data[k]
        del data[keys[-1]]
    return change


def append(*keys: Any, value: Any) -> Callable[[Any], None]:
    def change(data: Any) -> None:
        for k in keys:
            data = data[k]
        data.append(value)
    return change


def rename_tea_kind(data: Any) -> None:
    data["kinds"]["gossip"] = data["kinds"].pop("parlor")
    for c in data["cards"]:
        if c["kind"] == "parlor":
            c["kind"] = "gossip"


# (test id, edit, fragments the message must contain: file, entry, field, detail)
BROKEN = [
    ("unknown key", data_edit("ballroom.yaml", setitem("ton", 0, "colour", value="red")),
     ["ballroom.yaml", "ton[0]", "Lady Jersey", "unknown field 'colour'"]),
    ("unknown top-level key", data_edit("game.yaml", setitem("weekz", value=4)),
     ["game.yaml", "unknown field 'weekz'"]),
    ("wrong type", data_edit("ballroom.yaml", setitem("lc", 2, "goal", "per", value="two")),
     ["ballroom.yaml", "lc[2].goal.per", "Lord Castlereagh", "expected an integer", "'two'"]),
    ("bool for int", data_edit("gallery.yaml", setitem("art", 1, "vp", value=True)),
     ["gallery.yaml", "art[1].vp", "Miniature", "expected an integer, got a boolean"]),
    ("list for mapping", data_edit("characters.yaml", setitem("shae", "host_token", value=["club"])),
     ["characters.yaml", "shae.host_token", "expected a mapping"]),
    ("negative cost", data_edit("assembly.yaml", setitem("sides", "small", "spaces", 0, "cost",
                                                          value={"spade": -1})),
     ["assembly.yaml", "sides.small.spaces[0].cost.spade", "parlor_1", "at least 0"]),
    ("bad suit on a card", data_edit("ballroom.yaml", setitem("ton", 1, "suit", value="cups")),
     ["ballroom.yaml", "ton[1].suit", "Mrs Drummond-Burrell", "'cups' is not one of"]),
    ("bad suit in a cost", data_edit("hive.yaml", setitem("levels", 3, "up_cost", value={"cup": 1})),
     ["hive.yaml", "levels[3].up_cost", "unknown field 'cup'"]),
    ("bad tea corner", data_edit("tea.yaml", setitem("cards", 5, "corner", value="wands")),
     ["tea.yaml", "cards[5].corner", "'wands'"]),
    ("bad crest", data_edit("ballroom.yaml", setitem("lc", 0, "crest", value="dragon")),
     ["ballroom.yaml", "lc[0].crest", "Lord Liverpool", "'dragon'"]),
    ("bad effect verb", data_edit("ballroom.yaml", setitem("ton", 2, "effects", 0, "verb",
                                                           value="dance")),
     ["ballroom.yaml", "ton[2].effects[0].verb", "Count Lieven", "'dance' is not one of"]),
    ("bad effect parameter", data_edit("hive.yaml", setitem("levels", 3, "spaces", 1, "on_enter", 0,
                                                            "action", value="ballroom")),
     ["hive.yaml", "levels[3].spaces[1].on_enter[0].action", "l3_1", "'ballroom'"]),
    ("missing effect parameter", data_edit("ballroom.yaml", delitem("ton", 0, "effects", 0, "action")),
     ["ballroom.yaml", "ton[0].effects[0].action", "Lady Jersey", "missing field",
      "'gain_action' needs action"]),
    ("effect parameter of another verb", data_edit(
        "ballroom.yaml", setitem("ton", 18, "effects", 0, "suit", value="club")),
     ["ballroom.yaml", "ton[18].effects[0]", "Mr Disraeli", "unknown field 'suit'"]),
    ("effect count zero", data_edit("ballroom.yaml", setitem("ton", 20, "effects", 0, "count", value=0)),
     ["ballroom.yaml", "ton[20].effects[0].count", "at least 1"]),
    ("unknown power", data_edit("characters.yaml", setitem("edward", "powers", 1, value="flight")),
     ["characters.yaml", "edward.powers[1]", "'flight'"]),
    ("hive link to a missing space", data_edit("hive.yaml", append("levels", 2, "spaces", 1, "up",
                                                                    value="l3_9")),
     ["hive.yaml", "levels[2].spaces[1].up[3]", "l2_1", "'l3_9'"]),
    ("hive link skipping a level", data_edit("hive.yaml", append("levels", 1, "spaces", 0, "up",
                                                                  value="l3_0")),
     ["hive.yaml", "levels[1].spaces[0].up[3]", "l1_left", "level 3"]),
    ("hive space without a way up", data_edit("hive.yaml", setitem("levels", 4, "spaces", 0, "up",
                                                                    value=[])),
     ["hive.yaml", "levels[4].spaces[0].up", "l4_0", "connected space above"]),
    ("duplicate hive space", data_edit("hive.yaml", setitem("levels", 3, "spaces", 4, "id",
                                                            value="l3_0")),
     ["hive.yaml", "levels[3].spaces[4].id", "duplicate space id 'l3_0'"]),
    ("sideways costs per distance", data_edit("hive.yaml", delitem("levels", 5, "sideways_cost", 1)),
     ["hive.yaml", "levels[5].sideways_cost", "one cost per distance"]),
    ("hive VP falling", data_edit("hive.yaml", setitem("levels", 5, "vp", value=1)),
     ["hive.yaml", "levels", "vp must rise"]),
    ("level 6 without a Crown", data_edit("hive.yaml", setitem("levels", 6, "up_cost",
                                                               value={"heart": 2})),
     ["hive.yaml", "levels[6].up_cost", "Crown"]),
    ("too few Ton cards", data_edit("ballroom.yaml", delitem("ton", 25)),
     ["ballroom.yaml", "ton", "expected 26 Ton cards", "found 25"]),
    ("too many L&C cards", data_edit("ballroom.yaml", append("lc", value={
        "name": "Mr Pitt", "suit": "club", "crest": "rose",
        "goal": {"count": "art", "per": 1, "vp": 1}})),
     ["ballroom.yaml", "lc", "expected 22 L&C cards", "found 23"]),
    ("a Tea kind with 3 cards", data_edit("tea.yaml", setitem("cards", 0, "kind", value="hive_3")),
     ["tea.yaml", "cards", "hive_2", "expected 2"]),
    ("Tea kind id not its cost", data_edit("tea.yaml", rename_tea_kind),
     ["tea.yaml", "kinds.gossip", "'parlor'"]),
    ("a fifth hive bonus token", data_edit("hive.yaml", append("bonus_tokens", value={
        "id": "extra", "name": "Extra", "effects": [{"verb": "hive_up"}]})),
     ["hive.yaml", "bonus_tokens", "expected 4", "found 5"]),
    ("duplicate whist card", data_edit("whist.yaml", append("groups", "star", 1, "ranks", value=5)),
     ["whist.yaml", "groups.regular[1].ranks", "5 of diamonds", "already in group 'star'"]),
    ("missing whist card", data_edit("whist.yaml", setitem("groups", "queen", 0, "suits",
                                                           value=["club", "spade", "diamond"])),
     ["whist.yaml", "groups", "expected 52", "found 51", "13 of hearts"]),
    ("whist rank out of range", data_edit("whist.yaml", append("groups", "regular", 1, "ranks",
                                                               value=14)),
     ["whist.yaml", "groups.regular[1].ranks[1]", "14"]),
    ("wrong fixed number", data_edit("game.yaml", setitem("vp", "per_trick", value=3)),
     ["game.yaml", "vp.per_trick", "expected 2", "found 3"]),
    ("wrong track length", data_edit("game.yaml", setitem("track_max", value=6)),
     ["game.yaml", "track_max", "expected 5", "R2"]),
    ("wrong hand size", data_edit("game.yaml", setitem("whist_hand_size", "4", value=8)),
     ["game.yaml", "whist_hand_size.4", "expected 9"]),
    ("printed row cost changed", data_edit("game.yaml", setitem("column_row_costs", 3,
                                                                value={"heart": 2})),
     ["game.yaml", "column_row_costs[3]", "2 Diamonds"]),
    ("Ballroom space id without its area", data_edit("assembly.yaml", setitem(
        "sides", "large", "spaces", 2, "id", value="lords_1")),
     ["assembly.yaml", "sides.large.spaces[2].id", "lords_1", "lc_"]),
    ("starting ranks clash", data_edit("characters.yaml", setitem("shae", "starting_rank", value=3)),
     ["characters.yaml", "starting_rank", "1, 2, 3, 4"]),
    ("invalid YAML", text_edit("ballroom.yaml", "ton: [\n  - {name: 'Lady Jersey'\n"),
     ["ballroom.yaml", "not valid YAML", "line"]),
    ("empty file", text_edit("tea.yaml", ""), ["tea.yaml", "empty"]),
    ("top level not a mapping", text_edit("gallery.yaml", "- silhouette\n"),
     ["gallery.yaml", "expected a mapping", "a list"]),
    ("missing file", text_edit("hive.yaml", None), ["hive.yaml", "cannot read"]),
    ("bad Solo action", data_edit("solo.yaml", setitem("cards", 3, "action", value="nap")),
     ["solo.yaml", "cards[3].action", "The Ton Remembers", "'nap'"]),
    ("bad advanced host suit", data_edit("advanced.yaml", setitem("goals", 1, "host_token", "a",
                                                                  value="cups")),
     ["advanced.yaml", "goals[1].host_token.a", "'cups'"]),
    ("missing personas file", text_edit("personas.yaml", None), ["personas.yaml", "cannot read"]),
    # Issue 10: what the loader used to miss, crash on or hang on.
    ("duplicate key", bytes_edit("game.yaml", lambda b: b + b"\nweeks: 4\n"),
     ["game.yaml", "line", "'weeks' appears twice"]),
    ("alias bomb", text_edit("personas.yaml", BOMB), ["personas.yaml", "line 2", "alias *a", "not allowed"]),
    ("deep nesting", text_edit("gallery.yaml", "art: " + "[" * 10_000 + "]" * 10_000 + "\n"),
     ["gallery.yaml", "line 1", "nested more than"]),
    ("a list as a key", text_edit("tea.yaml", "? [kinds]\n: 1\n"), ["tea.yaml", "line 1", "plain value"]),
    ("invalid UTF-8", bytes_edit("ballroom.yaml", lambda b: b.replace(b"Lady Jersey", b"Lady J\xe9rsey")),
     ["ballroom.yaml", "line", "not valid UTF-8"]),
    ("a mapping as a hive link", data_edit("hive.yaml", setitem("levels", 0, "spaces", 0, "up", 1,
                                                                value={"a": [1]})),
     ["hive.yaml", "levels[0].spaces[0].up[1]", "expected a string, got a mapping"]),
    ("a list as a players count", data_edit("assembly.yaml", setitem("sides", "small", "players",
                                                                     value=[[1]])),
     ["assembly.yaml", "sides.small.players[0]", "expected an integer 1-4"]),
    ("a float players count", data_edit("assembly.yaml", setitem("sides", "small", "players",
                                                                 value=[1, 2.0])),
     ["assembly.yaml", "sides.small.players[1]", "2.0"]),
    ("pm_bonus id of a board space", data_edit("assembly.yaml", setitem("pm_bonus", 1, "id",
                                                                        value="parlor_1")),
     ["assembly.yaml", "pm_bonus[1].id", "'parlor_1' is already a board space"]),
    ("duplicate pm_bonus id", data_edit("assembly.yaml", setitem("pm_bonus", 1, "id",
                                                                 value="pm_bonus_1")),
     ["assembly.yaml", "pm_bonus[1].id", "duplicate id 'pm_bonus_1'"]),
    ("duplicate goal id", data_edit("advanced.yaml", setitem("goals", 2, "id", value="art")),
     ["advanced.yaml", "goals[2].id", "duplicate id 'art'"]),
    ("duplicate bonus id", data_edit("advanced.yaml", lambda d: d["bonuses"][3].update(
        id=d["bonuses"][0]["id"])), ["advanced.yaml", "bonuses[3].id", "duplicate id"]),
    ("duplicate persona id", data_edit("personas.yaml", setitem("personas", 3, "id", value="beatrix")),
     ["personas.yaml", "personas[3].id", "duplicate id 'beatrix'"]),
    ("duplicate hive bonus token id", data_edit("hive.yaml", lambda d: d["bonus_tokens"][1].update(
        id=d["bonus_tokens"][0]["id"])), ["hive.yaml", "bonus_tokens[1].id", "duplicate id"]),
    ("goal count zero", data_edit("advanced.yaml", setitem("goals", 0, "goal", "count", value=0)),
     ["advanced.yaml", "goals[0].goal.count", "at least 1"]),
    ("goal count negative", data_edit("advanced.yaml", setitem("goals", 1, "goal", "count", value=-2)),
     ["advanced.yaml", "goals[1].goal.count", "at least 1"]),
    ("a boolean VP token", data_edit("advanced.yaml", setitem("vp_tokens", 1, value=False)),
     ["advanced.yaml", "vp_tokens[1]", "a boolean"]),
    ("rank name of rank 14", data_edit("whist.yaml", setitem("rank_names", 14, value="Emperor")),
     ["whist.yaml", "rank_names.14", "1-13"]),
    ("empty rank name", data_edit("whist.yaml", setitem("rank_names", 11, value="")),
     ["whist.yaml", "rank_names.11", "empty"]),
    ("rank names as a list", data_edit("whist.yaml", setitem("rank_names", value=["Jack"])),
     ["whist.yaml", "rank_names", "expected a mapping"]),
    ("too large", bytes_edit("tea.yaml", lambda b: b + b"#" * (2 << 20)), ["tea.yaml", "larger than"]),
]


@pytest.fixture
def data_copy(tmp_path: Path) -> Path:
    for name in FILES:
        shutil.copy(DEFAULT_DIR / name, tmp_path / name)
    return tmp_path


def test_an_unchanged_copy_loads_identically(data_copy: Path) -> None:
    """The control for the broken copies below: the YAML round trip itself breaks nothing."""
    for file in FILES:
        data_edit(file, lambda data: None)[1](data_copy)
    copy, shipped = load_catalog(data_copy), load_catalog()
    assert (copy.ton, copy.lc, copy.tea, copy.whist, copy.hive) == (
        shipped.ton, shipped.lc, shipped.tea, shipped.whist, shipped.hive)


@pytest.mark.parametrize(("edit", "fragments"), [case[1:] for case in BROKEN],
                         ids=[case[0] for case in BROKEN])
def test_broken_data_is_refused_with_a_precise_message(
        data_copy: Path, edit: tuple[str, Edit], fragments: list[str]) -> None:
    """Issue 2: a broken file fails at load, naming the file, the entry and the field."""
    edit[1](data_copy)
    with pytest.raises(RulesDataError) as info:
        load_catalog(data_copy)
    message = str(info.value)
    assert message.startswith(edit[0] + ":")
    missing = [f for f in fragments if f not in message]
    assert not missing, message


@pytest.mark.slow
def test_a_seeded_sample_of_wrong_values_is_always_a_rules_data_error() -> None:
    """tools/fuzz_rules_data.py in a short version: wrong kinds of value anywhere in any file
    are a RulesDataError, never a TypeError or a crash (issue 10)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("fuzz", Path(__file__).parents[1] / "tools" /
                                                  "fuzz_rules_data.py")
    fuzz = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fuzz)
    tried, escaped = fuzz.escapes(sample=0.01, seed=3, limit=150)
    assert tried > 50 and escaped == []
