"""The command language of one locale, read from its catalogs (``commands.po``, context ``vocab``).

Each vocabulary entry's translation lists the accepted words, separated by ``|``; the first is
the one help and suggestions show. A phrase may have several words (``ongedaan maken``).
Adding a language needs no Python change: its ``commands.po`` lists its words. Digits, the
suit symbols ``♥♦♣♠`` and the Unicode playing cards work in every language (see
:mod:`.normalize`); language codes (``nl``, ``en``) work in ``taal`` everywhere.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from functools import cache

from ..game.cards import Card, Rank, Suit
from ..game.deal import Rules
from ..game.rules import SPECS, Variant
from ..i18n import Translator, available_languages, translator
from ..settings import OutputChoice, Verbosity
from . import lemma, normalize
from .declare import INTENTS, TERMS, term_key
from .words import VERB_KEY, aliases, command_key
from .words import VOCAB as VOCAB  # the words' own module, re-exported as before
from .words import command_words as command_words
from .words import intent_words as intent_words
from .words import phrase_key as phrase_key  # where reference.py and the tests take it
from .words import split_aliases as split_aliases

SUIT_KEYS: dict[Suit, str] = {
    Suit.HARTEN: "suit hearts",
    Suit.RUITEN: "suit diamonds",
    Suit.KLAVEREN: "suit clubs",
    Suit.SCHOPPEN: "suit spades",
}
RANK_KEYS: dict[Rank, str] = {
    Rank.AAS: "rank ace",
    Rank.BOER: "rank jack",
    Rank.VROUW: "rank queen",
    Rank.HEER: "rank king",
}
NUMBER_KEYS: dict[int, str] = {n: f"number {n}" for n in range(1, 14)}
#: Words of the move language: to (naar/op), from (uit), column (kolom), the leading verbs,
#: and filler words that are ignored everywhere. Then the words of natural speech (see
#: :mod:`.phrasing`): question words (``hoeveel``, ``wat is``) and requests (``kun je``,
#: ``geef me``) around a command, an article before a command (``een hint``), a verb at the
#: end (``... zetten``), dictation's spoken punctuation at the end (``punt``), and the
#: definite article that makes a number after ``naar`` a card (``naar de vijf``). Last, the
#: words that ask what lies on or under a card (``wat ligt er bovenop kolom 3``, ``wat ligt
#: onder harten 5``).
WORD_KEYS: dict[str, str] = {
    "to": "word to",
    "from": "word from",
    "column": "word column",
    "verb": VERB_KEY,
    "filler": "word filler",
    "question": "word question",
    "request": "word request",
    "article": "word article",
    "trailing": "word trailing verb",
    "dictation": "word dictation",
    "definite": "word definite",
    "ordinal": "word ordinal",
    "above": "word on top of",
    "below": "word under",
    "undone": "word undone",
}
#: Words only the reading by meaning (:mod:`.meaning`) and :func:`.phrasing.prepare` use, kept
#: out of the command words so they change nothing in how a command is read: ``tot`` between
#: two column numbers, ``en`` joining them, ``lege`` before ``kolom``.
MEANING_WORD_KEYS: dict[str, str] = {
    "range": "word range",
    "and": "word and",
    "empty": "word empty",
    "ordinal suffix": "word ordinal suffix",
    "negation": "word negation",
    "modal": "word modal",
    "last": "word last",
    "asking leave": "word asking leave",
    "asking whether": "word asking whether",
    "asking for": "word asking for",
    "asking verb": "word asking verb",
    "asking how": "word asking how",
    "asking state": "word asking state",
    "asking when": "word asking when",
    "this game": "word this game",
    "hesitation": "word hesitation",
    "asking possible": "word asking possible",
    "teens": "number teens",
    "tens": "number tens",
    "compound": "number compound {unit} {tens}",
}
#: Kinds of word that carry no meaning of their own in a command (dropped by phrasing).
SPEECH_WORDS = frozenset({"question", "request", "article", "trailing"})


@dataclass(frozen=True)
class CommandInfo:
    id: str
    group: str  # "read", "play", "settings"

    @property
    def key(self) -> str:
        return command_key(self.id)


#: Every command, in the order help lists them. ``move`` has no command word of its own: its
#: aliases are the leading verbs (``word move``).
COMMANDS: tuple[CommandInfo, ...] = (
    CommandInfo("move", "play"),
    CommandInfo("deal", "play"),
    CommandInfo("undo", "play"),
    CommandInfo("redo", "play"),
    CommandInfo("hint", "play"),
    CommandInfo("solvable", "play"),
    CommandInfo("winnable", "play"),
    CommandInfo("odds", "play"),
    CommandInfo("peek", "play"),
    CommandInfo("wrong", "play"),
    CommandInfo("backto", "play"),
    CommandInfo("new", "play"),
    CommandInfo("save", "play"),
    CommandInfo("quit", "play"),
    CommandInfo("board", "read"),
    CommandInfo("column", "read"),
    CommandInfo("tops", "read"),
    CommandInfo("where", "read"),
    CommandInfo("status", "read"),
    CommandInfo("score", "read"),
    CommandInfo("moves", "read"),
    CommandInfo("rules", "read"),
    CommandInfo("repeat", "read"),
    CommandInfo("previous", "read"),
    CommandInfo("statistics", "read"),
    CommandInfo("help", "read"),
    CommandInfo("output", "settings"),
    CommandInfo("verbosity", "settings"),
    CommandInfo("rate", "settings"),
    CommandInfo("language", "settings"),
    CommandInfo("sound", "settings"),
    CommandInfo("volume", "settings"),
    CommandInfo("answer", "settings"),
    CommandInfo("sounds", "read"),
)
COMMAND_IDS = tuple(c.id for c in COMMANDS)
#: Commands that also take whole natural phrases (``hoeveel punten heb ik``), kept apart from
#: the command words so help stays short: key ``phrases <id>``.
PHRASE_COMMANDS = (
    "deal",
    "undo",
    "redo",
    "new",
    "where",
    "previous",
    "hint",
    "solvable",
    "board",
    "tops",
    "status",
    "score",
    "moves",
    "repeat",
    "help",
    "quit",
    "save",
)
#: ``alle zetten``, ``all moves``: the list of moves in one go, not in parts of
#: ``MOVES_PAGE`` (trial 7: it read as ``zetten``); whole phrases, each the moves command
#: with this word kind (``Lexeme.has_word(EVERY_MOVE)``).
MOVES_ALL_KEY = "phrases moves all"
EVERY_MOVE = "every move"


#: The ``rules`` value that is no rule set: the traditional rules go with either.
TRADITIONAL = "traditioneel"
#: The ``rules`` value of ``nieuw spel app-regels``: the way back from the traditional rules
#: (the app's own: runs removed, the reserve at any time), as the solver's ``--regels app``.
APP = "app"
#: The ``rules`` value of ``nieuw spel winbaar``: a deal the solver proved winnable.
WINNABLE = "winbaar"
#: The ``rules`` values that are a rule set.
RULE_SETS = frozenset(r.value for r in Rules)
#: Values some commands take: (kind, value) -> vocabulary key.
VALUE_KEYS: dict[tuple[str, str], str] = {
    ("rules", Rules.KLASSIEK.value): "rules classic",
    ("rules", Rules.VERSOEPELD.value): "rules relaxed",
    ("rules", TRADITIONAL): "rules traditional",
    ("rules", APP): "rules app",
    ("rules", WINNABLE): "rules winnable",
    # the words that name each game: made from its name (GameSpec.command_key)
    **{("variant", v.value): spec.command_key for v, spec in SPECS.items()},
    ("output", OutputChoice.TEKST.value): "output text",
    ("output", OutputChoice.SPRAAK.value): "output speech",
    ("output", OutputChoice.SCHERMLEZER.value): "output screen reader",
    ("output", OutputChoice.AUTO.value): "output auto",
    ("verbosity", Verbosity.KORT.value): "verbosity short",
    ("verbosity", Verbosity.NORMAAL.value): "verbosity normal",
    ("verbosity", Verbosity.UITGEBREID.value): "verbosity detailed",
    ("sound", "on"): "sound on",
    ("sound", "off"): "sound off",
    ("sound", "mono"): "sound mono",
    ("sound", "stereo"): "sound stereo",
    ("sound", "words"): "sound instead of words",
    ("sound", "with_words"): "sound with words",
    ("scope", "all"): "scope all games",
    ("answer", "fair"): "answer fair",
    ("answer", "peek"): "answer peek",
    ("topic", "keys"): "topic keys",
    ("topic", "cards"): "topic cards",
    ("topic", "questions"): "topic questions",
    ("topic", "settings"): "topic settings",
    ("topic", "all"): "topic all",
}
#: In each language's own catalog: the names of that language (``nederlands``).
LANGUAGE_NAME_KEY = "this language"

#: Help topics that are not commands.
EXTRA_TOPICS = ("keys", "cards", "winnable_deal", "questions", "settings", "all")


@dataclass(frozen=True)
class Meaning:
    """What one word or phrase can mean; a word may have several meanings (``h``)."""

    suits: frozenset[Suit] = frozenset()
    ranks: frozenset[Rank] = frozenset()
    number: int | None = None
    card: Card | None = None
    words: frozenset[str] = frozenset()  # WORD_KEYS kinds
    commands: frozenset[str] = frozenset()
    values: frozenset[tuple[str, str]] = frozenset()

    def merge(self, other: Meaning) -> Meaning:
        return Meaning(
            self.suits | other.suits,
            self.ranks | other.ranks,
            self.number if self.number is not None else other.number,
            self.card if self.card is not None else other.card,
            self.words | other.words,
            self.commands | other.commands,
            self.values | other.values,
        )

    @property
    def cardish(self) -> bool:
        return bool(self.suits or self.ranks or self.card is not None)


@dataclass
class Vocabulary:
    """The words of one language, ready for the parser."""

    language: str
    #: display aliases per vocabulary key, as the catalog writes them (first = main form)
    aliases: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: normalized phrase (tuple of tokens) -> meaning
    phrases: dict[tuple[str, ...], Meaning] = field(default_factory=dict)
    longest: int = 1
    #: every single normalized word of the vocabulary (for suggestions)
    words: frozenset[str] = frozenset()
    #: single words dropped everywhere (``de``, ``graag``), and the normalized phrases of
    #: spoken punctuation dropped at the end of a line (``punt``)
    fillers: frozenset[str] = frozenset()
    dictation: tuple[tuple[str, ...], ...] = ()
    #: the definite articles (``de``), kept before a number after ``naar``
    definite: frozenset[str] = frozenset()
    #: the words for "empty" before a column word (``naar de lege kolom``)
    empty: frozenset[str] = frozenset()
    #: the endings of an ordinal in digits, dropped after a number (``7e``, ``7th``)
    ordinal_suffixes: frozenset[str] = frozenset()
    #: a verb saying a card must or may go somewhere, after the card (``harten 4 moet naar
    #: kolom 7``, ``the 4 of hearts should go to column 7``): dropped there, then a move
    modals: tuple[tuple[str, ...], ...] = ()
    #: the word for the last column before a column word (``de laatste kolom``)
    last: frozenset[str] = frozenset()
    #: the player asking leave after a may-word (``mag ik``, ``may I``): still a question
    asking_leave: frozenset[str] = frozenset()
    #: a word that opens a question whether an action may be done (``kan``, ``mag``,
    #: ``can``, ``may``), before the player asking leave: ``kan ik de reserve delen``
    asking_whether: frozenset[str] = frozenset()
    #: the verbs of asking to be given something (``krijgen``, ``have``): ``mag ik een nieuw
    #: spel``, ``can I have a new game`` ask for it, not whether it is possible
    asking_for: frozenset[str] = frozenset()
    #: verbs that ask when they come before the player (``heb ik verloren``, ``moet ik
    #: opgeven``, ``should I deal``): the line is a question, never an action
    asking_verbs: frozenset[str] = frozenset()
    #: question words that, first in a line about an action, ask how it goes (``hoe ga ik
    #: terug``, ``wat doet terug``): help on it, never the action
    asking_how: frozenset[str] = frozenset()
    #: words that open a question how a setting stands (``hoe snel praat je``, ``staat het
    #: geluid aan``): answered, never changed
    asking_state: frozenset[str] = frozenset()
    #: question words that, first in a line about an action, ask when or why it can be done
    #: (``wanneer mag ik de reserve delen``): whether it can be done now, never the action
    asking_when: frozenset[str] = frozenset()
    #: phrases that open a question whether an action is possible, before the action
    #: (``is het mogelijk om``, ``is it possible to``): answered, never done
    asking_possible: tuple[tuple[str, ...], ...] = ()
    #: sounds and words of hesitation that may open a line (``eh``, ``nou``, ``uh``, ``so``):
    #: dropped there, so ``eh kan ik de reserve delen`` is still the question it was
    hesitation: tuple[tuple[str, ...], ...] = ()
    #: the game being played, named after what a line asks about (``de score van dit spel``,
    #: ``a hint for this game``): adds nothing, dropped (longest first)
    this_game: tuple[tuple[str, ...], ...] = ()
    #: phrases that mean a verb at the end of a line (``zetten``, ``laten zien``)
    trailing: frozenset[tuple[str, ...]] = frozenset()
    #: language code -> code, for ``taal``; names of every language included
    languages: dict[tuple[str, ...], str] = field(default_factory=dict)
    language_names: dict[str, str] = field(default_factory=dict)
    #: every phrase that means a command, written as one line, sorted (for suggestions)
    command_lines: tuple[str, ...] = ()
    #: every word of the vocabulary and of the language names, sorted (for suggestions)
    word_list: tuple[str, ...] = ()

    def command_aliases(self, command: str) -> tuple[str, ...]:
        if command == "move":
            return self.aliases.get(WORD_KEYS["verb"], ())
        return self.aliases.get(f"command {command}", ())

    def value_aliases(self, kind: str, value: str) -> tuple[str, ...]:
        return self.aliases.get(VALUE_KEYS[(kind, value)], ())

    def values_of(self, kind: str) -> tuple[str, ...]:
        return tuple(v for (k, v) in VALUE_KEYS if k == kind)

    def main_word(self, key: str) -> str:
        forms = self.aliases.get(key, ())
        return forms[0] if forms else ""

    def meaning(self, phrase: tuple[str, ...]) -> Meaning | None:
        return self.phrases.get(phrase)


def all_keys() -> list[str]:
    """Every vocabulary key a catalog should translate."""
    keys = [*SUIT_KEYS.values(), *RANK_KEYS.values(), *NUMBER_KEYS.values()]
    keys += WORD_KEYS.values()
    keys += [c.key for c in COMMANDS if c.id != "move"]
    keys += [phrase_key(c) for c in PHRASE_COMMANDS]
    keys.append(MOVES_ALL_KEY)
    keys += VALUE_KEYS.values()
    keys.append(LANGUAGE_NAME_KEY)
    keys += MEANING_WORD_KEYS.values()
    keys += [i.key for i in INTENTS]
    keys += [term_key(t) for t in TERMS]
    return keys


_aliases = aliases


def _language_names(code: str) -> tuple[str, ...]:
    try:
        return _aliases(translator(code), LANGUAGE_NAME_KEY)
    except (KeyError, OSError, ValueError):
        return ()


@cache
def vocabulary(tr: Translator) -> Vocabulary:
    """The vocabulary of ``tr``'s language (built once per translator)."""
    vocab = Vocabulary(tr.language)
    meanings: dict[tuple[str, ...], Meaning] = {}
    vocab.fillers = frozenset(
        w for form in _aliases(tr, WORD_KEYS["filler"]) for w in normalize.tokens(form)
    )

    def add(key: str, meaning: Meaning, forms: tuple[str, ...] | None = None) -> None:
        if forms is None:
            forms = _aliases(tr, key)
            vocab.aliases[key] = forms
        for form in forms:
            phrase = tuple(normalize.tokens(form))
            if key != WORD_KEYS["filler"]:  # fillers are dropped from what is typed, too
                phrase = tuple(w for w in phrase if w not in vocab.fillers) or phrase
            if not phrase:
                continue
            old = meanings.get(phrase)
            meanings[phrase] = meaning if old is None else old.merge(meaning)

    for suit, key in SUIT_KEYS.items():
        add(key, Meaning(suits=frozenset({suit})))
    for rank, key in RANK_KEYS.items():
        add(key, Meaning(ranks=frozenset({rank})))
    for n, key in NUMBER_KEYS.items():
        add(key, Meaning(number=n))
    for n, form in _larger_numbers(tr):
        add(f"number {n}", Meaning(number=n), (form,))
    for kind, key in WORD_KEYS.items():
        if kind in ("dictation", "definite"):
            vocab.aliases[key] = _aliases(tr, key)
            continue  # not words of a command: handled before lexing
        if kind == "ordinal":  # in order: the first is column 1
            forms = _aliases(tr, key)
            vocab.aliases[key] = forms
            for n, form in enumerate(forms, 1):
                add(key, Meaning(number=n, words=frozenset({kind})), (form,))
            continue
        add(key, Meaning(words=frozenset({kind})))
    vocab.dictation = tuple(
        p for f in vocab.aliases[WORD_KEYS["dictation"]] if (p := tuple(normalize.tokens(f)))
    )
    vocab.definite = frozenset(
        w for f in vocab.aliases[WORD_KEYS["definite"]] for w in normalize.tokens(f)
    )
    vocab.empty = frozenset(
        w for f in _aliases(tr, MEANING_WORD_KEYS["empty"]) for w in normalize.tokens(f)
    )
    vocab.ordinal_suffixes = frozenset(
        w for f in _aliases(tr, MEANING_WORD_KEYS["ordinal suffix"]) for w in normalize.tokens(f)
    )
    vocab.modals = tuple(
        sorted(
            (
                tuple(normalize.tokens(f))
                for f in _aliases(tr, MEANING_WORD_KEYS["modal"])
                if normalize.tokens(f)
            ),
            key=len,
            reverse=True,
        )
    )
    vocab.last = frozenset(
        w for f in _aliases(tr, MEANING_WORD_KEYS["last"]) for w in normalize.tokens(f)
    )
    vocab.asking_leave = frozenset(
        w for f in _aliases(tr, MEANING_WORD_KEYS["asking leave"]) for w in normalize.tokens(f)
    )
    vocab.asking_whether = frozenset(
        w for f in _aliases(tr, MEANING_WORD_KEYS["asking whether"]) for w in normalize.tokens(f)
    )
    vocab.asking_for = frozenset(
        w for f in _aliases(tr, MEANING_WORD_KEYS["asking for"]) for w in normalize.tokens(f)
    )
    vocab.asking_verbs = frozenset(
        w for f in _aliases(tr, MEANING_WORD_KEYS["asking verb"]) for w in normalize.tokens(f)
    )
    vocab.asking_how = frozenset(
        w for f in _aliases(tr, MEANING_WORD_KEYS["asking how"]) for w in normalize.tokens(f)
    )
    vocab.asking_state = frozenset(
        w for f in _aliases(tr, MEANING_WORD_KEYS["asking state"]) for w in normalize.tokens(f)
    )
    vocab.asking_when = frozenset(
        w for f in _aliases(tr, MEANING_WORD_KEYS["asking when"]) for w in normalize.tokens(f)
    )
    vocab.asking_possible = _phrases(tr, "asking possible")
    vocab.hesitation = _phrases(tr, "hesitation")
    vocab.this_game = _phrases(tr, "this game")
    vocab.trailing = frozenset(
        p for f in vocab.aliases[WORD_KEYS["trailing"]] if (p := tuple(normalize.tokens(f)))
    )
    for info in COMMANDS:
        if info.id != "move":
            add(info.key, Meaning(commands=frozenset({info.id})))
    for cid in PHRASE_COMMANDS:
        add(phrase_key(cid), Meaning(commands=frozenset({cid})))
    add(MOVES_ALL_KEY, Meaning(words=frozenset({EVERY_MOVE}), commands=frozenset({"moves"})))
    # The command to switch language works with its words in every language ("taal
    # nederlands" in English, "language english" in Dutch).
    for code in available_languages():
        if code != tr.language:
            with contextlib.suppress(KeyError, OSError, ValueError):
                other = _aliases(translator(code), "command language")
                add("command language", Meaning(commands=frozenset({"language"})), other)
    for kv, key in VALUE_KEYS.items():
        add(key, Meaning(values=frozenset({kv})))
    vocab.aliases[LANGUAGE_NAME_KEY] = _aliases(tr, LANGUAGE_NAME_KEY)
    # the words read by meaning (commands/meaning.py): kept for the reference and help only,
    # never command words of their own
    for key in [*MEANING_WORD_KEYS.values(), *(i.key for i in INTENTS), *map(term_key, TERMS)]:
        vocab.aliases[key] = _aliases(tr, key)

    for code in available_languages():
        vocab.languages[(code,)] = code
        names = _language_names(code)
        vocab.language_names[code] = names[0] if names else code
        for name in names:
            phrase = tuple(normalize.tokens(name))
            if phrase:
                vocab.languages.setdefault(phrase, code)
                # a language's name alone switches to it ("engels", "switch to dutch")
                old = meanings.get(phrase)
                said = Meaning(values=frozenset({("language", code)}))
                meanings[phrase] = said if old is None else old.merge(said)

    vocab.phrases = meanings
    vocab.longest = max((len(p) for p in meanings), default=1)
    vocab.words = frozenset(w for p in meanings for w in p)
    vocab.command_lines = tuple(sorted(" ".join(p) for p, m in meanings.items() if m.commands))
    vocab.word_list = tuple(sorted(vocab.words | {w for p in vocab.languages for w in p}))
    return vocab


