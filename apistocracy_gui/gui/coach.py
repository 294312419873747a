"""The coach: plays a tutorial script over a real, seeded game (issue 12).

The coach listens to the `Session` (one of its `listeners`; `coach.of(session)` finds it), so
it follows the game from the Season to the whist table and the score pad. Each step says one
thing in a bubble, points at it (everything else is dimmed) and, while it teaches a move,
narrows the legal actions *for the screen only*: the scene asks `allowed(legal)` and offers
nothing else; the engine is untouched. A step is shown when the player is on turn (or the game
is over), so the computer opponent plays its turns between the steps as in any game.

Progress (the game's save plus the chapter, the step and the move count at which each chapter
began) is written through `userfiles` after every move and step, so a tutorial left midway
resumes where it stopped and any chapter reached can be replayed from its start. "Skip" hands
the same game over as a normal, autosaved game.

What the coach shows (the spotlight, the bubble or the strip, and the clicks on them) is a
`CoachBubble` (coach_bubble.py); the progress file's schema is in coach_files.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import userfiles
from ..engine import Action, Game, GameConfig, IllegalAction, SaveError
from ..i18n import N_, _, data
from . import theme as T
from .bubble import Rects
from .coach_bubble import CoachBubble
from .coach_files import Progress, progress_file, read_progress, replay
from .tips import Tipster
from .tutorial_script import Script, Step, load
from .widgets import Button

if TYPE_CHECKING:
    from ..session import Session
    from .services import Services

HUMAN = "human"


def of(session: Session) -> Coach | None:
    """The coach leading `session` (the tutorial), if any: it listens to the session's moves."""
    return next((c for c in session.listeners if isinstance(c, Coach)), None)


