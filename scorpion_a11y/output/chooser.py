"""The output the app talks to: picks a backend, falls back when one fails, never raises.

Fallback chains (each ends in ``tekst``, which always works):

=============  ===========================================================================
choice         chain
=============  ===========================================================================
tekst          tekst
spraak         spraak → tekst
schermlezer    schermlezer → tekst when a screen reader runs (it reads the console);
               schermlezer → spraak → tekst when none runs (plain text would go unheard)
auto           tekst when a screen reader runs; else spraak → tekst
=============  ===========================================================================
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from typing import TextIO

from ..exhaustive import assert_never
from ..i18n import Translator, translator
from ..narration import output_text
from ..settings import (
    BACKENDS,
    OUTPUT_CHOICES,
    RATE_PERCENT_MAX,
    RATE_PERCENT_MIN,
    RATE_WPM_DEFAULT,
    RATE_WPM_MAX,
    RATE_WPM_MIN,
    OutputChoice,
    words_per_minute,
)
from ..utterance import announcement
from .base import Backend, BackendError, Problem, Terminal
from .text import TextBackend

Factory = Callable[[], Backend]

# The backends' names, each from its one definition (settings.OutputChoice).
AUTO = OutputChoice.AUTO.value
TEKST = OutputChoice.TEKST.value
SPRAAK = OutputChoice.SPRAAK.value
SCHERMLEZER = OutputChoice.SCHERMLEZER.value


class Output:
    """Say sentences through the chosen backend; see the module doc for the fallback chains."""

    def __init__(
        self,
        choice: str = AUTO,
        tr: Translator | None = None,
        stream: TextIO | None = None,
        rate: int | None = None,
        backend: Backend | None = None,
        *,
        volume: int | None = None,
        factories: dict[str, Factory] | None = None,
        screen_reader: Callable[[], str | None] | None = None,
        background: Callable[[Callable[[], None]], None] | None = None,
    ) -> None:
        self.choice = choice if choice in OUTPUT_CHOICES else AUTO
        self._tr = tr if tr is not None else translator("nl")
        self._stream = stream
        self.rate = min(RATE_WPM_MAX, max(RATE_WPM_MIN, int(rate))) if rate else RATE_WPM_DEFAULT
        self.volume = min(100, max(0, int(volume))) if volume is not None else 100
        self._injected = backend
        self._factories: dict[str, Factory] = {name: self._maker(name) for name in BACKENDS}
        if factories:
            self._factories.update(factories)
        self._detect = screen_reader
        #: How a fault found in the background (speech failing while the player types) gets
        #: said: ``background(job)`` must run ``job`` where writing to the terminal is safe,
        #: e.g. prompt_toolkit's ``run_in_terminal`` on the event loop. None: run it at once,
        #: in the thread that found the fault.
        self.background = background
        #: The screen reader found at the last choice (``Orca``, ``VoiceOver``, ...), or None.
        self.screen_reader: str | None = None
        self._backend: Backend | None = None
        self._chain: list[str] = []
        self._lock = threading.RLock()
        self._closed = False

    # -- backends ----------------------------------------------------------------------------

    def _maker(self, name: str) -> Factory:
        """How the backend ``name`` (one of ``BACKENDS``) is started."""
        choice = OutputChoice(name)
        match choice:
            case OutputChoice.TEKST:
                return self._make_text
            case OutputChoice.SPRAAK:
                return self._make_speech
            case OutputChoice.SCHERMLEZER:
                return self._make_screen_reader
            case OutputChoice.AUTO:
                raise ValueError("auto picks a backend; it is not one")
            case _:
                assert_never(choice)

    def _make_text(self) -> Backend:
        return TextBackend(self._stream)

    def _make_speech(self) -> Backend:
        from .speech import SpeechBackend

        problem = SpeechBackend.unavailable()
        if problem is not None:
            raise BackendError(problem)
        return SpeechBackend(lang=self._tr.language, rate=self.rate, volume=self.volume)

    def _make_screen_reader(self) -> Backend:
        from .screenreader import ScreenReaderBackend

        problem = ScreenReaderBackend.unavailable()
        if problem is not None:
            raise BackendError(problem)
        return ScreenReaderBackend()

    def _reader_running(self) -> str | None:
        if self._detect is not None:
            try:
                return self._detect()
            except Exception:
                return None
        from .detect import running_screen_reader

        return running_screen_reader()

    def _chain_for(self, choice: str) -> list[str]:
        wanted = OutputChoice(choice) if choice in OUTPUT_CHOICES else OutputChoice.AUTO
        detect = wanted in (OutputChoice.AUTO, OutputChoice.SCHERMLEZER)
        self.screen_reader = self._reader_running() if detect else None
        match wanted:
            case OutputChoice.TEKST:
                return [TEKST]
            case OutputChoice.SPRAAK:
                return [SPRAAK, TEKST]
            case OutputChoice.SCHERMLEZER:
                if self.screen_reader:
                    return [SCHERMLEZER, TEKST]
                return [SCHERMLEZER, SPRAAK, TEKST]
            case OutputChoice.AUTO:
                return [TEKST] if self.screen_reader else [SPRAAK, TEKST]
            case _:
                assert_never(wanted)

    def _create(self, name: str) -> Backend:
        try:
            return self._factories[name]()
        except BackendError:
            raise
        except Exception as exc:  # an unexpected library error is a driver error, not a crash
            raise BackendError(Problem.DRIVER_ERROR, repr(exc)) from None

    def _install(self, backend: Backend) -> None:
        backend.on_fault = self._on_fault
        self._backend = backend

    def _start_from(self, names: list[str]) -> tuple[Backend, tuple[str, Problem] | None]:
        """The first backend of ``names`` that starts, and the first failure before it."""
        failure: tuple[str, Problem] | None = None
        for name in names:
            try:
                backend = self._create(name)
            except BackendError as exc:
                if failure is None:
                    failure = (name, exc.problem)
                continue
            return backend, failure
        # Only a replaced text factory can get here; the real one cannot fail.
        return TextBackend(self._stream), failure

    def _choose(self, choice: str) -> str:
        self._chain = self._chain_for(choice)
        backend, failure = self._start_from(self._chain)
        self._install(backend)
        if failure is not None and choice != AUTO:
            return output_text.fell_back(self._tr, failure[0], failure[1], backend.name)
        # auto: an output the player did not choose failing is no news; say what is in use.
        if choice == AUTO and backend.name == TEKST and self.screen_reader:
            return output_text.chosen_for_screen_reader(self._tr)
        return output_text.chosen(self._tr, backend.name)

    def _fall_back_from(self, failed: Backend, problem: Problem) -> str:
        """Close ``failed``, start the next backend of the chain; the sentence saying so."""
        with contextlib.suppress(Exception):
            failed.close()
        chain = self._chain
        rest = chain[chain.index(failed.name) + 1 :] if failed.name in chain else [TEKST]
        backend, _ = self._start_from(rest or [TEKST])
        self._install(backend)
        return output_text.fell_back(self._tr, failed.name, problem, backend.name)

    def _on_fault(self, backend: Backend, problem: Problem, lost: str | None) -> None:
        """A backend failed in the background: switch, say so, and say what was not heard."""
        runner = self.background
        if runner is None:
            self._handle_fault(backend, problem, lost)
            return
        try:
            runner(lambda: self._handle_fault(backend, problem, lost))
        except Exception:
            self._handle_fault(backend, problem, lost)

    def _handle_fault(self, backend: Backend, problem: Problem, lost: str | None) -> None:
        with self._lock:
            if backend is not self._backend or self._closed:
                with contextlib.suppress(Exception):
                    backend.close()
                return
            failed = backend.name
            sentence = self._fall_back_from(backend, problem)
            self._deliver(sentence, interrupt=True)
            # "Output: speech." at the head of what was not heard is no longer true: the
            # sentence just said names the output in use now.
            said = output_text.chosen(self._tr, failed)
            if lost and lost.startswith(said):
                lost = lost[len(said) :].lstrip()
            if lost:
                self._deliver(lost, interrupt=False)

    def _deliver(self, text: str, interrupt: bool, depth: int = 0) -> None:
        """``text`` to the backend in use as data: the text and its utterances, the first
        one interrupting (a new announcement) or waiting (``interrupt`` False)."""
        backend = self._backend
        if backend is None or depth > len(OUTPUT_CHOICES):
            TextBackend(self._stream).speak(text)
            return
        try:
            backend.say(text, announcement(text, interrupt))
            return
        except BackendError as exc:
            problem = exc.problem
        except Exception:
            problem = Problem.DRIVER_ERROR
        sentence = self._fall_back_from(backend, problem)
        self._deliver(sentence, True, depth + 1)
        self._deliver(text, False, depth + 1)

    # -- the API -------------------------------------------------------------------------------

    def start(self) -> str:
        """Choose the backend; one short sentence saying which (the app says it)."""
        with self._lock:
            if self._backend is not None:
                return output_text.chosen(self._tr, self._backend.name)
            if self._injected is not None:
                self._install(self._injected)
                self._chain = [self._injected.name, TEKST]
                return output_text.chosen(self._tr, self._injected.name)
            try:
                return self._choose(self.choice)
            except Exception:  # never a traceback at start: plain text it is
                self._install(TextBackend(self._stream))
                return output_text.chosen(self._tr, TEKST)

    def say(self, text: str, interrupt: bool = True) -> None:
        """Interrupt what is still speaking (unless ``interrupt`` is false: then ``text``
        follows it), then give ``text`` to the player. Never raises."""
        if not text or self._closed:
            return
        try:
            with self._lock:
                if self._backend is None:
                    self.start()
                self._deliver(text, interrupt=interrupt)
        except Exception:
            TextBackend(self._stream).speak(text)

    def cancel(self) -> None:
        """Stop speech now (Escape, or Enter on a new command)."""
        backend = self._backend
        if backend is not None:
            with contextlib.suppress(Exception):
                backend.cancel()

    def switch(self, choice: str) -> str:
        """The ``uitvoer`` command: change the output; the sentence to say (in the new mode)."""
        wanted = choice.strip().lower()
        if wanted not in OUTPUT_CHOICES:
            return output_text.unknown_choice(self._tr, choice.strip(), list(OUTPUT_CHOICES))
        with self._lock:
            if self._backend is not None and (
                (wanted == AUTO and self.choice == AUTO) or wanted == self._backend.name
            ):
                kept = self.choice == wanted  # else the saved choice changes (spraak fell back)
                self.choice = wanted
                if not kept and wanted != AUTO:
                    return output_text.chosen(self._tr, wanted)
                return output_text.already(self._tr, self._backend.name)
            old, self._backend = self._backend, None
            if old is not None:
                with contextlib.suppress(Exception):
                    old.close()
            self.choice = wanted
            self._injected = None
            try:
                return self._choose(wanted)
            except Exception:
                self._install(TextBackend(self._stream))
                return output_text.chosen(self._tr, TEKST)

    def set_rate(self, percent: int) -> str:
        """The speech rate as the player sets it (``snelheid 70``: 0 slowest, 50 usual, 100
        fastest); the backend gets words per minute, the player hears his own number back."""
        low, high = RATE_PERCENT_MIN, RATE_PERCENT_MAX
        if not low <= percent <= high:
            return output_text.rate_out_of_range(self._tr, low, high)
        with self._lock:
            self.rate = words_per_minute(percent)
            backend = self._backend
            if backend is not None:
                with contextlib.suppress(Exception):
                    backend.set_rate(self.rate)
            if self.active == SPRAAK:
                return output_text.rate_set(self._tr, percent, high)
            return output_text.rate_saved(self._tr, percent, high)

    def set_volume(self, volume: int) -> str:
        """Speech volume in percent (0 to 100)."""
        if not 0 <= volume <= 100:
            return output_text.volume_out_of_range(self._tr)
        with self._lock:
            self.volume = int(volume)
            backend = self._backend
            if backend is not None:
                with contextlib.suppress(Exception):
                    backend.set_volume(self.volume)
            return output_text.volume_set(self._tr, self.volume)

    @property
    def tr(self) -> Translator:
        """The language of the output's own sentences and of the voice."""
        return self._tr

    @tr.setter
    def tr(self, tr: Translator) -> None:
        """Change language: later sentences use ``tr``; speech switches to a voice for it."""
        with self._lock:
            self._tr = tr
            backend = self._backend
            if backend is not None:
                with contextlib.suppress(Exception):
                    backend.set_language(tr.language)

    @property
    def active(self) -> str:
        """The name of the backend in use (``tekst``, ``spraak``, ``schermlezer``), or ""."""
        backend = self._backend
        return backend.name if backend is not None else ""

    @property
    def terminal(self) -> Terminal:
        """What the terminal shows now: every sentence (TEXT) or only prompt and input (QUIET)."""
        backend = self._backend
        return backend.terminal if backend is not None else Terminal.TEXT

    @property
    def backend(self) -> Backend | None:
        return self._backend

    def close(self) -> None:
        """Stop workers and release everything. Idempotent."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            backend, self._backend = self._backend, None
        if backend is not None:
            with contextlib.suppress(Exception):
                backend.close()

    def __enter__(self) -> Output:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
