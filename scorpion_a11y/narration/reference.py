"""The command reference (``docs/commands.md``, ``docs/commands.en.md``), generated from the
vocabulary and the help texts so it never drifts from what the parser accepts.

Regenerate after changing ``commands.po``::

    python -m scorpion_a11y.narration.reference nl > docs/commands.md
    python -m scorpion_a11y.narration.reference en > docs/commands.en.md

A test compares the files with this output.
"""

from __future__ import annotations

import sys

from ..commands.declare import INTENTS, TERMS, term_key
from ..commands.vocabulary import (
    COMMANDS,
    MEANING_WORD_KEYS,
    MOVES_ALL_KEY,
    NUMBER_KEYS,
    PHRASE_COMMANDS,
    RANK_KEYS,
    SUIT_KEYS,
    VALUE_KEYS,
    WORD_KEYS,
    _language_names,
    phrase_key,
    vocabulary,
)
from ..game.cards import Suit
from ..i18n import Translator, translator
from ..names import suit_name
from . import help as helptexts

#: Which file documents which language.
FILES = {"nl": "docs/commands.md", "en": "docs/commands.en.md"}


def _code(words: tuple[str, ...] | list[str]) -> str:
    return ", ".join(f"`{w}`" for w in words)


def markdown(tr: Translator) -> str:
    vocab = vocabulary(tr)
    out: list[str] = []
    # Translators: title of the generated command reference (docs/commands.md).
    out.append("# " + tr.pgettext("reference", "Commands of Scorpion"))
    out.append("")
    # Translators: first paragraph of the generated command reference; {file} is a path.
    intro = tr.pgettext(
        "reference",
        "Generated from {file}; do not edit by hand. Case, accents, extra spaces and "
        "punctuation do not matter. The first word of each command is the one help uses.",
    )
    out.append(intro.format(file=f"`locales/{tr.language}/LC_MESSAGES/commands.po`"))
    # Translators: header row of the command tables in the generated reference.
    header = tr.pgettext("reference", "| Command | Words | What it does | Examples |")
    for group, title in helptexts.GROUPS:
        out += ["", "## " + tr.pgettext("help", title).rstrip(":"), "", header, "|---|---|---|---|"]
        for info in COMMANDS:
            if info.group != group:
                continue
            forms = vocab.command_aliases(info.id)
            name = forms[0] if forms else info.id
            examples = helptexts.examples(tr, info.id)
            summary = helptexts.summary(tr, info.id)
            out.append(f"| {name} | {_code(forms)} | {summary} | {_code(examples)} |")
        out.append("")
        for info in COMMANDS:
            if info.group == group:
                forms = vocab.command_aliases(info.id)
                out.append(
                    f"- **{forms[0] if forms else info.id}**: {helptexts.detail(tr, info.id)}"
                )
    # Translators: section title of the generated reference.
    out += ["", "## " + tr.pgettext("reference", "Naming cards"), ""]
    out.append(helptexts.cards_text(tr))
    out.append("")
    symbols = {Suit.HARTEN: "♥", Suit.RUITEN: "♦", Suit.KLAVEREN: "♣", Suit.SCHOPPEN: "♠"}
    for suit, key in SUIT_KEYS.items():
        forms = vocab.aliases.get(key, ())
        out.append(f"- {suit_name(tr, suit)}: {_code([*forms, symbols[suit]])}")
    for key in RANK_KEYS.values():
        forms = vocab.aliases.get(key, ())
        out.append(f"- {forms[0] if forms else key}: {_code(forms)}")
    numbers = [f"{n} {_code(vocab.aliases.get(key, ()))}" for n, key in NUMBER_KEYS.items()]
    # Translators: in the generated reference: the number words ({numbers} is a list).
    out += [
        "",
        tr.pgettext("reference", "Numbers in words: {numbers}.").format(numbers="; ".join(numbers)),
    ]
    # Translators: section title of the generated reference.
    out += ["", "## " + tr.pgettext("reference", "Words in moves"), ""]
    labels = {
        # Translators: in the generated reference: the words before the destination.
        "to": tr.pgettext("reference", "to"),
        # Translators: in the generated reference: the words before the source column.
        "from": tr.pgettext("reference", "from"),
        # Translators: in the generated reference: the words for a column.
        "column": tr.pgettext("reference", "column"),
        # Translators: in the generated reference: verbs that may start a move.
        "verb": tr.pgettext("reference", "verbs at the start"),
        # Translators: in the generated reference: words ignored in moves.
        "filler": tr.pgettext("reference", "ignored"),
        # Translators: in the generated reference: question words dropped around a command.
        "question": tr.pgettext("reference", "question words (never make a move)"),
        # Translators: in the generated reference: request words dropped around a command.
        "request": tr.pgettext("reference", "requests"),
        # Translators: in the generated reference: an article dropped before a command word.
        "article": tr.pgettext("reference", "article before a command"),
        # Translators: in the generated reference: verbs dropped at the end of a request.
        "trailing": tr.pgettext("reference", "verbs at the end"),
        # Translators: in the generated reference: dictated punctuation dropped at the end.
        "dictation": tr.pgettext("reference", "spoken punctuation at the end"),
        # Translators: in the generated reference: the article that makes a number a card.
        "definite": tr.pgettext("reference", "article before a value after to: the card"),
        # Translators: in the generated reference: ordinals, which name columns.
        "ordinal": tr.pgettext("reference", "ordinals (columns)"),
        # Translators: in the generated reference: words asking what lies on a card or column.
        "above": tr.pgettext("reference", "on top of (asks what lies on a card or column)"),
        # Translators: in the generated reference: words asking what lies under a card, or
        # at the bottom of a column.
        "below": tr.pgettext(
            "reference", "under (asks what lies under a card or at the bottom of a column)"
        ),
        # Translators: in the generated reference: what was undone, said after undo
        # ("maak ongedaan wat je terugdraaide"): then it is redo.
        "undone": tr.pgettext("reference", "what was undone, after undo (then: redo)"),
    }
    for kind, key in WORD_KEYS.items():
        out.append(f"- {labels[kind]}: {_code(vocab.aliases.get(key, ()))}")
    # Translators: section title of the generated reference: whole phrases per command.
    out += ["", "## " + tr.pgettext("reference", "Natural phrases"), ""]
    for cid in PHRASE_COMMANDS:
        forms = vocab.command_aliases(cid)
        phrases = vocab.aliases.get(phrase_key(cid), ())
        out.append(f"- **{forms[0] if forms else cid}**: {_code(phrases)}")
    # Translators: in the generated reference, after the moves command's phrases: the phrases
    # that say every move at once, not in parts ({command} is "zetten").
    every = tr.pgettext("reference", "{command}, every move at once")
    moves = vocab.command_aliases("moves")
    out.append(
        f"- **{every.format(command=moves[0] if moves else 'moves')}**: "
        f"{_code(vocab.aliases.get(MOVES_ALL_KEY, ()))}"
    )
    out += _own_words(tr)
    # Translators: section title of the generated reference: the values commands take.
    out += ["", "## " + tr.pgettext("reference", "Values"), ""]
    kinds = {
        "rules": "new",
        "variant": "new",
        "output": "output",
        "verbosity": "verbosity",
        "sound": "sound",
        "answer": "answer",
        "topic": "help",
        "scope": "statistics",
    }
    for kind, command in kinds.items():
        forms = vocab.command_aliases(command)
        values = [
            _code(vocab.aliases.get(key, ())) for (k, _v), key in VALUE_KEYS.items() if k == kind
        ]
        out.append(f"- **{forms[0] if forms else command}**: " + "; ".join(values))
    languages = [
        f"`{code}` {_code(translator_names(code))}" for code in sorted(vocab.language_names)
    ]
    lang_word = (vocab.command_aliases("language") or ("language",))[0]
    out.append(f"- **{lang_word}**: " + "; ".join(languages))
    # Translators: section title of the generated reference.
    out += ["", "## " + tr.pgettext("reference", "Keys"), "", helptexts.keys_text(tr), ""]
    return "\n".join(out)


