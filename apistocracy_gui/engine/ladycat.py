"""Solo mode: Lady Catherine, the automa (rulebook p.21-22; RULINGS R6.10-R6.11).

Lady Cat plays from the Solo deck (`rules_data/solo.yaml`): each turn she flips its top card
and takes that action on an open space, paying no influence; when the action cannot be taken
(spaces full, nothing to gain) she flips again. Each flipped card lands upright or reversed,
drawn from the game's RNG; a reversed card swaps west and east for the Ballroom only (R7.5;
p.22: the Beehive compass is "the same regardless of the card orientation"). Her turns are
automatic tasks, so `current_player` is never her seat; every flip is logged for everyone. At
each week reset her deck, her discards and the top Litter card are shuffled together. In whist
she leads every trick from the top of her deck; her cards count half a rank higher than yours.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import decks, home, rng
from .catalog import DEFAULT_DIR, SUITS, RulesDataError, _read
from .flow import Task

if TYPE_CHECKING:
    from .catalog import Effect, _Entry
    from .events import Event
    from .game import Game
    from .state import State

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
class SoloLevel:
    """A difficulty level (designed, issue 15): "standard" is the rulebook exactly."""

    id: str
    name: str
    calling_cards: int  # her Calling Cards a week (p.21: 5)
    whist_edge: float  # what her whist cards add to their rank (R6.11: half a rank)
    litter_at_start: int  # Litter cards shuffled into her Solo deck at setup (p.21: none)


STANDARD = "standard"


@dataclass(frozen=True)
class SoloData:
    name: str
    host_b: int
    beehive_b: int
    cards: tuple[SoloCard, ...]
    levels: tuple[SoloLevel, ...]

    def level(self, level_id: str) -> SoloLevel:
        return next(lv for lv in self.levels if lv.id == level_id)


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
    levels = tuple(_level(e) for e in top.entries("levels"))
    data = SoloData(top.get("name", str), SUITS.index(top.choice("host_token_b", SUITS)),
                    SUITS.index(top.choice("beehive_token_b", SUITS)), tuple(cards), levels)
    top.done()
    ids = [lv.id for lv in levels]
    if len(set(ids)) != len(ids):
        raise RulesDataError("solo.yaml: levels: each level id must be different")
    rulebook = SoloLevel(STANDARD, "", 5, 0.5, 0)
    std = next((lv for lv in levels if lv.id == STANDARD), None)
    if std is None or (std.calling_cards, std.whist_edge, std.litter_at_start) != (
            rulebook.calling_cards, rulebook.whist_edge, rulebook.litter_at_start):
        raise RulesDataError("solo.yaml: levels: \"standard\" must be the rulebook's solo rules "
                             "(5 Calling Cards p.21, whist_edge 0.5 R6.11, litter_at_start 0)")
    if any(lv.litter_at_start > sum(not c.cat for c in cards) for lv in levels):
        raise RulesDataError("solo.yaml: levels: litter_at_start is more than the Litter deck")
    if len(cards) != 16:
        raise RulesDataError(f"solo.yaml: cards: the rulebook has 16 Solo Action cards, the data "
                             f"has {len(cards)}")
    if not any(c.cat for c in cards) or all(c.cat for c in cards):
        raise RulesDataError("solo.yaml: cards: both a cat-symbol deck and a Litter deck are needed")
    return data


def _level(e: _Entry) -> SoloLevel:
    edge = e.get("whist_edge", (int, float))
    if not -1 < edge < 2 or (edge * 2) % 2 != 1:  # a whole rank would tie with your cards
        e.fail("must be -0.5, 0.5 or 1.5 (half ranks, so no trick is ever tied)", "whist_edge")
    level = SoloLevel(e.get("id", str), e.get("name", str), e.number("calling_cards", 1, 8),
                      float(edge), e.number("litter_at_start", 0))
    e.done()
    return level


def level_ids() -> list[str]:
    return [lv.id for lv in solo_data().levels]


def level(g: Game) -> SoloLevel:
    """The game's Lady Cat level (`GameConfig.level`)."""
    return solo_data().level(g.config.level)


@dataclass(slots=True)
class LadyCatState:
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    litter: list[int] = field(default_factory=list)
    flipped: int = -1
    reversed: bool = False  # the flipped card's orientation (R7.5)
    turns: int = 0  # turns taken this game (copycat redraws on her first)
    caption: str = ""  # what she did last, for the screen


