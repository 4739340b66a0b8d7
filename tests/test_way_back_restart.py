"""The way back after a new game (trial 4 #8): ``terug`` brings back the game a new one
replaced until the new game's first action, and that promise is never lost without a word.

It outlives a restart (``vorig-spel.json`` in the data folder): the resumed game says it again
and ``terug`` keeps it. Once the new game has begun, ``terug`` undoes its actions; with nothing
left to undo it says why the old game no longer comes back, also after a restart. Every game x
rules x app/traditional; the real entry point for one case.
"""

from __future__ import annotations

import json
from pathlib import Path

import launch
import pytest
import sessions
from every import EVERY, Case, case_id
from resumed import resumed as resumed_text

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import WAY_BACK_FILE
from scorpion_a11y.commands import model as m
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.rules import Variant

KEPT = "Typ terug om terug te gaan naar spel 5, zet 1."
BACK = "Terug naar je vorige spel: spel 5, zet 1."
NOTHING = "Er is niets om ongedaan te maken."
GONE = (
    "Spel 5, zet 1, komt niet meer terug: terug brengt het vorige spel alleen terug zolang je "
    "in het nieuwe spel nog niets gedaan hebt."
)


def fresh(data: Path, language: str = "nl") -> Session:
    """A new program start on ``data`` (settings and statistics as saved there)."""
    return sessions.fresh(data, language, saved_settings=True)


def replaced(case: Case, data: Path) -> Session:
    """Deal 5 of the case's game with one move, replaced by a new game (Enter: its rules)."""
    variant, rules, traditional = case
    s = fresh(data)
    s.start(5, rules, variant=variant, traditional=traditional)
    s.run(m.Play(s.game.legal_moves()[0]))
    s.handle("nieuw spel")
    assert "typ terug om ernaar terug te gaan" in s.handle("")
    return s


def stats_of(s: Session, case: Case) -> tuple[int, int, int]:
    variant, rules, traditional = case
    st = s.stats.get(rules, variant, traditional)
    return st.played, st.won, st.streak


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_the_way_back_outlives_a_restart(tmp_path: Path, case: Case) -> None:
    data = tmp_path / "data"
    s = replaced(case, data)
    new_deal = s.game.deal_number
    new_case = (s.game.variant, s.game.rules, s.game.traditional)  # Enter chose its rules
    s.handle("stop")

    again = fresh(data)
    opening = again.start()
    assert opening.startswith(resumed_text(new_case, new_deal, 0)), opening
    assert KEPT in opening  # said again: it still holds
    assert again.handle("kan ik terug").startswith("Ja: ")
    back = again.handle("terug")
    assert back.startswith(BACK), back
    game = again.game
    assert (game.deal_number, game.moves, game.variant, game.rules, game.traditional) == (
        5,
        1,
        *case,
    )
    assert again.keeper.in_progress(again.saved) is not None  # in progress, not lost
    assert stats_of(again, case) == (1, 0, 0)
    assert not (data / WAY_BACK_FILE).exists()
    again.handle("stop")

    third = fresh(data)
    resumed = third.start()
    assert resumed.startswith(resumed_text(case, 5, 1)) and "Typ terug" not in resumed
    assert third.handle("terug").startswith("Ongedaan gemaakt")


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_after_the_first_action_terug_says_why_the_old_game_is_gone(
    tmp_path: Path, case: Case
) -> None:
    data = tmp_path / "data"
    s = replaced(case, data)
    new_deal = s.game.deal_number
    s.run(m.Play(s.game.legal_moves()[0]))  # the new game begins: the way back ends
    assert s.handle("terug").startswith("Ongedaan gemaakt")  # undoes that, never the switch
    assert s.handle("terug") == f"{NOTHING} {GONE}"
    assert s.handle("kan ik terug") == f"Nee. {NOTHING} {GONE}"
    assert s.game.deal_number == new_deal  # nothing changed
    s.handle("stop")

    again = fresh(data)  # and after a restart
    opening = again.start()
    assert "Typ terug" not in opening
    assert again.handle("terug") == f"{NOTHING} {GONE}"
    assert again.game.deal_number == new_deal
    # another new game: that is what terug is about now, the old words end
    again.run(m.Play(again.game.legal_moves()[0]))
    again.handle("nieuw spel 9")
    again.handle("ja")  # the game in play would count as lost: asked first (trial 6)
    again.run(m.Play(again.game.legal_moves()[0]))
    again.handle("terug")
    assert again.handle("terug") == (
        f"{NOTHING} Spel {new_deal}, zet 1, komt niet meer terug: terug brengt het vorige spel "
        "alleen terug zolang je in het nieuwe spel nog niets gedaan hebt."
    )


