"""A hint: the move the season review would rate best, and why, in one line (issues 12, 56).

The hint is asked with the player's own view (`game.observe(seat)`) and legal actions only,
exactly as a bot seat would be, so it can never lean on hidden cards. The move is the review's
own judgement (`review.decision.best_move`: Hard's anytime search scored by the review's
`Judge`, the chance of winning), at the Hint's thinking time of `review.yaml` counted in
simulated moves, and with the very seed the review gives that decision: one judge, so a
player who follows the Hint is not told afterwards that the move lost something. It takes up
to about a second, so the front ends ask it off the frame loop (`session.Session.ask_hint`).
The gentlest level (`GENTLE`, an Options choice) is the Medium bot's move instead, at once.
The line explains the move by playing it on a world sampled from the same view, finishing the
turn, and naming what changed for the player (a climb, a card in a column, a painting, a Star
card...) and what it does to their projected winning margin.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine import Action, names, scoring
from ..engine.payment import explain_cheapest
from ..i18n import _, data, number
from . import quick
from .hard import never
from .heuristic import value
from .medium import MediumBot, finish_turn
from .worlds import World, sample

JUDGE, GENTLE = "judge", "medium"  # the Hint's levels (Options): the review's move, Medium's
LEVELS = (JUDGE, GENTLE)


@dataclass(frozen=True)
class Hint:
    action: Action  # always one of the legal actions it was given
    why: str


def hint(view: dict[str, Any], legal: list[Action], seed: int = 0, level: str = JUDGE,
         stop: Callable[[], bool] = never) -> Hint:
    """The hinted move for the seat of `view`, and a one-line reason. `seed`: the decision's
    index in the game (its number of actions taken), from which the review seeds its search
    of the same decision (`review.decision.decision_seed`). `stop()` true cancels the search
    (`bots.hard.Cancelled`)."""
    action = MediumBot(seed).choose(view, legal) if level == GENTLE else judged(view, legal, seed, stop)
    return Hint(action, reason(view, action, seed))


def judged(view: dict[str, Any], legal: list[Action], index: int,
           stop: Callable[[], bool] = never) -> Action:
    """The move the review rates best for the decision at action `index`, at the Hint's
    thinking time (`review.yaml` hint_ms)."""
    from ..review.decision import best_move, decision_seed
    from ..review.season import BASE_SEED
    from ..review.settings import default

    if len(legal) == 1:
        return legal[0]
    settings = default()
    return best_move(view, legal, decision_seed(BASE_SEED, index), settings,
                     settings.hint_budget, stop)


def reason(view: dict[str, Any], action: Action, seed: int = 0) -> str:
    """Why `action` (any legal move of the seat of `view`), in one line: the move played on a
    world sampled from that view, and what it changes. Also the tutorial opponent's account
    of its own move (`bots/explained.py`), and the season review's of why its better move is
    better."""
    rng = random.Random(seed)
    world = sample(view, rng)
    seat = view["seat"]
    if world.pending_kind() == "Payment" and action == quick.CHEAPEST:
        top = world.st.stack[-1]
        return explain_cheapest(world, seat, top.cost)
    if world.pending_kind() in quick.WHIST_KINDS:
        return whist_reason(world, seat, action)
    if action.kind in ("trash", "done"):
        return trash_reason(world, action)
    after = world.fork()
    after.play(action)
    finish_turn(after, seat, rng)
    return season_reason(world, after, seat)


def season_reason(before: World, after: World, seat: int) -> str:
    """What the move and the rest of the turn change for `seat`, most telling first: each
    change a clause of the language spoken now (to follow a capital: "Climbs to ...")."""
    p0, p1 = before.st.players[seat], after.st.players[seat]
    cat = before.cat
    said = []
    if p1.brooch != p0.brooch:
        space = cat.hive[p1.brooch]
        said.append(_("climbs to {space} (level {level}, {vp} VP at the end)").format(
            space=data(space.name), level=space.level, vp=cat.hive_levels[space.level].vp))
    for kind, label in (("lc", "L&C"), ("ton", "Ton")):
        n0, n1 = len(getattr(p0, kind)), len(getattr(p1, kind))
        if n1 > n0:
            size, vp = cat.numbers["column_size"], cat.numbers["vp"]["per_full_column"]
            if n1 < size:
                said.append(_("fills row {row} of your {column} column ({n} more for {vp} VP)").format(
                    row=n1, column=label, n=size - n1, vp=vp))
            else:
                said.append(_("fills row {row} of your {column} column (full: {vp} VP)").format(
                    row=n1, column=label, vp=vp))
    if len(p1.art) > len(p0.art):
        said.append(_("commissions a {art}").format(art=data(cat.art[p1.art[-1]].name)))
    if len(p1.tea) + len(p1.tea_kept) > len(p0.tea) + len(p0.tea_kept):
        said.append(_("learns a secret (a Tea card: 1 VP plus its crests)"))
    stars = sum(cat.whist[c].star for c in p1.discard + p1.hand + p1.draw) - \
        sum(cat.whist[c].star for c in p0.discard + p0.hand + p0.draw)
    if stars > 0:
        said.append(_("adds a Star card to your whist deck"))
    gained = [i for i in range(4) if p1.tracks[i] > p0.tracks[i]]
    if gained and not said:
        suits = " ".join(names.SUIT_SYMBOLS[i] for i in gained)
        said.append(_("stores {suits} for later").format(suits=suits))
    if p1.goal_done and not p0.goal_done:
        said.append(_("reaches your host's goal"))
    lines = [a.total - b.total for a, b in zip(scoring.sheet(after, seat).lines,
                                                 scoring.sheet(before, seat).lines, strict=True)]
    gain = value(after, seat) - value(before, seat)
    if len(said) > 1:
        what = _("{first}; {second}").format(first=said[0], second=said[1])
    else:
        what = said[0] if said else _("keeps your influence for a better move later")
    what = what[:1].upper() + what[1:]
    now = sum(lines)
    lead = "+" + number(gain, 1)
    if now and gain > 0.05:
        return _("{what}, {points} VP on the score pad now; about {gain} VP to your lead").format(
            what=what, points=f"{now:+d}", gain=lead)
    if now:
        return _("{what}, {points} VP on the score pad now; the least costly choice here").format(
            what=what, points=f"{now:+d}")
    if gain > 0.05:
        return _("{what}; about {gain} VP to your lead").format(what=what, gain=lead)
    return _("{what}; the least costly choice here").format(what=what)


def trash_reason(g: World, action: Action) -> str:
    """Trashing thins the deck (rulebook p.10, p.16 tips)."""
    if action.kind == "done":
        return _("Nothing you hold is worth losing now: every card still pays influence or wins tricks")
    return _("Trash {card}: a thinner deck draws your better cards more often, and a weak card only "
             "weakens your whist hand").format(card=names.whist(g.cat, action.args[1]))


def whist_reason(g: World, seat: int, action: Action) -> str:
    """Why this card, in whist terms (rulebook p.15-16)."""
    from ..engine.whist import suit_of, trick_winner

    if action.kind == "sharp":
        if action.args[0] == "last":
            return _("Playing last, you see every other card first: win cheaply or throw a low card")
        return _("Leading, you choose the suit: start with your strongest one")
    if action.kind == "trash_whist":
        return _("Trash {card}: the card least likely to take a trick (low, and not a Diamond)").format(
            card=names.whist(g.cat, action.args[0]))
    if action.kind != "play":
        return _("The computer's choice for your hand")
    cid = action.args[0]
    card = names.whist(g.cat, cid)
    hand = g.st.players[seat].hand
    if not g.st.trick:
        return _("Lead {card}: the lead most likely to win or to draw out the others' trumps").format(
            card=card)
    wins = trick_winner(g, g.st.trick + [(seat, cid)]) == seat
    same = [c for c in hand if suit_of(g, c) == suit_of(g, cid)]
    if wins:
        return _("{card} takes the trick as it stands (2 VP) without wasting a higher card").format(card=card)
    if len(same) > 1 and cid == min(same, key=lambda c: g.cat.whist[c].rank):
        return _("The trick is lost anyway: {card} is your lowest card of that suit, keep the rest").format(
            card=card)
    return _("{card}: you cannot win this trick, so throw away a card you will not need").format(card=card)


class HintSearch:
    """The Hint as a bot of `bots.thinking.Thinking`, so it is searched off the frame loop
    and cancelled like a bot's move (issue 56): `choose` finds the hint, keeps it in `found`
    (its reason included) and returns its move."""

    name = "hint"

    def __init__(self, seed: int, level: str = JUDGE):
        self.seed, self.level = seed, level
        self.stop: Callable[[], bool] = never  # set by the worker: an undo or a move cancels
        self.found: Hint | None = None

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        self.found = hint(view, legal, self.seed, self.level, lambda: self.stop())
        return self.found.action
