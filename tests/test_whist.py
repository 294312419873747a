"""The Whist Phase (rulebook p.15-16; RULINGS R1, R6.5-R6.7).

Each test builds the exact situation it needs by editing the state of a fresh game, then
drives the engine only through its public actions, so a wrong rule shows up as a wrong set
of legal cards, a wrong leader or a wrong trick winner.
"""

from __future__ import annotations

import pytest

from apistocracy_gui.engine import Action, Game, GameConfig
from apistocracy_gui.engine.whist import NextTrick, WhistSetup

CHARACTERS = ("edward", "tuesday", "alexandria", "shae")
SUIT_LETTERS = "CSDH"  # RULINGS R1 influence order, low to high


def c(text: str) -> int:
    """A whist card id from "rank+suit" text, e.g. "10D", "13H" (R1: suit * 13 + rank - 1)."""
    return SUIT_LETTERS.index(text[-1]) * 13 + int(text[:-1]) - 1


def cs(*texts: str) -> list[int]:
    return [c(t) for t in texts]


def fresh(players: int) -> Game:
    """A new game with its pending decisions removed, ready for a hand-built situation."""
    g = Game.new(GameConfig(players=CHARACTERS[:players], seed=11))
    g.st.stack.clear()
    return g


def whist_setup(decks: list[dict[str, list[str]]], first: int = 0, regular: list[str] | None = None,
                trash: list[str] | None = None) -> Game:
    """Run the Whist setup with the given draw/discard/hand per seat (rulebook p.15)."""
    g = fresh(len(decks))
    st = g.st
    for p, deck in zip(st.players, decks, strict=True):
        p.draw, p.discard, p.hand = (cs(*deck.get(z, [])) for z in ("draw", "discard", "hand"))
    st.first = first
    if regular is not None:
        st.regular_deck = cs(*regular)
    if trash is not None:
        st.whist_trash = cs(*trash)
    g.push(WhistSetup(-1))
    g._advance()
    return g


def tricks(hands: list[list[str]], leader: int = 0, broken: bool = False) -> Game:
    """A game in the Whist Phase at the start of a trick with these hands."""
    g = fresh(len(hands))
    st = g.st
    st.phase = "whist"
    for p, hand in zip(st.players, hands, strict=True):
        p.draw, p.discard, p.hand = [], [], cs(*hand)
    st.leader, st.diamonds_broken = leader, broken
    g.push(NextTrick(-1))
    g._advance()
    return g


def play(g: Game, *cards: str) -> None:
    for text in cards:
        g.apply(Action("play", (c(text),)))


def playable(g: Game) -> set[int]:
    assert g.pending_kind() == "PlayCard"
    return {a.args[0] for a in g.legal_actions()}


def stars(n: int, start: int = 0) -> list[str]:
    """`n` distinct Star cards (R1: the 10s, 11s and 12s are star cards)."""
    return [f"{r}{s}" for r in (10, 11, 12) for s in SUIT_LETTERS][start:start + n]


def regulars(n: int, start: int = 0) -> list[str]:
    """`n` distinct Regular cards (R1: 5-9 of Clubs, Spades, Hearts)."""
    return [f"{r}{s}" for r in (5, 6, 7, 8, 9) for s in "CSH"][start:start + n]


def own(seat: int) -> list[str]:
    """Five cards for `seat`: its four starting cards (R1 rank seat + 1) and one Star card."""
    return [f"{seat + 1}{s}" for s in SUIT_LETTERS] + stars(1, seat)


REGULAR_DECK = regulars(15) + ["5D"]  # R1: the whole Regular deck
SPARE = ["13C", "13S", "13D", "13H", "3C", "3S", "3D", "3H"]  # trashed cards to finish dealing


def play_out(g: Game) -> None:
    while not g.is_over:
        g.apply(g.legal_actions()[0])


# --------------------------------------------------------------------------- setup (p.15)
def test_whist_cards_are_draw_discard_and_hand_p15():
    """Rulebook p.15 "Count your Whist Cards in your discard and draw pile" (R6.5 adds the hand)."""
    g = whist_setup([{"draw": ["1C", "1S", "5C"], "discard": ["1D", "6C"], "hand": ["1H", "7C"]},
                     {"draw": regulars(7, 3)}])
    p = g.st.players[0]
    assert sorted(p.hand) == sorted(cs("1C", "1S", "5C", "1D", "6C", "1H", "7C"))
    assert p.draw == [] and p.discard == []


