"""Hard's whist: perfect-information Monte Carlo with an exact endgame search (issue 15).

On each world sampled from the seat's view (`worlds.sample`, which deals the hidden cards
consistently with what the seat saw played, voids included), a candidate card is played,
everyone then plays the quick rules (`quick.play_card`) until few enough tricks are left to
solve (`SOLVE_TRICKS`), and the rest is solved exactly (below: what the others are assumed to
play). The mean over the worlds ranks the candidates (`HardBot.search`).

The value is the final value the rest of Hard uses (`heuristic.value`: the seat's final score
minus the best other's), read off each seat's score sheet as a function of the tricks it ends
with (`score_row`: 2 VP a trick, p.15, and the L&C cards that pay 1 VP per 2 tricks won, so it
is not linear). The search itself counts the seat's tricks, which orders the endings the same
way wherever the value is a monotone function of them.

At 2 players (and in solo) every trick the seat does not take goes to the one other side, so
the margin rises with the seat's tricks and the exact search is the two-sided one: the seat
plays its best, the other its best against it. Perfect play by the other is a pessimistic
forecast, though: many cards tie, because a trick is lost whatever the seat does if nobody ever
errs. Ties go to the card that does best when the other plays the quick rules (the same exact
search with the other's cards chosen by `quick.play_card`, how most players play), a value
counted `TIE_BREAK`, too little to outweigh a VP of the exact one, so the seat never gives up a
trick perfect play could not take from it. Measured on the same deals against Medium
(`tools/bench_whist.py`, 12 worlds, 90 deals): the exact value alone took no more tricks than
the old flat Monte Carlo, with the tie-break +0.2-0.25 tricks a game.

At 3-4 players the others are not one side and do not play for each other: a "paranoid" search
(the others together minimising the seat's tricks) took no more tricks than the flat Monte Carlo
(-0.10 a game over 60 deals at 4 players, 7 better and 11 worse), its forecast of three
perfectly coordinated opponents too far from any table. So there the exact search is the seat's
best play against the others playing the quick rules, for the last 6 tricks: +0.12 a game over
the same 60 deals (10 better, 4 worse; solving 4 or all 9 tricks did no better). Its value is
the seat's own final score. With the others playing the quick rules the search also knows which
of them takes each trick the seat loses, so where Hard plays to win (`to_win`, `hard.WHIST_TO_WIN`:
at four players) an ending is valued as Hard values an ended game, by the seat's share of the
win and its margin (`Solver.outcome`): the ending with the most tricks is not always the one that
wins, since which rival takes the tricks the seat loses can decide the game.

The exact search (`Solver`) is alpha-beta over single cards with a transposition table at
trick starts, cards that are equivalent (adjacent in rank among the cards still in play, in
one hand) searched once, and the cards that win the trick so far tried first. The rules are
the engine's: which cards may be played (`whist.legal_cards`), who takes a trick
(`whist.trick_winner`, with Lady Cat's edge, R6.11) and the card ranks (`ladycat.suit_rank`),
asked on a scratch copy of the world and remembered per hand and led card.

In solo nothing hidden matters to the whist but the order of Lady Cat's face-down deck: her
cards are public as a set and she leads every trick from its top (p.22). There the search is
exact over her order too (an expectimax: each of her remaining cards equally likely to come
next), so one world is enough (`WhistSearch.exact`).

Every `TICK` nodes the search calls `tick()` (Hard's clock and cancel check, which raises to
abandon the line), so it stops within a fraction of a millisecond of its deadline or an undo.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from ..engine import Action, scoring
from ..engine import ladycat as cat_rules
from ..engine.whist import breaks_diamonds, legal_cards, trick_winner
from . import quick
from .heuristic import margin
from .worlds import World

# Tricks left from which a line of play is solved exactly, by player count (solo counts Lady
# Cat): a solve costs a few milliseconds per world at this depth (tools/bench_whist.py).
SOLVE_TRICKS = {2: 7, 3: 6, 4: 6}
# At 2 players, the weight of the value against the quick rules, which breaks the ties of the
# exact value (too little to outweigh a single VP of it).
TIE_BREAK = 1e-3
TICK = 256  # nodes between two clock checks
MAX_TABLE = 400_000  # transposition entries kept before the table is cleared

Trick = tuple[tuple[int, int], ...]
ToWin = tuple[float, float, float]  # points for a win, the margin's weight, the rival's weight


def no_tick() -> None:
    """The clock check of a search nobody stops (tests, tools)."""


def score_row(world: World, seat: int, left: int) -> list[float]:
    """The seat's final score (influence breaking ties, as in `heuristic.value`) if it takes
    0..`left` more tricks, from the engine's own score pad."""
    p = world.st.players[seat]
    had, row = p.tricks, []
    for extra in range(left + 1):
        p.tricks = had + extra
        row.append(sum(scoring.line_totals(world, seat)) + sum(p.tracks) * 1e-3)
    p.tricks = had
    return row


