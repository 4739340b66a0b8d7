"""Sentences for hints, the ``oplosbaar?`` answer and the solver's command-line report.

Every word comes from the ``solver`` catalog (``locales/<lang>/LC_MESSAGES/solver.po``); card
names come from :func:`scorpion_a11y.names.card_name` only.
"""

from __future__ import annotations

import math
import textwrap
from dataclasses import replace

from ..exhaustive import assert_never
from ..game.cards import Card, Rank
from ..game.engine import Game, Move
from ..i18n import Translator
from ..names import card_name
from ..solver.hindsight import TOTAL_SECONDS, Verdict, WentWrong
from ..solver.hint import MANY_BACKS, Basis, Hint, HintReason, StuckBack, WayBack
from ..solver.sample import Odds
from ..solver.search import Outcome, SolveResult
from .answers import no_moves_left, nothing_left_won, remaining_moves
from .text import join_or, join_sentences


def reason_text(
    tr: Translator, reason: HintReason, moved: Card | None = None, any_on_empty: bool = False
) -> str:
    """A few words saying why a hint suggests its move. ``moved``: the card the move takes
    (the card under it is freed, a king or not); ``any_on_empty``: the game lets any card
    onto an empty column (Wasp), so an empty column is never only for a king."""
    if reason is HintReason.EMPTIES_COLUMN_FOR_KING and any_on_empty:
        reason = HintReason.EMPTIES_COLUMN
    if reason is HintReason.FREES_CARD and moved is not None and moved.rank is not Rank.HEER:
        # Translators: why moving a card (not a king) with what lies on it to an empty column
        # is good (Wasp): the card it lay on is free.
        return tr.pgettext("hint reason", "frees the card under it")
    match reason:
        case HintReason.COMPLETES_RUN:
            # Translators: why a hinted move is good: it completes a king-to-ace run.
            return tr.pgettext("hint reason", "completes a run")
        case HintReason.REMOVES_RUN:
            # Translators: why a hinted move is good: a complete run lying on a column is moved
            # onto an empty column, which removes it.
            return tr.pgettext("hint reason", "removes the complete run")
        case HintReason.RUN_APART:
            # Translators: why a hinted move is good (traditional rules, where a complete run
            # stays on the table): a complete run lying on other cards goes to an empty column,
            # where it lies on its own and frees what was under it.
            return tr.pgettext("hint reason", "puts the complete run in a column of its own")
        case HintReason.UNCOVERS_CARD:
            # Translators: why a hinted move is good: a face-down card will be turned up.
            return tr.pgettext("hint reason", "turns up a face-down card")
        case HintReason.EMPTIES_COLUMN_FOR_KING:
            # Translators: why a hinted move is good: a column becomes empty, and a king is waiting.
            return tr.pgettext("hint reason", "empties a column for a king")
        case HintReason.EMPTIES_COLUMN:
            # Translators: why a hinted move is good: a column becomes empty.
            return tr.pgettext("hint reason", "empties a column")
        case HintReason.FREES_CARD:
            # Translators: why moving a king to an empty column is good: the card under it is free.
            return tr.pgettext("hint reason", "frees the card under the king")
        case HintReason.PREPARES_UNCOVER:
            # Translators: why a hinted move is good: a later move can turn up a face-down card.
            return tr.pgettext("hint reason", "helps to turn a face-down card later")
        case HintReason.PREPARES_RUN:
            # Translators: why a hinted move is good: it leads towards a complete run.
            return tr.pgettext("hint reason", "works towards a complete run")
        case HintReason.PREPARES_EMPTY_COLUMN:
            # Translators: why a hinted move is good: it leads towards an empty column.
            return tr.pgettext("hint reason", "works towards an empty column")
        case HintReason.BUILDS_SAME_SUIT:
            # Translators: why a hinted move is good: the card goes onto the same suit.
            return tr.pgettext("hint reason", "builds on the same suit")
        case HintReason.BUILDS:
            # Translators: why a hinted move is good (relaxed rules): it builds on another suit.
            return tr.pgettext("hint reason", "builds down")
        case HintReason.DEAL_RESERVE:
            # Translators: why the hint says to deal the reserve: no other move is useful any more.
            return tr.pgettext("hint reason", "no other move helps any more")
        case HintReason.PLACES_FOR_RESERVE:
            # Translators: why a hinted move takes a whole column to an empty column before the
            # reserve is dealt: the reserve cards are dealt onto the first columns, so this
            # decides which column gets which reserve card.
            return tr.pgettext("hint reason", "decides where the reserve cards land")
        case _:
            assert_never(reason)


def hint_sentence(
    tr: Translator,
    game: Game,
    hint: Hint | None,
    skip: int = 0,
    others: int = 0,
    stuck: StuckBack | None = None,
) -> str:
    """The spoken hint: the move and why; or, with no hint, whether no move is possible at all
    or moves are possible but none gains anything.

    ``skip`` is what was passed to :func:`scorpion_a11y.solver.hint.suggest`: when it is above 0 and
    no hint came back, the sentence says there is no further alternative. ``others``: how many
    other hints the ranking holds (the reserve deal's reason "no other move helps" only when
    there are none).
    """
    if hint is None:
        if game.won:
            return nothing_left_won(tr)
        if skip > 0:
            # Translators: the hint was asked again, but every move the hint suggests was
            # already offered (not "no useful move": the rules may still see one).
            return tr.gettext(
                "No other move to suggest. Ask again for a hint to hear the best one."
            )
        count = len(remaining_moves(game))
        if not count and stuck is not None and game.can_undo:
            return stuck_sentence(tr, stuck)  # how far back (trial 12)
        if not count:
            return no_moves_left(tr)
        useful = len(game.useful_moves())
        if useful:
            # The rules still see a useful move (one the hint does not suggest, e.g. it leads
            # back to a table the player already had), so "no move gains anything" would
            # contradict the rules, and with the traditional rules the reserve waits for it.
            # Translators: a hint was asked; the hint suggests no move, but the rules still see
            # {count} useful move(s) (the hint leaves out moves that lead back to a table the
            # player already had).
            # 'all moves' (alle zetten) says every move at once; 'moves' says more than 15 in
            # parts. Dutch: "Ik raad geen zet aan, maar er zijn nog 2 nuttige zetten: typ alle
            # zetten om ze allemaal te horen."
            parts = [
                tr.ngettext(
                    "I suggest no move, but {count} useful move is left: type all moves to "
                    "hear every move.",
                    "I suggest no move, but {count} useful moves are left: type all moves to "
                    "hear every move.",
                    useful,
                ).format(count=useful)
            ]
            if game.traditional and game.reserve and not game.spec.beside:
                # Translators: after the sentence above, with the traditional rules and a
                # reserve left: why the reserve cannot be dealt yet.
                parts.append(
                    tr.gettext("The reserve may only be dealt when no useful move is left.")
                )
            return join_sentences(tr, parts)
        # Translators: a hint was asked; moves are still possible ({count} of them, the reserve
        # is dealt) but none gains anything the hint can see. "moves" is the command that
        # lists them. Dutch: "Geen zet levert nog iets op, maar er zijn nog {count} zetten
        # mogelijk: typ zetten om ze te horen. Of maak zetten ongedaan, of begin een nieuw spel."
        return tr.ngettext(
            "No move gains anything any more, but {count} move is possible: type moves to "
            "hear it. Or undo moves, or start a new game.",
            "No move gains anything any more, but {count} moves are possible: type moves to "
            "hear them. Or undo moves, or start a new game.",
            count,
        ).format(count=count)
    if hint.basis is Basis.NONE_WINS and hint.exact:
        if game.can_undo and hint.back_to is not None and hint.back is not WayBack.NONE:
            return way_back_sentence(tr, hint)  # where to go back first, the proof after
        return proven_lost(tr, game, hint)
    basis = basis_sentence(tr, hint, game)
    if hint.basis is Basis.UNDECIDED and _nothing_hidden(game):
        # Nothing is face down: no arrangements, and no guess about hidden cards.
        # Translators: after a hint when no card is hidden any more, but the solver found no
        # winning line starting with this move in time: the hint chose the move by looking a
        # few moves ahead. Short.
        basis = tr.pgettext(
            "hint",
            "The solver found no win with this move in time; the hint chose by looking ahead.",
        )
    if hint.basis in (Basis.GOES_BACK, Basis.ALL_TRIED, Basis.NONE_WINS):
        if game.can_undo and hint.back is WayBack.NONE:  # probably lost: the guess after it
            return join_sentences(tr, [way_back_sentence(tr, hint), _tip(tr, game, hint, others)])
        if game.can_undo and hint.back_to is not None:  # how far back is known: only that
            return way_back_sentence(tr, hint)
        if game.can_undo:  # going back first: the move named after it is only the best guess
            return join_sentences(tr, [go_back_sentence(tr, hint), _tip(tr, game, hint, others)])
        if hint.basis is Basis.GOES_BACK:  # nothing to take back: the plain guess
            hint = replace(hint, basis=Basis.UNDECIDED)
            basis = basis_sentence(tr, hint, game)
        # NONE_WINS and ALL_TRIED say what they found (at move 0 after trying every move from
        # there: "elke zet hier leidt waar ik geen winst vond", not "op tijd geen winst")
    return join_sentences(tr, [_tip(tr, game, hint, others), basis])


