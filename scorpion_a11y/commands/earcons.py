"""The earcons' names as the player types them (``geluiden zet``) and their meanings.

Read by the parser (``geluiden zet``) and spoken by narration; messages in ``sound.po``.
"""

from __future__ import annotations

from ..i18n import N_, Translator
from .words import split_aliases

#: Earcon id -> (name the player types after ``geluiden``, what it means). The names are
#: alternatives separated by ``|``; the first is the one said.
EARCONS: dict[str, tuple[str, str]] = {
    "move": (N_("move"), N_("a card moved")),
    "same_suit": (N_("same suit"), N_("a card laid on its own suit, 5 points")),
    "refused": (N_("refused"), N_("a command refused or not understood")),
    "turned": (N_("turned"), N_("a card turned face up")),
    "run": (N_("run"), N_("a complete run removed")),
    "reserve": (N_("reserve"), N_("the reserve dealt, from column 1 to 3")),
    "undo": (N_("undo"), N_("a move taken back")),
    "redo": (N_("redo"), N_("an undone move played again")),
    "won": (N_("won"), N_("the game won")),
    "stuck": (N_("no move"), N_("no move left")),
    "question": (N_("question"), N_("a question waits for your answer")),
    "tick": (N_("tick"), N_("understood, nothing on the table changed")),
}


def names(tr: Translator, earcon: str) -> tuple[str, ...]:
    # Translators: the names of one sound, typed after "geluiden" (geluiden zet); alternatives
    # separated by |, the first is the one said.
    return split_aliases(tr.pgettext("sound name", EARCONS[earcon][0]))
