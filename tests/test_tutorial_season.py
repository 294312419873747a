"""The tutorial teaches the whole first season (issue 38), played by synthetic events alone.

The learner plays Learn to play from the title screen to the score pad with the mouse: the
coach's Next buttons, the one move each guided step offers, and after the scripted chapters
the move a sensible learner would make (the Hint's), chosen among what the screen offers.
Before each decision the learner also hovers a few things and tries a greyed one, as the
tutorial invites. The test checks what issue 38 asks of the tutorial:
- every chapter ran, and the tips of a first season fired (each shown or guided once);
- no run of more than 12 of the learner's decisions passed without new coaching (a tip, or a
  guided step of the script);
- the computer opponent never gained a card and then trashed it, and said why it moved;
- no bubble (the coach's or a tip's) ever covered its target, the hover zoom or a refusal's
  "Not allowed" note, at 1280x720 and with 150% text.
"""

from __future__ import annotations

import os
import random
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame
import pytest
from gui_driver import Driver, Move, move

from apistocracy_gui.engine import Action
from apistocracy_gui.gui.app import App
from apistocracy_gui.gui.coach import of as coach_of
from apistocracy_gui.gui.scenes import season_bubbles
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene
from apistocracy_gui.gui.scenes.season import SeasonScene
from apistocracy_gui.gui.scenes.season_targets import action_key
from apistocracy_gui.gui.scenes.title import TitleScene
from apistocracy_gui.gui.scenes.tutorial_menu import TutorialMenu
from apistocracy_gui.gui.scenes.whist import WhistScene
from apistocracy_gui.gui.settings import Settings
from apistocracy_gui.gui.tips import attached as tips_attached
from apistocracy_gui.gui.tips_data import load as load_tips
from apistocracy_gui.review.hint import GENTLE, hint

LONGEST_QUIET = 12  # issue 38: no more learner decisions than this without new coaching
# The things issue 38 names that a first season meets, each of which the seeded tutorial
# game reaches when played sensibly: each must have been taught.
MUST_TEACH = {"pay", "hive_move", "hive_bonus", "pm_dinner", "star_card", "trash_card", "column",
              "tea_keep", "at_home", "place_card", "tea_pays", "tea_used", "week_end", "star_refill",
              "ballroom_refill", "reshuffle", "week_three", "week_four", "face_up_card", "column_placed",
              "beehive_token", "favored_guest", "art_done", "sharp_choice", "whist_lead",
              "whist_void", "diamonds_broken", "trick_mine", "last_trick"}


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path / "home"))


def new_app(text_scale: int = 100) -> App:
    settings = Settings()
    settings.animation = "off"
    settings.text_scale = text_scale
    app = App(settings, size=(1280, 720))
    app.theme.text_scale = text_scale / 100
    app.manager.replace(TitleScene(app))
    app.frame([], 0.01)
    return app


def start_tutorial(d: Driver) -> None:
    d.click(next(b for b in d.top.buttons if b.label == "Learn to play").rect.center)
    menu = d.top
    assert isinstance(menu, TutorialMenu)
    d.frame()
    d.click(next(b for b in menu.buttons() if b.label == "Start from the beginning").rect.center)


class Watch:
    """Follows the play: the coaching before each learner decision, and every bubble drawn."""

    def __init__(self, d: Driver):
        self.d = d
        self.steps: set[tuple[int, int]] = set()
        self.tips: set[str] = set()
        self.chapters: set[int] = set()
        self.coached: list[bool] = []  # per learner decision
        self.times: list[float] = []  # when each was made (time.monotonic)
        self.checked = 0  # bubble positions checked
        self.whys: set[str] = set()  # the opponent's reasons told
        self.rng = random.Random(7)

    @property
    def session(self):
        return self.d.app.session

    def new_coaching(self) -> bool:
        """Whether something new teaches the decision about to be made."""
        c, t = coach_of(self.session), tips_attached(self.session)
        new = False
        if c is not None and c.showing() and c.step.do:
            key = (c.chapter, c.index)
            new = key not in self.steps
            self.steps.add(key)
        if t is not None and t.current is not None and t.current.id not in self.tips:
            self.tips.add(t.current.id)
            new = True
        return new

    def bubbles(self) -> None:
        """No bubble on screen covers its target, the zoom or the refusal note."""
        top = self.d.top
        th = self.d.app.theme
        keep: list[pygame.Rect] = []
        if isinstance(top, SeasonScene):
            self.whys |= {c for c in top.captions.lines(top.game) if c.startswith("Why? Lady Tuesday ")}
            if top.zoom.shown is not None:
                keep.append(top.zoom.shown[2])
            if top.refusal.active:
                keep.append(top.refusal.rect(self.d.app.screen, th))
        if isinstance(top, WhistScene) and top.refusal.active:
            keep.append(top.refusal.rect(self.d.app.screen, th))
        view = getattr(top, "tip_view", None)
        if view is not None and view.showing():
            for r in keep + ([view.target] if view.target is not None else []):
                assert not view.rect.colliderect(r), (view.tipster.current.id, view.rect, r)
            self.checked += 1
        c = coach_of(self.session) if self.session is not None else None
        if c is not None and c.showing() and not c.stripped() and c.bubble.w:
            target = season_bubbles.coach_target(top.table) if isinstance(top, SeasonScene) else None
            for r in keep + ([target] if target is not None else []):
                assert not c.bubble.colliderect(r), (c.chapter, c.index, c.bubble, r)
            self.checked += 1

    def probe(self) -> None:
        """Hover a few things and try a greyed one, as the tutorial invites; check the bubbles
        after each."""
        top = self.d.top
        if isinstance(top, SeasonScene):
            spots = [s for s in top.spots.items if s.zoom is not None]
            for s in self.rng.sample(spots, min(3, len(spots))):
                self.d.frame([move(s.rect.center)])
                self.bubbles()
            refused = [k for k, a in top.offers.refused.items()
                       if a.kind != "place" and k in top.spots.by_key]
            if refused:
                p = top.spots.by_key[self.rng.choice(refused)].rect.center
                if not top.tip_view.rect.collidepoint(p) and not top.coach.bubble.collidepoint(p):
                    self.d.click(p)
                    self.bubbles()
        elif isinstance(top, WhistScene):
            c = coach_of(self.session)
            bubbles = [top.tip_view.rect] + ([c.bubble] if c is not None else [])
            greyed = [(r.x + 4, r.y + 8) for _c, r, ok in top.table.card_rects() if not ok]
            greyed = [p for p in greyed if not any(b.collidepoint(p) for b in bubbles)]
            if greyed:
                self.d.click(greyed[0])
                self.bubbles()


