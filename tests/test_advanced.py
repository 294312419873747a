"""Advanced Gameplay Mode and Bonus Personas (rulebook p.22; RULINGS R6.8).

Each test drafts the goals it needs through the public `DraftGoal` decisions, stages the
progress one step short of a goal, and then takes the last step through the engine's own
rule task (a painting, a card into a column, a Tea card kept, a Brooch entering a space),
so a goal that fires at the wrong count, or a power that leaks, shows up in the decisions.
"""

from __future__ import annotations

import random

import pytest
from helpers import act, give_tea, pending, refresh, set_art, set_influence

from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.engine.advanced import advanced_data
from apistocracy_gui.engine.ballroom import PutInColumn
from apistocracy_gui.engine.characters import has_power
from apistocracy_gui.engine.flow import Task
from apistocracy_gui.engine.gallery import GainArt, art_cost, options
from apistocracy_gui.engine.hive import Enter
from apistocracy_gui.engine.tearoom import TeaDraw, may_keep, use_tea

DATA = advanced_data()
GOALS = {t.id: t for t in DATA.goals}
TWO = ("tuesday", "edward")  # Lord Edward (rank 1) holds the First Player token: seat 1
FOUR = ("tuesday", "alexandria", "edward", "shae")


def drafted(players: tuple[str, ...], picks: dict[int, str], seed: int = 3,
            personas: tuple[str, ...] = ()) -> Game:
    """An advanced game after the Goal draft, each seat taking `picks[seat]`."""
    g = Game.new(GameConfig(players=players, mode="advanced", seed=seed, personas=personas))
    while g.pending_kind() == "DraftGoal":
        act(g, "goal", picks[g.current_player])
    return g


def run(g: Game, task: Task) -> None:
    """Run one rule task now, on top of whatever is pending (as the engine would)."""
    refresh(g)
    g.push(task)
    g._advance()


def reach_goal(g: Game, seat: int, goal: str, short: int = 0) -> None:
    """Stage the seat `short + 1` steps below its goal count, then take one real step."""
    st, p = g.st, g.st.players[seat]
    n = GOALS[goal].count - 1 - short
    if goal == "art":
        set_art(g, seat, n)
        run(g, GainArt(seat))
    elif goal in ("ton", "lc"):
        deck = st.ton_deck if goal == "ton" else st.lc_deck
        setattr(p, goal, [deck.pop() for _ in range(n)])
        run(g, PutInColumn(seat, goal, deck.pop()))
        if g.pending_kind() == "TonChoice":
            act(g, "ton", "skip")
    elif goal == "tea":
        for kind in list(g.cat.tea_kinds)[:n]:
            give_tea(g, seat, kind)
        run(g, TeaDraw(seat))
        act(g, "keep", g.legal_actions()[0].args[0])
    else:
        level = GOALS[goal].count - short
        p.brooch = next(s for s in g.cat.hive_levels[level - 1].spaces if s not in st.hive_bonus)
        st.hive_bonus.clear()
        run(g, Enter(seat, g.cat.hive[p.brooch].up[0], True))


def choose_bonus(g: Game, seat: int, bonus: str) -> None:
    assert pending(g, "ChooseBonus").seat == seat
    act(g, "bonus_token", bonus)


def choice_ids(g: Game) -> set[str]:
    return {a.args[0] for a in g.legal_actions()}


# --------------------------------------------------------------------------- components, p.1
def test_components_as_data_p1_p22() -> None:
    """p.1 "Advanced Mode Components": 5 Goal, 5 Host, 5 Host Bonus tokens, the VP tokens;
    p.22 the five goals mimic the base characters (2 paintings, 2 Ton, 2 L&C, 3 Tea, level 3)
    and the VP tokens are -2, 0, +2, +4; p.22 "4 Bonus Personas"."""
    kinds = {(t.kind, t.count) for t in DATA.goals}
    assert kinds == {("paintings", 2), ("ton_cards", 2), ("lc_cards", 2), ("tea_cards", 3),
                     ("hive_level", 3)}
    assert len(DATA.bonuses) == 5 and DATA.vp_tokens == (-2, 0, 2, 4) and len(DATA.personas) == 4
    powers = sorted(b.power for b in DATA.bonuses)
    assert powers == sorted(["art_bonus", "free_ballroom", "free_ballroom", "tea_draw_three",
                             "bonus_sideways"])


