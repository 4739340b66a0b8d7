"""Choosing an output, the fallback chains and the sentences the player hears about them."""

from __future__ import annotations

import io

import pytest
from recording import RecordingBackend

from scorpion_a11y.i18n import translator
from scorpion_a11y.output import BackendError, Output, Problem, Terminal
from scorpion_a11y.output.screenreader import ScreenReaderBackend
from scorpion_a11y.output.speech import SpeechBackend
from scorpion_a11y.output.text import TextBackend
from scorpion_a11y.settings import BACKENDS, OUTPUT_CHOICES, words_per_minute

NL = translator("nl")


def fails(problem: Problem):
    def factory():
        raise BackendError(problem, "simulated")

    return factory


def output(
    choice: str,
    *,
    reader: str | None = None,
    **factories,
) -> tuple[Output, io.StringIO]:
    stream = io.StringIO()
    out = Output(
        choice, NL, stream=stream, screen_reader=lambda: reader, factories=factories or None
    )
    return out, stream


def speech_spy() -> RecordingBackend:
    return RecordingBackend(name="spraak")


def test_text_prints_each_announcement_as_a_plain_line() -> None:
    out, stream = output("tekst")
    assert out.start() == "Uitvoer: tekst."
    assert out.active == "tekst" and out.terminal is Terminal.TEXT
    out.say("Harten 4 naar kolom 7.")
    out.say("Kolom 2: schoppenaas.\nKolom 3: leeg.")
    out.say("")  # nothing at all, not an empty line
    assert stream.getvalue() == "Harten 4 naar kolom 7.\nKolom 2: schoppenaas.\nKolom 3: leeg.\n"


def test_english_sentences() -> None:
    out = Output("tekst", translator("en"), stream=io.StringIO())
    assert out.start() == "Output: text."
    assert out.switch("luid") == (
        "Unknown output “luid”; choose one of: auto, tekst, spraak, schermlezer."
    )


def test_auto_with_a_screen_reader_prints_text_for_it() -> None:
    spy = speech_spy()
    out, stream = output("auto", reader="Orca", spraak=lambda: spy)
    assert out.start() == "Uitvoer: tekst, voor je schermlezer."
    assert out.active == "tekst" and out.screen_reader == "Orca"
    out.say("Kolom 1.")
    assert stream.getvalue() == "Kolom 1.\n" and spy.spoken == []


def test_auto_without_a_screen_reader_speaks_and_prints_nothing() -> None:
    spy = speech_spy()
    spy.terminal = Terminal.QUIET
    out, stream = output("auto", spraak=lambda: spy)
    assert out.start() == "Uitvoer: spraak."
    assert out.terminal is Terminal.QUIET
    out.say("Kolom 1.")
    assert spy.spoken == ["Kolom 1."] and spy.interrupts == [True]
    assert stream.getvalue() == ""  # no double speech from a console screen reader


def test_auto_without_voice_says_only_the_output_in_use() -> None:
    """The player did not choose speech: its failure is not news, the output in use is."""
    out, _stream = output("auto", spraak=fails(Problem.NO_VOICE))
    assert out.start() == "Uitvoer: tekst."
    assert out.active == "tekst"
    out2, _stream = output("auto", spraak=fails(Problem.NO_SYNTHESIZER))
    assert out2.switch("auto") == "Uitvoer: tekst."
    out3, _stream = output("spraak", spraak=fails(Problem.NO_VOICE))
    assert out3.start() == "Uitvoer spraak werkt niet (geen Nederlandse stem); nu: tekst."


def test_screen_reader_choice_without_one_tries_speech_then_text() -> None:
    spy = speech_spy()
    out, _ = output("schermlezer", schermlezer=fails(Problem.NO_SCREEN_READER), spraak=lambda: spy)
    assert out.start() == "Uitvoer schermlezer werkt niet (geen schermlezer gevonden); nu: spraak."
    assert out.active == "spraak"
    out2, _ = output(
        "schermlezer",
        reader="NVDA",
        schermlezer=fails(Problem.NO_SCREEN_READER),
        spraak=lambda: spy,
    )
    # A screen reader runs (it reads the console): text, not a second voice.
    assert out2.start().endswith("nu: tekst.")


def test_screen_reader_choice_with_one() -> None:
    reader = RecordingBackend(name="schermlezer")
    out, stream = output("schermlezer", reader="NVDA", schermlezer=lambda: reader)
    assert out.start() == "Uitvoer: schermlezer."
    out.say("Kolom 4.")
    assert reader.spoken == ["Kolom 4."] and stream.getvalue() == ""


