"""The typed view (issue 53 item 3): what a seat may see, as msgspec Structs, and nothing more.

The permutation test, as the bots' and the phone's (tests/test_bots.py, test_phone_wire.py):
everything hidden from a seat is reshuffled in the real game (the others' hands, draw piles
and Tea cards, every face-down deck, the generator) and the seat's typed view must be equal,
field for field; moving a card the seat can see must change it. `observe()` is the same view
as plain data, so what a bot is given and a phone is sent stays as it was. The screens read
the view, never the state: no module of `gui/` reads a game's `.st`.
"""

from __future__ import annotations

import ast
import pickle
import random
from dataclasses import fields
from pathlib import Path

import msgspec
import pytest
from helpers import permute_hidden
from msgspec.structs import replace

from apistocracy_gui.engine import Game, GameConfig, SeatView, View
from apistocracy_gui.engine import knowledge as known
from apistocracy_gui.engine.knowledge import Knowledge, KnownLadyCat, KnownSeat
from apistocracy_gui.engine.ladycat import LadyCatState
from apistocracy_gui.engine.state import Player, State
from apistocracy_gui.engine.view import as_dict

ON_TURN = ("ladycat", "legal", "knowledge")  # a View's parts that may be absent
OWN = ("hand", "draw", "tea")  # a SeatView's, shown to its own seat only
GUI = Path(__file__).resolve().parents[1] / "apistocracy_gui" / "gui"
CASTS = [GameConfig(("edward", "tuesday"), seed=31),
         GameConfig(("alexandria", "shae", "edward", "tuesday"), seed=32),
         GameConfig(("tuesday",), mode="solo", seed=33),
         GameConfig(("edward", "shae", "alexandria"), mode="advanced", seed=34)]


def positions(config: GameConfig, every: int = 11) -> list[Game]:
    """Copies of one randomly played game every `every` decisions, the whist included."""
    g, rng, kept = Game.new(config), random.Random(config.seed), []
    while not g.is_over:
        if len(g.actions_taken) % every == 0:
            copy = Game(g.config, g.cat, pickle.loads(g.snapshot()))
            copy.events = list(g.events)
            kept.append(copy)
        g.apply(rng.choice(g.legal_actions()))
    return kept


@pytest.mark.parametrize("config", CASTS, ids=lambda c: f"{c.mode}-{len(c.players)}")
def test_the_typed_view_holds_nothing_hidden_from_its_seat(config: GameConfig) -> None:
    """Hidden information (ARCHITECTURE "Hidden information"; rulebook p.5: "keep your hand
    secret"; R6.3, Tea cards face-down): a seat's view is the same whatever is hidden from it,
    its own piles are there (its draw pile sorted: not its order) and the others' are not."""
    rng = random.Random(config.seed)
    phases = set()
    for g in positions(config, every=7):
        for seat in (None, *range(g.seats)):
            v = g.view(seat)
            assert isinstance(v, View) and all(isinstance(p, SeatView) for p in v.players)
            for p, real in zip(v.players, g.st.players, strict=True):
                piles = (p.hand, p.draw, p.tea)
                if p.seat == seat:
                    assert piles == (sorted(real.hand), sorted(real.draw), sorted(real.tea))
                else:
                    assert piles == (None, None, None)
            assert (v.legal is not None) == (v.knowledge is not None) == (
                seat is not None and seat == g.current_player)
            if seat is None:
                continue
            other = permute_hidden(g, seat, rng)
            assert other.state_hash() != g.state_hash() or config.mode == "solo"
            assert other.view(seat) == v
        phases.add(g.phase)
    assert {"season", "whist"} <= phases


def test_a_card_the_seat_can_see_changes_its_typed_view() -> None:
    """The test above can fail: swapping a card between the seat's hand and another's."""
    g = next(g for g in positions(CASTS[0]) if all(p.hand for p in g.st.players))
    h = Game(g.config, g.cat, pickle.loads(g.snapshot()))
    h.events = list(g.events)
    mine, theirs = h.st.players[0].hand, h.st.players[1].hand
    mine[0], theirs[0] = theirs[0], mine[0]
    assert h.view(0) != g.view(0) and h.view(1) != g.view(1)


@pytest.mark.parametrize("config", CASTS[1:3], ids=lambda c: f"{c.mode}-{len(c.players)}")
def test_observe_is_the_typed_view_as_plain_data(config: GameConfig) -> None:
    """`observe()` keeps its contract: the view's fields as dict keys in their order, the
    absent parts (another seat's piles, Lady Cat outside solo, the legal moves off turn)
    left out rather than None, and JSON the same as the typed view's, less those Nones."""
    for g in positions(config, every=23):
        for seat in (None, *range(g.seats)):
            v, obs = g.view(seat), g.observe(seat)
            assert obs == as_dict(v)
            assert list(obs) == [f for f in View.__struct_fields__
                                 if f not in ON_TURN or getattr(v, f) is not None]
            for p, pd in zip(v.players, obs["players"], strict=True):
                assert list(pd) == [f for f in SeatView.__struct_fields__
                                    if f not in OWN or getattr(p, f) is not None]
            if v.knowledge is None:  # (the knowledge holds the engine's task objects)
                typed = msgspec.json.decode(msgspec.json.encode(v))
                assert msgspec.json.encode(obs) == msgspec.json.encode(
                    {k: x for k, x in typed.items() if k not in ON_TURN or x is not None} | {
                        "players": [{k: x for k, x in p.items() if k not in OWN or x is not None}
                                    for p in typed["players"]]})


