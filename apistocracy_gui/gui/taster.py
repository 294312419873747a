"""The taster on screen (issue 55): "Try a season" on the kiosk's title, and its score pad's way on.

The taster is a game like any other (`taster.py` prepares its position; the Season, whist and
score pad scenes play it), with three differences a visitor needs. Its tips start from
nothing seen: the booth's data folder remembers the tips every earlier visitor met, but this
visitor is new, and what they are shown is not added to that record (so is every visitor's
game at a kiosk: kiosk.Booth). Its score pad offers only "Play the whole season" (the same
season from its first week, the same seats and players) and "Back to the start" (the kiosk's
title). And the score pad says what was played: the end of a season, not counted in Records.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import taster
from ..i18n import N_
from .tips import Tipster, attached
from .widgets import Button

if TYPE_CHECKING:
    from ..session import Session
    from .services import Services

TRY = N_("Try a season")
WHOLE = N_("Play the whole season")
BACK = N_("Back to the start")
NOTE = N_("A taster: the end of a season the computer began. Not counted in Records.")


def visiting(session: Session, seen: set[str] | None = None) -> Session:
    """`session` with its own tips, from `seen` (none: a new visitor) rather than from the
    booth's record of every tip its earlier visitors were shown, and never added to that
    record. The tutorial's tips are its own list already: they only stop being recorded."""
    old = attached(session)
    if old is not None and old.tutorial:
        old.keep = False
    else:
        if old is not None:
            session.listeners.remove(old)
        # told of each move
        session.listeners.append(Tipster(session, set() if seen is None else seen, keep=False))
    return session


def try_a_season(app: Services) -> None:
    """Start the taster (the kiosk's title's button): its position, its slot, its table."""
    from ..session import Session

    spec = taster.load()
    game = taster.prepare(spec)

    def start(slot: str) -> None:
        session = visiting(Session.begin(game, spec.controllers(), slot=slot))
        session.taster = True
        app.go.show_game(session)

    app.go.claim(start)


def end_buttons(app: Services, session: Session) -> list[Button]:
    """The taster's score pad buttons: the whole season, or back to the kiosk's title."""
    return [Button(WHOLE, lambda: whole_season(app, session), size=24),
            Button(BACK, lambda: back_to_start(app), size=24)]


def whole_season(app: Services, session: Session) -> None:
    """The taster's season from its first week: its seed and seats, its seats' players; the
    visitor keeps the tips they have already been shown, and is shown the rest."""
    from ..session import Session

    tips = attached(session)
    seen = set(tips.seen) if tips is not None else set()
    whole = Session.start(session.game.config, list(session.controllers), autosave=session.saving,
                          slot=session.slot)
    app.go.show_game(visiting(whole, seen))


def back_to_start(app: Services) -> None:
    """The kiosk's title (and, left alone, its attract loop), for the next visitor."""
    app.manager.replace(app.go.title())
