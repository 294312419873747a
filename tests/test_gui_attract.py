"""The demo's attract band (issue 55 item 4): what just happened in letters read from two
metres, "Touch to play" and a language picker, cut by any touch, click, key or pad button,
and clear of the hand at 1280x720."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from gui_driver import down, move, up  # noqa: E402

from apistocracy_gui import i18n  # noqa: E402
from apistocracy_gui.gui import attract  # noqa: E402
from apistocracy_gui.gui import theme as T  # noqa: E402
from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.scene import scene_buttons  # noqa: E402
from apistocracy_gui.gui.scenes.season import SeasonScene  # noqa: E402
from apistocracy_gui.gui.scenes.setup import SetupScene  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    yield
    i18n.set_language("en")


def demo(size: tuple[int, int] = (1280, 720), kiosk: bool = False, moves: int = 6) -> App:
    """A demo some computer moves in, drawn."""
    app = App(Settings(animation="off"), size=size, kiosk=kiosk)
    app.manager.replace(TitleScene(app))
    app.idle.start_demo()
    for _ in range(2000):
        if len(app.session.game.actions_taken) >= moves:
            break
        app.frame([], 0.25)
    app.manager.top.dirty = True
    app.frame([], 0.0)
    return app


def drawn_text(monkeypatch) -> list[tuple[str, int]]:
    """Every line rendered from now on, with its size in pixels."""
    seen: list[tuple[str, int]] = []
    real = T.text

    def text(s, kind, px, color):
        seen.append((s, px))
        return real(s, kind, px, color)

    monkeypatch.setattr(T, "text", text)
    return seen


def test_the_band_says_the_newest_public_line_in_letters_read_from_two_metres(monkeypatch):
    """Before: a 20 px "press any key" bar and no word of what the computer players did."""
    app = demo((1920, 1080))
    seen = drawn_text(monkeypatch)
    app.manager.top.dirty = True
    app.frame([], 0.0)
    g = app.session.game
    public = [line for e in g.events_for(None) if (line := g.describe(e))]
    assert app.idle.attract.lines() == public[-2:]  # (a computer may have moved in that frame)
    sizes = dict(seen)
    assert sizes[public[-1]] >= 40  # 40 px at 1920x1080: read from two metres
    assert sizes["Touch to play"] >= 40
    assert {"English", "Deutsch", "Français"} <= set(sizes)


def test_the_band_leaves_the_hand_in_view_at_1280x720():
    app = demo()
    season = app.manager.top
    assert isinstance(season, SeasonScene)
    hand = season.layout().hand_area
    assert app.idle.attract.rect.h > 0 and not app.idle.attract.rect.colliderect(hand)


def finger(kind: int, pos: tuple[int, int], size: tuple[int, int] = (1280, 720)) -> pygame.event.Event:
    return pygame.event.Event(kind, x=pos[0] / size[0], y=pos[1] / size[1], dx=0.0, dy=0.0, touch_id=1,
                              finger_id=0, pressure=1.0, window=None)


def touch(pos: tuple[int, int], size: tuple[int, int] = (1280, 720)) -> list[pygame.event.Event]:
    """A tap as SDL delivers it: the mouse's twins (marked `touch`) before each finger event;
    the finger's place is a fraction of the window's `size` (a kiosk's is the whole screen)."""
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True),
            finger(pygame.FINGERDOWN, pos, size),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=True),
            finger(pygame.FINGERUP, pos, size)]


PRESSES = {
    "a finger": lambda pos: [finger(pygame.FINGERDOWN, pos), finger(pygame.FINGERUP, pos)],
    "a tap with its mouse twins": touch,
    "a pad's button": lambda pos: [
        pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=0, instance_id=0),
        pygame.event.Event(pygame.JOYBUTTONDOWN, button=0, instance_id=0, joy=0),
        pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=0, instance_id=0),
        pygame.event.Event(pygame.JOYBUTTONUP, button=0, instance_id=0, joy=0)],
    "a click": lambda pos: [move(pos), down(pos), up(pos)],
}


@pytest.mark.parametrize("what", list(PRESSES))
def test_any_touch_or_pad_button_cuts_the_demo_and_the_title_does_not_act_on_it(what):
    """Before: a touch or a pad's button left the demo playing. The gesture is aimed at the
    title's New game: its release must not open the setup."""
    app = demo()
    title = TitleScene(app)  # where New game will be: the title laid out in this window
    app.manager.push(title)
    app.frame([], 0.0)
    pos = next(b for b in scene_buttons(title) if b.label == "New game").rect.center
    app.manager.pop()
    app.frame([], 0.0)
    assert app.idle.demo
    for event in PRESSES[what](pos):
        app.frame([event], 0.016)
    app.frame([], 0.016)
    assert not app.idle.demo and isinstance(app.manager.top, TitleScene), what
    assert not isinstance(app.manager.top, SetupScene) and len(app.manager.stack) == 1


@pytest.mark.parametrize("kiosk", [False, True])
def test_a_press_on_a_language_plays_in_it_and_a_kiosk_forgets_it_for_the_next_visitor(kiosk):
    app = demo(kiosk=kiosk)
    german = next(b for b in app.idle.attract.languages if b.label == "de")
    for event in touch(german.rect.center, app.screen.get_size()):
        app.frame([event], 0.016)
    assert isinstance(app.manager.top, TitleScene) and not app.idle.demo
    assert i18n.language() == "de"
    assert "Neue Partie" in [b.text for b in scene_buttons(app.manager.top)]
    app.manager.replace(TitleScene(app))  # the visitor leaves: at a kiosk, the booth's language again
    assert i18n.language() == ("en" if kiosk else "de")
    assert app.settings.language == (Settings().language if kiosk else "de")


def test_the_band_names_its_call_through_the_catalogs():
    for code in ("de", "fr"):
        i18n.set_language(code)
        assert i18n._(attract.TOUCH) != attract.TOUCH
