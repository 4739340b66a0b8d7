"""The solver's compact state: seven ``bytes`` columns, a reserve and a card count.

A column is one ``bytes`` object: the first byte is the number of face-down cards, then the
card indices (0..51, :attr:`Card.index`) bottom to top. The state is immutable; a move builds a
new tuple of columns by slicing, which Python does in C. Nothing here knows about text.

Every transition mirrors :class:`scorpion_a11y.game.engine.Game` exactly (a moved group lands,
a completed king..ace run on the landing column is removed, a face-down card that becomes the
top card turns); the tests replay every solver line in the real engine to check that.
"""

from __future__ import annotations

from typing import NamedTuple

from ..game.deal import COLUMNS, Position, Rules

#: Separators in the canonical key; cards are 0..51 and face-down counts at most 52.
_SEP = b"\xff"
_PRE_DEAL = b"\xfe"

#: The complete run of each suit, king (bottom) to ace (top), as column bytes.
RUNS: tuple[bytes, ...] = tuple(bytes(s * 13 + 12 - k for k in range(13)) for s in range(4))

#: The four kings' card indices.
_KINGS = (12, 25, 38, 51)

#: Internal action for dealing the reserve; a move is ``card * 8 + to``.
DEAL = -1


class State(NamedTuple):
    cols: tuple[bytes, ...]
    reserve: bytes
    left: int  # cards on the table and in the reserve; 0 means all four runs are removed


def from_position(position: Position) -> State:
    cols = tuple(
        bytes([len(c.face_down)]) + bytes(card.index for card in c.face_down + c.face_up)
        for c in position.columns
    )
    reserve = bytes(card.index for card in position.reserve)
    left = sum(len(c) - 1 for c in cols) + len(reserve)
    return State(cols, reserve, left)


def key(state: State) -> bytes:
    """The exact canonical key: equal keys mean states with the same future, up to renaming.

    Before the reserve is dealt columns 1-3 (0, 1, 2 here) each receive their own reserve card,
    so they keep their place; columns 4-7 are interchangeable and are sorted. After the deal all
    seven columns are interchangeable. The face-down count is part of each column.
    """
    cols = state.cols
    if state.reserve:
        return b"".join(
            (cols[0], _SEP, cols[1], _SEP, cols[2], _PRE_DEAL, _SEP.join(sorted(cols[3:])))
        )
    return _SEP.join(sorted(cols))


def _settle(col: bytes) -> bytes:
    """Turn the top card when only face-down cards are left in ``col``."""
    down = col[0]
    if down and len(col) - 1 == down:
        return bytes([down - 1]) + col[1:]
    return col


