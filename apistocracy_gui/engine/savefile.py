"""The save file's schema, and the check that makes every edit of a save a refused save.

A save is the config, the actions and the final state hash (`Game.to_save`); loading replays
the actions. The replay proves the actions and the hash agree, but parts of the config do not
reach the state (`casual_undo`), so the whole save also carries `check`: a digest of all of
its other fields. It is not a secret (anyone can recompute it); it turns a hand edit or a
damaged byte into a clear refusal instead of a different game. The schema is exact: no
unknown keys, no `"no"` for false, no dict for a list (issue 10).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import msgspec

SAVE_FORMAT = 2  # 2: the `check` digest and the exact schema (issue 10)


class SavedConfig(msgspec.Struct, forbid_unknown_fields=True):
    players: list[str]
    mode: str
    seed: int
    casual_undo: bool
    personas: list[str]
    level: str = "standard"  # solo: Lady Cat's level; written only when not the rulebook's


class SaveFile(msgspec.Struct, forbid_unknown_fields=True):
    format: int
    rules_data: str
    config: SavedConfig
    actions: list[list[str | int]]
    state_hash: str
    check: str


def check_of(save: dict[str, Any]) -> str:
    """The digest of every field but `check`, in a canonical JSON form."""
    body = {k: v for k, v in save.items() if k != "check"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def parse(data: Any) -> SaveFile:
    """`data` (decoded JSON) as a SaveFile; ValueError naming the field when it is not one."""
    if not isinstance(data, dict):
        raise ValueError(f"a save is a JSON object, not {type(data).__name__}")
    if data.get("format") != SAVE_FORMAT:
        raise ValueError(f"save format {data.get('format')!r} is not {SAVE_FORMAT} (a save from "
                         "another version of the game)")
    try:
        save = msgspec.convert(data, SaveFile, strict=True)
    except msgspec.ValidationError as exc:
        raise ValueError(f"malformed save: {str(exc).replace('`', '')}") from exc
    return save


def verify(data: dict[str, Any], save: SaveFile) -> None:
    """ValueError unless `check` matches the rest of the save (after `parse`)."""
    if check_of(data) != save.check:
        raise ValueError("the save was edited or damaged (its check digest does not match)")
