"""Solo vs Lady Cat on screen (issue 5 "On screen"; rulebook p.21-22, RULINGS R6.10-R6.11).

Scenes are driven through `App.frame` with synthetic pygame events only: Calling Cards are
dragged from the mat onto the spaces `targets()` names, every other decision is a click on
what the screen offers. Her turns, replayed from the log, her whist leads, the result screen
and the best-scores file are checked the same way.
"""

from __future__ import annotations

import json
import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame
import pytest

from apistocracy_gui import userfiles
from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.engine.advanced import advanced_data
from apistocracy_gui.engine.ladycat import solo_data
from apistocracy_gui.gui import solo_scores
from apistocracy_gui.gui.app import App
from apistocracy_gui.gui.board.beat import SECONDS
from apistocracy_gui.gui.scenes.season import SeasonScene
from apistocracy_gui.gui.scenes.season_targets import action_key
from apistocracy_gui.gui.scenes.solo_result import SoloResultScene
from apistocracy_gui.gui.scenes.solo_setup import SoloSetupScene
from apistocracy_gui.gui.scenes.title import TitleScene
from apistocracy_gui.gui.scenes.whist import WhistScene
from apistocracy_gui.gui.settings import ANIMATION_SPEEDS, Settings
from apistocracy_gui.session import Session

CAT = 1  # Lady Cat's seat; you are seat 0

FLIPS = "Lady Cat flips "  # how her flip's Chronicle line begins in English


def solo_card_by_name(text: str):
    """The card an English "Lady Cat flips <name> (<Action>)" line names, else None (the
    screen reads her flips from the events; these tests read the English log)."""
    if not text.startswith(FLIPS):
        return None
    return next((c for c in solo_data().cards if text.startswith(f"{FLIPS}{c.name} (")), None)


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


def make_app(animation: str = "normal", size=(1600, 900)) -> App:
    s = Settings()
    s.animation = animation
    return App(s, size=size)


def down(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(pos), button=1)


def up(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tuple(pos), button=1)


def move(pos, held=False):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(pos), rel=(1, 1), buttons=(int(held), 0, 0))


def click(app: App, pos) -> None:
    from test_gui_season import read_panel

    read_panel(app)  # a changed decision panel is read before it is clicked (issue 52)
    app.frame([move(pos), down(pos), up(pos)], 0.01)


