"""Text everyone can read (issue 14): no word below 12 px at 1280x720, no name or prompt cut
with an ellipsis at 1920x1080, and a glyph in the shipped fonts for every character any
string of the game can contain.

The first test draws every scene of tools/screenshot.py with the theme's recorder on
(`theme.RECORD`), which sees every string drawn, its pixel size, and every string cut.
"""

from __future__ import annotations

import importlib.util
import os
import random
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from apistocracy_gui.engine import Game, GameConfig  # noqa: E402
from apistocracy_gui.engine.advanced import advanced_data  # noqa: E402
from apistocracy_gui.engine.catalog import default_catalog  # noqa: E402
from apistocracy_gui.engine.ladycat import solo_data  # noqa: E402
from apistocracy_gui.engine.names import SUIT_SYMBOLS  # noqa: E402
from apistocracy_gui.gui import theme as T  # noqa: E402
from apistocracy_gui.gui.board import describe  # noqa: E402
from apistocracy_gui.gui.scenes import whist_paint  # noqa: E402
from apistocracy_gui.gui.scenes.rules_text import RULES  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def screenshot_tool():
    spec = importlib.util.spec_from_file_location("screenshot_tool", ROOT / "tools" / "screenshot.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("screenshot_tool", module)
    spec.loader.exec_module(module)
    return module


# The records already made in this process, by (size, text size, language, palette): English
# at 1280x720 is drawn for this file, tests/test_gui_table720.py and both of
# tests/test_i18n_scenes.py's comparisons with English; each run is seconds of CPU.
_DRAWN: dict[tuple[tuple[int, int], int, str, bool], list[tuple[str, str, int]]] = {}


def drawn(size: tuple[int, int], tmp_path: Path, monkeypatch,
          text_size: int = 100) -> list[tuple[str, str, int]]:
    """Everything the theme drew or cut while every screenshot scene was drawn at `size` with
    the Text size option at `text_size` percent (shared by the tests that ask for the same:
    do not change the list)."""
    from apistocracy_gui import i18n

    key = (size, text_size, i18n.language(), T.high_contrast)
    if key not in _DRAWN:
        _DRAWN[key] = _draw(size, tmp_path, monkeypatch, text_size)
    return _DRAWN[key]


def _draw(size: tuple[int, int], tmp_path: Path, monkeypatch, text_size: int) -> list[tuple[str, str, int]]:
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    for cached in (T._render,):  # cached card faces would hide their text from the recorder
        cached.cache_clear()
    from apistocracy_gui.gui import cards
    from apistocracy_gui.gui.board import ballroom_cards, draw, solo, zoom

    for cached in (cards.face, ballroom_cards.face,
                   ballroom_cards.strip, ballroom_cards.tea_mini, draw.calling_card_img,
                   solo.solo_face, zoom.render):
        cached.cache_clear()
    monkeypatch.setattr(T, "RECORD", [])
    screenshot_tool().run(tmp_path / "shots", size, 7, text_size, pictures=False)  # no PNG: half the CPU
    return T.RECORD


@pytest.mark.slow
@pytest.mark.parametrize(("size", "text_size"), [((1280, 720), 100), ((1280, 720), 150),
                                                 ((1920, 1080), 100),
                                                 ((1600, 900), 125), ((1600, 900), 150),
                                                 ((1920, 1080), 125), ((1920, 1080), 150)])
def test_every_scene_has_no_small_text_and_no_cut_names(size, text_size, tmp_path, monkeypatch):
    """Every scene at the Text sizes too: larger text re-lays out (wider panels, a condensed
    cut, a smaller portrait) and steps back towards 100% before a name, prompt or rule is cut."""
    record = drawn(size, tmp_path, monkeypatch, text_size)
    words = [(s, px) for what, s, px in record if what == "text" and s.strip()]
    assert len(words) > 500  # the recorder saw the scenes
    small = sorted({(s, px) for s, px in words if px < T.MIN_TEXT_PX})
    assert small == [], f"text below {T.MIN_TEXT_PX} px at {size}: {small[:10]}"
    cut = sorted({(what, s) for what, s, _px in record if what in ("name", "prompt")})
    if size[0] >= 1600:
        assert cut == [], f"names or prompts cut at {size}, {text_size}%: {cut}"
        lost = sorted({s for what, s, _px in record if what == "label"})
        assert lost == [], f"text left out at {size}, {text_size}%: {lost}"
    else:  # 1280x720: names and prompts whole too, where the theme can manage it
        assert cut == [], f"names or prompts cut at {size}: {cut}"


def test_the_recorder_catches_small_text_and_cuts(monkeypatch):
    """The check above can fail: a 9 px word and a cut name are both recorded."""
    pygame.font.init()
    monkeypatch.setattr(T, "RECORD", [])
    T.text("tiny", "serif", 9, T.INK)
    T.ellipsize("Miss Beatrix Fairfax", "serif", 14, 40, "name")
    assert ("text", "tiny", 9) in T.RECORD and ("name", "Miss Beatrix Fairfax", 14) in T.RECORD


def test_text_size_option_scales_fonts_and_keeps_the_floor():
    th = T.Theme((1280, 720))
    assert th.fpx(10) == 12 and th.fpx(20) == 16
    th.text_scale = 1.5
    assert th.fpx(10) == 18 and th.fpx(20) == 24


# --------------------------------------------------------------------------- glyphs
def log_lines() -> set[str]:
    """Every log line of seeded whole games in each mode, as each seat and a spectator see it."""
    lines: set[str] = set()
    configs = [GameConfig(players=("edward", "tuesday", "alexandria", "shae"), seed=3),
               GameConfig(players=("shae",), mode="solo", seed=4),
               GameConfig(players=("edward", "tuesday"), mode="advanced", seed=5,
                          personas=("beatrix", "rupert"))]
    for config in configs:
        g, rng = Game.new(config), random.Random(config.seed)
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
        for seat in (None, *range(len(config.players))):
            lines |= {e.text for e in g.log_for(seat)}
            lines.add(g.prompt(seat) or "")
    return lines


def catalog_strings() -> set[str]:
    cat = default_catalog()
    out: set[str] = set(SUIT_SYMBOLS) | {text for _kind, text in RULES}
    out |= {c.name for c in cat.characters.values()} | {c.host for c in cat.characters.values()}
    out |= {s.name for s in cat.hive.values()} | {b.name for b in cat.bonus_tokens}
    out |= {k.name for k in cat.tea_kinds.values()}
    for c in cat.lc:
        out |= {c.name, describe.lc_goal(c), describe.lc_short(c)}
    for c in cat.ton:
        out |= {c.name, *describe.ton_lines(c), *describe.ton_short(c)}
    for c in cat.tea:
        out |= {*describe.tea_lines(cat, c), describe.tea_short(cat, c)}
    adv = advanced_data()
    out |= {f"{p.name}, {p.title}" for p in adv.personas} | {g.name for g in adv.goals}
    out |= {c.name for c in solo_data().cards}
    out |= set(describe.AREA_TEXT.values()) | {t for pair in describe.TOKEN_TEXT.values() for t in pair}
    return out


@pytest.mark.slow
def test_every_character_of_every_string_has_a_glyph(tmp_path, monkeypatch):
    """Names, card texts, log lines, rules, icons and every string a scene draws render in
    every font kind (directly or through its fallback): no empty box anywhere, the Chronicle's
    crown included."""
    strings = catalog_strings() | log_lines()
    monkeypatch.setattr(T, "RECORD", [])
    screenshot_tool().run(tmp_path / "shots", (1600, 900), 7)
    strings |= {s for _what, s, _px in T.RECORD}
    assert any("\u265b" in s for s in strings)  # the crown is among them
    chars = {ch for s in strings for ch in s if ch.isprintable() and not ch.isspace()}
    missing = {kind: "".join(sorted(ch for ch in chars if not (T.has_glyphs(kind, ch)
                                                               or T.has_glyphs(T.FALLBACK[kind], ch))))
               for kind in T.FONT_FILES}
    assert all(not m for m in missing.values()), missing


def test_the_crown_renders_in_the_chronicle_serif():
    """DejaVu Serif has no crown: the line is drawn with the sans crown, not an empty box."""
    pygame.font.init()
    assert not T.has_glyphs("serif", "\u265b")
    line = "pays 1\u265b for the move to The Queen's Ball"
    img = T.text(line, "serif", 14, T.INK)
    box = T.font("serif", 14).render(line, True, T.INK)  # the plain render, with the empty box
    assert img.get_width() != box.get_width()


def test_text_size_option_relayouts_and_persists(tmp_path, monkeypatch):
    """Options > Text size 150%: the theme scales text at once, every scene re-lays out,
    and the choice is kept for the next start."""
    from apistocracy_gui.gui.app import App
    from apistocracy_gui.gui.scenes.options_overlay import OPTION_ROWS, OptionsOverlay
    from apistocracy_gui.gui.scenes.title import TitleScene
    from apistocracy_gui.gui.settings import Settings
    from tests.test_gui_scenes import click

    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    app = App(Settings(), size=(1600, 900))
    title = TitleScene(app)
    app.manager.replace(title)
    over = OptionsOverlay(app)
    app.manager.push(over)
    app.frame([], 0.01)
    row = over.rows[[r.field for r in OPTION_ROWS].index("text_scale")]
    click(app, row[2].rect.center)
    assert app.theme.text_scale == 1.5 and app.theme.fpx(20) == 30
    assert Settings.load()[0].text_scale == 150
    assert App(Settings.load()[0], size=(1600, 900)).theme.text_scale == 1.5


# --------------------------------------------------------------------------- the decision panel
@pytest.mark.parametrize(("size", "text_size"), [((1280, 720), 100), ((1280, 720), 125),
                                                 ((1280, 720), 150), ((1920, 1080), 150)])
def test_decision_panel_buttons_grow_with_their_text_and_never_overlap(size, text_size, tmp_path,
                                                                       monkeypatch):
    """Lord Edward paying with a Tea card (R7.3): the panel's 'Use Tea card: ..., keep it
    face-up / then trash it' buttons wrap to two lines or more. At 1280x720 with 150% text they
    ran into each other and into the prompt above, and their last words were dropped: now each
    line of the prompt, the notes and every button has the height of its text, nothing in the
    panel overlaps, every word of every label is drawn, and the Tea card's own popover stays
    on the mat instead of covering the panel."""
    from helpers import give_tea, refresh, set_influence
    from test_gui_season import click, drag_to, make_app, start

    from apistocracy_gui.gui.board import inplace
    from apistocracy_gui.gui.board.decision import BUTTON_SIZE

    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    app = make_app(size)
    app.theme.text_scale = text_size / 100
    session, scene = start(app, ("edward", "tuesday"), ("human", "random"), 3)
    g = session.game
    while g.current_player != 0:
        session.bot_step()
    tea = give_tea(g, 0, "hive_2")
    set_influence(g, 0)
    g.st.players[0].brooch = "l1_left"
    refresh(g)
    scene.changed()
    app.frame([], 0.01)
    drag_to(app, scene, "beehive")
    click(app, scene.targets()["l2_0"].center)
    assert {a.args for a in g.legal_actions() if a.kind == "tea"} == {(tea, "keep"), (tea, "trash")}
    th, panel = scene.theme, scene.panel
    items = [i for i in panel.items if i.kind in ("title", "text", "button", "cost")]
    for a, b in zip(items, items[1:], strict=False):  # laid out top to bottom, one under another
        assert a.rect.bottom <= b.rect.top, (a.text, b.text)
    line_h = T.font("serif-bold", th.fpx(BUTTON_SIZE)).get_height()
    buttons = {i.action: i for i in items if i.kind == "button"}
    for action, item in buttons.items():
        lines = item.text.split("\n")
        assert " ".join(lines) == action.label, "words dropped from the button"
        assert len(lines) * line_h <= item.rect.h, (lines, item.rect.h, line_h)
    assert sum(len(i.text.split("\n")) > 1 for i in buttons.values()) >= 2  # the two-line case
    for item in items:
        if item.kind == "title":
            assert T.font("serif-bold", th.fpx(16)).get_height() <= item.rect.h
    card = scene.targets()[f"tea:{tea}"]
    box = inplace.tea_layout(card, th, scene.lay.mat.rect)[0]
    assert scene.lay.mat.rect.contains(box) and not box.colliderect(panel.origin)


def test_the_more_below_hint_is_never_written_over_a_button(monkeypatch):
    """When the decision panel scrolls, "more below (scroll)" sits at the foot of its view,
    where a half-hidden button may be. At 1280x720 with 150% text the hint's letters ran
    across the Swap buttons' label: now the foot of the view fades to the panel's ground
    under the hint, so no button colour shows around its letters."""
    from apistocracy_gui.gui.board import decision

    pygame.font.init()
    th = T.Theme((1280, 720))
    th.text_scale = 1.5
    panel = decision.DecisionPanel()
    panel.origin = pygame.Rect(20, 20, 280, 120)
    height = th.px(40)
    panel.items = [decision.Item("button", pygame.Rect(8, 8 + k * (height + 6), 250, height), f"Swap {k}")
                   for k in range(4)]
    panel.content_h = 8 + 4 * (height + 6)
    assert panel.max_scroll() > 0 and panel.scroll == 0
    label = th.text("more below \u2193 (scroll)", 11, T.GOLD, "serif-italic").get_rect()
    label.bottomright = (panel.origin.right - th.px(12), panel.origin.bottom - th.px(2))

    def around_the_hint() -> set[tuple[int, ...]]:
        surf = pygame.Surface((320, 160))
        surf.fill(decision.GROUND)
        panel.draw(surf, th, None, False, (0, 0))
        return {tuple(surf.get_at((x, y)))[:3] for x in range(label.left, label.right)
                for y in range(label.top, label.bottom)}

    assert T.PANEL_LIGHT not in around_the_hint()  # a button's fill
    monkeypatch.setattr(decision, "fade", lambda size: pygame.Surface(size, pygame.SRCALPHA))
    assert T.PANEL_LIGHT in around_the_hint()  # the check can fail: without the fade it shows


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_mat_headings_stand_apart_each_over_what_it_names(size, tmp_path, monkeypatch):
    """At 1280x720 the 12 px floor of printed text made "Deck" run into "Discard" on the
    mat. Every heading now starts over the pile or area it names, inside the mat, and the
    drawn row shows the leather between any two headings."""
    from test_gui_season import make_app, start

    from apistocracy_gui.gui.board import mat, mat_seat

    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    app = make_app(size)
    session, scene = start(app, ("edward", "tuesday"), ("human", "random"), 3)
    app.frame([], 0.01)
    lay, th = scene.lay, scene.theme
    heads = mat.heading_rects(lay, th)
    named = {"Deck": lay.deck, "Discard": lay.discard, "Gallery": lay.gallery, "Tea": lay.tea}
    for label, r in heads:
        assert lay.mat.rect.contains(r), label
        if label in named:
            assert named[label].left <= r.left < named[label].right, label
    screen = app.screen
    for (a, ra), (b, rb) in zip(heads, heads[1:], strict=False):
        gap = [x for x in range(ra.right, rb.left)
               if all(screen.get_at((x, y))[:3] == mat_seat.LEATHER for y in range(ra.top, ra.bottom))]
        assert len(gap) >= th.px(4), (a, b, ra, rb)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_compact_mat_names_the_brooch_s_space_whole_on_one_line(size):
    """The brooch's line on another seat's compact mat showed the first half of a wrapped
    name at 1280x720 ("Lvl 3: Royal", "Lvl 6: The Queen's"). Every space now gets one whole
    line that fits: "Lvl n:" and its name (short where the full one is too wide) at
    1920x1080; at 1280x720 the level's number alone where even that is too wide, but always
    a name."""
    from apistocracy_gui.gui.board.hive import SHORT_NAMES
    from apistocracy_gui.gui.board.mat_compact import LINE_NAMES, brooch_line

    pygame.font.init()
    th = T.Theme(size)
    font, room = T.font("serif-cond", th.fpx(12)), th.px(136)
    for space in default_catalog().hive.values():
        line = brooch_line(space, th)
        assert font.size(line)[0] <= room, line
        names = (space.name, SHORT_NAMES.get(space.name, space.name), LINE_NAMES.get(space.name, ""))
        assert any(line.endswith(f"{space.level}: {n}") or line == f"{space.level} \u00b7 {n}"
                   for n in names), line
        if size == (1920, 1080):
            assert line.startswith(f"Lvl {space.level}: ")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("sets", "tea", "kept"), [(0, 0, 0), (1, 2, 0), (2, 4, 2), (0, 3, 1)])
