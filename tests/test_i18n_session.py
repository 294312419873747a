"""The session layer and the file messages speak the player's language (issue 35): the Saved
games lines (mode, week, opponents, seats, when), the Replays list and the replay viewer's
heading, and every message about a damaged, refused or misplaced file.

Built from real saved games in a temporary data folder. German must carry no English
fragment; a replay kept with an English label is worded in German from its summary; and
under the pseudo-locale (every msgid made pseudo, as in test_i18n_chronicle.py) the same lines
carry its markers, so a sentence glued from English pieces fails here. (conftest.py puts
every test back in English.)
"""

from __future__ import annotations

import datetime
import json
import random
import re
from pathlib import Path

import msgspec
import pytest

from apistocracy_gui import i18n, replays, savegame, slots, userfiles
from apistocracy_gui.engine import Game, GameConfig, SaveError
from apistocracy_gui.gui.scenes.replay import heading_line
from apistocracy_gui.gui.scenes.replays import ReplaysScene
from apistocracy_gui.session import Session, load_autosave

ENGLISH = re.compile(r"\b(week|against|won by|today|yesterday|you|players?|finished|in progress|left|"
                     r"seed|folder|file|could not|cannot|saved game)\b")


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture
def german():
    i18n.set_language("de")
    if i18n.language() != "de" or i18n._("Saved games") == "Saved games":
        pytest.skip("the German catalog is not compiled")
    yield


@pytest.fixture
def qps(monkeypatch):
    monkeypatch.setattr(i18n, "template_ids", lambda path: None)  # every msgid made pseudo
    i18n.set_language("qps")
    yield


def pseudo(text: str) -> bool:
    return "~]" in text  # a pseudo-localised sentence ends "... ~~~]"


def season(slot: str, seed: int, controllers=("human", "easy"), moves: int = 4) -> Session:
    s = Session.start(GameConfig(("edward", "tuesday"), seed=seed), list(controllers), slot=slot)
    rng = random.Random(seed)
    for _ in range(moves):
        s.act(rng.choice(s.game.legal_actions()))
    assert s.flush()
    return s


def finished(seed: int) -> Session:
    s = Session.start(GameConfig(("edward", "shae"), seed=seed), ["human", "medium"], slot="autosave-2.json")
    rng = random.Random(seed)
    while not s.game.is_over:
        s.game.apply(rng.choice(s.game.legal_actions()))
    s.autosave()
    assert s.flush()
    return s


def slot_lines(shelf: slots.Shelf) -> list[str]:
    return [line for s in shelf.games for line in (s.headline(), s.seats(), s.when(), s.stage(),
                                                   s.opponents(), s.replay_label())]


def english_left(line: str) -> list[str]:
    names = re.sub(r"Lord Edward|Lady Tuesday|Lord Shae|Lady Cat|autosave[-\w.]*json", "", line)
    return ENGLISH.findall(names)


# --------------------------------------------------------------------------- German
def test_the_saved_games_lines_are_german(home, german):
    season(slots.FIRST, seed=3)
    season("autosave-3.json", seed=4, controllers=("human", "human"))
    finished(5)
    lines = slot_lines(slots.scan())
    assert len(lines) == 18
    for line in lines:
        assert english_left(line) == [], line
    joined = " | ".join(lines)
    assert "Woche 1" in joined and "gegen Mittel" in joined and "(Sie)" in joined and "heute, " in joined
    assert "gewonnen von" in joined and "2 Personen an diesem Computer" in joined


def test_the_replays_list_words_a_kept_game_now_from_its_summary(home, german):
    done = finished(7)
    i18n.set_language("en")
    assert replays.keep(done) == ""  # kept while the game spoke English
    kept = replays.load()[0]
    assert kept[0].label.startswith("Standard \u00b7 Lord Edward, Lord Shae") and "won by" in kept[0].label
    assert kept[0].saved.summary is not None
    i18n.set_language("de")
    shown = ReplaysScene.row_label(kept[0])
    assert "gewonnen von" in shown and english_left(shown) == [], shown
    assert kept[0].when() == i18n.date(datetime.date.today())
    replay = replays.open_kept(kept[0])
    heading = heading_line(replay)
    assert heading.startswith("Standard \u00b7 gewonnen von") and "Startwert" in heading
    assert "Lord Edward, Lord Shae" not in heading  # the players' mats are on screen


def test_an_old_kept_entry_without_a_summary_keeps_its_label(home, german):
    done = finished(8)
    saved = savegame.to_data(done.game, done.controllers)  # as kept before issue 35: no summary
    label = "Tutorial \u00b7 Lord Edward, Lord Shae"
    entry = replays.Kept(done.game.state_hash(), "2026-11-02", label, saved)
    userfiles.write(replays.FILE, [entry])
    kept, message = replays.load()  # the file schema is unchanged: old files load
    assert message == "" and kept[0].shown() == entry.label and kept[0].tutorial
    assert replays.open_kept(kept[0]).tutorial


