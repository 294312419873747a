"""The just-in-time tips, read from `rules_data/tutorial/tips.yaml` (issue 38).

Each tip names its trigger in data (a decision kind, an event kind with simple conditions on
its data, named conditions on the position, a quiet stretch) so a designer adds or rewords a
tip without touching code. It is checked like the rules data, with a declared schema read by
the same `rules_file`: an unknown field, an event or decision kind the engine never produces, a condition
the code does not know, a Rules section that does not exist, all fail naming the file and
the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Annotated

from msgspec import Meta, field

from ..engine.catalog import CHARACTERS, RulesDataError
from ..engine.rules_file import RulesFile, Where, read
from ..engine.rules_schemas import Schema
from ..resources import RULES_DATA
from .last_input import said

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
# Named conditions on the position (and the triggering event's data); their code is
# `tips.CONDITIONS` (a test keeps both whole).
CONDITION_NAMES = ("queen_in_hand", "pm_spaces", "leading", "following", "void", "last_card",
                   "tea_trashed", "tea_keepable", "card_in_discard", "tricks_left", "this_week",
                   "brooch_there", "favored_guest_free", "queens_favorite_free", "artists_muse_free",
                   "taster_start")
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
    topic: str = ""  # the id of the tip teaching the same thing, its own by default (one shows, all are seen)
    touch: str = ""  # the text said after a touch, where `text` names a mouse's way (a finger cannot hover)

    def said(self) -> str:
        """The tip's text (the catalog's msgid) for the input used last."""
        return said(self.text, self.touch) if self.touch else self.text

    def applies(self, mode: str, character: str) -> bool:
        """Whether the tip can ever show in a game of `mode` to `character`."""
        return mode in self.modes and (not self.characters or character in self.characters)


def rules_sections() -> tuple[str, ...]:
    """The Rules overlay's headings (the sections a "More" button may open)."""
    from .scenes.rules_text import RULES

    return tuple(text for kind, text in RULES if kind == "h")


class TipEntry(Schema):
    """A tip as tips.yaml writes it (the words it may use are checked against the tuples above)."""

    id: str
    text: str
    rules: str
    point: str = ""
    decision: str = ""
    event: str = ""
    whose: str = "any"
    where: dict[str, str | int | list[str | int]] = {}
    conditions: list[str] = field(name="if", default_factory=list)
    offers: str = ""
    quiet: Annotated[int, Meta(ge=0, le=40)] = 0
    modes: list[str] = field(default_factory=lambda: list(MODES))
    characters: list[str] = []
    topic: str = ""
    touch: str = ""


class TipsFile(Schema):
    tips: list[TipEntry]


def _tip(file: RulesFile, i: int, e: TipEntry, sections: tuple[str, ...]) -> Tip:
    at: Where = ["tips", i]
    if not e.text.strip():
        file.fail(at, "must say something", "text")
    file.check_choice(at, "rules", e.rules, sections)
    if e.decision:
        file.check_choice(at, "decision", e.decision, DECISION_KINDS)
    if e.event:
        file.check_choice(at, "event", e.event, EVENT_KINDS)
    if not e.decision and not e.event:
        file.fail(at, "a tip needs a trigger: a decision, an event, or both", "decision")
    file.check_choice(at, "whose", e.whose, WHOSE)
    where = []
    for key, value in e.where.items():
        values = value if isinstance(value, list) else [value]
        if not values:
            file.fail(at, f"{key!r}: expected a value or a list of values (text or numbers)", "where")
        where.append((key, tuple(str(v) for v in values)))
    if (where or e.whose != "any") and not e.event:
        file.fail(at, "'where' and 'whose' test an event: name the event", "event")
    for name, words, allowed in (("if", e.conditions, CONDITION_NAMES), ("modes", e.modes, MODES),
                                 ("characters", e.characters, CHARACTERS)):
        for j, word in enumerate(words):
            file.check_choice([*at, name], j, word, allowed)
    if e.quiet and not e.decision:
        file.fail(at, "a quiet tip waits for a decision: name the decision", "quiet")
    return Tip(e.id, e.text, e.rules, e.point, e.decision, e.event, e.whose, tuple(where),
               tuple(e.conditions), e.offers, e.quiet, tuple(e.modes), tuple(e.characters),
               e.topic or e.id, e.touch)


@cache
def load(directory: Path = DIRECTORY) -> tuple[Tip, ...]:
    """Every tip, checked; RulesDataError naming the file and the field."""
    file = read(Path(directory), FILE)
    sections = rules_sections()
    tips = tuple(_tip(file, i, e, sections) for i, e in enumerate(file.convert(TipsFile).tips))
    ids = [t.id for t in tips]
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        raise RulesDataError(f"{FILE}: tips: the id {twice[0]!r} is used twice")
    if not tips:
        raise RulesDataError(f"{FILE}: tips: at least one tip")
    stray = next((t for t in tips if t.topic not in ids), None)
    if stray is not None:
        raise RulesDataError(f"{FILE}: tips[{ids.index(stray.id)}].topic ({stray.id!r}): "
                             f"{stray.topic!r} is not a tip's id")
    return tips


def topic_ids(tips: tuple[Tip, ...], tip: Tip) -> set[str]:
    """The ids of every tip that teaches what `tip` teaches (`tip` among them): one of them
    shown, or met by another seat, and the thing is taught."""
    return {t.id for t in tips if t.topic == tip.topic}
