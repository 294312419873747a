"""An applied action's label follows the language spoken now (issue 35): a replay made in
English and then watched in German captions each step in German, word for word as a replay
made in German does, and so does the viewer once Options changed the language; the
Chronicle of the game is German too. The state hash and the save do not depend on it.
(conftest.py puts every test back in English.)
"""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from test_replay import viewer  # noqa: E402

from apistocracy_gui import i18n  # noqa: E402
from apistocracy_gui.engine import Game, GameConfig  # noqa: E402
from apistocracy_gui.gui.scenes.season import SeasonScene  # noqa: E402
from apistocracy_gui.replay import Replay  # noqa: E402


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


def played(seed: int, moves: int) -> Game:
    """A seeded game, `moves` actions in (in the language spoken now)."""
    g = Game.new(GameConfig(players=("edward", "tuesday"), seed=seed))
    rng = random.Random(seed)
    for _ in range(moves):
        g.apply(rng.choice(g.legal_actions()))
    return g


def german() -> None:
    i18n.set_language("de")
    if i18n._("Saved games") == "Saved games":
        pytest.skip("the German catalog is not compiled")


def test_a_replay_made_in_english_captions_in_german_once_german_is_chosen():
    g = played(7, 60)
    save, state = g.to_save(), g.state_hash()
    replay = Replay(save, ["human", "random"])
    english = [replay.caption(step) for step in range(1, replay.last + 1)]
    german()
    in_german = Replay(save, ["human", "random"])
    assert [replay.caption(step) for step in range(1, replay.last + 1)] == \
        [in_german.caption(step) for step in range(1, in_german.last + 1)]
    changed = [step for step in range(1, replay.last + 1) if replay.caption(step) != english[step - 1]]
    assert changed and all(replay.caption(s).startswith("Schritt") for s in changed)
    assert [e.text for e in g.log] == [e.text for e in played(7, 60).log]  # the Chronicle too
    assert g.state_hash() == state and g.to_save() == save


def test_the_viewer_says_the_step_in_the_language_chosen_in_options():
    g = played(7, 60)
    app, scene = viewer(Replay(g.to_save(), ["human", "random"]))
    step = next(s for s in range(1, 60) if scene.replay.marks[s].phase == "season"
                and scene.replay.marks[s - 1].kind == "PlaceCard")
    scene.go(step)
    assert isinstance(scene.inner, SeasonScene)
    english = scene.inner.captions.lines(scene.inner.game)
    german()
    scene.resized()  # what Options does for every scene when the language changes
    assert scene.inner.captions.lines(scene.inner.game) == [scene.replay.caption(step)] != english
    assert str(scene.replay.done(step)) not in english[0]
    scene.go(step - 1)
    scene.forward()  # the step played as it happened, its caption made from the same label
    assert str(scene.replay.done(step)) in scene.inner.captions.lines(scene.inner.game)[-1]
    app.close()


def test_a_computer_s_moves_are_captioned_in_the_language_chosen_in_options(monkeypatch):
    """In a game being played (not the viewer), the panel's captions of the computer's last
    moves read in German once Options changes the language, word for word as a game played
    in German offers those moves, before the next move is made."""
    from apistocracy_gui.gui.app import App
    from apistocracy_gui.gui.settings import Settings
    from apistocracy_gui.session import Session

    config = GameConfig(players=("edward", "tuesday"), seed=3)
    app = App(Settings(), size=(1280, 720))
    session = Session.start(config, ["random", "human"], autosave=False)
    scene = SeasonScene(app, session)
    app.manager.replace(scene)
    g = session.game
    while not session.is_human(g.current_player):
        scene.bot_step()
    english = scene.captions.lines(g)
    taken = list(g.actions_taken)
    assert english and len(taken) <= 4
    german()
    scene.resized()  # what Options does for every scene when the language changes
    again, expected = Game.new(config), []
    for action in taken:
        legal = again.legal_actions()
        secret = again.pending_kind() == "TeaKeep"  # a kept Tea card is never named
        move = i18n._("keeps a Tea card") if secret else legal[legal.index(action)]
        expected.append(i18n._("{who}: {move}").format(who=g.name(0), move=move))
        again.apply(action)
    assert scene.captions.lines(g) == expected[-len(english):]
    assert all(e not in english for e in expected) and g.actions_taken == taken  # and no move made
    app.close()
