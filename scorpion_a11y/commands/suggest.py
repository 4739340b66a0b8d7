"""The closest valid command to a line that was not understood (``Bedoelde je: ...?``).

Each unknown word is replaced by the most similar word of the vocabulary, and the corrected
line is parsed again: when it means something, that is the suggestion. A move is suggested
in its full form (``harten 4 naar kolom 7``), ready to be typed. Failing that, a short line is
compared with every command phrase as a whole.
"""

from __future__ import annotations

import difflib
from functools import lru_cache
from typing import Final, Protocol

from ..game.cards import DECK
from ..game.engine import Move
from ..game.events import Reason
from ..i18n import Translator
from ..names import card_name
from . import lexer, meaning, normalize
from .model import (
    ArgumentError,
    BoardError,
    ChoiceError,
    Meant,
    Nothing,
    ParseError,
    ParseErrorKind,
    Play,
    RangeError,
    ReadOnly,
    Refused,
    Result,
    WordsError,
)
from .vocabulary import Vocabulary

#: What a slip is corrected into: a line to offer ("Bedoelde je: ...?") or what the corrected
#: line would answer.
Offer = str | Meant


class Reparser(Protocol):
    """What a suggestion needs of the parser: its language and a second reading of words."""

    tr: Translator
    vocab: Vocabulary

    def reparse(self, tokens: list[str]) -> Result: ...


K = ParseErrorKind

#: Lines with more words than this get no suggestion (they are not a slip of the tongue).
MAX_WORDS = 10
MAX_UNKNOWN = 3
#: How similar a word must be to a vocabulary word to be offered instead (difflib ratio):
#: 0.6 offered 'oplosbaar' for 'foo bar'; 0.72 still turns 'bort' into 'bord', 'kolm' into 'kolom'.
CUTOFF = 0.72
#: The same for a whole short line compared with every command phrase.
PHRASE_CUTOFF = 0.8
#: Candidates for a slip less close than the closest by more than this are not tried: a
#: move whose suit word has a slip is never read as a command another word makes of it.
MARGIN = 0.08


class _NoReading:
    """The corrected line is still no command."""


_NO_READING: Final = _NoReading()


def move_text(parser: Reparser, move: Move) -> str:
    return move_text_for(parser.tr, move)


def move_text_for(tr: Translator, move: Move) -> str:
    """A move as the player can type it, in ``tr``'s language."""
    # Translators: a move written as the player would type it, offered as a suggestion
    # ("Bedoelde je: harten 4 naar kolom 7?"). It must parse as a command in this language.
    pattern = tr.pgettext("command", "{card} to column {column}")
    card = card_name(tr, move.card)
    if move.src is not None:  # Double Scorpion: the copy, by the column it lies in
        # Translators: a card named with the column it lies in (Double Scorpion has two of
        # each card): "harten 4 uit kolom 3".
        card = tr.gettext("{card} from column {column}").format(card=card, column=move.src + 1)
    return pattern.format(card=card, column=move.to + 1)


def _closest(word: str, words: tuple[str, ...]) -> list[str]:
    """Up to three vocabulary words close to ``word``, the closest first."""
    if normalize.number(word) is not None or len(word) < 2:
        return []
    return list(_close_matches(word, words))


@lru_cache(maxsize=4096)
def _close_matches(word: str, words: tuple[str, ...]) -> tuple[str, ...]:
    """difflib's closest words, worked out once per word and vocabulary (the same slip comes
    back often, and the comparison with every word is the slow part of reading a line)."""
    return tuple(_near(word, words, 3, CUTOFF))


def _near(text: str, candidates: tuple[str, ...], n: int, cutoff: float) -> list[str]:
    """``difflib.get_close_matches(text, candidates, n, cutoff)``, the same answer, without
    comparing the candidates whose length alone keeps them under ``cutoff`` (difflib's own
    first test, its ``real_quick_ratio``, done here once per length)."""
    a = len(text)
    near = [
        candidate
        for b, group in _by_length(candidates).items()
        if 2.0 * min(a, b) / (a + b) >= cutoff
        for candidate in group
    ]
    return difflib.get_close_matches(text, near, n, cutoff)


@lru_cache(maxsize=16)
def _by_length(candidates: tuple[str, ...]) -> dict[int, tuple[str, ...]]:
    groups: dict[int, list[str]] = {}
    for candidate in candidates:
        groups.setdefault(len(candidate), []).append(candidate)
    return {length: tuple(group) for length, group in groups.items()}


