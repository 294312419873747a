"""The bots' shared judgement: how many points each player is heading for.

`projections()` is the engine's own score pad (`scoring.line_totals`, the running projection
of the six lines that `scoring.sheet` shows) plus what the position is still worth: the whist
tricks the deck is likely to take, the Card Sharp race, columns, sets and host goals part-way
done (weighted by how likely they are to be finished with the Calling Cards left), and
influence in hand, on the tracks, on the tokens and in the deck, which turns into points only
while there are turns left to spend it. It always reads a `World` sampled from the seat's view
(`worlds.sample`), never the real game, so it judges with the seat's knowledge only: the
others' hidden cards are sampled ones. In the Season each seat's part of it is remembered by
that seat's mat (`_seat_memo`): judging every move of a listing then works out the mover's
part alone, the others' unchanged (issue 57).

`value()` turns projections into what a bot maximises: its own projection minus the best
of the others' (in solo, Lady Cat's), because a game is won by the margin, not the total.
Hard may count the best other's at less than its own (`rival`; see `hard.RIVAL`), and with
four players it plays for its chance of the highest score instead (`winning`, `hard.WINNING`).
"""

from __future__ import annotations

import marshal
import math
from dataclasses import dataclass, fields
from functools import lru_cache
from operator import attrgetter
from typing import Protocol

from ..engine import Game, scoring
from ..engine import ladycat as cat_rules
from ..engine.catalog import CROWN, Catalog
from ..engine.state import Player
from ..engine.whist import DIAMOND, star_count
from . import races as award_races


@dataclass(frozen=True)
class Weights:
    """The tunable numbers of the projection, in victory points."""

    filler: float = 0.17  # trick value of an average Regular card dealt to a short hand
    influence: tuple[float, ...] = (0.30, 0.45, 0.60, 0.75, 1.10)  # a card in hand, by suit
    track: tuple[float, ...] = (0.45, 0.60, 0.75, 0.90)  # a stored unit, by suit
    track_horizon: float = 4.0  # stored influence fades over the last turns
    column_bonus: float = 1.5  # share of the Favored Guest hoped for when filling first
    finish_pace: float = 6.0  # how much a goal's chance of finishing grows with turns left
    cat_turn: float = 1.6  # points Lady Cat gains per turn she has left
    # The variance of the error in the projected gap between two players' scores, in VP^2:
    # gap_error[0] + gap_error[1] * the seat's turns left. Measured over four Medium bots'
    # games (tools/calibrate_goals.py --games 100): an error of 4.9 VP with one turn left,
    # 7.6 with four, 10.6 with eight and 10-11.5 from there on; this line gives 4.6, 6.9, 9.2
    # and 12.5 with 16. A round line through them, not tuned.
    gap_error: tuple[float, float] = (12.0, 9.0)


W = Weights()


# ------------------------------------------------------------------------------ whist
def trick_value(g: Game, cid: int) -> float:
    """How likely a card is to take a trick: Diamonds are trump, the rest need rank."""
    if cid < cat_rules.SOLO_BASE:
        return _trick_values(g.cat)[cid]
    return _trick_chance(*cat_rules.suit_rank(g, cid))  # Lady Cat's, ranked by her level


def _trick_chance(suit: int, rank: float) -> float:
    if suit == DIAMOND:
        return 0.2 + 0.8 * (rank / 13) ** 2
    return 0.9 * (rank / 13) ** 3


@lru_cache(maxsize=16)
def _trick_values(cat: Catalog) -> tuple[float, ...]:
    """`trick_value` of every whist card, by id: the bots ask for it tens of thousands of times
    a second, and a table lookup costs a fraction of working it out."""
    return tuple(_trick_chance(c.suit, float(c.rank)) for c in cat.whist)


def hand_strength(g: Game, cards: list[int], size: int) -> float:
    """The whist strength of the best `size` cards of a deck, short hands filled with
    Regular cards (rulebook p.15)."""
    values = sorted((trick_value(g, c) for c in cards), reverse=True)[:size]
    return sum(values) + max(0, size - len(values)) * W.filler


def whist_cards(g: Game, seat: int) -> list[int]:
    p = g.st.players[seat]
    if cat_rules.is_cat(g, seat) and g.st.phase == "season":
        lc = g.st.ladycat
        return [cat_rules.SOLO_BASE + c for c in lc.deck + lc.discard]
    return p.draw + p.hand + p.discard


