"""SIGTERM, SIGHUP and SIGINT end the windowed game at once, with exit status 0, no traceback
and the autosave intact (issue 55): a booth's supervisor stops the game with SIGTERM and must
not wait for a "Quit?" dialog nobody answers.

Each test runs the real program in its own process (SDL's dummy video driver) and sends it a
real signal: only a process shows what SDL and Python do with one. Kept to a few, each a few
seconds.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from apistocracy_gui.session import load_autosave

ROOT = Path(__file__).resolve().parents[1]
STARTED = 3.0  # seconds for the program to reach its frame loop (it stops saved even before)
ENDED = 5.0  # seconds a stop may take: one idle wait and the last write, with room for a busy machine

# A game with a person at it, autosaving, on screen: the child says how many moves it holds.
GAME = """
import sys
from apistocracy_gui.gui import signals
signals.install()
from apistocracy_gui.engine import GameConfig
from apistocracy_gui.gui.app import App
from apistocracy_gui.gui.settings import Settings
from apistocracy_gui.session import Session

app = App(Settings(animation="off"), size=(1280, 720))
s = Session.start(GameConfig(players=("edward", "tuesday"), seed=5), ["human", "human"])
for _ in range(6):
    s.act(s.game.legal_actions()[0])
app.go.show_game(s)
app.frame([], 0.0)
print(len(s.game.actions_taken), flush=True)
app.run()
"""


def child_env(home: Path) -> dict[str, str]:
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", APISTOCRACY_HOME=str(home),
                PYTHONPATH=str(ROOT), PYGAME_HIDE_SUPPORT_PROMPT="1")


def stop(proc: subprocess.Popen, sig: int) -> tuple[int, str, float]:
    """Send `sig`; (exit status, stderr, seconds it took to end)."""
    proc.send_signal(sig)
    t0 = time.monotonic()
    try:
        _out, err = proc.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        raise AssertionError(f"signal {sig} did not end the game in 30 s") from None
    return proc.returncode, err, time.monotonic() - t0


@pytest.mark.slow
@pytest.mark.parametrize(("flag", "sig"), [("--demo", signal.SIGTERM), ("--kiosk", signal.SIGHUP),
                                           ("--kiosk", signal.SIGINT)])
def test_a_signal_ends_the_demo_and_the_kiosk_with_status_0(tmp_path, flag, sig):
    """Before: SIGTERM left `--demo` and `--kiosk` running (SDL made it a window-close event,
    which both ignore), SIGHUP killed it (status 129), Ctrl+C printed a KeyboardInterrupt."""
    proc = subprocess.Popen([sys.executable, "-m", "apistocracy_gui", flag], env=child_env(tmp_path),
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(STARTED)
    status, err, took = stop(proc, sig)
    assert status == 0, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert took < ENDED


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_during_a_game_saves_it_and_quits_without_asking(tmp_path, monkeypatch, sig):
    """Before: the first SIGTERM opened the "Quit?" dialog and the game ran on."""
    proc = subprocess.Popen([sys.executable, "-c", GAME], env=child_env(tmp_path), cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    moves = int(proc.stdout.readline() or -1)
    assert moves >= 6, proc.stderr.read() if proc.stderr else ""
    status, err, took = stop(proc, sig)
    assert status == 0 and "Traceback" not in err, err
    assert took < ENDED
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    loaded, message = load_autosave()
    assert loaded is not None, message
    assert len(loaded[0].actions_taken) == moves
    torn = [p.name for p in tmp_path.iterdir() if any(w in p.name for w in (".tmp", ".bad-", ".refused-"))]
    assert not torn
