"""A game being played on screen: the engine game, who controls each seat, and the autosave.

The session is the only place the GUI changes the game: `act()` applies a legal action and
autosaves, so a crash never loses more than the decision in progress, and Continue on the
title screen resumes from the autosave. Bots are stepped by the scene at a readable pace.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field

from ..engine import Action, Game, GameConfig, SaveError
from . import settings

AUTOSAVE = "autosave.json"


@dataclass
class Session:
    game: Game
    controllers: list[str]  # per seat: "human" or a bot name ("random", ...)
    bots: dict[int, object] = field(default_factory=dict)
    revealed_seat: int | None = None  # the human seat whose private cards are on screen
    saving: bool = True  # demo games are not autosaved (Continue keeps the player's game)

    @classmethod
    def start(cls, config: GameConfig, controllers: list[str], autosave: bool = True) -> Session:
        s = cls(Game.new(config), controllers, saving=autosave)
        s._make_bots()
        s.autosave()
        return s

    @classmethod
    def resume(cls) -> tuple[Session | None, str]:
        data, message = settings.read_json(AUTOSAVE)
        if not isinstance(data, dict):
            return None, message or "There is no saved game to continue."
        try:
            game = Game.from_save(data["game"])
            controllers = list(data["controllers"])
        except (SaveError, KeyError, TypeError) as exc:
            return None, f"The saved game could not be restored: {exc}"
        s = cls(game, controllers)
        s._make_bots()
        return s, ""

    def _make_bots(self) -> None:
        from ..bots import make_bot

        seed = self.game.config.seed
        self.bots = {seat: make_bot(c, seed * 10 + seat)
                     for seat, c in enumerate(self.controllers) if c != "human"}

    @property
    def humans(self) -> list[int]:
        return [s for s, c in enumerate(self.controllers) if c == "human"]

    def is_human(self, seat: int | None) -> bool:
        """Lady Cat's seat (solo) has no controller: the engine plays her turns itself."""
        return seat is not None and seat < len(self.controllers) and self.controllers[seat] == "human"

    def viewer(self) -> int | None:
        """The seat whose view the screen shows: the current human, else the last human."""
        cur = self.game.current_player
        if self.is_human(cur):
            return cur
        return self.revealed_seat if self.revealed_seat is not None else (
            self.humans[0] if self.humans else None)

    def needs_handover(self) -> bool:
        """Hotseat privacy: a different human must take the computer before seeing their cards."""
        cur = self.game.current_player
        return (self.is_human(cur) and len(self.humans) > 1 and self.revealed_seat != cur)

    def act(self, action: Action) -> None:
        self.game.apply(action)
        self.autosave()

    def bot_step(self) -> Action | None:
        """Let the bot whose turn it is choose and play; returns its action."""
        seat = self.game.current_player
        if seat is None or self.is_human(seat):
            return None
        action = self.bots[seat].choose(self.game.observe(seat), self.game.legal_actions())
        self.act(action)
        return action

    def undo(self) -> bool:
        """Undo back to the last human decision (bots' moves are taken back with it)."""
        g = self.game
        done = False
        while g.can_undo:
            g.undo()
            done = True
            if self.is_human(g.current_player):
                break
        if done:
            self.autosave()
        return done

    def redo(self) -> bool:
        ok = self.game.redo()
        while ok and self.game.can_redo and not self.is_human(self.game.current_player):
            self.game.redo()
        if ok:
            self.autosave()
        return ok

    def autosave(self) -> None:
        if not self.saving:
            return
        with contextlib.suppress(OSError):  # a read-only home must not stop the game
            settings.write_json(AUTOSAVE, {"game": self.game.to_save(),
                                           "controllers": self.controllers})
