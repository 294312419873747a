"""Typed engine events (issue 13): what each seat is told, undo/redo and saves, the docs.

Every action of every seeded playout emitting at least one event, and each seat's Chronicle
being the rendering of that seat's events, are checked after every step of every playout
(`invariants.Checker`). Here: the permutation test that no seat's events reveal what the
rules hide, redaction itself, undo/redo/save consistency and the documented kinds.
"""

from __future__ import annotations

import pickle
import random
import re
from pathlib import Path

import pytest
from invariants import random_game
from test_bots import permute_hidden

from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.engine.events import Event

CONFIGS = [GameConfig(("edward", "tuesday"), seed=31), GameConfig(("shae", "alexandria", "edward"),
           seed=32), GameConfig(("tuesday",), "solo", seed=33),
           GameConfig(("edward", "tuesday", "shae", "alexandria"), "advanced", seed=34)]


def copy_game(g: Game) -> Game:
    h = Game(g.config, g.cat, pickle.loads(g.snapshot()))
    h.events = list(g.events)
    return h


def public_view(g: Game, seat: int) -> dict:
    view = g.observe(seat)
    del view["log"]
    return view


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c.mode}-{len(c.players)}")
def test_no_seat_learns_hidden_information_from_its_events(config: GameConfig) -> None:
    """Permutation test (issue 13; GUIDE "Hidden information"): at decisions through a whole
    game, everything hidden from a seat is reshuffled in a copy (the others' hands and draw
    piles, face-down Tea cards and dealt cards, deck orders, the RNG) and the same action is
    applied to both. Whenever the seat's view of the outcome is the same in both games, the
    events it is given, and the Chronicle lines it reads, must be identical too: an event
    carrying a hidden card would differ. The raw events do differ (the control)."""
    rng = random.Random(config.seed)
    g = Game.new(config)
    checked = control = 0
    while not g.is_over:
        legal = g.legal_actions()
        action = rng.choice(legal)
        if rng.random() < 0.25:
            for seat in range(len(g.st.players)):
                a, b = copy_game(g), permute_hidden(g, seat, rng)
                if action not in b.legal_actions():
                    continue
                since = len(a.events)
                a.apply(action)
                b.apply(action)
                if public_view(a, seat) != public_view(b, seat):
                    continue  # the rules revealed something that differs: nothing to compare
                checked += 1
                assert a.events_for(seat, since) == b.events_for(seat, since), (seat, action)
                assert a.log_for(seat) == b.log_for(seat)
                control += a.events[since:] != b.events[since:]
        g.apply(action)
    assert checked >= 20
    assert control >= 1 or config.mode == "solo"


def test_a_drawn_card_is_a_card_to_the_others() -> None:
    """The week's draw: the drawer's event names the cards, everyone else's copy hides them
    but keeps their number, so a screen can deal the right count of card backs."""
    g = Game.new(GameConfig(("edward", "tuesday"), seed=5))
    draws = [e for e in g.events if e.kind == "cards_drawn"]
    assert [e.seat for e in draws] == [0, 1]
    mine = g.events_for(0)
    own = next(e for e in mine if e.kind == "cards_drawn" and e.seat == 0)
    theirs = next(e for e in mine if e.kind == "cards_drawn" and e.seat == 1)
    assert own.data["cards"] == tuple(draws[0].data["cards"]) and None not in own.data["cards"]
    assert theirs.data["cards"] == (None,) * 4 and theirs.hidden and theirs.data["count"] == 4
    spectator = [e for e in g.events_for(None) if e.kind == "cards_drawn"]
    assert all(e.data["cards"] == (None,) * 4 for e in spectator)


def test_visible_to_limits_an_event_to_its_seats() -> None:
    e = Event("note", 1, {"x": 1}, visible_to=(1,))
    assert e.sees(1) and not e.sees(0) and not e.sees(None)


def test_events_since_an_index_resume_a_stream() -> None:
    g = Game.new(GameConfig(("edward", "tuesday"), seed=6))
    start = len(g.events)
    g.apply(g.legal_actions()[0])
    new = g.events_for(g.st.turn, since=start)
    assert new and new == g.events_for(g.st.turn)[-len(new):]
    assert new[0].kind == "card_placed"


def test_undo_redo_and_saves_keep_the_events() -> None:
    """Undo forgets an action's events (and its Chronicle lines); redo and a loaded save
    produce the very same events again."""
    g = random_game(GameConfig(("edward", "tuesday"), seed=8, casual_undo=True), 3)
    assert g.is_over
    events, log = list(g.events), g.log
    for _ in range(15):
        assert g.undo()
    assert g.events == events[:len(g.events)] and len(g.events) < len(events)
    assert g.log == log[:len(g.log)]
    while g.redo():
        pass
    assert g.events == events and g.log == log
    loaded = Game.from_save(g.to_save())
    assert loaded.events == events and loaded.log == log


def test_a_failed_action_leaves_no_event(monkeypatch: pytest.MonkeyPatch) -> None:
    """An action that fails halfway is rolled back with whatever it had told."""
    g = Game.new(GameConfig(("edward", "tuesday"), seed=9))
    before, log = list(g.events), g.log

    def broken(task, game: Game, action) -> None:
        game.emit("card_placed", 0, area="parlor", space="x")
        raise RuntimeError("boom")

    monkeypatch.setattr(type(g.st.stack[-1]), "apply", broken)
    with pytest.raises(RuntimeError):
        g.apply(g.legal_actions()[0])
    assert g.events == before and g.log == log


def test_every_kind_emitted_is_documented() -> None:
    """ARCHITECTURE.md lists every event kind with its data; playouts of every mode emit
    only documented kinds, and every documented kind is emitted by some rule."""
    doc = (Path(__file__).parent.parent / "ARCHITECTURE.md").read_text(encoding="utf-8")
    section = doc.split("## Events", 1)[1].split("\n## ", 1)[0]
    documented = set(re.findall(r"^\| `([a-z_]+)`", section, re.M))
    seen: set[str] = set()
    for i, config in enumerate(CONFIGS):
        seen |= {e.kind for e in random_game(config, 40 + i).events}
    assert seen <= documented, seen - documented
    src = "".join(p.read_text(encoding="utf-8")
                  for p in (Path(__file__).parent.parent / "apistocracy_gui" / "engine").glob("*.py"))
    emitted = set(re.findall(r'emit\("([a-z_]+)"', src))
    assert documented == emitted, documented ^ emitted
