"""The mixer: earcons laid over each other, panned, into 16-bit stereo buffers.

:meth:`Mixer.add` is all a command does (append to a deque: never waits, never blocks);
:meth:`Mixer.render` runs on the audio device's own thread and fills each buffer the device
asks for. Too many sounds at once (a burst of events) are dropped oldest first, never queued
up to play late. Pure Python (``array``, ``map``): no numpy.
"""

from __future__ import annotations

import math
import time
from array import array
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import repeat
from operator import add, mul

from .cues import Cue
from .synth import RATE, Earcon, family

#: Sounds playing at once; more are dropped, the oldest first.
MAX_VOICES = 24
#: How far a column may sit from the middle: 1 is hard left/right. 0.85 keeps a little of
#: each sound in the other ear (kinder on headphones), still clearly left or right.
PAN_WIDTH = 0.85


def pan_gains(column: int | None, columns: int, mono: bool) -> tuple[float, float]:
    """Left and right gain of a sound at ``column`` (0-based) of ``columns``: constant power.

    Column 1 is left, the last column right; ``None`` (no column) and mono are the middle.
    """
    if mono or column is None or columns < 2:
        p = 0.0
    else:
        p = (2.0 * min(max(column, 0), columns - 1) / (columns - 1) - 1.0) * PAN_WIDTH
    theta = (p + 1.0) * math.pi / 4.0
    return math.cos(theta), math.sin(theta)


def volume_gain(volume: int) -> float:
    """The player's volume 0-100 as a gain: squared, so the steps sound even."""
    v = min(100, max(0, volume)) / 100.0
    return v * v


@dataclass
class Voice:
    samples: array[int]
    left: float
    right: float
    position: int  # next sample to play; negative while the sound waits for its delay
    requested: float = 0.0
    started: bool = False


@dataclass
class Mixer:
    rate: int = RATE
    max_voices: int = MAX_VOICES
    #: Seconds from :meth:`add` to the buffer holding a sound's first sample (for bench/).
    latencies: list[float] | None = None
    #: ``perf_counter`` times those buffers were handed over (when ``latencies`` is a list).
    played_at: list[float] = field(default_factory=list)
    dropped: int = 0
    _pending: deque[Voice] = field(default_factory=deque)
    _active: list[Voice] = field(default_factory=list)
    _silence: dict[int, array[int]] = field(default_factory=dict)
    _clearing: bool = False

    def add(
        self,
        cues: Sequence[Cue],
        columns: int,
        volume: int = 100,
        mono: bool = False,
        since: float | None = None,
    ) -> None:
        """Queue ``cues`` to start at their delays from the next buffer. Never blocks.

        ``since``: the ``perf_counter`` time latency is measured from (default: now).
        """
        sounds = family()
        gain = volume_gain(volume)
        now = time.perf_counter() if since is None else since
        for cue in cues:
            left, right = pan_gains(cue.column, columns, mono)
            delay = int(self.rate * cue.delay_ms / 1000)
            voice = Voice(sounds[cue.earcon], left * gain, right * gain, -delay, now)
            self._pending.append(voice)

    def clear(self) -> None:
        """Stop every sound (the next buffer is silent).

        The device thread may be inside :meth:`render`: it drops its sounds at its next
        buffer, so a clear is never undone by a render that was already running.
        """
        self._pending.clear()
        self._clearing = True

    @property
    def busy(self) -> bool:
        return bool(self._pending or (self._active and not self._clearing))

    def render(self, frames: int) -> array[int]:
        """The next ``frames`` stereo frames (interleaved, 16-bit). Never raises."""
        try:
            return self._render(frames)
        except Exception:  # the device thread must go on; this buffer is silent
            self._active = []
            return self._zeros(frames)

    def _zeros(self, frames: int) -> array[int]:
        zeros = self._silence.get(frames)
        if zeros is None:
            zeros = self._silence[frames] = array("h", bytes(4 * frames))
        return zeros

    def _render(self, frames: int) -> array[int]:
        if self._clearing:
            self._clearing = False
            self._active = []
        while self._pending:
            self._active.append(self._pending.popleft())
        if len(self._active) > self.max_voices:
            over = len(self._active) - self.max_voices
            self.dropped += over
            self._active = self._active[over:]
        if not self._active:
            return self._zeros(frames)
        left = [0.0] * frames
        right = [0.0] * frames
        keep: list[Voice] = []
        first: list[Voice] = []
        for v in self._active:
            start = v.position
            offset = max(0, -start)  # frames of this buffer before the sound begins
            if offset >= frames:
                v.position += frames
                keep.append(v)
                continue
            begin = max(0, start)
            seg = v.samples[begin : begin + frames - offset]
            end = offset + len(seg)
            left[offset:end] = map(add, left[offset:end], map(mul, seg, repeat(v.left)))
            right[offset:end] = map(add, right[offset:end], map(mul, seg, repeat(v.right)))
            if not v.started:
                v.started = True
                first.append(v)
            v.position += frames
            if v.position < len(v.samples):
                keep.append(v)
        self._active = keep
        out = array("h", bytes(4 * frames))
        out[0::2] = array("h", map(_clip, left))
        out[1::2] = array("h", map(_clip, right))
        if first and self.latencies is not None:
            now = time.perf_counter()
            self.latencies.extend(now - v.requested for v in first)
            self.played_at.extend(now for _ in first)
        return out


def _clip(value: float) -> int:
    if value >= 32767.0:
        return 32767
    if value <= -32768.0:
        return -32768
    return int(value)


def render_cues(
    cues: Sequence[Cue], columns: int, volume: int = 100, mono: bool = False
) -> array[int]:
    """The whole of ``cues`` as one interleaved stereo buffer, as the device would get it."""
    mixer = Mixer()
    mixer.add(cues, columns, volume, mono)
    sounds = family()
    length = max((int(RATE * c.delay_ms / 1000) + len(sounds[c.earcon]) for c in cues), default=0)
    return mixer.render(length) if length else array("h")


def earcon_cue(earcon: Earcon, column: int | None = None) -> list[Cue]:
    return [Cue(earcon, column, 0)]
