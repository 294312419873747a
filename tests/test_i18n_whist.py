"""The whist table, the end of a season, the review and the replay viewer in German and French
(issue 35): under the pseudo-locale every text these screens write themselves is translated,
so a string added without `_()` fails here; and a few real sentences read right in German and
French, plurals at 1 and 2 included. (conftest.py puts every test back in English.)
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from test_gui_scenes import finished_session, session_at_whist, show  # noqa: E402

from apistocracy_gui import i18n  # noqa: E402
from apistocracy_gui.gui import theme as T  # noqa: E402
from apistocracy_gui.gui.scenes import scorepad  # noqa: E402
from apistocracy_gui.gui.scenes.replay import ReplayScene, chapter_name  # noqa: E402
from apistocracy_gui.gui.scenes.review import ReviewScene, mark_name  # noqa: E402
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene  # noqa: E402
from apistocracy_gui.gui.scenes.whist import WhistScene  # noqa: E402
from apistocracy_gui.replay import Replay  # noqa: E402
from apistocracy_gui.review.model import (  # noqa: E402
    FORMAT,
    DecisionReview,
    Luck,
    Mark,
    Moment,
    Review,
    SeatSummary,
)
from apistocracy_gui.review.moments import decision_title, luck_title  # noqa: E402
from apistocracy_gui.review.report import as_text  # noqa: E402
from apistocracy_gui.review.words import Words  # noqa: E402

PSEUDO_LETTERS = set("áéíóúýçñšřžÁÉÍÓÚÝÇÑŠŽ")


def drawn(app, monkeypatch) -> list[str]:
    """Every string the next frame draws."""
    record: list[tuple[str, str, int]] = []
    monkeypatch.setattr(T, "RECORD", record)
    for scene in app.manager.stack:
        scene.dirty = True
    app.frame([], 0.01)
    monkeypatch.setattr(T, "RECORD", None)
    return [s for what, s, _px in record if what == "text"]


def untranslated(texts: list[str], theirs: set[str]) -> list[str]:
    """The texts that are neither pseudo-localised (a `[... ~~]` msgid, maybe formatted, maybe
    cut to fit) nor a number, a symbol, nor one of `theirs`: people's names and the lines the
    engine writes (the Chronicle, the prompts, the score's parts: other files' business)."""
    def fine(s: str) -> bool:
        letters = [c for c in s if c.isalpha()]
        part = s.rstrip("\u2026").strip()  # a line cut to fit, or one of a wrapped paragraph
        accented = any(c in PSEUDO_LETTERS for c in s)  # a line of a wrapped pseudo paragraph
        return "[" in s or accented or len(letters) < 2 or any(part in t for t in theirs)
    return [s for s in texts if not fine(s)]


def engine_words(game) -> set[str]:
    """What the engine writes for these screens (translated where it is made, not here)."""
    words = {game.name(seat) for seat in range(len(game.st.players))}
    view = game.observe(None)
    words |= set(view["log"]) | {game.prompt(None)} | {game.prompt(game.current_player)}
    words |= {a.label for a in game.legal_actions()}  # the Card Sharp's choice, say
    words |= {label for sheet in game.scores() for line in sheet.lines for label, _v in line.parts}
    return words


def review_of(game) -> Review:
    """A small review made by hand (a real one takes the Hard computer's time): a mistake of
    the first seat, and a swing of luck."""
    d = DecisionReview(4, 0, "PlaceCard", 2, "season", ["noop", "ballroom"], ["noop", "parlor"],
                       0.31, 0.52, 10.0, 12.0, 0.21, 2.0, 8, "mistake", margin_loss=2.0)
    x = Luck(9, 4, 0, ["draw", "Tea cards"], 0.4, 0.55, 0.15)
    seats = [SeatSummary(s, game.name(s), s == 0, True, 71.5,
                         {"best": 2, "good": 1, "inaccuracy": 1, "mistake": 1, "blunder": 0}, 9)
             for s in range(len(game.st.players))]
    moments = [Moment(4, 0, "decision", ["noop", "parlor"]), Moment(9, 0, "luck")]
    return Review(FORMAT, "", "", "standard", seats, [d], [x], moments,
                  [Mark(0, "Week 1"), Mark(3, "Week 2"), Mark(12, "Whist")], 20)


def test_the_whist_table_writes_nothing_of_its_own_in_english(app, monkeypatch) -> None:
    s = session_at_whist(["human", "random"], 9)
    app.settings.tips = False  # the tips are the tips' helper's (tips_view.py)
    show(app, WhistScene(app, s))
    i18n.set_language(i18n.PSEUDO)
    texts = drawn(app, monkeypatch)
    assert any(t.startswith("[Whíšt") for t in texts)
    missed = untranslated(texts, engine_words(s.game))
    assert missed == [], missed


def test_the_score_pad_writes_nothing_of_its_own_in_english(app, monkeypatch) -> None:
    monkeypatch.setattr(scorepad, "draw_earned", lambda *_a: None)  # the achievements: earned.py's
    s = finished_session()
    scene = ScorePadScene(app, s)
    show(app, scene)
    app.frame([], 10.0)  # the count has ended: the verdict and the tie-break show
    scene.toggle(0)  # a line opened to its parts
    i18n.set_language(i18n.PSEUDO)
    texts = drawn(app, monkeypatch)
    missed = untranslated(texts, engine_words(s.game))
    assert missed == [], missed


def test_the_review_and_the_replay_write_nothing_of_their_own_in_english(app, monkeypatch) -> None:
    s = finished_session(n=2)
    g, controllers = s.game, ["human", "human"]
    review = review_of(g)
    show(app, ReviewScene(app, g.to_save(), controllers, "", review))
    i18n.set_language(i18n.PSEUDO)
    texts = drawn(app, monkeypatch)
    assert any("Wéék 2" in t for t in texts)  # the moment's line, made again in the language
    missed = untranslated(texts, engine_words(g) | {"The Parlor was free."})
    assert missed == [], missed
    i18n.set_language("en")
    replay = Replay(g.to_save(), controllers)
    scene = ReplayScene(app, replay)
    show(app, scene)
    scene.go(next(step for name, step in replay.chapters() if name == "Trick 2"))
    i18n.set_language(i18n.PSEUDO)
    texts = drawn(app, monkeypatch)
    missed = untranslated(texts, engine_words(scene.replay.game))
    assert missed == [], missed


def test_german_and_french_sentences_and_plurals() -> None:
    s = finished_session(n=2)
    review = review_of(s.game)
    d, x = review.decisions[0], review.luck[0]
    i18n.set_language("de")
    assert decision_title(d, "Lord Edward", "Play the Ballroom", "Play the Parlor") == (
        "Woche 2: Lord Edward wählte „Play the Ballroom“, einen Fehler. Der bessere Zug, „Play the "
        "Parlor“, hätte eine Siegchance von 52\u00a0% behalten; Ihr Zug ließ 31\u00a0% und am Ende etwa "
        "2,0 Punkte weniger gegenüber Ihrem nächsten Rivalen.")
    assert luck_title(x, "Lord Edward").startswith("Glück für Lord Edward: das Ziehen und Teekarten")
    assert (chapter_name("Trick 3"), mark_name("Week 4")) == ("Stich 3", "W4")
    text = as_text(review, Words(s.game.to_save(), review))
    assert "Saisonrückblick (Grundspiel, 20 Aktionen)." in text
    assert "2 beste Züge, 1 guter Zug, 1 Ungenauigkeit, 1 Fehler und 0 Patzer" in text
    i18n.set_language("fr")
    assert decision_title(d, "Lord Edward", "Play the Ballroom", "Play the Parlor").startswith(
        "Semaine 2, Lord Edward a choisi «\u00a0Play the Ballroom\u00a0», une erreur.")
    text = as_text(review, Words(s.game.to_save(), review))
    assert "Analyse de la saison (mode standard, 20 actions)." in text
    assert "2 meilleurs coups, 1 bon coup, 1 imprécision, 1 erreur et 0 gaffe" in text
    i18n.set_language("en")
    assert decision_title(d, "Lord Edward", "Play the Ballroom", "Play the Parlor").startswith(
        "Week 2, Lord Edward chose \u201cPlay the Ballroom\u201d, a mistake.")
