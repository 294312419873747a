"""The screen's words for each effect verb, registered once (issue 53, item 3).

The engine registers what a verb does (`engine/verbs.py`); this table says how the screen
words it, in the same five ways for every verb: `text` the sentence (the zoom, a Ton card's
lines), `short` a word or two (a hive space's face), `tiny` a card face on the board at 12 px,
`tag` what a hex prints for it, `narrow` a hex too narrow for the tag. A way left out reads
as the one before it. `tests/test_verbs.py` checks that every verb of the rules data has its
entry here and in the engine, so a new verb's words are one entry.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...engine.catalog import SUITS, Effect
from ...engine.names import SUIT_SYMBOLS, suit
from ...i18n import N_, _, ngettext

Say = Callable[[Effect], str]

ACTION_NAMES = {"tea": N_("Gain a Tea Room action"), "parlor": N_("Gain a Parlor action (gain a Star card)"),
                "gallery": N_("Gain a Gallery action (commission your next painting)")}
ACTION_SHORT = {"tea": N_("+Tea action"), "parlor": N_("+Parlor action"), "gallery": N_("+Gallery")}
ACTION_TAGS = {"tea": N_("+Tea"), "parlor": N_("+Parlor"), "gallery": N_("+Gallery")}
CARD_GAINS = {"lc": N_("Gain a Lords & Commons card (any face-up one, else blind)"),
              "ton": N_("Gain a Ton card (any face-up one, else blind)")}
EVENT_MOVES = {
    "marchioness": N_("Move your Brooch free to the Marchioness' event on your level or the one above"),
    "pm": N_("Move your Brooch free to the Prime Minister's event on your level or the one above")}
COMMISSIONS = {"silhouette": N_("Commission the Silhouette"),
               "miniature": N_("Commission the Miniature (you must have the Silhouette)"),
               "portrait": N_("Commission the Portrait (you must have the Silhouette and Miniature)")}
COMMISSION_SHORT = {"silhouette": N_("Commission the Silhouette"),
                    "miniature": N_("Commission the Miniature"), "portrait": N_("Commission the Portrait")}


@dataclass(frozen=True)
class VerbWords:
    """How one verb is said; None: as the way before it (narrow as tag, tag and tiny as short,
    short as text)."""

    text: Say
    short: Say | None = None
    tiny: Say | None = None
    tag: Say | None = None
    narrow: Say | None = None


def _card_short(e: Effect) -> str:
    return _("+L&C card") if e.kind == "lc" else _("+Ton card")


def _trash_text(e: Effect) -> str:
    return ngettext("Trash up to {n} card from hand, discard pile or draw deck",
                    "Trash up to {n} cards from hand, discard pile or draw deck", e.count).format(n=e.count)


def _influence_text(e: Effect) -> str:
    if e.suit == "any":
        return _("Gain 1 influence of the suit you choose")
    return _("Gain 1 {suit}").format(suit=suit(SUITS.index(e.suit)))


def _influence_tiny(e: Effect) -> str:
    return _("+1 of any suit") if e.suit == "any" else f"+1 {SUIT_SYMBOLS[SUITS.index(e.suit)]}"


WORDS: dict[str, VerbWords] = {
    "gain_action": VerbWords(text=lambda e: _(ACTION_NAMES[e.action]),
                             short=lambda e: _(ACTION_SHORT[e.action]),
                             tag=lambda e: _(ACTION_TAGS[e.action])),
    "gain_card": VerbWords(text=lambda e: _(CARD_GAINS[e.kind]), short=_card_short,
                           narrow=lambda e: "+L&C" if e.kind == "lc" else "+Ton"),
    "gain_queen_card": VerbWords(
        text=lambda e: _("Gain a Queen card (none left: one influence of each suit)"),
        short=lambda e: _("+Queen card"), narrow=lambda e: _("+Queen")),
    "hive_event": VerbWords(text=lambda e: _(EVENT_MOVES[e.event]),
                            tiny=lambda e: _("Brooch to the Marchioness") if e.event == "marchioness"
                            else _("Brooch to the PM")),
    "hive_up": VerbWords(text=lambda e: _("Move your Brooch up one level for free"),
                         tiny=lambda e: _("Brooch up 1 level")),
    "commission": VerbWords(text=lambda e: _(COMMISSIONS[e.art]), tiny=lambda e: _(COMMISSION_SHORT[e.art])),
    "draw": VerbWords(text=lambda e: ngettext("Draw {n} card", "Draw {n} cards", e.count).format(n=e.count),
                      tiny=lambda e: _("Draw {n}").format(n=e.count)),
    "trash": VerbWords(text=_trash_text, tiny=lambda e: _("Trash up to {n}").format(n=e.count)),
    "gain_influence": VerbWords(text=_influence_text, tiny=_influence_tiny),
}


def effect_text(e: Effect) -> str:
    """The sentence: the zoom, a Ton card's lines."""
    return WORDS[e.verb].text(e)


def effect_short(e: Effect) -> str:
    """A word or two for a hive space's face (the zoom has the sentence)."""
    w = WORDS[e.verb]
    return (w.short or w.text)(e)


def effect_tiny(e: Effect) -> str:
    """A few words for a card face on the board at 12 px (the zoom has `effect_text`)."""
    w = WORDS[e.verb]
    return (w.tiny or w.short or w.text)(e)


def effect_tag(e: Effect, short: bool = False) -> str:
    """What a space gives on entering, as printed on its hex (the zoom has the sentence);
    `short` for a hex too narrow for "+L&C card" (its `narrow` words: "+L&C")."""
    w = WORDS[e.verb]
    return ((short and w.narrow) or w.tag or w.short or w.text)(e)
