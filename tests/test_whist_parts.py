"""The whist table's parts stand on their own (issue 53, item 1): the layout, the trick show,
the zoom and the painter are made here from a hand-made context (a real game played from a
seed to the whist, a theme and options, a Surface) with no WhistScene, and behave as the
table needs: every hand card inside the window, a played card flying to its trick spot, the
zoom opening on the card under the pointer, and a hand painted with the viewer's cards only
(rulebook p.15: a player sees only their own hand).
"""

from __future__ import annotations

import ast
import os
import random
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from apistocracy_gui.engine import Action, GameConfig  # noqa: E402
from apistocracy_gui.gui import theme as T  # noqa: E402
from apistocracy_gui.gui.board.refusal import Refusal  # noqa: E402
from apistocracy_gui.gui.hotseat import EndTurn  # noqa: E402
from apistocracy_gui.gui.scenes import whist_paint  # noqa: E402
from apistocracy_gui.gui.scenes.whist_context import WhistContext  # noqa: E402
from apistocracy_gui.gui.scenes.whist_layout import CARD_KINDS, TableLayout  # noqa: E402
from apistocracy_gui.gui.scenes.whist_tricks import TrickShow  # noqa: E402
from apistocracy_gui.gui.scenes.whist_zoom import TableZoom  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402
from apistocracy_gui.gui.table.top_buttons import TopButtons  # noqa: E402
from apistocracy_gui.gui.tips_view import TipView  # noqa: E402
from apistocracy_gui.gui.widgets import Button  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402

SIZES = [(1280, 720), (1920, 1080)]


@dataclass
class Window:
    """The app as the parts see it (whist_context.Window): a theme and the options."""

    theme: T.Theme
    settings: Settings


def at_whist(seed: int = 5, players: tuple[str, ...] = ("edward", "shae")) -> Session:
    """A real game played by random legal moves to the first card the person at seat 0 plays."""
    s = Session.start(GameConfig(players, seed=seed), ["human"] + ["random"] * (len(players) - 1),
                      autosave=False)
    g, rng = s.game, random.Random(seed)
    while g.st.phase == "season" or g.current_player != 0 or g.pending_kind() != "PlayCard":
        g.apply(rng.choice(g.legal_actions()))
    s.revealed_seat = 0
    return s


def context(s: Session, size: tuple[int, int]) -> WhistContext:
    """The table's context with every card the engine lets seat 0 play clickable."""
    def cards() -> Mapping[int, Action]:
        g = s.game
        if g.current_player != 0:
            return {}
        return {a.args[0]: a for a in g.legal_actions() if a.kind in CARD_KINDS}
    pygame.init()
    return WhistContext(Window(T.Theme(size), Settings()), s, cards)


def frame(ctx: WhistContext, layout: TableLayout, tricks: TrickShow) -> whist_paint.Frame:
    """A frame to paint: the parts made here, no buttons but Continue, no hint, no coach."""
    return whist_paint.Frame(
        ctx.view(), layout, tricks, TableZoom(ctx, layout, tricks),
        TopButtons({name: Button(name, lambda: None) for name in ("hint", "undo", "redo", "menu")}),
        Button("Continue", lambda: None), [], EndTurn(ctx.session, lambda: None), Refusal(),
        TipView(lambda _section: None), None, True, False, False, 0.0)


@pytest.mark.parametrize("size", SIZES)
def test_the_layout_places_every_hand_card_inside_the_window(size):
    s = at_whist()
    ctx = context(s, size)
    layout = TableLayout(ctx)
    hand = ctx.view().players[0].hand
    window = pygame.Rect((0, 0), size)
    rects = layout.card_rects()
    assert [cid for cid, _r, _ok in rects] == hand and len(hand) > 3
    assert all(window.contains(r) for _cid, r, _ok in rects)
    # the playable cards are raised above the others, the one under the pointer higher still
    raised = {cid for cid, _r, ok in rects if ok}
    assert raised == set(ctx.cards())
    low = max(r.y for _cid, r, ok in rects if not ok) if len(raised) < len(hand) else None
    if low is not None:
        assert all(r.y < low for _cid, r, ok in rects if ok)
    cid, rect, _ok = next(c for c in rects if c[2])
    point = next((x, rect.centery) for x in range(rect.x + 1, rect.right)
                 if layout.card_at((x, rect.centery)) == cid)
    assert layout.point(point) and layout.hover == cid and not layout.point(point)
    higher = dict((c, r) for c, r, _ok in layout.card_rects())[cid]
    assert higher.y < rect.y and window.contains(higher)
    for seat in range(len(s.game.st.players)):  # the plates and the trick spots too
        assert window.contains(layout.plate_rect(seat)) and window.contains(layout.trick_rect(seat))


