"""``zetten``'s closing sentence about whole columns ("Hartenheer mag ook met de hele kolom naar
de lege kolom 7; dat verandert alleen het nummer van de kolom.") names the empty columns it
is true of, and is never said of a column where it is false (trial 7): while the reserve is
still to be dealt, a whole column moved from or to a column it is dealt onto decides which
reserve card lands there, a real move that the list names (829fbf0).

"Only the column's number" is checked against the table itself, not the engine's rule: the
move is played on a copy, and the columns must be the same columns in another order, with
every column the reserve is still to be dealt onto unchanged. Every game x Klassiek/Versoepeld
x app/traditional rules (with and without a reserve, Three Blind Mice's cards beside the table,
Double Scorpion's two decks), on a table built for it and on random play of real deals, in
Dutch and English."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest
from every import EVERY, Case, case_id
from positions import build

from scorpion_a11y.game.cards import Card
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import Game, Move
from scorpion_a11y.game.rules import Variant, spec_of
from scorpion_a11y.narration import Narrator, answers
from scorpion_a11y.narration.answers import MOVES_PAGE, MOVES_WHOLE, remaining_moves

NL = Narrator("nl")
EN = Narrator("en")

_SENTENCE_NL = re.compile(
    r"([^.]*?) (?:mag|mogen) ook(?:,)? (?:met de hele kolom|elk met de hele kolom,) naar de lege "
    r"kolom (?:(\d+)|\(kolom ([^)]*)\)); dat verandert alleen het nummer van de kolom\."
)
_SENTENCE_EN = re.compile(
    r"([^.]*?) may also go(?:,)? (?:with its whole column|each with its whole column,) onto "
    r"(?:the empty column (\d+)|an empty column \(column ([^)]*)\)); that changes only the "
    r"column's number\."
)


def whole_list(narrator: Narrator, game: Game) -> str:
    """``zetten`` with every part of a long list (``meer zetten``) one after the other."""
    count = len(remaining_moves(game))
    parts = 1 if count <= MOVES_WHOLE else -(-count // MOVES_PAGE)
    return " ".join(answers.legal_moves(narrator.tr, game, page) for page in range(parts))


def _numbers(one: str | None, several: str | None) -> set[int]:
    if one:
        return {int(one) - 1}
    assert several
    return {int(n) - 1 for n in re.findall(r"\d+", several)}


def said_nl(game: Game) -> set[tuple[Card, int | None, int]]:
    """(card, source column when named, empty column) for every whole-column move the Dutch
    sentence says only renumbers."""
    found: set[tuple[Card, int | None, int]] = set()
    text = whole_list(NL, game)
    for match in _SENTENCE_NL.finditer(text):
        names, one, several = match.groups()
        names = names.split(": ")[-1].strip()
        for name in names.split(", "):
            card_name, _, source = name.lower().partition(" uit kolom ")
            src = int(source) - 1 if source else None
            for column in _numbers(one, several):
                found.add((Card.from_name(card_name), src, column))
    return found


def said_columns_en(game: Game) -> list[set[int]]:
    return [_numbers(m[2], m[3]) for m in _SENTENCE_EN.finditer(whole_list(EN, game))]


def layout(game: Game, c: int) -> tuple[int, tuple[Card, ...]]:
    return game.face_down_count(c), game.column(c)


def only_renumbers(game: Game, move: Move) -> bool:
    """Playing ``move`` leaves the same columns in another order, and every column the reserve
    is still to be dealt onto as it was (the table's own account, not the engine's rule)."""
    after = game.copy()
    after.play(move)
    same = Counter(layout(game, c) for c in range(game.columns)) == Counter(
        layout(after, c) for c in range(after.columns)
    )
    same = same and after.removed == game.removed and after.reserve == game.reserve
    if not game.reserve_dealt:
        dealt_onto = game.spec.reserve_columns[: len(game.reserve)]
        same = same and all(layout(game, c) == layout(after, c) for c in dealt_onto)
    return same


def check(game: Game) -> int:
    """The sentence is true of every column it names, names each move ``zetten`` leaves out,
    and every whole-column move that is more than a renumbering is in the list; the English
    sentence names the same columns. How many moves the sentence named."""
    listed = set(remaining_moves(game))
    empty = [c for c in range(game.columns) if game.top(c) is None]
    left_out = {m for m in game.legal_moves(renumbering=True) if m not in listed and m.to in empty}
    said = said_nl(game)
    expected = {
        (m.card, m.src if m.src is not None and _two_face_up(game, m.card) else None, m.to)
        for m in left_out
    }
    assert said == expected, (whole_list(NL, game), expected)
    for m in left_out:
        assert only_renumbers(game, m), (m, whole_list(NL, game))
    for m in game.legal_moves(renumbering=True):
        if m.to in empty and not only_renumbers(game, m):
            assert m in listed, (m, whole_list(NL, game))
    english = said_columns_en(game)
    dutch = [_numbers(m[2], m[3]) for m in _SENTENCE_NL.finditer(whole_list(NL, game))]
    assert english == dutch, whole_list(EN, game)
    return len(left_out)


def _two_face_up(game: Game, card: Card) -> bool:
    return sum(1 for c in range(game.columns) if card in game.face_up(c)) > 1


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_the_sentence_names_only_columns_where_the_move_only_renumbers(case: Case) -> None:
    """A king alone on a column the reserve is dealt onto and one on another column, empty
    columns of both kinds: the sentence speaks of the second king and the other empty
    columns only; the first king's moves, and the second's onto the reserve's columns, are
    listed."""
    variant, rules, traditional = case
    spec = spec_of(variant)
    dealt_onto = spec.reserve_columns
    others = [c for c in range(spec.columns) if c not in dealt_onto]
    columns = [""] * spec.columns
    first_other, holder = others[0], others[1]
    columns[first_other] = "hartenheer"
    columns[holder] = "3 | schoppen 9"  # Three Blind Mice: schoppen 8 beside goes onto it
    if dealt_onto:
        columns[dealt_onto[0]] = "ruitenheer"
    reserve = ", ".join(
        ["schoppen 8", "schoppen 10", "schoppenvrouw", "klaveren 8", "klaveren 9", "klaveren 10"][
            : spec.reserve_size
        ]
    )
    game = Game(
        build(
            *columns,
            reserve=reserve,
            rules=rules,
            variant=variant,
            traditional=traditional,
            rest=holder,
        )
    )
    assert check(game) > 0
    said = said_nl(game)
    hearts, diamonds = Card.from_name("hartenheer"), Card.from_name("ruitenheer")
    empty_others = {c for c in others if c not in (first_other, holder)}
    assert {(card, column) for card, _, column in said} == {(hearts, c) for c in empty_others}
    assert not any(card == diamonds for card, _, _ in said)
    text = whole_list(NL, game)
    if dealt_onto:  # the real moves are listed one by one
        assert "hartenheer naar de lege kolom (kolom 2" in text, text
    if variant is Variant.SCORPION and not traditional:
        assert text.endswith(
            "Hartenheer mag ook met de hele kolom naar de lege kolom (kolom 6 of 7); dat "
            "verandert alleen het nummer van de kolom."
        ), text
        assert whole_list(EN, game).endswith(
            "King of hearts may also go with its whole column onto an empty column (column 6 "
            "or 7); that changes only the column's number."
        )


def test_one_empty_column_is_named_alone() -> None:
    game = Game(
        build(
            "",
            "",
            "",
            "hartenheer",
            "3 | harten 4",
            "schoppen 2",
            "",
            reserve="schoppen 8, schoppen 10, schoppenvrouw",
        )
    )
    assert whole_list(NL, game).endswith(
        "Hartenheer mag ook met de hele kolom naar de lege kolom 7; dat verandert alleen het "
        "nummer van de kolom."
    )
    assert whole_list(EN, game).endswith(
        "King of hearts may also go with its whole column onto the empty column 7; that "
        "changes only the column's number."
    )
    assert check(game) == 1


@pytest.mark.parametrize("rules", list(Rules))
@pytest.mark.parametrize("traditional", [False, True])
def test_double_scorpion_names_the_copy_it_is_true_of(rules: Rules, traditional: bool) -> None:
    """Two hartenheren alone on a column each: the one on a column the reserve is dealt onto
    makes real moves (listed); the sentence names the other by its column."""
    columns = [""] * 14
    columns[0] = "hartenheer"
    columns[8] = "hartenheer"
    columns[9] = "3 | schoppen 9"
    game = Game(
        build(
            *columns,
            reserve="schoppen 8, schoppen 10, schoppenvrouw, klaveren 8, klaveren 9, klaveren 10",
            rules=rules,
            variant=Variant.DOUBLE_SCORPION,
            traditional=traditional,
            rest=9,
        )
    )
    assert check(game) == 6
    text = whole_list(NL, game)
    assert text.endswith(
        "Hartenheer uit kolom 9 mag ook met de hele kolom naar de lege kolom (kolom 7, 8, 11, 12, "
        "13 of 14); dat verandert alleen het nummer van de kolom."
    ), text
    assert whole_list(EN, game).endswith(
        "King of hearts from column 9 may also go with its whole column onto an empty column "
        "(column 7, 8, 11, 12, 13 or 14); that changes only the column's number."
    )
    game.deal_reserve()  # no reserve left: both copies only renumber, each named
    assert whole_list(NL, game).endswith(
        "Hartenheer uit kolom 1, hartenheer uit kolom 9 mogen ook, elk met de hele kolom, naar "
        "de lege kolom (kolom 7, 8, 11, 12, 13 of 14); dat verandert alleen het nummer van de "
        "kolom."
    )
    assert check(game) == 12


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_random_play_never_says_it_of_a_column_where_it_is_false(case: Case) -> None:
    """Real deals played at random, kings and whole columns sent to empty columns often: at
    every table where the sentence is said, it is checked against the table itself."""
    variant, rules, traditional = case
    rng = random.Random(f"{case_id(case)}")
    named = 0
    for number in range(1, 7):
        if named >= 6:
            break
        game = Game.new(number, rules, variant, traditional)
        for _ in range(80):
            moves = game.legal_moves(renumbering=True)
            actions = remaining_moves(game)
            if not moves and not actions:
                break
            named += check(game) if len(moves) > len(game.legal_moves()) else 0
            empty = {c for c in range(game.columns) if game.top(c) is None}
            to_empty = [m for m in moves if m.to in empty]
            pool = to_empty if to_empty and rng.random() < 0.6 else (actions or moves)
            game.play(rng.choice(pool))
            if game.won:
                break
    assert named > 0, "random play met no whole column to move: choose other deals"
