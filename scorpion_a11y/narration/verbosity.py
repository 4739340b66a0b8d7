"""How much is said after each action."""

from __future__ import annotations

from enum import Enum


class Verbosity(Enum):
    KORT = "kort"  # the move and its consequences, in as few words as possible
    # (default) plus what the card lies on and the new top of the column it left
    NORMAAL = "normaal"
    # plus the source column, the cards carried, the points and every changed column in full
    UITGEBREID = "uitgebreid"
