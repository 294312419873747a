"""The Whist Phase (rulebook p.15-16; RULINGS R1, R6.5-R6.7).

Each player's whist cards are their draw pile, discard pile and hand. The player with the
most star-symbol cards alone takes the Card Sharp token and chooses to lead or to play last
in the first trick; otherwise the First Player leads. Short hands are dealt from the Regular
deck, then from the trashed whist cards, shuffled; long hands trash down to the hand size.
Follow suit if you can; no Diamond lead until Diamonds are broken (unless only Diamonds are
left); the highest Diamond wins, else the highest card of the led suit.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from ..i18n import N_, _, ngettext, pgettext
from . import decks, ladycat, names, rng
from .actions import Action, fixed
from .catalog import Catalog
from .flow import Decision, Task

if TYPE_CHECKING:
    from .kernel import Rules

DIAMOND = 2


def hand_size(g: Rules) -> int:
    return g.cat.hand_size(g.st.mode, len(g.st.players))


def star_count(g: Rules, seat: int) -> int:
    p = g.st.players[seat]
    stars = _stars(g.cat)
    return sum(stars[c] for c in p.draw + p.discard + p.hand)


@lru_cache(maxsize=16)
def _stars(cat: Catalog) -> tuple[int, ...]:
    """Each whist card's stars, by id: the bots' projections count every player's stars at
    every position they judge."""
    return tuple(c.star for c in cat.whist)


def card_sharp(g: Rules) -> int:
    """The seat with strictly the most star cards, or -1 on a tie (rulebook p.15)."""
    counts = [star_count(g, s) for s in range(len(g.st.players))]
    best = max(counts)
    return counts.index(best) if counts.count(best) == 1 else -1


@dataclass(slots=True)
class WhistSetup(Task):
    def run(self, g: Rules) -> None:
        st = g.st
        st.phase = "whist"
        g.emit("phase_changed", None, phase="whist")
        n = len(st.players)
        for seat, p in enumerate(st.players):
            p.stars = star_count(g, seat)
        solo = st.mode == "solo"  # no Card Sharp token in solo (p.21)
        st.card_sharp = -1 if solo else card_sharp(g)
        if st.card_sharp >= 0:
            g.emit("token_taken", st.card_sharp, token="card_sharp")
        elif not solo:
            g.emit("token_unclaimed", None, token="card_sharp")
        for p in st.players:
            p.hand = sorted(p.draw + p.discard + p.hand)
            p.draw, p.discard = [], []
        size = hand_size(g)
        order = [(st.first + k) % n for k in range(n)]
        for seat in order:
            p = st.players[seat]
            if ladycat.is_cat(g, seat):
                ladycat.whist_setup(g, seat)
                continue
            dealt = 0
            while len(p.hand) < size:
                if not st.regular_deck and st.whist_trash:
                    st.regular_deck, st.whist_trash = st.whist_trash, []
                    rng.shuffle(st, st.regular_deck)
                    g.emit("deck_shuffled", None, deck="regular_deck", count=len(st.regular_deck))
                cid = decks.take_top(g, st.regular_deck, None)
                if cid < 0:
                    break
                p.hand.append(cid)
                p.dealt.append(cid)  # face-down: the others do not learn which
                dealt += 1
            p.hand.sort()
            if dealt:
                g.emit("cards_dealt", seat, secret=("cards",), count=dealt, cards=tuple(p.dealt))
        later: list[Task] = [TrashDown(s) for s in order
                             if len(st.players[s].hand) > size and not ladycat.is_cat(g, s)]
        if st.card_sharp >= 0:
            later.append(SharpChoice(st.card_sharp))
        else:
            st.leader = st.first  # in solo the first player is Lady Cat, who leads
        later.append(NextTrick(-1))
        g.push(*later)


def _trash_label(card: str) -> str:
    return _("Trash {card}").format(card=card)


@dataclass(slots=True)
class TrashDown(Decision):
    def prompt(self, g: Rules) -> str:
        extra = len(g.st.players[self.seat].hand) - hand_size(g)
        return ngettext("Your whist hand is too large: trash {n} card",
                        "Your whist hand is too large: trash {n} cards", extra).format(n=extra)

    def public_prompt(self, g: Rules) -> str:
        return _("{who} is trashing down to the whist hand size").format(who=g.name(self.seat))

    def legal(self, g: Rules) -> list[Action]:
        return [Action("trash_whist", (c,), (_trash_label, names.whist(g.cat, c)))
                for c in g.st.players[self.seat].hand]

    def apply(self, g: Rules, action: Action) -> None:
        p = g.st.players[self.seat]
        p.hand.remove(action.args[0])
        g.st.whist_trash.append(action.args[0])
        # Trashed cards leave the game face-up (public in observe), so the log names it too.
        g.emit("card_trashed", self.seat, card=action.args[0], zone="whist_hand")
        if len(p.hand) > hand_size(g):
            g.push(TrashDown(self.seat))


SHARP_CHOICES = (fixed("sharp", ("lead",), N_("Lead the first trick")),
                 fixed("sharp", ("last",), N_("Play last in the first trick")))


@dataclass(slots=True)
class SharpChoice(Decision):
    def prompt(self, g: Rules) -> str:
        return _("Card Sharp: lead the first trick, or play last?")

    def legal(self, g: Rules) -> list[Action]:
        return list(SHARP_CHOICES)

    def apply(self, g: Rules, action: Action) -> None:
        n = len(g.st.players)
        lead = action.args[0] == "lead"
        g.st.leader = self.seat if lead else (self.seat + 1) % n
        g.emit("sharp_chosen", self.seat, lead=lead)


def suit_of(g: Rules, cid: int) -> int:
    # (a whist card's suit read directly: every listing of a trick's legal cards asks it per card)
    return g.cat.whist[cid].suit if cid < ladycat.SOLO_BASE else ladycat.suit_rank(g, cid)[0]


def breaks_diamonds(led: int, played: int) -> bool:
    """A Diamond played on another suit's lead breaks Diamonds (p.16): they may be led from
    then on. One rule for the engine and for the bots' exact whist search."""
    return played == DIAMOND and led != DIAMOND


