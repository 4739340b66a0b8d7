"""Output backends: ``tekst``, ``spraak``, ``schermlezer`` (the tests add a recording spy).

Importing this package imports neither pyttsx3 nor accessible_output2: a backend loads its library
only when it is checked or started. See ``docs/uitvoer.md`` for what each mode prints and speaks.

    from scorpion_a11y.output import Output
    out = Output(choice="auto", tr=translator("nl"))
    app_says(out.start())          # "Uitvoer: spraak."
    out.say("Harten 4 naar kolom 7.")
"""

from __future__ import annotations

from .base import Backend, BackendError, Problem, Terminal
from .chooser import Output

__all__ = [
    "Backend",
    "BackendError",
    "Output",
    "Problem",
    "Terminal",
]
