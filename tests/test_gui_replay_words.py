"""Replays and Records say what is so (issue 32, item 9): View and V on the game in progress
say why they change nothing; the replay's decision panel names whose decision a step is,
never "the computer players take their turns" on a person's; and a whole tutorial season is
counted by Records and kept by Replays, marked as the tutorial."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from test_replay import key, played, viewer  # noqa: E402

from apistocracy_gui import replays  # noqa: E402
from apistocracy_gui.engine import Game, GameConfig  # noqa: E402
from apistocracy_gui.gui import profile  # noqa: E402
from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.coach import Coach  # noqa: E402
from apistocracy_gui.gui.scenes import season_frame  # noqa: E402
from apistocracy_gui.gui.scenes.replay import IN_PLAY, SPECTATOR  # noqa: E402
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene  # noqa: E402
from apistocracy_gui.gui.scenes.season import SeasonScene  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402
from apistocracy_gui.replay import Replay  # noqa: E402

COMPUTERS = "The computer players take their turns"


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


def in_progress(moves: int = 30) -> Replay:
    g = Game.new(GameConfig(players=("edward", "shae"), seed=23))
    rng = random.Random(23)
    for _ in range(moves):
        g.apply(rng.choice(g.legal_actions()))
    return Replay(g.to_save(), ["human", "human"])


def test_view_and_v_on_a_game_in_progress_say_why(monkeypatch):
    drawn: list[str] = []
    from apistocracy_gui.gui.scenes import replay as replay_scene

    original = replay_scene.message_box
    monkeypatch.setattr(replay_scene, "message_box", lambda surf, th, text, *a, **k: (
        drawn.append(text), original(surf, th, text, *a, **k))[1])
    app, scene = viewer(in_progress())
    assert scene.views() == [SPECTATOR]
    app.frame([key(pygame.K_v)], 0.0)
    assert scene.view == SPECTATOR and IN_PLAY in drawn  # V: the reason, at the View button
    app.frame([key(pygame.K_RIGHT)], 0.0)
    drawn.clear()
    app.frame([], 0.0)
    scene.dirty = True
    app.frame([], 0.0)
    assert IN_PLAY not in drawn  # a step on: the note has gone
    pos = scene.view_button.rect.center
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.0)
    assert IN_PLAY in drawn  # and the same for a click on View
    app.close()


def test_the_replay_panel_names_whose_decision_each_step_is():
    g, _hashes = played(21)
    replay = Replay(g.to_save(), ["human", "medium"])
    app, scene = viewer(replay)
    seen = set()
    for step in range(1, 60):
        scene.go(step)
        inner, seat = scene.inner, replay.game.current_player
        if not isinstance(inner, SeasonScene) or seat is None:
            continue
        notes = season_frame.waiting_notes(inner.table)
        name = replay.game.name(seat)
        assert not any(COMPUTERS in n for n in notes), step
        assert notes and notes[0].startswith(name)
        assert ("a computer player" in notes[0]) == (seat == 1)
        seen.add(seat)
    assert seen == {0, 1}
    app.close()


def test_a_whole_tutorial_season_is_counted_and_kept_as_the_tutorial():
    app = App(Settings(), size=(1280, 720))
    app.manager.replace(TitleScene(app))
    session = Coach.start(app)
    assert not session.saving  # the tutorial keeps its own progress, not the autosave
    g, rng = session.game, random.Random(4)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    pad = ScorePadScene(app, session)  # the tutorial's last chapter: the score pad
    assert not pad.record_message
    games = profile.load()[0].games
    assert len(games) == 1 and games[0].tutorial
    rows = profile.by_opponents(profile.load()[0])
    assert list(rows) == [f"Tutorial \u00b7 vs {games[0].opponents()}"]
    kept = replays.load()[0]
    assert len(kept) == 1 and kept[0].label.startswith("Tutorial \u00b7 ")
    app.close()
