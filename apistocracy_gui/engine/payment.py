"""Paying a cost as a pending decision (rulebook p.5-6, p.20 Tea cards; RULINGS R2, R6.4).

When a Tea card could replace part of the cost, the player first chooses the Tea card or
influence; then pays either with the ready-made cheapest payment in one click or one source
at a time. Only steps that keep the rest payable are offered, so a player can never paint
themselves into a corner halfway through a payment.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..i18n import N_, _, data, list_of, npgettext, number, pgettext
from . import influence, names
from .actions import Action
from .catalog import NO_COST, Catalog, Cost
from .flow import Decision
from .influence import affordable_units
from .small_costs import ONE_UNIT, TWO_UNITS, two_unit_rest

if TYPE_CHECKING:
    from .kernel import Rules


def tea_cards_for(g: Rules, seat: int, tea_kind: str) -> list[int]:
    if not tea_kind:
        return []
    return [c for c in g.st.players[seat].tea if g.cat.tea[c].kind == tea_kind]


def unit_counts(g: Rules, seat: int) -> tuple[int, ...]:
    """The seat's influence units per level, counted once per listing of legal actions."""
    memo = g.unit_memo
    if memo is None:
        return influence.unit_counts(g.cat, g.st.players[seat])
    units = memo.get(seat)
    if units is None:
        units = memo[seat] = influence.unit_counts(g.cat, g.st.players[seat])
    return units


def can_pay(g: Rules, seat: int, cost: Cost, tea_kind: str = "", tea_saves: Cost = NO_COST) -> bool:
    memo = g.unit_memo  # (a listing asks this for every space: the memo's hit is inlined)
    units = None if memo is None else memo.get(seat)
    if units is None:
        units = unit_counts(g, seat)
    if affordable_units(cost, units):
        return True
    return bool(tea_cards_for(g, seat, tea_kind)) and influence.affordable_units(
        influence.sub(cost, tea_saves), units)


def pay(g: Rules, seat: int, cost: Cost, reason: str, tea_kind: str = "",
        tea_saves: Cost = NO_COST) -> None:
    """Push the decisions that pay `cost` (nothing when it is free and no Tea card applies)."""
    if tea_cards_for(g, seat, tea_kind):
        g.push(Payment(seat, cost, reason, tea_kind, tea_saves, "choose"))
    elif cost != NO_COST:
        g.push(Payment(seat, cost, reason))


# A payment's reason is kept in English in the state, the events and the saves (what the
# engine's callers wrote: "the Tea Room space", "row 3", "the move to Almack's", a card's
# name); it is translated here, where it is shown, in its own context: German and French
# decline a place after "for" ("für den Salon") that a label names bare ("Salon").
_REASON_WORDS: dict[str, Callable[[], str]] = {
    "the Parlor": lambda: pgettext("payment reason", "the Parlor"),
    "the PM's Dinner table": lambda: pgettext("payment reason", "the PM's Dinner table"),
    "the Tea Room space": lambda: pgettext("payment reason", "the Tea Room space"),
}
_REASON_FORMS: tuple[tuple[re.Pattern[str], Callable[[str], str]], ...] = (
    (re.compile(r"the (L&C|Ton) space"),
     lambda kind: pgettext("payment reason", "the {kind} space").format(kind=kind)),
    (re.compile(r"row (\d+)"),
     lambda row: pgettext("payment reason", "row {row}").format(row=number(int(row)))),
    (re.compile(r"the Gallery space and a (.+)"),
     lambda art: pgettext("payment reason", "the Gallery space and a {art}").format(art=data(art))),
    (re.compile(r"the move to (.+)"),
     lambda space: pgettext("payment reason", "the move to {space}").format(space=data(space))),
)


def reason_text(reason: str) -> str:
    """What a payment is for, in the current language (a Ballroom card's or a bonus token's
    name through the rules data's catalog)."""
    if reason in _REASON_WORDS:
        return _REASON_WORDS[reason]()
    for pattern, words in _REASON_FORMS:
        if m := pattern.fullmatch(reason):
            return words(m.group(1))
    return data(reason)


