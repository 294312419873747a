"""How the engine names things in labels and log lines (suits always carry a symbol)."""

from __future__ import annotations

from functools import lru_cache

from .catalog import SUITS, Catalog, Cost

SUIT_SYMBOLS = ("\u2663", "\u2660", "\u2666", "\u2665", "\u265b")  # club spade diamond heart crown
SUIT_NAMES = ("Club", "Spade", "Diamond", "Heart", "Crown")


def suit(i: int) -> str:
    return f"{SUIT_SYMBOLS[i]} {SUIT_NAMES[i]}"


@lru_cache(maxsize=1024)
def whist(cat: Catalog, cid: int) -> str:
    card = cat.whist[cid]
    rank = {13: "Victoria", 12: "Albert", 11: "Jack"}.get(card.rank, str(card.rank))
    return f"{rank} {SUIT_SYMBOLS[card.suit]}"


@lru_cache(maxsize=512)
def cost(c: Cost) -> str:
    parts = [f"{n}{SUIT_SYMBOLS[i]}" for i, n in enumerate(c) if n]
    return " ".join(parts) if parts else "free"


def suit_index(name: str) -> int:
    return SUITS.index(name)
