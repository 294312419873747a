"""The Ballroom: L&C and Ton cards (rulebook p.11-12, p.20; RULINGS R6.2).

Taking a card raises the influence track of its suit; the card may then go into its column
on the mat for the row's cost (a Tea card may pay the 4th or 5th row), or be trashed. A
full column takes no more cards. A placed Ton card's action may be taken at once, paying any
extra cost it prints, if its prerequisites hold. Gaining a card from an icon takes any
face-up card of that kind and refills its space, or draws blind when none is face-up.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from ..i18n import N_, _, data
from . import characters, decks, effects, home, names
from .actions import Action, fixed
from .catalog import NO_COST, Cost, LCCard, TonCard
from .flow import Decision, Task
from .names import KIND_NAMES
from .payment import can_pay, pay

if TYPE_CHECKING:
    from .kernel import Rules



def card(g: Rules, kind: str, cid: int) -> LCCard | TonCard:
    return g.cat.lc[cid] if kind == "lc" else g.cat.ton[cid]


def space_cost(g: Rules, seat: int, cost: Cost) -> Cost:
    return NO_COST if characters.has_power(g, seat, "free_ballroom") else cost


def affordable(g: Rules, seat: int, cost: Cost) -> bool:
    """Whether the seat can pay a Ballroom space of `cost` (free with the free_ballroom power)."""
    return can_pay(g, seat, space_cost(g, seat, cost))


def start(g: Rules, seat: int, space: str, cost: Cost) -> None:
    g.push(TakeFromSpace(seat, space))
    pay(g, seat, space_cost(g, seat, cost), f"the {KIND_NAMES[space.split('_')[0]]} space")


@dataclass(slots=True)
class TakeFromSpace(Task):
    space: str

    def run(self, g: Rules) -> None:
        cid = g.st.ballroom[self.space]
        g.st.ballroom[self.space] = -1
        g.push(GainBallroomCard(self.seat, self.space.split("_")[0], cid))


@dataclass(slots=True)
class GainCard(Task):
    """Gain a card of `kind` from an icon (R6.2): choose a face-up one, or draw blind."""

    kind: str

    def run(self, g: Rules) -> None:
        if any(s.startswith(self.kind) and c >= 0 for s, c in g.st.ballroom.items()):
            g.push(ChooseFaceUp(self.seat, self.kind))
            return
        cid = decks.take_top(g, *decks.ballroom_deck(g, self.kind))
        if cid >= 0:
            g.emit("ballroom_blind", self.seat, kind=self.kind, card=cid)
            g.push(GainBallroomCard(self.seat, self.kind, cid))


FACE_UP_PROMPTS = {"lc": N_("Choose a face-up L&C card"), "ton": N_("Choose a face-up Ton card")}


def _take_label(name: str) -> str:
    return _("Take {card}").format(card=data(name))


@dataclass(slots=True)
class ChooseFaceUp(Decision):
    kind: str

    def prompt(self, g: Rules) -> str:
        return _(FACE_UP_PROMPTS[self.kind])

    def legal(self, g: Rules) -> list[Action]:
        return [Action("take", (s,), (_take_label, card(g, self.kind, c).name))
                for s, c in g.st.ballroom.items() if s.startswith(self.kind) and c >= 0]

    def apply(self, g: Rules, action: Action) -> None:
        space = action.args[0]
        cid = g.st.ballroom[space]
        decks.refill_ballroom_space(g, space)
        g.push(GainBallroomCard(self.seat, self.kind, cid))


def column(g: Rules, seat: int, kind: str) -> list[int]:
    p = g.st.players[seat]
    return p.lc if kind == "lc" else p.ton


def row_cost(g: Rules, seat: int, kind: str) -> tuple[Cost, str]:
    n = len(column(g, seat, kind))
    return g.cat.row_costs[n], (f"row_{n + 1}" if f"row_{n + 1}" in g.cat.tea_kinds else "")


@dataclass(slots=True)
class GainBallroomCard(Task):
    kind: str
    card: int

    def run(self, g: Rules) -> None:
        c = card(g, self.kind, self.card)
        g.emit("ballroom_taken", self.seat, kind=self.kind, card=self.card)
        home.gain_track(g, self.seat, c.suit)
        full = len(column(g, self.seat, self.kind)) >= g.cat.numbers["column_size"]
        cost, tea = (NO_COST, "") if full else row_cost(g, self.seat, self.kind)  # no 6th row
        if full or not can_pay(g, self.seat, cost, tea, cost):
            g.emit("ballroom_trashed", self.seat, kind=self.kind, card=self.card,
                   why="full" if full else "unpaid")
            trash(g, self.kind, self.card)
        else:
            g.push(ColumnChoice(self.seat, self.kind, self.card))


def trash(g: Rules, kind: str, cid: int) -> None:
    (g.st.lc_trash if kind == "lc" else g.st.ton_trash).append(cid)


TRASH_IT = fixed("column", ("trash",), N_("Trash it"))
FORFEIT = fixed("ton", ("skip",), N_("Forfeit the action"))


def _row_label(row: int, cost: Cost) -> str:
    return _("Place it in row {row} ({cost})").format(row=row, cost=names.cost(cost))


@lru_cache(maxsize=64)
def _place_in_row(row: int, cost: Cost) -> Action:
    """Placing the card in a column's next row (actions are immutable: made once, offered often)."""
    return Action("column", ("place",), (_row_label, row, cost))


