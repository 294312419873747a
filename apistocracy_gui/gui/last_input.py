"""Which input the player used last (issue 55): the mouse, the keys, a finger or a pad.

A few lines on screen name the way to do a thing ("Hover anything to read it"), and that
way differs by input: a finger has no hover, it holds still on a thing. This module is the
one place that knows which input came last, so each such line asks here and no input
module keeps a flag of its own. `App.handle` feeds it every event before anything acts on
it (`noticed`); an input module that makes events of its own (touch.py's pointer events,
a pad's keys) marks them so they count as its input, not as the mouse or keys they mimic:
touch.py's carry `finger`, a pad's carry `pad` (or it calls `use("pad")` itself).
"""

from __future__ import annotations

from typing import Literal

import pygame

Kind = Literal["mouse", "keys", "touch", "pad"]


class _Last:
    kind: Kind = "mouse"


LAST = _Last()


def used() -> Kind:
    """The input used last ("mouse" until another is)."""
    return LAST.kind


def use(kind: Kind) -> bool:
    """Note `kind` as the input used last; True when that changed it (redraw the words)."""
    changed = LAST.kind != kind
    LAST.kind = kind
    return changed


def kind_of(event: pygame.event.Event) -> Kind | None:
    """Which input an event is a use of; None for what is no one's use (a window event, a
    mouse move that went nowhere, SDL's mouse copy of a touch, which the finger's own event
    already counted)."""
    if event.type in (pygame.FINGERDOWN, pygame.FINGERMOTION) or getattr(event, "finger", False):
        return "touch"
    if getattr(event, "pad", False):
        return "pad"
    if getattr(event, "touch", False) or getattr(event, "focus_click", False):
        return None
    if event.type == pygame.KEYDOWN:
        return "keys"
    if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL):
        return "mouse"
    if event.type == pygame.MOUSEMOTION and any(getattr(event, "rel", (0, 0))):
        return "mouse"
    return None


def noticed(event: pygame.event.Event) -> bool:
    """Note the input `event` is a use of; True when the input used last changed."""
    kind = kind_of(event)
    return kind is not None and use(kind)


def said(mouse: str, touch: str) -> str:
    """Of two wordings of one line (catalog msgids), the one for the input used last: `touch`
    after a finger, `mouse` otherwise (the keys' ring hovers what it focuses)."""
    return touch if LAST.kind == "touch" else mouse
