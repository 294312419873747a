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

from ...engine.ladycat import CHARACTER, SoloCard, ballroom_first, solo_data
from ...engine.names import SUIT_SYMBOLS
from .. import art, vignettes
from .. import theme as T
from ..cards import RANK_LABELS
from ..widgets import suit_icon
from .layout import OPP_GAP, Area, SeasonLayout
from .view import BoardView, Zoom

if TYPE_CHECKING:
    from ...engine import Game

PANEL_H = 150  # design pixels of her panel under her compact mat
FLIPS = "Lady Cat flips "
HUMAN = 0  # the solo player's seat; Lady Cat is the other
START = "start"  # every Brooch's first space (state.Player.brooch)
CAT_RED = T.SEAT_COLORS[1]
WHO = ("The automa of solo play (p.21-22): she plays first, flips a Solo card each turn, pays no "
       "influence, and leads every whist trick.")
ACTION_TEXT = {
    "tea": "she takes a Tea card, face-down",
    "gallery": "she commissions her next painting",
    "ballroom": "she takes the face-up {side} card (the other side when that one is full)",
    "parlor": "she trashes the best face-up Star card (highest Diamond, then Heart, Spade, Club)",
    "beehive": "her Brooch climbs one level {way} (else straight up)",
    "copycat": "she repeats your last action (on her first turn she flips again)",
}
WAYS = {"west": "up-left", "east": "up-right", "north": "straight up"}
ARROWS = {"west": "\u2196", "east": "\u2197", "north": "\u2191"}


def solo_card_by_name(text: str) -> SoloCard | None:
    """The card a "Lady Cat flips <name> (<Action>)" log line names, else None."""
    if not text.startswith(FLIPS):
        return None
    return next((c for c in solo_data().cards if text.startswith(f"{FLIPS}{c.name} (")), None)


def is_reversed(text: str) -> bool:
    """Whether a "Lady Cat flips <name> (<Action>, reversed...)" line tells a reversed card."""
    return text.rsplit(" (", 1)[-1].split(",", 1)[-1].strip().startswith("reversed")


def about_her(text: str) -> bool:
    """Log lines worth telling during her turn: hers, and the week changing around her."""
    return "Lady Cat" in text or text.startswith(("Copycat", "Week"))


def action_line(c: SoloCard, turned: bool = False) -> str:
    side = "Lords & Commons" if ballroom_first(c, turned) == "lc" else "Ton"
    what = ACTION_TEXT[c.action].format(side=side, way=WAYS[c.compass])
    return f"{c.action.capitalize()}: {what}."


def orientation_line(c: SoloCard, turned: bool) -> str:
    """What the card's orientation does (R7.5; p.22: the Beehive compass never turns)."""
    lies = "It lies reversed" if turned else "It lies upright"
    if c.action == "ballroom":
        side = "L&C" if ballroom_first(c, turned) == "lc" else "Ton"
        return f"{lies}, so she tries the {side} first" + (" (west and east swap)." if turned else ".")
    if c.action == "beehive":
        return f"{lies}; her Beehive compass is the same either way."
    return f"{lies}; only a Ballroom card's direction turns with it."


