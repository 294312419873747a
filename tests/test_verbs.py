"""Every effect verb of the rules data is registered once in the engine (issue 53, item 3):
what it gives a player, whether it can act now, and what Lady Cat does with it or that she
skips it (rulebook p.8, p.20, p.22 "If she cannot take the action, then skip it")."""

from __future__ import annotations

from typing import get_args

from apistocracy_gui.engine import rules_schemas
from apistocracy_gui.engine.catalog import default_catalog
from apistocracy_gui.engine.verbs import VERBS


def data_verbs() -> set[str]:
    """The verbs the rules data may use: the tags of the `Effects` union."""
    return {s.__struct_config__.tag for s in get_args(rules_schemas.Effects)}


def missing(registered: set[str], what: str) -> list[str]:
    verbs = data_verbs()
    return [f"the verb {v!r} has no {what}" for v in sorted(verbs - registered)] + \
        [f"{what} registered for {v!r}, which the rules data cannot use" for v in sorted(registered - verbs)]


def test_every_verb_of_the_rules_data_is_registered_in_the_engine() -> None:
    assert not missing(set(VERBS), "engine registration (engine/verbs.py)")


def test_a_missing_registration_names_the_verb() -> None:
    """The check above can fail, and says which verb to register."""
    assert missing(set(VERBS) - {"draw"}, "entry") == ["the verb 'draw' has no entry"]


def test_every_verb_the_catalog_uses_is_registered() -> None:
    cat = default_catalog()
    effects = [e for t in cat.ton for e in t.effects] + [e for b in cat.bonus_tokens for e in b.effects] \
        + [e for s in cat.hive.values() for e in s.on_enter]
    used = {e.verb for e in effects}
    assert used <= set(VERBS), sorted(used - set(VERBS))


def test_lady_cat_skips_only_what_she_cannot_do() -> None:
    """She has no whist deck to add a Queen card to, draw from or thin (p.22); every other verb
    she takes as far as she can."""
    assert {v for v, verb in VERBS.items() if verb.lady_cat is None} == {"gain_queen_card", "draw", "trash"}
