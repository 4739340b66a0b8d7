"""What the game and its speech worker say to each other, defined once for both sides.

The worker (:mod:`.speech_worker`) runs as a separate script and imports nothing from the
game, so this module imports nothing but the standard library: the worker loads it as its
neighbour file, the game as ``scorpion_a11y.output.protocol``.
"""

from __future__ import annotations

import enum


class Problem(enum.Enum):
    """Why a backend cannot run (said to the player in the fallback sentence)."""

    NOT_INSTALLED = "not_installed"  # the Python library is missing
    NO_SYNTHESIZER = "no_synthesizer"  # e.g. espeak-ng (library and program) missing
    NO_VOICE = "no_voice"  # no voice for the player's language
    NO_PLAYER = "no_player"  # no program to play sound with
    NO_SOUND = "no_sound"  # the player failed: no sound card / sound server
    HUNG = "hung"  # the synthesizer stopped answering
    DRIVER_ERROR = "driver_error"  # the library raised an exception
    WORKER_DIED = "worker_died"  # the speech process ended unexpectedly
    NO_SCREEN_READER = "no_screen_reader"  # no screen reader running / reachable
    SCREEN_READER_STOPPED = "screen_reader_stopped"  # it was there, now it is gone
