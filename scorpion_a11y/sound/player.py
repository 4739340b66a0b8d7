"""Playback: one audio stream that stays open, fed by the :class:`~.mixer.Mixer`.

The device boundary is :func:`open_miniaudio`: `miniaudio <https://pypi.org/project/miniaudio/>`_
(wheels with the C library inside for Windows, macOS and Linux; WASAPI, Core Audio,
PulseAudio/PipeWire, ALSA). It calls our generator from its own thread whenever it needs the
next buffer, so a command only appends to the mixer and returns: a sound never waits for speech
and never holds up the prompt. Speech plays through its own stream; the system mixes the two.

Anything that goes wrong with the library or the device leaves the game silent: :meth:`open`
returns a reason (:class:`~scorpion_a11y.settings.NoSound`) and the caller says one sentence
if the player had asked for sound. A device that is only slow to open is still opening, never
"no device" (under load the null device took over 2 s and the game said no device worked).
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Generator, Sequence
from typing import Any, Protocol

from ..output.silence import silenced
from ..settings import NoSound
from .cues import Cue
from .mixer import Mixer
from .synth import RATE, family

#: Milliseconds of sound the device asks for at a time: a new sound starts within one period.
PERIOD_MS = 10

#: Seconds a command (``geluid aan``) or the interactive start waits for the device to open;
#: a device not open by then is still opening (:attr:`NoSound.OPENING`), never "no device".
OPEN_TIMEOUT_S = 2.0
#: Seconds after the driver was called without an answer at which the device counts as hung
#: (:attr:`NoSound.NO_ANSWER`): far beyond a slow start on a busy machine (the null device
#: opens in about 0.3 s of CPU), so a hung sound server costs the sound, never the game.
ANSWER_S = 10.0


class Device(Protocol):
    """What the player needs of an audio device (miniaudio's ``PlaybackDevice`` has it)."""

    def start(self, callback_generator: Generator[object, int, None]) -> None: ...

    def close(self) -> None: ...


#: Opens a 16-bit stereo device at a sample rate with a period in ms; raises when it cannot.
DeviceOpener = Callable[[int, int], Device]


class NoLibrary(RuntimeError):
    """The audio library is not installed (or cannot load)."""


def open_miniaudio(rate: int, period_ms: int, *, null: bool = False) -> Device:
    """A miniaudio playback device; ``null``: its null backend (no sound card, same timing)."""
    try:
        import miniaudio
    except Exception as err:  # ImportError, or a broken binary wheel
        raise NoLibrary(str(err)) from err
    backends = [miniaudio.Backend.NULL] if null else None
    # ALSA and PulseAudio write their complaints straight to the terminal: not there.
    with silenced():
        device: Device = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16,
            nchannels=2,
            sample_rate=rate,
            buffersize_msec=period_ms,
            backends=backends,
            app_name="scorpion-a11y",
        )
    return device


def open_null(rate: int, period_ms: int) -> Device:
    """miniaudio's null device: plays nowhere, in real time (tests, bench)."""
    return open_miniaudio(rate, period_ms, null=True)


#: Environment variable choosing the device: ``null`` (miniaudio's null device: everything
#: runs, nothing is heard) or ``geen`` (as if there were no device). For tests and diagnosis.
DEVICE_ENV = "SCORPION_A11Y_AUDIO"


def _no_device(rate: int, period_ms: int) -> Device:
    raise OSError("no audio device (SCORPION_A11Y_AUDIO=geen)")


def default_opener() -> DeviceOpener:
    """miniaudio's default device, unless :data:`DEVICE_ENV` asks for another."""
    import os

    chosen = os.environ.get(DEVICE_ENV, "").strip().lower()
    if chosen == "null":
        return open_null
    if chosen in ("geen", "none"):
        return _no_device
    return open_miniaudio


class _Attempt:
    """One try at opening the device, in its own thread."""

    def __init__(self) -> None:
        self.done = threading.Event()
        self.problem: NoSound | None = None
        #: when the attempt began (monotonic): the driver is called at once, in its thread
        self.began = time.monotonic()
        #: given up on (it did not answer in time): a device it opens after all is closed
        self.abandoned = False


