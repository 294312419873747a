"""The window and the main loop.

The loop sleeps in `pygame.event.wait` while nothing animates (an idle game uses no CPU),
runs at 60 frames per second while something moves, and redraws only when a scene is dirty.
F11 toggles fullscreen at any time, once per press (a held key's repeats are ignored, so the
window is never recreated in a loop); leaving fullscreen restores the window's size and
place; any change of mode, and the window being exposed again, redraws at once. Resizing
re-lays out every scene at the new scale.

Over every scene the app draws the warning banner (issue 10): while the game's autosave is
failing it says so, and a one-off notice (`warn()`: options not kept, an old save moved aside)
stays until clicked. Neither blocks play.
"""

from __future__ import annotations

import contextlib
import sys
from typing import TYPE_CHECKING

import pygame

from .. import userfiles
from ..i18n import _
from . import art, heap, last_input, signals
from . import theme as T
from .audio import Audio
from .demo import Idle
from .focus import FocusRing
from .go import Go
from .kiosk import Booth
from .pad import Pad
from .scene import Scene, SceneManager
from .settings import Settings
from .touch import Touch
from .widgets import message_box

if TYPE_CHECKING:
    from ..session import Session
    from .phone_table import PhoneTable

MIN_SIZE = (1280, 720)
IDLE_WAIT_MS = 250
# While a bot searches in its worker thread, the frame loop must get the interpreter back
# quickly: 1 ms instead of Python's 5 ms keeps a frame's waits well inside 16 ms.
SWITCH_INTERVAL = 0.001


def smallest_window(display: tuple[int, int] | None) -> tuple[int, int]:
    """MIN_SIZE, or the display itself where it is smaller: a window larger than the screen
    hides its edges (the End turn button, the log), while the layout scales down."""
    if display is None:
        return MIN_SIZE
    return min(MIN_SIZE[0], display[0]), min(MIN_SIZE[1], display[1])


def fit_size(size: tuple[int, int], display: tuple[int, int] | None) -> tuple[tuple[int, int], str]:
    """The window size within MIN_SIZE and the display, and a notice when it was changed."""
    low = smallest_window(display)
    w, h = max(low[0], size[0]), max(low[1], size[1])
    if display:
        w, h = min(w, display[0]), min(h, display[1])
    if (w, h) == tuple(size):
        return (w, h), ""
    asked = f"{size[0]}x{size[1]}"
    if low != MIN_SIZE and display:
        return (w, h), _("This screen is {screen}, smaller than the {least} the game is laid out "
                         "for: the window fills the screen ({size}) and some text may be small.").format(
            screen=f"{display[0]}x{display[1]}", least=f"{MIN_SIZE[0]}x{MIN_SIZE[1]}", size=f"{w}x{h}")
    if size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]:
        return (w, h), _("Window size {asked} is below the smallest, {least}: using {size}.").format(
            asked=asked, least=f"{MIN_SIZE[0]}x{MIN_SIZE[1]}", size=f"{w}x{h}")
    assert display is not None  # only a display makes a large enough size smaller
    return (w, h), _("Window size {asked} is larger than the screen ({screen}): using {size}.").format(
        asked=asked, screen=f"{display[0]}x{display[1]}", size=f"{w}x{h}")


# Posted from the autosave's writer thread when the warning banner must change: it wakes a loop
# asleep in event.wait, so a failed write is shown at once, not at the next input.
BANNER_CHANGED = pygame.event.custom_type()
REDRAW_EVENTS = (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED,
                 pygame.WINDOWMAXIMIZED, pygame.WINDOWFOCUSGAINED, pygame.WINDOWFOCUSLOST, BANNER_CHANGED)


def _window_position() -> tuple[int, int] | None:
    """The window's place on the desktop (None where the video driver has no windows)."""
    try:
        return tuple(pygame.display.get_window_position())  # type: ignore[return-value]
    except (pygame.error, AttributeError):
        return None


def _move_window(pos: tuple[int, int]) -> None:
    with contextlib.suppress(pygame.error, AttributeError):
        pygame.display.set_window_position(pos)


