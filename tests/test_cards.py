"""Cards: 52 interned immutable values with the rule document's names."""

from __future__ import annotations

import copy
import pickle

import pytest

from scorpion_a11y.game.cards import DECK, Card, Rank, Suit, run_of


def test_deck_has_52_distinct_cards_in_new_deck_order() -> None:
    assert len(DECK) == 52
    assert len(set(DECK)) == 52
    assert [card.index for card in DECK] == list(range(52))
    assert DECK[0] == Card(Suit.HARTEN, Rank.AAS)
    assert DECK[13] == Card(Suit.RUITEN, Rank.AAS)
    assert DECK[51] == Card(Suit.SCHOPPEN, Rank.HEER)


def test_cards_are_interned_so_identity_and_equality_agree() -> None:
    assert Card(Suit.KLAVEREN, Rank.VROUW) is Card(2, 12)
    assert Card.from_index(37) is Card(Suit.KLAVEREN, Rank.VROUW)
    assert Card.from_name("klaverenvrouw") is Card(Suit.KLAVEREN, Rank.VROUW)


def test_card_names_are_written_as_the_rule_document_writes_them() -> None:
    assert Card(Suit.RUITEN, Rank.DRIE).name == "ruiten 3"
    assert Card(Suit.HARTEN, Rank.TIEN).name == "harten 10"
    assert Card(Suit.HARTEN, Rank.BOER).name == "hartenboer"
    assert Card(Suit.SCHOPPEN, Rank.AAS).name == "schoppenaas"
    assert Card(Suit.KLAVEREN, Rank.VROUW).name == "klaverenvrouw"
    assert Card(Suit.RUITEN, Rank.HEER).name == "ruitenheer"
    assert str(Card(Suit.RUITEN, Rank.HEER)) == "ruitenheer"


def test_every_name_reads_back_as_its_card() -> None:
    for card in DECK:
        assert Card.from_name(card.name) is card
        assert Card.from_name(f"  {card.name.upper()} ") is card


@pytest.mark.parametrize("name", ["", "harten", "harten 1", "harten 11", "hartenkoning", "joker"])
def test_anything_else_is_not_a_card_name(name: str) -> None:
    with pytest.raises(ValueError):
        Card.from_name(name)


@pytest.mark.parametrize(("suit", "rank"), [(4, 1), (-1, 1), (0, 0), (0, 14)])
def test_no_card_outside_the_deck(suit: int, rank: int) -> None:
    with pytest.raises(ValueError):
        Card(suit, rank)


@pytest.mark.parametrize("index", [-1, 52])
def test_no_card_index_outside_the_deck(index: int) -> None:
    with pytest.raises(ValueError):
        Card.from_index(index)


def test_cards_are_immutable() -> None:
    card = Card(Suit.HARTEN, Rank.VIER)
    with pytest.raises(AttributeError):
        card.rank = Rank.VIJF  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del card.name
    assert card.rank == Rank.VIER


def test_copies_and_pickles_are_the_same_card() -> None:
    card = Card(Suit.SCHOPPEN, Rank.ZEVEN)
    assert copy.copy(card) is card
    assert copy.deepcopy([card])[0] is card
    assert pickle.loads(pickle.dumps(card)) is card


def test_repr_is_the_constructor_call() -> None:
    card = Card(Suit.RUITEN, Rank.BOER)
    assert repr(card) == "Card(Suit.RUITEN, Rank.BOER)"
    assert eval(repr(card), {"Card": Card, "Suit": Suit, "Rank": Rank}) is card


def test_one_rank_lower_ignores_suit() -> None:
    four, five = Card(Suit.HARTEN, Rank.VIER), Card(Suit.SCHOPPEN, Rank.VIJF)
    assert four.is_next_lower_than(five)
    assert not five.is_next_lower_than(four)
    assert not Card(Suit.HARTEN, Rank.HEER).is_next_lower_than(Card(Suit.HARTEN, Rank.AAS))


def test_a_run_is_king_down_to_ace_of_one_suit() -> None:
    run = run_of(Suit.KLAVEREN)
    assert [card.rank for card in run] == list(reversed(Rank))
    assert {card.suit for card in run} == {Suit.KLAVEREN}


def test_suit_keys_are_the_lower_case_dutch_names() -> None:
    assert [suit.key for suit in Suit] == ["harten", "ruiten", "klaveren", "schoppen"]
    assert Suit.from_key("schoppen") is Suit.SCHOPPEN
