"""Sentences of the program around the game: welcome, resume, new game, saving, statistics,
settings and the keys. Every word through the ``app`` catalog.
"""

from __future__ import annotations

from ..commands.words import command_words
from ..exhaustive import assert_never
from ..game.deal import Rules
from ..game.rules import Variant, spec_of
from ..i18n import Translator
from ..records import FileProblem, InProgress, Loaded, RuleStats, SaveState, Statistics
from ..settings import Verbosity
from .text import clean, end_sentence, join_said


def rules_adjective(tr: Translator, rules: Rules, traditional: bool = False) -> str:
    """The rules of a game in a few words: "klassieke regels", or with the traditional rules
    "klassiek, traditionele regels" (never "klassieke regels" beside "traditionele regels")."""
    if traditional and rules is Rules.VERSOEPELD:
        # Translators: the relaxed rule set played with the traditional rules, as in "deal
        # 1234, relaxed, traditional rules".
        return tr.gettext("relaxed, traditional rules")
    if traditional:
        # Translators: the classic rule set played with the traditional rules, as in "deal
        # 1234, classic, traditional rules".
        return tr.gettext("classic, traditional rules")
    if rules is Rules.VERSOEPELD:
        # Translators: "relaxed rules", as in "deal 1234, relaxed rules".
        return tr.gettext("relaxed rules")
    # Translators: "classic rules", as in "deal 1234, classic rules".
    return tr.gettext("classic rules")


def rules_name(tr: Translator, rules: Rules) -> str:
    if rules is Rules.VERSOEPELD:
        # Translators: the name of the relaxed rule set, as a heading: "Versoepeld".
        return tr.pgettext("rules", "Relaxed")
    # Translators: the name of the classic rule set, as a heading: "Klassiek".
    return tr.pgettext("rules", "Classic")


def welcome(
    tr: Translator,
    number: int | None,
    rules: Rules,
    source: str | None,
    variant: Variant = Variant.SCORPION,
    traditional: bool = False,
) -> str:
    """The first words at start: which game, which deal and which rules (the game's name
    first, so "Welkom bij Wasp: spel 5, klassieke regels.")."""
    game = game_name(tr, variant)
    if number is None:
        # Translators: first words at start with a deal file; {game} is the game's name
        # ("Scorpion", "Wasp", ...), {source} the file name.
        text = tr.gettext("Welcome to {game}: the position from {source}, {rules}.").format(
            game=game, source=clean(source or ""), rules=rules_adjective(tr, rules, traditional)
        )
    else:
        # Translators: first words at start: "Welkom bij Scorpion: spel 1234, klassieke
        # regels."; {game} is the game's name ("Scorpion", "Wasp", "Dubbele Scorpion", ...).
        text = tr.gettext("Welcome to {game}: deal {number}, {rules}.").format(
            game=game, number=number, rules=rules_adjective(tr, rules, traditional)
        )
    return text


def game_name(tr: Translator, variant: Variant) -> str:
    """The game's name in the player's language: its :attr:`GameSpec.name` (the option value
    while a new game has none yet: tests/test_every_game.py then fails, the game goes on)."""
    spec = spec_of(variant)
    return tr.pgettext("game", spec.name) if spec.name else spec.variant.value


def game_sentence(tr: Translator, variant: Variant, traditional: bool) -> str:
    """Which game is played, when it is not plain Scorpion: "Het spel is Wasp."."""
    if variant is Variant.SCORPION and not traditional:
        return ""
    name = game_name(tr, variant)
    if traditional:
        # Translators: the game being played with the traditional rules (runs stay on the
        # table, the reserve only when no move is left).
        return tr.gettext("The game is {game}, with the traditional rules.").format(game=name)
    # Translators: the game being played, when it is not Scorpion itself.
    return tr.gettext("The game is {game}.").format(game=name)


def board_on_request(tr: Translator) -> str:
    """After the short opening (the top cards): how to hear the whole table."""
    word = command_words(tr, "board")
    # Translators: after the top cards at the start of a game; {board} is the command that
    # reads the whole table ("bord").
    return tr.gettext("Say {board} for the whole table.").format(board=word[0] if word else "board")


def first_run_tip(tr: Translator) -> str:
    # Translators: said once, the very first time the game starts on this computer.
    return tr.gettext("Type help for the commands, or press F1.")


def resumed(
    tr: Translator,
    number: int | None,
    moves: int,
    rules: Rules,
    variant: Variant = Variant.SCORPION,
    traditional: bool = False,
    source: str | None = None,
) -> str:
    """When an interrupted game goes on, the game's name first, in every game (session 10:
    plain Scorpion was "Verder met spel 1234, zet 17.", where the welcome, a new game and
    status name it): "Verder met Wasp, spel 2800, zet 20."; then the rules when they are not
    the classic app rules ("Versoepelde regels.", "Klassiek, traditionele regels.").
    ``source``: the deal file a game without a number came from, when known (trial 8: a
    friend's deal file was called "je eigen opstelling")."""
    game = game_name(tr, variant)
    if number is None and source:
        # Translators: resuming a game ({game}: "Wasp") that started from the deal file
        # {source} (its name). Dutch: "Verder met Wasp, de opstelling uit voor-jan.json, zet 5."
        text = tr.gettext("Continuing {game}, the position from {source}, move {moves}.").format(
            game=game, source=clean(source), moves=moves
        )
    elif number is None:
        # Translators: resuming a game ({game}: "Wasp") that started from a deal file whose
        # name is not known: "Verder met Wasp, je eigen opstelling, zet 5."
        text = tr.gettext("Continuing {game}, your own position, move {moves}.").format(
            game=game, moves=moves
        )
    else:
        # Translators: resuming an interrupted game, its name first: "Verder met Wasp, spel
        # 2800, zet 20."
        text = tr.gettext("Continuing {game}, deal {number}, move {moves}.").format(
            game=game, number=number, moves=moves
        )
    if rules is Rules.VERSOEPELD or traditional:
        text = join_said([text, end_sentence(tr, rules_adjective(tr, rules, traditional))])
    return text


