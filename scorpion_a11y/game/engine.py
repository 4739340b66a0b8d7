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
from functools import lru_cache
from typing import NamedTuple

from . import rules as core
from .cards import DECK, Card, Rank, Suit, run_of
from .deal import ColumnLayout, Position, Rules, deal
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
    RunCompleted,
    RunRemoved,
    ScoreChanged,
    Undone,
)
from .rules import BESIDE, GAP, GameSpec, Variant, spec_of

#: Points of the rule document's score table.
POINTS_SAME_SUIT = 5
POINTS_TURNED = 5
POINTS_RUN = 100
#: How many actions can be undone in Scorpion (each game's own limit: ``GameSpec.undo_limit``).
UNDO_LIMIT = core.SCORPION.undo_limit
RUNS_TO_WIN = core.SCORPION.runs_to_win

_CARDS = DECK  # by index
_TIMES = {1: "once (twice)", 2: "twice (three times)"}


@dataclass(frozen=True, slots=True)
class Move:
    """Move ``card`` (with every card lying on it) onto column ``to`` (0-based).

    ``src`` names the column the card comes from; only needed when two copies of the card can
    move (Double Scorpion). ``None``: wherever the (one movable) card lies.
    """

    card: Card
    to: int
    src: int | None = None


@dataclass(frozen=True, slots=True)
class DealReserve:
    """Deal the reserve: one card face up onto each of its columns (1, 2 and 3 in Scorpion)."""


DEAL_RESERVE = DealReserve()
Action = Move | DealReserve


class Place(Enum):
    """Where a card can be: on the table, in the reserve, beside the table, or removed."""

    COLUMN = "column"
    RESERVE = "reserve"
    REMOVED = "removed"
    #: Face up beside the table (Three Blind Mice): playable onto a column at any time.
    BESIDE = "beside"


@dataclass(frozen=True, slots=True)
class Location:
    """Where a card is. ``index`` counts from the bottom of the column (0-based); for a card
    beside the table it is its place there."""

    place: Place
    column: int | None = None
    index: int | None = None
    face_up: bool = False


class LineMark(NamedTuple):
    """A mark of a game's whole line (:meth:`Game.mark`): which mark, and the line's length."""

    serial: int
    length: int


class _Snapshot(NamedTuple):
    """The whole changeable state of a game: undo restores one of these (issue 16 §8)."""

    cols: tuple[bytes, ...]
    reserve: bytes
    removed: tuple[Suit, ...]
    score: int
    #: Traditional rules: the most complete runs that ever lay on the table (each scored once).
    credited: int
    line: int


class _Record(NamedTuple):
    """One action on the undo or redo stack: the state before it, and what it did."""

    before: _Snapshot
    action: Action
    events: tuple[Event, ...]
    points: int


#: Every distinct :class:`Move` played in this process, once (a few thousand at most: card,
#: target, source column), so a line of play holds references only.
_MOVES: dict[Move, Move] = {}


def _fits(card: Card, rules: Rules) -> tuple[Card, ...]:
    if card.rank == Rank.HEER:
        return ()
    higher = Rank(card.rank + 1)
    if rules is Rules.KLASSIEK:
        return (Card(card.suit, higher),)
    return tuple(Card(suit, higher) for suit in Suit)


#: For Klassiek (True) and Versoepeld (False), by card index: the cards that card may lie on.
_FITS = {rules is Rules.KLASSIEK: tuple(_fits(card, rules) for card in DECK) for rules in Rules}


