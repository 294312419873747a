"""Render every scene and overlay in the middle of a real seeded game to PNG files.

    python tools/screenshot.py --out DIR [--size 1600x900] [--seed 7] [--text-size 150]
                               [--lang de|fr|qps] [--only frame|review|taster]
    python tools/screenshot.py --cards DIR   (contact sheets: every face, one PNG a deck)

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
sys.path.insert(0, str(Path(__file__).resolve().parent))  # screenshot_saves, when loaded by a test

import pygame  # noqa: E402
from screenshot_saves import saves_shots  # noqa: E402
from screenshot_taster import taster_shots  # noqa: E402

from apistocracy_gui import i18n  # noqa: E402
from apistocracy_gui.bots import HardBot  # noqa: E402
from apistocracy_gui.engine import Game, GameConfig  # noqa: E402
from apistocracy_gui.gui import moment  # noqa: E402
from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.coach import of as coach_of  # noqa: E402
from apistocracy_gui.gui.scene import Scene  # noqa: E402
from apistocracy_gui.gui.scenes.handover import HandoverScene  # noqa: E402
from apistocracy_gui.gui.scenes.options_overlay import OptionsOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.quit_overlay import QuitOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.rules_overlay import RulesOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene  # noqa: E402
from apistocracy_gui.gui.scenes.setup import SetupScene  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.scenes.whist import WhistScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings, TextScale  # noqa: E402
from apistocracy_gui.gui.table.intent import Command  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402

PLAYERS = ("edward", "tuesday", "alexandria")
CONTROLLERS = ["human", "random", "human"]


class Shooter:
    def __init__(self, out: Path, size: tuple[int, int], seed: int, text_size: TextScale = 100,
                 pictures: bool = True):
        self.out, self.seed = out, seed
        # False: every scene is drawn but no PNG is written, for the tests that read only what the
        # theme's recorder saw (the PNG encoding was half of such a run's CPU).
        self.pictures = pictures
        out.mkdir(parents=True, exist_ok=True)
        self.app = App(Settings(text_scale=text_size), size=size)
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
        if self.pictures:
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


    def advanced_shots(self, season) -> None:
        """Advanced play (rulebook p.22): the Goal draft after the First Player's pick, and a
        human's Host Bonus choice on reaching the goal (the first seed from ours that has one)."""
        for seed in range(self.seed, self.seed + 40):
            s = Session.start(GameConfig(players=PLAYERS, mode="advanced", seed=seed,
                                         personas=("beatrix", "", "rupert")),
                              ["human", "human", "random"], autosave=False)
            g, rng = s.game, random.Random(seed)
            g.apply(rng.choice(g.legal_actions()))
            s.revealed_seat = g.current_player
            if seed == self.seed:
                self.shot("advanced_draft", season(self.app, s))
            while not g.is_over and g.pending_kind() != "ChooseBonus":
                g.apply(rng.choice(g.legal_actions()))
            if not g.is_over and s.is_human(g.current_player):
                s.revealed_seat = g.current_player
                self.shot("advanced_bonus", season(self.app, s))
                return
        print("no Host Bonus choice for a human seat in the seeds tried: picture skipped")

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


def why_not_shots(sh: Shooter, scene) -> None:
    """A Calling Card dropped on a space it may not take, with the reason at the pointer
    (why_not.png); the hover zoom of a board area with its reason and Rules link
    (zoom_rules.png); the Hint being looked for (hint_thinking.png, issue 56) and shown on the
    board (hint.png) (issue 12)."""
    app = sh.app
    app.manager.replace(scene)
    app.frame([], 0.0)
    if not scene.offers.refused:
        print("no refused space in this position: why_not picture skipped")
        return
    t = scene.targets()
    key = next((k for k in scene.offers.refused if scene.offers.refused[k].kind == "place" and k in t), None)
    if key is None or "calling" not in t:
        print("no refused space to drop on: why_not picture skipped")
        return
    begin, end = t["calling"].center, t[key].center
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=begin, button=1)]
    for k in range(1, 8):
        p = (begin[0] + (end[0] - begin[0]) * k // 7, begin[1] + (end[1] - begin[1]) * k // 7)
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0)))
    events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.frame(events, 0.0)
    sh.shot("why_not")
    scene.refusal.clear()
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=t["gallery_1"].center, rel=(1, 1),
                                  buttons=(0, 0, 0))], 0.0)
    sh.shot("zoom_rules")
    scene.apply(Command("hint"))  # as the H key or the Hint button asks: searched in the background
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(1, 1), buttons=(0, 0, 0))], 0.0)
    if scene.session.hinter.busy:
        sh.shot("hint_thinking")  # the sign under the Hint button (issue 56)
        assert scene.session.hinter.thinking is not None
        scene.session.hinter.thinking.wait()  # (the scene's next frame takes the hint)
    app.frame([], 0.0)
    sh.shot("hint")
    scene.hint_shown = None
    rules = RulesOverlay(app, "The Parlor")  # as a right-click on the Parlor opens it
    sh.shot("rules_parlor", scene, rules)
    rules.find("cheapest")
    sh.shot("rules_search")