def _land(col: bytes) -> tuple[bytes, bool]:
    """Remove a completed face-up run from the top of ``col`` (the engine's ``_land``)."""
    n = len(col)
    top = col[-1]
    if top % 13 == 0 and n - 1 - col[0] >= 13 and col[n - 13 :] == RUNS[top // 13]:
        return _settle(col[: n - 13]), True
    return col, False


def blocked(cols: tuple[bytes, ...] | list[bytes]) -> bool:
    """Klassiek only: True when the position can provably never be won (docs/oplosser.md).

    Column ``c`` *waits on* column ``c2`` when the lowest face-up card ``u`` of ``c`` (lying
    directly on face-down cards) is not a king and its successor ``u + 1`` is face down in
    ``c2``. ``u`` can only move onto ``u + 1`` (nothing lies between it and the face-down
    cards to carry it), and ``u + 1`` only turns once everything above it in ``c2`` has left,
    the lowest face-up card of ``c2`` included. A cycle of waiting columns (``c2 == c``
    included) therefore never moves, its face-down cards never turn, and a run of their suit
    can never be completed.
    """
    where: dict[int, int] = {}
    for c in range(COLUMNS):
        col = cols[c]
        for card in col[1 : 1 + col[0]]:
            where[card] = c
    if not where:
        return False
    waits = [-1] * COLUMNS
    for c in range(COLUMNS):
        col = cols[c]
        down = col[0]
        if down:
            low = col[down + 1]
            if low % 13 != 12:
                waits[c] = where.get(low + 1, -1)
    for c in range(COLUMNS):
        seen = c
        for _ in range(COLUMNS):
            seen = waits[seen]
            if seen < 0:
                break
            if seen == c:
                return True
    return False


def _run_on_top(col: bytes) -> bool:
    """A complete run lies uncovered on top of ``col`` but was not removed.

    The engine removes runs only on the column that receives cards, so a run can be left on
    top of the column another group was taken from; moving a king under it removes it.
    """
    top = col[-1] if len(col) > 1 else 1
    return top % 13 == 0 and len(col) - 1 - col[0] >= 13 and col[-13:] == RUNS[top // 13]


class Child(NamedTuple):
    priority: int
    action: int
    state: State
    stuck_relevant: bool  # False only for a bare king moved to an empty column
    turned: bool  # a face-down card turned (the only way a position can become blocked)


def children(state: State, klassiek: bool, traditional: bool) -> list[Child]:
    """Every successor worth searching, best first (see docs/oplosser.md for the pruning).

    Left out, because each gives a state identical to another one up to renaming columns:
    a king lying alone at the bottom of its column (nothing face down under it) moved to an
    empty column of the same kind, and moves to a second empty column of the same kind.
    Klassiek also leaves out every successor after a forced move (rule 5) and every blocked
    successor (rule 4).
    """
    cols = state.cols
    reserve = state.reserve
    pre_deal = bool(reserve)
    result: list[Child] = []
    # The face-up part of each column (empty for an empty column).
    ups = [col[col[0] + 1 :] for col in cols]
    # All face-up cards in one string, columns separated by 255: one C-level search finds a
    # card, and the separators before it give its column.
    flat = _SEP.join(ups)
    starts = [0] * COLUMNS
    at = 0
    for c in range(COLUMNS):
        starts[c] = at
        at += len(ups[c]) + 1
    if klassiek and (traditional or not pre_deal):
        for d in range(COLUMNS):
            target = cols[d]
            if len(target) > 1:
                bottom = target[target[0] + 1]  # the lowest face-up card
                top = target[-1]
                if (
                    bottom % 13 == 12
                    and top % 13
                    and RUNS[bottom // 13].startswith(target[target[0] + 1 :])
                ):
                    card = top - 1
                    at = flat.find(card)
                    if at >= 0:
                        s = flat.count(255, 0, at)
                        i = at - starts[s] + 1 + cols[s][0]
                        # Forced (docs/oplosser.md, rule 5): onto a sequence built up from a
                        # king that lies on nothing but face-down cards.
                        return _forced(state, card, s, i, d)
        tops = [col[-1] if len(col) > 1 else 255 for col in cols]
        for s in range(COLUMNS):
            col = cols[s]
            if tops[s] % 13:
                continue  # the top card is no ace (or the column is empty)
            i = len(col) - 1
            while i - 1 > col[0] and col[i - 1] == col[i] + 1:
                i -= 1
            card = col[i]
            if card % 13 != 12 and card + 1 in tops:
                # Forced (rule 6): a sequence down to the ace onto its successor.
                return _forced(state, card, s, i, tops.index(card + 1))
    for d in range(COLUMNS):
        target = cols[d]
        if len(target) == 1:
            continue
        top = target[-1]
        rank0 = top % 13
        if rank0 == 0:
            continue  # nothing goes on an ace
        candidates = (top - 1,) if klassiek else (rank0 - 1, rank0 + 12, rank0 + 25, rank0 + 38)
        for card in candidates:
            at = flat.find(card)
            if at >= 0:
                s = flat.count(255, 0, at)
                if s != d:
                    i = at - starts[s] + 1 + cols[s][0]
                    result.append(_move(state, card, s, i, d, True))
    empties = [c for c in range(COLUMNS) if len(cols[c]) == 1]
    if empties:
        if pre_deal:
            dests = [c for c in empties if c < 3]
            rest = [c for c in empties if c >= 3]
            if rest:
                dests.append(rest[0])
        else:
            dests = [empties[0]]
        for card in _KINGS:
            at = flat.find(card)
            if at >= 0:
                s = flat.count(255, 0, at)
                i = at - starts[s] + 1 + cols[s][0]
                bare = i == 1
                s_class = s if (pre_deal and s < 3) else 3
                for d in dests:
                    d_class = d if (pre_deal and d < 3) else 3
                    if bare and s_class == d_class and not _run_on_top(cols[s]):
                        continue  # same column kind: only the column's number would change
                    result.append(_move(state, card, s, i, d, not bare))
    if pre_deal and (not traditional or not any(ch.stuck_relevant for ch in result)):
        result.append(_deal(state))
    if klassiek:
        result = [ch for ch in result if not ch.turned or not blocked(ch.state.cols)]
    result.sort(key=_priority, reverse=True)
    return result


def _forced(state: State, card: int, s: int, i: int, d: int) -> list[Child]:
    """The only successor worth searching (rules 5 and 6), unless it is blocked (rule 4)."""
    child = _move(state, card, s, i, d, True)
    return [] if child.turned and blocked(child.state.cols) else [child]


def _priority(child: Child) -> int:
    return child.priority


def _move(state: State, card: int, s: int, i: int, d: int, relevant: bool) -> Child:
    cols = list(state.cols)
    source = cols[s]
    group = source[i:]
    rest = source[:i]
    turned = rest[0] and len(rest) - 1 == rest[0]
    if turned:
        rest = bytes([rest[0] - 1]) + rest[1:]
    cols[s] = rest
    target = cols[d]
    landed, run = _land(target + group)
    cols[d] = landed
    left = state.left - 13 if run else state.left
    priority = 4000 * run + 400 * bool(turned) + 150 * (len(rest) == 1) - len(group)
    if len(target) == 1 and not run:
        priority -= 100  # a king onto an empty column
    if run and landed[0] < target[0]:
        turned = True  # removing the run turned a card under it
    return Child(
        priority, card * 8 + d, State(tuple(cols), state.reserve, left), relevant, bool(turned)
    )


def _deal(state: State) -> Child:
    cols = list(state.cols)
    left = state.left
    turned = False
    for c, card in enumerate(state.reserve):
        landed, run = _land(cols[c] + bytes([card]))
        if run:
            left -= 13
            turned = turned or landed[0] < cols[c][0]
        cols[c] = landed
    return Child(-1000, DEAL, State(tuple(cols), b"", left), True, turned)


def is_klassiek(rules: Rules) -> bool:
    return rules is Rules.KLASSIEK
