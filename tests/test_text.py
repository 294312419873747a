"""The terminal front end (issue 3, "A terminal front end"): whole games, human input, undo,
saves, replays, and the hotseat screen that keeps one player's hand from the next."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from apistocracy_gui import __main__ as entry
from apistocracy_gui import text, text_render
from apistocracy_gui.bots import BOTS
from apistocracy_gui.engine import Action, Game, GameConfig
from apistocracy_gui.engine.scoring import Line, ScoreSheet

Replies = list[str] | Callable[[str], str]


def run(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture, argv: list[str],
        replies: Replies = (), limit: int = 10_000) -> tuple[int, str]:
    """Run `text.main(argv)` answering `input()` from `replies` (a list, then end of input;
    or a function of the prompt, for at most `limit` prompts)."""
    queue = list(replies) if not callable(replies) else []
    asked = []

    def fake_input(prompt: str = "") -> str:
        asked.append(prompt)
        if callable(replies) and len(asked) <= limit:
            reply = replies(prompt)
        elif queue:
            reply = queue.pop(0)
        else:
            print(prompt, end="")
            raise EOFError
        print(prompt + reply)  # as a terminal echoes the typed line
        return reply

    monkeypatch.setattr("builtins.input", fake_input)
    rc = text.main(argv)
    return rc, capsys.readouterr().out


def saved(path: Path) -> dict:
    """The engine's save inside a saved game file (`savegame`: the game and its controllers)."""
    return json.loads(path.read_text(encoding="utf-8"))["game"]


def test_an_all_random_game_runs_to_the_score_pad(monkeypatch, capsys, tmp_path) -> None:
    """Score pad (rulebook p.17): six lines per seat with their parts, totals, the winner."""
    save = tmp_path / "g.json"
    players = "edward:random,tuesday:random,alexandria:random"
    rc, out = run(monkeypatch, capsys, ["--players", players, "--seed", "5", "--save", str(save)])
    assert rc == 0
    pad = out[out.index("=== Score pad ==="):]
    assert len(re.findall(r"^  [1-6]\. ", pad, re.M)) == 6 * 3
    g = Game.from_save(saved(save))
    assert g.is_over
    for sheet in g.scores():
        assert f"{'Total':<15}{sheet.total:>4}" in pad
        assert g.name(sheet.seat) in pad
    assert re.search(r"^(Winner: .* VP|.* wins the tie-break .*|.* shared win: .*)$", pad, re.M)
    assert "Week 4 begins" in out and "wins trick" in out  # the public log streamed by


def test_a_human_picks_numbers_and_invalid_input_reprompts(monkeypatch, capsys, tmp_path) -> None:
    save = tmp_path / "g.json"
    rc, out = run(monkeypatch, capsys, ["--players", "edward:human,tuesday:random", "--seed", "3",
                                        "--save", str(save)], ["x", "0", "99", "", "2"])
    assert rc == 1  # the input ends before the game does (issue 32.11: not a clean exit)
    assert out.count("Not understood") == 4
    first = Game.new(GameConfig(("edward", "tuesday"), seed=3)).legal_actions()[1]
    assert saved(save)["actions"] == [first.key()]
    assert "  2. the Parlor (1♦)" in out  # numbered legal actions, suits with symbols


def test_end_of_input_exits_cleanly_and_writes_the_save(monkeypatch, capsys, tmp_path) -> None:
    save = tmp_path / "g.json"
    rc, out = run(monkeypatch, capsys, ["--players", "edward:human,shae:random", "--seed", "8",
                                        "--save", str(save)], ["1", "1"])
    assert rc == 1 and f"The input ended before the game did. The game was saved to {save}" in out
    whole = json.loads(save.read_text(encoding="utf-8"))
    data = whole["game"]
    assert len(data["actions"]) >= 2 and whole["controllers"] == ["human", "random"]
    assert Game.from_save(data).state_hash() == data["state_hash"]


