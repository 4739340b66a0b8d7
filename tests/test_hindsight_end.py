"""'waar ging het mis' searches back from the end (trial 3, item 8: the binary search from the
start ran out of time in Versoepeld 700684 and Three Blind Mice 603314, whose starts the solver
cannot decide in seconds, while the last moves had lost the game), keeps within its 2 seconds of
CPU, and reuses what it proved."""

from __future__ import annotations

import functools
import time

from scorpion_a11y.game.deal import Position, Rules, deal
from scorpion_a11y.game.engine import Action, Game, Move
from scorpion_a11y.game.rules import Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration.hints import went_wrong_sentence
from scorpion_a11y.solver import hindsight
from scorpion_a11y.solver.hindsight import Verdict, known, positions, went_wrong
from scorpion_a11y.solver.search import Outcome, solve


def _losing_move(start: Position, line: tuple[Action, ...]) -> Move | None:
    """A move after ``line`` that the solver proves loses, if there is one (found, not
    hard-coded: the solver's winning line changes with its search order)."""
    game = Game(start)
    for action in line:
        game.play(action)
    for move in game.legal_moves():
        after = Game(start)
        for action in line:
            after.play(action)
        after.play(move)
        if solve(after, time_limit=1, cpu_clock=True).outcome is Outcome.LOST:
            return move
    return None


@functools.cache
def _late_loss() -> tuple[Position, tuple[Action, ...], Move]:
    """Spel 3723 (Scorpion, Klassiek): the solver's winning line up to a late position
    (move 20 or later) from which one move is proven lost, and that move."""
    start = deal(3723)
    whole = solve(start, time_limit=10, cpu_clock=True, deal_early=False).actions
    for length in range(25, len(whole)):
        losing = _losing_move(start, whole[:length])
        if losing is not None:
            return start, whole[:length], losing
    raise AssertionError("no losing move late in the winning line")


def lost_late() -> Game:
    """The line's moves, the losing one, then five more actions."""
    start, line, losing = _late_loss()
    game = Game(start)
    for action in line:
        game.play(action)
    game.play(losing)
    for _ in range(5):
        moves = game.legal_moves()
        if moves:
            game.play(moves[0])
    return game


def test_the_search_starts_at_the_end_and_never_needs_the_start() -> None:
    hindsight._known.clear()
    game = lost_late()
    found = went_wrong(game)
    _, played, losing = _late_loss()
    assert (found.verdict, found.move) == (Verdict.LOST_AT, len(played) + 1)
    assert found.action == losing
    line = positions(game)
    assert known(line[-1]) is Outcome.LOST
    assert known(line[len(played)]) is Outcome.WON
    assert known(line[0]) is None  # the start (often the hardest search) was not solved


def test_asking_again_reuses_the_proofs() -> None:
    hindsight._known.clear()
    game = lost_late()
    went_wrong(game)
    start = time.process_time()
    again = went_wrong(game, total=0.0)  # no time at all: only what was proved before
    assert time.process_time() - start < 0.5
    assert (again.verdict, again.move) == (Verdict.LOST_AT, len(_late_loss()[1]) + 1)


def test_a_hard_start_keeps_the_bound() -> None:
    """Three Blind Mice 603314, where the first positions are not decided in seconds: the
    answer keeps within the CPU time it is given (the player's is hindsight.TOTAL_SECONDS,
    2 s; the same bound on 0.5 s here, so the test does not spend the player's whole wait)."""
    hindsight._known.clear()
    game = Game(deal(603314, Rules.KLASSIEK, Variant.THREE_BLIND_MICE))
    for _ in range(5):
        game.play(game.legal_moves()[0])
    total = 0.5
    assert total < hindsight.TOTAL_SECONDS
    start = time.process_time()
    went_wrong(game, seconds=min(hindsight.SOLVE_SECONDS, total), total=total)
    assert time.process_time() - start < total + 0.3


def _proven(game: Game, lost_from: int, won_until: int = -1) -> None:
    """Only these facts proven before (and no time now): the positions after ``lost_from``
    actions and later are lost (the losing move was played before them), those up to
    ``won_until`` won (they lie on the solver's winning line)."""
    hindsight._known.clear()
    line = positions(game)
    for i in range(lost_from, len(line)):
        hindsight.remember(line[i], Outcome.LOST)
    for i in range(won_until + 1):
        hindsight.remember(line[i], Outcome.WON)


def test_not_decided_in_time_says_after_which_move_it_was_certainly_lost() -> None:
    """Trial 3: "Weet ik niet" where the solver had proven the last moves lost. The answer
    names the earliest move after which the loss is proven, and says truthfully that it could
    not find out whether the game could be won before."""
    game = lost_late()
    losing = len(_late_loss()[1]) + 1  # the number of the losing move
    _proven(game, losing)
    found = went_wrong(game, total=0.0)
    assert (found.verdict, found.move, found.won_at) == (Verdict.UNKNOWN, losing, -1)
    assert found.action == _late_loss()[2]
    nl = went_wrong_sentence(translator("nl"), found, "terug naar zet", False)
    assert nl.startswith(f"Na zet {losing}, ") and "was het zeker niet meer te winnen" in nl
    assert "niet binnen 2 seconden" in nl
    en = went_wrong_sentence(translator("en"), found, "back to move", False)
    assert en.startswith(f"After move {losing}, ") and "within 2 seconds" in en


def test_not_decided_in_time_between_a_won_and_a_lost_position() -> None:
    game = lost_late()
    losing = len(_late_loss()[1]) + 1
    _proven(game, losing + 1, losing - 1)  # the positions just before and after not known
    found = went_wrong(game, total=0.0)
    assert found.verdict is Verdict.UNKNOWN
    assert found.won_at < losing <= found.move  # the losing move lies in the range named
    nl = went_wrong_sentence(translator("nl"), found, "terug naar zet", False)
    assert f"in een van de zetten {found.won_at + 1} tot en met {found.move};" in nl
    assert nl.endswith(f"Zeg terug naar zet {found.won_at} om het opnieuw te proberen.")
    en = went_wrong_sentence(translator("en"), found, "back to move", False)
    assert f"one of the moves {found.won_at + 1} to {found.move};" in en


def test_nothing_decided_says_so() -> None:
    game = lost_late()
    hindsight._known.clear()
    found = went_wrong(game, total=0.0)
    assert (found.verdict, found.move) == (Verdict.UNKNOWN, 0)
    nl = went_wrong_sentence(translator("nl"), found, "terug naar zet", False)
    assert nl == "Weet ik niet binnen 2 seconden: de oplosser kon niet uitzoeken waar het misging."