def use_source(g: Rules, seat: int, key: influence.SourceKey, units: int) -> tuple[Any, ...]:
    """Spend one source; returns the part of the `paid` event that tells it: ("card", card,
    units), ("host",), ("hive",) or ("track", suit, units, before)."""
    p = g.st.players[seat]
    if key[0] == "card":
        p.hand.remove(key[1])
        p.discard.append(key[1])
        return ("card", key[1], units)
    if key[0] == "host":
        p.host_twirled = True
        return ("host",)
    if key[0] == "hive":
        p.hive_twirled = True
        return ("hive",)
    p.tracks[key[1]] -= units
    return ("track", key[1], units, p.tracks[key[1]] + units)


def source_label(g: Rules, s: influence.Source, units: int) -> str:
    return _source_label(g.cat, s.key, s.level, units)


def _source_label(cat: Catalog, key: influence.SourceKey, level: int, units: int) -> str:
    return _source_words(*_words_of(cat, key, level, units))


def _source_words(kind: str, card: str, level: int, units: int) -> str:
    """Paying from one source: `card` names a card in hand (kind "card")."""
    suit = names.SUIT_SYMBOLS[level]
    if kind == "card":
        if units == 2:
            return pgettext("payment source", "Discard {card} as 2 Clubs").format(card=card)
        return pgettext("payment source", "Discard {card}").format(card=card)
    if kind == "host":
        return pgettext("payment source", "Twirl Host token ({suit})").format(suit=suit)
    if kind == "hive":
        return pgettext("payment source", "Twirl Beehive token ({suit})").format(suit=suit)
    # A plan may spend two stored units of one suit: its words say how many (issue 52).
    return npgettext("payment source", "Use {n} stored {suit}", "Use {n} stored {suit}", units).format(
        n=number(units), suit=suit)


def _words_of(cat: Catalog, key: influence.SourceKey, level: int, units: int) -> tuple[str, str, int, int]:
    """The values `_source_words` words a source with."""
    return key[0], names.whist(cat, key[1]) if key[0] == "card" else "", level, units


def _unit_action(cat: Catalog, key: influence.SourceKey, level: int, units: int) -> Action:
    """Paying `units` from one source."""
    return Action("pay", ("unit", *key, units), (_source_words, *_words_of(cat, key, level, units)))


# A source's actions, made once and offered often (actions are immutable): the one-click payment
# of a cost this source alone pays with one unit, and paying one and two units from it; so
# `SourceActions[units]` is the step paying `units`. A payment's listing reads them from tables
# by the source's key: finding each in a cache keyed by nested tuples cost more than the rest
# of the listing (issue 57).
SourceActions = tuple[Action, Action, Action]
PLACEHOLDER = Action("pay", ("cheapest",))  # (replaced by the one-click payment once it is known)


def _source_actions(cat: Catalog, key: influence.SourceKey, level: int) -> SourceActions:
    return (_cheapest_action(cat, ((key, level, 1),)), _unit_action(cat, key, level, 1),
            _unit_action(cat, key, level, 2))


@lru_cache(maxsize=16)
def _source_table(cat: Catalog, character: str) -> tuple[SourceActions, ...]:
    """Every source's actions in this character's hands, by the source's `slot`: each whist
    card's by its id, then the Host and Beehive tokens' and the tracks' by level (one lookup
    a source, not a test of its kind and two: issue 57)."""
    cards = tuple(_source_actions(cat, s.key, s.level) for s in influence._card_sources(cat, character))
    other = tuple(_source_actions(cat, (kind,) if kind != "track" else (kind, level), level)
                  for kind in influence.SLOTS for level in range(4))
    return cards + other


def _cheapest_label(parts: tuple[tuple[str, str, int, int], ...]) -> str:
    return _("Pay cheapest: {sources}").format(sources=list_of(_source_words(*part) for part in parts))


@lru_cache(maxsize=1024)
def _cheapest_action(cat: Catalog, parts: tuple[tuple[influence.SourceKey, int, int], ...]) -> Action:
    """The one-click payment spending `parts` ((key, level, units) per source)."""
    return Action("pay", ("cheapest",), (_cheapest_label, tuple(_words_of(cat, *part) for part in parts)))


