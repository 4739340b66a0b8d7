"""Reading a line by meaning: which declared intent (:mod:`.declare`) its words name.

Tried when the line is not a command as typed (and, for a few questions, before a read-only
reading that answers less: see :meth:`.parser._Parser.by_meaning`). Each word of the line is
taken in every form the vocabulary or an intent knows (:mod:`.lemma`: ``kolommen`` is also
``kolom``), and each intent's bags of words (``intent <id>`` in the catalog) are looked for in
it, in any order, with any words around them. The intent whose bag covers the most of the line
(its words and the slots it needs, counted by the parser) wins; two different intents with
the same cover are a tie, which is not understood. The slots (card, column, number, term) are
read by the parser from the same line.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from ..i18n import Translator
from . import lemma, normalize
from .declare import INTENTS, TERMS, Intent, term_key
from .vocabulary import MEANING_WORD_KEYS, VOCAB, WORD_KEYS, split_aliases, vocabulary


@dataclass
class Lexicon:
    """The intents' words of one language."""

    #: intent -> its bags of words (each a frozenset of normalized words)
    bags: dict[str, tuple[frozenset[str], ...]] = field(default_factory=dict)
    #: term -> its phrases (tuples of normalized words)
    terms: dict[str, tuple[tuple[str, ...], ...]] = field(default_factory=dict)
    range_words: frozenset[str] = frozenset()
    and_words: frozenset[str] = frozenset()
    negations: frozenset[str] = frozenset()
    #: a word -> the words it is one with (every word for a column: kolom, stapel, rij)
    synonyms: dict[str, frozenset[str]] = field(default_factory=dict)
    #: the forms of the words met so far (see :func:`forms`)
    forms: dict[str, frozenset[str]] = field(default_factory=dict)
    #: every word above and every word of the vocabulary: what a word form may reduce to
    known: frozenset[str] = frozenset()
    language: str = ""
    #: the bags again, each under one of its words (its least in sort order): a word ->
    #: (the intent's place in INTENTS, the bag's place among the intent's bags, the bag), so
    #: :func:`readings` looks only at the bags one of the line's words may begin
    by_word: dict[str, tuple[tuple[int, int, frozenset[str]], ...]] = field(default_factory=dict)


#: Every intent by its id.
INTENT_BY_ID: dict[str, Intent] = {i.id: i for i in INTENTS}


def _words(tr: Translator, key: str) -> tuple[tuple[str, ...], ...]:
    if not tr.has(VOCAB, key):
        return ()
    return tuple(
        p for form in split_aliases(tr.pgettext(VOCAB, key)) if (p := tuple(normalize.tokens(form)))
    )


@cache
def lexicon(tr: Translator) -> Lexicon:
    vocab = vocabulary(tr)
    lx = Lexicon(language=tr.language)
    for intent in INTENTS:
        lx.bags[intent.id] = tuple(frozenset(p) for p in _words(tr, intent.key))
    for term in TERMS:
        lx.terms[term] = _words(tr, term_key(term))
    lx.and_words = frozenset(w for p in _words(tr, MEANING_WORD_KEYS["and"]) for w in p)
    # "tot en met", "t/m": their words mark the range (the "en" is not a list's)
    lx.range_words = (
        frozenset(w for p in _words(tr, MEANING_WORD_KEYS["range"]) for w in p) - lx.and_words
    )
    lx.negations = frozenset(w for p in _words(tr, MEANING_WORD_KEYS["negation"]) for w in p)
    columns = frozenset(w for p in _words(tr, WORD_KEYS["column"]) if len(p) == 1 for w in p)
    lx.synonyms = {w: columns for w in columns}
    known = set(vocab.words)
    for bags in lx.bags.values():
        for bag in bags:
            known |= bag
    for phrases in lx.terms.values():
        for phrase in phrases:
            known.update(phrase)
    lx.known = frozenset(known)
    by_word: dict[str, list[tuple[int, int, frozenset[str]]]] = {}
    for n, intent in enumerate(INTENTS):
        for k, bag in enumerate(lx.bags[intent.id]):
            by_word.setdefault(min(bag, default=""), []).append((n, k, bag))
    lx.by_word = {word: tuple(bags) for word, bags in by_word.items()}
    return lx


