"""How long the kiosk's taster takes (issue 55 item 3), against a whole season in the same run.

    python tools/taster_time.py [--size 1280x800] [--dt 0.05] [--seed 7] [--no-baseline]

A player who never hesitates plays through the real GUI (`tests/gui_driver.Driver`: every
decision a drag or a click at random among what the screen offers, every tip closed only when
it covers the move): first the taster from the kiosk's title ("Try a season") to its score pad,
then, as the baseline, the same season and seats from its first week ("Play the whole season").
Animations are at Normal and the computer players at the booth's pace; the clock is the game's
own (the `dt` of each frame, summed), so the figures are the screen's time, not this machine's:
the scripted time of a player who answers the instant a decision is offered.

A visitor thinks. The estimate adds to the scripted time a newcomer's time per decision and per
tip read (the assumptions are printed beside it; they are assumptions, not measurements).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from gui_driver import Driver  # type: ignore[import-not-found]  # noqa: E402

from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.scene import scene_buttons  # noqa: E402
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402
from apistocracy_gui.gui.taster import TRY, WHOLE  # noqa: E402
from apistocracy_gui.gui.tips import attached  # noqa: E402

# A newcomer's thinking, assumed (a booth's visitor reads the board, the tip, then acts): seconds
# per decision on the boards (a space, a payment, a choice), per whist card, per tip read; a quick
# visitor, a middling one, a slow one.
PACES = {"quick": (12.0, 6.0, 6.0), "middling": (20.0, 8.0, 10.0), "slow": (30.0, 10.0, 15.0)}


class Clocked(Driver):
    """The driver, counting the game's clock: the dt of every frame it runs."""

    seconds = 0.0
    frames = 0

    def frame(self, events=(), dt=None) -> None:
        step = self.dt if dt is None else dt
        self.seconds += step
        self.frames += 1
        self.app.frame(list(events), step)


def play(d: Clocked, button: str) -> dict[str, float]:
    """Click `button` on the top scene, play to the score pad; the counts of that game."""
    start_s, start_n, start_f = d.seconds, d.decided, d.frames
    d.click(next(b for b in scene_buttons(d.top) if b.label == button).rect.center)
    session = d.app.session
    d.play_until(lambda: isinstance(d.top, ScorePadScene), limit=400000)
    game = session.game
    mine = [a for a, s in zip(game.actions_taken, game.deciders, strict=True) if s == 0]
    whist = sum(a.kind == "play" for a in mine)
    tipster = attached(session)
    shown = len(tipster.shown) if tipster is not None else 0
    return {"decisions": d.decided - start_n, "season": len(mine) - whist, "whist": whist, "tips": shown,
            "seconds": d.seconds - start_s, "frames": d.frames - start_f}


def estimate(c: dict[str, float], pace: tuple[float, float, float]) -> float:
    board, whist, tip = pace
    return c["seconds"] + c["season"] * board + c["whist"] * whist + c["tips"] * tip


def minutes(s: float) -> str:
    return f"{s / 60:.1f} min"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--dt", type=float, default=0.05, help="seconds of game clock per frame")
    ap.add_argument("--seed", type=int, default=7, help="the scripted player's random choices")
    ap.add_argument("--no-baseline", action="store_true", help="the taster only")
    args = ap.parse_args()
    os.environ["APISTOCRACY_HOME"] = tempfile.mkdtemp(prefix="taster-time-")
    w, h = (int(v) for v in args.size.split("x"))
    settings = Settings()
    settings.animation = "normal"
    app = App(settings, size=(w, h), kiosk=True)
    app.manager.replace(TitleScene(app))
    d = Clocked(app, random.Random(args.seed), dt=args.dt, wait_dt=args.dt)
    d.frame()
    rows = [("taster", play(d, TRY))]
    if not args.no_baseline:
        for _ in range(int(20 / args.dt)):  # the count-up and the favourite's moment
            d.frame()
        rows.append(("whole season", play(d, WHOLE)))
    print(f"{args.size}, animation normal, {args.dt:g} s per frame, player seed {args.seed}")
    print("assumed newcomer (s per decision on the boards / per whist card / per tip read): " +
          ", ".join(f"{name} {b:g}/{w:g}/{t:g}" for name, (b, w, t) in PACES.items()))
    for name, c in rows:
        paces = ", ".join(f"{pace} {minutes(estimate(c, PACES[pace]))}" for pace in PACES)
        print(f"{name}: {c['decisions']:.0f} decisions ({c['season']:.0f} on the boards, {c['whist']:.0f} "
              f"whist cards), {c['tips']:.0f} tips, scripted {minutes(c['seconds'])} ({c['frames']:.0f} "
              f"frames); newcomer estimate {paces}")
    if len(rows) == 2:
        t, whole = rows[0][1], rows[1][1]
        print(f"taster / whole season: scripted {t['seconds'] / whole['seconds']:.2f}, "
              f"decisions {t['decisions'] / whole['decisions']:.2f}")


if __name__ == "__main__":
    main()