def new_state(st: State, level_id: str = STANDARD) -> LadyCatState:
    data = solo_data()
    lc = LadyCatState(deck=[c.id for c in data.cards if c.cat],
                      litter=[c.id for c in data.cards if not c.cat])
    rng.shuffle(st, lc.deck)
    rng.shuffle(st, lc.litter)
    extra = data.level(level_id).litter_at_start
    if extra:  # a harder level: Litter cards join her deck from the start
        lc.deck.extend(lc.litter[len(lc.litter) - extra:])
        del lc.litter[len(lc.litter) - extra:]
        rng.shuffle(st, lc.deck)
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
    lc.flipped, lc.reversed = -1, False
    if lc.litter:
        new = lc.litter.pop()
        lc.deck.append(new)
        g.emit("cat_litter_added", _seat(g), card=new)
    rng.shuffle(g.st, lc.deck)
    g.emit("deck_shuffled", _seat(g), deck="cat_deck", count=len(lc.deck))
    g.reveal()


# ----------------------------------------------------------------------------- her turn
@dataclass(slots=True)
class LadyCatTurn(Task):
    def run(self, g: Game) -> None:
        lc, p = g.st.ladycat, g.st.players[self.seat]
        p.calling -= 1
        for _ in range(len(lc.deck) + len(lc.discard) + 1):
            cid = decks.take_top(g, lc.deck, lc.discard, self.seat, "cat_deck")
            if cid < 0:
                break
            lc.discard.append(cid)
            lc.flipped, lc.reversed = cid, rng.below(g.st, 2) == 1
            c = card(cid)
            g.emit("cat_flipped", self.seat, card=cid, reversed=lc.reversed)
            if _resolve(g, self.seat, c):
                lc.turns += 1
                if c.action != "copycat":  # a Copycat's direction is yours, not the card's
                    lc.caption += f" (her card {orientation(c, lc.reversed)})"
                return
            g.emit("cat_blocked", self.seat, why="blocked")
        lc.turns += 1
        g.st.beehive_cards.append(self.seat)
        _caption(g, g.emit("cat_acted", self.seat, action="beehive_stay"))


def ballroom_first(c: SoloCard, reversed_: bool) -> str:
    """The Ballroom side her card points to first: "lc" (west) or "ton" (east), swapped when
    the card lies reversed (R7.5)."""
    return "lc" if (c.compass == "west") != reversed_ else "ton"


def orientation(c: SoloCard, reversed_: bool) -> str:
    """How a flipped card lies, as told in the log and on screen ("reversed: the Ton first")."""
    word = "reversed" if reversed_ else "upright"
    if c.action == "ballroom":
        return f"{word}: the {'L&C' if ballroom_first(c, reversed_) == 'lc' else 'Ton'} first"
    if c.action == "beehive" and reversed_:
        return f"{word}: her Beehive compass is the same"
    return word


def _resolve(g: Game, seat: int, c: SoloCard) -> bool:
    action, compass = c.action, c.compass
    if action == "ballroom":  # the only action the card's orientation turns (R7.5)
        compass = "west" if ballroom_first(c, g.st.ladycat.reversed) == "lc" else "east"
    if action == "copycat":
        if g.st.ladycat.turns == 0:
            g.emit("cat_blocked", seat, why="first_copycat")
            return False
        theirs = g.st.players[1 - seat].last_area
        action = COPY.get(theirs, "")
        if not action:
            return False
        compass = "west" if theirs == "lc" else "east" if theirs == "ton" else compass
        # told before the attempt, so the log reads in the order of play
        copying = g.describe(g.emit("cat_copies", seat, action=action))
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


def _seat(g: Game) -> int:
    return next(s for s in range(len(g.st.players)) if is_cat(g, s))


def _caption(g: Game, event: Event) -> None:
    """What she just did, in the Chronicle's words, for the screen to show."""
    g.st.ladycat.caption = g.describe(event) or ""


def _occupy(g: Game, seat: int, space: str, area: str, **what: Any) -> None:
    g.st.occupied[space] = seat
    g.st.players[seat].last_area = area
    _caption(g, g.emit("cat_acted", seat, space=space, **what))


def _tea(g: Game, seat: int, _compass: str) -> bool:
    space = _open(g, seat, "tea")
    if not space or not g.st.tea_deck:
        return False
    _occupy(g, seat, space, "tea", action="tea")
    _gain_tea(g, seat)
    return True


def _gain_tea(g: Game, seat: int) -> None:
    if g.st.tea_deck:
        g.st.players[seat].tea.append(g.st.tea_deck.pop())
        g.reveal()
        g.emit("tea_drawn", seat, secret=("cards",), cards=(g.st.players[seat].tea[-1],))


