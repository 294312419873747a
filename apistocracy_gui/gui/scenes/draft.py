"""The Advanced Gameplay Mode's two choices made on the table (rulebook p.22).

- The Goal draft: starting with the First Player, each player selects a Goal token and takes
  its matching Host token. The sheet shows the turn order with each player's pick, and the
  five Goal tokens with their full text, their Host token's A and B suits and who took them.
- The Host Bonus choice: when a player reaches their goal they choose a Host Bonus token
  still available and take the next VP token in order of choosing. The sheet shows the five
  Bonus tokens with their full text and who holds them, and the VP tokens with the one this
  player will take.

While either decision is pending no Calling Card can be placed, so the sheet is laid over the
Assembly Room by the Season scene. It is public information, drawn from `game.view()`;
the tokens offered are exactly `game.legal_actions()`: a token is clickable (its hot spot
is `decision.inplace_key(action)`) only when the engine lists it.
"""

from __future__ import annotations

import pygame

from ...engine import Action, View
from ...engine.advanced import GoalToken, advanced_data, draft_order, goal_text
from ...engine.names import SUIT_NAMES
from ...i18n import _, data, pgettext
from .. import theme as T
from ..board import adv_tokens as tok
from ..board.decision import inplace_key
from ..board.draw import MAHOGANY, disc, plaque, wood_panel
from ..board.layout import Area
from ..board.mat_seat import GOAL_SHORT
from ..board.view import BoardView, Zoom
from ..widgets import suit_icon

KINDS = ("DraftGoal", "ChooseBonus")
CARD_TOP, CARD_H, CARD_GAP, MARGIN = 128, 258, 12, 20
TAKEN_FILL = (196, 184, 156)


def showing(pending_kind: str | None) -> bool:
    """True while the sheet replaces the Assembly Room (a Goal or Host Bonus choice is pending)."""
    return pending_kind in KINDS


def draw(surf: pygame.Surface, v: BoardView, area: Area) -> None:
    """Draw the pending choice's sheet over `area` and register a hot spot per token."""
    wood_panel(surf, area.rect, v.th, MAHOGANY)
    if v.game.pending_kind() == "DraftGoal":
        _goal_sheet(surf, v, area)
    else:
        _bonus_sheet(surf, v, area)


# --------------------------------------------------------------------------- shared parts
def _deciding(v: BoardView) -> int:
    """The seat choosing on the sheet (it is on screen only while one is)."""
    seat = v.obs.current_player
    assert seat is not None
    return seat


def _chooser(v: BoardView) -> tuple[int, str]:
    seat = _deciding(v)
    return seat, v.player(seat).name


def _header(surf: pygame.Surface, v: BoardView, area: Area, title: str, cite: str, lines: list[str]) -> None:
    th = v.th
    cite_r = th.blit_text(surf, cite, 11, T.MUTED, area.p(area.w - MARGIN, 20), "serif-italic", "topright")
    x, top = area.p(MARGIN, 12)
    th.blit_fit(surf, title, 21, T.GOLD, (x, top), cite_r.x - th.px(12) - x, role="name")
    # The sentences as one paragraph of at most two lines above the draft order, in the
    # condensed cut when German or French would need a third.
    text, box = " ".join(lines), area.r(MARGIN, 44, area.w - 2 * MARGIN, 40)
    kind, _lines = T.wrapping(text, ("serif-italic", "serif-cond-italic"), th.fpx(12.5), box.w, 2)
    th.blit_wrapped(surf, text, 12.5, T.PARCHMENT, box, kind, 1.2)


def _cards(area: Area, n: int = 5) -> list[pygame.Rect]:
    w = (area.w - 2 * MARGIN - CARD_GAP * (n - 1)) / n
    return [area.r(MARGIN + i * (w + CARD_GAP), CARD_TOP, w, CARD_H) for i in range(n)]


def _card_base(surf: pygame.Surface, v: BoardView, r: pygame.Rect, owner: int | None) -> None:
    plaque(surf, r, v.th, TAKEN_FILL if owner is not None else T.PARCHMENT)


