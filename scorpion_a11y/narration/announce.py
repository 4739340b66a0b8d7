"""One announcement per action, built from the engine's events alone.

Every sentence is written starting in lower case and capitalised when the sentences are
joined, so that "Ongedaan gemaakt: {text}" can put any sentence behind its colon.

Most important fact first: the card and where it went, cards turned face up, runs removed,
reserve cards dealt, a win. ``kort`` says just that; ``normaal`` (the default) adds what the card
now lies on and what lies on top of each column cards left; ``uitgebreid`` adds the column the
card came from, which cards were carried, the points and the new score, and the new state of
every column that changed, in board-description form. A complete run left lying on a column is
said at every level, except after the move that wins: the win is its last word. Undo and redo
are announced as such.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..game.cards import run_of
from ..game.engine import POINTS_RUN, POINTS_SAME_SUIT, POINTS_TURNED, Game
from ..game.events import (
    CardsMoved,
    CardTurned,
    Event,
    GameWon,
    Redone,
    ReserveDealt,
    RunCompleted,
    RunRemoved,
    ScoreChanged,
    Undone,
)
from ..i18n import Translator
from ..names import card_list, card_name, suit_name
from ..settings import Verbosity
from . import board
from .text import end_sentence, join_list, join_sentences


def changed_columns(events: Sequence[Event]) -> list[int]:
    """The columns (0-based, ascending) an action changed, from its events."""
    found: set[int] = set()
    for ev in events:
        if isinstance(ev, CardsMoved):
            found.update(c for c in (ev.from_column, ev.to_column) if c >= 0)
        elif isinstance(ev, CardTurned | RunRemoved | RunCompleted):
            found.add(ev.column)
        elif isinstance(ev, ReserveDealt):
            found.update(c for _card, c in ev.placements)
        elif isinstance(ev, Undone | Redone):
            found.update(changed_columns(ev.events))
    return sorted(found)


def _move(tr: Translator, ev: CardsMoved, verbosity: Verbosity) -> str:
    card = card_name(tr, ev.card)
    source, to = ev.from_column + 1, ev.to_column + 1
    n = len(ev.carried)
    if verbosity is Verbosity.KORT:
        if not n:
            # Translators: short announcement of a move; {column} counts from 1.
            return tr.pgettext("announce", "{card} to column {column}.").format(
                card=card, column=to
            )
        # Translators: short announcement of a move that carried {count} cards lying on {card}.
        return tr.npgettext(
            "announce",
            "{card} with {count} card to column {column}.",
            "{card} with {count} cards to column {column}.",
            n,
        ).format(card=card, count=n, column=to)
    if ev.from_column < 0:
        if ev.onto is None:
            # Translators: Three Blind Mice: a card from beside the table onto an empty column.
            return tr.pgettext(
                "announce", "{card} from beside the table to empty column {column}."
            ).format(card=card, column=to)
        # Translators: Three Blind Mice: a card from beside the table onto {onto} on top of
        # column {column}.
        return tr.pgettext(
            "announce", "{card} from beside the table onto {onto} in column {column}."
        ).format(card=card, onto=card_name(tr, ev.onto), column=to)
    if verbosity is Verbosity.NORMAAL:
        return _move_normaal(tr, ev, card, to, n)
    if ev.onto is None:
        if not n:
            # Translators: a king moved onto an empty column; {source} is where it came from.
            return tr.pgettext(
                "announce", "{card} from column {source} to empty column {column}."
            ).format(card=card, source=source, column=to)
        # Translators: a king moved onto an empty column with the cards lying on it
        # ({cards}, a list of card names).
        return tr.pgettext(
            "announce",
            "{card} from column {source} to empty column {column}, carrying {cards}.",
        ).format(card=card, source=source, column=to, cards=card_list(tr, ev.carried))
    onto = card_name(tr, ev.onto)
    if not n:
        # Translators: a move: {card} went from column {source} onto the card {onto} that lies
        # on top of column {column}. Dutch: "{card} van kolom {source} op {onto} in kolom {column}."
        return tr.pgettext(
            "announce", "{card} from column {source} onto {onto} in column {column}."
        ).format(card=card, source=source, onto=onto, column=to)
    # Translators: a move that carried the cards {cards} lying on {card}.
    # Dutch: "..., met schoppen 7 erop."
    return tr.pgettext(
        "announce",
        "{card} from column {source} onto {onto} in column {column}, carrying {cards}.",
    ).format(card=card, source=source, onto=onto, column=to, cards=card_list(tr, ev.carried))


def _move_normaal(tr: Translator, ev: CardsMoved, card: str, to: int, n: int) -> str:
    """The default level: the card and where it went first, then what it lies on."""
    if ev.onto is None:
        if not n:
            # Translators: default announcement: a king moved onto the empty column {column}.
            return tr.pgettext("announce", "{card} to empty column {column}.").format(
                card=card, column=to
            )
        # Translators: default announcement: a king and the {count} cards lying on it moved
        # onto the empty column {column}.
        return tr.npgettext(
            "announce",
            "{card} with {count} card to empty column {column}.",
            "{card} with {count} cards to empty column {column}.",
            n,
        ).format(card=card, count=n, column=to)
    onto = card_name(tr, ev.onto)
    if not n:
        # Translators: default announcement of a move: {card} went to column {column}, onto
        # the card {onto}. Dutch: "{card} naar kolom {column}, op {onto}."
        return tr.pgettext("announce", "{card} to column {column}, onto {onto}.").format(
            card=card, column=to, onto=onto
        )
    # Translators: default announcement of a move that carried {count} cards lying on {card}.
    # Dutch: "{card} met {count} kaart naar kolom {column}, op {onto}."
    return tr.npgettext(
        "announce",
        "{card} with {count} card to column {column}, onto {onto}.",
        "{card} with {count} cards to column {column}, onto {onto}.",
        n,
    ).format(card=card, count=n, column=to, onto=onto)


def _new_top(tr: Translator, game: Game, c: int) -> str:
    """What now lies on top of column ``c``, which cards left (default level)."""
    top = game.top(c)
    if top is None:
        # Translators: default announcement: column {column} has no cards left.
        return tr.pgettext("announce", "column {column} is empty now.").format(column=c + 1)
    # Translators: default announcement: the card now on top of column {column}, which cards
    # just left. Dutch: "bovenop kolom {column}: {card}."
    return tr.pgettext("announce", "top of column {column}: {card}.").format(
        column=c + 1, card=card_name(tr, top)
    )


def _turned(tr: Translator, ev: CardTurned, verbosity: Verbosity) -> str:
    if verbosity is Verbosity.KORT:
        # Translators: short: a face-down card was turned face up.
        return tr.pgettext("announce", "{card} turned face up.").format(card=card_name(tr, ev.card))
    # Translators: a face-down card was turned face up on top of column {column}.
    return tr.pgettext("announce", "{card} turned face up in column {column}.").format(
        card=card_name(tr, ev.card), column=ev.column + 1
    )


def _run(tr: Translator, ev: RunRemoved, verbosity: Verbosity) -> str:
    suit = suit_name(tr, ev.suit)
    if verbosity is Verbosity.KORT:
        # Translators: short: a complete run king to ace of {suit} was removed.
        return tr.pgettext("announce", "run of {suit} removed.").format(suit=suit)
    # Translators: a complete run king to ace of {suit} was taken off column {column}.
    return tr.pgettext("announce", "run of {suit} removed from column {column}.").format(
        suit=suit, column=ev.column + 1
    )


def _completed(tr: Translator, ev: RunCompleted, verbosity: Verbosity) -> str:
    suit = suit_name(tr, ev.suit)
    if verbosity is Verbosity.KORT:
        # Translators: short, traditional rules: a run king to ace of {suit} is complete and
        # stays on the table.
        return tr.pgettext("announce", "run of {suit} complete.").format(suit=suit)
    # Translators: traditional rules: a run king to ace of {suit} is complete on top of column
    # {column}; it stays there.
    return tr.pgettext("announce", "run of {suit} complete in column {column}.").format(
        suit=suit, column=ev.column + 1
    )


def _dealt(tr: Translator, ev: ReserveDealt) -> str:
    placements = [
        # Translators: one reserve card dealt onto a column, e.g. "schoppen 8 op kolom 1".
        tr.pgettext("announce", "{card} on column {column}").format(
            card=card_name(tr, card), column=c + 1
        )
        for card, c in ev.placements
    ]
    # Translators: the reserve was dealt; {placements} lists each card and its column.
    return tr.pgettext("announce", "reserve dealt: {placements}.").format(
        placements=join_list(tr, placements)
    )


def _detail(tr: Translator, events: Sequence[Event]) -> str:
    """Where the points of an action came from (``uitgebreid``)."""
    same = sum(1 for ev in events if isinstance(ev, CardsMoved) and ev.same_suit)
    turned = sum(1 for ev in events if isinstance(ev, CardTurned))
    runs = sum(1 for ev in events if isinstance(ev, RunRemoved | RunCompleted))
    parts = []
    if same:
        # Translators: score detail: points for laying a card on the same suit.
        parts.append(
            tr.pgettext("points", "{points} for the same suit").format(
                points=same * POINTS_SAME_SUIT
            )
        )
    if turned:
        # Translators: score detail: points for {count} cards turned face up.
        parts.append(
            tr.npgettext(
                "points",
                "{points} for {count} card turned face up",
                "{points} for {count} cards turned face up",
                turned,
            ).format(points=turned * POINTS_TURNED, count=turned)
        )
    if runs:
        # Translators: score detail: points for {count} complete runs removed.
        parts.append(
            tr.npgettext(
                "points", "{points} for {count} run", "{points} for {count} runs", runs
            ).format(points=runs * POINTS_RUN, count=runs)
        )
    return join_list(tr, parts)


def _score(tr: Translator, ev: ScoreChanged, action: Sequence[Event], verbosity: Verbosity) -> str:
    if ev.points > 0:
        if verbosity is Verbosity.UITGEBREID:
            detail = _detail(tr, action)
            if detail:
                # Translators: points gained, where they came from, and the new score.
                # Dutch: "10 punten erbij: 5 voor dezelfde soort, 5 voor 1 omgedraaide kaart;
                # score 10."
                return tr.npgettext(
                    "announce",
                    "{points} point: {detail}; score {score}.",
                    "{points} points: {detail}; score {score}.",
                    ev.points,
                ).format(points=ev.points, detail=detail, score=ev.score)
        # Translators: points gained by an action and the new score. Dutch: "5 punten erbij,
        # score 5."
        return tr.npgettext(
            "announce",
            "{points} point, score {score}.",
            "{points} points, score {score}.",
            ev.points,
        ).format(points=ev.points, score=ev.score)
    if ev.points < 0:
        taken = -ev.points
        # Translators: points taken back by undo and the new score.
        return tr.npgettext(
            "announce",
            "{points} point taken back, score {score}.",
            "{points} points taken back, score {score}.",
            taken,
        ).format(points=taken, score=ev.score)
    if verbosity is Verbosity.UITGEBREID:
        # Translators: detailed level, an action that gained no points.
        return tr.pgettext("announce", "score stays {score}.").format(score=ev.score)
    return ""


def _won(tr: Translator, ev: GameWon) -> str:
    # Translators: the fourth run was removed: the game is won.
    return tr.npgettext(
        "announce",
        "won! Final score {score} after {moves} move.",
        "won! Final score {score} after {moves} moves.",
        ev.moves,
    ).format(score=ev.score, moves=ev.moves)


def _facts(tr: Translator, events: Sequence[Event], verbosity: Verbosity, game: Game) -> list[str]:
    normaal = verbosity is Verbosity.NORMAAL
    won = any(isinstance(ev, GameWon) for ev in events)
    turned_in = {ev.column for ev in events if isinstance(ev, CardTurned)}
    out: list[str] = []
    for ev in events:
        if isinstance(ev, CardsMoved):
            out.append(_move(tr, ev, verbosity))
            if normaal and not won and ev.from_column >= 0 and ev.from_column not in turned_in:
                out.append(_new_top(tr, game, ev.from_column))
        elif isinstance(ev, CardTurned):
            out.append(_turned(tr, ev, verbosity))
        elif isinstance(ev, RunRemoved):
            out.append(_run(tr, ev, verbosity))
            if normaal and not won and ev.column not in turned_in:
                out.append(_new_top(tr, game, ev.column))
        elif isinstance(ev, RunCompleted):
            out.append(_completed(tr, ev, verbosity))
        elif isinstance(ev, ReserveDealt):
            out.append(_dealt(tr, ev))
        elif isinstance(ev, ScoreChanged):
            if verbosity is Verbosity.UITGEBREID:
                out.append(_score(tr, ev, events, verbosity))
        elif isinstance(ev, GameWon):
            out.append(_won(tr, ev))
    return [s for s in out if s]


def _undone_move(tr: Translator, ev: CardsMoved, verbosity: Verbosity) -> str:
    """An undone move: the card (and what lay on it) went back where it came from."""
    card = card_name(tr, ev.card)
    back, source = ev.from_column + 1, ev.to_column + 1
    n = len(ev.carried)
    if ev.from_column < 0:
        # Translators: Three Blind Mice: an undone move put {card} back beside the table.
        return tr.pgettext("announce", "{card} back beside the table.").format(card=card)
    if verbosity is not Verbosity.UITGEBREID and not n:
        # Translators: short: an undone move, the card went back to column {column}.
        return tr.pgettext("announce", "{card} back to column {column}.").format(
            card=card, column=back
        )
    if verbosity is not Verbosity.UITGEBREID:
        # Translators: short and default level: an undone move, {card} and the {count} cards
        # lying on it went back to column {column} (as the move said them: trial 9 heard
        # "with 11 cards" on the move, and on undo only the card).
        return tr.npgettext(
            "announce",
            "{card} with {count} card back to column {column}.",
            "{card} with {count} cards back to column {column}.",
            n,
        ).format(card=card, count=n, column=back)
    if not n:
        # Translators: an undone move: {card} went from column {source} back to {column}.
        return tr.pgettext(
            "announce", "{card} from column {source} back to column {column}."
        ).format(card=card, source=source, column=back)
    # Translators: an undone move, with the cards {cards} that went back on {card}.
    return tr.pgettext(
        "announce", "{card} from column {source} back to column {column}, carrying {cards}."
    ).format(card=card, source=source, column=back, cards=card_list(tr, ev.carried))


def _turned_back(tr: Translator, ev: CardTurned, verbosity: Verbosity) -> str:
    """Undo turned a card face down again; the column named as the move named it (short:
    none, trial 9)."""
    card = card_name(tr, ev.card)
    if verbosity is Verbosity.KORT:
        # Translators: short: undo turned a card face down again (the short move said
        # "{card} turned face up." without its column).
        return tr.pgettext("announce", "{card} face down again.").format(card=card)
    # Translators: undo turned a card face down again.
    return tr.pgettext("announce", "{card} face down again in column {column}.").format(
        card=card, column=ev.column + 1
    )


def _undone_facts(
    tr: Translator, events: Sequence[Event], verbosity: Verbosity, game: Game
) -> list[str]:
    """What taking back an action changed, from the events the action had produced."""
    out: list[str] = []
    left: int | None = None
    for ev in events:
        if isinstance(ev, CardsMoved):
            out.append(_undone_move(tr, ev, verbosity))
            left = ev.to_column
        elif isinstance(ev, CardTurned):
            out.append(_turned_back(tr, ev, verbosity))
        elif isinstance(ev, RunRemoved):
            # Where the run lies now: with a king moved onto an empty column it went back
            # with the king, not to the column it was removed from.
            where = game.locate(run_of(ev.suit)[0]).column
            column = ev.column if where is None else where
            # Translators: undo put a removed run of {suit} back on column {column}.
            out.append(
                tr.pgettext("announce", "run of {suit} back in column {column}.").format(
                    suit=suit_name(tr, ev.suit), column=column + 1
                )
            )
        elif isinstance(ev, ReserveDealt):
            # Translators: undo took the dealt reserve cards back into the face-down reserve.
            out.append(tr.pgettext("announce", "the reserve is face down again."))
    if verbosity is Verbosity.NORMAAL and left is not None:
        out.append(_new_top(tr, game, left))
    return out


def announce(
    tr: Translator,
    game: Game,
    events: Sequence[Event],
    verbosity: Verbosity,
    sound_said: bool = False,
) -> str:
    """The one announcement for an action; ``game`` is the state after it.

    ``kort`` and ``normaal`` say only what changed; ``uitgebreid`` adds the points and the
    changed columns in full (see ``docs/vertelling.md``). ``sound_said`` ("geluid in plaats
    van woorden", with sound playing): at ``kort``, what the earcon already said is left out:
    "Ongedaan gemaakt:" and "Opnieuw gedaan:" (the undo and redo sounds).
    """
    if not events:
        return ""
    first = events[0]
    top_score = next((ev for ev in events if isinstance(ev, ScoreChanged)), None)
    if isinstance(first, Undone):
        facts = _undone_facts(tr, first.events, verbosity, game)
        if top_score is not None and verbosity is Verbosity.UITGEBREID:
            score = _score(tr, top_score, (), verbosity)
            if score:
                facts.append(score)
        # Translators: announces an undone action; {text} is its first sentence.
        prefix = tr.pgettext("announce", "Undone: {text}")
        won = False
    elif isinstance(first, Redone):
        facts = _facts(tr, first.events, verbosity, game)
        # Translators: announces a redone action; {text} is its first sentence.
        prefix = tr.pgettext("announce", "Redone: {text}")
        won = any(isinstance(ev, GameWon) for ev in first.events)
    else:
        facts = _facts(tr, events, verbosity, game)
        prefix = ""
        won = any(isinstance(ev, GameWon) for ev in events)
    if prefix and facts and not (sound_said and verbosity is Verbosity.KORT):
        facts[0] = prefix.format(text=facts[0])
    changed = changed_columns(events)
    # A run just completed (traditional rules) was said already: "reeks harten compleet".
    inner = first.events if isinstance(first, Redone) else events
    said = {ev.column for ev in inner if isinstance(ev, RunCompleted)}
    if not won:  # the win is the last word of its move (trial 8: a run lying after it)
        facts.extend(board.run_lying(tr, game, c) for c in changed if c not in said)
    if verbosity is Verbosity.UITGEBREID and not won and changed:
        facts.append(end_sentence(tr, board.columns(tr, game, changed)))
    return join_sentences(tr, facts)
