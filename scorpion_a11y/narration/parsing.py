"""Sentences for lines that are not a command (:class:`ParseError`) and for choices
(:class:`Ambiguous`): what was not understood first, then what to say instead.

A face-down card and a card in the reserve get the same answer (``not visible``): nothing
here says where a hidden card lies.
"""

from __future__ import annotations

from ..commands.model import (
    Ambiguous,
    ArgumentError,
    Board,
    BoardError,
    Choice,
    ChoiceError,
    Meant,
    ParseError,
    Range,
    RangeError,
    Refused,
    Unclear,
    Value,
    WordsError,
)
from ..commands.normalize import HUGE
from ..commands.suggest import move_text_for
from ..commands.vocabulary import vocabulary
from ..exhaustive import assert_never
from ..game.cards import Card, Rank, Suit
from ..game.engine import Action, DealReserve, Game, Move, Place
from ..game.events import Reason, Refusal
from ..i18n import Translator, translator
from ..names import card_list, card_name
from .answers import where
from .app_text import still_open_choice
from .refusals import fit_hint, neither_copy, refusal
from .text import capitalize, join_or, join_said

__all__ = ["choice_text", "describe"]


def _vocab_word(tr: Translator, key: str) -> str:
    return vocabulary(tr).main_word(key)


def _command_word(tr: Translator, command: str | None) -> str:
    if command is None:
        return ""
    forms = vocabulary(tr).command_aliases(command)
    return forms[0] if forms else command


def _options(tr: Translator, options: tuple[str, ...]) -> str:
    # Translators: separator between the values one may choose from ("tekst, spraak, auto").
    return tr.pgettext("list", ", ").join(options)


def _example_move(tr: Translator) -> str:
    return move_text_for(tr, Move(Card(Suit.HARTEN, Rank.VIER), 6))


def choice_text(tr: Translator, number: int, action: Action, game: Game) -> str:
    """One numbered choice: ``1: harten 4 naar kolom 3, op harten 5``."""
    if isinstance(action, DealReserve):
        # Translators: a numbered choice: dealing the reserve.
        return tr.gettext("{number}: deal the reserve").format(number=number)
    target = game.top(action.to) if 0 <= action.to < game.columns else None
    card = _card_from(tr, action)
    if target is None:
        # Translators: a numbered choice: a card (usually a king) to an empty column.
        pattern = tr.gettext("{number}: {card} to empty column {column}")
        return pattern.format(number=number, card=card, column=action.to + 1)
    # Translators: a numbered choice: a card to a column, and the card it will lie on.
    pattern = tr.gettext("{number}: {card} to column {column}, onto {target}")
    return pattern.format(
        number=number, card=card, column=action.to + 1, target=card_name(tr, target)
    )


def _ambiguous(tr: Translator, options: tuple[Action, ...], game: Game) -> str:
    # Translators: separator between numbered choices (each may contain a comma).
    sep = tr.pgettext("choices", "; ")
    listed = sep.join(choice_text(tr, i, a, game) for i, a in enumerate(options, start=1))
    # Translators: several moves match what the player said; {choices} lists them, numbered.
    return tr.gettext("Which one? {choices}. Say the number.").format(choices=listed)


def _card_from(tr: Translator, action: Move) -> str:
    card = card_name(tr, action.card)
    if action.src is None:
        return card
    # Translators: a card named with the column it lies in (Double Scorpion has two of each
    # card): "harten 4 uit kolom 3".
    return tr.gettext("{card} from column {column}").format(card=card, column=action.src + 1)


def _move_text(tr: Translator, action: Move) -> str:
    pattern = tr.pgettext("command", "{card} to column {column}")
    return pattern.format(card=_card_from(tr, action), column=action.to + 1)


def _copies(options: tuple[Action, ...]) -> Refusal | None:
    """The options are one card's two copies going to one column: asked by column."""
    moves = [a for a in options if isinstance(a, Move)]
    if len(moves) != len(options) or len({(mv.card, mv.to) for mv in moves}) != 1:
        return None
    sources = tuple(mv.src for mv in moves if mv.src is not None)
    if len(sources) != len(moves):
        return None
    return Refusal(Reason.AMBIGUOUS_CARD, moves[0].card, moves[0].to, sources=sources)


