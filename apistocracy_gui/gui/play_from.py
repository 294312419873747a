"""The "Play from here" buttons (issue 56): a key moment of the season review, or the decision
on screen in the replay viewer, played on as a new game (`playfrom.py`).

The new game gets its slot as every new game does (`saved_games.claim`: a free slot, else a
finished game's, else the player chooses which season in progress to replace), then replaces
the screens with its table. The position is dealt anew before a slot is claimed, so a position
that cannot be played on takes nobody's slot and is a message instead.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from .. import playfrom
from ..engine import SaveError
from ..i18n import N_, _
from . import theme as T
from .widgets import Button

if TYPE_CHECKING:
    from ..replay import Replay
    from ..review.model import Moment
    from .scene import Scene
    from .services import Services
    from .theme import Theme

LABEL = N_("Play from here")
WIDTH = 150  # design px, at least, of the button on a key moment's row: as wide as its label
SIZE = 15  # its label's design px


def play_from_here(app: Services, save: dict[str, Any], controllers: list[str] | None, step: int) -> str:
    """Start the new game from the decision before action `step` + 1 of `save` (after asking
    which season to replace, if every slot holds one): "" when it is under way, else why not."""
    from ..session import Session

    if not controllers:
        return _("This game cannot be played on: who played its seats is not known.")
    try:
        game = playfrom.from_save(save, step)
    except (SaveError, ValueError) as exc:
        return _("This position cannot be played on: {reason}").format(reason=exc)
    seats = list(controllers)

    def start(slot: str) -> None:
        app.go.show_game(Session.begin(game, seats, slot=slot))

    app.go.claim(start)
    return ""


def offered(replay: Replay) -> bool:
    """The replay viewer offers it at a decision of a finished game whose seats' players are
    known (a game in progress is a spectator's replay: nobody may play on from a seat's view)."""
    return replay.finished and bool(replay.controllers) and replay.marks[replay.step].seat is not None


def end_turn_place(app: Services, scene: Scene | None, rect: pygame.Rect) -> pygame.Rect:
    """Where the replay viewer puts its button: the place of the shown scene's End turn (free
    in a replay, and where the deciding player acts), set as that scene is drawn; `rect` for
    a scene without one."""
    season, whist = app.go.as_season(scene), app.go.as_whist(scene)
    if season is not None:
        return pygame.Rect(season.end_button.rect)
    if whist is not None:
        return pygame.Rect(whist.turn_end.button.rect)
    return rect


class MomentButtons:
    """The review's "Play from here" button at the right end of each key moment's row: one
    button per moment, placed as the rows are drawn (`place`), listed for input and focus
    (`shown`); a refusal is said through `say`."""

    def __init__(self, app: Services, save: dict[str, Any], controllers: list[str] | None,
                 say: Callable[[str], None]):
        self.app, self.save, self.controllers, self.say = app, save, controllers, say
        self.by_index: dict[int, Button] = {}
        self.shown: list[Button] = []

    def clear(self) -> None:
        """A new frame: no row is drawn yet."""
        self.shown = []

    def place(self, moment: Moment, row: pygame.Rect, th: Theme, centery: int | None = None) -> Button:
        """The moment's button at the right end of its `row`, centred on `centery` (the row's
        line it ends) or else on the row."""
        button = self.by_index.get(moment.index)
        if button is None:
            button = Button(LABEL, partial(self.play, moment.index), size=SIZE,
                            enabled=bool(self.controllers))
            self.by_index[moment.index] = button
        y = row.centery if centery is None else centery
        label_h = T.font("serif-bold", th.fpx(SIZE)).get_height() + th.px(8)  # no taller than its line needs
        h = min(th.px(38), label_h, row.h - th.px(8), 2 * min(y - row.top, row.bottom - y) - th.px(4))
        w = self.width(th)
        button.rect = pygame.Rect(row.right - w - th.px(8), y - h // 2, w, h)
        self.shown.append(button)
        return button

    def width(self, th: Theme) -> int:
        """A button's width: its label's, at least WIDTH (the rows keep this much free)."""
        return max(th.px(WIDTH), T.font("serif-bold", th.fpx(SIZE)).size(_(LABEL))[0] + th.px(20))

    def play(self, step: int) -> None:
        message = play_from_here(self.app, self.save, self.controllers, step)
        if message:
            self.say(message)
