"""Measures of rendered sound for the tests: energy, peak, and a simple envelope/pitch print."""

from __future__ import annotations

import math
from array import array
from collections.abc import Sequence
from itertools import pairwise

from scorpion_a11y.sound.synth import RATE

FRAME = RATE // 100  # 10 ms


def channels(frames: Sequence[int]) -> tuple[list[int], list[int]]:
    """Interleaved stereo -> (left, right)."""
    return list(frames[0::2]), list(frames[1::2])


def energy(samples: Sequence[int]) -> float:
    return float(sum(s * s for s in samples))


def rms(samples: Sequence[int]) -> float:
    return math.sqrt(energy(samples) / len(samples)) if samples else 0.0


def peak(samples: Sequence[int]) -> int:
    return max((abs(s) for s in samples), default=0)


def fingerprint(samples: Sequence[int]) -> list[tuple[float, float]]:
    """Per 10 ms: (loudness, zero crossings per sample), the envelope and the rough pitch."""
    out = []
    for start in range(0, len(samples), FRAME):
        frame = samples[start : start + FRAME]
        crossings = sum(1 for a, b in pairwise(frame) if (a < 0) != (b < 0))
        out.append((rms(frame), crossings / max(1, len(frame))))
    return out


def distance(a: array[int] | Sequence[int], b: array[int] | Sequence[int]) -> float:
    """How different two sounds are: envelope and pitch, frame by frame (0 = the same)."""
    fa, fb = fingerprint(a), fingerprint(b)
    n = max(len(fa), len(fb))
    fa += [(0.0, 0.0)] * (n - len(fa))
    fb += [(0.0, 0.0)] * (n - len(fb))
    loud = max(max(x for x, _ in fa), max(x for x, _ in fb)) or 1.0
    total = 0.0
    for (ra, za), (rb, zb) in zip(fa, fb, strict=True):
        total += abs(ra - rb) / loud + abs(za - zb) / 0.1
    return total / n
