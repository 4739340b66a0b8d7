"""The earcon family, synthesized in pure Python at start: no sound files, no numpy.

One timbre for the whole family (a soft mallet: a sine with a quiet octave and twelfth, a
3 ms attack and an exponential decay), so the sounds are heard as belonging together; the
meaning is carried by pitch contour and rhythm (Brewster's earcon families):

    move           one mid note                       same suit   the move note, then a fifth up
    refused        two low notes falling a semitone   turned      two quick high taps
    run removed    four notes rising (an arpeggio)    reserve     one short tick (played 3 times)
    undo           a glide down                       redo        a glide up
    won            a rising arpeggio and a held chord no moves    three slow notes falling
    question       a low note, then a held note up    tick        a very short, quiet high tap

Every earcon is mono 16-bit at :data:`RATE`; the player pans it per column when it plays. The
arithmetic is plain IEEE double maths on fixed constants, so the family is the same sample for
sample on every run (``family()`` is cached).
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Iterable
from enum import Enum
from functools import cache
from itertools import accumulate, repeat
from operator import add, and_, mul

#: Samples per second of every earcon (and of the device the player opens).
RATE = 22050
#: Peak of the loudest earcon, as a fraction of full scale: about -8 dBFS before the volume
#: setting, so a sound is never louder than speech at the same system volume.
PEAK = 0.4
#: Longest earcon except the win.
MAX_MS = 300
#: The win may be longer.
MAX_WIN_MS = 900


class Earcon(Enum):
    MOVE = "move"
    SAME_SUIT = "same_suit"
    REFUSED = "refused"
    TURNED = "turned"
    RUN = "run"
    RESERVE = "reserve"
    UNDO = "undo"
    REDO = "redo"
    WON = "won"
    STUCK = "stuck"
    QUESTION = "question"
    TICK = "tick"


#: The order ``geluiden`` plays them in, and the WAV files are numbered by.
ORDER: tuple[Earcon, ...] = tuple(Earcon)

_TAU = 2.0 * math.pi
_TABLE_SIZE = 4096
_MASK = repeat(_TABLE_SIZE - 1)
_LOOP = 1000


def _note(f: float) -> float:
    """The frequency of ``f`` semitones from A4 (440 Hz)."""
    return 440.0 * math.pow(2.0, f / 12.0)


@cache
def _table() -> list[float]:
    """One cycle of the family's timbre: fundamental, quiet octave and twelfth, peak 1."""

    def partial(harmonic: int, level: float) -> list[float]:
        angles = map(mul, range(_TABLE_SIZE), repeat(harmonic * _TAU / _TABLE_SIZE))
        return list(map(mul, map(math.sin, angles), repeat(level)))

    raw = list(map(add, map(add, partial(1, 1.0), partial(2, 0.25)), partial(3, 0.08)))
    top = max(map(abs, raw))
    return list(map(mul, raw, repeat(1.0 / top)))


