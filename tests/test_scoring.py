"""Scoring: the six lines of the score pad and the winner (rulebook p.17; RULINGS R6.8, R6.9).

Each test puts a player's mat into a known state and reads `Game.scores()`, which works at
any moment, so no whole game has to be played to reach a score.
"""

from __future__ import annotations

import random

import pytest

from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.engine.scoring import Line, ScoreSheet, line_totals, sheet, winners

CHARACTERS = ("edward", "tuesday", "alexandria", "shae")
CLUB, SPADE, DIAMOND, HEART = range(4)


def game(players: tuple[str, ...] = ("edward", "tuesday")) -> Game:
    return Game.new(GameConfig(players=players, seed=5))


def lc(g: Game, name: str) -> int:
    return next(card.id for card in g.cat.lc if card.name == name)


def ton(g: Game, name: str) -> int:
    return next(card.id for card in g.cat.ton if card.name == name)


def tea(g: Game, kind: str, crest: str | None = None, corner: int | None = None) -> int:
    return next(t.id for t in g.cat.tea if t.kind == kind and crest in (None, t.crest)
                and corner in (None, t.corner))


def line(g: Game, seat: int, number: int) -> Line:
    return g.scores()[seat].lines[number - 1]


def parts(g: Game, seat: int, number: int) -> dict[str, int]:
    return dict(line(g, seat, number).parts)


def neutral_lc(g: Game, count: int, exclude: str = "") -> list[int]:
    """L&C cards whose goals score nothing on an otherwise empty mat (art, tricks, hive)."""
    names = ["Lord Brougham", "Mr Huskisson", "Lord Grenville", "Mr Fox", "Lord Eldon"]
    return [lc(g, n) for n in names if n != exclude][:count]


def plain_ton(g: Game, count: int) -> list[int]:
    return [t.id for t in g.cat.ton][:count]


# --------------------------------------------------------------------------- the six lines
def test_score_pad_has_six_lines_in_order_p17():
    """Rulebook p.17 "Score pad lines" 1-6."""
    g = game()
    assert [ln.name for ln in g.scores()[0].lines] == [
        "Whist tricks", "Social Beehive", "Art", "Connections", "Tea cards", "Host bonus"]


def test_line_1_two_vp_per_trick_and_card_sharp_p17():
    """Rulebook p.17 line 1: "2 VPs per whist trick, card sharp bonus: 3"."""
    g = game()
    g.st.players[0].tricks, g.st.players[1].tricks = 3, 4
    g.st.card_sharp = 0
    assert list(line(g, 0, 1).parts) == [("3 trick(s) x 2", 6), ("Card Sharp", 3)]
    assert line(g, 0, 1).total == 9
    assert line(g, 1, 1).total == 8 and "Card Sharp" not in parts(g, 1, 1)


def test_line_2_beehive_level_and_queens_favorite_p17():
    """Rulebook p.17 line 2: "beehive level reached VP, Queen's favorite bonus: 3"."""
    g = game()
    g.st.players[0].brooch, g.st.players[1].brooch = "queens_ball", "l4_2"
    g.st.queens_favorite = 0
    top, four = g.cat.hive_levels[6].vp, g.cat.hive_levels[4].vp
    assert parts(g, 0, 2) == {"Brooch on level 6": top, "Queen's Favorite": 3}
    assert line(g, 1, 2).total == four
    assert 0 < four < top  # R4: each level has a VP value, rising to the top


def test_line_3_art_and_artists_muse_p17():
    """Rulebook p.17 line 3: "painting card VPs, artist's muse bonus: 3"."""
    g = game()
    g.st.players[0].art = [0, 1, 2, 0]
    g.st.artists_muse = 0
    art = g.cat.art
    assert line(g, 0, 3).total == 2 * art[0].vp + art[1].vp + art[2].vp + 3
    assert parts(g, 0, 3)["Artist's Muse"] == 3
    assert line(g, 1, 3).total == 0


def test_line_4_full_columns_both_columns_and_favored_guest_p17():
    """Rulebook p.17 line 4: 5 VP per filled column, +3 if both, +3 Favored Guest."""
    g = game()
    p = g.st.players[0]
    p.lc, p.ton = neutral_lc(g, 5), plain_ton(g, 5)
    g.st.favored_guest = 0
    got = parts(g, 0, 4)
    assert got["Full L&C column"] == 5 and got["Full Ton column"] == 5
    assert got["Both columns full"] == 3 and got["Favored Guest"] == 3
    assert line(g, 0, 4).total == 16  # the five L&C goals score nothing here


