"""'waar ging het mis' searches back from the end (trial 3, item 8: the binary search from the
start ran out of time in Versoepeld 700684 and Three Blind Mice 603314, whose starts the solver
cannot decide in seconds, while the last moves had lost the game), keeps within its 2 seconds of
CPU, and reuses what it proved."""

from __future__ import annotations

import time

from scorpion_a11y.game.cards import Card
from scorpion_a11y.game.deal import Rules, deal
from scorpion_a11y.game.engine import Game, Move
from scorpion_a11y.game.rules import Variant
from scorpion_a11y.solver import hindsight
from scorpion_a11y.solver.hindsight import Verdict, known, positions, went_wrong
from scorpion_a11y.solver.search import Outcome, solve


def lost_late() -> Game:
    """Spel 3723 (Scorpion, Klassiek): 25 moves of the solver's winning line, then ruiten 7
    to column 1 loses it, then five more actions."""
    start = deal(3723)
    line = solve(start, time_limit=10, cpu_clock=True).actions
    game = Game(start)
    for action in line[:25]:
        game.play(action)
    game.play(Move(Card.from_name("ruiten 7"), 0))
    for _ in range(5):
        moves = game.legal_moves()
        if moves:
            game.play(moves[0])
    return game


def test_the_search_starts_at_the_end_and_never_needs_the_start() -> None:
    hindsight._known.clear()
    game = lost_late()
    found = went_wrong(game)
    assert (found.verdict, found.move) == (Verdict.LOST_AT, 26)
    assert found.action == Move(Card.from_name("ruiten 7"), 0)
    line = positions(game)
    assert known(line[-1]) is Outcome.LOST
    assert known(line[25]) is Outcome.WON
    assert known(line[0]) is None  # the start (often the hardest search) was not solved


def test_asking_again_reuses_the_proofs() -> None:
    hindsight._known.clear()
    game = lost_late()
    went_wrong(game)
    start = time.process_time()
    again = went_wrong(game, total=0.0)  # no time at all: only what was proved before
    assert time.process_time() - start < 0.5
    assert (again.verdict, again.move) == (Verdict.LOST_AT, 26)


def test_a_hard_start_keeps_the_bound() -> None:
    """Three Blind Mice 603314, where the first positions are not decided in seconds: the
    answer keeps within 2 seconds of CPU and says it does not know."""
    hindsight._known.clear()
    game = Game(deal(603314, Rules.KLASSIEK, Variant.THREE_BLIND_MICE))
    for _ in range(5):
        game.play(game.legal_moves()[0])
    start = time.process_time()
    went_wrong(game)
    assert time.process_time() - start < hindsight.TOTAL_SECONDS + 0.3
