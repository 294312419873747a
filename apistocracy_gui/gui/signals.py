"""Ending the game on SIGTERM, SIGHUP or SIGINT: at once, saved, with exit status 0.

A booth's machine is stopped by its supervisor (systemd, a session script) with SIGTERM, a
closed terminal sends SIGHUP, Ctrl+C sends SIGINT. Left to their defaults they end the game
badly: SDL turns SIGTERM into a window-close event, which opens the game's "Quit?" dialog (and
does nothing at all in `--demo` or `--kiosk`, which ignore closing the window), so the
supervisor waits and then kills it; SIGHUP kills the process between two writes; SIGINT raises
KeyboardInterrupt wherever the main thread happens to be and prints its traceback.

So each of the three only *asks* the game to stop: the handler notes the signal and wakes the
frame loop, which leaves at its next turn (within one idle wait, a quarter of a second) and
closes the app the ordinary way: the game on screen is autosaved once more and every queued
write is flushed to disk (`App.close`). The handlers are installed before pygame is
initialised, and SDL is told to leave signals alone, so SDL never installs its own.
"""

from __future__ import annotations

import contextlib
import os
import signal
from types import FrameType

import pygame

SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT") if hasattr(signal, name))
# Posted by the handler so that a loop asleep in `pygame.event.wait` wakes at once.
STOP = pygame.event.custom_type()

_asked: list[int] = []  # the signals received, in order (a list: set in a handler, read by the loop)


def install() -> None:
    """Make each of SIGNALS a request to stop (call before `pygame.init`)."""
    os.environ["SDL_NO_SIGNAL_HANDLERS"] = "1"  # SDL's would turn SIGTERM into a close event
    _asked.clear()
    for sig in SIGNALS:
        signal.signal(sig, _note)


def _note(signum: int, frame: FrameType | None) -> None:
    """Runs on the main thread between two bytecodes: note the signal, wake the loop."""
    _asked.append(signum)
    with contextlib.suppress(pygame.error):  # pygame not started yet, or already quit
        pygame.event.post(pygame.event.Event(STOP))


def asked() -> bool:
    """Whether a stop signal has arrived since `install()`."""
    return bool(_asked)
