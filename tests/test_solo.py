"""Solo mode against Lady Catherine, "Lady Cat" (rulebook p.21-22; RULINGS R6.10, R6.11).

Her turns are automatic tasks, so a test stages her Solo deck (the cards she will flip, top
first), runs one of her turns with `cat_turn`, and checks what she did to the board, her mat
and the log. Whole-game properties (turn order, whist, scoring) are driven through the public
API with seeded random choices for the human seat.
"""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest
from helpers import card, pull, refresh

from apistocracy_gui.engine import Action, Game, GameConfig, IllegalAction, decks, rng
from apistocracy_gui.engine import ladycat as lcat
from apistocracy_gui.engine.scoring import influence_of_suit
from apistocracy_gui.engine.tearoom import tea_name
from apistocracy_gui.engine.week import EndWeek, board_spaces
from apistocracy_gui.engine.whist import legal_cards, trick_winner

YOU, CAT = 0, 1
CARDS = lcat.solo_data().cards
CAT_IDS = {c.id for c in CARDS if c.cat}
LITTER_IDS = {c.id for c in CARDS if not c.cat}


def solo(seed: int = 1) -> Game:
    """A new solo game for Lord Shae: Lady Cat has already taken her first turn."""
    return Game.new(GameConfig(players=("shae",), mode="solo", seed=seed))


def solo_card(action: str, compass: str = "north", cat: bool | None = None) -> int:
    """The id of a Solo Action card with this action and compass (from `solo.yaml`)."""
    return next(c.id for c in CARDS
                if c.action == action and c.compass == compass and cat in (None, c.cat))


def stage_flips(g: Game, *cids: int) -> None:
    """Put these Solo cards on top of her deck so that she flips them in the order given."""
    lc = g.st.ladycat
    for cid in cids:
        for pile in (lc.deck, lc.discard, lc.litter):
            if cid in pile:
                pile.remove(cid)
    lc.deck.extend(reversed(cids))


def stage_orientations(g: Game, reversed_: tuple[bool, ...]) -> None:
    """Step the game's RNG until its next draws lay her flips in these orientations (R7.5):
    the engine draws each card's orientation from the RNG, so a test picks the RNG state."""
    while True:
        trial = SimpleNamespace(rng=g.st.rng)
        if all((rng.below(trial, 2) == 1) == r for r in reversed_):
            return
        rng.next_u64(g.st)


def cat_turn(g: Game, *cids: int, reversed_: tuple[bool, ...] = ()) -> None:
    """Run one of Lady Cat's turns now, flipping `cids` first (she keeps her card count),
    each upright unless `reversed_` says otherwise."""
    stage_flips(g, *cids)
    stage_orientations(g, reversed_ or (False,) * len(cids))
    g.st.players[CAT].calling += 1
    g.push(lcat.LadyCatTurn(CAT))
    g._advance()


def flips(g: Game) -> list[str]:
    """The Solo cards named by her flips in the log, in order."""
    return [e.text.removeprefix("Lady Cat flips ").rsplit(" (", 1)[0]
            for e in g.log if e.text.startswith("Lady Cat flips ")]


def clear_board(g: Game) -> None:
    """Empty every Assembly Room space and give each Ballroom space a face-up card again, as
    at the start of a week (her first turn, in `Game.new`, may have used one)."""
    g.st.occupied.clear()
    for space, cid in g.st.ballroom.items():
        if cid < 0:
            decks.refill_ballroom_space(g, space)
    refresh(g)


def put_ballroom(g: Game, space: str, cid: int) -> None:
    """Make `cid` the face-up card of Ballroom `space`, swapping it with the card there."""
    kind = space.split("_")[0]
    old = g.st.ballroom[space]
    others = [s for s, c in g.st.ballroom.items() if c == cid and s.startswith(kind)]
    if others:
        g.st.ballroom[others[0]] = old
    else:
        piles = [getattr(g.st, f"{kind}_{z}") for z in ("deck", "discard", "trash")]
        piles += [getattr(p, kind) for p in g.st.players]
        pile = next(p for p in piles if cid in p)
        pile[pile.index(cid)] = old
    g.st.ballroom[space] = cid
    refresh(g)


