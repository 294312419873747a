"""The terminal front end: `python -m apistocracy_gui.text` or `apistocracy --text`.

It plays a whole game with any mix of humans (hotseat) and bots, and it is how a bug report
is reproduced: `--replay FILE` replays a save and shows where it ended. A human seat sees only
`game.view(seat)`; between two human seats a "Pass to ..." screen keeps one player's hand
off the other's screen. Bot seats play by themselves; with no human at all, the public log
streams by and the score pad ends the run.
"""

from __future__ import annotations

import argparse
import errno
import os
import sys
from pathlib import Path

from . import i18n, reasons, savegame, userfiles
from . import text_render as render
from .bots import bot_names, make_bot
from .engine import Action, Game, GameConfig, RulesDataError, SaveError, default_catalog
from .engine.catalog import CHARACTERS
from .engine.setup import new_seed
from .engine.why_not import targets as why_not_targets
from .i18n import N_, _, ngettext, number
from .phone_seats import PHONE
from .session import Session
from .version import add_flag

HUMAN = savegame.HUMAN
# Clear the screen, move home, and clear the scrollback too (ESC[3J), so the previous
# player's hand cannot be scrolled back to.
CLEAR = "\033[2J\033[H\033[3J"
MAX_REPLAY_BYTES = savegame.MAX_BYTES
DEFAULT_PLAYERS = "edward:human,tuesday:random"
HELP = N_("Type an action's number, or: u undo, r redo, s [FILE] save, v show the whole table, "
          "w [WORD] why something is not offered, q quit, h help")


class _Stop(Exception):
    """The player quit, or the input ended: save if asked and leave cleanly."""


def parse_players(text: str) -> list[tuple[str, str]]:
    """`edward:human,shae:random` -> [("edward", "human"), ("shae", "random")]."""
    seats = []
    for item in text.split(","):
        character, _sep, controller = item.strip().lower().partition(":")
        controller = controller or HUMAN
        if character not in CHARACTERS:
            raise argparse.ArgumentTypeError(_("unknown character {name}; expected one of {known}").format(
                name=repr(character), known=", ".join(CHARACTERS)))
        if controller not in (HUMAN, PHONE) and controller not in bot_names():
            raise argparse.ArgumentTypeError(_("unknown controller {name}; expected one of {known}").format(
                name=repr(controller), known=", ".join([HUMAN, PHONE, *bot_names()])))
        seats.append((character, controller))
    if not 2 <= len(seats) <= 4:
        raise argparse.ArgumentTypeError(_("a game has 2-4 seats, not {n}").format(n=len(seats)))
    if len({c for c, _ctl in seats}) != len(seats):
        raise argparse.ArgumentTypeError(_("each character can be played by one seat only"))
    return seats


def build_parser() -> argparse.ArgumentParser:
    """The terminal's command line, worded in the language spoken now (choose it first)."""
    p = argparse.ArgumentParser(prog="apistocracy --text", description=_("Play Apistocracy in a terminal."))
    add_options(p)
    p.add_argument("--replay", metavar=_("FILE"), help=_("replay a save, show the position, then play on"))
    add_flag(p)
    i18n.add_flag(p)
    return p


def add_options(p: argparse.ArgumentParser | argparse._ArgumentGroup) -> None:
    """The terminal's own options (`--replay` aside, which the window has too): its parser's,
    and listed by the window's `--help` under `--text`."""
    p.add_argument("--players", type=parse_players, default=None,
                   # TRANSLATORS: the value of --players in the --help: the game's seats.
                   metavar=_("SEATS"),
                   help=_("2-4 seats as character:controller, controller one of {controllers} "
                          "(default {default})").format(controllers=", ".join([HUMAN, PHONE, *bot_names()]),
                                                       default=DEFAULT_PLAYERS))
    p.add_argument("--seed", type=int, default=None, metavar=_("SEED"),
                   help=_("the game's random seed (default: random)"))
    p.add_argument("--save", metavar=_("FILE"), help=_("write the save here at the end and on quit"))


