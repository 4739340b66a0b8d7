"""Answers to the player's read-only questions: where is a card, status, score, legal moves,
a move in words, the rules in short.

A face-down card's place or identity is never revealed: a face-down card and a reserve card
get the same answer ("niet zichtbaar").
"""

from __future__ import annotations

from ..game.cards import Card
from ..game.deal import Rules
from ..game.engine import (
    DEAL_RESERVE,
    POINTS_RUN,
    POINTS_SAME_SUIT,
    POINTS_TURNED,
    Action,
    DealReserve,
    Game,
    Location,
    Move,
    Place,
)
from ..game.rules import GameSpec
from ..i18n import Translator
from ..names import card_name, suit_name
from . import board
from .app_text import game_name
from .refusals import covering
from .text import (
    capitalize,
    clean,
    join_and,
    join_list,
    join_or,
    join_said,
    join_sentences,
)


def where(tr: Translator, game: Game, card: Card) -> str:
    """Where ``card`` lies: column, position (from the bottom) and what lies on it. Double
    Scorpion: where each face-up copy lies, when both do."""
    if game.spec.decks > 1:
        return _where_copies(tr, game, card)
    return capitalize(_where(tr, game, card, game.locate(card)))


def _where_copies(tr: Translator, game: Game, card: Card) -> str:
    """Double Scorpion: where each face-up copy lies, and what became of the other (not
    visible, or removed with its run); a face-down copy's place is never said."""
    places = game.locate_all(card)
    seen = [loc for loc in places if loc.place is Place.COLUMN and loc.face_up]
    removed = sum(loc.place is Place.REMOVED for loc in places)
    hidden = len(places) - len(seen) - removed
    name, suit = card_name(tr, card), suit_name(tr, card.suit)
    said = [_where(tr, game, card, loc) for loc in seen]
    if seen and hidden:
        # Translators: Double Scorpion, after where one copy of {card} lies: the other copy is
        # face down or in the reserve (never say which, nor where).
        said.append(tr.pgettext("where", "The other {card} is not visible.").format(card=name))
    elif seen and removed:
        # Translators: Double Scorpion, after where one copy of {card} lies: the other copy
        # went off the table with a run of {suit}.
        said.append(
            tr.pgettext("where", "The other {card} has been removed with a run of {suit}.").format(
                card=name, suit=suit
            )
        )
    elif hidden == 2:
        # Translators: Double Scorpion: neither copy of {card} is face up (face down or in the
        # reserve; never say which, nor where).
        said.append(tr.pgettext("where", "Neither {card} is visible.").format(card=name))
    elif hidden and removed:
        # Translators: Double Scorpion: one copy of {card} is not visible, the other went off
        # the table with a run of {suit}.
        said.append(
            tr.pgettext(
                "where", "{card} is not visible; the other has been removed with a run of {suit}."
            ).format(card=name, suit=suit)
        )
    elif removed:
        # Translators: Double Scorpion: both copies of {card} went off the table with runs.
        said.append(
            tr.pgettext("where", "Both {card} have been removed with runs of {suit}.").format(
                card=name, suit=suit
            )
        )
    return join_sentences(tr, said)


def _where(tr: Translator, game: Game, card: Card, loc: Location) -> str:
    name = card_name(tr, card)
    if loc.place is Place.REMOVED:
        # Translators: answer to "where is {card}": it went off the table with its run.
        return tr.pgettext("where", "{card} has been removed with the run of {suit}.").format(
            card=name, suit=suit_name(tr, card.suit)
        )
    if loc.place is Place.BESIDE:
        # Translators: answer to "where is {card}" in Three Blind Mice: it lies face up beside
        # the table and can be played onto a column.
        return tr.pgettext("where", "{card} lies beside the table.").format(card=name)
    if loc.place is Place.RESERVE or not loc.face_up:
        # Translators: answer to "where is {card}" for a face-down or reserve card: never say
        # which of the two, nor where.
        return tr.pgettext("where", "{card} is not visible.").format(card=name)
    assert loc.column is not None and loc.index is not None
    cards = game.column(loc.column)
    above = cards[loc.index + 1 :]
    if not above:
        # Translators: answer to "where is {card}": it is the top card of column {column}.
        return tr.pgettext("where", "{card} lies on top of column {column}.").format(
            card=name, column=loc.column + 1
        )
    # Translators: answer to "where is {card}": column, its place counted from the bottom
    # ({position} of {total} cards, face-down ones included) and the cards lying on it.
    return tr.pgettext(
        "where", "{card} lies in column {column}, card {position} of {total}, under {cards}."
    ).format(
        card=name,
        column=loc.column + 1,
        position=loc.index + 1,
        total=len(cards),
        cards=covering(tr, above),
    )


