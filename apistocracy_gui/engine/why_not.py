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

from . import ballroom, gallery, hive, influence, names, parlor, tearoom
from .actions import Action
from .catalog import CROWN, Cost
from .payment import Payment, can_pay
from .week import AREA_NAMES, board_space

if TYPE_CHECKING:
    from .flow import Decision
    from .game import Game

SUIT_PLURALS = ("Clubs", "Spades", "Diamonds", "Hearts")
CROWN_HELP = f"a Queen card, or one each of {''.join(names.SUIT_SYMBOLS[:4])}"


def why_not(g: Game, action: Action) -> str | None:
    """The reason `action` is not legal now, or None when it is."""
    if action in g.legal_actions():
        return None
    top = g.st.stack[-1] if g.st.stack else None
    if top is None:
        return "The game is over"
    kind = type(top).__name__
    explain = _EXPLAIN.get((kind, action.kind))
    reason = explain(g, top, action) if explain is not None else None
    return reason or f"That is not a choice now. {top.prompt(g)}"


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
        out = {s.id: f"{AREA_NAMES[s.area]} ({s.id})" for s in spaces}
        out.update(beehive="the Beehive", home="At Home",
                   beehive_stay="the Beehive, without moving")
        return [Action("place", (k,), v) for k, v in out.items()]
    if kind in ("HiveMove", "FreeMove", "SidewaysBonus"):
        return [Action("move", (s,), h.name) for s, h in g.cat.hive.items()]
    if kind == "Payment" and top.stage == "choose":
        from .tearoom import may_keep

        ends = (("keep",), ("trash",)) if may_keep(g, top.seat) else ((),)  # R7.3: Lord Edward
        return [Action("influence", (), "Pay in influence")] + [
            Action("tea", (c, *end), f"Tea card {g.cat.tea_kinds[g.cat.tea[c].kind].name}")
            for c in p.tea for end in ends]
    if kind == "Payment":
        keys: list[influence.SourceKey] = [("card", c) for c in sorted(p.hand)] + [("host",), ("hive",)]
        keys += [("track", s) for s in range(4)]
        labels: dict[influence.SourceKey, str] = {("host",): "Host token", ("hive",): "Beehive token"}
        return [Action("pay", ("unit", *k, 1), labels.get(k) or (
            names.whist(g.cat, k[1]) if k[0] == "card" else f"stored {names.suit(k[1])}"))
            for k in keys]
    if kind in ("PlayCard", "TrashDown"):
        verb = "play" if kind == "PlayCard" else "trash_whist"
        return [Action(verb, (c,), names.whist(g.cat, c)) for c in sorted(p.hand)]
    return []


# ----------------------------------------------------------------------------- influence
def spendable(g: Game, seat: int) -> str:
    """The influence units the seat could spend now, highest first ("♦ ♠ ♣ ♣"), or "nothing"."""
    units: list[int] = []
    for s in influence.sources(g.cat, g.st.players[seat]):
        units += [s.level] * s.units
    return " ".join(names.SUIT_SYMBOLS[u] for u in sorted(units, reverse=True)) or "nothing"


def _too_dear(g: Game, seat: int, what: str, cost: Cost, verb: str = "costs") -> str:
    """"<what> costs 1♠ 1♦; you can spend only ♠ ♣" (with how a Crown is paid, if one is due)."""
    crown = f" (a Crown: {CROWN_HELP})" if cost[CROWN] else ""
    have = spendable(g, seat)
    have = "you have no influence to spend" if have == "nothing" else f"you can spend only {have}"
    return f"{what} {verb} {names.cost(cost)}{crown}; {have}"


