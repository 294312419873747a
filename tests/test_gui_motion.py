"""Issue 13 on screen: every change animated from the viewer's events, others' turns legible,
the calm hotseat flow (End turn, Undo from the hand-over, giving the turn back), the whist
table's won tricks, and window/kiosk robustness."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from msgspec.structs import replace  # noqa: E402
from test_gui_season import click, drag_to, key, make_app, settle, start  # noqa: E402

from apistocracy_gui.engine import Action, GameConfig  # noqa: E402
from apistocracy_gui.engine.events import Event  # noqa: E402
from apistocracy_gui.gui.board import assembly, beats, hive, mat, mat_compact  # noqa: E402
from apistocracy_gui.gui.board.beat import SECONDS, Beat, Sprite  # noqa: E402
from apistocracy_gui.gui.board.motion import Motion  # noqa: E402
from apistocracy_gui.gui.board.stage import Stage  # noqa: E402
from apistocracy_gui.gui.board.view import BoardView, Spots  # noqa: E402
from apistocracy_gui.gui.scenes.confirm_overlay import ConfirmOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.handover import HandoverScene  # noqa: E402
from apistocracy_gui.gui.scenes.options_overlay import OptionsOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.season import SeasonScene  # noqa: E402
from apistocracy_gui.gui.scenes.season_targets import action_key  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.scenes.whist import WhistScene  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


# --------------------------------------------------------------------------- animation
def test_a_move_is_animated_in_order_and_the_board_hides_what_is_in_flight():
    """A bot's placement and what follows play as beats, one event each, in the engine's
    order; the Calling Card is hidden on its space while it flies; the caption is the
    Chronicle's line; the loop animates only while beats remain."""
    app = make_app(animation="normal")
    session, scene = start(app, controllers=("random", "human"))
    g = session.game
    told = len(g.events)
    scene.bot_step()
    kinds = [b.kind for b in scene.motion.beats]
    shown = [e.kind for e in g.events_for(1, told)]
    assert kinds and kinds[0] == "card_placed" and kinds == [k for k in shown if k in kinds]
    space = g.events_for(1, told)[0].data["space"]
    assert space in scene.motion.hidden() and scene.animating()
    assert scene.motion.caption() == g.describe(g.events_for(1, told)[0])
    assert scene.motion.marks(1)[0] == (space, 0)  # the other's last move stays marked
    for _ in range(200):
        if not scene.motion.active:
            break
        app.frame([], 0.1)
    assert not scene.motion.hidden() and not scene.motion.active


def test_the_board_is_drawn_once_per_move_not_once_per_landing(monkeypatch):
    """Issue 13 frame time: the frame answering a move paints the position once (the regions
    of the boards it changed: issue 57), then the board under the flight out of it: only the
    regions whose boards draw what is in flight, painted again without it. The frames of the
    beats paint nothing: as each beat lands its sprite stays where it arrived, until the run
    ends and the position, pixel for pixel the one a single paint draws, is shown."""
    app = make_app(animation="normal")
    session, scene = start(app, controllers=("random", "human"))
    scene.bot_step()
    landings = sum(1 for b in scene.motion.beats if b.hide)
    hidden = scene.motion.hidden()
    assert landings >= 1 and hidden
    paints = []
    real = scene.layers.paint
    monkeypatch.setattr(scene.layers, "paint", lambda view, into, clip=None, keys=None: paints.append(
        (view.hidden, None if clip is None else tuple(clip))) or real(view, into, clip, keys))
    app.frame([], 0.0)
    regions = [tuple(r) for r in scene.layout().paint_regions()]
    assert all(clip in regions for _h, clip in paints)
    position = [clip for h, clip in paints if not h]
    assert position and len(set(position)) == len(position)  # the position: each region once at most
    under = [clip for h, clip in paints if h]
    assert paints[len(position):] == [(hidden, clip) for clip in under]  # then the board under the flight
    assert 0 < len(under) < len(regions)  # not every board: those a flight lands on
    assert scene.board() is scene.layers.flight
    del paints[:]
    for _ in range(200):
        if not scene.motion.active:
            break
        app.frame([], 1 / 30)
    assert paints == []
    assert scene.board() is scene.layers.base and not scene.motion.landed
    whole = pygame.image.tobytes(scene.layers.base, "RGB")
    scene.layers.key = ()
    scene.layers.ensure()
    assert pygame.image.tobytes(scene.layers.base, "RGB") == whole


