"""How the engine names things in labels and log lines (suits always carry a symbol): suits,
cards, costs, the areas and the crests, in one place for the rules, the Chronicle and the
screens (issue 53, item 3)."""

from __future__ import annotations

from functools import lru_cache

from ..i18n import N_, _, data, pgettext
from .catalog import SUITS, Catalog, Cost

SUIT_SYMBOLS = ("\u2663", "\u2660", "\u2666", "\u2665", "\u265b")  # club spade diamond heart crown
SUIT_NAMES = (N_("Club"), N_("Spade"), N_("Diamond"), N_("Heart"), N_("Crown"))  # translated where shown
# The areas as labels ("places a Calling Card: the Parlor"); a payment's reason translates
# them in its own context (payment.reason_text), since German declines them after "für".
AREA_NAMES = {"parlor": N_("the Parlor"), "lc": N_("the Ballroom (L&C)"),
              "ton": N_("the Ballroom (Ton)"), "gallery": N_("the Gallery"),
              "tea": N_("the Tea Room"), "pm_bonus": N_("the PM's Dinner table"),
              "home": N_("At Home"), "beehive": N_("the Beehive")}
KIND_NAMES = {"lc": "L&C", "ton": "Ton"}  # printed on the cards: the same in every language
# A crest inside a sentence ("Parlor Tea (rose)"), and on its own as a heading ("Crest: Rose").
CRESTS = {"rose": N_("rose"), "lion": N_("lion"), "stag": N_("stag"), "swan": N_("swan"),
          "thistle": N_("thistle")}
CREST_TITLES = {"rose": N_("Rose"), "lion": N_("Lion"), "stag": N_("Stag"), "swan": N_("Swan"),
                "thistle": N_("Thistle")}


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


def area(key: str) -> str:
    """An area's name as a label, in the current language."""
    return _(AREA_NAMES[key])


def crest(name: str) -> str:
    """A crest inside a sentence, in the current language."""
    return _(CRESTS[name]) if name in CRESTS else name


def crest_title(name: str) -> str:
    """A crest on its own, as a heading says it."""
    return _(CREST_TITLES[name]) if name in CREST_TITLES else name.capitalize()


def tea_words(kind_name: str, crest_name: str) -> str:
    """A Tea card by its kind's English name and its crest, in the current language."""
    words = pgettext("tea card and crest", "{tea} ({crest})")
    return words.format(tea=data(kind_name), crest=crest(crest_name))


def tea(cat: Catalog, cid: int) -> str:
    """A Tea card's name and crest in the current language ("Parlor Tea (rose)")."""
    t = cat.tea[cid]
    return tea_words(cat.tea_kinds[t.kind].name, t.crest)
