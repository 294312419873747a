"""The Tea Room (rulebook p.13-14 "The Tea Room", p.18 Lord Edward, p.20 Tea cards;
RULINGS R6.3, R6.4)."""

from __future__ import annotations

from helpers import act, card, give_tea, new_game, pay_cheapest, pending, set_influence

from apistocracy_gui.engine import Game
from apistocracy_gui.engine.tearoom import may_keep, tea_name, use_tea
from apistocracy_gui.engine.week import placements

SPADE = card("spade", 5)


def visit_tea_room(g: Game, seat: int = 0, space: str = "tea_1") -> tuple[int, ...]:
    """Place on `space` (tea_1 costs a Club, tea_2 a Spade) and return the Tea cards drawn,
    top of the deck first."""
    set_influence(g, seat, hand=[SPADE])
    act(g, "place", space)
    pay_cheapest(g)
    return pending(g, "TeaKeep").drawn


def test_draw_two_keep_one_rest_to_the_bottom_p13() -> None:
    """p.13: "Draw 2 Tea Cards. Select 1 card and place the remaining card at the bottom of
    the deck. Place the selected card face-down beside your Player Mat"."""
    g = new_game(("tuesday", "alexandria"))
    deck = list(g.st.tea_deck)
    drawn = visit_tea_room(g)
    assert drawn == (deck[-1], deck[-2])
    act(g, "keep", drawn[1])
    assert g.st.players[0].tea == [drawn[1]]
    assert g.st.tea_deck == [drawn[0]] + deck[:-2]


def test_last_tea_card_alone_is_kept_p13() -> None:
    """p.13 with one Tea card left: it is drawn and kept; an empty deck closes the Tea Room."""
    g = new_game(("tuesday", "alexandria"))
    g.st.tea_trash[:] = g.st.tea_deck[:-1]
    del g.st.tea_deck[:-1]
    (only,) = visit_tea_room(g)
    act(g, "keep", only)
    assert g.st.tea_deck == [] and g.st.players[0].tea == [only]
    assert not any(a.args[0].startswith("tea") for a in placements(g, 1))


def test_edward_draws_three_after_his_goal_p18() -> None:
    """p.18: after collecting 3 Tea cards Lord Edward gets "to draw 3 cards and pick 1 when
    they take a Tea Action"; before, he draws 2 like everyone."""
    g = new_game(("edward", "tuesday"))
    for _ in range(2):
        give_tea(g, 0, g.cat.tea[g.st.tea_deck[0]].kind)
    drawn = visit_tea_room(g)
    assert len(drawn) == 2
    act(g, "keep", drawn[0])
    assert g.st.players[0].goal_done
    act(g, "place", "home")  # Lady Tuesday's turn
    act(g, "suit", 0)
    deck = list(g.st.tea_deck)
    drawn = visit_tea_room(g, 0, "tea_2")
    assert drawn == tuple(deck[-1:-4:-1])
    act(g, "keep", drawn[1])
    assert g.st.tea_deck[:2] == [drawn[2], drawn[0]]


def test_tea_card_used_in_lieu_is_trashed_p14_r6_4() -> None:
    """p.14: "Trash the Tea Card to use as influence ... When you trash the Tea Card it is
    removed from the game" (R6.4)."""
    g = new_game(("tuesday", "alexandria"))
    tea = give_tea(g, 0, "hive_2")
    set_influence(g, 0)
    g.st.players[0].brooch = "l1_left"
    act(g, "place", "beehive")
    act(g, "move", "l2_0")
    act(g, "tea", tea)
    assert g.st.players[0].tea == [] and g.st.tea_trash == [tea] and tea not in g.st.tea_deck


def test_edward_keeps_two_used_tea_cards_face_up_p18_r6_4() -> None:
    """p.18 / R6.4 / R7.3: instead of trashing, Lord Edward may place up to 2 used Tea cards
    face-up (they still count); a third is trashed."""
    g = new_game(("edward", "tuesday"))
    cards = [give_tea(g, 0, k) for k in ("hive_2", "hive_3", "hive_4")]
    set_influence(g, 0)
    g.st.players[0].brooch = "l1_left"
    act(g, "place", "beehive")
    act(g, "move", "l2_0")
    act(g, "tea", cards[0], "keep")
    p = g.st.players[0]
    assert p.tea_kept == [cards[0]] and g.st.tea_trash == []
    use_tea(g, 0, cards[1], "a test", keep=True)
    assert not may_keep(g, 0)
    use_tea(g, 0, cards[2], "a test")
    assert p.tea_kept == cards[:2] and g.st.tea_trash == [cards[2]] and p.tea == []
    assert g.observe(1)["players"][0]["tea_kept"] == cards[:2]


def test_tea_cards_are_hidden_from_the_others_r6_3() -> None:
    """R6.3: Tea cards are kept face-down by their owner and hidden from the other players,
    including the ones being chosen in the Tea Room."""
    g = new_game(("tuesday", "alexandria", "shae"))
    drawn = visit_tea_room(g)
    secret = [tea_name(g, c) for c in drawn]
    for other in (1, 2, None):
        seen = g.observe(other)
        assert "legal" not in seen and not any(s in seen["prompt"] for s in secret)
    act(g, "keep", drawn[0])
    mine = g.observe(0)["players"][0]
    assert mine["tea"] == [drawn[0]] and mine["tea_count"] == 1
    for other in (1, 2, None):
        view = g.observe(other)
        assert "tea" not in view["players"][0] and view["players"][0]["tea_count"] == 1
        assert not any(s in line for s in secret for line in view["log"])
    assert any(secret[0] in line for line in g.observe(0)["log"])
