"""From raw text to plain tokens: case, accents, punctuation and spacing no longer matter.

``"Harten 4 naar kolom 7."`` and ``"harten  4 NAAR kolom 7"`` give the same tokens. Digits are
split from letters (``4h`` -> ``4``, ``h``), each card symbol is a token of its own (``4♥`` ->
``4``, ``♥``), a minus sign right before digits stays with them (``-5``: a number below zero,
refused as out of range, never read as 5), other symbols (emoji) are kept as tokens so they
can be reported as not understood, and everything else (punctuation, control characters,
escape sequences) separates tokens. Accents are dropped, so ``één`` and ``een`` are the same word.
"""

from __future__ import annotations

import re
import unicodedata

from ..game.cards import Card, Rank, Suit

#: Suit symbols, black and white, valid in every language.
SUIT_SYMBOLS: dict[str, Suit] = {
    "♥": Suit.HARTEN,
    "♡": Suit.HARTEN,
    "♦": Suit.RUITEN,
    "♢": Suit.RUITEN,
    "♣": Suit.KLAVEREN,
    "♧": Suit.KLAVEREN,
    "♠": Suit.SCHOPPEN,
    "♤": Suit.SCHOPPEN,
}

# Unicode playing cards: U+1F0A1 ace of spades .. U+1F0DE king of clubs. The low nibble is
# the rank (1 ace .. 0xB jack, 0xC knight (not in this deck), 0xD queen, 0xE king).
_BLOCKS = {
    0x1F0A0: Suit.SCHOPPEN,
    0x1F0B0: Suit.HARTEN,
    0x1F0C0: Suit.RUITEN,
    0x1F0D0: Suit.KLAVEREN,
}
_NIBBLE_RANK = {**{n: Rank(n) for n in range(1, 12)}, 0xD: Rank.VROUW, 0xE: Rank.HEER}


def playing_card(char: str) -> Card | None:
    """The card a Unicode playing-card character shows, or ``None``."""
    if len(char) != 1:
        return None
    code = ord(char)
    suit = _BLOCKS.get(code & ~0xF)
    rank = _NIBBLE_RANK.get(code & 0xF)
    if suit is None or rank is None:
        return None
    return Card(suit, rank)


def card_symbol_char(char: str) -> bool:
    return char in SUIT_SYMBOLS or playing_card(char) is not None


# Terminal escape sequences (arrow keys, colours) that may end up in a line: CSI, OSC, SS3
# and two-character escapes. They are dropped whole, so ``ESC [ A`` does not leave an ``a``.
_ESCAPES = re.compile(
    r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|O[@-~]|[@-Z\\-_])"
)


#: Signs that make the number right after them negative (``-5``, ``−5``, a dictated ``–5``),
#: when no letter or digit is glued before them (``app-regels``, ``4-5`` stay as they were).
MINUS = frozenset("-\u2212\u2013")


def _fold(text: str) -> str:
    text = _ESCAPES.sub(" ", text)
    text = unicodedata.normalize("NFKC", text).casefold()
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _minus_before(text: str, i: int) -> bool:
    """Whether a minus sign stands right before position ``i``, a digit, with no letter or
    digit glued before the sign."""
    return (
        0 < i < len(text)
        and text[i].isdecimal()
        and text[i - 1] in MINUS
        and (i < 2 or not text[i - 2].isalnum())
    )


#: The tokens of a line of plain ASCII (no escape sequence): what :func:`tokens` gives for it,
#: found by one regular expression (most lines and every catalog form are such a line); a
#: minus sign right before digits stays with them, as there (``-5``).
_ASCII_TOKENS = re.compile(r"(?<![0-9a-z])-[0-9]+|[0-9]+|[a-z]+|[$+<=>^`|~]")


def tokens(text: str) -> list[str]:
    """The tokens of ``text`` (see the module text). Never raises."""
    if text.isascii() and "\x1b" not in text:
        return _ASCII_TOKENS.findall(text.lower())
    out: list[str] = []
    word: list[str] = []
    kind = ""  # "d" digits, "w" letters

    def flush() -> None:
        nonlocal kind
        if word:
            out.append("".join(word))
            word.clear()
        kind = ""

    folded = _fold(text)
    for i, ch in enumerate(folded):
        if ch.isdecimal():
            if kind != "d":
                flush()
                kind = "d"
                if _minus_before(folded, i):
                    word.append("-")  # "nieuw spel -5": a number below zero, refused as such
            word.append(ch)
        elif ch.isalpha():
            if kind != "w":
                flush()
                kind = "w"
            word.append(ch)
        else:
            flush()
            cat = unicodedata.category(ch)
            if cat == "Cs":  # a lone surrogate: keep a printable stand-in
                out.append("\ufffd")
            elif _minus_before(folded, i + 1):
                continue  # taken with the number: above
            elif card_symbol_char(ch) or cat in ("So", "Sk", "Sc", "Sm"):
                out.append(ch)
    flush()
    return out


#: What a number of more than 12 digits is read as (far beyond any valid value).
HUGE = 10**12


def number(token: str) -> int | None:
    """The value of a token of decimal digits (``-`` before them: below zero), or ``None``."""
    sign, digits = (-1, token[1:]) if token.startswith("-") else (1, token)
    if not digits or not digits.isdecimal():
        return None
    if len(digits) > 12:  # far beyond any valid value; keep it an int without huge parsing
        return sign * HUGE
    try:
        return sign * int(digits)
    except ValueError:
        return None