def _check_position(position: Position) -> None:
    """Raise :class:`ValueError` unless ``position`` is well formed for its game: its number of
    columns, face-down cards only under a face-up card, at most its reserve, every card
    exactly once (twice in Double Scorpion).

    Deal files are validated with player-facing errors by :mod:`scorpion_a11y.game.dealfile`;
    this is the engine's own guard against positions built wrongly in code.
    """
    spec = position.spec
    if len(position.columns) != spec.columns:
        raise ValueError(f"a position needs {spec.columns} columns, not {len(position.columns)}")
    for c, column in enumerate(position.columns):
        if column.face_down and not column.face_up:
            raise ValueError(f"column {c}: face-down cards with no face-up card on them")
    if len(position.reserve) > spec.reserve_size:
        raise ValueError(
            f"a reserve holds at most {spec.reserve_size} cards, not {len(position.reserve)}"
        )
    counts = [0] * 52
    held = [*position.cards(), *(card for suit in position.removed for card in run_of(suit))]
    for card in held:
        counts[card.index] += 1
        if counts[card.index] > spec.decks:
            raise ValueError(f"{card.name} appears more than {_TIMES[spec.decks]}")
    missing = [card.name for card in DECK if counts[card.index] != spec.decks]
    if missing:
        raise ValueError(f"missing cards: {', '.join(missing)}")


@lru_cache(maxsize=4096)
def _layout(col: bytes) -> ColumnLayout:
    """A compact column as a :class:`ColumnLayout` (the same object for the same column while
    it is remembered: a game's columns mostly stay as they are from one position to the next)."""
    return ColumnLayout(
        tuple(_CARDS[i] for i in col[1 : col[0] + 1]),
        tuple(_CARDS[i] for i in col[col[0] + 1 :]),
    )


