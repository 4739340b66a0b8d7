"""The solver's compact state: ``bytes`` columns, a reserve and a card count.

A column is one ``bytes`` object: the first byte is the number of face-down cards, then the
card indices (0..51, :attr:`Card.index`) bottom to top (the rules core's form,
:mod:`scorpion_a11y.game.rules`). The state is immutable. Every transition is the rules
core's (:func:`rules.moves`, :func:`rules.apply_move`, :func:`rules.apply_deal`), so it
mirrors :class:`scorpion_a11y.game.engine.Game` exactly; the tests replay every solver line in
the real engine to check that. Nothing here knows about text.

``children(state, klassiek, traditional, spec, keep_runs)``: ``traditional`` is the
traditional reserve rule (only when no useful move is left), ``keep_runs`` the
traditional rule that completed runs stay on the table; ``spec`` the game (Scorpion by
default).
"""

from __future__ import annotations

from operator import attrgetter
from typing import NamedTuple

from ..game import rules as core
from ..game.deal import Position, Rules
from ..game.rules import BESIDE, SCORPION, GameSpec

#: Separators in the canonical key; cards are 0..51 and face-down counts at most 52.
_SEP = b"\xff"
_PRE_DEAL = b"\xfe"

#: The complete run of each suit, king (bottom) to ace (top), as column bytes.
RUNS: tuple[bytes, ...] = core.RUNS

#: Versoepeld: extra priority for a move onto a card of the same suit, and as much less for a
#: move that takes a card off its successor of the same suit, so building suits is searched
#: first and breaking them last (docs/oplosser.md). Only the order of the children changes,
#: never which children there are, so a verdict never changes; Klassiek (every move is
#: same-suit) uses 0. The compiled core receives this number as a parameter.
SAME_SUIT_FIRST = 1000

#: Internal action for dealing the reserve; a move is :func:`encode` ``(card, src, to)``.
DEAL = -1

#: The deal's place among the children: last (the hint's strategy: keep the reserve until you
#: are stuck), or, where rules 5-6 cut the search after the deal (Klassiek, the app's rules),
#: first: every state before the deal then first tries the cheap search that follows the deal
#: (docs/oplosser.md, "Het uitdelen eerst"). Only the order changes, never a verdict.
DEAL_LAST = -1000
DEAL_FIRST = 5000


def deal_priority(spec: GameSpec, klassiek: bool, traditional: bool, deal_early: bool) -> int:
    """The deal's priority in the search (:data:`DEAL_FIRST` or :data:`DEAL_LAST`).
    ``traditional``: the reserve waits until no useful move is left (the order matters less);
    ``deal_early=False`` keeps the deal last, for a line whose first move a hint uses."""
    forced = pruning(spec, klassiek, traditional)[1]
    return DEAL_FIRST if deal_early and forced and not traditional else DEAL_LAST


def encode(card: int, src: int, to: int) -> int:
    """A move as one int: the card, its source column (``BESIDE`` = -1 allowed) and target."""
    return (card << 9) | ((src + 1) << 4) | to


def decode(code: int) -> tuple[int, int, int]:
    """``(card, src, to)`` of a move code."""
    return code >> 9, ((code >> 4) & 31) - 1, code & 15


class State(NamedTuple):
    cols: tuple[bytes, ...]
    reserve: bytes
    left: int  # cards on the table and in the reserve; 0 means every run is removed


def from_position(position: Position) -> State:
    cols = tuple(
        bytes([len(c.face_down)]) + bytes(card.index for card in c.face_down + c.face_up)
        for c in position.columns
    )
    reserve = bytes(card.index for card in position.reserve)
    left = sum(len(c) - 1 for c in cols) + len(reserve)
    return State(cols, reserve, left)


def won(state: State, spec: GameSpec = SCORPION, keep_runs: bool = False) -> bool:
    """Every run removed, or (``keep_runs``) the table holds only complete runs."""
    if state.left == 0:
        return True
    if not keep_runs:
        return False
    removed = (spec.cards - state.left) // 13
    return core.won(spec, state.cols, state.reserve, removed, True)


def key(state: State, spec: GameSpec = SCORPION) -> bytes:
    """The exact canonical key: equal keys mean states with the same future, up to renaming.

    Before the reserve is dealt the columns it is dealt onto (1-3 in Scorpion) each receive
    their own reserve card, so they keep their place; the other columns are interchangeable
    and are sorted. After the deal (and always when the reserve lies beside the table) all
    columns are interchangeable. The face-down count is part of each column.
    """
    cols = state.cols
    if spec.beside:
        return _SEP.join(sorted(cols)) + _PRE_DEAL + bytes(sorted(state.reserve))
    if state.reserve:
        k = len(spec.reserve_columns)
        return b"".join((_SEP.join(cols[:k]), _PRE_DEAL, _SEP.join(sorted(cols[k:]))))
    return _SEP.join(sorted(cols))


