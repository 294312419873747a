"""The whist table (rulebook p.15-16): the Card Sharp choice, trashing down, and the tricks.

Everything drawn comes from `game.view(...)` and every move from `game.legal_actions()`:
the viewer's legal cards are raised and the others greyed, so the screen never decides what
is legal. The scene composes parts that each own one job: where everything lies
(whist_layout.py), the cards in flight and the finished trick on show (whist_tricks.py), the
painting (whist_paint.py), the zoom (whist_zoom.py), and the table frame it shares with the
Season (gui/table/: the top bar's buttons, the bot's pace, the intents keys and buttons
send). What stays here is the game's flow: whose eyes, a move, a bot paced, a turn handed
over, the end.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...bots.hint import Hint
from ...engine import Action
from ...i18n import N_
from .. import hotseat
from ..board.refusal import Refusal
from ..coach import of as coach_of
from ..focus import Target, button_targets, with_coach
from ..scene import Scene
from ..table import top_buttons
from ..table.intent import Command, Intent, take_back
from ..table.pacer import BotPacer
from ..table.top_buttons import TopButtons
from ..tips_view import TipView, rules_opener, with_tip
from ..widgets import Button
from . import hint_sign, whist_paint
from .whist_context import WhistContext
from .whist_layout import CARD_KINDS, TableLayout
from .whist_tricks import TrickShow
from .whist_zoom import TableZoom

if TYPE_CHECKING:
    from ...engine import Game
    from ...session import Session
    from ..services import Services

END_BANNER = 1.6  # seconds "The game is over" shows before the score pad (x the factor)
BOT_DELAY = 0.7  # seconds between computer moves (x the animation factor, at least MIN_BOT_DELAY)
MIN_BOT_DELAY = 0.25
# The top bar's buttons: the command each sends, and its label (translated as it is drawn).
TOP_LABELS = {"hint": N_("Hint"), "undo": N_("Undo"), "redo": N_("Redo"), "rules": N_("Rules"),
              "options": N_("Options"), "menu": N_("Menu")}


class WhistScene(Scene):
    attract_band = "bottom"  # the demo's band (gui/attract.py) leaves the top seat in view
    def __init__(self, app: Services, session: Session):
        super().__init__(app)
        self.session = session
        self.choices: list[Button] = []  # a decision that is not a card: one button per action
        self.choice_key: tuple[Action, ...] = ()  # the decisions `choices` were made for
        self.ctx = WhistContext(app, session, self.card_actions)  # what the parts read
        self.table = TableLayout(self.ctx)
        self.tricks = TrickShow(self.ctx, self.table)
        self.collect = Button(N_("Continue"), partial(self.apply, Command("collect")), size=18,
                              hint="Space")  # a won trick
        self.turn_end = hotseat.EndTurn(session, self.reset_table)  # then the hand-over
        self.ending = 0.0  # the end-of-game banner's time left
        self.ended = False
        self.pacer = BotPacer(BOT_DELAY, MIN_BOT_DELAY)
        self.table_zoom = TableZoom(self.ctx, self.table, self.tricks)  # the card under the pointer
        self.refusal = Refusal()  # why a greyed card will not play
        self.tip_view = TipView(rules_opener(app))
        self.hint_shown: Hint | None = None
        command = {name: partial(self.apply, Command(name))
                   for name in TOP_LABELS}
        self.buttons = TopButtons({name: Button(TOP_LABELS[name], command[name], size=18,
                                                hint="H" if name == "hint" else "")
                                   for name in command})

    # ------------------------------------------------------------------ what the screen shows
    @property
    def game(self) -> Game:
        return self.session.game

    def my_turn(self) -> bool:
        """The viewer may click a card now. Flights do not hold input up (a click lands
        them); a finished trick on show does, until it is clicked away."""
        g, v = self.game, self.session.viewer()
        return (not self.ctx.hidden() and v is not None and g.current_player == v
                and self.session.is_human(v) and self.tricks.showing is None)

    def turn_over(self) -> bool:
        """Hotseat: the finished player's card is on the table (and collected, if it won a
        trick); End turn waits before the hand-over (gui/hotseat.py)."""
        return self.turn_end.shown() and not self.tricks.busy() and self.app.manager.top is self

    def coaching(self) -> bool:
        """Whether the tutorial's coach speaks at this table: not while a trick moves, and not
        once the game is over, whose chapter (the score pad's) waits for the score pad: its
        "click a line" would otherwise be read over "The game is over" and clicked past."""
        return coach_of(self.session) is not None and not self.tricks.busy() and not self.game.is_over

    def card_actions(self) -> dict[int, Action]:
        """The viewer's clickable cards: card id -> the legal action playing/trashing it."""
        if not self.my_turn():
            return {}
        return {a.args[0]: a for a in self.ctx.offered() if a.kind in CARD_KINDS}

    def place_buttons(self) -> None:
        """Continue, End turn, the top bar's buttons and one button per decision that is not
        a card (the Card Sharp's choice), where the layout puts them."""
        t = self.table
        self.collect.rect, self.turn_end.button.rect = t.collect_rect(), t.end_turn_rect()
        self.buttons.place(self.theme, *t.top_bar())
        self.buttons.enable(top_buttons.why_not(self.game, self.app.settings.hints, self.my_turn(),
                                                self.ctx.scripted(), busy=self.tricks.busy()))
        shown = self.buttons.shown(bool(self.session.humans))
        for b in self.buttons.values():  # all-computer games and the demo: nothing to take back
            if b not in shown:
                b.rect = pygame.Rect(0, 0, 0, 0)
        legal = tuple(a for a in self.ctx.offered() if a.kind not in CARD_KINDS) if self.my_turn() else ()
        if legal != self.choice_key:
            self.choice_key = legal
            self.choices = [Button(a.label, partial(self.act, a), size=22) for a in legal]
        for b, rect in zip(self.choices, t.choice_rects(len(self.choices)), strict=True):
            b.rect = rect

    # ------------------------------------------------------------------ moves and commands
    def act(self, action: Action | None) -> None:
        """Apply a human's action (or let the bot on turn choose, when None); the events it
        adds say whether it finished a trick, which the engine has resolved at once."""
        g = self.game
        seat = g.to_move  # (a move, a person's or a bot's, is made in a game not over)
        since = len(g.events)
        src = self.table.source_rect(seat, action)
        if action is None:
            done = self.session.bot_think(self.app.settings.thinking_time)
            if done is None:
                return  # still thinking (in its worker): the table keeps drawing
            self.pacer.reset()
        else:
            self.session.act(action)
            done = action
        self.played(seat, since, src, done)

    def played(self, seat: int, since: int, src: pygame.Rect, done: Action) -> None:
        """Show `seat`'s move `done` (the game's events from `since` on; the card leaves `src`):
        a move here, a bot's, or a replay's next step (whist_tricks.py)."""
        self.tricks.played(seat, since, src, done)
        self.table.hover = None
        self.hint_shown = None
        self.dirty = True

    def apply(self, intent: Intent | None) -> None:
        """The one path the top bar's buttons and the keys take (gui/table/intent.py)."""
        if intent is None or not isinstance(intent, Command):
            return
        name = intent.name
        if name == "hint" and self.buttons["hint"].enabled:
            hint_sign.ask(self)  # the review's best card, from their own view, in the background
        elif name == "undo" and self.buttons["undo"].enabled:
            hotseat.undo(self.app, self.session, self.reset_table)
        elif name == "redo" and self.buttons["redo"].enabled and self.session.redo():
            self.reset_table()
        elif name in ("rules", "options", "menu"):
            go = self.app.go
            self.app.manager.push({"rules": lambda: go.rules("The Whist Phase"), "options": go.options,
                                   "menu": lambda: go.quit(self.session)}[name]())
        elif name == "land":
            self.tricks.flights = []
            self.dirty = True
        elif name == "collect":
            self.tricks.end_pause()
            self.dirty = True

    def after_undo(self) -> None:
        self.reset_table()

    def reset_table(self) -> None:
        self.tricks.reset()
        self.table.hover = None
        self.dirty = True

    def ask_quit(self) -> None:
        self.apply(Command("menu"))

    # ------------------------------------------------------------------ input and time
    def handle(self, event: pygame.event.Event) -> None:
        self.place_buttons()
        coach = coach_of(self.session)
        if coach is not None and self.coaching() and coach.handle(event):
            self.dirty = True
            return
        if self.tip_view.handle(event):
            self.dirty = True
            return
        if self.turn_over() and self.turn_end.handle(event):
            self.dirty = True
            return
        if event.type == pygame.KEYDOWN:
            self.apply(self.key_intent(event))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.tricks.showing is not None:
            self.apply(Command("collect"))  # a click collects the trick; on a card it also plays it
            self.place_buttons()
            cid = self.table.card_at(event.pos)
            if cid is not None:
                self.act(self.card_actions()[cid])
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.tricks.flights:
            self.apply(Command("land"))  # a click lands what is in flight, and still counts
        humans = bool(self.session.humans)
        for b in self.buttons.shown(humans) + self.choices + (
                [self.collect] if self.tricks.waits_for_click() else []):
            if b.handle(event):
                self.dirty = True
                if event.type == pygame.MOUSEBUTTONUP:
                    return
        if event.type == pygame.MOUSEMOTION:
            zoomed = self.table_zoom.moved(event.pos)
            self.dirty = self.table.point(event.pos) or zoomed or self.dirty
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            cid = self.table.card_at(event.pos)
            actions = self.card_actions()
            if cid in actions:
                self.refusal.clear()
                self.act(actions[cid])
            else:
                self.refuse(event.pos)

    def key_intent(self, event: pygame.event.Event) -> Intent | None:
        """Esc for the menu, Space or Enter to collect a trick, Space to land what flies,
        Ctrl+Z / Ctrl+Y to take back, H for a hint (each only where its button would act)."""
        back = take_back(event)
        if back is not None:
            return back
        key, ctrl = event.key, getattr(event, "mod", 0) & pygame.KMOD_CTRL
        if key in (pygame.K_ESCAPE, pygame.K_MENU):  # Menu: the keyboard's key, a pad's Start
            return Command("menu")
        if key in (pygame.K_SPACE, pygame.K_RETURN) and self.tricks.showing is not None:
            return Command("collect")
        if key == pygame.K_SPACE and self.tricks.flights:
            return Command("land")
        return Command("hint") if key == pygame.K_h and not ctrl else None

    def refuse(self, pos: tuple[int, int]) -> None:
        """A click on a greyed card in hand: say why it cannot be played (Game.why_not)."""
        if not self.my_turn():
            return
        greyed = next((cid for cid, rect, ok in reversed(self.table.card_rects())
                       if rect.collidepoint(pos)), None)
        if greyed is None:
            return
        kind = "play" if self.game.pending_kind() == "PlayCard" else "trash_whist"
        reason = self.game.why_not(Action(kind, (greyed,)))
        if reason:
            self.refusal.show(reason, pos)
            self.dirty = True

    def focus_targets(self) -> list[Target]:
        """For the keyboard: the playable cards left to right, the Card Sharp's choices, then
        the menu buttons (not moves: the ring never lands on them by itself)."""
        self.place_buttons()
        cards = []
        for cid, rect, ok in self.table.card_rects():
            if ok:
                point = next(((x, rect.y + rect.h // 2) for x in range(rect.x + 2, rect.right, 4)
                              if self.table.card_at((x, rect.y + rect.h // 2)) == cid), rect.center)
                cards.append(Target(f"card:{cid}", rect, point))
        collect = button_targets([self.collect], prefix="trick") if self.tricks.waits_for_click() else []
        end = self.turn_end.targets() if self.turn_over() else []
        offered = (collect + end + cards + button_targets(self.choices, prefix="choice")
                   + button_targets(list(self.buttons.values()), primary=False, prefix="menu"))
        coach = coach_of(self.session) if self.coaching() else None
        return with_tip(self.tip_view, with_coach(coach, offered))

    def update(self, dt: float) -> None:
        if self.refusal.update(dt):
            self.dirty = True
        hint_sign.poll(self)
        if self.app.manager.top is not self:
            return  # the game waits while an overlay (Rules, Options, Quit) is open
        if self.move_tricks(dt):
            return
        g, s = self.game, self.session
        if g.is_over and self.ending <= 0 and self.app.settings.anim_factor > 0 and not self.ended:
            self.ended = True
            self.ending = END_BANNER * self.app.settings.anim_factor
            self.dirty = True
            return
        if self.ending > 0:
            self.ending -= dt
            self.dirty = True
            if self.ending > 0:
                return
        if g.is_over or g.phase != "whist":  # the end, or undone into the Season
            self.app.go.show_game(s)
        elif s.needs_handover():
            self.app.manager.push(self.app.go.handover(s, g.to_move))
        elif not s.is_human(g.current_player):
            if self.pacer.tick(dt, self.app.idle.pace(self.app.settings.anim_factor)):
                self.act(None)  # plays once the bot has chosen
            else:  # the bot starts thinking at once, while the pause runs
                s.bot_think(self.app.settings.thinking_time, play=False)

    def move_tricks(self, dt: float) -> bool:
        """The cards in flight and a finished trick's pause, `dt` on; True while they were
        going on (nobody moves then)."""
        busy = self.tricks.busy()
        self.dirty = self.tricks.animate(dt) or self.dirty
        return busy

    def frame(self) -> whist_paint.Frame:
        """What this frame paints besides the game (whist_paint.py), its buttons placed."""
        self.place_buttons()
        return whist_paint.Frame(
            self.ctx.view(), self.table, self.tricks, self.table_zoom, self.buttons, self.collect,
            self.choices, self.turn_end, self.refusal, self.tip_view, self.hint_shown, self.my_turn(),
            self.turn_over(), self.coaching(), self.ending)

    def animating(self) -> bool:
        g = self.game
        if self.app.manager.top is not self:
            return False
        if self.tricks.waits_for_click():
            return False  # a trick on show waiting for a click: idle, no frames
        return (self.tricks.busy() or self.refusal.active or g.is_over or self.session.hinter.busy
                or not self.session.is_human(g.current_player) or g.phase != "whist")

    def draw(self, surf: pygame.Surface) -> None:
        whist_paint.draw(self.ctx, surf, self.frame())
