"""The engine's decision prompts and action labels speak the player's language (issue 35).

Seeded playouts of each mode (random legal actions) look at every prompt, the deciding seat's
and the public one, and every legal action's label at every step:

- in German each differs from its English rendering at the same step, unless the English is
  only names, numbers and symbols: every word of three letters or more in it is a person's
  or a card's name that German keeps as it is (`same_in_every_language`);
- under the pseudo-locale, with the committed template, each is wholly pseudo-localised: a
  string never extracted (or built without `_()`) stays plain English and fails here.

And a language chosen between two `legal_actions()` calls labels the second list anew.
"""

from __future__ import annotations

import functools
import random
import re

import pytest

from apistocracy_gui import i18n
from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.engine.flow import Decision
from apistocracy_gui.engine.whist import TrashDown

CONFIGS = [
    GameConfig(players=("edward", "tuesday"), seed=31),
    GameConfig(players=("alexandria", "shae", "edward", "tuesday"), seed=32),
    GameConfig(players=("shae",), mode="solo", seed=33),
    GameConfig(players=("alexandria",), mode="solo", seed=34),
    GameConfig(players=("edward", "alexandria", "tuesday"), mode="advanced", seed=35),
    GameConfig(players=("tuesday", "shae"), mode="advanced", seed=36),
    # seeds whose random play meets the rarer decisions: a free move from a Ton card (43), a
    # face-up Ballroom card to choose (44), two open Gallery sets (49), Lady Tuesday's
    # sideways bonus (80), the swap chance after a Parlor refill (83)
    GameConfig(players=("alexandria", "shae", "edward", "tuesday"), seed=43),
    GameConfig(players=("tuesday", "alexandria", "shae"), mode="advanced", seed=44),
    GameConfig(players=("alexandria", "shae", "edward", "tuesday"), mode="advanced", seed=49),
    GameConfig(players=("tuesday", "alexandria", "shae"), seed=80),
    GameConfig(players=("tuesday", "alexandria", "shae"), mode="advanced", seed=83),
]
WORD = re.compile(r"[^\W\d_]{3,}")


@pytest.fixture(autouse=True)
def _catalogs_read_once(monkeypatch):
    """A playout switches language at every step: each catalog is read from disk once."""
    monkeypatch.setattr(i18n, "load", functools.lru_cache(maxsize=None)(i18n.load))


def kept_names(g: Game) -> set[str]:
    """The words German keeps: the players' names, the named whist ranks (Victoria, Albert,
    Jack) and the Ton and L&C card kinds printed on the cards."""
    words = {"Victoria", "Albert", "Jack", "Ton"}
    for seat in range(len(g.st.players)):
        words |= set(WORD.findall(g.name(seat)))
    return words


def same_in_every_language(g: Game, english: str) -> bool:
    """The rule for a text that may read the same in German: it has no word but names."""
    return set(WORD.findall(english)) <= kept_names(g)


def texts(g: Game) -> list[str]:
    """Every prompt of the pending decision and every legal action's label, in order."""
    top = g.current_player
    return [g.prompt(top), g.prompt(None), *(a.label for a in g.legal_actions())]


def playout(config: GameConfig, look) -> int:
    """Play `config` with random legal actions, calling `look(g)` at every decision."""
    g = Game.new(config)
    rng = random.Random(config.seed)
    steps = 0
    while not g.is_over:
        look(g)
        g.apply(rng.choice(g.legal_actions()))
        steps += 1
    look(g)  # "The game is over"
    return steps


def _has_catalog(code: str) -> bool:
    i18n.set_language(code)
    return i18n._("Place a Calling Card") != "Place a Calling Card"


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c.mode}-{len(c.players)}-{c.seed}")
def test_every_prompt_and_label_is_german(config: GameConfig) -> None:
    if not _has_catalog("de"):
        pytest.skip("the de catalog does not hold the prompts' translations yet")
    seen: dict[str, int] = {}
    untranslated: list[str] = []

    def look(g: Game) -> None:
        i18n.set_language("de")
        german = texts(g)
        i18n.set_language("en")
        english = texts(g)
        assert len(german) == len(english)
        for de, en in zip(german, english, strict=True):
            seen[en] = seen.get(en, 0) + 1
            if de == en and not same_in_every_language(g, en):
                untranslated.append(en)
        i18n.set_language("de")

    assert playout(config, look) > 50
    assert not untranslated, sorted(set(untranslated))[:10]
    assert len(seen) > 20


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c.mode}-{len(c.players)}-{c.seed}")
def test_every_prompt_and_label_is_extracted(config: GameConfig) -> None:
    i18n.set_language(i18n.PSEUDO)
    plain: list[str] = []

    def look(g: Game) -> None:
        plain.extend(t for t in texts(g) if not i18n.PSEUDO_DONE.fullmatch(t))

    playout(config, look)
    assert not plain, sorted(set(plain))[:10]


