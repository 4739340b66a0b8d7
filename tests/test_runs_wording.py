"""The board's and status's part about runs, and the status's face-down part, say what is true
in every game (trial 3, item 13): the traditional rules never remove a run, so they count the
complete runs on the table instead of "geen reeks verwijderd" (the app rules keep the rule
document's form exactly); a game dealt without face-down cards (Scorpion II) has "geen gedekte
kaarten", not "geen gedekte kaarten meer". Every game × Klassiek/Versoepeld × app/traditional."""

from __future__ import annotations

import pytest
from every import EVERY, case_id
from positions import build

from scorpion_a11y.game.deal import Rules, deal
from scorpion_a11y.game.engine import Game
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.narration import Narrator

RUN = "schoppenheer, " + ", ".join(
    f"schoppen{n}" for n in ("vrouw", "boer", " 10", " 9", " 8", " 7", " 6", " 5", " 4", " 3", " 2")
)


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_the_runs_part_says_what_is_true(case: tuple[Variant, Rules, bool]) -> None:
    variant, rules, traditional = case
    nl, en = Narrator("nl"), Narrator("en")
    start = Game(deal(7, rules, variant, traditional))
    one = Game(
        build(
            RUN + ", schoppenaas", "harten 5", variant=variant, rules=rules, traditional=traditional
        )
    )
    if traditional:
        assert "; geen complete reeks. kolom 1: " in nl.board(start)
        assert ", geen complete reeks, " in nl.status(start)
        assert "; 1 complete reeks. kolom 1: " in nl.board(one), nl.board(one)
        assert ", 1 complete reeks, " in nl.status(one)
        assert nl.board(one).endswith("De reeks schoppen ligt compleet in kolom 1.")
        assert "; no complete run. column 1: " in en.board(start)
        for said in (nl.board(start), nl.status(start), nl.board(one), nl.status(one)):
            assert "verwijderd" not in said, said
    else:  # the rule document's form, unchanged
        assert "; geen reeks verwijderd. kolom 1: " in nl.board(start)
        assert ", geen reeks verwijderd, " in nl.status(start)
        assert "complete reeks," not in nl.status(start)


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_face_down_part_of_the_status(case: tuple[Variant, Rules, bool]) -> None:
    variant, rules, traditional = case
    game = Game(deal(7, rules, variant, traditional))
    said = Narrator("nl").status(game)
    if any(SPECS[variant].face_down):
        assert f"nog {game.face_down_total()} gedekte kaarten" in said, said
    else:
        assert ", geen gedekte kaarten, " in said and "meer" not in said, said
        english = Narrator("en").status(game)
        assert ", no face-down cards, " in english and "left" not in english, english
