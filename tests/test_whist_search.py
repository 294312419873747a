"""Hard's whist search (issue 15): the exact endgame solver, the void inference of the sampled
worlds, determinism and cancellation.

The solver must agree with an exhaustive search that drives the engine itself (its legal
cards, p.16 and R6.6, and its trick winner, p.15), so it can be neither more nor less clever
than the rules allow; a few hand-built endgames have answers worked out by hand.
"""

from __future__ import annotations

import pickle
import random
from collections.abc import Callable
from functools import partial

import pytest
from test_whist import c, cs, tricks

from apistocracy_gui.bots import HardBot, MediumBot, quick
from apistocracy_gui.bots.hard import Cancelled
from apistocracy_gui.bots.heuristic import value
from apistocracy_gui.bots.whist_search import TICK, Solver, WhistSearch
from apistocracy_gui.bots.worlds import World, sample, whist_voids
from apistocracy_gui.engine import Action, Game, GameConfig

SUITS = "CSDH"


def world(g: Game) -> World:
    return World(g.config, g.cat, pickle.loads(g.snapshot()))


def exhaustive(w: World, seat: int, quick_others: bool = False,
               value: Callable[[World], float] | None = None) -> float:
    """The tricks `seat` ends with, or `value(the ended game)`, it maximising and the others
    minimising them (or playing the quick rules), by trying every legal card through the engine."""
    if w.is_over:
        return w.st.players[seat].tricks if value is None else value(w)
    legal = w.legal_actions()
    if quick_others and w.current_player != seat:
        legal = [quick.play_card(w, w.current_player, legal)]
    results = []
    for action in legal:
        f = w.fork()
        f.play(action)
        results.append(exhaustive(f, seat, quick_others, value))
    return max(results) if w.current_player == seat else min(results)


def random_deal(players: int, size: int, seed: int) -> Game:
    rng = random.Random(seed)
    deck = [f"{r}{s}" for r in range(1, 14) for s in SUITS]
    rng.shuffle(deck)
    hands = [deck[i * size:(i + 1) * size] for i in range(players)]
    return tricks(hands, leader=rng.randrange(players), broken=rng.random() < 0.5)


# ------------------------------------------------------------------------------ the solver
@pytest.mark.parametrize(("hands", "leader", "taken"), [
    ([["13C", "12C", "11C"], ["2C", "3C", "4C"]], 0, 3),  # three top clubs: every trick
    ([["13C", "12C", "11C"], ["2D", "2C", "3C"]], 0, 2),  # the third club is trumped (p.15)
    ([["13C", "12C", "11C"], ["2D", "2C", "3C"]], 1, 2),  # led from the other side: the same
    ([["13C", "2D"], ["12C", "13D"]], 0, 1),  # 13C first; a 2D lead is not allowed (p.16)
    ([["13H", "2C"], ["12H", "3C"]], 1, 1),  # the club lead loses to 3C, then 13H wins
])
def test_the_solver_on_endgames_worked_out_by_hand(hands, leader, taken) -> None:
    """Seat 0's tricks with best play on both sides, in hand-built 2-player endgames."""
    g = tricks(hands, leader=leader)
    w = world(g)
    assert Solver(w, 0).tricks(w) == taken == exhaustive(w, 0)


@pytest.mark.parametrize(("players", "size"), [(2, 5), (3, 3), (4, 3)])
def test_the_solver_matches_an_exhaustive_search_through_the_engine(players: int, size: int) -> None:
    """On random deals (leader and broken Diamonds random too), the solver's count equals the
    engine-driven search, for every seat, with the others at their best against it and with
    the others playing the quick rules."""
    for seed in range(6):
        w = world(random_deal(players, size, seed))
        for seat in range(players):
            assert Solver(w, seat).tricks(w) == exhaustive(w, seat), (seed, seat)
            assert Solver(w, seat, quick_others=True).tricks(w) == \
                exhaustive(w, seat, quick_others=True), (seed, seat)


@pytest.mark.parametrize(("players", "size"), [(3, 3), (4, 3)])
def test_the_outcome_search_matches_an_exhaustive_search_through_the_engine(players: int, size: int) -> None:
    """The search for the best ending by any measure of who took the tricks (here one that
    pays the seat for the tricks its left-hand neighbour does not take, as playing to win may
    well do) finds what trying every card through the engine finds, the others playing the
    quick rules; with the seat's own tricks as the measure it agrees with `tricks`."""
    for seed in range(6):
        w = world(random_deal(players, size, seed))
        for seat in range(players):
            def deny(got: tuple[int, ...], seat: int = seat) -> float:
                return got[seat] - 3 * got[(seat + 1) % players]

            assert Solver(w, seat).outcome(w, deny) == exhaustive(
                w, seat, quick_others=True, value=lambda end: deny(tricks_of(end))), (seed, seat)
            assert Solver(w, seat).outcome(w, lambda got, seat=seat: got[seat]) == \
                Solver(w, seat, quick_others=True).tricks(w), (seed, seat)