#: ``blocked``'s values of the cards (Klassiek: the card; Versoepeld: its rank) and of what
#: waits on each card (Klassiek: the card one lower; Versoepeld: the rank one lower), as
#: ``bytes.translate`` tables; ``_NONE[klassiek]`` is the value of a column without a face-up
#: card (never met in a game: it frees what waits on it), the value after it stands for what
#: waits on an ace (nothing: it never waits).
_NONE = (13, 52)
_VALUE = (bytes(c % 13 for c in range(256)), bytes(c if c < 52 else 53 for c in range(256)))
_WAITER = (
    bytes(c % 13 - 1 if c < 52 and c % 13 else 14 for c in range(256)),
    bytes(c - 1 if c < 52 and c % 13 else 53 for c in range(256)),
)
#: Values that never wait (kings may go to an empty column, and ``_NONE``).
_FREE = (
    bytes(1 if v in (12, 13) else 0 for v in range(15)),
    bytes(1 if v % 13 == 12 or v == 52 else 0 for v in range(54)),
)


def blocked(
    cols: tuple[bytes, ...] | list[bytes],
    reserve: bytes = b"",
    decks: int = 1,
    klassiek: bool = True,
) -> bool:
    """True when the position can provably never be won, because cards wait for each other
    (docs/oplosser.md, rule 4, the waiting cycle).

    A face-up card ``x`` (no king) can leave the card it lies on only by a move of its own:
    a move of a card under it carries it along, and a run is removed only with ``x`` on its
    successor. That own move goes onto a copy of a successor (Klassiek: ``x + 1``; Versoepeld:
    any card one higher), lying on top of its column. ``x`` *waits* on the cards that keep
    every such copy covered: the card lying directly on a face-up copy, or the lowest face-up
    card of the column where a copy lies face down (that copy turns only once that card has
    left). A copy to deal, beside the table or on top of a column frees ``x``. The largest
    set of cards waiting only on cards of the set never makes an own move (the first such
    move would need an earlier one); if one of them must move to win (it lies on a face-down
    card, at the bottom of its column, or on anything but its successor ``x + 1``), the
    position is lost. With two decks every copy counts, so the argument holds over both.
    ``reserve``: the cards still to deal or lying beside the table.

    A face-up king lying on a card waits too: it leaves that card only by its own move onto
    an empty column or with its run removed (docs/oplosser.md, rule 4: kings).

    That set holds exactly the cards from which every chain of "waits on" stays among
    waiting cards; the compiled core finds it by leaving out cards until nothing changes.
    Treating every king as free, whether a card waits, and on which cards, depends only on
    its value (Klassiek: the card; Versoepeld: its rank): :func:`_blocked_values` runs over at
    most 52 values in one pass, and gives the answer when no king waits
    (:func:`_kings_may_wait`; kings that wait could only make more cards wait). Otherwise
    :func:`_blocked_kings` makes the same pass with each face-up king lying on a card as a
    node of its own (what a king waits on depends on its place). :func:`_blocked_places`
    follows the chains over places from each card that must move: the reference both are
    tested against (tests/test_solver_blocked.py, and the compiled core).
    """
    if _kings_may_wait(cols, reserve):
        return _blocked_kings(cols, reserve, klassiek)
    return _blocked_values(cols, reserve, klassiek)


#: 1 for a king (any deck), 0 for any other byte.
_KING_MARK = bytes(1 if c < 52 and c % 13 == 12 else 0 for c in range(256))


def _kings_may_wait(cols: tuple[bytes, ...] | list[bytes], reserve: bytes) -> bool:
    """False when no face-up king lying on a card waits (:func:`_blocked_places`): a column is
    empty, or each such king has its run complete on it, or the card that run still needs is
    to deal or beside the table. True may be said of a king that does not wait."""
    for col in cols:
        if len(col) == 1:
            return False  # a king may go to the empty column
    for col in cols:
        start = col[0] + 1
        if start < 2:
            start = 2  # a king at the bottom of its column lies on nothing
        if 1 not in col[start:].translate(_KING_MARK):
            continue
        for k in range(start, len(col)):
            if col[k] < 52 and col[k] % 13 == 12:
                q = k + 1
                while q < len(col) and col[q] % 13 != 12 and col[q] + 1 == col[q - 1]:
                    q += 1
                if q < len(col) or (col[-1] % 13 and col[-1] - 1 not in reserve):
                    return True
    return False