def test_a_compact_mat_s_last_row_never_overlaps(size, sets, tea, kept, lang):
    """The last row of another seat's compact mat: at 1280x720 "1 set" ran into "Tea" and the
    piles line into the Tea cards, and in German the first Gallery token covered the end of
    "Kunst". The Art label, its circles, the sets, the Tea label, its cards and the piles line
    now stand apart at any count, the piles line whole wherever it fits (at 1920x1080 unless
    Tea cards kept face-up fill the row: there too they overlapped)."""
    from apistocracy_gui import i18n
    from apistocracy_gui.gui.board import mat_compact

    i18n.set_language(lang)  # (conftest.py puts every test back in English)
    pygame.font.init()
    th = T.Theme(size)
    area = type("A", (), {"r": lambda self, x, y, w, h: th.rect(x, y, w, h),
                          "p": lambda self, x, y: (th.px(x), th.px(y))})()
    first, sets_x = mat_compact.gallery_row(th.scale, 3)
    tea_x, piles = mat_compact.bottom_row(th.scale, sets, tea, kept, (4, 12, 3), sets_x)

    def text(s: str, kind: str, **where) -> pygame.Rect:
        return pygame.Rect((0, 0), T.font(kind, th.fpx(mat_compact.PILES_SIZE)).size(s)).move_to(**where)

    y = mat_compact.PILES_Y
    radius = mat_compact.ART_RADIUS
    circles = [area.r(first - radius + k * mat_compact.ART_STEP, y - radius, 2 * radius, 2 * radius)
               for k in range(3)]
    parts = [text(i18n._("Art"), "sans-cond-bold", midleft=area.p(16, y)), circles[0].unionall(circles),
             text(i18n._("Tea"), "sans-cond-bold", midleft=area.p(tea_x, y))]
    if sets:
        parts.append(text(mat_compact.sets_text(sets), "sans-cond", midleft=area.p(sets_x, y)))
    cards = [area.r(x, y - 10, w, 21) for x, w in mat_compact.tea_cards(tea_x, tea, kept)]
    if cards:
        parts.append(cards[0].unionall(cards))
    parts.append(text(piles, "sans-cond", midright=area.p(mat_compact.PILES_RIGHT, y)))
    for i, a in enumerate(parts):
        assert a.collidelist(parts[i + 1:]) == -1, (piles, parts)
    assert piles.startswith(i18n._("Hand {n}").format(n=4))
    if size == (1920, 1080) and not kept and lang == "en":
        assert piles == "Hand 4 \u00b7 Deck 12 \u00b7 Disc. 3"


