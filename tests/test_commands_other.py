"""Commands other than moves, and the clear answer to everything that is not a command."""

from __future__ import annotations

import pytest

from scorpion_a11y.commands import model as m
from scorpion_a11y.commands import parse
from scorpion_a11y.commands.model import ParseError, ParseErrorKind
from scorpion_a11y.game import dealfile
from scorpion_a11y.game.cards import Card
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import Game
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration.parsing import describe
from scorpion_a11y.settings import Verbosity

NL = translator("nl")
EN = translator("en")
K = ParseErrorKind


def seed() -> Game:
    return Game(dealfile.load("tests/data/seed.json"))


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("bord", m.ShowBoard()),
        ("kolom 3", m.ShowColumn(2)),
        ("lees kolom 3", m.ShowColumn(2)),
        ("lees 3", m.ShowColumn(2)),
        ("kolom drie", m.ShowColumn(2)),
        ("boven", m.ShowTops()),
        ("waar is harten 8", m.WhereIs(Card.from_name("harten 8"))),
        ("waar harten 8", m.WhereIs(Card.from_name("harten 8"))),
        ("status", m.ShowStatus()),
        ("score", m.ShowScore()),
        ("zetten", m.ShowMoves()),
        ("regels", m.ShowRules()),
        ("herhaal", m.Repeat()),
        ("vorige", m.Previous()),
        ("terug", m.Undo()),
        ("ongedaan maken", m.Undo()),
        ("opnieuw", m.Redo()),
        ("herstel", m.Redo()),
        ("hint", m.Hint()),
        ("tip", m.Hint()),
        ("oplosbaar?", m.Solvable()),
        ("oplosbaar", m.Solvable()),
        ("statistiek", m.ShowStatistics()),
        ("nieuw spel", m.NewGame(None, None)),
        ("nieuw spel 1234", m.NewGame(None, 1234)),
        ("nieuw spel versoepeld", m.NewGame(Rules.VERSOEPELD, None)),
        ("nieuw spel 99 klassiek", m.NewGame(Rules.KLASSIEK, 99)),
        ("stop", m.Quit()),
        ("afsluiten", m.Quit()),
        ("help", m.Help(None)),
        ("?", m.Help(None)),
        ("help terug", m.Help("undo")),
        ("help ongedaan maken", m.Help("undo")),
        ("help zet", m.Help("move")),
        ("help toetsen", m.Help("keys")),
        ("help kaarten", m.Help("cards")),
        ("uitvoer tekst", m.SetOutput("tekst")),
        ("uitvoer spraak", m.SetOutput("spraak")),
        ("uitvoer schermlezer", m.SetOutput("schermlezer")),
        ("uitvoer auto", m.SetOutput("auto")),
        ("uitvoerigheid kort", m.SetVerbosity(Verbosity.KORT)),
        ("uitvoerigheid normaal", m.SetVerbosity(Verbosity.NORMAAL)),
        ("uitvoerigheid uitgebreid", m.SetVerbosity(Verbosity.UITGEBREID)),
        ("snelheid 60", m.SetRate(60)),
        ("taal en", m.SetLanguage("en")),
        ("taal engels", m.SetLanguage("en")),
        ("taal nl", m.SetLanguage("nl")),
        ("", m.Nothing()),
        ("   \t ", m.Nothing()),
        ("...", m.Nothing()),
        ("\x1b[A", m.Nothing()),  # an arrow key's escape sequence
    ],
)
def test_dutch_commands(line: str, expected: object) -> None:
    assert parse(line, seed(), NL) == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("undo", m.Undo()),
        ("board", m.ShowBoard()),
        ("column 3", m.ShowColumn(2)),
        ("where is 8 of hearts", m.WhereIs(Card.from_name("harten 8"))),
        ("new game relaxed 7", m.NewGame(Rules.VERSOEPELD, 7)),
        ("output screen reader", m.SetOutput("schermlezer")),
        ("verbosity short", m.SetVerbosity(Verbosity.KORT)),
        ("language dutch", m.SetLanguage("nl")),
        ("help undo", m.Help("undo")),
    ],
)
def test_english_commands(line: str, expected: object) -> None:
    assert parse(line, seed(), EN) == expected


