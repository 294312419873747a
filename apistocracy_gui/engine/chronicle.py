"""The Chronicle: the words for each event kind (the game's log is rendered from its events).

One renderer per narrated kind turns an event's data into the line every seat reads; a few
kinds have a second, private line for the event's own seat ("You draw ..."), read only from
the secret data. Kinds without a renderer (refills, shuffles, track steps paid away) are shown
by the screens' animations, not told in words. Rendering is lazy: bots' simulated games never
pay for text.

Each line is one whole sentence per language (issue 35): a msgid with named placeholders,
translated when the line is rendered, so a translator may reorder it and a change of language
applies to the whole log at once. The events keep no text, only ids and counts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..i18n import N_, _, data, generation, list_of, ngettext, number, pgettext
from . import names
from .events import Event
from .names import KIND_NAMES, area

if TYPE_CHECKING:
    from .game import Game, LogEntry
    from .ladycat import SoloCard

TOKEN_LINES = {"favored_guest": N_("{who} fills a column first: the Favored Guest token"),
               "queens_favorite": N_("{who} is first at the Queen's Ball: the Queen's Favorite token"),
               "artists_muse": N_("{who} completes a set first: the Artist's Muse token"),
               "card_sharp": N_("{who} has the most Star cards and takes the Card Sharp token")}
SOLO_ACTIONS = {"tea": N_("Tea"), "gallery": N_("Gallery"), "ballroom": N_("Ballroom"),
                "parlor": N_("Parlor"), "beehive": N_("Beehive"), "copycat": N_("Copycat"),
                "home": N_("Home")}

Renderer = Callable[["Game", Event], "str | None"]


def _who(g: Game, e: Event) -> str:
    return g.name(e.seat) if e.seat is not None else ""


def _ball(g: Game, kind: str, cid: int) -> str:
    return data((g.cat.lc[cid] if kind == "lc" else g.cat.ton[cid]).name)


def _tea(g: Game, cid: int) -> str:
    return names.tea(g.cat, cid)


def _bonus_token(g: Game, token: str) -> str:
    return data(next(t for t in g.cat.bonus_tokens if t.id == token).name)


def _solo(cid: int) -> SoloCard:
    from . import ladycat

    return ladycat.card(cid)


def _action(act: str) -> str:
    return _(SOLO_ACTIONS[act]) if act in SOLO_ACTIONS else act.capitalize()


def _cards(g: Game, cards: Any) -> str:
    return list_of(names.whist(g.cat, c) for c in cards)


def _reason(reason: str) -> str:
    from .payment import reason_text

    return reason_text(reason)


def _payment_part(g: Game, part: tuple[Any, ...]) -> str:
    kind = part[0]
    if kind == "card":
        card = names.whist(g.cat, part[1])
        if part[2] == 2:
            return pgettext("chronicle payment", "discards {card} as 2 Clubs").format(card=card)
        return pgettext("chronicle payment", "discards {card}").format(card=card)
    if kind == "host":
        return pgettext("chronicle payment", "twirls the Host token")
    if kind == "hive":
        return pgettext("chronicle payment", "twirls the Beehive token")
    return pgettext("chronicle payment", "uses {n} stored {suit}").format(
        n=number(part[2]), suit=names.SUIT_SYMBOLS[part[1]])


def _game_started(g: Game, e: Event) -> str:
    who = list_of(g.name(s) for s in e.data["seats"])
    return _("A new season begins for {who}").format(who=who)  # never the seed (R7.1)


def _position_started(g: Game, e: Event) -> str:
    """A game played on from a position of another (issue 56): whose view its hidden cards
    were drawn from, never which cards they were."""
    d, who = e.data, list_of(g.name(s) for s in e.data["seats"])
    if d["viewer"] is None:
        return _("A season is played on from a given position by {who}").format(who=who)
    seer = g.name(d["viewer"])
    if d["whist"]:
        return _("The season is played on from the whist by {who}: every card {seer} could not see "
                 "is dealt anew").format(who=who, seer=seer)
    return _("The season is played on from week {week} by {who}: every card {seer} could not see "
             "is dealt anew").format(week=number(d["week"]), who=who, seer=seer)


def _goal_drafted(g: Game, e: Event) -> str:
    from .advanced import advanced_data, goal_text

    t = advanced_data().goal(e.data["goal"])
    return _("{who} chooses the goal {goal} ({text})").format(
        who=_who(g, e), goal=data(t.name), text=goal_text(t))


def _bonus_chosen(g: Game, e: Event) -> str:
    from .advanced import advanced_data

    b = advanced_data().bonus(e.data["bonus"])
    vp = e.data["vp"]
    return _("{who} takes the Host Bonus {bonus} and the {vp} VP token").format(
        who=_who(g, e), bonus=data(b.name), vp=("+" if vp >= 0 else "") + number(vp))


def _token_taken(g: Game, e: Event) -> str:
    token = e.data["token"]
    if token in TOKEN_LINES:
        return _(TOKEN_LINES[token]).format(who=_who(g, e))
    return _("{who} takes the Hive Bonus token {token}").format(
        who=_who(g, e), token=_bonus_token(g, token))


def _track_changed(g: Game, e: Event) -> str | None:
    d = e.data
    if d["why"] != "gain":
        return None
    who, n, suit = _who(g, e), number(d["n"]), names.SUIT_SYMBOLS[d["suit"]]
    if d["lost"]:
        return ngettext("{who} gains {n} {suit} on the influence track ({lost} lost: the track is full)",
                        "{who} gains {n} {suit} on the influence track ({lost} lost: the track is full)",
                        d["lost"]).format(who=who, n=n, suit=suit, lost=number(d["lost"]))
    return _("{who} gains {n} {suit} on the influence track").format(who=who, n=n, suit=suit)


def _brooch_moved(g: Game, e: Event) -> str | None:
    if e.data.get("told"):  # Lady Cat's climb is told by her caption
        return None
    space = g.cat.hive[e.data["to"]]
    return _("{who} moves to {space} (level {level})").format(
        who=_who(g, e), space=data(space.name), level=number(space.level))


def _card_trashed(g: Game, e: Event) -> str:
    d = e.data
    who, card = _who(g, e), names.whist(g.cat, d["card"])
    if d["zone"] == "parlor":
        return _("{who} trashes the Star card {card}").format(who=who, card=card)
    if d["zone"] == "whist_hand":
        return _("{who} trashes {card} from the whist hand").format(who=who, card=card)
    return _("{who} trashes {card}").format(who=who, card=card)


def _ballroom_trashed(g: Game, e: Event) -> str:
    d = e.data
    name = _ball(g, d["kind"], d["card"])
    if d["why"] == "chosen":
        return pgettext("ballroom card", "{who} trashes {card}").format(who=_who(g, e), card=name)
    if d["why"] == "cat_full":
        return _("Lady Cat's {kind} column is full: {card} is trashed").format(
            kind=KIND_NAMES[d["kind"]], card=name)
    if d["why"] == "full":
        return _("{card} is trashed: the column is full").format(card=name)
    return _("{card} is trashed: the row cannot be paid").format(card=name)


def _column_placed(g: Game, e: Event) -> str:
    d = e.data
    name, kind = _ball(g, d["kind"], d["card"]), KIND_NAMES[d["kind"]]
    if d.get("cat"):
        return _("Lady Cat places {card} in her {kind} column").format(card=name, kind=kind)
    return _("{who} places {card} in row {row} of the {kind} column").format(
        who=_who(g, e), card=name, row=number(d["row"]), kind=kind)


def _card_played(g: Game, e: Event) -> str:
    from .ladycat import SOLO_BASE, rank_name

    cid = e.data["card"]
    if cid >= SOLO_BASE:
        c = _solo(cid - SOLO_BASE)
        return _("Lady Cat leads {card} as {rank} {suit}").format(
            card=data(c.name), rank=rank_name(c.rank), suit=names.SUIT_SYMBOLS[c.suit])
    return _("{who} plays {card}").format(who=_who(g, e), card=names.whist(g.cat, cid))


def _tea_used(g: Game, e: Event) -> str:
    d = e.data
    who, tea, reason = _who(g, e), _tea(g, d["card"]), _reason(d["reason"])
    if d["kept"]:
        return _("{who} uses the Tea card {tea} for {reason} and keeps it face-up").format(
            who=who, tea=tea, reason=reason)
    return _("{who} trashes the Tea card {tea} in lieu of paying for {reason}").format(
        who=who, tea=tea, reason=reason)


def _cat_acted(g: Game, e: Event) -> str:
    d = e.data
    act = d["action"]
    if act == "beehive_stay":
        return _("Lady Cat places her Calling Card on the Beehive without moving")
    if act == "tea":
        return _("Lady Cat takes tea and keeps a secret face-down")
    if act == "parlor":
        return _("Lady Cat plays cards in the Parlor")
    if act == "gallery":
        return _("Lady Cat visits the Gallery for a {art}").format(art=data(g.cat.art[d["art"]].name))
    if act == "ballroom":
        return _("Lady Cat dances with {card}").format(card=_ball(g, d["kind"], d["card"]))
    return _("Lady Cat climbs to {space}").format(space=data(g.cat.hive[d["dest"]].name))


def _cat_flipped(g: Game, e: Event) -> str:
    from .ladycat import orientation

    c = _solo(e.data["card"])
    return _("Lady Cat flips {card} ({action}, {orientation})").format(
        card=data(c.name), action=_action(c.action), orientation=orientation(c, e.data["reversed"]))


def _cat_blocked(g: Game, e: Event) -> str:
    if e.data["why"] == "first_copycat":
        return _("Copycat on her first turn: there is nothing to copy yet")
    return _("Lady Cat cannot take that action and flips again")


def _paid(g: Game, e: Event) -> str:
    d = e.data
    parts = list_of(_payment_part(g, p) for p in d["parts"])
    if d["whole"]:
        return _("{who} pays {cost} for {reason}: {parts}").format(
            who=_who(g, e), cost=names.cost(d["cost"]), reason=_reason(d["reason"]), parts=parts)
    return _("{who} {parts} toward {reason}").format(who=_who(g, e), parts=parts,
                                                      reason=_reason(d["reason"]))


def _sharp_chosen(g: Game, e: Event) -> str:
    if e.data["lead"]:
        return _("{who} chooses to lead").format(who=_who(g, e))
    return _("{who} chooses to play last").format(who=_who(g, e))


PUBLIC: dict[str, Renderer] = {
    "game_started": _game_started,
    "position_started": _position_started,
    "goal_drafted": _goal_drafted,
    "week_started": lambda g, e: _("Week {week} begins; {who} holds the First Player token").format(
        week=number(e.data["week"]), who=g.name(e.data["first"])),
    "cards_drawn": lambda g, e: ngettext("{who} draws {n} card",
                                         "{who} draws {n} cards", e.data["count"]).format(
        who=_who(g, e), n=number(e.data["count"])),
    "card_placed": lambda g, e: _("{who} places a Calling Card: {area}").format(
        who=_who(g, e), area=area(e.data["area"])),
    "beehive_stayed": lambda g, e: _("{who} can afford no space and places the Calling Card on the Beehive "
                                    "without moving").format(who=_who(g, e)),
    "week_ended": lambda g, e: _("Week {week} ends").format(week=number(e.data["week"])),
    "stayed_home": lambda g, e: _("{who} stays At Home with the host and untwirls both tokens").format(
        who=_who(g, e)),
    "track_changed": _track_changed,
    "paid": _paid,
    "brooch_moved": _brooch_moved,
    "token_taken": _token_taken,
    "token_declined": lambda g, e: _("{who} declines the Hive Bonus token {token}; it leaves the "
                                     "game").format(
        who=_who(g, e), token=_bonus_token(g, e.data["token"])),
    "token_unclaimed": lambda g, e: _("No one has the most Star cards alone: the Card Sharp "
                                      "token stays unclaimed"),
    "goal_reached": lambda g, e: _("{who} achieves the host's goal: the Host token turns to side B").format(
        who=_who(g, e)),
    "beehive_flipped": lambda g, e: _("{who}'s host rises in rank: the Beehive token turns to side B").format(
        who=_who(g, e)),
    "bonus_chosen": _bonus_chosen,
    "star_gained": lambda g, e: _("{who} gains the Star card {card}").format(
        who=_who(g, e), card=names.whist(g.cat, e.data["card"])),
    "queen_gained": lambda g, e: _("{who} gains the Queen card {card}").format(
        who=_who(g, e), card=names.whist(g.cat, e.data["card"])),
    "queens_exhausted": lambda g, e: _("No Queen cards remain: {who} gains one of each suit").format(
        who=_who(g, e)),
    "card_trashed": _card_trashed,
    "club_power": lambda g, e: _("{who} uses the club power: trashes {card} and takes {star} "
                                 "into hand").format(
        who=_who(g, e), card=names.whist(g.cat, e.data["card"]), star=names.whist(g.cat, e.data["star"])),
    "ballroom_taken": lambda g, e: _("{who} takes the {kind} card {card}").format(
        who=_who(g, e), kind=KIND_NAMES[e.data["kind"]], card=_ball(g, e.data["kind"], e.data["card"])),
    "ballroom_blind": lambda g, e: _("No {kind} card is face-up: {who} draws one blind").format(
        kind=KIND_NAMES[e.data["kind"]], who=_who(g, e)),
    "ballroom_trashed": _ballroom_trashed,
    "column_placed": _column_placed,
    "ton_forfeited": lambda g, e: _("{who} forfeits the action of {card}").format(
        who=_who(g, e), card=data(g.cat.ton[e.data["card"]].name)),
    "art_commissioned": lambda g, e: _("{who} commissions a {art}").format(
        who=_who(g, e), art=data(g.cat.art[e.data["art"]].name)),
    "tea_kept": lambda g, e: ngettext("{who} keeps a Tea card and returns {n} to the bottom",
                                      "{who} keeps a Tea card and returns {n} to the bottom",
                                      e.data["returned"]).format(
        who=_who(g, e), n=number(e.data["returned"])),
    "tea_used": _tea_used,
    "cat_litter_added": lambda g, e: _("Lady Cat adds {card} from the Litter deck to her Solo deck").format(
        card=data(_solo(e.data["card"]).name)),
    "cat_flipped": _cat_flipped,
    "cat_blocked": _cat_blocked,
    "cat_copies": lambda g, e: _("Copycat: she copies your {action} action").format(
        action=_action(e.data["action"])),
    "cat_acted": _cat_acted,
    "deck_shuffled": lambda g, e: (_("The Regular deck is empty: the trashed whist cards are shuffled in")
                                  if e.data["deck"] == "regular_deck" else None),
    "cards_dealt": lambda g, e: ngettext("{who} is dealt {n} Regular card",
                                         "{who} is dealt {n} Regular cards",
                                         e.data["count"]).format(who=_who(g, e), n=number(e.data["count"])),
    "sharp_chosen": _sharp_chosen,
    "diamonds_broken": lambda g, e: _("Diamonds are broken"),
    "card_played": _card_played,
    "trick_won": lambda g, e: _("{who} wins trick {n}").format(who=_who(g, e), n=number(e.data["number"])),
    "game_ended": lambda g, e: _("The game is over"),
}

PRIVATE: dict[str, Callable[[Game, Event], str]] = {  # a private line always reads
    "cards_drawn": lambda g, e: _("You draw {cards}").format(cards=_cards(g, e.data["cards"])),
    "tea_kept": lambda g, e: _("You keep {tea}").format(tea=_tea(g, e.data["card"])),
}


def text(g: Game, e: Event) -> str | None:
    """The one line `e` reads as (its public wording), or None for an unnarrated kind."""
    render = PUBLIC.get(e.kind)
    return render(g, e) if render else None


def lines(g: Game, e: Event) -> list[LogEntry]:
    """The Chronicle lines of one event: its public line, then the private line for its seat."""
    from .game import LogEntry

    out = []
    public = text(g, e)
    if public is not None:
        out.append(LogEntry(public, e.visible_to))
    private = PRIVATE.get(e.kind)
    if private is not None and e.seat is not None and not e.hidden:
        out.append(LogEntry(private(g, e), (e.seat,)))
    return out


class Written:
    """The Chronicle rendered so far, with each rendered event's first line: the log grows by
    the new events only, loses an undone event's lines, and is written again in full after a
    change of language (the events keep no text)."""

    def __init__(self) -> None:
        self.lines: list[LogEntry] = []
        self.starts: list[int] = []  # per rendered event: its first line in `lines`
        self.spoken = generation()  # the language `lines` are written in

    def upto(self, game: Game) -> list[LogEntry]:
        """Every line of every event of `game`, in the language now chosen."""
        if self.spoken != generation():
            self.lines, self.starts, self.spoken = [], [], generation()
        for e in game.events[len(self.starts):]:
            self.starts.append(len(self.lines))
            self.lines.extend(lines(game, e))
        return list(self.lines)

    def firsts(self, game: Game, seat: int | None) -> list[int]:
        """Per event of `game`, where its lines start in the log `seat` reads (`log_for`):
        an event told to that seat has its public line there."""
        self.upto(game)
        out, n = [], 0
        for start, end in zip(self.starts, [*self.starts[1:], len(self.lines)], strict=True):
            out.append(n)
            n += sum(1 for e in self.lines[start:end] if e.visible_to is None or seat in e.visible_to)
        return out

    def forget_from(self, n: int) -> None:
        """Forget the lines of the events from index `n` on."""
        if len(self.starts) > n:
            del self.lines[self.starts[n]:]
            del self.starts[n:]
