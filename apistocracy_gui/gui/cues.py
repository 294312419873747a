"""Which sounds a move makes, read from the engine's events (`Game.events`).

Only what a spectator is told is heard (`game.events_for(None, since)`), so a sound never
tells a seat anything the rules hide: a draw is heard, not what was drawn. Cues come out
most telling first (`ORDER`); the audio module plays the first two.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..engine.events import Event

ORDER = ("game_end", "week_end", "goal_reached", "trick_won", "brooch_move", "gain_card",
         "shuffle", "draw_card", "pay", "place_card")
PRIZES = ("queens_favorite", "artists_muse", "favored_guest", "card_sharp")  # the 3 VP tokens
KIND_CUES = {
    "card_placed": "place_card", "card_played": "place_card",
    "cards_drawn": "draw_card", "cards_dealt": "draw_card", "tea_drawn": "draw_card",
    "deck_shuffled": "shuffle", "paid": "pay",
    "ballroom_taken": "gain_card", "ballroom_blind": "gain_card", "star_gained": "gain_card",
    "queen_gained": "gain_card", "tea_kept": "gain_card", "art_commissioned": "gain_card",
    "column_placed": "gain_card",
    "brooch_moved": "brooch_move", "goal_reached": "goal_reached", "trick_won": "trick_won",
    "week_ended": "week_end", "game_ended": "game_end",
}


def cue(event: Event) -> str | None:
    if event.kind == "token_taken":  # a 3 VP token is an achievement; a Hive Bonus a gain
        return "goal_reached" if event.data.get("token") in PRIZES else "gain_card"
    return KIND_CUES.get(event.kind)


def cues(events: Iterable[Event]) -> list[str]:
    """The cue names of a run of events, each once, in `ORDER`."""
    found = {c for c in map(cue, events) if c is not None}
    return [c for c in ORDER if c in found]
