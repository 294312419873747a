"""The kiosk's taster pictures of tools/screenshot.py (issue 55), `--only taster`:

* taster_title: the kiosk's title, "Try a season" first;
* taster_first: the taster's first screen, started by that button (its first tip up);
* taster_scorepad: its score pad, counted up, with "Play the whole season" and "Back to the start".

The visitor's moves in between are a computer player's choices among the legal actions.
"""

from __future__ import annotations

from typing import Any

from apistocracy_gui.bots import make_bot
from apistocracy_gui.gui import moment
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene
from apistocracy_gui.gui.scenes.title import TitleScene
from apistocracy_gui.gui.tips import attached


def taster_shots(sh: Any) -> None:
    """`sh`: tools/screenshot.py's Shooter; its app is a kiosk's for these pictures."""
    app = sh.app
    app.kiosk = True
    try:
        title = TitleScene(app)
        sh.shot("taster_title", title)
        title.buttons[0].action()  # "Try a season", as its button starts it
        app.frame([], 0.0)
        sh.shot("taster_first")
        s = app.session
        visitor = make_bot("medium", 1)
        while not s.game.is_over:
            seat = s.game.current_player
            bot = s.bots.get(seat, visitor)
            if (tipster := attached(s)) is not None:  # the tips look once a frame, as in play
                tipster.update()
            s.act(bot.choose(s.game.view(seat), s.game.legal_actions()))
        pad = ScorePadScene(app, s)
        pad.count.finish()
        pad.cheer = moment.SECONDS * 2  # the favourite's moment is over
        sh.shot("taster_scorepad", pad)
        s.flush()  # its autosave is written before the throwaway data folder goes
    finally:
        app.kiosk = False
