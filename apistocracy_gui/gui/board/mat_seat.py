"""What a seat's mat shows the same way large and compact: the leather it lies on, its Host
and Beehive tokens, its character (host, goals, powers) as its zoom tells it, and the row of
tokens it has taken (the Advanced tokens, First Player, the claimed VP tokens; p.22).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ... import goal_words
from ...engine import SeatView
from ...engine.advanced import advanced_data
from ...i18n import N_, _, data, pgettext
from .. import theme as T
from ..widgets import suit_icon
from . import adv_tokens as adv
from . import describe
from .draw import TOKEN_FILLS, badge_initials, disc, lettered, token
from .layout import Area, SeasonLayout
from .view import BoardView, Zoom

LEATHER = (34, 58, 48)


def leather(surf: pygame.Surface, rect: pygame.Rect, th: T.Theme, border: T.Color = T.GOLD_DARK) -> None:
    rad = th.px(10)
    pygame.draw.rect(surf, (8, 14, 10), rect.move(th.px(2), th.px(3)), border_radius=rad)
    pygame.draw.rect(surf, LEATHER, rect, border_radius=rad)
    pygame.draw.rect(surf, border, rect, th.px(2), border_radius=rad)


def goal_line(v: BoardView, seat: int, short: bool = False) -> str:
    return goal_words.goal_line(v.game, v.obs, seat, short)


def character_zoom(v: BoardView, seat: int) -> Zoom:
    p = v.player(seat)
    ch = v.cat.characters.get(p.character)
    if ch is None:
        return Zoom(p.name)
    if v.obs.mode == "advanced":
        lines = _adv_lines(v, p)
    else:
        lines = [_("Host: {host}").format(host=data(ch.host)),
                 *goal_words.goal_lines(v.game, v.obs, seat),
                 *(_(describe.POWER_TEXT[pw]) for pw in ch.powers)]
    club = _(describe.CLUB_POWER_TEXT[ch.club_power])
    lines += [_("{power} (used)").format(power=club) if p.club_power_used else club,
              _("Beehive token turns to side B on level {n}.").format(n=ch.beehive_flip_level)]
    return Zoom(p.name, tuple(lines))


def seat_badges(v: BoardView, seat: int) -> list:
    """The seat's badges: (key, painter, zoom lines), in the order they are drawn."""
    badges = _adv_badges(v, seat)
    initials = badge_initials()
    if v.obs.first == seat:
        badges.append(("first", _round(130, 100, 40, initials["first"]), describe.TOKEN_TEXT["first"]))
    badges += [(k, _round(*fill, initials[k]), describe.TOKEN_TEXT[k]) for k, fill in TOKEN_FILLS
               if v.obs.tokens.holder(k) == seat]
    return badges


