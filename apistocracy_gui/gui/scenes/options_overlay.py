"""The Options overlay: every setting as a row of choices that apply at once and persist
through the kiosk's booth (`Settings.save()` outside a kiosk); the version line at its foot.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ... import i18n
from ...i18n import N_, _
from .. import theme as T
from ..about import draw_about
from ..settings import ANIMATION_SPEEDS, TEXT_SCALES, THINKING_TIMES
from ..widgets import Button, panel, suit_icon
from .overlay import Choice, Overlay

if TYPE_CHECKING:
    from ..services import Services


WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080))
VOLUME_STEPS = (0, 25, 50, 75, 100)
PREVIEW_W = 250  # the suit-marks preview beside its row


@dataclass(frozen=True)
class OptionRow:
    """One row of Options: a label, the choices as (label, value), and the settings field
    it sets (`apply` is the overlay method that makes the change take effect)."""

    label: str
    choices: tuple[tuple[str, object], ...]
    field: str
    apply: str = "_changed"
    words: Callable[[Any], str] | None = None  # a choice's value as the language writes it


def seconds(t: float) -> str:
    """A thinking time as the language writes it: 0.5 s, 0,5 s."""
    return _("{seconds} s").format(seconds=i18n.number(t))


def percent(v: int) -> str:
    """A percentage of the Options as the language writes it: 100%, 100 %, 100 %; 0 is Off."""
    return i18n.percent(v / 100) if v else _("Off")


def _on_off(field: str, label: str, apply: str = "_changed") -> OptionRow:
    return OptionRow(label, ((N_("Off"), False), (N_("On"), True)), field, apply)


def _volume(field: str, label: str) -> OptionRow:
    return OptionRow(label, tuple((f"{v}%" if v else N_("Off"), v) for v in VOLUME_STEPS), field, "_sound",
                     percent)


SPEEDS = {"off": N_("Off"), "fast": N_("Fast"), "normal": N_("Normal"), "slow": N_("Slow")}
# Labels are English message ids, translated where they are drawn (a change of language shows
# at once); the languages are named in their own words, never translated.
OPTION_ROWS = (
    OptionRow(N_("Language"), tuple((name, code) for code, name in i18n.LANGUAGES.items()), "language",
              "_language"),
    OptionRow(N_("Window size"), tuple((f"{w} × {h}", (w, h)) for w, h in WINDOW_SIZES), "window", "_size"),
    _on_off("fullscreen", N_("Fullscreen"), "_fullscreen"),
    OptionRow(N_("Animation speed"), tuple((SPEEDS[n], n) for n in ANIMATION_SPEEDS), "animation"),
    OptionRow(N_("Collect tricks by themselves"), ((N_("Off"), True), (N_("On"), False)), "trick_wait"),
    _on_off("colorblind_marks", N_("Colour-blind suit marks")),
    OptionRow(N_("Text size"), tuple((f"{v}%", v) for v in TEXT_SCALES), "text_scale", "_text", percent),
    _on_off("hints", N_("Hints")),
    OptionRow(N_("The Hint shows"), ((N_("The review's best move"), "judge"),
                                     (N_("What Medium would do (gentlest)"), "medium")), "hint_level"),
    _on_off("tips", N_("Tips for new players")),
    OptionRow(N_("Tips already seen"), ((N_("Show them all again"), None),), "", "_reset_tips"),
    _on_off("reduced_motion", N_("Reduced motion")),
    _on_off("high_contrast", N_("High contrast"), "_contrast"),
    OptionRow(N_("Hard's thinking time"), tuple((f"{t:g} s", t) for t in THINKING_TIMES), "thinking_time",
              words=seconds),
    _volume("master_volume", N_("Master volume")),
    _volume("music_volume", N_("Music")),
    _volume("effects_volume", N_("Sound effects")),
    _on_off("mute", N_("Mute all sound"), "_sound"),
)


KIOSK_FIXED = ("window", "fullscreen")
LABEL_SIZE = 20  # an option's name, left of its choices


class OptionsOverlay(Overlay):
    """Window, motion, text, colour-blind marks and sound: each choice is applied and saved
    at once, so there is no Apply button to forget."""

    def __init__(self, app: Services):
        super().__init__(app)
        self.close_button = Button(N_("Close"), self.close, size=22)
        # At a kiosk the window belongs to the booth: no size or fullscreen rows.
        self.option_rows = tuple(r for r in OPTION_ROWS if not (app.kiosk and r.field in KIOSK_FIXED))
        self.ROWS = tuple(r.label for r in self.option_rows)  # the labels of the rows shown
        self.rows: list[list[Choice]] = [
            [Choice(label, partial(self.choose, row, value), size=18,
                    words=partial(row.words, value) if row.words else None) for label, value in row.choices]
            for row in self.option_rows]
        self._sync()

    def _current(self, row: OptionRow) -> object:
        if not row.field:
            return object()  # a button: never gilded as chosen
        live = {"fullscreen": self.app.fullscreen, "window": self.app.windowed_size,  # F11, --size
                "language": i18n.language()}  # --lang, or the system's before a choice
        return live[row.field] if row.field in live else getattr(self.app.settings, row.field)

    def _sync(self) -> None:
        """Gild the choices that match the current settings."""
        for row, choices in zip(self.option_rows, self.rows, strict=True):
            current = self._current(row)
            for (_label, value), choice in zip(row.choices, choices, strict=True):
                choice.selected = value == current
        self.dirty = True

    def choose(self, row: OptionRow, value: object) -> None:
        if row.field:  # a row without a field is a button (the tips' reset)
            setattr(self.app.settings, row.field, value)
        getattr(self, row.apply)()

    def _reset_tips(self) -> None:
        """Every just-in-time tip shows again, in this game too (gui/tips.py)."""
        from ..tips import attached, forget_all

        problem = forget_all()
        tips = attached(self.app.session) if self.app.session is not None else None
        if tips is not None and not tips.tutorial:
            tips.seen = set()
        self.app.warn(problem or _("Every tip will show again."))
        self._sync()

    def _changed(self) -> None:
        problem = self.app.booth.save()
        if problem:  # a read-only or full disk: the options still apply, and the player knows
            self.app.warn(problem)
        self._sync()
        for scene in self.app.manager.stack:
            scene.dirty = True

    def _size(self) -> None:
        self.app.set_window_size(self.app.settings.window)
        self._changed()

    def _fullscreen(self) -> None:
        if self.app.fullscreen != self.app.settings.fullscreen:
            self.app.toggle_fullscreen()
        self._changed()

    def _text(self) -> None:
        """Every scene lays itself out again around the new text size."""
        self.app.theme.text_scale = self.app.settings.text_scale / 100
        for scene in self.app.manager.stack:
            scene.resized()
        self._changed()

    def _sound(self) -> None:
        self.app.audio.apply_settings()
        self._changed()

    def _language(self) -> None:
        """Speak the language chosen, on every screen at once: the cached drawings go, and each
        scene lays itself out again around the new words (a title or button may be longer)."""
        i18n.set_language(self.app.settings.language)
        T.forget_drawings()
        for scene in self.app.manager.stack:
            scene.resized()
        self._changed()

    def _contrast(self) -> None:
        T.set_contrast(self.app.settings.high_contrast)
        self._changed()

    def entered(self) -> None:
        self._sync()  # F11 may have changed fullscreen while another scene was on top

    def resized(self) -> None:
        self._sync()

    def buttons(self) -> list[Button]:
        return [b for row in self.rows for b in row] + [self.close_button]

    def layout(self) -> pygame.Rect:
        th = self.theme
        box = self.box(1040, 880)
        y = box.y + th.px(84)
        # Rows share the height between the title and the Close button (more rows: closer).
        pitch = min(th.px(54), (box.bottom - th.px(84) - y) // max(1, len(self.rows)))
        marks = self.rows[self.ROWS.index("Colour-blind suit marks")]
        # The buttons begin after the widest label: with 150% text at 1280x720, "Colour-blind
        # suit marks" and "Hard's thinking time" ran under them. A button steps its own label
        # down to fit (`fitted_label`).
        widest = max(T.font("serif", th.fpx(LABEL_SIZE)).size(_(label))[0] for label in self.ROWS)
        left = max(box.x + th.px(330), box.x + th.px(40) + widest + th.px(16))
        for row in self.rows:
            x = left
            right = box.right - th.px(40) - (th.px(PREVIEW_W + 16) if row is marks else 0)
            bw = (right - x - th.px(10) * (len(row) - 1)) // len(row)
            for b in row:
                b.rect = pygame.Rect(x, y, bw, min(th.px(42), pitch - th.px(2)))  # 44 px at 1080p: a finger
                x += bw + th.px(10)
            y += pitch
        self.close_button.rect = pygame.Rect(0, 0, th.px(200), th.px(50))
        self.close_button.rect.midbottom = (box.centerx, box.bottom - th.px(16))
        return box

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        box = self.layout()
        self.draw_panel(surf, box, _("Options"), 36, 42)
        for label, row in zip(self.ROWS, self.rows, strict=True):
            th.blit_text(surf, _(label), LABEL_SIZE, T.PARCHMENT, (box.x + th.px(40), row[0].rect.centery),
                         "serif", "midleft")
            for b in row:
                b.draw(surf, th)
        # A preview of the suits with the current marks, on card stock as in the game.
        marks = self.rows[self.ROWS.index("Colour-blind suit marks")]
        strip = pygame.Rect(0, 0, th.px(PREVIEW_W), th.px(44))
        strip.midleft = (marks[-1].rect.right + th.px(16), marks[-1].rect.centery)
        panel(surf, strip, T.IVORY, T.GOLD_DARK, th.px(8))
        for i in range(5):
            suit_icon(surf, i, (strip.x + th.px(29) + i * th.px(48), strip.centery), th.px(17),
                      self.app.settings.colorblind_marks)
        self.close_button.draw(surf, th)
        draw_about(surf, th, box, self.close_button.rect)

