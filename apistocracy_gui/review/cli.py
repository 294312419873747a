"""`apistocracy --review FILE [--seat N] [--json] [--virtual-clock US]`: review a saved game.

FILE is a save of the autosave kind (the engine's save with the seats' controllers, as the
window and `--text --save` write it) or the engine's save alone. The review runs at the
default depth of `rules_data/review/review.yaml`, its thinking time per decision on the wall
clock; `--virtual-clock US` counts that time in simulated moves of US microseconds each, so
the same save always gives the same review. Progress goes to stderr, the review to stdout.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import msgspec

from .. import i18n, reasons, savegame, userfiles
from ..engine import SaveError
from ..i18n import _
from . import report
from .season import review_save
from .settings import default
from .words import Words


def read_save(path: str) -> tuple[dict[str, Any], list[str] | None]:
    """The engine's save and the controllers (None for a bare engine save); SaveError."""
    file = Path(path).expanduser()
    try:
        data = file.read_bytes()
    except OSError as exc:
        why = reasons.of(exc)
        raise SaveError(_("{path} could not be read ({reason})").format(path=file, reason=why)) from exc
    try:
        raw = msgspec.json.decode(data)
    except msgspec.DecodeError as exc:
        raise SaveError(_("{file} is not a save (not JSON: {reason})").format(
            file=file.name, reason=reasons.damaged(exc))) from exc
    if isinstance(raw, dict) and "game" in raw:
        try:
            saved = userfiles.decode(data, savegame.SavedGame, file.name, savegame.MAX_BYTES)
        except ValueError as exc:
            raise SaveError(str(exc)) from exc
        return saved.game, saved.controllers
    return raw, None


def main(argv: list[str]) -> int:
    i18n.choose(i18n.flag_in(argv))  # before the parser: its help and refusals are words too
    ap = argparse.ArgumentParser(prog="apistocracy --review",
                                 description=_("Review a saved game's decisions, seat by seat."))
    ap.add_argument("file", metavar=_("FILE"), help=_("a save file (an autosave or a --save file)"))
    ap.add_argument("--seat", type=int, metavar="N", help=_("review only seat N (0 is the first)"))
    ap.add_argument("--json", action="store_true", help=_("print one JSON object"))
    ap.add_argument("--virtual-clock", type=float, metavar="US",
                    help=_("count the thinking time in simulated moves of US microseconds each"))
    i18n.add_flag(ap)
    args = ap.parse_args(argv)
    try:
        save, controllers = read_save(args.file)
        players = len(save.get("config", {}).get("players", [])) if isinstance(save, dict) else 0
        if args.seat is not None and not 0 <= args.seat < max(players, 1):
            ap.error(_("--seat {seat}: the game has seats 0-{last}").format(seat=args.seat, last=players - 1))
        settings = default()
        seats = None if args.seat is None else {args.seat}

        def progress(done: int, total: int) -> None:
            if sys.stderr.isatty():
                print("\r" + _("Reviewing: {done}/{total} actions").format(done=done, total=total), end="",
                      file=sys.stderr, flush=True)

        review = review_save(save, controllers, seats, settings.budget(max(players, 1)),
                             args.virtual_clock, settings, progress)
    except SaveError as exc:
        print(_("{file} cannot be reviewed: {reason}").format(file=args.file, reason=exc), file=sys.stderr)
        return 1
    if sys.stderr.isatty():
        print(file=sys.stderr)
    words = Words(save, review, decisions=True)
    if args.json:
        sys.stdout.buffer.write(report.as_json(review, words, args.seat) + b"\n")
    else:
        print(report.as_text(review, words, args.seat))
    return 0
