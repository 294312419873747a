"""`apistocracy --self-test`: prove an installation (above all the frozen bundle) can play.

It starts the real app, draws the title, starts a computer-only game on the Season scene,
lets the bots play a few moves through the scene's own loop, checks the autosave on disk
reloads to the very same state, draws the reloaded game, and exits 0, or 1 with the reason
on stderr. Everything it writes goes to a temporary data directory, so a player's own
options and saved game are never touched. Each step prints one line on stdout as it
finishes; `tools/build_bundle.py --smoke` reads the first ("title drawn") to time the start.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time

from . import userfiles

MOVES = 12  # bot decisions the self-test plays before saving
FRAME_LIMIT = 2000  # frames it allows the bots to make them
FLUSH_TIMEOUT = 10.0  # seconds for queued saves to reach the disk before the folder goes


class SelfTestError(RuntimeError):
    """One step of the self-test went wrong; the message says which and why."""


def say(line: str) -> None:
    print(f"self-test: {line}", flush=True)


def check_self_contained() -> None:
    """In the frozen bundle: the code, pygame, PyYAML, the rules data and the assets must all
    come from the bundle's own folder, never from a checkout or a site-packages."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is None:
        return
    import pygame
    import yaml

    from . import resources

    used = {"the game": sys.modules["apistocracy_gui"].__file__, "pygame": pygame.__file__,
            "PyYAML": yaml.__file__, "rules_data": resources.RULES_DATA, "assets": resources.ASSETS}
    root = os.path.realpath(bundle)
    outside = [f"{what} ({where})" for what, where in used.items()
               if not os.path.realpath(str(where)).startswith(root + os.sep)]
    if outside:
        raise SelfTestError(f"the bundle reaches outside its folder for {', '.join(outside)}")
    say(f"self-contained in {root}")


DEFAULT_SIZE = (1280, 720)  # the smallest window the game is laid out for


def run(size: tuple[int, int] = DEFAULT_SIZE) -> None:
    """Every step, raising SelfTestError (or anything unexpected) on the first failure."""
    from . import resources, version

    say(f"{', '.join(version.about())}, read from {resources.root()}")
    check_self_contained()
    from .engine import GameConfig
    from .gui.app import App
    from .gui.settings import Settings
    from .session import Session

    start = time.perf_counter()
    app = App(Settings(), size=size)
    app.manager.replace(app.go.title())
    if not app.frame([], 0.0):
        raise SelfTestError("the title screen did not draw")
    w, h = app.screen.get_size()
    say(f"title drawn at {w}x{h} ({(time.perf_counter() - start) * 1000:.0f} ms after the app started)")

    session = Session.start(GameConfig(players=("edward", "shae"), seed=16), ["random", "random"])
    app.go.show_game(session)
    game = session.game
    for _ in range(FRAME_LIMIT):
        if len(game.actions_taken) >= MOVES or game.is_over:
            break
        app.frame([], 1.0)  # a long frame: each one is a bot's turn at the scene's pace
    if len(game.actions_taken) < MOVES:
        raise SelfTestError(f"the bots made {len(game.actions_taken)} of {MOVES} moves")
    say(f"a computer game started and played {len(game.actions_taken)} moves")

    resumed, message = Session.resume()
    if resumed is None:
        raise SelfTestError(f"the autosave did not reload: {message}")
    if resumed.game.state_hash() != game.state_hash():
        raise SelfTestError("the reloaded game differs from the saved one")
    app.go.show_game(resumed)
    if not app.frame([], 0.0):
        raise SelfTestError("the reloaded game did not draw")
    say("saved, reloaded the same state and drew it")
    app.close()


def main(size: tuple[int, int] | None = None) -> int:
    """Run the self-test in a throwaway data directory, in a window of `size` (`--size`);
    0 when every step passed."""
    before = os.environ.get("APISTOCRACY_HOME")
    with tempfile.TemporaryDirectory(prefix="apistocracy-self-test-") as home:
        os.environ["APISTOCRACY_HOME"] = home
        try:
            run(size or DEFAULT_SIZE)
        except Exception as exc:  # any failure is the answer, reported rather than raised
            print(f"self-test FAILED: {exc.__class__.__name__}: {exc}", file=sys.stderr, flush=True)
            return 1
        finally:
            # The autosave is written by a background thread: let it finish before the
            # throwaway folder is removed, or a failing run leaves a half-written file
            # behind and the cleanup itself fails ("Directory not empty").
            userfiles.flush(FLUSH_TIMEOUT)
            if before is None:
                os.environ.pop("APISTOCRACY_HOME", None)
            else:
                os.environ["APISTOCRACY_HOME"] = before
    say("ok")
    return 0
