"""Shared helpers for the rule tests: build a game, stage a situation, drive decisions.

Test modules import this as `from helpers import ...` (pytest puts `tests/` on the path).
Staging edits `g.st` directly, but always moves cards rather than copying them, so every
card stays in exactly one place and the playout invariants still hold after a staged setup.
Every helper that edits the state drops the game's cached legal actions (`refresh`).
"""

from __future__ import annotations

import pickle
import random
from collections.abc import Iterable, Sequence
from pathlib import Path

from apistocracy_gui.engine import Action, Game, GameConfig
from apistocracy_gui.engine.catalog import DEFAULT_DIR, SUITS
from apistocracy_gui.engine.flow import Decision


def new_game(players: Sequence[str] = ("edward", "tuesday"), seed: int = 1,
             casual_undo: bool = False) -> Game:
    """A standard game at its first decision (week 1, the First Player placing a card)."""
    return Game.new(GameConfig(players=tuple(players), seed=seed, casual_undo=casual_undo))


def card(suit: str, rank: int) -> int:
    """The id of a whist card, e.g. `card("club", 1)` (ids are suit * 13 + rank - 1)."""
    return SUITS.index(suit) * 13 + rank - 1


def refresh(g: Game) -> None:
    """Forget the cached legal actions after editing `g.st` by hand."""
    g._legal = None


def _whist_piles(g: Game) -> list[list[int]]:
    st = g.st
    piles = [st.star_deck, st.star_discard, st.queen_deck, st.regular_deck, st.whist_trash]
    for p in st.players:
        piles += [p.draw, p.hand, p.discard, p.won]
    return piles


def pull(g: Game, cid: int) -> None:
    """Take whist card `cid` out of wherever it is (a pile, or a Parlor space, left empty)."""
    for pile in _whist_piles(g):
        if cid in pile:
            pile.remove(cid)
            return
    if cid in g.st.parlor:
        g.st.parlor[g.st.parlor.index(cid)] = -1
        return
    raise AssertionError(f"whist card {cid} is nowhere")


def set_hand(g: Game, seat: int, cards: Iterable[int]) -> None:
    """Make `cards` the seat's whole hand; the old hand goes under the seat's draw deck."""
    p = g.st.players[seat]
    old, p.hand = p.hand, []
    p.draw[0:0] = old
    for cid in cards:
        pull(g, cid)
        p.hand.append(cid)
    refresh(g)


def set_influence(g: Game, seat: int, hand: Iterable[int] = (),
                  tracks: Sequence[int] = (0, 0, 0, 0), host: bool = False) -> None:
    """Give the seat exactly this influence: `hand`, `tracks`, and the Host token untwirled
    only when `host` (the Beehive token is left as it is: side A gives nothing)."""
    set_hand(g, seat, hand)
    p = g.st.players[seat]
    p.tracks = list(tracks)
    p.host_twirled = not host
    refresh(g)


def give_tea(g: Game, seat: int, kind: str) -> int:
    """Move a Tea card of `kind` from the Tea deck into the seat's face-down Tea cards."""
    cid = next(c for c in g.st.tea_deck if g.cat.tea[c].kind == kind)
    g.st.tea_deck.remove(cid)
    g.st.players[seat].tea.append(cid)
    refresh(g)
    return cid