def ask_again(tr: Translator, options: tuple[Action, ...], game: Game) -> str:
    """The open question once more, in short: the options without the cards they go onto."""
    copies = _copies(options)
    if copies is not None:
        return refusal(tr, game, copies)
    # Translators: separator between numbered choices (each may contain a comma).
    sep = tr.pgettext("choices", "; ")
    listed = []
    for i, action in enumerate(options, start=1):
        if isinstance(action, Move):
            listed.append(f"{i}: {_move_text(tr, action)}")
        else:
            listed.append(choice_text(tr, i, action, game))
    return tr.gettext("Which one? {choices}. Say the number.").format(choices=sep.join(listed))


def how_to_answer(tr: Translator, options: tuple[Action, ...]) -> str:
    """How to answer "which {card}: in column 3 or in column 9?" (Double Scorpion): the
    columns to say ('' for a numbered question: it ends with "Say the number")."""
    copies = _copies(options)
    if copies is None:
        return ""
    # Translators: one column the player may say to answer "which harten 4: in column 3 or
    # in column 9?"; the list of them follows "Say" ("Say column 3 or column 9.").
    said = [tr.pgettext("choices", "column {column}").format(column=c + 1) for c in copies.sources]
    # Translators: how to answer "which harten 4: in column 3 or in column 9?": {columns} is
    # "column 3 or column 9".
    return tr.pgettext("choices", "Say {columns}.").format(columns=join_or(tr, said))


def still_open(tr: Translator, options: tuple[Action, ...]) -> str:
    """The open "which one?" in brief, after the answer to another command: the question
    that was asked, "which harten 4?" for the two copies (trial 9: it said "which move?")."""
    copies = _copies(options)
    if copies is None or copies.card is None:
        return still_open_choice(tr)
    # Translators: after the answer to another command while "Which harten 4: in column 3
    # or in column 9?" is open (Double Scorpion); {how} is "Say column 3 or column 9.".
    return tr.pgettext("choices", "Still open: which {card}? {how}").format(
        card=card_name(tr, copies.card), how=how_to_answer(tr, options)
    )


def did_you_mean(tr: Translator, suggestion: str) -> str:
    """The question after a line that was not understood, naming the closest command."""
    # Translators: after a line that was not understood: the closest valid command.
    return tr.gettext("Did you mean: {suggestion}?").format(suggestion=suggestion)


def if_meant(tr: Translator, meant: Meant, game: Game) -> str:
    """What the corrected line would answer: the rules' refusal or what does not fit."""
    answer = meant.answer
    said = (
        refusal(tr, game, answer.refusal)
        if isinstance(answer, Refused)
        else capitalize(_error(tr, answer, game))
    )
    # Translators: after "Unknown word: hatren." when the line with that word corrected is
    # a move the rules refuse, or names what does not fit (it is not offered as "Did you
    # mean"): {line} is that line as the player could type it ("harten 2 naar kolom 1"). The
    # game's answer to that line follows as sentences of their own.
    said_line = tr.gettext("If you meant {line}: that is not possible.").format(line=meant.line)
    return join_said([said_line, said])


def describe(tr: Translator, result: object, game: Game) -> str:
    """The answer to a :class:`ParseError` or :class:`Ambiguous` result ('' for any other)."""
    if isinstance(result, Ambiguous):
        return _ambiguous(tr, result.options, game)
    if not isinstance(result, ParseError):
        return ""
    text = capitalize(_error(tr, result, game))  # may start with a card name: "ruiten 2 ..."
    if result.suggestion:
        text = join_said([text, did_you_mean(tr, result.suggestion)])
    elif isinstance(result, WordsError) and result.meant is not None:
        text = join_said([text, if_meant(tr, result.meant, game)])
    elif result.kind.value in ("unknown_word", "not_understood", "unknown_topic"):
        # Translators: after a line that was not understood and nothing close was found; {help}
        # is the help command word. Never a word such as 'all' or 'every': the sentence
        # follows 'Unknown word: all.'
        text = join_said(
            [
                text,
                tr.gettext("Say {help} to hear the commands.").format(
                    help=_command_word(tr, "help")
                ),
            ]
        )
    return text


def _error(tr: Translator, e: ParseError, game: Game) -> str:
    """One sentence per kind; each family's fields are its own (``commands/model.py``)."""
    match e:
        case WordsError():
            return _words(tr, e, game)
        case RangeError():
            return _range(tr, e, game)
        case BoardError():
            return _board(tr, e, game)
        case ArgumentError():
            return _argument(tr, e, game)
        case ChoiceError():
            return _choice(tr, e, game)
        case _:
            assert_never(e)


