"""The Ballroom: L&C and Ton cards (rulebook p.11-12 "Taking a Ballroom Action", "On Your
Player Mat...", p.20 Ton cards; RULINGS R5, R6.2)."""

from __future__ import annotations

import pytest
from helpers import act, card, give_tea, new_game, pay_cheapest, pending, set_art, set_influence

from apistocracy_gui.engine import Action, Game
from apistocracy_gui.engine.week import placements

CLUB = card("club", 5)
HEARTS = [card("heart", 5), card("heart", 6)]


@pytest.fixture
def g() -> Game:
    """Lord Edward is seat 0 and first; on the 2-player side lc_1 and ton_1 cost one Club."""
    return new_game(("edward", "tuesday"))


def ton(g: Game, name: str) -> int:
    return next(c.id for c in g.cat.ton if c.name == name)


def lay(g: Game, space: str, cid: int) -> None:
    """Put card `cid` face-up on `space`; the card it replaces goes under its deck."""
    kind = space.split("_")[0]
    deck = g.st.lc_deck if kind == "lc" else g.st.ton_deck
    old = g.st.ballroom[space]
    if cid in deck:
        deck.remove(cid)
    else:
        g.st.ballroom[next(s for s, c in g.st.ballroom.items() if c == cid)] = deck.pop()
    if old >= 0:
        deck.insert(0, old)
    g.st.ballroom[space] = cid


def fill_column(g: Game, seat: int, kind: str, n: int) -> None:
    deck = g.st.lc_deck if kind == "lc" else g.st.ton_deck
    col = g.st.players[seat].lc if kind == "lc" else g.st.players[seat].ton
    col[:] = [deck.pop() for _ in range(n)]


def take(g: Game, space: str, hand: list[int] = (CLUB,)) -> int:  # type: ignore[assignment]
    """With exactly `hand` as influence, take the card on `space` paying its Clubs; return it."""
    set_influence(g, 0, hand=hand)
    cid = g.st.ballroom[space]
    act(g, "place", space)
    act(g, "pay", "unit", "card", CLUB, 1)
    return cid


def test_space_costs_its_printed_clubs_r5(g: Game) -> None:
    """p.11: "Use the Club Influence shown on the action space" (R5: printed on the space)."""
    set_influence(g, 0)
    assert not {"lc_1", "ton_1"} & {a.args[0] for a in placements(g, 0)}
    set_influence(g, 0, hand=[CLUB])
    offered = {a.args[0] for a in placements(g, 0)}
    assert {"lc_1", "ton_1"} <= offered and not {"lc_2", "ton_2"} & offered
    act(g, "place", "lc_1")
    assert pending(g, "Payment").cost == (1, 0, 0, 0, 0)


@pytest.mark.parametrize("space", ["lc_1", "ton_1"])
def test_card_raises_the_track_of_its_suit_p11(g: Game, space: str) -> None:
    """p.11: "Gain the influence shown on the card by moving that token up one space"."""
    cid = take(g, space)
    suit = (g.cat.lc if space.startswith("lc") else g.cat.ton)[cid].suit
    assert g.st.players[0].tracks == [int(s == suit) for s in range(4)]
    pending(g, "ColumnChoice")


def test_row_costs_and_the_printed_fourth_row_p11(g: Game) -> None:
    """p.11: "the 4th placed card requires 2 Diamond influence"; the rows are paid in order."""
    assert g.cat.row_costs[3] == (0, 0, 2, 0, 0)
    assert g.cat.row_costs[0] == (0, 0, 0, 0, 0)


@pytest.mark.parametrize("n", range(5))
def test_placing_in_row_n_pays_the_row_cost_p11(g: Game, n: int) -> None:
    """p.11: "Use the influence shown on the row of the new card"."""
    fill_column(g, 0, "lc", n)
    lay(g, "lc_1", next(c.id for c in g.cat.lc if c.suit == 0 and c.id in g.st.lc_deck))
    cid = take(g, "lc_1", [CLUB] + HEARTS)
    act(g, "column", "place")
    want = g.cat.row_costs[n]
    if any(want):
        assert pending(g, "Payment").cost == want
        pay_cheapest(g)
    assert g.st.players[0].lc[-1] == cid and len(g.st.players[0].lc) == n + 1


@pytest.mark.parametrize("row,kind,usable", [(4, "row_4", True), (5, "row_5", True),
                                            (4, "row_5", False), (5, "row_4", False)])