def error(line: str, game: Game | None = None, tr: object = NL) -> ParseError:
    result = parse(line, game or seed(), tr)  # type: ignore[arg-type]
    assert isinstance(result, ParseError), result
    return result


@pytest.mark.parametrize(
    ("line", "kind", "number"),
    [
        ("harten 14", K.RANK_OUT_OF_RANGE, 14),
        ("14 harten naar 3", K.RANK_OUT_OF_RANGE, 14),
        ("harten 0", K.RANK_OUT_OF_RANGE, 0),
        ("kolom 9", K.COLUMN_OUT_OF_RANGE, 9),
        ("kolom 0", K.COLUMN_OUT_OF_RANGE, 0),
        ("harten 4 naar kolom 8", K.COLUMN_OUT_OF_RANGE, 8),
        ("9 naar 3", K.COLUMN_OUT_OF_RANGE, 9),
        ("snelheid 500", K.VALUE_OUT_OF_RANGE, 500),
        ("nieuw spel 0", K.VALUE_OUT_OF_RANGE, 0),
    ],
)
def test_impossible_values_have_their_own_kind(
    line: str, kind: ParseErrorKind, number: int
) -> None:
    result = error(line)
    assert result.kind is kind
    assert result.number == number


def test_impossible_values_are_said_with_the_valid_range() -> None:
    assert describe(NL, error("harten 14"), seed()) == (
        "Geen kaart heeft de waarde 14: de waarden gaan van 1 (aas) tot en met 13 (heer)."
    )
    assert describe(NL, error("kolom 9"), seed()) == (
        "Er is geen kolom 9: de kolommen zijn 1 tot en met 7."
    )


@pytest.mark.parametrize(
    "line", ["harten 4 op harten 4", "harten 4 naar 4 harten", "4h 4h", "harten schoppen 4"]
)
def test_a_card_named_twice(line: str) -> None:
    assert error(line).kind is K.CARD_TWICE


def test_card_named_twice_is_said() -> None:
    assert describe(NL, error("harten 4 op harten 4"), seed()) == "Je noemt harten 4 twee keer."


# hartenaas lies face down in column 1 of the seed, schoppen 8 in the reserve.
@pytest.mark.parametrize(
    "line",
    [
        "hartenaas",
        "hartenaas naar 2",
        "ha op 2",
        "waar is hartenaas",
        "harten 4 op hartenaas",
        "schoppen 8",
        "schoppen 8 naar 2",
        "waar is schoppen 8",
        "harten 4 op schoppen 8",
    ],
)
def test_face_down_and_reserve_cards_are_not_visible(line: str) -> None:
    result = error(line)
    assert result.kind is K.NOT_VISIBLE
    assert result.column is None and result.to_column is None


def test_not_visible_says_nothing_about_where_the_card_lies() -> None:
    game = seed()
    face_down = describe(NL, error("waar is hartenaas", game), game)
    in_reserve = describe(NL, error("waar is schoppen 8", game), game)
    assert face_down == "Hartenaas is niet zichtbaar."
    assert in_reserve == "Schoppen 8 is niet zichtbaar."
    assert face_down.replace("Hartenaas", "X") == in_reserve.replace("Schoppen 8", "X")


def test_unknown_words_get_the_closest_command() -> None:
    game = seed()
    result = error("4 hartn naar kolum 7", game)
    assert result.kind is K.UNKNOWN_WORD and result.text == "hartn"
    # only the unknown words change: the player's own order and words stay (trial 5)
    assert describe(NL, result, game) == (
        "Onbekend woord: hartn. Bedoelde je: 4 harten naar kolom 7?"
    )
    assert error("brod").suggestion == "bord"
    assert error("ongedan maken").suggestion == "ongedaan maken"
    assert error("4 hartz to 7", game, EN).suggestion == "4 hearts to 7"


def test_a_suggestion_is_itself_a_valid_command() -> None:
    game = seed()
    for line in ("4 hartn naar kolum 7", "brod", "2 7", "harten 4 naar", "statsu"):
        suggestion = error(line, game).suggestion
        assert suggestion is not None, line
        assert not isinstance(parse(suggestion, game, NL), ParseError), (line, suggestion)