# --------------------------------------------------------------------------- the draft, p.22
@pytest.mark.parametrize("players", [TWO, ("shae", "alexandria", "tuesday"), FOUR])
def test_draft_in_turn_order_from_the_first_player_each_goal_once_p22(players) -> None:
    """p.22 Advanced Play Setup: "Starting with the first player: Select a Goal Token ...
    Select the matching Host Token"; a token taken is gone for the others."""
    g = Game.new(GameConfig(players=players, mode="advanced", seed=5))
    n, first = len(players), g.st.first
    ranks = [g.cat.characters[c].starting_rank for c in players]
    assert first == ranks.index(min(ranks))
    order, left = [], set(GOALS)
    while g.pending_kind() == "DraftGoal":
        seat = g.current_player
        order.append(seat)
        assert choice_ids(g) == left
        pick = sorted(left)[-1]
        act(g, "goal", pick)
        left.discard(pick)
        assert g.st.players[seat].adv_goal == pick
    assert order == [(first + k) % n for k in range(n)]
    assert len({p.adv_goal for p in g.st.players}) == n
    assert g.pending_kind() == "PlaceCard" and g.current_player == first and g.st.week == 1


def test_host_token_suits_take_effect_p22() -> None:
    """p.22 1.b "Select the matching Host Token": its side A suit is the Host Influence you
    twirl (p.5), replacing the character's; side B once the goal is reached."""
    g = drafted(TWO, {1: "ton", 0: "art"})
    for seat, goal in ((1, "ton"), (0, "art")):
        t, p = GOALS[goal], g.st.players[seat]
        ch = g.cat.characters[p.character]
        assert (ch.host_a, ch.host_b) != (t.host_a, t.host_b)  # a real replacement
        assert p.host_suits == [t.host_a, t.host_b] and not p.host_b
        assert g.observe(seat)["players"][seat]["host_suit"] == t.host_a


# --------------------------------------------------------------------------- goals, p.22
@pytest.mark.parametrize("goal", sorted(GOALS))
def test_each_goal_triggers_at_its_count_p22(goal: str) -> None:
    """p.22 "When a player achieves the goal on their Goal Token" (Icons: 2 paintings, 2 Ton
    cards, 2 L&C cards, 3 Tea cards, Brooch at level 3): one short, nothing happens; at the
    count, the Host token turns to side B untwirled (p.5) and the bonus choice follows."""
    other = next(t for t in sorted(GOALS) if t != goal)
    g = drafted(TWO, {1: goal, 0: other})
    p = g.st.players[1]
    p.host_twirled = True
    reach_goal(g, 1, goal, short=1)
    assert not p.goal_done and not p.host_b and g.pending_kind() != "ChooseBonus"
    g = drafted(TWO, {1: goal, 0: other})
    p = g.st.players[1]
    p.host_twirled = True
    reach_goal(g, 1, goal)
    assert p.goal_done and p.host_b and not p.host_twirled
    assert pending(g, "ChooseBonus").seat == 1 and choice_ids(g) == {b.id for b in DATA.bonuses}
    assert g.observe(1)["players"][1]["host_suit"] == GOALS[goal].host_b


def test_goal_fires_once_p22() -> None:
    """p.22 2a-2b happen once: more progress after the goal asks for no second bonus."""
    g = drafted(TWO, {1: "tea", 0: "art"})
    reach_goal(g, 1, "tea")
    choose_bonus(g, 1, "hive")
    run(g, TeaDraw(1))
    act(g, "keep", g.legal_actions()[0].args[0])
    assert g.pending_kind() == "PlaceCard" and g.st.players[1].adv_bonus == "hive"


def test_bonus_choice_among_those_still_available_p22() -> None:
    """p.22 2a: "They select the Bonus Token of their choice": any token, not only their goal's
    own, and one another player has taken is gone."""
    g = drafted(FOUR, {0: "art", 1: "ton", 2: "lc", 3: "tea"})
    taken = []
    for seat, goal, bonus in ((2, "lc", "art"), (0, "art", "tea"), (3, "tea", "lc")):
        reach_goal(g, seat, goal)
        assert choice_ids(g) == {b.id for b in DATA.bonuses} - set(taken)
        choose_bonus(g, seat, bonus)
        taken.append(bonus)
        assert g.st.players[seat].adv_bonus == bonus


def test_vp_tokens_in_order_of_selection_scored_on_line_6_p22_r6_8() -> None:
    """p.22 2b: "First player to select their Host Bonus Token takes the -2 VP Token. Second
    player takes the 0 ... Third +2 ... Fourth +4" (in order of selection, not of seats);
    R6.8: scored once, on line 6."""
    g = drafted(FOUR, {0: "art", 1: "ton", 2: "lc", 3: "hive"})
    order = [(2, "lc", "art"), (0, "art", "tea"), (3, "hive", "lc"), (1, "ton", "ton")]
    for (seat, goal, bonus), vp in zip(order, (-2, 0, 2, 4), strict=True):
        reach_goal(g, seat, goal)
        choose_bonus(g, seat, bonus)
        assert g.st.players[seat].adv_vp == vp
        assert any(f"{vp:+d} VP token" in e.text for e in g.log[-3:])
    for sheet in g.scores():
        p = g.st.players[sheet.seat]
        assert sheet.lines[5].name == "Host bonus"
        assert sheet.lines[5].parts == (("Advanced VP token", p.adv_vp),)