@pytest.mark.parametrize(("size", "text_size"), [((1280, 720), 150), ((1280, 720), 100),
                                                 ((1920, 1080), 150)])
def test_every_option_s_name_ends_before_its_choices(size, text_size, tmp_path, monkeypatch):
    """With 150% text at 1280x720, "Colour-blind suit marks" and "Hard's thinking time" ran
    under their first buttons in Options. The buttons now begin after the widest name."""
    from apistocracy_gui.gui.app import App
    from apistocracy_gui.gui.scenes.options_overlay import LABEL_SIZE, OptionsOverlay
    from apistocracy_gui.gui.settings import Settings

    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    app = App(Settings(), size=size)
    app.theme.text_scale = text_size / 100
    over = OptionsOverlay(app)
    th, box = app.theme, over.layout()
    for label, row in zip(over.ROWS, over.rows, strict=True):
        name = T.font("serif", th.fpx(LABEL_SIZE)).size(label)[0]
        assert box.x + th.px(40) + name < row[0].rect.x, label
        assert row[-1].rect.right <= box.right, label


@pytest.mark.parametrize(("size", "text_size"), [((1280, 720), 150), ((1920, 1080), 150)])
def test_the_rules_contents_stay_in_their_column(size, text_size, tmp_path, monkeypatch):
    """With 150% text at 1280x720 the Rules' contents ran past their column into the page
    ("Paying the cheapest way", "Hosts and characters"): each entry is now fitted to it, so
    the gap before the column's rule holds no ink."""
    from apistocracy_gui.gui.app import App
    from apistocracy_gui.gui.scenes.rules_overlay import RulesOverlay
    from apistocracy_gui.gui.settings import Settings

    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    app = App(Settings(), size=size)
    app.theme.text_scale = text_size / 100
    over = RulesOverlay(app)
    app.screen.fill((0, 0, 0))
    over.draw(app.screen)
    th = app.theme
    _box, side, _body = over._rects()
    gap = pygame.Rect(side.right + th.px(2), side.y, th.px(6), side.h)
    inks = {app.screen.get_at((x, y))[:3] for x in range(gap.left, gap.right)
            for y in range(gap.top, gap.bottom)}
    assert inks == {T.BG_DARK}


