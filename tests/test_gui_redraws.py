"""What a frame or a change of language need not do again (issue 53, item 5: the Options and
Rules monkeys of tests/test_gui_e2e.py spent most of their time drawing the table under the
overlay at every hover and key, and reading the rules data again at every change of language)."""

from __future__ import annotations

import pygame

from apistocracy_gui.gui import theme as T
from apistocracy_gui.gui.scenes.rules_overlay import RulesOverlay
from apistocracy_gui.gui.scenes.title import TitleScene


def pixels(app) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def test_the_scene_under_an_overlay_is_drawn_again_only_when_it_changes(app, monkeypatch):
    drawn: list[TitleScene] = []
    real = TitleScene.draw
    monkeypatch.setattr(TitleScene, "draw", lambda self, surf: (drawn.append(self), real(self, surf))[1])
    monkeypatch.setattr(TitleScene, "animating", lambda self: False)
    title = TitleScene(app)
    app.manager.replace(title)
    rules = RulesOverlay(app)
    app.manager.push(rules)
    for _ in range(3):  # the overlay changes (a hover, a key), the title does not
        rules.dirty = True
        app.frame([], 0.0)
    assert len(drawn) == 1
    kept = pixels(app)
    title.dirty = True  # the title changed: drawn again, under the same dimming
    app.frame([], 0.0)
    assert len(drawn) == 2 and pixels(app) == kept
    app.set_window_size((1280, 720))  # another size: drawn again at it
    app.frame([], 0.0)
    assert len(drawn) == 3 and app.screen.get_size() == (1280, 720)
    rules.dirty = True
    app.frame([], 0.0)
    assert len(drawn) == 3
    app.manager.pop()  # the overlay closed: the title alone, drawn again
    app.frame([], 0.0)
    assert len(drawn) == 4


def test_a_change_of_language_or_palette_keeps_the_rules_data(app, speaking):
    """forget_drawings drops the GUI's drawings, not the rules data a GUI module imports:
    the catalog was read again from its YAML at every change of language or palette (23
    times in the Options monkey, each time its About line was drawn next)."""
    from apistocracy_gui.engine import default_catalog
    from apistocracy_gui.engine.advanced import advanced_data
    from apistocracy_gui.gui import cards
    from apistocracy_gui.gui.scenes import setup  # imports default_catalog and advanced_data

    assert setup.default_catalog is default_catalog and setup.advanced_data is advanced_data
    rules, advanced = default_catalog(), advanced_data()
    for change in (lambda: speaking("de"), lambda: T.set_contrast(True), lambda: T.set_contrast(False)):
        cards.face(rules.whist[0], 100)
        assert cards.face.cache_info().currsize
        change()
        assert cards.face.cache_info().currsize == 0  # the drawings go
        assert default_catalog() is rules and advanced_data() is advanced  # the rules data stays
