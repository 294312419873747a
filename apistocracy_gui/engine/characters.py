"""The four characters' host abilities (rulebook p.18-19).

In-game goals flip the Host token to side B (untwirled) and unlock a power; reaching a hive
level flips the Beehive token to side B; end-game goals score on line 6 (see scoring).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .advanced import ChooseBonus, advanced_data

if TYPE_CHECKING:
    from .kernel import Rules

# Powers unlocked by the in-game goal; the others (Lord Edward keeping used Tea cards) hold
# from the start (rules_data/README.md, "Rulings we made").
GOAL_POWERS = ("tea_draw_three", "bonus_sideways", "free_ballroom")


def has_power(g: Rules, seat: int, power: str) -> bool:
    p = g.st.players[seat]
    if g.st.mode == "advanced":  # powers come from the Host Bonus token (p.22)
        return bool(p.adv_bonus) and advanced_data().bonus(p.adv_bonus).power == power
    ch = g.cat.characters.get(p.character)
    if ch is None or power not in ch.powers:
        return False
    return p.goal_done or power not in GOAL_POWERS


def tea_count(g: Rules, seat: int) -> int:
    p = g.st.players[seat]
    return len(p.tea) + len(p.tea_kept)


def goal_progress(g: Rules, seat: int, kind: str) -> int:
    p = g.st.players[seat]
    if kind == "tea_cards":
        return tea_count(g, seat)
    if kind == "hive_level":
        return g.cat.hive[p.brooch].level
    if kind == "paintings":
        return len(p.art)
    if kind in ("ton_cards", "full_ton"):
        return len(p.ton)
    return len(p.lc)


def check_goals(g: Rules, seat: int) -> None:
    """Apply the in-game goal and the Beehive token flip once they are reached."""
    p = g.st.players[seat]
    if p.character not in g.cat.characters:
        return
    ch = g.cat.characters[p.character]
    kind, count = ch.in_game_goal
    if g.st.mode == "advanced":
        if not p.adv_goal:
            return
        token = advanced_data().goal(p.adv_goal)
        kind, count = token.kind, token.count
    if not p.goal_done and goal_progress(g, seat, kind) >= count:
        p.goal_done = True
        p.host_b, p.host_twirled = True, False
        g.emit("goal_reached", seat)
        if g.st.mode == "advanced":
            g.push(ChooseBonus(seat))
    if not p.hive_b and g.cat.hive[p.brooch].level >= ch.beehive_flip_level:
        p.hive_b = True
        g.emit("beehive_flipped", seat)


def end_goal_met(g: Rules, seat: int) -> bool:
    p = g.st.players[seat]
    if p.character not in g.cat.characters or g.st.mode == "advanced":
        return False
    kind, count = g.cat.characters[p.character].end_goal
    return goal_progress(g, seat, kind) >= count
