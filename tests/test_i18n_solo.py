"""Lady Cat's turns told in German, and her panel's words translated (issue 35).

The Season screen tells her turn line by line (board/solo.py's `CatReplay`). It used to find
her turn by reading the English Chronicle ("Lady Cat flips ...", "reversed"), so in German the
telling, the card on show and how it lies silently stopped. It reads the events now: these
tests play a seeded solo season in German through the Season screen and check every turn she
takes after the player's action, a reversed card among them; and under the pseudo-locale that
every sentence of her panel and her cards' zooms passes through the catalog.
"""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from apistocracy_gui import i18n
from apistocracy_gui.engine import GameConfig
from apistocracy_gui.engine.ladycat import solo_data
from apistocracy_gui.gui.app import App
from apistocracy_gui.gui.board import solo
from apistocracy_gui.gui.scenes.season import SeasonScene
from apistocracy_gui.gui.settings import Settings
from apistocracy_gui.session import Session


def _has_catalog(code: str) -> bool:
    i18n.set_language(code)
    try:
        return i18n._("Her turn") != "Her turn"
    finally:
        i18n.set_language(i18n.ENGLISH)


def pseudo(text: str) -> bool:
    return bool(i18n.PSEUDO_DONE.fullmatch(text))


def season(seed: int) -> tuple[SeasonScene, Session]:
    s = Settings()
    s.animation = "normal"
    app = App(s, size=(1600, 900))
    session = Session.start(GameConfig(players=("edward",), mode="solo", seed=seed), ["human"])
    scene = SeasonScene(app, session)
    app.manager.replace(scene)
    app.frame([], 0.0)
    return scene, session


@pytest.mark.skipif(not _has_catalog("de"), reason="no compiled German catalog")
def test_her_turns_are_told_in_german_from_the_events():
    i18n.set_language("de")
    scene, session = season(seed=4)
    g, replay = session.game, scene.replay
    assert replay.active and replay.caption() == replay.lines[0]  # her opening turn (p.21)
    replay.skip()
    rng = random.Random(4)
    told, reversed_seen, turns = [], 0, 0
    while g.st.phase == "season":
        scene.act(rng.choice(g.legal_actions()))
        if not replay.active:
            continue
        turns += 1
        lines, events = list(replay.lines), replay.told_events
        assert lines and len(lines) == len(events) == len(replay.events) == len(replay.at)
        assert events[0].kind == solo.FLIP
        # nothing the player may not see: her face-down Tea card stays a secret
        assert all(e.sees(solo.HUMAN) and (not e.secret or e.hidden) for e in events)
        log = [e.text for e in g.log_for(solo.HUMAN)]
        for k, event in enumerate(replay.events):
            replay.sync(event)  # the screen's animation reaches this line's beat
            assert replay.index == k and replay.caption() == lines[k]
            cut = replay.told(log)
            assert cut[-1] == lines[k] and len(cut) == replay.at[k] + 1  # cut at the told line
            flips = [e for e in events[:k + 1] if e.kind == solo.FLIP]
            card, turned = replay.on_show()
            assert card == solo_data().cards[flips[-1].data["card"]]
            assert turned == flips[-1].data["reversed"]
        lc = g.st.ladycat
        if lc.flipped >= 0 and g.st.phase == "season":  # the week goes on: the state holds her card
            assert replay.flipped() == solo_data().cards[lc.flipped]
            assert replay.on_show()[1] == lc.reversed
            reversed_seen += lc.reversed
        told += list(zip(events, lines, strict=True))
        replay.skip()
        assert replay.caption() == solo.last_turn(g) != lc.caption  # German; the state keeps English
    assert turns >= 15 and reversed_seen >= 3
    i18n.set_language(i18n.ENGLISH)
    assert replay.caption() == g.st.ladycat.caption  # her last turn, worded again in English
    english = [(g.describe(e), line) for e, line in told]
    same = [line for en, line in english if en == line]
    assert not same, same  # every told line is German, not the English rendering
    assert any("verkehrt" in line for _e, line in told)  # the card lies reversed, said in German


@pytest.fixture
def qps(monkeypatch):
    monkeypatch.setattr(i18n, "template_ids", lambda path: None)  # every msgid made pseudo
    i18n.set_language(i18n.PSEUDO)
    yield


def test_her_cards_and_her_turns_are_pseudo_localised(qps):
    for card in solo_data().cards:
        for turned in (False, True):
            zoom = solo.card_zoom(card, turned)
            assert all(pseudo(t) for t in (zoom.title, *zoom.lines)), zoom
            assert pseudo(solo.action_line(card, turned)) and pseudo(solo.orientation_line(card, turned))
            assert pseudo(solo.action_name(card))
    empty = solo.card_zoom(None)
    assert all(pseudo(t) for t in (empty.title, *empty.lines))
    assert pseudo(solo.who())
    scene, session = season(seed=2)
    lines = scene.replay.lines
    assert lines and all(pseudo(line) for line in lines)
    scene.replay.skip()
    assert pseudo(scene.replay.caption()), scene.replay.caption()
    view = SimpleNamespace(obs=session.game.view(solo.HUMAN))  # all piles_text reads
    assert pseudo(solo.piles_text(view)) and pseudo(solo.piles_text(view, short=True))  # type: ignore[arg-type]


def test_a_solo_game_saved_in_german_loads_in_english():
    """Her caption is kept in the state, which is hashed: it is written in English whatever
    the language spoken, so a save made in German replays to the same hash in English (it
    used to be German there, and the load refused the save as edited)."""
    from apistocracy_gui.engine import Game

    i18n.set_language("de")
    g = Game.new(GameConfig(players=("edward",), mode="solo", seed=3))
    rng = random.Random(3)
    for _ in range(40):
        g.apply(rng.choice(g.legal_actions()))
    assert g.st.ladycat.caption.startswith(("Lady Cat ", "Copycat: "))  # English in the state
    save = g.to_save()
    i18n.set_language(i18n.ENGLISH)
    assert Game.from_save(save).state_hash() == g.state_hash()