def _blocked_values(cols: tuple[bytes, ...] | list[bytes], reserve: bytes, klassiek: bool) -> bool:
    """:func:`blocked` over card values, kings never waiting (marks, from the values that do
    not wait, every value with a chain of "waits on" to one of them)."""
    value = _VALUE[klassiek]
    waiter = _WAITER[klassiek]
    free = bytearray(_FREE[klassiek])
    for w in reserve.translate(waiter):
        free[w] = 1  # a successor to deal or beside the table
    size = len(free)
    back: list[list[int]] = [[] for _ in range(size)]  # value -> the values waiting on it
    must: list[int] = []  # values of the cards that must still move to win
    for col in cols:
        down = col[0]
        up = col[down + 1 :]
        if not up:
            if down:
                back[_NONE[klassiek]].extend(col[1:].translate(waiter))
            continue
        ups = up.translate(value)
        free[waiter[up[-1]]] = 1  # a successor on top of its column
        if down:  # face-down cards wait on the lowest face-up card
            back[ups[0]].extend(col[1 : down + 1].translate(waiter))
        must.append(ups[0])
        below = up[0]
        for k in range(1, len(up)):
            card = up[k]
            if below != card + 1:  # not on its successor: it must move, and it covers one
                v = ups[k]
                must.append(v)
                back[v].append(waiter[below])
            below = card
    waiting = [v for v in must if not free[v]]
    if not waiting:
        return False
    # Every value with a chain of "waits on" to a value that does not wait escapes.
    todo = [v for v in range(size) if free[v] and back[v]]
    while todo:
        for w in back[todo.pop()]:
            if not free[w]:
                free[w] = 1
                todo.append(w)
    return not all(free[v] for v in waiting)


def _blocked_kings(cols: tuple[bytes, ...] | list[bytes], reserve: bytes, klassiek: bool) -> bool:
    """:func:`blocked` with kings lying on a card waiting too, in one pass like
    :func:`_blocked_values`: the cards other than kings are nodes by value (what a card waits
    on depends only on its value), and each face-up king lying on a card is a node of its own
    (what it waits on depends on its place). The same answer as :func:`_blocked_places`, which
    follows the chains over places (tested on many states of every game, and against the
    compiled core)."""
    value = _VALUE[klassiek]
    waiter = _WAITER[klassiek]
    free = bytearray(_FREE[klassiek])
    for w in reserve.translate(waiter):
        free[w] = 1  # a successor to deal or beside the table
    size = len(free)
    none = _NONE[klassiek]
    kings: dict[int, int] = {}  # place c * 128 + k of a face-up king lying on a card -> node
    ups: list[bytes | list[int]] = []  # the nodes of each column's face-up cards
    for c, col in enumerate(cols):
        down = col[0]
        up = col[down + 1 :].translate(value)
        start = 1 if down else 2  # a king at the bottom of its column lies on nothing
        if 1 in col[down + start :].translate(_KING_MARK):
            nodes = list(up)
            for k in range(down + start, len(col)):
                card = col[k]
                if card < 52 and card % 13 == 12:
                    nodes[k - down - 1] = kings[(c << 7) + k] = size + len(kings)
            ups.append(nodes)
        else:
            ups.append(up)
    free.extend(bytes(len(kings)))
    back: list[list[int]] = [[] for _ in range(len(free))]  # node -> the nodes waiting on it
    must: list[int] = []  # nodes of the cards that must still move to win

    def node(c: int, k: int) -> int:
        col = cols[c]
        if k >= len(col):
            return none  # no face-up card there (not a position of the game): frees
        return ups[c][k - col[0] - 1]

    for c, col in enumerate(cols):
        down = col[0]
        if len(col) == down + 1:
            if down:
                back[none].extend(col[1:].translate(waiter))
            continue
        row = ups[c]
        free[waiter[col[-1]]] = 1  # a successor on top of its column
        if down:  # face-down cards wait on the lowest face-up card
            back[row[0]].extend(col[1 : down + 1].translate(waiter))
        must.append(row[0])
        below = col[down + 1]
        for k in range(1, len(row)):
            card = col[down + 1 + k]
            if below != card + 1 or card % 13 == 12:  # not on its successor: it must move
                v = row[k]  # and it covers one
                must.append(v)
                back[v].append(waiter[below])
            below = card
    if kings:
        # A king leaves what it lies on by its own move onto an empty column, or with its run
        # removed (docs/oplosser.md, rule 4: kings): it waits on both ways at once.

        def completing(c: int, k: int) -> list[int] | None:
            """The nodes one of which must make an own move before the king at ``k`` of
            ``c`` leaves with its run (see :func:`_blocked_places`); ``None``: never waits."""
            col = cols[c]
            q = k + 1
            while q < len(col) and col[q] % 13 != 12 and col[q] + 1 == col[q - 1]:
                q += 1
            if q < len(col):
                return [node(c, q)]
            need = col[-1] - 1
            if col[-1] % 13 == 0 or need in reserve:
                return None  # complete, or the card it needs is to deal or beside the table
            result = []
            for c2, col2 in enumerate(cols):
                at = col2.find(need, 1)
                while at > 0:
                    result.append(node(c2, at if at > col2[0] else col2[0] + 1))
                    at = col2.find(need, at + 1)
            return result

        def empties() -> list[int] | None:
            """The nodes one of which must make an own move before any column is emptied
            (the first time); ``None`` when a column is empty or may be emptied otherwise."""
            result: list[int] = []
            for c, col in enumerate(cols):
                if len(col) == 1:
                    return None  # an empty column: a king may go there
                if col[0] or col[1] % 13 != 12:
                    result.append(node(c, col[0] + 1))  # the lowest face-up card must leave
                else:
                    more = completing(c, 1)  # a king at the bottom: only with its run
                    if more is None:
                        return None
                    result += more
            return result

        first = empties()
        for at, n in kings.items():
            own = None if first is None else completing(at >> 7, at & 127)
            if first is None or own is None:
                free[n] = 1
            else:
                for w in first + own:
                    back[w].append(n)
    waiting = [v for v in must if not free[v]]
    if not waiting:
        return False
    # Every node with a chain of "waits on" to a node that does not wait escapes.
    todo = [v for v in range(len(free)) if free[v] and back[v]]
    while todo:
        for w in back[todo.pop()]:
            if not free[w]:
                free[w] = 1
                todo.append(w)
    return not all(free[v] for v in waiting)


