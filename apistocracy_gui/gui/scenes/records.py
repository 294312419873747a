"""The Records screen (issue 16): what the profile remembers, at a glance.

Games and wins per mode and opponent level, Lady Cat's results per difficulty, the best and
average of each score-pad line, a chart of the score lines over the last games (drawn here,
no image files), the best solo title, and every achievement with its icon, greyed until
earned. Everything comes from `profile.json` through `gui/profile.py`.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

import pygame

from ... import i18n
from ...engine.scoring import LINE_NAMES
from ...i18n import N_, _, ngettext, pgettext
from .. import achievements, profile
from .. import theme as T
from ..scene import Scene
from ..widgets import Button, panel

if TYPE_CHECKING:
    from ..services import Services

CHART_GAMES = 20
# One colour per score-pad line in the chart, each also named in the legend.
LINE_COLORS = ((70, 120, 190), (212, 175, 90), (190, 70, 80), (80, 160, 90), (150, 100, 180),
               (210, 130, 60))
TABLE_ROWS = 5  # rows shown per results table (the most played first)


def earned_on(iso: str) -> str:
    """The day a feat was first earned (kept as an ISO date) as the language writes it."""
    try:
        return i18n.date(dt.date.fromisoformat(iso))
    except ValueError:  # a hand-edited profile: show what it says
        return iso


class RecordsScene(Scene):
    def __init__(self, app: Services):
        super().__init__(app)
        self.profile, self.message = profile.load()
        self.back = Button(N_("Back"), self.close, size=22, hint="Esc")

    def close(self) -> None:
        self.app.manager.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if self.back.handle(event):
            self.dirty = True
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()

    # ------------------------------------------------------------------ layout
    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A design-grid rect, centred in windows of another shape."""
        th = self.theme
        ox = (th.size[0] - th.px(1600)) // 2
        oy = (th.size[1] - th.px(900)) // 2
        return pygame.Rect(ox + th.px(x), oy + th.px(y), th.px(w), th.px(h))

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        th, p = self.theme, self.profile
        surf.fill(T.BG)
        head = self.r(0, 0, 1600, 110)
        th.blit_text(surf, _("Records"), 48, T.GOLD, (head.centerx, head.y + th.px(48)), "serif-bold",
                     "center")
        title = profile.best_title(p)
        n = len(p.games)
        sub = ngettext("{n} season recorded", "{n} seasons recorded", n).format(n=n)
        if title:
            sub = ngettext("{n} season recorded \u00b7 your best solo title: {title}",
                           "{n} seasons recorded \u00b7 your best solo title: {title}", n).format(
                               n=n, title=_(title))
        th.blit_text(surf, sub, 20, T.PARCHMENT, (head.centerx, head.y + th.px(92)), "serif-italic", "center")
        rows = [(k, t) for k, t in sorted(profile.by_opponents(p).items(), key=lambda kv: -kv[1].games)]
        self.draw_table(surf, self.r(40, 130, 740, 230), _("Games and wins"), _("mode \u00b7 opponents"),
                        rows[:TABLE_ROWS])
        cat = sorted(profile.by_ladycat_level(p).items(), key=lambda kv: -kv[1].games)
        self.draw_table(surf, self.r(40, 375, 740, 200), _("Solo against Lady Cat"), _("difficulty"),
                        cat[:TABLE_ROWS - 1])
        self.draw_lines(surf, self.r(40, 590, 740, 220))
        self.draw_chart(surf, self.r(820, 130, 740, 330))
        self.draw_feats(surf, self.r(820, 475, 740, 335))
        self.back.rect = self.r(700, 826, 200, 54)
        self.back.draw(surf, th)
        if self.message:
            th.blit_text(surf, self.message, 15, T.GLOW, (self.r(40, 853, 0, 0).topleft), "serif-italic",
                         "midleft")

    def box(self, surf: pygame.Surface, rect: pygame.Rect, heading: str) -> int:
        """A panel with its heading; returns the y where its content starts."""
        th = self.theme
        panel(surf, rect, T.PANEL, T.GOLD_DARK, th.px(12), th.px(2))
        th.blit_text(surf, heading, 22, T.GOLD, (rect.x + th.px(18), rect.y + th.px(10)), "serif-bold")
        return rect.y + th.px(48)

    def draw_table(self, surf: pygame.Surface, rect: pygame.Rect, heading: str, first: str,
                   rows: list[tuple[str, profile.Tally]]) -> None:
        th = self.theme
        y = self.box(surf, rect, heading)
        # The counts' columns 92 px wide: German's "gewonnen", "Bestwert" were cut at 80.
        cols = [rect.x + th.px(v) for v in (18, 370, 462, 554, 646)]
        ends = [*cols[1:], rect.right - th.px(4)]
        heads = (first, _("games"), _("won"), _("lost"), pgettext("records column", "best"))
        for text, x, end in zip(heads, cols, ends, strict=True):
            th.blit_fit(surf, text, 15, T.MUTED, (x, y), end - x - th.px(6), ("sans-bold", "sans-cond-bold"))
        y += th.px(26)
        for name, t in rows:
            won = (_("{wins} ({shared} shared)").format(wins=t.wins, shared=t.shared) if t.shared
                   else str(t.wins))
            cells = (name, str(t.games), won, str(t.losses), str(t.best))
            for text, x, end in zip(cells, cols, ends, strict=True):
                th.blit_fit(surf, text, 17, T.IVORY, (x, y), end - x - th.px(6), ("serif", "serif-cond"))
            y += th.px(30)
        if not rows:
            th.blit_text(surf, _("No season recorded yet."), 17, T.PARCHMENT, (cols[0], y), "serif-italic")

    def draw_lines(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """Best and average of each score-pad line (two columns of three lines, then total)."""
        th = self.theme
        y0 = self.box(surf, rect, _("Score lines: best \u00b7 average"))
        stats = profile.line_stats(self.profile)
        names = [_(name) for name in (*LINE_NAMES, N_("Total"))]
        for i, (name, (best, avg)) in enumerate(zip(names, stats, strict=True)):
            col, row = (i // 4, i % 4)
            x = rect.x + th.px(18 + col * 360)
            y = y0 + row * th.px(40)
            if i < len(LINE_COLORS):
                pygame.draw.rect(surf, LINE_COLORS[i], (x, y + th.px(4), th.px(12), th.px(12)))
            kinds = ("serif-bold", "serif-cond-bold") if i == 6 else ("serif", "serif-cond")
            # Fitted before the figures: "Gesellschaftlicher Bienenstock" ran into them.
            th.blit_fit(surf, name, 17, T.IVORY, (x + th.px(20), y), th.px(250), kinds)
            text = f"{best} \u00b7 {i18n.number(avg, 1)}" if self.profile.games else "-"
            th.blit_text(surf, text, 17, T.IVORY, (x + th.px(330), y), "sans-bold", "topright")

    def draw_chart(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """Stacked columns: each of the last games, the player's six lines piled up."""
        th = self.theme
        games = profile.recent_lines(self.profile, CHART_GAMES)
        last = len(games) or CHART_GAMES
        y0 = self.box(surf, rect, ngettext("Your last season, line by line",
                                           "Your last {n} seasons, line by line", last).format(n=last))
        rows = self.legend_rows(rect.w - th.px(36))
        area = pygame.Rect(rect.x + th.px(56), y0 + th.px(6), rect.w - th.px(80),
                           rect.bottom - y0 - th.px(64) - th.px(24) * (len(rows[2]) - 1))
        top = max([sum(g) for g in games] + [40])
        top = (top + 19) // 20 * 20
        for v in range(0, top + 1, 20):  # the VP scale
            y = area.bottom - area.h * v // top
            pygame.draw.line(surf, T.PANEL_LIGHT, (area.x, y), (area.right, y), 1)
            th.blit_text(surf, str(v), 15, T.MUTED, (area.x - th.px(8), y), "sans", "midright")
        if not games:
            th.blit_text(surf, _("Finish a season to start the chart."), 17, T.PARCHMENT, area.center,
                         "serif-italic", "center")
        step = area.w / CHART_GAMES
        bar = max(2, int(step * 0.7))
        for k, lines in enumerate(games):
            x = area.x + int(k * step + (step - bar) / 2)
            y = area.bottom
            for i, v in enumerate(lines):
                h = area.h * max(0, v) // top
                if h:
                    pygame.draw.rect(surf, LINE_COLORS[i], (x, y - h, bar, h))
                y -= h
            th.blit_text(surf, str(sum(lines)), 15, T.IVORY, (x + bar // 2, y - th.px(2)), "sans",
                         "midbottom")
        self.draw_legend(surf, rect, rows)

    def legend_rows(self, width: int) -> tuple[str, int, list[list[int]]]:
        """(font, px, the score lines' indexes on each row) of the chart's legend: one row, its
        larger text stepping back towards 100%, then the condensed cut down to 12 px; German's
        names still did not fit, so then two rows."""
        th = self.theme

        def row_w(kind: str, px: int, lines: range) -> int:
            return sum(th.px(36) + T.font(kind, px).size(_(LINE_NAMES[i]))[0] for i in lines) - th.px(16)

        every = range(len(LINE_NAMES))
        tries = [("serif", p) for p in range(th.fpx(15), T.font_px(15, th.scale) - 1, -1)]
        tries += [("serif-cond", p) for p in range(th.fpx(15), T.MIN_TEXT_PX - 1, -1)]
        for kind, px in tries:
            if row_w(kind, px, every) <= width:
                return kind, px, [list(every)]
        half = (len(every) + 1) // 2
        px = T.font_px(15, th.scale)
        return "serif-cond", px, [list(every[:half]), list(every[half:])]

    def draw_legend(self, surf: pygame.Surface, rect: pygame.Rect,
                    legend: tuple[str, int, list[list[int]]]) -> None:
        th = self.theme
        kind, px, rows = legend
        for k, row in enumerate(rows):
            x, y = rect.x + th.px(18), rect.bottom - th.px(23) - th.px(24) * (len(rows) - 1 - k)
            for i in row:
                pygame.draw.rect(surf, LINE_COLORS[i], (x, y - th.px(7), th.px(14), th.px(14)))
                img = T.text(_(LINE_NAMES[i]), kind, px, T.IVORY)
                r = surf.blit(img, img.get_rect(midleft=(x + th.px(20), y)))
                x = r.right + th.px(16)

    def draw_feats(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        th = self.theme
        got = self.profile.achievements
        y0 = self.box(surf, rect, _("Achievements: {got} of {all}").format(got=len(got),
                                                                           all=len(achievements.FEATS)))
        for i, feat in enumerate(achievements.FEATS):
            col, row = i % 2, i // 2
            x = rect.x + th.px(18 + col * 360)
            y = y0 + row * th.px(70)
            won = feat.id in got
            achievements.draw_icon(surf, feat.id, (x + th.px(26), y + th.px(28)), th.px(25), won)
            color = T.IVORY if won else T.MUTED
            th.blit_fit(surf, _(feat.name), 17, T.GOLD if won else T.MUTED, (x + th.px(62), y + th.px(4)),
                        th.px(292), role="name")
            note = achievements.described(feat)
            if won:
                # TRANSLATORS: an achievement's description and the date it was first earned.
                note = _("{feat} ({date})").format(feat=note, date=earned_on(got[feat.id]))
            box = pygame.Rect(x + th.px(62), y + th.px(28), th.px(290), th.px(40))
            kind, _lines = T.wrapping(note, ("serif-italic", "serif-cond-italic"), th.fpx(15), box.w, 2)
            th.blit_wrapped(surf, note, 15, color, box, kind)  # French takes the condensed cut
