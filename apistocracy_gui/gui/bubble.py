"""Where a teaching bubble goes, and its arrow (issues 12 and 38).

The coach's bubble and the tips' bubbles are placed by one rule: beside what they talk
about, on the roomiest side where they cover neither it nor anything the screen must keep
clear (the hover zoom, a refusal's "Not allowed" note, the opponent's move being told, the
Calling Card stack a taught move starts from); failing every side, in a clear corner; only
when nothing is clear, at the bottom centre. The scenes draw the zoom and the refusal note
after the bubbles, so those two are always on top whatever happens.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from . import theme as T

Rects = tuple[pygame.Rect, ...]


def line_step(th: T.Theme) -> int:
    """The distance between two lines of a bubble's words: 24 design px, or the text's own
    line height when the Text size option makes it taller."""
    return max(th.px(24), T.font("serif", th.fpx(18)).get_linesize())


def place(th: T.Theme, screen: tuple[int, int], size: tuple[int, int], target: pygame.Rect | None,
          avoid: Rects = (), top_margin: int = 60) -> pygame.Rect:
    """A rect of `size` beside `target`, clear of it and of `avoid` (see the module's rule)."""
    w, h = size
    r = pygame.Rect(0, 0, w, h)
    sw, sh = screen
    m = th.px(12)
    screen_rect = pygame.Rect(0, 0, sw, sh)
    keep_clear = [a.inflate(th.px(8), th.px(8)) for a in avoid if a.w and a.h]
    spots: list[tuple[str, tuple[int, int]]] = []
    if target is not None:
        keep_clear.insert(0, target.inflate(th.px(8), th.px(8)))
        gap = th.px(40)
        sides = {"midtop": ((target.centerx, target.bottom + gap), sh - target.bottom - h),
                 "midbottom": ((target.centerx, target.top - gap), target.top - h),
                 "midleft": ((target.right + gap, target.centery), sw - target.right - w),
                 "midright": ((target.left - gap, target.centery), target.left - w)}
        spots += [(k, sides[k][0]) for k in sorted(sides, key=lambda k: -sides[k][1])]
    spots += [("bottomright", (sw - m, sh - m)), ("topright", (sw - m, th.px(top_margin))),
              ("bottomleft", (m, sh - m)), ("topleft", (m, th.px(top_margin))),
              ("midbottom", (sw // 2, sh - m)), ("midtop", (sw // 2, th.px(top_margin)))]
    for name, at in spots:
        c = r.copy()
        setattr(c, name, at)
        c.clamp_ip(screen_rect)
        if c.collidelist(keep_clear) < 0:
            return c
    return _scan(r.size, (sw, sh), tuple(map(tuple, keep_clear)), m, th.px(top_margin), th.px(20),
                 target.center if target is not None else (sw // 2, sh // 2))


@lru_cache(maxsize=64)
def _scan(size: tuple[int, int], screen: tuple[int, int], keep: tuple[tuple[int, ...], ...], m: int,
          top: int, step: int, near: tuple[int, int]) -> pygame.Rect:
    """No side or corner is clear: the clear place nearest `near` on a grid over the screen,
    or failing that the place covering least (made once per layout: the scene draws often)."""
    w, h = size
    rects = [pygame.Rect(k) for k in keep]
    xs = range(m, max(m + 1, screen[0] - m - w + 1), step)
    ys = range(top, max(top + 1, screen[1] - m - h + 1), step)

    def far(c: pygame.Rect) -> int:
        return (c.centerx - near[0]) ** 2 + (c.centery - near[1]) ** 2

    clear = [c for y in ys for x in xs if (c := pygame.Rect(x, y, w, h)).collidelist(rects) < 0]
    if clear:
        return min(clear, key=far)
    coarse = [pygame.Rect(x, y, w, h) for y in ys[::3] for x in xs[::3]]
    return min(coarse, key=lambda c: (sum(c.clip(k).w * c.clip(k).h for k in rects), far(c)))


def arrow(surf: pygame.Surface, th: T.Theme, bubble: pygame.Rect, target: pygame.Rect) -> None:
    """A gilt arrow from the bubble's nearest edge to the target's."""
    start = (max(bubble.left, min(target.centerx, bubble.right)),
             max(bubble.top, min(target.centery, bubble.bottom)))
    end = (max(target.left, min(start[0], target.right)), max(target.top, min(start[1], target.bottom)))
    if start == end:
        return
    pygame.draw.line(surf, T.GLOW, start, end, th.px(4))
    v = pygame.Vector2(end) - pygame.Vector2(start)
    if v.length() < 1:
        return
    v.scale_to_length(th.px(16))
    left, right = v.rotate(150), v.rotate(-150)
    pygame.draw.polygon(surf, T.GLOW, [end, (end[0] + left.x, end[1] + left.y),
                                       (end[0] + right.x, end[1] + right.y)])
