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
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING

from .. import commands
from ..exhaustive import assert_never
from ..game.deal import Rules
from ..game.engine import Game
from ..game.events import Event, MoveRefused, Refusal, Undone
from ..game.rules import Variant, spec_of
from ..i18n import Translator
from ..narration import Narrator
from ..records import SettingsView
from ..settings import RATE_PERCENT_MAX, RATE_PERCENT_MIN, Verbosity
from ..utterance import join
from .advice import Advice
from .conversation import Heard, Parts, Transcript, in_dead_end
from .dialog import (
    AskRules,
    Choosing,
    ConfirmGiveUp,
    ConfirmNewGame,
    ConfirmPeek,
    Dialog,
    OfferNewGame,
    Suggested,
    copies_question,
    moot,
)
from .dialog_answers import DialogAnswers
from .in_play import InPlay
from .keeper import Keeper, SaveState
from .lazy import lazy_module
from .new_game import NewGames
from .preferences import Preferences
from .sounds import Sounds
from .storage import SavedGame, Settings, Statistics, Store

if TYPE_CHECKING:
    from ..commands import model as cm
else:  # the command types are imported with the first command, not at start (issue 26)
    cm = lazy_module("scorpion_a11y.commands.model")

if TYPE_CHECKING:  # the output is imported only when the game starts one
    from ..output import Output
    from ..sound.control import SoundControl

#: ``praat sneller`` / ``langzamer``: one step of the speech rate (percent, as ``snelheid``).
RATE_STEP = 10
#: The speech rate (percent) before the player sets one: the voice's usual rate.
DEFAULT_RATE = 50


def _kind(game: Game) -> tuple[Rules, Variant, bool]:
    """What the statistics are kept per: the rules, the game, the traditional choice."""
    return game.rules, game.variant, game.traditional


def _asks_choice(result: cm.Result) -> bool:
    """``result`` is "there is no choice 5: choose 1 to 2": it asks the open choice again."""
    return isinstance(result, cm.RangeError) and result.kind is cm.Range.CHOICE_OUT_OF_RANGE


