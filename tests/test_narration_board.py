"""The board description: the rule document's two descriptions, exactly, and the forms it
does not show (documented in docs/vertelling.md)."""

from __future__ import annotations

import pytest
from positions import face_up_rest as position
from seed_texts import SEED_AFTER_FIRST_MOVE, SEED_DEAL, SEED_START

from scorpion_a11y.game import dealfile
from scorpion_a11y.game.cards import Card, Rank, Suit
from scorpion_a11y.game.engine import Game
from scorpion_a11y.narration import Narrator

SEED = SEED_DEAL


def C(name: str) -> Card:
    return Card.from_name(name)


def seed_game() -> Game:
    return Game(dealfile.load(SEED))


@pytest.fixture
def nl() -> Narrator:
    return Narrator("nl")


def test_seed_start_is_described_exactly(nl: Narrator) -> None:
    assert nl.board(seed_game()) == SEED_START


def test_seed_after_first_move_is_described_exactly(nl: Narrator) -> None:
    game = seed_game()
    game.move(C("harten 4"), 6)  # 4 harten from column 2 onto harten 5 in column 7
    assert nl.board(game) == SEED_AFTER_FIRST_MOVE


def test_numbered_deal_has_the_seed_form(nl: Narrator) -> None:
    text = nl.board(Game.new(1))
    assert text.startswith("reserve: 3 gedekte kaarten; geen reeks verwijderd. kolom 1: 3 gedekte")
    assert text.count("; kolom ") == 6
    assert text.endswith(".")


def test_column_is_the_board_form_without_full_stop(nl: Narrator) -> None:
    game = seed_game()
    assert nl.column(game, 1) == (
        "kolom 2: 3 gedekte kaarten, daarna hartenvrouw, klaveren 3, harten 4, schoppen 7"
    )
    assert nl.column(game, 6) == (
        "kolom 7: ruitenaas, ruitenvrouw, ruiten 9, schoppen 6, harten 2, ruiten 10, harten 5"
    )


def test_one_face_down_card_is_singular(nl: Narrator) -> None:
    game = Game(position([(["ruiten 2"], ["ruiten 3"]), ([], ["harten 2"])]))
    assert nl.column(game, 0) == "kolom 1: 1 gedekte kaart, daarna ruiten 3"


def test_two_face_down_cards_are_plural(nl: Narrator) -> None:
    game = Game(position([(["ruiten 2", "ruiten 5"], ["ruiten 3"]), ([], ["harten 2"])]))
    assert nl.column(game, 0) == "kolom 1: 2 gedekte kaarten, daarna ruiten 3"


def test_column_without_face_down_cards_lists_only_cards(nl: Narrator) -> None:
    game = Game(position([([], ["ruiten 3", "hartenboer"]), ([], []), ([], ["harten 2"])]))
    assert nl.column(game, 0) == "kolom 1: ruiten 3, hartenboer"


def test_empty_column_is_leeg(nl: Narrator) -> None:
    game = Game(position([([], ["ruiten 3"]), ([], []), ([], ["harten 2"])]))
    assert nl.column(game, 1) == "kolom 2: leeg"
    assert "kolom 2: leeg; kolom 3: harten 2" in nl.board(game)
    # Columns left empty after the last named one are empty too.
    assert nl.board(game).endswith("kolom 4: leeg; kolom 5: leeg; kolom 6: leeg; kolom 7: leeg.")


def test_reserve_after_dealing(nl: Narrator) -> None:
    game = seed_game()
    game.deal_reserve()
    assert nl.board(game).startswith("reserve: uitgedeeld; geen reeks verwijderd. kolom 1: ")
    assert nl.column(game, 0).endswith("schoppen 3, schoppen 8")


@pytest.mark.parametrize(
    ("removed", "expected"),
    [
        ((Suit.HARTEN,), "1 reeks verwijderd: harten"),
        ((Suit.SCHOPPEN, Suit.HARTEN), "2 reeksen verwijderd: schoppen en harten"),
        (
            (Suit.RUITEN, Suit.KLAVEREN, Suit.HARTEN),
            "3 reeksen verwijderd: ruiten, klaveren en harten",
        ),
        (
            (Suit.HARTEN, Suit.RUITEN, Suit.KLAVEREN, Suit.SCHOPPEN),
            "4 reeksen verwijderd: harten, ruiten, klaveren en schoppen",
        ),
    ],
)
def test_removed_runs_name_their_suits_in_order(
    nl: Narrator, removed: tuple[Suit, ...], expected: str
) -> None:
    columns: list[tuple[list[str], list[str]]] = [([], [])]
    if len(removed) < 4:
        left = next(s for s in Suit if s not in removed)
        columns = [([], [Card(left, Rank.HEER).name])]
    game = Game(position(columns, removed=removed))
    assert nl.board(game).startswith(f"reserve: uitgedeeld; {expected}. kolom 1: ")


def test_won_game_with_empty_table(nl: Narrator) -> None:
    game = Game(position([([], [])], removed=tuple(Suit)))
    assert nl.board(game) == (
        "reserve: uitgedeeld; 4 reeksen verwijderd: harten, ruiten, klaveren en schoppen. "
        + "; ".join(f"kolom {n}: leeg" for n in range(1, 8))
        + "."
    )


def test_reserve_with_one_card_is_singular(nl: Narrator) -> None:
    game = Game(position([([], ["ruiten 3"])], reserve=["ruiten 2"]))
    assert nl.board(game).startswith("reserve: 1 gedekte kaart; ")


def test_tops_name_the_top_card_of_every_column(nl: Narrator) -> None:
    assert nl.tops(seed_game()) == (
        "Kolom 1: schoppen 3; kolom 2: schoppen 7; kolom 3: harten 3; kolom 4: schoppen 9; "
        "kolom 5: klaveren 5; kolom 6: klaverenboer; kolom 7: harten 5."
    )


def test_tops_say_leeg_for_an_empty_column(nl: Narrator) -> None:
    game = Game(position([([], ["ruiten 3"]), ([], []), ([], ["harten 2"])]))
    assert "kolom 2: leeg;" in nl.tops(game)


def test_english_board_has_its_own_names_and_form() -> None:
    en = Narrator("en")
    text = en.board(seed_game())
    assert text.startswith(
        "reserve: 3 face-down cards; no run removed. column 1: 3 face-down cards, then "
        "3 of diamonds, jack of hearts, 10 of hearts, 3 of spades; column 2: "
    )
    assert text.endswith(
        "column 7: ace of diamonds, queen of diamonds, 9 of diamonds, "
        "6 of spades, 2 of hearts, 10 of diamonds, 5 of hearts."
    )


def test_set_language_switches_and_keeps_verbosity(nl: Narrator) -> None:
    game = seed_game()
    nl.set_language("en")
    assert nl.language == "en"
    assert nl.column(game, 4).startswith("column 5: 6 of hearts")
    nl.set_language("nl")
    assert nl.board(game) == SEED_START
