"""German and French that read as a German or French edition would (issue 52, item 7): a
count of one takes the singular, numbers are written the language's way, one word for one
thing (the influence tracks are never a "tracker" of the Queen's), and the glossaries'
decisions hold in every translation (German Siegpunkte "SP", French points Victoria "PV")."""

from __future__ import annotations

import os
import re
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

from apistocracy_gui import i18n  # noqa: E402
from apistocracy_gui.engine.catalog import default_catalog  # noqa: E402
from apistocracy_gui.engine.scoring import lc_goal_text  # noqa: E402

LOCALE = Path(__file__).resolve().parents[1] / "locale"


@pytest.fixture
def speaking():
    yield i18n.set_language
    i18n.set_language(i18n.ENGLISH)


def translations(code: str) -> list[tuple[str, str]]:
    """(msgid, msgstr) of every message of `code`'s catalog, plural forms each."""
    with (LOCALE / code / "LC_MESSAGES" / "apistocracy.po").open("rb") as f:
        catalog = read_po(f)
    out = []
    for m in catalog:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strs = m.string if isinstance(m.string, tuple) else (m.string,)
        out += [(ids[0], s) for s in strs]
    return out


@pytest.mark.parametrize(("code", "one"), [("en", r"per 1 \D"), ("de", r"je 1 \D"), ("fr", r"par 1 \D")])
def test_an_l_and_c_goal_per_one_card_is_singular(code, one, speaking) -> None:
    """"Ende: 1 SP je 1 Ton-Karten": a goal counted per single card says so in the singular."""
    speaking(code)
    cards = [c for c in default_catalog().lc if c.per == 1 and c.goal_count != "influence"]
    assert cards
    texts = [lc_goal_text(c) for c in cards]
    assert [t for t in texts if re.search(one, t)] == []
    speaking(code)
    two = next(c for c in default_catalog().lc if c.per > 1 and c.goal_count != "influence")
    assert i18n.number(two.per) in lc_goal_text(two)


def test_options_write_seconds_and_percentages_the_language_s_way(speaking, tmp_path, monkeypatch) -> None:
    from apistocracy_gui.gui.app import App
    from apistocracy_gui.gui.scenes.options_overlay import OptionsOverlay
    from apistocracy_gui.gui.settings import Settings

    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    app = App(Settings(), size=(1280, 720))
    options = OptionsOverlay(app)
    speaking("de")
    shown = {c.text for row in options.rows for c in row}
    assert {"0,5 s", "100\u00a0%", "Aus"} <= shown and "0.5 s" not in shown
    speaking("fr")
    assert "0,5\u00a0s" in {c.text for row in options.rows for c in row}
    speaking("en")
    shown = {c.text for row in options.rows for c in row}
    assert {"0.5 s", "100%"} <= shown
    assert any(c.label == "0.5 s" for row in options.rows for c in row)  # tests name it in English
    app.close()


@pytest.mark.parametrize(("code", "points", "wrong"), [("de", "SP", r"\bVP\b"), ("fr", "PV", r"\bVP\b")])
def test_the_glossary_s_points_are_followed_everywhere(code, points, wrong) -> None:
    """German counts Siegpunkte ("3 SP"), French points Victoria ("3 PV") in every message that
    says VP in English (locale/*/GLOSSARY.md)."""
    pairs = [(mid, s) for mid, s in translations(code) if re.search(r"\bVP\b", mid)]
    assert len(pairs) > 50
    assert [s for _mid, s in pairs if re.search(wrong, s)] == []
    assert all(points in s for _mid, s in pairs), [s for _mid, s in pairs if points not in s][:5]


@pytest.mark.parametrize(("code", "bad"), [
    ("de", r"Bedenkzeit von|Beenden beendet|Anzeiger \(|dem Anzeiger|Mayor-Bankett"),
    ("fr", r"influence sur le marqueur")])
def test_wording_a_german_or_french_reader_stumbled_on_is_gone(code, bad) -> None:
    """"Bedenkzeit von Schwer", "Beenden beendet sie", and the tie-break's influence "on the
    tracker" called the Queen's "Anzeiger" on the score pad but "Einflussleiste" in play."""
    assert [s for _mid, s in translations(code) if re.search(bad, s)] == []
    tracker = [s for mid, s in translations(code) if "on the tracker" in mid]
    assert tracker and all(("leiste" if code == "de" else "piste") in s.lower() for s in tracker)


@pytest.mark.parametrize(("code", "outer", "inner"), [("en", "\u201c\u201d", "\u2018\u2019"),
                                                      ("de", "\u201e\u201c", "\u201a\u2018"),
                                                      ("fr", "\u00ab\u00bb", "\u201c\u201d")])
def test_a_quotation_inside_a_quotation_takes_the_inner_marks(code, outer, inner, speaking) -> None:
    """A move's label quoting a place ('Nach „Morgenbesuch“ ziehen') inside a sentence that
    quotes the move read „…„…“…“: the inner quotation takes the language's inner marks."""
    speaking(code)
    label = f"{outer[0]}Morning Call{outer[1]}"
    assert i18n.inner_quotes(f"Move to {label}") == f"Move to {inner[0]}Morning Call{inner[1]}"


def glossary_term(code: str, english: str) -> str:
    """The translation `locale/<code>/GLOSSARY.md` decides for `english` (its table row)."""
    for line in (LOCALE / code / "GLOSSARY.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 2 and cells[0] == english:
            return cells[1]
    raise AssertionError(f"{english} is not in the {code} glossary")


@pytest.mark.parametrize("code", ["de", "fr"])
def test_learn_to_play_is_named_as_the_glossary_names_it(code) -> None:
    """The German title said "Spielen lernen" where the glossary and the tutorial's own
    sentences say "Spiel lernen": every message naming Learn to play uses the glossary's term."""
    term = glossary_term(code, "Learn to play")
    said = [s for mid, s in translations(code) if "Learn to play" in mid.replace("\n", " ")]
    assert len(said) >= 4
    assert [s for s in said if term not in s.replace("\n", " ")] == []