def expected_tricks(g: Game) -> list[float]:
    """Tricks each player should end with: those taken plus a share of the rest in
    proportion to hand strength. Lady Cat plays from the top of her deck, so her share comes
    from her deck's average card."""
    return _tricks_from(g, [_strength(g, s) for s in range(len(g.st.players))])


def _tricks_left(g: Game) -> int:
    """The tricks still to play: a whole hand's in the Season, else the longest hand left."""
    st = g.st
    if st.phase == "season":
        return g.cat.hand_size(st.mode, len(st.players))
    return max((len(p.hand) for s, p in enumerate(st.players) if not cat_rules.is_cat(g, s)),
               default=0)


def _strength(g: Game, seat: int) -> float:
    """The seat's whist strength, `expected_tricks`'s share of the tricks left."""
    st = g.st
    if cat_rules.is_cat(g, seat):
        cards = whist_cards(g, seat) if st.phase == "season" else st.players[seat].hand
        values = [trick_value(g, c) for c in cards]
        return sum(values) / len(values) * _tricks_left(g) if values else 0.0
    if st.phase == "season":
        return hand_strength(g, whist_cards(g, seat), _tricks_left(g))
    return sum(trick_value(g, c) for c in st.players[seat].hand)


def _tricks_from(g: Game, strength: list[float]) -> list[float]:
    """`expected_tricks` from each seat's `_strength`."""
    st = g.st
    left = _tricks_left(g)
    for s, c in st.trick:  # a card already in the trick still counts for its owner
        strength[s] += trick_value(g, c)
    total = sum(strength) or 1.0
    return [p.tricks + left * v / total for p, v in zip(st.players, strength, strict=True)]


def card_sharp_share(g: Game) -> list[float]:
    """The expected Card Sharp points: the most Star cards alone takes 3 VP (p.15)."""
    st, n = g.st, len(g.st.players)
    vp = g.cat.numbers["vp"]["card_sharp"]
    if st.mode == "solo":
        return [0.0] * n
    if st.phase != "season":
        return [vp * (st.card_sharp == s) for s in range(n)]
    return _sharp_from(g, [star_count(g, s) for s in range(n)])


def _sharp_from(g: Game, stars: list[int]) -> list[float]:
    """`card_sharp_share` in the Season (not solo) from each seat's Star cards."""
    n, vp = len(stars), g.cat.numbers["vp"]["card_sharp"]
    first, second = sorted(stars, reverse=True)[:2]  # the best other's is `second` for the first
    out = []
    for own in stars:
        margin = own - (second if own == first else first)
        out.append(vp * min(1.0, max(0.0, 0.5 + 0.25 * margin)) if margin else 0.3 * vp / n)
    return out


# ------------------------------------------------------------------------------ season
def turns_left(g: Game, seat: int) -> int:
    """Calling Cards the seat will still place this season."""
    st = g.st
    if st.phase != "season":
        return 0
    weeks_after = g.cat.numbers["weeks"] - st.week
    return st.players[seat].calling + weeks_after * g.calling_cards(seat)


def finish_chance(have: int, need: int, turns: int, pace: float = W.finish_pace) -> float:
    """How likely a goal with `have` of `need` done gets finished with `turns` left: the share
    done, raised to a power that falls towards 1 as turns are left (`pace` sets how fast)."""
    if have >= need:
        return 1.0
    if need - have > turns:
        return 0.0
    chance: float = (have / need) ** (1 + pace / (1 + turns))  # (typeshed: float ** float is Any)
    return chance


def source_value(g: Game, seat: int, cid: int) -> float:
    """What a whist card is worth as influence when drawn (a Queen pays a Crown)."""
    return _source_values(g, seat)[cid]


def _source_values(g: Game, seat: int) -> tuple[float, ...]:
    ch = g.cat.characters.get(g.st.players[seat].character)
    return _source_table(g.cat, bool(ch and ch.club_power == "double_club"))


@lru_cache(maxsize=16)
def _source_table(cat: Catalog, double_club: bool) -> tuple[float, ...]:
    """`source_value` of every whist card, by id, for a player whose starting Clubs count
    double or not (a table, as `_trick_values`)."""
    return tuple(W.influence[CROWN] if card.group == "queen"
                 else 2 * W.influence[0] if double_club and card.group == "starting" and card.suit == 0
                 else W.influence[card.suit] for card in cat.whist)


