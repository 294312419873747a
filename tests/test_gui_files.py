"""The files around a game in the window (issue 10), driven by synthetic events only.

Each test reproduces a failure found on main: an autosave that failed silently while Quit
said "saved", a refused save overwritten by the next New game, crashes at start and on
Continue from damaged, hostile or unwritable files, Options crashing on a read-only folder,
broken rules data crashing New game. No test needs root or a full disk: failing writes are
injected, unusable folders are regular files, and a small `ulimit -f` process fills a "disk".
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from gui_driver import Driver  # noqa: E402

from apistocracy_gui import app as app_main  # noqa: E402
from apistocracy_gui import userfiles  # noqa: E402
from apistocracy_gui.engine import GameConfig, default_catalog  # noqa: E402
from apistocracy_gui.engine.catalog import DEFAULT_DIR, FILES  # noqa: E402
from apistocracy_gui.gui import app as app_main_gui  # noqa: E402
from apistocracy_gui.gui import solo_scores  # noqa: E402
from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.scenes.error import ErrorScene  # noqa: E402
from apistocracy_gui.gui.scenes.options_overlay import OptionsOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.quit_overlay import QuitOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.season import SeasonScene  # noqa: E402
from apistocracy_gui.gui.scenes.setup import SetupScene  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402
from apistocracy_gui.session import AUTOSAVE, Session  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DEEP = "[" * 50_000 + "]" * 50_000


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path / "data"))
    return tmp_path / "data"


def make_app(message: str = "") -> App:
    app = App(Settings(animation="off"), size=(1600, 900), message=message)
    app.manager.replace(TitleScene(app))
    app.frame([], 0.01)
    return app


def title_button(app: App, label: str):
    top = app.manager.top
    assert isinstance(top, TitleScene)
    return next(b for b in top.buttons if b.label == label)


def new_game_by_clicks(app: App) -> Driver:
    """Title -> New game -> Start (a human and a bot seat), all by clicks."""
    d = Driver(app, random.Random(3))
    d.click(title_button(app, "New game").rect.center)
    setup = app.manager.top
    assert isinstance(setup, SetupScene)
    d.click(setup.start_button.rect.center)
    d.frame()
    assert isinstance(app.manager.top, SeasonScene)
    return d


def play_decisions(d: Driver, n: int) -> None:
    done = d.decided + n
    d.play_until(lambda: d.decided >= done)


def fail_writes(monkeypatch, after: int = 0, why: str = "No space left on device") -> list[int]:
    """Every user-file write after the first `after` fails, as on a full disk."""
    real = userfiles.write_bytes
    calls = [0]

    def write_bytes(path, data):
        calls[0] += 1
        if calls[0] > after:
            raise userfiles.UnsavedError(f"{path} could not be saved ({why})")
        real(path, data)

    monkeypatch.setattr(userfiles, "write_bytes", write_bytes)
    return calls


def saved_actions(home: Path) -> int:
    userfiles.flush()  # the autosave is written in the background
    return len(json.loads((home / AUTOSAVE).read_text())["game"]["actions"])


def settle(app: App) -> None:
    """Let the background writer finish, then run a frame with the events it posted, as the
    app's loop would when woken."""
    userfiles.flush()
    app.frame(pygame.event.get(), 0.01)


# --------------------------------------------------------------------------- truthful saving
def test_a_failing_autosave_is_shown_at_once_and_quit_does_not_claim_saved(home, monkeypatch):
    app = make_app()
    d = new_game_by_clicks(app)
    play_decisions(d, 3)
    kept = saved_actions(home)
    assert app.warning() == "" and app.session.saved
    fail_writes(monkeypatch)
    play_decisions(d, 2)
    settle(app)
    assert not app.session.saved
    assert "not being saved" in app.warning() and "No space left" in app.warning()
    assert app.banner_rect is not None  # drawn over the game, which goes on
    assert saved_actions(home) == kept  # the older save is untouched, not half-written
    app.request_quit()
    over = app.manager.top
    assert isinstance(over, QuitOverlay)
    app.frame([], 0.01)
    assert "NOT saved" in over.note() and "saved:" not in over.note()
    monkeypatch.undo()  # the disk has room again: the next move saves and the warning goes
    monkeypatch.setenv("APISTOCRACY_HOME", str(home))
    over.close()
    play_decisions(d, 1)
    settle(app)
    assert app.session.saved and app.warning() == ""
    assert saved_actions(home) == len(app.session.game.actions_taken)


