"""The game as a subprocess, started one way for every test that needs the real program.

``game(data, text, *args)`` runs ``python -m scorpion_a11y *args`` in the checkout with the data
folder ``data`` (``SCORPION_A11Y_DATA``), ``text`` as its standard input (None: no input at
all), UTF-8 on both sides and no output choice from the environment, and returns the finished
process. ``run_game`` also asserts that it ended well and said nothing on stderr, and returns
its lines. ``env_for`` and ``command`` serve tests that start the program their own way
(``Popen`` to kill it, a pty).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def env_for(data: Path | None, **extra: str) -> dict[str, str]:
    """The environment of a game playing in ``data`` (None: the caller's own folder)."""
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    if data is not None:
        env["SCORPION_A11Y_DATA"] = str(data)
    env.pop("SCORPION_A11Y_OUTPUT", None)
    env.update(extra)
    return env


def command(*args: str, python_flags: tuple[str, ...] = ()) -> list[str]:
    return [sys.executable, *python_flags, "-m", "scorpion_a11y", *args]


def game(
    data: Path | None,
    text: str | None = "",
    *args: str,
    timeout: float = 120,
    env: dict[str, str] | None = None,
    python_flags: tuple[str, ...] = (),
    cwd: Path | None = None,
) -> subprocess.CompletedProcess[str]:
    """Run the game to its end with ``text`` typed (None: stdin closed at once)."""
    return subprocess.run(
        command(*args, python_flags=python_flags),
        cwd=cwd or ROOT,
        env=env if env is not None else env_for(data),
        input=text,
        stdin=subprocess.DEVNULL if text is None else None,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=timeout,
    )


def run_game(data: Path, text: str, *args: str, timeout: float = 120) -> list[str]:
    """The game's lines; it must end well and write nothing to stderr."""
    done = game(data, text, *args, timeout=timeout)
    assert done.returncode == 0, done.stderr
    assert done.stderr == "", done.stderr
    return done.stdout.splitlines()
