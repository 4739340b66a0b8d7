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

Two implementations give the same verdicts, node counts and lines: the compiled core
(``scorpion_a11y.solver._core``, an optional C extension built at install time) and the pure
Python search below. :func:`solve` uses the core when it was built (:data:`COMPILED`); it
plays every game and rule set, described by the game's GameSpec (:func:`state.core_parameters`).
A position with a field the core was not told about goes to the Python search. The core
stores 64-bit fingerprints of the canonical keys instead of the keys (docs/oplosser.md: why
that never turns a LOST into a WON).
"""

from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass
from enum import Enum
from typing import Any

from ..game.cards import Card
from ..game.deal import Position, Rules
from ..game.engine import DEAL_RESERVE, Action, Game, Move
from ..game.events import MoveRefused
from .state import (
    DEAL,
    blocked,
    can_block,
    children,
    core_parameters,
    decode,
    encode,
    from_position,
    key,
    kings_may_wait,
    pruning,
    won,
)

try:
    from . import _core
except ImportError:  # not built (no C compiler at install time): pure Python
    _core = None  # type: ignore[assignment]

#: True when the compiled core is available.
COMPILED = _core is not None

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
    #: Which search answered: ``"c"`` (compiled core) or ``"python"``.
    engine: str = "python"
    #: Bytes held by the transposition table at the end (compiled core only; else 0).
    table_bytes: int = 0
    #: Fingerprint comparisons with occupied table slots (compiled core only): the chance of
    #: any false "already seen" in this search is at most ``probes * 2**-64``.
    probes: int = 0
    #: Asked for (``solve(..., positions=True)``, compiled core, WON): the position before each
    #: action of the line and after the last, from the replay that checks it.
    positions: tuple[Position, ...] = ()

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
    engine: str = "auto",
    cpu_clock: bool = False,
    deal_early: bool = True,
    positions: bool = False,
) -> SolveResult:
    """Decide whether the position can be won (the app's rules, or ``traditional``).

    A :class:`Game` is solved from its current position; the rules (Klassiek or Versoepeld)
    come from the position. ``time_limit`` (seconds) and ``node_limit`` (searched states) may
    be ``None`` for no limit. ``engine``: ``"auto"`` (the compiled core when it can, else
    Python), ``"c"`` (the core; :class:`NotImplementedError` when absent or unsupported) or
    ``"python"``. ``cpu_clock`` measures the time limit and ``seconds`` in CPU time of this
    process instead of wall time (steadier on a busy machine). ``deal_early=False`` searches
    the deal last, as the hint advises, so a won line starts with the move a player would try
    first; the verdict is the same either way (:func:`state.deal_priority`). ``positions``:
    the compiled core's won line comes with the positions along it (``SolveResult.positions``:
    the replay that checks the line keeps them, so a caller need not play it again).
    """
    if isinstance(position_or_game, Game):
        position = position_or_game.position()
    else:
        position = position_or_game
    if engine != "python":
        if _core is None:
            if engine == "c":
                raise NotImplementedError("the compiled core is not built")
        else:
            try:
                return _solve_compiled(
                    position, time_limit, node_limit, traditional, cpu_clock, deal_early, positions
                )
            except NotImplementedError:
                if engine == "c":
                    raise
    return _solve_python(position, time_limit, node_limit, traditional, cpu_clock, deal_early)


#: The game this core call describes. When the position grows a field (a variant of the rules:
#: columns, decks, what an empty column takes, ...), the compiled core is bypassed until that
#: field is mapped onto the core's parameters here, so it can never search the wrong game.
_KNOWN_FIELDS = ("columns", "reserve", "removed", "rules", "variant", "traditional")


def _core_parameters(
    position: Position, traditional: bool, deal_early: bool = True
) -> dict[str, object]:
    """The core's description of this game (from its GameSpec: state.core_parameters);
    NotImplementedError when the position has a field the core was not told about."""
    fields = tuple(f.name for f in dataclasses.fields(position))
    if fields != _KNOWN_FIELDS or position.rules not in (Rules.KLASSIEK, Rules.VERSOEPELD):
        raise NotImplementedError("a game the compiled core does not know")
    return core_parameters(
        position.spec,
        position.rules is Rules.KLASSIEK,
        traditional,
        position.traditional,
        deal_early,
    )


def _solve_compiled(
    position: Position,
    time_limit: float | None,
    node_limit: int | None,
    traditional: bool,
    cpu_clock: bool,
    deal_early: bool = True,
    positions: bool = False,
) -> SolveResult:
    assert _core is not None
    clock = time.process_time if cpu_clock else time.perf_counter
    start = clock()
    parameters = _core_parameters(position, traditional, deal_early)
    decks = position.spec.decks
    root = from_position(position)
    max_nodes = MAX_STATES if node_limit is None else min(node_limit, MAX_STATES)
    code, line, nodes, table_bytes, probes = _core.solve(
        root.cols,
        root.reserve,
        root.left,
        time_limit=-1.0 if time_limit is None else time_limit,
        max_nodes=max_nodes,
        cpu_clock=cpu_clock,
        **parameters,  # type: ignore[arg-type]
    )
    outcome = (Outcome.WON, Outcome.LOST, Outcome.UNDECIDED)[code]
    actions = tuple(
        _action(DEAL if card < 0 else encode(card, src, to), decks) for card, src, to in line
    )
    along: list[Position] | None = [] if positions else None
    if outcome is Outcome.WON and not _replays(position, actions, traditional, along):
        raise NotImplementedError("the compiled core's line does not replay")  # never seen
    return SolveResult(
        outcome, actions, nodes, clock() - start, "c", table_bytes, probes, tuple(along or ())
    )


def _replays(
    position: Position,
    actions: tuple[Action, ...],
    traditional: bool,
    along: list[Position] | None = None,
) -> bool:
    """A found line is checked in the real engine, so a WON can never be wrong. ``along``
    gets the positions on the way (the start first), when given."""
    game = Game(position)
    if along is not None:
        along.append(game.position())
    try:
        for action in actions:
            if traditional and action is DEAL_RESERVE and game.useful_moves():
                return False
            game.play(action)
            if along is not None:
                along.append(game.position())
    except MoveRefused:
        return False
    return game.won


def _solve_python(
    position: Position,
    time_limit: float | None,
    node_limit: int | None,
    traditional: bool,
    cpu_clock: bool,
    deal_early: bool = True,
) -> SolveResult:
    clock = time.process_time if cpu_clock else time.perf_counter
    start = clock()
    deadline = None if time_limit is None else start + time_limit
    max_nodes = MAX_STATES if node_limit is None else min(node_limit, MAX_STATES)
    klassiek = position.rules is Rules.KLASSIEK
    spec = position.spec
    keep = position.traditional
    traditional = traditional or keep
    root = from_position(position)
    if won(root, spec, keep):
        return SolveResult(Outcome.WON, (), 0, clock() - start)
    if pruning(spec, klassiek, keep)[0] and blocked(root.cols, root.reserve, spec.decks, klassiek):
        return SolveResult(Outcome.LOST, (), 1, clock() - start)

    single_klassiek = klassiek and spec.decks == 1
    visited = {key(root, spec)}
    nodes = 1
    path: list[int] = []
    frames: list[list[Any]] = [
        [children(root, klassiek, traditional, spec, keep, True, deal_early), 0]
    ]
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
        if state.left == 0 or (keep and won(state, spec, keep)):
            path.append(child.action)
            return SolveResult(
                Outcome.WON,
                tuple(_action(a, spec.decks) for a in path),
                nodes,
                clock() - start,
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
            if deadline is not None and clock() >= deadline:
                outcome = Outcome.UNDECIDED
                break
        visited.add(k)
        nodes += 1
        path.append(child.action)
        # one deck, Klassiek: only a turned card, the deal or a move kings wait on can block
        # (see can_block)
        may_block = (
            (child.turned or child.action == DEAL or kings_may_wait(child))
            if single_klassiek
            else can_block(child, spec, klassiek)
        )
        frames.append(
            [children(state, klassiek, traditional, spec, keep, may_block, deal_early), 0]
        )
    return SolveResult(outcome, (), nodes, clock() - start)