def influence_value(g: Game, seat: int) -> float:
    """Influence not yet spent, worth points only while there are turns to spend it on."""
    return added(influence_parts(g, seat))


def added(parts: tuple[float, ...]) -> float:
    """The parts added left to right, as the bots always added them: `sum` compensates its
    rounding from Python 3.12 on, which would move the bots' ties and so their moves."""
    total = 0.0
    for part in parts:
        total += part
    return total


INFLUENCE_PARTS = ("tracks", "hand", "host_token", "hive_token", "weeks_ahead")


def influence_parts(g: Game, seat: int) -> tuple[float, float, float, float, float]:
    """`influence_value` by where the influence is (`INFLUENCE_PARTS`): stored on the tracks,
    in hand, on the Host and Beehive tokens still to twirl, and the weeks still to draw; kept
    apart for Hard's learned evaluation (`evaluation`), which weighs each part by what it
    turned into in self-play. Their sum, in this order, is the value the bots always had."""
    st, p = g.st, g.st.players[seat]
    if st.phase != "season" or g.cat.characters.get(p.character) is None:
        return 0.0, 0.0, 0.0, 0.0, 0.0
    left = turns_left(g, seat)
    now = min(1.0, left / W.track_horizon)
    tracks = sum(n * W.track[i] for i, n in enumerate(p.tracks)) * now
    source = _source_values(g, seat)
    hand = host = hive = 0.0
    if p.calling:
        hand = sum(source[c] for c in p.hand) * min(1.0, p.calling / 2)
        host = W.influence[p.host_suits[p.host_b]] * (not p.host_twirled)
        hive = W.influence[p.hive_suit] * (p.hive_b and not p.hive_twirled)
    ahead = 0.0
    weeks_after = g.cat.numbers["weeks"] - st.week
    if weeks_after:
        deck = sorted((source[c] for c in p.draw + p.hand + p.discard), reverse=True)
        per_week = (sum(deck) / len(deck) * min(4, len(deck))) if deck else 0.0
        per_week += W.influence[p.host_suits[p.host_b]] + W.influence[p.hive_suit] * p.hive_b
        ahead = per_week * weeks_after
    return tracks, hand, host, hive, ahead


# How often the others' goals actually get done, for Hard's forecast of their scores (`forecast`
# below, `hard.FORECAST`): the chance per turn of one more step towards each goal, fitted by
# maximum likelihood to the games of four Medium bots (tools/calibrate_goals.py --games 300,
# issue 15). `finish_chance` is far off as a forecast (an empty column with 16 turns left fills
# 38% of the time, where it says 0; Lady Tuesday at level 1-2 with 8+ turns reaches level 6
# 56-100% of the time, where it says 6-21%) but is kept for the seat's own goals: it rewards
# every step, and a bot needs that more than it needs the right level.
STEP_CHANCE = {"column": 0.25, "artists_muse": 0.11, "queens_favorite": 0.27,
               "hive_level": 0.55, "tea_cards": 0.37}


@lru_cache(maxsize=4096)
def forecast_chance(have: int, need: int, turns: int, step: float) -> float:
    """The chance of the `need - have` steps still missing in `turns` turns, one at most a
    turn with chance `step` each (a binomial tail)."""
    short = need - have
    if short <= 0:
        return 1.0
    if short > turns:
        return 0.0
    return 1 - sum(math.comb(turns, i) * step ** i * (1 - step) ** (turns - i) for i in range(short))


def goals_value(g: Game, seat: int, w: Weights = W, forecast: bool = False) -> float:
    """Columns, Gallery sets and host goals part-way done, by their chance of completion:
    `finish_chance`, or with `forecast` how often such goals get done (`STEP_CHANCE`)."""
    return added(goals_parts(g, seat, w, forecast))


GOALS_PARTS = ("lc_column", "ton_column", "both_columns", "artists_muse", "queens_favorite",
               "host_goal")


