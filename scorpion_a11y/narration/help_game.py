"""The help sentences that depend on the game in play: how many reserve cards, onto which
columns and when, how far undo goes back, what the board and ``waar is`` read, the points, the
keys that read each column.

Each is made from the game's record (:class:`GameSpec`) and whether the traditional rules are
on, so help never states another game's numbers (a new player heard "onto columns 1, 2 and 3"
in Double Scorpion, whose six reserve cards go onto columns 1 to 6). ``help`` without a game
(the generated reference, docs/commands.md) keeps the table's general texts in
:mod:`.help`, which hold for every game.
"""

from __future__ import annotations

from ..game.engine import POINTS_RUN, POINTS_SAME_SUIT, POINTS_TURNED, Game
from ..i18n import Translator
from .text import join_and

__all__ = ["column_keys", "detail", "keys", "summary"]


def _columns(tr: Translator, columns: tuple[int, ...]) -> str:
    return join_and(tr, [str(c + 1) for c in columns])


def column_keys(tr: Translator, count: int) -> str:
    """The keys that read the columns of a game with ``count`` columns: Alt+1 to Alt+9, Alt+0
    for column 10, Alt+Shift+1 to Alt+Shift+4 for columns 11 to 14 (``interactive.COLUMN_KEYS``)."""
    if count <= 9:
        # Translators: the keys that read the columns, in a game of {count} (7) columns.
        return tr.pgettext("help", "Alt+1 to Alt+{count} for columns 1 to {count}").format(
            count=count
        )
    if count == 10:
        # Translators: the keys that read the columns, in a game of 10 columns.
        return tr.pgettext("help", "Alt+1 to Alt+9 and Alt+0 for columns 1 to 10")
    # Translators: the keys that read the columns, in a game of more than 10 columns (14):
    # {shift} is the last Alt+Shift digit (4), {count} the number of columns.
    return tr.pgettext(
        "help",
        "Alt+1 to Alt+9 and Alt+0 for columns 1 to 10, Alt+Shift+1 to Alt+Shift+{shift} for "
        "columns 11 to {count}",
    ).format(shift=count - 10, count=count)


def keys(tr: Translator, game: Game) -> str:
    """``help toetsen`` in this game: the column keys for its own columns."""
    # Translators: the keys; keep the key names (F1, Alt, Escape, Ctrl+Z). {columns} says
    # which Alt keys read which columns of this game ("Alt+1 tot en met Alt+7 voor kolom 1 tot
    # en met 7").
    return tr.pgettext(
        "help",
        "Keys: F1 help, F2 the board, F3 the top cards, F4 repeat the last message, Alt and a "
        "digit read a column ({columns}), Escape stop speech, Ctrl+Z undo.",
    ).format(columns=column_keys(tr, game.columns))


def summary(tr: Translator, command: str, game: Game) -> str | None:
    """The one-line summary of ``command`` in this game, where it depends on the game."""
    spec = game.spec
    if command != "deal":
        return None
    if spec.beside:
        # Translators: one-line help of the command deal in Three Blind Mice, which deals no
        # reserve: its cards lie face up beside the table.
        return tr.pgettext("help", "none in this game: its cards lie beside the table")
    # Translators: one-line help of the command deal; {columns} as "1, 2 en 3".
    return tr.pgettext("help", "deal the reserve onto columns {columns}").format(
        columns=_columns(tr, spec.reserve_columns)
    )


