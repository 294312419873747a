"""The reasons inside file messages are the player's language too (issue 35): the OS's own
words ("Permission denied", "No space left on device") and msgspec's ("Expected `int`, got
`str` - at `$.seed`") never reach a message; each common errno has its own translated reason,
any other is named by its code, and a schema failure keeps only the field's JSON path.

The OS errors are injected with the OS's English text, so a message that still embeds
`strerror` shows it here. (conftest.py puts every test back in English.)
"""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import msgspec
import pytest

from apistocracy_gui import i18n, reasons, userfiles
from apistocracy_gui.engine import Game, GameConfig, SaveError
from apistocracy_gui.review.cli import read_save

COMMON = ["EACCES", "EPERM", "ENOSPC", "EDQUOT", "EROFS", "ENOENT", "ENOTDIR", "EISDIR", "EEXIST",
          "ENAMETOOLONG", "EIO", "EBUSY"]


class Thing(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    seed: int = 0


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path / "data"))
    userfiles._probe.cache_clear()
    yield tmp_path / "data"
    userfiles._probe.cache_clear()


@pytest.fixture
def german():
    i18n.set_language("de")
    if i18n._("Saved games") == "Saved games":
        pytest.skip("the German catalog is not compiled")
    yield


def os_error(name: str) -> OSError:
    number = getattr(errno, name)
    return OSError(number, os.strerror(number))  # the OS's own English words


@pytest.mark.parametrize("name", COMMON)
def test_each_common_errno_has_its_own_words_in_each_language(name):
    if not hasattr(errno, name):
        pytest.skip(f"{name} is not an errno on this OS")
    exc = os_error(name)
    english = str(reasons.of(exc))
    assert english == reasons.COMMON_REASONS[name] != exc.strerror
    for code in ("de", "fr"):
        i18n.set_language(code)
        said = str(reasons.of(exc))
        assert said and said != english and exc.strerror not in said, (code, said)


def test_another_errno_is_named_by_its_code_in_the_language():
    exc = OSError(errno.ETIMEDOUT, os.strerror(errno.ETIMEDOUT))
    assert str(reasons.of(exc)) == "a system error (ETIMEDOUT)"
    assert str(reasons.of(RuntimeError("boom"))) == "a system error (RuntimeError)"
    i18n.set_language("de")
    assert str(reasons.of(exc)) == "ein Systemfehler (ETIMEDOUT)"


def test_a_schema_failure_is_a_sentence_with_the_field_path():
    for data, said in [(b'{"name": "a", "seed": "3"}', "the value at $.seed is not what the game expects"),
                       (b'{"seed": 3}', "the field $.name is missing"),
                       (b'{"name": "a", "colour": 1}', "the field $.colour is not one the game knows"),
                       (b'[1]', "the value at $ is not what the game expects")]:
        with pytest.raises(msgspec.ValidationError) as failed:
            msgspec.json.decode(data, type=Thing, strict=True)
        assert reasons.schema(failed.value) == said


def test_a_full_disk_is_said_in_german(home, german, monkeypatch):
    def full(fd):
        raise os_error("ENOSPC")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(userfiles.UnsavedError) as failed:
        userfiles.write("thing.json", Thing("a"))
    assert str(failed.value).endswith("konnte nicht gespeichert werden (kein Platz mehr auf dem Datenträger)")
    assert "No space" not in str(failed.value)


def test_a_damaged_file_is_said_in_german_with_its_field(home, german):
    home.mkdir()
    (home / "thing.json").write_text('{"name": "a", "seed": "3"}', encoding="utf-8")
    _value, message = userfiles.read("thing.json", Thing)
    said = "thing.json: der Wert bei $.seed entspricht nicht dem, was das Spiel erwartet."
    assert message.startswith(said), message
    assert "Expected" not in message and "`" not in message
    (home / "thing.json").write_text('{"name": ', encoding="utf-8")
    _value, message = userfiles.read("thing.json", Thing)
    assert message.startswith("thing.json: kein gültiges JSON (der Text bricht vorzeitig ab)."), message


def test_the_data_folders_problem_is_worded_in_the_language_chosen_since(home, monkeypatch):
    """The folder is probed once, in English; the title reads its problem after the player
    chose German."""
    real_stat = os.stat

    def denied(path, *args, **kwargs):
        if str(path).startswith(str(home)):
            raise os_error("EACCES")
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", denied)
    assert userfiles.home().problem == f"{home} cannot be used (permission denied)"
    i18n.set_language("de")
    assert userfiles.home().problem == f"{home} ist nicht nutzbar (keine Berechtigung)"


def test_a_malformed_save_and_a_review_of_an_unreadable_file_are_german(tmp_path, german, monkeypatch):
    save = Game.new(GameConfig(("edward", "tuesday"), seed=1)).to_save()
    save["config"]["seed"] = "1"
    with pytest.raises(SaveError) as refused:
        Game.from_save(save)
    assert str(refused.value) == ("fehlerhafter Spielstand: der Wert bei $.config.seed entspricht nicht "
                                  "dem, was das Spiel erwartet")
    path = tmp_path / "g.json"
    path.write_text(json.dumps(save), encoding="utf-8")

    def denied(self):
        raise os_error("EACCES")

    monkeypatch.setattr(Path, "read_bytes", denied)
    with pytest.raises(SaveError) as refused:
        read_save(str(path))
    assert str(refused.value) == f"{path} konnte nicht gelesen werden (keine Berechtigung)"