def forms(token: str, lx: Lexicon) -> frozenset[str]:
    """``token`` and every known word it may be a form of (``lege``: ``leeg``, ``leg``); a
    particle and verb written as one word give both (``terugdraaien``: ``terug``, ``draai``)."""
    found = lx.forms.get(token)
    if found is None:
        found = _forms(token, lx)
        if len(lx.forms) < _FORMS_KEPT:
            lx.forms[token] = found
    return found


#: How many words' forms a lexicon keeps (a line is at most 500 characters; this bounds memory
#: over a long session of odd words).
_FORMS_KEPT = 20_000


def _forms(token: str, lx: Lexicon) -> frozenset[str]:
    out = {token}
    if token.isalpha() and len(token) > 2:
        out.update(c for c in lemma.candidates(token, lx.language) if c in lx.known)
        if len(out) == 1 and token not in lx.known:
            split = lemma.reduce(token, lx.language, lx.known.__contains__)
            if split is not None:
                out.update(split)
    for form in list(out):
        out |= lx.synonyms.get(form, frozenset())
    return frozenset(out)


@dataclass(frozen=True)
class Reading:
    intent: Intent
    #: how many words of the intent's bag the line holds
    cover: int
    #: positions of the line's tokens the bag used
    used: frozenset[int]


def readings(tokens: list[str], tr: Translator) -> list[Reading]:
    """Every intent one of whose bags is in the line, with its best cover."""
    lx = lexicon(tr)
    # each form -> the first word of the line that has it (one word may hold two of a bag's
    # words: terugdraaien holds terug and draai)
    where: dict[str, int] = {}
    for i, token in enumerate(tokens):
        for form in forms(token, lx):
            where.setdefault(form, i)
    # the bags wholly in the line: each bag is filed under one of its words (Lexicon.by_word),
    # so only the bags filed under a word of the line are looked at, not all of them (about
    # 700: 0.47 ms a line, the parser's largest cost in the tests); an empty bag, were there
    # one, is filed under "" and is in every line
    found = [
        entry
        for form in (*where, "")
        for entry in lx.by_word.get(form, ())
        if all(word in where for word in entry[2])
    ]
    found.sort(key=lambda entry: (entry[0], entry[1]))  # INTENTS' order, each intent's bags'
    out: list[Reading] = []
    best: Reading | None = None
    of = -1  # the place in INTENTS of best's intent
    for n, _, bag in found:
        if best is not None and n != of:
            out.append(best)
            best = None
        if best is None or len(bag) > best.cover:
            best, of = Reading(INTENTS[n], len(bag), frozenset(where[word] for word in bag)), n
    if best is not None:
        out.append(best)
    return out


def term_words(tr: Translator) -> frozenset[str]:
    return frozenset(w for ps in lexicon(tr).terms.values() for p in ps for w in p)


def term_in(tokens: list[str], tr: Translator, skip: frozenset[int] = frozenset()) -> str | None:
    """The word of the game named in the line (the longest phrase; ``None``: none, or two),
    leaving out the words at ``skip`` (the intent's own: ``punten`` in ``hoeveel punten``)."""
    found = term_span(tokens, tr, skip)
    return found[0] if found is not None else None


def term_span(
    tokens: list[str], tr: Translator, skip: frozenset[int] = frozenset()
) -> tuple[str, int] | None:
    """:func:`term_in` and how many words name it (``complete reeks``: 2)."""
    lx = lexicon(tr)
    line = [frozenset() if i in skip else forms(t, lx) for i, t in enumerate(tokens)]
    found: dict[str, int] = {}
    for term, phrases in lx.terms.items():
        for phrase in phrases:
            n = len(phrase)
            for i in range(len(line) - n + 1):
                if n > found.get(term, 0) and all(phrase[k] in line[i + k] for k in range(n)):
                    found[term] = n
    if not found:
        return None
    longest = max(found.values())
    best = [t for t, n in found.items() if n == longest]
    return (best[0], longest) if len(best) == 1 else None
