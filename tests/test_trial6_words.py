"""Trial 6 (a README-only new player): what was typed and not understood, or understood
wrongly. The game's own words typed back are understood; a question is answered, never acted
on. Every game of the registry x Klassiek/Versoepeld x app/traditional."""

from __future__ import annotations

from pathlib import Path

import pytest
from every import EVERY, Case, case_id
from launch import run_game
from sessions import close_all, fresh

from scorpion_a11y.app.session import Session
from scorpion_a11y.commands import model as cm
from scorpion_a11y.game.engine import Move


def _session(tmp_path: Path, case: Case, language: str = "nl") -> Session:
    variant, rules, traditional = case
    s = fresh(tmp_path, language)
    s.start(1, rules, variant=variant, traditional=traditional)
    return s


@pytest.fixture(autouse=True)
def _close() -> object:
    yield
    close_all()


#: (as the player typed it, the phrasing the game already understood), per language
SAME_ANSWER = {
    "nl": [
        ("hoeveel zetten kan ik terugnemen", "hoe vaak kan ik terug"),
        ("hoeveel zetten je kunt terugnemen", "hoe vaak kan ik terug"),
        ("laatste zet", "wat was mijn laatste zet"),
        ("je laatste zet", "wat was mijn laatste zet"),
        ("vorige zet", "wat was mijn laatste zet"),
    ],
    "en": [
        ("how many moves can i take back", "how often can i undo"),
        ("how many moves you can take back", "how often can i undo"),
        ("last move", "what was my last move"),
        ("your last move", "what was my last move"),
    ],
}


@pytest.mark.parametrize("case", EVERY, ids=case_id)
@pytest.mark.parametrize("language", ["nl", "en"])
def test_questions_from_help_are_answered(tmp_path: Path, case: Case, language: str) -> None:
    s = _session(tmp_path, case, language)
    s.run(cm.Play(s.game.legal_moves()[0]))  # so "the last move" has something to say
    for typed, known in SAME_ANSWER[language]:
        expected = s.handle(known)
        assert s.handle(typed) == expected, typed


WINNABLE = {
    "nl": [
        "geef me een spel dat te winnen is",
        "ik wil een winbaar spel",
        "ik wil een spel dat te winnen is",
        "geef me een spel dat je kunt winnen",
    ],
    "en": ["give me a winnable game", "i want a game that can be won"],
}
#: asked about the game in play: answered, never a new game
STILL_ASKED = {
    "nl": ["is dit spel te winnen", "kan ik dit spel winnen", "is het spel nog te winnen"],
    "en": ["is this game winnable", "can this game be won", "can i still win"],
}
NEW_WINNABLE = {"nl": "nieuw spel winbaar", "en": "new game winnable"}


@pytest.mark.parametrize("case", EVERY, ids=case_id)
@pytest.mark.parametrize("language", ["nl", "en"])
def test_asking_for_a_winnable_game_starts_one(tmp_path: Path, case: Case, language: str) -> None:
    """Trial 6: "geef me een spel dat te winnen is" was answered as "kan het nog" (and counted
    as asked in the statistics); it asks for what "nieuw spel winbaar" gives, with the same
    question or warning about the game in play."""
    for n, typed in enumerate(WINNABLE[language]):
        said = _session(tmp_path / f"a{n}", case, language)
        known = _session(tmp_path / f"b{n}", case, language)
        for s in (said, known):
            s.run(cm.Play(s.game.legal_moves()[0]))  # a game in play: the warning
        assert said.handle(typed) == known.handle(NEW_WINNABLE[language]), typed
        assert said.dialog.pending == known.dialog.pending
    s = _session(tmp_path / "asked", case, language)
    # the player presses a key at once (the terminal's Escape): the answer is what was found so
    # far; whether it is a question about this game, never a new one, does not depend on how
    # long it thinks (three full answers cost 3 s in every case)
    s.interrupted = lambda: True
    number = s.game.deal_number
    for typed in STILL_ASKED[language]:
        s.handle(typed)
        assert s.dialog.pending is None and s.game.deal_number == number, typed


