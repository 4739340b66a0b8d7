"""The plain search the solvers are held to: every move the engine allows, played through
the engine itself, with no pruning; only positions that differ in the order of
interchangeable columns count as one. Small positions (test_variants.small_position,
test_solver.small_position) are decided by it in well under a second.

It reads the engine's compact table (``Game._cols``, ``_reserve``) and asks the engine's own
rules functions (``rules.apply_move``, ``rules.apply_deal``, through ``Game._source``) what a
move leaves, so that a move to a position already seen (most of them) is not played in full;
each new position is played with :meth:`Game.play` and must be that table."""

from __future__ import annotations

from scorpion_a11y.game import rules
from scorpion_a11y.game.cards import Card, Suit
from scorpion_a11y.game.deal import Position
from scorpion_a11y.game.engine import DEAL_RESERVE, Action, Game, Move
from scorpion_a11y.game.events import Refusal


def _key(
    cols: tuple[bytes, ...], reserve: bytes, removed: tuple[Suit, ...], fixed: int
) -> tuple[tuple[bytes, ...], bytes, tuple[Suit, ...]]:
    """A position up to the order of its interchangeable columns, from the engine's own
    compact table (each column one ``bytes``: its face-down count, then its cards' indices
    bottom to top; the reserve's card indices): two tables are the same position exactly when
    these are equal, and sorting byte strings and hashing them is done in C."""
    return cols[:fixed] + tuple(sorted(cols[fixed:])), reserve, tuple(sorted(removed))


def _after(game: Game, action: Action) -> tuple[tuple[bytes, ...], bytes, tuple[Suit, ...]]:
    """The table ``action`` (legal here) leaves, worked out by the engine's own rules functions
    (those :meth:`Game.play` applies), without playing it: most children the search makes lead
    to a position it has already seen, and only a new one is played (and checked) in full."""
    traditional = game.traditional
    if isinstance(action, Move):
        source = game._source(action)
        assert not isinstance(source, Refusal), (action, source)
        step = rules.apply_move(game._cols, game._reserve, *source, action.to, traditional)
    else:
        step = rules.apply_deal(game.spec, game._cols, game._reserve, traditional)
    removed = game.removed + tuple(Suit(suit) for _, suit, _ in step.runs)
    return step.cols, step.reserve, removed


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
    # A child is worked out only when it is taken from the stack (most never are: the search
    # stops at ``limit`` or at a win), and played on a copy of its parent's game only when its
    # position is new.
    stack: list[tuple[Game, Action | None]] = [(Game(position), None)]
    while stack:
        parent, action = stack.pop()
        if action is None:
            cols, reserve, removed = parent._cols, parent._reserve, parent.removed
        else:
            cols, reserve, removed = _after(parent, action)
        fixed = reserve_columns if reserve else 0
        k = _key(cols, reserve, removed, fixed)
        if k in seen:
            continue
        seen.add(k)
        if len(seen) > limit:
            return None
        game = parent
        if action is not None:
            game = parent.copy()
            game.play(action)
            assert (game._cols, game._reserve, game.removed) == (cols, reserve, removed)
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
