"""What a new player noticed in a play test, through the real program in pipe mode.

Each test types what the player typed and reads what the game answered: the speech rate in
the player's own unit, questions about the cards on and under a card, answers to the game's
own questions, refusals that say what would work, and a short opening.
"""

from __future__ import annotations

from pathlib import Path

from test_pipe_mode import SEED, lines, play


def test_the_speech_rate_is_answered_in_the_number_the_player_typed(tmp_path: Path) -> None:
    out = lines(play(tmp_path, "snelheid 70\nsnelheid 0\n", "--deal", SEED, "--uitvoer", "tekst"))
    assert out[1] == "Spreeksnelheid 70 van 100 geldt voor uitvoer spraak."
    assert out[2] == "Spreeksnelheid 0 van 100 geldt voor uitvoer spraak."
    assert "per minuut" not in "\n".join(out)
