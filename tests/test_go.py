"""The navigator (issue 53, item 2): `app.go` builds every scene, and tells them apart.

Scenes reach each other only through it (`tests/test_gui_imports.py`), so each builder is
made here once and drawn: a builder that named the wrong module or arguments fails here
before a player presses the button that needs it.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

from apistocracy_gui.engine import GameConfig  # noqa: E402
from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.scene import Scene  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402
from apistocracy_gui.replay import Replay  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402


@pytest.fixture(scope="module")
def app() -> App:
    return App(Settings(), size=(1280, 720))


def built(app: App) -> dict[str, Scene]:
    s = Session.start(GameConfig(players=("edward", "tuesday"), seed=5), ["human", "random"], autosave=False)
    go = app.go
    season = go.game_scene(s)
    return {
        "TitleScene": go.title(), "SetupScene": go.setup(), "SoloSetupScene": go.solo_setup(),
        "TutorialMenu": go.tutorial_menu(), "SavedGamesScene": go.saved_games(),
        "ReplaysScene": go.replays(), "RecordsScene": go.records(),
        "ReplayScene": go.replay(Replay(s.game.to_save(), list(s.controllers))),
        "ReviewScene": go.review(s.game.to_save(), list(s.controllers)),
        "ScorePadScene": go.scores(s), "HandoverScene": go.handover(s, 0),
        "ErrorScene": go.error("The rules data is broken", "a reason"),
        "RulesOverlay": go.rules("The Whist Phase"), "OptionsOverlay": go.options(),
        "QuitOverlay": go.quit(s), "MenuOverlay": go.menu(season),
        "ConfirmOverlay": go.confirm("Question?", "A note.", "Yes", lambda: None),
        "SeasonScene": season,
    }


def test_each_builder_makes_its_scene_and_it_draws(app: App) -> None:
    for name, scene in built(app).items():
        assert type(scene).__name__ == name
        app.manager.replace(scene)
        app.frame([], 0.01)  # laid out and drawn without an error
    app.manager.replace(app.go.title())


def test_the_navigator_tells_the_scenes_apart(app: App) -> None:
    scenes = built(app)
    season, title, scores = scenes["SeasonScene"], scenes["TitleScene"], scenes["ScorePadScene"]
    assert app.go.as_season(season) is season and app.go.as_season(title) is None
    assert app.go.as_whist(season) is None and app.go.as_whist(None) is None
    assert app.go.is_title(title) and not app.go.is_title(season)
    assert app.go.is_scores(scores) and not app.go.is_scores(title)


def test_show_game_puts_the_game_s_scene_on_screen(app: App) -> None:
    s = Session.start(GameConfig(players=("edward", "tuesday"), seed=5), ["human", "random"], autosave=False)
    app.go.show_game(s)
    assert app.session is s and app.go.as_season(app.manager.top) is not None
    assert len(app.manager.stack) == 1 and s.on_move is not None  # its sounds