def _gallery(g: Game, seat: int, _compass: str) -> bool:
    from . import gallery

    space = _open(g, seat, "gallery")
    if not space or not gallery.can_commission(g, seat):
        return False
    _occupy(g, seat, space, "gallery", action="gallery", art=gallery.next_art(g, seat))
    gallery.GainArt(seat).run(g)
    return True


def _ballroom(g: Game, seat: int, compass: str) -> bool:
    first = "lc" if compass == "west" else "ton"
    for kind in (first, "ton" if first == "lc" else "lc"):
        space = _open(g, seat, kind)
        if space:
            cid = g.st.ballroom[space]
            g.st.ballroom[space] = -1
            _occupy(g, seat, space, kind, action="ballroom", kind=kind, card=cid)
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
        g.emit("ballroom_trashed", seat, kind=kind, card=cid, why="cat_full")
        ballroom.trash(g, kind, cid)
        return
    col.append(cid)
    g.emit("column_placed", seat, kind=kind, card=cid, row=len(col), cat=True)
    if len(col) == g.cat.numbers["column_size"] and g.st.favored_guest < 0:
        g.st.favored_guest = seat
        g.emit("token_taken", seat, token="favored_guest")
    # A Ton action whose prerequisite she does not meet is skipped (p.22 "If she cannot take
    # the action, then skip it"); she never pays its influence.
    if kind == "ton" and g.cat.hive[g.st.players[seat].brooch].level >= g.cat.ton[cid].min_hive_level:
        for e in g.cat.ton[cid].effects:
            _effect(g, seat, e)


def _effect(g: Game, seat: int, e: Effect) -> None:
    """A Ton card, bonus token or event icon for Lady Cat; what she cannot do is skipped."""
    from . import gallery, hive

    if e.verb == "gain_action" and e.action == "tea":
        _gain_tea(g, seat)
    elif e.verb == "gain_action" and e.action == "parlor":
        _trash_star(g, seat)
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
            cid = decks.take_top(g, *decks.ballroom_deck(g, e.kind), None, f"{e.kind}_deck")
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


def _trash_star(g: Game, seat: int) -> bool:
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
    g.emit("card_trashed", seat, card=cid, zone="parlor", slot=best[1])
    decks.refill_parlor(g)
    return True


def _parlor(g: Game, seat: int, _compass: str) -> bool:
    space = _open(g, seat, "parlor")
    if not space or all(c < 0 for c in g.st.parlor):
        return False
    _occupy(g, seat, space, "parlor", action="parlor")
    _trash_star(g, seat)
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
    _caption(g, g.emit("cat_acted", seat, action="beehive", dest=dest))
    _enter(g, seat, dest, told=True)
    return True


def _enter(g: Game, seat: int, dest: str, told: bool = False) -> None:
    """Her brooch onto `dest` (`told`: her caption already says so), then what is there."""
    st, space = g.st, g.cat.hive[dest]
    g.emit("brooch_moved", seat, src=st.players[seat].brooch, to=dest, told=told)
    st.players[seat].brooch = dest
    if space.level == 6 and st.queens_favorite < 0:
        st.queens_favorite = seat
        g.emit("token_taken", seat, token="queens_favorite")
    token = st.hive_bonus.pop(dest, "")
    if token:
        t = next(t for t in g.cat.bonus_tokens if t.id == token)
        g.emit("token_taken", seat, token=t.id)
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
    lc.flipped, lc.reversed = -1, False
    rng.shuffle(g.st, lc.deck)
    g.st.players[seat].hand = [SOLO_BASE + c for c in lc.deck]
    lc.deck = []
    g.emit("deck_shuffled", seat, deck="cat_deck", count=len(g.st.players[seat].hand))


@dataclass(slots=True)
class CatPlays(Task):
    """She plays the top card of her whist deck (she leads every trick)."""

    def run(self, g: Game) -> None:
        p = g.st.players[self.seat]
        cid = p.hand.pop()
        g.st.trick.append((self.seat, cid))
        g.emit("card_played", self.seat, card=cid, position=len(g.st.trick) - 1)


def rank_name(rank: int) -> str:
    return {13: "Victoria", 12: "Albert", 11: "Jack"}.get(rank, str(rank))


def suit_rank(g: Game, cid: int) -> tuple[int, float]:
    """A trick card's suit and rank; Lady Cat's count half a rank higher (R6.11), or as her
    level says."""
    if cid >= SOLO_BASE:
        c = card(cid - SOLO_BASE)
        return c.suit, c.rank + level(g).whist_edge
    w = g.cat.whist[cid]
    return w.suit, float(w.rank)
