"""Drawing from decks (rulebook p.7 "Start of the Week Clarifications", p.14 refreshes).

Every draw from a face-down deck reveals hidden information, so each helper marks the
current action as revealing (undo stops there, RULINGS-backed issue text on undo). Each
also tells what moved (`deck_shuffled`, `cards_drawn`, `space_refilled` events), so a screen
can shuffle, deal and refill in front of the players.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rng

if TYPE_CHECKING:
    from .kernel import Rules


def take_top(g: Rules, deck: list[int], discard: list[int] | None, seat: int | None = None,
             name: str = "") -> int:
    """Top card of `deck`, reshuffling `discard` into it when empty; -1 when both are empty.
    `name` (and the owner's `seat`) label the reshuffle's event."""
    if not deck and discard:
        deck.extend(discard)
        discard.clear()
        rng.shuffle(g.st, deck)
        g.emit("deck_shuffled", seat, deck=name, count=len(deck))
    if not deck:
        return -1
    g.reveal()
    return deck.pop()


def draw(g: Rules, seat: int, n: int) -> list[int]:
    """Draw up to `n` whist cards into the hand, shuffling the discard pile when empty."""
    p = g.st.players[seat]
    deck, drawn = p.draw, []
    for _ in range(n):  # (`take_top` only to shuffle the discards in: a call fewer a card)
        cid = deck.pop() if deck else take_top(g, deck, p.discard, seat, "draw")
        if cid < 0:
            break
        drawn.append(cid)
    if drawn:
        g.reveal()
    p.hand += drawn
    g.emit("cards_drawn", seat, secret=("cards",), count=len(drawn), cards=tuple(drawn))
    return drawn


def refill_parlor(g: Rules) -> None:
    """Fill every empty Parlor space from the Star deck (reshuffling its discards)."""
    st = g.st
    for i, cid in enumerate(st.parlor):
        if cid < 0:
            st.parlor[i] = take_top(g, st.star_deck, st.star_discard, None, "star_deck")
            if st.parlor[i] >= 0:
                g.emit("space_refilled", None, space=f"parlor_{i}", card=st.parlor[i])


def ballroom_deck(g: Rules, kind: str) -> tuple[list[int], list[int]]:
    st = g.st
    return (st.lc_deck, st.lc_discard) if kind == "lc" else (st.ton_deck, st.ton_discard)


def refill_ballroom_space(g: Rules, space: str) -> None:
    kind = space.split("_")[0]
    g.st.ballroom[space] = take_top(g, *ballroom_deck(g, kind), None, f"{kind}_deck")
    if g.st.ballroom[space] >= 0:
        g.emit("space_refilled", None, space=space, card=g.st.ballroom[space])
