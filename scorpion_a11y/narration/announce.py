"""One announcement per action, built from the engine's events alone.

Every sentence is written starting in lower case and capitalised when the sentences are
joined, so that "Ongedaan gemaakt: {text}" can put any sentence behind its colon.

Most important fact first: the move, cards turned face up, runs removed, reserve cards dealt,
points gained and the new score, a win. Then, at ``normaal`` and ``uitgebreid``, the new state
of every column that changed, in board-description form. ``uitgebreid`` also says which cards
were carried and where the points came from. Undo and redo are announced as such.
"""

from __future__ import annotations

from collections.abc import Sequence

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
from . import board
from .names import card_list, card_name, suit_name
from .text import end_sentence, join_list, join_sentences
from .verbosity import Verbosity


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
    if ev.onto is None:
        if not n:
            # Translators: a king moved onto an empty column; {source} is where it came from.
            return tr.pgettext(
                "announce", "{card} from column {source} to empty column {column}."
            ).format(card=card, source=source, column=to)
        if verbosity is Verbosity.UITGEBREID:
            # Translators: a king moved onto an empty column with the cards lying on it
            # ({cards}, a list of card names).
            return tr.pgettext(
                "announce",
                "{card} from column {source} to empty column {column}, carrying {cards}.",
            ).format(card=card, source=source, column=to, cards=card_list(tr, ev.carried))
        # Translators: a king moved onto an empty column carrying {count} cards lying on it.
        return tr.npgettext(
            "announce",
            "{card} from column {source} to empty column {column}, carrying {count} card.",
            "{card} from column {source} to empty column {column}, carrying {count} cards.",
            n,
        ).format(card=card, source=source, column=to, count=n)
    onto = card_name(tr, ev.onto)
    if not n:
        # Translators: a move: {card} went from column {source} onto the card {onto} that lies
        # on top of column {column}. Dutch: "{card} van kolom {source} op {onto} in kolom {column}."
        return tr.pgettext(
            "announce", "{card} from column {source} onto {onto} in column {column}."
        ).format(card=card, source=source, onto=onto, column=to)
    if verbosity is Verbosity.UITGEBREID:
        # Translators: a move that carried the cards {cards} lying on {card}.
        # Dutch: "..., met schoppen 7 erop."
        return tr.pgettext(
            "announce",
            "{card} from column {source} onto {onto} in column {column}, carrying {cards}.",
        ).format(card=card, source=source, onto=onto, column=to, cards=card_list(tr, ev.carried))
    # Translators: a move that carried {count} cards lying on {card}.
    # Dutch: "..., met 1 kaart erop."
    return tr.npgettext(
        "announce",
        "{card} from column {source} onto {onto} in column {column}, carrying {count} card.",
        "{card} from column {source} onto {onto} in column {column}, carrying {count} cards.",
        n,
    ).format(card=card, source=source, onto=onto, column=to, count=n)


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


def _facts(tr: Translator, events: Sequence[Event], verbosity: Verbosity) -> list[str]:
    out: list[str] = []
    for ev in events:
        if isinstance(ev, CardsMoved):
            out.append(_move(tr, ev, verbosity))
        elif isinstance(ev, CardTurned):
            out.append(_turned(tr, ev, verbosity))
        elif isinstance(ev, RunRemoved):
            out.append(_run(tr, ev, verbosity))
        elif isinstance(ev, RunCompleted):
            out.append(_completed(tr, ev, verbosity))
        elif isinstance(ev, ReserveDealt):
            out.append(_dealt(tr, ev))
        elif isinstance(ev, ScoreChanged):
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
    if verbosity is Verbosity.KORT:
        # Translators: short: an undone move, the card went back to column {column}.
        return tr.pgettext("announce", "{card} back to column {column}.").format(
            card=card, column=back
        )
    if not n:
        # Translators: an undone move: {card} went from column {source} back to {column}.
        return tr.pgettext(
            "announce", "{card} from column {source} back to column {column}."
        ).format(card=card, source=source, column=back)
    if verbosity is Verbosity.UITGEBREID:
        # Translators: an undone move, with the cards {cards} that went back on {card}.
        return tr.pgettext(
            "announce", "{card} from column {source} back to column {column}, carrying {cards}."
        ).format(card=card, source=source, column=back, cards=card_list(tr, ev.carried))
    # Translators: an undone move that took {count} cards lying on {card} back.
    return tr.npgettext(
        "announce",
        "{card} from column {source} back to column {column}, carrying {count} card.",
        "{card} from column {source} back to column {column}, carrying {count} cards.",
        n,
    ).format(card=card, source=source, column=back, count=n)


def _undone_facts(tr: Translator, events: Sequence[Event], verbosity: Verbosity) -> list[str]:
    """What taking back an action changed, from the events the action had produced."""
    out: list[str] = []
    for ev in events:
        if isinstance(ev, CardsMoved):
            out.append(_undone_move(tr, ev, verbosity))
        elif isinstance(ev, CardTurned):
            # Translators: undo turned a card face down again.
            out.append(
                tr.pgettext("announce", "{card} face down again in column {column}.").format(
                    card=card_name(tr, ev.card), column=ev.column + 1
                )
            )
        elif isinstance(ev, RunRemoved):
            # Translators: undo put a removed run of {suit} back on column {column}.
            out.append(
                tr.pgettext("announce", "run of {suit} back in column {column}.").format(
                    suit=suit_name(tr, ev.suit), column=ev.column + 1
                )
            )
        elif isinstance(ev, ReserveDealt):
            # Translators: undo took the dealt reserve cards back into the face-down reserve.
            out.append(tr.pgettext("announce", "the reserve is face down again."))
    return out


def announce(tr: Translator, game: Game, events: Sequence[Event], verbosity: Verbosity) -> str:
    """The one announcement for an action; ``game`` is the state after it."""
    if not events:
        return ""
    first = events[0]
    top_score = next((ev for ev in events if isinstance(ev, ScoreChanged)), None)
    if isinstance(first, Undone):
        facts = _undone_facts(tr, first.events, verbosity)
        if top_score is not None:
            score = _score(tr, top_score, (), verbosity)
            if score:
                facts.append(score)
        # Translators: announces an undone action; {text} is its first sentence.
        prefix = tr.pgettext("announce", "Undone: {text}")
        won = False
    elif isinstance(first, Redone):
        facts = _facts(tr, first.events, verbosity)
        # Translators: announces a redone action; {text} is its first sentence.
        prefix = tr.pgettext("announce", "Redone: {text}")
        won = any(isinstance(ev, GameWon) for ev in first.events)
    else:
        facts = _facts(tr, events, verbosity)
        prefix = ""
        won = any(isinstance(ev, GameWon) for ev in events)
    if prefix and facts:
        facts[0] = prefix.format(text=facts[0])
    if verbosity is not Verbosity.KORT and not won:
        changed = changed_columns(events)
        if changed:
            facts.append(end_sentence(tr, board.columns(tr, game, changed)))
    return join_sentences(tr, facts)
