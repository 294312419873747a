"""Hands on phones (issue 54): the table's joining screen.

It shows the seat being joined: its address as a QR code (segno) and its short code, which a
phone types instead of scanning. Only that seat's code is ever on screen, and only until a
phone holds the seat; a joined seat shows who holds it. Each phone seat can be taken back to
the table (its phone is told, its code void) or offered to a phone again with a new code.
Opened when a game with phone seats starts, and from the game's Menu.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame
import segno

from ...i18n import N_, _
from .. import theme as T
from ..widgets import Button
from .overlay import Overlay

if TYPE_CHECKING:
    from ..phone_table import PhoneTable
    from ..services import Services


def qr_surface(text: str, side: int) -> pygame.Surface:
    """`text` as a QR code about `side` pixels square, dark on white with its quiet zone."""
    rows = [list(row) for row in segno.make(text, error="m").matrix_iter(scale=1, border=4)]
    small = pygame.Surface((len(rows[0]), len(rows)))
    small.fill((255, 255, 255))
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark:
                small.set_at((x, y), (0, 0, 0))
    scale = max(1, side // len(rows))
    return pygame.transform.scale(small, (len(rows[0]) * scale, len(rows) * scale))


class PhoneJoinOverlay(Overlay):
    def __init__(self, app: Services):
        super().__init__(app)
        self.showing: int | None = None  # the seat being joined (None: the first not yet joined)
        self.done = Button(N_("Continue"), self.close, size=22)
        self.rows: list[Button] = []

    @property
    def table(self) -> PhoneTable | None:
        return self.app.phones

    def seats(self) -> list[int]:
        """The game's human seats: those on phones and those taken back to the table."""
        t = self.table
        return t.session.humans if t is not None else []

    def joining(self) -> int | None:
        """The seat whose code is on screen: the chosen one, else the first not joined yet."""
        t = self.table
        if t is None:
            return None
        waiting = [s for s in t.seats.seats if not t.seats.joined(s)]
        if self.showing in waiting:
            return self.showing
        return waiting[0] if waiting else None

    def show(self, seat: int) -> None:
        self.showing = seat
        self.dirty = True

    def toggle(self, seat: int) -> None:
        t = self.table
        if t is None:
            return
        if seat in t.seats.seats:
            t.take_back(seat)
        else:
            t.seats.offer(seat)
            self.showing = seat
        self.dirty = True

    def buttons(self) -> list[Button]:
        return [*self.rows, self.done]

    def update(self, dt: float) -> None:
        if self.table is None:
            self.close()

    def layout(self) -> pygame.Rect:
        th, t = self.theme, self.table
        box = self.box(1000, 620)
        self.rows = []
        y = box.y + th.px(164)
        for seat in self.seats():
            on_phone = t is not None and seat in t.seats.seats
            show = Button(N_("Show its code"), partial(self.show, seat), size=16)
            show.enabled = on_phone and t is not None and not t.seats.joined(seat)
            move = Button(N_("Play at the table") if on_phone else N_("Play on a phone"),
                          partial(self.toggle, seat), size=16)
            show.rect = pygame.Rect(box.x + th.px(380), y, th.px(230), th.px(44))
            move.rect = pygame.Rect(box.x + th.px(630), y, th.px(230), th.px(44))
            self.rows += [show, move]
            y += th.px(96)
        self.done.rect = pygame.Rect(box.right - th.px(226), box.bottom - th.px(80), th.px(196), th.px(56))
        return box

    def status(self, seat: int) -> str:
        t = self.table
        name = t.session.game.name(seat) if t is not None else ""
        if t is None or seat not in t.seats.seats:
            return _("{name}: at the table").format(name=name)
        if t.seats.joined(seat):
            return _("{name}: on a phone").format(name=name)
        return _("{name}: waiting for a phone").format(name=name)

    def draw(self, surf: pygame.Surface) -> None:
        th, t = self.theme, self.table
        box = self.layout()
        self.draw_panel(surf, box, _("Hands on phones"), 34, 50)
        note = pygame.Rect(box.x + th.px(30), box.y + th.px(84), box.w - th.px(60), th.px(40))
        th.blit_wrapped(surf, _("Each player opens the address on a phone on this network, or scans "
                                "the code; the phone then holds that player's cards."), 16, T.IVORY, note)
        for i, seat in enumerate(self.seats()):
            at = (box.x + th.px(380), self.rows[2 * i].rect.y - th.px(4))
            th.blit_fit(surf, self.status(seat), 18, T.IVORY, at, box.right - at[0] - th.px(30),
                        anchor="bottomleft")
        for b in self.buttons():
            b.draw(surf, th)
        joining = self.joining()
        left = pygame.Rect(box.x + th.px(30), box.y + th.px(130), th.px(320), box.h - th.px(160))
        if t is None or joining is None:
            th.blit_wrapped(surf, _("Every phone seat is held by a phone."), 20, T.GOLD, left)
            return
        th.blit_fit(surf, t.session.game.name(joining), 22, T.GOLD, left.topleft, left.w)
        code = qr_surface(t.server.address(joining), min(left.w, left.h - th.px(150)))
        surf.blit(code, code.get_rect(midtop=(left.centerx, left.y + th.px(36))))
        y = left.y + th.px(44) + code.get_height()
        th.blit_fit(surf, _("Code: {code}").format(code=t.seats.code(joining)), 26, T.IVORY,
                    (left.x, y), left.w, kinds=("sans-bold", "serif-bold"))
        th.blit_fit(surf, t.server.url, 15, T.IVORY, (left.x, y + th.px(40)), left.w, kinds=("sans", "serif"))
