"""The command interpreter: a typed or dictated line -> a result (see :mod:`.model`).

Like python-chess's ``parse_san``: first narrow the candidates the words allow, then tell
apart *not understood* (:class:`ParseError`), *not allowed* (:class:`Refused`, the engine's
own refusal) and *ambiguous* (:class:`Ambiguous`). A :class:`Play` is already known to be
legal. Pure: no I/O, never raises, never changes the game.

Moves (all the same move): ``4 harten naar kolom 7``, ``harten 4 naar 7``, ``4h naar 7``,
``4♥ op 7``, ``vier harten naar kolom zeven``, ``zet harten 4 naar 7``; ``hartenboer``,
``harten boer``, ``boer harten``, ``hb``. The destination may be left out (``harten 4``: its
only target; a king: the leftmost empty column), or be a card (``harten 4 op harten 5``), and
the source may be a column (``2 naar 7``: the face-up card of column 2 that may go onto 7).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from ..game.cards import Card, Rank, Suit
from ..game.deal import MAX_DEAL, MIN_DEAL, Rules
from ..game.engine import DEAL_RESERVE, Action, Game, Move, Place
from ..game.events import Reason, Refusal
from ..game.rules import Variant
from ..i18n import Translator
from ..settings import Verbosity
from . import lemma, meaning, normalize, phrasing, position_file, suggest
from .declare import POINT_TERMS, READ_ONLY, Intent
from .lexer import Lexeme, known_token, lex, pair
from .model import (
    RATE_MAX,
    RATE_MIN,
    VOLUME_MAX,
    VOLUME_MIN,
    Act,
    Ambiguous,
    ArgumentError,
    Asked,
    BackToMove,
    BoardError,
    ChangeRate,
    ChangeVerbosity,
    ChoiceError,
    GiveUp,
    Help,
    Hint,
    Meant,
    NewGame,
    Nothing,
    ParseError,
    ParseErrorKind,
    Play,
    PlaySounds,
    Previous,
    Quit,
    RangeError,
    Redo,
    Refused,
    Repeat,
    Result,
    SavePosition,
    SetAnswer,
    SetLanguage,
    SetOutput,
    SetRate,
    SetSound,
    SetVerbosity,
    SetVolume,
    ShowBoard,
    ShowBottomCard,
    ShowColumn,
    ShowColumns,
    ShowMoves,
    ShowNeighbour,
    ShowRules,
    ShowScore,
    ShowStatistics,
    ShowStatus,
    ShowTopCard,
    ShowTops,
    Solvable,
    Undo,
    WhereIs,
    WhereWrong,
    WordsError,
)
from .vocabulary import (
    APP,
    COMMANDS,
    EVERY_MOVE,
    EXTRA_TOPICS,
    RULE_SETS,
    TRADITIONAL,
    WINNABLE,
    Meaning,
    Vocabulary,
    vocabulary,
)

K = ParseErrorKind

#: Longer lines are not read at all (after stripping surrounding space).
MAX_CHARS = 500

_SIMPLE: dict[str, Callable[[], Result]] = {
    "undo": Undo,
    "redo": Redo,
    "board": ShowBoard,
    "tops": ShowTops,
    "status": ShowStatus,
    "score": ShowScore,
    "moves": ShowMoves,
    "rules": ShowRules,
    "repeat": Repeat,
    "previous": Previous,
    "hint": Hint,
    "solvable": Solvable,
    "winnable": lambda: Solvable(from_start=True),
    "odds": lambda: Solvable(peek=False),
    "peek": lambda: Solvable(peek=True),
    "wrong": WhereWrong,
    "save": lambda: SavePosition(""),  # "eh, exporteer": the name chosen by the game
    "statistics": ShowStatistics,
    "quit": Quit,
}
#: Errors the reading by meaning does not try to improve on: they say what was wrong.
_FINAL = frozenset(
    {
        K.TOO_LONG,
        K.COLUMN_OUT_OF_RANGE,
        K.RANK_OUT_OF_RANGE,
        K.CHOICE_OUT_OF_RANGE,
        K.CHOICE_NOT_MATCHED,
        K.NOT_VISIBLE,
        K.BAD_VALUE,  # a command said with a value it does not take: say which it takes
        K.VALUE_OUT_OF_RANGE,
        K.NO_EMPTY_COLUMN,
    }
)
#: Commands that only read: a line that names one of them among words the game does not
#: know (``is het spel nog te winnen``, ``welke zet raad je aan``) may be answered (the
#: results declared ``reads`` in commands/declare.RESULTS).
_READ_ONLY = READ_ONLY
_READ_ONLY_IDS = frozenset(
    {"board", "tops", "status", "score", "moves", "rules", "repeat", "previous", "hint"}
    | {"solvable", "winnable", "statistics"}
)
#: Why the reserve deal is refused (a refused deal asked about is answered as a deal).
_DEAL_REFUSALS = frozenset({Reason.RESERVE_ALREADY_DEALT, Reason.RESERVE_NOT_YET})
#: Read-only answers a declared question may answer more exactly (``Intent.refines``).
_REFINED: dict[type, str] = {
    ShowBoard: "board",  # "what is beside the table": its cards, not the whole board
    ShowColumn: "column",
    ShowStatus: "status",
    WhereIs: "where",
    ShowScore: "score",
    ShowStatistics: "statistics",
    ShowRules: "rules",
}
#: Kinds of word that add nothing to an intent's meaning (see ``_Parser.harmless``).
_HARMLESS_WORDS = frozenset(
    {"question", "request", "article", "trailing", "filler", "definite", "dictation", "verb"}
)
#: The values that name a game to start (``speel dubbele scorpion versoepeld``).
_GAME_VALUES = frozenset({"variant", "rules"})
#: Kinds of word the slots are read from.
_SLOT_WORDS = frozenset({"column", "to", "from", "definite", "empty"})


def _adds_nothing(x: Lexeme) -> bool:
    m = x.m
    if m.suits or m.ranks or m.card is not None or m.values or m.commands:
        return False
    return m.number is None and bool(m.words) and m.words <= _HARMLESS_WORDS


def _blames_speech(error: ParseError, lexes: Sequence[Lexeme]) -> bool:
    """``error`` is "not understood" and names only words of natural speech (``wat``,
    ``welke kaarten``): words that never stop a question's reading, only a move's."""
    if not isinstance(error, WordsError) or error.kind is not K.NOT_UNDERSTOOD:
        return False
    spoken = {t for x in lexes if phrasing.speech_only(x) for t in x.text.split()}
    said = (error.text or "").split()
    return bool(said) and all(t in spoken for t in said)


def _splits_to_card(token: str, vocab: Vocabulary) -> bool:
    from .lexer import _split_compound

    return len(_split_compound(token, vocab)) > 1


_SETTINGS = frozenset(c.id for c in COMMANDS if c.group == "settings")
_COMMAND_ORDER = {c.id: i for i, c in enumerate(COMMANDS)}


def parse(text: str, game: Game, tr: Translator, choices: tuple[Action, ...] = ()) -> Result:
    """What ``text`` asks for, on ``game``'s board, in ``tr``'s language.

    ``choices`` are the options of the previous :class:`Ambiguous` answer: then ``1``, ``2``
    (or a fuller command, or just the destination: ``naar 5``) picks one.
    """
    saved = position_file.read(text, tr)  # free text: read before the command language
    if saved is not None:
        return saved
    result = _Parser(game, tr, choices).run(text, with_suggestion=True)
    if (
        choices
        and isinstance(result, WordsError)
        and result.kind in (K.NOT_UNDERSTOOD, K.UNKNOWN_WORD)
        and result.suggestion is None
        and (result.meant is None or isinstance(result.meant.answer, ChoiceError))
    ):
        # a line that answers nothing while "which one?" is open: said back whole (trial 9:
        # "Not understood: in." for "the one in column 14"), and the question again with
        # how to answer it
        return ChoiceError(K.CHOICE_NOT_UNDERSTOOD, actions=choices, text=" ".join(text.split()))
    return result


def prepare(tr: Translator) -> None:
    """Build what reading a line in ``tr``'s language needs (the vocabulary and the lexicon
    of the reading by meaning, each built once per language), so that the first line is read
    as fast as the others. The interactive game calls this while the player reads a prompt
    (issue 26); without it the first :func:`parse` builds them."""
    meaning.lexicon(tr)  # builds the vocabulary first


# ----------------------------------------------------------------------------- references


@dataclass(frozen=True)
class _CardRef:
    cards: frozenset[Card]
    text: str

    @property
    def exact(self) -> Card | None:
        if len(self.cards) == 1:
            return next(iter(self.cards))
        return None


@dataclass(frozen=True)
class _ColRef:
    column: int  # 0-based
    text: str
    bare: bool  # a number without the word "kolom"


@dataclass(frozen=True)
class _FromRef:
    column: int


@dataclass(frozen=True)
class _EmptyRef:
    """``de lege kolom``: whichever column is empty (one of them, when all are alike)."""

    text: str


_Ref = _CardRef | _ColRef | _FromRef | _EmptyRef


def _texts(lexes: Sequence[Lexeme]) -> str:
    return " ".join(x.text for x in lexes)


def _column(number: int, text: str, bare: bool, high: int) -> _ColRef | ParseError:
    if not 1 <= number <= high:
        return RangeError(K.COLUMN_OUT_OF_RANGE, text=text, number=number, low=1, high=high)
    return _ColRef(number - 1, text, bare)


def _partial(lexeme: Lexeme) -> frozenset[Card]:
    m = lexeme.m
    cards = {Card(s, r) for s in m.suits for r in Rank}
    cards |= {Card(s, r) for s in Suit for r in m.ranks}
    return frozenset(cards)


def _rank_ref(number: int, text: str) -> _CardRef:
    """Every card of one rank: ``naar de vijf``, ``op de negen`` (the card on top decides)."""
    return _CardRef(frozenset(Card(s, Rank(number)) for s in Suit), text)


def _refs(
    lexes: Sequence[Lexeme], high: int, dest: bool = False, moved: bool = False
) -> list[_Ref] | ParseError:
    """Cards and columns named in ``lexes`` (one side of a move).

    On the destination side (``dest``) a number after a definite article (``naar de vijf``) is
    the card of that rank; so is one that cannot be a column (``op negen``; on the source side
    said as a word: ``negen op de tien``, or moved onto a card: ``9 op de 10``, ``moved``).
    """
    refs: list[_Ref] = []
    # "boer van harten", "vier van harten": here "van" joins a rank and a suit
    lexes = [
        x
        for i, x in enumerate(lexes)
        if not (
            x.has_word("from")
            and 0 < i < len(lexes) - 1
            and (lexes[i + 1].m.suits or lexes[i + 1].m.ranks)
        )
    ]
    i, n = 0, len(lexes)
    while i < n:
        x = lexes[i]
        m = x.m
        nxt = lexes[i + 1] if i + 1 < n else None
        if (
            i == 0
            and x.has_word("article")
            and nxt is not None
            and (nxt.only_number or nxt.m.suits)
        ):
            i += 1  # "een negen naar kolom 5": a nine, not the number one before it
            continue
        if x.has_word("empty") and nxt is not None and nxt.has_word("column"):
            refs.append(_EmptyRef(f"{x.text} {nxt.text}"))
            i += 2
            continue
        if x.has_word("definite"):
            after = lexes[i + 2] if i + 2 < n else None
            if (
                nxt is not None
                and nxt.only_number
                and 1 <= (nxt.m.number or 0) <= 13
                and (after is None or not (pair(nxt.m, after.m)[0] or after.has_word("column")))
            ):
                refs.append(_rank_ref(nxt.m.number or 0, f"{x.text} {nxt.text}"))
                i += 2
            else:
                i += 1
            continue
        if x.has_word("from"):
            if nxt is not None and nxt.has_word("column"):
                col = _kolom(lexes, i + 1, high)
                if isinstance(col, ParseError):
                    return col
                refs.append(_FromRef(col.column))
                i += 3
                continue
            if nxt is not None and nxt.only_number:
                after = lexes[i + 2] if i + 2 < n else None
                if after is not None and after.has_word("column") and not after.m.cardish:
                    col = _column(nxt.m.number or 0, f"{nxt.text} {after.text}", False, high)
                    if isinstance(col, ParseError):  # "uit de zevende kolom"
                        return col
                    refs.append(_FromRef(col.column))
                    i += 3
                    continue
                if after is None or not pair(nxt.m, after.m)[0]:
                    col = _column(nxt.m.number or 0, nxt.text, True, high)
                    if isinstance(col, ParseError):
                        return col
                    refs.append(_FromRef(col.column))
                    i += 2
                    continue
            return WordsError(K.NOT_UNDERSTOOD, text=x.text)
        if x.has_word("column") and not m.suits and not m.ranks:
            col = _kolom(lexes, i, high)
            if isinstance(col, ParseError):
                return col
            refs.append(col)
            i += 2
            continue
        if m.card is not None:
            refs.append(_CardRef(frozenset({m.card}), x.text))
            i += 1
            continue
        if (
            x.only_number
            and nxt is not None
            and nxt.has_word("column")
            and not (i + 2 < n and lexes[i + 2].only_number)
        ):
            col = _column(m.number or 0, f"{x.text} {nxt.text}", False, high)  # "de zevende kolom"
            if isinstance(col, ParseError):
                return col
            refs.append(col)
            i += 2
            continue
        if m.suits or m.ranks or m.number is not None:
            if nxt is not None and nxt.known:
                cards, bad = pair(m, nxt.m)
                if cards:
                    refs.append(_CardRef(cards, f"{x.text} {nxt.text}"))
                    i += 2
                    continue
                if bad is not None:
                    return RangeError(K.RANK_OUT_OF_RANGE, text=f"{x.text} {nxt.text}", number=bad)
            if (
                x.only_number
                and high < (m.number or 0) <= 13
                and (dest or moved or not x.text.isdigit())
            ):
                # a value that cannot be a column is the card of that value: "op negen", and,
                # said as a word, "negen op de tien" in a game of 7 columns (trial 5: "Er is
                # geen kolom 9"); a digit before "naar" stays a column ("9 naar 3": no such)
                refs.append(_rank_ref(m.number or 0, x.text))
            elif x.only_number:
                col = _column(m.number or 0, x.text, True, high)
                if isinstance(col, ParseError):
                    return col
                refs.append(col)
            else:
                refs.append(_CardRef(_partial(x), x.text))
            i += 1
            continue
        return WordsError(K.NOT_UNDERSTOOD, text=x.text)
    return refs


def _kolom(lexes: Sequence[Lexeme], i: int, high: int) -> _ColRef | ParseError:
    """``kolom <n>`` starting at ``lexes[i]``."""
    nxt = lexes[i + 1] if i + 1 < len(lexes) else None
    if nxt is None or not nxt.only_number:
        return WordsError(K.MISSING_COLUMN_NUMBER, text=lexes[i].text)
    after = lexes[i + 2] if i + 2 < len(lexes) else None
    if after is not None and after.m.suits and pair(nxt.m, after.m)[0]:
        # "which column is the 8 of hearts in": the number is the card's
        return WordsError(K.MISSING_COLUMN_NUMBER, text=lexes[i].text)
    return _column(nxt.m.number or 0, f"{lexes[i].text} {nxt.text}", False, high)


# ----------------------------------------------------------------------------- the parser


class _Parser:
    def __init__(self, game: Game, tr: Translator, choices: tuple[Action, ...]) -> None:
        self.game = game
        self.tr = tr
        self.vocab: Vocabulary = vocabulary(tr)
        self.choices = choices

    # -- entry

    def run(self, text: str, with_suggestion: bool) -> Result:
        if not isinstance(text, str):
            text = str(text)
        stripped = text.strip()
        if len(stripped) > MAX_CHARS:
            return RangeError(K.TOO_LONG, number=len(stripped))
        if stripped and set(stripped) <= {"?", "¿"}:
            return Help(None)
        raw = self.without_this_game(self.without_hesitation(normalize.tokens(stripped)))
        if not raw:
            return Nothing()
        tokens = self.last_column(phrasing.prepare(raw, self.vocab))
        if not tokens:  # only fillers: "alsjeblieft"
            return WordsError(K.NOT_UNDERSTOOD, text=" ".join(raw))
        lexes = lex(tokens, self.vocab)
        result = self.interpret(lexes)
        if isinstance(result, ParseError):
            result = self.modal_move(tokens) or self.natural(lexes, result)
        if isinstance(result, ParseError) and len(tokens) > 1 and self.particle(tokens[-1]):
            # "noem de regels op", "zeg de zetten op": the verb's particle at the end, not
            # a move's "op"; taken only when the rest only reads ("kolom 3 op" stays a move
            # without its destination)
            again = self.run(" ".join(tokens[:-1]), with_suggestion=False)
            if isinstance(again, _READ_ONLY) and not isinstance(again, ShowColumn):
                result = again
        first = result
        result = self.understood(raw, result)
        if with_suggestion and isinstance(first, WordsError) and first.kind is K.UNKNOWN_WORD:
            result = self.card_slip(raw, first, result)
        result = self.asked_leave(raw, result) or result
        if isinstance(result, WordsError) and result.kind is K.UNKNOWN_WORD:
            result = self.really_unknown(raw, result)
        if (
            with_suggestion
            and isinstance(result, WordsError)
            and result.kind in (K.UNKNOWN_WORD, K.NOT_UNDERSTOOD)
        ):
            # a command in another language of the game before a slip in this one
            # ("harten 4 harten 5" in English is Dutch, never "heart 4 heart 5")
            other = self.other_language(stripped)
            if other is not None:
                return other
        if with_suggestion and isinstance(result, ParseError) and result.suggestion is None:
            hint = suggest.suggestion(result, normalize.tokens(stripped), self)
            if isinstance(hint, str):
                result = _with_suggestion(result, hint)
            elif hint is not None and isinstance(result, WordsError):
                result = _with(result, meant=hint)
        return result

    def really_unknown(self, raw: list[str], error: WordsError) -> WordsError:
        """ "Unknown word: can." for ``where can the queen of spdes go``: a word only the
        reading by meaning knows was named, not the one nothing knows (``spdes``)."""
        known = meaning.lexicon(self.tr).known
        if error.text not in known:
            return error
        for token in raw:
            if token not in known and not known_token(token, self.vocab):
                return _with(error, text=token)  # type: ignore[return-value]
        return error

    def card_slip(self, raw: list[str], error: WordsError, result: Result) -> Result:
        """A slip in a card's name read by meaning as another question: ``waar is schopen
        vrouw`` was ``waar kan schoppenvrouw heen`` (trial 9), where ``waar is
        schoppenvrouw`` says where it lies; ``where is the queen of spdes`` named every
        queen. When the line with only its card words corrected reads otherwise, that line
        counts: answered when both only read, else offered (``Bedoelde je ...?``)."""
        if isinstance(result, ParseError):
            return result
        offer = suggest.suggestion(error, raw, self)
        fixed = offer.line if isinstance(offer, Meant) else offer
        if fixed is None:
            return result
        tokens = fixed.split()
        if len(tokens) != len(raw):
            return result
        for said, corrected in zip(raw, tokens, strict=True):
            if said != corrected and not all(x.m.cardish for x in lex([corrected], self.vocab)):
                return result  # not a card's word corrected: the reading stands
        again = self.reparse(tokens)
        if again == result or isinstance(again, Nothing):
            return result
        if isinstance(again, ParseError) and not isinstance(again, BoardError):
            return result
        if isinstance(result, _READ_ONLY) and isinstance(again, (*_READ_ONLY, BoardError)):
            return again  # "waar is hartn 3": "Harten 3 is niet zichtbaar.", as spelt right
        return (
            _with(error, meant=offer)
            if isinstance(offer, Meant)
            else _with_suggestion(error, fixed)
        )

    def particle(self, token: str) -> bool:
        """``op`` alone: a word that says where a move goes (``word to``), nothing else a
        command could take (a card, a number, a command, a value)."""
        said = self.vocab.meaning((token,))
        return (
            said is not None
            and "to" in said.words
            and not (said.commands or said.values or said.cardish or said.number is not None)
        )

    def other_language(self, text: str) -> WordsError | None:
        """``new game`` typed while playing in Dutch: a command in another language of the
        game, so the answer can say how to switch (trial 4: "Niet begrepen: new game")."""
        from ..i18n import available_languages, translator

        for code in available_languages():
            if code == self.tr.language:
                continue
            try:
                other = _Parser(self.game, translator(code), ()).run(text, with_suggestion=False)
            except (KeyError, OSError, ValueError):
                continue
            if not isinstance(other, (ParseError, Nothing)):
                return WordsError(K.OTHER_LANGUAGE, text=code)
        return None

    def without_hesitation(self, raw: list[str]) -> list[str]:
        """The line without the hesitation that opens it (``eh kan ik de reserve delen``,
        ``uh can I undo``): what follows is read as if said first, so a question stays a
        question. Never the whole line."""
        out = list(raw)
        changed = True
        while changed:
            changed = False
            for phrase in self.vocab.hesitation:
                n = len(phrase)
                if len(out) > n and tuple(out[:n]) == phrase:
                    del out[:n]
                    changed = True
                    break
        return out

    def without_this_game(self, raw: list[str]) -> list[str]:
        """The line without the game being played named after what it asks about (``de
        score van dit spel``, ``hoeveel zetten heb ik in dit spel gedaan``, ``a hint for
        this game``): those words add nothing. Never the whole line."""
        out = list(raw)
        for phrase in self.vocab.this_game:
            n = len(phrase)
            i = 0
            while i + n <= len(out):
                if tuple(out[i : i + n]) == phrase and len(out) > n:
                    del out[i : i + n]
                else:
                    i += 1
        return out

    def understood(self, raw: list[str], result: Result) -> Result:
        """The line read by meaning when it is not a command as typed (or when a question
        reads it more exactly than a read-only answer does), then with its words in the form
        the vocabulary knows (``kolommen`` -> ``kolom``), then, for a question only, without
        the words the game does not know."""
        if (
            isinstance(result, ParseError)
            and result.kind is K.BAD_VALUE
            and result.command in ("rate", "verbosity")
        ):
            by = self.by_meaning(raw)  # "snelheid omhoog", "uitvoerigheid minder"
            return by if isinstance(by, (ChangeRate, ChangeVerbosity)) else result
        if isinstance(result, RangeError) and result.kind is K.COLUMN_OUT_OF_RANGE:
            by = self.by_meaning(raw)  # "speel nummer 12": a game's number, not column 12
            return by if isinstance(by, NewGame) and by.number == result.number else result
        if (
            isinstance(result, ParseError)
            and result.kind is K.BAD_VALUE
            and result.command == "new"
        ):
            by = self.by_meaning(raw)  # "herstart dit spel", "restart this game"
            return by if isinstance(by, NewGame) else result
        if isinstance(result, ParseError) and result.kind in _FINAL:
            return result
        if isinstance(result, ParseError):
            by = self.by_meaning(raw) or self.game_line(raw)
            if by is not None:
                return by
        elif isinstance(result, (Play, Refused, Ambiguous)) and self.asks_may(raw):
            # "kan harten 4 op harten 5": a question in its word order, not a request (that
            # has its "je": "kun je harten 4 op harten 5 leggen"); never a move on a guess
            by = self.by_meaning(raw, refining="move")
            if isinstance(by, (Asked, ParseError)):
                return by
        elif type(result) in _REFINED:
            by = self.by_meaning(raw, refining=_REFINED[type(result)])
            if by is not None:
                return by
        if isinstance(result, ParseError):
            known = self.vocab.words.__contains__
            reduced: list[str] = []
            for token in raw:
                forms = None if known(token) else lemma.reduce(token, self.vocab.language, known)
                reduced += forms or [token]
            if reduced != raw:
                tokens = phrasing.prepare(reduced, self.vocab)
                if tokens:
                    lexes = lex(tokens, self.vocab)
                    again = self.interpret(lexes)
                    if isinstance(again, ParseError):
                        again = self.natural(lexes, again)
                    if not isinstance(again, ParseError):
                        return again
        if isinstance(result, ParseError):
            return self.read_only_among_unknown(raw, result)
        return result

    def asked_leave(self, raw: list[str], result: Result) -> Result | None:
        """``kan ik de reserve delen``, ``mag ik opgeven``, ``can I undo``: the player asks
        whether an action may be done, not to do it; answered by whether it can be done now
        (never done). ``mag ik de reserve``, ``can I have a new game`` ask for it (no verb,
        or the verb of being given something). A verb before the player (``heb ik verloren``,
        ``moet ik opgeven``, ``speel ik wasp``, ``should I deal``) always asks: a question
        read by meaning answers it, else whether it can be done. A move asked so is whether
        it may go there."""
        possible = self.asked_possible(raw, result)
        if possible is not None:
            return possible
        words = [t for t in raw if t not in self.vocab.fillers]
        if not words or words[0] != raw[0]:
            return None  # "nu wil ik terug", "dan geef ik op": a statement after an adverb
        if len(words) > 1 and words[1] not in self.vocab.asking_leave:
            return self.asked_without_subject(raw, words, result)
        if len(words) < 3:
            return None
        whether = words[0] in self.vocab.asking_whether
        if whether:
            verb = lemma.leave_verb(words[2:], self.vocab.language, self.command_word)
            if verb is None or verb in self.vocab.asking_for:
                return None
            m = self.vocab.meaning((verb,))
            if normalize.number(verb) is not None or (m is not None and m.cardish):
                return None
        elif words[0] not in self.vocab.asking_verbs:
            return None
        if isinstance(result, ParseError):
            # "kan ik de reserve al delen": what is asked about, read without the asking
            again = self.asked_action(words[2:])
            if isinstance(again, ParseError) and len(words) > 3:
                # "kan ik een nieuw spel beginnen": the action without its verb at the end
                again = self.asked_action(words[2:-1])
            if isinstance(again, _READ_ONLY):
                return again
            return self.asked_about(raw, again, whether, " ".join(words[2:]))
        return self.asked_about(raw, result, whether, " ".join(words[2:]))

    def asked_possible(self, raw: list[str], result: Result) -> Result | None:
        """``is het mogelijk om harten 4 naar kolom 5 te zetten``, ``is it possible to give
        up``: whether the action after the opening phrase can be done now (a move: whether
        it may go there); never done. ``None``: the line does not open so, or what follows
        changes nothing (``is het mogelijk om het bord te lezen``: read as it stands)."""
        for phrase in self.vocab.asking_possible:
            n = len(phrase)
            if len(raw) <= n or tuple(raw[:n]) != phrase:
                continue
            rest = lemma.without_infinitive_marker(raw[n:], self.vocab.language)
            again = self.asked_action(rest)
            if isinstance(again, ParseError) and len(rest) > 1:
                again = self.asked_action(rest[:-1])  # "... om een nieuw spel te beginnen"
            if isinstance(again, ParseError):
                return result if _act(result, self.game) is None else again
            if isinstance(again, Play) and isinstance(again.action, Move):
                return Asked("may", card=again.action.card, column=again.action.to)
            if isinstance(again, Refused) and again.refusal.card is not None:
                refusal = again.refusal
                if refusal.column is not None:  # "Nee. ...": why it may not go there
                    return Asked("may", card=refusal.card, column=refusal.column)
                return again
            act = _act(again, self.game)
            if act is None:
                return again if isinstance(result, ParseError) else None
            said = " ".join(rest) if act is Act.SETTING else ""
            return Asked("can_do", act=act, said=said if self.says(said, again) else "")
        return None

    def says(self, said: str, result: Result) -> bool:
        """``said``, typed alone, does what ``result`` does (so an answer may say it back)."""
        return bool(said) and self.run(said, with_suggestion=False) == result

    def says_score(self, raw: list[str]) -> bool:
        """A word of the score command is in the line (``punten``): it asks about points."""
        return any(
            (m := self.vocab.meaning((t,))) is not None and "score" in m.commands for t in raw
        )

    def command_word(self, token: str) -> bool:
        """``token`` is a word of a command (``stoppen``, ``opgeven``)."""
        m = self.vocab.meaning((token,))
        return m is not None and bool(m.commands) and not m.cardish

    def asked_without_subject(
        self, raw: list[str], words: list[str], result: Result
    ) -> Result | None:
        """A question about an action without the player in it: ``is terug mogelijk``
        (whether it can be done now), ``hoe ga ik terug``, ``wat doet terug`` (help on it),
        ``wanneer mag ik de reserve delen`` (whether it can be done now, and why not)."""
        first = words[0]
        m = self.vocab.meaning((first,))
        if first in self.vocab.asking_when:
            if isinstance(result, ParseError):
                again = self.run(" ".join(words[1:]), with_suggestion=False)
                return again if isinstance(again, Asked) and again.act is not None else None
            return self.asked_about(raw, result, whether=True)
        player = [i for i, w in enumerate(words) if w in self.vocab.asking_leave]
        if _act(result) is Act.SETTING and first in self.vocab.asking_how and player:
            # "hoe zet ik het geluid uit", "how do i set output to speech": how to, answered
            # with the command to say (it switched the sound off)
            said = " ".join(words[player[0] + 1 :])
            return Asked(
                "settings",
                term=_SETTING_OF.get(type(result)),
                said=said if self.says(said, result) else "",
            )
        if _act(result) is Act.SETTING and first in self.vocab.asking_state and not player:
            # "hoe snel praat je", "staat het geluid aan", "is the sound on": how it stands
            # (trial 4: the rate went up, the sound on); never changed by a question
            return Asked("settings", term=_SETTING_OF.get(type(result)))

        if isinstance(result, ParseError) and first in self.vocab.asking_how:
            return self.asked_how_move(words)
        if isinstance(result, ParseError) or _act(result) is None:
            return None
        if _act(result) is Act.SETTING:
            return self.asked_setting(words, result, m)
        if first in self.vocab.asking_how:
            by = self.by_meaning(raw, only_reads=True)
            if by is not None and _act(by) is None:
                return by
            about = _action_topic(result)
            if about is not None:  # "hoe maak ik een zet ongedaan": help on undo, not on "zet"
                return Asked("define", term="give_up") if about == "give_up" else Help(about)
            topic = self.help_topic(raw, frozenset())
            return topic[1] if topic is not None else Asked("can_do", act=_act(result))
        # "is terug mogelijk": a verb that asks, but not one that does ("speel", "ga")
        if first in self.vocab.asking_verbs and (
            m is None or not (m.commands or m.words & {"verb", "request", "trailing"})
        ):
            return self.asked_about(raw, result, whether=True)
        return None

    def asked_how_move(self, words: list[str]) -> Result | None:
        """``hoe zet ik harten 4 naar kolom 7``: whether that card may go there, and how to
        say it (was "Niet begrepen: hoe"); never done. ``None``: not a move asked about."""
        rest = words[1:]
        for i, token in enumerate(rest):
            if token in self.vocab.asking_leave:  # the move after "ik"
                rest = rest[i + 1 :]
                break
        else:
            return None
        again = self.asked_action(rest)
        if isinstance(again, Play) and isinstance(again.action, Move):
            return Asked("may", card=again.action.card, column=again.action.to)
        refusal = again.refusal if isinstance(again, Refused) else None
        if refusal is not None and refusal.card is not None and refusal.column is not None:
            return Asked("may", card=refusal.card, column=refusal.column)
        return None

    def asked_setting(
        self, words: list[str], result: Result, first: Meaning | None
    ) -> Result | None:
        """``hoe zet ik het geluid uit``, ``hoe snel praat je``, ``staat het geluid aan``,
        ``is the sound on``: a question about a setting, answered by its help, never done
        (trial 5: each of them changed the setting; the speech rate went up by 10 each time
        it was asked). Only the question word ``hoe``/``how`` itself, or a verb that asks
        and does nothing (``staat``, ``is``): ``wat minder uitleg`` ('wat' is 'a little'
        there) stays a setting. ``None``: the line stands."""
        how = self.vocab.main_word("word asking how")
        asks = words[0] in self.vocab.asking_verbs and (
            first is None or not (first.commands or first.words & {"verb", "request", "trailing"})
        )
        if len(words) < 3 or not (asks or words[0] == how):
            return None
        return Help(_setting_topic(result))

    def asked_about(
        self, raw: list[str], result: Result, whether: bool, said: str = ""
    ) -> Result | None:
        """What a line asking about ``result`` (see :meth:`asked_leave`) is answered with;
        ``None``: ``result`` changes nothing, it stands. ``said``: the words of the action
        without the asking (a setting's answer says them back)."""
        if isinstance(result, Play) and isinstance(result.action, Move):
            return Asked("may", card=result.action.card, column=result.action.to)
        act = _act(result, self.game)
        if act is None:
            return None
        if act is Act.SETTING:
            return Asked("can_do", act=act, said=said if self.says(said, result) else "")
        if not whether:
            by = self.by_meaning(raw, only_reads=True)  # "is het spel voorbij": the odds
            if by is not None and _act(by) is None:
                return by
            if act is Act.GIVE_UP:
                return Solvable()  # "heb ik verloren", "moet ik opgeven": the odds say it
            if isinstance(result, NewGame) and any(
                x is not None for x in (result.variant, result.rules, result.traditional)
            ):
                return Asked("which_game")  # "speel ik wasp", "am I playing relaxed rules"
        return Asked("can_do", act=act)

    def asked_action(self, tokens: list[str]) -> Result:
        """The action a question asks about, read from its words without the asking: only
        the words that mean something alone (not ``om ... te``, ``yet``), not a leading
        ``to`` or question word. Only ever answered, never done (see :meth:`asked_leave`)."""
        whole = self.run(" ".join(tokens), with_suggestion=False) if tokens else None
        if whole is not None and not isinstance(whole, ParseError):
            return whole
        known = self.vocab.words.__contains__
        rest = [
            t
            for t in tokens
            if self.vocab.meaning((t,)) is not None
            or normalize.number(t) is not None
            or _splits_to_card(t, self.vocab)
            or lemma.reduce(t, self.vocab.language, known) is not None
        ]
        while (
            rest
            and (m := self.vocab.meaning((rest[0],))) is not None
            and m.words
            & {
                "to",
                "question",
            }
        ):
            rest = rest[1:]
        if not rest:
            return WordsError(K.NOT_UNDERSTOOD, text=" ".join(tokens))
        return self.run(" ".join(rest), with_suggestion=False)

    def last_column(self, tokens: list[str]) -> list[str]:
        """``de laatste kolom``, ``the last column``: the game's last column, by number."""
        out = list(tokens)
        for i, token in enumerate(out[:-1]):
            if token in self.vocab.last and phrasing.column_word(out[i + 1], self.vocab):
                out[i] = str(self.game.columns)
        return out

    def game_line(self, raw: list[str]) -> Result | None:
        """A line that only names a game to play, with its rules or number (``wasp
        versoepeld nummer 9``, ``open scorpion graag``): that new game."""
        lexes = lex(phrasing.prepare(raw, self.vocab), self.vocab)
        args = [x for x in lexes if not _adds_nothing(x)]
        kinds = {k for x in args for (k, _) in x.m.values}
        if "variant" not in kinds or not kinds <= _GAME_VALUES:
            return None
        if any(x.m.commands or x.m.cardish or not (x.m.values or x.only_number) for x in args):
            return None
        result = self.new_game(args)
        return result if isinstance(result, NewGame) else None

    def modal_move(self, tokens: list[str]) -> Result | None:
        """``harten 4 moet naar kolom 7``, ``the 4 of hearts should go to column 7``: a verb
        saying the card must or may go somewhere, right after the card and before the
        destination, is the move (the card first: ``moet harten 4 naar 7`` asks). Only a
        move read whole from the rest is taken; ``None`` otherwise."""
        for i in range(1, len(tokens)):
            for phrase in self.vocab.modals:
                n = len(phrase)
                if tuple(tokens[i : i + n]) != phrase or i + n >= len(tokens):
                    continue
                before = tokens[i - 1]
                m = self.vocab.meaning((before,))
                cardish = (m is not None and (m.cardish or m.number is not None)) or (
                    normalize.number(before) is not None or _splits_to_card(before, self.vocab)
                )
                after = self.vocab.meaning((tokens[i + n],))
                if not cardish or after is None or "to" not in after.words:
                    continue
                rest = tokens[:i] + tokens[i + n :]
                while len(rest) > 1 and (
                    tuple(rest[-1:]) in self.vocab.trailing or tuple(rest[-1:]) in self.vocab.modals
                ):
                    rest = rest[:-1]  # "... moet naar kolom 7 gaan"
                lexes = lex(rest, self.vocab)
                if not lexes or not all(x.known for x in lexes):
                    return None
                result = self.move(lexes)
                return result if isinstance(result, (Play, Refused, Ambiguous)) else None
        return None

    def read_only_among_unknown(self, raw: list[str], error: ParseError) -> Result:
        """A read-only command named among words the game does not know or that add nothing:
        ``welke zet raad je aan`` (hint), ``is het spel nog te winnen``. Never a move, never
        a change: those are acted on only when every word is understood."""
        if error.kind is K.EXTRA_WORDS and error.command in _READ_ONLY_IDS:
            extra = (error.text or "").split()
            if extra and all(self.adds_nothing(t, error.command) for t in extra):
                simple = _SIMPLE[error.command]()
                if isinstance(simple, _READ_ONLY):
                    return simple
            return error
        if error.kind not in (K.UNKNOWN_WORD, K.NOT_UNDERSTOOD):
            return error
        # the words the game does not know at all, then each word that means nothing alone
        # ("spel" is known only inside "nieuw spel"), one at a time
        # (only words: a number, a symbol or a card is never dropped)
        droppable = [
            t for t in dict.fromkeys(raw) if t.isalpha() and not _splits_to_card(t, self.vocab)
        ]
        tries = [[t for t in droppable if t not in self.vocab.words]]
        tries += [[t] for t in droppable if self.vocab.meaning((t,)) is None]
        for dropped in tries:
            kept = [t for t in raw if t not in dropped]
            if not dropped or len(raw) - len(kept) > 2 or not kept:
                continue
            again = self.reread(kept)
            if isinstance(again, _READ_ONLY):
                return again
        return error

    def reread(self, raw: list[str]) -> Result:
        tokens = phrasing.prepare(raw, self.vocab)
        if not tokens:
            return WordsError(K.NOT_UNDERSTOOD, text=" ".join(raw))
        lexes = lex(tokens, self.vocab)
        again = self.interpret(lexes)
        return self.natural(lexes, again) if isinstance(again, ParseError) else again

    def adds_nothing(self, token: str, command: str | None) -> bool:
        """A word after a command that changes nothing in what it asks: unknown, a word of
        speech, or the command's own (``herhaal dat nog eens``)."""
        if normalize.number(token) is not None:
            return False
        m = self.vocab.meaning((token,))
        if m is None:
            return not _splits_to_card(token, self.vocab)
        if m.commands and command is not None:
            return m.commands == {command}
        if m.values and not (m.commands or m.cardish or m.number is not None):
            return True  # "raad je aan": a particle that is also a setting's value
        return self.harmless(token)

    # -- reading by meaning (declare.INTENTS, meaning.py)

    def by_meaning(
        self, raw: list[str], refining: str | None = None, only_reads: bool = False
    ) -> Result | None:
        """The one intent the line's words name, with its slots filled, or ``None`` (none,
        or two equally good: never a guess). ``refining``: the line already reads as this
        read-only command; only a question that answers it more exactly is taken."""
        found: list[tuple[int, str, Result]] = []
        slot_lexes: list[Lexeme] | None = None
        for reading in meaning.readings(raw, self.tr):
            if only_reads and reading.intent.changes:
                continue
            if refining is not None and not (
                refining in reading.intent.refines and (reading.cover > 1 or refining == "move")
            ):
                continue
            if slot_lexes is None:
                slot_lexes = self.slot_lexes(raw)
            filled = self.fill(reading, raw, slot_lexes)
            if filled is not None:
                found.append((reading.cover + filled[0], reading.intent.id, filled[1]))
        if not found:
            return None
        top = max(score for score, _, _ in found)
        best = [(intent, r) for score, intent, r in found if score == top]
        # of two equally good readings, one that declares it answers the other more exactly
        # wins ("what is beside the table": the cards there, not what the words mean)
        refined = {o for intent, _ in best for o in meaning.INTENT_BY_ID[intent].refines}
        winners = {r for intent, r in best if intent not in refined} or {r for _, r in best}
        # two readings that mean the same ("spel 12": a numbered game either way) are one
        return next(iter(winners)) if len(winners) == 1 else None

    def asks_may(self, raw: list[str]) -> bool:
        """The line starts with a word that asks whether a card may go somewhere, followed
        at once by the card (``kan harten 4 op 5``, ``past de harten 4 op 5``), or by the
        player asking leave first (``mag ik de harten 7 in de lege kolom leggen``: a question,
        never a move on a guess; a request has its ``je``: ``kun je …``)."""
        words = [t for t in raw if t not in self.vocab.fillers]
        if words[1:2] and words[1] in self.vocab.asking_leave:
            words = [words[0], *words[2:]]
            verb = self.vocab.meaning(tuple(words[1:2]))
            if verb is not None and "verb" in verb.words and not verb.cardish:
                words = [words[0], *words[2:]]  # "may i put the 4 of hearts on ..."
        if len(words) < 2:
            return False
        bags = meaning.lexicon(self.tr).bags.get("may", ())
        if frozenset({words[0]}) not in bags:
            return False
        after = self.vocab.meaning((words[1],))
        return normalize.number(words[1]) is not None or (after is not None and after.cardish)

    def slot_lexes(self, raw: list[str]) -> list[Lexeme]:
        known = self.vocab.words.__contains__
        reduced: list[str] = []
        for token in raw:
            forms = None if known(token) else lemma.reduce(token, self.vocab.language, known)
            reduced += forms or [token]
        return lex(phrasing.prepare(reduced, self.vocab), self.vocab)

    def harmless(self, token: str, cards: bool = False) -> bool:
        """A word that adds nothing to what a line asks (``ik``, ``het``, ``even``; an
        article, ``een``/``a``, unless a card is wanted: then it may be a rank)."""
        if token in self.vocab.fillers:
            return True
        m = self.vocab.meaning((token,))
        if m is not None and "article" in m.words and not cards:
            return True
        if m is None or m.suits or m.ranks or m.card is not None or m.values or m.commands:
            return False
        return m.number is None and m.words <= _HARMLESS_WORDS

    def fill(
        self, reading: meaning.Reading, raw: list[str], lexes: list[Lexeme]
    ) -> tuple[int, Result] | None:
        """The intent's result with its slots read from the line, and how many slots it
        used; ``None``: a slot is missing or unclear, or (for an intent that changes the
        game) the line says more than the intent."""
        intent = reading.intent
        lx = meaning.lexicon(self.tr)
        bag_words = {w for bag in lx.bags.get(intent.id, ()) for w in bag}
        slot_kinds = set(intent.slots)
        asked = any(
            (q := self.vocab.meaning((t,))) is not None and "question" in q.words for t in raw
        )
        value_words = {w for x in lexes if x.m.values for w in x.text.split()}
        # the words of a phrase that adds nothing as a whole ("i want to", "kun je")
        speech = {
            w for x in lexes if len(x.text.split()) > 1 and _adds_nothing(x) for w in x.text.split()
        }
        for i, token in enumerate(raw):
            if token in lx.negations and i not in reading.used and intent.changes:
                return None  # "not so fast" is not "fast": only a bag that says "not" holds it
            if i in reading.used or token in speech:
                continue
            if self.harmless(token, bool(slot_kinds & {"card", "target"})):
                continue
            if meaning.forms(token, lx) & bag_words:
                continue
            if intent.id == "redo" and (m := self.vocab.meaning((token,))) and "undone" in m.words:
                continue  # "doe opnieuw wat je terugdraaide"
            if (token in lx.and_words or token in lx.range_words) and "columns" in slot_kinds:
                continue
            slot_word = (m := self.vocab.meaning((token,))) is not None and (
                m.cardish or m.number is not None or bool(m.words & {"column", "to", "from"})
            )
            if normalize.number(token) is not None or _splits_to_card(token, self.vocab):
                slot_word = True
            if "game" in slot_kinds and (
                token in value_words or (m is not None and (m.values or m.commands <= {"rules"}))
            ):
                continue  # "speel dubbele scorpion met versoepelde regels"
            # "uit kolom 3", "4 naar kolom 1": half a move, not a reading request; "in" only in
            # a question: "wat ligt er in kolom 2 en 3"
            moving = m is not None and ("from" in m.words or ("to" in m.words and not asked))
            if intent.id == "read_columns" and moving:
                return None
            if "term" in slot_kinds and m is not None and m.words == frozenset({"from"}):
                continue  # "betekenis van reeks"
            if slot_word and slot_kinds - {"term"}:
                continue
            if "term" in slot_kinds and meaning.forms(token, lx) & meaning.term_words(self.tr):
                continue
            if intent.changes or intent.strict:
                return None  # more words than the intent: not a reading to act on
        return self.slots(intent, raw, lexes, reading.used)

    def slots(
        self, intent: Intent, raw: list[str], lexes: list[Lexeme], used: frozenset[int]
    ) -> tuple[int, Result] | None:
        def suit_beside(i: int) -> bool:
            return any(0 <= j < len(lexes) and lexes[j].m.suits for j in (i - 1, i + 1, i + 2))

        words = [
            x
            for i, x in enumerate(lexes)
            if (x.m.cardish or x.m.number is not None or x.m.words & _SLOT_WORDS)
            # an article ("een", "a") is a card's value only beside a suit ("a of hearts")
            and not (x.has_word("article") and not suit_beside(i))
            and not (x.has_word("ordinal") and not any(y.has_word("column") for y in lexes))
        ]
        match intent.id:
            case "empty_rule" if any(x.m.card is not None or x.m.suits for x in lexes):
                return None  # "mag harten 4 naar een lege kolom": that card, asked by "may"
            case "empty" | "empty_rule" | "best_score" | "runs":
                return 0, Asked(intent.id)
            case "time":  # "hoe lang is kolom 7" asks how many cards it holds
                return None if self.has_slot_words(words) else (0, Asked(intent.id))
            case "face_down_left" if self.has_slot_words(words):
                # "welke kaarten liggen er gedekt in kolom 4": that column's count
                col = self.one_column(words)
                if col is None:
                    return None
                return 1, col if isinstance(col, ParseError) else Asked("count", column=col)
            case "cards_left" if meaning.term_in(raw, self.tr) in (
                "reserve",
                "face_down",
                "beside",
            ):
                return None  # "hoeveel kaarten liggen er in de reserve": the reserve's count
            case "cards_left":
                return None if self.has_slot_words(words) else (0, Asked(intent.id))
            case "reserve_left" | "face_down_left" if self.says_score(raw):
                return None  # "hoeveel punten is een gedekte kaart waard": about points
            case "reserve_left" | "face_down_left":
                return None if self.has_slot_words(words) else (0, Asked(intent.id))
            case "face_down_which":  # of one column, or of the whole table
                if not self.has_slot_words(words):
                    return 0, Asked(intent.id)
                col = self.one_column(words)
                if col is None:
                    return None
                return 1, col if isinstance(col, ParseError) else Asked(intent.id, column=col)
            case "where_all":
                return self.where_all(words)
            case "hint":
                return None if self.has_slot_words(words) else (0, Hint())
            case "lost" if raw[0] in self.vocab.asking_leave or self.says_score(raw):
                # "ik heb verloren", "i have lost": said, not asked (giving up); "hoeveel punten
                # heb ik verloren" asks about the score
                return None
            case "undo_limit" | "scoring":  # no card is asked about: "as often as" is no ace
                return 0, Asked(intent.id)
            case "columns" | "won" | "lost" | "last_move" | "which_game" | "settings" | "save_game":
                return None if self.has_slot_words(words) else (0, Asked(intent.id))
            case "odds":
                return None if self.has_slot_words(words) else (0, Solvable())
            case "can_do":
                # "is het mogelijk om de reserve te delen": the action, read without the asking
                rest = [t for i, t in enumerate(raw) if i not in used]
                act = _act(self.asked_action(rest), self.game)
                return None if act is None else (1, Asked("can_do", act=act))
            case "board":
                return None if self.has_slot_words(words) else (0, ShowBoard())
            case "rules":
                return None if self.has_slot_words(words) else (0, ShowRules())
            case "help":
                return self.help_topic(raw, used)
            case "why_not":
                return None if self.has_slot_words(words) else (0, Repeat(why=True))
            case "undo_count":
                numbers = [x for x in words if x.only_number and not x.has_word("ordinal")]
                if len(numbers) != 1 or any(x.m.cardish for x in words):
                    return None
                count = numbers[0].m.number or 0
                if count < 1:
                    return None
                if count == 1:
                    return 1, Undo()
                return 1, BackToMove(max(0, self.game.moves - count), asked=count)
            case "undo_all":
                return None if self.has_slot_words(words) else (0, BackToMove(0))
            case "restart":
                game = self.game
                if self.has_slot_words(words) or game.deal_number is None:
                    return None
                return 0, NewGame(game.rules, game.deal_number, game.variant, game.traditional)
            case "stats":
                return None if self.has_slot_words(words) else (0, ShowStatistics())
            case "new_game":
                args = [
                    x for x in lexes if x.m.values or (x.only_number and not x.has_word("article"))
                ]
                kinds = {k for x in args for (k, _) in x.m.values}
                if not args or any(x.m.cardish for x in lexes) or not kinds <= _GAME_VALUES:
                    return None  # "hoe lang speel ik al": lang is a verbosity, not a game
                return len(args), self.new_game(args)
            case "new_winnable":  # "geef me een spel dat te winnen is", "… wasp dat te winnen is"
                args = [x for x in lexes if x.m.values]
                kinds = {k for x in args for (k, _) in x.m.values}
                if self.has_slot_words(words) or not kinds <= _GAME_VALUES:
                    return None
                started = self.new_game(args) if args else NewGame()
                if not isinstance(started, NewGame):
                    return None
                return len(args), replace(started, winnable=True)
            case "undo":
                return None if self.has_slot_words(words) else (0, Undo())
            case "redo":
                return None if self.has_slot_words(words) else (0, Redo())
            case "give_up":
                return None if self.has_slot_words(words) else (0, GiveUp())
            case "faster" | "slower":
                if self.has_slot_words(words):
                    return None
                return 0, ChangeRate(faster=intent.id == "faster")
            case "more_words" | "fewer_words":
                if self.has_slot_words(words):
                    return None
                return 0, ChangeVerbosity(more=intent.id == "more_words")
            case "new_number":
                numbers = [x for x in words if x.only_number]
                if len(numbers) != 1 or len(words) != 1:
                    return None
                number = numbers[0].m.number or 0
                if not MIN_DEAL <= number <= MAX_DEAL:
                    return 1, RangeError(
                        K.VALUE_OUT_OF_RANGE,
                        command="new",
                        number=number,
                        low=MIN_DEAL,
                        high=MAX_DEAL,
                    )
                return 1, NewGame(number=number)
            case "read_columns":
                columns = self.column_list(lexes)
                if columns is None:
                    return None
                if isinstance(columns, ParseError):
                    return 1, columns
                if not columns:
                    return None
                if len(columns) == 1:
                    return 1, ShowColumn(columns[0])
                return len(columns), ShowColumns(tuple(columns))
            case "count":
                col = self.one_column(words)
                if col is None:
                    return None
                return 1, col if isinstance(col, ParseError) else Asked("count", column=col)
            case "define" | "points":
                span = meaning.term_span(raw, self.tr, used)
                if span is None or (intent.id == "points" and span[0] not in POINT_TERMS):
                    return None
                # each word naming the term counts: "wat betekent lege kolom" asks what it
                # means, not which columns are empty
                return span[1], Asked(intent.id, term=span[0])
            case "face_up" | "where_to":
                card = self.one_card(words)
                if card is None:
                    return None
                if isinstance(card, ParseError):
                    return 1, card
                if intent.id == "where_to" and not self.visible_or_removed(card):
                    return 1, BoardError(K.NOT_VISIBLE, card=card)
                return 1, Asked(intent.id, card=card)
            case "may":
                # asked, not told: the line starts with its word ("mag harten 4 op 5", "can
                # the 4 of hearts go on 5"); "4 of hearts goes to 7" is a move not understood
                first = next((i for i, t in enumerate(raw) if t not in self.vocab.fillers), None)
                if first not in used:
                    return None
                return self.may(words)
        return None

    def where_all(self, words: list[Lexeme]) -> tuple[int, Result] | None:
        """``waar zijn de azen``, ``waar liggen de harten``: every card of one rank or one
        suit; ``in welke kolom ligt harten 10``: that card (where it lies, if face up)."""
        # a number after a column word is that column's ("welke kaarten liggen in kolom 4")
        named = [
            x
            for i, x in enumerate(words)
            if not (x.has_word("column") or x.has_word("to"))
            and not (
                i > 0
                and words[i - 1].has_word("column")
                and x.only_number
                and not (i + 1 < len(words) and words[i + 1].m.suits)  # "column 8 of hearts"
            )
        ]
        if len(named) == 1 and not named[0].m.cardish and named[0].only_number:
            number = named[0].m.number or 0  # "waar zijn de zevens"
            if not 1 <= number <= 13 or named[0].has_word("ordinal"):
                return None
            return 1, Asked("where_all", cards=tuple(Card(s, Rank(number)) for s in Suit))
        if len(named) == 1 and named[0].m.card is None and named[0].m.number is None:
            m = named[0].m
            if len(m.suits) == 1 and not m.ranks:
                suit = next(iter(m.suits))
                return 1, Asked("where_all", cards=tuple(Card(suit, r) for r in Rank))
            if len(m.ranks) == 1 and not m.suits:
                rank = next(iter(m.ranks))
                return 1, Asked("where_all", cards=tuple(Card(s, rank) for s in Suit))
        card = self.one_card(named)
        if card is None:
            return None
        if isinstance(card, ParseError):
            return 1, card
        if not self.visible_or_removed(card):
            return 1, BoardError(K.NOT_VISIBLE, card=card)
        return 1, WhereIs(card)

    def help_topic(self, raw: list[str], used: frozenset[int]) -> tuple[int, Result] | None:
        """Help on the command a word of the line names (``hoe werkt terug``, ``help bij de
        reserve``, ``hoe verplaats ik een kaart``), or help on everything."""
        for token in raw:
            words = [token]
            m = self.vocab.meaning((token,))
            if m is None:
                reduced = lemma.reduce(token, self.vocab.language, self.vocab.words.__contains__)
                words = list(reduced or [token])
                m = self.vocab.meaning(tuple(words[:1]))
            # a command, a move's verb or a topic's own word names the topic: not "bij",
            # not a card's letter ("commando's": the s)
            if m is None or not (m.commands or m.values or "verb" in m.words):
                continue
            term = _rules_term(m.values)
            if term is not None:  # "hoe werkt traditioneel": what those rules are
                return 0, Asked("define", term=term)
            topic = topic_of(self.vocab, words)
            if topic is not None and topic != "help":
                return 0, Help(topic)
            about = self.help_about(lex(words, self.vocab))
            if isinstance(about, Help):  # "hoe werkt wasp", "uitleg over winbaar"
                return 0, about
        rest = [t for i, t in enumerate(raw) if i not in used]
        if self.names_save_game(rest):  # "help opslaan": the command that saves to a file
            return 0, Help("save")
        term = meaning.term_in(raw, self.tr, used)
        if term is not None:  # "wat gebeurt er als ik opgeef": what giving up means
            return 0, Asked("define", term=term)
        lx = meaning.lexicon(self.tr)
        if len(used) < 2 and any(not (meaning.forms(t, lx) & lx.known) for t in raw if t.isalpha()):
            return None  # "help blub": no help on a word the game does not know
        return 0, Help(None)

    def names_save_game(self, tokens: list[str]) -> bool:
        """``tokens`` say only "save" (``opslaan``, ``sla op``, ``bewaren``): the words of the
        intent ``save_game`` and words that add nothing."""
        found = [r for r in meaning.readings(tokens, self.tr) if r.intent.id == "save_game"]
        return bool(found) and all(
            i in found[0].used or self.harmless(t) for i, t in enumerate(tokens)
        )

    def has_slot_words(self, words: list[Lexeme]) -> bool:
        return any(x.m.cardish or x.m.number is not None for x in words)

    def one_card(self, words: list[Lexeme]) -> Card | ParseError | None:
        refs = _refs([x for x in words if not x.has_word("to")], high=self.game.columns)
        if isinstance(refs, ParseError):
            return refs if refs.kind is K.RANK_OUT_OF_RANGE else None
        cards = [r for r in refs if isinstance(r, _CardRef)]
        if len(cards) != 1 or len(refs) != 1:
            return None
        return cards[0].exact

    def one_column(self, words: list[Lexeme]) -> int | ParseError | None:
        refs = _refs([x for x in words if not x.has_word("to")], high=self.game.columns)
        if isinstance(refs, ParseError):
            return refs if refs.kind is K.COLUMN_OUT_OF_RANGE else None
        cols = [r for r in refs if isinstance(r, (_ColRef, _FromRef))]
        if len(cols) != 1 or len(refs) != 1:
            return None
        return cols[0].column

    def may(self, words: list[Lexeme]) -> tuple[int, Result] | None:
        """``mag harten 4 op harten 5``: the card and where it would go."""
        tos = [i for i, x in enumerate(words) if x.has_word("to")]
        if len(tos) > 1:
            return None
        if tos:
            left = _refs(words[: tos[0]], high=self.game.columns)
            right = _refs(words[tos[0] + 1 :], dest=True, high=self.game.columns)
            if isinstance(left, ParseError) or isinstance(right, ParseError):
                return None
            refs = [*left, *right]
        else:
            both = _refs(words, dest=True, high=self.game.columns)
            if isinstance(both, ParseError):
                return None
            refs = both
        if len(refs) != 2 or not isinstance(refs[0], _CardRef) or refs[0].exact is None:
            return None
        card, target = refs[0].exact, refs[1]
        if isinstance(target, _FromRef):
            return None
        if isinstance(target, _EmptyRef):  # "mag hartenvrouw naar een lege kolom"
            empty = self.destinations(target)
            if isinstance(empty, ParseError):
                return 2, empty
            column = empty[0]
        elif isinstance(target, _ColRef):
            column = target.column
        else:
            if target.exact is None:
                return None
            found = self.destinations(target)
            if isinstance(found, ParseError):
                return 2, self.already_on(card, target.exact) or found
            column = found[0]
        if not self.visible_or_removed(card):
            return 2, BoardError(K.NOT_VISIBLE, card=card)
        return 2, Asked("may", card=card, column=column)

    def column_list(self, lexes: list[Lexeme]) -> list[int] | ParseError | None:
        """``kolom 2 en 3``, ``kolommen 2, 3 en 5``, ``kolom 2 tot 4``: the columns, once
        each; ``None`` when the line names a card (it is not a list of columns)."""
        lx = meaning.lexicon(self.tr)
        out: list[int] = []
        pending_range = False
        named = False  # the numbers follow the column word: "zitten 5 naar kolom 1" is no list
        for i, x in enumerate(lexes):
            if x.has_word("column") or "column" in x.m.commands:
                named = True
                continue
            if x.text in lx.range_words and out:
                pending_range = True
                continue
            if x.m.cardish:
                return None
            if not x.only_number:
                continue
            if not named:
                return None
            if x.has_word("article"):  # "een" is 1 only next to a column word or a range
                before = lexes[i - 1] if i > 0 else None
                after = lexes[i + 1] if i + 1 < len(lexes) else None
                listed = after is not None and after.text in lx.range_words | lx.and_words
                if not (listed or (before is not None and before.has_word("column"))):
                    continue
            n = x.m.number or 0
            if not 1 <= n <= self.game.columns:
                return RangeError(K.COLUMN_OUT_OF_RANGE, number=n, low=1, high=self.game.columns)
            if pending_range and out and n > out[-1] + 1:
                out += range(out[-1] + 1, n - 1)
            pending_range = False
            out.append(n - 1)
        return list(dict.fromkeys(out))

    def natural(self, lexes: list[Lexeme], error: ParseError) -> Result:
        """The line once the words of natural speech are dropped, if that makes a command.

        ``hoeveel punten heb ik`` -> score. A line with question words never becomes a move:
        ``wat is harten 4`` asks where harten 4 is.
        """
        reduced = phrasing.reduce(lexes, self.vocab)
        if reduced is None:
            return error
        if not reduced.lexes:
            return WordsError(K.NOT_UNDERSTOOD, text=_texts(lexes))
        result = self.neighbour(reduced.lexes, reduced.asked) or self.interpret(reduced.lexes)
        if (
            reduced.asked
            and isinstance(result, BoardError)
            and not any(x.has_word("to") for x in reduced.lexes)
        ):
            # "wat is schoppenaas": where it lies, as for any card (trial 4: a card that fits
            # nowhere got where it could go instead)
            where = self.where(reduced.lexes)
            if isinstance(where, WhereIs):
                return where
        if isinstance(result, ParseError):
            vague = (K.NOT_UNDERSTOOD, K.UNKNOWN_WORD, K.EXTRA_WORDS)
            if error.kind in vague and result.kind not in vague:
                return result  # "kies 2" without a choice open: what is wrong with the "2"
            if result.kind in vague and _blames_speech(error, lexes):
                # trial 10: "Niet begrepen: wat." for "wat ligt er onder kolom 3": the
                # question word stopped only the move reader; the line without it names
                # the word that really stopped the reading
                return result
            return error
        if reduced.asked and isinstance(result, (Play, Refused, Ambiguous)):
            # "wat is harten 4": a question about a card is where it lies, never a move
            if not any(x.has_word("to") for x in reduced.lexes):
                where = self.where(reduced.lexes)
                if isinstance(where, WhereIs):
                    return where
            return error
        return result

    def reparse(self, tokens: list[str]) -> Result:
        """Parse already normalized tokens again (for suggestions), without suggesting."""
        return self.run(" ".join(tokens), with_suggestion=False)

    def interpret(self, lexes: list[Lexeme]) -> Result:
        if self.choices:
            answer = self.answer_choice(lexes)
            if answer is not None:
                return answer
        undone = self.undo_the_undo(lexes)
        if undone is not None:
            return undone
        while len(lexes) > 1 and lexes[0].has_word("verb") and lexes[1].m.commands & _SETTINGS:
            lexes = lexes[1:]  # "zet de snelheid op 60"
        if (
            len(lexes) > 1
            and lexes[0].has_word("verb")
            and lexes[1].m.commands == {"deal"}
            and not lexes[1].m.cardish
        ):
            lexes = lexes[1:]  # "leg de reserve neer", "speel de reserve uit"
        first = lexes[0]
        neighbour = self.neighbour(lexes, asked=False)
        if neighbour is not None:
            return neighbour
        if len(lexes) == 2 and not first.m.commands:  # "stapel 4", "tweede kolom"
            word, number = (first, lexes[1]) if first.has_word("column") else (lexes[1], first)
            if word.has_word("column") and number.only_number:
                col = _column(number.m.number or 0, _texts(lexes), False, self.game.columns)
                return col if isinstance(col, ParseError) else ShowColumn(col.column)
        if first.m.commands:
            command = min(first.m.commands, key=lambda c: _COMMAND_ORDER.get(c, 99))
            result = self.command(command, first, lexes[1:])
            if result is not None:
                return result
        if len(lexes) == 1:
            bare = self.bare_setting(first)
            if bare is not None:
                return bare
        if len(lexes) > 1 and not any(x.known for x in lexes):
            # Not one word of the command language ("wat is dit"): say the whole line back.
            return WordsError(K.NOT_UNDERSTOOD, text=_texts(lexes))
        for x in lexes:
            if not x.known:
                return WordsError(K.UNKNOWN_WORD, text=x.text)
        return self.move(lexes)

    def bare_setting(self, x: Lexeme) -> Result | None:
        """A setting's value said alone: ``spraak``, ``kort``, ``engels`` (the manual names
        them so)."""
        m = x.m
        if m.commands or m.suits or m.ranks or m.number is not None or m.card is not None:
            return None
        outputs = [v for (k, v) in m.values if k == "output"]
        levels = [v for (k, v) in m.values if k == "verbosity"]
        languages = [v for (k, v) in m.values if k == "language"]
        if len(outputs) + len(levels) + len(languages) != 1:
            return None
        if languages:
            return SetLanguage(languages[0])
        return SetOutput(outputs[0]) if outputs else SetVerbosity(Verbosity(levels[0]))

    def pick(self, number: int, ordinal: bool = False) -> Result:
        # "Welke harten 4: in kolom 3 of in kolom 9?" (Double Scorpion) is answered with a
        # column: the number names the source column of one of the two copies. An ordinal
        # ("de tweede") counts the options as they were said, never a column.
        for choice in self.choices:
            if ordinal:
                break
            if isinstance(choice, Move) and choice.src is not None and choice.src == number - 1:
                return self.checked(choice)
        if not 1 <= number <= len(self.choices):
            return RangeError(K.CHOICE_OUT_OF_RANGE, number=number, low=1, high=len(self.choices))
        return self.checked(self.choices[number - 1])

    def neighbour(self, lexes: list[Lexeme], asked: bool) -> Result | None:
        """What lies on top of a column or on or under a card: ``bovenop kolom 3``,
        ``onder harten 5``, and once a question was asked ``op kolom 3``, ``op harten 5``
        (without one, ``op kolom 3`` is half a move). Its mirror, the bottom of a column:
        ``onder kolom 3``, ``de onderste kaart van kolom 3`` (under a column is its bottom:
        nothing lies under the table); and under the top card of a column: ``onder de
        bovenste kaart van kolom 3``. ``None``: not such a question."""
        words = [x for x in lexes if not (x.has_word("filler") or x.has_word("definite"))]
        if len(words) < 2:
            return None
        first = words[0]
        below = first.has_word("below")
        above = first.has_word("above") or "tops" in first.m.commands
        if not (above or below) or first.m.cardish or first.m.number is not None:
            return None
        if first.has_word("to") and not asked:
            return None
        rest = words[1:]
        if below and len(rest) > 1 and "tops" in rest[0].m.commands and not rest[0].m.cardish:
            return self.under_top(rest[1:])  # "onder de bovenste kaart van kolom 3"
        # "boven op de schoppenheer", "de bovenste kaart van kolom 3"
        while len(rest) > 1 and not rest[0].m.cardish and rest[0].m.number is None:
            if not (rest[0].has_word("above") or rest[0].has_word("from")):
                break
            if rest[0].m.commands:
                break
            rest = rest[1:]
        refs = _refs(rest, high=self.game.columns)
        if isinstance(refs, ParseError):
            return refs if refs.kind is K.COLUMN_OUT_OF_RANGE else None
        if len(refs) != 1:
            return None
        ref = refs[0]
        if isinstance(ref, _ColRef):
            return ShowBottomCard(ref.column) if below else ShowTopCard(ref.column)
        if not isinstance(ref, _CardRef) or ref.exact is None:
            return None
        if not self.visible_or_removed(ref.exact):
            return BoardError(K.NOT_VISIBLE, card=ref.exact)
        return ShowNeighbour(ref.exact, below)

    def under_top(self, lexes: list[Lexeme]) -> Result | None:
        """``(onder de bovenste kaart) van kolom 3``: what lies under the top card of that
        column, when it lies face up (a face-down top card is never named: then the column's
        top is said, which says it is face down)."""
        if lexes[0].has_word("from") and len(lexes) > 1:
            lexes = lexes[1:]
        refs = _refs(lexes, high=self.game.columns)
        if isinstance(refs, ParseError):
            return refs if refs.kind is K.COLUMN_OUT_OF_RANGE else None
        if len(refs) != 1 or not isinstance(refs[0], _ColRef):
            return None
        column = refs[0].column
        cards = self.game.column(column)
        if not cards or not self.game.face_up(column):
            return ShowTopCard(column)  # empty, or its top is face down: said so
        return ShowNeighbour(cards[-1], below=True)

    @staticmethod
    def undo_the_undo(lexes: list[Lexeme]) -> Result | None:
        """``zet terug wat je ongedaan maakte``, ``undo the undo``: undo said twice, the second
        time as what is taken back (after a question word or an article), asks for redo; read
        as one undo it would take back one more move than meant."""
        undo = [
            i
            for i, x in enumerate(lexes)
            if x.m.commands == {"undo"} or (i > 0 and x.has_word("undone"))
        ]
        if lexes[0].m.commands == {"redo"} and len(undo) == 1 and undo[0] == len(lexes) - 1:
            undo = [0, *undo]  # "doe opnieuw wat je terugdraaide": redo, said with what it redoes
        if len(undo) != 2 or undo[0] != 0:
            return None
        between = lexes[undo[0] + 1 : undo[1]]
        if between and all(
            x.has_word("question") or x.has_word("filler") or x.has_word("definite")
            for x in between
        ):
            return Redo()
        return None

    def copies_asked(self) -> bool:
        """The open question is which copy of one card (Double Scorpion): the options differ
        only in the column the card comes from, and are said by column, not by number."""
        moves = [c for c in self.choices if isinstance(c, Move)]
        return (
            len(moves) == len(self.choices) > 1
            and len({(mv.card, mv.to) for mv in moves}) == 1
            and None not in {mv.src for mv in moves}
        )

    def source_of(self, action: Action) -> int | None:
        if not isinstance(action, Move):
            return None
        if action.src is not None:
            return action.src
        return self.game.locate(action.card).column

    def answer_choice(self, lexes: list[Lexeme]) -> Result | None:
        """An answer to the open question, said by number or by column: ``2``, ``de eerste``,
        ``kolom 7``, ``uit kolom 3``, ``naar 7``, ``die in kolom 9``. ``None``: not such an
        answer (parse the line as usual). A column that fits no option or more than one
        keeps the question open (``CHOICE_NOT_MATCHED``)."""
        said = [x for x in lexes if not x.has_word("filler")]
        if said and said[0].text in self.vocab.last:
            one = all(x.only_number and x.m.number == 1 for x in said[1:])  # "the last one"
            if one and len(said) <= 2:
                return self.checked(self.choices[-1])  # "de laatste": the last one said
            return None
        if any(x.text in self.vocab.last for x in said):
            return None  # never read a number beside "last" as the first option
        words = [x for x in lexes if not (phrasing.speech_only(x) or x.has_word("filler"))]
        if not words or not all(x.known for x in words):
            return None
        if len(words) > 1 and self.the_one(words[0], words[1]):
            words = words[1:]  # "the one in column 14", "the one from column 14"
        named = self.card_words(words)
        if named and len(words) > named + 1:
            # "het aas uit kolom 14", "the ace in column 14": the card asked about, then
            # which one; taken only when that picks one option (else the line is a move)
            picked = self.answer_choice(words[named:])
            return picked if isinstance(picked, (Play, Refused)) else None
        if (
            len(words) == 2
            and (words[0].has_word("ordinal") or (words[0].m.suits and not words[0].m.ranks))
            and words[1].only_number
            and words[1].m.number == 1
            and not words[1].has_word("ordinal")
        ):
            words = words[:1]  # "the second one"
        by_suit = self.choice_by_suit(words)
        if by_suit is not None:
            return by_suit
        direction: str | None = None
        if len(words) > 1 and (words[0].has_word("from") or words[0].has_word("to")):
            if words[0].m.commands or words[0].m.suits or words[0].m.ranks:
                return None
            direction = "from" if words[0].has_word("from") else "to"
            words = words[1:]
        number: int | None = None
        if len(words) == 1 and words[0].only_number:
            if direction is None and (words[0].has_word("ordinal") or not self.copies_asked()):
                ordinal = words[0].has_word("ordinal")
                return self.pick(words[0].m.number or 0, ordinal)  # "2", "de eerste": by number
            number = words[0].m.number
        elif len(words) == 2 and words[0].has_word("column") and words[1].only_number:
            number = words[1].m.number  # "kolom 7"
        elif len(words) == 2 and words[1].has_word("column") and words[0].only_number:
            number = words[0].m.number  # "de zevende kolom"
        if number is None:
            return None
        if not 1 <= number <= self.game.columns:
            return RangeError(K.COLUMN_OUT_OF_RANGE, number=number, low=1, high=self.game.columns)
        column = number - 1
        to: list[Action] = [a for a in self.choices if isinstance(a, Move) and a.to == column]
        came: list[Action] = [a for a in self.choices if self.source_of(a) == column]
        if direction == "from":
            matching = came
        elif direction == "to":
            matching = to or came  # "die in kolom 9": where it lies, when nothing goes there
        else:
            matching = list(dict.fromkeys([*to, *came]))
        if len(matching) == 1:
            return self.checked(matching[0])
        return ChoiceError(
            K.CHOICE_NOT_MATCHED, column=column, number=len(matching), actions=self.choices
        )

    def the_one(self, x: Lexeme, after: Lexeme) -> bool:
        """``x`` is "one" written as a word ("the one in column 14"), not a digit or an
        ordinal, before a column, a direction or a number: the option, not option 1."""
        if not (x.only_number and x.m.number == 1) or x.has_word("ordinal"):
            return False
        if any(c.isdigit() for c in x.text):
            return False
        return (
            after.has_word("column")
            or after.has_word("from")
            or after.has_word("to")
            or after.only_number
            or (bool(after.m.suits) and not after.m.ranks and after.m.number is None)
        )  # "the one of hearts": the hearts one, not the ace of hearts

    def card_words(self, words: list[Lexeme]) -> int:
        """How many of the first ``words`` name the one card every option moves (``aas``,
        ``hartenaas``, ``harten 4``, ``the ace``), when a column, ``uit`` or ``in`` follows
        them; 0 when they do not, or name another card."""
        moves = [a for a in self.choices if isinstance(a, Move)]
        if len(moves) != len(self.choices) or len({mv.card for mv in moves}) != 1:
            return 0
        card = moves[0].card
        n = 0
        for x in words:
            m = x.m
            if m.commands or m.values or m.words:
                break
            if m.card is not None:
                fits = m.card == card
            elif m.suits and not m.ranks and m.number is None:
                fits = card.suit in m.suits
            elif m.ranks and m.number is None:
                fits = card.rank in m.ranks
            elif x.only_number and (
                (n > 0 and bool(words[n - 1].m.suits))
                or (n + 1 < len(words) and bool(words[n + 1].m.suits))
            ):
                fits = m.number == card.rank.value  # "harten 4", "the 4 of hearts"
            else:
                break
            if not fits:
                return 0
            n += 1
        if n == 0 or n >= len(words):
            return 0
        after = words[n]
        if not (after.has_word("column") or after.has_word("from") or after.has_word("to")):
            return 0
        return n

    def choice_by_suit(self, words: list[Lexeme]) -> Result | None:
        """``de ruiten``, ``die van harten``: the one option whose card is of that suit."""
        named = [x for x in words if not (x.has_word("from") or x.has_word("to"))]
        if len(named) != 1 or len(named[0].m.suits) != 1 or named[0].m.ranks:
            return None
        if named[0].m.number is not None or named[0].m.card is not None:
            return None
        suit = next(iter(named[0].m.suits))
        matching = [a for a in self.choices if isinstance(a, Move) and a.card.suit is suit]
        if len({a.card for a in matching}) != 1 or len(matching) != 1:
            return None
        return self.checked(matching[0])

    def checked(self, action: Action) -> Play | Refused:
        refusal = self.game.check(action)
        return Play(action) if refusal is None else Refused(refusal)

    # -- commands other than moves

    def command(self, cid: str, first: Lexeme, rest: list[Lexeme]) -> Result | None:
        args = [x for x in rest if x.m.words != frozenset({"filler"})]
        if cid == "statistics" and args:
            stats = self.statistics(args)
            if stats is not None:
                return stats
        if cid == "rules" and args:
            variant = self.named_game(args)  # "regels wasp"
            if variant is not None:
                return ShowRules(variant)
            named = self.rules_named(args)  # "regels versoepeld": those rules, not this game's
            if named is not None:
                return named
        if cid in _SIMPLE:
            if args:
                return WordsError(K.EXTRA_WORDS, command=cid, text=_texts(args))
            if cid == "moves" and first.has_word(EVERY_MOVE):
                return ShowMoves(every=True)  # "alle zetten": in one go
            return _SIMPLE[cid]()
        if cid == "deal":
            args = [x for x in args if cid not in x.m.commands]  # "deel de reserve"
            # "deel de laatste kaarten", "deel de drie reservekaarten": words that add
            # nothing, and the number of cards the reserve holds
            left = len(self.game.reserve)
            args = [
                x
                for x in args
                if not (
                    _adds_nothing(x)
                    or (x.only_number and x.m.number == left and not x.has_word("ordinal"))
                    or self.filler_form(x.text)
                )
            ]
            if args and args[-1].m.words == frozenset({"from"}) and not args[-1].m.commands:
                args = args[:-1]  # "deel de reservekaarten uit"
            if args:
                return WordsError(K.EXTRA_WORDS, command=cid, text=_texts(args))
            return self.checked(DEAL_RESERVE)
        if cid == "column":
            return self.read_column(first, args)
        if cid == "where":
            return self.where(args)
        if cid == "new":
            return self.new_game(args)
        if cid == "help":
            return self.help(args)
        if cid in _SETTINGS:  # "snelheid naar 60", "uitvoerigheid in op kort"
            args = [x for x in args if not (x.has_word("to") and not x.m.values)]
        if cid in ("output", "verbosity"):
            return self.setting(cid, args)
        if cid == "rate":
            return self.rate(args)
        if cid == "language":
            return self.language(args)
        if cid == "sound":
            return self.sound(args)
        if cid == "answer":
            return self.answer(args)
        if cid == "backto":
            return self.back_to(args)
        if cid == "volume":
            return self.volume(args)
        if cid == "sounds":
            return self.sounds(args)
        return None

    def statistics(self, args: list[Lexeme]) -> ShowStatistics | None:
        """``statistiek van dubbele scorpion``, ``statistiek wasp traditioneel``,
        ``statistiek alle spellen``; ``None`` when other words are there too."""
        values = [(k, v) for x in args for (k, v) in x.m.values]
        if ("scope", "all") in values:
            rest = [x for x in args if ("scope", "all") not in x.m.values]
            if all(x.has_word("from") or x.has_word("to") for x in rest):
                return ShowStatistics(every=True)
            return None
        traditional: bool | None = None
        rest = []
        named = False
        for x in args:
            kinds = [v for (k, v) in x.m.values if k == "rules"]
            if kinds == ["traditioneel"]:
                traditional = True
            elif kinds == ["app"]:
                traditional = False
            elif len(kinds) == 1 and kinds[0] in (*RULE_SETS, WINNABLE):
                # "statistiek versoepeld", "statistiek winbaar": the statistics say both rule
                # sets and the winnable deals (it was read as "kan het nog")
                named = True
                continue
            else:
                rest.append(x)
            named = True
        if not rest:
            return ShowStatistics(None, traditional) if named else None
        variant = self.named_game(rest)
        return None if variant is None else ShowStatistics(variant, traditional)

    def rules_named(self, args: list[Lexeme]) -> ShowRules | None:
        """``regels versoepeld``, ``regels wasp traditioneel``: the rules named after the rules
        command (trial 5: they read this game's rules); ``None``: a word that names none."""
        values = [(k, v) for x in args for (k, v) in x.m.values]
        if not values or any(not x.m.values or x.m.cardish for x in args):
            return None
        variants = {Variant(v) for k, v in values if k == "variant"}
        sets = {v for k, v in values if k == "rules"} - {WINNABLE}
        kinds = {Rules(v) for v in sets if v in {r.value for r in Rules}}
        trad = {v == TRADITIONAL for v in sets if v in (TRADITIONAL, APP)}
        if {k for k, _ in values} - {"variant", "rules"} or len(variants) > 1:
            return None
        if len(kinds) > 1 or len(trad) > 1:
            return None
        return ShowRules(
            next(iter(variants), None), next(iter(kinds), None), next(iter(trad), None)
        )

    def named_game(self, args: list[Lexeme]) -> Variant | None:
        """The one game ``args`` name, with at most a ``van``/``voor``/``of`` before it."""
        words = [x for x in args if not (x.has_word("from") or x.has_word("to"))]
        games = {v for x in words for (k, v) in x.m.values if k == "variant"}
        if len(words) != 1 or len(games) != 1 or words[0].m.cardish:
            return None
        return Variant(next(iter(games)))

    def filler_form(self, text: str) -> bool:
        """``kaarten``: a form of a word that adds nothing (``kaart``)."""
        if " " in text:
            return False
        return any(c in self.vocab.fillers for c in lemma.candidates(text, self.vocab.language))

    def read_column(self, first: Lexeme, args: list[Lexeme]) -> Result | None:
        if args and args[0].has_word("column") and not first.has_word("column"):
            args = args[1:]  # "lees de kolom 3"
        if len(args) == 2 and args[0].only_number and args[1].has_word("column"):
            args = args[:1]  # "lees de zevende kolom"
        if len(args) == 1 and args[0].only_number:
            col = _column(
                args[0].m.number or 0, f"{first.text} {args[0].text}", False, self.game.columns
            )
            return col if isinstance(col, ParseError) else ShowColumn(col.column)
        if first.has_word("column") and args:
            return None  # "kolom 2 naar kolom 7": a move
        if not args:
            return WordsError(K.MISSING_COLUMN_NUMBER, text=first.text, command="column")
        # "lees de regels voor", "read the score": the reading verb before another command
        # that only reads is that command (it was "lees" with extra words)
        again = self.run(_texts(args), with_suggestion=False)
        if isinstance(again, _READ_ONLY) and not isinstance(again, ShowColumn):
            return again
        return WordsError(K.EXTRA_WORDS, command="column", text=_texts(args))

    def where(self, args: list[Lexeme]) -> Result:
        if not args:
            return ArgumentError(K.MISSING_VALUE, command="where")
        for x in args:
            if not x.known:
                return WordsError(K.UNKNOWN_WORD, text=x.text)
        refs = _refs(args, high=self.game.columns)
        if isinstance(refs, ParseError):
            return refs
        if len(refs) != 1 or not isinstance(refs[0], _CardRef):
            return WordsError(K.NOT_UNDERSTOOD, text=_texts(args), command="where")
        card = refs[0].exact
        if card is None:
            return WordsError(K.INCOMPLETE_CARD, text=refs[0].text, command="where")
        if not self.visible_or_removed(card):
            return BoardError(K.NOT_VISIBLE, card=card)
        return WhereIs(card)

    def new_game(self, args: list[Lexeme]) -> Result:
        rules: Rules | None = None
        number: int | None = None
        if any(k == "rules" for x in args for (k, _) in x.m.values):
            args = [x for x in args if "rules" not in x.m.commands]  # "met versoepelde regels"
        variant: Variant | None = None
        traditional: bool | None = None
        winnable = False
        for x in args:
            values = [v for (k, v) in x.m.values if k == "rules"]
            games = [v for (k, v) in x.m.values if k == "variant"]
            if games and variant is None:
                variant = Variant(games[0])
            elif values == ["traditioneel"]:
                traditional = True  # said twice is said once
            elif values == ["app"]:
                traditional = False  # "nieuw spel app-regels": the way back from traditioneel
            elif values == ["winbaar"]:
                winnable = True
            elif values and rules is None:
                rules = Rules(values[0])
            elif x.only_number and number is None:
                number = x.m.number
                if number is None or not MIN_DEAL <= number <= MAX_DEAL:
                    return RangeError(
                        K.VALUE_OUT_OF_RANGE,
                        command="new",
                        number=number,
                        low=MIN_DEAL,
                        high=MAX_DEAL,
                    )
            else:
                return ArgumentError(
                    K.BAD_VALUE,
                    command="new",
                    text=x.text,
                    # the games too: "nieuw spel drie blinde muis" was told only the rules
                    options=self.value_words("variant") + self.value_words("rules"),
                )
        return NewGame(rules, number, variant, traditional, winnable)

    def help(self, args: list[Lexeme]) -> Result:
        if not args:
            return Help(None)
        term = _rules_term(args[0].m.values) if len(args) == 1 else None
        if term is not None:  # "help traditioneel": what those rules are, not all of help
            return Asked("define", term=term)
        if len(args) == 1 and ("rules", WINNABLE) in args[0].m.values:
            return Help("winnable_deal")  # "help winbaar", "help winnable": not a command's id
        topic = topic_of(self.vocab, _texts(args).split())
        if topic is None and self.names_save_game(normalize.tokens(_texts(args))):
            return Help("save")  # "help opslaan", "help bewaren": saving, said in one word
        if topic is None:
            about = self.help_about(args)
            if about is not None:
                return about
            return WordsError(K.UNKNOWN_TOPIC, text=_texts(args), command="help")
        return Help(topic)

    def help_about(self, args: list[Lexeme]) -> Result | None:
        """Help on a word the game itself uses that is not a command: a game's name (``help
        wasp``: that game in short), ``winbaar`` (the winnable deal), a setting's value
        (``help spraak``: help on its command), a word of the game (``help reeks``: what it
        means). ``None``: none of these, or more than one."""
        known = self.vocab.words.__contains__
        tokens: list[str] = []
        for token in normalize.tokens(_texts(args)):  # "winbare spellen": winbaar
            tokens += (
                None if known(token) else lemma.reduce(token, self.vocab.language, known)
            ) or [token]
        args = lex(tokens, self.vocab)
        words = [x for x in args if x.m.values]
        values = {v for x in words for v in x.m.values}
        if values and not any(x.m.cardish or x.m.number is not None for x in args):
            variants = {Variant(v) for k, v in values if k == "variant"}
            if len(variants) == 1 and {k for k, _ in values} == {"variant"}:
                return Help(None, variant=variants.pop())
            if values == {("rules", WINNABLE)}:
                return Help("winnable_deal")
            commands = {_VALUE_TOPICS[k] for k, _ in values if k in _VALUE_TOPICS}
            if len(commands) == 1 and len(values) == 1:
                return Help(commands.pop())
        if any(x.m.commands for x in args):
            return None  # "uitleg over de reserve", "help bij terug": help on that command
        term = meaning.term_in(tokens, self.tr)
        return Asked("define", term=term) if term is not None else None

    def value_words(self, kind: str) -> tuple[str, ...]:
        words = []
        for value in self.vocab.values_of(kind):
            forms = self.vocab.value_aliases(kind, value)
            words.append(forms[0] if forms else value)
        return tuple(words)

    def setting(self, cid: str, args: list[Lexeme]) -> Result:
        options = self.value_words(cid)
        if not args:
            return ArgumentError(K.MISSING_VALUE, command=cid, options=options)
        if len(args) == 1:
            values = [v for (k, v) in args[0].m.values if k == cid]
            if values:
                if cid == "output":
                    return SetOutput(values[0])
                return SetVerbosity(Verbosity(values[0]))
        return ArgumentError(K.BAD_VALUE, command=cid, text=_texts(args), options=options)

    def rate(self, args: list[Lexeme]) -> Result:
        if not args:
            return ArgumentError(K.MISSING_VALUE, command="rate", low=RATE_MIN, high=RATE_MAX)
        if len(args) == 1 and args[0].only_number:
            value = args[0].m.number or 0
            if not RATE_MIN <= value <= RATE_MAX:
                return RangeError(
                    K.VALUE_OUT_OF_RANGE, command="rate", number=value, low=RATE_MIN, high=RATE_MAX
                )
            return SetRate(value)
        return ArgumentError(
            K.BAD_VALUE, command="rate", text=_texts(args), low=RATE_MIN, high=RATE_MAX
        )

    def sound(self, args: list[Lexeme]) -> Result:
        """``geluid aan|uit|mono|stereo|in plaats van woorden|met woorden``."""
        options = self.value_words("sound")
        if not args:
            return ArgumentError(K.MISSING_VALUE, command="sound", options=options)
        if len(args) == 1:
            values = [v for (k, v) in args[0].m.values if k == "sound"]
            if values:
                return SetSound(values[0])
        return ArgumentError(K.BAD_VALUE, command="sound", text=_texts(args), options=options)

    def answer(self, args: list[Lexeme]) -> Result:
        """``antwoord eerlijk|spiekend``: the default answer of ``kan het nog``."""
        options = self.value_words("answer")
        if len(args) == 1:
            values = [v for (k, v) in args[0].m.values if k == "answer"]
            if values:
                return SetAnswer(values[0] == "fair")
        if not args:
            return ArgumentError(K.MISSING_VALUE, command="answer", options=options)
        return ArgumentError(K.BAD_VALUE, command="answer", text=_texts(args), options=options)

    def back_to(self, args: list[Lexeme]) -> Result:
        """``terug naar zet 22``: back to the position after that many moves."""
        high = self.game.moves
        if len(args) == 1 and args[0].only_number:
            number = args[0].m.number or 0
            if number < 0:  # "terug naar zet -2": no move has that number (-2 is not 2)
                return RangeError(
                    K.VALUE_OUT_OF_RANGE, command="backto", number=number, low=0, high=high
                )
            return BackToMove(number)  # the session says when it is no move
        if not args:
            return ArgumentError(K.MISSING_VALUE, command="backto", low=0, high=high)
        return ArgumentError(K.BAD_VALUE, command="backto", text=_texts(args), low=0, high=high)

    def volume(self, args: list[Lexeme]) -> Result:
        low, high = VOLUME_MIN, VOLUME_MAX
        if not args:
            return ArgumentError(K.MISSING_VALUE, command="volume", low=low, high=high)
        if len(args) == 1 and args[0].only_number:
            value = args[0].m.number or 0
            if not low <= value <= high:
                return RangeError(
                    K.VALUE_OUT_OF_RANGE, command="volume", number=value, low=low, high=high
                )
            return SetVolume(value)
        return ArgumentError(K.BAD_VALUE, command="volume", text=_texts(args), low=low, high=high)

    def sounds(self, args: list[Lexeme]) -> Result:
        """``geluiden`` (all of them) or ``geluiden zet`` (one, by its name)."""
        from .earcons import EARCONS, names

        if not args:
            return PlaySounds(None)
        typed = tuple(normalize.tokens(_texts(args)))
        for earcon in EARCONS:
            for name in names(self.tr, earcon):
                if tuple(normalize.tokens(name)) == typed:
                    return PlaySounds(earcon)
        options = tuple(names(self.tr, e)[0] for e in EARCONS)
        return ArgumentError(K.BAD_VALUE, command="sounds", text=_texts(args), options=options)

    def language(self, args: list[Lexeme]) -> Result:
        options = tuple(self.vocab.language_names.values())
        if not args:
            return ArgumentError(K.MISSING_VALUE, command="language", options=options)
        code = self.vocab.languages.get(tuple(_texts(args).split()))
        if code is None:
            return ArgumentError(
                K.BAD_VALUE, command="language", text=_texts(args), options=options
            )
        return SetLanguage(code)

    # -- moves

    def visible_or_removed(self, card: Card) -> bool:
        loc = self.game.locate(card)
        if loc.place is Place.RESERVE:
            return False
        return loc.place is Place.REMOVED or loc.face_up

    def move(self, lexes: list[Lexeme]) -> Result:
        lexes = [x for x in lexes if x.m.words != frozenset({"filler"})]
        verbs = []
        while lexes and lexes[0].has_word("verb"):
            verbs.append(lexes.pop(0))
        if not lexes:
            return WordsError(K.MISSING_SOURCE, text=_texts(verbs), command="move")
        tos = [i for i, x in enumerate(lexes) if x.has_word("to")]
        if len(tos) > 1:
            return WordsError(K.NOT_UNDERSTOOD, text=_texts(lexes))
        if tos:
            left, right = lexes[: tos[0]], lexes[tos[0] + 1 :]
            if not right:
                return WordsError(K.MISSING_DESTINATION, text=_texts(lexes), command="move")
        else:
            left, right = lexes, None
        lrefs = _refs(left, high=self.game.columns)
        if (
            isinstance(lrefs, RangeError)
            and lrefs.kind is K.COLUMN_OUT_OF_RANGE
            and right is not None
            and self.onto_card(right)
        ):
            # "negen op de tien": moved onto a card, a number that cannot be a column is the
            # card of that rank ("9 naar 3" stays a column that is not there)
            lrefs = _refs(left, high=self.game.columns, moved=True)
        if isinstance(lrefs, ParseError):
            return lrefs
        if any(isinstance(r, _EmptyRef) for r in lrefs):
            return WordsError(K.NOT_UNDERSTOOD, text=_texts(left))  # an empty column moves nothing
        froms = [r for r in lrefs if isinstance(r, _FromRef)]
        srcs: list[_CardRef | _ColRef] = [r for r in lrefs if isinstance(r, (_CardRef, _ColRef))]
        if len(froms) > 1:
            return WordsError(K.NOT_UNDERSTOOD, text=_texts(left))
        from_col = froms[0].column if froms else None
        dest: _CardRef | _ColRef | _EmptyRef | None = None
        if right is not None:
            rrefs = _refs(right, dest=True, high=self.game.columns)
            if isinstance(rrefs, ParseError):
                return rrefs
            if len(rrefs) != 1 or isinstance(rrefs[0], _FromRef):
                twice = _twice(rrefs)
                return twice or WordsError(K.NOT_UNDERSTOOD, text=_texts(right))
            dest = rrefs[0]
            if not srcs and from_col is not None:
                # "van kolom 7 naar kolom 5": the face-up cards of column 7 that fit there
                srcs, from_col = [_ColRef(from_col, _texts(left), bare=False)], None
            if not srcs:
                if self.choices and from_col is None:
                    return self.pick_by_destination(dest)
                return WordsError(K.MISSING_SOURCE, text=_texts(lexes), command="move")
            if len(srcs) > 1:
                twice = _twice(srcs)
                return twice or WordsError(K.NOT_UNDERSTOOD, text=_texts(left))
            src = srcs[0]
            if isinstance(src, _CardRef) and isinstance(dest, _CardRef):
                dest = self.terse_column(src, dest)  # "h4 naar k7"
        else:
            if not srcs:
                return WordsError(K.MISSING_SOURCE, text=_texts(lexes), command="move")
            if len(srcs) > 2:
                twice = _twice(srcs)
                return twice or WordsError(K.NOT_UNDERSTOOD, text=_texts(lexes))
            src = srcs[0]
            if len(srcs) == 2:
                # "k7 k7": the second is kolom 7 first (klaveren 7 cannot lie on itself), so
                # only a card that stays a card is the same card named twice
                dest = srcs[1]
                if isinstance(src, _CardRef):
                    dest = self.terse_column(src, dest)
                twice = _twice(srcs) if isinstance(dest, _CardRef) else None
                if twice is not None:
                    return twice
                if isinstance(src, _ColRef):
                    return WordsError(K.NOT_UNDERSTOOD, text=_texts(lexes))
            elif isinstance(src, _CardRef) and not verbs and from_col is None:
                column = self.lettered_column(src)
                if column is not None:  # "k 11" in Double Scorpion: column 11 read
                    return ShowColumn(column)
            elif isinstance(src, _ColRef):
                if src.bare and not verbs and from_col is None:
                    return RangeError(K.NUMBER_ALONE, number=src.column + 1, text=src.text)
                return WordsError(K.MISSING_DESTINATION, text=_texts(lexes), command="move")
        if (
            isinstance(src, _CardRef)
            and isinstance(dest, _CardRef)
            and src.exact is not None
            and src.exact == dest.exact
        ):
            return BoardError(K.CARD_TWICE, card=src.exact, text=f"{src.text} {dest.text}")
        result = self.resolve(src, dest, from_col)
        if isinstance(result, Ambiguous) and self.choices:
            narrowed = tuple(o for o in result.options if o in self.choices)
            if len(narrowed) == 1:
                return self.checked(narrowed[0])
        return result

    def onto_card(self, right: list[Lexeme]) -> bool:
        """The destination side of a move names a card (``op de tien``, ``op harten 10``)."""
        refs = _refs(right, dest=True, high=self.game.columns)
        return not isinstance(refs, ParseError) and len(refs) == 1 and isinstance(refs[0], _CardRef)

    def terse_column(self, src: _CardRef, dest: _CardRef | _ColRef) -> _CardRef | _ColRef:
        """Terse dictation ``h4 k7``: the second word is ``kolom 7`` (``k``, the first letter
        of the column word), unless the card it would also name (klaveren 7) is one the first
        card may lie on."""
        if not isinstance(dest, _CardRef) or dest.exact is None or src.exact is None:
            return dest
        number = self.lettered_number(dest)
        if number is None:
            return dest
        if not 1 <= number <= self.game.columns or dest.exact in self.game.fits(src.exact):
            return dest
        return _ColRef(number - 1, dest.text, bare=False)

    def lettered_number(self, ref: _CardRef) -> int | None:
        """The number after the column word's first letter (``k7``, ``k 7``, dictated ``k
        zeven``), or ``None`` when ``ref`` is not written so."""
        words = ref.text.split()
        letters = {w[0] for w in self.vocab.aliases.get("word column", ())[:1] if w}
        if len(words) != 2 or words[0] not in letters:
            return None
        if words[1].isdecimal():
            return int(words[1])
        said = self.vocab.meaning((words[1],))  # a number in words: "k zeven"
        if said is None or said.number is None or said.suits or said.card is not None:
            return None
        return said.number

    def lettered_column(self, ref: _CardRef) -> int | None:
        """``k 11`` alone, in a game with 11 columns or more: column 11 (the first letter of
        the column word and a number no card value below the jack has), not klaverenboer."""
        number = self.lettered_number(ref)
        if number is None:
            return None
        return number - 1 if 10 < number <= self.game.columns else None

    def pick_by_destination(self, dest: _CardRef | _ColRef | _EmptyRef) -> Result:
        columns = self.destinations(dest)
        if isinstance(columns, ParseError):
            return columns
        matching = tuple(c for c in self.choices if isinstance(c, Move) and c.to in columns)
        if len(matching) == 1:
            return self.checked(matching[0])
        if len(matching) > 1:
            return Ambiguous(matching)
        return BoardError(K.NO_MATCH, text=dest.text, to_column=columns[0] if columns else None)

    def already_on(self, card: Card, target: Card) -> BoardError | None:
        """``card`` lies face up directly on ``target`` (a copy of each, in Double Scorpion):
        the player asked to put it where it already lies (trial 10: "Harten 7 ligt niet
        bovenaan een kolom." was true, but not what they needed to hear)."""
        game = self.game
        for loc in game.locate_all(card):
            if loc.place is not Place.COLUMN or loc.column is None or loc.index is None:
                continue
            if not loc.face_up or loc.index == 0:
                continue
            if game.column(loc.column)[loc.index - 1] == target:
                below = loc.index - 1 >= game.face_down_count(loc.column)
                if below:  # a face-down card under it is never named
                    return BoardError(K.ALREADY_ON, card=card, cards=(target,), column=loc.column)
        return None

    def destinations(self, dest: _CardRef | _ColRef | _EmptyRef) -> list[int] | ParseError:
        game = self.game
        if isinstance(dest, _ColRef):
            return [dest.column]
        if isinstance(dest, _EmptyRef):
            empty = [c for c in range(game.columns) if game.top(c) is None]
            return empty or WordsError(K.NO_EMPTY_COLUMN, text=dest.text)
        card = dest.exact
        if card is None:
            cols = [c for c in range(game.columns) if game.top(c) in dest.cards]
            if not cols:
                return BoardError(K.NO_MATCH, text=dest.text)
            return cols
        # every copy counts (two in Double Scorpion): the one on top of a column is meant; a
        # copy face down under the other names the same column, once
        places = game.locate_all(card)
        tops = [
            loc.column
            for loc in places
            if loc.place is Place.COLUMN and loc.column is not None and game.top(loc.column) == card
        ]
        if tops:
            return list(dict.fromkeys(tops))
        if all(
            loc.place is Place.RESERVE or (loc.place is Place.COLUMN and not loc.face_up)
            for loc in places
        ):
            return BoardError(K.NOT_VISIBLE, card=card)
        return BoardError(K.NOT_ON_TOP, card=card)

    def resolve(
        self,
        src: _CardRef | _ColRef,
        dest: _CardRef | _ColRef | _EmptyRef | None,
        from_col: int | None,
    ) -> Result:
        game = self.game
        implied = dest is None
        if dest is None:
            dests = list(range(game.columns))
        else:
            found = self.destinations(dest)
            if isinstance(found, ParseError):
                named = src.exact if isinstance(src, _CardRef) else None
                if named is not None and isinstance(dest, _CardRef):
                    # "harten 4 op harten 5", or "op de vijf" (trial 12: "Harten 4 kan niet op
                    # de vijf. Harten 4 ligt al op harten 5"), where it lies already
                    for target in sorted(dest.cards, key=lambda c: c.index):
                        already = self.already_on(named, target)
                        if already is not None:
                            return already
                if found.kind is K.NO_MATCH and named is not None and found.card is None:
                    loc = game.locate(named)
                    if loc.place is Place.COLUMN and loc.face_up:
                        # "harten 4 op de vijf" and no five on top: say where harten 4 fits
                        return _with(found, card=named)
                    if not self.visible_or_removed(named):
                        # "harten 4 naar 9" with harten 4 face down: that is what matters
                        # (trial 4: "Geen open kaart past bij 9." said nothing of harten 4)
                        return BoardError(K.NOT_VISIBLE, card=named)
                return found
            dests = found
        exact: Card | None = None
        if isinstance(src, _CardRef):
            exact = src.exact
            if exact is not None:
                loc = game.locate(exact)
                if loc.place is Place.REMOVED:
                    return Refused(Refusal(Reason.CARD_REMOVED, exact))
                if not self.visible_or_removed(exact):
                    return BoardError(K.NOT_VISIBLE, card=exact)
                if from_col is not None and not any(
                    other.column == from_col and other.face_up for other in game.locate_all(exact)
                ):
                    return BoardError(K.NOT_IN_COLUMN, card=exact, column=from_col)
                candidates = [exact]
            else:
                if implied:
                    return WordsError(K.INCOMPLETE_CARD, text=src.text, command="move")
                cols = range(game.columns) if from_col is None else (from_col,)
                candidates = [c for col in cols for c in game.face_up(col) if c in src.cards]
                if not candidates:
                    return BoardError(K.NO_MATCH, text=src.text, column=from_col)
        else:
            candidates = list(game.face_up(src.column))
            if not candidates:
                return BoardError(K.EMPTY_COLUMN, column=src.column)
        moves: list[Move] = []
        # Double Scorpion: "harten 4 uit kolom 3" names the copy.
        copy_col = from_col if game.spec.decks > 1 else None
        if isinstance(src, _ColRef) and game.spec.decks > 1:
            copy_col = src.column  # "van kolom 14 naar kolom 1": the copy in column 14
        copies: list[Refusal] = []
        for card in dict.fromkeys(candidates):
            found_moves: list[Move] = []
            for d in dests:
                if implied and self.whole_column(card) and game.top(d) is None:
                    continue
                refusal = game.check(Move(card, d, copy_col))
                if refusal is None:
                    found_moves.append(Move(card, d, copy_col))
                elif refusal.reason is Reason.AMBIGUOUS_CARD:
                    # both copies can go there: a move all the same, the player says which
                    copies.append(refusal)
                    found_moves += [Move(card, d, s) for s in refusal.sources]
            if len(found_moves) > 1 and all(game.top(m.to) is None for m in found_moves):
                first = found_moves[0].to  # a king: the leftmost empty column
                found_moves = [m for m in found_moves if m.to == first]
            moves += found_moves
        if len(moves) == 1:
            return Play(moves[0])
        if len(copies) == 1 and len({(mv.card, mv.to) for mv in moves}) == 1:
            return Refused(copies[0])  # "Welke harten 4: in kolom 3 of in kolom 9?"
        if moves:
            ordered: list[Move] = sorted(moves, key=lambda mv: (mv.to, mv.card.index))
            return Ambiguous(tuple(ordered))
        if len(set(candidates)) == 1 and len(dests) == 1:
            refusal = game.check(Move(candidates[0], dests[0], copy_col))
            if refusal is not None:
                return Refused(refusal)
            return Play(Move(candidates[0], dests[0], copy_col))
        if exact is not None:
            if implied:
                return BoardError(K.NO_TARGET, card=exact, cards=game.fits(exact))
            return BoardError(K.NO_MATCH, text=dest.text if dest is not None else None, card=exact)
        if isinstance(src, _ColRef) and isinstance(dest, _ColRef):
            if src.column == dest.column:
                return BoardError(K.SAME_COLUMN, column=src.column)
            return BoardError(K.NO_MOVE_BETWEEN, column=src.column, to_column=dest.column)
        return BoardError(
            K.NO_MATCH,
            text=src.text,
            column=from_col if isinstance(src, _CardRef) else src.column,
            to_column=dests[0] if len(dests) == 1 else None,
        )

    def whole_column(self, card: Card) -> bool:
        """``card`` is a king lying alone at the bottom of its column, nothing face down."""
        loc = self.game.locate(card)
        return loc.column is not None and loc.index == 0 and card.rank == Rank.HEER


#: The setting each settings command changes, by its command id (``settings`` answers it).
_SETTING_OF: dict[type, str] = {
    SetOutput: "output",
    SetVerbosity: "verbosity",
    ChangeVerbosity: "verbosity",
    SetRate: "rate",
    ChangeRate: "rate",
    SetLanguage: "language",
    SetSound: "sound",
    SetVolume: "volume",
    SetAnswer: "answer",
}


def _action_topic(result: Result) -> str | None:
    """The help topic (a command id; ``give_up``: the term) of the action ``result`` does."""
    match result:
        case Undo():
            return "undo"
        case BackToMove():
            return "backto"
        case Redo():
            return "redo"
        case Quit():
            return "quit"
        case NewGame():
            return "new"
        case GiveUp():
            return "give_up"
        case Play(action=action) if isinstance(action, Move):
            return "move"
        case Play() | Refused() if _act(result) is Act.DEAL:
            return "deal"
        case Refused(refusal=refusal) if refusal.card is not None:
            return "move"
    return None


def _setting_topic(result: Result) -> str | None:
    """The help topic (a command id) of the setting ``result`` changes."""
    match result:
        case SetSound():
            return "sound"
        case SetVolume():
            return "volume"
        case SetRate() | ChangeRate():
            return "rate"
        case SetVerbosity() | ChangeVerbosity():
            return "verbosity"
        case SetOutput():
            return "output"
        case SetLanguage():
            return "language"
        case SetAnswer():
            return "answer"
    return None


def _act(result: Result, game: Game | None = None) -> Act | None:
    """The action a result would do, when it changes the game (asked about: ``can_do``)."""
    if (
        isinstance(result, NewGame)
        and game is not None
        and result.number is not None
        and result.number == game.deal_number
        and result.variant in (None, game.variant)
        and result.rules in (None, game.rules)
    ):
        return Act.RESTART  # "kan ik dit spel opnieuw spelen"
    match result:
        case Play(action=action) if not isinstance(action, Move):
            return Act.DEAL
        case Refused(refusal=refusal) if refusal.card is None and refusal.reason in _DEAL_REFUSALS:
            return Act.DEAL
        case Undo() | BackToMove():
            return Act.UNDO
        case Redo():
            return Act.REDO
        case NewGame():
            return Act.NEW_GAME
        case GiveUp():
            return Act.GIVE_UP
        case Quit():
            return Act.QUIT
        case (
            SetOutput()
            | SetVerbosity()
            | SetRate()
            | SetLanguage()
            | SetSound()
            | SetVolume()
            | ChangeRate()
            | ChangeVerbosity()
            | SetAnswer()
        ):
            return Act.SETTING
    return None


def _twice(refs: Sequence[_Ref]) -> ParseError | None:
    """Two card references side by side where one card was meant."""
    cards = [r for r in refs if isinstance(r, _CardRef)]
    for a, b in itertools.pairwise(cards):
        if a.exact is not None and a.exact == b.exact:
            return BoardError(K.CARD_TWICE, card=a.exact, text=f"{a.text} {b.text}")
        if a.exact is None or b.exact is None:
            return BoardError(K.CARD_TWICE, text=f"{a.text} {b.text}")
    return None


#: A rule set's word -> the term whose meaning answers ``help`` on it (``help traditioneel``).
#: The command whose help a value's word asks for (``help spraak``: help on uitvoer).
_VALUE_TOPICS = {
    "output": "output",
    "verbosity": "verbosity",
    "sound": "sound",
    "answer": "answer",
    "scope": "statistics",
}

_RULES_TERMS = {"klassiek": "classic", "versoepeld": "relaxed", "traditioneel": "traditional"}


def _rules_term(values: frozenset[tuple[str, str]]) -> str | None:
    """The term a rule set's word names (``traditioneel``: ``traditional``), or ``None``."""
    terms = {_RULES_TERMS[v] for k, v in values if k == "rules" and v in _RULES_TERMS}
    return terms.pop() if len(terms) == 1 else None


def topic_of(vocab: Vocabulary, words: list[str]) -> str | None:
    """The help topic ``words`` name (a command id, ``keys`` or ``cards``), or ``None``."""
    tokens: list[str] = []
    for w in words:
        tokens += normalize.tokens(w)
    if not tokens:
        return None
    phrase = tuple(tokens)
    if phrase in {(c.id,) for c in COMMANDS} or phrase in {(t,) for t in EXTRA_TOPICS}:
        return phrase[0]
    lexes = lex(tokens, vocab)
    if len(lexes) != 1 or not lexes[0].known:
        return None
    m = lexes[0].m
    if m.commands:
        return min(m.commands, key=lambda c: _COMMAND_ORDER.get(c, 99))
    if "verb" in m.words:
        return "move"
    topics = [v for (k, v) in m.values if k == "topic"]
    if topics:
        return topics[0]
    if m.suits or m.ranks or m.number is not None or m.card is not None:
        return "cards"
    if m.words & {"to", "from", "column"}:
        return "move"
    return None


def _with_suggestion(error: ParseError, text: str) -> ParseError:
    return _with(error, suggestion=text)


def _with(error: ParseError, **fields: object) -> ParseError:
    from dataclasses import replace

    return replace(error, **fields)  # type: ignore[arg-type]
