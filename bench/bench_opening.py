"""How long the opening of a new game is: what the player hears before he can act.

    .venv/bin/python bench/bench_opening.py [FIRST-LAST]

Starts deals 1-100 (or FIRST-LAST) of every game (Scorpion, Wasp, ..., Double Scorpion) at
every verbosity level, through the real session in a temporary data folder, and prints the
median and maximum length of the opening in characters, and, for comparison, of ``bord``.
At about 15 characters a second of speech, 900 characters is a minute of listening.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.game.rules import Variant
from scorpion_a11y.narration import Narrator
from scorpion_a11y.settings import Verbosity


def main(argv: list[str]) -> int:
    first, last = 1, 100
    if argv:
        a, _, b = argv[0].partition("-")
        first, last = int(a), int(b or a)
    print(f"deals {first}-{last}: characters of the opening (median / max), and of bord")
    with tempfile.TemporaryDirectory() as folder:
        for variant in Variant:
            for level in Verbosity:
                opening, board = [], []
                for number in range(first, last + 1):
                    narrator = Narrator("nl")
                    narrator.verbosity = level
                    store = Store(Path(folder) / f"{variant.value}-{level.value}-{number}")
                    session = Session(store, Settings(), Statistics(), narrator)
                    opening.append(len(session.start(number=number, variant=variant)))
                    board.append(len(session.handle("bord")))
                print(
                    f"  {variant.value:17} {level.value:10} opening "
                    f"{statistics.median(opening):6.0f} / {max(opening):5}   bord "
                    f"{statistics.median(board):6.0f} / {max(board):5}"
                )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
