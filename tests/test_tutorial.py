"""Learn to play (issue 12): the coach's script, played by synthetic mouse events alone.

The tutorial is started from the title screen and played to its score pad by clicks and drags
only: the coach's Next buttons, and the one move each taught step offers (the driver of the
end-to-end tests picks among what the screen offers, so a step that offered more than its
move would be caught). It resumes mid-chapter after a restart of the app, a reached chapter
can be replayed from its start, Skip hands over a normal autosaved game, and Lady Cat's
chapter starts from the Solo setup screen. The script itself is checked like the rules data.
"""

from __future__ import annotations

import os
import shutil

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame
import pytest
from gui_driver import Driver, matches

from apistocracy_gui.engine import RulesDataError
from apistocracy_gui.gui.app import App
from apistocracy_gui.gui.coach import of as coach_of
from apistocracy_gui.gui.coach import read_progress
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene
from apistocracy_gui.gui.scenes.season import SeasonScene
from apistocracy_gui.gui.scenes.solo_setup import SoloSetupScene
from apistocracy_gui.gui.scenes.title import TitleScene
from apistocracy_gui.gui.scenes.tutorial_menu import TutorialMenu
from apistocracy_gui.gui.scenes.whist import WhistScene
from apistocracy_gui.gui.settings import Settings
from apistocracy_gui.gui.tutorial_script import DIRECTORY, FILE, load


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path / "home"))


def new_app() -> App:
    settings = Settings()
    settings.animation = "off"
    app = App(settings, size=(1280, 720))
    app.manager.replace(TitleScene(app))
    app.frame([], 0.01)
    return app


def button(scene, label: str):
    return next(b for b in scene.buttons() if b.label == label) if callable(
        getattr(scene, "buttons", None)) and not isinstance(scene.buttons, list) else \
        next(b for b in scene.buttons if b.label == label)


def open_tutorial(d: Driver, choice: str) -> None:
    d.click(button(d.top, "Learn to play").rect.center)
    menu = d.top
    assert isinstance(menu, TutorialMenu)
    d.frame()
    d.click(button(menu, choice).rect.center)


def coach(d: Driver):
    return coach_of(d.app.session) if d.app.session is not None else None


def play(d: Driver, until, limit: int = 6000) -> None:
    """Click Next while the coach talks, else make one of the moves the screen offers."""
    for _ in range(limit):
        if until():
            return
        c = coach(d)
        if c is not None and c.blocks():
            d.frame()  # lay the bubble out
            d.click(c.next_button.rect.center)
            continue
        if c is not None and c.showing() and c.step.do:
            offers = d.decisions()
            assert offers, f"the step {c.step.say!r} offers nothing"
            assert all(n.split("|")[0] in (f"action:{c.step.do[0]}", "choice:") or
                       n.startswith("card:") for n in offers), offers
        d.step()
    raise AssertionError(f"not done: chapter {c.chapter}, step {c.index}" if c else "not done")


def test_the_script_is_checked_like_the_rules_data(tmp_path) -> None:
    script = load()
    assert [c.id for c in script.chapters] == ["influence", "beehive", "parlor", "ballroom",
                                               "gallery", "home", "whist", "scorepad"]
    assert load("ladycat").mode == "solo"
    bad = tmp_path / "bad"
    shutil.copytree(DIRECTORY, bad)
    text = (bad / FILE).read_text(encoding="utf-8")
    (bad / FILE).write_text(text.replace("do: place parlor_1", "do: fly parlor_1"), encoding="utf-8")
    with pytest.raises(RulesDataError, match=r"tutorial\.yaml: .*chapters\[2\]\.steps\[1\]\.do"):
        load("tutorial", bad)
    (bad / FILE).write_text(text.replace("point: calling", "pointer: calling"), encoding="utf-8")
    with pytest.raises(RulesDataError, match=r"unknown field 'pointer'"):
        load("tutorial", bad)


@pytest.mark.slow
def test_the_tutorial_by_mouse_from_the_title_to_the_score_pad() -> None:
    d = Driver(new_app(), wait_dt=0.2)
    open_tutorial(d, "Start from the beginning")
    assert isinstance(d.top, SeasonScene) and coach(d).chapter == 0
    chapters = set()

    def at_the_end() -> bool:
        c = coach(d)
        if c is not None:
            chapters.add(c.chapter)
        return c is None and isinstance(d.top, ScorePadScene)

    play(d, at_the_end)
    assert chapters == set(range(8))
    saved, _msg = read_progress("tutorial")
    assert saved.finished and d.app.session.game.is_over


