"""The just-in-time tips, read from `rules_data/tutorial/tips.yaml` (issue 38).

Each tip names its trigger in data (a decision kind, an event kind with simple conditions on
its data, named conditions on the position, a quiet stretch) so a designer adds or rewords a
tip without touching code. It is checked like the rules data, with the same field-by-field
reader: an unknown field, an event or decision kind the engine never produces, a condition
the code does not know, a Rules section that does not exist, all fail naming the file and
the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..engine.catalog import CHARACTERS, RulesDataError, _Entry, _read
from ..resources import RULES_DATA

FILE = "tips.yaml"
DIRECTORY = RULES_DATA / "tutorial"
# The decisions the engine asks of a player (the Decision classes; a test keeps this whole).
DECISION_KINDS = ("PlaceCard", "Payment", "HiveMove", "BonusChoice", "SidewaysBonus", "FreeMove",
                  "TeaKeep", "ChooseFaceUp", "ColumnChoice", "TonChoice", "ParlorAction",
                  "SwapChance", "TrashChoice", "GainInfluence", "ChooseSet", "DraftGoal",
                  "ChooseBonus", "TrashDown", "SharpChoice", "PlayCard")
# The events a tip may wait for (ARCHITECTURE.md's table; a test checks each is emitted).
EVENT_KINDS = ("goal_drafted", "week_started", "cards_drawn", "card_placed", "beehive_stayed",
               "stayed_home", "brooch_moved", "track_changed", "paid", "star_gained",
               "queen_gained", "queens_exhausted", "card_trashed", "club_power", "space_refilled",
               "deck_shuffled", "ballroom_taken", "ballroom_blind", "ballroom_trashed",
               "column_placed", "ton_forfeited", "art_commissioned", "tea_kept", "tea_used",
               "token_taken", "token_declined", "token_unclaimed", "goal_reached",
               "beehive_flipped", "bonus_chosen", "cat_flipped", "cat_acted", "week_ended",
               "cards_dealt", "sharp_chosen", "diamonds_broken", "card_played", "trick_won",
               "game_ended")
# Named conditions on the position; their code is `tips.CONDITIONS` (a test keeps both whole).
CONDITION_NAMES = ("queen_in_hand", "pm_spaces", "leading", "following", "void", "last_card")
WHOSE = ("any", "mine", "theirs")
MODES = ("standard", "advanced", "solo")


@dataclass(frozen=True)
class Tip:
    id: str
    text: str
    rules: str  # the Rules overlay's section its "More" button opens
    point: str = ""  # what it sits beside (the coach's names; "{key}" from the event's data)
    decision: str = ""
    event: str = ""
    whose: str = "any"
    where: tuple[tuple[str, tuple[str, ...]], ...] = ()  # event data key, the values allowed
    conditions: tuple[str, ...] = ()
    offers: str = ""  # an action kind that must be on offer
    quiet: int = 0  # learner decisions without coaching before it may show
    modes: tuple[str, ...] = MODES
    characters: tuple[str, ...] = ()  # () for everyone

    def applies(self, mode: str, character: str) -> bool:
        """Whether the tip can ever show in a game of `mode` to `character`."""
        return mode in self.modes and (not self.characters or character in self.characters)


def rules_sections() -> tuple[str, ...]:
    """The Rules overlay's headings (the sections a "More" button may open)."""
    from .scenes.rules_text import RULES

    return tuple(text for kind, text in RULES if kind == "h")


def _where(e: _Entry) -> tuple[tuple[str, tuple[str, ...]], ...]:
    raw = e.get("where", dict, {})
    out = []
    for key, value in raw.items():
        values = value if isinstance(value, list) else [value]
        if not isinstance(key, str) or not values or not all(
                isinstance(v, (str, int)) and not isinstance(v, bool) for v in values):
            e.fail(f"{key!r}: expected a value or a list of values (text or numbers)", "where")
        out.append((key, tuple(str(v) for v in values)))
    return tuple(out)


def _tip(e: _Entry, sections: tuple[str, ...]) -> Tip:
    tid = e.get("id", str)
    text = e.get("text", str)
    if not text.strip():
        e.fail("must say something", "text")
    rules = e.choice("rules", sections)
    decision = e.choice("decision", DECISION_KINDS, "")
    event = e.choice("event", EVENT_KINDS, "")
    if not decision and not event:
        e.fail("a tip needs a trigger: a decision, an event, or both", "decision")
    whose = e.choice("whose", WHOSE, "any")
    where = _where(e)
    if (where or whose != "any") and not event:
        e.fail("'where' and 'whose' test an event: name the event", "event")
    conditions = tuple(e.choices("if", CONDITION_NAMES)) if "if" in e.data else ()
    e.seen.add("if")
    modes = tuple(e.choices("modes", MODES)) if "modes" in e.data else MODES
    e.seen.add("modes")
    characters = tuple(e.choices("characters", CHARACTERS)) if "characters" in e.data else ()
    e.seen.add("characters")
    tip = Tip(tid, text, rules, e.get("point", str, ""), decision, event, whose, where, conditions,
              e.get("offers", str, ""), e.number("quiet", 0, 40, 0), modes, characters)
    if tip.quiet and not decision:
        e.fail("a quiet tip waits for a decision: name the decision", "quiet")
    e.done()
    return tip


@cache
def load(directory: Path = DIRECTORY) -> tuple[Tip, ...]:
    """Every tip, checked; RulesDataError naming the file and the field."""
    top = _read(Path(directory), FILE)
    sections = rules_sections()
    tips = tuple(_tip(e, sections) for e in top.entries("tips"))
    top.done()
    ids = [t.id for t in tips]
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        raise RulesDataError(f"{FILE}: tips: the id {twice[0]!r} is used twice")
    if not tips:
        raise RulesDataError(f"{FILE}: tips: at least one tip")
    return tips