def set_art(g: Game, seat: int, paintings: int) -> None:
    """Give the seat its first `paintings` paintings in order (Gallery cards of 3, p.13),
    taking the tokens from the art stacks."""
    p, size = g.st.players[seat], len(g.cat.art)
    for art in p.art:
        g.st.art_stack[art] += 1
    p.art = [i % size for i in range(paintings)]
    p.sets = [size] * (paintings // size) + ([paintings % size] if paintings % size else [])
    for art in p.art:
        g.st.art_stack[art] -= 1
    refresh(g)


def pending(g: Game, kind: str) -> Decision:
    """The pending decision, asserting its class name is `kind`."""
    assert g.pending_kind() == kind, f"pending {g.pending_kind()}, expected {kind}: {g.prompt()}"
    return g.st.stack[-1]


def act(g: Game, kind: str, *args) -> None:
    """Apply `Action(kind, args)` (labels never matter for equality)."""
    g.apply(Action(kind, tuple(args)))


def apply_label(g: Game, substring: str) -> Action:
    """Apply the one legal action whose label contains `substring`, and return it."""
    hits = [a for a in g.legal_actions() if substring in a.label]
    assert len(hits) == 1, f"{len(hits)} legal actions match {substring!r}: {g.legal_actions()}"
    g.apply(hits[0])
    return hits[0]


def pay_cheapest(g: Game) -> None:
    """Settle every pending Payment with its one-click cheapest option."""
    while g.pending_kind() == "Payment":
        if Action("influence") in g.legal_actions():
            act(g, "influence")
        act(g, "pay", "cheapest")


def play_random(g: Game, rng: random.Random, n: int) -> int:
    """Apply up to `n` random legal actions (fewer if the game ends); return how many."""
    for done in range(n):
        if g.is_over:
            return done
        g.apply(rng.choice(g.legal_actions()))
    return n


def text_widths(monkeypatch) -> dict[str, int]:
    """The width in pixels of every string the GUI renders from now on (its widest drawing),
    for the tests that check a label fits its room: `theme.text` is wrapped to measure."""
    from apistocracy_gui.gui import theme

    widths: dict[str, int] = {}
    render = theme.text

    def measured(s, *args, **kw):
        img = render(s, *args, **kw)
        widths[s] = max(widths.get(s, 0), img.get_width())
        return img

    monkeypatch.setattr(theme, "text", measured)
    return widths


def permute_hidden(g: Game, seat: int, rng: random.Random) -> Game:
    """A copy of `g` with everything hidden from `seat` reshuffled: every face-down deck's
    order, each other player's split of their cards between hand and draw pile, the others'
    face-down Tea cards swapped with the Tea deck's, their face-down dealt whist cards swapped
    with the Regular deck's, Lady Cat's deck order, and the game's RNG."""
    h = Game(g.config, g.cat, pickle.loads(g.snapshot()))
    h.events = list(g.events)
    st = h.st
    for deck in (st.star_deck, st.queen_deck, st.regular_deck, st.lc_deck, st.ton_deck):
        rng.shuffle(deck)
    pool = list(st.tea_deck)
    others = [s for s in range(len(st.players)) if s != seat]
    for s in others:
        pool += st.players[s].tea
    rng.shuffle(pool)
    for s in others:
        p = st.players[s]
        p.tea, pool = pool[:len(p.tea)], pool[len(p.tea):]
        cards = p.hand + p.draw
        rng.shuffle(cards)
        p.hand, p.draw = cards[:len(p.hand)], cards[len(p.hand):]
        for i, cid in enumerate(p.dealt):
            if cid in p.hand and st.regular_deck:
                j = rng.randrange(len(st.regular_deck))
                swap = st.regular_deck[j]
                st.regular_deck[j] = cid
                p.hand[p.hand.index(cid)] = swap
                p.dealt[i] = swap
    st.tea_deck = pool
    if st.ladycat is not None:
        rng.shuffle(st.ladycat.deck)
        rng.shuffle(st.ladycat.litter)
    st.rng = rng.getrandbits(64)
    return h


def damaged_copy(tmp_path: Path, name: str, old: str, new: str) -> Path:
    """A folder holding a copy of the shipped data file `name` (a path inside rules_data/)
    with its first `old` replaced by `new`: what a fitted file's loader must refuse."""
    text = (DEFAULT_DIR / name).read_text(encoding="utf-8")
    assert old in text
    (tmp_path / Path(name).name).write_text(text.replace(old, new, 1), encoding="utf-8")
    return tmp_path