def test_line_4_one_full_column_has_no_both_bonus_p17():
    """Rulebook p.17: the +3 needs both columns filled; 4 cards is not a full column."""
    g = game()
    p = g.st.players[0]
    p.lc, p.ton = neutral_lc(g, 5), plain_ton(g, 4)
    got = parts(g, 0, 4)
    assert got["Full L&C column"] == 5
    assert "Full Ton column" not in got and "Both columns full" not in got


def test_line_4_lists_each_lc_goal_p17():
    """Rulebook p.17 line 4: "L&C card VPs", one part per card so every point is explained."""
    g = game()
    p = g.st.players[0]
    p.lc = [lc(g, "Lord Lyndhurst"), lc(g, "Lord Althorp")]
    p.ton = plain_ton(g, 3)
    got = parts(g, 0, 4)
    assert got["Lord Lyndhurst (1 VP per L&C card)"] == 2  # one card: the singular (issue 52)
    assert got["Lord Althorp (1 VP per Ton card)"] == 3
    assert line(g, 0, 4).total == 5


def test_lc_influence_counts_host_token_tracker_and_tea_corner_p17():
    """Rulebook p.17 L&C clarification: count the Host token on the mat, the tracker, and the
    upper right corner of your Tea cards: "This example shows 4 spades which will score 2
    points for this L&C card" (Sir Robert Peel: 1 VP per 2 Spade influence)."""
    g = game()
    p = g.st.players[0]  # Lord Edward: Host token side A is a Spade
    assert g.cat.characters["edward"].host_a == SPADE
    p.lc = [lc(g, "Sir Robert Peel")]
    p.tracks[SPADE] = 2
    p.tea = [tea(g, "hive_2", corner=SPADE)]
    assert parts(g, 0, 4)["Sir Robert Peel (1 VP per 2 \u2660 influence)"] == 2
    p.tracks[SPADE] = 3  # 5 spades still score 2
    assert parts(g, 0, 4)["Sir Robert Peel (1 VP per 2 \u2660 influence)"] == 2


def test_lc_influence_counts_beehive_token_side_b_and_kept_tea_p17():
    """Rulebook p.17: the Hive token on the mat counts (R2: it gives influence on side B
    only); Lord Edward's face-up kept Tea cards still score (R6.4), corner included."""
    g = game()
    p = g.st.players[0]
    ch = g.cat.characters["edward"]
    assert ch.host_b == HEART and ch.beehive_b == HEART
    p.lc = [lc(g, "Lord Aberdeen")]  # 1 VP per 2 Heart influence
    p.host_b = True
    label = "Lord Aberdeen (1 VP per 2 \u2665 influence)"
    assert parts(g, 0, 4)[label] == 0  # the Host token alone: 1 heart
    p.hive_b = True
    assert parts(g, 0, 4)[label] == 1
    p.tea_kept = [tea(g, "miniature", corner=HEART)]
    p.tracks[HEART] = 1
    assert parts(g, 0, 4)[label] == 2


def test_tea_card_scores_one_plus_matching_crests_p17():
    """Rulebook p.17 example: "the Tea Card value: 1; the matching family crests on Player
    Mat: 2; this Tea Card is worth 3VP" (crests of L&C and Ton cards on the mat)."""
    g = game()
    p = g.st.players[0]
    p.tea = [tea(g, "hive_2", crest="rose")]
    p.lc = [lc(g, "Sir Robert Peel")]  # rose
    p.ton = [ton(g, "Lady Jersey"), ton(g, "Lord Palmerston")]  # rose, lion
    assert g.cat.lc[p.lc[0]].crest == "rose" and g.cat.ton[p.ton[0]].crest == "rose"
    assert line(g, 0, 5).parts == (("Tea card (rose): 1 + 2 crest(s)", 3),)
    p.tea.append(tea(g, "hive_2", crest="lion"))
    assert line(g, 0, 5).total == 3 + 2


def test_edward_kept_tea_cards_still_score_R6_4():
    """R6.4 / p.18: Lord Edward's used Tea cards kept face-up score for their crest."""
    g = game()
    p = g.st.players[0]
    p.tea_kept = [tea(g, "hive_2", crest="rose")]
    p.ton = [ton(g, "Lady Jersey")]
    assert line(g, 0, 5).total == 2


