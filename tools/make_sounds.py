"""Synthesise every sound effect and the music loops of the game into assets/sounds/.

    python tools/make_sounds.py [--out assets/sounds]

Everything is made here from first principles with the standard library, so the sounds are
ours and reproducible (seeded noise: the same run writes the same bytes):
- a harpsichord by Karplus-Strong plucked-string synthesis (a soft noise burst in a tuned,
  damped delay line), the period's keyboard for a minuet;
- bells and coins by additive synthesis of inharmonic partials with exponential decay;
- card sounds (slap, slide, riffle) by filtered, enveloped noise.
Every note has an attack and a release (a raised-cosine ramp of a few milliseconds), so no
note starts or stops with a click; every file has its DC removed and starts and ends at zero.
The music is an original minuet in G (3/4): sixteen bars of melody over a bass, with the
harmony on beats two and three so no bar falls silent, played bright for the title and slower
and softer for the game. Tails that ring past the loop's end are folded back onto its start
and the loop is filtered as a circle, so it repeats without a seam.
Levels are set by loudness, not by peak (see `LOUDNESS`): a BS.1770-style K-weighted measure,
the loudest 400 ms for an effect and the gated mean for music, with the peak held at -1 dBFS.
Files are 16-bit mono WAV at 22050 Hz.
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
PEAK = 10 ** (-1 / 20)  # -1 dBFS: the loudest any file may be
ATTACK, RELEASE = 0.006, 0.04  # a note's ramps in seconds: quick as a quill, never a click


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


def ramp(sound: Buffer, attack: float = ATTACK, release: float = RELEASE) -> Buffer:
    """Raised-cosine fade-in over `attack` s and fade-out over `release` s, in place: the
    sound starts and ends at zero with no step and no kink, so it never clicks."""
    n = len(sound)
    a, r = min(n // 2, max(1, int(attack * RATE))), min(n // 2, max(1, int(release * RATE)))
    for i in range(a):
        sound[i] *= 0.5 - 0.5 * math.cos(math.pi * i / a)
    for i in range(r):
        sound[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / r)
    return sound


def pluck(freq: float, seconds: float, rng: random.Random, bright: float = 0.5, t60: float = 3.0) -> Buffer:
    """A plucked string (Karplus-Strong): the string's shape when plucked (a triangle, with a
    little low-passed noise for the quill's edge, `bright` 0..1) circulating in a delay line
    one period long, averaged each pass (the string loses its highs as it rings) and damped
    to fall 60 dB in `t60` s whatever its pitch. The shape has no DC and a strong fundamental,
    so the note sings on instead of dying with its attack; it is ramped in and damped out
    (`ramp`), so it neither clicks nor thumps."""
    period = max(2, round(RATE / freq))
    apex = max(1, period // 7)  # plucked a seventh of the way along: the string's first shape
    a = 0.1 + 0.6 * bright
    line, lp = [], 0.0
    for k in range(period):
        lp += a * (rng.uniform(-1, 1) - lp)
        shape = k / apex if k < apex else (period - k) / (period - apex)
        line.append(shape + bright * lp)
    mean = sum(line) / period
    line = [v - mean for v in line]
    # Per pass round the loop, less what the averaging already takes from the fundamental,
    # so a low and a high note ring for the same time.
    loss = min(0.99999, 0.001 ** (1 / (freq * t60)) / math.cos(math.pi * freq / RATE))
    out = []
    for i in range(int(seconds * RATE)):
        k = i % period
        cur = line[k]
        line[k] = loss * 0.5 * (cur + line[(k + 1) % period])
        out.append(cur)
    return ramp(out)


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
    return ramp(out, 0.005, seconds / 5)


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
    """A raised-cosine attack of `attack` s, then an exponential fall with time constant
    `release`, faded to zero at the end."""
    a = max(1, int(attack * RATE))
    out = []
    for i, v in enumerate(sound):
        g = 0.5 - 0.5 * math.cos(math.pi * i / a) if i < a else math.exp(-(i - a) / RATE / max(1e-4, release))
        out.append(v * g ** curve)
    return ramp(out, 0.0, min(0.01, len(out) / RATE / 4))


def sine(freq: float, seconds: float, decay: float) -> Buffer:
    step = 2 * math.pi * freq / RATE
    return ramp([math.sin(step * i) * math.exp(-i / RATE / decay) for i in range(int(seconds * RATE))],
                0.002, min(0.01, seconds / 4))


# ============================================================================ loudness
def _biquad(x: Buffer, b: tuple[float, float, float], a: tuple[float, float, float]) -> Buffer:
    b0, b1, b2 = (v / a[0] for v in b)
    a1, a2 = a[1] / a[0], a[2] / a[0]
    out, x1, x2, y1, y2 = [], 0.0, 0.0, 0.0, 0.0
    for v in x:
        y = b0 * v + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, v, y1, y
        out.append(y)
    return out


def k_weighted(x: Buffer) -> Buffer:
    """The BS.1770 K-weighting at our rate: a +4 dB shelf above ~1.7 kHz (the head) and a
    high-pass at 38 Hz, as the two biquads of the standard, designed for 22050 Hz."""
    g, w0 = 10 ** (4.0 / 40), 2 * math.pi * 1681.97 / RATE
    al, c, sq = math.sin(w0) / (2 * 0.7071), math.cos(w0), math.sqrt(10 ** (4.0 / 40))
    shelf_b = (g * ((g + 1) + (g - 1) * c + 2 * sq * al), -2 * g * ((g - 1) + (g + 1) * c),
               g * ((g + 1) + (g - 1) * c - 2 * sq * al))
    shelf_a = ((g + 1) - (g - 1) * c + 2 * sq * al, 2 * ((g - 1) - (g + 1) * c),
               (g + 1) - (g - 1) * c - 2 * sq * al)
    w0 = 2 * math.pi * 38.13 / RATE
    al, c = math.sin(w0) / (2 * 0.5003), math.cos(w0)
    high_b, high_a = ((1 + c) / 2, -(1 + c), (1 + c) / 2), (1 + al, -2 * c, 1 - al)
    return _biquad(_biquad(x, shelf_b, shelf_a), high_b, high_a)


def _blocks(x: Buffer) -> list[float]:
    """Mean square of the K-weighted signal in 400 ms blocks, 100 ms apart (the sound is
    followed by silence, so a short effect is one whole block)."""
    y = k_weighted(x + [0.0] * int(0.4 * RATE))
    n, hop = int(0.4 * RATE), int(0.1 * RATE)
    sums = [0.0]
    for v in y:
        sums.append(sums[-1] + v * v)
    return [(sums[i + n] - sums[i]) / n for i in range(0, len(y) - n + 1, hop)]


def loudness(x: Buffer, music: bool = False) -> float:
    """LUFS-like loudness: for an effect the loudest 400 ms (what the ear takes from a short
    sound), for music the BS.1770 gated mean of its 400 ms blocks."""
    blocks = _blocks(x)
    if not music:
        return -0.691 + 10 * math.log10(max(blocks) + 1e-12)
    audible = [b for b in blocks if -0.691 + 10 * math.log10(b + 1e-12) > -70]
    gate = -0.691 + 10 * math.log10(sum(audible) / len(audible)) - 10
    kept = [b for b in audible if -0.691 + 10 * math.log10(b) > gate]
    return -0.691 + 10 * math.log10(sum(kept) / len(kept))


def finish(sound: Buffer, target: float, music: bool = False) -> Buffer:
    """Master a sound: no DC, zero at both ends (effects), then scaled to `target` loudness
    unless that would push its peak past -1 dBFS (then the peak decides)."""
    mean = sum(sound) / len(sound)
    sound = [v - mean for v in sound]
    if not music:
        sound = ramp(sound, 0.001, 0.004)
    gain = 10 ** ((target - loudness(sound, music)) / 20)
    gain = min(gain, PEAK / max(1e-9, max(abs(v) for v in sound)))
    return [v * gain for v in sound]


# ============================================================================ effects
def ui_click(rng: random.Random) -> Buffer:
    """A light wooden tick: a short high sine ping over a pinch of noise."""
    s = sine(2400, 0.05, 0.008)
    mix(s, envelope(noise(0.03, rng, 0.5, 0.9), 0.002, 0.004), 0, 0.5)
    return s


def place_card(rng: random.Random) -> Buffer:
    """A Calling Card set down on the board: a papery slap with a soft thump under it."""
    s = envelope(noise(0.2, rng, 0.05, 0.35), 0.003, 0.03)
    mix(s, sine(140, 0.14, 0.035), 0, 0.45)
    return s


def draw_card(rng: random.Random) -> Buffer:
    """A card slid off the deck: a rising then falling swish of brighter noise."""
    n = noise(0.24, rng, 0.3, 0.7)
    length = len(n)
    return [v * math.sin(math.pi * i / length) ** 2 for i, v in enumerate(n)]


def shuffle(rng: random.Random) -> Buffer:
    """A riffle shuffle: a run of quick card ticks that speeds up, then the deck squared."""
    s = silence(0.9)
    t = 0.0
    gap = 0.06
    for _ in range(16):
        mix(s, envelope(noise(0.035, rng, 0.4, 0.8), 0.004, 0.007), t, rng.uniform(0.5, 0.9))
        t += gap
        gap = max(0.025, gap * 0.9)
    mix(s, envelope(noise(0.14, rng, 0.05, 0.3), 0.003, 0.025), t + 0.08, 1.2)
    return s


def pay(rng: random.Random) -> Buffer:
    """Coins counted out: three small clinks of inharmonic metal."""
    s = silence(0.45)
    coin = ((1.0, 1.0, 1.0), (1.48, 0.6, 0.7), (2.31, 0.4, 0.5), (3.17, 0.2, 0.3))
    for i, (t, f) in enumerate(((0.0, 2600), (0.08, 3100), (0.17, 2800))):
        mix(s, bell(f, 0.25, coin), t, 1.0 - 0.15 * i)
    return s


def gain_card(rng: random.Random) -> Buffer:
    """A card taken into your hand: a swish and a rising harpsichord arpeggio."""
    s = [v * 0.4 for v in draw_card(rng)]  # the swish under the notes, not over them
    for i, note in enumerate((67, 71, 74, 79)):
        mix(s, pluck(midi_hz(note), 0.6, rng, 0.6, 1.2), 0.05 + i * 0.06, 0.5)
    return s


def brooch_move(rng: random.Random) -> Buffer:
    """The brooch climbs the Beehive: two small bells, the second a fourth higher."""
    s = silence(0.7)
    mix(s, bell(midi_hz(88), 0.5), 0.0, 0.8)
    mix(s, bell(midi_hz(93), 0.55), 0.12, 1.0)
    return s


def goal_reached(rng: random.Random) -> Buffer:
    """A goal met: a rolled G major chord on the harpsichord crowned by a bell."""
    s = silence(1.5)
    for i, note in enumerate((55, 59, 62, 67, 71, 74)):
        mix(s, pluck(midi_hz(note), 1.3, rng, 0.55, 1.6), i * 0.045, 0.45)
    mix(s, bell(midi_hz(91), 1.1), 0.3, 0.5)
    return s


def trick_won(rng: random.Random) -> Buffer:
    """A trick gathered in: the cards swept together, tapped square, and a soft chime."""
    sweep = noise(0.22, rng, 0.2, 0.5)
    length = len(sweep)
    s = ramp([v * (i / length) ** 1.5 for i, v in enumerate(sweep)], 0.0, 0.01)
    mix(s, envelope(noise(0.08, rng, 0.05, 0.3), 0.003, 0.015), 0.21, 1.0)
    mix(s, bell(midi_hz(84), 0.4), 0.24, 0.35)
    return s


def week_end(rng: random.Random) -> Buffer:
    """The week's end: a mantel clock's four-note chime."""
    s = silence(2.4)
    for i, note in enumerate((76, 72, 74, 67)):
        mix(s, bell(midi_hz(note), 1.2), i * 0.42, 0.8 if i < 3 else 1.0)
    return s


def game_end(rng: random.Random) -> Buffer:
    """The season closes: a harpsichord cadence, D7 rolled up, then a full G chord rings."""
    s = silence(3.0)
    for i, note in enumerate((50, 57, 60, 66, 69)):
        mix(s, pluck(midi_hz(note), 0.9, rng, 0.5, 1.4), i * 0.07, 0.4)
    for i, note in enumerate((43, 55, 59, 62, 67, 71, 79)):
        mix(s, pluck(midi_hz(note), 2.0, rng, 0.5, 2.4), 0.75 + i * 0.05, 0.42)
    mix(s, bell(midi_hz(79), 1.6), 0.95, 0.3)
    return s


def favourite(rng: random.Random) -> Buffer:
    """The season's favourite named: a harpsichord flourish up the G major scale, growing
    louder (a loud first note would click), to a held chord, with bells pealing over it,
    like the close of a ball."""
    s = silence(2.8)
    for i, note in enumerate((55, 59, 62, 67, 71, 74, 79)):
        mix(s, pluck(midi_hz(note), 0.5, rng, 0.6, 1.0), i * 0.07, 0.2 + 0.04 * i)
    for i, note in enumerate((43, 55, 62, 67, 71, 74, 79)):
        mix(s, pluck(midi_hz(note), 2.0, rng, 0.5, 2.2), 0.55 + i * 0.03, 0.4)
    for i, note in enumerate((91, 86, 83)):
        mix(s, bell(midi_hz(note), 1.4), 0.6 + i * 0.22, 0.35)
    return s


EFFECTS: dict[str, Callable[[random.Random], Buffer]] = {
    "ui_click": ui_click, "place_card": place_card, "draw_card": draw_card, "shuffle": shuffle,
    "pay": pay, "gain_card": gain_card, "brooch_move": brooch_move, "goal_reached": goal_reached,
    "trick_won": trick_won, "week_end": week_end, "game_end": game_end, "favourite": favourite,
}


# ============================================================================ music
# An original minuet in G major, 3/4: per bar, the melody as (MIDI note, beats), the bass,
# and the harmony played on beats two and three (a minuet's "oom-pah-pah") in the tenor.
MELODY = (
    ((71, 1), (74, 1), (79, 1)), ((78, 1), (76, .5), (74, .5), (72, 1)),
    ((71, .5), (72, .5), (74, 1), (71, 1)), ((72, 1), (76, 1), (79, .5), (76, .5)),
    ((74, 1), (71, .5), (72, .5), (74, 1)), ((72, 1), (69, .5), (71, .5), (72, 1)),
    ((71, .5), (69, .5), (67, .5), (69, .5), (66, 1)), ((69, 2), (74, .5), (78, .5)),
    ((79, 1), (76, .5), (78, .5), (79, 1)), ((78, 1), (74, .5), (76, .5), (78, 1)),
    ((76, 1), (72, .5), (74, .5), (76, 1)), ((74, 1), (71, 1), (67, 1)),
    ((72, .5), (74, .5), (76, 1), (72, 1)), ((71, .5), (72, .5), (74, 1), (71, 1)),
    ((69, 1), (72, .5), (71, .5), (69, 1)), ((67, 2), (74, .5), (72, .5)),
)
BASS = (
    ((43, 2), (50, 1)), ((38, 2), (45, 1)), ((43, 2), (47, 1)), ((48, 2), (43, 1)),
    ((47, 2), (43, 1)), ((45, 2), (52, 1)), ((38, 2), (42, 1)), ((38, 2), (45, 1)),
    ((40, 2), (47, 1)), ((47, 2), (42, 1)), ((48, 2), (43, 1)), ((43, 2), (47, 1)),
    ((45, 2), (48, 1)), ((38, 2), (43, 1)), ((38, 2), (45, 1)), ((43, 2), (50, 1)),
)
HARMONY = (  # G, D7, G, C, G, Am, D, D | Em, Bm, C, G, Am, G, D7, G
    (55, 59, 62), (54, 57, 60), (55, 59, 62), (55, 60, 64), (55, 59, 62), (57, 60, 64),
    (54, 57, 62), (54, 57, 62), (55, 59, 64), (54, 59, 62), (55, 60, 64), (55, 59, 62),
    (57, 60, 64), (55, 59, 62), (54, 57, 60), (55, 59, 62),
)
LEGATO = 0.06  # s a note rings into the next, as a harpsichordist's fingers overlap


def minuet(rng: random.Random, bpm: float, bright: float, bars: tuple[int, ...]) -> Buffer:
    """The minuet at `bpm`, bars in the order given, as a loop: each note sounds for its value
    (plus a legato overlap) and is damped, so nothing rings into silence; the harmony keeps
    every beat sounding; what rings past the end folds onto the start."""
    beat = 60.0 / bpm
    total = 3 * beat * len(bars)
    s = silence(total)
    t = 0.0
    for b in bars:
        for voice, gain, bright_v in ((MELODY[b], 0.5, bright), (BASS[b], 0.5, bright * 0.6)):
            at = t
            for note, beats in voice:
                mix(s, pluck(midi_hz(note), beats * beat + LEGATO, rng, bright_v), at, gain)
                at += beats * beat
        for k in (1, 2):  # beats two and three, the chord rolled a little from the bottom
            for i, note in enumerate(HARMONY[b]):
                chord = pluck(midi_hz(note), beat + LEGATO, rng, bright * 0.5, 2.0)
                mix(s, chord, t + k * beat + 0.012 * i, 0.13)
        t += 3 * beat
    loop_len = int(total * RATE)
    tail = s[loop_len:]
    s = s[:loop_len]
    for i, v in enumerate(tail):  # fold the ringing tail back onto the start: seamless loop
        s[i % loop_len] += v
    return soften(s)


def soften(loop: Buffer, cutoff: float = 6000.0) -> Buffer:
    """A gentle one-pole low-pass (the room takes the quill's edge off) and a 20 Hz DC
    blocker, run round the loop twice so the filters' state at the end is their state at
    the start: the loop is filtered as a circle and has no seam."""
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    r = 1 - 2 * math.pi * 20 / RATE
    lp = x1 = y1 = 0.0
    out: Buffer = []
    for lap in range(2):
        for v in loop:
            lp += a * (v - lp)
            y1 = lp - x1 + r * y1
            x1 = lp
            if lap:
                out.append(y1)
    return out


MUSIC: dict[str, Callable[[random.Random], Buffer]] = {
    "music_title": lambda rng: minuet(rng, 126, 0.6, tuple(range(16))),
    "music_game": lambda rng: minuet(rng, 96, 0.3, (8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7)),
}
# Loudness targets (LUFS-like, see `loudness`): the cues of big moments loudest, the many small
# moves a little below them, the UI click well below (it is heard constantly), the music
# underneath all of them (and at half volume by default in the Options).
LOUDNESS = {"ui_click": -24.0, "place_card": -22.0, "draw_card": -20.0, "shuffle": -20.0, "pay": -19.0,
            "gain_card": -18.0, "brooch_move": -18.0, "goal_reached": -16.0, "trick_won": -17.0,
            "week_end": -16.0, "game_end": -16.0, "favourite": -16.0,
            "music_title": -20.0, "music_game": -21.0}


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
        music = name in MUSIC
        sound = finish(make(rng), LOUDNESS[name], music)
        write_wav(args.out / f"{name}.wav", sound)
        peak = 20 * math.log10(max(abs(v) for v in sound))
        print(f"{name}.wav  {len(sound) / RATE:5.2f} s  {loudness(sound, music):6.1f} LUFS  "
              f"peak {peak:5.1f} dBFS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
