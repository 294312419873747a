"""A bot decision off the frame loop: the search runs in a worker thread on its own copy of
the seat's view, so the window keeps drawing and answering input while a bot thinks (issue 15).

`Thinking.start()` hands the bot a deep copy of `view(seat)` and the legal actions (the
game may change on screen meanwhile; the bot never touches it), `poll()` returns the chosen
action once the search is done, and `cancel()` (an undo, a quit, leaving the game) asks the
search to stop at its next evaluation and waits for the thread to end, so no stray worker is
left searching a position that no longer exists. A bot with a `stop` attribute (Hard) checks
it between evaluations and raises `Cancelled`; the others decide within milliseconds anyway.

Threads rather than processes: a frozen one-folder bundle and every platform run them the same
way, and the engine's speed leaves the frame loop enough of the interpreter (the app shortens
the interpreter's switch interval so the loop gets it back within a millisecond).
"""

from __future__ import annotations

import copy
import threading
from typing import Generic, TypeVar

from ..engine import Action, View
from .base import Bot
from .hard import Cancelled, never

JOIN_TIMEOUT = 5.0  # seconds; a search checks for cancellation every evaluation (milliseconds)

B = TypeVar("B", bound=Bot)


class Thinking(Generic[B]):
    """One bot decision being searched in a worker thread (`bot` is the copy that searched)."""

    def __init__(self, bot: B, view: View, legal: list[Action], tag: object = None):
        self.bot = bot
        self.tag = tag  # what the caller needs to recognise the position (seat, ply)
        self._view = copy.deepcopy(view)
        self._legal = list(legal)
        self._cancel = threading.Event()
        self._done = threading.Event()
        self._result: Action | None = None
        self._error: BaseException | None = None
        if hasattr(bot, "stop"):
            bot.stop = self._cancel.is_set
        self._thread = threading.Thread(target=self._run, name=f"bot-{bot.name}", daemon=True)

    def start(self) -> Thinking[B]:
        self._thread.start()
        return self

    def _run(self) -> None:
        try:
            self._result = self.bot.choose(self._view, self._legal)
        except Cancelled:
            pass
        except BaseException as exc:  # handed to the frame loop by poll(), not lost in a thread
            self._error = exc
        finally:
            if hasattr(self.bot, "stop"):
                self.bot.stop = never  # the bot outlives the thread
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def poll(self) -> Action | None:
        """The chosen action once the search is over (None while it runs or if cancelled);
        an error raised by the bot is raised here, in the caller's thread."""
        if not self._done.is_set():
            return None
        if self._error is not None:
            raise self._error
        return self._result

    def wait(self, timeout: float | None = None) -> Action | None:
        self._done.wait(timeout)
        return self.poll()

    def cancel(self) -> None:
        """Stop the search and wait for its thread to end."""
        self._cancel.set()
        self._thread.join(JOIN_TIMEOUT)

    @property
    def alive(self) -> bool:
        return self._thread.is_alive()
