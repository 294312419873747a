"""Convention play: the `--demo` loop, the title's idle demo, kiosk mode, and a short soak.

Demo games are accelerated (animation "off", large time steps) and driven through
`App.frame` exactly as the real loop drives them; input is synthetic pygame events.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from gui_driver import Driver, down, key, move, up, wheel  # noqa: E402

from apistocracy_gui.app import main  # noqa: E402
from apistocracy_gui.engine import GameConfig  # noqa: E402
from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.demo import KIOSK_IDLE_TO_TITLE, TITLE_IDLE_TO_DEMO  # noqa: E402
from apistocracy_gui.gui.scene import Scene, scene_buttons  # noqa: E402
from apistocracy_gui.gui.scenes.handover import HandoverScene  # noqa: E402
from apistocracy_gui.gui.scenes.menu_overlay import MenuOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.quit_overlay import QuitOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene  # noqa: E402
from apistocracy_gui.gui.scenes.season import SeasonScene  # noqa: E402
from apistocracy_gui.gui.scenes.setup import SetupScene  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.scenes.whist import WhistScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402
from apistocracy_gui.userfiles import data_dir  # noqa: E402

DT = 0.25  # one computer move per frame at the whist table with animation off
ROOT = Path(__file__).resolve().parents[1]
CTRL_SHIFT = pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


def make_app(kiosk: bool = False) -> App:
    settings = Settings()
    settings.animation = "off"
    app = App(settings, size=(1600, 900), kiosk=kiosk)
    app.manager.replace(TitleScene(app))
    app.frame([], 0.0)
    return app


def run_until(app: App, done, limit: int = 5000, dt: float = DT) -> None:
    for _ in range(limit):
        if done():
            return
        app.frame([], dt)
    raise AssertionError(f"not reached in {limit} frames (top: {type(app.manager.top).__name__})")


def idle_for(app: App, seconds: float, step: float = 1.0) -> None:
    """Let `seconds` pass without input, in frames of `step` seconds."""
    for _ in range(round(seconds / step)):
        app.frame([], step)


def label(scene: Scene, text: str):
    return next(b for b in scene_buttons(scene) if b.label == text)


# --------------------------------------------------------------------------- the demo
@pytest.mark.slow
def test_demo_flag_plays_bot_games_and_loops_after_the_score_pad(tmp_path, monkeypatch):
    """`apistocracy --demo`: computer players only, whole games, the score pad, then a new game
    with a new seed, forever (here: until the second game has started)."""
    (tmp_path / "options.json").write_text(json.dumps({"animation": "off"}))
    seen: list[tuple[Session, str]] = []

    def run(app: App, first=None) -> None:  # App.run, minus the real clock and event queue
        for _ in range(6000):
            if app.idle.games >= 2:
                return
            app.frame([], DT)
            name = type(app.manager.top).__name__
            if not seen or seen[-1][0] is not app.session or seen[-1][1] != name:
                seen.append((app.session, name))
        raise AssertionError("the demo did not loop")

    monkeypatch.setattr(App, "run", run)
    assert main(["--demo"]) == 0
    first, second = list({id(s): s for s, _name in seen}.values())
    scenes = [name for s, name in seen if s is first]
    assert scenes[0] == "SeasonScene" and "WhistScene" in scenes and scenes[-1] == "ScorePadScene"
    assert first.game.is_over  # played to its end, and the score pad shown, before the next
    assert [name for s, name in seen if s is second][0] == "SeasonScene"
    assert first.game.config.seed != second.game.config.seed
    for s in (first, second):
        assert not s.humans and not s.saving
    assert not (data_dir() / "autosave.json").exists()


PHASES = {"season": SeasonScene, "whist": WhistScene, "score pad": ScorePadScene}
INPUTS = ("a key", "Esc", "a click on New game", "a click on Continue", "a right click", "the wheel")


def demo_input(title: TitleScene, what: str) -> list[list[pygame.event.Event]]:
    """The input, frame by frame, aimed where the title's buttons will be: the title must not
    act on it (Esc would quit; the release of a click would open the setup or resume the
    player's game)."""
    if what.startswith("a click on "):
        pos = label(title, what[len("a click on "):]).rect.center
        return [[move(pos), down(pos)], [up(pos)]]
    return {"a key": [[key(pygame.K_a, 0, "a")]], "Esc": [[key(pygame.K_ESCAPE)]],
            "a right click": [[down((5, 5), 3)], [up((5, 5), 3)]], "the wheel": [[wheel(-1)]]}[what]


def staged_demo(app: App, phase: str) -> None:
    """Start the demo and skip its game ahead (by random legal moves) to `phase`."""
    app.idle.start_demo()
    g, rng = app.session.game, random.Random(phase)
    while not g.is_over and (phase == "score pad" or g.observe(None)["phase"] != phase):
        g.apply(rng.choice(g.legal_actions()))
    app.go.show_game(app.session)
    app.frame([], 0.016)
    assert app.idle.demo and isinstance(app.manager.top, PHASES[phase])


@pytest.mark.parametrize("phase", list(PHASES))
@pytest.mark.parametrize("what", INPUTS)
def test_any_key_or_click_returns_from_the_demo_to_the_title_within_one_frame(phase, what):
    app = make_app()
    frames = demo_input(app.manager.top, what)
    staged_demo(app, phase)
    app.frame(frames[0], 0.016)
    assert isinstance(app.manager.top, TitleScene) and not app.idle.demo and app.session is None
    for events in frames[1:] + [[]]:
        app.frame(events, 0.016)
    assert isinstance(app.manager.top, TitleScene) and len(app.manager.stack) == 1 and app.running
    assert app.session is None


def test_moving_the_mouse_does_not_stop_the_demo():
    """Only a key, a click or the wheel ends the demo: a nudged table must not."""
    app = make_app()
    app.idle.start_demo()
    app.frame([move((300, 300)), move((900, 500))], DT)
    assert app.idle.demo and not isinstance(app.manager.top, TitleScene)


def test_the_title_goes_to_the_demo_after_a_minute_without_input():
    app = make_app()
    idle_for(app, TITLE_IDLE_TO_DEMO - 1)
    assert isinstance(app.manager.top, TitleScene) and not app.idle.demo
    app.frame([move((10, 10))], 0.5)  # any input starts the minute again
    idle_for(app, TITLE_IDLE_TO_DEMO - 1)
    assert isinstance(app.manager.top, TitleScene)
    idle_for(app, 2)
    assert app.idle.demo and isinstance(app.manager.top, SeasonScene)
    assert not app.session.humans


def test_a_game_or_the_setup_screen_never_starts_the_demo():
    app = make_app()
    app.manager.push(SetupScene(app))
    idle_for(app, 5 * TITLE_IDLE_TO_DEMO, 5.0)
    assert isinstance(app.manager.top, SetupScene) and not app.idle.demo


@pytest.mark.slow
def test_demo_games_are_not_autosaved_and_continue_keeps_the_players_game():
    app = make_app()
    d = Driver(app, random.Random(4))
    d.click(label(app.manager.top, "New game").rect.center)
    d.click(label(app.manager.top, "Start the season").rect.center)
    mine = app.session
    d.play_until(lambda: d.decided >= 6)
    d.frame([key(pygame.K_ESCAPE)])  # the menu, Quit, Quit to title
    d.click(label(app.manager.top, "Quit").rect.center)
    d.click(label(app.manager.top, "Quit to title").rect.center)
    assert isinstance(app.manager.top, TitleScene)
    mine.flush()  # written in the background; quitting saved it last (its last-played time)
    saved = (data_dir() / "autosave.json").read_bytes()
    idle_for(app, TITLE_IDLE_TO_DEMO + 1)
    assert app.idle.demo
    run_until(app, lambda: app.idle.games >= 2)  # a whole demo game and the start of another
    assert (data_dir() / "autosave.json").read_bytes() == saved
    d.frame([key(pygame.K_SPACE)])
    d.click(label(app.manager.top, "Continue").rect.center)
    resumed = app.session.game.actions_taken  # (the computer may have moved on since)
    assert resumed[:len(mine.game.actions_taken)] == mine.game.actions_taken
    assert app.session.controllers == mine.controllers and app.session.saving


# --------------------------------------------------------------------------- kiosk
def test_kiosk_has_no_quit_button_and_only_ctrl_shift_q_quits():
    app = make_app(kiosk=True)
    title = app.manager.top
    assert app.fullscreen
    assert "Quit" not in [b.label for b in scene_buttons(title)]
    app.frame([key(pygame.K_ESCAPE), pygame.event.Event(pygame.QUIT), key(pygame.K_q, pygame.KMOD_LCTRL),
               key(pygame.K_q, pygame.KMOD_LSHIFT)], 0.016)
    assert app.running and app.manager.top is title
    app.frame([key(pygame.K_q, CTRL_SHIFT, "q")], 0.016)
    assert not app.running


KIOSK_SITUATIONS = ("title", "setup", "season menu", "season quit", "handover", "whist quit", "score pad")


def kiosk_stage(app: App, name: str) -> None:
    """Set up one of the screens a convention visitor can reach."""
    app.manager.replace(TitleScene(app))
    if name == "title":
        return
    if name == "setup":
        app.manager.push(SetupScene(app))
        return
    controllers = {"whist quit": ["human", "random"], "score pad": ["random", "random"]}.get(
        name, ["human", "human"])
    s = Session.start(GameConfig(players=("edward", "tuesday"), seed=5), controllers)
    while (name == "whist quit" and s.game.observe(None)["phase"] == "season") or (
            name == "score pad" and not s.game.is_over):
        s.game.apply(s.game.legal_actions()[0])
    app.go.show_game(s)
    if name == "season menu":
        app.manager.push(MenuOverlay(app, app.manager.top))
    elif name.endswith("quit"):
        app.manager.push(QuitOverlay(app, s))
    elif name == "handover":
        app.manager.push(HandoverScene(app, s, s.game.current_player))


@pytest.mark.slow
def test_kiosk_no_button_anywhere_quits_the_program():
    """Kiosk (convention) mode: no Quit button on the title, and none of the menus a visitor
    can open (the game's Menu, its Quit confirmation...) ends the program either."""
    app = make_app(kiosk=True)
    for name in KIOSK_SITUATIONS:
        kiosk_stage(app, name)
        app.frame([], 0.0)
        for i in range(len(scene_buttons(app.manager.top))):
            kiosk_stage(app, name)
            app.frame([], 0.0)
            b = scene_buttons(app.manager.top)[i]
            if b.enabled:
                app.frame([move(b.rect.center), down(b.rect.center), up(b.rect.center)], 0.016)
            assert app.running, f"{name}: the {b.label!r} button quit the kiosk"
            app.frame([pygame.event.Event(pygame.QUIT)], 0.016)
            assert app.running, f"{name}: closing the window quit the kiosk"


@pytest.mark.slow
def test_kiosk_a_game_left_alone_for_three_minutes_returns_to_the_title_then_the_demo():
    app = make_app(kiosk=True)
    d = Driver(app, random.Random(2))
    d.click(label(app.manager.top, "New game").rect.center)
    d.click(label(app.manager.top, "Start the season").rect.center)
    d.play_until(lambda: d.decided >= 2)
    idle_for(app, KIOSK_IDLE_TO_TITLE - 2)
    assert isinstance(app.manager.stack[0], SeasonScene)
    app.frame([move((400, 400))], 1.0)  # a visitor moves the mouse: three more minutes
    idle_for(app, KIOSK_IDLE_TO_TITLE - 2)
    assert isinstance(app.manager.stack[0], SeasonScene)
    idle_for(app, 3)
    assert isinstance(app.manager.top, TitleScene) and app.session is None
    idle_for(app, TITLE_IDLE_TO_DEMO + 1)
    assert app.idle.demo


def test_at_home_a_game_left_alone_waits_for_its_player():
    """Outside kiosk mode nobody is dropped: the game waits however long the player thinks."""
    app = make_app()
    d = Driver(app, random.Random(2))
    d.click(label(app.manager.top, "New game").rect.center)
    d.click(label(app.manager.top, "Start the season").rect.center)
    d.play_until(lambda: d.decided >= 1)
    session = app.session
    idle_for(app, 10 * KIOSK_IDLE_TO_TITLE, 10.0)
    assert app.session is session and isinstance(app.manager.stack[0], SeasonScene)


# --------------------------------------------------------------------------- soak
@pytest.mark.slow
def test_soak_tool_short_run_plays_demo_games_without_an_exception():
    """tools/soak_demo.py (the 200-game soak) in a short version: 3 games, its own process."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "soak_demo.py"), "--games", "3",
                           "--size", "1280x720"], capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    marks = [ln.split(":")[0] for ln in lines if ln.startswith("after game")]
    assert marks == ["after game 1", "after game 3"]
    assert "3 demo games" in lines[-1] and "0 exception(s)" in lines[-1]
    assert "AUTOSAVED" not in lines[-1]