def badge_radius(th: T.Theme) -> int:
    """The drawn radius of a lettered badge: its 12 px letters grow the disc (`lettered`)."""
    initials = badge_initials()
    r = th.px(10)
    return max(lettered(label, "sans-cond-bold", int(r * (0.9 if len(label) < 3 else 0.7)), T.IVORY, r,
                        max(2, r // 6))[1] for label in initials.values())


def badges(surf: pygame.Surface, v: BoardView, area: Area, seat: int, at: tuple[float, float],
           right: float, cy: int | None = None) -> None:
    """The Advanced tokens taken (Goal, Host Bonus, VP), the First Player token and the claimed
    VP tokens, as small tokens in a row from `at` (its centres at `cy` screen px when given),
    closer together when they would pass `right`."""
    th = v.th
    x, y = at
    badges = seat_badges(v, seat)
    step = min(24, (right - x - 18) / max(1, len(badges) - 1))
    for key, paint, (title, *text) in badges:
        c = area.p(x + 9, y) if cy is None else (area.p(x + 9, y)[0], cy)
        paint(surf, c, th.px(10))
        v.spots.add(f"badge:{seat}:{key}", pygame.Rect(c[0] - th.px(10), c[1] - th.px(10), th.px(20),
                                                       th.px(20)), Zoom(title, tuple(text)))
        x += step


def _round(r: int, g: int, b: int, label: str) -> Callable[[pygame.Surface, tuple[int, int], int], None]:
    return lambda surf, c, radius: token(surf, c, radius, (r, g, b), label)


def _adv_badges(v: BoardView, seat: int) -> list:
    """The Goal token drafted, then the Host Bonus and VP tokens once taken (rulebook p.22)."""
    p = v.player(seat)
    if v.obs.mode != "advanced" or not p.adv_goal:
        return []
    tokens = advanced_data()
    goal = tokens.goal(p.adv_goal)
    out = [("goal", lambda surf, c, r: adv.goal_chip(surf, c, r, goal.id),
            (_("Goal token: {token}").format(token=data(goal.name)), goal_line(v, seat),
             *adv.goal_lines(goal)))]
    if p.adv_bonus and p.adv_vp is not None:  # (taken together)
        bonus, vp = tokens.bonus(p.adv_bonus), p.adv_vp
        out += [("adv_bonus", lambda surf, c, r: adv.bonus_chip(surf, c, r, bonus.id),
                 (_("Host Bonus token: {token}").format(token=data(bonus.name)),
                  *adv.bonus_lines(bonus, vp))),
                ("adv_vp", lambda surf, c, r: adv.vp_chip(surf, c, r, vp),
                 (_("VP token {vp}").format(vp=adv.vp_text(vp)),
                  _("Taken with the Host Bonus token, in order of choosing (-2, 0, +2, +4); scored on line 6 "
                    "of the score pad.")))]
    return out


# A drafted Goal token's name where the mat has room for a word or two beside its suits.
GOAL_SHORT = {"art": N_("Connoisseur"), "ton": N_("Grande Dame"), "lc": N_("County"),
              "tea": N_("Confidante"), "hive": N_("Social Climber")}


def adv_host_line(surf: pygame.Surface, v: BoardView, p: SeatView, r: pygame.Rect) -> None:
    """Advanced mode: the host is the drafted Goal token, with its Host token's A and B suits."""
    th = v.th
    if not p.adv_goal:
        text = T.fit_lines(_("Host: from the Goal draft"), "serif-cond-italic", th.fpx(11), r.w, 1,
                           _("Host: to be drafted"))[0]
        th.blit_text(surf, text, 11, T.PARCHMENT, r.midleft, "serif-cond-italic", "midleft")
        return
    goal = advanced_data().goal(p.adv_goal)
    pair = th.px(52)
    full = data(goal.name)
    short = _(GOAL_SHORT[goal.id]) if goal.id in GOAL_SHORT else full
    name = T.fit_lines(full, "serif-cond-italic", th.fpx(11), r.w - pair, 1, short)[0]
    th.blit_text(surf, name, 11, T.PARCHMENT, r.midleft, "serif-cond-italic", "midleft")
    adv.host_pair(surf, th, (r.right - pair + th.px(4), r.centery), goal, 10, v.marks, T.PARCHMENT)


def _adv_lines(v: BoardView, p: SeatView) -> list[str]:
    """Advanced mode: the character keeps its cards and Beehive token; the host, goal and
    powers come from the tokens taken (rulebook p.22)."""
    seat = p.seat
    if not p.adv_goal:
        return [_("Host and goal: chosen in the Goal draft.")]
    tokens = advanced_data()
    goal = tokens.goal(p.adv_goal)
    lines = [_("Host: {host} (Host token A {a}, B {b})").format(host=data(goal.name),
                                                              a=describe.suit_word(goal.host_a),
                                                              b=describe.suit_word(goal.host_b)),
             _("{goal} \u2192 the Host token turns to side B").format(goal=goal_line(v, seat))]
    if p.adv_bonus and p.adv_vp is not None:  # (taken together)
        bonus = tokens.bonus(p.adv_bonus)
        lines.append(_("Host Bonus: {token}: {text} ({vp} VP token)").format(
            token=data(bonus.name), text=data(bonus.text), vp=adv.vp_text(p.adv_vp)))
    return lines


def token_face(surf: pygame.Surface, v: BoardView, c: tuple[int, int], side: str, suit: int,
                twirled: bool, r: int) -> None:
    """A Host or Beehive token: side letter and suit; twirled, it lies tipped and greyed."""
    th = v.th
    size = r * 2 + 4
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    mid = (size // 2, size // 2)
    disc(img, T.GOLD if side == "B" else T.PARCHMENT, mid, r)
    disc(img, (60, 40, 34), mid, r - max(2, r // 7))
    if suit >= 0:
        disc(img, T.IVORY, (mid[0], mid[1] - r // 5), int(r * 0.5))
        suit_icon(img, suit, (mid[0], mid[1] - r // 5), int(r * 0.38), v.marks)
    letter = th.text(side, max(7, r * 0.45 / th.scale), T.GOLD, "sans-cond-bold")
    img.blit(letter, letter.get_rect(center=(mid[0], mid[1] + int(r * 0.58))))
    if twirled:
        img = pygame.transform.rotate(img, 90)
        shade = pygame.Surface(img.get_size(), pygame.SRCALPHA)
        pygame.draw.circle(shade, (20, 20, 20, 150), (img.get_width() // 2, img.get_height() // 2), r)
        img.blit(shade, (0, 0))
    surf.blit(img, img.get_rect(center=c))


def host_suit(v: BoardView, p: SeatView) -> int:
    """The Host token's suit now; -1 (none) in advanced mode until its Goal token is drafted."""
    return -1 if v.obs.mode == "advanced" and not p.adv_goal else p.host_suit


Label = tuple[str, str, int]  # the words beside a token: (text, font kind, the room it has in px)


def _labels(name: str, side: str) -> list[tuple[str, str]]:
    """A token's words, longest first: with its side, without (the side is on its face too),
    in a regular cut, then the same of its short name ("Hive", German "Gastg.")."""
    words = (_(name), {"Host": pgettext("a Host token, where the mat is narrow", "Host"),
                       "Beehive": _("Hive")}[name])
    out = []
    for word in dict.fromkeys(words):
        out += [(_("{token} {side}").format(token=word, side=side), "sans-cond-bold"),
                (word, "sans-cond-bold"), (word, "sans-cond")]
    return out


def token_row(lay: SeasonLayout, th: T.Theme, r: int, sides: tuple[str, str],
              states: list[str]) -> tuple[tuple[int, Label], tuple[int, Label]]:
    """Where the Host and Beehive tokens sit on the mat and the words beside each (issue 52:
    German "Gastgeber A" ran under the Beehive token and "Stock A" into the L&C column): the
    Beehive token as far right as its words and state let it, up to the L&C column, and the
    Host token's words in the room left between: the longest Beehive words that leave the Host
    token room for some of its own, and the longest of those."""
    px, state_px = th.fpx(10.5), th.fpx(10)

    def width(text: str, kind: str) -> int:
        return T.font(kind, px).size(text)[0]

    gap, pad = th.px(5), th.px(4)
    stop = lay.columns["lc"].x - pad
    host_x, hive_default = lay.host_token[0], lay.hive_token[0]
    state_w = T.font("serif-cond-italic", state_px).size(states[1])[0]
    hosts = _labels("Host", sides[0])
    hives = [lb for lb in _labels("Beehive", sides[1]) if width(*lb) <= stop - hive_default - r - gap]
    for hive in hives or _labels("Beehive", sides[1])[-1:]:
        hive_x = stop - max(width(*hive), state_w) - gap - r
        host_room = hive_x - r - pad - (host_x + r + gap)
        host = next((lb for lb in hosts if width(*lb) <= host_room), None)
        if host is not None:
            break
    return (host_x, (*(host or hosts[-1]), host_room)), (hive_x, (*hive, stop - hive_x - r - gap))
