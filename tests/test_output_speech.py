"""``spraak`` with the real speech worker: real Dutch synthesis, interruption, every fault.

The sound card is the one thing faked: a *pacing player* (a small Python program) stands in for
``aplay``: it copies the WAV it was given (so the audio can be checked), then "plays" it in real
time, logging its progress, until it ends or is killed. Everything else is real: the worker
process, pyttsx3, espeak-ng, the kill.
"""

from __future__ import annotations

import array
import ctypes.util
import io
import logging
import math
import os
import shutil
import sys
import textwrap
import threading
import time
import wave
from collections.abc import Callable
from pathlib import Path

import pytest
from seed_texts import SEED_DEAL
from seed_texts import SEED_START as BOARD

from scorpion_a11y.game import dealfile
from scorpion_a11y.game.engine import Game
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration import Narrator
from scorpion_a11y.output import BackendError, Output, Problem
from scorpion_a11y.output import players as players_module
from scorpion_a11y.output.players import Handle, Player, ProcessPlayer, Status
from scorpion_a11y.output.speech import SpeechBackend
from scorpion_a11y.utterance import Utterance, announcement, join

#: The seed's board description as narration hands it to the output: the text and its
#: utterances (the reserve sentence, then one per column).
SAID_BOARD = Narrator().board(Game(dealfile.load(SEED_DEAL), None))


def say_board(backend: SpeechBackend, interrupt: bool = True) -> None:
    backend.say(SAID_BOARD, announcement(SAID_BOARD, interrupt))


HAS_ESPEAK_LIB = bool(ctypes.util.find_library("espeak-ng"))
HAS_ESPEAK_PROGRAM = bool(shutil.which("espeak-ng"))
needs_espeak = pytest.mark.skipif(
    not (HAS_ESPEAK_LIB or HAS_ESPEAK_PROGRAM), reason="espeak-ng is not installed"
)

PACER = textwrap.dedent(
    """
    import os, shutil, sys, time, wave
    logdir, speed, path = sys.argv[1], float(sys.argv[2]), sys.argv[3]
    name = os.path.basename(path)
    shutil.copy(path, os.path.join(logdir, name))
    with wave.open(path) as w:
        seconds = w.getnframes() / w.getframerate() / speed
    log = open(os.path.join(logdir, name + ".log"), "w", buffering=1)
    log.write("start %.3f\\n" % seconds)
    t0 = time.monotonic()
    while time.monotonic() - t0 < seconds:
        log.write("at %.3f\\n" % (time.monotonic() - t0))
        time.sleep(0.02)
    log.write("end\\n")
    """
)


def pacer(logdir: Path, speed: float = 1.0) -> ProcessPlayer:
    """A stand-in for the sound card; ``speed`` > 1 plays faster than real time."""
    return ProcessPlayer([sys.executable, "-c", PACER, str(logdir), str(speed)], name="pacer")


def failing_player() -> ProcessPlayer:
    """A player that cannot open the sound device, as aplay without a sound card."""
    return ProcessPlayer([sys.executable, "-c", "import sys; sys.exit(1)"], name="nosound")


