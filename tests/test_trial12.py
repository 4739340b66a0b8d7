"""Trial 12 (a new player, README only): a dead end reached by following the hint, and what
the hint and kan het nog say there."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from positions import build
from sessions import fresh, on_position

from scorpion_a11y.app.session import Session
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import Game
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration.hints import stuck_sentence
from scorpion_a11y.solver.hint import StuckBack, WayBack


def _follow_the_hint(session: Session, most: int = 80) -> str:
    """Type every hint back as said, until one is no move to make; that hint's words."""
    for _ in range(most):
        said = session.handle("hint")
        move = re.match(r"Tip: (.+?): ", said)
        if move is None:
            return said
        session.handle(move.group(1))
    raise AssertionError("the hint never stopped naming a move")


@pytest.fixture(scope="module")
def dead_end(tmp_path_factory: pytest.TempPathFactory) -> tuple[Session, str]:
    """Scorpion 7733 (a proven winnable deal): the hint leads, at move 33, to a table where no
    move is left (ruitenvrouw with 3 cards onto ruitenheer turns klaveren 8)."""
    session = fresh(tmp_path_factory.mktemp("data"))
    session.start(7733, Rules.KLASSIEK)
    return session, _follow_the_hint(session)


def test_at_a_dead_end_the_hint_says_how_far_back(dead_end: tuple[Session, str]) -> None:
    """It said only "Er is geen zet meer mogelijk. Maak zetten ongedaan of begin een nieuw
    spel."; after one terug of the player's own, "Beter terug naar zet 13". Now at once, and
    typed back as said, the hints from there win the deal."""
    session, said = dead_end
    game = session.game
    assert not game.has_legal_action() and not game.won
    found = re.fullmatch(
        r"Beter terug naar zet (\d+): er is hier geen zet meer; typ (terug naar zet \1)\.", said
    )
    assert found is not None, said
    # asked again, and in other words: the same
    assert session.handle("ik zit vast") == said
    assert said in session.handle("hoe ver moet ik terug")
    assert session.handle(found.group(2)).startswith(f"Terug bij zet {found.group(1)}.")
    assert game.moves == int(found.group(1))
    for _ in range(120):
        hint = session.handle("hint")
        move = re.match(r"Tip: (.+?): ", hint)
        assert move is not None, hint
        session.handle(move.group(1))
        if game.won:
            break
    assert game.won


def test_kan_het_nog_at_a_dead_end_is_certain(tmp_path: Path) -> None:
    """It said "Waarschijnlijk niet: in geen van de 64 verdelingen ..." where no move is left:
    whatever the face-down cards are, nothing can move."""
    session = fresh(tmp_path / "data")
    session.start(7733, Rules.KLASSIEK)
    _follow_the_hint(session)
    assert session.handle("kan het nog") == (
        "Niet meer: er is geen zet meer mogelijk. Typ hint om te horen hoe ver je terug moet, "
        "of nieuw spel."
    )
    session.handle("taal engels")
    assert session.handle("can it still be won") == (
        "No more: no move is possible any more. Type hint to hear how far back to go, or new game."
    )
    said = session.handle("hint")
    back = re.fullmatch(
        r"Better go back to move (\d+): there is no move left here; type (back to move \1)\.",
        said,
    )
    assert back is not None, said
    session.handle(back.group(2))
    session.handle("language dutch")
    # cards seen before going back are not arranged ("de nog ongeziene gedekte kaarten"), but
    # "I did not look at" them says the face-down cards (trial 12: "Ik heb niet naar de nog
    # ongeziene gedekte kaarten gekeken" says nothing)
    odds = session.handle("kans")
    assert "nog ongeziene" in odds, odds
    assert odds.endswith(
        (
            " Ik heb niet naar de gedekte kaarten gekeken.",
            " Ik heb niet naar de gedekte kaarten en de reserve gekeken.",
        )
    ), odds


