"""Solo mode: Lady Catherine, the automa (rulebook p.21-22; RULINGS R6.10-R6.11).

Lady Cat plays from the Solo deck (`rules_data/solo.yaml`): each turn she flips its top card
and takes that action on an open space, paying no influence; when the action cannot be taken
(spaces full, nothing to gain) she flips again. Her turns are automatic tasks, so
`current_player` is never her seat; every flip is logged for everyone. At each week reset her
deck, her discards and the top Litter card are shuffled together. In whist she leads every
trick from the top of her deck; her cards count half a rank higher than yours.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from . import decks, home, rng
from .catalog import DEFAULT_DIR, SUITS, RulesDataError, _read
from .flow import Task

if TYPE_CHECKING:
    from .game import Game

CHARACTER = "ladycat"
ACTIONS = ("tea", "gallery", "ballroom", "parlor", "beehive", "copycat")
COMPASS = ("west", "east", "north")
SOLO_BASE = 100  # her cards in a trick are SOLO_BASE + solo card id
# Which of her actions copies each of your actions (copycat, p.22).
COPY = {"tea": "tea", "gallery": "gallery", "lc": "ballroom", "ton": "ballroom",
        "parlor": "parlor", "pm_bonus": "parlor", "beehive": "beehive"}


@dataclass(frozen=True)
class SoloCard:
    id: int
    name: str
    action: str
    compass: str
    cat: bool
    suit: int
    rank: int


@dataclass(frozen=True)
class SoloData:
    name: str
    host_b: int
    beehive_b: int
    cards: tuple[SoloCard, ...]


@cache
def solo_data(directory: Path = DEFAULT_DIR) -> SoloData:
    """Load and validate `solo.yaml` (16 Solo Action cards, p.1)."""
    top = _read(Path(directory), "solo.yaml")
    cards = []
    for i, e in enumerate(top.entries("cards")):
        cards.append(SoloCard(i, e.get("name", str), e.choice("action", ACTIONS),
                              e.choice("compass", COMPASS), e.get("cat", bool),
                              SUITS.index(e.choice("suit", SUITS)), e.get("rank", int)))
        if not 1 <= cards[-1].rank <= 13:
            e.fail("must be 1-13", "rank")
        if cards[-1].action == "ballroom" and cards[-1].compass == "north":
            e.fail("a Ballroom card points west (L&C) or east (Ton)", "compass")
        e.done()
    data = SoloData(top.get("name", str), SUITS.index(top.choice("host_token_b", SUITS)),
                    SUITS.index(top.choice("beehive_token_b", SUITS)), tuple(cards))
    top.done()
    if len(cards) != 16:
        raise RulesDataError(f"solo.yaml: cards: the rulebook has 16 Solo Action cards, the data "
                             f"has {len(cards)}")
    if not any(c.cat for c in cards) or all(c.cat for c in cards):
        raise RulesDataError("solo.yaml: cards: both a cat-symbol deck and a Litter deck are needed")
    return data


@dataclass(slots=True)
class LadyCatState:
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    litter: list[int] = field(default_factory=list)
    flipped: int = -1
    turns: int = 0  # turns taken this game (copycat redraws on her first)
    caption: str = ""  # what she did last, for the screen


def new_state(st) -> LadyCatState:
    data = solo_data()
    lc = LadyCatState(deck=[c.id for c in data.cards if c.cat],
                      litter=[c.id for c in data.cards if not c.cat])
    rng.shuffle(st, lc.deck)
    rng.shuffle(st, lc.litter)
    return lc


def is_cat(g: Game, seat: int) -> bool:
    return g.st.players[seat].character == CHARACTER


def card(cid: int) -> SoloCard:
    return solo_data().cards[cid]


def week_reset(g: Game) -> None:
    """Her deck and discards plus the top Litter card, shuffled (p.22)."""
    lc = g.st.ladycat
    lc.deck.extend(lc.discard)
    lc.discard.clear()
    lc.flipped = -1
    if lc.litter:
        new = lc.litter.pop()
        lc.deck.append(new)
        g.say(f"Lady Cat adds {card(new).name} from the Litter deck to her Solo deck")
    rng.shuffle(g.st, lc.deck)
    g.reveal()


# ----------------------------------------------------------------------------- her turn
@dataclass(slots=True)
class LadyCatTurn(Task):
    def run(self, g: Game) -> None:
        lc, p = g.st.ladycat, g.st.players[self.seat]
        p.calling -= 1
        for _ in range(len(lc.deck) + len(lc.discard) + 1):
            cid = decks.take_top(g, lc.deck, lc.discard)
            if cid < 0:
                break
            lc.discard.append(cid)
            lc.flipped = cid
            c = card(cid)
            g.say(f"Lady Cat flips {c.name} ({c.action.capitalize()})")
            if _resolve(g, self.seat, c):
                lc.turns += 1
                return
            g.say("Lady Cat cannot take that action and flips again")
        lc.turns += 1
        g.st.beehive_cards.append(self.seat)
        lc.caption = "Lady Cat places her Calling Card on the Beehive without moving"
        g.say(lc.caption)


def _resolve(g: Game, seat: int, c: SoloCard) -> bool:
    action, compass = c.action, c.compass
    if action == "copycat":
        if g.st.ladycat.turns == 0:
            g.say("Copycat on her first turn: there is nothing to copy yet")
            return False
        theirs = g.st.players[1 - seat].last_area
        action = COPY.get(theirs, "")
        if not action:
            return False
        compass = "west" if theirs == "lc" else "east" if theirs == "ton" else compass
        copying = f"Copycat: she copies your {action.capitalize()} action"
        g.say(copying)  # logged before the attempt, so the log reads in the order of play
        ok = ACTS[action](g, seat, compass)
        if ok:
            g.st.ladycat.caption = f"{copying}. {g.st.ladycat.caption}"
        return ok
    return ACTS[action](g, seat, compass)


def _open(g: Game, seat: int, area: str) -> str:
    from .week import board_spaces

    for s in board_spaces(g):
        if s.area == area and s.id not in g.st.occupied and (area not in ("lc", "ton")
                                                               or g.st.ballroom.get(s.id, -1) >= 0):
            return s.id
    return ""


def _occupy(g: Game, seat: int, space: str, area: str, text: str) -> None:
    g.st.occupied[space] = seat
    g.st.players[seat].last_area = area
    g.st.ladycat.caption = text
    g.say(text)


def _tea(g: Game, seat: int, _compass: str) -> bool:
    space = _open(g, seat, "tea")
    if not space or not g.st.tea_deck:
        return False
    _occupy(g, seat, space, "tea", "Lady Cat takes tea and keeps a secret face-down")
    _gain_tea(g, seat)
    return True


def _gain_tea(g: Game, seat: int) -> None:
    if g.st.tea_deck:
        g.st.players[seat].tea.append(g.st.tea_deck.pop())
        g.reveal()


def _gallery(g: Game, seat: int, _compass: str) -> bool:
    from . import gallery

    space = _open(g, seat, "gallery")
    if not space or not gallery.can_commission(g, seat):
        return False
    art = g.cat.art[gallery.next_art(g, seat)]
    _occupy(g, seat, space, "gallery", f"Lady Cat visits the Gallery for a {art.name}")
    gallery.GainArt(seat).run(g)
    return True


def _ballroom(g: Game, seat: int, compass: str) -> bool:
    first = "lc" if compass == "west" else "ton"
    for kind in (first, "ton" if first == "lc" else "lc"):
        space = _open(g, seat, kind)
        if space:
            cid = g.st.ballroom[space]
            g.st.ballroom[space] = -1
            name = (g.cat.lc[cid] if kind == "lc" else g.cat.ton[cid]).name
            _occupy(g, seat, space, kind, f"Lady Cat dances with {name}")
            _take_card(g, seat, kind, cid)
            return True
    return False


def _take_card(g: Game, seat: int, kind: str, cid: int) -> None:
    """Influence up her track, the card into her column, and a Ton action if she can."""
    from . import ballroom

    c = ballroom.card(g, kind, cid)
    home.gain_track(g, seat, c.suit)
    col = ballroom.column(g, seat, kind)
    if len(col) >= g.cat.numbers["column_size"]:
        g.say(f"Lady Cat's {ballroom.KIND_NAMES[kind]} column is full: {c.name} is trashed")
        ballroom.trash(g, kind, cid)
        return
    col.append(cid)
    g.say(f"Lady Cat places {c.name} in her {ballroom.KIND_NAMES[kind]} column")
    if len(col) == g.cat.numbers["column_size"] and g.st.favored_guest < 0:
        g.st.favored_guest = seat
        g.say("Lady Cat fills a column first: the Favored Guest token")
    # A Ton action whose prerequisite she does not meet is skipped (p.22 "If she cannot take
    # the action, then skip it"); she never pays its influence.
    if kind == "ton" and g.cat.hive[g.st.players[seat].brooch].level >= c.min_hive_level:
        for e in c.effects:
            _effect(g, seat, e)


def _effect(g: Game, seat: int, e) -> None:
    """A Ton card, bonus token or event icon for Lady Cat; what she cannot do is skipped."""
    from . import gallery, hive

    if e.verb == "gain_action" and e.action == "tea":
        _gain_tea(g, seat)
    elif e.verb == "gain_action" and e.action == "parlor":
        _trash_star(g)
    elif e.verb == "gain_action" and e.action == "gallery":
        gallery.GainArt(seat).run(g)
    elif e.verb == "commission":
        gallery.GainArt(seat, art=g.cat.art_index(e.art)).run(g)
    elif e.verb == "gain_card":
        faceup = [s for s, c in g.st.ballroom.items() if s.startswith(e.kind) and c >= 0]
        if faceup:
            cid = g.st.ballroom[faceup[0]]
            decks.refill_ballroom_space(g, faceup[0])
        else:
            cid = decks.take_top(g, *decks.ballroom_deck(g, e.kind))
        if cid >= 0:
            _take_card(g, seat, e.kind, cid)
    elif e.verb == "gain_influence":
        home.gain_track(g, seat, 3 if e.suit == "any" else SUITS.index(e.suit))
    elif e.verb == "hive_event":
        dests = hive.event_destinations(g, seat, e.event)
        if dests:
            _enter(g, seat, dests[0])
    elif e.verb == "hive_up":
        dest = _climb(g, seat, "north")
        if dest:
            _enter(g, seat, dest)
    # gain_queen_card, draw, trash: she has no whist deck to add to or thin (skipped)


def _trash_star(g: Game) -> bool:
    """Trash the face-up Star card: highest Diamond, then Heart, Spade, Club (p.22)."""
    best = None
    for slot, cid in enumerate(g.st.parlor):
        if cid < 0:
            continue
        w = g.cat.whist[cid]
        key = ((2, 3, 1, 0).index(w.suit), -w.rank)
        if best is None or key < best[0]:
            best = (key, slot)
    if best is None:
        return False
    cid = g.st.parlor[best[1]]
    g.st.parlor[best[1]] = -1
    g.st.whist_trash.append(cid)
    from . import names

    g.say(f"Lady Cat trashes the Star card {names.whist(g.cat, cid)}")
    decks.refill_parlor(g)
    return True


def _parlor(g: Game, seat: int, _compass: str) -> bool:
    space = _open(g, seat, "parlor")
    if not space or all(c < 0 for c in g.st.parlor):
        return False
    _occupy(g, seat, space, "parlor", "Lady Cat plays cards in the Parlor")
    _trash_star(g)
    return True


def _climb(g: Game, seat: int, compass: str) -> str:
    """Her space one level up toward the compass (p.22): the leftmost (west), rightmost
    (east) or middle (north) connected space of the next level, never the PM's Dinner shortcut
    to the Queen's Ball, which is two levels up; "" at the top."""
    here = g.cat.hive[g.st.players[seat].brooch]
    ups = sorted((s for s in here.up if g.cat.hive[s].level == here.level + 1),
                 key=lambda s: g.cat.hive[s].index)
    if not ups:
        return ""
    return {"west": ups[0], "east": ups[-1]}.get(compass, ups[len(ups) // 2])


def _beehive(g: Game, seat: int, compass: str) -> bool:
    dest = _climb(g, seat, compass)
    if not dest:
        return False
    g.st.beehive_cards.append(seat)
    g.st.players[seat].last_area = "beehive"
    g.st.ladycat.caption = f"Lady Cat climbs to {g.cat.hive[dest].name}"
    g.say(g.st.ladycat.caption)
    _enter(g, seat, dest)
    return True


def _enter(g: Game, seat: int, dest: str) -> None:
    st, space = g.st, g.cat.hive[dest]
    st.players[seat].brooch = dest
    if space.level == 6 and st.queens_favorite < 0:
        st.queens_favorite = seat
        g.say("Lady Cat is first at the Queen's Ball: the Queen's Favorite token")
    token = st.hive_bonus.pop(dest, "")
    if token:
        t = next(t for t in g.cat.bonus_tokens if t.id == token)
        g.say(f"Lady Cat takes the Hive Bonus token {t.name}")
        for e in t.effects:
            _effect(g, seat, e)
    for e in space.on_enter:
        _effect(g, seat, e)


ACTS = {"tea": _tea, "gallery": _gallery, "ballroom": _ballroom, "parlor": _parlor,
        "beehive": _beehive}


# ----------------------------------------------------------------------------- whist
def whist_setup(g: Game, seat: int) -> None:
    """Her Solo deck and discards, shuffled, become her whist deck (p.22)."""
    lc = g.st.ladycat
    lc.deck.extend(lc.discard)
    lc.discard.clear()
    lc.flipped = -1
    rng.shuffle(g.st, lc.deck)
    g.st.players[seat].hand = [SOLO_BASE + c for c in lc.deck]
    lc.deck = []


@dataclass(slots=True)
class CatPlays(Task):
    """She plays the top card of her whist deck (she leads every trick)."""

    def run(self, g: Game) -> None:
        p = g.st.players[self.seat]
        cid = p.hand.pop()
        g.st.trick.append((self.seat, cid))
        c = card(cid - SOLO_BASE)
        from . import names

        g.say(f"Lady Cat leads {c.name} as {_rank_name(c.rank)} {names.SUIT_SYMBOLS[c.suit]}")


def _rank_name(rank: int) -> str:
    return {13: "Victoria", 12: "Albert", 11: "Jack"}.get(rank, str(rank))


def suit_rank(g: Game, cid: int) -> tuple[int, float]:
    """A trick card's suit and rank; Lady Cat's count half a rank higher (R6.11)."""
    if cid >= SOLO_BASE:
        c = card(cid - SOLO_BASE)
        return c.suit, c.rank + 0.5
    w = g.cat.whist[cid]
    return w.suit, float(w.rank)
