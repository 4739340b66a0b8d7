"""What the interactive prompt writes, and how fast it answers: ``python bench/bench_prompt.py``.

Runs the real console script (``python -m scorpion_a11y --uitvoer tekst``) on a pseudo-terminal,
types a fixed script of 20 commands key by key, and prints per command cycle (from the first
typed key to the next prompt):

- escape sequences and bytes the terminal received (budget: 4 escape sequences per cycle);
- Enter -> first announcement byte: from sending Enter to the first byte of the answer
  (median, p95).

Then, in this process on a pty with the game's own speech (espeak-ng, playing through the
machine's player or a stand-in that "plays" in real time without a sound card):

- Escape -> speech stopped: from sending a lone Escape while the board is being spoken to the
  player process being gone (median, p95; target 100 ms).

POSIX only (a pty).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from ptyterm import ROOT, Terminal, escape_sequences, game_command, game_env, run_in_process

SEED = str(ROOT / "tests" / "data" / "seed.json")
PROMPT = b"\r\n> "
SCRIPT = [
    "kolom 3",
    "bord",
    "4 harten naar kolom 7",
    "score",
    "terug",
    "opnieuw",
    "harten 3 naar kolom 1",
    "waar is schoppenboer",
    "kolom 5",
    "hint",
    "reserve",
    "terug",
    "kolom 1",
    "kolom 2",
    "kolom 4",
    "kolom 6",
    "kolom 7",
    "score",
    "help terug",
    "bord",
]


def ms(values: list[float]) -> str:
    values = sorted(v * 1000 for v in values)
    p95 = values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]
    return (
        f"median {statistics.median(values):6.1f} ms   p95 {p95:6.1f} ms   max {values[-1]:6.1f} ms"
    )


def figures(values: list[int]) -> str:
    return f"median {statistics.median(values):g}, max {max(values)}, total {sum(values)}"


def bench_cycles(term_name: str) -> None:
    with tempfile.TemporaryDirectory() as data:
        term = Terminal(
            game_command("--uitvoer", "tekst", "--deal", SEED),
            game_env(Path(data), TERM=term_name),
        )
        term.wait_for(PROMPT)
        term.settle(0.3)
        escapes: list[int] = []
        sizes: list[int] = []
        first_byte: list[float] = []
        for command in SCRIPT:
            mark = term.length
            term.type(command, pause=0.01)
            typed_end = term.wait_for(command.encode(), mark)
            enter = term.send("\r")
            end = term.wait_for(PROMPT, typed_end + 1, timeout=60)
            term.settle(0.1)
            cycle = term.since(mark)
            escapes.append(len(escape_sequences(cycle)))
            sizes.append(len(cycle))
            answer = typed_end + len(b"\r\n")  # the typed line, its line end, the answer
            assert answer < end, cycle
            first_byte.append(term.times[answer] - enter)
        term.send("\x04")
        term.finish()
    print(f"TERM={term_name}: {len(SCRIPT)} command cycles, console script, --uitvoer tekst")
    print(f"  escape sequences per cycle:      {figures(escapes)}   (budget 4)")
    print(f"  bytes per cycle:                 {figures(sizes)}")
    print(f"  cursor-position requests:        {term.cpr_requests}")
    print(f"  Enter -> first announcement byte: {ms(first_byte)}")


def bench_escape(runs: int) -> None:
    from scorpion_a11y.output import BackendError
    from scorpion_a11y.output import players as players_module
    from scorpion_a11y.output.players import ProcessPlayer
    from scorpion_a11y.output.speech import SpeechBackend

    stand_in_code = (
        "import sys, time, wave\n"
        "w = wave.open(sys.argv[1]); time.sleep(w.getnframes() / w.getframerate())\n"
    )
    with tempfile.TemporaryDirectory() as folder:
        try:
            player = players_module.choose(folder)
            described = f"{player.name} (real sound output)"
        except BackendError as exc:
            player = ProcessPlayer([sys.executable, "-S", "-c", stand_in_code], name="stand-in")
            described = f"stand-in without sound card ({exc.problem.value} here)"

    playing = threading.Event()

    def on_playback(what: str, ident: int) -> None:
        if what == "start":
            playing.set()

    try:
        speech = SpeechBackend(player=player, engine="espeak-ng", on_playback=on_playback)
    except BackendError as exc:
        print(f"Escape -> speech stopped: speech cannot start here ({exc.problem.value})")
        return
    stopped: list[float] = []
    real_cancel = speech.cancel

    def cancel() -> None:
        real_cancel()  # returns when the player process is gone
        stopped.append(time.perf_counter())

    speech.cancel = cancel  # type: ignore[method-assign]
    pressed: list[float] = []

    def player_keys(term: Terminal) -> None:
        for _ in range(runs):
            playing.clear()
            term.send("bord\r")  # the whole board: several seconds of speech
            if not playing.wait(30):
                raise RuntimeError("speech did not start")
            time.sleep(0.2)
            count = len(stopped)
            pressed.append(term.send("\x1b"))
            deadline = time.monotonic() + 10
            while len(stopped) == count and time.monotonic() < deadline:
                time.sleep(0.002)
            if speech.speaking:
                raise RuntimeError("Escape did not stop the speech")
            time.sleep(0.1)

    with tempfile.TemporaryDirectory() as data:
        run_in_process(Path(data), speech, player_keys, "--deal", SEED)
    # Every Enter also stops speech: take the first stop after each Escape.
    delays = [min(s for s in stopped if s >= p) - p for p in pressed]
    print(f"Escape -> speech stopped, {runs} runs, espeak-ng, player: {described}")
    print(f"  Escape -> player gone:           {ms(delays)}   (target 100 ms)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    for term_name in ("xterm-256color", "dumb"):
        bench_cycles(term_name)
    bench_escape(args.runs)


if __name__ == "__main__":
    main()
