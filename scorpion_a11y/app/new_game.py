"""Games coming into play: the opening (resume or start), ``nieuw spel`` and its rules
question, ``terug`` to the game a new one replaced, and ``terug naar zet N``.

Each returns the announcement; the game is saved before it is returned (the session's rule:
what the player hears is on disk).
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from ..game import dealfile
from ..game.deal import MAX_DEAL, Rules
from ..game.engine import Game
from ..game.events import Event
from ..game.rules import Variant
from ..narration import Narrator
from ..utterance import join
from .advice import Advice
from .conversation import Heard
from .dialog import AskRules, Dialog
from .in_play import InPlay
from .keeper import Keeper
from .storage import SavedGame

#: Deal numbers drawn for a new game stay short enough to say and share.
RANDOM_DEAL_MAX = min(999_999, MAX_DEAL)


def _join(*parts: str) -> str:
    return join(" ", parts)


class NewGames:
    """Starts, replaces and brings back the game in play."""

    def __init__(
        self,
        in_play: InPlay,
        keeper: Keeper,
        narrator: Narrator,
        dialog: Dialog,
        rng: random.Random,
        advice: Advice,
    ) -> None:
        self.in_play = in_play
        #: "Thinking..." and Escape while a winnable deal is looked for
        self.advice = advice
        self.keeper = keeper
        self.n = narrator
        self.dialog = dialog
        self.rng = rng

    def start(
        self,
        number: int | None = None,
        rules: Rules | None = None,
        deal_path: str | None = None,
        notices: tuple[str, ...] = (),
        first_run: bool = False,
        variant: Variant | None = None,
        traditional: bool | None = None,
        winnable: bool = False,
    ) -> str:
        """Open the session: resume the saved game, or start the one asked for (its clock
        runs from now, not from the process start; ``winnable``: a new deal the solver has
        proven winnable, ``--winbaar``).

        Returns the opening announcement: any notices, then a welcome (or the resume
        sentence), then the board at the chosen verbosity.
        """
        play = self.in_play
        parts = list(notices)
        loaded = self.keeper.load_game()
        if loaded.problem is not None:
            parts.append(self.n.file_problem("game", loaded))
        previous: SavedGame | None = loaded.value
        position = None
        if deal_path is not None:
            try:
                position = dealfile.load(deal_path)
            except dealfile.DealFileError as err:
                parts.append(self.n.dealfile_error(err))
            else:
                if rules is not None:
                    position = replace(position, rules=rules)
                if traditional is not None:
                    position = replace(position, traditional=traditional)
        lost = False  # the saved game counts as lost: said, never silently counted
        asked = number is not None or winnable or (rules, variant, traditional) != (None,) * 3
        if position is not None:
            lost = self.keeper.abandon(previous)
            play.take(SavedGame(Game(position, None)), Path(deal_path or "").name or deal_path)
            parts.append(
                self.n.welcome(
                    None,
                    position.rules,
                    play.source,
                    position.variant,
                    position.traditional,
                )
            )
        elif (
            previous is not None
            and number is None
            and not winnable
            and not previous.game.won
            and (rules is None or rules is previous.game.rules)
            and (variant is None or variant is previous.game.variant)
            and (traditional is None or traditional is previous.game.traditional)
        ):
            play.take(previous, None)
            game = previous.game
            parts.append(
                self.n.resumed(
                    game.deal_number,
                    game.moves,
                    game.rules,
                    game.variant,
                    game.traditional,
                    play.source,
                )
            )
            if previous.given_up:  # said at once: the game on the table counts as lost
                parts.append(self.n.resumed_given_up(previous.counted))
        else:
            lost = self.keeper.abandon(previous)
            won_before = previous is not None and previous.game.won
            if previous is not None:  # the game and rules the player chose carry over
                before = previous.game
                rules, variant = rules or before.rules, variant or before.variant
                traditional = before.traditional if traditional is None else traditional
            rules, variant = rules or Rules.KLASSIEK, variant or Variant.SCORPION
            proven = ""
            if number is None and winnable:
                number, proven = self._winnable(rules, variant, bool(traditional), None)
            if number is None:
                number = self.rng.randint(1, RANDOM_DEAL_MAX)
            play.take(SavedGame(Game.new(number, rules, variant, bool(traditional))), None)
            game = play.game
            parts.append(self.n.welcome(number, game.rules, None, game.variant, game.traditional))
            if won_before and not asked:  # why it is not the saved game that goes on
                parts.append(self.n.previous_game_won())
            parts.append(proven)
        parts.append(self._way_back_at_start(previous))
        if lost:
            parts.append(self.n.previous_game_lost())
        parts.append(play.save())
        parts.append(play.opening_board())
        parts.append(play.loss_sentence() or play.stuck_sentence())
        if first_run:
            parts.append(self.n.first_run_tip())
        return _join(*parts)

    def _way_back_at_start(self, previous: SavedGame | None) -> str:
        """The way back kept before the restart (``vorig-spel.json``): it holds while the
        saved game has no action in it, whether that game goes on or another one replaces it
        at start (as ``nieuw spel`` after a game without a move keeps it); the sentence says
        so again. Otherwise it ends here."""
        keeper = self.keeper
        if previous is None:
            keeper.left_behind()
            return ""
        keeper.way_back_after_restart(previous)
        if self.in_play.saved is not previous and (previous.game.line() or previous.counted):
            keeper.left_behind()  # a game with moves is left at start: no way back
            return ""
        kept = keeper.kept(self.in_play.saved)
        if kept is None:
            return ""
        return self.n.earlier_game_kept(
            kept.game.deal_number, kept.game.moves, keeper.kept_source()
        )

    def ask_rules(self, question: AskRules) -> str:
        """The new-game question; it says when the game in play would count as lost."""
        question = replace(question, counts_lost=self.keeper.counts_lost(self.in_play.saved))
        self.dialog.ask(question)
        return self.n.ask_rules(question.counts_lost, question.traditional_in(self.in_play.game))

    def new_game(
        self,
        rules: Rules,
        number: int | None,
        variant: Variant | None = None,
        traditional: bool | None = None,
        winnable: bool = False,
    ) -> str:
        """A new deal; the game and the traditional choice stay as they were unless named.
        ``winnable``: a deal the solver has proven winnable; when none is found in time, the
        game in play stays and the player is told why."""
        play = self.in_play
        previous = play.saved
        current = previous.game if previous is not None else None
        if variant is None:
            variant = current.variant if current is not None else Variant.SCORPION
        if traditional is None:
            traditional = current.traditional if current is not None else False
        proven = ""
        if winnable and number is None:
            avoid = current.deal_number if current is not None else None
            number, proven = self._winnable(rules, variant, traditional, avoid)
            if number is None:
                return _join(proven, self.n.no_new_game())
        play.tick()  # the old game's clock, as it is kept for terug
        self.keeper.replacing(previous, play.source)
        in_progress = self.keeper.replaced is not None
        earlier = self.keeper.kept(previous)  # kept from before a game without a move
        earlier_source = self.keeper.kept_source()
        lost = self.keeper.abandon(previous)
        if number is None:
            number = self.rng.randint(1, RANDOM_DEAL_MAX)
        play.take(SavedGame(Game.new(number, rules, variant, traditional)), None)
        problem = play.save()
        return _join(
            problem,
            self.n.new_game(number, rules, traditional, variant),
            proven,
            self.n.earlier_game_kept(earlier.game.deal_number, earlier.game.moves, earlier_source)
            if earlier is not None
            else self.n.previous_game_kept(lost)
            if in_progress
            else "",
            play.opening_board(),
            play.loss_sentence() or play.stuck_sentence(),
        )

    def _winnable(
        self, rules: Rules, variant: Variant, traditional: bool, avoid: int | None
    ) -> tuple[int | None, str]:
        """A deal number the solver has proven winnable and the sentence that says so, or
        ``None`` and the sentence that says none was found (solver/winnable.py: the
        published list, else the core within a second)."""
        from ..solver.winnable import listed, pick

        advice = self.advice
        with advice.thinking(None if not listed(variant, rules, traditional) else 5.0):
            found = pick(variant, rules, traditional, self.rng, avoid, stop=advice.interrupted)
        if found is None:
            return None, self.n.no_winnable_deal(variant, rules, traditional)
        return found.number, self.n.winnable_deal()

    def back_to_replaced(self) -> str:
        """``terug`` right after a new game: the game it replaced comes back, as it was."""
        play = self.in_play
        left = play.game.variant
        play.take(*self.keeper.bring_back())
        problem = play.save()
        self.keeper.keep_way_back()  # only now: the game in play is the one brought back
        game = play.game
        named = game.variant if game.variant is not left else None  # another game: named
        return _join(
            problem,
            self.n.back_to_previous_game(game.deal_number, game.moves, named, play.source),
            play.loss_sentence() or play.stuck_sentence(),
        )

    def back_to(self, move: int, heard: Heard, asked: int | None = None) -> str:
        """``terug naar zet 22``: undo until 22 actions are left in the line; ``asked``: the
        number of moves asked back (``drie zetten terug``), said when fewer were made."""
        play = self.in_play
        game = play.game
        steps = game.moves - move
        fewer = (
            self.n.fewer_moves_back(game.moves)
            if asked is not None and asked > game.moves > 0
            else ""
        )
        if steps <= 0:
            return self.n.back_to(game.moves, False)
        if steps > (game.spec.undo_limit or steps):
            return self.n.back_to(move, False, game.spec.undo_limit)
        events: list[Event] = []
        for _ in range(steps):
            if not game.can_undo:
                break
            events.extend(game.undo())
        heard.played(tuple(events))
        play.dead_end.forget()
        play.lost_told = False
        problem = play.save()
        return _join(problem, self.n.back_to(game.moves, True), fewer, self.n.tops(game))