def test_the_whist_bar_keeps_the_trump_clear_of_its_menu(tmp_path, monkeypatch):
    """With 150% text at 1280x720 the whist bar's "Trump ♦ Diamonds" ran under the Hint
    button while the hands were prepared. It now drops the words the chip already says,
    so the strip before the first menu button is plain bar."""
    from apistocracy_gui.engine import GameConfig
    from apistocracy_gui.gui.app import App
    from apistocracy_gui.gui.scenes.whist import WhistScene
    from apistocracy_gui.gui.settings import Settings
    from apistocracy_gui.session import Session

    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    app = App(Settings(), size=(1280, 720))
    app.theme.text_scale = 1.5
    for seed in range(1, 40):  # a whist that begins with a choice (the Card Sharp's, a trash)
        s = Session.start(GameConfig(("edward", "tuesday", "alexandria"), seed=seed), ["human"] * 3,
                          autosave=False)
        g, rng = s.game, random.Random(seed)
        while g.st.phase == "season":
            g.apply(rng.choice(g.legal_actions()))
        if g.pending_kind() != "PlayCard":  # "Whist · Preparing the hands"
            break
    assert g.pending_kind() != "PlayCard"
    s.revealed_seat = g.current_player
    scene = WhistScene(app, s)
    app.manager.replace(scene)
    app.frame([], 0.0)
    app.screen.fill((0, 0, 0))
    whist_paint.draw_header(scene.ctx, app.screen, scene.frame())
    th = app.theme
    first = min(b.rect.x for b in scene.buttons.values() if b.rect.w)
    inks = {app.screen.get_at((x, y))[:3] for x in range(first - th.px(14), first - th.px(2))
            for y in range(th.px(8), th.px(56))}
    assert inks == {T.PANEL}


