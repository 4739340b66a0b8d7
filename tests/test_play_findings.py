"""What a player ran into playing every game in pipe mode (issue 12), each fixed: the game's
own rule in a refusal, ``zetten`` offering only what can be typed back and played."""

from __future__ import annotations

import re
from pathlib import Path

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.rules import Variant
from scorpion_a11y.narration import Narrator


def new(tmp_path: Path, number: int, variant: Variant, traditional: bool = False) -> Session:
    session = Session(Store(tmp_path / "data"), Settings(), Statistics(), Narrator("nl"))
    session.start(number, Rules.KLASSIEK, variant=variant, traditional=traditional)
    return session


def test_three_blind_mice_has_no_reserve_to_deal_and_says_why(tmp_path: Path) -> None:
    session = new(tmp_path, 5, Variant.THREE_BLIND_MICE)
    assert session.handle("reserve delen") == (
        "Dit spel deelt geen reserve: de kaarten naast de tafel (schoppenboer, hartenboer) "
        "kun je op elk moment op een kolom leggen."
    )
    status = session.handle("status")
    assert "2 kaarten naast de tafel" in status
    assert "reserve" not in status


def test_zetten_offers_the_reserve_only_when_the_traditional_rules_allow_it(
    tmp_path: Path,
) -> None:
    session = new(tmp_path, 7, Variant.SCORPION, traditional=True)
    assert session.game.legal_moves()
    assert "reserve" not in session.handle("zetten")
    assert "reserve delen" in new(tmp_path / "b", 7, Variant.SCORPION).handle("zetten")


def test_double_scorpion_zetten_names_the_column_of_each_copy_and_types_back(
    tmp_path: Path,
) -> None:
    session = new(tmp_path, 7, Variant.DOUBLE_SCORPION)
    listed = session.handle("zetten").split(": ", 1)[1].rstrip(".").split("; ")
    assert len(listed) == len(set(listed))  # no move said twice
    assert "harten 3 uit kolom 10 naar kolom 1" in listed
    assert "harten 3 uit kolom 14 naar kolom 1" in listed
    typed = session.handle("harten 3 uit kolom 14 naar kolom 1")
    assert re.match(r"Harten 3 naar kolom 1, op harten 4\. Bovenop kolom 14: ", typed)


def test_which_copy_is_answered_with_the_column_number(tmp_path: Path) -> None:
    session = new(tmp_path, 7, Variant.DOUBLE_SCORPION)
    assert session.handle("harten 3 naar kolom 1") == (
        "Welke harten 3: in kolom 10 of in kolom 14?"
    )
    assert session.handle("lees kolom 14").startswith("Kolom 14: ")  # reading keeps the question
    answered = session.handle("14")
    assert answered.startswith("Harten 3 naar kolom 1, op harten 4. Bovenop kolom 14: ")


def test_waar_is_names_both_face_up_copies(tmp_path: Path) -> None:
    session = new(tmp_path, 7, Variant.DOUBLE_SCORPION)
    assert session.handle("waar is harten 3") == (
        "Harten 3 ligt in kolom 10, kaart 4 van 7, onder klaveren 4, klaverenvrouw, harten 6. "
        "Harten 3 ligt bovenop kolom 14."
    )


def test_regels_for_three_blind_mice_traditional_does_not_speak_of_dealing_a_reserve(
    tmp_path: Path,
) -> None:
    mice = new(tmp_path, 5, Variant.THREE_BLIND_MICE, traditional=True)
    rules = " ".join(mice.handle(line) for line in ("regels", "meer regels", "meer regels"))
    assert "reserve" not in rules
    assert "en er geen kaart meer naast de tafel ligt" in rules
    scorpion = new(tmp_path / "b", 5, Variant.SCORPION, traditional=True)
    scorpion.handle("regels")  # its first part: how to play; the reserve is the second
    scorpion = scorpion.handle("meer regels")
    assert "De 3 kaarten van de reserve worden één keer uitgedeeld" in scorpion


def test_status_names_the_game_and_the_traditional_rules(tmp_path: Path) -> None:
    status = new(tmp_path, 4, Variant.WASP, traditional=True).handle("status")
    assert status.startswith("Wasp, spel 4, klassiek, traditionele regels: score 0, ")
    assert "klassieke regels" not in status and "Het spel is" not in status
    scorpion = new(tmp_path / "b", 4, Variant.SCORPION).handle("status")
    assert scorpion.startswith("Scorpion, spel 4, klassieke regels: score 0, ")


def test_waar_is_a_card_beside_the_table(tmp_path: Path) -> None:
    session = new(tmp_path, 5, Variant.THREE_BLIND_MICE)
    assert session.handle("waar is schoppenboer") == "Schoppenboer ligt naast de tafel."
