"""The Hint is the review's judgement (issue 56): one judge for the Hint and the season review.

The Hint is the move the review's search (`review.decision.best_move`) rates best at the Hint's
thinking time, from the player's own view and legal actions only; it is asked off the frame
loop (the Hint button returns at once, a thinking sign shows, the hint appears once the worker
is done), and an undo cancels it. A seat that follows every hint is rated best or good by the
review of its game.
"""

from __future__ import annotations

import os
import threading

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame
import pytest
from test_gui_season import key, make_app, start

from apistocracy_gui.bots import MediumBot
from apistocracy_gui.bots.hard import MOVE_COST, Cancelled, never
from apistocracy_gui.bots.hint import reason
from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.gui.scenes import hint_sign
from apistocracy_gui.review import hint as hint_mod
from apistocracy_gui.review.decision import best_move, decision_seed
from apistocracy_gui.review.hint import GENTLE, hint
from apistocracy_gui.review.season import BASE_SEED, review_save
from apistocracy_gui.review.settings import default


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))


def _week_two(players: tuple[str, ...], seed: int) -> Game:
    """A game of Medium bots played into its second week (a real position, cards in play)."""
    g = Game.new(GameConfig(players=players, seed=seed))
    bots = [MediumBot(seed + s) for s in range(len(players))]
    while g.st.week < 2:
        seat = g.to_move
        g.apply(bots[seat].choose(g.view(seat), g.legal_actions()))
    while g.pending_kind() != "PlaceCard":
        seat = g.to_move
        g.apply(bots[seat].choose(g.view(seat), g.legal_actions()))
    return g


def test_the_hint_is_the_reviews_best_move() -> None:
    g = _week_two(("edward", "tuesday", "alexandria"), 5601)
    seat, legal, index = g.current_player, g.legal_actions(), len(g.actions_taken)
    settings = default()
    found = hint(g.view(seat), legal, index)
    assert found.action in legal
    assert found.action == best_move(g.view(seat), legal, decision_seed(BASE_SEED, index),
                                     settings, settings.hint_budget)
    assert found.why == reason(g.view(seat), found.action, index)


def test_the_hint_reads_the_seats_view_only() -> None:
    """Other hands and the draw piles changed (RULINGS R7.1: hidden), the same hint."""
    g = _week_two(("edward", "tuesday"), 5602)
    seat = g.current_player
    before = g.view(seat)
    first = hint(before, g.legal_actions(), len(g.actions_taken))
    other = g.st.players[1 - seat]
    assert other.hand and other.draw
    other.hand[0], other.draw[0] = other.draw[0], other.hand[0]  # a hidden card swapped
    mine = g.st.players[seat]
    mine.draw.reverse()  # the seat's own face-down draw pile reordered
    after = g.view(seat)
    assert after == before
    assert hint(after, g.legal_actions(), len(g.actions_taken)) == first


def test_the_gentlest_level_is_mediums_move() -> None:
    g = _week_two(("edward", "tuesday"), 5603)
    seat, legal, index = g.current_player, g.legal_actions(), len(g.actions_taken)
    assert hint(g.view(seat), legal, index, GENTLE).action == MediumBot(index).choose(
        g.view(seat), legal)


@pytest.mark.slow
def test_a_seat_that_follows_the_hint_is_rated_best_or_good() -> None:
    """Seat 0 follows every hint for its first decisions; the review (at its own depth,
    counted in simulated moves) classes each of them best or good."""
    g = Game.new(GameConfig(players=("edward", "tuesday"), seed=5604))
    other = MediumBot(11)
    hinted: set[int] = set()
    while len(hinted) < 8:
        seat, legal = g.to_move, g.legal_actions()
        if seat == 0 and len(legal) > 1:
            hinted.add(len(g.actions_taken))
            g.apply(hint(g.view(0), legal, len(g.actions_taken)).action)
        else:
            g.apply(other.choose(g.view(seat), legal) if seat else legal[0])
    settings = default()
    review = review_save(g.to_save(), seats={0}, budget=settings.budget(2),
                         virtual=MOVE_COST * 1e6, indices=hinted)
    assert {d.index for d in review.decisions} == hinted
    assert {d.klass for d in review.decisions} <= {"best", "good"}, review.decisions


class Gate:
    """The hint's search held until the test lets it go (so the frame loop is seen not to
    wait for it), or until it is cancelled."""

    def __init__(self, monkeypatch) -> None:
        self.go = threading.Event()
        self.cancelled = False
        real = hint_mod.judged

        def judged(view, legal, index, stop=never):
            while not self.go.wait(0.005):
                if stop():
                    self.cancelled = True
                    raise Cancelled
            return real(view, legal, index, stop)

        monkeypatch.setattr(hint_mod, "judged", judged)


def test_the_hint_is_searched_off_the_frame_loop(monkeypatch) -> None:
    """The sign says the computer is looking while the frames go on. It sits in the top bar
    beside the Hint button, the prompt ending before it (issue 52: it was a note under the
    button that covered the first opponent panel's name)."""
    from apistocracy_gui.gui import theme as T

    gate = Gate(monkeypatch)
    placed: list[tuple[str, pygame.Rect]] = []
    monkeypatch.setattr(T, "PLACED", placed)
    app = make_app()
    session, scene = start(app)
    app.frame([key(pygame.K_h)], 0.01)  # returns although the search is held
    assert scene.hint_shown is None and session.hinter.busy
    placed.clear()
    scene.dirty = True
    app.frame([], 0.01)
    signs = [r for s, r in placed if s.startswith("Thinking")]
    assert signs  # the sign, while the search goes on
    sign, bar, hint = hint_sign.sign_rect(scene), scene.lay.top.rect, scene.buttons["hint"].rect
    assert sign is not None and bar.contains(sign) and sign.right < hint.x and sign.contains(signs[-1])
    assert not any(sign.colliderect(a.rect) for a in scene.layout().opps)
    assert all(r.right <= sign.x or not r.colliderect(bar) for s, r in placed if s not in ("Thinking.",)
               and not s.startswith("Thinking") and r.top < bar.bottom)  # the prompt ends before it
    notes = [s for s, _r in placed if s.startswith("Thinking")]
    gate.go.set()
    session.hinter.thinking.wait()
    app.frame([], 0.01)
    assert scene.hint_shown is not None
    assert scene.hint_shown.action in session.game.legal_actions()
    assert not session.hinter.busy and session.hints_used
    placed.clear()
    scene.dirty = True
    app.frame([], 0.01)
    assert notes and not [s for s, _r in placed if s.startswith("Thinking")]  # no sign once the hint is there


def test_an_undo_cancels_the_hint(monkeypatch) -> None:
    gate = Gate(monkeypatch)
    app = make_app()
    session, scene = start(app)
    g = session.game
    session.act(g.legal_actions()[0])  # something to undo
    while not session.is_human(g.current_player):
        session.bot_step()
    scene.changed()
    app.frame([key(pygame.K_h)], 0.01)
    worker = session.hinter.thinking
    assert worker is not None and worker.alive
    app.frame([key(pygame.K_z, pygame.KMOD_CTRL)], 0.01)
    assert session.hinter.thinking is None and not worker.alive and gate.cancelled
    app.frame([], 0.01)
    assert scene.hint_shown is None
