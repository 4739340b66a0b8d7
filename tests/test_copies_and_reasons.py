"""Refusals name every rule a move breaks, and Double Scorpion's answers name every face-up copy
of a card (a face-down copy never), as a new player would hear them.

Found by a new-player trial: ``schoppen 2 op harten 2`` (wrong suit and wrong rank) was refused
for the rank only; ``waar is`` and the fit hints named one copy of a card where two lay face up
("Schoppen 2 past alleen op schoppen 3, en die ligt in kolom 7 onder ..." with the other
schoppen 3 on top of column 9).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from positions import build
from sessions import on_position as start

from scorpion_a11y.game.cards import Card
from scorpion_a11y.game.deal import Position, Rules
from scorpion_a11y.game.engine import Game, Move
from scorpion_a11y.game.events import Reason
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.solver.hint import Hint, HintReason

SUIT_RULE = "Regel: de kaarten moeten van dezelfde soort zijn."

CASES = [
    (variant, rules, traditional)
    for variant in SPECS
    for rules in (Rules.KLASSIEK, Rules.VERSOEPELD)
    for traditional in (False, True)
]
IDS = [f"{v.value}-{r.value}{'-trad' if t else ''}" for v, r, t in CASES]


@pytest.mark.parametrize(("variant", "rules", "traditional"), CASES, ids=IDS)
def test_a_move_breaking_suit_and_rank_names_both_the_spec_message_first(
    tmp_path: Path, variant: Variant, rules: Rules, traditional: bool
) -> None:
    position = build(
        "harten 2",
        "schoppen 2",
        "harten 3",
        "klaveren 4",
        rules=rules,
        variant=variant,
        traditional=traditional,
    )
    s = start(tmp_path, position)
    board = s.handle("bord")
    both = s.handle("schoppen 2 naar kolom 1")
    rank = "Schoppen 2 past niet op harten 2 in kolom 1: de kaart moet precies één lager zijn."
    if rules is Rules.KLASSIEK:
        assert both.startswith(
            SUIT_RULE + " Schoppen 2 is ook niet precies één lager dan harten 2 in kolom 1."
        ), both
        # right rank, wrong suit: the rule document's message alone, exactly, then the hint
        suit_only = s.handle("schoppen 2 naar kolom 3")
        assert suit_only.startswith(SUIT_RULE + " Schoppen 2 past "), suit_only
        assert "ook niet" not in suit_only
    else:
        assert both.startswith(rank), both  # any suit may: the rank is the one rule broken
        assert SUIT_RULE not in both
    # wrong rank, right suit: the rank alone
    same_suit = s.handle("harten 3 naar kolom 1")
    assert same_suit.startswith(
        "Harten 3 past niet op harten 2 in kolom 1: de kaart moet precies één lager zijn."
    ), same_suit
    assert SUIT_RULE not in same_suit
    assert s.handle("bord") == board  # refused: the table is as it was


def test_the_engine_reports_both_rules() -> None:
    game = Game(build("harten 2", "schoppen 2", "harten 3"))
    refusal = game.check(Move(Card.from_name("schoppen 2"), 0))
    assert refusal is not None
    assert (refusal.reason, refusal.also) == (Reason.NOT_ONE_HIGHER, (Reason.WRONG_SUIT,))
    relaxed = Game(build("harten 2", "schoppen 2", "harten 3", rules=Rules.VERSOEPELD))
    refusal = relaxed.check(Move(Card.from_name("schoppen 2"), 0))
    assert refusal is not None and refusal.also == ()


def double(*columns: str, removed: str = "") -> Position:
    """A Double Scorpion table; the cards not named lie face down under column 14."""
    if len(columns) < 14:
        columns = (*columns, *([""] * (13 - len(columns))), "schoppenheer")
    return build(*columns, removed=removed, variant=Variant.DOUBLE_SCORPION, rest=13)


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_where_names_both_face_up_copies_and_never_a_face_down_one(
    tmp_path: Path, lang: str
) -> None:
    s = start(
        tmp_path,
        double(
            "harten 2",
            "schoppen 3, klaveren 9",
            "schoppen 3",
            "schoppen 2",
            "",
            "",
            "harten 2|klaveren 9",
            "klaveren 5|ruiten 9",
            "klaveren 5|ruiten 10",
            "",
            "",
            "",
            "",
            "schoppenheer",
        ),
        lang,
    )
    if lang == "nl":
        assert s.handle("waar is schoppen 3") == (
            "Schoppen 3 ligt in kolom 2, kaart 1 van 2, onder klaveren 9. "
            "Schoppen 3 ligt bovenop kolom 3."
        )
        said = s.handle("waar is harten 2")
        assert said == "Harten 2 ligt bovenop kolom 1. De andere harten 2 is niet zichtbaar."
        assert s.handle("waar is klaveren 5") == "Geen van beide klaveren 5 is zichtbaar."
        assert s.handle("klaveren 5 naar kolom 1") == "Geen van beide klaveren 5 is zichtbaar."
    else:
        said = s.handle("where is 2 of hearts")
        assert said == "2 of hearts lies on top of column 1. The other 2 of hearts is not visible."
        assert s.handle("where is 5 of clubs") == "Neither 5 of clubs is visible."
    assert "7" not in said  # the face-down harten 2 lies in column 7: never said


def test_a_removed_copy_is_said_as_removed(tmp_path: Path) -> None:
    s = start(tmp_path, double("harten 2", "", "", "", "", "", "", removed="harten"))
    assert s.handle("waar is harten 2") == (
        "Harten 2 ligt bovenop kolom 1. De andere harten 2 is verwijderd, met een reeks harten."
    )


def test_a_refusal_names_every_copy_it_fits_on(tmp_path: Path) -> None:
    s = start(
        tmp_path,
        double(
            "harten 2", "schoppen 3, klaveren 9", "schoppen 3", "schoppen 2", "harten 9", "harten 8"
        ),
    )
    said = s.handle("schoppen 2 naar kolom 1")
    assert said.endswith(
        "Schoppen 2 past op: schoppen 3 in kolom 2 onder klaveren 9; schoppen 3 bovenop kolom 3."
    ), said
    # one copy face up, the other face down: "one other is not visible", never "only on"
    said = s.handle("harten 8 naar kolom 1")
    assert "alleen" not in said
    assert said.endswith("Harten 8 past op: harten 9 bovenop kolom 5; 1 andere is niet zichtbaar.")
    # neither copy face up
    said = s.handle("waar kan harten 2 heen")
    assert said == (
        "Harten 2 kan nu nergens heen. Harten 2 past alleen op harten 3, en geen van beide is "
        "zichtbaar."
    )


def test_where_a_card_can_go_names_each_copy_by_its_column(tmp_path: Path) -> None:
    s = start(
        tmp_path,
        double("klaveren 5, harten 4", "harten 4", "harten 5"),
    )
    assert s.handle("waar kan harten 4 heen") == (
        "Harten 4 uit kolom 1 kan naar kolom 3, op harten 5. "
        "Harten 4 uit kolom 2 kan naar kolom 3, op harten 5."
    )


def test_a_hint_names_the_copy_it_moves(tmp_path: Path) -> None:
    s = start(
        tmp_path,
        double("klaveren 5, harten 4", "harten 4", "harten 5"),
    )
    hint = Hint(Move(Card.from_name("harten 4"), 2, 1), HintReason.BUILDS_SAME_SUIT)
    said = s.n.hint(s.game, hint)
    assert said.startswith("Tip: harten 4 uit kolom 2 naar kolom 3: "), said


def test_a_copy_covered_by_the_other_copy_is_still_a_place(tmp_path: Path) -> None:
    """Which copy of klaveren 5 was meant is not known: the klaveren 6 the other copy lies on
    is said too, never "only on klaveren 6, which is not visible"."""
    s = start(tmp_path, double("klaveren 6, klaveren 5", "klaveren 5", "harten 2"))
    said = s.handle("klaveren 5 naar kolom 3")
    assert said.endswith(
        "Klaveren 5 past op: klaveren 6 in kolom 1, waar al een klaveren 5 op ligt; 1 andere is "
        "niet zichtbaar."
    ), said


@pytest.mark.parametrize("variant", list(SPECS), ids=[v.value for v in SPECS])
def test_in_wasp_a_refusal_also_names_the_empty_columns(tmp_path: Path, variant: Variant) -> None:
    s = start(tmp_path, build("harten 5", "", "schoppen 4", "schoppenheer", variant=variant))
    said = s.handle("schoppen 4 naar kolom 1")
    also = "Schoppen 4 mag ook op een lege kolom: kolommen 2, 5, "
    assert (also in said) == SPECS[variant].empty_takes_any, said


def test_what_lies_on_each_copy_in_one_column_names_the_copy_by_its_place(
    tmp_path: Path,
) -> None:
    s = start(tmp_path, double("ruiten 5, ruiten 7, ruiten 7, klaveren 9"))
    assert s.handle("wat ligt op ruiten 7") == (
        "Op ruiten 7, kaart 2 van kolom 1, ligt ruiten 7. "
        "Op ruiten 7, kaart 3 van kolom 1, ligt klaveren 9."
    )
    assert s.handle("wat ligt onder ruiten 7") == (
        "Onder ruiten 7, kaart 2 van kolom 1, ligt ruiten 5. "
        "Onder ruiten 7, kaart 3 van kolom 1, ligt ruiten 7."
    )


def test_a_target_card_is_the_copy_on_top_wherever_the_other_lies(tmp_path: Path) -> None:
    """'op schoppen 3' with one schoppen 3 covered (column 1) and the other on top of column
    2: never "Schoppen 3 ligt niet bovenaan een kolom"."""
    s = start(tmp_path, double("schoppen 3, klaveren 9", "schoppen 3", "schoppen 2"))
    assert s.handle("mag schoppen 2 op schoppen 3") == (
        "Ja, schoppen 2 mag naar kolom 2, op schoppen 3."
    )
    assert s.handle("schoppen 2 op schoppen 3").startswith("Schoppen 2 naar kolom 2, op ")