def _blocked_places(cols: tuple[bytes, ...] | list[bytes], reserve: bytes, klassiek: bool) -> bool:
    """:func:`blocked` over places, kings lying on a card waiting too (follows the chains
    from each card that must move). The search uses :func:`_blocked_kings` (the same answer,
    a third of the time less); this is the reference the tests hold it to."""
    spare = set(reserve)  # to deal, or beside the table
    free = set(reserve)  # a successor here frees a card: to deal, beside, or on top
    free.update(col[-1] for col in cols if len(col) > 1)
    covers: dict[int, list[int]] = {}  # card -> what covers each copy (place ids c * 64 + k)
    where: dict[int, list[int]] = {}  # card -> the place of each copy (face down too)
    for c, col in enumerate(cols):
        down = col[0]
        base = c << 6
        lowest = base + down + 1
        for k in range(1, len(col)):
            where.setdefault(col[k], []).append(base + k)
            if k < len(col) - 1:
                covers.setdefault(col[k], []).append(base + k + 1 if k > down else lowest)

    def completing(c: int, k: int) -> list[int] | None:
        """A king at place ``k`` of column ``c`` leaves what it lies on with its run removed
        only after one of these cards made an own move: the first card above its sequence
        that lies on anything but its successor, or else a copy of the card the sequence
        still needs (through the lowest face-up card over a face-down copy). ``None``: a
        needed copy is to deal or beside the table, or the run is complete."""
        col = cols[c]
        q = k + 1
        while q < len(col) and col[q] % 13 != 12 and col[q] + 1 == col[q - 1]:
            q += 1
        if q < len(col):
            return [(c << 6) + q]
        need = col[-1] - 1
        if col[-1] % 13 == 0 or need in spare:
            return None  # complete, or the card it needs is to deal or beside the table
        result = []
        for at in where.get(need, ()):
            col2 = cols[at >> 6]
            result.append(at if (at & 63) > col2[0] else (at & ~63) + col2[0] + 1)
        return result

    emptying: list[list[int] | None] = []  # worked out once, when a king is first asked

    def empties() -> list[int] | None:
        """The cards one of which must make an own move before any column is emptied (the
        first time); ``None`` when a column is empty or may be emptied otherwise."""
        result: list[int] = []
        for c, col in enumerate(cols):
            if len(col) == 1:
                return None  # an empty column: a king may go there
            if col[0] or col[1] % 13 != 12:
                result.append((c << 6) + col[0] + 1)  # the lowest face-up card must leave
            else:
                more = completing(c, 1)  # a king at the bottom: only with its run
                if more is None:
                    return None
                result += more
        return result

    def waits_on(at: int) -> list[int] | None:
        """What the card at ``at`` waits on; ``None`` when it does not wait."""
        col = cols[at >> 6]
        k = at & 63
        if k >= len(col):
            return None  # no face-up card there (not a position of the game)
        card = col[k]
        if card % 13 == 12:
            # A king leaves what it lies on by its own move onto an empty column, or with its
            # run removed (docs/oplosser.md, rule 4: kings).
            if not emptying:
                emptying.append(empties())
            first = emptying[0]
            if first is None:
                return None
            own = completing(at >> 6, k)
            return None if own is None else first + own
        if klassiek:
            return None if card + 1 in free else covers.get(card + 1, [])
        successors = range(card % 13 + 1, 52, 13)
        if not free.isdisjoint(successors):
            return None
        return [b for s in successors for b in covers.get(s, ())]

    known: dict[int, list[int] | None] = {}
    escapes: set[int] = set()  # cards with a chain to a card that does not wait
    for c, col in enumerate(cols):
        down = col[0]
        for k in range(down + 1, len(col)):
            card = col[k]
            if card % 13 == 12:
                if k == 1:
                    continue  # a king at the bottom, nothing under it: it need not move
            elif k > down + 1 and col[k - 1] == card + 1:
                continue  # on its successor: it need not move
            start = (c << 6) + k
            seen = {start}
            todo = [start]
            stuck = True
            while todo:
                at = todo.pop()
                if at in escapes:
                    stuck = False
                    break
                if at not in known:
                    known[at] = waits_on(at)
                on = known[at]
                if on is None:
                    stuck = False
                    break
                for b in on:
                    if b not in seen:
                        seen.add(b)
                        todo.append(b)
            if stuck:
                return True  # it must move to win, and never can
            escapes.add(start)
    return False