def test_a_click_during_the_run_shows_the_whole_position_at_once():
    """Space (or a click) lands everything: the position, painted whole with its hot spots
    when the move came, is shown on that frame."""
    app = make_app(animation="normal")
    session, scene = start(app, controllers=("random", "human"))
    scene.bot_step()
    app.frame([], 0.0)
    assert scene.board() is scene.layers.flight
    app.frame([key(pygame.K_SPACE)], 0.0)
    assert not scene.motion.active and scene.board() is scene.layers.base
    whole = pygame.image.tobytes(scene.layers.base, "RGB")
    scene.layers.key = ()
    scene.layers.ensure()
    assert pygame.image.tobytes(scene.layers.base, "RGB") == whole


def test_a_landed_beat_stays_drawn_where_it_arrived_until_the_run_ends():
    motion = Motion(Session.start(GameConfig(("edward", "tuesday"), seed=3), ["human", "human"]).game)
    drawn = []
    flight = Sprite(lambda surf, c, k: drawn.append((c, k)), [(0, 0), (100, 50)], 0.0, 0.5)
    motion.beats = [Beat(kind="card_placed", sprites=[flight], hide={"parlor_1"}),
                    Beat(kind="note", hold=1.0)]
    motion.held = frozenset({"parlor_1"})
    motion.update(0.6)  # the card has landed; the note still plays
    assert motion.landed == [flight] and motion.hidden() == {"parlor_1"}
    motion.draw(pygame.Surface((10, 10)), None)
    assert drawn == [((100, 50), 1.0)]
    motion.update(1.0)
    assert not motion.active and not motion.landed and not motion.hidden()


def test_a_bots_move_is_told_beat_by_beat_before_its_next_move():
    """Issue 13: a computer's move plays back one caption per beat, each held long enough to
    read (SECONDS['told'] x the speed), and its next move waits until the last beat has
    played (synthetic clock: 50 ms frames)."""
    app = make_app(animation="normal")
    session, scene = start(app, controllers=("random", "human"))
    g = session.game
    scene.bot_step()
    told = [b for b in scene.motion.beats if b.caption]
    assert told and all(b.duration >= SECONDS["told"] for b in told)
    captions, moves = [], len(g.actions_taken)
    while scene.motion.active:
        if scene.motion.caption() and scene.motion.caption() not in captions:
            captions.append(scene.motion.caption())
        app.frame([], 0.05)
        assert len(g.actions_taken) == moves or not scene.motion.active  # never mid-playback
    assert captions == [b.caption for b in told]  # every line shown, in order


def test_a_ballroom_card_flies_from_its_slot_and_anothers_markers_step_on_their_mat():
    """Issue 13: the card taken from a Ballroom space flies from that space (not the middle of
    the row) to the taker's mat; another seat's influence gained ticks on its compact mat."""
    app = make_app(animation="normal")
    session, scene = start(app, controllers=("human", "human"))
    g = session.game
    settle(app, session)
    session.revealed_seat = g.current_player
    taker = g.current_player
    place = next(a for a in g.legal_actions() if a.kind == "place"
                 and a.args[0] in ("lc_1", "ton_1"))  # a row's first space, not its middle
    scene.act(place)
    for _ in range(10):
        if any(e.kind == "ballroom_taken" for e in g.events[-8:]) or g.current_player != taker:
            break
        scene.act(g.legal_actions()[0])
    queued = {b.kind: b for b in scene.motion.beats}
    took = queued["ballroom_taken"].sprites[0].path
    assert took[0] == scene.lay.card_rects[place.args[0]].center
    viewer = scene.me()
    gained = next(e for e in reversed(g.events) if e.kind == "track_changed")
    assert gained.seat == viewer  # the viewer's marker walks its own track...
    opps = {seat: area for area, seat in zip(scene.lay.opps, scene.others(), strict=True)}
    stage = Stage(g, viewer, viewer, scene.lay, opps, 1.0, False, None)
    other = Event("track_changed", 1 - viewer, {**gained.data, "before": 1, "after": 3})
    sprite = beats.beat(stage, other).sprites[0]
    assert opps[1 - viewer].rect.collidepoint(sprite.path[0])  # ...another's ticks on its mat
    assert sprite.dur >= 4 * SECONDS["step"]  # two steps, long enough to see