@pytest.mark.parametrize(("character", "reach", "miss"), [
    ("edward", {"tea": 4}, {"tea": 3}),
    ("tuesday", {"brooch": "queens_ball"}, {"brooch": "l5_1"}),
    ("alexandria", {"ton": 5}, {"ton": 4}),
    ("shae", {"lc": 5}, {"lc": 4}),
])
def test_host_end_goal_scores_5_on_line_6_R6_8(character: str, reach: dict, miss: dict):
    """R6.8 / p.17-18: the host end-game goal (5 VP) is scored once, on line 6 (host bonus),
    not on line 4: Edward 4+ Tea cards, Tuesday level 6, Alexandria full Ton, Shae full L&C."""
    for setup, expected in ((reach, 5), (miss, 0)):
        g = game((character, "edward" if character != "edward" else "tuesday"))
        p = g.st.players[0]
        if "tea" in setup:
            p.tea = [t.id for t in g.cat.tea][:setup["tea"]]
        if "brooch" in setup:
            p.brooch = setup["brooch"]
        if "ton" in setup:
            p.ton = plain_ton(g, setup["ton"])
        if "lc" in setup:
            p.lc = neutral_lc(g, setup["lc"])
        assert line(g, 0, 6).total == expected
        assert "Host end-game goal" not in parts(g, 0, 4)


def test_totals_are_the_sum_of_the_lines_p17():
    """Rulebook p.17 TOTAL: the sum of lines 1-6."""
    g = game()
    p = g.st.players[0]
    p.tricks, p.brooch, p.art = 2, "l3_1", [0]
    p.tea = [tea(g, "hive_2", crest="rose")]
    sheet = g.scores()[0]
    assert sheet.total == sum(ln.total for ln in sheet.lines) == 4 + g.cat.hive_levels[3].vp + 2 + 1


@pytest.mark.parametrize("config", [
    GameConfig(players=CHARACTERS, seed=31),
    GameConfig(players=CHARACTERS[:2], mode="advanced", seed=32),
    GameConfig(players=CHARACTERS[1:2], mode="solo", seed=33),
], ids=["standard-4p", "advanced-2p", "solo"])
def test_the_bots_line_totals_are_the_score_pads_lines_at_every_position_p17(config: GameConfig):
    """Rulebook p.17: the six lines. The bots read `line_totals`, which adds the same parts up
    without writing their labels; at every position of a random game, in every mode, it must
    be the score pad's own line totals, or the bots would judge by a different score."""
    g, choose = Game.new(config), random.Random(config.seed)
    checked = 0
    while not g.is_over:
        for seat in range(len(g.st.players)):
            shown = sheet(g, seat)
            assert line_totals(g, seat) == [ln.total for ln in shown.lines]
            checked += 1
        # `Game.winners` (asked at every game's end) adds the lines up without the labels too
        assert g.winners() == winners(g.scores())
        g.apply(choose.choice(g.legal_actions()))
    assert checked > 100


# --------------------------------------------------------------------------- the winner
def test_highest_total_wins_p17():
    """Rulebook p.17: "The player with the most Victoria Points (VPs) wins the game"."""
    g = game(CHARACTERS[:3])
    for p, n in zip(g.st.players, (1, 3, 2), strict=True):
        p.tricks = n
    assert g.winners() == [1]


def test_tie_broken_by_influence_on_the_tracker_p17():
    """Rulebook p.17: "In the case of a tie, the player with the most influence on their
    influence tracker wins the game"."""
    g = game()
    for p in g.st.players:
        p.tricks = 2
    g.st.players[1].tracks = [1, 0, 0, 0]
    assert [s.total for s in g.scores()] == [4, 4]
    assert [s.influence for s in g.scores()] == [0, 1]
    assert g.winners() == [1]


def test_tie_after_tie_break_is_a_shared_win_R6_9():
    """R6.9: "Ties after the influence tie-break are shared wins"."""
    g = game(CHARACTERS[:3])
    for p, n in zip(g.st.players, (2, 2, 1), strict=True):
        p.tricks = n
        p.tracks = [0, 1, 0, 1]
    assert g.winners() == [0, 1]


def test_winners_ranks_total_before_influence_R6_9():
    """p.17 / R6.9: influence only breaks ties; it never beats a higher total."""
    sheets = [ScoreSheet(0, (Line("x", (("a", 10),)),), influence=0),
              ScoreSheet(1, (Line("x", (("a", 9),)),), influence=20)]
    assert winners(sheets) == [0]
