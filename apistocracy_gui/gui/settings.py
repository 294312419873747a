"""Player options and small files kept on this computer (options, autosave, best scores).

Files live in the user's data directory ($APISTOCRACY_HOME, else $XDG_DATA_HOME/apistocracy,
else ~/.local/share/apistocracy). A damaged file is set aside (renamed *.bad) with a message,
never a crash.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}


def data_dir() -> Path:
    base = os.environ.get("APISTOCRACY_HOME")
    if base:
        return Path(base)
    xdg = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(xdg) / "apistocracy"


def read_json(name: str) -> tuple[Any, str]:
    """(data or None, a message for the player when the file was damaged)."""
    path = data_dir() / name
    if not path.exists():
        return None, ""
    try:
        return json.loads(path.read_text(encoding="utf-8")), ""
    except (OSError, ValueError) as exc:
        return None, set_aside(name, exc.__class__.__name__)


def set_aside(name: str, why: str) -> str:
    """Rename a damaged file to *.bad (kept for the curious, never read again) and say so."""
    path = data_dir() / name
    bad = path.with_suffix(path.suffix + ".bad")
    with contextlib.suppress(OSError):
        path.replace(bad)
    return f"{name} was damaged ({why}) and was set aside as {bad.name}"


def write_json(name: str, data: Any) -> None:
    """Write atomically so a crash mid-write never leaves a half file."""
    path = data_dir() / name
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(data), encoding="utf-8")
    tmp.replace(path)


def _valid(name: str, value: Any) -> bool:
    """Whether an options.json value has the kind and range the game can use."""
    if name == "window":
        return (isinstance(value, list | tuple) and len(value) == 2
                and all(type(v) is int and 320 <= v <= 16384 for v in value))
    if name == "animation":
        return isinstance(value, str) and value in ANIMATION_SPEEDS
    return isinstance(value, bool)


@dataclass
class Settings:
    window: tuple[int, int] = (1600, 900)
    fullscreen: bool = False
    animation: str = "normal"
    colorblind_marks: bool = False

    @classmethod
    def load(cls) -> tuple[Settings, str]:
        data, message = read_json("options.json")
        s = cls()
        bad = [] if isinstance(data, dict) or data is None else ["the whole file"]
        for f in fields(cls) if isinstance(data, dict) else ():
            if f.name in data:
                if _valid(f.name, data[f.name]):
                    value = data[f.name]
                    setattr(s, f.name, tuple(value) if f.name == "window" else value)
                else:  # a hand-edited value of the wrong kind must not crash the window
                    bad.append(f.name)
        if bad and not message:
            message = f"options.json had invalid values ({', '.join(bad)}): defaults used"
        return s, message

    def save(self) -> None:
        write_json("options.json", asdict(self))

    @property
    def anim_factor(self) -> float:
        return ANIMATION_SPEEDS[self.animation]
