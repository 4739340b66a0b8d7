"""Trial 8's findings about the hint's words: with the traditional rules a complete run is
never removed, so a hint that moves a complete run lying on other cards to an empty column
says it puts the run in a column of its own (it said "haalt de complete reeks weg", which the
game then did not do)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from every import EVERY, Case, case_id
from positions import build

from scorpion_a11y.game.cards import Card
from scorpion_a11y.game.engine import Game, Move
from scorpion_a11y.game.rules import spec_of
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration.hints import reason_text
from scorpion_a11y.solver.hint import HintReason, ranked_sampled, view

DATA = Path(__file__).parent / "data"
KING = Card.from_name("schoppenheer")


def run_on_a_card(case: Case) -> tuple[Game, int]:
    """The complete spade run lying on klaveren 9 in the last column, an empty column before
    it, every other card in the first column; no reserve left. Returns the game and the empty
    column."""
    variant, rules, traditional = case
    spec = spec_of(variant)
    columns = [""] * spec.columns
    spades = ", ".join(
        ["schoppenheer", "schoppenvrouw", "schoppenboer"]
        + [f"schoppen {n}" for n in range(10, 1, -1)]
        + ["schoppenaas"]
    )
    columns[-1] = "klaveren 9, " + spades
    columns[0] = "harten 2"
    position = build(*columns, rules=rules, variant=variant, traditional=traditional, rest=0)
    return Game(position), spec.columns - 2


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_complete_run_to_an_empty_column_is_never_said_to_go_away_when_it_stays(
    case: Case,
) -> None:
    game, empty = run_on_a_card(case)
    move = Move(KING, empty)
    assert game.check(move) is None  # an empty column takes a king in every game
    hints = ranked_sampled(game, seconds=0.2)
    reasons = {h.reason for h in hints if isinstance(h.action, Move) and h.action.card == KING}
    assert reasons, hints
    traditional = case[2]
    expected = HintReason.RUN_APART if traditional else HintReason.REMOVES_RUN
    assert reasons == {expected}
    after = game.copy()
    after.play(move)
    assert bool(after.removed) is not traditional  # what the reason says is what happens
    for lang in ("nl", "en"):
        text = reason_text(translator(lang), expected)
        assert ("weg" in text or "removes" in text) is not traditional, text
    assert view(game).keep_runs is traditional


def test_the_trial_8_hint_in_pipe_mode(tmp_path: Path) -> None:
    """The deal file of trial 8 (Scorpion 5132, traditional, after 48 moves): the hint and
    what the move then does agree."""
    result = subprocess.run(
        [sys.executable, "-m", "scorpion_a11y", "--deal", str(DATA / "trial8-trad-hint.json")],
        input="hint\nhartenheer naar de lege kolom 4\n",
        capture_output=True,
        text=True,
        timeout=120,
        env={"SCORPION_A11Y_DATA": str(tmp_path), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"},
    )
    out = result.stdout
    assert "Tip: hartenheer naar de lege kolom 4: zet de complete reeks in een eigen kolom" in out
    assert "reeks weg" not in out
    assert "Reeks harten compleet in kolom 4." in out


def test_versoepeld_hints_do_not_move_the_same_card_to_and_fro() -> None:
    """Trial 8, Scorpion 4242 Versoepeld (deal file): every move won in every arrangement the
    hint tried, the look-ahead chose among them, and the hints moved harten 3 to column 2,
    klaveren 3 to column 5, harten 3 back onto harten 4: three moves for nothing. Among moves
    that win as often, the hint now takes the one whose wins the solver finds soonest; before
    a card is turned up or the reserve is dealt, no card is moved twice."""
    from scorpion_a11y.game import dealfile
    from scorpion_a11y.solver.hint import Carry

    game = Game(dealfile.loads((DATA / "trial8-pingpong.json").read_bytes()))
    carry = Carry()
    moved: list[Card] = []
    for _ in range(6):
        down = sum(game.face_down_count(c) for c in range(game.columns))
        action = ranked_sampled(game, carry=carry)[0].action
        game.play(action)
        if not isinstance(action, Move) or down != sum(
            game.face_down_count(c) for c in range(game.columns)
        ):
            break  # the reserve dealt or a card turned up: progress
        assert action.card not in moved, (action, moved)
        moved.append(action.card)
    else:
        raise AssertionError(f"six moves without turning a card: {moved}")
