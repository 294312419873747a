"""The statistics profile, solo titles and achievements (issue 16 "Statistics and titles").

Games are finished by seeded random play and recorded as the score pad records them; the
profile file is then damaged every way a disk or a hand edit can, as for the other user files
(GUIDE "Files": a damaged file is a message, never a crash, never a lost game).
"""

from __future__ import annotations

import json
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from apistocracy_gui import userfiles
from apistocracy_gui.engine import GameConfig
from apistocracy_gui.gui import achievements, profile
from apistocracy_gui.gui.app import App
from apistocracy_gui.gui.scenes.records import RecordsScene
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene
from apistocracy_gui.gui.scenes.solo_result import SoloResultScene
from apistocracy_gui.gui.settings import Settings
from apistocracy_gui.gui.titles import TITLES, title_for
from apistocracy_gui.session import Session


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


def finished(seed: int, players=("edward", "shae"), controllers=("human", "medium"), mode="standard",
             saving: bool = True) -> Session:
    """A game played to its end by seeded random choices (standing in for every seat)."""
    s = Session.start(GameConfig(players=tuple(players), mode=mode, seed=seed), list(controllers),
                      autosave=saving)
    rng = random.Random(seed)
    while not s.game.is_over:
        s.game.apply(rng.choice(s.game.legal_actions()))
    return s


def path():
    return userfiles.data_dir() / profile.FILE


# ------------------------------------------------------------------------------ recording
def test_a_finished_game_is_recorded_once_with_its_lines_and_winner():
    s = finished(3)
    prof, rec, message = profile.record(s)
    assert message == "" and rec is not None
    sheets = s.game.scores()
    assert [seat.lines for seat in rec.seats] == [[ln.total for ln in sh.lines] for sh in sheets]
    assert [seat.total for seat in rec.seats] == [sh.total for sh in sheets]
    assert rec.winners == s.game.winners() and rec.mode == "standard"
    assert [seat.controller for seat in rec.seats] == ["human", "medium"]
    assert rec.opponents() == "Medium"
    again, rec2, _ = profile.record(s)  # the score pad shown again (resumed after the end)
    assert len(again.games) == 1 and rec2 == rec
    loaded, message = profile.load()
    assert message == "" and loaded.games == [rec]


def test_demo_and_unfinished_games_are_not_recorded():
    demo = finished(4, saving=False)
    assert profile.record(demo)[1] is None
    going = Session.start(GameConfig(players=("edward", "shae"), seed=5), ["human", "easy"])
    assert profile.record(going)[1] is None
    assert not path().exists()


def test_records_tally_games_and_wins_per_mode_opponent_and_lady_cat_level():
    for seed in range(6, 9):
        profile.record(finished(seed))
    profile.record(finished(9, ("edward", "shae", "tuesday"), ("human", "human", "human")))
    solos = [finished(seed, ("tuesday",), ("human",), "solo") for seed in (10, 11)]
    for s in solos:
        profile.record(s)
    prof, _ = profile.load()
    rows = profile.by_opponents(prof)
    assert rows["Standard \u00b7 vs Medium"].games == 3
    hotseat = rows["Standard \u00b7 vs humans only"]
    assert hotseat.games == 1 and hotseat.wins == 1
    t = rows["Standard \u00b7 vs Medium"]
    assert t.wins + t.losses == 3
    cat = profile.by_ladycat_level(prof)["Standard"]
    assert cat.games == 2
    assert cat.wins == sum(s.game.winners() == [0] or 0 in s.game.winners() for s in solos)
    assert cat.best == max(s.game.scores()[0].total for s in solos)
    best_total, avg_total = profile.line_stats(prof)[-1]
    humans = [seat.total for r in prof.games for h in r.humans() for seat in [r.seats[h]]]
    assert best_total == max(humans) and avg_total == pytest.approx(sum(humans) / len(humans))
    assert len(profile.recent_lines(prof)) == 6


# ------------------------------------------------------------------------------ titles
def test_titles_climb_with_the_final_score():
    assert [t.name for t in TITLES] == ["Commoner", "Servant", "Squire", "Knight", "Castellan", "King",
                                        "Emperor"]
    for low, high in zip(TITLES, TITLES[1:], strict=False):
        assert title_for(high.least - 1) == low and title_for(high.least) == high
    assert title_for(0).name == "Commoner" and title_for(500).name == "Emperor"


