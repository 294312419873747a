"""Lady Cat on the Season screen (issue 5; rulebook p.21-22): her turns and her Solo cards.

Her turns are automatic tasks inside the engine: when the player's action returns, they have
already happened. `CatReplay` tells them afterwards from the log, one line at a time as the
Season screen's animations play them (board/motion.py: each line is an event's beat, so the
caption shows while its card flies, at the animation speed; a click or Space skips), showing
each card she flips as the log names it and glowing the spaces she took. Her panel hangs
under her compact mat: the flipped card face-up, the caption of what she did and why, and
her Solo deck, discard and Litter counts.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from ...engine.chronicle import SOLO_ACTIONS
from ...engine.ladycat import CHARACTER, SoloCard, ballroom_first, orientation, solo_data
from ...engine.names import SUIT_SYMBOLS
from ...i18n import N_, _, data, generation, hyphenations, list_of, number, pgettext
from .. import art, pad, vignettes
from .. import theme as T
from ..cards import RANK_LABELS
from ..widgets import suit_icon
from .layout import OPP_GAP, Area, SeasonLayout
from .view import BoardView, Zoom

if TYPE_CHECKING:
    from ...engine import Game
    from ...engine.events import Event

PANEL_H = 150  # design pixels of her panel under her compact mat
FLIP = "cat_flipped"  # the event of each card she flips (data: card, reversed)
WEEK = ("week_started", "week_ended")  # the week changing around her turn is told with it
HUMAN = 0  # the solo player's seat; Lady Cat is the other
CAT = 1 - HUMAN
START = "start"  # every Brooch's first space (state.Player.brooch)
CAT_RED = T.SEAT_COLORS[1]
WHO = N_("The automa of solo play (p.21-22): she plays first, flips a Solo card each turn, pays "
         "no influence, and leads every whist trick.")
ACTION_TEXT = {  # whole sentences, translated where shown ({way}: WAYS)
    "tea": N_("Tea: she takes a Tea card, face-down."),
    "gallery": N_("Gallery: she commissions her next painting."),
    "ballroom_lc": N_("Ballroom: she takes the face-up Lords & Commons card (the other side when "
                      "that one is full)."),
    "ballroom_ton": N_("Ballroom: she takes the face-up Ton card (the other side when that one is "
                       "full)."),
    "parlor": N_("Parlor: she trashes the best face-up Star card (highest Diamond, then Heart, "
                 "Spade, Club)."),
    "beehive": N_("Beehive: her Brooch climbs one level {way} (else straight up)."),
    "copycat": N_("Copycat: she repeats your last action (on her first turn she flips again)."),
}
WAYS = {"west": N_("up-left"), "east": N_("up-right"), "north": N_("straight up")}
ARROWS = {"west": "\u2196", "east": "\u2197", "north": "\u2191"}


def skip_words(at: str, of: str) -> tuple[str, str]:
    """How to skip Lady Cat's telling, long and short: by the keys, or by the pad's button
    while a pad is in use."""
    if pad.in_use():
        button = pad.key_name("Space")
        return (_("{at}/{of} \u00b7 press {button} to skip").format(at=at, of=of, button=button),
                _("{at}/{of} \u00b7 {button} skips").format(at=at, of=of, button=button))
    return (_("{at}/{of} \u00b7 click or Space to skip").format(at=at, of=of),
            _("{at}/{of} \u00b7 Space skips").format(at=at, of=of))


def who() -> str:
    """Who she is, for her mat's zoom."""
    return _(WHO)


def action_name(c: SoloCard) -> str:
    """Her card's action as printed on it (Tea, Gallery ...), in the language spoken."""
    return _(SOLO_ACTIONS[c.action])


def action_line(c: SoloCard, turned: bool = False) -> str:
    key = f"ballroom_{ballroom_first(c, turned)}" if c.action == "ballroom" else c.action
    return _(ACTION_TEXT[key]).format(way=_(WAYS[c.compass]))


