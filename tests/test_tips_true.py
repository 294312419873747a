"""Tips that are true where they appear (issue 56 item 6).

Seeded games are played with tips on through the tips' own trigger path (the `Tipster` the
scenes look at once a frame, told of every move by the `Session`), with the player at the
screen sometimes dismissing a tip and sometimes taking a move back. Every tip on screen is
checked against the game: what it claims holds, the thing it points at is there, and it tells
of a decision still waiting or an event not undone. The five tips found out of context in a
real window each have their own test too.
"""

from __future__ import annotations

import os
import random
import re

os.environ["SDL_VIDEODRIVER"] = "dummy"

from collections.abc import Callable

import pytest

from apistocracy_gui.bots import make_bot
from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.engine.hive import BonusChoice
from apistocracy_gui.engine.tearoom import may_keep
from apistocracy_gui.gui import tips
from apistocracy_gui.gui.tips_data import Tip, load
from apistocracy_gui.session import Session

PM_DINNER = "l4_2"  # rules_data/hive.yaml: Dinner with the Prime Minister (rulebook p.9 d)


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path / "home"))


# ---------------------------------------------------------------------------- the oracle
# What each tip claims, read from the game by the test itself (not by the tips' conditions):
# "" when it holds, else what is wrong. A tip not named here says only what the rules always
# say (GENERAL); every tip is in one of the two, so a new tip is judged when it is written.
Claim = Callable[[Game, int, Tip, dict], str]


def _bonus_words(g: Game, v: int, tip: Tip, d: dict) -> str:
    """Rulebook p.9 c: each Hive Bonus token's cost as the tip words it (no "free" for a token
    that costs a Club)."""
    return bonus_clauses_problem(g, tip.text)


def bonus_clauses_problem(g: Game, text: str) -> str:
    for token in g.cat.bonus_tokens:
        clause = next((c for c in re.split(r"[;.]", text) if token.name in c), None)
        if clause is None:
            return f"{token.name} is not named"
        club = token.cost[0] > 0
        if club != ("Club" in clause) or (club and "free" in clause):
            return f"{token.name} costs {token.cost}: {clause.strip()!r}"
    return ""


def _check(ok: bool, why: str) -> str:
    return "" if ok else why


