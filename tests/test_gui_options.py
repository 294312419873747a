"""Options tell the truth about the window (issue 32, item 7): the size highlighted is the
window's real one (`--size 1280x720`), not the size saved in the options file."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.scenes.overlays import OptionsOverlay  # noqa: E402
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