def _band(surf: pygame.Surface, v: BoardView, r: pygame.Rect, owner: int | None, extra: str = "") -> None:
    """The status band at a card's foot: who took it, or whether it is still available."""
    th = v.th
    band = pygame.Rect(r.x + th.px(4), r.bottom - th.px(36), r.w - th.px(8), th.px(32))
    if owner is None:
        th.blit_text(surf, _("available"), 11, T.GOLD_DARK, band.center, "serif-italic", "center")
        return
    pygame.draw.rect(surf, v.color(owner), band, border_radius=th.px(5))
    lines = T.wrap(f"{v.player(owner).name}{extra}", "sans-bold", th.fpx(10), band.w - th.px(6))
    if len(lines) > 2:
        lines = [lines[0], T.ellipsize(" ".join(lines[1:]), "sans-bold", th.fpx(10), band.w - th.px(6))]
    step = th.px(13)
    y = band.centery - step * (len(lines) - 1) // 2
    for line in lines:
        th.blit_text(surf, line, 10, T.IVORY, (band.centerx, y), "sans-bold", "center")
        y += step


def _centered(surf: pygame.Surface, th: T.Theme, text: str, size: float, kind: str, r: pygame.Rect,
              y: int, color: T.Color = T.INK, max_lines: int = 4) -> int:
    """Wrapped lines centred in `r` from screen y, at most `max_lines` (in the condensed cut
    when the regular one needs more; the hover zoom has the rest, and the recorder notes the
    cut); returns the y below them."""
    step = int(th.fpx(size) * 1.22)
    condensed = kind.replace("serif", "serif-cond", 1)  # "Der Abgeordnete der Grafschaft"
    kinds = (kind, condensed) if condensed in T.FONT_FILES else (kind,)
    kind, lines = T.wrapping(text, kinds, th.fpx(size), r.w - th.px(12), max_lines)
    if len(lines) > max_lines and T.RECORD is not None:
        T.RECORD.append(("label", text, th.fpx(size)))
    for line in lines[:max_lines]:
        th.blit_text(surf, line, size, color, (r.centerx, y), kind, "midtop")
        y += step
    return y


def taken_by(v: BoardView, owner: int | None) -> str:
    """A token's status in its zoom: who took it, or that it is still to be had."""
    if owner is None:
        return _("Available.")
    return _("Taken by {name}.").format(name=v.player(owner).name)


def _offer(kind: str, token_id: str) -> str:
    """The hot-spot key of a token, the same as the board uses for the engine's action."""
    return inplace_key(Action(kind, (token_id,))) or ""


# --------------------------------------------------------------------------- the Goal draft
def _goal_sheet(surf: pygame.Surface, v: BoardView, area: Area) -> None:
    th, adv = v.th, advanced_data()
    seat, name = _chooser(v)
    owners = {p.adv_goal: p.seat for p in v.obs.players if p.adv_goal}
    _header(surf, v, area, _("The Goal draft"), _("Advanced play \u00b7 p.22"), [
        _("Starting with the First Player, each player selects a Goal token and takes its matching "
          "Host token."), _("{name} chooses now.").format(name=name)])
    _order_strip(surf, v, area, owners)
    cards = list(zip(_cards(area), adv.goals, strict=True))
    host_y = 0
    for r, t in cards:
        owner = owners.get(t.id)
        _card_base(surf, v, r, owner)
        tok.goal_chip(surf, (r.centerx, r.y + th.px(30)), th.px(22), t.id)
        y = _centered(surf, th, data(t.name), 13, "serif-bold", r, r.y + th.px(58), max_lines=4)
        y = _centered(surf, th, tok.sentence(goal_text(t)), 12, "serif", r, y + th.px(4))
        host_y = max(host_y, y - r.y + th.px(6), th.px(140))  # one line for every card
        _band(surf, v, r, owner)
        status = taken_by(v, owner)
        v.spots.add(_offer("goal", t.id), r, Zoom(_("Goal token: {token}").format(token=data(t.name)),
                                                  (*tok.goal_lines(t), status)))
    for r, t in cards:
        _host_sides(surf, v, r, t, r.y + host_y)
    _bonus_row(surf, v, area)


