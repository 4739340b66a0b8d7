"""Trial 4's findings about what the game keeps: the game and rules the player chose carry over
to the next deal after a win, and the promised way back (``terug`` after a new game) holds
when another new game follows before a move. Every game x rules x app/traditional."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from every import EVERY, Case, case_id
from positions import build
from resumed import resumed as resumed_text
from sessions import fresh

from scorpion_a11y.app.interactive import opening_output
from scorpion_a11y.app.session import Session
from scorpion_a11y.commands import model as m
from scorpion_a11y.game import dealfile
from scorpion_a11y.game.cards import Suit
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.rules import Variant, spec_of
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration.app_text import rules_adjective, welcome
from scorpion_a11y.output import Backend, BackendError, Output, Problem

WON_BEFORE = "Je vorige spel had je gewonnen."


def one_move_from_winning(case: Case) -> dealfile.Position:
    """Every run removed but spades, which lies king to two on column 1, its ace on column 2:
    the ace onto column 1 wins, in every game and rule set."""
    variant, rules, traditional = case
    decks = spec_of(variant).decks
    removed = [suit.key for suit in Suit for _ in range(decks)][:-1]  # one spade run is left
    spades = ", ".join(
        f"schoppen{name}"
        for name in ("heer", "vrouw", "boer", " 10", " 9", " 8", " 7", " 6", " 5", " 4", " 3", " 2")
    )
    return build(
        spades,
        "schoppenaas",
        removed=", ".join(removed),
        rules=rules,
        variant=variant,
        traditional=traditional,
    )


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_after_a_win_the_next_start_deals_the_same_game_and_rules_and_says_so(
    tmp_path: Path, case: Case
) -> None:
    """Trial 4: after winning Scorpion II (Open Scorpion, Wasp, a Versoepeld game) and
    ``stop``, the next start was "Welkom bij Scorpion: spel N, klassieke regels.": the game
    and rules the player chose were silently lost."""
    variant, rules, traditional = case
    deal = tmp_path / "bijna.json"
    dealfile.save(one_move_from_winning(case), deal)
    s = fresh(tmp_path / "data")
    s.start(deal_path=str(deal))
    won = s.handle("schoppenaas naar kolom 1")
    assert s.game.won, won
    s.handle("stop")

    again = fresh(tmp_path / "data")
    text = again.start()
    game = again.game
    assert (game.variant, game.rules, game.traditional) == case
    assert game.deal_number is not None and game.moves == 0
    tr = again.tr
    assert text.startswith(welcome(tr, game.deal_number, rules, None, variant, traditional))
    assert WON_BEFORE in text
    assert "verloren" not in text  # a won game is not lost by leaving it
    again.handle("stop")

    # the new deal is not won: the next start goes on with it, and says nothing of a win
    third = fresh(tmp_path / "data")
    resumed = third.start()
    assert third.game.deal_number == game.deal_number and WON_BEFORE not in resumed
    third.handle("stop")

    # a deal number alone keeps the game and rules too, as "nieuw spel 50" does in play
    numbered = fresh(tmp_path / "data")
    text = numbered.start(number=50)
    assert (numbered.game.variant, numbered.game.rules, numbered.game.traditional) == case
    assert numbered.game.deal_number == 50 and WON_BEFORE not in text
    assert rules_adjective(numbered.tr, rules, traditional) in text


def test_after_a_win_what_is_named_at_start_is_taken_and_the_rest_carries_over(
    tmp_path: Path,
) -> None:
    """``--versoepeld`` after a won Wasp game: Wasp with the relaxed rules; ``--variant
    scorpion`` after it: Scorpion with those rules. Nothing named: as the saved game."""
    deal = tmp_path / "bijna.json"
    dealfile.save(one_move_from_winning((Variant.WASP, Rules.KLASSIEK, True)), deal)
    s = fresh(tmp_path / "data")
    s.start(deal_path=str(deal))
    s.handle("schoppenaas naar kolom 1")
    s.handle("stop")
    s = fresh(tmp_path / "data")
    text = s.start(rules=Rules.VERSOEPELD)
    assert text.startswith("Welkom bij Wasp: spel ")
    assert (s.game.variant, s.game.rules, s.game.traditional) == (
        Variant.WASP,
        Rules.VERSOEPELD,
        True,
    )
    assert WON_BEFORE not in text  # the player asked for another game: no reason to give
    s.handle("stop")
    s = fresh(tmp_path / "data")
    s.start(variant=Variant.SCORPION, traditional=False)
    assert (s.game.variant, s.game.rules, s.game.traditional) == (
        Variant.SCORPION,
        Rules.VERSOEPELD,
        False,
    )


def test_a_first_start_is_still_scorpion_klassiek(tmp_path: Path) -> None:
    s = fresh(tmp_path / "data")
    assert s.start(number=7).startswith("Welkom bij Scorpion: spel 7, klassieke regels.")


# ------------------------------------------------------------------ the way back


def played(case: Case, data: Path, language: str = "nl") -> Session:
    """Deal 5 of the case's game, one move played."""
    variant, rules, traditional = case
    s = fresh(data, language)
    s.start(5, rules, variant=variant, traditional=traditional)
    s.run(m.Play(s.game.legal_moves()[0]))
    assert s.game.moves == 1
    return s


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_the_way_back_holds_over_new_games_without_a_move(tmp_path: Path, case: Case) -> None:
    """Trial 4: ``nieuw spel``, Enter ("Je vorige spel telt als verloren; typ terug om ernaar
    terug te gaan."), then ``nieuw spel versoepeld`` at once, then ``terug``: "Er is niets om
    ongedaan te maken.", and deal 5 was gone, counted lost. A new game without a move in it
    no longer takes the way back: the sentence names the game terug brings back."""
    variant, rules, traditional = case
    s = played(case, tmp_path / "data")
    stats = s.stats.get(rules, variant, traditional)
    before = (stats.played, stats.won, stats.streak)
    s.handle("nieuw spel")
    assert "typ terug om ernaar terug te gaan" in s.handle("")
    other = "klassiek" if rules is Rules.VERSOEPELD else "versoepeld"
    text = s.handle(f"nieuw spel {other}")
    assert text.startswith("Nieuw spel: ")
    assert "Typ terug om terug te gaan naar spel 5, zet 1." in text
    text = s.handle("nieuw spel 77")  # and once more: still deal 5
    assert "Typ terug om terug te gaan naar spel 5, zet 1." in text
    assert s.handle("kan ik terug").startswith("Ja: ")
    back = s.handle("terug")
    assert back.startswith("Terug naar je vorige spel: spel 5, zet 1."), back
    game = s.game
    assert (game.deal_number, game.moves, game.variant, game.rules, game.traditional) == (
        5,
        1,
        *case,
    )
    stats = s.stats.get(rules, variant, traditional)
    assert (stats.played, stats.won, stats.streak) == before
    assert s.keeper.in_progress(s.saved) is not None  # in progress again, not lost
    s.handle("stop")
    resumed = fresh(tmp_path / "data").start()
    assert resumed.startswith(resumed_text(case, 5, 1)), resumed


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_move_in_the_new_game_still_ends_the_way_back(tmp_path: Path, case: Case) -> None:
    """As the manual says: once something is done in the new game, terug undoes that, and a
    new game after it is the one terug brings back (not the one before)."""
    s = played(case, tmp_path / "data")
    s.handle("nieuw spel 9")  # deal 5 would count as lost: asked first (trial 6)
    s.handle("ja")
    s.run(m.Play(s.game.legal_moves()[0]))
    s.handle("nieuw spel 11")
    text = s.handle("ja")
    assert "typ terug om ernaar terug te gaan" in text and "spel 5" not in text
    assert s.handle("terug").startswith("Terug naar je vorige spel: spel 9, zet 1.")