def _larger_numbers(tr: Translator) -> list[tuple[int, str]]:
    """Number words above 13, up to 100, for settings and the big games' columns
    (``snelheid tachtig``, ``kolom veertien``): ``number teens`` (14 to 19, in order),
    ``number tens`` (20, 30, ... 100, in order) and ``number compound``, the pattern that joins
    a unit to a ten (``{unit}en{tens}``: vijfentwintig; ``{tens} {unit}``: twenty five)."""
    teens = [_aliases(tr, MEANING_WORD_KEYS["teens"])]
    tens = _aliases(tr, MEANING_WORD_KEYS["tens"])
    patterns = _aliases(tr, MEANING_WORD_KEYS["compound"])
    out = [(14 + i, form) for i, form in enumerate(teens[0][:6])]
    out += [(20 + 10 * i, form) for i, form in enumerate(tens[:9])]
    units = {n: _aliases(tr, NUMBER_KEYS[n]) for n in range(1, 10)}
    for i, ten in enumerate(tens[:8]):
        for n, forms in units.items():
            for unit in forms:
                for pattern in patterns:
                    with contextlib.suppress(KeyError, IndexError, ValueError):
                        out.append((20 + 10 * i + n, pattern.format(unit=unit, tens=ten)))
    return out


def _rules_value(word: str) -> str | None:
    """The ``rules`` value ``word`` names in any language the game speaks: a rule set
    (``klassiek``, ``versoepeld``) or ``traditioneel``; ``None`` for any other word."""
    wanted = " ".join(word.lower().split())
    for (kind, value), key in VALUE_KEYS.items():
        if kind != "rules":
            continue
        for language in available_languages():
            if wanted in split_aliases(translator(language).pgettext("vocab", key).lower()):
                return value
    return None