def new_game(
    tr: Translator,
    number: int | None,
    rules: Rules,
    traditional: bool,
    variant: Variant,
) -> str:
    """A new game has started: the game's name first, always, as every start says it (trial
    6: Scorpion after Drie Blinde Muizen was not named, and Wasp's name came after the rules;
    trial 8: "Nieuw spel 84874, klassieke regels." for the same game again left it out)."""
    rules_said = rules_adjective(tr, rules, traditional)
    game = game_name(tr, variant)
    if number is None:
        # Translators: a new game ({game}: "Wasp") from a deal file.
        return tr.gettext("New game: {game}, your own position, {rules}.").format(
            game=game, rules=rules_said
        )
    # Translators: a new game, the game's name first, its number as the welcome says it
    # ("Welkom bij Wasp: spel 721659, ..."): "Nieuw spel: Wasp, spel 721659, versoepelde
    # regels." (trial 9: the number alone).
    return tr.gettext("New game: {game}, deal {number}, {rules}.").format(
        game=game, number=number, rules=rules_said
    )


def ask_rules(tr: Translator, counts_lost: bool = False, traditional: bool = False) -> str:
    """The new-game question; ``counts_lost``: the game in play (played, not won) will count
    as lost, and the question says so before the player answers. ``traditional``: the new
    game would have the traditional rules (named, or kept from the game in play): the
    question says so, and how to leave them, so that Enter never surprises."""
    if traditional:
        # Translators: the new-game question when the new game keeps the traditional rules;
        # "app-regels" is the answer (and the word with "nieuw spel") that leaves them.
        asked = tr.gettext(
            "Which rules: klassiek or versoepeld? Enter chooses klassiek, with the traditional "
            "rules; say app-regels for the app's usual rules."
        )
    else:
        # Translators: the new-game question; the player answers klassiek, versoepeld, or Enter.
        asked = tr.gettext("Which rules: klassiek or versoepeld? Enter chooses klassiek.")
    if not counts_lost:
        return asked
    return asked + " " + game_counts_lost(tr)


def game_counts_lost(tr: Translator) -> str:
    """After a question whose yes starts a new game: the game in play then counts as lost."""
    # Translators: after the new-game question (or "Did you mean: schorpioen 9?"), when the
    # game in play was played and not won: a new game counts it as lost (played, not won;
    # the winning streak ends). "nee" is the answer that keeps it.
    return tr.gettext("Your game in progress then counts as lost; nee keeps it.")


def traditional_noted(tr: Translator) -> str:
    """The new-game question answered with "traditioneel": the rule set is still to choose."""
    # Translators: the new-game question was answered with "traditioneel"; the question
    # (klassiek or versoepeld) follows again.
    return tr.gettext("With the traditional rules.")


def app_rules_noted(tr: Translator) -> str:
    """The new-game question answered with "app-regels": the rule set is still to choose."""
    # Translators: the new-game question was answered with "app-regels" (the app's own rules,
    # not the traditional ones); the question (klassiek or versoepeld) follows again.
    return tr.gettext("Without the traditional rules.")


def asked_game(tr: Translator, variant: Variant, traditional: bool) -> str:
    """``regels`` while a new game of another kind is being asked about: whose rules follow."""
    name = game_name(tr, variant)
    if traditional:
        # Translators: "regels" while the new-game question is open for another game, played
        # with the traditional rules; its rules follow (the game in play goes on until then).
        return tr.gettext(
            "The rules of the new game you are asked about: {game} with the traditional rules."
        ).format(game=name)
    # Translators: "regels" while the new-game question is open for another game; its rules
    # follow (the game in play goes on until then).
    return tr.gettext("The rules of the new game you are asked about: {game}.").format(game=name)


def position_saved(tr: Translator, path: str, taken: str | None) -> str:
    """``bewaar stand als NAAM``: where the deal file went, in one sentence (and, when the name
    asked for was taken, that that file was left alone)."""
    if taken is not None:
        # Translators: the position was saved as a deal file at {path}, under another name:
        # the file asked for ({taken}) already existed and was not overwritten. One sentence.
        return tr.gettext(
            "Position saved in {path}; {taken} already existed and was not overwritten."
        ).format(path=path, taken=taken)
    # Translators: the position was saved as a deal file at {path} (play it with --deal).
    return tr.gettext("Position saved in {path}.").format(path=path)


def position_not_saved(tr: Translator, path: str) -> str:
    """``bewaar stand als NAAM`` could not write the file; the game goes on untouched."""
    # Translators: the deal file could not be written at {path} (no such folder, no
    # permission, disk full); the game is not affected.
    return tr.gettext("The position could not be saved in {path}; the game goes on.").format(
        path=path
    )