def test_unexpected_library_exception_at_start_is_a_driver_error() -> None:
    def explode():
        raise OSError("libespeak-ng.so.1: cannot open shared object file")

    out, _ = output("spraak", spraak=explode)
    assert out.start() == "Uitvoer spraak werkt niet (een fout in de spraakdriver); nu: tekst."


def test_failure_while_speaking_falls_back_and_nothing_is_lost() -> None:
    spy = RecordingBackend(name="spraak", fail_after=1, problem=Problem.NO_SOUND)
    out, stream = output("spraak", spraak=lambda: spy)
    out.start()
    out.say("Eerste zin.")
    out.say("Tweede zin.")
    assert spy.spoken == ["Eerste zin."] and spy.closed
    assert out.active == "tekst"
    assert stream.getvalue().splitlines() == [
        "Uitvoer spraak werkt niet (geen geluidsuitvoer); nu: tekst.",
        "Tweede zin.",
    ]


def test_any_exception_while_speaking_is_caught() -> None:
    class Broken(RecordingBackend):
        def say(self, text: str, utterances: object) -> None:
            raise ValueError("driver bug")

    out, stream = output("spraak", spraak=lambda: Broken(name="spraak"))
    out.start()
    out.say("Kolom 6.")  # never raises
    assert stream.getvalue().splitlines()[-1] == "Kolom 6."


def test_background_fault_says_the_fallback_and_the_lost_text() -> None:
    spy = speech_spy()
    out, stream = output("spraak", spraak=lambda: spy)
    out.start()
    out.say("Harten 4 naar kolom 7.")
    assert spy.on_fault is not None
    spy.on_fault(spy, Problem.HUNG, "Harten 4 naar kolom 7.")
    assert stream.getvalue().splitlines() == [
        "Uitvoer spraak werkt niet (de spraak reageert niet meer); nu: tekst.",
        "Harten 4 naar kolom 7.",
    ]
    # A late fault of the backend no longer in use changes nothing.
    spy.on_fault(spy, Problem.HUNG, "oud")
    assert "oud" not in stream.getvalue()


def test_background_fault_runs_where_the_app_says() -> None:
    jobs = []
    spy = speech_spy()
    stream = io.StringIO()
    out = Output(
        "spraak",
        NL,
        stream=stream,
        factories={"spraak": lambda: spy},
        screen_reader=lambda: None,
        background=jobs.append,
    )
    out.start()
    assert spy.on_fault is not None
    spy.on_fault(spy, Problem.WORKER_DIED, "Kolom 1.")
    assert stream.getvalue() == "" and len(jobs) == 1  # nothing written behind the prompt's back
    jobs[0]()
    assert stream.getvalue().splitlines() == [
        "Uitvoer spraak werkt niet (het spraakproces is gestopt); nu: tekst.",
        "Kolom 1.",
    ]


def test_injected_backend_is_used_as_is() -> None:
    spy = RecordingBackend()
    out = Output(backend=spy, tr=NL, stream=io.StringIO())
    assert out.start() == "Uitvoer: opname."
    out.say("Kolom 1.")
    out.cancel()
    assert spy.spoken == ["Kolom 1."] and spy.cancels == 1
    assert out.active == "opname"


def test_say_before_start_still_works() -> None:
    out, stream = output("tekst")
    out.say("Kolom 1.")
    assert stream.getvalue() == "Kolom 1.\n"


def test_switch_at_run_time() -> None:
    spy = speech_spy()
    out, _stream = output("tekst", spraak=lambda: spy)
    out.start()
    assert out.switch("tekst") == "Uitvoer is al tekst."
    assert out.switch(" SPRAAK ") == "Uitvoer: spraak."
    assert out.choice == "spraak" and out.active == "spraak"
    out.say("Kolom 2.")
    assert spy.spoken == ["Kolom 2."]
    assert out.switch("tekst") == "Uitvoer: tekst."
    assert spy.closed
    assert out.switch("hard") == (
        "Onbekende uitvoer “hard”; kies uit: auto, tekst, spraak, schermlezer."
    )
    assert out.active == "tekst"


def test_switch_back_to_a_mode_that_had_failed_tries_it_again() -> None:
    attempts = []

    def flaky():
        attempts.append(1)
        if len(attempts) == 1:
            raise BackendError(Problem.NO_SOUND)
        return speech_spy()

    out, _ = output("spraak", spraak=flaky)
    assert out.start().endswith("nu: tekst.")
    assert out.switch("spraak") == "Uitvoer: spraak."


