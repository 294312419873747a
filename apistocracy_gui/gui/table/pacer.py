"""How long a computer's move waits before the table shows it.

A bot starts thinking the moment its turn comes (in its worker, session.py), but a move
shown the instant it is chosen cannot be followed by the people watching; both tables
therefore hold it for a pause that scales with the Animation option. The Season counts the
pause only while nothing else moves; whist counts it at once but never below a floor, so a
fast animation setting still leaves a card readable.
"""

from __future__ import annotations


class BotPacer:
    """Counts the wait before a computer's move is played: `tick` says when it is due."""

    def __init__(self, pace: float, least: float = 0.0):
        self.pace = pace  # seconds at normal animation speed
        self.least = least  # the shortest pause, whatever the animation factor
        self.waited = 0.0

    def reset(self) -> None:
        """A move was made (or taken back): the next one waits a whole pause again."""
        self.waited = 0.0

    def tick(self, dt: float, factor: float) -> bool:
        """Count `dt` seconds; True once the pause for this animation factor is over."""
        self.waited += dt
        return self.waited >= max(self.least, self.pace * factor)
