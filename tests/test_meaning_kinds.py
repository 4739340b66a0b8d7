"""Kinds of phrasing a new player used that the game refused (issue 23, the second fresh set):
obligations and wishes as moves, column to column, where-questions, counted undo, number words,
restarting, help and hint in other words, answers to "which rules?", big games' columns, the
rules and statistics of a named game, reserve and face-down counts answered by the fact.

The lines here are phrasings of our own for each kind, in Dutch and English; a line that
changes the game acts only on a unique, complete reading (never a guess), and a face-down
card is never named.
"""

from __future__ import annotations

from pathlib import Path
from typing import get_args

import pytest
from positions import build
from sessions import on_position as start

from scorpion_a11y.commands import model as m
from scorpion_a11y.commands import parse
from scorpion_a11y.commands.declare import INTENTS, RESULTS, SILENT, TABLE, declared_results
from scorpion_a11y.game.cards import Card, Rank, Suit
from scorpion_a11y.game.deal import Position, Rules
from scorpion_a11y.game.engine import DEAL_RESERVE as DEAL
from scorpion_a11y.game.engine import Game, Move, Place
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration import Narrator
from scorpion_a11y.narration.questions import ANSWERS, READ_ONLY, Facts, answer

NL, EN = translator("nl"), translator("en")
TR = {"nl": NL, "en": EN}
H4, H5, H8, H9 = (Card(Suit.HARTEN, r) for r in (Rank.VIER, Rank.VIJF, Rank.ACHT, Rank.NEGEN))
S9 = Card(Suit.SCHOPPEN, Rank.NEGEN)


def table() -> Position:
    """Harten 4 (column 3, on three face-down cards) fits on harten 5 (column 1); harten 8
    (column 4) fits on harten 9 (column 2); schoppen 9 (column 5) on schoppen 10 (column 6);
    column 7 is empty."""
    return build(
        "harten 5", "harten 9", "3 | harten 4", "2 | harten 8", "schoppen 9", "schoppen 10", rest=0
    )


def game() -> Game:
    return Game(table())


# ----------------------------------------------------------------------------- moves


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("nl", "harten 4 moet op harten 5"),
        ("nl", "de harten vier moet naar de eerste kolom"),
        ("nl", "harten 4 mag naar kolom 1"),
        ("nl", "harten 4 hoort bij harten 5"),
        ("nl", "ik wil de harten 4 op de harten 5"),
        ("nl", "beweeg harten 4 naar kolom 1"),
        ("nl", "leg harten 4 neer op harten 5"),
        ("nl", "van kolom 3 naar kolom 1"),
        ("nl", "uit de derde kolom naar de eerste"),
        ("en", "the 4 of hearts should go on the 5 of hearts"),
        ("en", "4 of hearts has to go to column 1"),
        ("en", "the four of hearts goes onto column 1"),
        ("en", "i want to move the 4 of hearts to column 1"),
        ("en", "shift the 4 of hearts to column 1"),
        ("en", "from column 3 to column 1"),
    ],
)
def test_a_move_said_as_a_wish_or_an_obligation_is_made(language: str, line: str) -> None:
    assert parse(line, game(), TR[language]) == m.Play(Move(H4, 0))


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("nl", "moet harten 4 naar kolom 1"),  # the verb first: a question
        ("nl", "mag ik harten 4 op harten 5 leggen"),
        ("en", "should the 4 of hearts go to column 1"),
        ("en", "may i put the 4 of hearts on the 5 of hearts"),
    ],
)
def test_the_same_words_asked_never_move(language: str, line: str) -> None:
    result = parse(line, game(), TR[language])
    assert not isinstance(result, (m.Play, m.Refused, m.Ambiguous)), result


def test_column_to_column_with_two_fitting_runs_asks_and_with_none_refuses() -> None:
    # harten 4 and harten 8 both lie in column 5: both fit on an empty column (Wasp)
    position = build(
        "harten 5", "harten 9", "", "", "harten 8, schoppen 2, harten 4", variant=Variant.WASP
    )
    g = Game(position)
    result = parse("van kolom 5 naar kolom 3", g, NL)
    assert isinstance(result, m.Ambiguous) and len(result.options) > 1
    # harten 9 alone in column 2 may not go onto harten 5: the rule's refusal, nothing moves
    refused = parse("van kolom 2 naar kolom 1", game(), NL)
    assert isinstance(refused, m.Refused) and refused.refusal.card == H9


