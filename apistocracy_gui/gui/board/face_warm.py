"""Card faces drawn before they are needed (issue 57, item 3).

A card's face is rendered the first time it is shown at a size (its art scaled, its words
set: about 1 ms for an L&C or Ton card at 1920x1080, a fifth of that for a whist card) and
kept after (`ballroom_cards.face`, `cards.face`, `ballroom_cards.strip`,
`ballroom_cards.tea_mini`). The frame drawing a new position showed many for the first time:
the six Ballroom cards dealt when a week begins took 6 ms of the slowest such frame, and
every card first drawn into a hand, a pile or a column cost its rendering there. The warmer
lists every face the Season's boards can show at this window's sizes (each L&C and Ton card
in the Ballroom and as a column strip, each whist card in the hand, on the piles and in the
Parlor, each Tea card on the mat). The Ballroom's faces are rendered when the table opens
(`opening`: about 40 ms of a frame of 300 ms or more, paid for by a faster baize,
draw.baize); the others, cheaper, one at a time in frames that paint nothing else
(`step`, from `SeasonScene.update`: a Ballroom face there made those frames 1.5 ms longer,
past the animation's p99). Rendering a face shows nothing, so all of them may be made,
whatever is hidden in the decks.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from ...engine.catalog import Catalog
from .. import cards
from . import ballroom_cards as bc
from .layout import SeasonLayout


class FaceWarmer:
    """The faces still to render, in the order the boards are likely to need them."""

    def __init__(self) -> None:
        self.todo: list[tuple[Any, Callable[[], object]]] = []  # (its cache, the call)
        self.ballroom = 0  # how many of the last of `todo` are the Ballroom's faces
        self.planned: tuple = ()

    def plan(self, cat: Catalog, lay: SeasonLayout, marks: bool, mat_tea_w: int) -> None:
        """List the faces of this layout (once per layout and option: a plan made is kept)."""
        key = (id(cat), lay.size, marks, mat_tea_w)
        if key == self.planned:
            return
        self.planned = key
        todo: list[tuple[Any, Callable[[], object]]] = []
        ballroom = {r.w for r in lay.card_rects.values()}
        decks = (("lc", len(cat.lc)), ("ton", len(cat.ton)))
        todo += [(bc.face, partial(bc.face, cat, kind, cid, w, marks))
                 for w in sorted(ballroom) for kind, n in decks for cid in range(n)]
        self.ballroom = len(todo)
        hands = {r.w for n in range(1, 10) for r in lay.hand_rects(n)}  # (a fan's widths differ by a pixel)
        widths = sorted({*hands, lay.discard.w, *(r.w for r in lay.parlor_cards)})
        todo += [(cards.face, partial(cards.face, card, w, marks)) for w in widths for card in cat.whist]
        slots = sorted({(r.w, r.h) for kind in ("lc", "ton") for r in lay.column_slots[kind]})
        todo += [(bc.strip, partial(bc.strip, cat, kind, cid, w, h, marks))
                 for w, h in slots for kind, n in decks for cid in range(n)]
        todo += [(bc.tea_mini, partial(bc.tea_mini, cat, cid, mat_tea_w, marks))
                 for cid in range(len(cat.tea))]
        self.todo = todo[::-1]  # popped from the end

    def opening(self) -> None:
        """Render the Ballroom's faces (when the table opens)."""
        while self.ballroom > 0 and self.todo:
            self.ballroom -= 1
            self.todo.pop()[1]()

    def step(self) -> bool:
        """Render the next face not rendered yet; whether one was."""
        while self.todo:
            cache, make = self.todo.pop()
            self.ballroom = max(0, self.ballroom - 1)
            misses = cache.cache_info().misses
            make()
            if cache.cache_info().misses != misses:
                return True
        return False