def no_new_game(tr: Translator) -> str:
    # Translators: the player answered the new-game question with another command.
    return tr.gettext("No new game.")


def question_dropped(tr: Translator, choice: bool) -> str:
    """An open question is dropped because the player did something that made it moot."""
    if choice:
        # Translators: the player was asked which of several moves was meant, and did something
        # else (another move, undo): the question no longer holds.
        return tr.gettext("The choice is dropped.")
    return no_new_game(tr)


def still_open_rules(tr: Translator, counts_lost: bool = False) -> str:
    """The new-game question, still open after another command was answered: said briefly
    after that answer, with what Enter does (and, when so, that the game in play then counts
    as lost: Enter alone costs it)."""
    # Translators: after the answer to another command while the new-game question is open:
    # the question still waits; Enter (an empty line) chooses klassiek.
    asked = tr.gettext("Still open: which rules? Enter chooses klassiek.")
    return asked + " " + game_counts_lost(tr) if counts_lost else asked


def still_open_another_game(tr: Translator) -> str:
    # Translators: after the answer to another command while "Another game?" is open.
    return tr.gettext("Still open: another game? Type ja or nee.")


def still_open_give_up(tr: Translator) -> str:
    # Translators: after the answer to another command while "Give up this game?" is open.
    return tr.gettext("Still open: give up this game? Type ja or nee.")


def still_open_new_game(tr: Translator) -> str:
    # Translators: after the answer to another command while "Start deal N? Your game in
    # progress then counts as lost" is open.
    return tr.gettext("Still open: start the new game? Type ja or nee.")


def nothing_to_cancel(tr: Translator) -> str:
    # Translators: "annuleer" (cancel) typed while no question is open.
    return tr.gettext("No question is open; there is nothing to cancel.")


def still_open_peek(tr: Translator) -> str:
    # Translators: after the answer to another command while "This looks at the face-down
    # cards ... Go on?" (waar ging het mis or was dit spel te winnen, while the game is in
    # play) is open.
    return tr.gettext("Still open: look at the face-down cards? Type ja or nee.")


def still_open_choice(tr: Translator) -> str:
    # Translators: after the answer to another command while "Which one? 1: ..., 2: ..." is
    # open; Enter (an empty line) says the choices again.
    return tr.gettext("Still open: which move? Enter names them again.")


def your_move(tr: Translator, won: bool = False) -> str:
    """An Enter with nothing typed and no question open: very short, so that a blind player
    knows the game waits, and a stray Enter costs little speech."""
    if won:
        # Translators: an empty Enter, no question open, the game won: keep it very short.
        return tr.gettext("Type nieuw spel, or help.")
    # Translators: an empty Enter, no question open: keep it very short (the game waits).
    return tr.gettext("Your move.")


def previous_game_kept(tr: Translator, counted_lost: bool = False) -> str:
    if counted_lost:
        # Translators: a new game replaced a game in progress, which now counts as lost
        # (played, not won); "terug" is the undo command word (it brings the game and the
        # statistics back).
        return tr.gettext("Your previous game counts as lost; type terug to return to it.")
    # Translators: a new game replaced a game in progress; "terug" is the undo command word.
    return tr.gettext("Type terug to return to your previous game.")


def earlier_game_kept(
    tr: Translator, number: int | None, moves: int, source: str | None = None
) -> str:
    """A new game replaced one without a move, which had itself replaced a game in progress:
    ``terug`` still brings that one back, and the sentence names it (it is not the game
    just left); ``source``: the deal file it came from, named when known (as the resume
    names it)."""
    if number is None and source:
        # Translators: as "Typ terug om terug te gaan naar je eigen opstelling, zet 1.", for a
        # game from the deal file {source} (its name): "... naar de opstelling uit
        # voor-jan.json, zet 1."
        return tr.gettext(
            "Type terug to return to the position from {source}, move {moves}."
        ).format(source=clean(source), moves=moves)
    if number is None:
        # Translators: a new game replaced a new game in which nothing was done yet; "terug"
        # (the undo command word) still brings back the game in progress before it, a
        # position from a deal file.
        return tr.gettext("Type terug to return to your own position, move {moves}.").format(
            moves=moves
        )
    # Translators: a new game replaced a new game in which nothing was done yet; "terug" (the
    # undo command word) still brings back the game in progress before it: deal {number}.
    return tr.gettext("Type terug to return to deal {number}, move {moves}.").format(
        number=number, moves=moves
    )


def way_back_gone(tr: Translator, number: int | None, moves: int, source: str | None = None) -> str:
    """``terug`` with nothing to undo, in a new game whose first action ended the way back to
    the game it replaced (said then, so a promised ``terug`` is never lost without a word);
    ``source``: that game's deal file, named when known."""
    if number is None and source:
        # Translators: as "Je eigen opstelling, zet 1, komt niet meer terug: ...", for a game
        # from the deal file {source} (its name).
        return tr.gettext(
            "The position from {source}, move {moves}, cannot come back any more: terug "
            "brings back the previous game only until you do something in the new one."
        ).format(source=clean(source), moves=moves)
    if number is None:
        # Translators: after "There is nothing to undo.": terug brought back the game in
        # progress (a position from a deal file) only until something was done in the new game.
        return tr.gettext(
            "Your own position, move {moves}, cannot come back any more: terug brings back "
            "the previous game only until you do something in the new one."
        ).format(moves=moves)
    # Translators: after "There is nothing to undo.": terug brought back deal {number} only
    # until something was done in the new game; "terug" is the undo command word.
    return tr.gettext(
        "Deal {number}, move {moves}, cannot come back any more: terug brings back the "
        "previous game only until you do something in the new one."
    ).format(number=number, moves=moves)