# --------------------------------------------------------------------------- her turns
class CatReplay:
    """Her turns told line by line after the player's action that set them off."""

    def __init__(self, game: Game, factor: float):
        self.game = game
        self.solo = game.st.ladycat is not None
        self.lines: list[str] = []
        self.at: list[int] = []  # each line's place in the log
        self.events: list[int] = []  # each line's event (its index in game.events)
        self.index = 0
        self.begun = False  # her first line's beat has started (the player's own may play first)
        self.glow: frozenset[str] = frozenset()
        self.seen = 0
        self._held = self._holdings()
        if self.solo and not game.actions_taken:  # her opening turn happened in Game.new
            self._held = (game.st.week, frozenset(), 0, START)
            self.follow(factor)
        else:
            self.reset()

    @property
    def active(self) -> bool:
        return bool(self.lines)

    def _log(self) -> list[str]:
        return [e.text for e in self.game.log_for(HUMAN)]

    def _holdings(self) -> tuple[int, frozenset[str], int, str]:
        """(week, the spaces she holds, her Beehive cards, her Brooch), to glow what changed."""
        st = self.game.st
        if not self.solo:
            return (0, frozenset(), 0, "")
        cat = 1 - HUMAN
        spaces = frozenset(s for s, seat in st.occupied.items() if seat == cat)
        return st.week, spaces, st.beehive_cards.count(cat), st.players[cat].brooch

    def follow(self, factor: float) -> None:
        """After the player's action: queue the lines of every turn she took since (a turn
        still being told ends: the player has moved on)."""
        if not self.solo:
            return
        self.skip()
        log = self._log()
        first, new, self.seen = self.seen, log[self.seen:], len(log)
        before, now = self._held, self._holdings()
        self._held = now
        start = next((i for i, text in enumerate(new) if text.startswith(FLIPS)), None)
        if start is None or factor <= 0:
            return
        same_week = now[0] == before[0]
        glow = set(now[1] - before[1] if same_week else now[1])
        if now[2] > (before[2] if same_week else 0):
            glow.add("beehive")
        if now[3] != before[3]:
            glow.add(now[3])
        self.glow = frozenset(glow)
        self.at = [first + i for i, text in enumerate(new) if i >= start and about_her(text)]
        self.lines = [log[i] for i in self.at]
        self.events = self._events_of(self.lines)
        self.index = 0

    def _events_of(self, lines: list[str]) -> list[int]:
        """The event each told line renders (the Chronicle is rendered from the events, so
        the lines come in the same order as their events' public lines)."""
        g = self.game
        out: list[int] = []
        i = len(g.events)
        for text in reversed(lines):
            i -= 1
            while i > 0 and g.describe(g.events[i]) != text:
                i -= 1
            out.append(i)
        return out[::-1]

    def first_event(self) -> int | None:
        """Where her turn being told starts in game.events (the screen animates from there)."""
        return self.events[0] if self.lines else None

    def reset(self) -> None:
        """Forget the replay (undo, redo, a new scene on a game in progress)."""
        self.seen = len(self._log())
        self._held = self._holdings()
        self.skip()

    def skip(self) -> None:
        self.lines, self.at, self.events, self.index, self.glow = [], [], [], 0, frozenset()
        self.begun = False

    def sync(self, playing: int | None) -> bool:
        """Follow the animation: the line told is the last one whose event's beat has begun
        (`playing`: the event of the beat playing now; None once every beat has played,
        which ends the telling). True when what it shows changed."""
        if not self.lines:
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
        return self.index, len(self.lines), self.begun

    def told(self, log: list[str]) -> list[str]:
        """The log as far as her turn has been told (the rest would give it away)."""
        return log[:self.at[self.index] + 1] if self.lines else log

    def caption(self) -> str:
        if self.lines:
            return self.lines[self.index]
        return self.game.st.ladycat.caption if self.solo else ""

    def flipped(self) -> SoloCard | None:
        """The card on show: the last one the replay has named, else the one the state holds."""
        return self.on_show()[0]

    def on_show(self) -> tuple[SoloCard | None, bool]:
        """The card on show and whether it lies reversed (R7.5), as the replay has told it so
        far, else as the state holds it."""
        for text in reversed(self.lines[:self.index + 1]):
            card = solo_card_by_name(text)
            if card is not None:
                return card, is_reversed(text)
        lc = self.game.st.ladycat if self.solo else None
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
    return v.player(seat)["character"] == CHARACTER