def orientation_line(c: SoloCard, turned: bool) -> str:
    """What the card's orientation does (R7.5; p.22: the Beehive compass never turns)."""
    if c.action == "ballroom":
        first = ballroom_first(c, turned)
        if turned:
            return (_("It lies reversed, so she tries the L&C first (west and east swap).") if first == "lc"
                    else _("It lies reversed, so she tries the Ton first (west and east swap)."))
        return (_("It lies upright, so she tries the L&C first.") if first == "lc"
                else _("It lies upright, so she tries the Ton first."))
    if c.action == "beehive":
        return (_("It lies reversed; her Beehive compass is the same either way.") if turned
                else _("It lies upright; her Beehive compass is the same either way."))
    return (_("It lies reversed; only a Ballroom card's direction turns with it.") if turned
            else _("It lies upright; only a Ballroom card's direction turns with it."))


def about_her(e: Event) -> bool:
    """Events worth telling during her turn: hers, and the week changing around her."""
    return e.seat == CAT or e.kind in WEEK


def last_turn(game: Game) -> str:
    """Her last turn in words, as her caption in the state has them (ladycat.LadyCatTurn) but
    in the language spoken now: what she did from the events the player may see, how her card
    lies from the state while it is on show (the week's reset puts it away)."""
    evs = game.events_for(HUMAN)
    acted = next((i for i in range(len(evs) - 1, -1, -1) if evs[i].kind == "cat_acted"), None)
    if acted is None:
        return ""
    act = evs[acted]
    text = game.describe(act) or ""
    flip = next((i for i in range(acted - 1, -1, -1) if evs[i].kind == FLIP), None)
    if act.data["action"] == "beehive_stay" or flip is None:
        return text
    lc = game.view(HUMAN).ladycat
    assert lc is not None  # she acted: a solo game
    cid, turned = (lc.flipped, lc.reversed) if lc.flipped >= 0 else (
        evs[flip].data["card"], evs[flip].data["reversed"])
    c = solo_data().cards[cid]
    if c.action != "copycat":
        return pgettext("lady cat's turn", "{action} (her card {orientation})").format(
            action=text, orientation=orientation(c, turned))
    copies = next((e for e in evs[flip:acted] if e.kind == "cat_copies"), None)
    if copies is None:
        return text
    return pgettext("lady cat's turn", "{copying}. {action}").format(
        copying=game.describe(copies), action=text)


