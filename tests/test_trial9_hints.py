"""Trial 9 (a README-only new player), the hint's findings.

- Scorpion 8930, Klassiek, played by the hint alone: ``waar ging het mis`` said "Na zet 15,
  schoppen 5 naar kolom 7, was het niet meer te winnen"; after ``terug naar zet 14`` the hint
  named schoppen 5 naar kolom 7 again, without a word. The hint never looks at the face-down
  cards (it may name the move again), but the player was told: the hint says so now.
- "Wint in ongeveer 15 procent van de 13 verdelingen": a share of a handful is hard to follow;
  below 40 arrangements the hint says its count (tests/test_trial6_leftovers.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
import sessions

from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.rules import Variant

#: The first 15 moves the hint gave in Scorpion 8930 (Klassiek, app rules); the 15th lost the
#: deal (waar ging het mis, which looks at the face-down cards).
HINTED_8930 = [
    "klaveren 7 naar kolom 1",
    "ruiten 4 naar kolom 7",
    "schoppenvrouw naar kolom 4",
    "ruiten 9 naar kolom 4",
    "klaveren 9 naar kolom 3",
    "ruiten 8 naar kolom 4",
    "ruiten 5 naar kolom 1",
    "klaveren 8 naar kolom 3",
    "hartenvrouw naar kolom 1",
    "schoppen 10 naar kolom 3",
    "harten 2 naar kolom 2",
    "ruitenheer naar de lege kolom 6",
    "schoppenboer naar kolom 4",
    "ruitenaas naar kolom 3",
    "schoppen 5 naar kolom 7",
]

NAMED = {
    "nl": "Let op: waar ging het mis noemde deze zet, zet 15: daarna was het niet meer te winnen.",
    "en": "Careful: where did it go wrong named this move, move 15: after it the game could not "
    "be won.",
}
ANOTHER = {
    "nl": "Vraag opnieuw een tip voor een andere zet.",
    "en": "Ask for a hint again for another move.",
}


@pytest.mark.parametrize("language", ["nl", "en"])
def test_the_hint_says_when_it_names_the_move_that_lost(tmp_path: Path, language: str) -> None:
    s = sessions.fresh(tmp_path / "data", "nl")
    s.start(8930, Rules.KLASSIEK, variant=Variant.SCORPION)
    for line in HINTED_8930:
        assert not s.handle(line).startswith("Dat kan niet"), line
    before = s.handle("hint")  # nothing asked yet: the plain hint
    assert "waar ging het mis" not in before, before
    s.handle("waar ging het mis")  # the game is open: it asks before it looks
    told = s.handle("ja")
    assert told.startswith("Na zet 15, schoppen 5 naar kolom 7, was het niet meer te winnen"), told
    s.handle("terug naar zet 14")
    assert s.game.moves == 14
    if language == "en":
        s.handle("taal engels")
    losing = {"nl": "Tip: schoppen 5 naar kolom 7:", "en": "Tip: 5 of spades to column 7:"}
    # the hint never peeks, but it knows the card the player saw under schoppen 5 before going
    # back (it lies face down again): it names another move first now, and the losing one
    # among the next hints, with the note
    assert s.game.remembers, "the card that lay under schoppen 5"
    said = [s.handle("hint")]
    assert not said[0].startswith(losing[language]), said
    while not said[-1].startswith(losing[language]) and len(said) < 12:
        said.append(s.handle("hint"))
    hint = said[-1]
    assert hint.startswith(losing[language]), said
    assert NAMED[language] in hint, hint
    assert all(NAMED[language] not in other for other in said[:-1]), said
    # at another table the same move is not the one that lost: no word of it
    s.handle({"nl": "schoppen 5 naar kolom 7", "en": "5 of spades to column 7"}[language])
    s.handle({"nl": "terug", "en": "undo"}[language])
    s.handle({"nl": "terug", "en": "undo"}[language])
    assert s.game.moves == 13
    assert NAMED[language] not in s.handle("hint")
