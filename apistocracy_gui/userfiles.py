"""The files the game keeps on this computer: the one way to read and write them.

Every user file (options, autosave, best scores, statistics) goes through this module, so
each gets the same guarantees (issue 10):

* **Where.** `home()` is the data directory: `$APISTOCRACY_HOME` when set, else the OS's
  place for application data from `platformdirs` (`~/.local/share/apistocracy` on Linux,
  `~/Library/Application Support/apistocracy` on macOS, `%LOCALAPPDATA%\\apistocracy` on
  Windows). It is probed once per location: when it cannot be created or written (a regular
  file, a read-only folder, no home at all), `home().problem` says why, the title screen
  reports it once, and every `write` raises `UnsavedError` with that reason: the game runs
  on with saving off and never crashes.
* **Reading is schema-checked.** `read(name, Schema)` decodes into a `msgspec.Struct` (or any
  type msgspec knows) with exact types; declare structs with `forbid_unknown_fields=True`.
  Before parsing, the size (`max_bytes`) and the nesting depth (`MAX_DEPTH`) are checked, so a
  hostile file costs neither memory nor a `RecursionError`. A file that fails any check is set
  aside (`aside()`: `options.bad-2026-11-30.json`, never overwriting an earlier one) and the
  message names the file and the field (`options.json: the value at $.window[0] is not what
  the game expects`), in the player's language: every reason, the OS's and msgspec's too, is
  worded by `reasons`.
* **Every file-system call on user data is here.** A folder another user owns (mode 000),
  a stick with bad permissions or a saved game that is a folder raises `PermissionError` or
  `IsADirectoryError` from the plainest call (`Path.is_file()` included), so the rest of the
  game asks this module: `status()` says what is at a path, `read_bytes()`, `modified()` and
  `remove()` turn every `OSError` into a sentence. A data folder that cannot even be listed
  (`Home.readable` false) reads as empty: the title has said once that it cannot be used.
* **Writing is atomic and durable.** `write(name, value)` / `write_bytes(path, data)` write a
  temp file unique to the process in the same directory, flush and fsync it, `os.replace` it
  over the target and fsync the directory where the OS allows: a crash, a kill -9 or a full
  disk at any moment leaves the old file or the new one, never a broken one, and two running
  copies of the game never share a temp file.
* **Writing off the frame loop.** `write_later(name, value, done)` encodes `value` at once (a
  snapshot) and hands the bytes to one background writer thread, because the fsyncs take
  18-37 ms, a visible hitch when an autosave runs between two frames. The newest data for a
  file wins: data still waiting is replaced, never written after newer data. `done` hears the
  outcome on the writer thread; `flush()` waits for everything queued, and `read()` flushes
  first, so a read always sees the last write.

Typical use (a new file kind, e.g. statistics)::

    class Stats(msgspec.Struct, forbid_unknown_fields=True):
        games: int = 0

    stats, message = userfiles.read("stats.json", Stats)   # None + message when damaged
    try:
        userfiles.write("stats.json", stats or Stats())
    except userfiles.UnsavedError as exc:
        show(str(exc))                                      # a sentence for the player
"""

from __future__ import annotations

import contextlib
import datetime
import os
import re
import stat
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

import msgspec
import platformdirs

from . import reasons
from .i18n import N_, _, number
from .reasons import Reason

T = TypeVar("T")

APP = "apistocracy"
MAX_BYTES = 1 << 20  # 1 MiB: an autosave of a whole 4-player game is about 10 KiB
MAX_DEPTH = 32  # our files nest 4 deep; anything deeper is not ours
STALE_TEMP_SECONDS = 3600  # temp files a killed process left behind are removed after this


class UnsavedError(OSError):
    """A user file could not be written; str() is a sentence for the player."""


@dataclass(frozen=True)
class Home:
    """The data directory, and why files cannot be kept there ("" when they can).

    The probe is made once per location, the sentence in the language spoken when it is
    read: `why` is its English message id, `{path}` and `{reason}` its placeholders."""

    path: Path
    why: str = ""
    reason: Reason | None = None  # the system's ("permission denied"), worded when read
    readable: bool = True  # False: not even listed (mode 000); every read is then empty

    @property
    def problem(self) -> str:
        return _(self.why).format(path=self.path, reason=self.reason) if self.why else ""

    @property
    def usable(self) -> bool:
        return not self.why


def data_dir() -> Path:
    """Where the files live: $APISTOCRACY_HOME, else the OS's user data directory."""
    base = os.environ.get("APISTOCRACY_HOME")
    if base:
        return Path(base)
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def home() -> Home:
    """The data directory and its state, probed once per location."""
    return _probe(data_dir())


