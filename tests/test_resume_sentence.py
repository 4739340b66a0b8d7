"""The sentence that resumes an interrupted game leads with the game's name, as a new game's
announcement does ("Nieuw spel: Wasp, spel 721659, ..."): trial 7 heard "Verder met spel 2800,
zet 20." and the game's name came last ("Het spel is Wasp."); session 10: Scorpion too. The
rules follow in a few words when they are not the classic app rules. Every game x
Klassiek/Versoepeld x app/traditional rules, Dutch and English, over a real restart of the
session on its data folder, from a deal number and from a deal file."""

from __future__ import annotations

from pathlib import Path

import pytest
import sessions
from every import EVERY, Case, case_id
from positions import build
from resumed import NAMES, resumed

from scorpion_a11y.app.session import Session
from scorpion_a11y.commands import model as m
from scorpion_a11y.game import dealfile


def expected(case: Case, language: str, deal: str, moves: int, source: str | None = None) -> str:
    """The whole resume sentence(s): ``deal`` is the number, or "" for a deal file (named
    ``source``)."""
    return resumed(case, int(deal) if deal else None, moves, language, source)


def restart(data: Path, language: str) -> Session:
    return sessions.fresh(data, language, saved_settings=True, lock=True)


def stopped(session: Session) -> None:
    session.store._forget_disk()  # as a kill -9 leaves the folder
    session.store.unlock()


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_resumed_deal_names_its_game_first(tmp_path: Path, case: Case, language: str) -> None:
    variant, rules, traditional = case
    data = tmp_path / "data"
    first = restart(data, language)
    opening = first.start(2800, rules, variant=variant, traditional=traditional)
    name = NAMES[language][variant]
    assert name in opening  # the new game named it too (the welcome)
    first.run(m.Play(first.game.legal_moves()[0]))
    first.run(m.Play(first.game.legal_moves()[0]))
    stopped(first)

    again = restart(data, language).start()
    sentence = expected(case, language, "2800", 2)
    assert again.startswith(sentence + " ") or again == sentence, again
    # the name once, first: never again at the end ("Het spel is Wasp.")
    assert "Het spel is" not in again and "The game is" not in again, again
    assert again.split(",")[0].endswith(name), again


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_resumed_deal_file_names_its_game_first(
    tmp_path: Path, case: Case, language: str
) -> None:
    variant, rules, traditional = case
    deal = tmp_path / "mijnspel.json"
    dealfile.save(
        build(
            "3 | harten 4",
            "harten 5",
            "schoppen 9",
            variant=variant,
            rules=rules,
            traditional=traditional,
            rest=0,
        ),
        deal,
    )
    data = tmp_path / "data"
    first = restart(data, language)
    first.start(deal_path=str(deal))
    first.run(m.Play(first.game.legal_moves()[0]))
    stopped(first)

    again = restart(data, language).start()
    sentence = expected(case, language, "", 1, "mijnspel.json")  # the file named (trial 8)
    assert again.startswith(sentence + " ") or again == sentence, again


def test_the_trial_s_scorpion_is_named_and_nothing_more(tmp_path: Path) -> None:
    """Plain Scorpion, classic app rules: named as every game is (session 10: "Verder met spel
    2800, zet 3." left it out where the welcome, a new game and status name it), no rules."""
    data = tmp_path / "data"
    first = restart(data, "nl")
    first.start(2800)
    for _ in range(3):
        first.run(m.Play(first.game.legal_moves()[0]))
    stopped(first)
    again = restart(data, "nl").start()
    assert again.startswith("Verder met Scorpion, spel 2800, zet 3. "), again
