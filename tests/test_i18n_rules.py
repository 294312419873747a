"""The Rules overlay, the tutorial's coach, the tips and the Records in German, French and the
pseudo-locale (issue 35). The headings stay English as ids (a tip's `rules:`, a zoom's
section) while the overlay shows them translated; the search reads the language shown.
(conftest.py puts every test back in English.)
"""

from __future__ import annotations

import re
from types import SimpleNamespace

import pygame
import pytest

from apistocracy_gui import i18n
from apistocracy_gui.gui import achievements, tips_data
from apistocracy_gui.gui import theme as T
from apistocracy_gui.gui.coach import Coach
from apistocracy_gui.gui.coach import of as coach_of
from apistocracy_gui.gui.scenes.rules_overlay import RulesOverlay
from apistocracy_gui.gui.scenes.rules_text import RULES, _tokens, plain
from apistocracy_gui.gui.scenes.title import TitleScene
from apistocracy_gui.gui.tips_view import TipView

NOT_WORDS = re.compile(r"[\d\s.,;:()+\-·|/%~\[\]…]*")  # numbers and symbols need no translation


def drawn(app, monkeypatch) -> list[str]:
    """Every string the next frame draws."""
    record: list[tuple[str, str, int]] = []
    monkeypatch.setattr(T, "RECORD", record)
    for scene in app.manager.stack:
        scene.dirty = True
    app.frame([], 0.01)
    monkeypatch.setattr(T, "RECORD", None)
    return [s for what, s, _px in record if what == "text"]


def words_of(texts: list[str]) -> set[str]:
    return {str(tok) for t in texts for tok, _glued in _tokens(t)}


def test_every_rules_block_and_the_overlay_are_translated_in_qps(app, monkeypatch) -> None:
    i18n.set_language("qps")
    assert all(i18n._(text) == i18n.pseudo(text) for _kind, text in RULES)
    app.manager.replace(TitleScene(app))
    under = set(drawn(app, monkeypatch))  # the title screen's own strings
    over = RulesOverlay(app, "Scoring")
    app.manager.push(over)
    over.find("x")
    words = words_of([i18n._(text) for _kind, text in RULES])
    unwrapped = [s for s in set(drawn(app, monkeypatch)) - under
                 if s not in words and not i18n.PSEUDO_DONE.fullmatch(s) and not NOT_WORDS.fullmatch(s)
                 and s != "x|"  # what the player typed
                 and not (s.startswith("[") and "…" in s)]  # a pseudo string cut to fit
    assert unwrapped == []


def test_a_section_opens_by_its_english_id_and_shows_in_german(app, monkeypatch) -> None:
    i18n.set_language("de")
    app.manager.replace(TitleScene(app))
    over = RulesOverlay(app, "The Parlor")
    app.manager.push(over)
    words = set(drawn(app, monkeypatch))
    assert "Die Regeln der Saison" in words and "Der" in words and "Salon" in words
    assert over.scroll == dict(over.anchors)["The Parlor"] > 0
    over.find("Karo")  # the {D} icon, named in the language shown
    assert over.matches and all("Karo" in over.blocks[i][2] for i in over.matches)
    assert "1 von" in " ".join(drawn(app, monkeypatch))
    assert plain("{D} {Q}") == "Karo Krone"


def test_french_no_break_spaces_stay_inside_their_words() -> None:
    nb = "\u00a0"
    assert _tokens(f"Note{nb}: un {{C}}{nb}; « {{Q}}{nb}» fin") == [
        (f"Note{nb}:", False), ("un", False), (0, False), (f"{nb};", True),
        ("«", False), (4, False), (f"{nb}»", True), ("fin", False)]


def test_a_tips_more_button_names_its_section_translated() -> None:
    pygame.font.init()  # (an earlier test's app may have closed pygame)
    i18n.set_language("fr")
    tip = next(t for t in tips_data.load() if t.rules == "The Parlor")
    view = TipView(lambda section: None)
    surf = pygame.Surface((1280, 720))
    tipster = SimpleNamespace(current=tip, text=lambda: i18n.data(tip.text))
    view.draw(surf, T.Theme((1280, 720)), tipster, None)  # type: ignore[arg-type]
    assert view.more_button.text == "Plus\u00a0: Le Salon"
    assert view.close_button.text == "Compris"


@pytest.mark.parametrize(("code", "chapter", "skip", "next_"), [
    ("de", "Kapitel 1 von 8 · Visitenkarten und Einfluss", "Tutorial überspringen", "Weiter"),
    ("fr", "Chapitre 1 sur 8 · Cartes de visite et influence", "Passer le tutoriel", "Suivant")])
def test_the_coach_speaks_the_language_shown(app, monkeypatch, code, chapter, skip, next_) -> None:
    i18n.set_language(code)
    s = Coach.start(app, "tutorial")
    app.manager.replace(app.go.game_scene(s))
    words = drawn(app, monkeypatch)
    assert chapter in words and coach_of(s) is not None
    assert coach_of(s).say == i18n.data(coach_of(s).step.say) != coach_of(s).step.say
    assert {b.text for b in coach_of(s).buttons()} >= {skip, next_}


def test_the_coach_in_qps_leaves_no_english(app, monkeypatch) -> None:
    i18n.set_language("qps")
    s = Coach.start(app, "tutorial")
    app.manager.replace(app.go.game_scene(s))
    words = drawn(app, monkeypatch)
    assert coach_of(s) is not None
    assert all(i18n.PSEUDO_DONE.fullmatch(b.text) for b in coach_of(s).buttons())
    assert any(w.startswith("[Çháptéř 1 óf 8") for w in words)
    assert i18n.PSEUDO_DONE.fullmatch(coach_of(s).not_now())


def test_records_words_and_plurals_in_german_and_french() -> None:
    i18n.set_language("de")
    emperor = achievements.BY_ID["emperor"]
    assert achievements.described(emperor) == "Erzielen Sie 76 oder mehr in einer Solo-Saison."
    one = i18n.ngettext("{n} season recorded", "{n} seasons recorded", 1).format(n=1)
    two = i18n.ngettext("{n} season recorded", "{n} seasons recorded", 2).format(n=2)
    assert (one, two) == ("1 Saison verzeichnet", "2 Saisons verzeichnet")
    i18n.set_language("fr")
    assert i18n._("Knight") == "Chevalier"
    assert achievements.described(emperor) == "Marquez 76 points ou plus lors d’une saison en solo."
