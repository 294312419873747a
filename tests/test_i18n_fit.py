"""Longer languages fit where English did (issue 35): the top bar's buttons grow for their
label ("Rückgängig", "Wiederholen"), and a Beehive hex breaks a long German or French word
with a hyphen, from the language's own hyphenation dictionary, rather than run off the hex."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from test_gui_season import make_app, start  # noqa: E402

from apistocracy_gui import i18n  # noqa: E402
from apistocracy_gui.gui import theme as T  # noqa: E402
from apistocracy_gui.gui.widgets import fitted_label  # noqa: E402


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def test_a_long_word_breaks_with_a_hyphen_only_in_a_language_that_hyphenates(german) -> None:
    pygame.init()
    width = T.font("sans-cond-bold", 14).size("Botschafts-")[0] + 2
    assert T.wrap("Botschaftsball", "sans-cond-bold", 14, width, i18n.hyphenations) == ["Botschafts-", "ball"]
    assert T.wrap("Premier-Dinner", "sans-cond-bold", 14, width, i18n.hyphenations)[0] == "Premier-"
    i18n.set_language("en")
    assert i18n.hyphenations("Botschaftsball") == []
    assert T.wrap("Botschaftsball", "sans-cond-bold", 14, width, i18n.hyphenations) == ["Botschaftsball"]


def test_a_word_breaks_at_its_own_hyphen_before_the_dictionary_s(german) -> None:
    """"Garden-party" broke as "Gar-", "den-par-", "ty": its own hyphen comes first."""
    i18n.set_language("fr")
    breaks = i18n.hyphenations("Garden-party")
    assert breaks[0] == ("Garden-", "party")
    assert len(breaks) > 1 and ("Garden-", "party") not in breaks[1:]  # the dictionary's after it, once


def test_the_top_bar_buttons_hold_their_german_labels_at_1280x720(german) -> None:
    app = make_app(size=(1280, 720))
    _s, scene = start(app)
    app.frame([], 0.01)
    shown = scene.buttons.shown(True)
    for b in shown:
        label = fitted_label(scene.theme, b.text, b.size, T.IVORY, b.rect.w - scene.theme.px(10))
        assert label.get_width() <= b.rect.w - scene.theme.px(10), b.text
        assert label.get_height() >= T.MIN_TEXT_PX
    for left, right in zip(shown, shown[1:], strict=False):
        assert left.rect.right < right.rect.x  # side by side, none over another
    assert shown[-1].rect.right <= app.screen.get_width()


# --------------------------------------------------------------------------- layout (issue 52)
LANGUAGES = ["en", "de", "fr", i18n.PSEUDO]
SIZES = [(1280, 720), (1920, 1080)]


def placed_on_the_mat(code: str, size: tuple[int, int], speaking, monkeypatch,
                      hosts: tuple[str, ...] = ("edward", "tuesday", "alexandria")):
    """The season table in `code` at `size`, every line placed on it, and its hot spots."""
    speaking(code)
    placed: list[tuple[str, pygame.Rect]] = []
    monkeypatch.setattr(T, "PLACED", placed)
    app = make_app(size=size)
    _s, scene = start(app, hosts, ("human", "random", "random"))
    return placed, scene


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", LANGUAGES)
def test_the_mat_s_words_stay_in_their_places(code, size, speaking, monkeypatch) -> None:
    """"Zu Hause" ran over the At Home card, "Gastgeber" under the Beehive token and "Stock A"
    into the L&C column: each word of the At Home card is inside it, and the tokens' words
    meet neither token nor the column, whole (no ellipsis). The pseudo-locale's words, 40%
    longer than English, are cut on this row (German holds at 1280x720 only by a short form,
    "Gastg."), but never run into a token or the column."""
    placed, scene = placed_on_the_mat(code, size, speaking, monkeypatch)
    spots = scene.spots.by_key
    home, host, hive = spots["home"].rect, spots["host"].rect, spots["hive_token"].rect
    lc = scene.lay.columns["lc"]
    on_card = [(s, r) for s, r in placed if home.collidepoint(r.center)]
    assert len(on_card) == 2  # "At Home" and its note
    assert all(home.left <= r.left and r.right <= home.right for _s, r in on_card), (on_card, home)
    row = [(s, r) for s, r in placed
           if host.top <= r.centery <= host.bottom and home.right < r.centerx < lc.x]
    assert len(row) == 4  # each token's name and state
    for s, r in row:
        assert not r.colliderect(host) and not r.colliderect(hive), (s, r, host, hive)
        assert r.right <= lc.x, (s, r, lc)
        assert not s.endswith("\u2026") or code == i18n.PSEUDO, s
    assert host.right < hive.left


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("seed", [12, 5])
def test_the_review_s_rows_hold_their_sentences(code, size, seed, reviewed, speaking, monkeypatch) -> None:
    """The key moments' sentences ran under "Show in the replay ▶" (3 of 5 rows in English,
    all 5 in German) and the luck sentence was cut at "..., niemandes": no line of a row meets
    its replay label or leaves its row, the rows end above the Close button, and nothing of
    the review screen is cut. With five key moments (seed 5) the pseudo-locale's rows ran past
    Close at both sizes."""
    from apistocracy_gui.gui.scenes.review import ReviewScene

    speaking(code)
    monkeypatch.setattr(T, "RECORD", [])
    app = make_app(size=size)
    save, controllers, review = reviewed(seed)
    scene = ReviewScene(app, save, controllers, "", review)
    app.manager.replace(scene)
    app.frame([], 0.01)
    moments = [m for m in review.key_moments if m.seat == scene.seat]
    assert len(moments) == {12: 3, 5: 5}[seed]
    seen = []
    for _turn in range(len(moments)):  # rows that do not fit scroll into view (the wheel)
        assert scene.moment_drawn
        for m, row, (*lines, label) in scene.moment_drawn:
            seen.append(m)
            assert all(row.contains(r) for r in (*lines, label)), (row, lines, label)
            # the label ends the last line or takes one of its own (a line's box is taller than
            # its pitch, so lines are compared on the line they share)
            assert label.top >= lines[-1].top
            assert all(r.right <= label.left for r in lines if r.top == label.top), (lines, label)
            assert row.bottom < scene.close_button.rect.top
            play = scene.play_from.by_index[m.index].rect  # "Play from here" ends the label's line
            assert row.contains(play) and not [r for r in lines if r.top != label.top and r.colliderect(play)]
        app.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)], 0.01)
    assert {m.index for m in seen} == {m.index for m in moments}  # every key moment on show, whole
    # these fit without scrolling; five moments in German or French scroll at 1280x720 (the
    # rows keep the "Play from here" button's column free on every line)
    if seed == 12 or code == "en" or (size[0] >= 1920 and code != i18n.PSEUDO):
        assert len(seen) == len(moments) * len(moments)
    assert [s for what, s, _px in T.RECORD if what in ("label", "name", "prompt")] == []


@pytest.fixture(scope="module")
def reviewed():
    """Whole two-player games reviewed for their first seat (at a small depth, a virtual
    clock), by seed, each once: seed 12 gives three key moments, seed 5 five."""
    from test_review import SMALL, medium_game

    from apistocracy_gui.engine import GameConfig
    from apistocracy_gui.review.season import review_save

    done: dict[int, tuple] = {}

    def of(seed: int) -> tuple:
        if seed not in done:
            g = medium_game(GameConfig(players=("edward", "tuesday"), seed=seed), seed)
            save, controllers = g.to_save(), ["human", "medium"]
            done[seed] = save, controllers, review_save(save, controllers, {0}, settings=SMALL, virtual=500)
        return done[seed]

    return of


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", LANGUAGES)
def test_queen_cards_keep_clear_of_the_level_5_chips(code, size, speaking, monkeypatch) -> None:
    """"Königinnenkarten" ran up against the last cost chip of the level-5 rail at 1280x720:
    the label over the Queen deck keeps a gap from the rail, breaking onto two lines."""
    from apistocracy_gui.gui.board.hive_costs import rail_rect

    placed, scene = placed_on_the_mat(code, size, speaking, monkeypatch)
    q, rail = scene.lay.queen_deck, rail_rect(scene.lay, scene.theme, scene.game.cat, 5)
    label = sorted(((s, r) for s, r in placed if r.bottom <= q.y and r.right == q.right + scene.theme.px(4)),
                   key=lambda sr: sr[1].top)
    letters = str.maketrans("", "", "- ")
    said = "".join(s for s, _r in label)
    assert label and said.translate(letters) == i18n._("Queen cards").translate(letters)
    assert all(r.left >= rail.right + scene.theme.px(6) for _s, r in label), (label, rail)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", LANGUAGES)
def test_the_four_seats_of_a_new_game_are_alike(code, size, speaking, monkeypatch) -> None:
    """On the 4-seat New game screen each portrait shrank on its own to fit its words: every
    seat now takes the size the tightest one needs, and the mode buttons share one label size."""
    from apistocracy_gui.gui.scenes import seat_panel
    from apistocracy_gui.gui.scenes.setup import SetupScene

    speaking(code)
    sizes: list[int] = []
    drawn = seat_panel.portrait

    def portrait(key: str, name: str, px: int, ring: tuple[int, int, int]) -> pygame.Surface:
        sizes.append(px)
        return drawn(key, name, px, ring)

    monkeypatch.setattr(seat_panel, "portrait", portrait)
    app = make_app(size=size)
    scene = SetupScene(app, seed=7)
    scene.set_count(4)
    app.manager.replace(scene)
    app.frame([], 0.01)
    assert len(sizes) == 4 and len(set(sizes)) == 1, sizes
    row_shares_a_size(scene.theme, scene.mode_row, size[0])


def row_shares_a_size(th: T.Theme, buttons, right: int) -> None:
    """The buttons of a row: one label size, each label whole in its button, side by side."""
    assert len({b.cap for b in buttons}) == 1 and buttons[0].cap >= T.MIN_TEXT_PX
    for b in buttons:
        assert T.font("serif-bold", b.cap).size(b.text)[0] <= b.rect.w - th.px(10), b.text
    for left, nxt in zip(buttons, buttons[1:], strict=False):
        assert left.rect.right < nxt.rect.x
    assert buttons[-1].rect.right <= right


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", LANGUAGES)
def test_the_score_pad_s_buttons_share_one_size_and_its_total_shows(code, size, speaking, monkeypatch):
    """The score pad's buttons shrank each on its own ("Saison erneut spielen" small beside
    full-size ones): one size for the row. With every line opened the table scrolls, and its
    totals row stays in sight (it was cut off below)."""
    from test_gui_scenes import finished_session

    from apistocracy_gui.gui.scenes.scorepad import ScorePadScene

    speaking(code)
    app = make_app(size=size)
    pad = ScorePadScene(app, finished_session())
    app.manager.replace(pad)
    pad.count.finish()
    pad.count.counted = pad.count.seconds()
    for line in range(6):  # every line opened: the table scrolls
        pad.toggle(line)
    placed: list[tuple[str, pygame.Rect]] = []
    monkeypatch.setattr(T, "PLACED", placed)
    app.frame([], 10.0)
    row_shares_a_size(pad.theme, pad.buttons, size[0])
    table = pad.table_rect()
    assert pad.table.max_scroll(pad.theme, table) > 0
    totals = [r for s, r in placed if s == i18n._("Total")]
    assert totals and all(table.contains(r) for r in totals), (totals, table)
    assert pad.buttons[0].rect.top >= table.bottom


@pytest.mark.parametrize("size", [*SIZES, (1280, 800)])  # 1280x800: the Steam Deck (issue 55)
@pytest.mark.parametrize("code", ["en", "de", "fr"])  # qps letters a token "[1št ~~]"
@pytest.mark.parametrize("done", [False, True])
def test_the_goal_line_the_badges_and_the_calling_stack_keep_apart(code, size, done, speaking,
                                                                    monkeypatch) -> None:
    """French "Objectif 2/3 : cartes Thé" wrapped onto the "1er" badge at 1280x720, and the
    grown "1st" token sat on the Calling Card stack's corner: the goal's lines end above the
    badges' discs, whose bottoms end above the stack's top card. Done, German "Ziel erreicht:
    Brosche auf Ebene 3" wrapped under the "1." badge at 1280x800 with its "3" cut (issue 55):
    each of the goal's lines is also whole in the host card's goal box."""
    from apistocracy_gui import goal_words
    from apistocracy_gui.gui.board.mat_seat import badge_radius

    # Lady Tuesday's "Brooch on level 3", the longest goal, with the "1st" badge
    placed, scene = placed_on_the_mat(code, size, speaking, monkeypatch, ("tuesday", "edward", "alexandria"))
    g, th = scene.game, scene.theme
    g.st.players[0].goal_done, g.st.first = done, 0
    placed.clear()
    scene.app.frame([], 0.01)
    assert g.observe(0)["first"] == 0  # the human holds the First Player token
    badge = scene.spots.by_key["badge:0:first"].rect
    r = badge_radius(th)
    disc = pygame.Rect(0, 0, 2 * r, 2 * r)
    disc.center = badge.center
    box = scene.lay.mat.r(14, 47, 136, 31)  # the goal's box on the host card
    words = {goal_words.goal_line(g, g.view(0), 0, short) for short in (False, True)}
    goal = [(s, rect) for s, rect in placed  # the lines from the goal box's top left on
            if rect.x == box.x and box.top <= rect.top < disc.bottom and any(s in w for w in words)]
    assert " ".join(s for s, _r in goal) in words, (goal, words)  # the whole line, no word lost
    assert max(rect.bottom for _s, rect in goal) <= disc.top + 1, (goal, disc)
    assert all(rect.right <= box.right for _s, rect in goal), (goal, box, size)  # no "3" cut
    n = g.st.players[0].calling
    stack_top = scene.lay.calling.y - th.px(2) * max(0, n - 1)
    assert disc.bottom <= stack_top, (disc, stack_top)