@pytest.mark.parametrize("variant", list(SPECS), ids=lambda v: v.value)
@pytest.mark.parametrize("rules", list(Rules), ids=lambda r: r.value)
@pytest.mark.parametrize("traditional", [False, True], ids=["app", "traditional"])
def test_column_to_column_plays_only_a_legal_move_from_that_column(
    variant: Variant, rules: Rules, traditional: bool
) -> None:
    g = Game.new(11, rules, variant, traditional)
    for source in range(g.columns):
        for target in range(g.columns):
            result = parse(f"van kolom {source + 1} naar kolom {target + 1}", g, NL)
            if isinstance(result, m.Play):
                move = result.action
                assert isinstance(move, Move) and move.to == target
                assert g.check(move) is None
                src = move.src if move.src is not None else g.locate(move.card).column
                assert src == source


@pytest.mark.parametrize("variant", list(SPECS), ids=lambda v: v.value)
def test_the_last_column_and_a_lettered_big_column(variant: Variant) -> None:
    g = Game.new(3, Rules.KLASSIEK, variant)
    last = g.columns
    assert parse("lees de laatste kolom", g, NL) == m.ShowColumn(last - 1)
    assert parse("the last column", g, EN) == m.ShowColumn(last - 1)
    lettered = parse("k 11", g, NL)
    if last >= 11:
        assert lettered == m.ShowColumn(10)  # column 11, not klaverenboer
    else:
        assert lettered != m.ShowColumn(10)


# ----------------------------------------------------------------------------- questions


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("nl", "waar liggen alle harten"),
        ("nl", "waar zitten de harten"),
        ("en", "where are the hearts"),
    ],
)
def test_where_the_cards_of_a_suit_lie_names_only_face_up_cards(language: str, line: str) -> None:
    g = game()
    result = parse(line, g, TR[language])
    assert isinstance(result, m.Asked) and result.question == "where_all"
    said = answer(TR[language], g, Facts(), result)
    for suit_card in result.cards:
        loc = g.locate(suit_card)
        name = Narrator(language).card(suit_card) if hasattr(Narrator, "card") else None
        if name and not (loc.place is Place.COLUMN and loc.face_up):
            assert name not in said
    assert {"nl": "kolom 3", "en": "column 3"}[language] in said  # harten 4


@pytest.mark.parametrize("variant", list(SPECS), ids=lambda v: v.value)
@pytest.mark.parametrize("rules", list(Rules), ids=lambda r: r.value)
@pytest.mark.parametrize("traditional", [False, True], ids=["app", "traditional"])
def test_where_a_rank_lies_never_names_a_face_down_card(
    variant: Variant, rules: Rules, traditional: bool
) -> None:
    from scorpion_a11y.names import card_name

    g = Game.new(5, rules, variant, traditional)
    for line, tr in (("waar zijn de azen", NL), ("where are the queens", EN)):
        result = parse(line, g, tr)
        assert isinstance(result, m.Asked) and result.question == "where_all"
        said = answer(tr, g, Facts(), result)
        for card in result.cards:
            shown = any(
                (p.place is Place.COLUMN and p.face_up) or p.place is Place.BESIDE
                for p in g.locate_all(card)
            )
            assert (card_name(tr, card) in said) == shown, (line, card, said)


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("nl", "in welke kolom zit harten 8"),
        ("nl", "welke kolom heeft de harten 8"),
        ("en", "which column is the 8 of hearts in"),
    ],
)
def test_in_which_column_a_card_lies(language: str, line: str) -> None:
    assert parse(line, game(), TR[language]) == m.WhereIs(H8)


