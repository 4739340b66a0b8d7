"""Every game of the registry × Klassiek/Versoepeld × app/traditional rules, for tests that
walk them all (never a default of 7 columns)."""

from __future__ import annotations

from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.rules import SPECS, Variant

Case = tuple[Variant, Rules, bool]

EVERY: list[Case] = [
    (variant, rules, traditional)
    for variant in SPECS
    for rules in Rules
    for traditional in (False, True)
]


def case_id(case: Case) -> str:
    """``scorpion-klassiek-app``, ``wasp-versoepeld-trad``: a readable test id."""
    variant, rules, traditional = case
    return f"{variant.value}-{rules.value}-{'trad' if traditional else 'app'}"
