"""Advanced Gameplay Mode and Bonus Personas on screen (issue 7; rulebook p.22), by mouse.

The setup's Standard / Advanced toggle and persona choice, the Goal draft and the Host Bonus
choice on the sheet over the Assembly Room, the tokens on the mats, the personas' names and
Calling Cards, and a whole advanced game played with synthetic mouse events to the score pad.
Every move goes through what the screen offers (`SeasonScene.targets()`, the whist table's
raised cards); the engine refuses anything illegal.
"""

from __future__ import annotations

import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from gui_driver import Driver  # noqa: E402
from helpers import refresh  # noqa: E402

from apistocracy_gui.bots import bot_names  # noqa: E402
from apistocracy_gui.engine import Action, GameConfig  # noqa: E402
from apistocracy_gui.engine.advanced import advanced_data  # noqa: E402
from apistocracy_gui.gui import theme as T  # noqa: E402
from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.board.decision import CHEAPEST  # noqa: E402
from apistocracy_gui.gui.board.draw import calling_card_img  # noqa: E402
from apistocracy_gui.gui.scenes import draft  # noqa: E402
from apistocracy_gui.gui.scenes.handover import HandoverScene  # noqa: E402
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene  # noqa: E402
from apistocracy_gui.gui.scenes.season import SeasonScene  # noqa: E402
from apistocracy_gui.gui.scenes.season_targets import action_key  # noqa: E402
from apistocracy_gui.gui.scenes.setup import SetupScene  # noqa: E402
from apistocracy_gui.gui.scenes.whist import WhistScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402

PERSONA_NAMES = {p.id: p.name for p in advanced_data().personas}


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    settings = Settings()
    settings.animation = "off"
    return App(settings, size=(1600, 900))


@pytest.fixture
def drawn(monkeypatch) -> list[str]:
    """Every string the theme draws from now on."""
    out: list[str] = []
    original = T.text

    def record(s, *args, **kw):
        out.append(s)
        return original(s, *args, **kw)

    monkeypatch.setattr(T, "text", record)
    return out


def click(app: App, pos) -> None:
    pos = tuple(pos)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.01)


def drag(app: App, start, end) -> None:
    (x0, y0), (x1, y1) = start, end
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x0, y0), button=1)], 0.01)
    for k in range(1, 6):
        pos = (x0 + (x1 - x0) * k // 5, y0 + (y1 - y0) * k // 5)
        app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))], 0.01)
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x1, y1), button=1)], 0.01)


def season(app: App, players=("edward", "shae", "tuesday"), controllers=("human", "random", "human"),
           personas=("beatrix", "", "rupert"), seed=2) -> tuple[Session, SeasonScene]:
    s = Session.start(GameConfig(players=players, mode="advanced", seed=seed, personas=personas),
                      list(controllers))
    scene = SeasonScene(app, s)
    app.manager.replace(scene)
    app.frame([], 0.01)
    return s, scene


def settle(app: App, s: Session) -> None:
    """Let bots play and click through hand-overs until a human decides (or the Season ends)."""
    for _ in range(400):
        app.frame([], 1.0)
        top = app.manager.top
        if isinstance(top, HandoverScene):
            click(app, top.button.rect.center)
        elif isinstance(top, SeasonScene) and top.turn_over():
            top.targets()
            click(app, top.end_button.rect.center)  # the hotseat's End turn (issue 13)
        elif s.game.st.phase != "season" or s.is_human(s.game.current_player):
            return


def play_to_bonus_choice(s: Session, rng: random.Random) -> None:
    """Legal actions (engine-side, to set the scene) until someone must choose a bonus."""
    g = s.game
    while not g.is_over:
        if g.pending_kind() == "ChooseBonus":
            s.revealed_seat = g.current_player
            return
        g.apply(goal_seeker(g, rng))
    raise AssertionError("no bonus choice reached")