def drag(app: App, start, end) -> None:
    (x0, y0), (x1, y1) = start, end
    app.frame([move((x0, y0)), down((x0, y0))], 0.01)
    for k in range(1, 6):
        app.frame([move((x0 + (x1 - x0) * k // 5, y0 + (y1 - y0) * k // 5), True)], 0.01)
    app.frame([up((x1, y1))], 0.01)


def solo_session(seed: int = 4, character: str = "shae") -> Session:
    return Session.start(GameConfig(players=(character,), mode="solo", seed=seed), ["human"])


def season(app: App, session: Session) -> SeasonScene:
    scene = SeasonScene(app, session)
    app.manager.replace(scene)
    app.frame([], 0.0)
    return scene


def quiet(app: App) -> None:
    """Let her turn finish telling and every card land (as a player who waits), following
    the game from scene to scene."""
    for _ in range(100):
        top = app.manager.top
        if isinstance(top, WhistScene) and top.tricks.waits_for_click():
            click(app, (5, 5))  # "X wins the trick": collect it
            continue
        if not top.animating():
            return
        app.frame([], 1.0)
    raise AssertionError("the scene never came to rest")


def season_decision(app: App, scene: SeasonScene, rng: random.Random) -> None:
    """One random legal decision, made through the screen: a drag for a placement, else a
    click on its target (scrolling the decision panel when the button is below the fold)."""
    g = scene.game
    action = rng.choice(g.legal_actions())
    done = len(g.actions_taken)
    if action.kind == "place":
        t = scene.targets()
        space = "beehive" if action.args[0] == "beehive_stay" else action.args[0]
        drag(app, t["calling"].center, t[space].center)
    else:
        for _ in range(30):
            t = scene.targets()
            if action_key(action) in t:
                break
            app.frame([move(scene.panel_area.center),
                       pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)], 0.01)
        click(app, t[action_key(action)].center)
    assert g.actions_taken[done:done + 1] == [action]


def whist_decision(app: App, scene: WhistScene, rng: random.Random) -> None:
    """A card click (play or trash) or a choice button, picked at random from the screen."""
    g = scene.game
    done = len(g.actions_taken)
    cards = [(cid, rect) for cid, rect, ok in scene.table.card_rects() if ok]
    if cards:
        cid, rect = rng.choice(cards)
        expected = scene.card_actions()[cid]
        click(app, (rect.x + 6, rect.y + 6))
    else:
        scene.place_buttons()
        button = rng.choice(scene.choices)
        expected = next(a for a in g.legal_actions() if a.label == button.label)
        click(app, button.rect.center)
    assert g.actions_taken[done:done + 1] == [expected]


def finished_game(seed: int) -> Game:
    g = Game.new(GameConfig(players=("edward",), mode="solo", seed=seed))
    rng = random.Random(seed)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    return g


# --------------------------------------------------------------------------- the whole game
@pytest.mark.slow
def test_a_whole_solo_game_by_mouse_from_the_title_to_the_result_screen():
    """Title -> Solo setup -> Season (p.21: she plays first and alternates with you) -> whist
    (p.22: she leads every trick) -> the result screen, by mouse events alone; the best score
    is written once."""
    app = make_app("fast")
    app.manager.replace(TitleScene(app))
    app.frame([], 0.0)
    solo_button = next(b for b in app.manager.top.buttons if b.label == "Solo vs Lady Cat")
    click(app, solo_button.rect.center)
    setup = app.manager.top
    assert isinstance(setup, SoloSetupScene)
    setup.seed_text = "5"
    app.frame([], 0.0)
    click(app, setup.seats[0].next.rect.center)  # the next character
    chosen = setup.characters[0]
    click(app, setup.start_button.rect.center)
    scene = app.manager.top
    assert isinstance(scene, SeasonScene)
    session = app.session
    g = session.game
    assert (g.config.players, g.config.mode, g.config.seed) == ((chosen,), "solo", 5)
    rng = random.Random(8)
    leads = 0
    for _ in range(3000):
        quiet(app)
        top = app.manager.top
        if isinstance(top, SoloResultScene):
            break
        if isinstance(top, SeasonScene):
            season_decision(app, top, rng)
        else:
            assert isinstance(top, WhistScene)
            trick = g.observe(0)["trick"]
            if g.pending_kind() == "PlayCard":
                assert trick and trick[0][0] == CAT  # she has led this trick
                leads += 1
            whist_decision(app, top, rng)
    assert isinstance(app.manager.top, SoloResultScene) and g.is_over
    assert leads == g.observe(0)["tricks_played"] == 7
    best, message = solo_scores.load()
    assert message == "" and [s.game for s in best] == [g.state_hash()]
    assert best[0].score == g.scores()[0].total and best[0].lady_cat == g.scores()[1].total
    result = app.manager.top
    click(app, result.buttons[0].rect.center)  # New game: the solo setup again
    assert isinstance(app.manager.top, SoloSetupScene)


# --------------------------------------------------------------------------- her turns
def test_her_opening_turn_is_told_line_by_line_as_it_is_animated_and_a_click_skips_it():
    """p.21: she takes the first turn; the screen tells it one line per beat of its animation
    (board/motion.py): her panel's line is the caption on the board while that beat plays."""
    app = make_app("normal")
    session = solo_session()
    scene = season(app, session)
    lines = scene.replay.lines
    assert lines and lines[0].startswith(FLIPS) and scene.animating()
    assert scene.replay.caption() == lines[0] == scene.motion.caption()
    assert scene.replay.flipped() == solo_card_by_name(lines[0])
    assert scene.replay.glow  # the space she took glows
    for _ in range(200):
        if scene.replay.index:
            break
        app.frame([], 0.05)
    assert scene.replay.index == 1 and scene.replay.caption() == lines[1] == scene.motion.caption()
    assert scene.motion.playing() == scene.replay.events[1]
    click(app, scene.targets()["mat:1"].center)
    assert not scene.replay.active and session.game.actions_taken == []  # the click only skipped
    assert not scene.motion.active
    assert scene.replay.caption() == session.game.st.ladycat.caption  # her last turn stays shown


@pytest.mark.parametrize("speed", ["fast", "normal", "slow"])
def test_her_telling_follows_the_animation_speed(speed):
    """Each line stays while its beat plays: 'fast' halves the time of 'normal', 'slow' is
    1.8x (frames counted on a synthetic clock, 20 ms each)."""
    app = make_app(speed)
    scene = season(app, solo_session())
    frames = 0
    while scene.replay.index == 0 and frames < 1000:
        app.frame([], 0.02)
        frames += 1
    assert abs(frames - SECONDS["told"] * ANIMATION_SPEEDS[speed] / 0.02) <= 2


def test_space_skips_her_turn_after_your_action_and_her_panel_shows_her_piles():
    app = make_app("slow")
    session = solo_session(seed=9)
    scene = season(app, session)
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)], 0.0)
    assert not scene.replay.active
    g = session.game
    t = scene.targets()
    drag(app, t["calling"].center, t["tea_1"].center)  # p.12: the Tea Room
    while g.pending_kind() != "PlaceCard":
        click(app, scene.targets()[action_key(g.legal_actions()[0])].center)
    assert scene.replay.active and scene.replay.lines[0].startswith(FLIPS)
    lc = g.observe(0)["ladycat"]
    zoom = scene.spots.by_key["ladycat:piles"].zoom
    assert f"Solo deck: {lc['deck_count']} face-down." in zoom.lines
    assert scene.spots.by_key["ladycat:flipped"].zoom.title == scene.replay.flipped().name
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)], 0.0)
    assert not scene.replay.active
    assert scene.replay.flipped() == solo_data().cards[lc["flipped"]]


