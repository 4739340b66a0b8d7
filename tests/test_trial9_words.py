"""Trial 9's findings about reading input and what the game says (a README-only new player),
each in every game x rules x app/traditional where it can arise, Dutch and English."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import sessions
from every import EVERY, Case, case_id
from positions import build
from sessions import on_position

from scorpion_a11y.app.session import Session
from scorpion_a11y.commands import model as m
from scorpion_a11y.game.cards import Card, Rank, Suit
from scorpion_a11y.game.deal import Position
from scorpion_a11y.game.rules import SPECS
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration import app_text

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


# --------------------------------- finding 2: a slip in a card's name never changes the question

#: (the line with a slip, the same line spelt right): the answer must be the same.
SLIPS = {
    "nl": [
        ("waar is schopen vrouw", "waar is schoppenvrouw"),
        ("waar ligt schopen vrouw", "waar ligt schoppenvrouw"),
        ("wat ligt onder schopen vrouw", "wat ligt onder schoppenvrouw"),
        ("waar kan schopen vrouw heen", "waar kan schoppenvrouw heen"),
        ("waar kan schopenvrouw heen", "waar kan schoppenvrouw heen"),
        ("waar ligt hartn 3", "waar ligt harten 3"),
        ("wat ligt op hartn 3", "wat ligt op harten 3"),
    ],
    "en": [
        ("where is the quen of spades", "where is the queen of spades"),
        ("where is the queen of spdes", "where is the queen of spades"),
        ("what lies under the queen of spdes", "what lies under the queen of spades"),
        ("where is the 3 of hears", "where is the 3 of hearts"),
        ("what is on the 3 of hears", "what is on the 3 of hearts"),
        ("where can the queen of spdes go", "where can the queen of spades go"),
    ],
}


def queen_and_a_hidden_three(case: Case) -> Position:
    variant, rules, traditional = case
    return build(
        "schoppenheer", "ruiten 2, schoppenvrouw, klaveren 9", "harten 3 | ruiten 8",
        rules=rules, variant=variant, traditional=traditional,
    )  # fmt: skip


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_slip_in_a_card_name_gets_the_answer_of_the_right_spelling(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Trial 9: ``waar is schopen vrouw`` answered ``waar kan schoppenvrouw heen``
    ("Schoppenvrouw uit kolom 2 kan naar kolom 14 ..."); ``where is the queen of spdes`` named
    every queen, ``what is on the 3 of hears`` the top of column 3. The same answer as the
    line spelt right, or that line offered ("Bedoelde je: ...?")."""
    session = on_position(tmp_path, queen_and_a_hidden_three(case), language)
    offer = {"nl": "Bedoelde je: {line}?", "en": "Did you mean: {line}?"}[language]
    for slip, right in SLIPS[language]:
        said = session.handle(slip)
        assert said == session.handle(right) or said.endswith(offer.format(line=right)), slip
    assert session.game.moves == 0


@pytest.mark.parametrize(
    ("language", "line", "unknown"),
    [
        ("en", "where can the queen of spdes go", "spdes"),
        ("en", "where can blub go", "blub"),
        ("nl", "waar kan blub heen", "blub"),
    ],
)
def test_the_unknown_word_named_is_the_one_nothing_knows(
    tmp_path: Path, language: str, line: str, unknown: str
) -> None:
    """ "Unknown word: can." for ``where can the queen of spdes go``: "can" is a question word
    the game reads; "spdes" is the word it does not know."""
    session = on_position(tmp_path, queen_and_a_hidden_three(EVERY[0]), language)
    start = {"nl": "Onbekend woord: ", "en": "Unknown word: "}[language]
    assert session.handle(line).startswith(f"{start}{unknown}.")


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_heen_is_never_a_card(tmp_path: Path, case: Case) -> None:
    """``waar kan het heen`` read "heen" as h + een, hartenaas, and said where it lies."""
    session = on_position(tmp_path, queen_and_a_hidden_three(case))
    for line in ("waar kan het heen", "waar heen", "waar kan blub heen"):
        said = session.handle(line)
        assert "artenaas" not in said, line


# ------------------------------------------- finding 3: a game without a move never counts

GIVE_UP = {"nl": "opgeven", "en": "give up"}
YES = {"nl": "ja", "en": "yes"}
NOT_COUNTED = {
    "nl": "Dit spel opgeven? Je deed nog geen zet, dus het telt niet mee. Typ ja of nee.",
    "en": "Give up this game? You have made no move yet, so it does not count. Type yes or no.",
}
COUNTED = {
    "nl": "Dit spel opgeven? Het telt als verloren. Typ ja of nee.",
    "en": "Give up this game? It counts as lost. Type yes or no.",
}
#: Every way a game can end before its first move: given up, a new game, the same deal again.
ENDINGS = {
    "nl": [[GIVE_UP["nl"], "ja", "nee"], ["nieuw spel 5", "ja"], ["speel dit spel opnieuw"]],
    "en": [[GIVE_UP["en"], "yes", "no"], ["new game 5", "yes"], ["play this game again"]],
}


