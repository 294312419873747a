"""The whist table painted: the table and its rim, the top bar, each seat's plate, the trick,
the viewer's hand, the last trick, the table talk, the prompt, the Card Sharp's choice, the
hint and the teaching bubbles.

Everything drawn comes from `game.view(...)` for the seat whose eyes the table shows, and
every place from whist_layout.py, so a card is drawn exactly where a click finds it. Painting
never changes the game or the scene's state.
"""

from __future__ import annotations

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
from .whist_layout import HAND_W, TRICK_BANNER

if TYPE_CHECKING:
    from .whist import WhistScene

DIAMOND = 2


def face(scene: WhistScene, cid: int) -> WhistCard:
    """A card's face; Lady Cat's Solo cards show the whist suit and rank she plays them as."""
    if cid >= SOLO_BASE:
        c = solo_card(cid - SOLO_BASE)
        return WhistCard(cid, c.suit, c.rank, "solo")
    return scene.game.cat.whist[cid]


def draw_card(scene: WhistScene, surf: pygame.Surface, cid: int | None, rect: pygame.Rect,
              grey: bool = False) -> None:
    """A face (None: a back); Lady Cat's carry a "+\u00bd": they count half a rank higher (R6.11)."""
    marks = scene.app.settings.colorblind_marks
    draw_whist(surf, None if cid is None else face(scene, cid), rect, marks, grey)
    if cid is not None and cid >= SOLO_BASE:
        img = T.mark("+\u00bd", "sans-bold", max(8, rect.w // 6), T.IVORY)
        chip = img.get_rect(topright=(rect.right - rect.w // 14, rect.y + rect.w // 14)).inflate(
            rect.w // 14, rect.w // 30)
        pygame.draw.rect(surf, T.SEAT_COLORS[1], chip, border_radius=max(2, chip.h // 3))
        surf.blit(img, img.get_rect(center=chip.center))


def draw(scene: WhistScene, surf: pygame.Surface) -> None:
    th = scene.theme
    scene.table.place_buttons()
    view = scene.view()
    surf.blit(baize(surf.get_size()), (0, 0))
    surf.blit(textures.vignette(surf.get_size(), 110), (0, 0))
    table = scene.table.r(420, 150, 760, 460)  # the baize; the mahogany rim lies around it
    rim = table.inflate(round(table.w * 0.146), round(table.h * 0.256))
    surf.blit(art.image("whist_table", rim.w, rim.h), rim.topleft)
    draw_header(scene, surf, view)
    for p in view.players:
        draw_seat(scene, surf, view, p)
    draw_trick(scene, surf, view)
    draw_hand(scene, surf, view)
    draw_last_trick(scene, surf)
    draw_log(scene, surf, view)
    draw_prompt(scene, surf, view)
    for f in scene.tricks.flights:
        draw_card(scene, surf, f.card, f.rect())
    if scene.ending > 0:
        banner(surf, th, _("The game is over"), min(1.0, scene.ending / 0.3))
    if scene.choices:
        box = scene.table.choice_box()
        panel(surf, box, T.BG_DARK, T.GOLD, th.px(14), th.px(3))
        # Fitted: with 150% text the Card Sharp's question ran out of the box's sides.
        th.blit_fit(surf, scene.game.prompt(scene.session.viewer()), 22, T.GOLD,
                    (box.centerx, box.y + th.px(48)), box.w - th.px(40), anchor="center")
        for b in scene.choices:
            b.draw(surf, th)
    draw_hint(scene, surf)
    hint_sign.draw_sign(scene, surf)
    # The refusal note is drawn over the teaching bubbles, which keep clear of it.
    clear = (scene.refusal.rect(surf, th),) if scene.refusal.active else ()
    coach = coach_of(scene.session)
    if coach is not None and scene.coaching():
        coach.draw(surf, th, scene.table.coach_rect(coach.step.point or "hand"),
                   strip=scene.table.r(20, 80, 400, 40), clear=clear)
    tipster = tips_of(scene.session, scene.app.settings.tips)
    if tipster is not None and not scene.tricks.busy() and not scene.game.is_over:  # (the pad's tips too)
        tipster.update()
        bubbles = (coach.bubble,) if coach is not None else ()
        # ... and of everything the player may click: the hand, the choices, the buttons
        keep = (*(r for _c, r, _ok in scene.table.card_rects()), *(b.rect for b in scene.buttons.values()),
                scene.collect.rect, *((scene.table.choice_box(),) if scene.choices else ()))
        scene.tip_view.draw(surf, th, tipster, scene.table.coach_rect(tipster.point()),
                           clear + bubbles + keep)
    scene.table_zoom.draw(surf)
    scene.refusal.draw(surf, th)


def draw_hint(scene: WhistScene, surf: pygame.Surface) -> None:
    h = scene.hint_shown
    if h is None or not scene.my_turn():
        return
    th = scene.theme
    target = next((rect for cid, rect, _ok in scene.table.card_rects() if h.action.args[:1] == (cid,)), None)
    at = None if target is None else (target.centerx, target.y - th.px(130))  # above the hand
    if target is None:
        target = next((b.rect for b in scene.choices if b.label == h.action.label), None)
        at = None if target is None else (target.x, target.bottom + th.px(4))  # below a button
    if target is None or at is None:
        return
    pygame.draw.rect(surf, T.OK, target.inflate(th.px(10), th.px(10)), th.px(4), border_radius=th.px(12))
    note(surf, th, h.why, at, title=_("Hint: {move}").format(move=h.action.label), edge=T.OK)


def draw_header(scene: WhistScene, surf: pygame.Surface, view: View) -> None:
    th = scene.theme
    bar = scene.table.r(0, 0, 1600, 66)
    pygame.draw.rect(surf, T.PANEL, bar)
    pygame.draw.line(surf, T.GOLD_DARK, bar.bottomleft, bar.bottomright, th.px(2))
    # Lady Cat's whist deck can outlast the tricks (p.22): count the other hands only.
    counts = [p.hand_count for p in view.players if p.character != CHARACTER]
    played = view.tricks_played
    if scene.game.is_over:
        heading = _("Whist \u00b7 every trick played")
    elif scene.tricks.showing is not None or scene.game.pending_kind() == "PlayCard" or view.trick:
        at = played if scene.tricks.showing is not None else played + 1
        heading = _("Whist \u00b7 Trick {n} of {total}").format(n=at, total=played + max(counts))
    else:
        heading = _("Whist \u00b7 Preparing the hands")
    title = th.blit_text(surf, heading, 26, T.GOLD,
                         (bar.x + th.px(24), bar.centery), "serif-bold", "midleft")
    x = max(scene.table.r(430, 0, 0, 0).x, title.right + th.px(36))
    menu = scene.buttons.left(bar.right) - hint_sign.width(scene)
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
    suit_icon(surf, DIAMOND, chip.center, th.px(14), scene.app.settings.colorblind_marks)
    end = chip.right
    if words[0]:
        end = th.blit_text(surf, diamonds, 20, T.IVORY, (chip.right + th.px(8), bar.centery),
                           "serif-bold", "midleft").right
    broken = view.diamonds_broken
    room = menu - end - th.px(40)
    # The tag in as many words as fit (the prompt below the table says it in full).
    kinds, low = ("sans-bold", "sans-cond-bold"), T.font_px(16, th.scale)
    tags = (_("broken"),) if broken else (_("not broken yet"), _("not broken"))
    found = next(((w, f) for w in tags if (f := T.fitting(w, kinds, th.fpx(16), room, low))), None)
    if found is not None:
        word, (kind, px) = found
        img = T.text(word, kind, px, T.INK if broken else T.PARCHMENT)
        tag = img.get_rect(midleft=(end + th.px(20), bar.centery))
        panel(surf, tag.inflate(th.px(16), th.px(10)), T.GLOW if broken else T.PANEL_LIGHT,
              T.GOLD_DARK, th.px(8), 1)
        surf.blit(img, tag)
    scene.buttons.draw(surf, th, bool(scene.session.humans))


def draw_seat(scene: WhistScene, surf: pygame.Surface, view: View, p: SeatView) -> None:
    th, seat = scene.theme, p.seat
    plate = scene.table.plate_rect(seat)
    current = view.current_player == seat and not scene.tricks.busy()
    panel(surf, plate, T.PANEL, T.GLOW if current else T.GOLD_DARK, th.px(10),
          th.px(4 if current else 2))
    pygame.draw.rect(surf, T.SEAT_COLORS[seat], (plate.x, plate.y, th.px(10), plate.h),
                     border_top_left_radius=th.px(10), border_bottom_left_radius=th.px(10))
    th.blit_fit(surf, p.name, 19, T.IVORY, (plate.x + th.px(20), plate.y + th.px(10)),
                plate.w - th.px(30), role="name")
    won = p.tricks
    if scene.session.is_computer(seat):
        tricks = ngettext("{n} trick won \u00b7 computer", "{n} tricks won \u00b7 computer",
                          won).format(n=won)
    else:
        tricks = ngettext("{n} trick won", "{n} tricks won", won).format(n=won)
    th.blit_fit(surf, tricks, 17, T.GOLD, (plate.x + th.px(20), plate.y + th.px(40)),
                plate.w - th.px(30), ("serif", "serif-cond"))
    draw_won_stack(scene, surf, plate, p.tricks)
    badges = []
    if current:
        badges.append(N_("to play") if scene.game.pending_kind() == "PlayCard" else N_("deciding"))
    leader = view.trick[0][0] if view.trick else view.leader
    if leader == seat and scene.game.pending_kind() == "PlayCard":
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
    if seat != scene.bottom_seat():
        for rect in scene.table.back_rects(seat, p.hand_count):
            draw_whist(surf, None, rect)
        backs = scene.table.back_rects(seat, max(1, p.hand_count))
        label = ngettext("{n} card", "{n} cards", p.hand_count).format(n=p.hand_count)
        th.blit_text(surf, label, 15, T.PARCHMENT, (backs[-1].right + th.px(8), backs[-1].centery),
                     "sans", "midleft")


def draw_won_stack(scene: WhistScene, surf: pygame.Surface, plate: pygame.Rect, tricks: int) -> None:
    """The tricks a player has won, as a squared-up stack of card backs at their place."""
    th = scene.theme
    w = th.px(24)
    for i in range(tricks):  # in the plate's free corner, under the trick count
        rect = pygame.Rect(plate.right - th.px(36) - i * th.px(4), plate.y + th.px(60), *size_for(w))
        draw_whist(surf, None, rect)


def draw_trick(scene: WhistScene, surf: pygame.Surface, view: View) -> None:
    th = scene.theme
    cards = scene.tricks.showing.cards if scene.tricks.showing else [tuple(t) for t in view.trick]
    flying = {f.card for f in scene.tricks.flights}
    laid = [(seat, cid, scene.table.trick_rect(seat)) for seat, cid in cards if cid not in flying]
    for seat, cid, rect in laid:
        if scene.tricks.showing and seat == scene.tricks.showing.winner:
            pygame.draw.rect(surf, T.GLOW, rect.inflate(th.px(12), th.px(12)), border_radius=th.px(14))
        draw_card(scene, surf, cid, rect)
    for seat, _cid, rect in laid:  # the names over every card: a later card never hides one
        draw_player_tag(scene, surf, seat, rect)
    if scene.tricks.showing:
        name = scene.game.name(scene.tricks.showing.winner)
        box = scene.table.r(*TRICK_BANNER)
        panel(surf, box, T.PANEL, T.GOLD, th.px(10))
        th.blit_fit(surf, _("{name} wins the trick").format(name=name), 22, T.GOLD, box.center,
                    box.w - th.px(24), anchor="center")
        if scene.tricks.waits_for_click():  # a click anywhere collects it, or this button
            scene.collect.draw(surf, th)
        elif scene.tricks.pause > 0 and scene.session.humans:  # the demo goes on by itself
            th.blit_text(surf, _("click to continue"), 14, T.PARCHMENT,
                         (box.centerx, box.bottom + th.px(12)), "serif-italic", "center")
        k = scene.tricks.moment()
        if k is not None:  # the season's last trick: its moment on the baize beside the trick,
            # on the side away from the winner's card, so no card or name is hidden
            side = scene.table.side_of(scene.tricks.showing.winner)
            centre = scene.table.r(510 if side == "right" else 1090, 340, 0, 0).topleft
            moment.draw(surf, centre, k, _("The last trick"), "trick", th.px(42), th.fpx(18))


def draw_player_tag(scene: WhistScene, surf: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
    """Who played a card of the trick: their name on a chip of their colour, on the side of
    the card that faces them (under it at the sides, reaching outwards, so a long name at a
    large Text size never runs under the bottom card)."""
    th = scene.theme
    img = th.text(scene.game.name(seat), 13, T.IVORY, "sans-bold")
    side = scene.table.side_of(seat)
    pos = {"bottom": {"midtop": (rect.centerx, rect.bottom + th.px(6))},
           "top": {"midbottom": (rect.centerx, rect.y - th.px(6))},
           "left": {"topright": (rect.right - th.px(6), rect.bottom + th.px(6))},
           "right": {"topleft": (rect.x + th.px(6), rect.bottom + th.px(6))}}[side]
    r = img.get_rect(**pos)
    chip = r.inflate(th.px(12), th.px(6))
    pygame.draw.rect(surf, T.SEAT_COLORS[seat % len(T.SEAT_COLORS)], chip, border_radius=th.px(6))
    surf.blit(img, r)


def draw_hand(scene: WhistScene, surf: pygame.Surface, view: View) -> None:
    me = view.players[scene.bottom_seat()]
    if me.hand is None:  # not ours to see: the backs only
        th = scene.theme
        w, h = size_for(th.px(HAND_W))
        n = me.hand_count
        for i in range(n):
            x = scene.table.r(800, 0, 0, 0).x + (i - n / 2) * th.px(40)
            draw_whist(surf, None, pygame.Rect(x, scene.table.r(0, 880, 0, 0).y - h, w, h))
        return
    legal = scene.card_actions()
    flying = {f.card for f in scene.tricks.flights}
    waiting = not legal  # another player's turn (or a trick on show): the hand rests, dimmed
    for cid, rect in scene.table.hand_rects(me.hand):
        if cid in flying:
            continue
        dim = waiting or cid not in legal
        draw_card(scene, surf, cid, rect, grey=dim)
        if cid in legal and cid == scene.hover:  # red: this click throws the card away
            color = T.RED if legal[cid].kind == "trash_whist" else T.GLOW
            pygame.draw.rect(surf, color, rect.inflate(scene.theme.px(6), scene.theme.px(6)),
                             scene.theme.px(3), border_radius=scene.theme.px(12))


def draw_last_trick(scene: WhistScene, surf: pygame.Surface) -> None:
    shown = scene.tricks.seen.get(scene.game.view(None).tricks_played)
    if shown is None or scene.tricks.showing is not None:
        return
    th = scene.theme
    box = scene.table.r(20, 560, 260, 210)
    panel(surf, box, T.PANEL, T.GOLD_DARK, th.px(10))
    th.blit_text(surf, _("Last trick"), 17, T.GOLD, (box.x + th.px(14), box.y + th.px(10)), "serif-bold")
    w = th.px(52)
    for i, (seat, cid) in enumerate(shown.cards):
        rect = pygame.Rect(box.x + th.px(14) + i * th.px(58), box.y + th.px(42), *size_for(w))
        if seat == shown.winner:
            pygame.draw.rect(surf, T.GLOW, rect.inflate(th.px(6), th.px(6)), border_radius=th.px(8))
        draw_card(scene, surf, cid, rect)
        pygame.draw.rect(surf, T.SEAT_COLORS[seat], (rect.x, rect.bottom + th.px(6), rect.w, th.px(6)))
    th.blit_wrapped(surf, _("won by {name}").format(name=scene.game.name(shown.winner)), 16, T.IVORY,
                    pygame.Rect(box.x + th.px(14), box.bottom - th.px(48), box.w - th.px(28),
                                th.px(44)), "serif-italic")


def draw_log(scene: WhistScene, surf: pygame.Surface, view: View) -> None:
    th = scene.theme
    box = scene.table.r(1320, 560, 260, 320)
    panel(surf, box, T.PANEL, T.GOLD_DARK, th.px(10))
    th.blit_text(surf, _("Table talk"), 17, T.GOLD, (box.x + th.px(14), box.y + th.px(10)), "serif-bold")
    inner = pygame.Rect(box.x + th.px(14), box.y + th.px(40), box.w - th.px(28), box.h - th.px(50))
    lines: list[str] = []
    for entry in view.log[-12:]:
        lines += T.wrap(entry, "serif", th.fpx(14), inner.w)
    step = max(int(th.px(14) * 1.3), round(th.fpx(14) * 1.2))
    keep = lines[-max(1, inner.h // step):]
    for i, line in enumerate(keep):
        color = T.IVORY if i >= len(keep) - 2 else T.PARCHMENT
        surf.blit(th.text(line, 14, color), (inner.x, inner.y + i * step))


def draw_prompt(scene: WhistScene, surf: pygame.Surface, view: View) -> None:
    th, g = scene.theme, scene.game
    if scene.tricks.showing or scene.choices or g.is_over:
        return
    seat = g.current_player
    if scene.turn_over():  # between the table's rim and the hand, clear of the side panels
        scene.turn_end.button.draw(surf, th)
        th.blit_fit(surf, scene.turn_end.short(), 20, T.GLOW, scene.table.r(800, 640, 0, 0).topleft,
                    scene.table.r(0, 0, 700, 0).w, anchor="center")
        return
    if scene.my_turn():
        text, color = g.prompt(seat), T.GLOW
        legal = scene.card_actions()
        hand = view.players[g.to_move].hand or []
        if legal and len(legal) < len(hand) and g.pending_kind() == "PlayCard":
            text = (_("{prompt} \u2014 follow the suit led") if view.trick
                    else _("{prompt} \u2014 Diamonds are not broken yet")).format(prompt=text)
    else:
        text = scene.session.with_thinking(g.prompt(None), pygame.time.get_ticks())
        color = T.PARCHMENT
    th.blit_text(surf, text, 22, color, scene.table.r(800, 640, 0, 0).topleft, "serif-bold", "center")
