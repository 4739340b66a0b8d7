"""Sentences about the output itself: which mode is in use, why one failed, the speech rate.

Catalog: ``locales/<lang>/LC_MESSAGES/output.po``. Mode names are the player's own words for the
modes (``tekst``, ``spraak``, ``schermlezer``); in Dutch they are the words typed after
``uitvoer``.
"""

from __future__ import annotations

from ..exhaustive import assert_never
from ..i18n import Translator
from ..settings import OUTPUT_CHOICES, OutputChoice, Problem


def mode_name(tr: Translator, name: str) -> str:
    """The spoken name of an output mode (``tekst``, ``spraak``, ``schermlezer``, ``auto``);
    any other backend (a test's spy) is called by its own name."""
    if name not in OUTPUT_CHOICES:
        return name
    choice = OutputChoice(name)
    match choice:
        case OutputChoice.TEKST:
            # Translators: output mode: plain text lines that the player's screen reader reads.
            return tr.pgettext("output mode", "text")
        case OutputChoice.SPRAAK:
            # Translators: output mode: the game speaks itself, with a text-to-speech voice.
            return tr.pgettext("output mode", "speech")
        case OutputChoice.SCHERMLEZER:
            # Translators: output mode: sentences are sent straight to the running screen reader.
            return tr.pgettext("output mode", "screen reader")
        case OutputChoice.AUTO:
            # Translators: output mode: the game picks text or speech itself.
            return tr.pgettext("output mode", "automatic")
        case _:
            assert_never(choice)


def problem_text(tr: Translator, problem: Problem) -> str:
    """A few words saying why an output mode does not work."""
    match problem:
        case Problem.NOT_INSTALLED:
            # Translators: why speech does not work: the speech library (pyttsx3 or
            # accessible_output2) is not installed.
            return tr.gettext("the speech library is not installed")
        case Problem.NO_SYNTHESIZER:
            # Translators: why speech does not work: no speech synthesizer such as espeak-ng.
            return tr.gettext("no speech synthesizer found")
        case Problem.NO_VOICE:
            # Translators: why speech does not work: no voice speaks the game's language. In a
            # translation, name the language: Dutch "geen Nederlandse stem".
            return tr.gettext("no voice for this language")
        case Problem.NO_PLAYER:
            # Translators: why speech does not work: no program to play sound (aplay, paplay).
            return tr.gettext("no sound player found")
        case Problem.NO_SOUND:
            # Translators: why speech does not work: sound cannot be played (no sound card or
            # sound server).
            return tr.gettext("no sound output")
        case Problem.HUNG:
            # Translators: why speech stopped: the speech engine stopped responding.
            return tr.gettext("the speech engine stopped responding")
        case Problem.WORKER_DIED:
            # Translators: why speech stopped: the separate speech process ended.
            return tr.gettext("the speech process stopped")
        case Problem.NO_SCREEN_READER:
            # Translators: why screen-reader output does not work: none is running or reachable.
            return tr.gettext("no screen reader found")
        case Problem.SCREEN_READER_STOPPED:
            # Translators: why screen-reader output stopped: the screen reader was closed.
            return tr.gettext("the screen reader stopped")
        case Problem.DRIVER_ERROR:
            # Translators: why speech does not work: the speech library reported an error.
            return tr.gettext("an error in the speech driver")
        case _:
            assert_never(problem)


def chosen(tr: Translator, name: str) -> str:
    """At start and after ``uitvoer``: which output is in use."""
    # Translators: said at start and after the output command; {mode} is an output mode name
    # such as "speech". Dutch: "Uitvoer: spraak."
    return tr.gettext("Output: {mode}.").format(mode=mode_name(tr, name))


def chosen_for_screen_reader(tr: Translator) -> str:
    """Automatic choice found a running screen reader: plain text, which it reads."""
    # Translators: said at start when the game found a running screen reader and therefore
    # prints plain text for it to read.
    return tr.gettext("Output: text, for your screen reader.")


def fell_back(tr: Translator, failed: str, problem: Problem, now: str) -> str:
    """One short sentence: a mode does not work, and what is used instead."""
    # Translators: {failed} and {now} are output mode names, {problem} says why, e.g. Dutch
    # "Uitvoer spraak werkt niet (geen geluidsuitvoer); nu: tekst."
    return tr.gettext("Output {failed} does not work ({problem}); now: {now}.").format(
        failed=mode_name(tr, failed), problem=problem_text(tr, problem), now=mode_name(tr, now)
    )


def keep_fallback(tr: Translator, now: str) -> str:
    """At start, after "Uitvoer spraak werkt niet ...; nu: tekst." for the saved choice: how
    to start with what works from now on (else the same sentence comes at every start)."""
    from ..commands.vocabulary import command_words

    words = command_words(tr, "output")
    # Translators: at start, after the sentence that the saved output mode does not work and
    # {mode} is used instead; {command} is the output command word ("uitvoer"), so the player
    # types e.g. "uitvoer tekst". Dutch: "Wil je voortaan tekst, typ dan uitvoer tekst."
    return tr.gettext("To keep {mode} from now on, type {command} {mode}.").format(
        mode=mode_name(tr, now), command=words[0] if words else "output"
    )


def already(tr: Translator, name: str) -> str:
    # Translators: the player asked for the output mode that is already in use.
    return tr.gettext("Output is already {mode}.").format(mode=mode_name(tr, name))


def unknown_choice(tr: Translator, given: str, choices: list[str]) -> str:
    # Translators: the player typed an unknown output mode; {choices} lists the valid words,
    # as typed (auto, tekst, spraak, schermlezer).
    return tr.gettext("Unknown output “{given}”; choose one of: {choices}.").format(
        given=given, choices=", ".join(choices)
    )


def rate_set(tr: Translator, rate: int, high: int) -> str:
    # Translators: after changing the speech rate; {rate} is the number the player typed, on
    # the scale of "snelheid" (0 slowest to {high} fastest), never words per minute.
    return tr.gettext("Speech rate: {rate} of {high}.").format(rate=rate, high=high)


def rate_saved(tr: Translator, rate: int, high: int) -> str:
    # Translators: the speech rate was changed while the output is not the game's own speech
    # (text or screen reader, whose own rate applies); it is kept for speech output. {rate} is
    # on the scale of "snelheid" (0 to {high}). Starts as the sentence of speech output.
    return tr.gettext("Speech rate: {rate} of {high}, for speech output.").format(
        rate=rate, high=high
    )


def rate_out_of_range(tr: Translator, low: int, high: int) -> str:
    # Translators: the player asked for a speech rate outside the scale of "snelheid".
    return tr.gettext("The speech rate goes from {low}, slowest, to {high}, fastest.").format(
        low=low, high=high
    )


def volume_set(tr: Translator, volume: int) -> str:
    # Translators: after changing the speech volume; {volume} is a percentage.
    return tr.gettext("Speech volume: {volume} percent.").format(volume=volume)


def volume_out_of_range(tr: Translator) -> str:
    # Translators: the player asked for a volume below 0 or above 100 percent.
    return tr.gettext("The speech volume goes from 0 to 100 percent.")
