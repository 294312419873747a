"""Drawing from decks (rulebook p.7 "Start of the Week Clarifications", p.14 refreshes).

Every draw from a face-down deck reveals hidden information, so each helper marks the
current action as revealing (undo stops there, RULINGS-backed issue text on undo).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rng

if TYPE_CHECKING:
    from .game import Game


def take_top(g: Game, deck: list[int], discard: list[int] | None) -> int:
    """Top card of `deck`, reshuffling `discard` into it when empty; -1 when both are empty."""
    if not deck and discard:
        deck.extend(discard)
        discard.clear()
        rng.shuffle(g.st, deck)
    if not deck:
        return -1
    g.reveal()
    return deck.pop()


def draw(g: Game, seat: int, n: int) -> list[int]:
    """Draw up to `n` whist cards into the hand, shuffling the discard pile when empty."""
    p = g.st.players[seat]
    drawn = []
    for _ in range(n):
        cid = take_top(g, p.draw, p.discard)
        if cid < 0:
            break
        p.hand.append(cid)
        drawn.append(cid)
    return drawn


def refill_parlor(g: Game) -> None:
    """Fill every empty Parlor space from the Star deck (reshuffling its discards)."""
    st = g.st
    for i, cid in enumerate(st.parlor):
        if cid < 0:
            st.parlor[i] = take_top(g, st.star_deck, st.star_discard)


def ballroom_deck(g: Game, kind: str) -> tuple[list[int], list[int]]:
    st = g.st
    return (st.lc_deck, st.lc_discard) if kind == "lc" else (st.ton_deck, st.ton_discard)


def refill_ballroom_space(g: Game, space: str) -> None:
    kind = space.split("_")[0]
    g.st.ballroom[space] = take_top(g, *ballroom_deck(g, kind))
