"""A game controller (issue 55 item 2): the D-pad and the left stick move the keyboard's ring,
A chooses, B backs out, X asks the Hint, Y opens the zoom, the shoulders take back, Start
opens the menu; a pad plugged in or out at any time; tooltips name the pad's buttons while
it is in use.

The whole-game test sends controller events only (no key, no mouse event, no engine call):
from the title through the setup, every decision of a 2-player game against a computer seat,
to the score pad. It reads the ring's targets only to find which D-pad presses lead to the
target it picked (the shortest way, as a player looking at the screen would take), so a
target the D-pad cannot reach fails it.
"""

from __future__ import annotations

import os
import random
from collections import deque

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest
from test_keyboard import season_app as keyboard_season_app

from apistocracy_gui.engine import GameConfig
from apistocracy_gui.gui import pad
from apistocracy_gui.gui.app import App
from apistocracy_gui.gui.coach import of as coach_of
from apistocracy_gui.gui.focus import Target, nearest
from apistocracy_gui.gui.scenes.handover import HandoverScene
from apistocracy_gui.gui.scenes.menu_overlay import MenuOverlay
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene
from apistocracy_gui.gui.scenes.season import SeasonScene
from apistocracy_gui.gui.scenes.setup import SetupScene
from apistocracy_gui.gui.scenes.title import TitleScene
from apistocracy_gui.gui.scenes.whist import WhistScene
from apistocracy_gui.gui.settings import Settings
from apistocracy_gui.gui.widgets import tooltip
from apistocracy_gui.session import Session

DT = 0.02
A, B, X, Y = (pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B, pygame.CONTROLLER_BUTTON_X,
              pygame.CONTROLLER_BUTTON_Y)
DPAD = {(-1, 0): pygame.CONTROLLER_BUTTON_DPAD_LEFT, (1, 0): pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
        (0, -1): pygame.CONTROLLER_BUTTON_DPAD_UP, (0, 1): pygame.CONTROLLER_BUTTON_DPAD_DOWN}
FULL = 32767


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


def button(b: int) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=b),
            pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0, button=b)]


def axis(a: int, value: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0, axis=a, value=value)


def stick(direction: tuple[int, int]) -> list[pygame.event.Event]:
    """The left stick pushed all the way one way and let go."""
    dx, dy = direction
    a = pygame.CONTROLLER_AXIS_LEFTX if dx else pygame.CONTROLLER_AXIS_LEFTY
    return [axis(a, (dx or dy) * FULL), axis(a, 0)]


def way(targets: list[Target], start: Target, goal: Target) -> list[tuple[int, int]] | None:
    """The fewest D-pad presses from `start` to `goal` over the ring's arrow moves."""
    by_key = {t.key: t for t in targets}
    came: dict[str, tuple[str, tuple[int, int]] | None] = {start.key: None}
    todo = deque([start.key])
    while todo:
        k = todo.popleft()
        if k == goal.key:
            steps = []
            while came[k] is not None:
                k, d = came[k]
                steps.append(d)
            return steps[::-1]
        for d in DPAD:
            n = nearest(targets, by_key[k], d)
            if n is not None and n.key not in came:
                came[n.key] = (k, d)
                todo.append(n.key)
    return None


def go_to(app: App, goal: Target, rng: random.Random) -> None:
    """Move the ring to `goal` by the D-pad or the stick (either, at random)."""
    if app.focus.current() is None:  # the first press shows the ring where it starts
        app.frame(button(DPAD[(0, 1)]), DT)
    targets, current = app.focus.targets(), app.focus.current()
    assert current is not None
    goal = next(t for t in targets if t.key == goal.key)
    steps = way(targets, current, goal)
    scene = type(app.manager.top).__name__
    lost = [t.key for t in targets if way(targets, current, t) is None]
    assert not lost, f"{scene}: the D-pad cannot reach {lost} from {current.key}"
    assert steps is not None, f"{scene}: the D-pad cannot reach {goal.key} from {current.key}"
    for d in steps:
        app.frame(button(DPAD[d]) if rng.random() < 0.5 else stick(d), DT)
    assert app.focus.current().key == goal.key, scene