def pruning(spec: GameSpec, klassiek: bool, keep_runs: bool) -> tuple[bool, bool]:
    """Whether rule 4 (blocked positions: Klassiek and Versoepeld) and rules 5-6 (forced
    moves: Klassiek) hold for this game and these rules (docs/oplosser.md: why per game).
    The Python search and the compiled core both take them from here."""
    return spec.prune_blocked, klassiek and spec.prune_forced


def core_parameters(
    spec: GameSpec, klassiek: bool, traditional: bool, keep_runs: bool, deal_early: bool = True
) -> dict[str, object]:
    """The compiled core's description of this game, all from its :class:`GameSpec`.
    NotImplementedError for a table the core cannot hold (it deals the reserve's k-th card
    onto column k)."""
    deal_to = spec.reserve_columns
    if deal_to != tuple(range(len(deal_to))):
        raise NotImplementedError("the compiled core deals onto the first columns in order")
    prune_blocked, prune_forced = pruning(spec, klassiek, keep_runs)
    return {
        "klassiek": klassiek,
        "traditional": traditional or keep_runs,
        "decks": spec.decks,
        "remove_runs": not keep_runs,
        "empty": "any" if spec.empty_takes_any else "king",
        "fixed": len(deal_to),
        "beside": spec.beside,
        "prune_blocked": prune_blocked,
        "prune_forced": prune_forced,
        "same_suit": same_suit_bonus(klassiek),
        "deal_priority": deal_priority(spec, klassiek, traditional or keep_runs, deal_early),
    }


def same_suit_bonus(klassiek: bool) -> int:
    """The priority added to a move onto a card of the same suit (Versoepeld only)."""
    return 0 if klassiek else SAME_SUIT_FIRST


class Child:
    """One successor: its search priority, its action, and its state, worked out when it is
    first asked for (a search that dives to a win or to its limit looks at few of the
    children it orders, so most are never built).

    ``useful``: the move is useful (:func:`rules.useful`; the traditional reserve waits for a
    position without one), also worked out when first asked for (only the traditional rules
    ask during a search); ``turned``: a face-down card turned (the only way a position can
    become blocked).
    """

    __slots__ = ("_parent", "_pending", "_state", "_useful", "_why", "action", "priority", "turned")

    def __init__(
        self,
        priority: int,
        action: int,
        state: State | None,
        useful: bool | None,
        turned: bool,
        parent: State | None = None,
        move: tuple[int, int, int, bool] | None = None,
    ) -> None:
        self.priority = priority
        self.action = action
        self._useful = useful
        self.turned = turned
        self._state = state
        self._parent = parent
        self._pending = move  # (src, i, dst, keep_runs), to build the state from the parent
        #: what rules.useful is asked when ``useful`` is first read (it was not given)
        self._why: tuple[GameSpec, bool, bool, tuple[bytes, ...], core.MoveRef] | None = None

    @property
    def state(self) -> State:
        state = self._state
        if state is None:
            assert self._parent is not None and self._pending is not None
            state = self._state = _after(self._parent, *self._pending)[0]
            self._parent = self._pending = None
        return state

    @property
    def useful(self) -> bool:
        useful = self._useful
        if useful is None:
            assert self._why is not None
            useful = self._useful = core.useful(*self._why)
            self._why = None
        return useful


