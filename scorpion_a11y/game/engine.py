"""The game: Scorpion exactly as *De regels van Scorpion* describes it.

Pure rules and state: no text, no I/O, no clock. Every action returns a tuple of frozen
events (:mod:`scorpion_a11y.game.events`); a refused action raises :class:`MoveRefused` carrying a
typed :class:`Refusal` and leaves the state untouched.

Columns are 0-based in code (column 1 on the table is ``0``).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from enum import Enum

from .cards import DECK, Card, Rank, Suit, run_of
from .deal import COLUMNS, ColumnLayout, Position, Rules, deal
from .events import (
    CardsMoved,
    CardTurned,
    Event,
    GameWon,
    MoveRefused,
    Reason,
    Redone,
    Refusal,
    ReserveDealt,
    RunRemoved,
    ScoreChanged,
    Undone,
)

#: Points of the rule document's score table.
POINTS_SAME_SUIT = 5
POINTS_TURNED = 5
POINTS_RUN = 100
#: How many actions can be undone.
UNDO_LIMIT = 100
RUNS_TO_WIN = 4

_RESERVE = -1
_REMOVED = -2
#: The columns the reserve is dealt onto, first card first (columns 1, 2 and 3).
_RESERVE_COLUMNS = (0, 1, 2)


@dataclass(frozen=True, slots=True)
class Move:
    """Move ``card`` (with every card lying on it) onto column ``to`` (0-based)."""

    card: Card
    to: int


@dataclass(frozen=True, slots=True)
class DealReserve:
    """Deal the reserve: one card face up onto each of columns 1, 2 and 3."""


DEAL_RESERVE = DealReserve()
Action = Move | DealReserve


class Place(Enum):
    """Where a card can be: on the table, in the reserve, or in a removed run."""

    COLUMN = "column"
    RESERVE = "reserve"
    REMOVED = "removed"


@dataclass(frozen=True, slots=True)
class Location:
    """Where a card is. ``index`` counts from the bottom of the column (0-based)."""

    place: Place
    column: int | None = None
    index: int | None = None
    face_up: bool = False


@dataclass(slots=True)
class _Record:
    """What undo needs to take one action back exactly."""

    action: Action
    events: tuple[Event, ...]
    points: int
    # For a move: source and target column, cards moved, whether the source turned a card.
    src: int = 0
    dst: int = 0
    count: int = 0
    src_turned: bool = False
    # Per column that received cards: (column, run removed?, card turned after removal?)
    landings: tuple[tuple[int, bool, bool], ...] = ()
    # For the reserve deal: how many cards were dealt.
    dealt: int = 0


def _fits(card: Card, rules: Rules) -> tuple[Card, ...]:
    if card.rank == Rank.HEER:
        return ()
    higher = Rank(card.rank + 1)
    if rules is Rules.KLASSIEK:
        return (Card(card.suit, higher),)
    return tuple(Card(suit, higher) for suit in Suit)


#: For each rule set and card index: the cards that card may lie on.
_FITS = {rules: tuple(_fits(card, rules) for card in DECK) for rules in Rules}


#: For each rule set and card index: the cards that may be laid on that card.
_UNDER = {
    rules: tuple(tuple(card for card in DECK if top in _FITS[rules][card.index]) for top in DECK)
    for rules in Rules
}
#: The 364 possible moves, shared: ``_MOVES[card.index][column]``.
_MOVES = tuple(tuple(Move(card, to) for to in range(COLUMNS)) for card in DECK)


def _check_position(position: Position) -> None:
    """Raise :class:`ValueError` unless ``position`` is well formed: 7 columns, face-down
    cards only under a face-up card, at most 3 reserve cards, all 52 cards exactly once.

    Deal files are validated with player-facing errors by :mod:`scorpion_a11y.game.dealfile`;
    this is the engine's own guard against positions built wrongly in code.
    """
    if len(position.columns) != COLUMNS:
        raise ValueError(f"a position needs {COLUMNS} columns, not {len(position.columns)}")
    for c, column in enumerate(position.columns):
        if column.face_down and not column.face_up:
            raise ValueError(f"column {c}: face-down cards with no face-up card on them")
    if len(position.reserve) > len(_RESERVE_COLUMNS):
        raise ValueError(f"a reserve holds at most 3 cards, not {len(position.reserve)}")
    seen: set[Card] = set()
    held = [*position.cards(), *(card for suit in position.removed for card in run_of(suit))]
    for card in held:
        if card in seen:
            raise ValueError(f"{card.name} appears twice")
        seen.add(card)
    if len(seen) != 52:
        missing = ", ".join(card.name for card in DECK if card not in seen)
        raise ValueError(f"missing cards: {missing}")


class Game:
    """A game of Scorpion in progress."""

    def __init__(self, position: Position, deal_number: int | None = None) -> None:
        _check_position(position)
        self.rules: Rules = position.rules
        self.deal_number: int | None = deal_number
        self._start = position
        self._cols: list[list[Card]] = [list(c.face_down + c.face_up) for c in position.columns]
        self._hidden: list[int] = [len(c.face_down) for c in position.columns]
        self._reserve: list[Card] = list(position.reserve)
        self._removed: list[Suit] = list(position.removed)
        self._where: list[int] = [_REMOVED] * 52
        for c, cards in enumerate(self._cols):
            for card in cards:
                self._where[card.index] = c
        for card in self._reserve:
            self._where[card.index] = _RESERVE
        self.score = 0
        self._undo: deque[_Record] = deque(maxlen=UNDO_LIMIT)
        self._redo: list[_Record] = []
        self._line: list[Action] = []

    @classmethod
    def new(cls, number: int, rules: Rules = Rules.KLASSIEK) -> Game:
        """A fresh game of deal ``number``."""
        return cls(deal(number, rules), number)

    # ----------------------------------------------------------------- reading the table

    @property
    def moves(self) -> int:
        """Actions in the current line of play (moves and the reserve deal)."""
        return len(self._line)

    @property
    def won(self) -> bool:
        return len(self._removed) >= RUNS_TO_WIN

    @property
    def reserve(self) -> tuple[Card, ...]:
        return tuple(self._reserve)

    @property
    def reserve_dealt(self) -> bool:
        return not self._reserve

    @property
    def removed(self) -> tuple[Suit, ...]:
        """Suits of the removed runs, in the order they were removed."""
        return tuple(self._removed)

    @property
    def start(self) -> Position:
        """The position the game started from."""
        return self._start

    def column(self, c: int) -> tuple[Card, ...]:
        """All cards of column ``c``, bottom to top."""
        return tuple(self._cols[c])

    def face_down_count(self, c: int) -> int:
        return self._hidden[c]

    def face_up(self, c: int) -> tuple[Card, ...]:
        """The face-up cards of column ``c``, bottom to top."""
        return tuple(self._cols[c][self._hidden[c] :])

    def top(self, c: int) -> Card | None:
        col = self._cols[c]
        return col[-1] if col else None

    def face_down_total(self) -> int:
        return sum(self._hidden)

    def complete_run(self, c: int) -> Suit | None:
        """The suit of a complete king-to-ace run lying face up on top of column ``c``, or None.

        Runs are removed only on a column that receives cards, so a run completed by taking
        cards off its ace stays on the table until its king (with the run) moves to an empty
        column, which removes it.
        """
        col = self._cols[c]
        if len(col) - self._hidden[c] < 13 or col[-1].rank != Rank.AAS:
            return None
        base = col[-1].index
        for k in range(13):
            if col[-1 - k].index != base + k:
                return None
        return col[-1].suit

    def locate(self, card: Card) -> Location:
        where = self._where[card.index]
        if where == _RESERVE:
            return Location(Place.RESERVE)
        if where == _REMOVED:
            return Location(Place.REMOVED)
        index = self._cols[where].index(card)
        return Location(Place.COLUMN, where, index, index >= self._hidden[where])

    def position(self) -> Position:
        """The current position (for deal files, saving and comparison)."""
        return Position(
            tuple(
                ColumnLayout(tuple(col[:h]), tuple(col[h:]))
                for col, h in zip(self._cols, self._hidden, strict=True)
            ),
            tuple(self._reserve),
            tuple(self._removed),
            self.rules,
        )

    def line(self) -> tuple[Action, ...]:
        """Every action of the current line of play, from the start (for saving and replay)."""
        return tuple(self._line)

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def copy(self) -> Game:
        """An independent game in the same position, with the same score and move count."""
        other = Game.__new__(Game)
        other.rules = self.rules
        other.deal_number = self.deal_number
        other._start = self._start
        other._cols = [list(c) for c in self._cols]
        other._hidden = list(self._hidden)
        other._reserve = list(self._reserve)
        other._removed = list(self._removed)
        other._where = list(self._where)
        other.score = self.score
        other._undo = deque(self._undo, maxlen=UNDO_LIMIT)
        other._redo = list(self._redo)
        other._line = list(self._line)
        return other

    # ----------------------------------------------------------------- the rules

    def fits(self, card: Card) -> tuple[Card, ...]:
        """The cards ``card`` may be laid on under the current rules (none for a king)."""
        return _FITS[self.rules][card.index]

    def check(self, action: Action) -> Refusal | None:
        """Why ``action`` is not allowed now, or ``None`` when it is."""
        if isinstance(action, DealReserve):
            return None if self._reserve else Refusal(Reason.RESERVE_ALREADY_DEALT)
        card, to = action.card, action.to
        if not 0 <= to < COLUMNS:
            return Refusal(Reason.NO_SUCH_COLUMN, card, to)
        where = self._where[card.index]
        if where == _REMOVED:
            return Refusal(Reason.CARD_REMOVED, card)
        if where == _RESERVE:
            return Refusal(Reason.CARD_IN_RESERVE, card)
        if self._cols[where].index(card) < self._hidden[where]:
            return Refusal(Reason.CARD_FACE_DOWN, card)
        if where == to:
            return Refusal(Reason.SAME_COLUMN, card, to)
        target = self._cols[to]
        if not target:
            if card.rank != Rank.HEER:
                return Refusal(Reason.ONLY_KING_ON_EMPTY, card, to, None, self.fits(card))
            return None
        top = target[-1]
        if top.rank == Rank.AAS:
            return Refusal(Reason.TARGET_IS_ACE, card, to, top, self.fits(card))
        if card.rank != top.rank - 1:
            return Refusal(Reason.NOT_ONE_HIGHER, card, to, top, self.fits(card))
        if self.rules is Rules.KLASSIEK and card.suit != top.suit:
            return Refusal(Reason.WRONG_SUIT, card, to, top, self.fits(card))
        return None

    def is_legal(self, action: Action) -> bool:
        return self.check(action) is None

    def legal_moves(self) -> list[Move]:
        """Every move the rules allow now (not the reserve deal: see :attr:`reserve_dealt`).

        Left out: moving a whole column (a king lying at the very bottom, nothing face down
        under it) onto another empty column, when that changes nothing but the column's
        number; :meth:`play` still accepts it when asked. Such a move is listed when the
        column is a complete run: landing on the empty column removes it.
        """
        cols, hidden, where = self._cols, self._hidden, self._where
        under = _UNDER[self.rules]
        result: list[Move] = []
        kings: list[int] | None = None
        for dst in range(COLUMNS):
            target = cols[dst]
            if not target:
                if kings is None:
                    kings = [
                        col[i].index
                        for src, col in enumerate(cols)
                        for i in range(
                            max(hidden[src], 1 if self.complete_run(src) is None else 0), len(col)
                        )
                        if col[i].rank == Rank.HEER
                    ]
                result.extend(_MOVES[k][dst] for k in kings)
                continue
            for card in under[target[-1].index]:
                src = where[card.index]
                if src >= 0 and src != dst and cols[src].index(card) >= hidden[src]:
                    result.append(_MOVES[card.index][dst])
        return result

    def has_legal_action(self) -> bool:
        """True while any move, or the reserve deal, is possible."""
        return bool(self._reserve) or bool(self.legal_moves())

    # ----------------------------------------------------------------- actions

    def play(self, action: Action) -> tuple[Event, ...]:
        """Play ``action``; raise :class:`MoveRefused` (state untouched) when not allowed."""
        refusal = self.check(action)
        if refusal is not None:
            raise MoveRefused(refusal)
        self._redo.clear()
        return self._do(action)

    def move(self, card: Card, to: int) -> tuple[Event, ...]:
        return self.play(Move(card, to))

    def deal_reserve(self) -> tuple[Event, ...]:
        return self.play(DEAL_RESERVE)

    def undo(self) -> tuple[Event, ...]:
        """Take back the last action and exactly its points."""
        if not self._undo:
            raise MoveRefused(Refusal(Reason.NOTHING_TO_UNDO))
        record = self._undo.pop()
        self._revert(record)
        self._line.pop()
        self._redo.append(record)
        self.score -= record.points
        return (Undone(record.events), ScoreChanged(-record.points, self.score))

    def redo(self) -> tuple[Event, ...]:
        """Play the last undone action again (until a new action is made)."""
        if not self._redo:
            raise MoveRefused(Refusal(Reason.NOTHING_TO_REDO))
        record = self._redo.pop()
        events = self._do(record.action)
        return (Redone(events), ScoreChanged(record.points, self.score))

    # ----------------------------------------------------------------- internals

    def _do(self, action: Action) -> tuple[Event, ...]:
        record = self._do_deal() if isinstance(action, DealReserve) else self._do_move(action)
        self._undo.append(record)
        self._line.append(action)
        return record.events

    def _land(self, c: int, events: list[Event]) -> tuple[int, bool, bool]:
        """After cards landed on column ``c``: remove a completed run, turn what it uncovers."""
        col = self._cols[c]
        if len(col) - self._hidden[c] < 13 or col[-1].rank != Rank.AAS:
            return 0, False, False
        first = col[-13]
        if first.rank != Rank.HEER:
            return 0, False, False
        suit_base = first.index - 12  # index of this suit's ace
        for k in range(13):
            if col[-1 - k].index != suit_base + k:
                return 0, False, False
        suit = first.suit
        del col[-13:]
        for k in range(13):
            self._where[suit_base + k] = _REMOVED
        self._removed.append(suit)
        events.append(RunRemoved(suit, c))
        points = POINTS_RUN
        turned = False
        if self._hidden[c] and self._hidden[c] == len(col):
            self._hidden[c] -= 1
            turned = True
            events.append(CardTurned(col[-1], c))
            points += POINTS_TURNED
        return points, True, turned

    def _finish(self, events: list[Event], points: int) -> None:
        self.score += points
        events.append(ScoreChanged(points, self.score))
        if len(self._removed) >= RUNS_TO_WIN:
            events.append(GameWon(self.score, len(self._line) + 1))

    def _do_move(self, move: Move) -> _Record:
        card, dst = move.card, move.to
        src = self._where[card.index]
        source = self._cols[src]
        i = source.index(card)
        group = source[i:]
        del source[i:]
        target = self._cols[dst]
        onto = target[-1] if target else None
        target.extend(group)
        where = self._where
        for g in group:
            where[g.index] = dst
        events: list[Event] = [CardsMoved(card, tuple(group[1:]), src, dst, onto)]
        points = POINTS_SAME_SUIT if onto is not None and onto.suit == card.suit else 0
        src_turned = False
        if self._hidden[src] and self._hidden[src] == len(source):
            self._hidden[src] -= 1
            src_turned = True
            events.append(CardTurned(source[-1], src))
            points += POINTS_TURNED
        run_points, run, dst_turned = self._land(dst, events)
        points += run_points
        self._finish(events, points)
        return _Record(
            move,
            tuple(events),
            points,
            src=src,
            dst=dst,
            count=len(group),
            src_turned=src_turned,
            landings=((dst, run, dst_turned),),
        )

    def _do_deal(self) -> _Record:
        cards = self._reserve
        self._reserve = []
        placements = tuple((card, c) for c, card in enumerate(cards))
        events: list[Event] = [ReserveDealt(placements)]
        points = 0
        landings = []
        for card, c in placements:
            self._cols[c].append(card)
            self._where[card.index] = c
        for _card, c in placements:
            run_points, run, turned = self._land(c, events)
            points += run_points
            landings.append((c, run, turned))
        self._finish(events, points)
        return _Record(
            DEAL_RESERVE, tuple(events), points, landings=tuple(landings), dealt=len(cards)
        )

    def _unland(self, c: int, run: bool, turned: bool) -> None:
        if not run:
            return
        if turned:
            self._hidden[c] += 1
        suit = self._removed.pop()
        cards = run_of(suit)
        self._cols[c].extend(cards)
        for card in cards:
            self._where[card.index] = c

    def _revert(self, record: _Record) -> None:
        for c, run, turned in reversed(record.landings):
            self._unland(c, run, turned)
        if isinstance(record.action, DealReserve):
            cards = []
            for c in reversed(range(record.dealt)):
                card = self._cols[c].pop()
                self._where[card.index] = _RESERVE
                cards.append(card)
            self._reserve = cards[::-1]
            return
        src, dst, n = record.src, record.dst, record.count
        target = self._cols[dst]
        group = target[-n:]
        del target[-n:]
        if record.src_turned:
            self._hidden[src] += 1
        self._cols[src].extend(group)
        for g in group:
            self._where[g.index] = src
