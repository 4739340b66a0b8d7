"""The corpus of lines people type or dictate (tests/data/corpus.tsv): questions and requests
in natural Dutch and English are understood, and no line is ever taken as a different action.
The share understood is reported by bench/bench_corpus.py."""

from __future__ import annotations

import corpus
import pytest

from scorpion_a11y.commands import model as m
from scorpion_a11y.game import dealfile
from scorpion_a11y.game.cards import Card, Rank, Suit
from scorpion_a11y.game.engine import Game


def test_the_corpus_is_large_and_covers_both_languages_and_every_kind() -> None:
    lines = corpus.lines()
    assert len(lines) >= 300
    assert {line.language for line in lines} == {"nl", "en"}
    kinds = {line.expected.split()[0] for line in lines}
    assert {"move", "deal", "score", "column", "error", "refused", "new", "language"} <= kinds
    texts = [(line.language, line.text) for line in lines]
    assert len(texts) == len(set(texts)), "a line is in the corpus twice"


def test_no_line_is_taken_as_a_different_action() -> None:
    wrong = [
        (o.line.number, o.line.text, o.line.expected, o.got)
        for o in corpus.run()
        if o.misunderstood
    ]
    assert not wrong


def test_nearly_every_line_is_understood_as_intended() -> None:
    outcomes = corpus.run()
    missed = [(o.line.text, o.line.expected, o.got) for o in outcomes if not o.understood]
    assert len(missed) <= 0.03 * len(outcomes), missed


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        # the examples the issue names, each as its player said it
        ("nl", "hoeveel punten heb ik", "score"),
        ("nl", "wat is de score", "score"),
        ("nl", "wat ligt er in kolom 2", "column 2"),
        ("nl", "welke kaarten liggen bovenop", "tops"),
        ("nl", "geef me een hint", "hint"),
        ("nl", "zeg dat nog eens", "repeat"),
        ("nl", "nog een keer", "repeat"),
        ("nl", "wat zei je", "repeat"),
        ("nl", "draai de reserve om", "deal"),
        ("nl", "reserve delen", "deal"),
        ("nl", "deel de reserve uit", "deal"),
        ("nl", "hoeveel gedekte kaarten zijn er nog", "q face_down_left"),
        ("nl", "welke zetten kan ik doen", "moves"),
        ("nl", "score alsjeblieft punt", "score"),
        ("nl", "zet maar even harten 4 op 7", "move harten 4 7"),
        ("nl", "kun je het bord voorlezen", "board"),
        ("nl", "graag een hint", "hint"),
        ("en", "how many points do I have?", "score"),
        ("en", "what's in column 2", "column 2"),
        ("en", "could you deal the reserve please", "deal"),
        ("en", "say that again", "repeat"),
        ("nl", "harten 4 naar de vijf", "move harten 4 7"),
        ("nl", "schoppen 6 op de zeven", "move schoppen 6 2"),
        ("en", "4 of hearts onto the five", "move harten 4 7"),
        ("nl", "language english", "language en"),
        ("en", "taal nederlands", "language nl"),
        ("nl", "nieuw spel 50", "new 50"),
        # a question never moves a card, even when the rest of the line would be a move
        ("nl", "wat is harten 4", "where harten 4"),
        ("en", "what is the 4 of hearts", "where harten 4"),
        ("nl", "wat is harten 4 naar kolom 7", "error"),
        ("en", "what is 4 of hearts to 7", "error"),
    ],
)
def test_the_examples_of_natural_speech(language: str, text: str, expected: str) -> None:
    got = corpus.run([corpus.Line(language, text, expected, 0)])[0].got
    assert got == expected


def test_a_rank_after_naar_is_a_card_only_where_a_column_cannot_be_meant() -> None:
    from scorpion_a11y.commands import parse
    from scorpion_a11y.i18n import translator

    game = Game(dealfile.load(corpus.SEED))
    nl = translator("nl")
    # "naar 7" is column 7; "naar de zeven" is the seven: schoppen 7 in column 2
    assert corpus.meaning(parse("schoppen 6 naar 7", game, nl)) == "refused"
    assert corpus.meaning(parse("schoppen 6 naar de zeven", game, nl)) == "move schoppen 6 2"
    # an ordinal is a column, even after "de": "naar de vijfde" is column 5 (klaveren 5)
    fifth = parse("harten 4 naar de vijfde", game, nl)
    assert isinstance(fifth, m.Refused) and fifth.refusal.column == 4
    # a value no column has: "op negen" can only be the nine on top (schoppen 9, column 4)
    refused = parse("klaveren 8 op negen", game, nl)
    assert isinstance(refused, m.Refused)
    assert refused.refusal.target == Card(Suit.SCHOPPEN, Rank.NEGEN)
    assert corpus.meaning(parse("klaveren 8 op kolom 9", game, nl)) == "error"


@pytest.mark.parametrize("language", ["nl", "en"])
def test_no_question_or_request_word_is_also_a_command(language: str) -> None:
    # A command phrase that shrinks to a question word once fillers go ("sorry wat" -> "wat")
    # would make every question starting with that word fail.
    from scorpion_a11y.commands.vocabulary import vocabulary
    from scorpion_a11y.i18n import translator

    vocab = vocabulary(translator(language))
    clashes = [
        phrase
        for phrase, meaning in vocab.phrases.items()
        if meaning.words & {"question", "request"} and (meaning.commands or meaning.values)
    ]
    assert not clashes


@pytest.mark.parametrize("language", ["nl", "en"])
def test_a_question_word_anywhere_in_a_move_never_makes_it_a_move(language: str) -> None:
    from scorpion_a11y.commands import parse
    from scorpion_a11y.commands.vocabulary import vocabulary
    from scorpion_a11y.i18n import translator

    tr = translator(language)
    game = Game(dealfile.load(corpus.SEED))
    vocab = vocabulary(tr)
    # a modal after the card ("schoppen 6 moet naar kolom 2") says the move: test_meaning
    modals = {" ".join(p) for p in vocab.modals}
    questions = [q for q in vocab.aliases["word question"] if q not in modals]
    moves = [x.text for x in corpus.lines() if x.language == language and x.expected[:4] == "move"]
    taken = []
    # every question word and every move line, each pair in three places
    for n in range(max(len(questions), len(moves))):
        question, words = questions[n % len(questions)], moves[n % len(moves)].split()
        for at in (0, len(words) // 2, len(words)):
            asked = " ".join([*words[:at], question, *words[at:]])
            if isinstance(parse(asked, game, tr), (m.Play, m.Refused, m.Ambiguous)):
                taken.append(asked)
    assert not taken
