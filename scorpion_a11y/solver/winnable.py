"""The solver's verdicts per deal, as published in ``docs/winbaarheid/<name>.txt``.

One place reads that format (``bench/winbaarheid.py`` writes it): a header of ``#`` lines, then
one line per hundred deals, the first deal number and one letter per deal: ``W`` won, ``L``
lost, ``U`` undecided, ``.`` not run.
"""

from __future__ import annotations

from ..game.deal import Rules
from ..game.rules import GameSpec, Variant

#: The letters of the per-deal files.
WON, LOST, UNDECIDED = "W", "L", "U"


def file_name(spec: GameSpec, rules: Rules, traditional: bool) -> str:
    """The per-deal file of a game and rules (without folder), e.g. ``app-klassiek.txt``."""
    rules_part = "klassiek" if rules is Rules.KLASSIEK else "versoepeld"
    name = f"traditioneel-{rules_part}" if traditional else f"app-{rules_part}"
    if spec.variant is not Variant.SCORPION:
        name = f"{spec.variant.value}-{name}"
    return name + ".txt"


def verdicts(text: str) -> dict[int, str]:
    """Deal number -> ``W``, ``L`` or ``U`` for every deal the file says was run."""
    result: dict[int, str] = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        first, letters = line.split()
        for offset, letter in enumerate(letters):
            if letter in (WON, LOST, UNDECIDED):
                result[int(first) + offset] = letter
    return result
