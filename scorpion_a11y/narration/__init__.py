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

from ..game.cards import Card, Suit
from ..game.deal import Rules
from ..game.dealfile import DealFileError
from ..game.engine import Action, Game
from ..game.events import Event, Refusal
from ..game.rules import GameSpec
from ..i18n import DEFAULT_LANGUAGE, Translator, translator
from ..names import card_list, card_name, suit_name
from ..settings import Verbosity
from . import answers, board, refusals
from .announce import announce, changed_columns

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

    def neighbour(self, game: Game, card: Card, below: bool) -> str:
        """The card directly on (or ``below``: under) ``card``."""
        return answers.neighbour(self.tr, game, card, below)

    def status(self, game: Game) -> str:
        return answers.status(self.tr, game)

    def score(self, game: Game) -> str:
        return answers.score(self.tr, game)

    def legal_moves(self, game: Game) -> str:
        return answers.legal_moves(self.tr, game)

    def move_text(self, game: Game, action: Action) -> str:
        return answers.move_text(self.tr, game, action)

    def rules_summary(self, rules: Rules, spec: GameSpec, traditional: bool = False) -> str:
        return answers.rules_summary(self.tr, rules, spec, traditional)

    def rules(self, spec: GameSpec, rules: Rules, traditional: bool) -> str:
        """The answer to ``regels``: the game's own text, then the rules in short."""
        return answers.rules(self.tr, spec, rules, traditional)

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
