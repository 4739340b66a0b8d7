"""Trial 6 (a README-only new player): what was typed and not understood, or understood
wrongly. The game's own words typed back are understood; a question is answered, never acted
on. Every game of the registry x Klassiek/Versoepeld x app/traditional."""

from __future__ import annotations

from pathlib import Path

import pytest
from every import EVERY, Case, case_id
from sessions import close_all, fresh

from scorpion_a11y.app.session import Session
from scorpion_a11y.commands import model as cm


def _session(tmp_path: Path, case: Case, language: str = "nl") -> Session:
    variant, rules, traditional = case
    s = fresh(tmp_path, language)
    s.start(1, rules, variant=variant, traditional=traditional)
    return s


@pytest.fixture(autouse=True)
def _close() -> object:
    yield
    close_all()


#: (as the player typed it, the phrasing the game already understood), per language
SAME_ANSWER = {
    "nl": [
        ("hoeveel zetten kan ik terugnemen", "hoe vaak kan ik terug"),
        ("hoeveel zetten je kunt terugnemen", "hoe vaak kan ik terug"),
        ("laatste zet", "wat was mijn laatste zet"),
        ("je laatste zet", "wat was mijn laatste zet"),
        ("vorige zet", "wat was mijn laatste zet"),
    ],
    "en": [
        ("how many moves can i take back", "how often can i undo"),
        ("how many moves you can take back", "how often can i undo"),
        ("last move", "what was my last move"),
        ("your last move", "what was my last move"),
    ],
}


@pytest.mark.parametrize("case", EVERY, ids=case_id)
@pytest.mark.parametrize("language", ["nl", "en"])
def test_questions_from_help_are_answered(tmp_path: Path, case: Case, language: str) -> None:
    s = _session(tmp_path, case, language)
    s.run(cm.Play(s.game.legal_moves()[0]))  # so "the last move" has something to say
    for typed, known in SAME_ANSWER[language]:
        expected = s.handle(known)
        assert s.handle(typed) == expected, typed


WINNABLE = {
    "nl": [
        "geef me een spel dat te winnen is",
        "ik wil een winbaar spel",
        "ik wil een spel dat te winnen is",
        "geef me een spel dat je kunt winnen",
    ],
    "en": ["give me a winnable game", "i want a game that can be won"],
}
#: asked about the game in play: answered, never a new game
STILL_ASKED = {
    "nl": ["is dit spel te winnen", "kan ik dit spel winnen", "is het spel nog te winnen"],
    "en": ["is this game winnable", "can this game be won", "can i still win"],
}
NEW_WINNABLE = {"nl": "nieuw spel winbaar", "en": "new game winnable"}


@pytest.mark.parametrize("case", EVERY, ids=case_id)
@pytest.mark.parametrize("language", ["nl", "en"])
def test_asking_for_a_winnable_game_starts_one(tmp_path: Path, case: Case, language: str) -> None:
    """Trial 6: "geef me een spel dat te winnen is" was answered as "kan het nog" (and counted
    as asked in the statistics); it asks for what "nieuw spel winbaar" gives, with the same
    question or warning about the game in play."""
    for n, typed in enumerate(WINNABLE[language]):
        said = _session(tmp_path / f"a{n}", case, language)
        known = _session(tmp_path / f"b{n}", case, language)
        for s in (said, known):
            s.run(cm.Play(s.game.legal_moves()[0]))  # a game in play: the warning
        assert said.handle(typed) == known.handle(NEW_WINNABLE[language]), typed
        assert said.dialog.pending == known.dialog.pending
    s = _session(tmp_path / "asked", case, language)
    number = s.game.deal_number
    for typed in STILL_ASKED[language]:
        s.handle(typed)
        assert s.dialog.pending is None and s.game.deal_number == number, typed
