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
from typing import Literal, get_args

from ..i18n import N_
from . import model as m

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
    #: what it does, in the generated reference (a message id, context ``reference``)
    label: str = ""

    @property
    def key(self) -> str:
        return f"intent {self.id}"


#: Every intent, questions first. Order breaks no ties: a tie is not understood.
INTENTS: tuple[Intent, ...] = (
    Intent("empty", question=True, label=N_("which columns are empty")),
    Intent(
        "empty_rule",
        question=True,
        refines=("empty",),
        label=N_("which cards may go onto an empty column in this game"),
    ),
    Intent(
        "count",
        ("column",),
        question=True,
        refines=("column", "status"),
        label=N_("how many cards lie in a column"),
    ),
    Intent(
        "face_up",
        ("card",),
        question=True,
        refines=("where", "status"),
        label=N_("whether a card lies face up"),
    ),
    Intent(
        "where_to", ("card",), question=True, refines=("where",), label=N_("where a card can go")
    ),
    Intent(
        "may",
        ("card", "target"),
        question=True,
        refines=("where", "move"),
        label=N_("whether a card may go onto a card or column"),
    ),
    Intent(
        "best_score",
        question=True,
        refines=("statistics",),
        label=N_("your best score in this game"),
    ),
    Intent("time", question=True, label=N_("how long this game has been played")),
    Intent("runs", question=True, refines=("status",), label=N_("how many runs are removed")),
    Intent(
        "define", ("term",), question=True, strict=True, label=N_("what a word of the game means")
    ),
    Intent(
        "points",
        ("term",),
        question=True,
        refines=("score",),
        label=N_("how many points something gives"),
    ),
    Intent(
        "scoring",
        question=True,
        refines=("score", "help"),
        label=N_("how you get points"),
    ),
    Intent(
        "reserve_left",
        question=True,
        refines=("status", "board", "define", "cards_left"),
        label=N_("how many cards the reserve still holds"),
    ),
    Intent(
        "cards_left",
        question=True,
        refines=("status", "board"),
        label=N_("how many cards lie on the table (face down and in the reserve too)"),
    ),
    Intent(
        "face_down_left",
        question=True,
        refines=("status", "cards_left"),
        label=N_("how many face-down cards are left"),
    ),
    Intent(
        "face_down_which",
        question=True,
        refines=("status", "column"),
        label=N_("which cards lie face down (never told; how many there are)"),
    ),
    Intent(
        "where_all",
        ("cards",),
        question=True,
        refines=("where",),
        label=N_("where the cards of a rank or suit lie"),
    ),
    Intent(
        "columns",
        question=True,
        refines=("status", "rules"),
        label=N_("how many columns this game has"),
    ),
    Intent(
        "can_do",
        question=True,
        label=N_("whether you can deal, undo, redo, start anew, give up or stop now"),
    ),
    Intent(
        "won",
        question=True,
        refines=("statistics", "status"),
        label=N_("whether this game is won"),
    ),
    Intent(
        "lost",
        question=True,
        refines=("status",),
        label=N_("whether you have lost this game"),
    ),
    Intent(
        "undo_limit",
        question=True,
        refines=("help",),
        label=N_("how many moves you can take back"),
    ),
    Intent("last_move", question=True, label=N_("your last move")),
    Intent(
        "which_game",
        question=True,
        refines=("status",),
        label=N_("which game, rules and deal number you play"),
    ),
    Intent(
        "settings",
        question=True,
        refines=("help",),
        label=N_("your settings (how they stand, and how to change one)"),
    ),
    # "opslaan", "save" typed alone (last session: "Onbekend woord"): the game keeps itself
    # after every move; the answer says so, and how to save the position as a file
    Intent(
        "save_game",
        question=True,
        strict=True,
        label=N_("how your game is saved (and how to save the position as a file)"),
    ),
    Intent("odds", refines=("statistics",), label=N_("whether this game can still be won")),
    Intent("board", label=N_("the whole board")),
    Intent("rules", label=N_("the rules of this game")),
    Intent("hint", label=N_("a hint")),
    Intent("help", label=N_("help on a command")),
    # trial 6: "waarom mag dat niet", "why not", right after a refusal: that refusal again
    Intent("why_not", strict=True, earcon=None, label=N_("why the last move was refused")),
    Intent("undo", changes=True, earcon=None, label=N_("take the last move back")),
    Intent(
        "undo_count",
        ("number",),
        changes=True,
        earcon=None,
        label=N_("take a number of moves back"),
    ),
    Intent("undo_all", changes=True, earcon=None, label=N_("take every move back")),
    Intent("redo", changes=True, earcon=None, label=N_("play the undone move again")),
    Intent("restart", changes=True, earcon=None, label=N_("play this deal again from the start")),
    Intent("give_up", changes=True, earcon=None, label=N_("give the game up (after a question)")),
    Intent(
        "new_number",
        ("number",),
        changes=True,
        earcon=None,
        label=N_("play the game with this number"),
    ),
    Intent("new_game", ("game",), changes=True, earcon=None, label=N_("play the game named")),
    # trial 6: "geef me een spel dat te winnen is" (was read as "kan het nog"): a new deal the
    # solver has proven winnable, as "nieuw spel winbaar"; a request, never a question
    Intent(
        "new_winnable",
        ("game",),
        changes=True,
        earcon=None,
        label=N_("another game that can be won"),
    ),
    Intent("stats", label=N_("the statistics")),
    Intent("read_columns", ("columns",), strict=True, label=N_("read the columns named")),
    Intent("faster", changes=True, label=N_("speak faster")),
    Intent("slower", changes=True, label=N_("speak slower")),
    Intent("more_words", changes=True, label=N_("say more")),
    Intent("fewer_words", changes=True, label=N_("say less")),
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
    "give_up",
)