def test_a_played_card_flies_to_its_trick_spot_and_the_show_says_when_the_table_changed():
    s = at_whist()
    ctx = context(s, (1280, 720))
    layout = TableLayout(ctx)
    tricks = TrickShow(ctx, layout)
    assert not tricks.busy() and not tricks.animate(0.1)  # nothing moves: nothing to draw again
    action = next(iter(ctx.cards().values()))
    src = layout.source_rect(0, action)
    assert src == dict((c, r) for c, r, _ok in layout.card_rects())[action.args[0]]
    since = len(s.game.events)
    s.act(action)
    tricks.played(0, since, src, action)
    flight = tricks.flights[-1]
    assert flight.card == action.args[0] and flight.src == src and flight.dst == layout.trick_rect(0)
    assert tricks.busy() and tricks.animate(flight.dur / 2)  # half way: the table changed
    assert flight.rect().topleft != src.topleft and flight.rect().topleft != flight.dst.topleft
    flight.t = flight.dur
    assert flight.rect().topleft == flight.dst.topleft and flight.rect().w == flight.dst.w
    assert tricks.animate(flight.dur)  # landed: drawn once more, then nothing flies
    assert flight not in tricks.flights


def test_a_finished_trick_stays_on_show_then_sweeps_to_its_winner():
    s = at_whist()
    ctx = context(s, (1280, 720))
    layout = TableLayout(ctx)
    tricks = TrickShow(ctx, layout)
    g = s.game
    while not tricks.showing:  # both seats play until a trick is finished
        seat, since = g.current_player, len(g.events)
        assert seat is not None
        action = next(a for a in g.legal_actions() if a.kind == "play")
        s.act(action)
        tricks.played(seat, since, layout.source_rect(seat, action), action)
    shown = tricks.showing
    assert tricks.on_table() == shown.cards and tricks.pause > 0
    tricks.flights = []
    while tricks.pause > 0:
        assert tricks.animate(0.2)
    winner = layout.plate_rect(shown.winner)
    assert tricks.showing is None and tricks.flights  # collected: every card of it sweeps away
    assert all(f.dst.center == winner.center for f in tricks.flights)


@pytest.mark.parametrize("size", SIZES)
def test_the_zoom_opens_on_the_card_under_the_pointer(size):
    s = at_whist()
    ctx = context(s, size)
    layout = TableLayout(ctx)
    tricks = TrickShow(ctx, layout)
    zoom = TableZoom(ctx, layout, tricks)
    cid, rect, _ok = layout.card_rects()[0]  # the leftmost card: half under its neighbour
    point = (rect.x + 2, rect.centery)
    assert zoom.moved(point)  # resting on a card: the scene draws again
    surf = pygame.Surface(size, pygame.SRCALPHA)  # transparent: what the zoom draws has a bound
    zoom.draw(surf)
    assert zoom.shown == cid and not zoom.moved(point)  # drawn: no change while it rests
    hand_top = min(r.y for _c, r, _ok in layout.card_rects())
    drawn = surf.get_bounding_rect()
    assert drawn.w > rect.w and drawn.bottom <= hand_top  # above the hand, which stays in sight
    assert zoom.moved((5, 5))  # off the cards: it closes
    surf.fill((0, 0, 0, 0))
    zoom.draw(surf)
    assert zoom.shown is None and surf.get_bounding_rect().w == 0


def faces_drawn(monkeypatch, paint) -> list[int | None]:
    """The whist faces `paint()` draws (None: a back)."""
    drawn: list[int | None] = []
    real = whist_paint.draw_whist

    def record(surf, card, rect, *args, **kwargs):
        drawn.append(None if card is None else card.id)
        real(surf, card, rect, *args, **kwargs)
    monkeypatch.setattr(whist_paint, "draw_whist", record)
    paint()
    return drawn


