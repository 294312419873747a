"""Caches of drawings bounded by the memory their pixels take (issue 57, item 4).

An `lru_cache(maxsize=N)` bounds how many drawings it keeps, not how large they are. The
rendered lines of text were kept 4096 at a time: at the attract band's 41 px a line of the
Chronicle is 240 kB, and a hundred demo games filled the cache with lines no screen would
show again, over 100 MB of pixels (and the heap they fragmented stayed with the process).
`bounded(megabytes)` keeps the drawings used last up to a budget of pixel bytes instead,
sized for what the screens draw in a frame with room to spare, so a screen's redraw still
finds all it needs and a long kiosk day stays flat.

It answers `cache_info()` and `cache_clear()` as an `lru_cache` does, so
`theme.forget_drawings` (a change of palette or language) and the soak's report treat both
kinds alike; `maxsize` in its info is the budget in bytes.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from functools import _CacheInfo, update_wrapper
from typing import Generic, ParamSpec

import pygame

P = ParamSpec("P")


def pixel_bytes(img: pygame.Surface) -> int:
    """The memory a surface's pixels take."""
    return img.get_pitch() * img.get_height()


class SurfaceCache(Generic[P]):
    """`fn`'s surfaces kept by their (positional) arguments, the least recently used
    dropped first once their pixels pass `budget` bytes."""

    def __init__(self, fn: Callable[P, pygame.Surface], budget: int):
        self.fn, self.budget = fn, budget
        self.kept: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self.bytes = self.hits = self.misses = 0
        update_wrapper(self, fn)

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> pygame.Surface:
        key = (args, tuple(kwargs.items())) if kwargs else args
        img = self.kept.get(key)
        if img is not None:
            self.kept.move_to_end(key)
            self.hits += 1
            return img
        self.misses += 1
        img = self.fn(*args, **kwargs)
        self.kept[key] = img
        self.bytes += pixel_bytes(img)
        while self.bytes > self.budget and len(self.kept) > 1:
            self.bytes -= pixel_bytes(self.kept.popitem(last=False)[1])
        return img

    def cache_info(self) -> _CacheInfo:
        return _CacheInfo(self.hits, self.misses, self.budget, len(self.kept))

    def cache_clear(self) -> None:
        self.kept.clear()
        self.bytes = self.hits = self.misses = 0


def bounded(megabytes: float) -> Callable[[Callable[P, pygame.Surface]], SurfaceCache[P]]:
    """Decorator: keep `fn`'s surfaces up to `megabytes` of pixels (see the module)."""
    def wrap(fn: Callable[P, pygame.Surface]) -> SurfaceCache[P]:
        return SurfaceCache(fn, int(megabytes * 2**20))
    return wrap