def wait_for(condition: Callable[[], bool], timeout: float = 30.0) -> bool:
    """Poll until ``condition`` holds; the timeout only keeps a broken build from hanging."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.01)
    return condition()


def log_of(logdir: Path, wav: str) -> str:
    path = logdir / (wav + ".log")
    return path.read_text() if path.exists() else ""


def audio(path: Path) -> tuple[float, float, int]:
    """(seconds, RMS of the samples in 0..1, sample rate) of a 16-bit mono WAV."""
    with wave.open(str(path)) as w:
        assert w.getsampwidth() == 2 and w.getnchannels() == 1
        rate = w.getframerate()
        samples = array.array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    rms = math.sqrt(sum(s * s for s in samples) / max(1, len(samples))) / 32768
    return len(samples) / rate, rms, rate


def plausible_seconds(text: str, wpm: int) -> tuple[float, float]:
    words = len(text.split())
    expected = words / wpm * 60
    return expected * 0.4, expected * 2.5


# -- fake libraries, at the boundary: a pyttsx3 that misbehaves as real drivers do ------------

FAKE_PYTTSX3 = textwrap.dedent(
    """
    import os, time, wave

    MODE = os.environ.get("FAKE_PYTTSX3", "")

    class Voice:
        id = "fake/nl"
        name = "Fake Dutch"
        languages = ["nl"]

    class Engine:
        failed = False
        def __init__(self):
            self.props = {"voice": "fake/en"}
            self.queue = []
        def getProperty(self, name):
            if name == "voices":
                return [Voice()]
            return self.props.get(name)
        def setProperty(self, name, value):
            self.queue.append((name, value))
        def save_to_file(self, text, path):
            self.text, self.path = text, path
        def runAndWait(self):
            for name, value in self.queue:
                self.props[name] = value
            self.queue.clear()
            if "boem" in self.text and MODE == "raise":
                raise RuntimeError("driver exploded")
            if "boem" in self.text and MODE == "once" and not Engine.failed:
                Engine.failed = True
                raise RuntimeError("driver hiccup")
            if "hang" in self.text and MODE == "hang":
                time.sleep(3600)
            with wave.open(self.path, "wb") as w:
                w.setnchannels(1); w.setsampwidth(2); w.setframerate(22050)
                w.writeframes(b"\\x00\\x10" * 2205)

    def init(driverName=None):
        if MODE == "noinit":
            raise RuntimeError("could not initialize espeak")
        return Engine()
    """
)


def fake_env(tmp_path: Path, pyttsx3_source: str | None, mode: str = "", espeak: bool = False):
    """An environment for the worker with a replaced (or unimportable) pyttsx3.

    ``pyttsx3_source=None`` makes ``import pyttsx3`` fail. PATH holds only what is asked for.
    """
    lib = tmp_path / "fakelib"
    (lib / "pyttsx3").mkdir(parents=True, exist_ok=True)
    source = pyttsx3_source if pyttsx3_source is not None else "raise ImportError('no pyttsx3')\n"
    (lib / "pyttsx3" / "__init__.py").write_text(source)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(exist_ok=True)
    if espeak and shutil.which("espeak-ng"):
        target = bin_dir / "espeak-ng"
        if not target.exists():
            target.symlink_to(shutil.which("espeak-ng") or "")
    env = dict(os.environ)
    env["PYTHONPATH"] = str(lib)
    env["PATH"] = str(bin_dir)
    env["FAKE_PYTTSX3"] = mode
    return env


class Faults:
    def __init__(self) -> None:
        self.seen: list[tuple[Problem, str | None]] = []
        self.event = threading.Event()

    def __call__(self, backend: object, problem: Problem, lost: str | None) -> None:
        self.seen.append((problem, lost))
        self.event.set()


# -- real synthesis ---------------------------------------------------------------------------


@needs_espeak
@pytest.mark.skipif(not HAS_ESPEAK_LIB, reason="libespeak-ng (pyttsx3's espeak driver) missing")
def test_pyttsx3_renders_the_dutch_board_description(tmp_path: Path, capfd) -> None:
    pytest.importorskip("pyttsx3")
    backend = SpeechBackend(player=pacer(tmp_path, speed=20), engine="pyttsx3", rate=175)
    try:
        assert backend.engine == "pyttsx3"
        assert backend.voice.split("/")[-1] == "nl"  # espeak-ng's Dutch voice, chosen by language
        say_board(backend)
        assert wait_for(lambda: not backend.speaking, timeout=120)
    finally:
        backend.close()
    wavs = sorted(tmp_path.glob("1-*.wav"), key=lambda p: int(p.stem.split("-")[1]))
    assert SAID_BOARD == BOARD
    assert len(wavs) == len(announcement(SAID_BOARD)) == 8  # reserve, then column by column
    total = 0.0
    for wav in wavs:
        seconds, rms, rate = audio(wav)
        assert rate in (16000, 22050, 24000, 44100)
        assert rms > 0.01, f"{wav.name} is silent"
        assert "end" in log_of(tmp_path, wav.name)
        total += seconds
    low, high = plausible_seconds(BOARD, 175)
    assert low < total < high
    # pyttsx3 prints "Audio saved to ..."; none of it may reach the player's terminal.
    out, err = capfd.readouterr()
    assert out == "" and err == ""


@pytest.mark.skipif(not HAS_ESPEAK_PROGRAM, reason="espeak-ng program missing")
def test_espeak_ng_program_speaks_when_pyttsx3_is_missing(tmp_path: Path) -> None:
    env = fake_env(tmp_path, None, espeak=True)
    logs = tmp_path / "played"
    logs.mkdir()
    backend = SpeechBackend(player=pacer(logs), env=env)
    try:
        assert backend.engine == "espeak-ng"
        first, second = "Harten 4 naar kolom 7.", "Schoppenaas is vrij."
        backend.say(f"{first} {second}", [Utterance(first, interrupt=True), Utterance(second)])
        assert wait_for(lambda: not backend.speaking)
    finally:
        backend.close()
    for wav, text in (("1-0.wav", first), ("1-1.wav", second)):  # each utterance on its own
        seconds, rms, _ = audio(logs / wav)
        assert rms > 0.01
        low, high = plausible_seconds(text, 175)
        assert low < seconds < high


@needs_espeak
def test_language_change_switches_the_voice(tmp_path: Path) -> None:
    backend = SpeechBackend(player=pacer(tmp_path, speed=20), lang="nl")
    try:
        assert backend.voice.split("/")[-1] == "nl"
        backend.set_language("en")
        assert wait_for(lambda: backend.voice.split("/")[-1] == "en")
        backend.speak("Hearts 4 to column 7.")
        assert wait_for(lambda: not backend.speaking)
    finally:
        backend.close()
    assert audio(tmp_path / "1-0.wav")[1] > 0.01


def test_language_without_a_voice_falls_back(tmp_path: Path) -> None:
    env = fake_env(tmp_path, FAKE_PYTTSX3)  # its only voice is Dutch
    out, stream = output_with(lambda: SpeechBackend(player=pacer(tmp_path), env=env))
    try:
        out.start()
        out.tr = translator("en")
        assert wait_for(lambda: "does not work" in stream.getvalue())
        assert stream.getvalue() == "Output speech does not work (no English voice); now: text.\n"
    finally:
        out.close()


# -- interruption with the real worker --------------------------------------------------------


@needs_espeak
def test_a_new_announcement_cuts_off_the_one_still_speaking(tmp_path: Path) -> None:
    events: list[tuple[str, int]] = []
    backend = SpeechBackend(player=pacer(tmp_path), on_playback=lambda e, i: events.append((e, i)))
    try:
        say_board(backend)
        assert wait_for(lambda: "at " in log_of(tmp_path, "1-0.wav"))
        backend.speak("Harten 4 naar kolom 7.")
        assert wait_for(lambda: "end" in log_of(tmp_path, "2-0.wav"))
    finally:
        backend.close()
    first = log_of(tmp_path, "1-0.wav")
    assert "end" not in first  # cut off mid-sentence
    assert ("stopped", 1) in events
    # The rest of the board description (its columns) was never played.
    assert not list(tmp_path.glob("1-[1-9].wav.log"))
    assert events.index(("stopped", 1)) < events.index(("start", 2))


@needs_espeak
def test_cancel_silences_speech_and_the_next_sentence_still_plays(tmp_path: Path) -> None:
    events: list[tuple[str, int]] = []
    backend = SpeechBackend(player=pacer(tmp_path), on_playback=lambda e, i: events.append((e, i)))
    try:
        say_board(backend)
        assert wait_for(lambda: ("start", 1) in events)
        backend.cancel()
        assert not backend.speaking
        assert wait_for(lambda: ("stopped", 1) in events)
        backend.speak("Goed zo.", interrupt=False)
        assert wait_for(lambda: ("end", 2) in events)
    finally:
        backend.close()
    assert "end" not in log_of(tmp_path, "1-0.wav")


@needs_espeak
def test_the_board_is_spoken_column_by_column_and_escape_stops_it(tmp_path: Path) -> None:
    """Through the output, as the game says it: the reserve sentence is heard to the end,
    then column 1; Escape stops column 1 mid-word and no later column is played."""
    events: list[tuple[str, int]] = []

    def make() -> SpeechBackend:
        return SpeechBackend(
            player=pacer(tmp_path, speed=3), on_playback=lambda e, i: events.append((e, i))
        )

    out, stream = output_with(make)
    try:
        assert out.start() == "Uitvoer: spraak."
        out.say(SAID_BOARD)
        assert wait_for(lambda: "at " in log_of(tmp_path, "1-1.wav"))
        out.cancel()  # Escape
        assert wait_for(lambda: ("stopped", 1) in events)
        time.sleep(0.5)  # a later column would have started by now
    finally:
        out.close()
    reserve, column_1 = announcement(SAID_BOARD)[:2]
    assert "end" in log_of(tmp_path, "1-0.wav")  # the reserve sentence, heard out
    low, high = plausible_seconds(reserve.text, 175)
    assert low < audio(tmp_path / "1-0.wav")[0] < high
    assert "end" not in log_of(tmp_path, "1-1.wav")  # column 1, cut off
    low, high = plausible_seconds(column_1.text, 175)
    assert low < audio(tmp_path / "1-1.wav")[0] < high
    assert not list(tmp_path.glob("1-[2-9].wav.log"))  # columns 2 to 7 never played
    assert stream.getvalue() == ""  # spoken, so not printed as well


@needs_espeak
def test_queued_announcement_waits_for_the_first(tmp_path: Path) -> None:
    events: list[tuple[str, int]] = []
    backend = SpeechBackend(player=pacer(tmp_path), on_playback=lambda e, i: events.append((e, i)))
    try:
        backend.speak("Kolom 3.")
        backend.speak("Kolom 4.", interrupt=False)
        assert wait_for(lambda: ("end", 2) in events)
    finally:
        backend.close()
    assert events.index(("end", 1)) < events.index(("start", 2))


# -- faults: each ends in a working backend, with one sentence and nothing lost ----------------


def output_with(factory: Callable[[], SpeechBackend]) -> tuple[Output, io.StringIO]:
    stream = io.StringIO()
    out = Output("spraak", translator("nl"), stream=stream, factories={"spraak": factory})
    return out, stream


@needs_espeak
def test_no_sound_card_mid_game_falls_back_to_text_with_the_lost_sentence(tmp_path: Path) -> None:
    out, stream = output_with(lambda: SpeechBackend(player=failing_player()))
    try:
        assert out.start() == "Uitvoer: spraak."
        out.say("Harten 4 naar kolom 7.")
        assert wait_for(lambda: "Harten 4" in stream.getvalue())
        assert out.active == "tekst"
        assert stream.getvalue().splitlines() == [
            "Uitvoer spraak werkt niet (geen geluidsuitvoer); nu: tekst.",
            "Harten 4 naar kolom 7.",
        ]
        out.say("Kolom 7 is leeg.")
        assert stream.getvalue().splitlines()[-1] == "Kolom 7 is leeg."
    finally:
        out.close()


def test_no_working_player_at_start_is_no_sound(tmp_path: Path) -> None:
    with pytest.raises(BackendError) as caught:
        players_module.choose(str(tmp_path), [failing_player(), failing_player()])
    assert caught.value.problem is Problem.NO_SOUND
    with pytest.raises(BackendError) as caught:
        players_module.choose(str(tmp_path), [])
    assert caught.value.problem is Problem.NO_PLAYER
    played = tmp_path / "played"
    played.mkdir()
    chosen = players_module.choose(str(tmp_path), [failing_player(), pacer(played)])
    assert chosen.name == "pacer"
    assert "end" in log_of(played, "probe.wav")  # it played the probe's silence to the end


@pytest.mark.skipif(
    os.path.exists("/dev/snd") or bool(os.environ.get("PULSE_SERVER")),
    reason="this machine has a sound device",
)
def test_real_start_without_a_sound_card_says_so_and_uses_text() -> None:
    stream = io.StringIO()
    out = Output("spraak", translator("nl"), stream=stream)
    try:
        sentence = out.start()
        assert out.active == "tekst"
        assert sentence.startswith("Uitvoer spraak werkt niet (")
        assert sentence.endswith("); nu: tekst.")
        out.say("Kolom 1.")
        assert stream.getvalue() == "Kolom 1.\n"
    finally:
        out.close()


def test_no_pyttsx3_and_no_espeak_program_cannot_start(tmp_path: Path) -> None:
    env = fake_env(tmp_path, None)
    with pytest.raises(BackendError) as caught:
        SpeechBackend(player=pacer(tmp_path), env=env)
    assert caught.value.problem is Problem.NOT_INSTALLED


def test_missing_espeak_library_and_program_is_no_synthesizer(tmp_path: Path) -> None:
    env = fake_env(tmp_path, FAKE_PYTTSX3, mode="noinit")
    with pytest.raises(BackendError) as caught:
        SpeechBackend(player=pacer(tmp_path), env=env)
    assert caught.value.problem is Problem.NO_SYNTHESIZER


def test_no_dutch_voice(tmp_path: Path) -> None:
    english = FAKE_PYTTSX3.replace('["nl"]', '["en"]').replace("fake/nl", "x/en")
    env = fake_env(tmp_path, english.replace("Fake Dutch", "Fake English"))
    with pytest.raises(BackendError) as caught:
        SpeechBackend(player=pacer(tmp_path), env=env)
    assert caught.value.problem is Problem.NO_VOICE


def test_driver_exception_mid_game_falls_back(tmp_path: Path) -> None:
    env = fake_env(tmp_path, FAKE_PYTTSX3, mode="raise")
    out, stream = output_with(lambda: SpeechBackend(player=pacer(tmp_path), env=env))
    try:
        assert out.start() == "Uitvoer: spraak."
        out.say("Kolom 2 boem.")
        assert wait_for(lambda: "boem" in stream.getvalue())
        assert stream.getvalue().splitlines() == [
            "Uitvoer spraak werkt niet (een fout in de spraakdriver); nu: tekst.",
            "Kolom 2 boem.",
        ]
    finally:
        out.close()


def test_hung_synthesizer_is_killed_and_falls_back(tmp_path: Path) -> None:
    env = fake_env(tmp_path, FAKE_PYTTSX3, mode="hang")
    backend_box: list[SpeechBackend] = []

    def make() -> SpeechBackend:
        backend_box.append(SpeechBackend(player=pacer(tmp_path), env=env, render_timeout=1.0))
        return backend_box[0]

    out, stream = output_with(make)
    try:
        out.start()
        out.say("Kolom 3 hangt.")
        assert wait_for(lambda: "hangt" in stream.getvalue())
        assert stream.getvalue().splitlines() == [
            "Uitvoer spraak werkt niet (de spraak reageert niet meer); nu: tekst.",
            "Kolom 3 hangt.",
        ]
        worker = backend_box[0]._process
        assert worker is not None and wait_for(lambda: worker.poll() is not None)
    finally:
        out.close()


def test_worker_that_dies_falls_back(tmp_path: Path) -> None:
    env = fake_env(tmp_path, FAKE_PYTTSX3)
    backend = SpeechBackend(player=pacer(tmp_path), env=env)
    faults = Faults()
    backend.on_fault = faults
    try:
        assert backend._process is not None
        backend._process.kill()
        assert faults.event.wait(30)
        assert faults.seen[0][0] is Problem.WORKER_DIED
        with pytest.raises(BackendError):
            backend.speak("Kolom 1.")
    finally:
        backend.close()


def test_close_stops_the_worker_and_removes_its_files(tmp_path: Path) -> None:
    env = fake_env(tmp_path, FAKE_PYTTSX3)
    backend = SpeechBackend(player=pacer(tmp_path), env=env)
    folder = Path(backend._dir)
    process = backend._process
    assert folder.is_dir() and process is not None
    backend.close()
    backend.close()  # idempotent
    assert process.poll() is not None
    assert not folder.exists()


# -- no speech library at all ---------------------------------------------------------------


def test_the_game_works_with_no_speech_library_installed(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "pyttsx3", None)  # "import pyttsx3" raises ImportError
    monkeypatch.setitem(sys.modules, "accessible_output2", None)
    monkeypatch.setenv("PATH", str(tmp_path))  # and no espeak-ng program either
    for choice in ("auto", "spraak", "schermlezer"):
        stream = io.StringIO()
        out = Output(choice, translator("nl"), stream=stream, screen_reader=lambda: None)
        sentence = out.start()
        assert out.active == "tekst"
        if choice == "auto":  # speech was not chosen: its failure is no news
            assert sentence == "Uitvoer: tekst."
        else:
            assert "werkt niet" in sentence and sentence.endswith("nu: tekst.")
        out.say("Kolom 5: harten 6.")
        assert stream.getvalue() == "Kolom 5: harten 6.\n"
        out.close()
    assert SpeechBackend.unavailable() is Problem.NOT_INSTALLED


class V:
    def __init__(self, id: str, name: str = "", languages: list | None = None) -> None:
        self.id, self.name, self.languages = id, name, languages or []


def test_voice_is_chosen_by_language_on_every_driver() -> None:
    from scorpion_a11y.output.speech_worker import Pyttsx3Renderer

    pick = Pyttsx3Renderer._pick
    espeak = [V("gmw/en", "English", ["en"]), V("gmw/nl", "Dutch", ["nl"]), V("gmw/af", "Afr")]
    assert pick(espeak, "nl") == "gmw/nl"
    # espeak-ng lists English as "gmw/en-029" (Caribbean) before "gmw/en" (languages en-gb).
    english = [
        V("gmw/en-029", "", ["en-029"]),
        V("gmw/en", "", ["en-gb"]),
        V("gmw/en-us", "", ["en-us"]),
    ]
    assert pick(english, "en") == "gmw/en"
    # SAPI5 reports no languages (pyttsx3 issue 384): match the name.
    sapi = [
        V(r"HKEY\Voices\Tokens\TTS_MS_EN-US_ZIRA", "Microsoft Zira - English (United States)"),
        V(r"HKEY\Voices\Tokens\TTS_MS_NL-NL_FRANK", "Microsoft Frank - Dutch (Netherlands)"),
    ]
    assert pick(sapi, "nl") == sapi[1].id
    # NSSpeechSynthesizer: nl_NL; a Flemish voice only when no Netherlands voice exists.
    nsss = [
        V("com.apple.voice.ellen", "Ellen", ["nl_BE"]),
        V("com.apple.voice.xander", "Xander", ["nl_NL"]),
    ]
    assert pick(nsss, "nl") in (nsss[0].id, nsss[1].id)
    assert pick([V("a", "Ellen", ["nl_BE"])], "nl") == "a"
    assert pick([V("x", "Samantha", ["en_US"])], "nl") is None


# -- issue 14, fault 7: speech survives interrupts ----------------------------------------------


class NullHandle(Handle):
    """A sound that "plays" for a moment; the WAV must be complete to be played at all."""

    def __init__(self, path: str) -> None:
        with wave.open(path) as w:  # a truncated or empty file fails here, as aplay would
            if w.getnframes() <= 0:
                raise OSError("empty sound")
        self.stopped = threading.Event()

    def wait(self) -> Status:
        self.stopped.wait(0.005)
        return Status.STOPPED if self.stopped.is_set() else Status.FINISHED

    def stop(self) -> None:
        self.stopped.set()


class NullPlayer(Player):
    """No sound card needed: checks each WAV file and plays it to nowhere."""

    name = "null"

    def __init__(self) -> None:
        self.played = 0

    def play(self, path: str) -> Handle:
        handle = NullHandle(path)
        self.played += 1
        return handle


@needs_espeak
def test_1000_interrupt_cycles_with_real_espeak_ng_never_fall_back() -> None:
    player = NullPlayer()
    heard: list[tuple[str, int]] = []
    backend = SpeechBackend(
        player=player, on_playback=lambda what, ident: heard.append((what, ident))
    )
    faults = Faults()
    backend.on_fault = faults
    if sys.platform.startswith("linux") and HAS_ESPEAK_PROGRAM:
        assert backend.engine == "espeak-ng"  # complete WAVs, see make_renderer
    try:
        for cycle in range(1000):
            say_board(backend)  # "bord" ...
            time.sleep(0.002)
            backend.speak("Harten 4 naar kolom 7.")  # ... cut off by the next command
            if cycle % 100 == 99:  # now and then let the last one be heard to the end
                last = ("end", backend._next_id)
                assert wait_for(lambda last=last: last in heard, 30), cycle
            assert not faults.seen, (cycle, faults.seen)
        assert player.played >= 10
    finally:
        backend.close()
    assert not faults.seen


def test_a_driver_error_is_retried_once_before_the_fallback(tmp_path: Path) -> None:
    env = fake_env(tmp_path, FAKE_PYTTSX3, mode="once")
    records: list[str] = []
    handler = logging.Handler()
    handler.emit = lambda record: records.append(record.getMessage())  # type: ignore[method-assign]
    speech_log = logging.getLogger("scorpion_a11y.speech")
    speech_log.addHandler(handler)
    out, stream = output_with(lambda: SpeechBackend(player=pacer(tmp_path, speed=20), env=env))
    try:
        assert out.start() == "Uitvoer: spraak."
        out.say("Kolom 2 boem.")
        assert wait_for(lambda: any("driver hiccup" in r for r in records))
        time.sleep(0.5)
        assert stream.getvalue().splitlines() == []  # no fallback to text
        assert any("retrying after driver_error" in r for r in records)
    finally:
        out.close()
        speech_log.removeHandler(handler)


# -- issue 24: a synthesizer that hangs while the player keeps typing ---------------------------


def test_a_hung_synthesizer_is_found_within_one_render_timeout_however_often_the_player_types(
    tmp_path: Path,
) -> None:
    """Each new announcement used to restart the render deadline: typing on meant silence for
    good. The deadline holds from the first render the worker never answered."""
    env = fake_env(tmp_path, FAKE_PYTTSX3, mode="hang")
    timeout = 1.5
    out, stream = output_with(
        lambda: SpeechBackend(player=pacer(tmp_path), env=env, render_timeout=timeout)
    )
    try:
        out.start()
        first = time.monotonic()
        out.say("Kolom 3 hangt.")
        told_at = None
        for n in range(4, 30):  # a sentence every 0.2 s, for up to 5 s
            if "werkt niet" in stream.getvalue():
                told_at = time.monotonic()
                break
            time.sleep(0.2)
            out.say(f"Kolom {n} is leeg.")
        assert told_at is not None, "no fallback while the player kept typing"
        assert told_at - first < timeout + 1.5
        lines = stream.getvalue().splitlines()
        assert lines[0] == "Uitvoer spraak werkt niet (de spraak reageert niet meer); nu: tekst."
        out.say("Kolom 1 is leeg.")
        assert stream.getvalue().splitlines()[-1] == "Kolom 1 is leeg."
    finally:
        out.close()


HANGING_ESPEAK = textwrap.dedent(
    """\
    #!{python}
    import os, sys, time
    if any(a.startswith("--voices") for a in sys.argv):
        print("Pty Language       Age/Gender VoiceName          File                 Other")
        print(" 5  nl              --/M      Dutch              gmw/nl")
        sys.exit(0)
    with open({pids!r}, "a") as fh:
        fh.write(f"{{os.getpid()}}\\n")
    time.sleep(3600)
    """
)


def _running(pid: int) -> bool:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return False
    return fields[0] != "Z"  # a zombie has ended


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="process groups, /proc")
def test_a_hung_espeak_program_is_ended_when_the_game_closes(tmp_path: Path) -> None:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    pids = tmp_path / "pids"
    program = bin_dir / "espeak-ng"
    program.write_text(HANGING_ESPEAK.format(python=sys.executable, pids=str(pids)))
    program.chmod(0o755)
    env = fake_env(tmp_path, None)
    env["PATH"] = str(bin_dir)
    backend = SpeechBackend(
        player=pacer(tmp_path), env=env, engine="espeak-ng", render_timeout=60.0
    )
    try:
        backend.speak("Kolom 1 is leeg.")
        assert wait_for(lambda: pids.exists() and pids.read_text().strip() != "")
        pid = int(pids.read_text().split()[0])
        assert _running(pid)
    finally:
        backend.close()
    assert wait_for(lambda: not _running(pid), timeout=5.0)


def test_after_speech_fails_on_its_first_sentence_the_text_does_not_claim_speech(
    tmp_path: Path,
) -> None:
    env = fake_env(tmp_path, FAKE_PYTTSX3)
    out, stream = output_with(lambda: SpeechBackend(player=failing_player(), env=env))
    try:
        started = out.start()
        assert started == "Uitvoer: spraak."
        out.say(join(" ", [started, "Welkom bij Scorpion: spel 12."]))
        assert wait_for(lambda: "Welkom" in stream.getvalue())
        assert stream.getvalue().splitlines() == [
            "Uitvoer spraak werkt niet (geen geluidsuitvoer); nu: tekst.",
            "Welkom bij Scorpion: spel 12.",
        ]
    finally:
        out.close()


def test_a_pause_after_escape_does_not_count_against_the_next_announcement(
    tmp_path: Path,
) -> None:
    """Escape leaves no render owed for ever: after a pause longer than the render timeout,
    a working synthesizer still speaks the next announcement."""
    env = fake_env(tmp_path, FAKE_PYTTSX3)
    backend = SpeechBackend(player=pacer(tmp_path, speed=50), env=env, render_timeout=1.0)
    faults = Faults()
    backend.on_fault = faults
    try:
        backend.say("Kolom 1. Kolom 2.", announcement("Kolom 1. Kolom 2."))
        backend.cancel()
        time.sleep(1.5)
        backend.say("Kolom 3 is leeg.", announcement("Kolom 3 is leeg."))
        assert wait_for(lambda: not backend.speaking, timeout=10)
        assert faults.seen == []
    finally:
        backend.close()
