"""The plain search the solvers are held to: every move the engine allows, played through
the engine itself, with no pruning; only positions that differ in the order of
interchangeable columns count as one. Small positions (test_variants.small_position,
test_solver.small_position) are decided by it in well under a second."""

from __future__ import annotations

from scorpion_a11y.game.cards import Card, Suit
from scorpion_a11y.game.deal import Position
from scorpion_a11y.game.engine import DEAL_RESERVE, Action, Game, Move


def _key(game: Game, fixed: int) -> tuple[tuple[bytes, ...], bytes, tuple[Suit, ...]]:
    """The position of ``game`` up to the order of its interchangeable columns.

    Read from the engine's own compact table (each column one ``bytes``: its face-down count,
    then its cards' indices bottom to top; the reserve's card indices): two tables are the same
    position exactly when these are equal, and sorting byte strings and hashing them is done in
    C (the search makes some ten keys for every position it keeps: most children it plays lead
    to a position it has already seen)."""
    cols = game._cols
    return cols[:fixed] + tuple(sorted(cols[fixed:])), game._reserve, tuple(sorted(game.removed))


def plain_search(position: Position, limit: int = 800, stuck_only: bool = False) -> bool | None:
    """A plain search through the engine itself: every legal move (and what legal_moves
    leaves out: a card alone at the bottom of its column moved to an empty column) and the
    reserve deal when the engine accepts it; no pruning. Positions that differ only in the
    order of interchangeable columns are one position.

    True: won (a line of play through the engine wins); False: lost (every position reachable
    was searched); None: more than ``limit`` positions, undecided. ``stuck_only``: the reserve
    is dealt only when no move is left (the traditional reserve rule on its own).
    """
    seen: set[object] = set()
    reserve_columns = len(position.spec.reserve_columns)
    # A child is played only when it is taken from the stack (most never are: the search
    # stops at ``limit`` or at a win): on its parent's game, which takes it back at once when
    # the position was seen before, and otherwise hands a copy on.
    stack: list[tuple[Game, Action | None]] = [(Game(position), None)]
    while stack:
        parent, action = stack.pop()
        if action is not None:
            parent.play(action)
        fixed = reserve_columns if parent._reserve else 0
        k = _key(parent, fixed)
        if k in seen:
            if action is not None:
                parent.undo()
            continue
        seen.add(k)
        if len(seen) > limit:
            return None
        if action is None:
            game = parent
        else:
            game = parent.copy()
            parent.undo()
        if game.won:
            return True
        legal = game.legal_moves()
        actions: list[Action] = list(legal)
        listed = set(actions)
        columns = [game.column(c) for c in range(game.columns)]
        empty = [d for d, col in enumerate(columns) if not col]
        # One empty column of each kind is enough here: each of the reserve's own columns,
        # and one of the others (the renaming above makes them one position).
        targets = [d for d in empty if d < fixed] + [d for d in empty if d >= fixed][:1]
        for c, col in enumerate(columns):
            if col and game.face_down_count(c) == 0:
                src = c if game.spec.decks > 1 else None
                for d in targets:
                    move = Move(col[0], d, src)
                    if move not in listed and game.check(move) is None:
                        actions.append(move)
                        listed.add(move)
        if game.check(DEAL_RESERVE) is None and not (stuck_only and game.useful_moves()):
            actions.append(DEAL_RESERVE)
        # A card moved to one or another of the interchangeable empty columns (those the
        # reserve is not dealt onto) gives the same position under the renaming above: one
        # of those moves is enough.
        targeted: set[tuple[Card, object]] = set()
        kept: list[Action] = []
        for action in actions:
            if isinstance(action, Move) and action.to >= fixed and not columns[action.to]:
                src = action.src
                if src is None and game.spec.decks > 1:
                    src = game.locate(action.card)
                if (action.card, src) in targeted:
                    continue
                targeted.add((action.card, src))
            kept.append(action)
        # Moves onto cards are taken from the stack first (a win is found sooner where empty
        # columns take any card); the order never changes what a finished search decides.
        kept.sort(key=lambda action: isinstance(action, Move) and bool(columns[action.to]))
        stack.extend((game, action) for action in kept)
    return False
