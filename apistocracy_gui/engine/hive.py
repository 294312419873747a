"""The Social Beehive (rulebook p.9, p.19-20; RULINGS R4).

Moves go up one level to a connected space or sideways 1-4 spaces on a level, paying the
costs in `rules_data/hive.yaml` (a Tea card may replace an upward move's cost into levels
2-5). Entering a space applies, in order: the Beehive token flip and host goals, the Queen's
Favorite on level 6, the Hive Bonus token (take it or not; it leaves the game either way),
the space's event, and Lady Tuesday's free sideways move (1-4 spaces) after climbing above
level 3.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from ..i18n import N_, _, data, ngettext
from . import characters, effects, names
from .actions import Action, fixed
from .catalog import BonusToken, Catalog, Cost
from .flow import Decision, Task
from .influence import affordable_units
from .payment import can_pay, pay, tea_cards_for, unit_counts

if TYPE_CHECKING:
    from .kernel import Rules


def level_of(g: Rules, seat: int) -> int:
    return g.cat.hive[g.st.players[seat].brooch].level


def moves(g: Rules, seat: int) -> tuple[tuple[str, Cost, str, bool], ...]:
    """(destination, cost, tea kind that may replace it, upward?) from the seat's Brooch."""
    return moves_from(g.cat, g.st.players[seat].brooch)


@lru_cache(maxsize=256)
def moves_from(cat: Catalog, brooch: str) -> tuple[tuple[str, Cost, str, bool], ...]:
    """The moves from a Beehive space: the board alone decides them, so each is listed once."""
    here = cat.hive[brooch]
    out = []
    for dest in here.up:
        lv = cat.hive[dest].level
        tea = f"hive_{lv}" if lv == here.level + 1 and f"hive_{lv}" in cat.tea_kinds else ""
        out.append((dest, cat.hive_levels[lv].up_cost, tea, True))
    level = cat.hive_levels[here.level]
    for sid in level.spaces:
        d = abs(cat.hive[sid].index - here.index)
        if d:
            out.append((sid, level.sideways_cost[d - 1], "", False))
    return tuple(out)


def placement_ok(g: Rules, seat: int) -> bool:
    # A loop, not `any()` over a generator: asked at every Season turn, it takes 1% off the
    # machine instructions of a whole random 4-player game (valgrind, issue 57).
    for _dest, cost, tea, _up in moves(g, seat):  # noqa: SIM110
        if can_pay(g, seat, cost, tea, cost):
            return True
    return False


def start(g: Rules, seat: int) -> None:
    g.push(HiveMove(seat))


def _move_label(space: str, cost: Cost) -> str:
    return _("Move to {space} ({cost})").format(space=data(space), cost=names.cost(cost))


@lru_cache(maxsize=256)
def _move_actions(cat: Catalog, brooch: str) -> tuple[tuple[Action, Cost, str], ...]:
    """The paid Brooch moves from a space, with their costs and the Tea kind that may pay
    them (actions are immutable: made once, offered often)."""
    return tuple((Action("move", (dest,), (_move_label, cat.hive[dest].name, cost)), cost, tea)
                 for dest, cost, tea, _up in moves_from(cat, brooch))


@dataclass(slots=True)
class HiveMove(Decision):
    def prompt(self, g: Rules) -> str:
        return _("Move your Brooch on the Social Beehive")

    def legal(self, g: Rules) -> list[Action]:
        """The moves the seat can pay: `can_pay` of each, written out (the seat's unit counts
        read once; a Tea card that may pay a move replaces its whole cost, `tea_saves`)."""
        units = unit_counts(g, self.seat)
        tea_cards = g.st.players[self.seat].tea
        out = []
        for action, cost, tea in _move_actions(g.cat, g.st.players[self.seat].brooch):
            if affordable_units(cost, units) or (tea and tea_cards and tea_cards_for(g, self.seat, tea)):
                out.append(action)
        return out

    def apply(self, g: Rules, action: Action) -> None:
        dest = action.args[0]
        _d, cost, tea, up = next(m for m in moves(g, self.seat) if m[0] == dest)
        g.emit("move_chosen", self.seat, to=dest)
        g.push(Enter(self.seat, dest, up))
        pay(g, self.seat, cost, f"the move to {g.cat.hive[dest].name}", tea, cost)


@dataclass(slots=True)
class Enter(Task):
    dest: str
    up: bool

    def run(self, g: Rules) -> None:
        st, space = g.st, g.cat.hive[self.dest]
        src = st.players[self.seat].brooch
        st.players[self.seat].brooch = self.dest
        g.emit("brooch_moved", self.seat, src=src, to=self.dest)
        characters.check_goals(g, self.seat)
        if space.level == 6 and st.queens_favorite < 0:
            st.queens_favorite = self.seat
            g.emit("token_taken", self.seat, token="queens_favorite")
        later: list[Task] = []
        token = st.hive_bonus.pop(self.dest, "")
        if token:
            later.append(BonusChoice(self.seat, token))
        later.append(effects.Effects(self.seat, space.on_enter))
        if (self.up and space.level >= 4
                and characters.has_power(g, self.seat, "bonus_sideways")):
            later.append(SidewaysBonus(self.seat))
        g.push(*later)


