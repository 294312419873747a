"""Everything a finger must hit is at least 44 px at 1920x1080 (issue 55: 9 mm on a booth's
24" screen), walked over the main scenes.

What a finger must hit is what the keyboard's ring walks (`Scene.focus_targets()`: every
button, every legal decision on the board or the panel, the Rules contents). A thing must
offer a 44 x 44 px square that a touch reaches: for cards fanned over one another, the part
no other card covers. A board spot or tab smaller than that passes only when its decisions
are also panel buttons of a finger's size (the influence tracks' suit choice is both, and
the club card's Swap tab, in the mat's headings row, has the panel's "Swap for ..." buttons).
"""

from __future__ import annotations

import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from test_gui_e2e import CHARACTERS, MONKEY_SCENES, Stage, make_app  # noqa: E402
from test_legibility import screenshot_tool  # noqa: E402  (the positions its screens stage)

from apistocracy_gui.engine import GameConfig  # noqa: E402
from apistocracy_gui.gui.board import inplace  # noqa: E402
from apistocracy_gui.gui.focus import Target  # noqa: E402
from apistocracy_gui.gui.scenes.season import SeasonScene  # noqa: E402
from apistocracy_gui.gui.scenes.season_targets import action_key  # noqa: E402
from apistocracy_gui.gui.scenes.whist import WhistScene  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402

BOOTH = (1920, 1080)
FINGER = 44  # px at 1920x1080


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


def has_square(rect: pygame.Rect, reaches, side: int = FINGER, step: int = 2) -> bool:
    """Whether `rect` holds a `side` x `side` square of points where `reaches(point)` (a touch
    there reaches the thing), sampled every `step` px."""
    n = side // step
    cols = range(rect.x, rect.right, step)
    run = [0] * len(cols)  # per column: how many rows in a row reach, up to here
    for y in range(rect.y, rect.bottom, step):
        width = 0
        for i, x in enumerate(cols):
            run[i] = run[i] + 1 if reaches((x, y)) else 0
            width = width + 1 if run[i] >= n else 0
            if width >= n:
                return True
    return False


def too_small(targets: list[Target]) -> list[str]:
    return [f"{t.key} {t.rect.size}" for t in targets if min(t.rect.size) < FINGER]


@pytest.mark.parametrize("name", [n for n in MONKEY_SCENES if n not in ("season", "whist")])
def test_every_target_outside_the_game_takes_a_finger(name):
    app = make_app(BOOTH)
    stage = Stage(app, name)
    for _ in range(2):
        scene = stage.build()
        app.frame([], 0.01)
        targets = scene.focus_targets()
        assert targets and not too_small(targets), name


def season_small(scene: SeasonScene) -> list[str]:
    """The Season's targets a finger cannot hit: a spot under others (a fanned hand card)
    by the part it shows, a small spot when its decision has no finger-sized panel button."""
    panel = {t.key[len("panel:"):] for t in scene.focus_targets()
             if t.key.startswith("panel:") and min(t.rect.size) >= FINGER}
    bad = []
    for t in scene.focus_targets():
        if t.key.startswith("tab:"):
            tab = next(tab for tab in scene.tabs if f"tab:{tab.key}" == t.key)
            taken = [tab.action] if tab.action is not None else inplace.swaps(scene.click_legal())
            if min(t.rect.size) < FINGER and not all(action_key(a) in panel for a in taken):
                bad += too_small([t])
            continue
        if not t.key.startswith("spot:"):
            bad += too_small([t])
            continue
        key = t.key[len("spot:"):]
        spot = scene.spots.by_key[key]
        covered = any(s is not spot and s.rect.colliderect(spot.rect) for s in scene.spots.items)
        if covered:
            big = has_square(spot.rect, lambda p, k=key: getattr(scene.spots.at(p), "key", None) == k)
        else:
            big = min(spot.rect.size) >= FINGER
        taken = scene.offers.click_map.get(key)
        if not big and not (taken is not None and action_key(taken) in panel):
            bad.append(f"{t.key} {spot.rect.size}")
    return bad


def whist_small(scene: WhistScene) -> list[str]:
    rects = scene.table.card_rects()
    bad = []
    for t in scene.focus_targets():
        card = next((cid for cid, r, _ok in rects if r == t.rect), None)
        if card is None:
            bad += too_small([t])
        elif not has_square(t.rect, lambda p, c=card: next(
                (cid for cid, r, _ok in reversed(rects) if r.collidepoint(p)), None) == c):
            bad.append(f"{t.key} {t.rect.size}")
    return bad


@pytest.mark.slow
@pytest.mark.parametrize("seed", [5, 6])
def test_every_target_of_the_season_and_the_whist_table_takes_a_finger(seed):
    """A 4-player game (the most on the boards) played at random; at the human's turns the
    Season's and the whist table's targets are measured."""
    app = make_app(BOOTH)
    rng = random.Random(seed)
    s = Session.start(GameConfig(players=CHARACTERS, seed=seed), ["human", "random", "random", "random"])
    g, seen, bad = s.game, set(), {}
    for i in range(700):
        if g.is_over:
            break
        if i % 4 == 0 and g.current_player == 0:
            app.go.show_game(s)
            app.frame([], 0.01)
            scene = app.manager.top
            if isinstance(scene, SeasonScene):
                found = season_small(scene)
            elif isinstance(scene, WhistScene):
                scene.place_buttons()
                found = whist_small(scene)
            else:
                continue
            seen.add(type(scene).__name__)
            bad.update({f.split(" ")[0]: f for f in found})
        g.apply(rng.choice(g.legal_actions()))
    assert seen == {"SeasonScene", "WhistScene"}
    assert not bad, sorted(bad.values())


def test_the_in_place_choices_take_a_finger():
    """Staged as tools/screenshot.py stages them (RULINGS R7): Lord Edward's keep/trash
    buttons over the Tea card paying for his climb; Lady Alexandria's club card Swap tab."""
    app = make_app(BOOTH)
    staged = screenshot_tool()
    app.go.show_game(staged.staged_tea_choice(3))
    app.frame([], 0.01)
    scene = app.manager.top
    assert isinstance(scene, SeasonScene)
    assert {t.key.split(":")[0] for t in scene.tabs} == {"tea_keep", "tea_trash"}
    assert not season_small(scene)
    app.go.show_game(staged.staged_club_swap(3))
    app.frame([], 0.01)
    scene = app.manager.top
    assert isinstance(scene, SeasonScene) and [t.key for t in scene.tabs] == ["club_swap"]
    assert not season_small(scene)
