"""The words on card faces and in the hover zoom, built from the catalog.

The rules data holds effects as verbs (`gain_card`, `commission`...); a player needs a
sentence. These functions only phrase catalog content and never decide what is legal. An
effect verb's words are registered with the verb's other words in `verb_words`.
"""

from __future__ import annotations

from ...engine.catalog import Catalog, LCCard, TeaCard, TonCard, WhistCard
from ...engine.names import SUIT_SYMBOLS, cost, crest_title, suit
from ...i18n import N_, _
from .verb_words import effect_text, effect_tiny

ART_WORDS = {"silhouette": N_("Silhouette"), "miniature": N_("Miniature"), "portrait": N_("Portrait")}
# Who the court cards are (rulebook p.15 "Queens are the high card"; RULINGS R1): the letter
# in the card's corner and the person behind it, for their zoom.
COURT = {13: N_("Q: Queen Victoria, rank 13, the highest card of her suit."),
         12: N_("P: Prince Albert, the Prince Consort, rank 12: above the Jack, below Victoria."),
         11: N_("J: the Jack, John Russell, the Prime Minister, rank 11: above the 10, below Albert.")}


def whist_lines(card: WhistCard) -> list[str]:
    """Who a court card is (a number card needs no words: its rank is on its face)."""
    return [_(COURT[card.rank])] if card.rank in COURT else []


suit_word = suit  # a suit's symbol and name ("\u2663 Club"), as the engine words it (`names`)


def art_word(art: str) -> str:
    return _(ART_WORDS[art]) if art in ART_WORDS else art.capitalize()


def ton_short(c: TonCard) -> list[str]:
    out = [effect_tiny(e) for e in c.effects]
    if any(c.cost):
        out.append(_("costs {cost}").format(cost=cost(c.cost)))
    if c.min_hive_level:
        out.append(_("level {n}+").format(n=c.min_hive_level))
    return out


GOAL_NOUNS = {"tea_cards": (N_("End: {vp} VP per Tea card"), N_("End: {vp} VP per {n} Tea cards")),
              "art": (N_("End: {vp} VP per painting"), N_("End: {vp} VP per {n} paintings")),
              "hive_level": (N_("End: {vp} VP per level"), N_("End: {vp} VP per {n} levels")),
              "ton_cards": (N_("End: {vp} VP per Ton card"), N_("End: {vp} VP per {n} Ton cards")),
              "lc_cards": (N_("End: {vp} VP per L&C card"), N_("End: {vp} VP per {n} L&C cards")),
              "star_cards": (N_("End: {vp} VP per Star card"), N_("End: {vp} VP per {n} Star cards")),
              "tricks": (N_("End: {vp} VP per trick"), N_("End: {vp} VP per {n} tricks"))}
GOAL_WORDS = {"tea_cards": (N_("Game end: {vp} VP for each Tea card"),
                            N_("Game end: {vp} VP for every {n} Tea cards")),
              "art": (N_("Game end: {vp} VP for each painting"),
                      N_("Game end: {vp} VP for every {n} paintings")),
              "hive_level": (N_("Game end: {vp} VP for each level of your Brooch"),
                             N_("Game end: {vp} VP for every {n} levels of your Brooch")),
              "ton_cards": (N_("Game end: {vp} VP for each Ton card on your mat"),
                            N_("Game end: {vp} VP for every {n} Ton cards on your mat")),
              "lc_cards": (N_("Game end: {vp} VP for each L&C card on your mat"),
                           N_("Game end: {vp} VP for every {n} L&C cards on your mat")),
              "star_cards": (N_("Game end: {vp} VP for each Star card in your deck"),
                             N_("Game end: {vp} VP for every {n} Star cards in your deck")),
              "tricks": (N_("Game end: {vp} VP for each whist trick"),
                         N_("Game end: {vp} VP for every {n} whist tricks"))}


def lc_short(c: LCCard) -> str:
    if c.goal_count == "influence":
        return _("End: {vp} VP per {n} {suit}").format(vp=c.vp, n=c.per, suit=SUIT_SYMBOLS[c.goal_suit])
    return _(GOAL_NOUNS[c.goal_count][c.per > 1]).format(vp=c.vp, n=c.per)


def tea_short(cat: Catalog, card: TeaCard) -> str:
    k = cat.tea_kinds[card.kind]
    if k.hive_level:
        return _("Trash: climb to level {n}").format(n=k.hive_level)
    if k.art:
        return _("Trash: the {art}").format(art=art_word(k.art))
    if k.column_row:
        return _("Trash: place a 4th card") if k.column_row == 4 else _("Trash: place a 5th card")
    return _("Trash: 2 Star cards")


