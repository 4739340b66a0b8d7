"""``schermlezer``: hand each sentence to the running screen reader (speech and braille).

Through accessible_output2: NVDA, JAWS, System Access, ZDSR, Dolphin on Windows; speech-dispatcher
on Linux (needs Debian's ``python3-speechd``, not on PyPI). Its ``Auto`` output silently does
nothing when no screen reader is active, so this backend takes the first *active* output itself
and refuses to start without one. SAPI5 (Windows' own voice, a "system output") is not a screen
reader: use ``spraak`` for direct speech. The library is imported only when this backend is
checked or started, and everything it prints is kept off the terminal.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import sys
from collections.abc import Sequence
from typing import Any

from ..settings import OutputChoice
from ..utterance import Utterance
from .base import Backend, BackendError, Problem, Terminal, importable
from .silence import silenced


def _close(output: Any) -> None:
    close = getattr(output, "close", None)
    if close is not None:
        with contextlib.suppress(Exception):
            close()


def _active_output(keep: bool = True) -> Any | None:
    """accessible_output2's first active screen-reader output, or None. Raises BackendError.

    The outputs not returned are closed (speech-dispatcher's client holds a socket and a thread).
    """
    with silenced():
        try:
            auto_module = importlib.import_module("accessible_output2.outputs.auto")
        except Exception as exc:
            raise BackendError(Problem.NOT_INSTALLED, repr(exc)) from None
        found = None
        try:
            outputs = list(auto_module.Auto().outputs)
        except Exception as exc:
            raise BackendError(Problem.NO_SCREEN_READER, repr(exc)) from None
        for output in outputs:
            try:
                if found is None and not output.is_system_output() and output.is_active():
                    # is_system_output: SAPI5 and the like are a voice, not a screen reader.
                    found = output
                    continue
            except Exception:
                pass
            _close(output)
        if found is not None and not keep:
            _close(found)
    return found


class ScreenReaderBackend(Backend):
    name = OutputChoice.SCHERMLEZER.value
    terminal = Terminal.QUIET

    @classmethod
    def unavailable(cls) -> Problem | None:
        if not importable("accessible_output2"):
            return Problem.NOT_INSTALLED
        if sys.platform.startswith("linux") and not importable("speechd"):
            return Problem.NO_SCREEN_READER  # its only Linux route: python3-speechd is missing
        try:
            found = _active_output(keep=False)
        except BackendError as exc:
            return exc.problem
        return None if found is not None else Problem.NO_SCREEN_READER

    def __init__(self) -> None:
        if not importable("accessible_output2"):
            raise BackendError(Problem.NOT_INSTALLED)
        output = _active_output()
        if output is None:
            raise BackendError(Problem.NO_SCREEN_READER)
        self._output = output
        self._closed = False

    @property
    def reader(self) -> str:
        """accessible_output2's name of the output in use (``NVDA``, ``JAWS``, ...)."""
        return str(getattr(self._output, "name", ""))

    def speak(self, text: str, interrupt: bool = True) -> None:
        self.say(text, [Utterance(text, interrupt=interrupt)])

    def say(self, text: str, utterances: Sequence[Utterance]) -> None:
        """Each utterance to the screen reader's speech (the first may interrupt, the rest are
        queued after it), the whole announcement to its braille display once."""
        if self._closed:
            raise BackendError(Problem.SCREEN_READER_STOPPED, "closed")
        with silenced():
            try:
                active = self._output.is_active()
            except Exception as exc:
                raise BackendError(Problem.SCREEN_READER_STOPPED, repr(exc)) from None
            if not active:
                raise BackendError(Problem.SCREEN_READER_STOPPED)
            try:
                for utterance in utterances:
                    # Not output.output(): it raises when speak() returns None, as
                    # speech-dispatcher's does.
                    self._output.speak(utterance.text, interrupt=utterance.interrupt)
            except Exception as exc:
                raise BackendError(Problem.DRIVER_ERROR, repr(exc)) from None
            # Speech worked; a braille hiccup is not worth a fallback.
            with contextlib.suppress(Exception):
                self._output.braille(text)

    def cancel(self) -> None:
        silence = getattr(self._output, "silence", None)
        if silence is None:
            return
        with silenced(), contextlib.suppress(Exception):
            silence()

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        with silenced():
            _close(self._output)
