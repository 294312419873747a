"""Card faces drawn before they are needed (issue 57, item 3).

A card's face is rendered the first time it is shown at a size (its art scaled, its words
set: about 1 ms for an L&C or Ton card at 1920x1080, a fifth of that for a whist card) and
kept after (`ballroom_cards.face`, `cards.face`, `ballroom_cards.strip`,
`ballroom_cards.tea_mini`). The frame drawing a new position showed many for the first time:
the six Ballroom cards dealt when a week begins took 6 ms of the slowest such frame, and
every card first drawn into a hand, a pile or a column cost its rendering there. The warmer
lists every face the Season's boards can show at this window's sizes (each L&C and Ton card
in the Ballroom and as a column strip, each whist card in the hand, on the piles and in the
Parlor, each Tea card on the mat, each L&C and Ton card as the decision panel shows the card
just taken). The Ballroom's faces are rendered when the table opens
(`opening`: about 40 ms of a frame of 300 ms or more, paid for by a faster baize,
draw.baize); the whist cards', cheap, one a frame in frames that paint nothing else (the
beats' frames: `step` from `SeasonScene.update`); the strips, the Tea cards and the panel's
faces (up to 1 ms each: in the beats' frames they raised the animation's p99 by a third) only
in frames where nothing moves. Rendering a face shows nothing, so all of them may be made,
whatever is hidden in the decks.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from ...engine.catalog import Catalog
from .. import cards
from .. import theme as T
from . import ballroom_cards as bc
from .layout import SeasonLayout

Job = tuple[Any, Callable[[], object]]  # a face's cache, and the call that renders it


def job(cache: Any, *args: object) -> Job:
    return cache, partial(cache, *args)


class FaceWarmer:
    """The faces still to render, each list in the order the boards are likely to need them."""

    def __init__(self) -> None:
        # popped from the end: the Ballroom's (`opening`), the whist cards' (about 0.2 ms
        # each: in the beats' frames too) and the rest (in frames where nothing moves)
        self.ballroom: list[Job] = []
        self.whist: list[Job] = []
        self.rest: list[Job] = []
        self.planned: tuple = ()

    def plan(self, cat: Catalog, lay: SeasonLayout, marks: bool, mat_tea_w: int,
             subject_w: int) -> None:
        """List the faces of this layout (once per layout and option: a plan made is kept);
        `mat_tea_w`: a Tea card's width on the large mat, `subject_w`: the width of the card
        the decision panel is about (a card just taken into a column)."""
        key = (id(cat), lay.size, marks, mat_tea_w, subject_w)
        if key == self.planned:
            return
        self.planned = key
        decks = (("lc", len(cat.lc)), ("ton", len(cat.ton)))
        self.ballroom = [job(bc.face, cat, kind, cid, w, marks)
                         for w in sorted({r.w for r in lay.card_rects.values()})
                         for kind, n in decks for cid in range(n)][::-1]
        hands = {r.w for n in range(1, 10) for r in lay.hand_rects(n)}  # (a fan's widths differ by a pixel)
        whist = [job(cards.face, card, w, marks) for w in sorted({*hands, lay.discard.w})
                 for card in cat.whist]
        whist += [job(cards.face, card, w, marks) for w in sorted({r.w for r in lay.parlor_cards})
                  for card in cat.whist if card.group == "star"]  # the Parlor's
        self.whist = whist[::-1]
        slots = sorted({(r.w, r.h) for kind in ("lc", "ton") for r in lay.column_slots[kind]})
        rest = [job(bc.strip, cat, kind, cid, w, h, marks) for w, h in slots for kind, n in decks
                for cid in range(n)]
        rest += [job(bc.tea_mini, cat, cid, mat_tea_w, marks) for cid in range(len(cat.tea))]
        rest += [job(bc.face, cat, kind, cid, subject_w, marks) for kind, n in decks for cid in range(n)]
        self.rest = rest[::-1]

    def opening(self) -> None:
        """Render the Ballroom's faces (when the table opens)."""
        with T.unseen():  # (the recorders stand for what is on the screen)
            while self.ballroom:
                self.ballroom.pop()[1]()

    def step(self, idle: bool) -> bool:
        """Render the next face not rendered yet (the costlier ones only if `idle`: nothing
        moves); whether one was."""
        for todo in (self.ballroom, self.whist, self.rest) if idle else (self.whist,):
            while todo:
                cache, make = todo.pop()
                misses = cache.cache_info().misses
                with T.unseen():
                    make()
                if cache.cache_info().misses != misses:
                    return True
        return False