def set_parlor(g: Game, cids: list[int]) -> None:
    """Make `cids` the three face-up Star cards; the old ones go under the Star deck."""
    st = g.st
    old = [c for c in st.parlor if c >= 0 and c not in cids]
    for cid in cids:
        pull(g, cid)
    st.star_deck[0:0] = old
    st.parlor = list(cids)
    refresh(g)


def ton_card(g: Game, name: str) -> int:
    return next(i for i, c in enumerate(g.cat.ton) if c.name == name)


def human_turns(g: Game, rng: random.Random, stop) -> None:
    """Random choices for the human seat until `stop(g)` is true."""
    while not stop(g):
        assert g.current_player == YOU, "Lady Cat's seat never has a decision"
        g.apply(rng.choice(g.legal_actions()))


# --------------------------------------------------------------------------- set-up, p.21
def test_setup_is_a_two_player_game_on_the_1_2_board_side_p21() -> None:
    """p.21: "Set up the game according to the normal 2 player setup"; the Assembly Room on
    its 1-2 player side (p.3); her mat is the second one."""
    g = solo()
    assert len(g.st.players) == 2 and g.st.players[CAT].character == lcat.CHARACTER
    small = {s.id for s in g.cat.boards[g.cat.board_side(2)]}
    assert g.cat.board_side(2) == g.cat.board_side(1)
    assert set(g.st.ballroom) <= small and {s.id for s in board_spaces(g)} - small == {
        s.id for s in g.cat.pm_bonus}
    assert g.name(CAT) == "Lady Cat" and g.observe(YOU)["players"][CAT]["name"] == "Lady Cat"


def test_her_mat_has_both_tokens_on_side_b_and_five_calling_cards_p21() -> None:
    """p.21: "Flip the 2 Host Bonus tokens to their B sides"; p.21 "1 additional action each
    week" (RULINGS: Lady Cat 5 Calling Cards); R6.10 her tokens count for L&C goals."""
    g = solo()
    cat = g.st.players[CAT]
    data = lcat.solo_data()
    assert cat.host_b and cat.hive_b and not cat.host_twirled
    assert cat.host_suits[1] == data.host_b and cat.hive_suit == data.beehive_b
    view = g.observe(YOU)["players"][CAT]
    assert (view["host_side"], view["hive_side"]) == ("B", "B")
    assert g.calling_cards(CAT) == 5 and g.calling_cards(YOU) == 4
    assert cat.calling == 4 and g.st.players[YOU].calling == 4  # she has taken her first turn


def test_solo_deck_is_the_cat_cards_shuffled_and_the_litter_the_rest_p21() -> None:
    """p.21 6a-6b: the cat-symbol cards, shuffled, are the starting Solo deck; the rest,
    shuffled, the Litter deck."""
    orders, litters = set(), set()
    for seed in range(8):
        g = solo(seed)
        lc = g.st.ladycat
        assert set(lc.deck) | set(lc.discard) == CAT_IDS and len(lc.deck) + len(lc.discard) == 8
        assert sorted(lc.litter) == sorted(LITTER_IDS)
        orders.add(tuple(lc.discard + lc.deck[::-1]))  # the flip order: flipped, then top down
        litters.add(tuple(lc.litter))
    assert len(orders) > 1 and len(litters) > 1
    assert 0 < len(CAT_IDS) < 16 and len(CARDS) == 16


def test_no_card_sharp_token_in_solo_p21() -> None:
    """p.21: "the Card Sharp Token is not used in the solo mode", even when you hold the most
    Star cards (p.15 would give it to you)."""
    g = solo(4)
    you = g.st.players[YOU]
    for cid in (card("diamond", 12), card("heart", 12), card("spade", 12), card("club", 11)):
        pull(g, cid)
        you.discard.append(cid)
    g.st.week = g.cat.numbers["weeks"]
    g.st.stack.clear()
    g.push(EndWeek(-1))
    g._advance()
    assert g.st.phase == "whist" and g.st.card_sharp == -1
    assert g.pending_kind() in ("PlayCard", "TrashDown")
    assert all(s.lines[0].parts[1:] == () for s in g.scores())


