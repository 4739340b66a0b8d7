"""Playback: one audio stream that stays open, fed by the :class:`~.mixer.Mixer`.

The device boundary is :func:`open_miniaudio`: `miniaudio <https://pypi.org/project/miniaudio/>`_
(wheels with the C library inside for Windows, macOS and Linux; WASAPI, Core Audio,
PulseAudio/PipeWire, ALSA). It calls our generator from its own thread whenever it needs the
next buffer, so a command only appends to the mixer and returns: a sound never waits for speech
and never holds up the prompt. Speech plays through its own stream; the system mixes the two.

Anything that goes wrong with the library or the device leaves the game silent: :meth:`open`
returns a reason (``"library"`` or ``"device"``) and the caller says one sentence if the player
had asked for sound.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Generator, Sequence
from typing import Any, Protocol

from ..output.silence import silenced
from .cues import Cue
from .mixer import Mixer
from .synth import RATE, family

#: Milliseconds of sound the device asks for at a time: a new sound starts within one period.
PERIOD_MS = 10

NO_LIBRARY = "library"
NO_DEVICE = "device"
#: Seconds the game waits for an audio device to open: a driver that blocks (a hung sound
#: server) costs the sound, never the game.
OPEN_TIMEOUT_S = 2.0


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
        self.problem: str | None = None


class Player:
    """The open stream and its mixer. ``play`` never blocks; without a device it does nothing.

    The device is opened in a thread of its own: :meth:`open` waits for it at most
    ``open_timeout`` seconds, :meth:`open_soon` not at all.
    """

    def __init__(
        self,
        opener: DeviceOpener | None = None,
        period_ms: int = PERIOD_MS,
        open_timeout: float = OPEN_TIMEOUT_S,
    ) -> None:
        self.opener: DeviceOpener = opener or default_opener()
        self.period_ms = period_ms
        self.open_timeout = open_timeout
        self.mixer = Mixer()
        self.device: Device | None = None
        self.problem: str | None = None
        self.buffers = 0  # buffers handed to the device (tests, bench)
        self._lock = threading.Lock()
        self._attempt: _Attempt | None = None
        self._closed = False

    @property
    def working(self) -> bool:
        return self.device is not None

    def open(self) -> str | None:
        """Open the device; ``None`` when it works, else why not (:data:`NO_LIBRARY`, ...).

        A device that does not open within ``open_timeout`` is no device (the attempt goes on
        in the background and a later :meth:`open` takes its result)."""
        if self.device is not None:
            return None
        attempt = self.open_soon()
        if not attempt.done.wait(self.open_timeout):
            self.problem = NO_DEVICE
            return self.problem
        self.problem = None if self.device is not None else (attempt.problem or NO_DEVICE)
        return self.problem

    def open_soon(self, then: Callable[[str | None], None] | None = None) -> _Attempt:
        """Start opening the device in the background (one attempt at a time); ``then`` is
        called from that thread with the result."""
        with self._lock:
            attempt = self._attempt
            if attempt is not None and not attempt.done.is_set():
                return attempt
            attempt = self._attempt = _Attempt()
        threading.Thread(
            target=self._open, args=(attempt, then), name="geluid-openen", daemon=True
        ).start()
        return attempt

    def _open(self, attempt: _Attempt, then: Callable[[str | None], None] | None) -> None:
        try:
            attempt.problem = self._open_device()
        finally:
            attempt.done.set()
        if then is not None:
            with contextlib.suppress(Exception):
                then(attempt.problem)

    def _open_device(self) -> str | None:
        family()  # generated once, before the first sound is asked for
        try:
            device = self.opener(RATE, self.period_ms)
        except NoLibrary:
            return NO_LIBRARY
        except Exception:  # MiniaudioError, OSError, anything the driver says
            return NO_DEVICE
        stream = self._stream()
        next(stream)
        try:
            device.start(stream)
        except Exception:
            with contextlib.suppress(Exception):
                device.close()
            return NO_DEVICE
        with self._lock:
            if self._closed:  # the game ended while the device was opening
                with contextlib.suppress(Exception):
                    device.close()
                return NO_DEVICE
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
