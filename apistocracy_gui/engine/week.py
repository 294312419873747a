"""The Season Phase: weeks, turns and Calling Card placement (rulebook p.7-8, p.14; R3).

Each week every player draws up to 4 cards, then players place one Calling Card a turn,
clockwise from the First Player, until all are placed; then the week resets. A player who
can afford no space places on the Beehive without moving (R3), so nobody is ever stuck.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from ..i18n import N_, _
from . import ballroom, characters, decks, gallery, hive, home, influence, ladycat, names, parlor, tearoom
from .actions import Action, fixed
from .catalog import CROWN, BoardSpace, Catalog, Cost
from .flow import Decision, Task
from .influence import add
from .names import AREA_NAMES, area

if TYPE_CHECKING:
    from .kernel import Rules
    from .state import Player


def board_spaces(g: Rules) -> tuple[BoardSpace, ...]:
    """The Assembly Room spaces in play: the side for the player count, 4-player spaces only
    with 4 players (rulebook p.3), and the two PM's Dinner bonus spaces."""
    return _board_spaces(g.cat, len(g.st.players))


@lru_cache(maxsize=16)
def _board_spaces(cat: Catalog, n: int) -> tuple[BoardSpace, ...]:
    side = cat.boards[cat.board_side(n)]
    return tuple(s for s in side if n != 3 or not s.four_player) + tuple(cat.pm_bonus)


def _pm_bonus_ok(g: Rules, seat: int, cost: Cost) -> bool:
    """A PM's Dinner bonus space is a free Parlor action, so like the Parlor it needs a
    face-up Star card, and the Brooch on a space with the PM's Dinner."""
    return g.cat.hive[g.st.players[seat].brooch].pm_dinner and parlor.placement_ok(g, seat, cost)


# Whether the seat may use a free space of an area at a cost: the areas' own tests, which
# `why_not` asks and `placements` answers from a table (tests/test_placements.py holds them equal).
PlacementOk = Callable[["Rules", int, Cost], bool]
AREA_OK: dict[str, PlacementOk] = {
    "parlor": parlor.placement_ok, "lc": ballroom.affordable, "ton": ballroom.affordable,
    "gallery": gallery.placement_ok, "tea": tearoom.placement_ok, "pm_bonus": _pm_bonus_ok}


def _space_label(area_key: str, cost: Cost) -> str:
    return _("{area} ({cost})").format(area=area(area_key), cost=names.cost(cost))


@lru_cache(maxsize=16)
def _space_index(cat: Catalog, n: int) -> dict[str, BoardSpace]:
    return {s.id: s for s in _board_spaces(cat, n)}


def board_space(g: Rules, space: str) -> BoardSpace | None:
    """The board space in play with id `space` (None for the Beehive, Home or another id)."""
    return _space_index(g.cat, len(g.st.players)).get(space)


PLACE_BEEHIVE = fixed("place", ("beehive",), N_("the Beehive"))
PLACE_HOME = fixed("place", ("home",), N_("At Home with Host (free)"))
PLACE_STAY = fixed("place", ("beehive_stay",), N_("the Beehive, without moving (no space is affordable)"))


class Affordable:
    """`affordable_units` of many costs at once, in four lookups: for a list of (bit, cost)
    questions, the OR of the bits of the costs some unit counts pay.

    A cost is paid exactly when each of the four counts of `influence.at_least` reaches its
    need (`influence.needs`), and the needs depend on the units only through the number of
    Crowns. So by Crowns (up to the largest a cost asks; more change nothing) and by level,
    a table gives for each count the bits of the questions whose need it meets (the last
    entry for every larger count), and the answer is the AND of four entries. A listing of
    the placements asks all the board's costs at every turn (`_Board`).
    """

    __slots__ = ("_tables", "_top")

    def __init__(self, questions: Sequence[tuple[int, Cost]]) -> None:
        crowns = max((cost[CROWN] for _bit, cost in questions), default=0)
        needs = [[(bit, influence.needs(cost, c)) for bit, cost in questions] for c in range(crowns + 1)]
        self._top = top = max((max(r) for by in needs for _bit, r in by), default=0)
        self._tables = tuple(tuple(tuple(_bits(by, level, count) for count in range(top + 1))
                                   for level in range(4)) for by in needs)

    def paid(self, units: Sequence[int]) -> int:
        tables = self._tables
        crowns = units[CROWN]
        t0, t1, t2, t3 = tables[crowns] if crowns < len(tables) else tables[-1]
        u0, u1, u2, u3 = influence.at_least(units)
        top = self._top
        return (t0[u0 if u0 < top else top] & t1[u1 if u1 < top else top]
                & t2[u2 if u2 < top else top] & t3[u3 if u3 < top else top])


