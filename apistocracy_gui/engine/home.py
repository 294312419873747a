"""At Home with Host (rulebook p.14): untwirl both tokens and gain 1 influence of a chosen suit.

Influence gained goes up its track; the tracks run 0-5 and a gain past 5 is lost (R2).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..i18n import N_, _
from . import names
from .actions import Action
from .flow import Decision

if TYPE_CHECKING:
    from .kernel import Rules


def gain_track(g: Rules, seat: int, suit: int, n: int = 1) -> None:
    p = g.st.players[seat]
    top = g.cat.numbers["track_max"]
    before = p.tracks[suit]
    p.tracks[suit] = min(top, before + n)
    g.emit("track_changed", seat, why="gain", suit=suit, n=n, before=before, after=p.tracks[suit],
           lost=before + n - p.tracks[suit])


def placement_ok(g: Rules, seat: int) -> bool:
    return not g.st.players[seat].home_used


def start(g: Rules, seat: int) -> None:
    p = g.st.players[seat]
    p.home_used = True
    p.host_twirled = p.hive_twirled = False
    g.emit("stayed_home", seat)
    g.push(GainInfluence(seat, "At Home"))


# The prompt by the reason kept in the state ("At Home", or an effect's "Gain influence").
REASON_PROMPTS = {"At Home": N_("At Home: gain 1 influence of which suit?")}
OTHER_REASON = N_("Gain 1 influence of which suit?")


def _suit_label(suit: int) -> str:
    return _("Gain 1 {suit}").format(suit=names.suit(suit))


SUIT_CHOICES = tuple(Action("suit", (s,), (_suit_label, s)) for s in range(4))  # the four choices


@dataclass(slots=True)
class GainInfluence(Decision):
    reason: str

    def prompt(self, g: Rules) -> str:
        return _(REASON_PROMPTS.get(self.reason, OTHER_REASON))

    def legal(self, g: Rules) -> list[Action]:
        return list(SUIT_CHOICES)

    def apply(self, g: Rules, action: Action) -> None:
        gain_track(g, self.seat, action.args[0])