def rules_named(word: str) -> Rules | None:
    """The rules ``word`` names in any language the game speaks (``klassiek``, ``makkelijk``,
    ``relaxed``): the same words ``nieuw spel makkelijk`` accepts, for ``--regels`` and the
    new-game question. ``traditioneel`` is no rule set (it goes with either): ``None``."""
    value = _rules_value(word)
    if value is None:
        value = _rules_among(word)  # "versoepelde regels", "doe maar klassiek"
    return Rules(value) if value in RULE_SETS else None


def _rules_among(text: str) -> str | None:
    """The one rule set the words of ``text`` name, each word alone or in another form of
    it (``makkelijke``), in any language; ``None`` when none or two are named, or the line
    says no (``niet versoepeld``) or a number."""
    found: set[str] = set()
    for token in normalize.tokens(text):
        if token.isdecimal():
            return None
        for language in available_languages():
            if token in _negations(language):
                return None
            for form in (token, *lemma.candidates(token, language)):
                value = _rules_value(form)
                if value is not None:
                    found.add(value)
                    break
    found.difference_update((TRADITIONAL, APP, WINNABLE))
    return next(iter(found)) if len(found) == 1 else None


@cache
def _negations(language: str) -> frozenset[str]:
    tr = translator(language)
    return frozenset(
        w for f in _aliases(tr, MEANING_WORD_KEYS["negation"]) for w in normalize.tokens(f)
    )


