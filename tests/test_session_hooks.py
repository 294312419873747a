"""The session's hooks (issue 53, item 2): what rides on a game subscribes to it.

The session layer names nothing of the GUI (`tests/test_gui_imports.py`); the coach and the
tips hear each move as listeners, the tutorial narrows a bot's moves through `bot_filter`, and
the terminal plays through the same `Session`, whose undo and redo say how many actions they
moved.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from apistocracy_gui import savegame, userfiles  # noqa: E402
from apistocracy_gui.engine import Action, GameConfig  # noqa: E402
from apistocracy_gui.gui import tips  # noqa: E402
from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.coach import Coach  # noqa: E402
from apistocracy_gui.gui.coach import of as coach_of  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402

CONFIG = GameConfig(players=("edward", "tuesday"), seed=3)


class Ear:
    """A listener that notes each move and what the autosave held when it heard it."""

    def __init__(self, session: Session, heard: list[tuple[str, object, int | None, int]]):
        self.session, self.heard = session, heard

    def acted(self, action: Action, seat: int | None) -> None:
        userfiles.flush()
        saved, _message = userfiles.read(self.session.slot, savegame.SavedGame, savegame.MAX_BYTES)
        done = len(saved.game["actions"]) if saved is not None else -1
        self.heard.append((type(self).__name__, action, seat, done))


class Leaver(Ear):
    """Unsubscribes while it hears: the listeners after it are still told."""

    def acted(self, action: Action, seat: int | None) -> None:
        super().acted(action, seat)
        self.session.listeners.remove(self)


def test_each_listener_hears_each_move_after_its_autosave_in_the_order_subscribed() -> None:
    s = Session.start(CONFIG, ["human", "random"])
    heard: list[tuple[str, object, int | None, int]] = []
    s.listeners += [Leaver(s, heard), Ear(s, heard)]
    first = s.game.legal_actions()[0]
    s.act(first)
    assert heard == [("Leaver", first, 0, 1), ("Ear", first, 0, 1)]  # the save holds the move
    while s.game.current_player != 1:
        s.act(s.game.legal_actions()[0])
    played = s.bot_step()  # a bot's move is told the same way, with its seat
    assert played is not None and heard[-1] == ("Ear", played, 1, len(s.game.actions_taken))
    assert [name for name, *_rest in heard].count("Leaver") == 1


def test_the_bot_filter_narrows_what_a_bot_may_choose() -> None:
    s = Session.start(CONFIG, ["random", "human"])
    offered: list[list[Action]] = []

    def last_only(legal: list[Action]) -> list[Action]:
        offered.append(legal)
        return legal[-1:]

    s.bot_filter = last_only
    legal = s.game.legal_actions()
    assert len(legal) > 1 and s.bot_step() == legal[-1]
    assert offered == [legal]


def test_undo_and_redo_say_how_many_actions_they_moved() -> None:
    s = Session.start(CONFIG, ["human", "human"], autosave=False)
    s.act(s.game.legal_actions()[0])
    assert s.undo() == 1 and s.game.actions_taken == []
    assert s.undo() == 0
    assert s.redo() == 1 and s.redo() == 0


def test_the_coach_and_its_tips_subscribe_and_the_coach_leaves_when_it_hands_over() -> None:
    app = App(Settings(), size=(1280, 720))
    s = Coach.start(app, "tutorial")
    coach = coach_of(s)
    assert coach is not None and s.listeners == [coach, coach.tips] and tips.attached(s) is coach.tips
    assert s.coached and s.recorded and s.bot_filter == coach.opponent_allowed
    coach.skip()
    coach.hand_over()  # a second hand-over changes nothing
    assert coach_of(s) is None and s.listeners == [coach.tips] and not s.coached
    assert s.bot_filter is None and s.saving and s.recorded  # a normal, autosaved game from here
