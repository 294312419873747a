"""Quick rules: a sensible choice for every decision without looking ahead.

The bots need a fast answer for the many small decisions that follow a Calling Card (how to
pay, which Star card, which Tea card to keep, where the Brooch goes) when they simulate a
line of play, and a whist card player for playouts. Each rule reads a `World` sampled from the
seat's view and the seat's own cards, never the others' (sampled) hands. Placing a Calling
Card has no quick rule: it is the decision the bots search.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..engine import Action, Game
from ..engine import ladycat as cat_rules
from ..engine.whist import DIAMOND, trick_winner
from .heuristic import source_value, trick_value

CHEAPEST = Action("pay", ("cheapest",))
WHIST_KINDS = ("PlayCard", "TrashDown", "SharpChoice")
INFLUENCE = Action("influence")


def of_kind(legal: list[Action], kind: str) -> list[Action]:
    return [a for a in legal if a.kind == kind]


# ------------------------------------------------------------------------------ season
def payment(g: Game, seat: int, legal: list[Action]) -> Action:
    """Pay the cheapest way; spend a Tea card instead only when it costs no points (Lord
    Edward keeps it face-up, R7.3: never trash one he may keep), buys a second Star card, or
    influence cannot pay."""
    teas = of_kind(legal, "tea")
    if teas:
        keeps = [a for a in teas if a.args[1:] == ("keep",)]
        kind = g.cat.tea[teas[0].args[0]].kind
        if INFLUENCE not in legal or kind == "parlor" or keeps:
            return (keeps or teas)[0]
        return legal[legal.index(INFLUENCE)]
    if CHEAPEST in legal:
        return legal[legal.index(CHEAPEST)]
    return legal[0]


def hive_move(g: Game, seat: int, legal: list[Action]) -> Action:
    """Climb, preferring spaces with a bonus token or an event, then the cheapest."""
    here = g.cat.hive[g.st.players[seat].brooch]

    def score(a: Action) -> float:
        dest = g.cat.hive[a.args[0]]
        s: float = g.cat.hive_levels[dest.level].vp + 3 * (dest.level > here.level)
        s += 1.0 * (dest.id in g.st.hive_bonus) + 0.8 * len(dest.on_enter) + 0.5 * dest.pm_dinner
        return s

    return max(legal, key=score)


def sideways(g: Game, seat: int, legal: list[Action]) -> Action:
    """Lady Tuesday's free move of 1-4 spaces (R7.4): to the best space in reach, a bonus
    token or an event first, then the PM's Dinner, then more ways up; else stay."""

    def worth(sid: str, here: bool = False) -> float:
        space = g.cat.hive[sid]
        gains = 0.0 if here else (1.0 * (sid in g.st.hive_bonus) + 0.8 * len(space.on_enter))
        return gains + 0.5 * space.pm_dinner + 0.1 * len(space.up)

    moves = of_kind(legal, "move")
    best = max(moves, key=lambda a: worth(a.args[0]), default=None)
    if best is None or worth(best.args[0]) <= worth(g.st.players[seat].brooch, here=True):
        return of_kind(legal, "skip")[0]
    return best


def star_card(g: Game, seat: int, legal: list[Action]) -> Action:
    parlor = g.st.parlor
    return max(legal, key=lambda a: trick_value(g, parlor[a.args[0]])
               + 0.3 * source_value(g, seat, parlor[a.args[0]]))


def trash_choice(g: Game, seat: int, legal: list[Action]) -> Action:
    """Thin the deck of weak starting cards while it keeps enough cards to draw."""
    p = g.st.players[seat]
    if len(p.draw) + len(p.hand) + len(p.discard) <= 5:
        return of_kind(legal, "done")[0]
    zone_rank = {"discard": 0, "draw": 1, "hand": 2}
    weak = [a for a in of_kind(legal, "trash") if g.cat.whist[a.args[1]].group == "starting"
            and g.cat.whist[a.args[1]].suit != DIAMOND]
    if not weak:
        return of_kind(legal, "done")[0]
    return min(weak, key=lambda a: (trick_value(g, a.args[1]) + 0.3 * source_value(g, seat, a.args[1]),
                                    zone_rank[a.args[0]]))


def crest_matches(g: Game, seat: int, crest: str) -> int:
    p = g.st.players[seat]
    return sum(g.cat.tea[t].crest == crest for t in p.tea + p.tea_kept)


def tea_keep(g: Game, seat: int, legal: list[Action]) -> Action:
    p = g.st.players[seat]
    crests = [g.cat.lc[c].crest for c in p.lc] + [g.cat.ton[c].crest for c in p.ton]
    return max(legal, key=lambda a: crests.count(g.cat.tea[a.args[0]].crest)
               + 0.5 * (g.cat.tea[a.args[0]].kind == "parlor"))


