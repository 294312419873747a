"""Why a file could not be read or written, in the player's language (issue 35).

The OS words its errors in its own language ("Permission denied", "No space left on device"),
and msgspec words a schema failure in English ("Expected `int`, got `str` - at `$.seed`"):
either, put into a sentence of the game, would leave a German player a German sentence with
an English hole in it. So every message about a file takes its reason from here: an OS error
by its errno (the common ones each have their own words, any other is named by its code), a
schema failure as a sentence that keeps only the JSON path of the field (`$.config.seed`,
which is not prose), and a JSON text that does not parse as where it breaks.

An OS reason is a `Reason` (a message id and a code), worded when it is shown, so one kept
for the whole run (the data directory's problem, probed once) reads in the language chosen
since. No pygame: the engine's save check and the terminal use it too.
"""

from __future__ import annotations

import errno
import re
from dataclasses import dataclass

import msgspec

from .i18n import N_, _, number

# The common errnos' reasons; names, since not every OS has every errno (EDQUOT on Windows).
COMMON_REASONS = {
    "EACCES": N_("permission denied"),
    "EPERM": N_("permission denied"),
    "ENOSPC": N_("no space left on the disk"),
    "EDQUOT": N_("the disk quota is used up"),
    "EROFS": N_("the disk is read-only"),
    "ENOENT": N_("no such file or folder"),
    "ENOTDIR": N_("part of the path is not a folder"),
    "EISDIR": N_("it is a folder, not a file"),
    "EEXIST": N_("something of that name is already there"),
    "ENAMETOOLONG": N_("the name is too long"),
    "EIO": N_("the disk could not be read or written"),
    "EBUSY": N_("the file is in use"),
}
OS_REASONS = {getattr(errno, name): msgid for name, msgid in COMMON_REASONS.items() if hasattr(errno, name)}
OTHER = N_("a system error ({code})")  # {code}: the errno's name (ETIMEDOUT), else the error's type

_MISSING = re.compile(r"Object missing required field `(.*)`", re.S)
_UNKNOWN = re.compile(r"Object contains unknown field `(.*)`", re.S)
_AT_BYTE = re.compile(r"\(byte (\d+)\)")


@dataclass(frozen=True)
class Reason:
    """Why a file call failed, as a message id (and the code the fallback names), worded in
    the language spoken when it is shown: `str(reason)`, or `{reason}` in a sentence."""

    msgid: str
    code: str = ""

    def __str__(self) -> str:
        return _(self.msgid).format(code=self.code)


def of_errno(code: int) -> Reason:
    """The reason for an errno (also where a check found it and no call raised it)."""
    if code in OS_REASONS:
        return Reason(OS_REASONS[code])
    return Reason(OTHER, errno.errorcode.get(code, str(code)))


def of(exc: BaseException) -> Reason:
    """Why a file call raised `exc`: by its errno for an OSError, else by the error's type
    (an unexpected error on the writer thread)."""
    if isinstance(exc, OSError) and exc.errno is not None:
        return of_errno(exc.errno)
    return Reason(OTHER, type(exc).__name__)


def schema(exc: msgspec.ValidationError) -> str:
    """A schema failure as a sentence naming the field by its JSON path: a field missing, a
    field the game does not know, or a value of the wrong kind or out of range."""
    message, _at, path = str(exc).partition(" - at ")
    path = path.strip("`") or "$"
    if found := _MISSING.fullmatch(message):
        return _("the field {field} is missing").format(field=f"{path}.{found[1]}")
    if found := _UNKNOWN.fullmatch(message):
        return _("the field {field} is not one the game knows").format(field=f"{path}.{found[1]}")
    return _("the value at {field} is not what the game expects").format(field=path)


def damaged(exc: Exception) -> str:
    """Where a JSON text stops parsing (msgspec's DecodeError says at which byte, or that the
    text was cut short); a RecursionError or anything else: that it is damaged."""
    message = str(exc)
    if "truncated" in message:
        return _("the text ends too soon")
    if found := _AT_BYTE.search(message):
        return _("the text is damaged at byte {n}").format(n=number(int(found[1])))
    return _("the text is damaged")
