"""One rule for the answers that look at the face-down cards (trial 7 leftover): while the
game is in play each asks first, the same way (``waar ging het mis`` asked since trial 6;
``was dit spel te winnen`` told at once); after the game is over (won, given up, lost, no
move left) it tells at once, nothing is left to spoil. An answer the player asked for as a
peek by name asks nothing: ``spiek``, and ``kan het nog`` after ``antwoord spiekend`` (the
setting is the peek asked for by name); ``kan het nog`` without it does not peek (it samples
the hidden cards), nor does ``hint``. Every game x rules x app/traditional, Dutch and
English."""

from __future__ import annotations

from pathlib import Path

import pytest
import sessions
from every import EVERY, Case, case_id
from test_trial6_leftovers import NOT_TOLD, PEEK  # the peek question, said the same way
from test_trial6_truth import DECIDED

from scorpion_a11y.app.session import Session
from scorpion_a11y.commands import model as m

YES = {"nl": "ja", "en": "yes"}
NO = {"nl": "nee", "en": "no"}
#: every word for ``was dit spel te winnen`` in the vocabulary
WINNABLE = {
    "nl": ["was dit spel te winnen", "was het te winnen", "was dit te winnen"],
    "en": [
        "was this deal winnable",
        "was it winnable",
        "could this deal be won",
        "could this deal have been won",
    ],
}
WRONG = {"nl": "waar ging het mis", "en": "where did it go wrong"}
FROM_START = {
    True: {
        "nl": "Ja, dit spel was vanaf het begin te winnen",
        "en": "Yes, this deal could be won from the start",
    },
    False: {
        "nl": "Nee, dit spel was vanaf het begin niet te winnen",
        "en": "No, this deal could not be won from the start",
    },
}


def started(tmp_path: Path, case: Case, language: str, moves: int = 1) -> Session:
    """The case's deal that the solver decides in milliseconds, ``moves`` moves played."""
    variant, rules, traditional = case
    number, _ = DECIDED[case_id(case)]
    s = sessions.fresh(tmp_path / "data", language, saved_settings=True, lock=True)
    s.start(number, rules, variant=variant, traditional=traditional)
    for _ in range(moves):
        s.run(m.Play(s.game.legal_moves()[0]))
    return s


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_was_this_deal_winnable_asks_first_during_play(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Each of its words asks the question ``waar ging het mis`` asks, before the first move
    too; nee tells nothing and counts nothing; ja tells; reading keeps it open."""
    s = started(tmp_path, case, language, moves=0)
    for words in WINNABLE[language]:
        assert s.handle(words) == PEEK[language], words
        assert s.handle(NO[language]) == NOT_TOLD[language]
        assert s.dialog.pending is None
    s.run(m.Play(s.game.legal_moves()[0]))
    assert s.handle(WINNABLE[language][0]) == PEEK[language]
    kept = s.handle({"nl": "bord", "en": "board"}[language])
    assert s.dialog.pending is not None, kept
    stats = s.stats.get(case[1], case[0], case[2])
    assert (stats.played_winnable, stats.played_unwinnable) == (0, 0)  # nothing told yet
    _, winnable = DECIDED[case_id(case)]
    told = s.handle(YES[language])
    assert told.startswith(FROM_START[winnable][language]), told
    assert s.dialog.pending is None and s.game.moves == 1


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_after_the_game_is_over_it_tells_at_once(tmp_path: Path, case: Case, language: str) -> None:
    """A game given up is over: no question, the answer itself."""
    s = started(tmp_path, case, language)
    s.handle({"nl": "opgeven", "en": "give up"}[language])
    s.handle(YES[language])
    _, winnable = DECIDED[case_id(case)]
    told = s.handle(WINNABLE[language][0])
    assert told.startswith(FROM_START[winnable][language]), told


@pytest.mark.parametrize("language", ["nl", "en"])
def test_the_same_question_asked_again_is_yes_the_other_asks_for_itself(
    tmp_path: Path, language: str
) -> None:
    case = EVERY[0]
    _, winnable = DECIDED[case_id(case)]
    s = started(tmp_path, case, language)
    assert s.handle(WINNABLE[language][0]) == PEEK[language]
    assert s.handle(WINNABLE[language][1]).startswith(FROM_START[winnable][language])
    assert s.handle(WINNABLE[language][0]) == PEEK[language]
    # waar ging het mis while "was dit spel te winnen" waits: asked for itself, and ja
    # gives its own answer, not the other's
    assert s.handle(WRONG[language]) == PEEK[language]
    told = s.handle(YES[language])
    assert not told.startswith(FROM_START[winnable][language]), told
    assert s.dialog.pending is None


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", [EVERY[0], EVERY[-1]], ids=case_id)
@pytest.mark.usefixtures("quick_session_hints")
def test_a_peek_asked_for_by_name_and_the_answers_that_do_not_peek_ask_nothing(
    tmp_path: Path, case: Case, language: str
) -> None:
    """``spiek`` and ``kan het nog`` after ``antwoord spiekend`` are peeks by name: the answer
    at once, saying it knows the face-down cards; ``kan het nog`` by default and ``hint``
    do not look at them and ask nothing either. Whether a line asks first is settled before
    any search: the sampled answers (``kan het nog`` by default, ``hint``) run on the tests'
    small budget (tests/hints.py), not the player's second of CPU each (1.2-1.9 s a case);
    the peeks search as the player's do."""
    s = started(tmp_path, case, language)
    knows = {"nl": "gedekte kaarten", "en": "face-down cards"}[language]
    for words in (
        {"nl": "kan het nog", "en": "can i still win"}[language],
        "hint",
    ):
        said = s.handle(words)
        assert said != PEEK[language] and s.dialog.pending is None, said
    said = s.handle({"nl": "spiek", "en": "peek"}[language])
    assert said != PEEK[language] and s.dialog.pending is None, said
    if not said.startswith(("Niet bekend", "Not known", "Verloren", "Lost")):
        assert knows in said, said
    s.handle({"nl": "antwoord spiekend", "en": "answer peeking"}[language])
    assert s.settings.fair_answer is False
    said = s.handle({"nl": "kan het nog", "en": "can i still win"}[language])
    assert said != PEEK[language] and s.dialog.pending is None, said
    if not said.startswith(("Niet bekend", "Not known", "Verloren", "Lost")):
        assert knows in said, said


@pytest.mark.parametrize("language", ["nl", "en"])
def test_help_says_which_answers_look_and_which_ask(tmp_path: Path, language: str) -> None:
    """``help kan het nog`` said "Het antwoord gebruikt de gedekte kaarten" while the default
    answer never looks at them; ``help was dit spel te winnen`` says that it asks first."""
    s = started(tmp_path, EVERY[0], language)
    fair = s.handle({"nl": "help kan het nog", "en": "help can i still win"}[language])
    assert {
        "nl": "Standaard probeert het verdelingen van de gedekte kaarten zonder ernaar te kijken",
        "en": "By default it tries arrangements of the face-down cards without looking at them",
    }[language] in fair, fair
    assert {"nl": "gebruikt de gedekte", "en": "uses the face-down"}[language] not in fair
    asks = s.handle(
        {"nl": "help was dit spel te winnen", "en": "help was this deal winnable"}[language]
    )
    assert {
        "nl": "speel je nog, dan vraagt het eerst of je dat wilt",
        "en": "while you play, it asks first whether you want that",
    }[language] in asks, asks
