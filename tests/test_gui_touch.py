"""Touch as a first-class pointer (issue 55, item 1): a whole game by finger events alone,
each with SDL's mouse copy of it, acting once; a long press reads (the zoom) and applies
nothing; a long press on a board area opens the Rules there; a finger scrolls a list; a tap
leaves no hover behind; a finger's drag lifts the Calling Card above it; and everything a
finger must hit is at least 44 px (9 mm on a 24" 1920x1080 booth screen)."""

from __future__ import annotations

import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from test_gui_e2e import CHARACTERS, Stage, button, make_app  # noqa: E402
from touch_driver import TouchDriver, finger, sdl_mouse  # noqa: E402

from apistocracy_gui.engine import Game, GameConfig  # noqa: E402
from apistocracy_gui.gui import touch  # noqa: E402
from apistocracy_gui.gui.board import zoom  # noqa: E402
from apistocracy_gui.gui.scenes.rules_overlay import RulesOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene  # noqa: E402
from apistocracy_gui.gui.scenes.season import SeasonScene  # noqa: E402
from apistocracy_gui.gui.scenes.setup import SetupScene  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.scenes.whist import WhistScene  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


def season_on_my_turn(d: TouchDriver, seed: int = 3) -> SeasonScene:
    """A 2-player Season (the human against Easy) at the human's first decision."""
    s = Session.start(GameConfig(players=CHARACTERS[:2], seed=seed), ["human", "easy"])
    d.app.go.show_game(s)
    for _ in range(200):
        top = d.top
        if isinstance(top, SeasonScene) and top.human_turn() and top.click_legal():
            return top
        d.frame([], 0.5)
    raise AssertionError("the human never came to a decision")


# --------------------------------------------------------------------------- a whole game
@pytest.mark.slow
def test_a_whole_game_by_touch_alone_from_the_title_to_the_score_pad():
    """Title -> New game -> setup -> a 2-player season against Easy -> whist -> score pad
    (rulebook p.7 Season, p.15 Whist, p.17 scoring), by finger events only: taps, the
    Calling Card dragged by a finger, the decision panel scrolled by finger strokes. Each
    finger event comes with SDL's mouse copy (touch=True), and at every decision the driver
    checks the game took exactly the one tapped: no tap acts twice."""
    app = make_app((1600, 900), "fast")
    d = TouchDriver(app, random.Random(55), wait_dt=0.25)
    app.manager.replace(TitleScene(app))
    d.frame()
    d.click(button(d.top, "New game").rect.center)
    setup = d.top
    assert isinstance(setup, SetupScene)
    d.frame()
    d.click(setup.count_row[0].rect.center)
    while setup.controllers[1] != "easy":
        d.click(setup.seats[1].control.rect.center)
    setup.seed_text = "55"  # a booth has no keyboard (a secret seed); the test fixes it to repeat
    d.click(setup.start_button.rect.center)
    session = app.session
    assert session is not None and session.controllers == ["human", "easy"]
    d.play_until(lambda: isinstance(d.top, ScorePadScene))
    g = session.game
    replay, mine = Game.new(g.config), []
    for action in g.actions_taken:  # whose each decision was: replayed from the start
        if replay.current_player == 0:
            mine.append(action)
        replay.apply(action)
    assert g.is_over and d.decided == len(mine) > 20  # every decision of the human was a touch
    assert d.dragged == sum(a.kind == "place" for a in mine) >= 4  # Calling Cards by finger
    assert app.touch.press is None
    d.click(button(d.top, "New game").rect.center)
    assert isinstance(d.top, SetupScene)


# --------------------------------------------------------------------------- one action a tap
def test_a_tap_with_sdls_mouse_copy_acts_once_on_the_board_and_at_whist():
    app = make_app((1920, 1080))
    d = TouchDriver(app, random.Random(1))
    season_on_my_turn(d)
    game = app.session.game
    tapped = 0
    while not tapped:  # a drag (the placement) first where it is all there is, then a tap
        offers = d.decisions()
        if not offers:
            d.frame([], 0.5)
            continue
        name = next((n for n, m in offers.items() if m.start is None), next(iter(offers)))
        tapped = offers[name].start is None
        before = len(game.actions_taken)
        d.do(offers[name])
        assert len(game.actions_taken) == before + 1
    # at the whist table a card is played on the press: the press's mouse copy must not
    # play a second card, nor the finger's lift
    s = Session.start(GameConfig(players=CHARACTERS[:2], seed=8), ["human", "human"])
    while s.game.observe(None)["phase"] != "whist" or s.game.current_player != 0:
        s.game.apply(random.Random(len(s.game.actions_taken)).choice(s.game.legal_actions()))
    app.go.show_game(s)
    d.frame()
    while not isinstance(d.top, WhistScene):
        d.click(d.top.button.rect.center)  # the hand-over screen
    cards = d.decisions()
    before = len(s.game.actions_taken)
    d.do(cards[next(n for n in cards if n.startswith("card:"))])
    assert len(s.game.actions_taken) == before + 1