def _words(tr: Translator, e: WordsError, game: Game) -> str:
    command = _command_word(tr, e.command)
    match e.kind:
        case Unclear.UNKNOWN_WORD:
            # Translators: a word of the line is not in the command language.
            return tr.gettext("Unknown word: {word}.").format(word=e.text)
        case Unclear.NOT_UNDERSTOOD:
            # Translators: the words are known but do not make a command together.
            return tr.gettext("Not understood: {text}.").format(text=e.text)
        case Unclear.INCOMPLETE_CARD:
            example = card_name(tr, Card(Suit.HARTEN, Rank.VIER))
            # Translators: only a suit or only a value was said where a card is needed.
            return tr.gettext(
                "{text} is not a whole card: say the suit and the value, for example {example}."
            ).format(text=e.text, example=example)
        case Unclear.NO_EMPTY_COLUMN:
            # Translators: "naar de lege kolom" and no column is empty.
            return tr.gettext("No column is empty.")
        case Unclear.MISSING_DESTINATION:
            # Translators: "harten 4 naar" without a destination; {to} is the word "naar".
            return tr.gettext("Where to? After {to}, name a column or a card.").format(
                to=_vocab_word(tr, "word to")
            )
        case Unclear.MISSING_SOURCE:
            # Translators: "naar 7" without a card; {example} is a complete move.
            return tr.gettext("Which card? Name a card or a column, for example {example}.").format(
                example=_example_move(tr)
            )
        case Unclear.MISSING_COLUMN_NUMBER:
            # Translators: "kolom" without a number; {example} is "kolom 3".
            pattern = tr.gettext(
                "Which column? Say a number from 1 to {high}, for example {example}."
            )
            return pattern.format(high=game.columns, example=f"{_vocab_word(tr, 'word column')} 3")
        case Unclear.UNKNOWN_TOPIC:
            # Translators: "help blub".
            return tr.gettext("There is no help on {text}.").format(text=e.text)
        case Unclear.EXTRA_WORDS:
            # Translators: words after a command that takes none ("bord blub").
            return tr.gettext("Nothing goes after {command}; not understood: {text}.").format(
                command=command, text=e.text
            )
        case Unclear.OTHER_LANGUAGE:
            code = e.text or ""
            vocab = vocabulary(tr)
            own = vocabulary(translator(code)).aliases.get("this language", ()) or (code,)
            # Translators: a line that is a command in another language the game speaks;
            # {language} is that language's name in yours ("Engels"), {command} switches to it
            # ("taal english").
            return tr.gettext("That looks like {language}. Say {command} to play in it.").format(
                language=tr.pgettext("language", code),
                command=f"{(vocab.command_aliases('language') or ('taal',))[0]} {own[0]}",
            )
        case _:
            assert_never(e.kind)


def _as_typed(tr: Translator, e: RangeError) -> int | str | None:
    """The number as the player typed it: a very long one is kept as a capped value by the
    parser (``normalize.number``), so its digits are taken from the line, never the cap
    (trial 4: "kolom 99999999999999999999" was "Er is geen kolom 1000000000000")."""
    if e.number is None or e.number < HUGE:
        return e.number
    digits = [t for t in (e.text or "").split() if t.isdecimal() and len(t) > 12]
    # Translators: stands for a number of more than 12 digits the game does not repeat
    # ("Dat getal kan niet: kies na snelheid een getal van 0 tot en met 100.").
    return digits[-1] if digits else tr.gettext("that number")


def _range(tr: Translator, e: RangeError, game: Game) -> str:
    command = _command_word(tr, e.command)
    number = _as_typed(tr, e)
    match e.kind:
        case Range.TOO_LONG:
            # Translators: the line typed is far too long to be a command.
            return tr.gettext("That line is too long for a command ({count} characters).").format(
                count=e.number
            )
        case Range.RANK_OUT_OF_RANGE:
            # Translators: "harten 14": no card has that value.
            return tr.gettext(
                "No card has the value {number}: values go from 1 (ace) to 13 (king)."
            ).format(number=number)
        case Range.COLUMN_OUT_OF_RANGE:
            # Translators: "kolom 9", "kolom 0".
            return tr.gettext("There is no column {number}: the columns are 1 to {high}.").format(
                number=number, high=e.high or game.columns
            )
        case Range.VALUE_OUT_OF_RANGE:
            # Translators: "snelheid 500", "nieuw spel 0".
            return tr.gettext(
                "{number} is not possible: after {command}, choose a number from {low} to {high}."
            ).format(number=number, command=command, low=e.low, high=e.high)
        case Range.CHOICE_OUT_OF_RANGE:
            # Translators: after a list of choices, a number that is not one of them.
            return tr.gettext("There is no choice {number}: choose 1 to {high}.").format(
                number=number, high=e.high
            )
        case Range.NUMBER_ALONE:
            n = e.number or 1
            other = game.columns if n != game.columns else 1
            # Translators: a bare number; {read} reads that column ("kolom 2"), {move} is a move
            # from it ("2 naar 7").
            return tr.gettext(
                "Only the number {number}. Say {read} to read that column, or for example {move} "
                "to move from it."
            ).format(
                number=n,
                read=f"{_vocab_word(tr, 'word column')} {n}",
                move=f"{n} {_vocab_word(tr, 'word to')} {other}",
            )
        case _:
            assert_never(e.kind)


