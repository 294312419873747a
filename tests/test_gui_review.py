"""The season review on screen (issue 36): the Review buttons, the background review with its
progress bar and Cancel, the review kept so a second opening is instant, and a key moment
opened in the replay viewer. The review runs at a small depth (`tiny`): the depth changes how
much it searches, not which code runs."""

from __future__ import annotations

import dataclasses
import time

import pygame
import pytest

from apistocracy_gui import i18n
from apistocracy_gui.bots import MediumBot
from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.gui import review_store, review_worker
from apistocracy_gui.gui.scenes.replay import ReplayScene, heading_line
from apistocracy_gui.gui.scenes.review import ReviewScene
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene
from apistocracy_gui.replay import Replay
from apistocracy_gui.review import settings
from apistocracy_gui.review.model import Moment
from apistocracy_gui.session import Session


@pytest.fixture(autouse=True)
def tiny(monkeypatch):
    small = dataclasses.replace(settings.default(), worlds=2, candidates=2, whist_worlds=2,
                                luck_worlds=1, budget_ms={1: 20, 2: 20, 3: 20, 4: 20})
    monkeypatch.setattr(review_worker, "SETTINGS", small)
    monkeypatch.setattr("apistocracy_gui.gui.scenes.review.default", lambda: small)


def finished(seed: int = 3) -> tuple[Game, list[str]]:
    g = Game.new(GameConfig(players=("shae",), mode="solo", seed=seed))
    bot = MediumBot(seed)
    while not g.is_over:
        g.apply(bot.choose(g.view(0), g.legal_actions()))
    return g, ["human"]


def click(scene, rect: pygame.Rect) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        scene.handle(pygame.event.Event(kind, pos=rect.center, button=1))


def run_out(app, scene: ReviewScene, limit: float = 120.0) -> None:
    """Frames while the review works, as the app's idle loop gives them (the window stays
    drawn and answering), until it is done."""
    end = time.monotonic() + limit
    while scene.worker is not None and time.monotonic() < end:
        app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))],
                  0.25)
        time.sleep(0.05)


@pytest.mark.slow
def test_the_score_pad_reviews_in_the_background_and_keeps_the_review(app) -> None:
    """Issue 36: the score pad's Review button opens the review; it is made in a worker thread
    while frames keep being drawn (a progress bar), then shown, and kept through userfiles, so
    opening it again is instant (no worker at all)."""
    g, controllers = finished()
    session = Session(g, controllers, saving=False)
    pad = ScorePadScene(app, session)
    app.manager.replace(pad)
    pad.count.counted = pad.count.seconds()
    app.frame([], 0.0)
    button = next(b for b in pad.buttons if b.label == "Review")
    click(pad, button.rect)
    scene = app.manager.top
    assert isinstance(scene, ReviewScene) and scene.worker is not None
    app.frame([], 0.0)  # the progress bar
    run_out(app, scene)
    assert scene.review is not None and scene.review.decisions and not scene.message
    app.frame([], 0.0)
    assert scene.moment_rects or not scene.review.key_moments
    stored, message = review_store.find(g.state_hash(), scene.review.settings)
    assert stored == scene.review and not message
    again = ReviewScene(app, g.to_save(), controllers)
    assert again.worker is None and again.review == scene.review
    i18n.set_language("de")  # issue 52: the judgement is kept, its words are made in German
    try:
        german = ReviewScene(app, g.to_save(), controllers)
        assert german.worker is None and german.review == scene.review
        app.manager.push(german)
        app.frame([], 0.0)
        for m in german.review.key_moments:
            said = german.words().moment(m)
            assert said.title.startswith(("Woche", "Beim Whist", "Glück")), said.title
    finally:
        i18n.set_language("en")


def test_cancel_stops_the_review_at_once(app) -> None:
    g, controllers = finished(4)
    app.manager.replace(ScorePadScene(app, Session(g, controllers, saving=False)))
    scene = ReviewScene(app, g.to_save(), controllers)
    app.manager.push(scene)
    app.frame([], 0.0)
    worker = scene.worker
    assert worker is not None and not worker.done
    click(scene, scene.cancel_button.rect)
    assert worker.done and worker.poll() is None
    assert app.manager.top is not scene
    assert review_store.find(g.state_hash(), "")[0] is None


