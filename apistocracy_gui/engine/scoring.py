"""Scoring (rulebook p.17; RULINGS R6.8, R6.9): the six lines of the score pad.

`score_sheets()` works at any moment as a running projection and is final once the game is
over. Each line lists its parts, so a screen can explain every point.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..i18n import N_, _, data, ngettext, number
from . import characters, names
from .whist import star_count

if TYPE_CHECKING:
    from .catalog import LCCard
    from .kernel import Rules

# Message ids (issue 35): the score pad and Records translate them as they draw them.
LINE_NAMES = (N_("Whist tricks"), N_("Social Beehive"), N_("Art"), N_("Connections"), N_("Tea cards"),
              N_("Host bonus"))


@dataclass(frozen=True)
class Line:
    name: str
    parts: tuple[tuple[str, int], ...]

    @property
    def total(self) -> int:
        return sum(v for _label, v in self.parts)


@dataclass(frozen=True)
class ScoreSheet:
    seat: int
    lines: tuple[Line, ...]
    influence: int  # the tie-break: influence on the tracker

    @property
    def total(self) -> int:
        return sum(line.total for line in self.lines)


def influence_of_suit(g: Rules, seat: int, suit: int) -> int:
    """L&C influence count (rulebook p.17): the Host and Beehive tokens on the mat, the
    tracker, and the corner suit of the player's Tea cards."""
    p = g.st.players[seat]
    n = p.tracks[suit]
    n += (p.host_suits[1] if p.host_b else p.host_suits[0]) == suit
    n += p.hive_b and p.hive_suit == suit
    n += sum(g.cat.tea[t].corner == suit for t in p.tea + p.tea_kept)
    return n


def lc_count(g: Rules, seat: int, what: str, suit: int) -> int:
    p = g.st.players[seat]
    if what == "influence":
        return influence_of_suit(g, seat, suit)
    if what == "tea_cards":
        return len(p.tea) + len(p.tea_kept)
    if what == "art":
        return len(p.art)
    if what == "hive_level":
        return g.cat.hive[p.brooch].level
    if what == "ton_cards":
        return len(p.ton)
    if what == "lc_cards":
        return len(p.lc)
    if what == "star_cards":
        return p.stars if g.st.phase != "season" else star_count(g, seat)
    if what == "tricks":
        return p.tricks
    raise KeyError(what)


# A score-pad part: its line (0-5), its label as a `str.format` template (or a function) with
# the arguments to fill it, and its VP. The label is only written when a sheet is shown: the
# bots read the points of thousands of positions a second, and formatting the labels cost
# them more than adding the points up.
Part = tuple[int, "str | Callable[..., str]", tuple[Any, ...], int]


def _parts(g: Rules, seat: int) -> list[Part]:
    """Every part of the seat's score pad, the single place the points are counted."""
    st, cat, vp = g.st, g.cat, g.cat.numbers["vp"]
    p = st.players[seat]
    parts: list[Part] = [(0, _tricks_label, (p.tricks, vp["per_trick"]),
                          p.tricks * vp["per_trick"])]
    if st.card_sharp == seat:
        parts.append((0, N_("Card Sharp"), (), vp["card_sharp"]))
    level = cat.hive[p.brooch].level
    parts.append((1, _brooch_label, (level,), cat.hive_levels[level].vp))
    if st.queens_favorite == seat:
        parts.append((1, N_("Queen's Favorite"), (), vp["queens_favorite"]))
    parts += [(2, data, (cat.art[a].name,), cat.art[a].vp) for a in p.art]
    if st.artists_muse == seat:
        parts.append((2, N_("Artist's Muse"), (), vp["artists_muse"]))
    size = cat.numbers["column_size"]
    full_lc, full_ton = len(p.lc) >= size, len(p.ton) >= size
    if full_lc:
        parts.append((3, N_("Full L&C column"), (), vp["per_full_column"]))
    if full_ton:
        parts.append((3, N_("Full Ton column"), (), vp["per_full_column"]))
    if full_lc and full_ton:
        parts.append((3, N_("Both columns full"), (), vp["both_columns"]))
    if st.favored_guest == seat:
        parts.append((3, N_("Favored Guest"), (), vp["favored_guest"]))
    for cid in p.lc:
        c = cat.lc[cid]
        got = lc_count(g, seat, c.goal_count, c.goal_suit) // c.per * c.vp
        parts.append((3, _lc_label, (c,), got))
    crests = [cat.lc[c].crest for c in p.lc] + [cat.ton[c].crest for c in p.ton]
    for t in p.tea + p.tea_kept:
        crest = cat.tea[t].crest
        match = crests.count(crest)
        parts.append((4, _tea_label, (crest, match),
                      vp["tea_card"] + match * vp["tea_crest_match"]))
    if characters.end_goal_met(g, seat):
        parts.append((5, N_("Host end-game goal"), (), vp["host_goal"]))
    if p.adv_vp is not None:
        parts.append((5, N_("Advanced VP token"), (), p.adv_vp))
    return parts


