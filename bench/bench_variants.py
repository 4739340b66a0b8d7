"""Benchmark every game on the rules core: legal-move speed and the solver's verdicts.

Run from the repository root::

    .venv/bin/python bench/bench_variants.py [--deals 1-20] [--time 2] [--plies 60]
        [--variant wasp] [--traditioneel] [--report wasp=wasp.txt ...]

For each game (Klassiek): how many legal-move lists per second ``Game.legal_moves`` builds on
positions met in random play, and the solver's decided and won share over ``--deals`` at
``--time`` seconds of CPU time per deal (as ``scorpion-a11y oplosser --tijd``). Issue 12 asks
for deals 1-200 at 10 s; the defaults are small so the bench stays runnable, and the report says
what ran.

``--report GAME=FILE`` reads that game's verdicts from the output of ``scorpion-a11y oplosser
--variant GAME --spellen ... --tijd ...`` (one line per deal) instead of solving again, so the
figures in docs/winbaarheid.md and this bench come from one run. Only the deals in ``--deals``
are counted, and every one of them must be in the file.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorpion_a11y.app.solver_cli import parse_games
from scorpion_a11y.game.deal import Rules, deal
from scorpion_a11y.game.engine import DEAL_RESERVE, Game
from scorpion_a11y.game.rules import Variant
from scorpion_a11y.solver.search import Outcome, solve


def positions(variant: Variant, traditional: bool, plies: int, seed: int) -> list[Game]:
    rng = random.Random(seed)
    games = []
    for number in range(1, 21):
        game = Game.new(number, Rules.KLASSIEK, variant, traditional)
        for _ in range(rng.randrange(plies)):
            options: list[object] = list(game.legal_moves())
            if game.check(DEAL_RESERVE) is None:
                options.append(DEAL_RESERVE)
            if not options:
                break
            game.play(rng.choice(options))  # type: ignore[arg-type]
        games.append(game)
    return games


def legal_rate(games: list[Game], seconds: float = 1.0) -> float:
    calls = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for game in games:
            game.legal_moves()
        calls += len(games)
    return calls / (time.perf_counter() - start)


#: One deal in an ``oplosser`` report (Dutch): verdict, states, CPU seconds.
LINE = re.compile(r"^spel (\d+): (gewonnen|verloren|onbeslist)\D.*?(\d+) standen, ([\d.]+) s$")
OUTCOME = {"gewonnen": Outcome.WON, "verloren": Outcome.LOST, "onbeslist": Outcome.UNDECIDED}


def from_report(path: str, deals: list[int]) -> tuple[dict[Outcome, int], float]:
    """The verdicts of ``deals`` in an oplosser report, and their CPU seconds."""
    found: dict[int, tuple[Outcome, float]] = {}
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        m = LINE.match(line)
        if m:
            found[int(m[1])] = (OUTCOME[m[2]], float(m[4]))
    missing = [n for n in deals if n not in found]
    if missing:
        raise SystemExit(f"{path}: {len(missing)} deals missing, first {missing[0]}")
    counts = dict.fromkeys(Outcome, 0)
    for n in deals:
        counts[found[n][0]] += 1
    return counts, sum(found[n][1] for n in deals)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default="1-20", help="deal numbers, e.g. 1-200")
    parser.add_argument("--time", type=float, default=2.0, help="solver seconds per deal")
    parser.add_argument("--plies", type=int, default=60)
    parser.add_argument("--variant", choices=[v.value for v in Variant], action="append")
    parser.add_argument("--traditioneel", action="store_true")
    parser.add_argument(
        "--report", action="append", default=[], help="GAME=FILE: verdicts from oplosser output"
    )
    args = parser.parse_args()
    reports = dict(item.split("=", 1) for item in args.report)
    deals = parse_games(args.deals)
    variants = [Variant(v) for v in args.variant] if args.variant else list(Variant)
    print(
        f"deals {args.deals} ({len(deals)}), {args.time:g} s per deal, Klassiek"
        + (", traditional rules" if args.traditioneel else "")
    )
    print(f"{'game':18} {'legal/s':>9} {'decided':>8} {'won':>6} {'CPU s':>8}  verdicts")
    for variant in variants:
        rate = legal_rate(positions(variant, args.traditioneel, args.plies, 12))
        source = "solved here"
        if variant.value in reports:
            counts, spent = from_report(reports[variant.value], deals)
            source = reports[variant.value]
        else:
            counts = dict.fromkeys(Outcome, 0)
            start = time.process_time()
            for number in deals:
                position = deal(number, Rules.KLASSIEK, variant, args.traditioneel)
                counts[solve(position, args.time, cpu_clock=True).outcome] += 1
            spent = time.process_time() - start
        decided = counts[Outcome.WON] + counts[Outcome.LOST]
        print(
            f"{variant.value:18} {rate:9.0f} {100 * decided / len(deals):7.1f}% "
            f"{100 * counts[Outcome.WON] / len(deals):5.1f}% {spent:8.1f}  {source}"
        )


if __name__ == "__main__":
    main()
