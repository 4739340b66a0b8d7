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


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested action and why."""

    action: Action
    reason: HintReason


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


def _best_line(v: View, depth: int, memo: _Memo) -> _Line:
    """The best value reachable from ``v`` in at most ``depth`` known moves. Within one
    search the reserve, rules and game stay the same, so the table and the runs removed say
    which view this is."""
    key = (v.cols, v.beside, v.removed, depth)
    known = memo.get(key)
    if known is not None:
        return known
    best = _Line(value(v), False, False, False)
    if depth > 0:
        for step in moves(v):
            line = _best_line(step.after, depth - 1, memo)
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


def ranked_view(v: View, been: frozenset[_Key] = frozenset()) -> list[Hint]:
    """:func:`ranked` on a view: the whole choice depends on the view (and on ``been``, the
    tables already had, which a hint never leads back to)."""
    if core.won(v.spec, v.cols, bytes(v.reserve), v.removed, v.keep_runs):
        return []
    depth = DEPTH_KLASSIEK if v.klassiek else DEPTH_VERSOEPELD
    now = value(v)
    memo: _Memo = {}
    scored: list[tuple[int, int, int, int, Hint]] = []
    for step in moves(v):
        line = _best_line(step.after, depth, memo)
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


def suggest(game: Game, skip: int = 0) -> Hint | None:
    """The best useful action, or with ``skip=n`` the (n+1)-th best; ``None`` when none is left."""
    if skip < 0:
        raise ValueError("skip must be 0 or more")
    hints = ranked(game)
    return hints[skip] if skip < len(hints) else None