def piles_text(v: BoardView, deck: str = "Solo deck") -> str:
    lc = v.obs["ladycat"]
    return f"{deck} {lc['deck_count']} \u00b7 Disc. {len(lc['discard'])} \u00b7 Litter {lc['litter_count']}"


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
        word = "reversed" if turned else "upright"
        th.blit_text(surf, f"↻ {word}" if turned else word, 12, T.GLOW if turned else T.PARCHMENT,
                     (face.centerx, face.bottom + th.px(2)), "sans-bold", "midtop")
    v.spots.add("ladycat:flipped", face, card_zoom(card, turned))
    head = "Her turn" if live else "Her last turn"
    head_r = th.blit_text(surf, head, 14, T.GLOW if live else T.GOLD, area.p(112, 10), "serif-bold")
    if live:
        room = area.rect.right - th.px(10) - (head_r.right + th.px(8))
        skip = T.fit_lines(f"{replay.index + 1}/{len(replay.lines)} \u00b7 click or Space to skip",
                           "serif-cond-italic", th.fpx(10.5), room, 1,
                           f"{replay.index + 1}/{len(replay.lines)} \u00b7 Space skips")[0]
        th.blit_text(surf, skip, 10.5, T.PARCHMENT, area.p(358, 14), "serif-cond-italic", "topright")
    th.blit_wrapped(surf, replay.caption() or "She has not played yet.", 13.5, T.IVORY,
                    area.r(112, 32, 246, 84), "serif", 1.2)
    piles = area.r(112, 120, 246, 22)
    th.blit_text(surf, piles_text(v), 12, T.PARCHMENT, piles.midleft, "sans-bold", "midleft")
    lc = v.obs["ladycat"]
    names = ", ".join(solo_data().cards[c].name for c in lc["discard"]) or "empty"
    v.spots.add("ladycat:piles", piles, Zoom("Lady Cat's Solo cards", (
        f"Solo deck: {lc['deck_count']} face-down.", f"Discard pile: {names}.",
        f"Litter deck: {lc['litter_count']} face-down; at each week's end its top card joins "
        "her Solo deck.")))


def card_zoom(card: SoloCard | None, turned: bool = False) -> Zoom:
    if card is None:
        return Zoom("Lady Cat's Solo deck", ("No card flipped yet this week.",))
    whist = f"{RANK_LABELS.get(card.rank, str(card.rank))}{SUIT_SYMBOLS[card.suit]}"
    return Zoom(card.name, (action_line(card, turned), orientation_line(card, turned),
                            f"At whist she plays it as {whist}, half a rank above your {whist}.",
                            "A cat card of her starting Solo deck." if card.cat
                            else "A Litter card, added at a week's end."))


@lru_cache(maxsize=64)
def solo_face(card: SoloCard | None, w: int, h: int, marks: bool) -> pygame.Surface:
    """A Solo Action card: the whist suit and rank in the corner, the cat symbol on cat cards,
    the card's picture (Mimus at his work), the action and compass large under it, the name at
    the foot where it can be read (None: the back of her deck). The picture takes the room the
    words leave, so it never covers one."""
    if card is None:  # her deck's back: burgundy lacquer with the cat
        return art.image("back_solo", w, h)
    surf = art.image("card_solo", w, h).copy()  # paper ruled in her red, a cat watermark
    size = max(8, int(w * 0.2))
    label = T.mark(RANK_LABELS.get(card.rank, str(card.rank)), "serif-bold", size, T.SUIT_COLORS[card.suit])
    surf.blit(label, (int(w * 0.08), int(h * 0.03)))
    suit_icon(surf, card.suit, (int(w * 0.08) + label.get_width() + size // 2, int(h * 0.03) + size // 2 + 1),
              max(3, size // 3), marks)
    if card.cat:
        _cat_head(surf, (int(w * 0.82), int(h * 0.1)), max(4, w // 10), T.INK)
    big = max(T.MIN_TEXT_PX, int(w * 0.17))
    compass = {"ballroom": "\u2190 L&C" if card.compass == "west" else "Ton \u2192",
               "beehive": ARROWS[card.compass]}.get(card.action, "")
    small = int(w * 0.11)  # below the floor: a small card's name is in the zoom
    lines = T.wrap(card.name, "serif-cond-italic", small, w - w // 8)[:3] if small >= T.MIN_TEXT_PX else []
    top, foot = int(h * 0.2), h - int(h * 0.05) - len(lines) * int(w * 0.13)
    room = h - int(h * 0.05) - (2 * int(w * 0.13) if lines else 0) - top - 2 * int(big * 1.2) - 4
    pic = pygame.Rect(0, top, 0, min(int(w * 0.58), room))  # the same on every card of a size
    pic.w = min(int(w * 0.86), int(pic.h * 1.5))
    pic.centerx = w // 2
    vignettes.draw(surf, "solo", card.name, pic)
    y = max(pic.bottom, top) + 2 + int(big * 0.6)
    word = T.text(card.action.capitalize(), "serif-cond-bold", big, T.INK)
    surf.blit(word, word.get_rect(center=(w // 2, y)))
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