def children(
    state: State,
    klassiek: bool,
    traditional: bool,
    spec: GameSpec = SCORPION,
    keep_runs: bool = False,
    check_blocked: bool = True,
    deal_early: bool = True,
) -> list[Child]:
    """Every successor worth searching, best first (see docs/oplosser.md for the pruning).

    ``check_blocked=False``: the caller knows the state cannot be blocked unless its parent
    was (:func:`can_block`), so the waiting-cycle check is skipped; the children are the same.
    ``deal_early``: the deal's place in the order (:func:`deal_priority`).

    Left out, because each gives a state identical to another one up to renaming columns:
    a card lying alone at the bottom of its column (nothing face down under it) moved to an
    empty column of the same kind, and moves to a second empty column of the same kind.
    Where the game allows (``spec.prune_blocked``, ``spec.prune_forced``), a blocked state
    has no children (rule 4: cards waiting for each other, checked when the state is
    expanded), and Klassiek leaves out every successor after a forced move (rules 5-6).
    """
    cols = state.cols
    reserve = state.reserve
    pre_deal = bool(reserve) and not spec.beside
    prune_blocked, prune_forced = pruning(spec, klassiek, keep_runs)
    if prune_blocked and check_blocked and blocked(cols, reserve, spec.decks, klassiek):
        return []  # lost: cards wait for each other (rule 4)
    if prune_forced and (traditional or not pre_deal):
        forced = _forced_move(state, spec, keep_runs)
        if forced is not None:
            return forced
    fixed = len(spec.reserve_columns) if pre_deal else 0
    first_free: dict[int, int] = {}
    for c in range(len(cols)):
        if len(cols[c]) == 1:
            first_free.setdefault(c if c < fixed else -1, c)
    result: list[Child] = []
    bonus = 0 if klassiek else SAME_SUIT_FIRST  # same_suit_bonus
    empty = [len(col) == 1 for col in cols]
    # The search order of the compiled core (issue 13): moves onto cards by target column and
    # card, then moves onto empty columns by card and target column.
    if spec.decks == 1 and not spec.beside and not spec.empty_takes_any:
        refs = _ordered_moves(cols, klassiek, empty)
    else:
        refs = core.moves(spec, klassiek, cols, reserve, renumbering=True)
        if len(refs) > 1:
            refs.sort(
                key=lambda r: 4096 + (r[0] << 4) + r[3] if empty[r[3]] else (r[3] << 6) + r[0]
            )
    # Only the traditional reserve rule asks during the search whether a move is useful.
    ask = traditional and pre_deal
    for ref in refs:
        card, s, i, d = ref
        adjust = 0
        if empty[d]:
            d_class = d if d < fixed else -1
            if first_free[d_class] != d:
                continue  # a second empty column of the same kind
            if s != BESIDE and core.is_renumbering(cols[s], i, keep_runs):
                s_class = s if s < fixed else -1
                if s_class == d_class:
                    continue  # same column kind: only the column's number would change
        elif bonus and cols[d][-1] // 13 == card // 13:
            adjust = bonus  # onto a card of its own suit
        if bonus and s != BESIDE and i - 1 > cols[s][0] and cols[s][i - 1] == card + 1:
            adjust -= bonus  # breaks a sequence
        if ask:
            result.append(
                _move(state, card, s, i, d, core.useful(spec, klassiek, keep_runs, cols, ref),
                      keep_runs, adjust)
            )  # fmt: skip
        else:
            child = _move(state, card, s, i, d, None, keep_runs, adjust)
            child._why = (spec, klassiek, keep_runs, cols, ref)
            result.append(child)
    if pre_deal and (not traditional or not any(ch.useful for ch in result)):
        priority = deal_priority(spec, klassiek, traditional, deal_early)
        result.append(_deal(state, spec, keep_runs, priority))
    result.sort(key=_PRIORITY, reverse=True)
    return result


