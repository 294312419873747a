"""Render every scene and overlay in the middle of a real seeded game to PNG files.

    python tools/screenshot.py --out DIR [--size 1600x900] [--seed 7]

Positions are reached by playing random legal actions from a seeded game, so every picture
shows a real, reachable state. Works headless (SDL's dummy video driver). A scene that does
not exist yet is skipped with a message instead of stopping the run.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from apistocracy_gui.engine import GameConfig  # noqa: E402
from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.scene import Scene  # noqa: E402
from apistocracy_gui.gui.scenes.handover import HandoverScene  # noqa: E402
from apistocracy_gui.gui.scenes.overlays import OptionsOverlay, QuitOverlay, RulesOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene  # noqa: E402
from apistocracy_gui.gui.scenes.setup import SetupScene  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.scenes.whist import WhistScene  # noqa: E402
from apistocracy_gui.gui.session import Session  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402

PLAYERS = ("edward", "tuesday", "alexandria")
CONTROLLERS = ["human", "random", "human"]


class Shooter:
    def __init__(self, out: Path, size: tuple[int, int], seed: int):
        self.out, self.seed = out, seed
        self.app = App(Settings(), size=size)
        self.rng = random.Random(seed)
        self.written: list[str] = []

    def shot(self, name: str, scene: Scene | None = None, *overlays: Scene) -> None:
        app = self.app
        if scene is not None:
            app.manager.replace(scene)
            for o in overlays:
                app.manager.push(o)
        for s in app.manager.stack:
            s.dirty = True
        app.frame([], 0.0)
        path = self.out / f"{name}.png"
        pygame.image.save(app.screen, str(path))
        self.written.append(path.name)

    def session(self) -> Session:
        return Session.start(GameConfig(players=PLAYERS, seed=self.seed), list(CONTROLLERS),
                             autosave=False)

    def play_until(self, s: Session, done: Callable[[], bool], limit: int = 5000) -> None:
        """Random legal actions until `done()` holds at a human decision (or the end); the
        human on turn is shown, as if they had clicked "I am ready"."""
        g = s.game
        for _ in range(limit):
            if done() and (g.is_over or s.is_human(g.current_player)):
                s.revealed_seat = g.current_player if not g.is_over else s.revealed_seat
                return
            if g.is_over:
                break
            g.apply(self.rng.choice(g.legal_actions()))
        raise SystemExit(f"seed {self.seed}: the wanted position was never reached")


    def card_sharp_session(self, tries: int = 40) -> Session | None:
        """The first seed from ours whose Whist Phase opens with a human Card Sharp's choice."""
        for seed in range(self.seed, self.seed + tries):
            s = Session.start(GameConfig(players=PLAYERS, seed=seed), list(CONTROLLERS), autosave=False)
            rng = random.Random(seed)
            while s.game.observe(None)["phase"] == "season":
                s.game.apply(rng.choice(s.game.legal_actions()))
            if s.game.pending_kind() == "SharpChoice" and s.is_human(s.game.current_player):
                s.revealed_seat = s.game.current_player
                return s
        print("no Card Sharp choice for a human seat in the seeds tried: picture skipped")
        return None


def season_scene_class():
    try:
        from apistocracy_gui.gui.scenes.season import SeasonScene
    except ImportError as exc:
        print(f"SeasonScene is not available yet ({exc}): season pictures skipped")
        return None
    return SeasonScene


def drag_in_progress(app: App, scene) -> bool:
    """Press on the Calling Card stack and move most of the way to a legal space, through
    SeasonScene's `targets()` (hot spots by key) and its mouse handling. False when no
    placement is possible here."""
    app.frame([], 0.0)
    targets = scene.targets()
    spaces = [r for k, r in targets.items() if k.startswith("action:place|")]
    if "calling" not in targets or not spaces:
        print("no Calling Card to drag in this position: drag picture skipped")
        return False
    begin, end = targets["calling"].center, spaces[len(spaces) // 2].center
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=begin, button=1)], 0.0)
    for k in range(1, 10):
        p = (begin[0] + (end[0] - begin[0]) * k // 12, begin[1] + (end[1] - begin[1]) * k // 12)
        app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0))], 0.016)
    return True


def run(out: Path, size: tuple[int, int], seed: int) -> list[str]:
    out.mkdir(parents=True, exist_ok=True)
    sh = Shooter(out, size, seed)
    app = sh.app
    sh.shot("title", TitleScene(app))
    setup = SetupScene(app, seed=seed)
    setup.set_count(3)
    sh.shot("setup", setup)

    s = sh.session()
    g = s.game
    Season = season_scene_class()
    sh.play_until(s, lambda: g.observe(None)["week"] == 1 and len(g.actions_taken) >= 4)
    if Season is not None:
        sh.shot("season_week1", Season(app, s))
        if drag_in_progress(app, app.manager.top):
            sh.shot("season_drag")
    sh.play_until(s, lambda: g.observe(None)["week"] == 4 and g.pending_kind() == "PlaceCard")
    if Season is not None:
        sh.shot("season_week4", Season(app, s))
        sh.shot("rules", Season(app, s), RulesOverlay(app))
    s.revealed_seat = next(h for h in s.humans if h != g.current_player)
    sh.shot("handover", HandoverScene(app, s, g.current_player))

    sh.play_until(s, lambda: g.pending_kind() == "PlayCard" and len(g.observe(None)["trick"]) == 2
                  and g.observe(None)["tricks_played"] >= 2)
    whist = WhistScene(app, s)
    sh.shot("whist_trick", whist)
    if Season is None:
        sh.shot("rules", WhistScene(app, s), RulesOverlay(app))
    sh.shot("options", WhistScene(app, s), OptionsOverlay(app))
    sh.shot("quit", WhistScene(app, s), QuitOverlay(app, s))
    app.manager.replace(whist)
    whist.act(g.legal_actions()[0])  # the last card of the trick: the engine resolves it
    whist.flights = []
    sh.shot("whist_trick_taken", whist)

    sharp = sh.card_sharp_session()
    if sharp is not None:
        sh.shot("whist_card_sharp", WhistScene(app, sharp))
    sh.play_until(s, lambda: g.is_over)
    pad = ScorePadScene(app, s)
    sh.shot("scorepad", pad)
    pad.toggle(3)
    pad.toggle(4)
    sh.shot("scorepad_expanded")
    return sh.written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument("--size", default="1600x900")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    with tempfile.TemporaryDirectory() as home:
        os.environ["APISTOCRACY_HOME"] = home  # never touch the player's own options or save
        written = run(args.out, (w, h), args.seed)
    print(f"wrote {len(written)} pictures to {args.out}: {', '.join(written)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
