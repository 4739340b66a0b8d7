"""Questions a player asks about the game that went wrong on main (issue 23, continued): a
question about an action ("kan ik de reserve delen", "can I undo") is answered, never done;
"kan ik nog verliezen" is the odds, not giving up; "heb ik al gewonnen", "wat was mijn laatste
zet", "welk spel speel ik" and "welke kaarten liggen er nog gedekt" are answered by the fact,
the most important one first. Phrasings of our own for each family, in Dutch and English; the
answers that depend on the game are checked in every game, rule set and reserve rule.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from positions import build
from sessions import on_position as start

from scorpion_a11y.commands import model as m
from scorpion_a11y.commands import parse
from scorpion_a11y.commands.model import Act
from scorpion_a11y.game.cards import Card, Rank, Suit
from scorpion_a11y.game.deal import Position, Rules
from scorpion_a11y.game.engine import DEAL_RESERVE as DEAL
from scorpion_a11y.game.engine import Game, Move
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration.app_text import game_name
from scorpion_a11y.narration.questions import Facts, answer

NL, EN = translator("nl"), translator("en")
TR = {"nl": NL, "en": EN}
H4 = Card(Suit.HARTEN, Rank.VIER)
EVERY_GAME = list(itertools.product(SPECS, Rules, (False, True)))
GAME_IDS = [f"{v.value}-{r.value}-{'trad' if t else 'app'}" for v, r, t in EVERY_GAME]


def table() -> Position:
    """Harten 4 (column 3, on three face-down cards) fits on harten 5 (column 1, on the other
    41 cards, face down); harten 8 (column 4, on two face-down cards) fits on harten 9 (column
    2); column 7 is empty."""
    return build(
        "harten 5", "harten 9", "3 | harten 4", "2 | harten 8", "schoppen 9", "schoppen 10", rest=0
    )


# ------------------------------------------------------------- asked about an action, not done

ASKED = [
    ("nl", "kan ik de reserve delen", Act.DEAL),
    ("nl", "mag ik de reserve al delen", Act.DEAL),
    ("nl", "is het mogelijk om de reserve te delen", Act.DEAL),
    ("nl", "kan ik ongedaan maken", Act.UNDO),
    ("nl", "kan ik nog terug", Act.UNDO),
    ("nl", "kan ik de zet terugdraaien", Act.UNDO),
    ("nl", "mag ik de zet opnieuw doen", Act.REDO),
    ("nl", "kan ik een nieuw spel beginnen", Act.NEW_GAME),
    ("nl", "mag ik opgeven", Act.GIVE_UP),
    ("nl", "kan ik stoppen", Act.QUIT),
    ("en", "can I deal the reserve", Act.DEAL),
    ("en", "can I deal the reserve yet", Act.DEAL),
    ("en", "is it possible to deal the reserve", Act.DEAL),
    ("en", "can I undo", Act.UNDO),
    ("en", "may I go back", Act.UNDO),
    ("en", "can I redo that", Act.REDO),
    ("en", "can I start a new game", Act.NEW_GAME),
    ("en", "can I give up", Act.GIVE_UP),
    ("en", "could I quit", Act.QUIT),
]


@pytest.mark.parametrize(("language", "line", "act"), ASKED)
def test_a_question_whether_an_action_can_be_done_is_answered_not_done(
    language: str, line: str, act: Act
) -> None:
    assert parse(line, Game(table()), TR[language]) == m.Asked("can_do", act=act)


@pytest.mark.parametrize(("language", "line", "act"), ASKED)
def test_asking_changes_nothing_and_opens_no_question(
    tmp_path: Path, language: str, line: str, act: Act
) -> None:
    session = start(tmp_path, table(), language)
    session.handle({"nl": "harten 4 naar kolom 1", "en": "4 of hearts to column 1"}[language])
    before = session.game.position(), session.game.moves, session.game.can_redo
    said = session.handle(line)
    assert (session.game.position(), session.game.moves, session.game.can_redo) == before
    assert session.dialog.pending is None, said
    assert said.startswith(("Ja", "Nee", "Yes", "No")), said


@pytest.mark.parametrize(
    ("language", "line", "expected"),
    [
        ("nl", "mag ik de reserve", m.Play(DEAL)),
        ("nl", "kun je de reserve delen", m.Play(DEAL)),
        ("nl", "mag ik een hint", m.Hint()),
        ("en", "can you deal the reserve", m.Play(DEAL)),
        ("en", "can i have a hint", m.Hint()),
    ],
)
def test_asking_for_something_or_asking_the_game_to_do_it_still_does_it(
    language: str, line: str, expected: m.Result
) -> None:
    g = Game.new(5)
    assert parse(line, g, TR[language]) == expected


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("nl", "kan ik harten 4 naar kolom 1 leggen"),
        ("nl", "mag ik de harten 4 op de harten 5 leggen"),
        ("en", "can I move the 4 of hearts to column 1"),
        ("en", "may I put the 4 of hearts on the 5 of hearts"),
    ],
)
def test_a_move_asked_with_i_is_whether_it_may_go_there(language: str, line: str) -> None:
    assert parse(line, Game(table()), TR[language]) == m.Asked("may", card=H4, column=0)


@pytest.mark.parametrize(("variant", "rules", "traditional"), EVERY_GAME, ids=GAME_IDS)
def test_whether_the_reserve_can_be_dealt_is_the_rules_answer(
    variant: Variant, rules: Rules, traditional: bool
) -> None:
    """Yes exactly when the engine would deal it now (traditional rules: only when no useful
    move is left; Three Blind Mice has no reserve), and never a reserve card named."""
    g = Game.new(3, rules, variant, traditional)
    for tr, line in ((NL, "kan ik de reserve delen"), (EN, "can I deal the reserve")):
        asked = parse(line, g, tr)
        assert asked == m.Asked("can_do", act=Act.DEAL)
        said = answer(tr, g, Facts(), asked)
        possible = g.spec.reserve_size > 0 and g.check(DEAL) is None
        assert said.startswith(("Ja", "Yes") if possible else ("Nee", "No")), said
        from scorpion_a11y.names import card_name

        for card in g.reserve:  # face down (the cards beside the table lie face up)
            assert g.spec.beside or card_name(tr, card) not in said


def test_undo_and_redo_asked_name_the_move_they_would_take_back_or_play(tmp_path: Path) -> None:
    session = start(tmp_path, table())
    assert session.handle("kan ik terug").startswith("Nee. Er is niets om ongedaan te maken")
    session.handle("harten 4 naar kolom 1")
    assert session.handle("kan ik terug") == "Ja: zeg terug, dan gaat harten 4 terug naar kolom 3."
    session.handle("terug")
    assert session.handle("kan ik de zet opnieuw doen") == (
        "Ja: zeg opnieuw, dan wordt harten 4 naar kolom 1 opnieuw gespeeld."
    )


def test_give_up_asked_says_how_and_that_it_counts_as_lost(tmp_path: Path) -> None:
    session = start(tmp_path, table(), "en")
    said = session.handle("can I give up")
    assert said == "Yes: say give up. I ask first; a game given up counts as lost."
    assert session.dialog.pending is None


# ------------------------------------------------------------- the odds, not giving up


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("nl", "kan ik dit spel winnen"),
        ("nl", "is dit spel te winnen"),
        ("nl", "kan dit spel nog gewonnen worden"),
        ("nl", "kan ik dit spel verliezen"),
        ("nl", "kan ik nog verliezen"),
        ("nl", "kan het spel nog verloren gaan"),
        ("en", "can I win this game"),
        ("en", "is this game winnable"),
        ("en", "can I still lose"),
        ("en", "can this game still be won"),
    ],
)
def test_can_i_win_or_lose_this_game_asks_the_odds(language: str, line: str) -> None:
    result = parse(line, Game.new(5), TR[language])
    assert result == m.Solvable(), result


@pytest.mark.parametrize(
    ("language", "line", "expected"),
    [
        ("nl", "ik geef op", m.GiveUp()),
        ("nl", "hoeveel spellen heb ik gewonnen", m.ShowStatistics()),
        ("nl", "hoe vaak heb ik gewonnen", m.ShowStatistics()),
        ("nl", "hoeveel reeksen moet ik maken om te winnen", m.Asked("runs")),
        ("en", "how many games have i won", m.ShowStatistics()),
        ("en", "i give up", m.GiveUp()),
    ],
)
def test_the_words_of_winning_and_losing_keep_their_other_meanings(
    language: str, line: str, expected: m.Result
) -> None:
    assert parse(line, Game.new(5), TR[language]) == expected


# ------------------------------------------------------------- answered by the fact


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("nl", "heb ik al gewonnen"),
        ("nl", "heb ik dit spel gewonnen"),
        ("nl", "is het spel al gewonnen"),
        ("en", "have I won yet"),
        ("en", "did I win"),
    ],
)
def test_have_i_won_is_answered_with_the_runs_still_to_make(language: str, line: str) -> None:
    g = Game.new(5)
    asked = parse(line, g, TR[language])
    assert asked == m.Asked("won")
    said = answer(TR[language], g, Facts(), asked)
    assert (
        said
        == {
            "nl": "Nog niet: 0 van de 4 reeksen zijn af.",
            "en": "Not yet: 0 of the 4 runs are complete.",
        }[language]
    )


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("nl", "wat was mijn laatste zet"),
        ("nl", "wat heb ik net gedaan"),
        ("en", "what was my last move"),
        ("en", "what did I just do"),
    ],
)
def test_the_last_move_is_named(tmp_path: Path, language: str, line: str) -> None:
    session = start(tmp_path, table(), language)
    none = {"nl": "Je hebt in dit spel nog geen zet gedaan.", "en": "You have not made a move"}
    assert session.handle(line).startswith(none[language])
    session.handle({"nl": "harten 4 naar kolom 1", "en": "4 of hearts to column 1"}[language])
    assert (
        session.handle(line)
        == {
            "nl": "Je laatste zet: harten 4 naar kolom 1.",
            "en": "Your last move: 4 of hearts to column 1.",
        }[language]
    )


@pytest.mark.parametrize(("variant", "rules", "traditional"), EVERY_GAME, ids=GAME_IDS)
def test_which_game_rules_and_number_come_first(
    variant: Variant, rules: Rules, traditional: bool
) -> None:
    g = Game.new(42, rules, variant, traditional)
    lines = {
        NL: ("welk spel speel ik", "welke regels gelden", "wat is het spelnummer"),
        EN: ("which game am I playing", "what rules apply", "what is the deal number"),
    }
    for tr, said_lines in lines.items():
        for line in said_lines:
            asked = parse(line, g, tr)
            assert asked == m.Asked("which_game"), (line, asked)
            said = answer(tr, g, Facts(), asked)
            assert game_name(tr, variant) in said and "42" in said, said
            assert ("traditi" in said) == traditional, said
            assert len(said) < 90, said  # the facts asked for, not the whole status


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("nl", "hoeveel gedekte kaarten zijn er nog"),
        ("en", "how many face-down cards are left"),
    ],
)
def test_face_down_cards_are_counted_per_column(language: str, line: str) -> None:
    g = Game(table())
    asked = parse(line, g, TR[language])
    assert asked == m.Asked("face_down_left")
    expected = {
        "nl": "Er liggen nog 46 gedekte kaarten op tafel. Kolom 1: 41, kolom 3: 3 en kolom 4: 2.",
        "en": "46 face-down cards are left on the table. "
        "Column 1: 41, column 3: 3 and column 4: 2.",
    }
    assert answer(TR[language], g, Facts(), asked) == expected[language]


@pytest.mark.parametrize(
    ("language", "line"),
    [("nl", "welke kaarten liggen er nog gedekt"), ("en", "which cards are still face down")],
)
def test_which_cards_lie_face_down_is_never_told(language: str, line: str) -> None:
    """Asked which cards: the answer says that is never told, then how many there are."""
    g = Game(table())
    asked = parse(line, g, TR[language])
    assert asked == m.Asked("face_down_which"), asked
    said = answer(TR[language], g, Facts(), asked)
    assert "46" in said, said


# ------------------------------------------------------------- undo said of what was undone


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("nl", "maak ongedaan wat je terugdraaide"),
        ("nl", "doe opnieuw wat je terugdraaide"),
        ("nl", "zet terug wat je ongedaan maakte"),
        ("en", "undo what you undid"),
        ("en", "redo what you undid"),
    ],
)
def test_undoing_what_was_undone_is_redo(language: str, line: str) -> None:
    g = Game(table())
    g.play(Move(H4, 0))
    g.undo()
    assert parse(line, g, TR[language]) == m.Redo()


# ------------------------------------------------------------- a verb before the player asks


@pytest.mark.parametrize(
    ("language", "line", "expected"),
    [
        ("nl", "heb ik verloren", m.Asked("lost")),
        ("nl", "moet ik opgeven", m.Solvable()),
        ("nl", "is het spel voorbij", m.Asked("lost")),
        ("nl", "moet ik de reserve delen", m.Asked("can_do", act=Act.DEAL)),
        ("nl", "zal ik een nieuw spel beginnen", m.Asked("can_do", act=Act.NEW_GAME)),
        ("nl", "speel ik wasp", m.Asked("which_game")),
        ("nl", "speel ik met traditionele regels", m.Asked("which_game")),
        ("nl", "zet ik harten 4 op harten 5", m.Asked("may", card=H4, column=0)),
        ("en", "have I lost", m.Asked("lost")),
        ("en", "should I give up", m.Solvable()),
        ("en", "is the game over", m.Asked("lost")),
        ("en", "should I deal the reserve", m.Asked("can_do", act=Act.DEAL)),
        ("en", "shall I undo", m.Asked("can_do", act=Act.UNDO)),
        ("en", "am I playing relaxed rules", m.Asked("which_game")),
    ],
)
def test_a_verb_before_the_player_asks_and_never_acts(
    language: str, line: str, expected: m.Result
) -> None:
    assert parse(line, Game(table()), TR[language]) == expected


@pytest.mark.parametrize(
    ("language", "line", "expected"),
    [
        ("nl", "ik heb verloren", m.GiveUp()),
        ("nl", "ik geef het op", m.GiveUp()),
        ("nl", "ik wil opgeven", m.GiveUp()),
        ("nl", "dan geef ik op", m.GiveUp()),  # the verb before the player after an adverb
        ("nl", "nu kan ik de reserve delen", m.Play(DEAL)),
        ("en", "i have lost", m.GiveUp()),
        ("en", "i want to deal the reserve", m.Play(DEAL)),
    ],
)
def test_the_player_saying_it_first_still_acts(
    language: str, line: str, expected: m.Result
) -> None:
    assert parse(line, Game.new(5), TR[language]) == expected


# ------------------------------------------------------------- asked without the player in it


@pytest.mark.parametrize(
    ("language", "line", "expected"),
    [
        ("nl", "is terug mogelijk", m.Asked("can_do", act=Act.UNDO)),
        ("nl", "wanneer mag ik de reserve delen", m.Asked("can_do", act=Act.DEAL)),
        ("nl", "waarom kan ik de reserve niet delen", m.Asked("can_do", act=Act.DEAL)),
        ("nl", "wat doet terug", m.Help("undo")),
        ("nl", "hoe ga ik terug", m.Help("undo")),
        ("nl", "hoe stop ik", m.Help("quit")),
        ("en", "is undo possible", m.Asked("can_do", act=Act.UNDO)),
        ("en", "when can I deal the reserve", m.Asked("can_do", act=Act.DEAL)),
        ("en", "what does undo do", m.Help("undo")),
        ("en", "how do I undo", m.Help("undo")),
    ],
)
def test_how_when_and_whether_an_action_goes_is_answered_not_done(
    language: str, line: str, expected: m.Result
) -> None:
    g = Game(table())
    g.play(Move(H4, 0))
    assert parse(line, g, TR[language]) == expected


@pytest.mark.parametrize(
    ("language", "line", "expected"),
    [
        ("nl", "ga terug", m.Undo()),
        ("nl", "doe het opnieuw", m.Redo()),
        ("en", "do it again", m.Redo()),
        ("en", "go back", m.Undo()),
    ],
)
def test_the_same_verbs_said_as_a_request_still_act(
    language: str, line: str, expected: m.Result
) -> None:
    g = Game(table())
    g.play(Move(H4, 0))
    g.undo()
    g.play(Move(H4, 0))
    assert parse(line, g, TR[language]) == expected


@pytest.mark.parametrize(
    ("language", "line", "column"),
    [
        ("nl", "welke kaarten liggen gedekt in kolom 4", 3),
        ("nl", "welke kaarten zijn nog dicht in kolom 3", 2),
        ("en", "which cards are face down in column 3", 2),
    ],
)
def test_face_down_cards_of_one_column_are_that_columns_count_not_a_rank(
    language: str, line: str, column: int
) -> None:
    """The number after the column word is the column's, never a rank ("where are the 4s")."""
    asked = parse(line, Game(table()), TR[language])
    # "which cards": the face-down question of that column (never told, then its count)
    assert asked == m.Asked("face_down_which", column=column), asked


