"""Save and restore (issue 3): `to_save()` is plain JSON, `Game.from_save()` replays it and
verifies the final hash, and a truncated, edited, foreign or malformed save is rejected with
`SaveError`, never returning a half-loaded game.

Every playout seed's game gets its round trip where it is played, in `test_playouts`
(`invariants.Checker.check_save`: the game is played once, and its save replayed); the
damaged saves here start from one of those seeds.
"""

from __future__ import annotations

import copy
import shutil
from pathlib import Path
from typing import Any

import pytest
from invariants import PLAYOUTS, Chooser, json_round_trip, random_game

from apistocracy_gui.engine import Game, SaveError, load_catalog
from apistocracy_gui.engine.catalog import DEFAULT_DIR
from apistocracy_gui.engine.savefile import check_of


def test_mid_game_save_continues_identically():
    """A save taken during play restores the pending decision, and the same further choices
    lead to the same game."""
    config, seed = PLAYOUTS[-1]
    g = Game.new(config)
    choose = Chooser(seed)
    for _ in range(60):
        g.apply(choose(g))
    loaded = Game.from_save(json_round_trip(g.to_save()))
    assert loaded.current_player == g.current_player
    assert loaded.legal_actions() == g.legal_actions()
    while not g.is_over:
        action = choose(g)
        g.apply(action)
        loaded.apply(action)
    assert loaded.state_hash() == g.state_hash()


