"""The game controller: one command in, one announcement out.

Pure enough to test without prompt_toolkit: :meth:`Session.handle` takes the typed line and
returns the text to announce; :meth:`Session.run` takes a command object (the keys F2, Alt+3,
Ctrl+Z... use it). The caller (pipe mode or the interactive prompt) hands the text to the
output. The game is saved *before* the text is returned, so whatever the player heard is on
disk even if the process is killed the moment after.
"""

from __future__ import annotations

import contextlib
import random
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from ..commands import model as cm
from ..commands import normalize, parse
from ..commands.phrasing import is_politeness
from ..commands.vocabulary import traditional_named, winnable_named
from ..exhaustive import assert_never
from ..game import dealfile
from ..game.deal import MAX_DEAL, Rules
from ..game.engine import Game
from ..game.events import Event, MoveRefused, Refusal, Undone
from ..game.rules import Variant, spec_of
from ..i18n import Translator
from ..narration import Narrator
from ..settings import RATE_PERCENT_MAX, RATE_PERCENT_MIN, Verbosity
from ..utterance import join
from .conversation import DeadEnd, Heard, HintCycle, Transcript
from .dialog import (
    AskRules,
    Choosing,
    ConfirmGiveUp,
    Dialog,
    OfferNewGame,
    Pending,
    Suggested,
    copies_question,
    moot,
)
from .keeper import Keeper, SaveState
from .preferences import Preferences
from .storage import SavedGame, Settings, Statistics, Store

if TYPE_CHECKING:  # the output is imported only when the game starts one
    from ..output import Output
    from ..sound.control import SoundControl

#: Deal numbers drawn for a new game stay short enough to say and share.
RANDOM_DEAL_MAX = min(999_999, MAX_DEAL)
#: Seconds the solver may think when asked whether a game can be won.
#: ``oplosbaar``: seconds the solver may search before it says it does not know. The compiled
#: core (when built) decides most deals well within this; pure Python decides fewer.
SOLVE_SECONDS = 2
#: ``praat sneller`` / ``langzamer``: one step of the speech rate (percent, as ``snelheid``).
RATE_STEP = 10
#: A hint that takes longer than this (wall seconds) says "Thinking" while it works.
HINT_NOTICE_SECONDS = 0.4
#: "waar ging het mis" may take this long (several searches).
WRONG_NOTICE_SECONDS = 6


def _answers(word: str, choices: str, tr: Translator) -> bool:
    """Whether ``word`` (normalized tokens) is one of ``choices`` (``ja|j|yes`` in the catalog).

    Politeness around the answer does not matter: ``ja graag``, ``nee dank je``.
    """
    accepted = {" ".join(normalize.tokens(w)) for w in choices.split("|") if w.strip()}
    if word in accepted:
        return True
    tokens = word.split()
    return bool(tokens) and tokens[0] in accepted and is_politeness(tokens[1:], tr)


def _kind(game: Game) -> tuple[Rules, Variant, bool]:
    """What the statistics are kept per: the rules, the game, the traditional choice."""
    return game.rules, game.variant, game.traditional


