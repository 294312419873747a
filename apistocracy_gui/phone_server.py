"""The hand server (issue 54): one small page and a WebSocket per phone, on aiohttp.

aiohttp is a well-kept asynchronous HTTP and WebSocket library that runs in one thread with
its own event loop, so the server lives beside the frame loop without touching it: the frame
loop hands it texts (`publish`, `reply`, `drop`, thread-safe and never waiting) and hears of
the phones' choices through `PhoneSeats`' queue. It listens only while a game with phone seats
is open (`start` ... `stop`), on the computer's address on the local network (the loopback
address in tests).

Every message from a phone is refused unless it is short (`phone_wire.MAX_MESSAGE`; frames
over `FRAME_LIMIT` end the connection), well formed, within the rate (`RATE` a second, `BURST`
at once), from a connection that joined with a seat's code, and numbered after the last one
accepted; a WebSocket opened by a page of another site is refused. A peer giving wrong codes
is shut out for a while (`BAD_CODES` per `LOCKOUT` s). Each phone connection keeps at most the
newest state not yet sent, so a phone that stops reading holds up nobody.
"""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from aiohttp import WSMsgType, web

from . import phone_wire as wire
from .i18n import LANGUAGES, language, speaking
from .phone_seats import PhoneSeats
from .resources import ASSETS

PAGE = ASSETS / "phone"
FRAME_LIMIT = 4096  # bytes: a larger WebSocket frame closes the connection (code 1009)
RATE, BURST = 6.0, 12  # messages a second a phone may send, and at once
BAD_CODES, LOCKOUT = 8, 60.0  # wrong codes per peer before it is shut out, for that long
CLOSING = ("bad_code", "locked_out", "held", "taken")  # refusals that end the connection
HEADERS = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
           "Content-Security-Policy": "default-src 'self'; connect-src 'self'; img-src 'self' data:"}


