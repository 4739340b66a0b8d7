"""Tab completion: the current word or phrase completed from what fits at that point, few and
relevant (a screen reader reads every candidate aloud).

- At the start of a line: the commands (as help writes them), the move verbs, the cards, the
  questions in one's own words that name no card or number (``hoeveel reeksen zijn er
  weg``, ``instellingen``), as the reference gives them, and the words that say the next part
  of a long answer (``meer zetten``, ``meer regels``), as the answer says them.
- A card: ``schoppen v`` completes to ``schoppenvrouw`` (the suit and the rank written apart),
  ``harten 1`` to ``harten 10``.
- After ``nieuw spel`` (any form of it): the games and the rule words, nothing else; after
  ``regels`` the games and rule sets, after ``statistiek`` the games, ``traditioneel``,
  ``app-regels`` and ``alle spellen``.
- After the save command's words (``bewaar stand als``): nothing, the name is the player's.
- After a setting's command (``uitvoer``, ``uitvoerigheid``, ``geluid``, ``antwoord``, ``taal``,
  ``help``): that setting's values (help: its topics and the commands).
- Elsewhere in a line: the cards and the words of a move (``naar``, ``kolom``, ``uit``).

Only words as the catalogs write them for the player: never the reading by meaning's word
forms (``intent ...``), which are stems (``vertel meer na elk zet``), nor the words of natural
speech around a command; its questions only as their typed examples (``intent example``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache

from ..game.cards import DECK
from ..i18n import Translator
from ..names import card_name

#: The settings' commands and the vocabulary keys of the values that follow them.
_VALUES = {
    "command output": ("output ",),
    "command verbosity": ("verbosity ",),
    "command sound": ("sound ",),
    "command answer": ("answer ",),
    "command language": ("this language",),
    "command help": ("topic ", "rules ", "command "),
}


@dataclass(frozen=True)
class Words:
    """What Tab may offer, by where in the line it is typed."""

    #: At the start of a line.
    start: tuple[str, ...]
    #: The cards (also matched with the suit and the rank written apart).
    cards: frozenset[str]
    #: A line starting with one of these phrases (longest first) continues with those words.
    after: tuple[tuple[str, tuple[str, ...]], ...]
    #: Anywhere else in a line.
    anywhere: tuple[str, ...]


def _first(aliases: dict[str, tuple[str, ...]], prefix: str) -> list[str]:
    """The main form (the first, as help shows it) of each vocabulary key starting ``prefix``."""
    return [forms[0] for key, forms in aliases.items() if key.startswith(prefix) and forms]


def _words(forms: Iterable[str]) -> list[str]:
    """Forms worth completing: whole words, not letters (``h``) or digits."""
    return [f.lower() for f in forms if len(f) > 2 and not f.isdigit()]


@cache
def completion_words(tr: Translator) -> Words:
    from ..commands.vocabulary import WORD_KEYS, vocabulary

    aliases = vocabulary(tr).aliases
    cards = [card_name(tr, card).lower() for card in DECK]
    commands = [f for key, forms in aliases.items() if key.startswith("command ") for f in forms]
    start = {
        *_words(commands),
        *_words(_first(aliases, "phrases ")),
        *_words(aliases.get(WORD_KEYS["verb"], ())),
        *cards,
        *_questions(tr, cards),
        # the words that say the next part of a long answer, as the answer says them
        tr.pgettext("answer", "next moves").lower(),
        tr.pgettext("rules part", "more rules").lower(),
    }
    after: list[tuple[str, tuple[str, ...]]] = []
    games = tuple(sorted(set(_words(_first(aliases, "game ") + _first(aliases, "rules ")))))
    for form in (*aliases.get("command new", ()), *aliases.get("phrases new", ())):
        after.append((form.lower(), games))
    names = _first(aliases, "game ")
    winnable = _first(aliases, "rules winnable")  # a deal, not rules: no rules of its own
    told = {  # what may follow the rules and the statistics: a game, a rule set, a scope
        "command rules": [*names, *(w for w in _first(aliases, "rules ") if w not in winnable)],
        "command statistics": [
            *names,
            *_first(aliases, "rules traditional"),
            *_first(aliases, "rules app"),
            *_first(aliases, "scope "),
        ],
    }
    for command, following in told.items():
        for form in aliases.get(command, ()):
            after.append((form.lower(), tuple(sorted(set(_words(following))))))
    for form in aliases.get("command save", ()):
        after.append((form.lower(), ()))  # the name: free text, nothing to complete
    for command, keys in _VALUES.items():
        values = tuple(sorted({f for key in keys for f in _words(_first(aliases, key))}))
        for form in aliases.get(command, ()):
            after.append((form.lower(), values))
    move = [
        f for kind in ("to", "from", "column") for f in _words(aliases.get(WORD_KEYS[kind], ()))
    ]
    return Words(
        start=tuple(sorted(start)),
        cards=frozenset(cards),
        after=tuple(sorted(after, key=lambda pair: -len(pair[0]))),
        anywhere=tuple(sorted({*cards, *move})),
    )


def _questions(tr: Translator, cards: list[str]) -> list[str]:
    """The questions one may ask in one's own words, as the reference gives them and as they
    are understood (``hoeveel reeksen zijn er weg``, ``heb ik verloren``, ``instellingen``):
    only the ones that hold in any game as they stand, never one naming a card or a number
    (``waar kan harten 4 heen`` is an example, not the player's question)."""
    from ..commands.declare import QUESTIONS
    from ..narration.help import intent_examples

    found = []
    for question in QUESTIONS:
        for example in intent_examples(tr, question.id):
            line = example.lower()
            if any(c.isdigit() for c in line) or any(card in line for card in cards):
                continue
            found.append(line)
    return found


def _starts(text: str) -> list[int]:
    """Where each word of ``text`` starts."""
    return [i for i in range(len(text)) if text[i] != " " and (i == 0 or text[i - 1] == " ")]


def _fitting(words: Words, before: str) -> tuple[str, ...]:
    """The words that may come after ``before`` (the line up to the word being typed)."""
    said = " ".join(before.split())
    if not said:
        return words.start
    for phrase, following in words.after:
        if said == phrase or said.startswith(phrase + " "):
            return following
    return words.anywhere


def _fits(words: Words, word: str, tail: str) -> bool:
    if word.startswith(tail):
        return word != tail
    # a card with its suit and rank written apart: "schoppen v" -> schoppenvrouw
    joined = tail.replace(" ", "")
    return word in words.cards and word.replace(" ", "").startswith(joined) and joined != word


def completions(words: Words, typed: str) -> Iterator[tuple[str, int]]:
    """(word, length of the typed tail it replaces) for each word completing ``typed``.

    The longest tail that something completes wins: ``harten 1`` completes to ``harten 10``,
    ``waar is schoppenbo`` to ``schoppenboer``, ``nieuw spel d`` to the games starting with
    d."""
    before = typed.lower()
    if not before.strip():
        return
    for start in _starts(before):
        tail = before[start:]
        found = [w for w in _fitting(words, before[:start]) if _fits(words, w, tail)]
        if found:
            for word in found:
                yield word, len(tail)
            return
