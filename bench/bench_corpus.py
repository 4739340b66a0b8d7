"""The command language against the corpus of lines people type or dictate.

    .venv/bin/python bench/bench_corpus.py

Parses every line of ``tests/data/corpus.tsv`` (moves, questions, requests, settings, slips,
dictation artefacts, in Dutch and English) on the seed position and prints the share
understood as intended, per language and in all, and the number of lines *misunderstood*:
taken as a different action (goal: none; a refusal is better than a wrong move). Lists the
lines not understood, with what they gave.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import corpus  # noqa: E402  (tests/corpus.py)


def main() -> int:
    outcomes = corpus.run()
    total: Counter[str] = Counter()
    good: Counter[str] = Counter()
    for o in outcomes:
        total[o.line.language] += 1
        good[o.line.language] += o.understood
    for language in sorted(total):
        share = 100 * good[language] / total[language]
        print(
            f"{language}: {good[language]}/{total[language]} understood as intended ({share:.1f}%)"
        )
    all_good, all_total = sum(good.values()), sum(total.values())
    print(f"all: {all_good}/{all_total} understood as intended ({100 * all_good / all_total:.1f}%)")
    wrong = [o for o in outcomes if o.misunderstood]
    print(f"misunderstood as a different action: {len(wrong)}")
    for o in outcomes:
        if not o.understood:
            mark = "WRONG" if o.misunderstood else "not understood"
            line = o.line
            print(f"  {mark}: [{line.language}] {line.text!r}: meant {line.expected}, got {o.got}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
