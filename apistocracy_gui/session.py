"""A game being played: the engine game, who controls each seat, and the autosave.

This is the layer both front ends stand on (issue 37): it imports neither pygame nor the GUI,
nor names it (issue 53). What rides on a game subscribes to it instead: a `Listener` hears
each move made (`listeners`: the GUI's coach and tips, a phone's page), `bot_filter` narrows
the moves a bot may choose (the tutorial keeps its taught spaces for the learner), `on_move`
hears the table's public events (the GUI's sounds) and `on_saved` a change in whether the
game is saved. Both front ends play through a `Session` (the terminal's `--text` too).

The session is the only place the GUI changes the game: `act()` applies a legal action and
autosaves into the session's slot (`slots.py`: several seasons are kept at once), so a crash
never loses more than the decision in progress, and Continue on the title screen resumes the
most recently played slot. Bots are stepped by the scene at a readable pace.

A bot thinks in a worker thread while the window keeps drawing (`bot_turn`); undo, redo and
leaving the game (`stop_thinking()`) cancel the search. The autosave keeps each bot's random
generator, so Continue plays on exactly as the game would have (issue 15).

Saving is truthful (issue 10): `saved` says whether the last autosave reached the disk and
`save_problem` says why not, for the app's warning banner and the Quit screen. The autosave is
written by `userfiles`' background writer, off the frame loop (its fsyncs took 18-37 ms per
decision); its outcome arrives through `_written`, which calls `on_saved` when the banner must
change. `flush()` waits for it: leaving the game and quitting do, so "saved" stays true. A saved game
that cannot be continued (another version, other rules data, an edit) is moved aside as
`autosave.refused-<date>.json` (`autosave-2.refused-...` for the second slot) by `slots.scan`,
never overwritten. A new game is given its slot by the scene that starts it (a free one, or
one the player chose to replace); a session without one takes the first free slot at its
first autosave, and with none free says so instead of replacing anybody's game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from . import bot_turn, phone_seats, replays, savegame, slots, userfiles
from .bots.base import SeededBot
from .bots.hint import Hint
from .bots.thinking import Thinking
from .engine import Action, Event, Game, GameConfig, SaveError
from .hint_worker import HintWorker
from .i18n import _
from .review.hint import JUDGE

AUTOSAVE = slots.FIRST  # the first slot (the single autosave's name before slots)


class Listener(Protocol):
    """What is told of each move made through a session, after its autosave, in the order
    subscribed (the tutorial's coach before its tips: the script moves on first)."""

    def acted(self, action: Action, seat: int | None) -> None: ...


def take_back(game: Game, is_person: Callable[[int | None], bool]) -> int:
    """Undo the last action and the computers' moves before it, back to a person's decision,
    as far as the game allows (an action that revealed hidden information stops it); how many
    actions were undone."""
    count = 0
    while game.can_undo and (count == 0 or not is_person(game.current_player)):
        game.undo()
        count += 1
    return count


def play_forward(game: Game, is_person: Callable[[int | None], bool]) -> int:
    """Redo the next action and the computers' moves after it, up to a person's decision."""
    count = 0
    while game.can_redo and (count == 0 or not is_person(game.current_player)):
        game.redo()
        count += 1
    return count


def load_autosave(name: str = AUTOSAVE) -> tuple[tuple[Game, list[str], savegame.SavedGame] | None, str]:
    """(the game saved in slot `name`, its controllers and the save (hints used, the bots'
    generators), or None; a message for the player). A save that is refused is moved aside
    first, and the message says where it went."""
    saved, message = userfiles.read(name, savegame.SavedGame, savegame.MAX_BYTES, "refused")
    if saved is None:
        return None, (_("The saved game could not be continued: {reason}").format(reason=message)
                      if message else "")
    try:
        return (*savegame.restore(saved), saved), ""
    except SaveError as exc:
        return None, _("The saved game could not be continued: {reason}. {aside}").format(
            reason=exc, aside=userfiles.aside(name, "refused"))


@dataclass
class Session:
    game: Game
    controllers: list[str]  # per seat: "human" or a bot name ("random", ...)
    bots: dict[int, SeededBot] = field(default_factory=dict)
    revealed_seat: int | None = None  # the human seat whose private cards are on screen
    saving: bool = True  # demo games are not autosaved (Continue keeps the player's game)
    saved: bool = False  # whether the last autosave reached the disk
    save_problem: str = ""  # why the last autosave failed, for the player
    on_move: Callable[[list[Event]], None] | None = None  # hears each move (the GUI: its sounds)
    on_saved: Callable[[], None] | None = None  # called (writer thread) when save_problem changes
    hints_used: bool = False  # the score pad marks a game where a hint was asked for
    listeners: list[Listener] = field(default_factory=list)  # told of each move made
    bot_filter: Callable[[list[Action]], list[Action]] | None = None  # the moves a bot may choose
    coached: bool = False  # a coach leads it (the tutorial): recorded, though not autosaved
    thinking: Thinking[SeededBot] | None = None  # the bot decision being searched, if any
    hinter: HintWorker = field(default_factory=HintWorker)  # the Hint's search (issue 56)
    # Hotseat: the human who has just made their turn's last decision, looking at its result
    # until they press End turn (None otherwise); and per seat, how far into the game's
    # events they had seen when their last turn ended ("Since your last turn").
    finished: int | None = None
    since: dict[int, int] = field(default_factory=dict)
    slot: str = ""  # the slot file it is saved in ("": the first free one, at the first autosave)
    tutorial: bool = False  # begun as the tutorial (the Saved games list says so)
    taster: bool = False  # the kiosk's "Try a season" (taster.py): its score pad offers the whole season
    # Human seats whose hands are on phones (issue 54, `phone_seats`): the table's screen never
    # shows them and never hands over to them. Saved; on Continue the window offers them again.
    phones: set[int] = field(default_factory=set)
    resumed_phones: list[int] = field(default_factory=list)

    @classmethod
    def start(cls, config: GameConfig, controllers: list[str], autosave: bool = True,
              slot: str = "") -> Session:
        return cls.begin(Game.new(config), controllers, autosave, slot)

    @classmethod
    def begin(cls, game: Game, controllers: list[str], autosave: bool = True, slot: str = "") -> Session:
        """A session for a game just made (`start`, or one played on from a position of
        another: `playfrom`), saved at once into `slot`."""
        savegame.check_controllers(controllers, len(game.config.players))
        s = cls(game, controllers, saving=autosave, slot=slot)
        s._make_bots()
        s.autosave()
        return s

    @classmethod
    def resume(cls, slot: str | None = None) -> tuple[Session | None, str]:
        """The game of `slot` (None: the most recently played one), ready to play on."""
        if slot is None:
            latest = slots.scan().latest
            if latest is None:
                return None, _("There is no saved game to continue.")
            slot = latest.name
        loaded, message = load_autosave(slot)
        if loaded is None:
            return None, message or _("There is no saved game to continue.")
        game, controllers, saved = loaded
        s = cls(game, controllers, saved=True, hints_used=saved.hints_used, slot=slot,
                tutorial=saved.tutorial, resumed_phones=list(saved.phones))
        s._make_bots()
        try:
            for seat, words in saved.bot_rng.items():
                bot = s.bots.get(int(seat)) if seat.isdigit() else None
                if bot is None:
                    raise SaveError(_("bot_rng: seat {seat} has no bot").format(seat=seat))
                savegame.set_rng_state(bot.rng, words)
        except SaveError as exc:
            return None, _("The saved game could not be continued: {reason}").format(reason=exc)
        return s, ""

    def _make_bots(self) -> None:
        from .bots import make_bot

        seed = self.game.config.seed
        self.bots = {seat: make_bot(c, seed * 10 + seat)
                     for seat, c in enumerate(self.controllers) if c != "human"}

    @property
    def recorded(self) -> bool:
        """Whether Records and Replays keep the game when it ends: a game that autosaves, or
        the tutorial's season (it keeps its own progress file instead); never a demo."""
        return self.saving or self.coached

    def waiting_note(self) -> str:
        """The decision panel's line while a computer seat, or a phone, is to move."""
        return phone_seats.waiting_note(self) or _(
            "The computer players take their turns; click or press Space to hurry them.")

    @property
    def humans(self) -> list[int]:
        return [s for s, c in enumerate(self.controllers) if c == "human"]

    @property
    def at_table(self) -> list[int]:
        """The human seats played on the computer itself (not on phones)."""
        return [s for s in self.humans if s not in self.phones]

    def is_human(self, seat: int | None) -> bool:
        """Lady Cat's seat (solo) has no controller: the engine plays her turns itself."""
        return seat is not None and seat < len(self.controllers) and self.controllers[seat] == "human"

    def is_computer(self, seat: int) -> bool:
        """Whether a computer plays the seat (a bot, or Lady Cat), as the table labels it."""
        return not self.is_human(seat)

    def viewer(self) -> int | None:
        """The seat whose view the screen shows: the current human, else the last human."""
        if self.finished is not None:
            return self.finished
        cur = self.game.current_player
        if self.is_human(cur) and cur not in self.phones:
            return cur
        if self.revealed_seat is not None and self.revealed_seat not in self.phones:
            return self.revealed_seat
        return self.at_table[0] if self.at_table else None

    def needs_handover(self) -> bool:
        """Hotseat privacy: a different human must take the computer before seeing their cards.
        Phone seats are people at the table too (issue 54): their players watch the screen."""
        cur = self.game.current_player
        return (cur in self.at_table and len(self.humans) > 1  # the phones' seats are humans' too
                and self.revealed_seat != cur and self.finished is None)

    def hands_hidden(self) -> bool:
        """The shared screen shows every hand's back: behind a hand-over, or while a phone seat
        decides (its player watches the screen too, whatever it decides; issue 54)."""
        return self.needs_handover() or self.game.current_player in self.phones

    def face_up(self) -> int | None:
        """The seat whose hand and Tea cards the shared screen may show face up."""
        return None if self.hands_hidden() else self.viewer()

    def _phone_turn(self) -> None:
        """A phone seat is on turn: nobody is at the screen any more (no hand shows), so the
        table's own person takes it back through the hand-over when their turn comes."""
        if self.game.current_player in self.phones:
            self.revealed_seat = None

    def turn_over(self) -> bool:
        """Hotseat: a person's turn is over and the next decision is another person's, in the
        Season or at the whist table: the finished player's view shows its result with End
        turn (Undo still possible) before the hand-over."""
        cur = self.game.current_player
        return self.finished is not None and cur in self.at_table and cur != self.finished

    def undo_seat(self) -> int | None:
        """The person whose decision `undo()` returns to (computers' moves in between are
        taken back with it); None when there is nothing to undo."""
        if not self.game.can_undo:
            return None
        return next((seat for seat in reversed(self.game.deciders) if self.is_human(seat)), None)

    def end_turn(self) -> None:
        """The finished player is done looking: the computer may be passed on."""
        if self.finished is not None:
            self.since[self.finished] = len(self.game.events)
            self.finished = None

    def news_for(self, seat: int, limit: int = 8) -> list[str]:
        """What happened since `seat`'s last turn ended, in public words only (the Chronicle's
        lines every seat may read), newest last."""
        g = self.game
        since = min(self.since.get(seat, 0), len(g.events))
        lines = [g.describe(e) for e in g.events_for(None, since)]
        return [t for t in lines if t][-limit:]

    def act(self, action: Action) -> None:
        self.hinter.stop()  # the position it was asked for is gone
        seat = self.game.current_player
        since = len(self.game.events)
        self.game.apply(action)
        if self.on_move is not None:  # what the table heard: the public events of the move
            self.on_move(self.game.events_for(None, since))
        g, nxt = self.game, self.game.current_player
        self._phone_turn()
        if nxt == self.finished or g.is_over:
            self.finished = None  # back to them (computers played between): nothing to pass on
        if seat in self.at_table and len(self.at_table) > 1 and nxt != seat and not g.is_over:
            # Their turn is over: the screen stays theirs, computers playing between included,
            # until the next person's decision, where `turn_over()` offers End turn.
            self.finished = seat
        self.autosave()
        for listener in list(self.listeners):  # one may leave as it hears (the coach's last step)
            listener.acted(action, seat)

    def bot_think(self, budget: float | None = None, play: bool = True) -> Action | None:
        """Never waits: the bot on turn's search, or its move once chosen (`bot_turn.think`)."""
        return bot_turn.think(self, budget, play)

    @property
    def is_thinking(self) -> bool:
        return self.thinking is not None and not self.thinking.done

    def with_thinking(self, prompt: str, ms: int) -> str:
        """`prompt` and "— thinking" with one to three dots cycling every 400 ms (`ms`: the
        app's clock) while a bot searches; `prompt` alone otherwise. The prompt carries it, so
        the table says who the game waits for and that the computer is at work."""
        if not self.is_thinking:
            return prompt
        return _("{prompt} \u2014 thinking{dots}").format(prompt=prompt, dots="." * (1 + ms // 400 % 3))

    def stop_thinking(self) -> None:
        """Cancel a bot's search and the hint's, and wait for their workers to end (undo,
        redo, leaving)."""
        if self.thinking is not None:
            self.thinking.cancel()
            self.thinking = None
        self.hinter.stop()

    def bot_step(self, budget: float | None = None) -> Action | None:
        """Let the bot whose turn it is choose and play, waiting for it (the terminal, tests
        and tools); the move it played."""
        action = self.bot_think(budget)
        if action is None and self.thinking is not None:
            self.thinking.wait()
            return self.bot_think(budget)
        return action

    def ask_hint(self, level: str = JUDGE) -> bool:
        """Never waits: starts the search of the hint for the human on turn, from their own
        view only (`hinter`: `found` hands it over); the game is marked as hinted (the score
        pad says so). False when no person is on turn."""
        seat = self.game.current_player
        if seat is None or not self.is_human(seat):
            return False
        self.hinter.ask(self.game, seat, level)
        if not self.hints_used:
            self.hints_used = True
            self.autosave()
        return True

    def hint(self, level: str = JUDGE) -> Hint | None:
        """The hint for the human on turn, waiting for its search (tests, tools)."""
        return self.hinter.wait(self.game) if self.ask_hint(level) else None

    def undo(self) -> int:
        """Undo back to the last human decision (bots' moves are taken back with it); how
        many actions were undone (the terminal says so)."""
        self.stop_thinking()
        self.finished = None
        count = take_back(self.game, self.is_human)
        self._phone_turn()
        if count:
            self.autosave()
        return count

    def redo(self) -> int:
        """Redo up to the next human decision; how many actions were redone."""
        self.stop_thinking()
        count = play_forward(self.game, self.is_human)
        self._phone_turn()
        if count:
            self.autosave()
        return count

    def autosave(self) -> bool:
        """Queue the game for saving, written in the background (`flush()` waits for it).
        False when it cannot be saved at all (saving off, no usable folder); a write that
        fails later shows in `saved` and `save_problem` as soon as it has failed. A full disk
        or a read-only folder must not stop the game, but it must not be hidden either."""
        if not self.saving:
            return False
        try:
            if not self.slot and not self.save_problem:  # looked for once, not on every move
                self.slot = replays.take(slots.scan()) or ""
            if not self.slot:
                raise userfiles.UnsavedError(
                    _("All {n} slots for saved games hold a season in progress.").format(n=slots.CAP))
            userfiles.write_later(self.slot, savegame.to_data(
                self.game, self.controllers, self.hints_used,
                {str(seat): savegame.rng_state(bot.rng) for seat, bot in self.bots.items()},
                slots.now(), self.tutorial, sorted(self.phones)), self._written)
        except userfiles.UnsavedError as exc:
            self._written(str(exc))
            return False
        return True

    def _written(self, problem: str) -> None:
        """The outcome of an autosave ("" or why not); on the writer thread, or at once."""
        before = self.save_problem
        self.saved = not problem
        self.save_problem = (_("Your game is not being saved. {reason}").format(reason=problem)
                             if problem else "")
        if self.save_problem != before and self.on_saved is not None:
            self.on_saved()

    def flush(self) -> bool:
        """Wait until the last autosave is on disk (or has failed); whether it is saved."""
        userfiles.flush()
        return self.saved
