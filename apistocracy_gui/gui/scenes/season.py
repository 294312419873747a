"""The Season scene: both gameboards, the player mats, the log and the decision panel.

Calling Cards are placed by dragging from the mat onto a space (every legal space glows,
the others dim; a drop anywhere else slides the card back) or by clicking the stack and then
a space. Every other decision is a button in the panel and, where the board has a matching
thing (a hive space, a hand card, a track step...), a click on that thing. All moves come
from `game.legal_actions()`; the scene never decides what is legal.

The scene composes parts that each own one job (ARCHITECTURE.md, "The GUI"): the cached
board layers (season_layers.py), the offers of the position by hot spot (season_offers.py),
the mouse and the keys as intents (season_pointer.py, season_keys.py; applied by `apply`),
the glows (season_marks.py), the hover zoom (season_zoom.py), the frame of top bar, panel
and Chronicle (season_frame.py), the targets for the keyboard's ring (season_targets.py), the
teaching bubbles (season_bubbles.py), and the table frame it shares with whist (gui/table/).
What stays here is the game's flow: who sees what, a move made, a bot paced, a turn handed
over, undone or redone.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...bots.hint import Hint
from ...engine import Action, IllegalAction
from ...i18n import N_
from .. import hotseat
from ..board import inplace
from ..board.glow_warm import IDLE_SECONDS
from ..coach import of as coach_of
from ..focus import Target
from ..scene import Scene
from ..table.intent import Command, Intent, Play
from ..table.pacer import BotPacer
from ..table.top_buttons import TopButtons
from ..tips_view import TipView
from ..widgets import Button
from . import (
    hint_sign,
    season_bubbles,
    season_commands,
    season_frame,
    season_keys,
    season_marks,
    season_targets,
)
from .season_context import Flow, SeasonTable
from .season_layers import BoardLayers
from .season_pointer import Pointer
from .season_zoom import SeasonZoom

if TYPE_CHECKING:
    from ...engine import Game
    from ...session import Session
    from ..board.layout import SeasonLayout
    from ..board.view import Spots
    from ..coach import Coach
    from ..services import Services

BOT_PACE = 0.6  # seconds per bot action at normal animation speed


class SeasonScene(Scene):
    opaque = True  # the boards cover the window

    def __init__(self, app: Services, session: Session):
        super().__init__(app)
        self.session = session
        command = {name: partial(self.apply, Command(name)) for name in ("hint", "undo", "redo", "menu")}
        self.buttons = TopButtons({"hint": Button(N_("Hint"), command["hint"], size=15, hint="H"),
                                   "undo": Button(N_("Undo"), command["undo"], size=15, hint="Ctrl+Z"),
                                   "redo": Button(N_("Redo"), command["redo"], size=15, hint="Ctrl+Y"),
                                   "menu": Button(N_("Menu"), command["menu"], size=15, hint="Esc")})
        self.turn_end = hotseat.EndTurn(session, self.changed)
        self.end_button = self.turn_end.button
        self.tip_view = TipView(self.open_rules)
        self.table = t = SeasonTable.new(app, session, self.buttons, self.turn_end, self.tip_view,
                                         self.on_top)
        self.flow = Flow(self.changed, self.after_undo, self.open_rules, self.open_menu,
                         partial(hint_sign.ask, self), self.bot_step)
        self.layers = BoardLayers(t)
        self.zoom = SeasonZoom(t)
        self.pointer = Pointer(t, self.layers.ensure, self.zoom)
        self.pacer = BotPacer(BOT_PACE)
        # the table's parts and questions, as the app's tools and tests ask them of the scene
        self.offers, self.panel, self.motion, self.replay = t.offers, t.panel, t.motion, t.replay
        self.refusal, self.tweens, self.captions, self.log = t.refusal, t.tweens, t.captions, t.log
        self.private, self.me, self.others, self.layout = t.private, t.me, t.others, t.layout
        self.human_turn, self.bot_due, self.click_legal = t.human_turn, t.bot_due, t.click_legal
        self.hints_on, self.turn_over, self.why_not = t.hints_on, t.turn_over, t.why_not
        opening = self.replay.first_event()
        if opening is not None:
            self.motion.seen = opening  # her opening turn plays when the scene is entered

    # ------------------------------------------------------------------ the table, read
    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def coach(self) -> Coach | None:
        """The tutorial's coach, while a tutorial is played (gui/coach.py)."""
        return coach_of(self.session)

    @property
    def lay(self) -> SeasonLayout | None:
        return self.table.lay

    @property
    def spots(self) -> Spots:
        return self.table.spots

    @property
    def tabs(self) -> list[inplace.Tab]:
        return self.table.tabs

    @property
    def panel_area(self) -> pygame.Rect:
        return self.table.panel_area

    @property
    def hint_shown(self) -> Hint | None:
        return self.table.hint_shown

    @hint_shown.setter
    def hint_shown(self, hint: Hint | None) -> None:
        self.table.hint_shown = hint

    def on_top(self) -> bool:
        """No overlay covers the table: hover effects, End turn and the game's flow go on."""
        return self.app.manager.top is self

    # ------------------------------------------------------------------ scene hooks
    def resized(self) -> None:
        self.tweens.finish()
        self.motion.skip()
        self.pointer.drag = None
        self.table.lay = None
        self.dirty = True

    def entered(self) -> None:
        self.dirty = True
        self.layers.key = ()
        if self.motion.seen < len(self.game.events):
            self.animate()  # her opening turn (Game.new played it), told as it is animated

    def animating(self) -> bool:
        return bool(self.tweens) or self.refusal.active or self.motion.active or (
            (self.bot_due() or self.replay.active or self.session.hinter.busy) and self.on_top())

    def update(self, dt: float) -> None:
        if self.tweens:
            self.tweens.update(dt)
            self.dirty = True
        if self.refusal.update(dt):
            self.dirty = True
        if self.motion.update(dt):
            self.dirty = True
            if not self.motion.active and self.game.phase != "season":
                self.changed()  # the season's last moves were shown: on to the whist table
            self.layers.ahead()  # the beats' frames paint nothing: one mat of the next turn
        elif not self.tweens:
            self.layers.glows.run(IDLE_SECONDS)  # nothing moves: make the next halos ahead
            self.layers.ahead(idle=True)
        hint_sign.poll(self)
        if not self.on_top() or self._handover():
            return
        if self.replay.sync(self.motion.playing()):  # her turn is told as its beats play
            if self.replay.active:
                self.dirty = True  # the next line: her panel and the glow follow
            else:
                self.changed()  # told to the end: maybe on to the whist table
        if self.bot_due():  # the bot thinks from the start; its move shows at the pace,
            still = not self.motion.active  # once the last move has been seen
            due = self.pacer.tick(dt if still else 0.0, self.app.idle.pace(self.app.settings.anim_factor))
            self.bot_step(play=still and due)

    def _handover(self) -> bool:
        """Hotseat: cover the screen before another human's cards could be drawn."""
        if (not self.session.needs_handover() or not self.on_top()
                or self.motion.active):  # the last move is seen before the screen is covered
            return False
        self.pointer.drop_all()
        self.app.manager.push(self.app.go.handover(self.session, self.game.to_move))
        return True

    # ------------------------------------------------------------------ intents
    def apply(self, intent: Intent | None) -> None:
        """The one path every input takes: a move to the engine, or a table command."""
        if isinstance(intent, Play):
            self.act(intent.action, intent.fly_from)
        elif intent is not None:
            season_commands.run(self.table, self.pointer, self.flow, intent)
            self.dirty = True

    def act(self, action: Action, fly_from: pygame.Rect | None = None) -> None:
        try:
            self.session.act(action)
        except IllegalAction:
            self.dirty = True  # the screen was stale; redraw from the game
            return
        self.captions.clear()
        self.replay.follow(self.app.settings.anim_factor)
        self.motion.decided(self.private())
        self.motion.fly_from = fly_from
        self.changed()

    def bot_step(self, play: bool = True) -> None:
        """Start or follow the bot's search (in its worker); play its move once chosen."""
        g = self.game
        seat, kind = g.current_player, g.pending_kind()
        action = self.session.bot_think(self.app.settings.thinking_time, play)
        if action is not None:
            assert seat is not None  # (bot_think plays only for a seat on turn)
            self.played(seat, kind, action)

    def played(self, seat: int, kind: str, action: Action) -> None:
        """Show a move made by someone not at this screen (a bot, or a replay's next step):
        a caption (a kept Tea card stays secret) and the Calling Card flying to its space."""
        why = self.coach.why(seat) if self.coach is not None and kind == "PlaceCard" else ""
        self.captions.add(self.game, seat, kind, action, why)
        self.changed()

    def animate(self) -> None:
        """Queue the animations of the viewer's new events (none after an undo)."""
        lay = self.layout()
        opps = {seat: area for area, seat in zip(lay.opps, self.others(), strict=True)}
        self.motion.feed(self.private(), self.me(), lay, opps, self.app.settings.anim_factor,
                         self.app.settings.colorblind_marks)

    def changed(self) -> None:
        self.refusal.clear()
        self.table.hint_shown = None
        self.table.version += 1
        self.dirty = True
        self.pointer.drop_all()
        self.offers.swapping = False
        self.pacer.reset()
        self.animate()
        if (self.game.phase != "season" and self.on_top() and not self.replay.active
                and not self.motion.active):
            self.app.go.show_game(self.session)
        else:
            self._handover()

    def after_undo(self) -> None:
        """Redraw from the game after an undo (also one made from the handover screen)."""
        self.captions.clear()
        self.replay.reset()
        self.changed()

    def ask_quit(self) -> None:
        self.app.manager.push(self.app.go.quit(self.session))

    def open_menu(self) -> None:
        self.app.manager.push(self.app.go.menu(self))

    def open_rules(self, section: str = "") -> None:
        self.pointer.drop_all()
        self.zoom.shown = None
        self.app.manager.push(self.app.go.rules(section))

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        t, pointer = event.type, self.pointer
        if self.coach is not None and self.coach.handle(event):
            self.dirty = True
            if self.coach is None:
                self.changed()
            else:  # the coach moved on (Next): redraw with the new step's offers
                pointer.drop_all()
                self.layers.key = ()
            return
        if self.tip_view.handle(event):
            self.dirty = True
            return
        if t == pygame.MOUSEMOTION:
            self.dirty = pointer.moved(event) or self.dirty
        elif t == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) or (
                t == pygame.MOUSEBUTTONUP and event.button == 1):
            self.layers.ensure()  # act on what the game offers now, not on the last frame's map
            if t == pygame.MOUSEBUTTONUP:
                intent = pointer.released(event)
            else:
                intent = pointer.pressed(event) if event.button == 1 else pointer.right_pressed(event.pos)
            self.dirty = True  # a press or release redraws, whatever it changed
            self.apply(intent)
        elif t == pygame.MOUSEWHEEL:
            if self.panel_area.collidepoint(pointer.mouse):
                self.panel.wheel(int(getattr(event, "y", 0)), self.theme.px(40))
            elif self.lay is not None and season_frame.log_rect(self.table).collidepoint(pointer.mouse):
                self.log.wheel(int(getattr(event, "y", 0)))
            self.dirty = True
        elif t == pygame.KEYDOWN:
            self.apply(season_keys.intent(self.table, event, self.zoom, pointer.mouse))

    def drags_from(self, pos: tuple[int, int]) -> bool:
        return self.pointer.grabs(pos)

    def targets(self) -> dict[str, pygame.Rect]:
        return season_targets.targets(self.table, self.layers.ensure)

    def focus_targets(self) -> list[Target]:
        return season_targets.focus_targets(self.table, self.layers.ensure, self.pointer.selected)

    def board(self) -> pygame.Surface:
        return self.layers.board()

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        t, pointer, th = self.table, self.pointer, self.theme
        surf.blit(self.board(), (0, 0))
        season_frame.place_buttons(t)
        assert t.lay is not None
        season_frame.draw_top(t, surf, hint_sign.width(self))
        season_frame.draw_right(t, surf, pointer.mouse)
        season_marks.draw(t, surf, pointer)
        inplace.draw(surf, th, t.tabs, t.spots, t.lay.mat.rect, pointer.mouse)
        t.tweens.draw(surf)
        t.motion.draw(surf, th)
        t.ribbon.draw(surf, th, t.motion.caption(), t.lay.assembly.rect)
        mine, dragging = self.on_top(), pointer.drag is not None  # no hover effects under an overlay
        zoom_img = self.zoom.place(surf, mine, pointer.mouse, dragging)  # first: no bubble under it
        zoomed = self.zoom.shown[2] if self.zoom.shown is not None else None
        if mine:
            pointer.draw_drag(surf)
            season_marks.draw_hint(t, surf, season_bubbles.hint_note(t, surf, zoomed))
            hint_sign.draw_sign(self, surf)
        season_bubbles.draw(t, surf, mine, zoomed, dragging)  # the coach's and the tips' bubbles
        if zoom_img is not None and self.zoom.shown is not None:  # over the bubbles, always
            surf.blit(zoom_img, self.zoom.shown[2])
        if mine:
            t.refusal.draw(surf, th)
