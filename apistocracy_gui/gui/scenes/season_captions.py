"""The Season panel's captions of the moves made by someone not at this screen (a computer, or
a replay's next step), in the language spoken now (issue 35).

A move's caption is its action's label, which is words in the language of the moment the
move was offered. Kept as text, a computer's last moves would stay in the old language
after Options changes it, until the next move replaced them. So each caption keeps its
action and its step, and is worded when drawn; once the language changes, the actions are
labelled again, as the game offered them at the step before (`replay.labelled_again`, like
the replay viewer's `Replay.done`).

The tutorial opponent's reason ("Why? ...") is kept as its bot said it at the move: the bot
works it out from a view of the game that is gone by then.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Action, Game
from ...i18n import _, generation
from ...replay import labelled_again

LINES = 4  # the panel's notes show the last four lines


@dataclass
class _Told:
    step: int  # the game's action count after the move: it is `actions_taken[step - 1]`
    seat: int
    action: Action  # labelled in the language of `Captions.spoken`
    secret: bool  # a kept Tea card: its caption never names it
    why: str  # the tutorial opponent's reason, "" for none


class Captions:
    """The last moves told, newest last, worded in the language spoken now; and the one line
    the replay viewer says over a step it jumped to (it words that line again itself when
    the language changes: it rebuilds the scene)."""

    def __init__(self) -> None:
        self.said: list[str] = []
        self.told: list[_Told] = []
        self.spoken = generation()

    def say(self, line: str) -> None:
        """Show `line` alone (the replay viewer's caption of the step on screen)."""
        self.said, self.told = [line] if line else [], []

    def clear(self) -> None:
        self.said, self.told = [], []

    def add(self, game: Game, seat: int, kind: str, action: Action, why: str = "") -> None:
        """`seat`'s move `action` (of the decision `kind`), just applied to `game`."""
        self._follow(game)
        told = _Told(len(game.actions_taken), seat, action, kind == "TeaKeep", why)
        self.told = [*self.told, told][-LINES:]

    def lines(self, game: Game) -> list[str]:
        """The captions to show, at most LINES, newest last."""
        self._follow(game)
        out = list(self.said)
        for t in self.told:
            move = _("keeps a Tea card") if t.secret else str(t.action)
            out += [_("{who}: {move}").format(who=game.name(t.seat), move=move), *([t.why] if t.why else [])]
        return out[-LINES:]

    def _follow(self, game: Game) -> None:
        """After a change of language: the moves told labelled again in the new one."""
        if self.spoken == generation():
            return
        again = labelled_again(game, {t.step for t in self.told if not t.secret})
        for t in self.told:
            t.action = again.get(t.step, t.action)
        self.spoken = generation()
