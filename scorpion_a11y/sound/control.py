"""The sound as the session sees it: settings, the player, and the answers to its commands.

``SoundControl`` is created once by the app (pipe or interactive) and handed to the session,
which calls :meth:`play` with the cues of each command, right before its announcement goes to
the output. Nothing here waits: a sound starts within one device period and plays alongside
the speech.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from ..narration import sound as words
from ..settings import NoSound, words_per_minute
from .cues import Cue
from .player import DeviceOpener, Player
from .synth import ORDER, Earcon, duration_ms

#: Default volume of the sounds (0-100).
DEFAULT_VOLUME = 80
#: ``geluiden``: the least time from one sound to the next while they play one by one.
LEARN_STEP_MS = 1400
#: Words per minute assumed when no speech rate is set (the usual rate of espeak-ng).
DEFAULT_WPM = 175
ON, OFF = "aan", "uit"


if TYPE_CHECKING:
    from ..narration import Narrator


class SoundSettings(Protocol):
    """The player's settings that sound reads and changes (app.storage.Settings has them)."""

    sound: str | None
    volume: int
    sound_mono: bool
    sound_words: bool
    rate: int | None


class SoundControl:
    """Sound on or off, volume, mono, "sound instead of words"; plays cues when on."""

    def __init__(
        self,
        settings: SoundSettings,
        narrator: Narrator,
        opener: DeviceOpener | None = None,
        player: Player | None = None,
    ) -> None:
        self.settings = settings
        self.narrator = narrator
        self.player = player or Player(opener)
        self.on = False
        self._told = False  # the "no sound" sentence is said once
        self._want = False  # the player wants the earcons (asked, or not refused at a terminal)
        self._tell = False  # the player asked for them: a failure is said
        self._waiting = False  # the device is still opening: :meth:`settle` looks again
        self._pipe = False  # lines from a pipe: a device's answer is waited for
        #: ``geluid aan`` while the device was still opening: saves the setting once it works
        self._keep: Callable[[], None] | None = None

    # ------------------------------------------------------------------ start and stop

    def start(self, wanted: str | None, pipe: bool) -> str:
        """Switch on as ``--geluid`` (``wanted``) or the saved setting asks; maybe one sentence.

        Neither said: on when a device works and the output is not a pipe, else off, silently
        (opened in the background; the first prompt does not wait for it). Asked for: a pipe
        waits for the device's answer (its lines are the same on a busy machine as on a quiet
        one); a terminal waits ``open_timeout`` and, if the device is still opening then, hears
        how it went with a later announcement (:meth:`settle`). "No sound" is said only when
        the device failed or stopped answering, once, and never kept as a setting.
        """
        self._pipe = pipe
        asked = wanted or getattr(self.settings, "sound", None)
        if asked == OFF or (asked is None and pipe):
            self._set_on(False)  # the device is not even opened
            return ""
        self._want, self._tell = True, asked == ON
        if asked is None:  # not asked for: opened in the background, on once it works
            self._set_on(False)
            self.player.open_soon()
            self._waiting = True
            return ""
        return self._opened(self._open())

    def _open(self) -> NoSound | None:
        """Open the device: a pipe waits for its answer, a terminal ``open_timeout``."""
        return self.player.open(math.inf if self._pipe else None)

    def settle(self) -> str:
        """Called with every command: a device that was still opening and has answered since
        switches the sound on, or (when it was asked for) gives the one "no sound" sentence;
        ``geluid aan`` is kept once it works. Never waits."""
        if not self._waiting:
            return ""
        return self._opened(self.player.answer())

    def _opened(self, problem: NoSound | None) -> str:
        """The device's answer: sound on if it works and is still wanted; maybe one sentence."""
        self._waiting = problem is NoSound.OPENING
        if self._waiting:
            return ""
        self._set_on(problem is None and self._want)
        if problem is None:
            if self._keep is not None and self._want:
                # kept only once it works: a device that blocks must not hang every later start
                self.settings.sound = ON
                self._keep()
            self._keep = None
            return ""
        self._keep = None
        return self._unavailable(problem) if self._tell and self._want else ""

    def close(self, finish_s: float = 0.0) -> None:
        """Close the device, after letting the last sounds finish for up to ``finish_s``."""
        import time

        end = time.monotonic() + finish_s
        while self.on and self.player.mixer.busy and time.monotonic() < end:
            time.sleep(0.02)
        self.player.close()

    def _unavailable(self, problem: NoSound) -> str:
        if self._told:
            return ""
        self._told = True
        return words.unavailable(self.narrator.tr, problem)

    def _set_on(self, on: bool) -> None:
        self.on = on and self.player.working
        self.narrator.sound_for_words = self.on and bool(
            getattr(self.settings, "sound_words", False)
        )

    # ------------------------------------------------------------------ playing

    @property
    def volume(self) -> int:
        value = getattr(self.settings, "volume", DEFAULT_VOLUME)
        return value if isinstance(value, int) else DEFAULT_VOLUME

    @property
    def mono(self) -> bool:
        return bool(getattr(self.settings, "sound_mono", False))

    def play(self, cues: list[Cue], columns: int) -> None:
        """Start ``cues`` (never blocks; nothing when sound is off or has no device)."""
        if self.on and cues:
            self.player.play(cues, columns, self.volume, self.mono)

    def stop_sounds(self) -> None:
        self.player.stop_sounds()

    # ------------------------------------------------------------------ commands

    def switch(self, value: str, columns: int, save: Callable[[], None]) -> str:
        """``geluid aan|uit|mono|stereo|in plaats van woorden|met woorden``."""
        tr = self.narrator.tr
        if value in ("on", "off"):
            if value == "off":
                self.settings.sound = OFF
                save()
                self._want = False  # a device still opening stays silent when it opens
                self._set_on(False)
                return words.switched(tr, value, columns)
            self._told = False  # asked again: say again if it still does not work
            self._want, self._tell, self._keep = True, True, save
            problem = self._open()
            if problem is NoSound.OPENING:
                self._waiting = True
                self._set_on(False)
                return words.unavailable(tr, problem)  # it comes on when it works
            told = self._opened(problem)
            if problem is not None:
                return told
            self.play([Cue(Earcon.TICK)], columns)
            return words.switched(tr, value, columns)
        if value in ("mono", "stereo"):
            self.settings.sound_mono = value == "mono"
        else:
            self.settings.sound_words = value == "words"
        save()
        self._set_on(self.on)
        if value == "stereo":  # hear it: column 1, then the last column
            self.play([Cue(Earcon.MOVE, 0, 0), Cue(Earcon.MOVE, columns - 1, 300)], columns)
        return words.switched(tr, value, columns)

    def set_volume(self, volume: int, columns: int, save: Callable[[], None]) -> str:
        self.settings.volume = volume
        save()
        self.play([Cue(Earcon.MOVE)], columns)  # hear the new volume
        return words.volume_set(self.narrator.tr, volume)

    def learn(self, earcon: str | None, columns: int) -> str:
        """``geluiden`` (every sound in turn) or ``geluiden zet`` (one), with the meanings."""
        tr = self.narrator.tr
        if earcon is not None and self.on:
            self.play([Cue(Earcon(earcon))], columns)
            return words.one(tr, earcon)
        if earcon is not None:
            return words.listing(tr, [earcon], playing=False)
        text = words.listing(tr, [e.value for e in ORDER], playing=self.on)
        self.stop_sounds()  # asked again: start again, not twice over each other
        self.play(self.learning_cues(), columns)
        return text

    def speaking_ms(self, text: str) -> int:
        """About how long ``text`` takes to say at the player's speech rate."""
        rate = getattr(self.settings, "rate", None)
        wpm = words_per_minute(rate) if isinstance(rate, int) else DEFAULT_WPM
        return round(len(text.split()) * 60_000 / max(1, wpm))

    def learning_cues(self) -> list[Cue]:
        """``geluiden``: each sound just before its meaning is said, as the list is spoken.

        The list is one announcement (a screen reader reads it as one), so the sounds are
        timed by how long the words before them take at the speech rate, and never closer
        together than :data:`LEARN_STEP_MS`.
        """
        tr = self.narrator.tr
        at = self.speaking_ms(words.listing(tr, [], playing=True))
        cues: list[Cue] = []
        for e in ORDER:
            if e is Earcon.RESERVE:
                cues += [Cue(e, c, at + 110 * c) for c in range(3)]
            else:
                cues.append(Cue(e, None, at))
            said = self.speaking_ms(words.one(tr, e.value))
            at += max(LEARN_STEP_MS, round(duration_ms(e)) + 300 + said)
        return cues
        return words.listing(tr, [e.value for e in ORDER], playing=self.on)


def start_sound(
    settings: SoundSettings, narrator: Narrator, wanted: str | None, pipe: bool
) -> tuple[SoundControl, str]:
    """The app's sound at start: the control, and a sentence if asked-for sound has no device."""
    control = SoundControl(settings, narrator)
    return control, control.start(wanted, pipe)