class Terminal:
    """One game at the terminal, played through the shared `Session` (moves, bots, undo):
    who is looking, and what each seat has been shown. It saves only to `--save FILE`."""

    def __init__(self, game: Game, controllers: list[str], save_path: str | None):
        # Bots get distinct seeds per seat, reproducible from the game's: the terminal's own
        # (not the window's), so a seed told by `replay_hint` replays the same season.
        seed = game.config.seed
        bots = {s: make_bot(c, seed * 4 + s) for s, c in enumerate(controllers) if c != HUMAN}
        self.session = Session(game, controllers, bots, saving=False)
        self.g = game
        self.controllers = controllers
        self.save_path = save_path
        self.humans = self.session.humans
        self.at_screen: int | None = None  # the human seat whose view the terminal shows now
        self.seen = [0] * len(controllers)  # per seat: log lines (of those it may see) shown
        self.shown_public = 0  # public log lines shown to the whole table
        self.redraw = True  # the next human view redraws the whole table

    # ------------------------------------------------------------------ the loop
    def run(self) -> int:
        try:
            while not self.g.is_over:
                seat = self.g.to_move
                if self.session.is_human(seat):
                    self.human_move(seat)
                else:
                    self.bot_move()
        except _Stop as exc:
            print(f"\n{exc}")
            self.save_if_asked()
            return 0
        except EOFError:  # stdin closed (a pipe ran dry) while a human was to choose
            print("\n" + _("The input ended before the game did. {saved}").format(saved=self.save_on_exit()))
            return 1
        except KeyboardInterrupt:
            print("\n" + _("Interrupted."))
            self.save_if_asked()
            return 130
        self.finish()
        return 0

    def bot_move(self) -> None:
        self.session.bot_step()
        self.redraw = True
        if not self.humans:
            self.stream_public()

    def human_move(self, seat: int) -> None:
        """Show the seat its view and act on one reply (an action, or a command)."""
        if seat != self.at_screen:
            if len(self.humans) > 1:
                self.pass_screen(seat)
            self.at_screen = seat
            self.redraw = True
        legal = self.g.legal_actions()
        self.show(seat, legal)
        while True:
            ask = _("{who}, choose 1-{n} (h for help): ").format(who=self.g.name(seat), n=len(legal))
            reply = input(ask).strip()
            cmd, _sep, arg = reply.partition(" ")
            cmd = cmd.lower()
            if cmd.isdigit() and 1 <= int(cmd) <= len(legal):
                self.session.act(legal[int(cmd) - 1])
                return
            if cmd in ("u", "r"):
                print(self.undo() if cmd == "u" else self.redo())
                if self.redraw:  # something was undone or redone: show the new position
                    return
            elif cmd == "s":
                self.save(arg.strip() or self.save_path)
            elif cmd == "q":
                raise _Stop(_("Quit."))
            elif cmd == "v":
                self.redraw = True
                self.show(seat, legal)
            elif cmd == "w":
                print(self.why_not(arg.strip()))
            elif cmd in ("h", "?"):
                print(_(HELP))
            elif len(reply) >= 3 and self.refused(reply):  # a choice typed by name, not offered
                print(self.why_not(reply))
            else:
                print(_("Not understood: {reply}. {help}").format(reply=repr(reply), help=_(HELP)))

    def refused(self, word: str) -> list:
        """The targets of this decision not offered now whose name contains `word`."""
        legal = self.g.legal_actions()
        return [a for a in why_not_targets(self.g)
                if word.lower() in a.label.lower() and a not in legal]

    def why_not(self, word: str) -> str:
        """The refused targets of this decision (those whose name contains `word`) and why."""
        lines = [f"  {a.label}: {self.g.why_not(a)}" for a in self.refused(word)]
        return "\n".join([_("Not offered now:"), *lines]) if lines else \
            _("Nothing else can be chosen here: every choice is in the list.")

    def pass_screen(self, seat: int) -> None:
        if sys.stdout.isatty():
            print(CLEAR, end="")  # the last hand is gone, from the scrollback too
        else:  # a pipe or a file keeps everything: hotseat privacy cannot hold
            print(_("(Output is not a terminal: earlier hands stay visible in it.)"))
        print("\n" + "=" * 72)
        if input(_("Pass to {who}, press Enter ").format(who=self.g.name(seat))).strip().lower() == "q":
            raise _Stop(_("Quit."))

    def show(self, seat: int, legal: list[Action]) -> None:
        view = self.g.view(seat)
        log = view.log
        self.seen[seat] = min(self.seen[seat], len(log))  # undo shortens the log
        news = log[self.seen[seat]:]
        lines = [f"  {t}" for t in news[-24:]]
        if len(news) > 24:
            lines.insert(0, "  " + ngettext("... ({n} earlier line)", "... ({n} earlier lines)",
                                            len(news) - 24).format(n=number(len(news) - 24)))
        lines += render.full_view(self.g, view) if self.redraw else render.short_view(self.g, view)
        lines.append(f"> {view.prompt}")
        lines += [f"  {i}. {a}" for i, a in enumerate(legal, 1)]
        print("\n".join(lines))
        self.seen[seat] = len(log)
        self.shown_public = len(self.g.log_for(None))
        self.redraw = False

    def stream_public(self) -> None:
        public = self.g.log_for(None)
        for entry in public[self.shown_public:]:
            print(entry.text)
        self.shown_public = len(public)

    # ------------------------------------------------------------------ commands
    def undo(self) -> str:
        """Undo the last action, and the bot moves before it, back to a human's decision."""
        g = self.g
        if not g.actions_taken:
            return _("Nothing to undo yet.")
        if not g.can_undo:
            return _("Cannot undo: the last action revealed hidden information "
                     "(a draw, a refill or a Tea card).")
        count = self.session.undo()
        self.redraw = True
        if not self.session.is_human(g.current_player):
            return ngettext("Undid {n} action(s) (earlier bot moves revealed hidden information).",
                            "Undid {n} action(s) (earlier bot moves revealed hidden information).",
                            count).format(n=number(count))
        return ngettext("Undid {n} action(s).", "Undid {n} action(s).", count).format(n=number(count))

    def redo(self) -> str:
        g = self.g
        if not g.can_redo:
            return _("Nothing to redo.")
        count = self.session.redo()
        self.redraw = True
        return ngettext("Redid {n} action(s).", "Redid {n} action(s).", count).format(n=number(count))

    def save(self, path: str | None) -> None:
        if not path:
            print(_("No save file: type s FILE, or start with --save FILE."))
            return
        problem = self.write(path)
        n = len(self.g.actions_taken)
        done = ngettext("Saved {n} action(s) to {path}", "Saved {n} action(s) to {path}", n).format(
            n=number(n), path=path)
        print(_("Not saved: {problem}").format(problem=problem) if problem else done)

    def write(self, path: str) -> str:
        """Write the save file; why it failed, or "" when it reached the disk."""
        try:
            userfiles.write_bytes(path, savegame.encode(self.g, self.controllers))
        except userfiles.UnsavedError as exc:
            return str(exc)
        return ""

    def save_if_asked(self) -> None:
        if self.save_path:
            self.save(self.save_path)

    def save_on_exit(self) -> str:
        """Save to `--save FILE` when given; the sentence that says whether the game is kept."""
        if not self.save_path:
            return _("The game was not saved (start with --save FILE to keep it).")
        if problem := self.write(self.save_path):
            return _("The game was not saved: {problem}").format(problem=problem)
        return _("The game was saved to {path} (apistocracy --text --replay {path} plays on).").format(
            path=self.save_path)

    def show_position(self) -> None:
        """The table as a spectator sees it, with the last public log lines (after a replay)."""
        view = self.g.view(None)
        tail = view.log[-12:]
        print("\n".join([f"  {t}" for t in tail] + render.full_view(self.g, view)))
        print(f"> {view.prompt}")
        self.shown_public = len(view.log)

    def finish(self) -> None:
        self.stream_public()
        print("\n".join(render.score_pad(self.g)))
        if self.g.start is None:  # a season played on from a moment: no seed replays it
            print(replay_hint(self.g, self.controllers))
        self.save_if_asked()