class Player:
    """The open stream and its mixer. ``play`` never blocks; without a device it does nothing.

    The device is opened in a thread of its own: :meth:`open` waits for it at most as long as
    asked, :meth:`open_soon` not at all, and :meth:`answer` tells how it stands now. A device
    that is merely slow (a busy machine) is :attr:`NoSound.OPENING`, never "no device": only a
    driver that raised, or one that has not answered ``answer_within`` seconds after it was
    called (a hung sound server), is no sound.
    """

    def __init__(
        self,
        opener: DeviceOpener | None = None,
        period_ms: int = PERIOD_MS,
        open_timeout: float | None = None,
        answer_within: float | None = None,
    ) -> None:
        self.opener: DeviceOpener = opener or default_opener()
        self.period_ms = period_ms
        #: seconds :meth:`open` waits by default (:data:`OPEN_TIMEOUT_S`)
        self.open_timeout = OPEN_TIMEOUT_S if open_timeout is None else open_timeout
        #: seconds after which a driver that has not answered is hung (:data:`ANSWER_S`)
        self.answer_within = ANSWER_S if answer_within is None else answer_within
        self.mixer = Mixer()
        self.device: Device | None = None
        self.buffers = 0  # buffers handed to the device (tests, bench)
        self._lock = threading.Lock()
        self._attempt: _Attempt | None = None
        self._closed = False

    @property
    def working(self) -> bool:
        return self.device is not None

    def open(self, wait: float | None = None) -> NoSound | None:
        """Open the device (or go on opening it) and wait at most ``wait`` seconds (default
        ``open_timeout``; ``math.inf``: until it answers, or is given up as hung) for the
        answer: ``None`` when it works, :attr:`NoSound.OPENING` when it has not answered yet
        (the attempt goes on in the background: ask :meth:`answer` later), else why not."""
        if self.device is not None:
            return None
        attempt = self.open_soon()
        end = time.monotonic() + (self.open_timeout if wait is None else wait)
        while not attempt.done.is_set():
            left = end - time.monotonic()
            if left <= 0 or self._hung(attempt):
                break
            attempt.done.wait(min(left, 0.05))
        return self.answer()

    def answer(self) -> NoSound | None:
        """How the device stands now, without waiting: ``None`` when it works; the latest
        attempt's problem; :attr:`NoSound.OPENING` while it is still opening."""
        if self.device is not None:
            return None
        attempt = self._attempt
        if attempt is None:
            return NoSound.OPENING
        if attempt.done.is_set():
            return None if self.device is not None else (attempt.problem or NoSound.DEVICE)
        return NoSound.NO_ANSWER if self._hung(attempt) else NoSound.OPENING

    def _hung(self, attempt: _Attempt) -> bool:
        """Was the driver called ``answer_within`` seconds ago without an answer? Then the
        attempt is given up (a device it still opens is closed at once)."""
        with self._lock:
            if attempt.abandoned:
                return True
            if attempt.done.is_set():
                return False
            if time.monotonic() - attempt.began < self.answer_within:
                return False
            attempt.abandoned = True
            return True

    def open_soon(self) -> _Attempt:
        """Start opening the device in the background (one attempt at a time: a hung one is
        not tried again beside itself)."""
        with self._lock:
            attempt = self._attempt
            if attempt is not None and not attempt.done.is_set():
                return attempt
            attempt = self._attempt = _Attempt()
        threading.Thread(
            target=self._open, args=(attempt,), name="geluid-openen", daemon=True
        ).start()
        return attempt

    def _open(self, attempt: _Attempt) -> None:
        try:
            problem = self._open_device(attempt)
        except Exception:  # never a traceback from the sound thread
            problem = NoSound.DEVICE
        with self._lock:
            attempt.problem = NoSound.NO_ANSWER if attempt.abandoned else problem
        attempt.done.set()

    def _open_device(self, attempt: _Attempt) -> NoSound | None:
        try:
            device = self.opener(RATE, self.period_ms)
        except NoLibrary:
            return NoSound.LIBRARY
        except Exception:  # MiniaudioError, OSError, anything the driver says
            return NoSound.DEVICE
        # The sounds are made once the device is there (pure Python, a moment of CPU): a
        # failing device costs nothing, and a busy machine does not make the driver look hung.
        family()
        stream = self._stream()
        next(stream)
        try:
            device.start(stream)
        except Exception:
            with contextlib.suppress(Exception):
                device.close()
            return NoSound.DEVICE
        with self._lock:
            if self._closed or attempt.abandoned:  # the game ended, or gave up waiting
                with contextlib.suppress(Exception):
                    device.close()
                return NoSound.NO_ANSWER if attempt.abandoned else NoSound.DEVICE
            self.device = device
        return None

    def _stream(self) -> Generator[Any, int, None]:
        frames = yield b""
        while True:
            self.buffers += 1
            frames = yield self.mixer.render(frames)

    def play(
        self,
        cues: Sequence[Cue],
        columns: int,
        volume: int,
        mono: bool,
        since: float | None = None,
    ) -> None:
        if self.device is None or not cues:
            return
        self.mixer.add(cues, columns, volume, mono, since)

    def stop_sounds(self) -> None:
        self.mixer.clear()

    def close(self) -> None:
        with self._lock:
            self._closed = True
            device, self.device = self.device, None
        if device is not None:
            with contextlib.suppress(Exception):
                device.close()
