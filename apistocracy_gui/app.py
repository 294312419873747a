"""Start the windowed game: `apistocracy [--size WxH] [--fullscreen] [--replay FILE] ...`."""

from __future__ import annotations

import argparse
import re
import sys

from . import i18n
from .i18n import N_, _
from .version import add_flag

MAX_SIDE = 16384


def window_size(text: str) -> tuple[int, int]:
    """`--size WxH` for argparse: two whole numbers, or a one-line error (exit 2)."""
    m = re.fullmatch(r"\s*(\d{1,5})\s*[xX×]\s*(\d{1,5})\s*", text)
    if not m:
        raise argparse.ArgumentTypeError(_("{text!r} is not a size like 1600x900").format(text=text))
    w, h = int(m[1]), int(m[2])
    if not (0 < w <= MAX_SIDE and 0 < h <= MAX_SIDE):
        raise argparse.ArgumentTypeError(_("{text!r}: each side must be 1-{most}").format(
            text=text, most=MAX_SIDE))
    return w, h


def build_parser() -> argparse.ArgumentParser:
    """The window's command line, worded in the language spoken now (choose it first)."""
    from .text import add_options

    parser = argparse.ArgumentParser(prog="apistocracy", description=_("Apistocracy, the digital edition"))
    parser.add_argument("--size", type=window_size,
                        # TRANSLATORS: the value of --size in the --help: width x height.
                        metavar=_("WxH"),
                        help=_("window size, e.g. 1600x900 (kept within 1280x720 and the display)"))
    parser.add_argument("--fullscreen", action="store_true", help=_("start fullscreen (F11 toggles)"))
    parser.add_argument("--demo", action="store_true", help=_(
        "bots play at a watchable pace; any key or click returns to the title"))
    parser.add_argument("--kiosk", action="store_true", help=_(
        "fullscreen convention mode: no Quit button (Ctrl+Shift+Q quits); idle games return to "
        "the title and the demo"))
    parser.add_argument("--self-test", action="store_true", help=_(
        "start, draw the title, play a few computer moves, save and reload, then exit 0 (or 1 "
        "with the reason); takes --size"))
    parser.add_argument("--replay", metavar=_("FILE"), help=_(
        "watch a saved game (a save file or an autosave) in the replay viewer (with --text: "
        "replay it, then play on)"))
    add_flag(parser)
    i18n.add_flag(parser)
    # TRANSLATORS: the --help's heading over the terminal's options, and its usage line: translate
    # "options" only.
    text = parser.add_argument_group(_("the terminal front end"), _("apistocracy --text [options]"))
    text.add_argument("--text", action="store_true", help=_("play in the terminal instead of a window"))
    add_options(text)
    return parser


TEXT_ONLY = ("save",)  # options of the terminal front end alone
SELF_TEST_ALONE = ("fullscreen", "demo", "kiosk", "replay", "players", "seed")  # what --self-test cannot take


def main(argv: list[str] | None = None) -> int:
    # Before any word is said: the language of --lang or the system's, so the --help, a
    # refusal made while argparse converts an option (a wrong --size) and argparse's own
    # words are in it, and so is a damaged options file's report (its defaults follow the
    # system); then, the options read, the language chosen in Options.
    i18n.choose(i18n.flag_in(argv))
    parser = build_parser()
    args = parser.parse_args(argv)
    if given := [f"--{o}" for o in TEXT_ONLY if getattr(args, o) is not None]:
        parser.error(_("{options} only with --text").format(options=", ".join(given)))
    if args.seed is not None and args.players is None:
        parser.error(_("--seed only with --players or --text"))
    if args.players is not None and (args.replay or args.demo or args.kiosk):
        parser.error(_("--players starts a game: not with --replay, --demo or --kiosk"))
    from .gui import signals

    signals.install()  # before pygame starts: SIGTERM, SIGHUP and Ctrl+C end the game saved, status 0
    if args.self_test:
        if given := [f"--{o.replace('_', '-')}" for o in SELF_TEST_ALONE if getattr(args, o)]:
            parser.error(_("--self-test takes only --size, not {options}").format(options=", ".join(given)))
        from .selftest import main as self_test

        return self_test(args.size)

    from .engine import RulesDataError, default_catalog
    from .gui.settings import Settings

    settings, message = Settings.load()
    i18n.choose(args.lang, settings.language)

    try:
        default_catalog()
        broken = ""
    except RulesDataError as exc:  # every game needs the rules data: say what is wrong
        broken = str(exc)
    replay = None
    if args.replay and not broken:
        from . import replays
        from .engine import SaveError

        try:  # before the window opens: a file that cannot be watched is said where it was typed
            replay = replays.open_file(args.replay)
        except SaveError as exc:
            print(_("Cannot replay {file}: {reason}").format(file=args.replay, reason=exc), file=sys.stderr)
            return 2

    import pygame

    from .gui.app import MIN_SIZE, App, fit_size, smallest_window

    if args.fullscreen:
        settings.fullscreen = True
    pygame.display.init()
    display = screen_size()
    size, notice = fit_size(args.size or settings.window, display)
    if notice and (args.size or smallest_window(display) != MIN_SIZE):  # asked for, or a small screen
        print(notice, file=sys.stderr)
        message = " ".join(m for m in (message, notice) if m)
    app = App(settings, size, message, kiosk=args.kiosk, min_size=smallest_window(display))
    if broken:
        print(_("The rules data is broken: {reason}").format(reason=broken), file=sys.stderr)
        app.manager.replace(app.go.error(N_("The rules data is broken"), broken, ADVICE))
        app.run()
        return 2
    app.manager.replace(app.go.title())
    if replay is not None:
        app.manager.push(app.go.replay(replay))
    elif args.players is not None:
        from .gui.phone_table import start_game

        start_game(app, args.players, args.seed)
    elif args.demo:
        app.idle.start_demo()
    app.run()
    return 0


def screen_size() -> tuple[int, int] | None:
    """The desktop's size, or None for a video driver with no screen (dummy, offscreen)."""
    import pygame

    if pygame.display.get_driver() in ("dummy", "offscreen"):
        return None
    desktops = pygame.display.get_desktop_sizes()
    return desktops[0] if desktops else None


ADVICE = N_("The game cannot start without its rules data (the rules_data folder it was "
            "installed with). Reinstall the game, or undo the edit the message names.")
