"""The review's numbers a player recognises (issue 56 items 3-4, issue 52 item 20).

- Accuracy is over real choices only: decisions with two or more options that the judge tells
  apart (rules_data/README.md, "Accuracy"); forced steps and payments whose options all come
  to the same do not lift it.
- The review numbers each player's own decisions ("Your 12th decision"), not the game's
  actions, which count the computers' too.
- One number per claim: a key moment's line, the replay's caption at it and `--json` give the
  same chances and points (a key moment said a move cost 7.7 VP while the replay said the
  better move was worth "+1.2 VP").
"""

from __future__ import annotations

import json
import re

import pytest
from test_review import SMALL, medium_game

from apistocracy_gui import i18n
from apistocracy_gui.engine import GameConfig
from apistocracy_gui.gui.scenes.review import heading_of, moment_note
from apistocracy_gui.i18n import inner_quotes, number, percent
from apistocracy_gui.review.model import DecisionReview, Review
from apistocracy_gui.review.moments import accuracy, cost_line, decision_number
from apistocracy_gui.review.report import as_json, as_text
from apistocracy_gui.review.season import review_save
from apistocracy_gui.review.words import Words


@pytest.fixture(scope="module")
def reviewed() -> tuple[Review, dict]:
    g = medium_game(GameConfig(players=("edward", "tuesday"), seed=9), 9, until=60)
    save = g.to_save()
    return review_save(save, ["human", "human"], settings=SMALL, virtual=2000), save


@pytest.fixture(autouse=True)
def _english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def decision(klass: str, loss: float, points: float, choice: bool, nth: int = 1) -> DecisionReview:
    return DecisionReview(4, 0, "Payment", 2, "season", ["pay", "cheapest"], ["pay", "cheapest"],
                          0.5 - loss, 0.5, 10 - points, 10, loss, points, 6, klass, nth, choice)


def test_accuracy_ignores_decisions_the_judge_cannot_tell_apart() -> None:
    real = [decision("best", 0, 0, True), decision("mistake", 0.08, 2.0, True)]
    same = [decision("best", 0, 0, False) for _ in range(8)]  # payments with one sensible answer
    assert accuracy(real + same, SMALL) == accuracy(real, SMALL) == 75.0
    assert accuracy(same, SMALL) == 100.0


def test_a_real_choice_is_one_whose_options_differ_by_more_than_a_best_move_may_lose() -> None:
    best = SMALL.best
    assert not SMALL.tells_apart(best.chance, best.points)
    assert SMALL.tells_apart(best.chance + 0.001, 0.0)
    assert SMALL.tells_apart(0.0, best.points + 0.01)


@pytest.mark.slow
def test_the_review_counts_real_choices_and_every_flaw_is_one(reviewed) -> None:
    review, _save = reviewed
    assert any(not d.choice for d in review.decisions)  # some steps were no real choice
    assert all(d.choice for d in review.decisions if d.klass not in ("best", "good"))
    for s in review.seats:
        real = [d for d in review.decisions if d.seat == s.seat and d.choice]
        assert s.choices == len(real) == sum(s.counts.values())


def test_decisions_are_numbered_per_player(reviewed) -> None:
    review, save = reviewed
    for seat in (0, 1):
        mine = [d.nth for d in review.decisions if d.seat == seat]
        assert mine == list(range(1, len(mine) + 1))  # every decision with options is reviewed
    text = as_text(review, Words(save, review))
    assert "Action " not in text
    assert re.search(r"Lord Edward's \d+(st|nd|rd|th) decision", text)


def test_ordinals_in_each_language() -> None:
    words = {n: decision_number(decision("best", 0, 0, True, n)) for n in (1, 2, 3, 4, 11, 12, 21)}
    assert words == {1: "Your 1st decision", 2: "Your 2nd decision", 3: "Your 3rd decision",
                     4: "Your 4th decision", 11: "Your 11th decision", 12: "Your 12th decision",
                     21: "Your 21st decision"}
    i18n.set_language("de")
    assert decision_number(decision("best", 0, 0, True, 12)) == "Ihre 12. Entscheidung"
    i18n.set_language("fr")
    assert decision_number(decision("best", 0, 0, True, 1)) == "Votre 1re décision"
    assert decision_number(decision("best", 0, 0, True, 21)) == "Votre 21e décision"


def test_the_key_moment_the_replay_and_the_json_give_the_same_figures(reviewed) -> None:
    review, save = reviewed
    words = Words(save, review)
    moments = [m for m in review.key_moments if m.kind == "decision"]
    assert moments
    data = json.loads(as_json(review, words))  # what `apistocracy --review --json` prints
    for m in moments:
        d = next(d for d in review.decisions if (d.index, d.seat) == (m.index, m.seat))
        said = words.moment(m)
        figures = [percent(d.chance_best), percent(d.chance_chosen)]
        if d.margin_loss >= 0.1:
            figures.append(f"about {number(d.margin_loss, 1)} points less")
        note = moment_note(review, said, m)
        for figure in figures:
            assert figure in said.title and figure in note
        cost = cost_line(d, inner_quotes(said.best))
        assert cost in said.title and cost in note
        assert "On average" not in said.reason  # no second estimate of what the move is worth
        assert heading_of(review, m).startswith("Your ") and note.startswith(heading_of(review, m))
    on_json = {(m["index"], m["seat"]): m["title"] for m in data["key_moments"]}
    for m in moments:
        d = next(d for d in data["decisions"] if (d["index"], d["seat"]) == (m.index, m.seat))
        assert percent(d["chance_best"]) in on_json[(m.index, m.seat)]
        assert on_json[(m.index, m.seat)] == words.moment(m).title


def test_the_cost_in_a_players_words() -> None:
    """Issue 52 item 20: not "where it left 6% and 1.5 VP of its expected score"."""
    d = DecisionReview(4, 0, "PlaceCard", 2, "season", ["noop"], ["noop"],
                       0.25, 0.31, 10.0, 11.5, 0.06, 1.5, 8, "mistake", 3, True, margin_loss=1.5)
    assert cost_line(d, "the Gallery") == (
        "The better move, \u201cthe Gallery\u201d, kept a 31% chance of winning; "
        "yours left 25%, about 1.5 points less against your closest rival at the end.")
