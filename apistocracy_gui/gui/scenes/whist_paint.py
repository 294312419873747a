"""The whist table painted: the table and its rim, the top bar, each seat's plate, the trick,
the viewer's hand, the last trick, the table talk, the prompt, the Card Sharp's choice, the
hint and the teaching bubbles.

Everything drawn comes from `game.view(...)` for the seat whose eyes the table shows, and
every place from whist_layout.py, so a card is drawn exactly where a click finds it. Each
function takes the table's context and the frame it paints (`Frame`: the view, the parts and
the scene's state now, read-only), never the scene: painting changes neither the game nor
the scene.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ...engine import SeatView, View
from ...engine.catalog import WhistCard
from ...engine.ladycat import CHARACTER, SOLO_BASE
from ...engine.ladycat import card as solo_card
from ...i18n import N_, _, ngettext
from .. import art, moment, textures
from .. import theme as T
from ..board.banner import banner
from ..board.draw import baize
from ..board.refusal import note
from ..cards import draw_whist, size_for
from ..coach import of as coach_of
from ..tips import of as tips_of
from ..widgets import panel, suit_icon
from . import hint_sign
from .whist_layout import HAND_W, TRICK_BANNER, TableLayout
from .whist_tricks import TrickShow
from .whist_zoom import TableZoom

if TYPE_CHECKING:
    from ...bots.hint import Hint
    from ...session import Session
    from ..board.refusal import Refusal
    from ..hotseat import EndTurn
    from ..table.top_buttons import TopButtons
    from ..theme import Theme
    from ..tips_view import TipView
    from ..widgets import Button
    from .whist_context import WhistContext

DIAMOND = 2


@dataclass(frozen=True)
class Frame:
    """What one frame of the table paints besides the game: the viewing seat's `view`, the
    parts, the scene's buttons and teaching views, and the state of the turn now."""

    view: View
    layout: TableLayout
    tricks: TrickShow
    zoom: TableZoom
    buttons: TopButtons
    collect: Button  # Continue, under a won trick
    choices: Sequence[Button]  # a decision that is not a card: one button per action
    turn_end: EndTurn
    refusal: Refusal
    tip_view: TipView
    hint: Hint | None  # the Hint found for the viewer
    my_turn: bool  # the viewer may click a card now
    turn_over: bool  # hotseat: End turn waits
    coaching: bool  # the tutorial's coach speaks at this table
    ending: float  # the end-of-game banner's time left


@dataclass(frozen=True)
class Sign:
    """What the Hint's thinking sign reads (hint_sign.SignHost)."""

    session: Session
    theme: Theme
    buttons: TopButtons


def face(ctx: WhistContext, cid: int) -> WhistCard:
    """A card's face; Lady Cat's Solo cards show the whist suit and rank she plays them as."""
    if cid >= SOLO_BASE:
        c = solo_card(cid - SOLO_BASE)
        return WhistCard(cid, c.suit, c.rank, "solo")
    return ctx.game.cat.whist[cid]


