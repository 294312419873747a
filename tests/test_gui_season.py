"""The Season scene driven by synthetic mouse and key events (issue 4, scene 3).

Every test goes through `App.frame` with pygame events, as a player would: Calling Cards are
dragged from the mat (`targets()["calling"]`) onto spaces, decisions are clicked through
`targets()`. Hotseat privacy, undo, bots' pacing and the hand-off to the next phase are
checked the same way. Rules are cited where a test depends on one.
"""

from __future__ import annotations

import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame
import pytest

from apistocracy_gui.engine import Action, GameConfig
from apistocracy_gui.gui.app import App
from apistocracy_gui.gui.go import Go
from apistocracy_gui.gui.scenes import season_frame
from apistocracy_gui.gui.scenes.handover import HandoverScene
from apistocracy_gui.gui.scenes.menu_overlay import MenuOverlay
from apistocracy_gui.gui.scenes.season import SeasonScene
from apistocracy_gui.gui.scenes.season_targets import action_key
from apistocracy_gui.gui.settings import Settings
from apistocracy_gui.session import Session

SIZES = ((1280, 720), (1600, 900), (1920, 1080))


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


def make_app(size=(1600, 900), animation="off") -> App:
    settings = Settings()
    settings.animation = animation
    return App(settings, size=size)


def start(app: App, players=("edward", "tuesday"), controllers=("human", "random"), seed=3):
    session = Session.start(GameConfig(players=tuple(players), seed=seed), list(controllers))
    scene = SeasonScene(app, session)
    app.manager.replace(scene)
    app.frame([], 0.01)
    return session, scene


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def move(pos, pressed=False):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(int(pressed), 0, 0))


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def click(app: App, pos) -> None:
    pos = tuple(pos)
    read_panel(app)
    app.frame([move(pos), down(pos), up(pos)], 0.01)


def read_panel(app: App) -> None:
    """A player reads a decision panel whose buttons just changed before clicking it: a click
    within GUARD_S of the change is ignored (issue 52)."""
    from apistocracy_gui.gui.board.decision import GUARD_S

    panel = getattr(app.manager.top, "panel", None)
    if panel is not None and panel.settling(app.now):
        app.frame([], GUARD_S)