def _rank(word: str, candidate: str, vocab: Vocabulary, tr: Translator) -> tuple[float, int, int]:
    """Closest first; among equally close words, a command word before a value (``bort``:
    ``bord`` before ``kort``), then a word of the card names the game says (``heartz``:
    ``hearts`` before ``heart``)."""
    meaning = vocab.meaning((candidate,))
    command = meaning is not None and bool(meaning.commands)
    said = candidate in _card_words(tr)
    return (
        -difflib.SequenceMatcher(None, word, candidate).ratio(),
        0 if command else 1,
        0 if said else 1,
    )


@lru_cache(maxsize=8)
def _card_words(tr: Translator) -> frozenset[str]:
    """Every word of the card names as the game says them (``4 of hearts``, ``hartenvrouw``)."""
    return frozenset(w for card in DECK for w in normalize.tokens(card_name(tr, card)))


def _outcome(parser: Reparser, fixed: list[str], changed: tuple[int, ...]) -> Offer | _NoReading:
    """What the corrected line ``fixed`` gives: a line to offer, what it would answer
    (:class:`Meant`), or ``_NO_READING`` when it is still no command, or when a slip became
    a word that only frames a command (``laten``, ``graag``) and the line acts: the slip was
    dropped, not corrected (``hatren 2 naar kolom 1`` is never ``laten 2 naar kolom 1``,
    the card of column 2, which the player never named)."""
    result = parser.reparse(fixed)
    if isinstance(result, (WordsError, Nothing)):
        return _NO_READING
    if not isinstance(result, ReadOnly) and any(_framing(fixed[i], parser.vocab) for i in changed):
        return _NO_READING
    text = " ".join(fixed)
    if isinstance(result, Refused):
        if result.refusal.reason is Reason.AMBIGUOUS_CARD:
            return text  # "ja" asks which copy, as typing it would
        return Meant(text, result)
    if isinstance(result, (RangeError, BoardError, ArgumentError, ChoiceError)):
        return Meant(text, result)
    return text  # a move, a choice of moves, a command: what typing it does


#: The kinds of word that frame a command without naming any of it (fillers, requests,
#: question words, trailing verbs such as 'zien').
_FRAMING = frozenset({"filler", "request", "question", "trailing"})


def _framing(word: str, vocab: Vocabulary) -> bool:
    meaning = vocab.meaning((word,))
    return (
        meaning is not None
        and bool(meaning.words)
        and meaning.words <= _FRAMING
        and not (meaning.suits or meaning.ranks or meaning.commands or meaning.values)
        and meaning.number is None
        and meaning.card is None
    )


def _candidates(word: str, vocab: Vocabulary, tr: Translator) -> list[str]:
    """The words ``word`` may be a slip of, only those about as close as the closest
    (``schopen``: schoppen, never schorpioen, which names a new game); among them a word of
    the card names as the game says them first (``hartz``: ``hearts`` before ``heart``),
    then the closest."""
    near = _closest(word, _with_cards(vocab, tr))
    if not near:
        return []
    scored = sorted((_rank(word, c, vocab, tr), c) for c in near)
    best = -scored[0][0][0]
    close = [(rank, c) for rank, c in scored if -rank[0] >= best - MARGIN]
    return [c for rank, c in sorted(close, key=lambda pair: (pair[0][2], pair[0]))]


def _compounds(vocab: Vocabulary, tr: Translator) -> tuple[str, ...]:
    """The card names the game says as one word (``hartenvrouw``, ``schoppenaas``), for the
    slips in them (``hartenvrow``, ``schopenboer``); none in a language that says them in
    several words (``queen of hearts``)."""
    names = {card_name(tr, card) for card in DECK}
    return tuple(
        sorted(
            word
            for name in names
            if len(words := normalize.tokens(name)) == 1
            and lexer.known_token(word := words[0], vocab)
        )
    )


#: each vocabulary's words with the glued card names, made once (a vocabulary is made once
#: per language and kept; it is kept here beside its words, so its id stays its own)
_WORDS: dict[int, tuple[Vocabulary, tuple[str, ...]]] = {}


