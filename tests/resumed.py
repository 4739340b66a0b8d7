"""The sentence a resumed game opens with, as a test expects it (written out, not taken from
the code under test): the game's name first, in every game ("Verder met Scorpion, spel 5, zet
1.", "Verder met Wasp, spel 5, zet 1."; a deal file: "Verder met Wasp, de opstelling uit
mijnspel.json, zet 1."), then the rules when they are not the classic app rules ("Versoepelde
regels.", "Klassiek, traditionele regels.")."""

from __future__ import annotations

from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.rules import Variant

NAMES = {
    "nl": {
        Variant.SCORPION: "Scorpion",
        Variant.WASP: "Wasp",
        Variant.SCORPION_II: "Scorpion II",
        Variant.THREE_BLIND_MICE: "Drie Blinde Muizen",
        Variant.OPEN_SCORPION: "Open Scorpion",
        Variant.DOUBLE_SCORPION: "Dubbele Scorpion",
    },
    "en": {
        Variant.SCORPION: "Scorpion",
        Variant.WASP: "Wasp",
        Variant.SCORPION_II: "Scorpion II",
        Variant.THREE_BLIND_MICE: "Three Blind Mice",
        Variant.OPEN_SCORPION: "Open Scorpion",
        Variant.DOUBLE_SCORPION: "Double Scorpion",
    },
}
RULES = {
    "nl": {
        (Rules.KLASSIEK, False): "",
        (Rules.VERSOEPELD, False): " Versoepelde regels.",
        (Rules.KLASSIEK, True): " Klassiek, traditionele regels.",
        (Rules.VERSOEPELD, True): " Versoepeld, traditionele regels.",
    },
    "en": {
        (Rules.KLASSIEK, False): "",
        (Rules.VERSOEPELD, False): " Relaxed rules.",
        (Rules.KLASSIEK, True): " Classic, traditional rules.",
        (Rules.VERSOEPELD, True): " Relaxed, traditional rules.",
    },
}


def resumed(
    case: tuple[Variant, Rules, bool],
    number: int | None,
    moves: int,
    language: str = "nl",
    source: str | None = None,
) -> str:
    """The whole resume sentence(s) for ``case``; ``number`` None: a deal file, named
    ``source`` when the game knows it (trial 8)."""
    variant, rules, traditional = case
    nl = language == "nl"
    if number is None and source:
        where = f"de opstelling uit {source}" if nl else f"the position from {source}"
    elif number is None:
        where = "je eigen opstelling" if nl else "your own position"
    else:
        where = f"spel {number}" if nl else f"deal {number}"
    lead = "Verder met" if nl else "Continuing"
    move = "zet" if nl else "move"
    text = f"{lead} {NAMES[language][variant]}, {where}, {move} {moves}."
    return text + RULES[language][(rules, traditional)]