class Game:
    """A game in progress, of any of the games in :mod:`scorpion_a11y.game.rules`."""

    # The table as one string (:meth:`_table_string`) and the tuple of columns it was made of.
    _table_of: tuple[bytes, ...] | None = None
    _table: bytes = b""

    def __init__(self, position: Position, deal_number: int | None = None) -> None:
        _check_position(position)
        self.rules: Rules = position.rules
        self.variant: Variant = position.variant
        self.traditional: bool = position.traditional
        self.spec: GameSpec = spec_of(position.variant)
        self.deal_number: int | None = deal_number
        self._start = position
        self._klassiek = position.rules is Rules.KLASSIEK
        self._cols: tuple[bytes, ...] = tuple(
            core.column(len(c.face_down), [card.index for card in c.face_down + c.face_up])
            for c in position.columns
        )
        self._reserve: bytes = bytes(card.index for card in position.reserve)
        self._removed: tuple[Suit, ...] = tuple(position.removed)
        self.score = 0
        self._credited = core.complete_runs(self._cols) if self.traditional else 0
        self._undo: deque[_Record] = deque(maxlen=self.spec.undo_limit)
        self._redo: list[_Record] = []
        self._line: list[Action] = []
        #: The shortest the whole line (played + redoable) has been since the last mark.
        self._low = 0
        self._mark = 0
        #: What the player has seen of the cards that are face down now: per column the
        #: fewest face-down cards it has had (those above lay face up once, and an undo turned
        #: them down again: face-down cards never move, so the same cards lie there), and
        #: whether the reserve was ever dealt (:meth:`seen_face_down`, :attr:`reserve_seen`).
        self._fewest_down: tuple[int, ...] = tuple(len(c.face_down) for c in position.columns)
        self._reserve_seen = False

    @classmethod
    def new(
        cls,
        number: int,
        rules: Rules = Rules.KLASSIEK,
        variant: Variant = Variant.SCORPION,
        traditional: bool = False,
    ) -> Game:
        """A fresh game of deal ``number``."""
        return cls(deal(number, rules, variant, traditional), number)

    # ----------------------------------------------------------------- reading the table

    @property
    def columns(self) -> int:
        """How many columns the table has."""
        return len(self._cols)

    @property
    def moves(self) -> int:
        """Actions in the current line of play (moves and the reserve deal)."""
        return len(self._line)

    @property
    def won(self) -> bool:
        return core.won(self.spec, self._cols, self._reserve, len(self._removed), self.traditional)

    @property
    def reserve(self) -> tuple[Card, ...]:
        return tuple(_CARDS[i] for i in self._reserve)

    @property
    def reserve_dealt(self) -> bool:
        """No reserve is left to deal (always true for cards lying beside the table)."""
        return not self._reserve or self.spec.beside

    @property
    def beside(self) -> tuple[Card, ...]:
        """The cards lying face up beside the table (Three Blind Mice), else none."""
        return self.reserve if self.spec.beside else ()

    @property
    def removed(self) -> tuple[Suit, ...]:
        """Suits of the removed runs, in the order they were removed."""
        return self._removed

    @property
    def runs_done(self) -> int:
        """Runs removed, plus (traditional rules) complete runs lying on the table."""
        return len(self._removed) + core.complete_runs(self._cols)

    @property
    def start(self) -> Position:
        """The position the game started from."""
        return self._start

    def column(self, c: int) -> tuple[Card, ...]:
        """All cards of column ``c``, bottom to top."""
        return tuple(_CARDS[i] for i in self._cols[c][1:])

    def face_down_count(self, c: int) -> int:
        return self._cols[c][0]

    def face_up(self, c: int) -> tuple[Card, ...]:
        """The face-up cards of column ``c``, bottom to top."""
        col = self._cols[c]
        return tuple(_CARDS[i] for i in col[col[0] + 1 :])

    def top(self, c: int) -> Card | None:
        col = self._cols[c]
        return _CARDS[col[-1]] if len(col) > 1 else None

    def face_down_total(self) -> int:
        return sum(col[0] for col in self._cols)

    def seen_face_down(self, c: int) -> tuple[Card, ...]:
        """The face-down cards of column ``c`` the player has seen (they lay face up, and an
        undo turned them face down again), bottom to top: the top ones of the pile."""
        col = self._cols[c]
        return tuple(_CARDS[i] for i in col[1 + min(self._fewest_down[c], col[0]) : col[0] + 1])

    @property
    def reserve_seen(self) -> bool:
        """The reserve now waiting was dealt once and taken back (its cards were seen); never
        for cards lying beside the table, which are always seen."""
        return self._reserve_seen and bool(self._reserve) and not self.spec.beside

    @property
    def remembers(self) -> bool:
        """Some card lying face down now (or waiting in the reserve) was seen before an undo
        turned it down again."""
        return self.reserve_seen or any(
            low < col[0] for low, col in zip(self._fewest_down, self._cols, strict=True)
        )

    def remember(self, fewest_down: tuple[int, ...], reserve_seen: bool) -> None:
        """Take over what a player saw in an earlier sitting (:meth:`seen_state`), from a saved
        game: only what this line of play could have shown (a count never above the start's)."""
        if len(fewest_down) != len(self._cols):
            return
        starts = (len(c.face_down) for c in self._start.columns)
        self._fewest_down = tuple(
            min(own, max(0, int(old)), start)
            for own, old, start in zip(self._fewest_down, fewest_down, starts, strict=True)
        )
        self._reserve_seen = self._reserve_seen or (
            bool(reserve_seen) and bool(self._start.reserve)
        )

    def seen_state(self) -> tuple[tuple[int, ...], bool]:
        """What :meth:`remember` takes: the fewest face-down cards per column, and whether the
        reserve was dealt."""
        return self._fewest_down, self._reserve_seen

    def complete_run(self, c: int) -> Suit | None:
        """The suit of a complete king-to-ace run lying face up on top of column ``c``, or None.

        Runs are removed only on a column that receives cards, so a run completed by taking
        cards off its ace stays on the table until its king (with the run) moves to an empty
        column, which removes it (with the traditional rules every completed run stays).
        """
        suit = core.run_on_top(self._cols[c])
        return Suit(suit) if suit >= 0 else None

    def _table_string(self) -> bytes:
        """Every column's cards in one string, bottom to top, the columns in order with
        :data:`rules.GAP` between them: finding a card is one C-level search. Made again only
        when the table changed (every change puts a new tuple of columns in place)."""
        cols = self._cols
        if self._table_of is not cols:
            self._table = bytes([GAP]).join(col[1:] for col in cols)
            self._table_of = cols
        return self._table

    def locate_all(self, card: Card) -> tuple[Location, ...]:
        """Every place ``card`` lies (two in Double Scorpion): face-up copies first, then
        columns in order; a removed copy last."""
        found: list[Location] = []
        index = card.index
        cols = self._cols
        table = self._table_string()
        at = table.find(index)
        while at >= 0:
            c = table.count(GAP, 0, at)
            i = at - table.rfind(GAP, 0, at)  # its place in the compact column
            found.append(Location(Place.COLUMN, c, i - 1, i > cols[c][0]))
            at = table.find(index, at + 1)
        at = self._reserve.find(index)
        if at >= 0:
            if self.spec.beside:
                found.append(Location(Place.BESIDE, None, at, True))
            else:
                found.append(Location(Place.RESERVE))
        found.sort(key=lambda loc: not loc.face_up)
        while len(found) < self.spec.decks:
            found.append(Location(Place.REMOVED))
        return tuple(found)

    def locate(self, card: Card) -> Location:
        """Where ``card`` is (in Double Scorpion: a face-up copy when there is one)."""
        return self.locate_all(card)[0]

    def position(self) -> Position:
        """The current position (for deal files, saving and comparison)."""
        return Position(
            tuple(map(_layout, self._cols)),
            self.reserve,
            self._removed,
            self.rules,
            self.variant,
            self.traditional,
        )

    def line(self) -> tuple[Action, ...]:
        """Every action of the current line of play, from the start (for saving and replay)."""
        return tuple(self._line)

    def redo_line(self) -> tuple[Action, ...]:
        """The actions ``redo`` would play again, the next one first (at most the undo limit)."""
        return tuple(record.action for record in reversed(self._redo))

    def mark(self) -> LineMark:
        """A mark of the whole line (played, then redoable) as it is now, for
        :meth:`line_since`; a new mark replaces the one before."""
        self._mark += 1
        self._low = len(self._line) + len(self._redo)
        return LineMark(self._mark, self._low)

    def line_since(self, mark: LineMark) -> tuple[int, tuple[Action, ...]]:
        """What changed in the whole line (played, then redoable) since ``mark``: keep its
        first ``keep`` actions, then these. Undo and redo change no action of the whole line
        (only how much of it is played: :attr:`moves`); a new action cuts it back to the
        played part. Costs the change, not the line."""
        if mark.serial != self._mark:
            raise ValueError("only the latest mark can be asked about")
        keep = min(mark.length, self._low)
        played = len(self._line)
        if keep >= played:
            return keep, self.redo_line()[keep - played :]
        return keep, (*self._line[keep:], *self.redo_line())

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def undoable(self) -> int:
        """How many actions ``undo`` can take back now (the game's limit counted)."""
        return len(self._undo)

    def undo_events(self) -> tuple[Event, ...]:
        """The events of the action :meth:`undo` would take back now (``()`` when none): what
        ``kan ik terug`` says would go back, and where to."""
        return self._undo[-1].events if self._undo else ()

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def copy(self) -> Game:
        """An independent game in the same position, with the same score and move count."""
        other = Game.__new__(Game)
        for name in (
            "rules",
            "variant",
            "traditional",
            "spec",
            "deal_number",
            "_start",
            "_klassiek",
            "_cols",
            "_reserve",
            "_removed",
            "score",
            "_credited",
            "_fewest_down",
            "_reserve_seen",
        ):
            setattr(other, name, getattr(self, name))
        other._undo = deque(self._undo, maxlen=self.spec.undo_limit)
        other._redo = list(self._redo)
        other._line = list(self._line)
        other._low, other._mark = 0, 0
        return other

    # ----------------------------------------------------------------- the rules

    def fits(self, card: Card) -> tuple[Card, ...]:
        """The cards ``card`` may be laid on under the current rules (none for a king)."""
        return _FITS[self._klassiek][card.index]

    def _source(self, move: Move) -> tuple[int, int] | Refusal:
        """The source of ``move``: (column or BESIDE, compact index), or why it cannot move.

        With two movable copies (Double Scorpion) and no ``src``, the copy the move is legal
        for is taken; when it is legal for both, the move is refused as ambiguous.
        """
        if self.spec.decks == 1:
            return self._single_source(move)
        card = move.card
        index = card.index
        spots: list[tuple[int, int]] = []
        face_down = False
        for c, col in enumerate(self._cols):
            if move.src is not None and c != move.src:
                continue
            at = col.find(index, 1)
            while at >= 0:
                if at > col[0]:
                    spots.append((c, at))
                else:
                    face_down = True
                at = col.find(index, at + 1)
        if move.src is not None:
            if not spots:  # said the same whether or not it lies face down there
                return Refusal(Reason.NOT_IN_COLUMN, card, source=move.src)
        else:
            at = self._reserve.find(index)
            if at >= 0:
                if self.spec.beside:
                    spots.append((BESIDE, at))
                elif not spots:
                    return Refusal(Reason.CARD_IN_RESERVE, card)
        if not spots:
            if face_down:
                return Refusal(Reason.CARD_FACE_DOWN, card)
            return Refusal(Reason.CARD_REMOVED, card)
        # Both copies face up in one column: the upper one is the one that moves (rules core).
        spots = [
            spot for k, spot in enumerate(spots) if spot[0] not in [o[0] for o in spots[k + 1 :]]
        ]
        if len(spots) == 1:
            return spots[0]
        fine = [spot for spot in spots if self._target_refusal(card, spot[0], move.to) is None]
        if len(fine) == 1:
            return fine[0]
        if not fine:
            return spots[0]
        return Refusal(
            Reason.AMBIGUOUS_CARD, card, move.to, sources=tuple(spot[0] for spot in fine)
        )

    def _single_source(self, move: Move) -> tuple[int, int] | Refusal:
        """:meth:`_source` with one deck: the card lies in one place."""
        card = move.card
        index = card.index
        cols = self._cols
        table = self._table_string()
        at = table.find(index)
        if at < 0:
            if move.src is not None:
                return Refusal(Reason.NOT_IN_COLUMN, card, source=move.src)
            at = self._reserve.find(index)
            if at < 0:
                return Refusal(Reason.CARD_REMOVED, card)
            if self.spec.beside:
                return (BESIDE, at)
            return Refusal(Reason.CARD_IN_RESERVE, card)
        c = table.count(GAP, 0, at)
        i = at - table.rfind(GAP, 0, at)  # its place in the compact column
        if move.src is not None and c != move.src:
            return Refusal(Reason.NOT_IN_COLUMN, card, source=move.src)
        if i > cols[c][0]:
            return (c, i)
        if move.src is not None:  # said the same whether or not it lies face down there
            return Refusal(Reason.NOT_IN_COLUMN, card, source=move.src)
        return Refusal(Reason.CARD_FACE_DOWN, card)

    def _target_refusal(self, card: Card, src: int, to: int) -> Refusal | None:
        if src == to:
            return Refusal(Reason.SAME_COLUMN, card, to)
        target = self._cols[to]
        reason = core.target_reason(self.spec, self._klassiek, card.index, target)
        if reason is None:
            return None
        top = _CARDS[target[-1]] if len(target) > 1 else None
        also: tuple[Reason, ...] = ()
        if reason is Reason.NOT_ONE_HIGHER and self._klassiek and top and top.suit != card.suit:
            also = (Reason.WRONG_SUIT,)  # both rules broken: both said
        return Refusal(reason, card, to, top, self.fits(card), also=also)

    def check(self, action: Action) -> Refusal | None:
        """Why ``action`` is not allowed now, or ``None`` when it is."""
        if isinstance(action, DealReserve):
            if not self._reserve or self.spec.beside:
                return Refusal(Reason.RESERVE_ALREADY_DEALT)
            if self.traditional and self._useful_refs():  # "geen nuttige zet meer" (doc 003)
                return Refusal(Reason.RESERVE_NOT_YET)
            return None
        card, to = action.card, action.to
        if not 0 <= to < len(self._cols):
            return Refusal(Reason.NO_SUCH_COLUMN, card, to)
        source = self._source(action)
        if isinstance(source, Refusal):
            return source
        return self._target_refusal(card, source[0], to)

    def is_legal(self, action: Action) -> bool:
        return self.check(action) is None

    def _refs(self, renumbering: bool = False) -> list[core.MoveRef]:
        return core.moves(
            self.spec,
            self._klassiek,
            self._cols,
            self._reserve,
            renumbering=renumbering,
            keep_runs=self.traditional,
        )

    def _useful_refs(self) -> list[core.MoveRef]:
        cols, spec, klassiek, keep = self._cols, self.spec, self._klassiek, self.traditional
        return [ref for ref in self._refs() if core.useful(spec, klassiek, keep, cols, ref)]

    def _as_move(self, ref: core.MoveRef) -> Move:
        src = ref.src if self.spec.decks > 1 and ref.src != BESIDE else None
        return Move(_CARDS[ref.card], ref.dst, src)

    def legal_moves(self, renumbering: bool = False) -> list[Move]:
        """Every move the rules allow now (not the reserve deal: see :attr:`reserve_dealt`).

        Left out (unless ``renumbering``): moving a whole column (its bottom card, nothing
        face down under it) onto another empty column, unless a complete run lies on top of it
        (it is removed when it lands), or the reserve is still to be dealt and one of the two
        columns is one it is dealt onto (then it decides which reserve card lands on the
        column). That changes nothing but the column's number; :meth:`play` still accepts it.
        In Double Scorpion each move names its source column.
        """
        return self._listed(self._refs(renumbering))

    def useful_moves(self) -> list[Move]:
        """The useful moves among :meth:`legal_moves` (:func:`rules.useful`: a move that
        moving the same cards straight back cannot undo). With the traditional rules the
        reserve may be dealt only when there is none."""
        return self._listed(self._useful_refs())

    def _listed(self, refs: list[core.MoveRef]) -> list[Move]:
        moves = [self._as_move(ref) for ref in refs]
        if self.spec.decks > 1:
            moves = list(dict.fromkeys(moves))  # both copies in one column: one move
        return moves

    def has_legal_action(self) -> bool:
        """True while any move, or the reserve deal, is possible."""
        return (bool(self._reserve) and not self.spec.beside) or bool(self._refs())

    def has_useful_action(self) -> bool:
        """True while a useful move (:meth:`useful_moves`) or the reserve deal is possible."""
        return (bool(self._reserve) and not self.spec.beside) or bool(self._useful_refs())

    # ----------------------------------------------------------------- actions

    def play(self, action: Action) -> tuple[Event, ...]:
        """Play ``action``; raise :class:`MoveRefused` (state untouched) when not allowed."""
        refusal = self.check(action)
        if refusal is not None:
            raise MoveRefused(refusal)
        self._redo.clear()
        self._low = min(self._low, len(self._line))
        return self._do(action)

    def move(self, card: Card, to: int, src: int | None = None) -> tuple[Event, ...]:
        return self.play(Move(card, to, src))

    def deal_reserve(self) -> tuple[Event, ...]:
        return self.play(DEAL_RESERVE)

    def undo(self) -> tuple[Event, ...]:
        """Take back the last action and exactly its points."""
        if not self._undo:
            # Older actions than the limit stay on the record, but cannot be taken back.
            limited = bool(self._line) and self.spec.undo_limit is not None
            raise MoveRefused(
                Refusal(Reason.UNDO_LIMIT_REACHED if limited else Reason.NOTHING_TO_UNDO)
            )
        record = self._undo.pop()
        self._restore(record.before)
        self._redo.append(record)
        return (Undone(record.events), ScoreChanged(-record.points, self.score))

    def redo(self) -> tuple[Event, ...]:
        """Play the last undone action again (until a new action is made)."""
        if not self._redo:
            raise MoveRefused(Refusal(Reason.NOTHING_TO_REDO))
        record = self._redo.pop()
        events = self._do(record.action)
        return (Redone(events), ScoreChanged(record.points, self.score))

    # ----------------------------------------------------------------- internals

    def _snapshot(self) -> _Snapshot:
        return _Snapshot(
            self._cols, self._reserve, self._removed, self.score, self._credited, len(self._line)
        )

    def _restore(self, snap: _Snapshot) -> None:
        self._cols = snap.cols
        self._reserve = snap.reserve
        self._removed = snap.removed
        self.score = snap.score
        self._credited = snap.credited
        del self._line[snap.line :]

    def _do(self, action: Action) -> tuple[Event, ...]:
        before = self._snapshot()
        events: list[Event] = []
        if isinstance(action, DealReserve):
            step = core.apply_deal(self.spec, self._cols, self._reserve, self.traditional)
            columns = self.spec.reserve_columns
            events.append(ReserveDealt(tuple(zip(self.reserve, columns, strict=False))))
            points = 0
        else:
            source = self._source(action)
            assert not isinstance(source, Refusal)
            src, i = source
            if self.spec.decks > 1 and src != BESIDE:
                action = Move(action.card, action.to, src)
            step = core.apply_move(self._cols, self._reserve, src, i, action.to, self.traditional)
            target = self._cols[action.to]
            onto = _CARDS[target[-1]] if len(target) > 1 else None
            moved = self._cols[src][i:] if src != BESIDE else self._reserve[i : i + 1]
            carried = tuple(_CARDS[k] for k in moved[1:])
            events.append(CardsMoved(action.card, carried, src, action.to, onto))
            points = POINTS_SAME_SUIT if onto is not None and onto.suit == action.card.suit else 0
            if step.src_turned:
                col = step.cols[src]
                events.append(CardTurned(_CARDS[col[-1]], src))
                points += POINTS_TURNED
        removed = list(self._removed)
        for c, suit, turned in step.runs:
            events.append(RunRemoved(Suit(suit), c))
            removed.append(Suit(suit))
            points += POINTS_RUN
            if turned:
                events.append(CardTurned(_CARDS[step.cols[c][-1]], c))
                points += POINTS_TURNED
        self._cols = step.cols
        self._reserve = step.reserve
        self._removed = tuple(removed)
        fewest = self._fewest_down
        if any(col[0] < low for col, low in zip(step.cols, fewest, strict=True)):
            self._fewest_down = tuple(
                min(col[0], low) for col, low in zip(step.cols, fewest, strict=True)
            )
        if isinstance(action, DealReserve):
            self._reserve_seen = True
        if self.traditional:
            landed = self.spec.reserve_columns if isinstance(action, DealReserve) else (action.to,)
            for c in landed:
                suit = core.run_on_top(step.cols[c])
                if suit >= 0 and core.run_on_top(before.cols[c]) < 0:
                    events.append(RunCompleted(Suit(suit), c))
            runs = core.complete_runs(self._cols)
            if runs > self._credited:
                points += POINTS_RUN * (runs - self._credited)
                self._credited = runs
        self.score += points
        events.append(ScoreChanged(points, self.score))
        if isinstance(action, Move):
            # One object per distinct move however often it is played: the line of play and
            # the undo records hold a reference, not a copy (a long game stays flat in memory).
            action = _MOVES.setdefault(action, action)
        self._line.append(action)
        if self.won:
            events.append(GameWon(self.score, len(self._line)))
        result = tuple(events)
        self._undo.append(_Record(before, action, result, points))
        return result
