"""The plain search the solvers are held to: every move the engine allows, played through
the engine itself, with no pruning; only positions that differ in the order of
interchangeable columns count as one. Small positions (test_variants.small_position,
test_solver.small_position) are decided by it in well under a second."""

from __future__ import annotations

from scorpion_a11y.game.cards import Card
from scorpion_a11y.game.deal import ColumnLayout, Position
from scorpion_a11y.game.engine import DEAL_RESERVE, Action, Game, Move

_ORDER: dict[ColumnLayout, str] = {}


def _column_order(column: ColumnLayout) -> str:
    """A column's place in the renaming order (its repr, worked out once per column)."""
    key = _ORDER.get(column)
    if key is None:
        key = _ORDER[column] = repr(column)
    return key


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
    # A child is played only when it is taken from the stack (most never are: the search
    # stops at ``limit`` or at a win).
    stack: list[tuple[Game, Action] | Position] = [position]
    while stack:
        item = stack.pop()
        if isinstance(item, Position):
            p = item
        else:
            parent, action = item  # play it, note the position, take it back
            parent.play(action)
            p = parent.position()
            parent.undo()
        fixed = len(p.spec.reserve_columns) if p.reserve else 0
        cols = p.columns[:fixed] + tuple(sorted(p.columns[fixed:], key=_column_order))
        k = (cols, p.reserve, tuple(sorted(p.removed)))
        if k in seen:
            continue
        seen.add(k)
        if len(seen) > limit:
            return None
        game = Game(p)
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