def _game_key(text: str) -> str:
    """A game's name as compared: quotes, hyphens, underscores, spaces and case left out."""
    bare = text.strip().strip("\"'`\u201c\u201d\u2018\u2019").lower()
    return " ".join(bare.replace("-", " ").replace("_", " ").split())


def variant_named(word: str) -> Variant | None:
    """The game ``word`` names in any language the game speaks: the names ``nieuw spel``
    takes (``drie blinde muizen``, ``wesp``, ``scorpion 2``, ``three blind mice``) and the
    option values (``three-blind-mice``), with or without hyphens or quotes, in any case; for
    ``--variant`` of the game and of the solver alike. ``None`` for any other word."""
    wanted = _game_key(word)
    if not wanted:
        return None
    for variant, spec in SPECS.items():
        if wanted == _game_key(variant.value):
            return variant
        for language in available_languages():
            names = split_aliases(translator(language).pgettext("vocab", spec.command_key))
            if any(wanted == _game_key(name) for name in names):
                return variant
    return None


def variant_option_names(tr: Translator) -> tuple[str, ...]:
    """Every game's name as an option value in ``tr``'s language, in the registry's order
    (``scorpion``, ..., ``drie-blinde-muizen``, ``dubbele-scorpion``): its first name in the
    catalog, hyphenated."""
    names = []
    for spec in SPECS.values():
        first = split_aliases(tr.pgettext("vocab", spec.command_key))[0]
        names.append("-".join(_game_key(first).split()))
    return tuple(names)


def traditional_named(word: str) -> bool:
    """Whether ``word`` names the traditional rules (``traditioneel``, ``traditional``)."""
    return _rules_value(word) == TRADITIONAL


def app_named(word: str) -> bool:
    """Whether ``word`` names the app's own rules, the way back from the traditional ones
    (``app-regels``, ``zonder traditionele regels``, ``app rules``)."""
    return _rules_value(word) == APP


def winnable_named(word: str) -> bool:
    """Whether ``word`` asks for a winnable deal (``winbaar``, ``winnable``)."""
    return _rules_value(word) == WINNABLE


def _phrases(tr: Translator, meaning: str) -> tuple[tuple[str, ...], ...]:
    """The catalog's phrases for a meaning word (``MEANING_WORD_KEYS``), each as its tokens,
    the longest first (so a longer phrase is matched before a phrase it contains)."""
    found = (tuple(normalize.tokens(f)) for f in _aliases(tr, MEANING_WORD_KEYS[meaning]))
    return tuple(sorted((p for p in found if p), key=len, reverse=True))
