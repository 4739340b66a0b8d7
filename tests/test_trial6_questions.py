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

import json
import re
from pathlib import Path

import launch
import pytest
from every import EVERY, Case, case_id
from sessions import close_all, fresh
from test_app_interactive import CTRL_Z, ENTER, F2, play

from scorpion_a11y.app.session import Session
from scorpion_a11y.commands import model as cm
from scorpion_a11y.commands.words import split_aliases
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.rules import SPECS, Variant
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration.app_text import game_name


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
        "new_open": "Nog open: het nieuwe spel beginnen? Typ ja of nee.",
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
        "new_open": "Still open: start the new game? Type yes or no.",
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
    assert s.handle("ja").endswith("Nog een spel? Typ ja of nee.")
    hint = s.handle("hint")  # the game is over: it says so, and what to type (wip/truth)
    assert hint == (
        "Je hebt dit spel opgegeven. Typ nieuw spel voor een ander spel, of speel dit spel opnieuw."
    )
    assert s.dialog.pending is not None  # "another game?" is still open
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
    return [
        re.sub(r"^Nieuw spel(: [^,]+,)? (spel )?\d+(.*?)\. Kolom 1: .*", r"Nieuw spel\1 N\3.", t)
        for t in said
    ]


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
    assert started.startswith("Nieuw spel: Wasp, ")  # named: the name first (wip/truth)
    assert idle == "Jouw zet."
    assert bye == "Spel bewaard. Tot ziens."


# ------------------------------------------------- a new game with its number asks first too


def _other(case: Case) -> Variant:
    """Another game of the registry than the case's."""
    games = list(SPECS)
    return games[(games.index(case[0]) + 1) % len(games)]


def _name(variant: Variant, language: str) -> str:
    return split_aliases(translator(language).pgettext("vocab", SPECS[variant].command_key))[0]


ASK_NEW = {
    "nl": "Dit nieuwe spel beginnen? Typ ja of nee. "
    "Je lopende spel telt dan als verloren; nee houdt het.",
    "en": "Start this new game? Type yes or no. "
    "Your game in progress then counts as lost; no keeps it.",
}
NEW_GAME = {"nl": "nieuw spel", "en": "new game"}
RELAXED = {"nl": "versoepeld", "en": "relaxed"}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_new_game_with_its_number_asks_first_as_without_it(
    tmp_path: Path, case: Case, language: str
) -> None:
    """Trial 6 (finding 7): ``nieuw spel dubbele scorpion 42`` started at once and counted the
    game in play as lost, where ``nieuw spel wasp`` asks first. Every form asks first now."""
    w = WORDS[language]
    variant, rules, traditional = case
    other = _other(case)
    new = NEW_GAME[language]
    s = _played(tmp_path, case, language)
    before = s.game.position()
    stats = s.stats.get(rules, variant, traditional)
    counted = (stats.played, stats.won, stats.streak)
    for typed in (f"{new} {_name(other, language)} 42", f"{new} 42", f"{new} {RELAXED[language]}"):
        assert s.handle(typed) == ASK_NEW[language], typed
        assert s.handle(w["reading"][0]).endswith(WORDS[language]["new_open"])  # still open
        assert s.handle("") == ASK_NEW[language]  # a yes/no question: Enter says it again
        assert s.handle(w["no"]) == w["no_new_game"]
        assert s.game.position() == before and s.game.deal_number == 5
    # the form without a number asks too, the rules (as before)
    asked = s.handle(f"{new} {_name(other, language)}")
    assert asked.endswith(w["rules"].split("? ", 1)[1].split(". ", 1)[1]), asked
    s.handle(w["no"])
    stats = s.stats.get(rules, variant, traditional)
    assert (stats.played, stats.won, stats.streak) == counted  # nothing counted lost
    # ja starts the game named, deal 42, with the rules in play; the old one counts as lost
    s.handle(f"{new} {_name(other, language)} 42")
    started = s.handle(w["yes"])
    assert s.game.deal_number == 42 and s.game.variant is other, started
    assert (s.game.rules, s.game.traditional) == (rules, traditional)
    assert s.stats.get(rules, variant, traditional).won == 0
    assert s.keeper.replaced is not None  # terug brings the old game back


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_with_nothing_to_lose_a_numbered_new_game_starts_at_once(
    tmp_path: Path, case: Case
) -> None:
    variant, rules, traditional = case
    s = fresh(tmp_path)
    s.start(5, rules, variant=variant, traditional=traditional)  # no move: nothing counts
    other = _other(case)
    started = s.handle(f"nieuw spel {_name(other, 'nl')} 42")
    shown = game_name(translator("nl"), other)
    assert started.startswith(f"Nieuw spel: {shown}, spel 42, ") and s.dialog.pending is None
    assert (s.game.deal_number, s.game.variant, s.game.rules) == (42, other, rules)


@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_new_game_named_while_the_rules_question_is_open_is_not_asked_twice(
    tmp_path: Path, case: Case
) -> None:
    """The rules question said that the game in play counts as lost: ``nieuw spel 42``
    typed as its answer starts at once, as ``klassiek`` would; so does ``ja`` to a
    suggestion that said so, and the same command typed again."""
    s = _played(tmp_path, case)
    s.handle("nieuw spel")
    said = s.handle("nieuw spel 42")
    assert said.startswith("Nieuw spel: ") and ", spel 42, " in said.split(".")[0], said
    t = _played(tmp_path / "again", case)
    assert t.handle("nieuw spel 42") == ASK_NEW["nl"]
    said = t.handle("nieuw spel 42")
    assert said.startswith("Nieuw spel: ") and ", spel 42, " in said.split(".")[0], said
    u = _played(tmp_path / "suggested", case)
    asked = u.handle("schorpoen 9")
    assert asked.endswith("Je lopende spel telt dan als verloren; nee houdt het."), asked
    assert u.handle("ja").startswith("Nieuw spel: Scorpion, spel 9, ")  # named: the name first


def test_ctrl_z_at_the_real_prompt_closes_the_question_and_takes_no_move_back(
    tmp_path: Path,
) -> None:
    seed = str(launch.ROOT / "tests" / "data" / "seed.json")
    keys = "4 harten naar kolom 7" + ENTER + "nieuw spel" + ENTER + CTRL_Z + "stop" + ENTER
    spoken, store = play(tmp_path, keys, "--deal", seed)
    _opening, moved, asked, closed, _bye = spoken
    assert moved.startswith("Harten 4 ") and asked.startswith("Welke regels")
    assert closed == WORDS["nl"]["no_new_game"] + " " + WORDS["nl"]["only_closed"]
    saved = json.loads(store.path("spel.json").read_text(encoding="utf-8"))
    assert saved["zetten"] == [{"kaart": "harten 4", "naar": 7}]  # the move is still played