# --------------------------------------------------------------------------- setup
def test_setup_toggles_advanced_play_and_personas_by_clicks(app, monkeypatch):
    """Rulebook p.22: Advanced play and the Bonus Personas are chosen at setup; the game then
    opens with the Goal draft and the persona's name is the player's name."""
    from apistocracy_gui.gui.go import Go

    started = []
    monkeypatch.setattr(Go, "show_game", lambda a, session: started.append(session))
    scene = SetupScene(app, seed=77)
    app.manager.replace(scene)
    app.frame([], 0.01)
    assert scene.config().mode == "standard"
    click(app, scene.mode_row[1].rect.center)
    assert scene.mode == "advanced" and scene.mode_row[1].selected and not scene.mode_row[0].selected
    click(app, scene.mode_row[0].rect.center)
    assert scene.config().mode == "standard"
    click(app, scene.mode_row[1].rect.center)
    click(app, scene.seats[0].persona.rect.center)  # the character -> the first persona
    click(app, scene.seats[1].persona.rect.center)  # the first is taken: the second
    click(app, scene.seats[1].persona.rect.center)
    first, second, third = (p.id for p in advanced_data().personas[:3])
    assert scene.personas[:2] == [first, third]
    assert PERSONA_NAMES[first] in scene.seats[0].persona.label
    click(app, scene.start_button.rect.center)
    game = started[0].game
    assert game.config.mode == "advanced" and game.config.personas == (first, third)
    assert game.name(0) == PERSONA_NAMES[first] and game.pending_kind() == "DraftGoal"


def test_setup_persona_choice_cycles_back_to_the_character_and_never_repeats(app):
    """One Persona token each (rulebook p.1, p.22): no two seats play the same persona."""
    scene = SetupScene(app, seed=1)
    scene.set_count(4)
    rng = random.Random(4)
    for _ in range(40):
        scene.cycle_persona(rng.randrange(4))
        named = [p for p in scene.personas if p]
        assert len(named) == len(set(named))
        scene.config().validate()
    seen = set()
    for _ in range(6):
        scene.cycle_persona(0)
        seen.add(scene.personas[0])
    assert "" in seen


# --------------------------------------------------------------------------- the Goal draft
def test_the_draft_sheet_offers_exactly_the_legal_goal_tokens_in_turn_order(app):
    """Rulebook p.22 (Advanced Play Setup 1.a-1.b): starting with the First Player, each player
    selects a Goal token and takes its matching Host token; a taken token is not offered."""
    s, scene = season(app, controllers=("human", "human", "human"))
    g = s.game
    settle(app, s)
    order = []
    for _ in range(3):
        t = scene.targets()
        legal = g.legal_actions()
        assert {a.kind for a in legal} == {"goal"}
        assert {k for k in t if k.startswith("action:goal|")} == {action_key(a) for a in legal}
        assert not scene.panel.targets()  # chosen on the sheet, not as panel buttons
        taken = {p.adv_goal for p in g.st.players} - {""}
        for gid in taken:  # a taken token is drawn but does nothing
            before = g.state_hash()
            click(app, t[f"goal:{gid}"].center)
            assert g.state_hash() == before
        seat = g.current_player
        order.append(seat)
        choice = legal[-1]
        click(app, t[action_key(choice)].center)
        assert g.st.players[seat].adv_goal == choice.args[0]
        token = advanced_data().goal(choice.args[0])
        assert g.st.players[seat].host_suits == [token.host_a, token.host_b]
        settle(app, s)
    n = len(g.st.players)
    assert order == [(g.st.first + k) % n for k in range(n)]
    assert g.pending_kind() == "PlaceCard" and not draft.showing(g.pending_kind())
    assert "lc_1" in scene.targets()  # the Assembly Room is back


def test_the_draft_sheet_shows_each_goal_and_its_host_token_suits(app, drawn):
    """Every Goal token's name, goal and Host token sides A and B are on the sheet (p.22)."""
    s, scene = season(app)
    settle(app, s)
    drawn.clear()
    scene.dirty = True
    scene.layers.key = ()
    app.frame([], 0.01)
    for t in advanced_data().goals:
        assert any(t.name.startswith(x) or x in t.name for x in drawn if len(x) > 3), t.name
    assert {"Spade", "Club", "Diamond", "Heart"} <= set(drawn)
    assert {"A", "B", "Host token"} <= set(drawn)


