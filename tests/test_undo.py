"""Undo, redo and illegal actions (issue 2 "The engine: public API" and "Undo snapshots":
undo stops at the last action that revealed hidden information unless `casual_undo`)."""

from __future__ import annotations

import random

import pytest
from helpers import act, card, new_game, pay_cheapest, play_random, set_influence

from apistocracy_gui.engine import Action, Game, IllegalAction

THREE = ("edward", "tuesday", "alexandria")


@pytest.mark.parametrize("seed", range(4))
def test_undo_then_redo_gives_the_identical_state(seed: int) -> None:
    """Undo restores the state before the action exactly; redo replays it to the same hash
    (the RNG lives in the state). Checked after every action of a casual-undo playout."""
    g = new_game(THREE, seed, casual_undo=True)
    rng = random.Random(seed)
    while g.st.phase == "season":
        before, log = g.state_hash(), len(g.log)
        g.apply(rng.choice(g.legal_actions()))
        after = g.state_hash()
        assert g.undo() and g.state_hash() == before and len(g.log) == log
        assert g.can_redo and g.redo() and g.state_hash() == after and not g.can_redo


def test_undo_walks_back_a_whole_season_across_checkpoints() -> None:
    """Issue 15: undo restores the nearest checkpoint and replays the actions since, so
    undoing many actions in a row (across several checkpoints) gives back every earlier
    state, log included, and redoing them all gives back the end state."""
    g = new_game(THREE, 5, casual_undo=True)
    rng = random.Random(5)
    seen = []
    for _ in range(70):
        seen.append((g.state_hash(), [e.text for e in g.log]))
        g.apply(rng.choice(g.legal_actions()))
    end = g.state_hash()
    for hash_, log in reversed(seen):
        assert g.undo() and g.state_hash() == hash_ and [e.text for e in g.log] == log
    assert not g.can_undo
    while g.redo():
        pass
    assert g.state_hash() == end and len(g.actions_taken) == 70


def test_undo_walks_back_through_unrevealing_decisions() -> None:
    """Undo reaches back through the player's decisions that revealed nothing."""
    g = new_game()
    start = g.state_hash()
    act(g, "place", "home")
    mid = g.state_hash()
    act(g, "suit", 2)
    assert g.can_undo and g.undo() and g.state_hash() == mid
    assert g.undo() and g.state_hash() == start and not g.can_undo and not g.undo()


def visit_tea_room(g: Game) -> str:
    """Place on tea_1 and pay: the payment draws Tea cards (a reveal). Returns the hash
    before the payment."""
    set_influence(g, 0, hand=[card("club", 5)])
    act(g, "place", "tea_1")
    assert g.can_undo
    before = g.state_hash()
    pay_cheapest(g)
    assert g.pending_kind() == "TeaKeep"
    return before


def test_undo_stops_at_a_reveal() -> None:
    """Drawing Tea cards reveals hidden information: undo stops there."""
    g = new_game()
    visit_tea_room(g)
    after = g.state_hash()
    assert not g.can_undo and not g.undo() and g.state_hash() == after


def test_casual_undo_goes_past_a_reveal_and_redraws_the_same() -> None:
    """With `casual_undo`, undo passes the reveal; the same action then draws the same cards."""
    g = new_game(casual_undo=True)
    before = visit_tea_room(g)
    drawn, after = g.st.stack[-1].drawn, g.state_hash()
    assert g.can_undo and g.undo() and g.state_hash() == before
    pay_cheapest(g)
    assert g.st.stack[-1].drawn == drawn and g.state_hash() == after


def test_a_new_action_clears_redo() -> None:
    g = new_game()
    act(g, "place", "home")
    g.undo()
    act(g, "place", "beehive")
    assert not g.can_redo and not g.redo()


@pytest.mark.parametrize("bad", [Action("place", ("nowhere",)), Action("pay", ("cheapest",)),
                                 Action("suit", (0,)), Action("place", ("lc_1", "extra"))])
