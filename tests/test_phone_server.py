"""The hand server under attack and under faults (issue 54 item 5), on 127.0.0.1 only.

Every refused message must be told to the phone with a clear error and change nothing: not the
game (its state hash), not the autosave (its bytes on disk), not who holds a seat.
"""

from __future__ import annotations

import asyncio
import base64
import json
import os
import socket

import aiohttp
import pytest
from phone_client import FAST, Phone, Table, joined

from apistocracy_gui import i18n, slots, userfiles
from apistocracy_gui import phone_wire as wire
from apistocracy_gui.phone_server import BURST, FRAME_LIMIT


@pytest.fixture
def table(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    t = Table()
    yield t
    t.stop()


def saved_bytes(table: Table) -> bytes:
    table.session.flush()
    return (userfiles.home().path / (table.session.slot or slots.FIRST)).read_bytes()


def run(coro) -> None:  # noqa: ANN001
    asyncio.run(closing(coro))


async def closing(coro) -> None:  # noqa: ANN001
    """Run a test's body, then close every phone it opened (also when it fails)."""
    try:
        await coro
    finally:
        for phone in Phone.opened:
            await phone.close()
        Phone.opened.clear()


def test_a_phone_plays_its_seat_through_the_session_and_the_autosave_is_a_plain_save(table: Table) -> None:
    """A phone's tap is a move like any other: applied, autosaved (phone seats stay "human" in
    the save, whose format is unchanged), and every phone is sent the new state."""
    async def go() -> None:
        g = table.game
        assert g.current_player == 0
        phone, state = await joined(table, 0)
        other, other_state = await joined(table, 1)
        assert state["mine"] and state["actions"] and not other_state["mine"] and not other_state["actions"]
        expected = g.legal_actions()[0]
        await phone.act(state, 0)
        await table.until(lambda: len(g.actions_taken) == 1, "the move")
        assert g.actions_taken[-1] == expected
        await other.hear("state", v=table.seats.version)
        saved = json.loads(saved_bytes(table))
        assert saved["controllers"] == ["human", "human", "medium"]
        assert len(saved["game"]["actions"]) == len(g.actions_taken)
    run(go())


@pytest.mark.parametrize(("message", "error"), [
    ("x" * 600, "too_long"),
    ("{not json", "malformed"),
    ('{"t": "act", "n": 1, "v": 1}', "malformed"),  # a field missing
    ('{"t": "act", "n": 1, "v": 1, "i": 0, "extra": 1}', "malformed"),  # an unknown field
    ('{"t": "act", "n": "1", "v": 1, "i": 0}', "malformed"),  # a wrong type
    ('{"t": "become_admin"}', "malformed"),  # an unknown kind
    ('[1, 2, 3]', "malformed"),
    ('{"t": "hello", "code": "' + "A" * 40 + '"}', "malformed"),
    ("second hello", "malformed"),  # one seat a connection
])
def test_bad_messages_are_refused_and_change_nothing(table: Table, message: str, error: str) -> None:
    async def go() -> None:
        phone, state = await joined(table, 0)
        before, saved = table.game.state_hash(), saved_bytes(table)
        second_hello = json.dumps({"t": "hello", "code": table.seats.code(1)})
        await phone.send(second_hello if message == "second hello" else message)
        reply = await phone.hear("error")
        assert reply["code"] == error and reply["text"]
        assert table.game.state_hash() == before and saved_bytes(table) == saved
        assert not table.seats.joined(1)
        await phone.act(state, 0)  # the connection is still good for a proper move
        await table.until(lambda: len(table.game.actions_taken) == 1)
    run(go())


def test_a_frame_over_the_limit_closes_the_connection_and_changes_nothing(table: Table) -> None:
    async def go() -> None:
        phone, _state = await joined(table, 0)
        before = table.game.state_hash()
        await phone.send("x" * (FRAME_LIMIT + 1))
        closed = await phone.hear("closed")
        assert closed["code"] == 1009  # "message too big"
        assert table.game.state_hash() == before and table.seats.holds[0].key  # the seat is still held
    run(go())


def test_acts_before_joining_wrong_codes_and_lockout(table: Table) -> None:
    async def go() -> None:
        stranger = await Phone(table).open()
        await stranger.send({"t": "act", "n": 1, "v": 1, "i": 0})
        assert (await stranger.hear("error"))["code"] == "hello_first"
        await stranger.send({"t": "hello", "code": "AAAAAA"})
        assert (await stranger.hear("error"))["code"] == "bad_code"
        await stranger.hear("closed")
        for _ in range(8):  # a peer trying codes is shut out, even with the right one
            p = await Phone(table).open()
            await p.send({"t": "hello", "code": "BBBBBB"})
            await p.hear("closed")
            await p.close()
        late = await Phone(table).open()
        await late.send({"t": "hello", "code": table.seats.code(0)})
        assert (await late.hear("error"))["code"] == "locked_out"
        assert not table.seats.joined(0) and len(table.game.actions_taken) == 0
    run(go())


def test_replayed_stale_foreign_and_unoffered_moves_are_refused(table: Table) -> None:
    async def go() -> None:
        g = table.game
        phone, state = await joined(table, 0)
        other, other_state = await joined(table, 1)
        await other.act(other_state, 0)  # not its turn
        assert (await other.hear("error"))["code"] == "not_your_turn"
        await phone.send({"t": "act", "n": 5, "v": state["v"], "i": 10_000})
        assert (await phone.hear("error"))["code"] == "not_offered"
        await phone.send({"t": "act", "n": 5, "v": state["v"], "i": 0})  # the same number again
        assert (await phone.hear("error"))["code"] == "replayed"
        assert len(g.actions_taken) == 0
        phone.n = 5
        await phone.act(state, 0)
        await table.until(lambda: len(g.actions_taken) == 1)
        fresh = await phone.hear("state", v=table.seats.version)
        await phone.act(state, 0)  # chosen on the state before the move: stale
        assert (await phone.hear("error"))["code"] == "stale"
        assert len(g.actions_taken) == 1 and fresh["v"] > state["v"]
    run(go())


def test_a_flood_is_cut_to_the_rate_and_changes_nothing(table: Table) -> None:
    async def go() -> None:
        phone, state = await joined(table, 1)  # not on turn: every act is refused anyway
        before = table.game.state_hash()
        for k in range(60):
            await phone.send({"t": "act", "n": 100 + k, "v": state["v"], "i": 0})
        await phone.hear("error", code="too_many")
        await asyncio.sleep(0.2)
        for _ in range(20):
            table.seats.pump()
        assert table.game.state_hash() == before
        refused = [m for m in phone.heard if m["t"] == "error" and m["code"] == "not_your_turn"]
        assert len(refused) <= BURST + 3  # what got through the bucket, no more
    run(go())


def test_rejoin_after_a_drop_and_no_second_phone_without_the_key(table: Table) -> None:
    async def go() -> None:
        g = table.game
        phone, state = await joined(table, 0)
        await phone.act(state, 0)
        await table.until(lambda: len(g.actions_taken) == 1)
        key, n = phone.key, phone.n  # the phone slept, its Wi-Fi dropped
        thief = await Phone(table).open()
        await thief.send({"t": "hello", "code": table.seats.code(0)})
        assert (await thief.hear("error"))["code"] == "held"
        again = await Phone(table).open()
        again.key = key
        state = await again.join(table.seats.code(0))
        assert again.n == n and state["v"] == table.seats.version and state["seat"] == 0
        await again.act(state, 0)  # its numbering goes on from the last accepted
        await table.until(lambda: len(g.actions_taken) == 2)
    run(go())


def test_the_table_takes_a_seat_back_and_the_phone_is_told(table: Table) -> None:
    async def go() -> None:
        phone, _state = await joined(table, 0)
        old_code = table.seats.code(0)
        table.seats.take_back(0)
        told = await phone.hear("error")
        assert told["code"] == "taken"
        await phone.hear("closed")
        assert 0 not in table.session.phones and table.session.viewer() == 0  # its hand is at the table
        retry = await Phone(table).open()
        retry.key = phone.key
        await retry.send({"t": "hello", "code": old_code, "key": phone.key})
        assert (await retry.hear("error"))["code"] == "bad_code"
        new_code = table.seats.offer(0)
        assert new_code != old_code and 0 in table.session.phones
        back, state = await joined(table, 0)
        assert state["seat"] == 0
    run(go())


def stalled_phone(table: Table, code: str) -> socket.socket:
    """A phone that joins and then never reads again (a tiny receive buffer fills at once)."""
    s = socket.create_connection(("127.0.0.1", table.server.port))
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
    key = base64.b64encode(os.urandom(16)).decode()
    s.sendall((f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    payload = json.dumps({"t": "hello", "code": code}).encode()
    mask = os.urandom(4)
    masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
    s.sendall(bytes([0x81, 0x80 | len(payload)]) + mask + masked)
    return s


@pytest.mark.slow
def test_a_stalled_phone_never_stalls_the_game(tmp_path, monkeypatch) -> None:
    """Seat 0's phone stops reading while megabytes of states are sent to it; the other phone
    keeps playing, the table takes seat 0 back when it is due, and the game reaches its end."""
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    table = Table(rate=FAST)

    async def go() -> None:
        g = table.game
        stalled = stalled_phone(table, table.seats.code(0))
        await table.until(lambda: table.seats.joined(0), "the stalled phone's join")
        conn = table.server.conns[0]
        big = json.dumps({"t": "state", "news": ["x" * 1000] * 64})  # 64 kB, unread
        for sent in range(1000):  # until its sender is stuck
            table.server.publish(0, big)
            await asyncio.sleep(0.001)
            if sent > 50 and conn.state is not None:
                await asyncio.sleep(0.2)
                if conn.state is not None:
                    break
        assert conn.state is not None, "the phone's connection never filled"  # the newest state waits
        phone, state = await joined(table, 1)
        while not g.is_over:
            seat = g.current_player
            if seat == 2:
                table.session.bot_step()
            elif seat == 0:
                if 0 in table.session.phones:
                    table.seats.take_back(0)
                table.session.act(g.legal_actions()[0])
            else:
                state = await phone.hear("state", v=table.seats.version)
                done = len(g.actions_taken)
                await phone.act(state, 0)
                await table.until(lambda done=done: len(g.actions_taken) > done, str(phone.heard[-3:]))
            table.seats.pump()
        final = await phone.hear("state", v=table.seats.version)
        assert final["over"]
        stalled.close()
    try:
        run(go())
    finally:
        table.stop()


def test_a_phone_takes_back_its_own_move_only(table: Table) -> None:
    """Undo from the seat that took the move (issue 54 item 4), as the game's rules allow."""
    async def go() -> None:
        g = table.game
        phone, state = await joined(table, 0)
        other, _ = await joined(table, 1)
        assert not state["undo"]
        await phone.act(state, 0)
        await table.until(lambda: len(g.actions_taken) == 1)
        other_state = await other.hear("state", v=table.seats.version)
        mine = await phone.hear("state", v=table.seats.version)
        assert mine["undo"] and not other_state["undo"]
        other.n += 1
        await other.send({"t": "undo", "n": other.n, "v": other_state["v"]})
        assert (await other.hear("error"))["code"] == "no_undo"
        phone.n += 1
        await phone.send({"t": "undo", "n": phone.n, "v": mine["v"]})
        await table.until(lambda: len(g.actions_taken) == 0, "the undo")
        back = await phone.hear("state", v=table.seats.version)
        assert back["mine"] and not back["undo"]
    run(go())


def test_a_page_of_another_site_cannot_open_the_socket(table: Table) -> None:
    async def go() -> None:
        async with aiohttp.ClientSession() as http:
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await http.ws_connect(table.server.url + "ws", headers={"Origin": "http://evil.example"})
            assert refused.value.status == 403
    run(go())


def test_a_phone_reads_its_players_language_and_the_table_keeps_its_own(table: Table) -> None:
    """The page follows the phone's browser (Accept-Language), its states and refusals the
    language it joined in, through the catalogs; the table's Chronicle stays in the table's."""
    async def go() -> None:
        g = table.game
        async with aiohttp.ClientSession() as http:
            got = await http.get(table.server.url, headers={"Accept-Language": "de-CH,de;q=0.9"})
            page = await got.text()
            assert '<html lang="de">' in page and "Ihre Hand" in page
        phone = await Phone(table).open()
        await phone.send({"t": "hello", "code": table.seats.code(0), "lang": "de"})
        await phone.hear("welcome")
        state = await phone.hear("state")
        with i18n.speaking("de"):
            german = wire.state(g, 0, state["v"])
        assert phone.texts[-1] == german and german != wire.state(g, 0, state["v"])
        await phone.act(state, 0)
        await table.until(lambda: len(g.actions_taken) == 1)
        await phone.act(state, 0)
        stale = "Die Partie ging weiter, bevor Ihre Wahl ankam: Wählen Sie erneut."
        assert (await phone.hear("error"))["text"] == stale
    run(go())
    shown = [e.text for e in table.game.log]
    i18n.set_language("de")
    i18n.set_language("en")  # the Chronicle worded afresh, in English
    assert [e.text for e in table.game.log] == shown
