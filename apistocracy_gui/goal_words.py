"""A seat's goals in words: the in-game goal with its progress, and the end goal.

Shared by the player mat (`gui/board/mat_seat`) and a phone's page (`phone_wire`, issue 54),
so it lives outside the GUI: the hand server must word a seat's goals without importing
pygame. Read from a seat's own view (`game.view(seat)`, typed) and, for the progress, the engine's
own count of that seat's goal, which only looks at that seat.
"""

from __future__ import annotations

from .engine import Game, View, characters
from .engine.advanced import advanced_data, goal_text
from .i18n import N_, _

GOAL_TEXT = {"tea_cards": N_("{n} Tea cards"), "hive_level": N_("Brooch on level {n}"),
             "ton_cards": N_("{n} Ton cards on the mat"), "lc_cards": N_("{n} L&C cards on the mat"),
             "full_ton": N_("a full Ton column"), "full_lc": N_("a full L&C column")}
# What a goal counts, without its number: the mat's one line above its badges says the number
# in "0/3" or not at all once done ("Done: Brooch level"), so the line fits 1280 pixels wide
# in every language (German "Ziel erreicht: Brosche auf Ebene 3" wrapped under the badges).
GOAL_SHORT = {"tea_cards": N_("Tea cards"), "hive_level": N_("Brooch level"),
              "ton_cards": N_("Ton cards"), "lc_cards": N_("L&C cards"),
              "full_ton": N_("full Ton column"), "full_lc": N_("full L&C column"),
              "paintings": N_("Paintings")}


def goal(kind: str, n: int) -> str:
    return _(GOAL_TEXT[kind]).format(n=n)


def goal_line(game: Game, view: View, seat: int, short: bool = False) -> str:
    """The in-game goal (the character's, or the drafted Goal token in advanced mode) with
    its progress as the engine counts it; `short` leaves out the word "Goal" and the goal's
    number (the mat's one line above its badges, when the whole line would wrap onto them:
    "0/3: Brooch level", "Done: Brooch level")."""
    p = view.players[seat]
    if view.mode == "advanced":
        if not p.adv_goal:
            return _("Goal: not drafted yet")
        token = advanced_data().goal(p.adv_goal)
        kind, n, text = token.kind, token.count, goal_text(token)
    else:
        kind, n = game.cat.characters[p.character].in_game_goal
        text = goal(kind, n)
    if p.goal_done:
        if short:
            return _("Done: {goal}").format(goal=_(GOAL_SHORT[kind]))
        return _("Goal done: {goal}").format(goal=text)
    done = min(characters.goal_progress(game, seat, kind), n)
    if short:
        return _("{done}/{n}: {goal}").format(done=done, n=n, goal=_(GOAL_SHORT[kind]))
    text = text.removeprefix(f"{n} ")  # "Goal 1/3: Tea cards": the count is said once
    return _("Goal {done}/{n}: {goal}").format(done=done, n=n, goal=text)


def goal_lines(game: Game, view: View, seat: int) -> list[str]:
    """The seat's goals as its mat's zoom words them: the in-game goal and what it turns, then
    (basic mode; in advanced mode the Goal token is the only goal) the end goal and its VP."""
    p = view.players[seat]
    ch = game.cat.characters.get(p.character)
    if ch is None:  # Lady Cat (solo) has no goals
        return []
    if view.mode == "advanced" and not p.adv_goal:
        return [_("Host and goal: chosen in the Goal draft.")]
    lines = [_("{goal} \u2192 the Host token turns to side B").format(goal=goal_line(game, view, seat))]
    if view.mode != "advanced":
        end_kind, end_n = ch.end_goal
        lines.append(_("End goal: {goal} \u2192 5 VP").format(goal=goal(end_kind, end_n)))
    return lines