def test_a_season_left_unfinished_is_worded_when_shown(home, german):
    s = season(slots.FIRST, seed=9)
    slot = slots.scan().games[0]
    i18n.set_language("en")
    assert replays.retire(slot) == ""
    kept = replays.load()[0]
    assert "left today" in kept[0].label  # frozen in English
    i18n.set_language("de")
    shown = kept[0].shown()
    assert "abgebrochen heute" in shown and english_left(shown) == [], shown
    assert kept[0].game == s.game.state_hash()


def test_damaged_and_misplaced_files_are_reported_in_german(home, german):
    (home / slots.FIRST).mkdir(parents=True)
    (home / "autosave-2.json").write_text("{not json", encoding="utf-8")
    shelf = slots.scan()
    report = " ".join(shelf.report())
    assert "ist ein Ordner, keine Datei" in report and "beiseitegelegt" in report, report
    assert shelf.continue_hint() == ("Keine gespeicherte Partie lässt sich fortsetzen: "
                                     f"{slots.FIRST} ist ein Ordner, keine Datei")
    (home / replays.FILE).write_text(json.dumps([{"game": 1}]), encoding="utf-8")
    message = replays.load()[1]
    assert message.startswith("Wiedergaben: replays.json") and "beiseitegelegt" in message, message
    _none, resumed = Session.resume(slots.FIRST)
    assert resumed.startswith("Die gespeicherte Partie konnte nicht fortgesetzt werden"), resumed


def test_a_refused_save_says_why_in_german(home, german):
    season(slots.FIRST, seed=11)
    data = json.loads((home / slots.FIRST).read_text())
    data["game"]["actions"] = data["game"]["actions"][:-1]
    (home / slots.FIRST).write_text(json.dumps(data))
    loaded, message = load_autosave(slots.FIRST)
    assert loaded is None and "bearbeitet oder beschädigt" in message and "beiseitegelegt" in message, message
    with pytest.raises(SaveError, match="nicht lesbar|existiert nicht"):
        replays.open_file(home / "nothing.json")
    with pytest.raises(userfiles.UnsavedError, match="konnte nicht gespeichert werden"):
        userfiles.write_bytes(home / "no" / "such" / "folder.json", b"{}")


# --------------------------------------------------------------------------- the pseudo-locale
def test_every_session_line_and_file_message_passes_through_the_catalog(home, qps):
    season(slots.FIRST, seed=3)
    finished(5)
    shelf = slots.scan()
    lines = slot_lines(shelf)
    kept = replays.Kept("x", "2026-11-02", "old", msgspec.structs.replace(
        shelf.games[-1].saved, summary=shelf.games[-1].summary))
    lines += [kept.shown(), ReplaysScene.row_label(kept), shelf.continue_hint() or "[~]",
              heading_line(replays.open_kept(kept))]
    for line in lines:
        assert pseudo(line), line
    (home / "autosave-3.json").mkdir()
    (home / "autosave-4.json").write_text("[]", encoding="utf-8")
    report = slots.scan().report()
    assert len(report) == 2 and all(pseudo(m) for m in report), report
    game = Game.new(GameConfig(("edward", "tuesday"), seed=1))
    for bad in ([], {**game.to_save(), "check": "0"}):
        with pytest.raises(SaveError) as refused:
            Game.from_save(bad)
        assert pseudo(str(refused.value)), refused.value
    with pytest.raises(SaveError) as refused:
        savegame.check_controllers(["human"], 2)
    assert pseudo(str(refused.value))


@pytest.mark.slow
def test_the_setup_text_and_the_hints_pass_through_the_catalog(qps):
    """The setup screens' character text and the Hint's reasons (translated on this branch
    too): every line pseudo, in each mode the setup shows."""
    from apistocracy_gui.engine import default_catalog
    from apistocracy_gui.gui.scenes.character_text import character_lines, description
    from apistocracy_gui.review.hint import hint

    for ch in default_catalog().characters.values():
        assert pseudo(description(ch.id))
        for mode in ("standard", "advanced"):
            for head, body in character_lines(ch, mode):
                assert pseudo(head) and pseudo(body), (head, body)
    g = Game.new(GameConfig(("edward", "tuesday"), seed=3))
    rng, reasons = random.Random(1), set()
    while not g.is_over and len(g.actions_taken) < 400:
        legal = g.legal_actions()
        if g.current_player is not None and len(g.actions_taken) % 5 == 0:
            reasons.add(hint(g.view(g.current_player), legal, len(g.actions_taken)).why)
        g.apply(rng.choice(legal))
    assert len(reasons) > 10
    for why in reasons:
        assert pseudo(why), why