def test_the_chronicle_keeps_pace_with_the_animation(monkeypatch):
    """A computer's move: the Chronicle shows its lines as their beats begin, never ahead
    (the last line shown is the caption playing); all of them once the beats have played."""
    app = make_app(animation="normal")
    session, scene = start(app, controllers=("random", "human"))
    g = session.game
    shown = []
    monkeypatch.setattr(scene.log, "draw", lambda surf, th, rect, entries: shown.append(list(entries)))
    scene.bot_step()
    while scene.motion.active:
        caption = scene.motion.caption()
        scene.dirty = True
        app.frame([], 0.0)
        if caption:
            assert shown[-1][-1] == caption
        app.frame([], 0.1)
    app.frame([], 0.0)
    assert shown[-1] == [e.text for e in g.log_for(1)]


def test_click_or_space_lands_everything_and_input_never_waits():
    app = make_app(animation="slow")
    session, scene = start(app, controllers=("human", "random"))
    settle(app, session)
    g = session.game
    drag_to(app, scene, "home")  # the Calling Card flies to At Home
    assert scene.motion.active
    app.frame([key(pygame.K_SPACE)], 0.0)
    assert not scene.motion.active
    scene.motion.beats.append(Beat(kind="note", hold=5.0))  # something still moving...
    before = len(g.actions_taken)
    click(app, scene.targets()[action_key(Action("suit", (0,)))].center)
    assert len(g.actions_taken) == before + 1  # ...and the click is taken at once
    assert not any(b.kind == "note" for b in scene.motion.beats)  # the click landed it


def test_animation_off_queues_nothing_and_idle_stays_idle():
    app = make_app(animation="off")
    session, scene = start(app, controllers=("random", "human"))
    scene.bot_step()
    assert not scene.motion.active
    settle(app, session)
    assert not scene.animating()  # a human deciding, nothing moving: the loop sleeps


def test_undo_resynchronises_without_animating():
    app = make_app(animation="normal")
    session, scene = start(app, controllers=("human", "random"))
    settle(app, session)
    drag_to(app, scene, "home")
    scene.motion.skip()
    app.frame([key(pygame.K_z, pygame.KMOD_LCTRL)], 0.0)
    assert session.game.actions_taken == [] and not scene.motion.active
    assert scene.motion.seen == len(session.game.events)


def replay_opening():
    """A 2-player hotseat game whose opening events (the week's draws) replay on screen for
    seat 0: the app, session and scene with those beats under way."""
    app = make_app(animation="normal")
    session = Session.start(GameConfig(("edward", "tuesday"), seed=4), ["human", "human"])
    scene = SeasonScene(app, session)
    scene.motion.seen = 0
    session.revealed_seat = 0
    app.manager.replace(scene)
    scene.animate()
    return app, session, scene


def test_another_hand_flies_as_backs():
    """The week's draw of the other seat animates its number of cards, faces unknown."""
    app, session, scene = replay_opening()
    draws = [e for e in session.game.events_for(0) if e.kind == "cards_drawn"]
    assert draws[1].data["cards"] == (None,) * 4 and None not in draws[0].data["cards"]
    assert [b.kind for b in scene.motion.beats].count("cards_drawn") == 2


