"""The achievements a finished game earned for the first time, in a line left of the score
pad's buttons: each one's icon and name, and "+n more in Records" for those with no room.

Where the game could not be recorded, the line says why instead.
"""

from __future__ import annotations

import pygame

from ...i18n import N_, _, ngettext
from .. import achievements
from .. import theme as T

NEW = N_("new achievement")


def more_text(n: int) -> str:
    """The line standing for achievements with no room left beside the buttons."""
    return ngettext("+{n} more in Records", "+{n} more in Records", n).format(n=n)


def draw_earned(surf: pygame.Surface, th: T.Theme, earned: list[str], message: str, until: int) -> None:
    """The `earned` achievement ids from the left edge up to `until` (the first button's x);
    or `message`, why the records could not be kept."""
    h = surf.get_height()
    x, y = th.px(40), h - th.px(51)
    if message:
        box = pygame.Rect(x, h - th.px(88), until - x - th.px(20), th.px(76))
        th.blit_wrapped(surf, message, 15, T.GLOW, box, "serif-italic")
        return
    room = until - th.px(20)
    for i, fid in enumerate(earned):
        feat = achievements.BY_ID[fid]
        width = th.px(50) + max(th.text(_(feat.name), 17, T.GOLD, "serif-bold").get_width(),
                                th.text(_(NEW), 15, T.PARCHMENT, "serif-italic").get_width())
        after = len(earned) - i - 1  # the "+n more" line that would follow this one
        if after:
            width += th.px(24) + th.text(more_text(after), 15, T.PARCHMENT, "serif-italic").get_width()
        if x + width > room:
            th.blit_text(surf, more_text(len(earned) - i), 15, T.PARCHMENT, (x, y), "serif-italic",
                         "midleft")
            break
        achievements.draw_icon(surf, fid, (x + th.px(22), y), th.px(21), True)
        r = th.blit_text(surf, _(feat.name), 17, T.GOLD, (x + th.px(50), y - th.px(10)), "serif-bold",
                         "midleft")
        n = th.blit_text(surf, _(NEW), 15, T.PARCHMENT, (x + th.px(50), y + th.px(12)), "serif-italic",
                         "midleft")
        x = max(r.right, n.right) + th.px(24)
