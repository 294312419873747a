"""The Social Beehive (rulebook p.9 "The Social Beehive", p.20 Tea cards; RULINGS R3, R4)."""

from __future__ import annotations

import pytest
from helpers import act, card, give_tea, new_game, pay_cheapest, pending, set_influence

from apistocracy_gui.engine import Action, Game
from apistocracy_gui.engine.catalog import Cost
from apistocracy_gui.engine.hive import moves
from apistocracy_gui.engine.week import placements

QUEEN = card("club", 13)
FOUR_SUITS = [card("club", 5), card("spade", 5), card("diamond", 5), card("heart", 5)]


@pytest.fixture
def g() -> Game:
    """Lady Alexandria (seat 0, first player) and Lord Shae: neither has a hive power that
    acts below level 5."""
    return new_game(("alexandria", "shae"))


def stage(g: Game, seat: int, brooch: str, hand: list[int] = ()) -> None:  # type: ignore[assignment]
    """Put the Brooch on `brooch` with exactly `hand` as influence."""
    set_influence(g, seat, hand=hand)
    g.st.players[seat].brooch = brooch


def move_costs(g: Game, seat: int) -> dict[str, Cost]:
    return {dest: c for dest, c, _tea, _up in moves(g, seat)}


def value(c: Cost) -> int:
    """A cost's worth for ordering: a Crown outweighs one of each suit (p.5)."""
    return sum(n << i for i, n in enumerate(c))


def test_start_to_level_one_is_free_p9a(g: Game) -> None:
    """p.9 a: "Moving from the start level to level 1 does not require influence ... move your
    Brooch up to either the left or right space"."""
    stage(g, 0, "start")
    act(g, "place", "beehive")
    assert {a.args for a in pending(g, "HiveMove").legal(g)} == {("l1_left",), ("l1_right",)}
    act(g, "move", "l1_right")
    assert g.st.players[0].brooch == "l1_right" and g.current_player == 1


def test_upward_move_pays_the_level_cost_p9_r4(g: Game) -> None:
    """p.9: "Use the required influence based on your move" (R4: the cost of entering the
    level above, `hive.yaml`)."""
    stage(g, 0, "l1_left", [card("club", 5)])
    act(g, "place", "beehive")
    act(g, "move", "l2_0")
    pending(g, "Payment")
    pay_cheapest(g)
    p = g.st.players[0]
    assert p.brooch == "l2_0" and p.hand == [] and p.discard == [card("club", 5)]


def test_up_moves_follow_the_graph_and_sideways_moves_reach_four_spaces_p9_r4(g: Game) -> None:
    """p.9: "up 1 level to a connected space or sideways 1 to 4 spaces"."""
    stage(g, 0, "l2_0")
    costs = move_costs(g, 0)
    assert {d for d in costs if d.startswith("l3")} == set(g.cat.hive["l2_0"].up)
    assert {d for d in costs if d.startswith("l2")} == {"l2_1", "l2_2", "l2_3", "l2_4"}
    stage(g, 0, "l2_2")
    assert {d for d in move_costs(g, 0) if d.startswith("l2")} == {"l2_0", "l2_1", "l2_3", "l2_4"}
    for level in g.cat.hive_levels:
        assert len(level.sideways_cost) == max(0, len(level.spaces) - 1) <= 4


def test_costs_rise_with_level_and_distance_r4(g: Game) -> None:
    """R4: "costs rise with level and distance"."""
    levels = g.cat.hive_levels
    ups = [value(lv.up_cost) for lv in levels[1:]]
    assert ups == sorted(ups) and len(set(ups)) == len(ups)
    for lv in levels:
        side = [value(c) for c in lv.sideways_cost]
        assert side == sorted(side)
    for d in range(4):
        row = [value(lv.sideways_cost[d]) for lv in levels if len(lv.sideways_cost) > d]
        assert row == sorted(row)


def test_crossing_level_four_costs_two_hearts_p9(g: Game) -> None:
    """p.9: "to move all the way across on L4, 2 hearts are required"."""
    stage(g, 0, "l4_0", [card("heart", 5)])
    assert move_costs(g, 0)["l4_4"] == (0, 0, 0, 2, 0)
    act(g, "place", "beehive")
    legal = {a.args[0] for a in g.legal_actions()}
    assert "l4_1" in legal and "l4_4" not in legal


