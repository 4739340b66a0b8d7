"""The rule document's worked example: its position as a deal file and its two board
descriptions, verbatim (the golden texts; ``test_seed_texts.py`` checks them against the rule
document itself when it is reachable).

Import with ``from seed_texts import SEED_DEAL, SEED_START, SEED_AFTER_FIRST_MOVE``.
"""

from __future__ import annotations

from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"

#: The seed's position; its face-down and reserve cards (unknown in the rule document) filled in.
SEED_DEAL = DATA / "seed.json"
#: The board description after the deal.
SEED_START = (DATA / "seed_start.txt").read_text(encoding="utf-8").strip()
#: The board description after the first move: harten 4 from column 2 onto harten 5 in column 7.
SEED_AFTER_FIRST_MOVE = (DATA / "seed_after_first_move.txt").read_text(encoding="utf-8").strip()