def way_back_sentence(tr: Translator, hint: Hint) -> str:
    """Where the hint found no way forward and looked how far back to go
    (``hint.back_to``): go back to that move, why, and the command that does it; or, when
    every table back to the earliest one undo reaches was found lost, that the game is
    probably lost (trial 10: "typ terug" said 18 times, never how far)."""
    number = hint.back_to
    if hint.back is WayBack.NONE:
        # Translators: a hint where no win was found here, nor at any earlier table back to move
        # {number} (as far as undo reaches): probably lost; a sample, not a proof. Dutch:
        # "Ik vond geen winst meer, ook niet terug tot zet 0: waarschijnlijk is dit spel niet
        # meer te winnen. Typ nieuw spel, of speel door met deze gok." The tip follows.
        return tr.pgettext(
            "hint",
            "I found no win any more, not even back to move {number}: this game can probably "
            "not be won any more. Type new game, or play on with this guess.",
        ).format(number=number)
    if hint.backs >= MANY_BACKS:
        return _many_backs(tr, number, hint.backs)
    if hint.basis is Basis.NONE_WINS and hint.exact:
        # Translators: why to go back: the hidden cards can lie in only a few ways, the solver
        # tried each, and none wins from this table (a proof). Dutch: "in deze stand wint geen
        # enkele mogelijke verdeling".
        reason = tr.pgettext("hint", "in this position no possible arrangement wins")
    elif hint.basis is Basis.NONE_WINS:
        # Translators: why to go back: none of the {samples} arrangements of the hidden cards
        # the hint tried still wins from this table. Dutch: "in deze stand wint geen van
        # de 64 verdelingen die ik probeerde".
        reason = tr.npgettext(
            "hint",
            "in this position the {samples} arrangement I tried does not win",
            "in this position none of the {samples} arrangements I tried wins",
            hint.samples,
        ).format(samples=hint.samples)
    elif hint.basis is Basis.ALL_TRIED:
        # Translators: why to go back: every move from this table leads to a table where the
        # hint found no win (the player went back from there). Dutch: "elke zet hier leidt
        # waar ik geen winst vond".
        reason = tr.pgettext("hint", "every move in this position leads where I found no win")
    else:
        # Translators: why to go back: every win the solver found from this table passes a
        # table the player already had. Dutch: "elke winst die ik vond, gaat via een stand die
        # je al had".
        reason = tr.pgettext("hint", "every win I found passes a table you had")
    return _go_back_to(tr, number, hint.back, reason)


def _many_backs(tr: Translator, number: int | None, count: int) -> str:
    """The hint said to go back ``count`` times in this game (:data:`MANY_BACKS` or more):
    said so, with both ways on: a new game, or going back to move ``number`` to search on (a
    lost deal sent the player back 138 times, each time to a table where some arrangement still
    won). Not "probably lost": in Scorpion Klassiek a winnable deal needed at most 4, but in
    Double Scorpion, where most deals can be won, a winnable deal may need more."""
    # Translators: a hint that has said to go back {count} times in this game without a win:
    # the player may stop (a new game) or search on from move {number} ("terug naar zet
    # {number}" is typed back as it is said). Dutch: "Al 10 keer terug zonder winst. Typ nieuw
    # spel, of terug naar zet 12 om verder te zoeken."
    return tr.pgettext(
        "hint",
        "Gone back {count} times without a win. Type new game, or back to move {number} to "
        "search on.",
    ).format(count=count, number=number)


def _go_back_to(tr: Translator, number: int | None, back: WayBack | None, reason: str) -> str:
    """Go back to move ``number`` (at least that far: FURTHER), why, and the command."""
    if back is WayBack.FURTHER:
        # Translators: the start of a hint that says to go back at least to move {number}
        # (the hint had no time to look further back). Dutch: "Beter terug naar zet 12 of
        # verder".
        head = tr.pgettext("hint", "Better go back to move {number} or further")
    else:
        # Translators: the start of a hint that says to go back to move {number}, from where
        # a hint finds a way forward. Dutch: "Beter terug naar zet 12".
        head = tr.pgettext("hint", "Better go back to move {number}")
    # Translators: a hint that says to go back: {head} (as above), {reason} (as above), then
    # the command that goes back there ("terug naar zet 12"; it is typed back as it is said).
    # Dutch: "{head}: {reason}; typ terug naar zet {number}."
    return tr.pgettext("hint", "{head}: {reason}; type back to move {number}.").format(
        head=head.format(number=number), reason=reason, number=number
    )


def stuck_sentence(tr: Translator, stuck: StuckBack) -> str:
    """A hint at a dead end (no move left, a move can be taken back): how far back to go
    (trial 12: only "Er is geen zet meer mogelijk. Maak zetten ongedaan", while the hint knew
    where a way forward was)."""
    if stuck.back is WayBack.NONE:
        # Translators: a hint where no move is left, and no win was found at any earlier table
        # back to move {number} (as far as undo reaches): probably lost; a sample, not a
        # proof. Dutch: "Er is geen zet meer, en ook terug tot zet 0 vond ik geen winst:
        # waarschijnlijk is dit spel niet meer te winnen. Typ nieuw spel."
        return tr.pgettext(
            "hint",
            "No move is left, and I found no win back to move {number} either: this game can "
            "probably not be won any more. Type new game.",
        ).format(number=stuck.back_to)
    if stuck.backs >= MANY_BACKS:
        return _many_backs(tr, stuck.back_to, stuck.backs)
    # Translators: why to go back: no move can be made at this table. Dutch: "er is hier
    # geen zet meer".
    reason = tr.pgettext("hint", "there is no move left here")
    return _go_back_to(tr, stuck.back_to, stuck.back, reason)


def go_back_sentence(tr: Translator, hint: Hint) -> str:
    """Before a hint's move, when a move can be taken back and the hint found no way forward:
    no arrangement it tried is won (NONE_WINS), every win goes back (GOES_BACK), or every move
    leads where it found none (ALL_TRIED). The most important fact first: go back."""
    if hint.basis is Basis.NONE_WINS:
        # Translators: before a hint's move, when a move can be taken back: none of the
        # {samples} arrangements of the hidden cards the hint tried still wins (a sample, not a
        # proof), so taking moves back (the undo command, "terug") is better; the tip after it
        # is the best guess forward. Short; "undo" is the command. Dutch: "Beter terug: geen
        # van de 64 verdelingen die ik probeerde wint nog; typ terug."
        return tr.npgettext(
            "hint",
            "Better go back: the {samples} arrangement I tried no longer wins; type undo.",
            "Better go back: none of the {samples} arrangements I tried still wins; type undo.",
            hint.samples,
        ).format(samples=hint.samples)
    if hint.basis is Basis.ALL_TRIED:
        # Translators: before a hint's move, when a move can be taken back: every move from
        # here leads to a table from which the player already went back, as the hint found no
        # win there; so going further back (the undo command, "terug") is better. Short.
        # Dutch: "Beter verder terug: elke zet hier leidt waar ik geen winst vond; typ terug."
        return tr.pgettext(
            "hint", "Better go further back: every move here leads where I found no win; type undo."
        )
    return basis_sentence(tr, hint)


