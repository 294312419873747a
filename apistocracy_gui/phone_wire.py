"""What travels between the hand server and a phone (issue 54): the messages and their checks.

A phone's page is told its seat's state as one JSON text made here from `game.view(seat)`
alone (the engine's redacted view) plus, on the seat's own turn, its legal actions with their
labels and, for what is not offered, the engine's "why not". The game object is used only for
its catalog (card names) and, on the seat's own turn, for the legal actions, exactly what a
bot is given; so changing another seat's hidden cards changes no byte a phone is sent (the
wire permutation test in tests/test_phone_wire.py proves it).

A phone sends three kinds of message, decoded strictly by msgspec (unknown fields, wrong types
and extra bytes are refused): `hello` (the seat's join code and, on a rejoin, the phone's key)
`act` (the index of a legal action in the list it was shown, the state version it was shown
at, and its own message number, which must grow: a replayed message is refused) and `undo`
(numbered and versioned alike; played only when the game's Undo would take back that seat's
own last decision).
"""

from __future__ import annotations

from typing import Any

import msgspec

from . import goal_words
from . import text_render as render
from .engine import Game, chronicle, names
from .engine.why_not import targets as why_not_targets
from .i18n import N_, _

MAX_MESSAGE = 512  # bytes: the longest hello or act is ~120; anything longer is refused unread
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I: read off a screen and typed
CODE_LENGTH = 6


class Hello(msgspec.Struct, tag="hello", tag_field="t", forbid_unknown_fields=True):
    code: str
    key: str = ""
    lang: str = ""  # the language the phone's player reads ("": the table's)


class Act(msgspec.Struct, tag="act", tag_field="t", forbid_unknown_fields=True):
    n: int  # the phone's message number: each act must carry a larger one than the last
    v: int  # the state version the choice was made on
    i: int  # the index of the chosen action in that state's list


class Undo(msgspec.Struct, tag="undo", tag_field="t", forbid_unknown_fields=True):
    n: int  # numbered like an act
    v: int  # the state version the phone's Undo was tapped on


Incoming = Hello | Act | Undo
_decoder = msgspec.json.Decoder(Incoming)
_encoder = msgspec.json.Encoder()

# The refusals a phone can be told, each with the sentence its player reads.
ERRORS = {
    "too_long": N_("The message was too long and was ignored."),
    "malformed": N_("The message was not understood and was ignored."),
    "too_many": N_("Too many messages at once: wait a moment, then tap again."),
    "bad_code": N_("This code does not open a seat of this game. Check the code on the table's screen."),
    "locked_out": N_("Too many wrong codes from this phone: wait a minute, then try again."),
    "held": N_("Another phone holds this seat. Ask at the table to give it to this phone."),
    "hello_first": N_("Join a seat first."),
    "replayed": N_("This message was sent before and was ignored."),
    "stale": N_("The game moved on before your choice arrived: choose again."),
    "not_your_turn": N_("It is not your turn."),
    "not_offered": N_("That choice is not offered now."),
    "no_undo": N_("There is no move of yours to take back now."),
    "taken": N_("The table took this seat back. Ask there to play it on this phone again."),
    "closed": N_("The game on the table has ended or was left."),
}

# The page's own words, given to it as text in the game's language (the page has none of its own).
WORDS = {
    "title": N_("Apistocracy: your hand"),
    "code": N_("Code shown on the table's screen"),
    "join": N_("Join"),
    "lost": N_("Connection lost: joining again..."),
    "your_turn": N_("Your turn"),
    "waiting": N_("Waiting for the others"),
    "hand": N_("Your hand"),
    "tea": N_("Your Tea cards"),
    "goals": N_("Your goals"),
    "table": N_("The table"),
    "news": N_("What happened"),
    "refused": N_("Not offered now"),
    "undo": N_("Undo my last move"),
    "over": N_("The season is over. The score pad is on the table's screen."),
}


class Error(Exception):
    """A phone's message refused: `code` is one of ERRORS."""

    def __init__(self, code: str):
        super().__init__(code)
        self.code = code


def decode(data: str | bytes) -> Hello | Act | Undo:
    """A phone's message, or Error("too_long" / "malformed")."""
    raw = data.encode() if isinstance(data, str) else data
    if len(raw) > MAX_MESSAGE:
        raise Error("too_long")
    try:
        msg = _decoder.decode(raw)
    except msgspec.DecodeError as exc:
        raise Error("malformed") from exc
    if isinstance(msg, Hello) and (len(msg.code) > 16 or len(msg.key) > 64 or len(msg.lang) > 8):
        raise Error("malformed")
    return msg


def encode(message: dict[str, Any]) -> str:
    return _encoder.encode(message).decode()


def error(code: str) -> str:
    """The refusal `code` as the message a phone is sent, in the language spoken now."""
    return encode({"t": "error", "code": code, "text": _(ERRORS[code])})


def words() -> dict[str, str]:
    """The page's words and refusals in the language spoken now (made on the game's thread)."""
    return {k: _(v) for k, v in WORDS.items()}


def news(game: Game, seat: int, limit: int = 6) -> list[str]:
    """The last Chronicle lines `seat` may read, worded afresh in the language spoken now (the
    Chronicle's own cache keeps the table's language)."""
    since = max(0, len(game.events) - 4 * limit)
    lines = [entry.text for e in game.events_for(seat, since) for entry in chronicle.lines(game, e)
             if entry.visible_to is None or seat in entry.visible_to]
    return lines[-limit:]


def state(game: Game, seat: int, version: int, undo: bool = False) -> str:
    """What `seat`'s phone is shown at state `version`: its own view, and on its turn its
    choices (labels in the language spoken now) and what is not offered, with why; `undo`:
    whether the game's Undo would take back this seat's last decision (the rules allow it)."""
    view = game.view(seat)
    me = view.players[seat]
    mine = view.current_player == seat and not game.is_over
    actions: list[dict[str, Any]] = []
    refused: list[dict[str, str]] = []
    if mine:
        legal = game.legal_actions()
        actions = [{"i": i, "label": a.label} for i, a in enumerate(legal)]
        refused = [{"label": a.label, "why": game.why_not(a) or ""}
                   for a in why_not_targets(game) if a not in legal]
    table = [line for pv in view.players if pv.seat != seat
             for line in render.player_lines(game, view, pv)]
    return encode({
        "t": "state", "v": version, "seat": seat, "name": me.name,
        "header": render.header(game, view), "prompt": view.prompt, "mine": mine,
        "over": game.is_over,
        "hand": [names.whist(game.cat, c) for c in me.hand or ()],
        "tea": [render.tea_card(game, t) for t in me.tea or ()],
        "goals": goal_words.goal_lines(game, view, seat),
        "mat": render.player_lines(game, view, me) + render.trick_lines(game, view),
        "table": table + (render.boards(game, view) if view.phase == "season" else []),
        "news": news(game, seat),
        "actions": actions, "refused": refused, "undo": undo,
    })
