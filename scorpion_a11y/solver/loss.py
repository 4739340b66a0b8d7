"""Loss detection: can the game still make any progress at all?

A game is *lost* when no sequence of moves from the current position can turn a face-down
card, deal the reserve, play a card from beside the table (Three Blind Mice) or complete a run.
Every winning line needs one of those first (a won table has no face-down card and no reserve,
and holds more complete runs than a table that is not won yet), so a position from which none
is reachable can never be won.

:func:`verdict` searches the positions reachable by moves that do none of those things (they
only rearrange face-up cards), and stops as soon as one is possible. It never looks at a
face-down card or a reserve card: the answer uses only what the player can see. The search is
cut off by a time and a state limit; then it says :attr:`Loss.UNKNOWN`, and the game says
nothing.

Mainly for the traditional rules (issue 12), where the reserve may only be dealt when no useful
move is left (:func:`rules.useful`) and completed runs stay on the table; the app's own rules
work too (there the reserve can be dealt at any time and a completed run is removed, both
progress).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from enum import Enum

from ..game import rules as core
from ..game.deal import Position, Rules
from ..game.engine import Game
from ..game.rules import BESIDE
from .state import from_position

#: After each move the game asks with these limits (bench/bench_loss.py measures the cost).
#: The states decide, the CPU time is only a safety net: with 0.05 s of CPU as the limit
#: (and 20,000 states that never came into play) trial 7's loss, 1,042 states, took 0.03-0.044
#: s of CPU on a quiet machine and ran out on a loaded one, so the game said "Verloren" a
#: move late there (and the test of it failed under load). 1,500 states: at most 0.05 s in
#: Scorpion (about 35 us a state), 0.1 s in Three Blind Mice (about 70 us, ten columns); the
#: net is twice that.
MOVE_SECONDS = 0.2
MOVE_STATES = 1_500
#: ``kan het nog`` may take longer.
ASK_SECONDS = 1.0
ASK_STATES = 400_000

_CHECK_EVERY = 16


class Loss(Enum):
    """What :func:`verdict` found."""

    #: No sequence of moves makes any progress: the game cannot be won.
    LOST = "lost"
    #: Some sequence of moves turns a card, deals the reserve, plays a card from beside the
    #: table or completes a run (the game may still be lost later).
    OPEN = "open"
    #: The limits ran out first.
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class LossResult:
    loss: Loss
    #: Distinct positions searched.
    states: int
    seconds: float


#: Verdicts found (lost or open, never "unknown"), by position: a verdict is a fact about the
#: position, so whichever search found it first (the check after a move, ``hint``, ``kan het
#: nog``, with their different limits) every later one says the same (trial 7: on a busy
#: machine the short check after a move ran out where ``kan het nog`` proved the loss, and
#: ``hint`` then gave a move in a game ``kan het nog`` called lost).
_FOUND: dict[Position, Loss] = {}
_FOUND_MOST = 20_000


def verdict(
    position_or_game: Position | Game,
    time_limit: float | None = MOVE_SECONDS,
    state_limit: int | None = MOVE_STATES,
) -> LossResult:
    """Decide whether the game is lost (see the module text); ``None`` limits: none. The time
    limit is CPU time (a busy machine does not cut the search short: 1,042 states took 0.03 s
    of CPU and 0.11 s of wall time at load 11)."""
    start = time.perf_counter()
    position = (
        position_or_game.position() if isinstance(position_or_game, Game) else position_or_game
    )
    known = _FOUND.get(position)
    if known is not None:
        return LossResult(known, 0, time.perf_counter() - start)
    loss, states = _search(position, time.process_time(), time_limit, state_limit)
    if loss is not Loss.UNKNOWN:
        if len(_FOUND) >= _FOUND_MOST:
            _FOUND.clear()
        _FOUND[position] = loss
    return LossResult(loss, states, time.perf_counter() - start)


def _search(
    position: Position, start: float, time_limit: float | None, state_limit: int | None
) -> tuple[Loss, int]:
    spec = position.spec
    klassiek = position.rules is Rules.KLASSIEK
    traditional = position.traditional
    root = from_position(position)
    reserve = root.reserve
    removed = len(position.removed)
    if core.won(spec, root.cols, reserve, removed, traditional):
        return Loss.OPEN, 0
    if reserve and not spec.beside and not traditional:
        return Loss.OPEN, 0  # the app's rules: the reserve can be dealt at any time
    runs = core.complete_runs(root.cols) if traditional else 0
    deadline = None if time_limit is None else start + time_limit
    stack = [root.cols]
    seen = {b"\xff".join(sorted(root.cols))}
    check = _CHECK_EVERY
    while stack:
        cols = stack.pop()
        refs = core.moves(spec, klassiek, cols, reserve, keep_runs=traditional)
        if (
            reserve
            and not spec.beside
            and not any(core.useful(spec, klassiek, traditional, cols, ref) for ref in refs)
        ):
            return Loss.OPEN, len(seen)  # no useful move: the reserve may be dealt
        for ref in refs:
            if ref.src == BESIDE:
                return Loss.OPEN, len(seen)
            source = cols[ref.src]
            if source[0] and ref.i == source[0] + 1:
                return Loss.OPEN, len(seen)  # the card under it turns
            step = core.apply_move(cols, reserve, ref.src, ref.i, ref.dst, traditional)
            if step.runs or (traditional and core.complete_runs(step.cols) > runs):
                return Loss.OPEN, len(seen)
            key = b"\xff".join(sorted(step.cols))
            if key in seen:
                continue
            if state_limit is not None and len(seen) >= state_limit:
                return Loss.UNKNOWN, len(seen)
            check -= 1
            if check == 0:
                check = _CHECK_EVERY
                if deadline is not None and time.process_time() >= deadline:
                    return Loss.UNKNOWN, len(seen)
            seen.add(key)
            stack.append(step.cols)
    return Loss.LOST, len(seen)
