"""The tutorial opponent says why in sentences about itself (issue 52): its "Why?" used the
Hint's sentences, which speak to the player ("you can", "your column") about the opponent's
own move. Its reasons name the opponent and say "the" where the Hint says "your", through
the catalogs, in every language."""

from __future__ import annotations

import random
import re

import pytest

from apistocracy_gui import i18n
from apistocracy_gui.bots.explained import Explained
from apistocracy_gui.bots.medium import MediumBot
from apistocracy_gui.engine import Game, GameConfig

SECOND_PERSON = {"en": r"\b(you|your|yours)\b", "de": r"\b(Sie|Ihre?[mnrs]?)\b",
                 "fr": r"\b(vous|votre|vos)\b"}


def reasons(code: str, turns: int = 5) -> list[str]:
    """The opponent's reasons for its first `turns` turns of a seeded game, in `code`."""
    i18n.set_language(code)
    g = Game.new(GameConfig(players=("edward", "tuesday"), seed=4))
    bot, rng, said = Explained(MediumBot(4)), random.Random(4), []
    try:
        while not g.is_over and len(said) < turns:
            if g.current_player == 1:
                g.apply(bot.choose(g.view(1), g.legal_actions()))
                if bot.why:
                    said.append(bot.why)
            else:
                g.apply(rng.choice(g.legal_actions()))
    finally:
        i18n.set_language(i18n.ENGLISH)
    return said


@pytest.mark.parametrize("code", ["en", "de", "fr"])
def test_the_opponent_s_reasons_speak_of_it_not_to_you(code) -> None:
    said = reasons(code)
    assert len(said) == 5
    assert all(s.startswith("Lady Tuesday") for s in said), said
    assert [s for s in said if re.search(SECOND_PERSON[code], s)] == []
