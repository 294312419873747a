"""The game's version, from its one place: `[project] version` in pyproject.toml.

An installed game (a wheel, an sdist, pipx) reads it from the metadata pip recorded,
`importlib.metadata`. A source checkout and the PyInstaller bundle (which copies
pyproject.toml beside the rules data) read the file itself, and do so first: in a checkout,
installed metadata may be an editable install's from before the last version bump, or
belong to another checkout on the same path. The version names a release for players and
bug reports; whether a save can be continued is decided by the rules data's digest
(`Catalog.digest`), not by this number.
"""

from __future__ import annotations

import argparse
import tomllib
from functools import cache
from importlib import metadata

from .i18n import _
from .resources import root

DISTRIBUTION = "apistocracy-gui"
UNKNOWN = "0+unknown"  # neither pyproject.toml nor installed metadata: a copied-out folder


@cache
def version() -> str:
    """This copy's version, e.g. "0.1.0"."""
    try:
        with open(root() / "pyproject.toml", "rb") as f:
            project = tomllib.load(f).get("project", {})
        found = project.get("version")
        if project.get("name") == DISTRIBUTION and isinstance(found, str):
            return found
    except (OSError, tomllib.TOMLDecodeError):
        pass  # installed: no pyproject.toml beside the data
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return UNKNOWN


def about() -> tuple[str, str]:
    """("Apistocracy 0.1.0", "Rules data 67335c996d712e12"): the two facts a bug report
    needs, for the About line in Options and the self-test's first line."""
    from .engine import RulesDataError, default_catalog

    try:
        rules = _("Rules data {digest}").format(digest=default_catalog().digest)
    except RulesDataError:
        rules = _("Rules data broken")
    return f"Apistocracy {version()}", rules


def add_flag(parser: argparse.ArgumentParser) -> None:
    """`--version` on a command line: prints "apistocracy 0.1.0" and exits 0 (its help in our
    words: argparse's own, "show program's version number and exit", is not in its catalog)."""
    parser.add_argument("--version", action="version", version=f"apistocracy {version()}",
                        help=_("show the game's version and exit"))