def _order_strip(surf: pygame.Surface, v: BoardView, area: Area, owners: dict[str, int]) -> None:
    """The players in draft order, each with their pick or whether they are choosing."""
    th = v.th
    order = draft_order(v.game)
    picks = {s: t for t, s in owners.items()}
    gap = 8
    w = (area.w - 2 * MARGIN - gap * (len(order) - 1)) / len(order)
    current = v.obs.current_player
    for i, seat in enumerate(order):
        r = area.r(MARGIN + i * (w + gap), 82, w, 34)
        now = seat == current
        pygame.draw.rect(surf, (60, 32, 26), r, border_radius=th.px(6))
        pygame.draw.rect(surf, T.GLOW if now else T.GOLD_DARK, r, th.px(2 if now else 1),
                         border_radius=th.px(6))
        # The seat's colour edge carries its place in the draft order, so the name has the rest.
        edge = pygame.Rect(r.x, r.y, th.px(16), r.h)
        pygame.draw.rect(surf, v.color(seat), edge, border_top_left_radius=th.px(6),
                         border_bottom_left_radius=th.px(6))
        num = T.mark(str(i + 1), "sans-bold", max(th.px(13), 9), T.IVORY)
        surf.blit(num, num.get_rect(center=edge.center))
        text_w = r.w - th.px(26)
        th.blit_fit(surf, v.player(seat).name, 11, T.IVORY, (r.x + th.px(21), r.y + th.px(3)), text_w,
                    ("sans-bold", "sans-cond-bold"), role="name")
        if seat in picks:  # the token's name, or its short form where the box is narrow
            status = T.fit_lines(data(advanced_data().goal(picks[seat]).name), "serif-italic", th.fpx(11),
                                 text_w, 1, _(GOAL_SHORT[picks[seat]]))[0]
        else:
            status = _("choosing\u2026") if now else _("chooses later")
        status = T.ellipsize(status, "serif-italic", th.fpx(11), text_w)
        th.blit_text(surf, status, 11, T.GLOW if now else T.PARCHMENT, (r.x + th.px(21), r.y + th.px(18)),
                     "serif-italic")


