"""Issue 56, item 7, "Learn from it: play on from here": a new game from a decision of a played
one, with the same seats, and every card the deciding player could not see dealt anew from
their view (`playfrom.redrawn`, `Game.from_position`), never the real hidden cards nor the
real seed (RULINGS R7.1: the seed would rebuild every face-down deck). Its save carries the
starting position (format 3); every save before it is written and read exactly as before.
"""

from __future__ import annotations

import copy
import hashlib
import json
import random
from collections import Counter

import msgspec
import pytest

from apistocracy_gui import playfrom
from apistocracy_gui.engine import Game, GameConfig, SaveError
from apistocracy_gui.engine.savefile import check_of

# (players, mode, seed, moves): positions reached by seeded random play, in every mode.
POSITIONS = [(("edward", "tuesday", "shae"), "standard", 21, 70),
             (("edward", "alexandria", "tuesday", "shae"), "standard", 22, 150),
             (("shae",), "solo", 23, 40), (("edward", "alexandria"), "advanced", 24, 50)]


def played(players: tuple[str, ...], mode: str, seed: int, moves: int) -> Game:
    g = Game.new(GameConfig(players=players, mode=mode, seed=seed))
    rng = random.Random(seed)
    for _ in range(moves):
        g.apply(rng.choice(g.legal_actions()))
    assert not g.is_over
    return g


def at_whist(seed: int = 25, tricks: int = 2) -> Game:
    """A three-player game a few tricks into the whist (cards dealt face-down, R6.7)."""
    g = Game.new(GameConfig(players=("edward", "tuesday", "alexandria"), seed=seed))
    rng = random.Random(seed)
    while g.st.phase != "whist" or g.st.tricks_played < tricks:
        g.apply(rng.choice(g.legal_actions()))
    return g


def games() -> list[Game]:
    return [played(*p) for p in POSITIONS] + [at_whist()]


def without_log(view: dict) -> dict:
    """A view without its Chronicle (the new game's tells only how it began)."""
    return {k: v for k, v in view.items() if k != "log"}


@pytest.mark.parametrize("g", games(), ids=["3p", "4p", "solo", "advanced", "whist"])
def test_the_deciding_player_sees_the_same_position(g: Game) -> None:
    """Issue 56: the new game is at the same decision and shows the deciding player exactly
    what they saw (their hand, their deck's contents, every public card and count, the legal
    moves), their knowledge included; only the Chronicle starts afresh."""
    seat = g.current_player
    new = playfrom.redrawn(g, seed=5)
    assert new.current_player == seat and new.legal_actions() == g.legal_actions()
    assert without_log(new.observe(seat)) == without_log(g.observe(seat))
    assert new.start is not None and new.start.viewer == seat
    [line] = new.log
    assert new.name(seat) in line.text and "dealt anew" in line.text


def hidden(g: Game, seat: int) -> dict[str, Counter]:
    """The cards `seat` cannot see, by kind, as multisets; of each other seat, the cards known
    to be in their hand or draw pile and how many of those dealt face-down they still hold (R6.7)."""
    st = g.st
    others = [p for s, p in enumerate(st.players) if s != seat]
    out = {"whist": Counter(st.star_deck + st.queen_deck + st.regular_deck
                            + [c for p in others for c in p.hand + p.draw]),
           "tea": Counter(st.tea_deck + [c for p in others for c in p.tea]),
           "lc": Counter(st.lc_deck), "ton": Counter(st.ton_deck)}
    for s, p in enumerate(st.players):
        if s != seat:
            out[f"seat{s}"] = Counter(c for c in p.hand + p.draw if c not in p.dealt)
            out[f"dealt{s}"] = Counter({"face-down": sum(c in p.dealt for c in p.hand + p.draw)})
    if st.ladycat is not None:
        out["cat"] = Counter(st.ladycat.deck + st.ladycat.litter)
    return out


@pytest.mark.parametrize("g", games(), ids=["3p", "4p", "solo", "advanced", "whist"])
def test_the_hidden_cards_are_a_consistent_redraw(g: Game) -> None:
    """The hidden cards of the new game are the same cards (each kind's multiset conserved,
    every deck and hand the same size), dealt anew: the position's hash, the RNG and the
    order of the face-down decks differ from the real ones (fixed seed, so the same every run)."""
    seat = g.current_player
    assert seat is not None
    new = playfrom.redrawn(g, seed=5)
    assert hidden(new, seat) == hidden(g, seat)
    for deck in ("star_deck", "queen_deck", "regular_deck", "lc_deck", "ton_deck", "tea_deck"):
        assert len(getattr(new.st, deck)) == len(getattr(g.st, deck))
    for real, redrawn in zip(g.st.players, new.st.players, strict=True):
        assert (len(redrawn.hand), len(redrawn.draw), len(redrawn.tea)) == (
            len(real.hand), len(real.draw), len(real.tea))
    assert new.st.rng != g.st.rng and new.state_hash() != g.state_hash()
    assert new.st.tea_deck != g.st.tea_deck or not g.st.tea_deck