# --------------------------------------------------------------------------- turn order, p.21
def test_she_goes_first_every_week_and_takes_the_last_turn_p21_r6_10() -> None:
    """p.21 "Lady Catherine has 1 additional action each week and always goes first"; R6.10:
    turns alternate, she first, so with 5 cards to your 4 she also takes the last turn.
    At each of your placements she has placed exactly one more card than you."""
    g = solo(5)
    rng = random.Random(5)
    you, cat = g.st.players
    seen = set()
    while g.st.phase == "season":
        assert g.current_player == YOU and g.st.first == CAT
        if g.pending_kind() == "PlaceCard":
            assert cat.calling == you.calling, (g.st.week, cat.calling, you.calling)
            seen.add((g.st.week, you.calling))
        g.apply(rng.choice(g.legal_actions()))
        you, cat = g.st.players
    assert seen == {(w, n) for w in range(1, 5) for n in range(1, 5)}
    weeks = "\n".join(e.text for e in g.log).split("Week ")[1:]
    for text in (w for w in weeks if " begins;" in w):
        lines = text.splitlines()
        mine = [i for i, t in enumerate(lines) if t.startswith("Lord Shae places a Calling Card")]
        hers = [i for i, t in enumerate(lines) if t.startswith("Lady Cat flips")]
        assert len(mine) == 4 and hers[0] < mine[0] and hers[-1] > mine[-1]


def test_her_decisions_are_automatic_p21() -> None:
    """Issue 5: during her turns `current_player` is never her seat (p.21, "Lady Cat's turns
    will play thusly")."""
    for seed in range(3):
        g = solo(seed)
        rng = random.Random(seed)
        human_turns(g, rng, lambda g: g.is_over)
        assert g.st.tricks_played == 7


# --------------------------------------------------------------------------- actions, p.22
def test_tea_action_takes_the_top_tea_card_face_down_p22_r6_3() -> None:
    """p.22 Tea Action: an open Tea room spot, the top Tea card, face-down "without looking at
    it"; R6.3: hidden from you, in the view and the log."""
    g = solo()
    top, deck_size = g.st.tea_deck[-1], len(g.st.tea_deck)
    cat_turn(g, solo_card("tea"))
    assert g.st.players[CAT].tea[-1] == top and len(g.st.tea_deck) == deck_size - 1
    assert CAT in {seat for s, seat in g.st.occupied.items() if s.startswith("tea")}
    view = g.observe(YOU)
    assert "tea" not in view["players"][CAT] and view["players"][CAT]["tea_count"] >= 1
    assert not any(tea_name(g, top) in e.text for e in g.log_for(YOU))
    assert not any(tea_name(g, top) in e.text for e in g.log_for(None))


def test_tea_room_full_she_flips_again_p22() -> None:
    """p.21: "If the action spaces for the shown action are full, draw another card"."""
    g = solo()
    for s in board_spaces(g):
        if s.area == "tea":
            g.st.occupied[s.id] = YOU
    tea, parlor = solo_card("tea"), solo_card("parlor")
    cat_turn(g, tea, parlor)
    assert flips(g)[-2:] == [CARDS[tea].name, CARDS[parlor].name]
    assert CAT in [seat for s, seat in g.st.occupied.items() if s.startswith("parlor")]
    assert g.st.ladycat.discard[-2:] == [tea, parlor] and g.st.ladycat.flipped == parlor


def test_gallery_in_order_with_no_influence_and_the_artists_muse_p22() -> None:
    """p.22 Gallery Action: "She gains the Gallery Tokens in order (I, II, III). If Lady Cat
    completes her gallery Card first, she gains the Artist's Muse Token"; p.21 "Lady Cat does
    not use influence when taking actions"."""
    g = solo()
    cat = g.st.players[CAT]
    tracks, stacks = list(cat.tracks), list(g.st.art_stack)
    cat.art, cat.sets = [], []
    for n in range(3):
        g.st.occupied.clear()  # two Gallery spaces on the 1-2 side: one turn a "week"
        cat_turn(g, solo_card("gallery"))
        assert cat.art == list(range(n + 1))
        assert any(s.startswith("gallery") and seat == CAT for s, seat in g.st.occupied.items())
    assert g.st.artists_muse == CAT and cat.tracks == tracks
    assert [a - b for a, b in zip(stacks, g.st.art_stack, strict=True)] == [1, 1, 1]


