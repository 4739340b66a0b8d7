"""Answers to the open question (:mod:`.dialog`): the rules for a new game, "did you mean",
"give up?", "look at the face-down cards?" and "another game?". A line that answers none of
them is a command.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from ..commands import normalize
from ..exhaustive import assert_never
from ..game.deal import Rules
from ..i18n import Translator
from ..narration import Narrator
from ..utterance import join
from .dialog import (
    AskRules,
    Choosing,
    ConfirmGiveUp,
    ConfirmNewGame,
    ConfirmPeek,
    Dialog,
    OfferNewGame,
    Pending,
    Suggested,
)
from .in_play import InPlay
from .keeper import Keeper
from .new_game import NewGames

if TYPE_CHECKING:
    from ..commands.model import NewGame


def answers(word: str, choices: str, tr: Translator) -> bool:
    """Whether ``word`` (normalized tokens) is one of ``choices`` (``ja|j|yes`` in the catalog).

    Politeness around the answer does not matter: ``ja graag``, ``nee dank je``.
    """
    accepted = {" ".join(normalize.tokens(w)) for w in choices.split("|") if w.strip()}
    if word in accepted:
        return True
    tokens = word.split()
    from ..commands.phrasing import is_politeness  # with the parser, not at start

    return bool(tokens) and tokens[0] in accepted and is_politeness(tokens[1:], tr)


class DialogAnswers:
    """Reads a line as the answer to the open question."""

    def __init__(
        self,
        dialog: Dialog,
        narrator: Narrator,
        new_games: NewGames,
        in_play: InPlay,
        keeper: Keeper,
        handle: Callable[[str, bool], str],
        peeked: Callable[[bool], str],
    ) -> None:
        self.dialog = dialog
        self.n = narrator
        self.new_games = new_games
        self.in_play = in_play
        self.keeper = keeper
        #: a line handled as if typed (``ja`` to "Bedoelde je ...?"); True: the player has
        #: already agreed that the game in play counts as lost (the suggestion said so)
        self._handle = handle
        #: ``ja`` to "Doorgaan?" (:class:`ConfirmPeek`): the answer it asked for (``True``:
        #: ``was dit spel te winnen``, ``False``: ``waar ging het mis``)
        self._peeked = peeked

    def answer(self, pending: Pending, line: str) -> str | None:
        """The reply when ``line`` answers the open question, else ``None``."""
        tr = self.n.tr
        word = " ".join(normalize.tokens(line))
        closed = self._cancelled(pending, line, word)
        if closed is not None:
            return closed
        if isinstance(pending, AskRules):
            if self._is_new_game(line):  # "nieuw spel gewone regels": the command itself
                return None
            named = self._as_new_game(line)  # the words "nieuw spel" takes after it
            if named is not None and (named.traditional is not None or named.winnable):
                asked = replace(
                    pending,
                    traditional=pending.traditional
                    if named.traditional is None
                    else named.traditional,
                    winnable=pending.winnable or named.winnable,
                )
                if named.rules is None:  # the rule set is still to choose: asked again
                    self.dialog.ask(asked)
                    noted = (
                        self.n.winnable_noted()
                        if named.traditional is None
                        else self.n.traditional_noted()
                        if named.traditional
                        else self.n.app_rules_noted()
                    )
                    game = self.in_play.game
                    # asked again with its warning: the game in play still counts as lost
                    # (trial 5: dropped after "traditioneel" until a bare Enter)
                    again = self.n.ask_rules(asked.counts_lost, asked.traditional_in(game))
                    return join(" ", (noted, again))
                self.dialog.clear()  # "traditioneel versoepeld", "klassiek app-regels"
                return self.new_games.new_game(
                    named.rules, pending.number, pending.variant, asked.traditional, asked.winnable
                )
            chosen = self._rules_answer(word)
            if chosen is not None:
                self.dialog.clear()
                return self.new_games.new_game(
                    chosen, pending.number, pending.variant, pending.traditional, pending.winnable
                )
            # "ja" takes the rules Enter would take; "nee" keeps the game in play
            if answers(word, tr.pgettext("answer", "yes|y"), tr):
                self.dialog.clear()
                return self.new_games.new_game(
                    Rules.KLASSIEK,
                    pending.number,
                    pending.variant,
                    pending.traditional,
                    pending.winnable,
                )
        elif isinstance(pending, Suggested):
            if answers(word, tr.pgettext("answer", "yes|y"), tr):
                self.dialog.clear()
                return self._handle(pending.text, pending.counts_lost)
        elif isinstance(pending, ConfirmGiveUp):
            if answers(word, tr.pgettext("answer", "yes|y"), tr) or self._yes_give_up(word):
                self.dialog.clear()
                return self.give_up()
        elif isinstance(pending, ConfirmPeek):
            if answers(word, tr.pgettext("answer", "yes|y"), tr):
                self.dialog.clear()
                return self._peeked(pending.winnable)
        elif isinstance(pending, ConfirmNewGame):
            if answers(word, tr.pgettext("answer", "yes|y"), tr):
                self.dialog.clear()
                return self.new_games.new_game(
                    pending.rules,
                    pending.number,
                    pending.variant,
                    pending.traditional,
                    pending.winnable,
                )
        elif isinstance(pending, OfferNewGame):
            # Translators: words that answer yes to "another game?", separated by |.
            if answers(word, tr.pgettext("answer", "yes|y"), tr):
                self.dialog.clear()
                return self.new_games.ask_rules(AskRules(None))
            from ..commands.vocabulary import winnable_named  # with the first answer

            if winnable_named(word):  # "another game?" "een winbaar spel": at once, with
                # the rules of the game just won, as "nieuw spel winbaar" (trial 7)
                self.dialog.clear()
                return self.new_games.new_game(self.in_play.game.rules, None, winnable=True)
        # "nee" to any yes/no question closes it with the reply close() gives for it (a
        # choice between moves is answered by its number, not by "nee")
        # Translators: words that answer no to a yes/no question, separated by |.
        if (
            pending is not None
            and not isinstance(pending, Choosing)
            and answers(word, tr.pgettext("answer", "no|n"), tr)
        ):
            return self.close(pending)
        return None

    def cancels(self, line: str) -> bool:
        """Whether ``line`` is one of the words that close an open question (``annuleer``,
        ``laat maar``)."""
        tr = self.n.tr
        word = " ".join(normalize.tokens(line))
        return bool(word) and answers(word, tr.pgettext("answer", "cancel|never mind"), tr)

    def _cancelled(self, pending: Pending, line: str, word: str) -> str | None:
        """``annuleer``, ``laat maar``: the open question closed as ``nee`` closes it; ``terug``
        to a yes/no question (which rules? give up?) closes it too and takes no move back
        (trial 6: it took a move back and then said "Geen nieuw spel"). ``None``: not so."""
        if pending is None or not word:
            return None
        if self.cancels(line):
            undo = False
        elif self.closed_by_undo(pending) and self._is_undo(line):
            undo = True  # (after a win terug still takes the move back; a game given up
            # says it is over: Session._given_up)
        else:
            return None
        return self.close(pending, undo)

    @staticmethod
    def closed_by_undo(pending: Pending) -> bool:
        """Whether ``terug`` (typed, or Ctrl+Z) closes ``pending`` as ``nee`` does, taking no
        move back: the questions about a new game, giving up or looking at the face-down
        cards."""
        return isinstance(pending, (AskRules, ConfirmGiveUp, ConfirmNewGame, ConfirmPeek))

    def close(self, pending: Pending, undo: bool = False) -> str:
        """Close ``pending`` as ``nee`` (or ``annuleer``) does; ``undo``: it was closed by
        ``terug``, and the reply says that no move was taken back."""
        self.dialog.clear()
        match pending:
            case AskRules() | OfferNewGame() | ConfirmNewGame():
                reply = self.n.declined_new_game()
            case ConfirmGiveUp():
                reply = self.n.give_up_declined()
            case ConfirmPeek():
                reply = self.n.peek_declined()
            case Suggested() | Choosing():  # a choice between moves: nothing done
                reply = self.n.suggestion_declined()
            case None:
                return ""
            case _:
                assert_never(pending)
        return join(" ", (reply, self.n.only_question_closed())) if undo else reply

    def _is_undo(self, line: str) -> bool:
        from ..commands import parse
        from ..commands.model import Undo

        return isinstance(parse(line, self.in_play.game, self.n.tr), Undo)

    def _is_new_game(self, line: str) -> bool:
        from ..commands import parse
        from ..commands.model import NewGame

        return isinstance(parse(line, self.in_play.game, self.n.tr), NewGame)

    def _as_new_game(self, line: str) -> NewGame | None:
        """``line`` read as the words after ``nieuw spel`` (``app-regels``, ``klassiek
        zonder traditionele regels``, ``winbaar``): the command language's own words for a
        new game, in any of their forms; ``None`` when they are not such words."""
        from ..commands import parse
        from ..commands.model import NewGame
        from ..commands.vocabulary import command_words

        tr = self.n.tr
        words = command_words(tr, "new")
        if not words or not line.strip():
            return None
        result = parse(f"{words[0]} {line}", self.in_play.game, tr)
        return result if isinstance(result, NewGame) else None

    def _rules_answer(self, word: str) -> Rules | None:
        if not word:  # Enter: the question says it chooses klassiek (and so does its reminder)
            return Rules.KLASSIEK
        tr = self.n.tr
        # Translators: words choosing the classic rules for a new game, separated by |.
        if word == "1" or answers(word, tr.pgettext("answer", "classic|c"), tr):
            return Rules.KLASSIEK
        # Translators: words choosing the relaxed rules for a new game, separated by |.
        if word == "2" or answers(word, tr.pgettext("answer", "relaxed|r"), tr):
            return Rules.VERSOEPELD
        from ..commands.vocabulary import rules_named

        return rules_named(word)  # every word for the rules the game accepts in play

    def _yes_give_up(self, word: str) -> bool:
        """``ja ik geef op``, ``yes I give up``: yes, then giving up said again."""
        from ..commands import parse
        from ..commands.model import GiveUp

        tr = self.n.tr
        first, _, rest = word.partition(" ")
        if not rest or not answers(first, tr.pgettext("answer", "yes|y"), tr):
            return False
        return isinstance(parse(rest, self.in_play.game, tr), GiveUp)

    def give_up(self) -> str:
        """``ja`` to "Give up?": the game counts as lost; another game is offered. The game
        is over: ``bord`` and ``status`` still answer, a move or a hint says it was given up
        (Session._given_up)."""
        assert self.in_play.saved is not None
        self.keeper.give_up(self.in_play.saved)
        problem = self.in_play.save()  # the mark is on disk before it is said: a restart keeps it
        self.dialog.ask(OfferNewGame())
        return join(" ", (problem, self.n.given_up(), self.n.offer_new_game()))
