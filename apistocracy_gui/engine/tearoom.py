"""The Tea Room (rulebook p.13-14, p.20; RULINGS R6.3, R6.4, R7.3).

Draw 2 Tea cards (3 for Lord Edward after his goal), keep 1 face-down, put the rest on the
bottom of the deck. A Tea card used in lieu of a cost is trashed, except that Lord Edward
"may choose" (p.18) to keep it face-up, still scoring, while fewer than 2 are kept.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..i18n import _, pgettext
from . import characters
from .actions import Action
from .flow import Decision, Task
from .names import tea, tea_words
from .payment import can_pay, pay

if TYPE_CHECKING:
    from .catalog import Cost
    from .kernel import Rules


def placement_ok(g: Rules, seat: int, cost: Cost) -> bool:
    return bool(g.st.tea_deck) and can_pay(g, seat, cost)


def start(g: Rules, seat: int, cost: Cost) -> None:
    g.push(TeaDraw(seat))
    pay(g, seat, cost, "the Tea Room space")


def tea_name(g: Rules, cid: int) -> str:
    """A Tea card's name and crest in the current language ("Parlor Tea (rose)")."""
    return tea(g.cat, cid)  # (the Chronicle names Tea cards the same way)


@dataclass(slots=True)
class TeaDraw(Task):
    def run(self, g: Rules) -> None:
        n = 3 if characters.has_power(g, self.seat, "tea_draw_three") else 2
        drawn = [g.st.tea_deck.pop() for _ in range(min(n, len(g.st.tea_deck)))]
        if drawn:
            g.reveal()
            g.emit("tea_drawn", self.seat, secret=("cards",), cards=tuple(drawn))
            g.push(TeaKeep(self.seat, tuple(drawn)))


def _keep_label(kind_name: str, crest: str) -> str:
    return pgettext("action", "Keep {tea}").format(tea=tea_words(kind_name, crest))


@dataclass(slots=True)
class TeaKeep(Decision):
    drawn: tuple[int, ...]

    def prompt(self, g: Rules) -> str:
        return _("Keep one Tea card; the rest go to the bottom of the deck")

    def public_prompt(self, g: Rules) -> str:
        return _("{who} is choosing a Tea card").format(who=g.name(self.seat))

    def legal(self, g: Rules) -> list[Action]:
        tea = g.cat.tea
        return [Action("keep", (c,), (_keep_label, g.cat.tea_kinds[tea[c].kind].name, tea[c].crest))
                for c in self.drawn]

    def apply(self, g: Rules, action: Action) -> None:
        cid = action.args[0]
        g.st.players[self.seat].tea.append(cid)
        rest = [c for c in self.drawn if c != cid]
        g.st.tea_deck[0:0] = rest[::-1]
        g.emit("tea_kept", self.seat, secret=("card",), card=cid, returned=len(rest))
        characters.check_goals(g, self.seat)


def may_keep(g: Rules, seat: int) -> bool:
    """Whether a Tea card the seat uses now may be kept face-up (Lord Edward, fewer than 2
    kept): then every use offers keep or trash as two choices (R7.3)."""
    return len(g.st.players[seat].tea_kept) < 2 and characters.has_power(g, seat, "keep_used_tea")


def use_tea(g: Rules, seat: int, cid: int, reason: str, keep: bool = False) -> None:
    p = g.st.players[seat]
    p.tea.remove(cid)
    if keep:
        assert may_keep(g, seat)
        p.tea_kept.append(cid)
        g.emit("tea_used", seat, card=cid, reason=reason, kept=True)
    else:
        g.st.tea_trash.append(cid)
        g.emit("tea_used", seat, card=cid, reason=reason, kept=False)


