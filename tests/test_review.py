"""The season review (issue 36): each decision judged from its seat's view by Hard's search.

The review is run at a reduced depth (fewer worlds and candidates, `SMALL`): the depth changes
how much it searches, not which code runs. Its speed is measured by tools/bench_review.py,
never here.
"""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path

import msgspec
import pytest
from test_bots import permute_hidden

from apistocracy_gui.bots import MediumBot
from apistocracy_gui.engine import Action, Game, GameConfig
from apistocracy_gui.engine.catalog import RulesDataError
from apistocracy_gui.engine.whist import trick_winner
from apistocracy_gui.review import cli, settings
from apistocracy_gui.review.decision import judge_decision
from apistocracy_gui.review.model import Review
from apistocracy_gui.review.season import review_save

SMALL = dataclasses.replace(settings.default(), worlds=2, candidates=2, whist_worlds=4,
                            luck_worlds=2)


def medium_game(cfg: GameConfig, seed: int, until: int | None = None,
                plant: Action | None = None) -> Game:
    """Medium bots play `cfg` (to `until` actions); `plant` is played at action `until`
    instead of Medium's choice, and Medium plays on to the end."""
    g = Game.new(cfg)
    bots = [MediumBot(seed + s) for s in range(len(cfg.players))]
    while not g.is_over:
        seat = g.current_player
        if until is not None and len(g.actions_taken) == until:
            if plant is None:
                return g
            g.apply(plant)
            until = None
            continue
        g.apply(bots[seat].choose(g.view(seat), g.legal_actions()))
    return g


def sure_winner(g: Game) -> tuple[Action, Action] | None:
    """At a whist decision where the seat plays last to the trick: a card that takes it and
    one that loses it (at two players the second card to a trick is the last)."""
    if g.pending_kind() != "PlayCard" or len(g.st.trick) != len(g.st.players) - 1:
        return None
    seat, legal = g.current_player, g.legal_actions()
    wins = [a for a in legal if trick_winner(g, g.st.trick + [(seat, a.args[0])]) == seat]
    loses = [a for a in legal if a not in wins]
    return (wins[0], loses[0]) if wins and loses else None


def test_a_planted_mistake_in_the_last_tricks_is_found() -> None:
    """Issue 36: in a seeded game's last tricks the seat that holds a sure winner of the trick
    (it plays last: follow suit and beat, p.16) plays a card that loses it; the review classes
    that decision a mistake or a blunder, and names the winning card as the best."""
    cfg = GameConfig(players=("edward", "tuesday"), seed=1)
    g = medium_game(cfg, 1, until=147)
    size = g.cat.hand_size("standard", 2)
    assert size - g.st.tricks_played <= 3
    found = sure_winner(g)
    assert found is not None
    win, lose = found
    planted = medium_game(cfg, 1, until=147, plant=lose)
    review = review_save(planted.to_save(), settings=SMALL, indices={147})
    [d] = review.decisions
    assert (d.index, d.chosen_action, d.best_action) == (147, lose.key(), win.key())
    assert d.klass in ("mistake", "blunder"), d
    assert d.points_loss >= 2.0  # the trick: 2 VP (p.17)


@pytest.mark.slow
def test_medium_plays_mostly_best_and_good_moves() -> None:
    """Issue 36: the Medium bot's own game comes out mostly best and good (no forced decision
    is reviewed; every real choice is classed and counted, issue 56)."""
    g = medium_game(GameConfig(players=("alexandria",), mode="solo", seed=4), 4)
    review = review_save(g.to_save(), ["medium"], settings=SMALL)
    counts = review.seats[0].counts
    total = sum(counts.values())
    assert total == sum(d.choice for d in review.decisions) == review.seats[0].choices > 30
    assert (counts["best"] + counts["good"]) / total >= 0.8, counts
    assert counts["blunder"] <= 0.05 * total, counts
    assert not review.seats[1].reviewed  # Lady Cat decides nothing
    assert all(d.seat == 0 for d in review.decisions)


@pytest.mark.slow
def test_the_same_save_gives_the_same_review_under_the_virtual_clock() -> None:
    """Issue 36: with the thinking time counted in simulated moves (`--virtual-clock`) the
    review of a save is identical twice, luck and key moments included."""
    g = medium_game(GameConfig(players=("edward", "shae"), seed=8), 8, until=24)
    save = g.to_save()
    first, second = (review_save(save, settings=SMALL, budget=0.01, virtual=20)
                     for _ in range(2))
    assert msgspec.json.encode(first) == msgspec.json.encode(second)
    assert first.decisions and first.luck


