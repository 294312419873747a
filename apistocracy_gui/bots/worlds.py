"""Sampled worlds: a whole game rebuilt from one seat's view, for the bots to search.

A bot may not read the real state, yet to look ahead it needs a `Game` to play moves on. So
it samples one: every public field is copied from the view's `knowledge` (what the seat knows
with a perfect memory, `engine/view.py`), and every hidden card is dealt at random from the
cards the seat cannot place: an opponent's hand and draw pile come from the cards known to be
in them (only the split and the order are secret), the cards dealt face-down at the whist
setup and the face-down decks from the whist cards seen nowhere, the others' Tea cards and the
Tea deck from the Tea cards seen nowhere, and every deck is shuffled. The sample depends on
the view and the bot's own `random.Random` only, so permuting hidden cards in the real game
cannot change it, and the real game's RNG is never touched (the world has its own).
"""

from __future__ import annotations

import copy
import random
import threading
from dataclasses import fields

from ..engine import Action, Game, GameConfig, SeatView, View
from ..engine.catalog import Catalog, default_catalog
from ..engine.flow import Task
from ..engine.knowledge import PLAYER_FIELDS, STATE_FIELDS, Knowledge, KnownLadyCat, KnownSeat
from ..engine.ladycat import CHARACTER as LADY_CAT
from ..engine.ladycat import LadyCatState
from ..engine.lookahead import Lookahead
from ..engine.state import Player, State
from ..engine.whist import suit_of, trick_winner


class _Moves(threading.local):
    """The simulated moves played in this thread so far: Hard's thinking time counts them
    (`hard.MOVE_COST`). Per thread, so a review and a bot searching at once do not spend each
    other's time."""

    played = 0


MOVES = _Moves()


class World(Lookahead):
    """A sampled game for simulation (`engine/lookahead.py`: no events, no undo history, no
    legality check), whose every move counts toward the thinking time (`MOVES`)."""

    def play(self, action: Action) -> None:
        MOVES.played += 1
        Lookahead.play(self, action)


def _pick(rng: random.Random, pool: list[int], n: int) -> list[int]:
    """`n` cards drawn at random from `pool` (removed from it)."""
    if n > len(pool):
        raise ValueError(f"the view is inconsistent: {n} hidden cards needed, {len(pool)} unseen")
    rng.shuffle(pool)
    out = pool[len(pool) - n:]
    del pool[len(pool) - n:]
    return out


def _stack_cards(stack: list[Task]) -> dict[str, set[int]]:
    """Cards held by pending tasks (a Ballroom card being placed, Tea cards being chosen)."""
    held: dict[str, set[int]] = {"lc": set(), "ton": set(), "tea": set()}
    for task in stack:
        kind, card = getattr(task, "kind", None), getattr(task, "card", None)
        if kind in ("lc", "ton") and isinstance(card, int):
            held[kind].add(card)
        held["tea"].update(getattr(task, "drawn", ()))
    return held


def _whist_seen(know: Knowledge, me: int, cat: Catalog) -> set[int]:
    """Whist cards the seat can place, and the starting cards left in the box (R1)."""
    ranks = {cat.characters[p.character].starting_rank for p in know.players
             if p.character in cat.characters}
    seen = {c.id for c in cat.whist if c.group == "starting" and c.rank not in ranks}
    seen |= {c for c in know.parlor if c >= 0}
    seen |= set(know.star_discard) | set(know.whist_trash)
    seen |= {c for _s, c in know.trick}
    for p in know.players:
        seen |= set(p.known_cards) | set(p.discard) | set(p.won)
    me_p = know.players[me]
    return seen | set(me_p.hand or ()) | set(me_p.draw or ())


def _deal_whist(know: Knowledge, me: int, cat: Catalog, rng: random.Random
                ) -> tuple[dict[str, list[int]], dict[int, list[int]]]:
    """The face-down whist decks and each opponent's hidden dealt cards, from the unseen
    whist cards (the Star and Queen decks take cards of their own group first)."""
    sizes = know.deck_sizes
    unseen = sorted(set(range(len(cat.whist))) - _whist_seen(know, me, cat))
    rng.shuffle(unseen)
    decks: dict[str, list[int]] = {}
    for deck, group in (("star_deck", "star"), ("queen_deck", "queen")):
        def other_group(c: int, group: str = group) -> bool:
            return cat.whist[c].group != group

        unseen.sort(key=other_group)  # stable: stays shuffled
        n = sizes.size(deck)
        decks[deck], unseen = unseen[:n], unseen[n:]
    dealt = {s: _pick(rng, unseen, p.unknown_count)
             for s, p in enumerate(know.players) if s != me}
    decks["regular_deck"] = unseen
    return decks, dealt


def _tea(know: Knowledge, me: int, held: set[int], cat: Catalog,
         rng: random.Random) -> tuple[dict[int, list[int]], list[int]]:
    """The others' face-down Tea cards and the Tea deck, from the Tea cards seen nowhere."""
    seen = set(know.tea_trash) | held | set(know.players[me].tea or ())
    for p in know.players:
        seen |= set(p.tea_kept)
    pool = sorted(set(range(len(cat.tea))) - seen)
    hands = {s: _pick(rng, pool, p.tea_count) for s, p in enumerate(know.players) if s != me}
    rng.shuffle(pool)
    return hands, pool


def _ballroom_deck(know: Knowledge, kind: str, held: set[int], every: int,
                   rng: random.Random) -> list[int]:
    lc = kind == "lc"
    seen = set(know.lc_discard if lc else know.ton_discard) | held
    seen |= set(know.lc_trash if lc else know.ton_trash)
    seen |= {c for space, c in know.ballroom.items() if space.startswith(kind) and c >= 0}
    for p in know.players:
        seen |= set(p.lc if lc else p.ton)
    deck = sorted(set(range(every)) - seen)
    rng.shuffle(deck)
    return deck