def test_her_telling_begins_when_her_first_beat_plays():
    """Seen in the real window: her first line stood in the top bar while the player's own
    move was still being animated. It waits for her first beat (synthetic 50 ms frames)."""
    app = make_app("normal")
    session = solo_session(seed=9)
    scene = season(app, session)
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)], 0.0)
    g = session.game
    t = scene.targets()
    drag(app, t["calling"].center, t["tea_1"].center)
    while g.pending_kind() != "PlaceCard":
        click(app, scene.targets()[action_key(g.legal_actions()[0])].center)
    assert scene.replay.active and scene.motion.playing() < scene.replay.events[0]
    seen = []
    while scene.replay.active:
        seen.append((scene.motion.playing() >= scene.replay.events[0], scene.replay.begun))
        app.frame([], 0.05)
    assert all(mine == told for mine, told in seen[1:]) and seen[0] == (False, False)
    assert any(told for _m, told in seen)


def test_copycat_caption_says_what_she_copies():
    """p.22 Copycat: she takes your last action; the caption says so."""
    app = make_app("normal")
    session = solo_session(seed=3)
    g = session.game
    scene = season(app, session)
    scene.replay.skip()
    copycat = next(c.id for c in solo_data().cards if c.action == "copycat" and c.cat)
    lc = g.st.ladycat
    where = lc.deck if copycat in lc.deck else lc.discard
    where.remove(copycat)
    lc.deck.append(copycat)  # her next flip (the top of the deck is its end)
    t = scene.targets()
    drag(app, t["calling"].center, t["parlor_1"].center)  # p.10: the Parlor
    while g.pending_kind() != "PlaceCard":
        click(app, scene.targets()[action_key(g.legal_actions()[0])].center)
    lines = scene.replay.lines
    assert lines[0] in ("Lady Cat flips Copycat (Copycat, upright)",
                        "Lady Cat flips Copycat (Copycat, reversed)")  # R7.5: said for every card
    assert "Copycat: she copies your Parlor action" in lines
    app.frame([], 0.85)
    assert scene.replay.flipped().action == "copycat"


def test_undo_forgets_her_turn_being_told():
    """With casual undo her flips can be taken back; the screen stops telling that turn."""
    app = make_app("normal")
    config = GameConfig(players=("shae",), mode="solo", seed=2, casual_undo=True)
    session = Session.start(config, ["human"])
    g = session.game
    scene = season(app, session)
    scene.replay.skip()
    t = scene.targets()
    drag(app, t["calling"].center, t["gallery_1"].center)
    while g.pending_kind() != "PlaceCard":
        click(app, scene.targets()[action_key(g.legal_actions()[0])].center)
    assert scene.replay.active
    taken, told = len(g.actions_taken), len(g.log)
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="",
                                  scancode=0)], 0.0)
    assert len(g.actions_taken) == taken - 1 and len(g.log) < told  # her turn is taken back
    assert not scene.replay.active


def test_her_last_turn_of_the_season_is_told_before_the_whist_table():
    """p.21: she has 5 Calling Cards to your 4 and places the season's last one."""
    app = make_app("normal")
    session = solo_session(seed=6)
    g = session.game
    rng = random.Random(6)
    while not (g.st.week == 4 and g.st.players[0].calling == 1 and g.pending_kind() == "PlaceCard"):
        g.apply(rng.choice(g.legal_actions()))
    scene = season(app, session)
    t = scene.targets()
    space = next(k for k in ("home", "beehive", "tea_1", "tea_2", "gallery_1") if k in scene.offers.place_map)
    drag(app, t["calling"].center, t[space].center)
    while g.st.phase == "season":
        click(app, scene.targets()[action_key(g.legal_actions()[0])].center)
    assert app.manager.top is scene and scene.replay.active  # still telling her last turn
    assert scene.replay.lines[0].startswith(FLIPS)
    quiet(app)
    assert isinstance(app.manager.top, WhistScene)


