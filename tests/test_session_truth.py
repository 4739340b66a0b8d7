"""What the game says is true (issue 22, part B): the undo limit named as such, an open question
never met with silence, refusals instead of "Er ging iets mis", and scores under the
traditional rules that survive undo and redo.

Each test plays a real session (engine, parser, narration, files on disk) as a player would.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from positions import build

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.game import dealfile
from scorpion_a11y.game.deal import Position, Rules
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.narration import Narrator

QUESTION = "Welke regels: klassiek of versoepeld? Enter kiest klassiek."
#: the question when the new game has the traditional rules: Enter keeps them, and it says so
TRADITIONAL_QUESTION = (
    "Welke regels: klassiek of versoepeld? Enter kiest klassiek, met de traditionele regels; "
    "zeg app-regels voor de gewone regels van de app."
)
CRASH = "Er ging iets mis"


def from_position(tmp_path: Path, position: Position, language: str = "nl") -> Session:
    deal = tmp_path / "opstelling.json"
    dealfile.save(position, deal)
    session = Session(Store(tmp_path / "data"), Settings(), Statistics(), Narrator(language))
    session.start(deal_path=str(deal))
    return session


def numbered(
    tmp_path: Path,
    number: int,
    variant: Variant = Variant.SCORPION,
    rules: Rules = Rules.KLASSIEK,
    traditional: bool = False,
) -> Session:
    session = Session(Store(tmp_path / "data"), Settings(), Statistics(), Narrator("nl"))
    session.start(number, rules, variant=variant, traditional=traditional)
    return session


def state(session: Session) -> tuple[object, ...]:
    game = session.game
    return (game, game.position(), game.score, game.line(), game.can_redo)


# ----------------------------------------------------------------- the undo limit


def shuttle(variant: Variant) -> Position:
    """harten 4 goes back and forth between harten 5 and schoppen 5 (Versoepeld)."""
    return build(
        "harten 5", "schoppen 5", "harten 4", rules=Rules.VERSOEPELD, rest=0, variant=variant
    )


@pytest.mark.parametrize("variant", list(SPECS))
def test_undo_past_the_game_s_limit_says_the_limit_not_nothing_to_undo(
    tmp_path: Path, variant: Variant
) -> None:
    session = from_position(tmp_path, shuttle(variant))
    limit = session.game.spec.undo_limit
    played = (limit or 120) + 2
    for n in range(played):
        assert session.handle(f"harten 4 naar kolom {n % 2 + 1}").startswith("Harten 4 naar kolom")
    for _ in range(limit or played):
        assert "harten 4 terug naar kolom" in session.handle("terug")
    before = state(session)
    text = session.handle("terug")
    assert state(session) == before
    if limit is None:  # Open Scorpion: every move back to the deal
        assert session.game.moves == 0
        assert text == "Er is niets om ongedaan te maken."
    else:
        assert session.game.moves == 2
        assert text == (
            f"Verder terug kan niet: alleen de laatste {limit} acties kunnen ongedaan worden "
            "gemaakt."
        )


def test_the_undo_limit_in_english(tmp_path: Path) -> None:
    session = from_position(tmp_path, shuttle(Variant.SCORPION), "en")
    limit = session.game.spec.undo_limit
    assert limit is not None
    for n in range(limit + 1):
        assert session.handle(f"4 of hearts to column {n % 2 + 1}").startswith("4 of hearts")
    for _ in range(limit):
        session.handle("undo")
    assert session.handle("undo") == (
        f"You cannot go further back: only the last {limit} actions can be undone."
    )


# ----------------------------------------------------------------- an open question


REMINDER = "Nog open: welke regels? Enter kiest klassiek."


@pytest.mark.parametrize("reading", ["bord", "score", "help", "status", "kolom 3"])
def test_reading_while_the_new_game_question_is_open_ends_with_it_and_enter_answers_it(
    tmp_path: Path, reading: str
) -> None:
    """One rule (trial 6): another command is answered, the question stays open and is said
    in brief after the answer; Enter then does what the question (and its reminder) says."""
    session = numbered(tmp_path, 1234)
    assert session.handle("nieuw spel") == QUESTION
    said = session.handle(reading)
    assert said.endswith(" " + REMINDER) and said.count(REMINDER) == 1
    assert session.game.deal_number == 1234
    text = session.handle("")  # Enter does what the question says
    assert text.startswith("Nieuw spel: ") and ", klassieke regels." in text
    assert session.game.deal_number != 1234


def test_a_key_that_reads_counts_as_reading(tmp_path: Path) -> None:
    from scorpion_a11y.commands import model as cm

    session = numbered(tmp_path, 1234)
    session.handle("nieuw spel")
    said = session.run(cm.ShowBoard())  # F2: as typed bord
    assert said.startswith("reserve: ") and said.endswith(" " + REMINDER)
    assert session.game.deal_number == 1234
    assert session.handle("").startswith("Nieuw spel: ")


def test_a_line_of_only_punctuation_is_an_enter(tmp_path: Path) -> None:
    """A dictation program's lone full stop while a question is open: an Enter."""
    session = numbered(tmp_path, 1234)
    session.handle("nieuw spel")
    session.handle("score")
    assert session.handle(".").startswith("Nieuw spel: ")