def test_the_quit_note_stays_in_its_panel(tmp_path, monkeypatch):
    """With 150% text at 1280x720 "Your game is saved: Continue on the title screen picks it
    up again." was one line wider than the Quit panel and ran out of both sides. It wraps
    now: nothing is drawn beside the panel, and the note ends above the buttons."""
    from apistocracy_gui.gui.app import App
    from apistocracy_gui.gui.scenes.quit_overlay import QuitOverlay
    from apistocracy_gui.gui.settings import Settings

    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    app = App(Settings(), size=(1280, 720))
    app.theme.text_scale = 1.5
    over = QuitOverlay(app)
    note = "Your game is saved: Continue on the title screen picks it up again."
    monkeypatch.setattr(over, "note", lambda: note)
    ground = (255, 0, 255)
    app.screen.fill(ground)
    over.draw(app.screen)
    th, box = app.theme, over.layout()
    band = range(box.y + th.px(90), min(b.rect.y for b in over.choices))
    for x in (*range(0, box.x - th.px(2)), *range(box.right + th.px(8), 1280)):
        assert all(app.screen.get_at((x, y))[:3] == ground for y in band[::3]), x
    px = th.fpx(20)
    lines = T.wrap(note, "serif-italic", px, box.w - th.px(80))
    last = box.y + th.px(118) + int(px * 1.2) * (len(lines) - 1) + px // 2
    assert len(lines) == 2 and last < min(b.rect.y for b in over.choices)


