"""Plain-text pictures of a game for the terminal front end (`text.py`).

Everything seat-specific is drawn from `game.view(seat)`, the engine's redacted view (typed,
so mypy checks every field read here), so the terminal and a phone can only show a seat what
the rules let it see; the catalog supplies the card names and the board's fixed layout. Suits
always print with their symbols.
"""

from __future__ import annotations

from .engine import Game, SeatView, View, names
from .engine.names import area
from .engine.scoring import ScoreSheet, lc_goal_text, winners
from .engine.week import board_spaces
from .i18n import N_, _, data, list_of, ngettext, number

PHASES = {"season": N_("Season Phase"), "whist": N_("Whist Phase"), "over": N_("game over")}
TOKENS = {"queens_favorite": N_("Queen's Favorite"), "artists_muse": N_("Artist's Muse"),
          "favored_guest": N_("Favored Guest"), "card_sharp": N_("Card Sharp")}


def _joined(items: list[str]) -> str:
    """Items of a listing joined, or "none"."""
    return _(", ").join(items) if items else _("none")


def cards(g: Game, ids: list[int]) -> str:
    return _joined([names.whist(g.cat, c) for c in ids])


def lc_card(g: Game, cid: int) -> str:
    c = g.cat.lc[cid]
    return _("{card} ({suit}, {crest}; {goal})").format(
        card=data(c.name), suit=names.SUIT_SYMBOLS[c.suit], crest=names.crest(c.crest), goal=lc_goal_text(c))


def ton_card(g: Game, cid: int) -> str:
    c = g.cat.ton[cid]
    return _("{card} ({suit}, {crest})").format(card=data(c.name), suit=names.SUIT_SYMBOLS[c.suit],
                                                crest=names.crest(c.crest))


def tea_card(g: Game, cid: int) -> str:
    c = g.cat.tea[cid]
    return _("{tea} ({crest}, corner {suit})").format(
        tea=data(g.cat.tea_kinds[c.kind].name), crest=names.crest(c.crest), suit=names.SUIT_SYMBOLS[c.corner])


def header(g: Game, view: View) -> str:
    phase = _(PHASES[view.phase]) if view.phase in PHASES else view.phase
    first = view.players[view.first].name
    if view.phase == "season":
        return _("Week {week} of {weeks}, {phase}. First Player: {first}").format(
            week=number(view.week), weeks=number(g.cat.numbers["weeks"]), phase=phase, first=first)
    return ngettext("{phase}: {n} trick(s) played", "{phase}: {n} trick(s) played",
                    view.tricks_played).format(phase=phase, n=number(view.tricks_played))


def _token_side(name: str, side: str, suit: str, twirled: bool) -> str:
    if twirled:
        return _("{token} {side} {suit} (twirled)").format(token=name, side=side, suit=suit)
    return _("{token} {side} {suit}").format(token=name, side=side, suit=suit).rstrip()


def player_lines(g: Game, view: View, pv: SeatView) -> list[str]:
    """The public summary of one player's mat (plus the private parts when it is the viewer's)."""
    sym = names.SUIT_SYMBOLS
    ch = g.cat.characters[pv.character]
    tracks = " ".join(f"{n}{sym[i]}" for i, n in enumerate(pv.tracks))
    host = _token_side(_("Host"), pv.host_side, sym[pv.host_suit], pv.host_twirled)
    b_side = pv.hive_side == "B"
    hive = _token_side(_("Beehive token"), pv.hive_side, sym[ch.beehive_b] if b_side else "",
                       b_side and pv.hive_twirled)
    held = [_(word) for token, word in TOKENS.items() if view.tokens.holder(token) == pv.seat]
    kept = _(", ").join(tea_card(g, t) for t in pv.tea_kept)
    who = _("{name} (you)").format(name=pv.name) if pv.seat == view.seat else pv.name
    tea = ngettext("Tea cards: {n} face-down", "Tea cards: {n} face-down", pv.tea_count).format(
        n=number(pv.tea_count))
    if kept:
        tea = _("{tea}, kept face-up: {kept}").format(tea=tea, kept=kept)
    goal = _("goal done") if pv.goal_done else _("goal open")
    out = [_("{who}: Brooch on {space} (level {level}); Calling Cards {calling}; hand {hand}, "
             "deck {deck}").format(who=who, space=data(g.cat.hive[pv.brooch].name),
                                   level=number(pv.level), calling=number(pv.calling),
                                   hand=number(pv.hand_count), deck=number(pv.draw_count)),
           "  " + _("Influence {tracks}; {host}; {hive}; {goal}").format(
               tracks=tracks, host=host, hive=hive, goal=goal),
           "  " + _("L&C: {cards}").format(cards=_joined([lc_card(g, c) for c in pv.lc])),
           "  " + _("Ton: {cards}").format(cards=_joined([ton_card(g, c) for c in pv.ton])),
           "  " + _("Art: {art}; {tea}").format(art=_joined([data(g.cat.art[a].name) for a in pv.art]),
                                                tea=tea),
           "  " + _("Discard: {cards}").format(cards=cards(g, pv.discard))]
    if held:
        out.append("  " + _("Tokens: {tokens}").format(tokens=_(", ").join(held)))
    if view.phase != "season":
        out.append("  " + _("Tricks won: {n}").format(n=number(pv.tricks)))
    return out


