"""Start the windowed game: `apistocracy [--size WxH] [--fullscreen] [--replay FILE] ...`."""

from __future__ import annotations

import argparse
import re
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .gui.app import App

from .version import add_flag

MAX_SIDE = 16384


def window_size(text: str) -> tuple[int, int]:
    """`--size WxH` for argparse: two whole numbers, or a one-line error (exit 2)."""
    m = re.fullmatch(r"\s*(\d{1,5})\s*[xX×]\s*(\d{1,5})\s*", text)
    if not m:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1600x900")
    w, h = int(m[1]), int(m[2])
    if not (0 < w <= MAX_SIDE and 0 < h <= MAX_SIDE):
        raise argparse.ArgumentTypeError(f"{text!r}: each side must be 1-{MAX_SIDE}")
    return w, h


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="apistocracy", description="Apistocracy, the digital edition")
    parser.add_argument("--size", type=window_size, help="window size, e.g. 1600x900 (kept within "
                        "1280x720 and the display)")
    parser.add_argument("--fullscreen", action="store_true")
    parser.add_argument("--demo", action="store_true", help="bots play at a watchable pace; "
                        "any key or click returns to the title")
    parser.add_argument("--kiosk", action="store_true", help="fullscreen convention mode: no Quit "
                        "button (Ctrl+Shift+Q quits); idle games return to the title and the demo")
    parser.add_argument("--self-test", action="store_true", help="start, draw the title, play a "
                        "few computer moves, save and reload, then exit 0 (or 1 with the reason)")
    parser.add_argument("--replay", metavar="FILE", help="watch a saved game (a save file or an "
                        "autosave) in the replay viewer")
    add_flag(parser)
    args = parser.parse_args(argv)
    if args.self_test:
        from .gui.selftest import main as self_test

        return self_test()

    import pygame

    from .engine import RulesDataError, default_catalog
    from .gui.app import App, fit_size
    from .gui.scenes.error import ErrorScene
    from .gui.scenes.title import TitleScene
    from .gui.settings import Settings

    settings, message = Settings.load()
    if args.fullscreen:
        settings.fullscreen = True
    size = args.size
    if size is not None:
        pygame.display.init()
        desktops = pygame.display.get_desktop_sizes()
        size, notice = fit_size(size, desktops[0] if desktops else None)
        if notice:
            print(notice, file=sys.stderr)
            message = " ".join(m for m in (message, notice) if m)
    try:
        default_catalog()
        broken = ""
    except RulesDataError as exc:  # every game needs the rules data: say what is wrong
        broken = str(exc)
    app = App(settings, size, message, kiosk=args.kiosk)
    if broken:
        print(f"The rules data is broken: {broken}", file=sys.stderr)
        app.manager.replace(ErrorScene(app, "The rules data is broken", broken, ADVICE))
        app.run()
        return 2
    app.manager.replace(TitleScene(app))
    if args.replay:
        open_replay(app, args.replay)
    elif args.demo:
        app.idle.start_demo()
    app.run()
    return 0


ADVICE = ("The game cannot start without its rules data (the rules_data folder it was "
          "installed with). Reinstall the game, or undo the edit the message names.")


def open_replay(app: App, path: str) -> None:
    """The viewer over the title; a file that cannot be replayed is a message on the title."""
    from .engine import SaveError
    from .gui import replays
    from .gui.scenes.replay import ReplayScene
    from .gui.scenes.title import TitleScene

    try:
        replay = replays.open_file(path)
    except SaveError as exc:
        title = app.manager.top
        assert isinstance(title, TitleScene)  # (main() opens a replay over the title)
        title.message = f"{path} cannot be replayed: {exc}"
        return
    app.manager.push(ReplayScene(app, replay))