def cheapest_payment(g: Rules, seat: int, cost: Cost) -> list[tuple[influence.Source, int]]:
    """The sources (and units of each) the one-click payment of `cost` would spend: the
    seat's own, which the seat sees (a screen marks them)."""
    return influence.cheapest(cost, influence.sources(g.cat, g.st.players[seat])) or []


def cheapest_sources(g: Rules, seat: int, cost: Cost) -> str:
    """What the one-click payment of `cost` spends, as a list in the current language (the
    words of its label after "Pay cheapest:", for a screen that words the button its own way)."""
    plan = cheapest_payment(g, seat, cost)
    return list_of(_source_label(g.cat, s.key, s.level, u) for s, u in plan)


def explain_cheapest(g: Rules, seat: int, cost: Cost) -> str:
    """Why the one-click payment of `cost` spends what it spends, in the player's terms.

    `influence.cheapest` weighs each source: a card in hand least (it is discarded at the
    week's end anyway), a token more (it untwirls only next week), stored influence most (it
    keeps for good); within each kind the lower suit first. This says which of those reasons
    applied and what the payment leaves for later.
    """
    srcs = influence.sources(g.cat, g.st.players[seat])
    plan = influence.cheapest(cost, srcs)
    if not plan:
        return ""
    used = {s.key for s, _u in plan}
    kinds = {s.key[0] for s, _u in plan}
    why = []
    if "card" in kinds:
        why.append(_("cards in hand go to your discard pile at the week's end anyway"))
    if kinds & {"host", "hive"}:
        why.append(_("a twirled token is back next week"))
    if "track" in kinds:
        why.append(_("stored influence is used only where cards and tokens cannot pay"))
    kept = []
    top = max(s.level for s, _u in plan)
    if any(s.key[0] == "card" and s.key not in used and s.level > top for s in srcs):
        kept.append(_("your higher cards"))
    kept += [_("your Host token") if s.key[0] == "host" else _("your Beehive token")
             for s in srcs if s.key[0] in ("host", "hive") and s.key not in used]
    if any(s.key[0] == "track" and s.key not in used for s in srcs):
        kept.append(_("your other stored influence") if "track" in kinds else _("your stored influence"))
    because = _("Cheapest because {reasons}.").format(reasons=pgettext("list of reasons", "; ").join(why))
    if not kept:
        return because
    return _("Cheapest because {reasons}. It keeps {kept} for later.").format(
        reasons=pgettext("list of reasons", "; ").join(why), kept=list_of(kept))


TEA_USE, TEA_KEEP, TEA_TRASH = (N_("Use Tea card: {tea}"), N_("Use Tea card: {tea}, keep it face-up"),
                                N_("Use Tea card: {tea}, then trash it"))


def _tea_label(msgid: str, tea_kind_name: str) -> str:
    return _(msgid).format(tea=data(tea_kind_name))


def _influence_label(cost: Cost) -> str:
    return _("Pay {cost} in influence").format(cost=names.cost(cost))