def _own_words(tr: Translator) -> list[str]:
    """The commands read by meaning (commands/declare.py): sets of words, in any order and
    any form, and the words of the game one may ask about."""
    vocab = vocabulary(tr)
    # Translators: section title of the generated reference: commands read by meaning.
    out = ["", "## " + tr.pgettext("reference", "In your own words"), ""]
    # Translators: in the generated reference: what the examples below are; each is typed
    # back by a test, so write only lines the game understands as they are.
    out.append(
        tr.pgettext(
            "reference",
            "Each line below says what can be asked or done in your own words, with examples "
            "that work word for word; other wordings of the same are understood too. A line "
            "that changes the game must say nothing more than the command.",
        )
    )
    out.append("")
    for intent in INTENTS:
        # Translators: in the generated reference: what each command read by meaning does
        # (the labels are declared with the commands, in commands/declare.py).
        label = tr.pgettext("reference", intent.label)
        out.append(f"- {label}: {_code(helptexts.intent_examples(tr, intent.id))}")
    # Translators: in the generated reference: the words of the game one may ask about.
    out += ["", tr.pgettext("reference", "Words of the game you may ask about:"), ""]
    for term in TERMS:
        out.append(f"- {_code(vocab.aliases.get(term_key(term), ()))}")
    # Translators: in the generated reference: the words between column numbers, and the
    # word that makes a column the empty one.
    words = tr.pgettext("reference", "Between column numbers: {range} (up to), {and} (and).")
    out += [
        "",
        words.format(
            range=_code(vocab.aliases.get(MEANING_WORD_KEYS["range"], ())),
            **{"and": _code(vocab.aliases.get(MEANING_WORD_KEYS["and"], ()))},
        ),
    ]
    # Translators: in the generated reference: "naar de lege kolom".
    empty = tr.pgettext("reference", "Before column, the empty one (to the empty column): {words}.")
    out.append(empty.format(words=_code(vocab.aliases.get(MEANING_WORD_KEYS["empty"], ()))))
    # Translators: in the generated reference: the words that turn a command around.
    negation = tr.pgettext(
        "reference",
        "Words that turn a command around (not so fast): {words}; a line with one changes "
        "nothing unless the command's own words hold it.",
    )
    out.append(negation.format(words=_code(vocab.aliases.get(MEANING_WORD_KEYS["negation"], ()))))
    # Translators: in the generated reference: "harten 4 moet naar kolom 7".
    modal = tr.pgettext(
        "reference",
        "After the card of a move, saying it must or may go there (the move is made): {words}.",
    )
    out.append(modal.format(words=_code(vocab.aliases.get(MEANING_WORD_KEYS["modal"], ()))))
    # Translators: in the generated reference: "naar de laatste kolom".
    last = tr.pgettext("reference", "Before column, the last one (to the last column): {words}.")
    out.append(last.format(words=_code(vocab.aliases.get(MEANING_WORD_KEYS["last"], ()))))
    # Translators: in the generated reference: "mag ik de harten 7 ...": still a question.
    leave = tr.pgettext(
        "reference", "After may at the start, asking leave (still a question): {words}."
    )
    out.append(leave.format(words=_code(vocab.aliases.get(MEANING_WORD_KEYS["asking leave"], ()))))
    # Translators: in the generated reference: "kan ik de reserve delen" asks whether it can be
    # done now (answered, never done); "mag ik de reserve" (no verb) asks for it.
    whether = tr.pgettext(
        "reference",
        "At the start, before asking leave and a verb, asks whether an action can be done now "
        "(answered, never done): {words}; with these verbs it asks to be given it: {verbs}.",
    )
    out.append(
        whether.format(
            words=_code(vocab.aliases.get(MEANING_WORD_KEYS["asking whether"], ())),
            verbs=_code(vocab.aliases.get(MEANING_WORD_KEYS["asking for"], ())),
        )
    )
    # Translators: in the generated reference: "heb ik verloren", "moet ik opgeven": a verb
    # before the player asks; the line is answered, never done.
    asking = tr.pgettext(
        "reference",
        "At the start, before asking leave, a verb that asks (never an action): {words}.",
    )
    out.append(asking.format(words=_code(vocab.aliases.get(MEANING_WORD_KEYS["asking verb"], ()))))
    # Translators: in the generated reference: "is het mogelijk om de reserve te delen": the
    # phrases that ask whether the action after them can be done now; answered, never done.
    possible = tr.pgettext(
        "reference",
        "At the start, asking whether the action after it can be done now (answered, never "
        "done): {words}.",
    )
    out.append(
        possible.format(words=_code(vocab.aliases.get(MEANING_WORD_KEYS["asking possible"], ())))
    )
    # Translators: in the generated reference: "eh kan ik de reserve delen": hesitation at the
    # start of a line is left out, so the line means what it would without it.
    hesitation = tr.pgettext("reference", "Hesitation at the start of a line (left out): {words}.")
    out.append(
        hesitation.format(words=_code(vocab.aliases.get(MEANING_WORD_KEYS["hesitation"], ())))
    )
    # Translators: in the generated reference: "hoe ga ik terug" is help on undo, "wanneer mag
    # ik de reserve delen" whether it can be done now; the action is never done.
    how = tr.pgettext(
        "reference",
        "First in a line about an action, asking how (help on it): {how}; asking when or why "
        "(whether it can be done now): {when}.",
    )
    out.append(
        how.format(
            how=_code(vocab.aliases.get(MEANING_WORD_KEYS["asking how"], ())),
            when=_code(vocab.aliases.get(MEANING_WORD_KEYS["asking when"], ())),
        )
    )
    # Translators: in the generated reference: "de score van dit spel": the game being played,
    # named after what is asked, adds nothing.
    this_game = tr.pgettext(
        "reference", "The game being played, after what is asked (ignored): {words}."
    )
    out.append(this_game.format(words=_code(vocab.aliases.get(MEANING_WORD_KEYS["this game"], ()))))
    # Translators: in the generated reference: number words above 13 ("snelheid tachtig");
    # {pattern} shows how a unit joins a ten.
    numbers = tr.pgettext(
        "reference", "Numbers above 13: {teens}, {tens}; a unit and a ten: {pattern}."
    )
    out.append(
        numbers.format(
            teens=_code(vocab.aliases.get(MEANING_WORD_KEYS["teens"], ())),
            tens=_code(vocab.aliases.get(MEANING_WORD_KEYS["tens"], ())),
            pattern=_code(vocab.aliases.get(MEANING_WORD_KEYS["compound"], ())),
        )
    )
    # Translators: in the generated reference: "7e kolom", "7th column".
    suffix = tr.pgettext("reference", "After a number, as in 7th: {words}.")
    out.append(
        suffix.format(words=_code(vocab.aliases.get(MEANING_WORD_KEYS["ordinal suffix"], ())))
    )
    return out


def translator_names(code: str) -> tuple[str, ...]:
    return _language_names(code)


def main(argv: list[str]) -> int:
    language = argv[0] if argv else "nl"
    sys.stdout.write(markdown(translator(language)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
