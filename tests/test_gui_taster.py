"""The kiosk's taster, "Try a season" (issue 55 item 3): its data, its position, and a visit
played through the real GUI from the kiosk's title to the score pad and on.

The taster is the last week of a real season (rulebook p.7: the Season Phase is four weeks,
then the Whist Phase p.15 and the scoring p.17), reached by the rules alone: the season's
seed dealt by `Game.new`, then a computer player choosing among `legal_actions()` from each
seat's view until week 4 begins; the visitor plays on from that position as it stands
(RULINGS R7.1: nothing is dealt anew, nothing of the hidden cards is shown).
"""

from __future__ import annotations

import os
import random
import shutil

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from gui_driver import Driver, key  # noqa: E402
from invariants import check_cards, check_views  # noqa: E402

from apistocracy_gui import taster  # noqa: E402
from apistocracy_gui.bots import make_bot  # noqa: E402
from apistocracy_gui.engine import Game  # noqa: E402
from apistocracy_gui.engine.catalog import RulesDataError  # noqa: E402
from apistocracy_gui.gui import tips  # noqa: E402
from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.scene import scene_buttons  # noqa: E402
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene  # noqa: E402
from apistocracy_gui.gui.scenes.season import SeasonScene  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402
from apistocracy_gui.gui.taster import BACK, TRY, WHOLE  # noqa: E402
from apistocracy_gui.gui.tips_data import load as load_tips  # noqa: E402


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path / "home"))


# ---------------------------------------------------------------------------- the data
@pytest.mark.parametrize(("old", "new", "message"), [
    ("from_week: 4", "from_week: 5", r"from_week: the visitor takes over in week 2-4, not 5"),
    ("from_week: 4", "from_week: 1", r"from_week: the visitor takes over in week 2-4, not 1"),
    ("players: [tuesday, edward]", "players: [tuesday, edwin]", r"players\[1\]: 'edwin' is not one of"),
    ("players: [tuesday, edward]", "players: [tuesday, tuesday]", r"players\[1\]: 'tuesday' plays two seats"),
    ("players: [tuesday, edward]", "players: [tuesday]", r"players: a season has 2-4 players, not 1"),
    ("visitor: 0", "visitor: 2", r"visitor: seat 2 is not one of the 2 seats"),
    ("opponents: medium", "opponents: human", r"opponents: 'human' is not one of random, easy"),
    ("seed: 5506", "seed: -1", r"seed: must be at least 0, got -1"),
    ("visitor: 0", "visitor: 0\nweeks: 1", r"unknown field 'weeks'"),
])
def test_a_bad_taster_file_names_the_file_and_the_field(tmp_path, old, new, message) -> None:
    bad = tmp_path / "bad"
    bad.mkdir()
    shutil.copy(taster.DIRECTORY / taster.FILE, bad / taster.FILE)
    text = (bad / taster.FILE).read_text(encoding="utf-8")
    assert old in text
    (bad / taster.FILE).write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(RulesDataError, match=r"taster\.yaml: .*" + message):
        taster.load(bad)


def test_the_taster_is_week_four_of_a_season_reached_by_legal_actions_alone() -> None:
    """Rulebook p.7: four weeks of four Calling Cards each; p.8 start of the week: a hand of
    4 cards. The position is the shipped season's at the start of week 4, reached here again
    by the rules, each action checked to be one of `legal_actions()`; the same file gives the
    same position every time (deterministic from its seed)."""
    t = taster.load()
    game = taster.prepare(t)
    again = Game.new(t.config())
    bots = {seat: make_bot(t.prepared_by, t.seed * 10 + seat) for seat in range(len(t.players))}
    while again.st.week < 4:
        seat = again.current_player
        action = bots[seat].choose(again.view(seat), again.legal_actions())
        assert action in again.legal_actions()
        again.apply(action)
    assert game.start is not None and game.start.viewer is None  # taken as it stands: nothing redrawn
    assert game.start.state_hash == again.state_hash() == taster.prepare(t).start.state_hash
    assert game.st.phase == "season" and game.st.week == 4 and not game.actions_taken
    assert not game.can_undo  # the computer's weeks are not the visitor's to take back
    for p in game.st.players:
        assert len(p.hand) == game.cat.numbers["draw_per_week"] == 4
        assert p.calling == game.cat.numbers["calling_cards"] == 4
    assert game.current_player is not None and game.legal_actions()
    check_cards(game)  # rulebook p.2: every card in exactly one place
    check_views(game)  # and nothing hidden in another seat's view


