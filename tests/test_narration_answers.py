"""Answers to read-only questions: where is a card, status, score, legal moves, a move in
words, the rules in short, and the sentence when nothing can move."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorpion_a11y.game import dealfile
from scorpion_a11y.game.cards import DECK, Card, Suit, run_of
from scorpion_a11y.game.deal import ColumnLayout, Position, Rules
from scorpion_a11y.game.engine import DEAL_RESERVE, Game, Move
from scorpion_a11y.game.rules import SCORPION
from scorpion_a11y.narration import Narrator

SEED = Path(__file__).parent / "data" / "seed.json"
NO_MOVES = "Er is geen zet meer mogelijk. Maak zetten ongedaan of begin een nieuw spel."


def C(name: str) -> Card:
    return Card.from_name(name)


def seed() -> Game:
    return Game(dealfile.load(SEED))


@pytest.fixture
def nl() -> Narrator:
    return Narrator("nl")


# ----------------------------------------------------------------- where is a card


def test_where_top_card(nl: Narrator) -> None:
    assert nl.where(seed(), C("harten 5")) == "Harten 5 ligt bovenop kolom 7."


def test_where_covered_card_says_position_and_what_lies_on_it(nl: Narrator) -> None:
    assert nl.where(seed(), C("harten 4")) == (
        "Harten 4 ligt in kolom 2, kaart 6 van 7, onder schoppen 7."
    )
    assert nl.where(seed(), C("schoppenaas")) == (
        "Schoppenaas ligt in kolom 3, kaart 4 van 7, onder ruiten 7, harten 7, harten 3."
    )


def test_where_counts_many_covering_cards(nl: Narrator) -> None:
    assert nl.where(seed(), C("harten 6")) == (
        "Harten 6 ligt in kolom 5, kaart 1 van 7, onder 6 kaarten."
    )


def test_where_never_reveals_a_hidden_card(nl: Narrator) -> None:
    game = seed()
    assert nl.where(game, C("klaveren 2")) == "Klaveren 2 is niet zichtbaar."  # face down
    assert nl.where(game, C("schoppen 8")) == "Schoppen 8 is niet zichtbaar."  # reserve


def test_where_removed_card(nl: Narrator) -> None:
    layouts = [ColumnLayout((), tuple(c for c in DECK if c.suit is not Suit.HARTEN))]
    game = Game(Position(tuple(layouts + [ColumnLayout()] * 6), (), (Suit.HARTEN,)))
    assert nl.where(game, C("hartenvrouw")) == "Hartenvrouw is verwijderd, met de reeks harten."


def test_where_after_the_card_was_moved(nl: Narrator) -> None:
    game = seed()
    game.move(C("harten 4"), 6)
    assert nl.where(game, C("harten 4")) == (
        "Harten 4 ligt in kolom 7, kaart 8 van 9, onder schoppen 7."
    )


# ----------------------------------------------------------------- status and score


def test_status_of_a_fresh_numbered_deal(nl: Narrator) -> None:
    assert nl.status(Game.new(1234)) == (
        "Scorpion, spel 1234, klassieke regels: score 0, 0 zetten, nog 12 gedekte kaarten, "
        "geen reeks verwijderd, reserve nog niet uitgedeeld."
    )


def test_status_after_moves_and_the_reserve(nl: Narrator) -> None:
    game = seed()
    game.move(C("harten 4"), 6)
    game.deal_reserve()
    assert nl.status(game) == (
        "Scorpion, je eigen opstelling, klassieke regels: score 5, 2 zetten, nog 12 gedekte "
        "kaarten, geen reeks verwijderd, reserve uitgedeeld."
    )
    assert nl.status(game, source="voor-jan.json").startswith(
        "Scorpion, de opstelling uit voor-jan.json, klassieke regels: score 5, 2 zetten, "
    )


def test_status_singular_and_relaxed_rules(nl: Narrator) -> None:
    game = Game.new(5, Rules.VERSOEPELD)
    game.deal_reserve()
    text = nl.status(game)
    assert text.startswith("Scorpion, spel 5, versoepelde regels: score 0, 1 zet, nog 12 ")
    assert text.endswith(", reserve uitgedeeld.")


def test_status_of_a_won_game(nl: Narrator) -> None:
    game = Game(Position((ColumnLayout(),) * 7, (), tuple(Suit)))
    assert nl.status(game) == (
        "Scorpion, je eigen opstelling, klassieke regels: gewonnen, score 0, 0 zetten, geen "
        "gedekte kaarten meer, 4 reeksen verwijderd: harten, ruiten, klaveren en schoppen, "
        "reserve uitgedeeld."
    )


def test_score(nl: Narrator) -> None:
    game = seed()
    assert nl.score(game) == "Score 0."
    game.move(C("harten 4"), 6)
    assert nl.score(game) == "Score 5."


# ----------------------------------------------------------------- legal moves


def test_legal_moves_of_the_seed(nl: Narrator) -> None:
    assert nl.legal_moves(seed()) == (
        "4 zetten mogelijk: schoppen 6 naar kolom 2; harten 2 naar kolom 3; "
        "harten 4 naar kolom 7; reserve delen."
    )


def test_legal_moves_list_every_engine_move(nl: Narrator) -> None:
    game = Game.new(77)
    text = nl.legal_moves(game)
    for move in game.legal_moves():
        assert nl.move_text(game, move) in text


def test_no_moves_left_is_the_exact_sentence(nl: Narrator) -> None:
    assert nl.no_moves_left() == NO_MOVES
    # Hearts ten to two in column 1 on the face-down king, queen and jack, its ace face down
    # under klaveren 2 in column 2, klaveren 4 on the other clubs in column 3, the rest
    # removed: nothing can move (not even a whole column to another empty column).
    run = ColumnLayout(run_of(Suit.HARTEN)[:3], run_of(Suit.HARTEN)[3:-1])
    ace = ColumnLayout((C("hartenaas"),), (C("klaveren 2"),))
    others = tuple(c for c in run_of(Suit.KLAVEREN) if c != C("klaveren 2"))
    four = C("klaveren 4")  # the rest of the clubs face down under it
    rest = ColumnLayout(tuple(c for c in others if c != four), (four,))
    game = Game(
        Position((run, ace, rest) + (ColumnLayout(),) * 4, (), (Suit.RUITEN, Suit.SCHOPPEN))
    )
    assert game.legal_moves() == []
    assert nl.legal_moves(game) == NO_MOVES


def test_only_the_reserve_left(nl: Narrator) -> None:
    """Runs king to 2 on the columns the reserve is dealt onto, their aces in the reserve:
    moving a king's whole column to another empty column is a real move here (the reserve
    card meant for its column then lands on an empty one instead of completing the run), so
    it is listed as a move; "that changes only the column's number" was false (trial 7)."""
    run = ColumnLayout((), run_of(Suit.HARTEN)[:-1])
    reserve = (C("hartenaas"), C("ruitenaas"), C("klaverenaas"))
    others = tuple(c for s in (Suit.RUITEN, Suit.KLAVEREN) for c in run_of(s)[:-1])
    empty = ColumnLayout()
    game = Game(
        Position(
            (run, ColumnLayout((), others[:12]), ColumnLayout((), others[12:])) + (empty,) * 4,
            reserve,
            (Suit.SCHOPPEN,),
        )
    )
    assert len(game.legal_moves()) == 12  # three kings, four empty columns each
    assert nl.legal_moves(game) == (
        "13 zetten mogelijk: hartenheer naar de lege kolom (kolom 4, 5, 6 of 7); ruitenheer naar "
        "de lege kolom (kolom 4, 5, 6 of 7); klaverenheer naar de lege kolom (kolom 4, 5, 6 of "
        "7); reserve delen."
    )
    game.deal_reserve()  # the runs are complete and removed: won
    assert game.won
    # the same kings on columns the reserve is not dealt onto: to an empty column 1-3 is a
    # move, to the other empty column only renumbers
    game = Game(
        Position(
            (empty,) * 3
            + (run, ColumnLayout((), others[:12]), ColumnLayout((), others[12:]), empty),
            reserve,
            (Suit.SCHOPPEN,),
        )
    )
    assert nl.legal_moves(game) == (
        "10 zetten mogelijk: hartenheer naar de lege kolom (kolom 1, 2 of 3); ruitenheer naar de "
        "lege kolom (kolom 1, 2 of 3); klaverenheer naar de lege kolom (kolom 1, 2 of 3); "
        "reserve delen. Hartenheer, ruitenheer, klaverenheer mogen ook, elk met de hele kolom, "
        "naar de lege kolom 7; dat verandert alleen het nummer van de kolom."
    )


def test_move_text(nl: Narrator) -> None:
    game = seed()
    assert nl.move_text(game, Move(C("harten 4"), 6)) == "harten 4 naar kolom 7"
    assert nl.move_text(game, DEAL_RESERVE) == "reserve delen"
    assert Narrator("en").move_text(game, Move(C("hartenboer"), 0)) == "jack of hearts to column 1"


# ----------------------------------------------------------------- rules summary


def test_rules_summary_follows_the_rule_set(nl: Narrator) -> None:
    klassiek = nl.rules_summary(Rules.KLASSIEK, SCORPION)
    versoepeld = nl.rules_summary(Rules.VERSOEPELD, SCORPION)
    assert klassiek.startswith("Klassieke regels: leg een kaart op de kaart van dezelfde soort")
    assert versoepeld.startswith("Versoepelde regels: leg een kaart op een kaart van elke soort")
    for text in (klassiek, versoepeld):
        assert "Op een lege kolom mag alleen een heer" in text
        assert "met 4 reeksen heb je gewonnen" in text
        assert "5 voor een kaart op dezelfde soort" in text and "100 voor een reeks" in text
        assert "kolommen 1, 2 en 3" in text
        assert len(text.split()) < 130  # short enough to listen to


def test_rules_summary_in_english() -> None:
    text = Narrator("en").rules_summary(Rules.KLASSIEK, SCORPION)
    assert text.startswith("Classic rules: lay a card on the card of the same suit")
