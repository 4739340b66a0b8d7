"""Hints: the best next move using only what the player can see.

:func:`suggest` first copies what the player knows out of the game into a :class:`View`: the
face-up cards of each column, how many cards lie face down under them, how many reserve cards
are left, which runs are removed and the rules. Everything after that works on the view alone,
so the identity of a face-down or reserve card cannot influence the choice. A card that a
looked-ahead move would turn up is unknown (:data:`UNKNOWN`): nothing may be laid on it and it
cannot be moved.

Each legal move is scored by a short look-ahead (the best value reachable in a few known moves
starting with it) with a value function that rewards turned cards, removed runs, empty columns,
same-suit builds and kings at the bottom of a column, and penalises cards piled on face-down
cards. A move *gains* when that look-ahead improves on the current value; the reserve deal
comes after every move that gains, as the rule document's strategy advises (keep it until
stuck). With the traditional rules the reserve may only be dealt when no *useful* move is left
(:func:`rules.useful`, the rules' own definition): until then the useful moves that gain nothing
the look-ahead sees follow the others, and the deal is not offered. When nothing gains and the
reserve is gone, :func:`suggest` returns ``None``.

A hint never leads back to a table the player has already had in this game (the positions
along :meth:`Game.line`, as the player saw them): such a move undoes progress, and following
the hints would walk in a circle (issue: hints in Versoepeld moving a card to and fro).
"""

from __future__ import annotations

import itertools
import math
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum
from typing import TYPE_CHECKING

from ..game import rules as core
from ..game.cards import Card
from ..game.deal import Position, Rules
from ..game.engine import DEAL_RESERVE, Action, Game, Move
from ..game.rules import BESIDE, UNKNOWN, GameSpec
from .state import State

if TYPE_CHECKING:
    from .sample import StateSolver
    from .search import Outcome

#: How many moves the look-ahead plays after the suggested one (Klassiek, Versoepeld).
DEPTH_KLASSIEK = 3
DEPTH_VERSOEPELD = 2
#: One hint's look-ahead budget: moves tried, and CPU seconds (a safety net).
LOOKAHEAD_VIEWS = 8_000
LOOKAHEAD_SECONDS = 0.8


class HintReason(Enum):
    """Why a move is suggested; narration turns it into a few words."""

    COMPLETES_RUN = "completes_run"
    REMOVES_RUN = "removes_run"  # a complete run lying on a column moves onto an empty one
    #: the same with the traditional rules, where a complete run is never removed: it lies
    #: apart in a column of its own (trial 8: "haalt de complete reeks weg" was false there)
    RUN_APART = "run_apart"
    UNCOVERS_CARD = "uncovers_card"
    EMPTIES_COLUMN_FOR_KING = "empties_column_for_king"
    EMPTIES_COLUMN = "empties_column"
    FREES_CARD = "frees_card"  # a king with cards under it moves to an empty column
    PREPARES_UNCOVER = "prepares_uncover"
    PREPARES_RUN = "prepares_run"
    PREPARES_EMPTY_COLUMN = "prepares_empty_column"
    BUILDS_SAME_SUIT = "builds_same_suit"
    BUILDS = "builds"
    DEAL_RESERVE = "deal_reserve"
    #: a whole column moved to an empty column before the reserve is dealt, from or to a
    #: column the reserve is dealt onto: it decides where the reserve cards land
    PLACES_FOR_RESERVE = "places_for_reserve"


class Basis(Enum):
    """What a hint's choice rests on."""

    #: The look-ahead on known cards alone (:func:`ranked`).
    HEURISTIC = "heuristic"
    #: The move wins in ``wins`` of ``samples`` arrangements of the hidden cards.
    SAMPLED = "sampled"
    #: Nothing is hidden, and the solver found a winning line starting with this move.
    CERTAIN = "certain"
    #: The solver found no win in any arrangement in time: the look-ahead chose.
    UNDECIDED = "undecided"
    #: Every arrangement the solver decided is lost: the look-ahead chose.
    NONE_WINS = "none_wins"
    #: Arrangements were won from here, but in each the solver proved every win to pass
    #: through a table the player already had (since a card last turned): no move forward
    #: wins there, going back (undo) does. The look-ahead chose the move named.
    GOES_BACK = "goes_back"
    #: Every move from here was tried: each leads to a table where a hint found no
    #: arrangement won (the player went back from there). Going back (undo) is the way; the
    #: look-ahead chose the move named.
    ALL_TRIED = "all_tried"


class WayBack(Enum):
    """What the look back (:func:`_way_back`) found at the move number it names."""

    #: A hint there finds a way forward (a move that wins in some arrangement); or it is the
    #: earliest table undo reaches, and the look back's work ran out before it was decided.
    FOUND = "found"
    #: Its work ran out before that table was decided: at least that far back.
    FURTHER = "further"
    #: Nothing can be taken back further, and every table back to it was found lost.
    NONE = "none"


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested action and why; for a hint chosen by sampling the hidden cards
    (:func:`suggest`), also what the sampling found (``basis``, ``wins`` of ``samples``)."""

    action: Action
    reason: HintReason
    basis: Basis = Basis.HEURISTIC
    wins: int = 0
    samples: int = 0
    #: The arrangements tried were every possible one (few cards hidden): ``wins`` of
    #: ``samples`` is exact, and NONE_WINS proves the game lost.
    exact: bool = False
    #: Every possible arrangement was tried, but the solver left some undecided in time:
    #: ``wins`` of ``samples`` is a lower bound (trial 11: "10 van de 24 verdelingen die ik
    #: probeerde", where kan het nog said "mogelijke verdelingen").
    every: bool = False
    #: Where the basis says to go back (:data:`GO_BACK`): the move number to go back to and
    #: what is known of it (:func:`_way_back`); None when not looked for.
    back_to: int | None = None
    back: WayBack | None = None
    #: How many times a hint of this game said how far back to go, this one included (from
    #: :data:`MANY_BACKS` on, the hint says so).
    backs: int = 0


@dataclass(frozen=True, slots=True)
class View:
    """What the player knows, in the rules core's compact form (:mod:`game.rules`): every
    face-down card is :data:`UNKNOWN`; the reserve only as a count; the cards beside the table
    (Three Blind Mice), which lie face up; the removed runs as a count; the game and rules."""

    cols: tuple[bytes, ...]
    reserve: int
    beside: bytes
    removed: int
    klassiek: bool
    spec: GameSpec
    keep_runs: bool = False

    @property
    def up(self) -> tuple[tuple[int, ...], ...]:
        """The face-up cards of each column (indices, or UNKNOWN), bottom to top."""
        return tuple(tuple(col[col[0] + 1 :]) for col in self.cols)

    @property
    def down(self) -> tuple[int, ...]:
        return tuple(col[0] for col in self.cols)


def view(game: Game) -> View:
    """The player's knowledge of ``game``; reads no face-down or reserve card."""
    cols = []
    for c in range(game.columns):
        down = game.face_down_count(c)
        cols.append(
            bytes([down]) + bytes([UNKNOWN]) * down + bytes(x.index for x in game.face_up(c))
        )
    beside = bytes(card.index for card in game.beside)
    return View(
        tuple(cols),
        0 if game.spec.beside else len(game.reserve),
        beside,
        len(game.removed),
        game.rules is Rules.KLASSIEK,
        game.spec,
        game.traditional,
    )


@dataclass(frozen=True, slots=True)
class _Step:
    """One known move on a view and what it did."""

    card: int
    src: int
    to: int
    after: View
    turned: bool
    run: bool
    emptied: bool
    same_suit: bool
    king_to_empty: bool


def moves(v: View, all_empty: bool = False) -> list[_Step]:
    """The legal moves in the view (the engine's :meth:`Game.legal_moves`, from the view).

    A king goes to one empty column only: before the reserve is dealt the highest-numbered
    (so a reserve card can still land on an empty column), after it the lowest. With
    ``all_empty`` every empty column is listed, exactly as the engine does.
    """
    refs = core.moves(v.spec, v.klassiek, v.cols, v.beside, keep_runs=v.keep_runs)
    if not all_empty:
        empties = [d for d in range(len(v.cols)) if len(v.cols[d]) == 1]
        if empties:
            keep = empties[-1] if v.reserve else empties[0]
            refs = [r for r in refs if len(v.cols[r.dst]) > 1 or r.dst == keep]
    return [_apply(v, r.card, r.src, r.i, r.dst) for r in refs]


