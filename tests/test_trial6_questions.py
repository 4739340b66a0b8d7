"""Trial 6 (finding 2, "Related"): an open question was handled differently each time. In pipe
mode it stayed open, unsaid, through ``zetten`` and ``xyz``; in the terminal, Enter after
``zetten`` asked it again instead of choosing klassiek; after ``opgeven``/``ja``, ``hint``
seemed to drop it; Ctrl+Z undid a move where typed ``terug`` only closed the question.

One rule now (docs/handleiding.md, "Een vraag die openstaat"), the same for a typed line, pipe
mode and a key: a command that changes the game closes the question with one sentence; any
other command is answered and ends with the question in brief; Enter alone takes the answer the
question names for it (klassiek), else says the question again; ``terug`` and Ctrl+Z close a
yes/no question as ``nee`` does. And an Enter with no question open says two words."""

from __future__ import annotations

import re
from pathlib import Path

import launch
import pytest
from every import EVERY, Case, case_id
from sessions import close_all, fresh
from test_app_interactive import ENTER, F2, play

from scorpion_a11y.app.session import Session
from scorpion_a11y.commands import model as cm
from scorpion_a11y.game.deal import Rules


@pytest.fixture(autouse=True)
def _close() -> object:
    yield
    close_all()


def _played(tmp_path: Path, case: Case, language: str = "nl") -> Session:
    """Deal 5 of the case's game, one move played (so a new game counts it as lost)."""
    variant, rules, traditional = case
    s = fresh(tmp_path / f"data-{language}", language)
    s.start(5, rules, variant=variant, traditional=traditional)
    s.run(cm.Play(s.game.legal_moves()[0]))
    return s