def goals_parts(g: Game, seat: int, w: Weights = W, forecast: bool = False, races: bool = False
                ) -> tuple[float, float, float, float, float, float]:
    """`goals_value` goal by goal (`GOALS_PARTS`), kept apart for Hard's learned evaluation as
    `influence_parts` is; their sum, in this order, is the value the bots always had. With
    `races`, the awards won against the others (the Artist's Muse, the Queen's Favorite, the
    Favored Guest) are left to the race forecasts (`races.shares`)."""
    st, cat, p = g.st, g.cat, g.st.players[seat]
    if st.phase != "season":
        return 0.0, 0.0, 0.0, 0.0, 0.0, 0.0
    vp, size = cat.numbers["vp"], cat.numbers["column_size"]
    left = turns_left(g, seat)

    def chance(goal: str, have: int, need: int) -> float:
        if forecast:
            return forecast_chance(have, need, left, STEP_CHANCE[goal])
        return finish_chance(have, need, left, w.finish_pace)

    ch = cat.characters.get(p.character)
    end_kind, end_count = ch.end_goal if ch and st.mode != "advanced" else ("", 0)
    columns = [0.0, 0.0]
    chances = []
    for k, (kind, col) in enumerate((("lc", p.lc), ("ton", p.ton))):
        done = chance("column", len(col), size)
        chances.append(done)
        if len(col) < size:
            worth = vp["per_full_column"] + w.column_bonus * (st.favored_guest < 0 and not races)
            worth += vp["host_goal"] * (end_kind == f"full_{kind}")
            columns[k] = done * worth
    both = muse = queen = host = 0.0
    if min(len(p.lc), len(p.ton)) < size:
        both = chances[0] * chances[1] * vp["both_columns"]
    open_set = next((n for n in p.sets if n < len(cat.art)), 0)
    if open_set and st.artists_muse < 0 and not races:
        muse = chance("artists_muse", open_set, len(cat.art)) * vp["artists_muse"]
    level = cat.hive[p.brooch].level
    if st.queens_favorite < 0 and not races:
        queen = chance("queens_favorite", level, 6) * vp["queens_favorite"]
    progress = {"tea_cards": len(p.tea) + len(p.tea_kept), "hive_level": level}
    if end_kind in progress and progress[end_kind] < end_count:
        host = chance(end_kind, progress[end_kind], end_count) * vp["host_goal"]
    return columns[0], columns[1], both, muse, queen, host


# ------------------------------------------------------------------------------ totals
def projections(g: Game, w: Weights = W, forecast_for: int | None = None,
                forecast_all: bool = False, race_for: int | None = None) -> list[float]:
    """Each player's projected final score, goals part-way done valued by `w`; by the seat
    `forecast_for`, the others' goals by how often they get done (`goals_value`); with
    `forecast_all`, every seat's so (the review's chance of winning, `review.chances`); by the
    seat `race_for`, the four awards won against the others by the forecasts of their races
    (`races.shares`, from that seat's turns left)."""
    st = g.st
    n = len(st.players)
    memo = st.phase == "season" and w is W
    race = race_for is not None and st.phase == "season" and st.mode != "solo"
    seats = [(_seat_memo if memo else _seat)(
        g, s, w, forecast_all or (forecast_for is not None and s != forecast_for), race) for s in range(n)]
    tricks = _tricks_from(g, [strength for _lines, _rest, strength, _stars in seats])
    # The awards still in play: the Card Sharp's shares, or with the races all four awards'.
    awards = ([0.0] * n if st.mode == "solo"
              else award_races.shares(g, turns_left(g, race_for)) if race and race_for is not None
              else _sharp_from(g, [stars for _l, _r, _s, stars in seats]) if st.phase == "season"
              else card_sharp_share(g))
    per_trick = g.cat.numbers["vp"]["per_trick"]
    return [lines + tricks[s] * per_trick + awards[s] + rest
            for s, (lines, rest, _strength, _stars) in enumerate(seats)]


# A seat's part of `projections`: its score pad's lines but the tricks, the rest of its
# projection (influence and goals; Lady Cat's turns), its whist strength, its Star cards.
SeatPart = tuple[int, float, float, int]


def _seat(g: Game, seat: int, w: Weights, forecast: bool, races: bool = False) -> SeatPart:
    lines = sum(scoring.line_totals(g, seat)[1:])
    if cat_rules.is_cat(g, seat):
        rest = W.cat_turn * turns_left(g, seat)
    else:
        rest = influence_value(g, seat) + added(goals_parts(g, seat, w, forecast, races))
    stars = star_count(g, seat) if g.st.mode != "solo" else 0  # (no Card Sharp in solo)
    return lines, rest, _strength(g, seat), stars


