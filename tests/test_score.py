"""The seed's score table, one test per row, and undo taking back exactly the points."""

from __future__ import annotations

from positions import game

from scorpion_a11y.game.cards import Card
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import Game
from scorpion_a11y.game.events import CardTurned, ScoreChanged, Undone

HEARTS_K_TO_2 = ", ".join(
    ["hartenheer", "hartenvrouw", "hartenboer"] + [f"harten {n}" for n in range(10, 1, -1)]
)


def c(name: str) -> Card:
    return Card.from_name(name)


def points(events: tuple[object, ...]) -> int:
    (change,) = [e for e in events if isinstance(e, ScoreChanged)]
    return change.points


def test_the_score_starts_at_0() -> None:
    assert Game.new(1).score == 0
    assert game("harten 4", removed="schoppen").score == 0


def test_same_suit_scores_5() -> None:
    g = game("ruiten 3, harten 4, schoppen 7", "harten 5", "ruiten 9")
    events = g.move(c("harten 4"), 1)
    assert points(events) == 5 and g.score == 5


def test_each_turned_card_scores_5() -> None:
    g = game("klaveren 2 | harten 4", "schoppen 5", "ruiten 9", rules=Rules.VERSOEPELD)
    events = g.move(c("harten 4"), 1)  # another suit: 0, the turn: 5
    assert CardTurned(c("klaveren 2"), 0) in events
    assert points(events) == 5 and g.score == 5


def test_same_suit_and_a_turn_add_up() -> None:
    g = game("klaveren 2 | harten 4", "harten 5", "ruiten 9")
    assert points(g.move(c("harten 4"), 1)) == 10


def test_a_card_turned_after_a_run_is_removed_scores_5_as_well() -> None:
    g = game(f"2 | {HEARTS_K_TO_2}", "ruiten 9, hartenaas", rest=1)
    events = g.move(c("hartenaas"), 0)
    assert sum(isinstance(e, CardTurned) for e in events) == 1
    assert points(events) == 5 + 100 + 5  # same suit, the run, the turned card


def test_a_removed_run_scores_100() -> None:
    # The run is moved whole (a king onto an empty column scores nothing): only the run counts.
    g = game("", f"ruiten 9, {HEARTS_K_TO_2}, hartenaas", rest=1)
    assert points(g.move(c("hartenheer"), 0)) == 100


def test_a_run_completed_by_the_reserve_scores_100() -> None:
    g = game(
        "ruiten 3", HEARTS_K_TO_2, "ruiten 9", rest=2, reserve="ruiten 2, hartenaas, klaveren 2"
    )
    assert points(g.deal_reserve()) == 100


def test_a_king_onto_an_empty_column_scores_0() -> None:
    g = game("ruiten 3, schoppenheer", "", "ruiten 9")
    events = g.move(c("schoppenheer"), 1)
    assert points(events) == 0 and g.score == 0


def test_another_suit_under_versoepeld_scores_0() -> None:
    g = game("ruiten 3, harten 7", "schoppen 8", "ruiten 9", rules=Rules.VERSOEPELD)
    assert points(g.move(c("harten 7"), 1)) == 0 and g.score == 0


def test_dealing_the_reserve_scores_0() -> None:
    g = Game.new(1)
    events = g.deal_reserve()
    assert events[-1] == ScoreChanged(0, 0)


def test_every_action_reports_exactly_one_score_change_with_the_new_total() -> None:
    g = game("klaveren 2 | harten 4", "harten 5", "ruiten 9")
    events = g.move(c("harten 4"), 1)
    assert [e for e in events if isinstance(e, ScoreChanged)] == [ScoreChanged(10, 10)]


def test_undo_takes_back_exactly_the_points_of_the_undone_action() -> None:
    g = game(f"2 | {HEARTS_K_TO_2}", "klaveren 4 | hartenaas", "ruiten 3, ruiten 9", rest=2)
    first = g.move(c("hartenaas"), 0)  # same suit 5, turn 5, run 100, turn 5
    assert g.score == 115
    undo = g.undo()
    assert undo == (Undone(first), ScoreChanged(-115, 0))
    assert g.score == 0
    redo = g.redo()
    assert redo[-1] == ScoreChanged(115, 115)


def test_undo_takes_back_only_the_last_action_points() -> None:
    g = game("klaveren 2 | harten 4", "harten 5", "2 | ruiten 9", "ruiten 10", rest=2)
    g.move(c("harten 4"), 1)  # 10
    g.move(c("ruiten 9"), 3)  # same suit 5, turn 5: 10
    assert g.score == 20
    assert g.undo()[-1] == ScoreChanged(-10, 10)
    assert g.score == 10
    assert g.undo()[-1] == ScoreChanged(-10, 0)


def test_a_game_won_without_undo_scores_460_plus_5_per_same_suit_placement() -> None:
    # "Een gewonnen spel zonder zetten ongedaan te maken levert dus minstens 460 punten op:
    # 12 omgedraaide kaarten x 5 en 4 reeksen x 100, plus 5 punten per keer dat een kaart op
    # dezelfde soort wordt gelegd." The solver finds a win of the rule document's deal.
    from seed_texts import SEED_DEAL

    from scorpion_a11y.game import dealfile
    from scorpion_a11y.game.events import CardsMoved
    from scorpion_a11y.solver.search import Outcome, solve

    position = dealfile.load(SEED_DEAL)
    result = solve(position, time_limit=None, node_limit=100_000)
    assert result.outcome is Outcome.WON
    played = Game(position)
    same_suit = 0
    for action in result.actions:
        for event in played.play(action):
            same_suit += isinstance(event, CardsMoved) and event.same_suit
    assert played.won
    assert played.score == 12 * 5 + 4 * 100 + 5 * same_suit
    assert played.score >= 460
