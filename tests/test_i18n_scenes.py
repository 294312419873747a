"""Every scene in German, French and the pseudo-locale (issue 35, items 5 and 6; "Done when":
"a test renders every scene in the pseudo-locale and finds no string that was not translated
and no clipped text").

Each case draws every scene of tools/screenshot.py with the theme's recorder on, as
tests/test_legibility.py does for English:
- in qps every extracted string is accented and bracketed, so a drawn word that is still
  plain English (and not a person's name, which stays) is a string that never went through
  the catalogs;
- in every language no word is drawn below the 12 px floor, at 1280x720 and at 150% text;
- from 1600x900 up (at 150% text there) German and French cut no name or prompt and leave out
  no label: a long prompt takes its decision's short wording in the top bar.
"""

from __future__ import annotations

import re

import pytest
from test_legibility import drawn

from apistocracy_gui import i18n
from apistocracy_gui.engine.advanced import advanced_data
from apistocracy_gui.engine.catalog import default_catalog
from apistocracy_gui.gui import theme as T

WORD = re.compile(r"[A-Za-z]{4,}")
# What the scenes draw that is not the game's words: the Rules search box's typed query, a
# file's path or name, and the rules data's own error (an error for its author, in English).
NOT_WORDS = re.compile(r"/|\.json|\.yaml|^cheapest\|?$|^silently win\)$")


def names() -> set[str]:
    """Every word of a person's name, the game's title and the languages' own names: they are
    the same in every language."""
    cat = default_catalog()
    people = {c.name for c in cat.characters.values()} | {c.name for c in (*cat.ton, *cat.lc)}
    people |= {c.host for c in cat.characters.values()}  # a mat shows the house alone: "Maxwell"
    people |= {p.name for p in advanced_data().personas}
    people |= {"Lady Cat", "Victoria", "Albert", "Jack", "Apistocracy", *i18n.LANGUAGES.values()}
    return {w for n in people for w in WORD.findall(n)}


@pytest.fixture
def speaking():
    def speak(code: str) -> None:
        i18n.set_language(code)
        T.forget_drawings()

    yield speak
    speak(i18n.ENGLISH)


def test_the_pseudo_locale_leaves_no_english_on_any_screen(speaking, tmp_path, monkeypatch) -> None:
    speaking(i18n.PSEUDO)
    record = drawn((1280, 720), tmp_path, monkeypatch)
    keep = names()
    english = sorted({s for what, s, _px in record if what == "text" and not NOT_WORDS.search(s)
                      and any(re.search("[aeiouy]", w) and w not in keep for w in WORD.findall(s))})
    assert english == [], f"drawn without a catalog: {english[:20]}"
    assert not [s for what, s, px in record if what == "text" and s.strip() and px < T.MIN_TEXT_PX]


@pytest.mark.parametrize("code", ["de", "fr"])
def test_no_word_below_the_floor_at_1280x720_and_150_percent_text(code, speaking, tmp_path,
                                                                   monkeypatch) -> None:
    speaking(code)
    record = drawn((1280, 720), tmp_path, monkeypatch, 150)
    small = sorted({(s, px) for what, s, px in record if what == "text" and s.strip() and px < T.MIN_TEXT_PX})
    assert small == []


WIDE = [("de", (1600, 900), 150), ("fr", (1600, 900), 150),
        ("de", (1920, 1080), 125), ("fr", (1920, 1080), 100)]


@pytest.mark.parametrize(("code", "size", "text_size"), WIDE)
def test_nothing_cut_or_left_out_from_1600x900(code, size, text_size, speaking, tmp_path,
                                               monkeypatch) -> None:
    speaking(code)
    record = drawn(size, tmp_path, monkeypatch, text_size)
    cut = sorted({(what, s) for what, s, _px in record if what in ("name", "prompt")})
    assert cut == [], f"names or prompts cut in {code}: {cut}"
    lost = sorted({s for what, s, _px in record if what == "label"})
    assert lost == [], f"text left out in {code}: {lost}"
