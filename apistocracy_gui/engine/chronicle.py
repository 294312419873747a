"""The Chronicle: the words for each event kind (the game's log is rendered from its events).

One renderer per narrated kind turns an event's data into the line every seat reads; a few
kinds have a second, private line for the event's own seat ("You draw ..."), read only from
the secret data. Kinds without a renderer (refills, shuffles, track steps paid away) are shown
by the screens' animations, not told in words. Rendering is lazy: bots' simulated games never
pay for text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import names
from .events import Event

if TYPE_CHECKING:
    from .game import Game, LogEntry
    from .ladycat import SoloCard

AREA_NAMES = {"parlor": "the Parlor", "lc": "the Ballroom (L&C)", "ton": "the Ballroom (Ton)",
              "gallery": "the Gallery", "tea": "the Tea Room", "pm_bonus": "the PM's Dinner table",
              "home": "At Home", "beehive": "the Beehive"}
KIND_NAMES = {"lc": "L&C", "ton": "Ton"}
TOKEN_LINES = {"favored_guest": "{who} fills a column first: the Favored Guest token",
               "queens_favorite": "{who} is first at the Queen's Ball: the Queen's Favorite token",
               "artists_muse": "{who} completes a set first: the Artist's Muse token",
               "card_sharp": "{who} has the most Star cards and takes the Card Sharp token"}

Renderer = Callable[["Game", Event], "str | None"]


def _who(g: Game, e: Event) -> str:
    return g.name(e.seat) if e.seat is not None else ""


def _ball(g: Game, kind: str, cid: int) -> str:
    return (g.cat.lc[cid] if kind == "lc" else g.cat.ton[cid]).name


def _tea(g: Game, cid: int) -> str:
    t = g.cat.tea[cid]
    return f"{g.cat.tea_kinds[t.kind].name} ({t.crest})"


def _bonus_token(g: Game, token: str) -> str:
    return next(t for t in g.cat.bonus_tokens if t.id == token).name


def _solo(cid: int) -> SoloCard:
    from . import ladycat

    return ladycat.card(cid)


def _cards(g: Game, cards: Any) -> str:
    return ", ".join(names.whist(g.cat, c) for c in cards)


def _plural(n: int, what: str) -> str:
    return f"{n} {what}" if n == 1 else f"{n} {what}s"


def _payment_part(g: Game, part: tuple[Any, ...]) -> str:
    kind = part[0]
    if kind == "card":
        return f"discards {names.whist(g.cat, part[1])}" + (" as 2 Clubs" if part[2] == 2 else "")
    if kind == "host":
        return "twirls the Host token"
    if kind == "hive":
        return "twirls the Beehive token"
    return f"uses {part[2]} stored {names.SUIT_SYMBOLS[part[1]]}"


def _game_started(g: Game, e: Event) -> str:
    who = ", ".join(g.name(s) for s in e.data["seats"])
    return f"A new season begins for {who}"  # never the seed (R7.1)


def _goal_drafted(g: Game, e: Event) -> str:
    from .advanced import advanced_data, goal_text

    t = advanced_data().goal(e.data["goal"])
    return f"{_who(g, e)} chooses the goal {t.name} ({goal_text(t)})"


def _bonus_chosen(g: Game, e: Event) -> str:
    from .advanced import advanced_data

    b = advanced_data().bonus(e.data["bonus"])
    return f"{_who(g, e)} takes the Host Bonus {b.name} and the {e.data['vp']:+d} VP token"


def _token_taken(g: Game, e: Event) -> str:
    token = e.data["token"]
    if token in TOKEN_LINES:
        return TOKEN_LINES[token].format(who=_who(g, e))
    return f"{_who(g, e)} takes the Hive Bonus token {_bonus_token(g, token)}"


def _track_changed(g: Game, e: Event) -> str | None:
    d = e.data
    if d["why"] != "gain":
        return None
    tail = f" ({d['lost']} lost: the track is full)" if d["lost"] else ""
    return f"{_who(g, e)} gains {d['n']} {names.SUIT_SYMBOLS[d['suit']]} on the influence track{tail}"


def _brooch_moved(g: Game, e: Event) -> str | None:
    if e.data.get("told"):  # Lady Cat's climb is told by her caption
        return None
    space = g.cat.hive[e.data["to"]]
    return f"{_who(g, e)} moves to {space.name} (level {space.level})"


def _card_trashed(g: Game, e: Event) -> str:
    d = e.data
    card = names.whist(g.cat, d["card"])
    if d["zone"] == "parlor":
        return f"{_who(g, e)} trashes the Star card {card}"
    if d["zone"] == "whist_hand":
        return f"{_who(g, e)} trashes {card} from the whist hand"
    return f"{_who(g, e)} trashes {card}"


def _ballroom_trashed(g: Game, e: Event) -> str:
    d = e.data
    name = _ball(g, d["kind"], d["card"])
    if d["why"] == "chosen":
        return f"{_who(g, e)} trashes {name}"
    if d["why"] == "cat_full":
        return f"Lady Cat's {KIND_NAMES[d['kind']]} column is full: {name} is trashed"
    why = "the column is full" if d["why"] == "full" else "the row cannot be paid"
    return f"{name} is trashed: {why}"


def _column_placed(g: Game, e: Event) -> str:
    d = e.data
    name, kind = _ball(g, d["kind"], d["card"]), KIND_NAMES[d["kind"]]
    if d.get("cat"):
        return f"Lady Cat places {name} in her {kind} column"
    return f"{_who(g, e)} places {name} in row {d['row']} of the {kind} column"


def _card_played(g: Game, e: Event) -> str:
    from .ladycat import SOLO_BASE, rank_name

    cid = e.data["card"]
    if cid >= SOLO_BASE:
        c = _solo(cid - SOLO_BASE)
        return f"Lady Cat leads {c.name} as {rank_name(c.rank)} {names.SUIT_SYMBOLS[c.suit]}"
    return f"{_who(g, e)} plays {names.whist(g.cat, cid)}"


def _tea_used(g: Game, e: Event) -> str:
    d = e.data
    if d["kept"]:
        return (f"{_who(g, e)} uses the Tea card {_tea(g, d['card'])} for {d['reason']} and keeps "
                "it face-up")
    return f"{_who(g, e)} trashes the Tea card {_tea(g, d['card'])} in lieu of paying for {d['reason']}"


def _cat_acted(g: Game, e: Event) -> str:
    d = e.data
    act = d["action"]
    text = {"beehive_stay": "Lady Cat places her Calling Card on the Beehive without moving",
            "tea": "Lady Cat takes tea and keeps a secret face-down",
            "parlor": "Lady Cat plays cards in the Parlor"}.get(act)
    if text is None:
        if act == "gallery":
            text = f"Lady Cat visits the Gallery for a {g.cat.art[d['art']].name}"
        elif act == "ballroom":
            text = f"Lady Cat dances with {_ball(g, d['kind'], d['card'])}"
        else:
            text = f"Lady Cat climbs to {g.cat.hive[d['dest']].name}"
    return text


def _cat_flipped(g: Game, e: Event) -> str:
    from .ladycat import orientation

    c = _solo(e.data["card"])
    return f"Lady Cat flips {c.name} ({c.action.capitalize()}, {orientation(c, e.data['reversed'])})"


def _cat_blocked(g: Game, e: Event) -> str:
    if e.data["why"] == "first_copycat":
        return "Copycat on her first turn: there is nothing to copy yet"
    return "Lady Cat cannot take that action and flips again"


def _paid(g: Game, e: Event) -> str:
    d = e.data
    parts = ", ".join(_payment_part(g, p) for p in d["parts"])
    if d["whole"]:
        return f"{_who(g, e)} pays {names.cost(d['cost'])} for {d['reason']}: {parts}"
    return f"{_who(g, e)} {parts} toward {d['reason']}"


PUBLIC: dict[str, Renderer] = {
    "game_started": _game_started,
    "goal_drafted": _goal_drafted,
    "week_started": lambda g, e: (f"Week {e.data['week']} begins; {g.name(e.data['first'])} "
                                  "holds the First Player token"),
    "cards_drawn": lambda g, e: f"{_who(g, e)} draws {_plural(e.data['count'], 'card')}",
    "card_placed": lambda g, e: f"{_who(g, e)} places a Calling Card: {AREA_NAMES[e.data['area']]}",
    "beehive_stayed": lambda g, e: (f"{_who(g, e)} can afford no space and places the Calling "
                                    "Card on the Beehive without moving"),
    "week_ended": lambda g, e: f"Week {e.data['week']} ends",
    "stayed_home": lambda g, e: f"{_who(g, e)} stays At Home with the host and untwirls both tokens",
    "track_changed": _track_changed,
    "paid": _paid,
    "brooch_moved": _brooch_moved,
    "token_taken": _token_taken,
    "token_declined": lambda g, e: (f"{_who(g, e)} declines the Hive Bonus token "
                                    f"{_bonus_token(g, e.data['token'])}; it leaves the game"),
    "token_unclaimed": lambda g, e: ("No one has the most Star cards alone: the Card Sharp token "
                                     "stays unclaimed"),
    "goal_reached": lambda g, e: (f"{_who(g, e)} achieves the host's goal: the Host token turns "
                                  "to side B"),
    "beehive_flipped": lambda g, e: (f"{_who(g, e)}'s host rises in rank: the Beehive token "
                                     "turns to side B"),
    "bonus_chosen": _bonus_chosen,
    "star_gained": lambda g, e: f"{_who(g, e)} gains the Star card {names.whist(g.cat, e.data['card'])}",
    "queen_gained": lambda g, e: f"{_who(g, e)} gains the Queen card {names.whist(g.cat, e.data['card'])}",
    "queens_exhausted": lambda g, e: f"No Queen cards remain: {_who(g, e)} gains one of each suit",
    "card_trashed": _card_trashed,
    "club_power": lambda g, e: (f"{_who(g, e)} uses the club power: trashes "
                                f"{names.whist(g.cat, e.data['card'])} and takes "
                                f"{names.whist(g.cat, e.data['star'])} into hand"),
    "ballroom_taken": lambda g, e: (f"{_who(g, e)} takes the {KIND_NAMES[e.data['kind']]} card "
                                    f"{_ball(g, e.data['kind'], e.data['card'])}"),
    "ballroom_blind": lambda g, e: (f"No {KIND_NAMES[e.data['kind']]} card is face-up: "
                                    f"{_who(g, e)} draws one blind"),
    "ballroom_trashed": _ballroom_trashed,
    "column_placed": _column_placed,
    "ton_forfeited": lambda g, e: (f"{_who(g, e)} forfeits the action of "
                                   f"{g.cat.ton[e.data['card']].name}"),
    "art_commissioned": lambda g, e: f"{_who(g, e)} commissions a {g.cat.art[e.data['art']].name}",
    "tea_kept": lambda g, e: (f"{_who(g, e)} keeps a Tea card and returns {e.data['returned']} to "
                              "the bottom"),
    "tea_used": _tea_used,
    "cat_litter_added": lambda g, e: (f"Lady Cat adds {_solo(e.data['card']).name} from the Litter "
                                      "deck to her Solo deck"),
    "cat_flipped": _cat_flipped,
    "cat_blocked": _cat_blocked,
    "cat_copies": lambda g, e: f"Copycat: she copies your {e.data['action'].capitalize()} action",
    "cat_acted": _cat_acted,
    "deck_shuffled": lambda g, e: ("The Regular deck is empty: the trashed whist cards are "
                                   "shuffled in" if e.data["deck"] == "regular_deck" else None),
    "cards_dealt": lambda g, e: f"{_who(g, e)} is dealt {e.data['count']} Regular card(s)",
    "sharp_chosen": lambda g, e: (f"{_who(g, e)} chooses to "
                                  f"{'lead' if e.data['lead'] else 'play last'}"),
    "diamonds_broken": lambda g, e: "Diamonds are broken",
    "card_played": _card_played,
    "trick_won": lambda g, e: f"{_who(g, e)} wins trick {e.data['number']}",
    "game_ended": lambda g, e: "The game is over",
}

PRIVATE: dict[str, Callable[[Game, Event], str]] = {  # a private line always reads
    "cards_drawn": lambda g, e: f"You draw {_cards(g, e.data['cards'])}",
    "tea_kept": lambda g, e: f"You keep {_tea(g, e.data['card'])}",
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
