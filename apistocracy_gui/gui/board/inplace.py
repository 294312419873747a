"""Choices made on the card itself (RULINGS R7.2, R7.3): Lord Edward's "keep face-up" or
"trash" buttons on the Tea card he uses, and the Swap tab on Lady Alexandria's and Lord
Shae's club card.

A player meets these choices where the card is, not in a list: the Tea card that pays gets its
two buttons beside it on the mat, and the club card glows with a Swap tab whenever the
one-time swap can be made (at any decision of the owner's turn). The tab starts a swap: the
Parlor's Star cards glow and a click on one takes it. Every button carries exactly one of
`game.legal_actions()`, or, for the tab, none (it only starts or cancels the swap).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...engine import Action, Game
from ...i18n import N_, _
from .. import theme as T
from . import mat
from .layout import SeasonLayout
from .panel_button import BUTTON_SIZE, draw_button  # the panel's own button look
from .view import Spots

SWAP_GLOW = (150, 205, 255)  # the club card and the Star cards it can become: not a legal-click gilt
TEA_BUTTONS = (("keep", N_("Keep face-up")), ("trash", N_("Trash it")))  # translated where drawn
TEA_W, TEA_BUTTON_H, TEA_HEAD = 172, 28, 20  # design pixels of the popover over a Tea card (at least)
TEA_CAPTION, TEA_CAPTION_SIZE = N_("Use this Tea card, then:"), 12
SWAP_W = 96  # design pixels (at least); its height is the headings' row it sits in
SWAP_LABELS = (N_("Swap \u2605"), N_("Cancel"))


@dataclass(frozen=True)
class Tab:
    key: str  # "tea_keep:<id>", "tea_trash:<id>", "club_swap"
    rect: pygame.Rect
    label: str
    action: Action | None  # None: the Swap tab (starts or cancels choosing a Star card)


def swaps(legal: list[Action]) -> list[Action]:
    return [a for a in legal if a.kind == "club_power"]


def club_card_key(game: Game, seat: int) -> str | None:
    """The mat hot spot of the seat's club card while it may be swapped: its hand card, or the
    discard pile that holds it."""
    p = game.view(seat).players[seat]
    cid = game.cat.characters[p.character].starting_rank - 1  # the Club of the starting rank
    return f"hand:{cid}" if cid in (p.hand or ()) else "discard" if cid in p.discard else None


def tea_choices(legal: list[Action]) -> dict[int, dict[str, Action]]:
    """Lord Edward's Tea cards that may pay now, each with its "keep" and "trash" action."""
    out: dict[int, dict[str, Action]] = {}
    for a in legal:
        if a.kind == "tea" and len(a.args) == 2:
            out.setdefault(a.args[0], {})[a.args[1]] = a
    return out


def tabs(game: Game, seat: int | None, legal: list[Action], spots: Spots, th: T.Theme,
         swapping: bool, lay: SeasonLayout) -> list[Tab]:
    """The in-place buttons for the decision on screen (none when it is not `seat`'s)."""
    out: list[Tab] = []
    if seat is None or not legal:
        return out
    choices = tea_choices(legal)
    boxes = tea_boxes(spots, list(choices), th, lay.mat.rect)
    for cid, acts in choices.items():
        if cid not in boxes:
            continue
        box, head, button_h = boxes[cid]
        y = box.y + head
        for verb, label in TEA_BUTTONS:
            r = pygame.Rect(box.x + th.px(6), y, box.w - th.px(12), button_h)
            out.append(Tab(f"tea_{verb}:{cid}", r, _(label), acts[verb]))
            y += button_h + th.px(4)
    key = club_card_key(game, seat) if swaps(legal) else None
    spot = spots.by_key.get(key) if key else None
    if spot is not None:
        out.append(Tab("club_swap", swap_rect(spot.rect, th, lay), _(SWAP_LABELS[swapping]), None))
    return out


def swap_rect(card: pygame.Rect, th: T.Theme, lay: SeasonLayout) -> pygame.Rect:
    """The Swap tab in the free part of the mat's headings row, as near above the club card
    (or the discard pile holding it) as that row allows: over the card it hid the "Hand"
    heading and, for the first card, stuck out past the mat's edge. Its label is printed like
    the headings beside it (see `draw`), so it fits the row at every Text size."""
    room = mat.heading_room(lay, th)
    with th.printed():
        label_w = max(th.text(_(s), BUTTON_SIZE, T.IVORY, "serif-bold").get_width() for s in SWAP_LABELS)
    r = pygame.Rect(0, room.y, min(room.w, max(th.px(SWAP_W), label_w + th.px(16))), room.h)
    r.centerx = card.centerx
    return r.clamp(room)


