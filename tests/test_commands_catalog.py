"""The command language's catalogs, help and reference: complete, translated, never drifting."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from po import entries as po_entries

from scorpion_a11y.commands import model as m
from scorpion_a11y.commands import parse
from scorpion_a11y.commands.declare import INTENTS, TERMS, term_key
from scorpion_a11y.commands.model import ParseError
from scorpion_a11y.commands.normalize import SUIT_SYMBOLS
from scorpion_a11y.commands.vocabulary import (
    COMMANDS,
    PHRASE_COMMANDS,
    all_keys,
    phrase_key,
    vocabulary,
)
from scorpion_a11y.game import dealfile
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import Game
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration import help as helptexts
from scorpion_a11y.narration.help import help_text
from scorpion_a11y.narration.reference import FILES, markdown

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("nl", "en")
SOURCES = [
    *sorted((ROOT / "scorpion_a11y" / "commands").glob("*.py")),
    ROOT / "scorpion_a11y" / "narration" / "parsing.py",
    ROOT / "scorpion_a11y" / "narration" / "help.py",
    ROOT / "scorpion_a11y" / "narration" / "help_game.py",
    ROOT / "scorpion_a11y" / "narration" / "reference.py",
]


def used_messages() -> set[tuple[str | None, str]]:
    """Every (context, msgid) the command modules pass to gettext/pgettext as literals."""
    found: set[tuple[str | None, str]] = set()
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
                continue
            args = [a.value if isinstance(a, ast.Constant) else None for a in node.args]
            if node.func.attr == "gettext" and args and isinstance(args[0], str):
                found.add((None, args[0]))
            if node.func.attr == "pgettext" and len(args) == 2 and isinstance(args[1], str):
                found.add((args[0], args[1]))  # type: ignore[arg-type]
    for summary, detail in helptexts.HELP.values():
        found |= {("help", summary), ("help", detail)}
    found |= {("help", title) for _, title in helptexts.GROUPS}
    found |= {("help", helptexts._KEYS), ("help", helptexts._CARDS_RULE)}
    found |= {("vocab", key) for key in all_keys()}
    found |= {("reference", intent.label) for intent in INTENTS}
    found |= {("help example", c.id) for c in COMMANDS}
    found |= {("intent example", intent.id) for intent in INTENTS}
    found |= {("language", code) for code in LANGUAGES}  # a language's name, by its code
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_is_translated(language: str) -> None:
    tr = translator(language)
    used = used_messages()
    assert len(used) > 100
    missing = [key for key in used if not tr.has(*key)]
    assert not missing


@pytest.mark.parametrize("language", LANGUAGES)
def test_catalog_entries_have_comments_and_translations(language: str) -> None:
    path = ROOT / "locales" / language / "LC_MESSAGES" / "commands.po"
    entries = [e for e in po_entries(path) if e.msgid]
    assert entries
    for entry in entries:
        assert any(c.startswith("Translators:") for c in entry.comments), entry.msgid
        assert entry.translated, entry.msgid
        for name in re.findall(r"{(\w+)}", entry.msgid):
            assert "{" + name + "}" in entry.msgstr[0], (entry.msgid, name)


def test_the_catalog_has_no_message_the_code_does_not_use() -> None:
    used = used_messages()
    path = ROOT / "locales" / "nl" / "LC_MESSAGES" / "commands.po"
    entries = [e for e in po_entries(path) if e.msgid]
    unused = [e.key for e in entries if e.key not in used]
    assert not unused


@pytest.mark.parametrize("language", LANGUAGES)
def test_reference_document_is_generated_from_the_vocabulary(language: str) -> None:
    tr = translator(language)
    text = (ROOT / FILES[language]).read_text(encoding="utf-8")
    assert text == markdown(tr), (
        f"regenerate: python -m scorpion_a11y.narration.reference {language} > {FILES[language]}"
    )
    vocab = vocabulary(tr)
    # the words of the commands read by meaning are sets of word stems ("vertel meer na elk
    # zet"), not lines to type: the reference gives examples instead (typed back below)
    intent_keys = {i.key for i in INTENTS}
    for key in all_keys():
        if key in intent_keys:
            continue
        for alias in vocab.aliases.get(key, ()):
            assert f"`{alias}`" in text, alias
    for intent in INTENTS:
        assert helptexts.intent_examples(tr, intent.id), intent.id
        for example in helptexts.intent_examples(tr, intent.id):
            assert f"`{example}`" in text, example
    for key in intent_keys:
        for stem in vocab.aliases.get(key, ()):
            documented_elsewhere = any(
                stem in vocab.aliases.get(k, ()) for k in all_keys() if k not in intent_keys
            )
            examples_ = {e for i in INTENTS for e in helptexts.intent_examples(tr, i.id)}
            if not documented_elsewhere and stem not in examples_:
                assert f"`{stem}`" not in text, stem
    documented = set(re.findall(r"`([^`]+)`", text))
    known = {
        a for key, forms in vocab.aliases.items() if key not in intent_keys for a in forms
    } | set(SUIT_SYMBOLS)
    examples = {e for c in COMMANDS for e in helptexts.examples(tr, c.id)}
    examples |= {e for i in INTENTS for e in helptexts.intent_examples(tr, i.id)}
    names = {
        n
        for code in vocab.language_names
        for n in vocabulary(translator(code)).aliases.get("this language", ())
    } | set(vocab.language_names)
    stray = documented - known - examples - names - {f"locales/{language}/LC_MESSAGES/commands.po"}
    assert not stray


#: The command a help example must be read as, where one type says it (the others: any
#: command, not a parse error).
EXAMPLE_RESULT: dict[str, type] = {
    "save": m.SavePosition,
    "new": m.NewGame,
    "backto": m.BackToMove,
    "wrong": m.WhereWrong,
    "quit": m.Quit,
    "help": m.Help,
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_help_example_is_a_command(language: str) -> None:
    tr = translator(language)
    game = Game(dealfile.load("tests/data/seed.json"))
    for info in COMMANDS:
        shown = helptexts.examples(tr, info.id)
        assert shown, info.id
        for line in shown:
            result = parse(line, game, tr)
            assert not isinstance(result, ParseError), (line, result)
            assert isinstance(result, EXAMPLE_RESULT.get(info.id, object)), (line, result)


def _intent_result(intent: str) -> tuple[type, ...]:
    """What a line of a command read by meaning parses to."""
    by_id: dict[str, tuple[type, ...]] = {
        "odds": (m.Solvable,),
        "board": (m.ShowBoard,),
        "rules": (m.ShowRules,),
        "hint": (m.Hint,),
        "help": (m.Help,),
        "undo": (m.Undo,),
        "undo_count": (m.Undo, m.BackToMove),
        "undo_all": (m.Undo, m.BackToMove),
        "redo": (m.Redo,),
        "restart": (m.NewGame,),
        "give_up": (m.GiveUp,),
        "new_number": (m.NewGame,),
        "new_game": (m.NewGame,),
        "new_winnable": (m.NewGame,),
        "why_not": (m.Repeat,),
        "stats": (m.ShowStatistics,),
        "read_columns": (m.ShowColumns,),
        "faster": (m.ChangeRate,),
        "slower": (m.ChangeRate,),
        "more_words": (m.ChangeVerbosity,),
        "fewer_words": (m.ChangeVerbosity,),
    }
    return by_id.get(intent, (m.Asked,))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_example_in_the_reference_is_understood_as_written(language: str) -> None:
    """Trial 3: the reference showed the reading-by-meaning's word stems ("vertel meer na elk
    zet") as if they were lines to type. Every line the reference shows as something to say is
    typed back here, word for word, and understood: the commands' examples and natural
    phrases, and each command read by meaning's examples, as that command."""
    tr = translator(language)
    game = Game.new(3723, Rules.KLASSIEK)  # a numbered deal: "play this game again" works
    vocab = vocabulary(tr)
    card = {"nl": "harten 4", "en": "the 4 of hearts"}[language]
    for intent in INTENTS:
        for line in helptexts.intent_examples(tr, intent.id):
            result = parse(line, game, tr)
            assert isinstance(result, _intent_result(intent.id)), (intent.id, line, result)
            if isinstance(result, m.Asked):
                assert result.question == intent.id, (line, result)
    for info in PHRASE_COMMANDS:
        for line in vocab.aliases.get(phrase_key(info), ()):
            typed = f"{line} {card}" if info == "where" else line  # "waar zit" + a card
            result = parse(typed, game, tr)
            assert not isinstance(result, ParseError), (typed, result)
    ask = {"nl": "wat betekent {}", "en": "what does {} mean"}[language]
    for term in TERMS:
        for word in vocab.aliases.get(term_key(term), ()):
            result = parse(ask.format(word), game, tr)
            assert result == m.Asked("define", term=term), (word, result)