def _bits(needs: list[tuple[int, tuple[int, int, int, int]]], level: int, count: int) -> int:
    out = 0
    for bit, need in needs:
        if need[level] <= count:
            out |= bit
    return out


class _Board:
    """The placement tests of one board (catalog and player count) as bits, made once.

    A listing asks the same few questions every turn: which of the board's costs the seat's
    influence pays, which areas are open (a Star card in the Parlor, Tea cards in the deck),
    which spaces are taken. Each board space is a bit of an int (`bits`), and so is each
    question of cost: bit i is space i's own cost, bit i of the block of a painting (shifted
    by its `shift`) is a Gallery space i's cost with the painting's, and the Beehive's moves
    have bits above. Four lookups by the seat's unit counts (`Affordable`) answer every
    question at once, and the areas' tests become masks (an area-by-area chain of calls cost
    some 60,000 machine instructions a listing; valgrind, issue 57).
    """

    def __init__(self, cat: Catalog, n: int) -> None:
        spaces = _board_spaces(cat, n)
        size = len(spaces)

        def mask(*areas: str) -> int:
            return sum(1 << i for i, s in enumerate(spaces) if s.area in areas)

        self.actions = tuple((1 << i, Action("place", (s.id,), (_space_label, s.area, s.cost)))
                             for i, s in enumerate(spaces))  # immutable: made once, offered often
        # By block of 8 spaces (its first bit, then each of its 256 subsets): the actions of the
        # spaces in the subset, in the board's order. A listing reads a block's in one lookup,
        # not a test per space (issue 57).
        acts = [a for _bit, a in self.actions]
        self.blocks = tuple((start, tuple(tuple(a for i, a in enumerate(acts[start:start + 8])
                                                if subset >> i & 1) for subset in range(256)))
                            for start in range(0, size, 8))
        self.bits = {s.id: 1 << i for i, s in enumerate(spaces)}
        self.parlor, self.balls, self.pm = mask("parlor"), mask("lc", "ton"), mask("pm_bonus")
        self.tea, self.gallery = mask("tea"), mask("gallery")
        questions = [(1 << i, s.cost) for i, s in enumerate(spaces)]
        # By painting: the shifts of the blocks of the Gallery spaces' costs with it, without and
        # with the Art bonus.
        self.art_kinds = tuple(a.kind for a in cat.art)
        shifts: list[int] = []
        for art in cat.art:
            for cost in (art.cost, gallery.less_one(art.cost)):  # without and with the Art bonus
                shift = size * (1 + len(shifts))
                shifts.append(shift)
                questions += [(1 << (shift + i), add(s.cost, cost)) for i, s in enumerate(spaces)
                              if s.area == "gallery"]
        self.shifts = tuple(zip(shifts[::2], shifts[1::2], strict=True))  # by painting
        move_bits: dict[Cost, int] = {}
        shift = size * (1 + len(shifts))
        for here in cat.hive:
            for _dest, cost, _tea, _up in hive.moves_from(cat, here):
                move_bits.setdefault(cost, 1 << (shift + len(move_bits)))
        questions += [(b, cost) for cost, b in move_bits.items()]
        by_cost: dict[Cost, int] = {}  # each cost asked once, answering all its questions
        for b, cost in questions:
            by_cost[cost] = by_cost.get(cost, 0) | b
        self.paid = Affordable([(b, cost) for cost, b in by_cost.items()])
        # By Brooch space: the bits of its moves' costs, the Tea kinds that may pay one, the
        # PM's Dinner.
        self.hive = {sid: (sum({move_bits[cost] for _d, cost, _t, _u in hive.moves_from(cat, sid)}),
                           tuple({tea for _d, _c, tea, _u in hive.moves_from(cat, sid) if tea}),
                           here.pm_dinner) for sid, here in cat.hive.items()}
        self.tea_kinds = tuple(t.kind for t in cat.tea)  # by Tea card id


