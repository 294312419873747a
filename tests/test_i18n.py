"""The game in three languages (issue 35): the current language, plural rules, Babel's formats,
the pseudo-locale, a damaged catalog, and the catalogs tools/i18n.py keeps. (conftest.py puts
every test back in English.)
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from apistocracy_gui import i18n

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import i18n as tool  # noqa: E402  (tools/i18n.py)


def test_the_pseudo_locale_keeps_placeholders_and_lengthens() -> None:
    msg = "New game for {name}: %(n)d cards, {C} and {0}"
    out = i18n.pseudo(msg)
    assert out.startswith("[") and out.endswith("]") and len(out) >= 1.4 * len(msg)
    assert i18n.PLACEHOLDER.findall(out) == i18n.PLACEHOLDER.findall(msg)
    assert "{name}" in out and "%(n)d" in out and "{C}" in out and "{0}" in out
    assert "á" in out and "New" not in out
    assert i18n.pseudo(out) == out  # a label translated once is not made pseudo twice
    assert i18n.pseudo("New game") == "[Ñéw gámé ~~~~]"


def test_the_pseudo_locale_makes_only_extracted_strings_pseudo() -> None:
    """qps shows an unextracted string as plain English: it stands out on screen."""
    i18n.set_language("qps")
    assert i18n.language() == "qps"
    assert i18n._("Lady Jersey").startswith("[")  # extracted from the rules data
    assert i18n._("a string nobody extracted") == "a string nobody extracted"
    assert i18n.number(1234.5) == "1,234.5"


def test_set_language_changes_the_output_and_bumps_the_generation() -> None:
    before = i18n.generation()
    i18n.set_language("de")
    assert i18n.language() == "de" and i18n.generation() == before + 1
    i18n.set_language("de")  # no change: caches keep what they drew
    assert i18n.generation() == before + 1
    assert i18n._("Options") == "Optionen"
    i18n.set_language("fr")
    assert i18n._("Options") == "Options" and i18n._("New game") == "Nouvelle partie"
    i18n.set_language("xx")  # unknown: English
    assert i18n.language() == "en" and i18n._("New game") == "New game"


@pytest.mark.parametrize(("code", "forms"), [("de", (1, 0, 1, 1)), ("fr", (0, 0, 1, 1))])
def test_plurals_follow_each_languages_rule(code: str, forms: tuple[int, ...]) -> None:
    """German: 1 singular, 0 plural; French: 0 and 1 singular (n > 1 plural)."""
    i18n.set_language(code)
    catalog = i18n._State.translations
    for n, form in zip((0, 1, 2, 5), forms, strict=True):
        assert catalog.plural(n) == form  # type: ignore[attr-defined]
    singular, plural = "{n} saved game", "{n} saved games"
    assert i18n.ngettext(singular, plural, 1) != i18n.ngettext(singular, plural, 2)


def test_formats_follow_the_language() -> None:
    import datetime as dt

    day = dt.date(2025, 3, 3)
    expected = {"en": ("1,234.5", "3 Mar 2025", "a, b and c"), "de": ("1.234,5", "03.03.2025", "a, b und c"),
                "fr": ("1\u202f234,5", "3 mars 2025", "a, b et c")}
    for code, (n, d, items) in expected.items():
        i18n.set_language(code)
        assert (i18n.number(1234.5), i18n.date(day), i18n.list_of("abc")) == (n, d, items)


@pytest.mark.parametrize("content", [b"", b"not a catalog at all", b"\xde\x12\x04\x95" + b"\x00" * 3])
def test_a_damaged_catalog_falls_back_to_english(content: bytes, monkeypatch, tmp_path: Path,
                                                  caplog) -> None:
    mo = tmp_path / "de" / "LC_MESSAGES" / "apistocracy.mo"
    mo.parent.mkdir(parents=True)
    mo.write_bytes(content)
    monkeypatch.setattr(i18n, "LOCALE", tmp_path)
    i18n.set_language("de")
    assert i18n._("Options") == "Options"
    assert "cannot be read" in caplog.text


def test_a_missing_catalog_falls_back_to_english(monkeypatch, tmp_path: Path, caplog) -> None:
    monkeypatch.setattr(i18n, "LOCALE", tmp_path)
    i18n.set_language("fr")
    assert i18n._("New game") == "New game" and "cannot be read" in caplog.text


@pytest.mark.parametrize(("env", "expected"), [
    ({"LANGUAGE": "fr_FR:de"}, "fr"), ({"LC_ALL": "de_DE.UTF-8"}, "de"), ({"LANG": "de_AT.UTF-8"}, "de"),
    ({"LANGUAGE": "es:fr"}, "fr"), ({"LANG": "C"}, "en"), ({"LANG": "ja_JP.UTF-8"}, "en"),
    ({"LC_MESSAGES": "fr_CA.UTF-8", "LANG": "de_DE.UTF-8"}, "fr")])
def test_the_system_language_falls_back_to_english(env: dict[str, str], expected: str, monkeypatch) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: (None, None))
    assert i18n.system_language() == expected


def test_the_system_language_asks_python_last(monkeypatch) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: ("German_Germany", "1252"))  # Windows
    assert i18n.system_language() == "de"


def test_data_texts_are_translated_at_display() -> None:
    i18n.set_language("de")
    assert i18n.data("") == ""
    assert i18n.data("a text that is not in the data") == "a text that is not in the data"


# --------------------------------------------------------------------------- the catalogs
def test_the_extractor_finds_the_rules_data_texts() -> None:
    texts = {text: note for _line, text, note in tool.yaml_texts(ROOT / "rules_data" / "ballroom.yaml")}
    assert "Lady Jersey" in texts and tool.PERSON_NOTE in texts["Lady Jersey"]
    tutorial = [t for _line, t, _note in tool.yaml_texts(ROOT / "rules_data" / "tutorial" / "tutorial.yaml")]
    assert any(t.startswith("Welcome to the London season!") for t in tutorial)
    assert "Calling Cards and influence" in tutorial  # a chapter's title
    assert "edward" not in tutorial and "top" not in tutorial  # ids and pointers are not text


def test_the_template_holds_code_and_data_with_their_places() -> None:
    catalog = tool.template()
    jersey = catalog.get("Lady Jersey")
    assert jersey is not None and jersey.locations[0][0] == "rules_data/ballroom.yaml"
    new_game = catalog.get("New game")
    assert new_game is not None and any(f.startswith("apistocracy_gui/") for f, _ in new_game.locations)
    assert catalog.get(("{n} saved game", "{n} saved games")) is not None  # a plural entry
    on_disk = {m.id for m in tool.read(tool.TEMPLATE) if m.id}
    assert {m.id for m in catalog if m.id} == on_disk, "run python tools/i18n.py"


@pytest.mark.parametrize("code", ["de", "fr"])
def test_the_catalogs_are_sound(code: str) -> None:
    """No fuzzy entry, every translation keeps its msgid's placeholders, the .mo is compiled
    from the .po as it is (completeness is reported by `tools/i18n.py check`, not asked yet)."""
    found, done, total = tool.problems(code)
    assert found == []
    assert 0 < done <= total


def test_the_check_catches_what_it_must(tmp_path: Path, monkeypatch) -> None:
    from babel.messages.catalog import Catalog

    catalog = Catalog(locale="de", domain=i18n.DOMAIN)
    catalog.add("{n} cards for {name}", "{n} Karten", locations=[("x.py", 1)])
    catalog.add("Fine", "Gut", flags=["fuzzy"])
    catalog.add("Missing", "")
    monkeypatch.setattr(tool, "LOCALE", tmp_path)
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    tool.write(tool.po_path("de"), catalog)
    found, done, total = tool.problems("de", complete=True)
    assert (done, total) == (1, 3)
    kinds = " ".join(found)
    assert "placeholders differ" in kinds and "fuzzy" in kinds and "not translated" in kinds
    assert "not compiled" in kinds