def test_the_score_pad_s_scroll_hint_clears_the_seed_and_buttons(tmp_path, monkeypatch):
    """With 150% text at 1280x720 and lines opened, "scroll for more" (right-aligned under
    the pad) ran into "This season's seed". It sits at the pad's left now, clear of the
    buttons and the seed."""
    from apistocracy_gui.engine import GameConfig
    from apistocracy_gui.gui.app import App
    from apistocracy_gui.gui.scenes.scorepad import ScorePadScene
    from apistocracy_gui.gui.settings import Settings
    from apistocracy_gui.session import Session

    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    app = App(Settings(), size=(1280, 720))
    app.theme.text_scale = 1.5
    s = Session.start(GameConfig(("edward", "tuesday", "alexandria"), seed=7), ["human"] * 3,
                      autosave=False)
    rng = random.Random(7)
    while not s.game.is_over:
        s.game.apply(rng.choice(s.game.legal_actions()))
    pad = ScorePadScene(app, s)
    app.manager.replace(pad)
    pad.count.counted = pad.count.seconds()
    for line in range(6):
        pad.toggle(line)
    pad.draw(app.screen)
    assert pad.max_scroll()
    th, table = app.theme, pad.table_rect()
    hint = pygame.Rect((0, 0), T.font("serif-italic", th.fpx(14)).size("scroll for more \u2193"))
    hint.topleft = (table.x, table.bottom + th.px(14))
    last = pad.buttons[-1].rect
    seed = pygame.Rect((0, 0), T.font("serif-italic", th.fpx(14)).size("This season's seed"))
    seed.bottomleft = (last.right + th.px(24), last.centery - th.px(2))
    assert hint.collidelist([b.rect for b in pad.buttons] + [seed]) == -1


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_card_sharp_question_and_the_rules_title_fit_at_150_percent(size, tmp_path, monkeypatch):
    """With 150% text the Card Sharp's question ran out of both sides of its box at the whist
    table, and "Rules of the season" met the rules' search field. Both are fitted now."""
    from helpers import text_widths

    from apistocracy_gui.engine import GameConfig
    from apistocracy_gui.gui.app import App
    from apistocracy_gui.gui.scenes.rules_overlay import SEARCH_W, RulesOverlay
    from apistocracy_gui.gui.scenes.whist import WhistScene
    from apistocracy_gui.gui.settings import Settings
    from apistocracy_gui.session import Session

    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    app = App(Settings(), size=size)
    app.theme.text_scale = 1.5
    th = app.theme
    widths = text_widths(monkeypatch)
    for seed in range(1, 60):  # a whist that begins with the Card Sharp's choice
        s = Session.start(GameConfig(("edward", "tuesday", "alexandria"), seed=seed), ["human"] * 3,
                          autosave=False)
        g, rng = s.game, random.Random(seed)
        while g.st.phase == "season":
            g.apply(rng.choice(g.legal_actions()))
        if g.pending_kind() == "SharpChoice":
            break
    assert g.pending_kind() == "SharpChoice"
    s.revealed_seat = g.current_player
    scene = WhistScene(app, s)
    app.manager.replace(scene)
    app.frame([], 0.0)
    scene.draw(app.screen)
    assert widths[g.prompt(g.current_player)] <= scene.table.choice_box(len(scene.choices)).w - th.px(40)
    rules = RulesOverlay(app)
    rules.draw(app.screen)
    box = rules._rects()[0]
    field_x = rules.close_button.rect.x - th.px(24) - th.px(SEARCH_W)
    assert box.x + th.px(30) + widths["Rules of the season"] < field_x


def test_the_title_s_name_stays_left_of_its_menu_at_150_percent(tmp_path, monkeypatch):
    """With 150% text at 1280x720 the wordmark "Apistocracy" grew under the title menu. It
    is printed at the 100% size now, like the boards' labels."""
    from helpers import text_widths

    from apistocracy_gui.gui.app import App
    from apistocracy_gui.gui.scenes.title import TitleScene
    from apistocracy_gui.gui.settings import Settings

    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    app = App(Settings(), size=(1280, 720))
    app.theme.text_scale = 1.5
    widths = text_widths(monkeypatch)
    title = TitleScene(app)
    title.draw(app.screen)
    th = app.theme
    left = 1280 // 2 - th.px(260)
    assert left + widths["Apistocracy"] // 2 + th.px(3) < min(b.rect.x for b in title.buttons)
