"""The follow-up decision panel, and how each legal action is reached on the board.

Every pending decision shows its prompt here with one button per legal action (the engine's
own label), except Calling Card placements, which are made by dragging onto the board. Many
actions also have a thing on the board or mat that does the same when clicked (a hive space
for a move, a hand card or track step for a unit of payment, a Star card in the Parlor...):
`inplace_key` names that thing's hot spot. Nothing here decides legality: the buttons are
exactly `game.legal_actions()`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from ...engine import Action, Game, names
from ...engine.ballroom import ColumnChoice, TonChoice
from ...engine.payment import Payment, cheapest_payment, cheapest_sources, explain_cheapest
from ...i18n import N_, _, data
from .. import theme as T
from ..last_input import said
from . import ballroom_cards as bc
from . import describe
from .draw import MAHOGANY_DARK, cost_width, draw_cost
from .panel_button import BUTTON_SIZE, LABEL_MARGIN, button_height, draw_button
from .view import Zoom
from .zoom import card_zoom

CHEAPEST = Action("pay", ("cheapest",))
GUARD_S = 0.3  # a click this soon after the buttons changed is ignored (issue 52)
SUBJECT_W = 84  # design pixels: the card the panel is about (its faces are drawn ahead too)
GROUND = MAHOGANY_DARK  # the colour the season scene lays the panel on (`_draw_right`)
PLACE_HINT = N_("Drag a Calling Card from your mat onto a glowing space, or click the stack and "
              "then a space. Hover anything to read it.")
PLACE_HINT_TOUCH = N_("Drag a Calling Card from your mat onto a glowing space, or tap the stack and "
                    "then a space. Hold a finger on anything to read it.")
KEEP_HINT = N_("Click the card to keep; the others go under the Tea deck.")
PAY_HINT = N_("Or pay one unit at a time: click a glowing card, token or track step, or a button.")
SWAP_HINT = N_("Club power, once a game and not an action: trash your glowing club card for a "
             "face-up Star card, into your hand (or click Swap on the card).")
SHEET_KINDS = {"goal": N_("Goal token"), "bonus_token": N_("Host Bonus token")}  # chosen on the sheet only
SHEET_HINT = N_("Click a glowing {token} on the sheet laid over the Assembly Room; hover any "
                "token to read it in full.")
SHEET_HINT_TOUCH = N_("Tap a glowing {token} on the sheet laid over the Assembly Room; hold a finger "
                      "on any token to read it in full.")
SHEET_HINT_BOTH = N_("Click a glowing Goal token or Host Bonus token on the sheet laid over the "
                     "Assembly Room; hover any token to read it in full.")
SHEET_HINT_BOTH_TOUCH = N_("Tap a glowing Goal token or Host Bonus token on the sheet laid over the "
                           "Assembly Room; hold a finger on any token to read it in full.")


def place_key(action: Action) -> str:
    """The hot spot of a `place` action: its space (the Beehive for both ways of going there)."""
    space: str = action.args[0]
    return "beehive" if space == "beehive_stay" else space


def inplace_key(action: Action) -> str | None:
    """The hot spot on the board or mat that takes this action when clicked, if any."""
    kind, args = action.kind, action.args
    if kind == "place":
        return place_key(action)
    if kind == "move":
        return args[0]
    if kind == "star":
        return f"star:{args[0]}"
    if kind == "take":
        return args[0]
    if kind == "pay" and args[0] == "unit":
        return _source_key(args[1:-1])
    if kind == "tea" and len(args) == 2:
        return None  # Lord Edward's keep or trash: the two buttons beside the card (inplace.py)
    if kind in ("tea", "keep"):
        return f"{kind}:{args[0]}"
    if kind == "trash" and args[0] == "hand":
        return f"hand:{args[1]}"
    if kind == "suit":
        return f"track:{args[0]}"
    if kind in SHEET_KINDS:  # a token on the advanced-mode sheet (scenes/draft.py)
        return f"{kind}:{args[0]}"
    return None


def enter_action(legal: list[Action]) -> Action | None:
    """What Enter takes (README "Keys"): the cheapest payment whenever a payment is asked,
    else the decision's only choice when it is a panel button ("Place it in row 1")."""
    if CHEAPEST in legal:
        return CHEAPEST
    choices = [a for a in legal if a.kind != "club_power"]  # the swap answers no decision (R7.2)
    if len(choices) == 1 and choices[0].kind not in ("place", "keep", *SHEET_KINDS):
        return choices[0]
    return None