def test_level_six_needs_a_crown_p9b(g: Game) -> None:
    """p.9 b: "A Crown Influence is required to move to the 6th level" (a Queen card, or one
    of each suit in lieu, p.5)."""
    stage(g, 0, "l5_0", [card("heart", 5), card("heart", 6), card("heart", 7)])
    assert move_costs(g, 0)["queens_ball"] == (0, 0, 0, 0, 1)
    act(g, "place", "beehive")
    assert Action("move", ("queens_ball",)) not in g.legal_actions()
    for hand in ([QUEEN], FOUR_SUITS):
        h = new_game(("alexandria", "shae"))
        stage(h, 0, "l5_0", hand)
        act(h, "place", "beehive")
        act(h, "move", "queens_ball")
        pay_cheapest(h)
        assert h.st.players[0].brooch == "queens_ball"


def test_queens_favorite_goes_to_the_first_only_p9b(g: Game) -> None:
    """p.9 b: "The first player to reach the top of the beehive (level 6) claims the Queen's
    Favorite Token"; players may share spaces (p.9)."""
    stage(g, 0, "l5_0", [QUEEN])
    stage(g, 1, "l5_2", [card("spade", 13)])
    for seat in (0, 1):
        assert g.current_player == seat
        act(g, "place", "beehive")
        act(g, "move", "queens_ball")
        pay_cheapest(g)
        assert g.st.queens_favorite == 0
    assert [p.brooch for p in g.st.players] == ["queens_ball", "queens_ball"]