#: (what was typed, language, a question: which rules (new game) or give up?)
CLOSERS = [
    ("terug", "nl"),
    ("annuleer", "nl"),
    ("laat maar", "nl"),
    ("undo", "en"),
    ("cancel", "en"),
    ("never mind", "en"),
]
ASKING = {"nl": ("nieuw spel wasp", "opgeven"), "en": ("new game wasp", "give up")}


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_undo_or_cancel_only_closes_a_yes_no_question(tmp_path: Path, case: Case) -> None:
    """Trial 6: "terug" while "which rules?" was open took a move back and then said "Geen
    nieuw spel". Now it closes the question, as "nee" does, and says that no move was taken
    back; the game stays as it was. "annuleer", "laat maar" close it as well."""
    for n, (typed, language) in enumerate(CLOSERS):
        s = _session(tmp_path / str(n), case, language)
        s.run(cm.Play(s.game.legal_moves()[0]))
        for question in ASKING[language]:
            before = (s.game.line(), s.game.deal_number, s.game.variant)
            asked = s.handle(question)
            assert s.dialog.pending is not None, asked
            said = s.handle(typed)
            assert s.dialog.pending is None, said
            assert (s.game.line(), s.game.deal_number, s.game.variant) == before, said
            undone = typed in ("terug", "undo")
            assert ("no move was taken back" in said or "geen zet teruggenomen" in said) is undone
        # and afterwards it takes a move back as ever
        s.handle(typed if typed in ("terug", "undo") else {"nl": "terug", "en": "undo"}[language])
        assert s.game.moves == 0


def test_undo_closes_the_rules_question_in_pipe_mode(tmp_path: Path) -> None:
    """The same through the program's own pipe, the way trial 6 found it (deal 431929)."""
    lines = run_game(
        tmp_path,
        "harten 6 naar kolom 6\nnieuw spel wasp\nterug\nbord\n",
        "--spel",
        "431929",
        "--regels",
        "klassiek",
    )
    assert "geen zet teruggenomen" in lines[-2] and "Ongedaan" not in lines[-2], lines[-2]
    assert "harten 7, harten 6" in lines[-1] and "kolom 5: leeg" in lines[-1], lines[-1]


WHY = {"nl": ("waarom mag dat niet", "waarom niet", "hoezo niet"), "en": ("why not", "why can't i")}
BOARD = {"nl": "bord", "en": "board"}


def _refused_move(s: Session) -> Move:
    game = s.game
    for source in range(game.columns):
        for card in game.face_up(source):
            for to in range(game.columns):
                move = Move(card, to)
                if to != source and game.check(move) is not None:
                    return move
    raise AssertionError("no refused move on this table")


@pytest.mark.parametrize("case", EVERY, ids=case_id)
@pytest.mark.parametrize("language", ["nl", "en"])
def test_why_not_after_a_refusal_says_the_refusal_again(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Trial 6: "waarom mag dat niet", "waarom niet" and "why not" right after a refused
    move gave "Onbekend woord: waarom". They say the refusal (and its reason) again; with
    nothing refused just before, they say so and never repeat something else as a reason."""
    s = _session(tmp_path, case, language)
    line = s.game.line()
    refused = s.run(cm.Play(_refused_move(s)))
    for typed in WHY[language]:
        assert s.handle(typed) == refused, typed
    board = s.handle(BOARD[language])
    for typed in WHY[language]:
        said = s.handle(typed)
        assert said != board and said != refused and said, typed
    assert s.game.line() == line


#: help vragen's lines a player cannot type back as they stand: they name a slot ("een kaart",
#: "het genoemde spel", "een aantal"), list several questions in one ("of je nu kunt delen,
#: terugnemen, ..."), or are not understood yet (left for later, trial 6's report)
NOT_TYPED_BACK = {
    "face_up",
    "where_to",
    "may",
    "define",
    "points",
    "where_all",
    "can_do",
    "undo_count",
    "new_number",
    "new_game",
    "read_columns",
    "count",
}


#: every line is understood as written now (session 10: the English "how you score points",
#: "how many cards lie on the table, face down and in the reserve" and "your settings as they
#: stand, ..." were not; their notes went into brackets, "how you get points")
NOT_YET: set[tuple[str, str]] = set()


@pytest.mark.parametrize("language", ["nl", "en"])
def test_help_vragen_lines_typed_back_are_understood(tmp_path: Path, language: str) -> None:
    """Trial 6: lines of ``help vragen`` typed back were not understood ("je laatste zet":
    "Welke kaart?"). Each line without a slot to fill, typed back word for word (without a
    note in brackets), is read as the same command or question as its own example."""
    from scorpion_a11y.commands import parse
    from scorpion_a11y.commands.declare import INTENTS
    from scorpion_a11y.narration.help import intent_examples

    s = _session(tmp_path, EVERY[0], language)
    s.run(cm.Play(s.game.legal_moves()[0]))
    tr = s.tr
    for intent in INTENTS:
        if intent.id in NOT_TYPED_BACK or (language, intent.id) in NOT_YET:
            continue
        line = tr.pgettext("reference", intent.label).split(" (")[0]
        said = parse(line, s.game, tr)
        example = intent_examples(tr, intent.id)
        assert example, intent.id
        assert type(said) is type(parse(example[0], s.game, tr)), (intent.id, line, said)
        if isinstance(said, cm.Asked):
            assert said.question == intent.id, (line, said)
