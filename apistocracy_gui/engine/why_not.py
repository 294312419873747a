"""Why a move is refused, in the player's own terms (issue 12).

`Game.why_not(action)` answers the question a new player asks when a drop slides back or a
greyed card will not play: "why not?". It explains every target a front end can offer the
player who is deciding (a placement space, a Beehive space, a source in a payment, a whist
card) and falls back to naming the pending choice for anything else, so a refused action
always has a reason. A legal action has none (None).

Reasons read only what the deciding seat may see (`observe(seat)`): their own hand, tokens,
tracks and Tea cards, and the public board. A card that is not in their hand is "not in your
hand" wherever it really is, so no reason tells one player anything the rules hide.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import N_, _, data
from . import ballroom, gallery, hive, influence, names, parlor, tearoom
from .actions import Action
from .catalog import CROWN, Cost
from .names import area
from .payment import Payment, can_pay, reason_text
from .week import board_space

if TYPE_CHECKING:
    from .flow import Decision
    from .game import Game

FOLLOW = (N_("You must follow Clubs: you still hold one"), N_("You must follow Spades: you still hold one"),
          N_("You must follow Diamonds: you still hold one"),
          N_("You must follow Hearts: you still hold one"))
NOT_IN_HAND = N_("That card is not in your hand")


def why_not(g: Game, action: Action) -> str | None:
    """The reason `action` is not legal now, or None when it is."""
    if action in g.legal_actions():
        return None
    top = g.st.stack[-1] if g.st.stack else None
    if top is None:
        return _("The game is over")
    kind = type(top).__name__
    explain = _EXPLAIN.get((kind, action.kind))
    reason = explain(g, top, action) if explain is not None else None
    return reason or _("That is not a choice now. {prompt}").format(prompt=top.prompt(g))


def targets(g: Game) -> list[Action]:
    """Every target a front end can offer for the pending decision, legal or not, labelled for
    people: every space for a placement, every Beehive space for a move, every source of the
    deciding seat for a payment, every card in their hand at whist."""
    top = g.st.stack[-1] if g.st.stack else None
    if top is None or not top.decision:
        return []
    kind, p = type(top).__name__, g.st.players[top.seat]
    if kind == "PlaceCard":
        side = g.cat.board_side(len(g.st.players))  # as printed: 4-player spaces included
        spaces = list(g.cat.boards[side]) + list(g.cat.pm_bonus)
        out = {s.id: f"{area(s.area)} ({s.id})" for s in spaces}
        out.update(beehive=area("beehive"), home=area("home"),
                   beehive_stay=_("the Beehive, without moving"))
        return [Action("place", (k,), v) for k, v in out.items()]
    if kind in ("HiveMove", "FreeMove", "SidewaysBonus"):
        return [Action("move", (s,), data(h.name)) for s, h in g.cat.hive.items()]
    if kind == "Payment" and top.stage == "choose":
        from .tearoom import may_keep

        ends = (("keep",), ("trash",)) if may_keep(g, top.seat) else ((),)  # R7.3: Lord Edward
        return [Action("influence", (), _("Pay in influence"))] + [
            Action("tea", (c, *end),
                   _("Tea card {tea}").format(tea=data(g.cat.tea_kinds[g.cat.tea[c].kind].name)))
            for c in p.tea for end in ends]
    if kind == "Payment":
        keys: list[influence.SourceKey] = [("card", c) for c in sorted(p.hand)] + [("host",), ("hive",)]
        keys += [("track", s) for s in range(4)]
        labels: dict[influence.SourceKey, str] = {("host",): _("Host token"), ("hive",): _("Beehive token")}
        return [Action("pay", ("unit", *k, 1), labels.get(k) or (
            names.whist(g.cat, k[1]) if k[0] == "card" else _("stored {suit}").format(suit=names.suit(k[1]))))
            for k in keys]
    if kind in ("PlayCard", "TrashDown"):
        verb = "play" if kind == "PlayCard" else "trash_whist"
        return [Action(verb, (c,), names.whist(g.cat, c)) for c in sorted(p.hand)]
    return []


# ----------------------------------------------------------------------------- influence
def spendable(g: Game, seat: int) -> str:
    """The influence units the seat could spend now, highest first ("♦ ♠ ♣ ♣"), or ""."""
    units: list[int] = []
    for s in influence.sources(g.cat, g.st.players[seat]):
        units += [s.level] * s.units
    return " ".join(names.SUIT_SYMBOLS[u] for u in sorted(units, reverse=True))


def _too_dear(g: Game, seat: int, costs: str, cost: Cost) -> str:
    """"<what> costs 1♠ 1♦; you can spend only ♠ ♣" (with how a Crown is paid, if one is due):
    `costs` is the translated first clause, whose `{cost}` this fills."""
    clause = costs.replace("{cost}", names.cost(cost))
    if cost[CROWN]:
        clause = _("{clause} (a Crown: a Queen card, or one each of {suits})").format(
            clause=clause, suits="".join(names.SUIT_SYMBOLS[:4]))
    have = spendable(g, seat)
    if not have:
        return _("{clause}; you have no influence to spend").format(clause=clause)
    return _("{clause}; you can spend only {units}").format(clause=clause, units=have)


# ----------------------------------------------------------------------------- placements
def _place(g: Game, top: Decision, action: Action) -> str | None:
    seat, space = top.seat, str(action.args[0]) if action.args else ""
    p = g.st.players[seat]
    if space == "home":
        return _("You have already been At Home this week") if p.home_used else None
    if space == "beehive":
        return _no_hive_move(g, seat)
    if space == "beehive_stay":
        return _("You can still pay for a space: the Beehive without moving is only for a turn "
                 "when nothing is affordable")
    board = board_space(g, space)
    if board is None:
        spare = [b for side in g.cat.boards.values() for b in side if b.id == space]
        if spare and spare[0].four_player:
            return _("This space is used only in a game of four")
        return _("That space is not on the board in this game")
    if space in g.st.occupied:
        who = g.st.occupied[space]
        return (_("Your Calling Card is already on this space this week") if who == seat else
                _("{who} is already on this space this week").format(who=g.name(who)))
    if board.area == "pm_bonus":
        if not g.cat.hive[p.brooch].pm_dinner:
            return _("This table opens only while your Brooch is at Dinner with the Prime Minister "
                     "(the centre of Beehive level 4)")
        return _parlor(g, seat, board.cost, _("The PM's Dinner table costs {cost}"))
    if board.area == "parlor":
        return _parlor(g, seat, board.cost, _("The Parlor costs {cost}"))
    if board.area in ("lc", "ton"):
        if g.st.ballroom.get(space, -1) < 0:
            return _("This Ballroom space has no card left this week")
        cost = ballroom.space_cost(g, seat, board.cost)
        kind = "L&C" if board.area == "lc" else "Ton"
        return None if can_pay(g, seat, cost) else _too_dear(
            g, seat, _("The Ballroom ({kind}) space costs {cost}").replace("{kind}", kind), cost)
    if board.area == "gallery":
        return _gallery(g, seat, board.cost)
    if not g.st.tea_deck:
        return _("The Tea deck is empty: no secrets are left to learn")
    return None if tearoom.placement_ok(g, seat, board.cost) else _too_dear(
        g, seat, _("The Tea Room space costs {cost}"), board.cost)


def _parlor(g: Game, seat: int, cost: Cost, costs: str) -> str | None:
    if not any(c >= 0 for c in g.st.parlor):
        return _("The Parlor has no Star card left to gain this week")
    return None if parlor.placement_ok(g, seat, cost) else _too_dear(g, seat, costs, cost)


def _gallery(g: Game, seat: int, space_cost: Cost) -> str | None:
    opts = gallery.options(g, seat)
    if not opts:
        next_up = g.cat.art[gallery.next_art(g, seat)]
        return _("No {art} is left to commission, and art goes in order").format(art=data(next_up.name))
    art = opts[0][1]
    cost = influence.add(space_cost, gallery.art_cost(g, seat, art))
    what = _("The Gallery space and a {art} cost together {cost}").replace(
        "{art}", data(g.cat.art[art].name))
    return None if gallery.placement_ok(g, seat, space_cost) else _too_dear(g, seat, what, cost)


def _no_hive_move(g: Game, seat: int) -> str | None:
    if hive.placement_ok(g, seat):
        return None
    options = hive.moves(g, seat)
    if not options:
        return _("Your Brooch is at the top of the Beehive: there is nowhere left to move")
    cheapest = min((m[1] for m in options), key=lambda c: (sum(c), c[::-1]))
    return _too_dear(g, seat, _("Every move from your Brooch's space costs at least {cost}"), cheapest)


# ----------------------------------------------------------------------------- the Beehive
def _hive_where(g: Game, seat: int, dest: str) -> str | None:
    """What is wrong with `dest` as a place to move to, before any cost."""
    if dest not in g.cat.hive:
        return _("That is not a space on the Beehive")
    here = g.cat.hive[g.st.players[seat].brooch]
    there = g.cat.hive[dest]
    if dest == here.id:
        return _("Your Brooch is already here")
    if there.level < here.level:
        return _("Brooches never move down the Beehive")
    if there.level > here.level + 1 and dest not in here.up:
        return _("{space} is too high: climb one level at a time, to a space linked to "
                 "{here}").format(space=data(there.name), here=data(here.name))
    if there.level > here.level and dest not in here.up:
        return _("{space} is not linked to {here}: climb to a space joined to yours by a line, or "
                 "move sideways on your level").format(space=data(there.name), here=data(here.name))
    return None


def _hive_move(g: Game, top: Decision, action: Action) -> str | None:
    seat, dest = top.seat, str(action.args[0])
    where = _hive_where(g, seat, dest)
    if where:
        return where
    move = next((m for m in hive.moves(g, seat) if m[0] == dest), None)
    if move is None:
        return _("That move is not open from your Brooch's space")
    return _too_dear(g, seat, _("Moving to {space} costs {cost}").replace(
        "{space}", data(g.cat.hive[dest].name)),
                     move[1])


def _free_move(g: Game, top: hive.FreeMove, action: Action) -> str | None:
    dest = str(action.args[0])
    where = _hive_where(g, top.seat, dest)
    if top.event:
        options = [data(g.cat.hive[d].name) for d in top.destinations(g)]
        only = _only_to(options)
        return _("{reason}. {only}").format(reason=where, only=only) if where else only
    if dest in g.cat.hive and g.cat.hive[dest].level == len(g.cat.hive_levels) - 1:
        return _("A free climb never reaches the Queen's Ball: that move needs a Crown")
    return where or _("A free climb goes up one level, to a space linked to yours")


def _only_to(options: list[str]) -> str:
    """Where an invitation's free move may go: one space, or two and more joined by "or"."""
    if len(options) == 1:
        return _("The invitation takes your Brooch only to {space}").format(space=options[0])
    return _("The invitation takes your Brooch only to {spaces} or {last}").format(
        spaces=_(", ").join(options[:-1]), last=options[-1])


