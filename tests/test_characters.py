"""The four characters' host abilities (rulebook p.18-19 "Character Host Abilities", "Special
Club Power"; RULINGS R1)."""

from __future__ import annotations

import pytest
from helpers import act, card, give_tea, new_game, pay_cheapest, pending, set_influence

from apistocracy_gui.engine import Action, Game
from apistocracy_gui.engine.characters import check_goals
from apistocracy_gui.engine.influence import affordable, sources
from apistocracy_gui.engine.week import placements

OPPONENT = {"edward": "tuesday", "tuesday": "edward", "alexandria": "shae", "shae": "alexandria"}
HEART = card("heart", 5)


def game_for(character: str) -> Game:
    """`character` in seat 0 with the turn (the opponent in seat 1 goes At Home first)."""
    g = new_game((character, OPPONENT[character]))
    if g.current_player != 0:
        act(g, "place", "home")
        act(g, "suit", 0)
    assert g.current_player == 0
    return g


def reach_goal(g: Game, character: str) -> None:
    """Take the action that completes `character`'s in-game goal (p.18)."""
    p = g.st.players[0]
    if character == "edward":  # a third Tea card
        give_tea(g, 0, "hive_2")
        give_tea(g, 0, "hive_3")
        set_influence(g, 0, hand=[card("club", 5)])
        act(g, "place", "tea_1")
        pay_cheapest(g)
        act(g, "keep", pending(g, "TeaKeep").drawn[0])
    elif character == "tuesday":  # Level 3 on the beehive
        set_influence(g, 0, hand=[card("spade", 5)])
        p.brooch = "l2_0"
        act(g, "place", "beehive")
        act(g, "move", "l3_0")
        pay_cheapest(g)
    else:  # a second Ton (Alexandria) or L&C (Shae) card on the mat
        kind = "ton" if character == "alexandria" else "lc"
        deck = g.st.ton_deck if kind == "ton" else g.st.lc_deck
        getattr(p, kind).append(deck.pop())
        set_influence(g, 0, hand=[card("club", 5), card("club", 6)])
        act(g, "place", f"{kind}_1")
        pay_cheapest(g)
        act(g, "column", "place")
        pay_cheapest(g)


@pytest.mark.parametrize("character", ["edward", "tuesday", "alexandria", "shae"])
def test_in_game_goal_flips_and_untwirls_the_host_token_p18(character: str) -> None:
    """p.18 and p.5: on the first host goal "untwirl your Host Token and flip it to side B"."""
    g = game_for(character)
    p = g.st.players[0]
    reach_goal(g, character)
    assert p.goal_done and p.host_b and not p.host_twirled
    ch = g.cat.characters[character]
    host = next(s for s in sources(g.cat, p) if s.key == ("host",))
    assert host.level == ch.host_b and ch.host_b > ch.host_a


@pytest.mark.parametrize("character", ["edward", "tuesday", "alexandria", "shae"])
def test_goal_not_reached_one_short_p18(character: str) -> None:
    """p.18: one short of the goal (2 Tea cards, Level 2, one card in the column) changes
    nothing."""
    g = game_for(character)
    p = g.st.players[0]
    if character == "edward":
        give_tea(g, 0, "hive_2")
        give_tea(g, 0, "hive_3")
    elif character == "tuesday":
        p.brooch = "l2_0"
    else:
        kind = "ton" if character == "alexandria" else "lc"
        getattr(p, kind).append((g.st.ton_deck if kind == "ton" else g.st.lc_deck).pop())
    check_goals(g, 0)
    assert not p.goal_done and not p.host_b


@pytest.mark.parametrize("character,level", [("edward", 3), ("tuesday", 4), ("alexandria", 5),
                                             ("shae", 5)])
def test_beehive_token_flips_on_reaching_its_level_p19(character: str, level: int) -> None:
    """p.19: the Beehive Influence token turns to side B on Level 3 (Edward), 4 (Tuesday),
    5 (Alexandria, Shae), and is then a source of influence (p.5); not a level earlier."""
    for target in (level - 1, level):
        g = game_for(character)
        p = g.st.players[0]
        below = g.cat.hive_levels[target - 1].spaces[0]
        set_influence(g, 0, hand=[HEART])
        p.brooch = below
        act(g, "place", "beehive")
        act(g, "move", g.cat.hive[below].up[0])
        pay_cheapest(g)
        assert g.cat.hive[p.brooch].level == target
        assert p.hive_b == (target == level)
        assert (("hive",) in [s.key for s in sources(g.cat, p)]) == (target == level)


def climb(g: Game, brooch: str, dest: str) -> None:
    set_influence(g, 0, hand=[HEART])
    g.st.players[0].brooch = brooch
    act(g, "place", "beehive")
    act(g, "move", dest)
    pay_cheapest(g)


def test_tuesday_free_sideways_move_after_climbing_p18_r7_4() -> None:
    """p.18: after her goal Lady Tuesday gains "a bonus sideways move on the beehive when they
    move up the remaining levels" without using influence; she may also stay. R7.4: it is a
    sideways move as p.9 defines it, 1 to 4 spaces on the level just entered."""
    g = game_for("tuesday")
    g.st.players[0].goal_done = True
    climb(g, "l3_4", "l4_4")
    assert {a.args for a in pending(g, "SidewaysBonus").legal(g)} == {
        ("l4_3",), ("l4_2",), ("l4_1",), ("l4_0",), ()}
    act(g, "move", "l4_0")  # all the way across level 4, which would cost 2 Hearts (p.9)
    p = g.st.players[0]
    assert p.brooch == "l4_0" and p.hand == [] and g.current_player == 1
    h = game_for("tuesday")
    h.st.players[0].goal_done = True
    climb(h, "l3_4", "l4_4")
    act(h, "skip")
    assert h.st.players[0].brooch == "l4_4" and h.current_player == 1


