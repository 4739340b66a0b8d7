"""What players say in their own words (issue 23): word forms, synonyms, questions the game
knows the answer to, answering the game's own questions, giving up. Dutch and English, as a
player hears it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from positions import build
from sessions import on_position as start

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import (
    SavedGame,
    Settings,
    Statistics,
    Store,
    game_from_data,
    game_to_data,
)
from scorpion_a11y.commands import model as m
from scorpion_a11y.commands import parse
from scorpion_a11y.commands.declare import INTENTS, QUESTIONS, TERMS, term_key
from scorpion_a11y.game.cards import Card, Rank, Suit
from scorpion_a11y.game.deal import Position, Rules
from scorpion_a11y.game.engine import Game, Move
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration import Narrator
from scorpion_a11y.narration.questions import ANSWERS

NL, EN = translator("nl"), translator("en")
H4 = Card(Suit.HARTEN, Rank.VIER)


def table() -> Position:
    """Harten 4 may go onto harten 5 (column 1, on every card not named, face down); columns 5
    to 7 are empty; column 4 holds two face-down cards under klaveren 9."""
    return build("harten 5", "schoppen 5", "3 | harten 4", "2 | klaveren 9", rest=0)


# ----------------------------------------------------------------------------- word forms


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("nl", "welke kolommen zijn leeg"),
        ("nl", "welke kolom is leeg"),
        ("nl", "zijn er lege kolommen?"),
        ("en", "which columns are empty"),
        ("en", "are there any empty columns"),
    ],
)
def test_which_columns_are_empty_is_answered_in_any_form(
    tmp_path: Path, language: str, line: str
) -> None:
    session = start(tmp_path, table(), language)
    said = session.handle(line)
    assert (
        said
        == {"nl": "Kolommen 5, 6 en 7 zijn leeg.", "en": "Columns 5, 6 and 7 are empty."}[language]
    )


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("nl", "draai dat terug"),
        ("nl", "terugdraaien"),
        ("nl", "maak dat even ongedaan"),
        ("en", "take that back"),
        ("en", "oops, go back"),
    ],
)
def test_undo_in_other_words_takes_the_move_back(tmp_path: Path, language: str, line: str) -> None:
    session = start(tmp_path, table(), language)
    session.run(m.Play(Move(H4, 0)))
    said = session.handle(line)
    assert said.startswith({"nl": "Ongedaan gemaakt", "en": "Undone"}[language])
    assert session.game.moves == 0


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("nl", "doe dat weer"),
        ("nl", "toch wel"),
        ("nl", "zet terug wat je ongedaan maakte"),  # undo said twice: the undo taken back
        ("en", "do it again"),
        ("en", "do that again"),
        ("en", "redo that"),
    ],
)
def test_redo_in_other_words_plays_it_again(tmp_path: Path, language: str, line: str) -> None:
    session = start(tmp_path, table(), language)
    session.run(m.Play(Move(H4, 0)))
    session.handle("terug" if language == "nl" else "undo")
    session.handle(line)
    assert session.game.moves == 1 and session.game.top(0) == H4


# ----------------------------------------------------------------------------- reading, speech


@pytest.mark.parametrize(
    ("language", "line", "columns"),
    [
        ("nl", "lees kolom 2 en 3", (1, 2)),
        ("nl", "lees de kolommen 1 tot 3 voor", (0, 1, 2)),
        ("nl", "kolom 1, 2 en 4", (0, 1, 3)),
        ("en", "read columns 2 and 3", (1, 2)),
        ("en", "read columns 1 through 3", (0, 1, 2)),
    ],
)
def test_several_columns_are_read_at_once(
    tmp_path: Path, language: str, line: str, columns: tuple[int, ...]
) -> None:
    session = start(tmp_path, table(), language)
    said = session.handle(line)
    for c in columns:
        assert session.n.column_answer(session.game, c) in said
    assert said.count({"nl": "Kolom ", "en": "Column "}[language]) == len(columns)


def test_a_card_named_in_a_line_is_not_a_column_list() -> None:
    game = Game(table())
    assert not isinstance(parse("mag harten 4 naar kolom 1", game, NL), m.ShowColumns)


@pytest.mark.parametrize(
    ("language", "faster", "slower"),
    [("nl", "praat sneller", "spreek wat langzamer"), ("en", "talk faster", "speak slower")],
)
def test_speech_talk_changes_the_rate_one_step(
    tmp_path: Path, language: str, faster: str, slower: str
) -> None:
    from recording import RecordingBackend

    from scorpion_a11y.output import Output

    out = Output(choice="spraak", tr=translator(language), backend=RecordingBackend())
    out.start()
    session = Session(
        Store(tmp_path / "data"), Settings(), Statistics(), Narrator(language), output=out
    )
    session.start(deal_path="tests/data/seed.json")
    session.handle(faster)
    assert session.settings.rate == 60  # one step up from the usual 50
    session.handle(slower)
    session.handle(slower)
    assert session.settings.rate == 40
    out.close()


@pytest.mark.parametrize(
    ("language", "fewer", "more"),
    [("nl", "minder woorden", "meer woorden"), ("en", "fewer words", "more words")],
)
def test_fewer_and_more_words_change_the_verbosity(
    tmp_path: Path, language: str, fewer: str, more: str
) -> None:
    session = start(tmp_path, table(), language)
    session.handle(fewer)
    assert session.settings.verbosity == "kort"
    session.handle(fewer)  # the shortest stays the shortest
    assert session.settings.verbosity == "kort"
    session.handle(more)
    session.handle(more)
    assert session.settings.verbosity == "uitgebreid"


@pytest.mark.parametrize(
    ("language", "line"),
    [("nl", "speel spel nummer 12"), ("nl", "spel 12"), ("en", "play game number 12")],
)
def test_playing_a_numbered_game_starts_it(tmp_path: Path, language: str, line: str) -> None:
    session = start(tmp_path, table(), language)
    session.handle(line)
    assert session.game.deal_number == 12


# ----------------------------------------------------------------------------- questions


def ask(session: Session, line: str) -> str:
    before = session.game.position()
    said = session.handle(line)
    assert session.game.position() == before  # a question never changes the game
    return said


@pytest.mark.parametrize(
    ("language", "line", "answer"),
    [
        ("nl", "hoeveel kaarten liggen er in kolom 4", "Kolom 4 telt 3 kaarten, waarvan 2 gedekt."),
        ("nl", "hoeveel kaarten zitten in de tweede kolom", "Kolom 2 telt 1 kaart, alle open."),
        ("en", "how many cards are in column 4", "Column 4 holds 3 cards, 2 of them face down."),
        ("nl", "ligt harten 4 open", "Ja, harten 4 ligt open in kolom 3."),
        ("en", "is the 4 of hearts face up", "Yes, 4 of hearts lies face up in column 3."),
        ("nl", "waar kan harten 4 heen", "Harten 4 kan naar kolom 1, op harten 5."),
        ("en", "where can the 4 of hearts go", "4 of hearts can go to column 1, onto 5 of hearts."),
        ("nl", "mag harten 4 op harten 5", "Ja, harten 4 mag naar kolom 1, op harten 5."),
        ("en", "may the 4 of hearts go on column 1", "Yes, 4 of hearts may go to column 1, onto 5 of hearts."),  # noqa: E501
        ("nl", "hoeveel reeksen zijn er al weg", "Er is nog geen reeks weggelegd; je wint met 4 reeksen."),  # noqa: E501
        ("en", "how many runs are removed", "No run has been removed yet; you win with 4 runs."),
        ("nl", "wat is een reeks", "Een reeks is een hele soort op volgorde, van heer tot en met aas, in één kolom."),  # noqa: E501
        ("nl", "wat betekent gedekt", "Een gedekte kaart ligt met de beeldzijde naar beneden: niemand hoort welke kaart het is tot hij omgedraaid wordt."),  # noqa: E501
        ("en", "what does run mean", "A run is a whole suit in order, from king down to ace, lying on one column."),  # noqa: E501
        ("nl", "hoeveel punten geeft een complete reeks", "Een complete reeks geeft 100 punten."),
        ("en", "how many points do i get for turning a card", "A card turned face up gives 5 points."),  # noqa: E501
        ("nl", "wat is mijn beste score", "Je hebt dit spel met deze regels nog niet gewonnen, dus er is nog geen beste score."),  # noqa: E501
        ("en", "what is my best score", "You have not won this game with these rules yet, so there is no best score."),  # noqa: E501
    ],
)  # fmt: skip
def test_questions_the_game_knows_the_answer_to(
    tmp_path: Path, language: str, line: str, answer: str
) -> None:
    session = start(tmp_path, table(), language)
    assert ask(session, line) == answer


def test_may_says_no_with_the_reason(tmp_path: Path) -> None:
    session = start(tmp_path, table())
    said = ask(session, "mag harten 4 naar kolom 2")
    assert said.startswith("Nee. ") and "dezelfde soort" in said


@pytest.mark.parametrize("language", ["nl", "en"])
def test_a_face_down_card_and_a_reserve_card_get_the_same_answer(
    tmp_path: Path, language: str
) -> None:
    position = build(
        "harten 5", "klaveren 2 | harten 4", reserve="schoppen 8, schoppen 10, ruiten 2"
    )
    session = start(tmp_path, position, language)
    down = ask(session, {"nl": "ligt klaveren 2 open", "en": "is the 2 of clubs face up"}[language])
    hidden = ask(
        session, {"nl": "ligt ruiten 2 open", "en": "is the 2 of diamonds face up"}[language]
    )
    pattern = {"nl": r"Nee, \w+ 2 is niet zichtbaar\.", "en": r"No, 2 of \w+ is not visible\."}
    assert re.fullmatch(pattern[language], down) and re.fullmatch(pattern[language], hidden)
    where = ask(
        session, {"nl": "waar kan klaveren 2 heen", "en": "where can the 2 of clubs go"}[language]
    )
    assert where in ("Klaveren 2 is niet zichtbaar.", "2 of clubs is not visible.")


def test_best_score_comes_from_the_statistics(tmp_path: Path) -> None:
    session = start(tmp_path, table())
    session.stats.get(Rules.KLASSIEK).best_score = 380
    assert ask(session, "wat is mijn hoogste score") == (
        "Je beste score in dit spel met deze regels is 380."
    )


def test_the_game_clock_runs_while_the_game_is_open_and_is_saved_with_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    now = [1000.0]
    monkeypatch.setattr("scorpion_a11y.app.in_play.time.monotonic", lambda: now[0])
    session = start(tmp_path, table())
    assert ask(session, "hoe lang speel ik al") == "Je speelt dit spel nog geen minuut."
    now[0] += 65 * 60 + 5
    assert ask(session, "hoelang ben ik al bezig") == "Je speelt dit spel nu 1 uur en 5 minuten."
    session.handle("stop")
    now[0] += 10 * 3600  # closed: the clock stands still
    again = Session(Store(tmp_path / "data"), Settings(), Statistics(), Narrator("en"))
    again.start()
    assert again.handle("how long have i been playing") == (
        "You have played this game for 1 hour and 5 minutes."
    )


def test_the_clock_is_one_field_of_the_saved_game_and_a_bad_value_costs_nothing() -> None:
    saved = SavedGame(Game(table()), seconds=125.7)
    data = game_to_data(saved)
    assert data["speeltijd"] == 125
    assert game_from_data(data).seconds == 125
    data["speeltijd"] = "lang"
    assert game_from_data(data).seconds == 0
    del data["speeltijd"]  # a save from before the clock
    assert game_from_data(data).seconds == 0


@pytest.mark.parametrize("variant", list(SPECS), ids=lambda v: v.value)
@pytest.mark.parametrize("rules", list(Rules), ids=lambda r: r.value)
@pytest.mark.parametrize("traditional", [False, True], ids=["app", "traditional"])
def test_counting_and_empty_columns_tell_the_truth_in_every_game(
    variant: Variant, rules: Rules, traditional: bool
) -> None:
    from scorpion_a11y.narration.questions import Facts, answer

    game = Game.new(7, rules, variant, traditional)
    for c in range(game.columns):
        result = parse(f"hoeveel kaarten liggen er in kolom {c + 1}", game, NL)
        assert result == m.Asked("count", column=c)
        said = answer(NL, game, Facts(), result)
        total = len(game.column(c))
        assert said.startswith(f"Kolom {c + 1} telt {total} kaart") or total == 0
    empty = answer(NL, game, Facts(), m.Asked("empty"))
    assert empty == "Er is geen lege kolom." or all(
        game.top(c) is None for c in range(game.columns) if str(c + 1) in empty.split()
    )


# ----------------------------------------------------------------------------- the game's questions


def test_a_unique_empty_column_is_used_without_asking(tmp_path: Path) -> None:
    # Wasp: any card may go onto an empty column; column 4 is the only empty one
    position = build(
        "harten 5", "ruiten 2", "klaveren 9", "", "ruiten 9", "harten 9", "klaveren 3",
        variant=Variant.WASP,
    )  # fmt: skip
    session = start(tmp_path, position)
    said = session.handle("klaveren 3 naar de lege kolom")
    assert said.startswith("Klaveren 3 naar de lege kolom 4.")
    assert session.dialog.pending is None


def test_a_king_goes_to_the_one_empty_column(tmp_path: Path) -> None:
    position = build(
        "harten 5",
        "klaveren 2 | hartenheer",
        "schoppen 9",
        "",
        "ruiten 9",
        "harten 9",
        "klaveren 3",
    )
    session = start(tmp_path, position)
    said = session.handle("hartenheer naar de lege kolom")
    assert said.startswith("Hartenheer naar de lege kolom 4.")
    session.handle("terug")
    (tmp_path / "en").mkdir()
    english = start(tmp_path / "en", position, "en")
    said = english.handle("king of hearts to the empty column")
    assert said.startswith("King of hearts to empty column 4.")


def test_no_empty_column_is_said_and_nothing_is_asked(tmp_path: Path) -> None:
    position = build(
        "harten 5",
        "klaveren 2 | hartenheer",
        "schoppen 9",
        "ruiten 3",
        "ruiten 9",
        "harten 9",
        "klaveren 3",
    )
    session = start(tmp_path, position)
    assert session.handle("hartenheer naar de lege kolom") == "Er is geen lege kolom."
    assert session.dialog.pending is None


@pytest.mark.parametrize("answer", ["2", "kolom 2", "de tweede", "die in kolom 2", "naar kolom 2"])
def test_which_one_is_answered_in_every_way_the_question_allows(
    tmp_path: Path, answer: str
) -> None:
    session = start(tmp_path, build("harten 5", "schoppen 5", "harten 4", rules=Rules.VERSOEPELD))
    question = session.handle("harten 4")
    assert "1: harten 4 naar kolom 1" in question
    assert session.handle(answer).startswith("Harten 4 naar kolom 2, op schoppen 5.")


def test_terse_dictation_names_the_column() -> None:
    game = Game(build("klaveren 5", "schoppen 5", "harten 4", "", "", "", "harten 5"))
    assert parse("h4 k7", game, NL) == m.Play(Move(H4, 6))
    assert parse("h4 c7", game, EN) == m.Play(Move(H4, 6))
    # where the card the letter also names is a place the card may go, it is that card
    clubs = Game(build("klaveren 5", "schoppen 5", "klaveren 4", "", "", "", "harten 5"))
    assert parse("k4 k5", clubs, NL) == m.Play(Move(Card(Suit.KLAVEREN, Rank.VIER), 0))


# ----------------------------------------------------------------------------- giving up


@pytest.mark.parametrize(
    ("language", "line", "yes"),
    [
        ("nl", "ik geef het op", "ja"),
        ("nl", "opgeven", "ja"),
        ("nl", "opgeven", "ja ik geef op"),  # giving up said again is yes, not asked again
        ("en", "i give up", "yes"),
        ("en", "give up", "yes I give up"),
    ],
)
def test_giving_up_asks_first_counts_a_loss_and_offers_a_new_game(
    tmp_path: Path, language: str, line: str, yes: str
) -> None:
    session = start(tmp_path, table(), language)
    session.run(m.Play(Move(H4, 0)))
    asked = session.handle(line)
    assert asked.startswith({"nl": "Dit spel opgeven?", "en": "Give up this game?"}[language])
    said = session.handle(yes)
    assert said.startswith({"nl": "Spel opgegeven", "en": "Game given up"}[language])
    stats = session.stats.get(Rules.KLASSIEK)
    assert (stats.played, stats.won, stats.streak) == (1, 0, 0)
    # the game is over (trial 6): terug says so and takes no move back
    assert session.handle("terug" if language == "nl" else "undo").startswith(
        {"nl": "Je hebt dit spel opgegeven.", "en": "You gave this game up."}[language]
    )
    assert session.game.moves == 1


def test_no_to_giving_up_plays_on_and_counts_nothing(tmp_path: Path) -> None:
    session = start(tmp_path, table())
    session.handle("ik geef het op")
    assert session.handle("nee") == "Goed, speel verder."
    assert session.stats.get(Rules.KLASSIEK).played == 0


@pytest.mark.parametrize(
    "line",
    ["geef harten 4 op", "draai harten 4 terug", "praat harten 4 sneller", "speel spel 12 en 13"],
)
def test_a_line_that_says_more_than_the_command_is_never_acted_on(line: str) -> None:
    game = Game(table())
    result = parse(line, game, NL)
    assert not isinstance(result, (m.GiveUp, m.Undo, m.ChangeRate, m.NewGame, m.Play))


# ----------------------------------------------------------------------------- declared once


@pytest.mark.parametrize("language", ["nl", "en"])
def test_every_declared_intent_has_its_words_and_every_question_its_answer(
    language: str,
) -> None:
    tr = translator(language)
    for intent in INTENTS:
        assert tr.has("vocab", intent.key), intent.id
    for term in TERMS:
        assert tr.has("vocab", term_key(term)), term
    assert set(ANSWERS) == {q.id for q in QUESTIONS}
    game = Game(table())
    from scorpion_a11y.narration.questions import Facts, answer

    for term in TERMS:
        assert answer(tr, game, Facts(), m.Asked("define", term=term))


@pytest.mark.parametrize(
    ("language", "asked", "told"),
    [
        ("nl", "kan harten 4 op harten 5", "kun je harten 4 op harten 5 leggen"),
        ("nl", "mag ik de harten 4 op harten 5 leggen", "harten 4 op harten 5"),
        ("en", "can the 4 of hearts go on the 5 of hearts", "can you move the 4 of hearts to 1"),
    ],
)
def test_a_question_in_its_word_order_is_answered_and_a_request_is_done(
    tmp_path: Path, language: str, asked: str, told: str
) -> None:
    session = start(tmp_path, table(), language)
    said = ask(session, asked)  # the game does not change
    assert said.startswith({"nl": "Ja, harten 4 mag", "en": "Yes, 4 of hearts may"}[language])
    session.handle(told)
    assert session.game.top(0) == H4