# --------------------------------------------------------------------------- whist
def test_the_solo_whist_table_shows_her_leading_each_trick():
    """p.22: she leads every trick from the top of her deck; her cards show "+1/2" (R6.11)."""
    app = make_app("normal")
    session = solo_session(seed=4)
    g = session.game
    rng = random.Random(1)
    while g.st.phase == "season" or g.pending_kind() != "PlayCard":
        g.apply(rng.choice(g.legal_actions()))
    scene = WhistScene(app, session)
    app.manager.replace(scene)
    app.frame([], 0.0)  # the first frame drew (it raised KeyError before)
    lead = g.observe(0)["trick"][0]
    assert lead[0] == CAT and scene.table.side_of(CAT) == "top"
    assert [(f.card, f.dst) for f in scene.tricks.flights] == [(lead[1], scene.table.trick_rect(CAT))]
    quiet(app)
    cid, rect, _ok = next(c for c in scene.table.card_rects() if c[2])
    click(app, (rect.x + 6, rect.y + 6))
    assert scene.tricks.showing is not None and scene.tricks.showing.cards[0] == tuple(lead)
    click(app, (5, 5))  # skip the pause: the trick sweeps away, then her next lead glides in
    nxt = g.observe(0)["trick"]
    assert nxt and nxt[0][0] == CAT
    glide = [f for f in scene.tricks.flights if f.card == nxt[0][1]]
    assert glide and glide[0].t < 0 and glide[0].dst == scene.table.trick_rect(CAT)
    quiet(app)
    assert not scene.tricks.flights and scene.my_turn()


# --------------------------------------------------------------------------- best scores
def test_the_result_screen_records_the_game_once_and_the_file_reloads():
    app = make_app("off")
    g = finished_game(6)
    session = Session(g, ["human"])
    first = SoloResultScene(app, session)
    app.manager.replace(first)
    app.frame([], 0.0)
    again = SoloResultScene(app, session)  # e.g. Continue on a finished game
    assert first.rank == again.rank == 0 and len(again.best) == 1
    data = json.loads((userfiles.data_dir() / solo_scores.FILE).read_text())
    mine = g.scores()
    assert data[0]["score"] == mine[0].total and data[0]["lady_cat"] == mine[1].total
    assert data[0]["result"] == {(0,): "win", (1,): "loss"}.get(tuple(g.winners()), "shared")
    assert solo_scores.load() == (again.best, "")


def test_only_the_ten_best_are_kept():
    high = [{"date": f"2025-01-0{i % 9 + 1}", "character": "shae", "score": 200 + i, "lady_cat": 1,
             "result": "win", "game": f"g{i}"} for i in range(10)]
    userfiles.write(solo_scores.FILE, high)
    best, message, rank = solo_scores.record(finished_game(2))
    assert rank is None and message == "" and len(best) == 10
    assert [s.score for s in best] == sorted((s["score"] for s in high), reverse=True)


def test_a_tie_is_shared_or_decided_as_the_engine_decides(monkeypatch):
    """Rulebook p.17 and R6.9: a tie on VP goes to influence, then is shared."""
    g = finished_game(3)
    monkeypatch.setattr(g, "winners", lambda: [0, 1])
    assert solo_scores.result_of(g).result == "shared"
    monkeypatch.setattr(g, "winners", lambda: [0])
    assert solo_scores.result_of(g).result == "win"


@pytest.mark.parametrize("content", ["{not json", json.dumps({"score": 3}), json.dumps([{"score": "x"}]),
                                     json.dumps([{"date": "d", "character": "shae", "score": 1, "lady_cat": 2,
                                                  "result": "draw", "game": "g"}])])
def test_a_damaged_best_scores_file_is_set_aside_with_a_message(content):
    path = userfiles.data_dir() / solo_scores.FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    app = make_app("off")
    g = finished_game(4)
    scene = SoloResultScene(app, Session(g, ["human"]))
    app.manager.replace(scene)
    app.frame([], 0.0)  # drawn with the message, no crash
    assert "set aside" in scene.message
    [aside] = path.parent.glob("solo_scores.bad-*.json")
    assert aside.read_text(encoding="utf-8") == content and str(aside) in scene.message
    assert [s.game for s in solo_scores.load()[0]] == [g.state_hash()]  # a fresh list


