"""The process's memory: large pictures handed back to the system when they are dropped
(issue 57, item 4), and no full garbage collection in the middle of a game (item 3).

glibc's malloc serves a block of 128 kB or more with its own mapping, returned to the system
when freed, but it raises that threshold to the size of every such block freed (up to 32 MB).
A Season scene's full-window layers (8 MB each at 1920x1080) are freed when a game ends, and
from then on every rendered line, card face and halo came from the heap, where freed blocks
between live ones are never returned: a kiosk's demo, changing scene every game, grew from
133 MB after its first game to about 240 MB after ten with its caches full and bounded (the
pixels it held stayed near 70 MB). Fixing the threshold at its default keeps large blocks in
their own mappings: the same soak stays near 136 MB. Elsewhere (another C library, another
system) nothing is changed.

Python's full collection walks every object the program holds: about 16 ms at a four-player
table, and it came due every thousand frames or so, in whatever frame was being drawn.
`settle()`, when a table opens, collects once and freezes what is alive then (the catalogs,
the caches, the game), so the later collections walk only what was made since.
"""

from __future__ import annotations

import ctypes
import gc
import sys

M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter (malloc.h)
LARGE = 128 * 1024  # glibc's default threshold, kept fixed


def keep_large_blocks_apart() -> bool:
    """Fix glibc's mmap threshold at 128 kB; True if the C library took it."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):  # no C library to ask, or one without mallopt
        return False
    mallopt.argtypes, mallopt.restype = (ctypes.c_int, ctypes.c_int), ctypes.c_int
    return bool(mallopt(M_MMAP_THRESHOLD, LARGE))


def settle() -> None:
    """Collect the garbage of what came before (the last game, the last screen) and leave
    what is alive now out of every later collection (see the module)."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()