@pytest.mark.slow
def test_the_score_pads_chapter_waits_for_the_score_pad() -> None:
    """Seen in a real window (tools/xvfb_tutorial.py): with animations on, the whist table
    shows "The game is over" for a moment, and the score pad's chapter ("click a line to see
    how its points were made") was drawn over it, where a click on Next passed it unread.
    Now the whist table is silent once the game is over: the chapter opens on the score pad."""
    app = new_app()
    app.settings.animation = "normal"
    d = Driver(app, wait_dt=0.2)
    open_tutorial(d, "Start from the beginning")
    play(d, lambda: isinstance(d.top, WhistScene) and d.app.session.game.is_over)
    whist, c = d.top, coach(d)
    for _ in range(300):  # the last trick's moment (1.7 s) plays, it is collected, the banner comes up
        if whist.ending > 0:
            break
        d.click((5, 5)) if whist.tricks.waits_for_click() else d.frame([], 0.02)
    assert c.chapter == 7 and c.index == 0 and whist.ending > 0
    assert not whist.coaching()
    d.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
    d.click(c.next_button.rect.center)
    assert (c.chapter, c.index) == (7, 0)  # nothing passed it
    for _ in range(40):
        if isinstance(d.top, ScorePadScene):
            break
        d.frame([], 0.2)
    assert isinstance(d.top, ScorePadScene) and (c.chapter, c.index) == (7, 0)


def test_resume_mid_chapter_after_a_restart() -> None:
    d = Driver(new_app(), wait_dt=0.2)
    open_tutorial(d, "Start from the beginning")
    play(d, lambda: coach(d).chapter == 2 and coach(d).index == 3)  # the Parlor: take a Star card
    where = (coach(d).chapter, coach(d).index, list(coach(d).starts))
    state = d.app.session.game.state_hash()
    # The app is closed and started again: the title screen, Learn to play, Continue.
    d2 = Driver(new_app(), wait_dt=0.2)
    open_tutorial(d2, "Continue where you stopped")
    c = coach(d2)
    assert (c.chapter, c.index, c.starts) == where
    assert d2.app.session.game.state_hash() == state
    done = len(d2.app.session.game.actions_taken)
    play(d2, lambda: coach(d2).chapter == 3)  # and it goes on, by mouse
    taken = d2.app.session.game.actions_taken
    assert matches("action:star|0", taken[done]) or taken[done].kind == "star"


def test_a_reached_chapter_replays_from_its_start() -> None:
    d = Driver(new_app(), wait_dt=0.2)
    open_tutorial(d, "Start from the beginning")
    play(d, lambda: coach(d).chapter == 3)
    starts = list(coach(d).starts)
    d.app.manager.push(TutorialMenu(d.app))
    d.frame()
    menu = d.top
    assert [b.enabled for b in menu.chapter_buttons] == [True] * 4 + [False] * 4
    d.click(menu.chapter_buttons[2].rect.center)
    c = coach(d)
    assert (c.chapter, c.index) == (2, 0)
    assert len(d.app.session.game.actions_taken) == starts[2]


def test_skip_hands_over_a_normal_game() -> None:
    d = Driver(new_app(), wait_dt=0.2)
    open_tutorial(d, "Start from the beginning")
    play(d, lambda: coach(d).chapter == 1 and coach(d).index == 1)
    session = d.app.session
    d.frame()
    d.click(coach(d).skip_button.rect.center)
    assert coach_of(session) is None and session.saving and session.flush()  # flush: saved, once written
    before = len(session.game.actions_taken)
    for _ in range(50):
        d.step()
    assert len(session.game.actions_taken) > before  # a normal game: any legal move


def test_lady_cats_chapter_from_the_solo_setup() -> None:
    d = Driver(new_app(), wait_dt=0.2)
    d.app.manager.push(SoloSetupScene(d.app))
    d.frame()
    d.click(d.top.learn_button.rect.center)
    c = coach(d)
    assert c is not None and c.script.name == "ladycat"
    session = d.app.session
    play(d, lambda: coach_of(session) is None)
    assert session.saving and session.game.config.mode == "solo"
    assert any(a.kind == "place" for a in session.game.actions_taken)


def test_a_progress_file_from_another_script_starts_afresh(tmp_path) -> None:
    """A tutorial edited since the progress was saved (its moves no longer replay) starts from
    chapter 1 instead of failing; a damaged progress file is set aside like any user file."""
    from apistocracy_gui import userfiles
    from apistocracy_gui.gui.coach import Coach, Progress, progress_file

    app = new_app()
    data = Progress("tutorial", {"actions": [["place", "nowhere"]]}, 3, 1, [0, 1, 1, 1])
    userfiles.write(progress_file("tutorial"), data)
    session = Coach.start(app, "tutorial", 2)
    assert coach_of(session).chapter == 0 and session.game.actions_taken == []
    userfiles.flush()  # the fresh progress is written in the background
    (userfiles.data_dir() / progress_file("tutorial")).write_text("{not json", encoding="utf-8")
    assert Coach.resume(app) is None
    assert list(userfiles.data_dir().glob("tutorial-progress.bad-*.json"))


def test_a_tutorial_left_at_a_step_the_script_moved_starts_afresh() -> None:
    """Issue 52 moved the first Calling Card into chapter 1: a tutorial left at the old
    chapter 2's second step ("place beehive", now "move l1_left") would offer no move at all."""
    from apistocracy_gui import userfiles
    from apistocracy_gui.engine import Game, GameConfig
    from apistocracy_gui.gui.coach import Coach, Progress, progress_file

    app = new_app()
    script = load()
    game = Game.new(GameConfig(players=script.players, seed=script.seed))  # a Calling Card to place
    assert script.chapters[1].steps[1].do[0] == "move"
    userfiles.write(progress_file("tutorial"), Progress("tutorial", game.to_save(), 1, 1, [0, 0]))
    assert Coach.resume(app) is None
    d = Driver(app, wait_dt=0.2)
    open_tutorial(d, "Continue where you stopped")
    assert (coach(d).chapter, coach(d).index) == (0, 0)  # from the start, not stuck


