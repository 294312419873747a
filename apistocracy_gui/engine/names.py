"""How the engine names things in labels and log lines (suits always carry a symbol)."""

from __future__ import annotations

from functools import lru_cache

from ..i18n import N_, _
from .catalog import SUITS, Catalog, Cost

SUIT_SYMBOLS = ("\u2663", "\u2660", "\u2666", "\u2665", "\u265b")  # club spade diamond heart crown
SUIT_NAMES = (N_("Club"), N_("Spade"), N_("Diamond"), N_("Heart"), N_("Crown"))  # translated where shown


def suit(i: int) -> str:
    """A suit's symbol and name in the current language ("♣ Club")."""
    return f"{SUIT_SYMBOLS[i]} {_(SUIT_NAMES[i])}"


@lru_cache(maxsize=1024)
def whist(cat: Catalog, cid: int) -> str:
    card = cat.whist[cid]
    rank = {13: "Victoria", 12: "Albert", 11: "Jack"}.get(card.rank, str(card.rank))
    return f"{rank} {SUIT_SYMBOLS[card.suit]}"


def cost(c: Cost) -> str:
    """A cost as symbols ("1♠ 2♣"), or "free" in the current language."""
    return _symbols(c) or _("free")


@lru_cache(maxsize=512)
def _symbols(c: Cost) -> str:  # (the same in every language: safe to cache)
    return " ".join(f"{n}{SUIT_SYMBOLS[i]}" for i, n in enumerate(c) if n)


def suit_index(name: str) -> int:
    return SUITS.index(name)
