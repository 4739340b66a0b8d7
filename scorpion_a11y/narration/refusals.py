"""Refusals: what was wrong with an action and, where useful, what would work.

The two messages of the rule document are used literally: "Alleen een heer mag op een lege
kolom" and "Regel: de kaarten moeten van dezelfde soort zijn". A face-down card's place or
identity is never revealed: a face-down card and a reserve card get the same sentence, and a
card that would fit but lies face down (or in the reserve) is only called "not visible".
"""

from __future__ import annotations

from ..exhaustive import assert_never
from ..game.cards import Card, Rank, Suit
from ..game.deal import Rules
from ..game.dealfile import MAX_SIZE, RESERVE_SIZE, DealFileError, DealProblem
from ..game.engine import Game, Location, Place
from ..game.events import Reason, Refusal
from ..game.rules import SPECS
from ..i18n import Translator
from ..names import card_list, card_name, suit_name
from .text import capitalize, clean, join_and, join_list, join_or, join_sentences

#: Up to this many cards lying on a card are named; more are counted.
MAX_NAMED_COVER = 3
#: Up to this many missing cards of a deal file are named; more are counted.
MAX_NAMED_MISSING = 8


def covering(tr: Translator, cards: tuple[Card, ...]) -> str:
    """The cards lying on a card: named when few, counted when many."""
    if len(cards) <= MAX_NAMED_COVER:
        return card_list(tr, cards)
    # Translators: how many cards lie on a card, when too many to name ("onder 5 kaarten").
    return tr.npgettext("cover", "{count} card", "{count} cards", len(cards)).format(
        count=len(cards)
    )


def _empty_columns(game: Game) -> list[int]:
    return [c for c in range(game.columns) if not game.column(c)]


def _king_hint(tr: Translator, game: Game, card: Card) -> str:
    empty = _empty_columns(game)
    name = card_name(tr, card)
    if not empty:
        # Translators: a king may only go onto an empty column, and there is none now.
        return tr.pgettext(
            "hint", "{card} fits only on an empty column, and there is none."
        ).format(card=name)
    # Translators: a king may only go onto an empty column; {columns} lists the empty ones
    # (numbers counted from 1, e.g. "5 en 6").
    return tr.npgettext(
        "hint",
        "{card} fits only on an empty column: column {columns} is empty.",
        "{card} fits only on an empty column: columns {columns} are empty.",
        len(empty),
    ).format(card=name, columns=join_and(tr, [str(c + 1) for c in empty]))


def _own(game: Game, card: Card) -> list[tuple[int, int]]:
    """Where ``card`` lies face up in a column: (column, index) of each copy."""
    return [
        (loc.column, loc.index)
        for loc in game.locate_all(card)
        if loc.column is not None and loc.index is not None and loc.face_up
    ]


def _above_itself(card_at: list[tuple[int, int]], loc: Location) -> bool:
    """Whether a card lying at ``loc`` lies above a copy of the moved card in its own column
    (schoppenvrouw laid on schoppenheer in kolom 1, above schoppenboer): never a place to go
    to as things lie, since the card would have to go onto its own pile."""
    return any(
        column == loc.column and loc.index is not None and index < loc.index
        for column, index in card_at
    )


