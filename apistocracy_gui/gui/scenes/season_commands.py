"""What the Season's table commands do (gui/table/intent.py `Command`), whichever input sent
them: the top bar's buttons, the keys (season_keys.py) and the mouse (season_pointer.py) all
end here, through `SeasonScene.apply`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import hotseat
from ..table.intent import Command
from . import hint_sign

if TYPE_CHECKING:
    from .season import SeasonScene


def run(scene: SeasonScene, command: Command) -> None:
    name = command.name
    if name == "undo":
        scene.pointer.drop_all()
        hotseat.undo(scene.app, scene.session, scene.after_undo)
    elif name == "redo":
        if scene.game.can_redo and scene.session.redo():
            scene.replay.reset()
            scene.changed()
    elif name == "hint":
        show_hint(scene)
    elif name == "menu" or (name == "back" and not scene.pointer.back()):
        open_menu(scene)
    elif name == "rules":
        scene.open_rules(command.arg)
    elif name == "end_turn":
        scene.turn_end.press()
    elif name == "land":  # Space lands everything at once, Lady Cat's telling too
        scene.motion.skip()
        if scene.replay.active:
            scene.replay.skip()
        scene.changed()
    elif name == "skip_replay":
        scene.replay.skip()
        scene.changed()
    elif name == "hurry":
        scene.bot_step()


def show_hint(scene: SeasonScene) -> None:
    """Ask for the Hint (the review's best move, from the player's own view only): searched
    in the background, shown once found (`hint_sign`)."""
    if not scene.hints_on():
        return
    scene.pointer.drop_all()
    hint_sign.ask(scene)


def open_menu(scene: SeasonScene) -> None:
    scene.pointer.drop_all()
    scene.app.manager.push(scene.app.go.menu(scene))