def test_the_way_back_in_english_and_from_a_deal_file(tmp_path: Path) -> None:
    s = played((Variant.SCORPION, Rules.KLASSIEK, False), tmp_path / "en", "en")
    s.handle("new game")
    s.handle("")
    assert "Type undo to return to deal 5, move 1." in s.handle("new game relaxed")
    assert s.handle("undo").startswith("Back to your previous game: deal 5, move 1.")

    deal = tmp_path / "eigen.json"
    dealfile.save(build("harten 5", "harten 4", "schoppen 5"), deal)
    s = fresh(tmp_path / "nl")
    s.start(deal_path=str(deal))
    s.handle("harten 4 naar 1")
    s.handle("nieuw spel 3")
    s.handle("ja")  # the game in play would count as lost: asked first (trial 6)
    text = s.handle("nieuw spel 4")
    assert "Typ terug om terug te gaan naar de opstelling uit eigen.json, zet 1." in text
    back = s.handle("terug")
    assert back.startswith("Terug naar je vorige spel: de opstelling uit eigen.json, zet 1.")


# ------------------------------------------------------------------ numbers below zero


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_number_below_zero_is_refused_never_read_without_its_sign(
    tmp_path: Path, case: Case
) -> None:
    """Trial 4: ``nieuw spel -5`` started deal 5 (and counted the game in play as lost),
    ``volume -3`` set the volume to 3: the minus sign was dropped. Now they are refused as
    ``nieuw spel 0`` is, and nothing changes."""
    s = played(case, tmp_path / "data")
    columns = s.game.columns
    line, moves = s.game.line(), s.game.moves
    lines = {
        "nieuw spel -5": "-5 kan niet: kies na nieuw spel een getal van 1 tot en met ",
        "nieuw spel \u22125": "-5 kan niet: kies na nieuw spel een getal van 1 tot en met ",
        "volume -3": "-3 kan niet: kies na volume een getal van 0 tot en met 100.",
        "snelheid -40": "-40 kan niet: kies na snelheid een getal van 0 tot en met 100.",
        "kolom -3": f"Er is geen kolom -3: de kolommen zijn 1 tot en met {columns}.",
        "terug naar zet -2": "-2 kan niet: kies na terug naar zet een getal van 0 tot en met 1.",
        "harten -4": "Geen kaart heeft de waarde -4: ",
    }
    for typed, said in lines.items():
        assert s.handle(typed).startswith(said), typed
    assert (s.game.deal_number, s.game.line(), s.game.moves) == (5, line, moves)
    variant, rules, traditional = case
    assert s.stats.get(rules, variant, traditional).played == 1
    assert s.keeper.in_progress(s.saved) is not None  # not counted lost
    # a hyphen between words or numbers is no minus sign
    assert s.handle("nieuw spel app-regels").startswith("Welke regels")
    s.handle("nee")
    assert s.handle("nieuw spel 7").startswith("Dit nieuwe spel beginnen? ")  # counts lost
    started = s.handle("ja")
    assert started.startswith("Nieuw spel: ") and ", spel 7, " in started.split(".")[0], started


