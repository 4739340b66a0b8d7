"""``bewaar stand als NAAM`` / ``save position as NAME``: the one command that takes free text,
a file name, so it is read apart from the command language (whose words would not know the
name): the words that ask for it come first, the rest of the line, as typed, is the name.

The words are in the ``commands`` catalog (context ``save position``), each list separated by
``|``: those followed by a name, and those said alone (a name is then chosen).
"""

from __future__ import annotations

from ..i18n import Translator
from .model import SavePosition
from .normalize import tokens


def _phrases(listed: str) -> list[tuple[str, ...]]:
    """The phrases of a catalog list as tokens, longest first (``bewaar stand als`` before
    ``bewaar als``)."""
    phrases = {tuple(tokens(p)) for p in listed.split("|")}
    return sorted((p for p in phrases if p), key=len, reverse=True)


def read(text: str, tr: Translator) -> SavePosition | None:
    """``text`` as :class:`SavePosition`, or None when it does not ask to save the position."""
    words = text.split()
    said = tuple(tokens(text))
    # Translators: the words that ask to save the position as a deal file, each followed by
    # its name ("bewaar stand als vriend"), separated by |; typed back word for word they are
    # read as this command. Dutch: "bewaar stand als|sla stand op als|exporteer als|...".
    named = _phrases(
        tr.pgettext(
            "save position",
            "save position as|save the position as|export position as|export as|save as|export",
        )
    )
    # Translators: the same request without a name (the game chooses one), separated by |.
    alone = _phrases(
        tr.pgettext("save position", "save position|save the position|export position|export")
    )
    if said in alone:
        return SavePosition("")
    for phrase in named:
        if said[: len(phrase)] != phrase:
            continue
        for k in range(1, len(words) + 1):  # the name as typed: the words after the phrase
            if tuple(tokens(" ".join(words[:k]))) == phrase:
                return SavePosition(" ".join(words[k:]))  # ("": "bewaar stand als" alone)
    return None
