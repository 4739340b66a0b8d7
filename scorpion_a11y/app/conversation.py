"""What the game remembers of the conversation, each concern in one small object.

The session dispatches commands; these objects keep what it must remember between them:

- :class:`Transcript`: what was said, for ``herhaal`` (the last announcement) and ``vorige``
  (one further back each time).
- :class:`HintCycle`: ``hint`` again gives the next-best hint; any other command starts over.
- :class:`Parts`: a long answer (``zetten``, ``regels``) said a part at a time: the same command
  again (``meer zetten``) says the next part.
- :class:`DeadEnd`: "no (useful) move left" is said once per dead end, not after every
  command.
- :class:`Heard`: what one command did (the command, its events or its refusal), for the
  sounds played with its announcement.

No player text here: the session words everything through the narration layer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..game.deal import Rules
from ..game.engine import Game
from ..game.events import Event, Refusal
from ..game.rules import Variant
from .lazy import lazy_module

if TYPE_CHECKING:
    from ..commands import model as cm
else:  # the command types are imported with the first command, not at start (issue 26)
    cm = lazy_module("scorpion_a11y.commands.model")

if TYPE_CHECKING:  # the hint search is imported when the first hint is asked for
    from ..solver.hint import Carry, Hint, StuckBack

#: Announcements kept for ``vorige``.
TRANSCRIPT_LENGTH = 100


class Transcript:
    """The announcements said, newest last, and how far ``vorige`` has gone back."""

    def __init__(self) -> None:
        self.said: list[str] = []
        self.back = 0

    def record(self, text: str) -> None:
        """``text`` was said (an empty one is not kept); ``vorige`` starts from it again."""
        if text:
            self.said.append(text)
            del self.said[:-TRANSCRIPT_LENGTH]
        self.back = 0

    def last(self) -> str | None:
        """``herhaal``: the last announcement (``vorige`` starts from it again)."""
        self.back = 0
        return self.said[-1] if self.said else None

    def previous(self) -> str | None:
        """``vorige``: one announcement further back each time, None past the first."""
        if self.back + 1 >= len(self.said):
            return None
        self.back += 1
        return self.said[-1 - self.back]


class HintCycle:
    """``hint``, ``hint``, ...: the best hint first, then the next-best, then from the top."""

    def __init__(self) -> None:
        self.skip = 0
        self.asked = 0
        self._ranked: tuple[object, list[Hint]] | None = None
        #: where no move is left: how far back to go (worked out with the ranking)
        self._stuck: StuckBack | None = None
        #: what the last ranking tried, for the next one (the plan carried between hints)
        self._carry: Carry | None = None

    def next(self, game: Game, stop: Callable[[], bool] | None = None) -> Hint | None:
        """The next hint for ``game``; None when none is left (the next one is the best).
        The ranking is worked out once per position (``hint``, ``hint``: the second is
        instant); ``stop`` may cut the working out short (Escape)."""
        from ..solver.hint import Carry, ranked_sampled, stuck_way_back

        # what the player saw before an undo counts too: back at a table after a look at the
        # card a move turned up, the ranking is worked out again with that card known
        key = self._table(game)
        if self._ranked is None or self._ranked[0] != key:
            if self._carry is None:
                self._carry = Carry()
            self._ranked = (key, ranked_sampled(game, stop=stop, carry=self._carry))
            # a dead end: no hint, but how far back to go (trial 12)
            self._stuck = None if self._ranked[1] else stuck_way_back(game, self._carry, stop)
        hints = self._ranked[1]
        #: the place of this hint in the list (0: the best), for its words: past the end,
        #: "no other move" rather than "no move"
        self.asked = self.skip
        hint = hints[self.skip] if self.skip < len(hints) else None
        self.skip = self.skip + 1 if hint is not None else 0
        return hint

    @staticmethod
    def _table(game: Game) -> object:
        """What a ranking is worked out for: the table, the line that led there (the tables
        a hint does not lead back to) and what the player saw on the way."""
        return (game.position(), game.line(), game.seen_state())

    def stuck(self, game: Game) -> StuckBack | None:
        """Where no move is left at this very table: how far back to go (None when not
        worked out for it)."""
        if self._ranked is None or self._ranked[1]:
            return None
        if self._ranked[0] != self._table(game):
            return None
        return self._stuck

    def said_back(self, game: Game) -> Hint | StuckBack | None:
        """The hint worked out for this very table, when it says how far back to go
        (``hint.back_to``): ``kan ik terug``, ``hoe ver moet ik terug`` say it again (trial
        10: "waarom moet ik terug" was answered "Ja: zeg terug ...", "hoe ver" with the undo
        limit)."""
        if self._ranked is None:
            return None
        if self._ranked[0] != self._table(game):
            return None
        if not self._ranked[1]:
            return self._stuck
        first = self._ranked[1][0]
        return first if first.back_to is not None else None

    @property
    def listed(self) -> int:
        """How many hints the last ranking holds (a reason such as "no other move helps" is
        true only when it is the one)."""
        return len(self._ranked[1]) if self._ranked is not None else 0

    def reset(self) -> None:
        """Another command came between: the next ``hint`` is the best one again."""
        self.skip = 0


class Parts:
    """``zetten``, ``meer zetten``, ...: a long answer is said a part at a time (trial 7: 74
    moves in one line). The same command again, on the same table with only ``herhaal`` or
    ``vorige`` between, says the next part (narration starts from the first again past the
    last); anything else starts from the first part."""

    def __init__(self) -> None:
        self._key: tuple[object, ...] | None = None
        self._page = 0
        self._subject: tuple[Variant, Rules, bool] | None = None

    def next(
        self, kind: str, game: Game, subject: tuple[Variant, Rules, bool] | None = None
    ) -> tuple[int, tuple[Variant, Rules, bool] | None]:
        """The part of the answer of ``kind`` (``moves``, ``rules``) to say now, from 0, and
        what it is about: ``subject``, the rules named (``regels traditioneel``), or, when
        ``meer regels`` names none, those of the part before (None: the game's own)."""
        key = (kind, game.variant, game.position(), game.line())
        if key == self._key and subject in (None, self._subject):
            self._page += 1
        else:
            self._page, self._subject = 0, subject
        self._key = key
        return self._page, self._subject

    def reset(self) -> None:
        """Another command came between: the next long answer starts from its first part."""
        self._key = None


def in_dead_end(game: Game) -> bool:
    """The game is in a dead end: no useful move and no reserve deal
    (:meth:`Game.has_useful_action`), and no sequence of the moves left turns a card or
    completes a run either (:func:`solver.loss.verdict` is sure in its short time). Moves that
    are not useful can still lead to a won game (trial 5: in Scorpion Versoepeld 307977, with
    every card face up, moving a run part off another suit's card onto its own suit wins), so
    "no useful move left, undo or start again" is said only when the search proves it."""
    if game.won or game.has_useful_action():
        return False
    if not game.has_legal_action():
        return True
    from ..solver.loss import Loss, verdict

    return verdict(game).loss is Loss.LOST


class DeadEnd:
    """Whether "no useful move left" was said for the dead end the game is in
    (:func:`in_dead_end`)."""

    def __init__(self) -> None:
        self.told = False

    def news(self, game: Game) -> bool:
        """True the first time ``game`` is seen stuck (say it now); a way out forgets it."""
        if not in_dead_end(game):
            self.told = False
            return False
        if self.told:
            return False
        self.told = True
        return True

    def forget(self) -> None:
        """Another game (or the same one back): its dead end is news."""
        self.told = False


@dataclass
class Heard:
    """What one command did: the sounds of its announcement are chosen from this."""

    command: cm.Result | None = None
    events: tuple[Event, ...] = ()
    refusal: Refusal | None = None

    def played(self, events: tuple[Event, ...]) -> None:
        self.events, self.refusal = events, None

    def refused(self, refusal: Refusal) -> None:
        self.events, self.refusal = (), refusal


__all__ = ["DeadEnd", "Heard", "HintCycle", "Parts", "Transcript"]
