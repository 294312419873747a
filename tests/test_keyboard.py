"""Keyboard play (issue 16 "Play by keyboard"): Tab/Shift+Tab and the arrows move a visible
focus ring through the legal targets, Enter chooses, Esc backs out, in every scene.

The whole-game test sends key events only (no mouse event, no engine call): from the title
through the setup, every Season and whist decision and each hotseat handover, to the score
pad. It reads the ring's targets only to decide how many Tabs reach the target it picked,
as a player reads the screen.
"""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from apistocracy_gui.engine import GameConfig
from apistocracy_gui.gui.app import App
from apistocracy_gui.gui.coach import of as coach_of
from apistocracy_gui.gui.focus import Target, nearest, reading_order
from apistocracy_gui.gui.scenes.handover import HandoverScene
from apistocracy_gui.gui.scenes.rules_overlay import RulesOverlay
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene
from apistocracy_gui.gui.scenes.season import SeasonScene
from apistocracy_gui.gui.scenes.setup import SetupScene
from apistocracy_gui.gui.scenes.title import TitleScene
from apistocracy_gui.gui.scenes.whist import WhistScene
from apistocracy_gui.gui.settings import Settings
from apistocracy_gui.session import Session

DT = 0.02


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


TAB, ENTER, ESC = key(pygame.K_TAB), key(pygame.K_RETURN), key(pygame.K_ESCAPE)


def tabs_to(app: App, target: Target) -> list[pygame.event.Event]:
    """The Tab presses that bring the ring from where it is to `target`."""
    targets = app.focus.targets()
    keys = [t.key for t in targets]
    current = app.focus.current()
    events = []
    if current is None:  # the first Tab shows the ring on the first primary target
        events.append(TAB)
        current = next(t for t in targets if t.primary)
    steps = (keys.index(target.key) - keys.index(current.key)) % len(keys)
    return events + [TAB] * steps


def choose(app: App, target: Target) -> None:
    app.frame(tabs_to(app, target) + [ENTER], DT)


def choose_label(app: App, label: str) -> None:
    target = next(t for t in app.focus.targets() if t.key.endswith(":" + label))
    choose(app, target)


@pytest.mark.slow
def test_a_whole_two_player_game_by_keyboard_alone_from_the_title_to_the_score_pad():
    rng = random.Random(16)
    app = App(Settings(), size=(1280, 720))
    app.manager.replace(TitleScene(app))
    app.frame([], 0.0)
    app.frame([TAB], DT)
    assert app.focus.current().key.endswith("New game")  # the first button, focused and drawn
    app.frame([ENTER], DT)
    setup = app.manager.top
    assert isinstance(setup, SetupScene)
    app.frame([], DT)
    # The second seat: Enter on its controller button until it says Human player.
    for _ in range(10):
        if setup.controllers[1] == "human":
            break
        target = next(t for t in app.focus.targets() if t.key.endswith("Computer (random)")
                      or t.key.endswith(f"Computer ({setup.controllers[1]})"))
        choose(app, target)
    assert setup.controllers[:2] == ["human", "human"]
    choose_label(app, "Start the season")
    session = app.session
    assert session is not None and session.humans == [0, 1]
    game = session.game
    decisions = handovers = 0
    for _ in range(6000):
        top = app.manager.top
        if isinstance(top, ScorePadScene):
            break
        assert isinstance(top, SeasonScene | WhistScene | HandoverScene), type(top).__name__
        primary = [t for t in app.focus.targets() if t.primary]
        if not primary:
            app.frame([], 0.5)  # a trick's pause, a card in flight
            continue
        target = rng.choice(primary)
        before = len(game.actions_taken)
        choose(app, target)
        if isinstance(top, HandoverScene):
            handovers += 1
        elif target.key != "spot:calling" and not target.key.startswith(("end:", "trick:")):
            assert len(game.actions_taken) == before + 1, f"{target.key} took no decision"
            decisions += 1
        app.frame([], DT)
    assert isinstance(app.manager.top, ScorePadScene) and game.is_over
    assert decisions == len(game.actions_taken) and handovers >= 4
    assert app.frame([TAB], DT)  # the ring walks the score pad too
    assert app.focus.current().key.startswith("line:")
    app.close()


def season_app(seed: int = 3, size: tuple[int, int] = (1600, 900),
               second: str = "random") -> tuple[App, SeasonScene]:
    """Lord Edward's first decision on the Season's boards, Lord Shae played by `second`."""
    app = App(Settings(), size=size)
    s = Session.start(GameConfig(players=("edward", "shae"), seed=seed), ["human", second])
    s.revealed_seat = 0
    scene = SeasonScene(app, s)
    app.manager.replace(scene)
    app.frame([], 0.0)
    return app, scene


def test_enter_on_the_calling_cards_then_a_glowing_space_places_a_card():
    app, scene = season_app()
    app.frame([TAB], DT)
    assert app.focus.current().key == "spot:calling"
    app.frame([ENTER], DT)
    assert scene.pointer.selected
    ring = app.focus.current()
    assert ring.key.startswith("spot:") and ring.key[5:] in scene.offers.place_map  # a glowing space
    keys = [t.key[5:] for t in app.focus.targets() if t.primary]
    assert set(keys) == set(scene.offers.place_map)  # only the legal spaces while a card is selected
    app.frame([ENTER], DT)
    assert scene.game.actions_taken[-1].kind == "place"
    app.close()