@pytest.mark.parametrize("variant", list(SPECS), ids=lambda v: v.value)
@pytest.mark.parametrize("rules", list(Rules), ids=lambda r: r.value)
@pytest.mark.parametrize("traditional", [False, True], ids=["app", "traditional"])
def test_reserve_face_down_and_column_counts_are_the_facts(
    variant: Variant, rules: Rules, traditional: bool
) -> None:
    g = Game.new(9, rules, variant, traditional)
    checks = [
        ("hoeveel kaarten zitten nog in de reserve", "reserve_left", NL),
        ("how many cards are left in the reserve", "reserve_left", EN),
        ("hoeveel kaarten liggen er nog dicht", "face_down_left", NL),
        ("how many face-down cards are left", "face_down_left", EN),
        ("hoeveel kolommen heeft dit spel", "columns", NL),
        ("how many columns are there", "columns", EN),
    ]
    for line, question, tr in checks:
        result = parse(line, g, tr)
        assert result == m.Asked(question), (line, result)
        said = answer(tr, g, Facts(), result)
        if question == "face_down_left":
            assert str(g.face_down_total()) in said or g.face_down_total() == 0
        elif question == "columns":
            assert str(g.columns) in said
        elif g.spec.beside:
            assert str(len(g.beside)) in said
        elif g.spec.reserve_size and not g.reserve_dealt:
            assert str(len(g.reserve)) in said
        for card in g.reserve:  # face down: never named
            from scorpion_a11y.names import card_name

            assert g.spec.beside or card_name(tr, card) not in said


# ----------------------------------------------------------------------------- undo, restart


@pytest.mark.parametrize(
    ("language", "line", "left"),
    [
        ("nl", "twee zetten terug", 1),
        ("nl", "maak de laatste 3 zetten ongedaan", 0),
        ("nl", "2 keer terugdraaien", 1),
        ("nl", "alles terugdraaien", 0),
        ("nl", "één zet terug", 2),
        ("en", "undo the last two moves", 1),
        ("en", "go back three moves", 0),
        ("en", "undo everything", 0),
    ],
)
def test_counted_undo_takes_that_many_moves_back(
    tmp_path: Path, language: str, line: str, left: int
) -> None:
    session = start(tmp_path, table(), language)
    for move in (Move(H4, 0), Move(H8, 1), Move(S9, 5)):
        session.run(m.Play(move))
    assert session.game.moves == 3
    session.handle(line)
    assert session.game.moves == left


def test_a_counted_undo_with_a_card_in_it_is_not_acted_on() -> None:
    g = game()
    g.play(Move(H4, 0))
    assert not isinstance(parse("twee harten 4 terug", g, NL), (m.Undo, m.BackToMove))


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("nl", "begin dit spel nog eens"),
        ("nl", "hetzelfde spel opnieuw"),
        ("en", "start this game over"),
        ("en", "play this deal again"),
    ],
)
def test_restarting_plays_the_same_deal_with_the_same_rules(language: str, line: str) -> None:
    for variant in SPECS:
        g = Game.new(21, Rules.VERSOEPELD, variant, True)
        assert parse(line, g, TR[language]) == m.NewGame(Rules.VERSOEPELD, 21, variant, True)


# ----------------------------------------------------------------------------- help, hint, words


@pytest.mark.parametrize(
    ("language", "line", "topic"),
    [
        ("nl", "hoe werkt opnieuw", "redo"),
        ("nl", "uitleg over de reserve", "deal"),
        ("nl", "help bij terug", "undo"),
        ("nl", "wat kan ik hier zeggen", None),
        ("en", "how does redo work", "redo"),
        ("en", "help with the reserve", "deal"),
        ("en", "what can i say here", None),
    ],
)
def test_help_in_other_words(language: str, line: str, topic: str | None) -> None:
    assert parse(line, game(), TR[language]) == m.Help(topic)


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("nl", "welke kaart zal ik nu verplaatsen"),
        ("nl", "ik zit echt vast"),
        ("en", "which card should i move now"),
        ("en", "i'm stuck"),
    ],
)
def test_the_hint_in_other_words(language: str, line: str) -> None:
    assert parse(line, game(), TR[language]) == m.Hint()


@pytest.mark.parametrize(
    ("language", "line", "rate"),
    [
        ("nl", "snelheid zeventig", 70),
        ("nl", "snelheid op drieënveertig", 43),
        ("nl", "snelheid honderd", 100),
        ("en", "rate sixty", 60),
        ("en", "speed forty two", 42),
    ],
)
def test_number_words_above_thirteen(language: str, line: str, rate: int) -> None:
    assert parse(line, game(), TR[language]) == m.SetRate(rate)


@pytest.mark.parametrize("variant", [v for v, s in SPECS.items() if s.columns >= 14])
def test_a_big_games_column_by_its_number_word(variant: Variant) -> None:
    g = Game.new(3, Rules.KLASSIEK, variant)
    assert parse("kolom veertien", g, NL) == m.ShowColumn(13)
    assert parse("column fourteen", g, EN) == m.ShowColumn(13)


