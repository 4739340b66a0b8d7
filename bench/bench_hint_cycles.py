"""Do hints alone keep making progress? Play deals by ``hint`` and count how play ends.

    .venv/bin/python bench/bench_hint_cycles.py [FIRST-LAST] [--klassiek] [--andere K]

Plays deals 1-100 (or FIRST-LAST), Versoepeld unless ``--klassiek``, by following the hint
every time, as a player who types ``hint`` and does what it says. Play ends when the game is
won, when the hint has nothing left (stuck), when a position comes back (a cycle: the hints
walk in a circle and would do so for ever), or after 1000 actions. Prints how many deals
ended each way and the hint's median time. With ``--andere K`` the player asks for the hint
twice before every K-th action and follows the second one (``hint`` again gives the next
best), as a player who wants another idea does.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import Game
from scorpion_a11y.solver.hint import suggest


def play(number: int, rules: Rules, times: list[float], other: int = 0) -> str:
    game = Game.new(number, rules)
    seen = {game.position()}
    while game.moves < 1000:
        if game.won:
            return "won"
        start = time.perf_counter()
        hint = suggest(game)
        times.append(time.perf_counter() - start)
        if other and game.moves % other == other - 1:
            hint = suggest(game, skip=1) or hint
        if hint is None:
            return "stuck"
        game.play(hint.action)
        position = game.position()
        if position in seen:
            return "cycle"
        seen.add(position)
    return "limit"


def main(argv: list[str]) -> int:
    first, last = 1, 100
    for arg in argv:
        if "-" in arg and not arg.startswith("--"):
            a, b = arg.split("-")
            first, last = int(a), int(b)
    rules = Rules.KLASSIEK if "--klassiek" in argv else Rules.VERSOEPELD
    other = int(argv[argv.index("--andere") + 1]) if "--andere" in argv else 0
    times: list[float] = []
    ends = Counter(play(n, rules, times, other) for n in range(first, last + 1))
    print(f"deals {first}-{last}, rules {rules.value}, played by the hint alone", end="")
    print(f", the second hint before every {other}th action" if other else "")
    for end in ("won", "stuck", "cycle", "limit"):
        print(f"  {end:6} {ends[end]}")
    print(f"hints {len(times)}, median {1000 * statistics.median(times):.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
