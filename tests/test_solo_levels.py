"""Lady Cat's difficulty levels (issue 15; rules_data/solo.yaml, rules_data/README.md).

"Standard" is the rulebook's solo rules exactly (5 Calling Cards a week, p.21; her whist cards
half a rank above yours, R6.11; no Litter card before the first week reset, p.22). The other
levels turn only the three designed dials, and the level travels with the game: its config,
its save, the bots' sampled worlds, the best scores.
"""

from __future__ import annotations

import random

import pytest

from apistocracy_gui.bots.worlds import sample
from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.engine import ladycat as lcat

CAT = 1


def solo(level: str = "standard", seed: int = 2) -> Game:
    return Game.new(GameConfig(players=("tuesday",), mode="solo", seed=seed, level=level))


def test_standard_is_the_rulebook() -> None:
    """p.21: she has 5 Calling Cards; R6.11: half a rank; p.21-22: the Litter waits."""
    std = lcat.solo_data().level("standard")
    assert (std.calling_cards, std.whist_edge, std.litter_at_start) == (5, 0.5, 0)
    g = solo()
    assert g.config.level == "standard" and g.calling_cards(CAT) == 5
    assert len(g.st.ladycat.litter) == sum(not c.cat for c in lcat.solo_data().cards)
    assert "level" not in g.to_save()["config"]  # a Standard save is as before the levels


@pytest.mark.parametrize("level_id", ["gentle", "ruthless"])
def test_a_level_turns_its_dials(level_id: str) -> None:
    level = lcat.solo_data().level(level_id)
    g = solo(level_id)
    assert g.calling_cards(CAT) == level.calling_cards
    litter = sum(not c.cat for c in lcat.solo_data().cards)
    assert len(g.st.ladycat.litter) == litter - level.litter_at_start
    cid = lcat.SOLO_BASE + lcat.solo_data().cards[0].id
    assert lcat.suit_rank(g, cid)[1] == lcat.solo_data().cards[0].rank + level.whist_edge


def test_her_calling_cards_follow_the_level_through_a_whole_game() -> None:
    """Each of the 4 weeks she takes one turn per Calling Card her level gives her."""
    for level_id in ("gentle", "ruthless"):
        g, rng = solo(level_id, seed=5), random.Random(5)
        while g.st.phase == "season":
            g.apply(rng.choice(g.legal_actions()))
        assert g.st.ladycat.turns == 4 * lcat.solo_data().level(level_id).calling_cards


def test_the_level_is_saved_and_replayed() -> None:
    g, rng = solo("ruthless", seed=7), random.Random(7)
    for _ in range(40):
        g.apply(rng.choice(g.legal_actions()))
    data = g.to_save()
    assert data["config"]["level"] == "ruthless"
    again = Game.from_save(data)
    assert again.config.level == "ruthless" and again.state_hash() == g.state_hash()


def test_bots_sample_worlds_at_the_game_level() -> None:
    """A bot's sampled world plays Lady Cat at the real game's level (from the view)."""
    g = solo("gentle")
    w = sample(g.view(0), random.Random(1))
    assert w.config.level == "gentle" and w.calling_cards(CAT) == 4
    assert g.observe(None)["ladycat"]["level"] == "gentle"


def test_unknown_or_misplaced_levels_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown Lady Cat level"):
        solo("brutal")
    with pytest.raises(ValueError, match="solo game only"):
        Game.new(GameConfig(players=("edward", "shae"), level="ruthless"))


# --------------------------------------------------------------------------- on screen
def _app(tmp_path, monkeypatch):
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    from apistocracy_gui.gui.app import App
    from apistocracy_gui.gui.settings import Settings

    settings = Settings()
    settings.animation = "off"
    return App(settings, size=(1280, 720))


def _click(app, pos) -> None:
    import pygame

    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.01)


def test_the_solo_setup_chooses_and_remembers_the_level(tmp_path, monkeypatch) -> None:
    """The level is chosen on the Solo setup screen by mouse, starts the game at that level,
    and the screen offers it again next time."""
    from apistocracy_gui.gui.scenes.solo_setup import SoloSetupScene

    app = _app(tmp_path, monkeypatch)
    setup = SoloSetupScene(app, seed=9)
    app.manager.replace(setup)
    app.frame([], 0.0)
    assert setup.level == "standard" and setup.level_row[1].selected
    ruthless = next(b for b in setup.level_row if b.label == "Ruthless")
    _click(app, ruthless.rect.center)
    assert setup.config().level == "ruthless"
    _click(app, setup.start_button.rect.center)
    assert app.session is not None and app.session.game.config.level == "ruthless"
    again = SoloSetupScene(app, seed=9)
    assert again.level == "ruthless"
    app.close()


def test_best_scores_are_kept_per_level(tmp_path, monkeypatch) -> None:
    """A Ruthless season is ranked among Ruthless seasons; the Standard list is untouched."""
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    from apistocracy_gui.gui import solo_scores

    def finished(level: str, seed: int) -> Game:
        g, rng = solo(level, seed), random.Random(seed)
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
        return g

    std, _msg, rank = solo_scores.record(finished("standard", 3))
    assert rank == 0 and len(std) == 1
    ruth, _msg, rank = solo_scores.record(finished("ruthless", 4))
    assert rank == 0 and [s.level for s in ruth] == ["ruthless"]
    everything, _msg = solo_scores.load()
    assert sorted(s.level for s in everything) == ["ruthless", "standard"]