def top_card(tr: Translator, game: Game, column: int) -> str:
    """What lies on top of ``column``: ``Bovenop kolom 3: harten 4.``"""
    cards = game.column(column)
    if not cards:
        # Translators: answer to "what lies on top of column {column}": nothing, it is empty.
        return tr.pgettext("where", "Column {column} is empty.").format(column=column + 1)
    top = card_name(tr, cards[-1]) if game.face_up(column) else _hidden(tr)
    # Translators: answer to "what lies on top of column {column}"; {card} is a card name or
    # "a face-down card".
    return tr.pgettext("where", "On top of column {column}: {card}.").format(
        column=column + 1, card=top
    )


def bottom_card(tr: Translator, game: Game, column: int) -> str:
    """What lies at the bottom of ``column``, the mirror of :func:`top_card`: a face-up card
    by name (``Onderaan kolom 5: harten 10.``); face-down cards only by their number, with
    the face-up card that lies on them, never by name."""
    cards = game.column(column)
    if not cards:
        return tr.pgettext("where", "Column {column} is empty.").format(column=column + 1)
    down = game.face_down_count(column)
    if not down:
        # Translators: answer to "what lies at the bottom of column {column}" (wat ligt er
        # onder kolom 3, de onderste kaart van kolom 3); {card} is a face-up card's name.
        return tr.pgettext("where", "At the bottom of column {column}: {card}.").format(
            column=column + 1, card=card_name(tr, cards[0])
        )
    up = game.face_up(column)
    if not up:
        # Translators: answer to "what lies at the bottom of column {column}" when the column
        # holds only face-down cards ({count} of them; cannot happen in play, but a position
        # may be built that way). Never name a face-down card.
        text = tr.npgettext(
            "where",
            "At the bottom of column {column} lies a face-down card; it is the only card there.",
            "At the bottom of column {column} lies a face-down card: all {count} cards there "
            "are face down.",
            down,
        )
        return text.format(column=column + 1, count=down)
    # Translators: answer to "what lies at the bottom of column {column}" when the bottom
    # card lies face down: how many face-down cards lie at the bottom, then the face-up card
    # that lies on them ({card}). Never name a face-down card.
    text = tr.npgettext(
        "where",
        "At the bottom of column {column} lies a face-down card; on it lies {card}.",
        "At the bottom of column {column} lie {count} face-down cards, so the bottom card is "
        "face down; on them lies {card}.",
        down,
    )
    return text.format(column=column + 1, count=down, card=card_name(tr, up[0]))


def _hidden(tr: Translator) -> str:
    # Translators: a card lying face down, named without saying which it is.
    return tr.pgettext("where", "a face-down card")


def neighbour(tr: Translator, game: Game, card: Card, below: bool) -> str:
    """The card directly on ``card`` or, ``below``, directly under it, in one sentence per
    copy; a face-down card stays unnamed ("een gedekte kaart")."""
    name = card_name(tr, card)
    if game.locate(card).place is Place.REMOVED:
        return where(tr, game, card)
    sentences = []
    seen = [loc for loc in game.locate_all(card) if loc.column is not None and loc.face_up]
    together = len({loc.column for loc in seen}) < len(seen)  # both copies in one column
    for loc in seen:
        if loc.column is None or loc.index is None:
            continue
        cards = game.column(loc.column)
        column = loc.column + 1
        other = ""
        if together and (loc.index > 0 if below else loc.index < len(cards) - 1):
            # Double Scorpion, both copies in one column: which copy, by its place
            down = game.face_down_count(loc.column)
            if below:
                other = _hidden(tr) if loc.index - 1 < down else card_name(tr, cards[loc.index - 1])
                # Translators: Double Scorpion, both copies of {card} in column {column}: what
                # lies under the one at {position} (counted from the bottom).
                text = tr.pgettext(
                    "where", "Under {card}, card {position} of column {column}, lies {other}."
                )
            else:
                other = card_name(tr, cards[loc.index + 1])
                # Translators: Double Scorpion, both copies of {card} in column {column}: what
                # lies on the one at {position} (counted from the bottom).
                text = tr.pgettext(
                    "where", "On {card}, card {position} of column {column}, lies {other}."
                )
            sentences.append(
                capitalize(
                    text.format(card=name, other=other, column=column, position=loc.index + 1)
                )
            )
            continue
        if below and loc.index == 0:
            # Translators: answer to "what lies under {card}": nothing, it is the bottom card.
            text = tr.pgettext(
                "where", "Nothing lies under {card}: it is the bottom card of column {column}."
            )
        elif below:
            down = game.face_down_count(loc.column)
            other = _hidden(tr) if loc.index - 1 < down else card_name(tr, cards[loc.index - 1])
            # Translators: answer to "what lies under {card}"; {other} is a card name or "a
            # face-down card".
            text = tr.pgettext("where", "Under {card} lies {other}, in column {column}.")
        elif loc.index == len(cards) - 1:
            # Translators: answer to "what lies on {card}": nothing, it is the top card.
            text = tr.pgettext("where", "Nothing lies on {card}: it is on top of column {column}.")
        else:
            # Translators: answer to "what lies on {card}"; {other} is the card directly on it.
            text = tr.pgettext("where", "On {card} lies {other}, in column {column}.")
            other = card_name(tr, cards[loc.index + 1])
        sentences.append(capitalize(text.format(card=name, other=other, column=column)))
    if not sentences:
        return where(tr, game, card)
    return join_said(sentences)