def lan_address() -> str:
    """This computer's address on the local network (the one its default route leaves by),
    or the loopback address when it has none. Connecting a UDP socket sends nothing."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("10.254.254.254", 9))
            return str(s.getsockname()[0])
        except OSError:
            return "127.0.0.1"


@dataclass
class Conn:
    ws: web.WebSocketResponse
    number: int
    seat: int | None = None
    outbox: list[str] = field(default_factory=list)
    state: str | None = None  # the newest state not yet sent (an older one is replaced)
    ready: asyncio.Event = field(default_factory=asyncio.Event)
    rate: tuple[float, int] = (RATE, BURST)  # messages a second, and at once
    tokens: float = BURST
    lang: str = "en"  # the language its refusals are worded in
    at: float = field(default_factory=time.monotonic)

    def say(self, text: str) -> None:
        if len(self.outbox) < 16:  # a flood's replies are capped too
            self.outbox.append(text)
        self.ready.set()

    def show(self, text: str) -> None:
        self.state = text
        self.ready.set()

    def allowed(self) -> bool:
        """A token bucket: `rate` a second, `burst` at once."""
        now = time.monotonic()
        self.tokens = min(self.rate[1], self.tokens + (now - self.at) * self.rate[0])
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class PhoneServer:
    def __init__(self, seats: PhoneSeats, host: str, port: int = 0, rate: tuple[float, int] = (RATE, BURST)):
        """`rate`: what a phone may send, a second and at once (tests that play whole games
        as fast as the machine allows raise it; people tap far below the default)."""
        self.seats = seats
        self.rate = rate
        self.host, self.port = host, port
        # Made on the game's thread, in each language a phone may read (the table's first).
        self.lang = language()
        page = (PAGE / "index.html").read_text("utf-8")
        self.pages: dict[str, str] = {}
        self.errors: dict[str, dict[str, str]] = {}
        for lang in (self.lang, *LANGUAGES):
            with speaking(lang):
                words = json.dumps(wire.words()).replace("<", "\\u003c")
                html = page.replace("<html>", f'<html lang="{lang}">')
                self.pages[lang] = html.replace("{}/*WORDS*/", words)
                self.errors[lang] = {code: wire.error(code) for code in wire.ERRORS}
        self.loop = asyncio.new_event_loop()
        self.conns: dict[int, Conn] = {}  # seat -> its phone's connection (the loop's thread only)
        self.latest: dict[int, str] = {}
        self.bad: dict[str, list[float]] = {}
        self.count = 0
        self.thread = threading.Thread(target=self._run, name="phone-server", daemon=True)
        self.started = threading.Event()
        self.failure: BaseException | None = None
        self.runner: web.AppRunner | None = None

    # ------------------------------------------------------------------ the game's side
    def start(self) -> PhoneServer:
        """Listen (raises OSError when the address cannot be bound); returns self."""
        self.thread.start()
        self.started.wait(15)
        if self.failure is not None:
            raise OSError(str(self.failure))
        self.seats.wire = self
        self.seats.publish(force=True)
        return self

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}/"

    def address(self, seat: int) -> str:
        """The address a phone opens to join `seat` (its code after the #: never sent in a request)."""
        return f"{self.url}#{self.seats.code(seat)}"

    def publish(self, seat: int, text: str) -> None:
        self.loop.call_soon_threadsafe(self._publish, seat, text)

    def reply(self, seat: int, conn: int, text: str) -> None:
        self.loop.call_soon_threadsafe(self._reply, seat, conn, text)

    def drop(self, seat: int, text: str) -> None:
        self.loop.call_soon_threadsafe(self._drop, seat, text)

    def stop(self) -> None:
        """Tell the phones, stop listening and end the thread."""
        if not self.thread.is_alive():
            return
        self.seats.close()
        asyncio.run_coroutine_threadsafe(self._shutdown(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.seats.wire = None

    # ------------------------------------------------------------------ the loop's thread
    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_until_complete(self._listen())
        except BaseException as exc:  # noqa: BLE001 - told to start()
            self.failure = exc
            self.started.set()
            return
        self.started.set()
        self.loop.run_forever()
        self.loop.close()

    async def _listen(self) -> None:
        app = web.Application()
        app.router.add_get("/", self._index)
        app.router.add_get("/phone.js", self._file)
        app.router.add_get("/phone.css", self._file)
        app.router.add_get("/ws", self._socket)
        # A stalled phone's connection is not waited for long when the game is left.
        self.runner = web.AppRunner(app, access_log=None, shutdown_timeout=2.0)
        await self.runner.setup()
        site = web.TCPSite(self.runner, self.host, self.port)
        await site.start()
        server = site._server
        assert isinstance(server, asyncio.base_events.Server)
        self.port = server.sockets[0].getsockname()[1]

    async def _shutdown(self) -> None:
        for conn in list(self.conns.values()):
            await self._flush(conn)
            await conn.ws.close()
        if self.runner is not None:
            await self.runner.cleanup()

    async def _index(self, request: web.Request) -> web.Response:
        return web.Response(text=self.pages[self.reads(request)], content_type="text/html", headers=HEADERS)

    def reads(self, request: web.Request) -> str:
        """The first of the phone's languages (its browser's Accept-Language) the game speaks,
        else the table's."""
        for item in request.headers.get("Accept-Language", "").split(","):
            lang = item.strip()[:2].lower()
            if lang in self.pages:
                return lang
        return self.lang

    async def _file(self, request: web.Request) -> web.Response:
        name = request.path.lstrip("/")
        kind = "application/javascript" if name.endswith(".js") else "text/css"
        return web.Response(text=(PAGE / name).read_text("utf-8"), content_type=kind, headers=HEADERS)

    def _publish(self, seat: int, text: str) -> None:
        self.latest[seat] = text
        if seat in self.conns:
            self.conns[seat].show(text)

    def _reply(self, seat: int, number: int, text: str) -> None:
        conn = self.conns.get(seat)
        if conn is not None and conn.number == number:
            conn.say(text)

    def _drop(self, seat: int, text: str) -> None:
        self.latest.pop(seat, None)
        conn = self.conns.pop(seat, None)
        if conn is not None:
            conn.state = None
            conn.say(text)
            conn.outbox.append("")  # the sender closes the connection here

    async def _sender(self, conn: Conn) -> None:
        """Send a connection's messages in order, the newest state last; a slow phone only
        holds up this task."""
        while not conn.ws.closed:
            await conn.ready.wait()
            conn.ready.clear()
            if not await self._flush(conn):
                await conn.ws.close()
                return

    async def _flush(self, conn: Conn) -> bool:
        """Send what is waiting; False once the connection is to be closed."""
        while conn.outbox or conn.state is not None:
            if conn.outbox:
                text = conn.outbox.pop(0)
            else:
                text, conn.state = conn.state or "", None
            if not text:
                return False
            await conn.ws.send_str(text)
        return True

    def _shut_out(self, peer: str) -> bool:
        now = time.monotonic()
        recent = [t for t in self.bad.get(peer, []) if now - t < LOCKOUT]
        self.bad[peer] = recent
        return len(recent) >= BAD_CODES

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        origin = request.headers.get("Origin")
        if origin is not None and urlsplit(origin).netloc != request.host:
            # Another site open in the phone's browser may not talk to the game.
            return web.Response(status=403, text="Forbidden")
        ws = web.WebSocketResponse(max_msg_size=FRAME_LIMIT, heartbeat=20)
        await ws.prepare(request)
        self.count += 1
        conn = Conn(ws, self.count, rate=self.rate, tokens=self.rate[1], lang=self.reads(request))
        sender = asyncio.create_task(self._sender(conn))
        peer = request.remote or "?"
        try:
            async for msg in ws:
                if msg.type not in (WSMsgType.TEXT, WSMsgType.BINARY):
                    continue
                if not conn.allowed():
                    if conn.tokens > -1:  # said once per burst, not to every message of a flood
                        conn.say(self.errors[conn.lang]["too_many"])
                        conn.tokens -= 1
                    continue
                try:
                    self._hear(conn, peer, wire.decode(msg.data))
                except wire.Error as exc:
                    conn.say(self.errors[conn.lang][exc.code])
                    if exc.code in CLOSING:
                        if exc.code == "bad_code":
                            self.bad.setdefault(peer, []).append(time.monotonic())
                        conn.say("")
                        break
        finally:
            if conn.seat is not None and self.conns.get(conn.seat) is conn:
                del self.conns[conn.seat]
            conn.outbox.append("")  # the sender sends what waits, then closes
            conn.ready.set()
            await asyncio.wait([sender], timeout=2)  # a phone that stopped reading: not longer
            sender.cancel()
            await ws.close()
        return ws

    def _hear(self, conn: Conn, peer: str, msg: wire.Hello | wire.Act | wire.Undo) -> None:
        if not isinstance(msg, wire.Hello):
            if conn.seat is None:
                raise wire.Error("hello_first")
            self.seats.submit(conn.seat, conn.number, msg)
            return
        if conn.seat is not None:  # one seat a connection: another seat needs its own
            raise wire.Error("malformed")
        if self._shut_out(peer):
            raise wire.Error("locked_out")
        if msg.lang in self.pages:
            conn.lang = msg.lang
        seat, key, last, same = self.seats.hello(msg.code, msg.key, conn.number, msg.lang)
        old = self.conns.get(seat)
        if old is not None and old is not conn:
            old.say("")  # a rejoin: the older connection (a phone that slept) is let go
        self.conns[seat] = conn
        conn.seat = seat
        conn.say(wire.encode({"t": "welcome", "seat": seat, "key": key, "n": last}))
        if seat in self.latest and same:  # else it comes in the phone's language, at once
            conn.show(self.latest[seat])