def run(out: Path, size: tuple[int, int], seed: int, text_size: TextScale = 100,
        pictures: bool = True) -> list[str]:
    """Every picture at window `size` with the Text size option at `text_size` percent (with
    `pictures` False, every scene drawn and none written)."""
    sh = Shooter(out, size, seed, text_size, pictures)
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
        keyboard_shots(sh, Season(app, s))
        if drag_in_progress(app, app.manager.top):
            sh.shot("season_drag")
        why_not_shots(sh, Season(app, s))
    if Season is not None:
        thinking_shot(sh, Season)
    sh.play_until(s, lambda: g.observe(None)["week"] == 4 and g.pending_kind() == "PlaceCard")
    if Season is not None:
        sh.shot("season_week4", Season(app, s))
        sh.shot("rules", Season(app, s), RulesOverlay(app))
        sh.advanced_shots(Season)
    s.revealed_seat = next(h for h in s.humans if h != g.current_player)
    sh.shot("handover", HandoverScene(app, s, g.to_move))

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
    whist.tricks.flights = []
    sh.shot("whist_trick_taken", whist)

    sharp = sh.card_sharp_session()
    if sharp is not None:
        sh.shot("whist_card_sharp", WhistScene(app, sharp))
    sh.play_until(s, lambda: g.is_over)
    pad = ScorePadScene(app, s)
    pad.count.counted = pad.count.seconds() * 0.45  # counting up, a few lines in
    sh.shot("anim_scorepad", pad)
    pad = ScorePadScene(app, s)
    pad.count.finish()
    pad.cheer = moment.SECONDS * 0.4  # the favourite's moment, on its way
    sh.shot("anim_favourite", pad)
    pad.count.counted = pad.count.seconds()
    sh.shot("scorepad", pad)
    pad.toggle(3)
    pad.toggle(4)
    sh.shot("scorepad_expanded")
    solo_shots(sh, Season)
    if Season is not None:
        files_shots(sh, Season)
    saves_shots(sh)
    records_shots(sh)
    tutorial_shots(sh)
    if Season is not None:
        rules_shots(sh, Season)
        anim_shots(sh, Season)
    return sh.written


def files_shots(sh: Shooter, Season) -> None:
    """What the player sees when files fail (issue 10), each message made by the real code
    path: the title when nothing can be saved (files_title_saving_off), the banner over a
    game whose autosave fails (files_autosave_failed) and its Quit screen (files_quit_unsaved),
    the notice of a refused save moved aside (files_refused_notice), and the error screen for
    broken rules data (files_rules_error)."""
    before = os.environ.get("APISTOCRACY_HOME")
    with tempfile.TemporaryDirectory() as tmp:  # its own folder: saves are written and refused
        try:
            _files_shots(sh, Season, Path(tmp))
        finally:
            if before is None:
                os.environ.pop("APISTOCRACY_HOME", None)
            else:
                os.environ["APISTOCRACY_HOME"] = before