@lru_cache(maxsize=16)
def _board(cat: Catalog, n: int) -> _Board:
    return _Board(cat, n)


def placements(g: Rules, seat: int) -> list[Action]:
    """The legal placements, in the board's order, then the Beehive and Home (or the Beehive
    without moving when nothing else is legal): the areas' tests (`AREA_OK`, `hive`, `home`)
    answered from the board's bits (`_Board`)."""
    st = g.st
    p = st.players[seat]
    board = _board(g.cat, len(st.players))
    paid = board.paid.paid(influence.unit_counts(g.cat, p))
    bits = board.bits
    taken = 0
    for sid in st.occupied:
        taken |= bits[sid]
    for sid, cid in st.ballroom.items():  # (setup lists every Ballroom space of the board)
        if cid < 0:
            taken |= bits[sid]  # a Ballroom space without its card
    free = ~taken
    move_costs, hive_teas, pm_dinner = board.hive[p.brooch]
    ok = paid & free & board.balls  # (an L&C or Ton space asks its cost only)
    if st.tea_deck:
        ok |= paid & free & board.tea
    open_ = (board.parlor | board.pm if pm_dinner else board.parlor) & free
    if open_ and st.parlor.count(-1) < len(st.parlor):  # a face-up Star card
        ok |= paid & open_
        if open_ & ~paid and _holds(p, board, (parlor.TEA_KIND,)):
            ok |= open_  # a Parlor Tea card pays the space
    if board.balls & free & ~ok and characters.has_power(g, seat, "free_ballroom"):
        ok |= board.balls & free  # a free Ballroom space, whatever it costs
    if board.gallery & free:
        ok |= _gallery(g, seat, board, paid, board.gallery & free)
    out: list[Action] = []
    for start, by_subset in board.blocks:
        out += by_subset[ok >> start & 255]
    if paid & move_costs or (hive_teas and _holds(p, board, hive_teas)):
        out.append(PLACE_BEEHIVE)
    if not p.home_used:
        out.append(PLACE_HOME)
    if not out:
        out.append(PLACE_STAY)
    return out


def _holds(p: Player, board: _Board, kinds: tuple[str, ...]) -> bool:
    """Whether the player holds a Tea card of one of `kinds` (one that can replace a cost)."""
    tea_kinds = board.tea_kinds
    for cid in p.tea:  # noqa: SIM110 (a loop: see hive.placement_ok)
        if tea_kinds[cid] in kinds:
            return True
    return False


def _gallery(g: Rules, seat: int, board: _Board, paid: int, spaces: int) -> int:
    """Those of the Gallery `spaces` where some set's next painting can be commissioned
    (`gallery.placement_ok`): the painting's cost paid on top of the space's, or a Tea card
    of its kind for the painting and the space's own cost paid."""
    p, size, stack = g.st.players[seat], len(board.art_kinds), g.st.art_stack
    arts = []
    for n in p.sets:
        if n < size:
            arts.append(n)
    bonus = None  # the Art bonus, asked only when it makes a difference
    ok = 0
    for a in arts or (0,):
        if stack[a] > 0:
            plain, less = board.shifts[a]
            paints = (paid >> plain) & spaces
            if paints != (paid >> less) & spaces:
                if bonus is None:
                    bonus = characters.has_power(g, seat, "art_bonus")
                if bonus:
                    paints = (paid >> less) & spaces
            ok |= paints
            rest = paid & spaces & ~ok
            if rest and _holds(p, board, (board.art_kinds[a],)):
                ok |= rest
    return ok


