"""The Parlor (rulebook p.10; RULINGS R6.1) and the star-swap club power (p.19; R7.2).

Gain one face-up Star card into the discard pile (two with the Parlor Tea card), then trash
up to one card from hand, discard pile or draw deck (up to two when a 10 was gained), then
refill the Parlor from the Star deck.

The swap may be made "at any time during their turn": `Game` offers it beside every decision
of the owner's own Season turn, and the refill at the end of a Parlor action opens one more
chance (`SwapChance`), so a Star card revealed by the refill can be taken before the turn ends.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from ..i18n import N_, _, ngettext, pgettext
from . import decks, names
from .actions import Action, fixed
from .catalog import Catalog, Cost
from .flow import Decision, Task
from .payment import can_pay, pay

if TYPE_CHECKING:
    from .kernel import Rules


TEA_KIND = "parlor"  # the Tea card that may pay a Parlor space's cost (rulebook p.20)


def placement_ok(g: Rules, seat: int, cost: Cost) -> bool:
    return max(g.st.parlor) >= 0 and can_pay(g, seat, cost, TEA_KIND, cost)  # a face-up Star card


def start(g: Rules, seat: int, cost: Cost, space_name: str) -> None:
    g.push(ParlorAction(seat))
    pay(g, seat, cost, space_name, TEA_KIND, cost)


def tea_boon(g: Rules) -> None:
    """The Parlor Tea card: gain 2 Star cards instead of 1 (rulebook p.20)."""
    task = g.st.stack[-1]
    assert isinstance(task, ParlorAction)
    task.stars = 2


@dataclass(slots=True)
class ParlorAction(Decision):
    stars: int = 1
    ten: bool = False

    def prompt(self, g: Rules) -> str:
        return _("Gain a Star card from the Parlor")

    def legal(self, g: Rules) -> list[Action]:
        return [_star_action(g.cat, i, c) for i, c in enumerate(g.st.parlor) if c >= 0]

    def apply(self, g: Rules, action: Action) -> None:
        st = g.st
        cid = st.parlor[action.args[0]]
        st.parlor[action.args[0]] = -1
        st.players[self.seat].discard.append(cid)
        g.emit("star_gained", self.seat, card=cid, slot=action.args[0])
        ten = self.ten or g.cat.whist[cid].rank == 10
        if self.stars > 1 and any(c >= 0 for c in st.parlor):
            g.push(ParlorAction(self.seat, self.stars - 1, ten))
        else:
            g.push(TrashChoice(self.seat, 2 if ten else 1), RefillParlor(self.seat))


@dataclass(slots=True)
class RefillParlor(Task):
    def run(self, g: Rules) -> None:
        decks.refill_parlor(g)
        if club_power_actions(g, self.seat):  # a newly revealed Star card may be swapped for
            g.push(SwapChance(self.seat))


@dataclass(slots=True)
class SwapChance(Decision):
    """After a Parlor refill in the owner's own turn: swap the club card now, or go on (R7.2).
    Its one own action is "continue"; `Game` adds the swaps, as at every decision of the turn."""

    def prompt(self, g: Rules) -> str:
        return _("The Parlor is refilled: you may swap your club card for a Star card")

    def legal(self, g: Rules) -> list[Action]:
        if not club_power_actions(g, self.seat):
            return []
        return [CONTINUE]

    def apply(self, g: Rules, action: Action) -> None:
        """Going on keeps the club card (an event, unnarrated); the swap is handled by `Game`."""
        g.emit("swap_declined", self.seat)


ZONES = (("hand", N_("Trash {card} from hand")), ("discard", N_("Trash {card} from discard pile")),
         ("draw", N_("Trash {card} from draw deck")))  # each zone's label


TRASH_DONE = fixed("done", (), N_("Trash nothing more"))
CONTINUE = fixed("continue", (), N_("Keep your club card and go on"))


def _star_label(card: str) -> str:
    return pgettext("action", "Gain {card}").format(card=card)


@lru_cache(maxsize=512)
def _star_action(cat: Catalog, slot: int, cid: int) -> Action:
    """Gaining the Star card in one Parlor slot (actions are immutable: made once, offered often)."""
    return Action("star", (slot,), (_star_label, names.whist(cat, cid)))


def _trash_label(zone: str, card: str) -> str:
    return _(dict(ZONES)[zone]).format(card=card)


@lru_cache(maxsize=512)
def _trash_action(cat: Catalog, zone: str, cid: int) -> Action:
    """Trashing one card from one zone (actions are immutable: made once, offered often)."""
    return Action("trash", (zone, cid), (_trash_label, zone, names.whist(cat, cid)))


@dataclass(slots=True)
class TrashChoice(Decision):
    """Trash up to `limit` whist cards from hand, discard pile or draw deck."""

    limit: int

    def prompt(self, g: Rules) -> str:
        return ngettext("You may trash up to {n} card", "You may trash up to {n} cards",
                        self.limit).format(n=self.limit)

    def legal(self, g: Rules) -> list[Action]:
        p = g.st.players[self.seat]
        out = []
        for zone, _where in ZONES:
            out += [_trash_action(g.cat, zone, cid) for cid in sorted(set(getattr(p, zone)))]
        out.append(TRASH_DONE)
        return out

    def apply(self, g: Rules, action: Action) -> None:
        if action.kind == "done":
            g.emit("declined", self.seat, what="trash")
            return
        zone, cid = action.args
        getattr(g.st.players[self.seat], zone).remove(cid)
        g.st.whist_trash.append(cid)
        g.emit("card_trashed", self.seat, card=cid, zone=zone)
        if self.limit > 1:
            g.push(TrashChoice(self.seat, self.limit - 1))


def _club_card(g: Rules, seat: int) -> tuple[str, int] | None:
    """Where the seat's club card lies, while its swap may still be made in this turn."""
    p = g.st.players[seat]
    if p.club_power_used or g.st.turn != seat:
        return None
    # (the character read directly: asked at every decision of every turn, an `lru_cache`d
    # answer cost more to look up than the question; valgrind, issue 57)
    ch = g.cat.characters.get(p.character)
    if ch is None or ch.club_power != "star_swap":
        return None
    cid = ch.starting_rank - 1  # the club of its starting rank
    if cid in p.hand:
        return "hand", cid
    if cid in p.discard:
        return "discard", cid
    return None