def test_the_taster_and_its_first_tip_show_though_the_booth_has_seen_every_tip() -> None:
    assert tips.remember({t.id for t in load_tips()}) == ""  # earlier visitors saw them all
    app = kiosk_app()
    title = app.manager.top
    assert title.buttons[0].label == TRY  # first on the kiosk's title
    Driver(app).click(label(title, TRY).rect.center)
    season = app.manager.top
    assert isinstance(season, SeasonScene) and app.session is not None and app.session.taster
    app.frame([], 0.01)
    tipster = tips.of(app.session, app.settings.tips)
    assert tipster is not None and tipster.current is not None and tipster.current.id == "taster_start"
    assert season.tip_view.showing()


# ---------------------------------------------------------------------------- a visit
def kiosk_app() -> App:
    settings = Settings()
    settings.animation = "off"
    app = App(settings, size=(1600, 900), kiosk=True)
    app.manager.replace(TitleScene(app))
    app.frame([], 0.0)
    return app


def label(scene, text: str):
    return next(b for b in scene_buttons(scene) if b.label == text)


def visit_to_the_score_pad(seed: int) -> tuple[App, Driver]:
    app = kiosk_app()
    d = Driver(app, random.Random(seed), wait_dt=0.25)
    d.click(label(app.manager.top, TRY).rect.center)
    session = app.session
    assert session is not None and session.taster and session.controllers == ["human", "medium"]
    d.play_until(lambda: isinstance(d.top, ScorePadScene))
    game = session.game
    assert game.is_over and d.decided == len([s for s in game.deciders if s == 0]) > 15
    pad = d.top
    assert pad.winners == game.winners()
    assert [b.label for b in scene_buttons(pad) if b.rect.w > 0] == [WHOLE, BACK]
    for _ in range(40):  # the count-up and the favourite's moment end
        d.frame([], 0.5)
    return app, d


@pytest.mark.slow
def test_a_visit_plays_to_the_score_pad_and_then_the_whole_season() -> None:
    app, d = visit_to_the_score_pad(7)
    taste = app.session
    d.click(label(d.top, WHOLE).rect.center)
    whole = app.session
    assert isinstance(d.top, SeasonScene) and whole is not taste and not whole.taster
    assert whole.game.config == taste.game.config and whole.controllers == taste.controllers
    assert whole.game.start is None and whole.game.st.week == 1  # the season from its first week
    mine, theirs = tips.attached(whole), tips.attached(taste)
    assert mine is not None and theirs is not None and mine.seen == theirs.seen


@pytest.mark.slow
def test_a_visit_ends_back_at_the_kiosk_title() -> None:
    app, d = visit_to_the_score_pad(8)
    d.click(label(d.top, BACK).rect.center)
    assert isinstance(d.top, TitleScene) and app.session is None
    assert label(d.top, TRY).enabled  # the next visitor can try a season


def finished_taster(app: App):
    """The taster started from the kiosk's title, then played to its end by computer players
    through the session (quicker than the screen; the visits above play it by the screen)."""
    app.frame([], 0.0)  # the title laid out
    Driver(app).click(label(app.manager.top, TRY).rect.center)
    app.frame([], 0.01)  # the taster's first screen, its first tip up
    s = app.session
    me = make_bot("medium", 3)
    while not s.game.is_over:
        seat = s.game.current_player
        s.act(s.bots.get(seat, me).choose(s.game.view(seat), s.game.legal_actions()))
    pad = ScorePadScene(app, s)
    pad.count.finish()
    app.manager.replace(pad)
    return s, pad