def tricks_of(w: World) -> tuple[int, ...]:
    return tuple(p.tricks for p in w.st.players)


def share_of_win(w: World, seat: int) -> float:
    """The seat's share of the win in an ended game (influence breaking ties, p.17)."""
    scores = [s.total + s.influence * 1e-3 for s in w.scores()]
    top = max(scores)
    return 1.0 / scores.count(top) if scores[seat] == top else 0.0


def test_hard_plays_the_whist_ending_to_win_at_four_players() -> None:
    """At four players Hard values each ending of a whist world by its share of the win
    (`WhistSearch.to_win`), not its own tricks: on random deals with the players' earlier tricks
    setting who leads, the card it rates best on a world wins that world as often as the best
    any card can do against the quick rules, and sometimes more often than the card that takes
    the most tricks."""
    better = 0
    for seed in range(40):
        g = random_deal(4, 3, seed)
        rng = random.Random(seed)
        for p in g.st.players:
            p.tricks = rng.randrange(4)
        w = world(g)
        seat = w.current_player
        legal = w.legal_actions()
        to_win = WhistSearch(seat, rng, to_win=(30.0, 0.0, 1.0))
        tricks = WhistSearch(seat, rng)
        share = partial(share_of_win, seat=seat)
        shares = {a: exhaustive(after(w, a), seat, quick_others=True, value=share) for a in legal}
        chosen = max(legal, key=lambda a: to_win(w, a))
        most = max(legal, key=lambda a: tricks(w, a))
        assert shares[chosen] == max(shares.values()), seed
        better += shares[chosen] > shares[most]
    assert better > 0, better


def after(w: World, action: Action) -> World:
    f = w.fork()
    f.play(action)
    return f


def test_equivalent_cards_are_searched_once() -> None:
    """12C and 11C in one hand, nobody holding a club between them: one move, not two;
    with 13C... 10C both in the hand and 12C elsewhere, the run is broken."""
    w = world(tricks([["12C", "11C", "2H"], ["13C", "3H", "4H"]], leader=0))
    solver = Solver(w, 0)
    hands = tuple(solver.rules.mask(p.hand) for p in w.st.players)
    assert len(solver._moves(hands, (), 0, False)) == 2  # one club, the heart
    w = world(tricks([["13C", "11C", "2H"], ["12C", "3H", "4H"]], leader=0))
    solver = Solver(w, 0)
    hands = tuple(solver.rules.mask(p.hand) for p in w.st.players)
    assert len(solver._moves(hands, (), 0, False)) == 3


def test_the_search_checks_the_clock_every_few_hundred_nodes() -> None:
    """A search whose time is up stops at the next check, within TICK nodes."""
    calls = []

    def tick() -> None:
        calls.append(1)
        raise TimeoutError

    w = world(random_deal(4, 6, 3))
    solver = Solver(w, 0, tick)
    with pytest.raises(TimeoutError):
        solver.tricks(w)
    assert len(calls) == 1 and solver.nodes == TICK


# ------------------------------------------------------------------------------ Hard
def whist_game(players: int) -> Game:
    """A seeded game at its first whist card play, the Season played by the quick rules of
    Medium (issue 6 bots)."""
    cast = ("edward", "tuesday", "alexandria", "shae")
    cfg = GameConfig(players=cast[:1], mode="solo", seed=5) if players == 1 else \
        GameConfig(players=cast[:players], seed=5)
    g = Game.new(cfg)
    bots = [MediumBot(s) for s in range(len(g.st.players))]
    while g.pending_kind() != "PlayCard":
        seat = g.current_player
        g.apply(bots[seat].choose(g.view(seat), g.legal_actions()))
    return g


@pytest.mark.parametrize("players", [2, 1])
def test_hard_whist_is_deterministic_without_a_budget(players: int) -> None:
    """Counted worlds (budget None): the same seed chooses the same cards through a whole
    Whist Phase, on any machine."""
    g = whist_game(players)

    def cards(seed: int) -> list[str]:
        h = Game(g.config, g.cat, pickle.loads(g.snapshot()))
        h.events = list(g.events)
        bot, out = HardBot(seed, whist_worlds=3), []
        while not h.is_over:
            a = bot.choose(h.view(h.current_player), h.legal_actions())
            out.append(str(a))
            h.apply(a)
        return out

    assert cards(1) == cards(1)