def club_power_actions(g: Rules, seat: int) -> list[Action]:
    """Lady Alexandria's and Lord Shae's one-time swap of their club card for a face-up Star
    card, during their own Season turn (p.19; R7.2). Not an action: no Calling Card is used."""
    st = g.st  # (asked at every decision of a turn: most seats have no swap, or used it)
    if st.phase != "season" or _club_card(g, seat) is None:
        return []
    out = []  # (a loop, not a comprehension: its function object cost more than the slots)
    for by_card, c in zip(_club_power_actions(g.cat), st.parlor, strict=True):  # by slot, card
        if c >= 0:
            out.append(by_card[c])
    return out


def _club_power_label(card: str) -> str:
    return _("Club power: trash your Club card, take {card} into hand").format(card=card)


@lru_cache(maxsize=16)
def _club_power_actions(cat: Catalog) -> tuple[tuple[Action, ...], ...]:
    """Swapping the club card for the Star card in each Parlor slot, by slot and card id (made
    once, offered often)."""
    return tuple(tuple(Action("club_power", (slot,), (_club_power_label, names.whist(cat, c.id)))
                       for c in cat.whist) for slot in range(3))


def use_club_power(g: Rules, seat: int, slot: int) -> None:
    zone, cid = _club_card(g, seat)  # type: ignore[misc]
    p = g.st.players[seat]
    getattr(p, zone).remove(cid)
    g.st.whist_trash.append(cid)
    star = g.st.parlor[slot]
    g.st.parlor[slot] = -1
    p.hand.append(star)
    p.club_power_used = True
    g.emit("club_power", seat, card=cid, zone=zone, star=star, slot=slot)
    decks.refill_parlor(g)
