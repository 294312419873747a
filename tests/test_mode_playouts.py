"""Seeded random whole games in solo and advanced mode, checked after every action (issues 5, 7).

`ModeChecker` extends the standard playout checker of `invariants.py` (card conservation,
tracks 0-5, illegal actions changing nothing, sampled undo/redo, private views, the score
sheets, a replay of the same seed) with what the two modes add:

- solo (rulebook p.21-22; R6.10-R6.11): Lady Cat's 16 Solo cards each in one place too, and
  the whist cards she wins; she never has a decision; she goes first every week, alternates
  with you and places 5 Calling Cards to your 4; every flip is in the log; her Copycat never
  copies on her first turn; she leads each of the 7 tricks.
- advanced (p.22; R6.8): the drafted goals are distinct; a goal reached is a goal achieved,
  with the Host token on side B; the VP tokens go -2, 0, +2, +4 in order of selection; only
  the chosen Host Bonus token gives a power; line 6 is the VP token and nothing else.

Every game also makes a save round trip (`to_save` / `Game.from_save`).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import permutations
from types import SimpleNamespace

import pytest
from invariants import CHARACTERS, Checker, check_cards, check_views, tiered

from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.engine import ladycat as lcat
from apistocracy_gui.engine.advanced import ChooseBonus, advanced_data
from apistocracy_gui.engine.characters import goal_progress, has_power
from apistocracy_gui.engine.mode_data import ADVANCED_POWERS

YOU, CAT = 0, 1
SOLO_CARDS = lcat.solo_data().cards
PERSONAS = ("", "beatrix", "", "rupert", "cordelia", "", "ambrose")


def solo_configs(games: int) -> list[tuple[GameConfig, int]]:
    """Every character against Lady Cat in turn; every fifth game allows undo past reveals,
    so undo/redo is also sampled across her automatic turns."""
    return [(GameConfig(players=(CHARACTERS[k % 4],), mode="solo", seed=500 + k,
                        casual_undo=k % 5 == 4), 500 + k) for k in range(games)]


def advanced_configs(per_count: dict[int, int]) -> list[tuple[GameConfig, int]]:
    """Rotating seat orders for 2-4 players, with Bonus Personas on some mats."""
    out = []
    for n, games in per_count.items():
        orders = list(permutations(CHARACTERS, n))
        for k in range(games):
            seed = 7000 + 100 * n + k
            personas = tuple(PERSONAS[(k + s) % len(PERSONAS)] for s in range(n)) if k % 3 else ()
            if len(set(personas) - {""}) != len([p for p in personas if p]):
                personas = ()  # a persona is one person: never on two mats
            out.append((GameConfig(players=orders[(k * 5) % len(orders)], mode="advanced", seed=seed,
                                   casual_undo=k % 5 == 2, personas=personas), seed))
    return out


SOLO = solo_configs(200)  # issue 5: hundreds of solo games in CI
ADVANCED = advanced_configs({2: 34, 3: 33, 4: 33})


class ModeChecker(Checker):
    """The standard checker, told that only the human seats decide (Lady Cat's seat never
    has a decision, so `self.n` counts the seats in the config), plus the checks of each mode."""

    def __init__(self, config: GameConfig, choice_seed: int):
        super().__init__(config, choice_seed)
        self.solo = config.mode == "solo"
        self.vp_seats: list[int] = []  # advanced: seats in the order they took a VP token

    # ------------------------------------------------------------------ every action
    def check_state(self) -> None:
        if not self.solo:
            super().check_state()
            self.check_advanced()
            return
        g, st = self.g, self.g.st
        check_solo_cards(g)
        top = g.cat.numbers["track_max"]
        assert all(0 <= t <= top for p in st.players for t in p.tracks)
        if g.is_over:
            assert st.phase == "over" and g.current_player is None and not g.legal_actions()
        else:
            assert g.legal_actions() and g.current_player == YOU, (g.pending_kind(), g.current_player)
        assert st.first == CAT
        if st.phase == "season":
            self.check_solo_season()
        elif g.pending_kind() == "PlayCard":
            self.check_solo_trick()
        check_views(g, self.rendered)
        assert "deck" not in g.observe(YOU)["ladycat"]  # her deck's order is hidden

    def check_solo_season(self) -> None:
        """R6.10: she first, then alternately; 5 Calling Cards to your 4; p.21 every flip is
        logged (in a week, the flips since it began end with her discard pile, in order)."""
        g, st = self.g, self.g.st
        you, cat, lc = st.players[YOU], st.players[CAT], st.ladycat
        assert you.calling + self.placed[st.week, YOU] == 4
        assert cat.calling - you.calling in (0, 1), (st.week, cat.calling, you.calling)
        if g.pending_kind() == "PlaceCard":
            assert cat.calling == you.calling  # she has placed one card more than you
        assert lc.turns == 5 * (st.week - 1) + 5 - cat.calling
        texts = [e.text for e in g.log]
        start = max(i for i, t in enumerate(texts) if t.startswith(f"Week {st.week} begins"))
        logged = [t.removeprefix("Lady Cat flips ").rsplit(" (", 1)[0]
                  for t in texts[start:] if t.startswith("Lady Cat flips ")]
        assert len(logged) >= 5 - cat.calling
        assert logged[len(logged) - len(lc.discard):] == [SOLO_CARDS[c].name for c in lc.discard]
        assert lc.flipped == (lc.discard[-1] if lc.discard else -1)

    def check_solo_trick(self) -> None:
        """p.22: she leads every trick from the top of her deck; you have 7 cards at the start."""
        st = self.g.st
        assert [s for s, _c in st.trick] == [CAT] and st.trick[0][1] >= lcat.SOLO_BASE
        if not self.whist_checked:
            self.whist_checked = True
            assert st.tricks_played == 0 and len(st.players[YOU].hand) == self.size == 7
            assert st.card_sharp == -1

    def check_advanced(self) -> None:
        """p.22: distinct goals; a goal reached is achieved (Host token side B, a bonus chosen
        or being chosen); VP tokens in order of selection; powers only from the bonus token."""
        g, st, data = self.g, self.g.st, advanced_data()
        goals = [p.adv_goal for p in st.players if p.adv_goal]
        assert len(set(goals)) == len(goals)
        if g.pending_kind() != "DraftGoal":
            assert len(goals) == self.n
        choosing = {t.seat for t in st.stack if isinstance(t, ChooseBonus)}
        for seat, p in enumerate(st.players):
            if p.adv_goal:
                token = data.goal(p.adv_goal)
                reached = goal_progress(g, seat, token.kind) >= token.count
                assert not reached or p.goal_done, (seat, token.id)
            assert p.host_b == p.goal_done
            assert bool(p.adv_bonus) == (p.adv_vp is not None)
            assert not p.goal_done or p.adv_bonus or seat in choosing
            power = data.bonus(p.adv_bonus).power if p.adv_bonus else ""
            assert all(has_power(g, seat, pw) == (pw == power) for pw in ADVANCED_POWERS)
        bonuses = [p.adv_bonus for p in st.players if p.adv_bonus]
        assert len(set(bonuses)) == len(bonuses)
        # One bonus is chosen per action, so the order seen is the order of selection.
        self.vp_seats += [s for s, p in enumerate(st.players)
                          if p.adv_vp is not None and s not in self.vp_seats]
        taken = [st.players[s].adv_vp for s in self.vp_seats]
        assert taken == list(data.vp_tokens[:len(taken)]), taken

    # ------------------------------------------------------------------ the end
    def check_end(self) -> None:
        g, st = self.g, self.g.st
        if self.solo:
            leads = [e.text for e in g.log if e.text.startswith("Lady Cat leads ")]
            assert len(leads) == 7 == st.tricks_played
            assert st.ladycat.turns == 20
            first_turn = [e.text for e in g.log]
            first_turn = first_turn[:next(i for i, t in enumerate(first_turn)
                                          if " places a Calling Card" in t)]
            assert not any(t.startswith("Copycat: she copies") for t in first_turn)
            # Her leads are plays too: from here on the standard end checks hold for 2 seats.
            self.n, self.plays = len(st.players), self.plays + len(leads)
        super().check_end()
        if not self.solo:
            for sheet, p in zip(g.scores(), st.players, strict=True):
                want = () if p.adv_vp is None else (("Advanced VP token", p.adv_vp),)
                assert sheet.lines[5].parts == want
        loaded = Game.from_save(g.to_save())
        assert loaded.state_hash() == g.state_hash() and loaded.is_over


def check_solo_cards(g: Game) -> None:
    """Every card in exactly one place in solo: the standard check on a view of the state in
    which Lady Cat's mat holds only the base game's cards (she plays the human's character's
    envelope, which is in the game anyway), then her 16 Solo cards: deck, discard, Litter,
    whist hand, the current trick and the tricks either of you won."""
    st = g.st
    you, cat = st.players
    mine = lambda cards: [c for c in cards if c < lcat.SOLO_BASE]  # noqa: E731
    hers = lambda cards: [c - lcat.SOLO_BASE for c in cards if c >= lcat.SOLO_BASE]  # noqa: E731
    trick = [c for _s, c in st.trick]
    base = replace(st, players=[replace(you, won=mine(you.won)),
                                replace(cat, character=you.character, hand=mine(cat.hand),
                                        won=mine(cat.won))],
                   trick=[(s, c) for s, c in st.trick if c < lcat.SOLO_BASE])
    check_cards(SimpleNamespace(st=base, cat=g.cat))  # type: ignore[arg-type]
    lc = st.ladycat
    solo = lc.deck + lc.discard + lc.litter + hers(cat.hand + trick + cat.won + you.won)
    assert sorted(solo) == list(range(len(SOLO_CARDS))), sorted(solo)
    assert not cat.draw and not cat.discard and not hers(you.hand + you.draw + you.discard)


@pytest.mark.parametrize(("config", "choice_seed"), tiered(SOLO, lambda c, s: f"solo-{c.players[0]}-{s}"))
def test_solo_playout_keeps_every_invariant_p21_p22(config: GameConfig, choice_seed: int) -> None:
    g = ModeChecker(config, choice_seed).play()
    assert g.is_over and len(g.scores()) == 2


@pytest.mark.parametrize(("config", "choice_seed"),
                         tiered(ADVANCED, lambda c, s: f"adv-{len(c.players)}p-{s}"))
def test_advanced_playout_keeps_every_invariant_p22(config: GameConfig, choice_seed: int) -> None:
    g = ModeChecker(config, choice_seed).play()
    assert g.is_over


def test_playouts_cover_both_modes_in_hundreds() -> None:
    """Issues 5 and 7: seeded random whole games, about a hundred of each mode, 2-4 players in
    advanced, every character against Lady Cat."""
    assert len(SOLO) >= 100 and {c.players[0] for c, _s in SOLO} == set(CHARACTERS)
    counts = {n: sum(len(c.players) == n for c, _s in ADVANCED) for n in (2, 3, 4)}
    assert all(k >= 30 for k in counts.values()) and sum(counts.values()) >= 100
    assert any(c.personas for c, _s in ADVANCED)
