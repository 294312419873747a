"""The setup, whist, score pad and overlay scenes, driven by synthetic pygame events only.

Every move a test makes goes through what the screen offers (a raised card, a button); the
engine checks it, so a screen that offered an illegal move would fail with IllegalAction.
"""

from __future__ import annotations

import os
import random
import re

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from apistocracy_gui.engine import GameConfig  # noqa: E402
from apistocracy_gui.gui import theme as T  # noqa: E402
from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.go import Go  # noqa: E402
from apistocracy_gui.gui.scenes.handover import HandoverScene  # noqa: E402
from apistocracy_gui.gui.scenes.options_overlay import OptionsOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.quit_overlay import QuitOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.rules_overlay import RulesOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.rules_text import RULES  # noqa: E402
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene, tie_break_text  # noqa: E402
from apistocracy_gui.gui.scenes.setup import SetupScene  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.scenes.whist import WhistScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402
from apistocracy_gui.userfiles import data_dir  # noqa: E402

RULEBOOK = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "rulebook.txt")


def click(app: App, pos, dt: float = 0.01) -> None:
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], dt)


def key(app: App, k: int, unicode: str = "", mod: int = 0) -> None:
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=k, unicode=unicode, mod=mod)], 0.01)


def show(app: App, scene) -> None:
    app.manager.replace(scene)
    app.frame([], 0.01)


def session_at_whist(controllers: list[str], seed: int = 3,
                     players: tuple[str, ...] = ("edward", "tuesday")) -> Session:
    """A session whose Season was played out with random legal actions (rulebook p.15 starts
    the Whist Phase after week 4)."""
    s = Session.start(GameConfig(players=players, seed=seed), controllers)
    rng = random.Random(seed)
    while s.game.st.phase == "season":
        s.game.apply(rng.choice(s.game.legal_actions()))
    return s


def finished_session(seed: int = 5, n: int = 3) -> Session:
    s = Session.start(GameConfig(players=("edward", "tuesday", "alexandria", "shae")[:n], seed=seed),
                      ["human"] * n)
    rng = random.Random(seed)
    while not s.game.is_over:
        s.game.apply(rng.choice(s.game.legal_actions()))
    return s


# --------------------------------------------------------------------------- setup
def test_setup_starts_a_two_player_game_by_clicks(app, monkeypatch):
    started = []
    monkeypatch.setattr(Go, "show_game", lambda a, session: started.append(session))
    scene = SetupScene(app, seed=999)
    show(app, scene)
    click(app, scene.count_row[0].rect.center)  # 2 players
    click(app, scene.seats[0].next.rect.center)  # Lord Edward -> next free character
    click(app, scene.seats[1].control.rect.center)  # seat 2: computer -> next option
    if scene.controllers[1] == "human":  # only one bot kind: cycle on to a bot again
        click(app, scene.seats[1].control.rect.center)
    click(app, scene.seed_rect.center)
    for _ in range(3):
        key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_4, "4")
    key(app, pygame.K_2, "2")
    key(app, pygame.K_a, "a")  # not a digit: ignored
    app.frame([], 0.01)
    click(app, scene.start_button.rect.center)
    assert len(started) == 1
    game = started[0].game
    assert game.config.players == ("alexandria", "tuesday")
    assert game.config.seed == 42
    assert started[0].controllers[0] == "human" and started[0].controllers[1] != "human"
    assert started[0].flush() and (data_dir() / "autosave.json").exists()


def test_setup_seats_never_share_a_character(app):
    """Each character is played by one seat only (GameConfig.validate)."""
    scene = SetupScene(app, seed=1)
    show(app, scene)
    click(app, scene.count_row[2].rect.center)
    for _ in range(12):
        seat = random.Random(_).randrange(4)
        click(app, scene.seats[seat].next.rect.center)
        assert len(set(scene.characters[:4])) == 4
    scene.config().validate()


def test_setup_shows_who_plays_first_from_the_engine(app):
    """The lowest starting rank takes the First Player token (rulebook p.4)."""
    scene = SetupScene(app, seed=1)
    scene.characters = ["shae", "tuesday", "edward", "alexandria"]
    scene.count = 2
    assert scene.first_seat() == 1  # Tuesday (rank 2) before Shae (rank 4)


