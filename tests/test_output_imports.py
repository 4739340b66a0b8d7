"""Importing the output must stay light: no speech library until a backend needs one."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROGRAM = """
import io, sys
from scorpion_a11y.output import Output
from scorpion_a11y.i18n import translator
heavy = ("pyttsx3", "accessible_output2", "speechd", "comtypes", "win32com")
assert not [m for m in heavy if m in sys.modules], "imported at package import"
out = Output("auto", translator("nl"), stream=io.StringIO(), screen_reader=lambda: "Orca")
print(out.start())
out.say("Kolom 1.")
out.close()
assert not [m for m in heavy if m in sys.modules], "imported for text output"
assert "scorpion_a11y.output.speech" not in sys.modules
print("ok")
"""


def test_output_imports_no_speech_library_until_needed() -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROGRAM],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["Uitvoer: tekst, voor je schermlezer.", "ok"]