def test_pm_dinner_is_a_shortcut_to_level_six_p9d1(g: Game) -> None:
    """p.9 d1: Dinner with the Prime Minister (centre of level 4) is a shortcut to level 6."""
    pm = next(s for s in g.cat.hive.values() if s.pm_dinner)
    level4 = g.cat.hive_levels[4].spaces
    assert pm.level == 4 and pm.id == level4[len(level4) // 2]
    assert "queens_ball" in pm.up
    assert not any("queens_ball" in g.cat.hive[s].up for s in level4 if s != pm.id)
    stage(g, 0, pm.id)
    assert move_costs(g, 0)["queens_ball"] == (0, 0, 0, 0, 1)


def test_pm_dinner_bonus_spaces_only_for_a_brooch_there_p9d2(g: Game) -> None:
    """p.9 d2: with the Brooch on the PM's Dinner, the player may place on one of the 2 bonus
    action spaces and gain a Parlor Action; nobody else may."""
    bonus = {"pm_bonus_1", "pm_bonus_2"}
    stage(g, 0, "l4_1")
    stage(g, 1, "l4_2")
    assert not bonus & {a.args[0] for a in placements(g, 0)}
    assert bonus <= {a.args[0] for a in placements(g, 1)}
    g.st.players[0].brooch = "l4_2"
    star = g.st.parlor[1]
    act(g, "place", "pm_bonus_1")
    pending(g, "ParlorAction")
    act(g, "star", 1)
    act(g, "done")
    assert star in g.st.players[0].discard
    assert {a.args[0] for a in placements(g, 1)} & bonus == {"pm_bonus_2"}


def test_pm_dinner_bonus_spaces_need_a_face_up_star_card_p9d2(g: Game) -> None:
    """p.9 d2: the bonus spaces give a Parlor Action; like the Parlor spaces (p.10) they are
    closed while no Star card is face-up (Star deck and its discards exhausted)."""
    stage(g, 0, "l4_2")
    g.st.players[1].discard.extend(g.st.parlor + g.st.star_deck)
    g.st.parlor, g.st.star_deck[:] = [-1, -1, -1], []
    assert not {"pm_bonus_1", "pm_bonus_2", "parlor_1"} & {a.args[0] for a in placements(g, 0)}


def test_sideways_move_into_a_bonus_token_space_p9c(g: Game) -> None:
    """p.9 c: "Immediately upon moving into a space with a Bonus Token" - sideways too."""
    g.st.hive_bonus = {"l2_1": "parlor_b"}
    stage(g, 0, "l2_0", [card("club", 5)])
    act(g, "place", "beehive")
    act(g, "move", "l2_1")
    pay_cheapest(g)
    pending(g, "BonusChoice")


def test_bonus_token_taken_then_removed_p9c(g: Game) -> None:
    """p.9 c: upon moving into a space with a Bonus Token the player chooses whether to take
    it, "and the Bonus Token is removed from the game"."""
    g.st.hive_bonus = {"l2_1": "parlor_a"}
    stage(g, 0, "l1_left", [card("club", 5)])
    act(g, "place", "beehive")
    act(g, "move", "l2_1")
    pay_cheapest(g)
    assert {a.args[0] for a in pending(g, "BonusChoice").legal(g)} == {"take", "decline"}
    act(g, "bonus", "take")
    pending(g, "ParlorAction")
    assert g.st.hive_bonus == {}
    act(g, "star", 0)
    act(g, "done")
    stage(g, 1, "l1_left", [card("club", 6)])
    act(g, "place", "beehive")
    act(g, "move", "l2_1")
    pay_cheapest(g)
    assert g.current_player == 0 and g.pending_kind() == "PlaceCard"


def test_bonus_token_declined_is_removed_too_p9c(g: Game) -> None:
    """p.9 c: declining gains nothing, and the token leaves the game anyway."""
    g.st.hive_bonus = {"l2_1": "parlor_a"}
    stage(g, 0, "l1_left", [card("club", 5)])
    act(g, "place", "beehive")
    act(g, "move", "l2_1")
    pay_cheapest(g)
    act(g, "bonus", "decline")
    assert g.st.hive_bonus == {} and g.current_player == 1


def test_bonus_token_with_a_club_cost_p9c(g: Game) -> None:
    """p.9 c: "Use 1 club, then Gain 1 Queen Card": only offered when the club can be paid."""
    g.st.hive_bonus = {"l2_1": "queen"}
    stage(g, 0, "l1_left", [card("club", 5), card("club", 6)])
    act(g, "place", "beehive")
    act(g, "move", "l2_1")
    act(g, "pay", "unit", "card", card("club", 5), 1)
    act(g, "bonus", "take")
    pay_cheapest(g)
    p = g.st.players[0]
    assert p.hand == [] and any(g.cat.whist[c].group == "queen" for c in p.discard)
    h = new_game(("alexandria", "shae"))
    h.st.hive_bonus = {"l2_1": "queen"}
    stage(h, 0, "l1_left", [card("club", 5)])
    act(h, "place", "beehive")
    act(h, "move", "l2_1")
    pay_cheapest(h)
    assert h.legal_actions() == [Action("bonus", ("decline",))]


@pytest.mark.parametrize("space,then", [("l3_1", "TeaKeep"), ("l3_3", "ParlorAction")])
def test_events_trigger_on_entering_p9_r4(g: Game, space: str, then: str) -> None:
    """R4: level 3 holds the Marchioness' Tea and Coffee with the PM, whose icons are gained
    for free on entering (p.8 "Whenever you gain one of these icons ...")."""
    stage(g, 0, "l2_2", [card("spade", 5)])
    act(g, "place", "beehive")
    act(g, "move", space)
    pay_cheapest(g)
    pending(g, then)
    assert g.cat.hive[space].event


def test_tea_card_replaces_an_upward_move_cost_p20(g: Game) -> None:
    """p.20: trash the Tea card in lieu of the influence to move to its level "from the level
    directly below it"; R6.4: the card is trashed."""
    tea = give_tea(g, 0, "hive_2")
    stage(g, 0, "l1_left")
    act(g, "place", "beehive")
    assert {a.args[0] for a in g.legal_actions()} == set(g.cat.hive["l1_left"].up)
    act(g, "move", "l2_0")
    assert g.legal_actions() == [Action("tea", (tea,))]
    act(g, "tea", tea)
    p = g.st.players[0]
    assert p.brooch == "l2_0" and p.tea == [] and g.st.tea_trash == [tea]


@pytest.mark.parametrize("kind,brooch", [("hive_3", "l1_left"), ("hive_5", "l5_0"),
                                         ("hive_4", "l4_0"), ("hive_5", "l4_2")])
def test_tea_card_only_for_its_level_from_below_p20(g: Game, kind: str, brooch: str) -> None:
    """p.20: the hive Tea cards serve levels 2-5 only, for the move up into their own level:
    not another level, not a sideways move, not the Crown of level 6."""
    give_tea(g, 0, kind)
    stage(g, 0, brooch)
    level = g.cat.hive[brooch].level
    affordable = {a.args[0] for a in g.legal_actions() if a.args == ("beehive",)}
    if int(kind[-1]) != level + 1:
        assert not affordable
    else:
        act(g, "place", "beehive")
        dests = {a.args[0] for a in g.legal_actions()}
        assert dests and all(g.cat.hive[d].level == level + 1 for d in dests)
        assert "queens_ball" not in dests


def test_beehive_space_takes_any_number_of_cards_p9(g: Game) -> None:
    """p.9: the Beehive action space "is the only one in the game not limited to one card"."""
    for k, seat in enumerate((0, 1, 0)):
        stage(g, seat, g.st.players[seat].brooch, [card("club", 5 + k)])
        act(g, "place", "beehive")
        act(g, "move", g.legal_actions()[0].args[0])
        pay_cheapest(g)
    assert g.st.beehive_cards == [0, 1, 0]
