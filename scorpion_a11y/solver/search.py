"""A full-information solver: can this deal (or position) still be won?

It sees every card, face-down and reserve included, as a player with unlimited undo would
learn them. The search is a depth-first search over exact states with a transposition table
(a set of canonical keys, :func:`scorpion_a11y.solver.state.key`): a state met before, on the
current path (a loop) or elsewhere (already fully searched, or being searched further up), is
not searched again. Because plain reachability is asked, that is exact: when a winning line
exists from a state, the first visit of that state finds it.

Outcomes:

* ``WON``: ``actions`` is a complete line from the given position to a won game (every run
  removed, or with the traditional rules every column empty or one complete run); it replays
  legally in :class:`scorpion_a11y.game.engine.Game`.
* ``LOST``: every reachable state was searched, up to pruning that provably keeps a winning
  line whenever one exists (renaming columns, blocked positions and forced moves, each proven
  in ``docs/oplosser.md``).
* ``UNDECIDED``: the time or node budget ran out first.

Every game of :mod:`scorpion_a11y.game.rules` is solved, with its own table and rules (the
position's ``variant``). The position's ``traditional`` flag plays the traditional rules (runs
stay on the table, the reserve only when stuck); ``traditional=True`` on its own adds only the
reserve rule: the reserve only when the engine lists no move at all.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from enum import Enum
from typing import Any

from ..game.cards import Card
from ..game.deal import Position, Rules
from ..game.engine import DEAL_RESERVE, Action, Game, Move
from .state import DEAL, blocked, children, decode, from_position, key, won

#: How often (in searched states) the clock is read.
_CHECK_EVERY = 512
#: A hard cap on stored states, so a long budget cannot exhaust memory (about 150 bytes each).
MAX_STATES = 30_000_000


class Outcome(Enum):
    WON = "won"
    LOST = "lost"
    UNDECIDED = "undecided"


@dataclass(frozen=True, slots=True)
class SolveResult:
    """What :func:`solve` found. ``nodes`` counts searched (distinct) states."""

    outcome: Outcome
    actions: tuple[Action, ...]
    nodes: int
    seconds: float

    @property
    def decided(self) -> bool:
        return self.outcome is not Outcome.UNDECIDED


def _action(code: int, decks: int) -> Action:
    if code == DEAL:
        return DEAL_RESERVE
    card, src, to = decode(code)
    return Move(Card.from_index(card), to, src if decks > 1 and src >= 0 else None)


def solve(
    position_or_game: Position | Game,
    time_limit: float | None = 10.0,
    node_limit: int | None = None,
    traditional: bool = False,
) -> SolveResult:
    """Decide whether the position can be won (the app's rules, or ``traditional``).

    A :class:`Game` is solved from its current position; the rules (Klassiek or Versoepeld)
    come from the position. ``time_limit`` (seconds) and ``node_limit`` (searched states) may
    be ``None`` for no limit.
    """
    if isinstance(position_or_game, Game):
        position = position_or_game.position()
    else:
        position = position_or_game
    start = time.perf_counter()
    deadline = None if time_limit is None else start + time_limit
    max_nodes = MAX_STATES if node_limit is None else min(node_limit, MAX_STATES)
    klassiek = position.rules is Rules.KLASSIEK
    spec = position.spec
    keep = position.traditional
    traditional = traditional or keep
    root = from_position(position)
    if won(root, spec, keep):
        return SolveResult(Outcome.WON, (), 0, time.perf_counter() - start)
    if klassiek and spec.prune_blocked and blocked(root.cols):
        return SolveResult(Outcome.LOST, (), 1, time.perf_counter() - start)

    visited = {key(root, spec)}
    nodes = 1
    path: list[int] = []
    frames: list[list[Any]] = [[children(root, klassiek, traditional, spec, keep), 0]]
    outcome = Outcome.LOST
    check = _CHECK_EVERY
    while frames:
        frame = frames[-1]
        kids = frame[0]
        i = frame[1]
        if i >= len(kids):
            frames.pop()
            if path:
                path.pop()
            continue
        frame[1] = i + 1
        child = kids[i]
        state = child.state
        if won(state, spec, keep):
            path.append(child.action)
            return SolveResult(
                Outcome.WON,
                tuple(_action(a, spec.decks) for a in path),
                nodes,
                time.perf_counter() - start,
            )
        k = key(state, spec)
        if k in visited:
            continue
        if nodes >= max_nodes:
            outcome = Outcome.UNDECIDED
            break
        check -= 1
        if check == 0:
            check = _CHECK_EVERY
            if deadline is not None and time.perf_counter() >= deadline:
                outcome = Outcome.UNDECIDED
                break
        visited.add(k)
        nodes += 1
        path.append(child.action)
        frames.append([children(state, klassiek, traditional, spec, keep), 0])
    return SolveResult(outcome, (), nodes, time.perf_counter() - start)