def rules_name(tr: Translator, rules: Rules, traditional: bool = False) -> str:
    if traditional and rules is Rules.VERSOEPELD:
        # Translators: the relaxed rule set with the traditional rules, in a list
        # ("versoepeld, traditionele regels").
        return tr.pgettext("rules", "relaxed, traditional rules")
    if traditional:
        # Translators: the classic rule set with the traditional rules, in a list
        # ("klassiek, traditionele regels").
        return tr.pgettext("rules", "classic, traditional rules")
    if rules is Rules.VERSOEPELD:
        # Translators: the relaxed rule set, in a list ("versoepelde regels").
        return tr.pgettext("rules", "relaxed rules")
    # Translators: the classic rule set, in a list ("klassieke regels").
    return tr.pgettext("rules", "classic rules")


def score(tr: Translator, game: Game) -> str:
    # Translators: answer to "score".
    return tr.pgettext("status", "Score {score}.").format(score=game.score)


def status(
    tr: Translator,
    game: Game,
    given_up: bool = False,
    lost: bool = False,
    source: str | None = None,
) -> str:
    """The game first, as every sentence that introduces a game names it (its name, deal
    number or deal file ``source``, rules: "Wasp, spel 2800, versoepelde regels: ..."), then
    that the game is won, or (``given_up``) that the player gave it up, or (``lost``) that it
    is lost as it stands, with undo still open (the traditional rules); then score, moves,
    face-down cards left, runs removed, reserve."""
    parts: list[str] = []
    if given_up and not game.won:
        # Translators: status, first: the player gave this game up (it counts as lost).
        parts.append(tr.pgettext("status", "given up"))
    elif lost and not game.won:
        # Translators: status, first: the traditional rules' check proved this game lost as it
        # stands ("Verloren: ..." was said); "terug" (the undo command word) can still take the
        # losing move back: "Verloren, terug kan nog, score 40, ..."
        parts.append(tr.pgettext("status", "lost, terug can still take moves back"))
    if game.won:
        # Translators: status: the game has been won.
        parts.append(tr.pgettext("status", "won"))
    # Translators: status: the score.
    parts.append(tr.pgettext("status", "score {score}").format(score=game.score))
    # Translators: status: how many moves were played (the reserve deal counts as one).
    parts.append(
        tr.npgettext("status", "{count} move", "{count} moves", game.moves).format(count=game.moves)
    )
    down = game.face_down_total()
    if down:
        # Translators: status: face-down cards still on the table.
        parts.append(
            tr.npgettext(
                "status", "{count} face-down card left", "{count} face-down cards left", down
            ).format(count=down)
        )
    elif not any(game.spec.face_down):
        # Translators: status in a game dealt without face-down cards (Scorpion II): none
        # lie on the table, and none ever did ("no more" would suggest some were).
        parts.append(tr.pgettext("status", "no face-down cards"))
    else:
        # Translators: status: no face-down card left on the table.
        parts.append(tr.pgettext("status", "no face-down cards left"))
    parts.append(board.runs_part(tr, game))
    if game.spec.beside:
        # Translators: status, Three Blind Mice: how many cards still lie beside the table.
        parts.append(
            tr.npgettext(
                "status",
                "{count} card beside the table",
                "{count} cards beside the table",
                len(game.beside),
            ).format(count=len(game.beside))
        )
    elif game.reserve_dealt:
        # Translators: status: the reserve has been dealt.
        parts.append(tr.pgettext("status", "reserve dealt"))
    else:
        # Translators: status: the reserve can still be dealt.
        parts.append(tr.pgettext("status", "reserve not dealt yet"))
    said = capitalize(_status_sentence(tr, game, join_list(tr, parts), source))
    # complete runs lying on the table (the traditional rules keep every one there): "no run
    # removed" alone would leave them out
    lying = board.runs_lying(tr, game)
    return join_said([said, lying]) if lying else said


