"""A game to and from its save file: the schema, the replay, and the check that makes every
edit of a save a refused save (`Game.to_save`, `check_save` and `from_save` call this).

A save is the config, the actions and the final state hash; loading replays the actions. The
replay proves the actions and the hash agree, but parts of the config do not reach the state
(`casual_undo`), so the whole save also carries `check`: a digest of all of its other fields.
It is not a secret (anyone can recompute it); it turns a hand edit or a damaged byte into a
clear refusal instead of a different game. The schema is exact: no unknown keys, no `"no"` for
false, no dict for a list (issue 10).

A game started from a position (`Game.from_position`, "Play from here", issue 56) is saved in
format 3: the same fields and `start`, the position before its first action (`position.py`)
with that position's own `state_hash`, replayed from there. A format 2 save is written and
read exactly as before, so every existing save and its hashes stay as they were; an older
version of the game refuses a format 3 save by its number instead of replaying it wrongly.
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any

import msgspec

from .. import reasons
from ..i18n import _
from . import ladycat, position
from .actions import Action, IllegalAction
from .catalog import Catalog
from .setup import GameConfig

if TYPE_CHECKING:
    from .game import Game

SAVE_FORMAT = 2  # 2: the `check` digest and the exact schema (issue 10)
FROM_POSITION = 3  # 3: a game started from a position, `start` before the actions (issue 56)


class SaveError(ValueError):
    """A save file that cannot be restored: truncated, edited, or from other rules data."""


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
    start: position.Start | None = None  # format 3 only


def check_of(save: dict[str, Any]) -> str:
    """The digest of every field but `check`, in a canonical JSON form."""
    body = {k: v for k, v in save.items() if k != "check"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def parse(data: Any) -> SaveFile:
    """`data` (decoded JSON) as a SaveFile; ValueError naming the field when it is not one."""
    if not isinstance(data, dict):
        raise ValueError(_("a save is a JSON object, not {kind}").format(kind=type(data).__name__))
    if data.get("format") not in (SAVE_FORMAT, FROM_POSITION):
        raise ValueError(_("save format {found} is not {format} (a save from another version of the "
                           "game)").format(found=repr(data.get("format")), format=SAVE_FORMAT))
    try:
        save = msgspec.convert(data, SaveFile, strict=True)
    except msgspec.ValidationError as exc:
        raise ValueError(_("malformed save: {reason}").format(reason=reasons.schema(exc))) from exc
    if (save.start is not None) != (save.format == FROM_POSITION):
        raise ValueError(_("malformed save: a save of format 3, and only one, starts from a position"))
    return save


def verify(data: dict[str, Any], save: SaveFile) -> None:
    """ValueError unless `check` matches the rest of the save (after `parse`)."""
    if check_of(data) != save.check:
        raise ValueError(_("the save was edited or damaged (its check digest does not match)"))


def save_of(game: Game) -> dict[str, Any]:
    """The game as plain JSON data: config, actions, final hash and a check digest."""
    c = game.config
    start = game.start
    save: dict[str, Any] = {
        "format": SAVE_FORMAT if start is None else FROM_POSITION, "rules_data": game.cat.digest,
        "config": {"players": list(c.players), "mode": c.mode, "seed": c.seed,
                   "casual_undo": c.casual_undo, "personas": list(c.personas),
                   **({"level": c.level} if c.level != ladycat.STANDARD else {})},
        "actions": [a.key() for a in game.actions_taken], "state_hash": game.state_hash()}
    if start is not None:
        save["start"] = msgspec.to_builtins(start)
    save["check"] = check_of(save)
    return save


def check(data: Any, cat: Catalog) -> SaveFile:
    """Every check `replay` makes short of replaying (format, schema, rules data, check
    digest): SaveError naming what is wrong. A list of saved games uses it to refuse a save at
    once without the replay's cost (tens of ms per game)."""
    try:
        save = parse(data)
        if save.rules_data != cat.digest:  # first: the likely cause after an update
            raise ValueError(_("the save was made with different rules data"))
        verify(data, save)
    except ValueError as exc:
        raise SaveError(str(exc)) from exc
    return save


def replay(game_class: type[Game], data: Any, cat: Catalog) -> Game:
    """The game a save holds, replayed; SaveError (and no game) for anything but an unedited
    save of the same format and rules data."""
    save = check(data, cat)
    cfg = save.config
    config = GameConfig(tuple(cfg.players), cfg.mode, cfg.seed, cfg.casual_undo, tuple(cfg.personas),
                        cfg.level)
    game = begin(game_class, config, save.start, cat)
    for i, key in enumerate(save.actions):
        try:
            if not key or not isinstance(key[0], str):
                raise IllegalAction(f"{key!r} is not an action")
            game.apply(Action(key[0], tuple(key[1:])))
        except IllegalAction as exc:
            raise SaveError(_("action {n} of the save cannot be replayed: {reason}").format(
                n=i + 1, reason=exc)) from exc
    if game.state_hash() != save.state_hash:
        raise SaveError(_("the replayed game does not match the saved state (edited or truncated save)"))
    return game


def begin(game_class: type[Game], config: GameConfig, start: position.Start | None, cat: Catalog) -> Game:
    """The game at the save's start: the seed's first position, or the position it carries (a
    SaveError when that position does not read back as the one written, by its hash)."""
    state = None
    if start is not None:
        try:
            state = position.decode(start.state)
        except ValueError as exc:
            raise SaveError(_("the starting position cannot be read: {reason}").format(reason=exc)) from exc
    try:
        game = game_class.new(config, cat) if state is None else game_class.from_position(
            config, state, cat, None if start is None else start.viewer)
    except (ValueError, LookupError, TypeError) as exc:  # a position no rule can run from
        raise SaveError(_("the save's config is not a game: {reason}").format(reason=exc)) from exc
    if start is not None and (game.start is None or game.start.state_hash != start.state_hash):
        raise SaveError(_("the starting position does not match its hash"))
    return game