@pytest.mark.slow
def test_the_taster_s_score_pad_keys_enter_for_the_whole_season_and_escape_for_the_start() -> None:
    """Enter takes the first button (elsewhere New game; here the whole season), Esc the start."""
    app = kiosk_app()
    s, _pad = finished_taster(app)
    app.frame([key(pygame.K_RETURN)], 0.01)  # the first key ends the count-up and the moment
    app.frame([key(pygame.K_RETURN)], 0.01)
    assert isinstance(app.manager.top, SeasonScene) and app.session.game.config == s.game.config
    app.manager.replace(TitleScene(app))
    finished_taster(app)
    app.frame([key(pygame.K_ESCAPE)], 0.01)
    app.frame([key(pygame.K_ESCAPE)], 0.01)
    assert isinstance(app.manager.top, TitleScene)


@pytest.mark.parametrize(("size", "lang"), [((1280, 800), "en"), ((1920, 1080), "de"), ((1280, 720), "fr")])
def test_the_taster_s_screens_keep_their_words_whole_and_legible(size, lang, monkeypatch) -> None:
    """The kiosk's title, the taster's first screen with its first tip, and its score pad with
    the end buttons and the note: no text below the floor, no name or prompt cut, and none of
    the taster's own words cut anywhere."""
    from apistocracy_gui import i18n
    from apistocracy_gui.gui import cards
    from apistocracy_gui.gui import theme as T
    from apistocracy_gui.gui.board import ballroom_cards, draw, zoom
    from apistocracy_gui.gui.taster import NOTE

    for cached in (T._render, cards.face, ballroom_cards.face, ballroom_cards.strip, draw.calling_card_img,
                   zoom.render):  # a cached drawing would hide its text from the recorder
        cached.cache_clear()
    monkeypatch.setattr(T, "RECORD", [])
    before = i18n.language()
    i18n.set_language(lang)
    try:
        settings = Settings()
        settings.animation = "off"
        app = App(settings, size=size, kiosk=True)
        app.manager.replace(TitleScene(app))
        _session, pad = finished_taster(app)  # the title drawn, the taster's first screen too
        for _ in range(3):
            app.frame([], 0.5)
        buttons = {i18n._(t) for t in (TRY, WHOLE, BACK, NOTE)}
        tip = next(i18n._(t.text) for t in load_tips() if t.id == "taster_start")
    finally:
        i18n.set_language(before)
    mine = buttons | {tip}
    words = [(s, px) for what, s, px in T.RECORD if what == "text" and s.strip()]
    assert buttons <= {s for s, _px in words}  # each drawn whole on one line
    assert any(tip.startswith(s) for s, _px in words)  # the tip's first line
    assert sorted({(s, px) for s, px in words if px < T.MIN_TEXT_PX}) == []
    assert sorted({(w, s) for w, s, _px in T.RECORD if w in ("name", "prompt")}) == []
    assert sorted({s for w, s, _px in T.RECORD if w in ("label", "name", "prompt") and s in mine}) == []


# ---------------------------------------------------------------------------- a visitor's tips
def booth_seen() -> list[str]:
    """The booth's tips.json as on disk (every write landed)."""
    from apistocracy_gui import userfiles

    userfiles.flush()
    data, _msg = userfiles.read(tips.FILE, tips.SeenTips)
    assert data is not None
    return sorted(data.seen)


def test_the_taster_s_tips_are_never_written_to_the_booth_s_record() -> None:
    assert tips.remember({"pay"}) == ""  # an earlier visitor's
    app = kiosk_app()
    Driver(app).click(label(app.manager.top, TRY).rect.center)
    app.frame([], 0.01)
    shown = tips.attached(app.session)
    assert shown is not None and shown.current is not None and shown.current.id == "taster_start"
    assert booth_seen() == ["pay"]


