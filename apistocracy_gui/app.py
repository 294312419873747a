"""Start the windowed game: `apistocracy [--size WxH] [--fullscreen] [--replay FILE] ...`."""

from __future__ import annotations

import argparse


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="apistocracy", description="Apistocracy, the digital edition")
    parser.add_argument("--size", help="window size, e.g. 1600x900")
    parser.add_argument("--fullscreen", action="store_true")
    parser.add_argument("--demo", action="store_true", help="bots play at a watchable pace; "
                        "any key or click returns to the title")
    parser.add_argument("--kiosk", action="store_true", help="fullscreen convention mode: no Quit "
                        "button (Ctrl+Shift+Q quits); idle games return to the title and the demo")
    parser.add_argument("--self-test", action="store_true", help="start, draw the title, play a "
                        "few computer moves, save and reload, then exit 0 (or 1 with the reason)")
    parser.add_argument("--replay", metavar="FILE", help="watch a saved game (a save file or an "
                        "autosave) in the replay viewer")
    args = parser.parse_args(argv)
    if args.self_test:
        from .gui.selftest import main as self_test

        return self_test()

    from .gui.app import App
    from .gui.scenes.title import TitleScene
    from .gui.settings import Settings

    settings, message = Settings.load()
    if args.fullscreen:
        settings.fullscreen = True
    size = tuple(int(v) for v in args.size.lower().split("x")) if args.size else None
    app = App(settings, size, message, kiosk=args.kiosk)
    app.manager.replace(TitleScene(app))
    if args.replay:
        open_replay(app, args.replay)
    elif args.demo:
        app.idle.start_demo()
    app.run()
    return 0


def open_replay(app, path: str) -> None:
    """The viewer over the title; a file that cannot be replayed is a message on the title."""
    from .engine import SaveError
    from .gui import replays
    from .gui.scenes.replay import ReplayScene

    try:
        replay = replays.open_file(path)
    except SaveError as exc:
        title = app.manager.top
        title.message = f"{path} cannot be replayed: {exc}"
        return
    app.manager.push(ReplayScene(app, replay))
