"""The Gallery (rulebook p.13, p.20, p.22): art in order Silhouette, Miniature, Portrait.

Each Gallery card holds one set, commissioned in order; a set must be complete before the next
starts, except that the advanced Art bonus starts a second set at once (two sets may then be
open and the player chooses which to add to). The first player to complete a set takes the
Artist's Muse. A Tea card may replace a painting's commission cost, not the space's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..i18n import _, data
from . import characters, names
from .actions import Action
from .catalog import Cost, as_cost
from .flow import Decision, Task
from .influence import add
from .payment import can_pay, pay

if TYPE_CHECKING:
    from .kernel import Rules


def options(g: Rules, seat: int) -> list[tuple[int, int]]:
    """(set index, painting index) for each set that can take its next painting now."""
    sets, size = g.st.players[seat].sets, len(g.cat.art)
    open_sets = [(i, n) for i, n in enumerate(sets) if n < size]
    if not open_sets:
        open_sets = [(len(sets), 0)]
    return [(i, n) for i, n in open_sets if g.st.art_stack[n] > 0]


def next_art(g: Rules, seat: int) -> int:
    """The painting the seat would commission next (the first open set's)."""
    sets, size = g.st.players[seat].sets, len(g.cat.art)
    return next((n for n in sets if n < size), 0)


def can_commission(g: Rules, seat: int, art: int | None = None) -> bool:
    return any(art is None or a == art for _s, a in options(g, seat))


def art_cost(g: Rules, seat: int, art: int) -> Cost:
    """The commission cost; the advanced Art bonus takes one Spade or Diamond off (p.22)."""
    cost = g.cat.art[art].cost
    return less_one(cost) if characters.has_power(g, seat, "art_bonus") else cost


def less_one(cost: Cost) -> Cost:
    """A commission cost less the Art bonus's one Spade or Diamond."""
    units = list(cost)
    for suit in (1, 2):
        if units[suit]:
            units[suit] -= 1
            break
    return as_cost(units)


def _affordable(g: Rules, seat: int, space_cost: Cost, art: int) -> bool:
    kind = g.cat.art[art].kind
    c = art_cost(g, seat, art)
    return can_pay(g, seat, add(space_cost, c), kind, c)


def placement_ok(g: Rules, seat: int, cost: Cost) -> bool:
    """Whether some set's next painting (`options`) can be commissioned from a Gallery space
    of `cost`. Written out, as `options` and `_affordable` would answer it: a listing of the
    placements asks it for each Gallery cost, at every turn of the Season."""
    sets, size, stack = g.st.players[seat].sets, len(g.cat.art), g.st.art_stack
    arts = [n for n in sets if n < size] or [0]
    bonus = characters.has_power(g, seat, "art_bonus")
    for a in arts:
        if stack[a] > 0:
            art = g.cat.art[a]
            c = less_one(art.cost) if bonus else art.cost
            if can_pay(g, seat, add(cost, c), art.kind, c):
                return True
    return False


def start(g: Rules, seat: int, cost: Cost) -> None:
    """The Gallery space taken: a choice of set only when two open sets are both affordable;
    a single open set was affordable, or the placement's listing would not have offered the
    space (`placement_ok`), so it is not asked again (issue 57)."""
    choices = options(g, seat)
    if len(choices) > 1:
        choices = [o for o in choices if _affordable(g, seat, cost, o[1])]
    if len(choices) > 1:
        g.push(ChooseSet(seat, cost))
    else:
        _commission(g, seat, *choices[0], cost)


def commission(g: Rules, seat: int, set_index: int, space_cost: Cost) -> None:
    _commission(g, seat, set_index, dict(options(g, seat))[set_index], space_cost)


def _commission(g: Rules, seat: int, set_index: int, art: int, space_cost: Cost) -> None:
    c = art_cost(g, seat, art)
    name = g.cat.art[art].name
    g.push(GainArt(seat, set_index))
    pay(g, seat, add(space_cost, c), f"the Gallery space and a {name}", g.cat.art[art].kind, c)


def _set_label(n: int, art: str, cost: Cost) -> str:
    return _("Gallery card {n}: {art} ({cost})").format(n=n, art=data(art), cost=names.cost(cost))


@dataclass(slots=True)
class ChooseSet(Decision):
    """With two open sets (advanced Art bonus), which one gets the next painting."""

    space_cost: Cost

    def prompt(self, g: Rules) -> str:
        return _("Which Gallery card gets the next painting?")

    def legal(self, g: Rules) -> list[Action]:
        return [Action("set", (s,), (_set_label, s + 1, g.cat.art[a].name, art_cost(g, self.seat, a)))
                for s, a in options(g, self.seat) if _affordable(g, self.seat, self.space_cost, a)]

    def apply(self, g: Rules, action: Action) -> None:
        g.emit("set_chosen", self.seat, set=action.args[0])
        commission(g, self.seat, action.args[0], self.space_cost)


@dataclass(slots=True)
class GainArt(Task):
    """Commission a painting: into `set_index`, or the first open set (of painting `art`)."""

    set_index: int = -1
    art: int = -1

    def run(self, g: Rules) -> None:
        opts = [o for o in options(g, self.seat)
                if (self.set_index < 0 or o[0] == self.set_index) and (self.art < 0 or o[1] == self.art)]
        if opts:
            add_painting(g, self.seat, *opts[0])


def add_painting(g: Rules, seat: int, set_index: int, art: int) -> None:
    p = g.st.players[seat]
    if set_index == len(p.sets):
        p.sets.append(0)
    p.sets[set_index] += 1
    g.st.art_stack[art] -= 1
    p.art.append(art)
    g.emit("art_commissioned", seat, art=art, set=set_index)
    if p.sets[set_index] == len(g.cat.art) and g.st.artists_muse < 0:
        g.st.artists_muse = seat
        g.emit("token_taken", seat, token="artists_muse")
    characters.check_goals(g, seat)


def start_second_set(g: Rules, seat: int) -> None:
    """The advanced Art bonus: a new Gallery card with a Silhouette on it (p.22)."""
    p = g.st.players[seat]
    if g.st.art_stack[0] > 0:
        add_painting(g, seat, len(p.sets), 0)
