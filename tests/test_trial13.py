"""Trial 13 (a new player, README only): ordinary deals followed by the hint word for word, and
the questions a player asks when stuck."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from sessions import fresh

from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.rules import SPECS, Variant

WHY = {"nl": ("waarom", "waarom?", "hoezo"), "en": ("why", "why?", "how so")}


@pytest.mark.parametrize("variant", list(SPECS), ids=[v.value for v in SPECS])
@pytest.mark.parametrize("language", ["nl", "en"])
def test_why_after_a_hint_says_the_hint_with_its_reason(
    variant: Variant, language: str, tmp_path: Path
) -> None:
    """ "waarom", "waarom?" and "waarom die zet" after a hint answered "Onbekend woord:
    waarom"; the hint holds its reason, so it is said again (and the next hint is still the
    next one). After another command there is nothing to say why of."""
    session = fresh(tmp_path / "data", language)
    session.start(7, Rules.KLASSIEK, variant=variant)
    first = session.handle("hint")
    for word in WHY[language]:
        assert session.handle(word) == first, (variant, word)
    second = session.handle("hint")
    assert second != first or not first.startswith(("Tip", "Hint")), variant
    session.handle("score")
    after = session.handle(WHY[language][0])
    assert after.startswith(("Er is net niets geweigerd", "Nothing was refused")), after


def _follow(session, most: int = 120) -> tuple[list[str], str]:  # type: ignore[no-untyped-def]
    """Type every hint back as said (a move, or terug naar zet N) until it says neither; the
    go-back sentences and the last one."""
    backs: list[str] = []
    for _ in range(most):
        said = session.handle("hint")
        move = re.match(r"Tip: (.+?): ", said)
        if move is not None:
            session.handle(move.group(1))
            continue
        back = re.search(r"typ (terug naar zet \d+)\.", said)
        if back is None:
            return backs, said
        backs.append(said)
        session.handle(back.group(1))
    raise AssertionError("the hint went on past the moves allowed")


def test_the_hint_does_not_send_the_player_back_to_a_table_where_it_found_no_win(
    tmp_path: Path,
) -> None:
    """Trial 13, Scorpion 259487: at move 1 the hint said "Een gok: met deze zet vond ik op
    tijd geen winst", one move on "Beter terug naar zet 1", eight times over, before "Ik vond
    geen winst meer, ook niet terug tot zet 0". A table where a hint with its whole work found
    no arrangement won is no way forward for the look back: it says so at once."""
    session = fresh(tmp_path / "data")
    session.start(259487, Rules.KLASSIEK)
    backs, last = _follow(session)
    assert backs == [], backs
    assert last.startswith("Ik vond geen winst meer, ook niet terug tot zet 0: "), last


def test_a_deal_lost_from_the_start_ends_in_a_few_go_backs(tmp_path: Path) -> None:
    """Trial 13, Scorpion 952756 (never winnable): the hint sent the player back ten times,
    the last ones between a guess at move 1 and "Beter terug naar zet 1 of verder", and once
    "naar zet 0 of verder", where nothing lies further back. Now a few go-backs, none "of
    verder" past the start, and then that no win is left."""
    session = fresh(tmp_path / "data")
    session.start(952756, Rules.KLASSIEK)
    backs, last = _follow(session)
    assert len(backs) <= 5, backs
    assert not any("zet 0 of verder" in said for said in backs), backs
    assert last.startswith(("Dit spel is niet meer te winnen", "Ik vond geen winst meer")), last
