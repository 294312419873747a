"""Solo titles (issue 16): the rank a solo season earns by the player's final score.

The issue's ladder in the spirit of the period, Commoner to Emperor, fitted to where our
scoring lands (`tools/solo_titles.py`, 150 seeded solo games per bot level): the Easy bot,
a beginner's stand-in, scores 19-72 (median 36), so the low rungs of 30/40/50 spread
beginners over Commoner, Servant and Squire; the Medium and Hard bots score 37-82 (median 58),
so Knight (50) and Castellan (60) are a steady player's titles. The issue's 70 and 80 for
King and Emperor were out of reach (Emperor 1 in 150 even for Medium at 80), so they are
68 (about the top 8% of strong seasons) and 76 (about the top 1-2%): rare, but earned.
See `rules_data/README.md`.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Title:
    name: str
    least: int  # the lowest final score that earns it
    blurb: str


TITLES = (
    Title("Commoner", 0, "Every season starts somewhere."),
    Title("Servant", 30, "Below stairs, but noticed."),
    Title("Squire", 40, "A name in the county."),
    Title("Knight", 50, "Dubbed for services to Society."),
    Title("Castellan", 60, "Keeper of a great house."),
    Title("King", 68, "Society bows."),
    Title("Emperor", 76, "The season is yours."),
)


def title_for(score: int) -> Title:
    """The highest title whose threshold the score reaches."""
    return [t for t in TITLES if score >= t.least][-1]
