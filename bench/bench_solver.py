"""Solver speed over a fixed set of deals: positions per second, seconds per deal, and the
share decided within 1 s and within the time limit.

    .venv/bin/python bench/bench_solver.py [FIRST-LAST] [--tijd 10] [--traditioneel]

Deals 1-100 with 10 s each by default. Each deal is solved once with the full limit; a deal
counts as decided within 1 s when its verdict came in under 1 s of search.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorpion_a11y.game.deal import deal
from scorpion_a11y.solver.search import Outcome, solve


def main(argv: list[str]) -> None:
    first, last, limit = 1, 100, 10.0
    traditional = "--traditioneel" in argv
    for i, arg in enumerate(argv):
        if "-" in arg and not arg.startswith("--"):
            first, last = map(int, arg.split("-"))
        if arg == "--tijd":
            limit = float(argv[i + 1])
    counts = dict.fromkeys(Outcome, 0)
    nodes = 0
    seconds = 0.0
    within_1 = 0
    for number in range(first, last + 1):
        result = solve(deal(number), time_limit=limit, traditional=traditional)
        counts[result.outcome] += 1
        nodes += result.nodes
        seconds += result.seconds
        within_1 += result.decided and result.seconds < 1.0
        print(number, result.outcome.value, result.nodes, f"{result.seconds:.2f}", flush=True)
    n = last - first + 1
    decided = n - counts[Outcome.UNDECIDED]
    print(f"deals {first}-{last}, limit {limit} s, traditional={traditional}")
    print(", ".join(f"{o.value} {counts[o]}" for o in Outcome))
    print(f"positions/s {nodes / seconds:.0f}, s/deal {seconds / n:.2f}")
    print(
        f"decided within 1 s {100 * within_1 / n:.1f}%, within {limit} s {100 * decided / n:.1f}%"
    )


if __name__ == "__main__":
    main(sys.argv[1:])