def test_artists_muse_stays_with_whoever_completed_first_p22() -> None:
    """p.22: the Muse is hers only "If Lady Cat completes her gallery Card first"."""
    g = solo()
    g.st.artists_muse = YOU
    g.st.players[CAT].art, g.st.players[CAT].sets = [0, 1], [2]
    cat_turn(g, solo_card("gallery"))
    assert g.st.players[CAT].art == [0, 1, 2] and g.st.artists_muse == YOU


@pytest.mark.parametrize(("compass", "kind"), [("west", "lc"), ("east", "ton")])
def test_ballroom_compass_picks_lc_or_ton_p22(compass: str, kind: str) -> None:
    """p.22 Ballroom: the spot "indicated by the compass on the bottom of the card" (solo.yaml:
    west = L&C, east = Ton); she gains the card's influence on her tracker and places it in its
    column."""
    g = solo()
    cat = g.st.players[CAT]
    cat.lc, cat.ton = [], []
    clear_board(g)
    space = next(s for s in g.st.ballroom if s.startswith(kind))
    cid = g.st.ballroom[space]
    if kind == "ton":  # a Ton card whose action changes nothing, to isolate the placement
        cid = ton_card(g, "Mr Disraeli")
        put_ballroom(g, space, cid)
    suit = (g.cat.lc[cid] if kind == "lc" else g.cat.ton[cid]).suit
    tracks = list(cat.tracks)
    cat_turn(g, solo_card("ballroom", compass))
    assert getattr(cat, kind) == [cid] and g.st.occupied[space] == CAT and g.st.ballroom[space] == -1
    tracks[suit] = min(5, tracks[suit] + 1)
    assert cat.tracks == tracks


def test_ballroom_full_goes_to_the_other_spot_then_flips_again_p22() -> None:
    """p.22: "If the spot is full, place it on the other spot. If both spots are full, draw a
    new card"."""
    g = solo()
    cat = g.st.players[CAT]
    cat.lc, cat.ton = [], []
    clear_board(g)
    for s in g.st.ballroom:
        if s.startswith("lc"):
            g.st.occupied[s] = YOU
    put_ballroom(g, "ton_1", ton_card(g, "Mr Disraeli"))
    west = solo_card("ballroom", "west")
    cat_turn(g, west)
    assert cat.lc == [] and len(cat.ton) == 1 and flips(g)[-1] == CARDS[west].name
    for s in g.st.ballroom:
        g.st.occupied[s] = YOU
    tea = solo_card("tea")
    cat_turn(g, solo_card("ballroom", "east"), tea)
    assert len(cat.ton) == 1 and g.st.ladycat.flipped == tea


def test_ton_action_taken_if_she_can_p22() -> None:
    """p.22: "If it is a Ton Card, take the action" (without influence, p.21): Prince
    Esterhazy's gain of any influence (she takes a Heart, our ruling) on top of its Diamond."""
    g = solo()
    cat = g.st.players[CAT]
    cat.ton, cat.tracks = [], [0, 0, 0, 0]
    clear_board(g)
    put_ballroom(g, "ton_1", ton_card(g, "Prince Esterhazy"))
    put_ballroom(g, "ton_2", ton_card(g, "Lord Palmerston"))
    cat_turn(g, solo_card("ballroom", "east"))
    assert cat.tracks == [0, 0, 1, 1]


def test_ton_action_she_cannot_take_is_skipped_p22() -> None:
    """p.22: "If she cannot take the action, then skip it": Lady Londonderry's move up needs a
    Brooch on level 3 (p.12 prerequisites); at level 0 she stays, at level 3 she climbs."""
    for brooch, after in (("start", "start"), ("l3_2", "l4_2")):
        g = solo()
        cat = g.st.players[CAT]
        cat.ton, cat.brooch = [], brooch
        clear_board(g)
        put_ballroom(g, "ton_1", ton_card(g, "Lady Londonderry"))
        put_ballroom(g, "ton_2", ton_card(g, "Mr Disraeli"))
        cat_turn(g, solo_card("ballroom", "east"))
        assert cat.ton[0] == ton_card(g, "Lady Londonderry") and cat.brooch == after


