"""Where did it go wrong? The last position of the game's line from which the deal could still
be won, found by the full-information solver (it looks at the face-down cards).

Along one line of play, "can still be won" only ever turns from yes to no: a position reached
from a lost position is lost. The search starts at the end, where positions are small and the
solver is quick, and goes back 1, 2, 4, 8, ... actions until a position is won; the action that
lost it lies between that one and the last lost one (a binary search). The move that lost a
game is usually one of the last few, so the start (the whole deal, often the hardest search) is
seldom solved at all (trial 3: the old binary search from the start ran out of time in
Versoepeld and Three Blind Mice while the last two moves had lost it). Decided positions are
remembered (:func:`known`), also from ``spiek``, so asking again after ``terug`` is quick. A
position not decided in its budget makes the answer unknown; nothing is guessed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from ..game.deal import Position
from ..game.engine import Action, Game
from .search import Outcome, solve

#: CPU seconds for one search and for the whole answer (the answer says at once that it thinks,
#: "up to 2 seconds": the manual's bound).
SOLVE_SECONDS = 0.7
TOTAL_SECONDS = 2.0
#: Decided positions remembered, the most recent first out when full.
REMEMBERED = 512

_known: dict[Position, Outcome] = {}


def known(position: Position) -> Outcome | None:
    """What the solver proved about ``position`` before (WON or LOST), else None."""
    return _known.get(position)


def remember(position: Position, outcome: Outcome) -> None:
    """Keep a proven outcome (an undecided one is not kept: a later search may decide it)."""
    if outcome is Outcome.UNDECIDED:
        return
    _known.pop(position, None)
    _known[position] = outcome
    while len(_known) > REMEMBERED:
        del _known[next(iter(_known))]


class Verdict(Enum):
    #: The deal could not be won from its start: no move lost it.
    NEVER_WINNABLE = "never_winnable"
    #: From the current position the game can still be won.
    STILL_WINNABLE = "still_winnable"
    #: ``move`` (1-based) lost it: won before, lost after.
    LOST_AT = "lost_at"
    #: The solver did not decide in time (what it did prove: ``move``, ``won_at``).
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class WentWrong:
    verdict: Verdict
    #: The number of the action that lost the game (1 = the first action of the line).
    #: With UNKNOWN: the earliest action after which the loss is proven (0: not even the
    #: current position was decided).
    move: int = 0
    action: Action | None = None
    #: With UNKNOWN: the latest number of actions after which the game could still be won
    #: (-1: none proven); the game was lost by one of the actions after it, up to ``move``.
    won_at: int = -1


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
    seen: dict[int, Outcome] = {}

    def outcome(i: int, again: bool = False) -> Outcome:
        """Position ``i`` solved (each once; ``again``: an undecided one once more, with
        all the time left)."""
        if i in seen and not (again and seen[i] is Outcome.UNDECIDED):
            return seen[i]
        proven = known(found[i])
        if proven is not None:
            seen[i] = proven
            return proven
        left = total - (time.process_time() - start)
        if left <= 0.01 or (stop is not None and stop()):
            return Outcome.UNDECIDED
        limit = left if again else min(seconds, left)
        result = solve(found[i], time_limit=limit, cpu_clock=True).outcome
        remember(found[i], result)
        seen[i] = result
        return result

    high = len(found) - 1  # lost here (checked first)
    # with no action played the start is the one question: it gets the whole time (trial 8)
    last = outcome(high, again=high == 0)
    if last is Outcome.WON:
        return WentWrong(Verdict.STILL_WINNABLE)
    if last is not Outcome.LOST:
        return WentWrong(Verdict.UNKNOWN)

    def unknown(low: int = -1) -> WentWrong:
        """Not decided in time: what was proven (lost after action ``high``, won after
        ``low``)."""
        if high == 0:
            return WentWrong(Verdict.UNKNOWN)
        return WentWrong(Verdict.UNKNOWN, high, line[high - 1], low)

    # back from the end, 1, 2, 4, ... actions, until a won position
    step = 1
    low = -1
    while low < 0:
        probe = max(high - step, 0)
        verdict = outcome(probe)
        if verdict is Outcome.WON:
            low = probe
        elif verdict is Outcome.LOST:
            if probe == 0:
                return WentWrong(Verdict.NEVER_WINNABLE)
            high = probe
            step *= 2
        else:  # too hard this far back: the nearer positions, one by one
            for nearer in range(high - 1, probe, -1):
                verdict = outcome(nearer)
                if verdict is Outcome.WON:
                    low = nearer
                    break
                if verdict is not Outcome.LOST:
                    return unknown()
                high = nearer
            else:  # lost right after the hard one: that one once more, with all the time left
                verdict = outcome(probe, again=True)
                if verdict is Outcome.WON:
                    low = probe
                elif verdict is Outcome.LOST and probe == 0:
                    return WentWrong(Verdict.NEVER_WINNABLE)
                elif verdict is Outcome.LOST:
                    high = probe
                    step = 1
                else:
                    return unknown()
    while high - low > 1:  # won at low, lost at high
        mid = (low + high) // 2
        verdict = outcome(mid)
        if verdict is Outcome.WON:
            low = mid
        elif verdict is Outcome.LOST:
            high = mid
        else:
            return unknown(low)
    return WentWrong(Verdict.LOST_AT, high, line[high - 1])