def _single_fit(tr: Translator, game: Game, card: Card, fit: Card, loc: Location) -> str:
    """The one place ``card`` fits: ``fit`` lying at ``loc``."""
    name, target = card_name(tr, card), card_name(tr, fit)
    if loc.place is Place.RESERVE or not loc.face_up:
        # Translators: the only card {card} may lie on is face down or in the reserve: never
        # say where it is.
        return tr.pgettext("hint", "{card} fits only on {target}, which is not visible.").format(
            card=name, target=target
        )
    if loc.place is Place.BESIDE:
        # Translators: Three Blind Mice: the only card {card} may lie on lies face up beside the
        # table, and nothing may be laid on a card there.
        return tr.pgettext(
            "hint", "{card} fits only on {target}, which lies beside the table: nothing goes on it."
        ).format(card=name, target=target)
    assert loc.column is not None and loc.index is not None
    if _above_itself(_own(game, card), loc):
        # Translators: the only card {card} may lie on lies in the same column above {card}
        # itself (so it cannot go there as things lie). Dutch: "schoppenboer past alleen op
        # schoppenvrouw, en die ligt in kolom 1 boven schoppenboer."
        return tr.pgettext(
            "hint", "{card} fits only on {target}, which lies in column {column} above {card}."
        ).format(card=name, target=target, column=loc.column + 1)
    above = game.column(loc.column)[loc.index + 1 :]
    if not above:
        # Translators: the only card {card} may lie on is on top of column {column}.
        return tr.pgettext(
            "hint", "{card} fits only on {target}, on top of column {column}."
        ).format(card=name, target=target, column=loc.column + 1)
    # Translators: the only card {card} may lie on lies in column {column} under {cards}.
    # Dutch: "harten 4 past alleen op harten 5, en die ligt in kolom 7 onder schoppen 7."
    return tr.pgettext(
        "hint", "{card} fits only on {target}, which lies in column {column} under {cards}."
    ).format(card=name, target=target, column=loc.column + 1, cards=covering(tr, above))


def _many_fits(
    tr: Translator,
    game: Game,
    card: Card,
    fits: list[tuple[Card, Location]],
    here: list[tuple[int, int]],
) -> str:
    """Several places ``card`` fits (relaxed rules: every card one higher, of any suit; Double
    Scorpion: each copy of a card): say where the visible ones are, in column order, and
    count the others. A place in ``here`` already has a copy of ``card`` on it (Double
    Scorpion): said so."""
    places: list[tuple[int, int, str]] = []
    hidden = 0
    card_at = _own(game, card)
    for fit, loc in fits:
        if loc.place is Place.RESERVE or not loc.face_up:
            hidden += 1
            continue
        if loc.place is Place.BESIDE:  # said last, after the columns
            # Translators: Three Blind Mice, a list item: a card that fits lies face up beside
            # the table, where nothing may be laid on it.
            place = tr.pgettext("hint", "{target} beside the table, where nothing goes on it")
            places.append((game.columns, 0, place.format(target=card_name(tr, fit))))
            continue
        assert loc.column is not None and loc.index is not None
        above = game.column(loc.column)[loc.index + 1 :]
        target = card_name(tr, fit)
        if _below_itself(game, card, loc):
            # Translators: a card that fits, lying in column {column} under {card} (the card
            # the player tried to move) itself, so not a place to go (a list item). Dutch:
            # "ruiten 4 in kolom 2 onder schoppen 3 zelf".
            place = tr.pgettext("hint", "{target} in column {column} under {card} itself").format(
                target=target, column=loc.column + 1, card=card_name(tr, card)
            )
        elif (loc.column, loc.index) in here:
            # Translators: Double Scorpion, a list item: a card that fits, in column {column},
            # where a copy of {card} (the card the player tried to move) already lies.
            place = tr.pgettext(
                "hint", "{target} in column {column}, where a {card} already lies"
            ).format(target=target, column=loc.column + 1, card=card_name(tr, card))
        elif _above_itself(card_at, loc):
            # Translators: a card that fits, lying in column {column} above {card} (the card
            # the player tried to move) itself (a list item).
            place = tr.pgettext("hint", "{target} in column {column} above {card}").format(
                target=target, column=loc.column + 1, card=card_name(tr, card)
            )
        elif not above:
            # Translators: a card that fits, on top of column {column} (a list item).
            place = tr.pgettext("hint", "{target} on top of column {column}").format(
                target=target, column=loc.column + 1
            )
        else:
            # Translators: a card that fits, lying in column {column} under {cards}.
            place = tr.pgettext("hint", "{target} in column {column} under {cards}").format(
                target=target, column=loc.column + 1, cards=covering(tr, above)
            )
        places.append((loc.column, loc.index, place))
    name = card_name(tr, card)
    if not places:
        if not hidden:
            return ""
        if len({fit for fit, _loc in fits}) == 1:
            # Translators: Double Scorpion: the one card {card} may lie on is {target}, and
            # neither copy of it is face up (never say where they are).
            return tr.pgettext(
                "hint", "{card} fits only on {target}, and neither is visible."
            ).format(card=name, target=card_name(tr, fits[0][0]))
        # Translators: relaxed rules (or both copies in Double Scorpion): every card {card} may
        # lie on is face down or in the reserve.
        return tr.pgettext("hint", "{card} fits only on cards that are not visible.").format(
            card=name
        )
    said = [place for _column, _index, place in sorted(places)]
    if hidden:
        # Translators: relaxed rules, list item: how many other fitting cards are not visible.
        said.append(
            tr.npgettext(
                "hint", "{count} other is not visible", "{count} others are not visible", hidden
            ).format(count=hidden)
        )
    # Translators: relaxed rules: the cards {card} may lie on and where they are, separated by
    # the board description's column separator.
    return tr.pgettext("hint", "{card} fits on: {places}.").format(
        card=name, places=tr.pgettext("board", "; ").join(said)
    )