class Rules:
    """The engine's whist rules, asked on a scratch copy of a world and remembered: the search
    meets the same hand and led card many times over."""

    def __init__(self, world: World):
        self.g = world.fork()
        st = self.g.st
        self.cat = next((s for s in range(len(st.players)) if cat_rules.is_cat(self.g, s)), -1)
        cards = {c.id for c in self.g.cat.whist} | {c for p in st.players for c in p.hand}
        cards |= {c for _s, c in st.trick}  # every whist card, and Lady Cat's in solo
        self.cards = sorted(cards, key=lambda c: cat_rules.suit_rank(self.g, c))
        self.bit = {c: 1 << i for i, c in enumerate(self.cards)}  # rank order within a suit
        self.suit = {c: cat_rules.suit_rank(self.g, c)[0] for c in self.cards}
        self._legal: dict[tuple[int, int, bool], tuple[int, ...]] = {}
        self._winner: dict[Trick, int] = {}
        self._quick: dict[tuple[int, tuple[int, ...], Trick, bool], int] = {}

    def mask(self, hand: list[int]) -> int:
        return sum(self.bit[c] for c in hand)

    def hand(self, mask: int) -> list[int]:
        """The cards of `mask` in rank order, found bit by bit (a hand holds a few of them)."""
        out, cards = [], self.cards
        while mask:
            low = mask & -mask
            out.append(cards[low.bit_length() - 1])
            mask ^= low
        return out

    def legal(self, mask: int, trick: Trick, broken: bool) -> tuple[int, ...]:
        """The cards of the hand `mask` that may be played to `trick`, in rank order."""
        key = (mask, trick[0][1] if trick else -1, broken)
        found = self._legal.get(key)
        if found is None:
            st = self.g.st
            seat = 1 if self.cat == 0 else 0  # any seat but Lady Cat's: the rule reads the hand
            st.players[seat].hand = self.hand(mask)
            st.trick = list(trick[:1])
            st.diamonds_broken = broken
            legal = set(legal_cards(self.g, seat))
            found = self._legal[key] = tuple(c for c in self.cards if c in legal)
        return found

    def winner(self, trick: Trick) -> int:
        found = self._winner.get(trick)
        if found is None:
            found = self._winner[trick] = trick_winner(self.g, list(trick))
        return found

    def quick(self, seat: int, hands: tuple[int, ...], trick: Trick, broken: bool) -> int:
        """The card the quick rules play for `seat` (they read the seat's hand, the trick and
        the cards unseen by it)."""
        key = (seat, hands, trick, broken)
        found = self._quick.get(key)
        if found is None:
            legal = [Action("play", (c,)) for c in self.legal(hands[seat], trick, broken)]
            st = self.g.st
            for s, mask in enumerate(hands):
                st.players[s].hand = self.hand(mask)
            st.trick = list(trick)
            st.diamonds_broken = broken
            found = self._quick[key] = quick.play_card(self.g, seat, legal).args[0]
        return found

    def breaks(self, trick: Trick, card: int) -> bool:
        """Does `card` break Diamonds: a Diamond played on another suit's lead (p.16)?"""
        return bool(trick) and breaks_diamonds(self.suit[trick[0][1]], self.suit[card])