def boards(g: Game, view: View) -> list[str]:
    """The Assembly Room and the Social Beehive as everyone sees them."""
    seat_name = lambda s: view.players[s].name  # noqa: E731
    parlor = [_("empty") if c < 0 else names.whist(g.cat, c) for c in view.parlor]
    out = [_("Parlor: {cards}").format(cards=_(", ").join(parlor))]
    for s in board_spaces(g):
        card = view.ballroom.get(s.id, -1)
        what = ""
        if s.area in ("lc", "ton") and card >= 0:
            what = ": " + (lc_card(g, card) if s.area == "lc" else ton_card(g, card))
        taken = f" [{seat_name(view.occupied[s.id])}]" if s.id in view.occupied else ""
        out.append(f"  {area(s.area)} {s.id} ({names.cost(s.cost)}){what}{taken}")
    bonus = {t.id: data(t.name) for t in g.cat.bonus_tokens}
    hive = _(", ").join(f"{data(g.cat.hive[space].name)}: {bonus[tok]}"
                        for space, tok in view.hive_bonus.items())
    out.append(_("Hive bonus tokens: {tokens}").format(tokens=hive or _("none left")))
    stacks = _(", ").join(f"{data(a.name)} {number(n)}"
                          for a, n in zip(g.cat.art, view.art_stack, strict=True))
    counts = view.counts
    out.append(_("Gallery stacks: {stacks}. Decks: Star {star}, Queen {queen}, L&C {lc}, Ton {ton}, "
                 "Tea {tea}").format(stacks=stacks, star=number(counts.star_deck),
                                     queen=number(counts.queen_deck), lc=number(counts.lc_deck),
                                     ton=number(counts.ton_deck), tea=number(counts.tea_deck)))
    return out


def trick_lines(g: Game, view: View) -> list[str]:
    if view.phase != "whist":
        return []
    played = _(", ").join(f"{view.players[s].name}: {names.whist(g.cat, c)}" for s, c in view.trick)
    n = number(view.tricks_played + 1)
    played = played or _("nothing played yet")
    if view.diamonds_broken:
        return [_("Trick {n}: {played} (Diamonds broken)").format(n=n, played=played)]
    return [_("Trick {n}: {played} (Diamonds not broken)").format(n=n, played=played)]


def own_lines(g: Game, view: View) -> list[str]:
    """What only the viewing seat knows: its hand, its Tea cards, its deck's contents."""
    if view.seat is None:
        return []
    me = view.players[view.seat]
    out = [_("{name}'s hand: {cards}").format(name=me.name, cards=cards(g, me.hand or []))]
    if me.tea:
        out.append(_("{name}'s Tea cards: {cards}").format(
            name=me.name, cards=_(", ").join(tea_card(g, t) for t in me.tea)))
    if me.draw:
        out.append(_("{name}'s draw deck holds: {cards}").format(name=me.name, cards=cards(g, me.draw)))
    return out


def full_view(g: Game, view: View) -> list[str]:
    out = [f"=== {header(g, view)} ==="]
    for pv in view.players:
        out += player_lines(g, view, pv)
    if view.phase == "season":  # the boards no longer matter once the whist begins
        out += boards(g, view)
    out += trick_lines(g, view) + own_lines(g, view)
    return out


def short_view(g: Game, view: View) -> list[str]:
    """Enough to continue a turn without redrawing the boards."""
    return trick_lines(g, view) + own_lines(g, view)


def score_pad(g: Game) -> list[str]:
    """The six score-pad lines per seat with every part, the totals and the result."""
    sheets = g.scores()
    out = [_("=== Score pad ===")]
    for sh in sheets:
        out.append(g.name(sh.seat))
        for i, line in enumerate(sh.lines, 1):
            parts = _(", ").join(f"{label}: {number(v)}" for label, v in line.parts) or "-"
            out.append(f"  {i}. {_(line.name):<15}{line.total:>4}   {parts}")
        tracker = _("(influence on the tracker: {n})").format(n=number(sh.influence))
        out.append(f"     {_('Total'):<15}{sh.total:>4}   {tracker}")
    return out + [result(g, sheets)]


def result(g: Game, sheets: list[ScoreSheet]) -> str:
    """Who won, and whether the tie-break (influence on the tracker, R6.9) decided it."""
    best = max(s.total for s in sheets)
    top = [s for s in sheets if s.total == best]
    win = winners(sheets)
    who = lambda seats: list_of(g.name(s) for s in seats)  # noqa: E731
    vp = number(best)
    if len(top) == 1:
        return _("Winner: {who} with {vp} VP").format(who=who(win), vp=vp)
    tied = who([s.seat for s in top])
    infl = _(" vs ").join(number(s.influence) for s in top)
    if len(win) == 1:
        return _("{tied} tie on {vp} VP; {who} wins the tie-break with the most influence on the tracker "
                 "({influence})").format(tied=tied, vp=vp, who=who(win), influence=infl)
    return _("{tied} tie on {vp} VP; influence on the tracker ({influence}) leaves a shared win: "
             "{who}").format(tied=tied, vp=vp, influence=infl, who=who(win))
