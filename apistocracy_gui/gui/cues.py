"""Which sounds a move makes, read from the public view before and after it.

The spectator's view (`game.observe(None)`) is compared before and after an action, so a
sound never tells a seat anything the rules hide (a draw is heard, not what was drawn).
Cues come out most telling first (`ORDER`); the audio module plays the first two.
"""

from __future__ import annotations

from typing import Any

from ..engine import Action

ORDER = ("game_end", "week_end", "goal_reached", "trick_won", "brooch_move", "gain_card",
         "shuffle", "draw_card", "pay", "place_card")
GOAL_TOKENS = ("queens_favorite", "artists_muse", "favored_guest", "card_sharp")
OWNED = ("lc", "ton", "art", "tea_kept")


def _owned(p: dict[str, Any]) -> int:
    return sum(len(p[k]) for k in OWNED) + p["tea_count"]


def cues(before: dict[str, Any], after: dict[str, Any], action: Action | None) -> list[str]:
    """The cue names of one move, in `ORDER`."""
    found: set[str] = set()
    if action is not None and action.kind in ("place", "play"):
        found.add("place_card")
    if action is not None and action.kind == "pay":
        found.add("pay")
    if after["phase"] == "over" and before["phase"] != "over":
        found.add("game_end")
    if after["week"] != before["week"] or (before["phase"] == "season" and after["phase"] == "whist"):
        found.add("week_end")
    if any(before["tokens"][t] != after["tokens"][t] for t in GOAL_TOKENS):
        found.add("goal_reached")
    for pb, pa in zip(before["players"], after["players"], strict=True):
        if pa["goal_done"] and not pb["goal_done"]:
            found.add("goal_reached")
        if pa["tricks"] > pb["tricks"]:
            found.add("trick_won")
        if pa["brooch"] != pb["brooch"]:
            found.add("brooch_move")
        if _owned(pa) > _owned(pb) or len(pa["discard"]) > len(pb["discard"]) and (
                pa["hand_count"] >= pb["hand_count"]):
            found.add("gain_card")
        if (len(pa["discard"]) <= len(pb["discard"]) - 2
                and pa["draw_count"] + pa["hand_count"] > pb["draw_count"] + pb["hand_count"]):
            found.add("shuffle")  # the discard pile became the new deck
        if pa["hand_count"] > pb["hand_count"] and before["phase"] == "season":
            found.add("draw_card")
    return [c for c in ORDER if c in found]
