"""Every effect verb of the rules data has its words on screen, registered once beside each
other (issue 53, item 3; `gui/board/verb_words.py`), in every language."""

from __future__ import annotations

import pytest

from apistocracy_gui import i18n
from apistocracy_gui.engine.catalog import default_catalog
from apistocracy_gui.gui.board import verb_words
from tests.test_verbs import data_verbs, missing


def test_every_verb_of_the_rules_data_has_its_words() -> None:
    assert not missing(set(verb_words.WORDS), "words (gui/board/verb_words.py)")


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_effect_of_the_catalog_is_worded_in_each_way(lang: str) -> None:
    cat = default_catalog()
    effects = {e for t in cat.ton for e in t.effects} | {e for s in cat.hive.values() for e in s.on_enter} \
        | {e for b in cat.bonus_tokens for e in b.effects}
    assert {e.verb for e in effects} <= data_verbs()
    try:
        i18n.set_language(lang)
        for e in effects:
            for say in (verb_words.effect_text, verb_words.effect_short, verb_words.effect_tiny,
                        verb_words.effect_tag, lambda e: verb_words.effect_tag(e, short=True)):
                assert say(e).strip(), (lang, e)
    finally:
        i18n.set_language("en")


def test_a_narrow_hex_says_less_where_a_verb_has_narrow_words() -> None:
    from apistocracy_gui.engine.catalog import Effect

    card = Effect(verb="gain_card", kind="lc")
    assert (verb_words.effect_tag(card), verb_words.effect_tag(card, short=True)) == ("+L&C card", "+L&C")
    up = Effect(verb="hive_up")
    assert verb_words.effect_tag(up, short=True) == verb_words.effect_tag(up) == verb_words.effect_text(up)