class App:
    def __init__(self, settings: Settings | None = None, size: tuple[int, int] | None = None,
                 message: str = "", kiosk: bool = False, min_size: tuple[int, int] = MIN_SIZE):
        pygame.init()
        pygame.display.set_caption("Apistocracy")
        sys.setswitchinterval(SWITCH_INTERVAL)
        heap.keep_large_blocks_apart()  # a long session's memory stays flat (gui/heap.py)
        self.settings = settings or Settings()
        self.audio = Audio(self.settings)
        if T.high_contrast != self.settings.high_contrast:
            T.set_contrast(self.settings.high_contrast)
        self.min_size = min_size  # smaller than MIN_SIZE only on a smaller screen
        w, h = size or self.settings.window
        self.windowed_size = (max(min_size[0], w), max(min_size[1], h))
        self.fullscreen = False
        self.f11_held = False  # F11 is down: its key repeats must not toggle again
        self.window_pos: tuple[int, int] | None = None  # where the window was before fullscreen
        self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self.theme = T.Theme(self.screen.get_size())
        self.theme.text_scale = self.settings.text_scale / 100
        self.manager = SceneManager()
        self.go = Go(self)  # builds every scene (gui/go.py)
        self.running = True
        self.clock = pygame.time.Clock()
        # The frames' clock: a frame's `dt` is added before its events are handled, so an
        # event's time is its frame's end even after an idle wait; tests drive it with `dt`.
        self.now = 0.0
        # Shown once by the title screen: a damaged file, a folder where nothing can be saved.
        problem = userfiles.home().problem
        off = problem and _("Saving is off: {reason}.").format(reason=problem)
        self.message = " ".join(m for m in (message, off) if m)
        self.notice = ""  # a one-off warning over every scene, until clicked
        self.banner_rect: pygame.Rect | None = None
        self._session: Session | None = None
        self.kiosk = kiosk
        self.idle = Idle(self)
        self.focus = FocusRing(self)
        self.pad = Pad(self)  # a game controller drives the ring and the keys
        self.booth = Booth(self)  # the organiser's options, at a kiosk
        self.touch = Touch(self)  # fingers become pointer events (touch.py)
        last_input.use("mouse")  # a new window: no finger or pad has been used on it yet
        self.phones: PhoneTable | None = None  # the hand server of a game with phone seats (issue 54)
        if self.settings.fullscreen or kiosk:
            self.toggle_fullscreen()

    @property
    def session(self) -> Session | None:
        """The game on screen, set by `go.show_game`."""
        return self._session

    @session.setter
    def session(self, session: Session | None) -> None:
        """A game leaving the screen takes its bot's search with it (no stray worker) and
        finishes writing its autosave (Continue and the Replays list read it next)."""
        old = self._session
        if old is not None and old is not session:
            old.stop_thinking()
            old.flush()
            old.on_saved = None
        self._session = session
        if session is not None:
            session.on_saved = self.wake
        self.booth.session_changed(old, session)  # a kiosk's exhibitor's log

    def wake(self) -> None:
        """Redraw everything at the next frame; safe from any thread (the autosave's writer)."""
        with contextlib.suppress(pygame.error):  # pygame already quit: nothing to redraw
            pygame.event.post(pygame.event.Event(BANNER_CHANGED))

    # ------------------------------------------------------------------ window
    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            self.window_pos = _window_position()
            if self.kiosk or len(pygame.display.get_desktop_sizes()) == 1:
                # With no window manager (a kiosk session) SDL makes a fullscreen window where
                # the small one was, its edges off the screen. (With several screens, a player's
                # F11 keeps the one the window is on.)
                _move_window((0, 0))
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            if self.window_pos is not None:
                _move_window(self.window_pos)
        self._resized()
        self._touch()

    def set_window_size(self, size: tuple[int, int]) -> None:
        self.windowed_size = (max(self.min_size[0], size[0]), max(self.min_size[1], size[1]))
        if not self.fullscreen:
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self._resized()

    def _resized(self) -> None:
        self.theme.resize(self.screen.get_size())
        for scene in self.manager.stack:
            scene.resized()

    # ------------------------------------------------------------------ warnings
    def warn(self, message: str) -> None:
        """Show `message` over every scene until the player clicks it (non-blocking)."""
        self.notice = message
        self._touch()

    def warning(self) -> str:
        """The banner's text: a failing autosave first, then the one-off notice."""
        s = self.session
        problem = s.save_problem if s is not None and s.saving else ""
        return "\n".join(m for m in (problem, self.notice) if m)

    def _touch(self) -> None:
        for scene in self.manager.stack:
            scene.dirty = True

    def draw_banner(self, surf: pygame.Surface) -> None:
        self.idle.draw(surf)  # the demo's attract band: a passer-by must know this is theirs to play
        text = _("{warning} (Click this note to close it.)").format(warning=self.warning()) if self.notice \
            else self.warning()
        # Below the scenes' top bar (its buttons stay usable), over the least busy strip.
        self.banner_rect = message_box(surf, self.theme, text, "midtop", (surf.get_width() // 2,
                                       self.theme.px(48)), 820, T.RED, T.BG_DARK, 18) if text else None

    # ------------------------------------------------------------------ loop
    def handle(self, event: pygame.event.Event) -> None:
        if last_input.noticed(event):
            self._touch()  # the words that name the way to do a thing follow the input used
        if self.touch.handle(event):  # a finger, sent on as pointer events; SDL's copy, dropped
            return
        if (event.type == pygame.MOUSEBUTTONDOWN and self.notice and self.banner_rect
                and self.banner_rect.collidepoint(event.pos)):
            self.notice = ""  # a click on the banner dismisses the notice, and does nothing else
            self._touch()
            return
        if self.pad.handle(event):  # its buttons come back here as keys
            return
        if self.idle.intercept(event):
            return
        if event.type == pygame.QUIT:
            self.request_quit()
        elif event.type == pygame.WINDOWSIZECHANGED and not self.fullscreen:
            w, h = event.x, event.y
            if (w, h) != self.screen.get_size() or w < self.min_size[0] or h < self.min_size[1]:
                self.set_window_size((w, h))
            else:
                self._resized()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            if not self.f11_held and not self.kiosk:
                self.f11_held = True
                self.toggle_fullscreen()
        elif event.type == pygame.KEYUP and event.key == pygame.K_F11:
            self.f11_held = False
        elif event.type in REDRAW_EVENTS:
            if event.type == pygame.WINDOWFOCUSLOST:
                self.f11_held = False  # its release may go to another window
            self._touch()  # the window was (re)shown: draw it now, not at the next input
        elif (event.type == pygame.KEYDOWN and event.key == pygame.K_q
              and event.mod & pygame.KMOD_CTRL and event.mod & pygame.KMOD_SHIFT):
            self.running = False  # the documented kiosk chord: Ctrl+Shift+Q
        elif self.focus.handle(event):
            return
        elif self.manager.top is not None:
            self.manager.top.handle(event)

    def request_quit(self) -> None:
        """Ask the top scene (a game asks for confirmation); default: quit."""
        if self.kiosk:
            return  # kiosk: only the Ctrl+Shift+Q chord quits
        top = self.manager.top
        ask = getattr(top, "ask_quit", None)
        if ask is not None:
            ask()
        else:
            self.running = False

    def frame(self, events: list[pygame.event.Event], dt: float) -> bool:
        """Handle events, update and draw one frame; returns whether anything was drawn."""
        self.now += dt
        for event in events:
            self.handle(event)
        self.touch.tick(dt)
        self.pad.tick(dt)
        self.idle.tick(dt)
        if self.phones is not None:
            self.phones.frame()
        for scene in self.manager.visible():
            scene.update(dt)
        if self.manager.dirty() or self.manager.animating():
            if not self.manager.visible()[0].opaque:
                self.screen.fill(T.BG)
            self.manager.draw(self.screen)
            self.focus.draw(self.screen)
            self.touch.draw(self.screen)  # a resting finger's ring: hold on, the zoom is coming
            self.draw_banner(self.screen)
            pygame.display.flip()
            return True
        return False

    def run(self, first: Scene | None = None) -> None:
        if first is not None:
            self.manager.replace(first)
        self.clock.tick()
        while self.running and self.manager.top is not None and not signals.asked():
            # A resting finger's time counts, and a held stick repeats.
            if self.manager.animating() or self.touch.waiting() or self.pad.held is not None:
                events = pygame.event.get()
                dt = self.clock.tick(60) / 1000
            else:
                first_event = pygame.event.wait(IDLE_WAIT_MS)
                events = ([first_event] if first_event.type != pygame.NOEVENT else []) + pygame.event.get()
                dt = self.clock.tick() / 1000
            self.frame(events, dt)
        self.close()

    def close(self) -> None:
        """Close every scene (each ends its own background work: a review's search), save the
        game on screen once more (its last-played time, as quitting does), end its bot search,
        wait for every write, quit pygame and drop every cached font and surface, which die
        with it. Every way out passes here: a quit, the kiosk's chord, a signal."""
        from . import cards, coach_bubble, scene

        self.manager.close_all()
        if self.session is not None:
            self.session.autosave()
        self.session = None  # (flushes the autosave)
        if self.phones is not None:
            self.phones.stop()
        self.pad.close()
        userfiles.flush()  # the options, a kept review, a coach's progress: nothing left in flight

        for cached in (T.font, T._render, T._face, cards.face, art.image, art.tinted, art.flipped,
                       scene.shade, coach_bubble.spotlight):
            cached.cache_clear()
        pygame.quit()