# ------------------------------------------------------------- "dit spel", past participles


@pytest.mark.parametrize(
    ("language", "line", "expected"),
    [
        ("nl", "wat is de score van dit spel", m.ShowScore()),
        ("nl", "hoeveel punten heb ik in dit spel", m.ShowScore()),
        ("nl", "hoeveel zetten heb ik in dit spel gedaan", m.ShowStatus()),
        ("nl", "toon het bord van dit spel", m.ShowBoard()),
        ("nl", "status van het spel", m.ShowStatus()),
        ("nl", "geef een hint voor dit spel", m.Hint()),
        ("en", "what is the score in this game", m.ShowScore()),
        ("en", "give me a hint for this game", m.Hint()),
        ("en", "how many moves in this game", m.ShowStatus()),
    ],
)
def test_the_game_being_played_named_after_the_question_adds_nothing(
    language: str, line: str, expected: m.Result
) -> None:
    assert parse(line, Game.new(5), TR[language]) == expected


@pytest.mark.parametrize(
    ("language", "line"),
    [("nl", "herstart dit spel"), ("nl", "dit spel opnieuw"), ("en", "restart this game")],
)
def test_this_game_said_as_what_to_play_again_still_restarts(language: str, line: str) -> None:
    assert parse(line, Game.new(5), TR[language]) == m.NewGame(
        Rules.KLASSIEK, 5, Variant.SCORPION, False
    )


