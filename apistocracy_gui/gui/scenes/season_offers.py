"""What the Season offers the player on turn, by where each move is taken on screen.

`game.legal_actions()` is the single source of truth; this module only files each legal
action under its hot spot: a Calling Card placement under its space (`place_map`), every
other move under the thing on the board that takes it (`click_map`), and the moves the rules
forbid under theirs (`refused`), so a click there says why not instead of doing nothing.
Recomputed once per position (gui/scenes/season_layers.py decides when).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Action
from ...engine.why_not import targets as why_not_targets
from ..board import inplace
from ..board.decision import inplace_key, place_key

if TYPE_CHECKING:
    from ...engine import Game
    from ..coach import Coach


class Offers:
    """The legal moves of this position by hot spot, and the refused ones with why not."""

    def __init__(self) -> None:
        self.legal: list[Action] = []
        self.place_map: dict[str, Action] = {}  # space -> placing the Calling Card there
        self.click_map: dict[str, Action] = {}  # hot spot -> the move a click there makes
        self.refused: dict[str, Action] = {}  # hot spot -> the refused action it stands for
        self.reasons: dict[str, str] = {}  # hot spot -> why not (filled as asked, per position)
        self.swapping = False  # the club card's Swap tab was clicked: a Star card is chosen next

    def refresh(self, game: Game, human: bool, coach: Coach | None) -> None:
        """File the position's moves (none when no human is on turn); `swapping` (the club
        card's Swap tab is open, R7.2) lets the Parlor's Star cards take the club card's
        place, and stays on only while a swap is possible."""
        self.legal = game.legal_actions() if human else []
        if coach is not None:  # the tutorial offers only the move it teaches
            self.legal = coach.allowed(self.legal)
        self.place_map = {place_key(a): a for a in self.legal if a.kind == "place"}
        self.click_map = {}
        self.swapping = swapping = self.swapping and bool(inplace.swaps(self.legal))
        for a in self.legal:
            k = inplace_key(a)
            if a.kind != "place" and k is not None and k not in self.click_map:
                self.click_map[k] = a
        if swapping:
            self.click_map.update({f"star:{a.args[0]}": a for a in inplace.swaps(self.legal)})
        self.refused, self.reasons = {}, {}
        for a in why_not_targets(game) if human else ():
            k = inplace_key(a)
            if k is not None and k not in self.place_map and k not in self.click_map \
                    and k not in self.refused and a not in self.legal:
                self.refused[k] = a

    def why_not(self, game: Game, key: str, coach: Coach | None) -> str:
        """Why the refused target at hot spot `key` is not allowed (asked once per position)."""
        if key not in self.reasons:
            coached = coach.not_now() if coach is not None else ""
            self.reasons[key] = game.why_not(self.refused[key]) or coached
        return self.reasons[key]

    def refused_place(self, key: str | None) -> bool:
        """Whether `key` is a space the Calling Card may not go to now."""
        return key in self.refused and self.refused[key].kind == "place"
