"""The readings settled in the second review (RULINGS R7): a private seed (R7.1), the club-card
swap at any time of the owner's turn (R7.2, p.19), Lord Edward's choice (R7.3, p.18), Lady
Tuesday's sideways move of 1-4 spaces (R7.4, p.9, p.18) and Lady Cat's card orientation
(R7.5, p.22)."""

from __future__ import annotations

import random
import re
from types import SimpleNamespace
from typing import Any

import pytest
from helpers import act, card, give_tea, new_game, pay_cheapest, pending, refresh, set_influence

from apistocracy_gui.engine import Action, Game, GameConfig, rng
from apistocracy_gui.engine import ladycat as lcat

# --------------------------------------------------------------------------- R7.1 the seed

# Seeds as the front ends draw them (`new_seed`), large; a tiny seed such as 7 is also a number
# every view shows, and could be found by trying them all.
CASTS = [GameConfig(("edward", "tuesday"), seed=424242),
         GameConfig(("alexandria", "shae", "edward"), seed=5551212),
         GameConfig(("shae", "edward", "tuesday", "alexandria"), seed=982451653),
         GameConfig(("tuesday",), mode="solo", seed=31337),
         GameConfig(("edward", "shae"), mode="advanced", seed=20240817)]


def numbers_in(obj: Any) -> set[int]:
    """Every whole number a seat could read in a view: values, and digits inside any text."""
    if isinstance(obj, bool):
        return set()
    if isinstance(obj, int):
        return {obj}
    if isinstance(obj, str):
        return {int(m) for m in re.findall(r"\d+", obj)}
    if isinstance(obj, dict):
        return set().union(*(numbers_in(k) | numbers_in(v) for k, v in obj.items()))
    if isinstance(obj, (list, tuple, set)):
        return set().union(*(numbers_in(x) for x in obj))
    return set()


def public_cast(view: dict[str, Any]) -> GameConfig:
    """The game's configuration as far as a seat can read it: mode, characters, personas."""
    seats = [p for p in view["players"] if p["character"] != lcat.CHARACTER]
    return GameConfig(tuple(p["character"] for p in seats), view["mode"],
                      personas=tuple(p["persona"] for p in seats))


@pytest.mark.parametrize("config", CASTS, ids=lambda c: f"{c.mode}-{len(c.players)}")
def test_no_seat_rebuilds_the_hidden_cards_from_its_view_r7_1(config: GameConfig) -> None:
    """R7.1: "The seed is not public. No log line, prompt or screen shows it while a game is
    on". A seat that tries every number its view shows (log, prompt, every field) as the
    seed, with the public cast, must not rebuild the game: no deck order, no other seat's
    whist or Tea cards, no Solo deck. (Before R7.1 the first log line named the seed and this
    rebuilt every game.)"""
    g = Game.new(config)
    start = g.state_hash()
    chooser = random.Random(config.seed)
    views = []
    for _ in range(4):
        for seat in range(len(g.st.players)):
            views.append(g.observe(seat))
        views.append(g.observe(None))
        for _ in range(25):
            if not g.is_over:
                g.apply(chooser.choice(g.legal_actions()))
    cast = public_cast(views[0])
    assert cast.players == config.players and cast.mode == config.mode
    candidates = set().union(*(numbers_in(v) for v in views))
    assert candidates, "the views hold numbers to try"
    rebuilt = [s for s in sorted(candidates)
               if Game.new(GameConfig(cast.players, cast.mode, s, personas=cast.personas)).state_hash()
               == start]
    assert rebuilt == [], f"the seed {rebuilt} can be read from a seat's view"


def test_no_text_shows_the_seed_during_the_game_r7_1() -> None:
    """R7.1: no log line or prompt names the seed, for any seat, while the game is on."""
    g = Game.new(GameConfig(("edward", "tuesday", "shae"), seed=987654321))
    chooser = random.Random(3)
    for _ in range(60):
        for seat in (None, 0, 1, 2):
            texts = [g.prompt(seat), *(e.text for e in g.log_for(seat))]
            assert not any("987654321" in t or "seed" in t.lower() for t in texts)
        g.apply(chooser.choice(g.legal_actions()))


def test_the_save_file_holds_the_seed_r7_1() -> None:
    """R7.1: "a save file holds it", so a saved game replays exactly."""
    g = new_game(seed=123456789)
    assert g.to_save()["config"]["seed"] == 123456789
    assert Game.from_save(g.to_save()).state_hash() == g.state_hash()


