"""Phone seats of a game (issue 54): who holds which seat, and the moves their phones send.

The one adapter between the hand server (`phone_server`, its own thread) and the `Session`
(the frame loop's thread). The server thread only checks what needs no game (the message's
shape and size, the join code, the phone's key, the message numbers, the rate) and queues a
phone's choice; `pump()`, called by the frame loop, checks it against the game as it is now
(the state version the phone saw, the seat on turn, the legal actions) and plays it through
`Session.act`, the path every GUI move takes (autosave, sounds, tips). After any change of
the game, whoever made it, `pump()` sends each phone seat its new state. Nothing here waits
on a phone: sending is the server thread's, and a phone that stops reading only loses the
states it has not read (the newest replaces them).

Joining: each phone seat has a short code shown on the table's screen while it is being
joined. The first phone to give it is handed a key; from then on the code alone opens nothing
(another phone is told the seat is held), and the phone rejoins after sleep or a dropped
Wi-Fi with the code and its key. The table can take the seat back (`take_back`: the phone is
told, its key and code are void) and offer it again with a new code.
"""

from __future__ import annotations

import hmac
import queue
import secrets
import threading
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from . import phone_wire as wire
from .engine import Action
from .i18n import LANGUAGES, _, language, speaking

if TYPE_CHECKING:
    from .session import Session

PHONE = "phone"  # the controller that puts a human seat's hand on a phone (command line, New game)
# The decisions a phone seat may make on the table's screen as well as on its phone: those
# on the boards that neither show nor depend on its hidden cards (where to place a Calling
# Card, where to move in the Beehive, which face-up card or column to take, ...). Those with
# its hand or Tea cards (payments, trashing, the Tea card kept, whist cards) stay on the phone.
BOARD_DECISIONS = frozenset({"PlaceCard", "HiveMove", "FreeMove", "SidewaysBonus", "BonusChoice",
                             "GainInfluence", "ColumnChoice", "ChooseFaceUp", "ChooseSet"})


class Wire(Protocol):
    """What the adapter needs of the server: thread-safe, never waiting."""

    def publish(self, seat: int, text: str) -> None: ...  # the seat's newest state
    def reply(self, seat: int, conn: int, text: str) -> None: ...  # one connection only
    def drop(self, seat: int, text: str) -> None: ...  # tell the seat's phone, then close it


@dataclass
class Hold:
    code: str  # the join code ("" once taken back: nothing opens the seat)
    key: str = ""  # the key of the phone holding the seat ("": not joined yet)
    conn: int = 0  # the holding connection's number (a rejoin replaces an older one)
    last_n: int = -1  # the largest message number accepted from the seat's phone
    lang: str = ""  # the language its phone reads ("": the table's)


def table_decides(session: Session) -> bool:
    """Whether the table's screen may make the current decision of a phone seat too: one of
    BOARD_DECISIONS, which shows none of its hidden cards."""
    g = session.game
    return g.current_player in session.phones and g.pending_kind() in BOARD_DECISIONS


def waiting_note(session: Session) -> str:
    """The decision panel's line while a phone seat is to move ("" for any other seat)."""
    seat = session.game.current_player
    if seat not in session.phones:
        return ""
    if table_decides(session):
        return _("{name} decides on their phone, or here.").format(name=session.game.name(seat))
    return _("{name} decides on their phone.").format(name=session.game.name(seat))


def new_code() -> str:
    return "".join(secrets.choice(wire.CODE_ALPHABET) for _ in range(wire.CODE_LENGTH))


