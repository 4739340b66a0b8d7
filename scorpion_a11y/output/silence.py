"""Keep libraries' own prints off the terminal: every character there is read to the player.

accessible_output2 prints "Cannot find Speech Dispatcher..." from Python, and C libraries it
loads may write to file descriptors 1 and 2 directly, so both levels are redirected.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import threading
from collections.abc import Iterator

_lock = threading.RLock()


def _flush() -> None:
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()


@contextlib.contextmanager
def silenced() -> Iterator[None]:
    """Nothing written inside this block (by Python or C code) reaches fd 1, fd 2 or sys.std*."""
    with _lock:
        _flush()
        saved: list[tuple[int, int]] = []
        devnull = -1
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            for fd in (1, 2):
                with contextlib.suppress(OSError):
                    saved.append((fd, os.dup(fd)))
                    os.dup2(devnull, fd)
        except OSError:
            pass
        sink = io.StringIO()
        try:
            with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
                yield
        finally:
            _flush()
            for fd, copy in saved:
                with contextlib.suppress(OSError):
                    os.dup2(copy, fd)
                with contextlib.suppress(OSError):
                    os.close(copy)
            if devnull >= 0:
                with contextlib.suppress(OSError):
                    os.close(devnull)
