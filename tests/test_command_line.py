"""The command line as a new player meets it (issue 32, item 11): `--help` lists every
option, `--self-test` takes `--size`, a small screen gets a window that fits it and a notice
that reads as English, `--replay` of a missing file is an error on the terminal (exit 2), no
pygame banner, and `--text` whose input ends says whether the game was kept (exit 1)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from apistocracy_gui import app as app_main
from apistocracy_gui import savegame, text, userfiles
from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.gui.app import MIN_SIZE, fit_size, smallest_window

ROOT = Path(__file__).resolve().parents[1]
BANNER = "Hello from the pygame community"


def child_env(tmp_path: Path) -> dict[str, str]:
    """A player's environment: headless, no banner switch of its own."""
    env = {k: v for k, v in os.environ.items() if k != "PYGAME_HIDE_SUPPORT_PROMPT"}
    return {**env, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "APISTOCRACY_HOME": str(tmp_path)}


def test_help_lists_text_and_each_of_its_options(capsys) -> None:
    with pytest.raises(SystemExit) as info:
        app_main.main(["--help"])
    assert info.value.code == 0
    out = capsys.readouterr().out
    for option in ("--size", "--fullscreen", "--demo", "--kiosk", "--self-test", "--replay", "--text",
                   "--players", "--seed", "--save"):
        assert option in out, option


@pytest.mark.parametrize("argv, word", [
    (["--save", "game.json"], "--save only with --text"),
    (["--seed", "3"], "--seed only with --players or --text"),  # the window's --players: issue 54
    (["--players", "edward:phone,shae:easy", "--demo"], "--players starts a game: not with"),
    (["--self-test", "--demo"], "--self-test takes only --size")])
def test_options_that_cannot_go_together_are_refused_with_a_word(argv, word, capsys) -> None:
    with pytest.raises(SystemExit) as info:
        app_main.main(argv)
    assert info.value.code == 2 and word in capsys.readouterr().err


def test_self_test_honours_size(monkeypatch, capsys) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    assert app_main.main(["--self-test", "--size", "1600x900"]) == 0
    assert "title drawn at 1600x900" in capsys.readouterr().out


def test_a_screen_smaller_than_the_minimum_gets_a_window_of_its_size_and_a_sentence() -> None:
    size, notice = fit_size((1600, 900), (1024, 600))
    assert size == (1024, 600)
    assert notice == ("This screen is 1024x600, smaller than the 1280x720 the game is laid out for: "
                      "the window fills the screen (1024x600) and some text may be small.")
    assert smallest_window((1024, 600)) == (1024, 600) and smallest_window(None) == MIN_SIZE
    assert "below the smallest, 1280x720: using 1280x720" in fit_size((800, 600), (1920, 1080))[1]
    assert "larger than the screen (1920x1080)" in fit_size((2560, 1440), (1920, 1080))[1]


def test_the_window_keeps_a_small_screen_s_size(monkeypatch, tmp_path) -> None:
    """App on a 1024x600 screen: the window is not grown to 1280x720 past the screen's edges."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from apistocracy_gui.gui.app import App
    from apistocracy_gui.gui.settings import Settings

    app = App(Settings(), (1024, 600), min_size=(1024, 600))
    assert app.screen.get_size() == (1024, 600)
    app.set_window_size((900, 500))  # dragged smaller still: the screen is the floor
    assert app.screen.get_size() == (1024, 600)
    app.close()


def test_replay_of_a_missing_file_says_so_on_the_terminal_and_exits_2(tmp_path, capsys) -> None:
    missing = tmp_path / "nowhere.json"
    assert app_main.main(["--replay", str(missing)]) == 2
    err = capsys.readouterr().err
    assert f"Cannot replay {missing}" in err and "does not exist" in err


def test_replay_of_a_good_file_opens_the_viewer_over_the_title(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from apistocracy_gui.gui.app import App
    from apistocracy_gui.gui.scenes.replay import ReplayScene

    g = Game.new(GameConfig(players=("edward", "shae"), seed=5))
    for _ in range(6):
        g.apply(g.legal_actions()[0])
    path = tmp_path / "good.json"
    path.write_bytes(userfiles.encode(savegame.to_data(g, ["human", "easy"])))
    seen = {}
    monkeypatch.setattr(App, "run", lambda self: seen.setdefault("top", self.manager.top))
    assert app_main.main(["--replay", str(path)]) == 0
    assert isinstance(seen["top"], ReplayScene) and seen["top"].replay.last == 6


@pytest.mark.slow
def test_no_pygame_banner_from_the_entry_point_nor_the_bundle_s(tmp_path) -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    import build_bundle

    for argv in (["-m", "apistocracy_gui", "--self-test"], ["-c", build_bundle.ENTRY, "--self-test"]):
        done = subprocess.run([sys.executable, *argv], cwd=ROOT, env=child_env(tmp_path),
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        assert BANNER not in done.stdout + done.stderr, argv


@pytest.mark.parametrize("save", [False, True])
def test_text_with_its_input_closed_says_whether_it_saved_and_exits_1(save, tmp_path, monkeypatch,
                                                                      capsys) -> None:
    monkeypatch.setattr("sys.stdin", open(os.devnull))  # noqa: SIM115 (closed by the test's end)
    argv = ["--players", "edward:human,shae:random", "--seed", "3"]
    target = tmp_path / "kept.json"
    if save:
        argv += ["--save", str(target)]
    assert text.main(argv) == 1
    out = capsys.readouterr().out
    assert "EOF when reading a line" not in out
    if save:
        assert f"The game was saved to {target}" in out and target.is_file()
    else:
        assert "The game was not saved (start with --save FILE to keep it)." in out


def test_a_small_screen_without_size_gets_a_window_that_fits_and_the_notice(monkeypatch, capsys):
    """The saved 1600x900 on a 1024x600 screen: the window is the screen's size, and the title
    says why (as with --size), while a saved size that fits says nothing."""
    from apistocracy_gui.gui.app import App

    seen = {}
    monkeypatch.setattr(App, "run", lambda self: seen.update(size=self.screen.get_size(),
                                                             message=self.manager.top.message))
    monkeypatch.setattr(app_main, "screen_size", lambda: (1024, 600))
    assert app_main.main([]) == 0
    assert seen["size"] == (1024, 600) and "This screen is 1024x600" in seen["message"]
    assert "This screen is 1024x600" in capsys.readouterr().err
    monkeypatch.setattr(app_main, "screen_size", lambda: (1920, 1080))
    assert app_main.main([]) == 0
    assert seen["size"] == (1600, 900) and "screen" not in seen["message"]