def test_favored_guest_when_she_fills_a_column_first_p22() -> None:
    """p.22: "If Lady Cat fills a column first she gains the Favored Guest Token"; a full
    column takes no more cards (p.12), but she still gains the influence."""
    g = solo()
    cat = g.st.players[CAT]
    clear_board(g)
    cat.lc, cat.tracks = g.st.lc_deck[:4], [0, 0, 0, 0]
    del g.st.lc_deck[:4]
    cat_turn(g, solo_card("ballroom", "west"))
    assert len(cat.lc) == 5 and g.st.favored_guest == CAT
    g.st.occupied.clear()
    extra = next(c for s, c in g.st.ballroom.items() if s.startswith("lc") and c >= 0)
    tracks = list(cat.tracks)
    cat_turn(g, solo_card("ballroom", "west"))
    assert len(cat.lc) == 5 and g.st.lc_trash[-1] == extra
    tracks[g.cat.lc[extra].suit] += 1
    assert cat.tracks == tracks


@pytest.mark.parametrize(("parlor", "trashed"), [
    (("11H", "6D", "12C"), "6D"),  # any Diamond before the rest, however low
    (("11H", "10S", "12C"), "11H"),  # then the highest Heart
    (("10S", "12C", "11S"), "11S"),  # then the highest Spade, before any Club
    (("10C", "12C", "11C"), "12C"),  # and the highest Club last
])
def test_parlor_trashes_highest_diamond_then_heart_spade_club_p22(parlor, trashed) -> None:
    """p.22 Parlor: "Remove one of the face-up cards and trash it ... highest diamond, highest
    heart, highest spade, highest club"; the space is refilled from the Star deck (p.10)."""
    suits = {"C": "club", "S": "spade", "D": "diamond", "H": "heart"}
    ids = [card(suits[t[-1]], int(t[:-1])) for t in parlor]
    g = solo()
    clear_board(g)
    set_parlor(g, ids)
    top = g.st.star_deck[-1]
    cat_turn(g, solo_card("parlor"))
    gone = card(suits[trashed[-1]], int(trashed[:-1]))
    assert g.st.whist_trash[-1] == gone and gone not in g.st.parlor
    assert g.st.parlor == [top if c == gone else c for c in ids]
    assert any(s.startswith("parlor") and seat == CAT for s, seat in g.st.occupied.items())


@pytest.mark.parametrize(("brooch", "compass", "dest"), [
    ("start", "west", "l1_left"), ("start", "east", "l1_right"),
    ("l1_left", "west", "l2_0"), ("l1_left", "north", "l2_1"), ("l1_left", "east", "l2_2"),
    ("l2_0", "west", "l3_0"),  # no space up-left: straight up
    ("l4_2", "west", "l5_1"), ("l4_2", "north", "l5_1"), ("l4_2", "east", "l5_1"),
])
def test_beehive_up_one_level_toward_the_compass_p22(brooch: str, compass: str, dest: str) -> None:
    """p.22 Beehive: "Move Lady Cat's Brooch up one level using the compass ... If she cannot
    move in the direction indicated, move straight up". From the PM's Dinner she goes to level
    5: the shortcut to the Queen's Ball (p.9 d1) is two levels up."""
    g = solo()
    g.st.players[CAT].brooch = brooch
    g.st.hive_bonus.clear()
    cid = next(c.id for c in CARDS if c.action == "beehive" and c.compass == compass)
    cat_turn(g, cid)
    assert g.st.players[CAT].brooch == dest and CAT in g.st.beehive_cards


def test_beehive_bonus_token_is_taken_p22() -> None:
    """p.22: "If the Brooch moves to a spot with a bonus action, Lady Cat takes that action"
    (the Tea bonus: the top Tea card) and the token leaves the board (p.9 c)."""
    g = solo()
    cat = g.st.players[CAT]
    cat.brooch, cat.tea = "l1_left", []
    g.st.hive_bonus["l2_1"] = "tea"
    cat_turn(g, solo_card("beehive", "north"))
    assert cat.brooch == "l2_1" and "l2_1" not in g.st.hive_bonus and len(cat.tea) == 1