def test_a_constructed_case_deals_other_tea_cards_than_the_real_ones() -> None:
    """Lady Tuesday holds face-down Tea cards Lord Edward cannot see: in the new game started
    from Edward's decision she holds others (seed fixed), drawn from the Tea cards Edward has
    seen nowhere, and the Tea deck is in another order."""
    g = played(("edward", "tuesday"), "standard", 31, 0)
    g.st.players[1].tea = list(g.st.tea_deck[:3])
    del g.st.tea_deck[:3]
    new = playfrom.redrawn(g, seed=7)
    assert g.current_player == 0
    assert sorted(new.st.players[1].tea) != sorted(g.st.players[1].tea)
    assert len(new.st.players[1].tea) == 3 and new.st.tea_deck != g.st.tea_deck
    assert not set(new.st.players[1].tea) & set(g.st.players[0].tea)


def test_the_real_hidden_cards_never_reach_the_new_game() -> None:
    """The new game depends on what the deciding player saw, never on the real hidden cards:
    with the hidden cards of the real game shuffled among themselves (the others' hands and
    draw piles, every face-down deck, the others' Tea cards), the same seed deals the very same
    new game (RULINGS R7.1)."""
    for g in games():
        seat = g.current_player
        other = copy.deepcopy(g)
        rng = random.Random(1)
        st = other.st
        for deck in ("star_deck", "queen_deck", "regular_deck", "lc_deck", "ton_deck", "tea_deck"):
            rng.shuffle(getattr(st, deck))
        for s, p in enumerate(st.players):
            if s != seat and not p.dealt:
                cards = p.hand + p.draw
                rng.shuffle(cards)
                p.hand, p.draw = sorted(cards[:len(p.hand)]), cards[len(p.hand):]
        if st.ladycat is not None:
            rng.shuffle(st.ladycat.deck)
        assert playfrom.redrawn(other, seed=9).state_hash() == playfrom.redrawn(g, seed=9).state_hash()


def test_the_new_game_is_saved_with_its_position_and_loads_exactly() -> None:
    """Its save is format 3 with the starting position and that position's hash; it loads to
    the identical state hash, the seed in it is the new game's (not the original's), and it
    plays on deterministically: the same actions from the loaded save give the same game."""
    for g in games():
        new = playfrom.redrawn(g, seed=11)
        rng = random.Random(3)
        for _ in range(25):
            if new.is_over:
                break
            new.apply(rng.choice(new.legal_actions()))
        data = json.loads(json.dumps(new.to_save()))
        assert data["format"] == 3 and data["start"]["viewer"] == g.current_player
        assert data["config"]["seed"] == 11 != g.config.seed
        back = Game.from_save(data)
        assert back.state_hash() == new.state_hash() == data["state_hash"]
        assert back.restart().state_hash() == new.start.state_hash  # type: ignore[union-attr]


def test_undo_stops_at_the_starting_position() -> None:
    """Undo never goes back past the position the game started from."""
    g = playfrom.redrawn(played(*POSITIONS[0]), seed=2)
    start = g.state_hash()
    assert not g.can_undo and not g.undo()
    g.apply(g.legal_actions()[0])
    while g.can_undo:
        g.undo()
    if not g.actions_taken:
        assert g.state_hash() == start


def resealed(data: dict) -> dict:
    data["check"] = check_of(data)
    return data