def played(session: Session, case: Case) -> tuple[int, int]:
    variant, rules, traditional = case
    stats = session.stats.get(rules, variant, traditional)
    return stats.played, stats.won


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_game_ended_before_its_first_move_never_counts(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Trial 9: ``opgeven`` + ``ja`` at move 0 (Scorpion 77, versoepeld, traditional) made
    statistiek say "1 spel gespeeld, 0 gewonnen", where the manual says a game counts from its
    first move and a game without a move never counts."""
    variant, rules, traditional = case
    for i, ending in enumerate(ENDINGS[language]):
        s = sessions.fresh(tmp_path / str(i), language)
        s.start(77, rules, variant=variant, traditional=traditional)
        for line in ending:
            said = s.handle(line)
            if line == GIVE_UP[language]:
                assert said == NOT_COUNTED[language]
        assert played(s, case) == (0, 0), ending
        assert s.stats.get(rules, variant, traditional).streak == 0
        stats = s.handle({"nl": "statistiek", "en": "statistics"}[language])
        assert {"nl": "1 spel", "en": "1 game"}[language] not in stats, stats


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_game_given_up_after_a_move_counts_as_lost(
    tmp_path: Path, case: Case, language: str
) -> None:
    variant, rules, traditional = case
    s = sessions.fresh(tmp_path, language)
    s.start(77, rules, variant=variant, traditional=traditional)
    s.run(m.Play(s.game.legal_moves()[0]))
    s.run(m.Undo())  # back at move 0: it counted from its first move
    assert s.handle(GIVE_UP[language]) == COUNTED[language]
    s.handle(YES[language])
    assert played(s, case) == (1, 0)


# -------------------------- finding 5: undo says the cards that went along, as the move did

VERBOSITY = {
    "nl": {"kort": "uitvoerigheid kort", "normaal": "uitvoerigheid normaal"},
    "en": {"kort": "verbosity short", "normaal": "verbosity normal"},
}
MOVE_WORDS = {
    "nl": ("harten 4 naar kolom 2", "terug", "opnieuw"),
    "en": ("4 of hearts to column 2", "undo", "redo"),
}
#: (move, undo) as each level says them: the cards that went along on both, the turned card's
#: column on both or on neither.
SAID = {
    ("nl", "kort"): (
        "Harten 4 met 2 kaarten erop naar kolom 2. Klaveren 7 omgedraaid.",
        "Ongedaan gemaakt: harten 4 met 2 kaarten erop terug naar kolom 1. Klaveren 7 weer gedekt.",
    ),
    ("nl", "normaal"): (
        "Harten 4 met 2 kaarten erop naar kolom 2, op harten 5. Klaveren 7 omgedraaid in kolom 1.",
        "Ongedaan gemaakt: harten 4 met 2 kaarten erop terug naar kolom 1. Klaveren 7 weer "
        "gedekt in kolom 1. Bovenop kolom 2: harten 5.",
    ),
    ("en", "kort"): (
        "4 of hearts with 2 cards on it to column 2. 7 of clubs turned face up.",
        "Undone: 4 of hearts with 2 cards on it back to column 1. 7 of clubs face down again.",
    ),
    ("en", "normaal"): (
        "4 of hearts with 2 cards on it to column 2, onto 5 of hearts. 7 of clubs turned face "
        "up in column 1.",
        "Undone: 4 of hearts with 2 cards on it back to column 1. 7 of clubs face down again "
        "in column 1. Top of column 2: 5 of hearts.",
    ),
}


@pytest.mark.parametrize("level", ["kort", "normaal"])
@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_undo_says_the_cards_that_went_along_as_the_move_did(
    tmp_path: Path, case: Case, language: str, level: str
) -> None:
    """Trial 9 (kort): the move said "2 of clubs with 11 cards on it to column 4. Jack of hearts
    turned face up.", undo "Undone: 2 of clubs back to column 3." (no cards along), and named
    the turned card's column where the move had not."""
    variant, rules, traditional = case
    position = build(
        "klaveren 6, klaveren 7 | harten 4, schoppen 9, ruiten 2", "harten 5",
        rules=rules, variant=variant, traditional=traditional,
    )  # fmt: skip
    s = on_position(tmp_path, position, language)
    s.handle(VERBOSITY[language][level])
    move, undo, redo = MOVE_WORDS[language]
    moved, undone = SAID[language, level]
    assert s.handle(move).startswith(moved)  # a game with no move left says so after it
    assert s.handle(undo) == undone
    assert s.game.moves == 0 and s.game.top(0) == Card(Suit.RUITEN, Rank.TWEE)
    assert moved[1:] in s.handle(redo)


# ----------------------------- finding 7: a new game names its number as the welcome does

NEW = {"nl": "nieuw spel", "en": "new game"}
AGAIN = {"nl": "speel dit spel opnieuw", "en": "play this game again"}
DEAL = {"nl": "spel", "en": "deal"}
HEAD = {"nl": "Nieuw spel: ", "en": "New game: "}
WELCOME = {"nl": "Welkom bij {name}: spel 5, ", "en": "Welcome to {name}: deal 5, "}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_every_new_game_names_its_number_as_the_welcome_does(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Trial 9: "Nieuw spel: Scorpion, 8930, klassieke regels." where the welcome says
    "spel 8930": a numbered new game, one from the rules question, the same deal again."""
    variant, rules, traditional = case
    name = app_text.game_name(translator(language), variant)
    s = sessions.fresh(tmp_path, language)
    welcome = s.start(5, rules, variant=variant, traditional=traditional)
    assert welcome.startswith(WELCOME[language].format(name=name)), welcome
    head = f"{HEAD[language]}{name}, {DEAL[language]} "
    assert s.handle(f"{NEW[language]} 84874").startswith(f"{head}84874, ")
    assert s.handle(AGAIN[language]).startswith(f"{head}84874, ")
    s.handle(NEW[language])
    said = s.handle("")  # Enter: klassiek, a random deal
    assert re.match(re.escape(head) + r"\d+, ", said), said


def test_the_manual_asks_for_another_game_as_the_game_does() -> None:
    """Trial 9: the manual said "Typ ja of nieuw spel" after a win, the game "Typ ja of nee"."""
    manual = (Path(__file__).parent.parent / "docs" / "handleiding.md").read_text("utf-8")
    asked = app_text.offer_new_game(translator("nl"))
    assert asked == "Nog een spel? Typ ja of nee."
    assert " ".join(manual.split()).count(f"`{asked}`") >= 1
    assert "ja of nieuw spel" not in " ".join(manual.split())


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_in_column_is_where_a_move_goes_in_english_too(tmp_path: Path, case: Case) -> None:
    """Trial 9's "Not understood: in.": English read "in" only as a question word, so "put the
    4 of hearts in column 2" was no move (Dutch "in kolom 2" always was one); the questions
    with "in" still only read."""
    variant, rules, traditional = case
    position = build("harten 4", "harten 5", rules=rules, variant=variant, traditional=traditional)
    s = on_position(tmp_path, position, "en")
    assert s.handle("what is in column 2").startswith("Column 2: ")
    assert s.handle("how many cards are in column 2").startswith("Column 2 ")
    assert s.game.moves == 0
    assert s.handle("put the 4 of hearts in column 2").startswith("4 of hearts to column 2")
    assert s.game.moves == 1


@pytest.mark.parametrize(
    ("line", "suit"),
    [("the one of hearts", Suit.HARTEN), ("the one of spades", Suit.SCHOPPEN)],
)
def test_the_one_of_a_suit_answers_which_one(line: str, suit: Suit) -> None:
    """ "The one of hearts" among four jacks is the hearts one, never the ace of hearts."""
    from scorpion_a11y.commands import parse
    from scorpion_a11y.game.deal import Rules
    from scorpion_a11y.game.engine import Game, Move

    g = Game.new(11, Rules.VERSOEPELD)
    en = translator("en")
    asked = parse("jack to column 1", g, en)
    assert isinstance(asked, m.Ambiguous)
    chosen = parse(line, g, en, choices=asked.options)
    assert isinstance(chosen, m.Play) and isinstance(chosen.action, Move)
    assert chosen.action.card == Card(suit, Rank.BOER)


GAVE_UP_AT_ONCE = {
    "nl": "Dit spel had je opgegeven voor de eerste zet; het telt niet mee. Typ nieuw spel voor "
    "een nieuw spel.",
    "en": "You gave this game up before its first move; it does not count. Type new game for a "
    "new game.",
}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_game_given_up_at_once_is_not_said_to_count_after_a_restart(
    tmp_path: Path, case: Case, language: str
) -> None:
    """The resume said "Dit spel had je opgegeven; het telt als verloren." for a game given up
    before its first move, which never counts."""
    variant, rules, traditional = case
    data = tmp_path / "data"
    s = sessions.fresh(data, language)
    s.start(77, rules, variant=variant, traditional=traditional)
    s.handle(GIVE_UP[language])
    s.handle(YES[language])
    s.handle("stop")
    s.store.close()
    again = sessions.fresh(data, language)
    opening = again.start()
    assert GAVE_UP_AT_ONCE[language] in opening, opening
    assert {"nl": "verloren", "en": "lost"}[language] not in opening
    assert played(again, case) == (0, 0)