def test_solo_whist_is_an_exact_expectation_over_lady_cats_order() -> None:
    """Solo (p.22, R6.11): with two cards left, the value of playing one is the final margin
    of this trick's result plus the last trick's, averaged over Lady Cat's possible last leads
    (each of her unplayed cards equally likely to be on top), with the engine's trick winner
    (her cards half a rank higher)."""
    g = whist_game(1)
    seat = g.current_player
    while len(g.st.players[seat].hand) > 2 or g.pending_kind() != "PlayCard":
        g.apply(MediumBot(0).choose(g.view(g.current_player), g.legal_actions()))
    w = world(g)
    search = WhistSearch(seat, random.Random(0))
    cat_seat = 1 - seat
    for action in g.legal_actions():
        searched = search(w, action)
        f = w.fork()
        f.play(action)  # this trick is resolved; her next lead is any of her unplayed cards
        (last,) = f.st.players[seat].hand
        cards = f.st.players[cat_seat].hand + [f.st.trick[0][1]]
        outcomes = []
        for lead in cards:  # her last lead, each of her unplayed cards in turn
            h = f.fork()
            h.st.players[cat_seat].hand = [x for x in cards if x != lead]
            h.st.trick = [(cat_seat, lead)]
            h.play(Action("play", (last,)))
            outcomes.append(value(h, seat))
        assert searched == pytest.approx(sum(outcomes) / len(outcomes))


def test_cancelling_stops_a_whist_search_at_once() -> None:
    """An undo or quit while Hard thinks (issue 15 item 2): the search raises Cancelled at its
    next check and does no more work."""
    g = whist_game(4)
    bot = HardBot(0)
    checks = []

    def stop() -> bool:
        checks.append(1)
        return len(checks) > 3

    bot.stop = stop
    with pytest.raises(Cancelled):
        bot.choose(g.view(g.current_player), g.legal_actions())
    assert len(checks) == 4


def test_a_budget_that_runs_out_mid_search_still_answers() -> None:
    """Thinking time up in the middle of the first solve: the quick rules' card is given."""
    g = whist_game(4)
    t = iter(range(10**9))
    bot = HardBot(0, budget=1.0, clock=lambda: next(t) * 0.01)
    legal = g.legal_actions()
    assert bot.choose(g.view(g.current_player), legal) in legal


# ------------------------------------------------------------------------------ voids
def void_position() -> Game:
    """4 players at trick 2. Trick 1: seat 0 led 10C, seat 1 played 11C, seat 2 9S (so it holds
    no club, p.16), seat 3 took it with 12C and has led 2S to trick 2; seat 0 is to play. Two of
    seat 2's cards and one of seat 3's were dealt face-down (R6.7), unseen by seat 0; every
    other whist card is in the face-down Regular deck."""
    g = tricks([["13C", "2H", "3H"], ["4H", "5H", "6D"], ["6H", "7H", "8H"],
                ["2S", "3S", "4S"]], leader=3)
    st = g.st
    st.players[3].won, st.players[3].tricks = cs("10C", "11C", "9S", "12C"), 1
    st.players[2].dealt = cs("7H", "8H")
    st.players[3].dealt = cs("4S")
    st.tricks_played = 1
    used = {x for p in st.players for x in p.hand + p.won}
    st.regular_deck = [x for x in range(52) if x not in used]
    st.star_deck, st.queen_deck, st.parlor, st.whist_trash, st.star_discard = [], [], [-1] * 3, [], []
    g.apply(next(a for a in g.legal_actions() if a.args[0] == c("2S")))
    return g


def test_the_voids_are_read_from_the_won_tricks_and_the_current_trick() -> None:
    """Who played which card of a won trick follows from its winner (seat 3, whose 12C is the
    4th card: the leader was seat 0); the trick under way shows voids as they happen."""
    g = void_position()
    assert whist_voids(g) == {0: set(), 1: set(), 2: {0}, 3: set()}
    g.apply(next(a for a in g.legal_actions() if a.args[0] == c("2H")))  # seat 0 has no spade
    assert whist_voids(g) == {0: {1}, 1: set(), 2: {0}, 3: set()}


def test_sampled_worlds_deal_no_card_of_a_suit_a_player_showed_void_in() -> None:
    """Seat 2 did not follow clubs, so none of its face-down dealt cards is a club in any world
    seat 0 samples, though the Regular deck they come from is full of clubs; seat 3, who
    showed no void, is dealt a club in some worlds. The hand sizes and the deck stay right."""
    g = void_position()
    view = g.view(0)
    rng = random.Random(3)
    clubs = set(range(13))
    seat3_clubs = 0
    for _ in range(60):
        w = sample(view, rng)
        assert not clubs & set(w.st.players[2].hand)
        seat3_clubs += bool(clubs & set(w.st.players[3].hand))
        assert [len(p.hand) for p in w.st.players] == [len(p.hand) for p in g.st.players]
        assert sorted(w.st.regular_deck + w.st.players[2].dealt + w.st.players[3].dealt) == \
            sorted(g.st.regular_deck + g.st.players[2].dealt + g.st.players[3].dealt)
    assert seat3_clubs > 0
