"""The Season's parts stand on their own (issue 53, item 1): each is made from a small typed
context (`SeasonTable`, gui/scenes/season_context.py), never from the scene, and says what an
input means by what it returns. These tests make the pointer, the layers, the zoom, the
targets, the marks, the keys and the commands from a hand-made table (a real game from a
seed, the app's services and a Surface) with no `SeasonScene` at all, and check what they do.
The last tests check the sources: no part names the scene or writes into it.
"""

from __future__ import annotations

import ast
import os
from dataclasses import dataclass, field
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame
import pytest

from apistocracy_gui.engine import GameConfig
from apistocracy_gui.gui import hotseat
from apistocracy_gui.gui.app import App
from apistocracy_gui.gui.scenes import season_commands, season_keys, season_marks, season_targets
from apistocracy_gui.gui.scenes.season_context import Flow, SeasonTable
from apistocracy_gui.gui.scenes.season_layers import BoardLayers
from apistocracy_gui.gui.scenes.season_pointer import Pointer
from apistocracy_gui.gui.scenes.season_zoom import SeasonZoom
from apistocracy_gui.gui.settings import Settings
from apistocracy_gui.gui.table.intent import Command, Play
from apistocracy_gui.gui.table.top_buttons import TopButtons
from apistocracy_gui.gui.tips_view import TipView
from apistocracy_gui.gui.widgets import Button
from apistocracy_gui.session import Session

SCENES = Path(__file__).resolve().parents[1] / "apistocracy_gui" / "gui" / "scenes"


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


@dataclass
class Parts:
    """A table and its parts, made by hand as the scene makes them; `asked` records what
    the commands asked of the flow."""

    t: SeasonTable
    layers: BoardLayers
    zoom: SeasonZoom
    pointer: Pointer
    asked: list[str] = field(default_factory=list)

    def flow(self) -> Flow:
        def ask(name: str):
            return lambda *args: self.asked.append(name)

        return Flow(ask("changed"), ask("after_undo"), ask("open_rules"), ask("open_menu"),
                    ask("ask_hint"), ask("bot_step"))


def parts(size=(1280, 720), seed=3, animation="off") -> Parts:
    """Seat 0, a person, on turn in a seeded 2-player game (the bot's turns played first)."""
    settings = Settings()
    settings.animation = animation
    app = App(settings, size=size)
    session = Session.start(GameConfig(players=("edward", "tuesday"), seed=seed), ["human", "random"])
    while session.game.current_player != 0:
        session.bot_step()
    buttons = TopButtons({name: Button(name.title(), lambda: None, size=15)
                          for name in ("hint", "undo", "redo", "menu")})
    t = SeasonTable.new(app, session, buttons, hotseat.EndTurn(session, lambda: None),
                        TipView(lambda section: None), on_top=lambda: True)
    layers = BoardLayers(t)
    zoom = SeasonZoom(t)
    p = Parts(t, layers, zoom, Pointer(t, layers.ensure, zoom))
    layers.ensure()
    return p


def event(kind: int, pos: tuple[int, int], **extra) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        extra = {"rel": (1, 1), "buttons": (1, 0, 0), **extra}
    else:
        extra = {"button": 1, **extra}
    return pygame.event.Event(kind, pos=pos, **extra)


def test_a_drag_of_the_calling_card_onto_a_glowing_space_is_the_placement_intent():
    p = parts()
    t = p.t
    assert t.offers.place_map, "a placement is on offer at the start of the viewer's turn"
    key, action = next(iter(t.offers.place_map.items()))
    calling, space = t.spots.by_key["calling"].rect.center, t.spots.by_key[key].rect.center
    assert p.pointer.grabs(calling)
    assert p.pointer.pressed(event(pygame.MOUSEBUTTONDOWN, calling)) is None
    assert p.pointer.drag is not None
    assert p.pointer.moved(event(pygame.MOUSEMOTION, space)) is True  # the card follows: redraw
    intent = p.pointer.released(event(pygame.MOUSEBUTTONUP, space))
    assert isinstance(intent, Play) and intent.action == action
    assert intent.action in t.game.legal_actions() and intent.fly_from is not None
    assert p.pointer.drag is None and not t.refusal.active