def test_card_sharp_is_strictly_most_star_cards_in_the_whole_deck_p15_R6_5():
    """Rulebook p.15 "Determine who has the most Star Cards"; R6.5: draw pile, discard, hand."""
    s = stars(5)
    g = whist_setup([{"draw": [s[0], "5C"], "discard": [s[1]], "hand": [s[2], "6C"]},
                     {"draw": [s[3], s[4], "7C"]}, {"draw": ["8C"]}])
    assert g.st.card_sharp == 0
    assert g.st.players[0].stars == 3 and g.st.players[1].stars == 2
    assert g.pending_kind() == "SharpChoice" and g.current_player == 0


def test_queen_and_starting_cards_are_not_star_cards_R1():
    """R1: only the Star deck carries the star symbol (Queens carry a crown)."""
    g = whist_setup([{"draw": ["13C", "13S", "1C"]}, {"draw": [stars(1)[0]]}])
    assert g.st.card_sharp == 1


@pytest.mark.parametrize("first", [0, 1, 2])
def test_card_sharp_tie_nobody_gets_it_and_first_player_leads_p15(first: int):
    """Rulebook p.15: "If there is a tie ... no one receives the token, and the player with the
    First Player Token starts (leads) the first hand"."""
    s = stars(5)
    g = whist_setup([{"draw": s[:2]}, {"discard": s[2:4]}, {"hand": s[4:5]}], first=first,
                    regular=REGULAR_DECK, trash=SPARE)
    assert g.st.card_sharp == -1
    assert g.pending_kind() == "PlayCard" and g.current_player == first
    assert all(s.lines[0].total == 0 for s in g.scores())


@pytest.mark.parametrize(("sharp", "choice", "order"),
                         [(1, "lead", [1, 2, 0]), (1, "last", [2, 0, 1]), (2, "last", [0, 1, 2])])
def test_card_sharp_chooses_to_lead_or_play_last_R6_5(sharp: int, choice: str, order: list[int]):
    """R6.5 / p.15: "The token allows the player to decide if they lead or go last"."""
    decks: list[dict[str, list[str]]] = [{}, {}, {}]
    decks[sharp] = {"draw": stars(2)}
    g = whist_setup(decks, first=0, regular=REGULAR_DECK, trash=SPARE)
    assert g.st.card_sharp == sharp and g.current_player == sharp
    assert {a.args[0] for a in g.legal_actions()} == {"lead", "last"}
    g.apply(Action("sharp", (choice,)))
    seen = []
    for _ in range(3):
        seen.append(g.current_player)
        g.apply(g.legal_actions()[0])
    assert seen == order


@pytest.mark.parametrize(("players", "size"), [(2, 7), (3, 8), (4, 9)])
def test_hand_sizes_7_8_9_dealt_from_the_regular_deck_p15(players: int, size: int):
    """Rulebook p.15: 2 players 7, 3 players 8, 4 players 9; short players are dealt from the
    Regular deck set aside at setup."""
    g = whist_setup([{"draw": own(s)} for s in range(players)], regular=REGULAR_DECK)
    for seat, p in enumerate(g.st.players):
        assert len(p.hand) == size
        assert set(cs(*own(seat))) <= set(p.hand)
        assert set(p.hand) - set(cs(*own(seat))) <= set(cs(*REGULAR_DECK))
    assert len(g.st.regular_deck) == 16 - players * (size - 5)


