"""The Season's cached pictures: why a frame costs a blit, not a repaint of both boards.

Three layers are kept between frames. The static boards (`static`) are drawn once per window
size and option. The position (`base`) is the game's state over them, drawn once per change;
while a move's animations play, the board *under* what is in flight (`flight`) is shown
instead: the position's pixels with the regions whose boards draw something still in flight
painted again without it (`flight_regions`), so the frame answering a move paints the
position once and then only the boards a flight lands on, and the frames of its beats paint
nothing (issues 13, 57). Both are painted board group by board group, and a group whose
inputs are those it was painted for is kept as it is (season_boards.py): a move paints the
boards it changed. The frames that paint nothing draw ahead what the next turn will show
(`ahead`). The layers also decide when the
position changed: then the offers are filed anew (season_offers.py) and, once the position
is painted, its hot spots, the tabs on its cards and the decision panel are laid out: the
layers fill those in the table they are given (season_context.py), never in the scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ... import i18n
from .. import heap, last_input
from .. import theme as T
from ..board import assembly, hive, inplace, mat, solo
from ..board.decision import SUBJECT_W, cheapest_plan
from ..board.draw import baize
from ..board.face_warm import FaceWarmer
from ..board.glow_warm import GlowWarmer
from ..board.mat_compact_cache import CompactMats
from ..board.view import BoardView, Spots
from . import draft, season_boards, season_frame

if TYPE_CHECKING:
    from ...engine import View
    from ..board.layout import Area, SeasonLayout
    from .season_context import SeasonTable


class BoardLayers:
    """The static boards, the position over them and the board under a flight, kept fresh."""

    def __init__(self, t: SeasonTable):
        self.t = t
        self.laid: SeasonLayout | None = None  # the layout `base` was drawn in
        self.static: pygame.Surface | None = None
        self.static_key: tuple = ()
        self.base: pygame.Surface | None = None
        self.key: tuple = ()  # what `base` was drawn for; () forces a redraw
        self.flight: pygame.Surface | None = None  # the board under what is in flight
        self.flight_key: tuple = ()
        self.kept: season_boards.Kept = {}  # what `base` shows, board group by group
        self.stamp: tuple[int, ...] = ()  # the position `base` shows (`stamp`)
        self.ready: tuple = ()  # (the position, idle): all `ahead` draws then is drawn
        self.flight_kept: season_boards.Kept = {}  # what `flight` shows
        self.obs: View = t.game.view(None)  # the position as the viewer may see it
        self.plan: frozenset[str] = frozenset()  # the cheapest payment's sources, for its glow
        self.compacts = CompactMats()  # the others' mats, painted once per change of theirs
        self.glows = GlowWarmer()  # halos made ahead: the table opening, frames with nothing moving
        self.faces = FaceWarmer()  # card faces rendered ahead, in frames that paint nothing else

    def ensure(self) -> None:
        """Bring the layers up to date with the game, the window and the options."""
        t = self.t
        lay = t.layout()
        if lay is not self.laid:  # a new window: everything is laid out again
            self.laid, self.key = lay, ()
        marks = t.app.settings.colorblind_marks
        private = t.private()
        key: tuple[object, ...] = (lay.size, t.version, marks, T.high_contrast, private, t.me(),
                                   len(t.game.log), t.game.current_player, t.replay.key(),
                                   t.offers.swapping, last_input.used())  # the panel names the input's way
        if t.coach is not None:
            key += (t.coach.chapter, t.coach.index, t.coach.playing)
        if key != self.key or self.base is None:
            if not self.key:  # a full redraw asked for (or the first): nothing kept is used
                self.kept.clear()
                self.flight_kept.clear()
            self.key = key
            self._redraw(lay, marks, private)
        hidden = t.motion.hidden()
        if hidden and (self.flight is None or self.flight_key != (key, hidden)):
            # the board under the flight: once per move, not once per landing (board/motion.py);
            # the position's pixels but for the boards that draw what is still in flight
            self.flight_key = (key, hidden)
            assert self.base is not None and self.flight is not None
            regions = lay.paint_regions()
            again = flight_regions(lay, hidden)
            names = frozenset(name for name, i in season_boards.GROUPS if regions[i] in again)
            season_boards.refresh(self, self.view(lay, marks, private, hidden), self.flight, self.flight_kept,
                                  names, (self.base, self.kept))

    def board(self) -> pygame.Surface:
        """The state layer to show now: the board as it will be once nothing is in flight,
        or, while beats play, the same board without what is still on its way."""
        self.ensure()
        assert self.base is not None
        return self.flight if self.t.motion.hidden() and self.flight is not None else self.base

    def _redraw(self, lay: SeasonLayout, marks: bool, private: int | None) -> None:
        static_key = (lay.size, marks, T.high_contrast, i18n.generation())
        opened = self.static is None or self.static_key != static_key
        if opened:
            self.static = self._render_static(lay, marks)
            self.compacts.clear()
            self.static_key = static_key
        assert self.static is not None
        if self.base is None or self.base.get_size() != self.static.get_size():
            self.base = pygame.Surface(self.static.get_size(), 0, self.static)  # painted below
            self.kept.clear()
        elif opened:
            self.kept.clear()  # drawn over other static boards: nothing of it is kept
        view = self._offer(lay, marks, private)
        season_boards.refresh(self, view, self.base, self.kept)
        self.stamp, self.ready = stamp(self.t), ()
        if self.flight is None or self.flight.get_size() != self.base.get_size():
            # made with the base, not by the first move's frame (a new full-window surface
            # took 4 ms at 1920x1080 there: a copy writes its every page)
            self.flight = self.base.copy()
            self.flight_kept = dict(self.kept)
        elif opened:
            self.flight_kept.clear()  # drawn over other static boards: nothing of it is kept
        t = self.t  # the position is painted: its hot spots, the tabs on its cards, the panel
        t.spots = view.spots
        self.glows.plan(view.spots, lay, t.game.seats)
        if opened:
            self.glows.run()
            self._warm_mats(view)
            self.faces.plan(t.game.cat, lay, marks, t.theme.px(mat.TEA_W), t.theme.px(SUBJECT_W))
            self.faces.opening()
            heap.settle()
        t.tabs = inplace.tabs(t.game, private, t.offers.legal, t.spots, t.theme, t.offers.swapping, lay)
        season_frame.build_panel(t, lay, private)

    def ahead(self, idle: bool = False) -> bool:
        """Draw one of the others' mats the next turn will show, if one is not ready: the
        seats but the one playing, at the places they take when the turn passes to the next
        seat (in a hotseat game every mat moves then); else render a card face not shown yet
        (board/face_warm.py; the costlier ones only when `idle`: nothing moves). Whether
        something was drawn. Called in frames that paint
        nothing else (the scene's update), so the frame passing the turn draws only the mat
        of the seat that played, and a new position draws its cards' faces from the caches
        (issue 57, item 3)."""
        t, lay = self.t, self.laid
        cur = t.game.current_player
        if (lay is None or self.static is None or cur is None or t.game.phase != "season"
                or self.stamp != stamp(t)  # a new position: its frame paints it, nothing more
                or self.ready in ((self.stamp, True), (self.stamp, idle))):  # all drawn ahead of it
            return False
        seats = t.game.seats
        nxt = (cur + 1) % seats
        me = nxt if t.me() == cur else t.me()  # a hotseat table shows the player on turn large
        view = self.view(lay, t.app.settings.colorblind_marks, t.private())
        for k, area in enumerate(lay.opps, start=1):
            seat = (me + k) % seats
            if seat != cur and self.compacts.ahead(view, area, seat, seat == nxt, self.static):
                return True
        self.faces.plan(t.game.cat, lay, view.marks, t.theme.px(30), t.theme.px(84))
        if self.faces.step(idle):
            return True
        self.ready = (self.stamp, idle)
        return False

    def _warm_mats(self, shown: BoardView) -> None:
        """Every other seat's mat drawn large once, into a scratch copy, when the table opens
        (issue 57, item 3): the frame a seat's mat is first drawn large in (a hotseat turn
        passing) rendered its portrait, its columns' card strips and its lines for the first
        time, 3-5 ms more in the slowest new positions at 1920x1080. Only the caches keep
        anything of it."""
        assert self.base is not None
        scratch = self.base.copy()
        with self.t.theme.printed(), T.unseen():
            for seat in range(self.t.game.seats):
                if seat != shown.me:
                    mat.draw_large(scratch, BoardView(shown.game, shown.obs, shown.private, seat, shown.lay,
                                                      shown.th, shown.marks, Spots()))

    def view(self, lay: SeasonLayout, marks: bool, private: int | None,
             hidden: frozenset = frozenset()) -> BoardView:
        """The position as the viewer may see it, for painting (its hot spots fill in)."""
        t = self.t
        return BoardView(t.game, self.obs, private, t.me(), lay, t.theme, marks, Spots(), self.plan, hidden)

    def _offer(self, lay: SeasonLayout, marks: bool, private: int | None) -> BoardView:
        """What may be done now, filed by hot spot; the view to paint the position in."""
        t = self.t
        human = t.human_turn()
        t.offers.refresh(t.game, human, t.coach)
        self.obs = t.game.view(private)
        self.plan = cheapest_plan(t.game, private) if human else frozenset()
        return self.view(lay, marks, private)

    def paint(self, view: BoardView, into: pygame.Surface | None, clip: pygame.Rect | None = None,
              compact_keys: tuple | None = None) -> pygame.Surface:
        """The game's state drawn over the static boards, into `into` (a new surface for
        None); only the boards inside `clip` when given (their pixels only: the view's hot
        spots are then partial, and a compact mat drawn anew is painted whole,
        mat_compact_cache). `compact_keys`: the others' mats' keys, when known already."""
        assert self.static is not None
        if into is None or into.get_size() != self.static.get_size():
            into = pygame.Surface(self.static.get_size(), 0, self.static)  # painted below
        into.set_clip(clip)
        try:
            self._paint_state(view, into, compact_keys)
        finally:
            into.set_clip(None)
        return into

    def _paint_state(self, view: BoardView, into: pygame.Surface, compact_keys: tuple | None) -> None:
        assert self.static is not None
        t = self.t
        into.blit(self.static, (0, 0))
        lay = view.lay
        clip = into.get_clip()

        def inside(area: Area) -> bool:
            """Whether a board is painted: a region paints only the boards in it (each draws
            inside its own area: a region costs its boards' drawing, not all of them)."""
            return clip.colliderect(area.rect)

        with t.theme.printed():
            if inside(lay.hive):
                hive.draw_state(into, view)
            if not inside(lay.assembly):
                pass
            elif draft.showing(t.game.pending_kind()):  # the advanced Goal / Host Bonus sheet (p.22)
                draft.draw(into, view, lay.assembly)
            else:
                assembly.draw_state(into, view)
            cur = t.game.current_player
            for i, (area, seat) in enumerate(zip(lay.opps, t.others(), strict=True)):
                if inside(area):
                    self.compacts.draw(into, view, area, seat, seat == cur, self.static,
                                       None if compact_keys is None else compact_keys[i])
            if t.cat_area is not None and inside(t.cat_area):
                solo.draw_panel(into, view, t.cat_area, t.replay)
            if inside(lay.mat):
                mat.draw_large(into, view)

    def _render_static(self, lay: SeasonLayout, marks: bool) -> pygame.Surface:
        surf = baize(lay.size).copy()
        th, cat = self.t.theme, self.t.game.cat
        from ...engine.week import board_spaces

        in_play = {s.id for s in board_spaces(self.t.game)}
        with th.printed():
            hive.draw_static(surf, lay, th, cat, marks)
            assembly.draw_static(surf, lay, th, cat, marks, in_play)
            mat.draw_static(surf, lay, th, cat, marks)
        return surf.convert() if pygame.display.get_surface() is not None else surf


def stamp(t: SeasonTable) -> tuple[int, ...]:
    """The position the table shows now, as far as it changes between two frames."""
    return t.version, len(t.game.log), -1 if t.game.current_player is None else t.game.current_player


def flight_regions(lay: SeasonLayout, hidden: frozenset[str]) -> list[pygame.Rect]:
    """The paint regions (layout.paint_regions) whose boards draw one of the `hidden` keys
    (board/motion.py names them; hive.py, assembly.py and mat.py read them): painted again
    without what is in flight, they make the board under the flight out of the position's.
    A key no board is known to read gives every region (never a landed thing shown early)."""
    regions = lay.paint_regions()
    areas: list[pygame.Rect] = []
    for key in hidden:
        head = key.split(":", 1)[0]
        found = [lay.spaces[key]] if key in lay.spaces else []  # a Calling Card's place
        if head == "brooch" or key == "beehive":
            found.append(lay.hive.rect)
        if head in ("star", "card"):  # a Parlor or Ballroom card dealt in
            found.append(lay.assembly.rect)
        if head in ("hand", "discard") or head in lay.columns:  # into the large mat
            found.append(lay.mat.rect)
        if not found:
            return regions
        areas += found
    return [r for r in regions if r.collidelist(areas) >= 0]
