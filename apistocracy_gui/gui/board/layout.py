"""Where everything sits on the Season screen, for the window's size.

The screen is composed on the 1600x900 design grid of `theme.py` and scaled to the window
(centred when its shape differs), so it keeps its composition at every size while fonts are
rendered at the scaled size. Composition (design pixels):

    top bar (prompt, undo/redo, menu)                                        y 0-44
    Hive board 520x842 | Assembly Room 680x520          | other players' mats, log
                       | this player's mat 680x314      | decision panel 368x314
"""

from __future__ import annotations

import pygame

from ...engine.catalog import BoardSpace, Catalog

DESIGN_W, DESIGN_H = 1600, 900
HEX_W, HEX_H, HEX_STEP, ROW_PITCH = 84, 73, 88, 114
HIVE_CX = 290  # the hive's centre line, in the Hive board's design pixels
CARD_W, CARD_H = 116, 150
SLAB_W = 34  # a Ballroom space out of play
PLAQUE_W, PLAQUE_H = 64, 62
OPP_H, OPP_GAP = 120, 6
MIN_LOG_H = 110
RIGHT_X = 1224  # the right column: the others' mats, the Chronicle, the decision panel
TRACK_ORDER = (3, 2, 1, 0)  # influence tracks top to bottom: Heart (highest) to Club


class Area:
    """A region of the screen in design pixels; `r` and `p` give screen pixels inside it."""

    def __init__(self, grid: Grid, x: float, y: float, w: float, h: float):
        self.grid, self.x, self.y, self.w, self.h = grid, x, y, w, h
        self.rect = grid.r(x, y, w, h)

    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        return self.grid.r(self.x + x, self.y + y, w, h)

    def p(self, x: float, y: float) -> tuple[int, int]:
        return self.grid.p(self.x + x, self.y + y)


class Grid:
    """Design pixels -> screen pixels for one window size."""

    def __init__(self, size: tuple[int, int]):
        w, h = size
        self.size = size
        self.s = min(w / DESIGN_W, h / DESIGN_H)
        self.ox = (w - DESIGN_W * self.s) / 2
        self.oy = (h - DESIGN_H * self.s) / 2

    def n(self, v: float) -> int:
        return max(1, round(v * self.s))

    def p(self, x: float, y: float) -> tuple[int, int]:
        return round(self.ox + x * self.s), round(self.oy + y * self.s)

    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        x0, y0 = self.p(x, y)
        x1, y1 = self.p(x + w, y + h)
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0)


