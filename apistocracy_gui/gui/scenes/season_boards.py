"""The boards of the position kept between paints: a move repaints only what it changed.

A new position used to be painted whole: the static boards blitted over the window, then
the Hive, the Assembly Room, the others' mats and the large mat drawn, though a move changes
one or two of them (issue 57, item 3: 5 ms of the 10-16 ms frame answering a move at
1920x1080, and the board under a flight copied or painted again region by region). Each
board group (`GROUPS`: the Hive's column, the Assembly Room, the right-hand column, the large
mat, each in its own paint region, layout.paint_regions) now has a key: everything of the
position its drawing and its zooms read (`hive.state_key`, `assembly.state_key`,
`mat.state_key`, the compact mats' keys). A surface kept between paints remembers, per
group, the key it shows and the hot spots its drawing registered; a group whose key is
unchanged keeps its pixels (nothing is blitted) and gives its hot spots again, the same
objects in the same order, so the spots equal a fresh paint's. A group drawn anew is drawn
over the static boards in its region only.

What has no key is always drawn anew: the advanced draft sheet over the Assembly Room, Lady
Cat's panel (solo), and everything while a test's text recorder listens (theme.RECORD,
PLACED: the recorders stand for what is on the screen, and a kept picture would tell them
nothing). The kept pictures are forgotten when the static boards are drawn anew (the
window, the palette, the language) and whenever the scene asks for a full redraw
(`BoardLayers.key = ()`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from .. import theme as T
from ..board import assembly, hive, mat
from . import draft

if TYPE_CHECKING:
    from ..board.mat_compact_cache import CompactMats
    from ..board.view import BoardView, Spot
    from .season_context import SeasonTable


class BoardLayers(Protocol):
    """What a group's key and paint read of the board layers (`season_layers.BoardLayers`,
    which calls this module: a protocol, not an import of it, keeps the two apart)."""

    t: SeasonTable
    compacts: CompactMats

    def paint(self, view: BoardView, into: pygame.Surface | None, clip: pygame.Rect | None = None,
              compact_keys: tuple | None = None) -> pygame.Surface: ...

# The groups in the order a whole paint draws them (its hot spots' order), each with the index
# of its region in `SeasonLayout.paint_regions()`.
GROUPS = (("hive", 0), ("assembly", 1), ("right", 3), ("mat", 2))
Kept = dict[str, tuple[tuple, list["Spot"]]]  # group -> the key it shows, the spots it registered


def key(layers: BoardLayers, v: BoardView, name: str) -> tuple | None:
    """Group `name`'s key for the view `v` (None: drawn anew every time)."""
    if T.RECORD is not None or T.PLACED is not None:
        return None
    t = layers.t
    if name == "hive":
        return hive.state_key(v)
    if name == "assembly":
        return None if draft.showing(t.game.pending_kind()) else assembly.state_key(v)
    if name == "mat":
        return mat.state_key(v)
    if t.cat_area is not None:  # Lady Cat's panel
        return None
    cur = t.game.current_player
    return tuple(layers.compacts.key(v, area, seat, seat == cur)
                 for area, seat in zip(v.lay.opps, t.others(), strict=True))


def refresh(layers: BoardLayers, v: BoardView, into: pygame.Surface, kept: Kept,
            again: frozenset[str] | None = None, source: tuple[pygame.Surface, Kept] | None = None) -> None:
    """Bring `into`, which shows what `kept` says, to the view `v`, group by group, registering
    every group's hot spots in `v.spots` in a whole paint's order. With `again` and `source`
    (the board under a flight, made from the position): the groups named in `again` are drawn
    for `v`, unless what they draw of it is what `source` shows (a card flying to another
    seat's mat); the others are made to show what `source`'s surface shows, copied from it
    where they differ."""
    regions = v.lay.paint_regions()
    for name, index in GROUPS:
        region, was = regions[index], kept.get(name)
        wanted = key(layers, v, name) if source is None or again is None or name in again else None
        if source is not None:
            shown = source[1].get(name)
            if again is None or name not in again or (wanted is not None and shown is not None
                                                       and shown[0] == wanted):
                if shown is None or shown[0] is None or was is None or was[0] != shown[0]:
                    into.blit(source[0], region, region)
                    _note(kept, name, shown)
                continue
        if wanted is not None and was is not None and was[0] == wanted:
            v.spots.extend(was[1])
            continue
        first = len(v.spots.items)
        layers.paint(v, into, region, wanted if name == "right" else None)
        _note(kept, name, None if wanted is None else (wanted, v.spots.items[first:]))


def _note(kept: Kept, name: str, shown: tuple[tuple, list[Spot]] | None) -> None:
    """Say what group `name` of a surface shows now (None: nothing kept)."""
    if shown is None or shown[0] is None:
        kept.pop(name, None)
    else:
        kept[name] = shown