# --------------------------------------------------------------------------- overlays
def test_options_change_apply_and_persist(app):
    over = OptionsOverlay(app)
    app.manager.replace(TitleScene(app))
    app.manager.push(over)
    app.frame([], 0.01)
    click(app, over.rows[over.ROWS.index("Animation speed")][1].rect.center)  # animation: Fast
    over.layout()
    click(app, over.rows[over.ROWS.index("Colour-blind suit marks")][1].rect.center)  # marks: On
    over.layout()
    click(app, over.rows[over.ROWS.index("Window size")][0].rect.center)  # 1280 x 720
    assert app.screen.get_size() == (1280, 720)
    over.layout()
    click(app, over.rows[over.ROWS.index("Fullscreen")][1].rect.center)  # fullscreen on, then off again
    assert app.fullscreen
    over.layout()
    click(app, over.rows[over.ROWS.index("Fullscreen")][0].rect.center)
    assert not app.fullscreen
    assert app.screen.get_size() == (1280, 720)
    loaded, message = Settings.load()
    assert message == ""
    assert (loaded.animation, loaded.colorblind_marks, loaded.window, loaded.fullscreen) == \
        ("fast", True, (1280, 720), False)
    assert [c.selected for c in over.rows[over.ROWS.index("Animation speed")]] == [False, True, False, False]
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is not over


@pytest.mark.parametrize("content", ["{not json", '["a list"]',
                                     '{"window": "big", "animation": 5, "colorblind_marks": "yes"}'])
def test_damaged_options_are_set_aside_not_a_crash(tmp_path, monkeypatch, content):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    (tmp_path / "options.json").write_text(content)
    settings, message = Settings.load()
    assert message
    assert settings == Settings()
    if content.startswith("{not"):
        assert list(tmp_path.glob("options.bad-*.json"))
        assert not (tmp_path / "options.json").exists()
    app = App(settings, message=message)
    show(app, TitleScene(app))
    assert app.screen.get_size() == (1600, 900)


def test_rules_overlay_scrolls(app):
    over = RulesOverlay(app)
    app.manager.replace(TitleScene(app))
    app.manager.push(over)
    app.frame([], 0.01)
    assert over.scroll == 0 and over.max_scroll() > 0
    app.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3)], 0.01)
    assert over.scroll > 0
    key(app, pygame.K_END)
    assert over.scroll == over.max_scroll()
    key(app, pygame.K_HOME)
    assert over.scroll == 0
    whist = next(i for i, (h, _y) in enumerate(over.anchors) if h == "The Whist Phase")
    click(app, over.contents[whist][0].center)
    assert over.scroll == min(over.anchors[whist][1], over.max_scroll()) > 0
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is not over


def test_rules_cover_every_rulebook_section_in_our_own_words():
    """Issue 4: a Rules reference written in our own words, covering every section."""
    headings = " ".join(t for k, t in RULES if k == "h").lower()
    for topic in ("getting ready", "influence", "week", "beehive", "parlor",
                  "ballroom", "gallery", "tea room", "at home", "hosts", "whist", "scoring", "solo",
                  "advanced", "icons"):
        assert topic in headings
    if not os.path.exists(RULEBOOK):
        pytest.skip("the rulebook (../shared/rulebook.txt) is not beside this checkout")
    with open(RULEBOOK, encoding="utf-8") as f:
        book = " ".join(re.findall(r"[a-z0-9']+", f.read().lower()))
    ours = re.findall(r"[a-z0-9']+", " ".join(t for _k, t in RULES).lower())
    copied = [" ".join(ours[i:i + 9]) for i in range(len(ours) - 8)
              if " ".join(ours[i:i + 9]) in book]
    assert not copied


