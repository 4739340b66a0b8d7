"""A pretend terminal for the real console script: a pty, what it receives, and its answers.

The game runs as a child process on the slave side of a real pseudo-terminal (``os.openpty``),
exactly as in a terminal window: it sees a tty on stdin and stdout, so it starts the
interactive prompt, not pipe mode. This side keeps every byte the game writes, with the time
it arrived, and answers a cursor-position request (``ESC[6n``) the way a terminal would, so a
program that asks is not left waiting. Used by tests/test_app_terminal.py and
bench/bench_prompt.py. POSIX only.
"""

from __future__ import annotations

import fcntl
import os
import re
import struct
import subprocess
import termios
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import launch

ROOT = Path(__file__).resolve().parent.parent
ESC = b"\x1b"
#: One escape sequence: CSI (with parameters), OSC (to BEL or ST), or ESC and one character.
ESCAPE_SEQUENCE = re.compile(
    rb"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[ -/]*[0-~]"
)
CPR_REQUEST = b"\x1b[6n"


def escape_sequences(data: bytes) -> list[bytes]:
    """Every escape sequence in ``data``, in order (a lone ESC counts as one too)."""
    found = ESCAPE_SEQUENCE.findall(data)
    rest = ESCAPE_SEQUENCE.sub(b"", data)
    return found + [ESC] * rest.count(ESC)


class Terminal:
    """The game in a real pty; ``output`` is everything it wrote, ``times`` when each byte came."""

    def __init__(
        self,
        argv: Sequence[str] | None,
        env: dict[str, str] | None = None,
        *,
        rows: int = 24,
        columns: int = 80,
        answer_cpr: bool = True,
    ) -> None:
        """Start ``argv`` on the pty; with ``argv`` None the caller runs the game itself on
        :attr:`slave` (a test that drives ``interactive.run`` in this process)."""
        self.rows, self.columns = rows, columns
        self.answer_cpr = answer_cpr
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        self.master = master
        self.slave: int | None = None
        self.output = bytearray()
        self.times: list[float] = []  # arrival time of each byte in ``output``
        self.cpr_requests = 0
        self._changed = threading.Condition()
        self.process: subprocess.Popen[bytes] | None = None
        if argv is None:
            self.slave = slave
        else:
            self.process = subprocess.Popen(
                list(argv),
                stdin=slave,
                stdout=slave,
                stderr=slave,
                env=env,
                cwd=str(ROOT),
                start_new_session=True,
                close_fds=True,
            )
            os.close(slave)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        while True:
            try:
                chunk = os.read(self.master, 65536)
            except OSError:  # EIO: the game closed its side
                chunk = b""
            now = time.perf_counter()
            with self._changed:
                if not chunk:
                    self.closed = True
                    self._changed.notify_all()
                    return
                start = len(self.output)
                self.output += chunk
                self.times.extend([now] * len(chunk))
                self._changed.notify_all()
            # A terminal answers a cursor-position request with where the cursor is.
            window = bytes(self.output[max(0, start - 3) :])
            for _ in range(window.count(CPR_REQUEST)):
                self.cpr_requests += 1
                if self.answer_cpr:
                    row = min(self.output.count(b"\n") + 1, self.rows)
                    self.send(b"\x1b[%d;1R" % row)

    closed = False

    def send(self, data: bytes | str) -> float:
        """Type ``data`` in one burst (as a terminal sends a key); returns when it was sent."""
        raw = data.encode("utf-8") if isinstance(data, str) else data
        sent = time.perf_counter()
        os.write(self.master, raw)
        return sent

    def type(self, text: str, pause: float = 0.01) -> None:
        """Type ``text`` key by key, as a person does."""
        for char in text:
            self.send(char)
            time.sleep(pause)

    def wait_for(self, pattern: bytes, start: int = 0, timeout: float = 20.0) -> int:
        """Wait until ``pattern`` appears in the output at or after ``start``; its end offset."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while True:
                at = self.output.find(pattern, start)
                if at >= 0:
                    return at + len(pattern)
                left = deadline - time.monotonic()
                if left <= 0 or self.closed:
                    raise AssertionError(
                        f"{pattern!r} did not appear; the terminal got: "
                        f"{bytes(self.output[start:])!r}"
                    )
                self._changed.wait(left)

    def settle(self, quiet: float = 0.3, timeout: float = 10.0) -> int:
        """Wait until nothing new arrived for ``quiet`` seconds; the output's length."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while True:
                length = len(self.output)
                self._changed.wait(quiet)
                if len(self.output) == length or time.monotonic() > deadline:
                    return len(self.output)

    def since(self, start: int) -> bytes:
        with self._changed:
            return bytes(self.output[start:])

    @property
    def length(self) -> int:
        with self._changed:
            return len(self.output)

    def finish(self, timeout: float = 20.0) -> int:
        """Wait for the game to end; its exit code (0 for a game run in this process)."""
        code = 0
        try:
            if self.process is not None:
                code = self.process.wait(timeout)
        finally:
            if self.process is not None and self.process.poll() is None:
                self.process.kill()
                self.process.wait()
            if self.slave is not None:
                os.close(self.slave)
                self.slave = None
            self._reader.join(5)
            os.close(self.master)
        return code


def game_command(*args: str) -> list[str]:
    """The console script of this checkout (``python -m scorpion_a11y``) with ``args``."""
    return launch.command(*args)


def game_env(data: Path, **extra: str) -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("NO_COLOR", "COLUMNS", "LINES", "PYTHONSTARTUP")
    }
    env.update({"SCORPION_A11Y_DATA": str(data), "TERM": "xterm-256color", "LANG": "C.UTF-8"})
    env.update(extra)
    return env


def run_in_process(data: Path, backend: Any, player: Callable[[Terminal], None], *argv: str) -> Any:
    """``interactive.run`` in this thread on a real pty, speaking through ``backend``;
    ``player(terminal)`` types in another thread from the first prompt on (Ctrl+D after it).
    Returns the game's Store. Raises what ``player`` raised."""
    from prompt_toolkit.input import create_input

    from scorpion_a11y.app import cli, interactive
    from scorpion_a11y.app.session import Session
    from scorpion_a11y.app.storage import Settings, Statistics, Store
    from scorpion_a11y.i18n import translator
    from scorpion_a11y.narration import Narrator

    term = Terminal(None)
    assert term.slave is not None
    keys = os.fdopen(os.dup(term.slave), "r", encoding="utf-8")
    screen = os.fdopen(os.dup(term.slave), "w", encoding="utf-8")
    store = Store(data)
    failure: list[BaseException] = []

    def play() -> None:
        try:
            term.wait_for(b"> ")
            player(term)
        except BaseException as exc:  # raised again in the caller's thread
            failure.append(exc)
        finally:
            term.send("\x04")

    thread = threading.Thread(target=play, daemon=True)
    thread.start()
    try:
        rc = interactive.run(
            Session,
            (store, Settings(), Statistics(), Narrator("nl")),
            cli.parse(list(argv), translator("nl")),
            [],
            False,
            input=create_input(keys),
            backend=backend,
            history=None,
            stream=screen,
        )
    finally:
        thread.join(30)
        keys.close()
        screen.close()
        term.finish()
    if failure:
        raise failure[0]
    assert rc == 0
    return store