# --------------------------------------------------------------------------- her turns
class CatReplay:
    """Her turns told line by line after the player's action that set them off, read from
    the events the player may see (redacted: a Tea card she takes stays a secret); each line
    is its event's Chronicle line in the language spoken now."""

    def __init__(self, game: Game, factor: float):
        self.game = game
        self.solo = game.config.mode == "solo"
        self.told_events: list[Event] = []  # each line's event, as the player may know it
        self.at: list[int] = []  # each line's place in the player's log
        self.events: list[int] = []  # each line's event (its index in game.events)
        self.index = 0
        self.begun = False  # her first line's beat has started (the player's own may play first)
        self.glow: frozenset[str] = frozenset()
        self.seen = 0  # the events followed so far
        self._lines: list[str] = []
        self._spoken = generation()
        self._last: tuple[tuple[int, int], str] = ((-1, -1), "")
        self._held = self._holdings()
        if self.solo and not game.actions_taken:  # her opening turn happened in Game.new
            self._held = (game.week, frozenset(), 0, START)
            self.follow(factor)
        else:
            self.reset()

    @property
    def active(self) -> bool:
        return bool(self.told_events)

    @property
    def lines(self) -> list[str]:
        """The lines told, written again after a change of language."""
        if self._spoken != generation():
            self._lines = [self.game.describe(e) or "" for e in self.told_events]
            self._spoken = generation()
        return self._lines

    def _holdings(self) -> tuple[int, frozenset[str], int, str]:
        """(week, the spaces she holds, her Beehive cards, her Brooch), to glow what changed."""
        if not self.solo:
            return (0, frozenset(), 0, "")
        st = self.game.view(HUMAN)
        spaces = frozenset(s for s, seat in st.occupied.items() if seat == CAT)
        return st.week, spaces, st.beehive_cards.count(CAT), st.players[CAT].brooch

    def follow(self, factor: float) -> None:
        """After the player's action: queue the lines of every turn she took since (a turn
        still being told ends: the player has moved on)."""
        if not self.solo:
            return
        self.skip()
        g = self.game
        first, self.seen = self.seen, len(g.events)
        before, now = self._held, self._holdings()
        self._held = now
        new = [(i, e.redact(HUMAN)) for i, e in enumerate(g.events[first:], first) if e.sees(HUMAN)]
        start = next((k for k, (_i, e) in enumerate(new) if e.kind == FLIP), None)
        if start is None or factor <= 0:
            return
        same_week = now[0] == before[0]
        glow = set(now[1] - before[1] if same_week else now[1])
        if now[2] > (before[2] if same_week else 0):
            glow.add("beehive")
        if now[3] != before[3]:
            glow.add(now[3])
        told = [(i, e, text) for i, e in new[start:] if about_her(e)
                if (text := g.describe(e)) is not None]
        starts = g.log_starts(HUMAN)
        self.events = [i for i, _e, _t in told]
        self.told_events = [e for _i, e, _t in told]
        self._lines, self._spoken = [t for _i, _e, t in told], generation()
        self.at = [starts[i] for i in self.events]
        self.glow = frozenset(glow)
        self.index = 0

    def first_event(self) -> int | None:
        """Where her turn being told starts in game.events (the screen animates from there)."""
        return self.events[0] if self.events else None

    def reset(self) -> None:
        """Forget the replay (undo, redo, a new scene on a game in progress)."""
        self.seen = len(self.game.events)
        self._held = self._holdings()
        self.skip()

    def skip(self) -> None:
        self.told_events, self._lines, self.at, self.events = [], [], [], []
        self.index, self.glow, self.begun = 0, frozenset(), False

    def sync(self, playing: int | None) -> bool:
        """Follow the animation: the line told is the last one whose event's beat has begun
        (`playing`: the event of the beat playing now; None once every beat has played,
        which ends the telling). True when what it shows changed."""
        if not self.events:
            return False
        if playing is None:
            self.skip()
            return True
        index = max(0, sum(1 for e in self.events if e <= playing) - 1)
        begun = playing >= self.events[0]
        changed = index != self.index or begun != self.begun
        self.index, self.begun = index, begun
        return changed

    def key(self) -> tuple[int, int, bool]:
        return self.index, len(self.events), self.begun

    def told(self, log: list[str]) -> list[str]:
        """The player's log as far as her turn has been told (the rest would give it away)."""
        return log[:self.at[self.index] + 1] if self.at else log

    def caption(self) -> str:
        if self.told_events:
            return self.lines[self.index]
        if not self.solo:
            return ""
        key = (len(self.game.events), generation())
        if self._last[0] != key:
            self._last = (key, last_turn(self.game))
        return self._last[1]

    def flipped(self) -> SoloCard | None:
        """The card on show: the last one the replay has named, else the one the state holds."""
        return self.on_show()[0]

    def on_show(self) -> tuple[SoloCard | None, bool]:
        """The card on show and whether it lies reversed (R7.5), as the replay has told it so
        far, else as the state holds it."""
        for e in reversed(self.told_events[:self.index + 1]):
            if e.kind == FLIP:
                return solo_data().cards[e.data["card"]], bool(e.data["reversed"])
        lc = self.game.view(HUMAN).ladycat if self.solo else None
        if lc is None or lc.flipped < 0:
            return None, False
        return solo_data().cards[lc.flipped], lc.reversed


# --------------------------------------------------------------------------- her panel
def reserve(lay: SeasonLayout) -> Area:
    """Make room for her panel under the compact mats (the log starts lower)."""
    area = Area(lay.grid, 1224, lay.right_top, 368, PANEL_H)
    lay.right_top += PANEL_H + OPP_GAP
    lay.panel_max_top += PANEL_H + OPP_GAP
    return area


def is_cat(v: BoardView, seat: int) -> bool:
    return v.player(seat).character == CHARACTER