def test_another_seats_cards_land_on_the_row_of_its_mat_that_counts_them():
    """On another seat's compact mat, drawn cards land on the "Hand n" count of its piles
    line (they flew to the middle of the mat), and a Ton card taken lands on its Ton row, not
    on its L&C row; the Calling Cards leave from its stack at the top right."""
    app, session, scene = replay_opening()
    g, th = session.game, scene.theme
    area = scene.lay.opps[0]
    other = 1
    beat = [b for b in scene.motion.beats if b.kind == "cards_drawn"][1]  # the other's draw
    p = g.st.players[other]
    piles = mat_compact.bottom_row(th.scale, 0, len(p.tea), 0, (len(p.hand), len(p.draw), len(p.discard)),
                                   mat_compact.gallery_row(th.scale, len(g.cat.art))[1])[1]
    assert piles.count(mat_compact.PILE_SEP) == 2  # the whole line: no Tea cards yet
    with th.printed():
        line = th.text(piles, mat_compact.PILES_SIZE, (0, 0, 0), "sans-cond").get_rect(
            midright=area.p(mat_compact.PILES_RIGHT, mat_compact.PILES_Y))
        hand = th.text(piles.split(mat_compact.PILE_SEP)[0], mat_compact.PILES_SIZE, (0, 0, 0),
                       "sans-cond").get_rect(topleft=line.topleft)
    for sprite in beat.sprites:
        assert hand.collidepoint(sprite.path[-1])
    stage = Stage(g, 0, 0, scene.lay, {other: area}, 1.0, False, None)
    ton_row = area.r(186 + 34, 70 - 11, 5 * 22, 22)
    assert ton_row.collidepoint(stage.mat_point(other, "ton"))
    assert not ton_row.collidepoint(stage.mat_point(other, "lc"))
    assert area.r(326, 5, 16, 22).collidepoint(stage.mat_point(other, "calling"))



@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_token_for_another_mat_lands_where_its_row_is_drawn_in_the_language(lang, size):
    """A Gallery token or a Tea card taken by another seat lands on the circles and the Tea
    cards of its compact mat as `draw_compact` lays them out: in German the circles start
    after "Kunst" (issue 35), and once a set is done the Tea cards move right after "1 set";
    the token and the card aimed at where both were in English with no set done."""
    from apistocracy_gui import i18n

    i18n.set_language(lang)  # (conftest.py puts every test back in English)
    session, scene = start(make_app(size=size), seed=4)
    g, s = session.game, scene.lay.grid.s
    area, other = scene.lay.opps[0], 1
    p = g.st.players[other]
    p.sets = [len(g.cat.art), 1]  # (a set done and one begun, as after some Gallery turns)
    stage = Stage(g, 0, 0, scene.lay, {other: area}, 1.0, False, None)
    first, sets_x = mat_compact.gallery_row(s, len(g.cat.art))
    last = first + (len(g.cat.art) - 1) * mat_compact.ART_STEP
    circles = area.r(first - mat_compact.ART_RADIUS, 90, last - first + 2 * mat_compact.ART_RADIUS, 16)
    assert circles.collidepoint(stage.mat_point(other, "gallery"))
    art = len(g.cat.art) - 1  # the last painting: its circle is the furthest from the English one
    flown = beats.art_commissioned(stage, Event("art_commissioned", other, {"art": art}))
    circle = area.p(first + art * mat_compact.ART_STEP, mat_compact.PILES_Y)
    assert flown.sprites[0].path[-1] == circle and circles.collidepoint(circle)
    tea_x = mat_compact.bottom_row(s, 1, len(p.tea), 0, (len(p.hand), len(p.draw), len(p.discard)), sets_x)[0]
    cards = area.r(tea_x + mat_compact.TEA_CARDS, 88, 4 * 9 + 13, 21)
    assert cards.collidepoint(stage.mat_point(other, "tea"))

# --------------------------------------------------------------------------- hotseat flow
def finish_a_turn(app, scene, session):
    settle(app, session)
    drag_to(app, scene, "home")
    click(app, scene.targets()[action_key(Action("suit", (0,)))].center)
    for _ in range(30):
        app.frame([], 0.5)


def test_end_turn_then_the_handover_says_what_happened_and_offers_undo():
    app = make_app()
    session, scene = start(app, controllers=("human", "human"))
    g = session.game
    finish_a_turn(app, scene, session)
    assert scene.turn_over() and "end_turn" in scene.targets()
    assert scene.buttons["undo"].enabled  # Undo is still possible before End turn
    app.frame([key(pygame.K_RETURN)], 0.01)  # Enter ends the turn
    app.frame([], 0.01)
    top = app.manager.top
    assert isinstance(top, HandoverScene) and top.seat == 1
    assert any("stays At Home" in line for line in top.news)
    assert not any(line.startswith("You ") for line in top.news)  # public lines only
    assert top.back == 0
    app.frame([], 0.01)
    click(app, top.undo_button.rect.center)  # Lord Edward takes his move back
    assert app.manager.top is scene and g.current_player == 0
    assert session.revealed_seat == 0 and not session.needs_handover()


