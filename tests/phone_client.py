"""A phone for the hand server's tests (issue 54): a WebSocket client on the loopback address,
and a table (session, phone seats, server) whose frame loop is the test itself (`until`)."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from typing import Any

import aiohttp

from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.phone_seats import PhoneSeats
from apistocracy_gui.phone_server import BURST, RATE, PhoneServer
from apistocracy_gui.session import Session

FAST = (1000.0, 1000)  # the rate of a test that plays a whole game as fast as it can
WAIT = 10.0  # seconds a test waits for an answer before it fails (never a measure of speed)


class Table:
    def __init__(self, seed: int = 7, controllers: tuple[str, ...] = ("human", "human", "medium"),
                 phones: tuple[int, ...] = (0, 1), autosave: bool = True,
                 rate: tuple[float, int] = (RATE, BURST), game: Game | None = None):
        """A new game of `seed`, or `game` as it stands (not saved)."""
        if game is None:
            config = GameConfig(("edward", "tuesday", "shae")[:len(controllers)], seed=seed)
            self.session = Session.start(config, list(controllers), autosave=autosave)
        else:
            self.session = Session.begin(game, list(controllers), autosave=False)
        self.seats = PhoneSeats(self.session, list(phones))
        self.server = PhoneServer(self.seats, "127.0.0.1", rate=rate).start()

    @property
    def game(self) -> Game:
        return self.session.game

    def stop(self) -> None:
        self.server.stop()

    async def until(self, done: Callable[[], bool], what: str = "") -> None:
        """Run the table's frame loop (pump) until `done()`; fail after WAIT seconds."""
        end = time.monotonic() + WAIT
        while True:
            self.seats.pump()
            if done():
                return
            assert time.monotonic() < end, f"timed out waiting for {what or done}"
            await asyncio.sleep(0.005)


class Phone:
    """One phone's connection; `heard` keeps every message, `texts` their exact wire text."""

    opened: list[Phone] = []  # closed by the tests' runner, also after a failure

    def __init__(self, table: Table):
        self.table = table
        self.http: aiohttp.ClientSession | None = None
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.heard: list[dict[str, Any]] = []
        self.texts: list[str] = []
        self.key = ""
        self.n = 0
        self.closed = False

    async def open(self) -> Phone:
        Phone.opened.append(self)
        self.http = aiohttp.ClientSession()
        self.ws = await self.http.ws_connect(self.table.server.url + "ws")
        return self

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self.http is not None:
            await self.http.close()

    async def send(self, message: dict[str, Any] | str) -> None:
        assert self.ws is not None
        await self.ws.send_str(message if isinstance(message, str) else json.dumps(message))

    async def hear(self, kind: str = "", **match: Any) -> dict[str, Any]:
        """The next message of `kind` with the given fields (earlier ones are kept in `heard`),
        running the table's frame loop meanwhile."""
        assert self.ws is not None
        end = time.monotonic() + WAIT
        while True:
            self.table.seats.pump()
            try:
                msg = await self.ws.receive(timeout=0.02)
            except TimeoutError:
                assert time.monotonic() < end, f"no {kind} {match} heard; last: {self.heard[-3:]}"
                continue
            if msg.type != aiohttp.WSMsgType.TEXT:
                self.closed = True
                self.heard.append({"t": "closed", "code": self.ws.close_code})
                if kind == "closed":
                    return self.heard[-1]
                raise AssertionError(f"connection closed ({self.ws.close_code}) waiting for {kind} {match}")
            data = json.loads(msg.data)
            self.heard.append(data)
            self.texts.append(msg.data)
            if data["t"] == "welcome":
                self.key, self.n = data["key"], max(self.n, data["n"])
            if (not kind or data["t"] == kind) and all(data.get(k) == v for k, v in match.items()):
                return data

    async def join(self, code: str, key: str | None = None) -> dict[str, Any]:
        """Join with `code` (and a key: a rejoin); the first state."""
        await self.send({"t": "hello", "code": code, "key": self.key if key is None else key})
        await self.hear("welcome")
        return await self.hear("state")

    async def act(self, state: dict[str, Any], i: int = 0) -> None:
        self.n += 1
        await self.send({"t": "act", "n": self.n, "v": state["v"], "i": i})


async def joined(table: Table, seat: int) -> tuple[Phone, dict[str, Any]]:
    phone = await Phone(table).open()
    return phone, await phone.join(table.seats.code(seat))
