"""Trial 9's findings about reading input and what the game says (a README-only new player),
each in every game x rules x app/traditional where it can arise, Dutch and English."""

from __future__ import annotations

from pathlib import Path

import pytest
from every import EVERY, Case, case_id
from positions import build
from sessions import on_position

from scorpion_a11y.game.cards import Card, Rank, Suit
from scorpion_a11y.game.deal import Position
from scorpion_a11y.game.rules import SPECS

# ------------------------- findings 1 and 8: "which ace of hearts: in column 5 or in column 14?"

#: The games with two copies of each card (Double Scorpion): only they ask "which one" by column.
TWO_DECKS = [case for case in EVERY if SPECS[case[0]].decks == 2]
H4 = Card(Suit.HARTEN, Rank.VIER)
ASKED = {"nl": "harten 4 naar kolom 5", "en": "4 of hearts to column 5"}
WHICH = {
    "nl": "Welke harten 4: in kolom 3 of in kolom 9?",
    "en": "Which 4 of hearts: in column 3 or in column 9?",
}
HOW = {"nl": "Zeg kolom 3 of kolom 9.", "en": "Say column 3 or column 9."}
#: Natural answers that name the copy in column 9 (trial 9: "the one in column fourteen" was
#: "Not understood: in.").
ANSWERS = {
    "nl": [
        "die in kolom 9",
        "die uit kolom 9",
        "die in kolom negen",
        "in kolom 9",
        "uit kolom negen",
        "kolom 9",
        "9",
        "negen",
        "de harten 4 uit kolom 9",
        "hartenvier in kolom 9",
    ],
    "en": [
        "the one in column 9",
        "the one in column nine",
        "the one from column 9",
        "the one in 9",
        "that one in column 9",
        "in column 9",
        "column 9",
        "9",
        "nine",
        "the 4 of hearts from column 9",
        "the one on column nine",
    ],
}


def two_copies(case: Case) -> Position:
    variant, rules, traditional = case
    return build(
        "klaveren 9", "schoppen 2", "harten 4", "", "harten 5", "", "", "", "harten 4",
        "ruiten 9", rules=rules, variant=variant, traditional=traditional,
    )  # fmt: skip


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", TWO_DECKS, ids=case_id)
def test_which_copy_is_answered_in_natural_words(tmp_path: Path, case: Case, language: str) -> None:
    for i, answer in enumerate(ANSWERS[language]):
        (tmp_path / str(i)).mkdir()
        session = on_position(tmp_path / str(i), two_copies(case), language)
        assert session.handle(ASKED[language]) == WHICH[language]
        said = session.handle(answer)
        assert session.game.moves == 1, (answer, said)
        assert session.game.top(4) == H4
        assert session.game.column(8) == (), (answer, said)
        assert session.game.column(2) != (), answer


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", TWO_DECKS, ids=case_id)
def test_a_line_that_answers_nothing_asks_again_with_how_to_answer(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Trial 9: "Not understood: in. Say help to hear the commands. Still open: which move?"
    named a fragment of the line and another question than the one asked."""
    session = on_position(tmp_path, two_copies(case), language)
    assert session.handle(ASKED[language]) == WHICH[language]
    line = {"nl": "die met de blauwe rug", "en": "the one at column 9"}[language]
    said = session.handle(line)
    start = {"nl": "Niet begrepen als antwoord: ", "en": "Not understood as an answer: "}
    assert said == f"{start[language]}{line}. {WHICH[language]} {HOW[language]}"
    assert session.game.moves == 0
    # the question is still open, and the reminder after another command is that question
    board = session.handle({"nl": "score", "en": "score"}[language])
    still = {"nl": "Nog open: welke harten 4?", "en": "Still open: which 4 of hearts?"}
    assert board.endswith(f"{still[language]} {HOW[language]}")
    assert "which move" not in board and "welke zet" not in board
    session.handle("9")
    assert session.game.moves == 1 and session.game.column(8) == ()