@pytest.mark.parametrize("language", LANGUAGES)
def test_help_lists_every_command_with_all_its_words_and_the_keys(language: str) -> None:
    tr = translator(language)
    text = help_text(tr, "all")  # "help volledig"; plain "help" is short (trial 4)
    vocab = vocabulary(tr)
    for info in COMMANDS:
        for alias in vocab.command_aliases(info.id):
            assert alias in text, alias
    for key in (
        "F1",
        "F2",
        "F3",
        "F4",
        "Alt+1",
        "Alt+9",
        "Alt+0",
        "Alt+Shift+4",
        "Escape",
        "Ctrl+Z",
    ):
        assert key in text


def test_help_on_one_command_by_any_of_its_words() -> None:
    nl = translator("nl")
    undo = help_text(nl, "undo")
    assert undo.startswith("terug: Maakt de laatste zet")
    assert help_text(nl, "ongedaan maken") == undo
    assert "ongedaan maken" in undo
    assert "F1 help" in help_text(nl, "toetsen")
    assert "hh hartenheer" in help_text(nl, "kaarten")
    assert help_text(nl, "blub").startswith("Over blub is geen help.")
    assert help_text(translator("en"), "back").startswith("undo: Takes back")


def test_help_topics_from_the_parser_have_help() -> None:
    nl = translator("nl")
    game = Game(dealfile.load("tests/data/seed.json"))
    for info in COMMANDS:
        for alias in vocabulary(nl).command_aliases(info.id):
            result = parse(f"help {alias}", game, nl)
            assert result.__class__.__name__ == "Help" and result.topic == info.id, alias  # type: ignore[union-attr]
            assert help_text(nl, result.topic).startswith(  # type: ignore[union-attr]
                vocabulary(nl).command_aliases(info.id)[0]
            )