def _files_shots(sh: Shooter, Season, home: Path) -> None:
    import json
    import shutil

    from apistocracy_gui import app as app_main
    from apistocracy_gui import userfiles
    from apistocracy_gui.engine import RulesDataError, load_catalog
    from apistocracy_gui.engine.catalog import DEFAULT_DIR, FILES
    from apistocracy_gui.gui.scenes.error import ErrorScene
    from apistocracy_gui.session import AUTOSAVE

    app = sh.app
    os.environ["APISTOCRACY_HOME"] = str(home)
    blocked = home / "a-file-not-a-folder"
    blocked.write_text("x")
    app.message = i18n._("Saving is off: {reason}.").format(reason=userfiles._probe(blocked).problem)
    sh.shot("files_title_saving_off", TitleScene(app))

    s = Session.start(GameConfig(players=PLAYERS, seed=sh.seed), list(CONTROLLERS))
    sh.play_until(s, lambda: len(s.game.actions_taken) >= 6)
    os.environ["APISTOCRACY_HOME"] = str(blocked)
    s.autosave()  # fails: the real message
    os.environ["APISTOCRACY_HOME"] = str(home)
    app.session = s
    sh.shot("files_autosave_failed", Season(app, s))
    sh.shot("files_quit_unsaved", Season(app, s), QuitOverlay(app, s))
    app.session = None

    saved = json.loads((home / AUTOSAVE).read_text())
    saved["game"]["format"] = 1  # as a save from an older version: the title reads and refuses it
    (home / AUTOSAVE).write_text(json.dumps(saved))
    sh.shot("files_refused_notice", TitleScene(app))

    broken = home / "rules_data"
    broken.mkdir()
    for name in FILES:
        shutil.copy(DEFAULT_DIR / name, broken / name)
    with open(broken / "ballroom.yaml", "a", encoding="utf-8") as f:
        f.write("\nton: []\n")
    try:
        load_catalog(broken)
        raise SystemExit("the broken rules data loaded")
    except RulesDataError as exc:
        sh.shot("files_rules_error", ErrorScene(app, "The rules data is broken", str(exc), app_main.ADVICE))


def thinking_shot(sh: Shooter, Season) -> None:
    """A Hard bot thinking in its worker while the Season scene is drawn (issue 15): the
    prompt says so. The search is given more worlds than it could finish, then cancelled."""
    s = Session.start(GameConfig(players=("edward", "tuesday"), seed=sh.seed), ["human", "hard"],
                      autosave=False)
    g = s.game
    while not (g.current_player == 1 and g.pending_kind() == "PlaceCard" and g.actions_taken):
        g.apply(sh.rng.choice(g.legal_actions()))
    s.revealed_seat = 0
    hard = s.bots[1]
    assert isinstance(hard, HardBot)
    hard.worlds = 10**6
    s.bot_think()
    sh.shot("season_bot_thinking", Season(sh.app, s))
    s.stop_thinking()


def _my_turn(players: tuple[str, ...], seed: int) -> Session:
    """A two-seat game at seat 0's first decision, seat 1 played by a bot."""
    s = Session.start(GameConfig(players=players, seed=seed), ["human", "random"], autosave=False)
    while s.game.current_player != 0:
        s.bot_step()
    s.revealed_seat = 0
    return s


def staged_tea_choice(seed: int) -> Session:
    """RULINGS R7: Lord Edward climbing the Beehive with a Tea card that can pay for it, so
    its keep/trash buttons show over the card (the screenshots and the touch-target test)."""
    from apistocracy_gui.engine import Action

    s = _my_turn(("edward", "tuesday"), seed)
    g, p = s.game, s.game.st.players[0]
    tea = next(c for c in g.st.tea_deck if g.cat.tea[c].kind == "hive_2")
    g.st.tea_deck.remove(tea)
    p.tea.append(tea)
    p.brooch = "l1_left"
    g._legal = None
    g.apply(Action("place", ("beehive",)))
    g.apply(Action("move", ("l2_0",)))
    return s


def staged_club_swap(seed: int) -> Session:
    """RULINGS R7: Lady Alexandria with her club card in hand at the Beehive, so the card
    glows with its Swap tab."""
    from apistocracy_gui.engine import Action

    s = _my_turn(("alexandria", "edward"), seed)
    g, p = s.game, s.game.st.players[0]
    club = g.cat.characters["alexandria"].starting_rank - 1
    for pile in (p.draw, p.discard):
        if club in pile:
            pile.remove(club)
            p.hand.append(club)
    g._legal = None
    g.apply(Action("place", ("beehive",)))
    return s