def test_a_solo_game_earns_the_title_of_its_score_and_the_result_screen_shows_it():
    s = finished(12, ("alexandria",), ("human",), "solo")
    app = App(Settings(), size=(1280, 720))
    scene = SoloResultScene(app, s)
    app.manager.replace(scene)
    assert app.frame([], 0.0)
    score = s.game.scores()[0].total
    assert scene.record is not None and scene.record.title == title_for(score).name
    assert profile.best_title(profile.load()[0]) == title_for(score).name
    app.close()


# ------------------------------------------------------------------------------ achievements
def test_achievements_follow_the_finished_game():
    """Each feat is read from the scored game: the Queen's Favourite, both columns full (p.17),
    every trick taken, the Artist's Muse, the Favored Guest, an outright win."""
    s = finished(13)
    g = s.game
    st, me = g.st, 0
    st.queens_favorite, st.artists_muse, st.favored_guest = me, 1, me
    size = g.cat.numbers["column_size"]
    st.players[me].lc = list(range(size))
    st.players[me].ton = list(range(size))
    st.players[me].tricks = st.tricks_played
    got = achievements.earned(g, me)
    assert {"queens_ball", "full_mat", "slam", "guest"} <= set(got)
    assert "muse" not in got and "cat_tamer" not in got and "emperor" not in got
    assert ("favourite" in got) == (g.winners() == [me])
    st.players[me].tricks = st.tricks_played - 1
    assert "slam" not in achievements.earned(g, me)


def test_achievements_are_earned_once_and_shown_on_the_score_pad():
    s = finished(14)
    s.game.st.queens_favorite = 0
    app = App(Settings(), size=(1600, 900))
    pad = ScorePadScene(app, s)
    app.manager.replace(pad)
    assert app.frame([], 0.0)
    assert "queens_ball" in pad.record.earned
    when = profile.load()[0].achievements["queens_ball"]
    other = finished(15)
    other.game.st.queens_favorite = 0
    _prof, rec, _ = profile.record(other)
    assert "queens_ball" not in rec.earned  # already held
    assert profile.load()[0].achievements["queens_ball"] == when
    app.close()


def test_a_bot_seats_feats_are_not_the_players():
    s = finished(16)
    s.game.st.queens_favorite = 1  # the medium bot's seat
    _prof, rec, _ = profile.record(s)
    assert "queens_ball" not in rec.earned


# ------------------------------------------------------------------------------ damaged files
DAMAGED = [
    b"{not json",
    b"",
    b'{"games": "many"}',
    b'{"games": [{"game": "x"}]}',
    b'{"games": [], "achievements": {"slam": 3}}',
    b'{"games": [], "surprise": 1}',
    b"[" * 5000 + b"]" * 5000,
    b'{"games": []' + b" " * (2 << 20) + b"}",
    bytes(range(256)),
]


@pytest.mark.parametrize("content", DAMAGED, ids=range(len(DAMAGED)))
def test_a_damaged_profile_is_set_aside_with_a_message_and_a_new_one_started(content):
    path().parent.mkdir(parents=True, exist_ok=True)
    path().write_bytes(content)
    prof, message = profile.load()
    assert prof.games == [] and message.startswith("Records: profile.json")
    kept = [p for p in path().parent.iterdir() if p.name.startswith("profile.bad")]
    assert len(kept) == 1 and kept[0].read_bytes() == content  # kept for the curious
    assert not path().exists()
    _prof, rec, message = profile.record(finished(17))
    assert rec is not None and message == ""
    assert len(json.loads(path().read_text(encoding="utf-8"))["games"]) == 1


def test_an_unwritable_data_directory_is_a_message_not_a_crash(tmp_path, monkeypatch):
    blocker = tmp_path / "file-not-dir"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("APISTOCRACY_HOME", str(blocker / "sub"))
    s = finished(18, saving=False)
    s.saving = True
    _prof, rec, message = profile.record(s)
    assert rec is not None and "could not be" in message


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_records_screen_draws_empty_and_full(size):
    app = App(Settings(), size=size)
    app.manager.replace(RecordsScene(app))
    assert app.frame([], 0.0)
    profile.record(finished(19))
    profile.record(finished(20, ("shae",), ("human",), "solo"))
    scene = RecordsScene(app)
    app.manager.push(scene)
    assert app.frame([], 0.0) and len(scene.profile.games) == 2
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)], 0.0)
    assert app.manager.top is not scene
    app.close()
