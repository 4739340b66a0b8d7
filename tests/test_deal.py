"""Numbered deals: the same number gives the same deal everywhere, forever (docs/deals.md)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorpion_a11y.game.cards import DECK, Card
from scorpion_a11y.game.deal import MAX_DEAL, MIN_DEAL, Rules, SplitMix64, deal, shuffled_deck
from scorpion_a11y.game.rules import Variant, spec_of


def names(cards: tuple[Card, ...]) -> list[str]:
    return [card.name for card in cards]


# Generated once by this implementation and frozen: if one of these changes, every shared
# deal number in the world changes. Never "fix" these lists; fix the code.
DEAL_1 = [
    "ruiten 7", "harten 9", "ruiten 4", "klaveren 8", "ruiten 8", "schoppen 5", "ruitenboer",
    "ruiten 6", "schoppen 9", "hartenboer", "ruiten 5", "ruitenheer", "harten 3", "ruiten 2",
    "klaverenboer", "klaveren 5", "klaveren 7", "klaveren 4", "harten 2", "ruitenaas",
    "schoppen 6", "hartenheer", "klaverenheer", "klaveren 10", "schoppen 10", "schoppenboer",
    "ruiten 10", "schoppen 8", "hartenvrouw", "schoppen 4", "harten 6", "harten 7",
    "schoppenaas", "harten 5", "klaverenaas", "schoppenheer", "klaveren 6", "schoppenvrouw",
    "klaverenvrouw", "ruitenvrouw", "ruiten 9", "ruiten 3", "schoppen 3", "hartenaas",
    "harten 4", "klaveren 2", "harten 8", "harten 10", "klaveren 3", "schoppen 2", "klaveren 9",
    "schoppen 7",
]  # fmt: skip
DEAL_1234 = [
    "ruiten 2", "schoppen 4", "klaveren 5", "ruitenaas", "ruiten 8", "ruitenheer", "hartenboer",
    "ruiten 3", "klaverenaas", "ruiten 5", "schoppen 6", "ruiten 6", "harten 2", "ruiten 7",
    "schoppen 7", "klaveren 6", "harten 7", "klaveren 4", "klaverenboer", "schoppen 9",
    "klaveren 9", "hartenheer", "harten 8", "schoppenheer", "hartenvrouw", "klaveren 8",
    "schoppen 3", "schoppen 2", "klaveren 7", "schoppenboer", "klaveren 10", "harten 10",
    "klaverenheer", "klaverenvrouw", "klaveren 3", "ruiten 10", "klaveren 2", "schoppen 10",
    "ruitenvrouw", "harten 6", "hartenaas", "schoppenaas", "schoppen 5", "ruitenboer",
    "harten 9", "harten 5", "harten 3", "ruiten 9", "ruiten 4", "schoppen 8", "schoppenvrouw",
    "harten 4",
]  # fmt: skip
DEAL_MAX = [
    "klaveren 6", "ruiten 2", "klaveren 8", "schoppen 3", "harten 10", "schoppen 5",
    "klaveren 4", "hartenvrouw", "harten 3", "hartenboer", "harten 8", "klaveren 5",
    "schoppenboer", "ruitenheer", "schoppen 7", "klaveren 9", "ruiten 4", "ruiten 5", "ruiten 3",
    "ruitenaas", "ruitenboer", "schoppenheer", "hartenaas", "schoppen 4", "harten 7", "ruiten 8",
    "harten 9", "harten 2", "ruiten 9", "klaveren 2", "schoppen 2", "klaverenboer",
    "schoppenvrouw", "harten 6", "ruiten 6", "schoppen 9", "klaverenheer", "schoppenaas",
    "harten 4", "schoppen 6", "klaveren 7", "schoppen 8", "harten 5", "ruitenvrouw",
    "schoppen 10", "klaveren 10", "ruiten 7", "klaverenaas", "ruiten 10", "klaverenvrouw",
    "hartenheer", "klaveren 3",
]  # fmt: skip


@pytest.mark.parametrize(
    ("number", "expected"), [(1, DEAL_1), (1234, DEAL_1234), (4294967295, DEAL_MAX)]
)
def test_golden_deals_never_change(number: int, expected: list[str]) -> None:
    assert names(shuffled_deck(number)) == expected


def test_deal_1_lies_on_the_table_as_docs_deals_md_shows() -> None:
    position = deal(1)
    table = [(names(col.face_down), names(col.face_up)) for col in position.columns]
    assert table == [
        (["ruiten 7", "ruiten 6", "klaverenboer"],
         ["hartenheer", "hartenvrouw", "schoppenheer", "schoppen 3"]),
        (["harten 9", "schoppen 9", "klaveren 5"],
         ["klaverenheer", "schoppen 4", "klaveren 6", "hartenaas"]),
        (["ruiten 4", "hartenboer", "klaveren 7"],
         ["klaveren 10", "harten 6", "schoppenvrouw", "harten 4"]),
        (["klaveren 8", "ruiten 5", "klaveren 4"],
         ["schoppen 10", "harten 7", "klaverenvrouw", "klaveren 2"]),
        ([], ["ruiten 8", "ruitenheer", "harten 2", "schoppenboer", "schoppenaas",
              "ruitenvrouw", "harten 8"]),
        ([], ["schoppen 5", "harten 3", "ruitenaas", "ruiten 10", "harten 5", "ruiten 9",
              "harten 10"]),
        ([], ["ruitenboer", "ruiten 2", "schoppen 6", "schoppen 8", "klaverenaas", "ruiten 3",
              "klaveren 3"]),
    ]  # fmt: skip
    assert names(position.reserve) == ["schoppen 2", "klaveren 9", "schoppen 7"]
    assert position.removed == ()


def test_splitmix64_matches_the_published_reference_outputs() -> None:
    # The reference implementation (Vigna, splitmix64.c) seeded with 0.
    rng = SplitMix64(0)
    assert [rng.next() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


@settings(deadline=None)  # no timing: the machine may be busy
@given(st.integers(MIN_DEAL, MAX_DEAL), st.sampled_from(list(Rules)))
def test_every_deal_is_49_cards_in_7_columns_of_7_and_3_in_the_reserve(
    number: int, rules: Rules
) -> None:
    position = deal(number, rules)
    assert position.rules is rules
    assert len(position.columns) == 7
    for c, column in enumerate(position.columns):
        assert len(column.cards) == 7
        # columns 1-4: 3 face-down under 4 face-up; columns 5-7 all face-up
        assert len(column.face_down) == (3 if c < 4 else 0)
    assert len(position.reserve) == 3
    assert position.removed == ()
    assert sorted(position.cards()) == list(DECK)


@settings(deadline=None)  # no timing: the machine may be busy
@given(st.integers(MIN_DEAL, MAX_DEAL))
def test_the_same_number_always_gives_the_same_deal(number: int) -> None:
    assert deal(number) == deal(number)
    assert deal(number, Rules.VERSOEPELD).columns == deal(number).columns


def test_different_numbers_give_different_deals() -> None:
    decks = {shuffled_deck(n) for n in range(1, 201)}
    assert len(decks) == 200


@pytest.mark.parametrize("number", [0, -1, 2**32, 2**64])
def test_deal_numbers_outside_1_to_2_32_minus_1_are_refused(number: int) -> None:
    with pytest.raises(ValueError):
        deal(number)


@pytest.mark.parametrize("number", ["1234", 1234.0, True, None])
def test_deal_numbers_must_be_whole_numbers(number: object) -> None:
    with pytest.raises(TypeError):
        deal(number)  # type: ignore[arg-type]


def test_the_shuffle_moves_every_card_around() -> None:
    # Over many deals, every card reaches every position at least once: no position is stuck.
    seen = [set() for _ in range(52)]
    for n in range(1, 2001):
        for position, card in enumerate(shuffled_deck(n)):
            seen[position].add(card)
    assert all(len(cards) == 52 for cards in seen)


# ----------------------------------------------------------------------------- other games

# Frozen like the lists above (docs/deals.md, section 7).
DOUBLE_1_FIRST_AND_LAST = (
    ["klaveren 6", "klaveren 7", "hartenboer", "harten 8", "schoppenheer", "ruiten 7",
     "schoppen 6", "harten 8", "harten 6", "harten 9", "harten 5", "klaveren 10", "ruitenheer",
     "klaverenboer"],
    ["ruitenboer", "harten 10", "ruitenboer", "hartenaas", "klaveren 4", "schoppen 7"],
)  # fmt: skip
THREE_BLIND_MICE_1 = [
    ([], ["ruiten 7", "ruiten 5", "schoppen 6", "harten 6", "ruiten 9"]),
    ([], ["harten 9", "ruitenheer", "hartenheer", "harten 7", "ruiten 3"]),
    ([], ["ruiten 4", "harten 3", "klaverenheer", "schoppenaas", "schoppen 3"]),
    ([], ["klaveren 8", "ruiten 2", "klaveren 10", "harten 5", "hartenaas"]),
    ([], ["ruiten 8", "klaverenboer", "schoppen 10", "klaverenaas", "harten 4"]),
    ([], ["schoppen 5", "klaveren 5", "schoppenboer", "schoppenheer", "klaveren 2"]),
    ([], ["ruitenboer", "klaveren 7", "ruiten 10", "klaveren 6", "harten 8"]),
    (["ruiten 6", "klaveren 4", "schoppen 8"], ["schoppenvrouw", "harten 10"]),
    (["schoppen 9", "harten 2", "hartenvrouw"], ["klaverenvrouw", "klaveren 3"]),
    (["hartenboer", "ruitenaas", "schoppen 4"], ["ruitenvrouw", "schoppen 2"]),
]  # fmt: skip


@pytest.mark.parametrize("variant", list(Variant))
def test_every_52_card_game_lays_out_today_s_shuffle(variant: Variant) -> None:
    spec = spec_of(variant)
    position = deal(1234, Rules.VERSOEPELD, variant)
    assert len(position.columns) == spec.columns
    assert len(position.reserve) == spec.reserve_size
    downs = [len(col.face_down) for col in position.columns]
    assert downs == list(spec.face_down)
    if spec.decks == 1:
        order = [
            position.columns[k % spec.columns].cards[k // spec.columns]
            for k in range(spec.columns * spec.rows)
        ]
        assert names(tuple(order) + position.reserve) == DEAL_1234
    else:
        assert sorted(position.cards()) == sorted(DECK * 2)


def test_scorpion_s_deals_are_the_same_in_wasp_and_open_scorpion() -> None:
    for variant in (Variant.WASP, Variant.OPEN_SCORPION):
        assert deal(77, variant=variant).columns == deal(77).columns


def test_three_blind_mice_deal_1_lies_as_docs_deals_md_shows() -> None:
    position = deal(1, variant=Variant.THREE_BLIND_MICE)
    table = [(names(col.face_down), names(col.face_up)) for col in position.columns]
    assert table == THREE_BLIND_MICE_1
    assert names(position.reserve) == ["klaveren 9", "schoppen 7"]


def test_double_scorpion_shuffles_104_cards_with_the_same_generator() -> None:
    cards = names(shuffled_deck(1, 2))
    first, last = DOUBLE_1_FIRST_AND_LAST
    assert cards[:14] == first and cards[-6:] == last
    position = deal(1, variant=Variant.DOUBLE_SCORPION)
    assert names(tuple(col.cards[0] for col in position.columns)) == first
    assert names(position.reserve) == last


def test_docs_deals_md_tables_match_the_deals() -> None:
    text = (Path(__file__).resolve().parents[1] / "docs" / "deals.md").read_text("utf-8")
    for variant, title in (
        (Variant.THREE_BLIND_MICE, "**Deal 1 in Three Blind Mice**"),
        (Variant.DOUBLE_SCORPION, "**Deal 1 in Double Scorpion**"),
    ):
        section = text.split(title, 1)[1].split("\n\n", 2)[1]
        rows = [line for line in section.splitlines() if line.startswith("| kolom")]
        position = deal(1, variant=variant)
        for row, col in zip(rows, position.columns, strict=True):
            down = ", ".join(names(col.face_down))
            up = ", ".join(names(col.face_up))
            assert row.split(" | ", 1)[1] == (f"[{down}] " if down else "") + up + " |"