def test_short_hands_use_the_regular_deck_then_the_trashed_whist_cards_R6_7():
    """R6.7 / p.15: "In the rare case you do not have enough cards, reshuffle the trashed cards
    and finish dealing"; the Regular deck is used up first."""
    g = whist_setup([{"draw": ["1C", "1S"]}, {"draw": regulars(7, 2)}],
                    regular=regulars(2), trash=["10C", "11C", "12C", "13C", "10S", "11S"])
    hand = set(g.st.players[0].hand)
    assert len(hand) == 7
    assert set(cs(*regulars(2))) <= hand
    from_trash = hand - set(cs("1C", "1S", *regulars(2)))
    assert len(from_trash) == 3 and from_trash <= set(cs("10C", "11C", "12C", "13C", "10S", "11S"))
    undealt = set(g.st.regular_deck) | set(g.st.whist_trash)
    assert undealt == set(cs("10C", "11C", "12C", "13C", "10S", "11S")) - from_trash
    assert any("trashed whist cards are shuffled" in e.text for e in g.log)


def test_over_size_player_chooses_what_to_trash_R6_7():
    """R6.7 / p.15: "If a player has too many cards they must select and trash the extra"."""
    mine = ["1C", "1S", "1D", "1H", "10D", "11D", "12D", "13D", "9D"]
    g = whist_setup([{"draw": mine}, {"draw": regulars(7)}])
    assert g.pending_kind() == "TrashDown" and g.current_player == 0
    assert {a.args[0] for a in g.legal_actions()} == set(cs(*mine))
    g.apply(Action("trash_whist", (c("13D"),)))  # the player's choice, not the lowest card
    assert g.pending_kind() == "TrashDown"
    g.apply(Action("trash_whist", (c("12D"),)))
    p = g.st.players[0]
    assert sorted(p.hand) == sorted(cs("1C", "1S", "1D", "1H", "10D", "11D", "9D"))
    assert set(cs("13D", "12D")) <= set(g.st.whist_trash)
    assert g.pending_kind() in ("SharpChoice", "PlayCard")


# --------------------------------------------------------------------------- tricks (p.15-16)
def test_must_follow_the_led_suit_p16_R6_6():
    """Rulebook p.16: "must play a card of the same suit as the led card"."""
    g = tricks([["5C", "6S"], ["7C", "12H", "8D"]])
    play(g, "5C")
    assert playable(g) == {c("7C")}


def test_void_in_the_led_suit_may_play_any_card_p16():
    """Rulebook p.16: "Only when a player does not have a card of the led suit can they play
    any other card, including diamonds"."""
    g = tricks([["5C", "6S"], ["12H", "8D", "6H"]])
    play(g, "5C")
    assert playable(g) == set(cs("12H", "8D", "6H"))


def test_no_diamond_lead_before_diamonds_are_broken_p16_R6_6():
    """Rulebook p.16: "The first player cannot play (lead) a diamond until they have been
    broken"."""
    g = tricks([["9D", "5C", "13D"], ["6C"]])
    assert playable(g) == {c("5C")}


def test_diamond_lead_allowed_when_the_hand_holds_only_diamonds_R6_6():
    """R6.6: "unless your hand holds only Diamonds"."""
    g = tricks([["9D", "10D"], ["6C", "7C"]])
    assert playable(g) == set(cs("9D", "10D"))


def test_diamond_lead_allowed_once_broken_p16():
    """Rulebook p.16: a diamond may be led after Diamonds are broken."""
    g = tricks([["9D", "5C"], ["6C"]], broken=True)
    assert playable(g) == set(cs("9D", "5C"))


def test_diamonds_broken_by_a_diamond_played_while_void_p16():
    """Rulebook p.16: "Diamonds are considered broken after a player plays a diamond due to
    being void in the led suit"; afterwards the trick winner may lead a Diamond."""
    g = tricks([["5C", "9D", "6S"], ["10D", "6D", "7S"]])
    play(g, "5C")
    assert not g.st.diamonds_broken
    play(g, "6D")
    assert g.st.diamonds_broken
    assert g.current_player == 1 and playable(g) == set(cs("10D", "7S"))


@pytest.mark.parametrize("hands", [
    [["5C", "9D"], ["6S", "7H"]],  # void in Clubs, discards a Spade: not broken
    [["9D", "10D"], ["6D", "7C"]],  # a Diamond led from an all-Diamond hand and followed
])
def test_diamonds_not_broken_otherwise_p16(hands: list[list[str]]):
    """Rulebook p.16: only a Diamond played because the player is void in the led suit breaks
    Diamonds (leading one from an all-Diamond hand, or following a Diamond lead, does not)."""
    g = tricks(hands)
    play(g, hands[0][0], hands[1][0])
    assert not g.st.diamonds_broken


