"""The Gallery (rulebook p.13 "The Gallery", p.20 art Tea cards; RULINGS R6.4)."""

from __future__ import annotations

import pytest
from helpers import act, card, give_tea, new_game, pay_cheapest, pending, set_art, set_influence

from apistocracy_gui.engine import Action, Game
from apistocracy_gui.engine.influence import add
from apistocracy_gui.engine.week import placements

RICH = [card("club", 5), card("heart", 5), card("heart", 6)]


@pytest.fixture
def g() -> Game:
    """Lady Tuesday is seat 0 and first (she trashes used Tea cards); gallery_1 costs a Club."""
    return new_game(("tuesday", "alexandria"))


def gallery_offered(g: Game, seat: int) -> bool:
    return any(a.args[0].startswith("gallery") for a in placements(g, seat))


def commission(g: Game, seat: int, space: str = "gallery_1") -> None:
    act(g, "place", space)
    pay_cheapest(g)


@pytest.mark.parametrize("owned", [0, 1, 2])
def test_art_in_order_paying_space_then_commission_p13(g: Game, owned: int) -> None:
    """p.13: commission in order Silhouette, Miniature, Portrait; use the influence of the
    action space, then the influence shown to commission 1 Art token."""
    p = g.st.players[0]
    set_art(g, 0, owned)
    set_influence(g, 0, hand=RICH)
    space = next(s for s in g.cat.boards["small"] if s.id == "gallery_1")
    stack = g.st.art_stack[owned]
    act(g, "place", "gallery_1")
    assert pending(g, "Payment").cost == add(space.cost, g.cat.art[owned].cost)
    pay_cheapest(g)
    assert p.art == list(range(owned + 1)) and g.st.art_stack[owned] == stack - 1
    assert [a.kind for a in g.cat.art] == ["silhouette", "miniature", "portrait"]


def test_a_new_set_starts_after_a_full_one_p13(g: Game) -> None:
    """p.13: "You must complete a full set of art before starting a new one": after a
    Portrait the next painting is a Silhouette again."""
    p = g.st.players[0]
    set_art(g, 0, 3)
    set_influence(g, 0, hand=RICH)
    commission(g, 0)
    assert p.art == [0, 1, 2, 0]


def test_artists_muse_goes_to_the_first_full_set_only_p13(g: Game) -> None:
    """p.13: "The first player to complete a set of all 3 different art tokens gains the
    Artist's Muse Token"."""
    for seat in (0, 1):
        set_art(g, seat, 2)
    for seat, space in ((0, "gallery_1"), (1, "gallery_2")):
        assert g.current_player == seat
        set_influence(g, seat, hand=RICH + [card("spade", 6)])
        commission(g, seat, space)
        assert g.st.players[seat].art == [0, 1, 2] and g.st.artists_muse == 0


def test_tea_card_replaces_only_the_commission_cost_p20_r6_4(g: Game) -> None:
    """p.20 / R6.4: the Tea card replaces the influence to commission its painting; the
    action space's own cost is still paid; the Tea card is trashed."""
    tea = give_tea(g, 0, "silhouette")
    set_influence(g, 0, hand=[card("club", 5)])
    act(g, "place", "gallery_1")
    assert g.legal_actions() == [Action("tea", (tea,))]
    act(g, "tea", tea)
    assert pending(g, "Payment").cost == (1, 0, 0, 0, 0)
    pay_cheapest(g)
    assert g.st.players[0].art == [0] and g.st.tea_trash == [tea]


def test_tea_card_does_not_pay_the_space_p20_r6_4(g: Game) -> None:
    """R6.4: "A boon replaces exactly the cost it names": with no influence for the space the
    Gallery stays closed, Tea card or not."""
    give_tea(g, 0, "silhouette")
    set_influence(g, 0)
    assert not gallery_offered(g, 0)


@pytest.mark.parametrize("owned,kind,usable", [(0, "miniature", False), (1, "miniature", True),
                                               (1, "portrait", False), (2, "portrait", True)])
def test_tea_card_only_for_the_next_painting_p20(g: Game, owned: int, kind: str,
                                                 usable: bool) -> None:
    """p.20: art Tea cards work "provided you have already obtained the previous painting(s)"."""
    give_tea(g, 0, kind)
    set_art(g, 0, owned)
    set_influence(g, 0, hand=[card("club", 5)])
    assert gallery_offered(g, 0) == usable


def test_an_exhausted_stack_closes_the_gallery_for_that_painting_p13(g: Game) -> None:
    """p.13 (art token stacks): with no Silhouette left, nobody needing one can commission."""
    g.st.art_stack[0] = 0
    set_influence(g, 0, hand=RICH)
    assert not gallery_offered(g, 0)
    set_art(g, 0, 1)
    assert gallery_offered(g, 0)
