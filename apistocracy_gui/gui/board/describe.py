"""The words on card faces and in the hover zoom, built from the catalog.

The rules data holds effects as verbs (`gain_card`, `commission`...); a player needs a
sentence. These functions only phrase catalog content and never decide what is legal.
"""

from __future__ import annotations

from ...engine.catalog import ART_KINDS, Catalog, Effect, LCCard, TeaCard, TonCard, WhistCard
from ...engine.names import SUIT_NAMES, SUIT_SYMBOLS, cost

ACTION_NAMES = {"tea": "a Tea Room action", "parlor": "a Parlor action (gain a Star card)",
                "gallery": "a Gallery action (commission your next painting)"}
KIND_NAMES = {"lc": "Lords & Commons", "ton": "Ton"}
EVENT_NAMES = {"marchioness": "the Marchioness' event", "pm": "the Prime Minister's event"}
GOAL_WORDS = {"tea_cards": ("Tea card", "Tea cards"), "art": ("painting", "paintings"),
              "hive_level": ("level of your Brooch", "levels of your Brooch"),
              "ton_cards": ("Ton card on your mat", "Ton cards on your mat"),
              "lc_cards": ("L&C card on your mat", "L&C cards on your mat"),
              "star_cards": ("Star card in your deck", "Star cards in your deck"),
              "tricks": ("whist trick", "whist tricks")}
ORDINALS = {4: "4th", 5: "5th"}
# Who the court cards are (rulebook p.15 "Queens are the high card"; RULINGS R1): the letter
# in the card's corner and the person behind it, for their zoom.
COURT = {13: "Q: Queen Victoria, rank 13, the highest card of her suit.",
         12: "P: Prince Albert, the Prince Consort, rank 12: above the Jack, below Victoria.",
         11: "J: the Jack, John Russell, the Prime Minister, rank 11: above the 10, below Albert."}


def whist_lines(card: WhistCard) -> list[str]:
    """Who a court card is (a number card needs no words: its rank is on its face)."""
    return [COURT[card.rank]] if card.rank in COURT else []


def suit_word(i: int) -> str:
    return f"{SUIT_SYMBOLS[i]} {SUIT_NAMES[i]}"


def effect_text(e: Effect) -> str:
    if e.verb == "gain_action":
        return f"Gain {ACTION_NAMES[e.action]}"
    if e.verb == "gain_card":
        return f"Gain a {KIND_NAMES[e.kind]} card (any face-up one, else blind)"
    if e.verb == "gain_queen_card":
        return "Gain a Queen card (none left: one influence of each suit)"
    if e.verb == "hive_event":
        return f"Move your Brooch free to {EVENT_NAMES[e.event]} on your level or the one above"
    if e.verb == "hive_up":
        return "Move your Brooch up one level for free"
    if e.verb == "commission":
        before = ART_KINDS[:ART_KINDS.index(e.art)]
        need = " and ".join(k.capitalize() for k in before)
        return f"Commission the {e.art.capitalize()} (you must have the {need})"
    if e.verb == "draw":
        return f"Draw {e.count} card{'s' if e.count > 1 else ''}"
    if e.verb == "trash":
        return f"Trash up to {e.count} cards from hand, discard pile or draw deck"
    if e.suit == "any":
        return "Gain 1 influence of the suit you choose"
    return f"Gain 1 {suit_word(('club', 'spade', 'diamond', 'heart').index(e.suit))}"


def effect_short(e: Effect) -> str:
    """A word or two for a hive space's face (the zoom has the sentence)."""
    if e.verb == "gain_action":
        return {"tea": "+Tea action", "parlor": "+Parlor action", "gallery": "+Gallery"}[e.action]
    if e.verb == "gain_card":
        return f"+{'L&C' if e.kind == 'lc' else 'Ton'} card"
    if e.verb == "gain_queen_card":
        return "+Queen card"
    return effect_text(e)


def effect_tiny(e: Effect) -> str:
    """A few words for a card face on the board at 12 px (the zoom has `effect_text`)."""
    if e.verb in ("gain_action", "gain_card", "gain_queen_card"):
        return effect_short(e)
    if e.verb == "hive_event":
        return "Brooch to the " + ("Marchioness" if e.event == "marchioness" else "PM")
    if e.verb == "hive_up":
        return "Brooch up 1 level"
    if e.verb == "commission":
        return f"Commission the {e.art.capitalize()}"
    if e.verb == "draw":
        return f"Draw {e.count}"
    if e.verb == "trash":
        return f"Trash up to {e.count}"
    if e.suit == "any":
        return "+1 of any suit"
    return f"+1 {SUIT_SYMBOLS[('club', 'spade', 'diamond', 'heart').index(e.suit)]}"


def ton_short(c: TonCard) -> list[str]:
    out = [effect_tiny(e) for e in c.effects]
    if any(c.cost):
        out.append(f"costs {cost(c.cost)}")
    if c.min_hive_level:
        out.append(f"level {c.min_hive_level}+")
    return out


GOAL_NOUNS = {"tea_cards": "Tea card", "art": "painting", "hive_level": "level", "ton_cards": "Ton card",
              "lc_cards": "L&C card", "star_cards": "Star card", "tricks": "trick"}


