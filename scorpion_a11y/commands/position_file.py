"""``bewaar stand als NAAM`` / ``save position as NAME``: the one command that takes free text,
a file name, so it is read apart from the command language (whose words would not know the
name): the words that ask for it come first, the rest of the line, as typed, is the name.

The words are the vocabulary's (``commands`` catalog, context ``vocab``): those followed by a
name are the command's words (``command save``, as help, the reference and Tab completion
offer them), those said alone (a name is then chosen) its phrases (``phrases save``).
"""

from __future__ import annotations

from functools import cache

from ..i18n import Translator
from .model import SavePosition
from .normalize import tokens
from .words import aliases, command_words, phrase_key


def _phrases(listed: str) -> list[tuple[str, ...]]:
    """The phrases of a catalog list as tokens, longest first (``bewaar stand als`` before
    ``bewaar als``)."""
    phrases = {tuple(tokens(p)) for p in listed.split("|")}
    return sorted((p for p in phrases if p), key=len, reverse=True)


@cache
def _save_words(tr: Translator) -> tuple[list[tuple[str, ...]], list[tuple[str, ...]]]:
    """The command's words (vocabulary "command save", as help and Tab offer them), each
    followed by the name, and the phrases said alone, without a name (the game chooses one):
    vocabulary "phrases save". Once per language: every line the player types is read here
    first (it tokenized every phrase again each time, 0.06 ms a line)."""
    named = _phrases("|".join(command_words(tr, "save")))
    alone = _phrases("|".join(aliases(tr, phrase_key("save"))))
    return named, alone


def read(text: str, tr: Translator) -> SavePosition | None:
    """``text`` as :class:`SavePosition`, or None when it does not ask to save the position."""
    words = text.split()
    said = tuple(tokens(text))
    named, alone = _save_words(tr)
    if said in alone:
        return SavePosition("")
    for phrase in named:
        if said[: len(phrase)] != phrase:
            continue
        for k in range(1, len(words) + 1):  # the name as typed: the words after the phrase
            if tuple(tokens(" ".join(words[:k]))) == phrase:
                name = _without_speech(words[k:], tr)  # ("": "bewaar stand als" alone)
                if tuple(tokens(" ".join(words[:k] + name))) in alone:
                    return SavePosition("")  # "export the position please": no name in it
                return SavePosition(" ".join(name))
    return None


def _without_speech(name: list[str], tr: Translator) -> list[str]:
    """The name's words without what speech adds at its end: filler and politeness
    (``alsjeblieft``, ``please``, ``nu``) and dictated punctuation (``punt``, ``period``), as
    the command language drops them (``bewaar stand als oefen alsjeblieft``: ``oefen``; it was
    ``oefen-alsjeblieft.json``)."""
    if not name:
        return name
    from .vocabulary import vocabulary  # built by then: the parser's, at the prompt

    vocab = vocabulary(tr)
    words = list(name)
    while words:
        last = tuple(tokens(words[-1]))
        if last and all(t in vocab.fillers for t in last):
            words.pop()
            continue
        said = [t for w in words for t in tokens(w)]
        spoken = next(
            (
                p
                for p in sorted(vocab.dictation, key=len, reverse=True)  # "dubbele punt" first
                if len(said) >= len(p) and tuple(said[-len(p) :]) == p
            ),
            None,
        )
        if spoken is None:
            break
        # drop the words that end with the dictated phrase (``punt`` or ``dubbele punt``)
        left = len(spoken)
        while words and left > 0:
            left -= len(tokens(words.pop()))
    return words