def _status_sentence(tr: Translator, game: Game, state: str, source: str | None) -> str:
    """``status``'s one sentence: the game as the resume names it, then ``state``."""
    name = game_name(tr, game.variant)
    rules = rules_name(tr, game.rules, game.traditional)
    if game.deal_number is not None:
        # Translators: status, the game first (as "Verder met Wasp, spel 2800, zet 20."):
        # its name, deal number and rules, then how it stands ({state}: "score 40, 12 zetten,
        # ..."). Dutch: "Wasp, spel 2800, versoepelde regels: score 40, 12 zetten, ...".
        text = tr.pgettext("status", "{game}, deal {number}, {rules}: {state}.")
        return text.format(game=name, number=game.deal_number, rules=rules, state=state)
    if source:
        # Translators: status of a game from the deal file {source} (its name), the game
        # first: "Wasp, de opstelling uit voor-jan.json, versoepelde regels: score 0, ...".
        text = tr.pgettext("status", "{game}, the position from {source}, {rules}: {state}.")
        return text.format(game=name, source=clean(source), rules=rules, state=state)
    # Translators: status of a game from a deal file whose name is not known: "Scorpion, je
    # eigen opstelling, klassieke regels: score 0, ...".
    text = tr.pgettext("status", "{game}, your own position, {rules}: {state}.")
    return text.format(game=name, rules=rules, state=state)


def move_text(tr: Translator, game: Game, action: Action) -> str:
    """A move in a few words: ``harten 4 naar kolom 7``, ``reserve delen``."""
    if isinstance(action, DealReserve):
        # Translators: the action of dealing the reserve, in a list of moves or a hint.
        return tr.pgettext("move", "deal the reserve")
    if action.src is not None and len(face_up_columns(game, action.card)) > 1:
        # Translators: Double Scorpion: a move of one of two face-up copies of a card, named
        # with its source column ("harten 4 uit kolom 3 naar kolom 9"); both count from 1.
        return tr.pgettext("move", "{card} from column {source} to column {column}").format(
            card=card_name(tr, action.card), source=action.src + 1, column=action.to + 1
        )
    # Translators: a move in a list of moves or a hint; {column} counts from 1.
    return tr.pgettext("move", "{card} to column {column}").format(
        card=card_name(tr, action.card), column=action.to + 1
    )


def face_up_columns(game: Game, card: Card) -> set[int]:
    """The columns where a copy of ``card`` lies face up (two in Double Scorpion at most)."""
    return {
        loc.column
        for loc in game.locate_all(card)
        if loc.place is Place.COLUMN and loc.face_up and loc.column is not None
    }


def no_moves_left(tr: Translator) -> str:
    # Translators: nothing can be moved any more and the reserve is dealt. Dutch exactly: "Er
    # is geen zet meer mogelijk. Maak zetten ongedaan of begin een nieuw spel."
    return tr.gettext("No move is possible any more. Undo moves or start a new game.")


def lost_things(game: Game, tr: Translator) -> str:
    """What a sequence of moves may still do in ``game`` (traditional rules), joined with
    "or": turn a face-down card, deal the reserve, play a card from beside the table,
    complete a run."""
    return join_or(
        tr,
        _lost_things(
            tr,
            bool(game.face_down_total()),
            bool(game.reserve) and not game.spec.beside,
            bool(game.beside),
        ),
    )


def _lost_things(tr: Translator, face_down: bool, reserve: bool, beside: bool) -> list[str]:
    """What no sequence of moves can do any more when a game is lost (traditional rules)."""
    things = []
    if face_down:
        # Translators: part of the "Lost:" sentence: what no sequence of moves can do any more.
        things.append(tr.pgettext("lost", "turn a face-down card"))
    if reserve:
        # Translators: part of the "Lost:" sentence: the reserve can never be dealt (the
        # traditional rules deal it only when no useful move is left, and one always is).
        things.append(tr.pgettext("lost", "deal the reserve"))
    if beside:
        # Translators: part of the "Lost:" sentence (Three Blind Mice): no card beside the table
        # can ever be played.
        things.append(tr.pgettext("lost", "play a card from beside the table"))
    # Translators: part of the "Lost:" sentence: no run king to ace can be completed.
    things.append(tr.pgettext("lost", "complete a run"))
    return things


def remaining_moves(game: Game) -> list[Action]:
    """What ``zetten`` lists: every legal move and the reserve deal while it is possible; when
    that is nothing, the moves that only put a whole column on another empty column (the game
    accepts them, so they are said rather than "no move")."""
    actions: list[Action] = list(game.legal_moves())
    if game.is_legal(DEAL_RESERVE):  # not under the traditional rules while a move is useful
        actions.append(DealReserve())
    return actions or list(game.legal_moves(renumbering=True))


def dead_end(tr: Translator, game: Game) -> str:
    """No useful move and no reserve deal is left (:meth:`Game.has_useful_action` is false):
    "no move is possible" when nothing at all can be played, else that no useful move is left
    and how many moves ``zetten`` still lists."""
    count = len(remaining_moves(game))
    if not count:
        return no_moves_left(tr)
    # Translators: no useful move is left (each move that can still be made takes cards off a
    # card they fit on, so they could go straight back, or puts a whole column on another
    # empty column) and the reserve is dealt; {count} moves can still be made. "moves" is the
    # command that lists them. Dutch: "Er is geen nuttige zet meer; er kunnen nog {count}
    # zetten: typ zetten om ze te horen. Maak zetten ongedaan of begin een nieuw spel."
    return tr.ngettext(
        "No useful move is left; {count} move can still be made: type moves to hear it. "
        "Undo moves or start a new game.",
        "No useful move is left; {count} moves can still be made: type moves to hear them. "
        "Undo moves or start a new game.",
        count,
    ).format(count=count)


