"""Overlays drawn over a dimmed scene: the Rules reference, Options and the Quit confirmation.

The Rules text is our own summary of the rulebook (never a copy), with suits drawn as icons
inline so it reads the same with colour-blind marks on. Options apply at once and persist
through `Settings.save()`. Quit reminds the player that the game is already autosaved.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from .. import theme as T
from ..about import draw_about
from ..focus import Target, button_targets
from ..kiosk import QUIT_NOTE
from ..scene import Scene
from ..settings import ANIMATION_SPEEDS, TEXT_SCALES, THINKING_TIMES
from ..widgets import Button, fitted_label, panel, suit_icon

if TYPE_CHECKING:
    from ..services import Services as App
    from ..session import Session

WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080))
SCROLL_KEYS = {pygame.K_UP: -60, pygame.K_DOWN: 60, pygame.K_PAGEUP: -500, pygame.K_PAGEDOWN: 500}


@dataclass
class Choice(Button):
    """One option of a row of mutually exclusive choices; the chosen one is gilded."""

    selected: bool = False

    def draw(self, surf: pygame.Surface, th: T.Theme) -> None:
        if not self.selected:
            super().draw(surf, th)
            return
        panel(surf, self.rect, T.GOLD, T.IVORY, th.px(8))
        img = fitted_label(th, self.label, self.size, T.INK, self.rect.w - th.px(10))
        surf.blit(img, img.get_rect(center=self.rect.center))


class Overlay(Scene):
    """An overlay closes with Esc or its Close button; the window's close box asks the scene
    below (a game in progress confirms first)."""

    overlay = True

    def close(self) -> None:
        if self.app.manager.top is self:
            self.app.manager.pop()

    def ask_quit(self) -> None:
        self.close()
        self.app.request_quit()

    def buttons(self) -> list[Button]:
        return []

    def layout(self) -> pygame.Rect | None:
        """Place the buttons for the window's size now and return the panel; None for an
        overlay that places them while drawing. Run before each event too, so a click after a
        resize hits the buttons where the next frame draws them."""
        return None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        self.layout()
        for b in self.buttons():
            if b.handle(event):
                self.dirty = True
                if event.type == pygame.MOUSEBUTTONUP:
                    return  # the button may have changed the layout: stop here

    def box(self, w: float, h: float) -> pygame.Rect:
        """A centred panel of design size (w, h), shrunk to fit small windows."""
        th = self.theme
        sw, sh = th.size
        r = pygame.Rect(0, 0, min(th.px(w), sw - th.px(20)), min(th.px(h), sh - th.px(20)))
        r.center = (sw // 2, sh // 2)
        return r

    def draw_panel(self, surf: pygame.Surface, box: pygame.Rect, title: str, size: float,
                   title_y: float) -> None:
        """The overlay's gilt-edged panel with its title centred `title_y` design px below the top."""
        th = self.theme
        panel(surf, box, T.BG_DARK, T.GOLD, th.px(16), th.px(3))
        th.blit_text(surf, title, size, T.GOLD, (box.centerx, box.y + th.px(title_y)), "serif-bold",
                     "center")

    def button_row(self, buttons: list[Button], box: pygame.Rect, width: float, gap: float) -> None:
        """Buttons of one width side by side, centred in the panel, 100 design px above its bottom."""
        th = self.theme
        bw, space = th.px(width), th.px(gap)
        x = box.centerx - (len(buttons) * bw + (len(buttons) - 1) * space) // 2
        for b in buttons:
            b.rect = pygame.Rect(x, box.bottom - th.px(100), bw, th.px(60))
            x += bw + space