def test_the_next_player_gives_the_turn_back_only_with_consent():
    app = make_app()
    session, scene = start(app, controllers=("human", "human"))
    g = session.game
    finish_a_turn(app, scene, session)
    scene.turn_end.press()
    app.frame([], 0.01)
    click(app, app.manager.top.button.rect.center)  # Lady Tuesday is ready
    assert g.current_player == 1 and app.manager.top is scene
    app.frame([key(pygame.K_z, pygame.KMOD_LCTRL)], 0.01)
    ask = app.manager.top
    assert isinstance(ask, ConfirmOverlay) and "Give the turn back to" in ask.question
    app.frame([key(pygame.K_ESCAPE)], 0.01)  # no: nothing changes
    assert g.current_player == 1 and app.manager.top is scene
    app.frame([key(pygame.K_z, pygame.KMOD_LCTRL)], 0.01)
    ask = app.manager.top
    ask.layout()
    click(app, ask.choices[0].rect.center)
    assert g.current_player == 0 and session.revealed_seat == 0 and app.manager.top is scene


def test_end_turn_waits_while_a_computer_plays_between_two_people():
    """Issue 13: Lord Edward's turn ends, a computer plays, then Lady Alexandria decides: the
    screen stays Edward's (the computer's move animated in his view) with End turn; the
    hand-over's Undo takes back the computer's move and his."""
    app = make_app(animation="normal")
    session, scene = start(app, ("edward", "tuesday", "alexandria"), ("human", "random", "human"),
                           seed=4)
    g = session.game
    finish_a_turn(app, scene, session)
    assert g.current_player == 2 and g.deciders[-1] == 1  # the computer has played
    assert scene.turn_over() and app.manager.top is scene and session.viewer() == 0
    assert "end_turn" in scene.targets() and scene.buttons["undo"].enabled
    app.frame([key(pygame.K_RETURN)], 0.01)
    top = app.manager.top
    assert isinstance(top, HandoverScene) and top.seat == 2 and top.back == 0
    click(app, top.undo_button.rect.center)
    assert g.current_player == 0 and g.deciders == [0] and app.manager.top is scene  # his last decision


def test_no_end_turn_when_the_computers_hand_the_decision_back():
    """One person and computers only: no End turn, no hand-over (nothing is passed on)."""
    app = make_app(animation="normal")
    session, scene = start(app, ("edward", "tuesday"), ("human", "random"))
    finish_a_turn(app, scene, session)
    assert session.game.current_player == 0 and not scene.turn_over() and session.finished is None


def test_undo_through_a_computer_move_into_the_previous_persons_turn_asks_first():
    app = make_app(animation="normal")
    session, scene = start(app, ("edward", "tuesday", "alexandria"), ("human", "random", "human"),
                           seed=4)
    g = session.game
    finish_a_turn(app, scene, session)
    scene.turn_end.press()
    app.frame([], 0.01)
    click(app, app.manager.top.button.rect.center)  # Lady Alexandria is ready
    assert session.undo_seat() == 0 and g.current_player == 2
    app.frame([key(pygame.K_z, pygame.KMOD_LCTRL)], 0.01)
    assert isinstance(app.manager.top, ConfirmOverlay)
    app.frame([key(pygame.K_ESCAPE)], 0.01)
    assert g.current_player == 2 and g.deciders[-1] == 1  # nothing was taken back


def test_end_turn_at_the_whist_table_before_the_hand_over():
    """Issue 13: at whist, a card played hands the next decision to another person: the table
    stays the player's (their hand, dimmed) with End turn, Undo still possible; Enter passes on."""
    app = make_app(animation="normal")
    app.settings.trick_wait = True
    s = Session.start(GameConfig(("edward", "tuesday"), seed=12), ["human", "human"])
    g, rng = s.game, random.Random(2)
    while not (g.pending_kind() == "PlayCard" and not g.st.trick and g.current_player == 0):
        g.apply(rng.choice(g.legal_actions()))
    s.revealed_seat = 0
    scene = WhistScene(app, s)
    app.manager.replace(scene)
    app.frame([], 0.0)
    scene.act(next(iter(scene.card_actions().values())))
    for _ in range(20):
        app.frame([], 0.5)
    assert g.current_player == 1 and scene.turn_over() and app.manager.top is scene
    assert scene.ctx.bottom_seat() == 0 and not scene.card_actions() and not scene.animating()
    assert any(t.key.startswith("end") for t in scene.focus_targets())
    assert scene.buttons["undo"].enabled  # Undo
    app.frame([key(pygame.K_RETURN)], 0.01)
    app.frame([], 0.01)
    top = app.manager.top
    assert isinstance(top, HandoverScene) and top.seat == 1 and top.back == 0


