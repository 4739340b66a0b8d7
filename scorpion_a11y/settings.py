"""The closed sets of values the player can set, each defined once.

A leaf module (it imports nothing of the game): the command line (``app/cli.py``), the settings
file (``app/storage.py``), the command language (``commands/``), narration and output all take
their lists from here, so a new output mode or verbosity level is one line here plus its words
in the catalogs. The words the player types and hears for these values live in the catalogs;
the values below are the stable names used on the command line and in ``instellingen.json``.

The list of languages is not here: it is the set of catalog folders in ``locales/``
(:func:`scorpion_a11y.i18n.available_languages`), so adding a language needs no Python change.
"""

from __future__ import annotations

from enum import Enum


class OutputChoice(Enum):
    """Where announcements go (``--uitvoer``, ``uitvoer``, the settings file)."""

    AUTO = "auto"  # text with a screen reader running, else speech, else text
    TEKST = "tekst"  # plain text on the terminal
    SPRAAK = "spraak"  # the game's own speech
    SCHERMLEZER = "schermlezer"  # the running screen reader


#: Every output choice's name, in the order help texts list them.
OUTPUT_CHOICES: tuple[str, ...] = tuple(o.value for o in OutputChoice)
#: The backends (every choice but ``auto``, which picks one of them).
BACKENDS: tuple[str, ...] = tuple(o.value for o in OutputChoice if o is not OutputChoice.AUTO)


class Verbosity(Enum):
    """How much is said after each action."""

    KORT = "kort"  # the move and its consequences, in as few words as possible
    # (default) plus what the card lies on and the new top of the column it left
    NORMAAL = "normaal"
    # plus the source column, the cards carried, the points and every changed column in full
    UITGEBREID = "uitgebreid"


#: Every verbosity level's name, shortest first.
VERBOSITIES: tuple[str, ...] = tuple(v.value for v in Verbosity)

#: Speech rate as the player sets it with ``snelheid <n>``: a percentage, as screen readers
#: count it (0 slowest, 50 usual, 100 fastest).
RATE_PERCENT_MIN = 0
RATE_PERCENT_MAX = 100
#: The same rate in words per minute, as the speech backend uses it.
RATE_WPM_MIN = 80
RATE_WPM_DEFAULT = 175
RATE_WPM_MAX = 450


def words_per_minute(percent: int) -> int:
    """The player's rate (0 slowest, 50 usual, 100 fastest) in words per minute."""
    p = min(RATE_PERCENT_MAX, max(RATE_PERCENT_MIN, percent))
    middle = (RATE_PERCENT_MIN + RATE_PERCENT_MAX) / 2
    if p <= middle:
        return round(RATE_WPM_MIN + (RATE_WPM_DEFAULT - RATE_WPM_MIN) * p / middle)
    return round(RATE_WPM_DEFAULT + (RATE_WPM_MAX - RATE_WPM_DEFAULT) * (p - middle) / middle)


class Problem(Enum):
    """Why an output mode cannot run: sent by the speech worker, said in the fallback sentence."""

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


class NoSound(Enum):
    """Why the earcons do not play (yet) although the player asked for them (``--geluid aan``,
    ``geluid aan``); said by narration, found by ``sound/player.py``."""

    LIBRARY = "library"  # the audio library (miniaudio) is missing or cannot load
    DEVICE = "device"  # the device raised: no sound card, no sound server
    NO_ANSWER = "no_answer"  # the device did not answer in ``player.ANSWER_S`` (a hung server)
    OPENING = "opening"  # not known yet: the device is still opening (a slow start, a busy machine)