def detail(tr: Translator, command: str, game: Game) -> str | None:
    """The explanation of ``command`` in this game, where it depends on the game; None where
    the general text holds."""
    spec = game.spec
    face_down = any(spec.face_down)
    match command:
        case "deal" if spec.beside:
            # Translators: help on the command deal in Three Blind Mice: no reserve is dealt;
            # {count} (2) cards lie face up beside the table.
            return tr.pgettext(
                "help",
                "This game deals no reserve: the {count} cards beside the table can be played "
                "onto a column at any time, like any face-up card.",
            ).format(count=spec.reserve_size)
        case "deal" if game.traditional:
            # Translators: help on the command deal, traditional rules; {count} cards,
            # {columns} as "1, 2 en 3".
            return tr.pgettext(
                "help",
                "Deals the {count} reserve cards face up, one onto each of columns {columns}, "
                "once per game and only when no useful move is left; it counts as one move.",
            ).format(count=spec.reserve_size, columns=_columns(tr, spec.reserve_columns))
        case "deal":
            # Translators: help on the command deal; {count} cards, {columns} as "1, 2 en 3".
            return tr.pgettext(
                "help",
                "Deals the {count} reserve cards face up, one onto each of columns {columns}. "
                "Allowed at any time, once per game; it counts as one move.",
            ).format(count=spec.reserve_size, columns=_columns(tr, spec.reserve_columns))
        case "undo" if spec.undo_limit is None:
            # Translators: help on the command undo in a game without an undo limit.
            return tr.pgettext(
                "help", "Takes back the last move and its points. In this game undo has no limit."
            )
        case "undo":
            # Translators: help on the command undo; {count} is the game's limit (100).
            return tr.pgettext(
                "help",
                "Takes back the last move and its points. The last {count} actions can be undone.",
            ).format(count=spec.undo_limit)
        case "board":
            if spec.beside:
                # Translators: help on the command board in Three Blind Mice.
                first = tr.pgettext(
                    "help",
                    "Reads the cards beside the table and the removed runs, then every column "
                    "from bottom to top.",
                )
            else:
                # Translators: help on the command board.
                first = tr.pgettext(
                    "help",
                    "Reads the reserve and the removed runs, then every column from bottom to top.",
                )
            if not face_down:
                return first
            # Translators: help on the command board, in a game with face-down cards.
            return first + " " + tr.pgettext("help", "Face-down cards are counted, never named.")
        case "where" if spec.beside:
            # Translators: help on the command where in Three Blind Mice.
            return tr.pgettext(
                "help",
                "Says where a card lies. A face-down card is not visible; a card beside the "
                "table is. You may also ask what lies on or under a card.",
            )
        case "where" if spec.decks > 1:
            # Translators: help on the command where in Double Scorpion (two decks).
            return tr.pgettext(
                "help",
                "Says where a card lies: every face-up copy, since each card is in the game "
                "twice. A face-down card or a card in the reserve is not visible. You may also "
                "ask what lies on or under a card.",
            )
        case "status" if spec.beside:
            # Translators: help on the command status in Three Blind Mice.
            return tr.pgettext(
                "help",
                "Says how the game stands: moves, score, face-down cards, the cards beside the "
                "table and removed runs.",
            )
        case "score":
            if face_down and game.traditional:
                # Translators: help on the command score, traditional rules (runs stay).
                text = tr.pgettext(
                    "help",
                    "Says the score. A card on the same suit scores {same}, a card turned "
                    "{turned}, a completed run {run}.",
                )
            elif face_down:
                # Translators: help on the command score.
                text = tr.pgettext(
                    "help",
                    "Says the score. A card on the same suit scores {same}, a card turned "
                    "{turned}, a removed run {run}.",
                )
            elif game.traditional:
                # Translators: help on the command score, a game without face-down cards,
                # traditional rules (runs stay).
                text = tr.pgettext(
                    "help",
                    "Says the score. A card on the same suit scores {same}, a completed run {run}.",
                )
            else:
                # Translators: help on the command score, a game without face-down cards.
                text = tr.pgettext(
                    "help",
                    "Says the score. A card on the same suit scores {same}, a removed run {run}.",
                )
            return text.format(same=POINTS_SAME_SUIT, turned=POINTS_TURNED, run=POINTS_RUN)
        case "column":
            # Translators: help on the command column; {keys} says which Alt keys read which
            # columns of this game.
            return tr.pgettext(
                "help", "Reads one column from bottom to top. The keys do the same: {keys}."
            ).format(keys=column_keys(tr, game.columns))
    return None
