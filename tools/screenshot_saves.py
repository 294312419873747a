"""The saved-games pictures of tools/screenshot.py (issue 32), in a throwaway data folder:

* saves_list: Saved games with four seasons (standard, hotseat, solo, the tutorial's) and a
  slot whose file is a folder;
* saves_title: the title over them (the folder named; Continue's tooltip);
* saves_delete: Delete asking first;
* saves_replace: every slot taken, New game asks which season to replace;
* saves_title_unusable: the title when the data folder cannot be used (Continue greyed).
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

import pygame

from apistocracy_gui import slots, userfiles
from apistocracy_gui.engine import GameConfig
from apistocracy_gui.gui.scenes.saved_games import DeleteOverlay, ReplaceOverlay, SavedGamesScene
from apistocracy_gui.gui.scenes.setup import SetupScene
from apistocracy_gui.gui.scenes.title import TitleScene
from apistocracy_gui.i18n import N_, _
from apistocracy_gui.session import Session

SEASONS: tuple[tuple[tuple[str, ...], list[str], str, int], ...] = (
    (("edward", "tuesday"), ["human", "medium"], "standard", 2),
    (("shae", "alexandria", "edward"), ["human", "human", "hard"], "advanced", 3),
    (("tuesday",), ["human"], "solo", 1),
    (("edward", "tuesday"), ["human", "easy"], "standard", 4),
)


def saves_shots(sh: Any) -> None:
    before = os.environ.get("APISTOCRACY_HOME")
    with tempfile.TemporaryDirectory() as tmp:
        try:
            _shots(sh, Path(tmp))
        finally:
            userfiles.flush()
            if before is None:
                os.environ.pop("APISTOCRACY_HOME", None)
            else:
                os.environ["APISTOCRACY_HOME"] = before


def _season(sh: Any, slot: str, players: tuple[str, ...], controllers: list[str], mode: str,
            week: int, tutorial: bool = False) -> None:
    s = Session.start(GameConfig(players=players, mode=mode, seed=sh.seed), list(controllers), slot=slot)
    s.tutorial = tutorial
    sh.play_until(s, lambda: s.game.st.week >= week)
    s.autosave()
    s.flush()


def _shots(sh: Any, home: Path) -> None:
    app = sh.app
    os.environ["APISTOCRACY_HOME"] = str(home)
    for name, (players, controllers, mode, week) in zip(slots.NAMES, SEASONS, strict=False):
        _season(sh, name, players, controllers, mode, week, tutorial=week == 4)
    (home / slots.NAMES[-1]).mkdir()  # a slot whose file is a folder
    title = TitleScene(app)
    sh.shot("saves_title", title)
    cont = title.resume_button
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=cont.rect.center, rel=(1, 1), buttons=(0, 0, 0))],
              0.0)
    sh.shot("saves_title_continue_hint")
    listing = SavedGamesScene(app)
    sh.shot("saves_list", listing)
    sh.shot("saves_delete", listing, DeleteOverlay(app, listing, listing.shelf.games[0]))
    (home / slots.NAMES[-1]).rmdir()
    _season(sh, slots.NAMES[-1], ("alexandria", "shae"), ["human", "random"], "standard", 1)
    setup = SetupScene(app, seed=sh.seed)
    sh.shot("saves_replace", setup, ReplaceOverlay(app, slots.scan(), lambda _slot: None))
    locked = home / "locked"
    locked.mkdir()
    locked.chmod(0)
    os.environ["APISTOCRACY_HOME"] = str(locked)
    home_now = userfiles.home()
    if home_now.readable:  # root reads any folder: show the message as a player sees it
        object.__setattr__(home_now, "readable", False)
        object.__setattr__(home_now, "why", N_("{path} cannot be used ({reason})"))
        object.__setattr__(home_now, "reason", "Permission denied")
    app.message = _("Saving is off: {reason}.").format(reason=home_now.problem)
    sh.shot("saves_title_unusable", TitleScene(app))
    locked.chmod(0o755)
    userfiles._probe.cache_clear()