def lying_on(game: Game, card: Card) -> tuple[Card, ...]:
    """The face-up cards ``card`` lies directly on now (one; two copies in Double Scorpion)."""
    return tuple(game.column(c)[i] for c, i in _lying_on(game, card))


def _lying_on(game: Game, card: Card) -> list[tuple[int, int]]:
    """Where the face-up cards ``card`` lies directly on are: (column, index) of each."""
    under = []
    for loc in game.locate_all(card):
        if loc.column is None or loc.index is None or not loc.face_up or loc.index == 0:
            continue
        if loc.index - 1 >= game.face_down_count(loc.column):
            under.append((loc.column, loc.index - 1))
    return under


def fit_hint(tr: Translator, game: Game, card: Card, fits: tuple[Card, ...]) -> str:
    """What would work for ``card``: where the cards it fits on are, or the empty columns.
    In Double Scorpion every copy of a card it fits on is a place of its own (two copies of
    harten 5, one on top of column 9: never "only on harten 5, in column 7").

    The card it already lies on is never offered: that is where it is, not a move."""
    if not fits:
        return _king_hint(tr, game, card)
    here = _lying_on(game, card)
    every = [
        (fit, loc)
        for fit in dict.fromkeys(fits)
        for loc in game.locate_all(fit)
        if loc.place is not Place.REMOVED
    ]
    # a card under the moving card in its own pile (every copy of it above) is no place to go
    # (trial 8: "schoppen 3 past op: ruiten 4 in kolom 2 onder klaveren 8, ruitenaas, schoppen
    # 3"): left out of the list, said as such when nothing else is left
    # (the card it lies directly on is never offered, as below)
    own = [
        (fit, loc)
        for fit, loc in every
        if _below_itself(game, card, loc) and (loc.column, loc.index) not in here
    ]
    every = [place for place in every if place not in own]
    places = [(fit, loc) for fit, loc in every if (loc.column, loc.index) not in here]
    if places and game.spec.decks > 1:
        places = every  # which copy of the card was meant is not known: each place is said
    if own and not places:
        said = _own_pile(tr, game, card, fits, own)
    elif own and not any(loc.face_up and loc.place is not Place.RESERVE for _f, loc in places):
        # only cards not visible besides: the own pile's are said, why not, with the count
        said = _many_fits(tr, game, card, own + places, here)
    else:
        said = _fit_places(tr, game, card, fits, places, here)
    return join_sentences(tr, [said, _empty_too(tr, game, card)])


