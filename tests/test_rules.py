"""One test per rule of issue 2, each named after the rule ("De regels van Scorpion")."""

from __future__ import annotations

import pytest
from positions import build, game

from scorpion_a11y.game.cards import Card, Suit
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import DEAL_RESERVE, Game, Location, Move, Place
from scorpion_a11y.game.events import (
    CardsMoved,
    CardTurned,
    GameWon,
    MoveRefused,
    Reason,
    Refusal,
    ReserveDealt,
    RunRemoved,
    ScoreChanged,
)


def c(name: str) -> Card:
    return Card.from_name(name)


def names(cards: tuple[Card, ...]) -> list[str]:
    return [card.name for card in cards]


def refusal(g: Game, card: str, to: int) -> Refusal:
    """Play a move that must be refused; check the state is untouched; return the reason."""
    before, score, moves = g.position(), g.score, g.moves
    with pytest.raises(MoveRefused) as info:
        g.move(c(card), to)
    assert (g.position(), g.score, g.moves) == (before, score, moves)
    return info.value.refusal


# A run of hearts from the king down to the 2: the ace completes it.
HEARTS_K_TO_2 = ", ".join(
    ["hartenheer", "hartenvrouw", "hartenboer"] + [f"harten {n}" for n in range(10, 1, -1)]
)


# ---------------------------------------------------------------- which cards may move


def test_any_face_up_card_moves_with_every_card_lying_on_it_ordered_or_not() -> None:
    g = game("2 | ruiten 3, harten 4, schoppen 7, klaverenheer", "harten 5", "ruiten 9")
    events = g.move(c("harten 4"), 1)
    assert events[0] == CardsMoved(
        c("harten 4"), (c("schoppen 7"), c("klaverenheer")), 0, 1, c("harten 5")
    )
    assert names(g.column(1)) == ["harten 5", "harten 4", "schoppen 7", "klaverenheer"]
    assert names(g.face_up(0)) == ["ruiten 3"]


def test_a_card_from_the_middle_of_a_column_may_move() -> None:
    g = game("schoppen 9, harten 8, ruiten 2, schoppen 5", "harten 9", rest=0)
    g.move(c("harten 8"), 1)
    assert names(g.column(1)[-3:]) == ["harten 8", "ruiten 2", "schoppen 5"]


def test_only_the_first_card_of_the_group_decides_legality() -> None:
    # The cards carried (a king, a card of another suit) play no part.
    g = game("ruiten 6, klaverenheer, schoppenaas", "ruiten 7", "ruiten 9", rest=2)
    assert g.check(Move(c("ruiten 6"), 1)) is None
    g.move(c("ruiten 6"), 1)
    assert names(g.column(1)) == ["ruiten 7", "ruiten 6", "klaverenheer", "schoppenaas"]


def test_a_face_down_card_cannot_move_and_its_refusal_does_not_reveal_its_column() -> None:
    g = game("klaveren 2 | harten 4", "harten 5", "ruiten 9")
    r = refusal(g, "klaveren 2", 1)
    assert r.reason is Reason.CARD_FACE_DOWN
    assert r.column is None and r.target is None and r.fits == ()


def test_a_reserve_card_is_not_on_the_table_and_cannot_move() -> None:
    g = game("harten 4", "harten 5", "ruiten 9", reserve="harten 3, ruiten 2, klaveren 2")
    assert refusal(g, "harten 3", 0).reason is Reason.CARD_IN_RESERVE


def test_a_removed_card_cannot_move() -> None:
    g = game("harten 4", "harten 5", "ruiten 9", removed="schoppen")
    r = refusal(g, "schoppen 6", 0)
    assert r.reason is Reason.CARD_REMOVED and r.card == c("schoppen 6")


def test_a_card_cannot_move_onto_its_own_column() -> None:
    g = game("harten 5, harten 4", "ruiten 9")
    r = refusal(g, "harten 4", 0)
    assert r.reason is Reason.SAME_COLUMN and r.column == 0


@pytest.mark.parametrize("to", [-1, 7, 100])
def test_there_are_only_seven_columns(to: int) -> None:
    g = game("harten 4", "harten 5", "ruiten 9")
    assert refusal(g, "harten 4", to).reason is Reason.NO_SUCH_COLUMN


# ---------------------------------------------------------------- where a card may go


def test_klassiek_a_card_goes_on_the_top_card_of_the_same_suit_one_rank_higher() -> None:
    g = game("schoppen 9", "hartenvrouw", "schoppen 10", "ruitenvrouw, klaverenboer")
    g.move(c("schoppen 9"), 2)
    assert names(g.column(2)) == ["schoppen 10", "schoppen 9"]
    # the boer on the vrouw, as the rule document's example has it
    assert g.check(Move(c("klaverenboer"), 1)) == Refusal(
        Reason.WRONG_SUIT, c("klaverenboer"), 1, c("hartenvrouw"), (c("klaverenvrouw"),)
    )