# --------------------------------------------------------------------------- corrupted saves
@pytest.fixture(scope="module")
def base() -> tuple[Game, dict[str, Any]]:
    config, seed = PLAYOUTS[len(PLAYOUTS) // 2]
    g = random_game(config, seed)
    return g, g.to_save()


def rejected(data: Any, **kwargs: Any) -> SaveError:
    """from_save must raise SaveError (no other exception, no game) and leave `data` as it was."""
    before = copy.deepcopy(data)
    with pytest.raises(SaveError) as info:
        Game.from_save(data, **kwargs)
    assert data == before
    return info.value


def edited(save: dict[str, Any], **changes: Any) -> dict[str, Any]:
    """The save with `changes`, its check digest recomputed: an edit made on purpose, which
    the replay and the hash must still catch."""
    out = copy.deepcopy(save)
    out.update(changes)
    out["check"] = check_of(out)
    return out


@pytest.mark.parametrize("keep", [0.5, -1])
def test_truncated_action_list_is_rejected(base, keep: float):
    _g, save = base
    actions = save["actions"]
    cut = actions[:int(len(actions) * keep)] if keep > 0 else actions[:keep]
    rejected(edited(save, actions=cut))


def test_extra_action_is_rejected(base):
    _g, save = base
    rejected(edited(save, actions=[*save["actions"], save["actions"][-1]]))


def test_edited_action_that_cannot_be_replayed_is_rejected(base):
    _g, save = base
    actions = copy.deepcopy(save["actions"])
    actions[10] = [actions[10][0], "nowhere"]
    err = rejected(edited(save, actions=actions))
    assert "action 11" in str(err)


def test_edited_action_swapped_for_another_legal_one_is_rejected(base):
    """A different but legal choice replays to a different game: the hash catches it."""
    g, save = base
    replay = Game.new(g.config)
    for i, action in enumerate(g.actions_taken):
        others = [a for a in replay.legal_actions() if a != action]
        if others and i > 20:
            actions = copy.deepcopy(save["actions"])
            actions[i] = others[0].key()
            rejected(edited(save, actions=actions))
            return
        replay.apply(action)
    pytest.fail("no decision with two legal actions in the base game")


def test_edited_hash_is_rejected(base):
    _g, save = base
    flipped = ("0" if save["state_hash"][0] != "0" else "1") + save["state_hash"][1:]
    rejected(edited(save, state_hash=flipped))


@pytest.mark.parametrize("version", [0, 1, 3, "2", None])
def test_other_format_version_is_rejected(base, version: Any):
    _g, save = base
    assert "format" in str(rejected(edited(save, format=version)))


def test_other_rules_data_digest_is_rejected(base):
    _g, save = base
    assert "rules data" in str(rejected(edited(save, rules_data="0123456789abcdef")))


def test_save_from_other_rules_data_files_is_rejected(base, tmp_path: Path):
    """A save made with the shipped rules data, loaded where the data files differ."""
    _g, save = base
    data_dir = tmp_path / "rules_data"
    shutil.copytree(DEFAULT_DIR, data_dir)
    with open(data_dir / "game.yaml", "a", encoding="utf-8") as f:
        f.write("\n# a local edit\n")
    rejected(save, catalog=load_catalog(data_dir))


@pytest.mark.parametrize("data", [None, [], "save", 42, ["format", 1]])
def test_save_that_is_not_a_dict_is_rejected(data: Any):
    rejected(data)


@pytest.mark.parametrize("key", ["format", "rules_data", "config", "actions", "state_hash", "check"])
def test_save_with_a_missing_key_is_rejected(base, key: str):
    _g, save = base
    broken = copy.deepcopy(save)
    del broken[key]
    rejected(broken)


@pytest.mark.parametrize("key", ["players", "mode", "seed"])
def test_save_with_a_missing_config_key_is_rejected(base, key: str):
    _g, save = base
    broken = copy.deepcopy(save)
    del broken["config"][key]
    rejected(broken)


@pytest.mark.parametrize(("key", "value"), [
    ("actions", 5), ("actions", [5]), ("actions", [[]]), ("config", "standard"),
    ("config", {"players": ["nobody"], "mode": "standard", "seed": 1}),
    ("config", {"players": ["edward"], "mode": "moonlight", "seed": 1}),
    ("config", {"players": ["edward", "shae"], "mode": "standard", "seed": "seven"}),
])
def test_save_with_wrong_types_or_values_is_rejected(base, key: str, value: Any):
    _g, save = base
    rejected(edited(save, **{key: value}))


# --------------------------------------------------------------------------- every edit refused (issue 10)
def _raw_edit(save: dict[str, Any], path: tuple, value: Any) -> dict[str, Any]:
    """The save with one value changed and the check digest left as it was (a hand edit)."""
    out = copy.deepcopy(save)
    target = out
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return out


@pytest.mark.parametrize(("path", "value"), [
    (("config", "casual_undo"), True),  # outside the state hash: only the check catches it
    (("config", "casual_undo"), "no"),  # truthy, once accepted as True
    (("config", "personas"), ["", ""]),
    (("config", "players"), {"0": "edward"}),  # a dict for a list
    (("config", "seed"), 1.0),
    (("config", "seed"), True),
    (("config", "seed"), 10 ** 5000),  # a 5,000-digit integer
    (("padding",), "x" * 1000),  # an unknown key
    (("config", "extra"), 1),
    (("state_hash",), "0" * 64),
], ids=["casual_undo", "casual_undo-str", "personas", "players-dict", "seed-float", "seed-bool",
        "seed-huge", "unknown-key", "unknown-config-key", "state_hash"])
def test_a_hand_edit_of_any_field_is_refused(base, path: tuple, value: Any):
    _g, save = base
    err = rejected(_raw_edit(save, path, value))
    assert str(err)  # a sentence for the player, never empty


def test_a_re_signed_edit_of_a_field_outside_the_hash_is_still_type_checked(base):
    _g, save = base
    flipped = copy.deepcopy(save)
    flipped["config"]["casual_undo"] = "no"
    err = rejected(edited(flipped))
    assert "the value at $.config.casual_undo is not what the game expects" in str(err)


def test_unknown_keys_are_refused_even_when_re_signed(base):
    _g, save = base
    err = rejected(edited(save, padding="x" * 100))
    assert "padding" in str(err)