_GAP_BYTE = bytes([core.GAP])
_KINGS = (12, 25, 38, 51)
_MoveRef = core.MoveRef
_tuple_new = tuple.__new__


def _ordered_moves(
    cols: tuple[bytes, ...], klassiek: bool, empty: list[bool]
) -> list[core.MoveRef]:
    """``rules.moves(..., renumbering=True)`` in the search order, for one deck of cards,
    nothing beside the table and only kings onto an empty column (most games): built in that
    order at once instead of listed and sorted (the same moves, tested against the rules core
    on every game's states)."""
    ups = [col[col[0] + 1 :] for col in cols]
    flat = _GAP_BYTE.join(ups)
    base: list[int] = []
    at = 0
    for c, up in enumerate(ups):
        base.append(at - cols[c][0] - 1)
        at += len(up) + 1
    gap = core.GAP
    takes = core._UNDER[klassiek]
    refs: list[core.MoveRef] = []
    for d, target in enumerate(cols):
        if empty[d]:
            continue
        top = target[-1]
        if top >= 52:
            continue  # not a card (UNKNOWN): nothing is known to fit
        for card in takes[top]:
            at = flat.find(card)
            if at >= 0:
                s = flat.count(gap, 0, at)
                if s != d:
                    refs.append(_tuple_new(_MoveRef, (card, s, at - base[s], d)))
    if True in empty:
        dests = [d for d, e in enumerate(empty) if e]
        for card in _KINGS:
            at = flat.find(card)
            if at >= 0:
                s = flat.count(gap, 0, at)
                i = at - base[s]
                for d in dests:
                    refs.append(_tuple_new(_MoveRef, (card, s, i, d)))
    return refs


def can_block(child: Child, spec: GameSpec, klassiek: bool) -> bool:
    """Whether the move to ``child`` can make a position blocked that was not (rule 4; the
    search checks only then, with the same result as checking every state).

    A move of cards from a column that turns no card and deals nothing only uncovers a card
    (which frees what waits on it) and covers the card it lands on (or an empty column); a
    run it completes leaves only a card uncovered. So among the cards other than kings the
    only one that can come to wait is one of the moved card's value (Klassiek: the moved card
    itself, now on its successor, where it need not move, and no card waits on it that was
    not freed by the card it left: it covers nothing else, docs/oplosser.md). Versoepeld:
    every card of the moved card's rank waits on the cards covering the cards one higher; as
    long as one of those still lies on top of a column or in the reserve after the move, no
    card of that rank waits. A king comes to wait, or to wait on other cards, only when
    :func:`kings_may_wait`. With two decks, a turned card or a deal: every move may."""
    if spec.decks > 1 or child.turned or child.action == DEAL or kings_may_wait(child):
        return True
    if klassiek:
        return False
    action = child.action
    if ((action >> 4) & 31) == 0:
        return True  # from beside the table (decode: src + 1 == 0)
    successor = (action >> 9) % 13 + 1
    if successor == 13:
        return False  # a king moved: onto an empty column, which kings_may_wait answered
    state = child.state
    for col in state.cols:
        if len(col) > 1 and col[-1] % 13 == successor:
            return False
    return all(card % 13 != successor for card in state.reserve)


def kings_may_wait(child: Child) -> bool:
    """Whether the move (no deal) to ``child`` may make a king wait, or wait on other cards:
    it filled an empty column, removed a run, or changed the sequence on a king (the card
    under the moved cards, or the card left on top of the source, lies on a sequence down to
    a king; the card a king's run still needs lands only there in Klassiek), and after it a
    king may wait at all (:func:`_kings_may_wait`: when none waits, :func:`blocked` is the
    check over values, which the rest of :func:`can_block` answers). docs/oplosser.md, rule
    4: kings."""
    card, src, dst = decode(child.action)
    state = child.state
    cols = state.cols
    target = cols[dst]
    at = target.find(card, 1)
    source = cols[src] if src != BESIDE else b""
    if (
        at < 0  # a run removed
        or at == 1  # an empty column filled
        or _on_king_sequence(target, at - 1)
        or (len(source) > 1 and _on_king_sequence(source, len(source) - 1))
    ):
        return _kings_may_wait(cols, state.reserve)
    return False


def _on_king_sequence(col: bytes, k: int) -> bool:
    """The face-up card at ``k`` lies on a sequence (each card on its successor) down to a
    king, or is one."""
    while k > col[0] + 1 and col[k] % 13 != 12 and col[k - 1] == col[k] + 1:
        k -= 1
    return col[k] % 13 == 12


