"""Replays (issue 16 "Watch a saved game"): the last finished games kept, any save file opened,
a viewer that steps through every action forward and back, jumps to a week or a trick, shows
one seat's view (every hand only after the end), and refuses other rules data.

The viewer is driven by key events through `App.frame`, as a player would drive it.
"""

from __future__ import annotations

import json
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from apistocracy_gui import replays, savegame, userfiles
from apistocracy_gui.engine import Game, GameConfig, SaveError
from apistocracy_gui.gui.app import App
from apistocracy_gui.gui.scenes.replay import ALL, SPECTATOR, ReplayScene
from apistocracy_gui.gui.scenes.replays import ReplaysScene
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene
from apistocracy_gui.gui.scenes.season import SeasonScene
from apistocracy_gui.gui.scenes.title import TitleScene
from apistocracy_gui.gui.scenes.whist import WhistScene
from apistocracy_gui.gui.settings import Settings
from apistocracy_gui.replay import CHECKPOINT, Replay
from apistocracy_gui.session import Session


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def played(seed: int, players=("edward", "shae")) -> tuple[Game, list[str]]:
    """A seeded game played to its end; the state hash after every action."""
    g = Game.new(GameConfig(players=players, seed=seed))
    rng = random.Random(seed)
    hashes = [g.state_hash()]
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
        hashes.append(g.state_hash())
    return g, hashes


def viewer(replay: Replay, size=(1280, 720)) -> tuple[App, ReplayScene]:
    app = App(Settings(), size=size)
    app.manager.replace(TitleScene(app))
    scene = ReplayScene(app, replay)
    app.manager.push(scene)
    app.frame([], 0.0)
    return app, scene


@pytest.mark.slow
def test_a_seeded_game_steps_to_the_end_and_back_matching_every_state():
    g, hashes = played(21)
    replay = Replay(g.to_save(), ["human", "medium"])
    assert list(replay.checkpoints) == [0]  # opening a replay copies no later position
    backward = [replay.at(step).state_hash() for step in range(replay.last, -1, -1)]
    assert backward[::-1] == hashes  # every step a jump: the checkpoints made on the way
    assert sorted(replay.checkpoints) == list(range(0, replay.last, CHECKPOINT))
    app, scene = viewer(replay)
    app.frame([key(pygame.K_HOME)], 0.0)
    seen = {type(scene.inner)}
    for i in range(replay.last):
        assert replay.step == i and replay.game.state_hash() == hashes[i]
        app.frame([key(pygame.K_RIGHT)], 0.05)
        seen.add(type(scene.inner))
    assert replay.step == replay.last and replay.game.state_hash() == hashes[-1] and replay.game.is_over
    assert {SeasonScene, WhistScene, ScorePadScene} <= seen  # each part drawn by its own scene
    app.frame([key(pygame.K_RIGHT)], 0.05)  # nothing after the end
    assert replay.step == replay.last
    for i in range(replay.last, 0, -1):
        assert replay.game.state_hash() == hashes[i]
        app.frame([key(pygame.K_LEFT)], 0.05)
    assert replay.step == 0 and replay.game.state_hash() == hashes[0]
    app.close()


def test_jumps_to_each_week_and_trick_and_play_runs_by_itself():
    g, hashes = played(22)
    replay = Replay(g.to_save())
    chapters = replay.chapters()
    names = [n for n, _s in chapters]
    assert names[:4] == ["Week 1", "Week 2", "Week 3", "Week 4"]
    assert "Trick 1" in names and names[-1] == "Scores"
    app, scene = viewer(replay)
    app.frame([key(pygame.K_HOME)], 0.0)
    for name, step in chapters[1:]:
        app.frame([key(pygame.K_DOWN)], 0.0)
        assert replay.step == step and replay.game.state_hash() == hashes[step], name
        mark = replay.marks[step]
        if name.startswith("Week"):
            assert mark.phase == "season" and mark.week == int(name.split()[1])
        elif name.startswith("Trick"):
            assert mark.phase == "whist" and mark.tricks == int(name.split()[1]) - 1
    app.frame([key(pygame.K_HOME), key(pygame.K_SPACE)], 0.0)
    for _ in range(6):
        app.frame([], 1.0)
    assert replay.step >= 3 and scene.playing
    app.close()


def test_the_view_is_one_seats_and_every_hand_only_for_a_finished_game():
    g, _ = played(23)
    save = g.to_save()
    replay = Replay(save, ["human", "human"])
    app, scene = viewer(replay)
    app.frame([key(pygame.K_HOME)], 0.0)
    assert isinstance(scene.inner, SeasonScene) and scene.inner.private() == 0
    app.frame([key(pygame.K_v)], 0.0)
    assert scene.view == 1 and scene.inner.private() == 1
    app.frame([key(pygame.K_v)], 0.0)
    assert scene.view == ALL
    scene.dirty = True
    assert app.frame([], 0.0)  # every hand drawn
    app.close()
    # A game still in progress (the autosave): only as a spectator sees it, no hand shown.
    half = Game.new(GameConfig(players=("edward", "shae"), seed=23))
    for action in g.actions_taken[:40]:
        half.apply(action)
    partial = Replay(half.to_save(), ["human", "human"])
    app, scene = viewer(partial)
    assert not partial.finished and scene.views() == [SPECTATOR]
    for step in (0, 10, 40):
        scene.go(step)
        app.frame([], 0.0)
        assert scene.inner.private() is None
    app.close()