@pytest.mark.parametrize(
    ("language", "line", "variant"),
    [
        ("nl", "regels van wasp", Variant.WASP),
        ("nl", "wat zijn de regels van dubbele scorpion", Variant.DOUBLE_SCORPION),
        ("en", "rules of open scorpion", Variant.OPEN_SCORPION),
    ],
)
def test_the_rules_of_a_named_game(language: str, line: str, variant: Variant) -> None:
    assert parse(line, game(), TR[language]) == m.ShowRules(variant)


def test_the_statistics_of_a_named_game_say_that_game(tmp_path: Path) -> None:
    session = start(tmp_path, table())
    said = session.handle("statistiek scorpion ii")
    assert "Scorpion II" in said


@pytest.mark.parametrize(
    ("language", "answer_line", "rules"),
    [
        ("nl", "de versoepelde regels graag", Rules.VERSOEPELD),
        ("nl", "doe maar de makkelijke", Rules.VERSOEPELD),
        ("nl", "gewoon de klassieke", Rules.KLASSIEK),
        ("en", "the relaxed rules please", Rules.VERSOEPELD),
        ("en", "standard rules", Rules.KLASSIEK),
    ],
)
def test_which_rules_is_answered_in_other_words(
    tmp_path: Path, language: str, answer_line: str, rules: Rules
) -> None:
    session = start(tmp_path, table(), language)
    session.handle("nieuw spel" if language == "nl" else "new game")
    session.handle(answer_line)
    assert session.game.rules is rules
    assert session.game.position() != table()


def test_which_rules_answered_with_no_is_not_a_rule_set(tmp_path: Path) -> None:
    session = start(tmp_path, table())
    session.handle("nieuw spel")
    session.handle("niet versoepeld")
    assert session.game.position() == table()


# ----------------------------------------------------------------------------- declarations


def test_every_result_is_declared_once_and_the_read_only_table_answers_its_part() -> None:
    assert set(RESULTS) == declared_results()
    assert set(TABLE) == set(get_args(m.ReadOnly)) == set(READ_ONLY)
    assert m.Nothing in SILENT and m.Hint not in SILENT


def test_a_new_read_only_question_is_one_declaration_plus_its_catalog_entries() -> None:
    """The question "how many columns" was added as: ``Intent("columns", question=True,
    label=...)`` in commands/declare.py, ``intent columns`` in both commands.po, its label and
    its answer in both catalogs, and its answer function in narration/questions.ANSWERS. No
    parser table, help list, reference or session code names it."""
    intent = next(i for i in INTENTS if i.id == "columns")
    assert intent.question and intent.label
    for tr in (NL, EN):
        assert tr.has("vocab", intent.key)
        assert tr.pgettext("reference", intent.label)
        from scorpion_a11y.narration.help import help_text

        assert tr.pgettext("reference", intent.label) in help_text(tr, "questions")  # help vragen
    assert "columns" in ANSWERS
    g = Game.new(1, Rules.KLASSIEK, Variant.DOUBLE_SCORPION)
    assert answer(NL, g, Facts(), m.Asked("columns")) == "Dit spel heeft 14 kolommen."
    assert answer(EN, g, Facts(), m.Asked("columns")) == "This game has 14 columns."


# ----------------------------------------------------------------------------- "which one?"


@pytest.mark.parametrize(
    ("language", "line", "suit"),
    [
        ("nl", "de klaveren graag", Suit.KLAVEREN),
        ("nl", "die van ruiten", Suit.RUITEN),
        ("nl", "de laatste", Suit.SCHOPPEN),
        ("en", "the spades one", Suit.SCHOPPEN),
        ("en", "the second one", Suit.RUITEN),
        ("en", "the last one", Suit.SCHOPPEN),
    ],
)
def test_which_one_is_answered_by_suit_ordinal_or_the_last(
    language: str, line: str, suit: Suit
) -> None:
    g = Game.new(11, Rules.VERSOEPELD)
    asked = parse("boer naar kolom 1" if language == "nl" else "jack to column 1", g, TR[language])
    assert isinstance(asked, m.Ambiguous)
    assert [mv.card.suit for mv in asked.options if isinstance(mv, Move)] == list(Suit)
    chosen = parse(line, g, TR[language], choices=asked.options)
    assert isinstance(chosen, m.Play) and isinstance(chosen.action, Move)
    assert chosen.action.card == Card(suit, Rank.BOER)


