"""The odds ("kan het nog") and the hint say "certain" only when it is: a sample of the hidden
cards never gives "Niet meer" (trial 3, item 1: spel 3723 was called lost on 10 samples while
it wins in a few of 64), and with few hidden cards every possible arrangement is solved, never
more counted than exist (item 10: "10 verdelingen" with one face-down card), in every game."""

from __future__ import annotations

from pathlib import Path

import pytest
from sessions import on_position

from scorpion_a11y.game.cards import Card
from scorpion_a11y.game.deal import ColumnLayout, Position, Rules, deal
from scorpion_a11y.game.engine import Game
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration.hints import hint_sentence, odds_sentence
from scorpion_a11y.solver.hint import Basis, Hint, HintReason, ranked_sampled
from scorpion_a11y.solver.sample import arrangements, hidden_cards, odds, possible
from scorpion_a11y.solver.search import Outcome, solve

EVERY_GAME = [
    (variant, rules, traditional)
    for variant in SPECS
    for rules in Rules
    for traditional in (False, True)
]


def few_hidden(
    number: int, rules: Rules, variant: Variant, traditional: bool, hidden: int
) -> Position:
    """Deal ``number`` with every card turned face up but the first ``hidden`` face-down ones
    (the reserve's cards, which the player cannot see, laid face up on the last column; in a
    game without face-down cards, Scorpion II, the hidden ones are the reserve's first)."""
    start = deal(number, rules, variant, traditional)
    columns = []
    left = hidden
    for column in start.columns:
        keep = column.face_down[:left]
        left -= len(keep)
        columns.append(ColumnLayout(keep, column.face_down[len(keep) :] + column.face_up))
    reserve = start.reserve if start.spec.beside else start.reserve[:left]
    spare: tuple[Card, ...] = () if start.spec.beside else start.reserve[left:]
    last = columns[-1]
    columns[-1] = ColumnLayout(last.face_down, last.face_up + spare)
    return Position(
        tuple(columns),
        reserve,
        (),
        rules,
        variant,
        traditional,
    )


@pytest.mark.parametrize(
    ("variant", "rules", "traditional"),
    EVERY_GAME,
    ids=[f"{v.value}-{r.value}-{'trad' if t else 'app'}" for v, r, t in EVERY_GAME],
)
def test_one_hidden_card_is_one_arrangement_and_a_certain_answer(
    variant: Variant, rules: Rules, traditional: bool
) -> None:
    game = Game(few_hidden(7, rules, variant, traditional, 1))
    assert len(hidden_cards(game)) == 1
    assert len(arrangements(game)) == 1
    found = odds(game, states=30_000, cpu_seconds=10)
    assert (found.samples, found.exact) == (1, True)
    sentence = odds_sentence(translator("nl"), found)
    assert "die ik probeerde" not in sentence
    truth = solve(game.position(), time_limit=10, node_limit=30_000, cpu_clock=True).outcome
    if found.won:
        assert truth is Outcome.WON
        assert sentence.startswith("Zeker: de gedekte kaarten kunnen maar op 1 manier liggen")
    elif found.lost:
        assert truth is Outcome.LOST
        assert sentence.startswith("Niet meer: de gedekte kaarten kunnen maar op 1 manier")
        hints = ranked_sampled(game, seconds=10)
        if hints:  # trial 3, item 10: not "Een gok: geen van de verdelingen ..."
            assert hints[0].exact and hints[0].basis is Basis.NONE_WINS
            assert hint_sentence(translator("nl"), game, hints[0]).startswith(
                "Dit spel is niet meer te winnen, hoe de gedekte kaarten ook liggen"
            )


def test_two_hidden_cards_are_two_arrangements_and_the_hint_counts_them() -> None:
    game = Game(few_hidden(7, Rules.KLASSIEK, Variant.SCORPION, False, 2))
    assert len(arrangements(game)) == 2
    found = odds(game, cpu_seconds=10)
    assert (found.samples, found.exact) == (2, True)
    hint = ranked_sampled(game, seconds=10)[0]
    assert hint.samples == 2 and hint.exact
    sentence = hint_sentence(translator("nl"), game, hint)
    assert "die ik probeerde" not in sentence
    assert (
        "van de 2 mogelijke verdelingen" in sentence
        or sentence.endswith("Wint, hoe de gedekte kaarten ook liggen.")
        or sentence.startswith("Dit spel is niet meer te winnen")
    )


def test_possible_counts_a_double_deck_card_once() -> None:
    two = Card.from_name("harten 3")
    assert possible([two, two]) == 1
    assert possible([two, two, Card.from_name("harten 4")]) == 3
    assert possible([]) == 1


def test_a_lost_table_with_nothing_hidden_says_so_plainly() -> None:
    """Trial 3, item 7: nothing face down and the solver proves the loss: no tip, no "Een
    gok", no "verdelingen"; the hint says plainly that the game cannot be won any more."""
    game = Game(few_hidden(7, Rules.KLASSIEK, Variant.SCORPION, False, 0))
    assert not hidden_cards(game)
    hint = Hint(game.legal_moves()[0], HintReason.BUILDS, Basis.NONE_WINS, 0, 1, exact=True)
    text = hint_sentence(translator("nl"), game, hint)
    assert text.startswith("Dit spel is niet meer te winnen, wat je ook speelt")
    assert "gok" not in text and "verdeling" not in text
    assert hint_sentence(translator("en"), game, hint).startswith(
        "This game cannot be won any more, whatever you play"
    )
    # the sampled hint (a guess) keeps its words
    hint = Hint(game.legal_moves()[0], HintReason.BUILDS, Basis.NONE_WINS, 0, 64)
    assert "Een gok" in hint_sentence(translator("nl"), game, hint)


def test_spel_3723_is_not_called_lost_on_a_sample(tmp_path: Path) -> None:
    """Trial 3, item 1, with the trial's moves: the position wins in a few arrangements (the
    hint said 2 of 64, spiek said yes); "kan het nog" may doubt, never say "Niet meer"."""
    session = on_position(tmp_path, deal(3723))
    for line in (
        "hartenvrouw op hartenheer",
        "schoppenvrouw naar kolom 6",
        "hb op hv",
        "klaveren 7 naar kolom 1",
        "harten 7 naar de acht",
        "harten 6 op harten 7",
        "k9 k6",
        "k8 op k9",
        "rb op rv",
        "ruitenaas op ruiten 2",
        "hartenheer naar de lege kolom",
        "harten 4 op harten 5",
    ):
        session.handle(line)
    answer = session.handle("kan het nog")
    assert not answer.startswith("Niet meer"), answer
    assert "van de 10 " not in answer


def test_nothing_hidden_and_undecided_is_no_guess_about_arrangements() -> None:
    """Trial 3, item 7: with nothing face down the hint speaks of no arrangements or guess."""
    game = Game(few_hidden(7, Rules.KLASSIEK, Variant.SCORPION, False, 0))
    hint = Hint(game.legal_moves()[0], HintReason.BUILDS, Basis.UNDECIDED, 0, 1, exact=True)
    text = hint_sentence(translator("nl"), game, hint)
    assert text.endswith(
        "De oplosser vond met deze zet niet op tijd een winst; de hint koos door vooruit te kijken."
    )
    assert "gok" not in text and "verdeling" not in text
    # with cards hidden, the guess is what it is
    game = Game(few_hidden(7, Rules.KLASSIEK, Variant.SCORPION, False, 3))
    hint = Hint(game.legal_moves()[0], HintReason.BUILDS, Basis.UNDECIDED, 0, 6, exact=True)
    assert "Een gok" in hint_sentence(translator("nl"), game, hint)
