"""Plain-text pictures of a game for the terminal front end (`text.py`).

Everything seat-specific is drawn from `game.observe(seat)`, the engine's redacted view, so
the terminal can only show a seat what the rules let it see; the catalog supplies the card
names and the board's fixed layout. Suits always print with their symbols.
"""

from __future__ import annotations

from typing import Any

from .engine import Game, names
from .engine.scoring import ScoreSheet, lc_goal_text, winners
from .engine.week import AREA_NAMES, board_spaces

View = dict[str, Any]
PHASES = {"season": "Season Phase", "whist": "Whist Phase", "over": "game over"}
TOKENS = {"queens_favorite": "Queen's Favorite", "artists_muse": "Artist's Muse",
          "favored_guest": "Favored Guest", "card_sharp": "Card Sharp"}


def cards(g: Game, ids: list[int]) -> str:
    return ", ".join(names.whist(g.cat, c) for c in ids) if ids else "none"


def lc_card(g: Game, cid: int) -> str:
    c = g.cat.lc[cid]
    return f"{c.name} ({names.SUIT_SYMBOLS[c.suit]}, {c.crest}; {lc_goal_text(c)})"


def ton_card(g: Game, cid: int) -> str:
    c = g.cat.ton[cid]
    return f"{c.name} ({names.SUIT_SYMBOLS[c.suit]}, {c.crest})"


def tea_card(g: Game, cid: int) -> str:
    c = g.cat.tea[cid]
    return f"{g.cat.tea_kinds[c.kind].name} ({c.crest}, corner {names.SUIT_SYMBOLS[c.corner]})"


def header(g: Game, view: View) -> str:
    phase = PHASES.get(view["phase"], view["phase"])
    first = view["players"][view["first"]]["name"]
    if view["phase"] == "season":
        return f"Week {view['week']} of {g.cat.numbers['weeks']}, {phase}. First Player: {first}"
    return f"{phase}: {view['tricks_played']} trick(s) played"


def player_lines(g: Game, view: View, pv: View) -> list[str]:
    """The public summary of one player's mat (plus the private parts when it is the viewer's)."""
    sym = names.SUIT_SYMBOLS
    ch = g.cat.characters[pv["character"]]
    tracks = " ".join(f"{n}{sym[i]}" for i, n in enumerate(pv["tracks"]))
    host = f"Host {pv['host_side']} {sym[pv['host_suit']]}" + (" (twirled)" if pv["host_twirled"] else "")
    hive = f"Beehive token {pv['hive_side']}"
    if pv["hive_side"] == "B":
        hive += f" {sym[ch.beehive_b]}" + (" (twirled)" if pv["hive_twirled"] else "")
    held = [TOKENS[k] for k, seat in view["tokens"].items() if seat == pv["seat"]]
    kept = ", ".join(tea_card(g, t) for t in pv["tea_kept"])
    out = [f"{pv['name']}{' (you)' if pv['seat'] == view['seat'] else ''}: "
           f"Brooch on {g.cat.hive[pv['brooch']].name} (level {pv['level']}); "
           f"Calling Cards {pv['calling']}; hand {pv['hand_count']}, deck {pv['draw_count']}",
           f"  Influence {tracks}; {host}; {hive}; goal {'done' if pv['goal_done'] else 'open'}",
           f"  L&C: {', '.join(lc_card(g, c) for c in pv['lc']) or 'none'}",
           f"  Ton: {', '.join(ton_card(g, c) for c in pv['ton']) or 'none'}",
           f"  Art: {', '.join(g.cat.art[a].name for a in pv['art']) or 'none'}; "
           f"Tea cards: {pv['tea_count']} face-down"
           + (f", kept face-up: {kept}" if kept else ""),
           f"  Discard: {cards(g, pv['discard'])}"]
    if held:
        out.append(f"  Tokens: {', '.join(held)}")
    if view["phase"] != "season":
        out.append(f"  Tricks won: {pv['tricks']}")
    return out