def test_quit_saves_and_s_saves_to_a_named_file(monkeypatch, capsys, tmp_path) -> None:
    save, other = tmp_path / "g.json", tmp_path / "other.json"
    rc, out = run(monkeypatch, capsys, ["--players", "edward:human,tuesday:random", "--seed", "3",
                                        "--save", str(save)], ["1", f"s {other}", "q"])
    assert rc == 0 and "Quit." in out
    assert len(saved(other)["actions"]) == 1 and len(saved(save)["actions"]) == 1


def test_u_undoes_and_r_redoes(monkeypatch, capsys, tmp_path) -> None:
    save = tmp_path / "g.json"
    argv = ["--players", "edward:human,tuesday:random", "--seed", "3", "--save", str(save)]
    rc, out = run(monkeypatch, capsys, argv, ["u", "1", "u"])
    assert "Nothing to undo yet." in out and "Undid 1 action(s)." in out
    assert saved(save)["actions"] == []
    run(monkeypatch, capsys, argv, ["1", "u", "r"])
    assert saved(save)["actions"] == [["place", "parlor_1"]]


class BeehiveBot:
    """A predictable bot for the undo test: it goes to the Beehive and takes the first move,
    which reveals nothing, so the moves can be undone."""

    name = "beehive"

    def __init__(self, seed: int):
        pass

    def choose(self, view: dict, legal: list[Action]) -> Action:
        return next((a for a in legal if a.args == ("beehive",)), legal[0])


def test_undo_steps_back_over_bot_moves_to_the_humans_decision(monkeypatch, capsys, tmp_path) -> None:
    monkeypatch.setitem(BOTS, "beehive", BeehiveBot)
    save = tmp_path / "g.json"
    rc, out = run(monkeypatch, capsys, ["--players", "edward:human,tuesday:beehive", "--seed", "3",
                                        "--save", str(save)], ["11", "1", "u"])
    assert "Undid 3 action(s)." in out  # Tuesday's two moves and Edward's hive move
    g = Game.from_save(saved(save))
    assert g.current_player == 0 and g.pending_kind() == "HiveMove"


def test_replay_reproduces_the_final_state(monkeypatch, capsys, tmp_path) -> None:
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    run(monkeypatch, capsys, ["--players", "edward:random,shae:random,tuesday:random,alexandria:random",
                              "--seed", "21", "--save", str(first)])
    rc, out = run(monkeypatch, capsys, ["--replay", str(first), "--save", str(second)])
    assert rc == 0
    assert saved(second)["state_hash"] == saved(first)["state_hash"]
    assert "=== Score pad ===" in out and saved(first)["state_hash"][:16] in out


def test_replay_of_an_unfinished_game_continues_it(monkeypatch, capsys, tmp_path) -> None:
    save = tmp_path / "g.json"
    run(monkeypatch, capsys, ["--players", "edward:human,tuesday:random", "--seed", "3",
                              "--save", str(save)], ["1", "1"])
    head = saved(save)
    rc, out = run(monkeypatch, capsys, ["--replay", str(save), "--players", "edward:random,tuesday:random",
                                        "--save", str(save)])
    assert rc == 0 and f"Replayed {len(head['actions'])} action(s)" in out
    assert "Lord Edward's hand" not in out  # a spectator's view of the replayed position
    assert saved(save)["actions"][:len(head["actions"])] == head["actions"]
    assert Game.from_save(saved(save)).is_over


def test_a_broken_save_is_refused(monkeypatch, capsys, tmp_path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1, "actions": []}', encoding="utf-8")
    assert text.main(["--replay", str(bad)]) == 2
    assert "Cannot replay" in capsys.readouterr().err


