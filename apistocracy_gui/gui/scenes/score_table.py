"""The score pad's table (rulebook p.17): a row naming the seats, the six score lines, each
opening to the engine's parts of it, then the totals and the influence that breaks a tie.

The table is laid out in the rect its scene gives (the solo result's is narrower than the
pad's) and scrolls when the opened lines make it taller than that. Every number is the
engine's score sheet, shown through the count-up (score_count.py): while it runs, no crown,
no winner's red total and no influence are drawn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...engine.scoring import ScoreSheet
from ...i18n import N_, _
from .. import theme as T
from ..last_input import said
from ..widgets import panel, suit_icon
from .score_count import CountUp

if TYPE_CHECKING:
    from ...engine import Game

PART_SIZE = 16  # design font size of the expanded parts
LINE_HINT = N_("Click a line to see how its points were scored.")
LINE_HINT_TOUCH = N_("Tap a line to see how its points were scored.")  # after a finger (issue 55)
Columns = list[pygame.Rect]  # each seat's column: x and width only


class ScoreTable:
    def __init__(self, game: Game, sheets: list[ScoreSheet], winners: list[int], count: CountUp):
        self.game, self.sheets, self.winners, self.count = game, sheets, winners, count
        self.expanded: set[int] = set()  # the lines opened to their parts
        self.scroll = 0

    def toggle(self, line: int) -> None:
        self.expanded ^= {line}

    # ------------------------------------------------------------------ layout
    def columns(self, th: T.Theme, table: pygame.Rect) -> tuple[int, Columns]:
        """The width of the label column and each seat's column (x and width only)."""
        label_w = min(th.px(360), table.w // 3)
        n = len(self.sheets)
        cw = (table.w - label_w) // n
        return label_w, [pygame.Rect(table.x + label_w + i * cw, 0, cw, 0) for i in range(n)]

    def part_lines(self, th: T.Theme, line: int, col_w: int) -> list[list[tuple[str, int | None]]]:
        """Per seat, the wrapped text lines of a line's parts: (text, value on its last line)."""
        out = []
        for sheet in self.sheets:
            rows: list[tuple[str, int | None]] = []
            for label, value in sheet.lines[line].parts:
                wrapped = T.wrap(label, "serif", th.fpx(PART_SIZE), col_w - th.px(70))
                rows += [(t, None) for t in wrapped[:-1]] + [(wrapped[-1], value)]
            out.append(rows or [(_("nothing scored"), None)])
        return out

    def rows(self, th: T.Theme, table: pygame.Rect) -> list[tuple[str, int, int]]:
        """(kind, line index, height) for every row of the pad, top to bottom."""
        _label_w, cols = self.columns(th, table)
        step = int(th.px(PART_SIZE) * 1.35)
        out = [("head", -1, th.px(64))]
        for i in range(len(self.sheets[0].lines)):
            out.append(("line", i, th.px(50)))
            if i in self.expanded:
                tallest = max(len(p) for p in self.part_lines(th, i, cols[0].w))
                out.append(("parts", i, tallest * step + th.px(12)))
        out.append(("total", -1, th.px(58)))
        out.append(("influence", -1, th.px(40)))
        return out

    def max_scroll(self, th: T.Theme, table: pygame.Rect) -> int:
        return max(0, sum(h for _k, _i, h in self.rows(th, table)) - table.h)

    def placed(self, th: T.Theme, table: pygame.Rect) -> list[tuple[str, int, pygame.Rect]]:
        """Every row with its rect on screen (scrolled; some may lie outside the table)."""
        y = table.y - self.scroll
        out = []
        for kind, line, height in self.rows(th, table):
            out.append((kind, line, pygame.Rect(table.x, y, table.w, height)))
            y += height
        return out

    def line_rects(self, th: T.Theme, table: pygame.Rect) -> list[tuple[int, pygame.Rect]]:
        """The clickable score lines (visible part only)."""
        return [(line, rect.clip(table)) for kind, line, rect in self.placed(th, table)
                if kind == "line" and rect.colliderect(table)]

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface, th: T.Theme, table: pygame.Rect) -> None:
        """The framed table with its visible rows, and a hint under it: that it scrolls, or
        that a line opens."""
        panel(surf, table.inflate(th.px(16), th.px(16)), T.IVORY, T.GOLD_DARK, th.px(12), th.px(3))
        clip = surf.get_clip()
        surf.set_clip(table)
        _label_w, cols = self.columns(th, table)
        draw_row = {"head": self._head, "line": self._line, "parts": self._parts,
                    "total": self._total, "influence": self._influence}
        for kind, line, rect in self.placed(th, table):
            if rect.colliderect(table):
                draw_row[kind](surf, th, rect, line, cols)
        total = next(rect for kind, _line, rect in self.placed(th, table) if kind == "total")
        if not table.contains(total):  # scrolled off: the totals stay in sight at the foot (issue 52)
            pinned = pygame.Rect(table.x, table.bottom - total.h, table.w, total.h)
            surf.fill(T.IVORY, pinned)
            self._total(surf, th, pinned, -1, cols)
        surf.set_clip(clip)
        if self.max_scroll(th, table):  # at the left: at the right, 150% text ran it into the seed's label
            th.blit_text(surf, _("scroll for more \u2193"), 14, T.PARCHMENT,
                         (table.x, table.bottom + th.px(14)),
                         "serif-italic", "topleft")
        elif not self.expanded:
            th.blit_text(surf, _(said(LINE_HINT, LINE_HINT_TOUCH)), 16, T.MUTED,
                         (table.centerx, table.bottom - th.px(24)), "serif-italic", "center")

    def _head(self, surf: pygame.Surface, th: T.Theme, rect: pygame.Rect, _line: int, cols: Columns) -> None:
        for sheet, col in zip(self.sheets, cols, strict=True):
            cx = col.centerx
            pygame.draw.rect(surf, T.SEAT_COLORS[sheet.seat],
                             (col.x + th.px(10), rect.y + th.px(6), col.w - th.px(20), th.px(6)))
            name = self.game.name(sheet.seat)
            r = th.blit_text(surf, name, 21, T.INK, (cx, rect.y + th.px(36)), "serif-bold", "center")
            if sheet.seat in self.winners and not self.count.counting():  # the winner's crown
                suit_icon(surf, 4, (r.x - th.px(18), r.centery), th.px(11))
        y = rect.bottom - 1
        pygame.draw.line(surf, T.GOLD_DARK, (rect.x, y), (rect.right, y), th.px(2))

    def _line(self, surf: pygame.Surface, th: T.Theme, rect: pygame.Rect, line: int, cols: Columns) -> None:
        if line % 2:
            pygame.draw.rect(surf, T.PARCHMENT, rect)
        arrow = "\u25be" if line in self.expanded else "\u25b8"
        name = _(self.sheets[0].lines[line].name)  # a message id of the engine (LINE_NAMES)
        th.blit_text(surf, f"{arrow}  {line + 1}. {name}", 21, T.INK,
                     (rect.x + th.px(16), rect.centery), "serif", "midleft")
        for sheet, col in zip(self.sheets, cols, strict=True):
            th.blit_text(surf, self.count.shown(line, sheet.lines[line].total), 24, T.INK,
                         (col.centerx, rect.centery), "serif-bold", "center")

    def _parts(self, surf: pygame.Surface, th: T.Theme, rect: pygame.Rect, line: int, cols: Columns) -> None:
        pygame.draw.rect(surf, (238, 228, 204), rect)
        step = int(th.px(PART_SIZE) * 1.35)
        for rows, col in zip(self.part_lines(th, line, cols[0].w), cols, strict=True):
            y = rect.y + th.px(4)
            for text, value in rows:
                th.blit_text(surf, text, PART_SIZE, T.INK, (col.x + th.px(14), y), "serif-italic")
                if value is not None:
                    th.blit_text(surf, f"{value:+d}" if value else "0", PART_SIZE, T.INK,
                                 (col.right - th.px(16), y), "sans-bold", "topright")
                y += step

    def _total(self, surf: pygame.Surface, th: T.Theme, rect: pygame.Rect, _line: int, cols: Columns) -> None:
        pygame.draw.line(surf, T.INK, (rect.x, rect.y + 1), (rect.right, rect.y + 1), th.px(2))
        th.blit_text(surf, _("Total"), 24, T.INK, (rect.x + th.px(16), rect.centery), "serif-bold", "midleft")
        for sheet, col in zip(self.sheets, cols, strict=True):
            color = T.RED if sheet.seat in self.winners and not self.count.counting() else T.INK
            th.blit_text(surf, _("{vp} VP").format(vp=self.count.shown_total(sheet)), 28, color,
                         (col.centerx, rect.centery),
                         "serif-bold", "center")

    def _influence(self, surf: pygame.Surface, th: T.Theme, rect: pygame.Rect, _line: int,
                   cols: Columns) -> None:
        th.blit_text(surf, _("Influence on the tracker (tie-break)"), 16, T.INK,
                     (rect.x + th.px(16), rect.centery), "serif-italic", "midleft")
        if self.count.counting():
            return  # the tie-break is told with the totals, not over a count still running
        for sheet, col in zip(self.sheets, cols, strict=True):
            th.blit_text(surf, str(sheet.influence), 18, T.INK, (col.centerx, rect.centery), "serif",
                         "center")
