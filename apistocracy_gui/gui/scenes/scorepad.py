"""The score pad (rulebook p.17): six lines per seat, each expandable to the engine's parts.

All numbers are the engine's (`game.scores()`, `game.winners()`); the screen only lays them
out, so the pad can never disagree with the rules. While the lines count up (issue 13) no
winner is named and the tie-break is not told; once the count has ended, the verdict shows,
and the tie-break line only when the tie-break decided something. Once the game is over
the season's seed may be told (RULINGS R7.1): it is shown beside the buttons, and "Play this
season again" deals it again to the same seats.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ... import replays
from ...engine.scoring import ScoreSheet
from .. import achievements, profile
from .. import theme as T
from ..focus import Target, button_targets
from ..scene import Scene
from ..tips import of as tips_of
from ..tips_view import TipView, rules_opener, with_tip
from ..widgets import Button, panel, suit_icon

if TYPE_CHECKING:
    from ...session import Session
    from ..services import Services

PART_SIZE = 16  # design font size of the expanded parts


def tie_break_text(game, sheets: list[ScoreSheet], winners: list[int]) -> str:
    """How the tie-break went, or "" when the VP alone decided (rulebook p.17; R6.9)."""
    best = max(s.total for s in sheets)
    tied = [s for s in sheets if s.total == best]
    if len(tied) < 2:
        return ""
    infl = ", ".join(f"{game.name(s.seat)} {s.influence}" for s in tied)
    if len(winners) > 1:
        return f"Tied on {best} VP and on influence ({infl}): the win is shared."
    return f"Tied on {best} VP: most influence on the tracker wins ({infl})."


LINE_SECONDS = 0.45  # the score pad counts each line up in this long (x the animation factor)
NEW = "new achievement"
COUNTING = "Counting the points\u2026 (click or press a key to see the totals)"


def more_text(n: int) -> str:
    """The line standing for achievements with no room left beside the buttons."""
    return f"+{n} more in Records"


class ScorePadScene(Scene):
    def __init__(self, app: Services, session: Session):
        super().__init__(app)
        self.counted = 0.0  # seconds of the count-up shown so far (issue 13)
        self.session = session
        self.sheets = session.game.scores()
        self.winners = session.game.winners()
        self.expanded: set[int] = set()
        self.scroll = 0
        self.tip_view = TipView(rules_opener(app))
        self.buttons = [Button("New game", self.new_game, size=24),
                        Button("Watch again", self.watch, size=24),
                        Button("Review", self.review, size=24),
                        Button("Play this season again", self.replay, size=17),
                        Button("Title", self.to_title, size=24)]
        # The statistics profile records the finished game once; its new achievements show here.
        _profile, self.record, self.record_message = profile.record(session)
        self.record_message = self.record_message or replays.keep(session)  # and its replay

    # ------------------------------------------------------------------ the count-up
    def count_seconds(self) -> float:
        return LINE_SECONDS * self.app.settings.anim_factor * len(self.sheets[0].lines)

    def counting(self) -> bool:
        return self.counted < self.count_seconds()

    def animating(self) -> bool:
        return self.counting() and self.app.manager.top is self

    def update(self, dt: float) -> None:
        if self.counting():
            self.counted += dt
            self.dirty = True

    def shown(self, line: int, value: int) -> str:
        """A line's value as far as the count has reached it ("" before it starts)."""
        if not self.counting():
            return str(value)
        k = self.counted / (LINE_SECONDS * self.app.settings.anim_factor) - line
        return "" if k <= 0 else str(round(value * min(1.0, k)))

    def shown_total(self, sheet) -> int:
        if not self.counting():
            return sheet.total
        return sum(int(self.shown(i, ln.total) or 0) for i, ln in enumerate(sheet.lines))

    # ------------------------------------------------------------------ actions
    def toggle(self, line: int) -> None:
        self.expanded ^= {line}
        self.dirty = True

    def replay(self) -> None:
        """The same configuration and seed, the same controllers: the same deal again (R7.1)."""
        from ...session import Session
        from .router import show_game

        old = self.session
        # Into the finished game's own slot (it is kept in Replays): no season in progress is lost.
        show_game(self.app, Session.start(old.game.config, list(old.controllers), autosave=old.saving,
                                          slot=old.slot))

    def new_game(self) -> None:
        from .setup import SetupScene
        from .title import TitleScene

        self.app.manager.replace(TitleScene(self.app))
        self.app.manager.push(SetupScene(self.app))

    def watch(self) -> None:
        """The season just finished, in the replay viewer (Esc comes back here)."""
        from ...replay import Replay
        from .replay import ReplayScene

        s = self.session
        self.app.manager.push(ReplayScene(self.app, Replay(s.game.to_save(), list(s.controllers))))

    def review(self) -> None:
        """The season review (issue 36): how each decision judged, and the key moments."""
        from .review import ReviewScene

        s = self.session
        self.app.manager.push(ReviewScene(self.app, s.game.to_save(), list(s.controllers)))

    def to_title(self) -> None:
        from .title import TitleScene

        self.app.manager.replace(TitleScene(self.app))

    def ask_quit(self) -> None:
        self.app.running = False  # the game is over and saved: nothing to lose

    # ------------------------------------------------------------------ layout
    def table_rect(self) -> pygame.Rect:
        th = self.theme
        w, h = th.size
        return pygame.Rect(th.px(40), th.px(200), w - th.px(80), h - th.px(300))

    def columns(self) -> tuple[int, list[pygame.Rect]]:
        """The width of the label column and each seat's column (x and width only)."""
        th, table = self.theme, self.table_rect()
        label_w = min(th.px(360), table.w // 3)
        n = len(self.sheets)
        cw = (table.w - label_w) // n
        return label_w, [pygame.Rect(table.x + label_w + i * cw, 0, cw, 0) for i in range(n)]

    def part_lines(self, line: int, col_w: int) -> list[list[tuple[str, int | None]]]:
        """Per seat, the wrapped text lines of a line's parts: (text, value on its last line)."""
        th = self.theme
        out = []
        for sheet in self.sheets:
            rows: list[tuple[str, int | None]] = []
            for label, value in sheet.lines[line].parts:
                wrapped = T.wrap(label, "serif", th.fpx(PART_SIZE), col_w - th.px(70))
                rows += [(t, None) for t in wrapped[:-1]] + [(wrapped[-1], value)]
            out.append(rows or [("nothing scored", None)])
        return out

    def rows(self) -> list[tuple[str, int, int]]:
        """(kind, line index, height) for every row of the pad, top to bottom."""
        th = self.theme
        _label_w, cols = self.columns()
        step = int(th.px(PART_SIZE) * 1.35)
        out = [("head", -1, th.px(64))]
        for i in range(len(self.sheets[0].lines)):
            out.append(("line", i, th.px(50)))
            if i in self.expanded:
                tallest = max(len(p) for p in self.part_lines(i, cols[0].w))
                out.append(("parts", i, tallest * step + th.px(12)))
        out.append(("total", -1, th.px(58)))
        out.append(("influence", -1, th.px(40)))
        return out

    def max_scroll(self) -> int:
        return max(0, sum(h for _k, _i, h in self.rows()) - self.table_rect().h)

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.counting():
            self.counted = self.count_seconds()  # a click or key shows the totals at once
            self.dirty = True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
                return
        coach = self.session.coach
        if coach is not None and coach.handle(event):
            self.dirty = True
            return
        if self.tip_view.handle(event):
            self.dirty = True
            return
        for b in self.buttons:
            if b.handle(event):
                self.dirty = True
                if event.type == pygame.MOUSEBUTTONUP:
                    return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for line, rect in self.line_rects():
                if rect.collidepoint(event.pos):
                    self.toggle(line)
                    self.scroll = min(self.scroll, self.max_scroll())
                    return
        elif event.type == pygame.MOUSEWHEEL:
            new = max(0, min(self.max_scroll(), self.scroll - event.y * self.theme.px(50)))
            if new != self.scroll:
                self.scroll, self.dirty = new, True
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_title()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.new_game()

    def resized(self) -> None:
        super().resized()
        self.scroll = min(self.scroll, self.max_scroll())

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        th, game = self.theme, self.session.game
        w, h = surf.get_size()
        surf.fill(T.BG)
        th.blit_text(surf, "The season is over", 44, T.GOLD, (w // 2, th.px(56)), "serif-bold", "center")
        if self.counting():  # no winner named over totals still counting up
            th.blit_text(surf, COUNTING, 24, T.PARCHMENT, (w // 2, th.px(112)), "serif-italic", "center")
        else:
            names = [game.name(s) for s in self.winners]
            verdict = (f"{names[0]} is the season's favourite!" if len(names) == 1
                       else "A shared triumph: " + " and ".join(names))
            th.blit_text(surf, verdict, 28, T.IVORY, (w // 2, th.px(112)), "serif-italic", "center")
            tie = tie_break_text(game, self.sheets, self.winners)
            if tie:
                th.blit_text(surf, tie, 19, T.GLOW, (w // 2, th.px(156)), "serif", "center")
        table = self.table_rect()
        panel(surf, table.inflate(th.px(16), th.px(16)), T.IVORY, T.GOLD_DARK, th.px(12), th.px(3))
        clip = surf.get_clip()
        surf.set_clip(table)
        self.draw_rows(surf)
        surf.set_clip(clip)
        if self.max_scroll():  # at the left: at the right, 150% text ran it into the seed's label
            th.blit_text(surf, "scroll for more \u2193", 14, T.PARCHMENT, (table.x, table.bottom + th.px(14)),
                         "serif-italic", "topleft")
        elif not self.expanded:
            th.blit_text(surf, "Click a line to see how its points were scored.", 16, T.MUTED,
                         (table.centerx, table.bottom - th.px(24)), "serif-italic", "center")
        bw, gap = th.px(184), th.px(18)
        left = w // 2 - (len(self.buttons) * (bw + gap) - gap) // 2
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(left + i * (bw + gap), h - th.px(80), bw, th.px(58))
            b.draw(surf, th)
        last = self.buttons[-1].rect  # the seed, told now the game is over (R7.1), for replays
        x = last.right + th.px(24)
        th.blit_text(surf, "This season's seed", 14, T.PARCHMENT, (x, last.centery - th.px(2)),
                     "serif-italic", "bottomleft")
        th.blit_text(surf, str(game.config.seed), 16, T.IVORY, (x, last.centery + th.px(2)), "sans-bold",
                     "topleft")
        self.draw_earned(surf)
        coach = self.session.coach
        if coach is not None:
            lines = self.table_rect()
            lines.h -= th.px(150)  # the score lines; the bubble goes below them, over the buttons
            coach.draw(surf, th, lines if coach.step.point == "pad" else None)
        tipster = tips_of(self.session, self.app.settings.tips)
        if tipster is not None:
            tipster.update()
            pad = self.table_rect()
            pad.h -= th.px(150)
            self.tip_view.draw(surf, th, tipster, pad if tipster.point() == "pad" else None)
        if self.session.hints_used:  # an honest record: this season had a coach
            th.blit_text(surf, "Hints were used in this game", 17, T.GLOW,
                         (th.px(30), th.px(24)), "serif-italic", "midleft")

    def draw_earned(self, surf: pygame.Surface) -> None:
        """The achievements this game earned for the first time, left of the buttons; or why
        the records could not be kept."""
        th = self.theme
        h = surf.get_height()
        x, y = th.px(40), h - th.px(51)
        if self.record_message:
            box = pygame.Rect(x, h - th.px(88), self.buttons[0].rect.x - x - th.px(20), th.px(76))
            th.blit_wrapped(surf, self.record_message, 15, T.GLOW, box, "serif-italic")
            return
        earned = list(self.record.earned) if self.record else []
        room = self.buttons[0].rect.x - th.px(20)
        for i, fid in enumerate(earned):
            feat = achievements.BY_ID[fid]
            width = th.px(50) + max(th.text(feat.name, 17, T.GOLD, "serif-bold").get_width(),
                                    th.text(NEW, 15, T.PARCHMENT, "serif-italic").get_width())
            after = len(earned) - i - 1  # the "+n more" line that would follow this one
            if after:
                width += th.px(24) + th.text(more_text(after), 15, T.PARCHMENT, "serif-italic").get_width()
            if x + width > room:
                th.blit_text(surf, more_text(len(earned) - i), 15, T.PARCHMENT, (x, y), "serif-italic",
                             "midleft")
                break
            achievements.draw_icon(surf, fid, (x + th.px(22), y), th.px(21), True)
            r = th.blit_text(surf, feat.name, 17, T.GOLD, (x + th.px(50), y - th.px(10)), "serif-bold",
                             "midleft")
            n = th.blit_text(surf, NEW, 15, T.PARCHMENT, (x + th.px(50), y + th.px(12)), "serif-italic",
                             "midleft")
            x = max(r.right, n.right) + th.px(24)

    def placed(self) -> list[tuple[str, int, pygame.Rect]]:
        """Every row with its rect on screen (scrolled; some may lie outside the table)."""
        table = self.table_rect()
        y = table.y - self.scroll
        out = []
        for kind, line, height in self.rows():
            out.append((kind, line, pygame.Rect(table.x, y, table.w, height)))
            y += height
        return out

    def focus_targets(self) -> list[Target]:
        """For the keyboard: each visible score line (Enter opens its parts), then the buttons."""
        lines = [Target(f"line:{i}", r, r.center) for i, r in self.line_rects()]
        return with_tip(self.tip_view, lines + button_targets(self.buttons))

    def line_rects(self) -> list[tuple[int, pygame.Rect]]:
        """The clickable score lines (visible part only)."""
        table = self.table_rect()
        return [(line, rect.clip(table)) for kind, line, rect in self.placed()
                if kind == "line" and rect.colliderect(table)]

    def draw_rows(self, surf: pygame.Surface) -> None:
        table = self.table_rect()
        label_w, cols = self.columns()
        for kind, line, rect in self.placed():
            if rect.colliderect(table):
                getattr(self, f"draw_{kind}")(surf, rect, line, label_w, cols)

    def draw_head(self, surf, rect, _line, _label_w, cols) -> None:
        th, game = self.theme, self.session.game
        for sheet, col in zip(self.sheets, cols, strict=True):
            cx = col.centerx
            pygame.draw.rect(surf, T.SEAT_COLORS[sheet.seat],
                             (col.x + th.px(10), rect.y + th.px(6), col.w - th.px(20), th.px(6)))
            name = game.name(sheet.seat)
            r = th.blit_text(surf, name, 21, T.INK, (cx, rect.y + th.px(36)), "serif-bold", "center")
            if sheet.seat in self.winners and not self.counting():  # the winner's crown
                suit_icon(surf, 4, (r.x - th.px(18), r.centery), th.px(11))
        y = rect.bottom - 1
        pygame.draw.line(surf, T.GOLD_DARK, (rect.x, y), (rect.right, y), th.px(2))

    def draw_line(self, surf, rect, line, label_w, cols) -> None:
        th = self.theme
        if line % 2:
            pygame.draw.rect(surf, T.PARCHMENT, rect)
        arrow = "\u25be" if line in self.expanded else "\u25b8"
        name = self.sheets[0].lines[line].name
        th.blit_text(surf, f"{arrow}  {line + 1}. {name}", 21, T.INK,
                     (rect.x + th.px(16), rect.centery), "serif", "midleft")
        for sheet, col in zip(self.sheets, cols, strict=True):
            th.blit_text(surf, self.shown(line, sheet.lines[line].total), 24, T.INK,
                         (col.centerx, rect.centery), "serif-bold", "center")

    def draw_parts(self, surf, rect, line, _label_w, cols) -> None:
        th = self.theme
        pygame.draw.rect(surf, (238, 228, 204), rect)
        step = int(th.px(PART_SIZE) * 1.35)
        for rows, col in zip(self.part_lines(line, cols[0].w), cols, strict=True):
            y = rect.y + th.px(4)
            for text, value in rows:
                th.blit_text(surf, text, PART_SIZE, T.INK, (col.x + th.px(14), y), "serif-italic")
                if value is not None:
                    th.blit_text(surf, f"{value:+d}" if value else "0", PART_SIZE, T.INK,
                                 (col.right - th.px(16), y), "sans-bold", "topright")
                y += step

    def draw_total(self, surf, rect, _line, _label_w, cols) -> None:
        th = self.theme
        pygame.draw.line(surf, T.INK, (rect.x, rect.y + 1), (rect.right, rect.y + 1), th.px(2))
        th.blit_text(surf, "Total", 24, T.INK, (rect.x + th.px(16), rect.centery), "serif-bold", "midleft")
        for sheet, col in zip(self.sheets, cols, strict=True):
            color = T.RED if sheet.seat in self.winners and not self.counting() else T.INK
            th.blit_text(surf, f"{self.shown_total(sheet)} VP", 28, color, (col.centerx, rect.centery),
                         "serif-bold", "center")

    def draw_influence(self, surf, rect, _line, _label_w, cols) -> None:
        th = self.theme
        th.blit_text(surf, "Influence on the tracker (tie-break)", 16, T.INK,
                     (rect.x + th.px(16), rect.centery), "serif-italic", "midleft")
        if self.counting():
            return  # the tie-break is told with the totals, not over a count still running
        for sheet, col in zip(self.sheets, cols, strict=True):
            th.blit_text(surf, str(sheet.influence), 18, T.INK, (col.centerx, rect.centery), "serif",
                         "center")
