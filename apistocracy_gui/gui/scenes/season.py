"""The Season scene: both gameboards, the player mats, the log and the decision panel.

Calling Cards are placed by dragging from the mat onto a space (every legal space glows,
the others dim; a drop anywhere else slides the card back) or by clicking the stack and then
a space. Every other decision is a button in the panel and, where the board has a matching
thing (a hive space, a hand card, a track step...), a click on that thing. All moves come
from `game.legal_actions()`; the scene never decides what is legal.

Drawing is layered for speed: the boards' static art is cached per window size, the game
state is drawn over it once per change (while a move's animations play: without what is in
flight, the finished position's pixels following band by band), and each frame only blits
that and adds the top bar, panel, log, glows, tweens, the moving sprites, the dragged card
and the hover zoom. Bots are stepped at a readable pace; a click or Space hurries them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...bots.hint import Hint
from ...engine import Action, IllegalAction
from ...engine.why_not import targets as why_not_targets
from .. import hotseat
from .. import theme as T
from ..board import assembly, hive, inplace, mat, solo, zoom
from ..board.anim import Tweens
from ..board.decision import CHEAPEST, DecisionPanel, cheapest_plan, enter_action, inplace_key, place_key
from ..board.draw import MAHOGANY_DARK, PLAN, baize, calling_card_img, dim, glow, shadow
from ..board.layout import Area, SeasonLayout
from ..board.log import LogPanel
from ..board.motion import Motion
from ..board.refusal import NO_SPACE, Refusal, note
from ..board.view import BoardView, Spot, Spots, Zoom
from ..focus import Target, button_targets, reading_order, with_coach
from ..scene import Scene
from ..tips_view import TipView, with_tip
from ..widgets import Button, panel, tooltip
from . import draft, season_bubbles

if TYPE_CHECKING:
    from ..services import Services
    from ..session import Session

BOT_PACE = 0.6  # seconds per bot action at normal animation speed
DRAG_SLOP = 6  # design pixels the mouse must move before a press becomes a drag
PANEL_MIN_H = 314
BASE_BANDS = 4  # frames over which the position is painted under a move's first beats


def _bands(area: pygame.Rect, n: int) -> list[pygame.Rect]:
    """`area` cut into `n` horizontal bands, top to bottom."""
    edges = [area.y + area.h * i // n for i in range(n + 1)]
    return [pygame.Rect(area.x, edges[i], area.w, edges[i + 1] - edges[i]) for i in range(n)]


def action_key(action: Action) -> str:
    """The `targets()` key of a decision button: "action:" and the action's kind and args."""
    return "action:" + "|".join(str(x) for x in action.key())


@dataclass
class _Drag:
    start: tuple[int, int]
    pos: tuple[int, int]
    grab: tuple[int, int]  # the mouse's offset inside the card
    moved: bool = False


