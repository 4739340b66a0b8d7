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

import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from ..game import rules as core
from ..game.cards import Card
from ..game.deal import Rules
from ..game.engine import DEAL_RESERVE, Action, Game, Move
from ..game.rules import BESIDE, UNKNOWN, GameSpec

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
        return HintReason.REMOVES_RUN if step.king_to_empty else HintReason.COMPLETES_RUN
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
    return (v.cols, v.reserve, v.beside, v.removed)


def seen(game: Game) -> frozenset[_Key]:
    """The tables the player has had in this game so far (as he saw them), the current one
    included: the start and the position after each action of the line."""
    replay = Game(game.start)
    keys = {_key(view(replay))}
    for action in game.line():
        replay.play(action)
        keys.add(_key(view(replay)))
    return frozenset(keys)


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
        line = _best_line(step.after, depth, memo)
        later.append((-line.value, ref.card, ref.dst, Hint(move, _reason(v, step, line))))
    later.sort(key=lambda t: t[:3])
    return result + [t[3] for t in later]


# ------------------------------------------------------------------ the sampled hint

#: The sampled hint: arrangements of the hidden cards, searched states for each arrangement,
#: searched states to check one more move in one arrangement, and CPU seconds for it all
#: (the look-ahead's own budget comes first; a search never stores more than its states).
HINT_SAMPLES = 64
MIN_SAMPLES = 8
HINT_STATES = 40_000
CHECK_STATES = 10_000
HINT_SECONDS = 0.8
#: The share of the time the first searches (one per arrangement) may take; the rest checks
#: the best other moves (at most :data:`CHECKED`) in the arrangements that are won.
ROOT_SHARE = 0.6
CHECKED = 5

_DEAL_KEY = (-1, -1, -1)
#: A choice: the table a move gives, up to renaming columns (:func:`_same_table`).
_Table = tuple[object, ...]


def _action_key(action: Action, decks: int) -> tuple[int, int, int]:
    if isinstance(action, Move):
        src = action.src if decks > 1 and action.src is not None else -1
        return (action.card.index, src, action.to)
    return _DEAL_KEY


def _step_key(step: _Step, decks: int) -> tuple[int, int, int]:
    return (step.card, step.src if decks > 1 else -1, step.to)


def _same_table(v: View) -> _Table:
    """The view up to renaming columns the rules treat alike (as the solver does): two
    moves that give the same such table are the same choice (a king to either empty column)."""
    cols = v.cols
    if v.spec.beside or not v.reserve:
        cols = tuple(sorted(cols))
    else:
        k = len(v.spec.reserve_columns)
        cols = cols[:k] + tuple(sorted(cols[k:]))
    return (cols, v.reserve, bytes(sorted(v.beside)), v.removed)


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