def test_the_knowledge_names_every_public_field_of_the_state() -> None:
    """The sampler (bots/worlds.py) copies the knowledge into a world field by field: every
    field of the state, of a player and of Lady Cat is in it by name, in the state's order, or
    is one the rules hide (the face-down decks, the others' piles, the RNG) or one the
    knowledge gives apart (the players, Lady Cat, the decision stack). A field added to the
    state and not here fails this test instead of vanishing from every sampled world."""
    apart = ("players", "rng", "stack", "ladycat", *known.FACE_DOWN_DECKS)
    public = [f.name for f in fields(State) if f.name not in apart]
    assert list(known.STATE_FIELDS) == public
    public = [f.name for f in fields(Player) if f.name not in known.HIDDEN_PLAYER_FIELDS]
    assert list(known.PLAYER_FIELDS) == public
    assert list(KnownLadyCat.__struct_fields__) == [f.name for f in fields(LadyCatState)]


@pytest.mark.parametrize("config", CASTS[1:3], ids=lambda c: f"{c.mode}-{len(c.players)}")
def test_the_knowledge_is_typed_and_its_plain_data_converts_back(config: GameConfig) -> None:
    """`View.knowledge` is a Struct whose plain form (what `observe()` gives) holds values of
    the declared types: converting it back, strictly, gives the same Struct (the decision
    stack aside: its tasks are the engine's own objects, copied as they are). Lady Cat's part
    and the knowing seat's own piles are there exactly when they should be."""
    for g in positions(config, every=5):
        seat = g.current_player
        if seat is None:
            continue
        k = g.view(seat).knowledge
        assert isinstance(k, Knowledge) and all(isinstance(p, KnownSeat) for p in k.players)
        plain = g.observe(seat)["knowledge"]
        assert plain == known.as_dict(k)
        assert msgspec.convert(plain | {"stack": []}, Knowledge) == replace(k, stack=[])
        assert plain["stack"] == k.stack == g.st.stack and plain["stack"] is not g.st.stack
        assert (k.ladycat is not None) == (k.solo_level is not None) == (config.mode == "solo")
        assert [p.hand is not None for p in k.players] == [s == seat for s in range(g.seats)]


def test_the_view_cannot_be_written_into() -> None:
    """A reader holds a snapshot: the Structs are frozen."""
    v = Game.new(CASTS[0]).view(0)
    with pytest.raises(AttributeError):
        v.week = 3  # type: ignore[misc]
    with pytest.raises(AttributeError):
        v.players[0].brooch = "queens_ball"  # type: ignore[misc]


def st_reads(source: str, names: tuple[str, ...] = ("st", "observe")) -> list[int]:
    """The lines of `source` that read an attribute named `st` (a game's whole state) or call
    one named `observe` (the plain view, whose keys no type checks)."""
    return [node.lineno for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Attribute) and node.attr in names]


def test_no_module_of_the_gui_reads_the_state_or_the_plain_view() -> None:
    """Issue 53 item 3: the screens read `game.view(seat)` (or `phase`, `week`, `seats`,
    `pending()`), what the seat may see, typed, and never the whole state `game.st`."""
    found = {str(path.relative_to(GUI)): lines for path in sorted(GUI.rglob("*.py"))
             if (lines := st_reads(path.read_text(encoding="utf-8")))}
    assert found == {}


def test_the_terminal_the_phones_the_bots_and_the_review_read_the_typed_view() -> None:
    """Issue 53 item 3: outside the engine no module reads `observe()`'s plain dicts (the
    bots, the review and the coach read `view(seat)`; the bots' own sampled worlds are theirs
    to read whole), and the terminal's words and a phone's page, which a seat reads, read
    neither the plain view nor the state."""
    package = GUI.parent
    found = {str(path.relative_to(package)): lines for path in sorted(package.rglob("*.py"))
             if path.parent.name != "engine"
             and (lines := st_reads(path.read_text(encoding="utf-8"), ("observe",)))}
    found |= {name: lines for name in ("text.py", "text_render.py", "phone_wire.py")
              if (lines := st_reads((package / name).read_text(encoding="utf-8")))}
    assert found == {}


def test_the_state_check_finds_a_read() -> None:
    assert st_reads("def f(game):\n    return game.st.phase\n") == [2]
    assert st_reads("def f(game):\n    return game.observe(0)['phase']\n") == [2]
    assert st_reads("def f(game):\n    return game.phase\n") == []
    assert st_reads("def f(game):\n    return game.st.phase\n", ("observe",)) == []