def _bonus_label(token: str, cost: Cost) -> str:
    return _("Take {token} ({cost})").format(token=data(token), cost=names.cost(cost))


DECLINE_BONUS = fixed("bonus", ("decline",), N_("Decline the bonus"))


@dataclass(slots=True)
class BonusChoice(Decision):
    token: str

    def _token(self, g: Rules) -> BonusToken:
        return _bonus_tokens(g.cat)[self.token]

    def prompt(self, g: Rules) -> str:
        t = self._token(g)
        return _("Hive Bonus token {token} ({cost}): take it?").format(token=data(t.name),
                                                                      cost=names.cost(t.cost))

    def legal(self, g: Rules) -> list[Action]:
        t = self._token(g)
        out = []
        # Never sell a bonus that would do nothing (a Tea action with the Tea deck empty).
        if can_pay(g, self.seat, t.cost) and all(effects.possible(g, self.seat, e) for e in t.effects):
            out.append(Action("bonus", ("take",), (_bonus_label, t.name, t.cost)))
        return out + [DECLINE_BONUS]

    def apply(self, g: Rules, action: Action) -> None:
        t = self._token(g)
        if action.args[0] == "take":
            g.emit("token_taken", self.seat, token=t.id)
            g.push(effects.Effects(self.seat, t.effects))
            pay(g, self.seat, t.cost, t.name)
        else:
            g.emit("token_declined", self.seat, token=t.id)


@lru_cache(maxsize=16)
def _bonus_tokens(cat: Catalog) -> dict[str, BonusToken]:
    return {t.id: t for t in cat.bonus_tokens}


MAX_SIDEWAYS = 4  # "sideways 1 to 4 spaces" (p.9)
STAY_HERE = fixed("skip", (), N_("Stay here"))


def _sideways_label(space: str, d: int) -> str:
    return ngettext("Move to {space} (free, {n} space)", "Move to {space} (free, {n} spaces)", d).format(
        space=data(space), n=d)


@dataclass(slots=True)
class SidewaysBonus(Decision):
    """Lady Tuesday's free sideways move after climbing (rulebook p.18), also the advanced
    hive Host Bonus token's (p.22), so the prompt names no character. It is a sideways move
    as p.9 defines it: 1 to 4 spaces on the level just entered, free and optional (R7.4)."""

    def prompt(self, g: Rules) -> str:
        return _("Host bonus: a free sideways move of 1 to 4 spaces?")

    def legal(self, g: Rules) -> list[Action]:
        here = g.cat.hive[g.st.players[self.seat].brooch]
        out = []
        for sid in g.cat.hive_levels[here.level].spaces:
            d = abs(g.cat.hive[sid].index - here.index)
            if 1 <= d <= MAX_SIDEWAYS:
                out.append(Action("move", (sid,), (_sideways_label, g.cat.hive[sid].name, d)))
        # No other space on the level (the Queen's Ball): no decision, rather than a lone "Stay here".
        return out + [STAY_HERE] if out else []

    def apply(self, g: Rules, action: Action) -> None:
        if action.kind == "move":
            g.push(Enter(self.seat, action.args[0], False))
        else:
            g.emit("declined", self.seat, what="sideways")


def free_up(g: Rules, seat: int) -> list[str]:
    """Spaces a free upward move may reach: never the Queen's Ball, which needs a Crown (R4)."""
    top = len(g.cat.hive_levels) - 1
    return [s for s in g.cat.hive[g.st.players[seat].brooch].up if g.cat.hive[s].level < top]


def event_destinations(g: Rules, seat: int, event: str) -> list[str]:
    """Event spaces on the Brooch's level or the one above (rulebook p.20, Ton cards)."""
    here = g.cat.hive[g.st.players[seat].brooch]
    return [s.id for s in g.cat.hive.values()
            if s.event == event and s.id != here.id and s.level in (here.level, here.level + 1)]


def _free_move_label(space: str) -> str:
    return _("Move to {space} (free)").format(space=data(space))


@dataclass(slots=True)
class FreeMove(Decision):
    """A move granted by a Ton card: to an event space, or up one level, without influence."""

    event: str = ""  # "" for an upward move

    def destinations(self, g: Rules) -> list[str]:
        if self.event:
            return event_destinations(g, self.seat, self.event)
        return free_up(g, self.seat)

    def prompt(self, g: Rules) -> str:
        return _("Choose where the invitation takes your Brooch")

    def legal(self, g: Rules) -> list[Action]:
        return [Action("move", (d,), (_free_move_label, g.cat.hive[d].name)) for d in self.destinations(g)]

    def apply(self, g: Rules, action: Action) -> None:
        dest = action.args[0]
        up = g.cat.hive[dest].level > level_of(g, self.seat)
        g.push(Enter(self.seat, dest, up))


def stay(g: Rules, seat: int) -> None:
    """RULINGS R3: with no affordable space the card goes on the Beehive without moving."""
    g.emit("beehive_stayed", seat)

