"""Influence: sources, substitution, the Crown, tokens, tracks and payment (rulebook p.5-6,
p.14 "At Home with Host"; RULINGS R2)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from helpers import act, card, new_game, pending, set_influence

from apistocracy_gui.engine import Action, Game
from apistocracy_gui.engine.catalog import Cost
from apistocracy_gui.engine.effects import GainQueen
from apistocracy_gui.engine.home import gain_track
from apistocracy_gui.engine.influence import (
    Source,
    _plan,
    _sig,
    _solve,
    _unit_steps,
    affordable,
    affordable_units,
    cheapest,
    sources,
    unit_counts,
)
from apistocracy_gui.engine.payment import Payment
from apistocracy_gui.engine.small_costs import (
    ONE_UNIT,
    TWO_UNITS,
    one_unit,
    two_unit_rest,
    two_unit_steps,
    two_units,
)
from apistocracy_gui.engine.week import placements

SUIT = {"club": 0, "spade": 1, "diamond": 2, "heart": 3, "crown": 4}


def cost(**units: int) -> Cost:
    out = [0] * 5
    for name, n in units.items():
        out[SUIT[name]] = n
    return tuple(out)  # type: ignore[return-value]


def can_afford(g: Game, seat: int, c: Cost) -> bool:
    return affordable(c, sources(g.cat, g.st.players[seat]))


def plan_keys(g: Game, seat: int, c: Cost) -> list[tuple]:
    plan = cheapest(c, sources(g.cat, g.st.players[seat]))
    assert plan is not None
    return sorted(s.key for s, _units in plan)


def start_payment(g: Game, seat: int, c: Cost) -> None:
    """Put a Payment for `c` on top of the decision stack, as a space's cost would."""
    g.push(Payment(seat, c, "a test"))
    g._advance()


# Lord Edward (seat 0, first player): Host token A = Spade, Beehive token B = Heart.
@pytest.fixture
def g() -> Game:
    return new_game(("edward", "alexandria"))


def test_higher_suit_substitutes_for_lower_p5_r2(g: Game) -> None:
    """p.5: "a higher suit can be substituted for a lower one (e.g., a Diamond can be used as
    a Diamond, Spade, or Club)"; never the other way round."""
    set_influence(g, 0, hand=[card("diamond", 5)])
    assert all(can_afford(g, 0, cost(**{s: 1})) for s in ("club", "spade", "diamond"))
    assert not can_afford(g, 0, cost(heart=1))
    set_influence(g, 0, hand=[card("club", 5)])
    assert not can_afford(g, 0, cost(spade=1))


def test_queen_card_gives_a_crown_which_pays_anything_p5_r2(g: Game) -> None:
    """R2: a Queen gives 1 Crown; Crown pays any one unit (p.5: nothing outranks it)."""
    set_influence(g, 0, hand=[card("club", 13)])
    assert can_afford(g, 0, cost(crown=1)) and can_afford(g, 0, cost(heart=1))
    assert not can_afford(g, 0, cost(club=2))


def test_queen_card_with_none_left_gives_one_of_each_suit_p5(g: Game) -> None:
    """p.5: "If you gain a Queen Card and none remain, gain one Club, Spade, Diamond and Heart
    on your player mat" (the gain is capped at 5, R2)."""
    g.st.players[0].tracks = [0, 2, 5, 4]
    g.st.whist_trash.extend(g.st.queen_deck)
    g.st.queen_deck.clear()
    g.push(GainQueen(0))
    g._advance()
    assert g.st.players[0].tracks == [1, 3, 5, 5]


def test_one_of_each_suit_pays_a_crown_p5_r2(g: Game) -> None:
    """p.5: "In lieu of a Crown influence you may use 1 of each influence suit"."""
    four = [card(s, 5) for s in ("club", "spade", "heart")] + [card("diamond", 6)]
    set_influence(g, 0, hand=four)
    assert can_afford(g, 0, cost(crown=1))
    start_payment(g, 0, cost(crown=1))
    act(g, "pay", "cheapest")
    assert g.st.players[0].hand == [] and sorted(g.st.players[0].discard) == sorted(four)
    set_influence(g, 0, hand=four[1:])
    assert not can_afford(g, 0, cost(crown=1))


def test_host_token_twirls_once_p5_r2(g: Game) -> None:
    """p.5: twirl the Host token to gain one of its suit; it stays twirled (R2: once until
    untwirled)."""
    set_influence(g, 0, host=True)
    assert [s.key for s in sources(g.cat, g.st.players[0])] == [("host",)]
    start_payment(g, 0, cost(spade=1))
    act(g, "pay", "cheapest")
    p = g.st.players[0]
    assert p.host_twirled and sources(g.cat, p) == []


