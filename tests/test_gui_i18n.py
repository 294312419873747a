"""Choosing the language in the window (issue 35): Options' Language row applies at once on
every screen and is kept; `--lang` for the window and the terminal; the first start follows
the system. (conftest.py puts every test back in English.)
"""

from __future__ import annotations

import json

import pygame
import pytest

from apistocracy_gui import i18n
from apistocracy_gui.gui import theme as T
from apistocracy_gui.gui.scenes.options_overlay import OptionsOverlay
from apistocracy_gui.gui.scenes.title import TitleScene
from apistocracy_gui.gui.settings import FILE, Settings


def click(app, pos) -> None:
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        extra = {} if kind == pygame.MOUSEMOTION else {"button": 1}
        app.frame([pygame.event.Event(kind, pos=pos, **extra)], 0.01)


def drawn(app, monkeypatch) -> set[str]:
    """Every string the next frame draws."""
    record: list[tuple[str, str, int]] = []
    monkeypatch.setattr(T, "RECORD", record)
    for scene in app.manager.stack:
        scene.dirty = True
    app.frame([], 0.01)
    monkeypatch.setattr(T, "RECORD", None)
    return {s for what, s, _px in record if what == "text"}


def choose(app, over: OptionsOverlay, name: str) -> None:
    over.layout()
    row = over.rows[over.ROWS.index("Language")]
    click(app, next(b for b in row if b.label == name).rect.center)


def test_the_language_choice_applies_at_once_and_is_kept(app, monkeypatch) -> None:
    app.manager.replace(TitleScene(app))
    over = OptionsOverlay(app)
    app.manager.push(over)
    words = drawn(app, monkeypatch)
    assert "New game" in words and "Options" in words and "Language" in words
    before = i18n.generation()
    choose(app, over, "Deutsch")
    assert i18n.language() == "de" and i18n.generation() > before
    words = drawn(app, monkeypatch)
    assert "Neue Partie" in words and "New game" not in words  # the title under the overlay too
    assert "Optionen" in words and "Sprache" in words and "Schließen" in words
    assert Settings.load()[0].language == "de"
    chosen = over.rows[over.ROWS.index("Language")]
    assert [b.selected for b in chosen] == [False, True, False]
    choose(app, over, "Français")
    words = drawn(app, monkeypatch)
    assert "Nouvelle partie" in words and "Langue" in words and "Neue Partie" not in words
    choose(app, over, "English")
    assert "New game" in drawn(app, monkeypatch) and Settings.load()[0].language == "en"


def test_an_options_file_without_a_language_still_loads(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    Settings(mute=True).save()
    path = next(tmp_path.rglob(FILE))
    stored = json.loads(path.read_text(encoding="utf-8"))
    stored.pop("language")
    path.write_text(json.dumps(stored), encoding="utf-8")
    settings, message = Settings.load()
    assert (message, settings.mute, settings.language) == ("", True, "")


def test_a_language_the_game_does_not_speak_is_refused_in_the_file(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    Settings().save()
    path = next(tmp_path.rglob(FILE))
    stored = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**stored, "language": "qps"}), encoding="utf-8")
    settings, message = Settings.load()
    assert settings.language == "" and "language" in message


@pytest.mark.parametrize(("flag", "saved", "system", "expected"), [
    ("fr", "de", "en", "fr"), (None, "de", "fr", "de"), (None, "", "fr", "fr"), (None, "", "ja", "en"),
    ("qps", "", "en", "qps")])
def test_the_language_is_the_flags_then_the_saved_then_the_systems(flag, saved, system, expected,
                                                                    monkeypatch) -> None:
    monkeypatch.setenv("LANGUAGE", system)
    i18n.choose(flag, saved)
    assert i18n.language() == expected


def test_lang_parses_for_the_window_and_the_terminal(capsys) -> None:
    from apistocracy_gui.app import build_parser
    from apistocracy_gui.text import build_parser as text_parser

    assert build_parser().parse_args(["--lang", "de"]).lang == "de"
    assert build_parser().parse_args([]).lang is None
    assert text_parser().parse_args(["--lang", "qps"]).lang == "qps"
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--lang", "xx"])
    assert "--lang" in capsys.readouterr().err


def test_the_terminal_speaks_the_language_of_lang(capsys) -> None:
    from apistocracy_gui.text import main

    assert main(["--lang", "de", "--players", "edward:random,tuesday:random", "--seed", "5"]) == 0
    assert i18n.language() == "de" and "Sieg: " in capsys.readouterr().out


def test_the_pseudo_locale_shows_on_the_title(app, monkeypatch) -> None:
    i18n.set_language("qps")
    app.manager.replace(TitleScene(app))
    words = drawn(app, monkeypatch)
    assert i18n.pseudo("New game") in words and "New game" not in words
