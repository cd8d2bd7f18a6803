"""Generate the interface's short sound effects as 16-bit mono WAV files.

Standard library only (wave + math), so anyone can regenerate them:
``python build_scripts/make_sounds.py`` writes assets/sounds/*.wav. Each effect is a few
sine partials with an attack/decay envelope; everything is deterministic (no noise).
"""

from __future__ import annotations

import math
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"

# name -> list of notes (start s, duration s, frequency Hz, amplitude 0..1, end frequency)
EFFECTS: dict[str, list[tuple[float, float, float, float, float]]] = {
    "click": [(0.0, 0.045, 1400, 0.5, 900)],
    "move": [(0.0, 0.16, 320, 0.55, 520)],
    "error": [(0.0, 0.14, 220, 0.55, 200), (0.16, 0.20, 180, 0.55, 150)],
    "tick": [(0.0, 0.03, 2200, 0.4, 2200)],
    "bid": [(0.0, 0.09, 660, 0.5, 660), (0.08, 0.12, 990, 0.45, 990)],
    "win": [(0.0, 0.16, 523, 0.45, 523), (0.15, 0.16, 659, 0.45, 659),
            (0.30, 0.16, 784, 0.45, 784), (0.45, 0.45, 1047, 0.5, 1047)],
    "your_turn": [(0.0, 0.12, 587, 0.45, 587), (0.12, 0.22, 880, 0.45, 880)],
}


def render(notes: list[tuple[float, float, float, float, float]]) -> list[int]:
    length = max(start + dur for start, dur, *_ in notes) + 0.02
    samples = [0.0] * int(length * RATE)
    for start, dur, f0, amp, f1 in notes:
        first = int(start * RATE)
        n = int(dur * RATE)
        phase = 0.0
        for i in range(n):
            t = i / n
            freq = f0 + (f1 - f0) * t
            phase += 2 * math.pi * freq / RATE
            attack = min(1.0, i / (0.005 * RATE))
            env = attack * (1 - t) ** 2
            value = math.sin(phase) + 0.25 * math.sin(2 * phase)
            samples[first + i] += amp * env * value / 1.25
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = min(1.0, 0.9 / peak)
    return [int(max(-1.0, min(1.0, s * scale)) * 32767) for s in samples]


def write(path: Path, samples: list[int]) -> None:
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(b"".join(struct.pack("<h", s) for s in samples))


def main(out: Path = OUT) -> int:
    out.mkdir(parents=True, exist_ok=True)
    for name, notes in EFFECTS.items():
        write(out / f"{name}.wav", render(notes))
        print(f"wrote {out / (name + '.wav')}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT))