class Solver:
    """The exact number of tricks `seat` takes from a position on, it playing its best and
    the others their best against it, or (`quick_others`) the quick rules."""

    def __init__(self, world: World, seat: int, tick: Callable[[], None] = no_tick,
                 quick_others: bool = False):
        self.rules = Rules(world)
        self.quick = quick_others
        self.seat, self.tick = seat, tick
        self.n = len(world.st.players)
        self.nodes = 0
        self.table: dict[tuple[tuple[int, ...], int, bool], tuple[int, int]] = {}
        self._solo: dict[tuple[int, int, int], float] = {}

    def tricks(self, world: World) -> int:
        """Tricks the seat takes from `world`'s position (a card to play, 2-4 players) on."""
        st = world.st
        hands = tuple(self.rules.mask(p.hand) for p in st.players)
        return self._search(hands, tuple(st.trick), st.leader, st.diamonds_broken, -1, 99)

    def _node(self) -> None:
        """One more position searched: the clock is checked every TICK of them."""
        self.nodes += 1
        if not self.nodes % TICK:
            self.tick()

    def _search(self, hands: tuple[int, ...], trick: Trick, leader: int, broken: bool,
                alpha: int, beta: int) -> int:
        self._node()
        rules = self.rules
        if len(trick) == self.n:
            won = rules.winner(trick)
            gain = int(won == self.seat)
            if not hands[won]:
                return gain
            return gain + self._search(hands, (), won, broken, alpha - gain, beta - gain)
        key = None
        if not trick:
            key = (hands, leader, broken)
            lo, hi = self.table.get(key, (0, 99))
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            alpha, beta = max(alpha, lo), min(beta, hi)
        window = alpha, beta
        mover = (leader + len(trick)) % self.n
        mine = mover == self.seat
        best = -1 if mine else 99
        moves = self._moves(hands, trick, mover, broken) if mine or not self.quick else \
            [self.rules.quick(mover, hands, trick, broken)]
        for card in moves:
            after = hands[:mover] + (hands[mover] & ~rules.bit[card],) + hands[mover + 1:]
            v = self._search(after, trick + ((mover, card),), leader,
                             broken or rules.breaks(trick, card), alpha, beta)
            if mine:
                if v > best:
                    best = v
                    alpha = max(alpha, v)
            elif v < best:
                best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        if key is not None:
            lo, hi = self.table.get(key, (0, 99))
            if best < window[1]:  # not cut off from above: the value is at most `best`
                hi = min(hi, best)
            if best > window[0]:  # nor from below: at least `best`
                lo = max(lo, best)
            if len(self.table) >= MAX_TABLE:
                self.table.clear()
            self.table[key] = (lo, hi)
        return best

    def outcome(self, world: World, value: Callable[[tuple[int, ...]], float]) -> float:
        """The best `value(every seat's tricks at the end)` the seat can reach from `world`'s
        position (a card to play, 3-4 players), the others playing the quick rules: only the
        seat chooses, so this is a search of its own cards alone, and it knows who takes every
        trick it does not."""
        st = world.st
        hands = tuple(self.rules.mask(p.hand) for p in st.players)
        return self._best(hands, tuple(st.trick), st.leader, st.diamonds_broken,
                          tuple(p.tricks for p in st.players), value, {})

    def _best(self, hands: tuple[int, ...], trick: Trick, leader: int, broken: bool,
              got: tuple[int, ...], value: Callable[[tuple[int, ...]], float],
              seen: dict[tuple[tuple[int, ...], int, bool, tuple[int, ...]], float]) -> float:
        self._node()
        rules = self.rules
        if len(trick) == self.n:
            won = rules.winner(trick)
            got = got[:won] + (got[won] + 1,) + got[won + 1:]
            if not hands[won]:
                return value(got)
            return self._best(hands, (), won, broken, got, value, seen)
        key = (hands, leader, broken, got)
        if not trick and key in seen:
            return seen[key]
        mover = (leader + len(trick)) % self.n
        moves = self._moves(hands, trick, mover, broken) if mover == self.seat else \
            [rules.quick(mover, hands, trick, broken)]
        best = -math.inf
        for card in moves:
            after = hands[:mover] + (hands[mover] & ~rules.bit[card],) + hands[mover + 1:]
            best = max(best, self._best(after, trick + ((mover, card),), leader,
                                        broken or rules.breaks(trick, card), got, value, seen))
        if not trick:
            seen[key] = best
        return best

    def _moves(self, hands: tuple[int, ...], trick: Trick, mover: int, broken: bool) -> list[int]:
        """The mover's legal cards, one of each run of equivalent cards (adjacent in rank among
        the cards still in play): a lead tries the highest first; a follower the cards that
        win the trick so far (cheapest first), then the rest from the lowest."""
        rules = self.rules
        others = 0
        for s, mask in enumerate(hands):
            if s != mover:
                others |= mask
        for _s, c in trick:
            others |= rules.bit[c]
        moves: list[int] = []
        last = -1
        for c in rules.legal(hands[mover], trick, broken):
            if last >= 0 and rules.suit[c] == rules.suit[last] and \
                    not others & (rules.bit[c] - (rules.bit[last] << 1)):
                last = c  # nobody else holds a card between: the same card as the last kept
                continue
            moves.append(c)
            last = c
        if not trick:
            return moves[::-1]
        winning = [c for c in moves if rules.winner(trick + ((mover, c),)) == mover]
        return winning + [c for c in moves if c not in winning]

    # ------------------------------------------------------------------ solo
    def solo_value(self, world: World, final: Callable[[int], float]) -> float:
        """The expected `final(tricks the seat ends with)` in solo from a position reached
        after the seat's decision, whose trick Lady Cat has led: that lead came off her
        face-down deck after the decision, so it is one of her cards drawn at random like the
        rest. An expectimax over her order, exact."""
        st, rules = world.st, self.rules
        mine = rules.mask(st.players[self.seat].hand)
        cat = rules.mask(st.players[rules.cat].hand + [c for _s, c in st.trick])
        self._final = final
        return self._expect(mine, cat, st.players[self.seat].tricks)

    def _reply(self, mine: int, cat: int, lead: int, card: int, had: int) -> float:
        rules = self.rules
        won = int(rules.winner(((rules.cat, lead), (self.seat, card))) == self.seat)
        return self._expect(mine & ~rules.bit[card], cat, had + won)

    def _expect(self, mine: int, cat: int, had: int) -> float:
        """The expected final value from a trick start: her lead is any of her cards."""
        if not mine or not cat:
            return self._final(had)
        found = self._solo.get((mine, cat, had))
        if found is not None:
            return found
        rules = self.rules
        total, count = 0.0, 0
        for i, lead in enumerate(rules.cards):
            if cat >> i & 1:
                self._node()
                rest = cat & ~(1 << i)
                total += max(self._reply(mine, rest, lead, c, had)
                             for c in rules.legal(mine, ((rules.cat, lead),), True))
                count += 1
        value = self._solo[(mine, cat, had)] = total / count
        return value


