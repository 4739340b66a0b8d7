"""``spraak``: direct speech with a voice in the player's language, interruptible at once.

Two processes share the work:

- the *speech worker* (:mod:`.speech_worker`, its own Python process) renders each sentence to a
  WAV file with pyttsx3 (espeak-ng ``nl`` on Linux, a Dutch SAPI5 voice on Windows,
  NSSpeechSynthesizer on macOS), or with the ``espeak-ng`` program when pyttsx3 or its library is
  missing. A crash or hang there cannot take the game with it.
- the game plays the files with a player process it owns (``paplay``, ``pw-play``, ``aplay``,
  ``play``, ``afplay``; ``winsound`` on Windows) and *kills* it when a new announcement comes or
  the player presses Escape: speech stops mid-word, on every platform.

Nothing here blocks: ``speak`` writes one line to the worker and returns. Faults found in the
background (the player fails, the worker dies or stops answering) are reported once through
``on_fault`` with the text that was not heard, so the game can say it another way.
"""

from __future__ import annotations

import contextlib
import logging
import os
import queue
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO, Any

from ..exhaustive import assert_never
from ..settings import RATE_WPM_DEFAULT, OutputChoice
from ..utterance import Utterance
from . import players as players_module
from . import protocol
from .base import Backend, BackendError, Problem, Terminal, importable
from .players import Handle, Player, Status

#: The worker's error details go here (the app sends the package's log to fouten.log).
log = logging.getLogger("scorpion_a11y.speech")

WORKER = Path(__file__).resolve().parent / "speech_worker.py"

#: A listener for playback moments: ("start" | "end" | "stopped" | "failed", utterance id).
PlaybackListener = Callable[[str, int], None]


def _new_session() -> dict[str, Any]:
    if sys.platform == "win32":  # pragma: no cover
        return {"creationflags": getattr(subprocess, "CREATE_NO_WINDOW", 0)}
    return {"start_new_session": True}


