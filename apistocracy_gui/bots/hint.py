"""A hint: what the Medium bot would do in the player's place, and why, in one line (issue 12).

The hint is asked with the player's own view (`game.observe(seat)`) and legal actions only,
exactly as a bot seat would be, so it can never lean on hidden cards. The move is the Medium
bot's choice; the line explains it by playing that move on a world sampled from the same
view, finishing the turn, and naming what changed for the player (a climb, a card in a
column, a painting, a Star card...) and what it does to their projected winning margin.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..engine import Action, names, scoring
from ..engine.payment import explain_cheapest
from ..i18n import _, data, number
from . import quick
from .heuristic import value
from .medium import MediumBot, finish_turn
from .worlds import World, sample


@dataclass(frozen=True)
class Hint:
    action: Action  # always one of the legal actions it was given
    why: str


def hint(view: dict[str, Any], legal: list[Action], seed: int = 0) -> Hint:
    """The Medium bot's move for the seat of `view`, and a one-line reason."""
    action = MediumBot(seed).choose(view, legal)
    return Hint(action, reason(view, action, seed))


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