def previous_game_won(tr: Translator) -> str:
    # Translators: at start, after the welcome: the saved game was won, so a new deal of the
    # same game and rules was dealt.
    return tr.gettext("You won your previous game.")


def resumed_given_up(tr: Translator, counts: bool = True) -> str:
    """``counts``: the game counted as played (a move was made); one given up before its
    first move never counts (trial 9), and the sentence does not say it does."""
    if not counts:
        # Translators: at start, after "Verder met Scorpion, spel 1234, zet 0.": the player
        # gave this game up before making any move, so it does not count in the statistics;
        # "nieuw spel" is the command as typed.
        return tr.gettext(
            "You gave this game up before its first move; it does not count. Type nieuw spel "
            "for a new game."
        )
    # Translators: at start, after "Verder met Scorpion, spel 1234, zet 17.": the player
    # gave this game up before stopping (trial 5: nothing said so); "nieuw spel" is the
    # command as typed.
    return tr.gettext("You gave this game up; it counts as lost. Type nieuw spel for a new game.")


def previous_game_lost(tr: Translator) -> str:
    # Translators: at start, a new game (--spel, --deal, other rules) replaced the saved game,
    # which was played and not won: it now counts as lost.
    return tr.gettext("Your previous game counts as lost.")


def back_to_previous_game(
    tr: Translator,
    number: int | None,
    moves: int,
    named: Variant | None = None,
    source: str | None = None,
) -> str:
    """``terug`` right after a new game: the game it replaced is back. ``named``: the game,
    when it is another than the one left (trial 6: switching games names the game);
    ``source``: the deal file it came from, named when known (as the resume names it)."""
    if named is not None:
        game = game_name(tr, named)
        if number is None and source:
            # Translators: "terug" right after a new game of another game brought back the
            # game in progress from the deal file {source} (its name): "Terug naar je vorige
            # spel: Wasp, de opstelling uit voor-jan.json, zet 1."
            return tr.gettext(
                "Back to your previous game: {game}, the position from {source}, move {moves}."
            ).format(game=game, source=clean(source), moves=moves)
        if number is None:
            # Translators: "terug" right after a new game of another game brought back the
            # game in progress ({game}: its name, "Wasp").
            return tr.gettext(
                "Back to your previous game: {game}, your own position, move {moves}."
            ).format(game=game, moves=moves)
        # Translators: "terug" right after a new game of another game brought back the game in
        # progress ({game}: its name): "Terug naar je vorige spel: Wasp, spel 5, zet 1."
        return tr.gettext(
            "Back to your previous game: {game}, deal {number}, move {moves}."
        ).format(game=game, number=number, moves=moves)
    if number is None and source:
        # Translators: "terug" right after a new game brought back the game in progress from
        # the deal file {source} (its name): "Terug naar je vorige spel: de opstelling uit
        # voor-jan.json, zet 1."
        return tr.gettext(
            "Back to your previous game: the position from {source}, move {moves}."
        ).format(source=clean(source), moves=moves)
    if number is None:
        # Translators: "terug" right after a new game brought back the game in progress.
        return tr.gettext("Back to your previous game: your own position, move {moves}.").format(
            moves=moves
        )
    # Translators: "terug" right after a new game brought back the game in progress.
    return tr.gettext("Back to your previous game: deal {number}, move {moves}.").format(
        number=number, moves=moves
    )


def offer_new_game(tr: Translator) -> str:
    # Translators: after a win or giving up. "ja" and "nee" are what the player types, as in
    # the reminder "Nog open: nog een spel? Typ ja of nee." (trial 8: the two differed).
    return tr.gettext("Another game? Type ja or nee.")


def confirm_give_up(tr: Translator, counts: bool = True) -> str:
    """``counts``: the game counts as played (a move was made); a game without a move never
    counts, also when given up (the manual's statistics; trial 9)."""
    if not counts:
        # Translators: the player said "opgeven" before making any move: a game without a
        # move never counts in the statistics. "ja" and "nee" are what the player types.
        return tr.gettext(
            "Give up this game? You have made no move yet, so it does not count. Type ja or nee."
        )
    # Translators: the player said "opgeven": ask before the game counts as lost.
    return tr.gettext("Give up this game? It counts as lost. Type ja or nee.")


def confirm_peek(tr: Translator) -> str:
    # Translators: "waar ging het mis" or "was dit spel te winnen" while the game is still in
    # play: the answer looks at the face-down cards and tells whether the game can be won, so
    # ask first (trial 6: it told at once). "ja" and "nee" are what the player types.
    return tr.gettext(
        "This looks at the face-down cards and tells whether the game can be won. Go on? Type "
        "ja or nee."
    )


def peek_declined(tr: Translator) -> str:
    # Translators: the player said no to "This looks at the face-down cards ... Go on?", or
    # played on instead of answering.
    return tr.gettext("Then I will not tell.")


def confirm_new_game(tr: Translator) -> str:
    """Before a new game that would start at once (``nieuw spel wasp 42``) while the game in
    play would count as lost: asked first, as ``nieuw spel wasp`` asks (trial 6)."""
    # Translators: the player asked for a new game with its number or rules ("nieuw spel
    # wasp 42") while the game in play was played and not won; the warning follows.
    asked = tr.gettext("Start this new game? Type ja or nee.")
    return asked + " " + game_counts_lost(tr)