def test_klassiek_another_suit_is_refused_with_the_card_it_would_fit() -> None:
    g = game("harten 7", "schoppen 8", "ruiten 9")
    r = refusal(g, "harten 7", 1)
    assert r == Refusal(Reason.WRONG_SUIT, c("harten 7"), 1, c("schoppen 8"), (c("harten 8"),))


def test_versoepeld_a_card_goes_on_any_suit_one_rank_higher() -> None:
    g = game("harten 7", "schoppen 8", "ruiten 9", rules=Rules.VERSOEPELD)
    events = g.move(c("harten 7"), 1)
    assert events[0] == CardsMoved(c("harten 7"), (), 0, 1, c("schoppen 8"))
    assert g.check(Move(c("harten 7"), 2)) == Refusal(
        Reason.NOT_ONE_HIGHER,
        c("harten 7"),
        2,
        c("ruiten 9"),
        (c("harten 8"), c("ruiten 8"), c("klaveren 8"), c("schoppen 8")),
    )


@pytest.mark.parametrize("rules", list(Rules))
def test_the_target_must_be_exactly_one_rank_higher(rules: Rules) -> None:
    g = game("harten 7", "harten 9", "ruiten 9", rules=rules)
    r = refusal(g, "harten 7", 1)
    assert (r.reason, r.card, r.column, r.target) == (
        Reason.NOT_ONE_HIGHER,
        c("harten 7"),
        1,
        c("harten 9"),
    )
    assert c("harten 8") in r.fits


@pytest.mark.parametrize("rules", list(Rules))
def test_nothing_is_ever_placed_on_an_ace(rules: Rules) -> None:
    g = game("hartenheer", "harten 2", "hartenaas", "ruiten 9", rules=rules)
    for card in ("hartenheer", "harten 2"):
        r = refusal(g, card, 2)
        assert (r.reason, r.target) == (Reason.TARGET_IS_ACE, c("hartenaas"))


@pytest.mark.parametrize("rules", list(Rules))
def test_only_a_king_goes_onto_an_empty_column(rules: Rules) -> None:
    g = game("3 | ruiten 9", "", "ruitenvrouw", rules=rules)
    r = refusal(g, "ruiten 9", 1)
    assert (r.reason, r.card, r.column, r.target) == (
        Reason.ONLY_KING_ON_EMPTY,
        c("ruiten 9"),
        1,
        None,
    )
    r = refusal(g, "ruitenvrouw", 1)
    assert r.reason is Reason.ONLY_KING_ON_EMPTY


def test_a_king_goes_onto_an_empty_column_alone() -> None:
    g = game("2 | klaveren 4, schoppenheer", "", "ruiten 9")
    events = g.move(c("schoppenheer"), 1)
    assert events[0] == CardsMoved(c("schoppenheer"), (), 0, 1, None)
    assert names(g.column(1)) == ["schoppenheer"]


def test_a_king_goes_onto_an_empty_column_with_the_cards_on_it() -> None:
    g = game("2 | schoppenheer, harten 3, schoppenvrouw", "", "ruiten 9")
    events = g.move(c("schoppenheer"), 1)
    assert events[0] == CardsMoved(
        c("schoppenheer"), (c("harten 3"), c("schoppenvrouw")), 0, 1, None
    )
    assert [e for e in events if isinstance(e, CardTurned)] == [CardTurned(g.column(0)[-1], 0)]


def test_a_king_refused_on_a_column_fits_nowhere_but_an_empty_column() -> None:
    g = game("hartenheer", "ruiten 9")
    assert refusal(g, "hartenheer", 1).fits == ()


# ---------------------------------------------------------------- face-down cards


def test_the_face_down_card_turns_when_its_last_face_up_card_is_taken_away() -> None:
    g = game("klaveren 2, klaveren 6 | harten 4, schoppen 7", "harten 5", "ruiten 9")
    events = g.move(c("harten 4"), 1)
    assert CardTurned(c("klaveren 6"), 0) in events
    assert g.face_down_count(0) == 1
    assert names(g.face_up(0)) == ["klaveren 6"]
    assert g.locate(c("klaveren 6")) == Location(Place.COLUMN, 0, 1, True)


def test_nothing_turns_while_a_face_up_card_still_lies_on_the_face_down_cards() -> None:
    g = game("klaveren 6 | ruiten 3, harten 4", "harten 5", "ruiten 9")
    events = g.move(c("harten 4"), 1)
    assert not any(isinstance(e, CardTurned) for e in events)
    assert g.face_down_count(0) == 1


