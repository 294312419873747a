"""Drive the real GUI as a player would: the shared driver of the end-to-end and demo tests.

`Driver` looks at the scene on top of an `App` and lists what the screen offers: the game
decisions of the human on turn (a Calling Card to drag onto a glowing space, a decision
button, a raised whist card...) and every other control (buttons, score lines, hot spots).
It acts only by sending synthetic pygame events through `App.frame`; it never calls the
engine's `apply`, so a screen that offered an illegal move, or hid a legal one, fails the
tests that use it. Test modules import it as `from gui_driver import ...` (pytest puts
`tests/` on the path); set SDL_VIDEODRIVER=dummy before importing it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

from apistocracy_gui.engine import Action
from apistocracy_gui.gui.app import App
from apistocracy_gui.gui.board.decision import GUARD_S
from apistocracy_gui.gui.scene import Scene, scene_buttons
from apistocracy_gui.gui.scenes.handover import HandoverScene
from apistocracy_gui.gui.scenes.rules_overlay import RulesOverlay
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene
from apistocracy_gui.gui.scenes.season import SeasonScene
from apistocracy_gui.gui.scenes.season_targets import action_key
from apistocracy_gui.gui.scenes.setup import SetupScene
from apistocracy_gui.gui.scenes.whist import WhistScene
from apistocracy_gui.session import Session

Point = tuple[int, int]
DT = 0.01  # seconds per frame while the driver acts
PANEL_SCAN_LIMIT = 60  # wheel notches the driver looks down a long decision panel
MONKEY_KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_BACKSPACE,
               pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
               pygame.K_HOME, pygame.K_END, pygame.K_F1, pygame.K_F11, pygame.K_z, pygame.K_y,
               pygame.K_a, pygame.K_0, pygame.K_7, pygame.K_9)
MONKEY_MODS = (0, 0, 0, pygame.KMOD_LCTRL, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT, pygame.KMOD_LSHIFT)
# Window sizes a player (or a tiling window manager) can produce, several below the minimum.
MONKEY_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (1366, 768), (1000, 600), (800, 450),
                (640, 900), (2200, 700))


# ------------------------------------------------------------------------------- events
def move(pos: Point, held: bool = False) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(int(held), 0, 0))


def down(pos: Point, button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos: Point, button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def key(k: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def wheel(dy: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False)


def resize(w: int, h: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h)


# ------------------------------------------------------------------------------- offers
@dataclass(frozen=True)
class Move:
    """One thing the screen offers: a click at `pos`, or (with `start`) a drag from `start`
    to `pos`; with `notches`, that many wheel steps down from the top of the Season's decision
    panel bring it into view."""

    pos: Point
    start: Point | None = None
    notches: int | None = None


def card_point(rect: pygame.Rect) -> Point:
    """A point of a hand card that no other card covers (cards to the right overlap it)."""
    return rect.x + 4, rect.y + 8


def visible_point(scene: SeasonScene, targets: dict[str, pygame.Rect], rect: pygame.Rect) -> Point:
    """A point where a click reaches the thing drawn in `rect`: fanned hand cards overlap, so
    the centre of one may belong to its neighbour. Buttons and uncovered things: the centre."""
    spot = next((k for k, r in targets.items() if r == rect and k in scene.spots.by_key), None)
    if spot is None:
        return rect.center
    for fx in (0.5, 0.25, 0.1, 0.75, 0.9, 0.04):
        for fy in (0.5, 0.2, 0.8):
            p = (rect.x + int(rect.w * fx), rect.y + int(rect.h * fy))
            hit = scene.spots.at(p)
            if hit is not None and hit.key == spot:
                return p
    raise AssertionError(f"{spot} is entirely covered by other things on screen")


def hotseat_move(scene: SeasonScene, session: Session, rng: random.Random) -> None:
    """A random legal move made through the Season scene of a hotseat game, the turn ended
    and the next seat's hand shown, as after its hand-over."""
    g = session.game
    scene.act(rng.choice(g.legal_actions()))
    session.end_turn()
    session.revealed_seat = g.current_player


def settle(app: App, scene: SeasonScene, dt: float = 1 / 60, frames: int = 600) -> None:
    """Frames until the scene's animations have played out (at most `frames` of them)."""
    for _frame in range(frames):
        if not scene.motion.active:
            break
        app.frame([], dt)


def matches(name: str, action: Action) -> bool:
    """Whether the engine's recorded `action` is the decision the driver chose as `name`."""
    if name.startswith("card:"):
        return action.args[:1] == (int(name[5:]),)
    if name.startswith("choice:"):
        return action.label == name[7:]
    return action_key(action) == name


