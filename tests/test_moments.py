"""Issue 34, item 5: moments. A goal reached, a completed set of artworks, the week's end, the
season's last trick and the season's favourite each get a short flourish with its sound; a
click or Space ends it, and under Reduced motion there is none."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from test_gui_season import click, make_app, start  # noqa: E402

from apistocracy_gui.engine import GameConfig  # noqa: E402
from apistocracy_gui.engine.events import Event  # noqa: E402
from apistocracy_gui.gui import audio, moment  # noqa: E402
from apistocracy_gui.gui.board import beats  # noqa: E402
from apistocracy_gui.gui.board.stage import Stage  # noqa: E402
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene  # noqa: E402
from apistocracy_gui.gui.scenes.whist import WhistScene  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402


def moments_in(beat) -> list:
    """The sprites of a beat that are not flights: a moment stays put and does not land."""
    return [s for s in beat.sprites if len(s.path) == 1 and not s.lands]


@pytest.fixture
def season():
    app = make_app(animation="normal")
    session, scene = start(app)
    return app, session, scene


def stage_of(scene, session):
    g = session.game
    return Stage(g, scene.me(), scene.me(), scene.lay, {}, 1.0, False, None)


def test_a_goal_and_the_weeks_end_get_their_moment(season):
    _app, session, scene = season
    stage = stage_of(scene, session)
    goal = beats.beat(stage, Event("goal_reached", scene.me(), {}))
    assert goal is not None and len(moments_in(goal)) == 1
    week = beats.beat(stage, Event("week_ended", None, {"week": 1}))
    assert week is not None and len(moments_in(week)) == 1
    assert moments_in(week)[0].dur == pytest.approx(moment.SECONDS)
    placed = beats.beat(stage, Event("track_changed", scene.me(), {"suit": 0, "before": 0, "after": 1,
                                                                  "why": "spend", "lost": 0}))
    assert placed is not None and moments_in(placed) == []  # an ordinary move has none


def test_only_the_painting_that_completes_a_set_gets_a_moment(season):
    _app, session, scene = season
    g, me = session.game, scene.me()
    stage = stage_of(scene, session)
    arts = len(g.cat.art)
    g.events.extend(Event("art_commissioned", me, {"art": i, "set": 0}) for i in range(arts))
    stage.at = len(g.events) - 2  # the second-last painting of the set
    assert moments_in(beats.beat(stage, g.events[stage.at])) == []
    stage.at = len(g.events) - 1  # the painting that makes the set whole
    done = beats.beat(stage, g.events[stage.at])
    assert len(moments_in(done)) == 1
    flight = next(s for s in done.sprites if s.lands)  # the token lands before the cheer
    assert moments_in(done)[0].delay >= flight.delay + flight.dur


def test_reduced_motion_queues_no_moment():
    app = make_app(animation="normal")
    app.settings.reduced_motion = True
    session, scene = start(app)
    g = session.game
    g.events.append(Event("week_ended", None, {"week": 1}))
    scene.animate()
    assert not scene.motion.beats


def test_a_moment_draws_then_fades_away():
    pygame.init()
    surf = pygame.Surface((400, 300))
    surf.fill((0, 0, 0))
    moment.draw(surf, (200, 150), 0.5, "Goal reached", "goal", 40, 18)
    painted = sum(surf.get_at((x, y))[:3] != (0, 0, 0) for x in range(0, 400, 4) for y in range(0, 300, 4))
    assert painted > 300
    blank = pygame.Surface((400, 300))
    blank.fill((0, 0, 0))
    moment.draw(blank, (200, 150), 1.0, "Goal reached", "goal", 40, 18)
    assert all(blank.get_at((x, y))[:3] == (0, 0, 0) for x in range(0, 400, 8) for y in range(0, 300, 8))
    assert moment.envelope(0.02)[0] < 1.0 and moment.envelope(0.5) == (1.0, 1.0)  # springs up, holds


def whist_before_last_card(app, seed=4):
    s = Session.start(GameConfig(players=("edward", "tuesday"), seed=seed), ["human", "human"],
                      autosave=False)
    g, rng = s.game, random.Random(seed)
    while not (g.st.phase == "whist" and g.pending_kind() == "PlayCard"
               and sum(p["hand_count"] for p in g.observe(None)["players"]) == 1):
        g.apply(rng.choice(g.legal_actions()))
    s.revealed_seat = g.current_player
    scene = WhistScene(app, s)
    app.manager.replace(scene)
    app.frame([], 0.0)
    scene.tricks.flights = []
    return s, scene


def test_the_last_trick_has_its_moment_and_a_click_ends_it():
    app = make_app(animation="normal")
    app.settings.trick_wait = False
    s, scene = whist_before_last_card(app)
    scene.act(s.game.legal_actions()[0])
    assert s.game.is_over and scene.tricks.showing is not None and scene.tricks.showing.last
    assert scene.tricks.moment() == pytest.approx(0.0)
    scene.tricks.flights = []
    app.frame([], moment.SECONDS / 2)
    assert 0.3 < (scene.tricks.moment() or 0) < 0.7
    click(app, (5, 5))  # a click collects the trick, and the moment with it
    assert scene.tricks.moment() is None


def test_an_ordinary_trick_has_none():
    app = make_app(animation="normal")
    s = Session.start(GameConfig(players=("edward", "tuesday"), seed=4), ["human", "human"], autosave=False)
    g, rng = s.game, random.Random(4)
    while not (g.st.phase == "whist" and g.pending_kind() == "PlayCard" and len(g.st.trick) == 1):
        g.apply(rng.choice(g.legal_actions()))
    s.revealed_seat = g.current_player
    scene = WhistScene(app, s)
    app.manager.replace(scene)
    scene.act(g.legal_actions()[0])
    assert scene.tricks.showing is not None and not scene.tricks.showing.last
    assert scene.tricks.moment() is None


def finished(seed=5):
    s = Session.start(GameConfig(players=("edward", "tuesday"), seed=seed), ["human", "human"],
                      autosave=False)
    rng = random.Random(seed)
    while not s.game.is_over:
        s.game.apply(rng.choice(s.game.legal_actions()))
    return s


def test_the_favourite_is_cheered_with_its_sound_after_the_count(monkeypatch):
    heard: list[str] = []
    monkeypatch.setattr(audio, "play", heard.append)
    app = make_app(animation="normal")
    pad = ScorePadScene(app, finished())
    app.manager.replace(pad)
    app.frame([], 10.0)  # the count ends
    assert not pad.count.counting() and pad.cheering() and pad.animating()
    app.frame([], 0.2)
    assert heard == ["favourite"]
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    app.frame([key], 0.0)  # Space ends the moment
    assert not pad.cheering() and not pad.animating()
    assert heard == ["favourite"]  # and it is heard once


def test_no_cheer_under_reduced_motion(monkeypatch):
    heard: list[str] = []
    monkeypatch.setattr(audio, "play", heard.append)
    app = make_app(animation="normal")
    app.settings.reduced_motion = True
    pad = ScorePadScene(app, finished())
    app.manager.replace(pad)
    app.frame([], 1.0)
    assert not pad.cheering() and not pad.animating() and heard == []