CLAIMS: dict[str, Claim] = {
    "queen_pays": lambda g, v, t, d: _check(any(g.cat.whist[c].rank == 13 for c in g.st.players[v].hand),
                                            "no Queen card in hand"),
    "tea_pays": lambda g, v, t, d: _check(not may_keep(g, v), "the Tea card may be kept, not trashed"),
    "tea_pays_keep": lambda g, v, t, d: _check(may_keep(g, v), "no Tea card may be kept"),
    "hive_bonus": _bonus_words,
    "hive_bonus_theirs": lambda g, v, t, d: _check(d["by"] != v, "the viewer's own token"),
    "hive_bonus_left": lambda g, v, t, d: _check(d["by"] != v, "the viewer's own token"),
    "sideways_bonus": lambda g, v, t, d: _check(g.st.players[v].character == "tuesday", "not Lady Tuesday"),
    "whist_lead": lambda g, v, t, d: _check(not g.st.trick, "a trick is led already"),
    "last_trick": lambda g, v, t, d: _check(len(g.st.players[v].hand) == 1, "more than one card left"),
    "week_three": lambda g, v, t, d: _check(g.st.week == 3 and g.st.phase == "season", "not week 3"),
    "week_four": lambda g, v, t, d: _check(g.st.week == 4 and g.st.phase == "season", "not week 4"),
    "queen_gained": lambda g, v, t, d: _check(d["card"] in g.st.players[v].discard,
                                              "the Queen card is not in the discard pile"),
    "tea_used": lambda g, v, t, d: _check(d["card"] in g.st.tea_trash, "the Tea card was not trashed"),
    "tea_kept_used": lambda g, v, t, d: _check(d["card"] in g.st.players[v].tea_kept, "not kept"),
    "favored_guest": lambda g, v, t, d: _check(g.st.favored_guest == v, "another seat's Favored Guest"),
    "favored_guest_theirs": lambda g, v, t, d: _check(g.st.favored_guest not in (-1, v), "not theirs"),
    "quiet_columns": lambda g, v, t, d: _check(g.st.favored_guest < 0, "the Favored Guest is taken"),
    "quiet_hive": lambda g, v, t, d: _check(g.st.queens_favorite < 0, "the Queen's Favorite is taken"),
    "art_done": lambda g, v, t, d: _check(g.st.artists_muse < 0, "the Artist's Muse is taken"),
    "pm_dinner": lambda g, v, t, d: _check(g.st.players[v].brooch == PM_DINNER, "not at the PM's Dinner"),
    "pm_dinner_mine": lambda g, v, t, d: _check(g.st.players[v].brooch == PM_DINNER, "not at the Dinner"),
    "pm_dinner_theirs": lambda g, v, t, d: _check(d["by"] != v and g.st.players[d["by"]].brooch == PM_DINNER,
                                                  "no other Brooch at the PM's Dinner"),
    "trick_mine": lambda g, v, t, d: _check(not g.is_over, "no next trick to lead"),
    "taster_start": lambda g, v, t, d: _check(g.start is not None and g.start.viewer is None
                                              and v not in g.deciders, "not a taster's first move"),
}
GENERAL = {"place_card", "pay", "hive_move", "star_card", "trash_card", "face_up_card", "column",
           "ton_action", "tea_keep", "at_home", "art_set", "free_move", "club_swap", "goal_draft",
           "host_bonus", "trash_down", "sharp_choice", "whist_follow", "whist_void", "star_refill",
           "ballroom_refill", "week_end", "reshuffle", "goal_mine", "goal_theirs", "beehive_token",
           "column_placed", "stayed", "ton_forfeited", "card_sharp", "no_sharp", "diamonds_broken",
           "score_pad", "cat_turn", "quiet_gallery", "quiet_tea", "quiet_stars", "quiet_tracks",
           "quiet_home", "quiet_hint", "quiet_undo", "quiet_trumps", "quiet_ranks"}


def points_at_nothing(g: Game, v: int, where: str) -> str:
    """The thing a tip sits beside, where it depends on the game: "" when it is there."""
    p = g.st.players[v]
    if where.startswith("star:"):
        return _check(g.st.parlor[int(where[5:])] >= 0, f"{where}: an empty Parlor slot")
    if where in g.st.ballroom:
        return _check(g.st.ballroom[where] >= 0, f"{where}: an empty Ballroom space")
    checks = {"discard": (bool(p.discard), "an empty discard pile"),
              "draw": (bool(p.draw), "an empty draw deck"),
              "hand": (bool(p.hand), "an empty hand"),
              "pad": (g.is_over, "no score pad yet"),
              "table": (g.st.phase == "whist", "no whist table"),
              "move": (bool(g.legal_actions()), "no move on offer")}
    ok, why = checks.get(where, (True, ""))
    if where.startswith("tea:"):
        ok, why = int(where[4:]) in p.tea + p.tea_kept, "not one of the viewer's Tea cards"
    if where.startswith("mat:"):
        ok, why = int(where[4:]) != v, "the viewer's own mat is not a compact mat"
    if where.startswith(("l1", "l2", "l3", "l4", "l5")):
        ok, why = where in g.cat.hive, "no such hive space"
    return "" if ok else f"{where}: {why}"