# ---------------------------------------------------------------- the reserve


def test_the_reserve_deals_one_face_up_card_onto_each_of_columns_1_2_and_3() -> None:
    g = game("ruiten 3", "", "harten 4", "", "", "", "ruiten 9",
             reserve="schoppen 8, schoppen 10, schoppenvrouw")  # fmt: skip
    events = g.deal_reserve()
    assert events == (
        ReserveDealt(((c("schoppen 8"), 0), (c("schoppen 10"), 1), (c("schoppenvrouw"), 2))),
        ScoreChanged(0, 0),
    )
    assert names(g.column(0)) == ["ruiten 3", "schoppen 8"]
    assert names(g.column(1)) == ["schoppen 10"]  # an empty column takes its reserve card
    assert names(g.column(2)) == ["harten 4", "schoppenvrouw"]
    assert g.reserve == () and g.reserve_dealt
    assert g.locate(c("schoppen 10")) == Location(Place.COLUMN, 1, 0, True)


def test_the_reserve_may_be_dealt_at_any_time_and_counts_as_one_move() -> None:
    g = Game.new(1234)
    assert g.legal_moves()  # moves remain, the reserve may still be dealt
    g.deal_reserve()
    assert g.moves == 1
    assert g.line() == (DEAL_RESERVE,)


def test_the_reserve_is_dealt_only_once() -> None:
    g = Game.new(1)
    g.deal_reserve()
    assert g.check(DEAL_RESERVE) == Refusal(Reason.RESERVE_ALREADY_DEALT)
    with pytest.raises(MoveRefused) as info:
        g.deal_reserve()
    assert info.value.refusal.reason is Reason.RESERVE_ALREADY_DEALT
    assert g.moves == 1


def test_reserve_cards_are_located_in_the_reserve_until_dealt() -> None:
    g = Game.new(1)
    first = g.reserve[0]
    assert g.locate(first) == Location(Place.RESERVE)
    g.deal_reserve()
    assert g.locate(first).place is Place.COLUMN and g.locate(first).column == 0


# ---------------------------------------------------------------- complete runs


def test_a_run_completed_on_top_of_a_column_is_removed_from_the_column_that_received_it() -> None:
    g = game(HEARTS_K_TO_2, "ruiten 9, hartenaas", rest=1)
    events = g.move(c("hartenaas"), 0)
    assert RunRemoved(Suit.HARTEN, 0) in events
    assert g.column(0) == ()
    assert g.removed == (Suit.HARTEN,)
    assert g.locate(c("hartenvrouw")) == Location(Place.REMOVED)


def test_a_run_moved_whole_onto_a_column_is_removed_there() -> None:
    # The run lies covered on column 2; moving the king (with the whole run) onto column 1
    # completes nothing new, but the run now lies on top of the column that received it.
    g = game("", f"2 | {HEARTS_K_TO_2}, hartenaas", "ruiten 9", rest=2)
    events = g.move(c("hartenheer"), 0)
    assert RunRemoved(Suit.HARTEN, 0) in events
    assert CardTurned(g.column(1)[-1], 1) in events


def test_a_run_covered_by_other_cards_stays() -> None:
    g = game(HEARTS_K_TO_2, "ruiten 9, hartenaas, schoppen 6", rest=1)
    events = g.move(c("hartenaas"), 0)
    assert not any(isinstance(e, RunRemoved) for e in events)
    assert len(g.column(0)) == 14 and g.removed == ()


def test_a_run_of_mixed_suits_is_not_removed() -> None:
    mixed = HEARTS_K_TO_2.replace("harten 7", "ruiten 7")
    g = game(mixed, "ruiten 9, hartenaas", rules=Rules.VERSOEPELD, rest=1)
    g.move(c("hartenaas"), 0)
    assert g.removed == () and len(g.column(0)) == 13


def test_a_run_with_a_face_down_card_is_not_removed() -> None:
    g = game(f"hartenheer | {HEARTS_K_TO_2[len('hartenheer, '):]}", "ruiten 9, hartenaas",
             rest=1)  # fmt: skip
    g.move(c("hartenaas"), 0)
    assert g.removed == ()


def test_the_reserve_deal_checks_columns_1_to_3_for_runs() -> None:
    g = game(
        "ruiten 3", HEARTS_K_TO_2, "ruiten 9", rest=2, reserve="ruiten 2, hartenaas, schoppen 2"
    )
    events = g.deal_reserve()
    assert events == (
        ReserveDealt(((c("ruiten 2"), 0), (c("hartenaas"), 1), (c("schoppen 2"), 2))),
        RunRemoved(Suit.HARTEN, 1),
        ScoreChanged(100, 100),
    )
    assert g.column(1) == ()