@pytest.mark.parametrize(("hands", "plays", "winner"), [
    ([["5C"], ["13S"], ["9C"]], ["5C", "13S", "9C"], 2),  # off-suit Queen loses to the led suit
    ([["5C"], ["6D"], ["10D"]], ["5C", "6D", "10D"], 2),  # highest Diamond, not the first one
    ([["12C"], ["1D"], ["11C"]], ["12C", "1D", "11C"], 1),  # the lowest Diamond beats the led suit
    ([["7H"], ["10H"], ["13H"]], ["7H", "10H", "13H"], 2),  # Queen (13) is the high card
])
def test_highest_diamond_wins_else_highest_of_the_led_suit_p15_R6_6(
        hands: list[list[str]], plays: list[str], winner: int):
    """Rulebook p.15: "If no diamonds are played, the highest card of the led suit wins the
    trick. If diamonds are played the highest diamond card wins the trick"."""
    g = tricks(hands, broken=True)
    play(g, *plays)
    assert g.st.players[winner].tricks == 1
    assert sorted(g.st.players[winner].won) == sorted(cs(*plays))
    assert sum(p.tricks for p in g.st.players) == 1


def test_trick_winner_leads_the_next_trick_p16():
    """Rulebook p.16: "The player who wins the trick collects the cards ... They are now the
    first player"."""
    g = tricks([["5C", "6C"], ["6S", "7S"], ["9C", "8C"]], leader=0)
    play(g, "5C", "6S", "9C")
    assert g.current_player == 2 and g.prompt(2) == "Lead a card"
    assert g.st.trick == []


def test_rulebook_example_all_players_have_the_led_suit_p16():
    """Rulebook p.16 example: Player 1 leads a club; Player 2 wins the trick with the highest
    club; Players 3 and 4 follow with lower clubs."""
    g = tricks([["6C", "5H"], ["12C", "5S"], ["9C", "6H"], ["7C", "6S"]], leader=0)
    play(g, "6C", "12C", "9C", "7C")
    assert [p.tricks for p in g.st.players] == [0, 1, 0, 0]
    assert g.current_player == 1


def test_rulebook_example_players_3_and_4_lack_the_led_suit_p16():
    """Rulebook p.16 example: Player 1 leads a heart; Player 2 follows; Player 3 has no
    hearts, plays and wins with a diamond (trump); Player 4 has no hearts, plays an off suit."""
    g = tricks([["8H", "5C"], ["12H", "6C"], ["7D", "7C"], ["13S", "8C"]], leader=0)
    play(g, "8H", "12H")
    assert playable(g) == set(cs("7D", "7C"))
    play(g, "7D")
    assert playable(g) == set(cs("13S", "8C"))
    play(g, "13S")
    assert [p.tricks for p in g.st.players] == [0, 0, 1, 0]
    assert g.st.diamonds_broken and g.current_player == 2


def test_two_vp_per_trick_and_the_game_ends_after_the_last_trick_p15_p17():
    """Rulebook p.15 "Each trick won is worth 2 Victoria Points"; p.17 the game ends after the
    Whist Phase."""
    g = tricks([["10C", "11C", "5H"], ["6C", "7C", "12H"]], leader=0)
    play(g, "10C", "6C", "11C", "7C", "5H", "12H")
    assert g.is_over and g.st.phase == "over"
    assert [p.tricks for p in g.st.players] == [2, 1]
    assert [s.lines[0].total for s in g.scores()] == [4, 2]


@pytest.mark.parametrize(("players", "size"), [(2, 7), (3, 8), (4, 9)])
def test_whist_phase_has_hand_size_tricks_p15(players: int, size: int):
    """Rulebook p.15: "Whist will consist of 7 to 9 tricks depending on the player count"."""
    g = whist_setup([{"draw": own(s)} for s in range(players)], regular=REGULAR_DECK)
    play_out(g)
    assert g.st.tricks_played == size
    assert sum(p.tricks for p in g.st.players) == size
    assert sum(len(p.won) for p in g.st.players) == players * size
