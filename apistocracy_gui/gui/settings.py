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
from ..i18n import _

FILE = "options.json"
ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}

Pixels = Annotated[int, msgspec.Meta(ge=320, le=16384)]
Percent = Annotated[int, msgspec.Meta(ge=0, le=100)]
Seconds = Annotated[float, msgspec.Meta(ge=0.1, le=30.0)]
TEXT_SCALES = (100, 125, 150)  # the Text size option, percent
THINKING_TIMES = (0.5, 1.0, 2.0, 4.0)  # Hard's thinking time option, seconds


class SetupChoices(msgspec.Struct, forbid_unknown_fields=True):
    """A setup screen's last choices. The schema checks kinds; the setup screen checks that
    they still make sense (a bot or persona that no longer exists keeps its default)."""

    count: int | None = None
    mode: str | None = None
    characters: list[str] | None = None
    controllers: list[str] | None = None
    personas: list[str] | None = None
    level: str | None = None  # solo: Lady Cat's level


TextScale = Literal[100, 125, 150]  # the Text size option, in percent


class Settings(msgspec.Struct, forbid_unknown_fields=True):
    """The options file's schema and the options in memory (new options: add a field with a
    default; an older file without it still loads)."""

    window: tuple[Pixels, Pixels] = (1600, 900)
    fullscreen: bool = False
    animation: Literal["off", "fast", "normal", "slow"] = "normal"
    colorblind_marks: bool = False
    master_volume: Percent = 100
    music_volume: Percent = 50
    effects_volume: Percent = 75
    mute: bool = False
    text_scale: TextScale = 100
    # A won trick stays on the whist table until a click; by default it is collected by
    # itself after its pause (issue 52: a Continue click after every trick), and the table's
    # "Last trick" panel still shows it.
    trick_wait: bool = False
    last_setup: SetupChoices = msgspec.field(default_factory=SetupChoices)
    last_solo: SetupChoices = msgspec.field(default_factory=SetupChoices)
    reduced_motion: bool = False  # no animation, nothing flashing (issue 16)
    high_contrast: bool = False
    hints: bool = True  # the Hint button in the Season and at the whist table
    # What the Hint shows (issue 56): "judge", the move the season review rates best, or
    # "medium", the gentlest: what the Medium bot would do (labelled so in Options).
    hint_level: Literal["judge", "medium"] = "judge"
    tips: bool = True  # just-in-time tips for a new player (gui/tips.py)
    thinking_time: Seconds = 1.0  # Hard's search budget (issue 15), one of THINKING_TIMES
    # The language chosen in Options (issue 35); "" until one is: the system's is followed.
    # The pseudo-locale is for testers (`--lang qps`), never kept here.
    language: Literal["", "en", "de", "fr"] = ""

    @classmethod
    def load(cls) -> tuple[Settings, str]:
        """(the options, a message for the player when the file was refused: defaults used)."""
        s, message = userfiles.read(FILE, cls)
        if s is None:
            return cls(), (_("Options: {message} Defaults are used.").format(message=message)
                           if message else "")
        return s, ""

    def save(self) -> str:
        """Write the options; "" when saved, else why not (the options still apply now)."""
        try:
            userfiles.write(FILE, self)
        except userfiles.UnsavedError as exc:
            return _("Options apply now but are not kept: {reason}").format(reason=exc)
        return ""

    @property
    def anim_factor(self) -> float:
        """Seconds of animation per design second: 0 (everything jumps to its place) when
        the player asked for reduced motion, whatever the speed chosen."""
        return 0.0 if self.reduced_motion else ANIMATION_SPEEDS[self.animation]