def line_totals(g: Rules, seat: int) -> list[int]:
    """The six lines' points, as `sheet(g, seat)` adds them up, without writing its labels."""
    totals = [0] * len(LINE_NAMES)
    for line, _label, _args, points in _parts(g, seat):
        totals[line] += points
    return totals


def sheet(g: Rules, seat: int) -> ScoreSheet:
    """The seat's score pad with every part labelled, for the screens, the log and the hints."""
    lines: list[list[tuple[str, int]]] = [[] for _ in LINE_NAMES]
    for line, label, args, points in _parts(g, seat):
        text = label(*args) if callable(label) else _(label)  # in the language of the moment
        lines[line].append((text, points))
    return ScoreSheet(seat, tuple(Line(n, tuple(parts)) for n, parts in zip(LINE_NAMES, lines, strict=True)),
                      sum(g.st.players[seat].tracks))


def _tricks_label(tricks: int, per: int) -> str:
    return ngettext("{n} trick(s) x {per}", "{n} trick(s) x {per}", tricks).format(n=number(tricks),
                                                                             per=number(per))


def _brooch_label(level: int) -> str:
    return _("Brooch on level {level}").format(level=number(level))


def _tea_label(crest: str, match: int) -> str:
    return ngettext("Tea card ({crest}): 1 + {n} crest(s)", "Tea card ({crest}): 1 + {n} crest(s)",
                    match).format(crest=names.crest(crest), n=number(match))


def _lc_label(c: LCCard) -> str:
    return _("{card} ({goal})").format(card=data(c.name), goal=lc_goal_text(c))


def lc_goal_text(c: LCCard) -> str:
    """An L&C card's end goal, one whole phrase per kind of count (a translator's noun), in
    the plural its count `per` takes: "1 VP per Ton card", "1 VP per 2 Ton cards" (German
    read "je 1 Ton-Karten")."""
    n = c.per
    texts = {"influence": ngettext("{vp} VP per {per} {suit} influence", "{vp} VP per {per} {suit} influence",
                                   n),
             "tea_cards": ngettext("{vp} VP per Tea card", "{vp} VP per {per} Tea cards", n),
             "art": ngettext("{vp} VP per painting", "{vp} VP per {per} paintings", n),
             "hive_level": ngettext("{vp} VP per hive level", "{vp} VP per {per} hive levels", n),
             "ton_cards": ngettext("{vp} VP per Ton card", "{vp} VP per {per} Ton cards", n),
             "lc_cards": ngettext("{vp} VP per L&C card", "{vp} VP per {per} L&C cards", n),
             "star_cards": ngettext("{vp} VP per Star card", "{vp} VP per {per} Star cards", n),
             "tricks": ngettext("{vp} VP per whist trick", "{vp} VP per {per} whist tricks", n)}
    return texts[c.goal_count].format(vp=number(c.vp), per=number(n), suit=names.SUIT_SYMBOLS[c.goal_suit])


def winners(sheets: list[ScoreSheet]) -> list[int]:
    """Highest total; tie-break most influence on the tracker; then a shared win (R6.9)."""
    return _best({s.seat: (s.total, s.influence) for s in sheets})


def game_winners(g: Rules) -> list[int]:
    """`winners(g.scores())` from the lines' totals alone: every game's end asks it (the
    `game_ended` event), and wording each seat's score pad was a tenth of a random game."""
    return _best({s: (sum(line_totals(g, s)), sum(p.tracks)) for s, p in enumerate(g.st.players)})


def _best(standings: dict[int, tuple[int, int]]) -> list[int]:
    """The seats with the best (total, influence)."""
    best = max(standings.values())
    return [seat for seat, standing in standings.items() if standing == best]