def test_sdls_mouse_copies_alone_do_nothing():
    """Only the finger acts: the synthesised mouse events by themselves are dropped."""
    app = make_app((1920, 1080))
    d = TouchDriver(app, random.Random(1))
    app.manager.replace(TitleScene(app))
    d.frame()
    pos = button(d.top, "New game").rect.center
    d.frame([sdl_mouse(pygame.MOUSEMOTION, pos), sdl_mouse(pygame.MOUSEBUTTONDOWN, pos),
             sdl_mouse(pygame.MOUSEBUTTONUP, pos)])
    assert isinstance(d.top, TitleScene)
    d.click(pos)
    assert isinstance(d.top, SetupScene)


def test_a_macs_trackpad_fingers_are_not_taps():
    """On macOS SDL also reports a trackpad's fingers, which move and click the mouse already."""
    app = make_app((1920, 1080))
    app.touch = touch.Touch(app, screen_touch=False)
    d = TouchDriver(app, random.Random(1))
    app.manager.replace(TitleScene(app))
    d.frame()
    pos = button(d.top, "New game").rect.center
    size = app.screen.get_size()
    d.frame([finger(pygame.FINGERDOWN, pos, size), finger(pygame.FINGERUP, pos, size)])
    assert isinstance(d.top, TitleScene) and app.touch.press is None


# --------------------------------------------------------------------------- long press
def test_a_long_press_shows_the_zoom_applies_nothing_and_lifting_closes_it():
    app = make_app((1920, 1080))
    d = TouchDriver(app, random.Random(1))
    scene = season_on_my_turn(d)
    game = app.session.game
    spot = scene.spots.by_key["calling"]
    before = (len(game.actions_taken), game.state_hash())
    d.long_press(spot.rect.center, 0.3)
    assert scene.zoom.shown is None  # not yet: a tap may still come
    for _ in range(6):
        d.frame([], 0.05)
    assert scene.zoom.shown is not None and scene.zoom.shown[1] == spot.rect  # the zoom, by hover
    d.touch_up(spot.rect.center)
    d.frame()
    assert scene.zoom.shown is None and scene.pointer.mouse == touch.NOWHERE
    assert (len(game.actions_taken), game.state_hash()) == before  # read, nothing applied
    assert not scene.pointer.placing()  # and the card was not picked up either


def test_a_long_press_on_a_board_area_opens_the_rules_at_its_section():
    """The right click's job (season_pointer.right_pressed): the zoom's Rules link."""
    app = make_app((1920, 1080))
    d = TouchDriver(app, random.Random(1))
    scene = season_on_my_turn(d)
    spot = scene.spots.by_key["beehive"]
    d.long_press(spot.rect.center, touch.RULES_PRESS + 0.1)
    top = d.top
    assert isinstance(top, RulesOverlay)
    d.frame()
    section = zoom.rules_section("beehive", app.session.game.cat)
    assert section == "The Social Beehive"
    assert top.scroll == min(dict(top.anchors)[section], top.max_scroll()) > 0  # opened there
    d.touch_up(spot.rect.center)
    assert d.top is top


def test_a_tap_leaves_no_hover_zoom_open():
    app = make_app((1920, 1080))
    d = TouchDriver(app, random.Random(1))
    scene = season_on_my_turn(d)
    spot = scene.spots.by_key["beehive"]
    d.click(spot.rect.center)
    d.frame()
    assert scene.zoom.shown is None and scene.pointer.mouse == touch.NOWHERE
    hint = dict(scene.buttons.items())["hint"]
    d.click(hint.rect.center)  # a button lit under a mouse: not under a lifted finger
    assert not any(b.hover for b in scene.buttons.shown(True))