def replay_hint(game: Game, controllers: list[str]) -> str:
    """The season's seed, told once the game is over (R7.1), as the command that replays it."""
    seats = ",".join(f"{c}:{ctl}" for c, ctl in zip(game.config.players, controllers, strict=True))
    return _("This season's seed was {seed}. Replay it: apistocracy --text --players {seats} "
             "--seed {seed}").format(seed=game.config.seed, seats=seats)


def load_replay(path: str) -> tuple[Game, list[str]]:
    """The replayed game and the controllers stored with it; SaveError in one line."""
    try:
        data = userfiles.read_bytes(path, MAX_REPLAY_BYTES)
    except OSError as exc:
        raise SaveError(str(exc)) from exc
    return savegame.load_bytes(data, Path(path).name)


def check_save_target(path: str) -> str:
    """Why `--save FILE` could not be written ("" when it can), found before the game starts
    rather than after it: a folder that is missing or not writable, a directory as FILE."""
    target = Path(path)
    folder = target.parent
    kind, why = userfiles.status(target)
    if kind == "folder":
        return _("{path} is a folder, not a file").format(path=path)
    if kind != "unknown":  # (unknown: `why` says what stops the search for it)
        if userfiles.status(folder)[0] != "folder":
            return _("the folder {folder} does not exist").format(folder=folder)
        if not os.access(folder, os.W_OK | os.X_OK) or (kind != "missing" and not os.access(target, os.W_OK)):
            why = reasons.of_errno(errno.EACCES)  # os.access says no, and raises nothing to word
    return _("{path} cannot be written ({reason})").format(path=path, reason=why) if why else ""


