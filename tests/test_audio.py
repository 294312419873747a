"""Sound (issue 14): every sound file decodes and is clean, the game is silent without a
device, the Options set the volumes, and moves make the sounds of what happened."""

from __future__ import annotations

import os
import random
import struct
import wave

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from apistocracy_gui.engine import Action, GameConfig  # noqa: E402
from apistocracy_gui.gui import audio  # noqa: E402
from apistocracy_gui.gui.audio import EFFECTS, MUSIC, SOUNDS, Audio  # noqa: E402
from apistocracy_gui.gui.cues import ORDER, cues  # noqa: E402
from apistocracy_gui.gui.scenes.overlays import OPTION_ROWS, OptionsOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.session import Session  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402


def samples(name: str) -> tuple[list[int], int]:
    with wave.open(str(SOUNDS / f"{name}.wav")) as w:
        assert (w.getnchannels(), w.getsampwidth()) == (1, 2)
        data = w.readframes(w.getnframes())
        return list(struct.unpack(f"<{len(data) // 2}h", data)), w.getframerate()


@pytest.mark.parametrize("name", EFFECTS + MUSIC)
def test_every_sound_decodes_and_is_clean(app, name):
    """Decoded by the mixer on the dummy driver; no clipping, audible, starts and ends quietly
    (no click), effects short and music long enough to loop without tiring."""
    assert app.audio.ok
    snd = app.audio.sound(name)
    assert snd is not None and snd.get_length() > 0
    pcm, rate = samples(name)
    peak = max(abs(v) for v in pcm) / 32767
    assert 0.2 <= peak <= 0.9
    seconds = len(pcm) / rate
    assert (15 <= seconds <= 60) if name in MUSIC else (0.02 <= seconds <= 3.5)
    if name not in MUSIC:  # a loop's ends meet each other, not silence
        assert abs(pcm[0]) < 1000 and abs(pcm[-1]) < 1000


def test_silent_without_an_audio_device(monkeypatch):
    """No device: Audio is off and every call is a harmless no-op."""
    pygame.mixer.quit()

    def no_device(*_args, **_kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    a = Audio(Settings())
    assert not a.ok
    a.play("pay")
    a.music("music_title")
    a.apply_settings()
    audio.play_cues(["week_end", "draw_card"])


def test_volumes_follow_the_options(app):
    """Master x Effects for effects, Master x Music for music; Mute silences both."""
    s, a = app.settings, app.audio
    s.master_volume, s.effects_volume, s.music_volume = 50, 100, 50
    assert (a.effects_volume(), a.music_volume()) == (0.5, 0.25)
    s.mute = True
    assert (a.effects_volume(), a.music_volume()) == (0, 0)
    s.mute, s.music_volume = False, 0
    a.music("music_game")
    assert a.track is None and a.wanted == "music_game"  # music off: nothing plays
    s.music_volume = 75
    a.apply_settings()
    assert a.track == "music_game"


def test_options_rows_set_and_save_the_sound(app):
    from tests.test_gui_scenes import click

    over = OptionsOverlay(app)
    app.manager.replace(TitleScene(app))
    app.manager.push(over)
    app.frame([], 0.01)
    rows = [r.field for r in OPTION_ROWS]
    for field, choice in (("music_volume", 0), ("effects_volume", 2), ("master_volume", 3), ("mute", 1)):
        over.layout()
        click(app, over.rows[rows.index(field)][choice].rect.center)
    loaded, message = Settings.load()
    assert message == ""
    chosen = (loaded.music_volume, loaded.effects_volume, loaded.master_volume, loaded.mute)
    assert chosen == (0, 50, 75, True)
    assert app.audio.effects_volume() == 0


def test_title_music_then_game_music(app):
    TitleScene(app)
    assert app.audio.track == "music_title"
    from apistocracy_gui.gui.scenes.router import show_game

    show_game(app, Session.start(GameConfig(players=("edward", "tuesday"), seed=3), ["human", "random"]))
    assert app.audio.track == "music_game"


def play_cues(seed: int, players=("edward", "tuesday", "alexandria"), mode: str = "standard",
              personas=()) -> list[tuple[Action, list[str]]]:
    """Every move of a seeded random game with the cues the session heard."""
    s = Session.start(GameConfig(players=players, seed=seed, mode=mode, personas=personas),
                      ["random"] * len(players), autosave=False)
    heard: list[list[str]] = []
    s.on_move = heard.append
    rng, moves = random.Random(seed), []
    while not s.game.is_over:
        action = rng.choice(s.game.legal_actions())
        s.act(action)
        moves.append((action, heard[-1]))
    return moves


def test_a_whole_game_makes_every_sound():
    """Each cue is heard in a whole game; they come most telling first; the week's end is
    heard four times (three week resets and the start of whist) and the game's end once."""
    moves = play_cues(5)
    heard = [c for _a, cs in moves for c in cs]
    assert set(ORDER) <= set(heard)
    for _a, cs in moves:
        assert cs == sorted(cs, key=ORDER.index)
    assert heard.count("game_end") == 1 and heard.count("week_end") == 4
    for action, cs in moves:
        if action.kind in ("place", "play"):
            assert "place_card" in cs
        if action.kind == "pay":
            assert "pay" in cs


def test_cues_are_read_from_the_public_events_only():
    """The session hears a move through the events a spectator is told of (redacted), so a
    sound carries nothing the rules hide."""
    s = Session.start(GameConfig(players=("edward", "tuesday"), seed=1), ["random", "random"],
                      autosave=False)
    heard: list[list[str]] = []
    s.on_move = heard.append
    g = s.game
    since = len(g.events)
    s.act(g.legal_actions()[0])
    assert heard[-1] == cues(g.events_for(None, since))
    assert all(e.sees(None) for e in g.events_for(None, since))
