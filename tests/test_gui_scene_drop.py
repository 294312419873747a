"""A scene the manager drops is told so and stops its work (noticed in issue 57).

The manager calls `Scene.closed()` on every scene it takes off the stack, whatever took it
off: the scene's own Close, the kiosk's idle timer returning a booth to the title, a quit to
the title, the score pad's monkey setting its scene up again, the window closing. A season
review dropped while it searches stopped searching only when closed by its own button, and
searched on for a minute or two on a machine that looked idle ("an idle game must not burn
a CPU core"). The tests drive the app with synthetic events and count live threads; none
times anything.
"""

from __future__ import annotations

import os
import random
import threading
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from gui_driver import Driver, key  # noqa: E402

from apistocracy_gui.bots import MediumBot  # noqa: E402
from apistocracy_gui.bots.hard import Cancelled, HardBot, never  # noqa: E402
from apistocracy_gui.engine import Game, GameConfig  # noqa: E402
from apistocracy_gui.gui import review_worker  # noqa: E402
from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.demo import KIOSK_IDLE_TO_TITLE  # noqa: E402
from apistocracy_gui.gui.scene import Scene, SceneManager, scene_buttons  # noqa: E402
from apistocracy_gui.gui.scenes.review import ReviewScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402

JOIN = 10.0  # seconds a cancelled search may take to notice (it checks at every simulated move)
ASLEEP = ("userfiles-writer",)  # threads that wait on a condition while there is nothing to do


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


@pytest.fixture(autouse=True)
def endless(monkeypatch):
    """The review's search, standing in for a season review of a minute or two: it searches
    until it is told to stop, checking `stop()` as the real one does at every simulated move
    (that the real one stops at once is `test_gui_review`'s test of Cancel)."""

    def search(save, controllers, *, budget, settings, progress, stop):
        while not stop():
            time.sleep(0.005)
        raise Cancelled

    monkeypatch.setattr(review_worker, "review_save", search)


def make_app(kiosk: bool = False) -> App:
    settings = Settings()
    settings.animation = "off"
    return App(settings, size=(1280, 720), kiosk=kiosk)


def live(prefix: str) -> list[threading.Thread]:
    """The live threads whose name starts with `prefix`, once each has had `JOIN` seconds to end."""
    found = [t for t in threading.enumerate() if t.name.startswith(prefix)]
    for t in found:
        t.join(JOIN)
    return [t for t in found if t.is_alive()]


def added_since(before: set[threading.Thread]) -> list[str]:
    """The names of the threads alive now that were not before, but for those that sleep."""
    return [t.name for t in threading.enumerate()
            if t not in before and t.is_alive() and t.name not in ASLEEP]


def button(scene: Scene | None, label: str):
    assert scene is not None
    return next(b for b in scene_buttons(scene) if b.label == label)


def finished(seed: int = 3) -> Session:
    """A solo game played to its end by Medium for the person's seat."""
    g = Game.new(GameConfig(players=("shae",), mode="solo", seed=seed))
    bot = MediumBot(seed)
    while not g.is_over:
        g.apply(bot.choose(g.view(0), g.legal_actions()))
    return Session(g, ["human"], saving=False)


def reviewing(app: App) -> ReviewScene:
    """The score pad of a finished game, its Review clicked: the review searching."""
    d = Driver(app, random.Random(1))
    app.go.show_game(finished())
    pad = app.manager.top
    count = getattr(pad, "count", None)
    if count is not None:
        count.counted = count.seconds()  # the totals counted up: the buttons are live
    d.frame([], 0.0)
    d.click(button(pad, "Review").rect.center)
    scene = app.manager.top
    assert isinstance(scene, ReviewScene) and scene.worker is not None
    d.frame([], 0.25)
    assert not scene.worker.done and [t for t in threading.enumerate() if t.name == "season-review"]
    return scene


def test_the_kiosk_idle_timer_drops_a_searching_review_and_its_search_ends() -> None:
    """A visitor opens the review and walks away: three minutes on, the booth returns to the
    title, and the review's search ends with it; nothing but what ran before the review is
    left running (the count of live threads, not a time)."""
    app = make_app(kiosk=True)
    app.manager.replace(app.go.title())
    app.frame([], 0.0)
    before = set(threading.enumerate())
    scene = reviewing(app)
    for _ in range(round(KIOSK_IDLE_TO_TITLE) + 2):
        app.frame([], 1.0)
    assert app.go.is_title(app.manager.top) and scene not in app.manager.stack
    assert not live("season-review")
    assert scene.worker is None
    for _ in range(3):
        app.frame([], 1.0)  # the title idles
    assert added_since(before) == []


