"""Player options, kept in `options.json` in the user's data directory (`userfiles`).

The file is read through a typed schema: a value of the wrong kind, an unknown field or a
damaged file sets the file aside with a message naming the field, and the defaults are used;
an options file never stops the window from opening. Saving may fail (a read-only or full
disk): `save()` then returns the player's message instead of raising.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from .. import userfiles

FILE = "options.json"
ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}

Pixels = Annotated[int, msgspec.Meta(ge=320, le=16384)]


class Settings(msgspec.Struct, forbid_unknown_fields=True):
    """The options file's schema and the options in memory (new options: add a field with a
    default; an older file without it still loads)."""

    window: tuple[Pixels, Pixels] = (1600, 900)
    fullscreen: bool = False
    animation: Literal["off", "fast", "normal", "slow"] = "normal"
    colorblind_marks: bool = False

    @classmethod
    def load(cls) -> tuple[Settings, str]:
        """(the options, a message for the player when the file was refused: defaults used)."""
        s, message = userfiles.read(FILE, cls)
        if s is None:
            return cls(), f"Options: {message} Defaults are used." if message else ""
        return s, ""

    def save(self) -> str:
        """Write the options; "" when saved, else why not (the options still apply now)."""
        try:
            userfiles.write(FILE, self)
        except userfiles.UnsavedError as exc:
            return f"Options apply now but are not kept: {exc}"
        return ""

    @property
    def anim_factor(self) -> float:
        return ANIMATION_SPEEDS[self.animation]