# --------------------------------------------------------------------------- the Bonus choice
def test_reaching_the_goal_shows_the_bonus_sheet_and_a_click_takes_bonus_and_vp_token(app):
    """Rulebook p.22 (2a-2b): the player chooses a Bonus token still available and takes the VP
    token of their order of selection (-2 first, then 0, +2, +4)."""
    s, scene = season(app, controllers=("human", "human", "human"))
    g = s.game
    play_to_bonus_choice(s, random.Random(2))  # a line of play that reaches a goal
    seat = g.current_player
    others = [q for q in range(3) if q != seat]
    g.st.players[others[0]].adv_bonus, g.st.players[others[0]].adv_vp = "tea", -2  # chose first
    refresh(g)
    scene.changed()
    settle(app, s)
    assert app.manager.top is scene
    t = scene.targets()
    offered = {k for k in t if k.startswith("action:bonus_token|")}
    assert offered == {action_key(a) for a in g.legal_actions() if a.kind == "bonus_token"}
    assert "action:bonus_token|tea" not in offered and "bonus_token:tea" in t
    assert draft.next_vp(g.view(seat)) == 0
    click(app, t["action:bonus_token|lc"].center)
    assert (g.st.players[seat].adv_bonus, g.st.players[seat].adv_vp) == ("lc", 0)
    assert not draft.showing(g.pending_kind())
    assert {f"badge:{seat}:goal", f"badge:{seat}:adv_bonus", f"badge:{seat}:adv_vp"} <= set(scene.targets())


# --------------------------------------------------------------------------- personas
def test_persona_names_and_silhouette_calling_cards_show_on_the_board(app, drawn):
    """Rulebook p.22: a persona plays on the mat chosen; its Calling Cards show the silhouette
    side. The name everywhere is `game.name(seat)`."""
    s, scene = season(app)
    settle(app, s)
    drawn.clear()
    scene.changed()
    app.frame([], 0.01)
    for pid in ("beatrix", "rupert"):
        assert any(PERSONA_NAMES[pid] in text for text in drawn), pid
    zooms = {spot.zoom.title for spot in scene.spots.items if spot.zoom is not None}
    assert PERSONA_NAMES["rupert"] in zooms
    monogram = calling_card_img(54, 76, T.SEAT_COLORS[0], "F")
    silhouette = calling_card_img(54, 76, T.SEAT_COLORS[0], "F", "beatrix")
    other = calling_card_img(54, 76, T.SEAT_COLORS[0], "F", "rupert")
    raw = [pygame.image.tobytes(img, "RGBA") for img in (monogram, silhouette, other)]
    assert len(set(raw)) == 3


# --------------------------------------------------------------------------- a whole game
def goal_seeker(g, rng: random.Random) -> Action:
    """A random legal action, preferring the Ballroom's Ton spaces and the cheapest payment,
    so that a Ton goal is reached in the test's game; never Lord Shae's club-card swap (R7.2),
    which is offered at every decision of his turn and would only dilute the random choice."""
    legal = [a for a in g.legal_actions() if a.kind != "club_power"]
    if CHEAPEST in legal:
        return CHEAPEST
    ton = [a for a in legal if a.kind == "place" and a.args[0].startswith("ton")]
    if ton:
        return rng.choice(ton)
    goal = [a for a in legal if a.kind == "goal" and a.args[0] == "ton"]
    return goal[0] if goal else rng.choice(legal)


def decide_by_mouse(app: App, scene: SeasonScene, s: Session, rng: random.Random) -> Action:
    g = s.game
    action = goal_seeker(g, rng)
    done = len(g.actions_taken)
    t = scene.targets()
    if action.kind == "place":
        space = "beehive" if action.args[0] == "beehive_stay" else action.args[0]
        drag(app, t["calling"].center, t[space].center)
    else:
        for _ in range(30):  # scroll the panel with the wheel until the button shows
            if action_key(action) in t:
                break
            app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=scene.panel_area.center, rel=(1, 1),
                                          buttons=(0, 0, 0)),
                       pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)], 0.01)
            t = scene.targets()
        click(app, t[action_key(action)].center)
    assert g.actions_taken[done:done + 1] == [action]
    return action


