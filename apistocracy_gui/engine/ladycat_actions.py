"""What each of Lady Cat's Solo Action cards does on the board (rulebook p.22; R6.10).

`ladycat` flips her card and picks the action (`ACTS`); the functions here take it: an open
space of its area, what the space gives, and the Ton card, bonus token and event effects
that follow, each as far as she can (what she cannot do is skipped, p.22 "If she cannot take
the action, then skip it"). She pays no influence. `tell` keeps the words of what she did
for the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..i18n import english
from . import decks, home
from .catalog import SUITS

if TYPE_CHECKING:
    from collections.abc import Callable

    from .catalog import Effect
    from .events import Event
    from .kernel import Rules


def _open(g: Rules, seat: int, area: str) -> str:
    from .week import board_spaces

    for s in board_spaces(g):
        if s.area == area and s.id not in g.st.occupied and (area not in ("lc", "ton")
                                                               or g.st.ballroom.get(s.id, -1) >= 0):
            return s.id
    return ""


def tell(g: Rules, event: Event) -> None:
    """What she just did, in the Chronicle's words, kept in English: the state is hashed and
    saved, so it reads the same in every language (the screen words her last turn from the
    events, in the language spoken: board/solo.py)."""
    with english():
        g.st.ladycat.caption = g.describe(event) or ""


def _occupy(g: Rules, seat: int, space: str, area: str, **what: Any) -> None:
    g.st.occupied[space] = seat
    g.st.players[seat].last_area = area
    tell(g, g.emit("cat_acted", seat, space=space, **what))


def _tea(g: Rules, seat: int, _compass: str) -> bool:
    space = _open(g, seat, "tea")
    if not space or not g.st.tea_deck:
        return False
    _occupy(g, seat, space, "tea", action="tea")
    _gain_tea(g, seat)
    return True


def _gain_tea(g: Rules, seat: int) -> None:
    if g.st.tea_deck:
        g.st.players[seat].tea.append(g.st.tea_deck.pop())
        g.reveal()
        g.emit("tea_drawn", seat, secret=("cards",), cards=(g.st.players[seat].tea[-1],))


def _gallery(g: Rules, seat: int, _compass: str) -> bool:
    from . import gallery

    space = _open(g, seat, "gallery")
    if not space or not gallery.can_commission(g, seat):
        return False
    _occupy(g, seat, space, "gallery", action="gallery", art=gallery.next_art(g, seat))
    gallery.GainArt(seat).run(g)
    return True


def _ballroom(g: Rules, seat: int, compass: str) -> bool:
    first = "lc" if compass == "west" else "ton"
    for kind in (first, "ton" if first == "lc" else "lc"):
        space = _open(g, seat, kind)
        if space:
            cid = g.st.ballroom[space]
            g.st.ballroom[space] = -1
            _occupy(g, seat, space, kind, action="ballroom", kind=kind, card=cid)
            _take_card(g, seat, kind, cid)
            return True
    return False


def _take_card(g: Rules, seat: int, kind: str, cid: int) -> None:
    """Influence up her track, the card into her column, and a Ton action if she can."""
    from . import ballroom

    c = ballroom.card(g, kind, cid)
    home.gain_track(g, seat, c.suit)
    col = ballroom.column(g, seat, kind)
    if len(col) >= g.cat.numbers["column_size"]:
        g.emit("ballroom_trashed", seat, kind=kind, card=cid, why="cat_full")
        ballroom.trash(g, kind, cid)
        return
    col.append(cid)
    g.emit("column_placed", seat, kind=kind, card=cid, row=len(col), cat=True)
    if len(col) == g.cat.numbers["column_size"] and g.st.favored_guest < 0:
        g.st.favored_guest = seat
        g.emit("token_taken", seat, token="favored_guest")
    # A Ton action whose prerequisite she does not meet is skipped (p.22 "If she cannot take
    # the action, then skip it"); she never pays its influence.
    if kind == "ton" and g.cat.hive[g.st.players[seat].brooch].level >= g.cat.ton[cid].min_hive_level:
        for e in g.cat.ton[cid].effects:
            _effect(g, seat, e)


def _effect(g: Rules, seat: int, e: Effect) -> None:
    """A Ton card, bonus token or event icon for Lady Cat (what she does with each verb is
    registered in `verbs`); what she cannot do is skipped."""
    from .verbs import VERBS

    act = VERBS[e.verb].lady_cat
    if act is not None:
        act(g, seat, e)


def gain_action(g: Rules, seat: int, e: Effect) -> None:
    """A gained action: a Tea card, the Star card trashed (her Parlor), her next painting."""
    from . import gallery

    if e.action == "tea":
        _gain_tea(g, seat)
    elif e.action == "parlor":
        _trash_star(g, seat)
    else:
        gallery.GainArt(seat).run(g)


def commission(g: Rules, seat: int, e: Effect) -> None:
    from . import gallery

    gallery.GainArt(seat, art=g.cat.art_index(e.art)).run(g)


def gain_card(g: Rules, seat: int, e: Effect) -> None:
    """The first face-up card of the kind, else the top of its deck."""
    faceup = [s for s, c in g.st.ballroom.items() if s.startswith(e.kind) and c >= 0]
    if faceup:
        cid = g.st.ballroom[faceup[0]]
        decks.refill_ballroom_space(g, faceup[0])
    else:
        cid = decks.take_top(g, *decks.ballroom_deck(g, e.kind), None, f"{e.kind}_deck")
    if cid >= 0:
        _take_card(g, seat, e.kind, cid)


def gain_influence(g: Rules, seat: int, e: Effect) -> None:
    home.gain_track(g, seat, 3 if e.suit == "any" else SUITS.index(e.suit))


def hive_event(g: Rules, seat: int, e: Effect) -> None:
    from . import hive

    dests = hive.event_destinations(g, seat, e.event)
    if dests:
        _enter(g, seat, dests[0])


def hive_up(g: Rules, seat: int, e: Effect) -> None:
    dest = _climb(g, seat, "north")
    if dest:
        _enter(g, seat, dest)


def _trash_star(g: Rules, seat: int) -> bool:
    """Trash the face-up Star card: highest Diamond, then Heart, Spade, Club (p.22)."""
    best = None
    for slot, cid in enumerate(g.st.parlor):
        if cid < 0:
            continue
        w = g.cat.whist[cid]
        key = ((2, 3, 1, 0).index(w.suit), -w.rank)
        if best is None or key < best[0]:
            best = (key, slot)
    if best is None:
        return False
    cid = g.st.parlor[best[1]]
    g.st.parlor[best[1]] = -1
    g.st.whist_trash.append(cid)
    g.emit("card_trashed", seat, card=cid, zone="parlor", slot=best[1])
    decks.refill_parlor(g)
    return True


def _parlor(g: Rules, seat: int, _compass: str) -> bool:
    space = _open(g, seat, "parlor")
    if not space or all(c < 0 for c in g.st.parlor):
        return False
    _occupy(g, seat, space, "parlor", action="parlor")
    _trash_star(g, seat)
    return True


def _climb(g: Rules, seat: int, compass: str) -> str:
    """Her space one level up toward the compass (p.22): the leftmost (west), rightmost
    (east) or middle (north) connected space of the next level, never the PM's Dinner shortcut
    to the Queen's Ball, which is two levels up; "" at the top."""
    here = g.cat.hive[g.st.players[seat].brooch]
    ups = sorted((s for s in here.up if g.cat.hive[s].level == here.level + 1),
                 key=lambda s: g.cat.hive[s].index)
    if not ups:
        return ""
    return {"west": ups[0], "east": ups[-1]}.get(compass, ups[len(ups) // 2])


def _beehive(g: Rules, seat: int, compass: str) -> bool:
    dest = _climb(g, seat, compass)
    if not dest:
        return False
    g.st.beehive_cards.append(seat)
    g.st.players[seat].last_area = "beehive"
    tell(g, g.emit("cat_acted", seat, action="beehive", dest=dest))
    _enter(g, seat, dest, told=True)
    return True


def _enter(g: Rules, seat: int, dest: str, told: bool = False) -> None:
    """Her brooch onto `dest` (`told`: her caption already says so), then what is there."""
    st, space = g.st, g.cat.hive[dest]
    g.emit("brooch_moved", seat, src=st.players[seat].brooch, to=dest, told=told)
    st.players[seat].brooch = dest
    if space.level == 6 and st.queens_favorite < 0:
        st.queens_favorite = seat
        g.emit("token_taken", seat, token="queens_favorite")
    token = st.hive_bonus.pop(dest, "")
    if token:
        t = next(t for t in g.cat.bonus_tokens if t.id == token)
        g.emit("token_taken", seat, token=t.id)
        for e in t.effects:
            _effect(g, seat, e)
    for e in space.on_enter:
        _effect(g, seat, e)


# Her actions by the name on the card (copycat picks one of these; `ladycat._resolve`).
ACTS: dict[str, Callable[[Rules, int, str], bool]] = {
    "tea": _tea, "gallery": _gallery, "ballroom": _ballroom, "parlor": _parlor, "beehive": _beehive}