def main(argv: list[str] | None = None) -> int:
    # The terminal follows --lang, else the system (not the window's options), from before
    # the parser is built: its --help, argparse's own words and a wrong --players are in the
    # player's language too.
    i18n.choose(i18n.flag_in(argv))
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.players and any(c == PHONE for _ch, c in args.players):
        parser.error(_("phone seats are played in the window: leave out --text"))
    if args.save and (problem := check_save_target(args.save)):
        parser.error(_("--save: {problem}").format(problem=problem))
    try:
        default_catalog()
    except RulesDataError as exc:  # broken rules data: one clear line, no traceback
        print(_("The rules data is broken: {error}").format(error=exc), file=sys.stderr)
        return 2
    if args.replay:
        try:
            game, stored = load_replay(args.replay)
        except SaveError as exc:
            print(_("Cannot replay {path}: {error}").format(path=args.replay, error=exc),
                  file=sys.stderr)
            return 2
        characters = list(game.config.players)
        if args.players and [c for c, _ctl in args.players] != characters:
            parser.error(_("--players must name the save's characters in order: {characters}").format(
                characters=",".join(characters)))
        controllers = [c for _ch, c in args.players] if args.players else stored
        terminal = Terminal(game, controllers, args.save)
        n = len(game.actions_taken)  # never the seed while the game is on (R7.1)
        print(ngettext("Replayed {n} action(s) from {path} (state {state})",
                       "Replayed {n} action(s) from {path} (state {state})", n).format(
            n=number(n), path=args.replay, state=game.state_hash()[:16]))
        terminal.show_position()
    else:
        seats = args.players or parse_players(DEFAULT_PLAYERS)
        seed = new_seed() if args.seed is None else args.seed
        game = Game.new(GameConfig(tuple(c for c, _ctl in seats), seed=seed))
        terminal = Terminal(game, [c for _ch, c in seats], args.save)
    return terminal.run()


if __name__ == "__main__":
    sys.exit(main())
