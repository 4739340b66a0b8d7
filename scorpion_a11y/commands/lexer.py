"""Tokens -> lexemes: each word or vocabulary phrase with everything it can mean.

Glued card names are taken apart first: ``hartenboer`` -> ``harten boer``, ``hb`` -> ``h b``,
``schoppenaas`` -> ``schoppen aas`` (only when both parts are card words and together name a
card). Phrases are matched longest first (``ongedaan maken`` before ``ongedaan``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game.cards import Card, Rank
from . import normalize
from .vocabulary import Meaning, Vocabulary


@dataclass(frozen=True)
class Lexeme:
    text: str  # the normalized word(s)
    meaning: Meaning | None  # None: not a word of the language

    @property
    def known(self) -> bool:
        return self.meaning is not None

    @property
    def m(self) -> Meaning:
        return self.meaning if self.meaning is not None else _NOTHING

    @property
    def only_number(self) -> bool:
        m = self.m
        return m.number is not None and not m.suits and not m.ranks and m.card is None

    def has_word(self, kind: str) -> bool:
        return kind in self.m.words


_NOTHING = Meaning()
_DEFINITE = Meaning(words=frozenset({"definite"}))
_EMPTY = Meaning(words=frozenset({"empty"}))


def ranks_of(m: Meaning) -> tuple[set[Rank], int | None]:
    """The ranks ``m`` can name, and a number that is out of range (``14``), if any."""
    ranks = set(m.ranks)
    bad = None
    if m.number is not None:
        if 1 <= m.number <= 13:
            ranks.add(Rank(m.number))
        else:
            bad = m.number
    return ranks, bad


def pair(a: Meaning, b: Meaning) -> tuple[frozenset[Card], int | None]:
    """The cards two adjacent words name together (suit + rank, in either order).

    A word that can be a suit or a rank (Dutch ``h``: harten or heer) takes the role the other
    word leaves: ``h 4`` and ``h b`` are harten, ``schoppen h`` is the king. The second value is
    a number that would have been the rank but is not one (``harten 14``).
    """
    cards: set[Card] = set()
    bad: int | None = None
    for suit_side, rank_side in ((a, b), (b, a)):
        if not suit_side.suits:
            continue
        ranks, out = ranks_of(rank_side)
        if out is not None:
            bad = out
        cards.update(Card(s, r) for s in suit_side.suits for r in ranks)
    return frozenset(cards), bad


def _cardish(m: Meaning | None) -> bool:
    return m is not None and (bool(m.suits) or bool(m.ranks) or m.number is not None)


def _split_compound(token: str, vocab: Vocabulary) -> list[str]:
    if token in vocab.words or not token.isalpha() or len(token) < 2:
        return [token]
    for k in range(len(token) - 1, 0, -1):
        if len(token) > 2 and 1 in (k, len(token) - k):
            # never a single letter glued to a word: "heen" (waar kan X heen) is no h + een,
            # hartenaas (trial 9); the letters' short forms are "ha", "h4"
            continue
        a, b = vocab.meaning((token[:k],)), vocab.meaning((token[k:],))
        if _cardish(a) and _cardish(b):
            assert a is not None and b is not None
            cards, _ = pair(a, b)
            if cards:
                return [token[:k], token[k:]]
    return [token]


def _single(token: str) -> Meaning | None:
    n = normalize.number(token)
    if n is not None:
        return Meaning(number=n)
    suit = normalize.SUIT_SYMBOLS.get(token)
    if suit is not None:
        return Meaning(suits=frozenset({suit}))
    card = normalize.playing_card(token)
    if card is not None:
        return Meaning(card=card)
    return None


def known_token(token: str, vocab: Vocabulary) -> bool:
    """Whether ``token`` alone is a word of the language: a vocabulary word, a number, a
    card symbol, or a glued card name (``hartenvrouw``). Suggestions change only the others."""
    return (
        token in vocab.words or _single(token) is not None or len(_split_compound(token, vocab)) > 1
    )


def lex(tokens: list[str], vocab: Vocabulary) -> list[Lexeme]:
    expanded: list[str] = []
    for t in tokens:
        expanded.extend([t] if t[:1] in ("\x00", "\x01") else _split_compound(t, vocab))
    out: list[Lexeme] = []
    i, n = 0, len(expanded)
    while i < n:
        if expanded[i].startswith("\x00"):  # a definite article kept by phrasing.prepare
            out.append(Lexeme(expanded[i][1:], _DEFINITE))
            i += 1
            continue
        if expanded[i].startswith("\x01"):  # "lege" before "kolom", kept by phrasing.prepare
            out.append(Lexeme(expanded[i][1:], _EMPTY))
            i += 1
            continue
        for length in range(min(vocab.longest, n - i), 0, -1):
            phrase = tuple(expanded[i : i + length])
            meaning = vocab.meaning(phrase)
            if meaning is not None:
                out.append(Lexeme(" ".join(phrase), meaning))
                i += length
                break
        else:
            out.append(Lexeme(expanded[i], _single(expanded[i])))
            i += 1
    return out
