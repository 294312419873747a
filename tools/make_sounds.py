"""Synthesise every sound effect and the music loops of the game into assets/sounds/.

    python tools/make_sounds.py [--out assets/sounds]

Everything is made here from first principles with the standard library, so the sounds are
ours and reproducible (seeded noise: the same run writes the same bytes):
- a harpsichord by Karplus-Strong plucked-string synthesis (a noise burst in a tuned,
  damped delay line), the period's keyboard for a minuet;
- bells and coins by additive synthesis of inharmonic partials with exponential decay;
- card sounds (slap, slide, riffle) by filtered, enveloped noise.
The music is an original minuet in G (3/4), sixteen bars of melody over a bass, played
once bright for the title and once slower and softer for the game. Tails that ring past
the loop's end are folded back onto its start, so the loop repeats without a seam.
Files are 16-bit mono WAV at 22050 Hz; effects peak near -4 dBFS, music near -7 dBFS.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
Buffer = list[float]


# ============================================================================ building blocks
def silence(seconds: float) -> Buffer:
    return [0.0] * int(seconds * RATE)


def mix(into: Buffer, sound: Buffer, at: float, gain: float = 1.0) -> None:
    """Add `sound` into `into` starting `at` seconds, growing `into` when needed."""
    start = int(at * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain


def midi_hz(note: int) -> float:
    return 440.0 * 2 ** ((note - 69) / 12)


def pluck(freq: float, seconds: float, rng: random.Random, bright: float = 0.5,
          decay: float = 0.996) -> Buffer:
    """A plucked string (Karplus-Strong): a noise burst circulating in a delay line one period
    long, averaged each pass (the string loses its highs as it rings). `bright` mixes in the
    unfiltered sample, the quill's brighter attack of a harpsichord."""
    period = max(2, int(RATE / freq))
    line = [rng.uniform(-1, 1) for _ in range(period)]
    out = []
    prev = 0.0
    n = int(seconds * RATE)
    for i in range(n):
        k = i % period
        cur = line[k]
        avg = 0.5 * (cur + line[(k + 1) % period])
        line[k] = decay * ((1 - bright) * avg + bright * 0.5 * (avg + prev))
        prev = cur
        out.append(cur)
    fade = min(n, int(0.02 * RATE))
    for i in range(fade):  # release: the damper falls without a click
        out[n - 1 - i] *= i / fade
    return out


def bell(freq: float, seconds: float, partials=((1.0, 1.0, 1.0), (2.0, 0.5, 0.7), (2.76, 0.35, 0.5),
                                                (5.4, 0.2, 0.3), (8.9, 0.1, 0.2))) -> Buffer:
    """Additive bell: (ratio, amplitude, decay-time scale) partials, inharmonic like metal."""
    n = int(seconds * RATE)
    out = [0.0] * n
    for ratio, amp, life in partials:
        f = freq * ratio
        if f >= RATE / 2:
            continue
        tau = seconds * life / 4
        step = 2 * math.pi * f / RATE
        for i in range(n):
            out[i] += amp * math.exp(-i / RATE / tau) * math.sin(step * i)
    attack = int(0.002 * RATE)
    for i in range(min(attack, n)):
        out[i] *= i / attack
    return out


def noise(seconds: float, rng: random.Random, low: float = 0.0, high: float = 1.0) -> Buffer:
    """White noise through a one-pole low-pass (`high`, 0..1: 1 keeps all) and a one-pole
    high-pass (`low`, 0..1: 0 keeps all): a cheap band of hiss."""
    out = []
    lp = hp_in = hp_out = 0.0
    for _ in range(int(seconds * RATE)):
        x = rng.uniform(-1, 1)
        lp += high * (x - lp)
        hp_out = (1 - low) * (hp_out + lp - hp_in)
        hp_in = lp
        out.append(hp_out)
    return out


def envelope(sound: Buffer, attack: float, release: float, curve: float = 1.0) -> Buffer:
    """A linear attack of `attack` s, then an exponential fall with time constant `release`."""
    a = max(1, int(attack * RATE))
    out = []
    for i, v in enumerate(sound):
        g = i / a if i < a else math.exp(-(i - a) / RATE / max(1e-4, release))
        out.append(v * g ** curve)
    return out


def sine(freq: float, seconds: float, decay: float) -> Buffer:
    step = 2 * math.pi * freq / RATE
    return [math.sin(step * i) * math.exp(-i / RATE / decay) for i in range(int(seconds * RATE))]


def normalise(sound: Buffer, peak: float) -> Buffer:
    top = max(1e-9, max(abs(v) for v in sound))
    return [v * peak / top for v in sound]