def test_quit_to_title_from_the_review_s_score_pad_ends_its_search() -> None:
    """The same through the menus: Esc on the review closes it (its own path); a review
    dropped under another scene's "Quit to title" (here the window's Quit overlay over it)
    ends too."""
    app = make_app()
    scene = reviewing(app)
    app.manager.push(app.go.quit(app.session))
    d = Driver(app, random.Random(2))
    d.frame([], 0.0)
    d.click(button(app.manager.top, "Quit to title").rect.center)
    assert app.go.is_title(app.manager.top) and scene not in app.manager.stack
    assert not live("season-review")


def test_a_review_built_but_never_shown_does_not_search() -> None:
    """The search starts when the review is shown, not when the scene is built (a builder's
    test, a tool): a scene the manager never held would never be told it was dropped."""
    app = make_app()
    s = finished()
    scene = app.go.review(s.game.to_save(), list(s.controllers))
    assert scene.worker is None and not [t for t in threading.enumerate() if t.name == "season-review"]
    app.manager.push(scene)
    assert scene.worker is not None
    scene.close()
    assert scene.worker is None and not live("season-review")


class Pondering:
    """Hard's long search, stood in for: it thinks until its `stop` says so (the worker sets
    it, as it does Hard's, and Hard checks it at every simulated move), then gives up as Hard
    does. Hard itself ends a budgeted search early once its answer is clear."""

    name = "hard"
    budget: float | None = None

    def __init__(self) -> None:
        self.rng = random.Random(0)
        self.stop = never

    def choose(self, view, legal):
        while not self.stop():
            time.sleep(0.005)
        raise Cancelled


def test_quit_to_title_from_a_table_with_hard_thinking_leaves_no_thinking_thread() -> None:
    """Esc, Quit, "Quit to title" while Hard searches: the bot's thread ends, and the title
    is left with no thread the table started."""
    app = make_app()
    app.manager.replace(app.go.title())
    app.frame([], 0.0)
    before = set(threading.enumerate())
    s = Session.start(GameConfig(players=("edward", "tuesday"), seed=4), ["human", "hard"],
                      autosave=False)
    g, rng = s.game, random.Random(4)
    while not (g.current_player == 1 and g.pending_kind() == "PlaceCard" and g.actions_taken):
        g.apply(rng.choice(g.legal_actions()))
    assert isinstance(s.bots[1], HardBot)
    s.bots[1] = Pondering()
    app.go.show_game(s)
    d = Driver(app, random.Random(3))
    for _ in range(20):
        d.frame([], 0.25)
        if s.is_thinking:
            break
    assert s.is_thinking and [t for t in threading.enumerate() if t.name == "bot-hard"]
    d.frame([key(pygame.K_ESCAPE)], 0.0)
    d.frame([], 0.0)
    d.click(button(app.manager.top, "Quit").rect.center)
    d.frame([], 0.0)
    d.click(button(app.manager.top, "Quit to title").rect.center)
    assert app.go.is_title(app.manager.top)
    assert not live("bot-") and s.thinking is None
    assert added_since(before) == []


class Noting(Scene):
    """A scene that notes when it is dropped."""

    def __init__(self, app, name: str, dropped: list[str]):
        super().__init__(app)
        self.name, self.dropped = name, dropped

    def closed(self) -> None:
        self.dropped.append(self.name)

    def draw(self, surf: pygame.Surface) -> None:
        pass


def test_the_manager_tells_every_scene_it_drops_once_and_no_other() -> None:
    """pop drops the top; replace drops every scene under the new one, top first; `close_all`
    (the window closing) drops the rest. A scene is told once, and never while it stays."""
    dropped: list[str] = []
    m = SceneManager()
    a, b, c, d = (Noting(None, n, dropped) for n in "abcd")
    m.push(a)
    m.push(b)
    m.push(c)
    m.pop()
    assert dropped == ["c"]
    m.replace(d)
    assert dropped == ["c", "b", "a"] and m.stack == [d]
    m.replace(d)  # the same scene again: it stays, so it is not dropped
    assert dropped == ["c", "b", "a"]
    m.close_all()
    assert dropped == ["c", "b", "a", "d"] and m.stack == []


def test_closing_the_window_ends_a_review_s_search() -> None:
    """Every way out passes through `App.close`: a review open when the window closes (or
    the kiosk's chord) stops searching there too."""
    app = make_app()
    scene = reviewing(app)
    app.close()
    assert scene.worker is None and not live("season-review")