def _board(tr: Translator, e: BoardError, game: Game) -> str:
    card = card_name(tr, e.card) if e.card is not None else ""
    column = e.column + 1 if e.column is not None else None
    match e.kind:
        case Board.CARD_TWICE:
            if e.card is not None:
                # Translators: the same card was named as the card to move and where it goes.
                return tr.gettext("You named {card} twice.").format(card=card)
            # Translators: two suits or two values where one card was meant ("harten schoppen 4").
            return tr.gettext("Name one card at a time: {text} is not one card.").format(
                text=e.text
            )
        case Board.NOT_VISIBLE if e.card is not None and game.spec.decks > 1:
            return where(tr, game, e.card)  # Double Scorpion: what became of each copy
        case Board.NOT_VISIBLE:
            # Translators: a face-down card or a card in the reserve. Never say where it is.
            return tr.gettext("{card} is not visible.").format(card=card)
        case Board.NO_TARGET:
            if e.cards and e.card is not None:
                # Translators: a card alone was said, and it fits nowhere now; where it would
                # fit follows.
                text = neither_copy(tr, game, e.card) or tr.gettext(
                    "{card} cannot go anywhere now."
                ).format(card=card)
                return join_said([text, capitalize(fit_hint(tr, game, e.card, e.cards))])
            loc = game.locate(e.card) if e.card is not None else None
            if loc is not None and loc.column is not None and loc.index == 0:
                # Translators: a king lying alone in its column was said alone: moving it to
                # another empty column would change nothing.
                return tr.gettext(
                    "{card} already lies alone in column {column}; moving it changes nothing."
                ).format(card=card, column=loc.column + 1)
            # Translators: a king was said alone, and no column is empty.
            return tr.gettext(
                "{card} cannot go anywhere now: a king only goes onto an empty column, and no "
                "other column is empty."
            ).format(card=card)
        case Board.NO_MATCH:
            if e.to_column is not None:
                # Translators: "heer naar 3" and no face-up king may go onto column 3.
                return tr.gettext("No face-up card {text} can go to column {column}.").format(
                    text=e.text, column=e.to_column + 1
                )
            if e.card is not None:
                # Translators: a card and a description of where it should go that fits nothing.
                text = tr.gettext("{card} cannot go onto {text}.").format(card=card, text=e.text)
                fits = game.fits(e.card)
                if not fits and e.card.rank is not Rank.HEER:
                    return text
                return join_said([text, capitalize(fit_hint(tr, game, e.card, fits))])
            # Translators: nothing face up on the table fits the description.
            return tr.gettext("No face-up card matches {text} here.").format(text=e.text)
        case Board.NO_MOVE_BETWEEN:
            to = (e.to_column or 0) + 1
            # Translators: "2 naar 7" and no face-up card of column 2 may go onto column 7.
            text = tr.gettext("No face-up card of column {source} fits on column {target}.").format(
                source=column, target=to
            )
            top = game.top(e.to_column) if e.to_column is not None else None
            if top is not None:
                # Translators: said after the previous sentence, to help choose another move.
                text = join_said(
                    [
                        text,
                        tr.gettext("On top of column {column} lies {card}.").format(
                            column=to, card=card_name(tr, top)
                        ),
                    ]
                )
            else:
                # Translators: the target column is empty; only a king may go there.
                text = join_said(
                    [
                        text,
                        tr.gettext("Column {column} is empty: only a king may go there.").format(
                            column=to
                        ),
                    ]
                )
            return text
        case Board.EMPTY_COLUMN:
            # Translators: the source column of "2 naar 7" has no cards.
            return tr.gettext("Column {column} is empty.").format(column=column)
        case Board.SAME_COLUMN:
            # Translators: "2 naar 2".
            return tr.gettext("Source and destination are both column {column}.").format(
                column=column
            )
        case Board.NOT_ON_TOP:
            # Translators: the card named as destination is not the top card of a column.
            said = tr.gettext("{card} is not on top of a column.").format(card=card)
            above = _lies_under(game, e.card) if e.card is not None else None
            if above is None:
                return said
            # Translators: the card named as destination is not the top card of a column:
            # where it lies, and the cards on it (trial 12: "mag klaverenboer op
            # klaverenvrouw" heard only "Klaverenvrouw ligt niet bovenaan een kolom."). Dutch:
            # "Klaverenvrouw ligt niet bovenaan een kolom, maar in kolom 7 onder harten 7."
            return tr.gettext(
                "{card} is not on top of a column: it lies in column {column} under {cards}."
            ).format(card=card, column=above[0] + 1, cards=card_list(tr, list(above[1])))
        case Board.ALREADY_ON:
            # Translators: "mag harten 6 op harten 7" (or the move) while harten 6 already lies
            # on harten 7 ({target}), in column {column}: said instead of "harten 7 is not on
            # top of a column" (trial 10).
            return tr.gettext("{card} already lies on {target}, in column {column}.").format(
                card=card, target=card_name(tr, e.cards[0]), column=column
            )
        case Board.NOT_IN_COLUMN:
            # Translators: "harten 4 uit kolom 2" but it lies face up in another column.
            return tr.gettext("{card} is not in column {column}.").format(card=card, column=column)
        case _:
            assert_never(e.kind)


