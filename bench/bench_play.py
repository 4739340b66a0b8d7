"""Play deals by the hint alone (no undo, no peeking) and count wins against the deals the
solver proves winnable (docs/winbaarheid/<game>-<rules>.txt).

    nice -n 10 .venv/bin/python bench/bench_play.py [FIRST-LAST] [--variant NAME] [--alle]

Only the deals proven winnable are played unless ``--alle``. Prints one line per deal
(``number won moves hints``), then the wins, and hint CPU times (median, p95, maximum).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench_hint import play  # noqa: E402  (bench/ is the script's folder)

from scorpion_a11y.game.deal import Rules  # noqa: E402
from scorpion_a11y.game.rules import SPECS, Variant  # noqa: E402
from scorpion_a11y.solver.winnable import WON, file_name, verdicts  # noqa: E402


def main(argv: list[str]) -> None:
    first, last = 1, 200
    variant = Variant.SCORPION
    if "--variant" in argv:
        variant = Variant(argv[argv.index("--variant") + 1])
    for arg in argv:
        if "-" in arg and not arg.startswith("-") and arg[0].isdigit():
            first, last = map(int, arg.split("-"))
    rules = Rules.VERSOEPELD if "--versoepeld" in argv else Rules.KLASSIEK
    path = ROOT / "docs" / "winbaarheid" / file_name(SPECS[variant], rules, False)
    known = verdicts(path.read_text(encoding="utf-8")) if path.exists() else {}
    deals = [n for n in range(first, last + 1) if "--alle" in argv or known.get(n) == WON]
    times: list[float] = []
    won = 0
    for number in deals:
        before = len(times)
        game = play(number, rules, times, variant)
        won += game.won
        print(number, int(game.won), game.moves, len(times) - before, flush=True)
    times.sort()
    print(
        f"{variant.value} {rules.value} deals {first}-{last}: {len(deals)} played "
        f"({'all' if '--alle' in argv else 'proven winnable'}), {won} won by hint alone"
    )
    if times:
        print(
            f"hints {len(times)}: median {times[len(times) // 2]:.3f} s, "
            f"p95 {times[int(0.95 * len(times))]:.3f} s, max {times[-1]:.3f} s CPU"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