def test_beehive_top_reached_queens_favorite_then_flips_again_p22() -> None:
    """p.22: "If Lady Cat reaches the top of the beehive first, she gains the Queen's Favorite
    Token. If she draws a beehive card after reaching the top of the beehive, she draws a new
    card"."""
    g = solo()
    cat = g.st.players[CAT]
    cat.brooch = "l5_1"
    cat_turn(g, solo_card("beehive", "north"))
    assert cat.brooch == "queens_ball" and g.st.queens_favorite == CAT
    hive, tea = solo_card("beehive", "west"), solo_card("tea")
    cat_turn(g, hive, tea)
    assert flips(g)[-2:] == [CARDS[hive].name, CARDS[tea].name] and g.st.ladycat.flipped == tea


def test_queens_favorite_stays_with_you_if_you_were_first_p22() -> None:
    """p.22: the token is hers only "If Lady Cat reaches the top of the beehive first"."""
    g = solo()
    g.st.queens_favorite = YOU
    g.st.players[CAT].brooch = "l5_0"
    cat_turn(g, solo_card("beehive", "east"))
    assert g.st.players[CAT].brooch == "queens_ball" and g.st.queens_favorite == YOU


@pytest.mark.parametrize(("yours", "area"), [("parlor", "parlor"), ("pm_bonus", "parlor"),
                                             ("tea", "tea"), ("gallery", "gallery"),
                                             ("lc", "lc"), ("ton", "ton")])
def test_copycat_copies_your_last_action_p22(yours: str, area: str) -> None:
    """p.22 Copycat: "Lady Cat copies your last action. Place a Calling Card on an open spot
    associated with the action and proceed with the action" (a Ballroom copy takes the same
    kind of card; the PM's Dinner Parlor action is copied in the Parlor)."""
    g = solo()
    clear_board(g)
    put_ballroom(g, "ton_1", ton_card(g, "Mr Disraeli"))
    put_ballroom(g, "ton_2", ton_card(g, "Baron Rothschild"))
    g.st.players[YOU].last_area = yours
    cat_turn(g, solo_card("copycat", cat=True))
    assert [s.split("_")[0] for s, seat in g.st.occupied.items() if seat == CAT] == [area]
    assert g.st.ladycat.caption.startswith("Copycat: she copies your")
    copied = lcat.COPY[yours].capitalize()
    assert f"Copycat: she copies your {copied} action" in [e.text for e in g.log_for(YOU)]


def test_copycat_on_her_first_turn_flips_again_p21() -> None:
    """p.21: "If you flip over a copycat card on Lady Cat's first turn, draw another card".
    Every seed whose Solo deck starts with a Copycat: she flips again and copies nothing."""
    copycats = {c.name for c in CARDS if c.action == "copycat"}
    hits = 0
    for seed in range(40):
        g = solo(seed)
        first = flips(g)
        if first[0] in copycats:
            hits += 1
            assert len(first) >= 2 and first[1] not in copycats
            assert not any(e.text.startswith("Copycat: she copies") for e in g.log)
            assert g.st.ladycat.turns == 1
    assert hits >= 2


def test_copycat_never_copies_on_her_first_turn_even_with_an_action_to_copy_p21() -> None:
    """p.21: on her first turn the Copycat is redrawn even if you had an action to copy."""
    g = solo()
    clear_board(g)
    g.st.ladycat.turns = 0
    g.st.players[YOU].last_area = "parlor"
    copycat, tea = solo_card("copycat", cat=True), solo_card("tea")
    cat_turn(g, copycat, tea)
    assert flips(g)[-2:] == [CARDS[copycat].name, CARDS[tea].name]
    assert not any(s.startswith("parlor") for s in g.st.occupied)
    assert not g.st.ladycat.caption.startswith("Copycat")
    assert not any(e.text.startswith("Copycat: she copies") for e in g.log)


def test_copycat_flips_again_when_your_spots_are_full_or_nothing_to_copy_p22() -> None:
    """p.22: "If the action spots are full, draw a new card"; your At Home (your own mat) has
    no spot on the board for her to copy (our ruling), so she flips again too."""
    for yours in ("tea", "home"):
        g = solo()
        clear_board(g)
        for s in board_spaces(g):
            if s.area == "tea":
                g.st.occupied[s.id] = YOU
        g.st.players[YOU].last_area = yours
        copycat, parlor = solo_card("copycat", cat=True), solo_card("parlor")
        cat_turn(g, copycat, parlor)
        assert flips(g)[-2:] == [CARDS[copycat].name, CARDS[parlor].name]
        assert g.st.ladycat.flipped == parlor


