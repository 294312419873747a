"""Sound (issue 14): every sound file decodes and is clean, the game is silent without a
device, the Options set the volumes, and moves make the sounds of what happened."""

from __future__ import annotations

import importlib.util
import math
import os
import random
import struct
import wave
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from apistocracy_gui.engine import Action, GameConfig  # noqa: E402
from apistocracy_gui.gui import audio  # noqa: E402
from apistocracy_gui.gui.audio import EFFECTS, MUSIC, SOUNDS, Audio  # noqa: E402
from apistocracy_gui.gui.cues import ORDER, cues  # noqa: E402
from apistocracy_gui.gui.scenes.options_overlay import OPTION_ROWS, OptionsOverlay  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402
from apistocracy_gui.session import Session  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


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


# --------------------------------------------------------------------------- clean sound
def steep_onsets(x: list[float], rate: int, start: int = 0) -> list[float]:
    """Seconds at which the sound jumps up faster than any note's attack: within 1 ms its
    level rises by more than 60% of the level it reaches in the next 10 ms, above what it had
    in the 10 ms before (a period of the lowest note). A note ramped in over a few ms never
    does; a note, burst or file that starts at full level (a click) always does."""
    n = rate // 1000
    env = [max(abs(v) for v in x[i:i + n]) for i in range(0, len(x), n)]
    steep = []
    for k in range(start, len(env)):
        rise = env[k] - max(env[max(0, k - 10):k], default=0.0)
        if rise > 0.02 and rise > 0.6 * max(env[k:k + 10]):
            steep.append(k * n / rate)
    return steep


def seam_jump(x: list[float]) -> tuple[float, float]:
    """(the step from the loop's last sample to its first, the largest step inside the loop
    but for a thousandth): a seamless loop steps no further at its seam than within."""
    steps = sorted(abs(b - a) for a, b in zip(x, x[1:], strict=False))
    return abs(x[0] - x[-1]), steps[int(len(steps) * 0.999)]


def floats(name: str) -> tuple[list[float], int]:
    pcm, rate = samples(name)
    return [v / 32767 for v in pcm], rate


@pytest.mark.parametrize("name", EFFECTS + MUSIC)
def test_no_clicks_no_dc_and_zero_at_both_ends(name):
    """Every note is ramped in and out (tools/make_sounds.py): no click at a note's start,
    none where a file starts or stops, and no DC offset to thump when it starts."""
    x, rate = floats(name)
    if name in MUSIC:  # the seam is a note start like any other: check across it
        x = x[-rate // 20:] + x
    assert steep_onsets(x, rate, start=60 if name in MUSIC else 0) == []
    assert abs(sum(x) / len(x)) < 0.002
    if name not in MUSIC:
        assert abs(x[0]) <= 0.002 and abs(x[-1]) <= 0.002


@pytest.mark.parametrize("name", MUSIC)
def test_music_loops_without_a_seam_or_a_gap(name):
    """The loop's end runs into its start as smoothly as one sample into the next, and no
    100 ms anywhere falls silent (below -40 dBFS): the harmony keeps every beat sounding."""
    x, rate = floats(name)
    seam, inside = seam_jump(x)
    assert seam <= inside
    n = rate // 10
    quietest = min(sum(v * v for v in x[i:i + n]) / n for i in range(0, len(x) - n, n))
    assert 10 * math.log10(quietest) > -40


def test_loudness_is_balanced():
    """Each file is at the loudness the tool aims for (within 1 LU); the UI click is the
    quietest effect, the big moments the loudest, the music under the effects."""
    tool = make_sounds()
    measured = {name: tool.loudness(floats(name)[0], name in MUSIC) for name in EFFECTS + MUSIC}
    for name, value in measured.items():
        assert abs(value - tool.LOUDNESS[name]) <= 1.0, (name, value)
    assert measured["ui_click"] == min(measured[n] for n in EFFECTS)
    big = min(measured[n] for n in ("goal_reached", "week_end", "game_end"))
    assert max(measured[n] for n in MUSIC) < big


def test_the_sound_checks_can_fail():
    """A tone switched on at full level clicks; a loop cut mid-wave has a seam."""
    rate = 22050
    tone = [0.0] * 2205 + [0.5 * math.sin(2 * math.pi * 440 * i / rate) for i in range(4410)]
    assert steep_onsets(tone, rate)
    ramped = [v * min(1.0, i / 132) for i, v in enumerate(tone[2205:])]
    assert not steep_onsets([0.0] * 2205 + ramped, rate)
    seam, inside = seam_jump(tone[2205:2205 + 1000])  # 1000 samples: 19.95 periods, cut mid-wave
    assert seam > inside


def make_sounds():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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

    app.go.show_game(Session.start(GameConfig(players=("edward", "tuesday"), seed=3), ["human", "random"]))
    assert app.audio.track == "music_game"


def play_cues(seed: int, players=("edward", "tuesday", "alexandria"), mode: str = "standard",
              personas=()) -> list[tuple[Action, list[str]]]:
    """Every move of a seeded random game with the cues the session heard."""
    s = Session.start(GameConfig(players=players, seed=seed, mode=mode, personas=personas),
                      ["random"] * len(players), autosave=False)
    heard: list[list[str]] = []
    s.on_move = lambda events: heard.append(cues(events))
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
    s.on_move = lambda events: heard.append(cues(events))
    g = s.game
    since = len(g.events)
    s.act(g.legal_actions()[0])
    assert heard[-1] == cues(g.events_for(None, since))
    assert all(e.sees(None) for e in g.events_for(None, since))
