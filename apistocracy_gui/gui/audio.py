"""Sound effects and music, at the volumes the player chose, and silence without a device.

The WAV files in assets/sounds/ are made by tools/make_sounds.py. Sounds load lazily on
their first use (starting the game costs no decoding) and are kept. When the mixer cannot
open (no audio device, a broken driver) the game runs silently: every call is a no-op.

One `Audio` is active at a time (the App's); widgets and sessions reach it through the
module-level `play()` so a button need not know the App to click.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

import pygame

from .theme import ASSETS

if TYPE_CHECKING:
    from .settings import Settings

SOUNDS = ASSETS / "sounds"
EFFECTS = ("ui_click", "place_card", "draw_card", "shuffle", "pay", "gain_card", "brooch_move",
           "goal_reached", "trick_won", "week_end", "game_end", "favourite")
MUSIC = ("music_title", "music_game")
MUSIC_FADE_MS = 900

_active: Audio | None = None


class Audio:
    def __init__(self, settings: Settings):
        global _active
        self.settings = settings
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.track: str | None = None  # the music playing
        self.wanted: str | None = None  # the music the scene asked for (silent at volume 0)
        self.ok = False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            pygame.mixer.set_num_channels(12)
            self.ok = True
        except pygame.error:  # no device: the game is silent, never broken
            self.ok = False
        _active = self

    # ------------------------------------------------------------------ volumes
    def effects_volume(self) -> float:
        s = self.settings
        return 0.0 if s.mute else s.master_volume * s.effects_volume / 10000

    def music_volume(self) -> float:
        s = self.settings
        return 0.0 if s.mute else s.master_volume * s.music_volume / 10000

    def apply_settings(self) -> None:
        """Options changed: the music follows at once (stopping when its volume is 0)."""
        self._sync_music()

    # ------------------------------------------------------------------ playing
    def sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self.sounds:
            try:
                self.sounds[name] = pygame.mixer.Sound(str(SOUNDS / f"{name}.wav"))
            except (pygame.error, FileNotFoundError):
                return None
        return self.sounds[name]

    def play(self, name: str) -> None:
        volume = self.effects_volume()
        if not self.ok or volume <= 0:
            return
        snd = self.sound(name)
        if snd is not None:
            snd.set_volume(volume)
            snd.play()

    def music(self, name: str | None) -> None:
        """Loop music `name` (None: fade out). Asking again for the playing track changes
        nothing, so moving between the game's scenes never restarts it."""
        self.wanted = name
        self._sync_music()

    def _sync_music(self) -> None:
        if not self.ok:
            return
        volume = self.music_volume()
        target = self.wanted if volume > 0 else None
        with contextlib.suppress(pygame.error):
            if target == self.track:
                pygame.mixer.music.set_volume(volume)
            elif target is None:
                pygame.mixer.music.fadeout(MUSIC_FADE_MS // 2)
            else:
                pygame.mixer.music.load(str(SOUNDS / f"{target}.wav"))
                pygame.mixer.music.set_volume(volume)
                pygame.mixer.music.play(loops=-1, fade_ms=MUSIC_FADE_MS)
        self.track = target


def play(name: str) -> None:
    """Play effect `name` on the active Audio, if any (tests and tools have none)."""
    if _active is not None:
        _active.play(name)


def play_cues(cues: list[str]) -> None:
    """The sounds of one move, most telling first; at most two, so a week's end with its
    draws and shuffles stays one clear chime and a rustle, not a din."""
    for name in cues[:2]:
        play(name)
