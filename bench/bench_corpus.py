"""The command language against lines people type or dictate, and how long reading one takes.

    .venv/bin/python bench/bench_corpus.py [fresh.tsv]

Parses every line of ``tests/data/corpus.tsv`` (moves, questions, requests, settings, slips,
dictation artefacts, in Dutch and English) on the seed position and prints the share
understood as intended, per language and in all, and the number of lines *misunderstood*:
taken as a different action (goal: none; a refusal is better than a wrong move). Lists the
lines not understood, with what they gave. A second TSV in the same form (a set of lines
written by someone who never saw the parser) is measured the same way, in the same report.
Last, the time to read one line (median and p95 over every line of both sets, each read
several times once the vocabularies are built; goal: p95 under 5 ms).
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import corpus  # noqa: E402  (tests/corpus.py)

from scorpion_a11y.commands import parse  # noqa: E402
from scorpion_a11y.game import dealfile  # noqa: E402
from scorpion_a11y.game.engine import Game  # noqa: E402
from scorpion_a11y.i18n import translator  # noqa: E402

ROUNDS = 5


def report(name: str, lines: list[corpus.Line]) -> None:
    outcomes = corpus.run(lines)
    total: Counter[str] = Counter()
    good: Counter[str] = Counter()
    for o in outcomes:
        total[o.line.language] += 1
        good[o.line.language] += o.understood
    print(f"== {name}")
    for language in sorted(total):
        share = 100 * good[language] / total[language]
        print(
            f"{language}: {good[language]}/{total[language]} understood as intended ({share:.1f}%)"
        )
    all_good, all_total = sum(good.values()), sum(total.values())
    share = 100 * all_good / all_total if all_total else 0.0
    print(f"all: {all_good}/{all_total} understood as intended ({share:.1f}%)")
    wrong = [o for o in outcomes if o.misunderstood]
    print(f"misunderstood as a different action: {len(wrong)}")
    for o in outcomes:
        if not o.understood:
            mark = "WRONG" if o.misunderstood else "not understood"
            line = o.line
            print(f"  {mark}: [{line.language}] {line.text!r}: meant {line.expected}, got {o.got}")


def timing(lines: list[corpus.Line]) -> None:
    game = Game(dealfile.load(corpus.SEED))
    for line in lines:  # build the vocabularies and lexicons first
        parse(line.text, game, translator(line.language))
    samples: list[float] = []
    for _ in range(ROUNDS):
        for line in lines:
            tr = translator(line.language)
            start = time.perf_counter()
            parse(line.text, game, tr)
            samples.append(time.perf_counter() - start)
    samples.sort()
    p95 = samples[int(0.95 * (len(samples) - 1))]
    print(
        f"== time to read a line ({len(lines)} lines x {ROUNDS}): median "
        f"{1000 * statistics.median(samples):.2f} ms, p95 {1000 * p95:.2f} ms, "
        f"max {1000 * samples[-1]:.2f} ms (goal: p95 under 5 ms)"
    )


def main(argv: list[str]) -> int:
    old = corpus.lines()
    report(f"corpus ({corpus.CORPUS.relative_to(ROOT)})", old)
    every = list(old)
    for extra in argv:
        fresh = corpus.lines(Path(extra))
        report(f"second set ({extra})", fresh)
        every += fresh
    timing(every)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
