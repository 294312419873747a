"""A tiny deterministic RNG (SplitMix64) whose whole state is one integer in the game state.

Keeping the RNG state inside the game state makes every game reproducible from its seed and
makes undo exact: restoring a snapshot restores the RNG, so the same action after an undo
draws the same cards (issue: "the RNG state lives inside the game state").
"""

from __future__ import annotations

from typing import Any, Protocol

MASK = (1 << 64) - 1


class HasRng(Protocol):
    rng: int


def next_u64(holder: HasRng) -> int:
    holder.rng = (holder.rng + 0x9E3779B97F4A7C15) & MASK
    z = holder.rng
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def below(holder: HasRng, n: int) -> int:
    """A uniform integer in [0, n) (rejection sampling, no modulo bias)."""
    if n <= 0:
        raise ValueError("below() needs n > 0")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        x = next_u64(holder)
        if x < limit:
            return x % n


# `below`'s rejection limit for each n a shuffle asks (decks are far shorter): the limit is
# three operations on 65-bit integers, a sixth of a shuffle's step (valgrind, issue 57).
_LIMITS = tuple((1 << 64) - ((1 << 64) % n) if n else 0 for n in range(257))


def shuffle(holder: HasRng, items: list[Any]) -> None:
    """Fisher-Yates shuffle in place: `below(holder, i + 1)` for each i, written out inline
    (a game's setup shuffles some 150 cards; the draws are identical)."""
    state = holder.rng
    limits = _LIMITS
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        limit = limits[n] if n < 257 else (1 << 64) - ((1 << 64) % n)
        while True:
            state = (state + 0x9E3779B97F4A7C15) & MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
            x = z ^ (z >> 31)
            if x < limit:
                break
        j = x % n
        items[i], items[j] = items[j], items[i]
    holder.rng = state


def seed_state(seed: int) -> int:
    return (seed * 0x2545F4914F6CDD1D + 0x632BE59BD9B4E019) & MASK