def piles_text(v: BoardView, short: bool = False) -> str:
    """Her piles in one line ("Solo deck 7 · Disc. 2 · Litter 4"; `short`: on her compact mat)."""
    lc = v.obs.ladycat
    assert lc is not None  # her mat is drawn in a solo game only
    line = (_("Solo {deck} \u00b7 Disc. {discard} \u00b7 Litter {litter}") if short
            else _("Solo deck {deck} \u00b7 Disc. {discard} \u00b7 Litter {litter}"))
    return line.format(deck=number(lc.deck_count), discard=number(len(lc.discard)),
                       litter=number(lc.litter_count))


def draw_panel(surf: pygame.Surface, v: BoardView, area: Area, replay: CatReplay) -> None:
    th = v.th
    rect = area.rect
    live = replay.active
    pygame.draw.rect(surf, (8, 14, 10), rect.move(th.px(2), th.px(3)), border_radius=th.px(10))
    pygame.draw.rect(surf, (34, 58, 48), rect, border_radius=th.px(10))
    pygame.draw.rect(surf, T.GLOW if live else T.GOLD_DARK, rect, th.px(3 if live else 2),
                     border_radius=th.px(10))
    pygame.draw.rect(surf, CAT_RED, area.r(0, 0, 7, PANEL_H), border_top_left_radius=th.px(10),
                     border_bottom_left_radius=th.px(10))
    card, turned = replay.on_show()
    face = area.r(16, 12, 84, 112)
    img = solo_face(card, face.w, face.h, v.marks)
    surf.blit(pygame.transform.rotate(img, 180) if turned else img, face.topleft)
    if card is not None:  # how the card lies, in words that are never upside down (R7.5)
        word = pgettext("solo card", "reversed") if turned else pgettext("solo card", "upright")
        word = T.fit_lines(f"\u21bb {word}" if turned else word, "sans-bold", th.fpx(12),
                           face.w + th.px(12), 1, word)[0]  # the arrow goes when it leaves no room
        th.blit_text(surf, word, 12, T.GLOW if turned else T.PARCHMENT,
                     (face.centerx, face.bottom + th.px(2)), "sans-bold", "midtop")
    v.spots.add("ladycat:flipped", face, card_zoom(card, turned))
    head = _("Her turn") if live else _("Her last turn")
    head_r = th.blit_text(surf, head, 14, T.GLOW if live else T.GOLD, area.p(112, 10), "serif-bold")
    if live:
        room = area.rect.right - th.px(10) - (head_r.right + th.px(8))
        at, of = number(replay.index + 1), number(len(replay.lines))
        long, short = skip_words(at, of)
        skip = T.fit_lines(long, "serif-cond-italic", th.fpx(10.5), room, 1, short)[0]
        th.blit_text(surf, skip, 10.5, T.PARCHMENT, area.p(358, 14), "serif-cond-italic", "topright")
    th.blit_wrapped(surf, replay.caption() or _("She has not played yet."), 13.5, T.IVORY,
                    area.r(112, 32, 246, 84), "serif", 1.2)
    piles = area.r(112, 120, 246, 22)
    line = T.fit_lines(piles_text(v), "sans-bold", th.fpx(12), piles.w, 1, piles_text(v, short=True))[0]
    th.blit_text(surf, line, 12, T.PARCHMENT, piles.midleft, "sans-bold", "midleft")
    lc = v.obs.ladycat
    assert lc is not None  # her mat is drawn in a solo game only
    names = list_of(data(solo_data().cards[c].name) for c in lc.discard)
    v.spots.add("ladycat:piles", piles, Zoom(_("Lady Cat's Solo cards"), (
        _("Solo deck: {n} face-down.").format(n=number(lc.deck_count)),
        _("Discard pile: {cards}.").format(cards=names) if names else _("Discard pile: empty."),
        _("Litter deck: {n} face-down; at each week's end its top card joins her Solo "
          "deck.").format(n=number(lc.litter_count)))))


def card_zoom(card: SoloCard | None, turned: bool = False) -> Zoom:
    if card is None:
        return Zoom(_("Lady Cat's Solo deck"), (_("No card flipped yet this week."),))
    whist = f"{RANK_LABELS.get(card.rank, str(card.rank))}{SUIT_SYMBOLS[card.suit]}"
    return Zoom(data(card.name), (
        action_line(card, turned), orientation_line(card, turned),
        _("At whist she plays it as {card}, half a rank above your {card}.").format(card=whist),
        _("A cat card of her starting Solo deck.") if card.cat
        else _("A Litter card, added at a week's end.")))