#: The terms that give points (``hoeveel punten geeft een reeks``).
POINT_TERMS = ("run", "same_suit", "turned", "face_down", "undo")


def term_key(term: str) -> str:
    return f"term {term}"


# ----------------------------------------------------------------------------- every result

#: What a result sounds like: ``tick`` (understood, nothing on the table changed), ``own``
#: (the sounds of what it did: a move's, a refusal's, a new game's), ``silent`` (nothing to
#: hear: an empty line, a repeat, a question that asks, a sound command that plays its own).
Earcon = Literal["tick", "own", "silent"]


@dataclass(frozen=True)
class ResultInfo:
    #: only reads the game, changes nothing: a line that names it among words the game does
    #: not know may be answered (``welke zet raad je aan``)
    reads: bool = False
    #: answered through narration's one table of read-only answers
    #: (:data:`scorpion_a11y.narration.questions.READ_ONLY`; ``model.ReadOnly``)
    table: bool = False
    earcon: Earcon = "tick"


#: Every result of a line (``model.Result``), declared once: the parser's list of read-only
#: answers (which may be given among unknown words), the earcon list (``sound/cues.py``) and
#: the session's one read-only answer come from here; ``tests/test_meaning.py`` checks it holds
#: every member of ``model.Result`` and that ``model.ReadOnly`` is its read-only part.
RESULTS: dict[type, ResultInfo] = {
    m.Play: ResultInfo(earcon="own"),
    m.Refused: ResultInfo(earcon="own"),
    m.Ambiguous: ResultInfo(earcon="silent"),
    m.WordsError: ResultInfo(earcon="own"),
    m.RangeError: ResultInfo(earcon="own"),
    m.BoardError: ResultInfo(earcon="own"),
    m.ArgumentError: ResultInfo(earcon="own"),
    m.ChoiceError: ResultInfo(earcon="own"),
    m.Nothing: ResultInfo(earcon="silent"),
    m.Undo: ResultInfo(earcon="own"),
    m.Redo: ResultInfo(earcon="own"),
    m.ShowBoard: ResultInfo(reads=True, table=True),
    m.ShowColumn: ResultInfo(reads=True, table=True),
    m.ShowColumns: ResultInfo(reads=True, table=True),
    m.ShowTops: ResultInfo(reads=True, table=True),
    m.ShowTopCard: ResultInfo(reads=True, table=True),
    m.ShowBottomCard: ResultInfo(reads=True, table=True),
    m.ShowNeighbour: ResultInfo(reads=True, table=True),
    m.WhereIs: ResultInfo(reads=True, table=True),
    m.ShowScore: ResultInfo(reads=True, table=True),
    m.ShowMoves: ResultInfo(reads=True, table=True),
    m.Asked: ResultInfo(reads=True, table=True),
    m.ShowStatus: ResultInfo(reads=True),
    m.ShowRules: ResultInfo(reads=True),
    m.Repeat: ResultInfo(reads=True, earcon="silent"),
    m.Previous: ResultInfo(reads=True, earcon="silent"),
    m.Hint: ResultInfo(reads=True),
    m.Solvable: ResultInfo(reads=True),
    m.SetAnswer: ResultInfo(),
    m.WhereWrong: ResultInfo(),
    m.BackToMove: ResultInfo(earcon="own"),
    m.ShowStatistics: ResultInfo(reads=True),
    m.SavePosition: ResultInfo(),
    m.NewGame: ResultInfo(earcon="own"),
    m.Quit: ResultInfo(earcon="silent"),
    m.Help: ResultInfo(reads=True),
    m.SetOutput: ResultInfo(),
    m.SetVerbosity: ResultInfo(),
    m.SetRate: ResultInfo(),
    m.SetLanguage: ResultInfo(),
    m.SetSound: ResultInfo(earcon="silent"),
    m.SetVolume: ResultInfo(earcon="silent"),
    m.PlaySounds: ResultInfo(earcon="silent"),
    m.ChangeRate: ResultInfo(),
    m.ChangeVerbosity: ResultInfo(),
    m.GiveUp: ResultInfo(),
}
#: The results that only read, as one tuple for ``isinstance``.
READ_ONLY: tuple[type, ...] = tuple(t for t, i in RESULTS.items() if i.reads)
#: The results answered through narration's one table (``model.ReadOnly``).
TABLE: tuple[type, ...] = tuple(t for t, i in RESULTS.items() if i.table)
#: The results that make no sound of their own (``sound/cues.py``).
SILENT: tuple[type, ...] = tuple(t for t, i in RESULTS.items() if i.earcon == "silent")


def declared_results() -> set[type]:
    """Every member of ``model.Result`` (for the test that :data:`RESULTS` is complete)."""
    found: set[type] = set()
    for member in get_args(m.Result):
        found |= set(get_args(member)) or {member}
    return found