def test_esc_backs_out_of_a_selection_and_then_opens_the_menu():
    app, scene = season_app()
    app.frame([TAB, ENTER], DT)
    assert scene.pointer.selected
    app.frame([ESC], DT)
    assert not scene.pointer.selected and app.manager.top is scene
    app.frame([ESC], DT)
    assert app.manager.top is not scene  # the menu
    app.frame([ESC], DT)
    assert app.manager.top is scene
    app.close()


def test_shift_tab_goes_back_and_a_mouse_click_hides_the_ring():
    app, _scene = season_app()
    app.frame([TAB], DT)
    first = app.focus.current().key
    app.frame([TAB], DT)
    assert app.focus.current().key != first
    app.frame([key(pygame.K_TAB, pygame.KMOD_LSHIFT)], DT)
    assert app.focus.current().key == first
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 800), button=1)], DT)
    assert app.focus.current() is None
    app.close()


def test_enter_without_the_ring_keeps_its_old_meaning():
    """Hidden ring: Enter is still "pay the cheapest way" (README keys)."""
    app, scene = season_app(5)
    g = scene.game
    while g.pending_kind() != "Payment" or g.current_player != 0:
        if g.current_player == 0:
            scene.act(g.legal_actions()[0])
        else:
            scene.session.bot_step()
    scene.changed()
    app.frame([], DT)
    done = len(g.actions_taken)
    app.frame([ENTER], DT)
    assert len(g.actions_taken) == done + 1 and "cheapest" in g.actions_taken[-1].label.lower()
    app.close()


def test_arrows_go_to_the_nearest_target_that_way_and_order_follows_the_layout():
    r = pygame.Rect
    a, b, c, d = (Target(n, r(x, y, 40, 30), (x, y)) for n, x, y in
                  (("a", 0, 0), ("b", 100, 5), ("c", 0, 100), ("d", 100, 100)))
    assert [t.key for t in reading_order([d, c, b, a])] == ["a", "b", "c", "d"]
    assert nearest([a, b, c, d], a, (1, 0)) == b
    assert nearest([a, b, c, d], a, (0, 1)) == c
    assert nearest([a, b, c, d], a, (-1, 0)) is None


def test_the_rules_keep_their_arrow_keys_for_scrolling():
    app = App(Settings(), size=(1280, 720))
    app.manager.replace(TitleScene(app))
    rules = RulesOverlay(app)
    app.manager.push(rules)
    app.frame([], 0.0)
    app.frame([key(pygame.K_DOWN)], DT)
    assert rules.scroll > 0 and app.focus.current() is None
    app.frame([TAB], DT)
    assert app.focus.current().key.endswith("Close")
    app.frame([ENTER], DT)
    assert app.manager.top is not rules
    app.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_scene_offers_the_ring_something(size):
    """Title, setup, records and the overlays all list their buttons for the ring."""
    from apistocracy_gui.gui.scenes.options_overlay import OptionsOverlay
    from apistocracy_gui.gui.scenes.records import RecordsScene
    from apistocracy_gui.gui.scenes.solo_setup import SoloSetupScene

    app = App(Settings(), size=size)
    for make in (TitleScene, SetupScene, SoloSetupScene, RecordsScene, OptionsOverlay, RulesOverlay):
        app.manager.replace(TitleScene(app))
        app.manager.push(make(app))
        app.frame([], 0.0)
        app.frame([TAB], DT)
        ring = app.focus.current()
        assert ring is not None, make.__name__
        assert app.screen.get_rect().contains(ring.rect), make.__name__
    app.close()


@pytest.mark.slow
@pytest.mark.parametrize("mode, players, controllers, personas", [
    ("advanced", ("edward", "shae"), ["human", "human"], ("beatrix", "")),  # Goal draft, Host Bonus
    ("solo", ("tuesday",), ["human"], ()),  # Lady Cat's turns told, her whist leads
])
def test_advanced_and_solo_games_finish_by_keyboard(mode, players, controllers, personas):

    rng = random.Random(3)
    app = App(Settings(), size=(1280, 720))
    s = Session.start(GameConfig(players=players, mode=mode, seed=4, personas=personas), controllers)
    app.go.show_game(s)
    app.frame([], 0.0)
    for _ in range(8000):
        if isinstance(app.manager.top, ScorePadScene):  # the solo result is a score pad too
            break
        primary = [t for t in app.focus.targets() if t.primary]
        if primary:
            choose(app, rng.choice(primary))
        app.frame([], DT if primary else 0.5)
    assert s.game.is_over and isinstance(app.manager.top, ScorePadScene)
    app.close()


@pytest.mark.slow
def test_the_tutorial_by_keyboard_from_the_title_to_the_score_pad():
    """Learn to play (issue 12) by keys: Enter reads on (the coach's Next comes first while it
    talks), and the ring offers only the move each step teaches."""
    rng = random.Random(12)
    app = App(Settings(), size=(1280, 720))
    app.manager.replace(TitleScene(app))
    app.frame([], 0.0)
    choose_label(app, "Learn to play")
    app.frame([], DT)
    choose_label(app, "Start from the beginning")
    coach = coach_of(app.session)
    assert coach is not None
    nexts = 0
    for _ in range(6000):
        if isinstance(app.manager.top, ScorePadScene):
            break
        primary = [t for t in app.focus.targets() if t.primary]
        if primary:
            target = primary[0] if primary[0].key.startswith("coach:") else rng.choice(primary)
            nexts += target.key.startswith("coach:")
            choose(app, target)
        app.frame([], DT if primary else 0.5)
    assert isinstance(app.manager.top, ScorePadScene) and app.session.game.is_over and nexts > 5
    app.close()