def choose(app: App, goal: Target, rng: random.Random) -> None:
    go_to(app, goal, rng)
    app.frame(button(A), DT)


def choose_label(app: App, label: str, rng: random.Random) -> None:
    choose(app, next(t for t in app.focus.targets() if t.key.endswith(":" + label)), rng)


@pytest.mark.slow
@pytest.mark.parametrize("size, second", [((1280, 800), "random"), ((1920, 1080), "human")])
def test_a_whole_game_by_controller_alone_from_the_title_to_the_score_pad(size, second):
    """Against a computer on a Steam Deck's screen; a hotseat (its handovers) at 1080p."""
    rng = random.Random(55)
    app = App(Settings(), size=size)
    app.manager.replace(TitleScene(app))
    app.frame([pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0)], 0.0)  # none there
    app.frame(button(DPAD[(0, 1)]), DT)
    assert app.focus.current().key.endswith("New game")
    app.frame(button(A), DT)
    setup = app.manager.top
    assert isinstance(setup, SetupScene)
    app.frame([], DT)
    choose_label(app, "2", rng)
    assert setup.count == 2
    for _ in range(10):  # the second seat
        if setup.controllers[1] == second:
            break
        choose(app, next(t for t in app.focus.targets() if t.rect == setup.seats[1].control.rect), rng)
    assert setup.controllers[:2] == ["human", second]
    choose_label(app, "Start the season", rng)
    session = app.session
    assert session is not None and session.humans == ([0] if second == "random" else [0, 1])
    game = session.game
    decisions = handovers = 0
    for _ in range(8000):
        top = app.manager.top
        if isinstance(top, ScorePadScene):
            break
        assert isinstance(top, SeasonScene | WhistScene | HandoverScene), type(top).__name__
        primary = [t for t in app.focus.targets() if t.primary]
        if not primary:
            app.frame([], 0.5)  # the computer's move, a trick's pause, a card in flight
            continue
        target = rng.choice(primary)
        before = len(game.actions_taken)
        choose(app, target, rng)
        if isinstance(top, HandoverScene):
            handovers += 1
        elif target.key != "spot:calling" and not target.key.startswith(("end:", "trick:")):
            assert len(game.actions_taken) > before, f"{target.key} took no decision"
            decisions += 1
        app.frame([], DT)
    assert isinstance(app.manager.top, ScorePadScene) and game.is_over
    assert decisions >= 50  # each of the human seats', by a pad's button
    assert handovers >= 4 if second == "human" else handovers == 0
    app.frame(button(DPAD[(0, 1)]), DT)  # the ring walks the score pad too
    assert app.focus.current() is not None
    app.close()


def season_app(seed: int = 3) -> tuple[App, SeasonScene]:
    return keyboard_season_app(seed, (1280, 800), "human")  # the keyboard's tests' table, at a Deck's size


def test_the_buttons_do_what_their_keys_do():
    app, scene = season_app()
    app.frame(button(DPAD[(1, 0)]) + button(A), DT)  # the Calling Cards, selected
    assert scene.pointer.selected
    app.frame(button(A), DT)  # a glowing space: the card placed
    assert len(scene.game.actions_taken) == 1
    app.frame(button(pygame.CONTROLLER_BUTTON_LEFTSHOULDER), DT)
    assert scene.game.actions_taken == [] and scene.game.can_redo
    app.frame(button(pygame.CONTROLLER_BUTTON_RIGHTSHOULDER), DT)
    assert len(scene.game.actions_taken) == 1
    app.frame(button(X), DT)
    assert scene.session.hints_used
    app.frame(button(pygame.CONTROLLER_BUTTON_START), DT)
    assert isinstance(app.manager.top, MenuOverlay)
    app.frame(button(pygame.CONTROLLER_BUTTON_START), DT)
    assert app.manager.top is scene
    app.close()