@cache
def _probe(path: Path) -> Home:
    if not path.is_absolute():
        return Home(path, N_("no folder for saved games (home directory unknown: {path})"))
    kind, why = status(path)
    if kind == "unknown":  # a parent folder that cannot be searched
        return Home(path, N_("{path} cannot be used ({reason})"), why, readable=False)
    if kind not in ("missing", "folder"):
        return Home(path, N_("{path} is a file, not a folder"))
    try:
        path.mkdir(parents=True, exist_ok=True)
        with os.scandir(path):
            pass
    except OSError as exc:
        return Home(path, N_("{path} cannot be used ({reason})"), reasons.of(exc), readable=False)
    try:
        fd, probe = tempfile.mkstemp(dir=path, prefix=".probe-", suffix=".tmp")
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return Home(path, N_("{path} cannot be written ({reason})"), reasons.of(exc))
    _remove_stale_temps(path)
    return Home(path)


def _remove_stale_temps(path: Path) -> None:
    """Temp files of processes killed mid-write: never read, removed once they are old."""
    now = time.time()
    with contextlib.suppress(OSError):
        for tmp in path.glob(".*.tmp"):
            with contextlib.suppress(OSError):
                if now - tmp.stat().st_mtime > STALE_TEMP_SECONDS:
                    tmp.unlink()


def status(path: Path | str) -> tuple[str, Reason | None]:
    """What is at `path`: ("missing" | "file" | "folder" | "other" | "unknown", why unknown).
    Never raises: "unknown" (with the reason) where the folder above cannot be searched."""
    try:
        mode = os.stat(path).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return "missing", None
    except (OSError, ValueError) as exc:
        return "unknown", reasons.of(exc)
    if stat.S_ISDIR(mode):
        return "folder", None
    return ("file" if stat.S_ISREG(mode) else "other"), None


def modified(name: str) -> float | None:
    """When `name` of the data directory was last written (seconds), None when unknown."""
    try:
        return os.stat(data_dir() / name).st_mtime
    except (OSError, ValueError):
        return None


def remove(name: str) -> str:
    """Delete `name` of the data directory: "" when it is gone, else why not (a sentence)."""
    flush()
    try:
        os.unlink(data_dir() / name)
    except FileNotFoundError:
        return ""
    except OSError as exc:
        return _("{file} could not be deleted ({reason})").format(file=name, reason=reasons.of(exc))
    _sync_dir(data_dir())
    return ""


def read_bytes(path: Path | str, max_bytes: int = MAX_BYTES) -> bytes:
    """At most `max_bytes + 1` bytes of any file (a save file the player names, `~` allowed);
    OSError with a sentence (which file, what is wrong) when it cannot be read."""
    try:
        path = Path(path).expanduser()
        with open(path, "rb") as f:
            return f.read(max_bytes + 1)
    except IsADirectoryError:
        raise OSError(_("{path} is a folder, not a file").format(path=path)) from None
    except FileNotFoundError:
        raise OSError(_("{path} does not exist").format(path=path)) from None
    except RuntimeError:  # "~" with no home directory
        raise OSError(_("{path} could not be read (there is no home folder for ~)").format(
            path=path)) from None
    except OSError as exc:
        why = reasons.of(exc)
        raise OSError(_("{path} could not be read ({reason})").format(path=path, reason=why)) from exc


# --------------------------------------------------------------------------- reading
_STRINGS = re.compile(rb'"(?:[^"\\]|\\.)*"', re.S)
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")


def too_deep(data: bytes, limit: int = MAX_DEPTH) -> bool:
    """Whether JSON text nests arrays/objects deeper than `limit`, found without parsing it
    (a parser recurses, so the check must come first). Strings are skipped; each pass removes
    the innermost empty pairs at C speed."""
    brackets = _STRINGS.sub(b"", data).translate(None, _NOT_BRACKETS)
    for _step in range(limit):
        shrunk = brackets.replace(b"[]", b"").replace(b"{}", b"")
        if shrunk == brackets:
            return False  # balanced and shallow, or malformed: the parser will say which
        brackets = shrunk
    return bool(brackets)


def decode(data: bytes, schema: type[T], name: str, max_bytes: int = MAX_BYTES) -> T:
    """JSON bytes as `schema`, or ValueError with a message naming `name` and the field."""
    if len(data) > max_bytes:
        raise ValueError(_("{file}: too large ({size} bytes, at most {limit})").format(
            file=name, size=number(len(data)), limit=number(max_bytes)))
    if too_deep(data):
        raise ValueError(_("{file}: nested more than {depth} levels deep").format(file=name, depth=MAX_DEPTH))
    try:
        return msgspec.json.decode(data, type=schema, strict=True)
    except msgspec.ValidationError as exc:
        raise ValueError(_("{file}: {reason}").format(file=name, reason=reasons.schema(exc))) from exc
    except (msgspec.DecodeError, RecursionError) as exc:
        raise ValueError(_("{file}: not valid JSON ({reason})").format(
            file=name, reason=reasons.damaged(exc))) from exc