class Driver:
    def __init__(self, app: App, rng: random.Random | None = None, dt: float = DT,
                 wait_dt: float = 0.5):
        self.app = app
        self.rng = rng or random.Random(0)
        self.dt = dt
        self.wait_dt = wait_dt  # one frame of waiting for bots, trick pauses and animations
        self.decided = 0  # decisions made by the driver
        self.dragged = 0  # of which Calling Cards dragged onto a space
        self.turns_ended = {"season": 0, "whist": 0}  # End turn clicked before a hand-over

    @property
    def top(self) -> Scene | None:
        return self.app.manager.top

    # ---------------------------------------------------------------- input
    def frame(self, events: Iterable[pygame.event.Event] = (), dt: float | None = None) -> None:
        self.app.frame(list(events), self.dt if dt is None else dt)

    def click(self, pos: Point, button: int = 1) -> None:
        self.frame([move(pos), down(pos, button), up(pos, button)])

    def drag(self, start: Point, end: Point, steps: int = 5) -> None:
        """Press at `start`, move to `end` in steps with the button held, release there."""
        (x0, y0), (x1, y1) = start, end
        self.frame([move(start), down(start)])
        for k in range(1, steps + 1):
            self.frame([move((x0 + (x1 - x0) * k // steps, y0 + (y1 - y0) * k // steps), True)])
        self.frame([up(end)])

    def scroll(self, pos: Point, notches: int) -> None:
        """Scroll the list at `pos` by `notches` wheel steps (positive: up, as SDL's wheel)."""
        self.frame([move(pos), wheel(notches)])

    def uncover(self, m: Move) -> None:
        """A tip's bubble over the point the move needs is read and closed first ("Got it"),
        as a player would; the next tip may take its place, so up to a few times."""
        for _ in range(8):
            view = getattr(self.top, "tip_view", None)
            points = [p for p in (m.pos, m.start) if p is not None]
            if view is None or not view.showing() or not any(view.rect.collidepoint(p) for p in points):
                return
            self.click(view.close_button.rect.center)
            self.frame()

    def do(self, m: Move) -> None:
        self.uncover(m)
        top = self.top
        if isinstance(top, SeasonScene) and top.panel.settling(self.app.now):
            self.frame([], GUARD_S)  # a click this soon after the buttons changed is ignored
        if m.notches is not None and isinstance(top, SeasonScene) and top.panel.max_scroll():
            self._scroll_panel(m.notches)
        if m.start is not None:
            self.drag(m.start, m.pos)
            self.dragged += 1
        else:
            self.click(m.pos)

    def _scroll_panel(self, notches: int) -> None:
        """Scroll the Season's decision panel to `notches` wheel steps from its top."""
        panel, centre = self.top.panel, self.top.panel_area.center
        self.scroll(centre, panel.scroll // self.app.theme.px(40) + 1)  # to the top (it stops there)
        self.scroll(centre, -notches)

    # ---------------------------------------------------------------- what the screen offers
    def decisions(self) -> dict[str, Move]:
        """The game decisions the screen offers the human on turn, by name: the engine
        action's key ("action:place|tea_1") in the Season, "card:<id>" or "choice:<label>"
        at the whist table. Empty while bots play, a trick pauses or the game is over."""
        top = self.top
        if isinstance(top, SeasonScene):
            return self._season_decisions(top)
        if isinstance(top, WhistScene):
            return self._whist_decisions(top)
        return {}

    def _season_decisions(self, scene: SeasonScene) -> dict[str, Move]:
        out: dict[str, Move] = {}
        notches = 0
        if scene.panel.scroll:  # notches count from the panel's top (a held list keeps its scroll)
            self.frame([move(scene.panel_area.center), wheel(10 * PANEL_SCAN_LIMIT)])
        while True:
            targets = scene.targets()  # brings the scene up to date with the game first
            if not scene.click_legal():
                return out
            for name, rect in targets.items():
                if name.startswith("action:") and name not in out:
                    start = targets["calling"].center if name.startswith("action:place|") else None
                    point = rect.center if start else visible_point(scene, targets, rect)
                    out[name] = Move(point, start, None if start else notches)
            if scene.panel.scroll >= scene.panel.max_scroll() or notches >= PANEL_SCAN_LIMIT:
                return out
            notches += 1
            self.scroll(scene.panel_area.center, -1)

    def _whist_decisions(self, scene: WhistScene) -> dict[str, Move]:
        scene.place_buttons()
        if not scene.my_turn():
            return {}
        out = {f"choice:{b.label}": Move(b.rect.center) for b in scene.choices if b.enabled}
        for cid, rect, ok in scene.table.card_rects():
            if ok:
                out[f"card:{cid}"] = Move(card_point(rect))
        return out

    def controls(self) -> dict[str, Move]:
        """Everything the top scene offers to click, for the monkey: its buttons, the Season's
        hot spots and decision targets, the whist hand, the score pad's lines, the seed field,
        the Rules contents."""
        top = self.top
        if top is None:
            return {}
        out = {f"button:{i}:{b.label}": Move(b.rect.center)
               for i, b in enumerate(scene_buttons(top)) if b.enabled and b.rect.w > 0}
        if isinstance(top, SeasonScene):
            out.update({k if k.startswith("action:") else f"spot:{k}": Move(r.center)
                        for k, r in top.targets().items()})
        elif isinstance(top, WhistScene):
            out.update({f"card:{cid}": Move(card_point(r)) for cid, r, _ok in top.table.card_rects()})
        elif isinstance(top, ScorePadScene):
            out.update({f"line:{i}": Move(r.center) for i, r in top.line_rects()})
        elif isinstance(top, SetupScene):
            out["seed"] = Move(top.seed_rect.center)
        elif isinstance(top, RulesOverlay):
            out.update({f"contents:{i}": Move(r.center) for i, (r, _y) in enumerate(top.contents)})
        return out

    # ---------------------------------------------------------------- playing
    def step(self) -> str | None:
        """Hand the computer over, or make one decision chosen at random among those the
        screen offers (checking the game took exactly that one), or wait one frame for the
        bots, a trick's pause or an animation. Returns the decision's name, if one was made."""
        top = self.top
        if isinstance(top, HandoverScene):
            self.click(top.button.rect.center)
            return None
        if isinstance(top, SeasonScene) and top.turn_over():
            top.targets()
            self.click(top.end_button.rect.center)  # the hotseat's End turn (issue 13)
            self.turns_ended["season"] += 1
            return None
        if isinstance(top, WhistScene) and top.turn_over():
            top.place_buttons()
            self.click(top.turn_end.button.rect.center)  # End turn at the whist table too
            self.turns_ended["whist"] += 1
            return None
        if isinstance(top, WhistScene) and top.tricks.waits_for_click():
            self.click((5, 5))  # "X wins the trick": a click collects it
            return None
        offers = self.decisions()
        if not offers:
            thinking = self.app.session.thinking if self.app.session is not None else None
            if thinking is not None:  # a bot searches in its worker: let its time pass
                thinking.wait(10)
            self.frame([], self.wait_dt)
            return None
        name = self.rng.choice(list(offers))
        game = self.app.session.game
        done = len(game.actions_taken)
        self.do(offers[name])
        taken = game.actions_taken[done:done + 1]
        assert taken and matches(name, taken[0]), f"chose {name}, the game took {taken}"
        self.decided += 1
        return name

    def play_until(self, done: Callable[[], bool], limit: int = 20000) -> None:
        for _ in range(limit):
            if done():
                return
            self.step()
        raise AssertionError(f"not done after {limit} steps (top: {type(self.top).__name__})")

    # ---------------------------------------------------------------- monkey
    def monkey_events(self) -> list[pygame.event.Event]:
        """A few random events: half aimed at what the screen offers, the rest anywhere;
        clicks, presses and releases of any button, keys with modifiers, the wheel, resizes
        (some below the minimum), the window's close box."""
        rng = self.rng
        w, h = self.app.screen.get_size()
        pos = (rng.randrange(-10, w + 10), rng.randrange(-10, h + 10))
        if rng.random() < 0.5:
            controls = self.controls()
            moves = [m for k, m in controls.items() if k.startswith(("action:", "card:"))]
            if not moves or rng.random() < 0.5:  # half the aims at the game's own decisions
                moves = list(controls.values())
            if moves:
                pos = rng.choice(moves).pos
        roll = rng.random()
        if roll < 0.3:
            return [move(pos, rng.random() < 0.3), down(pos), up(pos)]
        if roll < 0.45:
            return [move(pos, rng.random() < 0.5)]
        if roll < 0.6:
            button = rng.choice((1, 1, 2, 3))
            return [rng.choice((down, up))(pos, button)]
        if roll < 0.75:
            k = rng.choice(MONKEY_KEYS)
            return [key(k, rng.choice(MONKEY_MODS), pygame.key.name(k)[:1])]
        if roll < 0.87:
            return [move(pos), wheel(rng.choice((-3, -1, -1, 1, 1, 3)))]
        if roll < 0.91:
            return [resize(*rng.choice(MONKEY_SIZES))]
        if roll < 0.92:
            return [pygame.event.Event(pygame.QUIT)]
        return self._monkey_drag(pos)

    def _monkey_drag(self, pos: Point) -> list[pygame.event.Event]:
        """A whole drag in one frame's events: from the Calling Card stack when there is one."""
        start = pos
        if isinstance(self.top, SeasonScene) and self.rng.random() < 0.7:
            calling = self.top.targets().get("calling")
            start = calling.center if calling else pos
        mid = ((start[0] + pos[0]) // 2, (start[1] + pos[1]) // 2)
        return [move(start), down(start), move(mid, True), move(pos, True), up(pos)]

    def monkey(self) -> None:
        """One frame of monkey input, with a random step of time."""
        events = self.monkey_events()
        if self.rng.random() < 0.3:
            events += self.monkey_events()
        self.frame(events, self.rng.choice((0.0, 0.016, 0.016, 0.3, 1.5)))
