"""A computer seat's move, searched off the frame loop (issue 15): the session's bot turn.

A bot thinks in a worker thread (`bots.thinking`) on a copy of itself, started by `think()`
and played by a later call once it has chosen, so the window keeps drawing meanwhile; undo,
redo and leaving the game (`Session.stop_thinking()`) cancel the search, and the bot is left
as it was. Apart from `Session` so the session keeps to what a game being played holds (who
plays each seat, the autosave, the listeners) and this, how a bot's move arrives, reads whole.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from .bots.thinking import Thinking
from .engine import Action

if TYPE_CHECKING:
    from .session import Session

QUICK_WAIT = 2.0  # seconds a quick bot's move may be waited for once its pace is up


def think(session: Session, budget: float | None = None, play: bool = True) -> Action | None:
    """Never waits: starts the search of the bot on turn in a worker thread, or, once it
    has chosen (and `play`: the scene's pace allows it), plays its move through
    `session.act` and returns it. None while it thinks or when no bot is on turn. `budget`:
    Hard's thinking time in seconds (None: its fixed world count)."""
    g = session.game
    seat = g.current_player
    if seat is None or session.is_human(seat):
        session.stop_thinking()
        return None
    tag = (seat, len(g.actions_taken))
    if session.thinking is not None and session.thinking.tag != tag:
        session.stop_thinking()  # the game moved on (a stale search is never played)
    if session.thinking is None:
        bot = copy.deepcopy(session.bots[seat])  # a cancelled search leaves the bot untouched
        if hasattr(bot, "budget"):
            bot.budget = budget
        legal = g.legal_actions()
        if session.bot_filter is not None:  # the tutorial keeps its taught spaces for the learner
            legal = session.bot_filter(legal)
        session.thinking = Thinking(bot, g.view(seat), legal, tag).start()
    if play and not hasattr(session.thinking.bot, "budget"):
        # A quick bot (Random, Easy, Medium: milliseconds) has been thinking since its
        # pace began, so it is as good as done; waiting for it keeps its move on the beat.
        # Hard (a thinking budget) is never waited for.
        session.thinking.wait(QUICK_WAIT)
    action = session.thinking.poll()
    if not session.thinking.done or not play:
        return None
    thought, session.thinking = session.thinking, None
    if action is None:
        return None
    session.bots[seat] = thought.bot  # its generator moved on with the search
    session.act(action)
    return action
