"""Benchmark the earcons: how soon a sound reaches the device, and what generating them costs.

Run from the repository root::

    .venv/bin/python bench/bench_sound.py [--events 200] [--period 10] [--runs 7]

1. **Event -> first sample handed to the device.** miniaudio's null device (real time, plays
   nowhere; the same callback thread and period as a sound card) is opened with ``--period``
   ms buffers. Real engine events (a random game: moves, the reserve deal, undo, redo) are
   turned into cues and handed to the player; the time runs from the events being there to
   the moment the mixer hands the device the buffer holding the sound's first sample. Also
   from a typed command through ``Session.handle`` (parse, engine, narration, save) to the
   same moment. Goal: median and p95 at most 30 ms.
2. **Generating the family at start**: CPU time of ``synth.family()`` in fresh processes
   (median and worst of ``--runs``). Goal: at most 50 ms.
3. **Mixing**: CPU time of one buffer with three sounds playing (the device thread's share).

The figures depend on the machine and its load; the script prints them, it asserts nothing.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorpion_a11y.game.engine import DEAL_RESERVE, Game
from scorpion_a11y.sound.cues import Cue, for_events
from scorpion_a11y.sound.mixer import Mixer
from scorpion_a11y.sound.player import Player, open_null
from scorpion_a11y.sound.synth import RATE, Earcon


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def report(name: str, seconds: list[float]) -> None:
    ms = [s * 1000 for s in seconds]
    print(
        f"{name}: n={len(ms)} median {statistics.median(ms):.1f} ms, "
        f"p95 {percentile(ms, 95):.1f} ms, max {max(ms):.1f} ms"
    )


def event_batches(count: int, seed: int) -> list[tuple]:
    """Real events of a random game: moves, the reserve deal, undo and redo."""
    rng = random.Random(seed)
    game = Game.new(rng.randint(1, 999_999))
    batches: list[tuple] = []
    while len(batches) < count:
        moves = game.legal_moves()
        roll = rng.random()
        if game.can_undo and roll < 0.15:
            batches.append(game.undo())
        elif game.can_redo and roll < 0.25:
            batches.append(game.redo())
        elif moves:
            batches.append(game.play(rng.choice(moves)))
        elif game.reserve:
            batches.append(game.play(DEAL_RESERVE))
        else:
            game = Game.new(rng.randint(1, 999_999))
    return batches


def wait_played(mixer: Mixer, before: int, timeout: float = 2.0) -> bool:
    end = time.perf_counter() + timeout
    assert mixer.latencies is not None
    while len(mixer.latencies) <= before and time.perf_counter() < end:
        time.sleep(0.0005)
    return len(mixer.latencies) > before


def bench_events(count: int, period: int, seed: int) -> None:
    player = Player(open_null, period_ms=period)
    problem = player.open(math.inf)  # until it answers: the figures need the device
    if problem is not None:
        print(f"miniaudio's null device could not be opened ({problem}): no latency figures")
        return
    rng = random.Random(seed)
    mixer = player.mixer
    mixer.latencies = []
    waited: list[float] = []
    try:
        for events in event_batches(count, seed):
            time.sleep(rng.uniform(0.02, 0.08))  # the next command comes at any moment
            before = len(mixer.latencies)
            start = time.perf_counter()
            cues = for_events(events)
            player.play(cues, 7, 80, False, since=start)
            if wait_played(mixer, before):
                waited.append(mixer.latencies[before])
            mixer.clear()
        report(f"event -> first sample to the device (null device, {period} ms period)", waited)
    finally:
        player.close()


def bench_session(count: int, period: int) -> None:
    from scorpion_a11y.app.session import Session
    from scorpion_a11y.app.storage import Settings, Statistics, Store
    from scorpion_a11y.narration import Narrator
    from scorpion_a11y.sound.control import SoundControl

    with tempfile.TemporaryDirectory() as folder:
        settings = Settings()
        session = Session(Store(Path(folder)), settings, Statistics(), Narrator("nl"))
        session.sound = SoundControl(settings, session.n, opener=lambda r, p: open_null(r, period))
        session.sound.start("aan", pipe=False)
        session.start(number=5)
        mixer = session.sound.player.mixer
        mixer.latencies = []
        handled: list[float] = []
        try:
            for i in range(count):
                time.sleep(0.03 + (i % 7) * 0.007)
                before = len(mixer.latencies)
                start = time.perf_counter()
                session.handle("terug" if i % 2 else "reserve")
                if wait_played(mixer, before):
                    handled.append(mixer.played_at[before] - start)
                mixer.clear()
        finally:
            session.sound.close()
        report(f"typed command -> first sample (Session.handle, {period} ms period)", handled)


def bench_generation(runs: int) -> None:
    code = (
        "import time\n"
        "from scorpion_a11y.sound import synth\n"
        "c, w = time.process_time(), time.perf_counter()\n"
        "synth.family()\n"
        "print(time.process_time() - c, time.perf_counter() - w)\n"
    )
    root = Path(__file__).resolve().parent.parent
    cpu, wall = [], []
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, cwd=root, check=True
        )
        c, w = (float(x) for x in out.stdout.split())
        cpu.append(c)
        wall.append(w)
    cpu_ms = sorted(x * 1000 for x in cpu)
    print(
        f"generating the family at start: CPU median {statistics.median(cpu_ms):.1f} ms, "
        f"worst {cpu_ms[-1]:.1f} ms; wall median {statistics.median(wall) * 1000:.1f} ms "
        f"({runs} fresh processes)"
    )
    # For reading the figure on a loaded machine: plain Python speed right now.
    start = time.process_time()
    sum(range(1_000_000))
    print(f"  reference: sum(range(10**6)) took {(time.process_time() - start) * 1000:.1f} ms CPU")


def bench_mixing() -> None:
    mixer = Mixer()
    frames = RATE // 100
    cost = []
    for _ in range(200):
        mixer.add([Cue(Earcon.WON, 0), Cue(Earcon.RUN, 3), Cue(Earcon.MOVE, 6)], 7)
        for _ in range(5):
            start = time.process_time()
            mixer.render(frames)
            cost.append(time.process_time() - start)
        mixer.clear()
    ms = [c * 1000 for c in cost]
    print(
        f"mixing one 10 ms buffer with 3 sounds: median {statistics.median(ms):.3f} ms CPU, "
        f"p95 {percentile(ms, 95):.3f} ms"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=200)
    parser.add_argument("--period", type=int, default=10)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--seed", type=int, default=15)
    args = parser.parse_args()
    bench_generation(args.runs)
    bench_mixing()
    bench_events(args.events, args.period, args.seed)
    bench_session(min(args.events, 100), args.period)
    return 0


if __name__ == "__main__":
    sys.exit(main())