class SeasonScene(Scene):
    opaque = True  # the boards cover the window
    def __init__(self, app: Services, session: Session):
        super().__init__(app)
        self.session = session
        self.version = 0
        self.lay: SeasonLayout | None = None
        self._static: pygame.Surface | None = None
        self._static_key: tuple = ()
        self._base: pygame.Surface | None = None
        self._base_key: tuple = ()
        self._flight: pygame.Surface | None = None  # the board under what is in flight
        self._flight_key: tuple = ()
        # bands of `_base` still to paint: a move's frame paints the board under the flight,
        # and the position's pixels follow one band per frame while its beats play
        self._unpainted: list[pygame.Rect] = []
        self._obs: dict = {}
        self._plan: frozenset[str] = frozenset()
        self._ribbon_img: tuple[tuple, pygame.Surface] | None = None
        self.spots = Spots()
        self.panel = DecisionPanel()
        self.panel_area = pygame.Rect(0, 0, 0, 0)
        self.log = LogPanel()
        self.tweens = Tweens()  # a dropped Calling Card sliding back to the mat
        self.motion = Motion(session.game)  # every change of the game, animated
        self.drag: _Drag | None = None
        self.selected = False
        self.hurried = False  # the press hurried a bot: its release must not act
        self.mouse = (-10, -10)
        self.bot_wait = 0.0
        self.captions: list[str] = []
        self.replay = solo.CatReplay(session.game, app.settings.anim_factor)  # Lady Cat's turns
        opening = self.replay.first_event()
        if opening is not None:
            self.motion.seen = opening  # her opening turn plays when the scene is entered
        self.cat_area: Area | None = None  # her panel, in solo games
        self.legal: list[Action] = []
        self.place_map: dict[str, Action] = {}
        self.click_map: dict[str, Action] = {}
        self.tabs: list[inplace.Tab] = []  # buttons on the cards themselves (R7.2, R7.3)
        self.swapping = False  # the club card's Swap tab was clicked: a Star card is chosen next
        self.refused: dict[str, Action] = {}  # hot spot -> the refused action it stands for
        self.reasons: dict[str, str] = {}  # hot spot -> why not (filled as asked, per position)
        self.refusal = Refusal()
        self.zoom_shown: tuple[Zoom, pygame.Rect, pygame.Rect] | None = None  # zoom, anchor, at
        self.hint_shown: Hint | None = None
        self.turn_end = hotseat.EndTurn(session, self._changed)
        self.end_button = self.turn_end.button
        self.tip_view = TipView(self.open_rules)
        self.buttons = {"hint": Button("Hint", self.show_hint, size=15, hint="H"),
                        "undo": Button("Undo", self.undo, size=15, hint="Ctrl+Z"),
                        "redo": Button("Redo", self.redo, size=15, hint="Ctrl+Y"),
                        "menu": Button("Menu", self.open_menu, size=15, hint="Esc")}

    # ------------------------------------------------------------------ who sees what
    @property
    def game(self):
        return self.session.game

    def private(self) -> int | None:
        """The seat whose hand and Tea cards may be face-up now (None during a handover)."""
        return None if self.session.needs_handover() else self.session.viewer()

    def me(self) -> int:
        """The seat whose mat is drawn large: the viewer, else (bots only) the current seat."""
        viewer = self.session.viewer()
        if viewer is not None:
            return viewer
        cur = self.game.current_player
        return cur if cur is not None else max(0, self.game.st.turn)

    def human_turn(self) -> bool:
        cur = self.game.current_player
        return self.session.is_human(cur) and cur == self.private()

    def bot_due(self) -> bool:
        g = self.game
        return (not g.is_over and g.st.phase == "season" and g.current_player is not None
                and not self.session.is_human(g.current_player))

    def can_place(self) -> bool:
        return bool(self.place_map)

    # ------------------------------------------------------------------ scene hooks
    def resized(self) -> None:
        self.tweens.finish()
        self.motion.skip()
        self.drag = None
        self.lay = None
        self.dirty = True

    def entered(self) -> None:
        self.dirty = True
        self._base_key = ()
        if self.motion.seen < len(self.game.events):
            self._animate()  # her opening turn (Game.new played it), told as it is animated

    def animating(self) -> bool:
        mine = self.app.manager.top is self
        return bool(self.tweens) or self.refusal.active or self.motion.active or (
            (self.bot_due() or self.replay.active) and mine)

    def update(self, dt: float) -> None:
        if self.tweens:
            self.tweens.update(dt)
            self.dirty = True
        if self.refusal.update(dt):
            self.dirty = True
        if self.motion.update(dt):
            self.dirty = True
            if not self.motion.active and self.game.st.phase != "season":
                self._changed()  # the season's last moves were shown: on to the whist table
        if self.app.manager.top is not self or self._handover():
            return
        if self.replay.sync(self.motion.playing()):  # her turn is told as its beats play
            if self.replay.active:
                self.dirty = True  # the next line: her panel and the glow follow
            else:
                self._changed()  # told to the end: maybe on to the whist table
        if self.bot_due():  # the bot thinks from the start; its move shows at the pace,
            still = not self.motion.active  # once the last move has been seen
            self.bot_wait += dt if still else 0.0
            self._bot_step(play=still and self.bot_wait >= BOT_PACE * self.app.settings.anim_factor)

    def _handover(self) -> bool:
        """Hotseat: cover the screen before another human's cards could be drawn."""
        if (not self.session.needs_handover() or self.app.manager.top is not self
                or self.motion.active):  # the last move is seen before the screen is covered
            return False
        from .handover import HandoverScene

        self.drag, self.selected = None, False
        self.app.manager.push(HandoverScene(self.app, self.session, self.game.current_player))
        return True

    def ask_quit(self) -> None:
        from .quit_overlay import QuitOverlay

        self.app.manager.push(QuitOverlay(self.app, self.session))

    def open_menu(self) -> None:
        self.drag, self.selected = None, False
        from .menu_overlay import MenuOverlay

        self.app.manager.push(MenuOverlay(self.app, self))

    # ------------------------------------------------------------------ game changes
    def _act(self, action: Action, fly_from: pygame.Rect | None = None) -> None:
        try:
            self.session.act(action)
        except IllegalAction:
            self.dirty = True  # the screen was stale; redraw from the game
            return
        self.captions = []
        self.replay.follow(self.app.settings.anim_factor)
        self.motion.decided(self.private())
        self.motion.fly_from = fly_from
        self._changed()

    def _bot_step(self, play: bool = True) -> None:
        """Start or follow the bot's search (in its worker); play its move once chosen."""
        g = self.game
        seat, kind = g.current_player, g.pending_kind()
        action = self.session.bot_think(self.app.settings.thinking_time, play)
        if action is not None:
            self.played(seat, kind, action)

    def played(self, seat: int, kind: str, action: Action) -> None:
        """Show a move made by someone not at this screen (a bot, or a replay's next step):
        a caption (a kept Tea card stays secret) and the Calling Card flying to its space."""
        label = "keeps a Tea card" if kind == "TeaKeep" else str(action)
        why = self.coach.why(seat) if self.coach is not None and kind == "PlaceCard" else ""
        self.captions = (self.captions + [f"{self.game.name(seat)}: {label}"] + ([why] if why else []))[-4:]
        self._changed()

    def _card_img(self, seat: int, w: int, h: int) -> pygame.Surface:
        """The seat's Calling Card: its monogram, or a Bonus Persona's silhouette side (p.22)."""
        words = self.game.name(seat).split()
        initial = words[-1][:1].upper() if words else "?"
        return calling_card_img(w, h, T.SEAT_COLORS[seat % len(T.SEAT_COLORS)], initial,
                                self.game.st.players[seat].persona)

    def _animate(self) -> None:
        """Queue the animations of the viewer's new events (none after an undo)."""
        lay = self._layout()
        opps = {seat: area for area, seat in zip(lay.opps, self._others(), strict=True)}
        self.motion.feed(self.private(), self.me(), lay, opps, self.app.settings.anim_factor,
                         self.app.settings.colorblind_marks)

    def _changed(self) -> None:
        self.refusal.clear()
        self.hint_shown = None
        self.version += 1
        self.dirty = True
        self.selected = False
        self.swapping = False
        self.drag = None
        self.bot_wait = 0.0
        self._animate()
        if (self.game.st.phase != "season" and self.app.manager.top is self and not self.replay.active
                and not self.motion.active):
            from . import router

            router.show_game(self.app, self.session)
        else:
            self._handover()

    @property
    def coach(self):
        """The tutorial's coach, while a tutorial is played (gui/coach.py)."""
        return self.session.coach

    def scripted(self) -> bool:
        """A tutorial step that teaches a move or talks: no undo, redo or hint then."""
        return self.coach is not None and not self.coach.free()

    def hints_on(self) -> bool:
        return (self.app.settings.hints and self.human_turn() and not self.replay.active
                and not self.scripted())

    def show_hint(self) -> None:
        """Ask the Medium bot for the player's move (their own view only) and show it."""
        if not self.hints_on():
            return
        self.drag, self.selected = None, False
        self.hint_shown = self.session.hint()
        self.dirty = True

    def hint_rect(self) -> pygame.Rect | None:
        """Where the hinted move is taken on screen: its space or hot spot, else its button."""
        h = self.hint_shown
        if h is None:
            return None
        spot = self.spots.by_key.get(inplace_key(h.action) or "")
        if spot is not None:
            return spot.rect
        return self.panel.targets().get(h.action)

    def end_turn(self) -> None:
        """The finished player has seen their turn's result: pass the computer on."""
        self.turn_end.press()

    def turn_over(self) -> bool:
        """A human's turn is over and its result is on screen, waiting for End turn."""
        return self.turn_end.shown() and self.app.manager.top is self

    def undo(self) -> None:
        self.drag, self.selected = None, False
        hotseat.undo(self.app, self.session, self.after_undo)

    def after_undo(self) -> None:
        """Redraw from the game after an undo (also one made from the handover screen)."""
        self.captions = []
        self.replay.reset()
        self._changed()

    def redo(self) -> None:
        if self.game.can_redo and self.session.redo():
            self.replay.reset()
            self._changed()

    def _skip_replay(self) -> None:
        self.replay.skip()
        self._changed()

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        t = event.type
        if self.coach is not None and self.coach.handle(event):
            self.dirty = True
            self._changed() if self.coach is None else self._recoach()
            return
        if self.tip_view.handle(event):
            self.dirty = True
            return
        if t == pygame.MOUSEMOTION:
            self._motion(event)
        elif t == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._ensure()  # act on what the game offers now, not on the last frame's map
            self._press(event.pos)
        elif t == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.drag is not None or self.selected:
                self._cancel()
            else:  # the Rules link of the zoom under the pointer
                self.mouse = event.pos
                found = self._zoom_for(event.pos)
                if found is not None and found[0].rules:
                    self.open_rules(found[0].rules)
        elif t == pygame.MOUSEBUTTONUP and event.button == 1:
            self._ensure()
            self._release(event)
        elif t == pygame.MOUSEWHEEL:
            self._wheel(int(getattr(event, "y", 0)))
        elif t == pygame.KEYDOWN:
            self._key(event)

    def _motion(self, event: pygame.event.Event) -> None:
        pos = event.pos
        before = self._hover_key()
        self.mouse = pos
        for b in self._all_buttons():
            if b.handle(event):
                self.dirty = True
        if self.drag is not None:
            self.drag.pos = pos
            slop = self.lay.grid.n(DRAG_SLOP) if self.lay else DRAG_SLOP
            if abs(pos[0] - self.drag.start[0]) + abs(pos[1] - self.drag.start[1]) > slop:
                self.drag.moved = True
            self.dirty = True
        elif before != self._hover_key() or self.panel_area.collidepoint(pos):
            self.dirty = True

    def _hover_key(self) -> str | None:
        tab = inplace.hit(self.tabs, self.mouse)
        if tab is not None:
            return tab.key
        spot = self.spots.at(self.mouse)
        return spot.key if spot else None

    def _press(self, pos: tuple[int, int]) -> None:
        if any(b.rect.collidepoint(pos) for b in self._all_buttons()):
            return
        if self.motion.active:  # a click lands what moves, and still counts (nothing waits)
            self.motion.skip()
            self.dirty = True
        if self.replay.active:  # a click skips the rest of Lady Cat's turn
            self._skip_replay()
            self.hurried = True
            return
        if self.bot_due():
            self._bot_step()  # a click hurries the bots
            self.hurried = True
            return
        calling = self.spots.by_key.get("calling")
        if self.can_place() and calling is not None and calling.rect.collidepoint(pos):
            r = calling.rect
            self.drag = _Drag(pos, pos, (pos[0] - r.x, pos[1] - r.y))
            self.dirty = True

    def _release(self, event: pygame.event.Event) -> None:
        pos = event.pos
        for b in self._all_buttons():
            if b.rect.collidepoint(pos):
                b.handle(event)
                self.dirty = True
                return
        if self.hurried:
            self.hurried = False
            return
        drag, self.drag = self.drag, None
        if drag is not None:
            if drag.moved:
                self._drop(drag, pos)
            else:
                self.selected = not self.selected
            self.dirty = True
            return
        tab = inplace.hit(self.tabs, pos) if self.human_turn() else None
        if tab is not None:
            if tab.action is not None:
                self._act(tab.action)
            else:  # the Swap tab: choose a Star card next, or stop choosing
                self.swapping = not self.swapping
                self.dirty = True
            return
        action = self.panel.hit(pos) if self.human_turn() else None
        if action is not None:
            self._act(action)
            return
        spot = self.spots.at(pos)
        key = spot.key if spot else None
        if self.selected and key in self.place_map:
            self._act(self.place_map[key], self.spots.by_key["calling"].rect)
        elif key in self.click_map:
            self._act(self.click_map[key])
        elif key in self.refused and (self.selected or self.refused[key].kind != "place"):
            self._refuse(key, pos)
        elif self.selected or self.swapping:
            self.selected = self.swapping = False
            self.dirty = True

    def _place_target(self, pos: tuple[int, int]) -> str | None:
        """The legal placement space under `pos`, if any."""
        for key in self.place_map:
            spot = self.spots.by_key.get(key)
            if spot is not None and spot.rect.collidepoint(pos):
                return key
        return None

    def why_not(self, key: str) -> str:
        """Why the refused target at hot spot `key` is not allowed (asked once per position)."""
        if key not in self.reasons:
            coached = self.coach.not_now() if self.coach is not None else ""
            self.reasons[key] = self.game.why_not(self.refused[key]) or coached
        return self.reasons[key]

    def _refuse(self, key: str, pos: tuple[int, int]) -> None:
        self.refusal.show(self.why_not(key), pos)
        self.dirty = True

    def _refused_at(self, pos: tuple[int, int]) -> str | None:
        """The refused placement space under `pos`, if any."""
        spot = self.spots.at(pos)
        if spot is None or spot.key not in self.refused or self.refused[spot.key].kind != "place":
            return None
        return spot.key

    def _drop(self, drag: _Drag, pos: tuple[int, int]) -> None:
        key = self._place_target(pos)
        if key is not None:
            card = pygame.Rect(pos[0] - drag.grab[0], pos[1] - drag.grab[1], 1, 1)
            self._act(self.place_map[key], card)
            return
        refused, calling = self._refused_at(pos), self.spots.by_key.get("calling")
        if refused is not None:
            self._refuse(refused, pos)
        elif calling is None or not calling.rect.collidepoint(pos):  # back on its stack: no word
            self.refusal.show(NO_SPACE, pos)
        if calling is None or self.lay is None:
            return
        seat = self.me()
        r = calling.rect
        img = self._card_img(seat, r.w, r.h)
        self.tweens.add(img, (pos[0] - drag.grab[0], pos[1] - drag.grab[1]), r.topleft, 0.25,
                        self.app.settings.anim_factor)

    def _cancel(self) -> None:
        if self.drag is not None or self.selected:
            self.drag, self.selected = None, False
            self.dirty = True

    def _wheel(self, dy: int) -> None:
        if self.panel_area.collidepoint(self.mouse):
            self.panel.wheel(dy, self.theme.px(40))
        elif self.lay is not None and self._log_rect().collidepoint(self.mouse):
            self.log.wheel(dy)
        self.dirty = True

    def _key(self, event: pygame.event.Event) -> None:
        key, mod = event.key, getattr(event, "mod", 0)
        ctrl = mod & pygame.KMOD_CTRL
        if ctrl and key in (pygame.K_z, pygame.K_y) and not self.session.humans:
            return  # nothing to take back in a game only computers play
        if ctrl and key == pygame.K_z:
            self.redo() if mod & pygame.KMOD_SHIFT else self.undo()
        elif ctrl and key == pygame.K_y:
            self.redo()
        elif key == pygame.K_ESCAPE:
            if self.swapping:
                self.swapping = False
                self.dirty = True
            elif self.drag is not None or self.selected:
                self._cancel()
            else:
                self.open_menu()
        elif key == pygame.K_SPACE and self.motion.active:
            self.motion.skip()  # Space lands everything at once, Lady Cat's telling too
            if self.replay.active:
                self.replay.skip()
            self._changed()
        elif key == pygame.K_SPACE and self.replay.active:
            self._skip_replay()
        elif key == pygame.K_SPACE and self.bot_due():
            self._bot_step()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.turn_over():
            self.end_turn()
        elif key == pygame.K_h and not ctrl:
            self.show_hint()
        elif key == pygame.K_F1:
            found = self._zoom_for(self.mouse)
            self.open_rules(found[0].rules if found else "")

    def click_legal(self) -> list[Action]:
        return self.legal if self.human_turn() else []

    # ------------------------------------------------------------------ layers
    def _layout(self) -> SeasonLayout:
        size = self.app.screen.get_size()
        if self.lay is None or self.lay.size != size:
            self.lay = SeasonLayout(size, self.game.cat, len(self.game.st.players))
            self.cat_area = solo.reserve(self.lay) if self.replay.solo else None
            self._base_key = ()
        return self.lay

    def _ensure(self) -> None:
        """Bring the cached layers up to date with the game, the window and the options."""
        lay = self._layout()
        marks = self.app.settings.colorblind_marks
        private = self.private()
        key: tuple[object, ...] = (lay.size, self.version, marks, T.high_contrast, private, self.me(),
               len(self.game.log), self.game.current_player, self.replay.key(), self.swapping)
        if self.coach is not None:
            key += (self.coach.chapter, self.coach.index, self.coach.playing)
        if key != self._base_key or self._base is None:
            self._base_key = key
            self._rebuild(lay, marks, private)
        hidden = self.motion.hidden()
        if hidden and (self._flight is None or self._flight_key != (key, hidden)):
            # the board under the flight: once per move, not once per landing (board/motion.py)
            self._flight_key = (key, hidden)
            view = BoardView(self.game, self._obs, private, self.me(), lay, self.theme, marks,
                             Spots(), self._plan, hidden)
            self._flight = self._paint(view, self._flight)
        elif self._unpainted:
            # the position's pixels, hidden under the flight: a band a frame while the beats
            # play, what is left at once when they end (the last beat, a click, Space)
            band = self._unpainted.pop() if hidden else self._unpainted[0].unionall(self._unpainted)
            if not hidden:
                self._unpainted = []
            view = BoardView(self.game, self._obs, private, self.me(), lay, self.theme, marks,
                             Spots(), self._plan)
            self._paint(view, self._base, band)

    def board(self) -> pygame.Surface:
        """The state layer to show now: the board as it will be once nothing is in flight,
        or, while beats play, the same board without what is still on its way."""
        self._ensure()
        assert self._base is not None
        return self._flight if self.motion.hidden() and self._flight is not None else self._base

    def _rebuild(self, lay: SeasonLayout, marks: bool, private: int | None) -> None:
        """The game changed (or the window, the viewer, the options): what may be done now,
        its hot spots, and the board drawn with everything in place."""
        if self._static is None or self._static_key != (lay.size, marks, T.high_contrast):
            self._static = self._render_static(lay, marks)
            self._static_key = (lay.size, marks, T.high_contrast)
        human = self.human_turn()
        self.legal = self.game.legal_actions() if human else []
        if self.coach is not None:  # the tutorial offers only the move it teaches
            self.legal = self.coach.allowed(self.legal)
        self.place_map = {place_key(a): a for a in self.legal if a.kind == "place"}
        self.click_map = {}
        self.swapping = self.swapping and bool(inplace.swaps(self.legal))
        for a in self.legal:
            k = inplace_key(a)
            if a.kind != "place" and k is not None and k not in self.click_map:
                self.click_map[k] = a
        if self.swapping:  # the Parlor's Star cards now take the club card's place (R7.2)
            self.click_map.update({f"star:{a.args[0]}": a for a in inplace.swaps(self.legal)})
        self.refused, self.reasons = {}, {}
        for a in why_not_targets(self.game) if human else ():
            k = inplace_key(a)
            if k is not None and k not in self.place_map and k not in self.click_map \
                    and k not in self.refused and a not in self.legal:
                self.refused[k] = a
        self._obs = self.game.observe(private)
        self._plan = cheapest_plan(self.game, private) if human else frozenset()
        view = BoardView(self.game, self._obs, private, self.me(), lay, self.theme, marks, Spots(),
                         self._plan)
        # while beats play the board under the flight is shown: this pass only gathers the hot
        # spots (nothing is drawn through an empty clip), its pixels follow band by band
        flying = bool(self.motion.hidden())
        self._base = self._paint(view, self._base, pygame.Rect(0, 0, 0, 0) if flying else None)
        self._unpainted = _bands(self._base.get_rect(), BASE_BANDS) if flying else []
        self.spots = view.spots
        self.tabs = inplace.tabs(self.game, private, self.legal, self.spots, self.theme,
                                 self.swapping, lay)
        self._build_panel(lay, private)

    def _paint(self, view: BoardView, into: pygame.Surface | None,
               clip: pygame.Rect | None = None) -> pygame.Surface:
        """The game's state drawn over the static boards, into a surface kept between
        redraws (a fresh full-screen surface per redraw cost more than drawing it); only
        inside `clip` when given (the hot spots are gathered whole all the same)."""
        assert self._static is not None
        if into is None or into.get_size() != self._static.get_size():
            into = pygame.Surface(self._static.get_size(), 0, self._static)  # painted below
        into.set_clip(clip)
        try:
            self._paint_state(view, into)
        finally:
            into.set_clip(None)
        return into

    def _paint_state(self, view: BoardView, into: pygame.Surface) -> None:
        assert self._static is not None
        into.blit(self._static, (0, 0))
        lay = view.lay
        with self.theme.printed():
            hive.draw_state(into, view)
            if draft.showing(self.game.pending_kind()):  # the advanced Goal / Host Bonus sheet (p.22)
                draft.draw(into, view, lay.assembly)
            else:
                assembly.draw_state(into, view)
            cur = self.game.current_player
            for area, seat in zip(lay.opps, self._others(), strict=True):
                mat.draw_compact(into, view, area, seat, seat == cur)
            if self.cat_area is not None:
                solo.draw_panel(into, view, self.cat_area, self.replay)
            mat.draw_large(into, view)

    def _others(self) -> list[int]:
        n = len(self.game.st.players)
        me = self.me()
        return [(me + k) % n for k in range(1, n)]

    def _opp_area(self, seat: int):
        if self.lay is None or seat not in self._others():
            return None
        return self.lay.opps[self._others().index(seat)]

    def _render_static(self, lay: SeasonLayout, marks: bool) -> pygame.Surface:
        surf = baize(lay.size).copy()
        th, cat = self.theme, self.game.cat
        from ...engine.week import board_spaces

        in_play = {s.id for s in board_spaces(self.game)}
        with th.printed():
            hive.draw_static(surf, lay, th, cat, marks)
            assembly.draw_static(surf, lay, th, cat, marks, in_play)
            mat.draw_static(surf, lay, th, cat, marks)
        return surf.convert() if pygame.display.get_surface() is not None else surf

    def _build_panel(self, lay: SeasonLayout, private: int | None) -> None:
        th = self.theme
        width = lay.panel(lay.panel_min_top).rect.w
        notes = self.captions[::-1] or self._waiting_notes()
        content = self.panel.build(self.game, th, width, private, self.click_legal(), notes)
        need = max(PANEL_MIN_H, content / lay.grid.s + 4)
        area = lay.panel(lay.panel_bottom - need)
        self.panel_area = area.rect
        self.panel.origin = area.rect.inflate(-th.px(4), -th.px(4))

    def _waiting_notes(self) -> list[str]:
        if self.game.is_over:
            return []
        if self.coach is not None and self.coach.blocks():
            return ["Read the tutorial's note, then click Next (or press Enter) to go on."]
        if self.turn_end.shown():
            return [self.turn_end.note()]
        if self.bot_due():
            return [self.session.waiting_note()]
        if self.session.needs_handover():
            return ["Waiting for the next player to take the computer."]
        return []

    def _log_rect(self) -> pygame.Rect:
        assert self.lay is not None
        top = (self.panel_area.y - self.lay.grid.oy) / self.lay.grid.s
        return self.lay.log(top).rect

    def targets(self) -> dict[str, pygame.Rect]:
        """Every clickable thing on screen: spaces and other hot spots by key ("parlor_1",
        "l2_1", "beehive", "home", "calling", "hand:13", "track:0"...), "undo", "redo",
        "menu", and every legal decision by `action_key(action)`: its panel button when one
        is visible, else the thing on the board that takes it."""
        self._ensure()
        self._place_buttons()
        out = {s.key: pygame.Rect(s.rect) for s in self.spots.items}
        out.update({name: pygame.Rect(b.rect) for name, b in self.buttons.items()
                    if b in self._top_buttons()})
        if self.turn_over():
            out["end_turn"] = pygame.Rect(self.end_button.rect)
        out.update({t.key: pygame.Rect(t.rect) for t in self.tabs})
        buttons = self.panel.targets()
        for a in self.click_legal():
            if a in buttons:
                out[action_key(a)] = buttons[a]
            elif (spot := inplace_key(a)) is not None and spot in out:
                out[action_key(a)] = out[spot]
        return out

    # ------------------------------------------------------------------ keyboard
    def focus_targets(self) -> list[Target]:
        """The legal targets for the keyboard's ring: the Calling Card stack and the things on
        the board that take a decision (while a card is selected, the glowing spaces), by
        board (Hive, Assembly Room, mat) in reading order; then the decision panel's buttons;
        then Undo, Redo and Menu (not moves, so the ring never lands on them by itself)."""
        self._ensure()
        self._place_buttons()
        assert self.lay is not None
        board: list[Target] = []
        panel_targets: list[Target] = []
        if self.human_turn() and not self.replay.active:
            keys = list(self.place_map) if self.selected else (
                (["calling"] if self.can_place() else []) + list(self.click_map))
            for k in keys:
                spot = self.spots.by_key.get(k)
                if spot is not None:
                    board.append(Target(f"spot:{k}", pygame.Rect(spot.rect), self._visible_point(spot)))
            board += [Target(f"tab:{t.key}", pygame.Rect(t.rect), t.rect.center) for t in self.tabs]
            if not self.selected:
                enter = enter_action(self.click_legal())
                for item in self.panel.items:
                    if item.action is not None:
                        r = self.panel.screen_rect(item)
                        panel_targets.append(Target(f"panel:{action_key(item.action)}", r, r.center,
                                                    reveal=partial(self._scroll_panel_to, item),
                                                    default=item.action == enter))
        regions = [self.lay.hive.rect, self.lay.assembly.rect, self.lay.mat.rect]

        def region(t: Target) -> int:
            return next((i for i, r in enumerate(regions) if r.collidepoint(t.rect.center)), len(regions))

        ordered = [t for i in range(len(regions) + 1)
                   for t in reading_order([b for b in board if region(b) == i])]
        end = self.turn_end.targets() if self.turn_over() else []
        return with_tip(self.tip_view, with_coach(self.session, end + ordered + panel_targets
                        + button_targets(self._top_buttons(), primary=False, prefix="top")))

    def _visible_point(self, spot: Spot) -> tuple[int, int]:
        """A point of the spot that no other thing covers (fanned hand cards overlap)."""
        r = spot.rect
        for fx in (0.5, 0.25, 0.1, 0.75, 0.9, 0.04):
            for fy in (0.5, 0.2, 0.8):
                p = (r.x + int(r.w * fx), r.y + int(r.h * fy))
                hit = self.spots.at(p)
                if hit is not None and hit.key == spot.key:
                    return p
        return r.center

    def _scroll_panel_to(self, item) -> None:
        """Scroll the decision panel so the focused button shows whole."""
        p = self.panel
        r = p.screen_rect(item)
        if r.top < p.origin.top:
            p.scroll -= p.origin.top - r.top
        elif r.bottom > p.origin.bottom:
            p.scroll += r.bottom - p.origin.bottom
        p.scroll = max(0, min(p.max_scroll(), p.scroll))
        self.dirty = True

    # ------------------------------------------------------------------ drawing
    def _top_buttons(self) -> list[Button]:
        """Undo and Redo only where a person plays: not in all-computer games or the demo."""
        names = ("hint", "undo", "redo", "menu") if self.session.humans else ("menu",)
        return [self.buttons[n] for n in names]

    def _all_buttons(self) -> list[Button]:
        return self._top_buttons() + ([self.end_button] if self.turn_over() else [])

    def _place_buttons(self) -> None:
        assert self.lay is not None
        a = self.lay.top
        for i, name in enumerate(("hint", "undo", "redo", "menu")):
            self.buttons[name].rect = a.r(1242 + i * 88, 6, 80, 32)
        self.buttons["hint"].enabled = self.hints_on()
        self.buttons["undo"].enabled = self.game.can_undo and not self.scripted()
        self.buttons["redo"].enabled = self.game.can_redo and not self.scripted()
        p = self.panel_area
        self.end_button.rect = pygame.Rect(p.x + p.w // 6, p.bottom - self.theme.px(70), p.w * 2 // 3,
                                           self.theme.px(52))

    def draw(self, surf: pygame.Surface) -> None:
        surf.blit(self.board(), (0, 0))
        self._place_buttons()
        assert self.lay is not None
        self._draw_top(surf)
        self._draw_right(surf)
        self._draw_marks(surf)
        inplace.draw(surf, self.theme, self.tabs, self.spots, self.lay.mat.rect, self.mouse)
        self.tweens.draw(surf)
        self.motion.draw(surf, self.theme)
        self._draw_caption(surf)
        mine = self.app.manager.top is self  # no hover effects under an overlay
        if mine:
            self._draw_drag(surf)
            self._draw_hint(surf)
        zoom_img = self._zoom_now(surf) if mine and self._zoom_wanted() else None
        if zoom_img is None:
            self.zoom_shown = None
        season_bubbles.draw(self, surf, mine)  # the coach's and the tips' bubbles
        if zoom_img is not None and self.zoom_shown is not None:  # over the bubbles, always
            surf.blit(zoom_img, self.zoom_shown[2])
        if mine:
            self.refusal.draw(surf, self.theme)

    def _draw_top(self, surf: pygame.Surface) -> None:
        assert self.lay is not None  # (drawn after _ensure laid the scene out)
        th, a = self.theme, self.lay.top
        bar = a.rect
        pygame.draw.rect(surf, MAHOGANY_DARK, (0, 0, surf.get_width(), bar.bottom))
        pygame.draw.line(surf, T.GOLD_DARK, (0, bar.bottom - 1), (surf.get_width(), bar.bottom - 1), th.px(2))
        right = min((b.rect.x for b in self.buttons.values()), default=bar.right) - th.px(16)
        x = th.blit_text(surf, "Apistocracy", 20, T.GOLD, a.p(14, 22), "serif-bold", "midleft").right
        week = min(4, max(1, self.motion.week_shown(self.game.st.week)))
        x = th.blit_text(surf, f"Week {week} of 4", 15, T.PARCHMENT, (x + th.px(12), a.p(0, 22)[1]),
                         "serif-italic", "midleft").right + th.px(16)
        private = self.private()
        prompt = self.game.prompt(private)
        if self.human_turn():
            prompt = f"{self.game.name(private)}: {prompt}"
        if self.replay.active and self.replay.begun:  # once her turn's beats play
            prompt = self.replay.caption()
        prompt += self.session.thinking_note(pygame.time.get_ticks())
        # What just moved is told on the caption ribbon and in the panel's notes, so the
        # prompt has the bar to itself.
        th.blit_fit(surf, prompt, 17, T.IVORY, (x, a.p(0, 22)[1]), right - x, anchor="midleft", role="prompt")
        for b in self._top_buttons():
            b.draw(surf, th)
            if b.hover and b.hint:
                tooltip(surf, th, b.hint, b.rect)

    def _draw_caption(self, surf: pygame.Surface) -> None:
        """What is moving now, in the Chronicle's words, on a ribbon over the Assembly Room's
        title: whole (wrapped, never cut), one beat at a time."""
        text = self.motion.caption()
        if not text or self.lay is None:
            return
        area = self.lay.assembly.rect
        img = self._ribbon(text, area.w, self.theme.fpx(16))
        surf.blit(img, img.get_rect(midtop=(area.centerx, area.y + self.theme.px(4))))

    def _ribbon(self, text: str, width: int, size: int) -> pygame.Surface:
        """The caption ribbon, drawn once per caption (frames in between only blit it)."""
        key = (text, width, size)
        if self._ribbon_img is not None and self._ribbon_img[0] == key:
            return self._ribbon_img[1]
        th = self.theme
        lines = T.wrap(text, "serif-italic", size, width - th.px(60))
        step = int(size * 1.3)
        widest = max(T.font("serif-italic", size).size(ln)[0] for ln in lines)
        img = pygame.Surface((widest + th.px(36), step * len(lines) + th.px(14)), pygame.SRCALPHA)
        box = img.get_rect()
        panel(img, box, T.BG_DARK, T.GOLD, th.px(10), th.px(2))
        for i, line in enumerate(lines):
            th.blit_text(img, line, 16, T.GLOW, (box.centerx, box.y + th.px(7) + i * step),
                         "serif-italic", "midtop")
        self._ribbon_img = (key, img)
        return img

    def _draw_right(self, surf: pygame.Surface) -> None:
        th = self.theme
        log = [e.text for e in self.game.log_for(self.private())]
        told = len(log) - self.motion.untold(self.private())  # never ahead of the animation
        self.log.draw(surf, th, self._log_rect(), self.replay.told(log)[:told])
        r = self.panel_area
        panel(surf, r, MAHOGANY_DARK, T.GOLD if self.human_turn() else T.GOLD_DARK, th.px(10), th.px(2))
        self.panel.draw(surf, th, self.game, self.app.settings.colorblind_marks, self.mouse)
        if self.turn_over():
            self.end_button.draw(surf, th)

    def _draw_marks(self, surf: pygame.Surface) -> None:
        """Glow on what can be clicked or dropped on now; dim the spaces that cannot."""
        assert self.lay is not None  # (drawn after _ensure laid the scene out)
        for key, seat in self.motion.marks(self.private()):  # others' last moves, until you decide
            spot = self.spots.by_key.get(key)
            if spot is not None:
                glow(surf, spot.rect, spot.hexagon, color=T.SEAT_COLORS[seat % len(T.SEAT_COLORS)])
        for key in self.replay.glow if self.replay.active and self.replay.begun else ():
            spot = self.spots.by_key.get(key)
            if spot is not None:  # the spaces Lady Cat took, while her turn is told
                glow(surf, spot.rect, spot.hexagon, color=solo.CAT_RED)
        placing = self.drag is not None or self.selected
        if placing:
            for s in self._space_spots():
                if s.key in self.place_map:
                    glow(surf, s.rect, s.hexagon)
                else:
                    dim(surf, s.rect, s.hexagon)
            calling = self.spots.by_key.get("calling")
            if self.selected and calling is not None:
                glow(surf, calling.rect, color=T.IVORY)
            under = self._place_target(self.mouse)
            if under is not None:
                spot = self.spots.by_key[under]
                glow(surf, spot.rect, spot.hexagon, color=T.IVORY)
            return
        moving = any(a.kind == "move" for a in self.click_legal())
        for key in self.click_map:
            spot = self.spots.by_key.get(key)
            if spot is not None:
                glow(surf, spot.rect, spot.hexagon)
        if moving:
            for sid, rect in self.lay.hex_rects.items():
                if sid not in self.click_map:
                    dim(surf, rect, True)
        if self.place_map:
            calling = self.spots.by_key.get("calling")
            if calling is not None:
                glow(surf, calling.rect, color=T.IVORY)
        self._draw_swap(surf)
        hover = self.spots.at(self.mouse)
        if hover is not None and hover.key in self.click_map:
            glow(surf, hover.rect, hover.hexagon, color=T.IVORY)
        if hover is not None and hover.key in self.lay.hex_rects:
            hive.draw_links(surf, self.lay, self.theme, self.game.cat, hover.key)
        if self.panel.hit(self.mouse) == CHEAPEST:
            for key in cheapest_plan(self.game, self.private()):
                spot = self.spots.by_key.get(key)
                if spot is not None:
                    glow(surf, spot.rect, color=PLAN)

    def _draw_swap(self, surf: pygame.Surface) -> None:
        """The club card glows while it may be swapped (R7.2); while a Star card is being
        chosen for it, the Parlor's Star cards glow the same colour."""
        swaps = inplace.swaps(self.click_legal())
        key = inplace.club_card_key(self.game, self.game.current_player) if swaps else None
        spot = self.spots.by_key.get(key) if key else None
        if spot is not None:
            glow(surf, spot.rect, color=inplace.SWAP_GLOW)
        if self.swapping:
            for a in swaps:
                star = self.spots.by_key.get(f"star:{a.args[0]}")
                if star is not None:
                    glow(surf, star.rect, color=inplace.SWAP_GLOW)

    def _space_spots(self) -> list[Spot]:
        assert self.lay is not None  # (drawn after _ensure laid the scene out)
        keys = set(self.lay.spaces) - set(self.lay.hex_rects)
        return [s for s in self.spots.items if s.key in keys]

    def _draw_drag(self, surf: pygame.Surface) -> None:
        if self.drag is None or not self.drag.moved:
            return
        calling = self.spots.by_key.get("calling")
        if calling is None:
            return
        seat = self.me()
        r = calling.rect
        img = self._card_img(seat, r.w, r.h)
        x, y = self.drag.pos[0] - self.drag.grab[0], self.drag.pos[1] - self.drag.grab[1]
        surf.blit(shadow(r.w, r.h), (x + self.theme.px(5), y + self.theme.px(8)))
        surf.blit(img, (x, y))
        refused = self._refused_at(self.drag.pos)
        if refused is not None:  # say why before the card is even dropped there
            note(surf, self.theme, self.why_not(refused), self.drag.pos)

    def _zoom_wanted(self) -> bool:
        """No zoom where a refusal's note already speaks; while the coach teaches, only the
        zoom of the thing it points at (another would cover the spotlight)."""
        if self.refusal.active and self.mouse == self.refusal.pos:
            return False
        if self.tip_view.rect.collidepoint(self.mouse) or (
                self.coach is not None and self.coach.bubble.collidepoint(self.mouse)):
            return False  # the pointer reads a bubble: a zoom would push it away
        coach = self.coach
        if coach is None or not coach.showing() or coach.free():
            return True
        target = None if coach.blocks() else self.coach_target()
        return target is not None and target.collidepoint(self.mouse)

    def _recoach(self) -> None:
        """The coach moved on (Next): redraw with the new step's offers."""
        self.drag, self.selected = None, False
        self._base_key = ()
        self.dirty = True

    def coach_rect(self, name: str) -> pygame.Rect | None:
        """What a tutorial step's `point` names, on screen now (tutorial.yaml lists them)."""
        lay = self._layout()
        areas = {"top": lambda: lay.top.r(6, 3, 960, 38), "hand": lambda: lay.hand_area,
                 "hive": lambda: lay.hive.rect, "assembly": lambda: lay.assembly.rect,
                 "panel": lambda: self.panel_area, "hint": lambda: self.buttons["hint"].rect,
                 "columns": lambda: lay.columns["lc"].union(lay.columns["ton"]),
                 "tracks": lambda: pygame.Rect(lay.track_cells[0][0]).unionall(
                     [r for cells in lay.track_cells.values() for r in cells]),
                 "ladycat": lambda: self.cat_area.rect if self.cat_area is not None else None,
                 "week": self._week_rect, "move": self.move_rect}
        if name in areas:
            return areas[name]()
        spot = self.spots.by_key.get(name)
        return spot.rect if spot is not None else None

    def _week_rect(self) -> pygame.Rect:
        """The week track on the Social Beehive (its four discs and the Week label above)."""
        centers, r = self._layout().week_centers, self.theme.px(17)
        (x0, y0), (x1, _y1) = centers[0], centers[-1]
        return pygame.Rect(x0 - r, y0 - 2 * r, x1 - x0 + 2 * r, 3 * r)

    def coach_target(self) -> pygame.Rect | None:
        """Where the coach points: the step's `point`, else where its move is made."""
        coach = self.coach
        if coach.step.point:
            return self.coach_rect(coach.step.point)
        return self.move_rect()

    def move_rect(self) -> pygame.Rect | None:
        """Where the move on offer is made: its space, its thing on the board, its button."""
        for a in self.click_legal():
            if a.kind == "place":
                return self.coach_rect(inplace_key(a) or "")
            button = self.panel.targets().get(a)
            spot = self.spots.by_key.get(inplace_key(a) or "")
            if spot is not None:
                return spot.rect
            if button is not None:
                return button
        return None

    def _draw_hint(self, surf: pygame.Surface) -> None:
        """The hinted move glows, with the line that says why beside it."""
        r = self.hint_rect()
        if r is None or self.hint_shown is None:
            return
        spot = self.spots.by_key.get(inplace_key(self.hint_shown.action) or "")
        glow(surf, r, bool(spot and spot.hexagon), color=T.OK)
        if self.hint_shown.action.kind == "place":
            calling = self.spots.by_key.get("calling")
            if calling is not None:
                glow(surf, calling.rect, color=T.OK)
        note(surf, self.theme, self.hint_shown.why, r.midbottom,
             title=f"Hint: {self.hint_shown.action.label}", edge=T.OK)

    def _zoom_for(self, pos: tuple[int, int]) -> tuple[Zoom, pygame.Rect] | None:
        """The zoom of what is under `pos`, with its Rules link (a right-click or F1 follows
        it: the zoom never takes clicks meant for the board under it) and, for a refused
        target, why not."""
        found = self.panel.zoom_at(pos, self.game)
        if found is not None:
            return found
        spot = self.spots.at(pos)
        if spot is None or spot.zoom is None:
            return None
        z = spot.zoom
        lines = z.lines
        if spot.key in self.refused and self.why_not(spot.key):
            lines = (*lines, f"Not now: {self.why_not(spot.key)}")
        return Zoom(z.title, lines, z.face, zoom.rules_section(spot.key, self.game.cat)), spot.rect

    def _zoom_now(self, surf: pygame.Surface) -> pygame.Surface | None:
        """The hover zoom to draw this frame, placed (`zoom_shown`), not yet drawn."""
        found = None if self.drag is not None else self._zoom_for(self.mouse)
        if found is None:
            self.zoom_shown = None
            return None
        marks = self.app.settings.colorblind_marks
        img = zoom.render(found[0], round(self.theme.scale, 4), self.game.cat, marks,
                          self.theme.text_scale)
        at = zoom.place(img, found[1], surf.get_size(), self.theme.px(10))
        self.zoom_shown = (found[0], found[1], at)
        return img

    def open_rules(self, section: str = "") -> None:
        from .rules_overlay import RulesOverlay

        self.drag, self.selected, self.zoom_shown = None, False, None
        self.app.manager.push(RulesOverlay(self.app, section))

