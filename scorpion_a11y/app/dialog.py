"""The one question the game may be waiting on, as one explicit value.

At most one question is open at a time: which rules a new game gets (:class:`AskRules`),
whether to play another game after a win (:class:`OfferNewGame`), which of several moves
was meant (:class:`Choosing`), whether to give up (:class:`ConfirmGiveUp`), to start a new game
that counts the one in play as lost (:class:`ConfirmNewGame`) or to hear what the face-down
cards tell (:class:`ConfirmPeek`). One rule, the same for typed lines, pipe mode and keys
(docs/handleiding.md, "Een vraag die openstaat"):

- a command that changes the game (a move, undo, redo, ``terug naar zet``, a new game) closes
  the question, and the game says so after what it did (:func:`moot`);
- any other command (reading, help, hints, settings, a mistake) is answered, the question
  stays open and the answer ends with it in brief (:meth:`Dialog.reminder`);
- Enter alone takes the answer the question names for it (only the rules question has one:
  klassiek), else it says the question again;
- ``terug`` (typed, or Ctrl+Z) to a yes/no question closes it as ``nee`` does.

"Did you mean?" (:class:`Suggested`) is an offer, not a question that waits: ``ja`` does it,
anything else passes it by.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..exhaustive import assert_never
from ..game.deal import Rules
from ..game.engine import Action, Game, Move
from ..game.events import Reason, Refusal
from ..game.rules import Variant
from ..i18n import Translator
from ..narration import app_text as say
from .lazy import lazy_module

if TYPE_CHECKING:
    from ..commands import model as cm
else:  # the command types are imported with the first command, not at start (issue 26)
    cm = lazy_module("scorpion_a11y.commands.model")


@dataclass(frozen=True, slots=True)
class AskRules:
    """ "Klassiek or versoepeld?" for a new game with deal ``number`` (``None``: random), of
    the game ``variant`` and the ``traditional`` choice named with ``nieuw spel`` (``None``:
    as the game in play); ``winnable``: a deal the solver has proven winnable."""

    number: int | None
    variant: Variant | None = None
    traditional: bool | None = None
    winnable: bool = False
    #: the game in play counts as lost when the new one starts (it was played and not won):
    #: the question says so
    counts_lost: bool = False

    def traditional_in(self, game: Game) -> bool:
        """Whether the new game would have the traditional rules, over ``game`` in play."""
        return game.traditional if self.traditional is None else self.traditional


@dataclass(frozen=True, slots=True)
class OfferNewGame:
    """ "Another game?" after a win."""


@dataclass(frozen=True, slots=True)
class Choosing:
    """ "Which one?": the numbered ``options`` of an ambiguous move."""

    options: tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class Suggested:
    """ "Did you mean: ``text``?" after a line the game did not understand: ``ja`` does it.
    ``counts_lost``: it starts another game at once, and the game in play counts as lost
    (the question says so)."""

    text: str
    counts_lost: bool = False


@dataclass(frozen=True, slots=True)
class ConfirmGiveUp:
    """ "Give up this game? It counts as lost." (``opgeven``): ``ja`` declares it lost.
    ``counts``: the game counts as played (a move was made); a game without one never
    counts, also given up (trial 9), and the question says so."""

    counts: bool = True


@dataclass(frozen=True, slots=True)
class ConfirmPeek:
    """ "This looks at the face-down cards and tells whether the game can be won. Go on?"
    before an answer that looks at the face-down cards while the game is still in play
    (``waar ging het mis``; ``was dit spel te winnen``, ``winnable``): ``ja`` gives the answer.
    Answers the player asked for as a peek by name (``spiek``, ``kan het nog`` after
    ``antwoord spiekend``) and answers after the game is over do not ask."""

    #: ``True``: ``was dit spel te winnen`` asked; ``False``: ``waar ging het mis``.
    winnable: bool = False


@dataclass(frozen=True, slots=True)
class ConfirmNewGame:
    """ "Start this new game? Your game in progress then counts as lost." before a new game
    that would start at once (its number or its rules named: ``nieuw spel wasp 42``) while
    the game in play would count as lost; ``ja`` starts it, as ``nieuw spel wasp`` asks
    first (trial 6)."""

    rules: Rules
    number: int | None
    variant: Variant | None = None
    traditional: bool | None = None
    winnable: bool = False


Pending = (
    AskRules
    | OfferNewGame
    | Choosing
    | Suggested
    | ConfirmGiveUp
    | ConfirmNewGame
    | ConfirmPeek
    | None
)


class Dialog:
    """Owns the open question."""

    def __init__(self) -> None:
        self.pending: Pending = None

    def ask(self, question: Pending) -> None:
        self.pending = question

    def clear(self) -> Pending:
        """Close the question; returns the one that was open."""
        old, self.pending = self.pending, None
        return old

    @property
    def choices(self) -> tuple[Action, ...]:
        return self.pending.options if isinstance(self.pending, Choosing) else ()

    def again(self, tr: Translator, game: Game) -> str:
        """The open question once more ('' when none is open), for an Enter that does not
        answer it: never silence while the game waits."""
        return question(tr, self.pending, game)

    def reminder(self, tr: Translator) -> str:
        """The open question in brief ('' when none is open or it is only an offer), said
        after the answer to another command that left it open."""
        pending = self.pending
        match pending:
            case AskRules():
                return say.still_open_rules(tr, pending.counts_lost)
            case OfferNewGame():
                return say.still_open_another_game(tr)
            case ConfirmGiveUp():
                return say.still_open_give_up(tr)
            case ConfirmNewGame():
                return say.still_open_new_game(tr)
            case ConfirmPeek():
                return say.still_open_peek(tr)
            case Choosing():
                from ..narration.parsing import still_open

                return still_open(tr, pending.options)
            case Suggested() | None:
                return ""
            case _:
                assert_never(pending)

    def asked_about(self, game: Game) -> tuple[Variant, bool] | None:
        """The game and traditional choice a new-game question is about, when they are not
        those of ``game`` (``nieuw spel wasp`` while Scorpion is played); else ``None``."""
        pending = self.pending
        if not isinstance(pending, AskRules):
            return None
        variant = pending.variant or game.variant
        traditional = game.traditional if pending.traditional is None else pending.traditional
        if (variant, traditional) == (game.variant, game.traditional):
            return None
        return variant, traditional


def question(tr: Translator, pending: Pending, game: Game) -> str:
    """The words that ask ``pending`` ('' for no question)."""
    match pending:
        case AskRules():
            return say.ask_rules(tr, pending.counts_lost, pending.traditional_in(game))
        case OfferNewGame():
            return say.offer_new_game(tr)
        case Choosing():
            from ..narration.parsing import ask_again

            return ask_again(tr, pending.options, game)
        case Suggested():
            from ..narration.parsing import did_you_mean

            asked = did_you_mean(tr, pending.text)
            return asked + " " + say.game_counts_lost(tr) if pending.counts_lost else asked
        case ConfirmGiveUp():
            return say.confirm_give_up(tr, pending.counts)
        case ConfirmPeek():
            return say.confirm_peek(tr)
        case ConfirmNewGame():
            return say.confirm_new_game(tr)
        case None:
            return ""
        case _:
            assert_never(pending)


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
    (a move, undo, redo, ``terug naar zet N``, a new game) closes it. Picking one of the
    offered moves answers a :class:`Choosing` question rather than dropping it.
    """
    if pending is None:
        return False
    if isinstance(pending, Suggested):
        return True  # anything typed instead of yes or no leaves the suggestion behind
    if isinstance(result, cm.Play):
        return not (isinstance(pending, Choosing) and result.action in pending.options)
    return isinstance(result, (cm.Undo, cm.Redo, cm.BackToMove, cm.NewGame, cm.Ambiguous))
