"""The Rules overlay: the reference of `rules_text` in a scrollable panel with a clickable table
of contents and a search box, opened at a section from any board area (right-click or F1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ... import i18n
from ...i18n import N_, _
from .. import theme as T
from ..focus import Target, button_targets
from ..widgets import Button, panel
from .overlay import Overlay
from .rules_text import RULES, plain, render_rich

if TYPE_CHECKING:
    from ..services import Services


SCROLL_KEYS = {pygame.K_UP: -60, pygame.K_DOWN: 60, pygame.K_PAGEUP: -500, pygame.K_PAGEDOWN: 500}
SEARCH_W = 430  # the Rules' search field, design px wide
# The French translation writes the typographic apostrophe (l’influence); a player types the
# keyboard's (l'influence): the search reads both as the same.
APOSTROPHES = str.maketrans({"\u2019": "'", "\u02bc": "'"})


def folded(text: str) -> str:
    """`text` as the search compares it: case folded, any apostrophe the keyboard's."""
    return text.casefold().translate(APOSTROPHES)


class RulesOverlay(Overlay):
    """A scrollable rules reference with a clickable table of contents and a search box.

    `section` opens it at that heading (the "Rules" link of a hover zoom). Typing searches:
    every paragraph holding the words is outlined, Enter goes to the next one, Backspace
    edits, Esc clears the search (and closes the overlay when it is empty).
    """

    keys_taken = frozenset((pygame.K_UP, pygame.K_DOWN))  # they scroll the text

    def __init__(self, app: Services, section: str = ""):
        super().__init__(app)
        self.scroll = 0
        self.close_button = Button(N_("Close"), self.close, size=20)
        self.page: pygame.Surface | None = None
        self.page_key: tuple = ()
        self.anchors: list[tuple[str, int]] = []  # heading (English, its id), y on the page
        self.blocks: list[tuple[int, int, str]] = []  # y, height, plain text of each block (as shown)
        self.contents: list[tuple[pygame.Rect, int]] = []
        self.section = section  # scrolled to at the first draw, once the page is laid out
        self.query = ""
        self.matches: list[int] = []  # indexes into blocks
        self.match = 0

    def find(self, query: str) -> None:
        """Search the text and scroll to the first block that holds every word of `query`."""
        self.query = query
        words = folded(query).split()
        self._rects_page()
        self.matches = [i for i, (_y, _h, text) in enumerate(self.blocks)
                        if words and all(w in folded(text) for w in words)]
        self.match = 0
        self._show_match()
        self.dirty = True

    def _show_match(self) -> None:
        if self.matches:
            y = self.blocks[self.matches[self.match % len(self.matches)]][0]
            self.scroll_by(y - self.theme.px(40) - self.scroll)

    def _rects_page(self) -> pygame.Surface:
        return self._build_page(self._rects()[2].w)

    def buttons(self) -> list[Button]:
        return [self.close_button]

    def focus_targets(self) -> list[Target]:
        """For the keyboard: Close, then each heading of the contents (Enter jumps to it)."""
        heads = [Target(f"contents:{i}", r, r.center) for i, (r, _y) in enumerate(self.contents)]
        return button_targets([self.close_button]) + heads

    def _rects(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        th = self.theme
        box = self.box(1240, 820)
        # The contents column: 250 design px, wider (to 300) for a language whose longest
        # heading needs it ("Der gesellschaftliche Bienenstock" was cut).
        need = max(T.font("serif-cond", th.fpx(18)).size(_(h))[0] for k, h in RULES if k == "h")
        side = pygame.Rect(box.x + th.px(24), box.y + th.px(80),
                           min(th.px(300), max(th.px(250), need + th.px(4))), box.h - th.px(104))
        body = pygame.Rect(side.right + th.px(24), side.y, box.right - side.right - th.px(60), side.h)
        return box, side, body

    def _build_page(self, width: int) -> pygame.Surface:
        """Render the whole text once per width, marks setting and language; scrolling only blits.
        Each block is laid out translated; a heading's anchor keeps its English, the id that a
        tip or a board zoom opens the Rules at."""
        th, marks = self.theme, self.app.settings.colorblind_marks
        key = (width, th.scale, marks, i18n.generation())
        if self.page is not None and key == self.page_key:
            return self.page
        placed: list[tuple[int, int, pygame.Surface]] = []
        self.anchors, self.blocks = [], []
        y = 0
        for kind, english in RULES:
            text = _(english)
            if kind == "h":
                y += th.px(18) if placed else 0
                img = render_rich(text, "serif-bold", th.fpx(26), T.GOLD, width, marks)
                self.anchors.append((english, y))
                self.blocks.append((y, img.get_height(), text))
                placed.append((0, y, img))
                y += img.get_height() + th.px(6)
                continue
            indent = th.px(26) if kind == "b" else 0
            img = render_rich(text, "serif", th.fpx(19), T.IVORY, width - indent, marks)
            if kind == "b":
                dot = pygame.Surface((indent, th.px(26)), pygame.SRCALPHA)
                pygame.draw.circle(dot, T.GOLD, (indent // 2, th.px(13)), th.px(4))
                placed.append((0, y, dot))
            placed.append((indent, y, img))
            self.blocks.append((y, img.get_height(), plain(text)))
            y += img.get_height() + th.px(8)
        page = pygame.Surface((width, y + th.px(20)), pygame.SRCALPHA)
        for x, yy, img in placed:
            page.blit(img, (x, yy))
        self.page, self.page_key = page, key
        return page

    def max_scroll(self) -> int:
        _box, _side, body = self._rects()
        return max(0, self._build_page(body.w).get_height() - body.h)

    def scroll_by(self, dy: int) -> None:
        new = max(0, min(self.max_scroll(), self.scroll + dy))
        if new != self.scroll:
            self.scroll = new
            self.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        th = self.theme
        if event.type == pygame.KEYDOWN and self._search_key(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * th.px(60))
        elif event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.scroll_by(th.px(SCROLL_KEYS[event.key]))
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END):
            self.scroll_by(-self.scroll if event.key == pygame.K_HOME else self.max_scroll())
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, y in self.contents:
                if rect.collidepoint(event.pos):
                    self.scroll_by(y - self.scroll)
        else:
            super().handle(event)

    def _search_key(self, event: pygame.event.Event) -> bool:
        """Typing edits the search; Enter steps through the matches. True if the key was used."""
        key, char = event.key, getattr(event, "unicode", "")
        if key == pygame.K_ESCAPE and self.query:
            self.find("")
        elif key == pygame.K_BACKSPACE:
            self.find(self.query[:-1])
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.matches:
            self.match = (self.match + 1) % len(self.matches)
            self._show_match()
        elif char and char.isprintable() and not getattr(event, "mod", 0) & pygame.KMOD_CTRL \
                and len(self.query) < 40 and (char != " " or self.query):
            self.find(self.query + char)
        else:
            return False
        self.dirty = True
        return True

    def resized(self) -> None:
        super().resized()
        self.scroll = min(self.scroll, self.max_scroll())

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        box, side, body = self._rects()
        panel(surf, box, T.BG_DARK, T.GOLD, th.px(16), th.px(3))
        self.close_button.rect = pygame.Rect(0, 0, th.px(140), th.px(46))
        self.close_button.rect.topright = (box.right - th.px(24), box.y + th.px(18))
        # The title ends before the search field (`_draw_search`): with 150% text it met it.
        field_x = self.close_button.rect.x - th.px(24) - th.px(SEARCH_W)
        th.blit_fit(surf, _("Rules of the season"), 36, T.GOLD, (box.x + th.px(30), box.y + th.px(18)),
                    field_x - th.px(20) - box.x - th.px(30))
        self.close_button.draw(surf, th)
        page = self._build_page(body.w)
        if self.section:  # opened from a hover zoom's Rules link
            y = dict(self.anchors).get(self.section, 0)
            self.section = ""
            self.scroll = y
        self.scroll = min(self.scroll, self.max_scroll())
        self._draw_search(surf, box)
        # Table of contents: the current section is gilded.
        pygame.draw.line(surf, T.GOLD_DARK, (side.right + th.px(10), side.y),
                         (side.right + th.px(10), side.bottom), th.px(2))
        current = max((i for i, (_h, y) in enumerate(self.anchors) if y <= self.scroll + th.px(4)),
                      default=0)
        self.contents = []
        step = min(th.px(T.TOUCH_TARGET), side.h // max(1, len(self.anchors)))  # a finger's height
        for i, (heading, y) in enumerate(self.anchors):
            r = pygame.Rect(side.x, side.y + i * step, side.w, step)
            color = T.GOLD if i == current else T.PARCHMENT
            # Fitted to the column: at 150% text "Paying the cheapest way" ran into the page.
            th.blit_fit(surf, _(heading), min(18, step / th.scale * 0.6), color, (r.x, r.centery),
                        side.w, ("serif", "serif-cond"), "midleft")
            self.contents.append((r, y))
        surf.blit(page, body.topleft, pygame.Rect(0, self.scroll, body.w, body.h))
        clip = surf.get_clip()
        surf.set_clip(body.inflate(th.px(8), th.px(4)))
        for i in self.matches:  # the paragraphs that hold the words searched for
            y, h, _t = self.blocks[i]
            r = pygame.Rect(body.x - th.px(4), body.y + y - self.scroll - th.px(2), body.w + th.px(8),
                            h + th.px(4))
            pygame.draw.rect(surf, T.GLOW, r, th.px(2), border_radius=th.px(6))
        surf.set_clip(clip)
        # Scroll bar.
        track = pygame.Rect(body.right + th.px(12), body.y, th.px(8), body.h)
        pygame.draw.rect(surf, T.PANEL, track, border_radius=th.px(4))
        total = page.get_height()
        if total > body.h:
            thumb_h = max(th.px(30), track.h * body.h // total)
            thumb_y = track.y + (track.h - thumb_h) * self.scroll // max(1, total - body.h)
            pygame.draw.rect(surf, T.GOLD, (track.x, thumb_y, track.w, thumb_h), border_radius=th.px(4))



    def _draw_search(self, surf: pygame.Surface, box: pygame.Rect) -> None:
        th = self.theme
        field = pygame.Rect(0, 0, th.px(SEARCH_W), th.px(42))
        field.topright = (self.close_button.rect.x - th.px(24), box.y + th.px(20))
        panel(surf, field, T.IVORY if self.query else T.PANEL, T.GOLD, th.px(8), th.px(2))
        if self.query:
            found = len(self.matches)
            # TRANSLATORS: the search's place among its matches: "2 of 5, Enter: next".
            where = (_("{at} of {found}, Enter: next").format(at=i18n.number(self.match % found + 1),
                                                               found=i18n.number(found))
                     if found else _("not found"))
            th.blit_text(surf, self.query + "|", 18, T.INK, (field.x + th.px(12), field.centery),
                         "serif", "midleft")
            th.blit_text(surf, where, 13, T.INK, (field.right - th.px(10), field.centery), "sans",
                         "midright")
        else:
            th.blit_text(surf, _("Type to search the rules"), 17, T.PARCHMENT,
                         (field.x + th.px(12), field.centery), "serif-italic", "midleft")