# --------------------------------------------------------------------------- whist
def whist_at_trick_end(app, wait: bool) -> tuple[Session, WhistScene]:
    app.settings.trick_wait = wait
    s = Session.start(GameConfig(("edward", "tuesday"), seed=12), ["human", "random"])
    g, rng = s.game, random.Random(2)
    while not (g.pending_kind() == "PlayCard" and len(g.st.trick) == 1 and g.current_player == 0):
        g.apply(rng.choice(g.legal_actions()))
    s.revealed_seat = 0
    scene = WhistScene(app, s)
    app.manager.replace(scene)
    app.frame([], 0.0)
    scene.tricks.flights = []
    scene.act(scene.card_actions()[next(iter(scene.card_actions()))])
    return s, scene


def test_a_won_trick_waits_for_a_click_without_burning_frames():
    app = make_app(animation="normal")
    s, scene = whist_at_trick_end(app, wait=True)
    for _ in range(20):
        app.frame([], 0.5)
    assert scene.tricks.showing is not None and scene.tricks.waits_for_click() and not scene.animating()
    assert not scene.card_actions()  # the hand rests (drawn dimmed) until the trick is collected
    click(app, (5, 5))
    assert scene.tricks.showing is None and scene.tricks.flights  # collected: the cards sweep to the winner


def test_nobody_plays_while_a_won_trick_is_on_show():
    """Seen in the real window: the computer led the next trick while 'X wins the trick' was
    still showing. The table stays still until the pause is over (synthetic 0.1 s frames)."""
    app = make_app(animation="normal")
    s, scene = whist_at_trick_end(app, wait=False)
    g = s.game
    taken = len(g.actions_taken)
    for _ in range(100):
        if scene.tricks.showing is None:
            break
        app.frame([], 0.1)
        if scene.tricks.showing is not None:
            assert len(g.actions_taken) == taken  # no card played over the finished trick
    assert scene.tricks.showing is None


def test_a_won_trick_can_continue_by_itself():
    app = make_app(animation="normal")
    s, scene = whist_at_trick_end(app, wait=False)
    for _ in range(20):
        app.frame([], 0.5)
    assert scene.tricks.showing is None