def test_a_kiosk_visitor_s_new_game_starts_with_no_tip_seen_and_records_none() -> None:
    """New game at a kiosk: the booth has seen every tip (its earlier visitors), yet this
    visitor's first decision has its first-time tip, and the booth's record stays as it was."""
    from apistocracy_gui.engine import GameConfig
    from apistocracy_gui.session import Session

    every = sorted({t.id for t in load_tips()})
    assert tips.remember(set(every)) == ""
    app = kiosk_app()
    config = GameConfig(players=("tuesday", "edward"), seed=3)
    session = Session.start(config, ["human", "easy"], slot="kiosk")
    app.go.show_game(session)
    d = Driver(app, random.Random(1), wait_dt=0.25)
    for _ in range(40):
        if (shown := tips.attached(session)) is not None and shown.shown:
            break
        d.frame([], 0.25)
    shown = tips.attached(session)
    assert shown is not None and not shown.keep and shown.shown  # a tip was shown
    assert booth_seen() == every  # and nothing written over the booth's record


def test_learn_to_play_at_a_kiosk_records_no_tip_in_the_booth_s_record() -> None:
    """The tutorial teaches from its own list; at a kiosk the tips it shows are not added to
    the booth's record either (elsewhere they are the player's: the next test)."""
    from apistocracy_gui.gui.coach import Coach

    assert tips.remember({"pay"}) == ""
    app = kiosk_app()
    session = Coach.start(app)
    app.go.show_game(session)
    taught = tips.attached(session)
    assert taught is not None and taught.tutorial and not taught.keep
    taught._show(next(t for t in load_tips() if t.id == "place_card"), {}, None)
    assert booth_seen() == ["pay"]


def test_outside_a_kiosk_a_player_s_tips_are_their_own_record() -> None:
    """The player's tips.json is theirs: what a game or the tutorial shows is added to it."""
    from apistocracy_gui.engine import GameConfig
    from apistocracy_gui.gui.coach import Coach
    from apistocracy_gui.session import Session

    app = App(Settings(), size=(1600, 900))
    tutorial = Coach.start(app)
    app.go.show_game(tutorial)
    taught = tips.attached(tutorial)
    assert taught is not None and taught.keep
    taught._show(next(t for t in load_tips() if t.id == "place_card"), {}, None)
    assert "place_card" in booth_seen()
    session = Session.start(GameConfig(players=("tuesday", "edward"), seed=3), ["human", "easy"], slot="mine")
    app.go.show_game(session)
    d = Driver(app, random.Random(1), wait_dt=0.25)
    for _ in range(40):
        if (mine := tips.of(session, True)) is not None and mine.shown:
            break
        d.frame([], 0.25)
    mine = tips.attached(session)
    assert mine is not None and mine.keep and mine.shown
    assert set(mine.shown) <= set(booth_seen())


def test_the_score_pad_says_to_tap_a_line_after_a_touch_and_to_click_one_after_a_mouse(monkeypatch) -> None:
    """A visitor's finger reads "Tap a line", a mouse player's hand "Click a line" (issue 55)."""
    from apistocracy_gui.gui import last_input
    from apistocracy_gui.gui import theme as T
    from apistocracy_gui.gui.scenes.score_table import LINE_HINT, LINE_HINT_TOUCH

    app = kiosk_app()
    _s, pad = finished_taster(app)
    drawn: list[str] = []
    blit_text = T.Theme.blit_text

    def recording(self, surf, text, *args, **kwargs):
        drawn.append(text)
        return blit_text(self, surf, text, *args, **kwargs)

    monkeypatch.setattr(T.Theme, "blit_text", recording)
    for kind, words in (("touch", LINE_HINT_TOUCH), ("mouse", LINE_HINT)):
        last_input.use(kind)
        drawn.clear()
        pad.dirty = True
        app.frame([], 0.01)
        assert words in drawn and ({LINE_HINT, LINE_HINT_TOUCH} - {words}).isdisjoint(drawn)