WORDS = {
    "nl": {
        "new": "nieuw spel",
        "give_up": "opgeven",
        "yes": "ja",
        "no": "nee",
        "undo": "terug",
        "reading": ["bord", "zetten", "score", "help", "xyz"],
        "rules": "Nog open: welke regels? Enter kiest klassiek. "
        "Je lopende spel telt dan als verloren; nee houdt het.",
        "give_up_open": "Nog open: dit spel opgeven? Typ ja of nee.",
        "another": "Nog open: nog een spel? Typ ja of nee.",
        "no_new_game": "Goed. Typ nieuw spel wanneer je wilt.",
        "only_closed": "Dat sloot alleen de vraag; er is geen zet teruggenomen.",
        "play_on": "Goed, speel verder.",
        "dropped": "Geen nieuw spel.",
    },
    "en": {
        "new": "new game",
        "give_up": "give up",
        "yes": "yes",
        "no": "no",
        "undo": "undo",
        "reading": ["board", "moves", "score", "help", "xyz"],
        "rules": "Still open: which rules? Enter chooses classic. "
        "Your game in progress then counts as lost; no keeps it.",
        "give_up_open": "Still open: give up this game? Type yes or no.",
        "another": "Still open: another game? Type yes or no.",
        "no_new_game": "Fine. Type new game whenever you like.",
        "only_closed": "That only closed the question; no move was taken back.",
        "play_on": "Fine, play on.",
        "dropped": "No new game.",
    },
}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_other_commands_are_answered_and_the_question_follows_in_brief(
    tmp_path: Path, case: Case, language: str
) -> None:
    w = WORDS[language]
    s = _played(tmp_path, case, language)
    before = s.game.position()
    for opened, reminder in (("new", w["rules"]), ("give_up", w["give_up_open"])):
        s.handle(w[opened])
        for typed in w["reading"]:
            said = s.handle(typed)
            assert said.endswith(" " + reminder), (opened, typed, said)
            assert said.count(reminder) == 1
            assert s.dialog.pending is not None
        # the same by key: F2 reads the board and the question follows
        said = s.run(cm.ShowBoard())
        assert said.endswith(" " + reminder) and s.dialog.pending is not None
        closed = s.handle(w["no"])
        assert not closed.endswith(reminder) and s.dialog.pending is None
    assert s.game.position() == before and s.game.deal_number == 5 and s.game.moves == 1


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_enter_takes_klassiek_after_reading_and_repeats_a_yes_no_question(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Enter takes the answer the question names for it, whatever was read in between; a
    yes/no question names none: Enter says it again, and the game is untouched."""
    w = WORDS[language]
    variant, _rules, traditional = case
    s = _played(tmp_path, case, language)
    asked = s.handle(w["give_up"])
    s.handle(w["reading"][1])  # zetten
    assert s.handle("") == asked and s.game.deal_number == 5 and s.game.moves == 1
    s.handle(w["no"])
    s.handle(w["new"])
    s.handle(w["reading"][1])  # zetten, as in the trial's terminal
    s.handle("")
    assert s.game.deal_number != 5 and s.game.moves == 0
    assert s.game.rules is Rules.KLASSIEK
    assert (s.game.variant, s.game.traditional) == (variant, traditional)


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_ctrl_z_does_what_terug_does_while_a_question_is_open(
    tmp_path: Path, case: Case, language: str
) -> None:
    w = WORDS[language]
    typed = _played(tmp_path / "typed", case, language)
    key = _played(tmp_path / "key", case, language)
    for s, undo in ((typed, lambda s: s.handle(w["undo"])), (key, lambda s: s.run(cm.Undo()))):
        before = s.game.position()
        s.handle(w["new"])
        assert undo(s) == w["no_new_game"] + " " + w["only_closed"]
        s.handle(w["give_up"])
        assert undo(s) == w["play_on"] + " " + w["only_closed"]
        assert s.dialog.pending is None
        assert s.game.position() == before and s.game.moves == 1
        # with no question open, Ctrl+Z takes the move back as before
        undo(s)
        assert s.game.moves == 0


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_move_closes_the_question_with_one_sentence(tmp_path: Path, case: Case) -> None:
    s = _played(tmp_path, case)
    s.handle("nieuw spel")
    moved = s.run(cm.Play(s.game.legal_moves()[0]))
    assert moved.endswith(" " + WORDS["nl"]["dropped"]) and s.dialog.pending is None
    assert "Nog open" not in moved and s.game.deal_number == 5


def test_after_giving_up_hint_answers_and_another_game_is_still_asked(tmp_path: Path) -> None:
    """The trial's steps (Scorpion 431929): opgeven, ja, hint."""
    s = fresh(tmp_path)
    s.start(431929, Rules.KLASSIEK)
    s.handle("harten 6 naar kolom 6")
    s.handle("opgeven")
    assert s.handle("ja").endswith("Nog een spel? Typ ja of nieuw spel.")
    hint = s.handle("hint")
    assert hint.endswith(" " + WORDS["nl"]["another"])
    assert s.handle("nee") == WORDS["nl"]["no_new_game"]
    assert s.dialog.pending is None


def test_enter_with_no_question_open_says_two_words(tmp_path: Path) -> None:
    s = fresh(tmp_path / "nl")
    s.start(5, Rules.KLASSIEK)
    said = s.handle("score")
    assert s.handle("") == "Jouw zet."
    assert s.handle("herhaal") == said  # the last real message, not "Jouw zet."
    en = fresh(tmp_path / "en", "en")
    en.start(5, Rules.KLASSIEK)
    assert en.handle("") == "Your move."


def _same(said: list[str]) -> list[str]:
    """What was said, the random new deal's number and cards left out."""
    return [re.sub(r"^Nieuw spel \d+(.*?)\. Kolom 1: .*", r"Nieuw spel N\1.", t) for t in said]


#: The trial's steps: a move, "nieuw spel wasp", zetten, xyz, Enter.
TRIAL = ["harten 6 naar kolom 6", "nieuw spel wasp", "zetten", "xyz", ""]


def test_pipe_mode_and_the_terminal_say_the_same(tmp_path: Path) -> None:
    """The trial's steps in pipe mode and typed at the real prompt (with F2 in between):
    every answer the same, the question said in brief after each, Enter takes klassiek."""
    reminder = WORDS["nl"]["rules"]
    steps = [*TRIAL[:3], "bord", *TRIAL[3:], "", "stop"]
    piped = launch.in_process(
        tmp_path / "pipe", "\n".join(steps) + "\n", "--spel", "431929", "--regels", "klassiek"
    ).stdout.splitlines()
    keys = ENTER.join(steps[:3]) + ENTER + F2 + ENTER.join(steps[4:]) + ENTER
    spoken, _ = play(tmp_path / "terminal", keys, "--spel", "431929", "--regels", "klassiek")
    assert _same(piped[1:]) == _same(spoken[1:])
    _opening, _move, asked, moves, board, xyz, started, idle, bye = piped
    assert asked.startswith("Welke regels: klassiek of versoepeld?")
    for said in (moves, board, xyz):
        assert said.endswith(" " + reminder)
    assert started.startswith("Nieuw spel ") and "Het spel is Wasp." in started
    assert idle == "Jouw zet."
    assert bye == "Spel bewaard. Tot ziens."