def _forced_move(state: State, spec: GameSpec, keep_runs: bool) -> list[Child] | None:
    """Rules 5 and 6 (Klassiek): the only successor worth searching, or ``None``."""
    cols = state.cols
    n = len(cols)
    ups = [col[col[0] + 1 :] for col in cols]
    # All face-up cards in one string, columns separated by 255: one C-level search finds a
    # card, and the separators before it give its column.
    flat = _SEP.join(ups)
    starts = [0] * n
    at = 0
    for c in range(n):
        starts[c] = at
        at += len(ups[c]) + 1
    for d in range(n):
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
                    return _forced(state, card, s, i, d, keep_runs, spec)
    tops = [col[-1] if len(col) > 1 else 255 for col in cols]
    for s in range(n):
        col = cols[s]
        if tops[s] % 13:
            continue  # the top card is no ace (or the column is empty)
        i = len(col) - 1
        while i - 1 > col[0] and col[i - 1] == col[i] + 1:
            i -= 1
        card = col[i]
        if card % 13 != 12 and card + 1 in tops:
            # Forced (rule 6): a sequence down to the ace onto its successor.
            d = tops.index(card + 1)
            return _forced(state, card, s, i, d, keep_runs, spec)
    return None


def _forced(
    state: State,
    card: int,
    s: int,
    i: int,
    d: int,
    keep_runs: bool,
    spec: GameSpec,
) -> list[Child]:
    """The only successor worth searching (rules 5 and 6).
    Such a move is always useful (docs/oplosser.md, rule 5 (d)); it is worked out all the same,
    as the compiled core does."""
    ref = core.MoveRef(card, s, i, d)
    child = _move(
        state, card, s, i, d, core.useful(spec, True, keep_runs, state.cols, ref), keep_runs
    )
    return [child]


_PRIORITY = attrgetter("priority")


def _after(
    state: State, s: int, i: int, d: int, keep_runs: bool
) -> tuple[State, tuple[tuple[int, int, bool], ...]]:
    """The state after moving the card at ``i`` of ``s`` onto ``d``, and the runs it removed."""
    cols, reserve, _, runs = core.apply_move(state.cols, state.reserve, s, i, d, keep_runs)
    return State(cols, reserve, state.left - 13 * len(runs)), runs


def _move(
    state: State,
    card: int,
    s: int,
    i: int,
    d: int,
    useful: bool | None,
    keep_runs: bool,
    adjust: int = 0,
) -> Child:
    """The child after one move; ``adjust`` is added to its priority (Versoepeld's order).

    The priority is read off the parent's columns; only a move whose cards end in an ace can
    complete a run, and only such a child is built at once (its priority and ``turned``
    depend on the run)."""
    action = encode(card, s, d)
    cols = state.cols
    target = cols[d]
    if s == BESIDE:
        top = state.reserve[i]
        moved = 1
        src_turned = False
    else:
        source = cols[s]
        top = source[-1]
        moved = len(source) - i
        src_turned = i - 1 == source[0] > 0  # only face-down cards stay behind: one turns
    priority = adjust - moved + 400 * src_turned
    if i == 1 and s != BESIDE:
        priority += 150  # a column emptied
    if (
        top % 13 == 0
        and len(target) - 1 - target[0] + moved >= 13
        and (target + (state.reserve[i : i + 1] if s == BESIDE else cols[s][i:]))[-13:]
        == RUNS[top // 13]
    ):
        # The move completes a run (an ace on top, its whole run face up on top after landing).
        child, runs = _after(state, s, i, d, keep_runs)
        new_cols = child.cols
        turned = src_turned or any(t for _, _, t in runs)
        if runs:
            priority += 4000
        elif len(target) == 1:
            priority -= 100  # a king onto an empty column
        if keep_runs and core.run_on_top(new_cols[d]) >= 0 and core.run_on_top(target) < 0:
            priority += 4000  # a run completed in place
        return Child(priority, action, child, useful, turned)
    if len(target) == 1:
        priority -= 100  # a king onto an empty column
    return Child(priority, action, None, useful, src_turned, state, (s, i, d, keep_runs))


def _deal(state: State, spec: GameSpec, keep_runs: bool, priority: int = DEAL_LAST) -> Child:
    step = core.apply_deal(spec, state.cols, state.reserve, keep_runs)
    turned = any(t for _, _, t in step.runs)
    left = state.left - 13 * len(step.runs)
    return Child(priority, DEAL, State(step.cols, b"", left), True, turned)


def is_klassiek(rules: Rules) -> bool:
    return rules is Rules.KLASSIEK