@lru_cache(maxsize=64)
def solo_face(card: SoloCard | None, w: int, h: int, marks: bool) -> pygame.Surface:
    """A Solo Action card: the whist suit and rank in the corner, the cat symbol on cat cards,
    the card's picture (Mimus at his work), the action and compass large under it, the name at
    the foot where it can be read (None: the back of her deck). The picture takes the room the
    words leave, so it never covers one."""
    if card is None:  # her deck's back: burgundy lacquer with the cat
        return art.image("back_solo", w, h)
    surf = art.image("card_solo", w, h).copy()  # paper ruled in her red, a cat watermark
    size = max(T.MIN_TEXT_PX, int(w * 0.2))  # the rank is read: 12 px or more (issue 52)
    label = T.text(RANK_LABELS.get(card.rank, str(card.rank)), "serif-bold", size, T.SUIT_COLORS[card.suit])
    surf.blit(label, (int(w * 0.08), int(h * 0.03)))
    suit_icon(surf, card.suit, (int(w * 0.08) + label.get_width() + size // 2, int(h * 0.03) + size // 2 + 1),
              max(3, size // 3), marks)
    if card.cat:
        _cat_head(surf, (int(w * 0.82), int(h * 0.1)), max(4, w // 10), T.INK)
    big = max(T.MIN_TEXT_PX, int(w * 0.17))
    compass = {"ballroom": "\u2190 L&C" if card.compass == "west" else "Ton \u2192",
               "beehive": ARROWS[card.compass]}.get(card.action, "")
    small = int(w * 0.11)  # below the floor: a small card's name is in the zoom
    name = data(card.name)
    lines = T.wrap(name, "serif-cond-italic", small, w - w // 8)[:3] if small >= T.MIN_TEXT_PX else []
    acts = T.wrap(action_name(card), "serif-cond-bold", big, w - w // 12,  # "Salle de bal", "Bienen-
                  hyphenations)  # stock" may take two lines
    told = max(2, len(acts) + bool(compass))  # lines under the picture: the action and the compass
    top, foot = int(h * 0.2), h - int(h * 0.05) - len(lines) * int(w * 0.13)
    room = h - int(h * 0.05) - (2 * int(w * 0.13) if lines else 0) - top - told * int(big * 1.2) - 4
    pic = pygame.Rect(0, top, 0, min(int(w * 0.58), room))  # the same on every card of a size
    # (but a card whose action takes two lines and has a compass, whose picture gives one up)
    pic.w = min(int(w * 0.86), int(pic.h * 1.5))
    pic.centerx = w // 2
    vignettes.draw(surf, "solo", card.name, pic)  # (keyed on the English name)
    y = max(pic.bottom, top) + 2 + int(big * 0.6)
    for act in acts:
        word = T.text(act, "serif-cond-bold", big, T.INK)
        surf.blit(word, word.get_rect(center=(w // 2, y)))
        y += int(big * 1.2)
    y -= int(big * 1.2)
    if compass:
        img = T.text(compass, "sans-cond-bold", big, CAT_RED)
        surf.blit(img, img.get_rect(center=(w // 2, y + int(big * 1.2))))
    y = foot
    for line in lines:
        img = T.text(line, "serif-cond-italic", small, T.INK)
        surf.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += int(w * 0.13)
    return surf


def _cat_head(surf: pygame.Surface, c: tuple[int, int], r: int, color: T.Color) -> None:
    """Her cat symbol: a round head with two pointed ears."""
    x, y = c
    pygame.draw.circle(surf, color, (x, y + r // 5), r)
    for side in (-1, 1):
        ear = [(x + side * r * 0.95, y - r * 0.1), (x + side * r * 0.8, y - r * 1.2),
               (x + side * r * 0.2, y - r * 0.6)]
        pygame.draw.polygon(surf, color, ear)