def read(name: str, schema: type[T], max_bytes: int = MAX_BYTES,
         kind: str = "bad") -> tuple[T | None, str]:
    """(the file `name` of the data directory as `schema`, or None; a message for the player).

    A missing file is (None, ""). A file that cannot be read is (None, message) and stays
    where it is. A file that fails a check is set aside with `aside(name, kind)` first, so it
    is never read again nor overwritten."""
    flush()
    if not home().readable:  # the title says once that the folder cannot be used
        return None, ""
    path = data_dir() / name
    try:
        with open(path, "rb") as f:
            data = f.read(max_bytes + 1)
    except FileNotFoundError:
        return None, ""
    except IsADirectoryError:
        return None, _("{file} in {folder} is a folder, not a file: it is left as it was").format(
            file=name, folder=path.parent)
    except OSError as exc:
        return None, _("{file} could not be read ({reason})").format(file=name, reason=reasons.of(exc))
    try:
        return decode(data, schema, name, max_bytes), ""
    except ValueError as exc:
        return None, f"{exc}. {aside(name, kind)}"


def aside(name: str, kind: str = "bad") -> str:
    """Move `name` out of the way as `<stem>.<kind>-<date>.json` (a free name: an earlier
    one is never replaced) and say where it went, for the player."""
    path = data_dir() / name
    stamp = datetime.date.today().isoformat()
    for n in range(1, 1000):
        target = path.with_name(f"{path.stem}.{kind}-{stamp}{'' if n == 1 else f'-{n}'}{path.suffix}")
        if status(target)[0] != "missing":
            continue
        try:
            os.rename(path, target)  # never onto an existing name (link() is not everywhere)
        except OSError as exc:
            return _("It could not be moved aside ({reason}) and is left as it was.").format(
                reason=reasons.of(exc))
        return _("It was set aside as {file}.").format(file=target)
    return _("It is left as it was.")


# --------------------------------------------------------------------------- writing
def encode(value: Any) -> bytes:
    """`value` (structs, dicts, lists, ...) as the JSON we write: compact, UTF-8."""
    return msgspec.json.encode(value)


def write(name: str, value: Any) -> None:
    """Write `value` as JSON to `name` in the data directory, atomically and durably.

    Raises UnsavedError (a sentence for the player) when the location is unusable or the
    write fails; the previous file, if any, is then left untouched."""
    where = home()
    if not where.usable:
        raise UnsavedError(_("Saving is off: {reason}.").format(reason=where.problem))
    write_bytes(where.path / name, encode(value))


def write_bytes(path: Path | str, data: bytes) -> None:
    """Replace `path` with `data` atomically and durably (any path: `--save FILE` too)."""
    path = Path(path)
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent or ".", prefix=f".{path.name}.{os.getpid()}.",
                                   suffix=".tmp")
    except OSError as exc:
        raise UnsavedError(unsaved(path, exc)) from exc
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise UnsavedError(unsaved(path, exc)) from exc
    _sync_dir(path.parent)


def unsaved(path: Path, exc: BaseException) -> str:
    """Why `path` was not written, for the player."""
    return _("{path} could not be saved ({reason})").format(path=path, reason=reasons.of(exc))


def _sync_dir(path: Path) -> None:
    """Make the rename itself durable (POSIX; Windows cannot open a directory for this)."""
    if os.name == "nt":
        return
    with contextlib.suppress(OSError):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


# --------------------------------------------------------------------------- writing later
Done = Callable[[str], None]  # hears "" (written) or why not (a sentence for the player)


class Writer:
    """One thread that writes files with `write_bytes`, newest data first to go: what is
    queued for a path replaces what still waits for it, and the writes of one path happen in
    the order they were queued. Started on the first write; a daemon, so a process that
    exits without `flush()` can lose only the queued data, never a whole file (each write is
    atomic)."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._queue: dict[Path, tuple[bytes, Done | None]] = {}
        self._writing = False
        self._thread: threading.Thread | None = None

    def submit(self, path: Path, data: bytes, done: Done | None = None) -> None:
        with self._cond:
            self._queue[path] = (data, done)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="userfiles-writer", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything queued is written (or has failed) and its `done` has run;
        False if `timeout` seconds passed first."""
        if threading.current_thread() is self._thread:
            return False  # a `done` that reads a file must not wait for itself
        with self._cond:
            return self._cond.wait_for(lambda: not self._queue and not self._writing, timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._queue))
                path = next(iter(self._queue))
                data, done = self._queue.pop(path)
                self._writing = True
            problem = ""
            try:
                write_bytes(path, data)
            except UnsavedError as exc:
                problem = str(exc)
            except Exception as exc:  # the thread must live on, and the player hear why
                problem = unsaved(path, exc)
            try:
                if done is not None:
                    done(problem)
            finally:
                with self._cond:
                    self._writing = False
                    self._cond.notify_all()


WRITER = Writer()


def write_later(name: str, value: Any, done: Done | None = None) -> None:
    """Queue `value` as JSON for `name` in the data directory: encoded now, written atomically
    and durably by the writer thread. Raises UnsavedError at once when the location is
    unusable; a write that fails later tells `done`."""
    where = home()
    if not where.usable:
        raise UnsavedError(_("Saving is off: {reason}.").format(reason=where.problem))
    WRITER.submit(where.path / name, encode(value), done)


def flush(timeout: float | None = None) -> bool:
    """Wait for every queued write (quitting, leaving a game, before reading a file)."""
    return WRITER.flush(timeout)
