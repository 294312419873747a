"""The season review on screen (issue 36): the chance of winning of every seat over the
season, each person's accuracy and decisions per class, and the key moments to study.

The review is computed in the background (`review_worker`, the bots' worker approach) with a
progress bar and a Cancel button, the window answering input all the while; the search starts
when the scene is shown and ends when the manager drops it, however it is dropped (`closed`:
its Close or Cancel, a quit to the title, the kiosk's idle timer). A finished review is kept
(`review_store`), so opening it again is instant. The chart shows every seat's chance
after each of its decisions, with the weeks and the whist marked. The panel shows one seat at
a time, a tab per seat a person played: at a hotseat table each player reads their own. A key
moment opens the replay viewer at that decision, the better move and its reason shown there;
its "Play from here" button plays on from it as a new game (issue 56, `gui/play_from.py`).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ... import i18n
from ...engine import Game
from ...i18n import N_, _, inner_quotes, ngettext, number, percent
from ...review.model import Moment, Review
from ...review.moments import cost_line
from ...review.report import moment_heading
from ...review.season import settings_digest
from ...review.settings import CLASSES, default
from ...review.words import Said, Words, action_of
from .. import review_store
from .. import theme as T
from ..focus import Target, button_targets
from ..play_from import MomentButtons
from ..review_worker import ReviewWorker
from ..scene import Scene
from ..widgets import Button, panel
from . import review_rows as rows
from .review_rows import Row

if TYPE_CHECKING:
    from ..services import Services

CLASS_COLORS = {"best": (70, 150, 90), "good": (130, 170, 90), "inaccuracy": (210, 170, 60),
                "mistake": (210, 110, 50), "blunder": (180, 40, 50)}
CLASS_NAMES = {"best": N_("Best"), "good": N_("Good"), "inaccuracy": N_("Inaccuracies"),
               "mistake": N_("Mistakes"), "blunder": N_("Blunders")}  # translated as drawn


class ReviewScene(Scene):
    opaque = True

    def __init__(self, app: Services, save: dict[str, Any], controllers: list[str] | None,
                 label: str = "", review: Review | None = None, tutorial: bool = False):
        super().__init__(app)
        self.save, self.controllers, self.label = save, controllers, label
        self.tutorial = tutorial  # begun as the tutorial: a key moment's replay says so too
        final = Game.from_save(save)
        self.names = [final.name(s) for s in range(final.seats)]
        self.review: Review | None = None
        self.worker: ReviewWorker | None = None
        self.message = ""
        if review is None:  # `review`: one made already (tools/screenshot.py)
            review, self.message = review_store.find(final.state_hash(),
                                                     settings_digest(default()))
        self.review = review
        self.seat = 0
        self.close_button = Button(N_("Close"), self.close, size=20, hint="Esc")
        self.cancel_button = Button(N_("Cancel"), self.close, size=20)  # closing stops the search
        self.tabs: list[Button] = []
        self.tab_seats: list[int] = []
        self.moment_rects: list[tuple[Moment, pygame.Rect]] = []
        self.play_from = MomentButtons(app, save, controllers, partial(setattr, self, "message"))
        self.moment_drawn: list[tuple[Moment, pygame.Rect, list[pygame.Rect]]] = []
        self.row_scroll = rows.RowScroll(partial(setattr, self, "dirty", True))
        self._words: tuple[int, Words] | None = None  # (the language's generation, its words)
        self.to_search = self.review is None  # until the search has ended by itself
        if self.review is not None:
            self._tabs()

    # ------------------------------------------------------------------ the work
    def entered(self) -> None:
        """Shown: the search starts (once). Not when built: a scene the manager never held
        would never be told it was dropped, and would search on unseen."""
        super().entered()
        if self.to_search and self.worker is None:
            self.worker = ReviewWorker(self.save, self.controllers).start()

    def closed(self) -> None:
        """Dropped, by whatever path: the search stops and its thread is waited for."""
        if self.worker is not None:
            self.worker.cancel()
            self.worker = None

    def update(self, dt: float) -> None:
        worker = self.worker
        if worker is None:
            return
        self.dirty = True  # the progress bar (the loop wakes every quarter second)
        if not worker.done:
            return
        self.worker, self.to_search = None, False
        try:
            review = worker.poll()
        except Exception as exc:  # a review that fails is a message, never a crash
            self.message = _("The review could not be made: {error}").format(error=exc)
            return
        if review is None:
            return
        self.review = review
        self.message = review_store.keep(review)
        self._tabs()

    def _tabs(self) -> None:
        """A tab per seat a person played (every reviewed seat if nobody did)."""
        assert self.review is not None
        seats = [s for s in self.review.seats if s.human and s.reviewed] or \
            [s for s in self.review.seats if s.reviewed]
        self.tabs = [Button(s.name, partial(self.pick, s.seat), size=17) for s in seats]
        self.tab_seats = [s.seat for s in seats]
        self.seat = self.tab_seats[0] if seats else 0

    def pick(self, seat: int) -> None:
        self.seat, self.row_scroll.first = seat, 0
        self.dirty = True

    def close(self) -> None:
        self.app.manager.pop()

    def words(self) -> Words:
        """The review's words in the language spoken now: made again after a change of
        language, from the kept judgement and the save (no search)."""
        assert self.review is not None
        if self._words is None or self._words[0] != i18n.generation():
            self._words = (i18n.generation(), Words(self.save, self.review))
        return self._words[1]

    def open_moment(self, moment: Moment) -> None:
        """The replay viewer at the decision, the better move and its reason shown."""
        from ...replay import Replay

        scene = self.app.go.replay(Replay(self.save, self.controllers, self.label, self.tutorial))
        scene.view = moment.seat
        better = action_of(moment.best_action) if moment.best_action else None
        said = self.words().moment(moment) if self.review is not None else Said("", "")
        scene.show_moment(moment.index, moment_note(self.review, said, moment), better)
        self.app.manager.push(scene)

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        for b in self.buttons():
            if b.handle(event):
                self.dirty = True
                if event.type == pygame.MOUSEBUTTONUP:
                    return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for moment, rect in self.moment_rects:
                if rect.collidepoint(event.pos):
                    self.open_moment(moment)
                    return
        elif event.type == pygame.MOUSEWHEEL:
            self.row_scroll.by(-event.y)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()

    def buttons(self) -> list[Button]:
        return [self.close_button, *([self.cancel_button] if self.worker else []), *self.tabs,
                *self.play_from.shown, *self.row_scroll.shown()]

    def focus_targets(self) -> list[Target]:
        moments = [Target(f"moment:{m.index}", r, r.center) for m, r in self.moment_rects]
        return button_targets(self.tabs) + moments + button_targets(
            [*self.play_from.shown, *self.row_scroll.shown(), self.close_button,
             *([self.cancel_button] if self.worker else [])])

    # ------------------------------------------------------------------ drawing
    def rows(self) -> list[Row]:
        """The key moments of the seat shown, wrapped to the row's width (`review_rows`)."""
        if self.review is None:
            return []
        words = self.words()
        review = self.review
        texts = [(m, _("{when}. {title}").format(when=heading_of(review, m), title=words.moment(m).title))
                 for m in review.key_moments if m.seat == self.seat]
        th = self.theme
        reserve = self.play_from.width(th) + th.px(8)  # "Play from here" ends the last line
        return rows.moment_rows(th, texts, th.size[0] - th.px(80 + 48), reserve,
                                rows.rows_room(th, review, self.seat))

    def chart_rect(self) -> pygame.Rect:
        th = self.theme
        w, _h = self.theme.size
        height = rows.chart_height(th, self.review, self.seat, self.rows())
        return pygame.Rect(th.px(40), th.px(120), w - th.px(rows.PANEL_W + 110), height)

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        w, h = surf.get_size()
        surf.fill(T.BG)
        th.blit_text(surf, _("Season review"), 40, T.GOLD, (w // 2, th.px(46)), "serif-bold", "center")
        sub = _("The chance of winning after every decision, as the Hard computer judges it from "
                "what each player knew at the time.")
        th.blit_text(surf, sub, 17, T.PARCHMENT, (w // 2, th.px(88)), "serif-italic", "center")
        self.close_button.rect = pygame.Rect(w - th.px(200), h - th.px(74), th.px(160), th.px(52))
        self.moment_rects = []
        self.play_from.clear()
        if self.review is None:
            self.draw_progress(surf)
        else:
            self.draw_chart(surf, self.review)
            self.draw_seat(surf, self.review)
            self.draw_moments(surf, self.review)
        for b in self.buttons():
            b.draw(surf, th)
        for tab, seat in zip(self.tabs, self.tab_seats, strict=True):
            if seat == self.seat and len(self.tabs) > 1:  # the seat whose review is shown
                pygame.draw.rect(surf, T.GLOW, tab.rect, th.px(3), th.px(8))
        if self.message:
            box = pygame.Rect(th.px(40), h - th.px(80), w - th.px(280), th.px(64))
            th.blit_wrapped(surf, self.message, 15, T.GLOW, box, "serif-italic")

    def progress_box(self, size: tuple[int, int]) -> pygame.Rect:
        """The panel of the progress bar while the review works."""
        box = pygame.Rect(0, 0, self.theme.px(820), self.theme.px(236))
        box.center = (size[0] // 2, size[1] // 2 - self.theme.px(40))
        return box

    def draw_progress(self, surf: pygame.Surface) -> None:
        th = self.theme
        box = self.progress_box(surf.get_size())
        panel(surf, box, T.PANEL, T.GOLD, th.px(12), th.px(2))
        share = self.worker.share if self.worker else 0.0
        done, total = self.worker.progress if self.worker else (0, 1)
        text = (ngettext("Reviewing the season: {done} of {total} action",
                         "Reviewing the season: {done} of {total} actions", total).format(
                             done=number(done), total=number(total)) if self.worker
                else _("The review was stopped."))
        th.blit_fit(surf, text, 22, T.IVORY, (box.centerx, box.y + th.px(40)), box.w - th.px(60),
                    anchor="center")
        bar = pygame.Rect(box.x + th.px(40), box.y + th.px(80), box.w - th.px(80), th.px(26))
        pygame.draw.rect(surf, T.BG_DARK, bar, border_radius=th.px(6))
        fill = bar.copy()
        fill.w = max(0, round(bar.w * share))
        pygame.draw.rect(surf, T.GOLD, fill, border_radius=th.px(6))
        note = pygame.Rect(box.x + th.px(40), box.y + th.px(120), box.w - th.px(80), th.px(40))
        th.blit_wrapped(surf, _("Every decision is searched as the Hard computer searches its own "
                                "moves. Closing this screen stops the review."), 15, T.PARCHMENT, note,
                        "serif-italic", centred=True)
        self.cancel_button.rect = pygame.Rect(0, 0, th.px(160), th.px(46))
        self.cancel_button.rect.midtop = (box.centerx, box.y + th.px(172))

    def draw_chart(self, surf: pygame.Surface, review: Review) -> None:
        th = self.theme
        area = self.chart_rect()
        panel(surf, area.inflate(th.px(12), th.px(12)), T.IVORY, T.GOLD_DARK, th.px(10), th.px(2))
        plot = pygame.Rect(area.x + th.px(52), area.y + th.px(34), area.w - th.px(70),
                           area.h - th.px(64))
        last = max(1, review.actions)

        def x_of(index: int) -> int:
            return plot.x + round(plot.w * index / last)

        def y_of(chance: float) -> int:
            return plot.bottom - round(plot.h * chance)

        for pct in (0, 25, 50, 75, 100):
            y = y_of(pct / 100)
            pygame.draw.line(surf, (214, 202, 172), (plot.x, y), (plot.right, y), 1)
            th.blit_text(surf, percent(pct / 100), 13, T.INK, (plot.x - th.px(8), y), "sans", "midright")
        for mark in review.marks:
            x = x_of(mark.index)
            pygame.draw.line(surf, T.GOLD_DARK, (x, plot.y - th.px(4)), (x, plot.bottom), th.px(2))
            name = mark_name(mark.label)
            th.blit_text(surf, name, 14, T.INK, (x + th.px(4), area.y + th.px(6)), "serif-bold")
        for seat in range(len(review.seats)):
            points = [(x_of(d.index), y_of(d.chance_chosen)) for d in review.decisions
                      if d.seat == seat]
            color = T.SEAT_COLORS[seat % len(T.SEAT_COLORS)]
            if len(points) > 1:
                pygame.draw.lines(surf, color, False, points, max(2, th.px(3)))
        for m in review.key_moments:
            d = next((d for d in review.decisions if d.index == m.index), None)
            if d is not None and m.kind == "decision":
                pygame.draw.circle(surf, T.RED, (x_of(d.index), y_of(d.chance_chosen)), th.px(6), th.px(2))
        x = plot.x
        for s in review.seats:
            if not any(d.seat == s.seat for d in review.decisions):
                continue
            color = T.SEAT_COLORS[s.seat % len(T.SEAT_COLORS)]
            y = area.bottom - th.px(14)
            pygame.draw.line(surf, color, (x, y), (x + th.px(24), y), max(2, th.px(3)))
            r = th.blit_text(surf, s.name, 14, T.INK, (x + th.px(30), y), "serif", "midleft")
            x = r.right + th.px(22)
        th.blit_text(surf, _("A red ring: a key moment."), 13, T.INK, (plot.right, area.bottom - th.px(14)),
                     "serif-italic", "midright")

    def draw_seat(self, surf: pygame.Surface, review: Review) -> None:
        th = self.theme
        area = self.chart_rect()
        box = pygame.Rect(area.right + th.px(30), area.y - th.px(6), self.theme.size[0] - area.right
                          - th.px(70), area.h + th.px(12))
        panel(surf, box, T.PANEL, T.GOLD, th.px(10), th.px(2))
        tab_w = (box.w - th.px(20)) // max(1, len(self.tabs))
        for i, tab in enumerate(self.tabs):
            tab.rect = pygame.Rect(box.x + th.px(10) + i * tab_w, box.y + th.px(10),
                                   tab_w - th.px(6), th.px(40))
        summary = next((s for s in review.seats if s.seat == self.seat), None)
        if summary is None:
            return
        y = box.y + th.px(64)
        who = summary.name if summary.human else _("{name} (computer)").format(name=summary.name)
        th.blit_text(surf, who, 22, T.GOLD, (box.x + th.px(20), y), "serif-bold")
        accuracy = _("Accuracy {accuracy}").format(accuracy=percent(summary.accuracy / 100))
        th.blit_text(surf, accuracy, 30, T.IVORY, (box.x + th.px(20), y + th.px(34)), "serif-bold")
        over = ngettext("over {n} real choice; final score {vp} VP",
                        "over {n} real choices; final score {vp} VP", summary.choices)
        th.blit_text(surf, over.format(n=summary.choices, vp=summary.final_score), 17, T.PARCHMENT,
                     (box.x + th.px(20), y + th.px(76)), "serif-italic")
        y += th.px(112)
        for name in CLASSES:
            pygame.draw.circle(surf, CLASS_COLORS[name], (box.x + th.px(30), y + th.px(11)), th.px(8))
            th.blit_text(surf, _(CLASS_NAMES[name]), 18, T.IVORY, (box.x + th.px(48), y), "serif")
            th.blit_text(surf, str(summary.counts.get(name, 0)), 18, T.IVORY,
                         (box.right - th.px(24), y), "sans-bold", "topright")
            y += th.px(rows.CLASS_STEP)
        th.blit_wrapped(surf, rows.luck_sentence(review, self.seat), rows.LUCK_SIZE, T.PARCHMENT,
                        pygame.Rect(box.x + th.px(20), y + th.px(6), box.w - th.px(40),
                                    box.bottom - y - th.px(6)), "serif-italic")

    def draw_moments(self, surf: pygame.Surface, review: Review) -> None:
        th = self.theme
        w, h = surf.get_size()
        top = self.chart_rect().bottom + th.px(24)
        th.blit_text(surf, _("Key moments"), 22, T.GOLD, (th.px(40), top), "serif-bold")
        moments = self.rows()
        y = top + th.px(34)
        if not moments:
            th.blit_text(surf, _("No decision of this player lost enough to study: well played."), 17,
                         T.PARCHMENT, (th.px(40), y), "serif-italic")
            return
        moments = moments[min(self.row_scroll.first, len(moments) - 1):]
        colors = [CLASS_COLORS.get(moment_class(review, m), T.GOLD) for m, _lines, _n, _px in moments]
        bottom = self.close_button.rect.top - th.px(10)
        reserve = self.play_from.width(th) + th.px(8)
        self.moment_drawn = rows.draw_rows(surf, th, moments, y, bottom, colors, reserve)
        self.row_scroll.place(th, w - th.px(40), top, len(self.moment_drawn) < len(moments))
        self.moment_rects = [(m, rect) for m, rect, _drawn in self.moment_drawn]
        for m, rect, drawn in self.moment_drawn:
            self.play_from.place(m, rect, th, drawn[-1].centery)  # on the replay label's line


def moment_class(review: Review, m: Moment) -> str:
    d = next((d for d in review.decisions if d.index == m.index and d.seat == m.seat), None)
    return d.klass if d is not None else "luck"


def heading_of(review: Review, m: Moment) -> str:
    """Which of the player's own decisions a moment is ("Your 12th decision"), a computer
    seat's by its name; luck by its week."""
    summary = next((s for s in review.seats if s.seat == m.seat), None)
    return moment_heading(review, m, None if summary is None or summary.human else summary.name)


def mark_name(label: str) -> str:
    """A week's mark over the chart, short: "W3" for the stored "Week 3", or "Whist"."""
    week = label.removeprefix("Week ")
    return _("W{week}").format(week=week) if week.isdigit() else _("Whist")


def moment_note(review: Review | None, said: Said, m: Moment) -> str:
    """What the replay viewer says at a key moment: which of the player's decisions it is, the
    better move with the key moment's own figures (`cost_line`, issue 56) and why."""
    if m.kind == "luck":
        return _("{title} {reason}").format(title=said.title, reason=said.reason)
    d = None if review is None else next(
        (d for d in review.decisions if d.index == m.index and d.seat == m.seat), None)
    if review is None or d is None:
        return _("Better: {move}. {reason}").format(move=said.best, reason=said.reason)
    cost = cost_line(d, inner_quotes(said.best))
    return _("{when}. {cost} {reason}").format(when=heading_of(review, m), cost=cost, reason=said.reason)
