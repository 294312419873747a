"""What the Season's table commands do (gui/table/intent.py `Command`), whichever input sent
them: the top bar's buttons, the keys (season_keys.py) and the mouse (season_pointer.py) all
end here, through the scene's `apply`. A command works on the table's parts (season_context.py)
and asks the scene's `Flow` for what is the game's flow (a change shown, an undo, a menu).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import hotseat
from ..table.intent import Command

if TYPE_CHECKING:
    from .season_context import Flow, SeasonTable
    from .season_pointer import Pointer


def run(t: SeasonTable, pointer: Pointer, flow: Flow, command: Command) -> None:
    name = command.name
    if name == "undo":
        pointer.drop_all()
        hotseat.undo(t.app, t.session, flow.after_undo)
    elif name == "redo":
        if t.game.can_redo and t.session.redo():
            t.replay.reset()
            flow.changed()
    elif name == "hint":
        if t.hints_on():  # the review's best move, from the player's own view only (hint_sign)
            pointer.drop_all()
            flow.ask_hint()
    elif name == "menu" or (name == "back" and not pointer.back()):
        pointer.drop_all()
        flow.open_menu()
    elif name == "rules":
        flow.open_rules(command.arg)
    elif name == "end_turn":
        t.turn_end.press()
    elif name == "land":  # Space lands everything at once, Lady Cat's telling too
        t.motion.skip()
        if t.replay.active:
            t.replay.skip()
        flow.changed()
    elif name == "skip_replay":
        t.replay.skip()
        flow.changed()
    elif name == "hurry":
        flow.bot_step()
