"""Look at the booth in a real X window (issue 55): run under `xvfb-run`, it opens the kiosk's
window with SDL's x11 driver and captures the X screen (`import -window root`) at each stop:
the attract band, the kiosk's title with "Try a season", the taster's first screen with its
tip, a finger resting on the board (the ring), the long press's zoom, and the taster's score
pad. The title's button is clicked by xdotool (a real X pointer); a touch cannot be sent
through X, so the finger's events are posted into SDL's queue from here, in the game's
process, as SDL would post a touch screen's.

    xvfb-run -s "-screen 0 1280x800x24" env PYTHONPATH=. python tools/xvfb_booth.py \\
        --size 1280x800 --lang de --out /tmp/booth
"""

from __future__ import annotations

import argparse
import os
import subprocess
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "x11"
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from apistocracy_gui import i18n  # noqa: E402
from apistocracy_gui.bots import make_bot  # noqa: E402
from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.scene import scene_buttons  # noqa: E402
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene  # noqa: E402
from apistocracy_gui.gui.scenes.season import SeasonScene  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402
from apistocracy_gui.gui.taster import TRY  # noqa: E402
from apistocracy_gui.gui.tips import attached  # noqa: E402


def run(app: App, seconds: float) -> None:
    """The app's loop for `seconds` of real time: X's events in, frames out, each frame's
    time the real time it took (as App.run's clock gives it)."""
    start = last = time.monotonic()
    while last < start + seconds:
        time.sleep(1 / 60)
        now = time.monotonic()
        app.frame(pygame.event.get(), now - last)
        last = now


def shot(out: Path, name: str) -> None:
    pygame.display.flip()
    subprocess.run(["import", "-window", "root", str(out / f"{name}.png")], check=True)
    print(out / f"{name}.png")


def finger(kind: int, pos: tuple[int, int], size: tuple[int, int]) -> None:
    """A finger's event as SDL posts a touch screen's: its place as 0..1 of the window."""
    x, y = pos[0] / size[0], pos[1] / size[1]
    pygame.event.post(pygame.event.Event(kind, touch_id=1, finger_id=1, x=x, y=y, dx=0.0, dy=0.0,
                                         pressure=1.0))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", default="/tmp/booth")
    args = parser.parse_args()
    w, h = (int(n) for n in args.size.split("x"))
    out = Path(args.out) / f"{args.size}-{args.lang}"
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("APISTOCRACY_HOME", str(out / "home"))
    i18n.set_language(args.lang)
    settings = Settings()
    settings.language = args.lang
    app = App(settings, size=(w, h), kiosk=True)
    app.manager.replace(TitleScene(app))
    run(app, 0.5)
    app.idle.start_demo()  # what a minute alone on the title starts
    run(app, 6.0)
    shot(out, "1-attract")
    finger(pygame.FINGERDOWN, (w // 2, h // 2), (w, h))  # any touch cuts it
    finger(pygame.FINGERUP, (w // 2, h // 2), (w, h))
    run(app, 1.0)
    shot(out, "2-title")
    title = app.manager.top
    assert isinstance(title, TitleScene)
    button = next(b for b in scene_buttons(title) if b.label == TRY)
    subprocess.run(["xdotool", "mousemove", str(button.rect.centerx), str(button.rect.centery), "click", "1"],
                   check=True)
    run(app, 2.0)
    shot(out, "3-taster")
    scene = app.manager.top
    assert isinstance(scene, SeasonScene)
    pos = scene.spots.by_key["beehive"].rect.center  # a finger rests on the Beehive
    finger(pygame.FINGERDOWN, pos, (w, h))
    run(app, 0.3)
    shot(out, "4-ring")
    run(app, 0.5)
    shot(out, "5-zoom")
    finger(pygame.FINGERUP, pos, (w, h))
    run(app, 0.5)
    s = app.session
    assert s is not None
    me = make_bot("medium", 3)
    while not s.game.is_over:  # the rest of the taster by computer players (the tests play it by screen)
        seat = s.game.current_player
        assert seat is not None
        s.act(s.bots.get(seat, me).choose(s.game.view(seat), s.game.legal_actions()))
        if (tipster := attached(s)) is not None:  # its tips come and go as the scenes would show them
            tipster.update()
            tipster.dismiss()
    pad = ScorePadScene(app, s)
    pad.count.finish()
    app.manager.replace(pad)
    run(app, 3.0)
    shot(out, "6-scorepad")
    app.close()


if __name__ == "__main__":
    main()