def test_b_drops_a_selection_before_it_opens_the_menu():
    app, scene = season_app()
    app.frame(button(DPAD[(1, 0)]) + button(A), DT)
    assert scene.pointer.selected
    app.frame(button(B), DT)
    assert not scene.pointer.selected and app.manager.top is scene
    app.frame(button(B), DT)
    assert isinstance(app.manager.top, MenuOverlay)
    app.close()


def test_y_opens_the_zoom_of_the_focused_thing_and_moving_on_closes_it():
    app, scene = season_app()
    app.frame(button(DPAD[(1, 0)]), DT)
    assert app.focus.current().key == "spot:calling"
    app.frame([], DT)
    assert scene.zoom.shown is None  # the ring's steps open no zoom over the table
    app.frame(button(Y), DT)
    assert scene.zoom.shown is not None and scene.zoom.shown[1].colliderect(app.focus.current().rect)
    app.frame(button(B), DT)  # B closes the zoom first, and does nothing else
    assert scene.zoom.shown is None and app.manager.top is scene
    app.frame(button(Y) + button(DPAD[(1, 0)]), DT)
    assert scene.zoom.shown is None
    app.close()


def test_the_stick_has_a_dead_zone_and_repeats_while_held():
    app, _scene = season_app()
    app.frame(button(DPAD[(1, 0)]), DT)
    first = app.focus.current().key
    lx = pygame.CONTROLLER_AXIS_LEFTX
    app.frame([axis(lx, FULL // 4)], DT)  # a worn stick resting off centre
    assert app.focus.current().key == first
    seen = [first]
    app.frame([axis(lx, FULL)], DT)  # held right: one step now ...
    seen.append(app.focus.current().key)
    for _ in range(30):  # ... then again every so often while held (0.6 s)
        app.frame([], DT)
        if app.focus.current().key != seen[-1]:
            seen.append(app.focus.current().key)
    app.frame([axis(lx, 0)], DT)
    assert len(seen) >= 3 and len(set(seen)) == len(seen)
    assert app.pad.held is None
    app.close()


def test_a_pad_plugged_in_and_out_at_any_time_never_stops_the_game():
    app, scene = season_app()
    pad_events = [pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=7),
                  pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=3),
                  pygame.event.Event(pygame.CONTROLLERDEVICEREMAPPED, instance_id=3),
                  *button(pygame.CONTROLLER_BUTTON_GUIDE)]
    app.frame(pad_events, DT)
    assert app.pad.pads == {} and app.manager.top is scene and app.running
    app.close()


def test_tooltips_name_the_pads_buttons_while_it_is_in_use(speaking):
    app, scene = season_app()
    drawn: list[str] = []
    th = app.theme
    surf = pygame.Surface((400, 200))

    def tip(hint: str) -> None:
        real = th.text
        th.text = lambda text, *a, **k: drawn.append(text) or real(text, *a, **k)
        try:
            tooltip(surf, th, hint, pygame.Rect(10, 10, 50, 20))
        finally:
            del th.text

    tip("Ctrl+Z")
    app.frame(button(DPAD[(1, 0)]), DT)
    tip("Ctrl+Z")
    tip("H")
    speaking("de")
    tip("Esc")
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(3, 0), buttons=(0, 0, 0))], DT)
    tip("Ctrl+Z")
    assert drawn == ["Ctrl+Z", "LB", "X", pad.key_names()["Esc"], "Ctrl+Z"]
    assert pad.key_names()["Esc"] != "Esc"
    app.close()