def given_up(tr: Translator) -> str:
    # Translators: the player confirmed giving up; the game is over (bord and status still
    # answer, moves are refused).
    return tr.gettext("Game given up.")


def game_given_up(tr: Translator, replay: bool) -> str:
    """A move, an undo, a hint or ``opgeven`` in a game the player gave up (trial 6: the game
    played on as if nothing happened): it is over; what to say next. ``replay``: the deal has
    a number, so ``speel dit spel opnieuw`` deals it again."""
    if replay:
        # Translators: a move, undo, hint or "opgeven" after the player gave this game up: the
        # game is over. "nieuw spel" and "speel dit spel opnieuw" are commands as typed (the
        # second deals the same deal again from the start).
        return tr.gettext(
            "You gave this game up. Type nieuw spel for another game, or speel dit spel "
            "opnieuw to play this deal again."
        )
    # Translators: as "You gave this game up. Type nieuw spel ...", in a game from a deal
    # file (no deal number to play again).
    return tr.gettext("You gave this game up. Type nieuw spel for another game.")


def give_up_declined(tr: Translator) -> str:
    # Translators: the player said no to "Give up this game?".
    return tr.gettext("Fine, play on.")


def already_won(tr: Translator) -> str:
    # Translators: "opgeven" in a game already won.
    return tr.gettext("This game is already won; there is nothing to give up.")


def declined_new_game(tr: Translator) -> str:
    # Translators: the player said no to another game after a win.
    return tr.gettext("Fine. Type nieuw spel whenever you like.")


def only_question_closed(tr: Translator) -> str:
    # Translators: after the reply to "nee", when the player typed terug (undo) while a yes/no
    # question was open (which rules for a new game? give up?): the question is closed, the
    # game untouched (trial 6: terug also took a move back).
    return tr.gettext("That only closed the question; no move was taken back.")


def nothing_refused(tr: Translator) -> str:
    # Translators: "waarom niet" / "why not" when the last message refused nothing.
    return tr.gettext("Nothing was refused just now; say herhaal to hear the last message again.")


def suggestion_declined(tr: Translator) -> str:
    # Translators: the player said no to "Bedoelde je: …?" (a suggested command).
    return tr.gettext("Fine, nothing done.")


def nothing_to_repeat(tr: Translator) -> str:
    # Translators: answer to "herhaal" before anything was said.
    return tr.gettext("Nothing has been said yet.")


def no_earlier_message(tr: Translator) -> str:
    # Translators: answer to "vorige" when there is no earlier message.
    return tr.gettext("There is no earlier message.")


def save_unreadable(tr: Translator, kept: str) -> str:
    # Translators: the saved game file was damaged; {file} is where it was kept aside.
    return tr.gettext(
        "Your saved game could not be read; it was kept aside as {file}. A new game starts."
    ).format(file=kept)


def journal_aside(tr: Translator, kept: str) -> str:
    """The journal (the last moves of the saved game) had a damaged part: kept aside."""
    # Translators: part of the saved game's journal (its last moves) was damaged; the game
    # goes on from the last move that was saved whole; {file} is where the journal was kept.
    return tr.gettext(
        "Part of your saved game could not be read; it was kept aside as {file}, and you "
        "play on from the last move that was saved whole."
    ).format(file=kept)


def journal_left(tr: Translator, path: str) -> str:
    """A damaged journal that could not be moved aside: the game plays on without saving."""
    # Translators: the saved game's journal (its last moves) was damaged and could not be
    # moved aside; {file} is its path.
    return tr.gettext(
        "Part of your saved game, {file}, could not be read nor moved aside, so you play on "
        "from the last move that was saved whole, without saving; move that file away "
        "yourself to save again."
    ).format(file=path)


def lock_unusable(tr: Translator, path: str) -> str:
    """The folder's lock file cannot be opened or made: never write beside another game."""
    # Translators: the lock file that keeps two games from saving in one folder cannot be
    # used (wrong owner, a link...); {file} is its path.
    return tr.gettext(
        "The lock file {file} cannot be used, so this game plays without saving; check "
        "that file's owner and permissions."
    ).format(file=clean(path))


def settings_unreadable(tr: Translator, kept: str) -> str:
    # Translators: the settings file was damaged; {file} is where it was kept aside.
    return tr.gettext(
        "Your settings could not be read; they were kept aside as {file}. The usual settings apply."
    ).format(file=kept)


def statistics_unreadable(tr: Translator, kept: str) -> str:
    # Translators: the statistics file was damaged; {file} is where it was kept aside.
    return tr.gettext(
        "Your statistics could not be read; they were kept aside as {file} and start again."
    ).format(file=kept)


def save_failed(tr: Translator, folder: str) -> str:
    # Translators: writing the save file failed (disk full, no permission...).
    return tr.gettext(
        "Your game could not be saved in {folder}. You can play on, but check that folder."
    ).format(folder=clean(folder))


def not_saved(tr: Translator) -> str:
    # Translators: added to every announcement while saving keeps failing; very short.
    return tr.gettext("Not saved.")


