"""Just-in-time tips (issue 38): the data is checked like the rules data, each trigger fires
at its moment, a tip shows once per profile, and the Options turn them off or reset them."""

from __future__ import annotations

import os
import random
import re
import shutil
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pytest

from apistocracy_gui.engine import Game, GameConfig, RulesDataError
from apistocracy_gui.engine.flow import Decision
from apistocracy_gui.gui import tips
from apistocracy_gui.gui.tips_data import (
    CONDITION_NAMES,
    DECISION_KINDS,
    DIRECTORY,
    EVENT_KINDS,
    FILE,
    load,
)
from apistocracy_gui.session import Session

ENGINE = Path(__file__).resolve().parent.parent / "apistocracy_gui" / "engine"


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path / "home"))


def test_the_tips_name_only_what_the_engine_and_the_code_know() -> None:
    """Every decision class is a kind a tip may wait for, every event kind listed is emitted,
    and the named conditions are the code's."""
    import importlib
    import pkgutil

    import apistocracy_gui.engine as engine_pkg

    for m in pkgutil.iter_modules(engine_pkg.__path__):
        importlib.import_module(f"apistocracy_gui.engine.{m.name}")

    def subclasses(c: type) -> set[str]:
        return {n for s in c.__subclasses__() for n in {s.__name__} | subclasses(s)}

    assert subclasses(Decision) == set(DECISION_KINDS)
    emitted = {k for f in ENGINE.glob("*.py") for k in re.findall(r'emit\("([a-z_]+)"', f.read_text())}
    assert set(EVENT_KINDS) <= emitted
    assert set(CONDITION_NAMES) == set(tips.CONDITIONS)
    assert len(load()) >= 50


@pytest.mark.parametrize(("old", "new", "message"), [
    ("event: week_ended", "event: week_over", r"tips\[\d+\]\.event \('week_end'\): 'week_over' is not"),
    ("rules: At Home", "rules: Home", r"tips\[\d+\]\.rules \('at_home'\): 'Home' is not one of"),
    ("if: [leading]", "if: [ahead]", r"tips\[\d+\]\.if\[0\] \('whist_lead'\)"),
    ("    topic: hive_bonus\n", "    topic: hive_bonuses\n",
     r"tips\[\d+\]\.topic \('hive_bonus_theirs'\): 'hive_bonuses' is not a tip's id"),
    ("    quiet: 3\n", "    quiet: 3\n    louder: 1\n",
     r"tips\[\d+\] \('quiet_trumps'\): unknown field 'louder'"),
])
def test_a_bad_tip_names_the_file_and_the_field(tmp_path, old, new, message) -> None:
    bad = tmp_path / "bad"
    shutil.copytree(DIRECTORY, bad)
    text = (bad / FILE).read_text(encoding="utf-8")
    assert old in text
    (bad / FILE).write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(RulesDataError, match=r"tips\.yaml: " + message):
        load(bad)


def session_until(pending: str, condition=lambda g: True, seeds: range = range(40),
                  you: str = "") -> Session:
    """A Standard game, you against Easy, played by you at random (or as the bot `you`)
    until your decision is `pending` (and `condition` holds)."""
    from apistocracy_gui.bots import make_bot

    for seed in seeds:
        s = Session(Game.new(GameConfig(players=("edward", "tuesday"), seed=seed)), ["human", "easy"])
        s._make_bots()
        rng, bot = random.Random(seed), make_bot("easy", seed)
        mine = make_bot(you, seed) if you else None
        g = s.game
        while not g.is_over:
            if g.current_player == 0 and g.pending_kind() == pending and condition(g):
                return s
            legal = g.legal_actions()
            if g.current_player == 1:
                s.act(bot.choose(g.view(1), legal))
            else:
                s.act(mine.choose(g.view(0), legal) if mine else rng.choice(legal))
    raise AssertionError(f"no {pending} met")


