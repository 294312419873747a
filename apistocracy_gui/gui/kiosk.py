"""Kiosk mode's options: the organiser's, and each visitor's for one game.

At a convention the options read from options.json when the booth started are the
organiser's. A visitor's changes (mute, animation off, high contrast, a larger text size)
apply at once but are never written, and when the game returns to the title the organiser's
options come back, so the next visitor finds the booth as it was set up. Outside a kiosk
every change is saved as before.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from .. import i18n
from ..i18n import N_
from . import theme as T
from .taster import visiting
from .tips import attached
from .visit_log import VisitLog

if TYPE_CHECKING:
    from ..session import Session
    from .services import Services

# A kiosk's title has no Continue: quitting a visitor's game to the title ends it.
QUIT_NOTE = N_("Quitting to the title ends this game: the next visitor starts anew.")


class Booth:
    """The organiser's options, kept aside while visitors change theirs."""

    def __init__(self, app: Services):
        self.app = app
        self.organiser = copy.deepcopy(app.settings)
        self.language = i18n.language()  # the booth's (--lang or the organiser's), for the next visitor
        self.visits = VisitLog()

    def session_changed(self, old: Session | None, new: Session | None) -> None:
        """The game on screen changed: at a kiosk, the exhibitor's log notes the visits, and
        a visitor's new game (New game, Learn to play) starts with no tip seen, as the taster
        does: the booth's record of seen tips is every earlier visitor's, and a visitor who
        met none of them would miss their first-time tips. Their tips are not recorded."""
        if not self.app.kiosk:
            return
        self.visits.session_changed(old, new)
        tips = attached(new) if new is not None else None
        if new is not None and new is not old and new.humans and (tips is None or tips.keep):
            visiting(new)

    def save(self) -> str:
        """Save the options ("" or why not); at a kiosk a visitor's change is not saved."""
        return "" if self.app.kiosk else self.app.settings.save()

    def restore(self) -> None:
        """The organiser's options again (the game returned to the title at a kiosk). The
        settings object stays the same one: the audio and every scene hold it."""
        app = self.app
        if not app.kiosk or app.settings == self.organiser:
            return
        for name in app.settings.__struct_fields__:
            setattr(app.settings, name, copy.deepcopy(getattr(self.organiser, name)))
        app.audio.apply_settings()
        if T.high_contrast != app.settings.high_contrast:
            T.set_contrast(app.settings.high_contrast)
        if i18n.language() != self.language:
            i18n.set_language(self.language)
            T.forget_drawings()
        app.theme.text_scale = app.settings.text_scale / 100
        for scene in app.manager.stack:
            scene.resized()
            scene.dirty = True
