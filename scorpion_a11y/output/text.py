"""``tekst``: one plain line per announcement on the terminal. Always works.

The player's screen reader (NVDA, JAWS, Narrator, Orca, VoiceOver) reads new lines as they appear
and a braille display shows them; nothing but the sentence is written (no colours, no frames).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TextIO

from ..settings import OutputChoice
from ..utterance import Utterance
from .base import Backend, Terminal


class TextBackend(Backend):
    name = OutputChoice.TEKST.value
    terminal = Terminal.TEXT

    def __init__(self, stream: TextIO | None = None) -> None:
        self._stream = stream

    @property
    def stream(self) -> TextIO:
        return self._stream if self._stream is not None else sys.stdout

    def say(self, text: str, utterances: Sequence[Utterance]) -> None:
        """The announcement as one plain line (its utterances are how it would be said)."""
        self.speak(text)

    def speak(self, text: str, interrupt: bool = True) -> None:
        # The end of every fallback chain: a closed or broken terminal is not worth a traceback.
        try:
            stream = self.stream
            for line in text.splitlines() or [""]:
                stream.write(line.rstrip() + "\n")
            stream.flush()
        except (OSError, ValueError):
            pass