class Session:
    """One player's game: the command loop's state, independent of how lines arrive."""

    def __init__(
        self,
        store: Store,
        settings: Settings,
        stats: Statistics,
        narrator: Narrator,
        output: Output | None = None,
        notify: Callable[[str], None] | None = None,
        rng: random.Random | None = None,
    ) -> None:
        self.store = store
        self.keeper = Keeper(store, stats, settings)
        self.settings = settings
        self.stats = stats
        self.n = narrator
        self.out = output
        #: ``uitvoer``, ``snelheid``, verbosity and ``taal``: changed, kept and answered there
        self.preferences = Preferences(settings, narrator, output, self._save_settings)
        self.notify = notify
        self.rng = rng or random.Random()
        self.saved: SavedGame | None = None
        self.source: str | None = None
        self.finished = False
        #: the open question (and, in it, what it was asked for)
        self.dialog = Dialog()
        #: what was said, for ``herhaal`` and ``vorige``
        self.transcript = Transcript()
        self.hints = HintCycle()
        self.dead_end = DeadEnd()
        #: what the command being handled did, for its sounds
        self.heard = Heard()
        #: The traditional rules' "Lost" was said for the game as it stands (issue 12).
        self._lost_told = False
        #: The earcons (sound.control.SoundControl), or None: silent.
        self.sound: SoundControl | None = None
        #: When the game clock last ran up to (it runs while this session holds the game).
        self._clock = time.monotonic()
        #: Asked now and then during a long answer (the solver's): True when the player has
        #: interrupted it (Escape); the answer then says what it found so far.
        self.interrupted: Callable[[], bool] | None = None

    # ------------------------------------------------------------------ basics

    @property
    def stats(self) -> Statistics:
        """The statistics: the keeper's, so what is counted is what is saved."""
        return self.keeper.stats

    @stats.setter
    def stats(self, value: Statistics) -> None:
        self.keeper.stats = value

    @property
    def history(self) -> list[str]:
        """The announcements said, newest last (the transcript's)."""
        return self.transcript.said

    @property
    def tr(self) -> Translator:
        return self.n.tr

    @property
    def game(self) -> Game:
        assert self.saved is not None
        return self.saved.game

    def _tick(self) -> None:
        """Run the game clock up to now (it is saved with the game, so it pauses while the
        game is closed)."""
        now = time.monotonic()
        if self.saved is not None:
            self.saved.seconds += max(0.0, now - self._clock)
        self._clock = now

    def _save(self) -> str:
        """Save the game; an empty string, or one sentence the first time saving fails."""
        self._tick()
        if self.keeper.save(self.saved):
            return self.n.save_failed(str(self.store.folder))
        return ""

    def _save_stats(self) -> None:
        self.keeper.save_stats()

    def _save_settings(self) -> None:
        self.keeper.save_settings()

    def _unsaved(self, text: str, attempts_before: int) -> str:
        """While saving fails (retried first), every announcement ends by saying so."""
        if not text or self.saved is None or self.finished:
            return text
        self.keeper.retry(self.saved, attempts_before)
        if self.keeper.state is SaveState.FAILED:
            told = self.n.save_failed(str(self.store.folder))
            if told not in text:
                return self._join(text, self.n.not_saved())
        return text

    @staticmethod
    def _join(*parts: str) -> str:
        """The parts of one announcement, each said as its own utterances."""
        return join(" ", parts)

    # ------------------------------------------------------------------ start

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
        """Open the session: resume the saved game, or start the one asked for
        (``winnable``: a new deal the solver has proven winnable, ``--winbaar``).

        Returns the opening announcement: any notices, then a welcome (or the resume
        sentence), then the board at the chosen verbosity.
        """
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
        if position is not None:
            self._abandon(previous)
            self.saved = SavedGame(Game(position, None))
            self.source = Path(deal_path or "").name or deal_path
            parts.append(
                self.n.welcome(
                    None,
                    position.rules,
                    self.source,
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
            self.saved = previous
            game = previous.game
            parts.append(self.n.resumed(game.deal_number, game.moves, game.rules))
            parts.append(self.n.game_sentence(game.variant, game.traditional))
        else:
            self._abandon(previous)
            rules, variant = rules or Rules.KLASSIEK, variant or Variant.SCORPION
            proven = ""
            if number is None and winnable:
                number, proven = self._winnable(rules, variant, bool(traditional), None)
            if number is None:
                number = self.rng.randint(1, RANDOM_DEAL_MAX)
            self.saved = SavedGame(Game.new(number, rules, variant, bool(traditional)))
            game = self.game
            parts.append(self.n.welcome(number, game.rules, None, game.variant, game.traditional))
            parts.append(proven)
        self._clock = time.monotonic()  # the clock runs from now, not from the process start
        parts.append(self._save())
        parts.append(self._opening_board())
        parts.append(self._loss_sentence() or self._stuck_sentence())
        if first_run:
            parts.append(self.n.first_run_tip())
        text = self._join(*parts)
        self._record(text)
        return text

    def _opening_board(self) -> str:
        """The table at the start of a game, short first: the top card of every column (at
        normaal with how to hear the whole board); the whole board only at uitgebreid, where
        the player asked for detail. ``bord`` reads it at any time."""
        level = self.n.verbosity
        if level is Verbosity.UITGEBREID:
            return self.n.board(self.game)
        game = self.game
        tops = self._join(self.n.tops(game), self.n.beside(game), self.n.runs_lying(game))
        if level is Verbosity.KORT:
            return tops
        return self._join(tops, self.n.board_on_request())

    def _abandon(self, saved: SavedGame | None) -> None:
        """A played, unwon game is left for another one: its winning streak ends."""
        self.keeper.abandon(saved)

    # ------------------------------------------------------------------ the loop

    def handle(self, text: str) -> str:
        """One typed line in, the announcement out (possibly empty). Never raises."""
        return self._turn(lambda: self._handle(text))

    def run(self, command: cm.Result) -> str:
        """Run a command object directly (the keys use this). Never raises."""
        if not isinstance(command, (cm.Repeat, cm.Previous)):
            self.dialog.fresh = False  # as typed: Enter after F2 asks the question again
        return self._turn(lambda: self._respond(command))

    def _turn(self, respond: Callable[[], tuple[str, bool]]) -> str:
        """One command's reply, with what every command gets: the save warning, the record
        for ``herhaal``, the sounds; a crash becomes one sentence."""
        stuck_before, self.heard = self.dead_end.told, Heard()
        attempts = self.keeper.attempts
        try:
            reply, remember = respond()
            reply = self._unsaved(reply, attempts)
        except Exception:
            return self._crash()
        if remember:
            self._record(reply)
        self._play_sounds(stuck_before)
        return reply

    def _play_sounds(self, stuck_before: bool) -> None:
        """The command's earcons, started just before its announcement is handed on."""
        if self.sound is None or self.saved is None:
            return
        from ..sound.cues import for_command

        heard = self.heard
        question = self.dialog.pending is not None
        stuck = self.dead_end.told and not stuck_before
        try:
            cues = for_command(
                heard.command, heard.events, heard.refusal, stuck=stuck, question=question
            )
            self.sound.play(cues, self.game.columns)
        except Exception:  # a sound never costs the player a command
            self.store.log_error(traceback.format_exc())

    def _sound_control(self) -> SoundControl:
        if self.sound is None:
            from ..sound.control import SoundControl

            self.sound = SoundControl(self.settings, self.n)
        return self.sound

    def _sound_command(self, c: cm.SetSound | cm.SetVolume | cm.PlaySounds) -> str:
        control, columns = self._sound_control(), self.game.columns
        if isinstance(c, cm.SetSound):
            return str(control.switch(c.value, columns, self._save_settings))
        if isinstance(c, cm.SetVolume):
            return str(control.set_volume(c.volume, columns, self._save_settings))
        return str(control.learn(c.earcon, columns))

    def idle(self) -> None:
        """Call after an announcement was handed to the output: housekeeping that must not
        delay it (writing the whole game when the journal is long). Never raises."""
        with contextlib.suppress(Exception):
            self.keeper.idle()

    def _crash(self) -> str:
        self.keeper.log(traceback.format_exc())
        self.dialog.clear()
        with contextlib.suppress(Exception):
            self._save()
        text = self.n.unexpected_error(self.keeper.state)
        self._record(text)
        return text

    def _record(self, text: str) -> None:
        self.transcript.record(text)

    def _handle(self, text: str) -> tuple[str, bool]:
        line = text.strip()
        fresh, self.dialog.fresh = self.dialog.fresh, False
        answered = self._answer(self.dialog.pending, line, fresh)
        if answered is not None:
            return answered, True
        result = parse(line, self.game, self.tr, choices=self.dialog.choices) if line else None
        if result is None or isinstance(result, cm.Nothing):  # Enter (or only punctuation)
            again = self.dialog.again(self.tr, self.game)  # the open question: never silence
            return again, bool(again)
        if isinstance(result, (cm.Repeat, cm.Previous)):
            self.dialog.fresh = fresh  # hearing the question again leaves it as it was
        return self._respond(result)

    def _answer(self, pending: Pending, line: str, fresh: bool) -> str | None:
        """The reply when ``line`` answers the open question, else ``None``."""
        word = " ".join(normalize.tokens(line))
        if isinstance(pending, AskRules):
            if traditional_named(word):  # the rule set is still to choose: asked again
                self.dialog.ask(replace(pending, traditional=True))
                return self._join(self.n.traditional_noted(), self.n.ask_rules())
            if winnable_named(word):
                self.dialog.ask(replace(pending, winnable=True))
                return self._join(self.n.winnable_noted(), self.n.ask_rules())
            tokens = word.split()
            rest = [t for t in tokens if not traditional_named(t) and not winnable_named(t)]
            if rest and len(rest) < len(tokens):  # "traditioneel versoepeld", "klassiek winbaar"
                chosen = self._rules_answer(" ".join(rest), False)
                if chosen is not None:
                    self.dialog.clear()
                    traditional = True if any(map(traditional_named, tokens)) else None
                    return self._new_game(
                        chosen,
                        pending.number,
                        pending.variant,
                        traditional or pending.traditional,
                        pending.winnable or any(map(winnable_named, tokens)),
                    )
            chosen = self._rules_answer(word, fresh)
            if chosen is not None:
                self.dialog.clear()
                return self._new_game(
                    chosen, pending.number, pending.variant, pending.traditional, pending.winnable
                )
            # "ja" takes the rules Enter would take; "nee" keeps the game in play
            if _answers(word, self.tr.pgettext("answer", "yes|y"), self.tr):
                self.dialog.clear()
                return self._new_game(
                    Rules.KLASSIEK,
                    pending.number,
                    pending.variant,
                    pending.traditional,
                    pending.winnable,
                )
            if _answers(word, self.tr.pgettext("answer", "no|n"), self.tr):
                self.dialog.clear()
                return self.n.declined_new_game()
        elif isinstance(pending, Suggested):
            if _answers(word, self.tr.pgettext("answer", "yes|y"), self.tr):
                self.dialog.clear()
                return self._handle(pending.text)[0]
            if _answers(word, self.tr.pgettext("answer", "no|n"), self.tr):
                self.dialog.clear()
                return self.n.suggestion_declined()
        elif isinstance(pending, ConfirmGiveUp):
            if _answers(word, self.tr.pgettext("answer", "yes|y"), self.tr):
                self.dialog.clear()
                return self._give_up()
            if _answers(word, self.tr.pgettext("answer", "no|n"), self.tr):
                self.dialog.clear()
                return self.n.give_up_declined()
        elif isinstance(pending, OfferNewGame):
            # Translators: words that answer yes to "another game?", separated by |.
            if _answers(word, self.tr.pgettext("answer", "yes|y"), self.tr):
                self.dialog.clear()
                return self._ask_rules(AskRules(None))
            if winnable_named(word):  # "another game?" "een winbaar spel"
                self.dialog.clear()
                return self._ask_rules(AskRules(None, winnable=True))
            # Translators: words that answer no to "another game?", separated by |.
            if _answers(word, self.tr.pgettext("answer", "no|n"), self.tr):
                self.dialog.clear()
                return self.n.declined_new_game()
        return None

    def _respond(self, result: cm.Result) -> tuple[str, bool]:
        """Dispatch a parsed command, closing the open question if it makes it moot."""
        pending = self.dialog.pending
        if not moot(pending, result):
            if isinstance(pending, Choosing) and isinstance(result, cm.Play):
                self.dialog.clear()  # one of the offered moves: the question is answered
            return self._dispatch(result)
        self.dialog.clear()
        reply, remember = self._dispatch(result)
        if isinstance(pending, Suggested):  # a suggestion passed by: nothing to announce
            return reply, remember
        replaced = isinstance(result, cm.NewGame) or (
            isinstance(pending, Choosing) and isinstance(result, cm.Ambiguous)
        )
        if replaced:
            return reply, remember
        # what happened first (players stop listening after the first words), then the notice
        if isinstance(pending, ConfirmGiveUp):  # playing on is the answer "no"
            return self._join(reply, self.n.give_up_declined()), True
        return self._join(reply, self.n.question_dropped(isinstance(pending, Choosing))), True

    def _rules_answer(self, word: str, fresh: bool) -> Rules | None:
        if not word:
            return Rules.KLASSIEK if fresh else None
        # Translators: words choosing the classic rules for a new game, separated by |.
        if word == "1" or _answers(word, self.tr.pgettext("answer", "classic|c"), self.tr):
            return Rules.KLASSIEK
        # Translators: words choosing the relaxed rules for a new game, separated by |.
        if word == "2" or _answers(word, self.tr.pgettext("answer", "relaxed|r"), self.tr):
            return Rules.VERSOEPELD
        from ..commands.vocabulary import rules_named

        return rules_named(word)  # every word for the rules the game accepts in play

    # ------------------------------------------------------------------ commands

    def _dispatch(self, c: cm.Result) -> tuple[str, bool]:
        game, n = self.game, self.n
        if not isinstance(c, cm.Hint):
            self.hints.reset()
        self.heard.command = c
        match c:
            case cm.SetSound() | cm.SetVolume() | cm.PlaySounds():
                return self._sound_command(c), True
            case cm.Play():
                return self._act(lambda: game.play(c.action)), True
            case cm.Undo():
                if self.keeper.replaced is not None and not game.can_undo:
                    return self._back_to_replaced(), True
                return self._act(game.undo), True
            case cm.Redo():
                return self._act(game.redo), True
            case cm.Refused():
                return self._refused(c.refusal), True
            case (
                cm.Ambiguous()
                | cm.WordsError()
                | cm.RangeError()
                | cm.BoardError()
                | cm.ArgumentError()
                | cm.ChoiceError()
            ):
                if isinstance(c, cm.Ambiguous):
                    self.dialog.ask(Choosing(tuple(c.options)))
                elif c.suggestion and self.dialog.pending is None:
                    self.dialog.ask(Suggested(c.suggestion))
                return self.n.describe(c, game), True
            case cm.Nothing():
                return "", False
            case (
                cm.ShowBoard()
                | cm.ShowColumn()
                | cm.ShowColumns()
                | cm.ShowTops()
                | cm.ShowTopCard()
                | cm.ShowNeighbour()
                | cm.WhereIs()
                | cm.ShowScore()
                | cm.ShowMoves()
                | cm.Asked()
            ):
                return self._read(c), True  # the one table of read-only answers
            case cm.GiveUp():
                if game.won:
                    return self.n.already_won(), True
                self.dialog.ask(ConfirmGiveUp())
                return self.n.confirm_give_up(), True
            case cm.ChangeRate():
                step = RATE_STEP if c.faster else -RATE_STEP
                current = self.settings.rate if self.settings.rate is not None else 50
                rate = min(RATE_PERCENT_MAX, max(RATE_PERCENT_MIN, current + step))
                return self.preferences.set_rate(rate), True
            case cm.ChangeVerbosity():
                levels = list(Verbosity)
                at = levels.index(n.verbosity) + (1 if c.more else -1)
                return self.preferences.set_verbosity(
                    levels[min(len(levels) - 1, max(0, at))]
                ), True
            case cm.ShowStatus():
                return self._join(
                    n.status(game),
                    self.n.game_sentence(game.variant, False),  # status names the rules
                    self.n.save_state(self.keeper.state),
                ), True
            case cm.ShowRules(variant=variant) if variant is not None:  # "regels wasp"
                return n.rules(spec_of(variant), game.rules, game.traditional), True
            case cm.ShowRules():
                asked = self.dialog.asked_about(game)  # "nieuw spel wasp", then "regels"
                if asked is not None:
                    return self._join(
                        self.n.asked_game(*asked), n.rules(spec_of(asked[0]), game.rules, asked[1])
                    ), True
                return n.rules(game.spec, game.rules, game.traditional), True
            case cm.Repeat():
                return self._repeat(), False
            case cm.Previous():
                return self._previous(), False
            case cm.Hint():
                return self._hint(), True
            case cm.Solvable():
                return self._solvable(c.from_start, c.peek), True
            case cm.SetAnswer():
                return self._set_answer(c.fair), True
            case cm.WhereWrong():
                return self._went_wrong(), True
            case cm.BackToMove():
                return self._back_to(c.move), True
            case cm.ShowStatistics():
                rules, variant, traditional = _kind(game)
                return self.n.statistics(self.stats, rules, c.variant or variant, traditional), True
            case cm.NewGame():
                if c.rules is not None:
                    return self._new_game(
                        c.rules, c.number, c.variant, c.traditional, c.winnable
                    ), True
                if c.number is not None:  # "nieuw spel 50": at once, with the current rules
                    return self._new_game(game.rules, c.number, c.variant, c.traditional), True
                return self._ask_rules(AskRules(None, c.variant, c.traditional, c.winnable)), True
            case cm.Quit():
                self.finished = True
                problem = self._save()
                self.keeper.finish(self.saved)
                return self._join(problem, self.n.goodbye(self.keeper.state)), True
            case cm.Help():
                return self._help(c.topic), True
            case cm.SetOutput():
                return self.preferences.set_output(c.name), True
            case cm.SetVerbosity():
                return self.preferences.set_verbosity(c.verbosity), True
            case cm.SetRate():
                return self.preferences.set_rate(c.rate), True
            case cm.SetLanguage():
                return self.preferences.set_language(c.language), True
            case _:
                assert_never(c)

    def _act(self, action: Callable[[], tuple[Event, ...]]) -> str:
        game = self.game
        try:
            events = action()
        except MoveRefused as refused:
            self.heard.refused(refused.refusal)
            return self._refused(refused.refusal)
        self.heard.played(tuple(events))
        saved = self.saved
        assert saved is not None
        self.keeper.replaced = None  # the new game has begun: the old one is left for good
        self.keeper.progress(saved, events)
        problem = self._save()  # before a word is said
        parts = [problem, self.n.action(game, events)]
        if game.won:
            self.dialog.ask(OfferNewGame())
            parts.append(self.n.offer_new_game())
        else:
            stuck = self._stuck_sentence()
            parts.append(self._loss_sentence(isinstance(events[0], Undone)) or stuck)
        return self._join(*parts)

    def _refused(self, refusal: Refusal) -> str:
        """The refusal's sentence; Double Scorpion's "Welke harten 4: in kolom 3 of in
        kolom 9?" also opens the question, answered with the column."""
        asked = copies_question(refusal)
        if asked is not None:
            self.dialog.ask(asked)
        return self.n.refusal(self.game, refusal)

    def _loss_sentence(self, undone: bool = False) -> str:
        """Traditional rules: "Lost: ..." once when the game becomes lost (and again, shorter,
        when an undo leaves it lost); nothing when the search is not sure in time."""
        game = self.game
        if not game.traditional or game.won:
            return ""
        from ..solver.loss import Loss, verdict

        loss = verdict(game).loss
        if loss is Loss.OPEN:
            self._lost_told = False
        if loss is not Loss.LOST or (self._lost_told and not undone):
            return ""
        again, self._lost_told = self._lost_told, True
        return self.n.lost(game, again)

    def _stuck_sentence(self) -> str:
        """'No (useful) move left', once per dead end."""
        return self.n.dead_end(self.game) if self.dead_end.news(self.game) else ""

    def _repeat(self) -> str:
        last = self.transcript.last()
        return last if last is not None else self.n.nothing_to_repeat()

    def _previous(self) -> str:
        earlier = self.transcript.previous()
        return earlier if earlier is not None else self.n.no_earlier_message()

    def _ask_rules(self, question: AskRules) -> str:
        self.dialog.ask(question)
        return self.n.ask_rules()

    def _new_game(
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
        previous = self.saved
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
                return self._join(proven, self.n.no_new_game())
        self._tick()  # the old game's clock, as it is kept for terug
        self.keeper.replacing(previous, self.source)
        in_progress = self.keeper.replaced is not None
        self._abandon(previous)
        if number is None:
            number = self.rng.randint(1, RANDOM_DEAL_MAX)
        self.saved = SavedGame(Game.new(number, rules, variant, traditional))
        self._clock = time.monotonic()
        self.source = None
        self.dead_end.forget()
        self._lost_told = False
        problem = self._save()
        return self._join(
            problem,
            self.n.new_game(number, rules, traditional),
            self.n.game_sentence(variant, False),  # new_game names the rules
            proven,
            self.n.previous_game_kept() if in_progress else "",
            self._opening_board(),
            self._loss_sentence() or self._stuck_sentence(),
        )

    def _winnable(
        self, rules: Rules, variant: Variant, traditional: bool, avoid: int | None
    ) -> tuple[int | None, str]:
        """A deal number the solver has proven winnable and the sentence that says so, or
        ``None`` and the sentence that says none was found (solver/winnable.py: the
        published list, else the core within a second)."""
        from ..solver.winnable import listed, pick

        with self._thinking(None if not listed(variant, rules, traditional) else 5.0):
            found = pick(variant, rules, traditional, self.rng, avoid, stop=self.interrupted)
        if found is None:
            return None, self.n.no_winnable_deal(variant, rules, traditional)
        return found.number, self.n.winnable_deal()

    def _back_to_replaced(self) -> str:
        """``terug`` right after a new game: the game it replaced comes back, as it was."""
        self.saved, self.source = self.keeper.bring_back()
        self._clock = time.monotonic()
        self.dead_end.forget()
        self._lost_told = False
        problem = self._save()
        game = self.game
        return self._join(
            problem,
            self.n.back_to_previous_game(game.deal_number, game.moves),
            self._loss_sentence() or self._stuck_sentence(),
        )

    def _read(self, c: cm.ReadOnly) -> str:
        """A read-only command (a declared question among them), answered through narration's
        one table with what the answers need besides the game."""
        game = self.game
        self._tick()
        return self.n.read(
            game,
            c,
            best_score=self.stats.get(*_kind(game)).best_score,
            seconds_played=int(self.saved.seconds) if self.saved is not None else 0,
        )

    def _give_up(self) -> str:
        """``ja`` to "Give up?": the game counts as lost; another game is offered. The game
        stays as it is, so ``terug`` and playing on still work."""
        assert self.saved is not None
        self.keeper.give_up(self.saved)
        self.dialog.ask(OfferNewGame())
        return self._join(self.n.given_up(), self.n.offer_new_game())

    def _hint(self) -> str:
        if self.game.traditional and not self.game.won:  # no tip in a lost game
            from ..solver.loss import Loss, verdict

            if verdict(self.game).loss is Loss.LOST:
                return self.n.lost(self.game)
        with self._thinking(HINT_NOTICE_SECONDS):
            hint = self.hints.next(self.game, self.interrupted)
        return self.n.hint(self.game, hint)

    @contextlib.contextmanager
    def _thinking(self, after: float | None, seconds: int = 2) -> Iterator[None]:
        """While an answer is worked out: "Thinking..." at once (``after`` None) or when it
        takes longer than ``after`` seconds (said from a timer; nothing when it is quicker)."""
        notify = self.notify
        if notify is None:
            yield
            return
        text = self.n.thinking(seconds)
        if after is None:
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

    def _solvable(self, from_start: bool = False, peek: bool | None = None) -> str:
        """Can the game still be won from here (or, ``from_start``, from its deal)? Without
        peeking (the default, ``antwoord eerlijk``) the hidden cards are sampled."""
        from ..solver.search import solve

        if self.game.won and not from_start:
            return self.n.hint(self.game, None)
        if self.game.traditional and not from_start:  # the same verdict as after a move
            from ..solver.loss import ASK_SECONDS, ASK_STATES, Loss, verdict

            if verdict(self.game, ASK_SECONDS, ASK_STATES).loss is Loss.LOST:
                self._lost_told = True
                return self.n.lost(self.game)
        self.keeper.solvable_asked(self.game)
        if peek is None:
            peek = not self.settings.fair_answer
        if not from_start and not peek:
            from ..solver.sample import odds

            with self._thinking(None, SOLVE_SECONDS):
                found = odds(self.game, stop=self.interrupted)
            return self.n.odds(found)
        if self.notify is not None:
            self.notify(self.n.thinking(SOLVE_SECONDS))
        position = self.game.start if from_start else self.game.position()
        result = solve(position, time_limit=SOLVE_SECONDS)
        return self.n.solvable(result, from_start, at_start=self.game.moves == 0)

    def _set_answer(self, fair: bool) -> str:
        self.settings.fair_answer = fair
        self._save_settings()
        return self.n.answer_set(fair)

    def _went_wrong(self) -> str:
        """Where did it go wrong: the move after which the deal could not be won any more
        (the solver looks at the face-down cards: said first while the game is still open)."""
        from ..commands.vocabulary import vocabulary
        from ..solver.hindsight import went_wrong

        game = self.game
        open_game = not game.won and game.has_legal_action()
        if open_game and game.traditional:
            from ..solver.loss import Loss, verdict

            open_game = verdict(game).loss is not Loss.LOST
        with self._thinking(None, WRONG_NOTICE_SECONDS):
            found = went_wrong(game, stop=self.interrupted)
        words = vocabulary(self.tr).command_aliases("backto")
        return self.n.went_wrong(found, words[0] if words else "", open_game)

    def _back_to(self, move: int) -> str:
        """``terug naar zet 22``: undo until 22 actions are left in the line."""
        game = self.game
        steps = game.moves - move
        if steps <= 0:
            return self.n.back_to(game.moves, False)
        if steps > (game.spec.undo_limit or steps):
            return self.n.back_to(move, False, game.spec.undo_limit)
        events: list[Event] = []
        for _ in range(steps):
            if not game.can_undo:
                break
            events.extend(game.undo())
        self.heard.played(tuple(events))
        self.dead_end.forget()
        self._lost_told = False
        problem = self._save()
        return self._join(problem, self.n.back_to(game.moves, True), self.n.tops(game))

    def _help(self, topic: str | None) -> str:
        if topic == "sounds":  # help geluiden: hear them
            return self._sound_command(cm.PlaySounds(None))
        return self.n.help(topic)
