"""Narration: every word the player hears, from engine events, refusals and board state.

:class:`Narrator` is the one object the app talks to::

    n = Narrator(language="nl", verbosity=Verbosity.NORMAAL)
    n.board(game)               # the rule document's board description
    n.action(game, events)      # one announcement per action
    n.refusal(game, refusal)    # why an action was refused, and what would work

All text comes from the gettext catalogs (``locales/<lang>/LC_MESSAGES/scorpion_a11y.po`` and
``cards.po``); columns are 0-based in code and counted from 1 in what the player hears. The
forms are documented in ``docs/vertelling.md``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..game.cards import Card, Suit
from ..game.deal import Rules
from ..game.dealfile import DealFileError
from ..game.engine import Action, Game
from ..game.events import Event, Refusal
from ..game.rules import GameSpec, Variant
from ..i18n import DEFAULT_LANGUAGE, Translator, translator
from ..names import card_list, card_name, suit_name
from ..records import InProgress, Loaded, SaveState, SettingsView, Statistics
from ..settings import Verbosity
from . import answers, app_text, board, refusals
from .announce import announce, changed_columns
from .text import join_sentences

if TYPE_CHECKING:
    from ..commands.model import Asked, ReadOnly
    from ..solver.hindsight import WentWrong
    from ..solver.hint import Hint, StuckBack
    from ..solver.sample import Odds
    from ..solver.search import SolveResult

__all__ = ["Narrator", "changed_columns"]


class Narrator:
    """Sentences in one language at one verbosity. ``verbosity`` may be assigned at any time."""

    def __init__(
        self,
        language: str = DEFAULT_LANGUAGE,
        verbosity: Verbosity = Verbosity.NORMAAL,
        tr: Translator | None = None,
    ) -> None:
        self.tr: Translator = tr if tr is not None else translator(language)
        self.language: str = self.tr.language
        self.verbosity: Verbosity = verbosity
        #: "geluid in plaats van woorden" with sound playing: kort leaves out what it says.
        self.sound_for_words = False

    def set_language(self, language: str) -> None:
        """Speak ``language`` from now on (``KeyError`` for a language without catalogs)."""
        self.tr = translator(language)
        self.language = language

    # ------------------------------------------------------------------ names
    def card(self, card: Card) -> str:
        return card_name(self.tr, card)

    def cards(self, cards: Sequence[Card]) -> str:
        return card_list(self.tr, tuple(cards))

    def suit(self, suit: Suit) -> str:
        return suit_name(self.tr, suit)

    # ------------------------------------------------------------------ the board
    def board(self, game: Game) -> str:
        """The full board description, in the rule document's form."""
        return board.board(self.tr, game)

    def column(self, game: Game, c: int) -> str:
        """One column (``c`` 0-based): ``kolom 3: 3 gedekte kaarten, daarna ...``."""
        return board.column(self.tr, game, c)

    def column_answer(self, game: Game, c: int) -> str:
        """The answer to ``kolom 3``: ``Kolom 3: ....`` as a sentence, with a complete run
        lying on it and how to remove it."""
        return board.column_answer(self.tr, game, c)

    def columns_answer(self, game: Game, which: Sequence[int]) -> str:
        """The answer to ``lees kolom 2 en 3``: each column as a sentence."""
        return board.columns_answer(self.tr, game, which)

    def columns(self, game: Game, which: Sequence[int]) -> str:
        """Several columns in board-description form, as one sentence."""
        return board.columns(self.tr, game, which)

    def tops(self, game: Game) -> str:
        """The top card of every column."""
        return board.tops(self.tr, game)

    def beside(self, game: Game) -> str:
        """Three Blind Mice: the open cards beside the table, as a sentence (else '')."""
        return board.beside_sentence(self.tr, game)

    def runs_lying(self, game: Game) -> str:
        """A sentence for each complete run lying on a column (and how to remove it), or ''."""
        return board.runs_lying(self.tr, game)

    # ------------------------------------------------------------------ answers
    def where(self, game: Game, card: Card) -> str:
        return answers.where(self.tr, game, card)

    def top_card(self, game: Game, column: int) -> str:
        """``Bovenop kolom 3: harten 4.``"""
        return answers.top_card(self.tr, game, column)

    def bottom_card(self, game: Game, column: int) -> str:
        """``Onderaan kolom 5: harten 10.``; face-down cards only by how many lie there."""
        return answers.bottom_card(self.tr, game, column)

    def neighbour(self, game: Game, card: Card, below: bool) -> str:
        """The card directly on (or ``below``: under) ``card``."""
        return answers.neighbour(self.tr, game, card, below)

    def status(
        self, game: Game, given_up: bool = False, lost: bool = False, source: str | None = None
    ) -> str:
        """``status``: the game first (``source``: its deal file's name, when it has one),
        then how it stands; ``given_up``: the player gave the game up, ``lost``: it is lost as
        it stands (the traditional rules), said first of that."""
        return answers.status(self.tr, game, given_up, lost, source)

    def score(self, game: Game) -> str:
        return answers.score(self.tr, game)

    def legal_moves(self, game: Game) -> str:
        return answers.legal_moves(self.tr, game)

    def move_text(self, game: Game, action: Action) -> str:
        return answers.move_text(self.tr, game, action)

    def rules_summary(self, rules: Rules, spec: GameSpec, traditional: bool = False) -> str:
        return answers.rules_summary(self.tr, rules, spec, traditional)

    def rules(self, spec: GameSpec, rules: Rules, traditional: bool, page: int = 0) -> str:
        """The answer to ``regels``: the game's own text, then the rules in short; the
        traditional rules in parts (``page``: which, from 0; ``meer regels``)."""
        return answers.rules(self.tr, spec, rules, traditional, page)

    def position_saved(self, path: str, taken: str | None) -> str:
        return app_text.position_saved(self.tr, path, taken)

    def position_not_saved(self, path: str) -> str:
        return app_text.position_not_saved(self.tr, path)

    def no_moves_left(self) -> str:
        return answers.no_moves_left(self.tr)

    def dead_end(self, game: Game) -> str:
        """No useful move and no reserve deal left: what is true (answers.dead_end)."""
        return answers.dead_end(self.tr, game)

    def lost(self, game: Game, again: bool = False) -> str:
        return answers.lost(self.tr, game, again)

    # ------------------------------------------------------------------ actions
    def action(self, game: Game, events: Sequence[Event]) -> str:
        """One announcement for an action (move, reserve deal, undo, redo); ``game`` after it."""
        return announce(self.tr, game, events, self.verbosity, sound_said=self.sound_for_words)

    def refusal(self, game: Game, refusal: Refusal) -> str:
        return refusals.refusal(self.tr, game, refusal)

    def dealfile_error(self, err: DealFileError) -> str:
        return refusals.dealfile_error(self.tr, err)

    # ------------------------------------------------------------------ the app's own sentences
    # (the session asks the narrator for every word: one door)
    def already_won(self) -> str:
        return app_text.already_won(self.tr)

    def counts_lost(self) -> str:
        return app_text.game_counts_lost(self.tr)

    def ask_rules(self, counts_lost: bool = False, traditional: bool = False) -> str:
        return app_text.ask_rules(self.tr, counts_lost, traditional)

    def app_rules_noted(self) -> str:
        return app_text.app_rules_noted(self.tr)

    def asked_game(self, variant: Variant, traditional: bool) -> str:
        return app_text.asked_game(self.tr, variant, traditional)

    def back_to_previous_game(
        self,
        number: int | None,
        moves: int,
        named: Variant | None = None,
        source: str | None = None,
    ) -> str:
        return app_text.back_to_previous_game(self.tr, number, moves, named, source)

    def board_on_request(self) -> str:
        return app_text.board_on_request(self.tr)

    def confirm_give_up(self, counts: bool = True) -> str:
        return app_text.confirm_give_up(self.tr, counts)

    def nothing_to_cancel(self) -> str:
        return app_text.nothing_to_cancel(self.tr)

    def confirm_peek(self) -> str:
        return app_text.confirm_peek(self.tr)

    def peek_declined(self) -> str:
        return app_text.peek_declined(self.tr)

    def confirm_new_game(self) -> str:
        return app_text.confirm_new_game(self.tr)

    def declined_new_game(self) -> str:
        return app_text.declined_new_game(self.tr)

    def earlier_game_kept(self, number: int | None, moves: int, source: str | None = None) -> str:
        return app_text.earlier_game_kept(self.tr, number, moves, source)

    def way_back_gone(self, number: int | None, moves: int, source: str | None = None) -> str:
        return app_text.way_back_gone(self.tr, number, moves, source)

    def file_problem(self, which: str, loaded: Loaded[object]) -> str:
        return app_text.file_problem(self.tr, which, loaded)

    def first_run_tip(self) -> str:
        return app_text.first_run_tip(self.tr)

    def game_given_up(self, replay: bool) -> str:
        return app_text.game_given_up(self.tr, replay)

    def give_up_declined(self) -> str:
        return app_text.give_up_declined(self.tr)

    def given_up(self) -> str:
        return app_text.given_up(self.tr)

    def goodbye(self, state: SaveState | None = None) -> str:
        return app_text.goodbye(self.tr, state)

    def language_set(self) -> str:
        return app_text.language_set(self.tr)

    def new_game(
        self, number: int | None, rules: Rules, traditional: bool, variant: Variant
    ) -> str:
        """ "Nieuw spel: Wasp, 4321, klassieke regels." (the game's name first, always)."""
        return app_text.new_game(self.tr, number, rules, traditional, variant)

    def no_earlier_message(self) -> str:
        return app_text.no_earlier_message(self.tr)

    def not_saved(self) -> str:
        return app_text.not_saved(self.tr)

    def nothing_refused(self) -> str:
        return app_text.nothing_refused(self.tr)

    def nothing_to_repeat(self) -> str:
        return app_text.nothing_to_repeat(self.tr)

    def offer_new_game(self) -> str:
        return app_text.offer_new_game(self.tr)

    def your_move(self, won: bool = False) -> str:
        return app_text.your_move(self.tr, won)

    def previous_game_kept(self, counted_lost: bool = False) -> str:
        return app_text.previous_game_kept(self.tr, counted_lost)

    def previous_game_lost(self) -> str:
        return app_text.previous_game_lost(self.tr)

    def previous_game_won(self) -> str:
        return app_text.previous_game_won(self.tr)

    def resumed_given_up(self, counts: bool = True) -> str:
        return app_text.resumed_given_up(self.tr, counts)

    def question_dropped(self, choice: bool) -> str:
        return app_text.question_dropped(self.tr, choice)

    def resumed(
        self,
        number: int | None,
        moves: int,
        rules: Rules,
        variant: Variant = Variant.SCORPION,
        traditional: bool = False,
        source: str | None = None,
    ) -> str:
        """An interrupted game goes on: the game's name first, in every game;
        ``source``: the deal file it came from, when known."""
        return app_text.resumed(self.tr, number, moves, rules, variant, traditional, source)

    def save_failed(self, folder: str) -> str:
        return app_text.save_failed(self.tr, folder)

    def save_state(self, state: SaveState) -> str:
        return app_text.save_state(self.tr, state)

    def statistics(
        self,
        stats: Statistics,
        current: Rules,
        variant: Variant = Variant.SCORPION,
        traditional: bool = False,
        playing: InProgress | None = None,
        other: bool = False,
    ) -> str:
        return app_text.statistics(self.tr, stats, current, variant, traditional, playing, other)

    def statistics_overview(self, stats: Statistics, playing: InProgress | None) -> str:
        return app_text.statistics_overview(self.tr, stats, playing)

    def only_question_closed(self) -> str:
        return app_text.only_question_closed(self.tr)

    def suggestion_declined(self) -> str:
        return app_text.suggestion_declined(self.tr)

    def thinking(self, seconds: int) -> str:
        return app_text.thinking(self.tr, seconds)

    def traditional_noted(self) -> str:
        return app_text.traditional_noted(self.tr)

    def unexpected_error(self, state: SaveState | None = None) -> str:
        return app_text.unexpected_error(self.tr, state)

    def verbosity_set(self, level: Verbosity) -> str:
        return app_text.verbosity_set(self.tr, level)

    def welcome(
        self,
        number: int | None,
        rules: Rules,
        source: str | None,
        variant: Variant = Variant.SCORPION,
        traditional: bool = False,
    ) -> str:
        return app_text.welcome(self.tr, number, rules, source, variant, traditional)

    def setting_now(self, view: SettingsView, command: str) -> str:
        """How the setting of ``command`` (``output``) stands now; "" for no setting."""
        from .questions import setting_now

        return setting_now(self.tr, view, command)

    def describe(self, result: object, game: Game) -> str:
        from . import parsing  # with the parser, at the first command

        return parsing.describe(self.tr, result, game)

    # loaded when first asked for: the first prompt does not wait for them
    def hint(
        self,
        game: Game,
        hint: Hint | None,
        skip: int = 0,
        others: int = 0,
        named: int = 0,
        stuck: StuckBack | None = None,
    ) -> str:
        """``named``: the number of the move ``waar ging het mis`` named as the one that lost
        the deal, when the hint names that move at that table (0: not); ``stuck``: at a dead
        end, how far back to go."""
        from .hints import hint_sentence, named_lost_sentence

        said = hint_sentence(self.tr, game, hint, skip, others, stuck)
        if named:
            said = join_sentences(self.tr, [said, named_lost_sentence(self.tr, named, others)])
        return said

    def solvable(
        self, result: SolveResult, from_start: bool = False, at_start: bool = False
    ) -> str:
        from .hints import solvable_sentence

        return solvable_sentence(self.tr, result, from_start, at_start)

    def odds(self, found: Odds, game: Game | None = None) -> str:
        from .hints import odds_sentence

        return odds_sentence(self.tr, found, game)

    def winnable_deal(self) -> str:
        from .hints import winnable_deal

        return winnable_deal(self.tr)

    def winnable_noted(self) -> str:
        from .hints import winnable_noted

        return winnable_noted(self.tr)

    def no_winnable_deal(self, variant: Variant, rules: Rules, traditional: bool) -> str:
        from .hints import no_winnable_deal

        return no_winnable_deal(
            self.tr,
            app_text.game_name(self.tr, variant),
            app_text.rules_adjective(self.tr, rules, traditional),
        )

    def no_new_game(self) -> str:
        return app_text.no_new_game(self.tr)

    def answer_set(self, fair: bool) -> str:
        from .hints import answer_set

        return answer_set(self.tr, fair)

    def went_wrong(self, found: WentWrong, back_word: str, warn: bool, played: bool = True) -> str:
        from .hints import went_wrong_sentence

        return went_wrong_sentence(self.tr, found, back_word, warn, played)

    def fewer_moves_back(self, made: int) -> str:
        from .hints import fewer_moves_back

        return fewer_moves_back(self.tr, made)

    def back_to(self, move: int, done: bool, limit: int | None = None) -> str:
        from .hints import back_to_sentence

        return back_to_sentence(self.tr, move, done, limit)

    def help(
        self, topic: str | None = None, game: Game | None = None, variant: Variant | None = None
    ) -> str:
        """``help``: in ``game``, every number is that game's own; ``variant``: that game in
        short (``help wasp``)."""
        from .help import game_help, help_text

        if variant is not None:
            return game_help(self.tr, variant, game)
        return help_text(self.tr, topic, game)

    def asked(
        self, game: Game, question: Asked, best_score: int | None = None, seconds_played: int = 0
    ) -> str:
        """A declared read-only question (``questions.ANSWERS``), with what it needs besides
        the game: the best score and the game clock."""
        return self.read(game, question, best_score, seconds_played)

    def read(
        self,
        game: Game,
        command: ReadOnly,
        best_score: int | None = None,
        seconds_played: int = 0,
        undo_brings_back_game: bool = False,
        new_game_counts_lost: bool = False,
        given_up: bool = False,
        lost: bool | None = None,
        way_back_gone: tuple[int | None, int, str | None] | None = None,
        settings: SettingsView | None = None,
        dead_end: bool = False,
        page: int = 0,
        save_state: SaveState = SaveState.SAVED,
        source: str | None = None,
        back: Hint | StuckBack | None = None,
    ) -> str:
        """Any read-only command, answered through the one table (``questions.READ_ONLY``);
        ``page``: the part of an answer said in parts (``meer zetten``); ``save_state``:
        whether the game is on disk (``opslaan``); ``source``: the game's deal file;
        ``back``: the hint of this table when it said how far back to go."""
        from . import questions

        facts = questions.Facts(
            best_score=best_score,
            seconds_played=seconds_played,
            undo_brings_back_game=undo_brings_back_game,
            new_game_counts_lost=new_game_counts_lost,
            given_up=given_up,
            lost=lost,
            way_back_gone=way_back_gone,
            settings=settings or SettingsView(),
            dead_end=dead_end,
            page=page,
            save_state=save_state,
            source=source,
            back=back,
        )
        return questions.read(self.tr, game, facts, command)