def test_fresh_seeds_cannot_be_searched_r7_1() -> None:
    """R7.1: the front ends start a game on `new_seed()`: 63 random bits, too many for a seat
    to try every seed against the face-up cards it sees (a million seeds could be)."""
    from apistocracy_gui.engine.setup import new_seed  # here, so the module loads on old mains

    seeds = [new_seed() for _ in range(64)]
    assert len(set(seeds)) == 64 and all(0 <= s < 2 ** 63 for s in seeds)
    assert max(seeds) > 2 ** 40


# --------------------------------------------------------------------------- R7.2 the swap

SWAPPERS = ("alexandria", "shae")


def swapper_game(character: str, hand: list[int]) -> Game:
    """`character` in seat 0 with the turn (Lord Edward, seat 1, goes At Home first if he is
    First Player), the character's club card in hand with `hand`."""
    g = new_game((character, "edward"))
    if g.current_player != 0:
        act(g, "place", "home")
        act(g, "suit", 0)
    club = card("club", g.cat.characters[character].starting_rank)
    set_influence(g, 0, hand=[club, *hand])
    return g


def swaps(g: Game) -> list[Action]:
    return [a for a in g.legal_actions() if a.kind == "club_power"]


@pytest.mark.parametrize("character", SWAPPERS)
@pytest.mark.parametrize("kind", ["HiveMove", "GainInfluence", "TeaKeep", "ParlorAction", "TrashChoice",
                                  "BonusChoice"])
def test_swap_offered_at_every_decision_of_the_own_turn_p19_r7_2(character: str, kind: str) -> None:
    """p.19 "at any time during their turn" / R7.2: the swap is offered at every decision of
    the owner's Season turn (choosing a Beehive move, At Home's suit, a Tea card, the Parlor's
    Star card, trashing, a Hive Bonus token), and taking it leaves that decision pending."""
    g = swapper_game(character, [card("spade", 5), card("spade", 6)])
    p = g.st.players[0]
    if kind == "HiveMove":
        act(g, "place", "beehive")
    elif kind == "GainInfluence":
        act(g, "place", "home")
    elif kind == "TeaKeep":
        act(g, "place", "tea_1")
        pay_cheapest(g)
    elif kind == "BonusChoice":
        p.brooch = "l1_left"
        space = next(s for s in g.cat.hive["l1_left"].up if s in g.st.hive_bonus)
        act(g, "place", "beehive")
        act(g, "move", space)
        pay_cheapest(g)
    else:
        act(g, "place", "parlor_1")
        pay_cheapest(g)
        if kind == "TrashChoice":
            act(g, "star", 0)
    decision = pending(g, kind)
    assert len(swaps(g)) == sum(c >= 0 for c in g.st.parlor)
    slot = swaps(g)[0].args[0]
    star = g.st.parlor[slot]
    g.apply(swaps(g)[0])
    assert p.club_power_used and star in p.hand
    assert pending(g, kind) == decision and g.current_player == 0 and swaps(g) == []


@pytest.mark.parametrize("character", SWAPPERS)
def test_swap_offered_after_the_parlor_refill_p19_r7_2(character: str) -> None:
    """R7.2: "after a Parlor refill": the Star card the refill reveals may be taken before the
    turn ends; declining goes on to the next player."""

    def after_refill() -> Game:
        """A Parlor action taken to its end: the Star card taken, the Parlor refilled."""
        g = swapper_game(character, [card("spade", 5)])
        act(g, "place", "parlor_1")
        pay_cheapest(g)
        act(g, "star", 1)
        act(g, "done")
        return g

    g = after_refill()
    pending(g, "SwapChance")
    revealed = g.st.parlor[1]
    assert Action("club_power", (1,)) in swaps(g) and Action("continue") in g.legal_actions()
    act(g, "club_power", 1)
    assert revealed in g.st.players[0].hand and g.current_player == 1
    h = after_refill()
    act(h, "continue")
    assert h.current_player == 1 and not h.st.players[0].club_power_used


def test_swap_never_on_another_turn_nor_twice_nor_for_others_p19_r7_2() -> None:
    """R7.2: only during the owner's own turn, once per game; the power is Lady Alexandria's
    and Lord Shae's only (not Lord Edward's, who has the double club, p.19); no chance after
    the refill once it is used."""
    g = swapper_game("alexandria", [card("spade", 5)])
    act(g, "club_power", 0)
    act(g, "place", "parlor_1")
    pay_cheapest(g)
    act(g, "star", 0)
    act(g, "done")
    assert g.current_player == 1 and g.pending_kind() == "PlaceCard"  # no SwapChance
    while g.current_player == 1:
        assert swaps(g) == []
        g.apply(g.legal_actions()[0])
    e = new_game(("edward", "tuesday"))
    act(e, "place", "tea_1")
    pay_cheapest(e)
    assert swaps(e) == []


