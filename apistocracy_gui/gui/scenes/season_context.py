"""What the Season's parts are given instead of the scene (issue 53, item 1).

The parts (season_pointer, season_layers, season_zoom, season_targets, season_marks ...)
used to receive the whole Season scene, read dozens of its members and set its `dirty`:
none could be read, made or tested without it. They now receive a `SeasonTable`: the
services and the session, the components the table is made of (the offers, the decision
panel, the motion queue, the refusal note ...), the position as last laid out (layout, hot
spots, tabs, the panel's area) and the questions every part asks (who sees what, who is on
turn). A part changes only its own components, and says by what it returns whether the
screen changed (or what to do: an intent); the scene applies it. What the table needs of its
scene for the game's flow (a move shown, an undo, a menu) is a `Flow` of callbacks.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from ...phone_seats import table_decides
from .. import hotseat
from ..board import solo
from ..board.anim import Tweens
from ..board.decision import DecisionPanel
from ..board.layout import SeasonLayout
from ..board.log import LogPanel
from ..board.motion import Motion
from ..board.refusal import Refusal
from ..board.view import Spots
from ..coach import of as coach_of
from ..table.ribbon import CaptionRibbon
from ..tips_view import TipView
from .season_captions import Captions
from .season_offers import Offers

if TYPE_CHECKING:
    from ...bots.hint import Hint
    from ...engine import Action, Game
    from ...session import Session
    from ..board import inplace
    from ..board.layout import Area
    from ..coach import Coach
    from ..services import Services
    from ..table.top_buttons import TopButtons
    from ..theme import Theme


@dataclass(frozen=True)
class Flow:
    """What the scene does when a table command asks it (season_commands.py): the game's
    flow stays the scene's."""

    changed: Callable[[], None]  # the game changed: redraw from it, animate, hand over
    after_undo: Callable[[], None]  # the same after an undo (the told moves forgotten)
    open_rules: Callable[[str], None]  # the rules at a section
    open_menu: Callable[[], None]
    ask_hint: Callable[[], None]  # start the Hint's search (hint_sign.py)
    bot_step: Callable[[], None]  # the computer's move now


@dataclass(eq=False)
class SeasonTable:
    """The Season's shared state and questions; `on_top` says whether no overlay covers the
    table (hover effects and End turn only then)."""

    app: Services
    session: Session
    buttons: TopButtons
    turn_end: hotseat.EndTurn
    tip_view: TipView
    on_top: Callable[[], bool]
    replay: solo.CatReplay
    motion: Motion
    offers: Offers = field(default_factory=Offers)
    panel: DecisionPanel = field(default_factory=DecisionPanel)
    log: LogPanel = field(default_factory=LogPanel)
    refusal: Refusal = field(default_factory=Refusal)
    tweens: Tweens = field(default_factory=Tweens)  # a dropped Calling Card sliding back to the mat
    captions: Captions = field(default_factory=Captions)  # moves of those not at this screen
    ribbon: CaptionRibbon = field(default_factory=CaptionRibbon)
    # the position as last laid out (season_layers.py fills these)
    lay: SeasonLayout | None = None
    cat_area: Area | None = None  # Lady Cat's panel, in solo games
    spots: Spots = field(default_factory=Spots)
    tabs: list[inplace.Tab] = field(default_factory=list)  # buttons on the cards (R7.2, R7.3)
    panel_area: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    hint_shown: Hint | None = None
    version: int = 0  # bumped by every change of the game the scene hears of

    @classmethod
    def new(cls, app: Services, session: Session, buttons: TopButtons, turn_end: hotseat.EndTurn,
            tip_view: TipView, on_top: Callable[[], bool]) -> SeasonTable:
        """A table for `session`'s game, its motion queue and Lady Cat's replay made for it."""
        return cls(app, session, buttons, turn_end, tip_view, on_top,
                   solo.CatReplay(session.game, app.settings.anim_factor), Motion(session.game))

    # ------------------------------------------------------------------ who sees what
    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def theme(self) -> Theme:
        return self.app.theme

    @property
    def coach(self) -> Coach | None:
        """The tutorial's coach, while a tutorial is played (gui/coach.py)."""
        return coach_of(self.session)

    def private(self) -> int | None:
        """The seat whose hand and Tea cards may be face-up (`Session.face_up`)."""
        return self.session.face_up()

    def me(self) -> int:
        """The seat whose mat is drawn large: the viewer, else (bots, phones) the current seat."""
        viewer = None if table_decides(self.session) else self.session.viewer()
        if viewer is not None:
            return viewer
        cur = self.game.current_player
        return cur if cur is not None else max(0, self.game.view(None).turn)

    def others(self) -> list[int]:
        n, me = self.game.seats, self.me()
        return [(me + k) % n for k in range(1, n)]

    def human_turn(self) -> bool:
        """A person decides here: their own turn, or a phone seat's decision on the boards (issue 54)."""
        cur = self.game.current_player
        return self.session.is_human(cur) and (cur == self.private() or table_decides(self.session))

    def bot_due(self) -> bool:
        g = self.game
        return (not g.is_over and g.phase == "season" and g.current_player is not None
                and not self.session.is_human(g.current_player))

    def click_legal(self) -> list[Action]:
        return self.offers.legal if self.human_turn() else []

    def scripted(self) -> bool:
        """A tutorial step that teaches a move or talks: no undo, redo or hint then."""
        return self.coach is not None and not self.coach.free()

    def hints_on(self) -> bool:
        return (self.app.settings.hints and self.human_turn() and not table_decides(self.session)
                and not self.replay.active and not self.scripted())  # a phone's hand is not here

    def turn_over(self) -> bool:
        """A human's turn is over and its result is on screen, waiting for End turn."""
        return self.turn_end.shown() and self.on_top()

    def why_not(self, key: str) -> str:
        return self.offers.why_not(self.game, key, self.coach)

    def layout(self) -> SeasonLayout:
        """The window cut into the boards' areas, made again when its size changed."""
        size = self.app.screen.get_size()
        if self.lay is None or self.lay.size != size:
            self.lay = SeasonLayout(size, self.game.cat, self.game.seats)
            self.cat_area = solo.reserve(self.lay) if self.replay.solo else None
        return self.lay
