"""Whole games through the real GUI by mouse events alone, Continue after a crash, and a
monkey test of every scene and overlay (issue 4, "What must be shown").

Games start on the title screen (New game -> setup -> Start the season) and end on the score
pad. Every decision is chosen at random among what the screen offers (`gui_driver.Driver`):
Calling Cards are dragged onto glowing spaces, everything else is clicked, hotseat hand-over
screens are clicked through. The driver never calls the engine's `apply`; it checks that the
game took exactly the decision that was clicked.
"""

from __future__ import annotations

import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from gui_driver import Driver, key  # noqa: E402

from apistocracy_gui.engine import GameConfig  # noqa: E402
from apistocracy_gui.gui.app import MIN_SIZE, App  # noqa: E402
from apistocracy_gui.gui.scene import Scene, scene_buttons  # noqa: E402
from apistocracy_gui.gui.scenes.handover import HandoverScene  # noqa: E402
from apistocracy_gui.gui.scenes.menu_overlay import MenuOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.options_overlay import OptionsOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.quit_overlay import QuitOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.rules_overlay import RulesOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene  # noqa: E402
from apistocracy_gui.gui.scenes.season import SeasonScene  # noqa: E402
from apistocracy_gui.gui.scenes.setup import SetupScene  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402

CHARACTERS = ("edward", "tuesday", "alexandria", "shae")


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


def make_app(size=(1600, 900), animation="off") -> App:
    settings = Settings()
    settings.animation = animation
    return App(settings, size=size)


def button(scene: Scene, label: str):
    return next(b for b in scene_buttons(scene) if b.label == label)


def new_game_from_title(d: Driver, controllers: list[str], seed: int) -> Session:
    """Title -> New game -> setup (seat count, who plays each seat, the seed) -> Start."""
    app = d.app
    app.manager.replace(TitleScene(app))
    d.frame()
    d.click(button(d.top, "New game").rect.center)
    setup = d.top
    assert isinstance(setup, SetupScene)
    d.frame()
    d.click(setup.count_row[len(controllers) - 2].rect.center)
    for seat, wanted in enumerate(controllers):
        for _ in range(len(setup.controller_options)):
            if setup.controllers[seat] == wanted:
                break
            d.click(setup.seats[seat].control.rect.center)
    d.click(setup.seed_rect.center)
    d.frame([key(pygame.K_BACKSPACE)] * 12 + [key(ord(c), 0, c) for c in str(seed)])
    d.click(setup.start_button.rect.center)
    session = app.session
    assert session is not None and app.manager.stack[0].session is session
    assert session.controllers == controllers and session.game.config.seed == seed
    assert session.game.config.players == CHARACTERS[:len(controllers)]
    return session


def play_to_score_pad(d: Driver, session: Session) -> int:
    """Play by the driver until the score pad shows; checks on the way that the Season never
    shows a hand card but the current human's. Returns how many hand-overs were clicked."""
    handovers = 0
    for _ in range(20000):
        top = d.top
        if isinstance(top, ScorePadScene):
            return handovers
        if isinstance(top, HandoverScene):
            handovers += 1
        elif isinstance(top, SeasonScene) and top.human_turn():
            cur = session.game.current_player
            shown = {int(k[5:]) for k in top.targets() if k.startswith("hand:")}
            assert shown <= set(session.game.st.players[cur].hand)
        d.step()
    raise AssertionError("the game never reached the score pad")


# --------------------------------------------------------------------------- whole games
@pytest.mark.slow
@pytest.mark.parametrize(("n", "size", "animation", "seed"), [
    (2, (1600, 900), "normal", 41),
    (4, (1280, 720), "off", 42),
])
def test_a_whole_hotseat_game_by_mouse_from_the_title_to_the_score_pad(n, size, animation, seed):
    """A whole game, every seat human (rulebook p.7 Season, p.15 Whist, p.17 scoring): from
    the title to the score pad by drags and clicks only, passing the computer at every turn."""
    app = make_app(size, animation)
    d = Driver(app, random.Random(seed), wait_dt=0.25)
    session = new_game_from_title(d, ["human"] * n, seed)
    handovers = play_to_score_pad(d, session)
    g = session.game
    assert g.is_over and d.decided == len(g.actions_taken)  # every decision was a click or drag
    assert d.dragged == sum(a.kind == "place" for a in g.actions_taken) >= 4 * n
    assert handovers >= 4 * n  # the computer changed hands at least once per seat and week
    # each hand-over came after the finished player's End turn, in the Season and at whist
    assert d.turns_ended["season"] >= 4 * n and d.turns_ended["whist"] >= 1
    assert sum(d.turns_ended.values()) == handovers - 1  # all but the first, at the start
    pad = d.top
    assert pad.winners == g.winners() and [s.total for s in pad.sheets] == [s.total for s in g.scores()]
    d.click(button(pad, "New game").rect.center)
    assert isinstance(d.top, SetupScene)