def test_swap_is_undone_like_any_choice_r7_2() -> None:
    """R7.2: the swap is a choice like any other: with casual undo it is taken back exactly."""
    g = new_game(("alexandria", "shae"), casual_undo=True)  # she is First Player: staged first,
    assert g.current_player == 0  # so undo (which replays from a checkpoint) keeps the staging
    set_influence(g, 0, hand=[card("club", 3), card("spade", 5)])
    act(g, "place", "beehive")
    before = g.state_hash()
    act(g, "club_power", 2)
    assert g.undo() and g.state_hash() == before and swaps(g)


# --------------------------------------------------------------------------- R7.3 Edward


def edward_uses_tea(g: Game) -> int:
    tea = give_tea(g, 0, "hive_2")
    set_influence(g, 0)
    g.st.players[0].brooch = "l1_left"
    act(g, "place", "beehive")
    act(g, "move", "l2_0")
    return tea


def test_edward_chooses_to_keep_or_trash_each_used_tea_card_p18_r7_3() -> None:
    """p.18 "they may choose" / R7.3: each time Lord Edward uses a Tea card for its boon while
    fewer than 2 are kept, he chooses to keep it face-up (it still scores) or to trash it."""
    g = new_game(("edward", "tuesday"))
    tea = edward_uses_tea(g)
    assert {a.args for a in g.legal_actions() if a.kind == "tea"} == {(tea, "keep"), (tea, "trash")}
    act(g, "tea", tea, "trash")
    p = g.st.players[0]
    assert p.tea_kept == [] and g.st.tea_trash == [tea] and p.brooch == "l2_0"
    h = new_game(("edward", "tuesday"))
    tea = edward_uses_tea(h)
    act(h, "tea", tea, "keep")
    assert h.st.players[0].tea_kept == [tea] and h.st.tea_trash == []


def test_edward_has_no_choice_with_two_kept_nor_do_others_p18_r7_3() -> None:
    """R7.3: with 2 kept the card is trashed (one plain choice); other characters trash."""
    g = new_game(("edward", "tuesday"))
    p = g.st.players[0]
    p.tea_kept = [g.st.tea_deck.pop(), g.st.tea_deck.pop()]
    refresh(g)
    tea = edward_uses_tea(g)
    assert [a.args for a in g.legal_actions() if a.kind == "tea"] == [(tea,)]
    t = new_game(("tuesday", "edward"))
    if t.current_player != 0:
        act(t, "place", "home")
        act(t, "suit", 0)
    tea = edward_uses_tea(t)
    assert [a.args for a in t.legal_actions() if a.kind == "tea"] == [(tea,)]


# --------------------------------------------------------------------------- R7.4 Tuesday


def test_tuesday_bonus_move_reaches_1_to_4_spaces_free_p9_p18_r7_4() -> None:
    """p.9 "sideways 1 to 4 spaces" / p.18 / R7.4: Lady Tuesday's bonus move after a climb
    reaches every space 1-4 away on the level just entered, free, and may be declined;
    entering a space with an event triggers it (rules_data ruling 7)."""
    g = swapper_game("tuesday", [])
    p = g.st.players[0]
    p.goal_done = True
    set_influence(g, 0, hand=[card("heart", 5)])
    p.brooch = "l3_0"
    act(g, "place", "beehive")
    act(g, "move", "l4_0")
    pay_cheapest(g)
    level = g.cat.hive_levels[4].spaces
    offered = {a.args[0] for a in pending(g, "SidewaysBonus").legal(g) if a.kind == "move"}
    assert offered == {s for s in level if 1 <= g.cat.hive[s].index <= 4} and len(offered) == 4
    tracks = list(p.tracks)
    act(g, "move", level[-1])
    assert p.brooch == level[-1] and p.tracks[:3] == tracks[:3]


# --------------------------------------------------------------------------- R7.5 Lady Cat


def solo_game(seed: int = 5) -> Game:
    return Game.new(GameConfig(("shae",), mode="solo", seed=seed))