def drag(app: App, start_pos, end_pos) -> None:
    """Press on `start_pos`, move there in steps with the button held, release."""
    (x0, y0), (x1, y1) = start_pos, end_pos
    app.frame([move((x0, y0)), down((x0, y0))], 0.01)
    for k in range(1, 6):
        app.frame([move((x0 + (x1 - x0) * k // 5, y0 + (y1 - y0) * k // 5), True)], 0.01)
    app.frame([up((x1, y1))], 0.01)


def drag_to(app: App, scene: SeasonScene, space: str) -> None:
    t = scene.targets()
    drag(app, t["calling"].center, t[space].center)


def target_of(app: App, scene: SeasonScene, action: Action) -> pygame.Rect:
    """The rect that takes `action`, scrolling the decision panel with the wheel if needed."""
    for _ in range(30):
        t = scene.targets()
        if action_key(action) in t:
            return t[action_key(action)]
        app.frame([move(scene.panel_area.center),
                   pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)], 0.01)
    raise AssertionError(f"{action} is nowhere on screen")


def decide_by_mouse(app: App, scene: SeasonScene, session: Session, rng: random.Random) -> None:
    """Make a random legal decision through the screen and check the game took exactly it."""
    g = session.game
    action = rng.choice(g.legal_actions())
    done = len(g.actions_taken)
    if action.kind == "place":
        drag_to(app, scene, "beehive" if action.args[0] == "beehive_stay" else action.args[0])
    else:
        click(app, target_of(app, scene, action).center)
    assert g.actions_taken[done:done + 1] == [action]


def settle(app: App, session: Session) -> None:
    """Let the bots play and click through hotseat hand-overs until a human decides."""
    for _ in range(400):
        app.frame([], 1.0)
        top = app.manager.top
        if isinstance(top, HandoverScene):
            click(app, top.button.rect.center)
        elif isinstance(top, SeasonScene) and top.turn_over():
            top.targets()
            click(app, top.end_button.rect.center)  # the hotseat's End turn (issue 13)
        elif session.game.st.phase != "season" or session.is_human(session.game.current_player):
            return


# --------------------------------------------------------------------------- placing
def test_drag_onto_a_legal_space_places_the_calling_card():
    """Rulebook p.8: a turn places a Calling Card on an unoccupied space (here the Parlor)."""
    app = make_app()
    session, scene = start(app)
    assert Action("place", ("parlor_1",)) in session.game.legal_actions()
    drag_to(app, scene, "parlor_1")
    assert session.game.actions_taken == [Action("place", ("parlor_1",))]
    assert session.game.st.occupied["parlor_1"] == 0
    assert session.game.pending_kind() == "Payment"


def test_drag_onto_an_illegal_space_or_the_table_does_nothing():
    """The PM's Dinner spaces need a Brooch at Dinner with the PM (rulebook p.9 d2)."""
    app = make_app()
    session, scene = start(app)
    before = session.game.state_hash()
    assert Action("place", ("pm_bonus_1",)) not in session.game.legal_actions()
    drag_to(app, scene, "pm_bonus_1")
    log_area = scene.targets()["mat:1"].midbottom
    drag(app, scene.targets()["calling"].center, (log_area[0], log_area[1] + 60))
    assert session.game.actions_taken == []
    assert session.game.state_hash() == before
    assert scene.pointer.drag is None and not scene.tweens  # slid back (animation off: at once)


def test_a_dropped_card_slides_back_when_animated():
    app = make_app(animation="normal")
    session, scene = start(app)
    drag_to(app, scene, "pm_bonus_1")
    assert scene.tweens and scene.animating()
    app.frame([], 1.0)
    assert not scene.tweens and session.game.actions_taken == []


def test_click_the_stack_then_a_space_places_the_card():
    app = make_app()
    session, scene = start(app)
    t = scene.targets()
    click(app, t["calling"].center)
    assert scene.pointer.selected
    click(app, t["tea_1"].center)
    assert session.game.actions_taken == [Action("place", ("tea_1",))]


def test_clicking_a_space_without_choosing_a_card_first_places_nothing():
    app = make_app()
    session, scene = start(app)
    click(app, scene.targets()["tea_1"].center)
    assert session.game.actions_taken == []


# --------------------------------------------------------------------------- decisions
def test_pay_cheapest_from_the_panel_then_choose_a_star_card_in_the_parlor():
    """RULINGS R2: one click pays the cheapest way; the Parlor then offers a Star card (p.10)."""
    app = make_app()
    session, scene = start(app)
    drag_to(app, scene, "parlor_2")
    g = session.game
    hand_before = len(g.st.players[0].hand)
    click(app, scene.targets()[action_key(Action("pay", ("cheapest",)))].center)
    assert g.pending_kind() == "ParlorAction"
    assert len(g.st.players[0].hand) == hand_before - 1
    star = g.st.parlor[1]
    click(app, scene.targets()["star:1"].center)  # the Star card itself, in place
    assert star in g.st.players[0].discard


def test_a_unit_payment_by_clicking_a_hand_card():
    """RULINGS R2: sources can be picked one at a time; the hand card is the clickable source."""
    app = make_app()
    session, scene = start(app)
    drag_to(app, scene, "parlor_2")  # costs one Diamond
    g = session.game
    units = [a for a in g.legal_actions() if a.kind == "pay" and a.args[:2] == ("unit", "card")]
    assert units
    cid = units[0].args[2]
    click(app, scene.targets()[f"hand:{cid}"].center)
    assert cid in g.st.players[0].discard and cid not in g.st.players[0].hand


def test_the_panel_offers_exactly_the_legal_decisions():
    app = make_app()
    session, scene = start(app)
    drag_to(app, scene, "parlor_2")
    t = scene.targets()
    for a in session.game.legal_actions():
        assert action_key(a) in t, a


def test_ctrl_z_undoes_and_ctrl_y_redoes_and_the_buttons_follow_the_engine():
    app = make_app()
    session, scene = start(app)
    assert not scene.buttons["undo"].enabled
    drag_to(app, scene, "gallery_1")
    app.frame([], 0.01)
    assert scene.buttons["undo"].enabled == session.game.can_undo is True
    app.frame([key(pygame.K_z, pygame.KMOD_LCTRL)], 0.01)
    assert session.game.actions_taken == []
    assert scene.buttons["redo"].enabled and not scene.buttons["undo"].enabled
    app.frame([key(pygame.K_y, pygame.KMOD_LCTRL)], 0.01)
    assert session.game.actions_taken == [Action("place", ("gallery_1",))]


def test_hotseat_handover_hides_the_next_players_hand_until_they_click():
    """Issue 13's calm turn flow: after the last decision of a turn the board shows its result
    with End turn (the next player's hand still hidden); End turn covers the screen."""
    app = make_app()
    session, scene = start(app, controllers=("human", "human"))
    settle(app, session)  # seat 0 reveals at the first hand-over
    g = session.game
    assert g.current_player == 0
    drag_to(app, scene, "home")  # At Home (p.14), then choose a suit
    click(app, scene.targets()[action_key(Action("suit", (0,)))].center)
    assert g.current_player == 1
    for _ in range(20):
        app.frame([], 0.5)
    assert app.manager.top is scene and scene.turn_over()  # the result, not yet the hand-over
    mine = {f"hand:{c}" for c in g.st.players[0].hand}
    assert mine <= set(scene.targets()) and "end_turn" in scene.targets()
    assert not any(f"hand:{c}" in scene.targets() for c in g.st.players[1].hand)
    click(app, scene.targets()["end_turn"].center)
    app.frame([], 0.01)
    top = app.manager.top
    assert isinstance(top, HandoverScene)
    assert app.manager.visible() == [top]  # opaque: nothing of the boards is drawn
    hand = g.st.players[1].hand
    assert not any(k.startswith("hand:") for k in scene.targets())
    click(app, top.button.rect.center)
    assert app.manager.top is scene
    assert {f"hand:{c}" for c in hand} <= set(scene.targets())


# --------------------------------------------------------------------------- bots
def test_bots_play_at_a_readable_pace_and_a_click_hurries_them():
    app = make_app(animation="normal")
    session, scene = start(app, controllers=("random", "human"))
    g = session.game
    assert g.current_player == 0 and not session.is_human(0)
    app.frame([], 0.3)
    assert g.actions_taken == []
    app.frame([], 0.4)
    assert len(g.actions_taken) == 1 and scene.captions.lines(g)
    done = len(g.actions_taken)
    if not session.is_human(g.current_player):
        click(app, (5, 5))
        assert len(g.actions_taken) == done + 1


@pytest.mark.slow
def test_the_scene_hands_over_to_the_next_phase_when_the_season_ends(monkeypatch):
    shown = []
    monkeypatch.setattr(Go, "show_game", lambda app, session: shown.append(session.game.st.phase))
    app = make_app()
    session, scene = start(app, controllers=("random", "random"))
    for _ in range(2000):
        if shown:
            break
        app.frame([], 0.05)
    assert shown == ["whist"]


@pytest.mark.slow
def test_a_whole_season_by_mouse_in_hotseat_with_a_bot(monkeypatch):
    """Every decision the engine offers is reachable on screen: drag for placements, a click
    on `targets()` for the rest, chosen at random until the Season Phase ends (p.7)."""
    app = make_app()
    shown = []
    session, scene = start(app, ("edward", "tuesday", "shae"), ("human", "random", "human"), seed=11)
    rng = random.Random(5)
    monkeypatch.setattr(Go, "show_game", lambda a, s: shown.append(s.game.st.phase))
    for _ in range(600):
        settle(app, session)
        if shown:
            break
        decide_by_mouse(app, scene, session, rng)
    assert shown == ["whist"]


# --------------------------------------------------------------------------- robustness
@pytest.mark.slow
def test_monkey_two_thousand_random_events_raise_nothing(monkeypatch):
    monkeypatch.setattr(Go, "show_game", lambda app, session: None)
    rng = random.Random(1234)
    app = make_app()
    session, scene = start(app, ("edward", "tuesday", "alexandria"), ("human", "human", "random"))
    keys = [pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_RETURN, pygame.K_z, pygame.K_y, pygame.K_a,
            pygame.K_TAB, pygame.K_F1]
    held = False
    for i in range(2000):
        w, h = app.screen.get_size()
        pos = (rng.randrange(-20, w + 20), rng.randrange(-20, h + 20))
        t = scene.targets()
        aims = [r for k, r in t.items() if k.startswith("action:")] or list(t.values())
        if rng.random() < 0.5:  # aim at something that acts half of the time
            pos = rng.choice(aims).center
        roll = rng.random()
        if roll < 0.35:
            ev = move(pos, held)
        elif roll < 0.55:
            ev, held = down(pos, rng.choice((1, 1, 1, 3))), True
        elif roll < 0.75:
            ev, held = up(pos, rng.choice((1, 1, 1, 3))), False
        elif roll < 0.83:
            mod = rng.choice((0, pygame.KMOD_LCTRL, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT))
            ev = key(rng.choice(keys), mod)
        elif roll < 0.93:
            ev = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-2, -1, 1, 2)), flipped=False)
        elif roll < 0.945:
            size = rng.choice(((1280, 720), (1440, 900), (1920, 1080), (1000, 600), (1700, 800)))
            ev = pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])
        else:  # a drag from the Calling Card stack to anywhere
            drag(app, t["calling"].center, rng.choice((pos, rng.choice(list(t.values())).center)))
            continue
        app.frame([ev], rng.choice((0.0, 0.016, 0.3)))
        top = app.manager.top
        if top is not scene:
            if isinstance(top, HandoverScene):
                app.frame([key(pygame.K_RETURN)], 0.01)
            else:
                assert isinstance(top, (MenuOverlay, HandoverScene)) or top.overlay
                app.manager.pop()
        if session.game.st.phase != "season":
            session, scene = start(app, controllers=("human", "human", "random"), seed=i)
    assert app.manager.top is scene