def test_painting_a_hand_draws_the_viewer_s_cards_only(monkeypatch):
    s = at_whist(players=("edward", "shae", "tuesday"))
    ctx = context(s, (1280, 720))
    layout = TableLayout(ctx)
    tricks = TrickShow(ctx, layout)
    surf = pygame.Surface((1280, 720))
    g = s.game
    mine, theirs = g.st.players[0].hand, {c for p in g.st.players[1:] for c in p.hand}
    assert mine and theirs
    f = frame(ctx, layout, tricks)
    assert faces_drawn(monkeypatch, lambda: whist_paint.draw_hand(ctx, surf, f)) == mine
    # the whole table: the viewer's hand and the others' backs, never a face they hold
    drawn = faces_drawn(monkeypatch, lambda: whist_paint.draw(ctx, surf, f))
    assert set(mine) <= set(drawn) and not theirs & set(drawn) and None in drawn
    # behind a hand-over (another person's turn at this screen) the hand shows its backs
    s.controllers[1] = "human"
    s.game.apply(next(a for a in g.legal_actions() if a.kind == "play"))
    assert ctx.hidden() and ctx.viewing_seat() is None and ctx.bottom_seat() == 0
    hidden = frame(ctx, layout, tricks)
    assert hidden.view.players[0].hand is None
    assert set(faces_drawn(monkeypatch, lambda: whist_paint.draw_hand(ctx, surf, hidden))) == {None}


PARTS = sorted(Path(whist_paint.__file__).parent.glob("whist_*.py"))


def scene_reach(source: str) -> list[str]:
    """Where a part's source reaches its scene: the scene's class or module named (an import,
    a type hint under TYPE_CHECKING or in quotes), or an assignment to anything but the part's
    own attributes (`self.x = ...`; `sc.dirty = ...` and `self.scene.x = ...` write the scene's)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Name | ast.Attribute | ast.alias | ast.Constant):
            name = {ast.Name: "id", ast.Attribute: "attr", ast.alias: "name", ast.Constant: "value"}
            text = getattr(node, name[type(node)])
            if isinstance(text, str) and "WhistScene" in text:
                found.append(f"{node.lineno if hasattr(node, 'lineno') else '?'}: names WhistScene")
        if isinstance(node, ast.ImportFrom) and node.module in ("whist", "scenes.whist", "gui.scenes.whist"):
            found.append(f"{node.lineno}: imports the scene's module")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "setattr":
            found.append(f"{node.lineno}: setattr")
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        while targets:
            t = targets.pop()
            if isinstance(t, ast.Tuple | ast.List):
                targets += t.elts
            elif not isinstance(t, ast.Attribute):
                continue
            elif not (isinstance(t.value, ast.Name) and t.value.id == "self"):
                found.append(f"{t.lineno}: assigns {ast.unparse(t)}")
    return found


def test_the_check_finds_a_part_that_reaches_its_scene():
    """The measure below can fail: the parts as they were (issue 53) are caught."""
    old = '''
from typing import TYPE_CHECKING
if TYPE_CHECKING:
    from .whist import WhistScene
class TrickShow:
    def __init__(self, scene: "WhistScene"):
        self.scene = scene
    def end_pause(self) -> None:
        sc = self.scene
        sc.dirty = True
        self.scene.hover, self.pause = None, 0.0
        setattr(sc, "choices", [])
'''
    assert sorted(scene_reach(old)) == ["10: assigns sc.dirty", "11: assigns self.scene.hover",
                                        "12: setattr", "4: imports the scene's module",
                                        "4: names WhistScene", "6: names WhistScene"]


def test_no_whist_part_names_its_scene_or_writes_into_it():
    """Issue 53, item 1: the parts are given a context and return what changed; none names
    `WhistScene` (not even for a type hint) and none assigns anything but its own attributes."""
    assert {p.name for p in PARTS} >= {"whist_context.py", "whist_layout.py", "whist_paint.py",
                                       "whist_tricks.py", "whist_zoom.py"}
    found = {p.name: scene_reach(p.read_text(encoding="utf-8")) for p in PARTS}
    assert {name: f for name, f in found.items() if f} == {}
