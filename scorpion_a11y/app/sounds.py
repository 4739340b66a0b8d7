"""The session's earcons: each command's sounds, started just before its announcement is
handed on, and the ``geluid``, ``volume`` and ``geluiden`` commands. A sound never costs the
player a command: a fault in it is logged, never raised.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..narration import Narrator
from ..records import Settings
from .conversation import Heard
from .lazy import lazy_module

if TYPE_CHECKING:
    from ..commands import model as cm
else:  # the command types are imported with the first command, not at start (issue 26)
    cm = lazy_module("scorpion_a11y.commands.model")

if TYPE_CHECKING:  # the sound package is imported only when the game makes a sound
    from ..sound.control import SoundControl


class Sounds:
    """Owns the :class:`SoundControl` (``control``; None: silent until a sound command)."""

    def __init__(
        self,
        settings: Settings,
        narrator: Narrator,
        save_settings: Callable[[], None],
        log_error: Callable[[str], None],
    ) -> None:
        self.settings = settings
        self.n = narrator
        self._save_settings = save_settings
        self._log_error = log_error
        self.control: SoundControl | None = None

    def play(self, heard: Heard, columns: int, stuck: bool, question: bool) -> None:
        """The command's earcons (``stuck``: it led into a dead end; ``question``: it asks)."""
        if self.control is None:
            return
        from ..sound.cues import for_command

        try:
            cues = for_command(
                heard.command, heard.events, heard.refusal, stuck=stuck, question=question
            )
            self.control.play(cues, columns)
        except Exception:  # a sound never costs the player a command
            self._log_error(traceback.format_exc())

    def settle(self) -> str:
        """How a device that was still opening stands now: the sound on once it works, or the
        one "no sound" sentence the player asked for (said after the command's own words)."""
        if self.control is None:
            return ""
        try:
            return self.control.settle()
        except Exception:  # a sound never costs the player a command
            self._log_error(traceback.format_exc())
            return ""

    def _control(self) -> SoundControl:
        if self.control is None:
            from ..sound.control import SoundControl

            self.control = SoundControl(self.settings, self.n)
        return self.control

    def command(self, c: cm.SetSound | cm.SetVolume | cm.PlaySounds, columns: int) -> str:
        control = self._control()
        if isinstance(c, cm.SetSound):
            return str(control.switch(c.value, columns, self._save_settings))
        if isinstance(c, cm.SetVolume):
            return str(control.set_volume(c.volume, columns, self._save_settings))
        return str(control.learn(c.earcon, columns))
