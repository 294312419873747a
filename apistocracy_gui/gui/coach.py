"""The coach: plays a tutorial script over a real, seeded game (issue 12).

The coach rides on the `Session`, so it follows the game from the Season to the whist table
and the score pad. Each step says one thing in a bubble, points at it (everything else is
dimmed) and, while it teaches a move, narrows the legal actions *for the screen only*: the
scene asks `allowed(legal)` and offers nothing else; the engine is untouched. A step is shown
when the player is on turn (or the game is over), so the computer opponent plays its turns
between the steps as in any game.

Progress (the game's save plus the chapter, the step and the move count at which each chapter
began) is written through `userfiles` after every move and step, so a tutorial left midway
resumes where it stopped and any chapter reached can be replayed from its start. "Skip" hands
the same game over as a normal, autosaved game.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pygame

from .. import userfiles
from ..engine import Action, Game, GameConfig, IllegalAction, SaveError
from . import theme as T
from .bubble import Rects, arrow, line_step, place
from .coach_files import Progress, progress_file, read_progress, replay, spotlight
from .tips import Tipster
from .tutorial_script import Script, Step, load
from .widgets import Button, panel

if TYPE_CHECKING:
    from ..session import Session
    from .services import Services

BUBBLE_W = 440  # design pixels
HUMAN = "human"


class Coach:
    def __init__(self, script: Script, chapter: int = 0, step: int = 0,
                 starts: list[int] | None = None, tips: list[str] | None = None):
        self.script = script
        self.chapter, self.index = chapter, step
        self.starts = list(starts or [0])
        self.session: Session | None = None
        self.finished = False
        self.problem = ""  # why progress is not being kept, if it is not
        self.next_button = Button("Next", self.next, size=17, hint="Enter")
        self.skip_button = Button("Skip tutorial", self.skip, size=15)
        self.menu_button = Button("Chapters", self.chapters, size=15)
        self.app: Services | None = None
        self.bubble = pygame.Rect(0, 0, 0, 0)
        self.drawn: tuple = ()  # the step (and strip or bubble) now on screen
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
        return coach.attach(app, Session(game, coach.controllers(), saving=False, slot=slot, tutorial=True))

    def controllers(self) -> list[str]:
        return [HUMAN] + [self.script.opponent] * (len(self.script.players) - 1)

    def attach(self, app: Services, session: Session) -> Session:
        self.app, self.session = app, session
        session.coach = self
        session._make_bots()
        from ..bots.explained import Explained

        # The opponent says why it moved.
        session.bots = {seat: Explained(bot) for seat, bot in session.bots.items()}
        session.revealed_seat = 0  # one player at the screen: no handover
        # The tutorial teaches every tip whatever the profile has seen (its own list), and
        # holds them while a scripted step speaks.
        self.tips = session.tips = Tipster(session, set(self.tips_seen), tutorial=True)
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
        return self.script.chapters[self.chapter].title

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
        """The opponent's reason for the turn it has just begun, in a line about them."""
        s = self.session
        bot = s.bots.get(seat) if s is not None else None
        raw = getattr(bot, "why", "")
        if not raw or s is None:
            return ""
        name = s.game.name(seat)
        pronoun = "her" if name.startswith("Lady") else "his"
        said = re.sub(r"\byour\b", pronoun, raw)
        return f"Why? {name} {said[0].lower()}{said[1:]}."

    def not_now(self) -> str:
        """Why a legal move is not offered during a taught step (or while the coach talks)."""
        if not self.step.do:
            return "First read the tutorial's note, then click Next."
        return f"The tutorial asks for one move now: {self.step.say}"

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
        if self.playing and ((free == "whist" and g.st.phase != "season") or
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
        s.coach = None
        if not s.game.is_over:
            s.saving = True
            s.autosave()  # a normal game from here: Continue on the title resumes it
        if self.app is not None:
            for scene in self.app.manager.stack:
                scene.dirty = True

    def chapters(self) -> None:
        if self.app is not None:
            from .scenes.tutorial_menu import TutorialMenu

            self.app.manager.push(TutorialMenu(self.app, self.script.name))

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

    # ------------------------------------------------------------------ on screen
    def handle(self, event: pygame.event.Event) -> bool:
        """The bubble's buttons, Enter for Next; while the coach talks, the board takes no
        click. True when the event was the coach's."""
        if self.finished or self.session is None:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.blocks():
            self.next()
            return True
        if self.drawn != self.screen_key():  # what is on screen is not this step's yet
            return False
        buttons = self.buttons()
        if self.stripped():  # the strip: only its own buttons
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and any(
                b.rect.collidepoint(event.pos) for b in buttons) and (
                event.type == pygame.MOUSEBUTTONDOWN or any([b.handle(event) for b in buttons]))
        used = False
        for b in buttons:
            used = b.handle(event) or used
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return used or self.bubble.collidepoint(event.pos) or (
                self.blocks() and event.button == 1)
        return used and event.type != pygame.MOUSEMOTION

    def stripped(self) -> bool:
        """Only the slim strip (Chapters, Skip) is up: a free step is played, or the opponent
        is taking a turn between steps (Skip works at any moment)."""
        return self.free() or not self.showing()

    def screen_key(self) -> tuple:
        return (self.chapter, self.index, self.playing, self.stripped())

    def buttons(self) -> list[Button]:
        out = [self.menu_button, self.skip_button]
        if self.blocks():
            last = self.chapter == len(self.script.chapters) - 1 and \
                self.index == len(self.script.chapters[-1].steps) - 1
            self.next_button.label = "Finish" if last else "Play on" if self.step.free else "Next"
            out.append(self.next_button)
        return out

    def draw(self, surf: pygame.Surface, th: T.Theme, target: pygame.Rect | None,
             avoid: Rects = (), strip: pygame.Rect | None = None, clear: Rects = ()) -> None:
        """The spotlight on `target` (the rest dimmed, while a step teaches or talks), an
        arrow to it, and the bubble with the words and the buttons, clear of `target`, of
        `avoid` (where the taught move starts: the Calling Card stack, kept lit too) and of
        `clear` (the zoom, a refusal's note, the move being told: drawn over the bubble)."""
        if self.finished or self.session is None:
            return
        if self.stripped():
            self._draw_strip(surf, th, strip)
            return
        sw, sh = surf.get_size()
        if target is not None and not self.free():
            hole = target.inflate(th.px(16), th.px(16))
            holes = (hole, *(a.inflate(th.px(8), th.px(8)) for a in avoid))  # the move's start too
            surf.blit(spotlight((sw, sh), tuple(tuple(r) for r in holes), th.px(10)), (0, 0))
            pygame.draw.rect(surf, T.GLOW, hole, th.px(3), border_radius=th.px(10))
        self.bubble = self._place(th, (sw, sh), target, avoid + clear)
        self.drawn = self.screen_key()
        if target is not None and not self.free():
            arrow(surf, th, self.bubble, target.inflate(th.px(16), th.px(16)))
        panel(surf, self.bubble, T.PARCHMENT, T.GOLD_DARK, th.px(12), th.px(3))
        x, y = self.bubble.x + th.px(16), self.bubble.y + th.px(12)
        n = len(self.script.chapters)
        head = f"Chapter {self.chapter + 1} of {n} \u00b7 {self.title}" if n > 1 else self.title
        # The heading fitted and the lines spaced by their height: with 150% text the heading
        # ran out of the bubble and the lines were drawn over each other.
        y = th.blit_fit(surf, head, 14, T.GOLD_DARK, (x, y), self.bubble.w - th.px(32),
                        ("sans-bold", "sans-cond-bold")).bottom + th.px(4)
        for line in T.wrap(self.step.say, "serif", th.fpx(18), self.bubble.w - th.px(32)):
            surf.blit(T.text(line, "serif", th.fpx(18), T.INK), (x, y))
            y += line_step(th)
        if self.problem:
            th.blit_text(surf, "Progress is not being kept: saving is off.", 12, T.RED, (x, y), "sans")
        bx = self.bubble.right - th.px(12)
        self.skip_button.label, self.menu_button.label = "Skip tutorial", "Chapters"
        for b in reversed(self.buttons()):
            w = th.px(96 if b is self.next_button else 128)
            b.rect = pygame.Rect(bx - w, self.bubble.bottom - th.px(48), w, th.px(36))
            bx = b.rect.x - th.px(8)
            b.draw(surf, th)

    def _draw_strip(self, surf: pygame.Surface, th: T.Theme, strip: pygame.Rect | None) -> None:
        """While the player plays on: a slim strip (over `strip`, by default the bottom left)
        naming the chapter, with Chapters and Skip."""
        sw, sh = surf.get_size()
        r = pygame.Rect(0, 0, th.px(420), th.px(40))
        if strip is not None:
            r.w = max(strip.w, th.px(300))
            r.topleft = strip.topleft
        else:
            r.bottomleft = (th.px(12), sh - th.px(12))
        r.clamp_ip(surf.get_rect())
        self.bubble = r
        self.drawn = self.screen_key()
        panel(surf, r, T.PARCHMENT, T.GOLD_DARK, th.px(8), th.px(2))
        bx = r.right - th.px(6)
        for b in reversed(self.buttons()):
            w = th.px(64 if b is self.skip_button else 84)
            b.rect = pygame.Rect(bx - w, r.y + th.px(5), w, r.h - th.px(10))
            b.label = {id(self.skip_button): "Skip", id(self.menu_button): "Chapters"}[id(b)]
            bx = b.rect.x - th.px(6)
            b.draw(surf, th)
        n = len(self.script.chapters)
        label = f"Tutorial \u00b7 {self.chapter + 1} of {n}" if n > 1 else "Tutorial"
        th.blit_text(surf, label, 14, T.INK, (r.x + th.px(10), r.centery), "serif-bold", "midleft")

    def _place(self, th: T.Theme, screen: tuple[int, int], target: pygame.Rect | None,
               avoid: Rects) -> pygame.Rect:
        """Beside the target, clear of it and of `avoid` (`bubble.place`); with no target, at
        the bottom centre unless that covers something to keep clear."""
        w = th.px(BUBBLE_W)
        lines = len(T.wrap(self.step.say, "serif", th.fpx(18), w - th.px(32)))
        h = th.px(24) + line_step(th) * lines + th.px(70)
        if self.free():  # out of the way while the player plays
            return pygame.Rect(th.px(12), screen[1] - th.px(12) - h, w, h)
        return place(th, screen, (w, h), target, avoid)
