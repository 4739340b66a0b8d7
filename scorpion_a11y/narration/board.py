"""The board description, in the rule document's form, character for character.

``reserve: 3 gedekte kaarten; geen reeks verwijderd. kolom 1: 3 gedekte kaarten, daarna
ruiten 3, hartenboer, harten 10, schoppen 3; kolom 2: ...; kolom 7: ..., harten 5.``

The forms the rule document does not show are documented in ``docs/vertelling.md``.
Columns are 0-based in code; the player hears them counted from 1.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..game.cards import Suit, run_of
from ..game.engine import Game
from ..i18n import Translator
from ..names import card_list, card_name, suit_name
from ..utterance import Spoken, Utterance, fill, join
from .text import capitalize, end_sentence, join_and, join_sentences


def column_contents(tr: Translator, game: Game, c: int) -> str:
    """What column ``c`` holds, bottom to top: ``3 gedekte kaarten, daarna ruiten 3, ...``."""
    down = game.face_down_count(c)
    up = game.face_up(c)
    if not down and not up:
        # Translators: a column without cards, in the board description ("kolom 5: leeg").
        return tr.pgettext("board", "empty")
    if not down:
        return card_list(tr, up)
    if not up:
        # Translators: a column holding only face-down cards (cannot happen in play, but a
        # position may be built that way).
        return tr.npgettext(
            "board", "{count} face-down card", "{count} face-down cards", down
        ).format(count=down)
    # Translators: a column's face-down cards, then its face-up cards bottom to top.
    # Dutch, as the rule document writes it: "3 gedekte kaarten, daarna ruiten 3, hartenboer".
    return tr.npgettext(
        "board",
        "{count} face-down card, then {cards}",
        "{count} face-down cards, then {cards}",
        down,
    ).format(count=down, cards=card_list(tr, up))


def column_label(tr: Translator, c: int, contents: str) -> str:
    # Translators: one column in the board description; {number} counts from 1.
    # Dutch: "kolom {number}: {contents}".
    return tr.pgettext("board", "column {number}: {contents}").format(
        number=c + 1, contents=contents
    )


def column(tr: Translator, game: Game, c: int) -> str:
    """``kolom 3: 3 gedekte kaarten, daarna ...`` (no full stop)."""
    return column_label(tr, c, column_contents(tr, game, c))


def columns(tr: Translator, game: Game, which: Iterable[int]) -> str:
    """Several columns in board-description form, separated as the description separates them;
    each column is said as an utterance of its own."""
    # Translators: separator between two columns in the board description.
    return _listing(tr.pgettext("board", "; "), [column(tr, game, c) for c in which])


def _listing(separator: str, items: list[str]) -> str:
    """``separator.join(items)``, each item (with the separator after it) its own utterance."""
    mark = separator.rstrip()
    said = [Utterance(item + mark) for item in items[:-1]] + [Utterance(i) for i in items[-1:]]
    return Spoken(separator.join(items), said)


def reserve(tr: Translator, game: Game) -> str:
    """``reserve: 3 gedekte kaarten`` or, once dealt, ``reserve: uitgedeeld``; in Three Blind
    Mice the face-up cards beside the table: ``naast de tafel: harten 4 en schoppen 2``."""
    if game.spec.beside:
        if game.beside:
            # Translators: Three Blind Mice: the face-up cards lying beside the table, at the
            # start of the board description.
            return tr.pgettext("board", "beside the table: {cards}").format(
                cards=card_list(tr, game.beside)
            )
        # Translators: Three Blind Mice: every card beside the table has been played.
        return tr.pgettext("board", "beside the table: nothing")
    count = len(game.reserve)
    if count:
        # Translators: the reserve before it is dealt, at the start of the board description.
        return tr.npgettext(
            "board", "reserve: {count} face-down card", "reserve: {count} face-down cards", count
        ).format(count=count)
    # Translators: the reserve after it was dealt, at the start of the board description.
    return tr.pgettext("board", "reserve: dealt")


def beside_sentence(tr: Translator, game: Game) -> str:
    """Three Blind Mice: the face-up cards beside the table as a sentence of their own
    (``Naast de tafel: harten 4 en schoppen 2.``), said with the top cards at the start; ''
    in a game without cards beside the table."""
    if not game.spec.beside:
        return ""
    return end_sentence(tr, capitalize(reserve(tr, game)))


def suits(tr: Translator, removed: Iterable[Suit]) -> str:
    """Suit names as a spoken list: ``harten, ruiten en schoppen``."""
    return join_and(tr, [suit_name(tr, s) for s in removed])


def removed(tr: Translator, runs: tuple[Suit, ...]) -> str:
    """``geen reeks verwijderd`` or ``2 reeksen verwijderd: harten en schoppen``."""
    if not runs:
        # Translators: no complete run has been removed yet (board description, status).
        return tr.pgettext("board", "no run removed")
    # Translators: how many complete runs were removed and their suits, in the order removed.
    # Dutch: "1 reeks verwijderd: harten", "2 reeksen verwijderd: harten en schoppen".
    return tr.npgettext(
        "board", "{count} run removed: {suits}", "{count} runs removed: {suits}", len(runs)
    ).format(count=len(runs), suits=suits(tr, runs))


def runs_part(tr: Translator, game: Game) -> str:
    """The board's and the status's part about runs. App rules, as the rule document writes
    it: the runs removed (``geen reeks verwijderd``). Traditional rules never remove a run, so
    "geen reeks verwijderd" would be said all game long: the complete runs lying on the table
    are counted instead (``geen complete reeks``, ``2 complete reeksen``); which column holds
    each follows in :func:`runs_lying`."""
    if not game.traditional:
        return removed(tr, game.removed)
    complete = sum(1 for c in range(game.columns) if game.complete_run(c) is not None)
    if not complete:
        # Translators: traditional rules (a run is never removed), board description and
        # status: no complete king-to-ace run lies on the table.
        return tr.pgettext("board", "no complete run")
    # Translators: traditional rules, board description and status: how many complete runs
    # lie on the table (where each lies is said after the columns). Dutch: "2 complete
    # reeksen".
    return tr.npgettext("board", "{count} complete run", "{count} complete runs", complete).format(
        count=complete
    )


def board(tr: Translator, game: Game) -> str:
    """The full board description, as the rule document writes it, followed by a sentence
    for each complete run lying on a column (never in a position of the rule document)."""
    # Translators: the whole board description: the reserve, the removed runs, then every
    # column. Dutch, as in the rule document: "{reserve}; {removed}. {columns}."
    text = fill(
        tr.pgettext("board", "{reserve}; {removed}. {columns}."),
        "columns",
        columns(tr, game, range(game.columns)),
        alone=True,
        reserve=reserve(tr, game),
        removed=runs_part(tr, game),
    )
    notes = runs_lying(tr, game)
    if not notes:
        return text
    # Translators: what separates two sentences in one announcement (a space in Dutch).
    return join(tr.pgettext("sentence separator", " "), [text, notes])


def runs_lying(tr: Translator, game: Game) -> str:
    """A sentence for each complete run lying on a column, or ''; several runs in one
    sentence, the empty column they go to named once (trial 7: "zet ...heer naar de lege kolom
    6, dan gaat de reeks weg" three times in one start message)."""
    lying = [(c, suit) for c in range(game.columns) if (suit := game.complete_run(c)) is not None]
    suits = [suit for _, suit in lying]
    if len(lying) > 1 and len(set(suits)) == len(suits):  # (two runs of one suit: each alone)
        return runs_lying_together(tr, game, [c for c, _ in lying], suits)
    notes = [run_lying(tr, game, c) for c in range(game.columns)]
    return join_sentences(tr, notes) if any(notes) else ""


def runs_lying_together(tr: Translator, game: Game, where: list[int], suits: list[Suit]) -> str:
    """Several complete runs lying on columns ``where`` (of ``suits``), in one sentence: with
    the app rules each king goes, one after the other, to the same empty column (it is empty
    again once the run is removed there)."""
    named = join_and(tr, [suit_name(tr, suit) for suit in suits])
    columns = join_and(tr, [str(c + 1) for c in where])
    kings = join_and(tr, [card_name(tr, run_of(suit)[0]) for suit in suits])
    empty = next((e for e in range(game.columns) if not game.column(e)), None)
    if game.traditional:
        # Translators: traditional rules: several complete runs lie on columns {columns}
        # ("1, 2 en 3"); {suits} in the same order. Dutch: "de reeksen harten, klaveren en
        # ruiten liggen compleet in kolom 1, 2 en 3."
        said = tr.pgettext(
            "announce", "the runs of {suits} lie complete in columns {columns}."
        ).format(suits=named, columns=columns)
    elif empty is None:
        # Translators: several complete runs lie on columns {columns} but were not removed
        # (runs are removed only on the column that receives cards) and no column is empty;
        # {kings} are their kings, in the order of {suits}. Dutch: "de reeksen harten en
        # klaveren liggen compleet in kolom 1 en 2: zodra een andere kolom leeg is, zet je
        # hartenheer en klaverenheer een voor een daarheen en gaat elke reeks weg."
        said = tr.pgettext(
            "announce",
            "the runs of {suits} lie complete in columns {columns}: once another column is "
            "empty, move {kings} there one by one to remove each run.",
        ).format(suits=named, columns=columns, kings=kings)
    else:
        # Translators: several complete runs lie on columns {columns} but were not removed
        # (runs are removed only on the column that receives cards); {kings} are their kings,
        # in the order of {suits}; {empty} is an empty column, empty again after each run is
        # removed there (trial 7: the sentence for one run said three times). Dutch: "de
        # reeksen harten, klaveren en ruiten liggen compleet in kolom 1, 2 en 3: zet
        # hartenheer, klaverenheer en ruitenheer een voor een naar de lege kolom 6, dan gaat
        # elke reeks weg."
        said = tr.pgettext(
            "announce",
            "the runs of {suits} lie complete in columns {columns}: move {kings} one by one "
            "to the empty column {empty} to remove each run.",
        ).format(suits=named, columns=columns, kings=kings, empty=empty + 1)
    return join_sentences(tr, [said])


def column_answer(tr: Translator, game: Game, c: int) -> str:
    """The answer to ``kolom 3``: the column as a sentence, and a complete run lying on it."""
    return join_sentences(tr, [end_sentence(tr, column(tr, game, c)), run_lying(tr, game, c)])


def columns_answer(tr: Translator, game: Game, which: Iterable[int]) -> str:
    """The answer to ``lees kolom 2 en 3``: each column as the answer to ``kolom 2``."""
    return join_sentences(tr, [column_answer(tr, game, c) for c in which])


def run_lying(tr: Translator, game: Game, c: int) -> str:
    """A complete run lying on column ``c`` that was not removed, and how to remove it (with
    the traditional rules a run is never removed: only that it lies there)."""
    suit = game.complete_run(c)
    if suit is None:
        return ""
    if game.traditional:
        # Translators: traditional rules: a complete king-to-ace run lies on column {column};
        # it stays there (these rules never remove a run). Dutch: "de reeks {suit} ligt
        # compleet in kolom {column}."
        return tr.pgettext(
            "announce", "the run of {suit} lies complete in column {column}."
        ).format(suit=suit_name(tr, suit), column=c + 1)
    king = card_name(tr, run_of(suit)[0])
    empty = next((e for e in range(game.columns) if e != c and not game.column(e)), None)
    if empty is None:
        # Translators: a complete king-to-ace run lies on column {column} but was not removed
        # (runs are removed only on the column that receives cards) and no other column is
        # empty; {king} is its king. Dutch: "de reeks {suit} ligt compleet in kolom {column}:
        # zodra een andere kolom leeg is, zet je {king} daarheen en gaat de reeks weg."
        return tr.pgettext(
            "announce",
            "the run of {suit} lies complete in column {column}: once another column is "
            "empty, move {king} there to remove it.",
        ).format(suit=suit_name(tr, suit), column=c + 1, king=king)
    # Translators: a complete king-to-ace run lies on column {column} but was not removed
    # (runs are removed only on the column that receives cards); {king} is its king and
    # {empty} the first other empty column (trial 6: the king may already lie on an empty
    # column, so the sentence names one to move it to). Dutch: "de reeks {suit} ligt compleet
    # in kolom {column}: zet {king} naar de lege kolom {empty}, dan gaat de reeks weg."
    return tr.pgettext(
        "announce",
        "the run of {suit} lies complete in column {column}: move {king} to the empty "
        "column {empty} to remove it.",
    ).format(suit=suit_name(tr, suit), column=c + 1, king=king, empty=empty + 1)


def tops(tr: Translator, game: Game) -> str:
    """The top card of every column: ``Kolom 1: schoppen 3; kolom 2: schoppen 7; ...``."""
    parts = []
    for c in range(game.columns):
        top = game.top(c)
        if top is None:
            contents = tr.pgettext("board", "empty")
        elif game.face_down_count(c) == len(game.column(c)):
            contents = column_contents(tr, game, c)
        else:
            contents = card_name(tr, top)
        parts.append(column_label(tr, c, contents))
    return end_sentence(tr, _listing(tr.pgettext("board", "; "), parts))