# ----------------------------------------------------------------------------- placements
def _place(g: Game, top: Decision, action: Action) -> str | None:
    seat, space = top.seat, str(action.args[0]) if action.args else ""
    p = g.st.players[seat]
    if space == "home":
        return "You have already been At Home this week" if p.home_used else None
    if space == "beehive":
        return _no_hive_move(g, seat)
    if space == "beehive_stay":
        return ("You can still pay for a space: the Beehive without moving is only for a turn "
                "when nothing is affordable")
    board = board_space(g, space)
    if board is None:
        spare = [b for side in g.cat.boards.values() for b in side if b.id == space]
        if spare and spare[0].four_player:
            return "This space is used only in a game of four"
        return "That space is not on the board in this game"
    if space in g.st.occupied:
        who = g.st.occupied[space]
        return ("Your Calling Card is already on this space this week" if who == seat else
                f"{g.name(who)} is already on this space this week")
    area = AREA_NAMES[board.area]
    title = area[0].upper() + area[1:]
    if board.area == "pm_bonus":
        if not g.cat.hive[p.brooch].pm_dinner:
            return ("This table opens only while your Brooch is at Dinner with the Prime Minister "
                    "(the centre of Beehive level 4)")
        return _parlor(g, seat, board.cost, title)
    if board.area == "parlor":
        return _parlor(g, seat, board.cost, title)
    if board.area in ("lc", "ton"):
        if g.st.ballroom.get(space, -1) < 0:
            return "This Ballroom space has no card left this week"
        cost = ballroom.space_cost(g, seat, board.cost)
        return None if can_pay(g, seat, cost) else _too_dear(g, seat, f"{title} space", cost)
    if board.area == "gallery":
        return _gallery(g, seat, board.cost)
    if not g.st.tea_deck:
        return "The Tea deck is empty: no secrets are left to learn"
    return None if tearoom.placement_ok(g, seat, board.cost) else _too_dear(
        g, seat, "The Tea Room space", board.cost)


def _parlor(g: Game, seat: int, cost: Cost, title: str) -> str | None:
    if not any(c >= 0 for c in g.st.parlor):
        return "The Parlor has no Star card left to gain this week"
    return None if parlor.placement_ok(g, seat, cost) else _too_dear(g, seat, title, cost)


def _gallery(g: Game, seat: int, space_cost: Cost) -> str | None:
    opts = gallery.options(g, seat)
    if not opts:
        next_up = g.cat.art[gallery.next_art(g, seat)]
        return f"No {next_up.name} is left to commission, and art goes in order"
    art = opts[0][1]
    cost = influence.add(space_cost, gallery.art_cost(g, seat, art))
    what = f"The Gallery space and a {g.cat.art[art].name}"
    return None if gallery.placement_ok(g, seat, space_cost) else _too_dear(g, seat, what, cost,
                                                                            "cost together")


def _no_hive_move(g: Game, seat: int) -> str | None:
    if hive.placement_ok(g, seat):
        return None
    options = hive.moves(g, seat)
    if not options:
        return "Your Brooch is at the top of the Beehive: there is nowhere left to move"
    cheapest = min((m[1] for m in options), key=lambda c: (sum(c), c[::-1]))
    return _too_dear(g, seat, "Every move from your Brooch's space", cheapest, "costs at least")


# ----------------------------------------------------------------------------- the Beehive
def _hive_where(g: Game, seat: int, dest: str) -> str | None:
    """What is wrong with `dest` as a place to move to, before any cost."""
    if dest not in g.cat.hive:
        return "That is not a space on the Beehive"
    here = g.cat.hive[g.st.players[seat].brooch]
    there = g.cat.hive[dest]
    if dest == here.id:
        return "Your Brooch is already here"
    if there.level < here.level:
        return "Brooches never move down the Beehive"
    if there.level > here.level + 1 and dest not in here.up:
        return (f"{there.name} is too high: climb one level at a time, to a space linked to "
                f"{here.name}")
    if there.level > here.level and dest not in here.up:
        return (f"{there.name} is not linked to {here.name}: climb to a space joined to yours "
                "by a line, or move sideways on your level")
    return None


def _hive_move(g: Game, top: Decision, action: Action) -> str | None:
    seat, dest = top.seat, str(action.args[0])
    where = _hive_where(g, seat, dest)
    if where:
        return where
    move = next((m for m in hive.moves(g, seat) if m[0] == dest), None)
    if move is None:
        return "That move is not open from your Brooch's space"
    return _too_dear(g, seat, f"Moving to {g.cat.hive[dest].name}", move[1])


