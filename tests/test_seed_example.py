"""The rule document's worked example: its position and the first move of its won game.

``tests/data/seed.json`` is the position the rule document shows, with the cards it keeps
hidden (face-down cards and the reserve) filled in.
"""

from __future__ import annotations

from pathlib import Path

from scorpion_a11y.game import dealfile
from scorpion_a11y.game.cards import Card
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import Game, Move
from scorpion_a11y.game.events import CardsMoved, ScoreChanged

SEED = Path(__file__).parent / "data" / "seed.json"

# "kolom 1: 3 gedekte kaarten, daarna ruiten 3, hartenboer, …" as the document shows it.
FIRST_DESCRIPTION = [
    (3, "ruiten 3, hartenboer, harten 10, schoppen 3"),
    (3, "hartenvrouw, klaveren 3, harten 4, schoppen 7"),
    (3, "schoppenaas, ruiten 7, harten 7, harten 3"),
    (3, "ruitenheer, harten 8, klaveren 7, schoppen 9"),
    (0, "harten 6, klaveren 8, schoppenboer, klaveren 4, klaveren 9, ruiten 8, klaveren 5"),
    (0, "ruiten 6, klaverenvrouw, hartenheer, ruiten 4, schoppenheer, harten 9, klaverenboer"),
    (0, "ruitenaas, ruitenvrouw, ruiten 9, schoppen 6, harten 2, ruiten 10, harten 5"),
]
# The document's second description, after the move: only columns 2 and 7 changed.
SECOND_COLUMN_2 = (3, "hartenvrouw, klaveren 3")
SECOND_COLUMN_7 = (
    0,
    "ruitenaas, ruitenvrouw, ruiten 9, schoppen 6, harten 2, ruiten 10, harten 5, harten 4, "
    "schoppen 7",
)


def described(game: Game, c: int) -> tuple[int, str]:
    return game.face_down_count(c), ", ".join(card.name for card in game.face_up(c))


def seed_game() -> Game:
    return Game(dealfile.load(SEED))


def test_the_seed_position_is_the_one_the_document_describes() -> None:
    game = seed_game()
    assert game.rules is Rules.KLASSIEK
    assert [described(game, c) for c in range(7)] == FIRST_DESCRIPTION
    assert len(game.reserve) == 3 and not game.reserve_dealt
    assert game.removed == ()
    assert game.face_down_total() == 12


def test_the_first_move_of_the_won_game() -> None:
    # "4♥ uit kolom 2 gaat naar 5♥ uit kolom 7 en neemt 7♠, die erop ligt, mee"
    game = seed_game()
    harten_4 = Card.from_name("harten 4")
    assert Move(harten_4, 6) in game.legal_moves()
    events = game.move(harten_4, 6)
    assert events == (
        CardsMoved(harten_4, (Card.from_name("schoppen 7"),), 1, 6, Card.from_name("harten 5")),
        ScoreChanged(5, 5),  # harten 4 on harten 5: the same suit
    )
    assert described(game, 1) == SECOND_COLUMN_2
    assert described(game, 6) == SECOND_COLUMN_7
    others = [c for c in range(7) if c not in (1, 6)]
    assert [described(game, c) for c in others] == [FIRST_DESCRIPTION[c] for c in others]
    assert game.moves == 1 and game.score == 5
