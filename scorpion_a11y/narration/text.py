"""Small text helpers shared by the narration modules.

Everything that depends on the language (separators, the full stop, how a list ends with
"and") comes from the catalogs, so a new language needs no Python change.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence

from ..i18n import Translator
from ..utterance import capitalized, fill, join


def capitalize(text: str) -> str:
    """``text`` with its first letter in upper case (card names stay lower case inside)."""
    return capitalized(text)


def end_sentence(tr: Translator, text: str) -> str:
    """``text`` as a sentence: first letter capitalised, the language's full stop added."""
    # Translators: ends a sentence built from parts, e.g. a list of columns; keep {text} and
    # add the full stop of your language.
    return capitalize(fill(tr.pgettext("sentence", "{text}."), "text", text))


def join_sentences(tr: Translator, sentences: Iterable[str]) -> str:
    """Sentences one after the other, each with its first letter capitalised; each is said as
    an utterance of its own (:mod:`scorpion_a11y.utterance`)."""
    # Translators: what separates two sentences in one announcement (a space in Dutch).
    sep = tr.pgettext("sentence separator", " ")
    return join(sep, [capitalize(s) for s in sentences if s])


def join_said(sentences: Iterable[str]) -> str:
    """Sentences that are already whole (each with its full stop), separated by a space; each
    is said as an utterance of its own."""
    return join(" ", sentences)


def join_list(tr: Translator, items: Sequence[str]) -> str:
    """Items separated by commas: ``a, b, c`` (as the board description lists cards)."""
    # Translators: separator between items in a list, as in the board description.
    return tr.pgettext("list", ", ").join(items)


def join_and(tr: Translator, items: Sequence[str]) -> str:
    """Items as a spoken list ending in "and": ``harten, ruiten en schoppen``."""
    if len(items) <= 1:
        return "".join(items)
    # Translators: the end of a spoken list: {items} is the list so far (comma separated),
    # {last} the last item. Dutch: "{items} en {last}".
    return tr.pgettext("list", "{items} and {last}").format(
        items=join_list(tr, items[:-1]), last=items[-1]
    )


def join_or(tr: Translator, items: Sequence[str]) -> str:
    """Items as a spoken list ending in "or": ``omdraaien, delen of compleet maken``."""
    if len(items) <= 1:
        return "".join(items)
    # Translators: the end of a spoken list of alternatives: {items} is the list so far
    # (comma separated), {last} the last item. Dutch: "{items} of {last}".
    return tr.pgettext("list", "{items} or {last}").format(
        items=join_list(tr, items[:-1]), last=items[-1]
    )


#: Characters shown by name instead of being sent to the terminal or the voice.
_NAMED = {"\n": "[LF]", "\r": "[CR]", "\t": "[TAB]", "\x1b": "[ESC]", "\x7f": "[DEL]"}


def clean(value: object) -> str:
    """Any text from outside (a file and its contents, an option, a path, the environment) as
    it may be printed or spoken: control characters, escape sequences' ESC, bidi controls and
    other invisible format characters, line and paragraph separators, unpaired surrogates and
    private-use characters are shown as visible placeholders (``[ESC]``, ``[U+202E]``), so a
    file can neither drive the terminal, reorder what a braille display shows, nor forge a line.
    """
    text = str(value)
    out: list[str] = []
    for ch in text:
        if ch in _NAMED:
            out.append(_NAMED[ch])
        elif unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Zl", "Zp"):
            out.append(f"[U+{ord(ch):04X}]")
        else:
            out.append(ch)
    return "".join(out)