def _source_key(key: tuple) -> str:
    if key[0] == "card":
        return f"hand:{key[1]}"
    if key[0] == "track":
        return f"track:{key[1]}"
    return "host" if key[0] == "host" else "hive_token"


def cheapest_plan(game: Game, seat: int | None) -> frozenset[str]:
    """The hot spots of the sources the one-click cheapest payment would use (engine-chosen);
    none while no seat's sources are face-up (`seat` None)."""
    top = game.pending()
    if seat is None or not isinstance(top, Payment) or CHEAPEST not in game.legal_actions():
        return frozenset()
    plan = cheapest_payment(game, seat, top.cost)
    return frozenset(_source_key(src.key) for src, _units in plan)


@dataclass
class Item:
    kind: str  # "title" | "text" | "cost" | "button" | "card" | "subject"
    rect: pygame.Rect  # relative to the panel's content origin
    text: str = ""
    action: Action | None = None
    data: Any = None
    accent: bool = False


class DecisionPanel:
    """Lays out the pending decision's content; the scene draws it every frame (hover)."""

    def __init__(self) -> None:
        self.items: list[Item] = []
        self.content_h = 0
        self.scroll = 0
        self.origin = pygame.Rect(0, 0, 0, 0)  # the panel's content viewport on screen
        # the last build's decision (seat, kind, actions taken) and its buttons' places
        self._built: tuple[tuple, dict[Action, pygame.Rect], int, int, bool] | None = None
        self.tight = False  # laid out with tighter lines and gaps to fit without scrolling
        self.changed_at = -GUARD_S  # when the buttons last changed place or kind (`App.now`)

    # ------------------------------------------------------------------ build
    def build(self, game: Game, th: T.Theme, width: int, seat: int | None, legal: list[Action],
              notes: list[str], room: int | None = None, now: float = 0.0) -> int:
        """Lay out for `seat`'s decision (`legal` empty when it is not theirs to make);
        returns the content height in pixels. Content taller than `room` (the most the panel
        can grow to) is laid out again with tighter lines and gaps: a German or French
        payment list's closing hint line scrolled by a few pixels at 1280x720 (issue 52)."""
        before = self._built
        key = (seat, game.pending_kind(), len(game.actions_taken), width)
        # a decision laid out tight stays tight while its buttons are held (`_hold_places`)
        self.tight = before is not None and before[4] and same_decision(key, before[0])
        self._lay(game, th, width, seat, legal, notes)
        if room is not None and self.content_h > room and not self.tight:
            self.tight = True
            self._lay(game, th, width, seat, legal, notes)
        if legal:
            self._hold_places(key, before)
            places = {i.action: i.rect for i in self.items if i.kind == "button" and i.action is not None}
            if before is not None and before[1] and before[1] != places:
                self.changed_at = now
            self._built = key, places, self.content_h, self.scroll, self.tight
        return self.content_h

    def settling(self, now: float) -> bool:
        """Whether the buttons changed less than GUARD_S ago: a click then is ignored (issue
        52), the second click of a double click that changed the list meets another button."""
        return now - self.changed_at < GUARD_S

    def gap(self, th: T.Theme) -> int:  # between buttons: halved when laid out tight
        return th.px(3 if self.tight else 6)

    def _lay(self, game: Game, th: T.Theme, width: int, seat: int | None, legal: list[Action],
             notes: list[str]) -> None:
        self.items = []
        self.scroll = 0
        pad = th.px(12)
        inner = width - 2 * pad
        y = th.px(8)
        title = game.prompt(seat)
        step = round(th.fpx(16) * 1.25)  # line heights follow the text's own size (Text size option)
        for line in T.wrap(title, "serif-bold", th.fpx(16), inner):  # every word: the panel scrolls
            self.items.append(Item("title", pygame.Rect(pad, y, inner, step), line))
            y += step
        y += th.px(3 if self.tight else 6)
        if not legal:
            for note in notes:
                y = self._text(th, note, pad, y, inner, 12.5)
            self.content_h = y + pad
            return
        kind = game.pending_kind()
        # the decision, for the public subject of the choice: the cost being paid, the card
        # whose row or action is chosen (typed by its class, so its fields are checked)
        top = game.pending()
        cheapest = top if isinstance(top, Payment) and CHEAPEST in legal else None
        buttons = [a for a in legal if a.kind not in ("place", "keep", "club_power", *SHEET_KINDS)]
        swaps = [a for a in legal if a.kind == "club_power"]
        if kind == "PlaceCard":
            y = self._text(th, _(said(PLACE_HINT, PLACE_HINT_TOUCH)), pad, y, inner, 12)
        sheet = {SHEET_KINDS[a.kind] for a in legal if a.kind in SHEET_KINDS}
        if sheet:
            hint = _(said(SHEET_HINT_BOTH, SHEET_HINT_BOTH_TOUCH)) if len(sheet) > 1 else \
                _(said(SHEET_HINT, SHEET_HINT_TOUCH)).format(token=_(sheet.pop()))
            y = self._text(th, hint, pad, y, inner, 12)
        if cheapest is not None:
            self.items.append(Item("cost", pygame.Rect(pad, y, inner, th.px(24)), data=cheapest.cost))
            y += th.px(28)
        if isinstance(top, ColumnChoice | TonChoice):
            fw = th.px(SUBJECT_W)
            face = (top.kind, top.card) if isinstance(top, ColumnChoice) else ("ton", top.card)
            self.items.append(Item("subject", pygame.Rect(pad, y, fw, bc.height(fw)), data=face))
            y = self._subject_text(th, game, face, pad + fw + th.px(10), y, inner - fw - th.px(10),
                                   bc.height(fw))
        keeps = [a for a in legal if a.kind == "keep"]
        if keeps:
            fw = min(th.px(96), (inner - th.px(10) * (len(keeps) - 1)) // len(keeps))
            for i, a in enumerate(keeps):
                r = pygame.Rect(pad + i * (fw + th.px(10)), y, fw, bc.height(fw))
                self.items.append(Item("card", r, a.label, a, ("tea", a.args[0])))
            y += bc.height(fw) + th.px(8)
            y = self._text(th, _(KEEP_HINT), pad, y, inner, 11.5)
        units = [a for a in buttons if a.kind == "pay" and a.args[0] == "unit"]
        buttons = [a for a in buttons if a not in units]
        for a in buttons:
            accent = a == CHEAPEST
            # the gold button words it in full, in any language (the engine's label is short)
            label = _("Pay the cheapest way: {sources}").format(
                sources=cheapest_sources(game, cheapest.seat, cheapest.cost)) \
                if accent and cheapest is not None else a.label
            # as many lines as the label needs: at 1280x720 with 150% text a third line was lost
            lines = T.wrap(label, "serif-bold", th.fpx(BUTTON_SIZE), inner - th.px(20))
            h = button_height(th, len(lines), tight=self.tight)
            rect = pygame.Rect(pad, y, inner, h)
            self.items.append(Item("button", rect, "\n".join(lines), a, accent=accent))
            y += h + self.gap(th)
            if accent and cheapest is not None:
                y = self._text(th, explain_cheapest(game, cheapest.seat, cheapest.cost), pad, y, inner, 12)
        if units:  # the one-unit payments, then how else to pay: a hint, not a button, is what scrolls
            y = self._units(th, units, pad, y, inner) + self.gap(th)
            y = self._text(th, _(PAY_HINT), pad, y, inner, 11.5)
        if swaps:
            y = self._swaps(th, game, swaps, pad, y + th.px(4), inner)
        self.content_h = y + (th.px(4) if self.tight else pad)  # tight: the last line nearer the foot

    def _hold_places(self, key: tuple, before: tuple | None) -> None:
        """A list that only lost buttons by the move just made (a card trashed, a unit paid)
        keeps the rest where they were, with the panel's scroll: closing the gap slid the next
        button under the pointer, and a double click took it too (issue 52). The list is the
        panel's last run of buttons; what is above may change if it still ends above it, what
        follows moves with its end; a rebuild of the same decision keeps the places too."""
        if before is None or not same_decision(key, before[0]):
            return
        _key, places, content_h, scroll, _tight = before
        end = max((i + 1 for i, item in enumerate(self.items) if item.kind == "button"), default=0)
        first = end
        while first and self.items[first - 1].kind == "button":
            first -= 1
        run = self.items[first:end]
        if not run or any(item.action not in places or places[item.action].h != item.rect.h for item in run):
            return
        above = max((item.rect.bottom for item in self.items[:first]), default=0)
        if min(places[item.action].y for item in run) < above:
            return  # what is above the list grew into it: lay it out afresh
        shift = max(places[item.action].bottom for item in run) - max(item.rect.bottom for item in run)
        for item in run:
            item.rect = pygame.Rect(places[item.action])
        for item in self.items[end:]:
            item.rect = item.rect.move(0, shift)
        self.content_h, self.scroll = max(self.content_h + shift, content_h), scroll

    def _units(self, th: T.Theme, units: list[Action], x: int, y: int, width: int) -> int:
        """The one-unit payments in the engine's order (cheapest kinds first), two to a row
        where a label fits half the panel ("Discard 1 ♣"), else across it (German's "Gastgeber-
        Marker drehen"): the list takes about half the height it did, so the panel no longer
        scrolls at 1280x720 (issue 52). Returns the bottom of the last row."""
        half, kinds = (width - th.px(6)) // 2, ("serif-bold", "serif-cond-bold")
        px, low = th.fpx(BUTTON_SIZE), T.font_px(BUTTON_SIZE, th.scale)
        h, gap, col, bottom = button_height(th, 1), self.gap(th), 0, y
        for a in units:
            if T.fitting(a.label, kinds, px, half - th.px(LABEL_MARGIN), low) is not None:
                rect, text = pygame.Rect(x + col * (half + gap), y, half, h), a.label
                col = 1 - col
            else:  # across the panel, on a row of its own
                y, col = (bottom + gap if col else y), 0
                lines = T.wrap(a.label, "serif-bold", px, width - th.px(20))
                rect, text = pygame.Rect(x, y, width, button_height(th, len(lines))), "\n".join(lines)
            self.items.append(Item("button", rect, text, a))
            bottom = rect.bottom
            if col == 0:
                y = bottom + gap
        return bottom

    def _swaps(self, th: T.Theme, game: Game, swaps: list[Action], x: int, y: int, width: int) -> int:
        """The club-card swap (R7.2), below the decision it does not answer: a line saying
        what it is, then one short button per Star card it can take."""
        y = self._text(th, _(SWAP_HINT), x, y, width, 12)
        parlor = game.view(None).parlor
        for a in swaps:
            label = _("Swap for {card}").format(card=names.whist(game.cat, parlor[a.args[0]]))
            rect = pygame.Rect(x, y, width, button_height(th, 1, th.px(28)))
            self.items.append(Item("button", rect, label, a))
            y += rect.h + th.px(6)
        return y

    def _text(self, th: T.Theme, text: str, x: int, y: int, width: int, size: float) -> int:
        step = max(th.px(size * 1.3), round(th.fpx(size) * 1.25))
        if self.tight:
            step = round(th.fpx(size) * 1.15)
        for line in T.wrap(text, "serif-italic", th.fpx(size), width):
            self.items.append(Item("text", pygame.Rect(x, y, width, step), line, data=size))
            y += step
        return y + th.px(4)

    def _subject_text(self, th: T.Theme, game: Game, face: tuple, x: int, y: int, width: int,
                      height: int) -> int:
        kind, cid = face
        card = game.cat.lc[cid] if kind == "lc" else game.cat.ton[cid]
        yy = y
        step = max(th.px(18), round(th.fpx(14) * 1.25))
        for line in T.wrap(data(card.name), "serif-bold", th.fpx(14), width)[:2]:
            self.items.append(Item("text", pygame.Rect(x, yy, width, step), line, data=-14))
            yy += step
        body = describe.ton_lines(card) if kind == "ton" else [describe.lc_goal(card)]
        for text in body:
            yy = self._text(th, text, x, yy, width, 11)
        return max(y + height, yy) + th.px(8)

    # ------------------------------------------------------------------ use
    def max_scroll(self) -> int:
        return max(0, self.content_h - self.origin.h)

    def wheel(self, dy: int, step: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll - dy * step))

    def screen_rect(self, item: Item) -> pygame.Rect:
        return item.rect.move(self.origin.x, self.origin.y - self.scroll)

    def visible(self, item: Item) -> bool:
        return self.origin.contains(self.screen_rect(item))

    def hit(self, pos: tuple[int, int], now: float | None = None) -> Action | None:
        """The action of the button at `pos`; none while the buttons settle (at `now`)."""
        if not self.origin.collidepoint(pos) or (now is not None and self.settling(now)):
            return None
        for item in self.items:
            if item.action is not None and self.screen_rect(item).collidepoint(pos):
                return item.action
        return None

    def zoom_at(self, pos: tuple[int, int], game: Game) -> tuple[Zoom, pygame.Rect] | None:
        """The zoom of a card shown in the panel (a Tea card to keep, the card being placed)."""
        if not self.origin.collidepoint(pos):
            return None
        for item in self.items:
            r = self.screen_rect(item)
            if item.kind in ("card", "subject") and r.collidepoint(pos):
                return card_zoom(game.cat, *item.data), r
        return None

    def targets(self) -> dict[Action, pygame.Rect]:
        return {i.action: self.screen_rect(i) for i in self.items
                if i.action is not None and self.visible(i)}

    # ------------------------------------------------------------------ draw
    def draw(self, surf: pygame.Surface, th: T.Theme, game: Game, marks: bool,
             mouse: tuple[int, int]) -> None:
        view = self.origin
        clip = surf.get_clip()
        surf.set_clip(view)
        for item in self.items:
            r = self.screen_rect(item)
            if not r.colliderect(view):
                continue
            if item.kind == "title":
                th.blit_text(surf, item.text, 16, T.GOLD, r.topleft, "serif-bold")
            elif item.kind == "text":
                size = item.data
                kind = "serif-bold" if size < 0 else "serif-italic"
                color = T.PARCHMENT if size > 0 else T.IVORY
                th.blit_text(surf, item.text, abs(size), color, r.topleft, kind)
            elif item.kind == "cost":
                x = th.blit_text(surf, _("To pay:"), 14, T.PARCHMENT, (r.x, r.centery), "serif-italic",
                                 "midleft").right + th.px(8)
                chip = pygame.Rect(x - th.px(4), r.y, th.px(16) + cost_width(th, item.data, 15), r.h)
                pygame.draw.rect(surf, T.IVORY, chip, border_radius=th.px(6))
                draw_cost(surf, th, item.data, (x + th.px(2), r.centery), 15, marks)
            elif item.kind == "subject":
                kind, cid = item.data
                surf.blit(bc.face(game.cat, kind, cid, r.w, marks), r.topleft)
            elif item.kind == "card":
                kind, cid = item.data
                surf.blit(bc.face(game.cat, kind, cid, r.w, marks), r.topleft)
                if r.collidepoint(mouse):
                    pygame.draw.rect(surf, T.GLOW, r.inflate(th.px(4), th.px(4)), th.px(3),
                                     border_radius=th.px(8))
            else:
                draw_button(surf, th, r, item.text, r.collidepoint(mouse), item.accent)
        surf.set_clip(clip)
        if self.max_scroll():
            self._scrollbar(surf, th)

    def _scrollbar(self, surf: pygame.Surface, th: T.Theme) -> None:
        view = self.origin
        track = pygame.Rect(view.right - th.px(6), view.y + th.px(4), th.px(4), view.h - th.px(8))
        pygame.draw.rect(surf, (40, 26, 22), track, border_radius=th.px(2))
        frac = view.h / self.content_h
        knob_h = max(th.px(20), int(track.h * frac))
        knob_y = track.y + int((track.h - knob_h) * self.scroll / self.max_scroll())
        pygame.draw.rect(surf, T.GOLD, (track.x, knob_y, track.w, knob_h), border_radius=th.px(2))
        if self.scroll < self.max_scroll():
            label = th.text(_("more below \u2193 (scroll)"), 11, T.GOLD, "serif-italic")
            band = pygame.Rect(view.x, 0, track.x - view.x, label.get_height() * 2)
            band.bottom = view.bottom
            surf.blit(fade(band.size), band)  # the hint never sits on a half-hidden button
            surf.blit(label, label.get_rect(bottomright=(track.x - th.px(6), view.bottom - th.px(2))))


@lru_cache(maxsize=8)
def same_decision(key: tuple, before: tuple) -> bool:
    """Whether a build for `key` (seat, kind, actions taken, width) is the decision built
    as `before`, again or after one move that kept its kind (a unit paid, a card trashed)."""
    seat, kind, taken, width = before
    return key in ((seat, kind, taken, width), (seat, kind, taken + 1, width))


def fade(size: tuple[int, int]) -> pygame.Surface:
    """A band of the panel's ground, clear at the top and opaque over its lower half: what
    scrolls under the "more below" hint fades out instead of showing through its letters."""
    w, h = size
    band = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    for y in range(h):
        band.fill((*GROUND, min(255, 510 * y // h)), (0, y, w, 1))
    return band