def start_action(g: Rules, seat: int, space: str) -> None:
    st, p = g.st, g.st.players[seat]
    p.calling -= 1
    board = board_space(g, space)
    area = board.area if board else space.removesuffix("_stay")
    p.last_area = area
    g.emit("card_placed", seat, area=area, space=space)
    if board is None:
        if area == "home":
            home.start(g, seat)
            return
        st.beehive_cards.append(seat)
        if space == "beehive":
            hive.start(g, seat)
        else:
            hive.stay(g, seat)
        return
    st.occupied[space] = seat
    if area == "parlor":
        parlor.start(g, seat, board.cost, AREA_NAMES["parlor"])
    elif area in ("lc", "ton"):
        ballroom.start(g, seat, space, board.cost)
    elif area == "gallery":
        gallery.start(g, seat, board.cost)
    elif area == "tea":
        tearoom.start(g, seat, board.cost)
    else:
        g.push(parlor.ParlorAction(seat))


@dataclass(slots=True)
class PlaceCard(Decision):
    def prompt(self, g: Rules) -> str:
        return _("Place a Calling Card")

    def public_prompt(self, g: Rules) -> str:
        return _("{who} is placing a Calling Card").format(who=g.name(self.seat))

    def legal(self, g: Rules) -> list[Action]:
        return placements(g, self.seat)

    def apply(self, g: Rules, action: Action) -> None:
        start_action(g, self.seat, action.args[0])


@dataclass(slots=True)
class StartWeek(Task):
    def run(self, g: Rules) -> None:
        st = g.st
        g.emit("week_started", None, week=st.week, first=st.first)
        for seat, p in enumerate(st.players):
            p.calling = g.calling_cards(seat)
            if ladycat.is_cat(g, seat):
                continue
            decks.draw(g, seat, g.cat.numbers["draw_per_week"] - len(p.hand))
        st.turn = -1
        g.push(NextTurn(st.first))


@dataclass(slots=True)
class NextTurn(Task):
    """Give the turn to the next seat, clockwise, that still holds a Calling Card."""

    def run(self, g: Rules) -> None:
        st = g.st
        n = len(st.players)
        start = st.first if st.turn < 0 else (st.turn + 1) % n
        for k in range(n):
            seat = (start + k) % n
            if st.players[seat].calling > 0:
                st.turn = self.seat = seat  # itself again for the turn after: one task fewer made a turn
                g.push(*g.turn_tasks(seat), self)
                return
        g.push(EndWeek(-1))


@dataclass(slots=True)
class EndWeek(Task):
    """The week reset (rulebook p.14)."""

    def run(self, g: Rules) -> None:
        st = g.st
        for seat, p in enumerate(st.players):
            if p.hand:
                g.emit("hand_discarded", seat, cards=tuple(p.hand))
            p.discard.extend(p.hand)
            p.hand.clear()
            p.calling = 0
            p.home_used = False
            p.host_twirled = p.hive_twirled = False
        st.occupied.clear()
        st.beehive_cards.clear()
        cleared = {f"parlor_{i}": c for i, c in enumerate(st.parlor) if c >= 0}
        st.star_discard.extend(c for c in st.parlor if c >= 0)
        st.parlor = [-1, -1, -1]
        for space, cid in st.ballroom.items():
            kind = space.split("_")[0]
            if cid >= 0:
                decks.ballroom_deck(g, kind)[1].append(cid)
                cleared[space] = cid
            st.ballroom[space] = -1
        g.emit("spaces_cleared", None, cards=cleared)
        decks.refill_parlor(g)
        for space in st.ballroom:
            decks.refill_ballroom_space(g, space)
        if st.mode == "solo":  # Lady Cat always goes first (p.21)
            if st.week < g.cat.numbers["weeks"]:  # "reset for new week": not before whist
                ladycat.week_reset(g)
        else:
            st.first = (st.first + 1) % len(st.players)
        st.turn = -1
        g.emit("week_ended", None, week=st.week)
        if st.week >= g.cat.numbers["weeks"]:
            from .whist import WhistSetup

            g.push(WhistSetup(-1))
        else:
            st.week += 1
            g.push(StartWeek(-1))