def save_state(tr: Translator, state: SaveState) -> str:
    """After the status: whether the game is on disk."""
    if state is SaveState.SAVED:
        # Translators: the end of the status answer when the game is safely on disk.
        return tr.gettext("Your game is saved.")
    # Translators: the end of the status answer when the game is not on disk.
    return tr.gettext("Your game is not saved.")


def goodbye(tr: Translator, state: SaveState | None = None) -> str:
    if state is None or state is SaveState.SAVED:
        # Translators: said on stop or Ctrl+D.
        return tr.gettext("Game saved. Goodbye.")
    # Translators: said on stop or Ctrl+D when the game could not be saved.
    return tr.gettext("Game not saved. Goodbye.")


def stopped(tr: Translator) -> str:
    # Translators: Ctrl+C stopped a command while it was still working (the solver thinking
    # for a hint or "kan het nog"): no answer follows. Dutch: "Afgebroken."
    return tr.gettext("Stopped.")


def unexpected_error(tr: Translator, state: SaveState | None = None) -> str:
    if state is None or state is SaveState.SAVED:
        # Translators: an unexpected program error; the game goes on.
        return tr.gettext("Something went wrong, but your game is saved. Try again, or type help.")
    # Translators: an unexpected program error while the game is not saved; the game goes on.
    return tr.gettext("Something went wrong, and your game is not saved. Try again, or type help.")


def file_problem(tr: Translator, which: str, loaded: Loaded[object]) -> str:
    """One sentence for a file of ours that could not be used: which file, what happened to
    it, and what the player can do. ``which``: "game", "settings" or "statistics"."""
    aside = loaded.aside
    path = clean(loaded.path or "")
    if which == "game" and loaded.value is not None and loaded.path is not None:
        # the journal was bad, the game itself resumes
        if aside is not None and aside != loaded.path:
            return journal_aside(tr, clean(aside.name))
        return journal_left(tr, path)
    if loaded.problem is not FileProblem.PERMISSION and aside is not None and aside != loaded.path:
        kept = clean(aside.name)
        if which == "settings":
            return settings_unreadable(tr, kept)
        if which == "statistics":
            return statistics_unreadable(tr, kept)
        return save_unreadable(tr, kept)
    if loaded.problem is FileProblem.PERMISSION:
        if which == "settings":
            # Translators: the settings file exists but may not be read; {file} is its path.
            text = tr.gettext(
                "Your settings in {file} may not be read (no permission), so the usual "
                "settings apply and that file is left alone; give yourself read permission "
                "to use it again."
            )
        elif which == "statistics":
            # Translators: the statistics file exists but may not be read; {file} is its path.
            text = tr.gettext(
                "Your statistics in {file} may not be read (no permission), so this time "
                "they are not kept and that file is left alone; give yourself read "
                "permission to use it again."
            )
        else:
            # Translators: the saved game exists but may not be read; {file} is its path.
            text = tr.gettext(
                "Your saved game {file} may not be read (no permission), so it is left alone "
                "and this game is not saved; give yourself read permission to continue it."
            )
        return text.format(file=path)
    # Translators: a damaged file of the game could not be moved aside; {file} is its path.
    return tr.gettext(
        "The file {file} could not be read nor moved aside, so it is left alone and not "
        "overwritten; move it away yourself to save again."
    ).format(file=path)


def other_instance(tr: Translator, folder: str) -> str:
    # Translators: a second copy of the game started on the same data folder.
    return tr.gettext(
        "Another game is already running in {folder}, so this one plays without saving; "
        "for a separate saved game, start with SCORPION_A11Y_DATA set to another folder."
    ).format(folder=clean(folder))


def history_unusable(tr: Translator, path: str) -> str:
    # Translators: the file of typed commands (Up arrow) cannot be written or read.
    return tr.gettext(
        "Your command history {file} cannot be used, so this time your commands are "
        "remembered only until you stop; check that file's permissions."
    ).format(file=clean(path))


def thinking(tr: Translator, seconds: int) -> str:
    # Translators: said before the solver starts working. It stops by the clock, but on a busy
    # computer one search it started may end later than that (trial 5: 2.4 s after "up to 2").
    return tr.gettext(
        "Thinking; this takes up to {seconds} seconds, longer on a busy computer."
    ).format(seconds=seconds)


def verbosity_name(tr: Translator, level: Verbosity) -> str:
    """The spoken name of a verbosity level."""
    match level:
        case Verbosity.KORT:
            # Translators: the verbosity level "kort" (short), as the player types it.
            return tr.pgettext("verbosity", "short")
        case Verbosity.NORMAAL:
            # Translators: the verbosity level "normaal".
            return tr.pgettext("verbosity", "normal")
        case Verbosity.UITGEBREID:
            # Translators: the verbosity level "uitgebreid" (detailed).
            return tr.pgettext("verbosity", "detailed")
        case _:
            assert_never(level)


def verbosity_set(tr: Translator, level: Verbosity) -> str:
    # Translators: confirms a new verbosity: "Uitvoerigheid: kort."
    return tr.gettext("Verbosity: {level}.").format(level=verbosity_name(tr, level))


def language_set(tr: Translator) -> str:
    # Translators: said in the new language after switching; name your own language.
    return tr.gettext("The game now speaks English.")


def script_unreadable(tr: Translator, path: str) -> str:
    # Translators: the --script file cannot be read.
    return tr.gettext("Cannot read the command file {file}.").format(file=clean(path))


