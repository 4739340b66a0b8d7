"""Commands understood by meaning, each declared once.

An :class:`Intent` is a command the player may say in their own words: its id, the slots it
needs (``card``, ``target``, ``column``, ``columns``, ``number``, ``term``), whether it changes
the game, and (for a read-only question) the earcon its answer gets. Its words live in the
catalog where the command words live (``commands.po``, context ``vocab``, key
``intent <id>``): alternatives separated by ``|``, each a *bag* of words that must all be in
the line, in any order, in any form (:mod:`.lemma`): ``draai terug`` is also
``draai dat even terug`` and ``terugdraaien``.

From this table come: the parser's reading by meaning (:mod:`.meaning`), the catalog keys
(:func:`.vocabulary.all_keys`), the help topic of each question, the earcon list, and the
tests' list of results. A new read-only question is one :class:`Intent` here with
``question=True``, its catalog entries (``intent <id>`` in ``commands.po``, its answer in
``scorpion_a11y.po``) and one answer function in :mod:`scorpion_a11y.narration.questions`
(``tests/test_meaning.py`` checks that every declared question has all three).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Slot = Literal["card", "cards", "target", "column", "columns", "number", "term", "game"]


@dataclass(frozen=True)
class Intent:
    id: str
    #: what must be named for the line to be complete
    slots: tuple[Slot, ...] = ()
    #: a read-only question, answered by :class:`.model.Asked` through narration's table
    question: bool = False
    #: changes the game (or a setting): acted on only when the reading is unique and complete
    changes: bool = False
    #: the earcon the answer gets (``tick``: understood, nothing on the table changed)
    earcon: str | None = "tick"
    #: every word of the line must be the intent's, a slot's or one that adds nothing (always
    #: so for an intent that changes the game)
    strict: bool = False
    #: read-only answers this question answers more exactly, so it is preferred to them
    #: (``hoeveel kaarten liggen er in kolom 3`` counts instead of reading the column)
    refines: tuple[str, ...] = ()

    @property
    def key(self) -> str:
        return f"intent {self.id}"


#: Every intent, questions first. Order breaks no ties: a tie is not understood.
INTENTS: tuple[Intent, ...] = (
    Intent("empty", question=True),
    Intent("count", ("column",), question=True, refines=("column", "status")),
    Intent("face_up", ("card",), question=True, refines=("where", "status")),
    Intent("where_to", ("card",), question=True, refines=("where",)),
    Intent("may", ("card", "target"), question=True, refines=("where", "move")),
    Intent("best_score", question=True, refines=("statistics",)),
    Intent("time", question=True),
    Intent("runs", question=True, refines=("status",)),
    Intent("define", ("term",), question=True, strict=True),
    Intent("points", ("term",), question=True, refines=("score",)),
    Intent("reserve_left", question=True, refines=("status",)),
    Intent("face_down_left", question=True, refines=("status",)),
    Intent("where_all", ("cards",), question=True, refines=("where",)),
    Intent("hint"),
    Intent("help"),
    Intent("undo", changes=True, earcon=None),
    Intent("undo_count", ("number",), changes=True, earcon=None),
    Intent("undo_all", changes=True, earcon=None),
    Intent("redo", changes=True, earcon=None),
    Intent("restart", changes=True, earcon=None),
    Intent("give_up", changes=True, earcon=None),
    Intent("new_number", ("number",), changes=True, earcon=None),
    Intent("new_game", ("game",), changes=True, earcon=None),
    Intent("stats"),
    Intent("read_columns", ("columns",), strict=True),
    Intent("faster", changes=True),
    Intent("slower", changes=True),
    Intent("more_words", changes=True),
    Intent("fewer_words", changes=True),
)
INTENT_IDS = tuple(i.id for i in INTENTS)
QUESTIONS: tuple[Intent, ...] = tuple(i for i in INTENTS if i.question)
QUESTION_IDS = tuple(q.id for q in QUESTIONS)

#: Words of the game the player may ask the meaning of (``wat betekent reeks``), and the
#: things that give points (``hoeveel punten geeft een reeks``). Catalog: ``term <id>`` in
#: ``commands.po`` (the words), ``meaning <id>`` in ``scorpion_a11y.po`` (the answer).
TERMS = (
    "run",
    "column",
    "empty_column",
    "reserve",
    "face_down",
    "face_up",
    "king",
    "same_suit",
    "turned",
    "score",
    "hint",
    "undo",
    "classic",
    "relaxed",
    "traditional",
    "beside",
)


#: The terms that give points (``hoeveel punten geeft een reeks``).
POINT_TERMS = ("run", "same_suit", "turned")


def term_key(term: str) -> str:
    return f"term {term}"