def test_a_second_finger_is_ignored_while_the_first_is_down():
    app = make_app((1920, 1080))
    d = TouchDriver(app, random.Random(1))
    app.manager.replace(TitleScene(app))
    d.frame()
    pos = button(d.top, "New game").rect.center
    size = app.screen.get_size()
    d.frame([finger(pygame.FINGERDOWN, (5, 5), size, fid=1), finger(pygame.FINGERDOWN, pos, size, fid=2),
             finger(pygame.FINGERUP, pos, size, fid=2)])
    assert isinstance(d.top, TitleScene)
    d.frame([finger(pygame.FINGERUP, (5, 5), size, fid=1)])
    assert isinstance(d.top, TitleScene) and app.touch.press is None


# --------------------------------------------------------------------------- drags and lists
def test_a_finger_scrolls_a_long_list_and_presses_nothing():
    app = make_app((1920, 1080))
    d = TouchDriver(app, random.Random(1))
    app.manager.replace(TitleScene(app))
    rules = RulesOverlay(app)
    app.manager.push(rules)
    d.frame()
    start = rules.scroll
    d.drag((960, 700), (960, 300))  # a finger pushing the text up: read further down
    assert rules.scroll > start and d.top is rules
    down = rules.scroll
    d.drag((960, 300), (960, 500))
    assert 0 <= rules.scroll < down


def test_a_finger_drag_lifts_the_calling_card_above_the_finger():
    app = make_app((1920, 1080))
    d = TouchDriver(app, random.Random(1))
    scene = season_on_my_turn(d)
    calling = scene.spots.by_key["calling"].rect
    at = (calling.centerx, calling.centery - 200)
    d.touch_down(calling.center)
    d.touch_move((calling.centerx, calling.centery - 100))
    d.touch_move(at)
    drag = scene.pointer.drag
    assert drag is not None and drag.lifted
    x, y = scene.pointer.card_at(drag)
    assert y + calling.h < at[1]  # the whole card is above the finger
    assert x < at[0] < x + calling.w
    d.touch_up(at)  # nowhere legal: it slides back
    assert scene.pointer.drag is None
    # a mouse's drag keeps the card where it was grabbed
    from gui_driver import down, move
    d.frame([move(calling.center), down(calling.center), move(at, True)])
    drag = scene.pointer.drag
    assert drag is not None and not drag.lifted and scene.pointer.card_at(drag)[1] < at[1] < \
        scene.pointer.card_at(drag)[1] + calling.h


# --------------------------------------------------------------------------- a monkey's fingers
@pytest.mark.slow
@pytest.mark.parametrize("name", ["title", "season", "whist", "rules", "scorepad", "menu"])
def test_random_fingers_raise_nothing_and_leave_no_finger_behind(name):
    """Issue 4's monkey with fingers (issue 55): taps, slides, long presses (some frames
    last over a second), a second finger, places off the window; the scene may be left."""
    app = make_app((1600, 900), "fast")
    d = TouchDriver(app, random.Random(f"fingers-{name}"))
    stage = Stage(app, name)
    stage.build()
    for i in range(400):
        if not app.running or app.manager.top is None or i % 80 == 0:
            stage.build()
        d.frame(d.finger_monkey(), d.rng.choice((0.0, 0.016, 0.016, 0.3, 0.6, 1.6)))
    size = app.screen.get_size()
    for fid in (7, 8):
        d.frame([finger(pygame.FINGERUP, (5, 5), size, fid)])
    assert app.touch.press is None


# --------------------------------------------------------------------------- the words and the ring
def panel_words(scene: SeasonScene) -> str:
    return " ".join(item.text for item in scene.panel.items if item.kind == "text")


