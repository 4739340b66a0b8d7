"""How fast speech starts and stops: ``python bench/bench_speech.py [--runs 20]``.

Prints, per synthesis engine (pyttsx3, the espeak-ng program):

- start: from ``speak()`` to the player process running with the first sentence's audio
  (target: 150 ms). Measured for a short announcement and for the whole board description,
  which narration hands over as utterances (the reserve sentence, then column by column) and
  the worker renders one by one, so its length hardly matters.
- stop: from a new announcement's ``speak()`` to the old player process being gone, i.e. the
  old announcement falling silent (target: 100 ms).

Uses the machine's real player (paplay, pw-play, aplay, play) when it can play here; otherwise a
stand-in that "plays" in real time without a sound card (then "start" includes starting that
stand-in, a Python process, so it is pessimistic).
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

from scorpion_a11y.game import dealfile
from scorpion_a11y.game.engine import Game
from scorpion_a11y.narration import Narrator
from scorpion_a11y.output import BackendError
from scorpion_a11y.output import players as players_module
from scorpion_a11y.output.players import Player, ProcessPlayer
from scorpion_a11y.output.speech import SpeechBackend
from scorpion_a11y.utterance import announcement

SHORT = "Harten 4 naar kolom 7."
#: The rule document's board description of its worked example, in Dutch, as narration says it.
BOARD = Narrator("nl").board(
    Game(dealfile.load(Path(__file__).resolve().parent.parent / "tests" / "data" / "seed.json"))
)
STAND_IN = (
    "import sys, time, wave\n"
    "w = wave.open(sys.argv[1]); time.sleep(w.getnframes() / w.getframerate())\n"
)


class Clock:
    """Records when the player thread reports playback moments."""

    def __init__(self) -> None:
        self.moments: dict[tuple[str, int], float] = {}
        self.changed = threading.Condition()

    def __call__(self, what: str, ident: int) -> None:
        with self.changed:
            self.moments[(what, ident)] = time.perf_counter()
            self.changed.notify_all()

    def wait(self, what: str, ident: int, timeout: float = 30.0) -> float | None:
        """When the moment came, or None when it never did (speech failed: counted, not a
        crash; the bench once died here with a KeyError)."""
        with self.changed:
            self.changed.wait_for(lambda: (what, ident) in self.moments, timeout)
            return self.moments.get((what, ident))


def pick_player() -> tuple[Player, str]:
    with tempfile.TemporaryDirectory() as folder:
        try:
            player = players_module.choose(folder)
            return player, f"{player.name} (real sound output)"
        except BackendError as exc:
            stand_in = ProcessPlayer([sys.executable, "-S", "-c", STAND_IN], name="stand-in")
            return stand_in, f"stand-in without sound card ({exc.problem.value} here)"


def ms(values: list[float]) -> str:
    values = sorted(v * 1000 for v in values)
    p95 = values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]
    median = statistics.median(values)
    return f"median {median:6.1f} ms   p95 {p95:6.1f} ms   max {values[-1]:6.1f} ms"


def bench(engine: str, player: Player, runs: int) -> None:
    clock = Clock()
    try:
        backend = SpeechBackend(player=player, engine=engine, on_playback=clock)
    except BackendError as exc:
        print(f"{engine}: cannot start ({exc.problem.value})")
        return
    start_short: list[float] = []
    start_board: list[float] = []
    stop: list[float] = []
    faults: list[str] = []
    backend.on_fault = lambda b, problem, lost: faults.append(problem.value)
    try:
        for _ in range(runs):
            if faults:
                break
            for text, results in ((SHORT, start_short), (BOARD, start_board)):
                t0 = time.perf_counter()
                try:
                    backend.say(text, announcement(text))
                except BackendError as exc:
                    faults.append(exc.problem.value)
                    break
                ident = backend._next_id
                started = clock.wait("start", ident)
                if started is None:
                    faults.append("no start")
                    break
                results.append(started - t0)
                # Interrupt it while it plays: how long until the old sound is gone?
                t1 = time.perf_counter()
                try:
                    backend.speak(SHORT)
                except BackendError as exc:
                    faults.append(exc.problem.value)
                    break
                gone = time.perf_counter()  # speak() returns after the old player was reaped
                stop.append(gone - t1)
                clock.wait("start", backend._next_id)
                backend.cancel()
    finally:
        backend.close()
    print(f"{engine} (voice {backend.voice}), {runs} runs")
    if faults:
        print(f"  speech failed: {', '.join(faults)}")
    if not (start_short and start_board and stop):
        return
    print(f"  start, short announcement:    {ms(start_short)}   (target 150 ms)")
    print(f"  start, board description:     {ms(start_board)}   (target 150 ms)")
    print(f"  stop, interrupted by new one: {ms(stop)}   (target 100 ms)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    player, description = pick_player()
    print(f"player: {description}")
    for engine in ("auto", "pyttsx3", "espeak-ng"):
        bench(engine, player, args.runs)


if __name__ == "__main__":
    main()
