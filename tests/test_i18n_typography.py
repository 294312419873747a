"""The translations' typography (issue 35): French writes the typographic apostrophe ’ in
every translation (locale/fr/GLOSSARY.md), the Rules' search finds a word typed with the
keyboard's ' all the same, and every character the German and French catalogs use has a
glyph in each of the game's fonts (directly or through its fallback, as `theme.text` draws
it), so no translated line shows an empty box. test_legibility.py checks the English strings.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

from apistocracy_gui import i18n  # noqa: E402
from apistocracy_gui.gui import theme as T  # noqa: E402
from apistocracy_gui.gui.scenes.rules_overlay import RulesOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.resources import LOCALE  # noqa: E402


def translations(code: str) -> list[str]:
    """Every translated string (each plural form) of `code`'s catalog."""
    with (LOCALE / code / "LC_MESSAGES" / f"{i18n.DOMAIN}.po").open("rb") as f:
        catalog = read_po(f, locale=code)
    return [s for m in catalog if m.id
            for s in (m.string if isinstance(m.string, tuple | list) else (m.string,)) if s]


def test_french_writes_the_typographic_apostrophe_outside_placeholders():
    straight = [s for s in translations("fr") if "'" in i18n.PLACEHOLDER.sub("", s)]
    assert straight == []
    assert any("\u2019" in s for s in translations("fr"))


@pytest.mark.parametrize("code", ["de", "fr"])
def test_every_character_of_the_catalog_has_a_glyph_in_every_font(code):
    chars = {ch for s in translations(code) for ch in s if ch.isprintable() and not ch.isspace()}
    assert "\u2019" in chars or code != "fr"
    missing = {kind: "".join(sorted(ch for ch in chars if not (T.has_glyphs(kind, ch)
                                                               or T.has_glyphs(T.FALLBACK[kind], ch))))
               for kind in T.FONT_FILES}
    assert all(not m for m in missing.values()), missing


def test_the_rules_search_reads_both_apostrophes_as_one(app):
    i18n.set_language("fr")
    app.manager.replace(TitleScene(app))
    over = RulesOverlay(app, "Scoring")
    app.manager.push(over)
    app.frame([], 0.01)
    over.find("l'influence")  # as a keyboard types it
    assert over.matches and all("l\u2019influence" in over.blocks[i][2].casefold() for i in over.matches)
    found = list(over.matches)
    over.find("l\u2019influence")
    assert over.matches == found