@pytest.mark.parametrize(("pending", "tip", "condition", "first"), [
    ("BonusChoice", "hive_bonus", lambda g: True, 0),
    ("Payment", "queen_pays", lambda g: tips.CONDITIONS["queen_in_hand"](g, 0, {}), 31),  # a quick seed
    # Lord Edward may keep a used Tea card (R7.3): his tip does not say it is trashed.
    ("Payment", "tea_pays_keep", lambda g: any(a.kind == "tea" for a in g.legal_actions()), 0),
    ("PlayCard", "whist_void", lambda g: tips.CONDITIONS["void"](g, 0, {}), 0),
])
def test_a_decision_tip_shows_at_its_moment(pending, tip, condition, first) -> None:
    s = session_until(pending, condition, range(first, first + 40))
    seen = {t.id for t in load() if t.decision == pending and t.id != tip}
    tipster = tips.Tipster(s, seen)
    tipster.update()
    assert tipster.current is not None and tipster.current.id == tip


def test_the_decisions_own_tip_comes_first_and_the_events_wait_their_turn() -> None:
    """Issue 52: the learner took a Hive Bonus while an event's tip (the Tea card's) was shown,
    and the Hive Bonus tip, due only at that decision, was lost. A decision's tip comes first;
    the events' tips wait for the next decision."""
    s = session_until("BonusChoice")
    tipster = tips.Tipster(s, set())
    tipster.cursor = 0  # every event of the game so far waits to be told
    tipster.update()
    assert tipster.current is not None and tipster.current.id == "hive_bonus"
    waiting = [p.tip.id for p in tipster.pending]
    assert waiting
    s.act(next(a for a in s.game.legal_actions() if a.args == ("decline",)))
    while s.game.current_player != 0:
        s.act(s.game.legal_actions()[0])
    tipster.update()
    assert tipster.current is not None and tipster.current.id in waiting + [
        t.id for t in load() if t.decision == s.game.pending_kind()]


def test_an_event_tip_waits_for_the_players_decision_and_shows_once_per_profile() -> None:
    s = session_until("PlaceCard", lambda g: g.st.week == 2)
    tipster = tips.Tipster(s, {"place_card"})  # the decision's own tip would come first
    tipster.cursor = max(i for i, e in enumerate(s.game.events) if e.kind == "week_ended")
    tipster.update()
    assert tipster.current is not None and tipster.current.id == "week_end"
    assert tipster.point() == "week"  # beside the week track
    tips.userfiles.flush()
    assert "week_end" in tips.userfiles.read(tips.FILE, tips.SeenTips)[0].seen  # in tips.json
    tipster.dismiss()
    tipster.update()
    nxt = tipster.current  # the next one waiting, at once
    assert nxt is not None and nxt.id != "week_end"
    tipster.acted(s.game.legal_actions()[0], 0)  # a move closes it, and counts as coached
    assert tipster.current is None and tipster.history == [True]
    tips.userfiles.flush()
    again = tips.Tipster(s)  # a new game of the same profile: seen tips stay quiet
    assert {"week_end", nxt.id} <= again.seen
    assert tips.forget_all() == "" and tips.Tipster(s).seen == set()


def test_the_pm_dinner_tip_shows_when_its_parlor_spaces_open() -> None:
    """Rulebook p.9 (d2): a Brooch at Dinner with the PM opens two bonus spaces to its owner.
    Random play never gets there; a Medium player does (seed 7)."""
    s = session_until("PlaceCard", lambda g: tips.CONDITIONS["pm_spaces"](g, 0, {}), range(7, 30), "medium")
    seen = {t.id for t in load() if t.decision == "PlaceCard" and t.id != "pm_dinner"}
    tipster = tips.Tipster(s, seen)
    tipster.update()
    assert tipster.current is not None and tipster.current.id == "pm_dinner"


