"""The review screen's key moments and the seat's panel, laid out for the words they hold
(issue 52): a key moment's sentence takes the row's whole width and "Show in the replay ▶"
ends its last line, or takes a line of its own when that line has no room (it ran under the
sentences: 3 of 5 rows in English, all 5 in German); the chart gives up height so the rows
and the seat panel's luck sentence are whole ("..., niemandes" was cut)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame

from ...i18n import _, percent
from ...review.model import Moment, Review
from ...review.settings import CLASSES
from .. import theme as T
from ..widgets import Button, panel

Row = tuple[Moment, list[str], int, int]  # a moment, its sentence's lines, the lines its row takes, its px
MOMENT_SIZE = 15  # a key moment's sentence, design px
LUCK_SIZE = 14  # the seat panel's luck sentence
CLASS_STEP = 28  # a class's line in the seat panel
PANEL_W = 450  # the seat panel's width beside the chart, design px
CHART_H = 390  # the chart's height when the rows below leave it room


def show_label() -> str:
    return _("Show in the replay \u25b6")


def moment_rows(th: T.Theme, texts: list[tuple[Moment, str]], width: int, reserve: int = 0,
                room: int | None = None) -> list[Row]:
    """Each moment's sentence wrapped to `width`, and the lines its row takes: one more when
    "Show in the replay ▶" and the `reserve` px beside it (the "Play from here" button, issue
    56) do not fit after its last line. At the design size, or a smaller one down to the 12 px
    floor when the rows would be taller than `room`: five key moments in a long language ran
    past the Close button (issue 52)."""
    rows: list[Row] = []
    for px in range(th.fpx(MOMENT_SIZE), T.MIN_TEXT_PX - 1, -1):
        room_after = width - T.font("serif-italic", px).size(show_label())[0] - th.px(24) - reserve
        rows = []
        for m, text in texts:
            # the button's column stays free on every line: taller than a line of small text,
            # it reaches into the line above (issue 52)
            lines = T.wrap(text, "serif", px, width - reserve - th.px(14))
            rows.append((m, lines, len(lines) + (T.font("serif", px).size(lines[-1])[0] > room_after), px))
        if room is None or rows_height(th, rows) <= room:
            break
    return rows


def rows_height(th: T.Theme, rows: list[Row]) -> int:
    return sum(n * int(px * 1.2) + th.px(8) + th.px(6) for _m, _lines, n, px in rows)


def luck_sentence(review: Review, seat: int) -> str:
    luck = sum(x.swing for x in review.luck if x.seat == seat)
    swing = ("+" if luck > 0 else "") + percent(luck)
    return _("Luck over the season: {swing} chance of winning from the cards revealed (draws, refills, "
             "Tea cards, Lady Cat's flips, the deal), nobody's error.").format(swing=swing)


def seat_height(th: T.Theme, review: Review, seat: int) -> int:
    """The seat panel's least height: its name, accuracy, score, counts and luck sentence whole."""
    px = th.fpx(LUCK_SIZE)
    lines = T.wrap(luck_sentence(review, seat), "serif-italic", px, th.px(PANEL_W - 40))
    return (th.px(64 + 112 + 6 + 12) + len(CLASSES) * th.px(CLASS_STEP) + len(lines) * int(px * 1.2))


def chart_height(th: T.Theme, review: Review | None, seat: int, rows: list[Row]) -> int:
    """The chart's height: CHART_H, less what the key moments' rows need below it (with their
    heading and the Close button's row), never less than the seat panel beside it needs."""
    if review is None:
        return th.px(CHART_H)
    room = rows_room(th, review, seat) + seat_height(th, review, seat) - th.px(12) - rows_height(th, rows)
    return max(seat_height(th, review, seat) - th.px(12), min(th.px(CHART_H), room))


def rows_room(th: T.Theme, review: Review, seat: int) -> int:
    """The most height the key moments' rows can have: the screen less the title band, the
    least chart (the seat panel's height), the rows' heading and the Close button's row."""
    return th.size[1] - th.px(120) - (seat_height(th, review, seat) - th.px(12)) - th.px(24 + 34) - th.px(84)


def draw_rows(surf: pygame.Surface, th: T.Theme, rows: list[Row], top: int, bottom: int,
              colors: Sequence[T.Color], reserve: int = 0
              ) -> list[tuple[Moment, pygame.Rect, list[pygame.Rect]]]:
    """The key moments from `top` down to `bottom`, as many whole rows as fit there, `reserve`
    px kept free at the right end of each row's last line (its "Play from here" button, issue
    56); returns each drawn row's rect and the rects of what it drew (its lines, then the
    replay label: the layout test checks they never meet)."""
    out = []
    y = top
    for (m, lines, n, px), dot in zip(rows, colors, strict=True):
        step = int(px * 1.2)
        show = T.text(show_label(), "serif-italic", px, T.GLOW)
        rect = pygame.Rect(th.px(40), y, surf.get_width() - th.px(80), n * step + th.px(8))
        if rect.bottom > bottom:  # the rest scroll into view (`ReviewScene.first_row`)
            break
        panel(surf, rect, T.PANEL_LIGHT, T.GOLD_DARK, th.px(8), 1)
        pygame.draw.circle(surf, dot, (rect.x + th.px(18), rect.y + th.px(4) + step // 2), th.px(7))
        drawn = []
        for i, line in enumerate(lines):
            img = T.text(line, "serif", px, T.IVORY)
            drawn.append(surf.blit(img, (rect.x + th.px(34), rect.y + th.px(4) + i * step)))
        last = rect.y + th.px(4) + (n - 1) * step  # the last line, or the line of its own
        drawn.append(surf.blit(show, show.get_rect(topright=(rect.right - reserve - th.px(14), last))))
        out.append((m, rect, drawn))
        y = rect.bottom + th.px(6)
    return out


class RowScroll:
    """The key moments' rows scroll by whole rows when they do not fit above Close even at the
    12 px floor (five moments in German or French at 1280x720, issue 52): the first row shown,
    and the up and down buttons beside the heading while rows are hidden."""

    def __init__(self, moved: Callable[[], None]) -> None:
        self.first = 0
        self.hidden = (False, False)  # rows above the first shown, rows below the last
        self.moved = moved
        self.buttons = (Button("\u25b2", partial(self.by, -1), size=16),
                        Button("\u25bc", partial(self.by, 1), size=16))

    def by(self, step: int) -> None:
        """Show the rows from `step` rows further down (up when negative), if any are hidden there."""
        if step and self.hidden[step > 0]:
            self.first = max(0, self.first + step)
            self.moved()

    def shown(self) -> list[Button]:
        return [b for b, hidden in zip(self.buttons, self.hidden, strict=True) if hidden]

    def place(self, th: T.Theme, right: int, top: int, below: bool) -> None:
        """After drawing the rows: whether some lie `below` the last shown; the buttons end at `right`."""
        self.hidden = (self.first > 0, below)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(right - th.px(44 * (2 - i)), top - th.px(4), th.px(40), th.px(32))