# --------------------------------------------------------------------------- window, kiosk
def test_f11_toggles_once_per_press():
    app = make_app()
    app.manager.replace(TitleScene(app))
    f11 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    release = pygame.event.Event(pygame.KEYUP, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    app.frame([f11, f11, f11], 0.0)  # a held key repeats
    assert app.fullscreen
    app.frame([release, f11], 0.0)
    assert not app.fullscreen


def test_kiosk_hides_continue_window_options_and_undo_in_computer_games():
    app = make_app()
    app.kiosk = True
    title = TitleScene(app)
    assert "Continue" not in [b.label for b in title.buttons]
    over = OptionsOverlay(app)
    assert "Window size" not in over.ROWS and "Fullscreen" not in over.ROWS
    s = Session.start(GameConfig(("edward", "tuesday"), seed=3), ["random", "random"], autosave=False)
    scene = SeasonScene(app, s)
    app.manager.replace(scene)
    app.frame([], 0.0)
    assert "undo" not in scene.targets() and "redo" not in scene.targets()


# --------------------------------------------------------------------------- landing in place
def _paint(scene, obs, hidden=(), sprites=()) -> pygame.Surface:
    """The state layer (Beehive, Assembly Room and large mat) for `obs`, leaving out `hidden`, with
    `sprites` drawn where they land: a landed flight over the board under the flight."""
    g = scene.game
    surf = pygame.Surface(scene.app.screen.get_size())
    view = BoardView(g, obs, 0, 0, scene.lay, scene.theme, False, Spots(), frozenset(), frozenset(hidden))
    hive.draw_state(surf, view)
    assembly.draw_state(surf, view)
    mat.draw_large(surf, view)
    for s in sprites:
        s.draw(surf, s.path[-1], 1.0)
    return surf


def _pixels(surf: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surf.subsurface(rect), "RGB")


def test_drawn_cards_stay_out_of_the_hand_until_they_land_in_their_places():
    """Issue 13: the week's draw flies into the viewer's hand; under the flight each hand place
    is empty (the card is never shown twice), and each card lands at the size and place the
    finished board draws it (nothing shifts when the run ends)."""
    app, session, scene = replay_opening()
    g = session.game
    hand = sorted(g.st.players[0].hand)
    draw = next(b for b in scene.motion.beats if b.kind == "cards_drawn" and b.sprites)
    assert draw.hide == {f"hand:{c}" for c in hand} and draw.hide <= scene.motion.hidden()
    obs = g.view(0)
    full, flight = _paint(scene, obs), _paint(scene, obs, draw.hide)
    for r in scene.lay.hand_rects(len(hand)):
        assert _pixels(flight, r) != _pixels(full, r)  # the place is empty while the card flies
    landed = _paint(scene, obs, draw.hide, draw.sprites)
    assert _pixels(landed, scene.lay.hand_area) == _pixels(full, scene.lay.hand_area)


def test_a_card_flying_to_the_discard_pile_is_not_on_it_until_it_lands():
    """Issue 13: a discarded card is not yet on the pile while it flies there (the pile shows
    what lay on it before); landed, it is what the finished pile shows, pixel for pixel."""
    app = make_app(animation="normal")
    session, scene = start(app)
    g = session.game
    player = g.st.players[0]
    first, card = sorted(player.hand)[:2]
    for c in (first, card):
        if c == card:
            before = g.view(0)  # the pile with the first card on top
        player.hand.remove(c)
        player.discard.append(c)  # as a discard leaves the game
    beat = beats.hand_discarded(Stage(g, 0, 0, scene.lay, {}, 1.0, False, None),
        Event("hand_discarded", 0, {"cards": (card,)}))
    assert beat.hide == {f"discard:{card}"}
    obs, pile = g.view(0), scene.lay.discard.inflate(8, 40)  # with its count underneath
    assert _pixels(_paint(scene, obs, beat.hide), pile) == _pixels(_paint(scene, before), pile)
    landed = _paint(scene, obs, beat.hide, beat.sprites)
    face = scene.lay.discard.inflate(-12, -12)  # not the round corners: the card under it shows there
    assert _pixels(landed, face) == _pixels(_paint(scene, obs), face)


@pytest.mark.parametrize("size", [(1600, 900), (1920, 1080), (1280, 720)])
def test_a_placed_calling_card_lands_exactly_where_the_board_lays_it(size):
    """Issue 13: a Calling Card's flight ends at the rect the finished board draws it in (a
    Ballroom space, a Parlor or room plaque, At Home, the Beehive), at that size: the landed sprite over the
    board under the flight is the finished board, so nothing shifts when the run ends."""
    app = make_app(size=size, animation="normal")
    session, scene = start(app)
    g, lay = session.game, scene.lay
    stage = Stage(g, 0, 0, lay, {}, 1.0, False, None)
    parlor = next(s for s, area in lay.plaques.items() if area == "parlor")
    room = next(s for s, area in lay.plaques.items() if area != "parlor")
    g.st.beehive_cards += [1, 1, 1, 1, 0]  # the fifth starts a second row, below the first
    for space in (next(iter(lay.card_rects)), parlor, room, "home", "beehive"):
        obs = g.view(0)
        slot = lay.beehive_slot(4, 5) if space == "beehive" else lay.calling_slot(space)
        if space == "home":
            obs = replace(obs, players=[replace(obs.players[0], home_used=True), *obs.players[1:]])
        elif space != "beehive":
            obs = replace(obs, occupied={**obs.occupied, space: 0})
        beat = beats.card_placed(stage, Event("card_placed", 0, {"space": space}))
        assert beat.hide == {space} and beat.sprites[0].path[-1] == slot.center
        where = slot.inflate(4, 4)
        landed = _paint(scene, obs, beat.hide, beat.sprites)
        assert _pixels(landed, where) == _pixels(_paint(scene, obs), where), space