def test_she_pays_no_influence_p21() -> None:
    """p.21: "Lady Cat does not use influence when taking actions": no tracker spent, no
    tokens twirled, even on the costly spaces, across every kind of action."""
    g = solo()
    cat = g.st.players[CAT]
    cat.tracks, cat.brooch = [0, 0, 0, 0], "start"
    clear_board(g)
    put_ballroom(g, "ton_1", ton_card(g, "Mr Disraeli"))
    for action, compass in (("gallery", "north"), ("parlor", "north"), ("tea", "north"),
                            ("beehive", "west"), ("ballroom", "east")):
        cat_turn(g, solo_card(action, compass))
    assert not cat.host_twirled and not cat.hive_twirled and cat.hand == []
    assert cat.tracks == [0, 0, 1, 0]  # only what she gained: Mr Disraeli's Diamond
    assert len(g.st.occupied) == 4 and cat.brooch == "l1_left"


# --------------------------------------------------------------------------- week reset
def test_week_reset_adds_the_top_litter_card_and_shuffles_p21() -> None:
    """p.21 "Reset for new week ... Take the Solo Deck and discards and add the top card of the
    Litter Deck. Shuffle them"."""
    g = solo(3)
    rng = random.Random(3)
    top = g.st.ladycat.litter[-1]
    human_turns(g, rng, lambda g: g.st.week == 2)
    lc = g.st.ladycat
    assert len(lc.litter) == 7 and top not in lc.litter
    assert set(lc.deck) | set(lc.discard) == CAT_IDS | {top} and len(lc.deck) + len(lc.discard) == 9
    assert any(f"adds {CARDS[top].name} from the Litter deck" in e.text for e in g.log)


# --------------------------------------------------------------------------- whist, p.22
def to_whist(seed: int) -> Game:
    g = solo(seed)
    human_turns(g, random.Random(seed), lambda g: g.pending_kind() == "PlayCard")
    return g


def test_whist_setup_your_seven_cards_and_her_solo_deck_p22_r6_11() -> None:
    """p.22: "Your Whist Setup: Set up per the 2-player whist setup" (7 cards, p.15); "Shuffle
    Lady Cat's Solo Deck and discards into a deck"; she "leads every trick"."""
    for seed in (2, 9):
        g = to_whist(seed)
        cat, lc = g.st.players[CAT], g.st.ladycat
        assert len(g.st.players[YOU].hand) == 7
        theirs = {c - lcat.SOLO_BASE for c in cat.hand} | {c - lcat.SOLO_BASE for _s, c in g.st.trick}
        assert theirs == set(range(16)) - set(lc.litter) and not lc.deck and not lc.discard
        assert [s for s, _c in g.st.trick] == [CAT]


def test_she_leads_every_trick_and_you_follow_suit_p22_r6_6() -> None:
    """p.22: "Lady Cat leads every trick"; "Play your card according to the rules of the 2-4
    player Whist Phase" (follow the led suit if you can, R6.6); 7 tricks."""
    g = to_whist(4)
    rng = random.Random(4)
    played = []
    while not g.is_over:
        assert g.pending_kind() == "PlayCard" and g.current_player == YOU
        (lead_seat, led), = g.st.trick
        assert lead_seat == CAT
        suit = lcat.suit_rank(g, led)[0]
        hand = g.st.players[YOU].hand
        follow = [c for c in hand if g.cat.whist[c].suit == suit]
        assert sorted(legal_cards(g, YOU)) == sorted(follow or hand)
        played.append(led)
        g.apply(rng.choice(g.legal_actions()))
    assert g.st.tricks_played == 7 == len(played) == sum(p.tricks for p in g.st.players)