def rules_shots(sh: Shooter, Season) -> None:
    """RULINGS R7 on screen (issue 11), staged from a seeded game: Lord Edward's keep/trash
    buttons on the Tea card paying for his climb, Lady Alexandria's glowing club card with its
    Swap tab and then the Star cards it can become, Lady Tuesday's free move of 1-4 spaces,
    Lady Cat's flipped card lying reversed, and the setup screen's secret seed."""
    from apistocracy_gui.engine import Action

    app = sh.app
    sh.shot("setup_secret_seed", SetupScene(app))
    sh.shot("rules_edward_tea_choice", Season(app, staged_tea_choice(sh.seed)))

    scene = Season(app, staged_club_swap(sh.seed))
    sh.shot("rules_club_swap_glow", scene)
    scene.offers.swapping = True
    sh.shot("rules_club_swap_choose")

    s = _my_turn(("tuesday", "edward"), sh.seed)
    g, p = s.game, s.game.st.players[0]
    p.goal_done, p.brooch, p.tracks = True, "l3_4", [0, 0, 0, 2]
    g._legal = None
    g.apply(Action("place", ("beehive",)))
    g.apply(Action("move", ("l4_4",)))
    while g.pending_kind() == "Payment":
        g.apply(Action("pay", ("cheapest",)))
    sh.shot("rules_tuesday_sideways", Season(app, s))

    from apistocracy_gui.engine.ladycat import card as solo_card

    for seed in range(sh.seed, sh.seed + 40):
        s = Session.start(GameConfig(players=("shae",), mode="solo", seed=seed), ["human"], autosave=False)
        g, rng = s.game, random.Random(seed)
        while not g.is_over and g.observe(None)["phase"] == "season":
            lc = g.st.ladycat
            if lc.reversed and lc.flipped >= 0 and solo_card(lc.flipped).action == "ballroom":
                scene = Season(app, s)
                scene.replay.skip()
                sh.shot("rules_ladycat_reversed", scene)
                return
            g.apply(rng.choice(g.legal_actions()))
    print("no reversed Ballroom card of Lady Cat's in the seeds tried: picture skipped")


def keyboard_shots(sh: Shooter, scene) -> None:
    """Keyboard play and high contrast (issue 16): the focus ring on the Calling Card stack,
    then on a glowing space after Enter selected the card; the same board in high contrast."""
    app = sh.app

    def keys(*names: int) -> None:
        app.frame([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
                   for k in names], 0.0)

    app.manager.replace(scene)
    app.frame([], 0.0)
    keys(pygame.K_TAB)
    sh.shot("season_keyboard_calling")
    keys(pygame.K_RETURN, pygame.K_TAB, pygame.K_TAB)
    sh.shot("season_keyboard_space")
    keys(pygame.K_ESCAPE)
    app.settings.high_contrast = True
    from apistocracy_gui.gui import theme

    theme.set_contrast(True)
    keys(pygame.K_RETURN)  # the ring is back on the Calling Cards: select them again
    sh.shot("season_high_contrast")
    keys(pygame.K_ESCAPE)
    theme.set_contrast(False)
    app.settings.high_contrast = False
    app.focus.key = None


def records_shots(sh: Shooter) -> None:
    """The Records screen (issue 16), empty and after a few seeded games of each kind have been
    recorded, and a score pad showing the achievements a game earned."""
    from apistocracy_gui import replays
    from apistocracy_gui.gui import profile
    from apistocracy_gui.gui.scenes.records import RecordsScene

    app = sh.app
    sh.shot("records_empty", RecordsScene(app))
    kinds = [(("edward", "shae"), ["human", "medium"], "standard"),
             (("tuesday",), ["human"], "solo"),
             (("edward", "tuesday", "alexandria"), ["human", "easy", "hard"], "advanced")]
    last = None
    for k in range(9):
        players, controllers, mode = kinds[k % len(kinds)]
        s = Session.start(GameConfig(players=players, mode=mode, seed=sh.seed + k), controllers)
        rng = random.Random(sh.seed + k)
        while not s.game.is_over:
            s.game.apply(rng.choice(s.game.legal_actions()))
        if k == 0:
            s.game.st.queens_favorite = 0  # so the pad shows a newly earned achievement
            last = s
            continue
        profile.record(s)
        replays.keep(s)
    assert last is not None  # (the first game was kept)
    done = ScorePadScene(app, last)
    done.count.counted = done.count.seconds()
    sh.shot("scorepad_achievement", done)
    sh.shot("records", RecordsScene(app))
    replay_shots(sh)


