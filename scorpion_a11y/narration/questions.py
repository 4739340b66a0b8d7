"""The answers to the read-only questions declared in :mod:`scorpion_a11y.commands.declare`:
one table (:data:`ANSWERS`), one short sentence each, from what the player may know.

A face-down card is never revealed: a face-down card and a reserve card get the same answer.
Adding a question: one ``Intent(..., question=True)`` in ``commands/declare.py``, its words
(``intent <id>`` in ``commands.po``), one function here in :data:`ANSWERS` and its sentences
in ``scorpion_a11y.po`` (context ``question``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..commands import model as m
from ..commands.model import Act, Asked
from ..commands.vocabulary import (
    LANGUAGE_NAME_KEY,
    VALUE_KEYS,
    command_words,
    intent_words,
    vocabulary,
)
from ..commands.words import aliases, phrase_key
from ..exhaustive import assert_never
from ..game.deal import Rules
from ..game.engine import (
    DEAL_RESERVE,
    POINTS_RUN,
    POINTS_SAME_SUIT,
    POINTS_TURNED,
    Game,
    Move,
    Place,
)
from ..game.events import CardsMoved, Reason, Refusal
from ..i18n import Translator
from ..names import card_list, card_name, suit_name
from ..records import SaveState, SettingsView
from ..settings import Verbosity
from . import answers, app_text, board, refusals
from .text import capitalize, clean, join_and, join_or, join_sentences

if TYPE_CHECKING:
    from ..solver.hint import Hint, StuckBack


@dataclass(frozen=True)
class Facts:
    """What the answers need besides the game: from the statistics and the game clock."""

    best_score: int | None = None
    seconds_played: int = 0
    #: ``terug`` now brings back the game a new game replaced (the session knows)
    undo_brings_back_game: bool = False
    #: the deal number, moves and deal file's name of the game ``terug`` brought back until
    #: this game's first action, when nothing can be undone now: why it no longer does
    way_back_gone: tuple[int | None, int, str | None] | None = None
    #: leaving this game for another would count it as lost (played, not won)
    new_game_counts_lost: bool = False
    #: the player gave this game up (it counts as lost)
    given_up: bool = False
    #: the settings as they stand (``instellingen``)
    settings: SettingsView = field(default_factory=SettingsView)
    #: traditional rules: the loss search's verdict on the game as it stands (True: lost,
    #: False: some sequence of moves still makes progress, None: not known in time, or not
    #: asked)
    lost: bool | None = None
    #: no useful move, no reserve deal, and no sequence of moves turns a card or completes a
    #: run (``app.conversation.in_dead_end``; only asked for ``heb ik verloren``)
    dead_end: bool = False
    #: the part of a long answer said in parts (``zetten``, then ``meer zetten``: 1), from 0
    page: int = 0
    #: whether the game in play is on disk (``opslaan``: how the game is kept)
    save_state: SaveState = SaveState.SAVED
    #: the deal file the game in play came from, when it has one (``welk spel speel ik``)
    source: str | None = None
    #: the hint worked out for this table, when it said how far back to go (``kan ik terug``,
    #: ``hoe ver moet ik terug`` say it again)
    back: Hint | StuckBack | None = None


Answer = Callable[[Translator, Game, Facts, Asked], str]


def _columns(tr: Translator, columns: list[int]) -> str:
    return join_and(tr, [str(c + 1) for c in columns])


def empty(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    cols = [c for c in range(game.columns) if game.top(c) is None]
    if not cols:
        # Translators: answer to "welke kolom is leeg": none is.
        return tr.pgettext("question", "No column is empty.")
    # Translators: answer to "welke kolom is leeg": {columns} is "3" or "3 en 5".
    return tr.npgettext(
        "question", "Column {columns} is empty.", "Columns {columns} are empty.", len(cols)
    ).format(columns=_columns(tr, cols))


def empty_rule(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    """Which cards may go onto an empty column (``mag een koning naar een lege kolom``): the
    rule of the game in play (trial 4: the answer was only "Er is geen lege kolom."), then
    which columns are empty now. Only Wasp takes any card; the relaxed rules change only
    which suit a card goes on (document 000: "alleen een heer op een lege kolom")."""
    name = app_text.game_name(tr, game.variant)
    if game.spec.empty_takes_any:
        # Translators: answer to "mag een koning naar een lege kolom" in Wasp; {game} is its
        # name. "with or without cards on it": the card may carry what lies on it.
        rule = tr.pgettext(
            "question",
            "In {game} any card may go onto an empty column, with or without cards on it.",
        )
    elif game.rules is Rules.VERSOEPELD:
        # Translators: answer to "mag een koning naar een lege kolom" in a game where only a
        # king may go there, played by the relaxed rules (they change only the suits).
        rule = tr.pgettext(
            "question",
            "Also by the relaxed rules, only a king may go onto an empty column in {game}, "
            "with or without cards on it.",
        )
    else:
        # Translators: answer to "mag een koning naar een lege kolom" in a game where only a
        # king may go onto an empty column; {game} is its name.
        rule = tr.pgettext(
            "question",
            "In {game} only a king may go onto an empty column, with or without cards on it.",
        )
    return join_sentences(tr, [rule.format(game=name), empty(tr, game, facts, q)])


def count(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    column = q.column or 0
    total = len(game.column(column))
    down = game.face_down_count(column)
    if total == 0:
        # Translators: answer to "hoeveel kaarten liggen er in kolom 3": none.
        return tr.pgettext("question", "Column {column} is empty.").format(column=column + 1)
    # Translators: answer to "hoeveel kaarten liggen er in kolom 3": {count} cards in all, of
    # which {down} face down (the sentence for face-down cards follows when there are any).
    said = tr.npgettext(
        "question",
        "Column {column} holds {count} card",
        "Column {column} holds {count} cards",
        total,
    ).format(column=column + 1, count=total)
    if down == 0:
        # Translators: follows "Kolom 3 telt 5 kaarten": none of them face down.
        return said + tr.pgettext("question", ", all face up.")
    # Translators: follows "Kolom 3 telt 5 kaarten": {down} of them face down.
    return said + tr.npgettext(
        "question", ", {down} of them face down.", ", {down} of them face down.", down
    ).format(down=down)


def face_up(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    assert q.card is not None
    card = q.card
    name = card_name(tr, card)
    places = game.locate_all(card)
    shown = [p for p in places if p.place is Place.COLUMN and p.face_up and p.column is not None]
    if shown:
        cols = [p.column for p in shown if p.column is not None]
        # Translators: answer to "ligt harten 4 open": yes, and in which column(s).
        return tr.pgettext("question", "Yes, {card} lies face up in column {columns}.").format(
            card=name, columns=join_or(tr, [str(c + 1) for c in cols])
        )
    if any(p.place is Place.REMOVED for p in places):
        # Translators: answer to "ligt harten 4 open": it went off the table with its run.
        return tr.pgettext(
            "question", "No, {card} has been removed with the run of {suit}."
        ).format(card=name, suit=suit_name(tr, card.suit))
    if any(p.place is Place.BESIDE for p in places):
        # Translators: answer to "ligt harten 4 open" (Three Blind Mice): beside the table.
        return tr.pgettext("question", "Yes, {card} lies face up beside the table.").format(
            card=name
        )
    # Translators: answer to "ligt harten 4 open" for a face-down or reserve card: never say
    # which of the two, nor where.
    return tr.pgettext("question", "No, {card} is not visible.").format(card=name)


def _place(tr: Translator, game: Game, column: int) -> str:
    top = game.top(column)
    if top is None:
        # Translators: one place a card can go: an empty column.
        return tr.pgettext("question", "empty column {column}").format(column=column + 1)
    # Translators: one place a card can go: column {column}, onto the card on top of it.
    return tr.pgettext("question", "column {column}, onto {target}").format(
        column=column + 1, target=card_name(tr, top)
    )


def _targets(game: Game, moves: list[Move]) -> list[int]:
    """The columns of ``moves``, in order; of several empty columns only the first (every
    empty column is alike)."""
    targets = list(dict.fromkeys(m.to for m in moves))
    empties = [c for c in targets if game.top(c) is None]
    return [c for c in targets if c not in empties[1:]]


def where_to(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    assert q.card is not None
    card = q.card
    moves = [m for m in game.legal_moves() if isinstance(m, Move) and m.card == card]
    targets = _targets(game, moves)
    if targets and len(answers.face_up_columns(game, card)) > 1:
        # Double Scorpion, both copies face up: where each copy can go, named by its column
        copies: list[str] = []
        for source in sorted(answers.face_up_columns(game, card)):
            places = _targets(game, [m for m in moves if m.src == source])
            if not places:
                # Translators: Double Scorpion: the copy of {card} in column {source} cannot
                # move now (the other copy can: its places follow or come first).
                text = tr.pgettext(
                    "question", "{card} from column {source} cannot go anywhere now."
                )
                copies.append(text.format(card=card_name(tr, card), source=source + 1))
                continue
            # Translators: Double Scorpion: where the copy of {card} in column {source} can go;
            # {places} is "kolom 7, op harten 5".
            text = tr.pgettext("question", "{card} from column {source} can go to {places}.")
            copies.append(
                text.format(
                    card=card_name(tr, card),
                    source=source + 1,
                    places=join_or(tr, [_place(tr, game, c) for c in places]),
                )
            )
        return join_sentences(tr, copies)
    if not targets:
        fits = game.fits(card)
        said = refusals.neither_copy(tr, game, card)
        if not said:
            # Translators: answer to "waar kan harten 4 heen": nowhere now; what would work
            # follows.
            said = tr.pgettext("question", "{card} cannot go anywhere now.").format(
                card=card_name(tr, card)
            )
        return said + " " + capitalize(refusals.fit_hint(tr, game, card, fits))
    # Translators: answer to "waar kan harten 4 heen": {places} is "kolom 7, op harten 5".
    return tr.pgettext("question", "{card} can go to {places}.").format(
        card=card_name(tr, card), places=join_or(tr, [_place(tr, game, c) for c in targets])
    )


def may(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    assert q.card is not None and q.column is not None
    refusal = game.check(Move(q.card, q.column))
    if refusal is None or refusal.reason is Reason.AMBIGUOUS_CARD:
        # Translators: answer to "mag harten 4 op harten 5": yes ({place}: "kolom 7, op harten 5").
        return tr.pgettext("question", "Yes, {card} may go to {place}.").format(
            card=card_name(tr, q.card), place=_place(tr, game, q.column)
        )
    # Translators: answer to "mag harten 4 op kolom 3": no, and why (the refusal follows).
    return tr.pgettext("question", "No.") + " " + refusals.refusal(tr, game, refusal)


def best_score(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    if facts.best_score is None:
        # Translators: answer to "wat is mijn beste score": no game of this kind won yet.
        return tr.pgettext(
            "question",
            "You have not won this game with these rules yet, so there is no best score.",
        )
    # Translators: answer to "wat is mijn beste score" (this game with these rules).
    return tr.pgettext(
        "question", "Your best score in this game with these rules is {score}."
    ).format(score=facts.best_score)


def time(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    minutes = facts.seconds_played // 60
    if minutes < 1:
        # Translators: answer to "hoe lang speel ik al": under a minute.
        return tr.pgettext("question", "You have played this game for less than a minute.")
    hours, minutes = divmod(minutes, 60)
    # Translators: a span of minutes in "how long have I played".
    said = tr.npgettext("question", "{n} minute", "{n} minutes", minutes).format(n=minutes)
    if hours:
        # Translators: a span of hours in "how long have I played".
        hour_text = tr.npgettext("question", "{n} hour", "{n} hours", hours).format(n=hours)
        said = join_and(tr, [hour_text, said]) if minutes else hour_text
    # Translators: answer to "hoe lang speel ik al"; the clock stops while the game is closed.
    return tr.pgettext("question", "You have played this game for {time}.").format(time=said)


def runs(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    """How many runs are done (``hoeveel reeksen heb ik``), and how many win the game
    (``hoeveel reeksen moet ik maken``). The traditional rules never remove a run: the
    complete runs lying on the table are counted."""
    total = game.spec.runs_to_win
    if game.traditional:
        lying = [(c, s) for c in range(game.columns) if (s := game.complete_run(c)) is not None]
        if not lying:
            # Translators: answer to "hoeveel reeksen heb ik", traditional rules (a complete
            # run stays on the table): none lies there yet; {total} is 4 (8 in Double Scorpion).
            return tr.pgettext(
                "question",
                "No complete run lies on the table yet; you win with all {total} complete.",
            ).format(total=total)
        # Translators: one complete run in the answer below: its suit and the column it lies in.
        # Dutch: "harten in kolom 3".
        where = [
            tr.pgettext("question", "{suit} in column {column}").format(
                suit=suit_name(tr, suit), column=c + 1
            )
            for c, suit in lying
        ]
        # Translators: answer to "hoeveel reeksen heb ik" or "zijn er weg", traditional rules
        # (a run is never removed, trial 4): {count} complete runs lie on the table, {suits}
        # where ("harten in kolom 3 en schoppen in kolom 5"), and how many win the game.
        return tr.npgettext(
            "question",
            "{count} complete run lies on the table: {suits}; you win with all {total}.",
            "{count} complete runs lie on the table: {suits}; you win with all {total}.",
            len(lying),
        ).format(count=len(lying), suits=join_and(tr, where), total=total)
    removed = game.removed
    if not removed:
        # Translators: answer to "hoeveel reeksen zijn er weg": none yet; {total} runs win the
        # game (4, 8 in Double Scorpion).
        return tr.pgettext(
            "question", "No run has been removed yet; you win with {total} runs."
        ).format(total=total)
    # Translators: answer to "hoeveel reeksen zijn er weg": {count} and their suits, and how
    # many runs win the game.
    return tr.npgettext(
        "question",
        "{count} run removed: {suits}; you win with {total}.",
        "{count} runs removed: {suits}; you win with {total}.",
        len(removed),
    ).format(
        count=len(removed), suits=join_and(tr, [suit_name(tr, s) for s in removed]), total=total
    )


def define(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    """What a word of the game means (``wat betekent reeks``), one sentence."""
    # Translators: what a word of the game means, one sentence each.
    match q.term:
        case "run":
            return tr.pgettext(
                "meaning",
                "A run is a whole suit in order, from king down to ace, lying on one column.",
            )
        case "column":
            return tr.pgettext(
                "meaning",
                "A column is one of the stacks of cards on the table, counted from the left.",
            )
        case "empty_column":
            return tr.pgettext("meaning", "An empty column is a column with no cards left in it.")
        case "reserve" if game.spec.beside:
            # Translators: "what is the reserve" in Three Blind Mice, which deals none: its
            # cards not dealt at the start lie face up beside the table.
            return tr.pgettext(
                "meaning",
                "This game has no reserve to deal: the cards not dealt at the start lie face up "
                "beside the table and can be played onto a column.",
            )
        case "reserve":
            return tr.pgettext(
                "meaning",
                "The reserve holds the cards not dealt at the start; the command reserve deals "
                "them.",
            )
        case "face_down":
            return tr.pgettext(
                "meaning",
                "A face-down card lies with its face hidden: nobody hears which card it is until "
                "it turns face up.",
            )
        case "face_up":
            return tr.pgettext(
                "meaning", "A face-up card can be seen: you can hear it and move it."
            )
        case "king":
            return tr.pgettext(
                "meaning", "The king is the highest card of a suit; a run starts with it."
            )
        case "same_suit":
            return tr.pgettext(
                "meaning", "A card on its own suit lies on the card one higher of the same suit."
            )
        case "turned":
            return tr.pgettext(
                "meaning", "A face-down card turns face up when the last card on it is moved away."
            )
        case "score":  # with this game's numbers
            return answers.points_sentence(tr, game.spec)
        case "hint":
            return tr.pgettext(
                "meaning", "A hint is a move the game suggests, from the cards you can see."
            )
        case "undo":
            return tr.pgettext("meaning", "Undo takes back the last move; redo plays it again.")
        case "classic":
            return tr.pgettext(
                "meaning",
                "Classic rules: a card goes on the card of the same suit that is exactly one "
                "higher.",
            )
        case "relaxed":
            return tr.pgettext(
                "meaning",
                "Relaxed rules: a card goes on a card of any suit that is exactly one higher.",
            )
        case "traditional":
            return _traditional(tr, game)
        case "beside":
            return tr.pgettext(
                "meaning",
                "In Three Blind Mice some cards lie face up beside the table; they can be played "
                "onto a column.",
            )
        case "give_up":
            # Translators: what giving up does ("wat gebeurt er als ik opgeef", "help
            # opgeven"); "terug" is the command as typed in your language.
            return tr.pgettext(
                "meaning",
                "Giving up counts the game as lost and ends your winning streak; the game asks "
                "first. The cards stay as they are, so you can still play on or type terug.",
            )
    return ""


def _traditional(tr: Translator, game: Game) -> str:
    """What the traditional rules are in the game in play (``wat betekent traditioneel``,
    ``help traditioneel``): their runs and winning, their reserve, and whether they are the
    rules played now."""
    spec = game.spec
    said = [answers.traditional_runs(tr, spec)]
    if spec.reserve_columns and not spec.beside:
        said.append(answers.traditional_reserve(tr, spec))
    if game.traditional:
        # Translators: after what the traditional rules are: the game in play uses them.
        said.append(tr.pgettext("meaning", "This game is played by the traditional rules."))
    else:
        # Translators: after what the traditional rules are: how to play by them ("nieuw spel
        # traditioneel" is the command as typed in your language).
        said.append(tr.pgettext("meaning", "Say nieuw spel traditioneel to play by them."))
    return join_sentences(tr, said)


def points(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    """How many points something gives (``hoeveel punten geeft een reeks``)."""
    # Translators: how many points something gives.
    match q.term:
        case "run":
            return tr.pgettext("points for", "A complete run gives {points} points.").format(
                points=POINTS_RUN
            )
        case "same_suit":
            return tr.pgettext(
                "points for", "A card laid on its own suit gives {points} points."
            ).format(points=POINTS_SAME_SUIT)
        case "turned" | "face_down":
            return tr.pgettext("points for", "A card turned face up gives {points} points.").format(
                points=POINTS_TURNED
            )
        case "undo":
            # Translators: answer to "kost terug punten", "hoeveel punten verlies ik bij terug".
            return tr.pgettext(
                "points for",
                "Undo itself costs no points: it takes back the points of the move it undoes.",
            )
    return ""


def reserve_left(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    """How many cards the reserve (or, in Three Blind Mice, the place beside the table) holds."""
    if game.spec.beside:
        left = len(game.beside)
        if not left:
            # Translators: answer to "hoeveel kaarten liggen er naast de tafel": none left.
            return tr.pgettext("question", "No card lies beside the table any more.")
        # Translators: answer to "hoeveel kaarten liggen er naast de tafel", "wat ligt er naast
        # de tafel": they lie face up, so {cards} names them ("schoppenaas en harten 8").
        return tr.npgettext(
            "question",
            "{count} card lies beside the table: {cards}.",
            "{count} cards lie beside the table: {cards}.",
            left,
        ).format(count=left, cards=card_list(tr, list(game.beside)))
    if game.spec.reserve_size == 0:
        # Translators: answer to "hoeveel kaarten zitten er in de reserve" in a game without one.
        return tr.pgettext("question", "This game has no reserve.")
    if game.reserve_dealt:
        # Translators: answer to "hoeveel kaarten zitten er in de reserve": it has been dealt.
        return tr.pgettext("question", "The reserve has been dealt; no card is left in it.")
    left = len(game.reserve)
    # Translators: answer to "hoeveel kaarten zitten er in de reserve" (face down, not named).
    return tr.npgettext(
        "question",
        "The reserve holds {count} face-down card.",
        "The reserve holds {count} face-down cards.",
        left,
    ).format(count=left)


def cards_left(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    """How many cards are left (``hoeveel kaarten liggen er nog``): on the table and how
    many of them face down, then the reserve not dealt or the cards beside the table."""
    on_table = sum(len(game.column(c)) for c in range(game.columns))
    down = game.face_down_total()
    # Translators: answer to "hoeveel kaarten liggen er nog": {count} cards on the table (how
    # many of them face down follows, as after "Kolom 3 telt 5 kaarten").
    table = tr.npgettext(
        "question", "{count} card lies on the table", "{count} cards lie on the table", on_table
    ).format(count=on_table)
    if down:
        table += tr.npgettext(
            "question", ", {down} of them face down.", ", {down} of them face down.", down
        ).format(down=down)
    else:
        table += tr.pgettext("question", ", all face up.")
    said = [table]
    waiting = game.beside if game.spec.beside else (() if game.reserve_dealt else game.reserve)
    if waiting:  # the reserve not dealt, or the cards beside the table
        said.append(reserve_left(tr, game, facts, q))
    return join_sentences(tr, said)


def face_down_left(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    """How many face-down cards are left on the table, then how many lie in each column
    (never which cards)."""
    down = game.face_down_total()
    if not down and not any(game.spec.face_down):
        # Translators: answer to "hoeveel gedekte kaarten zijn er nog" in a game dealt without
        # face-down cards (Scorpion II): there are none on the table, and never were (the
        # reserve is apart).
        return tr.pgettext("question", "In this game no face-down card lies on the table.")
    if not down:
        # Translators: answer to "hoeveel gedekte kaarten zijn er nog": none.
        return tr.pgettext("question", "No face-down card is left on the table.")
    # Translators: answer to "hoeveel gedekte kaarten zijn er nog" (on the table, reserve apart).
    said = tr.npgettext(
        "question",
        "{count} face-down card is left on the table.",
        "{count} face-down cards are left on the table.",
        down,
    ).format(count=down)
    per_column = [
        # Translators: one column in "welke kaarten liggen er nog gedekt": "kolom 3: 2".
        tr.pgettext("question", "column {column}: {count}").format(column=c + 1, count=n)
        for c in range(game.columns)
        if (n := game.face_down_count(c))
    ]
    return said + " " + capitalize(join_and(tr, per_column)) + "."


def _say(tr: Translator, command: str) -> str:
    """The first word of a command, as help names it (``reserve``, ``terug``)."""
    words = command_words(tr, command)
    return words[0] if words else command


def can_do(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    """Whether an action asked about (``kan ik de reserve delen``, ``may I undo``) can be done
    now, and how to say it; why not, from the rules, when it cannot. Undo: also how far the
    hint said to go back, when it did at this table."""
    said = _can_do(tr, game, facts, q)
    return _with_way_back(tr, game, facts, said) if q.act is Act.UNDO else said


def _can_do(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    act = q.act
    no = tr.pgettext("question", "No.")
    if act is None:
        return ""
    over = act in (Act.DEAL, Act.UNDO, Act.REDO, Act.GIVE_UP) and not game.won
    if over and facts.given_up and not (act is Act.UNDO and facts.undo_brings_back_game):
        # a game given up is over: what the session says to the move itself
        return no + " " + app_text.game_given_up(tr, game.deal_number is not None)
    match act:
        case Act.DEAL:
            if game.spec.reserve_size == 0:
                return no + " " + tr.pgettext("question", "This game has no reserve.")
            refusal = game.check(DEAL_RESERVE)
            if refusal is not None:
                return no + " " + refusals.refusal(tr, game, refusal)
            # Translators: answer to "kan ik de reserve delen": yes; {word} is the command.
            return tr.pgettext("question", "Yes, the reserve can be dealt now: say {word}.").format(
                word=_say(tr, "deal")
            )
        case Act.UNDO:
            moved = next((e for e in game.undo_events() if isinstance(e, CardsMoved)), None)
            if moved is not None and moved.from_column < 0:
                # Translators: answer to "kan ik terug" (Three Blind Mice): the last move
                # played {card} from beside the table; undo puts it back there.
                return tr.pgettext(
                    "question", "Yes: say {word}, and {card} goes back beside the table."
                ).format(word=_say(tr, "undo"), card=card_name(tr, moved.card))
            if moved is not None:
                # Translators: answer to "kan ik terug": yes; undo takes {card} (with what lies
                # on it) back to column {column}, where it came from (trial 6: it said "dan gaat
                # harten 3 naar kolom 6 terug", the column it lay in). Dutch: "Ja: zeg {word},
                # dan gaat {card} terug naar kolom {column}."
                return tr.pgettext(
                    "question", "Yes: say {word}, and {card} goes back to column {column}."
                ).format(
                    word=_say(tr, "undo"),
                    card=card_name(tr, moved.card),
                    column=moved.from_column + 1,
                )
            if game.can_undo:
                # Translators: answer to "kan ik terug": yes, and the last action was dealing
                # the reserve: undo puts its cards back in the reserve.
                return tr.pgettext(
                    "question", "Yes: say {word}, and the reserve cards go back into the reserve."
                ).format(word=_say(tr, "undo"))
            if facts.undo_brings_back_game:
                # Translators: answer to "kan ik terug" right after a new game.
                return tr.pgettext(
                    "question", "Yes: say {word}, and the game this one replaced comes back."
                ).format(word=_say(tr, "undo"))
            limited = bool(game.line()) and game.spec.undo_limit is not None
            reason = Reason.UNDO_LIMIT_REACHED if limited else Reason.NOTHING_TO_UNDO
            said = no + " " + refusals.refusal(tr, game, Refusal(reason))
            if facts.way_back_gone is not None and not game.line():
                said += " " + app_text.way_back_gone(tr, *facts.way_back_gone)
            return said
        case Act.REDO:
            if game.can_redo:
                # Translators: answer to "kan ik opnieuw doen": yes; {move} is played again.
                return tr.pgettext(
                    "question", "Yes: say {word}, and {move} is played again."
                ).format(
                    word=_say(tr, "redo"), move=answers.move_text(tr, game, game.redo_line()[0])
                )
            return no + " " + refusals.refusal(tr, game, Refusal(Reason.NOTHING_TO_REDO))
        case Act.NEW_GAME | Act.RESTART:
            if act is Act.RESTART:
                phrases = intent_words(tr, "restart")
                word = phrases[0] if phrases else _say(tr, "new")
            else:
                word = _say(tr, "new")
            if facts.new_game_counts_lost:
                # Translators: answer to "kan ik een nieuw spel beginnen" in a game played and
                # not won: it would count as lost (the new-game question says so too).
                return tr.pgettext(
                    "question", "Yes: say {word}. This game then counts as lost."
                ).format(word=word)
            # Translators: answer to "kan ik een nieuw spel beginnen".
            return tr.pgettext("question", "Yes, always: say {word}.").format(word=word)
        case Act.GIVE_UP:
            if game.won:
                # Translators: answer to "kan ik opgeven" when the game is won.
                return no + " " + tr.pgettext("question", "You have won this game.")
            words = intent_words(tr, "give_up")
            # Translators: answer to "kan ik opgeven": yes, after a question; it counts as lost.
            return tr.pgettext(
                "question", "Yes: say {word}. I ask first; a game given up counts as lost."
            ).format(word=words[0] if words else "")
        case Act.QUIT if facts.save_state is not SaveState.SAVED:
            # Translators: answer to "kan ik stoppen" while the game is not saved (saving fails,
            # or another game holds the data folder): yes, but it is not kept.
            return tr.pgettext("question", "Yes: say {word}. Your game is not saved now.").format(
                word=_say(tr, "quit")
            )
        case Act.QUIT:
            # Translators: answer to "kan ik stoppen": yes, and the game is kept.
            return tr.pgettext("question", "Yes: say {word}. Your game is saved.").format(
                word=_say(tr, "quit")
            )
        case Act.SETTING:
            if q.said:
                # Translators: answer to "kan ik de uitvoer op spraak zetten": yes; {said} is
                # the setting as the player asked it, without the asking (typed alone, it
                # changes the setting).
                return tr.pgettext("question", "Yes, always: say {said}.").format(said=q.said)
            # Translators: answer to a question whether a setting can be changed, when its
            # words cannot be said back: say it without the question.
            return tr.pgettext("question", "Yes, always: say it without asking.")
        case _:
            assert_never(act)


def won(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    """Whether this game is won (``heb ik al gewonnen``); if not, how many runs are done."""
    if game.won:
        # Translators: answer to "heb ik al gewonnen": yes.
        return tr.pgettext("question", "Yes, you have won this game.")
    # Translators: answer to "heb ik al gewonnen": not yet; {done} of {total} runs complete.
    return tr.pgettext("question", "Not yet: {done} of the {total} runs are complete.").format(
        done=game.runs_done, total=game.spec.runs_to_win
    )


def lost(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    """Whether the player has lost this game (``heb ik verloren``, ``ben ik af``, ``did I
    lose``): won, given up, lost by the traditional rules, no move left, or still in play
    (and then what "lost" means here); only what the game knows, never a guess."""
    if game.won:
        # Translators: answer to "heb ik verloren" in a won game.
        return tr.pgettext("question", "No: you have won this game.")
    if facts.given_up:
        # Translators: answer to "heb ik verloren" after the player gave the game up; "nieuw
        # spel" is the command as typed in your language.
        return tr.pgettext(
            "question",
            "Yes: you gave this game up, so it counts as lost. Type nieuw spel for a new game.",
        )
    # Translators: "yes" opening an answer to "heb ik verloren", before the reason.
    yes = tr.pgettext("question", "Yes.")
    if game.traditional and facts.lost:
        return yes + " " + answers.lost(tr, game)
    if not game.has_legal_action():
        return yes + " " + answers.no_moves_left(tr)
    if game.traditional and facts.lost is None:
        # Translators: answer to "heb ik verloren", traditional rules, when the search could not
        # decide in time whether any sequence of moves still makes progress.
        return tr.pgettext(
            "question",
            "Not that I could find in time: the game is still in play. Type kan het nog to "
            "hear whether it can still be won.",
        )
    if game.traditional:
        # Translators: answer to "heb ik verloren", traditional rules, when some sequence of
        # moves still turns a card, deals the reserve or completes a run.
        said = tr.pgettext(
            "question",
            "No, not yet: a sequence of moves can still {things}. When none can, the game "
            "says so at once. Type kan het nog to hear whether it can still be won.",
        ).format(things=answers.lost_things(game, tr))
    else:
        # Translators: answer to "heb ik verloren", app rules, game in play: a game counts as
        # lost only when given up or left for a new one. "kan het nog" is the command.
        said = tr.pgettext(
            "question",
            "No, not yet: the game is still in play. It counts as lost only when you give it "
            "up or start a new game. Type kan het nog to hear whether it can still be won.",
        )
    if facts.dead_end:
        return said + " " + answers.dead_end(tr, game)
    return said


def _with_way_back(tr: Translator, game: Game, facts: Facts, said: str) -> str:
    """The hint of this table again when it said how far back to go, then ``said`` (trial 10:
    "waarom moet ik terug" and "hoe ver moet ik terug" never heard it; trial 13: it came
    second)."""
    if facts.back is None or not game.can_undo:
        return said
    from ..solver.hint import Hint
    from .hints import hint_sentence, stuck_sentence

    # the hint's sentence first: it answers "waarom" and "hoe ver" (trial 13: "Ja: zeg terug,
    # dan gaat ..." and "Je kunt de laatste 100 acties ongedaan maken" came first)
    if isinstance(facts.back, Hint):
        return join_sentences(tr, [hint_sentence(tr, game, facts.back), said])
    return join_sentences(tr, [stuck_sentence(tr, facts.back), said])


def undo_limit(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    """How many actions can be taken back (``hoe vaak mag ik terug``): the game's limit, and
    how many now; and how far the hint said to go back, when it did here."""
    return _with_way_back(tr, game, facts, _undo_limit(tr, game, facts, q))


def _undo_limit(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    limit = game.spec.undo_limit
    now = game.undoable
    if not now:
        nothing = refusals.refusal(
            tr,
            game,
            Refusal(
                Reason.UNDO_LIMIT_REACHED
                if game.line() and limit is not None
                else Reason.NOTHING_TO_UNDO
            ),
        )
        if limit is None:
            # Translators: answer to "hoe vaak mag ik terug" in a game without a limit, before
            # why nothing can be taken back now.
            return tr.pgettext("question", "You can undo every action, back to the start.") + (
                " " + nothing
            )
        # Translators: answer to "hoe vaak mag ik terug": the game's limit ({limit} actions, in
        # the words of the rules), before why nothing can be taken back now.
        return tr.pgettext("question", "You can undo the last {limit} actions.").format(
            limit=limit
        ) + (" " + nothing)
    if limit is None:
        # Translators: answer to "hoe vaak mag ik terug" in a game without a limit; {count}
        # actions can be taken back now.
        return tr.npgettext(
            "question",
            "You can undo every action, back to the start; now {count} action.",
            "You can undo every action, back to the start; now {count} actions.",
            now,
        ).format(count=now)
    # Translators: answer to "hoe vaak mag ik terug": the game's limit ({limit} actions, the
    # reserve deal counts as one), and how many can be taken back now ({count}).
    return tr.npgettext(
        "question",
        "You can undo the last {limit} actions, one at a time; now {count} action.",
        "You can undo the last {limit} actions, one at a time; now {count} actions.",
        now,
    ).format(limit=limit, count=now)


def scoring(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    """How points are scored in this game (``hoe krijg ik punten``)."""
    return answers.points_sentence(tr, game.spec)


def last_move(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    """The last action played (and not taken back): ``wat was mijn laatste zet``."""
    line = game.line()
    if not line:
        # Translators: answer to "wat was mijn laatste zet": none yet in this game.
        return tr.pgettext("question", "You have not made a move in this game yet.")
    # Translators: answer to "wat was mijn laatste zet"; {move} is "harten 4 naar kolom 7".
    return tr.pgettext("question", "Your last move: {move}.").format(
        move=answers.move_text(tr, game, line[-1])
    )


def which_game(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    """The game, its rules and the deal number (``welk spel speel ik``, ``welke regels``)."""
    name = app_text.game_name(tr, game.variant)
    rules = answers.rules_name(tr, game.rules, game.traditional)
    if game.deal_number is None and facts.source:
        # Translators: answer to "welk spel speel ik" for a table from the deal file {source}
        # (its name), in the order of every sentence that names a game: "Je speelt Wasp, de
        # opstelling uit voor-jan.json, versoepelde regels."
        return tr.pgettext(
            "question", "You are playing {game}, the position from {source}, {rules}."
        ).format(game=name, source=clean(facts.source), rules=rules)
    if game.deal_number is None:
        # Translators: answer to "welk spel speel ik" for a table from a file (no number).
        return tr.pgettext("question", "You are playing {game}, {rules}.").format(
            game=name, rules=rules
        )
    # Translators: answer to "welk spel speel ik", "welke regels", "wat is het spelnummer", in
    # the order of every sentence that names a game (name, number, rules): "Je speelt Wasp,
    # spel 2800, versoepelde regels."
    return tr.pgettext("question", "You are playing {game}, deal {number}, {rules}.").format(
        game=name, rules=rules, number=game.deal_number
    )


def save_game(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    """``opslaan``, ``save``, ``sla het spel op`` (last session: "Onbekend woord"): the game
    keeps itself after every move, as far as that is true now, and the command that saves the
    position as a file, as it may be typed back (``bewaar stand``; with a name after
    ``bewaar stand als``)."""
    state = facts.save_state
    if state is SaveState.SAVED:
        # Translators: answer to "opslaan", "save" typed alone: nothing to do, the game is on
        # disk after every move.
        kept = tr.pgettext("question", "Your game is saved by itself after every move.")
    elif state is SaveState.FAILED:
        # Translators: answer to "opslaan" while saving fails (a full disk, a folder without
        # rights): the game tries again after every move.
        kept = tr.pgettext(
            "question", "Your game is not saved now; the game tries again after every move."
        )
    elif state is SaveState.READ_ONLY:
        # Translators: answer to "opslaan" in a session that does not save (another game holds
        # the data folder; said at the start, with why).
        kept = tr.pgettext("question", "Your game is not saved this time.")
    else:
        assert_never(state)
    alone = (aliases(tr, phrase_key("save")) or ("",))[0]
    named = (command_words(tr, "save") or ("",))[0]
    # Translators: answer to "opslaan", after whether the game is saved: the command that
    # saves the position as a deal file; {alone} ("bewaar stand") and {named} ("bewaar stand
    # als") are the command's words, each works typed back as it stands.
    how = tr.pgettext(
        "question",
        "To save this position as a file, for a friend: say {alone}, or {named} and a name.",
    ).format(alone=alone, named=named)
    return join_sentences(tr, [kept, how])


def _setting(tr: Translator, command: str, kind: str, value: str) -> str:
    """A setting as it is typed to choose it (``uitvoerigheid kort``)."""
    vocab = vocabulary(tr)
    word = vocab.main_word(f"command {command}") or command
    return f"{word} {vocab.main_word(VALUE_KEYS[(kind, value)]) or value}"


def setting_items(tr: Translator, view: SettingsView) -> dict[str, str]:
    """Each setting as it stands, as it is typed to choose it, by its command (``output``:
    ``uitvoer auto, nu tekst``; ``verbosity``: ``uitvoerigheid normaal``), most used first."""
    vocab = vocabulary(tr)
    output = _setting(tr, "output", "output", view.output)
    if view.output_now and view.output_now != view.output:
        # Translators: in the settings: the output chosen ("uitvoer auto") and the one in use
        # ("tekst"): automatic chose it, or the chosen one does not work here.
        output = tr.pgettext("settings", "{setting}, now {now}").format(
            setting=output, now=vocab.main_word(VALUE_KEYS[("output", view.output_now)])
        )
    sound = [_setting(tr, "sound", "sound", "on" if view.sound_on else "off")]
    if view.mono:
        sound.append(_setting(tr, "sound", "sound", "mono"))
    if view.sound_words:
        sound.append(_setting(tr, "sound", "sound", "words"))
    return {
        "output": output,
        "verbosity": _setting(tr, "verbosity", "verbosity", view.verbosity.value),
        "rate": f"{vocab.main_word('command rate')} {view.rate}",
        "language": f"{vocab.main_word('command language')} {vocab.main_word(LANGUAGE_NAME_KEY)}",
        "sound": tr.pgettext("settings", "; ").join(sound),
        "volume": f"{vocab.main_word('command volume')} {view.volume}",
        "answer": _setting(tr, "answer", "answer", "fair" if view.fair else "peek"),
    }


def setting_now(tr: Translator, view: SettingsView, command: str) -> str:
    """``uitvoer`` said alone (trial 4: only "Kies na uitvoer een van: ..."): how that
    setting stands now, before its choices. "" for a command that is no setting."""
    item = setting_items(tr, view).get(command)
    if item is None:
        return ""
    # Translators: a setting's command said without a value ("uitvoer"): how it stands now
    # ({setting}: "uitvoer auto, nu tekst"); its choices follow.
    return tr.pgettext("settings", "Now: {setting}.").format(setting=item)


def settings(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    """``instellingen``, ``wat zijn mijn instellingen`` (trial 4: "Onbekend woord"): the game
    and its rules, then every setting as it is typed to choose it, most used first, what
    ``kan het nog`` answers, and how to change one."""
    view = facts.settings
    if q.term is not None:  # "hoe snel praat je": that one setting
        now = setting_now(tr, view, q.term)
        if q.said and now:
            # Translators: answer to "hoe zet ik het geluid uit": the command to say ({said}:
            # the player's own words without the asking, "het geluid uit"); how the setting
            # stands now follows.
            return join_sentences(
                tr, [tr.pgettext("settings", "Say {said}.").format(said=q.said), now]
            )
        return now or settings(tr, game, facts, m.Asked("settings"))
    items = [v for k, v in setting_items(tr, view).items() if k != "answer"]
    # Translators: the settings as they stand, each as it is typed to choose it ("uitvoer
    # tekst; uitvoerigheid normaal; snelheid 50; ..."), separated by "; ".
    listed = tr.pgettext("settings", "Settings: {items}.").format(
        items=tr.pgettext("settings", "; ").join(items)
    )
    answer = _setting(tr, "answer", "answer", "fair" if view.fair else "peek")
    other = _setting(tr, "answer", "answer", "peek" if view.fair else "fair")
    if view.fair:
        # Translators: in the settings: "kan het nog" answers without looking at the
        # face-down cards; {setting} is "antwoord eerlijk", {other} "antwoord spiekend".
        odds = tr.pgettext(
            "settings",
            "Kan het nog answers without looking at the face-down cards ({setting}); {other} "
            "looks at them.",
        )
    else:
        # Translators: in the settings: "kan het nog" looks at the face-down cards; {setting}
        # is "antwoord spiekend", {other} "antwoord eerlijk".
        odds = tr.pgettext(
            "settings",
            "Kan het nog answers by looking at the face-down cards ({setting}); {other} "
            "does not look.",
        )
    example = next(v for v in Verbosity if v is not view.verbosity)
    # Translators: how to change a setting; {example} is "uitvoerigheid kort".
    change = tr.pgettext(
        "settings", "Say a setting with another value to change it, for example {example}."
    ).format(example=_setting(tr, "verbosity", "verbosity", example.value))
    return join_sentences(
        tr,
        [
            which_game(tr, game, facts, q),
            listed,
            odds.format(setting=answer, other=other),
            change,
        ],
    )


def face_down_which(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    """Which cards lie face down (``welke kaart ligt onder de gedekte kaarten van kolom 1``):
    never told; how many there are, in the column named or on the table."""
    # Translators: answer to "welke kaart ligt onder de gedekte kaarten": the game never says
    # which card a face-down card is; how many there are follows.
    secret = tr.pgettext(
        "question",
        "Which cards lie face down is never told: you hear a card when it turns face up.",
    )
    if q.column is None:
        return join_sentences(tr, [secret, face_down_left(tr, game, facts, q)])
    down = game.face_down_count(q.column)
    if not down:
        # Translators: follows "Which cards lie face down is never told": none in column
        # {column}.
        count = tr.pgettext("question", "Column {column} has no face-down card.")
    else:
        # Translators: follows "Which cards lie face down is never told": how many lie in
        # column {column}.
        count = tr.npgettext(
            "question",
            "Column {column} has {count} face-down card.",
            "Column {column} has {count} face-down cards.",
            down,
        )
    return join_sentences(tr, [secret, count.format(column=q.column + 1, count=down)])


def where_all(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    """Where the face-up cards of a rank or suit lie (``waar zijn de azen``): only the cards
    the player can see; a face-down or reserve card is never named."""
    seen: list[tuple[int, int, str]] = []
    for card in q.cards:
        for loc in game.locate_all(card):
            if loc.place is Place.COLUMN and loc.face_up and loc.column is not None:
                # Translators: one card of "waar zijn de azen": hartenaas in kolom 4.
                said = tr.pgettext("question", "{card} in column {column}").format(
                    card=card_name(tr, card), column=loc.column + 1
                )
                seen.append((loc.column, loc.index or 0, said))
            elif loc.place is Place.BESIDE:
                # Translators: one card of "waar zijn de vrouwen": beside the table (TBM).
                said = tr.pgettext("question", "{card} beside the table").format(
                    card=card_name(tr, card)
                )
                seen.append((game.columns, 0, said))
    if not seen:
        # Translators: answer to "waar zijn de azen" when none of them lies face up.
        return tr.pgettext("question", "None of them lies face up.")
    # Translators: answer to "waar zijn de azen": {places} is "hartenaas in kolom 4 en ...".
    return tr.pgettext("question", "Face up: {places}.").format(
        places=join_and(tr, [said for _, _, said in sorted(seen)])
    )


def columns(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    """How many columns this game has (``hoeveel kolommen zijn er``)."""
    # Translators: answer to "hoeveel kolommen zijn er": the columns of this game.
    return tr.npgettext(
        "question", "This game has {count} column.", "This game has {count} columns.", game.columns
    ).format(count=game.columns)


#: The one table: declared question id -> its answer.
ANSWERS: dict[str, Answer] = {
    "empty": empty,
    "empty_rule": empty_rule,
    "count": count,
    "face_up": face_up,
    "where_to": where_to,
    "may": may,
    "best_score": best_score,
    "time": time,
    "runs": runs,
    "define": define,
    "points": points,
    "reserve_left": reserve_left,
    "cards_left": cards_left,
    "face_down_left": face_down_left,
    "face_down_which": face_down_which,
    "where_all": where_all,
    "columns": columns,
    "can_do": can_do,
    "won": won,
    "lost": lost,
    "undo_limit": undo_limit,
    "scoring": scoring,
    "last_move": last_move,
    "which_game": which_game,
    "settings": settings,
    "save_game": save_game,
}


def answer(tr: Translator, game: Game, facts: Facts, q: Asked) -> str:
    return capitalize(ANSWERS[q.question](tr, game, facts, q))


# ------------------------------------------------------------- every read-only command

ReadAnswer = Callable[[Translator, Game, Facts, m.ReadOnly], str]


def _board(tr: Translator, game: Game, facts: Facts, c: m.ReadOnly) -> str:
    return board.board(tr, game)


def _column(tr: Translator, game: Game, facts: Facts, c: m.ReadOnly) -> str:
    assert isinstance(c, m.ShowColumn)
    return board.column_answer(tr, game, c.column)


def _several_columns(tr: Translator, game: Game, facts: Facts, c: m.ReadOnly) -> str:
    assert isinstance(c, m.ShowColumns)
    return board.columns_answer(tr, game, c.columns)


def _tops(tr: Translator, game: Game, facts: Facts, c: m.ReadOnly) -> str:
    return board.tops(tr, game)


def _top_card(tr: Translator, game: Game, facts: Facts, c: m.ReadOnly) -> str:
    assert isinstance(c, m.ShowTopCard)
    return answers.top_card(tr, game, c.column)


def _bottom_card(tr: Translator, game: Game, facts: Facts, c: m.ReadOnly) -> str:
    assert isinstance(c, m.ShowBottomCard)
    return answers.bottom_card(tr, game, c.column)


def _neighbour(tr: Translator, game: Game, facts: Facts, c: m.ReadOnly) -> str:
    assert isinstance(c, m.ShowNeighbour)
    return answers.neighbour(tr, game, c.card, c.below)


def _where(tr: Translator, game: Game, facts: Facts, c: m.ReadOnly) -> str:
    assert isinstance(c, m.WhereIs)
    return answers.where(tr, game, c.card)


def _score(tr: Translator, game: Game, facts: Facts, c: m.ReadOnly) -> str:
    return answers.score(tr, game)


def _moves(tr: Translator, game: Game, facts: Facts, c: m.ReadOnly) -> str:
    return answers.legal_moves(tr, game, facts.page, every=isinstance(c, m.ShowMoves) and c.every)


def _asked(tr: Translator, game: Game, facts: Facts, c: m.ReadOnly) -> str:
    assert isinstance(c, Asked)
    return answer(tr, game, facts, c)


#: The one table of read-only answers: every command that only reads the table (the results
#: declared ``read_only`` in ``commands/declare.RESULTS``), the declared questions among them.
READ_ONLY: dict[type, ReadAnswer] = {
    m.ShowBoard: _board,
    m.ShowColumn: _column,
    m.ShowColumns: _several_columns,
    m.ShowTops: _tops,
    m.ShowTopCard: _top_card,
    m.ShowBottomCard: _bottom_card,
    m.ShowNeighbour: _neighbour,
    m.WhereIs: _where,
    m.ShowScore: _score,
    m.ShowMoves: _moves,
    Asked: _asked,
}


def read(tr: Translator, game: Game, facts: Facts, c: m.ReadOnly) -> str:
    """The answer to a read-only command, from the one table."""
    return READ_ONLY[type(c)](tr, game, facts, c)