def _tone(
    start_hz: float, end_hz: float, ms: float, decay_ms: float, level: float = 1.0
) -> list[float]:
    """One mallet note (a glide when the two frequencies differ) of ``ms`` milliseconds.

    Built from ``map`` and ``accumulate`` over C-level operators, not a Python loop per
    sample: the whole family takes a few milliseconds.
    """
    n = int(RATE * ms / 1000)
    table = _table()
    # The decay is a geometric sequence: a running product, no exp() per sample.
    k = math.exp(-1.0 / (RATE * decay_ms / 1000))
    env = list(accumulate(repeat(k, n - 1), mul, initial=level))
    if start_hz == end_hz:
        # A steady note repeats a loop of whole cycles (about 1000 samples, so the pitch is
        # off by well under a cent): list repetition instead of a table look-up per sample.
        cycles = max(1, round(_LOOP * start_hz / RATE))
        length = round(cycles * RATE / start_hz)
        step = cycles * _TABLE_SIZE / length
        index: Iterable[int] = map(and_, map(int, map(mul, range(length), repeat(step))), _MASK)
        loop = list(map(table.__getitem__, index))
        wave = (loop * (n // length + 1))[:n]
    else:
        step0 = start_hz * _TABLE_SIZE / RATE
        dstep = (end_hz - start_hz) * _TABLE_SIZE / RATE / max(1, n)
        steps = map(add, repeat(step0), map(mul, range(n), repeat(dstep)))
        phases = accumulate(steps, initial=0.0)
        wave = list(map(table.__getitem__, map(and_, map(int, phases), _MASK)))
    out = list(map(mul, wave, env))
    attack = min(n, max(1, int(RATE * 0.003)))
    release = min(n, max(1, int(RATE * 0.008)))
    out[:attack] = map(mul, out[:attack], (i / attack for i in range(attack)))
    out[n - release :] = map(mul, out[n - release :], (i / release for i in range(release, 0, -1)))
    return out


def _silence(ms: float) -> list[float]:
    return [0.0] * int(RATE * ms / 1000)


def _mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Lay notes over each other: ``(start in ms, samples)``."""
    length = max(int(RATE * at / 1000) + len(s) for at, s in parts)
    out = [0.0] * length
    for at, samples in parts:
        o = int(RATE * at / 1000)
        out[o : o + len(samples)] = map(add, out[o : o + len(samples)], samples)
    return out


def _render(earcon: Earcon) -> list[float]:
    n = _note
    if earcon is Earcon.MOVE:
        return _tone(n(7), n(7), 90, 45)  # E5
    if earcon is Earcon.SAME_SUIT:
        return _tone(n(7), n(7), 80, 45) + _tone(n(14), n(14), 140, 60)  # E5, B5
    if earcon is Earcon.REFUSED:
        return _tone(n(-5), n(-5), 110, 90) + _tone(n(-6), n(-6), 170, 110)  # E4, D#4
    if earcon is Earcon.TURNED:
        return _tone(n(27), n(27), 40, 18) + _silence(25) + _tone(n(27), n(27), 45, 20)  # C7
    if earcon is Earcon.RUN:
        return [v for f in (3, 7, 10, 15) for v in _tone(n(f), n(f), 70, 50)]  # C5 E5 G5 C6
    if earcon is Earcon.RESERVE:
        return _tone(n(22), n(22), 35, 12)  # G6, a short tick
    if earcon is Earcon.UNDO:
        return _tone(n(12), n(5), 160, 90)  # A5 down to D5
    if earcon is Earcon.REDO:
        return _tone(n(5), n(12), 130, 70)  # D5 up to A5, quicker than undo
    if earcon is Earcon.WON:
        rise = [v for f in (3, 7, 10) for v in _tone(n(f), n(f), 90, 70)]
        chord = _mix(
            (0, _tone(n(15), n(15), 560, 260, 0.55)),
            (0, _tone(n(19), n(19), 560, 260, 0.45)),
            (0, _tone(n(22), n(22), 560, 260, 0.4)),
        )
        return rise + chord
    if earcon is Earcon.STUCK:
        return [v for f in (-2, -5, -9) for v in _tone(n(f), n(f), 95, 80)]  # G4 E4 C4
    if earcon is Earcon.QUESTION:
        return _tone(n(0), n(0), 80, 60) + _tone(n(7), n(8), 200, 180)  # A4, then E5 rising
    # TICK: the quietest and shortest, for a command that changes nothing
    return _tone(n(24), n(24), 22, 8, 0.35)


@cache
def family() -> dict[Earcon, array[int]]:
    """Every earcon as mono signed 16-bit samples at :data:`RATE`, peak at most :data:`PEAK`."""
    rendered = {e: _render(e) for e in ORDER}
    top = max(max(map(abs, s)) for s in rendered.values())
    scale = PEAK * 32767 / top
    return {e: array("h", map(int, map(mul, s, repeat(scale)))) for e, s in rendered.items()}


def duration_ms(earcon: Earcon) -> float:
    return 1000 * len(family()[earcon]) / RATE
