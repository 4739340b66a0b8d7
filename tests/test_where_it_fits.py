"""Where a card fits, said after a refusal, after a card said alone and by ``waar kan X heen``:
never a place on the card's own pile as if it could go there (trial 3, item 12: "Schoppenboer
past alleen op schoppenvrouw, bovenop kolom 1" while schoppenboer lay in kolom 1 under that
schoppenvrouw). Every game × Klassiek/Versoepeld × app/traditional rules."""

from __future__ import annotations

from pathlib import Path

import pytest
from every import EVERY, case_id
from positions import build
from sessions import on_position

from scorpion_a11y.game.cards import Card
from scorpion_a11y.game.deal import Position, Rules
from scorpion_a11y.game.engine import Game, Move
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.narration import Narrator

#: Face-up cards for the other columns: no 5 (harten 4 fits on none of them), and no column is
#: empty (Wasp would take harten 4 there).
OTHERS = (
    "klaverenaas",
    "ruitenaas",
    "schoppenaas",
    "hartenaas",
    "klaveren 2",
    "ruiten 2",
    "harten 2",
    "klaveren 3",
    "ruiten 3",
    "schoppen 3",
    "harten 3",
    "klaveren 7",
    "ruiten 7",
)


def own_pile_position(variant: Variant, rules: Rules, traditional: bool) -> Position:
    """Harten 4 in column 1 under schoppen 2 and harten 5 (the only harten 5 face up): as
    things lie, harten 4 can go nowhere, and never onto that harten 5."""
    columns = SPECS[variant].columns
    return build(
        "harten 4, schoppen 2, harten 5",
        *(f"2 | {OTHERS[k]}" for k in range(columns - 1)),
        variant=variant,
        rules=rules,
        traditional=traditional,
    )


def own_pile(variant: Variant, rules: Rules, traditional: bool) -> Game:
    return Game(own_pile_position(variant, rules, traditional))


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_fit_above_the_card_in_its_own_column_is_said_as_such(
    case: tuple[Variant, Rules, bool],
) -> None:
    game = own_pile(*case)
    nl, en = Narrator("nl"), Narrator("en")
    refusal = game.check(Move(Card.from_name("harten 4"), 1))
    assert refusal is not None
    said = nl.refusal(game, refusal)
    assert "harten 5 bovenop kolom 1" not in said and "harten 5, bovenop kolom 1" not in said
    if case[1] is Rules.KLASSIEK and SPECS[case[0]].decks == 1:
        assert said.endswith(
            "Harten 4 past alleen op harten 5, en die ligt in kolom 1 boven harten 4."
        ), said
    else:  # several cards (or copies) fit: harten 5 is a list item
        assert "harten 5 in kolom 1 boven harten 4" in said, said
    english = en.refusal(game, refusal)
    assert "5 of hearts on top of column 1" not in english
    assert "5 of hearts, on top of column 1" not in english
    assert "above 4 of hearts" in english, english


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_where_can_it_go_says_the_same(tmp_path: Path, case: tuple[Variant, Rules, bool]) -> None:
    variant, rules, traditional = case
    session = on_position(tmp_path, own_pile_position(variant, rules, traditional))
    said = session.handle("waar kan harten 4 heen")
    assert said.startswith("Harten 4 kan nu nergens heen."), said
    assert "bovenop kolom 1" not in said and "boven harten 4" in said, said
    alone = session.handle("harten 4")
    assert "bovenop kolom 1" not in alone and "boven harten 4" in alone, alone


def test_double_scorpion_names_both_copies_that_cannot_move(tmp_path: Path) -> None:
    """Both harten 9 face up and neither can move: each copy named with its column."""
    session = on_position(
        tmp_path,
        build(
            "harten 9",
            "schoppen 2",
            "3 | klaverenaas",
            "",
            "",
            "",
            "",
            "3 | harten 9",
            variant=Variant.DOUBLE_SCORPION,
        ),
    )
    for line in ("waar kan harten 9 heen", "harten 9"):  # asked, and the card said alone
        said = session.handle(line)
        assert said.startswith(
            "Beide harten 9 kunnen nu nergens heen: die in kolom 1 en die in kolom 8."
        ), (line, said)