def _apply(v: View, card: int, s: int, i: int, d: int) -> _Step:
    step = core.apply_move(v.cols, v.beside, s, i, d, v.keep_runs)
    target = v.cols[d]
    onto = target[-1] if len(target) > 1 else None
    run = bool(step.runs) or (
        v.keep_runs and core.run_on_top(step.cols[d]) >= 0 and core.run_on_top(target) < 0
    )
    after = View(
        step.cols,
        v.reserve,
        step.reserve,
        v.removed + len(step.runs),
        v.klassiek,
        v.spec,
        v.keep_runs,
    )
    return _Step(
        card,
        s,
        d,
        after,
        step.src_turned,
        run,
        s != BESIDE and len(step.cols[s]) == 1,
        onto is not None and onto != UNKNOWN and onto // 13 == card // 13,
        onto is None,
    )


def value(v: View) -> int:
    """How good a view looks: higher is better. Uses only known cards."""
    score = 1000 * v.removed - 60 * sum(col[0] for col in v.cols)
    if v.keep_runs:
        score += 1000 * core.complete_runs(v.cols)
    empty = 0
    waiting_kings = 0
    for column in v.cols:
        down = column[0]
        col = column[down + 1 :]
        if not col and not down:
            empty += 1
            continue
        if down:
            score -= 3 * (len(col) - 1)  # cards piled on face-down cards
        elif col[0] != UNKNOWN and col[0] % 13 == 12:
            score += 12  # a king at the bottom: this column can grow into a run
        for i in range(1, len(col)):
            below, card = col[i - 1], col[i]
            if card == UNKNOWN or below == UNKNOWN:
                continue
            if card == below - 1:
                score += 10  # a same-suit build
            elif card % 13 == below % 13 - 1:
                score += 4  # Versoepeld: a build on another suit
        for i in range(1 if not down else 0, len(col)):
            if col[i] != UNKNOWN and col[i] % 13 == 12:
                waiting_kings += 1
    score += 25 * empty + 15 * min(empty, waiting_kings)
    return score


@dataclass(frozen=True, slots=True)
class _Line:
    value: int
    turned: bool
    run: bool
    emptied: bool


#: Lines already worked out in one :func:`ranked_view`, by table and depth: moves in different
#: columns reach the same table in either order, so most tables are met many times.
_Memo = dict[tuple[tuple[bytes, ...], bytes, int, int], "_Line"]


class _OutOfBudget(Exception):
    """The look-ahead's budget ran out in the middle of a depth."""


class Budget:
    """What one hint's look-ahead may spend: ``views`` moves tried in the look-ahead (each is
    a table worked out; this also bounds the memo, so memory) and ``cpu_seconds`` of CPU time (a
    safety net: the count of views usually ends the look-ahead first, which keeps the hint
    the same on a fast and on a slow machine)."""

    __slots__ = ("cpu_seconds", "deadline", "exhausted", "left", "views")

    def __init__(self, views: int = 0, cpu_seconds: float = 0.0) -> None:
        self.views = views or LOOKAHEAD_VIEWS
        self.cpu_seconds = cpu_seconds or LOOKAHEAD_SECONDS
        self.left = self.views
        self.deadline = time.process_time() + self.cpu_seconds
        #: The budget ended a look-ahead before its full depth.
        self.exhausted = False

    def spend(self, steps: int) -> None:
        self.left -= steps
        if self.left < 0 or time.process_time() > self.deadline:
            self.exhausted = True
            raise _OutOfBudget


def _best_line(v: View, depth: int, memo: _Memo, budget: Budget | None = None) -> _Line:
    """The best value reachable from ``v`` in at most ``depth`` known moves. Within one
    search the reserve, rules and game stay the same, so the table and the runs removed say
    which view this is."""
    key = (v.cols, v.beside, v.removed, depth)
    known = memo.get(key)
    if known is not None:
        return known
    best = _Line(value(v), False, False, False)
    if depth > 0:
        steps = moves(v)
        if budget is not None:
            budget.spend(len(steps))
        for step in steps:
            line = _best_line(step.after, depth - 1, memo, budget)
            line = _Line(
                line.value - 1,  # a shorter line to the same value is better
                line.turned or step.turned,
                line.run or step.run,
                line.emptied or step.emptied,
            )
            if line.value > best.value:
                best = line
    memo[key] = best
    return best


def _waiting_king(v: View) -> bool:
    """A face-up king with cards under it: an empty column would help it."""
    for column in v.cols:
        col = column[column[0] + 1 :]
        start = 1 if column[0] == 0 and not core.is_run(column) else 0
        if any(card != UNKNOWN and card % 13 == 12 for card in col[start:]):
            return True
    return False


def _reason(v: View, step: _Step, line: _Line) -> HintReason:
    if step.run:
        if not step.king_to_empty:
            return HintReason.COMPLETES_RUN
        return HintReason.RUN_APART if v.keep_runs else HintReason.REMOVES_RUN
    if step.turned:
        return HintReason.UNCOVERS_CARD
    if step.emptied:
        if _waiting_king(step.after):
            return HintReason.EMPTIES_COLUMN_FOR_KING
        return HintReason.EMPTIES_COLUMN
    if step.king_to_empty:
        return HintReason.FREES_CARD
    if line.turned:
        return HintReason.PREPARES_UNCOVER
    if line.run:
        return HintReason.PREPARES_RUN
    if line.emptied:
        return HintReason.PREPARES_EMPTY_COLUMN
    if step.same_suit:
        return HintReason.BUILDS_SAME_SUIT
    return HintReason.BUILDS


_Key = tuple[tuple[bytes, ...], int, bytes, int]


def _key(v: View) -> _Key:
    """The table as the loop guards compare it: up to renaming columns the rules treat alike
    (:func:`_same_table`). A king moved with its whole column to another empty column, or a
    pile moved from one empty column to another, gives the same table: compared column by
    column, following the hints in Wasp 216971 moved ruiten 5, ruiten 2 and hartenheer
    between the empty columns for ever, each table "new" (trial 5)."""
    cols = v.cols
    if v.spec.beside or not v.reserve:
        cols = tuple(sorted(cols))
    else:
        k = len(v.spec.reserve_columns)
        cols = cols[:k] + tuple(sorted(cols[k:]))
    return (cols, v.reserve, bytes(sorted(v.beside)), v.removed)


