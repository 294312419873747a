"""The replay viewer (issue 16): watch a finished or saved game again, action by action.

The game on screen is drawn by the very scenes that played it (the Season boards, the whist
table, the score pad), built over a watching session that makes no moves of its own; this
scene only drives them and draws its control bar on top. A step forward applies the next
action to the game on screen, so a Calling Card flies to its space and a whist card to the
table as in play; a step back or a jump rebuilds the position from the seed.

It shows a finished game from one seat's view (that seat's hand and Tea cards, its log),
never more, or with "All" every hand as well. A game still in progress (the autosave) is
shown only as a spectator sees it, so nobody at a hotseat table can peek at another
player's hand through its replay. Keys: Left/Right step,
Up/Down go to the previous/next week or trick, Home/End, Space plays or pauses, V changes
the view, Esc closes; Tab walks the buttons as everywhere. "Play from here" plays on from the
decision on screen as a new game (issue 56, `gui/play_from.py`): offered for a finished game's
decisions only, as its views are, where the deciding player would end their turn (the End
turn button's place, free in a replay), so the bar and its heading keep their room.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ... import slots
from ...engine import Action
from ...i18n import N_, _, generation
from ...replay import Replay
from ...session import Session
from .. import theme as T
from ..cards import draw_whist, size_for
from ..play_from import LABEL, end_turn_place, offered, play_from_here
from ..scene import Scene
from ..widgets import Button, message_box, panel

if TYPE_CHECKING:
    from ...engine import Action
    from ..services import Services

IN_PLAY = N_("This game is still being played: it is shown as a spectator sees it, and the seats' "
              "views open once it has ended.")
ALL = -1  # the view that shows every hand (after the game's end)
SPECTATOR = -2  # no private card at all: the only view of a game still in progress
PLAY_PACE = 0.9  # seconds per action while playing (x the animation factor, at least MIN_PACE)
MIN_PACE = 0.35
BAR_H = 58  # design pixels of the control bar (it covers the game's own top bar)


@dataclass
class Watching(Session):
    """The session a replay is drawn from: no seat is at the screen and nobody moves by
    itself; the viewer applies the recorded actions. `played_by` keeps who really played
    each seat, for the labels."""

    played_by: list[str] = field(default_factory=list)

    def bot_step(self, budget: float | None = None) -> Action | None:
        return None

    def waiting_note(self) -> str:
        """Whose decision the step is, as it was played (a person's, a computer's), and how
        the replay moves on: never "the computer players take their turns" for a person."""
        seat = self.game.current_player
        if seat is None:
            return ""
        name = self.game.name(seat)
        if self.played_by and not self.is_computer(seat):
            return _("{name} decides here. Step on (Right arrow or \u25b6) to see what they chose.").format(
                name=name)
        if self.played_by:
            return _("{name}, a computer player, decides here. Step on (Right arrow or \u25b6) "
                     "to see what it chose.").format(name=name)
        return _("{name} decides here. Step on (Right arrow or \u25b6) to see the choice.").format(name=name)

    def is_computer(self, seat: int) -> bool:
        """A bot's seat or Lady Cat's; unknown (a save without controllers): no label."""
        if not self.played_by:
            return False
        return seat >= len(self.played_by) or self.played_by[seat] != "human"


class ReplayScene(Scene):
    keys_taken = frozenset((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN))

    def __init__(self, app: Services, replay: Replay):
        super().__init__(app)
        self.replay = replay
        controllers = replay.controllers or []
        humans = [i for i, c in enumerate(controllers) if c == "human"]
        self.view = (humans[0] if humans else 0) if replay.finished else SPECTATOR
        self.playing = False
        self.timer = 0.0
        self.notice = ""  # why View did nothing, until the next step
        self.inner: Scene | None = None
        self.inner_phase = ""
        self.spoken = generation()
        self.play_button = Button(N_("Play"), self.toggle_play, size=16, hint="Space")
        self.view_button = Button("", self.next_view, size=16, hint="V")
        self.bar = [Button(N_("Close"), self.close, size=16, hint="Esc"),
                    Button("|\u25c0", lambda: self.go(0), size=16, hint="Home"),
                    Button("\u25c0", lambda: self.go(self.replay.step - 1), size=16, hint="Left"),
                    Button("\u25b6", self.forward, size=16, hint="Right"),
                    Button("\u25b6|", lambda: self.go(self.replay.last), size=16, hint="End"),
                    self.play_button,
                    Button("\u25c0\u25c0", lambda: self.chapter(-1), size=16, hint="Up"),
                    Button("\u25b6\u25b6", lambda: self.chapter(1), size=16, hint="Down")]
        # A button per week (its number), then "Whist" (the first trick) and "Scores".
        shown = {"Trick 1": N_("Whist"), "Scores": N_("Scores")}
        self.weeks = [Button(name.removeprefix("Week "), partial(self.go, step), size=16)
                      for name, step in replay.chapters() if name.startswith("Week")]
        self.weeks += [Button(shown[name], partial(self.go, step), size=16)
                       for name, step in replay.chapters() if name in shown]
        # The season review of a finished game (issue 36); `note` is a key moment's line.
        self.review_button = Button(N_("Review"), self.open_review, size=16, enabled=replay.finished)
        self.from_here = Button(LABEL, self.play_from_here, size=16)
        self.note, self.note_step = "", -1
        self.better: Action | None = None
        self.go(0)

    def open_review(self) -> None:
        r = self.replay
        self.app.manager.push(self.app.go.review(r.save, r.controllers, r.label, tutorial=r.tutorial))

    def play_from_here(self) -> None:
        r = self.replay
        self.notice = play_from_here(self.app, r.save, r.controllers, r.step)
        self.dirty = True


    def show_moment(self, step: int, note: str, better: Action | None = None) -> None:
        """Open at a key moment of the review: the position before the decision, with the
        better move glowing on the board and its reason said over it (while at that step)."""
        self.note, self.note_step, self.better = note, step, better
        self.go(step)

    def draw_moment(self, surf: pygame.Surface) -> None:
        """The key moment's better move: its space or card glows, its reason on top."""
        from ..board.decision import inplace_key
        from ..board.draw import glow

        th, better = self.theme, self.better
        season, whist = self.app.go.as_season(self.inner), self.app.go.as_whist(self.inner)
        if better is not None and season is not None:
            spot = season.spots.by_key.get(inplace_key(better) or "")
            if spot is not None:
                glow(surf, spot.rect, spot.hexagon, color=T.GLOW)
        elif better is not None and whist is not None and better.kind == "play":
            glow(surf, whist.table.source_rect(self.replay.game.current_player, better), color=T.GLOW)
        message_box(surf, th, self.note, "midtop", (surf.get_width() // 2, th.px(BAR_H + 10)),
                    980, T.GLOW, T.BG_DARK, 17)

    # ------------------------------------------------------------------ moving
    def go(self, step: int) -> None:
        """Jump to a position (rebuilding the scene that shows it)."""
        self.notice = ""
        self.replay.at(step)
        self.rebuild()

    def forward(self) -> None:
        """One action forward, shown as it happened (a card flying, a trick taken)."""
        self.notice = ""
        r = self.replay
        if r.step >= r.last:
            self.playing = False
            return
        g = r.game
        action, seat, kind = r.done(r.step + 1), g.to_move, g.pending_kind()  # labelled now
        season, whist = self.app.go.as_season(self.inner), self.app.go.as_whist(self.inner)
        if whist is not None and r.marks[r.step + 1].phase == "whist":
            since, src = len(g.events), whist.table.source_rect(seat, action)
            r.at(r.step + 1)
            whist.played(seat, since, src, action)
        elif season is not None and r.marks[r.step + 1].phase == "season":
            r.at(r.step + 1)
            season.played(seat, kind, action)
            season.replay.skip()
        else:
            r.at(r.step + 1)
            self.rebuild()
        self.dirty = True

    def chapter(self, delta: int) -> None:
        chapters = self.replay.chapters()
        i = max(0, min(len(chapters) - 1, self.replay.chapter_of(self.replay.step) + delta))
        self.go(chapters[i][1])

    def toggle_play(self) -> None:
        self.playing = not self.playing and self.replay.step < self.replay.last
        self.timer = 0.0
        self.dirty = True

    def views(self) -> list[int]:
        if not self.replay.finished:
            return [SPECTATOR]
        return [*range(self.replay.seats()), ALL]

    def next_view(self) -> None:
        views = self.views()
        if views == [SPECTATOR]:  # a game in progress: say why the view does not change
            self.notice = IN_PLAY
            self.dirty = True
            return
        self.view = views[(views.index(self.view) + 1) % len(views)] if self.view in views else views[0]
        self.rebuild()

    def close(self) -> None:
        if len(self.app.manager.stack) > 1:
            self.app.manager.pop()
        else:  # opened from the command line
            self.app.manager.replace(self.app.go.title())

    def ask_quit(self) -> None:
        self.app.running = False  # nothing to lose: a replay changes no file

    # ------------------------------------------------------------------ the scene shown
    def rebuild(self) -> None:
        """The scene for the position: Season, whist table or score pad, from the view's seat."""
        g = self.replay.game
        seat = {ALL: g.current_player if g.current_player is not None else 0, SPECTATOR: None}.get(
            self.view, self.view)
        phase = self.replay.marks[self.replay.step].phase
        session = Watching(g, ["replay"] * len(g.config.players), saving=False,
                           played_by=list(self.replay.controllers or []))
        session.revealed_seat = seat
        if phase == "over":
            inner: Scene = self.app.go.scores(session)  # never the solo result: it records
        else:
            inner = self.app.go.game_scene(session)
        season, whist = self.app.go.as_season(inner), self.app.go.as_whist(inner)
        if whist is not None:
            whist.tricks.flights = []
        if season is not None:
            season.replay.skip()  # Lady Cat's turn is not told again line by line
            season.captions.say(self.replay.caption(self.replay.step))
        self.inner, self.inner_phase = inner, phase
        self.spoken = generation()  # the language of the caption and the inner scene's words
        self.dirty = True

    # ------------------------------------------------------------------ input and time
    def handle(self, event: pygame.event.Event) -> None:
        for b in self.buttons():
            if b.handle(event):
                self.dirty = True
                if event.type == pygame.MOUSEBUTTONUP:
                    return
        if event.type == pygame.MOUSEMOTION and self.inner is not None:
            self.inner.handle(event)  # hover zooms on the board
            self.dirty = self.dirty or self.inner.dirty
        elif event.type == pygame.MOUSEWHEEL and self.inner is not None:
            self.inner.handle(event)
            self.dirty = True
        elif event.type == pygame.KEYDOWN:
            self.key(event.key)

    def key(self, k: int) -> None:
        r = self.replay
        actions = {pygame.K_ESCAPE: self.close, pygame.K_RIGHT: self.forward,
                   pygame.K_LEFT: lambda: self.go(r.step - 1), pygame.K_HOME: lambda: self.go(0),
                   pygame.K_END: lambda: self.go(r.last), pygame.K_UP: lambda: self.chapter(-1),
                   pygame.K_DOWN: lambda: self.chapter(1), pygame.K_SPACE: self.toggle_play,
                   pygame.K_v: self.next_view}
        if k in actions:
            actions[k]()
            self.dirty = True

    def update(self, dt: float) -> None:
        season, whist = self.app.go.as_season(self.inner), self.app.go.as_whist(self.inner)
        busy = False
        if whist is not None:
            busy = whist.move_tricks(dt)
        elif season is not None and season.tweens:
            season.update(dt)  # only its tweens move: it is not on top
            busy = True
        if busy:
            self.dirty = True
        if self.playing and not busy:
            self.timer += dt
            if self.timer >= max(MIN_PACE, PLAY_PACE * self.app.settings.anim_factor):
                self.timer = 0.0
                self.forward()

    def animating(self) -> bool:
        season, whist = self.app.go.as_season(self.inner), self.app.go.as_whist(self.inner)
        return self.playing or (whist is not None and whist.tricks.busy()) or (
            season is not None and bool(season.tweens))

    def resized(self) -> None:
        if self.spoken != generation():  # a new language: the position shown again, in it
            self.rebuild()
        elif self.inner is not None:
            self.inner.resized()
        self.dirty = True

    # ------------------------------------------------------------------ drawing
    def buttons(self) -> list[Button]:
        return [*self.bar, *self.weeks, self.view_button, self.review_button,
                *([self.from_here] if offered(self.replay) else [])]

    def layout(self) -> None:
        th = self.theme
        x = th.px(8)
        widths = (80, 50, 44, 44, 50, 76, 56, 56)
        for b, w in zip(self.bar, widths, strict=True):
            b.rect = pygame.Rect(x, th.px(9), th.px(w), th.px(40))
            x = b.rect.right + th.px(6)
        x += th.px(14)
        for b in self.weeks:
            w = 40 if b.label.isdigit() else 76
            b.rect = pygame.Rect(x, th.px(9), th.px(w), th.px(40))
            x = b.rect.right + th.px(4)
        x += th.px(14)
        r = self.replay
        self.view_button.label = view_label(r, self.view)
        # As wide as its longest label (a seat's name, "All hands") at the 100% text size, so V
        # never changes it nor cuts one, and the heading beside it has the rest of the bar (a
        # larger Text size steps its label down to fit, as on the bar's other buttons).
        font = T.font("serif-bold", T.font_px(16, th.scale))
        natural = max(font.size(view_label(r, v))[0] for v in self.views())
        self.view_button.rect = pygame.Rect(x, th.px(9), max(th.px(120), natural + th.px(16)), th.px(40))
        self.review_button.rect = pygame.Rect(self.view_button.rect.right + th.px(6), th.px(9),
                                              th.px(84), th.px(40))
        self.play_button.label = N_("Pause") if self.playing else N_("Play")
        self.bar[1].enabled = self.bar[2].enabled = r.step > 0
        self.bar[3].enabled = self.bar[4].enabled = self.play_button.enabled = r.step < r.last

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        self.layout()
        if self.inner is not None:
            self.inner.draw(surf)
            self.from_here.rect = end_turn_place(self.app, self.inner, self.from_here.rect)
        w = surf.get_width()
        bar = pygame.Rect(0, 0, w, th.px(BAR_H))
        pygame.draw.rect(surf, T.BG_DARK, bar)
        pygame.draw.line(surf, T.GOLD, (0, bar.bottom - 1), (w, bar.bottom - 1), th.px(2))
        for b in self.buttons():
            b.draw(surf, th)
        r = self.replay
        chapter = r.chapters()[r.chapter_of(r.step)][0]
        left = self.review_button.rect.right + th.px(14)
        heading = _("Replay \u00b7 {chapter} \u00b7 step {step} of {last}").format(
            chapter=chapter_name(chapter), step=r.step, last=r.last)
        room = w - left - th.px(8)  # German and French run longer: a condensed cut, then cut
        th.blit_fit(surf, heading, 16, T.GOLD, (left, th.px(10)), room)
        what = heading_line(r)
        th.blit_fit(surf, what, 15, T.PARCHMENT, (left, th.px(31)), room, ("serif-italic", "serif-cond"))
        if self.view == ALL:
            draw_all_hands(self, surf)
        if self.notice:
            message_box(surf, th, _(self.notice), "topleft", (self.view_button.rect.x, th.px(BAR_H + 6)),
                        560, T.GOLD, T.BG_DARK)
        if self.note and self.replay.step == self.note_step:
            self.draw_moment(surf)


def draw_all_hands(scene: ReplayScene, surf: pygame.Surface) -> None:
    """Every seat's hand face up: only offered once the game is over (nothing is hidden)."""
    th, g = scene.theme, scene.replay.game
    seats = range(g.seats)
    box = pygame.Rect(0, 0, th.px(620), th.px(30 + 92 * len(seats)))
    box.topright = (surf.get_width() - th.px(10), th.px(BAR_H + 8))
    panel(surf, box, T.BG_DARK, T.GOLD, th.px(12), th.px(2))
    y = box.y + th.px(12)
    for seat in seats:
        hand = g.view(seat).players[seat].hand or []
        th.blit_text(surf, g.name(seat), 16, T.GOLD, (box.x + th.px(14), y), "serif-bold")
        cw, ch = size_for(th.px(48))
        for i, cid in enumerate(hand):
            rect = pygame.Rect(box.x + th.px(14) + i * (cw + th.px(4)), y + th.px(22), cw, ch)
            if cid < len(g.cat.whist):
                draw_whist(surf, g.cat.whist[cid], rect, scene.app.settings.colorblind_marks)
        if not hand:
            th.blit_text(surf, _("no cards in hand"), 15, T.PARCHMENT, (box.x + th.px(14), y + th.px(30)),
                         "serif-italic")
        y += th.px(92)


def view_label(r: Replay, view: int) -> str:
    """The View button's label for `view`, in the language spoken now."""
    shown = {ALL: _("View: All hands"), SPECTATOR: _("View: spectator")}.get(view)
    return shown or _("View: {name}").format(name=r.game.name(view))


def heading_line(r: Replay) -> str:
    """The heading's second line: mode, who won and the seed ("Standard \u00b7 won by Lord Shae \u00b7
    seed 10"), not the players, whose mats are on screen below. R7: a game in play keeps its
    seed secret."""
    game = slots.game_line(r.config.mode, r.names, r.winners, r.tutorial, players=False)
    if r.start is not None:  # played on from a moment (issue 56): said so, and no seed replays it
        return slots.started_line(game, r.start.state["week"], r.start.state["phase"] == "whist")
    return _("{game} \u00b7 seed {seed}").format(game=game, seed=r.config.seed) if r.finished else game


def chapter_name(name: str) -> str:
    """A chapter of `Replay.chapters()` ("Week 3", "Trick 2", "Scores") in the current language."""
    kind, _space, n = name.partition(" ")
    if kind == "Week" and n.isdigit():
        return _("Week {week}").format(week=n)
    if kind == "Trick" and n.isdigit():
        return _("Trick {n}").format(n=n)
    return _("Scores") if name == "Scores" else name
