"""What a player notices at once (issue 14): Continue is greyed out with no save, the setup
screens remember the last choices, and the default opponent is the Medium bot."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.scenes.setup import SetupScene  # noqa: E402
from apistocracy_gui.gui.scenes.solo_setup import SoloSetupScene  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings, SetupChoices  # noqa: E402
from tests.test_gui_scenes import click  # noqa: E402


def continue_button(title: TitleScene):
    return next(b for b in title.buttons if b.label == "Continue")


def test_continue_is_disabled_without_a_save_and_enabled_with_one(app):
    title = TitleScene(app)
    app.manager.replace(title)
    app.frame([], 0.01)
    assert not continue_button(title).enabled
    click(app, continue_button(title).rect.center)
    assert app.manager.top is title and app.session is None  # nothing happened
    setup = SetupScene(app, seed=5)
    app.manager.push(setup)
    app.frame([], 0.01)
    click(app, setup.start_button.rect.center)  # a game starts and is autosaved
    title = TitleScene(app)
    assert continue_button(title).enabled


def test_default_opponent_is_medium(app):
    scene = SetupScene(app, seed=1)
    assert scene.controllers[:2] == ["human", "medium"]


def test_setup_remembers_the_last_choices(app):
    scene = SetupScene(app, seed=1)
    app.manager.replace(scene)
    app.frame([], 0.01)
    click(app, scene.count_row[1].rect.center)  # 3 players
    scene.layout()
    click(app, scene.mode_row[1].rect.center)  # Advanced
    scene.layout()
    click(app, scene.seats[2].control.rect.center)  # seat 3: the next controller
    scene.layout()
    click(app, scene.seats[0].next.rect.center)  # seat 1: another character
    chosen = scene.remembered()
    scene.layout()
    click(app, scene.start_button.rect.center)
    again = SetupScene(App(Settings.load()[0], size=(1600, 900)), seed=1)  # a new run of the game
    assert again.remembered() == chosen
    assert (again.count, again.mode) == (3, "advanced")


def test_solo_setup_remembers_the_character(app):
    scene = SoloSetupScene(app, seed=1)
    app.manager.replace(scene)
    app.frame([], 0.01)
    click(app, scene.seats[0].next.rect.center)
    scene.layout()
    click(app, scene.seats[0].persona.rect.center)
    chosen = scene.remembered()
    scene.layout()
    click(app, scene.start_button.rect.center)
    again = SoloSetupScene(App(Settings.load()[0], size=(1600, 900)), seed=1)
    assert again.remembered() == chosen and again.count == 1


@pytest.mark.parametrize("saved", [
    SetupChoices(count=9, mode="chaos", characters=["edward"], controllers=["nobody"] * 4,
                 personas=["beatrix", "beatrix", "", ""]),
    SetupChoices(count=1, characters=["edward"] * 4, personas=["x", "", "", ""]),
])
def test_remembered_nonsense_keeps_the_defaults(app, saved):
    """A hand-edited or outdated options file never gives an impossible setup."""
    app.settings.last_setup = saved
    scene = SetupScene(app, seed=1)
    assert scene.remembered() == SetupScene(App(Settings(), size=(1600, 900)), seed=1).remembered()


@pytest.mark.parametrize(("size", "count"), [((1280, 720), 3), ((1280, 720), 4), ((1920, 1080), 4)])
def test_a_seat_s_description_ends_above_its_buttons_at_150_percent(size, count, tmp_path,
                                                                    monkeypatch):
    """With 150% text at 1280x720, Lord Edward's last rules line ran under the "Played as"
    button: the fitting counted the portrait as tall as it is wide, but a cabinet card is
    a fifth taller. For every character in every seat, the strip above the buttons is
    empty panel."""
    from apistocracy_gui.gui import theme as T

    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    app = App(Settings(), size=size)
    app.theme.text_scale = 1.5
    scene = SetupScene(app)
    app.manager.replace(scene)
    scene.set_count(count)
    th = scene.theme
    for _turn in range(4):
        scene.layout()
        app.screen.fill((0, 0, 0))
        scene.draw(app.screen)
        for panel in scene.seats[:count]:
            strip = pygame.Rect(panel.rect.x + th.px(16), panel.persona.rect.y - th.px(5),
                                panel.rect.w - th.px(32), th.px(5))
            inks = {app.screen.get_at((x, y))[:3] for x in range(strip.left, strip.right)
                    for y in range(strip.top, strip.bottom)}
            assert inks == {T.PANEL}, (panel.seat, scene.characters[panel.seat])
        for seat in range(count):
            scene.cycle_character(seat, 1)