def boards(g: Game, view: View) -> list[str]:
    """The Assembly Room and the Social Beehive as everyone sees them."""
    seat_name = lambda s: view["players"][s]["name"]  # noqa: E731
    out = [f"Parlor: {', '.join('empty' if c < 0 else names.whist(g.cat, c) for c in view['parlor'])}"]
    for s in board_spaces(g):
        card = view["ballroom"].get(s.id, -1)
        what = ""
        if s.area in ("lc", "ton") and card >= 0:
            what = ": " + (lc_card(g, card) if s.area == "lc" else ton_card(g, card))
        taken = f" [{seat_name(view['occupied'][s.id])}]" if s.id in view["occupied"] else ""
        out.append(f"  {AREA_NAMES[s.area]} {s.id} ({names.cost(s.cost)}){what}{taken}")
    bonus = {t.id: t.name for t in g.cat.bonus_tokens}
    hive = ", ".join(f"{g.cat.hive[space].name}: {bonus[tok]}" for space, tok in view["hive_bonus"].items())
    out.append(f"Hive bonus tokens: {hive or 'none left'}")
    stacks = ", ".join(f"{a.name} {n}" for a, n in zip(g.cat.art, view["art_stack"], strict=True))
    counts = view["counts"]
    out.append(f"Gallery stacks: {stacks}. Decks: Star {counts['star_deck']}, Queen "
               f"{counts['queen_deck']}, L&C {counts['lc_deck']}, Ton {counts['ton_deck']}, "
               f"Tea {counts['tea_deck']}")
    return out


def trick_lines(g: Game, view: View) -> list[str]:
    if view["phase"] != "whist":
        return []
    played = ", ".join(f"{view['players'][s]['name']}: {names.whist(g.cat, c)}" for s, c in view["trick"])
    broken = "broken" if view["diamonds_broken"] else "not broken"
    return [f"Trick {view['tricks_played'] + 1}: {played or 'nothing played yet'} "
            f"(Diamonds {broken})"]


def own_lines(g: Game, view: View) -> list[str]:
    """What only the viewing seat knows: its hand, its Tea cards, its deck's contents."""
    if view["seat"] is None:
        return []
    me = view["players"][view["seat"]]
    out = [f"{me['name']}'s hand: {cards(g, me['hand'])}"]
    if me["tea"]:
        out.append(f"{me['name']}'s Tea cards: {', '.join(tea_card(g, t) for t in me['tea'])}")
    if me["draw"]:
        out.append(f"{me['name']}'s draw deck holds: {cards(g, me['draw'])}")
    return out


def full_view(g: Game, view: View) -> list[str]:
    out = [f"=== {header(g, view)} ==="]
    for pv in view["players"]:
        out += player_lines(g, view, pv)
    if view["phase"] == "season":  # the boards no longer matter once the whist begins
        out += boards(g, view)
    out += trick_lines(g, view) + own_lines(g, view)
    return out


def short_view(g: Game, view: View) -> list[str]:
    """Enough to continue a turn without redrawing the boards."""
    return trick_lines(g, view) + own_lines(g, view)


def score_pad(g: Game) -> list[str]:
    """The six score-pad lines per seat with every part, the totals and the result."""
    sheets = g.scores()
    out = ["=== Score pad ==="]
    for sh in sheets:
        out.append(g.name(sh.seat))
        for i, line in enumerate(sh.lines, 1):
            parts = ", ".join(f"{label}: {v}" for label, v in line.parts) or "-"
            out.append(f"  {i}. {line.name:<15}{line.total:>4}   {parts}")
        out.append(f"     {'Total':<15}{sh.total:>4}   (influence on the tracker: {sh.influence})")
    return out + [result(g, sheets)]


def result(g: Game, sheets: list[ScoreSheet]) -> str:
    """Who won, and whether the tie-break (influence on the tracker, R6.9) decided it."""
    best = max(s.total for s in sheets)
    top = [s for s in sheets if s.total == best]
    win = winners(sheets)
    who = lambda seats: " and ".join(g.name(s) for s in seats)  # noqa: E731
    if len(top) == 1:
        return f"Winner: {who(win)} with {best} VP"
    tied = who([s.seat for s in top])
    infl = " vs ".join(str(s.influence) for s in top)
    if len(win) == 1:
        return (f"{tied} tie on {best} VP; {who(win)} wins the tie-break with the most influence "
                f"on the tracker ({infl})")
    return f"{tied} tie on {best} VP; influence on the tracker ({infl}) leaves a shared win: {who(win)}"