def lost(tr: Translator, game: Game, again: bool = False) -> str:
    """The game cannot be won any more (traditional rules): what no sequence of moves can do
    now, and how to go on. ``again``: an undo left the game lost (a shorter sentence)."""
    if again:
        if game.can_undo:
            # Translators: traditional rules: after an undo the game is still lost (no sequence
            # of moves can make progress); undoing more can help. "terug" and "nieuw spel" are
            # the commands as typed in your language.
            return tr.gettext("Still lost: type terug again, or nieuw spel for a new game.")
        # Translators: traditional rules: after undoing every move the game is still lost;
        # "nieuw spel" is the command as typed in your language.
        return tr.gettext("Still lost: type nieuw spel for a new game.")
    things = _lost_things(
        tr,
        bool(game.face_down_total()),
        bool(game.reserve) and not game.spec.beside,
        bool(game.beside),
    )
    if game.can_undo:
        # Translators: traditional rules: the game can no longer be won; {things} lists what no
        # sequence of moves can do any more, joined with "or". Says how to go on: "terug" and
        # "nieuw spel" are the commands as typed in your language.
        text = tr.gettext(
            "Lost: no sequence of moves can {things} any more. Type terug to undo moves, or "
            "nieuw spel for a new game."
        )
    else:
        # Translators: as "Lost: ...", before the first move: there is nothing to undo.
        text = tr.gettext(
            "Lost: no sequence of moves can {things}. Type nieuw spel for a new game."
        )
    return text.format(things=join_or(tr, things))


def nothing_left_won(tr: Translator) -> str:
    # Translators: a hint or the list of moves was asked after the game was already won.
    return tr.gettext("The game is won; there is nothing left to do.")


#: ``zetten`` says a list of up to this many moves whole (trial 7: 74 moves in one line).
MOVES_WHOLE = 15
#: A longer list is said this many at a time; ``meer zetten`` says the next part.
MOVES_PAGE = 10