def test_no_host_end_game_goal_in_advanced_mode_p22_r6_8() -> None:
    """R6.8: line 6 holds the Advanced VP token only: Lady Tuesday at the Queen's Ball and Lord
    Edward with 4 Tea cards (their base end-game goals, p.18) score no 5 VP; a player who never
    reached the goal scores nothing on line 6."""
    g = drafted(TWO, {1: "art", 0: "ton"})
    g.st.players[0].brooch = "queens_ball"
    for kind in list(g.cat.tea_kinds)[:4]:
        give_tea(g, 1, kind)
    assert [s.lines[5].parts for s in g.scores()] == [(), ()]
    std = Game.new(GameConfig(players=TWO, seed=3))
    std.st.players[0].brooch = "queens_ball"
    assert std.scores()[0].lines[5].total == 5  # the same position in standard mode scores


# --------------------------------------------------------------------------- bonus powers
def test_art_bonus_second_set_at_once_and_one_less_spade_or_diamond_p22() -> None:
    """p.22 Art Bonus: "Gain a new Gallery Card and a Silhouette to begin a second set
    simultaneously. When Commissioning art in the future, use one less spade or diamond"."""
    g = drafted(TWO, {1: "art", 0: "tea"})
    p = g.st.players[1]
    before = {a: art_cost(g, 1, a) for a in range(3)}
    reach_goal(g, 1, "art")
    stack = g.st.art_stack[0]
    choose_bonus(g, 1, "art")
    assert p.sets == [2, 1] and p.art == [0, 1, 0] and g.st.art_stack[0] == stack - 1
    assert options(g, 1) == [(0, 2), (1, 1)]  # both Gallery cards are open at once
    for a, cost in before.items():
        after = art_cost(g, 1, a)
        cut = [x - y for x, y in zip(cost, after, strict=True)]
        assert cut in ([0, 1, 0, 0, 0], [0, 0, 1, 0, 0]) if (cost[1] or cost[2]) else cut == [0] * 5
    set_influence(g, 1, tracks=(0, 0, 0, 5))  # Hearts pay anything: both sets are affordable
    act(g, "place", "gallery_1")
    assert pending(g, "ChooseSet").seat == 1 and {a.args[0] for a in g.legal_actions()} == {0, 1}


def test_free_ballroom_bonus_p22_p18() -> None:
    """p.22 (mimicking p.18 Alexandria/Shae): "may enter the ballroom without using the club
    influence"; without the token the same player cannot afford the space."""
    for bonus, free in (("ton", True), ("tea", False)):
        g = drafted(TWO, {1: "lc", 0: "art"})
        reach_goal(g, 1, "lc")
        choose_bonus(g, 1, bonus)
        set_influence(g, 1)
        g.st.players[1].host_twirled = True
        spaces = {a.args[0] for a in g.legal_actions() if a.kind == "place"}
        assert ({"lc_1", "ton_1"} <= spaces) is free, spaces


def test_tea_bonus_draws_three_keeps_one_p22_p18() -> None:
    """p.22 (mimicking p.18 Edward): "draw 3 cards and pick 1 when they take a Tea Action"."""
    for bonus, drawn in (("tea", 3), ("art", 2)):
        g = drafted(TWO, {1: "hive", 0: "art"})
        reach_goal(g, 1, "hive")
        choose_bonus(g, 1, bonus)
        run(g, TeaDraw(1))
        assert len(pending(g, "TeaKeep").drawn) == drawn


def test_sideways_bonus_after_moving_up_p22_p18() -> None:
    """p.22 (mimicking p.18 Tuesday): "a bonus sideways move on the beehive when they move up
    the remaining levels" (they pay nothing for it)."""
    for bonus, offered in (("hive", True), ("tea", False)):
        g = drafted(TWO, {1: "ton", 0: "art"})
        reach_goal(g, 1, "ton")
        choose_bonus(g, 1, bonus)
        g.st.players[1].brooch = "l3_4"
        run(g, Enter(1, "l4_4", True))  # the Lord Mayor's Banquet: no event, no token
        assert (g.pending_kind() == "SidewaysBonus") is offered
        if offered:
            tracks = list(g.st.players[1].tracks)
            act(g, "move", "l4_3")
            assert g.st.players[1].brooch == "l4_3" and g.st.players[1].tracks == tracks
            assert g.pending_kind() == "PlaceCard"  # one bonus move, not a chain


