"""The Season Phase: weeks, turns and Calling Card placement (rulebook p.7-8, p.14; R3).

Each week every player draws up to 4 cards, then players place one Calling Card a turn,
clockwise from the First Player, until all are placed; then the week resets. A player who
can afford no space places on the Beehive without moving (R3), so nobody is ever stuck.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from ..i18n import N_, _
from . import ballroom, decks, gallery, hive, home, ladycat, names, parlor, tearoom
from .actions import Action, fixed
from .catalog import BoardSpace, Catalog, Cost
from .flow import Decision, Task
from .names import AREA_NAMES, area

if TYPE_CHECKING:
    from .kernel import Rules


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


# Whether the seat may use a free space of an area at a cost (all spaces of one test and cost
# answer alike, so a listing asks once per pair).
PlacementOk = Callable[["Rules", int, Cost], bool]
AREA_OK: dict[str, PlacementOk] = {
    "parlor": parlor.placement_ok, "lc": ballroom.affordable, "ton": ballroom.affordable,
    "gallery": gallery.placement_ok, "tea": tearoom.placement_ok, "pm_bonus": _pm_bonus_ok}


def _space_label(area_key: str, cost: Cost) -> str:
    return _("{area} ({cost})").format(area=area(area_key), cost=names.cost(cost))


@lru_cache(maxsize=16)
def _placement_table(cat: Catalog, n: int) -> tuple[tuple[str, bool, int, PlacementOk, Cost, Action], ...]:
    """Per board space: its id, whether it is a Ballroom space (free only while its card is
    there), the index of its (test, cost) pair among the board's pairs, its area's test and
    cost, and its `place` action (immutable: made once, offered often). A pair is the test
    and the cost, not the area: an L&C and a Ton space of one cost ask the same question."""
    pairs: dict[tuple[PlacementOk, Cost], int] = {}
    return tuple((s.id, s.area in ("lc", "ton"), pairs.setdefault((AREA_OK[s.area], s.cost), len(pairs)),
                  AREA_OK[s.area], s.cost, Action("place", (s.id,), (_space_label, s.area, s.cost)))
                 for s in _board_spaces(cat, n))


@lru_cache(maxsize=16)
def _space_index(cat: Catalog, n: int) -> dict[str, BoardSpace]:
    return {s.id: s for s in _board_spaces(cat, n)}


def board_space(g: Rules, space: str) -> BoardSpace | None:
    """The board space in play with id `space` (None for the Beehive, Home or another id)."""
    return _space_index(g.cat, len(g.st.players)).get(space)


PLACE_BEEHIVE = fixed("place", ("beehive",), N_("the Beehive"))
PLACE_HOME = fixed("place", ("home",), N_("At Home with Host (free)"))
PLACE_STAY = fixed("place", ("beehive_stay",), N_("the Beehive, without moving (no space is affordable)"))


def placements(g: Rules, seat: int) -> list[Action]:
    st = g.st
    occupied, cards = st.occupied, st.ballroom
    out = []
    table = _placement_table(g.cat, len(st.players))
    known: list[bool | None] = [None] * len(table)  # by (test, cost) pair: may the seat use it
    for sid, in_ballroom, pair, area_ok, cost, action in table:
        if sid in occupied or (in_ballroom and cards.get(sid, -1) < 0):
            continue  # taken this week, or a Ballroom space without its card
        ok = known[pair]
        if ok is None:
            ok = known[pair] = area_ok(g, seat, cost)
        if ok:
            out.append(action)
    if hive.placement_ok(g, seat):
        out.append(PLACE_BEEHIVE)
    if home.placement_ok(g, seat):
        out.append(PLACE_HOME)
    if not out:
        out.append(PLACE_STAY)
    return out


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
                st.turn = seat
                g.push(*g.turn_tasks(seat), NextTurn(seat))
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
