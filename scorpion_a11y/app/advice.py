"""The answers that make the game think: ``hint``, ``kan het nog`` / ``oplosbaar`` (the odds
without peeking, the solver with), ``antwoord eerlijk|spiekend`` and ``waar ging het mis``.

They may take a while: "Thinking..." is said through ``notify`` meanwhile, and
``interrupted`` (Escape) stops the search, which then answers with what it found.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from ..exhaustive import assert_never
from ..narration import Narrator
from ..records import Settings
from .conversation import HintCycle
from .in_play import InPlay
from .keeper import Keeper

if TYPE_CHECKING:
    from ..game.deal import Position
    from ..game.engine import Action, Game
    from ..solver.hindsight import WentWrong

#: ``oplosbaar``: seconds the solver may search before it says it does not know. The compiled
#: core (when built) decides most deals well within this; pure Python decides fewer.
SOLVE_SECONDS = 2
#: A hint that takes longer than this (wall seconds) says "Thinking" while it works.
HINT_NOTICE_SECONDS = 0.4
#: So does ``kan het nog`` (and ``kans``, ``spiek``, ``was dit spel te winnen``): said at once
#: before, also before an answer of 0.08 s (trial 12: 14 words more on nearly every answer).
SOLVE_NOTICE_SECONDS = 0.4
#: "Thinking; this can take up to 2 seconds" promises wall time; the searches count CPU time,
#: which on a busy computer takes longer (trial 5: kan het nog 2.4 s after the promise). They
#: are stopped by the wall clock too, this long before the promised time (one arrangement
#: more may still be finished), and answer with what they found.
WALL_MARGIN = 0.4
#: "waar ging het mis" may take this long (several searches, solver/hindsight.TOTAL_SECONDS of
#: CPU time in all).
WRONG_NOTICE_SECONDS = 2


class Advice:
    """Hints and the solver's answers about the game in play."""

    def __init__(
        self,
        in_play: InPlay,
        keeper: Keeper,
        settings: Settings,
        narrator: Narrator,
        save_settings: Callable[[], None],
    ) -> None:
        self.in_play = in_play
        self.keeper = keeper
        self.settings = settings
        self.n = narrator
        self._save_settings = save_settings
        #: the next ``hint`` (the second best after the best, ...)
        self.hints = HintCycle()
        #: Says "Thinking..." at once, while the answer is worked out (None: nothing).
        self.notify: Callable[[str], None] | None = None
        #: Asked now and then during a long answer (the solver's): True when the player has
        #: interrupted it (Escape); the answer then says what it found so far.
        self.interrupted: Callable[[], bool] | None = None
        #: The move ``waar ging het mis`` named as the one that lost the deal: the table
        #: before it, the action, and its number (trial 9: back at that table, the hint,
        #: which never peeks, named the same move again without a word).
        self.lost_by: tuple[Position, Action, int] | None = None

    def hint(self) -> str:
        game = self.in_play.game
        if game.traditional and not game.won:  # no tip in a lost game
            from ..solver.loss import ASK_SECONDS, ASK_STATES, Loss, verdict

            # as far as kan het nog looks (trial 7: with the short check after a move, the
            # hint gave a move where kan het nog said "Verloren")
            if verdict(game, ASK_SECONDS, ASK_STATES).loss is Loss.LOST:
                self.in_play.lost_told = True
                return self.n.lost(game)
        with self.thinking(HINT_NOTICE_SECONDS):
            hint = self.hints.next(game, self._stop_at(2))
        # the move waar ging het mis named, at its table: said (the hint itself never peeks)
        lost, named = self.lost_by, 0
        if hint is not None and lost is not None and lost[1] == hint.action:
            named = lost[2] if lost[0] == game.position() else 0
        stuck = self.hints.stuck(game) if hint is None else None
        return self.n.hint(game, hint, self.hints.asked, self.hints.listed - 1, named, stuck)

    def _stop_at(self, seconds: float) -> Callable[[], bool] | None:
        """A ``stop`` for a search: the player interrupted it, or, where "Thinking; up to
        ``seconds`` seconds" is said (``notify``), that many seconds of wall time (less
        :data:`WALL_MARGIN`) have passed since now. Without the notice (a pipe, the tests) the
        searches keep to their CPU time alone, so what they answer does not depend on the
        load."""
        interrupted = self.interrupted
        if self.notify is None:
            return interrupted
        deadline = time.perf_counter() + seconds - WALL_MARGIN

        def stop() -> bool:
            return time.perf_counter() >= deadline or (interrupted is not None and interrupted())

        return stop

    @contextlib.contextmanager
    def thinking(self, after: float | None, seconds: int = 2) -> Iterator[None]:
        """While an answer is worked out: "Thinking..." at once (``after`` None) or when it
        takes longer than ``after`` seconds (said from a timer; nothing when it is quicker)."""
        notify = self.notify
        if notify is None:
            yield
            return
        text = self.n.thinking(seconds)
        if after is None or after <= 0:
            notify(text)
            yield
            return
        import threading

        timer = threading.Timer(after, notify, (text,))
        timer.daemon = True
        timer.start()
        try:
            yield
        finally:
            timer.cancel()

    def solvable(self, from_start: bool = False, peek: bool | None = None) -> str:
        """Can the game still be won from here (or, ``from_start``, from its deal)? Without
        peeking (the default, ``antwoord eerlijk``) the hidden cards are sampled."""
        game = self.in_play.game
        if game.won and not from_start:
            return self.n.hint(game, None)
        # Every path below may take a second or more (the traditional rules' loss check alone
        # up to one): "Thinking" when it takes longer than SOLVE_NOTICE_SECONDS (trial 5: not
        # before an instant "Verloren"; trial 12: not before an answer of 0.08 s).
        told = self.in_play.lost_told and game.traditional and not from_start
        if told:  # said to be lost: the answer is at once, without a notice (trial 5)
            lost = self._lost_now(game)
            if lost is not None:
                return lost
        with self.thinking(SOLVE_NOTICE_SECONDS, SOLVE_SECONDS):
            return self._solvable(game, from_start, peek, checked=told)

    def _lost_now(self, game: Game) -> str | None:
        """The traditional rules: "Verloren" when the game is lost (the same verdict as after
        a move)."""
        from ..solver.loss import ASK_SECONDS, ASK_STATES, Loss, verdict

        if verdict(game, ASK_SECONDS, ASK_STATES).loss is Loss.LOST:
            self.in_play.lost_told = True
            return self.n.lost(game)
        return None

    def _solvable(
        self, game: Game, from_start: bool, peek: bool | None, checked: bool = False
    ) -> str:
        """:meth:`solvable`'s answer (``checked``: the traditional loss check was made)."""
        from ..solver.search import Outcome, solve

        start = time.perf_counter()
        stop = self._stop_at(SOLVE_SECONDS)
        if game.traditional and not from_start and not checked:
            lost = self._lost_now(game)
            if lost is not None:
                return lost
        if peek is None:
            peek = not self.settings.fair_answer
        if not from_start and not peek:
            from ..solver.sample import odds

            found = odds(game, stop=stop)
            # counted once answered: a question broken off by Ctrl+C was never answered
            self.keeper.solvable_asked(game)
            return self.n.odds(found, game)
        from ..solver.hindsight import remember

        position = game.start if from_start else game.position()
        # the wall time the loss check left of the promised seconds
        left = SOLVE_SECONDS - 0.1 - (time.perf_counter() - start)
        result = solve(
            position, time_limit=max(left, 0.1) if self.notify is not None else SOLVE_SECONDS
        )
        remember(position, result.outcome)  # "waar ging het mis" after "terug" reuses it
        if result.outcome is Outcome.WON:  # won from here: so from the deal's start
            self._learned(True)
        elif result.outcome is Outcome.LOST and (from_start or game.moves == 0):
            self._learned(False)
        self.keeper.solvable_asked(game)
        return self.n.solvable(result, from_start, at_start=game.moves == 0)

    def set_answer(self, fair: bool) -> str:
        self.settings.fair_answer = fair
        self._save_settings()
        return self.n.answer_set(fair)

    def still_open(self) -> bool:
        """Whether the game is still in play: not won, not given up, a move left and (the
        traditional rules) not lost. An answer that looks at the face-down cards (``waar ging
        het mis``, ``was dit spel te winnen``) asks before it tells then; after the game is
        over nothing is left to spoil."""
        game = self.in_play.game
        saved = self.in_play.saved
        if game.won or (saved is not None and saved.given_up) or not game.has_legal_action():
            return False
        if game.traditional:
            from ..solver.loss import Loss, verdict

            return verdict(game).loss is not Loss.LOST
        return True

    def peeked(self, winnable: bool) -> str:
        """The answer a :class:`~.dialog.ConfirmPeek` question asked for, once the player said
        yes: ``was dit spel te winnen`` (``winnable``) or ``waar ging het mis``."""
        return self.solvable(from_start=True) if winnable else self.went_wrong()

    def went_wrong(self) -> str:
        """Where did it go wrong: the move after which the deal could not be won any more
        (the solver looks at the face-down cards; while the game is still open the session
        has asked first, :class:`~.dialog.ConfirmPeek`, so no warning precedes it)."""
        from ..commands.vocabulary import vocabulary
        from ..solver.hindsight import Verdict, positions, went_wrong

        game = self.in_play.game
        with self.thinking(None, WRONG_NOTICE_SECONDS):
            found = went_wrong(game, stop=self.interrupted)
        self._learned(_went_wrong_proves(found))
        if found.verdict is Verdict.LOST_AT and found.action is not None:
            before = positions(game)[found.move - 1]
            self.lost_by = (before, found.action, found.move)
        words = vocabulary(self.n.tr).command_aliases("backto")
        return self.n.went_wrong(found, words[0] if words else "", False, bool(game.line()))

    def _learned(self, winnable: bool | None) -> None:
        """The solver proved (``winnable`` not None) whether the deal can be won: the
        statistics count it so (:meth:`Keeper.proven`)."""
        saved = self.in_play.saved
        if winnable is not None and saved is not None:
            self.keeper.proven(saved, winnable)


def _went_wrong_proves(found: WentWrong) -> bool | None:
    """What ``waar ging het mis`` proved of the deal: not winnable (from the start), winnable
    (it was lost by a move, or can still be won, or could be won after some move), or
    nothing."""
    from ..solver.hindsight import Verdict

    match found.verdict:
        case Verdict.NEVER_WINNABLE:
            return False
        case Verdict.STILL_WINNABLE | Verdict.LOST_AT:
            return True
        case Verdict.UNKNOWN:
            return True if found.won_at >= 0 else None
        case _:
            assert_never(found.verdict)
