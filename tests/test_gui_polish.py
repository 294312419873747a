"""Polish a new player met (issue 32, item 10): one "cheapest" tag for cards side by side, zoom
footers that wrap instead of being cut, hex names inside their hexes at 1280x720, a word for
a Calling Card dropped where there is no space, and a zoom for whist cards that says who the
"P" is (rulebook p.15: "Prince 12: Albert"; RULINGS R1)."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from test_gui_season import drag, make_app, settle, start  # noqa: E402

from apistocracy_gui.engine import GameConfig, default_catalog  # noqa: E402
from apistocracy_gui.gui import theme as T  # noqa: E402
from apistocracy_gui.gui.board import draw, hive, zoom  # noqa: E402
from apistocracy_gui.gui.board.draw import hex_points  # noqa: E402
from apistocracy_gui.gui.board.layout import HEX_H, HEX_W  # noqa: E402
from apistocracy_gui.gui.board.refusal import NO_SPACE  # noqa: E402
from apistocracy_gui.gui.board.view import Zoom  # noqa: E402
from apistocracy_gui.gui.scenes import season_frame  # noqa: E402
from apistocracy_gui.gui.scenes.whist import WhistScene  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402

ALBERT = "P: Prince Albert, the Prince Consort"


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


def test_two_fanned_cards_share_one_cheapest_tag_and_cards_apart_have_one_each(monkeypatch):
    pygame.init()
    th = T.Theme((1280, 720))
    tags: list[pygame.Rect] = []
    monkeypatch.setattr(draw, "plan_tag", lambda surf, rect, th: tags.append(rect))
    surf = pygame.Surface((1280, 720))
    fanned = [pygame.Rect(440 + 48 * i, 630, 46, 68) for i in range(2)]  # 48 px apart: overlapping tags
    draw.plan_tags(surf, fanned, th)
    assert len(tags) == 1 and tags[0].x == fanned[0].x and tags[0].right == fanned[1].right
    tags.clear()
    draw.plan_tags(surf, [pygame.Rect(100, 600, 46, 68), pygame.Rect(400, 600, 46, 68)], th)
    assert len(tags) == 2


@pytest.mark.parametrize("text_scale", [1.0, 1.5])
def test_a_zoom_s_rules_link_wraps_whole_inside_the_zoom(text_scale, monkeypatch):
    pygame.init()
    cat = default_catalog()
    drawn: list[tuple[str, int]] = []
    original = T.text

    def record(s, kind, size, color):
        img = original(s, kind, size, color)
        drawn.append((s, img.get_width()))
        return img

    monkeypatch.setattr(T, "text", record)
    z = Zoom("Albert \u2665", ("A Star card.",), ("whist", 0), "The Whist Phase")
    zoom.render.cache_clear()
    img = zoom.render(z, 0.8, cat, False, text_scale)
    link = [(s, w) for s, w in drawn if s.startswith("\u25b8") or "F1)" in s or "right-click" in s]
    assert " ".join(s for s, _w in link).replace("  ", " ") == \
        "\u25b8 Rules: The Whist Phase (right-click, long press, or F1)"
    face_w = round(zoom.FACE_W["whist"] * 0.8) + round(16 * 0.8)
    assert all(face_w + w <= img.get_width() - round(16 * 0.8) for _s, w in link)


class Spy(pygame.Surface):
    """A surface that notes where each label image is blitted."""

    def __init__(self, size):
        super().__init__(size)
        self.blits: list[tuple[int, pygame.Rect]] = []

    def blit(self, source, dest, *args, **kwargs):  # type: ignore[override]
        rect = source.get_rect(topleft=dest.topleft) if isinstance(dest, pygame.Rect) else \
            source.get_rect(topleft=dest)
        self.blits.append((id(source), rect))
        return super().blit(source, dest, *args, **kwargs)


def inside(points, p) -> bool:
    """Whether p lies inside the convex polygon `points` (clockwise on screen)."""
    n = len(points)
    return all((points[(i + 1) % n][0] - points[i][0]) * (p[1] - points[i][1])
               - (points[(i + 1) % n][1] - points[i][1]) * (p[0] - points[i][0]) >= 0 for i in range(n))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_hex_name_stays_inside_its_hexagon(size, monkeypatch):
    """A label's letters (the middle half of its line) lie inside the hexagon it names; at
    worst on its gilt rim (3 design pixels), never past it as "Banquet" was at 1280x720."""
    from apistocracy_gui.gui.board.layout import SeasonLayout

    pygame.init()
    pygame.display.set_mode(size)
    cat = default_catalog()
    th = T.Theme(size)
    lay = SeasonLayout(size, cat, 2)
    labels: dict[int, str] = {}
    original = T.Theme.text

    def record(self, s, *args, **kwargs):
        img = original(self, s, *args, **kwargs)
        labels[id(img)] = s
        return img

    monkeypatch.setattr(T.Theme, "text", record)
    for sid, sp in cat.hive.items():
        surf = Spy(size)
        hive._hex(surf, lay, th, cat, sid)
        c = lay.hex_centers[sid]
        poly = hex_points(c, th.px(HEX_W + 6), th.px(HEX_H + 6))
        words = [(labels[i], r) for i, r in surf.blits if i in labels]
        assert words, sp.name
        for text, r in words:
            band = (r.y + r.h // 4, r.bottom - r.h // 4)
            for x in (r.x, r.right):
                for y in band:
                    assert inside(poly, (x, y)), f"{sp.name}: {text!r} leaves its hex at {size}"


def test_a_card_dropped_where_there_is_no_space_says_why():
    app = make_app(size=(1280, 720))
    session, scene = start(app)
    settle(app, session)
    stack = scene.targets()["calling"].center
    log = season_frame.log_rect(scene.table).center  # the Chronicle: no space at all
    drag(app, stack, log)
    assert scene.refusal.active and scene.refusal.text == NO_SPACE
    assert not session.game.actions_taken or session.game.actions_taken[-1].kind != "place"
    scene.refusal.clear()
    drag(app, stack, (stack[0] + 2, stack[1] + 2))  # put back on its stack: nothing to say
    assert not scene.refusal.active
    app.close()


def albert_at_the_table(seed: int = 5) -> tuple[Session, int]:
    s = Session.start(GameConfig(("edward", "shae"), seed=seed), ["human", "random"])
    g, rng = s.game, random.Random(seed)
    while g.st.phase == "season" or g.current_player != 0:
        g.apply(rng.choice(g.legal_actions()))
    hand = g.observe(0)["players"][0]["hand"]
    return s, next(c for c in hand if g.cat.whist[c].rank == 12)


def test_a_whist_card_under_the_pointer_shows_its_zoom_and_who_albert_is():
    app = make_app(size=(1280, 720))
    session, albert = albert_at_the_table()
    session.revealed_seat = 0
    scene = WhistScene(app, session)
    app.manager.replace(scene)
    app.frame([], 0.01)
    scene.tricks.flights = []
    app.frame([], 0.01)
    rect = next(r for cid, r, _ok in scene.table.card_rects() if cid == albert)
    point = next((x, rect.centery) for x in range(rect.x + 2, rect.right, 3)
                 if (scene.table_zoom.card_at((x, rect.centery)) or (None,))[0] == albert)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))], 0.01)
    assert scene.table_zoom.shown == albert
    z = scene.table_zoom.zoom_of(albert, "In your hand.")
    assert z.title.startswith("Albert") and z.face == ("whist", albert)
    assert any(line.startswith(ALBERT) for line in z.lines)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))], 0.01)
    assert scene.table_zoom.shown is None  # off the cards: no zoom
    app.close()


def test_albert_s_zoom_on_the_season_mat_says_who_he_is_too():
    cat = default_catalog()
    albert = next(c.id for c in cat.whist if c.rank == 12)
    z = zoom.whist_zoom(cat, albert, "Discard it for 1 influence.")
    assert z.lines[0].startswith(ALBERT) and z.lines[-1] == "Discard it for 1 influence."
    seven = next(c.id for c in cat.whist if c.rank == 7)
    assert zoom.whist_zoom(cat, seven).lines == ()