# By kind and whether the row is free ("for free" is its own phrase in German and French).
COLUMN_PROMPTS = {("lc", False): N_("Place {card} in your L&C column for {cost}, or trash it?"),
                  ("ton", False): N_("Place {card} in your Ton column for {cost}, or trash it?"),
                  ("lc", True): N_("Place {card} in your L&C column for free, or trash it?"),
                  ("ton", True): N_("Place {card} in your Ton column for free, or trash it?")}


@dataclass(slots=True)
class ColumnChoice(Decision):
    kind: str
    card: int

    def prompt(self, g: Rules) -> str:
        cost, _tea = row_cost(g, self.seat, self.kind)
        return _(COLUMN_PROMPTS[self.kind, cost == NO_COST]).format(
            card=data(card(g, self.kind, self.card).name), cost=names.cost(cost))

    def legal(self, g: Rules) -> list[Action]:
        cost, _tea = row_cost(g, self.seat, self.kind)
        return [_place_in_row(len(column(g, self.seat, self.kind)) + 1, cost), TRASH_IT]

    def apply(self, g: Rules, action: Action) -> None:
        if action.args[0] == "trash":
            g.emit("ballroom_trashed", self.seat, kind=self.kind, card=self.card, why="chosen")
            trash(g, self.kind, self.card)
            return
        cost, tea = row_cost(g, self.seat, self.kind)
        g.emit("column_chosen", self.seat, kind=self.kind, card=self.card,
               row=len(column(g, self.seat, self.kind)) + 1)
        g.push(PutInColumn(self.seat, self.kind, self.card))
        pay(g, self.seat, cost, f"row {len(column(g, self.seat, self.kind)) + 1}", tea, cost)


@dataclass(slots=True)
class PutInColumn(Task):
    kind: str
    card: int

    def run(self, g: Rules) -> None:
        col = column(g, self.seat, self.kind)
        col.append(self.card)
        g.emit("column_placed", self.seat, kind=self.kind, card=self.card, row=len(col))
        if len(col) == g.cat.numbers["column_size"] and g.st.favored_guest < 0:
            g.st.favored_guest = self.seat
            g.emit("token_taken", self.seat, token="favored_guest")
        characters.check_goals(g, self.seat)
        if self.kind == "ton" and ton_action_ok(g, self.seat, g.cat.ton[self.card]):
            g.push(TonChoice(self.seat, self.card))


def ton_action_ok(g: Rules, seat: int, c: TonCard) -> bool:
    from .hive import level_of

    return (level_of(g, seat) >= c.min_hive_level and can_pay(g, seat, c.cost)
            and all(effects.possible(g, seat, e) for e in c.effects))


def _ton_label(cost: Cost) -> str:
    return _("Take the action ({cost})").format(cost=names.cost(cost))


@dataclass(slots=True)
class TonChoice(Decision):
    card: int

    def prompt(self, g: Rules) -> str:
        c = g.cat.ton[self.card]
        return _("Take the action of {card} ({cost})?").format(card=data(c.name), cost=names.cost(c.cost))

    def legal(self, g: Rules) -> list[Action]:
        c = g.cat.ton[self.card]
        return [Action("ton", ("take",), (_ton_label, c.cost)), FORFEIT]

    def apply(self, g: Rules, action: Action) -> None:
        c = g.cat.ton[self.card]
        if action.args[0] == "take":
            g.emit("ton_taken", self.seat, card=self.card)
            g.push(effects.Effects(self.seat, c.effects))
            pay(g, self.seat, c.cost, c.name)
        else:
            g.emit("ton_forfeited", self.seat, card=self.card)