@pytest.mark.slow
def test_continue_after_a_crash_mid_season_goes_on_identically():
    """The autosave after every decision (issue 4) lets Continue resume a game whose App was
    thrown away without closing; played on with the same choices, it ends exactly like the
    game that never crashed."""
    controllers, seed = ["human", "human"], 77
    reference = make_app()
    d = Driver(reference, random.Random(9))
    whole = new_game_from_title(d, controllers, seed)
    play_to_score_pad(d, whole)
    expected = [a.key() for a in whole.game.actions_taken]

    crashing = make_app()
    d = Driver(crashing, random.Random(9))
    session = new_game_from_title(d, controllers, seed)
    d.play_until(lambda: session.game.observe(None)["week"] == 3)
    d.play_until(lambda: session.game.pending_kind() == "Payment")  # a card placed, not paid for
    before = (session.game.state_hash(), session.game.legal_actions(), session.game.prompt(None))
    crashing = session = None  # the crash: nothing is closed or saved on the way out

    app = make_app()
    d.app = app
    app.manager.replace(TitleScene(app))
    d.frame()
    d.click(button(d.top, "Continue").rect.center)
    resumed = app.session
    assert isinstance(app.manager.stack[0], SeasonScene)
    assert isinstance(d.top, HandoverScene)  # whoever sits down first must say they are ready
    g = resumed.game
    assert (g.state_hash(), g.legal_actions(), g.prompt(None)) == before
    play_to_score_pad(d, resumed)
    assert [a.key() for a in g.actions_taken] == expected
    assert [s.total for s in g.scores()] == [s.total for s in whole.game.scores()]


# --------------------------------------------------------------------------- monkey
class Stage:
    """Builds the situation of one monkey test again when the monkey has wandered off; the
    sessions are kept while they are still in the right phase, so the games move on."""

    def __init__(self, app: App, name: str):
        self.app, self.name = app, name
        self.sessions: dict[str, Session] = {}
        self.seed = 100
        self.rng = random.Random(name)

    @staticmethod
    def _in(s: Session, phase: str) -> bool:
        g = s.game
        return g.is_over if phase == "over" else not g.is_over and g.observe(None)["phase"] == phase

    def session(self, phase: str) -> Session:
        """A session in `phase` ("season", "whist" or "over"), staged by random legal moves;
        a kept one moves on a few random moves each time, so the monkey meets many kinds of
        decision (payments, Tea cards, the Ballroom, trash-down...)."""
        s = self.sessions.get(phase)
        for _ in range(self.rng.randrange(10) if s is not None else 0):
            if not self._in(s, phase) or s.game.is_over:
                break
            s.game.apply(self.rng.choice(s.game.legal_actions()))
        if s is None or not self._in(s, phase):
            self.seed += 1
            players = CHARACTERS[:4 if phase == "over" else 3]
            controllers = ["human", "human", "random", "human"][:len(players)]
            s = Session.start(GameConfig(players=players, seed=self.seed), controllers)
            while not self._in(s, phase):
                s.game.apply(self.rng.choice(s.game.legal_actions()))
            self.sessions[phase] = s
        return s

    def build(self) -> Scene:
        app, name = self.app, self.name
        app.running = True  # (the scenes it replaces are closed: a review left stops searching)
        if name in ("title", "setup"):
            app.manager.replace(TitleScene(app))
            if name == "setup":
                app.manager.push(SetupScene(app))
            return app.manager.top
        if name == "scorepad":
            app.go.show_game(self.session("over"))
            return app.manager.top
        phase = "whist" if name in ("whist", "options") else "season"
        s = self.session(phase)
        app.go.show_game(s)
        game_scene = app.manager.stack[0]
        over = {"rules": lambda: RulesOverlay(app), "options": lambda: OptionsOverlay(app),
                "quit": lambda: QuitOverlay(app, s), "menu": lambda: MenuOverlay(app, game_scene),
                "handover": lambda: HandoverScene(app, s, s.game.current_player)}.get(name)
        if over is not None:
            app.manager.push(over())
        return app.manager.top


MONKEY_SCENES = ("title", "setup", "season", "whist", "scorepad", "rules", "options", "quit", "menu",
                 "handover")
MONKEY_EVENTS = 2000


@pytest.mark.slow
@pytest.mark.parametrize("name", MONKEY_SCENES)
def test_monkey_thousands_of_random_events_raise_nothing(name):
    """Issue 4: no input sequence crashes the game. Random clicks (half aimed at what the
    screen offers), drags, keys with Ctrl/Shift (Esc, F11, Ctrl+Z, Ctrl+Y...), the wheel,
    resizes (some below the minimum) and the window's close box; the monkey may wander to
    other scenes for a few frames before its scene is set up again."""
    app = make_app(animation=random.Random(name).choice(("off", "fast", "normal")))
    d = Driver(app, random.Random(f"monkey-{name}"))
    stage = Stage(app, name)
    scene = stage.build()
    sent = away = home = frames = 0
    while sent < MONKEY_EVENTS:
        if not app.running or app.manager.top is None:
            scene = stage.build()
        elif app.manager.top is not scene:
            away += 1
            if away > d.rng.randrange(12):
                scene, away = stage.build(), 0
        events = d.monkey_events()
        d.frame(events, d.rng.choice((0.0, 0.016, 0.016, 0.3, 1.5)))
        sent, frames = sent + len(events), frames + 1
        home += app.manager.top is scene
        assert not app.running or app.manager.top is not None
        if not app.fullscreen:
            w, h = app.screen.get_size()
            assert w >= MIN_SIZE[0] and h >= MIN_SIZE[1]
    app.manager.close_all()  # as the window closing does: a review the monkey opened stops
    assert home > frames // 3  # most events really went to the scene under test


@pytest.mark.slow
def test_the_monkey_reaches_the_engine_through_the_screen():
    """The monkey is not only clicking at nothing: in the Season its aimed clicks and drags
    make real decisions (a guard against a driver that stopped finding the targets)."""
    app = make_app()
    d = Driver(app, random.Random(3))
    stage = Stage(app, "season")
    stage.build()
    g = stage.session("season").game
    before = len(g.actions_taken)
    for _ in range(300):
        if not isinstance(app.manager.top, SeasonScene | HandoverScene):
            stage.build()
        d.monkey()
    assert len(g.actions_taken) > before + 5