def test_illegal_action_raises_and_changes_nothing(bad: Action) -> None:
    """issue 2: `apply` raises IllegalAction (with a clear message) and changes nothing."""
    g, rng = new_game(seed=9), random.Random(9)
    play_random(g, rng, 7)
    while g.pending_kind() != "PlaceCard":  # mid-game, with a Calling Card to place
        play_random(g, rng, 1)
    before, legal, log = g.state_hash(), g.legal_actions(), list(g.log)
    history, undo = len(g.actions_taken), g.can_undo
    with pytest.raises(IllegalAction, match="not a legal action"):
        g.apply(bad)
    assert g.state_hash() == before and g.legal_actions() == legal and g.log == log
    assert len(g.actions_taken) == history and g.can_undo == undo


def test_occupied_space_is_illegal_and_changes_nothing_p8() -> None:
    """p.8: an occupied space cannot take a second card; trying changes nothing."""
    g = new_game()
    act(g, "place", "home")
    act(g, "suit", 0)
    set_influence(g, 1, hand=[card("spade", 5)])
    act(g, "place", "parlor_1")
    pay_cheapest(g)
    act(g, "star", 0)
    act(g, "done")
    before = g.state_hash()
    with pytest.raises(IllegalAction):
        act(g, "place", "parlor_1")
    assert g.state_hash() == before


def test_game_over_rejects_every_action() -> None:
    """An ended game has no decision: every action is illegal."""
    g = new_game(seed=3)
    play_random(g, random.Random(3), 10_000)
    assert g.is_over and g.legal_actions() == [] and g.current_player is None
    with pytest.raises(IllegalAction, match="the game is over"):
        act(g, "place", "home")


def test_to_move_is_the_current_player_until_the_game_ends() -> None:
    """`to_move` is `current_player` without its None: the seat of every decision, and an
    IllegalAction once nobody is to move."""
    g = new_game(seed=3)
    rng = random.Random(3)
    while not g.is_over:
        assert g.to_move == g.current_player
        g.apply(rng.choice(g.legal_actions()))
    with pytest.raises(IllegalAction, match="the game is over"):
        _ = g.to_move


FOUR = ("edward", "tuesday", "alexandria", "shae")


@pytest.mark.parametrize("seed", (57, 58))
def test_legal_actions_after_undo_and_redo_are_those_of_a_fresh_replay(seed: int) -> None:
    """Issue 57: `apply` validates against the legal actions the engine keeps for the pending
    decision, and a listing counts each seat's influence once. After undo (a checkpoint
    restored, actions replayed) and redo, what is offered must be what a fresh game that
    replays the same actions offers, in the same order and with the same labels, or a stale
    list would let a wrong move through. Random 4-player play with undos and redos mixed in."""
    g, rng = new_game(FOUR, seed, casual_undo=True), random.Random(seed)
    undone = 0
    for step in range(360):
        if g.is_over:
            break
        roll = rng.random()
        if roll < 0.15 and g.can_undo:
            undone += g.undo()
        elif roll < 0.25 and g.can_redo:
            g.redo()
        else:
            g.apply(rng.choice(g.legal_actions()))
        if step % 9 == 0 or roll < 0.25:
            fresh = new_game(FOUR, seed, casual_undo=True)
            for action in g.actions_taken:  # equal objects, not the ones `g` offered
                fresh.apply(action)
            offered = g.legal_actions()
            assert offered == fresh.legal_actions(), f"step {step}"
            assert [a.label for a in offered] == [a.label for a in fresh.legal_actions()]
            assert g.state_hash() == fresh.state_hash()
    assert undone > 20


def test_an_action_equal_to_an_offered_one_is_applied_as_the_offered_one() -> None:
    """A save or a phone names an action by kind and args alone: `apply` takes the offered
    object for it (label included), as it takes the offered object itself."""
    g = new_game(FOUR, 4)
    offered = g.legal_actions()[-1]
    g.apply(Action(offered.kind, offered.args))
    assert g.actions_taken[-1] is offered
    nxt = g.legal_actions()[0]
    g.apply(nxt)
    assert g.actions_taken[-1] is nxt