def every_target_reachable(app: App) -> list[str]:
    """The targets the D-pad cannot reach from where the ring starts."""
    targets = app.focus.targets()
    start = app.focus.current() or targets[0]
    return [t.key for t in targets if way(targets, start, t) is None]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_d_pad_reaches_everything_in_every_scene_outside_a_game(size):
    from apistocracy_gui.gui.scenes.options_overlay import OptionsOverlay
    from apistocracy_gui.gui.scenes.quit_overlay import QuitOverlay
    from apistocracy_gui.gui.scenes.records import RecordsScene
    from apistocracy_gui.gui.scenes.replays import ReplaysScene
    from apistocracy_gui.gui.scenes.solo_setup import SoloSetupScene
    from apistocracy_gui.gui.scenes.tutorial_menu import TutorialMenu

    app = App(Settings(), size=size)
    for make in (TitleScene, SetupScene, SoloSetupScene, RecordsScene, ReplaysScene, TutorialMenu,
                 OptionsOverlay, QuitOverlay):
        app.manager.replace(TitleScene(app))
        app.manager.push(make(app))
        app.frame([], 0.0)
        app.frame(button(DPAD[(0, 1)]), DT)
        assert app.focus.current() is not None, make.__name__
        assert every_target_reachable(app) == [], make.__name__
    app.close()


def test_the_rules_scroll_by_the_d_pad_and_the_triggers_reach_their_buttons():
    from apistocracy_gui.gui.scenes.rules_overlay import RulesOverlay

    app = App(Settings(), size=(1280, 800))
    app.manager.replace(TitleScene(app))
    rules = RulesOverlay(app)
    app.manager.push(rules)
    app.frame([], 0.0)
    app.frame(button(DPAD[(0, 1)]), DT)
    assert rules.scroll > 0 and app.focus.current() is None
    rt = pygame.CONTROLLER_AXIS_TRIGGERRIGHT
    app.frame([axis(rt, FULL), axis(rt, 0)], DT)
    assert app.focus.current() is not None
    app.frame(button(B), DT)
    assert app.manager.top is not rules
    app.close()


def test_a_button_whose_label_changes_as_it_is_pressed_keeps_the_ring():
    """The setup's "Computer (medium)" becomes "Computer (hard)": A again presses it again."""
    app = App(Settings(), size=(1280, 800))
    setup = SetupScene(app)
    app.manager.replace(setup)
    app.frame([], 0.0)
    control = next(t for t in app.focus.targets() if t.rect == setup.seats[1].control.rect)
    rng = random.Random(1)
    choose(app, control, rng)
    assert setup.controllers[1] == "hard"
    assert app.focus.current().rect == control.rect
    app.frame(button(A), DT)
    assert setup.controllers[1] == "human"
    app.close()


def test_the_right_stick_opens_the_rules_at_the_zoomed_things_section_and_the_zoom_says_so():
    from apistocracy_gui.gui.board import zoom
    from apistocracy_gui.gui.scenes.rules_overlay import RulesOverlay

    app, scene = season_app()
    app.frame(button(DPAD[(1, 0)]) + button(Y), DT)
    shown = scene.zoom.shown
    assert shown is not None and shown[0].rules
    drawn: list[str] = []
    real = zoom.T.wrap
    zoom.render.cache_clear()
    zoom.T.wrap = lambda s, *a, **k: drawn.append(s) or real(s, *a, **k)
    try:
        zoom.render(shown[0], 1.0, scene.game.cat, False)
    finally:
        zoom.T.wrap = real
    assert any(line.endswith("(press RS)") for line in drawn)
    app.frame(button(pygame.CONTROLLER_BUTTON_RIGHTSTICK), DT)
    rules = app.manager.top
    assert isinstance(rules, RulesOverlay)
    assert rules.scroll == dict(rules.anchors)[shown[0].rules] > 0  # at the zoomed thing's section
    app.close()