def test_a_second_human_never_sees_the_first_humans_hand(monkeypatch, capsys) -> None:
    """Hotseat: a "Pass to ..." screen comes before every change of human seat, and each seat's
    screen shows its own hand and private log lines only."""
    g = Game.new(GameConfig(("edward", "tuesday"), seed=3))
    private = {s: next(e.text for e in g.log if e.visible_to == (s,)) for s in (0, 1)}
    answer = lambda prompt: "" if "press Enter" in prompt else "1"  # noqa: E731
    rc, out = run(monkeypatch, capsys, ["--players", "edward:human,tuesday:human", "--seed", "3"],
                  answer, limit=60)
    segments = out.split("Pass to ")[1:]
    owners = ["Lord Edward" if s.startswith("Lord Edward") else "Lady Tuesday" for s in segments]
    assert {"Lord Edward", "Lady Tuesday"} == set(owners)
    assert all(a != b for a, b in zip(owners, owners[1:], strict=False))  # passed at each change
    assert out.index("Pass to ") < out.index("'s hand:")
    for owner, segment in zip(owners, segments, strict=True):
        hands = re.findall(r"^(.*)'s (?:hand|Tea cards|draw deck)", segment, re.M)
        assert hands and set(hands) == {owner}
        seat = 0 if owner == "Lord Edward" else 1
        assert private[1 - seat] not in segment
    assert private[0] in segments[0]


def test_the_result_names_the_tie_break_or_a_shared_win() -> None:
    """Rulebook p.17: a tie goes to the most influence on the tracker; RULINGS R6.9: a tie
    after that is a shared win."""
    g = Game.new(GameConfig(("edward", "tuesday", "shae"), seed=1))
    sheet = lambda seat, vp, infl: ScoreSheet(seat, (Line("Whist tricks", (("x", vp),)),), infl)  # noqa: E731
    clear = text_render.result(g, [sheet(0, 30, 1), sheet(1, 20, 5), sheet(2, 10, 0)])
    assert clear == "Winner: Lord Edward with 30 VP"
    broken = text_render.result(g, [sheet(0, 30, 1), sheet(1, 30, 5), sheet(2, 10, 9)])
    assert "Lord Edward and Lady Tuesday tie on 30 VP" in broken
    assert "Lady Tuesday wins the tie-break" in broken and "(1 vs 5)" in broken
    shared = text_render.result(g, [sheet(0, 30, 4), sheet(1, 30, 2), sheet(2, 30, 4)])
    assert shared.endswith("(4 vs 2 vs 4) leaves a shared win: Lord Edward and Lord Shae")


def test_bad_players_are_refused() -> None:
    for bad in ("edward:human", "edward:human,bob:random", "edward:human,shae:chess",
                "edward:human,edward:random"):
        with pytest.raises(SystemExit):
            text.main(["--players", bad])


def test_apistocracy_text_routes_here(monkeypatch, capsys) -> None:
    monkeypatch.setattr("builtins.input", lambda prompt="": pytest.fail("no human seat"))
    assert entry.main(["--text", "--players", "edward:random,tuesday:random", "--seed", "1"]) == 0
    assert "=== Score pad ===" in capsys.readouterr().out


def test_python_dash_m_plays_a_whole_game() -> None:
    proc = subprocess.run([sys.executable, "-m", "apistocracy_gui.text", "--players",
                           "edward:random,tuesday:random", "--seed", "3"],
                          capture_output=True, text=True, encoding="utf-8", check=True, timeout=60)
    assert "=== Score pad ===" in proc.stdout and "Winner" in proc.stdout


