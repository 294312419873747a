"""The terminal front end's refusals of a command line speak the player's language (issue 35):
`--save FILE` that cannot be written, found before the game starts, and a wrong `--players`,
refused while argparse reads it (so `--lang` must be followed before the parse).

Under the pseudo-locale made with no template (every msgid pseudo, as in
test_i18n_chronicle.py) each refusal of `check_save_target` must come out pseudo: a sentence
written without `_()` stays plain English and fails here. German is checked on the whole
error line. (conftest.py puts every test back in English.)
"""

from __future__ import annotations

import errno
import os

import pytest

from apistocracy_gui import i18n, reasons, text, userfiles


@pytest.fixture
def qps(monkeypatch):
    monkeypatch.setattr(i18n, "template_ids", lambda path: None)  # every msgid made pseudo
    i18n.set_language("qps")
    yield


def pseudo(line: str) -> bool:
    return bool(i18n.PSEUDO_DONE.fullmatch(line))


def refused(capsys, argv: list[str]) -> str:
    """The error line of a command line refused before the game starts."""
    with pytest.raises(SystemExit) as info:
        text.main(argv)
    assert info.value.code == 2
    return capsys.readouterr().err.strip().splitlines()[-1]


def test_every_save_target_refusal_passes_through_the_catalog(tmp_path, qps, monkeypatch):
    (tmp_path / "a-dir").mkdir()
    (tmp_path / "game.json").write_text("{}")
    problems = [text.check_save_target(str(tmp_path / "a-dir")),
                text.check_save_target(str(tmp_path / "missing" / "g.json"))]
    monkeypatch.setattr(os, "access", lambda path, mode: False)
    problems.append(text.check_save_target(str(tmp_path / "game.json")))
    monkeypatch.setattr(userfiles, "status", lambda path: ("unknown", reasons.of_errno(errno.EACCES)))
    problems.append(text.check_save_target(str(tmp_path / "game.json")))
    for problem in problems:
        assert pseudo(problem), problem


def test_a_bad_save_target_is_refused_in_german(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("builtins.input", lambda prompt="": pytest.fail("the game started"))
    (tmp_path / "a-dir").mkdir()
    line = refused(capsys, ["--lang", "de", "--players", "edward:human,tuesday:random",
                            "--save", str(tmp_path / "a-dir")])
    assert line.endswith(f"--save: {tmp_path / 'a-dir'} ist ein Ordner, keine Datei"), line
    line = refused(capsys, ["--lang", "de", "--save", str(tmp_path / "no" / "g.json")])
    assert line.endswith(f"--save: der Ordner {tmp_path / 'no'} existiert nicht"), line
    monkeypatch.setattr(os, "access", lambda path, mode: False)
    line = refused(capsys, ["--lang", "de", "--save", str(tmp_path / "g.json")])
    assert line.endswith(f"--save: {tmp_path / 'g.json'} ist nicht beschreibbar (keine Berechtigung)"), line


def test_wrong_players_are_refused_in_french(capsys):
    line = refused(capsys, ["--lang", "fr", "--players", "edward:wizard,tuesday:random"])
    assert "type de joueur inconnu 'wizard'\u00a0; types possibles\u00a0: human" in line, line
    line = refused(capsys, ["--lang", "fr", "--players", "edward:human"])
    assert line.endswith("une partie a de 2 à 4 places, pas 1"), line
