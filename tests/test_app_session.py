"""The session controller with the real engine, parser, narration and files on disk.

Positions are built for the moment a player would notice: a win, a dead end, a failing disk.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from positions import build

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.game import dealfile
from scorpion_a11y.game.cards import Card, Rank, Suit
from scorpion_a11y.game.deal import Position, Rules
from scorpion_a11y.game.rules import Variant
from scorpion_a11y.narration import Narrator
from scorpion_a11y.settings import words_per_minute

BORD = "Zeg bord voor het hele bord."
DUMMY = Card(Suit.HARTEN, Rank.AAS)
STUCK = "Er is geen zet meer mogelijk. Maak zetten ongedaan of begin een nieuw spel."


def start(tmp_path: Path, position: Position) -> tuple[Session, str]:
    deal = tmp_path / "opstelling.json"
    dealfile.save(position, deal)
    session = Session(Store(tmp_path / "data"), Settings(), Statistics(), Narrator("nl"))
    return session, session.start(deal_path=str(deal))


def one_move_from_winning() -> Position:
    spades = ", ".join(
        f"schoppen{name}"
        for name in ("heer", "vrouw", "boer", " 10", " 9", " 8", " 7", " 6", " 5", " 4", " 3", " 2")
    )
    return build(spades, "schoppenaas", removed="harten, ruiten, klaveren")


def test_a_win_is_announced_counted_and_offers_a_new_game(tmp_path: Path) -> None:
    session, _ = start(tmp_path, one_move_from_winning())
    text = session.handle("schoppenaas naar kolom 1")
    assert "score" in text.lower()
    assert text.endswith("Nog een spel? Typ ja of nee.")
    stats = session.stats[Rules.KLASSIEK]
    assert (stats.played, stats.won, stats.streak, stats.best_score) == (
        1,
        1,
        1,
        105,
    )  # 5 for the same suit, 100 for the run
    assert session.handle("ja") == "Welke regels: klassiek of versoepeld? Enter kiest klassiek."
    text = session.handle("versoepeld")
    assert text.startswith("Nieuw spel: ")
    # short first: the top cards, the whole board on request
    assert ", versoepelde regels. Kolom 1: " in text
    assert text.endswith("kolom 7: " + session.n.card(session.game.top(6) or DUMMY) + ". " + BORD)
    saved = json.loads((tmp_path / "data" / "statistiek.json").read_text(encoding="utf-8"))
    assert saved["klassiek"]["gewonnen"] == 1


def test_declining_another_game(tmp_path: Path) -> None:
    session, _ = start(tmp_path, one_move_from_winning())
    session.handle("schoppenaas naar kolom 1")
    assert session.handle("nee") == "Goed. Typ nieuw spel wanneer je wilt."


def test_winning_twice_by_undo_and_redo_counts_once(tmp_path: Path) -> None:
    session, _ = start(tmp_path, one_move_from_winning())
    session.handle("schoppenaas naar kolom 1")
    session.handle("terug")
    session.handle("opnieuw")
    assert session.stats[Rules.KLASSIEK].won == 1


def test_no_move_left_is_said_once_and_again_after_undo(tmp_path: Path) -> None:
    position = build("klaveren 3", "klaveren 2", "harten 7", "schoppen 4", rest=0)
    session, opening = start(tmp_path, position)
    assert STUCK not in opening
    first = session.handle("klaveren 2 naar kolom 1")
    assert first.endswith(STUCK)
    assert STUCK not in session.handle("bord")
    assert STUCK not in session.handle("score")
    assert STUCK not in session.handle("terug")
    assert session.handle("opnieuw").endswith(STUCK)


def test_a_dead_end_at_start_is_said_in_the_opening(tmp_path: Path) -> None:
    _, opening = start(tmp_path, build("klaveren 2", "harten 7", "schoppen 4", rest=0))
    assert opening.endswith(STUCK)


def test_an_unexpected_error_keeps_the_game_going(tmp_path: Path) -> None:
    session, _ = start(tmp_path, build("klaveren 3", "klaveren 2", "harten 7", rest=0))
    text = session.run(object())  # not a command: the guard catches the failure
    assert text == "Er ging iets mis, maar je spel is bewaard. Probeer het opnieuw, of typ help."
    log = (tmp_path / "data" / "fouten.log").read_text(encoding="utf-8")
    assert "TypeError" in log
    assert session.handle("klaveren 2 naar kolom 1").startswith("Klaveren 2 naar kolom 1, op")


def test_a_failing_disk_is_said_once_and_play_goes_on(tmp_path: Path) -> None:
    session, _ = start(tmp_path, build("klaveren 4", "klaveren 3", "klaveren 2", rest=0))
    shutil.rmtree(tmp_path / "data")
    (tmp_path / "data").write_text("geen map", encoding="utf-8")  # saving cannot work now
    first = session.handle("klaveren 3 naar kolom 1")
    assert first.startswith("Je spel kon niet worden bewaard in ")
    assert "Klaveren 3 naar kolom 1, op klaveren 4." in first
    second = session.handle("klaveren 2 naar kolom 1")
    assert second.startswith("Klaveren 2 naar kolom 1, op klaveren 3.")


def test_undo_redo_and_choices_go_through_the_parser(tmp_path: Path) -> None:
    session, _ = start(tmp_path, build("harten 5", "harten 4", "schoppen 5", "schoppen 4"))
    assert session.handle("terug").startswith("Er is niets")
    moved = session.handle("harten 4")
    assert moved.startswith("Harten 4 naar kolom 1, op harten 5.")
    assert session.handle("herhaal") == moved


def test_settings_commands_are_kept(tmp_path: Path) -> None:
    session, _ = start(tmp_path, build("harten 5", "harten 4"))
    assert session.handle("uitvoerigheid uitgebreid") == "Uitvoerigheid: uitgebreid."
    assert session.handle("taal engels") == "The game now speaks English."
    assert session.handle("verbosity short") == "Verbosity: short."
    saved = json.loads((tmp_path / "data" / "instellingen.json").read_text(encoding="utf-8"))
    assert (saved["taal"], saved["uitvoerigheid"]) == ("en", "kort")


def test_speech_rate_percent_maps_onto_words_per_minute() -> None:
    assert words_per_minute(0) == 80
    assert words_per_minute(50) == 175
    assert words_per_minute(100) == 450
    assert words_per_minute(-3) == 80


def test_an_ambiguous_move_is_answered_with_its_number(tmp_path: Path) -> None:
    session, _ = start(
        tmp_path, build("harten 5", "schoppen 5", "harten 4", rules=Rules.VERSOEPELD)
    )
    question = session.handle("harten 4")
    assert "1: harten 4 naar kolom 1" in question and "2: harten 4 naar kolom 2" in question
    assert session.handle("5") == "Er is geen keuze 5: kies 1 tot en met 2."  # still asking
    assert session.handle("2").startswith("Harten 4 naar kolom 2, op schoppen 5.")


def test_leaving_a_played_game_ends_the_winning_streak(tmp_path: Path) -> None:
    session, _ = start(tmp_path, one_move_from_winning())
    session.handle("schoppenaas naar kolom 1")
    assert session.handle("nieuw spel 1234").startswith(
        "Nieuw spel: Scorpion, spel 1234, klassieke regels."
    )
    session.handle("reserve")  # the new game counts as played
    assert session.stats[Rules.KLASSIEK].streak == 1
    session.handle("nieuw spel")
    session.handle("bord")  # reading keeps the question open
    assert session.handle("klassiek").startswith("Nieuw spel: ")
    s = session.stats[Rules.KLASSIEK]
    assert (s.played, s.won, s.streak, s.longest_streak, s.win_percentage) == (2, 1, 0, 1, 50)
    text = session.handle("statistiek")
    assert text.startswith("Klassiek: 2 spellen gespeeld, 1 gewonnen, 50 procent. Beste score 105.")
    assert "Winstreeks 0, langste 1." in text


def test_the_new_game_question_survives_herhaal(tmp_path: Path) -> None:
    session, _ = start(tmp_path, build("harten 5", "harten 4"))
    question = session.handle("nieuw spel")
    assert session.handle("herhaal") == question
    assert session.handle("versoepelde").startswith("Nieuw spel: ")
    assert ", versoepelde regels." in session.handle("herhaal")


def test_changing_language_switches_the_output_and_its_voice(tmp_path: Path) -> None:
    from recording import RecordingBackend

    from scorpion_a11y.i18n import translator
    from scorpion_a11y.output import Output

    spy = RecordingBackend()
    out = Output(choice="spraak", tr=translator("nl"), backend=spy)
    out.start()
    session = Session(
        Store(tmp_path / "data"), Settings(), Statistics(), Narrator("nl"), output=out
    )
    session.start(deal_path="tests/data/seed.json")
    session.handle("taal en")
    assert out.tr.language == "en"
    assert spy.language == "en"
    assert "column 1: 3 face-down cards, then 3 of diamonds" in session.handle("board")
    out.close()


def test_english_questions_name_the_english_answers(tmp_path: Path) -> None:
    session = Session(Store(tmp_path / "data"), Settings(), Statistics(), Narrator("en"))
    session.start(deal_path="tests/data/seed.json")
    assert session.handle("new game") == "Which rules: classic or relaxed? Enter chooses classic."
    assert session.handle("relaxed").startswith("New game: ")


def test_new_game_with_a_number_starts_at_once_with_the_rules_in_play(tmp_path: Path) -> None:
    session, _ = start(tmp_path, build("harten 5", "harten 4", rules=Rules.VERSOEPELD))
    text = session.handle("nieuw spel 50")
    assert text.startswith("Nieuw spel: Scorpion, spel 50, versoepelde regels. Kolom 1: ")
    assert "terug" not in text  # nothing was played: nothing to take back


def test_terug_right_after_a_new_game_brings_the_game_in_progress_back(tmp_path: Path) -> None:
    session, _ = start(tmp_path, one_move_from_winning())
    session.handle("schoppenaas naar kolom 1")  # won: streak 1
    session.handle("nieuw spel 7")
    session.handle("reserve")  # deal 7 is played
    session.handle("harten 4")  # whatever happens, deal 7 is in progress
    streak = session.stats[Rules.KLASSIEK].streak
    session.handle("nieuw spel 8")  # deal 7 would count as lost: asked first (trial 6)
    text = session.handle("ja")
    assert text.startswith(
        "Nieuw spel: Scorpion, spel 8, klassieke regels. Je vorige spel telt als verloren; "
        "typ terug om ernaar "
    )
    assert session.stats[Rules.KLASSIEK].streak == 0  # leaving deal 7 ends the streak
    back = session.handle("terug")
    assert back.startswith("Terug naar je vorige spel: spel 7, zet ")
    assert session.game.deal_number == 7
    assert session.stats[Rules.KLASSIEK].streak == streak
    saved = json.loads((tmp_path / "data" / "spel.json").read_text(encoding="utf-8"))
    assert saved["nummer"] == 7
    # once the new game has begun, terug undoes its moves, never the switch
    session.handle("nieuw spel 8")
    session.handle("ja")
    session.handle("reserve")
    session.handle("terug")
    assert session.handle("terug").startswith("Er is niets")
    assert session.game.deal_number == 8


def test_a_choice_stays_open_while_reading_and_a_move_drops_it(tmp_path: Path) -> None:
    session, _ = start(
        tmp_path,
        build(
            "harten 5", "schoppen 5", "harten 4", "klaveren 9", "klaveren 8", rules=Rules.VERSOEPELD
        ),
    )
    session.handle("harten 4")
    session.handle("bord")
    assert session.handle("kies 2").startswith("Harten 4 naar kolom 2, op schoppen 5.")
    assert session.handle("terug").startswith("Ongedaan gemaakt: ")  # the choice was answered
    session.handle("harten 4")
    text = session.handle("klaveren 8 naar kolom 4")
    assert text.startswith("Klaveren 8 naar kolom 4") and text.endswith(" Keuze vervalt.")
    assert session.handle("2").startswith("Alleen het getal 2.")  # no choice open any more


def test_answers_may_be_polite(tmp_path: Path) -> None:
    session, _ = start(tmp_path, one_move_from_winning())
    session.handle("schoppenaas naar kolom 1")
    assert session.handle("Ja, graag.") == (
        "Welke regels: klassiek of versoepeld? Enter kiest klassiek."
    )
    assert session.handle("klassiek alsjeblieft").startswith("Nieuw spel: ")


def test_the_offer_after_a_win_stays_while_reading_and_undo_drops_it(tmp_path: Path) -> None:
    session, _ = start(tmp_path, one_move_from_winning())
    session.handle("schoppenaas naar kolom 1")
    session.handle("score")
    session.handle("bord")
    text = session.handle("terug")
    assert text.startswith("Ongedaan gemaakt: schoppenaas") and text.endswith(" Geen nieuw spel.")
    assert session.handle("ja").startswith("Niet begrepen: ja.")  # nothing is asked any more


def test_oplosbaar_answers_with_the_real_solver(tmp_path: Path) -> None:
    """Yes for a winnable deal, no for a lost one, well within the 2 s the game allows."""
    from scorpion_a11y.game.deal import deal

    session, _ = start(tmp_path, deal(16))
    assert session.handle("spiek").startswith("Ja, vanaf hier is het spel nog te winnen")
    session, _ = start(tmp_path, deal(14))
    assert session.handle("spiek").startswith("Nee, dit spel is niet te winnen")
    # the default answer does not peek, and says so
    assert session.handle("oplosbaar?").endswith(
        "Ik heb niet naar de gedekte kaarten en de reserve gekeken."
    )


def numbered(tmp_path: Path, number: int) -> Session:
    session = Session(Store(tmp_path / "data"), Settings(), Statistics(), Narrator("nl"))
    session.start(number=number)
    return session


def test_yes_to_a_suggestion_does_what_was_suggested(tmp_path: Path) -> None:
    session = numbered(tmp_path, 1234)
    assert session.handle("bort") == "Onbekend woord: bort. Bedoelde je: bord?"
    assert session.handle("ja") == session.handle("bord")


def test_no_to_a_suggestion_does_nothing(tmp_path: Path) -> None:
    session = numbered(tmp_path, 1234)
    before = session.game.position()
    # a slip in a move that may be made (a refused one is never suggested)
    assert session.handle("hartn 8 naar kolom 3").endswith("Bedoelde je: harten 8 naar kolom 3?")
    assert session.handle("nee") == "Goed, niets gedaan."
    assert session.game.position() == before
    assert session.handle("ja").startswith("Niet begrepen")  # the suggestion is gone


def test_another_command_leaves_a_suggestion_behind_silently(tmp_path: Path) -> None:
    session = numbered(tmp_path, 1234)
    session.handle("bort")
    assert session.handle("score") == session.handle("score")  # no notice of a dropped question
    assert session.handle("ja").startswith("Niet begrepen")


def test_yes_and_no_answer_the_rules_question(tmp_path: Path) -> None:
    session = numbered(tmp_path, 1234)
    assert session.handle("nieuw spel").startswith("Welke regels")
    assert session.handle("nee") == "Goed. Typ nieuw spel wanneer je wilt."
    assert session.game.deal_number == 1234
    session.handle("nieuw spel")
    assert ", klassieke regels." in session.handle("ja")
    assert session.game.deal_number != 1234


def test_can_it_still_be_won_before_the_first_move_talks_of_the_deal(tmp_path: Path) -> None:
    session = numbered(tmp_path, 84545)  # lost from the deal on (docs/winbaarheid)
    text = session.handle("spiek")
    assert text.startswith("Nee, dit spel is niet te winnen")
    assert text.endswith("Begin een nieuw spel.")


def test_a_declined_new_game_of_another_kind_is_not_dealt_later(tmp_path: Path) -> None:
    """``nieuw spel wesp`` answered with ``nee`` is over: the game offered after a win is
    of the kind being played, not the Wasp the player declined (the game and traditional
    choice belong to the rules question, not to the session)."""
    session, _ = start(tmp_path, one_move_from_winning())
    session.handle("nieuw spel wesp")
    assert session.handle("nee") == "Goed. Typ nieuw spel wanneer je wilt."
    session.handle("schoppenaas naar kolom 1")
    session.handle("ja")
    text = session.handle("klassiek")
    assert text.startswith("Nieuw spel: Scorpion, ") and "Wasp" not in text
    assert session.game.variant is Variant.SCORPION
    # asked and answered, the named game is dealt
    session.handle("nieuw spel wesp")
    assert session.handle("klassiek").startswith("Nieuw spel: Wasp, ")
    assert session.game.variant is Variant.WASP