def test_character_host_powers_do_not_apply_in_advanced_mode_p22() -> None:
    """p.22: the player builds the character from the tokens, so Lord Edward's Tea powers,
    Lady Alexandria's free Ballroom and Lady Tuesday's sideways move (p.18) are not theirs;
    the same position in standard mode has them."""
    for mode, has in (("standard", True), ("advanced", False)):
        g = Game.new(GameConfig(players=FOUR, mode=mode, seed=2))
        while g.pending_kind() == "DraftGoal":
            act(g, "goal", {0: "art", 1: "lc", 2: "ton", 3: "hive"}[g.current_player])
        for p in g.st.players:
            p.goal_done = True
        edward = g.st.players[2]
        tea = give_tea(g, 2, next(iter(g.cat.tea_kinds)))
        assert has_power(g, 2, "tea_draw_three") is has
        assert has_power(g, 1, "free_ballroom") is has and has_power(g, 0, "bonus_sideways") is has
        assert may_keep(g, 2) is has  # R7.3: the choice to keep is Lord Edward's power
        use_tea(g, 2, tea, "a test", keep=has)
        assert (edward.tea_kept == [tea]) is has


def test_characters_keep_their_club_power_and_beehive_token_p22() -> None:
    """p.22 "Set up Player Mats per usual": the starting deck, its club power and the Beehive
    token (p.19) are the character's; only the host comes from the tokens."""
    g = drafted(TWO, {1: "art", 0: "tea"})
    tuesday = g.st.players[0]
    assert tuesday.hive_suit == g.cat.characters["tuesday"].beehive_b
    tuesday.brooch = "l3_2"
    run(g, Enter(0, "l4_2", True))
    assert tuesday.hive_b


# --------------------------------------------------------------------------- personas
def test_personas_only_change_the_name_p22() -> None:
    """p.22 Bonus Personas: a Persona token on a mat changes who you play as, not the rules:
    the same seed and choices give the same game under other names."""
    plain = Game.new(GameConfig(players=TWO, mode="advanced", seed=9))
    dressed = Game.new(GameConfig(players=TWO, mode="advanced", seed=9, personas=("rupert", "")))
    assert dressed.name(0) == DATA.persona("rupert").name and dressed.name(1) == plain.name(1)
    assert dressed.observe(1)["players"][0]["name"] == "Captain Rupert Vane"
    rng = random.Random(9)
    while not plain.is_over:
        legal = plain.legal_actions()
        assert legal == dressed.legal_actions() and plain.current_player == dressed.current_player
        a = rng.choice(legal)
        plain.apply(a)
        dressed.apply(a)
    assert dressed.is_over
    assert [s.lines for s in plain.scores()] == [s.lines for s in dressed.scores()]
    rename = plain.name(0)
    assert [e.text.replace(rename, dressed.name(0)) for e in plain.log] == [e.text for e in dressed.log]


def test_personas_in_standard_mode_too_p22() -> None:
    """p.22: a Persona token goes "on the persona spot on the chosen Player Mat", any mode."""
    g = Game.new(GameConfig(players=TWO, seed=1, personas=("", "ambrose")))
    assert g.name(1) == "Sir Ambrose Quill" and g.pending_kind() == "PlaceCard"


@pytest.mark.parametrize("config", [
    GameConfig(players=TWO, mode="advanced", personas=("nobody", "")),
    GameConfig(players=TWO, mode="advanced", personas=("beatrix",)),
    GameConfig(players=TWO, mode="advanced", personas=("beatrix", "beatrix")),
    GameConfig(players=("edward",), mode="advanced"),
    GameConfig(players=("edward", "edward"), mode="advanced"),
    GameConfig(players=FOUR + ("shae",), mode="advanced"),
    GameConfig(players=TWO, mode="solo"),
    GameConfig(players=TWO, mode="expert"),
])
def test_invalid_configurations_raise_value_error_p22(config: GameConfig) -> None:
    """Advanced mode is for 2-4 players (p.22 "First ... Fourth player"); personas are the
    four tokens of p.1, one mat each; anything else is refused before a game starts."""
    with pytest.raises(ValueError):
        Game.new(config)


def test_every_goal_token_names_its_goal_in_the_draft_p22() -> None:
    """The draft shows each token's text (issue 7): its name and the goal's count."""
    g = Game.new(GameConfig(players=TWO, mode="advanced", seed=1))
    labels = {a.args[0]: a.label for a in g.legal_actions()}
    for gid, t in GOALS.items():
        assert t.name in labels[gid] and str(t.count) in labels[gid]