def test_a_number_below_zero_in_english(tmp_path: Path) -> None:
    s = played((Variant.SCORPION, Rules.KLASSIEK, False), tmp_path / "data", "en")
    assert s.handle("new game -5").startswith("-5 is not possible: after new game, choose ")
    assert s.handle("column -2").startswith("There is no column -2")
    assert s.game.deal_number == 5


# ------------------------------------------------------------------ a saved output that fails


def _output(choice: str, language: str = "nl") -> Output:
    """The output with the saved ``choice``, on a machine where speech cannot sound (the
    audio device is the edge we do not own) and no screen reader runs."""

    def no_sound() -> Backend:
        raise BackendError(Problem.NO_SOUND, "simulated")

    return Output(
        choice,
        translator(language),
        stream=io.StringIO(),
        screen_reader=lambda: None,
        factories={"spraak": no_sound, "schermlezer": no_sound},
    )


def test_a_saved_output_that_does_not_work_says_how_to_keep_what_works() -> None:
    """Trial 4: after ``uitvoer spraak`` without sound, every start began "Uitvoer spraak
    werkt niet (geen geluidsuitvoer); nu: tekst." and ``uitvoer tekst`` answered "Uitvoer is
    al tekst." although it changed the saved choice (the warning was gone after it)."""
    out = _output("spraak")
    said = opening_output(out, out.start(), False, translator("nl"))
    assert said == (
        "Uitvoer spraak werkt niet (geen geluidsuitvoer); nu: tekst. "
        "Wil je voortaan tekst, typ dan uitvoer tekst."
    )
    assert out.switch("tekst") == "Uitvoer: tekst."  # the choice changed: said so
    assert out.choice == "tekst"
    assert out.switch("tekst") == "Uitvoer is al tekst."  # now it is
    # --uitvoer spraak counts for this run only: the fallback alone
    out = _output("spraak")
    assert opening_output(out, out.start(), True, translator("nl")).endswith("nu: tekst.")
    # auto never chose speech: nothing to keep
    out = _output("auto")
    assert opening_output(out, out.start(), False, translator("nl")) == "Uitvoer: tekst."
    out = _output("schermlezer", "en")
    assert opening_output(out, out.start(), False, translator("en")).endswith(
        "now: text. To keep text from now on, type output text."
    )
