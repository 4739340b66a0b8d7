"""What ``regels`` says, read back against the game's actual rules (its ``GameSpec``), for
every game × Klassiek/Versoepeld × app/traditional, in Dutch and in English.

Every number the text gives is read back: columns and cards per column, which columns hold
face-down cards and how many, the reserve and the columns it goes onto, the runs that win, the
undo limit. A text that says "100 keer" where undo has no limit, or 10 columns where the game
has 14, fails here; so does a sentence that does not hold for the game (turning face-down cards
in a game without them, "8 runs win" beside the traditional win rule).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.rules import SPECS, GameSpec, Variant
from scorpion_a11y.narration import Narrator


@dataclass(frozen=True)
class Words:
    """How one language says each fact (regular expressions; groups are numbers)."""

    command: str
    table: str  # columns, cards per column
    face_down: str  # count, column ranges
    range_sep: str  # "1 to 4"
    any_face_down: str
    two_decks: str
    reserve_kept: str  # count
    beside_kept: str  # count
    beside_rule: str  # count
    reserve_columns: str  # list of columns
    at_any_time: str
    only_when_no_move: str
    runs_win: str  # runs
    traditional_win: str
    lost: str
    turn_lost: str
    undo_limit: str  # limit
    undo_unlimited: str
    undo_count: str  # any number of undos
    only_king: str
    any_card_on_empty: str


DUTCH = Words(
    command="regels",
    table=r"(\d+) kolommen van (\d+) kaarten",
    face_down=r"de onderste (\d+) van kolom ([\d a-z]+?) gedekt",
    range_sep=" tot en met ",
    any_face_down="gedekt",
    two_decks="twee kaartspellen",
    reserve_kept=r"(\d+) kaarten blijven over als reserve",
    beside_kept=r"de (\d+) overige kaarten liggen open naast de tafel",
    beside_rule=r"De (\d+) kaarten naast de tafel kun je op elk moment op een kolom leggen",
    reserve_columns=r"één op elk van de kolommen ([\d, en]+)",
    at_any_time="op elk moment",
    only_when_no_move="pas als",
    runs_win=r"met (\d+) reeksen heb je gewonnen",
    traditional_win="je wint als elke kolom leeg is of één complete reeks bevat",
    lost="Dit spel kun je verliezen",
    turn_lost="een gedekte kaart omdraaien",
    undo_limit=r"Je kunt de laatste (\d+) acties ongedaan maken",
    undo_unlimited="Ongedaan maken kan onbeperkt",
    undo_count=r"(\d+) (?:keer|acties|zetten)",
    only_king="Op een lege kolom mag alleen een heer",
    any_card_on_empty="Op een lege kolom mag elke kaart",
)

ENGLISH = Words(
    command="rules",
    table=r"(\d+) columns of (\d+) cards",
    face_down=r"the bottom (\d+) of columns ([\d a-z]+?) face down",
    range_sep=" to ",
    any_face_down="face down",
    two_decks="two decks",
    reserve_kept=r"(\d+) cards are kept as the reserve",
    beside_kept=r"the (\d+) cards left lie face up beside the table",
    beside_rule=r"The (\d+) cards beside the table can be played onto a column at any time",
    reserve_columns=r"one onto each of columns ([\d, and]+)",
    at_any_time="at any time",
    only_when_no_move="only when",
    runs_win=r"with (\d+) runs you win",
    traditional_win="you win when every column is empty or holds one complete run",
    lost="This game can be lost",
    turn_lost="turn a face-down card",
    undo_limit=r"You can undo the last (\d+) actions",
    undo_unlimited="Undo has no limit",
    undo_count=r"(\d+) (?:times|actions|moves)",
    only_king="Only a king may go onto an empty column",
    any_card_on_empty="Any card, with what lies on it, may go onto an empty column",
)

LANGUAGES = {"nl": DUTCH, "en": ENGLISH}
CASES = [
    (lang, variant, rules, traditional)
    for lang in LANGUAGES
    for variant in SPECS
    for rules in Rules
    for traditional in (False, True)
]


#: The end of a part of the traditional rules, said in parts (trial 7): the words for the next.
NEXT_PART = re.compile(r" (?:Zeg (meer regels) voor|Say (more rules) for) [^.]+\.$")


def said_rules(tmp_path: Path, lang: str, spec: GameSpec, rules: Rules, traditional: bool) -> str:
    """What ``regels`` says, every part of it (the words each part offers typed back)."""
    session = Session(Store(tmp_path), Settings(), Statistics(), Narrator(lang))
    session.start(5, rules, variant=spec.variant, traditional=traditional)
    parts = [session.handle(LANGUAGES[lang].command)]
    while (offer := NEXT_PART.search(parts[-1])) is not None and len(parts) < 5:
        parts.append(session.handle(offer.group(1) or offer.group(2)))
    return " ".join(NEXT_PART.sub("", part) for part in parts)


def columns_named(text: str, words: Words) -> set[int]:
    """``1 tot en met 4 en 8 tot en met 11`` -> {1, 2, 3, 4, 8, 9, 10, 11}."""
    named: set[int] = set()
    for low, high in re.findall(rf"(\d+)(?:{words.range_sep}(\d+))?", text):
        named |= set(range(int(low), int(high or low) + 1))
    return named


def one(pattern: str, text: str, what: str) -> re.Match[str]:
    found = list(re.finditer(pattern, text))
    assert len(found) == 1, f"{what}: said {len(found)} times in: {text}"
    return found[0]


@pytest.mark.parametrize(
    ("lang", "variant", "rules", "traditional"),
    CASES,
    ids=[f"{la}-{v.value}-{r.value}-{'trad' if t else 'app'}" for la, v, r, t in CASES],
)
def test_the_rules_text_says_what_the_game_does(
    tmp_path: Path, lang: str, variant: Variant, rules: Rules, traditional: bool
) -> None:
    spec = SPECS[variant]
    w = LANGUAGES[lang]
    text = said_rules(tmp_path, lang, spec, rules, traditional)

    table = one(w.table, text, "the table")
    assert (int(table[1]), int(table[2])) == (spec.columns, spec.rows), table[0]
    assert (w.two_decks in text) == (spec.decks == 2)

    down = {c + 1 for c, n in enumerate(spec.face_down) if n}
    if down:
        said = one(w.face_down, text, "the face-down cards")
        assert {int(said[1])} == {n for n in spec.face_down if n}, said[0]
        assert columns_named(said[2], w) == down, said[0]
    else:
        assert w.any_face_down not in text, "a game without face-down cards explains them"

    if spec.beside:
        assert int(one(w.beside_kept, text, "the cards beside")[1]) == spec.reserve_size
        assert int(one(w.beside_rule, text, "playing them")[1]) == spec.reserve_size
        assert not re.search(w.reserve_kept, text)
    else:
        assert int(one(w.reserve_kept, text, "the reserve")[1]) == spec.reserve_size
        said = one(w.reserve_columns, text, "the reserve's columns")
        named = [int(n) for n in re.findall(r"\d+", said[1])]
        assert named == [c + 1 for c in spec.reserve_columns], said[0]
        assert (w.at_any_time in text) == (not traditional)
        assert (w.only_when_no_move in text) == traditional

    if traditional:
        assert not re.search(w.runs_win, text), "the app's win rule beside the traditional one"
        assert w.traditional_win in text
        assert w.lost in text
        assert (w.turn_lost in text) == bool(down)
    else:
        assert int(one(w.runs_win, text, "the runs that win")[1]) == spec.runs_to_win
        assert w.traditional_win not in text and w.lost not in text

    if spec.undo_limit is None:
        assert w.undo_unlimited in text
        assert not re.search(w.undo_count, text), "a number of undos where there is no limit"
    else:
        assert int(one(w.undo_limit, text, "the undo limit")[1]) == spec.undo_limit
        assert w.undo_unlimited not in text
        found = {int(n) for n in re.findall(w.undo_count, text)}
        assert found <= {spec.undo_limit}, found

    assert (w.only_king in text) == (not spec.empty_takes_any)
    assert (w.any_card_on_empty in text) == spec.empty_takes_any