def _sideways_bonus(g: Game, top: Decision, action: Action) -> str | None:
    return _hive_where(g, top.seat, str(action.args[0])) or \
        _("The host's free move is 1 to 4 spaces sideways, on the level you have just entered")


# ----------------------------------------------------------------------------- payments
def _source(g: Game, seat: int, key: influence.SourceKey) -> tuple[influence.Source | None, str]:
    """The seat's source named by `key`, or why it cannot be used at all."""
    p = g.st.players[seat]
    found = next((s for s in influence.sources(g.cat, p) if s.key == key), None)
    if found is not None:
        return found, ""
    if key[:1] == ("card",):
        return None, _(NOT_IN_HAND)
    if key == ("host",):
        return None, _("Your Host token is already twirled this week; At Home untwirls it")
    if key == ("hive",):
        if not p.hive_b:
            return None, _("Your Beehive token gives influence only once it turns to side B, as you climb")
        return None, _("Your Beehive token is already twirled this week; At Home untwirls it")
    if key[:1] == ("track",) and len(key) == 2 and key[1] in range(4):
        return None, _("Your {suit} track is empty").format(suit=names.suit(key[1]))
    return None, _("That is not one of your influence sources")


def _pay(g: Game, top: Decision, action: Action) -> str | None:
    assert isinstance(top, Payment)  # (_EXPLAIN's key)
    args = action.args
    if not args or args[0] != "unit" or len(args) < 3:
        return None
    if top.stage == "choose":
        return _("First choose: a Tea card, or influence")
    key, units = tuple(args[1:-1]), args[-1]
    src, why = _source(g, top.seat, key)
    if src is None:
        return why
    if units > src.units:
        return _("That card pays 2 Clubs only when it is your Club starting card")
    if not influence.pay_one(top.cost, src.level):
        return _("A {suit} cannot pay toward {cost}: a suit pays its own suit or a lower "
                 "one").format(suit=names.suit(src.level), cost=names.cost(top.cost))
    return _("Using it here would leave the rest of {cost} unpayable with what you have left; pay "
             "with another source first").format(cost=names.cost(top.cost))