def learner_move(d: Driver, offers: dict[str, Move]) -> str:
    """The Hint's move among what the screen offers (a sensible learner), else any: at the
    gentlest level, Medium's move, the learner this test's tips were walked with (the
    review's best move, issue 56, takes a path where the face-up card's tip never comes)."""
    g = d.app.session.game
    seat = g.current_player
    legal = [a for a in g.legal_actions() if _name(a, g) in offers]
    if legal:
        name = _name(hint(g.view(seat), legal, len(g.actions_taken), GENTLE).action, g)
        if name in offers:
            return name
    return sorted(offers)[0]


def _name(action: Action, g) -> str:
    if g.st.phase == "whist":
        whist_card = action.kind in ("play", "trash_whist")
        return f"card:{action.args[0]}" if whist_card else f"choice:{action.label}"
    return action_key(action)


def play_tutorial(text_scale: int = 100, probe: bool = True, d: Driver | None = None,
                  watch: type[Watch] = Watch) -> tuple[Driver, Watch]:
    """The learner's whole tutorial, from the title on `d`'s app (by default a headless one at
    1280x720; tools/xvfb_tutorial.py passes a driver of a real window)."""
    d = d or Driver(new_app(text_scale), wait_dt=0.2)
    start_tutorial(d)
    w = watch(d)
    new, missed = False, 0
    for _ in range(8000):
        c = coach_of(w.session)
        if c is None and isinstance(d.top, ScorePadScene):
            return d, w
        if c is not None:
            w.chapters.add(c.chapter)
        d.frame()
        w.bubbles()
        if c is not None and c.blocks():
            d.click(c.next_button.rect.center)
            continue
        offers = d.decisions()
        if not offers:
            d.step()
            continue
        if probe:
            w.probe()
            offers = d.decisions()
            if not offers:
                continue
        new = w.new_coaching() or new
        name = learner_move(d, offers) if missed % 3 == 0 else w.rng.choice(sorted(offers))
        game = w.session.game
        done = len(game.actions_taken)
        d.do(offers[name])
        if len(game.actions_taken) == done:  # the panel moved under the pointer: look again
            missed += 1
            assert missed < 200, f"{name} was not taken"
            continue
        assert game.deciders[done] == 0, f"{name} was not taken"
        w.coached.append(new)
        w.times.append(time.monotonic())
        new = False
    raise AssertionError("the tutorial did not reach its score pad")


def longest_quiet(coached: list[bool]) -> int:
    run = best = 0
    for c in coached:
        run = 0 if c else run + 1
        best = max(best, run)
    return best


def gain_then_trash(game, seat: int) -> list[str]:
    """The opponent's cards gained and later trashed, and Ballroom cards taken only to trash."""
    gained: set[int] = set()
    bad = []
    for e in game.events:
        if e.seat != seat:
            continue
        if e.kind in ("star_gained", "queen_gained"):
            gained.add(e.data["card"])
        elif e.kind == "card_trashed" and e.data["card"] in gained:
            bad.append(f"trashed the gained card {e.data['card']}")
        elif e.kind == "ballroom_trashed" and e.data["why"] in ("chosen", "unpaid"):
            bad.append(f"took {e.data['kind']} card {e.data['card']} and trashed it")
    return bad


@pytest.mark.slow
def test_the_tutorial_coaches_the_whole_season() -> None:
    d, w = play_tutorial()
    session = d.app.session
    assert w.chapters == set(range(8))
    tipster = tips_attached(session)
    taught = set(tipster.seen)
    assert taught >= MUST_TEACH, sorted(MUST_TEACH - taught)
    assert longest_quiet(w.coached) <= LONGEST_QUIET, (longest_quiet(w.coached), w.coached)
    assert not gain_then_trash(session.game, 1)
    assert len(w.whys) >= 8  # and the opponent said why, turn after turn
    assert w.checked > 100
    known = {t.id for t in load_tips()}
    assert set(tipster.shown) <= known
    # Issue 52: the Hive Bonus (the learner's Card Party) and the PM's Dinner were met with no
    # word, the Tea-card tip shown at the bonus's decision instead: each is told, by a tip of
    # its own topic (met by the learner, or seen done by Lady Tuesday).
    told = {t.topic for t in load_tips() if t.id in tipster.shown}
    assert {"hive_bonus", "pm_dinner"} <= told, tipster.shown


@pytest.mark.slow
def test_the_bubbles_keep_clear_at_150_percent_text() -> None:
    _d, w = play_tutorial(150)
    assert w.checked > 100
    assert longest_quiet(w.coached) <= LONGEST_QUIET
