"""The closest valid command to a line that was not understood (``Bedoelde je: ...?``).

Each unknown word is replaced by the most similar word of the vocabulary, and the corrected
line is parsed again: when it means something, that is the suggestion. A move is suggested
in its full form (``harten 4 naar kolom 7``), ready to be typed. Failing that, a short line is
compared with every command phrase as a whole.
"""

from __future__ import annotations

import difflib
from functools import lru_cache
from typing import Protocol

from ..game.cards import Rank
from ..game.engine import Move
from ..i18n import Translator
from ..names import card_name
from . import normalize
from .lexer import lex
from .model import Ambiguous, NewGame, ParseError, ParseErrorKind, Play, Refused, Result
from .vocabulary import Vocabulary


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


def _as_text(
    parser: Reparser, result: Result, tokens: list[str], typed: list[str] | None = None
) -> str | None:
    """What to offer for a corrected line that reads as ``result``: only what can be done,
    and only what the line named.

    A move the rules refuse, or one of several, is never offered: "ja" would not do it. A
    move of a card the corrected line does not name is never offered either (trial 5:
    "hatren 2 naar kolom 1" offered "schoppenboer naar kolom 1"), nor a new game the line did
    not ask for (trial 5: "schopen 9" offered "schorpioen 9", and "ja" started deal 9)."""
    if isinstance(result, ParseError):
        return result.suggestion
    if isinstance(result, Play) and isinstance(result.action, Move):
        if not _names(parser, tokens, result.action):
            return None
        return move_text(parser, result.action)
    if isinstance(result, NewGame) and not _asks_new_game(parser, typed or []):
        return None
    if isinstance(result, (Refused, Ambiguous)):
        return None
    if isinstance(result, Play) or tokens:
        return " ".join(tokens)
    return None


def _names(parser: Reparser, tokens: list[str], move: Move) -> bool:
    """The corrected line names the card ``move`` moves, when it names a card at all: the
    whole card, or its suit and its value (``2 naar 7`` names only columns)."""
    lexes = lex(tokens, parser.vocab)
    cards = {x.m.card for x in lexes if x.m.card is not None}
    suits = {suit for x in lexes for suit in x.m.suits}
    ranks = {rank for x in lexes for rank in x.m.ranks}
    for i, x in enumerate(lexes):  # "harten 4", "4 harten": the number beside a suit
        n = x.m.number
        beside = lexes[max(0, i - 1) : i] + lexes[i + 1 : i + 2]
        if n is not None and 1 <= n <= 13 and any(y.m.suits for y in beside):
            ranks.add(Rank(n))
    if cards:
        return move.card in cards
    if suits and ranks:
        return move.card.suit in suits and move.card.rank in ranks
    return not suits and not ranks  # half a card ("schoppen naar 3") would be a guess


def _asks_new_game(parser: Reparser, typed: list[str]) -> bool:
    """A word of the typed line itself (not a correction) is the new-game command's."""
    for token in typed:
        meaning = parser.vocab.meaning((token,))
        if meaning is not None and "new" in meaning.commands:
            return True
    return False


def _adds_something(vocab: Vocabulary, candidate: str) -> bool:
    """A word that means something of its own: not one that a line may leave out (``laten``,
    ``graag``), which as a correction would drop the word typed (trial 5: "hatren" read as
    "laten" left "2 naar kolom 1", a move of another card)."""
    meaning = vocab.meaning((candidate,))
    if meaning is None:
        return False
    return bool(
        meaning.commands
        or meaning.values
        or meaning.suits
        or meaning.ranks
        or meaning.card is not None
        or meaning.number is not None
        or meaning.words - _LEAVE_OUT
    )


#: Kinds of word a line may do without (see ``_adds_something``).
_LEAVE_OUT = frozenset({"request", "filler", "trailing", "article", "definite", "dictation"})


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


def _rank(word: str, candidate: str, vocab: Vocabulary) -> tuple[float, int]:
    """Closest first; among equally close words, a command word before a value (``bort``:
    ``bord`` before ``kort``)."""
    meaning = vocab.meaning((candidate,))
    command = meaning is not None and bool(meaning.commands)
    return (-difflib.SequenceMatcher(None, word, candidate).ratio(), 0 if command else 1)


def suggestion(error: ParseError, tokens: list[str], parser: Reparser) -> str | None:
    """A valid command close to ``tokens``, or ``None``."""
    if len(tokens) > MAX_WORDS:
        return None
    vocab = parser.vocab
    if error.kind in (K.UNKNOWN_WORD, K.UNKNOWN_TOPIC, K.BAD_VALUE, K.NOT_UNDERSTOOD):
        words = vocab.word_list
        fixed: list[str] = []
        first: tuple[int, list[str]] | None = None  # the first corrected word and its candidates
        changed = 0
        for t in tokens:
            if t in vocab.words or normalize.number(t) is not None or changed >= MAX_UNKNOWN:
                fixed.append(t)
                continue
            near = [w for w in _closest(t, words) if _adds_something(vocab, w)]
            if not near:
                fixed.append(t)
                continue
            if first is None:
                first = (len(fixed), near)
            fixed.append(near[0])
            changed += 1
        if first is not None:
            # Equally close words ("bort": kort, bord) are tried in turn until one makes sense;
            # a farther word is never tried instead of the closest ("schopen": schoppen, not
            # schorpioen).
            position, candidates = first
            word = tokens[position]
            candidates = sorted(candidates, key=lambda c: _rank(word, c, vocab))
            closest = _rank(word, candidates[0], vocab)[0]
            for candidate in candidates:
                if _rank(word, candidate, vocab)[0] != closest:
                    break
                fixed[position] = candidate
                text = _as_text(parser, parser.reparse(fixed), fixed, tokens)
                if text is not None:
                    return text
    if error.kind is K.NOT_UNDERSTOOD and len(tokens) == 2:
        # "2 7", "harten 4 7"-like slips: with the word "to" between them
        to_word = vocab.main_word("word to")
        if to_word:
            fixed = [tokens[0], *normalize.tokens(to_word), tokens[1]]
            text = _as_text(parser, parser.reparse(fixed), fixed, tokens)
            if text is not None:
                return text
    if error.kind is K.MISSING_DESTINATION:
        # "harten 4 naar": where it would go without a destination
        to_words = {w for key in ("word to",) for f in vocab.aliases.get(key, ()) for w in [f]}
        left = []
        for t in tokens:
            if t in to_words:
                break
            left.append(t)
        if left and left != tokens:
            result = parser.reparse(left)
            if isinstance(result, Play) and isinstance(result.action, Move):
                return move_text(parser, result.action)
    if error.kind in (K.UNKNOWN_WORD, K.UNKNOWN_TOPIC) and len(tokens) <= 4:
        line = " ".join(tokens)
        found = _near(line, vocab.command_lines, 1, PHRASE_CUTOFF)
        if found:
            result = parser.reparse(found[0].split())
            if not isinstance(result, ParseError):
                return found[0]
    return None
