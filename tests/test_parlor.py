"""The Parlor (rulebook p.10 "Taking a Parlor Action", p.14 refresh, p.20 the Parlor Tea
card; RULINGS R6.1)."""

from __future__ import annotations

import pytest
from helpers import act, card, give_tea, new_game, pay_cheapest, pending, pull, set_influence

from apistocracy_gui.engine import Action, Game

SPADE = card("spade", 5)


@pytest.fixture
def g() -> Game:
    """Lady Tuesday (starting rank 2) is seat 0 and first; parlor_1 costs one Spade on both
    board sides."""
    return new_game(("tuesday", "alexandria"))


def set_parlor(g: Game, cards: list[int]) -> None:
    """Lay out `cards` face-up in the Parlor; the cards they replace go under the Star deck."""
    old = [c for c in g.st.parlor if c not in cards]
    for cid in cards:
        pull(g, cid)
    g.st.star_deck[0:0] = [c for c in old if c >= 0]
    g.st.parlor = list(cards)


def take_parlor(g: Game, slot: int, hand: tuple[int, ...] = (SPADE,)) -> None:
    """With exactly `hand` as influence, place on parlor_1, pay the Spade (the Spade card is
    the cheapest way) and gain the Star card in `slot`."""
    set_influence(g, 0, hand=hand)
    act(g, "place", "parlor_1")
    pay_cheapest(g)
    act(g, "star", slot)


def test_star_card_goes_to_the_discard_pile_and_the_space_refills_p10(g: Game) -> None:
    """p.10: gain 1 of the 3 face-up Star cards into the discard pile; "Refill the empty card
    space with the top card from the Star Deck"."""
    star, top = g.st.parlor[2], g.st.star_deck[-1]
    take_parlor(g, 2)
    assert star in g.st.players[0].discard and star not in g.st.players[0].hand
    act(g, "done")
    assert g.st.parlor[2] == top and len(g.st.star_deck) == 16 - 4


@pytest.mark.parametrize("zone", ["hand", "discard", "draw"])
def test_trash_one_card_from_hand_discard_or_draw_deck_p10(g: Game, zone: str) -> None:
    """p.10: "You may trash 1 card from either your hand, discard pile or draw deck"; a
    trashed card is removed from the game."""
    set_parlor(g, [card("club", 11), card("spade", 11), card("heart", 11)])
    p = g.st.players[0]
    victim = card("heart", 2)
    if zone == "hand":
        take_parlor(g, 0, (SPADE, victim))
    else:
        pull(g, victim)
        getattr(p, zone).append(victim)
        take_parlor(g, 0)
    legal = pending(g, "TrashChoice").legal(g)
    assert Action("trash", (zone, victim)) in legal and Action("done") in legal
    act(g, "trash", zone, victim)
    assert victim not in p.hand + p.discard + p.draw and victim in g.st.whist_trash
    assert g.current_player == 1 and g.pending_kind() == "PlaceCard"


def test_trashing_is_optional_p10(g: Game) -> None:
    """p.10: you *may* trash a card."""
    take_parlor(g, 0)
    act(g, "done")
    assert g.st.whist_trash == [] and g.current_player == 1


def test_a_ten_lets_you_trash_up_to_two_p10_r6_1(g: Game) -> None:
    """p.10 3.a / R6.1: when the Star card gained is a 10, trash up to 2 cards instead of 1."""
    set_parlor(g, [card("club", 10), card("spade", 11), card("heart", 11)])
    take_parlor(g, 0)
    p = g.st.players[0]
    first, second = card("heart", 2), card("diamond", 2)
    act(g, "trash", "hand" if first in p.hand else "draw", first)
    pending(g, "TrashChoice")
    act(g, "trash", "hand" if second in p.hand else "draw", second)
    assert {first, second} <= set(g.st.whist_trash) and g.current_player == 1


def test_a_ten_allows_stopping_after_one_r6_1(g: Game) -> None:
    """R6.1: "up to 2": one trash and then stop."""
    set_parlor(g, [card("club", 10), card("spade", 11), card("heart", 11)])
    take_parlor(g, 0)
    act(g, "trash", "draw", g.st.players[0].draw[0])
    act(g, "done")
    assert len(g.st.whist_trash) == 1 and g.current_player == 1


def test_parlor_tea_card_replaces_the_cost_and_gives_two_stars_p20(g: Game) -> None:
    """p.20: trash the Tea card in lieu of the influence for a Parlor Action AND gain 2 Star
    cards instead of 1."""
    tea = give_tea(g, 0, "parlor")
    set_influence(g, 0)
    stars = list(g.st.parlor)
    act(g, "place", "parlor_1")
    assert g.legal_actions() == [Action("tea", (tea,))]
    act(g, "tea", tea)
    act(g, "star", 0)
    pending(g, "ParlorAction")
    act(g, "star", 1)
    act(g, "done")
    p = g.st.players[0]
    assert sorted(stars[:2]) == sorted(c for c in p.discard if c in stars)
    assert tea in g.st.tea_trash and p.tea == []
    assert -1 not in g.st.parlor and stars[2] in g.st.parlor


def test_parlor_tea_card_is_optional_p20(g: Game) -> None:
    """p.20 "Tea Cards may be used in 1 of 2 ways": paying influence keeps the Tea card."""
    tea = give_tea(g, 0, "parlor")
    set_influence(g, 0, hand=[SPADE])
    act(g, "place", "parlor_1")
    assert set(g.legal_actions()) == {Action("tea", (tea,)), Action("influence")}
    act(g, "influence")
    pay_cheapest(g)
    act(g, "star", 0)
    assert g.pending_kind() == "TrashChoice" and g.st.players[0].tea == [tea]


def test_star_deck_reshuffles_its_discard_pile_p14(g: Game) -> None:
    """p.14: "If the Star Deck runs out, reshuffle its discards to create a new deck"."""
    st = g.st
    spare = list(st.star_deck)
    st.star_deck.clear()
    st.star_discard[:] = spare
    take_parlor(g, 1)
    act(g, "done")
    assert st.parlor[1] in spare and st.star_discard == []
    assert sorted(st.star_deck + [st.parlor[1]]) == sorted(spare)