def test_a_drop_off_the_spaces_slides_the_card_back_and_says_why():
    p = parts(animation="normal")
    t = p.t
    calling = t.spots.by_key["calling"].rect.center
    nowhere = (t.lay.hive.rect.x + 2, t.lay.hive.rect.y + 2)  # the Beehive's corner: no space
    p.pointer.pressed(event(pygame.MOUSEBUTTONDOWN, calling))
    p.pointer.moved(event(pygame.MOUSEMOTION, nowhere))
    assert p.pointer.released(event(pygame.MOUSEBUTTONUP, nowhere)) is None
    assert t.refusal.active and t.tweens  # "no space there", and the card slides home
    assert t.game.legal_actions() == t.offers.legal  # nothing was played


def test_a_click_selects_the_stack_and_a_click_on_a_space_places_it():
    p = parts()
    t = p.t
    key, action = next(iter(t.offers.place_map.items()))
    calling, space = t.spots.by_key["calling"].rect.center, t.spots.by_key[key].rect.center
    p.pointer.pressed(event(pygame.MOUSEBUTTONDOWN, calling))
    assert p.pointer.released(event(pygame.MOUSEBUTTONUP, calling)) is None
    assert p.pointer.selected
    p.pointer.pressed(event(pygame.MOUSEBUTTONDOWN, space))
    intent = p.pointer.released(event(pygame.MOUSEBUTTONUP, space))
    assert isinstance(intent, Play) and intent.action == action


def test_a_motion_over_bare_baize_changes_nothing():
    """The pointer's "changed" flag can be False: the scene then does not redraw."""
    p = parts()
    corner = (p.t.lay.hive.rect.x + 2, p.t.lay.hive.rect.y + 2)
    p.pointer.moved(event(pygame.MOUSEMOTION, corner, buttons=(0, 0, 0)))
    assert p.pointer.moved(event(pygame.MOUSEMOTION, (corner[0] + 1, corner[1]), buttons=(0, 0, 0))) is False


def test_the_zoom_opens_on_hover_and_not_while_a_card_is_dragged():
    p = parts()
    t = p.t
    spot = next(s for s in t.spots.items if s.zoom is not None)
    surf = pygame.Surface(t.lay.size)
    found = p.zoom.under(spot.rect.center)
    assert found is not None and found[1] == spot.rect
    img = p.zoom.place(surf, True, spot.rect.center, dragging=False)
    assert img is not None and p.zoom.shown is not None and p.zoom.shown[1] == spot.rect
    assert p.zoom.place(surf, True, spot.rect.center, dragging=True) is None and p.zoom.shown is None
    assert p.zoom.place(surf, False, spot.rect.center, dragging=False) is None  # under an overlay


def test_a_right_click_follows_the_zoom_s_rules_link_or_drops_the_card():
    p = parts()
    t = p.t
    spot = next(s for s in t.spots.items if (z := p.zoom.under(s.rect.center)) is not None and z[0].rules)
    found = p.zoom.under(spot.rect.center)
    assert found is not None
    assert p.pointer.right_pressed(spot.rect.center) == Command("rules", found[0].rules)
    p.pointer.selected = True  # a chosen card is put down first, without opening the rules
    assert p.pointer.right_pressed(spot.rect.center) is None and not p.pointer.selected


def test_the_targets_cover_every_legal_move():
    p = parts()
    t = p.t
    out = season_targets.targets(t, p.layers.ensure)
    legal = t.game.legal_actions()
    assert t.click_legal() == legal
    assert all(season_targets.action_key(a) in out for a in legal)
    assert {"calling", "hint", "undo", "redo", "menu"} <= set(out)
    ring = season_targets.focus_targets(t, p.layers.ensure, selected=False)
    assert "spot:calling" in {target.key for target in ring}
    chosen = season_targets.focus_targets(t, p.layers.ensure, selected=True)
    assert {target.key for target in chosen if target.key.startswith("spot:")} == {
        f"spot:{k}" for k in t.offers.place_map if k in t.spots.by_key}