def _argument(tr: Translator, e: ArgumentError, game: Game) -> str:
    command = _command_word(tr, e.command)
    match e.kind:
        case Value.MISSING_VALUE:
            if e.command == "where":
                # Translators: "waar is" without a card; {example} is a complete command.
                return tr.gettext("Which card? Say for example {example}.").format(
                    example=f"{command} {card_name(tr, Card(Suit.HARTEN, Rank.ACHT))}"
                )
            if e.options:
                # Translators: a setting command without its value ("uitvoer").
                return tr.gettext("After {command}, choose one of: {options}.").format(
                    command=command, options=_options(tr, e.options)
                )
            # Translators: "snelheid" without a number.
            return tr.gettext("After {command}, say a number from {low} to {high}.").format(
                command=command, low=e.low, high=e.high
            )
        case Value.BAD_VALUE:
            if e.options:
                # Translators: a setting command with a value it does not know ("uitvoer blub").
                return tr.gettext(
                    "{text} does not go with {command}. Choose from: {options}."
                ).format(text=e.text, command=command, options=_options(tr, e.options))
            # Translators: "snelheid snel": a number was needed.
            return tr.gettext(
                "{text} is not a number. After {command}, say a number from {low} to {high}."
            ).format(text=e.text, command=command, low=e.low, high=e.high)
        case _:
            assert_never(e.kind)


def _choice(tr: Translator, e: ChoiceError, game: Game) -> str:
    column = e.column + 1 if e.column is not None else None
    match e.kind:
        case Choice.CHOICE_NOT_MATCHED:
            if e.number:
                # Translators: "which one?" answered with a column that two or more of the
                # options go to or come from; the question follows again.
                text = tr.gettext("Column {column} fits more than one choice.")
            else:
                # Translators: "which one?" answered with a column that none of the options go
                # to or come from; the question follows again.
                text = tr.gettext("Column {column} is in none of the choices.")
            return join_said([text.format(column=column), ask_again(tr, e.actions, game)])
        case Choice.CHOICE_NOT_UNDERSTOOD:
            # Translators: a line that answers nothing while "which one?" is open: {text} is
            # the whole line as typed; the question follows again, and how to answer it.
            said = tr.gettext("Not understood as an answer: {text}.").format(text=e.text)
            return join_said([said, ask_again(tr, e.actions, game), how_to_answer(tr, e.actions)])
        case _:
            assert_never(e.kind)


def _lies_under(game: Game, card: Card) -> tuple[int, tuple[Card, ...]] | None:
    """The column of the face-up copy of ``card`` that is not on top, and the cards on it;
    None when no copy, or two (Double Scorpion: which one was meant is not known), lies so (a
    face-down card's place is never said)."""
    found = []
    for loc in game.locate_all(card):
        if loc.place is not Place.COLUMN or loc.column is None or loc.index is None:
            continue
        if not loc.face_up:
            continue
        above = game.column(loc.column)[loc.index + 1 :]
        if above:
            found.append((loc.column, tuple(above)))
    return found[0] if len(found) == 1 else None