def untrue(tipster: tips.Tipster) -> str:
    """What is wrong with the tip on screen ("" when nothing is)."""
    t, g, v = tipster.current, tipster.session.game, tipster.viewer()
    assert t is not None and v is not None
    if t.event:
        at = tipster.at
        if at is None or at >= len(g.events) or g.events[at].kind != t.event:
            return "its event is gone (undone)"
    if t.decision and (g.current_player != v or g.pending_kind() != t.decision):
        return f"its decision {t.decision} is not waiting (now {g.pending_kind()})"
    if t.whose != "any" and t.event:
        mine = tipster.context.get("by") == v
        if mine != (t.whose == "mine"):
            return f"whose: {t.whose}, but the event was seat {tipster.context.get('by')}'s"
    claim = CLAIMS.get(t.id)
    return (claim(g, v, t, tipster.context) if claim else "") or points_at_nothing(g, v, tipster.point())


def test_every_tip_is_judged() -> None:
    ids = {t.id for t in load()}
    assert set(CLAIMS) | GENERAL == ids, sorted(ids ^ (set(CLAIMS) | GENERAL))
    assert not set(CLAIMS) & GENERAL


# ---------------------------------------------------------------------------- seeded games
def person_and_medium(players: tuple[str, ...], seed: int) -> Session:
    s = Session(Game.new(GameConfig(players=players, seed=seed)), ["human"] + ["medium"] * (len(players) - 1))
    s._make_bots()
    return s


def play_with_tips(players: tuple[str, ...], seed: int, undo_rate: float = 0.15) -> tuple[list[str], ...]:
    """A game with tips on, the person at seat 0 played by Medium (so it climbs, takes tokens,
    sits at the PM's Dinner), the others by Medium too. After each move the tips look, as a
    frame does; sometimes the person dismisses the tip, sometimes takes the move back (Ctrl+Z)
    and looks again. The tips shown, and what was wrong with any of them."""
    s = person_and_medium(players, seed)
    tipster = tips.of(s, enabled=True)
    assert tipster is not None
    tipster.seen = set()
    rng, me = random.Random(seed), make_bot("medium", seed)
    g, shown, wrong = s.game, [], []

    def look(when: str) -> None:
        tipster.update()
        while tipster.current is not None:
            shown.append(tipster.current.id)
            problem = untrue(tipster)
            if problem:
                wrong.append(f"seed {seed} {when} week {g.st.week}: {tipster.current.id}: {problem}")
            if rng.random() < 0.5:
                return  # left on screen until the move
            tipster.dismiss()  # Got it: the next one due, at once
            tipster.update()

    for _ in range(6000):
        if g.is_over:
            look("at the end")
            break
        look("before a move")
        if g.current_player != 0:
            s.bot_step()
        elif rng.random() < undo_rate and s.undo():  # Ctrl+Z with the tip on screen
            look("after an undo")
        else:
            s.act(me.choose(g.view(0), g.legal_actions()))
    assert g.is_over
    return shown, wrong


@pytest.mark.slow
@pytest.mark.parametrize(("players", "seed"), [
    (("edward", "tuesday"), 11), (("alexandria", "shae"), 12), (("tuesday", "edward"), 13),
    (("shae", "edward", "tuesday"), 14), (("edward", "alexandria", "shae", "tuesday"), 15),
])
def test_every_tip_shown_in_seeded_games_holds_where_it_appears(players, seed) -> None:
    shown, wrong = play_with_tips(players, seed)
    assert len(set(shown)) >= 15, shown
    assert not wrong, wrong


# ---------------------------------------------------------------------------- the five found in play
def until(players: tuple[str, ...], stop: Callable[[Game], bool], seeds: range) -> Session:
    """A Medium-played game (seat 0 a person) up to the first position where `stop` holds."""
    for seed in seeds:
        s = person_and_medium(players, seed)
        bots = [make_bot("medium", seed + i) for i in range(len(players))]
        g = s.game
        while not g.is_over:
            if stop(g):
                return s
            seat = g.current_player
            s.act(bots[seat].choose(g.view(seat), g.legal_actions()))
    raise AssertionError("never met")


def shown_from(s: Session, since: int, seen: set[str] = frozenset()) -> list[tips.Tipster]:
    """The tips shown at the position of `s` for the events from `since` on, one after another."""
    tipster = tips.Tipster(s, set(seen))
    tipster.cursor = since
    out = []
    tipster.update()
    while tipster.current is not None:
        out.append((tipster.current, dict(tipster.context), tipster.point()))
        tipster.dismiss()
        tipster.update()
    return out