def test_row_tea_card_places_the_fourth_or_fifth_card_p20(g: Game, row: int, kind: str,
                                                          usable: bool) -> None:
    """p.20: trash the Tea card "in lieu of using the influence to place your 4th or 5th Ton
    or L&C Card"; each card names its row. A Club card's own gain cannot pay those rows."""
    tea = give_tea(g, 0, kind)
    fill_column(g, 0, "ton", row - 1)
    lay(g, "ton_1", ton(g, "Lady Jersey"))
    cid = take(g, "ton_1")
    if not usable:
        assert g.st.ton_trash == [cid] and g.st.players[0].tea == [tea]
        return
    act(g, "column", "place")
    if g.st.players[0].character == "edward":  # R7.3: he keeps it face-up or trashes it
        assert g.legal_actions() == [Action("tea", (tea, "keep")), Action("tea", (tea, "trash"))]
        act(g, "tea", tea, "keep")
    else:
        assert g.legal_actions() == [Action("tea", (tea,))]
        act(g, "tea", tea)
    assert g.st.players[0].ton[-1] == cid and len(g.st.players[0].ton) == row
    assert g.st.players[0].tea == []  # used up (Lord Edward keeps it face-up, p.18)


def test_declined_card_is_trashed_p11(g: Game) -> None:
    """p.11: "If you cannot afford to or choose not to place the card, trash it without further
    benefit" (the influence gain already happened)."""
    cid = take(g, "lc_1")
    act(g, "column", "trash")
    assert g.st.lc_trash == [cid] and g.st.players[0].lc == [] and sum(g.st.players[0].tracks) == 1


def test_unaffordable_row_trashes_the_card_p11(g: Game) -> None:
    """p.11: a card whose row cannot be paid is trashed (here row 4, 2 Diamonds, with none)."""
    fill_column(g, 0, "ton", 3)
    lay(g, "ton_1", ton(g, "Lady Jersey"))  # a Club card: its gain cannot pay Diamonds
    cid = take(g, "ton_1")
    assert g.st.ton_trash == [cid] and len(g.st.players[0].ton) == 3
    assert g.st.players[0].tracks[0] == 1 and g.current_player == 1


def test_full_column_trashes_after_the_influence_gain_p12(g: Game) -> None:
    """p.12: with a full column "you may still acquire them for their immediate influence gain
    before trashing"."""
    fill_column(g, 0, "lc", 5)
    cid = take(g, "lc_1")
    assert g.st.lc_trash == [cid] and len(g.st.players[0].lc) == 5
    assert g.st.players[0].tracks[g.cat.lc[cid].suit] == 1 and g.current_player == 1


def test_favored_guest_goes_to_the_first_full_column_only_p12(g: Game) -> None:
    """p.12: "The first player to fill either column gains the Favored Guest Token"."""
    for seat in (0, 1):
        fill_column(g, seat, "lc", 4)
    for seat in (0, 1):
        assert g.current_player == seat
        set_influence(g, seat, hand=[CLUB, card("club", 6)] + HEARTS)
        act(g, "place", ("lc_1", "lc_2")[seat])
        pay_cheapest(g)
        act(g, "column", "place")
        pay_cheapest(g)
        assert len(g.st.players[seat].lc) == 5 and g.st.favored_guest == 0


def test_ton_action_is_optional_p11(g: Game) -> None:
    """p.11: "If it is a Ton Card you *may* take the action shown"."""
    lay(g, "ton_1", ton(g, "Count Lieven"))
    take(g, "ton_1")
    act(g, "column", "place")
    assert {a.args[0] for a in pending(g, "TonChoice").legal(g)} == {"take", "skip"}
    act(g, "ton", "take")
    pending(g, "ParlorAction")


def test_ton_action_only_after_placing_the_card_p20(g: Game) -> None:
    """p.20: "You must always place a Ton Card on your Player Mat before you take its action"."""
    lay(g, "ton_1", ton(g, "Count Lieven"))
    take(g, "ton_1")
    act(g, "column", "trash")
    assert g.current_player == 1 and g.pending_kind() == "PlaceCard"


def test_ton_action_extra_cost_or_forfeit_p12(g: Game) -> None:
    """p.12: "You must use the influence shown on the card to take this action immediately,
    or forfeit the action"."""
    salon = ton(g, "Lady Blessington's Salon")  # draw 2 for one extra Club
    lay(g, "ton_1", salon)
    take(g, "ton_1", [CLUB, card("club", 6)])
    act(g, "column", "place")
    act(g, "ton", "take")
    assert pending(g, "Payment").cost == g.cat.ton[salon].cost
    hand_before = len(g.st.players[0].hand)
    pay_cheapest(g)
    assert len(g.st.players[0].hand) == hand_before - 1 + 2
    h = new_game(("edward", "tuesday"))
    fill_column(h, 0, "ton", 1)
    lay(h, "ton_1", salon)
    take(h, "ton_1")
    act(h, "column", "place")
    pay_cheapest(h)  # row 2 takes the Heart just gained: nothing is left for the action
    assert h.current_player == 1, "an unaffordable action is forfeited, not offered"