def _free_move(g: Game, top: hive.FreeMove, action: Action) -> str | None:
    dest = str(action.args[0])
    where = _hive_where(g, top.seat, dest)
    if top.event:
        options = [g.cat.hive[d].name for d in top.destinations(g)]
        return (where or "") + (". " if where else "") + \
            f"The invitation takes your Brooch only to {' or '.join(options)}"
    if dest in g.cat.hive and g.cat.hive[dest].level == len(g.cat.hive_levels) - 1:
        return "A free climb never reaches the Queen's Ball: that move needs a Crown"
    return where or "A free climb goes up one level, to a space linked to yours"


def _sideways_bonus(g: Game, top: Decision, action: Action) -> str | None:
    return _hive_where(g, top.seat, str(action.args[0])) or \
        "The host's free move is 1 to 4 spaces sideways, on the level you have just entered"


# ----------------------------------------------------------------------------- payments
def _source(g: Game, seat: int, key: influence.SourceKey) -> tuple[influence.Source | None, str]:
    """The seat's source named by `key`, or why it cannot be used at all."""
    p = g.st.players[seat]
    found = next((s for s in influence.sources(g.cat, p) if s.key == key), None)
    if found is not None:
        return found, ""
    if key[:1] == ("card",):
        return None, "That card is not in your hand"
    if key == ("host",):
        return None, "Your Host token is already twirled this week; At Home untwirls it"
    if key == ("hive",):
        if not p.hive_b:
            return None, "Your Beehive token gives influence only once it turns to side B, as you climb"
        return None, "Your Beehive token is already twirled this week; At Home untwirls it"
    if key[:1] == ("track",) and len(key) == 2 and key[1] in range(4):
        return None, f"Your {names.suit(key[1])} track is empty"
    return None, "That is not one of your influence sources"


def _pay(g: Game, top: Decision, action: Action) -> str | None:
    assert isinstance(top, Payment)  # (_EXPLAIN's key)
    args = action.args
    if not args or args[0] != "unit" or len(args) < 3:
        return None
    if top.stage == "choose":
        return "First choose: a Tea card, or influence"
    key, units = tuple(args[1:-1]), args[-1]
    src, why = _source(g, top.seat, key)
    if src is None:
        return why
    if units > src.units:
        return "That card pays 2 Clubs only when it is your Club starting card"
    if not influence.pay_one(top.cost, src.level):
        return (f"A {names.suit(src.level)} cannot pay toward {names.cost(top.cost)}: a suit pays "
                "its own suit or a lower one")
    return (f"Using it here would leave the rest of {names.cost(top.cost)} unpayable with what "
            "you have left; pay with another source first")


def _pay_choice(g: Game, top: Decision, action: Action) -> str | None:
    assert isinstance(top, Payment)  # (_EXPLAIN's key)
    if action.kind == "influence":
        return _too_dear(g, top.seat, f"Paying in influence for {top.reason}", top.cost)
    cid = action.args[0] if action.args else None
    if cid is None or cid not in g.st.players[top.seat].tea:
        return "That Tea card is not one of yours"
    if g.cat.tea[cid].kind != top.tea_kind:
        return f"That Tea card does not pay for {top.reason}"
    return _too_dear(g, top.seat, "With the Tea card, the rest",
                     influence.sub(top.cost, top.tea_saves))


# ----------------------------------------------------------------------------- whist
def _play(g: Game, top: Decision, action: Action) -> str | None:
    from .whist import DIAMOND, legal_cards, suit_of

    cid = action.args[0] if action.args else None
    hand = g.st.players[top.seat].hand
    if cid not in hand:
        return "That card is not in your hand"
    if cid in legal_cards(g, top.seat):
        return None
    if g.st.trick:
        led = suit_of(g, g.st.trick[0][1])
        return f"You must follow {SUIT_PLURALS[led]}: you still hold one"
    if suit_of(g, cid) == DIAMOND:
        return "Diamonds are not broken yet: lead another suit"
    return None


def _trash_whist(g: Game, top: Decision, action: Action) -> str | None:
    return "That card is not in your hand" if action.args and action.args[0] not in \
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
