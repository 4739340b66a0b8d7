"""How fast the player gets the game: start to first prompt, and Enter to announcement text.

Run: ``.venv/bin/python bench/bench_startup.py``. Prints figures; targets on a development
machine: first prompt under 0.5 s, Enter to announcement text under 20 ms.

1. Start to first prompt: the real program in a pseudo-terminal (as a player starts it),
   timed from spawning the process to the prompt appearing. Also pipe mode: start to the
   first line of text.
2. Enter to announcement: the session controller in this process, from a typed line to the
   text handed to the output (parse, engine, autosave to disk, narration).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

RUNS = 7
FIRST_PROMPT_TARGET = 0.5
ANNOUNCE_TARGET = 0.020


def _first_prompt_pty(data: str, output: str = "tekst") -> float:
    import pty
    import select

    env = dict(os.environ, SCORPION_A11Y_DATA=data, TERM="xterm")
    pid, fd = pty.fork()
    if pid == 0:  # the child: the game, in the pseudo-terminal
        os.chdir(ROOT)
        os.execve(
            sys.executable,
            [sys.executable, "-m", "scorpion_a11y", "--uitvoer", output, "--spel", "1234"],
            env,
        )
    start = time.perf_counter()
    seen = b""
    asked = -1
    try:
        # The prompt "> " starts a line of its own after the welcome. (prompt_toolkit asks
        # for the cursor position, ESC [ 6 n, only where the game lets it; it is answered.)
        while not seen.rstrip(b" ").endswith((b"\n>", b"\r>")):
            ready, _, _ = select.select([fd], [], [], 10)
            if not ready:
                raise RuntimeError("no prompt within 10 s: " + seen.decode(errors="replace"))
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
            # prompt_toolkit asks the terminal where the cursor is; answer so it draws.
            if asked < 0 and b"\x1b[6n" in seen:
                asked = seen.index(b"\x1b[6n")
                os.write(fd, b"\x1b[1;1R")
        return time.perf_counter() - start
    finally:
        os.write(fd, b"\x04")
        os.waitpid(pid, 0)
        os.close(fd)


def _first_line_pipe(data: str) -> float:
    env = dict(os.environ, SCORPION_A11Y_DATA=data)
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "scorpion_a11y", "--spel", "1234"],
        cwd=ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None and proc.stdin is not None
    proc.stdout.readline()
    elapsed = time.perf_counter() - start
    proc.stdin.close()
    proc.wait()
    return elapsed


def _announcements(data: str) -> dict[str, list[float]]:
    from scorpion_a11y.app.session import Session
    from scorpion_a11y.app.storage import Settings, Statistics, Store
    from scorpion_a11y.narration import Narrator

    store = Store(Path(data))
    session = Session(store, Settings(), Statistics(), Narrator("nl"))
    session.start(deal_path=str(ROOT / "tests" / "data" / "seed.json"))
    figures: dict[str, list[float]] = {"move + undo": [], "bord": [], "kolom 7": [], "fout": []}
    for _ in range(50):
        t = time.perf_counter()
        session.handle("4 harten naar kolom 7")
        session.handle("terug")
        figures["move + undo"].append((time.perf_counter() - t) / 2)
        for name, line in (("bord", "bord"), ("kolom 7", "kolom 7"), ("fout", "harten 4 op 3")):
            t = time.perf_counter()
            session.handle(line)
            figures[name].append(time.perf_counter() - t)
    return figures


def main() -> int:
    ok = True
    with tempfile.TemporaryDirectory() as data:
        if sys.platform != "win32":
            _first_prompt_pty(data)  # warm the file cache
            times = [_first_prompt_pty(data) for _ in range(RUNS)]
            med = statistics.median(times)
            ok &= med < FIRST_PROMPT_TARGET
            print(
                f"start -> first prompt (pty): median {med * 1000:.0f} ms, "
                f"max {max(times) * 1000:.0f} ms (target {FIRST_PROMPT_TARGET * 1000:.0f} ms)"
            )
            times = [_first_prompt_pty(data, "auto") for _ in range(3)]
            print(
                f"start -> first prompt (pty, --uitvoer auto, speech or its fallback): median "
                f"{statistics.median(times) * 1000:.0f} ms (for information)"
            )
        times = [_first_line_pipe(data) for _ in range(RUNS)]
        print(
            f"start -> first line (pipe mode): median {statistics.median(times) * 1000:.0f} ms, "
            f"max {max(times) * 1000:.0f} ms"
        )
        for name, values in _announcements(data).items():
            med = statistics.median(values)
            ok &= med < ANNOUNCE_TARGET
            print(
                f"Enter -> announcement text, {name}: median {med * 1000:.1f} ms, "
                f"max {max(values) * 1000:.1f} ms (target {ANNOUNCE_TARGET * 1000:.0f} ms)"
            )
    print("all targets met" if ok else "TARGET MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
