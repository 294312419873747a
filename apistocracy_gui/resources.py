"""Where the game's read-only files live: `rules_data/` and `assets/`.

From a source checkout they sit beside the package; in the PyInstaller bundle they are
copied into the bundle's own folder, which the frozen app finds as `sys._MEIPASS`. Every
module that opens a data or asset file asks here, so a bundle never reaches outside its
folder for them.
"""

from __future__ import annotations

import sys
from pathlib import Path


def root() -> Path:
    """The folder holding `rules_data/` and `assets/`."""
    frozen = getattr(sys, "_MEIPASS", None)
    return Path(frozen) if frozen else Path(__file__).resolve().parent.parent


RULES_DATA = root() / "rules_data"
ASSETS = root() / "assets"
