"""Trial 3's findings still open after the first round (wip/ui, second round): what a new
player found false or not understood, each checked the way the player met it."""

from __future__ import annotations

from pathlib import Path

import pytest
from every import EVERY, Case, case_id

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Store
from scorpion_a11y.commands import model as m
from scorpion_a11y.game.engine import Move
from scorpion_a11y.narration import Narrator


def _session(folder: Path, language: str = "nl") -> Session:
    store = Store(folder)
    return Session(store, Settings(), store.load_statistics().value, Narrator(language))


# ------------------------------------------------------------------ item 4: given up, saved


@pytest.mark.parametrize("clean_stop", [True, False], ids=["stop", "killed"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_game_given_up_stays_given_up_after_a_restart(
    tmp_path: Path, case: Case, clean_stop: bool
) -> None:
    """Trial 3: a game the player gave up on showed as "nog bezig" (in progress) after the
    game was started again; it is lost, and stays so."""
    variant, rules, traditional = case
    folder = tmp_path / "data"
    s = _session(folder)
    s.start(1, rules, variant=variant, traditional=traditional)
    s.run(m.Play(s.game.legal_moves()[0]))
    s.handle("ik geef het op")
    assert s.handle("ja").startswith("Spel opgegeven.")
    s.handle("nee")  # no new game: the given-up game stays on the table
    before = s.handle("statistiek")
    assert "nog bezig" not in before
    if clean_stop:
        s.handle("stop")
    else:  # as a kill -9 leaves the folder: only the journal line holds the mark
        s.keeper.store._forget_disk()
        s.keeper.store.unlock()
    again = _session(folder)
    again.start()
    assert again.saved is not None and again.saved.given_up
    after = again.handle("statistiek")
    assert "nog bezig" not in after
    assert after == before


# ------------------------------------------------------------------ item 1: asked, never done

#: Questions about an action, as a player types or dictates them: each is answered with yes or
#: no and why, and the game is left as it was.
ASKED = {
    "nl": [
        "eh kan ik de reserve delen",
        "kan ik de reserve delen",
        "uhm mag ik de reserve uitdelen",
        "is het mogelijk om de reserve te delen",
        "is het toegestaan om de reserve te delen",
        "eh kan ik terug",
        "kan ik opnieuw",
        "eh mag ik opnieuw",
        "kan ik terug naar zet 1",
        "kan ik stoppen met dit spel",
        "is het mogelijk om een nieuw spel te beginnen",
        "oké kan ik opgeven",
        "is het mogelijk om op te geven",
    ],
    "en": [
        "uh can I deal the reserve",
        "can I deal the reserve",
        "may I deal the reserve",
        "is it possible to deal the reserve",
        "am I allowed to deal the reserve",
        "um can I undo",
        "can I redo",
        "is it ok to give up",
        "am I allowed to start a new game",
        "so can I give up",
    ],
}
ANSWER_OPENS = {"nl": ("Ja", "Nee"), "en": ("Yes", "No")}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_question_about_an_action_is_answered_never_done(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Trial 3: `eh kan ik de reserve delen` dealt the reserve. Asked in any of these forms
    (with a hesitation first, `is het mogelijk om ... te ...`), the game answers yes or no
    and changes nothing: no move, no undo or redo, no new game, no question to give up."""
    variant, rules, traditional = case
    s = _session(tmp_path / "data", language)
    s.start(1, rules, variant=variant, traditional=traditional)
    s.run(m.Play(s.game.legal_moves()[0]))
    s.run(m.Undo())  # something to redo, something to undo after the next move
    s.run(m.Play(s.game.legal_moves()[0]))
    game = s.game
    line, score = game.line(), game.score
    for asked in ASKED[language]:
        said = s.handle(asked)
        assert said.startswith(ANSWER_OPENS[language]), (asked, said)
        assert s.game is game and game.line() == line and game.score == score, asked
        assert s.dialog.pending is None, (asked, said)


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_asking_whether_a_move_is_possible_answers_it(
    tmp_path: Path, case: Case, language: str
) -> None:
    """`is het mogelijk om harten 4 naar kolom 5 te zetten`: whether that move may be made
    (was "Onbekend woord: om"); a move that may not is "Nee" with the reason, never made."""
    variant, rules, traditional = case
    s = _session(tmp_path / "data", language)
    s.start(1, rules, variant=variant, traditional=traditional)
    game = s.game
    move = next(a for a in game.legal_moves() if isinstance(a, Move))
    card, column = s.n.card(move.card), move.to + 1
    line = game.line()
    if language == "nl":
        said = s.handle(f"is het mogelijk om {card} naar kolom {column} te zetten")
        assert said.startswith(f"Ja, {card} mag naar kolom {column}"), said
    else:
        said = s.handle(f"is it possible to move {card} to column {column}")
        assert said.startswith(f"Yes, {card} may go to column {column}"), said
    assert game.line() == line