# =========================================================================== rules
# A block is (kind, text): "h" a section heading, "p" a paragraph, "b" a bullet. In text,
# {C} {S} {D} {H} {Q} are drawn as the Club, Spade, Diamond, Heart and Crown icons.
ICON_TOKENS = {"{C}": 0, "{S}": 1, "{D}": 2, "{H}": 3, "{Q}": 4}
RULES: tuple[tuple[str, str], ...] = (
    ("h", "The aim of the season"),
    ("p", "It is the London season and each of you is a newcomer presented by a titled host. Over "
          "four weeks you call at the Beehive, Parlor, Ballroom, Gallery and "
          "Tea Room; then a game of whist closes the season. Whoever has gathered the most "
          "Victoria Points (VP) is the season's favourite."),
    ("h", "Getting ready"),
    ("b", "Each player has a mat, four Calling Cards, two host tokens (side A up), four influence "
          "tracks at zero, a Gallery card and four starting whist cards: one of each suit, all of "
          "the character's own rank."),
    ("b", "Brooches wait below the Beehive; the Queen cards, four bonus tokens (on level 2, never "
          "the leftmost space) and the Queen's Favorite token sit on the Hive board."),
    ("b", "The Assembly Room board is turned to the side for your player count. Three Star cards "
          "lie face-up in the Parlor; L&C and Ton cards fill the Ballroom (with three players the "
          "four-player spaces stay empty); the Tea deck and the art tokens are ready."),
    ("b", "The character with the lowest starting rank takes the First Player token."),
    ("h", "Influence"),
    ("p", "Rank decides everything. From lowest to highest: {C} Baron, {S} Viscount, "
          "{D} Earl, {H} Duke, and above them all the {Q} Crown of the Queen."),
    ("b", "A higher suit may always stand in for a lower one: a {D} pays a {D}, {S} or {C}."),
    ("b", "One each of {C} {S} {D} {H} together pays a {Q}."),
    ("b", "Influence comes from discarding a card in hand (one of its suit), twirling your Host "
          "token (and your Beehive token once it shows side B), or moving a track marker down."),
    ("b", "Influence you gain goes up its track (at most 5). Influence from cards and tokens is "
          "spent at once: whatever a payment does not use is lost. The game always offers the "
          "cheapest way to pay in one click."),
    ("h", "Paying the cheapest way"),
    ("p", "The one-click payment names what it will spend before you click, and picks it in this "
          "order of cost to you:"),
    ("b", "Cards in hand first: they go to your discard pile at the week's end anyway. Lower suits "
          "go before higher ones, so a {C} pays a {C} cost and your {H} stays in hand."),
    ("b", "Then your Host token and Beehive token: twirled, they are back next week. A {C} token is "
          "twirled before a {H} card is discarded, since a high card is worth more to keep."),
    ("b", "Stored influence on your tracks last: it keeps for good, so it is spent only where "
          "cards and tokens cannot pay."),
    ("b", "A Queen card pays a {Q}, or one each of {C} {S} {D} {H} does. Prefer to choose yourself? "
          "Click the glowing cards, tokens and track steps one at a time instead."),
    ("h", "A week of the season"),
    ("b", "At the start of a week everyone draws up to four cards, shuffling the discard pile "
          "into a new deck when the deck runs dry."),
    ("b", "From the First Player, going clockwise, each turn you place one Calling Card on a free "
          "space, pay its influence and take its action. Cards you gain go to your discard pile."),
    ("b", "If you cannot pay for any space, your card goes to the Beehive space without moving."),
    ("b", "When every Calling Card is out the week ends: hands are discarded, Calling Cards come "
          "home, tokens untwirl, the Parlor and Ballroom are dealt afresh, the Queen tracker moves "
          "on and the First Player token passes clockwise."),
    ("h", "The Social Beehive"),
    ("b", "Its action space takes any number of Calling Cards. Move your brooch up one level to a "
          "connected space, or sideways one to four spaces; brooches may share a space."),
    ("b", "The first climb to level 1 is free; the rest cost more the higher you go. Crossing the "
          "whole of level 4 costs 2 {H}; entering the Queen's Ball at level 6 needs a {Q}."),
    ("b", "Step onto a bonus token and you may use it (a Queen card for a {C}, a Parlor action, "
          "or a Tea Room action for a {C}); either way it leaves the game."),
    ("b", "Dinner with the Prime Minister (the centre of level 4) is a shortcut to the Queen's "
          "Ball and, while your brooch stays there, opens two extra Parlor spaces for you."),
    ("b", "The first to reach the top takes the Queen's Favorite (3 VP). Everyone scores the level "
          "their brooch ends on."),
    ("h", "The Parlor"),
    ("p", "Pay the space, take one of the three face-up Star cards into your discard pile, then "
          "you may trash one card from your hand, discard pile or deck (two if you took a 10). "
          "The empty space is refilled. Trashed cards leave the game."),
    ("h", "The Ballroom"),
    ("b", "Pay the {C} printed on a space and take its card: an L&C card (a scoring goal for the "
          "end) or a Ton card (an action now). Its suit goes up your influence track at once."),
    ("b", "Then place it in its column on your mat, paying that row's cost, or trash it. A Ton "
          "card's action may ask for more influence or a condition such as a hive level or art "
          "you already own."),
    ("b", "A column holds five cards: 5 VP each full column, 3 more for both. The first player to "
          "fill a column takes the Favored Guest (3 VP)."),
    ("b", "When an icon grants you a card, take any face-up card of that kind free and refill the "
          "space; with none face-up, draw one blind."),
    ("h", "The Gallery"),
    ("p", "Pay the space and the price of the next painting. Art comes in order: Silhouette, "
          "Miniature, Portrait; finish a set before starting another. The first to finish a set "
          "takes the Artist's Muse (3 VP)."),
    ("h", "The Tea Room"),
    ("p", "Pay the space, draw two Tea cards, keep one face-down and put the other under the deck. "
          "At the end each kept Tea card scores 1 VP plus 1 VP for every card on your mat with "
          "its family crest. Or trash one instead of paying for the step it names: a climb to "
          "hive levels 2-5, a painting, or your fourth or fifth column card."),
    ("h", "At Home"),
    ("p", "Your own mat has a free space: untwirl your Host and Beehive tokens and raise any one "
          "influence track by one."),
    ("h", "Hosts and characters"),
    ("b", "Each character has an in-game goal: reaching it turns the Host token to side B and "
          "unlocks a power. Climbing to a certain hive level turns the Beehive token to side B."),
    ("b", "Each has an end goal worth 5 VP and a starting {C} card with a special power."),
    ("b", "Lord Edward gathers Tea cards, Lady Tuesday climbs the Beehive, Lady Alexandria "
          "collects Ton cards and Lord Shae L&C cards. The setup screen shows every detail."),
    ("b", "Lord Edward: each time he uses a Tea card for its boon he chooses, on the card, to keep "
          "it face-up (it still scores; at most 2) or to trash it."),
    ("b", "Lady Tuesday: after her goal, each climb onto level 4 or higher gives a free sideways "
          "move of 1 to 4 spaces on that level; she may stay."),
    ("b", "Lady Alexandria and Lord Shae: once a game, at any moment of their own turn, their "
          "{C} card may be trashed for a face-up Star card into the hand. It is not an action; "
          "the {C} card glows on the mat while the swap can be made."),
    ("h", "The Whist Phase"),
    ("b", "After week 4 every whist card you own (deck, discard and hand) becomes your hand. Whoever "
          "holds the most Star cards alone takes the Card Sharp (3 VP) and chooses to lead the "
          "first trick or play last; on a tie the First Player leads."),
    ("b", "Hands are 7 cards with two players, 8 with three, 9 with four. Short hands are dealt "
          "from the Regular deck (then from trashed whist cards); long hands trash down."),
    ("b", "Follow the suit led if you can; otherwise play anything. {D} Diamonds are trump. You may "
          "not lead a {D} until Diamonds are broken (someone played one on another suit), unless "
          "you hold nothing else."),
    ("b", "The highest {D} wins the trick, else the highest card of the suit led. Victoria (13) "
          "beats Albert (12), who beats Jack (11). The winner leads next. Each trick is 2 VP."),
    ("h", "Scoring"),
    ("b", "1. Whist: 2 VP a trick, Card Sharp 3."),
    ("b", "2. Beehive: your brooch's level, Queen's Favorite 3."),
    ("b", "3. Art: your paintings, Artist's Muse 3."),
    ("b", "4. Connections: full columns, L&C goals, Favored Guest 3."),
    ("b", "5. Tea: 1 VP a card plus 1 per matching crest on your mat."),
    ("b", "6. Host bonus: 5 VP for your character's end goal."),
    ("p", "Most VP wins. A tie goes to the most influence on the tracker; still tied, the win is "
          "shared. For an L&C influence goal count your tracker, your host tokens and the corner "
          "suits of your Tea cards."),
    ("h", "Solo: Lady Cat"),
    ("p", "In the solo game you face Lady Catherine, whose deck of action cards plays her turns for "
          "her. She pays no influence, moves first, places five cards a week and leads every "
          "trick; her whist cards count half a rank above yours. Each card she flips lands upright "
          "or reversed: a reversed Ballroom card sends her to the other side first (Ton instead "
          "of L&C); her Beehive compass never turns. Choose Solo vs Lady Cat on the "
          "title screen; her mat shows each card she turns, and her turns are told line by line."),
    ("h", "Help while you play"),
    ("b", "Hover anything to read it in full. The zoom of a board area names its section here: "
          "right-click the thing (or press F1 while hovering) to open the Rules at it. Type to "
          "search these rules."),
    ("b", "Anything you cannot do now is greyed; try it anyway and the game says why."),
    ("b", "Hint (H) asks a computer player what it would do in your place, shows the move and "
          "says why in a line. Hints can be switched off in Options; the score pad marks a game "
          "where hints were used."),
    ("b", "Learn to play, on the title screen, walks you through a first season; Lady Cat has a "
          "chapter of her own on the solo setup screen."),
    ("h", "Advanced play"),
    ("p", "Players build their own host. Before the first week, starting with the first player, "
          "each picks one of five Goal tokens and takes the Host token that matches it (its two "
          "sides name the influence it gives). Reaching your goal turns the Host token to side B; "
          "you then pick any Host Bonus token still free and take the next VP token: the first "
          "to do so gets -2, then 0, +2 and +4. Choose Advanced on the setup screen."),
    ("h", "Bonus Personas"),
    ("p", "On the setup screen any seat may be played as one of four personas instead of the "
          "character: the same mat, cards and rules, another name, and Calling Cards showing "
          "the persona's silhouette."),
    ("h", "Icons"),
    ("b", "{Q} Crown, {H} Heart, {D} Diamond, {S} Spade, {C} Club: influence, highest first. "
          "With colour-blind marks on (Options) each carries its letter."),
    ("b", "A star in a whist card's corner marks a Star card; a crown marks a Queen card."),
)


