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
from typing import TYPE_CHECKING

from ..i18n import _, data, ngettext
from .actions import Action
from .flow import Decision

# The data is read in the data layer (`mode_data`); its objects are named here as well, for
# the readers of the advanced mode.
from .mode_data import BonusToken as BonusToken
from .mode_data import GoalToken as GoalToken
from .mode_data import advanced_data as advanced_data

if TYPE_CHECKING:
    from .kernel import Rules


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
