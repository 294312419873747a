"""The Apistocracy rules engine: pure Python, no pygame (the GUI and bots build on it).

    from apistocracy_gui.engine import Game, GameConfig, IllegalAction
    game = Game.new(GameConfig(players=("edward", "tuesday"), seed=7))
    game.apply(game.legal_actions()[0])
"""

from .actions import Action, IllegalAction
from .catalog import Catalog, RulesDataError, default_catalog, load_catalog
from .events import Event
from .game import Game, LogEntry
from .savefile import SaveError
from .setup import GameConfig
from .view import SeatView, View

__all__ = ["Action", "Catalog", "Event", "Game", "GameConfig", "IllegalAction", "LogEntry",
           "RulesDataError", "SaveError", "SeatView", "View", "default_catalog",
           "load_catalog"]