def _peek_asked(result: cm.Result) -> bool | None:
    """Which answer that looks at the face-down cards ``result`` asks for, where it asks first
    while the game is in play (:class:`ConfirmPeek`): ``True`` for ``was dit spel te
    winnen``, ``False`` for ``waar ging het mis``, ``None`` for any other command."""
    if isinstance(result, cm.WhereWrong):
        return False
    if isinstance(result, cm.Solvable) and result.from_start:
        return True
    return None


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
        self.finished = False
        #: the game in play, its clock and what was said about how it stands
        self.in_play = InPlay(self.keeper, narrator)
        #: the open question (and, in it, what it was asked for)
        self.dialog = Dialog()
        #: hints and the solver's answers
        self.advice = Advice(self.in_play, self.keeper, settings, narrator, self._save_settings)
        self.advice.notify = notify
        #: a new game, its rules question, ``terug`` to the game it replaced
        self.new_games = NewGames(
            self.in_play, self.keeper, narrator, self.dialog, rng or random.Random(), self.advice
        )
        #: the answers to the open question
        self.answers = DialogAnswers(
            self.dialog,
            narrator,
            self.new_games,
            self.in_play,
            self.keeper,
            self._handle_agreed,
            self.advice.peeked,
        )
        #: the earcons
        self.sounds = Sounds(settings, narrator, self._save_settings, store.log_error)
        #: what was said, for ``herhaal`` and ``vorige``
        self.transcript = Transcript()
        #: the part of a long answer said last (``zetten``, ``regels``; ``meer zetten``)
        self.parts = Parts()
        #: what the command being handled did, for its sounds
        self.heard = Heard()
        #: the last command other than herhaal, vorige and nothing ("waarom" after a hint)
        self._last_command: cm.Result | None = None
        #: the player has agreed that the game in play counts as lost (a question said so
        #: and was answered): a new game named with its number or rules starts at once
        self._loss_agreed = False
        #: the last announcement refused something (``waarom niet`` says it again)
        self.refused_last = False
        self._refusing = False

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
        return self.in_play.game

    @property
    def saved(self) -> SavedGame | None:
        return self.in_play.saved

    @property
    def sound(self) -> SoundControl | None:
        """The earcons (sound.control.SoundControl), or None: silent."""
        return self.sounds.control

    @sound.setter
    def sound(self, control: SoundControl | None) -> None:
        self.sounds.control = control

    @property
    def notify(self) -> Callable[[str], None] | None:
        """Says a sentence at once, before the answer ("Thinking..."); None: nothing."""
        return self.advice.notify

    @notify.setter
    def notify(self, notify: Callable[[str], None] | None) -> None:
        self.advice.notify = notify

    @property
    def interrupted(self) -> Callable[[], bool] | None:
        """Asked now and then during a long answer (the solver's): True when the player has
        interrupted it (Escape); the answer then says what it found so far."""
        return self.advice.interrupted

    @interrupted.setter
    def interrupted(self, interrupted: Callable[[], bool] | None) -> None:
        self.advice.interrupted = interrupted

    def _save(self) -> str:
        """Save the game; an empty string, or one sentence the first time saving fails."""
        return self.in_play.save()

    def _save_stats(self) -> None:
        self.keeper.save_stats()

    def _save_settings(self) -> None:
        self.keeper.save_settings()

    def _saved_now(self) -> SaveState:
        """Whether the game is on disk, saving it again first while saving fails (as every
        command's end would, but before an answer that says whether it is saved: ``status``,
        ``opslaan``; it said "niet bewaard" when the retry after it then saved)."""
        if self.saved is not None and not self.finished:
            self.keeper.retry(self.saved, self.keeper.attempts)
        return self.keeper.state

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
        (:meth:`NewGames.start`; ``winnable``: a new deal the solver has proven winnable,
        ``--winbaar``). Returns the opening announcement."""
        text = self.new_games.start(
            number, rules, deal_path, notices, first_run, variant, traditional, winnable
        )
        self._record(text)
        return text

    # ------------------------------------------------------------------ the loop

    def handle(self, text: str) -> str:
        """One typed line in, the announcement out (possibly empty). Never raises."""
        return self._turn(lambda: self._handle(text))

    def run(self, command: cm.Result) -> str:
        """Run a command object directly (the keys use this). Never raises."""
        return self._turn(lambda: self._respond(command))

    def _turn(self, respond: Callable[[], tuple[str, bool]]) -> str:
        """One command's reply, with what every command gets: the save warning, the record
        for ``herhaal``, the sounds; a crash becomes one sentence."""
        stuck_before, self.heard = self.in_play.dead_end.told, Heard()
        attempts = self.keeper.attempts
        # a sound device that was still opening: on before this command's sounds, and its
        # failure (when sound was asked for) said after what the command did
        sound_news = self.sounds.settle()
        self._refusing = False
        try:
            reply, remember = respond()
            reply = self._unsaved(reply, attempts)
        except Exception:
            return self._crash()
        if remember:
            self.refused_last = self._refusing
        if sound_news:
            reply = self._join(reply, sound_news)
        if remember:
            self._record(reply)
        self._play_sounds(stuck_before)
        return reply

    def _play_sounds(self, stuck_before: bool) -> None:
        """The command's earcons, started just before its announcement is handed on."""
        if self.saved is None:
            return
        stuck = self.in_play.dead_end.told and not stuck_before
        question = self.dialog.pending is not None
        self.sounds.play(self.heard, self.game.columns, stuck, question)

    def idle(self) -> None:
        """Call after an announcement was handed to the output: housekeeping that must not
        delay it (writing the whole game when the journal is long). Never raises."""
        with contextlib.suppress(Exception):
            self.keeper.idle()

    def _crash(self) -> str:
        self.keeper.log(traceback.format_exc())
        self.dialog.clear()
        self.refused_last = False
        with contextlib.suppress(Exception):
            self._save()
        text = self.n.unexpected_error(self.keeper.state)
        self._record(text)
        return text

    def _record(self, text: str) -> None:
        self.transcript.record(text)

    def _handle(self, text: str) -> tuple[str, bool]:
        line = text.strip()
        answered = self.answers.answer(self.dialog.pending, line)
        if answered is not None:
            return answered, True
        if self.dialog.pending is None and self.answers.cancels(line):
            # "annuleer" with nothing open (trial 7: "Onbekend woord: annuleer", a word the
            # game itself offers for its questions)
            return self.n.nothing_to_cancel(), False
        result = (
            commands.parse(line, self.game, self.tr, choices=self.dialog.choices) if line else None
        )
        if result is None or isinstance(result, cm.Nothing):  # Enter (or only punctuation)
            again = self.dialog.again(self.tr, self.game)  # the open question: never silence
            if again:
                return again, True
            # no question: a very short answer, so that the player knows the game waits
            # (not remembered: herhaal still says the last real message)
            return self.n.your_move(self.game.won), False
        return self._respond(result)

    def _handle_agreed(self, line: str, agreed: bool) -> str:
        """``line`` handled as if typed (``ja`` to "Bedoelde je: schorpioen 9?"); ``agreed``:
        that question said the game in play would count as lost, and ``ja`` agreed."""
        self._loss_agreed = agreed
        try:
            return self._handle(line)[0]
        finally:
            self._loss_agreed = False

    def _respond(self, result: cm.Result) -> tuple[str, bool]:
        """Dispatch a parsed command, closing the open question if it makes it moot."""
        pending = self.dialog.pending
        over = self._given_up(result)
        if over is not None:  # the game is over: the open question ("another game?") stays
            return over, True
        if isinstance(pending, ConfirmGiveUp) and isinstance(result, cm.GiveUp):
            self.dialog.clear()  # "ja ik geef op": giving up said again is the answer yes
            return self.answers.give_up(), True
        if isinstance(pending, ConfirmPeek) and _peek_asked(result) is pending.winnable:
            # the same answer asked again ("waar ging het mis", "was dit spel te winnen"):
            # the answer yes (the other one asks again for itself)
            self.dialog.clear()
            return self.advice.peeked(pending.winnable), True
        if isinstance(result, cm.Undo) and self.answers.closed_by_undo(pending):
            # Ctrl+Z while "which rules?", "give up?" or "look?" is open: as typed terug, the
            # question closed as nee closes it, no move taken back
            return self.answers.close(pending, undo=True), True
        if not moot(pending, result):
            if isinstance(pending, Choosing) and isinstance(result, cm.Play):
                self.dialog.clear()  # one of the offered moves: the question is answered
            reply, remember = self._dispatch(result)
            # answered, and the question still waits: said in brief after the answer (not
            # after herhaal: the last message ended with it already; nor after "which one?"
            # answered with a number that fits no option: that asks it again)
            if (
                self.dialog.pending is pending
                and reply
                and not self.finished
                and not (isinstance(result, (cm.Repeat, cm.ChoiceError)) or _asks_choice(result))
            ):
                reply = self._join(reply, self.dialog.reminder(self.tr))
            return reply, remember
        self.dialog.clear()
        # "nieuw spel versoepeld 42" typed while a new-game question (which said that the game
        # in play counts as lost) is open: it answers that question, nothing more is asked
        warned = isinstance(result, cm.NewGame) and (
            isinstance(pending, ConfirmNewGame)
            or (isinstance(pending, AskRules) and pending.counts_lost)
        )
        agreed, self._loss_agreed = self._loss_agreed, self._loss_agreed or warned
        try:
            reply, remember = self._dispatch(result)
        finally:
            self._loss_agreed = agreed
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
        if isinstance(pending, ConfirmPeek):
            return self._join(reply, self.n.peek_declined()), True
        return self._join(reply, self.n.question_dropped(isinstance(pending, Choosing))), True

    # ------------------------------------------------------------------ commands

    def _dispatch(self, c: cm.Result) -> tuple[str, bool]:
        game, n = self.game, self.n
        if not isinstance(c, cm.Hint | cm.Repeat | cm.Previous | cm.Nothing):
            self.advice.hints.reset()  # (herhaal between two hints: the next one, trial 11)
        if not isinstance(
            c, cm.ShowMoves | cm.ShowRules | cm.Repeat | cm.Previous | cm.Nothing
        ) or (isinstance(c, cm.ShowMoves) and c.every):
            self.parts.reset()  # (after "alle zetten", "zetten" starts at the first part)
        self.heard.command = c
        before = self._last_command
        if not isinstance(c, cm.Repeat | cm.Previous | cm.Nothing):
            self._last_command = c
        match c:
            case cm.SetSound() | cm.SetVolume() | cm.PlaySounds():
                return self.sounds.command(c, game.columns), True
            case cm.Play():
                return self._act(lambda: game.play(c.action)), True
            case cm.Undo():
                if self.keeper.replaced is not None and not game.can_undo:
                    return self.new_games.back_to_replaced(), True
                dropped = self.keeper.dropped if not game.line() else None
                reply = self._act(game.undo)
                if dropped is not None:  # the way back once promised: why it is gone
                    reply = self._join(reply, self.n.way_back_gone(*dropped))
                return reply, True
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
                # "schoppen 2 is niet zichtbaar": a refusal too, for "waarom niet"
                self._refusing = isinstance(c, cm.BoardError)
                if isinstance(c, cm.Ambiguous):
                    self.dialog.ask(Choosing(tuple(c.options)))
                elif c.suggestion and self.dialog.pending is None:
                    lost = self._replaces_at_once(c.suggestion)
                    self.dialog.ask(Suggested(c.suggestion, lost))
                    if lost:  # "ja" starts it at once: said before the answer, as always
                        return self._join(self.n.describe(c, game), self.n.counts_lost()), True
                said = self.n.describe(c, game)
                if isinstance(c, cm.ArgumentError) and c.kind is cm.Value.MISSING_VALUE:
                    # "uitvoer" alone: how it stands now, then its choices (trial 4)
                    now = self.n.setting_now(self._settings_view(), c.command or "")
                    return self._join(now, said), True
                return said, True
            case cm.Nothing():
                return "", False
            case (
                cm.ShowBoard()
                | cm.ShowColumn()
                | cm.ShowColumns()
                | cm.ShowTops()
                | cm.ShowTopCard()
                | cm.ShowBottomCard()
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
                counts = self.in_play.saved is not None and self.in_play.saved.counted
                self.dialog.ask(ConfirmGiveUp(counts))
                return self.n.confirm_give_up(counts), True
            case cm.ChangeRate():
                step = RATE_STEP if c.faster else -RATE_STEP
                current = self.settings.rate if self.settings.rate is not None else DEFAULT_RATE
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
                    n.status(
                        game,
                        self.saved is not None and self.saved.given_up,
                        self.in_play.lost_as_told(),
                        self.in_play.source,
                    ),
                    self.n.save_state(self._saved_now()),
                ), True
            case cm.ShowRules(variant=variant, rules=rules, traditional=traditional) if (
                variant is not None or rules is not None or traditional is not None
            ):  # "regels wasp", "regels versoepeld": the rules named, not this game's
                named = (
                    variant or game.variant,
                    rules or game.rules,
                    game.traditional if traditional is None else traditional,
                )
                page, _ = self.parts.next("rules", game, named)
                return n.rules(spec_of(named[0]), named[1], named[2], page), True
            case cm.ShowRules():  # "meer regels" after "regels traditioneel": those rules on
                page, subject = self.parts.next("rules", game)
                if subject is not None:
                    return n.rules(spec_of(subject[0]), subject[1], subject[2], page), True
                asked = self.dialog.asked_about(game)  # "nieuw spel wasp", then "regels"
                if asked is not None:
                    return self._join(
                        self.n.asked_game(*asked),
                        n.rules(spec_of(asked[0]), game.rules, asked[1], page),
                    ), True
                return n.rules(game.spec, game.rules, game.traditional, page), True
            case cm.Repeat():
                # "waarom" after a hint: the hint again, its reason in it (trial 13: "Onbekend
                # woord: waarom")
                if c.why and not self.refused_last and not isinstance(before, cm.Hint):
                    return self.n.nothing_refused(), False
                return self._repeat(), False
            case cm.Previous():
                return self._previous(), False
            case cm.Hint():
                return self.advice.hint(), True
            case cm.Solvable():
                if c.from_start and self.advice.still_open():  # a spoiler: asked first
                    self.dialog.ask(ConfirmPeek(winnable=True))
                    return self.n.confirm_peek(), True
                return self.advice.solvable(c.from_start, c.peek), True
            case cm.SetAnswer():
                return self.advice.set_answer(c.fair), True
            case cm.WhereWrong():
                if self.advice.still_open():  # a spoiler: asked first (trial 6)
                    self.dialog.ask(ConfirmPeek())
                    return self.n.confirm_peek(), True
                return self.advice.went_wrong(), True
            case cm.BackToMove():
                return self.new_games.back_to(c.move, self.heard, c.asked), True
            case cm.SavePosition():  # "bewaar stand als NAAM": a deal file of the table
                from . import position_file

                shared = position_file.save(game, self.store.folder, c.name)
                if shared.error is not None:
                    return self.n.position_not_saved(str(shared.path)), True
                taken = str(shared.taken) if shared.taken is not None else None
                return self.n.position_saved(str(shared.path), taken), True
            case cm.ShowStatistics():
                rules, variant, traditional = _kind(game)
                playing = self.keeper.in_progress(self.saved, self.in_play.lost_as_told())
                if c.every:  # "statistiek alle spellen"
                    return self.n.statistics_overview(self.stats, playing), True
                asked = (
                    c.variant or variant,
                    traditional if c.traditional is None else c.traditional,
                )
                return self.n.statistics(
                    self.stats, rules, *asked, playing, asked != (variant, traditional)
                ), True
            case cm.NewGame():
                if c.rules is None and c.number is None and not c.winnable:
                    # "nieuw spel", "nieuw spel wasp": which rules?
                    return self.new_games.ask_rules(AskRules(None, c.variant, c.traditional)), True
                # "nieuw spel versoepeld", "nieuw spel wasp 42", "nieuw spel winbaar" (trial 7:
                # it asked the rules too): with the current rules, as a number is
                rules = c.rules if c.rules is not None else game.rules
                winnable = c.winnable
                if self.keeper.counts_lost(self.saved) and not self._loss_agreed:
                    # the game in play would count as lost: asked first, as "nieuw spel wasp"
                    # asks (trial 6: with a number it started at once)
                    self.dialog.ask(
                        ConfirmNewGame(rules, c.number, c.variant, c.traditional, winnable)
                    )
                    return self.n.confirm_new_game(), True
                return self.new_games.new_game(
                    rules, c.number, c.variant, c.traditional, winnable
                ), True
            case cm.Quit():
                self.finished = True
                problem = self._save()
                self.keeper.finish(self.saved)
                return self._join(problem, self.n.goodbye(self.keeper.state)), True
            case cm.Help():
                return self._help(c.topic, c.variant), True
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
        self.keeper.progress(saved, events)
        problem = self._save()  # before a word is said
        self.keeper.begun()  # the new game has begun: the old one is left for good
        parts = [problem, self.n.action(game, events)]
        if game.won:
            self.dialog.ask(OfferNewGame())
            parts.append(self.n.offer_new_game())
        else:
            stuck = self.in_play.stuck_sentence()
            parts.append(self.in_play.loss_sentence(isinstance(events[0], Undone)) or stuck)
        return self._join(*parts)

    def _given_up(self, result: cm.Result) -> str | None:
        """A command that plays on in a game the player gave up (a move, undo, redo, a hint,
        kan het nog, opgeven again): one sentence that it is over and what to say next
        (trial 6: the game played on as if nothing happened, and statistics could count it
        twice). ``None``: not such a command, or not a given-up game. Reading the table,
        ``status``, ``waar ging het mis`` and ``was dit spel te winnen`` still answer;
        ``terug`` still brings back the game a new one replaced."""
        saved = self.saved
        if saved is None or not saved.given_up or saved.game.won:
            return None
        game = saved.game
        if isinstance(result, cm.Undo) and self.keeper.replaced is not None and not game.can_undo:
            return None
        playing_on = (
            cm.Play,
            cm.Ambiguous,
            cm.Refused,
            cm.Undo,
            cm.Redo,
            cm.BackToMove,
            cm.Hint,
            cm.GiveUp,
        )
        if isinstance(result, playing_on) or (
            isinstance(result, cm.Solvable) and not result.from_start
        ):
            self._refusing = True  # "waarom niet" says it again
            return self.n.game_given_up(game.deal_number is not None)
        return None

    def _replaces_at_once(self, suggestion: str) -> bool:
        """Whether ``ja`` to the suggestion would start another game at once (``schorpioen
        9``, ``nieuw spel versoepeld``: no rules question follows) and the game in play would
        count as lost: the question says so, as the rules question does."""
        from .. import commands

        offered = commands.parse(suggestion, self.game, self.tr)
        return (
            isinstance(offered, cm.NewGame)
            and (offered.number is not None or offered.rules is not None)
            and self.keeper.counts_lost(self.saved)
        )

    def _refused(self, refusal: Refusal) -> str:
        """The refusal's sentence; Double Scorpion's "Welke harten 4: in kolom 3 of in
        kolom 9?" also opens the question, answered with the column."""
        asked = copies_question(refusal)
        if asked is not None:
            self.dialog.ask(asked)
        self._refusing = True
        return self.n.refusal(self.game, refusal)

    def _repeat(self) -> str:
        last = self.transcript.last()
        return last if last is not None else self.n.nothing_to_repeat()

    def _previous(self) -> str:
        earlier = self.transcript.previous()
        return earlier if earlier is not None else self.n.no_earlier_message()

    def _read(self, c: cm.ReadOnly) -> str:
        """A read-only command (a declared question among them), answered through narration's
        one table with what the answers need besides the game."""
        game = self.game
        self.in_play.tick()
        lost_asked = isinstance(c, cm.Asked) and c.question == "lost"
        return self.n.read(
            game,
            c,
            best_score=self.stats.get(*_kind(game)).best_score,
            seconds_played=int(self.saved.seconds) if self.saved is not None else 0,
            undo_brings_back_game=self.keeper.replaced is not None and not game.can_undo,
            new_game_counts_lost=self.keeper.counts_lost(self.saved),
            given_up=self.saved is not None and self.saved.given_up,
            way_back_gone=self.keeper.dropped,
            lost=self.in_play.lost_now() if lost_asked else None,
            dead_end=lost_asked and in_dead_end(game),
            settings=self._settings_view()
            if isinstance(c, cm.Asked) and c.question == "settings"
            else None,
            page=self.parts.next("moves", game)[0]
            if isinstance(c, cm.ShowMoves) and not c.every
            else 0,
            save_state=self._saved_now()
            if isinstance(c, cm.Asked) and c.question in ("save_game", "can_do")
            else self.keeper.state,
            source=self.in_play.source,
            back=self.advice.hints.said_back(game)
            if isinstance(c, cm.Asked) and c.question in ("can_do", "undo_limit")
            else None,
        )

    def _settings_view(self) -> SettingsView:
        """The settings as they stand now, for ``instellingen``: the output chosen and the one
        in use, the sounds as they play (not only as saved)."""
        s, out, sound = self.settings, self.out, self.sound
        return SettingsView(
            output=out.choice if out is not None else s.output,
            output_now=out.active if out is not None else "",
            verbosity=self.n.verbosity,
            rate=s.rate if s.rate is not None else DEFAULT_RATE,
            sound_on=sound is not None and sound.on,
            volume=s.volume,
            mono=s.sound_mono,
            sound_words=s.sound_words,
            fair=s.fair_answer,
        )

    def _help(self, topic: str | None, variant: Variant | None = None) -> str:
        if topic == "sounds":  # help geluiden: hear them
            return self.sounds.command(cm.PlaySounds(None), self.game.columns)
        return self.n.help(topic, self.game, variant)