def _host_sides(surf: pygame.Surface, v: BoardView, r: pygame.Rect, t: GoalToken, y: int) -> None:
    """The Host token that comes with the goal: side A and side B, each a suit icon and word."""
    th = v.th
    th.blit_fit(surf, pgettext("draft card", "Host token"), 11, T.GOLD_DARK, (r.centerx, y), r.w - th.px(8),
                ("sans-bold", "sans-cond-bold"), "midtop")
    cy = y + th.px(42)
    rad = th.px(15)
    word_kind = _suit_word_kind(th, r.w // 2 - th.px(4))
    for dx, side, suit in ((-0.25, "A", t.host_a), (0.25, "B", t.host_b)):
        c = (r.centerx + round(dx * r.w), cy)
        disc(surf, T.GOLD if side == "B" else T.GOLD_DARK, c, rad)
        disc(surf, T.IVORY, c, rad - th.px(3))
        suit_icon(surf, suit, c, th.px(8), v.marks)
        th.blit_text(surf, side, 11, T.INK, (c[0], c[1] - rad - th.px(1)), "sans-bold", "midbottom")
        if word_kind is not None:
            th.blit_text(surf, _(SUIT_NAMES[suit]), 10.5, T.INK, (c[0], c[1] + rad + th.px(2)), word_kind,
                         "midtop")
    th.blit_text(surf, "\u2192", 14, T.INK, (r.centerx, cy), "sans-bold", "center")


def _suit_word_kind(th: T.Theme, width: int) -> str | None:
    """The cut in which every suit's name fits under its disc, or None: at a narrow card the
    discs speak for themselves (each suit is its own shape) and the zoom names them."""
    px = th.fpx(10.5)
    for kind in ("serif", "serif-cond"):
        if max(T.font(kind, px).size(_(word))[0] for word in SUIT_NAMES) <= width:
            return kind
    return None


def _bonus_row(surf: pygame.Surface, v: BoardView, area: Area) -> None:
    """What reaching a goal brings: the rule, and the Host Bonus tokens to hover and read."""
    th = v.th
    top = CARD_TOP + CARD_H + 10
    th.blit_text(surf, _("On reaching your goal"), 13, T.GOLD, area.p(MARGIN, top), "serif-bold")
    box = area.r(MARGIN, top + 20, area.w - 2 * MARGIN, 32)
    px, step = th.fpx(11.5), int(th.fpx(11.5) * 1.15)
    room = max(1, (box.h + step // 3) // step)
    lines = T.fit_lines(_(tok.ACHIEVE_TEXT), "serif-italic", px, box.w, room, _(tok.ACHIEVE_SHORT))
    for i, line in enumerate(lines):
        th.blit_text(surf, line, 11.5, T.PARCHMENT, (box.x, box.y + i * step), "serif-italic")
    bonuses = advanced_data().bonuses
    w = (area.w - 2 * MARGIN) / len(bonuses)
    for i, b in enumerate(bonuses):
        c = area.p(MARGIN + 16 + i * w, top + 78)
        tok.bonus_chip(surf, c, th.px(15), b.id)
        text = pygame.Rect(c[0] + th.px(20), c[1] - th.px(14), round((w - 40) * th.scale), th.px(30))
        th.blit_wrapped(surf, data(b.name), 11, T.IVORY, text, "serif-cond-bold", 1.1)
        v.spots.add(f"bonus_info:{b.id}", pygame.Rect(c[0] - th.px(16), c[1] - th.px(16), text.right - c[0]
                                                      + th.px(16), th.px(32)),
                    Zoom(_("Host Bonus token: {token}").format(token=data(b.name)), tok.bonus_lines(b)))


# --------------------------------------------------------------------------- the Bonus choice
def _bonus_sheet(surf: pygame.Surface, v: BoardView, area: Area) -> None:
    th, adv = v.th, advanced_data()
    seat, name = _chooser(v)
    p = v.player(seat)
    goal = adv.goal(p.adv_goal)
    owners = {q.adv_bonus: q.seat for q in v.obs.players if q.adv_bonus}
    vp = next_vp(v.obs)
    _header(surf, v, area, _("Goal achieved: {name}").format(name=name), _("rulebook p.22, 2a-2b"), [
        _("{goal}: {text} \u2014 done. The Host token turns to side B.").format(goal=data(goal.name),
                                                                               text=goal_text(goal)),
        _("{name} chooses a Host Bonus token still available and takes the {vp} VP token with it.").format(
            name=name, vp=tok.vp_text(vp))])
    for r, b in zip(_cards(area), adv.bonuses, strict=True):
        owner = owners.get(b.id)
        _card_base(surf, v, r, owner)
        tok.bonus_chip(surf, (r.centerx, r.y + th.px(30)), th.px(24), b.id)
        y = _centered(surf, th, data(b.name), 13, "serif-cond-bold", r, r.y + th.px(60), max_lines=2)
        # A step smaller where the whole text would not fit (French runs long), never below the floor.
        text = data(b.text)
        size = next((z for z in (11.5, 10.5) if len(T.wrap(text, "serif-cond", th.fpx(z), r.w - th.px(12)))
                     <= (r.bottom - th.px(34) - y - th.px(6)) // int(th.fpx(z) * 1.22)), 10.5)
        room = (r.bottom - th.px(34) - y - th.px(6)) // int(th.fpx(size) * 1.22)
        _centered(surf, th, text, size, "serif-cond", r, y + th.px(6), max_lines=room)
        taken = v.player(owner).adv_vp if owner is not None else None  # (with the bonus)
        worth = tok.vp_text(taken) if taken is not None else ""
        extra = " " + _("({vp} VP)").format(vp=worth) if owner is not None else ""
        _band(surf, v, r, owner, extra)
        title = _("Host Bonus token: {token}").format(token=data(b.name))
        v.spots.add(_offer("bonus_token", b.id), r, Zoom(title, (*tok.bonus_lines(b), taken_by(v, owner))))
    _vp_strip(surf, v, area, vp)


def next_vp(obs: View) -> int:
    """The VP token the player choosing now will take: the next in order of choosing (p.22, 2b)."""
    taken = sum(p.adv_vp is not None for p in obs.players)
    return advanced_data().vp_tokens[taken]


def _vp_strip(surf: pygame.Surface, v: BoardView, area: Area, vp: int) -> None:
    th = v.th
    top = CARD_TOP + CARD_H + 12
    th.blit_text(surf, _("VP tokens, in order of choosing"), 13, T.GOLD, area.p(MARGIN, top), "serif-bold")
    holders = {p.adv_vp: p.seat for p in v.obs.players if p.adv_vp is not None}
    seat = _deciding(v)
    tokens = advanced_data().vp_tokens
    w = (area.w - 2 * MARGIN) / len(tokens)
    for i, value in enumerate(tokens):
        c = area.p(MARGIN + 24 + i * w, top + 58)
        tok.vp_chip(surf, c, th.px(20), value)
        if value in holders:
            text, color = v.player(holders[value]).name, T.PARCHMENT
        elif value == vp:
            text, color = _("next: {name}").format(name=v.player(seat).name), T.GLOW
        else:
            text, color = _("not taken yet"), T.MUTED
        box = pygame.Rect(c[0] + th.px(28), c[1] - th.px(15), round((w - 56) * th.scale), th.px(30))
        lines = T.wrap(text, "serif-italic", th.fpx(11.5), box.w)[:2]
        th.blit_text(surf, lines[0], 11.5, color, (box.x, box.centery - (th.px(7) if len(lines) > 1 else 0)),
                     "serif-italic", "midleft")
        if len(lines) > 1:
            rest = T.ellipsize(lines[1], "serif-italic", th.fpx(11.5), box.w)
            th.blit_text(surf, rest, 11.5, color, (box.x, box.centery + th.px(7)), "serif-italic", "midleft")
        if value == vp:
            pygame.draw.circle(surf, T.GLOW, c, th.px(25), th.px(2))