def ton_lines(c: TonCard) -> list[str]:
    out = [effect_text(e) for e in c.effects]
    if any(c.cost):
        out.append(_("The action costs {cost}").format(cost=cost(c.cost)))
    if c.min_hive_level:
        out.append(_("Needs your Brooch on level {n} or higher").format(n=c.min_hive_level))
    return out


def lc_goal(c: LCCard) -> str:
    if c.goal_count == "influence":
        if c.per > 1:
            text = _("Game end: {vp} VP for every {n} {suit} influence (track, tokens, Tea corners)")
        else:
            text = _("Game end: {vp} VP for each {suit} influence (track, tokens, Tea corners)")
        return text.format(vp=c.vp, n=c.per, suit=suit_word(c.goal_suit))
    return _(GOAL_WORDS[c.goal_count][c.per > 1]).format(vp=c.vp, n=c.per)


def tea_boon(cat: Catalog, card: TeaCard) -> str:
    k = cat.tea_kinds[card.kind]
    if k.hive_level:
        text = _("Trash in lieu of the influence to move up to level {n} of the Beehive")
        return text.format(n=k.hive_level)
    if k.art:
        return _("Trash in lieu of the influence to commission the {art}").format(art=art_word(k.art))
    if k.column_row:
        if k.column_row == 4:
            return _("Trash in lieu of the influence to place your 4th Ton or L&C card")
        return _("Trash in lieu of the influence to place your 5th Ton or L&C card")
    return _("Trash in lieu of the Parlor's influence, and gain 2 Star cards instead of 1")


def tea_lines(cat: Catalog, card: TeaCard) -> list[str]:
    crest = crest_title(card.crest)
    return [tea_boon(cat, card),
            _("Crest: {crest} (1 VP + 1 VP per matching crest on your mat)").format(crest=crest),
            _("Corner: {suit}").format(suit=suit_word(card.corner))]


AREA_TEXT = {
    "parlor": N_("Gain 1 of the 3 face-up Star cards into your discard pile, then you may trash a "
                 "card from hand, discard pile or draw deck (2 if you gained a 10)."),
    "lc": N_("Take this Lords & Commons card: gain its influence, then place it in your L&C column "
             "paying the row's cost, or trash it. It scores its goal at the end."),
    "ton": N_("Take this Ton card: gain its influence, then place it in your Ton column paying the "
              "row's cost, or trash it. Placed, you may take its action."),
    "gallery": N_("Commission your next painting (Silhouette, then Miniature, then Portrait), "
                  "paying its cost as well."),
    "tea": N_("Draw 2 Tea cards, keep 1 face-down; the others go under the Tea deck."),
    "pm_bonus": N_("Only while your Brooch is at Dinner with the Prime Minister: a free Parlor action."),
}
AREA_TITLES = {"parlor": N_("The Parlor"), "lc": N_("Ballroom: Lords & Commons"),
               "ton": N_("Ballroom: The Ton"), "gallery": N_("The Gallery"), "tea": N_("The Tea Room"),
               "pm_bonus": N_("The PM's Dinner table")}
BEEHIVE_TEXT = N_("Any number of Calling Cards. Move your Brooch up one level to a connected space "
                  "or sideways 1-4 spaces, paying the move's cost.")
HOME_TEXT = N_("Your own free space, once a week: untwirl both tokens and gain 1 influence of the "
               "suit you choose.")
TOKEN_TEXT = {
    "queens_favorite": (N_("Queen's Favorite"), N_("3 VP for the first Brooch to reach the Queen's Ball.")),
    "artists_muse": (N_("Artist's Muse"), N_("3 VP for the first player to complete a set of paintings.")),
    "favored_guest": (N_("Favored Guest"), N_("3 VP for the first player to fill a column on the mat.")),
    "card_sharp": (N_("Card Sharp"), N_("3 VP for the player with the most Star cards, alone, when the "
                   "Whist Phase begins; they choose to lead or play last in the first trick.")),
    "first": (N_("First Player"), N_("Takes the first turn of the week; passes clockwise each week.")),
}
POWER_TEXT = {"tea_draw_three": N_("In the Tea Room, draw 3 Tea cards and keep 1."),
              "keep_used_tea": N_("Each Tea card used for its boon may be kept face-up (it still "
                                  "scores) or trashed; up to 2 are kept."),
              "bonus_sideways": N_("A free sideways move of 1-4 spaces after climbing onto level 4 "
                                   "or higher."),
              "free_ballroom": N_("Enters the Ballroom without paying its Clubs.")}
CLUB_POWER_TEXT = {"double_club": N_("The starting Club card pays 1 or 2 Clubs when discarded."),
                   "star_swap": N_("Once, at any moment of your turn: trash the starting Club card "
                                   "for a face-up Star card, straight into your hand.")}