def face_up(g: Game, seat: int, legal: list[Action]) -> Action:
    def score(a: Action) -> float:
        space = a.args[0]
        cid = g.st.ballroom[space]
        c = g.cat.lc[cid] if space.startswith("lc") else g.cat.ton[cid]
        return crest_matches(g, seat, c.crest) + 0.1 * c.suit

    return max(legal, key=score)


def gain_influence(g: Game, seat: int, legal: list[Action]) -> Action:
    """The highest suit with room on its track: it pays for every lower suit too."""
    tracks = g.st.players[seat].tracks
    top = g.cat.numbers["track_max"]
    room = [a for a in legal if tracks[a.args[0]] < top]
    return max(room or legal, key=lambda a: a.args[0])


def first_of(kind: str) -> Callable[[Game, int, list[Action]], Action]:
    """A rule that takes the first action of `kind` when there is one (take the bonus,
    place the card, take the Ton action)."""

    def rule(g: Game, seat: int, legal: list[Action]) -> Action:
        wanted = [a for a in legal if a.args and a.args[0] == kind]
        return wanted[0] if wanted else legal[0]

    return rule


# ------------------------------------------------------------------------------ whist
def unseen_cards(g: Game, seat: int) -> list[int]:
    """Cards that could still be played against the seat: the others' hands and the
    face-down decks, as one pool (which opponent holds what is not used)."""
    st = g.st
    pool = st.star_deck + st.queen_deck + st.regular_deck
    for s, p in enumerate(st.players):
        if s != seat:
            pool = pool + p.hand
    return pool


def is_boss(g: Game, cid: int, unseen: list[int]) -> bool:
    suit, rank = cat_rules.suit_rank(g, cid)
    return all(not (su == suit and r > rank) for su, r in (cat_rules.suit_rank(g, c) for c in unseen))


def play_card(g: Game, seat: int, legal: list[Action]) -> Action:
    """Lead a sure winner or low from a long suit; follow by winning as cheaply as possible,
    trumping when void, and otherwise throwing the least useful card."""
    st = g.st
    cards: list[int] = [a.args[0] for a in legal]
    by_card = dict(zip(cards, legal, strict=True))

    def suit(c: int) -> int:
        return cat_rules.suit_rank(g, c)[0]

    def strength(c: int) -> float:
        return cat_rules.suit_rank(g, c)[1]

    unseen = unseen_cards(g, seat)
    if not st.trick:
        bosses = [c for c in cards if is_boss(g, c, unseen)]
        plain = [c for c in bosses if suit(c) != DIAMOND]
        if plain or bosses:
            return by_card[max(plain or bosses, key=strength)]
        hand = st.players[seat].hand
        longest = max(cards, key=lambda c: (sum(suit(h) == suit(c) for h in hand), -strength(c)))
        low = [c for c in cards if suit(c) == suit(longest)]
        return by_card[min(low, key=strength)]
    winners = [c for c in cards if trick_winner(g, st.trick + [(seat, c)]) == seat]
    last = len(st.trick) == len(st.players) - 1  # every player plays to every trick
    if winners:
        bosses = [c for c in winners if is_boss(g, c, unseen)]
        if last or not bosses:
            return by_card[min(winners, key=strength) if last else max(winners, key=strength)]
        return by_card[min(bosses, key=strength)]
    return by_card[min(cards, key=lambda c: (trick_value(g, c), strength(c)))]


def trash_down(g: Game, seat: int, legal: list[Action]) -> Action:
    return min(legal, key=lambda a: trick_value(g, a.args[0]))


def sharp_choice(g: Game, seat: int, legal: list[Action]) -> Action:
    """Lead with a sure winner in hand, else play last and see the others' cards first."""
    hand = g.st.players[seat].hand
    unseen = unseen_cards(g, seat)
    lead = any(is_boss(g, c, unseen) and cat_rules.suit_rank(g, c)[0] != DIAMOND for c in hand)
    return legal[0] if lead else legal[-1]


RULES: dict[str, Callable[[Game, int, list[Action]], Action]] = {
    "Payment": payment, "HiveMove": hive_move, "SidewaysBonus": sideways, "FreeMove": hive_move,
    "ParlorAction": star_card, "TrashChoice": trash_choice, "TeaKeep": tea_keep,
    "ChooseFaceUp": face_up, "GainInfluence": gain_influence, "BonusChoice": first_of("take"),
    "ColumnChoice": first_of("place"), "TonChoice": first_of("take"), "PlayCard": play_card,
    "TrashDown": trash_down, "SharpChoice": sharp_choice,
}


def choose(g: Game, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """The quick rule for the pending decision; an unknown kind gets a random choice. The
    club-card swap offered beside every decision of a turn (R7.2) is left to the searching
    bots: a quick rule answers the decision itself (after a Parlor refill: go on)."""
    own = [a for a in legal if a.kind != "club_power"] or legal
    rule = RULES.get(g.pending_kind())
    return rule(g, seat, own) if rule else rng.choice(own)

