"""The Rules reference's text and how it is drawn: our own summary of the rulebook (never a
copy), with suits drawn as icons inline, so it reads the same with colour-blind marks on.

`RULES` is searched (`plain`) and drawn (`render_rich`) by the Rules overlay; the tips' data
checks that every "More" link names one of its headings. The headings stay English as ids (a
tip's `rules:`, a board zoom's section); the overlay shows each block translated.
"""

from __future__ import annotations

import re

import pygame

from ...i18n import N_, _
from .. import theme as T
from ..widgets import suit_icon

# A block is (kind, text): "h" a section heading, "p" a paragraph, "b" a bullet. In text,
# {C} {S} {D} {H} {Q} are drawn as the Club, Spade, Diamond, Heart and Crown icons.
ICON_TOKENS = {"{C}": 0, "{S}": 1, "{D}": 2, "{H}": 3, "{Q}": 4}
ICON_NAMES = (N_("Club"), N_("Spade"), N_("Diamond"), N_("Heart"), N_("Crown"))  # for the search
ICON_SPLIT = re.compile(r"(\{[CSDHQ]\})")
BREAKS = re.compile(r"[ \t\n]+")  # where a line may break: not at a no-break space
# Each text is an English msgid (N_), translated where the overlay lays the page out.
RULES: tuple[tuple[str, str], ...] = (
    ("h", N_("The aim of the season")),
    ("p", N_("It is the London season and each of you is a newcomer presented by a titled host. Over "
             "four weeks you call at the Beehive, Parlor, Ballroom, Gallery and "
             "Tea Room; then a game of whist closes the season. Whoever has gathered the most "
             "Victoria Points (VP) is the season's favourite.")),
    ("h", N_("Getting ready")),
    ("b", N_("Each player has a mat, four Calling Cards, two host tokens (side A up), four influence "
             "tracks at zero, a Gallery card and four starting whist cards: one of each suit, all of "
             "the character's own rank.")),
    ("b", N_("Brooches wait below the Beehive; the Queen cards, four bonus tokens (on level 2, never "
             "the leftmost space) and the Queen's Favorite token sit on the Hive board.")),
    ("b", N_("The Assembly Room board is turned to the side for your player count. Three Star cards "
             "lie face-up in the Parlor; L&C and Ton cards fill the Ballroom (with three players the "
             "four-player spaces stay empty); the Tea deck and the art tokens are ready.")),
    ("b", N_("The character with the lowest starting rank takes the First Player token.")),
    ("h", N_("Influence")),
    ("p", N_("Rank decides everything. From lowest to highest: {C} Baron, {S} Viscount, "
             "{D} Earl, {H} Duke, and above them all the {Q} Crown of the Queen.")),
    ("b", N_("A higher suit may always stand in for a lower one: a {D} pays a {D}, {S} or {C}.")),
    ("b", N_("One each of {C} {S} {D} {H} together pays a {Q}.")),
    ("b", N_("Influence comes from discarding a card in hand (one of its suit), twirling your Host "
             "token (and your Beehive token once it shows side B), or moving a track marker down.")),
    ("b", N_("Influence you gain goes up its track (at most 5). Influence from cards and tokens is "
             "spent at once: whatever a payment does not use is lost. The game always offers the "
             "cheapest way to pay in one click.")),
    ("h", N_("Paying the cheapest way")),
    ("p", N_("The one-click payment names what it will spend before you click, and picks it in this "
             "order of cost to you:")),
    ("b", N_("Cards in hand first: they go to your discard pile at the week's end anyway. Lower suits "
             "go before higher ones, so a {C} pays a {C} cost and your {H} stays in hand.")),
    ("b", N_("Then your Host token and Beehive token: twirled, they are back next week. A {C} token is "
             "twirled before a {H} card is discarded, since a high card is worth more to keep.")),
    ("b", N_("Stored influence on your tracks last: it keeps for good, so it is spent only where "
             "cards and tokens cannot pay.")),
    ("b", N_("A Queen card pays a {Q}, or one each of {C} {S} {D} {H} does. Prefer to choose yourself? "
             "Click the glowing cards, tokens and track steps one at a time instead.")),
    ("h", N_("A week of the season")),
    ("b", N_("At the start of a week everyone draws up to four cards, shuffling the discard pile "
             "into a new deck when the deck runs dry.")),
    ("b", N_("From the First Player, going clockwise, each turn you place one Calling Card on a free "
             "space, pay its influence and take its action. Cards you gain go to your discard pile.")),
    ("b", N_("If you cannot pay for any space, your card goes to the Beehive space without moving.")),
    ("b", N_("When every Calling Card is out the week ends: hands are discarded, Calling Cards come "
             "home, tokens untwirl, the Parlor and Ballroom are dealt afresh, the Queen tracker moves "
             "on and the First Player token passes clockwise.")),
    ("h", N_("The Social Beehive")),
    ("b", N_("Its action space takes any number of Calling Cards. Move your brooch up one level to a "
             "connected space, or sideways one to four spaces; brooches may share a space.")),
    ("b", N_("The first climb to level 1 is free; the rest cost more the higher you go. Crossing the "
             "whole of level 4 costs 2 {H}; entering the Queen's Ball at level 6 needs a {Q}.")),
    ("b", N_("Step onto a bonus token and you may use it (a Queen card for a {C}, a Parlor action, "
             "or a Tea Room action for a {C}); either way it leaves the game.")),
    ("b", N_("Dinner with the Prime Minister (the centre of level 4) is a shortcut to the Queen's "
             "Ball and, while your brooch stays there, opens two extra Parlor spaces for you.")),
    ("b", N_("The first to reach the top takes the Queen's Favorite (3 VP). Everyone scores the level "
             "their brooch ends on.")),
    ("h", N_("The Parlor")),
    ("p", N_("Pay the space, take one of the three face-up Star cards into your discard pile, then "
             "you may trash one card from your hand, discard pile or deck (two if you took a 10). "
             "The empty space is refilled. Trashed cards leave the game.")),
    ("h", N_("The Ballroom")),
    ("b", N_("Pay the {C} printed on a space and take its card: an L&C card (a scoring goal for the "
             "end) or a Ton card (an action now). Its suit goes up your influence track at once.")),
    ("b", N_("Then place it in its column on your mat, paying that row's cost, or trash it. A Ton "
             "card's action may ask for more influence or a condition such as a hive level or art "
             "you already own.")),
    ("b", N_("A column holds five cards: 5 VP each full column, 3 more for both. The first player to "
             "fill a column takes the Favored Guest (3 VP).")),
    ("b", N_("When an icon grants you a card, take any face-up card of that kind free and refill the "
             "space; with none face-up, draw one blind.")),
    ("h", N_("The Gallery")),
    ("p", N_("Pay the space and the price of the next painting. Art comes in order: Silhouette, "
             "Miniature, Portrait; finish a set before starting another. The first to finish a set "
             "takes the Artist's Muse (3 VP).")),
    ("h", N_("The Tea Room")),
    ("p", N_("Pay the space, draw two Tea cards, keep one face-down and put the other under the deck. "
             "At the end each kept Tea card scores 1 VP plus 1 VP for every card on your mat with "
             "its family crest. Or trash one instead of paying for the step it names: a climb to "
             "hive levels 2-5, a painting, or your fourth or fifth column card.")),
    ("h", N_("At Home")),
    ("p", N_("Your own mat has a free space: untwirl your Host and Beehive tokens and raise any one "
             "influence track by one.")),
    ("h", N_("Hosts and characters")),
    ("b", N_("Each character has an in-game goal: reaching it turns the Host token to side B and "
             "unlocks a power. Climbing to a certain hive level turns the Beehive token to side B.")),
    ("b", N_("Each has an end goal worth 5 VP and a starting {C} card with a special power.")),
    ("b", N_("Lord Edward gathers Tea cards, Lady Tuesday climbs the Beehive, Lady Alexandria "
             "collects Ton cards and Lord Shae L&C cards. The setup screen shows every detail.")),
    ("b", N_("Lord Edward: each time he uses a Tea card for its boon he chooses, on the card, to keep "
             "it face-up (it still scores; at most 2) or to trash it.")),
    ("b", N_("Lady Tuesday: after her goal, each climb onto level 4 or higher gives a free sideways "
             "move of 1 to 4 spaces on that level; she may stay.")),
    ("b", N_("Lady Alexandria and Lord Shae: once a game, at any moment of their own turn, their "
             "{C} card may be trashed for a face-up Star card into the hand. It is not an action; "
             "the {C} card glows on the mat while the swap can be made.")),
    ("h", N_("The Whist Phase")),
    ("b", N_("After week 4 every whist card you own (deck, discard and hand) becomes your hand. Whoever "
             "holds the most Star cards alone takes the Card Sharp (3 VP) and chooses to lead the "
             "first trick or play last; on a tie the First Player leads.")),
    ("b", N_("Hands are 7 cards with two players, 8 with three, 9 with four. Short hands are dealt "
             "from the Regular deck (then from trashed whist cards); long hands trash down.")),
    ("b", N_("Follow the suit led if you can; otherwise play anything. {D} Diamonds are trump. You may "
             "not lead a {D} until Diamonds are broken (someone played one on another suit), unless "
             "you hold nothing else.")),
    ("b", N_("The highest {D} wins the trick, else the highest card of the suit led. Victoria (13) "
             "beats Albert (12), who beats Jack (11). The winner leads next. Each trick is 2 VP.")),
    ("h", N_("Scoring")),
    ("b", N_("1. Whist: 2 VP a trick, Card Sharp 3.")),
    ("b", N_("2. Beehive: your brooch's level, Queen's Favorite 3.")),
    ("b", N_("3. Art: your paintings, Artist's Muse 3.")),
    ("b", N_("4. Connections: full columns, L&C goals, Favored Guest 3.")),
    ("b", N_("5. Tea: 1 VP a card plus 1 per matching crest on your mat.")),
    ("b", N_("6. Host bonus: 5 VP for your character's end goal.")),
    ("p", N_("Most VP wins. A tie goes to the most influence on the tracker; still tied, the win is "
             "shared. For an L&C influence goal count your tracker, your host tokens and the corner "
             "suits of your Tea cards.")),
    ("h", N_("Solo: Lady Cat")),
    ("p", N_("In the solo game you face Lady Catherine, whose deck of action cards plays her turns for "
             "her. She pays no influence, moves first, places five cards a week and leads every "
             "trick; her whist cards count half a rank above yours. Each card she flips lands upright "
             "or reversed: a reversed Ballroom card sends her to the other side first (Ton instead "
             "of L&C); her Beehive compass never turns. Choose Solo vs Lady Cat on the "
             "title screen; her mat shows each card she turns, and her turns are told line by line.")),
    ("h", N_("Help while you play")),
    ("b", N_("Hover anything to read it in full. The zoom of a board area names its section here: "
             "right-click the thing (or press F1 while hovering) to open the Rules at it. Type to "
             "search these rules.")),
    ("b", N_("Anything you cannot do now is greyed; try it anyway and the game says why.")),
    ("b", N_("Hint (H) asks a computer player what it would do in your place, shows the move and "
             "says why in a line. Hints can be switched off in Options; the score pad marks a game "
             "where hints were used.")),
    ("b", N_("Learn to play, on the title screen, walks you through a first season; Lady Cat has a "
             "chapter of her own on the solo setup screen.")),
    ("h", N_("Advanced play")),
    ("p", N_("Players build their own host. Before the first week, starting with the first player, "
             "each picks one of five Goal tokens and takes the Host token that matches it (its two "
             "sides name the influence it gives). Reaching your goal turns the Host token to side B; "
             "you then pick any Host Bonus token still free and take the next VP token: the first "
             "to do so gets -2, then 0, +2 and +4. Choose Advanced on the setup screen.")),
    ("h", N_("Bonus Personas")),
    ("p", N_("On the setup screen any seat may be played as one of four personas instead of the "
             "character: the same mat, cards and rules, another name, and Calling Cards showing "
             "the persona's silhouette.")),
    ("h", N_("Icons")),
    ("b", N_("{Q} Crown, {H} Heart, {D} Diamond, {S} Spade, {C} Club: influence, highest first. "
             "With colour-blind marks on (Options) each carries its letter.")),
    ("b", N_("A star in a whist card's corner marks a Star card; a crown marks a Queen card.")),
)