class Coach:
    def __init__(self, script: Script, chapter: int = 0, step: int = 0,
                 starts: list[int] | None = None, tips: list[str] | None = None):
        self.script = script
        self.chapter, self.index = chapter, step
        self.starts = list(starts or [0])
        self.session: Session | None = None
        self.finished = False
        self.problem = ""  # why progress is not being kept, if it is not
        self.next_button = Button(N_("Next"), self.next, size=17, hint="Enter")
        self.skip_button = Button(N_("Skip tutorial"), self.skip, size=15)
        self.menu_button = Button(N_("Chapters"), self.chapters, size=15)
        self.app: Services | None = None
        self.view = CoachBubble(self)  # what the coach shows, and the clicks on it
        self.playing = False  # a free step whose words were read: the player plays on
        self.tips_seen = list(tips or [])
        self.tips: Tipster | None = None  # the tips that coach on after the script's chapters

    # ------------------------------------------------------------------ starting
    @classmethod
    def start(cls, app: Services, name: str = "tutorial", chapter: int = 0, slot: str = "") -> Session:
        """Script `name` from `chapter` (one reached before); saved in `slot` once handed over."""
        from ..session import Session

        script = load(name)
        config = GameConfig(players=script.players, mode=script.mode, seed=script.seed)
        saved, _msg = read_progress(name)
        starts, actions = [0], []
        if saved is not None and chapter > 0 and chapter < len(saved.starts):
            starts = saved.starts[:chapter + 1]
            actions = saved.game.get("actions", [])[:starts[chapter]]
        else:
            chapter = 0
        try:
            game = replay(config, actions)
        except (IllegalAction, IndexError, TypeError):  # the script changed since: start afresh
            chapter, starts, game = 0, [0], Game.new(config)
        coach = cls(script, chapter, 0, starts)
        return coach.attach(app, Session(game, coach.controllers(), saving=False, slot=slot, tutorial=True))

    @classmethod
    def resume(cls, app: Services, name: str = "tutorial", slot: str = "") -> Session | None:
        """The tutorial left midway, where it stopped (None when there is none)."""
        from ..session import Session

        saved, _msg = read_progress(name)
        if saved is None or saved.finished:
            return None
        script = load(name)
        try:
            game = Game.from_save(saved.game)
        except SaveError:
            return None
        if not 0 <= saved.chapter < len(script.chapters):
            return None
        coach = cls(script, saved.chapter, saved.step, saved.starts, saved.tips)
        coach.index = min(coach.index, len(script.chapters[coach.chapter].steps) - 1)
        if coach.step.do and game.current_player == 0 and not game.is_over and \
                not any(coach.matches(a) for a in game.legal_actions()):
            return None  # the script changed under a tutorial left midway: its move is gone
        return coach.attach(app, Session(game, coach.controllers(), saving=False, slot=slot, tutorial=True))

    def controllers(self) -> list[str]:
        return [HUMAN] + [self.script.opponent] * (len(self.script.players) - 1)

    def attach(self, app: Services, session: Session) -> Session:
        self.app, self.session = app, session
        session.coached, session.bot_filter = True, self.opponent_allowed
        session.listeners.append(self)  # before its tips: the script moves on first
        session._make_bots()
        from ..bots.explained import Explained

        # The opponent says why it moved.
        session.bots = {seat: Explained(bot) for seat, bot in session.bots.items()}
        session.revealed_seat = 0  # one player at the screen: no handover
        # The tutorial teaches every tip whatever the profile has seen (its own list), and
        # holds them while a scripted step speaks.
        self.tips = Tipster(session, set(self.tips_seen), tutorial=True)
        session.listeners.append(self.tips)
        self.tips.hold = lambda: not self.finished and not self.free()
        self.tips.coached()  # the first page of the script
        self.save()
        return session

    # ------------------------------------------------------------------ the script
    @property
    def step(self) -> Step:
        return self.script.chapters[self.chapter].steps[self.index]

    @property
    def title(self) -> str:
        """The chapter's title as shown (the script keeps English, the catalog's msgid)."""
        return data(self.script.chapters[self.chapter].title)

    @property
    def say(self) -> str:
        """The step's words as shown."""
        return data(self.step.say)

    def showing(self) -> bool:
        """Whether the step is on screen: on the player's turn, or once the game is over."""
        if self.finished or self.session is None:
            return False
        g = self.session.game
        return g.is_over or g.current_player == 0

    def blocks(self) -> bool:
        """A step that only talks (or a free step not yet read): no move until Next."""
        return self.showing() and not self.step.do and not self.free()

    def free(self) -> bool:
        """A free step being played: every legal move is offered, the coach keeps to a strip."""
        return not self.finished and bool(self.step.free) and self.playing

    def stripped(self) -> bool:
        """Only the slim strip (Chapters, Skip) is up: a free step is played, or the opponent
        is taking a turn between steps (Skip works at any moment)."""
        return self.free() or not self.showing()

    def matches(self, action: Action) -> bool:
        do = self.step.do
        return bool(do) and action.kind == do[0] and \
            (len(do) == 1 or [str(a) for a in action.args] == list(do[1:]))

    def allowed(self, legal: list[Action]) -> list[Action]:
        """The legal actions the screen may offer now: the taught move only, none while the
        coach talks, all of them in a free step."""
        if self.finished or self.free():
            return legal
        if not self.step.do:
            return []
        return [a for a in legal if self.matches(a)]

    def opponent_allowed(self, legal: list[Action]) -> list[Action]:
        """The computer opponent's moves while the script still has moves to teach: not onto
        a space a later step asks the learner to take (the script is written for one seeded
        game, and a well-playing opponent would otherwise take the Parlor space first)."""
        if self.finished:
            return legal
        ahead = [st for c in self.script.chapters[self.chapter:] for st in c.steps]
        ahead = ahead[self.index:]
        free = next((i for i, st in enumerate(ahead) if st.free), len(ahead))
        reserved = {st.do[1] for st in ahead[:free] if len(st.do) > 1 and st.do[0] == "place"}
        reserved.discard("beehive")  # it takes any number of Calling Cards
        kept = [a for a in legal if not (a.kind == "place" and str(a.args[0]) in reserved)]
        return kept or legal

    def why(self, seat: int) -> str:
        """The opponent's reason for the turn it has just begun, in sentences about them."""
        s = self.session
        bot = s.bots.get(seat) if s is not None else None
        raw = getattr(bot, "why", "")
        if not raw or s is None:
            return ""
        return _("Why? {reason}").format(reason=raw)  # its sentences name the player (`third_person`)

    def not_now(self) -> str:
        """Why a legal move is not offered during a taught step (or while the coach talks)."""
        if not self.step.do:
            return _("First read the tutorial's note, then click Next.")
        return _("The tutorial asks for one move now: {step}").format(step=self.say)

    # ------------------------------------------------------------------ moving on
    def acted(self, action: Action, seat: int | None) -> None:
        """A move was made (by anyone): the taught move, or a placement in a free step that
        waits for one, moves the script on. The progress is saved after every move."""
        if not self.finished and seat == 0 and (
                self.matches(action) or (self.free() and self.step.free == "placed"
                                         and action.kind == "place")):
            if self.tips is not None and self.matches(action):
                self.tips.taught()
            self.advance()
        else:
            self.sync()
            self.save()

    def sync(self) -> None:
        """Free steps end when the game reaches their point (the whist table, the end)."""
        if self.finished or self.session is None:
            return
        g, free = self.session.game, self.step.free
        if self.playing and ((free == "whist" and g.phase != "season") or
                             (free == "over" and g.is_over)):
            self.advance()

    def next(self) -> None:
        if not self.blocks():
            return
        if self.step.free:  # read: now play
            self.playing = True
            self.save()
            self.sync()
        else:
            self.advance()

    def advance(self) -> None:
        self.playing = False
        if self.tips is not None:
            self.tips.coached()  # the next page, or the first decision played on after it
        chapter = self.script.chapters[self.chapter]
        if self.index + 1 < len(chapter.steps):
            self.index += 1
        elif self.chapter + 1 < len(self.script.chapters):
            self.chapter, self.index = self.chapter + 1, 0
            done = len(self.session.game.actions_taken) if self.session else 0
            self.starts = self.starts[:self.chapter] + [done]
        else:
            self.end()
            return
        self.save()
        self.sync()

    def end(self) -> None:
        """The script is over: the game goes on as a normal one (Lady Cat's chapter) or stays
        on its score pad (the tutorial)."""
        self.finished = True
        self.save()
        self.hand_over()

    def skip(self) -> None:
        self.save()
        self.finished = True
        self.hand_over()

    def hand_over(self) -> None:
        s = self.session
        if s is None:
            return
        s.coached, s.bot_filter = False, None
        s.listeners = [c for c in s.listeners if c is not self]  # once, however often handed over
        if not s.game.is_over:
            s.saving = True
            s.autosave()  # a normal game from here: Continue on the title resumes it
        if self.app is not None:
            for scene in self.app.manager.stack:
                scene.dirty = True

    def chapters(self) -> None:
        if self.app is not None:
            self.app.manager.push(self.app.go.tutorial_menu(self.script.name))

    def save(self) -> None:
        """Keep the progress, after every move: written in the background like the autosave
        (`userfiles.write_later`), so its fsyncs never cost a frame."""
        s = self.session
        if s is None:
            return
        seen = sorted(self.tips.seen) if self.tips is not None else self.tips_seen
        data = Progress(self.script.name, s.game.to_save(), self.chapter, self.index, self.starts,
                        self.finished and self.chapter == len(self.script.chapters) - 1, seen)
        try:
            userfiles.write_later(progress_file(self.script.name), data, self._written)
        except userfiles.UnsavedError as exc:
            self._written(str(exc))

    def _written(self, problem: str) -> None:
        """The outcome of a save ("" or why not); on the writer thread, or at once. The bubble
        says when progress is not kept, so a change wakes the app to redraw it."""
        changed, self.problem = problem != self.problem, problem
        if changed and self.app is not None:
            self.app.wake()

    # ------------------------------------------------------------------ on screen (coach_bubble.py)
    @property
    def bubble(self) -> pygame.Rect:
        """The bubble (or the strip) as last drawn: the scenes keep their own notes clear of it."""
        return self.view.rect

    def handle(self, event: pygame.event.Event) -> bool:
        """The bubble's buttons and Enter; True when the event was the coach's."""
        return self.view.handle(event)

    def draw(self, surf: pygame.Surface, th: T.Theme, target: pygame.Rect | None,
             avoid: Rects = (), strip: pygame.Rect | None = None, clear: Rects = ()) -> None:
        """The spotlight on `target` and the bubble clear of `avoid` and `clear`, or the strip."""
        self.view.draw(surf, th, target, avoid, strip, clear)

    def buttons(self) -> list[Button]:
        """The buttons offered now: Chapters and Skip, and Next (or Finish, Play on) while the
        coach talks."""
        out = [self.menu_button, self.skip_button]
        if self.blocks():
            last = self.chapter == len(self.script.chapters) - 1 and \
                self.index == len(self.script.chapters[-1].steps) - 1
            self.next_button.label = N_("Finish") if last else N_("Play on") if self.step.free else N_("Next")
            out.append(self.next_button)
        return out
