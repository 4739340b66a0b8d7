"""Trial 3's stumbles with the new-game question, the statistics and the manual (items 14,
15 and 16): real sessions, as a player types, in every game of the registry.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.narration import Narrator

QUESTION = "Welke regels: klassiek of versoepeld? Enter kiest klassiek."


def session(tmp_path: Path, variant: Variant = Variant.SCORPION, language: str = "nl") -> Session:
    s = Session(Store(tmp_path / "data"), Settings(), Statistics(), Narrator(language))
    s.start(1234, Rules.VERSOEPELD, variant=variant)
    return s


# ------------------------------------------------------- item 14: Enter after reading the rules


@pytest.mark.parametrize("variant", list(SPECS))
def test_enter_after_reading_the_rules_answers_the_question(
    tmp_path: Path, variant: Variant
) -> None:
    s = session(tmp_path, variant)
    assert s.handle("nieuw spel") == QUESTION
    said = s.handle("regels")
    assert said.endswith(" " + QUESTION)  # the question follows the rules it was read for
    assert s.handle("").startswith("Nieuw spel ")  # Enter: klassiek, not the question again
    assert s.game.rules is Rules.KLASSIEK and s.game.variant is variant
    assert s.game.deal_number != 1234


def test_enter_after_reading_another_game_s_rules_starts_that_game(tmp_path: Path) -> None:
    s = session(tmp_path)
    s.handle("nieuw spel open scorpion")
    assert s.handle("regels").endswith(QUESTION)
    s.handle("")
    assert s.game.variant is Variant.OPEN_SCORPION and s.game.rules is Rules.KLASSIEK


def test_enter_after_another_reading_command_still_says_the_question_first(
    tmp_path: Path,
) -> None:
    """Reading the board is not reading up on the question: Enter says it again first."""
    s = session(tmp_path)
    s.handle("nieuw spel")
    s.handle("bord")
    assert s.handle("") == QUESTION
    assert s.game.deal_number == 1234