def test_a_damaged_or_edited_position_is_refused() -> None:
    """The starting position is schema-checked and must read back to its own hash: an edited
    card (even with the check digest made again), an unknown task or field, a format 3 save
    without a position or a format 2 save with one are refused, never another game."""
    good = playfrom.redrawn(played(*POSITIONS[0]), seed=4).to_save()
    card = copy.deepcopy(good)
    card["start"]["state"]["tea_deck"][0] += 1
    with pytest.raises(SaveError, match="hash"):
        Game.from_save(resealed(card))
    task = copy.deepcopy(good)
    task["start"]["state"]["stack"][-1][0] = "os.system"
    with pytest.raises(SaveError, match="not a task"):
        Game.from_save(resealed(task))
    field = copy.deepcopy(good)
    field["start"]["state"]["players"][0]["cheat"] = 1
    with pytest.raises(SaveError, match="cheat"):
        Game.from_save(resealed(field))
    typed = copy.deepcopy(good)
    typed["start"]["state"]["week"] = "3"
    with pytest.raises(SaveError, match="week"):
        Game.from_save(resealed(typed))
    plain = copy.deepcopy(good)
    del plain["start"]
    with pytest.raises(SaveError, match="format 3"):
        Game.from_save(resealed(plain))
    old = copy.deepcopy(good)
    old["format"] = 2
    with pytest.raises(SaveError, match="format 3"):
        Game.from_save(resealed(old))
    with pytest.raises(SaveError, match="check digest"):
        Game.from_save({**good, "state_hash": "0" * 64})


# The save of each game as the engine wrote it before issue 56 (commit fecf09e): its state hash
# and the digest of the save but its rules data digest and check (which follow the rules data).
BEFORE = [((("edward", "tuesday", "shae"), "standard", 11, 140),
           "3c139d6a46a5392e67e55f836719280cb61be665ca74d22a478ff8da539a7f6f",
           "ed6570db92d7b63510ceae03b248c08d78285c8c1a8e276fb3304a63f5ad8c2e"),
          ((("shae",), "solo", 12, 90),
           "2f342c74a937725bfacfd8e3329b6c38da8dda5cc241bbfd42bc0633493c3150",
           "a61f1b7c08e8fb0bfd5623b85db781ddde108ae6bff7da1dc2bb5de2e5c8b2f2"),
          ((("edward", "alexandria"), "advanced", 13, 120),
           "8bd9010cf1cd19d8dd115e83dd8e6a498fc0750fb0af303b0093589c74141573",
           "1acfb73c365a5dc598ad17b5cd5a478495524c7d00921a4609c2ba4be43f5bf8")]


@pytest.mark.parametrize(("case", "state_hash", "body"), BEFORE)
def test_a_game_from_its_seed_is_saved_and_hashed_as_before(case, state_hash, body) -> None:
    """Every game begun from its seed is saved exactly as before (format 2, no position, the
    same fields and state hash), so existing saves and their hashes are unchanged."""
    players, mode, seed, moves = case
    g = Game.new(GameConfig(players=players, mode=mode, seed=seed))
    rng = random.Random(seed)
    for _ in range(moves):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    save = g.to_save()
    rest = {k: v for k, v in save.items() if k not in ("rules_data", "check")}
    assert save["format"] == 2 and "start" not in save and g.start is None
    assert g.state_hash() == state_hash
    assert hashlib.sha256(json.dumps(rest, sort_keys=True).encode()).hexdigest() == body
    assert Game.from_save(json.loads(msgspec.json.encode(save))).state_hash() == state_hash


def test_a_game_played_on_is_replayed_and_reviewed_from_its_start() -> None:
    """Replays and the review play a game again from its first position: for a game played on
    from a moment, the position it started from (not the seed's first week)."""
    from apistocracy_gui.replay import Replay, labelled_again
    from apistocracy_gui.review.season import replay_from

    g = played(*POSITIONS[0])
    new = playfrom.redrawn(g, seed=8)
    rng = random.Random(8)
    for _ in range(20):
        new.apply(rng.choice(new.legal_actions()))
    save = new.to_save()
    replay = Replay(save, ["human", "medium", "easy"])
    assert replay.at(0).state_hash() == new.start.state_hash  # type: ignore[union-attr]
    assert replay.chapters()[0] == (f"Week {g.st.week}", 0)
    assert replay.at(replay.last).state_hash() == new.state_hash()
    assert replay.done(1) == new.actions_taken[0] == labelled_again(new, {1})[1]
    again, actions = replay_from(save)
    assert again.state_hash() == new.start.state_hash and actions == new.actions_taken  # type: ignore[union-attr]


def test_a_task_class_dropped_by_its_dataclass_is_not_a_second_task_of_that_name() -> None:
    """`@dataclass(slots=True)` replaces the class it decorates; until the garbage collector
    runs, the dropped one is still among its base's subclasses. Reading a position must not
    take it for a second task class of the same name (it did, depending on when the collector
    last ran: "two task classes are named FreeMove")."""
    from apistocracy_gui.engine import hive, position

    dropped = type("FreeMove", (hive.Decision,), {"__module__": hive.__name__})  # kept alive here
    position.tasks.cache_clear()
    try:
        assert position.tasks()["FreeMove"] is hive.FreeMove is not dropped
    finally:
        position.tasks.cache_clear()
