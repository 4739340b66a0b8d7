"""Undo keeps the last 100 actions and takes each back exactly; redo until a new action."""

from __future__ import annotations

import pytest
from positions import game

from scorpion_a11y.game.cards import Card, Suit
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import UNDO_LIMIT, Game, Move
from scorpion_a11y.game.events import MoveRefused, Reason, Redone, ScoreChanged, Undone
from scorpion_a11y.game.rules import SPECS, Variant

HEARTS_K_TO_2 = ", ".join(
    ["hartenheer", "hartenvrouw", "hartenboer"] + [f"harten {n}" for n in range(10, 1, -1)]
)


def c(name: str) -> Card:
    return Card.from_name(name)


def shuttle() -> Game:
    """harten 4 may go back and forth between harten 5 and schoppen 5 (Versoepeld)."""
    return game("harten 5", "schoppen 5", "harten 4", rules=Rules.VERSOEPELD, rest=0)


def test_nothing_to_undo_at_the_start() -> None:
    g = Game.new(1)
    assert not g.can_undo
    with pytest.raises(MoveRefused) as info:
        g.undo()
    assert info.value.refusal.reason is Reason.NOTHING_TO_UNDO


def test_nothing_to_redo_without_an_undo() -> None:
    g = Game.new(1)
    g.deal_reserve()
    assert not g.can_redo
    with pytest.raises(MoveRefused) as info:
        g.redo()
    assert info.value.refusal.reason is Reason.NOTHING_TO_REDO


def test_undo_puts_back_a_turned_card_face_down() -> None:
    g = game("klaveren 2 | harten 4, schoppen 7", "harten 5", "ruiten 9")
    before = g.position()
    g.move(c("harten 4"), 1)
    g.undo()
    assert g.position() == before
    assert g.face_down_count(0) == 1 and g.face_up(0) == (c("harten 4"), c("schoppen 7"))
    assert g.moves == 0 and g.line() == () and g.score == 0


def test_undo_puts_a_removed_run_back_with_its_face_down_card() -> None:
    g = game(f"2 | {HEARTS_K_TO_2}", "klaveren 4 | hartenaas", "ruiten 9", rest=2)
    before = g.position()
    g.move(c("hartenaas"), 0)
    assert g.removed == (Suit.HARTEN,)
    g.undo()
    assert g.position() == before
    assert g.removed == () and g.face_down_count(0) == 2 and g.face_down_count(1) == 1


def test_undo_takes_the_reserve_back_in_dealing_order() -> None:
    g = Game.new(1234)
    before = g.position()
    g.deal_reserve()
    g.undo()
    assert g.position() == before
    assert not g.reserve_dealt and len(g.reserve) == 3


def test_undo_of_a_reserve_deal_that_removed_a_run() -> None:
    g = game(
        "ruiten 3", HEARTS_K_TO_2, "ruiten 9", rest=2, reserve="ruiten 2, hartenaas, klaveren 2"
    )
    before = g.position()
    g.deal_reserve()
    g.undo()
    assert g.position() == before and g.score == 0


def test_undo_of_the_winning_move_takes_the_win_back() -> None:
    spades = ", ".join(
        ["schoppenheer", "schoppenvrouw", "schoppenboer"]
        + [f"schoppen {n}" for n in range(10, 1, -1)]
    )
    g = game(spades, "schoppenaas", removed="harten, ruiten, klaveren")
    g.move(c("schoppenaas"), 0)
    assert g.won
    g.undo()
    assert not g.won and g.removed == (Suit.HARTEN, Suit.RUITEN, Suit.KLAVEREN)


def test_undo_reports_the_original_events_and_the_points_taken_back() -> None:
    g = game("klaveren 2 | harten 4", "harten 5", "ruiten 9")
    events = g.move(c("harten 4"), 1)
    assert g.undo() == (Undone(events), ScoreChanged(-10, 0))


def test_redo_plays_the_undone_action_again_with_the_same_events() -> None:
    g = game("klaveren 2 | harten 4", "harten 5", "ruiten 9")
    events = g.move(c("harten 4"), 1)
    after = g.position()
    g.undo()
    assert g.can_redo
    assert g.redo() == (Redone(events), ScoreChanged(10, 10))
    assert g.position() == after and g.moves == 1 and not g.can_redo


def test_redo_goes_on_until_every_undone_action_is_back() -> None:
    g = Game.new(1234)
    g.deal_reserve()
    for _ in range(5):
        g.play(g.legal_moves()[0])
    end, score, line = g.position(), g.score, g.line()
    for _ in range(6):
        g.undo()
    assert g.moves == 0
    for _ in range(6):
        g.redo()
    assert (g.position(), g.score, g.line()) == (end, score, line)
    assert not g.can_redo


def test_a_new_action_ends_redo() -> None:
    g = shuttle()
    g.move(c("harten 4"), 0)
    g.move(c("harten 4"), 1)
    g.undo()
    g.undo()
    assert g.can_redo
    g.move(c("harten 4"), 1)
    assert not g.can_redo
    with pytest.raises(MoveRefused):
        g.redo()


def test_a_refused_action_keeps_redo() -> None:
    g = shuttle()
    g.move(c("harten 4"), 0)
    g.undo()
    with pytest.raises(MoveRefused):
        g.move(c("harten 5"), 1)
    assert g.can_redo


def test_undo_keeps_the_last_100_actions() -> None:
    assert UNDO_LIMIT == 100
    g = shuttle()
    for n in range(UNDO_LIMIT + 5):
        g.move(c("harten 4"), n % 2)
    assert g.moves == 105
    for _ in range(UNDO_LIMIT):
        g.undo()
    assert not g.can_undo and g.moves == 5
    with pytest.raises(MoveRefused):
        g.undo()
    # the oldest five actions stay played
    five = shuttle()
    for n in range(5):
        five.move(c("harten 4"), n % 2)
    assert g.position() == five.position()
    assert g.line() == tuple(Move(c("harten 4"), n % 2) for n in range(5))
    # the score is what the five remaining actions earned: 5 on harten 5 (three times)
    assert g.score == 15


@pytest.mark.parametrize("variant", list(SPECS))
def test_each_game_says_when_its_own_undo_limit_is_reached(variant: Variant) -> None:
    """Past the game's ``undo_limit`` the older moves stay played, and the refusal says so
    (not "nothing to undo"); a game without a limit undoes every move back to the deal."""
    g = game("harten 5", "schoppen 5", "harten 4", rules=Rules.VERSOEPELD, rest=0, variant=variant)
    limit = g.spec.undo_limit
    played = (limit or 250) + 3
    for n in range(played):
        g.move(c("harten 4"), n % 2)
    for _ in range(limit or played):
        g.undo()
    with pytest.raises(MoveRefused) as info:
        g.undo()
    if limit is None:
        assert g.moves == 0 and info.value.refusal.reason is Reason.NOTHING_TO_UNDO
    else:
        assert g.moves == 3 and info.value.refusal.reason is Reason.UNDO_LIMIT_REACHED
    # redo brings every undone move back, and a new game has nothing to undo
    while g.can_redo:
        g.redo()
    assert g.moves == played
    with pytest.raises(MoveRefused) as info:
        Game.new(1, variant=variant).undo()
    assert info.value.refusal.reason is Reason.NOTHING_TO_UNDO


def test_a_copy_is_independent() -> None:
    g = Game.new(1)
    g.deal_reserve()
    other = g.copy()
    other.undo()
    assert g.reserve_dealt and not other.reserve_dealt
    assert g.moves == 1 and other.moves == 0
    other.redo()
    assert other.position() == g.position()
