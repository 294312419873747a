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
from ...phone_seats import table_decides
from .. import hotseat
from ..board import inplace, solo
from ..board.anim import Tweens
from ..board.decision import DecisionPanel
from ..board.glow_warm import IDLE_SECONDS
from ..board.layout import Area, SeasonLayout
from ..board.log import LogPanel
from ..board.motion import Motion
from ..board.refusal import Refusal
from ..board.view import Spots
from ..coach import of as coach_of
from ..focus import Target
from ..scene import Scene
from ..table.intent import Command, Intent, Play
from ..table.pacer import BotPacer
from ..table.ribbon import CaptionRibbon
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
from .season_captions import Captions
from .season_layers import BoardLayers
from .season_offers import Offers
from .season_pointer import Pointer
from .season_zoom import SeasonZoom

if TYPE_CHECKING:
    from ...engine import Game
    from ...session import Session
    from ..coach import Coach
    from ..services import Services

BOT_PACE = 0.6  # seconds per bot action at normal animation speed


class SeasonScene(Scene):
    opaque = True  # the boards cover the window

    def __init__(self, app: Services, session: Session):
        super().__init__(app)
        self.session = session
        self.version = 0
        self.lay: SeasonLayout | None = None
        self.layers = BoardLayers(self)
        self.offers = Offers()
        self.pointer = Pointer(self)
        self.zoom = SeasonZoom(self)
        self.ribbon = CaptionRibbon()
        self.pacer = BotPacer(BOT_PACE)
        self.spots = Spots()
        self.panel = DecisionPanel()
        self.panel_area = pygame.Rect(0, 0, 0, 0)
        self.log = LogPanel()
        self.tweens = Tweens()  # a dropped Calling Card sliding back to the mat
        self.motion = Motion(session.game)  # every change of the game, animated
        self.captions = Captions()  # the moves of those not at this screen, in the panel
        self.replay = solo.CatReplay(session.game, app.settings.anim_factor)  # Lady Cat's turns
        opening = self.replay.first_event()
        if opening is not None:
            self.motion.seen = opening  # her opening turn plays when the scene is entered
        self.cat_area: Area | None = None  # her panel, in solo games
        self.tabs: list[inplace.Tab] = []  # buttons on the cards themselves (R7.2, R7.3)
        self.refusal = Refusal()
        self.hint_shown: Hint | None = None
        self.turn_end = hotseat.EndTurn(session, self.changed)
        self.end_button = self.turn_end.button
        self.tip_view = TipView(self.open_rules)
        command = {name: partial(self.apply, Command(name)) for name in ("hint", "undo", "redo", "menu")}
        self.buttons = TopButtons({"hint": Button(N_("Hint"), command["hint"], size=15, hint="H"),
                                   "undo": Button(N_("Undo"), command["undo"], size=15, hint="Ctrl+Z"),
                                   "redo": Button(N_("Redo"), command["redo"], size=15, hint="Ctrl+Y"),
                                   "menu": Button(N_("Menu"), command["menu"], size=15, hint="Esc")})

    # ------------------------------------------------------------------ who sees what
    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def coach(self) -> Coach | None:
        """The tutorial's coach, while a tutorial is played (gui/coach.py)."""
        return coach_of(self.session)

    def private(self) -> int | None:
        """The seat whose hand and Tea cards may be face-up (None: a handover, or a phone seat
        deciding: its player looks at the screen too, whatever it decides; issue 54)."""
        s = self.session
        return None if s.needs_handover() or s.game.current_player in s.phones else s.viewer()

    def me(self) -> int:
        """The seat whose mat is drawn large: the viewer, else (bots, phones) the current seat."""
        viewer = None if table_decides(self.session) else self.session.viewer()
        if viewer is not None:
            return viewer
        cur = self.game.current_player
        return cur if cur is not None else max(0, self.game.st.turn)

    def others(self) -> list[int]:
        n, me = len(self.game.st.players), self.me()
        return [(me + k) % n for k in range(1, n)]

    def human_turn(self) -> bool:
        """A person decides here: their own turn, or a phone seat's decision on the boards (issue 54)."""
        cur = self.game.current_player
        return self.session.is_human(cur) and (cur == self.private() or table_decides(self.session))

    def bot_due(self) -> bool:
        g = self.game
        return (not g.is_over and g.st.phase == "season" and g.current_player is not None
                and not self.session.is_human(g.current_player))

    def click_legal(self) -> list[Action]:
        return self.offers.legal if self.human_turn() else []

    def scripted(self) -> bool:
        """A tutorial step that teaches a move or talks: no undo, redo or hint then."""
        return self.coach is not None and not self.coach.free()

    def hints_on(self) -> bool:
        return (self.app.settings.hints and self.human_turn() and not table_decides(self.session)
                and not self.replay.active and not self.scripted())  # a phone's hand is not here

    def turn_over(self) -> bool:
        """A human's turn is over and its result is on screen, waiting for End turn."""
        return self.turn_end.shown() and self.app.manager.top is self

    def why_not(self, key: str) -> str:
        return self.offers.why_not(self.game, key, self.coach)

    # ------------------------------------------------------------------ scene hooks
    def resized(self) -> None:
        self.tweens.finish()
        self.motion.skip()
        self.pointer.drag = None
        self.lay = None
        self.dirty = True

    def entered(self) -> None:
        self.dirty = True
        self.layers.key = ()
        if self.motion.seen < len(self.game.events):
            self.animate()  # her opening turn (Game.new played it), told as it is animated

    def animating(self) -> bool:
        mine = self.app.manager.top is self
        return bool(self.tweens) or self.refusal.active or self.motion.active or (
            (self.bot_due() or self.replay.active or self.session.hinter.busy) and mine)

    def update(self, dt: float) -> None:
        if self.tweens:
            self.tweens.update(dt)
            self.dirty = True
        if self.refusal.update(dt):
            self.dirty = True
        if self.motion.update(dt):
            self.dirty = True
            if not self.motion.active and self.game.st.phase != "season":
                self.changed()  # the season's last moves were shown: on to the whist table
        elif not self.tweens:
            self.layers.glows.run(IDLE_SECONDS)  # nothing moves: make the next halos ahead
        hint_sign.poll(self)
        if self.app.manager.top is not self or self._handover():
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
        if (not self.session.needs_handover() or self.app.manager.top is not self
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
            season_commands.run(self, intent)

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
        self.hint_shown = None
        self.version += 1
        self.dirty = True
        self.pointer.drop_all()
        self.pointer.swapping = False
        self.pacer.reset()
        self.animate()
        if (self.game.st.phase != "season" and self.app.manager.top is self and not self.replay.active
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

    def open_rules(self, section: str = "") -> None:
        self.pointer.drop_all()
        self.zoom.shown = None
        self.app.manager.push(self.app.go.rules(section))

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        t = event.type
        if self.coach is not None and self.coach.handle(event):
            self.dirty = True
            if self.coach is None:
                self.changed()
            else:  # the coach moved on (Next): redraw with the new step's offers
                self.pointer.drop_all()
                self.layers.key = ()
            return
        if self.tip_view.handle(event):
            self.dirty = True
            return
        if t == pygame.MOUSEMOTION:
            self.pointer.moved(event)
        elif t == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self.layers.ensure()  # act on what the game offers now, not on the last frame's map
            pointer = self.pointer
            self.apply(pointer.pressed(event) if event.button == 1 else pointer.right_pressed(event.pos))
        elif t == pygame.MOUSEBUTTONUP and event.button == 1:
            self.layers.ensure()
            self.apply(self.pointer.released(event))
        elif t == pygame.MOUSEWHEEL:
            mouse = self.pointer.mouse
            if self.panel_area.collidepoint(mouse):
                self.panel.wheel(int(getattr(event, "y", 0)), self.theme.px(40))
            elif self.lay is not None and season_frame.log_rect(self).collidepoint(mouse):
                self.log.wheel(int(getattr(event, "y", 0)))
            self.dirty = True
        elif t == pygame.KEYDOWN:
            self.apply(season_keys.intent(self, event))

    def drags_from(self, pos: tuple[int, int]) -> bool:
        return self.pointer.grabs(pos)

    def targets(self) -> dict[str, pygame.Rect]:
        return season_targets.targets(self)

    def focus_targets(self) -> list[Target]:
        return season_targets.focus_targets(self)

    # ------------------------------------------------------------------ layout and layers
    def layout(self) -> SeasonLayout:
        size = self.app.screen.get_size()
        if self.lay is None or self.lay.size != size:
            self.lay = SeasonLayout(size, self.game.cat, len(self.game.st.players))
            self.cat_area = solo.reserve(self.lay) if self.replay.solo else None
            self.layers.key = ()
        return self.lay

    def board(self) -> pygame.Surface:
        return self.layers.board()

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        surf.blit(self.board(), (0, 0))
        season_frame.place_buttons(self)
        assert self.lay is not None
        th = self.theme
        season_frame.draw_top(self, surf)
        season_frame.draw_right(self, surf)
        season_marks.draw(self, surf)
        inplace.draw(surf, th, self.tabs, self.spots, self.lay.mat.rect, self.pointer.mouse)
        self.tweens.draw(surf)
        self.motion.draw(surf, th)
        self.ribbon.draw(surf, th, self.motion.caption(), self.lay.assembly.rect)
        mine = self.app.manager.top is self  # no hover effects under an overlay
        zoom_img = self.zoom.place(surf, mine)  # placed first: no bubble may lie under it
        if mine:
            self.pointer.draw_drag(surf)
            season_marks.draw_hint(self, surf, season_bubbles.hint_note(self, surf))
            hint_sign.draw_sign(self, surf)
        season_bubbles.draw(self, surf, mine)  # the coach's and the tips' bubbles
        if zoom_img is not None and self.zoom.shown is not None:  # over the bubbles, always
            surf.blit(zoom_img, self.zoom.shown[2])
        if mine:
            self.refusal.draw(surf, th)
