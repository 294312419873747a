"""The window's and the terminal's command lines speak the player's language (issue 35):
`--lang` is followed before the parser is built, so the `--help` (our options' help and
argparse's own framing: "usage:", "options", "show this help message and exit"), a refusal
made while argparse converts an option (a wrong `--size`) and argparse's own refusals ("error:",
"invalid int value") are in it.

Under the pseudo-locale made with no template (every msgid pseudo, as in test_i18n_text.py)
every help text and heading of both parsers must come out pseudo: one written without `_()`
stays plain English and fails here. (conftest.py puts every test back in English.)
"""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
from babel.messages.extract import extract

from apistocracy_gui import __main__ as entry
from apistocracy_gui import app, i18n, text
from apistocracy_gui.argparse_words import WORDS

N = "\u00a0"


def said(capsys, argv: list[str]) -> tuple[int, str, str]:
    """(exit code, stdout, stderr) of `apistocracy ARGV` that stops in its parse."""
    with pytest.raises(SystemExit) as info:
        entry.main(argv)
    out = capsys.readouterr()
    return info.value.code, out.out, out.err


def test_a_wrong_size_is_refused_in_german(capsys):
    code, _out, err = said(capsys, ["--lang", "de", "--size", "0x0"])
    assert code == 2 and err.startswith("Aufruf: apistocracy [-h] [--size BxH]"), err
    assert err.splitlines()[-1] == ("apistocracy: Fehler: Argument --size: '0x0': jede Seite muss "
                                    "1-16384 betragen")
    _code, _out, err = said(capsys, ["--lang", "de", "--size", "big"])
    assert err.splitlines()[-1] == "apistocracy: Fehler: Argument --size: 'big' ist keine Größe wie 1600x900"


def test_argparse_s_own_refusals_are_in_french(capsys):
    code, _out, err = said(capsys, ["--lang", "fr", "--text", "--players", "nobody"])
    assert code == 2 and err.startswith(f"utilisation{N}: apistocracy --text [-h] [--players PLACES]"), err
    assert err.splitlines()[-1].startswith(
        f"apistocracy --text{N}: erreur{N}: argument --players{N}: personnage inconnu 'nobody'{N};"), err
    assert said(capsys, ["--lang", "fr", "--size"])[2].splitlines()[-1] == (
        f"apistocracy{N}: erreur{N}: argument --size{N}: il manque une valeur")
    assert said(capsys, ["--lang", "fr", "--text", "--seed", "x"])[2].splitlines()[-1] == (
        f"apistocracy --text{N}: erreur{N}: argument --seed{N}: valeur non valide (int){N}: 'x'")
    assert said(capsys, ["--lang", "fr", "--bogus"])[2].splitlines()[-1] == (
        f"apistocracy{N}: erreur{N}: arguments inconnus{N}: --bogus")


@pytest.mark.parametrize("argv, words", [
    (["--lang", "de", "--help"],
     ["Aufruf: apistocracy", "Optionen:", "diese Hilfe zeigen und beenden", "im Vollbild starten",
      "im Terminal:", "--players PLÄTZE", "die Version des Spiels zeigen und beenden"]),
    (["--lang", "fr", "--text", "--help"],
     [f"utilisation{N}: apistocracy --text", "options:", "afficher cette aide et quitter",
      "Jouer à Apistocracy dans un terminal.", "--seed GRAINE", "--replay FICHIER"]),
    (["--review", "--lang", "de", "--help"],
     ["Aufruf: apistocracy --review", "Die Entscheidungen einer gespeicherten Partie begutachten",
      "nur Platz N begutachten", "DATEI"])])
def test_the_help_is_in_the_language(argv, words, capsys):
    code, out, _err = said(capsys, argv)
    assert code == 0
    for word in words:
        assert word in out, word
    assert "show this help" not in out and "the game's random seed" not in out


@pytest.mark.parametrize("build", [app.build_parser, text.build_parser])
def test_every_help_text_and_heading_passes_through_the_catalog(build, monkeypatch):
    monkeypatch.setattr(i18n, "template_ids", lambda path: None)  # every msgid made pseudo
    i18n.set_language("qps")
    parser = build()
    words = [parser.description, *(g.title for g in parser._action_groups),
             *(a.help for a in parser._actions), *(a.metavar for a in parser._actions if a.metavar)]
    for word in words:
        assert i18n.PSEUDO_DONE.fullmatch(word or ""), word
    assert i18n.PSEUDO_DONE.fullmatch(parser.format_usage().split("apistocracy")[0].strip())


def test_the_listed_argparse_words_are_argparse_s_own():
    """argparse_words.py lists msgids as argparse says them: one changed by a new Python would
    be extracted, translated and never looked up."""
    source = Path(argparse.__file__)
    with source.open("rb") as f:
        said_by_argparse = {m if isinstance(m, str) else m[0]
                            for _line, m, _c, _ctx in extract("python", f, {"_": None, "ngettext": (1, 2)})}
    assert set(WORDS) <= said_by_argparse, set(WORDS) - said_by_argparse