def test_removing_a_run_uncovers_a_face_down_card_which_turns() -> None:
    g = game(f"2 | {HEARTS_K_TO_2}", "ruiten 9, hartenaas", rest=1)
    below = g.column(0)[1]
    events = g.move(c("hartenaas"), 0)
    assert events == (
        CardsMoved(c("hartenaas"), (), 1, 0, c("harten 2")),
        RunRemoved(Suit.HARTEN, 0),
        CardTurned(below, 0),
        ScoreChanged(5 + 100 + 5, 110),
    )
    assert g.face_up(0) == (below,)


def test_events_come_in_order_source_turn_then_run_then_its_turn_then_score() -> None:
    g = game(f"2 | {HEARTS_K_TO_2}", "klaveren 4 | hartenaas", "ruiten 9", rest=2)
    events = g.move(c("hartenaas"), 0)
    assert [type(e) for e in events] == [
        CardsMoved,
        CardTurned,
        RunRemoved,
        CardTurned,
        ScoreChanged,
    ]
    assert events[1] == CardTurned(c("klaveren 4"), 1)
    assert events[3] == CardTurned(g.column(0)[-1], 0)


# ---------------------------------------------------------------- the end of the game


def test_the_game_is_won_when_the_fourth_run_is_removed() -> None:
    spades = ", ".join(
        ["schoppenheer", "schoppenvrouw", "schoppenboer"]
        + [f"schoppen {n}" for n in range(10, 1, -1)]
    )
    g = game(spades, "schoppenaas", removed="harten, ruiten, klaveren")
    assert not g.won
    events = g.move(c("schoppenaas"), 0)
    assert events[-2:] == (ScoreChanged(105, 105), GameWon(105, 1))
    assert g.won and len(g.removed) == 4
    assert all(g.column(col) == () for col in range(7))


def test_the_engine_tells_when_no_move_is_possible_but_declares_no_loss() -> None:
    g = game("", "", "", "", "", "", "hartenaas")  # 51 face-down cards under the ace
    assert g.legal_moves() == [] and not g.has_legal_action()
    assert not g.won
    g2 = game("", "", "", "", "", "", "hartenaas", reserve="harten 2, harten 3, harten 4",
              rest=6)  # fmt: skip
    assert g2.legal_moves() == [] and g2.has_legal_action()  # the reserve can still be dealt


def test_the_engine_lists_every_legal_move() -> None:
    g = game("harten 5, harten 4", "harten 6", "", "klaverenheer, ruiten 7", "3 | schoppen 9",
             "klaveren 5", "2 | ruiten 8", rules=Rules.VERSOEPELD)  # fmt: skip
    expected = {
        Move(c("harten 5"), 1),  # on harten 6, carrying harten 4
        Move(c("harten 4"), 5),  # on klaveren 5
        Move(c("klaveren 5"), 1),  # on harten 6
        Move(c("harten 6"), 3),  # on ruiten 7
        Move(c("ruiten 7"), 6),  # on ruiten 8
        Move(c("ruiten 8"), 4),  # on schoppen 9
    }
    assert set(g.legal_moves()) == expected
    assert len(g.legal_moves()) == len(expected)
    assert all(g.check(move) is None for move in expected)
    # Moving a whole column that starts with a king onto an empty column is allowed, but it
    # changes nothing except the column's number, so it is not listed.
    assert g.check(Move(c("klaverenheer"), 2)) is None


def test_a_king_with_cards_under_it_is_listed_for_an_empty_column() -> None:
    g = game("ruiten 3, klaverenheer, ruiten 7", "", "schoppen 9")
    # columns 2, 4, 5, 6 and 7 are empty
    assert set(g.legal_moves()) == {Move(c("klaverenheer"), to) for to in (1, 3, 4, 5, 6)}


def test_a_refused_move_raises_with_its_refusal_and_changes_nothing() -> None:
    g = Game.new(1)
    before = g.position()
    with pytest.raises(MoveRefused) as info:
        g.move(g.column(0)[0], 4)
    assert isinstance(info.value, ValueError)
    assert info.value.refusal.reason is Reason.CARD_FACE_DOWN
    assert g.position() == before and g.moves == 0 and not g.can_undo


def test_a_position_missing_or_doubling_a_card_is_refused_by_the_engine() -> None:
    complete = build("harten 4", "ruiten 9")
    cols = list(complete.columns)
    cols[0] = type(cols[0])((), (c("ruiten 9"),))
    with pytest.raises(ValueError, match="twice"):
        Game(type(complete)(tuple(cols), (), (), Rules.KLASSIEK))
    with pytest.raises(ValueError, match="columns"):
        Game(type(complete)(complete.columns[:6]))
