"""RULINGS R7 on screen, by synthetic mouse events: Lord Edward's two buttons on the Tea card
he uses (R7.3, p.18), the glowing club card and its Swap (R7.2, p.19), Lady Tuesday's longer
free move (R7.4, p.9), Lady Cat's card orientation (R7.5, p.22), and the seed: secret on the
setup screen and while playing, told with "Play this season again" once the game is over (R7.1)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame
import pytest
from helpers import card, give_tea, pull, refresh, set_influence
from test_gui_season import click, drag_to, make_app, move, start

from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.engine import ladycat as lcat
from apistocracy_gui.gui.board import inplace, mat
from apistocracy_gui.gui.board.decision import BUTTON_SIZE
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene
from apistocracy_gui.gui.scenes.season import SeasonScene
from apistocracy_gui.gui.scenes.season_targets import action_key
from apistocracy_gui.gui.scenes.setup import SetupScene
from apistocracy_gui.session import Session


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


def my_turn(app, players, seed=3):
    """Seat 0 human on turn (the opponent, a bot, has its turn first when it is First Player)."""
    session, scene = start(app, players, ("human", "random"), seed)
    g = session.game
    while g.current_player != 0:
        session.bot_step()
    scene.changed()
    app.frame([], 0.01)
    return session, scene


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_edward_keeps_or_trashes_with_two_buttons_on_the_tea_card_r7_3(size) -> None:
    """R7.3 (p.18 "they may choose"): paying with a Tea card, Lord Edward gets two buttons on
    the card itself, "Keep face-up" and "Trash it"; each does exactly that."""
    for verb in ("keep", "trash"):
        app = make_app(size)
        session, scene = my_turn(app, ("edward", "tuesday"))
        g = session.game
        tea = give_tea(g, 0, "hive_2")
        set_influence(g, 0)
        g.st.players[0].brooch = "l1_left"
        refresh(g)
        scene.changed()
        drag_to(app, scene, "beehive")
        click(app, scene.targets()["l2_0"].center)
        t = scene.targets()
        assert {f"tea_keep:{tea}", f"tea_trash:{tea}"} <= set(t)
        box = inplace.tea_layout(t[f"tea:{tea}"], scene.theme, scene.lay.mat.rect)[0]
        assert scene.lay.mat.rect.contains(box) and box.contains(t[f"tea_{verb}:{tea}"])
        caption = scene.theme.text(inplace.TEA_CAPTION, inplace.TEA_CAPTION_SIZE, (0, 0, 0),
                                   "serif-italic")
        assert caption.get_width() < box.w  # the 12 px text floor made it overflow at 1280x720
        click(app, t[f"tea_{verb}:{tea}"].center)
        p = g.st.players[0]
        assert (p.tea_kept, g.st.tea_trash) == (([tea], []) if verb == "keep" else ([], [tea]))
        assert not any(k.startswith(("tea_keep:", "tea_trash:")) for k in scene.targets())


def test_club_card_glows_and_its_swap_tab_takes_a_star_card_r7_2(monkeypatch) -> None:
    """R7.2 (p.19 "at any time during their turn"): while the swap can be made the club card
    glows on the mat, at any decision of the turn (here: choosing a Beehive move); its Swap tab
    makes the Parlor's Star cards glow, and a click on one takes it into the hand."""
    glows = []
    monkeypatch.setattr("apistocracy_gui.gui.scenes.season_marks.glow",
                        lambda surf, rect, hexagon=False, color=None: glows.append((tuple(rect), color)))
    app = make_app()
    session, scene = my_turn(app, ("alexandria", "edward"))
    g = session.game
    club = card("club", 3)
    set_influence(g, 0, hand=[club, card("spade", 5)])
    scene.changed()
    drag_to(app, scene, "beehive")
    assert g.pending_kind() == "HiveMove"
    t = scene.targets()
    glows.clear()
    app.frame([move((2, 2))], 0.01)
    assert (tuple(t[f"hand:{club}"]), inplace.SWAP_GLOW) in glows
    click(app, t["club_swap"].center)
    assert scene.offers.swapping
    glows.clear()
    app.frame([move((3, 3))], 0.01)
    t = scene.targets()
    assert all((tuple(t[f"star:{i}"]), inplace.SWAP_GLOW) in glows for i in range(3))
    star = g.st.parlor[1]
    click(app, t["star:1"].center)
    p = g.st.players[0]
    assert p.club_power_used and star in p.hand and club in g.st.whist_trash
    assert g.pending_kind() == "HiveMove" and "club_swap" not in scene.targets()


