"""Trial 7's findings about wording, long messages and sharing a position (a README-only new
player), each in every game x rules x app/traditional where it can arise."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from every import EVERY, Case, case_id

from scorpion_a11y.game.engine import Game
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration.hints import hidden_words, odds_sentence
from scorpion_a11y.solver.sample import Odds

ROOT = Path(__file__).resolve().parent.parent

# ------------------------------------------------ finding 4: the odds are a sample, not a count

# The forms of kan het nog's answer drawn from a sample: the count is of arrangements tried.
SAMPLED = [
    Odds(9, 55, 0, 9),  # maybe: the trial's "9 of the 64"
    Odds(40, 0, 0, 9),  # probably
    Odds(0, 40, 0, 9),  # probably not
    Odds(0, 7, 3, 9),  # probably not, some undecided
    Odds(3, 0, 7, 9),  # maybe, at least
]
# Every possible arrangement solved: here the count is that of the possible ones.
EXACT = [Odds(6, 0, 0, 3, exact=True), Odds(0, 6, 0, 3, exact=True), Odds(2, 4, 0, 3, exact=True)]
TRIED = {"nl": "die ik probeerde", "en": "I tried"}
POSSIBLE = {"nl": "mogelijke", "en": "possible"}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_sampled_count_of_arrangements_says_they_were_tried(case: Case, language: str) -> None:
    """Trial 7: "Misschien: in ongeveer 9 van de 64 mogelijke verdelingen van de gedekte kaarten
    en de reserve" was heard as "there are only 64 possible layouts". Every sampled form says the
    count is of the arrangements tried, never "possible"; the exact forms (every arrangement
    solved) still say "possible", which is true there; the verdict stays first."""
    variant, rules, traditional = case
    game = Game.new(1, rules, variant, traditional)
    tr = translator(language)
    hidden = hidden_words(tr, game)
    for odds in SAMPLED:
        said = odds_sentence(tr, odds, game)
        first = said.split(". ")[0]
        assert TRIED[language] in first and hidden in first, said
        assert POSSIBLE[language] not in said and "ongeveer" not in said, said
    for odds in EXACT:
        said = odds_sentence(tr, odds, game)
        assert POSSIBLE[language] in said, said
        assert TRIED[language] not in said, said
    maybe = odds_sentence(tr, Odds(9, 55, 0, 9), game)
    assert maybe.startswith(
        {"nl": f"Misschien: in 9 van de 64 verdelingen van {hidden} die ik probeerde, is dit",
         "en": f"Maybe: in 9 of the 64 arrangements of {hidden} I tried, this can"}[language]
    ), maybe


def test_the_manual_quotes_the_odds_as_the_game_says_them() -> None:
    """The manual and oplosser.md quote the fair answer: the quote is the game's sentence."""
    said = odds_sentence(translator("nl"), Odds(7, 3, 0, 12))
    for doc in ("docs/handleiding.md", "docs/oplosser.md"):
        text = " ".join((ROOT / doc).read_text(encoding="utf-8").split())
        assert "mogelijke verdelingen van de gedekte kaarten is" not in text, doc
        quotes = re.findall(r'"(Misschien: in 7 van de 10[^"]*)"', text)
        assert quotes, doc
        for quote in quotes:
            assert said.startswith(quote.rstrip(".")), (doc, quote)