class SpeechBackend(Backend):
    name = OutputChoice.SPRAAK.value
    terminal = Terminal.QUIET

    @classmethod
    def unavailable(cls) -> Problem | None:
        """A synthesizer and a sound player are installed (the sound card is tried at start)."""
        pyttsx3 = importable("pyttsx3")
        if sys.platform.startswith("linux"):
            program = bool(shutil.which("espeak-ng") or shutil.which("espeak"))
            if not program and not pyttsx3:
                return Problem.NOT_INSTALLED
            if not program and not _libespeak_present():
                return Problem.NO_SYNTHESIZER
        elif not pyttsx3:
            return Problem.NOT_INSTALLED
        if not players_module.candidates():
            return Problem.NO_PLAYER
        return None

    def __init__(
        self,
        *,
        lang: str = "nl",
        rate: int = RATE_WPM_DEFAULT,  # words per minute, espeak-ng's own scale
        volume: int = 100,
        player: Player | list[str] | None = None,
        engine: str = "auto",
        python: str | None = None,
        env: dict[str, str] | None = None,
        start_timeout: float = 10.0,
        render_timeout: float = 10.0,
        on_playback: PlaybackListener | None = None,
    ) -> None:
        self.rate = rate
        self.volume = volume
        self.engine = ""
        self.voice = ""
        self._render_timeout = render_timeout
        self._on_playback = on_playback
        self._lock = threading.RLock()
        self._gen = 0
        self._next_id = 0
        # per announcement sent, its utterances not yet heard to the end
        self._unfinished: dict[int, tuple[str, ...]] = {}
        self._deadlines: dict[int, float] = {}  # utterances waiting for their next chunk
        #: The earliest deadline of renders cancelled before the worker answered them: a
        #: new announcement cannot move it later (the worker still owes that answer), so a
        #: hung synthesizer is found within one render timeout however often the player types.
        self._owed: float | None = None
        self._queue: queue.Queue[protocol.Chunk | None] = queue.Queue()
        self._current: Handle | None = None
        self._failed: Problem | None = None
        self._closing = False
        self._ready = threading.Event()
        self._fatal: tuple[Problem, str] | None = None
        self._threads: list[threading.Thread] = []
        self._process: subprocess.Popen[str] | None = None
        self._stdin: IO[str] | None = None
        self._dir = tempfile.mkdtemp(prefix="scorpion-spraak-")
        try:
            self._spawn(lang, engine, python, env)
            if isinstance(player, Player):
                self.player = player
            elif player is not None:
                self.player = players_module.ProcessPlayer(player)
            else:
                self.player = players_module.choose(self._dir)
            if not self._ready.wait(start_timeout):
                raise BackendError(Problem.HUNG, "the speech worker did not start")
            if self._fatal is not None:
                raise BackendError(*self._fatal)
            thread = threading.Thread(target=self._play_loop, name="spraak-speler", daemon=True)
            self._threads.append(thread)
            thread.start()
        except BaseException:
            self.close()
            raise

    # -- the worker ------------------------------------------------------------------------

    def _spawn(
        self, lang: str, engine: str, python: str | None, env: dict[str, str] | None
    ) -> None:
        command = [python or sys.executable, str(WORKER)]
        try:
            self._process = subprocess.Popen(
                command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                # A dying library's traceback stays off the terminal: it goes to the error log.
                stderr=subprocess.PIPE,
                text=True,
                encoding="utf-8",
                bufsize=1,
                env=env,
                close_fds=True,
                **_new_session(),
            )
        except OSError as exc:
            raise BackendError(Problem.NOT_INSTALLED, repr(exc)) from None
        self._stdin = self._process.stdin
        reader = threading.Thread(target=self._read_loop, name="spraak-lezer", daemon=True)
        self._threads.append(reader)
        reader.start()
        errors = threading.Thread(target=self._log_stderr, name="spraak-fouten", daemon=True)
        self._threads.append(errors)
        errors.start()
        self._send(protocol.Init(lang, self.rate, self.volume, self._dir, engine))

    def _send(self, message: protocol.Op) -> None:
        stdin = self._stdin
        if stdin is None:
            raise BackendError(Problem.WORKER_DIED, "no worker")
        try:
            stdin.write(protocol.encode(message))
            stdin.flush()
        except (OSError, ValueError) as exc:
            raise BackendError(Problem.WORKER_DIED, repr(exc)) from None

    def _log_stderr(self) -> None:
        """Whatever the worker writes to stderr is kept in the error log, line by line."""
        process = self._process
        assert process is not None and process.stderr is not None
        with contextlib.suppress(Exception):
            for line in process.stderr:
                if line.strip():
                    log.warning("speech worker: %s", line.rstrip())

    def _read_loop(self) -> None:
        process = self._process
        assert process is not None and process.stdout is not None
        for line in process.stdout:
            event = protocol.decode_event(line)
            match event:
                case None:
                    continue
                case protocol.Ready():
                    self.engine, self.voice = event.engine, event.voice
                    self._ready.set()
                case protocol.Fatal():
                    log.warning("speech worker fatal: %s %s", event.problem.value, event.detail)
                    if not self._ready.is_set():
                        self._fatal = (event.problem, event.detail)
                        self._ready.set()
                    else:
                        self._fault(event.problem)
                case protocol.Voice():
                    self.voice = event.voice
                case protocol.Chunk():
                    self._on_chunk(event)
                case protocol.Error():
                    log.warning("speech worker error: %s %s", event.problem.value, event.detail)
                    with self._lock:
                        self._owed = None
                        current = event.gen in (self._gen, -1)
                    if current:
                        self._fault(event.problem)
                case _:
                    assert_never(event)
        # The worker's output ended: it quit or died.
        if not self._ready.is_set():
            self._fatal = (Problem.WORKER_DIED, "the speech worker ended at start")
            self._ready.set()
        elif not self._closing:
            self._fault(Problem.WORKER_DIED)

    def _on_chunk(self, event: protocol.Chunk) -> None:
        with self._lock:
            ident = event.id
            self._owed = None  # the worker answers: whatever it owed is rendered or dropped
            if event.gen != self._gen or self._closing:
                _remove(event.path)
                return
            if event.last:
                self._deadlines.pop(ident, None)
            elif ident in self._deadlines:
                self._deadlines[ident] = time.monotonic() + self._render_timeout
        self._queue.put(event)

    # -- playback --------------------------------------------------------------------------

    def _play_loop(self) -> None:
        while not self._closing:
            try:
                item = self._queue.get(timeout=0.05)
            except queue.Empty:
                self._check_deadlines()
                continue
            if item is None:
                return
            path, ident = item.path, item.id
            with self._lock:
                if item.gen != self._gen or self._closing or self._failed:
                    _remove(path)
                    continue
                try:
                    handle = self.player.play(path)
                except OSError:
                    handle = None
                self._current = handle
            if handle is None:
                _remove(path)
                self._notify("failed", ident)
                self._fault(Problem.NO_SOUND)
                return
            self._notify("start", ident)
            status = handle.wait()
            with self._lock:
                if self._current is handle:
                    self._current = None
                if status is Status.FINISHED:  # this utterance was heard
                    rest = self._unfinished.get(ident, ())[1:]
                    if item.last or not rest:
                        self._unfinished.pop(ident, None)
                    else:
                        self._unfinished[ident] = rest
            _remove(path)
            self._notify(status.value if status is not Status.FINISHED else "end", ident)
            if status is Status.FAILED:
                self._fault(Problem.NO_SOUND)
                return
            self._check_deadlines()

    def _check_deadlines(self) -> None:
        now = time.monotonic()
        with self._lock:
            late = any(deadline < now for deadline in self._deadlines.values())
        if late and not self._closing:
            # Said first: the worker's end, seen by the reader right after the kill, must not
            # be reported as the reason instead.
            self._fault(Problem.HUNG)
            self._kill_worker()

    def _notify(self, what: str, ident: int) -> None:
        if self._on_playback is not None:
            with contextlib.suppress(Exception):
                self._on_playback(what, ident)

    def _fault(self, problem: Problem) -> None:
        """Report a background failure once, with the text the player did not hear."""
        with self._lock:
            if self._failed is not None or self._closing:
                return
            self._failed = problem
            lost = " ".join(t for texts in self._unfinished.values() for t in texts) or None
            self._unfinished.clear()
            self._deadlines.clear()
            self._stop_playback()
        handler = self.on_fault
        if handler is not None:
            # From a thread of our own, so the handler may close() this backend.
            threading.Thread(
                target=handler, args=(self, problem, lost), name="spraak-fout", daemon=True
            ).start()

    def _stop_playback(self) -> None:
        handle, self._current = self._current, None
        if handle is not None:
            handle.stop()

    def _kill_worker(self) -> None:
        """End the worker and every process it started (a hung ``espeak-ng``): they share
        the worker's own process group."""
        process = self._process
        if process is None:
            return
        if sys.platform != "win32":
            with contextlib.suppress(OSError):
                os.killpg(process.pid, signal.SIGKILL)
        if process.poll() is None:
            with contextlib.suppress(OSError):
                process.kill()

    # -- the contract ------------------------------------------------------------------------

    def speak(self, text: str, interrupt: bool = True) -> None:
        self.say(text, [Utterance(text, interrupt=interrupt)])

    def say(self, text: str, utterances: Sequence[Utterance]) -> None:
        """One announcement: its utterances go to the worker as they are (one sound file
        each, played in order); an interrupting one first stops everything before it."""
        with self._lock:
            if self._failed is not None:
                raise BackendError(self._failed)
            if self._closing:
                raise BackendError(Problem.WORKER_DIED, "closed")
            said = list(utterances)
            cut = max((i for i, u in enumerate(said) if u.interrupt), default=None)
            if cut is not None:
                self._cancel_locked()
                said = said[cut:]
            texts = tuple(u.text for u in said if u.text.strip())
            if not texts:
                return
            self._next_id += 1
            ident = self._next_id
            self._unfinished[ident] = texts
            now = time.monotonic()
            deadline = now + self._render_timeout
            if self._owed is not None and self._owed <= now:
                # Owed since before a pause with nothing to say (Escape, then silence): a
                # render dropped unstarted owes no answer, so the new one gets its own time.
                self._owed = None
            if self._owed is not None:
                deadline = min(deadline, self._owed)
            self._deadlines[ident] = deadline
            self._send(protocol.Say(self._gen, ident, texts))

    def _cancel_locked(self) -> None:
        self._gen += 1
        if self._deadlines:
            first = min(self._deadlines.values())
            self._owed = first if self._owed is None else min(self._owed, first)
        self._unfinished.clear()
        self._deadlines.clear()
        self._stop_playback()
        with contextlib.suppress(BackendError):
            self._send(protocol.Cancel(self._gen))

    def cancel(self) -> None:
        with self._lock:
            if not self._closing:
                self._cancel_locked()

    def set_rate(self, rate: int) -> None:
        self.rate = int(rate)
        self._settings()

    def set_volume(self, volume: int) -> None:
        self.volume = int(volume)
        self._settings()

    def set_language(self, language: str) -> None:
        """Switch to a voice for ``language``; none there is a fault (fallback with a sentence)."""
        self._settings(lang=language)

    def _settings(self, lang: str | None = None) -> None:
        with self._lock, contextlib.suppress(BackendError):
            self._send(protocol.Set(self.rate, self.volume, lang))

    @property
    def speaking(self) -> bool:
        """True while an announcement is still being rendered or played."""
        with self._lock:
            return bool(self._unfinished) and self._failed is None

    def close(self) -> None:
        with self._lock:
            if self._closing:
                return
            self._closing = True
            self._stop_playback()
            with contextlib.suppress(BackendError):
                self._send(protocol.Quit())
            stdin, self._stdin = self._stdin, None
        if stdin is not None:
            with contextlib.suppress(OSError, ValueError):
                stdin.close()
        self._queue.put(None)
        process = self._process
        if process is not None:
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(timeout=1.0)
            # Whether or not the worker quit, a render it started may still run: end them all.
            self._kill_worker()
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(timeout=2.0)
        for thread in self._threads:
            if thread is not threading.current_thread() and thread.is_alive():
                thread.join(timeout=2.0)
        for stream in (process.stdout, process.stderr) if process is not None else ():
            if stream is not None:
                with contextlib.suppress(OSError, ValueError):
                    stream.close()
        shutil.rmtree(self._dir, ignore_errors=True)


def _remove(path: str) -> None:
    with contextlib.suppress(OSError):
        os.remove(path)


def _libespeak_present() -> bool:
    """pyttsx3's espeak driver loads libespeak-ng (or libespeak) with ctypes."""
    import ctypes.util

    return bool(ctypes.util.find_library("espeak-ng") or ctypes.util.find_library("espeak"))