def test_quit_overlay_choices(app):
    s = Session.start(GameConfig(players=("edward", "tuesday"), seed=2), ["human", "random"])
    app.manager.replace(TitleScene(app))
    over = QuitOverlay(app, s)
    app.manager.push(over)
    app.frame([], 0.01)
    click(app, over.choices[2].rect.center)  # Cancel
    assert app.manager.top is not over and app.running
    app.manager.push(over)
    app.frame([], 0.01)
    click(app, over.choices[0].rect.center)  # Quit to title
    assert isinstance(app.manager.top, TitleScene) and len(app.manager.stack) == 1
    app.manager.push(over)
    app.frame([], 0.01)
    click(app, over.choices[1].rect.center)  # Quit game
    assert not app.running
    assert Session.resume()[0] is not None  # the game is saved


# --------------------------------------------------------------------------- whist
def corner(rect: pygame.Rect) -> tuple[int, int]:
    """A point of a hand card no other card covers (cards to the right overlap the rest)."""
    return rect.x + 4, rect.y + 8


def drive_whist(app: App, scene: WhistScene, rng: random.Random, max_frames: int = 3000) -> int:
    """Play a whole Whist Phase by clicks: a random raised card or choice button; hand the
    computer over when asked. Returns how many cards were clicked."""
    clicked = 0
    for _ in range(max_frames):
        app.frame([], 0.5)
        top = app.manager.top
        if isinstance(top, ScorePadScene):
            return clicked
        if isinstance(top, HandoverScene):
            click(app, top.button.rect.center)
            continue
        assert top is scene
        if scene.tricks.waits_for_click():
            click(app, (5, 5))  # collect the won trick
            continue
        if scene.turn_over():
            scene.place_buttons()
            click(app, scene.turn_end.button.rect.center)  # End turn before the hand-over
            continue
        if scene.tricks.busy() or not scene.my_turn():
            continue
        g = scene.game
        if scene.choices:
            click(app, rng.choice(scene.choices).rect.center)
            continue
        cards = scene.table.card_rects()
        legal = {a.args[0] for a in g.legal_actions()}
        assert {c for c, _r, ok in cards if ok} == legal  # raised exactly when legal
        for _c, rect, _ok in [x for x in cards if not x[2]][:1]:  # a greyed card does nothing
            before = g.state_hash()
            click(app, corner(rect))
            assert g.state_hash() == before
        _cid, rect, _ok = rng.choice([x for x in cards if x[2]])
        assert scene.table.card_at(corner(rect)) is not None
        click(app, corner(rect))
        clicked += 1
    raise AssertionError("the whist phase did not end")


@pytest.mark.slow
@pytest.mark.parametrize("players,controllers,seed", [
    (("edward", "tuesday"), ["human", "human"], 3),
    (("edward", "tuesday", "alexandria", "shae"), ["random", "human", "random", "human"], 8),
])
def test_whole_whist_phase_by_clicking_legal_cards(app, players, controllers, seed):
    """Rulebook p.15-16: the whole Whist Phase, every card chosen among the raised ones."""
    s = session_at_whist(controllers, seed, players)
    hand = s.game.cat.hand_size(s.game.st.mode, len(players))
    scene = WhistScene(app, s)
    show(app, scene)
    clicked = drive_whist(app, scene, random.Random(seed))
    assert s.game.is_over
    humans = controllers.count("human")
    assert clicked >= hand * humans  # every human card was a click (plus any trash-down)
    assert sum(p.tricks for p in s.game.st.players) == hand


def test_whist_keeps_the_finished_trick_on_the_table(app):
    """The engine resolves a trick on its last card; the table still shows it with its
    winner (issue 4: a short pause so everyone sees who took each trick)."""
    s = session_at_whist(["human", "random"], 4)
    scene = WhistScene(app, s)
    show(app, scene)
    g = s.game
    for _ in range(300):
        top = app.manager.top
        if scene.tricks.showing is not None:
            break
        if isinstance(top, HandoverScene):
            click(app, top.button.rect.center)
        elif scene.choices:
            click(app, scene.choices[0].rect.center)
        elif scene.my_turn():
            _cid, rect, _ok = next(x for x in scene.table.card_rects() if x[2])
            click(app, corner(rect))
        else:
            app.frame([], 0.3)
    shown = scene.tricks.showing
    assert shown is not None and len(shown.cards) == 2
    assert g.st.trick == []  # the engine has already resolved it
    assert g.st.players[shown.winner].tricks >= 1
    assert g.st.leader == shown.winner  # the winner leads next (rulebook p.16)
    won = [e for e in g.events_for(s.viewer()) if e.kind == "trick_won"][-1]  # the engine's word
    assert (shown.cards, shown.winner) == ([tuple(x) for x in won.data["trick"]], won.seat)
    assert scene.tricks.seen[won.data["number"]] is shown  # and "Last trick" shows the same
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 500), button=1)], 0.01)
    assert scene.tricks.showing is None  # a click skips the pause