def test_a_game_without_a_move_left_at_start_keeps_the_way_back_one_with_a_move_ends_it(
    tmp_path: Path,
) -> None:
    """As ``nieuw spel`` after a game without a move: ``--spel 77`` at start keeps the way
    back and says so; ``--spel 78`` after a move in 77 leaves it, and says nothing of it."""
    data = tmp_path / "data"
    case = (Variant.SCORPION, Rules.KLASSIEK, False)
    replaced(case, data).handle("stop")
    s = fresh(data)
    opening = s.start(77, Rules.VERSOEPELD)
    assert opening.startswith("Welkom bij Scorpion: spel 77, versoepelde regels.")
    assert KEPT in opening
    s.run(m.Play(s.game.legal_moves()[0]))
    s.handle("stop")
    s = fresh(data)
    opening = s.start(78)
    assert "terug" not in opening.lower()
    assert s.handle("terug") == NOTHING  # no promise was left to explain
    assert not (data / WAY_BACK_FILE).exists()


def test_a_way_back_file_for_the_game_in_play_or_a_damaged_one_costs_nothing(
    tmp_path: Path,
) -> None:
    """The process stopped between saving the game and changing ``vorig-spel.json`` (it then
    holds the game in play), or the file is damaged: the game resumes, promises nothing and
    ``terug`` undoes as usual."""
    data = tmp_path / "data"
    case = (Variant.SCORPION, Rules.KLASSIEK, False)
    s = replaced(case, data)
    kept = (data / WAY_BACK_FILE).read_text(encoding="utf-8")
    s.handle("terug")  # deal 5 is back
    s.handle("stop")
    (data / WAY_BACK_FILE).write_text(kept, encoding="utf-8")  # as if not yet removed
    again = fresh(data)
    opening = again.start()
    assert opening.startswith("Verder met Scorpion, spel 5, zet 1.") and "Typ terug" not in opening
    assert again.handle("terug").startswith("Ongedaan gemaakt")
    assert again.handle("terug") == NOTHING
    again.handle("stop")
    assert not (data / WAY_BACK_FILE).exists()

    for damaged in ('{"versie": 1, "nummer": 5, "zetten": "x"}', "{niet", '{"versie": 1}'):
        (data / WAY_BACK_FILE).write_text(damaged, encoding="utf-8")
        s = fresh(data)
        opening = s.start()
        assert opening.startswith("Verder met Scorpion, spel 5") and "Typ terug" not in opening
        assert s.handle("bord")
        s.handle("stop")
    assert sorted(p.name for p in data.glob(f"{WAY_BACK_FILE}.kapot-*"))


def test_the_file_holds_the_game_while_the_way_back_holds_then_only_its_name(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    s = replaced((Variant.WASP, Rules.VERSOEPELD, True), data)
    held = json.loads((data / WAY_BACK_FILE).read_text(encoding="utf-8"))
    assert (held["nummer"], held["zetten"], held["spel"]["variant"]) == (5, 1, "wasp")
    assert held["statistiek"]  # as before deal 5 counted as lost
    s.run(m.Play(s.game.legal_moves()[0]))
    assert json.loads((data / WAY_BACK_FILE).read_text(encoding="utf-8")) == {
        "versie": 1,
        "nummer": 5,
        "zetten": 1,
    }


def test_the_real_program_keeps_the_way_back_over_a_restart_in_english(tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = launch.run_in_process(
        data, "h6 naar 3\ntaal english\nnew game\n\nstop\n", "--spel", "534622"
    )
    assert "Your previous game counts as lost; type undo to return to it." in first[-2]
    second = launch.run_in_process(data, "undo\nstop\n")
    assert "Type undo to return to deal 534622, move 1." in second[0]
    assert second[1].startswith("Back to your previous game: deal 534622, move 1.")


def test_why_the_way_back_is_gone_in_english_and_for_a_deal_file(tmp_path: Path) -> None:
    from positions import build

    from scorpion_a11y.game import dealfile

    s = fresh(tmp_path / "en", "en")
    s.start(5)
    s.run(m.Play(s.game.legal_moves()[0]))
    s.handle("new game 9")
    s.handle("yes")  # the game in play would count as lost: asked first (trial 6)
    s.handle("deal")
    s.handle("undo")
    assert s.handle("undo") == (
        "There is nothing to undo. Deal 5, move 1, cannot come back any more: undo brings "
        "back the previous game only until you do something in the new one."
    )
    deal = tmp_path / "eigen.json"
    dealfile.save(build("harten 5", "harten 4", "schoppen 5"), deal)
    s = fresh(tmp_path / "nl")
    s.start(deal_path=str(deal))
    s.handle("harten 4 naar 1")
    s.handle("nieuw spel 3")
    s.handle("ja")
    s.handle("reserve")
    s.handle("terug")
    assert s.handle("terug") == (
        f"{NOTHING} De opstelling uit eigen.json, zet 1, komt niet meer terug: terug brengt "
        "het vorige spel alleen terug zolang je in het nieuwe spel nog niets gedaan hebt."
    )
