"""A kiosk left alone all day (issue 55 item 5): its window covers the screen from (0, 0), and
the exhibitor's log notes every visitor's game (schema-checked, atomic, bounded, a damaged
one is a message)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import msgspec  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402

from apistocracy_gui import i18n, userfiles  # noqa: E402
from apistocracy_gui.engine import GameConfig  # noqa: E402
from apistocracy_gui.gui import app as app_module  # noqa: E402
from apistocracy_gui.gui import visit_log  # noqa: E402
from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.demo import KIOSK_IDLE_TO_TITLE  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


class Clock:
    """The wall clock, wound by hand."""

    def __init__(self) -> None:
        self.now = 1_780_000_000.0  # 2026-05-28 20:26:40 UTC

    def __call__(self) -> float:
        return self.now


def booth(kiosk: bool = True) -> tuple[App, Clock]:
    app = App(Settings(animation="off"), size=(1280, 720), kiosk=kiosk)
    clock = Clock()
    app.booth.visits.clock = clock
    app.manager.replace(TitleScene(app))
    app.frame([], 0.0)
    return app, clock


def visit(app: App, solo: bool = False, moves: int = 3) -> Session:
    if solo:
        s = Session.start(GameConfig(players=("edward",), mode="solo", seed=9), ["human"])
    else:
        s = Session.start(GameConfig(players=("edward", "tuesday"), seed=9), ["human", "random"])
    for _ in range(moves):
        s.act(s.game.legal_actions()[0])
    app.go.show_game(s)
    app.frame([], 0.0)
    return s


def logged() -> list[visit_log.Visit]:
    userfiles.flush()
    log, message = userfiles.read(visit_log.NAME, visit_log.Log)
    assert log is not None, message
    return log.visits


# --------------------------------------------------------------------------- the window
@pytest.mark.parametrize(("kiosk", "screens", "moved"), [(True, 1, True), (True, 2, True), (False, 1, True),
                                                         (False, 2, False)])
def test_the_kiosk_s_window_is_at_the_screen_s_corner_before_it_goes_fullscreen(monkeypatch, kiosk, screens,
                                                                                  moved):
    """Under X with no window manager SDL makes the fullscreen window where the first one
    was (1920x1080 at +160+90 on a 1920x1080 screen, measured with Xvfb): it must be moved to
    (0, 0) first (moving it afterwards does nothing: SDL believes it is there already). So is
    a player's fullscreen on a single screen; with two, it stays on the window's screen."""
    calls: list[str] = []
    monkeypatch.setattr(app_module, "_move_window", lambda pos: calls.append(f"move {pos}"))
    real = pygame.display.set_mode

    def set_mode(size, flags=0):
        calls.append("fullscreen" if flags & pygame.FULLSCREEN else "window")
        return real(size, flags)

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)] * screens)
    App(Settings(fullscreen=True), size=(1600, 900), kiosk=kiosk)
    assert calls == ["window", *(["move (0, 0)"] if moved else []), "fullscreen"]


# --------------------------------------------------------------------------- the exhibitor's log
def test_each_visitor_s_game_is_logged_with_its_length_language_and_kind():
    app, clock = booth()
    visit(app)
    clock.now += 754.4
    app.manager.replace(TitleScene(app))  # the visitor quits to the title
    i18n.set_language("de")
    try:
        visit(app, solo=True)
        clock.now += 60
        app.close()  # the operator's chord or a signal at closing time
    finally:
        i18n.set_language("en")
    first, second = logged()
    assert (first.started, first.ended, first.seconds) == ("2026-05-28T20:26:40+00:00",
                                                          "2026-05-28T20:39:14+00:00", 754)
    assert (first.language, first.kind, first.finished) == ("en", "full", False)
    assert (second.language, second.kind, second.seconds) == ("de", "solo", 60)


def test_a_game_left_idle_ends_the_visit_and_a_finished_game_says_so():
    app, clock = booth()
    s = visit(app)
    while not s.game.is_over:
        s.game.apply(s.game.legal_actions()[0])
        if s.game.observe(None)["phase"] != "season":
            app.go.show_game(s)  # on to the whist table, then the score pad: the same visit
    for _ in range(round(KIOSK_IDLE_TO_TITLE) + 2):
        clock.now += 1
        app.frame([], 1.0)
    assert isinstance(app.manager.top, TitleScene)
    [v] = logged()
    assert v.finished and v.seconds == round(KIOSK_IDLE_TO_TITLE)


def test_demo_games_and_games_at_home_are_not_logged(tmp_path):
    app, _clock = booth(kiosk=False)
    visit(app)
    app.manager.replace(TitleScene(app))
    app.idle.start_demo()
    app.idle.stop_demo()
    app.close()
    kiosk, _clock = booth()
    kiosk.idle.start_demo()
    kiosk.idle.stop_demo()
    kiosk.close()
    userfiles.flush()
    assert not (tmp_path / visit_log.NAME).exists()


@pytest.mark.parametrize("content", [b"{not json", b'{"visits": [{"started": 3}]}', b'{"rows": []}'])
def test_a_damaged_log_is_a_message_set_aside_and_a_new_log_begins(tmp_path, capsys, content):
    (tmp_path / visit_log.NAME).write_bytes(content)
    app, _clock = booth()
    visit(app)
    app.close()
    assert visit_log.NAME in capsys.readouterr().err
    assert len(logged()) == 1
    assert [p.name for p in tmp_path.glob("exhibitor-log.bad-*.json")]


def test_the_log_keeps_only_the_newest_visits():
    old = visit_log.Visit("2026-01-01T10:00:00+00:00", "2026-01-01T10:05:00+00:00", 300, "fr", "full", True)
    userfiles.write(visit_log.NAME, visit_log.Log([old] * visit_log.KEEP))
    app, _clock = booth()
    visit(app)
    app.close()
    visits = logged()
    assert len(visits) == visit_log.KEEP and visits[-1].language == "en" and visits[0] == old
    size = len(msgspec.json.encode(visit_log.Log(visits)))
    assert size < userfiles.MAX_BYTES // 2


# --------------------------------------------------------------------------- the day's soak
@pytest.mark.slow
def test_the_soak_tool_runs_a_short_day_without_an_exception():
    """tools/soak_kiosk.py (8 simulated hours) in a short version, its own process: the tool
    must not rot. Its figures are quoted from full runs, not checked here."""
    root = Path(__file__).resolve().parents[1]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(root))
    done = subprocess.run([sys.executable, str(root / "tools" / "soak_kiosk.py"), "--hours", "0.15",
                           "--seed", "3"], capture_output=True, text=True, env=env, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 exception(s)" in done.stdout.splitlines()[-1]