def tea_boxes(spots: Spots, cids: list[int], th: T.Theme,
              mat: pygame.Rect) -> dict[int, tuple[pygame.Rect, int, int]]:
    """Each Tea card's popover (`tea_layout`), none over another: two cards side by side near
    the mat's edge put theirs on one spot, the first hidden with its buttons (the D-pad could not
    reach them, a click chose a card the player could not see; issue 55). A popover that would
    overlap one placed before goes to its left (the cards are placed from the right), or above
    it where the mat has no room beside."""
    out: dict[int, tuple[pygame.Rect, int, int]] = {}
    gap = th.px(6)
    cards = {cid: spots.by_key[f"tea:{cid}"].rect for cid in cids if f"tea:{cid}" in spots.by_key}
    for cid in sorted(cards, key=lambda c: -cards[c].centerx):  # from the right: no crossed pointers
        box, head, button_h = tea_layout(cards[cid], th, mat)
        for _step in range(len(out)):
            other = next((o for o, _h, _b in out.values() if o.colliderect(box)), None)
            if other is None:
                break
            beside = box.move(other.left - gap - box.right, 0).clamp(mat)
            box = beside if not beside.colliderect(other) else \
                box.move(0, other.top - gap - box.bottom).clamp(mat)
        out[cid] = (box, head, button_h)
    return out


def tea_layout(card: pygame.Rect, th: T.Theme, mat: pygame.Rect) -> tuple[pygame.Rect, int, int]:
    """The popover beside a Tea card on the mat (above it, kept on the `mat`: at 1280x720 with
    150% text it ran off the mat's right edge over the decision panel's buttons), its caption's
    height and its buttons' height. It grows with its text: at 1280x720 the 12 px text floor
    makes the caption wider than the design width, and the Text size option enlarges both."""
    cap = th.text(_(TEA_CAPTION), TEA_CAPTION_SIZE, T.PARCHMENT, "serif-italic")
    head = max(th.px(TEA_HEAD), cap.get_height() + th.px(4))
    button_h = max(th.px(TEA_BUTTON_H), th.fpx(BUTTON_SIZE) + th.px(10))
    box = pygame.Rect(0, 0, max(th.px(TEA_W), cap.get_width() + th.px(16)),
                      head + 2 * (button_h + th.px(4)) + th.px(4))
    box.midbottom = (card.centerx, card.y - th.px(6))
    return box.clamp(mat), head, button_h


def hit(found: list[Tab], pos: tuple[int, int]) -> Tab | None:
    return next((t for t in found if t.rect.collidepoint(pos)), None)


def draw(surf: pygame.Surface, th: T.Theme, found: list[Tab], spots: Spots, mat: pygame.Rect,
         mouse: tuple[int, int]) -> None:
    """The Tea popovers (a caption over the two buttons, a pointer to the card) and the tab."""
    drawn: set[int] = set()
    cids = list(dict.fromkeys(int(t.key.split(":")[1]) for t in found if t.key.startswith("tea_")))
    boxes = tea_boxes(spots, cids, th, mat)
    for t in found:
        if t.key.startswith("tea_"):
            cid = int(t.key.split(":")[1])
            if cid not in drawn:
                drawn.add(cid)
                card = spots.by_key[f"tea:{cid}"].rect
                box = boxes[cid][0]
                foot = (min(max(card.centerx, box.left + th.px(12)), box.right - th.px(12)), box.bottom)
                pygame.draw.line(surf, T.GLOW, foot, card.midtop, th.px(2))
                pygame.draw.rect(surf, (20, 12, 10), box.move(0, th.px(3)), border_radius=th.px(8))
                pygame.draw.rect(surf, T.PANEL, box, border_radius=th.px(8))
                pygame.draw.rect(surf, T.GLOW, box, th.px(2), border_radius=th.px(8))
                th.blit_text(surf, _(TEA_CAPTION), TEA_CAPTION_SIZE, T.PARCHMENT,
                             (box.centerx, box.y + th.px(4)), "serif-italic", "midtop")
            draw_button(surf, th, t.rect, t.label, t.rect.collidepoint(mouse), t.key.startswith("tea_keep"))
        else:  # the Swap tab, printed at the 100% size like the mat's headings around it
            with th.printed():
                draw_button(surf, th, t.rect, t.label, t.rect.collidepoint(mouse), True)