def version(tr: Translator, number: str) -> str:
    # Translators: answer to --versie.
    return tr.gettext("scorpion-a11y version {version}").format(version=number)


def _asked(tr: Translator, count: int) -> str:
    # Translators: statistics: how often the player asked whether a game can be won.
    return tr.ngettext(
        "Asked once whether a game can be won.",
        "Asked {count} times whether a game can be won.",
        count,
    ).format(count=count)


def _one(tr: Translator, rules: Rules, s: RuleStats, playing: InProgress | None = None) -> str:
    """One rule set's statistics; ``playing``: the game in play, when it counts in ``s`` and
    is not over: neither won nor lost, said as "nog bezig"."""
    name = rules_name(tr, rules)
    if s.played == 0:
        # Translators: statistics of a rule set with no games yet: "Versoepeld: nog niet gespeeld."
        parts = [tr.gettext("{rules}: not played yet.").format(rules=name)]
        if s.solvable_asked:
            parts.append(_asked(tr, s.solvable_asked))
        return join_said(parts)
    if playing is not None:
        s = s.finished(playing.winnable)
    lost = playing is not None and playing.lost
    return join_said([_first(tr, name, s, None, playing is not None, lost), *_rest(tr, s)])


def _first(
    tr: Translator,
    name: str,
    s: RuleStats,
    playing: InProgress | None,
    finished: bool = False,
    lost: bool = False,
) -> str:
    """Games played and won under ``name`` (``s.played`` > 0); ``playing``: one of them is
    in progress (taken out here), ``finished``: it was taken out of ``s`` already; ``lost``:
    that game is proven lost as it stands (also when ``playing.lost``)."""
    if playing is not None:
        s = s.finished(playing.winnable)
    if playing is None and not finished:
        # Translators: statistics, first part: "Klassiek: 5 spellen gespeeld, 2 gewonnen, 40
        # procent."
        return tr.ngettext(
            "{rules}: {played} game played, {won} won, {percent} percent.",
            "{rules}: {played} games played, {won} won, {percent} percent.",
            s.played,
        ).format(rules=name, played=s.played, won=s.won, percent=s.win_percentage)
    lost = lost or (playing is not None and playing.lost)
    if s.played == 0 and lost:
        # Translators: statistics of a rule set whose only game is the one being played, which
        # the traditional rules' check proved lost ("Verloren: ..." was said); "terug" (the
        # undo command word) can still take the losing move back, so it does not count as
        # lost yet: "Klassiek: 1 spel gespeeld, verloren, maar terug kan nog."
        return tr.gettext(
            "{rules}: 1 game played, lost, but undo can still take moves back."
        ).format(rules=name)
    if s.played == 0:
        # Translators: statistics of a rule set whose only game is the one being played:
        # "Klassiek: 1 spel gespeeld, nog bezig."
        return tr.gettext("{rules}: 1 game played, still in progress.").format(rules=name)
    if lost:
        # Translators: statistics, first part, while the game of these rules being played is
        # proven lost under the traditional rules, with undo ("terug") still open; it is not
        # counted until it is left or given up: "Klassiek: 1 spel uitgespeeld, 1 gewonnen,
        # 100 procent; 1 spel verloren, maar terug kan nog."
        return tr.ngettext(
            "{rules}: {played} game finished, {won} won, {percent} percent; 1 game lost, but "
            "undo can still take moves back.",
            "{rules}: {played} games finished, {won} won, {percent} percent; 1 game lost, but "
            "undo can still take moves back.",
            s.played,
        ).format(rules=name, played=s.played, won=s.won, percent=s.win_percentage)
    # Translators: statistics, first part, while a game of these rules is being played (it
    # is neither won nor lost): "Klassiek: 1 spel uitgespeeld, 1 gewonnen, 100 procent; 1
    # spel nog bezig."
    return tr.ngettext(
        "{rules}: {played} game finished, {won} won, {percent} percent; 1 game still in progress.",
        "{rules}: {played} games finished, {won} won, {percent} percent; 1 game still in progress.",
        s.played,
    ).format(rules=name, played=s.played, won=s.won, percent=s.win_percentage)


def _rest(tr: Translator, s: RuleStats) -> list[str]:
    """After the games played: best score, streaks, what the solver knows, questions asked."""
    parts = []
    if s.best_score is not None:
        # Translators: statistics: the best score of a won game.
        parts.append(tr.gettext("Best score {score}.").format(score=s.best_score))
    # Translators: statistics: winning streaks (games won in a row).
    parts.append(
        tr.gettext("Winning streak {streak}, longest {longest}.").format(
            streak=s.streak, longest=s.longest_streak
        )
    )
    parts.extend(_winnable_parts(tr, s))
    if s.solvable_asked:
        parts.append(_asked(tr, s.solvable_asked))
    return parts