@pytest.mark.parametrize(
    ("language", "line", "expected"),
    [
        ("nl", "wat minder uitleg na elke zet", m.ChangeVerbosity(more=False)),
        ("nl", "vertel meer na een zet", m.ChangeVerbosity(more=True)),
        ("en", "say less after each move", m.ChangeVerbosity(more=False)),
        ("nl", "lees de reserve eens voor", m.Asked("reserve_left")),
        ("en", "read the reserve", m.Asked("reserve_left")),
        ("nl", "draai de stapel om", m.Play(DEAL)),
        ("en", "flip the stock", m.Play(DEAL)),
        ("nl", "speel nummer 40", m.NewGame(number=40)),
        ("en", "play number 40", m.NewGame(number=40)),
    ],
)
def test_more_phrasings_of_settings_reading_dealing_and_numbered_games(
    language: str, line: str, expected: m.Result
) -> None:
    g = Game.new(11) if expected == m.Play(DEAL) else game()  # a deal with a reserve
    assert parse(line, g, TR[language]) == expected


def test_a_number_that_is_a_column_stays_a_column() -> None:
    big = Game.new(3, Rules.KLASSIEK, Variant.DOUBLE_SCORPION)
    assert parse("lees kolom 12", big, NL) == m.ShowColumn(11)
    assert isinstance(parse("lees kolom 12", game(), NL), m.RangeError)  # no game number


@pytest.mark.parametrize(
    ("language", "line", "expected"),
    [
        ("nl", "de laatste zet terugnemen", m.Undo()),
        ("nl", "doe de teruggenomen zet opnieuw", m.Redo()),
        ("en", "redo the undone move", m.Redo()),
    ],
)
def test_undo_and_redo_named_by_the_move(language: str, line: str, expected: m.Result) -> None:
    g = game()
    g.play(Move(H4, 0))
    assert parse(line, g, TR[language]) == expected


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("nl", "ligt harten 4 bovenop"),
        ("nl", "is harten 4 vrij"),
        ("en", "is the 4 of hearts on top"),
    ],
)
def test_is_it_on_top_says_where_it_lies_never_a_bare_yes(language: str, line: str) -> None:
    g = game()
    g.play(Move(H8, 1))  # harten 8 now lies on harten 9: harten 9 is face up, not on top
    assert parse(line, g, TR[language]) == m.WhereIs(H4)
    covered = parse(line.replace("4", "9"), g, TR[language])
    assert covered == m.WhereIs(H9)
    said = Narrator(language).read(g, covered)
    assert said.startswith(
        {"nl": "Harten 9 ligt in kolom 2", "en": "9 of hearts lies in column 2"}[language]
    )


@pytest.mark.parametrize(
    ("language", "line", "expected"),
    [
        ("nl", "lees de bovenste kaarten", m.ShowTops()),
        ("en", "read the top cards", m.ShowTops()),
        ("nl", "wat is het beste wat ik nu kan doen", m.Hint()),
        ("en", "what is the best thing to do", m.Hint()),
        ("nl", "wat voor spel is dit eigenlijk", m.Asked("which_game")),
        ("nl", "alleen tekst graag", m.SetOutput("tekst")),
        ("en", "text only please", m.SetOutput("tekst")),
    ],
)
def test_tops_hint_status_and_output_in_other_words(
    language: str, line: str, expected: m.Result
) -> None:
    assert parse(line, game(), TR[language]) == expected


@pytest.mark.parametrize(("language", "line"), [("nl", "de laatste"), ("en", "the last one")])
def test_which_copy_is_answered_with_the_last_one_said(language: str, line: str) -> None:
    g = Game.new(7, Rules.KLASSIEK, Variant.DOUBLE_SCORPION)
    refused = parse("harten 3 naar kolom 1", g, NL)
    assert isinstance(refused, m.Refused)
    sources = refused.refusal.sources
    assert len(sources) == 2
    column = refused.refusal.column
    assert column is not None
    choices = tuple(Move(refused.refusal.card or H4, column, s) for s in sources)
    chosen = parse(line, g, TR[language], choices=choices)
    assert chosen == m.Play(choices[-1])
