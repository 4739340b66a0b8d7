"""The game as a subprocess, started one way for every test that needs the real program.

``game(data, text, *args)`` runs ``python -m scorpion_a11y *args`` in the checkout with the data
folder ``data`` (``SCORPION_A11Y_DATA``), ``text`` as its standard input (None: no input at
all), UTF-8 on both sides and no output choice from the environment, and returns the finished
process. ``run_game`` also asserts that it ended well and said nothing on stderr, and returns
its lines. ``env_for`` and ``command`` serve tests that start the program their own way
(``Popen`` to kill it, a pty).

``in_process`` takes the same arguments as ``game`` and runs the same entry point
(``scorpion_a11y.app.main.main``: options, data folder, lock, pipe mode, saving) in the test's
own process: the environment, the working folder, the standard streams, the signal handlers
and the log file are the test's again afterwards. It costs milliseconds where a start of
Python costs about 0.2 s of CPU, so it serves every test whose point is what the game says
and saves. A test about the process itself (killed, a terminal, what a start imports, the
exit status of a real start, its encoding) uses ``game``.
"""

from __future__ import annotations

import contextlib
import io
import os
import signal
import subprocess
import sys
import tempfile
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


#: Where the package's log goes between in-process games (a game's ``fouten.log`` is released).
_QUIET_LOG = Path(tempfile.gettempdir()) / f"scorpion-tests-{os.getpid()}.log"


def in_process(
    data: Path | None,
    text: str | None = "",
    *args: str,
    timeout: float = 120,
    env: dict[str, str] | None = None,
    python_flags: tuple[str, ...] = (),
    cwd: Path | None = None,
) -> subprocess.CompletedProcess[str]:
    """:func:`game` without a new process (``timeout`` and ``python_flags`` do not apply)."""
    from scorpion_a11y.app import main
    from scorpion_a11y.app.files import use_log_file

    assert not python_flags, "Python's own options need a real process: use game()"
    wanted = env if env is not None else env_for(data)
    saved_env = dict(os.environ)
    saved_cwd = os.getcwd()
    saved_streams = sys.stdin, sys.stdout, sys.stderr
    signals = [signal.SIGTERM, *([signal.SIGHUP] if hasattr(signal, "SIGHUP") else [])]
    handlers = {s: signal.getsignal(s) for s in signals}
    out, err = io.StringIO(), io.StringIO()
    os.environ.clear()
    os.environ.update(wanted)
    os.chdir(cwd or ROOT)
    sys.stdin, sys.stdout, sys.stderr = io.StringIO(text or ""), out, err
    try:
        try:
            code = main.main(list(args))
        except SystemExit as stop:  # as the interpreter would turn it into a status
            code = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved_streams
        os.chdir(saved_cwd)
        os.environ.clear()
        os.environ.update(saved_env)
        for sig, handler in handlers.items():
            with contextlib.suppress(TypeError, ValueError):
                signal.signal(sig, handler)
        use_log_file(_QUIET_LOG)  # the game's fouten.log is closed and free again
    return subprocess.CompletedProcess(
        command(*args), code, stdout=out.getvalue(), stderr=err.getvalue()
    )


def run_in_process(data: Path, text: str, *args: str) -> list[str]:
    """:func:`run_game` without a new process."""
    done = in_process(data, text, *args)
    assert done.returncode == 0, done.stderr
    assert done.stderr == "", done.stderr
    return done.stdout.splitlines()
