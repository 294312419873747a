"""The engine's hot path answered from tables made once (issue 57): each one against the
computation it replaced, so a table that drifts from the rules fails here.

- A payment's listing reads each source's actions from a table per character and lists a
  one-unit cost in one pass: it must offer exactly the plan and steps of `influence`
  (`plan_and_steps`), in the same order, labels included (rulebook p.5-6, R2).
- A task pickles as its class and field values (a checkpoint, undo, the bots' worlds): every
  stack of seeded games in every mode must read back equal, task for task.
- The whist listing reads each card's suit from a table: it must allow exactly the cards the
  follow-suit and Diamond rules allow, Lady Cat's cards in a trick included (p.16, R6.6).
- A decision's listing asks for the club-card swap only when the seat's character has the
  Star swap unused (`Catalog.star_swap`): it must offer what asking at every decision of the
  turn offered (p.19, R7.2).
"""

from __future__ import annotations

import pickle
import random

from helpers import new_game, set_influence

from apistocracy_gui.engine import Action, Game, GameConfig, parlor
from apistocracy_gui.engine import payment as pay_mod
from apistocracy_gui.engine.catalog import Cost
from apistocracy_gui.engine.influence import plan_and_steps, sources
from apistocracy_gui.engine.ladycat import SOLO_BASE
from apistocracy_gui.engine.payment import Payment
from apistocracy_gui.engine.small_costs import ONE_UNIT, TWO_UNITS
from apistocracy_gui.engine.whist import DIAMOND, PlayCard, legal_cards, suit_of


def _reference(g: Game, seat: int, c: Cost) -> list[Action]:
    """A payment's listing as the plan and steps name it, each action made afresh."""
    plan, steps = plan_and_steps(c, sources(g.cat, g.st.players[seat]))
    if plan is None:
        return []
    out = [pay_mod._cheapest_action(g.cat, tuple((s.key, s.level, u) for s, u in plan))]
    seen = set()
    for s, units, _rest in steps:
        action = pay_mod._unit_action(g.cat, s.key, s.level, units)
        if action.args not in seen:
            seen.add(action.args)
            out.append(action)
    return out


def _words(actions: list[Action]) -> list[tuple]:
    return [(a.kind, a.args, a.label) for a in actions]


def test_payment_listing_matches_the_plan_and_steps_p5_r2() -> None:
    """Random hands (Queens, the double-club starting card of Lord Edward, a Club card of
    Lady Alexandria), tokens and tracks, every one- and two-unit cost and random costs with
    Crowns: the listing is the reference's, action for action and word for word."""
    rng = random.Random(57)
    listed = {"one": 0, "other": 0}
    for k in range(300):
        g = new_game(("edward", "alexandria"))
        seat = k % 2
        own = g.cat.characters[g.st.players[seat].character].starting_rank  # (its club: double or not)
        pool = [c.id for c in g.cat.whist if c.group != "starting" or (c.rank == own and c.suit == 0)]
        set_influence(g, seat, hand=rng.sample(pool, rng.randint(0, 6)),
                      tracks=[rng.choice((0, 0, 1, 3)) for _ in range(4)], host=rng.random() < 0.6)
        g.st.players[seat].hive_b = rng.random() < 0.4
        costs = [*ONE_UNIT, *TWO_UNITS]
        for _ in range(3):
            c = [0] * 5
            for _unit in range(rng.randint(1, 4)):
                c[rng.choice((0, 1, 2, 3, 4))] += 1
            costs.append(tuple(c))  # type: ignore[arg-type]
        for c in costs:
            got = Payment(seat, c, "a test").legal(g)
            assert _words(got) == _words(_reference(g, seat, c)), (c, g.st.players[seat])
            if got:
                listed["one" if c in ONE_UNIT else "other"] += 1
    assert min(listed.values()) > 500


def _configs() -> list[GameConfig]:
    four = ("edward", "tuesday", "alexandria", "shae")
    return [GameConfig(players=four, seed=571), GameConfig(players=("shae",), mode="solo", seed=572),
            GameConfig(players=("tuesday",), mode="solo", seed=575),
            GameConfig(players=("alexandria", "edward", "tuesday"), mode="advanced", seed=573)]


def test_tasks_read_back_equal_from_a_pickle() -> None:
    """Every decision stack of seeded 4-player, solo and advanced games pickles and reads
    back task for task (class and fields), and a restored snapshot hashes the same."""
    kinds = set()
    for config in _configs():
        g = Game.new(config)
        rng = random.Random(config.seed)
        while not g.is_over:
            stack = g.st.stack
            back = pickle.loads(pickle.dumps(stack, protocol=pickle.HIGHEST_PROTOCOL))
            assert [type(t) for t in back] == [type(t) for t in stack] and back == stack
            kinds.update(type(t).__name__ for t in stack)
            if len(g.actions_taken) % 7 == 0:
                before = g.state_hash()
                g.restore(g.snapshot())
                assert g.state_hash() == before
            g.apply(rng.choice(g.legal_actions()))
    assert {"Payment", "PlayCard", "PlaceCard", "NextTurn", "ColumnChoice"} <= kinds


def _rule_cards(g: Game, seat: int) -> list[int]:
    """Follow suit if you can; no Diamond lead before Diamonds are broken unless only Diamonds
    are left (rulebook p.16, R6.6), with each suit asked of `suit_of`."""
    hand = g.st.players[seat].hand
    if g.st.trick:
        led = suit_of(g, g.st.trick[0][1])
        return [c for c in hand if suit_of(g, c) == led] or list(hand)
    if g.st.diamonds_broken:
        return list(hand)
    return [c for c in hand if suit_of(g, c) != DIAMOND] or list(hand)


def test_whist_listing_reads_the_suits_the_rules_read_p16_r6_6() -> None:
    """At every whist decision of seeded 4-player and solo games (Lady Cat's cards lead some
    tricks), the cards allowed are exactly those the rules allow."""
    asked = solo_led = 0
    for config in _configs():
        g = Game.new(config)
        rng = random.Random(config.seed)
        while not g.is_over:
            top = g.st.stack[-1]
            if isinstance(top, PlayCard):
                for seat in range(len(g.st.players)):  # (Lady Cat's hand too: the bots ask it)
                    assert legal_cards(g, seat) == _rule_cards(g, seat)
                asked += 1
                solo_led += bool(g.st.trick) and g.st.trick[0][1] >= SOLO_BASE
            g.apply(rng.choice(g.legal_actions()))
    assert asked > 50 and solo_led > 5


def test_club_swap_asked_only_of_its_characters_offers_the_same_p19_r7_2() -> None:
    """At every decision of seeded 4-player (both Star-swap characters), solo and advanced
    games, the legal actions are the decision's own and, on its seat's Season turn, the swaps
    `parlor.club_power_actions` lists when asked unconditionally (the listing before the gate)."""
    swaps = 0
    for config in _configs():
        g = Game.new(config)
        rng = random.Random(config.seed)
        while not g.is_over:
            top = g.st.stack[-1]
            expected = top.legal(g)
            if expected and top.seat == g.st.turn:
                offered = parlor.club_power_actions(g, top.seat)
                swaps += bool(offered)
                expected += offered
            assert _words(g.legal_actions()) == _words(expected)
            g.apply(rng.choice(g.legal_actions()))
    assert swaps > 5
