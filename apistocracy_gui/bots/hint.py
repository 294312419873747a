"""Why a move, in a sentence or three: the Hint's reason (issues 12, 56), also the tutorial
opponent's account of its own move (`bots/explained.py`) and the season review's of why its
better move is better (`review.words`). The move itself is chosen above this layer, by the
review's judge (`review.hint`).

A reason reads the player's own view (`game.view(seat)`) only, exactly as a bot seat would,
so it can never lean on hidden cards. It plays the move on several worlds sampled from that
view (`claims.measure`) and says what it does for the player (a climb, a card in a column, a
painting, a Star card...) only as certain as the worlds agree: what the move itself does in
every world as fact, what the rest of the turn can bring as "you can" or with its odds, and
its gain to the projected winning margin as an average (issue 56).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine import Action, View, names
from ..engine.catalog import Catalog
from ..engine.payment import explain_cheapest
from ..i18n import _, data, ngettext, number
from . import claims, quick
from .worlds import World, sample


@dataclass(frozen=True)
class Hint:
    action: Action  # always one of the legal actions it was given
    why: str


def reason(view: View, action: Action, seed: int = 0, who: str = "") -> str:
    """Why `action` (any legal move of the seat of `view`), in a sentence or three: what the move
    does, what the rest of the turn can bring and, as an expectation, what it gains. Also the
    tutorial opponent's account of its own move (`bots/explained.py`), said of the player
    named `who` (issue 52: it spoke of "you" and "your" about the opponent's own move)."""
    return explain(view, action, seed, gain=True, who=who)


def explain(view: View, action: Action, seed: int = 0, gain: bool = True, who: str = "") -> str:
    """`reason`, and without the expected gain (`gain=False`) for the season review, whose own
    figures say what a move is worth: one number per claim across the screens (issue 56)."""
    rng = random.Random(seed)
    world = sample(view, rng)
    seat = view.viewer
    if world.pending_kind() == "Payment" and action == quick.CHEAPEST:
        top = world.st.stack[-1]
        return explain_cheapest(world, seat, top.cost)
    if world.pending_kind() in quick.WHIST_KINDS:
        return whist_reason(world, seat, action) + "."
    if action.kind in ("trash", "done"):
        return trash_reason(world, action) + "."
    if who:
        return third_person(claims.measure(view, action, seed), world.cat, who)
    return season_reason(claims.measure(view, action, seed), world.cat, gain)


def third_person(c: claims.Claims, cat: Catalog, who: str) -> str:
    """`season_reason` said of the player `who` (the tutorial opponent's own move): the same
    claims, as certain, each sentence naming them and "the" where the player's reads "your"."""
    out = []
    does = [_does(f, cat, True) for f in c.certain if f.kind != "store" or len(c.certain) == 1]
    if does:
        what = does[0] if len(does) == 1 else _("{first}; {second}").format(first=does[0], second=does[1])
        out.append(_("{name} {what}, {points} VP on the score pad now.").format(name=who, what=what,
                                                                                points=f"{c.now:+d}")
                   if c.now else _("{name} {what}.").format(name=who, what=what))
    elif c.now:
        points = f"{c.now:+d}"
        out.append(_("{name} scores {points} VP on the score pad now.").format(name=who, points=points))
    then = [_can(f, cat, True) for f in c.then if f.kind != "store" or not (does or len(c.then) > 1)]
    if then and not out:
        out.append(_("{name} plays this to {what}.").format(name=who, what=then[0]) if len(then) == 1 else
                   _("{name} plays this to {first} and {second}.").format(name=who, first=then[0],
                                                                         second=then[1]))
    elif len(then) == 1:
        out.append(_("Then {name} can {what}.").format(name=who, what=then[0]))
    elif then:
        out.append(_("Then {name} can {first} and {second}.").format(name=who, first=then[0], second=then[1]))
    odds = [(f, k) for f, k in c.odds if 2 * k >= c.worlds and f.kind != "store"]
    if odds and len(out) < 2:
        f, k = odds[0]
        out.append(ngettext("In {k} of {n} deal of the hidden cards {name} can {what}.",
                            "In {k} of {n} deals of the hidden cards {name} can {what}.",
                            c.worlds).format(k=k, n=c.worlds, name=who, what=_can(f, cat, True)))
    if c.gain >= 0.05:
        out.append(_("On average it gains {name} about {vp} points on the closest rival.").format(
            name=who, vp=number(c.gain, 1)))
    elif c.gain <= -0.05:
        out.append(_("On average it costs {name} about {vp} points against the closest rival.").format(
            name=who, vp=number(-c.gain, 1)))
    return " ".join(out) or _("{name}'s move adds nothing sure to the score pad, columns, paintings or "
                              "Beehive level this turn.").format(name=who)


def season_reason(c: claims.Claims, cat: Catalog, gain: bool = True) -> str:
    """The claims in the language spoken now, each in the degree of certainty it has: what the
    move does as fact, what the turn can bring as "you can", what only some deals bring with
    their count, and the gain as an average (issue 56: a reason never states one sampled
    world as fact)."""
    out = []
    does = [_does(f, cat) for f in c.certain if f.kind != "store" or len(c.certain) == 1]
    if does:
        what = does[0] if len(does) == 1 else _("{first}; {second}").format(first=does[0], second=does[1])
        what = what[:1].upper() + what[1:]
        out.append(_("{what}, {points} VP on the score pad now.").format(what=what, points=f"{c.now:+d}")
                   if c.now else _("{what}.").format(what=what))
    elif c.now:
        out.append(_("{points} VP on the score pad now.").format(points=f"{c.now:+d}"))
    then = [_can(f, cat) for f in c.then if f.kind != "store" or not (does or len(c.then) > 1)]
    if then and not out:  # the move does nothing certain yet: what it opens is the point
        out.append(_("This move lets you {what}.").format(what=then[0]) if len(then) == 1 else
                   _("This move lets you {first} and {second}.").format(first=then[0], second=then[1]))
    elif len(then) == 1:
        out.append(_("Then you can {what}.").format(what=then[0]))
    elif then:
        out.append(_("Then you can {first} and {second}.").format(first=then[0], second=then[1]))
    odds = [(f, k) for f, k in c.odds if 2 * k >= c.worlds and f.kind != "store"]
    if odds and len(out) < 2:
        f, k = odds[0]
        out.append(ngettext("In {k} of {n} deal of the hidden cards you can {what}.",
                            "In {k} of {n} deals of the hidden cards you can {what}.",
                            c.worlds).format(k=k, n=c.worlds, what=_can(f, cat)))
    if gain and c.gain >= 0.05:
        out.append(_("On average it gains you about {vp} points on your closest rival.").format(
            vp=number(c.gain, 1)))
    elif gain and c.gain <= -0.05:
        out.append(_("On average it costs you about {vp} points against your closest rival.").format(
            vp=number(-c.gain, 1)))
    # Nothing every world agrees on: say so, never a reason the worlds do not bear out.
    return " ".join(out) or _("It adds nothing sure to your score pad, columns, paintings or Beehive "
                              "level this turn.")


def _column(f: claims.Fact, cat: Catalog) -> tuple[str, int, int, int]:
    kind, row = f.args
    size, vp = cat.numbers["column_size"], cat.numbers["vp"]["per_full_column"]
    return ("L&C" if kind == "lc" else "Ton"), row, size - row, vp


def _does(f: claims.Fact, cat: Catalog, third: bool = False) -> str:
    """A fact as what the move does ("climbs to ..."), to follow a capital (or a name, `third`:
    "the" column, deck and goal where the player's own reads "your")."""
    if f.kind == "climb":
        space = cat.hive[f.args[0]]
        return _("climbs to {space} (level {level}, {vp} VP at the end)").format(
            space=data(space.name), level=space.level, vp=cat.hive_levels[space.level].vp)
    if f.kind == "column":
        label, row, more, vp = _column(f, cat)
        if more:
            fills = (_("fills row {row} of the {column} column ({n} more for {vp} VP)") if third else
                     _("fills row {row} of your {column} column ({n} more for {vp} VP)"))
            return fills.format(row=row, column=label, n=more, vp=vp)
        full = (_("fills row {row} of the {column} column (full: {vp} VP)") if third else
                _("fills row {row} of your {column} column (full: {vp} VP)"))
        return full.format(row=row, column=label, vp=vp)
    if f.kind == "art":
        return _("commissions a {art}").format(art=data(cat.art[f.args[0]].name))
    if f.kind == "tea":
        return _("learns a secret (a Tea card: 1 VP plus its crests)")
    if f.kind == "star":
        return _("adds a Star card to the whist deck") if third else _("adds a Star card to your whist deck")
    if f.kind == "goal":
        return _("reaches the host's goal") if third else _("reaches your host's goal")
    return _("stores {suits} for later").format(suits=" ".join(names.SUIT_SYMBOLS[i] for i in f.args))


def _can(f: claims.Fact, cat: Catalog, third: bool = False) -> str:
    """A fact as what the player can still do ("climb to ..."), after "you can" (or "she can",
    `third`: "the" column, deck and goal)."""
    if f.kind == "climb" and f.args:
        space = cat.hive[f.args[0]]
        return _("climb to {space} (level {level}, {vp} VP at the end)").format(
            space=data(space.name), level=space.level, vp=cat.hive_levels[space.level].vp)
    if f.kind == "climb":
        return _("climb a level in the Beehive")
    if f.kind == "column":
        label, row, more, vp = _column(f, cat)
        if more:
            fill = (_("fill row {row} of the {column} column ({n} more for {vp} VP)") if third else
                    _("fill row {row} of your {column} column ({n} more for {vp} VP)"))
            return fill.format(row=row, column=label, n=more, vp=vp)
        full = (_("fill row {row} of the {column} column (full: {vp} VP)") if third else
                _("fill row {row} of your {column} column (full: {vp} VP)"))
        return full.format(row=row, column=label, vp=vp)
    if f.kind == "art" and f.args:
        return _("commission a {art}").format(art=data(cat.art[f.args[0]].name))
    if f.kind == "art":
        return _("commission a painting")
    if f.kind == "tea":
        return _("learn a secret (a Tea card: 1 VP plus its crests)")
    if f.kind == "star":
        return _("add a Star card to the whist deck") if third else _("add a Star card to your whist deck")
    if f.kind == "goal":
        return _("reach the host's goal") if third else _("reach your host's goal")
    return _("store {suits} for later").format(suits=" ".join(names.SUIT_SYMBOLS[i] for i in f.args))


def trash_reason(g: World, action: Action) -> str:
    """Trashing thins the deck (rulebook p.10, p.16 tips); the card is called weak only when
    it is the lowest of those that may go (issue 56: a reason must be true of the move)."""
    if action.kind == "done":
        return _("Nothing you hold is worth losing now: every card still pays influence or wins tricks")
    card = names.whist(g.cat, action.args[1])
    ranks = [g.cat.whist[a.args[1]].rank for a in g.legal_actions() if a.kind == "trash"]
    if g.cat.whist[action.args[1]].rank == min(ranks, default=0):
        return _("Trash {card}: a thinner deck draws your better cards more often, and a weak card only "
                 "weakens your whist hand").format(card=card)
    return _("Trash {card}: a thinner deck draws your other cards more often").format(card=card)


def whist_reason(g: World, seat: int, action: Action) -> str:
    """Why this card, in whist terms (rulebook p.15-16)."""
    from ..engine.whist import DIAMOND, legal_cards, suit_of, trick_winner

    if action.kind == "sharp":
        if action.args[0] == "last":
            return _("Playing last, you see every other card first: win cheaply or throw a low card")
        return _("Leading, you choose the suit: start with your strongest one")
    if action.kind == "trash_whist":
        cid = action.args[0]
        plain = [c for c in g.st.players[seat].hand if suit_of(g, c) != DIAMOND]
        if suit_of(g, cid) != DIAMOND and cid == min(plain, key=lambda c: g.cat.whist[c].rank):
            return _("Trash {card}: the card least likely to take a trick (low, and not a Diamond)").format(
                card=names.whist(g.cat, cid))
        return _("Trash {card} and keep the rest of your hand for the tricks").format(
            card=names.whist(g.cat, cid))
    if action.kind != "play":
        return _("The computer's choice for your hand")
    cid = action.args[0]
    card = names.whist(g.cat, cid)
    if not g.st.trick:
        return _("Lead {card}: the others must follow its suit if they can").format(card=card)
    rank = {c: g.cat.whist[c].rank for c in legal_cards(g, seat)}
    winning = [c for c in rank if trick_winner(g, g.st.trick + [(seat, c)]) == seat]
    if cid in winning and rank[cid] == min(rank[c] for c in winning):
        return _("{card} takes the trick as it stands (2 VP) with the lowest card that does").format(
            card=card)
    if cid in winning:
        return _("{card} takes the trick as it stands (2 VP)").format(card=card)
    if winning:
        return _("{card} lets this trick go and keeps the cards that could take it").format(card=card)
    if rank[cid] == min(rank.values()):
        return _("No card of yours takes this trick: {card} is the lowest you can play, keep the "
                 "rest").format(card=card)
    return _("No card of yours takes this trick: play {card} and keep the others for later tricks").format(
        card=card)
