"""How much is said after each action."""

from __future__ import annotations

from enum import Enum


class Verbosity(Enum):
    KORT = "kort"  # the move and its consequences, in as few words as possible
    NORMAAL = "normaal"  # plus the new state of every column that changed (default)
    UITGEBREID = "uitgebreid"  # plus score detail and the cards carried