def replay_shots(sh: Shooter) -> None:
    """The Replays list (the finished games kept by the score pads above) and the viewer: a
    Calling Card flying mid-Season, the whist table, every hand at the end."""
    from apistocracy_gui import replays
    from apistocracy_gui.gui.scenes.replay import ALL, ReplayScene
    from apistocracy_gui.gui.scenes.replays import ReplaysScene

    app = sh.app
    sh.shot("replays", ReplaysScene(app))
    kept = [k for k in replays.load()[0] if k.saved.summary and k.saved.summary.mode == "standard"]
    replay = replays.open_kept(kept[0])  # the first: not the one changed for the achievement
    viewer = ReplayScene(app, replay)
    app.manager.replace(viewer)
    viewer.go(next(s for s, a in enumerate(replay.actions) if a.kind == "place" and s > 20))
    viewer.forward()
    app.frame([], 0.1)  # the card in flight
    sh.shot("replay_season")
    viewer.go(next(s for name, s in replay.chapters() if name == "Trick 3") + 1)
    sh.shot("replay_whist")
    trick = next(s for name, s in replay.chapters() if name == "Trick 2")
    viewer.go(trick - 1)
    viewer.view = ALL
    viewer.rebuild()
    sh.shot("replay_all_hands")


def review_shots(sh: Shooter) -> None:
    """The season review (issue 36) of a real game (a person against Medium, reviewed at the
    default depth): the progress bar, the review, and a key moment in the replay viewer."""
    import time

    from apistocracy_gui.bots import MediumBot
    from apistocracy_gui.engine import Game
    from apistocracy_gui.gui.scenes.review import ReviewScene
    from apistocracy_gui.review.season import review_save

    app = sh.app
    g = Game.new(GameConfig(players=("edward", "tuesday"), seed=sh.seed))
    bots = [MediumBot(sh.seed), MediumBot(sh.seed + 1)]
    while not g.is_over:
        seat = g.to_move
        g.apply(bots[seat].choose(g.view(seat), g.legal_actions()))
    save, controllers = g.to_save(), ["human", "human"]  # a hotseat: a tab each
    waiting = ReviewScene(app, save, controllers)
    app.manager.replace(waiting)  # shown: its search starts
    time.sleep(2.0)
    waiting.update(0.0)
    sh.shot("review_progress")
    waiting.close()  # dropped: its search stops
    review = review_save(save, controllers, budget=0.25)
    scene = ReviewScene(app, save, controllers, "Standard \u00b7 Lord Edward, Lady Tuesday", review)
    app.manager.replace(scene)
    sh.shot("review")
    if scene.moment_rects:
        scene.open_moment(scene.moment_rects[0][0])
        sh.shot("review_moment")


def tutorial_shots(sh: Shooter) -> None:
    """Learn to play (issue 12): the chapter list, then the coach at the first step of every
    chapter and at the first move each chapter teaches (tutorial_<n>_<chapter>[_do].png), and
    Lady Cat's chapter. The player's moves are the ones taught; free steps are played by the
    seeded random choice, the opponent by its bot, as in the game."""
    from apistocracy_gui.gui.coach import Coach
    from apistocracy_gui.gui.scenes.tutorial_menu import TutorialMenu

    app = sh.app
    sh.shot("tutorial_menu", TitleScene(app), TutorialMenu(app))
    for name in ("tutorial", "ladycat"):
        s = Coach.start(app, name)
        coach, g = coach_of(s), s.game
        assert coach is not None  # (Coach.start gives the session its coach)
        seen = set()
        for _ in range(20000):
            if coach_of(s) is None:
                break
            if not coach.showing():
                s.bot_step() if not s.is_human(g.current_player) else None
                continue
            key = (coach.chapter, "do" if coach.step.do else "")
            if key not in seen and (coach.index == 0 or coach.step.do):
                seen.add(key)
                chapter = coach.script.chapters[coach.chapter]
                label = f"tutorial_{coach.chapter + 1}_{chapter.id}{'_do' if coach.step.do else ''}"
                sh.shot(label if name == "tutorial" else "tutorial_ladycat", app.go.game_scene(s))
            if coach.blocks():
                coach.next()
            else:
                legal = coach.allowed(g.legal_actions())
                s.act(legal[0] if coach.step.do else sh.rng.choice(legal))


