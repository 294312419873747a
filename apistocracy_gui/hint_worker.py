"""The Hint searched off the frame loop (issue 56): the session's worker for the player's hint.

The Hint is the move the season review rates best (`bots.hint`), a search of up to about a
second, so it runs in a worker thread as a bot's move does (`bots.thinking.Thinking`, on a
copy of the player's view and legal actions): `ask` starts it and returns at once, `found`
hands the hint over once the search is over, and `stop` (a move, an undo, leaving the game)
cancels it and waits for the thread to end. A hint found for a position that is gone is
never handed over.
"""

from __future__ import annotations

from .bots.hint import Hint
from .bots.thinking import Thinking
from .engine import Game
from .review.hint import HintSearch


class HintWorker:
    def __init__(self) -> None:
        self.thinking: Thinking[HintSearch] | None = None  # the search under way, if any

    def ask(self, game: Game, seat: int, level: str) -> None:
        """Start the search for `seat` (on turn in `game`), unless it is already under way."""
        tag = (seat, len(game.actions_taken), level)
        if self.thinking is None or self.thinking.tag != tag:
            self.stop()
            self.thinking = Thinking(HintSearch(tag[1], level), game.view(seat),
                                     game.legal_actions(), tag).start()

    def found(self, game: Game) -> Hint | None:
        """The hint asked for, once its search is over and if `game` is still where it was
        asked (None before, or if none was asked); an error of the search is raised here."""
        if self.thinking is None or not self.thinking.done:
            return None
        done, self.thinking = self.thinking, None
        done.poll()
        here = (game.current_player, len(game.actions_taken))
        if not isinstance(done.tag, tuple) or done.tag[:2] != here:
            return None
        return done.bot.found

    def wait(self, game: Game) -> Hint | None:
        """The hint asked for, waiting for its search (tests, tools)."""
        if self.thinking is not None:
            self.thinking.wait()
        return self.found(game)

    @property
    def busy(self) -> bool:
        """Whether a hint is being searched (the Hint's thinking sign)."""
        return self.thinking is not None and not self.thinking.done

    def stop(self) -> None:
        """Cancel the search and wait for its thread to end."""
        if self.thinking is not None:
            self.thinking.cancel()
            self.thinking = None
