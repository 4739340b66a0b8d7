"""Round trip: everything the game offers as something to say is accepted when typed back.

The lines are extracted, not listed: from the catalogs ("Typ ja of nee", "bijvoorbeeld
help terug"), from help as it is printed, from the manual and the command reference, and from
live output (every move ``zetten`` lists and every ``hint``, while deals are played by hint).
A new sentence that offers something the parser does not accept fails here.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from hints import quick_hint

from scorpion_a11y.commands import model as m
from scorpion_a11y.commands import parse
from scorpion_a11y.commands.vocabulary import COMMANDS, EXTRA_TOPICS, rules_named, winnable_named
from scorpion_a11y.game import dealfile
from scorpion_a11y.game.engine import DEAL_RESERVE, Action, Game
from scorpion_a11y.i18n import Translator, translator
from scorpion_a11y.narration import Narrator
from scorpion_a11y.narration.help import help_text
from scorpion_a11y.narration.hints import hint_sentence

ROOT = Path(__file__).resolve().parents[1]
SEED = ROOT / "tests" / "data" / "seed.json"
LANGUAGES = ("nl", "en")
K = m.ParseErrorKind
#: Errors that mean "I did not understand the words" (others mean: understood, not possible
#: here, e.g. a card that is face down on the seed position).
NOT_UNDERSTOOD = {
    K.UNKNOWN_WORD,
    K.NOT_UNDERSTOOD,
    K.EXTRA_WORDS,
    K.UNKNOWN_TOPIC,
    K.BAD_VALUE,
    K.TOO_LONG,
    K.MISSING_SOURCE,
    K.MISSING_DESTINATION,
    K.MISSING_VALUE,
    K.MISSING_COLUMN_NUMBER,
    K.INCOMPLETE_CARD,
}
#: Words that introduce something to say, in the catalogs and help.
_EXAMPLE = re.compile(
    r"(?:bijvoorbeeld|for example|zoals|such as)[: ]\s*"
    r"(?P<said>[^.;?!()]+?)(?=\s+(?:om|to (?:read|move))\b|[.;?!()]|$)",
    re.IGNORECASE,
)
_TYPE = re.compile(
    r"\b(?:typ|type)\s+(?!of\b|or\b)(?P<said>[^.,;?!()]+?)(?=\s+(?:om|to|voor|for|wanneer|whenever)\b|[.,;?!]|$)",
    re.IGNORECASE,
)
#: In the game's live answers: a suggestion, and "zeg X om ..." with the values filled in.
_SUGGESTION = re.compile(r"(?:Bedoelde je|Did you mean): (?P<said>[^?]+)\?")
_SAY = re.compile(
    r"\b(?:zeg|say)\s+(?!een\b|a\b|na\b|after\b|het\b|the\b|de\b|er\b|bijvoorbeeld\b|for\b)"
    r"(?P<said>[^.,;?!()]+?)(?=\s+(?:om|voor|for|to (?:read|move|play))\b|[.,;?!]|$)",
    re.IGNORECASE,
)
#: What separates several things to say, per language ("ja of nieuw spel").
_PIECES = {"nl": re.compile(r",\s+|\s+(?:of|en)\s+"), "en": re.compile(r",\s+|\s+(?:or|and)\s+")}


def _offered(text: str, language: str) -> list[str]:
    found: list[str] = []
    for pattern in (_EXAMPLE, _TYPE):
        for match in pattern.finditer(text):
            found += [p.strip() for p in _PIECES[language].split(match["said"]) if p.strip()]
    # placeholders, the command line and its arguments (1-1000) are not said in the game
    return [
        p
        for p in found
        if "{" not in p and "scorpion-a11y" not in p and any(c.isalpha() for c in p)
    ]


@cache
def _answers(language: str) -> frozenset[str]:
    tr = translator(language)
    words: set[str] = set()
    for key in ("yes|y", "no|n", "classic|c", "relaxed|r", "cancel|never mind"):
        words |= {w.strip().lower() for w in tr.pgettext("answer", key).split("|")}
    return frozenset(words)


def _accepted(text: str, tr: Translator, game: Game) -> bool:
    if text.strip().lower() in _answers(tr.language) or rules_named(text) is not None:
        return True  # an answer to the game's question ("Typ ja of nee", "makkelijk")
    if winnable_named(text):
        return True  # "winbaar", an answer to the new-game question
    result = parse(text, game, tr)
    return not (isinstance(result, m.ParseError) and result.kind in NOT_UNDERSTOOD)


def _po_texts(language: str) -> list[str]:
    texts = []
    for path in sorted((ROOT / "locales" / language / "LC_MESSAGES").glob("*.po")):
        for match in re.finditer(r'^msgstr(?:\[\d\])? "(.*)"$', path.read_text("utf-8"), re.M):
            texts.append(match[1])
    return texts


def _help_texts(tr: Translator) -> list[str]:
    topics = [None, *(c.id for c in COMMANDS), *EXTRA_TOPICS]
    return [help_text(tr, topic) for topic in topics]


@pytest.mark.parametrize("language", LANGUAGES)
def test_what_the_catalogs_and_help_offer_is_accepted(language: str) -> None:
    tr = translator(language)
    game = Game(dealfile.load(SEED))
    texts = _po_texts(language) + _help_texts(tr)
    offered = {p for text in texts for p in _offered(text, language)}
    assert len(offered) > 20
    refused = sorted(p for p in offered if not _accepted(p, tr, game))
    assert not refused


def _manual_lines() -> list[str]:
    """Code spans of the manual that are things to type (not paths, options or the game's
    own sentences)."""
    spans = re.findall(r"`([^`\n]+)`", (ROOT / "docs" / "handleiding.md").read_text("utf-8"))
    return sorted(
        {
            s
            for s in spans
            if not s.startswith("-")
            and not re.search(r"[/\\%~]|\.(json|txt|log|md|wav|journaal|slot)|scorpion|SCORPION", s)
            and not s[0].isupper()  # the game's sentences, quoted
        }
    )


def test_every_example_in_the_manual_is_accepted() -> None:
    tr = translator("nl")
    game = Game(dealfile.load(SEED))
    lines = _manual_lines()
    assert len(lines) > 30
    refused = [line for line in lines if not _accepted(line, tr, game)]
    assert not refused


@pytest.mark.parametrize(("language", "path"), [("nl", "commands.md"), ("en", "commands.en.md")])
def test_every_example_in_the_command_reference_is_accepted(language: str, path: str) -> None:
    tr = translator(language)
    game = Game(dealfile.load(SEED))
    examples = []
    for row in (ROOT / "docs" / path).read_text("utf-8").splitlines():
        cells = row.split(" | ")
        if row.startswith("| ") and len(cells) == 4:
            examples += re.findall(r"`([^`]+)`", cells[3])
    assert len(examples) > 20
    refused = [e for e in examples if not _accepted(e, tr, game)]
    assert not refused


#: A card the list of moves names once for several empty columns (trial 5): "hartenheer naar
#: de lege kolom (kolom 4, 5 of 6)", typed back as each of its moves.
_TO_EMPTY = re.compile(
    r"^(?P<head>.+?) (?:naar de lege kolom|to an empty column) "
    r"\((?:kolom|column) (?P<columns>[^)]*)\)$"
)


def _pieces(text: str, tr: Translator) -> list[str]:
    pieces = []
    for piece in re.split(r";\s*|\.\s+|\.$", text):
        match = _TO_EMPTY.match(piece.split(": ")[-1])
        if match is None:
            pieces += re.split(r"\s*:\s*", piece)
            continue
        to = "naar kolom" if tr.language == "nl" else "to column"
        for column in re.split(r",\s*|\s+(?:of|or)\s+", match["columns"]):
            pieces.append(f"{match['head']} {to} {column}")
    return pieces


def _plays(text: str, game: Game, tr: Translator) -> set[Action]:
    """The actions the pieces of one sentence name when typed back."""
    found = set()
    for piece in _pieces(text, tr):
        result = parse(piece, game, tr)
        if isinstance(result, m.Play):
            found.add(result.action)
    return found


@pytest.mark.parametrize(("language", "deals"), [("nl", (1, 2, 3)), ("en", (4, 5, 6))])
def test_every_listed_move_and_every_hint_is_accepted_typed_back(
    language: str, deals: tuple[int, ...]
) -> None:
    narrator = Narrator(language)
    tr = narrator.tr
    checked = 0
    for number in deals:
        game = Game.new(number)
        for _ in range(80):
            listed = narrator.legal_moves(game)
            actions = set(game.legal_moves())
            if not game.reserve_dealt:
                actions.add(DEAL_RESERVE)
            # nothing else left: the list says the moves that only renumber a column
            actions = actions or set(game.legal_moves(renumbering=True))
            assert _plays(listed, game, tr) == actions, listed
            hint = quick_hint(game)  # the same sentences as the full hint (tests/hints.py)
            if hint is None:
                break
            said = hint_sentence(tr, game, hint)
            assert hint.action in _plays(said, game, tr), said
            game.play(hint.action)
            checked += 1
            if game.won:
                break
    assert checked > 40


#: Lines that get an answer telling what to say instead, in both languages.
_SLIPS = (
    "2",
    "kolom",
    "column",
    "naar 7",
    "to 7",
    "harten",
    "hearts",
    "waar is",
    "where is",
    "harten 4 naar",
    "hartem 4 naar 7",
    "harten 4 naar klom 7",
    "4 of heartz to 7",
    "scroe",
    "blub",
    "help blub",
    "taal",
    "language",
    "uitvoer",
    "output",
    "snelheid",
    "speed",
    "harten 4 harten 5",
    "4 of hearts 5 of hearts",
)


@pytest.mark.parametrize("language", LANGUAGES)
def test_what_an_error_answer_offers_is_accepted(language: str) -> None:
    from scorpion_a11y.narration.parsing import describe

    tr = translator(language)
    game = Game(dealfile.load(SEED))
    offered: set[str] = set()
    for line in _SLIPS:
        result = parse(line, game, tr)
        if isinstance(result, m.ParseError):
            said = describe(tr, result, game)
            offered |= set(_offered(said, language))
            offered |= {x["said"] for x in _SUGGESTION.finditer(said)}
            offered |= {x["said"] for x in _SAY.finditer(said)}
    assert len(offered) > 5
    refused = sorted(p for p in offered if not _accepted(p, tr, game))
    assert not refused