class WhistSearch:
    """One whist decision's evaluation: `self(world, action)` is the seat's final value after
    `action`, the quick rules played to the solving depth and the rest solved exactly."""

    def __init__(self, seat: int, rng: random.Random, tick: Callable[[], None] = no_tick,
                 depth: int | None = None, to_win: ToWin | None = None):
        self.seat, self.rng, self.tick = seat, rng, tick
        self.depth = depth
        self.to_win = to_win
        self._solvers: dict[tuple[int, bool], Solver] = {}
        self._rows: dict[tuple[int, int, int, int], list[float]] = {}

    def _row(self, world: World, w: World, seat: int, left: int) -> list[float]:
        """`score_row` of a line of `world`: the same for all its lines with as many tricks."""
        key = (id(world), seat, w.st.players[seat].tricks, left)
        row = self._rows.get(key)
        if row is None:
            row = self._rows[key] = score_row(w, seat, left)
        return row

    @property
    def nodes(self) -> int:
        """Positions searched so far (tools/bench_whist.py)."""
        return sum(s.nodes for s in self._solvers.values())

    @staticmethod
    def exact(world: World) -> bool:
        """Solo: the one unknown, Lady Cat's order, is searched exactly; one world is enough."""
        return world.st.mode == "solo"

    def __call__(self, world: World, action: Action) -> float:
        w = world.fork()
        w.play(action)
        st = w.st
        n = len(st.players)
        depth = self.depth if self.depth is not None else SOLVE_TRICKS.get(n, 6)
        size = w.cat.hand_size(st.mode, n)
        while not w.is_over and (w.pending_kind() != "PlayCard" or size - st.tricks_played > depth):
            self.tick()
            w.play(quick.choose(w, w.to_move, w.legal_actions(), self.rng))
        left = size - st.tricks_played
        if n > 2 and self.to_win is not None:
            return self._to_win(world, w, left, self.to_win)
        had = st.players[self.seat].tricks
        mine = self._row(world, w, self.seat, left)
        if n == 2:  # every trick the seat does not take goes to the other side
            theirs = self._row(world, w, 1 - self.seat, left)

            def final(t: int) -> float:
                return mine[t - had] - theirs[left - (t - had)]
        else:
            def final(t: int) -> float:
                return mine[t - had]
        if w.is_over:
            return final(had)
        if self.exact(w):
            return self._solver(world, w, False).solo_value(w, final)
        model = self._solver(world, w, True).tricks(w)
        if n > 2:
            return final(had + model)
        return final(had + self._solver(world, w, False).tricks(w)) + TIE_BREAK * final(had + model)

    def _to_win(self, world: World, w: World, left: int, to_win: ToWin) -> float:
        """Three or four players, played to win (`to_win`): the best the seat can make of the
        ending, the others playing the quick rules, each ending valued as Hard values an ended
        game (`heuristic.winning`) but with the exact share of the win: `scale` points for the
        highest score (influence breaking ties, p.17; a share of it where that ties too) and
        `tie` times the margin over the best other counted `rival` times."""
        scale, tie, rival = to_win
        st = w.st
        had = tuple(p.tricks for p in st.players)
        rows = [self._row(world, w, s, left) for s in range(len(st.players))]

        def final(got: tuple[int, ...]) -> float:
            scores = [row[t - h] for row, t, h in zip(rows, got, had, strict=True)]
            top = max(scores)
            share = 1.0 / scores.count(top) if scores[self.seat] == top else 0.0
            return scale * share + tie * margin(scores, self.seat, rival)

        if w.is_over:
            return final(had)
        return self._solver(world, w, True).outcome(w, final)

    def _solver(self, world: World, w: World, quick_others: bool) -> Solver:
        """The solver of `world`'s lines (one table for all candidates on that world)."""
        key = (id(world), quick_others)
        solver = self._solvers.get(key)
        if solver is None:
            solver = self._solvers[key] = Solver(w, self.seat, self.tick, quick_others)
        return solver
