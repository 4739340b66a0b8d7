"""What a typed or dictated line means: frozen result types of :func:`~.parser.parse`.

Columns are 0-based here, as everywhere in code; only what the player types and hears counts
from 1. Values the player typed that are not valid (``kolom 9``, ``harten 14``) are kept as
typed, in :attr:`ParseError.number`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from ..game.cards import Card
from ..game.deal import Rules
from ..game.engine import Action
from ..game.events import Refusal
from ..game.rules import Variant
from ..settings import RATE_PERCENT_MAX, RATE_PERCENT_MIN, Verbosity

__all__ = [
    "RATE_MAX",
    "RATE_MIN",
    "Action",
    "Ambiguous",
    "ArgumentError",
    "Asked",
    "BackToMove",
    "BoardError",
    "ChangeRate",
    "ChangeVerbosity",
    "ChoiceError",
    "Command",
    "GiveUp",
    "Help",
    "Hint",
    "Meant",
    "NewGame",
    "Nothing",
    "ParseError",
    "ParseErrorKind",
    "Play",
    "PlaySounds",
    "Previous",
    "Quit",
    "RangeError",
    "Redo",
    "Refused",
    "Repeat",
    "Result",
    "SavePosition",
    "SetAnswer",
    "SetLanguage",
    "SetOutput",
    "SetRate",
    "SetSound",
    "SetVerbosity",
    "SetVolume",
    "ShowBoard",
    "ShowBottomCard",
    "ShowColumn",
    "ShowColumns",
    "ShowMoves",
    "ShowNeighbour",
    "ShowRules",
    "ShowScore",
    "ShowStatistics",
    "ShowStatus",
    "ShowTopCard",
    "ShowTops",
    "Solvable",
    "Undo",
    "WhereIs",
    "WhereWrong",
    "WordsError",
]

#: Speech rate the player may ask for with ``snelheid <n>`` (see :mod:`scorpion_a11y.settings`).
RATE_MIN = RATE_PERCENT_MIN
RATE_MAX = RATE_PERCENT_MAX


@dataclass(frozen=True, slots=True)
class Play:
    """A move (or the reserve deal) that is legal now: apply it."""

    action: Action


@dataclass(frozen=True, slots=True)
class Refused:
    """A fully specified move the rules do not allow; ``refusal`` says why (from the engine)."""

    refusal: Refusal


@dataclass(frozen=True, slots=True)
class Ambiguous:
    """Several legal moves match: ask which one (pass ``options`` back as ``choices``)."""

    options: tuple[Action, ...]


class Unclear(Enum):
    """Words that are not a command (family :class:`WordsError`: ``text``, ``command``)."""

    UNKNOWN_WORD = "unknown_word"  # text: the first word not understood
    NOT_UNDERSTOOD = "not_understood"  # text: the words, all known but not a command together
    INCOMPLETE_CARD = "incomplete_card"  # text: a suit or rank alone where a card is needed
    NO_EMPTY_COLUMN = "no_empty_column"  # text: "naar de lege kolom" and none is empty
    MISSING_DESTINATION = "missing_destination"  # text (harten 4 naar)
    MISSING_SOURCE = "missing_source"  # text (naar 7)
    MISSING_COLUMN_NUMBER = "missing_column_number"  # text (kolom)
    UNKNOWN_TOPIC = "unknown_topic"  # text
    EXTRA_WORDS = "extra_words"  # command, text: words after a command that takes none
    OTHER_LANGUAGE = "other_language"  # text: the code of the language the line is a command in


class Range(Enum):
    """A number that is not possible (family :class:`RangeError`: ``number``, ``low``,
    ``high``)."""

    TOO_LONG = "too_long"  # number: characters typed
    RANK_OUT_OF_RANGE = "rank_out_of_range"  # number (harten 14, harten 0)
    COLUMN_OUT_OF_RANGE = "column_out_of_range"  # number (kolom 9, kolom 0), high
    VALUE_OUT_OF_RANGE = "value_out_of_range"  # command, number, low, high
    CHOICE_OUT_OF_RANGE = "choice_out_of_range"  # number, high (how many choices)
    NUMBER_ALONE = "number_alone"  # number (a bare 2: read it? pick a choice?)


class Board(Enum):
    """Cards or columns named that no move fits (family :class:`BoardError`: ``card``,
    ``cards``, ``column``, ``to_column``, ``text``)."""

    CARD_TWICE = "card_twice"  # card (harten 4 op harten 4), or text (harten schoppen 4)
    NOT_VISIBLE = "not_visible"  # card: face down or in the reserve (never says which)
    NO_TARGET = "no_target"  # card, cards (what it may lie on): it fits nowhere now
    NO_MATCH = "no_match"  # text: no face-up card fitting the description can move there
    NO_MOVE_BETWEEN = "no_move_between"  # column, to_column: nothing in column fits there
    EMPTY_COLUMN = "empty_column"  # column
    SAME_COLUMN = "same_column"  # column
    NOT_ON_TOP = "not_on_top"  # card: the destination card is not on top of a column
    #: card, cards (the one card it lies on), column: the card to move already lies directly
    #: on the destination card (``mag harten 6 op harten 7`` when it lies there)
    ALREADY_ON = "already_on"
    NOT_IN_COLUMN = "not_in_column"  # card, column: face up, but in another column


class Value(Enum):
    """A command's value missing or unknown (family :class:`ArgumentError`: ``command``,
    ``text``, ``options`` or ``low``/``high``)."""

    MISSING_VALUE = "missing_value"  # command, options or low/high
    BAD_VALUE = "bad_value"  # command, text, options or low/high


class Choice(Enum):
    """An answer to "which one?" that fits no option, or several (family
    :class:`ChoiceError`: ``column``, ``number`` (how many fit), ``actions``), or a line
    not understood while the question is open (``text``: the whole line, ``actions``)."""

    CHOICE_NOT_MATCHED = "choice_not_matched"
    CHOICE_NOT_UNDERSTOOD = "choice_not_understood"


class ParseErrorKind:
    """Every kind of :data:`ParseError`, by name (``ParseErrorKind.UNKNOWN_WORD``), whatever
    its family; the families' own enums close each family's ``match``."""

    UNKNOWN_WORD = Unclear.UNKNOWN_WORD
    NOT_UNDERSTOOD = Unclear.NOT_UNDERSTOOD
    INCOMPLETE_CARD = Unclear.INCOMPLETE_CARD
    NO_EMPTY_COLUMN = Unclear.NO_EMPTY_COLUMN
    MISSING_DESTINATION = Unclear.MISSING_DESTINATION
    MISSING_SOURCE = Unclear.MISSING_SOURCE
    MISSING_COLUMN_NUMBER = Unclear.MISSING_COLUMN_NUMBER
    UNKNOWN_TOPIC = Unclear.UNKNOWN_TOPIC
    EXTRA_WORDS = Unclear.EXTRA_WORDS
    OTHER_LANGUAGE = Unclear.OTHER_LANGUAGE
    TOO_LONG = Range.TOO_LONG
    RANK_OUT_OF_RANGE = Range.RANK_OUT_OF_RANGE
    COLUMN_OUT_OF_RANGE = Range.COLUMN_OUT_OF_RANGE
    VALUE_OUT_OF_RANGE = Range.VALUE_OUT_OF_RANGE
    CHOICE_OUT_OF_RANGE = Range.CHOICE_OUT_OF_RANGE
    NUMBER_ALONE = Range.NUMBER_ALONE
    CARD_TWICE = Board.CARD_TWICE
    NOT_VISIBLE = Board.NOT_VISIBLE
    NO_TARGET = Board.NO_TARGET
    NO_MATCH = Board.NO_MATCH
    NO_MOVE_BETWEEN = Board.NO_MOVE_BETWEEN
    EMPTY_COLUMN = Board.EMPTY_COLUMN
    SAME_COLUMN = Board.SAME_COLUMN
    NOT_ON_TOP = Board.NOT_ON_TOP
    ALREADY_ON = Board.ALREADY_ON
    NOT_IN_COLUMN = Board.NOT_IN_COLUMN
    MISSING_VALUE = Value.MISSING_VALUE
    BAD_VALUE = Value.BAD_VALUE
    CHOICE_NOT_MATCHED = Choice.CHOICE_NOT_MATCHED
    CHOICE_NOT_UNDERSTOOD = Choice.CHOICE_NOT_UNDERSTOOD


Kind = Unclear | Range | Board | Value | Choice
#: Every kind, in every family.
KINDS: tuple[Kind, ...] = (*Unclear, *Range, *Board, *Value, *Choice)


# The line is not a command: one of a few typed families, each with only the fields its kinds
# fill, so narration's ``match`` reads them checked. ``suggestion`` is the closest valid
# command, in the player's language, ready to be typed (``harten 4 naar kolom 7``), or ``None``.


@dataclass(frozen=True, slots=True)
class WordsError:
    kind: Unclear
    text: str | None = None
    command: str | None = None
    suggestion: str | None = None
    #: the slip corrected into a line that cannot be done as it stands, with its answer
    meant: Meant | None = None


@dataclass(frozen=True, slots=True)
class RangeError:
    kind: Range
    number: int | None = None
    low: int | None = None
    high: int | None = None
    text: str | None = None
    command: str | None = None
    suggestion: str | None = None


@dataclass(frozen=True, slots=True)
class BoardError:
    kind: Board
    card: Card | None = None
    cards: tuple[Card, ...] = field(default=())
    column: int | None = None
    to_column: int | None = None
    text: str | None = None
    suggestion: str | None = None


@dataclass(frozen=True, slots=True)
class ArgumentError:
    kind: Value
    command: str | None = None
    text: str | None = None
    options: tuple[str, ...] = field(default=())
    low: int | None = None
    high: int | None = None
    suggestion: str | None = None


@dataclass(frozen=True, slots=True)
class ChoiceError:
    kind: Choice
    column: int | None = None
    number: int | None = None
    actions: tuple[Action, ...] = field(default=())
    text: str | None = None
    suggestion: str | None = None


ParseError = WordsError | RangeError | BoardError | ArgumentError | ChoiceError


@dataclass(frozen=True, slots=True)
class Meant:
    """A slip corrected into what the player plausibly meant (``hatren 2 naar kolom 1``: only
    the unknown word changed), when that line cannot be done as it stands: the rules refuse
    the move, or a card or number in it does not fit. It is never offered as "Did you mean"
    (``ja`` would not do it); its ``answer`` is said at once ("If you meant harten 2 naar
    kolom 1: ...")."""

    line: str
    answer: Refused | ParseError


@dataclass(frozen=True, slots=True)
class Nothing:
    """An empty line (or only spaces and punctuation)."""


@dataclass(frozen=True, slots=True)
class Undo:
    pass


@dataclass(frozen=True, slots=True)
class Redo:
    pass


@dataclass(frozen=True, slots=True)
class ShowBoard:
    pass


@dataclass(frozen=True, slots=True)
class ShowColumn:
    column: int  # 0-based


@dataclass(frozen=True, slots=True)
class ShowColumns:
    """Several columns read at once (``lees kolom 2 en 3``, ``kolom 2 tot 4``)."""

    columns: tuple[int, ...]  # 0-based, in the order said, each once


@dataclass(frozen=True, slots=True)
class ShowTops:
    pass


@dataclass(frozen=True, slots=True)
class ShowTopCard:
    """What lies on top of one column (``wat ligt er bovenop kolom 3``)."""

    column: int  # 0-based


@dataclass(frozen=True, slots=True)
class ShowBottomCard:
    """What lies at the bottom of one column (``wat ligt er onder kolom 3``, ``de onderste
    kaart van kolom 3``): the mirror of :class:`ShowTopCard`. Narration never names a
    face-down card there; it says how many lie face down."""

    column: int  # 0-based


@dataclass(frozen=True, slots=True)
class ShowNeighbour:
    """The card lying directly on ``card`` (``wat ligt op harten 5``) or, with ``below``,
    directly under it (``welke kaart ligt onder harten 5``). Never produced for a face-down
    or reserve card (that is NOT_VISIBLE)."""

    card: Card
    below: bool


@dataclass(frozen=True, slots=True)
class WhereIs:
    """Where ``card`` is. Never produced for a face-down or reserve card (that is NOT_VISIBLE)."""

    card: Card


@dataclass(frozen=True, slots=True)
class SavePosition:
    """``bewaar stand als NAAM``: the position as a deal file; ``name`` as typed (a plain name
    goes to the data folder's ``standen``, a path where it says), ``""``: the game chooses."""

    name: str


@dataclass(frozen=True, slots=True)
class ShowStatus:
    pass


@dataclass(frozen=True, slots=True)
class ShowScore:
    pass


@dataclass(frozen=True, slots=True)
class ShowMoves:
    """``zetten`` (a long list in parts, ``meer zetten`` the next); ``alle zetten``: every
    move in one go (``every``)."""

    every: bool = False


@dataclass(frozen=True, slots=True)
class ShowRules:
    """``regels``; ``regels wasp``: the rules of the game named (``None``: this game);
    ``regels versoepeld``, ``regels traditioneel``: with those rules (``None``: this game's)."""

    variant: Variant | None = None
    rules: Rules | None = None
    traditional: bool | None = None


@dataclass(frozen=True, slots=True)
class Repeat:
    #: ``waarom niet``, ``why not``: the last refusal again, and only a refusal
    why: bool = False


@dataclass(frozen=True, slots=True)
class Previous:
    pass


@dataclass(frozen=True, slots=True)
class Hint:
    pass


@dataclass(frozen=True, slots=True)
class Solvable:
    """Can the game still be won from the current position (``oplosbaar``, ``kan het nog``),
    or, with ``from_start``, could it be won from its deal (``was dit spel te winnen``)?"""

    from_start: bool = False
    #: ``True``: the answer that looks at the face-down cards (``spiek``); ``False``: the
    #: answer that samples them (``kans``); ``None``: the player's default (``antwoord``).
    peek: bool | None = None


@dataclass(frozen=True, slots=True)
class SetAnswer:
    """``antwoord eerlijk|spiekend``: which answer ``kan het nog`` gives by default."""

    fair: bool


@dataclass(frozen=True, slots=True)
class WhereWrong:
    """``waar ging het mis``: the move after which the deal could no longer be won."""


@dataclass(frozen=True, slots=True)
class BackToMove:
    """``terug naar zet 22``: undo until the game has this many moves."""

    move: int
    #: ``drie zetten terug``: how many moves were asked back (more than were made: said)
    asked: int | None = None


@dataclass(frozen=True, slots=True)
class ShowStatistics:
    """``statistiek``; ``statistiek wasp``: of the game named (``None``: this game);
    ``statistiek traditioneel``/``app-regels``: with those rules (``None``: as this game);
    ``statistiek alle spellen``: the overview of every game and rules (``every``)."""

    variant: Variant | None = None
    traditional: bool | None = None
    every: bool = False


@dataclass(frozen=True, slots=True)
class NewGame:
    """A new game; ``None`` means: the current rules / a random deal number / the current
    game / the current choice of traditional rules. ``winnable``: a deal the solver has proven
    winnable (``nieuw spel winbaar``)."""

    rules: Rules | None = None
    number: int | None = None
    variant: Variant | None = None
    traditional: bool | None = None
    winnable: bool = False


@dataclass(frozen=True, slots=True)
class Quit:
    pass


@dataclass(frozen=True, slots=True)
class Help:
    """Help; ``topic`` is a command id (``undo``, ``move``, ``keys``, ``cards``), ``winnable_deal``
    (the winnable deal) or ``None``; ``variant``: help on that game (``help wasp``)."""

    topic: str | None = None
    variant: Variant | None = None


@dataclass(frozen=True, slots=True)
class SetOutput:
    name: str  # one of settings.OUTPUT_CHOICES


@dataclass(frozen=True, slots=True)
class SetVerbosity:
    verbosity: Verbosity


@dataclass(frozen=True, slots=True)
class SetRate:
    rate: int  # RATE_MIN..RATE_MAX


@dataclass(frozen=True, slots=True)
class SetLanguage:
    language: str  # a code of i18n.available_languages()


#: What ``geluid`` sets: on, off, mono, stereo, words (sound instead of words), with_words.
SOUND_VALUES = ("on", "off", "mono", "stereo", "words", "with_words")
#: ``volume <n>``: the volume of the sounds, 0 to 100.
VOLUME_MIN = 0
VOLUME_MAX = 100


@dataclass(frozen=True, slots=True)
class SetSound:
    value: str  # one of SOUND_VALUES


@dataclass(frozen=True, slots=True)
class SetVolume:
    volume: int  # VOLUME_MIN..VOLUME_MAX


@dataclass(frozen=True, slots=True)
class PlaySounds:
    """``geluiden``: play every earcon with its meaning, or the one named (an earcon id)."""

    earcon: str | None = None


@dataclass(frozen=True, slots=True)
class ChangeRate:
    """``praat sneller`` / ``langzamer``: one step from the current speech rate."""

    faster: bool


@dataclass(frozen=True, slots=True)
class ChangeVerbosity:
    """``meer woorden`` / ``minder woorden``: one level more or less detail."""

    more: bool


@dataclass(frozen=True, slots=True)
class GiveUp:
    """``opgeven``, ``ik geef het op``: declare the game lost (after a yes/no question)."""


@dataclass(frozen=True, slots=True)
class Asked:
    """A read-only question declared in :data:`.declare.QUESTIONS` (``question`` is its id),
    with the slots it was asked about; answered through narration's one table
    (:mod:`scorpion_a11y.narration.questions`). ``card`` is never a card the player cannot see
    (that is NOT_VISIBLE); ``column`` is 0-based; ``term`` a word of the game
    (:data:`.declare.TERMS`)."""

    question: str
    card: Card | None = None
    column: int | None = None
    term: str | None = None
    #: the cards a question names together (``waar zijn de vrouwen``: every queen)
    cards: tuple[Card, ...] = ()
    #: the action a question asks about without asking for it (``kan ik de reserve delen``,
    #: ``may I undo``): whether it can be done now, and how to say it
    act: Act | None = None
    #: the words that ask for the action, as typed without the asking (a setting: ``de
    #: uitvoer op spraak zetten``), to say back; empty when not known
    said: str = ""


class Act(Enum):
    """An action that changes the game, asked about (``Asked("can_do", act=...)``)."""

    DEAL = "deal"
    UNDO = "undo"
    REDO = "redo"
    NEW_GAME = "new_game"
    RESTART = "restart"
    GIVE_UP = "give_up"
    QUIT = "quit"
    #: a setting (output, verbosity, speech rate, language, sound, volume, the answer)
    SETTING = "setting"


Command = (
    Undo
    | Redo
    | ShowBoard
    | ShowColumn
    | ShowTops
    | ShowTopCard
    | ShowBottomCard
    | ShowNeighbour
    | WhereIs
    | ShowStatus
    | ShowScore
    | ShowMoves
    | ShowRules
    | Repeat
    | Previous
    | Hint
    | Solvable
    | SetAnswer
    | WhereWrong
    | BackToMove
    | ShowStatistics
    | NewGame
    | Quit
    | Help
    | SetOutput
    | SetVerbosity
    | SetRate
    | SetLanguage
    | SetSound
    | SetVolume
    | PlaySounds
    | ShowColumns
    | ChangeRate
    | ChangeVerbosity
    | GiveUp
    | Asked
    | SavePosition
)
Result = Play | Refused | Ambiguous | ParseError | Nothing | Command
#: The commands that only read the table, answered through narration's one table
#: (:data:`scorpion_a11y.narration.questions.READ_ONLY`); see :data:`.declare.RESULTS`.
ReadOnly = (
    ShowBoard
    | ShowColumn
    | ShowColumns
    | ShowTops
    | ShowTopCard
    | ShowBottomCard
    | ShowNeighbour
    | WhereIs
    | ShowScore
    | ShowMoves
    | Asked
)
