"""The output contract, modelled on NVDA's synth drivers.

A backend has a ``name`` (the player's word for the mode: ``tekst``, ``spraak``,
``schermlezer``), a class-level :meth:`Backend.check` that says cheaply and without side effects
whether it can run here, and ``speak``/``cancel``/``close``. Its constructor does the real start
and raises :class:`BackendError` with a :class:`Problem` when it cannot run after all; ``speak``
raises the same when it fails mid-game. :class:`~scorpion_a11y.output.chooser.Output` turns those
errors into a fallback to the next backend and one short sentence; nothing here ever prints a
traceback to the player.

An announcement comes to :meth:`Backend.say` as data: its text as printed and its utterances
(:mod:`scorpion_a11y.utterance`), so a backend that speaks never splits text into sentences.

``terminal`` says what the terminal shows in this mode, so the app (and a console screen reader
reading the terminal) never gets the same sentence twice.
"""

from __future__ import annotations

import enum
import importlib.util
import sys
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence

from ..settings import Problem as Problem  # re-exported: part of the backend contract
from ..utterance import Utterance


class Terminal(enum.Enum):
    """What the terminal shows of the announcements in a mode."""

    #: Every announcement is printed as one plain line; the player's screen reader or braille
    #: display reads it.
    TEXT = "text"
    #: Announcements are spoken directly and *not* printed: only the prompt and what the player
    #: types stay on the terminal, so a console screen reader does not say them a second time.
    QUIET = "quiet"


class BackendError(Exception):
    """A backend cannot start or cannot go on; ``problem`` says why."""

    def __init__(self, problem: Problem, detail: str = "") -> None:
        super().__init__(f"{problem.value}: {detail}" if detail else problem.value)
        self.problem = problem
        self.detail = detail


#: Called by a backend that fails *after* ``speak`` returned (speech runs in the background):
#: the problem and the text that was not (completely) heard, if any.
FaultHandler = Callable[["Backend", Problem, "str | None"], None]


class Backend(ABC):
    """One way of giving the player a sentence."""

    #: The mode's name, as the player types it after ``uitvoer``.
    name: str = ""
    #: What the terminal shows in this mode.
    terminal: Terminal = Terminal.TEXT

    @classmethod
    def check(cls) -> bool:
        """True when this backend can probably run here (cheap, no side effects)."""
        return cls.unavailable() is None

    @classmethod
    def unavailable(cls) -> Problem | None:
        """Why this backend cannot run here, or None when it probably can (what check() asks)."""
        return None

    @abstractmethod
    def speak(self, text: str, interrupt: bool = True) -> None:
        """Give ``text`` to the player; with ``interrupt`` first stop what is still speaking.

        Returns at once (speech goes on in the background). Raises :class:`BackendError`.
        """

    def say(self, text: str, utterances: Sequence[Utterance]) -> None:
        """Give one announcement: ``text`` as the terminal shows it, ``utterances`` as it is
        said, in order (each with its own ``interrupt``).

        A backend that speaks says each utterance (this default: one :meth:`speak` each); one
        that prints prints ``text``. Returns at once. Raises :class:`BackendError`.
        """
        for utterance in utterances:
            self.speak(utterance.text, interrupt=utterance.interrupt)

    def cancel(self) -> None:  # noqa: B027 - a no-op is right for backends that do not speak
        """Stop speaking now. Never raises."""

    def close(self) -> None:  # noqa: B027
        """Release everything (processes, threads, files). Idempotent, never raises."""

    def set_rate(self, rate: int) -> None:  # noqa: B027
        """Speech rate in words per minute; backends that do not speak ignore it."""

    def set_volume(self, volume: int) -> None:  # noqa: B027
        """Volume in percent (0 to 100); backends that do not speak ignore it."""

    def set_language(self, language: str) -> None:  # noqa: B027
        """The game's language changed (``nl``, ``en``): speak with a voice for it."""

    #: Set by :class:`~scorpion_a11y.output.chooser.Output` for faults found in the background.
    on_fault: FaultHandler | None = None


def importable(module: str) -> bool:
    """True when ``module`` can be imported, without importing it (cheap, no side effects).

    A module set to ``None`` in ``sys.modules`` (how tests block an import) counts as missing.
    """
    if module in sys.modules:
        return sys.modules[module] is not None
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False
