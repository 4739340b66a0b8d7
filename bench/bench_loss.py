"""The cost of loss detection after each move (traditional rules, issue 12).

    .venv/bin/python bench/bench_loss.py [FIRST-LAST] [--versoepeld] [--variant NAME | --alle]

Plays deals (default 1-50) by the hint alone under the traditional rules, and after every
action runs the check the game runs after a move (:func:`scorpion_a11y.solver.loss.verdict`
with the move limits). Prints per game: the median, 95th percentile and maximum time per move
in ms, how many positions were lost / open / unknown, and how the games ended (the last
position: lost, open, unknown, won). A game stops when the hint has nothing useful left, when a
position repeats, or after 1000 actions.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import Game
from scorpion_a11y.game.rules import Variant
from scorpion_a11y.solver.hint import suggest
from scorpion_a11y.solver.loss import Loss, verdict


def play(
    number: int, rules: Rules, variant: Variant, times: list[float], seen: Counter[str]
) -> str:
    game = Game.new(number, rules, variant, True)
    positions = {game.position()}
    last = Loss.UNKNOWN
    while not game.won and game.moves < 1000:
        hint = suggest(game)
        if hint is None:
            break
        game.play(hint.action)
        start = time.perf_counter()
        last = verdict(game).loss
        times.append(time.perf_counter() - start)
        seen[last.value] += 1
        position = game.position()
        if position in positions:
            break
        positions.add(position)
    return "won" if game.won else last.value


def main(argv: list[str]) -> None:
    first, last = 1, 50
    for arg in argv:
        if "-" in arg and arg.replace("-", "").isdigit():
            first, last = map(int, arg.split("-"))
    rules = Rules.VERSOEPELD if "--versoepeld" in argv else Rules.KLASSIEK
    variants = [Variant.SCORPION]
    if "--alle" in argv:
        variants = list(Variant)
    elif "--variant" in argv:
        variants = [Variant(argv[argv.index("--variant") + 1])]
    print(f"deals {first}-{last}, rules {rules.value}, traditional, played by hints")
    for variant in variants:
        times: list[float] = []
        seen: Counter[str] = Counter()
        ends: Counter[str] = Counter()
        for number in range(first, last + 1):
            ends[play(number, rules, variant, times, seen)] += 1
        times.sort()
        n = len(times)
        print(
            f"{variant.value}: {n} moves, loss check median {1000 * times[n // 2]:.2f} ms, "
            f"p95 {1000 * times[int(0.95 * n)]:.2f} ms, max {1000 * times[-1]:.1f} ms; "
            f"positions {dict(seen)}; games ended {dict(ends)}"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
