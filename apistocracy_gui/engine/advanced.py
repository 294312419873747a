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
from typing import TYPE_CHECKING

from .actions import Action
from .catalog import CHARACTER_GOALS, DEFAULT_DIR, POWERS, SUITS, RulesDataError, _read, unique
from .flow import Decision

if TYPE_CHECKING:
    from .game import Game

GOAL_KINDS = CHARACTER_GOALS + ("paintings",)
ADVANCED_POWERS = POWERS + ("art_bonus",)


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


@cache
def advanced_data(directory: Path = DEFAULT_DIR) -> AdvancedData:
    """Load and validate `advanced.yaml` and `personas.yaml` (component counts of p.1)."""
    top = _read(Path(directory), "advanced.yaml")
    if top.get("ap_base_cards", int) != 4:
        top.fail("the rulebook has 4 AP Base cards", "ap_base_cards")
    goals = []
    goal_entries = top.entries("goals")
    for e in goal_entries:
        goal, host = e.sub("goal"), e.sub("host_token")
        goals.append(GoalToken(e.get("id", str), e.get("name", str), goal.choice("kind", GOAL_KINDS),
                               goal.number("count", 1), SUITS.index(host.choice("a", SUITS)),
                               SUITS.index(host.choice("b", SUITS))))
        for part in (goal, host, e):
            part.done()
    bonuses = []
    bonus_entries = top.entries("bonuses")
    for e in bonus_entries:
        bonuses.append(BonusToken(e.get("id", str), e.get("name", str),
                                  e.choice("power", ADVANCED_POWERS), e.get("text", str)))
        e.done()
    vp = tuple(top.numbers("vp_tokens", -10, 10))
    top.done()
    unique(goal_entries, [t.id for t in goals])
    unique(bonus_entries, [t.id for t in bonuses])
    if len(goals) != 5 or len(bonuses) != 5:
        raise RulesDataError("advanced.yaml: the rulebook has 5 Goal and 5 Host Bonus tokens")
    if vp != (-2, 0, 2, 4):
        raise RulesDataError("advanced.yaml: vp_tokens: the rulebook has -2, 0, +2, +4 (p.22)")
    p = _read(Path(directory), "personas.yaml")
    personas = []
    persona_entries = p.entries("personas")
    for e in persona_entries:
        personas.append(Persona(e.get("id", str), e.get("name", str), e.get("title", str)))
        e.done()
    p.done()
    unique(persona_entries, [t.id for t in personas])
    if len(personas) != 4:
        raise RulesDataError("personas.yaml: personas: the rulebook has 4 Bonus Personas")
    return AdvancedData(tuple(goals), tuple(bonuses), vp, tuple(personas))


def draft_order(g: Game) -> list[int]:
    n = len(g.st.players)
    return [(g.st.first + k) % n for k in range(n)]


@dataclass(slots=True)
class DraftGoal(Decision):
    """Select a Goal token and its matching Host token (p.22, Advanced Play Setup)."""

    def prompt(self, g: Game) -> str:
        return "Choose your Goal token (its Host token comes with it)"

    def legal(self, g: Game) -> list[Action]:
        taken = {p.adv_goal for p in g.st.players}
        return [Action("goal", (t.id,), f"{t.name}: {goal_text(t)}")
                for t in advanced_data().goals if t.id not in taken]

    def apply(self, g: Game, action: Action) -> None:
        t = advanced_data().goal(action.args[0])
        p = g.st.players[self.seat]
        p.adv_goal = t.id
        p.host_suits = [t.host_a, t.host_b]
        g.emit("goal_drafted", self.seat, goal=t.id)


def goal_text(t: GoalToken) -> str:
    what = {"paintings": "commission {n} paintings", "ton_cards": "place {n} Ton cards",
            "lc_cards": "place {n} L&C cards", "tea_cards": "collect {n} Tea cards",
            "hive_level": "reach level {n} on the beehive"}
    return what.get(t.kind, t.kind).format(n=t.count)


@dataclass(slots=True)
class ChooseBonus(Decision):
    """On achieving the goal: a Host Bonus token, then the next VP token (p.22, 2a-2b)."""

    def prompt(self, g: Game) -> str:
        return "Goal achieved! Choose a Host Bonus token"

    def legal(self, g: Game) -> list[Action]:
        taken = {p.adv_bonus for p in g.st.players}
        return [Action("bonus_token", (b.id,), f"{b.name}: {b.text}")
                for b in advanced_data().bonuses if b.id not in taken]

    def apply(self, g: Game, action: Action) -> None:
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
