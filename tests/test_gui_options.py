"""Options tell the truth about the window (issue 32, item 7): the size highlighted is the
window's real one (`--size 1280x720`), not the size saved in the options file. At a kiosk
(item 8) the Quit dialog does not point to a Continue the title lacks, and a visitor's
option changes last until the game returns to the title while the organiser's stay."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.scenes.options_overlay import OptionsOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402


def selected(options: OptionsOverlay, label: str) -> list[str]:
    row = options.ROWS.index(label)
    return [c.label for c in options.rows[row] if c.selected]


def test_options_highlight_the_window_s_real_size_not_the_saved_one():
    app = App(Settings(window=(1600, 900)), size=(1280, 720))  # apistocracy --size 1280x720
    app.manager.replace(TitleScene(app))
    options = OptionsOverlay(app)
    app.manager.push(options)
    app.frame([], 0.0)
    assert selected(options, "Window size") == ["1280 \u00d7 720"]
    app.set_window_size((1500, 850))  # dragged to a size of its own: no choice is true
    options.resized()
    assert selected(options, "Window size") == []
    app.close()


# --------------------------------------------------------------------------- kiosk (item 8)
def kiosk_app(tmp_path, monkeypatch, **organiser) -> App:
    """A booth started with the organiser's options.json."""
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    assert Settings(**organiser).save() == ""
    settings, _message = Settings.load()
    app = App(settings, size=(1280, 720), kiosk=True)
    app.manager.replace(TitleScene(app))
    app.frame([], 0.0)
    return app


def option(options: OptionsOverlay, label: str, choice: str) -> None:
    """A click on one choice of an Options row, as the player makes it."""
    options.app.frame([], 0.0)
    row = options.ROWS.index(label)
    pos = next(c for c in options.rows[row] if c.label == choice).rect.center
    options.app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.0)


def test_a_kiosk_quit_dialog_does_not_send_the_visitor_to_continue(tmp_path, monkeypatch):
    from apistocracy_gui.engine import GameConfig
    from apistocracy_gui.gui.kiosk import QUIT_NOTE
    from apistocracy_gui.gui.scenes.quit_overlay import QuitOverlay
    from apistocracy_gui.session import Session

    app = kiosk_app(tmp_path, monkeypatch)
    assert not any(b.label == "Continue" for b in app.manager.top.buttons)
    session = Session.start(GameConfig(players=("edward", "shae"), seed=2), ["human", "easy"])
    app.go.show_game(session)
    quit_dialog = QuitOverlay(app, session)
    assert session.saved and "Continue" not in quit_dialog.note() and quit_dialog.note() == QUIT_NOTE
    app.close()


def test_a_visitor_s_options_last_until_the_title_and_the_organiser_s_stay(tmp_path, monkeypatch):
    from apistocracy_gui.gui import theme as T

    app = kiosk_app(tmp_path, monkeypatch, animation="slow")
    on_disk = (tmp_path / "options.json").read_bytes()
    options = OptionsOverlay(app)
    app.manager.push(options)
    option(options, "Mute all sound", "On")
    option(options, "Animation speed", "Off")
    option(options, "High contrast", "On")
    option(options, "Text size", "150%")
    s = app.settings
    assert s.mute and s.animation == "off" and s.high_contrast and T.high_contrast  # at once
    assert app.theme.text_scale == 1.5
    assert (tmp_path / "options.json").read_bytes() == on_disk  # the organiser's file untouched
    options.close()
    app.manager.replace(TitleScene(app))  # the game returns to the title: the next visitor
    assert app.settings is s and not s.mute and s.animation == "slow" and not s.high_contrast
    assert not T.high_contrast and app.theme.text_scale == 1.0
    app.close()


def test_outside_a_kiosk_options_are_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    app = App(Settings(), size=(1280, 720))
    app.manager.replace(TitleScene(app))
    options = OptionsOverlay(app)
    app.manager.push(options)
    option(options, "Mute all sound", "On")
    app.manager.replace(TitleScene(app))
    assert app.settings.mute and Settings.load()[0].mute
    app.close()
