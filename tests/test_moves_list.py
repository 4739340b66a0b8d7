"""``zetten`` lists every move that changes something, and says in one sentence which cards
could also go with their whole column onto another empty column (trial 3, item 7: the lone
king's move was accepted but never named, while the manual says ``zetten`` names it). Every
game × Klassiek/Versoepeld × app/traditional rules."""

from __future__ import annotations

from pathlib import Path

import pytest
from every import EVERY, case_id
from positions import build
from sessions import on_position

from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.rules import Variant, spec_of


@pytest.mark.parametrize("case", EVERY, ids=case_id)
@pytest.mark.parametrize("language", ["nl", "en"])
def test_a_lone_king_s_move_to_an_empty_column_is_named(
    tmp_path: Path, case: tuple[Variant, Rules, bool], language: str
) -> None:
    variant, rules, traditional = case
    position = build(
        "schoppenheer",
        "",
        "3 | harten 4",
        "harten 5",
        variant=variant,
        rules=rules,
        traditional=traditional,
    )
    session = on_position(tmp_path, position, language)
    said = session.handle("zetten" if language == "nl" else "moves")
    # no reserve left: every empty column is one where it only renumbers, named each
    empty = [2, *range(5, spec_of(variant).columns + 1)]
    columns = (
        ", ".join(str(c) for c in empty[:-1]) + f" {'of' if language == 'nl' else 'or'} {empty[-1]}"
    )
    if language == "nl":
        assert "harten 4 naar kolom 4" in said, said
        if variant is Variant.WASP:  # any card to an empty column: named once (trial 5)
            assert "harten 4 naar de lege kolom (kolom 2, 5, 6 of 7)" in said, said
        assert "schoppenheer naar kolom" not in said, said  # not one by one
        assert said.endswith(
            f"Schoppenheer mag ook met de hele kolom naar de lege kolom (kolom {columns}); dat "
            "verandert alleen het nummer van de kolom."
        ), said
    else:
        assert said.endswith(
            f"King of spades may also go with its whole column onto an empty column (column "
            f"{columns}); that changes only the column's number."
        ), said
    # and the game accepts what was said
    assert (
        session.handle(
            "schoppenheer naar kolom 2"
            if language == "nl"
            else "move the king of spades to column 2"
        )
        .lower()
        .startswith(("schoppenheer", "king of spades"))
    )


def test_without_such_a_move_nothing_is_added(tmp_path: Path) -> None:
    session = on_position(tmp_path, build("3 | schoppenheer", "", "3 | harten 4", "harten 5"))
    said = session.handle("zetten")
    assert "hele kolom" not in said, said