def _player(pub: KnownSeat, view_player: SeatView, hidden: list[int], tea: list[int], me: bool,
            rng: random.Random) -> Player:
    p = Player(pub.character)
    for name in PLAYER_FIELDS:
        setattr(p, name, copy.deepcopy(getattr(pub, name)))
    if me:
        p.hand, p.draw, p.tea = list(pub.hand or ()), list(pub.draw or ()), list(pub.tea or ())
        rng.shuffle(p.draw)
        return p
    cards = list(pub.known_cards) + hidden
    rng.shuffle(cards)
    n_hand = view_player.hand_count
    p.hand, p.draw = cards[:n_hand], cards[n_hand:]
    if p.character != LADY_CAT:  # her whist hand is her face-down deck: its order is hidden
        p.hand.sort()
    p.tea, p.dealt = tea, list(hidden)
    return p


def sample(view: View, rng: random.Random, cat: Catalog | None = None) -> World:
    """A full game consistent with everything `view.seat` has seen, at the same pending
    decision. Needs the view of the seat that is deciding (it carries `knowledge`)."""
    cat = cat or default_catalog()
    know, me = view.knowledge, view.viewer
    if know is None:
        raise ValueError("a world is sampled from the deciding seat's view only")
    held = _stack_cards(know.stack)
    decks, dealt = _deal_whist(know, me, cat, rng)
    teas, decks["tea_deck"] = _tea(know, me, held["tea"], cat, rng)
    decks["lc_deck"] = _ballroom_deck(know, "lc", held["lc"], len(cat.lc), rng)
    decks["ton_deck"] = _ballroom_deck(know, "ton", held["ton"], len(cat.ton), rng)
    for deck, cards in decks.items():
        if len(cards) != know.deck_sizes.size(deck):
            raise ValueError(f"the view is inconsistent: {deck} has {know.deck_sizes.size(deck)} "
                             f"cards, {len(cards)} are unseen")
    players = [_player(pub, view.players[s], dealt.get(s, []), teas.get(s, []), s == me, rng)
               for s, pub in enumerate(know.players)]
    st = State(mode=know.mode, players=players, rng=rng.getrandbits(64))
    for name in STATE_FIELDS:
        setattr(st, name, copy.deepcopy(getattr(know, name)))
    for deck, cards in decks.items():
        setattr(st, deck, cards)
    st.stack = copy.deepcopy(know.stack)
    if know.ladycat is not None:
        st.ladycat = _lady_cat(know.ladycat, rng)
    config = GameConfig(players=tuple(p.character for p in players if p.character != LADY_CAT),
                        mode=know.mode, level=know.solo_level or "standard")
    world = World.at(config, cat, st)
    if st.phase == "whist" and st.mode != "solo":
        _respect_voids(world, me, whist_voids(world), rng)
    return world


def whist_voids(g: Game) -> dict[int, set[int]]:
    """The suits each player has shown to hold no more of: a card of another suit played to a
    trick led in that suit (follow suit if you can, p.16; no card joins a whist hand once play
    begins). Read from public cards only: the current trick, and the tricks in each player's
    won pile, where the engine keeps each trick's cards in play order; who played which card
    of a won trick follows from its winner's seat and the position of the winning card."""
    n = len(g.st.players)
    voids: dict[int, set[int]] = {s: set() for s in range(n)}
    tricks = [(g.st.trick[0][0], [c for _s, c in g.st.trick])] if g.st.trick else []
    for seat, p in enumerate(g.st.players):
        for k in range(0, len(p.won) - n + 1, n):
            cards = p.won[k:k + n]
            position = trick_winner(g, list(enumerate(cards)))
            tricks.append(((seat - position) % n, cards))
    for leader, cards in tricks:
        led = suit_of(g, cards[0])
        for i, c in enumerate(cards[1:], 1):
            if suit_of(g, c) != led:
                voids[(leader + i) % n].add(led)
    return voids


def _respect_voids(world: World, me: int, voids: dict[int, set[int]], rng: random.Random) -> None:
    """Re-deal the others' hidden whist cards (those dealt face-down, R6.7) so that nobody holds
    a card of a suit they showed void in: the hidden cards and the Regular deck they came from
    are one pool, dealt again to the most constrained player first."""
    st = world.st
    others = sorted((s for s in range(len(st.players)) if s != me and voids[s]),
                    key=lambda s: -len(voids[s]))
    if not any(suit_of(world, c) in voids[s] for s in others for c in st.players[s].dealt):
        return
    pool = [c for s in others for c in st.players[s].dealt] + st.regular_deck
    rng.shuffle(pool)
    for s in others:
        p = st.players[s]
        need = len(p.dealt)
        fits = [c for c in pool if suit_of(world, c) not in voids[s]]
        if len(fits) < need:  # the view allows no such deal: keep the sample as it was dealt
            fits = fits + [c for c in pool if c not in fits]
        new = fits[:need]
        for c in new:
            pool.remove(c)
        known = [c for c in p.hand if c not in p.dealt]
        p.hand, p.dealt = sorted(known + new), new
    st.regular_deck = pool


def _lady_cat(pub: KnownLadyCat, rng: random.Random) -> LadyCatState:
    """Her Solo and Litter decks are known as sets (each Litter card joins face-up)."""
    lc = LadyCatState()
    for f in fields(LadyCatState):
        setattr(lc, f.name, copy.deepcopy(getattr(pub, f.name)))
    rng.shuffle(lc.deck)
    rng.shuffle(lc.litter)
    return lc