@pytest.mark.parametrize("size", SIZES)
def test_renders_at_every_supported_size_with_everything_on_screen(size):
    app = make_app(size)
    session, scene = start(app, ("edward", "tuesday", "alexandria", "shae"), ["human"] * 4)
    settle(app, session)
    assert app.manager.top is scene and app.frame([move((5, 5))], 0.01) is not None
    screen = app.screen.get_rect()
    t = scene.targets()
    for name, rect in t.items():
        assert screen.contains(rect), (name, rect)
    for a in session.game.legal_actions():
        target = "beehive" if a.args[0] == "beehive_stay" else a.args[0]
        assert target in t
    assert scene.panel_area.bottom <= screen.bottom and season_frame.log_rect(scene.table).h > 50


@pytest.mark.slow
@pytest.mark.parametrize(("mode", "players", "controllers"), [
    ("solo", ("tuesday",), ("human",)),
    ("advanced", ("edward", "shae", "tuesday"), ("human", "random", "random"))])
def test_solo_and_advanced_games_play_by_mouse(mode, players, controllers):
    """Solo (p.21: Lady Cat's mat is drawn compact) and Advanced (p.22: the Goal draft is made in
    the panel): the first decisions are all reachable on screen."""
    app = make_app()
    session = Session.start(GameConfig(players=players, mode=mode, seed=2), list(controllers))
    scene = SeasonScene(app, session)
    app.manager.replace(scene)
    rng = random.Random(3)
    for _ in range(25):
        settle(app, session)
        decide_by_mouse(app, scene, session, rng)


def test_esc_opens_the_menu_and_esc_closes_it():
    app = make_app()
    session, scene = start(app)
    app.frame([key(pygame.K_ESCAPE)], 0.01)
    assert isinstance(app.manager.top, MenuOverlay)
    app.frame([key(pygame.K_ESCAPE)], 0.01)
    assert app.manager.top is scene