def test_enter_with_no_question_open_says_very_little(tmp_path: Path) -> None:
    """Trial 6: an Enter with no question open said nothing, and a blind player cannot see
    that the game waits; two words, not remembered (herhaal says the last real message)."""
    session = numbered(tmp_path, 1234)
    board = session.handle("bord")
    assert session.handle("") == "Jouw zet."
    assert session.handle("   ") == "Jouw zet."
    assert session.handle("herhaal") == board


def test_enter_repeats_every_kind_of_open_question(tmp_path: Path) -> None:
    # "Did you mean?" after a slip
    session = numbered(tmp_path, 1234)
    assert session.handle("bort").endswith("Bedoelde je: bord?")
    assert session.handle("") == "Bedoelde je: bord?"
    assert session.handle("ja").startswith("reserve: ")
    # "Another game?" after a win, also after reading
    spades = ", ".join(
        ["schoppenheer", "schoppenvrouw", "schoppenboer"]
        + [f"schoppen {n}" for n in range(10, 1, -1)]
    )
    (tmp_path / "won").mkdir()
    won = from_position(
        tmp_path / "won", build(spades, "schoppenaas", removed="harten, ruiten, klaveren")
    )
    assert won.handle("schoppenaas naar kolom 1").endswith("Nog een spel? Typ ja of nee.")
    won.handle("score")
    assert won.handle("") == "Nog een spel? Typ ja of nee."
    assert won.handle("ja") == QUESTION


def test_enter_repeats_the_give_up_question(tmp_path: Path) -> None:
    session = numbered(tmp_path, 1234)
    question = session.handle("opgeven")
    assert question.endswith("Typ ja of nee.")
    session.handle("score")
    assert session.handle("") == question
    assert session.game.deal_number == 1234


def test_enter_repeats_which_copy_in_double_scorpion(tmp_path: Path) -> None:
    session = numbered(tmp_path, 7, Variant.DOUBLE_SCORPION)
    question = "Welke harten 3: in kolom 10 of in kolom 14?"
    assert session.handle("harten 3 naar kolom 1") == question
    assert session.handle("") == question
    assert session.handle("14").startswith("Harten 3 naar kolom 1, op harten 4.")


def test_regels_while_a_new_game_of_another_kind_is_asked_reads_that_game_s_rules(
    tmp_path: Path,
) -> None:
    session = numbered(tmp_path, 1234)
    assert session.handle("nieuw spel wasp") == QUESTION
    rules = session.handle("regels")
    assert rules.startswith("De regels van het nieuwe spel waar de vraag over gaat: Wasp. Wasp: ")
    assert "Op een lege kolom mag alleen een heer" not in rules  # Scorpion's rule, not Wasp's
    assert session.game.variant is Variant.SCORPION  # the game in play goes on
    assert rules.endswith(" " + REMINDER)  # the question follows in brief (Enter answers it)
    assert session.handle("versoepeld").startswith("Nieuw spel: Wasp, ")
    # the game in play, asked about again: its own rules, without the lead
    assert session.handle("nieuw spel wasp") == QUESTION
    assert session.handle("regels").startswith("Wasp: ")
    session.handle("nee")
    (tmp_path / "t").mkdir()
    traditional = numbered(tmp_path / "t", 1234)
    traditional.handle("nieuw spel traditioneel")
    said = traditional.handle("regels")
    assert said.startswith(
        "De regels van het nieuwe spel waar de vraag over gaat: Scorpion met de traditionele "
        "regels. Scorpion: "
    )
    assert "Traditionele regels: een complete reeks blijft op tafel liggen" in said
    assert "gaat uit het spel" not in said  # the rules of the game in play (app rules) are not read


def test_traditioneel_answers_the_question_and_the_rules_are_asked_again(tmp_path: Path) -> None:
    session = numbered(tmp_path, 1234)
    assert session.handle("nieuw spel") == QUESTION
    assert session.handle("traditioneel") == "Met de traditionele regels. " + TRADITIONAL_QUESTION
    text = session.handle("versoepeld")
    assert text.startswith("Nieuw spel: ") and ", versoepeld, traditionele regels." in text
    game = session.game
    assert game.traditional and game.rules is Rules.VERSOEPELD and game.deal_number != 1234