def anim_shots(sh: Shooter, Season) -> None:
    """Mid-animation frames (issue 13): a card in flight, a brooch between two hexes, a won
    trick being collected. A 2-player game is played through the scene's own input path
    until each kind of beat has been pictured half-way."""
    app = sh.app
    s = Session.start(GameConfig(players=("edward", "tuesday"), seed=sh.seed), ["human", "random"],
                      autosave=False)
    g, rng = s.game, random.Random(sh.seed)
    scene = Season(app, s)
    app.manager.replace(scene)
    wanted = {"anim_card_flight": ("star_gained", "cards_drawn", "column_placed", "ballroom_taken"),
              "anim_brooch": ("brooch_moved",), "anim_week_end": ("week_ended",),
              "anim_goal": ("goal_reached",)}
    for _ in range(400):
        if not wanted or g.st.phase != "season":
            break
        if s.is_human(g.current_player):
            legal = g.legal_actions()
            moves = [a for a in legal if a.kind in ("move", "place") and "beehive" in str(a.args[0])]
            scene.act(rng.choice(moves if moves and rng.random() < 0.5 else legal))
        else:
            scene.bot_step()
        for name, kinds in list(wanted.items()):
            kind = next((b.kind for b in scene.motion.beats if b.kind in kinds), None)
            if kind is not None and scene.motion.seek(kind, 0.5):
                scene.dirty = True
                sh.shot(name)
                del wanted[name]
                break
        scene.motion.skip()
    for name in wanted:
        print(f"{name}: no such move in the seeded game: picture skipped")
    sh.play_until(s, lambda: g.pending_kind() == "PlayCard" and len(g.observe(None)["trick"]) == 1)
    whist = WhistScene(app, s)
    app.manager.replace(whist)
    whist.tricks.flights = []
    whist.act(g.legal_actions()[0])  # the last card: the engine resolves the trick
    whist.tricks.flights = []
    whist.tricks.end_pause()  # collected: the cards sweep to the winner
    for f in whist.tricks.flights:
        f.t = f.dur * 0.45
    sh.shot("anim_trick")
    whist.tricks.flights = []
    while sum(p["hand_count"] for p in g.observe(None)["players"]) > 1 and not g.is_over:
        g.apply(sh.rng.choice(g.legal_actions()))
    s.revealed_seat = g.current_player
    whist.act(g.legal_actions()[0])  # the season's last card: its trick gets its moment
    whist.tricks.flights = []
    whist.tricks.pause = whist.tricks.held * 0.55
    sh.shot("anim_last_trick")


def solo_shots(sh: Shooter, Season) -> None:
    """Solo vs Lady Cat (issue 5): the setup, her turn being told (a Copycat turn when one of
    the first seeds has it), the solo whist table, and the result screen."""
    from apistocracy_gui.gui.scenes.solo_result import SoloResultScene
    from apistocracy_gui.gui.scenes.solo_setup import SoloSetupScene

    app = sh.app
    sh.shot("solo_setup", SoloSetupScene(app, seed=sh.seed))
    told = None
    for seed in range(sh.seed, sh.seed + 30):
        s = Session.start(GameConfig(players=("shae",), mode="solo", seed=seed), ["human"], autosave=False)
        g = s.game
        def week_two(g: Game = g) -> bool:
            return bool(g.observe(None)["week"] == 2 and g.pending_kind() == "PlaceCard")

        def placing(g: Game = g) -> bool:
            return g.pending_kind() == "PlaceCard"

        sh.play_until(s, week_two)
        if Season is None:
            break
        scene = Season(app, s)
        g.apply(sh.rng.choice(g.legal_actions()))
        sh.play_until(s, placing)
        scene.replay.follow(1.0)
        lines = scene.replay.lines
        if lines and told is None:
            told = (s, scene)
        if any(e.kind == "cat_copies" for e in scene.replay.told_events):  # in any language
            told = (s, scene)
            break
    if told is not None:
        s, scene = told
        app.manager.replace(scene)
        copying = [i for i, e in enumerate(scene.replay.told_events) if e.kind == "cat_copies"]
        target = copying[0] if copying else 1
        for _ in range(400):  # her turn is told as it is animated: play it up to that line
            if scene.replay.index >= target or not scene.replay.active:
                break
            app.frame([], 0.05)
        sh.shot("solo_season_her_turn")
    g = s.game
    sh.play_until(s, lambda: g.pending_kind() == "PlayCard" and g.observe(None)["tricks_played"] >= 2)
    whist = WhistScene(app, s)
    whist.tricks.flights = []
    sh.shot("solo_whist", whist)
    sh.play_until(s, lambda: g.is_over)
    sh.shot("solo_result", SoloResultScene(app, s))