def test_language_change_reaches_the_backend_and_the_sentences() -> None:
    spy = speech_spy()
    out, _ = output("spraak", spraak=lambda: spy)
    out.start()
    out.tr = translator("en")
    assert spy.language == "en" and out.tr.language == "en"
    assert out.set_rate(60) == "Speech rate: 60 of 100."


def test_rate_and_volume() -> None:
    spy = speech_spy()
    out, _ = output("spraak", spraak=lambda: spy)
    out.start()
    # the player's own number comes back; the voice gets words per minute
    assert out.set_rate(70) == "Spreeksnelheid: 70 van 100."
    assert spy.rate == words_per_minute(70) == 285 and out.rate == 285
    assert out.set_rate(101) == "De spreeksnelheid gaat van 0, het langzaamst, tot 100, het snelst."
    assert out.set_rate(-1).startswith("De spreeksnelheid gaat van")
    assert out.rate == 285
    assert out.set_volume(60) == "Spraakvolume: 60 procent."
    assert spy.volume == 60
    assert out.set_volume(101) == "Het spraakvolume gaat van 0 tot 100 procent."
    text, _ = output("tekst")
    text.start()
    assert text.set_rate(30) == "Spreeksnelheid: 30 van 100, voor uitvoer spraak."


def test_rate_given_at_start_is_clamped() -> None:
    assert Output("tekst", NL, rate=1000).rate == 450
    assert Output("tekst", NL, rate=10).rate == 80
    assert Output("tekst", NL).rate == 175


def test_close_is_idempotent_and_silences() -> None:
    spy = speech_spy()
    out, _ = output("spraak", spraak=lambda: spy)
    out.start()
    out.close()
    out.close()
    assert spy.closed
    out.say("Na het sluiten.")
    assert spy.spoken == []


def test_context_manager_closes() -> None:
    spy = speech_spy()
    with Output("spraak", NL, factories={"spraak": lambda: spy}, screen_reader=lambda: None) as out:
        out.start()
    assert spy.closed


def test_text_backend_survives_a_closed_terminal() -> None:
    stream = io.StringIO()
    out = Output("tekst", NL, stream=stream)
    out.start()
    stream.close()
    out.say("Kolom 1.")  # no traceback


@pytest.mark.parametrize("bad", ["", "luid", "speech"])
def test_unknown_choice_at_construction_means_auto(bad: str) -> None:
    assert Output(bad, NL).choice == "auto"


#: The module doc's table, written out here with the names the player types: which backends
#: each choice tries, in order, with and without a screen reader running.
CHAINS = {
    ("tekst", None): ["tekst"],
    ("tekst", "Orca"): ["tekst"],
    ("spraak", None): ["spraak", "tekst"],
    ("spraak", "Orca"): ["spraak", "tekst"],
    ("schermlezer", None): ["schermlezer", "spraak", "tekst"],
    ("schermlezer", "Orca"): ["schermlezer", "tekst"],
    ("auto", None): ["spraak", "tekst"],
    ("auto", "Orca"): ["tekst"],
}


def test_the_chain_table_covers_every_choice() -> None:
    assert {choice for choice, _ in CHAINS} == set(OUTPUT_CHOICES)
    assert set(BACKENDS) == {"tekst", "spraak", "schermlezer"}


@pytest.mark.parametrize(("choice", "reader"), list(CHAINS), ids=str)
def test_each_choice_tries_its_backends_in_order(choice: str, reader: str | None) -> None:
    """Every backend but text fails: the ones tried, in order, are the documented chain (a name
    left out of any chain, or of the backends the output can start, shows here)."""
    tried: list[str] = []

    def failing(name: str):
        def factory():
            tried.append(name)
            raise BackendError(Problem.NOT_INSTALLED, "simulated")

        return factory

    def text():
        tried.append("tekst")
        return RecordingBackend(Terminal.TEXT, name="tekst")

    factories = {name: failing(name) for name in ("spraak", "schermlezer")}
    out, _ = output(choice, reader=reader, tekst=text, **factories)
    out.start()
    assert tried == CHAINS[choice, reader]
    assert out.active == "tekst"


def test_every_backend_is_started_by_its_own_name() -> None:
    """One factory per backend name, and each backend calls itself by that name."""
    assert set(Output()._factories) == {"tekst", "spraak", "schermlezer"}
    names = {TextBackend.name, SpeechBackend.name, ScreenReaderBackend.name}
    assert names == {"tekst", "spraak", "schermlezer"}
    out, _ = output("tekst")
    out.start()
    assert out.active == TextBackend.name
