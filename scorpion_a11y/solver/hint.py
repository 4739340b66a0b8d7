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
cards. A move is *useful* when that look-ahead improves on the current value; the reserve deal
comes after every useful move, as the rule document's strategy advises (keep it until stuck).
When nothing is useful and the reserve is gone, :func:`suggest` returns ``None``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..game.cards import Card
from ..game.deal import COLUMNS, Rules
from ..game.engine import DEAL_RESERVE, Action, Game, Move

#: A card turned up during the look-ahead: the hint does not know it.
UNKNOWN = -1

#: How many moves the look-ahead plays after the suggested one (Klassiek, Versoepeld).
DEPTH_KLASSIEK = 3
DEPTH_VERSOEPELD = 2

_RUNS = tuple(tuple(s * 13 + 12 - k for k in range(13)) for s in range(4))


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
    """What the player knows: face-up cards (indices), face-down counts, reserve size."""

    up: tuple[tuple[int, ...], ...]
    down: tuple[int, ...]
    reserve: int
    removed: int
    klassiek: bool


def view(game: Game) -> View:
    """The player's knowledge of ``game``; reads no face-down or reserve card."""
    return View(
        tuple(tuple(card.index for card in game.face_up(c)) for c in range(COLUMNS)),
        tuple(game.face_down_count(c) for c in range(COLUMNS)),
        len(game.reserve),
        len(game.removed),
        game.rules is Rules.KLASSIEK,
    )


@dataclass(frozen=True, slots=True)
class _Step:
    """One known move on a view and what it did."""

    card: int
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
    empties = [d for d in range(COLUMNS) if not v.up[d] and not v.down[d]]
    if empties and not all_empty:
        empties = [empties[-1] if v.reserve else empties[0]]
    where: dict[int, tuple[int, int]] = {}
    for c in range(COLUMNS):
        for i, card in enumerate(v.up[c]):
            if card != UNKNOWN:
                where[card] = (c, i)
    result: list[_Step] = []
    for d in range(COLUMNS):
        target = v.up[d]
        if not target:
            if d not in empties:
                continue
            for c in range(COLUMNS):
                col = v.up[c]
                # A whole column moving only changes its number, unless it is a complete
                # run: landing on the empty column removes it.
                start = 1 if v.down[c] == 0 and col not in _RUNS else 0
                for i in range(start, len(col)):
                    if col[i] != UNKNOWN and col[i] % 13 == 12:
                        result.append(_apply(v, col[i], c, i, d))
            continue
        top = target[-1]
        if top == UNKNOWN or top % 13 == 0:
            continue
        rank0 = top % 13
        candidates = (top - 1,) if v.klassiek else tuple(s * 13 + rank0 - 1 for s in range(4))
        for card in candidates:
            found = where.get(card)
            if found is not None and found[0] != d:
                result.append(_apply(v, card, found[0], found[1], d))
    return result


def _apply(v: View, card: int, s: int, i: int, d: int) -> _Step:
    up = list(v.up)
    down = list(v.down)
    source = up[s]
    group = source[i:]
    rest = source[:i]
    turned = False
    if not rest and down[s]:
        down[s] -= 1
        rest = (UNKNOWN,)
        turned = True
    up[s] = rest
    target = up[d]
    onto = target[-1] if target else None
    landed = target + group
    removed = v.removed
    run = False
    if len(landed) >= 13 and landed[-1] % 13 == 0 and landed[-13:] == _RUNS[landed[-1] // 13]:
        landed = landed[:-13]
        removed += 1
        run = True
        if not landed and down[d]:
            down[d] -= 1
            landed = (UNKNOWN,)
    up[d] = landed
    after = View(tuple(up), tuple(down), v.reserve, removed, v.klassiek)
    return _Step(
        card,
        d,
        after,
        turned,
        run,
        not rest and not down[s],
        onto is not None and onto // 13 == card // 13,
        onto is None,
    )


def value(v: View) -> int:
    """How good a view looks: higher is better. Uses only known cards."""
    score = 1000 * v.removed - 60 * sum(v.down)
    empty = 0
    waiting_kings = 0
    for c in range(COLUMNS):
        col = v.up[c]
        down = v.down[c]
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


def _best_line(v: View, depth: int) -> _Line:
    """The best value reachable from ``v`` in at most ``depth`` known moves."""
    best = _Line(value(v), False, False, False)
    if depth <= 0:
        return best
    for step in moves(v):
        line = _best_line(step.after, depth - 1)
        line = _Line(
            line.value - 1,  # a shorter line to the same value is better
            line.turned or step.turned,
            line.run or step.run,
            line.emptied or step.emptied,
        )
        if line.value > best.value:
            best = line
    return best


def _waiting_king(v: View) -> bool:
    """A face-up king with cards under it: an empty column would help it."""
    for c in range(COLUMNS):
        col = v.up[c]
        start = 1 if v.down[c] == 0 and col not in _RUNS else 0
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


def ranked(game: Game) -> list[Hint]:
    """Every useful action, best first (the reserve deal, when possible, comes last)."""
    return ranked_view(view(game))


def ranked_view(v: View) -> list[Hint]:
    """:func:`ranked` on a view: the whole choice depends on the view alone."""
    if v.removed >= 4:
        return []
    depth = DEPTH_KLASSIEK if v.klassiek else DEPTH_VERSOEPELD
    now = value(v)
    scored: list[tuple[int, int, int, int, Hint]] = []
    for step in moves(v):
        line = _best_line(step.after, depth)
        line = _Line(
            line.value,
            line.turned or step.turned,
            line.run or step.run,
            line.emptied or step.emptied,
        )
        if line.value <= now:
            continue
        hint = Hint(Move(Card.from_index(step.card), step.to), _reason(v, step, line))
        scored.append((-line.value, -value(step.after), step.card, step.to, hint))
    scored.sort(key=lambda t: t[:4])
    result = [t[4] for t in scored]
    if v.reserve:
        result.append(Hint(DEAL_RESERVE, HintReason.DEAL_RESERVE))
    return result


def suggest(game: Game, skip: int = 0) -> Hint | None:
    """The best useful action, or with ``skip=n`` the (n+1)-th best; ``None`` when none is left."""
    if skip < 0:
        raise ValueError("skip must be 0 or more")
    hints = ranked(game)
    return hints[skip] if skip < len(hints) else None
