"""Solo mode: Lady Catherine, the automa (rulebook p.21-22; RULINGS R6.10-R6.11).

Lady Cat plays from the Solo deck (`rules_data/solo.yaml`): each turn she flips its top card
and takes that action on an open space, paying no influence; when the action cannot be taken
(spaces full, nothing to gain) she flips again. Each flipped card lands upright or reversed,
drawn from the game's RNG; a reversed card swaps west and east for the Ballroom only (R7.5;
p.22: the Beehive compass is "the same regardless of the card orientation"). Her turns are
automatic tasks, so `current_player` is never her seat; every flip is logged for everyone. At
each week reset her deck, her discards and the top Litter card are shuffled together. In whist
she leads every trick from the top of her deck; her cards count half a rank higher than yours.
Here: her deck, her turn and her whist; her data is read in the data layer (`mode_data`), what
each action does on the board is `ladycat_actions`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..i18n import english, pgettext
from . import decks, rng
from .flow import Task
from .ladycat_actions import ACTS, tell

# Her data is read in the data layer (`mode_data`); its objects are named here as well, for
# her readers.
from .mode_data import STANDARD as STANDARD
from .mode_data import SoloCard as SoloCard
from .mode_data import SoloLevel as SoloLevel
from .mode_data import solo_data as solo_data

if TYPE_CHECKING:
    from .kernel import Rules
    from .state import State

CHARACTER = "ladycat"
SOLO_BASE = 100  # her cards in a trick are SOLO_BASE + solo card id
# Which of her actions copies each of your actions (copycat, p.22).
COPY = {"tea": "tea", "gallery": "gallery", "lc": "ballroom", "ton": "ballroom",
        "parlor": "parlor", "pm_bonus": "parlor", "beehive": "beehive"}


def level_ids() -> list[str]:
    return [lv.id for lv in solo_data().levels]


def level(g: Rules) -> SoloLevel:
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
    caption: str = ""  # what she did last, in English (hashed and saved: `ladycat_actions.tell`)


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


def is_cat(g: Rules, seat: int) -> bool:
    return g.st.players[seat].character == CHARACTER


def card(cid: int) -> SoloCard:
    return solo_data().cards[cid]


def _seat(g: Rules) -> int:
    return next(s for s in range(len(g.st.players)) if is_cat(g, s))


def week_reset(g: Rules) -> None:
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
    def run(self, g: Rules) -> None:
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
                    with english():  # (the state's words are English: `ladycat_actions.tell`)
                        lc.caption += f" (her card {orientation(c, lc.reversed)})"
                return
            g.emit("cat_blocked", self.seat, why="blocked")
        lc.turns += 1
        g.st.beehive_cards.append(self.seat)
        tell(g, g.emit("cat_acted", self.seat, action="beehive_stay"))


def ballroom_first(c: SoloCard, reversed_: bool) -> str:
    """The Ballroom side her card points to first: "lc" (west) or "ton" (east), swapped when
    the card lies reversed (R7.5)."""
    return "lc" if (c.compass == "west") != reversed_ else "ton"


def orientation(c: SoloCard, reversed_: bool) -> str:
    """How a flipped card lies, as told in the log and on screen ("reversed: the Ton first")."""
    if c.action == "ballroom":
        side = "L&C" if ballroom_first(c, reversed_) == "lc" else "Ton"  # printed: never translated
        line = (pgettext("solo card", "reversed: the {side} first") if reversed_
                else pgettext("solo card", "upright: the {side} first"))
        return line.format(side=side)
    if c.action == "beehive" and reversed_:
        return pgettext("solo card", "reversed: her Beehive compass is the same")
    return pgettext("solo card", "reversed") if reversed_ else pgettext("solo card", "upright")


def _resolve(g: Rules, seat: int, c: SoloCard) -> bool:
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
        copying = g.emit("cat_copies", seat, action=action)
        ok = ACTS[action](g, seat, compass)
        if ok:
            with english():
                g.st.ladycat.caption = f"{g.describe(copying)}. {g.st.ladycat.caption}"
        return ok
    return ACTS[action](g, seat, compass)


# ----------------------------------------------------------------------------- whist
def whist_setup(g: Rules, seat: int) -> None:
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

    def run(self, g: Rules) -> None:
        p = g.st.players[self.seat]
        cid = p.hand.pop()
        g.st.trick.append((self.seat, cid))
        g.emit("card_played", self.seat, card=cid, position=len(g.st.trick) - 1)


def rank_name(rank: int) -> str:
    return {13: "Victoria", 12: "Albert", 11: "Jack"}.get(rank, str(rank))


def suit_rank(g: Rules, cid: int) -> tuple[int, float]:
    """A trick card's suit and rank; Lady Cat's count half a rank higher (R6.11), or as her
    level says."""
    if cid >= SOLO_BASE:
        c = card(cid - SOLO_BASE)
        return c.suit, c.rank + level(g).whist_edge
    w = g.cat.whist[cid]
    return w.suit, float(w.rank)