def test_quit_says_saved_when_it_is(home):
    app = make_app()
    d = new_game_by_clicks(app)
    play_decisions(d, 2)
    app.request_quit()
    assert app.manager.top.note().startswith("Your game is saved")


def test_autosaves_are_written_off_the_frame_loop_and_quit_waits_for_them(home, monkeypatch):
    """An autosave's fsyncs took 18-37 ms on the frame loop: the writer thread does them now.
    Here every write waits until someone flushes, so play going on proves the frame loop never
    waits for the disk, and the Quit screen's "saved" and the file on disk prove quitting does."""
    app = make_app()
    d = new_game_by_clicks(app)
    settle(app)
    real_write, real_flush = userfiles.write_bytes, userfiles.Writer.flush
    opened, threads = threading.Event(), []

    def write_bytes(path, data):
        if not str(path).endswith(AUTOSAVE):  # the tips' profile.json goes through at once
            return real_write(path, data)
        threads.append(threading.current_thread())
        assert opened.wait(60), "a write waited for a flush that never came"
        real_write(path, data)

    def flush(writer, timeout=None):
        opened.set()
        return real_flush(writer, timeout)

    monkeypatch.setattr(userfiles, "write_bytes", write_bytes)
    monkeypatch.setattr(userfiles.Writer, "flush", flush)
    play_decisions(d, 3)  # three autosaves: the first is held, the newest waits, the middle one is dropped
    assert len(threads) == 1 and not opened.is_set()
    app.request_quit()
    d.frame()
    over = app.manager.top
    assert isinstance(over, QuitOverlay) and over.note().startswith("Your game is saved")
    d.click(next(b for b in over.choices if b.label == "Quit game").rect.center)
    assert not app.running
    assert threading.main_thread() not in threads
    on_disk = json.loads((home / AUTOSAVE).read_text())["game"]["actions"]
    assert len(on_disk) == len(app.session.game.actions_taken)


def test_a_write_failing_in_the_background_wakes_the_loop_to_show_the_banner(home, monkeypatch):
    """The writer thread posts BANNER_CHANGED when the save's state changes, so a loop asleep in
    event.wait draws the warning at once; the next good write posts it again to take it away."""
    app = make_app()
    new_game_by_clicks(app)
    settle(app)
    s = app.session
    fail_writes(monkeypatch)
    s.act(s.game.legal_actions()[0])  # no click: nothing else asks for a redraw
    userfiles.flush()
    events = pygame.event.get()
    assert [e for e in events if e.type == app_main_gui.BANNER_CHANGED]
    assert app.frame(events, 0.01) and app.banner_rect is not None
    monkeypatch.undo()
    monkeypatch.setenv("APISTOCRACY_HOME", str(home))
    s.act(s.game.legal_actions()[0])
    userfiles.flush()
    events = pygame.event.get()
    assert [e for e in events if e.type == app_main_gui.BANNER_CHANGED]
    assert app.frame(events, 0.01) and app.banner_rect is None


@pytest.mark.parametrize("setup", ["a regular file", "a leftover temp directory"])
def test_unusable_places_turn_saving_off_visibly_not_silently(tmp_path, monkeypatch, setup):
    if setup == "a regular file":
        target = tmp_path / "not-a-folder"
        target.write_text("x")
    else:  # the old fixed temp name, now a directory: per-process temp names ignore it
        target = tmp_path / "data"
        (target / "autosave.json.tmp").mkdir(parents=True)
    monkeypatch.setenv("APISTOCRACY_HOME", str(target))
    app = make_app()
    title = app.manager.top
    if setup == "a regular file":
        assert "Saving is off" in title.message  # reported once, on the title screen
    d = new_game_by_clicks(app)
    play_decisions(d, 2)
    settle(app)
    if setup == "a regular file":
        assert not app.session.saved and "Saving is off" in app.warning()
        app.request_quit()
        assert "NOT saved" in app.manager.top.note()
    else:
        assert app.session.saved and Session.resume()[0] is not None