@pytest.mark.parametrize("mode, players, controllers, personas", [
    ("advanced", ("edward", "shae"), ["human", "random"], ("beatrix", "")),  # the Goal draft
    ("solo", ("tuesday",), ["human"], ()),  # Lady Cat's turns told, her whist leads
])
@pytest.mark.slow
def test_advanced_and_solo_games_finish_by_controller(mode, players, controllers, personas):

    rng = random.Random(3)
    app = App(Settings(), size=(1280, 800))
    s = Session.start(GameConfig(players=players, mode=mode, seed=4, personas=personas), controllers)
    app.go.show_game(s)
    app.frame([], 0.0)
    for _ in range(8000):
        if isinstance(app.manager.top, ScorePadScene):  # the solo result is a score pad too
            break
        primary = [t for t in app.focus.targets() if t.primary]
        if primary:
            choose(app, rng.choice(primary), rng)
        app.frame([], DT if primary else 0.5)
    assert s.game.is_over and isinstance(app.manager.top, ScorePadScene)
    app.close()


@pytest.mark.slow
def test_the_tutorial_by_controller_from_the_title_to_the_score_pad():
    """Learn to play by the pad: A reads on (the coach's Next comes first while it talks)."""
    rng = random.Random(12)
    app = App(Settings(), size=(1280, 800))
    app.manager.replace(TitleScene(app))
    app.frame([], 0.0)
    choose_label(app, "Learn to play", rng)
    app.frame([], DT)
    choose_label(app, "Start from the beginning", rng)
    assert app.session is not None and coach_of(app.session) is not None
    nexts = 0
    for _ in range(6000):
        if isinstance(app.manager.top, ScorePadScene):
            break
        primary = [t for t in app.focus.targets() if t.primary]
        if primary:
            target = primary[0] if primary[0].key.startswith("coach:") else rng.choice(primary)
            nexts += target.key.startswith("coach:")
            choose(app, target, rng)
        app.frame([], DT if primary else 0.5)
    assert isinstance(app.manager.top, ScorePadScene) and app.session.game.is_over and nexts > 5
    app.close()


def test_a_pad_is_opened_when_sdl_adds_it_and_closed_when_it_goes(monkeypatch):
    """SDL sends button events only for an opened controller: it is opened on its
    CONTROLLERDEVICEADDED (by device index) and closed on its REMOVED (by instance id)."""
    closed: list[int] = []

    class FakePad:
        def __init__(self, index: int):
            self.index = index

        def as_joystick(self):
            return type("Joystick", (), {"get_instance_id": lambda _self: 40 + self.index})()

        def quit(self) -> None:
            closed.append(self.index)

    monkeypatch.setattr(pad.sdl_controller, "Controller", FakePad)
    app, scene = season_app()
    app.frame([pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=1)], DT)
    assert list(app.pad.pads) == [41]
    app.frame([pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=41, axis=0, value=FULL)], DT)
    assert app.pad.held is not None  # the stick held over ...
    app.frame([pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=41)], DT)
    assert app.pad.pads == {} and closed == [1]
    assert app.pad.held is None  # ... repeats no more once its pad is gone
    app.close()


def test_two_tea_cards_popovers_lie_apart_and_the_d_pad_reaches_both():
    """Lord Edward with two Tea cards side by side near the mat's edge: their Keep/Trash
    popovers were clamped onto one spot, the first hidden under the second (the D-pad could
    not reach its buttons, a click on the one in sight chose the hidden card)."""
    from apistocracy_gui.gui.board.inplace import tea_choices

    s = Session.start(GameConfig(players=("edward", "shae"), seed=38), ["human", "human"])
    g, rng = s.game, random.Random(38)
    while len(tea_choices(g.legal_actions())) < 2:
        g.apply(rng.choice(g.legal_actions()))
    s.revealed_seat = g.current_player
    app = App(Settings(), size=(1280, 800))
    app.manager.replace(SeasonScene(app, s))
    app.frame([], 0.0)
    tabs = [t for t in app.focus.targets() if t.key.startswith("tab:tea")]
    assert len(tabs) == 4
    assert len({tuple(t.rect) for t in tabs}) == 4  # four buttons, none on another
    app.frame(button(DPAD[(0, 1)]), DT)
    assert every_target_reachable(app) == []
    app.close()
