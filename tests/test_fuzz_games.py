"""Every game, under every rule set, takes random command lines without a crash (issue 22).

``tests/fuzz.py`` builds the lines from the vocabulary, card names, numbers, allowed moves and
junk; each game x Klassiek/Versoepeld x app/traditional gets a short seeded run here (a few
seconds in all), and ``bench/fuzz_games.py`` runs the same for as long as asked. No line may
bring "Er ging iets mis" / "Something went wrong" or an error-log record to the player, and a
refused or misunderstood line leaves the game exactly as it was; an open question never gets
silence.
"""

from __future__ import annotations

import os

import fuzz
import pytest

from scorpion_a11y.game.rules import SPECS, Variant

#: Lines per game and rule set, in Dutch and in English: about 3 s for all 24 on one core.
LINES = {"nl": 30, "en": 10}
MEMORY = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None


@pytest.mark.parametrize("variant", list(SPECS))
def test_random_lines_never_crash_and_refusals_change_nothing(variant: Variant) -> None:
    kinds = tuple(kind for kind in fuzz.KINDS if kind[0] is variant)
    assert len(kinds) == 4
    for language, lines in LINES.items():
        findings, _total, _seconds = fuzz.run(
            lines, seed="suite", kinds=kinds, languages=(language,), memory=MEMORY
        )
        assert not findings, "\n".join(
            f"{f.kind}: {f.line!r} after {f.lines_before}: {f.problem}" for f in findings[:5]
        )


def test_the_fuzz_finds_a_crash_when_there_is_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check can fail: a narration that breaks on one card is found within the run."""
    from scorpion_a11y.narration import Narrator

    def broken(self: Narrator, game: object, refusal: object) -> str:
        raise AssertionError("broken on purpose")

    monkeypatch.setattr(Narrator, "refusal", broken)
    # three kinds, each its own random stream: one stream alone can miss every refusal when
    # the vocabulary (the pool of words drawn from) grows
    findings, _total, _seconds = fuzz.run(100, seed="suite", kinds=fuzz.KINDS[:3], memory=MEMORY)
    assert findings and "Er ging iets mis" in findings[0].problem
