"""Luck kept apart from skill: the swing of the cards revealed between two of a seat's decisions.

Between a seat's decision `since` and its next one `index`, cards may be revealed to it (a
draw, a Parlor or Ballroom refill, Tea cards, Lady Cat's flip, the whist deal). Their effect on
its chance of winning is nobody's error, so it is measured on its own: the chance the seat
could expect at `since` (worlds sampled from its view then, the actions taken since played on
each, so the cards they reveal come at random from what it could not see) against the chance
once it has seen them (worlds sampled from its view at `index`). Both are the chance of the seat's best move
there, one move ahead (`bots.medium.one_ply` scored by the review's judge: a card drawn or
dealt into view changes what the seat can do next), at the same point of the game, so what
the others did in between counts on both sides and the difference is what the cards brought. A world in which
one of the actions since is not legal (it names a card the sampled hand does not hold) is left
out; when none is left the swing is not measured.
"""

from __future__ import annotations

import random
import statistics

from ..bots.heuristic import turns_left
from ..bots.medium import one_ply
from ..bots.worlds import World, sample
from ..engine import Action, View
from ..i18n import pgettext
from .judge import Judge

# The events that show cards nobody could know before, and how the review names them.
REVEALS = {"cards_drawn": "draw", "space_refilled": "refill", "tea_drawn": "Tea cards",
           "cat_flipped": "Lady Cat's flip", "cards_dealt": "the deal",
           "ballroom_blind": "a blind Ballroom card"}


def shown(name: str) -> str:
    """A name of REVEALS (kept in English in a stored review) in the current language, as
    the review's luck sentence names it."""
    return {"draw": pgettext("revealed", "draw"), "refill": pgettext("revealed", "refill"),
            "Tea cards": pgettext("revealed", "Tea cards"),
            "Lady Cat's flip": pgettext("revealed", "Lady Cat's flip"),
            "the deal": pgettext("revealed", "the deal"),
            "a blind Ballroom card": pgettext("revealed", "a blind Ballroom card")}.get(name, name)


def revealed(kinds: list[str]) -> list[str]:
    """The names of what the events of some actions revealed, each once, in order."""
    out: list[str] = []
    for kind in kinds:
        name = REVEALS.get(kind)
        if name and name not in out:
            out.append(name)
    return out


def swing(before: View, actions: list[Action], after: View, worlds: int,
          seed: int) -> tuple[float, float] | None:
    """(expected chance, chance seen) of the seat of both views, or None if not measurable."""
    rng = random.Random(seed)
    seat = before.viewer
    expected = []
    for _ in range(worlds):
        w = sample(before, rng)
        for action in actions:
            if w.is_over or action not in w.legal_actions():
                break
            w.play(action)
        else:
            expected.append(position(w, seat, rng))
    if not expected:
        return None
    seen = [position(sample(after, rng), seat, rng) for _ in range(worlds)]
    return statistics.fmean(expected), statistics.fmean(seen)


def position(w: World, seat: int, rng: random.Random) -> float:
    """The seat's chance of winning after its best move one move ahead on `w`."""
    judge = Judge(turns_left(w, seat))
    best = max(one_ply([w], seat, w.legal_actions(), rng, judge=judge))
    return judge.detail(best)[0]
