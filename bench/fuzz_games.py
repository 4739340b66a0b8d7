"""Fuzz every game with random command lines, more than the suite does.

    nice -n 10 .venv/bin/python bench/fuzz_games.py --lines 8400 --seed 1 --talen nl,en

Feeds ``--lines`` random lines (``tests/fuzz.py``: vocabulary words and phrases, card names,
numbers, legal moves, junk) to an in-process session of each of the six games x Klassiek/
Versoepeld x app/traditional rules, per language, and prints every distinct finding: the
game's crash sentence, an error-log record, or a refused line that changed the game.
``--traag`` also lets through ``hint`` and ``oplosbaar`` (seconds each). Exit status 1 when
anything was found.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import fuzz  # noqa: E402  (tests/fuzz.py)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=1000, help="lines per game and rule set")
    parser.add_argument("--seed", default="0")
    parser.add_argument("--talen", default="nl", help="languages, comma-separated")
    parser.add_argument("--traag", action="store_true", help="also hint and oplosbaar")
    args = parser.parse_args()
    memory = "/dev/shm" if os.access("/dev/shm", os.W_OK) else None
    findings: list[fuzz.Finding] = []
    seen: set[str] = set()
    began = time.perf_counter()
    total = 0
    for language in args.talen.split(","):
        for kind in fuzz.KINDS:
            found, lines, _seconds = fuzz.run(
                args.lines,
                seed=args.seed,
                kinds=(kind,),
                languages=(language,),
                slow=args.traag,
                memory=memory,
            )
            total += lines
            findings.extend(found)
            for f in found:
                key = f.problem.strip().splitlines()[-1][:200]
                if key in seen:
                    continue
                seen.add(key)
                variant, rules, traditional = f.kind
                print(f"--- {variant.value} {rules.value} traditional={traditional}: {f.line!r}")
                print("    after:", " | ".join(f.lines_before[:-1]))
                print("   ", f.problem[-2000:].replace("\n", "\n    "))
            seconds = time.perf_counter() - began
            print(
                f"{language} {kind[0].value} {kind[1].value} {kind[2]}:",
                f"{total} lines, {seconds:.0f} s",
            )
            sys.stdout.flush()
    print(
        f"{total} lines over {len(fuzz.KINDS)} games x rules in {time.perf_counter() - began:.0f} s"
    )
    print(f"{len(findings)} findings, {len(seen)} distinct")
    return 1 if findings else 0


if __name__ == "__main__":
    raise SystemExit(main())