def test_the_playouts_meet_every_decision() -> None:
    """Every kind of decision is looked at: the playouts' own, and the whist trash-down that
    random play does not reach, here on a Season hand."""
    kinds: set[str] = set()
    for config in CONFIGS:
        playout(config, lambda g: kinds.add(g.pending_kind()))
    decisions = {c.__name__ for c in Decision.__subclasses__()}  # (every module is imported)
    assert len(decisions) >= 20
    assert kinds >= decisions - {"TrashDown"}, decisions - kinds
    g = Game.new(CONFIGS[0])
    down = TrashDown(g.current_player)
    english = [down.prompt(g), down.public_prompt(g), *(a.label for a in down.legal(g))]
    i18n.set_language(i18n.PSEUDO)
    pseudo = [down.prompt(g), down.public_prompt(g), *(a.label for a in down.legal(g))]
    assert all(i18n.PSEUDO_DONE.fullmatch(t) for t in pseudo), pseudo
    if _has_catalog("de"):
        german = [down.prompt(g), down.public_prompt(g), *(a.label for a in down.legal(g))]
        assert all(de != en for de, en in zip(german, english, strict=True)), german


def test_the_rule_for_names_is_narrow() -> None:
    g = Game.new(CONFIGS[0])
    assert same_in_every_language(g, "Play Albert \u2665") is False  # "Play" is a word to translate
    assert same_in_every_language(g, f"{g.name(0)}: 3 \u2663") is True


def test_a_new_language_labels_the_legal_actions_anew() -> None:
    g = Game.new(CONFIGS[0])
    english = g.legal_actions()
    english_labels = [a.label for a in english]
    prompt = g.prompt(g.current_player)
    i18n.set_language(i18n.PSEUDO)
    pseudo = g.legal_actions()
    assert pseudo == english  # the same actions (kind and args) ...
    assert all(i18n.PSEUDO_DONE.fullmatch(a.label) for a in pseudo), [a.label for a in pseudo]
    assert [a.label for a in pseudo] != english_labels  # ... labelled anew
    assert g.prompt(g.current_player) != prompt
    i18n.set_language("en")
    assert [a.label for a in g.legal_actions()] == english_labels
    g.apply(g.legal_actions()[0])  # the action applies whatever language labelled it
    assert not g.is_over


def test_english_labels_stay_as_they_were() -> None:
    g = Game.new(CONFIGS[0])
    assert g.prompt(g.current_player) == "Place a Calling Card"
    assert g.prompt(None).endswith(" is placing a Calling Card")
    labels = [a.label for a in g.legal_actions()]
    assert "At Home with Host (free)" in labels
    assert any(re.fullmatch(r"the Parlor \(.+\)", label) for label in labels), labels


def test_a_brief_prompt_is_the_payment_s_short_wording_and_public_for_the_others() -> None:
    """`Game.prompt(seat, brief=True)` is the line a narrow top bar shows: a Payment says only
    what to pay (the panel keeps the reason); any other decision its prompt; another seat still
    reads the public wording."""
    g, rng, seen = Game.new(GameConfig(players=("edward", "tuesday"), seed=31)), random.Random(5), set()
    while not g.is_over and len(seen) < 2:
        seat, kind = g.current_player, g.pending_kind()
        brief = g.prompt(seat, brief=True)
        if kind == "Payment":
            assert brief.startswith("Pay ") and len(brief) < len(g.prompt(seat)) and " for " not in brief
        else:
            assert brief == g.prompt(seat)
        seen.add(kind == "Payment")
        assert g.prompt(1 - seat, brief=True) == g.prompt(1 - seat)
        g.apply(rng.choice(g.legal_actions()))
    assert seen == {True, False}
