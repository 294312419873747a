"""Weeks and turns of the Season Phase (rulebook p.7-8 "Game Structure", "Start of the Week
Clarifications", "The Season Phase"; p.14 "At the End of Each Week"; RULINGS R3)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from helpers import act, card, new_game, pull, refresh, set_influence

from apistocracy_gui.engine import Game
from apistocracy_gui.engine.week import EndWeek, placements

THREE = ("edward", "tuesday", "alexandria")


def run_week_end(g: Game) -> None:
    """Run the week reset now (and the next week's start), as the last turn of a week does."""
    g.st.stack.clear()
    g.push(EndWeek(-1))
    g._advance()


def stage_deck(g: Game, seat: int, draw: list[int], discard: list[int]) -> None:
    p = g.st.players[seat]
    for cid in draw + discard:
        pull(g, cid)
    p.draw[:] = draw
    p.discard[:] = discard
    refresh(g)


def test_start_of_week_draws_four_p7() -> None:
    """p.7: "Draw 4 cards from your Draw Deck" (week 1: the 4 starting cards)."""
    g = new_game(THREE)
    for p in g.st.players:
        assert len(p.hand) == 4 and p.draw == [] and p.discard == []


def test_empty_deck_reshuffles_the_discard_pile_p7() -> None:
    """p.7: when the deck is empty, shuffle the discard pile into the Draw Deck "and continue
    drawing until you have 4 cards": the card still in the deck is drawn first."""
    g = new_game()
    p = g.st.players[0]
    last = card("heart", 9)
    pile = [card("club", 1), card("spade", 1), card("diamond", 1), card("heart", 1), card("spade", 5)]
    set_influence(g, 0)
    stage_deck(g, 0, [last], pile)
    run_week_end(g)
    assert len(p.hand) == 4 and last in p.hand
    assert sorted(p.hand + p.draw) == sorted(pile + [last]) and p.discard == []


def test_week_reset_p14() -> None:
    """p.14 "At the End of Each Week": hand to the discard pile, Calling Cards back, tokens
    untwirled, Parlor and Ballroom cards discarded and replaced, First Player token passed
    clockwise, the Queen tracker to the next week."""
    g = new_game(THREE)
    st, p = g.st, g.st.players[0]
    hand = [card("club", 1), card("spade", 1)]
    draw = [card("heart", r) for r in (5, 6, 7, 8)]
    set_influence(g, 0, hand=hand)
    stage_deck(g, 0, draw, [])
    p.hive_b = p.hive_twirled = p.host_twirled = p.home_used = True
    p.calling = 0
    st.occupied["parlor_1"] = 0
    parlor, ballroom = list(st.parlor), dict(st.ballroom)
    run_week_end(g)
    assert sorted(p.discard) == sorted(hand) and sorted(p.hand) == sorted(draw)
    assert p.calling == 4 and not (p.host_twirled or p.hive_twirled or p.home_used)
    assert st.occupied == {} and st.beehive_cards == []
    assert sorted(st.star_discard) == sorted(parlor)
    assert len(st.parlor) == 3 and not set(st.parlor) & set(parlor) and -1 not in st.parlor
    assert sorted(st.lc_discard + st.ton_discard) == sorted(ballroom.values())
    assert all(c >= 0 for c in st.ballroom.values())
    assert not set(st.ballroom.values()) & set(st.lc_discard + st.ton_discard)
    assert st.week == 2 and st.first == 1 and g.current_player == 1


def test_first_player_token_wraps_clockwise_p4() -> None:
    """p.4: "At the beginning of subsequent weeks the First Player Token moves clockwise"."""
    g = new_game(THREE)
    g.st.first = 2
    run_week_end(g)
    assert g.st.first == 0 and g.current_player == 0


def test_turns_go_clockwise_from_the_first_player_p8() -> None:
    """p.8: players take turns beginning with the First Player and moving clockwise."""
    g = new_game(("shae", "alexandria", "tuesday"))
    seats = []
    for _ in range(3):
        seats.append(g.current_player)
        act(g, "place", "home")
        act(g, "suit", 0)
    assert seats == [2, 0, 1] and g.current_player == 2


def test_no_affordable_space_places_on_the_beehive_without_moving_r3() -> None:
    """R3: a player with no space they can pay for places the card on the Beehive space
    without moving; it counts as their turn."""
    g = new_game()
    p = g.st.players[0]
    set_influence(g, 0)
    p.brooch, p.home_used = "l2_0", True
    assert [a.args for a in g.legal_actions()] == [("beehive_stay",)]
    act(g, "place", "beehive_stay")
    assert p.brooch == "l2_0" and p.calling == 3 and g.st.beehive_cards == [0]
    assert g.current_player == 1


def test_players_without_calling_cards_are_skipped_r3() -> None:
    """R3: players whose cards are all placed are skipped."""
    g = new_game(THREE)
    g.st.players[1].calling = 0
    act(g, "place", "home")
    act(g, "suit", 0)
    assert g.current_player == 2


def test_an_occupied_space_takes_no_second_card_p8() -> None:
    """p.8: place your Calling Card on an *unoccupied* space (only the Beehive is shared)."""
    g = new_game()
    set_influence(g, 0, hand=[card("spade", 5)])
    act(g, "place", "parlor_1")
    act(g, "pay", "cheapest")
    act(g, "star", 0)
    act(g, "done")
    assert g.current_player == 1
    assert "parlor_1" not in {a.args[0] for a in placements(g, 1)}


@pytest.mark.parametrize("players,seed", [(("edward", "tuesday"), 3), (THREE, 4),
                                          (THREE + ("shae",), 5)])
def test_four_calling_cards_per_player_per_week_r3(players: tuple[str, ...], seed: int) -> None:
    """p.8, RULINGS numbers: 4 weeks, 4 Calling Cards per player per week; nobody is stuck."""
    g = new_game(players, seed)
    rng = random.Random(seed)
    placed: Counter = Counter()
    while g.st.phase == "season":
        legal = g.legal_actions()
        assert legal
        a = rng.choice(legal)
        if g.pending_kind() == "PlaceCard" and a.kind == "place":
            placed[g.st.week, g.current_player] += 1
        g.apply(a)
    assert placed == {(w, s): 4 for w in range(1, 5) for s in range(len(players))}