def test_swap_tab_cancels_and_the_panel_offers_the_swap_too_r7_2() -> None:
    """The Swap tab toggles (Cancel, Esc); the panel also lists one short button per Star card,
    so every legal action stays one click away."""
    app = make_app()
    session, scene = my_turn(app, ("shae", "edward"))
    g = session.game
    set_influence(g, 0, hand=[card("club", 4)])
    scene.changed()
    app.frame([], 0.01)
    t = scene.targets()
    for a in g.legal_actions():
        if a.kind == "club_power":
            assert action_key(a) in t
    click(app, t["club_swap"].center)
    assert scene.offers.swapping
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)], 0.01)
    assert not scene.offers.swapping and app.manager.top is scene


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("text_size", [100, 125, 150])
def test_swap_tab_stays_on_the_mat_and_covers_nothing_r7_2(size, text_size) -> None:
    """The Swap tab sits in the mat's headings row, inside the mat, clear of the "Hand" and
    "Deck" headings and of every card and pile, at each window and Text size; with the club
    card first in hand it hid the "Hand" heading and stuck out past the mat's left edge, and
    with the card in the discard pile it covers neither pile either. Its label fits."""
    app = make_app(size)
    app.theme.text_scale = text_size / 100
    session, scene = my_turn(app, ("alexandria", "edward"))
    g = session.game
    club = card("club", 3)
    th, m = scene.theme, scene.lay.mat
    heads = [r for _, r in mat.heading_rects(scene.lay, th)]
    for where in ("hand", "discard"):
        set_influence(g, 0, hand=[club, card("spade", 5)] if where == "hand" else [card("spade", 5)])
        if where == "discard":
            pull(g, club)
            g.st.players[0].discard.append(club)
            refresh(g)
        scene.changed()
        app.frame([], 0.01)
        t = scene.targets()
        tab = t["club_swap"]
        assert m.rect.contains(tab), (where, tab, m.rect)
        assert tab.collidelist(heads) == -1, where
        mat_spots = [s.rect for s in scene.spots.items if m.rect.colliderect(s.rect)]
        assert tab.collidelist(mat_spots) == -1, where
        with th.printed():
            assert max(th.text(s, BUTTON_SIZE, (0, 0, 0), "serif-bold").get_width()
                       for s in inplace.SWAP_LABELS) + th.px(8) <= tab.w
            assert th.text("Swap", BUTTON_SIZE, (0, 0, 0), "serif-bold").get_height() <= tab.h


def test_tuesday_free_move_shows_every_space_in_reach_r7_4() -> None:
    """R7.4 (p.9, p.18): the free move after a climb glows every space 1-4 away on the level."""
    app = make_app()
    session, scene = my_turn(app, ("tuesday", "edward"))
    g = session.game
    p = g.st.players[0]
    p.goal_done, p.brooch = True, "l3_4"
    set_influence(g, 0, hand=[card("heart", 5)])
    scene.changed()
    drag_to(app, scene, "beehive")
    click(app, scene.targets()["l4_4"].center)
    if g.pending_kind() == "Payment":
        click(app, scene.targets()["action:pay|cheapest"].center)
    assert g.pending_kind() == "SidewaysBonus"
    assert {"l4_0", "l4_1", "l4_2", "l4_3"} <= set(scene.offers.click_map)
    click(app, scene.targets()["l4_0"].center)
    assert p.brooch == "l4_0"


def test_lady_cat_reversed_card_is_drawn_turned_and_told_r7_5() -> None:
    """R7.5 (p.22): her flipped card shows how it lies: turned over, with "reversed" under it,
    and its zoom says what that does; her caption says it too."""
    app = make_app()
    session = Session.start(GameConfig(players=("shae",), mode="solo", seed=11), ["human"])
    g = session.game
    lc = g.st.ladycat
    cid = next(c.id for c in lcat.solo_data().cards if c.action == "ballroom" and c.compass == "west")
    lc.flipped, lc.reversed = cid, True
    lc.caption = "Lady Cat dances with someone (her card reversed: the Ton first)"
    scene = SeasonScene(app, session)
    app.manager.replace(scene)
    scene.replay.skip()
    app.frame([], 0.01)
    assert scene.replay.on_show() == (lcat.solo_data().cards[cid], True)
    zoom = scene.spots.by_key["ladycat:flipped"].zoom
    assert any("reversed" in line and "Ton first" in line for line in zoom.lines)
    assert "reversed: the Ton first" in scene.replay.caption()


@pytest.mark.slow
def test_score_pad_tells_the_seed_and_replays_the_season_r7_1() -> None:
    """R7.1: the score pad shows the seed once the game is over; "Play this season again" starts
    the same configuration and seed for the same seats."""
    app = make_app()
    config = GameConfig(players=("edward", "tuesday"), seed=76543210987)
    session = Session.start(config, ["random", "random"])
    while not session.game.is_over:
        session.bot_step()
    pad = ScorePadScene(app, session)
    app.manager.replace(pad)
    drawn = []
    real = pad.theme.blit_text
    pad.theme.blit_text = lambda surf, text, *a, **k: (drawn.append(text), real(surf, text, *a, **k))[1]
    app.frame([], 0.01)
    assert any("76543210987" in t for t in drawn)
    button = next(b for b in pad.buttons if b.label == "Play this season again")
    click(app, button.rect.center)
    now = app.session
    assert now is not session and now.game.config == config and now.controllers == ["random", "random"]
    fresh = Game.new(config)  # the same deal: the bots' moves so far replay on it exactly
    for action in now.game.actions_taken:
        fresh.apply(action)
    assert now.game.state_hash() == fresh.state_hash()


def test_setup_seed_is_secret_unless_typed_r7_1() -> None:
    """R7.1: the setup screen shows no seed by default ("secret") and starts on a fresh
    unguessable one; a typed seed is the players' own choice and is used as typed."""
    app = make_app()
    setup = SetupScene(app)
    app.manager.replace(setup)
    app.frame([], 0.01)
    assert setup.seed_text == "" and setup.start_button.enabled
    seeds = {setup.config().seed for _ in range(3)}
    assert len(seeds) == 3 and max(seeds) > 10 ** 9
    typed = SetupScene(app, seed=42)
    assert typed.config().seed == 42
    typed.new_seed()
    assert typed.seed_text == ""