@pytest.mark.slow
def test_a_full_disk_in_a_real_process_stops_saving_visibly_and_keeps_the_last_good_save(tmp_path):
    """`ulimit -f`: the autosave grows with the game until the file limit refuses it."""
    script = textwrap.dedent(f"""
        import os, random, resource, signal
        os.environ["APISTOCRACY_HOME"] = {str(tmp_path)!r}
        from apistocracy_gui.engine import GameConfig
        from apistocracy_gui.session import Session
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        s = Session.start(GameConfig(("edward", "tuesday"), seed=4), ["human", "random"])
        s.flush()  # the game's first save is on disk before the limit
        resource.setrlimit(resource.RLIMIT_FSIZE, (1500, 1500))
        rng, first_failure = random.Random(1), None
        while not s.game.is_over:
            s.act(rng.choice(s.game.legal_actions()))
            s.flush()  # the autosave is written in the background: wait for its outcome
            if not s.saved and first_failure is None:
                first_failure = len(s.game.actions_taken)
                print("failed at", first_failure, "|", s.save_problem)
        print("saved actions", first_failure)
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT,
                          timeout=120)
    assert "failed at" in done.stdout and "not being saved" in done.stdout, done.stdout + done.stderr
    failed_at = int(done.stdout.split("failed at ")[1].split()[0])
    saved = json.loads((tmp_path / AUTOSAVE).read_text())  # whole, loadable, the last good one
    assert len(saved["game"]["actions"]) == failed_at - 1
    assert [p.name for p in tmp_path.iterdir()] == [AUTOSAVE]  # no temp file left behind


# --------------------------------------------------------------------------- refused saves
def _edited_autosave(home: Path, change) -> dict:
    s = Session.start(GameConfig(("edward", "tuesday"), seed=9), ["human", "random"])
    rng = random.Random(2)
    for _ in range(6):
        s.act(rng.choice(s.game.legal_actions()))
    s.flush()
    data = json.loads((home / AUTOSAVE).read_text())
    change(data)
    (home / AUTOSAVE).write_text(json.dumps(data))
    return data


REFUSED = {
    "another format": lambda d: d["game"].update(format=1),
    "other rules data": lambda d: d["game"].update(rules_data="0123456789abcdef"),
    "casual_undo flipped": lambda d: d["game"]["config"].update(casual_undo=True),
    "casual_undo as a string": lambda d: d["game"]["config"].update(casual_undo="no"),
    "players as a dict": lambda d: d["game"]["config"].update(players={"a": "edward"}),
    "unknown key": lambda d: d.update(padding="x" * 100_000),
    "too few controllers": lambda d: d.update(controllers=["human"]),
    "unknown bot": lambda d: d.update(controllers=["human", "grandmaster"]),
    "controllers not a list": lambda d: d.update(controllers="human"),
    "deep nesting": None,
    "not JSON": None,
}


@pytest.mark.parametrize("case", list(REFUSED))
def test_continue_refuses_a_bad_save_moves_it_aside_and_new_game_never_overwrites_it(home, case):
    if REFUSED[case] is None:
        home.mkdir()
        (home / AUTOSAVE).write_text(DEEP if case == "deep nesting" else "{not json")
    else:
        _edited_autosave(home, REFUSED[case])
    original = (home / AUTOSAVE).read_bytes()
    app = make_app()
    d = Driver(app)
    d.click(title_button(app, "Continue").rect.center)
    title = app.manager.top
    assert isinstance(title, TitleScene)  # no crash, no game from a refused save
    [aside] = home.glob("autosave.refused-*.json")
    assert aside.read_bytes() == original
    assert "could not be continued" in title.message and str(aside) in title.message
    new_game_by_clicks(app)  # a new game writes its autosave; the refused one stays
    settle(app)
    assert aside.read_bytes() == original and (home / AUTOSAVE).read_bytes() != original


def test_the_title_moves_a_refused_save_aside_before_anything_is_written_and_says_where(home):
    """Issue 32: the title reads every slot as it opens, so the player hears of a save that
    cannot be continued there, not after a new game; the new game never overwrites it."""
    _edited_autosave(home, REFUSED["other rules data"])
    original = (home / AUTOSAVE).read_bytes()
    app = make_app()
    [aside] = home.glob("autosave.refused-*.json")
    assert aside.read_bytes() == original
    title = app.manager.top
    assert "different rules data" in title.message and str(aside) in title.message
    assert title_button(app, "Continue").hint == "No saved game yet"  # it was moved aside
    new_game_by_clicks(app)  # without pressing Continue first
    settle(app)
    assert aside.read_bytes() == original


def test_a_second_refused_save_never_replaces_the_first(home):
    for _ in range(2):
        _edited_autosave(home, REFUSED["another format"])
        assert Session.resume()[0] is None
    assert len(list(home.glob("autosave.refused-*.json"))) == 2


# --------------------------------------------------------------------------- damaged files at start
@pytest.mark.parametrize("file", ["options.json", "solo_scores.json"])
def test_deeply_nested_files_are_set_aside_not_a_recursion_error(home, file):
    home.mkdir()
    (home / file).write_text(DEEP)
    settings, message = Settings.load()
    if file == "options.json":
        assert "nested" in message and settings == Settings()
    else:
        best, message = solo_scores.load()
        assert best == [] and "nested" in message
    assert list(home.glob(f"{file[:-5]}.bad-*.json"))


def test_an_unreadable_data_directory_is_a_message_at_start(home, monkeypatch):
    """Mode 000 cannot stop root, so the refusal is injected where the file is opened."""
    home.mkdir()
    (home / "options.json").write_text("{}")
    real_open = open

    def denied(path, *args, **kwargs):
        if str(path).startswith(str(home)):
            raise PermissionError(13, "Permission denied")
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr("builtins.open", denied)
    settings, message = Settings.load()
    assert settings == Settings() and "(permission denied)" in message
    app = make_app(message)
    assert "(permission denied)" in app.manager.top.message


def test_options_on_a_read_only_folder_warn_and_still_apply(home, monkeypatch):
    app = make_app()
    fail_writes(monkeypatch, why="Read-only file system")
    over = OptionsOverlay(app)
    app.manager.push(over)
    app.frame([], 0.01)
    d = Driver(app)
    d.click(over.rows[over.ROWS.index("Animation speed")][1].rect.center)  # Animation speed: Fast
    assert app.settings.animation == "fast"
    assert "not kept" in app.warning() and "Read-only" in app.warning()


# --------------------------------------------------------------------------- broken rules data
@pytest.fixture
def broken_rules(tmp_path, monkeypatch):
    """The shipped rules data with a duplicate key in game.yaml, as the default catalog."""
    from apistocracy_gui.engine import advanced, catalog, ladycat

    data = tmp_path / "rules_data"
    data.mkdir()
    for name in FILES:
        shutil.copy(DEFAULT_DIR / name, data / name)
    with open(data / "game.yaml", "a", encoding="utf-8") as f:
        f.write("\nweeks: 5\n")
    monkeypatch.setattr(catalog, "DEFAULT_DIR", data)
    for cached in (default_catalog, advanced.advanced_data, ladycat.solo_data):
        cached.cache_clear()
    yield data
    for cached in (default_catalog, advanced.advanced_data, ladycat.solo_data):
        cached.cache_clear()


def test_broken_rules_data_is_an_error_screen_with_quit(home, broken_rules, monkeypatch):
    shown = []
    monkeypatch.setattr(App, "run", lambda self: shown.append(self.manager.top))
    assert app_main.main(["--size", "1280x720"]) == 2
    [scene] = shown
    assert isinstance(scene, ErrorScene)
    assert "game.yaml" in scene.message and "'weeks' appears twice" in scene.message
    app = scene.app
    app.frame([], 0.01)
    Driver(app).click(scene.button.rect.center)
    assert not app.running


def test_broken_rules_data_in_the_terminal_is_one_line_and_exit_2(home, broken_rules, capsys):
    from apistocracy_gui import text

    assert text.main(["--players", "edward:random,tuesday:random"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "game.yaml" in err and "Traceback" not in err


# --------------------------------------------------------------------------- command line
@pytest.mark.parametrize("size", ["abc", "1x2x3", "1600", "1e3x720", "x", "0x720", "99999x720"])
def test_a_bad_size_is_a_one_line_argparse_error(size, capsys):
    with pytest.raises(SystemExit) as info:
        app_main.main(["--size", size])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "--size" in err and "Traceback" not in err


def test_sizes_are_clamped_to_the_minimum_and_the_display_with_a_notice():
    from apistocracy_gui.gui.app import fit_size

    assert fit_size((1600, 900), (1920, 1080)) == ((1600, 900), "")
    size, notice = fit_size((800, 600), (1920, 1080))
    assert size == (1280, 720) and "using 1280x720" in notice
    size, notice = fit_size((5000, 3000), (1920, 1080))
    assert size == (1920, 1080) and "1920x1080" in notice