def _with_cards(vocab: Vocabulary, tr: Translator) -> tuple[str, ...]:
    made = _WORDS.get(id(vocab))
    if made is None or made[0] is not vocab:
        made = (vocab, tuple(sorted({*vocab.word_list, *_compounds(vocab, tr)})))
        _WORDS[id(vocab)] = made
    return made[1]


def keeps_words(typed: list[str], offered: list[str], vocab: Vocabulary) -> bool:
    """Whether ``offered`` keeps every word of ``typed`` the game knows, in order (a
    suggestion corrects the unknown words and changes no other)."""
    rest = iter(offered)
    return all(
        any(word == other for other in rest) for word in typed if lexer.known_token(word, vocab)
    )


def suggestion(error: ParseError, tokens: list[str], parser: Reparser) -> Offer | None:
    """A valid command close to ``tokens`` (the line's words as typed), what a corrected
    line would answer (:class:`Meant`), or ``None``.

    Only the words the game does not know are corrected, each into a word about as close as
    the closest; every other word stays (``hatren 2 naar kolom 1``: ``harten 2 naar kolom
    1``, never another card or another kind of command)."""
    if len(tokens) > MAX_WORDS:
        return None
    vocab = parser.vocab
    if error.kind in (K.UNKNOWN_WORD, K.UNKNOWN_TOPIC, K.BAD_VALUE, K.NOT_UNDERSTOOD):
        found = _corrected(tokens, parser)
        if not isinstance(found, _NoReading):
            return found
    if error.kind is K.NOT_UNDERSTOOD and len(tokens) == 2:
        # "2 7", "harten 4 7"-like slips: with the word "to" between them
        to_word = vocab.main_word("word to")
        if to_word:
            between = normalize.tokens(to_word)
            fixed = [tokens[0], *between, tokens[1]]
            found = _outcome(parser, fixed, tuple(range(1, 1 + len(between))))
            if isinstance(found, str):
                return found
    if error.kind is K.MISSING_DESTINATION:
        # "harten 4 naar": where it would go without a destination
        to_words = set(vocab.aliases.get("word to", ()))
        left = []
        for t in tokens:
            if t in to_words:
                break
            left.append(t)
        if left and left != tokens:
            result = parser.reparse(left)
            if isinstance(result, Play) and isinstance(result.action, Move):
                return _destination(parser, left, result.action)
    if error.kind in (K.UNKNOWN_WORD, K.UNKNOWN_TOPIC) and len(tokens) <= 4:
        line = " ".join(tokens)
        near = _near(line, vocab.command_lines, 1, PHRASE_CUTOFF)
        if near and keeps_words(tokens, near[0].split(), vocab):
            result = parser.reparse(near[0].split())
            if not isinstance(result, (ParseError, Nothing)):
                return near[0]
    return None


def _corrected(tokens: list[str], parser: Reparser) -> Offer | _NoReading:
    """The line with each unknown word replaced by its closest word; the first one's
    equally close words (``bort``: kort, bord) are tried in turn until one reads."""
    vocab = parser.vocab
    # a word only the reading by meaning knows ("heen" of "waar kan X heen") stays as typed
    known = meaning.lexicon(parser.tr).known
    unknown = [i for i, t in enumerate(tokens) if not (lexer.known_token(t, vocab) or t in known)]
    if not unknown or len(unknown) > MAX_UNKNOWN:
        return _NO_READING
    fixed = list(tokens)
    options: list[tuple[int, list[str]]] = []
    for i in unknown:
        near = _candidates(tokens[i], vocab, parser.tr)
        if near:
            fixed[i] = near[0]
            options.append((i, near))
    if not options:
        return _NO_READING
    changed = tuple(i for i, _ in options)
    position, candidates = options[0]
    for candidate in candidates:
        fixed[position] = candidate
        found = _outcome(parser, fixed, changed)
        if not isinstance(found, _NoReading):
            return found
    return _NO_READING


def _destination(parser: Reparser, left: list[str], move: Move) -> str:
    """``harten 4 naar`` completed with the one place the card can go, in the player's own
    words (a card picked by its column keeps the column: ``kolom 2 naar kolom 5``)."""
    if move.src is None:
        pattern = parser.tr.pgettext("command", "{card} to column {column}")
        text = pattern.format(card=" ".join(left), column=move.to + 1)
        again = parser.reparse(normalize.tokens(text))
        if isinstance(again, Play) and again.action == move:
            return text
    return move_text(parser, move)
