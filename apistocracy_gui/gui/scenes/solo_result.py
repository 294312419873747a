"""The solo result (issue 5): your score against Lady Cat's, line by line, and your best seasons.

The score table is the score pad's own (six lines per seat, each expandable to its parts);
this scene adds the verdict (you win by beating her total; a tie is decided as any tie, by
influence on the tracker, then shared: the engine's `winners()` says which) and the ten best
solo scores kept on this computer, recorded once per finished game.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

import pygame

from ... import i18n
from ...engine.catalog import default_catalog
from ...engine.ladycat import level as cat_level
from ...i18n import N_, _, data
from .. import solo_scores
from .. import theme as T
from ..titles import title_for
from ..widgets import panel
from .scorepad import ScorePadScene, tie_break_text

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...session import Session
    from ..services import Services

SIDE_W = 500  # design pixels of the best-scores column
VERDICTS = {"win": N_("You beat Lady Cat!"), "loss": N_("Lady Cat wins the season"),
            "shared": N_("A shared season")}
RESULT_WORDS = {"win": N_("won"), "loss": N_("lost"), "shared": N_("tie")}



BEST_HEADS = ("#", N_("date"), N_("character"), N_("you"), N_("her"), "")  # translated as drawn
CELL_GAP = 14  # design pixels between two columns of the best seasons


def table_columns(th: T.Theme, heads: tuple[str, ...], rows: Sequence[tuple[str, ...]], left: int,
                  width: int) -> tuple[list[int], int]:
    """The left edge of each column and the cells' font px, so the widest cell of every
    column fits before the next within `width`: at the Text size's 16 px size if it can,
    else stepping down towards the 100% size (with 150% text at 1280x720 the fixed columns
    ran the date into the character's name)."""
    want, low = th.fpx(16), T.font_px(16, th.scale)
    head = T.font("sans-bold", th.fpx(14))
    for px in range(want, low - 1, -1):
        cell = T.font("serif", px)
        widths = [max([head.size(h)[0]] + [cell.size(r[k])[0] for r in rows])
                  for k, h in enumerate(heads)]
        if sum(widths) + th.px(CELL_GAP) * (len(widths) - 1) <= width or px == low:
            break
    xs = [left]
    for w in widths[:-1]:
        xs.append(xs[-1] + w + th.px(CELL_GAP))
    return xs, px

def shown_date(iso: str) -> str:
    """A best season's date (kept as ISO in the file) as the language writes dates."""
    try:
        return i18n.date(dt.date.fromisoformat(iso))
    except ValueError:
        return iso  # an odd date in a hand-edited file is shown as it is


class SoloResultScene(ScorePadScene):
    def __init__(self, app: Services, session: Session):
        super().__init__(app, session)
        self.best, self.message, self.rank = solo_scores.record(session.game)
        self.result = solo_scores.result_of(session.game).result

    def new_game(self) -> None:
        self.app.manager.replace(self.app.go.title())
        self.app.manager.push(self.app.go.solo_setup())

    # ------------------------------------------------------------------ layout
    def table_rect(self) -> pygame.Rect:
        th = self.theme
        w, h = th.size
        return pygame.Rect(th.px(40), th.px(200), w - th.px(120) - th.px(SIDE_W), h - th.px(330))

    def side_rect(self) -> pygame.Rect:
        th, table = self.theme, self.table_rect()
        return pygame.Rect(table.right + th.px(40), table.y - th.px(8), th.px(SIDE_W), table.h + th.px(16))

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)  # the pad and its buttons; the heading is the solo verdict instead
        th, game = self.theme, self.session.game
        w, _h = surf.get_size()
        surf.fill(T.BG, (0, 0, w, self.table_rect().y - th.px(10)))
        th.blit_text(surf, _(VERDICTS[self.result]), 44, T.GOLD if self.result != "loss" else T.PARCHMENT,
                     (w // 2, th.px(56)), "serif-bold", "center")
        you, her = (s.total for s in self.sheets)
        level = data(cat_level(game).name)
        th.blit_text(surf, _("{name} {you} VP \u00b7 Lady Cat ({level}) {her} VP").format(
            name=game.name(0), you=you, level=level, her=her), 28, T.IVORY,
                     (w // 2, th.px(112)), "serif-italic", "center")
        tie = tie_break_text(game, self.sheets, self.winners)
        if tie:
            th.blit_text(surf, tie, 19, T.GLOW, (w // 2, th.px(156)), "serif", "center")
        self.draw_best(surf)

    def draw_best(self, surf: pygame.Surface) -> None:
        th, box = self.theme, self.side_rect()
        panel(surf, box, T.PANEL, T.GOLD_DARK, th.px(12), th.px(2))
        title = title_for(self.sheets[0].total)
        # Laid out top to bottom from the lines' own heights: with 150% text the fixed offsets
        # wrote the title's blurb over "Commoner" and the headers on the first row.
        x0 = box.x + th.px(18)
        y = th.blit_text(surf, _("Your title this season"), 17, T.PARCHMENT, (x0, box.y + th.px(12)),
                         "serif-italic").bottom + th.px(2)
        y = th.blit_text(surf, _(title.name), 34, T.GOLD, (x0, y), "serif-bold").bottom + th.px(4)
        y = th.blit_text(surf, _(title.blurb), 17, T.IVORY, (x0, y), "serif-italic").bottom + th.px(8)
        pygame.draw.line(surf, T.GOLD_DARK, (box.x + th.px(12), y), (box.right - th.px(12), y), th.px(1))
        y = th.blit_fit(surf, _("Your best solo seasons \u00b7 {level}").format(
            level=data(cat_level(self.session.game).name)), 22,
                        T.GOLD, (x0, y + th.px(8)), box.w - th.px(36)).bottom + th.px(14)
        chars = default_catalog().characters
        rows = [(i18n.number(i + 1), shown_date(s.date),
                 data(chars[s.character].name) if s.character in chars else s.character,
                 i18n.number(s.score), i18n.number(s.lady_cat), _(RESULT_WORDS[s.result]))
                for i, s in enumerate(self.best)]
        heads = tuple(_(h) if h else h for h in BEST_HEADS)
        x, px = table_columns(th, heads, rows, x0, box.w - th.px(36))
        y = max(th.blit_text(surf, text, 14, T.MUTED, (col, y), "sans-bold").bottom
                for text, col in zip(heads, x, strict=True)) + th.px(9)
        room = (box.bottom - th.px(12) - y) // max(1, len(rows))  # all ten rows in the panel
        while px > T.font_px(16, th.scale) and T.font("serif", px).get_height() + th.px(4) > room:
            px -= 1
        step = max(T.font("serif", px).get_height() + th.px(4),
                   min(room, max(th.px(32), T.font("serif", px).get_height() + th.px(12))))
        for i, (s, cells) in enumerate(zip(self.best, rows, strict=True)):
            row = pygame.Rect(box.x + th.px(8), y - th.px(6), box.w - th.px(16), step)
            if i == self.rank:  # this game
                pygame.draw.rect(surf, T.PANEL_LIGHT, row, border_radius=th.px(6))
                pygame.draw.rect(surf, T.GLOW, row, th.px(2), border_radius=th.px(6))
            color = T.IVORY if s.result != "loss" else T.PARCHMENT
            for text, col in zip(cells, x, strict=True):
                surf.blit(T.text(text, "serif", px, color), (col, y))
            y += step
        if not self.best:
            th.blit_text(surf, _("No solo season recorded yet."), 16, T.PARCHMENT, (x[0], y), "serif-italic")
        notes = [self.message] if self.message else []
        if self.rank is None:
            notes.append(_("This season did not make your top ten."))
        for note in notes:
            y += th.px(8)
            y += th.blit_wrapped(surf, note, 15, T.GLOW, pygame.Rect(x[0], y, box.w - th.px(36), th.px(80)),
                                 "serif-italic")