def test_the_solo_setup_offers_every_character_and_starts_a_solo_game():
    app = make_app("off")
    app.manager.replace(TitleScene(app))
    setup = SoloSetupScene(app, seed=12)
    app.manager.push(setup)
    app.frame([], 0.0)
    seen = set()
    for _ in range(4):
        seen.add(setup.characters[0])
        click(app, setup.seats[0].prev.rect.center)
    assert len(seen) == 4
    assert setup.seats[0].control not in setup.buttons()  # no controller choice: you play it
    click(app, setup.seats[0].persona.rect.center)  # a Bonus Persona (rulebook p.22) plays your mat
    persona = setup.personas[0]
    assert persona
    click(app, setup.start_button.rect.center)
    g = app.session.game
    assert g.config.mode == "solo" and g.config.seed == 12 and g.name(CAT) == solo_data().name
    assert g.config.personas == (persona,) and g.name(0) == advanced_data().persona(persona).name
    assert isinstance(app.manager.top, SeasonScene) and g.current_player == 0
    assert any(e.text.startswith(FLIPS) for e in g.log)  # she has taken the first turn (p.21)


# --------------------------------------------------------------------------- robustness
@pytest.mark.slow
@pytest.mark.parametrize("which", ["setup", "season", "result"])
def test_monkey_random_events_in_the_solo_scenes_raise_nothing(which):
    """Random clicks, drags, keys, wheels and resizes (issue 4: no input sequence crashes),
    at normal speed so they land while her turns are being told."""
    rng = random.Random(which)
    app = make_app("normal")
    app.manager.replace(TitleScene(app))
    if which == "setup":
        app.manager.push(SoloSetupScene(app, seed=3))
    elif which == "season":
        season(app, solo_session(seed=7))
    else:
        app.manager.replace(SoloResultScene(app, Session(finished_game(5), ["human"])))
    keys = [pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_RETURN, pygame.K_z, pygame.K_y, pygame.K_3,
            pygame.K_BACKSPACE, pygame.K_F1]
    for _ in range(700):
        w, h = app.screen.get_size()
        pos = (rng.randrange(-10, w + 10), rng.randrange(-10, h + 10))
        roll = rng.random()
        if roll < 0.4:
            ev = move(pos, rng.random() < 0.3)
        elif roll < 0.6:
            ev = down(pos)
        elif roll < 0.8:
            ev = up(pos)
        elif roll < 0.92:
            k = rng.choice(keys)
            ev = pygame.event.Event(pygame.KEYDOWN, key=k, mod=rng.choice((0, pygame.KMOD_LCTRL)),
                                    unicode=chr(k) if k < 128 else "", scancode=0)
        elif roll < 0.97:
            ev = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)
        else:
            size = rng.choice(((1280, 720), (1920, 1080), (1500, 800)))
            ev = pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])
        app.frame([ev], rng.choice((0.0, 0.016, 0.5)))
        if app.manager.top.overlay:
            app.manager.pop()
    assert app.manager.top is not None


@pytest.mark.parametrize("text_size", [100, 150])
def test_ten_best_seasons_fit_their_panel_in_columns_apart(text_size):
    """The result's best-seasons table with 150% text at 1280x720: the fixed columns ran the
    date into the character's name and the blurb over the title. The columns are now as
    wide as their widest cell, the lines flow from their heights, and ten seasons still
    end inside the panel."""
    from apistocracy_gui.gui import theme as T
    from apistocracy_gui.gui.scenes.solo_result import BEST_HEADS, table_columns

    app = make_app(size=(1280, 720))
    app.theme.text_scale = text_size / 100
    session = solo_session()
    g = session.game
    rng = random.Random(1)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    scene = SoloResultScene(app, session)
    scene.best, scene.rank = scene.best * 10, 3
    app.manager.replace(scene)
    app.screen.fill((0, 0, 0))
    scene.draw(app.screen)
    th, box = app.theme, scene.side_rect()
    below = [app.screen.get_at((x, box.bottom + th.px(3)))[:3] for x in range(box.x, box.right)]
    assert set(below) <= {T.BG, (0, 0, 0)}, "a row is drawn below the panel"
    rows = [("10", "2026-11-30", "Lady Alexandria", "100", "100", "lost")] * 10
    xs, px = table_columns(th, BEST_HEADS, rows, box.x + th.px(18), box.w - th.px(36))
    font = T.font("serif", px)
    for k in range(len(xs) - 1):
        assert xs[k] + font.size(rows[0][k])[0] < xs[k + 1], BEST_HEADS[k]
    assert xs[-1] + font.size("lost")[0] <= box.right - th.px(18)
