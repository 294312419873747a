"""The Chronicle, the "why not" reasons, the payments and the score pad speak the player's
language (issue 35).

Under the pseudo-locale every line a seeded playout of each mode tells, every refusal, every
payment's choice and every score label must come out pseudo-localised: a sentence someone
writes without `_()` stays plain English and fails here. The pseudo-locale is made with no
template, so every string that passes through the catalog is transformed (the test does not
depend on the committed .pot being regenerated). German and French are checked on a few real
sentences, plurals at 1 and 2 included, with the compiled catalogs when they hold them.
"""

from __future__ import annotations

import random

import pytest

from apistocracy_gui import i18n
from apistocracy_gui.engine import Action, Game, GameConfig, chronicle, names, payment, scoring
from apistocracy_gui.engine.events import Event
from apistocracy_gui.engine.why_not import targets

CONFIGS = [
    GameConfig(players=("edward", "tuesday"), seed=21),
    GameConfig(players=("shae",), mode="solo", seed=22),
    GameConfig(players=("edward", "alexandria", "tuesday"), mode="advanced", seed=23),
]


@pytest.fixture
def qps(monkeypatch):
    monkeypatch.setattr(i18n, "template_ids", lambda path: None)  # every msgid made pseudo
    i18n.set_language("qps")
    yield


def pseudo(text: str) -> bool:
    return bool(i18n.PSEUDO_DONE.fullmatch(text))


def test_every_told_line_and_reason_is_translated(qps) -> None:
    for config in CONFIGS:
        g = Game.new(config)
        rng = random.Random(config.seed)
        checked = 0
        while not g.is_over:
            if g.st.stack and g.st.stack[-1].decision and checked < 400:
                legal = g.legal_actions()
                for a in targets(g)[:12]:
                    reason = g.why_not(a)
                    assert reason is None or pseudo(reason), reason
                    checked += 1
                if g.pending_kind() == "Payment":
                    assert pseudo(g.prompt()), g.prompt()
                    mine = [a.label for a in legal if a.kind in ("pay", "tea", "influence")]
                    assert all(pseudo(label) for label in mine), mine
            g.apply(rng.choice(g.legal_actions()))
        lines = [entry.text for entry in g.log]
        assert len(lines) > 50
        english = [line for line in lines if not pseudo(line)]
        assert not english, english[:5]
        for s in range(len(g.st.players)):
            for line in scoring.sheet(g, s).lines:
                for label, _points in line.parts:
                    assert pseudo(label) or label.startswith("["), label
        assert checked > 0


def _game() -> Game:
    return Game.new(GameConfig(players=("edward", "tuesday"), seed=5))


def _has_catalog(code: str) -> bool:
    i18n.set_language(code)
    return i18n._("The Chronicle") != "The Chronicle"


@pytest.mark.parametrize(("code", "one", "two", "cost"), [
    ("de", "Lord Edward zieht 1 Karte", "Lord Edward zieht 2 Karten", "frei"),
    ("fr", "Lord Edward pioche 1 carte", "Lord Edward pioche 2 cartes", "gratuit"),
])
def test_german_and_french_sentences(code: str, one: str, two: str, cost: str) -> None:
    if not _has_catalog(code):
        pytest.skip(f"the {code} catalog does not hold this area's translations yet")
    g = _game()
    seat = next(s for s in range(2) if g.name(s) == "Lord Edward")
    for n, want in ((1, one), (2, two)):
        line = chronicle.text(g, Event("cards_drawn", seat, {"count": n, "cards": []}))
        assert line == want
    assert names.cost((0, 0, 0, 0, 0)) == cost
    assert payment.reason_text("the Parlor") != "the Parlor"
    assert g.why_not(Action("play", (0,))) not in (None, "That is not a choice now.")


def test_english_stays_as_it_was() -> None:
    g = _game()
    assert chronicle.text(g, Event("cards_drawn", 0, {"count": 1, "cards": []})).endswith("draws 1 card")
    assert chronicle.text(g, Event("cards_drawn", 0, {"count": 3, "cards": []})).endswith("draws 3 cards")
    assert payment.reason_text("row 3") == "row 3"
    assert payment.reason_text("the move to Almack's") == "the move to Almack's"
    assert names.cost((0, 0, 0, 0, 0)) == "free"


def test_the_terminal_table_and_score_pad_in_german(capsys) -> None:
    from apistocracy_gui.text import main

    if not _has_catalog("de"):
        pytest.skip("the de catalog does not hold this area's translations yet")
    assert main(["--lang", "de", "--players", "edward:random,tuesday:random", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "=== Wertungsblock ===" in out and "Winner" not in out
    assert "Sieg: " in out or "Gleichstand bei " in out


def test_the_chronicle_is_written_again_in_a_new_language() -> None:
    """Issue 35: a language chosen in mid-season turns the whole Chronicle over, not only the
    lines written after the change (Game.log renders again once the language changed)."""
    g = Game.new(GameConfig(players=("edward", "tuesday"), seed=3))
    english = list(g.log)
    try:
        i18n.set_language(i18n.PSEUDO)
        pseudo = list(g.log)
    finally:
        i18n.set_language("en")
    assert len(pseudo) == len(english) and pseudo[0] != english[0]
    assert list(g.log) == english
