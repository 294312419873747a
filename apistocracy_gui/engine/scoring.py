"""Scoring (rulebook p.17; RULINGS R6.8, R6.9): the six lines of the score pad.

`score_sheets()` works at any moment as a running projection and is final once the game is
over. Each line lists its parts, so a screen can explain every point.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import characters, names

if TYPE_CHECKING:
    from .game import Game

LINE_NAMES = ("Whist tricks", "Social Beehive", "Art", "Connections", "Tea cards", "Host bonus")


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


def influence_of_suit(g: Game, seat: int, suit: int) -> int:
    """L&C influence count (rulebook p.17): the Host and Beehive tokens on the mat, the
    tracker, and the corner suit of the player's Tea cards."""
    p = g.st.players[seat]
    n = p.tracks[suit]
    n += (p.host_suits[1] if p.host_b else p.host_suits[0]) == suit
    n += p.hive_b and p.hive_suit == suit
    n += sum(g.cat.tea[t].corner == suit for t in p.tea + p.tea_kept)
    return n


def lc_count(g: Game, seat: int, what: str, suit: int) -> int:
    from .whist import star_count

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


def sheet(g: Game, seat: int) -> ScoreSheet:
    st, cat, vp = g.st, g.cat, g.cat.numbers["vp"]
    p = st.players[seat]
    bonus = lambda cond, label, v: [(label, v)] if cond else []  # noqa: E731
    l1 = [(f"{p.tricks} trick(s) x {vp['per_trick']}", p.tricks * vp["per_trick"])]
    l1 += bonus(st.card_sharp == seat, "Card Sharp", vp["card_sharp"])
    level = cat.hive[p.brooch].level
    l2 = [(f"Brooch on level {level}", cat.hive_levels[level].vp)]
    l2 += bonus(st.queens_favorite == seat, "Queen's Favorite", vp["queens_favorite"])
    l3 = [(cat.art[a].name, cat.art[a].vp) for a in p.art]
    l3 += bonus(st.artists_muse == seat, "Artist's Muse", vp["artists_muse"])
    size = cat.numbers["column_size"]
    full = [len(p.lc) >= size, len(p.ton) >= size]
    l4 = bonus(full[0], "Full L&C column", vp["per_full_column"])
    l4 += bonus(full[1], "Full Ton column", vp["per_full_column"])
    l4 += bonus(all(full), "Both columns full", vp["both_columns"])
    l4 += bonus(st.favored_guest == seat, "Favored Guest", vp["favored_guest"])
    for cid in p.lc:
        c = cat.lc[cid]
        got = lc_count(g, seat, c.goal_count, c.goal_suit) // c.per * c.vp
        l4.append((f"{c.name} ({lc_goal_text(c)})", got))
    crests = [cat.lc[c].crest for c in p.lc] + [cat.ton[c].crest for c in p.ton]
    l5 = []
    for t in p.tea + p.tea_kept:
        card = cat.tea[t]
        match = crests.count(card.crest)
        l5.append((f"Tea card ({card.crest}): 1 + {match} crest(s)",
                   vp["tea_card"] + match * vp["tea_crest_match"]))
    l6 = bonus(characters.end_goal_met(g, seat), "Host end-game goal", vp["host_goal"])
    l6 += bonus(p.adv_vp is not None, "Advanced VP token", p.adv_vp or 0)
    lines = tuple(Line(n, tuple(parts)) for n, parts in zip(LINE_NAMES, (l1, l2, l3, l4, l5, l6),
                                                            strict=True))
    return ScoreSheet(seat, lines, sum(p.tracks))


def lc_goal_text(c) -> str:
    what = {"influence": f"{names.SUIT_SYMBOLS[c.goal_suit]} influence", "tea_cards": "Tea cards",
            "art": "paintings", "hive_level": "hive levels", "ton_cards": "Ton cards",
            "lc_cards": "L&C cards", "star_cards": "Star cards", "tricks": "whist tricks"}
    return f"{c.vp} VP per {c.per} {what[c.goal_count]}"


def winners(sheets: list[ScoreSheet]) -> list[int]:
    """Highest total; tie-break most influence on the tracker; then a shared win (R6.9)."""
    best = max((s.total, s.influence) for s in sheets)
    return [s.seat for s in sheets if (s.total, s.influence) == best]
