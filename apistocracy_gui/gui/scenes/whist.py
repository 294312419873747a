"""The whist table (rulebook p.15-16): the Card Sharp choice, trashing down, and the tricks.

Everything drawn comes from `game.observe(...)` and every move from `game.legal_actions()`:
the viewer's legal cards are raised and the others greyed, so the screen never decides what
is legal. The engine resolves a trick the moment its last card is played, so the scene keeps
the cards it saw go down and shows the finished trick, with its winner, for a short pause.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ...bots.hint import Hint
from ...engine import Action
from ...engine.catalog import WhistCard
from ...engine.ladycat import CHARACTER, SOLO_BASE
from ...engine.ladycat import card as solo_card
from .. import art, hotseat, textures
from .. import theme as T
from ..board.draw import baize
from ..board.refusal import Refusal, note
from ..cards import draw_whist, size_for
from ..focus import Target, button_targets, with_coach
from ..scene import Scene
from ..tips import of as tips_of
from ..tips_view import TipView, rules_opener, with_tip
from ..widgets import Button, panel, suit_icon
from .handover import HandoverScene
from .whist_zoom import TableZoom

if TYPE_CHECKING:
    from ..services import Services
    from ..session import Session

DIAMOND = 2
TRICK_PAUSE = 1.2  # seconds a finished trick stays on the table (x the animation factor)
END_BANNER = 1.6  # seconds "The game is over" shows before the score pad (x the factor)
BOT_DELAY = 0.7  # seconds between computer moves (x the animation factor, at least MIN_BOT_DELAY)
MIN_BOT_DELAY = 0.25
FLIGHT = 0.25  # seconds a card takes to reach the table (x the animation factor)
HAND_W, TRICK_W, BACK_W = 104, 110, 44  # card widths, design pixels
CARD_KINDS = ("play", "trash_whist")  # decisions made by clicking a card in hand
# Where each seat sits, clockwise from the viewer at the bottom.
SIDES = {2: ("bottom", "top"), 3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}
PLATES = {"bottom": (20, 784), "left": (20, 280), "top": (540, 74), "right": (1320, 280)}
# Where each seat's card of the trick lies; the bottom one's name chip clears the banner below.
TRICK_SLOTS = {"bottom": (800, 452), "left": (665, 360), "top": (800, 290), "right": (935, 360)}
TRICK_BANNER = (560, 570, 480, 52)  # "X wins the trick", design grid
PLATE_W, PLATE_H = 260, 100


@dataclass
class Flight:
    """A card gliding from `src` to `dst` (None: a card back)."""

    card: int | None
    src: pygame.Rect
    dst: pygame.Rect
    dur: float
    t: float = 0.0

    def rect(self) -> pygame.Rect:
        k = max(0.0, min(1.0, self.t / self.dur)) if self.dur > 0 else 1.0  # t < 0: waiting
        k = 1 - (1 - k) ** 3  # ease out
        r = self.src.copy()
        r.x = round(self.src.x + (self.dst.x - self.src.x) * k)
        r.y = round(self.src.y + (self.dst.y - self.src.y) * k)
        r.w = round(self.src.w + (self.dst.w - self.src.w) * k)
        return r


@dataclass
class ShownTrick:
    cards: list[tuple[int, int]]  # (seat, card) in play order
    winner: int


class WhistScene(Scene):
    def __init__(self, app: Services, session: Session):
        super().__init__(app)
        self.session = session
        self.pause = 0.0
        self.showing: ShownTrick | None = None  # the finished trick on the table during the pause
        self.seen: dict[int, ShownTrick] = {}  # finished tricks by number, for "last trick"
        self.flights: list[Flight] = self.lead_flights(0.0)
        self.collect = Button("Continue", self.end_pause, size=18, hint="Space")  # a won trick
        self.turn_end = hotseat.EndTurn(session, self.reset_table)  # then the hand-over
        self.ending = 0.0  # the end-of-game banner's time left
        self.ended = False
        self.bot_timer = 0.0
        self.hover: int | None = None
        self.table_zoom = TableZoom(self)  # the zoom of the card under the pointer
        self.refusal = Refusal()  # why a greyed card will not play
        self.tip_view = TipView(rules_opener(app))
        self.choices: list[Button] = []
        self._choice_key: tuple = ()
        self.hint_shown: Hint | None = None
        self.menu = [Button("Hint", self.show_hint, size=18, hint="H"),
                     Button("Undo", self.undo, size=18), Button("Redo", self.redo, size=18),
                     Button("Rules", self.rules, size=18), Button("Options", self.options, size=18),
                     Button("Menu", self.ask_quit, size=18)]

    # ------------------------------------------------------------------ what the screen shows
    @property
    def game(self):
        return self.session.game

    def hidden(self) -> bool:
        """True while a different human must take the computer: every hand shows its back."""
        return self.session.needs_handover()

    def bottom_seat(self) -> int:
        """The seat drawn at the bottom: the viewer, or while a handover is pending the seat
        that was last on screen (so the table does not spin before anyone is ready)."""
        s = self.session
        if self.hidden() and s.revealed_seat is not None:
            return s.revealed_seat
        v = s.viewer()
        return 0 if v is None else v

    def viewing_seat(self) -> int | None:
        """Whose eyes the table shows: the viewer, or nobody's (a spectator) behind a hand-over."""
        return None if self.hidden() else self.session.viewer()

    def view(self) -> dict[str, Any]:
        return self.game.observe(self.viewing_seat())

    def my_turn(self) -> bool:
        """The viewer may click a card now. Flights do not hold input up (a click lands
        them); a finished trick on show does, until it is clicked away."""
        g, v = self.game, self.session.viewer()
        return (not self.hidden() and v is not None and g.current_player == v
                and self.session.is_human(v) and self.showing is None)

    def turn_over(self) -> bool:
        """Hotseat: the finished player's card is on the table (and collected, if it won a
        trick); End turn waits before the hand-over (gui/hotseat.py)."""
        return self.turn_end.shown() and not self.busy() and self.app.manager.top is self

    def busy(self) -> bool:
        return self.pause > 0 or bool(self.flights) or self.showing is not None

    def coaching(self) -> bool:
        """Whether the tutorial's coach speaks at this table: not while a trick moves, and not
        once the game is over, whose chapter (the score pad's) waits for the score pad: its
        "click a line" would otherwise be read over "The game is over" and clicked past."""
        return self.session.coach is not None and not self.busy() and not self.game.is_over

    def waits_for_click(self) -> bool:
        """A won trick stays until a click when a person is at the table and the option asks
        for it; computer-only games and the demo always continue by themselves."""
        return (self.showing is not None and self.pause <= 0 and self.app.settings.trick_wait
                and bool(self.session.humans))

    def offered(self) -> list[Action]:
        """The legal actions the screen offers; a tutorial's coach may narrow them."""
        legal = self.game.legal_actions()
        coach = self.session.coach
        return coach.allowed(legal) if coach is not None else legal

    def scripted(self) -> bool:
        coach = self.session.coach
        return coach is not None and not coach.free()

    def card_actions(self) -> dict[int, Action]:
        """The viewer's clickable cards: card id -> the legal action playing/trashing it."""
        if not self.my_turn():
            return {}
        return {a.args[0]: a for a in self.offered() if a.kind in CARD_KINDS}

    def side_of(self, seat: int) -> str:
        n = len(self.game.st.players)  # in solo, Lady Cat's seat is not in the config's players
        return SIDES[n][(seat - self.bottom_seat()) % n]

    # ------------------------------------------------------------------ layout (design grid)
    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A design-grid rect on screen, centred in windows of another shape."""
        th = self.theme
        ox = (th.size[0] - th.px(1600)) // 2
        oy = (th.size[1] - th.px(900)) // 2
        return pygame.Rect(ox + th.px(x), oy + th.px(y), th.px(w), th.px(h))

    def plate_rect(self, seat: int) -> pygame.Rect:
        x, y = PLATES[self.side_of(seat)]
        return self.r(x, y, PLATE_W, PLATE_H)

    def trick_rect(self, seat: int) -> pygame.Rect:
        cx, cy = TRICK_SLOTS[self.side_of(seat)]
        w, h = size_for(TRICK_W)
        return self.r(cx - w / 2, cy - h / 2, w, h)

    def back_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        plate = self.plate_rect(seat)
        th = self.theme
        w, h = size_for(th.px(BACK_W))
        step = th.px(16)
        if self.side_of(seat) == "top":
            x, y = plate.right + th.px(16), plate.y + (plate.h - h) // 2
        else:
            x, y = plate.x + th.px(8), plate.bottom + th.px(10)
        return [pygame.Rect(x + i * step, y, w, h) for i in range(count)]

    def hand_rects(self, hand: list[int]) -> list[tuple[int, pygame.Rect]]:
        """The viewer's hand along the bottom; legal cards raised, the hovered one more."""
        th = self.theme
        w, h = size_for(th.px(HAND_W))
        span = th.px(1000)
        step = min(w + th.px(8), (span - w) // max(1, len(hand) - 1)) if len(hand) > 1 else w
        base = self.r(800, 900 - 20, 0, 0)
        x0 = base.x - (step * (len(hand) - 1) + w) // 2
        legal = self.card_actions()
        out = []
        for i, cid in enumerate(hand):
            y = base.y - h
            if cid in legal:
                y -= th.px(24) + (th.px(12) if cid == self.hover else 0)
            out.append((cid, pygame.Rect(x0 + i * step, y, w, h)))
        return out

    def card_rects(self) -> list[tuple[int, pygame.Rect, bool]]:
        """(card, rect on screen, clickable) for the viewer's hand, topmost last."""
        me = self.view()["players"][self.bottom_seat()]
        legal = self.card_actions()
        return [(cid, rect, cid in legal) for cid, rect in self.hand_rects(me.get("hand", []))]

    def layout_buttons(self) -> None:
        th = self.theme
        self.collect.rect = pygame.Rect(0, 0, th.px(180), th.px(40))
        under_banner = TRICK_BANNER[1] + TRICK_BANNER[3] + 8  # under "X wins the trick"
        self.collect.rect.midtop = self.r(800, under_banner, 0, 0).topleft
        self.turn_end.button.rect = pygame.Rect(self.collect.rect)
        self.turn_end.button.rect.midtop = self.r(800, 680, 0, 0).topleft  # under the prompt
        x = self.r(1580, 12, 0, 0).x
        for b in reversed(self.menu):
            b.rect = pygame.Rect(0, self.r(0, 12, 0, 0).y, th.px(104), th.px(42))
            b.rect.right = x
            x = b.rect.x - th.px(8)
        g, s = self.game, self.session
        free = not self.scripted()
        self.menu[0].enabled = self.app.settings.hints and self.my_turn() and free
        self.menu[1].enabled = g.can_undo and bool(s.humans) and not self.busy() and free
        self.menu[2].enabled = g.can_redo and bool(s.humans) and not self.busy() and free
        if not s.humans:  # all-computer games and the demo: no hint, nothing to take back
            for b in self.menu[:3]:
                b.rect = pygame.Rect(0, 0, 0, 0)
        # Decisions that are not a card (the Card Sharp's choice): one button per legal action.
        legal = [a for a in self.offered() if a.kind not in CARD_KINDS] if self.my_turn() else []
        key = tuple(legal)
        if key != self._choice_key:
            self._choice_key = key
            self.choices = [Button(a.label, partial(self.act, a), size=22) for a in legal]
        box = self.choice_box()
        for i, b in enumerate(self.choices):
            b.rect = pygame.Rect(box.x + th.px(30), box.y + th.px(90) + i * th.px(70),
                                 box.w - th.px(60), th.px(56))

    def choice_box(self) -> pygame.Rect:
        return self.r(460, 200, 680, 130 + 70 * max(1, len(self.choices)))

    # ------------------------------------------------------------------ moves
    def act(self, action: Action | None) -> None:
        """Apply a human's action (or let the bot on turn choose, when None); the events it
        adds say whether it finished a trick, which the engine has resolved at once."""
        g = self.game
        seat = g.current_player
        since = len(g.events)
        src = self.source_rect(seat, action)
        if action is None:
            done = self.session.bot_think(self.app.settings.thinking_time)
            if done is None:
                return  # still thinking (in its worker): the table keeps drawing
            self.bot_timer = 0.0
        else:
            self.session.act(action)
            done = action
        self.played(seat, since, src, done)

    def played(self, seat: int, since: int, src: pygame.Rect, done: Action) -> None:
        """After `seat`'s move `done` (the game's events from index `since` on, the card leaving
        `src`): the card flies in, and a trick it finished (the engine's `trick_won`, as the
        viewing seat is told it) stays on the table for a pause, with its winner."""
        factor = self.app.settings.anim_factor
        if done.kind == "play":
            self.flights.append(Flight(done.args[0], src, self.trick_rect(seat), FLIGHT * factor))
        won = [e for e in self.game.events_for(self.viewing_seat(), since) if e.kind == "trick_won"]
        for e in won:
            trick = [(s, c) for s, c in e.data["trick"]]
            self.showing = self.seen[e.data["number"]] = ShownTrick(trick, e.seat)
        if won:
            self.pause = TRICK_PAUSE * factor
            if self.pause <= 0:
                self.end_pause()
        self.hover = None
        self.hint_shown = None
        self.dirty = True

    def source_rect(self, seat: int | None, action: Action | None) -> pygame.Rect:
        """Where a played card starts its flight: its place in the hand, or the seat's backs."""
        if seat is None:
            return self.r(800, 450, 0, 0)
        if action is not None and seat == self.bottom_seat():
            for cid, rect, _ok in self.card_rects():
                if cid == action.args[0]:
                    return rect
        if seat == self.bottom_seat():  # a computer at the bottom (a game without humans)
            return self.r(800, 780, *size_for(BACK_W))
        count = self.game.observe(None)["players"][seat]["hand_count"]
        return self.back_rects(seat, max(1, count))[-1]

    def end_pause(self) -> None:
        """The finished trick sweeps toward its winner's place."""
        shown, self.showing, self.pause = self.showing, None, 0.0
        factor = self.app.settings.anim_factor
        if shown is not None and factor > 0:
            dst = self.plate_rect(shown.winner)
            w, h = size_for(self.theme.px(BACK_W))
            end = pygame.Rect(dst.centerx - w // 2, dst.centery - h // 2, w, h)
            self.flights = [Flight(c, self.trick_rect(s), end, FLIGHT * factor) for s, c in shown.cards]
            self.flights += self.lead_flights(FLIGHT * factor)
        self.dirty = True

    def lead_flights(self, delay: float) -> list[Flight]:
        """Lady Cat leads every trick inside the engine (p.22), so no one on screen saw her lead
        played: it glides in from her place after `delay` seconds."""
        factor = self.app.settings.anim_factor
        if factor <= 0:
            return []
        view = self.game.observe(None)
        return [Flight(cid, self.back_rects(seat, view["players"][seat]["hand_count"] + 1)[-1],
                       self.trick_rect(seat), FLIGHT * factor, -delay)
                for seat, cid in view["trick"] if cid >= SOLO_BASE]

    def face(self, cid: int) -> WhistCard:
        """A card's face; Lady Cat's Solo cards show the whist suit and rank she plays them as."""
        if cid >= SOLO_BASE:
            c = solo_card(cid - SOLO_BASE)
            return WhistCard(cid, c.suit, c.rank, "solo")
        return self.game.cat.whist[cid]

    def draw_card(self, surf: pygame.Surface, cid: int | None, rect: pygame.Rect, grey: bool = False) -> None:
        """A face (None: a back); Lady Cat's carry a "+\u00bd": they count half a rank higher (R6.11)."""
        marks = self.app.settings.colorblind_marks
        draw_whist(surf, None if cid is None else self.face(cid), rect, marks, grey)
        if cid is not None and cid >= SOLO_BASE:
            img = T.mark("+\u00bd", "sans-bold", max(8, rect.w // 6), T.IVORY)
            chip = img.get_rect(topright=(rect.right - rect.w // 14, rect.y + rect.w // 14)).inflate(
                rect.w // 14, rect.w // 30)
            pygame.draw.rect(surf, T.SEAT_COLORS[1], chip, border_radius=max(2, chip.h // 3))
            surf.blit(img, img.get_rect(center=chip.center))

    def show_hint(self) -> None:
        """The Medium bot's card (or choice) for the player, from their own view, and why."""
        if self.app.settings.hints and self.my_turn():
            self.hint_shown = self.session.hint()
            self.dirty = True

    def undo(self) -> None:
        hotseat.undo(self.app, self.session, self.reset_table)

    def redo(self) -> None:
        if self.session.redo():
            self.reset_table()

    def after_undo(self) -> None:
        self.reset_table()

    def reset_table(self) -> None:
        self.showing, self.pause, self.flights, self.hover = None, 0.0, [], None
        self.dirty = True

    def rules(self) -> None:
        from .rules_overlay import RulesOverlay

        self.app.manager.push(RulesOverlay(self.app, "The Whist Phase"))

    def options(self) -> None:
        from .options_overlay import OptionsOverlay

        self.app.manager.push(OptionsOverlay(self.app))

    def ask_quit(self) -> None:
        from .quit_overlay import QuitOverlay

        self.app.manager.push(QuitOverlay(self.app, self.session))

    # ------------------------------------------------------------------ input and time
    def handle(self, event: pygame.event.Event) -> None:
        self.layout_buttons()
        coach = self.session.coach
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
            self.key(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.showing is not None:
            self.end_pause()  # a click collects the trick; on a card it also plays it
            self.layout_buttons()
            cid = self.card_at(event.pos)
            if cid is not None:
                self.act(self.card_actions()[cid])
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.flights:
            self.flights = []  # a click lands what is in flight, and still counts
            self.dirty = True
        for b in self.menu + self.choices + ([self.collect] if self.waits_for_click() else []):
            if b.handle(event):
                self.dirty = True
                if event.type == pygame.MOUSEBUTTONUP:
                    return
        if event.type == pygame.MOUSEMOTION:
            self.table_zoom.moved(event.pos)
            hover = self.card_at(event.pos)
            if hover != self.hover:
                self.hover, self.dirty = hover, True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            cid = self.card_at(event.pos)
            actions = self.card_actions()
            if cid in actions:
                self.refusal.clear()
                self.act(actions[cid])
            else:
                self.refuse(event.pos)

    def refuse(self, pos: tuple[int, int]) -> None:
        """A click on a greyed card in hand: say why it cannot be played (Game.why_not)."""
        if not self.my_turn():
            return
        greyed = next((cid for cid, rect, ok in reversed(self.card_rects())
                       if rect.collidepoint(pos)), None)
        if greyed is None:
            return
        kind = "play" if self.game.pending_kind() == "PlayCard" else "trash_whist"
        reason = self.game.why_not(Action(kind, (greyed,)))
        if reason:
            self.refusal.show(reason, pos)
            self.dirty = True

    def key(self, event: pygame.event.Event) -> None:
        ctrl = event.mod & pygame.KMOD_CTRL
        if event.key == pygame.K_ESCAPE:
            self.ask_quit()
        elif event.key in (pygame.K_SPACE, pygame.K_RETURN) and self.showing is not None:
            self.end_pause()
        elif event.key == pygame.K_SPACE and self.flights:
            self.flights = []
            self.dirty = True
        elif ctrl and event.key == pygame.K_z and self.menu[1].enabled:
            self.undo()
        elif ctrl and event.key == pygame.K_y and self.menu[2].enabled:
            self.redo()
        elif event.key == pygame.K_h and not ctrl and self.menu[0].enabled:
            self.show_hint()

    def focus_targets(self) -> list[Target]:
        """For the keyboard: the playable cards left to right, the Card Sharp's choices, then
        the menu buttons (not moves: the ring never lands on them by itself)."""
        self.layout_buttons()
        cards = []
        for cid, rect, ok in self.card_rects():
            if ok:
                point = next(((x, rect.y + rect.h // 2) for x in range(rect.x + 2, rect.right, 4)
                              if self.card_at((x, rect.y + rect.h // 2)) == cid), rect.center)
                cards.append(Target(f"card:{cid}", rect, point))
        collect = button_targets([self.collect], prefix="trick") if self.waits_for_click() else []
        end = self.turn_end.targets() if self.turn_over() else []
        offered = (collect + end + cards + button_targets(self.choices, prefix="choice")
                   + button_targets(self.menu, primary=False, prefix="menu"))
        return with_tip(self.tip_view, with_coach(self.session if self.coaching() else None, offered))

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The clickable card under the pointer (the topmost where cards overlap)."""
        for cid, rect, ok in reversed(self.card_rects()):
            if rect.collidepoint(pos):
                return cid if ok else None
        return None

    def animate_table(self, dt: float) -> bool:
        """Move the cards in flight, then count down a finished trick's pause; True while
        either is going on (nobody moves until the table is still)."""
        if self.flights:
            for f in self.flights:
                f.t += dt
            self.flights = [f for f in self.flights if f.t < f.dur]
            self.dirty = True
            return True
        if self.pause > 0:
            self.pause -= dt
            if self.pause <= 0 and not self.waits_for_click():
                self.end_pause()
            self.dirty = True
            return True  # the next card waits until the trick has been seen
        if self.showing is not None:
            if not self.waits_for_click():  # the option was changed while it waited
                self.end_pause()
            return True
        return False

    def update(self, dt: float) -> None:
        if self.refusal.update(dt):
            self.dirty = True
        if self.app.manager.top is not self:
            return  # the game waits while an overlay (Rules, Options, Quit) is open
        if self.animate_table(dt):
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
        if g.is_over or g.observe(None)["phase"] != "whist":  # the end, or undone into the Season
            from .router import show_game

            show_game(self.app, s)
        elif s.needs_handover():
            self.app.manager.push(HandoverScene(self.app, s, g.current_player))
        elif not s.is_human(g.current_player):
            self.bot_timer += dt
            if self.bot_timer >= max(MIN_BOT_DELAY, BOT_DELAY * self.app.settings.anim_factor):
                self.act(None)  # plays once the bot has chosen
            else:  # the bot starts thinking at once, while the pause runs
                s.bot_think(self.app.settings.thinking_time, play=False)

    def animating(self) -> bool:
        g = self.game
        if self.app.manager.top is not self:
            return False
        if self.waits_for_click():
            return False  # a trick on show waiting for a click: idle, no frames
        return (self.busy() or self.refusal.active or g.is_over
                or not self.session.is_human(g.current_player) or g.observe(None)["phase"] != "whist")

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        self.layout_buttons()
        view = self.view()
        surf.blit(baize(surf.get_size()), (0, 0))
        surf.blit(textures.vignette(surf.get_size(), 110), (0, 0))
        table = self.r(420, 150, 760, 460)  # the baize; the mahogany rim lies around it
        rim = table.inflate(round(table.w * 0.146), round(table.h * 0.256))
        surf.blit(art.image("whist_table", rim.w, rim.h), rim.topleft)
        self.draw_header(surf, view)
        for p in view["players"]:
            self.draw_seat(surf, view, p)
        self.draw_trick(surf, view)
        self.draw_hand(surf, view)
        self.draw_last_trick(surf)
        self.draw_log(surf, view)
        self.draw_prompt(surf, view)
        for f in self.flights:
            self.draw_card(surf, f.card, f.rect())
        if self.ending > 0:
            from ..board.motion import banner

            banner(surf, th, "The game is over", min(1.0, self.ending / 0.3))
        if self.choices:
            box = self.choice_box()
            panel(surf, box, T.BG_DARK, T.GOLD, th.px(14), th.px(3))
            # Fitted: with 150% text the Card Sharp's question ran out of the box's sides.
            th.blit_fit(surf, self.game.prompt(self.session.viewer()), 22, T.GOLD,
                        (box.centerx, box.y + th.px(48)), box.w - th.px(40), anchor="center")
            for b in self.choices:
                b.draw(surf, th)
        self.draw_hint(surf)
        # The refusal note is drawn over the teaching bubbles, which keep clear of it.
        clear = (self.refusal.rect(surf, th),) if self.refusal.active else ()
        coach = self.session.coach
        if coach is not None and self.coaching():
            coach.draw(surf, th, self.coach_rect(coach.step.point or "hand"),
                       strip=self.r(20, 80, 400, 40), clear=clear)
        tipster = tips_of(self.session, self.app.settings.tips)
        if tipster is not None and not self.busy() and not self.game.is_over:  # (the pad's tips too)
            tipster.update()
            bubbles = (coach.bubble,) if coach is not None else ()
            # ... and of everything the player may click: the hand, the choices, the buttons
            keep = (*(r for _c, r, _ok in self.card_rects()), *(b.rect for b in self.menu),
                    self.collect.rect, *((self.choice_box(),) if self.choices else ()))
            self.tip_view.draw(surf, th, tipster, self.coach_rect(tipster.point()),
                               clear + bubbles + keep)
        self.table_zoom.draw(surf)
        self.refusal.draw(surf, th)

    def coach_rect(self, name: str) -> pygame.Rect | None:
        """What a tutorial step points at on the whist table."""
        rects = [r for _c, r, _ok in self.card_rects()]
        areas = {"hand": lambda: rects[0].unionall(rects) if rects else None,
                 "trump": lambda: self.r(420, 6, 560, 54), "table": lambda: self.r(420, 150, 760, 460),
                 "top": lambda: self.r(0, 0, 1600, 66), "hint": lambda: self.menu[0].rect}
        return areas[name]() if name in areas else None

    def draw_hint(self, surf: pygame.Surface) -> None:
        h = self.hint_shown
        if h is None or not self.my_turn():
            return
        th = self.theme
        target = next((rect for cid, rect, _ok in self.card_rects() if h.action.args[:1] == (cid,)), None)
        at = None if target is None else (target.centerx, target.y - th.px(130))  # above the hand
        if target is None:
            target = next((b.rect for b in self.choices if b.label == h.action.label), None)
            at = None if target is None else (target.x, target.bottom + th.px(4))  # below a button
        if target is None or at is None:
            return
        pygame.draw.rect(surf, T.OK, target.inflate(th.px(10), th.px(10)), th.px(4), border_radius=th.px(12))
        note(surf, th, h.why, at, title=f"Hint: {h.action.label}", edge=T.OK)

    def draw_header(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        th = self.theme
        bar = self.r(0, 0, 1600, 66)
        pygame.draw.rect(surf, T.PANEL, bar)
        pygame.draw.line(surf, T.GOLD_DARK, bar.bottomleft, bar.bottomright, th.px(2))
        # Lady Cat's whist deck can outlast the tricks (p.22): count the other hands only.
        counts = [p["hand_count"] for p in view["players"] if p["character"] != CHARACTER]
        played = view["tricks_played"]
        if self.game.is_over:
            where = "every trick played"
        elif self.showing is not None:
            where = f"Trick {played} of {played + max(counts)}"
        elif self.game.pending_kind() == "PlayCard" or view["trick"]:
            where = f"Trick {played + 1} of {played + max(counts)}"
        else:
            where = "Preparing the hands"
        title = th.blit_text(surf, f"Whist \u00b7 {where}", 26, T.GOLD,
                             (bar.x + th.px(24), bar.centery), "serif-bold", "midleft")
        x = max(self.r(430, 0, 0, 0).x, title.right + th.px(36))
        menu = min((b.rect.x for b in self.menu if b.rect.w), default=bar.right)
        # "Trump ♦ Diamonds", dropping the words the chip says already when they would run
        # under the menu (with 150% text at 1280x720 "Diamonds" did, while preparing hands).
        said = th.text("Trump", 20, T.PARCHMENT, "serif").get_width() + th.px(10)
        named = th.px(8) + th.text("Diamonds", 20, T.IVORY, "serif-bold").get_width()
        chip_w, limit = th.px(40), menu - th.px(16)
        words = x + said + chip_w + named <= limit, x + said + chip_w <= limit
        if words[1]:
            x = th.blit_text(surf, "Trump", 20, T.PARCHMENT, (x, bar.centery), "serif", "midleft").right \
                + th.px(10)
        chip = pygame.Rect(x, bar.centery - th.px(20), chip_w, th.px(40))
        panel(surf, chip, T.IVORY, T.GOLD, th.px(8))
        suit_icon(surf, DIAMOND, chip.center, th.px(14), self.app.settings.colorblind_marks)
        end = chip.right
        if words[0]:
            end = th.blit_text(surf, "Diamonds", 20, T.IVORY, (chip.right + th.px(8), bar.centery),
                               "serif-bold", "midleft").right
        broken = view["diamonds_broken"]
        room = menu - end - th.px(40)
        # The tag in as many words as fit (the prompt below the table says it in full).
        kinds, low = ("sans-bold", "sans-cond-bold"), T.font_px(16, th.scale)
        tags = ("broken",) if broken else ("not broken yet", "not broken")
        found = next(((w, f) for w in tags if (f := T.fitting(w, kinds, th.fpx(16), room, low))), None)
        if found is not None:
            word, (kind, px) = found
            img = T.text(word, kind, px, T.INK if broken else T.PARCHMENT)
            tag = img.get_rect(midleft=(end + th.px(20), bar.centery))
            panel(surf, tag.inflate(th.px(16), th.px(10)), T.GLOW if broken else T.PANEL_LIGHT,
                  T.GOLD_DARK, th.px(8), 1)
            surf.blit(img, tag)
        for b in self.menu:
            if b.rect.w:
                b.draw(surf, th)

    def draw_seat(self, surf: pygame.Surface, view: dict[str, Any], p: dict[str, Any]) -> None:
        th, seat = self.theme, p["seat"]
        plate = self.plate_rect(seat)
        current = view["current_player"] == seat and not self.busy()
        panel(surf, plate, T.PANEL, T.GLOW if current else T.GOLD_DARK, th.px(10),
              th.px(4 if current else 2))
        pygame.draw.rect(surf, T.SEAT_COLORS[seat], (plate.x, plate.y, th.px(10), plate.h),
                         border_top_left_radius=th.px(10), border_bottom_left_radius=th.px(10))
        th.blit_fit(surf, p["name"], 19, T.IVORY, (plate.x + th.px(20), plate.y + th.px(10)),
                    plate.w - th.px(30), role="name")
        tricks = f"{p['tricks']} trick{'s' if p['tricks'] != 1 else ''} won"
        if self.session.is_computer(seat):
            tricks += " \u00b7 computer"
        th.blit_fit(surf, tricks, 17, T.GOLD, (plate.x + th.px(20), plate.y + th.px(40)),
                    plate.w - th.px(30), ("serif", "serif-cond"))
        self.draw_won_stack(surf, plate, p["tricks"])
        badges = []
        if current:
            badges.append("to play" if self.game.pending_kind() == "PlayCard" else "deciding")
        leader = view["trick"][0][0] if view["trick"] else view["leader"]
        if leader == seat and self.game.pending_kind() == "PlayCard":
            badges.append("leads")
        if view["tokens"]["card_sharp"] == seat:
            badges.append("Card Sharp")
        x = plate.x + th.px(26)
        for badge in badges:
            img = th.text(badge, 14, T.INK, "sans-bold")
            r = img.get_rect(topleft=(x, plate.y + th.px(70)))
            chip = r.inflate(th.px(12), th.px(6))
            fill = {"leads": T.GOLD, "to play": T.GLOW, "deciding": T.GLOW}.get(badge, T.PARCHMENT)
            panel(surf, chip, fill, T.GOLD_DARK, th.px(6), 1)
            surf.blit(img, r)
            x = chip.right + th.px(10)
        if seat != self.bottom_seat():
            for rect in self.back_rects(seat, p["hand_count"]):
                draw_whist(surf, None, rect)
            backs = self.back_rects(seat, max(1, p["hand_count"]))
            label = f"{p['hand_count']} card{'s' if p['hand_count'] != 1 else ''}"
            th.blit_text(surf, label, 15, T.PARCHMENT, (backs[-1].right + th.px(8), backs[-1].centery),
                         "sans", "midleft")

    def draw_won_stack(self, surf: pygame.Surface, plate: pygame.Rect, tricks: int) -> None:
        """The tricks a player has won, as a squared-up stack of card backs at their place."""
        th = self.theme
        w = th.px(24)
        for i in range(tricks):  # in the plate's free corner, under the trick count
            rect = pygame.Rect(plate.right - th.px(36) - i * th.px(4), plate.y + th.px(60), *size_for(w))
            draw_whist(surf, None, rect)

    def draw_trick(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        th = self.theme
        cards = self.showing.cards if self.showing else [tuple(t) for t in view["trick"]]
        flying = {f.card for f in self.flights}
        laid = [(seat, cid, self.trick_rect(seat)) for seat, cid in cards if cid not in flying]
        for seat, cid, rect in laid:
            if self.showing and seat == self.showing.winner:
                pygame.draw.rect(surf, T.GLOW, rect.inflate(th.px(12), th.px(12)), border_radius=th.px(14))
            self.draw_card(surf, cid, rect)
        for seat, _, rect in laid:  # the names over every card: a later card never hides one
            self.draw_player_tag(surf, seat, rect)
        if self.showing:
            name = self.game.name(self.showing.winner)
            box = self.r(*TRICK_BANNER)
            panel(surf, box, T.PANEL, T.GOLD, th.px(10))
            th.blit_fit(surf, f"{name} wins the trick", 22, T.GOLD, box.center, box.w - th.px(24),
                        anchor="center")
            if self.waits_for_click():  # a click anywhere collects it, or this button
                self.collect.draw(surf, th)
            elif self.pause > 0 and self.session.humans:  # the demo goes on by itself
                th.blit_text(surf, "click to continue", 14, T.PARCHMENT,
                             (box.centerx, box.bottom + th.px(12)), "serif-italic", "center")

    def draw_player_tag(self, surf: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        """Who played a card of the trick: their name on a chip of their colour, on the side of
        the card that faces them (under it at the sides, reaching outwards, so a long name at a
        large Text size never runs under the bottom card)."""
        th = self.theme
        img = th.text(self.game.name(seat), 13, T.IVORY, "sans-bold")
        side = self.side_of(seat)
        pos = {"bottom": {"midtop": (rect.centerx, rect.bottom + th.px(6))},
               "top": {"midbottom": (rect.centerx, rect.y - th.px(6))},
               "left": {"topright": (rect.right - th.px(6), rect.bottom + th.px(6))},
               "right": {"topleft": (rect.x + th.px(6), rect.bottom + th.px(6))}}[side]
        r = img.get_rect(**pos)
        chip = r.inflate(th.px(12), th.px(6))
        pygame.draw.rect(surf, T.SEAT_COLORS[seat % len(T.SEAT_COLORS)], chip, border_radius=th.px(6))
        surf.blit(img, r)

    def draw_hand(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        me = view["players"][self.bottom_seat()]
        if "hand" not in me:  # not ours to see: the backs only
            th = self.theme
            w, h = size_for(th.px(HAND_W))
            n = me["hand_count"]
            for i in range(n):
                x = self.r(800, 0, 0, 0).x + (i - n / 2) * th.px(40)
                draw_whist(surf, None, pygame.Rect(x, self.r(0, 880, 0, 0).y - h, w, h))
            return
        legal = self.card_actions()
        flying = {f.card for f in self.flights}
        waiting = not legal  # another player's turn (or a trick on show): the hand rests, dimmed
        for cid, rect in self.hand_rects(me["hand"]):
            if cid in flying:
                continue
            dim = waiting or cid not in legal
            self.draw_card(surf, cid, rect, grey=dim)
            if cid in legal and cid == self.hover:  # red: this click throws the card away
                color = T.RED if legal[cid].kind == "trash_whist" else T.GLOW
                pygame.draw.rect(surf, color, rect.inflate(self.theme.px(6), self.theme.px(6)),
                                 self.theme.px(3), border_radius=self.theme.px(12))

    def draw_last_trick(self, surf: pygame.Surface) -> None:
        shown = self.seen.get(self.game.observe(None)["tricks_played"])
        if shown is None or self.showing is not None:
            return
        th = self.theme
        box = self.r(20, 560, 260, 210)
        panel(surf, box, T.PANEL, T.GOLD_DARK, th.px(10))
        th.blit_text(surf, "Last trick", 17, T.GOLD, (box.x + th.px(14), box.y + th.px(10)), "serif-bold")
        w = th.px(52)
        for i, (seat, cid) in enumerate(shown.cards):
            rect = pygame.Rect(box.x + th.px(14) + i * th.px(58), box.y + th.px(42), *size_for(w))
            if seat == shown.winner:
                pygame.draw.rect(surf, T.GLOW, rect.inflate(th.px(6), th.px(6)), border_radius=th.px(8))
            self.draw_card(surf, cid, rect)
            pygame.draw.rect(surf, T.SEAT_COLORS[seat], (rect.x, rect.bottom + th.px(6), rect.w, th.px(6)))
        th.blit_wrapped(surf, f"won by {self.game.name(shown.winner)}", 16, T.IVORY,
                        pygame.Rect(box.x + th.px(14), box.bottom - th.px(48), box.w - th.px(28),
                                    th.px(44)), "serif-italic")

    def draw_log(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        th = self.theme
        box = self.r(1320, 560, 260, 320)
        panel(surf, box, T.PANEL, T.GOLD_DARK, th.px(10))
        th.blit_text(surf, "Table talk", 17, T.GOLD, (box.x + th.px(14), box.y + th.px(10)), "serif-bold")
        inner = pygame.Rect(box.x + th.px(14), box.y + th.px(40), box.w - th.px(28), box.h - th.px(50))
        lines: list[str] = []
        for entry in view["log"][-12:]:
            lines += T.wrap(entry, "serif", th.fpx(14), inner.w)
        step = max(int(th.px(14) * 1.3), round(th.fpx(14) * 1.2))
        keep = lines[-max(1, inner.h // step):]
        for i, line in enumerate(keep):
            color = T.IVORY if i >= len(keep) - 2 else T.PARCHMENT
            surf.blit(th.text(line, 14, color), (inner.x, inner.y + i * step))

    def draw_prompt(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        th, g = self.theme, self.game
        if self.showing or self.choices or g.is_over:
            return
        seat = g.current_player
        if self.turn_over():  # between the table's rim and the hand, clear of the side panels
            self.turn_end.button.draw(surf, th)
            th.blit_fit(surf, self.turn_end.short(), 20, T.GLOW, self.r(800, 640, 0, 0).topleft,
                        self.r(0, 0, 700, 0).w, anchor="center")
            return
        if self.my_turn():
            text, color = g.prompt(seat), T.GLOW
            legal = self.card_actions()
            hand = view["players"][seat].get("hand", [])
            if legal and len(legal) < len(hand) and g.pending_kind() == "PlayCard":
                text += " \u2014 " + ("follow the suit led" if view["trick"]
                                      else "Diamonds are not broken yet")
        else:
            text = g.prompt(None) + self.session.thinking_note(pygame.time.get_ticks())
            color = T.PARCHMENT
        th.blit_text(surf, text, 22, color, self.r(800, 640, 0, 0).topleft, "serif-bold", "center")