def test_words_nothing_like_a_command_point_to_help() -> None:
    result = error("xyzzy plugh")
    assert result.kind is K.NOT_UNDERSTOOD and result.suggestion is None
    assert describe(NL, result, seed()).endswith("Zeg help om de commando's te horen.")


def test_a_word_equally_close_to_two_words_gets_the_one_that_makes_a_command() -> None:
    # "bort" is as close to "kort" (a verbosity value) as to "bord"; only "bord" is a command.
    assert error("bort").suggestion == "bord"
    assert error("terg").suggestion == "terug"


def test_a_distant_resemblance_is_not_offered() -> None:
    # "foo bar" looks a little like "oplosbaar"; offering it would only confuse.
    assert error("foo bar").suggestion is None


def test_a_line_without_one_known_word_is_said_back_whole() -> None:
    game = seed()
    result = error("hoe zit dat", game)
    assert result.kind is K.NOT_UNDERSTOOD and result.text == "hoe zit dat"
    assert (
        describe(NL, result, game)
        == "Niet begrepen: hoe zit dat. Zeg help om de commando's te horen."
    )


def test_emoji_is_an_unknown_word() -> None:
    assert error("🐱").kind is K.UNKNOWN_WORD


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("harten", K.INCOMPLETE_CARD),
        ("h", K.INCOMPLETE_CARD),
        ("waar is harten", K.INCOMPLETE_CARD),
        ("waar is", K.MISSING_VALUE),
        ("harten 4 naar", K.MISSING_DESTINATION),
        ("naar 7", K.MISSING_SOURCE),
        ("zet", K.MISSING_SOURCE),
        ("kolom", K.MISSING_COLUMN_NUMBER),
        ("2", K.NUMBER_ALONE),
        ("2 naar 2", K.SAME_COLUMN),
        ("1 naar 4", K.NO_MOVE_BETWEEN),
        ("harten 4 op harten 10", K.NOT_ON_TOP),
        ("harten 4 uit kolom 3 naar 7", K.NOT_IN_COLUMN),
        ("uitvoer", K.MISSING_VALUE),
        ("uitvoer hard", K.BAD_VALUE),
        ("taal klingon", K.BAD_VALUE),
        ("snelheid blauw", K.BAD_VALUE),
        ("nieuw spel moeilijk", K.BAD_VALUE),
        ("help blub", K.UNKNOWN_TOPIC),
        ("bord 3", K.EXTRA_WORDS),
        ("2 naar 7 naar 3", K.NOT_UNDERSTOOD),
        ("harten 4 klassiek", K.NOT_UNDERSTOOD),
        ("x" * 600, K.TOO_LONG),
    ],
)
def test_every_other_line_gets_a_clear_answer(line: str, kind: ParseErrorKind) -> None:
    game = seed()
    result = error(line, game)
    assert result.kind is kind
    for tr in (NL, EN):
        text = describe(tr, result, game)
        assert text and "{" not in text, text


def test_no_move_between_columns_names_the_top_card() -> None:
    game = seed()
    assert describe(NL, error("1 naar 4", game), game) == (
        "Geen open kaart uit kolom 1 past op kolom 4. Bovenaan kolom 4 ligt schoppen 9."
    )


def test_a_card_that_fits_nowhere_says_where_it_would_fit() -> None:
    game = seed()
    result = error("klaveren 5", game)
    assert result.kind is K.NO_TARGET
    assert describe(NL, result, game) == (
        "Klaveren 5 kan nu nergens heen. Klaveren 5 past alleen op klaveren 6, en die is niet "
        "zichtbaar."
    )


def test_ambiguous_lists_numbered_choices() -> None:
    game = Game.new(5, Rules.VERSOEPELD)
    result = parse("harten 2", game, NL)
    assert isinstance(result, m.Ambiguous)
    text = describe(NL, result, game)
    top3 = game.top(2)
    top7 = game.top(6)
    assert top3 is not None and top7 is not None
    from scorpion_a11y.names import card_name

    assert text == (
        f"Welke bedoel je? 1: harten 2 naar kolom 3, op {card_name(NL, top3)}; "
        f"2: harten 2 naar kolom 7, op {card_name(NL, top7)}. Zeg het nummer."
    )