def test_whist_trash_down_by_clicks(app):
    """Rulebook p.15: a player holding too many whist cards picks the extras to trash."""
    s = Session.start(GameConfig(players=("edward", "tuesday"), seed=12), ["human", "random"])
    g, rng = s.game, random.Random(12)
    while g.observe(None)["week"] < 4:
        g.apply(rng.choice(g.legal_actions()))
    extra = g.st.regular_deck[:6]  # staged: move six Regular cards into Edward's discard
    del g.st.regular_deck[:6]
    g.st.players[0].discard += extra
    while g.observe(None)["phase"] == "season":
        g.apply(rng.choice(g.legal_actions()))
    while not (g.pending_kind() == "TrashDown" and g.current_player == 0):
        s.bot_step()
    size = g.cat.hand_size(g.st.mode, 2)
    scene = WhistScene(app, s)
    show(app, scene)
    assert "trash" in g.prompt(0)
    while g.pending_kind() == "TrashDown" and g.current_player == 0:
        cards = scene.table.card_rects()
        assert all(ok for _c, _r, ok in cards)  # any card may be trashed
        cid, rect, _ok = cards[-1]
        click(app, corner(rect))
        assert cid in g.st.whist_trash
    assert len(g.st.players[0].hand) == size


def test_whist_waits_while_an_overlay_is_open(app):
    """Computer players do not play on behind the Rules reference."""
    s = session_at_whist(["human", "random"], 5)
    g = s.game
    while s.is_human(g.current_player):
        g.apply(g.legal_actions()[0])
    scene = WhistScene(app, s)
    show(app, scene)
    app.manager.push(RulesOverlay(app))
    taken = len(g.actions_taken)
    for _ in range(5):
        app.frame([], 2.0)
    assert len(g.actions_taken) == taken
    key(app, pygame.K_ESCAPE)
    for _ in range(3):
        app.frame([], 2.0)
    assert len(g.actions_taken) > taken


def test_whist_hides_hands_until_handover(app):
    """Hotseat privacy: no hand shows face-up while another human must take the computer."""
    s = session_at_whist(["human", "human"], 6)
    scene = WhistScene(app, s)
    show(app, scene)
    assert s.needs_handover()
    assert isinstance(app.manager.top, HandoverScene)
    assert all(p.hand is None for p in scene.ctx.view().players)
    assert scene.card_actions() == {}


# --------------------------------------------------------------------------- score pad
def test_score_pad_shows_the_engine_totals_and_expands_a_line(app, monkeypatch):
    """Rulebook p.17: six lines per seat and the total, each line opening to its parts."""
    drawn: list[str] = []
    original = T.Theme.blit_text

    def record(self, surf, s, *args, **kw):
        drawn.append(s)
        return original(self, surf, s, *args, **kw)

    monkeypatch.setattr(T.Theme, "blit_text", record)
    s = finished_session()
    scene = ScorePadScene(app, s)
    show(app, scene)
    assert scene.count.counting() and scene.animating()  # issue 13: the lines count up in turn
    app.frame([], 10.0)
    app.frame([], 10.0)  # and the favourite's moment after it (issue 34)
    assert not scene.count.counting() and not scene.animating()
    for sheet in s.game.scores():
        assert f"{sheet.total} VP" in drawn
        assert len(sheet.lines) == 6
    assert any(s.game.name(s.game.winners()[0]) in t for t in drawn)
    art = next(i for i, line in enumerate(s.game.scores()[0].lines) if line.name == "Art")
    line_rect = dict(scene.line_rects())[art]
    drawn.clear()
    click(app, line_rect.center)
    app.frame([], 0.01)
    assert art in scene.table.expanded
    parts = [label for sheet in s.game.scores() for label, _v in sheet.lines[art].parts]
    assert parts and all(any(p.startswith(t) or t in p for t in drawn) for p in parts)
    click(app, dict(scene.line_rects())[art].center)
    assert art not in scene.table.expanded