def test_her_card_wins_a_tie_of_identical_suit_and_rank_p22_r6_11() -> None:
    """p.22: "Lady Cat's cards are all higher by .5 than your Whist cards. If you both play
    the same card, Lady Cat wins the trick" (R6.11); otherwise the normal winner (p.15)."""
    g = solo()
    hers = {(c.suit, c.rank): lcat.SOLO_BASE + c.id for c in CARDS}
    suit, rank = CARDS[0].suit, CARDS[0].rank
    lead = hers[suit, rank]
    same = suit * 13 + rank - 1
    assert trick_winner(g, [(CAT, lead), (YOU, same)]) == CAT
    assert trick_winner(g, [(CAT, lead), (YOU, same + 1)]) == YOU
    assert trick_winner(g, [(CAT, lead), (YOU, same - 1)]) == CAT
    non_diamond = next(v for (s, _r), v in hers.items() if s != 2)
    assert trick_winner(g, [(CAT, non_diamond), (YOU, card("diamond", 5))]) == YOU  # trump
    diamond = next(v for (s, r), v in hers.items() if s == 2 and r < 12)
    assert trick_winner(g, [(CAT, diamond), (YOU, card("diamond", 12))]) == YOU
    assert trick_winner(g, [(CAT, diamond), (YOU, card("heart", 13))]) == CAT


# --------------------------------------------------------------------------- scoring
def test_scoring_for_both_and_her_tokens_count_for_lc_influence_p22_r6_10() -> None:
    """p.22 "Score the game per normal (pg. 17)" for both; R6.10: her tracker and Host/Beehive
    tokens (both side B) count for L&C influence goals; she has no host goals (line 6 empty)."""
    g = solo(6)
    human_turns(g, random.Random(6), lambda g: g.is_over)
    sheets = g.scores()
    assert [s.seat for s in sheets] == [YOU, CAT]
    cat, data = g.st.players[CAT], lcat.solo_data()
    level = g.cat.hive[cat.brooch].level
    assert dict(sheets[CAT].lines[1].parts)[f"Brooch on level {level}"] == g.cat.hive_levels[level].vp
    assert sheets[CAT].lines[0].total == 2 * cat.tricks
    assert sheets[CAT].lines[5].parts == ()
    assert sheets[CAT].lines[2].total == sum(g.cat.art[a].vp for a in cat.art) + 3 * (
        g.st.artists_muse == CAT)
    tea = [g.cat.tea[t].corner for t in cat.tea]
    for suit in range(4):
        want = cat.tracks[suit] + (data.host_b == suit) + (data.beehive_b == suit) + tea.count(suit)
        assert influence_of_suit(g, CAT, suit) == want
    best = max((s.total, s.influence) for s in sheets)
    assert g.winners() == [s.seat for s in sheets if (s.total, s.influence) == best]


def test_every_flip_is_in_the_log_p21() -> None:
    """Issue 5: "every one of her flips is in the log": in a week without a reshuffle, the
    flips logged since the week began are exactly her discard pile, in order."""
    g = solo(8)
    rng = random.Random(8)
    while g.st.phase == "season":
        lc = g.st.ladycat
        texts = [e.text for e in g.log]
        week = max(i for i, t in enumerate(texts) if t.startswith(f"Week {g.st.week} begins"))
        logged = [t.removeprefix("Lady Cat flips ").rsplit(" (", 1)[0]
                  for t in texts[week:] if t.startswith("Lady Cat flips ")]
        assert logged[len(logged) - len(lc.discard):] == [CARDS[c].name for c in lc.discard]
        assert all(t in g.log_for(YOU) for t in g.log if t.text.startswith("Lady Cat flips"))
        g.apply(rng.choice(g.legal_actions()))


def test_solo_needs_exactly_one_player_p21() -> None:
    """p.21: solo is you against Lady Cat, who takes the second mat."""
    with pytest.raises(ValueError):
        GameConfig(players=("shae", "edward"), mode="solo").validate()
    with pytest.raises(ValueError):
        Game.new(GameConfig(players=(), mode="solo"))


def test_illegal_action_during_solo_changes_nothing_p21() -> None:
    """Issue 2 for solo: your turn "per the 2-4 player rules" (p.21) refuses what is not legal,
    and her automatic turn that would follow does not run."""
    g = solo(2)
    before, log = g.state_hash(), len(g.log)
    with pytest.raises(IllegalAction):
        g.apply(Action("place", ("no_such_space",)))
    assert g.state_hash() == before and len(g.log) == log
