"""A command's words as the catalog writes them, read without building the vocabulary.

A leaf of the command language (it imports only :mod:`scorpion_a11y.i18n`): the game's first
line names ``bord`` ("Zeg bord voor het hele bord.") before any command is typed, and that
line loads nothing it does not need (issue 26): not the vocabulary, the declared intents or
the command model, which come with the first command. :mod:`.vocabulary` builds on these.
"""

from __future__ import annotations

from functools import lru_cache

from ..i18n import Translator

#: The catalog context of every word the player types.
VOCAB = "vocab"
#: The leading verbs of a move (``zet``, ``leg``): the move command's words.
VERB_KEY = "word move"


def split_aliases(text: str) -> tuple[str, ...]:
    """``"bord|tafel"`` as its words, each once, spaces tidied."""
    seen: list[str] = []
    for part in text.split("|"):
        part = " ".join(part.split())
        if part and part not in seen:
            seen.append(part)
    return tuple(seen)


@lru_cache(maxsize=4096)  # the catalogs never change; the parser asks for every line
def aliases(tr: Translator, key: str) -> tuple[str, ...]:
    """The words of the vocabulary ``key`` in ``tr``'s catalog; none when it has no entry."""
    if not tr.has(VOCAB, key):
        return ()
    return split_aliases(tr.pgettext(VOCAB, key))


def command_key(command: str) -> str:
    """The catalog key of a command's words (``command board``)."""
    return f"command {command}"


def phrase_key(command: str) -> str:
    """The catalog key of a command's whole phrases (``phrases quit``: ``ik stop``)."""
    return f"phrases {command}"


def command_words(tr: Translator, command: str) -> tuple[str, ...]:
    """What :meth:`.vocabulary.Vocabulary.command_aliases` answers, from the catalog alone."""
    return aliases(tr, VERB_KEY if command == "move" else command_key(command))


def intent_words(tr: Translator, intent: str) -> tuple[str, ...]:
    """The phrases of a command read by meaning (``intent <id>``), the first as help says it
    (``geef op``, ``give up``)."""
    return aliases(tr, f"intent {intent}")
