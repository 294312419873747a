"""The Season scene and its boards in German, French and qps (issue 35): the card faces' and
zooms' sentences, the decision panel's hints, the hive rail's costs and the top bar.

Under qps every text these produce must come out pseudo-localised (bracketed, with its
tildes): a sentence someone adds without `_()` stays plain English and fails here. The
German and French checks read a few real sentences, plurals at n=1 and n=2 among them.
(conftest.py puts every test back in English.)
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from apistocracy_gui import goal_words, i18n
from apistocracy_gui.engine import GameConfig, default_catalog
from apistocracy_gui.engine.catalog import Effect
from apistocracy_gui.gui import theme as T
from apistocracy_gui.gui.board import decision, describe, hive_costs, zoom
from apistocracy_gui.gui.scenes.season import SeasonScene
from apistocracy_gui.session import Session


def pseudo(text: str) -> bool:
    """Pseudo-localised, allowing the suit symbol or number a sentence starts or ends with."""
    return "~" in text and "[" in text


@pytest.fixture
def cat():
    return default_catalog()


def card_texts(cat) -> list[str]:
    out: list[str] = []
    for kind, cards in (("lc", cat.lc), ("ton", cat.ton), ("tea", cat.tea)):
        for cid in range(len(cards)):
            z = zoom.card_zoom(cat, kind, cid)
            out += [z.title, *z.lines]
    for card in cat.lc:
        out.append(describe.lc_short(card))
    for card in cat.ton:
        out += [line for line in describe.ton_short(card) if not line.startswith("+1 ")]
    for card in cat.tea:
        out.append(describe.tea_short(cat, card))
    for card in cat.whist:
        out += describe.whist_lines(card)
    return out


def test_every_card_and_rail_sentence_is_translated_under_qps(cat) -> None:
    i18n.set_language("qps")
    texts = card_texts(cat)
    for level in range(len(cat.hive_levels)):
        z = hive_costs.rail_zoom(cat, level)
        texts += [z.title, *z.lines]
    tables = [*describe.AREA_TEXT.values(), *describe.AREA_TITLES.values(), describe.BEEHIVE_TEXT,
              describe.HOME_TEXT, *describe.POWER_TEXT.values(), *describe.CLUB_POWER_TEXT.values(),
              *(t for pair in describe.TOKEN_TEXT.values() for t in pair),
              decision.PLACE_HINT, decision.KEEP_HINT, decision.PAY_HINT, decision.SWAP_HINT]
    texts += [i18n._(t) for t in tables]
    texts += [goal_words.goal(kind, 3) for kind in goal_words.GOAL_TEXT]
    left = sorted({t for t in texts if not pseudo(t)})
    assert not left, left[:10]


def test_the_season_scene_draws_its_own_words_translated(monkeypatch) -> None:
    """The top bar (week, buttons) and the mats' zooms under qps; engine prompts and move
    labels are the engine's to translate and not looked at here."""
    from apistocracy_gui.gui.app import App
    from apistocracy_gui.gui.settings import Settings

    i18n.set_language("qps")
    settings = Settings()
    settings.animation = "off"
    app = App(settings, size=(1280, 720))
    session = Session.start(GameConfig(players=("edward", "tuesday"), seed=3), ["human", "random"])
    scene = SeasonScene(app, session)
    app.manager.replace(scene)
    record: list[tuple[str, str, int]] = []
    monkeypatch.setattr(T, "RECORD", record)
    app.frame([], 0.01)
    monkeypatch.setattr(T, "RECORD", None)
    drawn = {s for what, s, _px in record if what == "text"}
    english = {"Hint", "Undo", "Redo", "Menu", "Week 1 of 4", "To pay:", "more below \u2193 (scroll)"}
    assert not drawn & english
    assert any(pseudo(s) and "1" in s for s in drawn)  # the week, "Week 1 of 4" made pseudo
    zooms = [spot.zoom for spot in scene.spots.by_key.values() if spot.zoom is not None]
    assert zooms
    for z in zooms:
        img = zoom.render(z, 0.8, session.game.cat, False)
        assert img.get_width() > 0
    pygame.event.clear()


def test_german_sentences_and_plurals(cat) -> None:
    i18n.set_language("de")
    draw = Effect(verb="draw", count=1)
    assert describe.effect_text(draw) == "Ziehen Sie 1 Karte"
    assert describe.effect_text(Effect(verb="draw", count=2)) == "Ziehen Sie 2 Karten"
    assert i18n._(describe.TOKEN_TEXT["card_sharp"][0]) == "Kartenfuchs"
    lines = hive_costs.rail_zoom(cat, 1).lines
    assert lines[0].startswith("Ein Feld der Ebene 1 von der Ebene darunter betreten")
    assert any(" Feld weiterziehen" in line for line in lines)
    assert goal_words.goal("tea_cards", 3) == "3 Teekarten"


def test_french_sentences_and_plurals(cat) -> None:
    i18n.set_language("fr")
    one = Effect(verb="trash", count=1)
    assert describe.effect_text(one).startswith("Écartez jusqu’à 1 carte de")
    assert describe.effect_text(Effect(verb="trash", count=2)).startswith("Écartez jusqu’à 2 cartes de")
    lines = hive_costs.rail_zoom(cat, 2).lines
    assert any("alvéoles sur le niveau 2" in line for line in lines)
    assert i18n._("Week {n} of 4").format(n=2) == "Semaine 2 sur 4"
