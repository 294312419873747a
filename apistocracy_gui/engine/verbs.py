"""The effect verbs, each registered once (issue 53, item 3): what a verb does for a player,
whether it can do anything now, and what Lady Cat does with it (rulebook p.8 "Whenever you gain
one of these icons...", p.20 Ton cards, p.22 Lady Cat; RULINGS R6.2).

A verb of the rules data (`rules_schemas.Effects`: `gain_card`, `commission` ...) used to be
spelled out as an if-chain in each place that reads it; here it is one entry, which points at
the area that acts (the Ballroom gains a card, the Gallery commissions ...). `effects` resolves
a player's effects through it and `ladycat_actions` Lady Cat's. The screen's words for a verb
are the GUI's table (`gui/board/verb_words.py`); `tests/test_verbs.py` checks that every verb
of the rules data has its entry in both, so a new verb is its schema, an entry here and its
words there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import ballroom, effects, gallery, hive, home, ladycat_actions, parlor, tearoom
from .catalog import SUITS, Effect
from .flow import Task

if TYPE_CHECKING:
    from .kernel import Rules

Act = Callable[["Rules", int, Effect], None]


@dataclass(frozen=True, slots=True)
class Verb:
    """One verb's meaning: `tasks` what a player gains (the tasks that take it, free: no
    Calling Card and no influence), `possible` whether it can do anything now (a Ton card's
    action is offered only then), `lady_cat` what she does with it, None when she skips it
    (p.22 "If she cannot take the action, then skip it": she has no whist deck to add to or
    thin)."""

    tasks: Callable[[Rules, int, Effect], list[Task]]
    possible: Callable[[Rules, int, Effect], bool]
    lady_cat: Act | None


def _always(g: Rules, seat: int, e: Effect) -> bool:
    return True


def _gain_action(g: Rules, seat: int, e: Effect) -> list[Task]:
    task = {"tea": tearoom.TeaDraw, "parlor": parlor.ParlorAction, "gallery": gallery.GainArt}[e.action]
    return [task(seat)]


def _action_possible(g: Rules, seat: int, e: Effect) -> bool:
    if e.action == "gallery":
        return gallery.can_commission(g, seat)
    if e.action == "tea":
        return bool(g.st.tea_deck)
    return True


def _gain_card(g: Rules, seat: int, e: Effect) -> list[Task]:
    return [ballroom.GainCard(seat, e.kind)]


def _gain_queen(g: Rules, seat: int, e: Effect) -> list[Task]:
    return [effects.GainQueen(seat)]


def _hive_event(g: Rules, seat: int, e: Effect) -> list[Task]:
    return [hive.FreeMove(seat, e.event)]


def _hive_event_possible(g: Rules, seat: int, e: Effect) -> bool:
    return bool(hive.event_destinations(g, seat, e.event))


def _hive_up(g: Rules, seat: int, e: Effect) -> list[Task]:
    return [hive.FreeMove(seat)]


def _hive_up_possible(g: Rules, seat: int, e: Effect) -> bool:
    return bool(hive.free_up(g, seat))


def _commission(g: Rules, seat: int, e: Effect) -> list[Task]:
    return [gallery.GainArt(seat, art=g.cat.art_index(e.art))]


def _commission_possible(g: Rules, seat: int, e: Effect) -> bool:
    return gallery.can_commission(g, seat, g.cat.art_index(e.art))


def _draw(g: Rules, seat: int, e: Effect) -> list[Task]:
    return [effects.Draw(seat, e.count)]


def _trash(g: Rules, seat: int, e: Effect) -> list[Task]:
    return [parlor.TrashChoice(seat, e.count)]


def _gain_influence(g: Rules, seat: int, e: Effect) -> list[Task]:
    if e.suit == "any":
        return [home.GainInfluence(seat, "Gain influence")]
    return [effects.GainTrack(seat, SUITS.index(e.suit))]


VERBS: dict[str, Verb] = {
    "gain_action": Verb(_gain_action, _action_possible, ladycat_actions.gain_action),
    "gain_card": Verb(_gain_card, _always, ladycat_actions.gain_card),
    "gain_queen_card": Verb(_gain_queen, _always, None),
    "hive_event": Verb(_hive_event, _hive_event_possible, ladycat_actions.hive_event),
    "hive_up": Verb(_hive_up, _hive_up_possible, ladycat_actions.hive_up),
    "commission": Verb(_commission, _commission_possible, ladycat_actions.commission),
    "draw": Verb(_draw, _always, None),
    "trash": Verb(_trash, _always, None),
    "gain_influence": Verb(_gain_influence, _always, ladycat_actions.gain_influence),
}
