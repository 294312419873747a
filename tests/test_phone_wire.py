"""What a phone is sent is its seat's view and nothing more (issue 54 item 5), and what it may
send is checked strictly.

The wire permutation test: as the bots' honesty test does (tests/test_bots.py), everything hidden
from a seat is reshuffled in the real game (the others' hands and Tea cards, every face-down
deck, the game's generator); the seat's phone must be sent the very same bytes, in the Season and
at the whist table, both by the state's maker and through a real server on 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import pickle
import random
import subprocess
import sys

import msgspec
import pytest
from helpers import permute_hidden
from phone_client import Table, joined

from apistocracy_gui import goal_words
from apistocracy_gui import phone_wire as wire
from apistocracy_gui.bots import MediumBot
from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.i18n import speaking


def positions(seed: int, players: int = 3, every: int = 9) -> list[Game]:
    """Copies of one Medium self-play game every `every` decisions, the whist included."""
    g = Game.new(GameConfig(("edward", "tuesday", "shae", "alexandria")[:players], seed=seed))
    bots = [MediumBot(seed + s) for s in range(players)]
    kept = []
    while not g.is_over:
        if len(g.actions_taken) % every == 0:
            copy = Game(g.config, g.cat, pickle.loads(g.snapshot()))
            copy.events = list(g.events)
            kept.append(copy)
        seat = g.current_player
        g.apply(bots[seat].choose(g.view(seat), g.legal_actions()))
    return kept


@pytest.mark.slow
@pytest.mark.parametrize(("players", "seed"), [(3, 54), (4, 55)])
def test_permuting_another_seats_hidden_cards_changes_no_byte_of_a_state(players: int, seed: int) -> None:
    rng = random.Random(seed)
    checked = {"season": 0, "whist": 0}
    for g in positions(seed, players):
        for seat in range(players):
            other = permute_hidden(g, seat, rng)
            assert other.state_hash() != g.state_hash()
            assert wire.state(other, seat, 7) == wire.state(g, seat, 7)
        checked[g.st.phase] += 1
    assert checked["season"] >= 10 and checked["whist"] >= 3


def test_the_permutation_test_can_fail() -> None:
    """Swapping a card between the seat's own hand and an opponent's changes its bytes."""
    seat = 0
    g = next(g for g in positions(56) if g.st.players[seat].hand and g.st.players[1].hand)
    h = Game(g.config, g.cat, pickle.loads(g.snapshot()))
    h.events = list(g.events)
    mine, theirs = h.st.players[seat], h.st.players[1]
    mine.hand[0], theirs.hand[0] = theirs.hand[0], mine.hand[0]
    assert wire.state(h, seat, 7) != wire.state(g, seat, 7)


def test_over_the_wire_another_seats_hidden_cards_change_no_byte_sent() -> None:
    """Two servers, one on the real game and one on the game with everything hidden from the
    seat reshuffled: the seat's phone receives byte-identical messages from both."""
    rng = random.Random(57)
    games = positions(57)
    picked = [games[3], games[len(games) // 2], games[-2]]

    async def state_text(game: Game, seat: int) -> str:
        table = Table(game=game, controllers=("human", "human", "human"), phones=(0, 1, 2))
        try:
            phone, _state = await joined(table, seat)
            text = phone.texts[-1]
            await phone.close()
            return text
        finally:
            table.stop()

    async def go() -> None:
        for g in picked:
            for seat in range(3):
                real = await state_text(g, seat)
                shuffled = await state_text(permute_hidden(g, seat, rng), seat)
                assert real == shuffled

    asyncio.run(go())


def test_messages_are_decoded_strictly() -> None:
    assert wire.decode('{"t": "act", "n": 3, "v": 9, "i": 0}') == wire.Act(n=3, v=9, i=0)
    assert wire.decode(b'{"t": "hello", "code": "ABCDEF"}') == wire.Hello(code="ABCDEF")
    for bad in ('{"t": "act", "n": 3, "v": 9, "i": 0, "x": 1}', '{"t": "act", "n": 3.5, "v": 9, "i": 0}',
                '{"t": "act"}', '{"t": "hello", "code": 5}', 'null',
                '{"t": "act", "n": 1, "v": 1, "i": 0} x'):
        with pytest.raises(wire.Error) as refused:
            wire.decode(bad)
        assert refused.value.code == "malformed"
    with pytest.raises(wire.Error) as refused:
        wire.decode("{" + " " * wire.MAX_MESSAGE + "}")
    assert refused.value.code == "too_long"
    assert msgspec.json.decode(wire.error("stale"))["text"]


def test_a_phone_is_shown_its_seats_goals_in_words_in_its_language() -> None:
    """Issue 54 item 3: the phone shows the seat's goals (its mat's words: the in-game goal
    with its progress and the end goal), worded in the phone's language, without pygame."""
    g = Game.new(GameConfig(("edward", "tuesday", "shae"), seed=54))
    ch = g.cat.characters[g.st.players[1].character]
    state = msgspec.json.decode(wire.state(g, 1, 1))
    assert state["goals"] == goal_words.goal_lines(g, g.view(1), 1)
    assert len(state["goals"]) == 2 and "5 VP" in state["goals"][1]
    assert goal_words.goal(*ch.end_goal) in state["goals"][1]
    with speaking("de"):
        german = msgspec.json.decode(wire.state(g, 1, 1))["goals"]
        assert german[1].startswith("Endziel") and goal_words.goal(*ch.end_goal) in german[1]
    assert german != state["goals"]
    # The hand server's modules word the goals without pygame (a fresh interpreter tells).
    code = ("import sys; import apistocracy_gui.phone_seats, apistocracy_gui.phone_server, "
            "apistocracy_gui.goal_words; sys.exit('pygame' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
