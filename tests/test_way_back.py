"""The way back from the traditional rules (trial 3, item 4): after ``nieuw spel
traditioneel`` every new game kept them, whatever the player said, and the question
"Enter kiest klassiek" did not say that Enter keeps them. ``app-regels`` (the solver's
``--regels app``) leaves them: in play, as the answer to the question, and on the command
line. Real sessions, in every game of the registry.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from scorpion_a11y.app import cli
from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration import Narrator

PLAIN = "Welke regels: klassiek of versoepeld? Enter kiest klassiek."
KEPT = (
    "Welke regels: klassiek of versoepeld? Enter kiest klassiek, met de traditionele regels; "
    "zeg app-regels voor de gewone regels van de app."
)


def traditional(tmp_path: Path, variant: Variant, language: str = "nl") -> Session:
    session = Session(Store(tmp_path / "data"), Settings(), Statistics(), Narrator(language))
    session.start(1234, Rules.KLASSIEK, variant=variant, traditional=True)
    return session


@pytest.mark.parametrize("variant", list(SPECS))
def test_the_question_says_enter_keeps_the_traditional_rules(
    tmp_path: Path, variant: Variant
) -> None:
    session = traditional(tmp_path, variant)
    assert session.handle("nieuw spel") == KEPT
    session.handle("")
    assert session.game.traditional and session.game.variant is variant
    assert session.handle("nieuw spel app-regels") == PLAIN  # the question once it no longer holds


@pytest.mark.parametrize("variant", list(SPECS))
@pytest.mark.parametrize("rules", list(Rules))
@pytest.mark.parametrize(
    "line",
    ["nieuw spel {rules} app-regels", "nieuw spel {rules} zonder traditionele regels"],
)
def test_nieuw_spel_app_regels_leaves_the_traditional_rules(
    tmp_path: Path, variant: Variant, rules: Rules, line: str
) -> None:
    session = traditional(tmp_path, variant)
    said = session.handle(line.format(rules=rules.value))
    assert said.startswith("Nieuw spel: ") and "traditionele" not in said.split(".")[0]
    game = session.game
    assert not game.traditional and game.rules is rules and game.variant is variant


@pytest.mark.parametrize(
    "answer", ["app-regels", "zonder traditionele regels", "gewone regels", "niet traditioneel"]
)
def test_app_regels_answers_the_question_and_the_rules_are_asked_again(
    tmp_path: Path, answer: str
) -> None:
    session = traditional(tmp_path, Variant.SCORPION)
    session.handle("nieuw spel")
    assert session.handle(answer) == "Zonder de traditionele regels. " + PLAIN
    session.handle("")
    assert not session.game.traditional and session.game.rules is Rules.KLASSIEK


@pytest.mark.parametrize("answer", ["versoepeld app-regels", "klassiek zonder traditionele regels"])
def test_the_rules_and_app_regels_in_one_answer(tmp_path: Path, answer: str) -> None:
    session = traditional(tmp_path, Variant.WASP)
    session.handle("nieuw spel")
    assert session.handle(answer).startswith("Nieuw spel: ")
    assert not session.game.traditional and session.game.variant is Variant.WASP


def test_in_english_app_rules_leaves_the_traditional_rules(tmp_path: Path) -> None:
    session = traditional(tmp_path, Variant.SCORPION, "en")
    assert session.handle("new game").endswith(
        "Enter chooses classic, with the traditional rules; say app rules for the app's usual "
        "rules."
    )
    assert session.handle("without traditional rules").startswith("Without the traditional rules.")
    session.handle("")
    assert not session.game.traditional


def test_regels_app_on_the_command_line_as_the_solver_s() -> None:
    nl = translator("nl")
    assert cli.parse(["--regels", "app"], nl).traditional is False
    both = cli.parse(["--regels", "versoepeld", "--regels", "app"], nl)
    assert both.traditional is False and both.rules is Rules.VERSOEPELD
    assert "--regels app" in cli.help_text(nl)


@pytest.mark.parametrize("variant", list(SPECS))
def test_regels_app_at_start_replaces_a_saved_traditional_game(
    tmp_path: Path, variant: Variant
) -> None:
    session = traditional(tmp_path, variant)
    session.handle("stop")
    again = Session(Store(tmp_path / "data"), Settings(), Statistics(), Narrator("nl"))
    again.start(None, None, variant=variant, traditional=False)
    assert not again.game.traditional and again.game.variant is variant