def _below_itself(game: Game, card: Card, loc: Location) -> bool:
    """Whether a face-up card lying at ``loc`` lies in its column under every copy of
    ``card``: ``card`` would have to go onto its own pile, and no other copy can go there
    (nothing can, until ``card`` itself is moved off it)."""
    if loc.place is not Place.COLUMN or loc.column is None or loc.index is None:
        return False
    if not loc.face_up:  # never say where a face-down card lies: it stays "not visible"
        return False
    copies = game.locate_all(card)
    return bool(copies) and all(
        c.column == loc.column and c.index is not None and c.index > loc.index for c in copies
    )


def _own_pile(
    tr: Translator, game: Game, card: Card, fits: tuple[Card, ...], own: list[tuple[Card, Location]]
) -> str:
    """Every visible card ``card`` fits on lies under it, in its own pile (``own``: those
    deeper than the card it lies on, which fits too when it is in ``fits``): said so."""
    below = [under for under in lying_on(game, card) if under in fits]
    targets = list(dict.fromkeys([*below, *(fit for fit, _loc in own)]))
    column = own[0][1].column
    assert column is not None
    # Translators: the only card(s) {card} fits on, {targets}, lie under {card} itself in its
    # own column {column}: it cannot go onto its own pile. Dutch: "schoppen 3 past alleen op
    # ruiten 4, en die ligt in kolom 2 onder schoppen 3 zelf."
    return tr.npgettext(
        "hint",
        "{card} fits only on {targets}, which lies in column {column} under {card} itself.",
        "{card} fits only on {targets}, which lie in column {column} under {card} itself.",
        len(targets),
    ).format(card=card_name(tr, card), targets=card_list(tr, targets), column=column + 1)


def _already_on(tr: Translator, card: Card, below: list[Card]) -> str:
    # Translators: the only card(s) {card} fits on: it already lies on {target}.
    return tr.pgettext("hint", "{card} already lies on {target}, the only card it fits on.").format(
        card=card_name(tr, card), target=card_list(tr, list(dict.fromkeys(below)))
    )


def _empty_too(tr: Translator, game: Game, card: Card) -> str:
    """Wasp: any card may also go onto an empty column; say which are empty."""
    empty = _empty_columns(game)
    if not game.spec.empty_takes_any or not empty:
        return ""
    # Translators: Wasp (any card may go onto an empty column), after where {card} fits:
    # {columns} lists the empty columns (numbers counted from 1, e.g. "5 en 6").
    return tr.npgettext(
        "hint",
        "{card} may also go onto an empty column: column {columns} is empty.",
        "{card} may also go onto an empty column: columns {columns} are empty.",
        len(empty),
    ).format(card=card_name(tr, card), columns=join_and(tr, [str(c + 1) for c in empty]))


def _fit_places(
    tr: Translator,
    game: Game,
    card: Card,
    fits: tuple[Card, ...],
    places: list[tuple[Card, Location]],
    here: list[tuple[int, int]],
) -> str:
    if not places:
        below = [under for under in lying_on(game, card) if under in fits]
        return _already_on(tr, card, below) if below else ""
    if len(places) == 1:
        return _single_fit(tr, game, card, *places[0])
    return _many_fits(tr, game, card, places, here)


def neither_copy(tr: Translator, game: Game, card: Card) -> str:
    """Double Scorpion, both copies of ``card`` face up and neither can move: each named by
    its column (the manual promises every copy by its column); '' otherwise."""
    copies_at = sorted(
        {
            loc.column
            for loc in game.locate_all(card)
            if loc.place is Place.COLUMN and loc.face_up and loc.column is not None
        }
    )
    if len(copies_at) < 2:
        return ""
    # Translators: Double Scorpion, answer to "waar kan harten 9 heen" (or "harten 9" alone)
    # with both copies face up in columns {first} and {second}: neither can move now; what
    # would work follows. Dutch: "Beide harten 9 kunnen nu nergens heen: die in kolom 8 en
    # die in kolom 13."
    return tr.pgettext(
        "question",
        "Neither {card} can go anywhere now: not the one in column {first}, nor the "
        "one in column {second}.",
    ).format(card=card_name(tr, card), first=copies_at[0] + 1, second=copies_at[1] + 1)