def test_the_bubble_at_150_percent_text_keeps_its_lines_apart_and_its_heading_in(monkeypatch) -> None:
    """With 150% text at 1280x720 the tutorial bubble's lines were drawn over each other (a
    fixed 24 px step under 22 px text) and "Chapter 1 of 8 · Calling Cards and influence"
    ran out of the bubble. Lines are now spaced by their height and the heading is fitted."""
    from helpers import text_widths

    from apistocracy_gui.gui import theme as T
    from apistocracy_gui.gui.bubble import line_step

    app = new_app()
    app.theme.text_scale = 1.5
    d = Driver(app, wait_dt=0.2)
    open_tutorial(d, "Start from the beginning")
    widths = text_widths(monkeypatch)
    d.frame()
    d.top.dirty = True
    app.frame([], 0.01)
    c, th = coach(d), app.theme
    head = next(s for s in widths if s.startswith("Chapter 1 of 8"))
    assert widths[head] <= c.bubble.w - th.px(32)
    assert line_step(th) >= T.font("serif", th.fpx(18)).get_height()


@pytest.mark.parametrize("language", ["en", "de"])
def test_quit_in_the_tutorial_says_it_resumes_where_it_stopped(language) -> None:
    """Issue 52: Menu -> Quit in Learn to play said "This game is not saved: quitting ends it"
    (German the same), yet the tutorial resumes where it stopped."""
    from apistocracy_gui import i18n
    from apistocracy_gui.gui.scenes.quit_overlay import QuitOverlay

    d = Driver(new_app(), wait_dt=0.2)
    open_tutorial(d, "Start from the beginning")
    play(d, lambda: coach(d).chapter == 1 and coach(d).index == 1)
    where = (coach(d).chapter, coach(d).index)
    i18n.set_language(language)
    try:
        quit_overlay = QuitOverlay(d.app, d.app.session)
        note = quit_overlay.note()
        kept = "Your place in the tutorial is kept: Learn to play continues where you stopped."
        assert note == i18n._(kept)
        assert note != i18n._("This game is not saved: quitting ends it.")
    finally:
        i18n.set_language("en")
    quit_overlay.to_title()
    d.frame()
    open_tutorial(d, "Continue where you stopped")
    assert (coach(d).chapter, coach(d).index) == where


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_you_stopped_here_stays_in_the_learn_to_play_panel(language, size) -> None:
    """Issue 52: "◂ you stopped here" ran out of the Learn to play panel over the title's
    button behind it (en, de). Measured beside each chapter: inside the panel, clear of every
    button."""
    from apistocracy_gui import i18n, userfiles
    from apistocracy_gui.gui.coach import Progress, progress_file

    settings = Settings()
    settings.animation = "off"
    app = App(settings, size=size)
    app.manager.replace(TitleScene(app))
    i18n.set_language(language)
    try:
        for chapter in range(len(load().chapters)):
            stopped = Progress("tutorial", {}, chapter, 0, [0] * (chapter + 1))
            userfiles.write(progress_file("tutorial"), stopped)
            menu = TutorialMenu(app)
            app.manager.push(menu)
            app.frame([], 0.01)
            box = menu.layout()
            assert menu.mark_rect.w and box.contains(menu.mark_rect), (chapter, box, menu.mark_rect)
            for b in menu.buttons():
                assert not b.rect.colliderect(menu.mark_rect), (chapter, b.label)
            app.manager.pop()
    finally:
        i18n.set_language("en")


def test_every_chapter_gives_the_learner_a_move_and_the_beehive_ends_on_its_landmarks() -> None:
    """Issue 52: chapter 1 was five notes with no action, and chapter 2 ended after one free
    move. Every chapter but the score pad's asks for a move; the Beehive's shows the Hive Bonus
    tokens and the PM's Dinner on the board before it ends (each met later in the season)."""
    from apistocracy_gui.gui.scenes import season_bubbles

    script = load()
    for chapter in script.chapters[:-1]:
        assert any(s.do or s.free for s in chapter.steps), chapter.id
    d = Driver(new_app(), wait_dt=0.2)
    open_tutorial(d, "Start from the beginning")
    pointed = {}
    for index in range(len(script.chapters[1].steps)):
        play(d, lambda i=index: coach(d).chapter == 1 and coach(d).index == i)
        d.frame()
        c = coach(d)
        if c.step.point:
            pointed[c.step.point] = season_bubbles.coach_target(d.top.table)
    assert "l4_2" in pointed and any(p.startswith("bonus:") for p in pointed)
    assert all(r is not None and r.w for r in pointed.values()), pointed  # each is on the board