def _tokens(s: str) -> list[str | int]:
    """Words and icons (ints) of a rules paragraph; punctuation after an icon stays a word."""
    out: list[str | int] = []
    for word in s.split():
        for tok, suit in ICON_TOKENS.items():
            if word.startswith(tok):
                out.append(suit)
                if word[len(tok):]:
                    out.append(word[len(tok):])
                break
        else:
            out.append(word)
    return out


def render_rich(s: str, kind: str, size: int, color: tuple, width: int,
                marks: bool) -> pygame.Surface:
    """A paragraph with inline suit icons, wrapped to `width` pixels."""
    f = T.font(kind, size)
    space = f.size(" ")[0]
    step = int(size * 1.35)
    lines: list[list[tuple[int, str | int]]] = [[]]
    x = 0
    for tok in _tokens(s):
        w = size if isinstance(tok, int) else f.size(tok)[0]
        glued = isinstance(tok, str) and tok[0] in ".,;:)" and lines[-1]
        gap = 0 if glued or not lines[-1] else space
        if lines[-1] and x + gap + w > width:
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
    """A rules paragraph as words, its icons named, for searching."""
    for tok, suit in ICON_TOKENS.items():
        text = text.replace(tok, ("Club", "Spade", "Diamond", "Heart", "Crown")[suit])
    return text