def _either(tr: Translator, columns: tuple[int, ...]) -> str:
    """``in column 3 or in column 9`` (0-based columns in, 1-based out)."""
    # Translators: one choice of a question "Which harten 4: in column 3 or in column 9?".
    said = [tr.pgettext("refusal", "in column {column}").format(column=c + 1) for c in columns]
    return join_or(tr, said)


def refusal(tr: Translator, game: Game, refused: Refusal) -> str:
    """The sentence(s) for a refused action; ``game`` is the unchanged state."""
    reason = refused.reason
    card = refused.card
    name = card_name(tr, card) if card is not None else ""
    column = refused.column + 1 if refused.column is not None else 0
    target = card_name(tr, refused.target) if refused.target is not None else ""
    hint = ""
    match reason:
        case Reason.NO_SUCH_COLUMN:
            # Translators: the player named a column that does not exist; {count} is the game's
            # number of columns (7, 10 or 14).
            text = tr.pgettext(
                "refusal", "There is no column {column}; the columns are 1 to {count}."
            ).format(column=column, count=game.columns)
        case Reason.CARD_FACE_DOWN | Reason.CARD_IN_RESERVE:
            # Translators: the card is face down or in the reserve. One sentence for both, so the
            # player never learns where a hidden card is.
            text = tr.pgettext(
                "refusal", "{card} is not visible; only face-up cards can be moved."
            ).format(card=name)
        case Reason.CARD_REMOVED:
            assert card is not None
            # Translators: the card is part of a complete run already taken off the table.
            text = tr.pgettext(
                "refusal", "{card} has already been removed with the run of {suit}."
            ).format(card=name, suit=suit_name(tr, card.suit))
        case Reason.SAME_COLUMN:
            # Translators: the card already lies in the column it should be moved to.
            text = tr.pgettext("refusal", "{card} already lies in column {column}.").format(
                card=name, column=column
            )
        case Reason.TARGET_IS_ACE:
            # Translators: the target column ends with an ace {target}, and nothing goes on an ace.
            text = tr.pgettext(
                "refusal", "Nothing may be laid on an ace: column {column} ends with {target}."
            ).format(column=column, target=target)
        case Reason.NOT_ONE_HIGHER if card is not None and card.rank is Rank.HEER:
            # A king fits on no card at all: the suit rule would only add words. The hint
            # that follows says where it does fit (an empty column).
            # Translators: {card} is a king the player tried to lay on {target}, the top of
            # column {column}; nothing is one higher than a king.
            text = tr.pgettext(
                "refusal",
                "{card} does not fit on {target} in column {column}: a king fits on no card.",
            ).format(
                card=name,
                target=target,
                column=column,
            )
        case Reason.NOT_ONE_HIGHER if Reason.WRONG_SUIT in refused.also:
            # The rule document's message for another suit first, exactly as it prescribes
            # it; then the rank, the second rule the move breaks.
            suit = tr.pgettext("refusal", "Rule: the cards must be of the same suit.")
            # Translators: said after "Rule: the cards must be of the same suit." when the card
            # is not exactly one lower either: {card} on {target}, the top of column {column}.
            rank = tr.pgettext(
                "refusal",
                "{card} is not exactly one lower than {target} in column {column} either.",
            ).format(
                card=name,
                target=target,
                column=column,
            )
            text = join_sentences(tr, [suit, rank])
        case Reason.NOT_ONE_HIGHER:
            # Translators: {card} is not exactly one lower than {target} on top of column {column}.
            text = tr.pgettext(
                "refusal",
                "{card} does not fit on {target} in column {column}: it must be exactly one lower.",
            ).format(
                card=name,
                target=target,
                column=column,
            )
        case Reason.WRONG_SUIT:
            # Translators: the rule document's own message (classic rules, different suit). Dutch
            # exactly: "Regel: de kaarten moeten van dezelfde soort zijn".
            text = tr.pgettext("refusal", "Rule: the cards must be of the same suit.")
        case Reason.ONLY_KING_ON_EMPTY:
            # Translators: the rule document's own message. Dutch exactly: "Alleen een heer mag op
            # een lege kolom".
            text = tr.pgettext("refusal", "Only a king may go onto an empty column.")
        case Reason.RESERVE_ALREADY_DEALT if game.spec.beside:
            # Translators: Three Blind Mice has no reserve to deal: its cards lie face up beside
            # the table ({cards}, or "niets meer") and are played onto a column like any open card.
            text = tr.pgettext(
                "refusal",
                "This game deals no reserve: the cards beside the table ({cards}) can be "
                "played onto a column at any time.",
            ).format(cards=card_list(tr, game.beside) if game.beside else _nothing(tr))
        case Reason.RESERVE_ALREADY_DEALT:
            # Translators: the reserve can be dealt only once, and it has been.
            text = tr.pgettext(
                "refusal", "The reserve has already been dealt; that can be done only once."
            )
        case Reason.RESERVE_NOT_YET:
            # Translators: traditional rules: the reserve may only be dealt when no useful move is
            # left (a move that turns a card, uncovers a card the moved cards did not fit on,
            # moves a whole column onto a card or completes a run).
            text = tr.pgettext(
                "refusal",
                "Traditional rules: deal the reserve only when no useful move is left.",
            )
        case Reason.AMBIGUOUS_CARD:
            # Translators: Double Scorpion: both copies of {card} can make the move; {columns}
            # is a list of the columns they lie in, e.g. "in column 3 or in column 9".
            text = tr.pgettext("refusal", "Which {card}: {columns}?").format(
                card=card_name(tr, card) if card is not None else "",
                columns=_either(tr, refused.sources),
            )
        case Reason.NOT_IN_COLUMN:
            # Translators: the player named the column a card comes from, and it does not lie
            # face up there. Said the same whether it is face down there or elsewhere.
            text = tr.pgettext("refusal", "{card} does not lie face up in column {column}.").format(
                card=name, column=(refused.source or 0) + 1
            )
        case Reason.NOTHING_TO_UNDO:
            # Translators: undo asked with nothing to take back.
            text = tr.pgettext("refusal", "There is nothing to undo.")
        case Reason.UNDO_LIMIT_REACHED:
            limit = game.spec.undo_limit or 0
            # Translators: undo asked after the game's limit of undos (100) in a row: older
            # moves stay played. {count} is the limit.
            text = tr.npgettext(
                "refusal",
                "You cannot go further back: only the last action can be undone.",
                "You cannot go further back: only the last {count} actions can be undone.",
                limit,
            ).format(count=limit)
        case Reason.NOTHING_TO_REDO:
            # Translators: redo asked with nothing undone to play again.
            text = tr.pgettext("refusal", "There is nothing to redo.")
        case _:
            assert_never(reason)
    if card is not None and reason in (
        Reason.TARGET_IS_ACE,
        Reason.NOT_ONE_HIGHER,
        Reason.WRONG_SUIT,
        Reason.ONLY_KING_ON_EMPTY,
    ):
        hint = fit_hint(tr, game, card, refused.fits)
    return join_sentences(tr, [text, hint])