@pytest.mark.parametrize(
    ("language", "line", "expected"),
    [
        ("nl", "heb ik opgegeven", m.Solvable()),  # opgegeven: op + gegeven (geef)
        ("en", "have I dealt the reserve", m.Asked("can_do", act=Act.DEAL)),  # dealt: deal
    ],
)
def test_a_past_participle_is_read_as_its_verb(
    language: str, line: str, expected: m.Result
) -> None:
    assert parse(line, Game.new(5), TR[language]) == expected


def test_a_new_game_asked_about_says_when_this_game_would_count_as_lost(tmp_path: Path) -> None:
    session = start(tmp_path, table())
    assert session.handle("kan ik een nieuw spel beginnen") == "Ja, dat kan altijd: zeg nieuw spel."
    session.handle("harten 4 naar kolom 1")
    assert session.handle("kan ik een nieuw spel beginnen") == (
        "Ja: zeg nieuw spel. Dit spel telt dan als verloren."
    )
    assert session.dialog.pending is None


def test_playing_this_deal_again_asked_about_names_the_restart(tmp_path: Path) -> None:
    g = Game.new(5)
    assert parse("kan ik dit spel opnieuw spelen", g, NL) == m.Asked("can_do", act=Act.RESTART)
    assert answer(NL, g, Facts(), m.Asked("can_do", act=Act.RESTART)) == (
        "Ja, dat kan altijd: zeg spel opnieuw."
    )
    assert parse("spel opnieuw", g, NL) == m.NewGame(Rules.KLASSIEK, 5, Variant.SCORPION, False)
