"""The sound's words: names and meanings of the earcons, and the sound settings' answers.

Messages live in ``locales/<lang>/LC_MESSAGES/sound.po``.
"""

from __future__ import annotations

from ..commands.earcons import EARCONS as EARCONS
from ..commands.earcons import names as names
from ..exhaustive import assert_never
from ..i18n import Translator
from ..settings import NoSound
from .text import capitalize, join_said


def meaning(tr: Translator, earcon: str) -> str:
    # Translators: what one sound means, said after it plays.
    return tr.pgettext("sound meaning", EARCONS[earcon][1])


def one(tr: Translator, earcon: str) -> str:
    # Translators: one sound's name and meaning: "zet: een kaart verplaatst".
    return capitalize(
        tr.pgettext("sound", "{name}: {meaning}.").format(
            name=names(tr, earcon)[0], meaning=meaning(tr, earcon)
        )
    )


def listing(tr: Translator, earcons: list[str], playing: bool) -> str:
    """``geluiden``: every sound's name and meaning, in the order they play."""
    items = [one(tr, e) for e in earcons]
    if playing:
        # Translators: before the list of sounds while they play one by one in this order.
        first = tr.pgettext("sound", "The sounds, one by one in this order:")
    else:
        # Translators: before the list of sounds when sound is off or does not work.
        first = tr.pgettext("sound", "Sound is off; say sound on to hear these sounds:")
    return join_said([first, *items])


def switched(tr: Translator, value: str, columns: int) -> str:
    """The answer to ``geluid aan|uit|mono|stereo|in plaats van woorden|met woorden``."""
    if value == "on":
        # Translators: sound switched on.
        return tr.pgettext("sound", "Sound on.")
    if value == "off":
        # Translators: sound switched off.
        return tr.pgettext("sound", "Sound off.")
    if value == "mono":
        # Translators: sound in mono: the same in both ears.
        return tr.pgettext("sound", "Sound in mono: the same in both ears.")
    if value == "stereo":
        # Translators: sound in stereo: a sound comes from the left for column 1 and from the
        # right for the last column ({last}).
        return tr.pgettext(
            "sound", "Sound in stereo: column 1 on the left, column {last} on the right."
        ).format(last=columns)
    if value == "words":
        # Translators: the option "sound instead of words" was switched on.
        return tr.pgettext(
            "sound",
            "Sound instead of words: at short verbosity, what a sound already says is left out.",
        )
    # Translators: the option "sound instead of words" was switched off.
    return tr.pgettext("sound", "Sound with words: everything is said again.")


def volume_set(tr: Translator, volume: int) -> str:
    # Translators: the volume of the sounds was set (0 to 100); speech keeps its own volume.
    return tr.pgettext("sound", "Sound volume {volume}.").format(volume=volume)


def unavailable(tr: Translator, problem: NoSound) -> str:
    """One sentence when the player asked for sound and there is none (yet)."""
    match problem:
        case NoSound.LIBRARY:
            # Translators: sound was asked for but the audio library is missing. Keep the command.
            return tr.pgettext(
                "sound",
                "No sound: the audio library is not installed (pip install scorpion-a11y[geluid]); "
                "the game plays on without sound.",
            )
        case NoSound.DEVICE:
            # Translators: sound was asked for but no audio device works.
            return tr.pgettext(
                "sound", "No sound: no audio device works; the game plays on without sound."
            )
        case NoSound.NO_ANSWER:
            # Translators: sound was asked for; the audio device was opened but gave no answer
            # for many seconds (a hung sound server).
            return tr.pgettext(
                "sound",
                "No sound: the audio device does not answer; the game plays on without sound.",
            )
        case NoSound.OPENING:
            # Translators: "sound on" was asked for; the audio device is slow to open (a busy
            # computer). The sound comes on by itself once it is open, or a later sentence says
            # it did not work.
            return tr.pgettext(
                "sound", "The audio device is still opening; the sound comes on once it works."
            )
        case _:
            assert_never(problem)