@dataclass(slots=True)
class Payment(Decision):
    cost: Cost
    reason: str
    tea_kind: str = ""
    tea_saves: Cost = NO_COST
    stage: str = "pay"  # "choose" (Tea card or influence), then "pay"

    def prompt(self, g: Rules) -> str:
        if self.stage == "choose":
            return _("Pay {cost} for {reason}, or use a Tea card").format(
                cost=names.cost(self.cost), reason=reason_text(self.reason))
        return _("Pay {cost} for {reason}").format(cost=names.cost(self.cost),
                                                   reason=reason_text(self.reason))

    def brief(self, g: Rules) -> str:
        return _("Pay {cost}").format(cost=names.cost(self.cost))

    def public_prompt(self, g: Rules) -> str:
        return _("{who} is paying for {reason}").format(who=g.name(self.seat),
                                                        reason=reason_text(self.reason))

    def legal(self, g: Rules) -> list[Action]:
        p = g.st.players[self.seat]
        srcs = influence.sources(g.cat, p)
        if self.stage == "choose":
            return self._choices(g, srcs)
        table = _source_table(g.cat, p.character)
        one = ONE_UNIT.get(self.cost)
        if one is not None:
            # Three payments in four, listed in one pass: each source of the unit's level or
            # higher pays it in one step, listed once, and the one-click payment spends the
            # first source of least value (as `influence.cheapest`).
            out: list[Action] = [PLACEHOLDER]
            best = -1
            for s in srcs:
                if s.level >= one:
                    acts = table[s.slot]
                    out.append(acts[1])
                    if best < 0 or s.value < best:
                        best, out[0] = s.value, acts[0]
            return out if best >= 0 else []
        plan, steps = influence.plan_and_steps(self.cost, srcs)
        if plan is None:
            return []
        if len(plan) == 1 and plan[0][1] == 1:
            out = [table[plan[0][0].slot][0]]
        elif max(u for _s, u in plan) <= 2:
            # The one-click payment worded from its sources' steps in the tables: a new plan
            # of cards missed `_cheapest_action`'s cache at nearly every listing (issue 57).
            out = [Action("pay", ("cheapest",), (_cheapest_label, tuple(
                [table[s.slot][u]._words[1:] for s, u in plan])))]
        else:
            out = [_cheapest_action(g.cat, tuple([(s.key, s.level, u) for s, u in plan]))]
        seen = set()  # (a source may pay a step in more than one way: it is offered once)
        for s, units, _rest in steps:
            action = table[s.slot][units]
            if action.args not in seen:
                seen.add(action.args)
                out.append(action)
        return out

    def _choices(self, g: Rules, srcs: list[influence.Source]) -> list[Action]:
        """The Tea card or influence (stage "choose")."""
        from . import tearoom  # (tearoom pays through this module)

        out = []
        rest = influence.sub(self.cost, self.tea_saves)
        if influence.affordable(rest, srcs):
            name = g.cat.tea_kinds[self.tea_kind].name
            keep = tearoom.may_keep(g, self.seat)
            for c in tea_cards_for(g, self.seat, self.tea_kind):
                if keep:  # Lord Edward chooses each time (p.18 "they may choose"; R7.3)
                    out.append(Action("tea", (c, "keep"), (_tea_label, TEA_KEEP, name)))
                    out.append(Action("tea", (c, "trash"), (_tea_label, TEA_TRASH, name)))
                else:
                    out.append(Action("tea", (c,), (_tea_label, TEA_USE, name)))
        if influence.affordable(self.cost, srcs):
            out.append(Action("influence", (), (_influence_label, self.cost)))
        return out

    def apply(self, g: Rules, action: Action) -> None:
        if action.kind == "tea":
            from . import parlor, tearoom  # (both pay through this module)

            keep = action.args[1:] == ("keep",)
            tearoom.use_tea(g, self.seat, action.args[0], self.reason, keep)
            if self.tea_kind == "parlor":
                parlor.tea_boon(g)
            pay(g, self.seat, influence.sub(self.cost, self.tea_saves), self.reason)
        elif action.kind == "influence":
            g.emit("payment_chosen", self.seat, tea=False, reason=self.reason)
            g.push(Payment(self.seat, self.cost, self.reason))
        elif action.args[0] == "cheapest":
            srcs = influence.sources(g.cat, g.st.players[self.seat])
            plan = influence.cheapest(self.cost, srcs) or []
            done = tuple(use_source(g, self.seat, s.key, u) for s, u in plan)
            g.emit("paid", self.seat, whole=True, cost=self.cost, reason=self.reason, parts=done)
        else:
            key, units = tuple(action.args[1:-1]), action.args[-1]
            p = g.st.players[self.seat]
            rest: Cost | None
            if self.cost in ONE_UNIT:  # legal() offered a source that pays it all
                rest = NO_COST
            elif (two := TWO_UNITS.get(self.cost)) is not None:
                rest = two_unit_rest(*two, influence.source_of(g.cat, p, key).level, units)
            else:
                rest = influence.step(self.cost, influence.source_of(g.cat, p, key), units,
                                      influence.unit_counts(g.cat, p))  # the units of all sources
            assert rest is not None  # legal() offered this step
            part = use_source(g, self.seat, key, units)
            g.emit("paid", self.seat, whole=False, cost=self.cost, reason=self.reason, parts=(part,))
            if rest != NO_COST:
                g.push(Payment(self.seat, rest, self.reason))
