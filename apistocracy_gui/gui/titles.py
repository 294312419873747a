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

from ..i18n import N_


@dataclass(frozen=True)
class Title:
    """A rung of the ladder; `name` and `blurb` are English msgids (the profile keeps the name
    as English, so a record reads the same in every language), translated where shown."""

    name: str
    least: int  # the lowest final score that earns it
    blurb: str


TITLES = (
    Title(N_("Commoner"), 0, N_("Every season starts somewhere.")),
    Title(N_("Servant"), 30, N_("Below stairs, but noticed.")),
    Title(N_("Squire"), 40, N_("A name in the county.")),
    Title(N_("Knight"), 50, N_("Dubbed for services to Society.")),
    Title(N_("Castellan"), 60, N_("Keeper of a great house.")),
    Title(N_("King"), 68, N_("Society bows.")),
    Title(N_("Emperor"), 76, N_("The season is yours.")),
)


def title_for(score: int) -> Title:
    """The highest title whose threshold the score reaches."""
    return [t for t in TITLES if score >= t.least][-1]