@pytest.mark.parametrize("character,goal,brooch,dest", [
    ("tuesday", False, "l2_4", "l3_4"),  # the climb that reaches the goal is not "remaining"
    ("tuesday", True, "l5_2", "queens_ball"),  # level 6 has no sideways space
    ("edward", True, "l3_4", "l4_4"),  # Lady Tuesday's power only
])
def test_no_sideways_bonus_otherwise_p18(character: str, goal: bool, brooch: str, dest: str) -> None:
    """p.18: the free sideways move is Lady Tuesday's, after her goal, above Level 3."""
    g = game_for(character)
    g.st.players[0].goal_done = goal
    if dest == "queens_ball":
        set_influence(g, 0, hand=[card("club", 13)])
        g.st.players[0].brooch = brooch
        act(g, "place", "beehive")
        act(g, "move", dest)
        pay_cheapest(g)
    else:
        climb(g, brooch, dest)
    assert g.pending_kind() != "SidewaysBonus" and g.current_player == 1


@pytest.mark.parametrize("character", ["alexandria", "shae"])
def test_free_ballroom_entry_after_the_goal_p18(character: str) -> None:
    """p.18: after the goal Lady Alexandria and Lord Shae "may enter the ballroom without
    using the club influence" (the row cost on the mat is still paid)."""
    g = game_for(character)
    set_influence(g, 0)
    assert not any(a.args[0][:2] in ("lc", "to") for a in placements(g, 0))
    g.st.players[0].goal_done = True
    offered = {a.args[0] for a in placements(g, 0)}
    assert {"lc_1", "lc_2", "ton_1", "ton_2"} <= offered
    g.st.players[0].lc.append(g.st.lc_deck.pop())
    act(g, "place", "lc_2")
    pending(g, "ColumnChoice")
    act(g, "column", "place")
    assert pending(g, "Payment").cost == g.cat.row_costs[1]


@pytest.mark.parametrize("character,double", [("edward", True), ("tuesday", True),
                                              ("alexandria", False), ("shae", False)])
def test_double_club_starting_card_p19(character: str, double: bool) -> None:
    """p.19: Lord Edward's and Lady Tuesday's club card "may be used as either 1 or 2 clubs
    when discarded"; the others' club card and other clubs pay 1."""
    g = game_for(character)
    club = card("club", g.cat.characters[character].starting_rank)
    set_influence(g, 0, hand=[club])
    assert affordable((2, 0, 0, 0, 0), sources(g.cat, g.st.players[0])) == double
    set_influence(g, 0, hand=[card("club", 5)])
    assert not affordable((2, 0, 0, 0, 0), sources(g.cat, g.st.players[0]))
    if double:
        set_influence(g, 0, hand=[club, card("spade", 5)])
        act(g, "place", "lc_2")
        units = {a.args for a in g.legal_actions() if a.args[:3] == ("unit", "card", club)}
        assert units == {("unit", "card", club, 1), ("unit", "card", club, 2)}
        act(g, "pay", "unit", "card", club, 2)
        assert g.pending_kind() == "ColumnChoice" and g.st.players[0].hand == [card("spade", 5)]


@pytest.mark.parametrize("character", ["alexandria", "shae"])
@pytest.mark.parametrize("zone", ["hand", "discard"])
def test_star_swap_club_power_p19(character: str, zone: str) -> None:
    """p.19: Lady Alexandria's and Lord Shae's club card "may be trashed at any time during
    their turn and replaced with a Star Card from the parlor ... directly into their hand.
    This is a one time power ... even if the club card is in their discard pile. It does not
    count as their action"; the Parlor space refills."""
    g = game_for(character)
    p = g.st.players[0]
    club = card("club", g.cat.characters[character].starting_rank)
    set_influence(g, 0, hand=[club] if zone == "hand" else [])
    if zone == "discard":
        p.draw.remove(club)
        p.discard.append(club)
    star, top = g.st.parlor[1], g.st.star_deck[-1]
    assert len([a for a in g.legal_actions() if a.kind == "club_power"]) == 3
    act(g, "club_power", 1)
    assert star in p.hand and club in g.st.whist_trash and club not in p.hand + p.discard
    assert g.st.parlor[1] == top and p.club_power_used
    assert g.current_player == 0 and g.pending_kind() == "PlaceCard" and p.calling == 4
    assert not [a for a in g.legal_actions() if a.kind == "club_power"]


def test_star_swap_only_on_own_turn_and_only_for_its_owners_p19() -> None:
    """p.19: "during their turn"; Lord Edward and Lady Tuesday have no such power."""
    g = new_game(("edward", "alexandria"))
    assert g.current_player == 0
    assert not [a for a in g.legal_actions() if a.kind == "club_power"]
    act(g, "place", "home")
    assert g.pending_kind() == "GainInfluence"
    assert Action("club_power", (0,)) not in g.legal_actions()
    act(g, "suit", 0)
    assert g.current_player == 1 and Action("club_power", (0,)) in g.legal_actions()
