"""Sound players the game can stop at once: a process it kills, or winsound on Windows.

pyttsx3 plays through ``aplay`` itself on Linux and cannot be stopped mid-sentence; here the
speech worker only renders WAV files and the game plays them with a player it owns.
"""

from __future__ import annotations

import contextlib
import enum
import importlib
import os
import shutil
import subprocess
import sys
import threading
import wave
from abc import ABC, abstractmethod
from typing import Any

from .base import BackendError, Problem


class Status(enum.Enum):
    FINISHED = "finished"  # played to the end
    STOPPED = "stopped"  # stopped by us
    FAILED = "failed"  # the player could not play (no sound card, no sound server)


class Handle(ABC):
    @abstractmethod
    def wait(self) -> Status:
        """Block until the sound ends, is stopped, or fails."""

    @abstractmethod
    def stop(self) -> None:
        """Stop now (returns when the sound is off). Never raises."""


class Player(ABC):
    name = ""

    @abstractmethod
    def play(self, path: str) -> Handle:
        """Start playing ``path`` in the background. Raises OSError when it cannot start."""

    def probe(self, path: str, timeout: float = 5.0) -> bool:
        """Play ``path`` (a short silence) to the end: does this player work here?"""
        try:
            handle = self.play(path)
        except OSError:
            return False
        result: list[Status] = []
        waiter = threading.Thread(target=lambda: result.append(handle.wait()), daemon=True)
        waiter.start()
        waiter.join(timeout)
        if waiter.is_alive():
            handle.stop()
            waiter.join(1.0)
            return False
        return bool(result) and result[0] is Status.FINISHED


def _new_session() -> dict[str, object]:
    if sys.platform == "win32":  # pragma: no cover
        flags = getattr(subprocess, "CREATE_NO_WINDOW", 0)
        flags |= getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0)
        return {"creationflags": flags}
    # Its own session: Ctrl+C at the terminal does not reach it; we stop it ourselves.
    return {"start_new_session": True}


class ProcessHandle(Handle):
    def __init__(self, process: subprocess.Popen[bytes]) -> None:
        self.process = process
        self._stopped = False

    def wait(self) -> Status:
        code = self.process.wait()
        if self._stopped:
            return Status.STOPPED
        return Status.FINISHED if code == 0 else Status.FAILED

    def stop(self) -> None:
        self._stopped = True
        with contextlib.suppress(OSError):
            self.process.kill()  # SIGKILL: the sound device is closed and its buffer dropped
        with contextlib.suppress(Exception):
            self.process.wait(timeout=2)


class ProcessPlayer(Player):
    """A command line player; the file's path is appended to ``command``."""

    def __init__(self, command: list[str], name: str | None = None) -> None:
        self.command = list(command)
        self.name = name or os.path.basename(command[0])

    def play(self, path: str) -> Handle:
        process = subprocess.Popen(
            [*self.command, path],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,  # ALSA's complaints would be read aloud
            close_fds=True,
            **_new_session(),  # type: ignore[call-overload]
        )
        return ProcessHandle(process)

    def __repr__(self) -> str:
        return f"ProcessPlayer({self.command!r})"


def wav_seconds(path: str) -> float:
    with wave.open(path, "rb") as wav:
        return wav.getnframes() / float(wav.getframerate() or 1)


class _WinsoundHandle(Handle):  # pragma: no cover - Windows only
    def __init__(self, seconds: float) -> None:
        self._done = threading.Event()
        self._stopped = False
        self._seconds = seconds

    def wait(self) -> Status:
        self._done.wait(self._seconds)
        return Status.STOPPED if self._stopped else Status.FINISHED

    def stop(self) -> None:
        winsound: Any = importlib.import_module("winsound")

        self._stopped = True
        with contextlib.suppress(Exception):
            winsound.PlaySound(None, 0)
        self._done.set()


class WinsoundPlayer(Player):  # pragma: no cover - Windows only
    """Windows' own PlaySound, asynchronous; stopped by playing nothing."""

    name = "winsound"

    def play(self, path: str) -> Handle:
        winsound: Any = importlib.import_module("winsound")

        seconds = wav_seconds(path)
        flags = winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT
        try:
            winsound.PlaySound(path, flags)
        except RuntimeError as exc:
            raise OSError(str(exc)) from None
        return _WinsoundHandle(seconds)

    def probe(self, path: str, timeout: float = 5.0) -> bool:
        winsound: Any = importlib.import_module("winsound")

        try:
            winsound.PlaySound(path, winsound.SND_FILENAME | winsound.SND_NODEFAULT)
        except RuntimeError:
            return False
        return True


#: Command line players by preference, per platform; the WAV's path is appended.
LINUX_PLAYERS: list[list[str]] = [
    ["paplay"],
    ["pw-play"],
    ["aplay", "-q"],
    ["play", "-q"],
    ["ffplay", "-nodisp", "-autoexit", "-loglevel", "quiet"],
]
MAC_PLAYERS: list[list[str]] = [["afplay"]]


def candidates(platform: str | None = None) -> list[Player]:
    """The players installed here, best first (not yet tried)."""
    platform = platform or sys.platform
    if platform == "win32":
        return [WinsoundPlayer()]
    found: list[Player] = []
    for command in MAC_PLAYERS if platform == "darwin" else LINUX_PLAYERS:
        program = shutil.which(command[0])
        if program:
            found.append(ProcessPlayer([program, *command[1:]], name=command[0]))
    return found


def write_silence(path: str, seconds: float = 0.05, rate: int = 22050) -> str:
    with wave.open(path, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(rate)
        wav.writeframes(b"\0\0" * int(rate * seconds))
    return path


def choose(folder: str, players: list[Player] | None = None) -> Player:
    """The first player that plays a short silence here. Raises BackendError."""
    options = candidates() if players is None else players
    if not options:
        raise BackendError(Problem.NO_PLAYER, "no aplay, paplay, pw-play, play or afplay")
    silence = write_silence(os.path.join(folder, "probe.wav"))
    tried = []
    for player in options:
        if player.probe(silence):
            return player
        tried.append(player.name)
    raise BackendError(Problem.NO_SOUND, "failed: " + ", ".join(tried))