@pytest.mark.slow
def test_a_whole_advanced_game_by_mouse_from_setup_to_the_score_pad(app, drawn):
    """Issue 7: setup by clicks (Advanced, personas), the Goal draft, a Host Bonus choice when
    a goal is reached (p.22), Calling Cards by drag-and-drop, every other decision by a click,
    the whist table by clicks, the score pad with the Advanced VP token on line 6 (R6.8)."""
    scene = SetupScene(app, seed=31)
    app.manager.replace(scene)
    app.frame([], 0.01)
    click(app, scene.count_row[1].rect.center)  # 3 players
    click(app, scene.mode_row[1].rect.center)
    click(app, scene.seats[0].persona.rect.center)
    while scene.controllers[1] != "easy":  # a heuristic bot plays seat 2
        click(app, scene.seats[1].control.rect.center)
    while scene.controllers[2] != "human":
        click(app, scene.seats[2].control.rect.center)
    click(app, scene.start_button.rect.center)
    season_scene = app.manager.stack[0]
    assert isinstance(season_scene, SeasonScene)
    s = season_scene.session
    g = s.game
    assert g.config.mode == "advanced" and s.controllers[1] != "human"
    rng = random.Random(8)
    taken: list[Action] = []
    for _ in range(800):
        settle(app, s)
        if g.st.phase != "season":
            break
        taken.append(decide_by_mouse(app, season_scene, s, rng))
    kinds = {a.kind for a in taken}
    assert {"goal", "bonus_token", "place", "pay"} <= kinds
    assert isinstance(app.manager.top, WhistScene)
    Driver(app, rng, dt=0.5).play_until(lambda: isinstance(app.manager.top, ScorePadScene), 3000)
    assert g.is_over and isinstance(app.manager.top, ScorePadScene)
    drawn.clear()
    app.manager.top.dirty = True
    app.frame([], 0.01)
    assert g.name(0) in drawn and g.name(0) == PERSONA_NAMES[advanced_data().personas[0].id]
    vp = [sheet.lines[5] for sheet in g.scores()]
    assert any(part[0] == "Advanced VP token" for line in vp for part in line.parts)


@pytest.mark.parametrize("bot", bot_names())
def test_every_bot_drafts_its_goal_on_the_season_screen(app, bot):
    """Rulebook p.22: computer players take part in the Goal draft in turn order, paced by the
    Season scene like any other decision; the sheet goes once all have chosen."""
    s, scene = season(app, controllers=(bot, bot, "human"), personas=("", "cordelia", "ambrose"))
    for _ in range(20):
        if s.game.pending_kind() != "DraftGoal" or s.is_human(s.game.current_player):
            break
        if s.thinking is not None:  # a bot searches in its worker (issue 15): let it finish
            s.thinking.wait(30)
        app.frame([], 1.0)
    g = s.game
    drafted = [p.adv_goal for p in g.st.players]
    assert drafted[0] and drafted[1] and drafted[0] != drafted[1] and not drafted[2]
    assert g.pending_kind() == "DraftGoal" and g.current_player == 2


@pytest.mark.slow
def test_random_clicks_on_the_sheets_never_crash_and_only_take_offered_tokens(app):
    """Random presses, drags and wheel turns during the draft and the bonus choice: nothing
    raises, and each choice the screen makes was among the legal actions just before (p.22)."""
    rng = random.Random(21)
    s, scene = season(app, controllers=("human", "human", "random"))
    play_to_bonus_choice(s, random.Random(6))
    s2, scene2 = season(app, controllers=("human", "human", "human"), seed=9)
    for session, sc in ((s2, scene2), (s, scene)):
        g = session.game
        app.manager.replace(sc)
        for _ in range(200):
            top = app.manager.top
            if isinstance(top, HandoverScene):
                click(app, top.button.rect.center)
            elif top is not sc:  # an overlay (the menu, the rules...): back to the game
                app.manager.replace(sc)
            t = sc.targets()
            before, done = g.legal_actions(), len(g.actions_taken)
            pos = rng.choice(list(t.values())).center if rng.random() < 0.6 else (
                rng.randrange(1600), rng.randrange(900))
            kind = rng.random()
            if kind < 0.6:
                click(app, pos)
            elif kind < 0.8:
                drag(app, pos, (rng.randrange(1600), rng.randrange(900)))
            else:
                wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)
                app.frame([wheel], 0.3)
            first = g.actions_taken[done:done + 1]  # a click, or a bot's move if it was its turn
            assert not first or first[0] in before
        assert any(a.kind in ("goal", "bonus_token") for a in g.actions_taken)
