"""A review kept in one language reads in another (issue 52, item 8): the review holds its
judgement only (moves as keys, classes, chances, points), and its words are made from it and
the save when shown, so a change of language re-words it instead of searching it again."""

from __future__ import annotations

import msgspec
import pytest
from test_review import SMALL, medium_game

from apistocracy_gui import i18n
from apistocracy_gui.engine import GameConfig
from apistocracy_gui.review.model import Moment
from apistocracy_gui.review.season import review_save, settings_digest
from apistocracy_gui.review.words import Words


@pytest.mark.slow
def test_the_same_game_reviewed_in_english_and_german_is_the_same_review() -> None:
    g = medium_game(GameConfig(players=("edward", "tuesday"), seed=9), 9, until=24)
    save = g.to_save()
    try:
        english = review_save(save, ["human", "medium"], settings=SMALL, virtual=2000)
        i18n.set_language("de")
        german = review_save(save, ["human", "medium"], settings=SMALL, virtual=2000)
        assert settings_digest(SMALL) == english.settings  # the key it is kept by: no language
    finally:
        i18n.set_language("en")
    assert msgspec.json.encode(german) == msgspec.json.encode(english)
    assert german.decisions and german.key_moments


@pytest.mark.slow
def test_a_kept_review_is_worded_in_the_language_spoken_now() -> None:
    g = medium_game(GameConfig(players=("edward", "tuesday"), seed=9), 9, until=24)
    save = g.to_save()
    review = review_save(save, ["human", "medium"], settings=SMALL, virtual=2000)
    moments = [Moment(d.index, d.seat, "decision", d.best_action) for d in review.decisions]
    english = [Words(save, review, decisions=True).moment(m) for m in moments]
    try:
        i18n.set_language("de")
        german = Words(save, review, decisions=True)
        said = [german.moment(m) for m in moments]
        quoted = [(german.title(d), german.labels(d)) for d in review.decisions]
    finally:
        i18n.set_language("en")
    for en, de in zip(english, said, strict=True):
        assert en.title.startswith("Week ") and de.title.startswith("Woche ") and de.reason != en.reason
    # a move's label that quotes a place („Morgenbesuch“) is quoted in the sentence with the
    # inner marks: „Nach ‚Morgenbesuch‘ ziehen“, never „Nach „Morgenbesuch“ ziehen“
    inner = [(title, labels) for title, labels in quoted if "„" in labels[0] + labels[1]]
    assert inner, "no move of this game quotes a place"
    for title, _labels in inner:
        assert "‚" in title and not any("„" in part.split("“")[0] for part in title.split("„")[1:]), title


@pytest.mark.slow
def test_a_review_kept_by_an_earlier_version_is_made_again_not_called_damaged(tmp_path, monkeypatch) -> None:
    """reviews.json from before (format 1: each key moment kept its line in one language) is
    neither used nor set aside as damaged: that review is made again and kept beside it."""
    import json

    from apistocracy_gui import userfiles
    from apistocracy_gui.gui import review_store

    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    g = medium_game(GameConfig(players=("edward", "tuesday"), seed=9), 9, until=24)
    review = review_save(g.to_save(), ["human", "medium"], settings=SMALL, virtual=2000)
    old = json.loads(msgspec.json.encode(review))
    old["format"] = 1
    old["key_moments"] = [{"index": 3, "seat": 0, "kind": "luck", "title": "Week 1, luck",
                           "reason": "The cards."}]
    userfiles.write(review_store.FILE, [{"game": review.game, "settings": review.settings, "review": old}])
    assert review_store.find(review.game, review.settings) == (None, "")
    assert review_store.keep(review) == ""
    assert review_store.find(review.game, review.settings) == (review, "")
    assert not list(userfiles.data_dir().glob("reviews.bad-*"))