def _winnable_parts(tr: Translator, s: RuleStats) -> list[str]:
    """What the solver's proofs say about the games played: how many losses were deals no
    one could win, and the win rate on deals that could be won. Only games whose deal the
    solver has decided count (the published lists, docs/winbaarheid.md); for the others it
    says it does not know (the manual promises so, also when no game had a verdict)."""
    parts = []
    lost = s.lost
    # the lost games whose deal the solver has decided: only of those is anything said
    known = max(0, s.played_winnable - s.won_winnable) + s.played_unwinnable
    count = s.played_unwinnable
    if lost and known and known >= lost and count:
        # Translators: statistics: of the {lost} games lost (or not won yet), {count} were
        # deals the solver proved cannot be won at all. Dutch: "Van je 12 verloren spellen
        # kon je er 9 helemaal niet winnen" (the verb agrees with je, not with the count).
        parts.append(
            tr.npgettext(
                "winnable",
                "Of your {lost} game lost, {count} could not be won at all.",
                "Of your {lost} games lost, {count} could not be won at all.",
                lost,
            ).format(lost=lost, count=count)
        )
    elif lost and known and known >= lost:
        # Translators: statistics: every game lost was on a deal the solver proved winnable.
        parts.append(
            tr.npgettext(
                "winnable",
                "The {lost} game you lost could have been won.",
                "All {lost} games you lost could have been won.",
                lost,
            ).format(lost=lost)
        )
    elif lost and known and count:
        # Translators: statistics: some lost games are on deals the solver has not decided;
        # of the {known} it has decided, {count} could not be won at all.
        parts.append(
            tr.npgettext(
                "winnable",
                "Of the {known} lost game the solver has decided, {count} could not be won at all.",
                "Of the {known} lost games the solver has decided, {count} could not be won at "
                "all.",
                known,
            ).format(known=known, count=count)
        )
    elif lost and known:
        # Translators: statistics: some lost games are on deals the solver has not decided;
        # the {known} it has decided could all have been won.
        parts.append(
            tr.npgettext(
                "winnable",
                "The {known} lost game the solver has decided could have been won.",
                "All {known} lost games the solver has decided could have been won.",
                known,
            ).format(known=known)
        )
    if s.played_winnable:
        # Translators: statistics: of the {played} games on deals the solver proved winnable,
        # {won} were won, {percent} percent. Dutch: "Van de 3 spellen die te winnen waren, won
        # je er 1: 33 procent."
        parts.append(
            tr.npgettext(
                "winnable",
                "Of the {played} game that could be won, you won {won}: {percent} percent.",
                "Of the {played} games that could be won, you won {won}: {percent} percent.",
                s.played_winnable,
            ).format(played=s.played_winnable, won=s.won_winnable, percent=s.winnable_percentage)
        )
    unknown = s.played - s.played_winnable - s.played_unwinnable
    if unknown:
        # Translators: statistics, after the two sentences above: for {count} games played the
        # solver has no verdict (their deal numbers are beyond its published lists).
        parts.append(
            tr.npgettext(
                "winnable",
                "For {count} game the solver does not know whether it could be won.",
                "For {count} games the solver does not know whether they could be won.",
                unknown,
            ).format(count=unknown)
        )
    return parts


def statistics(
    tr: Translator,
    stats: Statistics,
    current: Rules,
    variant: Variant = Variant.SCORPION,
    traditional: bool = False,
    playing: InProgress | None = None,
    other: bool = False,
) -> str:
    """Both rule sets of the game being played, the current one first (each game and the
    traditional rules have statistics of their own; the game is named first). ``playing``:
    the game in play when it counts as played and is not over. ``other``: the statistics
    of another game than the one in play (``statistiek wasp``): named as such, always."""
    order = [current] + [r for r in Rules if r is not current]

    def mine(r: Rules) -> InProgress | None:
        if playing is None or (playing.rules, playing.variant, playing.traditional) != (
            r,
            variant,
            traditional,
        ):
            return None
        return playing

    said = [_one(tr, r, stats.get(r, variant, traditional), mine(r)) for r in order]
    if other:
        return join_said([statistics_of(tr, variant, traditional), *said])
    return join_said([game_sentence(tr, variant, traditional), *said])


def statistics_of(tr: Translator, variant: Variant, traditional: bool) -> str:
    """The lead of ``statistiek wasp``: whose statistics follow (not the game in play)."""
    name = game_name(tr, variant)
    if traditional:
        # Translators: before the statistics of a game that is not the one in play, with the
        # traditional rules: "Statistiek van Wasp, met de traditionele regels."
        return tr.gettext("Statistics of {game}, with the traditional rules.").format(game=name)
    # Translators: before the statistics of a game that is not the one in play: "Statistiek
    # van Scorpion."
    return tr.gettext("Statistics of {game}.").format(game=name)


def statistics_overview(tr: Translator, stats: Statistics, playing: InProgress | None) -> str:
    """``statistiek alle spellen``: every game and rules played, one short sentence each in
    the registry's order (games won and played; a game in play said as in progress), then
    how to hear one in full."""
    from ..game.rules import SPECS

    parts = []
    for variant in SPECS:
        for traditional in (False, True):
            for rules in Rules:
                s = stats.get(rules, variant, traditional)
                if not s.played:
                    continue
                label = tr.gettext("{game}, {rules}").format(
                    game=game_name(tr, variant), rules=rules_adjective(tr, rules, traditional)
                )
                here = playing is not None and (
                    playing.rules,
                    playing.variant,
                    playing.traditional,
                ) == (rules, variant, traditional)
                parts.append(_first(tr, label, s, playing if here else None))
    if not parts:
        # Translators: "statistiek alle spellen" before any game was played.
        return tr.gettext("No game played yet, in any game.")
    # Translators: after the overview of every game: how to hear one game's statistics in
    # full; {command} is the statistics command word.
    parts.append(
        tr.gettext("Say {command} and a game's name for more.").format(
            command=(command_words(tr, "statistics") or ("statistiek",))[0]
        )
    )
    return join_said(parts)
