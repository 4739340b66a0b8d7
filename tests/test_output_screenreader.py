"""``schermlezer`` through the real accessible_output2, with speech-dispatcher faked at its edge.

On Linux accessible_output2 reaches screen readers through speech-dispatcher's ``speechd``
module (Debian's python3-speechd). Where it is missing, accessible_output2 prints
"Cannot find Speech Dispatcher..." itself: that must never reach the terminal.
"""

from __future__ import annotations

import io
import os
import sys
import types
from typing import ClassVar

import pytest

from scorpion_a11y.i18n import translator
from scorpion_a11y.output import BackendError, Output, Problem, Terminal
from scorpion_a11y.output.screenreader import ScreenReaderBackend, _active_output
from scorpion_a11y.output.silence import silenced
from scorpion_a11y.utterance import join

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="speech-dispatcher")
pytest.importorskip("accessible_output2")


class FakeClient:
    """speechd.SSIPClient as the screen reader's daemon would answer."""

    instances: ClassVar[list[FakeClient]] = []
    refuse = False
    explode = False

    def __init__(self, name: str) -> None:
        if FakeClient.refuse:
            raise OSError("Speech Dispatcher is not running")
        self.calls: list[tuple[str, str]] = []
        self.closed = False
        FakeClient.instances.append(self)

    def speak(self, text: str, callback=None, event_types=None) -> None:
        if FakeClient.explode:
            raise ConnectionResetError("speech-dispatcher went away")
        self.calls.append(("speak", text))

    def cancel(self) -> None:
        self.calls.append(("cancel", ""))

    def close(self) -> None:
        self.closed = True


@pytest.fixture
def speechd(monkeypatch):
    module = types.ModuleType("speechd")
    module.SSIPClient = FakeClient  # type: ignore[attr-defined]
    module.CallbackType = types.SimpleNamespace(BEGIN=1, END=2, CANCEL=3)  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "speechd", module)
    FakeClient.instances = []
    FakeClient.refuse = False
    FakeClient.explode = False
    return module


@linux_only
def test_without_speechd_nothing_found_and_nothing_printed(monkeypatch, capfd) -> None:
    monkeypatch.setitem(sys.modules, "speechd", None)  # python3-speechd not installed
    assert _active_output() is None  # the real library, which prints its complaint
    assert ScreenReaderBackend.unavailable() is Problem.NO_SCREEN_READER
    assert not ScreenReaderBackend.check()
    out, err = capfd.readouterr()
    assert out == "" and err == ""


@linux_only
def test_speaks_through_the_screen_reader_and_prints_nothing(speechd, capfd) -> None:
    assert ScreenReaderBackend.check()
    assert all(c.closed for c in FakeClient.instances)  # check() leaves nothing open
    backend = ScreenReaderBackend()
    assert backend.terminal is Terminal.QUIET
    client = FakeClient.instances[-1]
    backend.speak("Harten 4 naar kolom 7.")
    backend.speak("Kolom 7 is vol.", interrupt=False)
    backend.cancel()
    assert client.calls == [
        ("cancel", ""),  # interrupt: what was still speaking is silenced first
        ("speak", "Harten 4 naar kolom 7."),
        ("speak", "Kolom 7 is vol."),
        ("cancel", ""),
    ]
    backend.close()
    backend.close()
    assert client.closed
    assert capfd.readouterr() == ("", "")


@linux_only
def test_the_screen_reader_hears_an_announcement_sentence_by_sentence(speechd, capfd) -> None:
    """Through the output: each utterance its own speak (the first interrupts, the rest are
    queued behind it), nothing said twice, nothing printed."""
    stream = io.StringIO()
    out = Output("schermlezer", translator("nl"), stream=stream, screen_reader=lambda: "Orca")
    assert out.start() == "Uitvoer: schermlezer."
    client = FakeClient.instances[-1]
    text = join(" ", ["Harten 4 naar kolom 7.", "Bovenop kolom 2: schoppen 7."])
    out.say(text)
    out.close()
    assert client.calls == [
        ("cancel", ""),
        ("speak", "Harten 4 naar kolom 7."),
        ("speak", "Bovenop kolom 2: schoppen 7."),
    ]
    assert stream.getvalue() == ""
    assert capfd.readouterr() == ("", "")


@linux_only
def test_daemon_not_running_is_no_screen_reader(speechd, capfd) -> None:
    FakeClient.refuse = True  # accessible_output2 prints the exception: kept off the terminal
    with pytest.raises(BackendError) as caught:
        ScreenReaderBackend()
    assert caught.value.problem is Problem.NO_SCREEN_READER
    assert capfd.readouterr() == ("", "")


@linux_only
def test_screen_reader_failing_mid_game_falls_back(speechd) -> None:
    stream = io.StringIO()
    out = Output("schermlezer", translator("nl"), stream=stream, screen_reader=lambda: "Orca")
    assert out.start() == "Uitvoer: schermlezer."
    out.say("Kolom 1.")
    FakeClient.explode = True
    out.say("Kolom 2.")
    assert out.active == "tekst"
    assert stream.getvalue().splitlines() == [
        "Uitvoer schermlezer werkt niet (een fout in de spraakdriver); nu: tekst.",
        "Kolom 2.",
    ]
    out.close()


def test_library_missing_is_not_installed(monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "accessible_output2", None)
    assert ScreenReaderBackend.unavailable() is Problem.NOT_INSTALLED
    with pytest.raises(BackendError) as caught:
        ScreenReaderBackend()
    assert caught.value.problem is Problem.NOT_INSTALLED


def test_silenced_keeps_python_and_c_level_output_off_the_terminal(capfd) -> None:
    with silenced():
        print("from Python")
        print("to stderr", file=sys.stderr)
        os.write(1, b"from C, fd 1\n")
        os.write(2, b"from C, fd 2\n")
    print("after")
    out, err = capfd.readouterr()
    assert out == "after\n" and err == ""