@pytest.mark.parametrize(("seat", "tip"), [(0, "goal_mine"), (1, "goal_theirs")])
def test_a_host_goal_reached_is_told_to_its_player_and_to_the_others(seat, tip) -> None:
    """Rulebook p.4 and p.18: the first host goal reached turns the Host token to side B."""
    s = session_until("PlaceCard", lambda g: any(e.kind == "goal_reached" and e.seat == seat
                                                 for e in g.events))
    tipster = tips.Tipster(s, set())
    events = s.game.events
    tipster.cursor = max(i for i, e in enumerate(events) if e.kind == "goal_reached" and e.seat == seat)
    tipster.update()
    shown = set()
    while tipster.current is not None and tipster.current.id not in ("goal_mine", "goal_theirs"):
        shown.add(tipster.current.id)  # another event's tip of the same stretch came first
        tipster.dismiss()
        tipster.update()
    assert tipster.current is not None and tipster.current.id == tip, shown


def test_tips_are_on_for_a_new_profile_and_an_option_turns_them_off() -> None:
    from apistocracy_gui.gui.settings import Settings

    s = Session(Game.new(GameConfig(players=("edward", "tuesday"), seed=1)), ["human", "easy"])
    assert Settings().tips is True
    assert tips.of(s, enabled=True) is not None
    assert tips.of(s, enabled=False) is None
    demo = Session(Game.new(GameConfig(players=("edward", "tuesday"), seed=1)), ["easy", "easy"])
    assert tips.of(demo, enabled=True) is None  # nobody to teach


def test_the_options_reset_shows_every_tip_again() -> None:
    from apistocracy_gui.gui.app import App
    from apistocracy_gui.gui.scenes.options_overlay import OptionsOverlay
    from apistocracy_gui.gui.settings import Settings

    assert tips.remember({"week_end"}) == ""
    tips.userfiles.flush()
    app = App(Settings(), size=(1280, 720))
    options = OptionsOverlay(app)
    row = options.ROWS.index("Tips already seen")
    options.rows[row][0].action()
    assert tips.userfiles.read(tips.FILE, tips.SeenTips)[0].seen == []
    on_off = options.rows[options.ROWS.index("Tips for new players")]
    on_off[0].action()  # Off
    assert app.settings.tips is False


@pytest.mark.parametrize("code", ["en", "de", "fr"])
def test_a_host_goal_reached_by_another_seat_names_that_player(code) -> None:
    """"Your opponent reached their host's goal" was told at three and four seats too: the
    tip names the player whose goal it was, in every language, at any count of seats."""
    from apistocracy_gui import i18n

    s = Session(Game.new(GameConfig(players=("edward", "tuesday", "alexandria"), seed=1)),
                ["human", "easy", "easy"])
    tipster = tips.Tipster(s, set())
    tipster._show(next(t for t in tipster.tips if t.id == "goal_theirs"), {"by": 2}, None)
    i18n.set_language(code)
    try:
        text = tipster.text()
    finally:
        i18n.set_language("en")
    assert text.startswith(s.game.name(2)) and "{" not in text
    assert "opponent" not in text and "Gegenüber" not in text and "adversaire" not in text


def test_a_tip_that_names_the_mouse_s_hover_has_a_finger_s_wording_said_after_a_touch() -> None:
    """A finger cannot hover (issue 55): a tip that says to hover a thing says, after a touch,
    to hold a finger on it; after the mouse again, its text as written."""
    from apistocracy_gui.gui import last_input
    from apistocracy_gui.gui.tips_data import load as load_tips

    hovering = [t for t in load_tips() if "hover" in t.text.lower()]
    assert hovering and all(t.touch and "hover" not in t.touch.lower() for t in hovering)
    tip = next(t for t in hovering if t.id == "place_card")
    try:
        last_input.use("touch")
        assert tip.said() == tip.touch and "Hold a finger" in tip.said()
        last_input.use("mouse")
        assert tip.said() == tip.text
    finally:
        last_input.use("mouse")