@pytest.mark.parametrize(
    ("answer", "rules"),
    [
        ("traditioneel versoepeld", Rules.VERSOEPELD),
        ("klassiek traditioneel", Rules.KLASSIEK),
        ("versoepelde traditionele", Rules.VERSOEPELD),
    ],
)
def test_the_rules_and_traditioneel_in_one_answer(
    tmp_path: Path, answer: str, rules: Rules
) -> None:
    session = numbered(tmp_path, 1234)
    session.handle("nieuw spel")
    assert session.handle(answer).startswith("Nieuw spel: ")
    assert session.game.traditional and session.game.rules is rules


def test_traditioneel_said_twice_is_the_traditional_rules_once(tmp_path: Path) -> None:
    session = numbered(tmp_path, 1234)
    assert session.handle("nieuw spel traditioneel traditioneel") == TRADITIONAL_QUESTION
    session.handle("")
    assert session.game.traditional and session.game.rules is Rules.KLASSIEK


# ----------------------------------------------------------------- refusals, not crashes


def test_a_card_that_fits_only_on_a_card_beside_the_table_is_refused_truly(
    tmp_path: Path,
) -> None:
    """Deal 510361 of Three Blind Mice: schoppen 2 lies beside the table, and schoppenaas
    fits on nothing else."""
    session = numbered(tmp_path, 510361, Variant.THREE_BLIND_MICE)
    assert session.game.beside[1].name == "schoppen 2"
    before = state(session)
    hint = "Schoppenaas past alleen op schoppen 2, en die ligt naast de tafel: daar mag niets op."
    assert session.handle("schoppenaas") == "Schoppenaas kan nu nergens heen. " + hint
    assert session.handle("schoppenaas naar kolom 2") == (
        "Regel: de kaarten moeten van dezelfde soort zijn. "
        "Schoppenaas is ook niet precies één lager dan harten 8 in kolom 2. " + hint
    )
    assert state(session) == before


def test_relaxed_rules_name_a_fitting_card_beside_the_table(tmp_path: Path) -> None:
    position = build(
        "klaveren 5",
        "ruiten 9",
        "harten 4",
        reserve="schoppen 5, ruiten 2",
        rules=Rules.VERSOEPELD,
        variant=Variant.THREE_BLIND_MICE,
    )
    session = from_position(tmp_path, position)
    assert session.handle("harten 4 naar kolom 2") == (
        "Harten 4 past niet op ruiten 9 in kolom 2: de kaart moet precies één lager zijn. "
        "Harten 4 past op: klaveren 5 bovenop kolom 1; schoppen 5 naast de tafel, waar niets "
        "op mag; 2 andere zijn niet zichtbaar."
    )


def test_a_king_from_beside_the_table_to_an_empty_column(tmp_path: Path) -> None:
    position = build(
        "klaveren 5",
        "",
        "harten 4",
        reserve="schoppenheer, ruiten 2",
        variant=Variant.THREE_BLIND_MICE,
    )
    session = from_position(tmp_path, position)
    assert session.handle("schoppenheer naar kolom 2").startswith(
        "Schoppenheer van naast de tafel naar de lege kolom 2."
    )
    assert session.game.beside[0].name == "ruiten 2"
    assert session.handle("terug") == (
        "Ongedaan gemaakt: schoppenheer terug naast de tafel. Kolom 2 is nu leeg."
    )
    assert [c.name for c in session.game.beside] == ["schoppenheer", "ruiten 2"]
    assert session.handle("opnieuw").startswith(
        "Opnieuw gedaan: schoppenheer van naast de tafel naar de lege kolom 2."
    )


# ----------------------------------------------------------------- the traditional score


def test_a_completed_run_keeps_its_points_through_undo_and_redo_under_traditional_rules(
    tmp_path: Path,
) -> None:
    """The run stays on the table and earns 100 once: 5 (same suit) + 100 after the move,
    0 after undo, 105 again after redo (not 5: the run is credited again)."""
    spades = ", ".join(
        ["schoppenheer", "schoppenvrouw", "schoppenboer"]
        + [f"schoppen {n}" for n in range(10, 1, -1)]
    )
    session = from_position(
        tmp_path, build(spades, "schoppenaas", "harten 5", "harten 4", traditional=True)
    )
    game = session.game
    session.handle("schoppenaas naar kolom 1")
    assert game.score == 105
    assert session.handle("score") == "Score 105."
    session.handle("terug")
    assert session.handle("score") == "Score 0."
    session.handle("opnieuw")
    assert session.handle("score") == "Score 105."
    session.handle("terug")
    session.handle("opnieuw")
    assert session.game.score == 105
    # and a move on after it earns only its own points: 5 (same suit), 5 (a card turned)
    session.handle("harten 4 naar kolom 3")
    assert session.handle("score") == "Score 115."