def named_lost_sentence(tr: Translator, move: int, others: int) -> str:
    """After a hint whose move ``waar ging het mis`` named as the one that lost the deal (move
    number ``move``), back at the table before it: the player was told, the hint never looks
    (trial 9: the hint named the losing move again without a word). ``others``: other hints
    are left to ask for."""
    # Translators: after a hint, when the answer to "where did it go wrong" named this very
    # move (move number {number}) as the one after which the deal could not be won; the hint
    # never looks at the face-down cards, so it may name it again. Dutch: "Let op: waar ging
    # het mis noemde deze zet, zet 15: daarna was het niet meer te winnen."
    said = tr.gettext(
        "Careful: where did it go wrong named this move, move {number}: after it the game "
        "could not be won."
    ).format(number=move)
    if others <= 0:
        return said
    # Translators: after the sentence above, when the hint has other moves to suggest.
    return join_sentences(tr, [said, tr.gettext("Ask for a hint again for another move.")])


def _nothing_hidden(game: Game) -> bool:
    from ..solver.sample import hidden_cards

    return not hidden_cards(game)


def proven_lost(tr: Translator, game: Game, hint: Hint | None = None) -> str:
    """A hint when the solver solved every possible arrangement of the hidden cards (or the
    table, with nothing hidden) and none can be won: no tip, no guess, the plain truth; then
    what to do: how far back to go when the hint looked (``hint.back_to``), a new game when
    nothing can be taken back (trial 10: "Maak zetten ongedaan" at move 0)."""
    return join_sentences(tr, [_lost_claim(tr, game), _lost_advice(tr, game, hint)])


def _lost_claim(tr: Translator, game: Game) -> str:
    """:func:`proven_lost` without what to do."""
    if _nothing_hidden(game) and game.remembers:
        # Translators: a hint when every card lying face down was seen before and the solver
        # proved that the game can no longer be won; what to do follows.
        return tr.gettext(
            "This game cannot be won any more, whatever you play: you have seen every "
            "face-down card, and the solver tried every possibility."
        )
    if _nothing_hidden(game):
        # Translators: a hint when no card is hidden and the solver proved that the game can
        # no longer be won; what to do follows.
        return tr.gettext(
            "This game cannot be won any more, whatever you play: no card is hidden, and the "
            "solver tried every possibility."
        )
    # Translators: as "This game cannot be won any more, however {hidden} lie: ...", without
    # what to do (it follows).
    return tr.gettext(
        "This game cannot be won any more, however {hidden} lie: the solver tried every "
        "possible arrangement."
    ).format(hidden=hidden_words(tr, game))


def _lost_advice(tr: Translator, game: Game, hint: Hint | None) -> str:
    """What to do after a proven loss: undo moves or start a new game; only a new game when
    nothing can be undone; how far back when the hint looked."""
    if not game.can_undo:
        # Translators: after a proven loss when nothing can be taken back (move 0, or the
        # undo limit): only a new game helps. Dutch: "Typ nieuw spel."
        return tr.pgettext("hint", "Type new game.")
    if hint is None or hint.back_to is None:
        # Translators: after a proven loss, what to do. Dutch: "Maak zetten ongedaan of begin
        # een nieuw spel."
        return tr.pgettext("hint", "Undo moves or start a new game.")
    if hint.back is WayBack.NONE:
        # Translators: after a proven loss: no earlier table back to move {number} (as far as
        # undo reaches) had a win either. Dutch: "Ook terug tot zet 0 vond ik geen winst. Typ
        # nieuw spel."
        return tr.pgettext(
            "hint", "Back to move {number} I found no win either. Type new game."
        ).format(number=hint.back_to)
    # Translators: after a proven loss: the hint looked back and names the move to go back to
    # (the command, typed back as it is said). Dutch: "Typ terug naar zet 12, of nieuw spel."
    return tr.pgettext("hint", "Type back to move {number}, or new game.").format(
        number=hint.back_to
    )


def _tip(tr: Translator, game: Game, hint: Hint, others: int = 0) -> str:
    moved = hint.action.card if isinstance(hint.action, Move) else None
    reason = reason_text(tr, hint.reason, moved, game.spec.empty_takes_any)
    if hint.reason is HintReason.DEAL_RESERVE and others > 0:
        # Other moves are suggested too (the next hints name them): "no other move helps any
        # more" would be false.
        # Translators: why the hint says to deal the reserve while other moves are suggested
        # too (ask again for them): the reserve brings new cards into play.
        reason = tr.pgettext("hint reason", "brings new cards into play")
    action = hint.action
    if isinstance(action, Move):
        card = card_name(tr, action.card)
        column = action.to + 1
        if action.src is not None and _copies_in_play(game, action):
            # Double Scorpion, when the other copy of the card is face up too: which one, so
            # that typing the tip back moves this one.
            # Translators: a hint in Double Scorpion; {card} lying in column {source} goes to
            # column {column}; {reason} says why. Dutch: "Tip: harten 3 uit kolom 10 naar
            # kolom 4: maakt een reeks af."
            return tr.pgettext(
                "hint", "Tip: {card} from column {source} to column {column}: {reason}."
            ).format(card=card, source=action.src + 1, column=column, reason=reason)
        if game.top(action.to) is None:
            # Translators: a hint; {card} goes to the empty column number {column}; {reason}
            # says why in a few words.
            return tr.gettext("Tip: {card} to empty column {column}: {reason}.").format(
                card=card, column=column, reason=reason
            )
        # Translators: a hint; {card} goes onto column number {column}; {reason} says why.
        return tr.gettext("Tip: {card} to column {column}: {reason}.").format(
            card=card, column=column, reason=reason
        )
    # Translators: a hint to deal the reserve; {reason} says why.
    return tr.gettext("Tip: deal the reserve: {reason}.").format(reason=reason)


def _copies_in_play(game: Game, move: Move) -> bool:
    """Whether another copy of the move's card lies face up on the table (Double Scorpion):
    then the tip says which column the card comes from."""
    count = 0
    for c in range(game.columns):
        count += sum(1 for card in game.face_up(c) if card == move.card)
    return count > 1


#: A sampled hint that rests on fewer arrangements than this says its count ("wins in 2 of
#: the 13"), more says a share ("about 9 percent of the 459"): below it the count can never
#: be the stopping rule's 40 (``solver.hint.MIN_SAMPLES``, trial 6), and a share of a handful
#: is hard to follow (trial 9: "about 15 percent of the 13").
COUNT_BELOW = 40

#: A sampled hint that rests on fewer arrangements than this (no time for more: a busy
#: computer) says it is a guess, not "wins in 1 of the 1 arrangement I tried" (trial 4).
FEW_SAMPLES = 10


