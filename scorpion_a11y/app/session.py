"""The game controller: one command in, one announcement out.

Pure enough to test without prompt_toolkit: :meth:`Session.handle` takes the typed line and
returns the text to announce; :meth:`Session.run` takes a command object (the keys F2, Alt+3,
Ctrl+Z... use it). The caller (pipe mode or the interactive prompt) hands the text to the
output. The game is saved *before* the text is returned, so whatever the player heard is on
disk even if the process is killed the moment after.
"""

from __future__ import annotations

import random
import traceback
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..commands import model as cm
from ..commands import parse
from ..game import dealfile
from ..game.deal import MAX_DEAL, Rules
from ..game.engine import Game
from ..game.events import GameWon, MoveRefused, Redone
from ..game.rules import Variant
from ..i18n import Translator, translator
from ..narration import Narrator, answers
from ..narration import app_text as say
from ..narration.verbosity import Verbosity
from .storage import SavedGame, Settings, Statistics, Store

#: Deal numbers drawn for a new game stay short enough to say and share.
RANDOM_DEAL_MAX = min(999_999, MAX_DEAL)
#: Seconds the solver may think when asked whether a game can be won.
#: ``oplosbaar``: seconds the solver may search before it says it does not know. The compiled
#: core (when built) decides most deals well within this; pure Python decides fewer.
SOLVE_SECONDS = 2