def test_at_home_untwirls_both_tokens_and_gains_one_p14(g: Game) -> None:
    """p.14 At Home: untwirl the Host and Beehive tokens and gain 1 of the suit of your choice
    on the influence track."""
    p = g.st.players[0]
    p.hive_b = p.hive_twirled = p.host_twirled = True
    act(g, "place", "home")
    assert not p.host_twirled and not p.hive_twirled
    pending(g, "GainInfluence")
    act(g, "suit", 2)
    assert p.tracks == [0, 0, 1, 0] and p.home_used
    assert g.current_player == 1 and "home" not in {a.args[0] for a in placements(g, 0)}


def test_beehive_token_only_on_side_b_r2(g: Game) -> None:
    """R2: the Beehive Influence token is a source only on side B (p.18-19 flips it)."""
    set_influence(g, 0)
    p = g.st.players[0]
    assert sources(g.cat, p) == []
    p.hive_b = True
    srcs = sources(g.cat, p)
    assert [(s.key, s.level) for s in srcs] == [(("hive",), g.cat.characters["edward"].beehive_b)]


def test_stored_influence_moves_down_one_step_per_unit_p6(g: Game) -> None:
    """p.6: "use this stored influence at any time by moving the token down on the track, one
    space for each required influence"."""
    set_influence(g, 0, tracks=(0, 3, 0, 0))
    start_payment(g, 0, cost(club=1, spade=1))
    act(g, "pay", "cheapest")
    assert g.st.players[0].tracks == [0, 1, 0, 0]


def test_spent_card_influence_is_not_banked_r2(g: Game) -> None:
    """R2: influence from cards is spent at once; what a payment does not use is lost."""
    set_influence(g, 0, hand=[card("heart", 5)])
    start_payment(g, 0, cost(club=1))
    act(g, "pay", "cheapest")
    assert g.st.players[0].tracks == [0, 0, 0, 0] and g.st.players[0].hand == []


@pytest.mark.parametrize("before,gain,after", [(0, 1, 1), (4, 1, 5), (5, 1, 5), (4, 3, 5)])
def test_gains_are_capped_at_five_r2(g: Game, before: int, gain: int, after: int) -> None:
    """R2: tracks run 0-5; a gain past 5 is lost."""
    g.st.players[0].tracks[3] = before
    gain_track(g, 0, 3, gain)
    assert g.st.players[0].tracks[3] == after
    assert ("lost" in g.log[-1].text) == (before + gain > 5)


def test_cheapest_uses_cards_then_tokens_then_tracks_r2(g: Game) -> None:
    """R2: the ready-made payment uses the least valuable sources: a card in hand before the
    Host token before stored influence (all three can pay the Spade here)."""
    spade = card("spade", 5)
    set_influence(g, 0, hand=[spade], tracks=(0, 1, 0, 0), host=True)
    assert plan_keys(g, 0, cost(spade=1)) == [("card", spade)]
    assert plan_keys(g, 0, cost(spade=2)) == [("card", spade), ("host",)]
    assert plan_keys(g, 0, cost(spade=3)) == [("card", spade), ("host",), ("track", 1)]


def test_cheapest_spends_the_lowest_card_that_fits_r2(g: Game) -> None:
    """R2 "least valuable sources used": a Club cost takes the Club card, not the Heart."""
    club, heart = card("club", 5), card("heart", 5)
    set_influence(g, 0, hand=[heart, club])
    assert plan_keys(g, 0, cost(club=1)) == [("card", club)]
    assert plan_keys(g, 0, cost(spade=1)) == [("card", heart)]


def test_payment_offers_cheapest_first_then_single_units_r2(g: Game) -> None:
    """R2: the engine lists the one-click cheapest payment first, then one source at a time."""
    set_influence(g, 0, hand=[card("spade", 5), card("heart", 5)], host=True)
    start_payment(g, 0, cost(spade=1))
    legal = g.legal_actions()
    assert legal[0] == Action("pay", ("cheapest",))
    assert {a.args[:2] for a in legal[1:]} == {("unit", "card"), ("unit", "host")}


def _random_influence(g: Game, rng: random.Random) -> None:
    pool = [c.id for c in g.cat.whist if c.group != "starting" or c.rank == 1]
    hand = rng.sample(pool, rng.randint(0, 5))
    set_influence(g, 0, hand=hand, tracks=[rng.choice((0, 0, 1, 2)) for _ in range(4)],
                  host=rng.random() < 0.6)
    g.st.players[0].hive_b = rng.random() < 0.4


