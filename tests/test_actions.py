"""Actions and their labels (issue 57): an action is its kind and args; its label is worded
only when read, in the language of that moment, from values taken when it was offered."""

from __future__ import annotations

import pickle
import random
from dataclasses import FrozenInstanceError

import pytest

from apistocracy_gui import i18n
from apistocracy_gui.engine import Action, Game, GameConfig

FOUR = ("edward", "tuesday", "alexandria", "shae")
CONFIGS = [GameConfig(players=FOUR, seed=5), GameConfig(players=FOUR, mode="advanced", seed=6),
           GameConfig(players=("tuesday", "edward"), seed=7)]


def test_an_action_is_its_kind_and_args() -> None:
    a = Action("pay", ("unit", "card", 3, 1), "Discard 4 \u2663")
    b = Action("pay", ("unit", "card", 3, 1))
    assert a == b and hash(a) == hash(b) and a.key() == ["pay", "unit", "card", 3, 1]
    assert a != Action("pay", ("unit", "card", 4, 1), "Discard 4 \u2663")
    assert a != ("pay", ("unit", "card", 3, 1))
    assert str(a) == "Discard 4 \u2663" and str(b) == "pay unit card 3 1"
    with pytest.raises(FrozenInstanceError):
        a.kind = "x"  # type: ignore[misc]


@pytest.mark.parametrize("config", CONFIGS)
def test_listing_the_legal_actions_words_nothing(config: GameConfig, monkeypatch) -> None:
    """A bot reads no label, so a playout that never reads one translates nothing: the labels
    of every listing were a fifth of a random game's time when they were worded at once."""
    g = Game.new(config)
    worded = []
    real = i18n._tr
    monkeypatch.setattr(i18n, "_tr", lambda: worded.append(1) or real())
    choose = random.Random(config.seed)
    while not g.is_over:
        g.apply(choose.choice(g.legal_actions()))
    assert worded == []
    monkeypatch.undo()
    assert all(a.label for a in Game.new(config).legal_actions())


@pytest.mark.parametrize("config", CONFIGS)
def test_a_label_tells_the_moment_it_was_offered(config: GameConfig) -> None:
    """Read long after (the game moved on, the Parlor refilled, the costs changed), an
    offered action still says what it said when it was offered: its values were taken then."""
    g = Game.new(config)
    offered: list[tuple[Action, str]] = []
    choose = random.Random(config.seed)
    while not g.is_over:
        legal = g.legal_actions()
        offered += [(a, a.label) for a in legal]
        g.apply(choose.choice(legal))
    assert [a.label for a, _label in offered] == [label for _a, label in offered]


def test_an_offered_label_is_reworded_in_a_new_language_and_pickles_with_its_recipe() -> None:
    g = Game.new(CONFIGS[0])
    while g.pending_kind() != "Payment":
        g.apply(g.legal_actions()[0])
    offered = g.legal_actions()
    english = [a.label for a in offered]
    i18n.set_language(i18n.PSEUDO)
    assert all(i18n.PSEUDO_DONE.fullmatch(a.label) for a in offered), [a.label for a in offered]
    copies = pickle.loads(pickle.dumps(offered))
    assert copies == offered and [a.label for a in copies] == [a.label for a in offered]
    with i18n.english():  # a moment of English reads English, the language spoken stays
        assert [a.label for a in offered] == english
    assert all(i18n.PSEUDO_DONE.fullmatch(a.label) for a in offered)
    i18n.set_language("en")
    assert [a.label for a in offered] == english == [a.label for a in copies]
