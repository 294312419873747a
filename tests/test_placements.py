"""The Calling Card placement listing answered from the board's table (`week._Board`, issue
57) equals the areas' own tests asked space by space, as the listing asked them before
(rulebook p.8-13 and p.20 Tea cards; RULINGS R2, R3), and the table's affordability equals
the closed-form test of a single cost (rulebook p.5-6)."""

from __future__ import annotations

import itertools
import random
from collections import Counter

from apistocracy_gui.engine import Action, Game, GameConfig, hive, home, week
from apistocracy_gui.engine.advanced import advanced_data
from apistocracy_gui.engine.catalog import Cost
from apistocracy_gui.engine.influence import affordable_units
from apistocracy_gui.engine.week import Affordable

CHARACTERS = ("edward", "tuesday", "alexandria", "shae")


def space_by_space(g: Game, seat: int) -> list[Action]:
    """The listing as it was asked before the table: every free space's area test
    (`week.AREA_OK`, which `why_not` asks too), then the Beehive's and Home's."""
    st, out = g.st, []
    actions = [a for _bit, a in week._board(g.cat, len(st.players)).actions]
    for space, action in zip(week.board_spaces(g), actions, strict=True):
        in_ballroom = space.area in ("lc", "ton")
        if space.id in st.occupied or (in_ballroom and st.ballroom.get(space.id, -1) < 0):
            continue
        if week.AREA_OK[space.area](g, seat, space.cost):
            out.append(action)
    if hive.placement_ok(g, seat):
        out.append(week.PLACE_BEEHIVE)
    if home.placement_ok(g, seat):
        out.append(week.PLACE_HOME)
    return out or [week.PLACE_STAY]


def _stir(g: Game, seat: int, rng: random.Random) -> None:
    """Change what the placement tests read, in ways a game reaches (and more often):
    influence with Queens, Tea cards of the kinds that pay a cost, the Brooch, an empty
    Parlor or Tea deck, taken spaces, the Gallery sets, the powers' conditions."""
    st, cat = g.st, g.cat
    p = st.players[seat]
    pool = [c.id for c in cat.whist if c.group != "starting" or c.rank == 1]
    p.hand = rng.sample(pool, rng.randint(0, 5))
    p.tracks = [rng.choice((0, 0, 0, 1, 2, 5)) for _ in range(4)]
    p.host_twirled, p.hive_b, p.hive_twirled = rng.random() < 0.5, rng.random() < 0.4, rng.random() < 0.3
    useful = [c.id for c in cat.tea if c.kind.startswith("hive") or c.kind in ("parlor", "silhouette",
                                                                                "miniature", "portrait")]
    p.tea = rng.sample(useful, rng.choice((0, 0, 1, 1, 2, 3)))
    p.brooch = rng.choice(list(cat.hive))
    if rng.random() < 0.2:
        st.parlor = [-1] * len(st.parlor)
    elif rng.random() < 0.3:
        st.parlor[rng.randrange(len(st.parlor))] = -1
    if rng.random() < 0.15:
        st.tea_deck = []
    spaces = [s.id for s in week.board_spaces(g)]
    st.occupied = {sid: rng.randrange(len(st.players)) for sid in spaces if rng.random() < 0.25}
    for sid in st.ballroom:
        if rng.random() < 0.2:
            st.ballroom[sid] = -1
    p.sets = rng.choice(([], [1], [2], [3], [3, 0], [3, 2], [1, 2], [3, 3]))
    st.art_stack = [rng.choice((0, 1, 3)) for _ in st.art_stack]
    p.goal_done, p.home_used = rng.random() < 0.5, rng.random() < 0.3
    if st.mode == "advanced":
        p.adv_bonus = rng.choice(["", *(b.id for b in advanced_data().bonuses)])
    g._legal = None


def _positions(rng: random.Random) -> list[tuple[Game, int]]:
    """Games of 2, 3 and 4 players, standard and advanced, and solo games (Lady Cat's seat
    places no Calling Card), at a Calling Card placement."""
    out = []
    for k in range(28):
        n, mode = (2 + k % 3, ("standard", "advanced")[k // 3 % 2]) if k < 24 else (1, "solo")
        g = Game.new(GameConfig(players=CHARACTERS[k % 4:k % 4 + 1] if n == 1 else CHARACTERS[:n],
                                mode=mode, seed=5700 + k))
        moves = rng.randrange(0, 150)  # then on to the next placement
        while not g.is_over and (moves > 0 or g.pending_kind() != "PlaceCard"):
            g.apply(rng.choice(g.legal_actions()))
            moves -= 1
        if not g.is_over:
            out.append((g, g.st.stack[-1].seat))
    return out


def test_table_listing_equals_the_areas_tests_space_by_space_issue_57() -> None:
    """Over seeded positions (2-4 players, advanced, solo) stirred 4,000 times, the table's
    listing is the space-by-space one, the same actions in the same order (random playouts
    pick by index). The stirs reach every space offered and refused, and Tea cards deciding
    the Parlor, the Beehive and the Gallery (a table that forgot a Tea kind would fail here)."""
    rng = random.Random(57)
    positions = _positions(rng)
    assert len(positions) >= 8
    offered: Counter[str] = Counter()
    refused: Counter[str] = Counter()
    by_tea: Counter[str] = Counter()
    for i in range(4000):
        g, seat = positions[i % len(positions)]
        snap = g.snapshot()
        _stir(g, seat, rng)
        want = space_by_space(g, seat)
        got = week.placements(g, seat)
        assert [a.args for a in got] == [a.args for a in want], (i, g.st.players[seat])
        assert all(a is b for a, b in zip(got, want, strict=True))  # the very actions, labels and all
        ids = {a.args[0] for a in got}
        for s in week.board_spaces(g):
            if s.id not in g.st.occupied:
                (offered if s.id in ids else refused)[s.area] += 1
        tea, g.st.players[seat].tea = g.st.players[seat].tea, []
        for gone in ids - {a.args[0] for a in space_by_space(g, seat)}:
            by_tea[gone.rsplit("_", 1)[0]] += 1
        g.st.players[seat].tea = tea
        g.restore(snap)
    for area in ("parlor", "lc", "ton", "gallery", "tea", "pm_bonus"):
        assert offered[area] > 50 and refused[area] > 50, (area, offered, refused)
    for area in ("parlor", "beehive", "gallery"):
        assert by_tea[area] > 5, by_tea


def test_affordability_table_equals_the_closed_form_of_each_cost_p5() -> None:
    """`Affordable` answers many costs from four lookups; each answer equals
    `affordable_units` of its cost, for every unit count up to 6 a level and 4 Crowns,
    for costs with and without Crowns (and counts beyond its table's top)."""
    costs: list[Cost] = [(1, 0, 0, 0, 0), (2, 0, 0, 0, 0), (0, 1, 0, 0, 0), (0, 0, 1, 0, 0),
                         (0, 0, 0, 2, 0), (1, 1, 0, 1, 0), (0, 0, 0, 0, 1), (1, 0, 0, 0, 2),
                         (0, 2, 1, 0, 1), (0, 0, 0, 0, 0)]
    table = Affordable([(1 << i, c) for i, c in enumerate(costs)])
    for units in itertools.product(range(7), range(7), range(7), range(7), range(5)):
        paid = table.paid(units)
        want = [affordable_units(c, units) for c in costs]
        assert [bool(paid >> i & 1) for i in range(len(costs))] == want, units
    assert table.paid((40, 0, 0, 0, 9)) == (1 << len(costs)) - 1