def test_the_marks_glow_on_the_legal_spaces_while_a_card_is_chosen(monkeypatch):
    p = parts()
    t = p.t
    glowed, dimmed = [], []
    monkeypatch.setattr(season_marks, "glow", lambda surf, rect, *a, **k: glowed.append(pygame.Rect(rect)))
    monkeypatch.setattr(season_marks, "dim", lambda surf, rect, *a, **k: dimmed.append(pygame.Rect(rect)))
    surf = pygame.Surface(t.lay.size)
    season_marks.draw(t, surf, p.pointer)
    assert t.spots.by_key["calling"].rect in glowed  # the stack asks to be picked up
    glowed.clear()
    p.pointer.selected = True
    season_marks.draw(t, surf, p.pointer)
    legal = {t.spots.by_key[k].rect.topleft for k in t.offers.place_map if k in t.spots.by_key}
    assert legal and legal <= {r.topleft for r in glowed}
    assert dimmed and not legal & {r.topleft for r in dimmed}  # the others dim, never a legal one


def test_the_keys_and_the_commands_work_on_the_table_and_ask_the_flow():
    p = parts()
    t, flow = p.t, p.flow()

    def key(k: int) -> pygame.event.Event:
        return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)

    assert season_keys.intent(t, key(pygame.K_h), p.zoom, p.pointer.mouse) == Command("hint")
    assert season_keys.intent(t, key(pygame.K_ESCAPE), p.zoom, p.pointer.mouse) == Command("back")
    p.pointer.selected = True
    season_commands.run(t, p.pointer, flow, Command("back"))  # Esc drops the selection first
    assert not p.pointer.selected and p.asked == []
    season_commands.run(t, p.pointer, flow, Command("back"))  # then opens the menu
    season_commands.run(t, p.pointer, flow, Command("land"))
    season_commands.run(t, p.pointer, flow, Command("rules", "parlor"))
    assert p.asked == ["open_menu", "changed", "open_rules"]


# ---------------------------------------------------------------- the sources


def part_modules() -> list[Path]:
    return sorted(p for p in SCENES.glob("season_*.py"))


def scene_writes(source: str) -> list[str]:
    """What a part's source does that only the scene may: name `SeasonScene` (even under
    TYPE_CHECKING or in a string), take a `scene` argument, or assign an attribute of one
    (`scene.x = ...`, `sc.x = ...`) or any `dirty`."""
    found = ["names SeasonScene"] if "SeasonScene" in source else []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.arg) and node.arg in ("scene", "sc"):
            found.append(f"takes `{node.arg}` (line {node.lineno})")
        targets = node.targets if isinstance(node, ast.Assign) else (
            [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else [])
        for target in targets:
            for t in ast.walk(target):
                if isinstance(t, ast.Attribute) and (
                        t.attr == "dirty" or isinstance(t.value, ast.Name) and t.value.id in ("scene", "sc")):
                    found.append(f"assigns {ast.unparse(t)} (line {t.lineno})")
    return found


def test_the_measure_finds_a_part_that_writes_into_its_scene():
    """The check below can fail: it sees each way a part could lean on its scene."""
    assert scene_writes("if TYPE_CHECKING:\n    from .season import SeasonScene\n") == ["names SeasonScene"]
    assert len(scene_writes("def f(scene):\n    scene.dirty = True\n")) == 2
    assert scene_writes("def f(t):\n    sc = t\n    sc.lay, x = None, 1\n") == ["assigns sc.lay (line 3)"]
    assert scene_writes("def f(t):\n    t.dirty |= True\n") == ["assigns t.dirty (line 2)"]
    assert scene_writes("def f(t):\n    t.spots = None\n") == []


def test_no_season_part_names_its_scene_or_writes_into_it():
    modules = part_modules()
    parts = {"pointer", "layers", "zoom", "offers", "targets", "marks", "bubbles", "frame", "commands",
             "keys", "captions", "context"}
    assert {m.stem for m in modules} >= {f"season_{name}" for name in parts}
    found = {m.name: scene_writes(m.read_text(encoding="utf-8")) for m in modules}
    assert found == {m.name: [] for m in modules}