def basis_sentence(tr: Translator, hint: Hint, game: Game | None = None) -> str:
    """What a hint's choice rests on, in a few words ("" for the look-ahead alone); ``game``
    says which cards are hidden (:func:`hidden_words`: trial 6, Scorpion II hides only the
    reserve, and the hint said "hoe de gedekte kaarten ook liggen")."""
    hidden = hidden_words(tr, game)
    match hint.basis:
        case Basis.HEURISTIC:
            return ""
        case Basis.SAMPLED if hint.exact and hint.wins == hint.samples:
            # Translators: after a hint when the hidden cards ({hidden}: "de gedekte kaarten",
            # "de reservekaarten", "de gedekte kaarten en de reserve") can lie in only a few
            # ways: after this move the game can be won in each of them. Short. Dutch: "Wint,
            # hoe {hidden} ook liggen."
            return tr.pgettext("hint", "Wins however {hidden} lie.").format(hidden=hidden)
        case Basis.SAMPLED if hint.exact:
            # Translators: after a hint when the hidden cards ({hidden}, as above) can lie in
            # only {samples} ways, each tried: the move wins in {wins} of them. Short.
            return tr.npgettext(
                "hint",
                "Wins in {wins} of the {samples} possible arrangement of {hidden}.",
                "Wins in {wins} of the {samples} possible arrangements of {hidden}.",
                hint.samples,
            ).format(wins=hint.wins, samples=hint.samples, hidden=hidden)
        case Basis.SAMPLED if hint.every:
            # Translators: after a hint when the hidden cards ({hidden}, as above) can lie in
            # only {samples} ways, each tried, but some not decided in time: the move wins in
            # at least {wins} of them. Short. Dutch: "Wint in minstens 10 van de 24 mogelijke
            # verdelingen van de gedekte kaarten."
            return tr.npgettext(
                "hint",
                "Wins in at least {wins} of the {samples} possible arrangement of {hidden}.",
                "Wins in at least {wins} of the {samples} possible arrangements of {hidden}.",
                hint.samples,
            ).format(wins=hint.wins, samples=hint.samples, hidden=hidden)
        case Basis.SAMPLED if hint.samples < FEW_SAMPLES and hint.wins == hint.samples:
            # Translators: after a hint chosen by trying arrangements of the hidden cards
            # ({hidden}, as above), when there was time for only {samples} of them: the move
            # wins in each, but they are too few to go by (trial 12: "Een gok: ... wint in 4
            # daarvan" sounded like a contradiction). Short. Dutch: "Wint in alle 4
            # verdelingen van de gedekte kaarten die ik kon proberen; dat zijn er weinig."
            return tr.npgettext(
                "hint",
                "Wins in the {samples} arrangement of {hidden} I could try; that is few.",
                "Wins in all {samples} arrangements of {hidden} I could try; that is few.",
                hint.samples,
            ).format(samples=hint.samples, hidden=hidden)
        case Basis.SAMPLED if hint.samples < FEW_SAMPLES:
            # Translators: after a hint chosen by trying arrangements of the hidden cards
            # ({hidden}, as above), when there was time for only {samples} of them (a busy
            # computer): the move wins in {wins}; too few to go by. Short. Dutch: "Een gok: ik
            # kon maar 1 verdeling van de gedekte kaarten proberen; deze zet wint in 1 daarvan."
            return tr.npgettext(
                "hint",
                "A guess: I could try only {samples} arrangement of {hidden}; this move wins in "
                "{wins} of them.",
                "A guess: I could try only {samples} arrangements of {hidden}; this move wins "
                "in {wins} of them.",
                hint.samples,
            ).format(wins=hint.wins, samples=hint.samples, hidden=hidden)
        case Basis.SAMPLED if hint.wins == hint.samples:
            # Translators: after a hint chosen by trying arrangements of the hidden cards: the
            # move wins in every one of the {samples} arrangements tried (a sample, not every
            # possible one). Short. Dutch: "Wint in alle 40 verdelingen die ik probeerde."
            return tr.pgettext("hint", "Wins in all {samples} arrangements I tried.").format(
                samples=hint.samples
            )
        case Basis.SAMPLED if hint.samples < COUNT_BELOW:
            # Translators: after a hint chosen by trying arrangements of the hidden cards: the
            # move wins in {wins} of the {samples} arrangements tried, when they were few (no
            # time for more): a count is easier to hear than "about 15 percent of the 13"
            # (trial 9). Short. Dutch: "Wint in 2 van de 13 verdelingen die ik probeerde."
            return tr.npgettext(
                "hint",
                "Wins in {wins} of the {samples} arrangement I tried.",
                "Wins in {wins} of the {samples} arrangements I tried.",
                hint.samples,
            ).format(wins=hint.wins, samples=hint.samples)
        case Basis.SAMPLED:
            # Translators: after a hint chosen by trying arrangements of the hidden cards: the
            # move wins in about {percent} percent of the {samples} arrangements tried (the
            # solver never looked at the real face-down cards). A share, not "40 of the 459":
            # the hint stops trying once the best move is clear, often at its 40th winnable
            # arrangement (trial 6). Short. Dutch: "Wint in ongeveer 9 procent van de 459
            # verdelingen die ik probeerde."
            return tr.npgettext(
                "hint",
                "Wins in about {percent} percent of the {samples} arrangement I tried.",
                "Wins in about {percent} percent of the {samples} arrangements I tried.",
                hint.samples,
            ).format(percent=share_percent(hint.wins, hint.samples), samples=hint.samples)
        case Basis.CERTAIN:
            # Translators: after a hint when no card is hidden any more: the solver found a
            # winning line that starts with this move. Short.
            if game is not None and game.remembers:
                # Translators: after a hint when every card lying face down was seen before
                # (an undo turned it down again): the solver found a winning line. Short.
                return tr.pgettext("hint", "A sure win: you have seen every face-down card.")
            return tr.pgettext("hint", "A sure win: no card is hidden any more.")
        case Basis.UNDECIDED:
            # About this move, not the game: the solver may have found the game won in many
            # arrangements, by moves the hint leaves out (trial 7, Wasp 74 at move 20: "geen
            # winst gevonden op tijd" while kan het nog said 56 of 64, and the move lost).
            # Translators: after a hint: in the time it had the solver found no arrangement of
            # the hidden cards in which this move wins (none decided, or the game won there
            # only by other moves), so the hint is chosen by looking a few moves ahead at the
            # open cards. About this move, not the game (trial 7: Wasp 74 said "no win found"
            # where the game could still be won, by another move). Short.
            return tr.pgettext("hint", "A guess: I found no win with this move in time.")
        case Basis.NONE_WINS:
            # Translators: after a hint: in no arrangement of the hidden cards that was tried
            # can the game still be won; the hint is the best guess from the open cards. Short.
            return tr.pgettext("hint", "A guess: none of the arrangements I tried still wins.")
        case Basis.ALL_TRIED:
            # Translators: after a hint when nothing can be taken back: every move from here
            # leads to a table where the hint found no win. Short. Dutch: "Een gok: elke zet
            # hier leidt waar ik geen winst vond."
            return tr.pgettext("hint", "A guess: every move here leads where I found no win.")
        case Basis.GOES_BACK:
            # Translators: before a hint's move: the game can be won in arrangements of the
            # hidden cards the solver tried, but in each every win passes through a table the
            # player already had since a card last turned up; no move forward wins there, so
            # taking moves back (the undo command, "terug") is better. The tip after it is the
            # best guess forward. Short; "undo" is the command. Dutch: "Beter terug: elke winst
            # die ik vond, gaat via een stand die je al had; typ terug."
            return tr.pgettext(
                "hint", "Better go back: every win I found passes a table you had; type undo."
            )
        case _:
            assert_never(hint.basis)