@pytest.mark.slow
def test_a_key_moment_opens_the_replay_at_the_decision_with_the_better_move(app) -> None:
    """Issue 36: a key moment opens the replay viewer at that decision, from that seat's view,
    with the better move and a one-line reason over the board; the viewer's own Review
    button (a finished game) opens the review again."""
    g, controllers = finished(5)
    scene = ReviewScene(app, g.to_save(), controllers)
    app.manager.replace(scene)
    run_out(app, scene)
    assert scene.review is not None
    app.frame([], 0.0)
    if not scene.moment_rects:
        pytest.skip("this game had no key moment")
    moment, rect = scene.moment_rects[0]
    click(scene, rect)
    viewer = app.manager.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.replay.step == moment.index and viewer.view == moment.seat
    assert viewer.note.endswith(scene.words().moment(moment).reason) and viewer.note_step == moment.index
    app.frame([], 0.0)
    click(viewer, viewer.review_button.rect)
    assert isinstance(app.manager.top, ReviewScene) and app.manager.top.worker is None


def test_a_game_in_progress_offers_no_review(app) -> None:
    """The replay of an unfinished game (the autosave) is a spectator's: no review, which
    would name what a seat held."""
    g = Game.new(GameConfig(players=("edward", "shae"), seed=2))
    for _ in range(10):
        g.apply(g.legal_actions()[0])
    viewer = ReplayScene(app, Replay(g.to_save(), ["human", "human"]))
    assert not viewer.review_button.enabled


def test_a_tutorial_replay_opened_from_the_review_keeps_its_mark(app, monkeypatch) -> None:
    """A tutorial's replay reads "Tutorial" in its heading from the Replays list; its Review,
    opened from there or from the score pad, opens a key moment's replay with the same mark."""
    monkeypatch.setattr(review_worker.ReviewWorker, "start", lambda self: self)  # no review needed
    g, controllers = finished(6)
    listed = Replay(g.to_save(), controllers, tutorial=True)
    assert heading_line(listed).startswith("Tutorial")
    app.manager.replace(ReplayScene(app, listed))
    app.manager.top.open_review()
    luck = Moment(3, 0, "luck")
    app.manager.top.open_moment(luck)
    assert heading_line(app.manager.top.replay) == heading_line(listed)
    session = Session(g, controllers, saving=False)
    session.coached = True  # the tutorial's coach, on its score pad
    pad = ScorePadScene(app, session)
    app.manager.replace(pad)
    pad.review()
    app.manager.top.open_moment(luck)
    assert heading_line(app.manager.top.replay) == heading_line(listed)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_progress_panel_keeps_its_title_note_and_cancel_apart(size, tmp_path, monkeypatch,
                                                                   speaking) -> None:
    """German at 150% text: the title "Rückblick wird erstellt: 30 von 150 Aktionen" ran from
    one border of the progress panel to the other, and the note's second line sat on the
    Cancel button: the title lies inside the panel's padding, and Cancel below the note."""
    from apistocracy_gui.gui import theme as T
    from apistocracy_gui.gui.app import App
    from apistocracy_gui.gui.settings import Settings

    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    speaking("de")
    app = App(Settings(text_scale=150), size=size)
    g, controllers = finished(4)
    scene = ReviewScene(app, g.to_save(), controllers)
    app.manager.replace(scene)
    placed: list[tuple[str, pygame.Rect]] = []
    monkeypatch.setattr(T, "PLACED", placed)
    app.frame([], 0.0)
    assert scene.worker is not None
    box = scene.progress_box(app.screen.get_size())
    pad = scene.theme.px(20)
    titles = [r for s, r in placed if s.startswith("Rückblick wird erstellt")]
    assert titles and all(box.inflate(-2 * pad, 0).contains(r) for r in titles), (titles, box)
    note_bottom = box.y + scene.theme.px(120 + 40)
    assert scene.cancel_button.rect.top >= note_bottom and box.contains(scene.cancel_button.rect)
    app.manager.close_all()