def _words(text: str) -> set[str]:
    """The words a player may type for one answer, written as ``ja|j|yes`` in the catalog."""
    return {w.strip().lower() for w in text.split("|") if w.strip()}


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
        output: Any = None,
        notify: Callable[[str], None] | None = None,
        rng: random.Random | None = None,
    ) -> None:
        self.store = store
        self.settings = settings
        self.stats = stats
        self.n = narrator
        self.out = output
        self.notify = notify
        self.rng = rng or random.Random()
        self.saved: SavedGame | None = None
        self.source: str | None = None
        self.history: list[str] = []
        self.finished = False
        self._back = 0
        self._choices: tuple[Any, ...] = ()
        self._asking_rules = False
        self._ask_number: int | None = None
        #: The game and traditional choice named with "nieuw spel" while the rules are asked.
        self._ask_game: tuple[Variant | None, bool | None] = (None, None)
        self._offering = False
        self._hint_skip = 0
        self._stuck_told = False
        self._save_failed_told = False

    # ------------------------------------------------------------------ basics

    @property
    def tr(self) -> Translator:
        return self.n.tr

    @property
    def game(self) -> Game:
        assert self.saved is not None
        return self.saved.game

    def _save(self) -> str:
        """Save the game; an empty string, or one sentence the first time saving fails."""
        if self.saved is None:
            return ""
        try:
            self.store.save_game(self.saved)
        except OSError:
            self.store.log_error(traceback.format_exc())
            if not self._save_failed_told:
                self._save_failed_told = True
                return say.save_failed(self.tr, str(self.store.folder))
        return ""

    def _save_stats(self) -> None:
        try:
            self.store.save_statistics(self.stats)
        except OSError:
            self.store.log_error(traceback.format_exc())

    def _save_settings(self) -> None:
        try:
            self.store.save_settings(self.settings)
        except OSError:
            self.store.log_error(traceback.format_exc())

    @staticmethod
    def _join(*parts: str) -> str:
        return " ".join(p for p in parts if p)

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
    ) -> str:
        """Open the session: resume the saved game, or start the one asked for.

        Returns the opening announcement: any notices, then a welcome (or the resume
        sentence), then the board at the chosen verbosity.
        """
        parts = list(notices)
        loaded = self.store.load_game()
        if loaded.aside is not None:
            parts.append(say.save_unreadable(self.tr, loaded.aside.name))
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
            self.source = Path(deal_path or "").name
            parts.append(say.welcome(self.tr, None, position.rules, self.source))
            parts.append(say.game_sentence(self.tr, position.variant, position.traditional))
        elif (
            previous is not None
            and number is None
            and not previous.game.won
            and (rules is None or rules is previous.game.rules)
            and (variant is None or variant is previous.game.variant)
            and (traditional is None or traditional is previous.game.traditional)
        ):
            self.saved = previous
            game = previous.game
            parts.append(say.resumed(self.tr, game.deal_number, game.moves, game.rules))
            parts.append(say.game_sentence(self.tr, game.variant, game.traditional))
        else:
            self._abandon(previous)
            if number is None:
                number = self.rng.randint(1, RANDOM_DEAL_MAX)
            self.saved = SavedGame(
                Game.new(
                    number, rules or Rules.KLASSIEK, variant or Variant.SCORPION, bool(traditional)
                )
            )
            parts.append(say.welcome(self.tr, number, self.game.rules, None))
            parts.append(say.game_sentence(self.tr, self.game.variant, self.game.traditional))
        parts.append(self._save())
        parts.append(self._opening_board())
        parts.append(self._stuck_sentence())
        if first_run:
            parts.append(say.first_run_tip(self.tr))
        text = self._join(*parts)
        self._record(text)
        return text

    def _opening_board(self) -> str:
        """The table at the start of a game: at kort only the top cards, else the whole board."""
        if self.n.verbosity is Verbosity.KORT:
            return self.n.tops(self.game)
        return self.n.board(self.game)

    def _abandon(self, saved: SavedGame | None) -> None:
        """A played, unwon game is left for another one: its winning streak ends."""
        if saved is not None and saved.counted and not saved.game.won:
            self.stats.game_abandoned(*_kind(saved.game))
            self._save_stats()

    # ------------------------------------------------------------------ the loop

    def handle(self, text: str) -> str:
        """One typed line in, the announcement out (possibly empty). Never raises."""
        try:
            reply, remember = self._handle(text)
        except Exception:
            return self._crash()
        if remember:
            self._record(reply)
        return reply

    def run(self, command: Any) -> str:
        """Run a command object directly (the keys use this). Never raises."""
        try:
            reply, remember = self._dispatch(command)
        except Exception:
            return self._crash()
        if remember:
            self._record(reply)
        return reply

    def _crash(self) -> str:
        self.store.log_error(traceback.format_exc())
        self._choices = ()
        self._asking_rules = self._offering = False
        with _suppress_all():
            self._save()
        text = say.unexpected_error(self.tr)
        self._record(text)
        return text

    def _record(self, text: str) -> None:
        if text:
            self.history.append(text)
            del self.history[:-100]
        self._back = 0

    def _handle(self, text: str) -> tuple[str, bool]:
        line = text.strip()
        asking, offering = self._asking_rules, self._offering
        self._asking_rules = self._offering = False
        if asking:
            chosen = self._rules_answer(line)
            if chosen is not None:
                return self._new_game(chosen, self._ask_number, *self._ask_game), True
        elif offering:
            word = line.lower()
            # Translators: words that answer yes to "another game?", separated by |.
            if word in _words(self.tr.pgettext("answer", "yes|y")):
                return self._ask_rules(None), True
            # Translators: words that answer no to "another game?", separated by |.
            if word in _words(self.tr.pgettext("answer", "no|n")):
                return say.declined_new_game(self.tr), True
        if not line:
            return "", False
        result = parse(line, self.game, self.tr, choices=self._choices)
        if isinstance(result, (cm.Repeat, cm.Previous)):
            # Hearing the question again leaves it open.
            self._asking_rules, self._offering = asking, offering
            return self._dispatch(result)
        reply, remember = self._dispatch(result)
        if asking and not isinstance(result, cm.NewGame):
            return self._join(say.no_new_game(self.tr), reply), True
        return reply, remember

    def _rules_answer(self, line: str) -> Rules | None:
        word = line.lower()
        if not word:
            return Rules.KLASSIEK
        # Translators: words choosing the classic rules for a new game, separated by |.
        if word == "1" or word in _words(self.tr.pgettext("answer", "classic|c")):
            return Rules.KLASSIEK
        # Translators: words choosing the relaxed rules for a new game, separated by |.
        if word == "2" or word in _words(self.tr.pgettext("answer", "relaxed|r")):
            return Rules.VERSOEPELD
        from ..commands.vocabulary import rules_named

        return rules_named(word)  # every word for the rules the game accepts in play

    # ------------------------------------------------------------------ commands

    def _dispatch(self, c: Any) -> tuple[str, bool]:
        game, n, tr = self.game, self.n, self.tr
        keep_choices = isinstance(c, cm.Ambiguous) or (
            isinstance(c, cm.ParseError) and c.kind is cm.ParseErrorKind.CHOICE_OUT_OF_RANGE
        )
        if not keep_choices:
            self._choices = ()
        if not isinstance(c, cm.Hint):
            self._hint_skip = 0
        if isinstance(c, cm.Play):
            return self._act(lambda: game.play(c.action)), True
        if isinstance(c, cm.Undo):
            return self._act(game.undo), True
        if isinstance(c, cm.Redo):
            return self._act(game.redo), True
        if isinstance(c, cm.Refused):
            return n.refusal(game, c.refusal), True
        if isinstance(c, (cm.Ambiguous, cm.ParseError)):
            from ..narration.parsing import describe

            if isinstance(c, cm.Ambiguous):
                self._choices = tuple(c.options)
            return describe(tr, c, game), True
        if isinstance(c, cm.Nothing):
            return "", False
        if isinstance(c, cm.ShowBoard):
            return n.board(game), True
        if isinstance(c, cm.ShowColumn):
            return n.column_answer(game, c.column), True
        if isinstance(c, cm.ShowTops):
            return n.tops(game), True
        if isinstance(c, cm.WhereIs):
            return n.where(game, c.card), True
        if isinstance(c, cm.ShowStatus):
            return n.status(game), True
        if isinstance(c, cm.ShowScore):
            return n.score(game), True
        if isinstance(c, cm.ShowMoves):
            return n.legal_moves(game), True
        if isinstance(c, cm.ShowRules):
            extra = answers.game_rules(self.tr, game.variant, game.traditional)
            return self._join(extra, n.rules_summary(game.rules)), True
        if isinstance(c, cm.Repeat):
            return self._repeat(), False
        if isinstance(c, cm.Previous):
            return self._previous(), False
        if isinstance(c, cm.Hint):
            return self._hint(), True
        if isinstance(c, cm.Solvable):
            return self._solvable(c.from_start), True
        if isinstance(c, cm.Statistics):
            return say.statistics(tr, self.stats, *_kind(game)), True
        if isinstance(c, cm.NewGame):
            if c.rules is None:
                self._ask_game = (c.variant, c.traditional)
                return self._ask_rules(c.number), True
            return self._new_game(c.rules, c.number, c.variant, c.traditional), True
        if isinstance(c, cm.Quit):
            self.finished = True
            return self._join(self._save(), say.goodbye(tr)), True
        if isinstance(c, cm.Help):
            return self._help(c.topic), True
        if isinstance(c, cm.SetOutput):
            return self._set_output(c.name), True
        if isinstance(c, cm.SetVerbosity):
            return self._set_verbosity(c.verbosity), True
        if isinstance(c, cm.SetRate):
            return self._set_rate(c.rate), True
        if isinstance(c, cm.SetLanguage):
            return self._set_language(c.language), True
        raise TypeError(f"unknown command {c!r}")

    def _act(self, action: Callable[[], tuple[Any, ...]]) -> str:
        game = self.game
        try:
            events = action()
        except MoveRefused as refused:
            return self.n.refusal(game, refused.refusal)
        saved = self.saved
        assert saved is not None
        if not saved.counted and game.moves > 0:
            saved.counted = True
            self.stats.game_started(*_kind(game))
            self._save_stats()
        won_now = any(isinstance(e, GameWon) for e in events) or any(
            isinstance(e, Redone) and any(isinstance(x, GameWon) for x in e.events) for e in events
        )
        if won_now and not saved.won_counted:
            saved.won_counted = True
            self.stats.game_won(game.rules, game.score, game.variant, game.traditional)
            self._save_stats()
        problem = self._save()  # before a word is said
        parts = [problem, self.n.action(game, events)]
        if game.won:
            self._offering = True
            parts.append(say.offer_new_game(self.tr))
        else:
            parts.append(self._stuck_sentence())
        return self._join(*parts)

    def _stuck_sentence(self) -> str:
        game = self.game
        if game.won or game.has_legal_action():
            self._stuck_told = False
            return ""
        if self._stuck_told:
            return ""
        self._stuck_told = True
        return self.n.no_moves_left()

    def _repeat(self) -> str:
        self._back = 0
        return self.history[-1] if self.history else say.nothing_to_repeat(self.tr)

    def _previous(self) -> str:
        if self._back + 1 >= len(self.history):
            return say.no_earlier_message(self.tr)
        self._back += 1
        return self.history[-1 - self._back]

    def _ask_rules(self, number: int | None) -> str:
        self._asking_rules = True
        self._ask_number = number
        return say.ask_rules(self.tr)

    def _new_game(
        self,
        rules: Rules,
        number: int | None,
        variant: Variant | None = None,
        traditional: bool | None = None,
    ) -> str:
        """A new deal; the game and the traditional choice stay as they were unless named."""
        current = self.saved.game if self.saved is not None else None
        if variant is None:
            variant = current.variant if current is not None else Variant.SCORPION
        if traditional is None:
            traditional = current.traditional if current is not None else False
        self._abandon(self.saved)
        if number is None:
            number = self.rng.randint(1, RANDOM_DEAL_MAX)
        self.saved = SavedGame(Game.new(number, rules, variant, traditional))
        self.source = None
        self._stuck_told = False
        self._offering = False
        problem = self._save()
        return self._join(
            problem,
            say.new_game(self.tr, number, rules),
            say.game_sentence(self.tr, variant, traditional),
            self._opening_board(),
            self._stuck_sentence(),
        )

    def _hint(self) -> str:
        from ..narration.hints import hint_sentence
        from ..solver.hint import suggest

        hint = suggest(self.game, skip=self._hint_skip)
        self._hint_skip += 1
        if hint is None:
            self._hint_skip = 0
        return hint_sentence(self.tr, self.game, hint)

    def _solvable(self, from_start: bool = False) -> str:
        """Can the game still be won from here (or, ``from_start``, from its deal)?"""
        from ..narration.hints import hint_sentence, solvable_sentence
        from ..solver.search import solve

        if self.game.won and not from_start:
            return hint_sentence(self.tr, self.game, None)
        self.stats.solvable_asked(*_kind(self.game))
        self._save_stats()
        if self.notify is not None:
            self.notify(say.thinking(self.tr, SOLVE_SECONDS))
        position = self.game.start if from_start else self.game.position()
        result = solve(position, time_limit=SOLVE_SECONDS)
        return solvable_sentence(self.tr, result, from_start)

    def _help(self, topic: Any) -> str:
        from ..narration.help import help_text

        return str(help_text(self.tr, topic))

    # ------------------------------------------------------------------ settings

    def _set_output(self, name: str) -> str:
        if self.out is None:
            return ""
        text = self.out.switch(name)
        self.settings.output = name
        self._save_settings()
        return str(text)

    def _set_rate(self, rate: int) -> str:
        if self.out is None:
            return ""
        text = self.out.set_rate(speech_rate(rate))
        self.settings.rate = rate
        self._save_settings()
        return str(text)

    def _set_verbosity(self, verbosity: Any) -> str:
        level = verbosity if isinstance(verbosity, Verbosity) else Verbosity(verbosity)
        self.n.verbosity = level
        self.settings.verbosity = level.value
        self._save_settings()
        return say.verbosity_set(self.tr, level.value)

    def _set_language(self, language: str) -> str:
        self.n.set_language(language)
        if self.out is not None:
            # The output's own sentences follow the language, and speech switches its voice.
            self.out.tr = translator(language)
        self.settings.language = language
        self._save_settings()
        return say.language_set(self.tr)


def speech_rate(percent: int) -> int:
    """The player's rate (0 slowest, 50 usual, 100 fastest) in the output's words per minute."""
    from ..output import DEFAULT_RATE, MAX_RATE, MIN_RATE

    p = min(100, max(0, percent))
    if p <= 50:
        return round(MIN_RATE + (DEFAULT_RATE - MIN_RATE) * p / 50)
    return round(DEFAULT_RATE + (MAX_RATE - DEFAULT_RATE) * (p - 50) / 50)


class _suppress_all:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> bool:
        return True