def cat_flips(g: Game, cid: int, reversed_: bool) -> None:
    """Run a turn of Lady Cat flipping `cid`, the RNG stepped so that it lands as asked."""
    lc = g.st.ladycat
    for pile in (lc.deck, lc.discard, lc.litter):
        if cid in pile:
            pile.remove(cid)
    lc.deck.append(cid)
    while (rng.below(SimpleNamespace(rng=g.st.rng), 2) == 1) != reversed_:
        rng.next_u64(g.st)
    g.st.occupied.clear()
    g.st.players[1].calling += 1
    g.push(lcat.LadyCatTurn(1))
    g._advance()


@pytest.mark.parametrize(("compass", "reversed_", "kind"), [
    ("west", False, "lc"), ("west", True, "ton"), ("east", False, "ton"), ("east", True, "lc")])
def test_reversed_card_swaps_west_and_east_for_the_ballroom_p22_r7_5(compass: str, reversed_: bool,
                                                                      kind: str) -> None:
    """p.22 / R7.5: a reversed card swaps west (L&C) and east (Ton) for the Ballroom action;
    the log, her caption and the view say how the card lies."""
    g = solo_game()
    cid = next(c.id for c in lcat.solo_data().cards if c.action == "ballroom" and c.compass == compass)
    before = len(getattr(g.st.players[1], kind))
    cat_flips(g, cid, reversed_)
    assert len(getattr(g.st.players[1], kind)) == before + 1
    side = "L&C" if kind == "lc" else "Ton"
    told = f"{'reversed' if reversed_ else 'upright'}: the {side} first"
    assert any(told in e.text for e in g.log if e.text.startswith("Lady Cat flips"))
    view = g.observe(0)["ladycat"]
    assert view["reversed"] == reversed_ and view["flipped"] == cid and told in view["caption"]


@pytest.mark.parametrize("reversed_", [False, True])
def test_beehive_compass_ignores_the_orientation_p22_r7_5(reversed_: bool) -> None:
    """p.22: the Beehive direction "will be the same regardless of the card orientation"."""
    g = solo_game()
    g.st.players[1].brooch = "l1_left"
    cid = next(c.id for c in lcat.solo_data().cards if c.action == "beehive" and c.compass == "west")
    cat_flips(g, cid, reversed_)
    ups = sorted(g.cat.hive["l1_left"].up, key=lambda s: g.cat.hive[s].index)
    assert g.st.players[1].brooch == ups[0]


def test_orientations_come_from_the_game_rng_r7_5() -> None:
    """R7.5: orientations are drawn from the game's RNG, so a seed and the actions replay
    them exactly (saves), and both orientations occur."""
    seen = set()
    for seed in range(6):
        g = solo_game(seed)
        chooser = random.Random(seed)
        for _ in range(120):
            if g.is_over:
                break
            g.apply(chooser.choice(g.legal_actions()))
            if g.st.ladycat.flipped >= 0:
                seen.add(g.st.ladycat.reversed)
        again = Game.from_save(g.to_save())
        assert again.state_hash() == g.state_hash()
        assert [e.text for e in again.log] == [e.text for e in g.log]
    assert seen == {False, True}


# --------------------------------------------------------------------------- the bots


def test_medium_keeps_the_tea_card_edward_may_keep_r7_3() -> None:
    """R7.3: given the choice, Medium keeps Lord Edward's used Tea card face-up (it scores and
    counts for his goals) rather than trashing it; the quick rules do the same."""
    from apistocracy_gui.bots import make_bot, quick

    g = new_game(("edward", "tuesday"))
    tea = edward_uses_tea(g)
    assert make_bot("medium", 1).choose(g.view(0), g.legal_actions()) == Action("tea", (tea, "keep"))
    assert quick.payment(g, 0, g.legal_actions()) == Action("tea", (tea, "keep"))


def test_quick_rule_takes_tuesdays_longer_move_to_a_better_space_r7_4() -> None:
    """R7.4: the bots' quick rule for Lady Tuesday's free move picks the best space in reach,
    an event two or more spaces away included, not only a neighbour."""
    from apistocracy_gui.bots import quick

    g = swapper_game("tuesday", [])
    p = g.st.players[0]
    p.goal_done, p.brooch = True, "l3_4"
    set_influence(g, 0, hand=[card("heart", 5)])
    act(g, "place", "beehive")
    act(g, "move", "l4_4")
    pay_cheapest(g)
    choice = quick.sideways(g, 0, g.legal_actions())
    dest = g.cat.hive[choice.args[0]]
    assert choice.kind == "move" and dest.on_enter and abs(dest.index - g.cat.hive["l4_4"].index) >= 2