def dealfile_error(tr: Translator, err: DealFileError) -> str:
    """A sentence naming what is wrong with a deal file."""
    return capitalize(_dealfile_error(tr, err))


def _place(tr: Translator, err: DealFileError) -> str:
    """Where in the deal file a card or value was found, from ``key`` and ``column``."""
    if err.key == "gedekt" and err.column is not None:
        # Translators: where in a deal file: the face-down cards of column {column}.
        return tr.pgettext("dealfile", "among the face-down cards of column {column}").format(
            column=err.column
        )
    if err.key == "open" and err.column is not None:
        # Translators: where in a deal file: the face-up cards of column {column}.
        return tr.pgettext("dealfile", "among the face-up cards of column {column}").format(
            column=err.column
        )
    if err.key == "verwijderd":
        # Translators: where in a deal file: the list of removed runs.
        return tr.pgettext("dealfile", "among the removed runs")
    # Translators: where in a deal file: the reserve.
    return tr.pgettext("dealfile", "in the reserve")


def _dealfile_error(tr: Translator, err: DealFileError) -> str:
    p = err.problem
    value = clean(err.value or "")  # from the file (or its name): never raw to the terminal
    match p:
        case DealProblem.NOT_FOUND:
            # Translators: the deal file {path} does not exist.
            return tr.pgettext("dealfile", "The deal file {path} does not exist.").format(
                path=value
            )
        case DealProblem.UNREADABLE:
            # Translators: the deal file {path} could not be read (missing, a folder, no access).
            return tr.pgettext("dealfile", "The deal file {path} cannot be read.").format(
                path=value
            )
        case DealProblem.TOO_LARGE:
            # Translators: the file is far too large to be a deal file; sizes in bytes.
            return tr.pgettext(
                "dealfile", "The file is too large for a deal file: {size} bytes, at most {most}."
            ).format(size=err.count or 0, most=MAX_SIZE)
        case DealProblem.NOT_JSON:
            if err.line is not None:
                # Translators: the deal file is not valid JSON; the error is at line {line},
                # character {char}.
                return tr.pgettext(
                    "dealfile",
                    "The deal file is not valid JSON: error at line {line}, character {char}.",
                ).format(line=err.line, char=err.char if err.char is not None else 1)
            # Translators: the deal file is not valid JSON (or not UTF-8 text).
            return tr.pgettext("dealfile", "The deal file is not valid JSON.")
        case DealProblem.NOT_AN_OBJECT:
            # Translators: the deal file's JSON must be one object, between curly braces.
            return tr.pgettext(
                "dealfile", "The deal file must hold one JSON object, between curly braces."
            )
        case DealProblem.MISSING_KEY:
            # Translators: a required key (such as "kolommen") is missing from the deal file; keys
            # are written in Dutch in every language.
            return tr.pgettext("dealfile", 'The deal file has no "{key}".').format(
                key=err.key or ""
            )
        case DealProblem.NOT_A_LIST:
            if err.column is not None:
                # Translators: in column {column} of the deal file, "{key}" ("gedekt" or "open")
                # must be a list of card names; {value} is what the file holds instead.
                return tr.pgettext(
                    "dealfile", 'In column {column}, "{key}" must be a list of cards, not {value}.'
                ).format(column=err.column, key=err.key or "", value=value)
            # Translators: "{key}" in the deal file must be a list; {value} is what it holds.
            return tr.pgettext(
                "dealfile", '"{key}" in the deal file must be a list, not {value}.'
            ).format(key=err.key or "", value=value)
        case DealProblem.BAD_RULES:
            # Translators: unknown rule set in the deal file; {classic} and {relaxed} are the
            # words the file must use (always Dutch: "klassiek", "versoepeld").
            return tr.pgettext(
                "dealfile",
                'Unknown rules "{value}" in the deal file: use "{classic}" or "{relaxed}".',
            ).format(value=value, classic=Rules.KLASSIEK.value, relaxed=Rules.VERSOEPELD.value)
        case DealProblem.BAD_VARIANT:
            # Translators: unknown game in the deal file's "variant"; {games} are the names the
            # file must use (always as written here, e.g. "scorpion", "wasp").
            return tr.pgettext(
                "dealfile", 'Unknown game "{value}" in the deal file; the games are {games}.'
            ).format(value=value, games=join_list(tr, [f'"{v.value}"' for v in SPECS]))
        case DealProblem.BAD_TRADITIONAL:
            # Translators: the deal file's "traditioneel" must be true or false (JSON words).
            return tr.pgettext(
                "dealfile", '"traditioneel" in the deal file must be true or false, not {value}.'
            ).format(value=value)
        case DealProblem.COLUMN_COUNT:
            # Translators: the deal file must have {expected} columns (the game's: 7, 10 or 14)
            # but has {count}.
            return tr.pgettext(
                "dealfile", "The deal file must have {expected} columns, not {count}."
            ).format(expected=err.expected, count=err.count or 0)
        case DealProblem.BAD_COLUMN:
            # Translators: column {column} of the deal file is not an object holding the lists
            # "{down}" and "{up}" (the file's Dutch keys); {value} is what it holds instead.
            return tr.pgettext(
                "dealfile",
                'Column {column} of the deal file must be an object with the lists "{down}" and '
                '"{up}", not {value}.',
            ).format(column=err.column, down="gedekt", up="open", value=value)
        case DealProblem.NOT_A_CARD:
            # Translators: "{value}" in the deal file is not a card name; {place} says where it
            # is; {example} shows how card names are written in the file.
            return tr.pgettext(
                "dealfile", '"{value}" {place} is not a card; write cards as {example}.'
            ).format(value=value, place=_place(tr, err), example=_examples(tr))
        case DealProblem.BAD_RESERVE:
            # Translators: the reserve of a deal file holds {size} (3) cards, or none once dealt.
            return tr.pgettext(
                "dealfile",
                "The reserve must hold {size} cards, or none once it is dealt, not {count}.",
            ).format(size=err.expected or RESERVE_SIZE, count=err.count or 0)
        case DealProblem.BAD_REMOVED:
            # Translators: a removed run in the deal file names no suit; {suits} are the words the
            # file must use (always Dutch).
            return tr.pgettext(
                "dealfile", '"{value}" among the removed runs is not a suit; use {suits}.'
            ).format(value=value, suits=join_list(tr, [f'"{suit.key}"' for suit in Suit]))
        case DealProblem.DUPLICATE_CARD if (err.expected or 1) > 1:
            # Translators: Double Scorpion: a card appears three times in the deal file; {place}
            # is where the third one is.
            return tr.pgettext(
                "dealfile", "{card} appears three times in the deal file, the third time {place}."
            ).format(
                card=card_name(tr, err.card) if err.card is not None else value,
                place=_place(tr, err),
            )
        case DealProblem.DUPLICATE_CARD:
            # Translators: a card appears twice in the deal file; {place} is where the second one
            # is.
            return tr.pgettext(
                "dealfile", "{card} appears twice in the deal file, the second time {place}."
            ).format(
                card=card_name(tr, err.card) if err.card is not None else value,
                place=_place(tr, err),
            )
        case DealProblem.MISSING_CARDS:
            count = err.count if err.count is not None else len(err.cards)
            if err.cards and len(err.cards) <= MAX_NAMED_MISSING:
                # Translators: cards missing from a deal file, named.
                return tr.npgettext(
                    "dealfile",
                    "{count} card is missing from the deal file: {cards}.",
                    "{count} cards are missing from the deal file: {cards}.",
                    count,
                ).format(count=count, cards=card_list(tr, err.cards))
            # Translators: many cards missing from a deal file, only counted.
            return tr.npgettext(
                "dealfile",
                "{count} card is missing from the deal file.",
                "{count} cards are missing from the deal file.",
                count,
            ).format(count=count)
        case DealProblem.FACE_DOWN_UNCOVERED:
            # Translators: a column of the deal file has face-down cards but no face-up card on
            # them.
            return tr.pgettext(
                "dealfile",
                "Column {column} of the deal file has face-down cards but no face-up card.",
            ).format(column=err.column)
        case _:
            assert_never(p)


def _examples(tr: Translator) -> str:
    """How card names are written in a deal file (always the canonical Dutch names)."""
    examples = (Card(Suit.RUITEN, Rank.DRIE), Card(Suit.HARTEN, Rank.BOER))
    return join_and(tr, [f'"{c.name}"' for c in examples])


def _nothing(tr: Translator) -> str:
    # Translators: Three Blind Mice: every card beside the table has been played ("niets").
    return tr.pgettext("beside", "none left")
