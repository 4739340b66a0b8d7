"""The player's settings as commands change them: output, speech rate, verbosity, language.

Each change takes effect at once (the output switches, the narrator speaks at the new level
or in the new language), is kept in the settings record and saved, and is answered with the
narrator's sentence. The session hands the commands here and keeps to the turn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..i18n import translator
from ..records import Settings
from ..settings import Verbosity

if TYPE_CHECKING:
    from ..narration import Narrator
    from ..output import Output


class Preferences:
    """``uitvoer``, ``snelheid``, ``kort``/``normaal``/``uitgebreid`` and ``taal``."""

    def __init__(
        self,
        settings: Settings,
        narrator: Narrator,
        output: Output | None,
        save: Callable[[], None],
    ) -> None:
        self.settings = settings
        self.n = narrator
        self.out = output
        self._save = save

    def set_output(self, name: str) -> str:
        if self.out is None:
            return ""
        text = self.out.switch(name)
        self.settings.output = name
        self._save()
        return text

    def set_rate(self, rate: int) -> str:
        if self.out is None:
            return ""
        text = self.out.set_rate(rate)
        self.settings.rate = rate
        self._save()
        return text

    def set_verbosity(self, level: Verbosity) -> str:
        self.n.verbosity = level
        self.settings.verbosity = level.value
        self._save()
        return self.n.verbosity_set(level)

    def set_language(self, language: str) -> str:
        self.n.set_language(language)
        if self.out is not None:
            # The output's own sentences follow the language, and speech switches its voice.
            self.out.tr = translator(language)
        self.settings.language = language
        self._save()
        return self.n.language_set()
