"""The navigator (issue 53): the one module that builds scenes and tells them apart.

No scene imports another: a scene that leads elsewhere (the title's buttons, Quit, the
score pad's Replay, a game moving on to the whist table) asks the app's navigator, which it
names through `Services.go`. So every scene module can be read, loaded and tested alone,
and `gui/`'s imports form no circle even counting those run inside functions
(`tests/test_layers.py`). A builder returns the scene; the caller pushes it over the stack
or replaces the stack with it, as it always did. Each imports its scene when called, so
the title's first frame loads only the title (`tools/bench_start.py`). The navigator is not
a scene: nothing under `gui/` imports it at run time; the app makes it (`App.go`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import audio
from .cues import cues

if TYPE_CHECKING:
    from ..replay import Replay
    from ..review.model import Review
    from ..session import Session
    from .scene import Scene
    from .scenes.confirm_overlay import ConfirmOverlay
    from .scenes.error import ErrorScene
    from .scenes.handover import HandoverScene
    from .scenes.menu_overlay import MenuOverlay, Quitter
    from .scenes.options_overlay import OptionsOverlay
    from .scenes.phone_join import PhoneJoinOverlay
    from .scenes.quit_overlay import QuitOverlay
    from .scenes.records import RecordsScene
    from .scenes.replay import ReplayScene
    from .scenes.replays import ReplaysScene
    from .scenes.review import ReviewScene
    from .scenes.rules_overlay import RulesOverlay
    from .scenes.saved_games import SavedGamesScene
    from .scenes.scorepad import ScorePadScene
    from .scenes.season import SeasonScene
    from .scenes.setup import SetupScene
    from .scenes.solo_setup import SoloSetupScene
    from .scenes.title import TitleScene
    from .scenes.tutorial_menu import TutorialMenu
    from .scenes.whist import WhistScene
    from .services import Services


class Go:
    """Builds the scenes for one app (`app.go.title()`, `app.go.rules(section)` ...)."""

    def __init__(self, app: Services):
        self.app = app

    # ------------------------------------------------------------------ a game on screen
    def game_scene(self, session: Session) -> Scene:
        """The scene for the game's phase: the Season boards, the whist table, the score pad
        (a solo game's result)."""
        app, phase = self.app, session.game.phase
        if phase == "season":
            from .scenes.season import SeasonScene

            return SeasonScene(app, session)
        if phase == "whist" and not session.game.is_over:
            from .scenes.whist import WhistScene

            return WhistScene(app, session)
        if session.game.config.mode == "solo":
            from .scenes.solo_result import SoloResultScene

            return SoloResultScene(app, session)
        return self.scores(session)

    def show_game(self, session: Session) -> None:
        """Replace the scene stack with the right scene for the game's phase; a resumed game that
        had hands on phones opens the joining screen for them again (each can stay at the table)."""
        app = self.app
        app.session = session
        session.on_move = lambda events: audio.play_cues(cues(events))  # the demo too: sound draws people
        app.audio.music("music_game")
        app.manager.replace(self.game_scene(session))
        seats, session.resumed_phones = session.resumed_phones, []
        if seats and not session.game.is_over:  # a resumed game had hands on phones (issue 54)
            from .phone_table import open_table

            open_table(app, session, seats)

    def claim(self, start: Callable[[str], None]) -> None:
        """A slot for a new game, then `start(slot)`: asks which season to replace when every
        slot holds one (`scenes/saved_games.claim`)."""
        from .scenes.saved_games import claim

        claim(self.app, start)

    def scores(self, session: Session) -> ScorePadScene:
        """The score pad, also for a solo game (the replay viewer's: it never records)."""
        from .scenes.scorepad import ScorePadScene

        return ScorePadScene(self.app, session)

    def handover(self, session: Session, seat: int) -> HandoverScene:
        from .scenes.handover import HandoverScene

        return HandoverScene(self.app, session, seat)

    # ------------------------------------------------------------------ the menus
    def error(self, title: str, message: str, advice: str = "") -> ErrorScene:
        """What stops the game from starting (broken rules data), and what to do."""
        from .scenes.error import ErrorScene

        return ErrorScene(self.app, title, message, advice)

    def title(self) -> TitleScene:
        from .scenes.title import TitleScene

        return TitleScene(self.app)

    def setup(self) -> SetupScene:
        from .scenes.setup import SetupScene

        return SetupScene(self.app)

    def solo_setup(self) -> SoloSetupScene:
        from .scenes.solo_setup import SoloSetupScene

        return SoloSetupScene(self.app)

    def tutorial_menu(self, script: str = "tutorial") -> TutorialMenu:
        from .scenes.tutorial_menu import TutorialMenu

        return TutorialMenu(self.app, script)

    def saved_games(self) -> SavedGamesScene:
        from .scenes.saved_games import SavedGamesScene

        return SavedGamesScene(self.app)

    def replays(self) -> ReplaysScene:
        from .scenes.replays import ReplaysScene

        return ReplaysScene(self.app)

    def records(self) -> RecordsScene:
        from .scenes.records import RecordsScene

        return RecordsScene(self.app)

    def replay(self, replay: Replay) -> ReplayScene:
        from .scenes.replay import ReplayScene

        return ReplayScene(self.app, replay)

    def review(self, save: dict[str, Any], controllers: list[str] | None, label: str = "",
               review: Review | None = None, tutorial: bool = False) -> ReviewScene:
        from .scenes.review import ReviewScene

        return ReviewScene(self.app, save, controllers, label, review, tutorial)

    # ------------------------------------------------------------------ overlays
    def rules(self, section: str = "") -> RulesOverlay:
        from .scenes.rules_overlay import RulesOverlay

        return RulesOverlay(self.app, section)

    def options(self) -> OptionsOverlay:
        from .scenes.options_overlay import OptionsOverlay

        return OptionsOverlay(self.app)

    def quit(self, session: Session | None = None) -> QuitOverlay:
        from .scenes.quit_overlay import QuitOverlay

        return QuitOverlay(self.app, session)

    def menu(self, season: Quitter) -> MenuOverlay:
        from .scenes.menu_overlay import MenuOverlay

        return MenuOverlay(self.app, season)

    def phone_join(self) -> PhoneJoinOverlay:
        """The joining screen of a game with phone seats (issue 54): codes, holders, take-backs."""
        from .scenes.phone_join import PhoneJoinOverlay

        return PhoneJoinOverlay(self.app)

    def confirm(self, question: str, note: str, yes_label: str, yes: Callable[[], None]) -> ConfirmOverlay:
        from .scenes.confirm_overlay import ConfirmOverlay

        return ConfirmOverlay(self.app, question, note, yes_label, yes)

    # ------------------------------------------------------------------ telling scenes apart
    def as_season(self, scene: Scene | None) -> SeasonScene | None:
        """`scene` as the Season's boards, or None (the replay viewer drives the scene it shows)."""
        from .scenes.season import SeasonScene

        return scene if isinstance(scene, SeasonScene) else None

    def as_whist(self, scene: Scene | None) -> WhistScene | None:
        from .scenes.whist import WhistScene

        return scene if isinstance(scene, WhistScene) else None

    def is_title(self, scene: Scene | None) -> bool:
        from .scenes.title import TitleScene

        return isinstance(scene, TitleScene)

    def is_scores(self, scene: Scene | None) -> bool:
        """Whether `scene` is the score pad (the demo shows it a while, then starts again)."""
        from .scenes.scorepad import ScorePadScene

        return isinstance(scene, ScorePadScene)
