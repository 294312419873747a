"""Invariants of a whole game, checked after every action of a random playout (issues 2, 3).

`Checker.play()` drives a game with seeded random choices and, after every action, checks
what must always hold: every card in exactly one place, tracks in range, four Calling Cards
a week, a legal action until the game is over, illegal actions rejected without a trace,
undo/redo exact, hidden information kept out of other seats' views and logs; at the start of
the Whist Phase and at the end, the hand sizes, tricks and score sheets, and a save round
trip that replays the game (so every playout seed gets one; tests/test_saves.py shares
`PLAYOUTS` for its damaged saves).
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from itertools import permutations
from typing import Any

import pytest

from apistocracy_gui.engine import Action, Event, Game, GameConfig, IllegalAction, LogEntry, chronicle
from apistocracy_gui.engine.ballroom import ColumnChoice, GainBallroomCard, PutInColumn
from apistocracy_gui.engine.tearoom import TeaKeep, tea_name
from apistocracy_gui.engine.whist import hand_size

CHARACTERS = ("edward", "tuesday", "alexandria", "shae")
CARD_TOTALS = {"whist": 52, "ton": 26, "lc": 22, "tea": 20}  # rulebook p.2 components
PRIVATE_PLAYER_KEYS = ("hand", "draw", "tea")
UNDO_EVERY = 7  # sample undo/redo on every 7th action
BOGUS = Action("no_such_action", ("nowhere",))
SCORE_LINES = ("Whist tricks", "Social Beehive", "Art", "Connections", "Tea cards", "Host bonus")


LEANINGS = ("", "parlor", "beehive", "ballroom")
PASSIVE = {("done", ()), ("skip", ()), ("bonus", ("decline",)), ("column", ("trash",)),
           ("ton", ("skip",))}


class Chooser:
    """Seeded random choices. Uniform play rarely reaches some states (a whist hand over the
    hand size, the Queen's Ball, an empty Queen deck, a full column), so three choice seeds in
    four lean towards one area: its spaces, climbing, and taking what is offered weigh more."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.leaning = LEANINGS[seed % len(LEANINGS)]

    def __call__(self, g: Game) -> Action:
        legal = g.legal_actions()
        if not self.leaning:
            return self.rng.choice(legal)
        return self.rng.choices(legal, [self.weight(g, a) for a in legal])[0]

    def weight(self, g: Game, a: Action) -> float:
        lean = self.leaning
        if lean == "parlor" and a.kind in ("trash", "done"):  # keep the Star cards
            return 0.05 if a.kind == "trash" else 5.0
        if (a.kind, a.args) in PASSIVE:
            return 0.2
        if a.kind == "place":
            space = a.args[0]
            ours = space.startswith(("lc", "ton")) if lean == "ballroom" else space.startswith(lean)
            return 8.0 if ours or (lean == "parlor" and space.startswith("pm_bonus")) else 1.0
        if a.kind == "move" and lean == "beehive":
            here = g.cat.hive[g.st.players[g.current_player].brooch].level
            return 8.0 if g.cat.hive[a.args[0]].level > here else 1.0
        return 1.0


def playouts(per_count: dict[int, int]) -> list[tuple[GameConfig, int]]:
    """(config, choice seed) for `per_count[n]` games of n players; the seat order and the
    characters rotate, and every fifth game allows casual undo (undo past reveals)."""
    out = []
    for n, games in per_count.items():
        orders = list(permutations(CHARACTERS, n))
        for k in range(games):
            seed = 1000 * n + k
            players = orders[(k * 7) % len(orders)]
            out.append((GameConfig(players=players, seed=seed, casual_undo=k % 5 == 4), seed))
    return out


PLAYOUTS = playouts({2: 110, 3: 90, 4: 75})


def tiered(games: list[tuple[GameConfig, int]], name: Callable[[GameConfig, int], str]) -> list[Any]:
    """The playouts as the tests' parameters: the first game of each player count stays in the
    fast tier (it plays a whole game of every size with every check), the others are `slow`
    (README, "Tests")."""
    out, sizes = [], set()
    for config, seed in games:
        size = len(config.players)
        out.append(pytest.param(config, seed, id=name(config, seed),
                                marks=pytest.mark.slow if size in sizes else ()))
        sizes.add(size)
    return out


def json_round_trip(data: dict[str, Any]) -> dict[str, Any]:
    return json.loads(json.dumps(data))


def random_game(config: GameConfig, choice_seed: int) -> Game:
    """A whole game with the playouts' random choices and no checks (saves, replays)."""
    g = Game.new(config)
    choose = Chooser(choice_seed)
    while not g.is_over:
        g.apply(choose(g))
    return g


# --------------------------------------------------------------------------- card zones
def card_zones(g: Game) -> dict[str, dict[str, list[int]]]:
    """Every place a card can be, by card kind: the state's piles, spaces and mats, the
    cards held by pending tasks (Tea cards being chosen, a ballroom card on its way to a
    column), the current trick, and the starting cards of absent characters (in the box)."""
    st, cat = g.st, g.cat
    zones: dict[str, dict[str, list[int]]] = {k: {} for k in CARD_TOTALS}
    whist, ton, lc, tea = zones["whist"], zones["ton"], zones["lc"], zones["tea"]
    for s, p in enumerate(st.players):
        for z in ("draw", "hand", "discard", "won"):
            whist[f"p{s}.{z}"] = getattr(p, z)
        ton[f"p{s}.ton"], lc[f"p{s}.lc"] = p.ton, p.lc
        tea[f"p{s}.tea"], tea[f"p{s}.tea_kept"] = p.tea, p.tea_kept
    for z in ("star_deck", "star_discard", "queen_deck", "regular_deck", "whist_trash"):
        whist[z] = getattr(st, z)
    whist["parlor"] = [c for c in st.parlor if c >= 0]
    whist["trick"] = [c for _seat, c in st.trick]
    ranks = {cat.characters[p.character].starting_rank for p in st.players}
    whist["box"] = [c.id for c in cat.whist if c.group == "starting" and c.rank not in ranks]
    for kind in ("ton", "lc"):
        zones[kind]["deck"] = getattr(st, f"{kind}_deck")
        zones[kind]["discard"] = getattr(st, f"{kind}_discard")
        zones[kind]["trash"] = getattr(st, f"{kind}_trash")
        zones[kind]["ballroom"] = [c for s, c in st.ballroom.items() if s.startswith(kind) and c >= 0]
    tea["deck"], tea["trash"] = st.tea_deck, st.tea_trash
    for i, task in enumerate(st.stack):
        if isinstance(task, TeaKeep):
            tea[f"stack{i}.TeaKeep"] = list(task.drawn)
        elif isinstance(task, (GainBallroomCard, ColumnChoice, PutInColumn)):
            zones[task.kind][f"stack{i}.{type(task).__name__}"] = [task.card]
    return zones


def check_cards(g: Game) -> None:
    """Rulebook p.2 component counts: each card is in exactly one place."""
    for kind, zones in card_zones(g).items():
        where: dict[int, list[str]] = {}
        for zone, cards in zones.items():
            for cid in cards:
                where.setdefault(cid, []).append(zone)
        twice = {cid: zs for cid, zs in where.items() if len(zs) > 1}
        missing = set(range(CARD_TOTALS[kind])) - set(where)
        assert not twice and not missing and len(where) == CARD_TOTALS[kind], (
            f"{kind} cards: in two places {twice}, nowhere {sorted(missing)}, "
            f"unknown {sorted(set(where) - set(range(CARD_TOTALS[kind])))}")


# --------------------------------------------------------------------------- views
def hidden_tea_names(g: Game, viewer: int | None) -> set[str]:
    """Names of the Tea cards `viewer` must not see: others' face-down cards (R6.3) and the
    cards another seat is choosing between."""
    out = {tea_name(g, t) for s, p in enumerate(g.st.players) if s != viewer for t in p.tea}
    top = g.st.stack[-1] if g.st.stack else None
    if isinstance(top, TeaKeep) and top.seat != viewer:
        out |= {tea_name(g, t) for t in top.drawn}
    return out


Rendered = dict[tuple[int | None, int], tuple[Event, list[LogEntry]]]


def check_views(g: Game, rendered: Rendered | None = None) -> None:
    """observe(seat) holds no other seat's hand, draw deck or Tea cards; log_for(seat) holds
    no other seat's private entries; legal actions go to the current seat only.

    `rendered`: the Chronicle lines already rendered in this game, by (viewer, event index)
    with the (redacted) event they were rendered from. A playout checks the views after
    every action, and rendering every event again each time made the playouts quadratic
    (more than half of their time); an event equal to the one at its index is not rendered
    again (its lines are a function of the event and the game's fixed data, chronicle.py),
    and the checker renders the whole Chronicle afresh once more at the end (`check_end`)."""
    st, current = g.st, g.current_player
    for viewer in (None, *range(len(st.players))):
        view = g.observe(viewer)
        for pv, p in zip(view["players"], st.players, strict=True):
            hidden = [sorted(getattr(p, k)) for k in PRIVATE_PLAYER_KEYS]
            if pv["seat"] == viewer:
                assert [pv[k] for k in PRIVATE_PLAYER_KEYS] == hidden
                continue
            assert not set(PRIVATE_PLAYER_KEYS) & set(pv), f"{viewer} sees seat {pv['seat']}'s cards"
        assert ("legal" in view) == (viewer is not None and viewer == current)
        entries = g.log_for(viewer)
        assert all(e.visible_to is None or viewer in e.visible_to for e in entries)
        assert len(entries) == sum(e.visible_to is None or viewer in e.visible_to for e in g.log)
        assert view["log"] == [e.text for e in entries]
        # Issue 13: the seat's Chronicle is the rendering of the seat's own (redacted) events.
        told = [ln for i, e in enumerate(g.events_for(viewer)) for ln in _lines(g, viewer, i, e, rendered)]
        assert [ln.text for ln in told if ln.visible_to is None or viewer in ln.visible_to] == \
            [e.text for e in entries]
        secret = hidden_tea_names(g, viewer)
        texts = [view["prompt"], *(e.text for e in entries[-12:])]
        assert not any(name in text for name in secret for text in texts), (viewer, secret)


def _lines(g: Game, viewer: int | None, i: int, e: Event, rendered: Rendered | None) -> list[LogEntry]:
    if rendered is None:
        return chronicle.lines(g, e)
    seen = rendered.get((viewer, i))
    if seen is None or seen[0] != e:
        seen = rendered[viewer, i] = (e, chronicle.lines(g, e))
    return seen[1]


# --------------------------------------------------------------------------- the checker
class Checker:
    """Plays one game with random choices and checks every invariant after every action."""

    def __init__(self, config: GameConfig, choice_seed: int):
        self.config = config
        self.g = Game.new(config)
        self.choose = Chooser(choice_seed)
        self.n = len(config.players)
        self.size = hand_size(self.g)
        self.placed: Counter[tuple[int, int]] = Counter()  # (week, seat) -> Calling Cards placed
        self.plays = 0
        self.whist_checked = False
        self.hash = self.g.state_hash()
        self.steps = 0
        self.rendered: Rendered = {}  # the Chronicle lines rendered so far (check_views)

    def play(self) -> Game:
        self.check_state()
        while not self.g.is_over:
            self.step(self.choose(self.g))
        self.check_end()
        return self.g

    def step(self, action: Action) -> None:
        g, st = self.g, self.g.st
        kind, seat, week = g.pending_kind(), g.current_player, st.week
        before, log_len, told = self.hash, len(g.log), len(g.events)
        self.check_illegal(before, log_len)
        g.apply(action)
        assert len(g.events) > told, f"{action} ({kind}) emitted no event"  # issue 13
        self.steps += 1
        self.hash = g.state_hash()
        if self.steps % UNDO_EVERY == 0 and g.can_undo:
            self.check_undo_redo(before, log_len)
        if kind == "PlaceCard" and action.kind == "place":
            self.placed[week, seat] += 1
        elif kind == "PlayCard":
            self.plays += 1
        if st.week != week or st.phase != "season":
            assert all(self.placed[week, s] == 4 for s in range(self.n)), (week, self.placed)
        self.check_state()

    def check_illegal(self, before: str, log_len: int) -> None:
        """Issue 2: an illegal action raises IllegalAction and changes nothing."""
        g = self.g
        legal = g.legal_actions()
        stale = g.actions_taken[-1:] if g.actions_taken else []
        for bad in [BOGUS, *(a for a in stale if a not in legal)]:
            try:
                g.apply(bad)
            except IllegalAction:
                pass
            else:
                raise AssertionError(f"{bad} was accepted; legal: {legal}")
            assert g.state_hash() == before and len(g.log) == log_len and g.legal_actions() == legal

    def check_undo_redo(self, before: str, log_len: int) -> None:
        """Issue 2: undo then redo returns the identical state (the RNG is in the state)."""
        g = self.g
        log, events = [e.text for e in g.log], list(g.events)
        assert g.undo()
        assert g.state_hash() == before and len(g.log) == log_len
        assert g.events == events[:len(g.events)]
        assert g.redo()
        assert g.state_hash() == self.hash and [e.text for e in g.log] == log
        assert g.events == events

    def check_state(self) -> None:
        g, st = self.g, self.g.st
        check_cards(g)
        top = g.cat.numbers["track_max"]
        assert all(0 <= t <= top for p in st.players for t in p.tracks), [p.tracks for p in st.players]
        if g.is_over:
            assert st.phase == "over" and g.current_player is None and not g.legal_actions()
        else:
            assert g.legal_actions() and g.current_player in range(self.n), g.pending_kind()
        if st.phase == "season":
            for s, p in enumerate(st.players):
                assert p.calling + self.placed[st.week, s] in (0, 4), (st.week, s, p.calling)
        if g.pending_kind() == "PlayCard" and not self.whist_checked:
            self.whist_checked = True
            assert st.tricks_played == 0 and not st.trick
            assert [len(p.hand) for p in st.players] == [self.size] * self.n
        check_views(g, self.rendered)

    def check_end(self) -> None:
        """Issue 3: hand-size tricks, 2 VP a trick, totals = sum of lines, one result; the same
        seed and choices replay to the same game."""
        g, st = self.g, self.g.st
        assert self.whist_checked
        assert st.tricks_played == self.size == sum(p.tricks for p in st.players)
        assert self.plays == self.n * self.size
        assert sum(len(p.won) for p in st.players) == self.n * self.size
        sheets = g.scores()
        for s, sheet in enumerate(sheets):
            assert tuple(ln.name for ln in sheet.lines) == SCORE_LINES
            trick_vp = dict(sheet.lines[0].parts)[f"{st.players[s].tricks} trick(s) x 2"]
            assert trick_vp == 2 * st.players[s].tricks
            assert all(ln.total == sum(v for _label, v in ln.parts) for ln in sheet.lines)
            assert sheet.total == sum(ln.total for ln in sheet.lines)
            assert sheet.influence == sum(st.players[s].tracks)
        best = max((sh.total, sh.influence) for sh in sheets)
        assert g.winners() == [sh.seat for sh in sheets if (sh.total, sh.influence) == best]
        assert [e.text for e in g.log].count("The game is over") == 1
        check_views(g)  # the whole Chronicle rendered afresh from the final game
        try:
            g.apply(BOGUS)
        except IllegalAction:
            pass
        else:
            raise AssertionError("an action was accepted after the game ended")
        self.check_save(g)

    def check_save(self, g: Game) -> None:
        """Issue 3: the game saved as plain JSON replays, through `Game.from_save` (the seed's
        first position and the same choices, the final hash verified), to the same game. The
        round trip is the replay check too, so each playout seed's game is played once."""
        save = g.to_save()
        assert json_round_trip(save) == save  # nothing but JSON types
        replay = Game.from_save(json_round_trip(save))
        assert replay.config == self.config and replay.is_over
        assert replay.state_hash() == g.state_hash() == save["state_hash"]
        assert replay.actions_taken == g.actions_taken
        assert [e.text for e in replay.log] == [e.text for e in g.log]
        assert replay.events == g.events
        assert [s.total for s in replay.scores()] == [s.total for s in g.scores()]