def legal_cards(g: Rules, seat: int) -> list[int]:
    """The cards `seat` may play to the current trick (rulebook p.16; R6.6). Each card's suit
    read from a table (Lady Cat's cards through `suit_of`): a Python call per card in hand was
    most of a whist listing's cost (issue 57)."""
    st = g.st
    hand = st.players[seat].hand
    if st.trick:  # follow the suit led
        suit, same = suit_of(g, st.trick[0][1]), True
    elif st.diamonds_broken:
        return list(hand)
    else:  # lead anything but a Diamond
        suit, same = DIAMOND, False
    suits = _suits(g.cat)
    out = []  # (a loop, not a comprehension: in Python 3.11 that makes and calls a function)
    for c in hand:
        if ((suits[c] if c < ladycat.SOLO_BASE else suit_of(g, c)) == suit) is same:
            out.append(c)
    return out or list(hand)  # none: any (only Diamonds to lead, void in the suit led)


@lru_cache(maxsize=16)
def _suits(cat: Catalog) -> tuple[int, ...]:
    """Each whist card's suit, by id."""
    return tuple(c.suit for c in cat.whist)


def trick_winner(g: Rules, trick: list[tuple[int, int]]) -> int:
    """Highest Diamond, else highest card of the led suit (rulebook p.15); Lady Cat's cards
    rank half higher, so she wins a tie of equal cards (R6.11)."""
    cards = [(ladycat.suit_rank(g, c), s) for s, c in trick]
    led = cards[0][0][0]
    trumps = [(rank, s) for (suit, rank), s in cards if suit == DIAMOND]
    if trumps:
        return max(trumps)[1]
    return max((rank, s) for (suit, rank), s in cards if suit == led)[1]


@dataclass(slots=True)
class NextTrick(Task):
    def run(self, g: Rules) -> None:
        st = g.st
        for p in st.players:  # (a loop, not `all()` over a generator: at every trick)
            if not p.hand:
                g.push(GameOver(-1))
                return
        n = len(st.players)
        seats = [(st.leader + k) % n for k in range(n)]
        plays = [ladycat.CatPlays(s) if ladycat.is_cat(g, s) else PlayCard(s) for s in seats]
        g.push(*plays, ResolveTrick(-1), NextTrick(-1))


def _play_label(card: str) -> str:
    return pgettext("action", "Play {card}").format(card=card)


@lru_cache(maxsize=16)
def _play_actions(cat: Catalog) -> tuple[Action, ...]:
    """The `play` action of each whist card, by id (immutable: made once, offered often)."""
    return tuple(Action("play", (c.id,), (_play_label, names.whist(cat, c.id))) for c in cat.whist)


@dataclass(slots=True)
class PlayCard(Decision):
    def prompt(self, g: Rules) -> str:
        return _("Lead a card") if not g.st.trick else _("Play a card")

    def public_prompt(self, g: Rules) -> str:
        return _("{who} is choosing a card").format(who=g.name(self.seat))

    def legal(self, g: Rules) -> list[Action]:
        actions = _play_actions(g.cat)
        out = []
        for c in sorted(legal_cards(g, self.seat)):
            out.append(actions[c])
        return out

    def apply(self, g: Rules, action: Action) -> None:
        st, cid = g.st, action.args[0]
        st.players[self.seat].hand.remove(cid)
        if st.trick and not st.diamonds_broken and \
                breaks_diamonds(suit_of(g, st.trick[0][1]), suit_of(g, cid)):
            st.diamonds_broken = True
            g.emit("diamonds_broken", None)
        st.trick.append((self.seat, cid))
        g.emit("card_played", self.seat, card=cid, position=len(st.trick) - 1)


@dataclass(slots=True)
class ResolveTrick(Task):
    def run(self, g: Rules) -> None:
        st = g.st
        winner = trick_winner(g, st.trick)
        p = st.players[winner]
        p.tricks += 1
        p.won.extend(c for _s, c in st.trick)
        trick = tuple(st.trick)
        st.trick = []
        st.tricks_played += 1
        st.leader = 1 if st.mode == "solo" else winner  # Lady Cat leads every trick (p.22)
        g.emit("trick_won", winner, number=st.tricks_played, trick=trick, tricks=p.tricks)


@dataclass(slots=True)
class GameOver(Task):
    def run(self, g: Rules) -> None:
        g.st.phase = "over"
        g.emit("phase_changed", None, phase="over")
        g.emit("game_ended", None, winners=tuple(g.winners()))