def test_the_season_s_prompt_names_a_finger_s_way_after_a_touch_and_the_mouse_s_after_a_mouse():
    """A finger cannot hover: after a touch the decision panel says to hold a finger on a
    thing to read it; a mouse moved again brings the hover back, in every language."""
    from apistocracy_gui import i18n
    from apistocracy_gui.gui.board.decision import PLACE_HINT, PLACE_HINT_TOUCH

    app = make_app((1920, 1080))
    d = TouchDriver(app, random.Random(1))
    scene = season_on_my_turn(d)
    assert app.session.game.pending_kind() == "PlaceCard"
    assert i18n._(PLACE_HINT) in panel_words(scene)
    d.click((app.screen.get_width() // 2, 4))  # a tap on nothing
    d.frame()
    assert i18n._(PLACE_HINT_TOUCH) in panel_words(scene) and "Hover" not in panel_words(scene)
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(50, 50), rel=(3, 1), buttons=(0, 0, 0))])
    d.frame()
    assert i18n._(PLACE_HINT) in panel_words(scene)
    before = i18n.language()
    try:
        i18n.set_language("de")
        d.click((app.screen.get_width() // 2, 4))
        scene.dirty = True
        scene.layers.key = ()  # the language changed under the scene: lay it out again
        d.frame()
        german = i18n._(PLACE_HINT_TOUCH)
        assert german != PLACE_HINT_TOUCH and german in panel_words(scene)
    finally:
        i18n.set_language(before)


def gold_in_row(app, pos: tuple[int, int]) -> int:
    """Gold pixels on the row through `pos`, out to the ring's full radius on its right."""
    from apistocracy_gui.gui import theme as T

    x, y = pos
    reach = app.theme.px(touch.RING) + app.theme.px(8)
    return sum(1 for dx in range(reach) if tuple(app.screen.get_at((x + dx, y)))[:3] == T.GOLD)


def test_a_resting_finger_shows_a_growing_ring_until_the_zoom_opens_and_none_after():
    app = make_app((1920, 1080))
    d = TouchDriver(app, random.Random(1))
    scene = season_on_my_turn(d)
    pos = scene.spots.by_key["beehive"].rect.center
    d.touch_down(pos)
    assert app.touch.ring() is None  # a tap lifts before any ring shows
    d.frame([], 0.1)
    d.frame([], 0.1)
    first = app.touch.ring()
    assert first is not None and first[0] == pos and 0 < first[1] < 1
    assert gold_in_row(app, pos) > 0 and app.touch.ringed
    d.frame([], 0.15)
    grown = app.touch.ring()
    assert grown is not None and grown[1] > first[1]  # it grows as the finger keeps still
    for _ in range(3):
        d.frame([], 0.1)
    assert scene.zoom.shown is not None and app.touch.ring() is None  # the zoom: the ring's job is done
    d.touch_up(pos)
    d.frame()
    assert not app.touch.ringed and not app.touch.waiting()  # the loop sleeps again


def test_a_finger_that_moves_or_lifts_takes_its_ring_away():
    app = make_app((1920, 1080))
    d = TouchDriver(app, random.Random(1))
    scene = season_on_my_turn(d)
    pos = scene.spots.by_key["beehive"].rect.center
    d.long_press(pos, 0.3)
    assert app.touch.ring() is not None and gold_in_row(app, pos) > 0
    d.touch_up(pos)
    assert app.touch.ring() is None and not app.touch.ringed and gold_in_row(app, pos) == 0
    d.long_press(pos, 0.3)
    d.touch_move((pos[0], pos[1] + app.theme.px(touch.SLOP) * 3))
    assert app.touch.ring() is None and not app.touch.ringed
    d.touch_up(pos)


def test_the_input_used_last_is_the_player_s_not_the_copies_made_of_it():
    """One record of the input used last: a finger's events (and the pointer events made from
    them) are touch, SDL's mouse copy of a touch and the focus ring's own clicks are nobody's,
    a pad's keys are the pad's, a real key or mouse move is the keys' or the mouse's."""
    from apistocracy_gui.gui import last_input

    make_app((1280, 720))
    assert last_input.used() == "mouse"  # a new window
    cases = [
        (finger(pygame.FINGERDOWN, (5, 5), (1280, 720)), "touch"),
        (touch.motion((5, 5)), "touch"),
        (sdl_mouse(pygame.MOUSEBUTTONDOWN, (5, 5)), None),
        (pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, pad=True), "pad"),
        (pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1, focus_click=True), None),
        (pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0), "keys"),
        (pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)), None),
        (pygame.event.Event(pygame.MOUSEMOTION, pos=(6, 5), rel=(1, 0), buttons=(0, 0, 0)), "mouse"),
    ]
    assert [last_input.kind_of(event) for event, _ in cases] == [kind for _, kind in cases]
    assert last_input.noticed(cases[0][0]) and last_input.used() == "touch"
    assert not last_input.noticed(cases[2][0]) and last_input.used() == "touch"  # SDL's copy: no change