def ranked_sampled(
    game: Game,
    seed: int = 0,
    stop: Callable[[], bool] | None = None,
    seconds: float = 0.0,
    samples: int = 0,
    states: int = 0,
) -> list[Hint]:
    """Every action worth suggesting, best first: the moves that win in the most sampled
    arrangements of the hidden cards (:mod:`.sample`), then the look-ahead's (:func:`ranked`).

    Each arrangement is solved (the compiled core when built) with a budget of states; the
    first move of each winning line gets that arrangement; the best few moves are then
    checked in the other arrangements too. Everything runs within ``seconds`` of CPU time
    (:data:`HINT_SECONDS` by default) and stops early when ``stop()`` says so; what was found
    by then decides. Where no arrangement is won in time, the look-ahead chooses, and the
    hint says why (:class:`Basis`)."""
    from .sample import arrangements, hidden_cards, possible, solve_budgeted
    from .search import Outcome

    start = time.process_time()
    budget = seconds or HINT_SECONDS
    v = view(game)
    been = seen(game)
    heuristic = ranked_view(v, been)
    if game.won:
        return []
    decks = v.spec.decks
    # every action the player may take, grouped by the table it gives (as he would see it)
    choice_of: dict[tuple[int, int, int], _Table] = {}
    first_of: dict[_Table, Action] = {}
    for step in moves(v, all_empty=True):
        if _key(step.after) in been:
            continue
        table = _same_table(step.after)
        choice_of[_step_key(step, decks)] = table
        src = step.src if decks > 1 and step.src != BESIDE else None
        first_of.setdefault(table, Move(Card.from_index(step.card), step.to, src))
    if game.check(DEAL_RESERVE) is None:
        choice_of[_DEAL_KEY] = ("deal",)
        first_of[("deal",)] = DEAL_RESERVE
    rank: dict[_Table, int] = {}
    reasons: dict[_Table, HintReason] = {}
    for n, hint in enumerate(heuristic):  # the look-ahead's move names each choice it has
        known = choice_of.get(_action_key(hint.action, decks))
        if known is not None:
            first_of[known] = hint.action
            rank.setdefault(known, n)
            reasons.setdefault(known, hint.reason)
    cards = hidden_cards(game)
    hidden = len(cards)
    count = (samples or HINT_SAMPLES) if hidden else 1
    first_states = states or HINT_STATES
    check_states = max(1, first_states // (HINT_STATES // CHECK_STATES))
    tried = arrangements(game, count, seed)

    def left() -> float:
        return budget - (time.process_time() - start)

    def out_of_time(share: float = 1.0) -> bool:
        return left() <= budget * (1 - share) + 0.005 or (stop is not None and stop())

    # 1. each arrangement solved from here: a lost one is lost whatever is played; a won one
    #    is won by the first move of its line
    wins: dict[_Table, set[int]] = {}
    won: list[int] = []
    lost = drawn = 0
    for i, position in enumerate(tried):
        if i >= MIN_SAMPLES and out_of_time(ROOT_SHARE):
            break
        if out_of_time():
            break
        drawn += 1
        # the deal last, as the hint advises: the line's first move gets the vote
        result = solve_budgeted(position, first_states, max(left(), 0.01), deal_early=False)
        if result.outcome is Outcome.WON and result.actions:
            won.append(i)
            first = choice_of.get(_action_key(result.actions[0], decks))
            if first is not None:
                wins.setdefault(first, set()).add(i)
        elif result.outcome is Outcome.LOST:
            lost += 1
    # 2. in each won arrangement, every other choice is tried (the solver's own choice in
    #    the others first, then the look-ahead's order), arrangement by arrangement, so that
    #    a budget that ends early has looked at every choice in the same arrangements
    tables = sorted(
        first_of, key=lambda t: (-len(wins.get(t, ())), rank.get(t, len(rank)), repr(t))
    )[:CHECKED]
    for i in won:
        if out_of_time():
            break
        position = tried[i]
        for table in tables:
            if i in wins.get(table, ()):
                continue
            if out_of_time():
                break
            after = Game(position)
            after.play(first_of[table])
            result = solve_budgeted(after.position(), check_states, max(left(), 0.01))
            if result.outcome is Outcome.WON:
                wins.setdefault(table, set()).add(i)
    tried = tried[:drawn]
    exact = drawn == possible(cards)
    chosen = sorted(
        (t for t in wins if wins[t]),
        key=lambda t: (-len(wins[t]), rank.get(t, len(heuristic)), repr(t)),
    )
    basis = Basis.SAMPLED if hidden else Basis.CERTAIN
    result_hints = [
        Hint(
            first_of[t],
            reasons.get(t) or _plain_reason(v, first_of[t]),
            basis,
            len(wins[t]),
            len(tried),
            exact,
        )
        for t in chosen
    ]
    fallback = Basis.NONE_WINS if drawn and lost == drawn else Basis.UNDECIDED
    taken = set(chosen)
    for hint in heuristic:
        known = choice_of.get(_action_key(hint.action, decks))
        if known is not None:
            if known in taken:
                continue
            taken.add(known)
        result_hints.append(Hint(hint.action, hint.reason, fallback, 0, len(tried), exact))
    return result_hints


def _plain_reason(v: View, action: Action) -> HintReason:
    """The reason of a move the look-ahead did not list (the solver found it)."""
    if not isinstance(action, Move):
        return HintReason.DEAL_RESERVE
    for step in moves(v, all_empty=True):
        if step.card == action.card.index and step.to == action.to:
            return _reason(v, step, _Line(0, False, False, False))
    return HintReason.BUILDS