def test_the_hive_bonus_tip_prices_each_token_as_its_prompt_does() -> None:
    """Rulebook p.9 c: "Spend 1 club, then Gain 1 Tea Room Action". The tip called the Tea
    Room token's action free while the prompt under it charged 1 Club."""
    s = until(("edward", "tuesday"), lambda g: g.current_player == 0 and g.pending_kind() == "BonusChoice",
              range(20, 40))
    tip = next(t for t, _d, _p in shown_from(s, len(s.game.events)) if t.id == "hive_bonus")
    assert bonus_clauses_problem(s.game, tip.text) == ""
    token = s.game._pending()
    assert isinstance(token, BonusChoice)


def test_a_tea_card_lord_edward_kept_is_not_called_trashed() -> None:
    """R7.3: Lord Edward may keep a used Tea card face-up (fewer than two kept); the tip said
    "was trashed"."""
    def keeps(g: Game) -> bool:
        return g.current_player == 0 and any(a.kind == "tea" and "keep" in map(str, a.args)
                                             for a in g.legal_actions())
    s = until(("edward", "tuesday"), keeps, range(0, 40))
    g = s.game
    since = len(g.events)
    s.act(next(a for a in g.legal_actions() if a.kind == "tea" and "keep" in map(str, a.args)))
    told = [t for t, _d, _p in shown_from(s, since) if t.event == "tea_used"]
    assert told and all("trashed" not in t.text for t in told), [t.text for t in told]
    assert CLAIMS[told[0].id](g, 0, told[0], {"card": g.st.players[0].tea_kept[-1]}) == ""


def test_a_queen_card_no_longer_in_the_discard_pile_is_not_pointed_at() -> None:
    """"A Queen card joined your discard pile", a week late, pointing at an empty pile: the tip
    is told only while the card is still there."""
    def drawn(g: Game) -> bool:
        gained = [e.data["card"] for e in g.events if e.kind == "queen_gained" and e.seat == 0]
        return (g.current_player == 0 and g.pending_kind() == "PlaceCard" and bool(gained)
                and gained[-1] not in g.st.players[0].discard)
    s = until(("edward", "tuesday"), drawn, range(0, 60))
    at = max(i for i, e in enumerate(s.game.events) if e.kind == "queen_gained" and e.seat == 0)
    assert "queen_gained" not in [t.id for t, _d, _p in shown_from(s, at)]


def test_time_to_pay_goes_when_an_undo_goes_back_to_placing() -> None:
    s = until(("edward", "tuesday"), lambda g: g.current_player == 0 and g.pending_kind() == "Payment",
              range(0, 10))
    tipster = tips.Tipster(s, set())
    tipster.update()
    assert tipster.current is not None and tipster.current.id == "pay"
    assert s.undo() and s.game.pending_kind() == "PlaceCard"
    tipster.update()
    assert tipster.current is None or tipster.current.decision == "PlaceCard", tipster.current.id


def test_the_favored_guest_another_seat_took_is_told_as_theirs() -> None:
    """Rulebook p.11: the first player to fill a column takes the Favored Guest. The tip said
    "A column is full" beside the viewer's own columns after another seat had taken it."""
    def theirs(g: Game) -> bool:
        return g.st.favored_guest == 1 and g.current_player == 0 and g.pending_kind() == "PlaceCard"
    s = until(("edward", "tuesday"), theirs, range(0, 60))
    at = next(i for i, e in enumerate(s.game.events) if e.kind == "token_taken"
              and e.data["token"] == "favored_guest")
    told = [(t, p) for t, _d, p in shown_from(s, at) if "Favored Guest" in t.text]
    assert told == [(next(t for t in load() if t.id == "favored_guest_theirs"), "mat:1")]  # beside theirs
