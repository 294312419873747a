"""A finished or saved game to watch again (issue 16): every position, stepped through.

`Replay` loads a save with `Game.from_save` (so a save from other rules data, an edited or a
truncated one is refused with the engine's own message, as for Continue), then plays its
actions once more from the seed, noting after each action the week, the phase, the trick
count and whose decision is pending. `at(step)` gives a live game at any step: stepping
forward applies the next action to the game on screen (so the scenes can animate it); any
other jump copies the nearest checkpoint before it and applies the few actions left. The
checkpoints, a copy of the game every CHECKPOINT actions, are made when a jump first passes
them, not when the replay is opened: most replays are watched forward from the start, and
the copies (with a state hash per step, which nothing shows) were three quarters of the
time to open one. Only the engine's public API is used.

An action's label is words in the language of the moment it was offered, and the save keeps
only its kind and args: `done(step)` labels the action that led to a step as the game offers
it at the step before, in the language spoken now, so the captions follow a change of
language (made once per step and language). `labelled_again` does the same for a game
being played, whose captions of the computers' moves follow the language too.
"""

from __future__ import annotations

import copy
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from .engine import Action, Game
from .i18n import _, generation

CHECKPOINT = 16  # actions between kept copies: a step back costs at most this many actions


def offered(before: Game, action: Action) -> Action:
    """`action` as the game `before` it offers it: labelled in the language spoken now."""
    legal = before.legal_actions()
    return legal[legal.index(action)]


def labelled_again(game: Game, steps: Collection[int]) -> dict[int, Action]:
    """The actions that led to `steps` (1 to the actions taken) of `game`, labelled in the
    language spoken now: the game played again from its start, each action as offered at
    the step before. A whole Season plays again in milliseconds, and this is done once per
    change of language, so no copy of the game is kept for it."""
    taken = game.actions_taken
    last = max((s for s in steps if 0 < s <= len(taken)), default=0)
    again, out = game.restart(), {}
    for step, action in enumerate(taken[:last], start=1):
        if step in steps:
            out[step] = offered(again, action)
        again.apply(action)
    return out

@dataclass(frozen=True)
class Mark:
    """What a step (the position after `step` actions) looks like from outside."""

    week: int
    phase: str  # "season", "whist" or "over"
    tricks: int  # tricks played so far
    seat: int | None  # whose decision is pending
    kind: str  # the pending decision's kind ("PlaceCard", "TeaKeep", ...)


class Replay:
    def __init__(self, save: dict[str, Any], controllers: list[str] | None = None, label: str = "",
                 tutorial: bool = False):
        final = Game.from_save(save)  # SaveError: other rules data, edited, truncated
        self.save = save  # the season review reviews it (issue 36)
        self.config = final.config
        self.actions: list[Action] = final.actions_taken
        self.finished = final.is_over
        self.start = final.start  # None: from its seed; else the moment it was played on from
        self.controllers = controllers
        self.label = label  # where it came from (a kept game's line, a file's name)
        self.tutorial = tutorial  # begun as the tutorial (the viewer's heading says so)
        self.names = [final.name(s) for s in range(final.seats)]
        self.winners = list(final.winners()) if final.is_over else []
        game = final.restart()  # its first position: the seed's, or the one it was started from
        self.marks = [self._mark(game)]
        self.checkpoints = {0: self._copy(game)}  # the others made as jumps pass them (`_game_at`)
        for action in self.actions:
            game.apply(action)
            self.marks.append(self._mark(game))
        self.game = game  # the game at `step`
        self.step = len(self.actions)
        self._done: dict[int, Action] = {}  # by step, labelled in the language of generation _spoken
        self._spoken = generation()

    @staticmethod
    def _copy(game: Game) -> Game:
        """An independent copy sharing the immutable rules catalog."""
        return copy.deepcopy(game, memo={id(game.cat): game.cat})

    @staticmethod
    def _mark(g: Game) -> Mark:
        view = g.view(None)
        return Mark(view.week, "over" if g.is_over else view.phase, view.tricks_played,
                    g.current_player, g.pending_kind())

    @property
    def last(self) -> int:
        return len(self.actions)

    def caption(self, step: int) -> str:
        """The action that led to `step`, as anyone may read it (a kept Tea card stays secret)."""
        if step <= 0:
            return ""
        before = self.marks[step - 1]
        name = self.game.name(before.seat) if before.seat is not None else ""
        what = _("keeps a Tea card") if before.kind == "TeaKeep" else str(self.done(step))
        return _("Step {step}: {name}: {action}").format(step=step, name=name, action=what)

    def done(self, step: int) -> Action:
        """The action that led to `step` (1 to `last`), labelled in the language spoken now:
        the one the game offers at the step before (the game on screen, when it is there)."""
        if self._spoken != generation():
            self._done, self._spoken = {}, generation()
        if step not in self._done:
            before = self.game if self.step == step - 1 else self._game_at(step - 1)
            self._done[step] = offered(before, self.actions[step - 1])
        return self._done[step]

    def seats(self) -> int:
        return self.game.seats

    def at(self, step: int) -> Game:
        """Move to `step` (clamped) and return the game there."""
        step = max(0, min(self.last, step))
        if step == self.step + 1:
            self.game.apply(self.actions[self.step])
        elif step != self.step:
            self.game = self._game_at(step)
        self.step = step
        return self.game

    def _game_at(self, step: int) -> Game:
        """A new game at `step`: a copy of the nearest checkpoint before it, played on; the
        checkpoints it passes are kept (a later jump there copies instead of playing)."""
        start = max(s for s in self.checkpoints if s <= step)
        game = self._copy(self.checkpoints[start])
        for done, action in enumerate(self.actions[start:step], start + 1):
            game.apply(action)
            if done % CHECKPOINT == 0:
                self.checkpoints[done] = self._copy(game)
        return game

    # ------------------------------------------------------------------ chapters
    def chapters(self) -> list[tuple[str, int]]:
        """(name, first step) of each week of the Season and each trick of the whist."""
        out: list[tuple[str, int]] = []
        seen: set[str] = set()
        for step, m in enumerate(self.marks):
            if m.phase == "season":
                name = f"Week {m.week}"
            elif m.phase == "whist":
                name = f"Trick {m.tricks + 1}"
            else:
                name = "Scores"
            if name not in seen:
                seen.add(name)
                out.append((name, step))
        return out

    def chapter_of(self, step: int) -> int:
        """The index in `chapters()` of the chapter holding `step`."""
        starts = [s for _n, s in self.chapters()]
        return max(i for i, s in enumerate(starts) if s <= step)