@pytest.mark.parametrize("brooch,offered", [("l1_left", False), ("l2_0", True)])
def test_ton_hive_level_prerequisite_p12(g: Game, brooch: str, offered: bool) -> None:
    """p.12: some Ton cards require "being at or above a level on the beehive"."""
    lay(g, "ton_1", ton(g, "The Duke of Wellington"))  # up one level; needs level 2
    g.st.players[0].brooch = brooch
    take(g, "ton_1")
    act(g, "column", "place")
    assert (g.pending_kind() == "TonChoice") == offered
    if offered:
        act(g, "ton", "take")
        assert {a.args[0] for a in pending(g, "FreeMove").legal(g)} == set(g.cat.hive[brooch].up)


@pytest.mark.parametrize("brooch,dests", [("l1_left", set()), ("l2_0", {"l3_1"}),
                                          ("l3_0", {"l3_1", "l4_1"}), ("l4_0", {"l4_1"})])
def test_ton_event_move_needs_the_level_or_the_one_below_p20(g: Game, brooch: str,
                                                             dests: set[str]) -> None:
    """p.20: event Ton cards "require your Brooch to be on the same level or the level directly
    below the space you are moving to" (the Marchioness: Tea on level 3, Dinner on level 4)."""
    lay(g, "ton_1", ton(g, "The Marchioness of Salisbury"))
    g.st.players[0].brooch = brooch
    take(g, "ton_1")
    act(g, "column", "place")
    assert (g.pending_kind() == "TonChoice") == bool(dests)
    if dests:
        act(g, "ton", "take")
        assert {a.args[0] for a in pending(g, "FreeMove").legal(g)} == dests


@pytest.mark.parametrize("owned,offered", [(0, False), (1, False), (2, True)])
def test_ton_painting_prerequisite_p20(g: Game, owned: int, offered: bool) -> None:
    """p.20: "You must already have the Silhouette and Miniature to take this action"."""
    lay(g, "ton_1", ton(g, "Mr Turner"))  # commission a Portrait for one extra Spade
    set_art(g, 0, owned)
    take(g, "ton_1", [CLUB, card("spade", 5)])
    act(g, "column", "place")
    assert (g.pending_kind() == "TonChoice") == offered
    if offered:
        act(g, "ton", "take")
        pay_cheapest(g)
        assert g.st.players[0].art == [0, 1, 2]


def test_level_five_gain_takes_a_face_up_card_and_refills_p12_r6_2(g: Game) -> None:
    """p.12 / R6.2: gaining an L&C card on level 5: select a face-up card, no Calling Card or
    Club cost, then refill the empty spot from the top of the deck."""
    set_influence(g, 0, hand=[card("heart", 5)])
    g.st.players[0].brooch = "l4_0"
    face_up, top = g.st.ballroom["lc_2"], g.st.lc_deck[-1]
    act(g, "place", "beehive")
    act(g, "move", "l5_0")
    pay_cheapest(g)
    assert {a.args[0] for a in pending(g, "ChooseFaceUp").legal(g)} == {"lc_1", "lc_2"}
    act(g, "take", "lc_2")
    assert g.st.ballroom["lc_2"] == top and "lc_2" not in g.st.occupied
    pending(g, "ColumnChoice")
    assert g.st.players[0].tracks[g.cat.lc[face_up].suit] == 1
    act(g, "column", "place")
    assert g.st.players[0].lc == [face_up]


def test_level_five_gain_draws_blind_with_no_face_up_card_p12_r6_2(g: Game) -> None:
    """p.12: "If the ballroom cards are empty: draw a card blind from the top of the deck"."""
    for space in ("lc_1", "lc_2"):
        g.st.lc_discard.append(g.st.ballroom[space])
        g.st.ballroom[space] = -1
    set_influence(g, 0, hand=[card("heart", 5)])
    g.st.players[0].brooch = "l4_0"
    top = g.st.lc_deck[-1]
    act(g, "place", "beehive")
    act(g, "move", "l5_0")
    pay_cheapest(g)
    pending(g, "ColumnChoice")
    act(g, "column", "place")
    assert g.st.players[0].lc == [top] and g.st.ballroom["lc_1"] == g.st.ballroom["lc_2"] == -1
    assert Action("place", ("lc_1",)) not in g.legal_actions()
