"""The score pad (rulebook p.17): six lines per seat, each expandable to the engine's parts.

All numbers are the engine's (`game.scores()`, `game.winners()`); the screen only lays them
out, so the pad can never disagree with the rules. While the lines count up (issue 13) no
winner is named and the tie-break is not told; once the count has ended, the verdict shows,
and the tie-break line only when the tie-break decided something. Once the game is over
the season's seed may be told (RULINGS R7.1): it is shown beside the buttons, and "Play this
season again" deals it again to the same seats.

The scene holds the heading, the buttons and the input; the table of lines is a
`ScoreTable` (score_table.py), counted up by a `CountUp` (score_count.py), and the
achievements this game earned are drawn by earned.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ... import replays
from ...engine.scoring import ScoreSheet
from ...i18n import N_, _, generation, list_of
from .. import audio, moment, profile, taster
from .. import theme as T
from ..coach import of as coach_of
from ..focus import Target, button_targets
from ..scene import Scene
from ..tips import of as tips_of
from ..tips_view import TipView, rules_opener, with_tip
from ..widgets import Button, lay_row
from .earned import draw_earned
from .score_count import CountUp
from .score_table import ScoreTable

if TYPE_CHECKING:
    from ...engine import Game
    from ...session import Session
    from ..services import Services


def tie_break_text(game: Game, sheets: list[ScoreSheet], winners: list[int]) -> str:
    """How the tie-break went, or "" when the VP alone decided (rulebook p.17; R6.9)."""
    best = max(s.total for s in sheets)
    tied = [s for s in sheets if s.total == best]
    if len(tied) < 2:
        return ""
    infl = ", ".join(_("{name} {influence}").format(name=game.name(s.seat), influence=s.influence)
                     for s in tied)
    if len(winners) > 1:
        return _("Tied on {vp} VP and on influence ({influence}): the win is shared.").format(
            vp=best, influence=infl)
    return _("Tied on {vp} VP: most influence on the tracker wins ({influence}).").format(
        vp=best, influence=infl)


COUNTING = N_("Counting the points\u2026 (click or press a key to see the totals)")


class ScorePadScene(Scene):
    attract_band = "bottom"  # the demo's band (gui/attract.py) leaves the winner's heading in view
    def __init__(self, app: Services, session: Session):
        super().__init__(app)
        self.session = session
        self.sheets = session.game.scores()
        self.spoken = generation()  # the language the sheets' part labels were written in
        self.winners = session.game.winners()
        self.count = CountUp(len(self.sheets[0].lines), lambda: app.settings.anim_factor)
        self.cheer = 0.0  # seconds of the favourite's moment shown
        self.table = ScoreTable(session.game, self.sheets, self.winners, self.count)
        self.tip_view = TipView(rules_opener(app))
        self.buttons = [Button(N_("New game"), self.new_game, size=24),
                        Button(N_("Watch again"), self.watch, size=24),
                        Button(N_("Review"), self.review, size=24),
                        Button(N_("Play this season again"), self.replay, size=24),
                        Button(N_("Title"), self.to_title, size=24)]
        if session.taster:  # the kiosk's taster (issue 55): on to the whole season, or the next visitor
            self.buttons = taster.end_buttons(app, session)
        # The statistics profile records the finished game once; its new achievements show here.
        _profile, self.record, self.record_message = profile.record(session)
        self.record_message = self.record_message or replays.keep(session)  # and its replay
        self.tutorial = replays.tutorial(session)  # as it is kept, so it is watched and reviewed

    # ------------------------------------------------------------------ the count-up
    def animating(self) -> bool:
        return (self.count.counting() or self.cheering()) and self.app.manager.top is self

    def cheering(self) -> bool:
        """The favourite's moment plays once the count has ended (gui/moment.py); not at all
        under Reduced motion."""
        return not self.count.counting() and self.cheer < moment.SECONDS * self.app.settings.anim_factor

    def update(self, dt: float) -> None:
        if self.count.update(dt):
            self.dirty = True
        elif self.cheering() and self.app.manager.top is self:
            if self.cheer == 0.0:
                audio.play("favourite")
            self.cheer += dt
            self.dirty = True

    # ------------------------------------------------------------------ actions
    def toggle(self, line: int) -> None:
        self.table.toggle(line)
        self.dirty = True

    def replay(self) -> None:
        """The same configuration and seed, the same controllers: the same deal again (R7.1)."""
        from ...session import Session

        old = self.session
        # Into the finished game's own slot (it is kept in Replays): no season in progress is lost.
        self.app.go.show_game(Session.start(old.game.config, list(old.controllers), autosave=old.saving,
                                            slot=old.slot))

    def new_game(self) -> None:
        self.app.manager.replace(self.app.go.title())
        self.app.manager.push(self.app.go.setup())

    def watch(self) -> None:
        """The season just finished, in the replay viewer (Esc comes back here)."""
        from ...replay import Replay

        s = self.session
        self.app.manager.push(self.app.go.replay(Replay(s.game.to_save(), list(s.controllers),
                                                        tutorial=self.tutorial)))

    def review(self) -> None:
        """The season review (issue 36): how each decision judged, and the key moments."""
        s = self.session
        self.app.manager.push(self.app.go.review(s.game.to_save(), list(s.controllers),
                                                 tutorial=self.tutorial))

    def to_title(self) -> None:
        self.app.manager.replace(self.app.go.title())

    def ask_quit(self) -> None:
        self.app.running = False  # the game is over and saved: nothing to lose

    # ------------------------------------------------------------------ layout
    def table_rect(self) -> pygame.Rect:
        th = self.theme
        w, h = th.size
        return pygame.Rect(th.px(40), th.px(200), w - th.px(80), h - th.px(300))

    def line_rects(self) -> list[tuple[int, pygame.Rect]]:
        """The clickable score lines (visible part only)."""
        return self.table.line_rects(self.theme, self.table_rect())

    def max_scroll(self) -> int:
        return self.table.max_scroll(self.theme, self.table_rect())

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and (self.count.counting()
                                                                       or self.cheering()):
            if not self.count.counting():
                self.cheer = moment.SECONDS * self.app.settings.anim_factor  # the moment ends
            self.count.finish()  # a click or key shows the totals at once
            self.dirty = True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
                return
        coach = coach_of(self.session)
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
                    self.table.scroll = min(self.table.scroll, self.max_scroll())
                    return
        elif event.type == pygame.MOUSEWHEEL:
            new = max(0, min(self.max_scroll(), self.table.scroll - event.y * self.theme.px(50)))
            if new != self.table.scroll:
                self.table.scroll, self.dirty = new, True
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_title()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.buttons[0].action()  # New game (the taster's: the whole season)

    def resized(self) -> None:
        super().resized()
        self.table.scroll = min(self.table.scroll, self.max_scroll())

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        th, game = self.theme, self.session.game
        if self.spoken != generation():  # the language changed: the engine writes the labels again
            self.sheets = self.table.sheets = game.scores()
            self.spoken = generation()
        w, h = surf.get_size()
        surf.fill(T.BG)
        th.blit_text(surf, _("The season is over"), 44, T.GOLD, (w // 2, th.px(56)), "serif-bold", "center")
        if self.count.counting():  # no winner named over totals still counting up
            th.blit_text(surf, _(COUNTING), 24, T.PARCHMENT, (w // 2, th.px(112)), "serif-italic", "center")
        else:
            names = [game.name(s) for s in self.winners]
            verdict = (_("{name} is the season's favourite!").format(name=names[0]) if len(names) == 1
                       else _("A shared triumph: {names}").format(names=list_of(names)))
            th.blit_text(surf, verdict, 28, T.IVORY, (w // 2, th.px(112)), "serif-italic", "center")
            tie = tie_break_text(game, self.sheets, self.winners)
            if tie:
                th.blit_text(surf, tie, 19, T.GLOW, (w // 2, th.px(156)), "serif", "center")
        self.table.draw(surf, th, self.table_rect())
        if self.cheering():  # right of the title (clear of the notes at the left): the crown
            names = [game.name(s) for s in self.winners]
            title = names[0] if len(names) == 1 else _("A shared triumph")
            k = self.cheer / (moment.SECONDS * self.app.settings.anim_factor)
            moment.draw(surf, (w - th.px(210), th.px(84)), k, title, "crown", th.px(46), th.fpx(19))
        lay_row(th, self.buttons, w // 2, h - th.px(80), th.px(58), th.px(5 * 184 + 4 * 18), th.px(18))
        for b in self.buttons:
            b.draw(surf, th)
        last = self.buttons[-1].rect  # the seed, told now the game is over (R7.1), for replays
        x = last.right + th.px(24)
        if game.start is None:  # a season played on from a moment (issue 56): no seed replays it
            th.blit_text(surf, _("This season's seed"), 14, T.PARCHMENT, (x, last.centery - th.px(2)),
                         "serif-italic", "bottomleft")
            th.blit_text(surf, str(game.config.seed), 16, T.IVORY, (x, last.centery + th.px(2)),
                         "sans-bold", "topleft")
        draw_earned(surf, th, list(self.record.earned) if self.record else [], self.record_message,
                    self.buttons[0].rect.x)
        if game.start is not None:  # issue 56: practice from a moment, kept in Replays only
            pad = self.table_rect()  # above the pad's own footnote, in the room under the lines
            note = _(taster.NOTE) if self.session.taster else \
                _("Played on from a moment of another season: not counted in Records")
            th.blit_fit(surf, note, 16,
                        T.INK, (pad.centerx, pad.bottom - th.px(60)), pad.w - th.px(40),
                        ("serif-italic", "serif-cond-italic"), "midbottom")
        coach = coach_of(self.session)  # the bubbles last: over the notes
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
            th.blit_text(surf, _("Hints were used in this game"), 17, T.GLOW,
                         (th.px(30), th.px(24)), "serif-italic", "midleft")

    def focus_targets(self) -> list[Target]:
        """For the keyboard: each visible score line (Enter opens its parts), then the buttons."""
        lines = [Target(f"line:{i}", r, r.center) for i, r in self.line_rects()]
        return with_tip(self.tip_view, lines + button_targets(self.buttons))

