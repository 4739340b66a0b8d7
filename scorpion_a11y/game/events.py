"""What happened: frozen facts returned by every engine action, and typed refusal reasons.

The narration layer announces every state change from these events alone. Columns are
0-based here (column 1 on the table is ``0``); narration adds one when it speaks.

Every action returns a tuple of events with exactly one top-level :class:`ScoreChanged`
(its ``points`` may be 0), so the score always equals the sum of the top-level points.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from .cards import Card, Suit


@dataclass(frozen=True, slots=True)
class CardsMoved:
    """``card`` and the ``carried`` cards lying on it went from one column onto another.

    ``onto`` is the card it now lies on, or ``None`` for an empty column. ``from_column`` is
    -1 (``rules.BESIDE``) for a card played from beside the table (Three Blind Mice).
    """

    card: Card
    carried: tuple[Card, ...]
    from_column: int
    to_column: int
    onto: Card | None

    @property
    def count(self) -> int:
        return 1 + len(self.carried)

    @property
    def same_suit(self) -> bool:
        return self.onto is not None and self.onto.suit == self.card.suit


@dataclass(frozen=True, slots=True)
class CardTurned:
    """A face-down card turned face up on top of ``column``."""

    card: Card
    column: int


@dataclass(frozen=True, slots=True)
class RunRemoved:
    """A complete run king..ace of ``suit`` was taken off the top of ``column``."""

    suit: Suit
    column: int


@dataclass(frozen=True, slots=True)
class RunCompleted:
    """Traditional rules: a complete run king..ace of ``suit`` now lies on top of ``column``
    (it stays there) and scores its points."""

    suit: Suit
    column: int


@dataclass(frozen=True, slots=True)
class ReserveDealt:
    """The reserve was dealt: each card face up onto its column (columns 0, 1, 2 in Scorpion)."""

    placements: tuple[tuple[Card, int], ...]


@dataclass(frozen=True, slots=True)
class ScoreChanged:
    """``points`` were gained (or, on undo, taken back); ``score`` is the new total."""

    points: int
    score: int


@dataclass(frozen=True, slots=True)
class GameWon:
    """The last run was removed (or, traditional rules, the table holds only complete runs)."""

    score: int
    moves: int


@dataclass(frozen=True, slots=True)
class Undone:
    """An action was taken back; ``events`` are the events it had produced."""

    events: tuple[Event, ...]


@dataclass(frozen=True, slots=True)
class Redone:
    """An undone action was played again; ``events`` are its events, as before."""

    events: tuple[Event, ...]


Event = (
    CardsMoved
    | CardTurned
    | RunRemoved
    | RunCompleted
    | ReserveDealt
    | ScoreChanged
    | GameWon
    | Undone
    | Redone
)


class Reason(Enum):
    """Why the engine refused an action. The comments name the :class:`Refusal` fields set."""

    NO_SUCH_COLUMN = "no_such_column"  # card, column: the target is not a column 0..6
    #: The card lies face down on the table. Never carries its column.
    CARD_FACE_DOWN = "card_face_down"  # card
    #: The card lies in the (face-down) reserve. Narration says the same as for
    #: CARD_FACE_DOWN, so the player never learns where a hidden card is.
    CARD_IN_RESERVE = "card_in_reserve"  # card
    CARD_REMOVED = "card_removed"  # card: it went off the table with its run
    SAME_COLUMN = "same_column"  # card, column: the card already lies in that column
    TARGET_IS_ACE = "target_is_ace"  # card, column, target, fits
    NOT_ONE_HIGHER = "not_one_higher"  # card, column, target, fits
    WRONG_SUIT = "wrong_suit"  # card, column, target, fits (Klassiek only)
    ONLY_KING_ON_EMPTY = "only_king_on_empty"  # card, column, fits (target is None)
    RESERVE_ALREADY_DEALT = "reserve_already_dealt"  # no fields
    #: Traditional rules: the reserve may only be dealt when no useful move is left
    #: (:func:`rules.useful`).
    RESERVE_NOT_YET = "reserve_not_yet"  # no fields
    #: Double Scorpion: both copies of the card can make this move; say which column.
    AMBIGUOUS_CARD = "ambiguous_card"  # card, column, sources (the two columns)
    #: The card does not lie face up in the named source column.
    NOT_IN_COLUMN = "not_in_column"  # card, source
    NOTHING_TO_UNDO = "nothing_to_undo"  # no fields
    #: Actions remain on the record, but the game's undo limit (``GameSpec.undo_limit``) has
    #: been reached: that many were undone, the older ones stay played.
    UNDO_LIMIT_REACHED = "undo_limit_reached"  # no fields
    NOTHING_TO_REDO = "nothing_to_redo"  # no fields


class Refusal(NamedTuple):
    """A typed refusal: the reason and the facts narration needs to explain it.

    ``card``: the card the player tried to move. ``column``: the target column (0-based).
    ``target``: the top card of the target column, if any. ``fits``: the cards ``card`` may
    lie on under the current rules (empty for a king, which only goes onto an empty column).
    A face-down card's refusal never carries its column.

    Immutable like the events, but a named tuple: the engine makes one for every move it
    turns down, and hints and tests ask it about hundreds of moves per table (a frozen
    dataclass costs three times as much to make).
    """

    reason: Reason
    card: Card | None = None
    column: int | None = None
    target: Card | None = None
    fits: tuple[Card, ...] = ()
    #: The source column the player named (NOT_IN_COLUMN), 0-based.
    source: int | None = None
    #: The columns both copies lie in (AMBIGUOUS_CARD), 0-based.
    sources: tuple[int, ...] = ()
    #: Further rules the action breaks besides ``reason``: NOT_ONE_HIGHER with Klassiek and
    #: another suit also breaks WRONG_SUIT (``schoppen 2 op harten 2``), so the player hears
    #: both, never only one of them.
    also: tuple[Reason, ...] = ()


class MoveRefused(ValueError):
    """Raised by the engine for an action the rules do not allow; carries the :class:`Refusal`."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.reason.value)
        self.refusal = refusal
