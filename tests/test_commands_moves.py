"""Moves as players type and dictate them: every form of the same move gives the same Play."""

from __future__ import annotations

import pytest

from scorpion_a11y.commands import parse
from scorpion_a11y.commands.model import Ambiguous, ParseError, ParseErrorKind, Play, Refused
from scorpion_a11y.game import dealfile
from scorpion_a11y.game.cards import DECK, Card, Rank, Suit, run_of
from scorpion_a11y.game.deal import ColumnLayout, Position, Rules
from scorpion_a11y.game.engine import DEAL_RESERVE, Game, Move
from scorpion_a11y.game.events import Reason
from scorpion_a11y.i18n import translator

NL = translator("nl")
EN = translator("en")
K = ParseErrorKind


def seed() -> Game:
    return Game(dealfile.load("tests/data/seed.json"))


def card(name: str) -> Card:
    return Card.from_name(name)


def table(*columns: str, rules: Rules = Rules.KLASSIEK, removed: tuple[Suit, ...] = ()) -> Game:
    """A game with these face-up columns (names bottom to top, comma-separated); every other
    card lies face down under the last column's face-up cards."""
    cols = [[card(n.strip()) for n in c.split(",") if n.strip()] for c in columns]
    cols += [[] for _ in range(7 - len(cols))]
    used = {c for col in cols for c in col} | {c for s in removed for c in run_of(s)}
    rest = tuple(c for c in DECK if c not in used)
    layout = [ColumnLayout((), tuple(col)) for col in cols[:6]]
    layout.append(ColumnLayout(rest, tuple(cols[6])))
    return Game(Position(tuple(layout), (), removed, rules))


H4_TO_7 = Play(Move(card("harten 4"), 6))

SAME_MOVE = [
    "4 harten naar kolom 7",
    "harten 4 naar kolom 7",
    "harten 4 naar 7",
    "4h naar 7",
    "h4 naar 7",
    "4♥ naar 7",
    "♥4 op 7",
    "vier harten naar kolom zeven",
    "Harten 4 naar kolom 7.",
    "  HARTEN   4   NAAR   KOLOM   7 !!",
    "harten 4 op 7",
    "zet harten 4 naar 7",
    "leg 4 harten op kolom 7",
    "verplaats harten vier naar zeven",
    "harten 4",
    "harten 4 op harten 5",
    "4 harten op 5 harten",
    "4h op 5h",
    "harten 4 harten 5",
    "2 naar 7",
    "kolom 2 naar kolom 7",
    "kolom twee naar kolom zeven",
    "harten 4 uit kolom 2 naar 7",
    "\U0001f0b4 naar 7",  # the playing card four of hearts
    "harten4 naar 7",
    "harten 4 7",
]


@pytest.mark.parametrize("line", SAME_MOVE)
def test_every_form_of_the_first_move_of_the_seed_is_the_same_move(line: str) -> None:
    assert parse(line, seed(), NL) == H4_TO_7


@pytest.mark.parametrize(
    "line", ["4 hearts to column 7", "four of hearts to 7", "4 of hearts on 5 of hearts", "4h"]
)
def test_english_moves(line: str) -> None:
    assert parse(line, seed(), EN) == H4_TO_7


def test_dutch_words_are_not_english_commands() -> None:
    result = parse("harten 4 naar kolom 7", seed(), EN)
    assert isinstance(result, ParseError)  # never done; the answer says how to switch
    assert (result.kind, result.text) == (K.OTHER_LANGUAGE, "nl")


def _jack_position() -> Game:
    # hartenboer on top of column 1, hartenvrouw on top of column 3.
    return table(
        "klaveren 2, hartenboer",
        "schoppen 7",
        "ruiten 9, hartenvrouw",
        "schoppen 3",
        "klaveren 5",
        "ruiten 5",
        "ruiten 6",
    )


@pytest.mark.parametrize(
    "line",
    [
        "hartenboer naar kolom 3",
        "harten boer naar 3",
        "boer harten naar 3",
        "boer van harten naar 3",
        "hb naar 3",
        "bh op 3",
        "hartenboer op hartenvrouw",
        "hb op hv",
        "hb",
        "HB.",
        "harten elf naar 3",
        "harten 11 naar 3",
        "\U0001f0bb naar 3",
    ],
)
def test_honours_as_one_word_two_words_letters_and_numbers(line: str) -> None:
    assert parse(line, _jack_position(), NL) == Play(Move(card("hartenboer"), 2))


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("hh", "hartenheer"),  # h next to h: harten and heer
        ("h h", "hartenheer"),
        ("schoppen h", "schoppenheer"),  # next to a suit, h is the king
        ("sh", "schoppenheer"),
        ("kh", "klaverenheer"),
        ("h schoppen", "schoppenheer"),
        ("ha", "hartenaas"),  # next to a rank letter, h is the suit
        ("hv", "hartenvrouw"),
        ("h 5", "harten 5"),
    ],
)
def test_the_letter_h_is_harten_or_heer_by_the_other_word(line: str, expected: str) -> None:
    # every card face up in one long column, so "waar is" answers for each
    names = ["hartenheer", "schoppenheer", "klaverenheer", "hartenaas", "hartenvrouw", "harten 5"]
    game = table(
        ", ".join(names), "ruiten 2", "ruiten 3", "ruiten 4", "ruiten 5", "ruiten 6", "ruiten 7"
    )
    assert parse(f"waar is {line}", game, NL) == parse(f"waar is {expected}", game, NL)
    result = parse(f"waar is {line}", game, NL)
    assert result.__class__.__name__ == "WhereIs"
    assert result.card == card(expected)  # type: ignore[union-attr]