def lc_short(c: LCCard) -> str:
    if c.goal_count == "influence":
        what = f"{c.per} {SUIT_SYMBOLS[c.goal_suit]}"
    else:
        noun = GOAL_NOUNS[c.goal_count]
        what = f"{c.per} {noun}s" if c.per > 1 else f"{noun}"
    return f"End: {c.vp} VP per {what}"


def tea_short(cat: Catalog, card: TeaCard) -> str:
    k = cat.tea_kinds[card.kind]
    if k.hive_level:
        return f"Trash: climb to level {k.hive_level}"
    if k.art:
        return f"Trash: the {k.art.capitalize()}"
    if k.column_row:
        return f"Trash: place a {ORDINALS[k.column_row]} card"
    return "Trash: 2 Star cards"


def ton_lines(c: TonCard) -> list[str]:
    out = [effect_text(e) for e in c.effects]
    if any(c.cost):
        out.append(f"The action costs {cost(c.cost)}")
    if c.min_hive_level:
        out.append(f"Needs your Brooch on level {c.min_hive_level} or higher")
    return out


def lc_goal(c: LCCard) -> str:
    per = f"every {c.per} " if c.per > 1 else "each "
    if c.goal_count == "influence":
        what = f"{suit_word(c.goal_suit)} influence (track, tokens, Tea corners)"
    else:
        what = GOAL_WORDS[c.goal_count][c.per > 1]
    return f"Game end: {c.vp} VP for {per}{what}"


def tea_boon(cat: Catalog, card: TeaCard) -> str:
    k = cat.tea_kinds[card.kind]
    if k.hive_level:
        return f"Trash in lieu of the influence to move up to level {k.hive_level} of the Beehive"
    if k.art:
        return f"Trash in lieu of the influence to commission the {k.art.capitalize()}"
    if k.column_row:
        return (f"Trash in lieu of the influence to place your {ORDINALS[k.column_row]} "
                "Ton or L&C card")
    return "Trash in lieu of the Parlor's influence, and gain 2 Star cards instead of 1"


def tea_lines(cat: Catalog, card: TeaCard) -> list[str]:
    return [tea_boon(cat, card), f"Crest: {card.crest.capitalize()} (1 VP + 1 VP per matching "
            f"crest on your mat)", f"Corner: {suit_word(card.corner)}"]


AREA_TEXT = {
    "parlor": "Gain 1 of the 3 face-up Star cards into your discard pile, then you may trash a "
              "card from hand, discard pile or draw deck (2 if you gained a 10).",
    "lc": "Take this Lords & Commons card: gain its influence, then place it in your L&C column "
          "paying the row's cost, or trash it. It scores its goal at the end.",
    "ton": "Take this Ton card: gain its influence, then place it in your Ton column paying the "
           "row's cost, or trash it. Placed, you may take its action.",
    "gallery": "Commission your next painting (Silhouette, then Miniature, then Portrait), "
               "paying its cost as well.",
    "tea": "Draw 2 Tea cards, keep 1 face-down; the others go under the Tea deck.",
    "pm_bonus": "Only while your Brooch is at Dinner with the Prime Minister: a free Parlor action.",
}
AREA_TITLES = {"parlor": "The Parlor", "lc": "Ballroom: Lords & Commons", "ton": "Ballroom: The Ton",
               "gallery": "The Gallery", "tea": "The Tea Room", "pm_bonus": "The PM's Dinner table"}
BEEHIVE_TEXT = ("Any number of Calling Cards. Move your Brooch up one level to a connected space "
                "or sideways 1-4 spaces, paying the move's cost.")
HOME_TEXT = ("Your own free space, once a week: untwirl both tokens and gain 1 influence of the "
             "suit you choose.")
TOKEN_TEXT = {
    "queens_favorite": ("Queen's Favorite", "3 VP for the first Brooch to reach the Queen's Ball."),
    "artists_muse": ("Artist's Muse", "3 VP for the first player to complete a set of paintings."),
    "favored_guest": ("Favored Guest", "3 VP for the first player to fill a column on the mat."),
    "card_sharp": ("Card Sharp", "3 VP for the player with the most Star cards, alone, when the "
                   "Whist Phase begins; they choose to lead or play last in the first trick."),
    "first": ("First Player", "Takes the first turn of the week; passes clockwise each week."),
}
GOAL_TEXT = {"tea_cards": "{n} Tea cards", "hive_level": "Brooch on level {n}",
             "ton_cards": "{n} Ton cards on the mat", "lc_cards": "{n} L&C cards on the mat",
             "full_ton": "a full Ton column", "full_lc": "a full L&C column"}
POWER_TEXT = {"tea_draw_three": "In the Tea Room, draw 3 Tea cards and keep 1.",
              "keep_used_tea": "Each Tea card used for its boon may be kept face-up (it still "
                               "scores) or trashed; up to 2 are kept.",
              "bonus_sideways": "A free sideways move of 1-4 spaces after climbing onto level 4 "
                                "or higher.",
              "free_ballroom": "Enters the Ballroom without paying its Clubs."}
CLUB_POWER_TEXT = {"double_club": "The starting Club card pays 1 or 2 Clubs when discarded.",
                   "star_swap": "Once, at any moment of your turn: trash the starting Club card "
                                "for a face-up Star card, straight into your hand."}


def goal(kind: str, n: int) -> str:
    return GOAL_TEXT[kind].format(n=n)