class SeasonLayout:
    """Every rect of the Season screen for one window size, player count and board side."""

    def __init__(self, size: tuple[int, int], cat: Catalog, players: int):
        g = self.grid = Grid(size)
        self.size = size
        self.top = Area(g, 0, 0, DESIGN_W, 44)
        self.hive = Area(g, 8, 50, 520, 842)
        self.assembly = Area(g, 536, 50, 680, 520)
        self.mat = Area(g, 536, 578, 680, 314)
        self.opps = [Area(g, RIGHT_X, 50 + i * (OPP_H + OPP_GAP), 368, OPP_H) for i in range(players - 1)]
        opp_bottom = 50 + (players - 1) * (OPP_H + OPP_GAP)
        self.right_top = opp_bottom
        self.panel_bottom = 892
        self.panel_min_top = 578
        self.panel_max_top = opp_bottom + MIN_LOG_H
        self.spaces: dict[str, pygame.Rect] = {}
        self._hive(cat)
        self._assembly(cat, players)
        self._mat()

    def paint_regions(self) -> list[pygame.Rect]:
        """The screen cut into the boards' regions, split in the gaps between them: the Hive's
        column, the Assembly Room, the large mat, and the right column (the compact mats,
        Lady Cat's panel). While a move's beats play the position is painted one region a
        frame (scenes/season_layers.py), each region drawing only the boards inside it."""
        g, (w, h) = self.grid, self.size
        left = g.p((self.hive.x + self.hive.w + self.assembly.x) / 2, 0)[0]
        right = g.p((self.assembly.x + self.assembly.w + RIGHT_X) / 2, 0)[0]
        mid = g.p(0, (self.assembly.y + self.assembly.h + self.mat.y) / 2)[1]
        return [pygame.Rect(0, 0, left, h), pygame.Rect(left, 0, right - left, mid),
                pygame.Rect(left, mid, right - left, h - mid), pygame.Rect(right, 0, w - right, h)]

    # ------------------------------------------------------------------ regions that move
    def panel(self, top: float) -> Area:
        top = max(self.panel_max_top, min(self.panel_min_top, top))
        return Area(self.grid, 1224, top, 368, self.panel_bottom - top)

    def log(self, panel_top: float) -> Area:
        return Area(self.grid, 1224, self.right_top, 368, panel_top - 8 - self.right_top)

    # ------------------------------------------------------------------ the Social Beehive
    def _hive(self, cat: Catalog) -> None:
        a = self.hive
        self.hex_centers: dict[str, tuple[int, int]] = {}
        self.hex_rects: dict[str, pygame.Rect] = {}
        self.level_y: dict[int, float] = {}
        for lv in cat.hive_levels:
            k = 6 - lv.level
            strip = 44 + k * ROW_PITCH
            cy = strip + 24 + HEX_H / 2
            self.level_y[lv.level] = cy
            n = len(lv.spaces)
            for i, sid in enumerate(lv.spaces):
                cx = HIVE_CX + (i - (n - 1) / 2) * HEX_STEP
                self.hex_centers[sid] = a.p(cx, cy)
                self.hex_rects[sid] = a.r(cx - HEX_W / 2, cy - HEX_H / 2, HEX_W, HEX_H)
        self.spaces.update(self.hex_rects)
        self.spaces["beehive"] = a.r(72, 44 + 5 * ROW_PITCH + 4, 126, 200)
        self.queen_deck = a.r(452, self.level_y[5] - 40, 40, 56)
        self.week_centers = [a.p(386 + i * 34, self.level_y[6] + 6) for i in range(4)]

    def cost_strip_y(self, level: int) -> tuple[int, int]:
        return self.hive.p(HIVE_CX, self.level_y[level] - HEX_H / 2 - 17)

    # ------------------------------------------------------------------ the Assembly Room
    def _assembly(self, cat: Catalog, players: int) -> None:
        a = self.assembly
        side = cat.boards[cat.board_side(players)]
        self.side_spaces: tuple[BoardSpace, ...] = side
        by_area: dict[str, list[BoardSpace]] = {}
        for s in side:
            by_area.setdefault(s.area, []).append(s)
        self.card_rects: dict[str, pygame.Rect] = {}
        self.ribbons: dict[str, pygame.Rect] = {}
        self.ballroom_rows: dict[str, float] = {}
        self.decks: dict[str, pygame.Rect] = {}
        for k, kind in enumerate(("lc", "ton")):
            y0 = 40 + k * 176
            self.ballroom_rows[kind] = y0
            row = by_area.get(kind, [])
            # a space out of play (a 4-player one with 3 players) is a narrow slab: the board's
            # best room goes to the cards that can be taken (issue 52)
            widths = [SLAB_W if s.four_player and players == 3 else CARD_W for s in row]
            x = 40 + (364 - sum(widths) - (len(row) - 1) * 8) / 2
            for s, w in zip(row, widths, strict=True):
                self.spaces[s.id] = a.r(x, y0, w, CARD_H + 20)
                self.ribbons[s.id] = a.r(x, y0, w, 18)
                self.card_rects[s.id] = a.r(x, y0 + 20, w, CARD_H)
                x += w + 8
            self.decks[kind] = a.r(414, y0 + 26, 40, 56)
        self.parlor_cards = [a.r(470 + i * 68, 66, 62, 90) for i in range(3)]
        self.decks["star"] = a.r(470, 170, 40, 56)
        self.card_sharp = a.p(640, 198)
        self.favored_guest = a.p(434, 360)
        self.plaques: dict[str, str] = {}  # plaque space -> its area (where its Calling Card lies)
        for i, s in enumerate(by_area.get("parlor", [])):
            self.spaces[s.id] = a.r(470 + i * 104, 286, 96, 70)
            self.plaques[s.id] = s.area
        self.rooms = {"gallery": a.r(10, 394, 216, 118), "tea": a.r(232, 394, 216, 118),
                      "pm_bonus": a.r(454, 394, 216, 118)}
        room_x = {"gallery": 10, "tea": 232, "pm_bonus": 454}
        for area, x in room_x.items():
            row = list(cat.pm_bonus) if area == "pm_bonus" else by_area.get(area, [])
            for i, s in enumerate(row):
                self.spaces[s.id] = a.r(x + 8 + i * (PLAQUE_W + 6), 418, PLAQUE_W, PLAQUE_H)
                self.plaques[s.id] = area
        self.art_stacks = [a.p(30 + i * 58, 498) for i in range(3)]
        self.artists_muse = a.p(206, 496)
        self.decks["tea"] = a.r(242, 485, 18, 24)

    # ------------------------------------------------------------------ this player's mat
    def _mat(self) -> None:
        m = self.mat
        self.calling = m.r(12, 109, 54, 71)  # below the badges row (issue 52)
        self.spaces["home"] = m.r(78, 108, 76, 70)  # to the Host token's edge: "Zu Hause" fits
        self.track_cells = {suit: [m.r(186 + c * 26, 23 + row * 26, 24, 22) for c in range(6)]
                            for row, suit in enumerate(TRACK_ORDER)}
        self.host_token = m.p(182, 156)
        self.hive_token = m.p(278, 156)
        self.columns = {"lc": m.r(352, 0, 162, 184), "ton": m.r(518, 0, 162, 184)}
        self.column_slots = {kind: [m.r(x + 4, 26 + i * 31, 154, 28) for i in range(5)]
                             for kind, x in (("lc", 352), ("ton", 518))}
        self.hand_area = m.r(8, 190, 318, 118)
        self.deck = m.r(336, 214, 40, 58)
        self.discard = m.r(384, 214, 40, 58)
        self.gallery = m.r(440, 212, 118, 98)
        self.tea = m.r(570, 212, 104, 98)

    def calling_slot(self, space: str) -> pygame.Rect | None:
        """Where a Calling Card lies on an Assembly Room space or At Home (None elsewhere). The
        board draws it there (assembly.py, mat.py) and a placed card's flight lands exactly there
        (board/stage), so nothing shifts when the animation run ends."""
        n = self.grid.n
        if space in self.card_rects:  # over the Ballroom card
            r = pygame.Rect(0, 0, n(44), n(62))
            r.center = self.card_rects[space].center
            return r
        if space == "home":
            r, bottom = pygame.Rect(0, 0, n(26), n(34)), n(3)
        elif space in self.plaques:
            w, h = (32, 42) if self.plaques[space] == "parlor" else (30, 40)
            r = pygame.Rect(0, 0, n(w), n(h))
            bottom = n(4)
        else:
            return None
        r.midbottom = (self.spaces[space].centerx, self.spaces[space].bottom - bottom)
        return r

    def beehive_slot(self, i: int, count: int) -> pygame.Rect:
        """Where the `i`th of `count` Calling Cards of the week lies on the Beehive: four a
        row, the rows apart while three fit (a fifth card lay over the first row: issue 52),
        closer only for a thirteenth. hive.py draws it there and its flight lands there."""
        bee, n = self.spaces["beehive"], self.grid.n
        rows = max(1, (count + 3) // 4)
        pitch = 36 if rows <= 3 else (200 - 90 - 34 - 4) / (rows - 1)
        return pygame.Rect(bee.x + n(10) + (i % 4) * n(27), bee.y + n(90 + (i // 4) * pitch), n(24), n(34))

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        """Hand cards left to right; they overlap when more than five are held."""
        if n == 0:
            return []
        step = 62 if n <= 5 else (318 - 12 - 60) / (n - 1)
        return [self.mat.r(12 + i * step, 214, 60, 87) for i in range(n)]
