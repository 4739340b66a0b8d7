"""Solver speed and reach, printed as figures (no asserts):

1. states per CPU second, compiled core and pure Python, paired in one run: each deal of the
   paired range is searched by both with the same node budget, so both search exactly the same
   states (the tests check the node counts agree);
2. bytes per stored state: the compiled core's table bytes over its stored states (searches of at
   least 100 000 states), and the pure Python set's bytes per state (tracemalloc, one deal);
3. the share of a fixed deal range decided within 1 s and within the limit (CPU seconds, with the
   compiled core when built);
4. the wall time of the same range through ``oplosser`` with 1 worker and with N workers.

    .venv/bin/python bench/bench_solver.py [FIRST-LAST] [--tijd 10] [--traditioneel]
        [--versoepeld] [--paar 1-20] [--paar-knopen 20000] [--werkers N] [--zonder-werkers]

Defaults: deals 1-200, 10 s each, paired deals 1-20 with 20 000 states each, N = all cores.
"""

from __future__ import annotations

import io
import os
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorpion_a11y.app import solver_cli as cli
from scorpion_a11y.game.deal import Rules, deal
from scorpion_a11y.i18n import translator
from scorpion_a11y.solver.search import COMPILED, Outcome, solve


def _range(text: str) -> list[int]:
    first, last = map(int, text.split("-"))
    return list(range(first, last + 1))


def _value(argv: list[str], name: str, default: str) -> str:
    return argv[argv.index(name) + 1] if name in argv else default


def paired_speed(numbers: list[int], rules: Rules, traditional: bool, budget: int) -> None:
    cpu = {"c": 0.0, "python": 0.0}
    states = {"c": 0, "python": 0}
    engines = ["c", "python"] if COMPILED else ["python"]
    for number in numbers:
        for engine in engines:
            start = time.process_time()
            result = solve(
                deal(number, rules),
                time_limit=None,
                node_limit=budget,
                traditional=traditional,
                engine=engine,
            )
            cpu[engine] += time.process_time() - start
            states[engine] += result.nodes
    print(f"paired: deals {numbers[0]}-{numbers[-1]}, at most {budget} states each")
    for engine in engines:
        rate = states[engine] / cpu[engine]
        print(f"  {engine:6} {states[engine]} states in {cpu[engine]:.2f} CPU s: {rate:,.0f}/s")
    if COMPILED:
        ratio = (states["c"] / cpu["c"]) / (states["python"] / cpu["python"])
        print(f"  compiled / python: {ratio:.1f}x states per CPU second")
    else:
        print("  compiled core not built: python only")


def bytes_per_state(rules: Rules, traditional: bool) -> None:
    if COMPILED:
        table = nodes = probes = 0
        for number in range(1, 60):
            result = solve(
                deal(number, rules), time_limit=5.0, traditional=traditional, cpu_clock=True
            )
            if result.nodes >= 100_000:
                table += result.table_bytes
                nodes += result.nodes
                probes += result.probes
                print(
                    f"  deal {number}: {result.nodes} states, "
                    f"{result.table_bytes / result.nodes:.1f} bytes/state"
                )
        if nodes:
            print(f"compiled: {table / nodes:.1f} bytes per stored state (table / states)")
            print(
                f"  {probes / nodes:.1f} fingerprint comparisons per stored state; "
                f"false-hit bound for these searches {probes * 2.0**-64:.1e}"
            )
    tracemalloc.start()
    result = solve(deal(7, rules), time_limit=None, traditional=traditional, engine="python")
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(
        f"python: {peak / max(result.nodes, 1):.0f} bytes per stored state "
        f"(peak traced memory, deal 7, {result.nodes} states)"
    )


def decided_share(numbers: list[int], rules: Rules, traditional: bool, limit: float) -> None:
    counts = dict.fromkeys(Outcome, 0)
    within_1 = 0
    states = 0
    seconds = 0.0
    engine = ""
    for number in numbers:
        result = solve(deal(number, rules), limit, None, traditional, cpu_clock=True)
        engine = result.engine
        counts[result.outcome] += 1
        within_1 += result.decided and result.seconds < 1.0
        states += result.nodes
        seconds += result.seconds
    n = len(numbers)
    decided = n - counts[Outcome.UNDECIDED]
    print(
        f"decided, deals {numbers[0]}-{numbers[-1]} ({engine}, {limit:g} CPU s each): "
        f"within 1 s {100 * within_1 / n:.1f}%, within {limit:g} s {100 * decided / n:.1f}%"
    )
    print("  " + ", ".join(f"{o.value} {counts[o]}" for o in Outcome))
    print(f"  {states / seconds:,.0f} states per CPU second, {seconds / n:.2f} CPU s per deal")


def wall_times(numbers: list[int], rules: Rules, traditional: bool, limit: float, n: int) -> None:
    tr = translator("nl")
    jobs: list[tuple[int | str, object]] = [(k, deal(k, rules)) for k in numbers]
    for workers in sorted({1, n}):
        options = cli.Options(
            games=numbers,
            time=limit,
            traditional=traditional,
            relaxed=rules is Rules.VERSOEPELD,
            quiet=True,
            workers=workers,
        )
        start = time.perf_counter()
        cli.run(tr, options, jobs, io.StringIO(), io.StringIO())  # type: ignore[arg-type]
        wall = time.perf_counter() - start
        print(f"wall time, deals {numbers[0]}-{numbers[-1]}, {workers} worker(s): {wall:.1f} s")


def main(argv: list[str]) -> None:
    numbers = _range(next((a for a in argv if "-" in a and not a.startswith("--")), "1-200"))
    limit = float(_value(argv, "--tijd", "10"))
    traditional = "--traditioneel" in argv
    rules = Rules.VERSOEPELD if "--versoepeld" in argv else Rules.KLASSIEK
    paired = _range(_value(argv, "--paar", "1-20"))
    budget = int(_value(argv, "--paar-knopen", "20000"))
    workers = int(_value(argv, "--werkers", str(os.cpu_count() or 1)))
    print(f"rules {rules.value}, traditional={traditional}, compiled core built: {COMPILED}")
    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}")
    paired_speed(paired, rules, traditional, budget)
    bytes_per_state(rules, traditional)
    decided_share(numbers, rules, traditional, limit)
    if "--zonder-werkers" not in argv:
        wall_times(numbers, rules, traditional, limit, workers)


if __name__ == "__main__":
    main(sys.argv[1:])
