"""Hint speed and quality: play deals by the hint alone (no undo, no peeking).

    .venv/bin/python bench/bench_hint.py [FIRST-LAST] [--versoepeld] [--per-deal PATH]

Prints the share of games won, the average score, and hint times (median, 95th percentile,
maximum, share under 0.5 s; CPU seconds). A game stops when the hint has nothing useful left, when a
position repeats, or after 1000 actions.

``--per-deal PATH`` also writes one line per deal (``number won score``), so two versions of
the hint can be compared deal by deal on the same deals (which deals only one of them wins).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import Game
from scorpion_a11y.game.rules import Variant
from scorpion_a11y.solver.hint import suggest


def play(
    number: int,
    rules: Rules,
    times: list[float],
    variant: Variant = Variant.SCORPION,
) -> Game:
    """Deal ``number`` played by the hint alone; each hint's CPU seconds appended to ``times``.
    Also used by budget.py."""
    game = Game.new(number, rules, variant)
    seen = {game.position()}
    while not game.won and game.moves < 1000:
        start = time.process_time()
        hint = suggest(game)
        times.append(time.process_time() - start)
        if hint is None:
            break
        game.play(hint.action)
        position = game.position()
        if position in seen:
            break
        seen.add(position)
    return game


def main(argv: list[str]) -> None:
    first, last = 1, 1000
    per_deal = None
    if "--per-deal" in argv:
        at = argv.index("--per-deal")
        per_deal = argv[at + 1]
        argv = argv[:at] + argv[at + 2 :]
    for arg in argv:
        if "-" in arg and not arg.startswith("--"):
            first, last = map(int, arg.split("-"))
    rules = Rules.VERSOEPELD if "--versoepeld" in argv else Rules.KLASSIEK
    lines: list[str] = []
    times: list[float] = []
    won = score = 0
    started = time.perf_counter()
    for number in range(first, last + 1):
        game = play(number, rules, times)
        won += game.won
        score += game.score
        lines.append(f"{number} {int(game.won)} {game.score}\n")
        if number % 100 == 0:
            print(f"... {number}: {won} won", file=sys.stderr, flush=True)
    n = last - first + 1
    if per_deal is not None:
        Path(per_deal).write_text("".join(lines), encoding="utf-8")
    times.sort()
    under = sum(t < 0.5 for t in times) / len(times)
    print(f"deals {first}-{last}, rules {rules.value}")
    print(f"won {won}/{n} = {100 * won / n:.1f}%, average score {score / n:.1f}")
    print(
        f"hints {len(times)}: median {1000 * times[len(times) // 2]:.1f} ms, "
        f"p95 {1000 * times[int(0.95 * len(times))]:.1f} ms, max {1000 * times[-1]:.1f} ms, "
        f"under 0.5 s {100 * under:.2f}%"
    )
    print(f"wall time {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