@pytest.mark.parametrize("language", ["nl", "en"])
def test_a_dead_end_with_no_win_back_to_the_start_says_so(language: str) -> None:
    said = stuck_sentence(translator(language), StuckBack(0, WayBack.NONE))
    assert (
        said
        == {
            "nl": "Er is geen zet meer, en ook terug tot zet 0 vond ik geen winst: waarschijnlijk "
            "is dit spel niet meer te winnen. Typ nieuw spel.",
            "en": "No move is left, and I found no win back to move 0 either: this game can "
            "probably not be won any more. Type new game.",
        }[language]
    )
    further = stuck_sentence(translator(language), StuckBack(12, WayBack.FURTHER))
    assert further.startswith(
        ("Beter terug naar zet 12 of verder: ", "Better go back to move 12 or further: ")
    )


def test_after_many_go_backs_the_hint_says_so_and_that_a_new_game_is_a_way(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A lost deal sent the player back up to 138 times (Scorpion 2011), each time to a table
    where some arrangement still won; the winnable deals of 1-1000 went back at most 4 times.
    From MANY_BACKS on the hint says how often, and both ways on: a new game, or searching on
    (here from 2, on Scorpion 24, which the hint sends back twice)."""
    from scorpion_a11y.narration import hints as narration_hints
    from scorpion_a11y.solver import hint as solver_hint

    monkeypatch.setattr(solver_hint, "MANY_BACKS", 2)
    monkeypatch.setattr(narration_hints, "MANY_BACKS", 2)
    session = fresh(tmp_path / "data")
    session.start(24, Rules.KLASSIEK)
    backs = []
    for _ in range(200):
        said = session.handle("hint")
        move = re.match(r"Tip: (.+?): ", said)
        if move is not None:
            session.handle(move.group(1))
            continue
        back = re.search(r"typ (terug naar zet (\d+))", said) or re.search(
            r"of (terug naar zet (\d+)) om verder te zoeken\.$", said
        )
        assert back is not None, said
        backs.append(said)
        if len(backs) == 2:
            break
        session.handle(back.group(1))
    assert backs[0].startswith("Beter terug naar zet "), backs
    many = re.fullmatch(
        r"Al 2 keer terug zonder winst\. Typ nieuw spel, of (terug naar zet (\d+)) om verder "
        r"te zoeken\.",
        backs[1],
    )
    assert many is not None, backs[1]
    assert session.handle(many.group(1)).startswith(f"Terug bij zet {many.group(2)}.")
    # from there the hint names a move again
    assert session.handle("hint").startswith("Tip: ")


@pytest.mark.parametrize("variant", list(SPECS), ids=[v.value for v in SPECS])
def test_a_card_named_as_destination_says_where_it_lies(variant: Variant, tmp_path: Path) -> None:
    """Trial 12: "zet de harten 4 op de vijf" with harten 4 on harten 5 said "Harten 4 kan
    niet op de vijf. Harten 4 ligt al op harten 5, ..."; "mag klaverenboer op klaverenvrouw"
    with klaverenvrouw under harten 7 said only that it is not on top of a column."""
    spec = SPECS[variant]
    spare = [f"{suit} {rank}" for suit in ("schoppen", "ruiten") for rank in (8, 9, 10, 6, 3)]
    fill = spare[: spec.columns - 3]  # no five, no king: "de vijf" is harten 5
    game = Game(
        build(
            "harten 5, harten 4", "klaverenvrouw, harten 7", "klaverenboer", *fill, variant=variant
        )
    )
    session = on_position(tmp_path, game.position())
    assert (
        session.handle("zet de harten 4 op de vijf") == "Harten 4 ligt al op harten 5, in kolom 1."
    )
    for line in ("mag klaverenboer op klaverenvrouw", "klaverenboer op klaverenvrouw"):
        assert session.handle(line) == (
            "Klaverenvrouw ligt niet bovenaan een kolom, maar in kolom 2 onder harten 7."
        ), (variant, line)
    session.handle("taal engels")
    assert session.handle("jack of clubs onto queen of clubs") == (
        "Queen of clubs is not on top of a column: it lies in column 2 under 7 of hearts."
    )
