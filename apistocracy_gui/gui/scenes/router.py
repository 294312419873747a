"""Which scene shows a game: the Season boards, the whist table, or the score pad."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import audio
from ..cues import cues

if TYPE_CHECKING:
    from ...session import Session
    from ..scene import Scene
    from ..services import Services


def game_scene(app: Services, session: Session) -> Scene:
    phase = session.game.st.phase
    if phase == "season":
        from .season import SeasonScene

        return SeasonScene(app, session)
    if phase == "whist" and not session.game.is_over:
        from .whist import WhistScene

        return WhistScene(app, session)
    if session.game.config.mode == "solo":
        from .solo_result import SoloResultScene

        return SoloResultScene(app, session)
    from .scorepad import ScorePadScene

    return ScorePadScene(app, session)


def show_game(app: Services, session: Session) -> None:
    """Replace the scene stack with the right scene for the game's phase; a resumed game that
    had hands on phones opens the joining screen for them again (each can stay at the table)."""
    app.session = session
    session.on_move = lambda events: audio.play_cues(cues(events))  # the demo too: sound draws people
    app.audio.music("music_game")
    app.manager.replace(game_scene(app, session))
    seats, session.resumed_phones = session.resumed_phones, []
    if seats and not session.game.is_over:  # a resumed game had hands on phones (issue 54)
        from ..phone_table import open_table

        open_table(app, session, seats)