def test_other_rules_data_and_damaged_files_are_refused_with_a_message(tmp_path):
    g, _ = played(24)
    other = savegame.to_data(g, ["human", "easy"])
    other.game["rules_data"] = "0" * 64
    path = tmp_path / "other.json"
    path.write_bytes(userfiles.encode(other))
    with pytest.raises(SaveError, match="different rules data"):
        replays.open_file(path)
    broken = tmp_path / "broken.json"
    broken.write_text("{not a save", encoding="utf-8")
    with pytest.raises(SaveError, match="broken.json"):
        replays.open_file(broken)
    # apistocracy --replay FILE: tests/test_command_line.py


def test_a_tutorial_save_opened_from_disk_is_marked_as_in_the_list(tmp_path):
    """The autosave of a tutorial, opened as a file, reads "Tutorial" as its slot's entry does."""
    g, _ = played(24)
    path = tmp_path / "autosave.json"
    path.write_bytes(userfiles.encode(savegame.to_data(g, ["human", "easy"], tutorial=True)))
    assert replays.open_file(path).tutorial


def finished_session(seed: int) -> Session:
    s = Session.start(GameConfig(players=("edward", "tuesday"), seed=seed), ["human", "random"])
    rng = random.Random(seed)
    while not s.game.is_over:
        s.game.apply(rng.choice(s.game.legal_actions()))
    s.autosave()  # its slot holds the finished game, as after the GUI's last move (issue 32)
    s.flush()
    return s


def test_finished_games_are_kept_automatically_the_last_twenty(monkeypatch):
    monkeypatch.setattr(replays, "KEEP", 3)
    sessions = [finished_session(30 + k) for k in range(4)]
    app = App(Settings(), size=(1280, 720))
    for s in sessions:
        app.manager.replace(ScorePadScene(app, s))  # the score pad keeps the game
        app.manager.replace(ScorePadScene(app, s))  # shown twice, kept once
    kept, message = replays.load()
    assert message == "" and [k.game for k in kept] == [s.game.state_hash() for s in sessions[1:]]
    demo = finished_session(40)
    demo.saving = False
    assert replays.keep(demo) == "" and len(replays.load()[0]) == 3
    app.close()


def test_the_replays_screen_lists_games_and_opens_one_by_keyboard():
    finished = finished_session(50)
    replays.keep(finished)
    Session.start(GameConfig(players=("edward", "shae"), seed=51), ["human", "easy"])  # in progress
    app = App(Settings(), size=(1920, 1080))
    app.manager.replace(TitleScene(app))
    app.frame([], 0.0)
    title = app.manager.top
    target = next(t for t in app.focus.targets() if t.key.endswith("Replays"))
    keys = [t.key for t in app.focus.targets()]
    app.frame([key(pygame.K_TAB)] * (keys.index(target.key) + 1) + [key(pygame.K_RETURN)], 0.0)
    scene = app.manager.top
    assert isinstance(scene, ReplaysScene) and title is not scene
    assert [e.date for e in scene.entries][:1] == ["in progress"]
    assert [e.game for e in scene.entries][1:] == [finished.game.state_hash()]
    app.frame([], 0.0)
    rows = [t for t in app.focus.targets() if t.key.startswith("button:1:")]
    assert rows, "the finished game's row"
    app.focus.key = rows[0].key
    app.frame([key(pygame.K_RETURN)], 0.0)
    shown = app.manager.top
    assert isinstance(shown, ReplayScene) and shown.replay.finished
    app.frame([key(pygame.K_ESCAPE)], 0.0)
    assert app.manager.top is scene
    app.frame([key(pygame.K_ESCAPE)], 0.0)
    assert app.manager.top is title
    app.close()


def test_a_damaged_replays_file_is_set_aside_not_fatal():
    path = userfiles.data_dir() / replays.FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps([{"game": 1}]), encoding="utf-8")
    kept, message = replays.load()
    assert kept == [] and message.startswith("Replays: replays.json")
    assert replays.keep(finished_session(60)) == ""
    assert len(replays.load()[0]) == 1


def test_watch_again_from_the_score_pad_and_back():
    s = finished_session(70)
    app = App(Settings(), size=(1280, 720))
    pad = ScorePadScene(app, s)
    app.manager.replace(pad)
    app.frame([], 0.0)
    watch = next(b for b in pad.buttons if b.label == "Watch again")
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=watch.rect.center, button=1)], 0.0)
    viewer = app.manager.top
    assert isinstance(viewer, ReplayScene) and viewer.replay.last == len(s.game.actions_taken)
    app.frame([key(pygame.K_ESCAPE)], 0.0)
    assert app.manager.top is pad
    app.close()