def fade_edges(sound: Buffer, ms: float = 4.0) -> Buffer:
    """Short fades at both ends so a sound never starts or stops with a click."""
    n = min(len(sound) // 2, int(ms / 1000 * RATE))
    for i in range(n):
        sound[i] *= i / n
        sound[-1 - i] *= i / n
    return sound


# ============================================================================ effects
def ui_click(rng: random.Random) -> Buffer:
    """A light wooden tick: a short high sine ping over a pinch of noise."""
    s = sine(2400, 0.04, 0.006)
    mix(s, envelope(noise(0.02, rng, 0.5, 0.9), 0.0005, 0.003), 0, 0.5)
    return normalise(s, 0.35)


def place_card(rng: random.Random) -> Buffer:
    """A Calling Card set down on the board: a papery slap with a soft thump under it."""
    s = envelope(noise(0.18, rng, 0.05, 0.35), 0.002, 0.03)
    mix(s, sine(140, 0.12, 0.035), 0, 0.8)
    return normalise(s, 0.6)


def draw_card(rng: random.Random) -> Buffer:
    """A card slid off the deck: a rising then falling swish of brighter noise."""
    n = noise(0.24, rng, 0.3, 0.7)
    length = len(n)
    s = [v * math.sin(math.pi * i / length) ** 2 for i, v in enumerate(n)]
    return normalise(s, 0.5)


def shuffle(rng: random.Random) -> Buffer:
    """A riffle shuffle: a run of quick card ticks that speeds up, then the deck squared."""
    s = silence(0.9)
    t = 0.0
    gap = 0.06
    for _ in range(16):
        mix(s, envelope(noise(0.03, rng, 0.4, 0.8), 0.001, 0.006), t, rng.uniform(0.5, 0.9))
        t += gap
        gap = max(0.025, gap * 0.9)
    mix(s, envelope(noise(0.12, rng, 0.05, 0.3), 0.002, 0.025), t + 0.08, 1.2)
    return normalise(s, 0.55)


def pay(rng: random.Random) -> Buffer:
    """Coins counted out: three small clinks of inharmonic metal."""
    s = silence(0.45)
    coin = ((1.0, 1.0, 1.0), (1.48, 0.6, 0.7), (2.31, 0.4, 0.5), (3.17, 0.2, 0.3))
    for i, (t, f) in enumerate(((0.0, 2600), (0.08, 3100), (0.17, 2800))):
        mix(s, bell(f, 0.25, coin), t, 1.0 - 0.15 * i)
    return normalise(s, 0.5)


def gain_card(rng: random.Random) -> Buffer:
    """A card taken into your hand: a swish and a rising harpsichord arpeggio."""
    s = draw_card(rng)
    for i, note in enumerate((67, 71, 74, 79)):
        mix(s, pluck(midi_hz(note), 0.6, rng, 0.6, 0.995), 0.05 + i * 0.06, 0.5)
    return normalise(fade_edges(s), 0.6)


def brooch_move(rng: random.Random) -> Buffer:
    """The brooch climbs the Beehive: two small bells, the second a fourth higher."""
    s = silence(0.7)
    mix(s, bell(midi_hz(88), 0.5), 0.0, 0.8)
    mix(s, bell(midi_hz(93), 0.55), 0.12, 1.0)
    return normalise(s, 0.5)


def goal_reached(rng: random.Random) -> Buffer:
    """A goal met: a rolled G major chord on the harpsichord crowned by a bell."""
    s = silence(1.5)
    for i, note in enumerate((55, 59, 62, 67, 71, 74)):
        mix(s, pluck(midi_hz(note), 1.3, rng, 0.55, 0.997), i * 0.045, 0.45)
    mix(s, bell(midi_hz(91), 1.1), 0.3, 0.5)
    return normalise(fade_edges(s), 0.65)


def trick_won(rng: random.Random) -> Buffer:
    """A trick gathered in: the cards swept together, tapped square, and a soft chime."""
    sweep = noise(0.22, rng, 0.2, 0.5)
    length = len(sweep)
    s = [v * (i / length) ** 1.5 for i, v in enumerate(sweep)]
    mix(s, envelope(noise(0.08, rng, 0.05, 0.3), 0.001, 0.015), 0.22, 1.0)
    mix(s, bell(midi_hz(84), 0.4), 0.24, 0.35)
    return normalise(fade_edges(s), 0.55)


def week_end(rng: random.Random) -> Buffer:
    """The week's end: a mantel clock's four-note chime."""
    s = silence(2.4)
    for i, note in enumerate((76, 72, 74, 67)):
        mix(s, bell(midi_hz(note), 1.2), i * 0.42, 0.8 if i < 3 else 1.0)
    return normalise(fade_edges(s), 0.55)


def game_end(rng: random.Random) -> Buffer:
    """The season closes: a harpsichord cadence, D7 rolled up, then a full G chord rings."""
    s = silence(3.0)
    for i, note in enumerate((50, 57, 60, 66, 69)):
        mix(s, pluck(midi_hz(note), 0.9, rng, 0.5, 0.996), i * 0.07, 0.4)
    for i, note in enumerate((43, 55, 59, 62, 67, 71, 79)):
        mix(s, pluck(midi_hz(note), 2.0, rng, 0.5, 0.998), 0.75 + i * 0.05, 0.42)
    mix(s, bell(midi_hz(79), 1.6), 0.95, 0.3)
    return normalise(fade_edges(s, 30), 0.65)


EFFECTS: dict[str, Callable[[random.Random], Buffer]] = {
    "ui_click": ui_click, "place_card": place_card, "draw_card": draw_card, "shuffle": shuffle,
    "pay": pay, "gain_card": gain_card, "brooch_move": brooch_move, "goal_reached": goal_reached,
    "trick_won": trick_won, "week_end": week_end, "game_end": game_end,
}


# ============================================================================ music
# An original minuet in G major, 3/4: per bar, the melody as (MIDI note, beats) and the bass.
MELODY = (
    ((71, 1), (74, 1), (79, 1)), ((78, 1), (76, .5), (74, .5), (72, 1)),
    ((71, .5), (72, .5), (74, 1), (71, 1)), ((72, 1), (76, 1), (79, .5), (76, .5)),
    ((74, 1), (71, .5), (72, .5), (74, 1)), ((72, 1), (69, .5), (71, .5), (72, 1)),
    ((71, .5), (69, .5), (67, .5), (69, .5), (66, 1)), ((69, 3),),
    ((79, 1), (76, .5), (78, .5), (79, 1)), ((78, 1), (74, .5), (76, .5), (78, 1)),
    ((76, 1), (72, .5), (74, .5), (76, 1)), ((74, 1), (71, 1), (67, 1)),
    ((72, .5), (74, .5), (76, 1), (72, 1)), ((71, .5), (72, .5), (74, 1), (71, 1)),
    ((69, 1), (72, .5), (71, .5), (69, 1)), ((67, 3),),
)
BASS = (
    ((43, 2), (50, 1)), ((38, 2), (45, 1)), ((43, 2), (47, 1)), ((48, 2), (43, 1)),
    ((47, 2), (43, 1)), ((45, 2), (52, 1)), ((38, 2), (42, 1)), ((38, 3),),
    ((40, 2), (47, 1)), ((47, 2), (42, 1)), ((48, 2), (43, 1)), ((43, 2), (47, 1)),
    ((45, 2), (48, 1)), ((38, 2), (43, 1)), ((38, 2), (45, 1)), ((43, 3),),
)


def minuet(rng: random.Random, bpm: float, octave: int, bright: float, bars: tuple[int, ...]) -> Buffer:
    """The minuet at `bpm`, melody shifted by `octave`, bars in the order given, as a loop."""
    beat = 60.0 / bpm
    total = 3 * beat * len(bars)
    s = silence(total)
    t = 0.0
    for b in bars:
        for voice, gain, shift, bright_v in ((MELODY[b], 0.55, 12 * octave, bright),
                                             (BASS[b], 0.45, 0, bright * 0.6)):
            at = t
            for note, beats in voice:
                ring = beats * beat + 0.5
                mix(s, pluck(midi_hz(note + shift), ring, rng, bright_v, 0.9965), at, gain)
                at += beats * beat
        t += 3 * beat
    loop_len = int(total * RATE)
    tail = s[loop_len:]
    s = s[:loop_len]
    for i, v in enumerate(tail):  # fold the ringing tail back onto the start: seamless loop
        s[i % loop_len] += v
    return normalise(s, 0.45)


MUSIC: dict[str, Callable[[random.Random], Buffer]] = {
    "music_title": lambda rng: minuet(rng, 126, 0, 0.6, tuple(range(16))),
    "music_game": lambda rng: minuet(rng, 96, -1, 0.3, (8, 9, 10, 11, 12, 13, 14, 15,
                                                        0, 1, 2, 3, 4, 5, 6, 7)),
}


# ============================================================================ output
def write_wav(path: Path, sound: Buffer) -> None:
    frames = struct.pack(f"<{len(sound)}h", *(max(-32767, min(32767, round(v * 32767))) for v in sound))
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parents[1] / "assets" / "sounds")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, make in {**EFFECTS, **MUSIC}.items():
        rng = random.Random(name)  # one seed per file: regenerating one sound leaves the rest
        sound = make(rng)
        write_wav(args.out / f"{name}.wav", sound)
        print(f"{name}.wav  {len(sound) / RATE:5.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