def _kings() -> Game:
    return table("klaveren 9, hartenheer", "", "schoppenheer", "", "ruiten 4", "", "klaveren 3")


def test_a_king_alone_goes_to_the_leftmost_empty_column() -> None:
    assert parse("hartenheer", _kings(), NL) == Play(Move(card("hartenheer"), 1))


def test_a_king_with_a_named_empty_column_goes_there() -> None:
    assert parse("hartenheer naar 6", _kings(), NL) == Play(Move(card("hartenheer"), 5))


def test_a_king_alone_in_its_column_is_not_moved_on_a_guess() -> None:
    result = parse("schoppenheer", _kings(), NL)
    assert isinstance(result, ParseError)
    assert result.kind is K.NO_TARGET


def test_several_kings_onto_an_empty_column_is_ambiguous() -> None:
    result = parse("heer naar 2", _kings(), NL)
    assert result == Ambiguous((Move(card("hartenheer"), 1), Move(card("schoppenheer"), 1)))
    assert parse("1", _kings(), NL, result.options) == Play(Move(card("hartenheer"), 1))


def _relaxed() -> Game:
    game = Game.new(5, Rules.VERSOEPELD)
    h2 = card("harten 2")
    assert {m.to for m in game.legal_moves() if m.card is h2} == {2, 6}
    return game


def test_relaxed_rules_a_card_with_two_targets_is_ambiguous_and_nothing_moves() -> None:
    game = _relaxed()
    before = game.position()
    result = parse("harten 2", game, NL)
    assert result == Ambiguous((Move(card("harten 2"), 2), Move(card("harten 2"), 6)))
    assert game.position() == before and game.moves == 0


@pytest.mark.parametrize(
    ("line", "to"),
    [("1", 2), ("2", 6), ("twee", 6), ("naar 7", 6), ("op kolom 3", 2), ("harten 2 naar 7", 6)],
)
def test_a_choice_is_picked_by_number_or_a_fuller_command(line: str, to: int) -> None:
    game = _relaxed()
    options = parse("harten 2", game, NL)
    assert isinstance(options, Ambiguous)
    assert parse(line, game, NL, options.options) == Play(Move(card("harten 2"), to))


def test_a_choice_number_that_is_not_offered() -> None:
    game = _relaxed()
    options = parse("harten 2", game, NL)
    assert isinstance(options, Ambiguous)
    result = parse("3", game, NL, options.options)
    assert isinstance(result, ParseError)
    assert result.kind is K.CHOICE_OUT_OF_RANGE and result.high == 2


def test_columns_only_with_several_fitting_cards_is_ambiguous() -> None:
    # Versoepeld: both 4s of column 1 may go onto the 5 of column 2.
    game = table(
        "harten 4, klaveren 9, schoppen 4",
        "ruiten 5",
        "klaveren 2",
        "klaveren 3",
        "klaveren 6",
        "klaveren 7",
        "klaveren 10",
        rules=Rules.VERSOEPELD,
    )
    result = parse("1 naar 2", game, NL)
    assert result == Ambiguous((Move(card("harten 4"), 1), Move(card("schoppen 4"), 1)))


def test_a_fully_named_illegal_move_is_the_engines_refusal() -> None:
    result = parse("klaveren 5 naar 2", seed(), NL)
    assert isinstance(result, Refused)
    assert result.refusal.reason is Reason.NOT_ONE_HIGHER
    assert result.refusal.card == card("klaveren 5") and result.refusal.column == 1


def test_wrong_suit_in_classic_rules_is_refused_with_the_rule() -> None:
    # ruiten 4 (column 6) onto harten 5 (top of column 7)
    game = Game.new(1)
    result = parse("harten 4 naar 3", seed(), NL)
    assert isinstance(result, Refused)
    game = seed()
    result = parse("ruiten 4 naar 7", game, NL)
    assert isinstance(result, Refused)
    assert result.refusal.reason is Reason.WRONG_SUIT


def test_deal_the_reserve() -> None:
    for line in ("reserve", "deel", "deel reserve", "Deel de reserve"):
        assert parse(line, seed(), NL) == Play(DEAL_RESERVE), line
    game = seed()
    game.deal_reserve()
    result = parse("deel", game, NL)
    assert isinstance(result, Refused)
    assert result.refusal.reason is Reason.RESERVE_ALREADY_DEALT


def test_parsing_never_changes_the_game() -> None:
    game = seed()
    before = game.position()
    for line in [*SAME_MOVE, "deel", "terug", "harten 2", "2 naar 7"]:
        parse(line, game, NL)
    assert game.position() == before
    assert game.moves == 0 and not game.can_undo


def test_a_play_can_be_applied() -> None:
    game = seed()
    result = parse("4h naar 7", game, NL)
    assert isinstance(result, Play)
    game.play(result.action)
    assert game.top(6) == card("schoppen 7")
    assert parse("terug", game, NL).__class__.__name__ == "Undo"


def test_removed_card_is_refused_by_the_engine() -> None:
    game = table("klaveren 2", "klaveren 3", "", "", "", "", "klaveren 4", removed=(Suit.HARTEN,))
    result = parse("harten 4 naar 2", game, NL)
    assert isinstance(result, Refused)
    assert result.refusal.reason is Reason.CARD_REMOVED
    assert result.refusal.card == Card(Suit.HARTEN, Rank.VIER)