def draw_card(ctx: WhistContext, surf: pygame.Surface, cid: int | None, rect: pygame.Rect,
              grey: bool = False) -> None:
    """A face (None: a back); Lady Cat's carry a "+\u00bd": they count half a rank higher (R6.11)."""
    marks = ctx.settings.colorblind_marks
    draw_whist(surf, None if cid is None else face(ctx, cid), rect, marks, grey)
    if cid is not None and cid >= SOLO_BASE:
        img = T.mark("+\u00bd", "sans-bold", max(8, rect.w // 6), T.IVORY)
        chip = img.get_rect(topright=(rect.right - rect.w // 14, rect.y + rect.w // 14)).inflate(
            rect.w // 14, rect.w // 30)
        pygame.draw.rect(surf, T.SEAT_COLORS[1], chip, border_radius=max(2, chip.h // 3))
        surf.blit(img, img.get_rect(center=chip.center))


def draw(ctx: WhistContext, surf: pygame.Surface, f: Frame) -> None:
    th, view, layout = ctx.theme, f.view, f.layout
    surf.blit(baize(surf.get_size()), (0, 0))
    surf.blit(textures.vignette(surf.get_size(), 110), (0, 0))
    table = layout.r(420, 150, 760, 460)  # the baize; the mahogany rim lies around it
    rim = table.inflate(round(table.w * 0.146), round(table.h * 0.256))
    surf.blit(art.image("whist_table", rim.w, rim.h), rim.topleft)
    draw_header(ctx, surf, f)
    for p in view.players:
        draw_seat(ctx, surf, f, p)
    draw_trick(ctx, surf, f)
    draw_hand(ctx, surf, f)
    draw_last_trick(ctx, surf, f)
    draw_log(ctx, surf, f)
    draw_prompt(ctx, surf, f)
    for fl in f.tricks.flights:
        draw_card(ctx, surf, fl.card, fl.rect())
    if f.ending > 0:
        banner(surf, th, _("The game is over"), min(1.0, f.ending / 0.3))
    if f.choices:
        box = layout.choice_box(len(f.choices))
        panel(surf, box, T.BG_DARK, T.GOLD, th.px(14), th.px(3))
        # Fitted: with 150% text the Card Sharp's question ran out of the box's sides.
        th.blit_fit(surf, ctx.game.prompt(ctx.session.viewer()), 22, T.GOLD,
                    (box.centerx, box.y + th.px(48)), box.w - th.px(40), anchor="center")
        for b in f.choices:
            b.draw(surf, th)
    draw_hint(ctx, surf, f)
    hint_sign.draw_sign(Sign(ctx.session, th, f.buttons), surf)
    draw_teaching(ctx, surf, f)
    f.zoom.draw(surf)
    f.refusal.draw(surf, th)


def draw_teaching(ctx: WhistContext, surf: pygame.Surface, f: Frame) -> None:
    """The coach's bubble and the tips, clear of the refusal note (drawn over them)."""
    th, layout, hint = ctx.theme, f.layout, f.buttons["hint"].rect
    clear = (f.refusal.rect(surf, th),) if f.refusal.active else ()
    coach = coach_of(ctx.session)
    if coach is not None and f.coaching:
        coach.draw(surf, th, layout.coach_rect(coach.step.point or "hand", hint),
                   strip=layout.r(20, 80, 400, 40), clear=clear)
    tipster = tips_of(ctx.session, ctx.settings.tips)
    if tipster is not None and not f.tricks.busy() and not ctx.game.is_over:  # (the pad's tips too)
        tipster.update()
        bubbles = (coach.bubble,) if coach is not None else ()
        # ... and of everything the player may click: the hand, the choices, the buttons
        keep = (*(r for _c, r, _ok in layout.card_rects()), *(b.rect for b in f.buttons.values()),
                f.collect.rect, *((layout.choice_box(len(f.choices)),) if f.choices else ()))
        f.tip_view.draw(surf, th, tipster, layout.coach_rect(tipster.point(), hint), clear + bubbles + keep)


def draw_hint(ctx: WhistContext, surf: pygame.Surface, f: Frame) -> None:
    h = f.hint
    if h is None or not f.my_turn:
        return
    th = ctx.theme
    target = next((rect for cid, rect, _ok in f.layout.card_rects() if h.action.args[:1] == (cid,)), None)
    at = None if target is None else (target.centerx, target.y - th.px(130))  # above the hand
    if target is None:
        target = next((b.rect for b in f.choices if b.label == h.action.label), None)
        at = None if target is None else (target.x, target.bottom + th.px(4))  # below a button
    if target is None or at is None:
        return
    pygame.draw.rect(surf, T.OK, target.inflate(th.px(10), th.px(10)), th.px(4), border_radius=th.px(12))
    note(surf, th, h.why, at, title=_("Hint: {move}").format(move=h.action.label), edge=T.OK)


def draw_header(ctx: WhistContext, surf: pygame.Surface, f: Frame) -> None:
    th, view = ctx.theme, f.view
    bar = f.layout.r(0, 0, 1600, 66)
    pygame.draw.rect(surf, T.PANEL, bar)
    pygame.draw.line(surf, T.GOLD_DARK, bar.bottomleft, bar.bottomright, th.px(2))
    # Lady Cat's whist deck can outlast the tricks (p.22): count the other hands only.
    counts = [p.hand_count for p in view.players if p.character != CHARACTER]
    played = view.tricks_played
    if ctx.game.is_over:
        heading = _("Whist \u00b7 every trick played")
    elif f.tricks.showing is not None or ctx.game.pending_kind() == "PlayCard" or view.trick:
        at = played if f.tricks.showing is not None else played + 1
        heading = _("Whist \u00b7 Trick {n} of {total}").format(n=at, total=played + max(counts))
    else:
        heading = _("Whist \u00b7 Preparing the hands")
    title = th.blit_text(surf, heading, 26, T.GOLD,
                         (bar.x + th.px(24), bar.centery), "serif-bold", "midleft")
    x = max(f.layout.r(430, 0, 0, 0).x, title.right + th.px(36))
    menu = f.buttons.left(bar.right) - hint_sign.width(Sign(ctx.session, th, f.buttons))
    # "Trump ♦ Diamonds", dropping the words the chip says already when they would run
    # under the menu (with 150% text at 1280x720 "Diamonds" did, while preparing hands).
    trump, diamonds = _("Trump"), _("Diamonds")
    said = th.text(trump, 20, T.PARCHMENT, "serif").get_width() + th.px(10)
    named = th.px(8) + th.text(diamonds, 20, T.IVORY, "serif-bold").get_width()
    chip_w, limit = th.px(40), menu - th.px(16)
    words = x + said + chip_w + named <= limit, x + said + chip_w <= limit
    if words[1]:
        x = th.blit_text(surf, trump, 20, T.PARCHMENT, (x, bar.centery), "serif", "midleft").right \
            + th.px(10)
    chip = pygame.Rect(x, bar.centery - th.px(20), chip_w, th.px(40))
    panel(surf, chip, T.IVORY, T.GOLD, th.px(8))
    suit_icon(surf, DIAMOND, chip.center, th.px(14), ctx.settings.colorblind_marks)
    end = chip.right
    if words[0]:
        end = th.blit_text(surf, diamonds, 20, T.IVORY, (chip.right + th.px(8), bar.centery),
                           "serif-bold", "midleft").right
    broken = view.diamonds_broken
    room = menu - end - th.px(40)
    # The tag in as many words as fit (the prompt below the table says it in full).
    kinds, low = ("sans-bold", "sans-cond-bold"), T.font_px(16, th.scale)
    tags = (_("broken"),) if broken else (_("not broken yet"), _("not broken"))
    found = next(((w, fit) for w in tags if (fit := T.fitting(w, kinds, th.fpx(16), room, low))), None)
    if found is not None:
        word, (kind, px) = found
        img = T.text(word, kind, px, T.INK if broken else T.PARCHMENT)
        tag = img.get_rect(midleft=(end + th.px(20), bar.centery))
        panel(surf, tag.inflate(th.px(16), th.px(10)), T.GLOW if broken else T.PANEL_LIGHT,
              T.GOLD_DARK, th.px(8), 1)
        surf.blit(img, tag)
    f.buttons.draw(surf, th, bool(ctx.session.humans))


def draw_seat(ctx: WhistContext, surf: pygame.Surface, f: Frame, p: SeatView) -> None:
    th, seat, view = ctx.theme, p.seat, f.view
    plate = f.layout.plate_rect(seat)
    current = view.current_player == seat and not f.tricks.busy()
    panel(surf, plate, T.PANEL, T.GLOW if current else T.GOLD_DARK, th.px(10),
          th.px(4 if current else 2))
    pygame.draw.rect(surf, T.SEAT_COLORS[seat], (plate.x, plate.y, th.px(10), plate.h),
                     border_top_left_radius=th.px(10), border_bottom_left_radius=th.px(10))
    th.blit_fit(surf, p.name, 19, T.IVORY, (plate.x + th.px(20), plate.y + th.px(10)),
                plate.w - th.px(30), role="name")
    won = p.tricks
    if ctx.session.is_computer(seat):
        tricks = ngettext("{n} trick won \u00b7 computer", "{n} tricks won \u00b7 computer",
                          won).format(n=won)
    else:
        tricks = ngettext("{n} trick won", "{n} tricks won", won).format(n=won)
    th.blit_fit(surf, tricks, 17, T.GOLD, (plate.x + th.px(20), plate.y + th.px(40)),
                plate.w - th.px(30), ("serif", "serif-cond"))
    draw_won_stack(ctx, surf, plate, p.tricks)
    badges = []
    if current:
        badges.append(N_("to play") if ctx.game.pending_kind() == "PlayCard" else N_("deciding"))
    leader = view.trick[0][0] if view.trick else view.leader
    if leader == seat and ctx.game.pending_kind() == "PlayCard":
        badges.append(N_("leads"))
    if view.tokens.card_sharp == seat:
        badges.append(N_("Card Sharp"))
    x = plate.x + th.px(26)
    for badge in badges:
        img = th.text(_(badge), 14, T.INK, "sans-bold")
        r = img.get_rect(topleft=(x, plate.y + th.px(70)))
        chip = r.inflate(th.px(12), th.px(6))
        fill = {"leads": T.GOLD, "to play": T.GLOW, "deciding": T.GLOW}.get(badge, T.PARCHMENT)
        panel(surf, chip, fill, T.GOLD_DARK, th.px(6), 1)
        surf.blit(img, r)
        x = chip.right + th.px(10)
    if seat != ctx.bottom_seat():
        for rect in f.layout.back_rects(seat, p.hand_count):
            draw_whist(surf, None, rect)
        backs = f.layout.back_rects(seat, max(1, p.hand_count))
        label = ngettext("{n} card", "{n} cards", p.hand_count).format(n=p.hand_count)
        th.blit_text(surf, label, 15, T.PARCHMENT, (backs[-1].right + th.px(8), backs[-1].centery),
                     "sans", "midleft")


def draw_won_stack(ctx: WhistContext, surf: pygame.Surface, plate: pygame.Rect, tricks: int) -> None:
    """The tricks a player has won, as a squared-up stack of card backs at their place."""
    th = ctx.theme
    w = th.px(24)
    for i in range(tricks):  # in the plate's free corner, under the trick count
        rect = pygame.Rect(plate.right - th.px(36) - i * th.px(4), plate.y + th.px(60), *size_for(w))
        draw_whist(surf, None, rect)


def draw_trick(ctx: WhistContext, surf: pygame.Surface, f: Frame) -> None:
    th = ctx.theme
    cards = f.tricks.on_table(f.view)
    flying = {fl.card for fl in f.tricks.flights}
    laid = [(seat, cid, f.layout.trick_rect(seat)) for seat, cid in cards if cid not in flying]
    for seat, cid, rect in laid:
        if f.tricks.showing and seat == f.tricks.showing.winner:
            pygame.draw.rect(surf, T.GLOW, rect.inflate(th.px(12), th.px(12)), border_radius=th.px(14))
        draw_card(ctx, surf, cid, rect)
    for seat, _cid, rect in laid:  # the names over every card: a later card never hides one
        draw_player_tag(ctx, surf, f.layout, seat, rect)
    if f.tricks.showing:
        name = ctx.game.name(f.tricks.showing.winner)
        box = f.layout.r(*TRICK_BANNER)
        panel(surf, box, T.PANEL, T.GOLD, th.px(10))
        th.blit_fit(surf, _("{name} wins the trick").format(name=name), 22, T.GOLD, box.center,
                    box.w - th.px(24), anchor="center")
        if f.tricks.waits_for_click():  # a click anywhere collects it, or this button
            f.collect.draw(surf, th)
        elif f.tricks.pause > 0 and ctx.session.humans:  # the demo goes on by itself
            th.blit_text(surf, _("click to continue"), 14, T.PARCHMENT,
                         (box.centerx, box.bottom + th.px(12)), "serif-italic", "center")
        k = f.tricks.moment()
        if k is not None:  # the season's last trick: its moment on the baize beside the trick,
            # on the side away from the winner's card, so no card or name is hidden
            side = f.layout.side_of(f.tricks.showing.winner)
            centre = f.layout.r(510 if side == "right" else 1090, 340, 0, 0).topleft
            moment.draw(surf, centre, k, _("The last trick"), "trick", th.px(42), th.fpx(18))


def draw_player_tag(ctx: WhistContext, surf: pygame.Surface, layout: TableLayout, seat: int,
                    rect: pygame.Rect) -> None:
    """Who played a card of the trick: their name on a chip of their colour, on the side of
    the card that faces them (under it at the sides, reaching outwards, so a long name at a
    large Text size never runs under the bottom card)."""
    th = ctx.theme
    img = th.text(ctx.game.name(seat), 13, T.IVORY, "sans-bold")
    side = layout.side_of(seat)
    pos = {"bottom": {"midtop": (rect.centerx, rect.bottom + th.px(6))},
           "top": {"midbottom": (rect.centerx, rect.y - th.px(6))},
           "left": {"topright": (rect.right - th.px(6), rect.bottom + th.px(6))},
           "right": {"topleft": (rect.x + th.px(6), rect.bottom + th.px(6))}}[side]
    r = img.get_rect(**pos)
    chip = r.inflate(th.px(12), th.px(6))
    pygame.draw.rect(surf, T.SEAT_COLORS[seat % len(T.SEAT_COLORS)], chip, border_radius=th.px(6))
    surf.blit(img, r)


def draw_hand(ctx: WhistContext, surf: pygame.Surface, f: Frame) -> None:
    me = f.view.players[ctx.bottom_seat()]
    if me.hand is None:  # not ours to see: the backs only
        th = ctx.theme
        w, h = size_for(th.px(HAND_W))
        n = me.hand_count
        for i in range(n):
            x = f.layout.r(800, 0, 0, 0).x + (i - n / 2) * th.px(40)
            draw_whist(surf, None, pygame.Rect(x, f.layout.r(0, 880, 0, 0).y - h, w, h))
        return
    legal = ctx.cards()
    flying = {fl.card for fl in f.tricks.flights}
    waiting = not legal  # another player's turn (or a trick on show): the hand rests, dimmed
    for cid, rect in f.layout.hand_rects(me.hand or []):
        if cid in flying:
            continue
        dim = waiting or cid not in legal
        draw_card(ctx, surf, cid, rect, grey=dim)
        if cid in legal and cid == f.layout.hover:  # red: this click throws the card away
            color = T.RED if legal[cid].kind == "trash_whist" else T.GLOW
            pygame.draw.rect(surf, color, rect.inflate(ctx.theme.px(6), ctx.theme.px(6)),
                             ctx.theme.px(3), border_radius=ctx.theme.px(12))


def draw_last_trick(ctx: WhistContext, surf: pygame.Surface, f: Frame) -> None:
    shown = f.tricks.seen.get(ctx.game.view(None).tricks_played)
    if shown is None or f.tricks.showing is not None:
        return
    th = ctx.theme
    box = f.layout.r(20, 560, 260, 210)
    panel(surf, box, T.PANEL, T.GOLD_DARK, th.px(10))
    th.blit_text(surf, _("Last trick"), 17, T.GOLD, (box.x + th.px(14), box.y + th.px(10)), "serif-bold")
    w = th.px(52)
    for i, (seat, cid) in enumerate(shown.cards):
        rect = pygame.Rect(box.x + th.px(14) + i * th.px(58), box.y + th.px(42), *size_for(w))
        if seat == shown.winner:
            pygame.draw.rect(surf, T.GLOW, rect.inflate(th.px(6), th.px(6)), border_radius=th.px(8))
        draw_card(ctx, surf, cid, rect)
        pygame.draw.rect(surf, T.SEAT_COLORS[seat], (rect.x, rect.bottom + th.px(6), rect.w, th.px(6)))
    th.blit_wrapped(surf, _("won by {name}").format(name=ctx.game.name(shown.winner)), 16, T.IVORY,
                    pygame.Rect(box.x + th.px(14), box.bottom - th.px(48), box.w - th.px(28),
                                th.px(44)), "serif-italic")


def draw_log(ctx: WhistContext, surf: pygame.Surface, f: Frame) -> None:
    th = ctx.theme
    box = f.layout.r(1320, 560, 260, 320)
    panel(surf, box, T.PANEL, T.GOLD_DARK, th.px(10))
    th.blit_text(surf, _("Table talk"), 17, T.GOLD, (box.x + th.px(14), box.y + th.px(10)), "serif-bold")
    inner = pygame.Rect(box.x + th.px(14), box.y + th.px(40), box.w - th.px(28), box.h - th.px(50))
    lines: list[str] = []
    for entry in f.view.log[-12:]:
        lines += T.wrap(entry, "serif", th.fpx(14), inner.w)
    step = max(int(th.px(14) * 1.3), round(th.fpx(14) * 1.2))
    keep = lines[-max(1, inner.h // step):]
    for i, line in enumerate(keep):
        color = T.IVORY if i >= len(keep) - 2 else T.PARCHMENT
        surf.blit(th.text(line, 14, color), (inner.x, inner.y + i * step))


def draw_prompt(ctx: WhistContext, surf: pygame.Surface, f: Frame) -> None:
    th, g, view = ctx.theme, ctx.game, f.view
    if f.tricks.showing or f.choices or g.is_over:
        return
    seat = g.current_player
    if f.turn_over:  # between the table's rim and the hand, clear of the side panels
        f.turn_end.button.draw(surf, th)
        th.blit_fit(surf, f.turn_end.short(), 20, T.GLOW, f.layout.r(800, 640, 0, 0).topleft,
                    f.layout.r(0, 0, 700, 0).w, anchor="center")
        return
    if f.my_turn:
        text, color = g.prompt(seat), T.GLOW
        legal = ctx.cards()
        hand = view.players[g.to_move].hand or []
        if legal and len(legal) < len(hand) and g.pending_kind() == "PlayCard":
            text = (_("{prompt} \u2014 follow the suit led") if view.trick
                    else _("{prompt} \u2014 Diamonds are not broken yet")).format(prompt=text)
    else:
        text = ctx.session.with_thinking(g.prompt(None), pygame.time.get_ticks())
        color = T.PARCHMENT
    th.blit_text(surf, text, 22, color, f.layout.r(800, 640, 0, 0).topleft, "serif-bold", "center")