def _tokens(s: str) -> list[tuple[str | int, bool]]:
    """Words and icons (ints) of a rules paragraph, each with whether it is glued to the one
    before (an icon's punctuation, French "{C}\u00a0;" or "«\u00a0{Q}\u00a0»").

    Only ASCII spaces part words: a no-break space (U+00A0, U+202F, which French puts before
    ; : ! ? and inside « ») stays inside its word, so the line never breaks there."""
    out: list[tuple[str | int, bool]] = []
    for word in BREAKS.split(s.strip()):
        for i, piece in enumerate(p for p in ICON_SPLIT.split(word) if p):
            out.append((ICON_TOKENS.get(piece, piece), i > 0))
    return out


def render_rich(s: str, kind: str, size: int, color: tuple, width: int,
                marks: bool) -> pygame.Surface:
    """A paragraph with inline suit icons, wrapped to `width` pixels."""
    f = T.font(kind, size)
    space = f.size(" ")[0]
    step = int(size * 1.35)
    lines: list[list[tuple[int, str | int]]] = [[]]
    x = 0
    for tok, glued in _tokens(s):
        w = size if isinstance(tok, int) else f.size(tok)[0]
        gap = 0 if glued or not lines[-1] else space
        if lines[-1] and not glued and x + gap + w > width:  # punctuation stays with its word
            lines.append([])
            x, gap = 0, 0
        lines[-1].append((x + gap, tok))
        x += gap + w
    surf = pygame.Surface((width, step * len(lines)), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        y = i * step
        for lx, tok in line:
            if isinstance(tok, int):  # on a parchment chip: dark suits stay visible on any panel
                centre = (lx + size // 2, y + step // 2)
                pygame.draw.circle(surf, T.PARCHMENT, centre, size // 2 + 1)
                suit_icon(surf, tok, centre, int(size * 0.36), marks)
            else:
                surf.blit(T.text(tok, kind, size, color), (lx, y))
    return surf


def plain(text: str) -> str:
    """A rules paragraph (as shown, translated) as words, its icons named in the language
    shown, for searching: "Karo" finds the German paragraphs with a {D}."""
    for tok, suit in ICON_TOKENS.items():
        text = text.replace(tok, _(ICON_NAMES[suit]))
    return text

