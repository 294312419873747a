"""Where the game's read-only files live: `rules_data/`, `assets/` and `locale/`.

In the repository they sit beside the package, where the designers edit them. Installed (a
wheel, an sdist, pipx) they are package data inside it, `apistocracy_gui/rules_data/`,
`apistocracy_gui/assets/` and `apistocracy_gui/locale/` (pyproject.toml maps the three folders
there; `locale/` holds the translations' catalogs, compiled `.mo` files included), found through
`importlib.resources`. In the PyInstaller bundle they are copied into the bundle's own
folder, which the frozen app finds as `sys._MEIPASS`. Every module that opens a data or
asset file asks here, so one lookup serves a checkout (editable install included), an
installed game and the bundle, and a bundle never reaches outside its folder.
"""

from __future__ import annotations

import sys
from importlib import resources
from pathlib import Path

DATA_DIRS = ("rules_data", "assets", "locale")  # the read-only trees, by their folder names


def root() -> Path:
    """The folder holding `rules_data/`, `assets/` and `locale/`: the bundle's, the installed package's,
    or the checkout's (the package's parent)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    # A package on disk is a Path; the game reads fonts and art by file name, so a package
    # imported from a zip has no usable data and falls through to a clear "cannot read".
    package = resources.files(__name__.rpartition(".")[0])
    if isinstance(package, Path) and all((package / d).is_dir() for d in DATA_DIRS):
        return package
    return Path(__file__).resolve().parent.parent


RULES_DATA = root() / "rules_data"
ASSETS = root() / "assets"
LOCALE = root() / "locale"