# Seats' parts already worked out in the Season, by the seat's whole mat and all else they
# read. A bot judges every legal move of a player on a fork of one position, and a move changes
# the mover's mat: the others' parts are the same as for the move before, and looking them up
# costs a fraction of working them out (issue 57). Emptied when full.
_MEMO: dict[tuple[object, ...], SeatPart] = {}
MEMO_SIZE = 8192
# A mat as bytes, equal only for equal mats: its fields in one C call, marshalled at version 2
# (no back-references, so the bytes depend on the values alone; a pickle costs twice as much).
_MAT = attrgetter(*[f.name for f in fields(Player)])


def _seat_memo(g: Game, seat: int, w: Weights, forecast: bool, races: bool = False) -> SeatPart:
    """`_seat` in the Season with the designed weights, looked up when already worked out.
    The key holds everything `_seat` reads: the seat's `Player` (every field), the week, the
    mode and the player count, who holds the three awards, the catalog (the Card Sharp is on
    the tricks' line, which `projections` leaves out); Lady Cat's part reads her deck and level,
    so it is always worked out."""
    st = g.st
    p = st.players[seat]
    if p.character == cat_rules.CHARACTER:
        return _seat(g, seat, w, forecast, races)
    key = (marshal.dumps(_MAT(p), 2), seat, forecast, races, st.week, st.mode, len(st.players),
           st.queens_favorite, st.artists_muse, st.favored_guest, g.cat)
    part = _MEMO.get(key)
    if part is None:
        if len(_MEMO) >= MEMO_SIZE:
            _MEMO.clear()
        part = _MEMO[key] = _seat(g, seat, w, forecast, races)
    return part


class Projector(Protocol):
    """A judgement of the position other than `projections` (Hard's learned evaluation,
    `evaluation.Model`): each player's projected final score by the seat's lights, and how far
    a projected gap may still move."""

    def projections(self, g: Game, seat: int) -> list[float]: ...

    def spread(self, g: Game, seat: int) -> float: ...


def margin(scores: list[float], seat: int, rival: float = 1.0) -> float:
    """The seat's score minus the best of the others' (times `rival`)."""
    return scores[seat] - rival * max(s for i, s in enumerate(scores) if i != seat)


def win_chance(scores: list[float], seat: int, spread: float) -> float:
    """The chance that the seat ends with the highest score, if each gap to another player's
    score may still move by an error of `spread` VP: the product over the others of the
    chance of finishing ahead of each (a logistic approximation of the normal curve), as if
    the gaps moved independently."""
    own, chance = scores[seat], 1.0
    for i, other in enumerate(scores):
        if i != seat:
            chance /= 1.0 + math.exp(-1.7 * (own - other) / spread)
    return chance


def winning(g: Game, seat: int, scale: float, tie: float, rival: float = 1.0,
            w: Weights = W, forecast: bool = False, model: Projector | None = None,
            race: bool = False) -> float:
    """What a bot that plays to win maximises: its chance of the highest score, `scale` points
    for a certain win, plus `tie` times the margin with the best other's score counted `rival`
    times (which still orders the moves of a game already won or lost). Unlike the margin,
    the chance weighs each other by the threat it poses: a point taken from a player close
    behind or ahead is worth much, from one far behind nothing, and points added to a lead
    already safe are worth little. Once the game is over the scores are exact and the chance
    is all but 0 or 1. With `forecast`, the others' goals are projected by how often they
    get done (`projections`), the seat's own as ever; with `race`, the awards won against the
    others by the forecasts of their races (`races`); with a `model`, the scores and the spread are the
    model's."""
    if g.is_over:
        scores, spread = [s.total + s.influence * 1e-3 for s in g.scores()], 1.0
    elif model is not None:
        scores, spread = model.projections(g, seat), model.spread(g, seat)
    else:
        a, b = W.gap_error
        scores = projections(g, w, seat if forecast else None, race_for=seat if race else None)
        spread = math.sqrt(a + b * turns_left(g, seat))
    return scale * win_chance(scores, seat, spread) + tie * margin(scores, seat, rival)


def value(g: Game, seat: int, rival: float = 1.0, w: Weights = W, model: Projector | None = None
          ) -> float:
    """What the bots maximise: the projected winning margin (final and exact once over),
    the best other's score counted `rival` times; with a `model`, projected by it."""
    if g.is_over:
        return margin([s.total + s.influence * 1e-3 for s in g.scores()], seat, rival)
    return margin(model.projections(g, seat) if model else projections(g, w), seat, rival)
