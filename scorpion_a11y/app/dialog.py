"""The one question the game may be waiting on, as one explicit value.

At most one question is open at a time: which rules a new game gets (:class:`AskRules`),
whether to play another game after a win (:class:`OfferNewGame`), or which of several moves
was meant (:class:`Choosing`). A question stays answerable while the player reads the board,
asks for help or mistypes; it is dropped only by something that makes it moot (a move, an
undo, a new game), and then the game says so (:func:`moot`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..commands import model as cm
from ..game.engine import Action, Move
from ..game.events import Reason, Refusal
from ..game.rules import Variant


@dataclass(frozen=True, slots=True)
class AskRules:
    """ "Klassiek or versoepeld?" for a new game with deal ``number`` (``None``: random), of
    the game ``variant`` and the ``traditional`` choice named with ``nieuw spel`` (``None``:
    as the game in play)."""

    number: int | None
    variant: Variant | None = None
    traditional: bool | None = None


@dataclass(frozen=True, slots=True)
class OfferNewGame:
    """ "Another game?" after a win."""


@dataclass(frozen=True, slots=True)
class Choosing:
    """ "Which one?": the numbered ``options`` of an ambiguous move."""

    options: tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class Suggested:
    """ "Did you mean: ``text``?" after a line the game did not understand: ``ja`` does it."""

    text: str


@dataclass(frozen=True, slots=True)
class ConfirmGiveUp:
    """ "Give up this game? It counts as lost." (``opgeven``): ``ja`` declares it lost."""


Pending = AskRules | OfferNewGame | Choosing | Suggested | ConfirmGiveUp | None


class Dialog:
    """Owns the open question. ``fresh``: it was the very last thing said (Enter answers it)."""

    def __init__(self) -> None:
        self.pending: Pending = None
        self.fresh = False

    def ask(self, question: Pending) -> None:
        self.pending = question
        self.fresh = question is not None

    def clear(self) -> Pending:
        """Close the question; returns the one that was open."""
        old, self.pending, self.fresh = self.pending, None, False
        return old

    @property
    def choices(self) -> tuple[Action, ...]:
        return self.pending.options if isinstance(self.pending, Choosing) else ()


def copies_question(refusal: Refusal) -> Choosing | None:
    """Double Scorpion's "which harten 4: in column 3 or in column 9?" as a question the
    player answers with the column (``uit kolom 3``, ``3``, ``de eerste``), or ``None``."""
    if refusal.reason is not Reason.AMBIGUOUS_CARD or refusal.card is None:
        return None
    if refusal.column is None or len(refusal.sources) < 2:
        return None
    return Choosing(tuple(Move(refusal.card, refusal.column, s) for s in refusal.sources))


def moot(pending: Pending, result: object) -> bool:
    """Whether ``result`` (a parsed command) leaves ``pending`` without sense.

    Reading, help, settings, hints and mistakes keep a question open; changing the game
    (a move, undo, redo, a new game) closes it. Picking one of the offered moves answers a
    :class:`Choosing` question rather than dropping it.
    """
    if pending is None:
        return False
    if isinstance(pending, Suggested):
        return True  # anything typed instead of yes or no leaves the suggestion behind
    if isinstance(result, cm.Play):
        return not (isinstance(pending, Choosing) and result.action in pending.options)
    return isinstance(result, (cm.Undo, cm.Redo, cm.NewGame, cm.Ambiguous))