SEARCH_W = 430  # the Rules' search field, design px wide


class RulesOverlay(Overlay):
    """A scrollable rules reference with a clickable table of contents and a search box.

    `section` opens it at that heading (the "Rules" link of a hover zoom). Typing searches:
    every paragraph holding the words is outlined, Enter goes to the next one, Backspace
    edits, Esc clears the search (and closes the overlay when it is empty).
    """

    keys_taken = frozenset((pygame.K_UP, pygame.K_DOWN))  # they scroll the text

    def __init__(self, app: App, section: str = ""):
        super().__init__(app)
        self.scroll = 0
        self.close_button = Button("Close", self.close, size=20)
        self.page: pygame.Surface | None = None
        self.page_key: tuple = ()
        self.anchors: list[tuple[str, int]] = []  # heading, y on the page
        self.blocks: list[tuple[int, int, str]] = []  # y, height, plain text of each block
        self.contents: list[tuple[pygame.Rect, int]] = []
        self.section = section  # scrolled to at the first draw, once the page is laid out
        self.query = ""
        self.matches: list[int] = []  # indexes into blocks
        self.match = 0

    def find(self, query: str) -> None:
        """Search the text and scroll to the first block that holds every word of `query`."""
        self.query = query
        words = query.lower().split()
        self._rects_page()
        self.matches = [i for i, (_y, _h, text) in enumerate(self.blocks)
                        if words and all(w in text.lower() for w in words)]
        self.match = 0
        self._show_match()
        self.dirty = True

    def _show_match(self) -> None:
        if self.matches:
            y = self.blocks[self.matches[self.match % len(self.matches)]][0]
            self.scroll_by(y - self.theme.px(40) - self.scroll)

    def _rects_page(self) -> pygame.Surface:
        return self._build_page(self._rects()[2].w)

    def buttons(self) -> list[Button]:
        return [self.close_button]

    def focus_targets(self) -> list[Target]:
        """For the keyboard: Close, then each heading of the contents (Enter jumps to it)."""
        heads = [Target(f"contents:{i}", r, r.center) for i, (r, _y) in enumerate(self.contents)]
        return button_targets([self.close_button]) + heads

    def _rects(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        th = self.theme
        box = self.box(1240, 820)
        side = pygame.Rect(box.x + th.px(24), box.y + th.px(80), th.px(250), box.h - th.px(104))
        body = pygame.Rect(side.right + th.px(24), side.y, box.right - side.right - th.px(60), side.h)
        return box, side, body

    def _build_page(self, width: int) -> pygame.Surface:
        """Render the whole text once per width (and marks setting); scrolling only blits."""
        th, marks = self.theme, self.app.settings.colorblind_marks
        key = (width, th.scale, marks)
        if self.page is not None and key == self.page_key:
            return self.page
        placed: list[tuple[int, int, pygame.Surface]] = []
        self.anchors, self.blocks = [], []
        y = 0
        for kind, text in RULES:
            if kind == "h":
                y += th.px(18) if placed else 0
                img = render_rich(text, "serif-bold", th.fpx(26), T.GOLD, width, marks)
                self.anchors.append((text, y))
                self.blocks.append((y, img.get_height(), text))
                placed.append((0, y, img))
                y += img.get_height() + th.px(6)
                continue
            indent = th.px(26) if kind == "b" else 0
            img = render_rich(text, "serif", th.fpx(19), T.IVORY, width - indent, marks)
            if kind == "b":
                dot = pygame.Surface((indent, th.px(26)), pygame.SRCALPHA)
                pygame.draw.circle(dot, T.GOLD, (indent // 2, th.px(13)), th.px(4))
                placed.append((0, y, dot))
            placed.append((indent, y, img))
            self.blocks.append((y, img.get_height(), plain(text)))
            y += img.get_height() + th.px(8)
        page = pygame.Surface((width, y + th.px(20)), pygame.SRCALPHA)
        for x, yy, img in placed:
            page.blit(img, (x, yy))
        self.page, self.page_key = page, key
        return page

    def max_scroll(self) -> int:
        _box, _side, body = self._rects()
        return max(0, self._build_page(body.w).get_height() - body.h)

    def scroll_by(self, dy: int) -> None:
        new = max(0, min(self.max_scroll(), self.scroll + dy))
        if new != self.scroll:
            self.scroll = new
            self.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        th = self.theme
        if event.type == pygame.KEYDOWN and self._search_key(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * th.px(60))
        elif event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.scroll_by(th.px(SCROLL_KEYS[event.key]))
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END):
            self.scroll_by(-self.scroll if event.key == pygame.K_HOME else self.max_scroll())
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, y in self.contents:
                if rect.collidepoint(event.pos):
                    self.scroll_by(y - self.scroll)
        else:
            super().handle(event)

    def _search_key(self, event: pygame.event.Event) -> bool:
        """Typing edits the search; Enter steps through the matches. True if the key was used."""
        key, char = event.key, getattr(event, "unicode", "")
        if key == pygame.K_ESCAPE and self.query:
            self.find("")
        elif key == pygame.K_BACKSPACE:
            self.find(self.query[:-1])
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.matches:
            self.match = (self.match + 1) % len(self.matches)
            self._show_match()
        elif char and char.isprintable() and not getattr(event, "mod", 0) & pygame.KMOD_CTRL \
                and len(self.query) < 40 and (char != " " or self.query):
            self.find(self.query + char)
        else:
            return False
        self.dirty = True
        return True

    def resized(self) -> None:
        super().resized()
        self.scroll = min(self.scroll, self.max_scroll())

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        box, side, body = self._rects()
        panel(surf, box, T.BG_DARK, T.GOLD, th.px(16), th.px(3))
        self.close_button.rect = pygame.Rect(0, 0, th.px(140), th.px(46))
        self.close_button.rect.topright = (box.right - th.px(24), box.y + th.px(18))
        # The title ends before the search field (`_draw_search`): with 150% text it met it.
        field_x = self.close_button.rect.x - th.px(24) - th.px(SEARCH_W)
        th.blit_fit(surf, "Rules of the season", 36, T.GOLD, (box.x + th.px(30), box.y + th.px(18)),
                    field_x - th.px(20) - box.x - th.px(30))
        self.close_button.draw(surf, th)
        page = self._build_page(body.w)
        if self.section:  # opened from a hover zoom's Rules link
            y = dict(self.anchors).get(self.section, 0)
            self.section = ""
            self.scroll = y
        self.scroll = min(self.scroll, self.max_scroll())
        self._draw_search(surf, box)
        # Table of contents: the current section is gilded.
        pygame.draw.line(surf, T.GOLD_DARK, (side.right + th.px(10), side.y),
                         (side.right + th.px(10), side.bottom), th.px(2))
        current = max((i for i, (_h, y) in enumerate(self.anchors) if y <= self.scroll + th.px(4)),
                      default=0)
        self.contents = []
        step = min(th.px(34), side.h // max(1, len(self.anchors)))
        for i, (heading, y) in enumerate(self.anchors):
            r = pygame.Rect(side.x, side.y + i * step, side.w, step)
            color = T.GOLD if i == current else T.PARCHMENT
            # Fitted to the column: at 150% text "Paying the cheapest way" ran into the page.
            th.blit_fit(surf, heading, min(18, step / th.scale * 0.6), color, (r.x, r.centery),
                        side.w, ("serif", "serif-cond"), "midleft")
            self.contents.append((r, y))
        surf.blit(page, body.topleft, pygame.Rect(0, self.scroll, body.w, body.h))
        clip = surf.get_clip()
        surf.set_clip(body.inflate(th.px(8), th.px(4)))
        for i in self.matches:  # the paragraphs that hold the words searched for
            y, h, _t = self.blocks[i]
            r = pygame.Rect(body.x - th.px(4), body.y + y - self.scroll - th.px(2), body.w + th.px(8),
                            h + th.px(4))
            pygame.draw.rect(surf, T.GLOW, r, th.px(2), border_radius=th.px(6))
        surf.set_clip(clip)
        # Scroll bar.
        track = pygame.Rect(body.right + th.px(12), body.y, th.px(8), body.h)
        pygame.draw.rect(surf, T.PANEL, track, border_radius=th.px(4))
        total = page.get_height()
        if total > body.h:
            thumb_h = max(th.px(30), track.h * body.h // total)
            thumb_y = track.y + (track.h - thumb_h) * self.scroll // max(1, total - body.h)
            pygame.draw.rect(surf, T.GOLD, (track.x, thumb_y, track.w, thumb_h), border_radius=th.px(4))



    def _draw_search(self, surf: pygame.Surface, box: pygame.Rect) -> None:
        th = self.theme
        field = pygame.Rect(0, 0, th.px(SEARCH_W), th.px(42))
        field.topright = (self.close_button.rect.x - th.px(24), box.y + th.px(20))
        panel(surf, field, T.IVORY if self.query else T.PANEL, T.GOLD, th.px(8), th.px(2))
        if self.query:
            found = len(self.matches)
            where = f"{self.match % found + 1} of {found}, Enter: next" if found else "not found"
            th.blit_text(surf, self.query + "|", 18, T.INK, (field.x + th.px(12), field.centery),
                         "serif", "midleft")
            th.blit_text(surf, where, 13, T.INK, (field.right - th.px(10), field.centery), "sans",
                         "midright")
        else:
            th.blit_text(surf, "Type to search the rules", 17, T.PARCHMENT,
                         (field.x + th.px(12), field.centery), "serif-italic", "midleft")


# =========================================================================== options
VOLUME_STEPS = (0, 25, 50, 75, 100)
PREVIEW_W = 250  # the suit-marks preview beside its row


@dataclass(frozen=True)
class OptionRow:
    """One row of Options: a label, the choices as (label, value), and the settings field
    it sets (`apply` is the overlay method that makes the change take effect)."""

    label: str
    choices: tuple[tuple[str, object], ...]
    field: str
    apply: str = "_changed"


def _on_off(field: str, label: str, apply: str = "_changed") -> OptionRow:
    return OptionRow(label, (("Off", False), ("On", True)), field, apply)


def _volume(field: str, label: str) -> OptionRow:
    return OptionRow(label, tuple((f"{v}%" if v else "Off", v) for v in VOLUME_STEPS), field, "_sound")


OPTION_ROWS = (
    OptionRow("Window size", tuple((f"{w} × {h}", (w, h)) for w, h in WINDOW_SIZES), "window", "_size"),
    _on_off("fullscreen", "Fullscreen", "_fullscreen"),
    OptionRow("Animation speed", tuple((n.capitalize(), n) for n in ANIMATION_SPEEDS), "animation"),
    OptionRow("After a whist trick", (("Wait for a click", True), ("Continue by itself", False)),
              "trick_wait"),
    _on_off("colorblind_marks", "Colour-blind suit marks"),
    OptionRow("Text size", tuple((f"{v}%", v) for v in TEXT_SCALES), "text_scale", "_text"),
    _on_off("hints", "Hints"),
    _on_off("tips", "Tips for new players"),
    OptionRow("Tips already seen", (("Show them all again", None),), "", "_reset_tips"),
    _on_off("reduced_motion", "Reduced motion"),
    _on_off("high_contrast", "High contrast", "_contrast"),
    OptionRow("Hard's thinking time", tuple((f"{t:g} s", t) for t in THINKING_TIMES), "thinking_time"),
    _volume("master_volume", "Master volume"),
    _volume("music_volume", "Music"),
    _volume("effects_volume", "Sound effects"),
    _on_off("mute", "Mute all sound", "_sound"),
)


KIOSK_FIXED = ("window", "fullscreen")
LABEL_SIZE = 20  # an option's name, left of its choices


class OptionsOverlay(Overlay):
    """Window, motion, text, colour-blind marks and sound: each choice is applied and saved
    at once, so there is no Apply button to forget."""

    def __init__(self, app: App):
        super().__init__(app)
        self.close_button = Button("Close", self.close, size=22)
        # At a kiosk the window belongs to the booth: no size or fullscreen rows.
        self.option_rows = tuple(r for r in OPTION_ROWS if not (app.kiosk and r.field in KIOSK_FIXED))
        self.ROWS = tuple(r.label for r in self.option_rows)  # the labels of the rows shown
        self.rows: list[list[Choice]] = [
            [Choice(label, partial(self.choose, row, value), size=18) for label, value in row.choices]
            for row in self.option_rows]
        self._sync()

    def _current(self, row: OptionRow) -> object:
        if not row.field:
            return object()  # a button: never gilded as chosen
        live = {"fullscreen": self.app.fullscreen, "window": self.app.windowed_size}  # F11, --size
        return live[row.field] if row.field in live else getattr(self.app.settings, row.field)

    def _sync(self) -> None:
        """Gild the choices that match the current settings."""
        for row, choices in zip(self.option_rows, self.rows, strict=True):
            current = self._current(row)
            for (_label, value), choice in zip(row.choices, choices, strict=True):
                choice.selected = value == current
        self.dirty = True

    def choose(self, row: OptionRow, value: object) -> None:
        if row.field:  # a row without a field is a button (the tips' reset)
            setattr(self.app.settings, row.field, value)
        getattr(self, row.apply)()

    def _reset_tips(self) -> None:
        """Every just-in-time tip shows again, in this game too (gui/tips.py)."""
        from ..tips import forget_all

        problem = forget_all()
        session = self.app.session
        if session is not None and session.tips is not None and not session.tips.tutorial:
            session.tips.seen = set()
        self.app.warn(problem or "Every tip will show again.")
        self._sync()

    def _changed(self) -> None:
        problem = self.app.booth.save()
        if problem:  # a read-only or full disk: the options still apply, and the player knows
            self.app.warn(problem)
        self._sync()
        for scene in self.app.manager.stack:
            scene.dirty = True

    def _size(self) -> None:
        self.app.set_window_size(self.app.settings.window)
        self._changed()

    def _fullscreen(self) -> None:
        if self.app.fullscreen != self.app.settings.fullscreen:
            self.app.toggle_fullscreen()
        self._changed()

    def _text(self) -> None:
        """Every scene lays itself out again around the new text size."""
        self.app.theme.text_scale = self.app.settings.text_scale / 100
        for scene in self.app.manager.stack:
            scene.resized()
        self._changed()

    def _sound(self) -> None:
        self.app.audio.apply_settings()
        self._changed()

    def _contrast(self) -> None:
        T.set_contrast(self.app.settings.high_contrast)
        self._changed()

    def entered(self) -> None:
        self._sync()  # F11 may have changed fullscreen while another scene was on top

    def resized(self) -> None:
        self._sync()

    def buttons(self) -> list[Button]:
        return [b for row in self.rows for b in row] + [self.close_button]

    def layout(self) -> pygame.Rect:
        th = self.theme
        box = self.box(1040, 880)
        y = box.y + th.px(84)
        # Rows share the height between the title and the Close button (more rows: closer).
        pitch = min(th.px(54), (box.bottom - th.px(84) - y) // max(1, len(self.rows)))
        marks = self.rows[self.ROWS.index("Colour-blind suit marks")]
        # The buttons begin after the widest label: with 150% text at 1280x720, "Colour-blind
        # suit marks" and "Hard's thinking time" ran under them. A button steps its own label
        # down to fit (`fitted_label`).
        widest = max(T.font("serif", th.fpx(LABEL_SIZE)).size(label)[0] for label in self.ROWS)
        left = max(box.x + th.px(330), box.x + th.px(40) + widest + th.px(16))
        for row in self.rows:
            x = left
            right = box.right - th.px(40) - (th.px(PREVIEW_W + 16) if row is marks else 0)
            bw = (right - x - th.px(10) * (len(row) - 1)) // len(row)
            for b in row:
                b.rect = pygame.Rect(x, y, bw, min(th.px(42), pitch - th.px(6)))
                x += bw + th.px(10)
            y += pitch
        self.close_button.rect = pygame.Rect(0, 0, th.px(200), th.px(50))
        self.close_button.rect.midbottom = (box.centerx, box.bottom - th.px(16))
        return box

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        box = self.layout()
        self.draw_panel(surf, box, "Options", 36, 42)
        for label, row in zip(self.ROWS, self.rows, strict=True):
            th.blit_text(surf, label, LABEL_SIZE, T.PARCHMENT, (box.x + th.px(40), row[0].rect.centery),
                         "serif", "midleft")
            for b in row:
                b.draw(surf, th)
        # A preview of the suits with the current marks, on card stock as in the game.
        marks = self.rows[self.ROWS.index("Colour-blind suit marks")]
        strip = pygame.Rect(0, 0, th.px(PREVIEW_W), th.px(44))
        strip.midleft = (marks[-1].rect.right + th.px(16), marks[-1].rect.centery)
        panel(surf, strip, T.IVORY, T.GOLD_DARK, th.px(8))
        for i in range(5):
            suit_icon(surf, i, (strip.x + th.px(29) + i * th.px(48), strip.centery), th.px(17),
                      self.app.settings.colorblind_marks)
        self.close_button.draw(surf, th)
        draw_about(surf, th, box, self.close_button.rect)


# =========================================================================== quit
class QuitOverlay(Overlay):
    """Quit confirmation; with a game in progress it says the game is safe in the autosave."""

    def __init__(self, app: App, session: Session | None = None):
        super().__init__(app)
        self.session = session
        if session is not None:
            session.flush()  # the note tells the outcome of the last autosave, not one in flight
        self.choices = [Button("Quit to title", self.to_title, size=22),
                        Button("Quit game", self.quit_game, size=22),
                        Button("Cancel", self.close, size=22)]
        if app.kiosk:  # at a convention only the documented key chord quits
            del self.choices[1]

    def note(self) -> str:
        """What quitting means for the game on screen: "saved" only when it is true."""
        s = self.session
        if s is None:
            return "Leave Apistocracy?"
        if self.app.kiosk:
            return QUIT_NOTE  # a kiosk's title has no Continue
        if s.saved:
            return "Your game is saved: Continue on the title screen picks it up again."
        if not s.saving:
            return "This game is not saved: quitting ends it."
        return "Your game is NOT saved (see the warning above): quitting loses it."

    def _save(self) -> None:
        if self.session is not None:
            self.session.autosave()
            self.session.flush()  # on disk before the window closes

    def to_title(self) -> None:
        from .title import TitleScene

        self._save()
        self.app.manager.replace(TitleScene(self.app))

    def quit_game(self) -> None:
        self._save()
        self.app.running = False

    def ask_quit(self) -> None:
        self.quit_game()  # closing the window twice means it

    def buttons(self) -> list[Button]:
        return self.choices

    def layout(self) -> pygame.Rect:
        box = self.box(720, 300)
        self.button_row(self.choices, box, 200, 20)
        return box

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        box = self.layout()
        self.draw_panel(surf, box, "Quit?", 40, 60)
        # Centred lines from the note's place down: with 150% text at 1280x720 the one line ran
        # out of the panel on both sides.
        px = th.fpx(20)
        lines = T.wrap(self.note(), "serif-italic", px, box.w - th.px(80))
        step, y = int(px * 1.2), box.y + th.px(118)
        for line in lines:
            surf.blit(img := T.text(line, "serif-italic", px, T.IVORY), img.get_rect(center=(box.centerx, y)))
            y += step
        for b in self.choices:
            b.draw(surf, th)


# =========================================================================== confirm
class ConfirmOverlay(Overlay):
    """A yes-or-no question over the game (e.g. "Give the turn back to Lord Edward?"): `yes`
    runs on Yes; No, Esc and a click beside it change nothing."""

    def __init__(self, app: App, question: str, note: str, yes_label: str, yes: Callable[[], None]):
        super().__init__(app)
        self.question, self.note, self.yes = question, note, yes
        self.choices = [Button(yes_label, self._yes, size=22), Button("No", self.close, size=22)]

    def _yes(self) -> None:
        self.close()
        self.yes()

    def buttons(self) -> list[Button]:
        return self.choices

    def layout(self) -> pygame.Rect:
        box = self.box(760, 300)
        self.button_row(self.choices, box, 260, 24)
        return box

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        box = self.layout()
        self.draw_panel(surf, box, self.question, 32, 58)
        th.blit_wrapped(surf, self.note, 18, T.IVORY, pygame.Rect(box.x + th.px(40), box.y + th.px(96),
                        box.w - th.px(80), th.px(80)), "serif-italic")
        for b in self.choices:
            b.draw(surf, th)