def legal_moves(tr: Translator, game: Game, page: int = 0, every: bool = False) -> str:
    """Every legal move, and the reserve deal while it is possible (:func:`remaining_moves`);
    after a win, that the game is won (not "undo moves": trial 4). A list longer than
    :data:`MOVES_WHOLE` is said :data:`MOVES_PAGE` at a time: part ``page`` (counted from 0,
    past the last part from the first again), with its place in the list and what to say for
    the next part (trial 7); ``every`` (``alle zetten``): the whole list in one go."""
    if game.won:
        return nothing_left_won(tr)
    actions = remaining_moves(game)
    if not actions:
        return no_moves_left(tr)
    items = _listed(tr, game, actions)
    whole = _whole_columns(tr, game, actions)
    separator = tr.pgettext("board", "; ")
    if len(items) <= MOVES_WHOLE or every:
        # Translators: the list of legal moves; {moves} separated by the board description's
        # column separator.
        listed = tr.npgettext(
            "answer",
            "{count} move possible: {moves}.",
            "{count} moves possible: {moves}.",
            len(actions),
        ).format(count=len(actions), moves=separator.join(items))
        return join_said([listed, whole]) if whole else listed
    parts = -(-len(items) // MOVES_PAGE)
    at = page % parts
    first, last = at * MOVES_PAGE, min(len(items), (at + 1) * MOVES_PAGE)
    moves = separator.join(items[first:last])
    said: list[str] = []
    if at == 0:
        # Translators: a long list of legal moves, its first part: {count} moves in all (more
        # than 15), the first {shown} of them, separated by the board description's column
        # separator. Dutch: "74 zetten mogelijk; de eerste 10: ruiten 7 naar kolom 1; ...".
        said.append(
            tr.pgettext("answer", "{count} moves possible; the first {shown}: {moves}.").format(
                count=len(actions), shown=last, moves=moves
            )
        )
    else:
        # Translators: a long list of legal moves, a later part: the list's entries {first}
        # to {last}. Dutch: "Zetten 11 tot en met 20: ...".
        said.append(
            tr.pgettext("answer", "Moves {first} to {last}: {moves}.").format(
                first=first + 1, last=last, moves=moves
            )
        )
    if last < len(items):
        # Translators: after a part of a long list of legal moves: the words that say the next
        # part ({command}, "meer zetten"), and which moves it holds. Dutch: "Zeg meer zetten
        # voor zet 11 tot en met 20."
        said.append(
            tr.pgettext("answer", "Say {command} for moves {first} to {last}.").format(
                # Translators: the words that say the next part, typed back word for word.
                command=tr.pgettext("answer", "next moves"),
                first=last + 1,
                last=min(len(items), last + MOVES_PAGE),
            )
        )
    else:
        if whole:
            said.append(whole)
        # Translators: after the last part of a long list of legal moves.
        said.append(tr.pgettext("answer", "Those were all the moves."))
    return join_said(said)


def _listed(tr: Translator, game: Game, actions: list[Action]) -> list[str]:
    """The moves as the list says them: a card that may go to several empty columns once,
    with their numbers ("hartenheer naar de lege kolom (kolom 4 of 5)": typed back up to the
    parenthesis, it goes to the first of them; trial 5 heard
    "hartenheer naar kolom 4; hartenheer naar kolom 5" in Three Blind Mice)."""
    empty = {c for c in range(game.columns) if game.top(c) is None}
    to_empty: dict[tuple[Card, int | None], list[int]] = {}
    for a in actions:
        if isinstance(a, Move) and a.to in empty:
            to_empty.setdefault((a.card, a.src), []).append(a.to)
    listed: list[str] = []
    said: set[tuple[Card, int | None]] = set()
    for a in actions:
        if (
            not isinstance(a, Move)
            or a.to not in empty
            or len(to_empty.get((a.card, a.src), ())) < 2
        ):
            listed.append(move_text(tr, game, a))
            continue
        if (a.card, a.src) in said:
            continue  # said with the first of its empty columns
        said.add((a.card, a.src))
        columns = to_empty[(a.card, a.src)]
        numbers = join_or(tr, [str(c + 1) for c in sorted(columns)])
        if a.src is not None and len(face_up_columns(game, a.card)) > 1:
            # Translators: Double Scorpion, in the list of moves: one of two face-up copies of a
            # card may go to any of several empty columns, said once; {columns} are their
            # numbers joined with "or" ("4 of 5").
            text = tr.pgettext(
                "move", "{card} from column {source} to an empty column (column {columns})"
            ).format(card=card_name(tr, a.card), source=a.src + 1, columns=numbers)
        else:
            # Translators: in the list of moves: a card that may go to any of several empty
            # columns, said once; {columns} are their numbers joined with "or" ("4 of 5").
            text = tr.pgettext("move", "{card} to an empty column (column {columns})").format(
                card=card_name(tr, a.card), columns=numbers
            )
        listed.append(text)
    return listed


def _whole_columns(tr: Translator, game: Game, actions: list[Action]) -> str:
    """The moves the list leaves out, in one sentence: a whole column (a lone king, nothing
    face down under it) onto another empty column. The game accepts them, but they change
    only the column's number; one per empty column would flood the list. The sentence names
    the empty columns it is true of: while the reserve is still to be dealt, a whole column
    moved from or to a column it is dealt onto is a real move and listed (trial 7), so those
    columns are not among them."""
    whole = [m for m in game.legal_moves(renumbering=True) if m not in actions]
    targets: dict[tuple[Card, int | None], set[int]] = {}
    for m in whole:
        targets.setdefault((m.card, m.src), set()).add(m.to)
    groups: dict[tuple[int, ...], list[str]] = {}
    for (card, src), onto in targets.items():
        name = card_name(tr, card)
        if src is not None and len(face_up_columns(game, card)) > 1:
            # Translators: Double Scorpion, after the list of moves: which of two face-up
            # copies of a card may go with its whole column onto an empty column. Dutch:
            # "hartenheer uit kolom 9".
            name = tr.pgettext("answer", "{card} from column {source}").format(
                card=name, source=src + 1
            )
        groups.setdefault(tuple(sorted(onto)), []).append(name)
    said: list[str] = []
    for columns, names in groups.items():
        cards = capitalize(join_list(tr, names))
        if len(columns) == 1:
            # Translators: after the list of moves ("zetten"): {cards} (the bottom card of a
            # whole column, e.g. a lone king) may also go with its whole column onto the one
            # empty column {column} where that changes only the column's number; such moves are
            # not listed one by one. Dutch: "Hartenheer mag ook met de hele kolom naar de lege
            # kolom 7; dat verandert alleen het nummer van de kolom."
            text = tr.npgettext(
                "answer",
                "{cards} may also go with its whole column onto the empty column {column}; "
                "that changes only the column's number.",
                "{cards} may also go, each with its whole column, onto the empty column "
                "{column}; that changes only the column's number.",
                len(names),
            ).format(cards=cards, column=columns[0] + 1)
        else:
            # Translators: after the list of moves ("zetten"): {cards} may also go with its
            # whole column onto any of the empty columns {columns} (joined with "or": "4 of 7"),
            # which changes only the column's number; such moves are not listed one by one.
            # Dutch: "Hartenheer mag ook met de hele kolom naar de lege kolom (kolom 4 of 7);
            # dat verandert alleen het nummer van de kolom."
            text = tr.npgettext(
                "answer",
                "{cards} may also go with its whole column onto an empty column (column "
                "{columns}); that changes only the column's number.",
                "{cards} may also go, each with its whole column, onto an empty column (column "
                "{columns}); that changes only the column's number.",
                len(names),
            ).format(cards=cards, columns=join_or(tr, [str(c + 1) for c in columns]))
        said.append(text)
    return join_said(said)


def rules(tr: Translator, spec: GameSpec, rules: Rules, traditional: bool, page: int = 0) -> str:
    """The answer to ``regels``: the game's own text (its table and what it does differently,
    :attr:`GameSpec.rules_text`), then the rules in a few sentences, each said only where it
    holds for this game, this rule set and the app or traditional rules. The traditional rules
    (trial 7: about 1,100 characters in one block) are said in parts: how to play first, then
    the reserve (or the cards beside the table), then losing, undo and points; each part but
    the last says the words for the next (``meer regels``), part ``page`` (from 0; past the last
    from the first again)."""
    own = tr.pgettext("rules", spec.rules_text) if spec.rules_text else ""
    play, reserve, rest = _summary_parts(tr, rules, spec, traditional)
    if not traditional:
        return join_said([s for s in (own, join_sentences(tr, [*play, *reserve, *rest])) if s])
    parts = [([own] if own else []) + [join_sentences(tr, play)]]
    topics = []
    if reserve:
        parts.append([join_sentences(tr, reserve)])
        topics.append(
            # Translators: traditional rules said in parts: what the next part is about, in
            # "Zeg meer regels voor {topic}." (Three Blind Mice: its cards beside the table).
            tr.pgettext("rules part", "the cards beside the table")
            if spec.beside
            # Translators: traditional rules said in parts: the next part, about the reserve.
            else tr.pgettext("rules part", "the reserve")
        )
    parts.append([join_sentences(tr, rest)])
    # Translators: traditional rules said in parts: the last part's topic.
    topics.append(tr.pgettext("rules part", "losing, undo and points"))
    at = page % len(parts)
    said = parts[at]
    if at + 1 < len(parts):
        # Translators: traditional rules said in parts, after a part: the words that say the
        # next ({command}, "meer regels": typed back word for word they must read as the rules
        # command) and what it is about ({topic}). Dutch: "Zeg meer regels voor de reserve."
        said = [
            *said,
            tr.pgettext("rules part", "Say {command} for {topic}.").format(
                # Translators: the words that say the next part of the rules ("meer regels").
                command=tr.pgettext("rules part", "more rules"),
                topic=topics[at],
            ),
        ]
    return join_said(said)


def _columns(tr: Translator, columns: tuple[int, ...]) -> str:
    return join_and(tr, [str(c + 1) for c in columns])


def traditional_reserve(tr: Translator, spec: GameSpec) -> str:
    """The traditional rules: when the reserve may be dealt (nothing when the game has no
    reserve to deal). The one place that says it."""
    # Translators: rules summary, traditional rules: the reserve; {count} cards, {columns}
    # as "1, 2 en 3".
    return tr.pgettext(
        "rules",
        "The {count} reserve cards are dealt once, one onto each of columns {columns}, and "
        "only when no useful move is left: a move is useful when it turns a card, uncovers a "
        "card the moved cards did not fit on, moves a whole column onto a card or completes a "
        "run.",
    ).format(count=spec.reserve_size, columns=_columns(tr, spec.reserve_columns))


def traditional_runs(tr: Translator, spec: GameSpec) -> str:
    """The traditional rules: what happens to a complete run, and when you win."""
    if spec.beside:
        # Translators: the traditional rules for Three Blind Mice (its reserve cards lie
        # beside the table): runs and winning.
        return tr.pgettext(
            "rules",
            "Traditional rules: a complete run stays on the table; you win when every "
            "column is empty or holds one complete run, and no card lies beside the table.",
        )
    # Translators: the traditional rules: runs and winning.
    return tr.pgettext(
        "rules",
        "Traditional rules: a complete run stays on the table; you win when every "
        "column is empty or holds one complete run.",
    )


def _first_rule(tr: Translator, rules: Rules) -> str:
    """The rules summary's first sentence: what a card may be laid on."""
    if rules is Rules.VERSOEPELD:
        # Translators: rules summary, first sentence, relaxed rules.
        return tr.pgettext(
            "rules",
            "Relaxed rules: lay a card on a card of any suit that is exactly one higher.",
        )
    # Translators: rules summary, first sentence, classic rules.
    return tr.pgettext(
        "rules",
        "Classic rules: lay a card on the card of the same suit that is exactly one higher.",
    )


def _runs_rule(tr: Translator, spec: GameSpec, traditional: bool) -> str:
    """The rules summary's sentence on runs and winning."""
    if traditional:
        return traditional_runs(tr, spec)
    # Translators: rules summary: runs; {runs} is 4 (8 in Double Scorpion).
    return tr.pgettext(
        "rules",
        "A complete run from king to ace of one suit is removed; with {runs} runs you win.",
    ).format(runs=spec.runs_to_win)


def game_in_short(tr: Translator, spec: GameSpec, rules: Rules, traditional: bool) -> str:
    """A game in a few sentences (``help wasp``): its table and what it does differently,
    what a card may be laid on, and how it is won; ``regels`` says the rest."""
    own = tr.pgettext("rules", spec.rules_text) if spec.rules_text else ""
    return join_sentences(
        tr, [s for s in (own, _first_rule(tr, rules), _runs_rule(tr, spec, traditional)) if s]
    )


def rules_summary(tr: Translator, rules: Rules, spec: GameSpec, traditional: bool = False) -> str:
    """The rules in a few spoken sentences, for the rule set ``rules`` in the game ``spec``. A
    sentence that does not hold for the game is left out; what the game's table looks like is
    its own text (:func:`rules`)."""
    play, reserve, rest = _summary_parts(tr, rules, spec, traditional)
    return join_sentences(tr, [*play, *reserve, *rest])


def _summary_parts(
    tr: Translator, rules: Rules, spec: GameSpec, traditional: bool
) -> tuple[list[str], list[str], list[str]]:
    """The rules summary's sentences in three parts: how to play (what goes where, runs and
    winning), the reserve or the cards beside the table, and the rest (losing, undo, points);
    a sentence that does not hold for the game is left out."""
    first = _first_rule(tr, rules)
    face_down = any(spec.face_down)
    sentences: list[str] = [
        first,
        # Translators: rules summary: a card takes every card lying on it along.
        tr.pgettext("rules", "A card takes along every card lying on it, in any order."),
        # Translators: rules summary: empty columns and aces.
        tr.pgettext("rules", "Only a king may go onto an empty column; nothing goes on an ace.")
        if not spec.empty_takes_any
        # Translators: rules summary for Wasp (any card may go onto an empty column): aces.
        else tr.pgettext("rules", "Nothing goes on an ace."),
        # Translators: rules summary: the last face-up card taken off a face-down card turns it.
        tr.pgettext("rules", "A face-down card turns face up when the last card on it is moved.")
        if face_down
        else "",
    ]
    sentences.append(_runs_rule(tr, spec, traditional))
    play, sentences = sentences, []
    if spec.beside:
        # Translators: rules summary (Three Blind Mice): the cards beside the table; {count}
        # is 2.
        sentences.append(
            tr.pgettext(
                "rules",
                "The {count} cards beside the table can be played onto a column at any time; "
                "nothing goes on them.",
            ).format(count=spec.reserve_size)
        )
    elif spec.reserve_columns and traditional:
        sentences.append(traditional_reserve(tr, spec))
    elif spec.reserve_columns:
        # Translators: rules summary: the reserve; {count} cards, {columns} as "1, 2 en 3".
        sentences.append(
            tr.pgettext(
                "rules",
                "The {count} reserve cards can be dealt once, at any time: one onto each of "
                "columns {columns}.",
            ).format(count=spec.reserve_size, columns=_columns(tr, spec.reserve_columns))
        )
    reserve, sentences = sentences, []
    if traditional:
        things = _lost_things(tr, face_down, bool(spec.reserve_columns), spec.beside)
        # Translators: rules summary, traditional rules: how the game is lost; {things} lists
        # what no sequence of moves can do any more, joined with "or".
        sentences.append(
            tr.pgettext(
                "rules",
                "This game can be lost: when no sequence of moves can {things} any more, the "
                "game says so; you can then undo moves or start a new game.",
            ).format(things=join_or(tr, things))
        )
    if spec.undo_limit is not None:
        # Translators: rules summary: how many actions can be undone; {limit} is 100.
        sentences.append(
            tr.pgettext("rules", "You can undo the last {limit} actions.").format(
                limit=spec.undo_limit
            )
        )
    sentences.append(points_sentence(tr, spec))
    return [s for s in play if s], reserve, sentences


def points_sentence(tr: Translator, spec: GameSpec) -> str:
    """How points are scored in the game ``spec``, one sentence (the rules summary's last)."""
    if any(spec.face_down):
        # Translators: rules summary: scoring.
        points = tr.pgettext(
            "rules",
            "Points: {same} for a card laid on the same suit, {turned} for a card turned face "
            "up, {run} for a run; undo takes them back.",
        )
    else:
        # Translators: rules summary: scoring, in a game without face-down cards.
        points = tr.pgettext(
            "rules",
            "Points: {same} for a card laid on the same suit, {run} for a run; undo takes them "
            "back.",
        )
    return points.format(same=POINTS_SAME_SUIT, turned=POINTS_TURNED, run=POINTS_RUN)
