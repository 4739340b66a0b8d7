"""One announcement per action, from its events: most important fact first; kort and normaal
say only what changed (no points, no whole columns), uitgebreid adds the points and the changed
columns; undo and redo said as such."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from positions import face_up_rest as position

from scorpion_a11y.game import dealfile
from scorpion_a11y.game.cards import Card, Rank, Suit, run_of
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import Game
from scorpion_a11y.narration import Narrator
from scorpion_a11y.settings import Verbosity

SEED = Path(__file__).parent / "data" / "seed.json"
KORT, NORMAAL, UITGEBREID = Verbosity.KORT, Verbosity.NORMAAL, Verbosity.UITGEBREID

COL2_AFTER = "kolom 2: 3 gedekte kaarten, daarna hartenvrouw, klaveren 3"
COL7_AFTER = (
    "kolom 7: ruitenaas, ruitenvrouw, ruiten 9, schoppen 6, harten 2, ruiten 10, harten 5, "
    "harten 4, schoppen 7"
)


def C(name: str) -> Card:
    return Card.from_name(name)


HEARTS_KING_TO_TWO = [c.name for c in run_of(Suit.HARTEN)[:-1]]


def run_game(removed: tuple[Suit, ...] = ()) -> Game:
    """Column 1: klaveren 5 face down under hartenheer .. harten 2; column 2: klaveren 6 face
    down under hartenaas. Moving hartenaas completes the run of hearts."""
    if removed:
        return Game(position([([], HEARTS_KING_TO_TWO), ([], ["hartenaas"])], removed))
    return Game(
        position(
            [
                (["klaveren 5"], HEARTS_KING_TO_TWO),
                (["klaveren 6"], ["hartenaas"]),
                ([], ["ruiten 2"]),
            ]
        )
    )


def say(verbosity: Verbosity, game: Game, events: tuple) -> str:
    return Narrator("nl", verbosity).action(game, events)


# ----------------------------------------------------------------- the seed's first move


def test_first_move_kort() -> None:
    game = Game(dealfile.load(SEED))
    events = game.move(C("harten 4"), 6)
    assert say(KORT, game, events) == "Harten 4 met 1 kaart erop naar kolom 7."


def test_first_move_normaal_adds_what_it_lies_on_and_the_new_top_of_the_source() -> None:
    game = Game(dealfile.load(SEED))
    events = game.move(C("harten 4"), 6)
    assert say(NORMAAL, game, events) == (
        "Harten 4 met 1 kaart erop naar kolom 7, op harten 5. Bovenop kolom 2: klaveren 3."
    )


def test_first_move_uitgebreid_names_carried_cards_and_score_detail() -> None:
    game = Game(dealfile.load(SEED))
    events = game.move(C("harten 4"), 6)
    assert say(UITGEBREID, game, events) == (
        "Harten 4 van kolom 2 op harten 5 in kolom 7, met schoppen 7 erop. "
        f"5 punten erbij: 5 voor dezelfde soort; score 5. Kolom 2: 3 gedekte kaarten, daarna "
        f"hartenvrouw, klaveren 3; {COL7_AFTER}."
    )


def test_default_verbosity_is_normaal() -> None:
    assert Narrator().verbosity is NORMAAL


def test_verbosity_can_be_changed_between_actions() -> None:
    game = Game(dealfile.load(SEED))
    n = Narrator()
    events = game.move(C("harten 4"), 6)
    n.verbosity = KORT
    assert "kolom 2" not in n.action(game, events).lower()
    n.verbosity = NORMAAL
    assert "bovenop kolom 2: klaveren 3" in n.action(game, events).lower()
    assert COL2_AFTER not in n.action(game, events).lower()
    n.verbosity = UITGEBREID
    assert COL2_AFTER in n.action(game, events).lower()


def test_move_without_carried_cards() -> None:
    game = Game(position([([], ["harten 3"]), ([], ["harten 4"]), ([], ["ruiten 2"])]))
    events = game.move(C("harten 3"), 1)
    assert say(KORT, game, events) == "Harten 3 naar kolom 2."
    assert say(NORMAAL, game, events) == "Harten 3 naar kolom 2, op harten 4. Kolom 1 is nu leeg."
    assert say(UITGEBREID, game, events).startswith(
        "Harten 3 van kolom 1 op harten 4 in kolom 2. 5 punten erbij: 5 voor dezelfde soort; "
    )


# ----------------------------------------------------------------- consequences


def test_turned_card_run_removed_and_points_in_order() -> None:
    game = run_game()
    events = game.move(C("hartenaas"), 0)
    assert say(NORMAAL, game, events) == (
        "Hartenaas naar kolom 1, op harten 2. Klaveren 6 omgedraaid in kolom 2. "
        "Reeks harten verwijderd uit kolom 1. Klaveren 5 omgedraaid in kolom 1."
    )
    assert say(KORT, game, events) == (
        "Hartenaas naar kolom 1. Klaveren 6 omgedraaid. Reeks harten verwijderd. "
        "Klaveren 5 omgedraaid."
    )
    assert (
        "115 punten erbij: 5 voor dezelfde soort, 10 voor 2 omgedraaide kaarten, "
        "100 voor 1 reeks; score 115." in say(UITGEBREID, game, events)
    )


def test_win_gives_final_score_and_move_count_without_column_noise() -> None:
    game = run_game(removed=(Suit.RUITEN, Suit.KLAVEREN, Suit.SCHOPPEN))
    events = game.move(C("hartenaas"), 0)
    for verbosity in Verbosity:
        text = say(verbosity, game, events)
        assert text.endswith("Gewonnen! Eindscore 105 na 1 zet."), text
        assert "kolom 1: leeg" not in text.lower()


def test_reserve_deal_names_each_card_and_column() -> None:
    game = Game(dealfile.load(SEED))
    events = game.deal_reserve()
    dealt = (
        "Reserve uitgedeeld: schoppen 8 op kolom 1, schoppen 10 op kolom 2, "
        "schoppenvrouw op kolom 3."
    )
    assert say(KORT, game, events) == dealt
    assert say(NORMAAL, game, events) == dealt
    uitgebreid = say(UITGEBREID, game, events)
    assert uitgebreid.startswith(dealt + " Score blijft 0. Kolom 1: 3 gedekte kaarten, daarna ")
    assert "; kolom 2: " in uitgebreid
    assert "; kolom 3: " in uitgebreid
    assert "kolom 4" not in uitgebreid


def test_king_onto_empty_column() -> None:
    game = Game(position([([], ["klaverenheer", "ruiten 3"]), ([], []), ([], ["harten 2"])]))
    events = game.move(C("klaverenheer"), 1)
    assert say(KORT, game, events) == "Klaverenheer met 1 kaart erop naar kolom 2."
    assert say(NORMAAL, game, events) == (
        "Klaverenheer met 1 kaart erop naar de lege kolom 2. Kolom 1 is nu leeg."
    )
    assert say(UITGEBREID, game, events) == (
        "Klaverenheer van kolom 1 naar de lege kolom 2, met ruiten 3 erop. Score blijft 0. "
        "Kolom 1: leeg; kolom 2: klaverenheer, ruiten 3."
    )


def test_no_zero_points_are_ever_said() -> None:
    game = Game(
        position(
            [([], ["harten 7"]), ([], ["schoppen 8"]), ([], ["harten 2"])], rules=Rules.VERSOEPELD
        )
    )
    events = game.move(C("harten 7"), 1)  # other suit: no points
    for verbosity in Verbosity:
        assert not re.search(r"\b0 punt", say(verbosity, game, events))
    assert say(KORT, game, events) == "Harten 7 naar kolom 2."


# ----------------------------------------------------------------- undo and redo


def test_undo_is_announced_with_points_taken_back_at_uitgebreid() -> None:
    game = Game(dealfile.load(SEED))
    game.move(C("harten 4"), 6)
    events = game.undo()
    # short: the card that went along too, as the short move said it (trial 9)
    assert (
        say(KORT, game, events) == "Ongedaan gemaakt: harten 4 met 1 kaart erop terug naar kolom 2."
    )
    assert say(NORMAAL, game, events) == (
        "Ongedaan gemaakt: harten 4 met 1 kaart erop terug naar kolom 2. Bovenop kolom 7: harten 5."
    )
    assert say(UITGEBREID, game, events) == (
        "Ongedaan gemaakt: harten 4 van kolom 7 terug naar kolom 2, met schoppen 7 erop. "
        "5 punten teruggenomen, score 0. Kolom 2: 3 gedekte kaarten, daarna hartenvrouw, "
        "klaveren 3, harten 4, schoppen 7; kolom 7: ruitenaas, ruitenvrouw, ruiten 9, "
        "schoppen 6, harten 2, ruiten 10, harten 5."
    )


def test_undo_of_a_run_says_what_came_back() -> None:
    game = run_game()
    game.move(C("hartenaas"), 0)
    events = game.undo()
    assert say(NORMAAL, game, events) == (
        "Ongedaan gemaakt: hartenaas terug naar kolom 2. "
        "Klaveren 6 weer gedekt in kolom 2. Reeks harten terug in kolom 1. "
        "Klaveren 5 weer gedekt in kolom 1. Bovenop kolom 1: harten 2."
    )
    text = say(UITGEBREID, game, events)
    assert text.startswith(
        "Ongedaan gemaakt: hartenaas van kolom 1 terug naar kolom 2. "
        "Klaveren 6 weer gedekt in kolom 2. Reeks harten terug in kolom 1. "
        "Klaveren 5 weer gedekt in kolom 1. 115 punten teruggenomen, score 0. "
        "Kolom 1: 1 gedekte kaart, daarna hartenheer, "
    )
    assert text.endswith("harten 2; kolom 2: 1 gedekte kaart, daarna hartenaas.")


def test_undo_of_reserve_deal() -> None:
    game = Game(dealfile.load(SEED))
    game.deal_reserve()
    text = say(KORT, game, game.undo())
    assert text == "Ongedaan gemaakt: de reserve ligt weer gedekt."


def test_redo_is_announced_as_such() -> None:
    game = Game(dealfile.load(SEED))
    game.move(C("harten 4"), 6)
    game.undo()
    events = game.redo()
    assert say(KORT, game, events) == "Opnieuw gedaan: harten 4 met 1 kaart erop naar kolom 7."
    assert say(NORMAAL, game, events) == (
        "Opnieuw gedaan: harten 4 met 1 kaart erop naar kolom 7, op harten 5. "
        "Bovenop kolom 2: klaveren 3."
    )
    assert say(UITGEBREID, game, events).endswith(f"K{COL2_AFTER[1:]}; {COL7_AFTER}.")


# ----------------------------------------------------------------- from events only


def test_facts_come_from_the_events_not_the_board() -> None:
    """At kort nothing of the board is read: the same events give the same words."""
    game = Game(dealfile.load(SEED))
    events = game.move(C("harten 4"), 6)
    other = Game.new(99)
    assert say(KORT, other, events) == say(KORT, game, events)


def test_empty_event_tuple_says_nothing() -> None:
    assert say(NORMAAL, Game.new(1), ()) == ""


@pytest.mark.parametrize("verbosity", list(Verbosity))
def test_english_announcement(verbosity: Verbosity) -> None:
    game = Game(dealfile.load(SEED))
    events = game.move(C("harten 4"), 6)
    text = Narrator("en", verbosity).action(game, events)
    assert text.startswith("4 of hearts ")
    assert ("5 points" in text) == (verbosity is UITGEBREID)
    assert "harten" not in text


def test_ranks_of_king_carry() -> None:
    """A sanity check of the test position itself: the run helper holds king to two."""
    assert HEARTS_KING_TO_TWO[0] == Card(Suit.HARTEN, Rank.HEER).name
    assert HEARTS_KING_TO_TWO[-1] == "harten 2"


def test_points_are_said_only_at_uitgebreid() -> None:
    """As the manual says: kort and normaal leave the score to the score command."""
    game = run_game()
    events = game.move(C("hartenaas"), 0)
    assert "punt" not in say(KORT, game, events)
    assert "punt" not in say(NORMAAL, game, events)
    assert "115 punten erbij" in say(UITGEBREID, game, events)
