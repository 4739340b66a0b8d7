"""Trial 3's stumbles with the new-game question, the statistics and the manual (items 14,
15 and 16): real sessions, as a player types, in every game of the registry.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.commands import model as m
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration import Narrator
from scorpion_a11y.narration.app_text import game_name

REMINDER = "Nog open: welke regels? Enter kiest klassiek."
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
    assert said.endswith(" " + REMINDER)  # the question follows the rules it was read for
    assert s.handle("").startswith("Nieuw spel: ")  # Enter: klassiek, not the question again
    assert s.game.rules is Rules.KLASSIEK and s.game.variant is variant
    assert s.game.deal_number != 1234


def test_enter_after_reading_another_game_s_rules_starts_that_game(tmp_path: Path) -> None:
    s = session(tmp_path)
    s.handle("nieuw spel open scorpion")
    assert s.handle("regels").endswith(REMINDER)
    s.handle("")
    assert s.game.variant is Variant.OPEN_SCORPION and s.game.rules is Rules.KLASSIEK


def test_enter_after_another_reading_command_answers_the_question_it_ended_with(
    tmp_path: Path,
) -> None:
    """Trial 6 (one rule): reading the board ends with the question in brief, so Enter
    answers it there too (it asked the question again, in the terminal and not in the rules)."""
    s = session(tmp_path)
    s.handle("nieuw spel")
    assert s.handle("bord").endswith(" " + REMINDER)
    assert s.handle("").startswith("Nieuw spel: ")
    assert s.game.deal_number != 1234 and s.game.rules is Rules.KLASSIEK


# ------------------------------------------------ item 16: statistics of another game, and all


def game_word(variant: Variant, language: str = "nl") -> str:
    """The first word the command language has for ``variant`` (``dubbele scorpion``)."""
    return translator(language).pgettext("vocab", SPECS[variant].command_key).split("|")[0]


@pytest.mark.parametrize("variant", list(SPECS))
def test_statistiek_with_a_game_s_name_answers_for_that_game(
    tmp_path: Path, variant: Variant
) -> None:
    other = Variant.WASP if variant is not Variant.WASP else Variant.SCORPION
    s = session(tmp_path, variant)
    s.run(m.Play(s.game.legal_moves()[0]))
    s.handle(f"nieuw spel {game_word(other)} 7")  # asked first: the game in play counts lost
    s.handle("ja")  # the game in play is now another one
    said = s.handle(f"statistiek {game_word(variant)}")
    assert said.startswith(f"Statistiek van {game_name(translator('nl'), variant)}. ")
    assert "Versoepeld: 1 spel gespeeld, 0 gewonnen, 0 procent." in said
    assert "Het spel is" not in said  # it is not the game in play
    assert "Versoepeld: nog niet gespeeld." in s.handle("statistiek")  # the game in play: none


def test_statistiek_alle_spellen_names_every_game_played_short_first(tmp_path: Path) -> None:
    s = session(tmp_path)
    assert s.handle("statistiek alle spellen") == "Nog geen enkel spel gespeeld."
    for variant in SPECS:
        s.handle(f"nieuw spel {game_word(variant)} klassiek 7")
        if s.dialog.pending is not None:  # the game in play would count as lost: asked first
            s.handle("ja")
        s.run(m.Play(s.game.legal_moves()[0]))
    said = s.handle("statistiek alle spellen")
    sentences = said.split(". ")
    assert len(sentences) == len(SPECS) + 1  # one short sentence per game, then how to go on
    assert said.startswith("Scorpion, klassieke regels: 1 spel gespeeld, 0 gewonnen, 0 procent.")
    assert said.endswith("Zeg statistiek en de naam van een spel voor meer.")
    last = Narrator("nl").statistics_overview(s.stats, None)  # the game in play: in progress
    assert "Dubbele Scorpion, klassieke regels: 1 spel gespeeld, nog bezig." in said
    assert "Dubbele Scorpion, klassieke regels: 1 spel gespeeld, 0 gewonnen" in last
    en = session(tmp_path / "en", language="en")
    assert en.handle("statistics overview") == "No game played yet, in any game."
