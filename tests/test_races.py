"""Hard's race forecasts (issue 57): the four awards one player takes against the others,
valued by the seat's standing in each race (`bots/races.py`, `rules_data/hard/races.yaml`,
`tools/calibrate_races.py`).

The Card Sharp goes to the most Star cards, alone (rulebook p.15); the Queen's Favorite to the
first to the top of the beehive (p.9), the Artist's Muse to the first full set of art (p.13),
the Favored Guest to the first full Ballroom column (p.12). Each is worth 3 VP (p.17).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from helpers import damaged_copy

from apistocracy_gui.bots import MediumBot, hard, heuristic, races
from apistocracy_gui.bots.hard import judgement
from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.engine.catalog import RulesDataError

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import calibrate_races  # noqa: E402

CAST = ("edward", "tuesday", "alexandria", "shae")
TIED_1, BEHIND_1 = races.STANDINGS.index("tied with 1"), races.STANDINGS.index("1 behind")


@pytest.mark.parametrize(("progress", "need", "turns", "cell"), [
    ([3, 3, 2, 1], 0, 10, (0, TIED_1, 2)),  # tied with one other for the most Star cards
    ([3, 3, 3, 1], 0, 10, (0, races.STANDINGS.index("tied with 2+"), 2)),
    ([5, 2, 1, 0], 0, 2, (0, races.STANDINGS.index("2+ ahead"), 0)),
    ([1, 2, 0, 0], 6, 16, (3, BEHIND_1, 4)),  # level 1 of 6: five steps short, counted as 3+
    ([4, 2, 5, 1], 6, 5, (2, BEHIND_1, 1)),
    ([2, 1, 0, 0], 3, 12, (1, races.STANDINGS.index("1 ahead"), 3)),
])
def test_a_seat_is_placed_by_its_steps_short_its_standing_and_the_turns_left(
        progress: list[int], need: int, turns: int, cell: tuple[int, int, int]) -> None:
    assert races.key(progress, 0, need, turns) == cell


def test_the_shipped_card_sharp_table_rises_with_the_standing() -> None:
    """Rulebook p.15: the most Star cards alone takes the token, a tie gives it to nobody. A
    seat tied with one other for the most is closer to it than one a card behind (Medium's
    shares say the opposite), and the token is likelier the further ahead the seat is."""
    table = races.default()["card_sharp"][0]
    order = [races.STANDINGS.index(s)
             for s in ("2+ behind", "1 behind", "tied with 1", "1 ahead", "2+ ahead")]
    for band in range(len(races.BANDS)):
        rates = [table[st][band] for st in order]
        assert rates == sorted(rates), (band, rates)
        assert table[races.STANDINGS.index("tied with 2+")][band] <= table[TIED_1][band]
    medium = [heuristic._sharp_from(Game.new(GameConfig(players=CAST, seed=1)), stars)[0]
              for stars in ([2, 3, 1, 0], [3, 3, 1, 0])]
    assert medium[1] < medium[0]  # (why Hard reads the table)


def test_every_race_has_a_whole_table_of_rates() -> None:
    tables = races.default()
    assert sorted(tables) == sorted(r.name for r in races.RACES)
    for table in tables.values():
        assert len(table) == races.SHORT
        assert all(len(row) == len(races.STANDINGS) and all(len(c) == len(races.BANDS) for c in row)
                   for row in table)
        assert all(0.0 <= rate <= 1.0 for row in table for c in row for rate in c)


def mid_season(seed: int) -> Game:
    """A 4-player game of Medium bots at the first turn of its second week."""
    g = Game.new(GameConfig(players=CAST, seed=seed))
    bots = [MediumBot(seed * 8 + s) for s in range(4)]
    while g.st.week < 2:
        seat = g.current_player
        g.apply(bots[seat].choose(g.view(seat), g.legal_actions()))
    return g


def test_an_award_already_held_is_counted_once_on_the_score_pad() -> None:
    """p.9: the Queen's Favorite is its first claimant's for good: once held, no seat's race
    forecast counts it, and the holder's projection holds the 3 VP of its score pad."""
    g = mid_season(5)
    turns = heuristic.turns_left(g, 0)
    open_ = races.shares(g, turns)
    g.st.queens_favorite = 2
    held = races.shares(g, turns)
    table = races.default()["queens_favorite"]
    levels = [g.cat.hive[p.brooch].level for p in g.st.players]
    for s in range(4):
        assert held[s] == pytest.approx(open_[s] - 3 * races.chance(table, levels, s, 6, turns))
    before = heuristic.projections(g, race_for=0)
    g.st.queens_favorite = -1
    after = heuristic.projections(g, race_for=0)
    assert before[2] - after[2] == pytest.approx(3 - 3 * races.chance(table, levels, 2, 6, turns))


def test_hard_judges_the_awards_by_their_races_at_four_players_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """The race forecasts are Hard's at four players (`hard.RACES`): there, catching up with
    the leader's Star cards is worth more than Medium's shares make it (p.15)."""
    g = mid_season(6)
    assert ("standard", 4) in hard.RACES
    stars = [c.id for c in g.cat.whist if c.star]
    for p in g.st.players:  # nobody holds a Star card but those given below
        for pile in (p.draw, p.hand, p.discard):
            pile[:] = [c for c in pile if c not in stars]
    g.st.players[1].discard += stars[:3]
    g.st.players[0].discard += stars[3:5]  # one behind the leader
    behind = heuristic.projections(g, race_for=0)[0], heuristic.projections(g)[0]
    g.st.players[0].discard.append(stars[5])  # tied with it
    tied = heuristic.projections(g, race_for=0)[0], heuristic.projections(g)[0]
    assert tied[0] - behind[0] > tied[1] - behind[1]  # the tie is worth more than Medium says
    ours = judgement(g)
    monkeypatch.setattr(hard, "RACES", set())
    assert judgement(g)(g, 0) != ours(g, 0)


@pytest.mark.parametrize(("old", "new", "said"), [
    ("  queens_favorite:", "  queens_favourite:", "queens_favorite"),
    ("card_sharp:\n  - - [", "card_sharp:\n  - - [0.5, ", "card_sharp"),
    ("games:", "games: many #", "games"),
])
def test_a_damaged_table_is_refused_naming_the_field(tmp_path: Path, old: str, new: str, said: str) -> None:
    """Read as strictly as the rules data: the message names the file and the field."""
    with pytest.raises(RulesDataError) as refused:
        races.load(damaged_copy(tmp_path, f"hard/{races.FILE}", old, new))
    assert races.FILE in str(refused.value) and said in str(refused.value)


@pytest.mark.slow
def test_the_tables_are_made_again_identically_from_the_same_seeds(tmp_path: Path) -> None:
    """Deterministic for a seed: two runs of the tool on the same games write the same file,
    which loads, and `--check` holds the file to what a run makes."""
    first, second = tmp_path / "a", tmp_path / "b"
    for out in (first, second):
        out.mkdir()
        assert calibrate_races.main(["--games", "3", "--workers", "1", "--seed", "77",
                                     "--out", str(out / races.FILE)]) == 0
    assert (first / races.FILE).read_text() == (second / races.FILE).read_text()
    assert sorted(races.load(first)) == sorted(r.name for r in races.RACES)
    assert calibrate_races.main(["--games", "3", "--workers", "1", "--seed", "77",
                                 "--out", str(first / races.FILE), "--check"]) == 0
