"""Where did it go wrong? The last position of the game's line from which the deal could still
be won, found by the full-information solver (it looks at the face-down cards).

Along one line of play, "can still be won" only ever turns from yes to no: a position reached
from a lost position is lost. So a binary search over the positions of :meth:`Game.line`
(the start, then the position after each action) finds the one action after which the solver
proves the loss while it proves a win just before it. A search that is not decided in its
budget makes the answer unknown; nothing is guessed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from ..game.deal import Position
from ..game.engine import Action, Game
from .search import Outcome, solve

#: CPU seconds for one search and for the whole answer.
SOLVE_SECONDS = 1.0
TOTAL_SECONDS = 6.0


class Verdict(Enum):
    #: The deal could not be won from its start: no move lost it.
    NEVER_WINNABLE = "never_winnable"
    #: From the current position the game can still be won.
    STILL_WINNABLE = "still_winnable"
    #: ``move`` (1-based) lost it: won before, lost after.
    LOST_AT = "lost_at"
    #: The solver did not decide in time.
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class WentWrong:
    verdict: Verdict
    #: The number of the action that lost the game (1 = the first action of the line).
    move: int = 0
    action: Action | None = None


def positions(game: Game) -> list[Position]:
    """The start, then the position after each action of the line."""
    replay = Game(game.start)
    result = [replay.position()]
    for action in game.line():
        replay.play(action)
        result.append(replay.position())
    return result


def went_wrong(
    game: Game,
    seconds: float = SOLVE_SECONDS,
    total: float = TOTAL_SECONDS,
    stop: Callable[[], bool] | None = None,
) -> WentWrong:
    """Which action of the line lost the deal (see the module's docstring)."""
    start = time.process_time()
    line = game.line()
    found = positions(game)

    def outcome(i: int) -> Outcome:
        left = total - (time.process_time() - start)
        if left <= 0 or (stop is not None and stop()):
            return Outcome.UNDECIDED
        result = solve(found[i], time_limit=min(seconds, left), cpu_clock=True)
        return result.outcome

    last = outcome(len(found) - 1)
    if last is Outcome.WON:
        return WentWrong(Verdict.STILL_WINNABLE)
    first = outcome(0)
    if first is Outcome.LOST:
        return WentWrong(Verdict.NEVER_WINNABLE)
    if first is not Outcome.WON or last is not Outcome.LOST:
        return WentWrong(Verdict.UNKNOWN)
    low, high = 0, len(found) - 1  # won at low, lost at high
    while high - low > 1:
        mid = (low + high) // 2
        verdict = outcome(mid)
        if verdict is Outcome.WON:
            low = mid
        elif verdict is Outcome.LOST:
            high = mid
        else:
            return WentWrong(Verdict.UNKNOWN)
    return WentWrong(Verdict.LOST_AT, high, line[high - 1])
