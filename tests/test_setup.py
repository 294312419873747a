"""Setup for 2, 3 and 4 players (rulebook p.3-4 "Setup"; RULINGS R1, R4, R5)."""

from __future__ import annotations

import pytest
from helpers import new_game

from apistocracy_gui.engine.week import board_spaces

THREE = ("edward", "tuesday", "alexandria")
FOUR = ("edward", "tuesday", "alexandria", "shae")


def test_board_side_matches_player_count_p3_r5() -> None:
    """p.3: "the side matching the player count (1/2 or 3/4)"; R5 names the two sides."""
    two, three, four = new_game(), new_game(THREE), new_game(FOUR)
    assert {s.id for s in board_spaces(two)} == {s.id for s in two.cat.boards["small"]} | {
        "pm_bonus_1", "pm_bonus_2"}
    large = {s.id for s in four.cat.boards["large"]}
    assert {s.id for s in board_spaces(four)} - {"pm_bonus_1", "pm_bonus_2"} == large
    assert {s.id for s in board_spaces(three)} < {s.id for s in board_spaces(four)}


def test_four_player_spaces_stay_empty_with_three_p3_r5() -> None:
    """p.3 (c): "In a 3 person game do not place face-up cards on the Ton or L&C spaces with
    the 4 player icon"; R5: those spaces stay empty, so nobody may place a card there."""
    g = new_game(THREE)
    four_only = {s.id for s in g.cat.boards["large"] if s.four_player}
    assert four_only, "the large side must mark some spaces four_player"
    assert not four_only & set(g.st.ballroom)
    offered = {a.args[0] for a in g.legal_actions() if a.kind == "place"}
    assert not four_only & offered
    g4 = new_game(FOUR)
    assert {s for s in four_only if s in g4.st.ballroom} == {
        s for s in four_only if s.startswith(("lc", "ton"))}


@pytest.mark.parametrize("players", [("edward", "tuesday"), THREE, FOUR])
def test_face_up_cards_p3(players: tuple[str, ...]) -> None:
    """p.3: deal one Star card face-up on each of the 3 Parlor spaces and one face-up card on
    each L&C and Ton space; the rest stay in their decks."""
    g = new_game(players)
    st, cat = g.st, g.cat
    assert len(st.parlor) == 3 and all(cat.whist[c].group == "star" for c in st.parlor)
    assert len(st.star_deck) == 16 - 3
    assert all(c >= 0 for c in st.ballroom.values())
    lc_up = [c for s, c in st.ballroom.items() if s.startswith("lc")]
    ton_up = [c for s, c in st.ballroom.items() if s.startswith("ton")]
    assert len(st.lc_deck) + len(lc_up) == 22 and len(st.ton_deck) + len(ton_up) == 26
    assert len(st.tea_deck) == 20 and len(st.queen_deck) == 4 and len(st.regular_deck) == 16


@pytest.mark.parametrize("seed", range(40))
def test_hive_bonus_tokens_on_level_two_never_leftmost_p3_r4(seed: int) -> None:
    """p.3: "Randomly place the 4 Hive Bonus Tokens on the Level 2 spots ... Do not place one
    on the leftmost spot."""
    g = new_game(seed=seed)
    level2 = g.cat.hive_levels[2].spaces
    assert len(g.st.hive_bonus) == 4
    assert set(g.st.hive_bonus.values()) == {t.id for t in g.cat.bonus_tokens}
    assert all(s in level2 for s in g.st.hive_bonus)
    assert level2[0] not in g.st.hive_bonus


def test_hive_bonus_tokens_are_random_p3() -> None:
    """p.3 "Randomly place": different seeds give different arrangements."""
    layouts = {tuple(sorted(new_game(seed=s).st.hive_bonus.items())) for s in range(20)}
    assert len(layouts) > 1


@pytest.mark.parametrize("players,first", [
    (("shae", "tuesday", "alexandria"), 1),
    (("alexandria", "shae"), 0),
    (("shae", "alexandria", "tuesday", "edward"), 3),
])
def test_first_player_has_lowest_starting_rank_p4_r1(players: tuple[str, ...], first: int) -> None:
    """p.4: the First Player token goes to the lowest number on the Starting Cards; R1 fixes
    Edward 1, Tuesday 2, Alexandria 3, Shae 4."""
    g = new_game(players)
    assert g.st.first == first
    assert g.current_player == first and g.pending_kind() == "PlaceCard"


@pytest.mark.parametrize("players", [("edward", "tuesday"), FOUR])
def test_player_setup_p3_r1(players: tuple[str, ...]) -> None:
    """p.3 Player Setup: 4 starting cards (one per suit, the character's rank, R1), both
    tokens on side A, influence tokens on the bottom of the tracks, Brooch on the start,
    4 Calling Cards; the Queen's Favorite is unclaimed."""
    g = new_game(players)
    for p in g.st.players:
        rank = g.cat.characters[p.character].starting_rank
        cards = [g.cat.whist[c] for c in p.hand + p.draw + p.discard]
        assert sorted((c.suit, c.rank, c.group) for c in cards) == [
            (s, rank, "starting") for s in range(4)]
        assert not (p.host_b or p.host_twirled or p.hive_b or p.hive_twirled)
        assert p.tracks == [0, 0, 0, 0] and p.brooch == "start" and p.calling == 4
        assert not (p.lc or p.ton or p.tea or p.art)
    assert g.st.queens_favorite == g.st.artists_muse == g.st.favored_guest == -1
    assert g.st.week == 1


def test_unused_envelopes_stay_in_the_box_r1() -> None:
    """R1: envelopes of characters not in the game stay in the box (their cards are nowhere)."""
    g = new_game(("edward", "tuesday"))
    held = {c for p in g.st.players for c in p.hand + p.draw + p.discard}
    shae_and_alexandria = {c.id for c in g.cat.whist if c.group == "starting" and c.rank > 2}
    assert not held & shae_and_alexandria
