"""Turn ``scorpion-a11y oplosser`` reports (Dutch, one line per deal) into the compact per-deal
file kept in docs/winbaarheid/ and one row of figures for docs/winbaarheid.md.

    .venv/bin/python bench/winbaarheid.py NAME "RULES TEXT" REPORT.txt [REPORT.txt ...]

A REPORT may also be an earlier compact file (docs/winbaarheid/NAME.txt): its letters are
kept for the deals no report covers, so a range can be extended without running it again.
The time and state figures then cover only the deals read from reports (the output says how
many).

The compact file docs/winbaarheid/NAME.txt has a header (rules, how it was made) and then one
line per hundred deals: the first deal number and one letter per deal, W won, L lost,
U undecided, ``.`` not run. Any deal can be checked with
``scorpion-a11y oplosser --spellen N`` (plus the rules options in the header).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorpion_a11y.narration.hints import wilson

LINE = re.compile(r"^spel (\d+): (gewonnen|verloren|onbeslist)\D.*?(\d+) standen, ([\d.]+) s$")
LETTER = {"gewonnen": "W", "verloren": "L", "onbeslist": "U"}
COMPACT = re.compile(r"^ *(\d+) ([WLU.]+)$")
OUT = Path(__file__).resolve().parent.parent / "docs" / "winbaarheid"
#: Fingerprint comparisons per stored state, measured by bench/bench_solver.py.
PROBES_PER_STATE = 11


def main(argv: list[str]) -> None:
    name, rules, *reports = argv
    deals: dict[int, tuple[str, int, float]] = {}
    letters_only: dict[int, str] = {}
    for report in reports:
        for line in Path(report).read_text(encoding="utf-8").splitlines():
            m = LINE.match(line)
            if m:
                deals[int(m[1])] = (LETTER[m[2]], int(m[3]), float(m[4]))
                continue
            c = COMPACT.match(line)
            if c:
                for k, letter in enumerate(c[2]):
                    if letter != ".":
                        letters_only[int(c[1]) + k] = letter
    timed = len(deals)
    for number, letter in letters_only.items():
        deals.setdefault(number, (letter, 0, 0.0))
    if not deals:
        raise SystemExit("no deal lines found")
    numbers = sorted(deals)
    won = sum(v[0] == "W" for v in deals.values())
    lost = sum(v[0] == "L" for v in deals.values())
    undecided = sum(v[0] == "U" for v in deals.values())
    n = len(deals)
    reported = [v for k, v in deals.items() if k not in letters_only or v[1]]
    within_1 = sum(v[0] != "U" and v[2] < 1.0 for v in reported)
    within_2 = sum(v[0] != "U" and v[2] < 2.0 for v in reported)
    undecided_timed = sum(v[0] == "U" for v in reported)
    states = sum(v[1] for v in deals.values())
    seconds = sum(v[2] for v in deals.values())
    low, _ = wilson(won, n)
    _, high = wilson(won + undecided, n)
    rows = []
    first = numbers[0] - (numbers[0] - 1) % 100
    for start in range(first, numbers[-1] + 1, 100):
        letters = "".join(deals.get(k, (".",))[0] for k in range(start, start + 100))
        if letters.strip("."):
            rows.append(f"{start:>6} {letters}")
    OUT.mkdir(parents=True, exist_ok=True)
    header = [
        f"# {name}: {rules}",
        f"# {n} deals ({numbers[0]}-{numbers[-1]}): {won} won, {lost} lost, {undecided} undecided",
        "# one line per hundred deals: first deal number, then W won, L lost, U undecided,"
        " . not run",
        "# undecided: " + (" ".join(str(k) for k in numbers if deals[k][0] == "U") or "none"),
    ]
    (OUT / f"{name}.txt").write_text("\n".join(header + rows) + "\n", encoding="utf-8")
    print(f"| {rules} | {numbers[0]}-{numbers[-1]} | {n} | {won} | {lost} | {undecided} | ", end="")
    print(f"{100 * won / n:.1f}% | {100 * low:.1f}%-{100 * high:.1f}% |")
    m = max(len(reported), 1)
    print(
        f"of the {len(reported)} deals read from reports ({timed} report lines): "
        f"decided within 1 s: {100 * within_1 / m:.1f}%, 2 s: {100 * within_2 / m:.1f}%, "
        "within the limit: "
        f"{100 * (m - undecided_timed) / m:.1f}%; {states} states, {seconds:.0f} CPU s "
        f"({seconds / m:.2f} per deal, {states / max(seconds, 1e-9):,.0f} states/s); "
        f"false-hit bound ~{states * PROBES_PER_STATE * 2.0**-64:.1e}; "
        f"decided on all {n}: {100 * (n - undecided) / n:.2f}%"
    )


if __name__ == "__main__":
    main(sys.argv[1:])
