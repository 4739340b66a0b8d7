"""Natural speech around a command: what people add when they type or dictate.

``hoeveel punten heb ik``, ``geef me een hint``, ``kun je harten 4 naar kolom 7 zetten``,
``wat ligt er in kolom 2``, ``score alsjeblieft punt``. The words come from the catalogs
(``word question``, ``word request``, ``word article``, ``word trailing verb``,
``word dictation``; see :mod:`.vocabulary`), so every language has its own.

Two steps. :func:`prepare` works on tokens before lexing: filler and politeness words go
everywhere (``de``, ``graag``, ``even``, ``maar``), spoken punctuation goes at the end
(``punt``), and a definite article between ``naar`` and a number is kept, because
``naar de vijf`` names the card, not column 5. :func:`reduce` is tried only when the line as
typed is not a command: it drops question and request words, an article before a command word
(``een hint``) and a verb at the end. A line that needed question words dropped may only
become a question or request, never a move: ``wat is harten 5`` says where harten 5 lies
and never moves it. A refusal is better than a wrong move.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..i18n import Translator
from . import normalize
from .lexer import Lexeme
from .vocabulary import SPEECH_WORDS, Vocabulary, vocabulary

#: The prefix that marks a kept definite article in the token list (see :func:`prepare`).
DEFINITE = "\x00"
#: The prefix that marks a kept "empty" before a column word (``naar de lege kolom``).
EMPTY = "\x01"


def prepare(tokens: Sequence[str], vocab: Vocabulary) -> list[str]:
    """``tokens`` without fillers and trailing spoken punctuation (see the module text)."""
    out = list(tokens)
    changed = True
    while changed and len(out) > 1:  # "punt", or "score punt punt": never the whole line
        changed = False
        for phrase in vocab.dictation:
            if len(out) > len(phrase) and tuple(out[-len(phrase) :]) == phrase:
                del out[-len(phrase) :]
                changed = True
                break
    kept: list[str] = []
    for i, token in enumerate(out):
        if token in vocab.ordinal_suffixes and i > 0 and out[i - 1].isdecimal():
            continue  # "de 7e kolom", "the 7th column": the number is the ordinal
        if token not in vocab.fillers:
            kept.append(token)
            continue
        before = kept[-1] if kept else None
        after = out[i + 1] if i + 1 < len(out) else None
        if token in vocab.empty and after is not None and column_word(after, vocab):
            beyond = out[i + 2] if i + 2 < len(out) else None
            if beyond is None or not _number_like(beyond, vocab):
                kept.append(EMPTY + token)  # "naar de lege kolom": whichever is empty
                continue
        if token in vocab.definite and before is not None and after is not None:
            b = vocab.meaning((before,))
            if b is not None and "to" in b.words and _number_like(after, vocab):
                kept.append(DEFINITE + token)
    return kept


def column_word(token: str, vocab: Vocabulary) -> bool:
    m = vocab.meaning((token,))
    return m is not None and "column" in m.words


def _number_like(token: str, vocab: Vocabulary) -> bool:
    if normalize.number(token) is not None:
        return True
    m = vocab.meaning((token,))
    # an ordinal is a column ("naar de vijfde" is column 5), never a card's value
    return m is not None and m.number is not None and "ordinal" not in m.words


@dataclass(frozen=True)
class Reduced:
    lexes: list[Lexeme]
    #: question words were dropped: the line asked something, so it must not become a move
    asked: bool


def speech_only(x: Lexeme) -> bool:
    """``x`` is only a word of natural speech (a question, request, article, trailing verb)."""
    m = x.meaning
    return (
        m is not None
        and bool(m.words)
        and m.words <= SPEECH_WORDS
        and not (m.suits or m.ranks or m.commands or m.values or m.card is not None)
        and m.number is None
    )


def _command_word(x: Lexeme) -> bool:
    m = x.m
    return bool(m.commands) and not (m.suits or m.ranks or m.number is not None)


def _question_to(out: Sequence[Lexeme], i: int) -> bool:
    """``out[i]`` is a "naar/in/op" that belongs to the question, not to a command:
    ``wat ligt er in (de tweede) kolom 2``, ``wat ligt er op het bord``."""
    x = out[i]
    if not x.has_word("to") or x.m.commands or i + 1 >= len(out):
        return False
    column = out[i + 1].has_word("column") or (i + 2 < len(out) and out[i + 2].has_word("column"))
    if column:
        return not x.has_word("above")  # "op kolom 3": what lies on top of it
    return _command_word(out[i + 1])


def reduce(lexes: Sequence[Lexeme], vocab: Vocabulary) -> Reduced | None:
    """``lexes`` without the words of natural speech, or ``None`` if there were none."""
    kept = list(lexes)
    asked = dropped = False
    # a verb at the end: "kun je harten 4 naar 7 zetten", "... laten zien"
    if (
        len(kept) > 1
        and tuple(kept[-1].text.split()) in vocab.trailing
        and not all(speech_only(x) for x in kept[:-1])  # "zijn er nog zetten": the command
    ):
        asked = "question" in kept.pop().m.words
        dropped = True
    out: list[Lexeme] = []
    for i, x in enumerate(kept):
        nxt = kept[i + 1] if i + 1 < len(kept) else None
        if speech_only(x):
            asked = asked or "question" in x.m.words
            dropped = True
            continue
        if (
            x.has_word("to")
            and not (x.m.commands or x.m.suits or x.m.ranks)
            and nxt is not None
            and nxt.m.values
            and not (nxt.m.commands or nxt.m.suits or nxt.m.ranks or nxt.m.number is not None)
        ):
            dropped = True  # "switch to dutch", "in het engels": a value is never a card
            continue
        if (
            x.has_word("article")
            and nxt is not None
            and nxt.m.commands
            and not (nxt.m.suits or nxt.m.ranks or nxt.m.number is not None)
        ):
            dropped = True  # "een hint", "een nieuw spel"
            continue
        out.append(x)
    if asked:
        # "wat ligt er in (de tweede) kolom 2": with a question, "in"/"op" before a column is the
        # question's, and an article matters only in moves (which a question never is)
        out = [x for x in out if not x.has_word("definite")]
        # ("wat ligt er op kolom 3" asks for its top card: "op" stays)
        out = [x for i, x in enumerate(out) if not _question_to(out, i)]
    if not dropped:
        return None
    return Reduced(out, asked)


def is_politeness(tokens: Sequence[str], tr: Translator) -> bool:
    """Whether ``tokens`` are only fillers and politeness (``graag``, ``dank je wel``)."""
    vocab = vocabulary(tr)
    rest = [t for t in tokens if t not in vocab.fillers]
    if not rest:
        return True
    from .lexer import lex

    return all(speech_only(x) for x in lex(rest, vocab))
