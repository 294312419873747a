"""The Card Sharp race as a forecast: each player's chance of ending the Season with the most
Star cards, alone (rulebook p.15), for Hard's judgement at four players (`hard.RACE`).

`heuristic.card_sharp_share`, which Medium keeps, gives a seat 3/4 of the token one Star card
ahead and 1/4 one behind, but a seat tied for the most 0.3/n of it, less than one behind: a
bot that catches up with the leader loses value by it, and one that gets ahead gains ten times
what the catching up was worth. Here the chance is read from how the race went in games of
four Medium bots (`tools/calibrate_sharp.py`): by the seat's standing against the best other
and the turns the judging seat has left, the rate at which a seat so placed took the token.
A seat tied with one other for the most took it 30-43% of the time, one card behind 3-19%,
one ahead 43-85%. Over the 1000 games the table was fitted on, the log-loss of who took the
token is 0.287 by this table and 0.387 by Medium's shares.
"""

from __future__ import annotations

STANDINGS = ("3+ behind", "2 behind", "1 behind", "tied with 1", "tied with 2+", "1 ahead", "2 ahead",
             "3+ ahead")
BANDS = ((0, 3), (4, 7), (8, 11), (12, 15), (16, 99))  # turns left
# The rate of taking the token by standing (rows, STANDINGS) and turns left (columns, BANDS):
# tools/calibrate_sharp.py --games 1000 (seeds 900000-900999); a cell seen fewer than 30
# times takes its neighbour's rate.
TABLE: tuple[tuple[float, ...], ...] = (
    (0.00, 0.00, 0.01, 0.02, 0.02),
    (0.00, 0.02, 0.04, 0.05, 0.08),
    (0.03, 0.08, 0.10, 0.11, 0.19),
    (0.37, 0.43, 0.41, 0.39, 0.30),
    (0.07, 0.24, 0.21, 0.25, 0.24),
    (0.85, 0.78, 0.70, 0.64, 0.43),
    (0.98, 0.91, 0.83, 0.80, 0.57),
    (1.00, 0.98, 0.98, 0.98, 0.98),
)


def standing(own: int, others: tuple[int, ...]) -> int:
    """The seat's row of TABLE: its Star cards against the best other's."""
    best = max(others)
    if own == best:
        return 3 if others.count(best) == 1 else 4
    ahead = max(-3, min(3, own - best))
    return ahead + 3 if ahead < 0 else ahead + 4


def band(left: int) -> int:
    """The column of TABLE for `left` turns left."""
    return next(k for k, (lo, hi) in enumerate(BANDS) if left <= hi)


def shares(stars: list[int], turns: int, vp: int) -> list[float]:
    """Each player's expected Card Sharp points from the Star cards held now, `turns` left."""
    column = band(turns)
    return [vp * TABLE[standing(own, tuple(stars[:s] + stars[s + 1:]))][column]
            for s, own in enumerate(stars)]


def chance(own: int, others: tuple[int, ...], turns: int) -> float:
    """The chance that a player with `own` Star cards ends the Season with the token."""
    return TABLE[standing(own, others)][band(turns)]