def test_score_pad_tie_break_text():
    """Rulebook p.17 and R6.9: ties go to the most influence, then are shared."""
    from apistocracy_gui.engine.scoring import Line, ScoreSheet

    class G:
        def name(self, seat):
            return f"P{seat}"

    def sheet(seat, vp, infl):
        return ScoreSheet(seat, (Line("Whist tricks", (("x", vp),)),), infl)

    assert tie_break_text(G(), [sheet(0, 10, 1), sheet(1, 9, 5)], [0]) == ""
    assert "most influence" in tie_break_text(G(), [sheet(0, 10, 1), sheet(1, 10, 5)], [1])
    assert "shared" in tie_break_text(G(), [sheet(0, 10, 5), sheet(1, 10, 5)], [0, 1])


# --------------------------------------------------------------------------- monkey test
MONKEY_KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_UP,
               pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END,
               pygame.K_z, pygame.K_y, pygame.K_1, pygame.K_a, pygame.K_F11)


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    low = size[1] * 2 // 3 if rng.random() < 0.4 else 0  # often where hands and buttons are
    pos = (rng.randrange(size[0]), rng.randrange(low, size[1]))
    kind = rng.random()
    if kind < 0.35:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    if kind < 0.6:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 3)))
    if kind < 0.85:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    if kind < 0.9:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-2, -1, 1, 2)))
    if kind < 0.97:
        k = rng.choice(MONKEY_KEYS)
        return pygame.event.Event(pygame.KEYDOWN, key=k, unicode=pygame.key.name(k)[:1],
                                  mod=rng.choice((0, pygame.KMOD_CTRL)))
    w, h = rng.choice(((1280, 720), (1600, 900), (1000, 600), (1920, 1080)))
    return pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h)


MONKEY_SCENES = {
    "setup": lambda app: SetupScene(app),
    "rules": lambda app: RulesOverlay(app),
    "options": lambda app: OptionsOverlay(app),
    "quit": lambda app: QuitOverlay(app, None),
    "whist": lambda app: WhistScene(app, session_at_whist(["human", "random"], 9)),
    "whist-hotseat": lambda app: WhistScene(app, session_at_whist(["human", "human"], 10)),
    "scorepad": lambda app: ScorePadScene(app, finished_session(11, 4)),
}


@pytest.mark.slow
@pytest.mark.parametrize("name", list(MONKEY_SCENES))
def test_monkey_random_events_never_crash(app, name, monkeypatch):
    """Issue 4: no input sequence crashes the game (random clicks, keys, wheels, resizes)."""
    real = Go.show_game

    def show_game(go, session):  # the Season scene is another test file's business
        if session.game.st.phase == "season":
            go.app.manager.replace(TitleScene(go.app))
        else:
            real(go, session)

    monkeypatch.setattr(Go, "show_game", show_game)
    rng = random.Random(name)
    make = MONKEY_SCENES[name]
    scene = make(app)
    overlay = scene.overlay
    for i in range(1500):
        if app.manager.top is None or not app.running or (
                app.manager.top is not scene and not isinstance(app.manager.top, HandoverScene)
                and rng.random() < 0.2):
            app.running = True  # "Quit game" was clicked: start the scene again
            if overlay:
                app.manager.replace(TitleScene(app))
                scene = make(app)
                app.manager.push(scene)
            else:
                scene = make(app) if app.manager.top is None or rng.random() < 0.1 else scene
                app.manager.replace(scene)
        if i == 0 and overlay:
            app.manager.replace(TitleScene(app))
            app.manager.push(scene)
        elif i == 0:
            app.manager.replace(scene)
        app.frame([random_event(rng, app.screen.get_size()) for _ in range(rng.randint(1, 3))],
                  rng.choice((0.0, 0.02, 0.3, 1.5)))