def _pay_choice(g: Game, top: Decision, action: Action) -> str | None:
    assert isinstance(top, Payment)  # (_EXPLAIN's key)
    if action.kind == "influence":
        return _too_dear(g, top.seat, _("Paying in influence for {reason} costs {cost}").replace(
            "{reason}", reason_text(top.reason)), top.cost)
    cid = action.args[0] if action.args else None
    if cid is None or cid not in g.st.players[top.seat].tea:
        return _("That Tea card is not one of yours")
    if g.cat.tea[cid].kind != top.tea_kind:
        return _("That Tea card does not pay for {reason}").format(reason=reason_text(top.reason))
    return _too_dear(g, top.seat, _("With the Tea card, the rest costs {cost}"),
                     influence.sub(top.cost, top.tea_saves))


# ----------------------------------------------------------------------------- whist
def _play(g: Game, top: Decision, action: Action) -> str | None:
    from .whist import DIAMOND, legal_cards, suit_of

    cid = action.args[0] if action.args else None
    hand = g.st.players[top.seat].hand
    if cid not in hand:
        return _(NOT_IN_HAND)
    if cid in legal_cards(g, top.seat):
        return None
    if g.st.trick:
        return _(FOLLOW[suit_of(g, g.st.trick[0][1])])
    if suit_of(g, cid) == DIAMOND:
        return _("Diamonds are not broken yet: lead another suit")
    return None


def _trash_whist(g: Game, top: Decision, action: Action) -> str | None:
    return _(NOT_IN_HAND) if action.args and action.args[0] not in \
        g.st.players[top.seat].hand else None


_EXPLAIN = {
    ("PlaceCard", "place"): _place,
    ("HiveMove", "move"): _hive_move,
    ("FreeMove", "move"): _free_move,
    ("SidewaysBonus", "move"): _sideways_bonus,
    ("Payment", "pay"): _pay,
    ("Payment", "influence"): _pay_choice,
    ("Payment", "tea"): _pay_choice,
    ("PlayCard", "play"): _play,
    ("TrashDown", "trash_whist"): _trash_whist,
}