def test_why_not_command(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    """`w` lists what is not offered and why (issue 12); `w WORD` narrows it by name."""
    _rc, out = run(monkeypatch, capsys, ["--players", "edward:human,tuesday:random", "--seed", "3"],
                   ["w", "w dinner", "pm_bonus_1", "q"])
    assert "Not offered now:" in out
    assert "the Beehive, without moving: You can still pay for a space" in out
    assert out.count("Dinner with the Prime Minister") >= 3  # `w`, `w dinner`, and typed by name
    assert "Not understood: 'pm_bonus_1'" not in out


# --------------------------------------------------------------------------- hostile files (issue 10)
@pytest.mark.parametrize(("content", "words"), [
    (b'{"game": {"format": 2, "x": "\xff\xfe"}}', ["not valid JSON"]),
    (b"[" * 100_000 + b"]" * 100_000, ["nested more than"]),
    (b'{"game": {}, "controllers": [], "n": 1' + b"0" * 5000 + b"}", ["g.json"]),
    (b'{"game": {"format": 1}, "controllers": []}', ["save format 1"]),
    (b'{"format": 2, "actions": []}', ["the field $.format is not one the game knows"]),
    (b"", ["not valid JSON"]),
])
def test_a_hostile_replay_file_is_one_line_and_exit_2(tmp_path, capsys, content, words) -> None:
    path = tmp_path / "g.json"
    path.write_bytes(content)
    assert text.main(["--replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"Cannot replay {path}:"), err
    for word in words:
        assert word in err


def test_a_replay_with_unknown_controllers_is_refused(monkeypatch, capsys, tmp_path) -> None:
    save = tmp_path / "g.json"
    run(monkeypatch, capsys, ["--players", "edward:human,tuesday:random", "--seed", "3",
                              "--save", str(save)], ["1"])
    data = json.loads(save.read_text())
    data["controllers"] = ["human", "grandmaster"]
    save.write_text(json.dumps(data))
    assert text.main(["--replay", str(save)]) == 2
    assert "controllers[1]: 'grandmaster'" in capsys.readouterr().err


@pytest.mark.parametrize("target", ["missing/g.json", "a-dir"])
def test_a_bad_save_target_is_refused_before_the_game(tmp_path, capsys, monkeypatch, target) -> None:
    (tmp_path / "a-dir").mkdir()
    monkeypatch.setattr("builtins.input", lambda prompt="": pytest.fail("the game started"))
    with pytest.raises(SystemExit) as info:
        text.main(["--players", "edward:human,tuesday:random", "--save", str(tmp_path / target)])
    assert info.value.code == 2
    assert "--save" in capsys.readouterr().err


def test_a_failed_save_keeps_the_old_file_and_says_so(monkeypatch, capsys, tmp_path) -> None:
    """A full disk mid-write (injected): the earlier save stays whole and loadable."""
    save = tmp_path / "g.json"
    run(monkeypatch, capsys, ["--players", "edward:human,tuesday:random", "--seed", "3",
                              "--save", str(save)], ["1"])
    before = save.read_bytes()

    def full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("os.fsync", full)
    rc, out = run(monkeypatch, capsys, ["--replay", str(save), "--save", str(save)], ["2", "q"])
    assert "Not saved:" in out and "no space left on the disk" in out
    assert save.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]


def test_the_pass_screen_clears_the_scrollback_on_a_terminal(monkeypatch, capsys) -> None:
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True, raising=False)
    rc, out = run(monkeypatch, capsys, ["--players", "edward:human,tuesday:human", "--seed", "3"],
                  ["", "1", ""])
    assert "\033[3J" in out and "\033[2J" in out
    assert "not a terminal" not in out


def test_the_pass_screen_warns_when_output_is_not_a_terminal(monkeypatch, capsys) -> None:
    rc, out = run(monkeypatch, capsys, ["--players", "edward:human,tuesday:human", "--seed", "3"],
                  ["", "1", ""])
    assert "Output is not a terminal" in out and "\033[3J" not in out


def test_the_seed_is_told_only_after_the_game_r7_1(monkeypatch, capsys) -> None:
    """RULINGS R7.1: no line shows the seed while the game is on; after the score pad the
    season's seed is told with the command that replays it."""
    seats = "shae:random,alexandria:random"
    rc, out = run(monkeypatch, capsys, ["--players", seats, "--seed", "987654321"])
    pad = out.index("=== Score pad ===")
    assert rc == 0 and "987654321" not in out[:pad] and "seed" not in out[:pad].lower()
    assert f"apistocracy --text --players {seats} --seed 987654321" in out[pad:]


def test_a_game_without_a_seed_gets_an_unguessable_one_r7_1(monkeypatch, capsys) -> None:
    """R7.1: with no --seed the game draws `new_seed()`, 63 bits, not one of a million."""
    monkeypatch.setattr(text, "new_seed", lambda: 2 ** 62 + 12345)
    rc, out = run(monkeypatch, capsys, ["--players", "edward:random,tuesday:random"])
    assert rc == 0 and f"seed was {2 ** 62 + 12345}." in out
