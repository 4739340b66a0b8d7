"""A new game over an open game: the player hears, before and after, that a played, unwon game
counts as lost (played, not won, the winning streak ends), and a game without a move never
counts. A new player found `nieuw spel` counting the open game as a loss without a word.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.narration import Narrator
from scorpion_a11y.narration.answers import move_text

QUESTION = "Welke regels: klassiek of versoepeld? Enter kiest klassiek."
WARNED = QUESTION + " Je lopende spel telt dan als verloren; nee houdt het."
AFTER = "Je vorige spel telt als verloren; typ terug om ernaar terug te gaan."


def session(data: Path, variant: Variant = Variant.SCORPION, lang: str = "nl") -> Session:
    s = Session(Store(data), Settings(), Statistics(), Narrator(lang))
    s.start(number=5, variant=variant)
    return s


def play_one_move(s: Session) -> None:
    """The first legal move, typed as the game says it."""
    move = s.game.legal_moves()[0]
    assert not s.handle(move_text(s.tr, s.game, move)).startswith(("Niet", "Welke"))
    assert s.game.moves == 1


@pytest.mark.parametrize("variant", list(SPECS), ids=[v.value for v in SPECS])
def test_an_unplayed_game_is_left_without_a_loss_and_without_a_word_of_one(
    tmp_path: Path, variant: Variant
) -> None:
    s = session(tmp_path, variant)
    assert s.handle("nieuw spel") == QUESTION
    text = s.handle("klassiek")
    assert "verloren" not in text and "terug" not in text
    assert s.stats.get(Rules.KLASSIEK, variant).played == 0
    assert "verloren" not in s.handle("nieuw spel 9")


@pytest.mark.parametrize("variant", list(SPECS), ids=[v.value for v in SPECS])
def test_a_played_game_is_said_to_count_as_lost_before_and_after(
    tmp_path: Path, variant: Variant
) -> None:
    s = session(tmp_path, variant)
    play_one_move(s)
    assert s.handle("nieuw spel") == WARNED
    assert s.handle("herhaal") == WARNED
    text = s.handle("klassiek")
    assert AFTER in text
    stats = s.stats.get(Rules.KLASSIEK, variant)
    assert (stats.played, stats.won, stats.streak) == (1, 0, 0)
    # terug brings the game back, and with it the statistics as they were
    assert s.handle("terug").startswith("Terug naar je vorige spel: spel 5, zet 1.")
    assert s.handle("nieuw spel") == WARNED
    assert s.handle("nee") == "Goed. Typ nieuw spel wanneer je wilt."
    assert s.game.deal_number == 5 and s.game.moves == 1


def test_a_numbered_new_game_says_it_after(tmp_path: Path) -> None:
    s = session(tmp_path)
    play_one_move(s)
    # asked first, as "nieuw spel" asks (trial 6: with a number it started at once)
    assert s.handle("nieuw spel 8") == (
        "Dit nieuwe spel beginnen? Typ ja of nee. Je lopende spel telt dan als verloren; "
        "nee houdt het."
    )
    text = s.handle("ja")
    assert text.startswith("Nieuw spel: Scorpion, spel 8, klassieke regels. " + AFTER)


def test_a_game_whose_moves_were_all_undone_still_counts_and_says_so(tmp_path: Path) -> None:
    """It counted as played at its first move; leaving it counts as lost, so it is said, and
    terug can bring it back."""
    s = session(tmp_path)
    play_one_move(s)
    s.handle("terug")
    assert s.game.moves == 0
    assert s.handle("nieuw spel") == WARNED
    assert AFTER in s.handle("klassiek")
    assert s.handle("terug").startswith("Terug naar je vorige spel: spel 5, zet 0.")


def test_starting_another_deal_over_a_saved_played_game_says_it_counts_as_lost(
    tmp_path: Path,
) -> None:
    s = session(tmp_path)
    play_one_move(s)
    s.handle("stop")
    again = Session(Store(tmp_path), Settings(), Statistics(), Narrator("nl"))
    text = again.start(number=9)
    assert "Je vorige spel telt als verloren." in text
    fresh = Session(Store(tmp_path), Settings(), Statistics(), Narrator("nl"))
    assert "verloren" not in fresh.start(number=10)  # deal 9 had no move


def test_english_says_it_too(tmp_path: Path) -> None:
    s = session(tmp_path, lang="en")
    play_one_move(s)
    assert s.handle("new game") == (
        "Which rules: classic or relaxed? Enter chooses classic. Your game in progress then "
        "counts as lost; no keeps it."
    )
    assert "Your previous game counts as lost; type undo to return to it." in s.handle("classic")