def share_percent(part: int, whole: int) -> int:
    """``part`` of ``whole`` in whole percent, rounded half up, and never 0 or 100 when the
    share is neither none nor all ("about 0 percent" of a move that wins some)."""
    if whole <= 0 or part <= 0:
        return 0
    if part >= whole:
        return 100
    return min(99, max(1, (200 * part + whole) // (2 * whole)))


def _not_looked(tr: Translator, game: Game | None) -> str:
    """The close of an answer that did not peek: every card lying hidden, also those seen
    before an undo turned them down again."""
    # Translators: closes the answer that did not peek.
    return tr.gettext("I did not look at {hidden}.").format(
        hidden=hidden_words(tr, game, unseen=False)
    )


def hidden_words(tr: Translator, game: Game | None, unseen: bool = True) -> str:
    """What the player cannot see, as the odds name it: the face-down cards on the table, the
    reserve's cards, or both (trial 4: "verdelingen van de gedekte kaarten" while `status`
    said no face-down card was left, only the reserve). ``unseen``: only those not seen
    before an undo turned them down again, when there are such (not in "I did not look at
    ...": trial 12 heard "Ik heb niet naar de nog ongeziene gedekte kaarten gekeken")."""
    if unseen and game is not None and game.remembers:
        return _unseen_words(tr, game)
    on_table = game is None or game.face_down_total() > 0
    in_reserve = (
        game is not None and not game.spec.beside and not game.reserve_dealt and bool(game.reserve)
    )
    if on_table and in_reserve:
        # Translators: the hidden cards in the odds ("verdelingen van {hidden}"): face-down
        # cards on the table and the reserve's cards (face down too, but not on the table).
        return tr.pgettext("hidden", "the face-down cards and the reserve")
    if in_reserve:
        # Translators: the hidden cards in the odds when none lies face down on the table: only
        # the reserve's cards ("verdelingen van de reservekaarten").
        return tr.pgettext("hidden", "the reserve's cards")
    # Translators: the hidden cards in the odds: the face-down cards on the table.
    return tr.pgettext("hidden", "the face-down cards")


def _unseen_words(tr: Translator, game: Game) -> str:
    """:func:`hidden_words` when the player saw some of the cards lying face down now (an
    undo turned them down again): only the others are arranged."""
    on_table = game.face_down_total() > sum(
        len(game.seen_face_down(c)) for c in range(game.columns)
    )
    in_reserve = not game.spec.beside and bool(game.reserve) and not game.reserve_seen
    if on_table and in_reserve:
        # Translators: the hidden cards in the odds ("verdelingen van {hidden}") when the
        # player saw some face-down cards before an undo turned them down again: the other
        # face-down cards and the reserve. Dutch: "de nog ongeziene kaarten".
        return tr.pgettext("hidden", "the unseen cards")
    if in_reserve:
        return tr.pgettext("hidden", "the reserve's cards")
    # Translators: the hidden cards in the odds when the player saw some face-down cards
    # before an undo turned them down again: the others. Dutch: "de nog ongeziene gedekte
    # kaarten".
    return tr.pgettext("hidden", "the unseen face-down cards")


def odds_sentence(tr: Translator, odds: Odds, game: Game | None = None) -> str:
    """The answer to ``kan het nog`` without peeking: in how many of the sampled arrangements
    of the hidden cards the game can still be won (solver/sample.py); ``game`` says which
    cards are hidden (face down on the table, in the reserve)."""
    samples, won = odds.samples, odds.won
    hidden = hidden_words(tr, game)
    if game is not None and not game.won and not game.has_legal_action():
        # no move at all: certain, whatever the hidden cards are (trial 12: "Waarschijnlijk
        # niet" at a dead end)
        if game.can_undo:
            # Translators: "can it still be won?" where no move is left at all, and moves can
            # be taken back: the hint says how far. Dutch: "Niet meer: er is geen zet meer
            # mogelijk. Typ hint om te horen hoe ver je terug moet, of nieuw spel."
            return tr.gettext(
                "No more: no move is possible any more. Type hint to hear how far back to go, "
                "or new game."
            )
        # Translators: "can it still be won?" where no move is left and nothing can be taken
        # back. Dutch: "Niet meer: er is geen zet meer mogelijk. Typ nieuw spel."
        return tr.gettext("No more: no move is possible any more. Type new game.")
    if odds.hidden == 0 and game is not None and game.remembers:
        if won:
            # Translators: "can it still be won?" when every card lying face down was seen
            # before (an undo turned it down again): yes, a winning line.
            return tr.gettext(
                "Certainly: you have seen every face-down card, and the solver found a "
                "winning line from here."
            )
        if odds.lost:
            # Translators: "can it still be won?" when every card lying face down was seen
            # before: no, proved.
            return tr.gettext(
                "No more: you have seen every face-down card, and the solver tried every "
                "possibility. Undo moves or start a new game."
            )
    if odds.hidden == 0:
        if won:
            # Translators: "can it still be won?" when no card is hidden: yes, a winning line.
            return tr.gettext(
                "Certainly: no card is hidden any more, and the solver found a winning line "
                "from here."
            )
        if odds.lost:
            # Translators: "can it still be won?" when no card is hidden: no, proved.
            return tr.gettext(
                "No more: no card is hidden any more, and the solver tried every possibility. "
                "Undo moves or start a new game."
            )
        # Translators: "can it still be won?": the solver found no answer in time.
        return tr.gettext("Not known in time: the solver has no answer yet.")
    parts = []
    if won == samples and odds.exact:
        # Translators: "can it still be won?" without looking at {hidden}: they can
        # lie in only {samples} ways, every one was solved, and each can still be won.
        parts.append(
            tr.ngettext(
                "Certainly: {hidden} can lie in only {samples} way, and that way "
                "this can still be won.",
                "Certainly: in each of the {samples} possible arrangements of {hidden} this can "
                "still be won.",
                samples,
            ).format(samples=samples, hidden=hidden)
        )
    elif won == samples:
        # Translators: "can it still be won?" without looking at {hidden}: every
        # arrangement tried can be won (a sample: not certain).
        parts.append(
            tr.ngettext(
                "Probably: in the {samples} arrangement of {hidden} I tried, this "
                "can still be won.",
                "Probably: in all {samples} arrangements of {hidden} I tried, this "
                "can still be won.",
                samples,
            ).format(samples=samples, hidden=hidden)
        )
    elif odds.lost == samples and odds.exact:
        # Translators: "can it still be won?" without looking at {hidden}: they can
        # lie in only {samples} ways, every one was solved, and none can be won: certain.
        parts.append(
            tr.ngettext(
                "No more: {hidden} can lie in only {samples} way, and that way this "
                "cannot be won any more.",
                "No more: in none of the {samples} possible arrangements of {hidden} "
                "can this still be won.",
                samples,
            ).format(samples=samples, hidden=hidden)
        )
    elif odds.lost == samples:
        # Translators: "can it still be won?" without looking: no arrangement tried can be won
        # (a sample: others may still win, so not certain).
        parts.append(
            tr.npgettext(
                "odds",
                "Probably not: in the {samples} arrangement of {hidden} I tried, "
                "this cannot be won any more.",
                "Probably not: in none of the {samples} arrangements of {hidden} I "
                "tried can this still be won.",
                samples,
            ).format(samples=samples, hidden=hidden)
        )
    elif won == 0 and odds.lost <= odds.undecided:
        # Translators: "can it still be won?" without looking: no win found, and at least
        # half of the {samples} arrangements ({open} of them) were not decided in time
        # (interrupted, or too hard): no answer. Dutch: "Weet ik niet: de oplosser vond geen
        # winst, maar kreeg 7 van de 10 verdelingen niet op tijd beslist."
        return join_sentences(
            tr,
            [
                tr.npgettext(
                    "odds",
                    "Not known: the solver could not decide the one arrangement in time.",
                    "Not known: the solver found no win, but could not decide {open} of the "
                    "{samples} arrangements in time.",
                    samples,
                ).format(open=odds.undecided, samples=samples),
                _not_looked(tr, game),
            ],
        )
    elif won == 0:
        # Translators: "can it still be won?" without looking: no win found in any arrangement
        # tried, but the solver did not decide some of them (said next).
        parts.append(
            tr.ngettext(
                "Probably not: in the {samples} arrangement of {hidden} I tried, "
                "the solver found no win.",
                "Probably not: in none of the {samples} arrangements of {hidden} I "
                "tried did the solver find a win.",
                samples,
            ).format(samples=samples, hidden=hidden)
        )
    elif odds.undecided:
        # Translators: "can it still be won?" without looking at {hidden}: won in
        # {won} of {samples} arrangements, and {open} more were not decided in time, so the
        # true share is at least this; the verdict word first, as "Zeker:" and "Waarschijnlijk
        # niet:" (trial 6). Dutch: "Misschien: in minstens 3 van de 10 verdelingen van de
        # gedekte kaarten die ik probeerde, is dit nog te winnen; 7 kreeg de oplosser niet op
        # tijd beslist."
        parts.append(
            tr.npgettext(
                "odds",
                "Maybe: in at least {won} of the {samples} arrangement of {hidden} I tried, "
                "this can still be won; the solver could not decide {open} of them in time.",
                "Maybe: in at least {won} of the {samples} arrangements of {hidden} I tried, "
                "this can still be won; the solver could not decide {open} of them in time.",
                samples,
            ).format(won=won, samples=samples, open=odds.undecided, hidden=hidden)
        )
    elif odds.exact:
        # Translators: "can it still be won?" without looking at {hidden}: they can
        # lie in only {samples} ways, every one was solved, and {won} of them can be won; the
        # verdict word first (trial 6). Dutch: "Misschien: in 2 van de 6 mogelijke
        # verdelingen van de reservekaarten is dit nog te winnen."
        parts.append(
            tr.npgettext(
                "odds",
                "Maybe: in {won} of the {samples} possible arrangement of {hidden} this can "
                "still be won.",
                "Maybe: in {won} of the {samples} possible arrangements of {hidden} this can "
                "still be won.",
                samples,
            ).format(won=won, samples=samples, hidden=hidden)
        )
    else:
        # Translators: "can it still be won?" without looking at {hidden}: won in {won} of
        # the {samples} arrangements the solver drew and solved, a sample (trial 7: "in about 9
        # of 64 possible arrangements" was heard as "there are only 64 layouts"); the verdict
        # word first (trial 6), "I tried" as in the hint and the other sampled forms. Dutch:
        # "Misschien: in 9 van de 64 verdelingen van de gedekte kaarten die ik probeerde, is
        # dit nog te winnen."
        parts.append(
            tr.npgettext(
                "odds",
                "Maybe: in {won} of the {samples} arrangement of {hidden} I tried, this can "
                "still be won.",
                "Maybe: in {won} of the {samples} arrangements of {hidden} I tried, this can "
                "still be won.",
                samples,
            ).format(won=won, samples=samples, hidden=hidden)
        )
    if odds.undecided and won == 0:
        # Translators: after the odds: for {count} arrangements the solver had no answer in
        # time (they count as not won).
        parts.append(
            tr.ngettext(
                "For {count} arrangement the solver found no answer in time.",
                "For {count} arrangements the solver found no answer in time.",
                odds.undecided,
            ).format(count=odds.undecided)
        )
    parts.append(_not_looked(tr, game))
    return join_sentences(tr, parts)


def went_wrong_sentence(
    tr: Translator, found: WentWrong, back_word: str, warn: bool, played: bool = True
) -> str:
    """The answer to ``waar ging het mis``. ``back_word``: the command that goes back to a
    move (``terug naar zet``); ``warn``: the game is still open, so say first that the answer
    looks at the face-down cards; ``played``: a move was made (trial 6: at move 0 "Het lag
    niet aan je zetten" spoke of moves never made)."""
    parts = []
    if warn:
        # Translators: before "where did it go wrong?" while the game is still open.
        parts.append(tr.gettext("Careful: this answer looks at the face-down cards."))
    match found.verdict:
        case Verdict.NEVER_WINNABLE if not played:
            # Translators: "where did it go wrong?" before any move: the deal could never be
            # won. Dutch: "Dit spel was vanaf het begin niet te winnen."
            parts.append(tr.gettext("This deal could not be won from the start."))
        case Verdict.NEVER_WINNABLE:
            # Translators: "where did it go wrong?": nowhere, the deal could never be won.
            parts.append(
                tr.gettext("Nothing you played lost it: this deal could not be won from the start.")
            )
        case Verdict.STILL_WINNABLE if not played:
            # Translators: "where did it go wrong?" before any move (after giving up at once,
            # trial 8): nothing was played, and the deal can be won.
            parts.append(
                tr.gettext("No move has been played, so nothing went wrong: this deal can be won.")
            )
        case Verdict.UNKNOWN if not played:
            # Translators: "where did it go wrong?" before any move, the solver undecided
            # within {seconds} seconds (trial 8: "the solver could not find out where it
            # went wrong" about a game with no move). Dutch: "Er is geen zet gespeeld, dus er
            # ging niets mis; of dit spel te winnen is, kon de oplosser niet binnen 2
            # seconden uitzoeken."
            seconds = round(TOTAL_SECONDS)
            parts.append(
                tr.npgettext(
                    "went wrong",
                    "No move has been played, so nothing went wrong; whether this deal could be "
                    "won, the solver could not find out within {seconds} second.",
                    "No move has been played, so nothing went wrong; whether this deal could be "
                    "won, the solver could not find out within {seconds} seconds.",
                    seconds,
                ).format(seconds=seconds)
            )
        case Verdict.STILL_WINNABLE:
            # Translators: "where did it go wrong?": nowhere yet, it can still be won.
            parts.append(tr.gettext("Nothing went wrong yet: from here it can still be won."))
        case Verdict.LOST_AT:
            assert found.action is not None
            # Translators: "where did it go wrong?": after move number {number}, which was
            # {move} ("schoppen 9 naar kolom 4"), the deal could not be won any more; {command}
            # goes back to the move before it ("terug naar zet 22"). Dutch: "Na zet 23, schoppen
            # 9 naar kolom 4, was het niet meer te winnen. Zeg terug naar zet 22 om het opnieuw
            # te proberen."
            parts.append(
                tr.gettext(
                    "After move {number}, {move}, it could not be won any more. Say {command} "
                    "to try again from there."
                ).format(
                    number=found.move,
                    move=action_text(tr, found.action),
                    command=f"{back_word} {found.move - 1}",
                )
            )
        case Verdict.UNKNOWN:
            parts.append(_unknown_sentence(tr, found, back_word))
        case _:
            assert_never(found.verdict)
    return join_sentences(tr, parts)


def _unknown_sentence(tr: Translator, found: WentWrong, back_word: str) -> str:
    """``waar ging het mis`` not decided in time: what the solver did prove, if anything."""
    seconds = round(TOTAL_SECONDS)
    if found.move and found.won_at >= 0:
        # Translators: "where did it go wrong?": the solver proved the game could still be won
        # before move {first} and not after move {number}, but not which move between lost it,
        # within {seconds} seconds; {command} goes back to the move before {first} ("terug
        # naar zet 22").
        # Dutch: "Het ging mis in een van de zetten 23 tot en met 26; welke, kon de oplosser
        # niet binnen 2 seconden uitzoeken. Zeg terug naar zet 22 om het opnieuw te proberen."
        return tr.npgettext(
            "went wrong",
            "It went wrong in one of the moves {first} to {number}; which one, the solver could "
            "not find out within {seconds} second. Say {command} to try again from there.",
            "It went wrong in one of the moves {first} to {number}; which one, the solver could "
            "not find out within {seconds} seconds. Say {command} to try again from there.",
            seconds,
        ).format(
            first=found.won_at + 1,
            number=found.move,
            seconds=seconds,
            command=f"{back_word} {found.won_at}",
        )
    if found.move and found.action is not None:
        # Translators: "where did it go wrong?": the solver proved that after move {number}
        # ({move}) the game could not be won any more, but not, within {seconds} seconds,
        # whether it could before. Dutch: "Na zet 36, harten 4 naar kolom 2, was het zeker
        # niet meer te winnen; of het daarvoor nog kon, kon de oplosser niet binnen 2
        # seconden uitzoeken."
        return tr.npgettext(
            "went wrong",
            "After move {number}, {move}, it could certainly not be won any more; whether it "
            "could before, the solver could not find out within {seconds} second.",
            "After move {number}, {move}, it could certainly not be won any more; whether it "
            "could before, the solver could not find out within {seconds} seconds.",
            seconds,
        ).format(number=found.move, move=action_text(tr, found.action), seconds=seconds)
    # Translators: "where did it go wrong?": the solver did not decide within {seconds}
    # seconds (the bound the waiting sentence said). Dutch: "Weet ik niet binnen 2
    # seconden: de oplosser kon niet uitzoeken waar het misging."
    return tr.npgettext(
        "went wrong",
        "Not known within {seconds} second: the solver could not find out where it went wrong.",
        "Not known within {seconds} seconds: the solver could not find out where it went wrong.",
        seconds,
    ).format(seconds=seconds)


def solvable_sentence(
    tr: Translator, result: SolveResult, from_start: bool = False, at_start: bool = False
) -> str:
    """The answer to ``oplosbaar`` / ``kan het nog`` (the current position) or, with
    ``from_start``, to ``was dit spel te winnen`` (the starting deal): winnable, not winnable,
    or not found out in time. Both say that the solver looked at the face-down cards."""
    if result.outcome is Outcome.WON:
        # The winning line's length is not said: the solver's line is no player's line (it
        # can run to thousands of moves) and says nothing about how hard the game is.
        if from_start:
            # Translators: answer to "could this deal be won from its start?": yes, found by the
            # solver knowing every face-down card.
            return tr.pgettext(
                "solvable",
                "Yes, this deal could be won from the start: the solver found a way, knowing "
                "the face-down cards.",
            )
        # Translators: answer to "can this game still be won?" about the current position:
        # yes, found knowing every face-down card (which the player does not see).
        return tr.pgettext(
            "solvable",
            "Yes, from here this game can still be won. The solver knows the face-down cards; "
            "you do not.",
        )
    if result.outcome is Outcome.LOST:
        if from_start:
            # Translators: answer to "could this deal be won from its start?": no, proved by
            # trying every possibility with every card known.
            return tr.gettext(
                "No, this deal could not be won from the start: the solver tried every "
                "possibility, knowing the face-down cards."
            )
        if at_start:
            # Translators: answer to "can this game still be won?" before the first move: no,
            # proved by trying everything with every card known; there is nothing to undo.
            return tr.gettext(
                "No, this game cannot be won: the solver tried every possibility, knowing the "
                "face-down cards. Start a new game."
            )
        # Translators: answer to "can this game still be won?" about the current position:
        # no, proved by trying everything with every card known; undo can help.
        return tr.gettext(
            "No, from here this game cannot be won any more: the solver tried every "
            "possibility, knowing the face-down cards. Undo moves or start a new game."
        )
    seconds = max(1, round(result.seconds))
    # Translators: answer to "is this deal winnable?": the solver ran out of time; {seconds}
    # is how long it searched. Say plainly that the answer is not known.
    return tr.ngettext(
        "Not known within {seconds} second: the solver has no answer yet.",
        "Not known within {seconds} seconds: the solver has no answer yet.",
        seconds,
    ).format(seconds=seconds)


# ----------------------------------------------------------------- the solver's report


def outcome_word(tr: Translator, outcome: Outcome) -> str:
    if outcome is Outcome.WON:
        # Translators: solver report: the deal can be won.
        return tr.pgettext("solver outcome", "won")
    if outcome is Outcome.LOST:
        # Translators: solver report: the deal cannot be won (proved).
        return tr.pgettext("solver outcome", "lost")
    # Translators: solver report: not decided within the time or node budget.
    return tr.pgettext("solver outcome", "undecided")


def deal_line(tr: Translator, deal: int | str, result: SolveResult) -> str:
    """One line per deal: outcome, searched states, seconds (and moves when won)."""
    outcome = outcome_word(tr, result.outcome)
    seconds = f"{result.seconds:.2f}"
    if result.outcome is Outcome.WON:
        # Translators: solver report, one deal: {deal} number, {outcome} "won", {nodes} searched
        # positions, {seconds} with two decimals, {moves} length of the winning line.
        return tr.ngettext(
            "deal {deal}: {outcome} in {moves} move, {nodes} positions, {seconds} s",
            "deal {deal}: {outcome} in {moves} moves, {nodes} positions, {seconds} s",
            len(result.actions),
        ).format(
            deal=deal,
            outcome=outcome,
            moves=len(result.actions),
            nodes=result.nodes,
            seconds=seconds,
        )
    # Translators: solver report, one deal: {deal} number, {outcome} "lost" or "undecided",
    # {nodes} searched positions, {seconds} with two decimals.
    return tr.gettext("deal {deal}: {outcome}, {nodes} positions, {seconds} s").format(
        deal=deal, outcome=outcome, nodes=result.nodes, seconds=seconds
    )


def progress_line(
    tr: Translator, done: int, total: int, won: int, lost: int, undecided: int
) -> str:
    # Translators: solver progress, shown while it runs: deals done of the total, and counts.
    return tr.ngettext(
        "{done} of {total} deal: {won} won, {lost} lost, {undecided} undecided",
        "{done} of {total} deals: {won} won, {lost} lost, {undecided} undecided",
        total,
    ).format(done=done, total=total, won=won, lost=lost, undecided=undecided)


def wilson(successes: int, total: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% for z = 1.96)."""
    if total == 0:
        return 0.0, 1.0
    p = successes / total
    denom = 1 + z * z / total
    centre = (p + z * z / (2 * total)) / denom
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def summary_lines(
    tr: Translator,
    won: int,
    lost: int,
    undecided: int,
    nodes: int,
    seconds: float,
    traditional: bool,
) -> list[str]:
    """The closing report: counts, winnable share and its 95% interval, speed."""
    total = won + lost + undecided
    low, _ = wilson(won, total)
    _, high = wilson(won + undecided, total)
    share = 100.0 * won / total if total else 0.0
    if traditional:
        # Translators: solver summary heading: the traditional rule (reserve only when stuck).
        rules = tr.gettext("Rules: traditional (reserve only when no useful move is left).")
    else:
        # Translators: solver summary heading: the app's rules (reserve at any time).
        rules = tr.gettext("Rules: the app's (reserve at any time, runs removed).")
    lines = [rules]
    # Translators: solver summary: how many deals were won, lost and undecided.
    lines.append(
        tr.ngettext(
            "{total} deal: {won} won, {lost} lost, {undecided} undecided.",
            "{total} deals: {won} won, {lost} lost, {undecided} undecided.",
            total,
        ).format(total=total, won=won, lost=lost, undecided=undecided)
    )
    # Translators: solver summary: the share of winnable deals and its 95% Wilson interval;
    # undecided deals count as lost for {low} and as won for {high}. Percentages, one decimal.
    lines.append(
        tr.gettext(
            "Winnable: {share}% (95% interval {low}% to {high}%, undecided counted both ways)."
        ).format(share=f"{share:.1f}", low=f"{100 * low:.1f}", high=f"{100 * high:.1f}")
    )
    rate = nodes / seconds if seconds > 0 else 0.0
    # Translators: solver summary: searched positions, seconds, positions per second.
    lines.append(
        tr.gettext("{nodes} positions in {seconds} s ({rate} per second).").format(
            nodes=nodes, seconds=f"{seconds:.1f}", rate=f"{rate:.0f}"
        )
    )
    return lines


def action_text(tr: Translator, action: Move | object) -> str:
    """One action of a winning line, for the solver's ``--zetten`` listing."""
    if isinstance(action, Move):
        # Translators: one move of a winning line: {card} goes to column number {column}.
        return tr.gettext("{card} to column {column}").format(
            card=card_name(tr, action.card), column=action.to + 1
        )
    # Translators: one action of a winning line: dealing the reserve.
    return tr.gettext("deal the reserve")


def _indented(text: str) -> str:
    """``text`` wrapped in the help's second column."""
    return "\n".join(
        textwrap.wrap(
            text,
            width=80,
            initial_indent=" " * 28,
            subsequent_indent=" " * 28,
            break_on_hyphens=False,
        )
    )


def cli_texts(tr: Translator) -> dict[str, str]:
    """Fixed texts of the solver's command line: help and error messages. The games are the
    registry's (``game/rules.SPECS``), named by their option values in ``tr``'s language
    (``drie-blinde-muizen``; every name of a game in any language is taken)."""
    from ..commands.vocabulary import variant_option_names

    games = list(variant_option_names(tr))
    return {
        # Translators: the solver's --help text. Keep the option names as they are: both the
        # Dutch and the English names work.
        "help": tr.gettext(
            "Usage: scorpion-a11y oplosser --spellen 1-1000 [options]\n"
            "Decides for each deal whether it can be won, seeing every card.\n"
            "\n"
            "  --spellen, --games LIST   deal numbers: 7, 1-1000 or 1-10,20,30-40\n"
            "  --bestand, --file PATH    a deal file instead of deal numbers\n"
            "  --tijd, --time SECONDS    CPU seconds per deal (default 10; 0 means no limit)\n"
            "  --knopen, --nodes N       at most N positions per deal\n"
            "  --werkers, --workers N    parallel processes (default: all cores)\n"
            "  --regels, --rules app|traditioneel\n"
            "                            app: reserve at any time (default);\n"
            "                            traditioneel: reserve only when no move is left\n"
            "  --versoepeld, --relaxed   the relaxed rules (any suit one higher)\n"
            "  --zetten, --moves         list the moves of each winning line\n"
            "  --stil, --quiet           no progress lines\n"
            "  --taal, --language nl|en  language of the report\n"
            "  --help, -h                this text"
        ),
        # Translators: solver command line: the help's lines on the games, after the options;
        # {default} is the game played when none is named, {games} every game's option value
        # on lines of their own (made by the program). Keep the option names as they are.
        "help_games": tr.gettext(
            "  --variant NAME            the game ({default} when none is named):\n"
            "{games}\n"
            "  --traditioneel, --traditional\n"
            "                            the traditional rules: runs stay on the table, the\n"
            "                            reserve only when no move is left; --regels\n"
            "                            traditioneel is the same (kept as an alias)"
        ).format(default=games[0], games=_indented(", ".join(games))),
        # Translators: solver command line: a game it does not know; {value} as typed, {games}
        # every game's option value joined with "or".
        "bad_variant": tr.gettext("Unknown game: {value}. Choose {games}.").format(
            value="{value}", games=join_or(tr, games)
        ),
        # Translators: solver command line: an option it does not know; {option} as typed.
        "unknown": tr.gettext("Unknown option: {option}. Use --help for the options."),
        # Translators: solver command line: an option needs a value; {option} as typed.
        "missing": tr.gettext("The option {option} needs a value."),
        # Translators: solver command line: a bad list of deal numbers; {value} as typed.
        "bad_games": tr.gettext(
            "Not a list of deal numbers: {value}. Write for example 1-1000 or 1-10,20."
        ),
        # Translators: solver command line: a bad number of seconds; {value} as typed.
        "bad_time": tr.gettext("Not a number of seconds: {value}."),
        # Translators: solver command line: a bad node count; {value} as typed.
        "bad_nodes": tr.gettext("Not a positive whole number: {value}."),
        # Translators: solver command line: unknown rules; {value} as typed.
        "bad_rules": tr.gettext("Unknown rules: {value}. Choose app or traditioneel."),
        # Translators: solver command line: unknown language; {value} as typed.
        "bad_language": tr.gettext("Unknown language: {value}."),
        # Translators: solver command line: neither deal numbers nor a file were given.
        "nothing": tr.gettext("Give deal numbers (--spellen 1-100) or a deal file (--bestand)."),
        # Translators: solver command line: a deal file that cannot be loaded; {path}, and
        # {problem} the loader's error code.
        "bad_file": tr.gettext("Cannot load the deal file {path} ({problem})."),
    }


def answer_set(tr: Translator, fair: bool) -> str:
    """The answer to ``antwoord eerlijk|spiekend``."""
    if fair:
        # Translators: after "antwoord eerlijk": "can it still be won?" now samples the hidden
        # cards without looking at them.
        return tr.gettext(
            "From now on, can it still be won is answered without looking at the face-down cards."
        )
    # Translators: after "antwoord spiekend": "can it still be won?" now looks at the face-down
    # cards (and says so).
    return tr.gettext(
        "From now on, can it still be won is answered by looking at the face-down cards."
    )


def fewer_moves_back(tr: Translator, made: int) -> str:
    """After ``drie zetten terug`` with fewer moves made (trial 5: only "Terug bij zet 0.")."""
    # Translators: after "drie zetten terug" when only {count} moves had been made: all of
    # them were taken back.
    return tr.ngettext(
        "Only {count} move had been made.", "Only {count} moves had been made.", made
    ).format(count=made)


def back_to_sentence(tr: Translator, move: int, done: bool, limit: int | None = None) -> str:
    """The answer to ``terug naar zet N``: done (now at move N), already there, or the undo
    limit is in the way."""
    if done:
        # Translators: after "terug naar zet 22": the game went back to the position after move
        # {number}.
        return tr.gettext("Back at move {number}.").format(number=move)
    if limit is not None:
        # Translators: "terug naar zet N" further back than undo allows; {limit} actions can be
        # undone in this game.
        return tr.ngettext(
            "That is too far back: only the last {limit} action can be undone in this game.",
            "That is too far back: only the last {limit} actions can be undone in this game.",
            limit,
        ).format(limit=limit)
    # Translators: "terug naar zet N" with N the current move or later: nothing to undo.
    return tr.gettext("You are at move {number}; there is nothing to go back to.").format(
        number=move
    )


# ----------------------------------------------------------------- winnable deals


def winnable_deal(tr: Translator) -> str:
    """After a new game asked for as winnable (``nieuw spel winbaar``)."""
    # Translators: after "nieuw spel winbaar": the new deal is one the solver proved winnable
    # (it found a winning line, replayed in the game).
    # Translators: "with the right moves": it can be won, not that following the hints wins
    # it (they do not look at the face-down cards; trial 5 lost three such deals by hint).
    return tr.pgettext(
        "winnable", "The solver has proven that this deal can be won with the right moves."
    )


def winnable_noted(tr: Translator) -> str:
    """The new-game question answered with "winbaar": the rule set is still to choose."""
    # Translators: the new-game question (klassiek or versoepeld) was answered with
    # "winbaar"; the question follows again.
    return tr.pgettext("winnable", "A winnable deal.")


def no_winnable_deal(tr: Translator, game: str, rules: str) -> str:
    """No deal proven winnable was found within the time (the solver decides too few deals
    of this game and rules, or none quickly): said plainly, nothing pretended."""
    # Translators: "nieuw spel winbaar" found no deal within a second that the solver proves
    # winnable; {game} is the game's name, {rules} as "klassieke regels" or "klassiek,
    # traditionele regels", named first as every sentence names a game and its rules. Dutch:
    # "Dubbele Scorpion, klassiek, traditionele regels: de oplosser vond binnen een seconde
    # geen spel waarvan hij kan bewijzen dat het te winnen is."
    return tr.pgettext(
        "winnable",
        "{game}, {rules}: the solver found no deal within a second that it can prove winnable.",
    ).format(game=game, rules=rules)


def solver_winnable_help(tr: Translator) -> str:
    """The solver's ``--help`` line on ``--winbaar`` (the game has the same option)."""
    # Translators: solver command line, --help: the option that lists only the deals proven
    # winnable. Keep the option names and the layout (26 characters before the text).
    return tr.pgettext(
        "winnable",
        "  --winbaar, --winnable     list only the deals proven winnable (the summary counts all)",
    )
