"""Advanced Gameplay Mode and Bonus Personas (rulebook p.22; RULINGS R6.8).

At setup, starting with the First Player, each player drafts a Goal token and takes its
matching Host token (its A and B suits replace the character's host). On reaching the goal
the Host token turns to side B, and the player chooses any Host Bonus token still available
(its power holds from then on) and takes the next VP token in order of selection: -2, 0,
+2, +4, scored on line 6. Characters keep their starting decks, club cards and Beehive tokens;
their own host goals and powers do not apply. Personas only change the name on the mat.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Literal, get_args

from msgspec import Meta

from ..i18n import _, data, ngettext
from .actions import Action
from .catalog import DEFAULT_DIR, SUITS, RulesDataError
from .flow import Decision
from .rules_file import read, unique
from .rules_schemas import CharacterGoal, HostToken, Positive, Power, Schema

if TYPE_CHECKING:
    from .kernel import Rules

AdvancedPower = Literal[Power, "art_bonus"]
ADVANCED_POWERS: tuple[str, ...] = get_args(AdvancedPower)


@dataclass(frozen=True)
class GoalToken:
    id: str
    name: str
    kind: str
    count: int
    host_a: int
    host_b: int


@dataclass(frozen=True)
class BonusToken:
    id: str
    name: str
    power: str
    text: str


@dataclass(frozen=True)
class Persona:
    id: str
    name: str
    title: str


@dataclass(frozen=True)
class AdvancedData:
    goals: tuple[GoalToken, ...]
    bonuses: tuple[BonusToken, ...]
    vp_tokens: tuple[int, ...]
    personas: tuple[Persona, ...]

    def goal(self, gid: str) -> GoalToken:
        return next(t for t in self.goals if t.id == gid)

    def bonus(self, bid: str) -> BonusToken:
        return next(t for t in self.bonuses if t.id == bid)

    def persona(self, pid: str) -> Persona:
        return next(t for t in self.personas if t.id == pid)


class GoalEntry(Schema):
    kind: Literal[CharacterGoal, "paintings"]
    count: Positive


class GoalTokenEntry(Schema):
    id: str
    name: str
    goal: GoalEntry
    host_token: HostToken


class BonusTokenEntry(Schema):
    id: str
    name: str
    power: AdvancedPower
    text: str


class AdvancedFile(Schema):
    """advanced.yaml's shape (the schemas of the other rules data files: `rules_schemas`)."""

    ap_base_cards: int
    goals: list[GoalTokenEntry]
    bonuses: list[BonusTokenEntry]
    vp_tokens: list[Annotated[int, Meta(ge=-10, le=10)]]


class PersonaEntry(Schema):
    id: str
    name: str
    title: str


class PersonasFile(Schema):
    personas: list[PersonaEntry]


@cache
def advanced_data(directory: Path = DEFAULT_DIR) -> AdvancedData:
    """Load and validate `advanced.yaml` and `personas.yaml` (component counts of p.1)."""
    file = read(Path(directory), "advanced.yaml")
    top = file.convert(AdvancedFile)
    if top.ap_base_cards != 4:
        file.fail([], "the rulebook has 4 AP Base cards", "ap_base_cards")
    goals = tuple(GoalToken(e.id, e.name, e.goal.kind, e.goal.count, SUITS.index(e.host_token.a),
                            SUITS.index(e.host_token.b)) for e in top.goals)
    bonuses = tuple(BonusToken(e.id, e.name, e.power, e.text) for e in top.bonuses)
    vp = tuple(top.vp_tokens)
    unique(file, ["goals"], [t.id for t in goals])
    unique(file, ["bonuses"], [t.id for t in bonuses])
    if len(goals) != 5 or len(bonuses) != 5:
        raise RulesDataError("advanced.yaml: the rulebook has 5 Goal and 5 Host Bonus tokens")
    if vp != (-2, 0, 2, 4):
        raise RulesDataError("advanced.yaml: vp_tokens: the rulebook has -2, 0, +2, +4 (p.22)")
    people = read(Path(directory), "personas.yaml")
    personas = tuple(Persona(e.id, e.name, e.title) for e in people.convert(PersonasFile).personas)
    unique(people, ["personas"], [t.id for t in personas])
    if len(personas) != 4:
        raise RulesDataError("personas.yaml: personas: the rulebook has 4 Bonus Personas")
    return AdvancedData(goals, bonuses, vp, personas)


def draft_order(g: Rules) -> list[int]:
    n = len(g.st.players)
    return [(g.st.first + k) % n for k in range(n)]


@dataclass(slots=True)
class DraftGoal(Decision):
    """Select a Goal token and its matching Host token (p.22, Advanced Play Setup)."""

    def prompt(self, g: Rules) -> str:
        return _("Choose your Goal token (its Host token comes with it)")

    def brief(self, g: Rules) -> str:
        return _("Choose your Goal token")

    def legal(self, g: Rules) -> list[Action]:
        taken = {p.adv_goal for p in g.st.players}
        return [Action("goal", (t.id,), (_goal_label, t)) for t in advanced_data().goals if t.id not in taken]

    def apply(self, g: Rules, action: Action) -> None:
        t = advanced_data().goal(action.args[0])
        p = g.st.players[self.seat]
        p.adv_goal = t.id
        p.host_suits = [t.host_a, t.host_b]
        g.emit("goal_drafted", self.seat, goal=t.id)


def _goal_label(t: GoalToken) -> str:
    return _("{token}: {text}").format(token=data(t.name), text=goal_text(t))


def _bonus_label(b: BonusToken) -> str:
    return _("{token}: {text}").format(token=data(b.name), text=data(b.text))


def goal_text(t: GoalToken) -> str:
    """What a Goal token asks, in the current language and lower case, to follow a colon
    ("commission 3 paintings")."""
    n = t.count
    if t.kind == "paintings":
        text = ngettext("commission {n} painting", "commission {n} paintings", n)
    elif t.kind == "ton_cards":
        text = ngettext("place {n} Ton card", "place {n} Ton cards", n)
    elif t.kind == "lc_cards":
        text = ngettext("place {n} L&C card", "place {n} L&C cards", n)
    elif t.kind == "tea_cards":
        text = ngettext("collect {n} Tea card", "collect {n} Tea cards", n)
    elif t.kind == "hive_level":
        text = _("reach level {n} on the beehive")
    else:
        return t.kind
    return text.format(n=n)


@dataclass(slots=True)
class ChooseBonus(Decision):
    """On achieving the goal: a Host Bonus token, then the next VP token (p.22, 2a-2b)."""

    def prompt(self, g: Rules) -> str:
        return _("Goal achieved! Choose a Host Bonus token")

    def legal(self, g: Rules) -> list[Action]:
        taken = {p.adv_bonus for p in g.st.players}
        return [Action("bonus_token", (b.id,), (_bonus_label, b))
                for b in advanced_data().bonuses if b.id not in taken]

    def apply(self, g: Rules, action: Action) -> None:
        data = advanced_data()
        p = g.st.players[self.seat]
        p.adv_bonus = action.args[0]
        order = sum(q.adv_vp is not None for q in g.st.players)
        p.adv_vp = data.vp_tokens[order]
        b = data.bonus(p.adv_bonus)
        g.emit("bonus_chosen", self.seat, bonus=b.id, vp=p.adv_vp)
        if b.power == "art_bonus":
            from .gallery import start_second_set

            start_second_set(g, self.seat)
