"""A recording backend for tests, like NVDA's speech spy: it keeps what would have been said."""

from __future__ import annotations

from collections.abc import Sequence

from scorpion_a11y.output.base import Backend, BackendError, Problem, Terminal
from scorpion_a11y.utterance import Utterance


class RecordingBackend(Backend):
    """Records every announcement: its text in :attr:`spoken`, the utterances it was handed as
    in :attr:`said`, whether it interrupted in :attr:`interrupts`; every cancel in
    :attr:`cancels`.

    ``fail_after`` makes the n-th and later announcements raise (to test fallbacks).
    """

    name = "opname"

    def __init__(
        self,
        terminal: Terminal = Terminal.QUIET,
        *,
        name: str | None = None,
        fail_after: int | None = None,
        problem: Problem = Problem.DRIVER_ERROR,
    ) -> None:
        self.terminal = terminal
        if name is not None:
            self.name = name
        self.spoken: list[str] = []
        self.said: list[tuple[Utterance, ...]] = []
        self.interrupts: list[bool] = []
        self.cancels = 0
        self.closed = False
        self.rate: int | None = None
        self.volume: int | None = None
        self.language: str | None = None
        self._fail_after = fail_after
        self._problem = problem

    def speak(self, text: str, interrupt: bool = True) -> None:
        self.say(text, [Utterance(text, interrupt=interrupt)])

    def say(self, text: str, utterances: Sequence[Utterance]) -> None:
        if self._fail_after is not None and len(self.spoken) >= self._fail_after:
            raise BackendError(self._problem, "recording backend told to fail")
        self.spoken.append(text)
        self.said.append(tuple(utterances))
        self.interrupts.append(bool(utterances) and utterances[0].interrupt)

    def cancel(self) -> None:
        self.cancels += 1

    def close(self) -> None:
        self.closed = True

    def set_rate(self, rate: int) -> None:
        self.rate = rate

    def set_volume(self, volume: int) -> None:
        self.volume = volume

    def set_language(self, language: str) -> None:
        self.language = language

    @property
    def last(self) -> str | None:
        return self.spoken[-1] if self.spoken else None

    def clear(self) -> None:
        self.spoken.clear()
        self.said.clear()
        self.interrupts.clear()