class _Seen:
    """The last answer of :func:`seen`, with the game replayed to its end: the next hint of
    the same game (the line grew by a move or two) replays only the new actions. Replaying
    the whole line at every hint cost time in the square of the moves (2 s in a 300-move
    test game). One entry, under a lock: hints may be asked from another thread."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.start: Position | None = None
        self.line: tuple[Action, ...] = ()
        self.keys: set[_Key] = set()
        self.replay: Game | None = None
        #: The player's view after each action of ``line`` (the start first).
        self.views: list[View] = []


_SEEN = _Seen()


def seen(game: Game) -> frozenset[_Key]:
    """The tables the player has had in this game so far (as he saw them), the current one
    included: the start and the position after each action of the line."""
    start, line = game.start, game.line()
    with _SEEN.lock:
        last = _SEEN
        _replay(start, line)
        return frozenset(last.keys)


def _replay(start: Position, line: tuple[Action, ...]) -> None:
    """Bring :data:`_SEEN` to the game ``start`` + ``line`` (under its lock)."""
    last = _SEEN
    if last.replay is not None and last.start == start and line[: len(last.line)] == last.line:
        replay, keys, views, new = last.replay, last.keys, last.views, line[len(last.line) :]
    else:
        replay = Game(start)
        first = view(replay)
        keys, views, new = {_key(first)}, [first], line
    for action in new:
        replay.play(action)
        now = view(replay)
        keys.add(_key(now))
        views.append(now)
    last.start, last.line, last.keys, last.replay, last.views = start, line, keys, replay, views


#: At most this many tables are avoided (:func:`recent`); AVOID off: none (to measure).
RECENT = 48
AVOID = True


def recent(game: Game) -> tuple[View, ...]:
    """The tables the player has had since a card last turned up (the current one
    included), latest first, at most :data:`RECENT`: the hidden cards lie in the same places
    in all of them, so each arrangement of the hidden cards gives each of them as a state the
    solver can be told to avoid (the hint never leads back to one)."""
    with _SEEN.lock:
        _replay(game.start, game.line())
        views = _SEEN.views
    now = views[-1]
    out: list[View] = []
    for past in reversed(views):
        if len(out) >= RECENT or past.down != now.down or past.reserve != now.reserve:
            break
        if len(past.beside) == len(now.beside) and past not in out:
            out.append(past)
    return tuple(out)


def _as_state(past: View, state: State, beside: bool) -> State:
    """The table ``past`` (one of :func:`recent`) with the hidden cards as in ``state``, an
    arrangement of the current table."""
    cols = tuple(
        arranged[: col[0] + 1] + col[col[0] + 1 :]
        for arranged, col in zip(state.cols, past.cols, strict=True)
    )
    reserve = bytes(past.beside) if beside else state.reserve
    return State(cols, reserve, state.left)


def ranked(game: Game) -> list[Hint]:
    """Every useful action, best first (the reserve deal, when possible, comes last); never
    one that leads back to a table the game has already had."""
    return ranked_view(view(game), seen(game))


def ranked_view(
    v: View, been: frozenset[_Key] = frozenset(), budget: Budget | None = None
) -> list[Hint]:
    """:func:`ranked` on a view: the whole choice depends on the view (and on ``been``, the
    tables already had, which a hint never leads back to).

    The look-ahead deepens one move at a time (0, 1, ... up to its depth) within ``budget``;
    when the budget ends in the middle of a depth, the ranking of the last depth completed
    is the answer (depth 0, the value after the move itself, always completes)."""
    if core.won(v.spec, v.cols, bytes(v.reserve), v.removed, v.keep_runs):
        return []
    budget = budget or Budget()
    depth = DEPTH_KLASSIEK if v.klassiek else DEPTH_VERSOEPELD
    steps = moves(v)
    result = _ranked_at(v, been, steps, 0, None)
    for d in range(1, depth + 1):
        try:
            result = _ranked_at(v, been, steps, d, budget)
        except _OutOfBudget:
            break
    return result


def _ranked_at(
    v: View, been: frozenset[_Key], steps: list[_Step], depth: int, budget: Budget | None
) -> list[Hint]:
    now = value(v)
    memo: _Memo = {}
    scored: list[tuple[int, int, int, int, Hint]] = []
    for step in steps:
        line = _best_line(step.after, depth, memo, budget)
        line = _Line(
            line.value,
            line.turned or step.turned,
            line.run or step.run,
            line.emptied or step.emptied,
        )
        if line.value <= now or _key(step.after) in been:
            continue
        src = step.src if v.spec.decks > 1 and step.src != BESIDE else None
        hint = Hint(Move(Card.from_index(step.card), step.to, src), _reason(v, step, line))
        scored.append((-line.value, -value(step.after), step.card, step.to, hint))
    scored.sort(key=lambda t: t[:4])
    result = [t[4] for t in scored]
    if not v.reserve:
        return result
    useful = core.useful_moves(v.spec, v.klassiek, v.keep_runs, v.cols, v.beside)
    if not v.keep_runs or not useful:
        result.append(Hint(DEAL_RESERVE, HintReason.DEAL_RESERVE))
        return result
    # Traditional rules: the reserve waits until no useful move is left (rules.useful), so the
    # useful moves the look-ahead did not rank come next, best value first: the way to the
    # reserve.
    listed = {h.action for h in result}
    later: list[tuple[int, int, int, Hint]] = []
    for ref in useful:
        src = ref.src if v.spec.decks > 1 and ref.src != BESIDE else None
        move = Move(Card.from_index(ref.card), ref.dst, src)
        step = _apply(v, ref.card, ref.src, ref.i, ref.dst)
        if move in listed or _key(step.after) in been:
            continue
        line = _best_line(step.after, depth, memo, budget)  # within the budget (trial: 0.4 s)
        later.append((-line.value, ref.card, ref.dst, Hint(move, _reason(v, step, line))))
    later.sort(key=lambda t: t[:3])
    return result + [t[3] for t in later]


# ------------------------------------------------------------------ the sampled hint

#: The sampled hint (:func:`ranked_sampled`): its budget, in seconds (the size of the work
#: below; the look-ahead may take half of the safety net first), and searched states for each
#: search of one arrangement after a move (the memory bound: the core stores about 15 bytes
#: per state). The first search of an arrangement, from here, gets a share of that: it only
#: picks the arrangements worth solving (won ones); most wins take under a hundred states,
#: while proving a loss often takes tens of thousands, and a lost arrangement tells nothing
#: about which move is best.
HINT_SECONDS = 0.8
HINT_STATES = 10_000
ROOT_SHARE = 0.3
#: The hint's work is counted, not timed, so that the same position gives the same hint on a
#: quiet and on a busy machine (and a bench run gives the same figures twice): a hint of
#: ``seconds`` (:data:`HINT_SECONDS` by default) may search ``seconds`` x
#: :data:`STATES_PER_SECOND` states, summed over all its searches, each search counting
#: :data:`SEARCH_COST` more for what it costs around the states (drawing the arrangement,
#: the move, the call). That is about ``seconds`` of CPU time on a quiet machine; CPU time
#: stays a safety net at :data:`NET_FACTOR` x ``seconds`` (a slow machine still answers in
#: time: a hint never takes more than 2 s). The rate is what holds at p95 in every game
#: (bench/budget.py, quiet machine, 2 December: at 625,000 a whole hint took p95 1.09-1.20 s
#: in Three Blind Mice, Open Scorpion and Double Scorpion, whose hints spend all their work
#: more often; Scorpion 0.83 s).
STATES_PER_SECOND = 450_000
SEARCH_COST = 40
NET_FACTOR = 2.0
#: A state costs more where it holds two decks, where more moves lead from it (Versoepeld,
#: and Wasp, whose empty columns take any card): the work is divided by these, so that a
#: hint's work is about as much CPU time in every game (measured on the same machine at the
#: same load: Scorpion Klassiek 640,000 states per second, Versoepeld 440,000, Wasp 330,000,
#: Double Scorpion 214,000).
TWO_DECKS_COST = 3.5
VERSOEPELD_COST = 1.5
ANY_EMPTY_COST = 2.0
#: Nothing hidden: the one arrangement's search may take this many states.
CERTAIN_STATES = 400_000
#: Arrangements drawn at most (those carried from the last hint count: most of them are
#: lost, and 400 of them left the next hints nothing to draw: issue 25, part 4); won
#: arrangements needed before the choice may be called settled; arrangements drawn before
#: "none of them is won" ends the sampling.
MAX_SAMPLES = 1200
MIN_SAMPLES = 40
LOST_SAMPLES = 64
#: The best choice is settled against another when it wins in ``a`` of the arrangements
#: where the other loses and the other in ``b`` where it loses, and a - b is at least
#: ``SETTLE_Z`` times sqrt(a + b) (a sign test), or when they differ in at most
#: ``EQUAL_SHARE`` of the won arrangements (0: two choices are only the same when they win
#: in the same arrangements; at 5%, near ties stopped the sampling and the look-ahead chose
#: between them: issue 25, part 4).
SETTLE_Z = 2.0
EQUAL_SHARE = 0.0
#: A choice leaves the race (is no longer solved) once the best one wins in ``a`` won
#: arrangements where it loses, it in ``b`` where the best loses, and a - b is at least
#: ``DROP_Z`` times sqrt(a + b) and at least ``DROP_MARGIN``, after ``DROP_AFTER`` won
#: arrangements: stricter than settling, as it is tested after every arrangement.
DROP_AFTER = 12
DROP_Z = 2.5
DROP_MARGIN = 4

_DEAL_KEY = (-1, -1, -1)
#: A choice: the table a move gives, up to renaming columns (:func:`_same_table`).
_Table = tuple[object, ...]


def _action_key(action: Action, decks: int) -> tuple[int, int, int]:
    if isinstance(action, Move):
        src = action.src if decks > 1 and action.src is not None else -1
        return (action.card.index, src, action.to)
    return _DEAL_KEY


def _same_table(v: View) -> _Table:
    """The view up to renaming columns the rules treat alike (as the solver does): two
    moves that give the same such table are the same choice (a king to either empty column);
    the loop guards compare tables the same way (:func:`_key`)."""
    return _key(v)


def suggest(
    game: Game,
    skip: int = 0,
    seed: int = 0,
    stop: Callable[[], bool] | None = None,
    seconds: float = 0.0,
    samples: int = 0,
    states: int = 0,
) -> Hint | None:
    """The best action, or with ``skip=n`` the (n+1)-th best; ``None`` when none is left.

    Chosen by sampling (:func:`ranked_sampled`): never from the hidden cards of the game."""
    if skip < 0:
        raise ValueError("skip must be 0 or more")
    hints = ranked_sampled(game, seed, stop, seconds, samples, states)
    return hints[skip] if skip < len(hints) else None


#: Where a choice's move lies in the table: (source column, height, target column), or
#: ``None`` for the reserve deal.
_Ref = tuple[int, int, int] | None


def _choices(
    game: Game, v: View, been: frozenset[_Key]
) -> dict[_Table, tuple[Action, _Ref, View | None]]:
    """Every action the player may take that leads to a table not had before, one per
    table it gives (up to renaming columns), with where its move lies and the view after it
    (``None`` for the reserve deal, which turns up cards)."""
    decks = v.spec.decks
    result: dict[_Table, tuple[Action, _Ref, View | None]] = {}
    for ref in core.moves(v.spec, v.klassiek, v.cols, v.beside, keep_runs=v.keep_runs):
        step = _apply(v, ref.card, ref.src, ref.i, ref.dst)
        if _key(step.after) in been:
            continue
        table = _same_table(step.after)
        if table not in result:
            src = ref.src if decks > 1 and ref.src != BESIDE else None
            move = Move(Card.from_index(ref.card), ref.dst, src)
            result[table] = (move, (ref.src, ref.i, ref.dst), step.after)
    if game.check(DEAL_RESERVE) is None:
        result[("deal",)] = (DEAL_RESERVE, None, None)
    return result


def _after(v: View, state: State, ref: _Ref) -> State:
    """An arrangement's state after a choice's move (or the deal)."""
    if ref is None:
        step = core.apply_deal(v.spec, state.cols, state.reserve, v.keep_runs)
        return State(step.cols, b"", state.left - 13 * len(step.runs))
    src, i, dst = ref
    step = core.apply_move(state.cols, state.reserve, src, i, dst, v.keep_runs)
    return State(step.cols, step.reserve, state.left - 13 * len(step.runs))


def _settled(order: list[_Table], wins: dict[_Table, int], won: int) -> bool:
    """Whether the first choice of ``order`` is settled against every other (see
    :data:`SETTLE_Z`); ``wins`` holds, per choice, one bit per won arrangement it wins."""
    if won < MIN_SAMPLES or not order:
        return not order
    best = wins[order[0]]
    for table in order[1:]:
        other = wins[table]
        a = (best & ~other).bit_count()
        b = (other & ~best).bit_count()
        if a + b <= EQUAL_SHARE * won:
            continue
        if a - b < SETTLE_Z * math.sqrt(a + b):
            return False
    return True


def _beaten(order: list[_Table], wins: dict[_Table, int], won: int) -> list[_Table]:
    """The choices of ``order`` (best first) that its first choice clearly beats (see
    :data:`DROP_Z`): they need not be solved in further arrangements."""
    if won < DROP_AFTER or len(order) < 2:
        return []
    best = wins[order[0]]
    beaten = []
    for table in order[1:]:
        other = wins[table]
        a = (best & ~other).bit_count()
        b = (other & ~best).bit_count()
        if a - b >= max(DROP_MARGIN, DROP_Z * math.sqrt(a + b)):
            beaten.append(table)
    return beaten


def _hint_work(game: Game, v: View, seconds: float = HINT_SECONDS) -> int:
    """The work (searched states) of a hint of ``seconds`` in this game (:data:`STATES_PER_SECOND`
    over what a state costs here)."""
    return int(seconds * STATES_PER_SECOND / _cost(game.spec, v.klassiek))


def _cost(spec: GameSpec, klassiek: bool) -> float:
    """What a searched state costs in this game, against one of Scorpion Klassiek."""
    cost = TWO_DECKS_COST if spec.decks > 1 else 1.0
    if not klassiek:
        cost *= VERSOEPELD_COST
    if spec.empty_takes_any:
        cost *= ANY_EMPTY_COST
    return cost


class Work:
    """What one hint may still spend: ``states`` (searched states, each search also counting
    :data:`SEARCH_COST`), and ``seconds`` of CPU time from now (the safety net); ``stop``
    (a key pressed) ends it too."""

    __slots__ = ("deadline", "left", "stop")

    def __init__(self, states: int, seconds: float, stop: Callable[[], bool] | None = None) -> None:
        self.left = states
        self.deadline = time.process_time() + seconds
        self.stop = stop

    def cap(self, limit: int) -> int:
        """The states one search may take: ``limit``, or what is left when less."""
        return max(1, min(limit, self.left - SEARCH_COST))

    def spend(self, nodes: int) -> None:
        self.left -= nodes + SEARCH_COST

    def seconds(self) -> float:
        """CPU seconds left before the safety net."""
        return self.deadline - time.process_time()

    def out(self) -> bool:
        """The work is done, the safety net reached, or the player pressed a key."""
        return (
            self.left <= SEARCH_COST
            or self.seconds() <= 0.005
            or (self.stop is not None and self.stop())
        )


class Carry:
    """What one hint found that the next may use: for each move it tried that turns up no
    card, the arrangements of the hidden cards in which the move won (as they lie after it) and
    how many of those it tried it did not win. When the player makes that move, the next hint
    starts from these: the hidden cards are the same, so they are still a fair sample of what
    may lie there, and the next hint goes on with the plan the first one weighed (issue 25:
    carry the plan between hints). Holds only the last hint's moves.

    Also the tables of this game where a hint found no arrangement won (:meth:`dead`): after
    the player goes back from one, the next hints do not lead there again (their samples,
    which now know the cards seen on the way, rarely would; a chance win in 1 of 300 would
    send the player round in a circle)."""

    __slots__ = ("_after", "_backs", "_dead", "_game", "_no_win", "spent")

    def __init__(self) -> None:
        self._after: dict[tuple[View, bytes], tuple[tuple[State, ...], int]] = {}
        self._dead: set[_Key] = set()
        self._game: Position | None = None
        self._backs = 0
        self._no_win: set[_Key] = set()
        #: The work (searched states) the last ranking spent.
        self.spent = 0

    def dead(self, game: Game) -> frozenset[_Key]:
        """The tables of ``game`` (its deal, from its start) a hint found lost in every
        arrangement it tried; another game forgets them."""
        if self._game != game.start:
            self._game, self._dead, self._backs = game.start, set(), 0
            self._no_win = set()
        return frozenset(self._dead)

    def no_win(self, game: Game, v: View | None = None) -> frozenset[_Key]:
        """The tables of ``game`` where a hint found no arrangement won, not even in time
        ("Een gok"), without finding them lost; with ``v``, that one is added."""
        self.dead(game)
        if v is not None:
            self._no_win.add(_key(v))
        return frozenset(self._no_win)

    def went_back(self, game: Game) -> int:
        """A hint of ``game`` said to go back (and how far): how many times now."""
        self.dead(game)
        self._backs += 1
        return self._backs

    def died(self, game: Game, v: View) -> None:
        """The table ``v`` of ``game`` is lost in every arrangement a hint tried (or every
        move from it leads to such a table, or none is left)."""
        self.dead(game)
        self._dead.add(_key(v))

    def take(self, v: View, hidden: bytes) -> tuple[tuple[State, ...], int]:
        """The won arrangements and the count of the others for the table ``v`` (with
        ``hidden`` the hidden cards, sorted); none when the last hint did not lead here."""
        return self._after.get((v, hidden), ((), 0))

    def keep(self, found: dict[tuple[View, bytes], tuple[tuple[State, ...], int]]) -> None:
        self._after = found


def ranked_sampled(
    game: Game,
    seed: int = 0,
    stop: Callable[[], bool] | None = None,
    seconds: float = 0.0,
    samples: int = 0,
    states: int = 0,
    carry: Carry | None = None,
    work: int = 0,
    walk: bool = True,
) -> list[Hint]:
    """Every action worth suggesting, best first: the moves that win in the most sampled
    arrangements of the hidden cards (:mod:`.sample`), then the look-ahead's (:func:`ranked`).

    Arrangements are drawn one at a time (at most ``samples``, :data:`MAX_SAMPLES` by
    default). Each is solved from here (the compiled core when built; ``states`` searched
    states, :data:`HINT_STATES` by default): a lost one is lost whatever is played, so it
    only counts as tried. In a won one every choice still in the race is solved after its
    move, and each choice that still wins gets that arrangement; a choice the best one
    clearly beats leaves the race (:func:`_beaten`), so the close ones get more arrangements
    for the same time. The drawing stops when the best choice is settled (:func:`_settled`),
    when none of :data:`LOST_SAMPLES` arrangements is won, when ``seconds`` of CPU time
    (:data:`HINT_SECONDS`) are spent, or when ``stop()`` says so. Ties go to the
    look-ahead's order (which puts the reserve deal last). Where no arrangement is won, the
    look-ahead chooses, and the hint says why (:class:`Basis`).

    Where the first hint says to go back (:data:`GO_BACK`) and ``carry`` is given, the hint
    also looks how far (:func:`_way_back`, with as much work again; not when ``walk`` is
    off, as in that look itself).

    ``carry``: the arrangements the last hint tried, when the player made one of its moves
    and no card was turned (:class:`Carry`) come first, without solving them again; the
    arrangements this hint tried are kept in it for the next."""
    from .sample import SAMPLES, StateSolver, hidden_cards, possible, sampled_states
    from .search import Outcome

    budget = seconds or HINT_SECONDS
    began = time.process_time()
    if game.won:
        return []
    v = view(game)
    total = work or _hint_work(game, v, budget)
    spend = Work(total, budget * NET_FACTOR, stop)
    had = seen(game)
    been = _needed(game, v, had)
    # the tables a move's search may not pass through, as the hint will not lead back to
    # them (unless every move does: then no move is avoided)
    past = recent(game) if AVOID and been is had else ()
    # where the player went back from, as no arrangement was won there: not again (a move that
    # turns a card leads, as the hint sees it, to that table with the card unknown: such a
    # move is put last by _tried_last, which plays it)
    dead = carry.dead(game) if carry is not None else frozenset()
    if dead:
        been = been | dead
    beside = bool(v.spec.beside)
    if possible(hidden_cards(game)) <= PLAN_WAYS:
        planned = _planned(game, v, been, spend)
        if planned is not None:
            if carry is not None:
                carry.keep({})  # nothing sampled here: the next hint starts afresh
                carry.spent = total - spend.left
            return _looked_back(
                game, carry, total, stop, walk, began, _tried_last(game, v, carry, planned)
            )
    # the look-ahead stops by its views; the clock is only the hint's own safety net, so
    # that a busy machine does not cut it at another depth and change the order of ties
    heuristic = ranked_view(v, been, Budget(cpu_seconds=max(0.0, spend.seconds())))
    decks = v.spec.decks
    choices = _choices(game, v, been)
    by_key = {_action_key(action, decks): table for table, (action, _, _) in choices.items()}
    rank: dict[_Table, int] = {}
    named: dict[_Table, Action] = {}
    reasons: dict[_Table, HintReason] = {}
    for n, hint in enumerate(heuristic):  # the look-ahead's move names each choice it has
        known = by_key.get(_action_key(hint.action, decks))
        if known is not None and known not in rank:
            rank[known] = n
            named[known] = hint.action
            reasons[known] = hint.reason
    cards = hidden_cards(game)
    hidden = len(cards)
    hidden_key = bytes(card.index for card in cards)
    ways = possible(cards)
    limit = states or HINT_STATES
    cap = (samples or MAX_SAMPLES) if hidden else 1
    root_limit = max(1, int(limit * ROOT_SHARE)) if hidden else max(limit, CERTAIN_STATES)
    move_limit = limit if hidden else root_limit
    solver = StateSolver(game)
    tables = sorted(choices, key=lambda t: (rank.get(t, len(rank)), repr(t)))
    alive = list(tables)
    wins = dict.fromkeys(tables, 0)
    won_after: dict[_Table, list[State]] = {table: [] for table in tables}
    #: per choice, the states the solver searched to find its wins (a smaller sum: the wins
    #: lie closer; only a tie-break, see :data:`NEARER_FIRST`)
    effort = dict.fromkeys(tables, 0)
    #: the first won arrangements (as drawn here): whether every win goes back, when no
    #: choice wins in any (:func:`_wins_go_back`)
    won_here: list[State] = []
    back_checked = goes_back = False
    #: per choice that left the race: the arrangements decided when it left, and tried
    left_at: dict[_Table, int] = {}
    left_drawn: dict[_Table, int] = {}
    drawn = won = lost = 0  # arrangements tried; won and lost among them (the rest undecided)
    # every possible arrangement is enumerated when they are few: nothing to carry then
    carried, carried_lost = (
        carry.take(v, hidden_key) if carry is not None and hidden and ways > SAMPLES else ((), 0)
    )
    if carried or carried_lost:
        drawn = lost = carried_lost

    arrangements = itertools.chain(
        ((state, True) for state in carried),
        ((state, False) for state in sampled_states(game, seed)),
    )
    carried_done = 0  # carried arrangements solved here
    #: arrangements the first search from here did not decide (too hard for its share)
    open_roots: list[State] = []

    def counted() -> int:
        """The arrangements decided so far, as the player hears them: the carried lost ones
        count in proportion to the carried won ones solved so far (all, once every carried
        one is), so that "wins in x of y" is a fair share when the hint stops among them."""
        return won + lost - carried_lost + carried_share()

    def carried_share() -> int:
        if carried and carried_done < len(carried):
            return round(carried_done * carried_lost / len(carried))
        return carried_lost

    def fair_drawn() -> int:
        """The arrangements tried so far, decided or not, with the carried lost ones counted
        as in :func:`counted`."""
        return drawn - carried_lost + carried_share()

    for state, known_won in arrangements:
        if not alive or drawn >= cap or spend.out():
            break
        if not known_won:
            if won == 0 and lost >= LOST_SAMPLES:
                break
            most = spend.cap(root_limit)
            outcome = solver(state, most, spend.seconds())
            spend.spend(solver.nodes)
            if outcome is Outcome.UNDECIDED and (most < root_limit or spend.out()):
                break  # not searched to its end: not tried
            if outcome is Outcome.LOST:
                drawn += 1
                lost += 1
                continue
            if outcome is Outcome.UNDECIDED:
                drawn += 1
                open_roots.append(state)
                continue
        winners = []
        avoid = tuple(_as_state(table, state, beside) for table in past)
        for table in alive:
            after = _after(v, state, choices[table][1])
            if after.left == 0:
                winners.append((table, after))
                continue
            most = spend.cap(move_limit)
            outcome = solver(after, most, spend.seconds(), avoid)
            spend.spend(solver.nodes)
            if outcome is Outcome.WON:
                winners.append((table, after))
                effort[table] += solver.nodes
            elif spend.out() or (outcome is Outcome.UNDECIDED and most < move_limit):
                break
        else:
            drawn += 1
            carried_done += known_won
            bit = 1 << won
            won += 1
            if len(won_here) < BACK_CHECKS:
                won_here.append(state)
            for table, after in winners:
                wins[table] |= bit
                won_after[table].append(after)
            order = sorted(alive, key=lambda t: -wins[t].bit_count())  # stable: rank next
            beaten = set(_beaten(order, wins, won))
            for table in beaten:
                left_at[table] = counted()
                left_drawn[table] = fair_drawn()
            alive = [t for t in order if t not in beaten]
            if _settled(alive, wins, won):
                break
            if (
                not back_checked
                and won >= min(BACK_CHECKS, ways)
                and past[1:]
                and not any(wins.values())
            ):  # won here, by no move forward so far: does every win go back?
                back_checked = True
                goes_back = _wins_go_back(solver, won_here, ways, past, beside, spend, move_limit)
                if goes_back:
                    break
            continue
        break  # the time ran out in the middle of this arrangement: not tried
    if won == 0 and open_roots and not goes_back:
        lost += _prove_lost(solver, open_roots, spend, PROVE_SHARE * root_limit)
    # "wins in 7 of the 40 arrangements I tried": the 40 are those the solver decided (an
    # undecided one might be won by any move); a choice that left the race counts those
    # decided until then; every possible arrangement decided (sampled_states enumerates them
    # when few): exact
    decided = counted()
    exact = ways <= SAMPLES and decided == ways

    def tried(table: _Table) -> int:
        return left_at.get(table, decided)

    def said(table: _Table) -> int:
        """The arrangements the hint says it tried for ``table``: every one drawn while the
        choice was in the race, decided or not (trial 5: counting only the decided ones left
        out the hard ones, mostly lost, and "wins in 40 of 87" stood against kan het nog's
        "about 18 of 64"; 40 of the 115 tried is what the solver showed)."""
        return left_drawn.get(table, fair_drawn())

    racing = [t for t in alive if wins[t]]
    nearer = NEARER_FIRST and not v.klassiek  # else ties keep the look-ahead's order
    racing.sort(key=lambda t: (-wins[t].bit_count(), effort[t] if nearer else 0))
    out = [t for t in tables if t in left_at and wins[t]]
    out.sort(key=lambda t: -wins[t].bit_count() / tried(t))
    chosen = racing + out
    basis = Basis.SAMPLED if hidden else Basis.CERTAIN
    result = []
    for table in chosen:
        action = named.get(table, choices[table][0])
        reason = reasons.get(table) or _plain_reason(v, action)
        count = wins[table].bit_count()
        stayed = table not in left_at
        every = not exact and stayed and ways <= SAMPLES and said(table) == ways
        result.append(
            Hint(action, reason, basis, count, said(table), exact and stayed, every=every)
        )
    # "none wins" only where it is found: every possible arrangement, or LOST_SAMPLES of them
    # (a handful, or only the ones carried from the hint before, says nothing: Double Scorpion
    # said "none wins" of 0 solved here, went back, and came round again: trial bench)
    none_found = drawn and lost == drawn and (exact or lost >= LOST_SAMPLES)
    fallback = Basis.NONE_WINS if none_found else Basis.UNDECIDED
    if goes_back and not chosen:
        fallback = Basis.GOES_BACK
    taken = set(chosen)
    for hint in heuristic:
        known = by_key.get(_action_key(hint.action, decks))
        if known is not None:
            if known in taken:
                continue
            taken.add(known)
        result.append(Hint(hint.action, hint.reason, fallback, 0, decided, exact))
    if carry is not None:
        found: dict[tuple[View, bytes], tuple[tuple[State, ...], int]] = {}
        if hidden and ways > SAMPLES:
            for table in tables:
                after_view = choices[table][2]
                if after_view is not None and said(table):
                    count = wins[table].bit_count()
                    found[(after_view, hidden_key)] = (
                        tuple(won_after[table]),
                        said(table) - count,
                    )
        carry.keep(found)
    if not result:
        result = _last_resort(game, v, been, fallback, decided, exact)
    # no arrangement won here in all those tried (or every win goes back): found lost
    found_lost = fallback in (Basis.GOES_BACK, Basis.NONE_WINS)
    if carry is not None and not chosen and found_lost:
        carry.died(game, v)
    elif carry is not None and not chosen and walk:  # "Een gok" with a hint's whole work
        carry.no_win(game, v)
    hints = _tried_last(game, v, carry, _dead_ends_last(v, been, result))
    if carry is not None:
        carry.spent = total - spend.left
    return _looked_back(game, carry, total, stop, walk, began, hints)


#: The bases of a hint that says to go back (where a move can be taken back).
GO_BACK = (Basis.NONE_WINS, Basis.GOES_BACK, Basis.ALL_TRIED)


@dataclass(frozen=True, slots=True)
class StuckBack:
    """Where no move is left (the game not won) and a move can be taken back: how far back
    to go, as the look back of a hint finds it (:func:`stuck_way_back`)."""

    back_to: int
    back: WayBack
    #: As :attr:`Hint.backs`.
    backs: int = 0


#: A hint that says to go back this many times in one game says so, and that a new game is a
#: way too. The winnable deals of Scorpion 1-1000 played by the hint went back at most 4 times
#: each; lost deals up to 138 times, the hint still finding a table with a win in some
#: arrangement (2 December: Scorpion 2007, 2011). Not "probably lost": in Double Scorpion, where
#: most deals can be won, winnable deals went back 10 times and more.
MANY_BACKS = 10


def stuck_way_back(
    game: Game, carry: Carry, stop: Callable[[], bool] | None = None
) -> StuckBack | None:
    """How far back to go from a table with no move left (trial 12: at such a dead end,
    reached by following the hint, the hint said only "Er is geen zet meer mogelijk. Maak
    zetten ongedaan"; after one ``terug`` it said "Beter terug naar zet 13"). The table counts
    as found lost (:meth:`Carry.died`); the look back has the work of a hint. None where a
    move is left, the game is won or nothing can be taken back."""
    if game.won or not game.can_undo or game.has_legal_action():
        return None
    began = time.process_time()
    v = view(game)
    carry.died(game, v)
    return StuckBack(*_walk_back(game, carry, _hint_work(game, v), stop, began))


def _looked_back(
    game: Game,
    carry: Carry | None,
    work: int,
    stop: Callable[[], bool] | None,
    walk: bool,
    began: float,
    hints: list[Hint],
) -> list[Hint]:
    """``hints``, with how far back to go when the first says to go back (:func:`_way_back`);
    the hint began at ``began`` (CPU time): the whole answer stays within :data:`WALK_NET`."""
    if not walk or carry is None or not hints or not game.can_undo:
        return hints
    if hints[0].basis not in GO_BACK:
        return hints
    to, found, backs = _walk_back(game, carry, work, stop, began)
    return [replace(h, back_to=to, back=found, backs=backs) for h in hints]


def _walk_back(
    game: Game, carry: Carry, work: int, stop: Callable[[], bool] | None, began: float
) -> tuple[int, WayBack, int]:
    """:func:`_way_back` within :data:`WALK_NET` of ``began`` (CPU time), and how many times
    a hint of this game has now said to go back (0 when there is nowhere to go)."""
    to, found = _way_back(game, carry, work, stop, began + WALK_NET)
    return to, found, carry.went_back(game) if found is not WayBack.NONE else 0


#: CPU seconds a hint with its look back may take at most (the look back's safety net: its
#: work is counted in states; the issue's bound for a hint is 2 s).
WALK_NET = 1.8


def _way_back(
    game: Game,
    carry: Carry,
    work: int,
    stop: Callable[[], bool] | None,
    deadline: float = math.inf,
) -> tuple[int, WayBack]:
    """How far back to go from a table where the hint found no way forward: a table before it
    on the line of play (as far as undo reaches) that has a way forward, asked as a hint would
    be (with what the player has seen, never the hidden cards): a move that wins in some
    arrangement (where no arrangement won there either, not even in time, there is none:
    trial 13). The latest such table, as
    closely as the work allows: tables found lost lie at the end of the line (a table after a
    lost one is lost too), so the look back asks 1, 2, 4, 8, ... actions back until a table
    has a way forward, then halves the gap between that one and the latest found lost (trial
    11: asked one table after another, Scorpion 534 sent the player back five times, 24
    before that, "Terug bij zet 13" four times). Each table found lost is remembered as such
    (:meth:`Carry.died`), so the move into it comes last there. The move number of that table
    and FOUND; when the ``work`` (searched states, for all the tables together) runs out or
    ``stop()`` says so before any table had a way forward, the latest table not found lost and
    FURTHER; when the earliest table undo reaches was found lost, its number and NONE.
    ``deadline`` (CPU time): the safety net, as the hint's own."""
    tables: list[Game] = []  # tables[i]: i + 1 actions back
    back = game.copy()
    while back.can_undo:
        back.undo()
        tables.append(back.copy())
    left = work

    known = carry.dead(game) | carry.no_win(game)

    def forward(i: int) -> bool | None:
        """Whether tables[i] has a way forward; None when the work ran out first."""
        nonlocal left
        if _key(view(tables[i])) in known:
            # found lost, or a hint there with its whole work found no win (trial 13: sent
            # back to such a table, "Een gok" there and "Beter terug" one move on, 8 times)
            return False
        remaining = deadline - time.process_time()
        if left <= 0 or remaining < 0.05 or (stop is not None and stop()):
            return None
        allowed = max(1, left)
        hints = ranked_sampled(
            tables[i],
            stop=stop,
            seconds=min(HINT_SECONDS, remaining / NET_FACTOR),
            carry=carry,
            work=allowed,
            walk=False,
        )
        left -= carry.spent + SEARCH_COST  # in states, as the hint's budget: the same answer
        if hints and hints[0].basis not in GO_BACK:
            if hints[0].basis is not Basis.UNDECIDED:
                return True
            if carry.spent + 2 * SEARCH_COST >= allowed:
                # no win found, but only because the work ran out: maybe lost too (trial 11:
                # "Beter terug naar zet 14", where kan het nog said "Niet meer")
                return None
            # no arrangement won there either: no way forward found (trial 13: the hint sent
            # the player to such a table, said "Een gok" there, and "Beter terug" one move
            # later, eight times over, where kan het nog said "Niet meer")
        return False

    if not tables:
        return game.moves, WayBack.NONE
    lost, step = -1, 1  # lost: the earliest table without a way forward (-1: this one)
    while True:
        i = min(lost + step, len(tables) - 1)
        answer = forward(i)
        if answer is None:  # "of verder", unless nothing lies further back (trial 13:
            # "Beter terug naar zet 0 of verder")
            further = lost + 1 < len(tables) - 1
            return tables[lost + 1].moves, WayBack.FURTHER if further else WayBack.FOUND
        if answer:
            found = i
            break
        lost = i
        if i == len(tables) - 1:
            return tables[i].moves, WayBack.NONE
        step *= 2
    while found - lost > 1:  # between the latest found lost and a table with a way forward
        middle = (lost + found) // 2
        answer = forward(middle)
        if answer is None:
            break  # the work ran out: the table found with a way forward is as good a way
        if answer:
            found = middle
        else:
            lost = middle
    return tables[found].moves, WayBack.FOUND


def _tried_last(game: Game, v: View, carry: Carry | None, hints: list[Hint]) -> list[Hint]:
    """``hints`` with the moves that lead to a table found lost (:meth:`Carry.dead`: the
    player went back from there) put last. Such a move that turns a card is known by playing
    it: the player saw that card when he was there. When every move is one, each is said as
    :attr:`Basis.ALL_TRIED` (go back), and this table counts as found lost too; so does a
    table with no move left, and one where every way of the hidden cards is proven lost
    (:func:`_planned`)."""
    if carry is None:
        return hints
    if not hints or (hints[0].basis is Basis.NONE_WINS and hints[0].exact):
        carry.died(game, v)
        return hints
    dead = carry.dead(game)
    if not dead:
        return hints

    def tried(hint: Hint) -> bool:
        after = game.copy()
        after.play(hint.action)
        return _key(view(after)) in dead

    fresh = [h for h in hints if not tried(h)]
    if fresh:
        return fresh + [h for h in hints if h not in fresh]
    carry.died(game, v)
    return [replace(h, basis=Basis.ALL_TRIED, wins=0) for h in hints]


#: The second search of an undecided arrangement (:func:`_prove_lost`) may take this many
#: times the first one's states (so a hint given much time, as some tests do, does not spend
#: it all proving).
PROVE_SHARE = 4


def _prove_lost(solver: StateSolver, states: list[State], spend: Work, floor: int) -> int:
    """How many of ``states`` (arrangements the first search from here left undecided, where
    no arrangement was won) a second search, with the work left shared among them, proves
    lost (each up to ``floor`` states, while the work lasts); it stops at the first one won or
    not decided. Without it a table that kan het nog
    proves lost ("Niet meer: in geen van de 24 mogelijke verdelingen") got "Een gok", and the
    look back stopped there (trial 10: each of Scorpion 534's arrangements at move 14 takes
    about 5,400 states, the first search 3,000)."""
    from .search import Outcome

    proven = 0
    for state in states:
        if spend.out():
            break
        outcome = solver(state, spend.cap(floor), spend.seconds())
        spend.spend(solver.nodes)
        if outcome is not Outcome.LOST:
            break
        proven += 1
    return proven


#: How many won arrangements tell whether every win goes back (:class:`Basis` GOES_BACK):
#: when no move has won in this many, the hint checks them once; proven, it stops drawing,
#: else it draws on (a move may win in the next ones).
BACK_CHECKS = 4


def _wins_go_back(
    solver: StateSolver,
    won: list[State],
    ways: int,
    past: tuple[View, ...],
    beside: bool,
    spend: Work,
    limit: int,
) -> bool:
    """Whether each of the ``won`` arrangements (won from here, by no move forward) is proven
    lost when the search may not pass through the tables the player had before this one
    (``past`` without its first, the current table): then every win goes back, and going
    back (undo) is the way. At least :data:`BACK_CHECKS` of them, or every ``ways`` the hidden
    cards can lie in when fewer. False where a search is cut short, or nothing was had before."""
    from .search import Outcome

    earlier = past[1:]
    if not earlier or len(won) < min(BACK_CHECKS, ways):
        return False
    for state in won:
        avoid = tuple(_as_state(table, state, beside) for table in earlier)
        outcome = solver(state, spend.cap(limit), spend.seconds(), avoid)
        spend.spend(solver.nodes)
        if outcome is not Outcome.LOST:
            return False
    return True


#: Versoepeld: of the choices that win in as many arrangements, the one whose wins the solver
#: found with the fewest searched states first (the look-ahead's order chose among them before).
NEARER_FIRST = True


def _plain_reason(v: View, action: Action) -> HintReason:
    """The reason of a move the look-ahead did not list (the solver found it)."""
    if not isinstance(action, Move):
        return HintReason.DEAL_RESERVE
    if v.reserve and not v.spec.beside and len(v.cols[action.to]) == 1:
        for s, col in enumerate(v.cols):  # the whole column (the look-ahead leaves it out)
            whole = s != action.to and col[0] == 0 and col[1:2] == bytes([action.card.index])
            if whole and core.is_renumbering(col, 1, v.keep_runs):
                return HintReason.PLACES_FOR_RESERVE
    for step in moves(v, all_empty=True):
        if step.card == action.card.index and step.to == action.to:
            return _reason(v, step, _Line(0, False, False, False))
    return HintReason.BUILDS


# ------------------------------------------------------------------ few hidden cards: a plan

#: When the hidden cards can lie in at most this many ways (none hidden: one), the hint follows
#: the solver's winning line in each (:func:`_planned`), as ``kan het nog`` solves each.
PLAN_WAYS = 6
#: ... and also weighs the look-ahead's first this many moves.
PLAN_EXTRA = 3
#: Positions along the winning lines found, each with its line and its place on it (the
#: most recent kept when full): the next hint goes on along the same line, so following the
#: hints wins instead of moving the same card to and fro (trial 4: Versoepeld 113065).
PLANNED = 20_000


@dataclass(frozen=True, slots=True)
class _Plan:
    """A winning line the solver found: its positions, and the action after each."""

    positions: tuple[Position, ...]
    actions: tuple[Action, ...]
    index: dict[Position, int]


_plan: dict[Position, tuple[_Plan, int]] = {}


def _plan_step(position: Position, work: Work, parts: int) -> tuple[Outcome, Action | None]:
    """The next action of a winning line from ``position`` (one found before, else a new
    search with a ``parts``-th of the ``work`` left, at most :data:`CERTAIN_STATES`), or the
    outcome without one."""
    from .sample import learned
    from .search import Outcome, solve

    planned = _plan.get(position)
    if planned is None:
        result = solve(
            position,
            time_limit=max(work.seconds(), 0.01),
            node_limit=work.cap(min(CERTAIN_STATES, work.left // max(parts, 1))),
            cpu_clock=True,
            deal_early=False,
            positions=True,
        )
        work.spend(result.nodes)
        learned(position, result.outcome, result.nodes)  # kan het nog says the same
        if result.outcome is not Outcome.WON or not result.actions:
            return result.outcome, None
        seq = list(result.positions)  # the compiled core's line, as its check replayed it
        if not seq:  # the Python search: played here
            game = Game(position)
            seq.append(game.position())
            for action in result.actions:
                game.play(action)
                seq.append(game.position())
        line = _Plan(tuple(seq), result.actions, {at: i for i, at in enumerate(seq)})
        for i, at in enumerate(seq[:-1]):
            _plan.pop(at, None)
            _plan[at] = (line, i)
        while len(_plan) > PLANNED:
            del _plan[next(iter(_plan))]
        planned = (line, 0)
    return Outcome.WON, _shortcut(*planned)


def _shortcut(line: _Plan, i: int) -> Action:
    """The action that reaches the furthest position of ``line`` from its ``i``-th in one
    move (the solver's lines wander: in Wasp 149 moves where 59 do, or 612). It always leads
    further along the line, so following it never comes back to a position: it ends in
    the win."""
    here = Game(line.positions[i])
    index = line.index
    best, step = i + 1, line.actions[i]
    for action in here.legal_moves():
        after = here.copy()
        after.play(action)
        j = index.get(after.position(), -1)
        if j > best:
            best, step = j, action
    return step


def _planned(
    game: Game,
    v: View,
    been: frozenset[_Key],
    work: Work,
) -> list[Hint] | None:
    """The hint when the hidden cards can lie in at most :data:`PLAN_WAYS` ways: each way
    is solved, and the first move of each winning line found is a choice; a choice also gets
    the other won ways where it still wins. Nothing hidden: the one line is followed, a sure
    win. ``None`` when no way was won or proven lost within the ``work`` (the sampling goes
    on)."""
    from .sample import arrangements, hidden_cards
    from .search import Outcome

    every = arrangements(game, PLAN_WAYS)
    hidden = len(every) > 1 or bool(hidden_cards(game))
    firsts: dict[Action, set[int]] = {}
    won: list[int] = []
    lost = undecided = 0

    for i, position in enumerate(every):
        if work.out():
            undecided += len(every) - i
            break
        outcome, action = _plan_step(position, work, len(every) - i)
        if outcome is Outcome.WON and action is not None:
            won.append(i)
            if not _leads_back(game, action, been):
                firsts.setdefault(action, set()).add(i)
        elif outcome is Outcome.LOST:
            lost += 1
        else:
            undecided += 1
    if not won and (undecided or not lost):
        return None
    if won and not firsts:
        return None  # every line found goes back to a table the game had: the sampling chooses
    # the look-ahead names the alternatives and gives the reasons, in the time left
    heuristic = ranked_view(v, been, Budget(cpu_seconds=max(work.seconds(), 0.1)))
    if not won:  # every way proven lost
        return [Hint(h.action, h.reason, Basis.NONE_WINS, 0, lost, True) for h in heuristic]
    # the look-ahead's best moves are choices too: where every way is won, the lines' first
    # moves were often the solver's own shuffles of the kings between the empty columns (it
    # knows where each reserve card lands; the player does not), and the hints followed
    # them to and fro (trial 7, Scorpion II 141); a move of the look-ahead that wins as many
    # ways comes first. Not with one way (nothing hidden): its line is a sure win, followed
    # to the end (trial 4: the look-ahead's own moves went round in circles there)
    for h in heuristic[: PLAN_EXTRA if len(every) > 1 else 0]:
        if h.action not in firsts and not _leads_back(game, h.action, been):
            firsts[h.action] = set()
    unsure = set()  # the choices whose count may be short: a check was undecided
    for action, wins in firsts.items():
        for i in won:
            if i in wins:
                continue
            after = Game(every[i])
            after.play(action)
            outcome, _ = _plan_step(after.position(), work, 2)
            if outcome is Outcome.WON:
                wins.add(i)
            elif outcome is Outcome.UNDECIDED:
                unsure.add(action)
    order = {h.action: n for n, h in enumerate(heuristic)}
    chosen = sorted(firsts, key=lambda a: (-len(firsts[a]), order.get(a, len(order))))
    decided = len(won) + lost
    basis = Basis.SAMPLED if hidden else Basis.CERTAIN
    reasons = {h.action: h.reason for h in heuristic}
    result = [
        Hint(
            a,
            reasons.get(a) or _plain_reason(v, a),
            basis,
            len(firsts[a]),
            decided,
            not undecided and (a not in unsure or len(firsts[a]) == decided),
        )
        for a in chosen
    ]
    # the look-ahead's other moves follow, without a claim (a second "hint" names them)
    result += [Hint(h.action, h.reason) for h in heuristic if h.action not in firsts]
    return result


def _leads_back(game: Game, action: Action, been: frozenset[_Key]) -> bool:
    """Whether ``action`` leads to a table the game already had (``been``). A winning line
    of one way of the hidden cards may pass such a table (the solver does not know the
    game's past), and when the hints take turns between the lines of two ways they walk in a
    circle: Scorpion II Klassiek deal 1 by hint moved the kings between the empty columns
    from move 60 on, twelve moves a round, each hint "wins in 6 of 6"."""
    after = game.copy()
    after.play(action)
    return _key(view(after)) in been


# ------------------------------------------------------------------ nothing recommended


def _needed(game: Game, v: View, been: frozenset[_Key]) -> frozenset[_Key]:
    """The tables a hint may not lead back to: those already had (:func:`seen`), unless every
    move leads back to one (then the way back is the only way forward: trial 4, Wasp 97,
    where the one move left took back the last one and the hint suggested nothing)."""
    if game.check(DEAL_RESERVE) is None:
        return been
    for ref in core.moves(v.spec, v.klassiek, v.cols, v.beside, keep_runs=v.keep_runs):
        if _key(_apply(v, ref.card, ref.src, ref.i, ref.dst).after) not in been:
            return been
    return frozenset({_key(v)})


def _dead_ends_last(v: View, been: frozenset[_Key], hints: list[Hint]) -> list[Hint]:
    """``hints`` with the moves that lead into a dead end put last (in their order): a
    table, no card turned and no run completed, from which every move leads back to a table
    the game already had, and the reserve may not be dealt (none left, or the traditional rules
    see a useful move: the way back). The solver counts such a move as
    winning wherever the way back wins, so the hint sent the card there and, the only move
    left, straight back (Wasp Klassiek, deal 2: ruiten 4 to the empty column, then back:
    the bench saw a table come back; Wasp traditional deal 2 sent one card after another to the
    empty column and back). Only when every move is one does the hint name one."""
    decks = v.spec.decks
    dead: set[tuple[int, int, int]] = set()
    for ref in core.moves(v.spec, v.klassiek, v.cols, v.beside, keep_runs=v.keep_runs):
        step = _apply(v, ref.card, ref.src, ref.i, ref.dst)
        after = step.after
        if step.turned or step.run or _key(after) in been:
            continue
        if after.reserve and (
            not after.keep_runs
            or not core.useful_moves(
                after.spec, after.klassiek, after.keep_runs, after.cols, after.beside
            )
        ):
            continue  # the reserve may be dealt there (traditional: once no move is useful)
        if core.won(after.spec, after.cols, bytes(after.reserve), after.removed, after.keep_runs):
            continue
        if all(
            _key(_apply(after, r.card, r.src, r.i, r.dst).after) in been
            for r in core.moves(
                after.spec, after.klassiek, after.cols, after.beside, keep_runs=after.keep_runs
            )
        ):
            src = ref.src if decks > 1 and ref.src != BESIDE else -1
            dead.add((ref.card, src, ref.dst))
    if not dead:
        return hints
    keep = [h for h in hints if _action_key(h.action, decks) not in dead]
    return keep + [h for h in hints if _action_key(h.action, decks) in dead]


def _last_resort(
    game: Game, v: View, been: frozenset[_Key], basis: Basis, decided: int, exact: bool
) -> list[Hint]:
    """Neither the solver nor the look-ahead chose a move, while the rules still see useful
    ones (:func:`rules.useful`): those, the ones to a new table first, each group by the value
    of the table it gives, so the hint never says "no move" while a move helps."""
    decks = v.spec.decks
    scored = []
    for ref in core.useful_moves(v.spec, v.klassiek, v.keep_runs, v.cols, v.beside):
        step = _apply(v, ref.card, ref.src, ref.i, ref.dst)
        src = ref.src if decks > 1 and ref.src != BESIDE else None
        move = Move(Card.from_index(ref.card), ref.dst, src)
        back = _key(step.after) in been
        line = _Line(value(step.after), step.turned, step.run, step.emptied)
        hint = Hint(move, _reason(v, step, line), basis, 0, decided, exact)
        scored.append((back, -value(step.after), ref.card, ref.dst, hint))
    scored.sort(key=lambda t: t[:4])
    return [t[4] for t in scored]