def _random_cost(rng: random.Random) -> Cost:
    c = [0] * 5
    for _ in range(rng.randint(1, 4)):
        c[rng.choice((0, 0, 1, 1, 2, 3, 4))] += 1
    return tuple(c)  # type: ignore[return-value]


def test_unit_by_unit_payment_never_strands_the_payer_r2() -> None:
    """R2 and issue 2: paying one source at a time only offers steps that keep the rest
    payable, so any sequence of offered steps completes the payment."""
    rng = random.Random(2024)
    paid = 0
    for _ in range(300):
        g = new_game(("edward", "alexandria"))
        _random_influence(g, rng)
        c = _random_cost(rng)
        if not can_afford(g, 0, c):
            continue
        start_payment(g, 0, c)
        while g.pending_kind() == "Payment":
            units = [a for a in g.legal_actions() if a.kind == "pay" and a.args[0] == "unit"]
            assert units, f"stranded paying {c}: {g.st.players[0]}"
            g.apply(rng.choice(units))
        pending(g, "PlaceCard")
        paid += 1
    assert paid > 100


def test_closed_form_affordability_matches_the_exhaustive_search_p5_r2() -> None:
    """Issue 15: the closed-form test every board space runs (`affordable_units`, counted by
    `unit_counts`) agrees with the branch-and-bound search that finds the cheapest payment,
    for random hands, tokens, tracks and costs including Crowns (rulebook p.5-6, R2)."""
    rng = random.Random(15)
    seen = {True: 0, False: 0}
    for _ in range(600):
        g = new_game(("edward", "alexandria"))
        _random_influence(g, rng)
        c = _random_cost(rng)
        p = g.st.players[0]
        srcs = sources(g.cat, p)
        exhaustive = _solve(c, _sig(srcs)) is not None
        assert affordable_units(c, unit_counts(g.cat, p)) == exhaustive, (c, srcs)
        assert affordable(c, srcs) == exhaustive
        seen[exhaustive] += 1
    assert min(seen.values()) > 100


def _random_sources(seed: int, hands: int = 400) -> Iterator[list[Source]]:
    """The influence sources of `hands` random hands (Queens, the double-club starting card,
    tokens and tracks), the same ones for a seed: the closed forms are checked against them."""
    rng = random.Random(seed)
    for _ in range(hands):
        g = new_game(("edward", "alexandria"))
        _random_influence(g, rng)
        yield sources(g.cat, g.st.players[0])


def _general_steps(c: Cost, srcs: list[Source]) -> list[tuple[Source, int, Cost]]:
    """The general search's single-source steps for cost `c`, with the sources themselves."""
    return [(srcs[j], units, rest) for j, units, rest in _unit_steps(c, tuple(s.pays for s in srcs))]


def test_one_unit_payments_match_the_general_search_p5_r2() -> None:
    """Issue 15: a cost of one unit of one suit (most payments) is listed in closed form;
    its cheapest payment and its single-source steps are exactly those of the general search
    (same sources, same order, same tie-breaks), for random hands with Queens, the
    double-club starting card, tokens and tracks (rulebook p.5-6, R2)."""
    paid = 0
    for srcs in _random_sources(151):
        for c, level in ONE_UNIT.items():
            plan = _plan(c, srcs)
            assert one_unit(level, srcs) == (plan, _general_steps(c, srcs)), (c, srcs)
            paid += plan is not None
    assert paid > 1000


def test_two_unit_payments_match_the_general_search_p5_r2() -> None:
    """Issue 15: the cheapest payment of two suit units (no Crown) is the first least valuable
    pair of sources, exactly the plan of the general branch-and-bound search (same sources,
    same units, same tie-breaks), and its single-source steps are exactly the general ones,
    the double-club card and a stored track paying both units included, and what each step
    leaves is `two_unit_rest` (rulebook p.5-6, R2)."""
    paid = 0
    for srcs in _random_sources(152):
        for c, (high, low) in TWO_UNITS.items():
            found = _solve(c, _sig(srcs))
            general = None if found is None else [(srcs[j], u) for j, u in found[1]]
            assert two_units(high, low, srcs) == general, (c, srcs)
            steps = two_unit_steps(high, low, srcs)
            assert steps == _general_steps(c, srcs), (c, srcs)
            for s, units, rest in steps:  # (what a payment's resolution leaves, issue 57)
                assert two_unit_rest(high, low, s.level, units) == rest, (c, s, units)
            paid += general is not None
    assert paid > 1500