class PhoneSeats:
    def __init__(self, session: Session, seats: list[int]):
        self.session = session
        self.holds: dict[int, Hold] = {}
        self.lock = threading.Lock()  # `holds`: read by the server thread, changed by both
        self.inbox: queue.SimpleQueue[tuple[int, int, wire.Act | wire.Undo]] = queue.SimpleQueue()
        self.wire: Wire | None = None
        self.wake: Callable[[], None] = lambda: None  # the GUI: wake the frame loop
        # How a phone's move is played: Session.act (the GUI shows it on the table as well).
        self.play: Callable[[int, Action], None] = lambda seat, action: session.act(action)
        self.undo: Callable[[], object] = session.undo  # likewise a phone's Undo
        self.reworded: set[int] = set()  # seats whose phone asked for another language
        self.joins = 0  # joins and take-backs so far (the joining screen redraws on a change)
        self._joins_seen = 0
        self.version = 0
        self._hash = ""
        for seat in seats:
            self.offer(seat)

    # ------------------------------------------------------------- the server thread's side
    def hello(self, code: str, key: str, conn: int, lang: str = "") -> tuple[int, str, int, bool]:
        """(seat, the phone's key, its last accepted message number, whether the seat's last
        state is in its language) for a join or rejoin, its words then in `lang` (one of the
        game's languages, else the table's; a new one is sent at the next `pump`);
        Error("bad_code" / "held") otherwise."""
        with self.lock:
            seat = next((s for s, h in self.holds.items()
                         if h.code and hmac.compare_digest(h.code, code.strip().upper())), None)
            if seat is None:
                raise wire.Error("bad_code")
            hold = self.holds[seat]
            if hold.key and not hmac.compare_digest(hold.key, key):
                raise wire.Error("held")
            if not hold.key:
                hold.key = secrets.token_urlsafe(18)
            hold.conn = conn
            same = hold.lang == (lang if lang in LANGUAGES else "")
            if not same:
                hold.lang = lang if lang in LANGUAGES else ""
                self.reworded.add(seat)
            self.joins += 1
            key, last = hold.key, hold.last_n
        self.wake()
        return seat, key, last, same

    def submit(self, seat: int, conn: int, act: wire.Act | wire.Undo) -> None:
        """Queue a phone's choice for the frame loop; Error("replayed") if its number is not
        larger than every one accepted before (from this phone or its earlier connections)."""
        with self.lock:
            hold = self.holds.get(seat)
            if hold is None or hold.conn != conn:
                raise wire.Error("taken")
            if act.n <= hold.last_n:
                raise wire.Error("replayed")
            hold.last_n = act.n
        self.inbox.put((seat, conn, act))
        self.wake()

    # ------------------------------------------------------------- the frame loop's side
    @property
    def seats(self) -> list[int]:
        return sorted(self.holds)

    def joined(self, seat: int) -> bool:
        with self.lock:
            return seat in self.holds and bool(self.holds[seat].key)

    def code(self, seat: int) -> str:
        return self.holds[seat].code

    def changed_holders(self) -> bool:
        """Whether a phone joined or a seat was taken back since the last call."""
        with self.lock:
            changed, self._joins_seen = self.joins != self._joins_seen, self.joins
        return changed

    def pump(self) -> bool:
        """Play the phones' queued choices that are still valid, refuse the others, and send
        every phone seat its state if the game changed; whether a phone moved."""
        moved = False
        while True:
            try:
                seat, conn, act = self.inbox.get_nowait()
            except queue.Empty:
                break
            problem = self._check(seat, act)
            if problem:
                if self.wire is not None:
                    with self.speaking(seat):
                        self.wire.reply(seat, conn, wire.error(problem))
                continue
            if isinstance(act, wire.Undo):
                self.undo()
            else:
                self.play(seat, self.session.game.legal_actions()[act.i])
            self.publish()  # a newer version: a later message chosen on the old one is stale
            moved = True
        self.publish()
        with self.lock:
            reworded, self.reworded = self.reworded, set()
        for seat in reworded:
            self.send(seat)
        return moved

    def _check(self, seat: int, act: wire.Act | wire.Undo) -> str:
        """Why the choice (or Undo) cannot be played now ("" when it can)."""
        g = self.session.game
        if seat not in self.holds:
            return "taken"
        if act.v != self.version:
            return "stale"
        if isinstance(act, wire.Undo):
            return "" if self.session.undo_seat() == seat else "no_undo"
        if g.is_over or g.current_player != seat:
            return "not_your_turn"
        if not 0 <= act.i < len(g.legal_actions()):
            return "not_offered"
        return ""

    def publish(self, force: bool = False) -> None:
        """Send each phone seat its state when the game has changed since the last time."""
        h = self.session.game.state_hash()
        if h == self._hash and not force:
            return
        self._hash = h
        self.version += 1
        if self.wire is not None:
            for seat in self.seats:
                self.send(seat)

    def send(self, seat: int) -> None:
        """Send `seat`'s phone the state at this version, in its language."""
        if self.wire is None or seat not in self.holds:
            return
        _ = self.session.game.log  # the Chronicle's lines in the table's language first
        undo = self.session.undo_seat() == seat
        with self.speaking(seat):
            self.wire.publish(seat, wire.state(self.session.game, seat, self.version, undo))

    def speaking(self, seat: int) -> AbstractContextManager[None]:
        """The language of `seat`'s phone, on this thread only (the table's when it said none)."""
        hold = self.holds.get(seat)
        return speaking(hold.lang if hold is not None and hold.lang else language())

    def offer(self, seat: int) -> str:
        """Let a phone join `seat` with a new code (its hand leaves the table's screen)."""
        with self.lock:
            self.holds[seat] = Hold(new_code())
        self.session.phones.add(seat)
        self.session.autosave()  # the save keeps the phone seats: Continue offers them again
        self.publish(force=True)
        return self.holds[seat].code

    def take_back(self, seat: int) -> None:
        """The table plays `seat` again: its phone is told and let go, its code and key void."""
        with self.lock:
            self.holds.pop(seat, None)
            self.joins += 1
        self.session.phones.discard(seat)
        self.session.autosave()
        if self.wire is not None:
            self.wire.drop(seat, wire.error("taken"))

    def close(self) -> None:
        """The game is left: every phone is told."""
        if self.wire is not None:
            for seat in self.seats:
                self.wire.drop(seat, wire.error("closed"))