def frame_shots(sh: Shooter) -> None:
    """The screens around a game, where a translation is most likely to outgrow its room
    (`--only frame`, with `--lang`): the title, Options, both setups, Saved games with one
    season in it, its Delete question, Records, Replays, the tutorial's chapters, Quit."""
    from apistocracy_gui import slots
    from apistocracy_gui.gui.scenes.records import RecordsScene
    from apistocracy_gui.gui.scenes.replays import ReplaysScene
    from apistocracy_gui.gui.scenes.saved_games import DeleteOverlay, SavedGamesScene
    from apistocracy_gui.gui.scenes.solo_setup import SoloSetupScene
    from apistocracy_gui.gui.scenes.tutorial_menu import TutorialMenu

    app = sh.app
    s = Session.start(GameConfig(players=PLAYERS, seed=sh.seed), list(CONTROLLERS), slot=slots.NAMES[0])
    s.autosave()
    s.flush()
    sh.shot("title", TitleScene(app))
    sh.shot("options", TitleScene(app), OptionsOverlay(app))
    setup = SetupScene(app, seed=sh.seed)
    setup.set_count(3)
    sh.shot("setup", setup)
    sh.shot("solo_setup", SoloSetupScene(app))
    saved = SavedGamesScene(app)
    sh.shot("saved_games", saved)
    sh.shot("saved_games_delete", saved, DeleteOverlay(app, saved, saved.shelf.games[0]))
    sh.shot("records", RecordsScene(app))
    sh.shot("replays", ReplaysScene(app))
    sh.shot("tutorial_menu", TitleScene(app), TutorialMenu(app))
    sh.shot("quit", TitleScene(app), QuitOverlay(app))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path)
    parser.add_argument("--cards", type=Path, help="write the contact sheets of every card face, "
                        "token and portrait (tools/contact_sheet.py) into this directory")
    parser.add_argument("--size", default="1600x900")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--text-size", type=int, choices=(100, 125, 150), default=100,
                        help="the Options' Text size, in percent")
    parser.add_argument("--only", choices=("review", "frame", "taster"), help="only these screens")
    i18n.add_flag(parser)
    args = parser.parse_args(argv)
    i18n.set_language(args.lang or "en")  # English unless asked: the pictures never follow the system
    if args.cards is not None:
        from contact_sheet import write

        sheets = write(args.cards)
        print(f"wrote {len(sheets)} contact sheets to {args.cards}: {', '.join(p.name for p in sheets)}")
        if args.out is None:
            return 0
    if args.out is None:
        parser.error("--out or --cards is required")
    w, h = (int(v) for v in args.size.lower().split("x"))
    with tempfile.TemporaryDirectory() as home:
        os.environ["APISTOCRACY_HOME"] = home  # never touch the player's own options or save
        if args.only:
            sh = Shooter(args.out, (w, h), args.seed, args.text_size)
            {"review": review_shots, "frame": frame_shots, "taster": taster_shots}[args.only](sh)
            written = sh.written
        else:
            written = run(args.out, (w, h), args.seed, args.text_size)
    print(f"wrote {len(written)} pictures to {args.out}: {', '.join(written)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
