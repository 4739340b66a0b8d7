"""Loss detection under the traditional rules (issue 12): when no sequence of moves can turn a
face-down card, deal the reserve, play a card from beside the table or complete a run, the game
says it is lost, once, and how to go on; ``kan het nog`` gives the same answer.

``tests/data/verloren.json`` is deal 1 (Klassiek, traditional rules) after the ten moves the
hint chose: ``schoppen 10 naar kolom 5`` turns klaveren 4 and leaves a lost game;
``harten 2 naar kolom 1`` does not.
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import launch
import pytest
from positions import build

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.game import dealfile
from scorpion_a11y.game.deal import Position, Rules
from scorpion_a11y.game.engine import DEAL_RESERVE, Action, Game
from scorpion_a11y.game.rules import Variant
from scorpion_a11y.narration import Narrator
from scorpion_a11y.solver.loss import Loss, verdict
from scorpion_a11y.solver.search import Outcome, solve

ROOT = Path(__file__).resolve().parent.parent
LOST_DEAL = "tests/data/verloren.json"
LOST = (
    "Verloren: hoe je ook speelt, je kunt nooit meer een gedekte kaart omdraaien of een reeks "
    "compleet maken. Typ terug om zetten ongedaan te maken, of nieuw spel voor een nieuw spel."
)
STILL_LOST = (
    "Nog steeds verloren: typ terug voor nog een zet terug, of nieuw spel voor een nieuw spel."
)


def pipe(data: Path, commands: list[str], *args: str) -> list[str]:
    return launch.run_game(data, "".join(f"{c}\n" for c in commands), "--uitvoer", "tekst", *args)


def test_a_lost_game_is_said_once_and_undo_clears_it_in_pipe_mode(tmp_path: Path) -> None:
    out = pipe(
        tmp_path,
        [
            "schoppen 10 naar kolom 5",  # 1: lost
            "kan het nog",  # 2: the same verdict
            "klaveren 3 naar kolom 4",  # 3: still lost: not said again
            "terug",  # 4: the undo leaves the game lost
            "terug",  # 5: back where it was not lost
            "harten 2 naar kolom 1",  # 6: not lost
        ],
        "--deal",
        LOST_DEAL,
    )
    assert len(out) == 7
    assert "Verloren" not in out[0]
    assert out[1] == (
        "Schoppen 10 naar kolom 5, op schoppenboer. Klaveren 4 omgedraaid in kolom 4. " + LOST
    )
    assert out[2] == LOST
    assert out[3].startswith("Klaveren 3 met 1 kaart erop naar kolom 4")
    assert "erloren" not in out[3]
    assert out[4].endswith(STILL_LOST)
    assert out[5].startswith("Ongedaan gemaakt: schoppen 10 terug naar kolom 4.")
    assert "erloren" not in out[5]
    assert "erloren" not in out[6]


def test_a_game_that_is_not_lost_says_nothing_and_kan_het_nog_asks_the_solver(
    tmp_path: Path,
) -> None:
    out = pipe(tmp_path, ["harten 2 naar kolom 1", "kan het nog"], "--deal", LOST_DEAL)
    assert (
        out[1]
        == "Harten 2 met 1 kaart erop naar kolom 1, op harten 3. Bovenop kolom 5: ruitenheer."
    )
    # the solver's own (fair, sampled) answer, not the traditional rules' "Verloren"
    # ("Misschien: in minstens 3 van de 64 ...": on a loaded machine an arrangement was not
    # decided in time); every form starts with its verdict (trial 6)
    assert out[2].startswith(("Zeker", "Niet meer", "Misschien", "Waarschijnlijk", "Weet ik"))


def test_the_loss_in_english(tmp_path: Path) -> None:
    out = pipe(tmp_path, ["taal en", "10 of spades to column 5"], "--deal", LOST_DEAL)
    assert out[2].endswith(
        "Lost: no sequence of moves can turn a face-down card or complete a run any more. "
        "Type undo to take moves back, or new game for a new game."
    )


def start(tmp_path: Path, position: Position) -> tuple[Session, str]:
    deal = tmp_path / "opstelling.json"
    dealfile.save(position, deal)
    session = Session(Store(tmp_path / "data"), Settings(), Statistics(), Narrator("nl"))
    return session, session.start(deal_path=str(deal))


def test_the_app_rules_never_say_lost(tmp_path: Path) -> None:
    position = dealfile.load(ROOT / LOST_DEAL)
    session, _ = start(tmp_path, replace(position, traditional=False))
    assert "erloren" not in session.handle("schoppen 10 naar kolom 5")


def test_a_lost_deal_file_says_so_in_the_opening_without_undo(tmp_path: Path) -> None:
    # Klaveren 2 can only go onto harten 3 and back; klaveren 3 is under it in column 1.
    position = build(
        "1 | klaveren 3, schoppen 9, harten 3",
        "2 | klaveren 2",
        "ruitenheer",
        "1 | ruitenaas",
        traditional=True,
        rest=0,
    )
    _, opening = start(tmp_path, position)
    assert verdict(Game(position)).loss is Loss.LOST
    assert opening.endswith(
        "Verloren: hoe je ook speelt, je kunt nooit een gedekte kaart omdraaien of een reeks "
        "compleet maken. Typ nieuw spel voor een nieuw spel."
    )


def test_the_reserve_and_cards_beside_the_table_are_progress() -> None:
    # Stuck with the reserve: the traditional rules let it be dealt.
    dealt = build("1 | klaveren 2", reserve="harten 3, ruiten 3, schoppen 3", traditional=True)
    assert verdict(Game(dealt)).loss is Loss.OPEN
    beside = build(
        "1 | harten 4",
        reserve="harten 3, schoppen 9",
        variant=Variant.THREE_BLIND_MICE,
        traditional=True,
    )
    assert verdict(Game(beside)).loss is Loss.OPEN


@pytest.mark.parametrize("variant", list(Variant))
def test_a_lost_verdict_is_never_won_by_the_full_solver(variant: Variant) -> None:
    """Soundness: the solver, which sees every card, never wins from a position called lost
    (random legal play, traditional rules, until the first lost position of each deal)."""
    checked = 0
    for number in range(1, 17):  # Double Scorpion: the first lost positions are in 11-13
        if checked >= 2 and number > 8:
            break
        game = Game.new(number, Rules.KLASSIEK, variant, True)
        rng = random.Random(number)
        while not game.won and game.moves < 150:
            actions: list[Action] = [*game.legal_moves()]
            if game.is_legal(DEAL_RESERVE):
                actions.append(DEAL_RESERVE)
            if not actions:
                break
            game.play(rng.choice(actions))
            if verdict(game, None, None).loss is Loss.LOST:
                result = solve(game.position(), time_limit=2)
                assert result.outcome is not Outcome.WON, (number, game.line())
                checked += 1
                break
    assert checked >= 2


def test_a_hint_in_a_lost_game_says_it_is_lost(tmp_path: Path) -> None:
    session, _ = start(tmp_path, dealfile.load(ROOT / LOST_DEAL))
    assert session.handle("hint").startswith("Tip: ")
    session.handle("schoppen 10 naar kolom 5")
    assert session.handle("hint") == LOST