def test_an_advanced_game_is_reviewed_its_goal_draft_too() -> None:
    """Issue 36, every mode: in Advanced play (rulebook p.22) the Goal token draft, a Host
    Bonus choice, a Season move and a whist card are each judged and classed."""
    cfg = GameConfig(players=("edward", "tuesday", "alexandria"), mode="advanced", seed=5)
    g = Game.new(cfg)
    bots = [MediumBot(5 + s) for s in range(3)]
    first: dict[str, int] = {}  # the first unforced decision of each kind
    while not g.is_over:
        seat, legal = g.current_player, g.legal_actions()
        if len(legal) > 1:
            first.setdefault(g.pending_kind(), len(g.actions_taken))
        g.apply(bots[seat].choose(g.view(seat), legal))
    wanted = {first[k] for k in ("DraftGoal", "ChooseBonus", "PlaceCard", "PlayCard")}
    review = review_save(g.to_save(), settings=SMALL, indices=wanted)
    assert {d.index for d in review.decisions} == wanted
    assert all(d.klass in ("best", "good", "inaccuracy", "mistake", "blunder") for d in review.decisions)
    assert all(0.0 <= d.chance_chosen <= d.chance_best + 1e-9 <= 1.0 + 1e-9 for d in review.decisions)


@pytest.mark.parametrize(("players", "seed"), [(2, 31), pytest.param(4, 32, marks=pytest.mark.slow), (1, 33)])
def test_the_review_never_reads_what_the_seat_could_not_see(players: int, seed: int) -> None:
    """Issue 36 (the bots' permutation test, tests/test_bots.py): at decisions of a whole
    game, Season and whist, the hidden cards of the real state are permuted; the deciding
    seat's view is the same and the review's judgement of the decision too."""
    cast = ("edward", "tuesday", "alexandria", "shae")
    cfg = (GameConfig(players=("tuesday",), mode="solo", seed=seed) if players == 1
           else GameConfig(players=cast[:players], seed=seed))
    rng = random.Random(seed)
    g = Game.new(cfg)
    bots = [MediumBot(seed + s) for s in range(max(players, 1))]
    checked = {"season": 0, "whist": 0}
    while not g.is_over:
        seat, legal = g.current_player, g.legal_actions()
        action = bots[seat].choose(g.view(seat), legal)
        whist = g.st.phase == "whist" and checked["whist"] < 2
        if len(legal) > 1 and (whist or (rng.random() < 0.05 and checked["season"] < 3)):
            other = permute_hidden(g, seat, rng)
            assert other.observe(seat) == g.observe(seat)
            a = judge_decision(g.view(seat), legal, action, seed, SMALL)
            b = judge_decision(other.view(seat), other.legal_actions(), action, seed, SMALL)
            assert a == b
            checked[g.st.phase] += 1
        g.apply(action)
    assert checked == {"season": 3, "whist": 2}


def test_the_command_line_prints_the_review_as_json(tmp_path: Path, capsys) -> None:
    """Issue 36: `apistocracy --review FILE --json` prints one object whose decisions carry
    index, seat, chosen, best, chance_chosen, chance_best, loss and class, with the lists
    luck and key_moments; `--seat N` keeps that seat's."""
    g = medium_game(GameConfig(players=("edward", "tuesday"), seed=9), 9, until=24)
    path = tmp_path / "save.json"
    path.write_text(json.dumps({"game": g.to_save(), "controllers": ["human", "medium"]}))
    assert cli.main([str(path), "--json", "--seat", "0", "--virtual-clock", "2000"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["decisions"] and isinstance(data["luck"], list)
    assert isinstance(data["key_moments"], list)
    for d in data["decisions"]:
        assert {"index", "seat", "chosen", "best", "chance_chosen", "chance_best", "loss",
                "class"} <= set(d)
        assert d["seat"] == 0 and d["class"] in settings.CLASSES
        assert 0 <= d["loss"] <= 1
    for d in data["decisions"]:  # the labels, in the run's language, are the command line's own
        assert isinstance(d.pop("chosen"), str) and isinstance(d.pop("best"), str)
    msgspec.convert({k: v for k, v in data.items()}, Review)  # the stored schema: no words
    assert cli.main([str(path), "--virtual-clock", "2000"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Season review") and "Lord Edward" in text


def test_a_bad_file_is_a_message_not_a_crash(tmp_path: Path, capsys) -> None:
    path = tmp_path / "save.json"
    path.write_text("{not json")
    assert cli.main([str(path)]) == 1
    assert "cannot be reviewed" in capsys.readouterr().err


def test_the_thresholds_are_validated(tmp_path: Path) -> None:
    """rules_data/README.md (review.yaml): a field of the wrong type or thresholds that do not
    rise are errors naming the file and the field."""
    text = (settings.DEFAULT_DIR / "review" / settings.FILE).read_text()
    (tmp_path / settings.FILE).write_text(text.replace("mistake: {chance: 0.08",
                                                       "mistake: {chance: 0.01"))
    with pytest.raises(RulesDataError, match="review.yaml: classes: the chance thresholds"):
        settings.load(tmp_path)
    (tmp_path / settings.FILE).write_text(text.replace("worlds: 6", "worlds: six"))
    with pytest.raises(RulesDataError, match=r"review.yaml: depth.worlds: expected"):
        settings.load(tmp_path)
    s = settings.default()
    assert s.classify(0.0, 0.0) == "best"
    assert s.classify(0.01, 0.5) == "good"
    assert s.classify(0.0, s.mistake.points) == "mistake"
    assert s.classify(s.blunder.chance, 0.0) == "blunder"
