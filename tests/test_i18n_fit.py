"""Longer languages fit where English did (issue 35): the top bar's buttons grow for their
label ("Rückgängig", "Wiederholen"), and a Beehive hex breaks a long German or French word
with a hyphen, from the language's own hyphenation dictionary, rather than run off the hex."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from test_gui_season import make_app, start  # noqa: E402

from apistocracy_gui import i18n  # noqa: E402
from apistocracy_gui.gui import theme as T  # noqa: E402
from apistocracy_gui.gui.widgets import fitted_label  # noqa: E402


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def test_a_long_word_breaks_with_a_hyphen_only_in_a_language_that_hyphenates(german) -> None:
    pygame.init()
    width = T.font("sans-cond-bold", 14).size("Botschafts-")[0] + 2
    assert T.wrap("Botschaftsball", "sans-cond-bold", 14, width, i18n.hyphenations) == ["Botschafts-", "ball"]
    assert T.wrap("Premier-Dinner", "sans-cond-bold", 14, width, i18n.hyphenations)[0] == "Premier-"
    i18n.set_language("en")
    assert i18n.hyphenations("Botschaftsball") == []
    assert T.wrap("Botschaftsball", "sans-cond-bold", 14, width, i18n.hyphenations) == ["Botschaftsball"]


def test_a_word_breaks_at_its_own_hyphen_before_the_dictionary_s(german) -> None:
    """"Garden-party" broke as "Gar-", "den-par-", "ty": its own hyphen comes first."""
    i18n.set_language("fr")
    breaks = i18n.hyphenations("Garden-party")
    assert breaks[0] == ("Garden-", "party")
    assert len(breaks) > 1 and ("Garden-", "party") not in breaks[1:]  # the dictionary's after it, once


def test_the_top_bar_buttons_hold_their_german_labels_at_1280x720(german) -> None:
    app = make_app(size=(1280, 720))
    _s, scene = start(app)
    app.frame([], 0.01)
    shown = scene.buttons.shown(True)
    for b in shown:
        label = fitted_label(scene.theme, b.text, b.size, T.IVORY, b.rect.w - scene.theme.px(10))
        assert label.get_width() <= b.rect.w - scene.theme.px(10), b.text
        assert label.get_height() >= T.MIN_TEXT_PX
    for left, right in zip(shown, shown[1:], strict=False):
        assert left.rect.right < right.rect.x  # side by side, none over another
    assert shown[-1].rect.right <= app.screen.get_width()
