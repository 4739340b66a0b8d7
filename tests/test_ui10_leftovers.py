"""Session 10's leftovers in what the player types and hears: saving asked for in a word
(``opslaan``, ``save``), each in every game x rules x app/traditional, nl and en."""

from __future__ import annotations

from pathlib import Path

import pytest
from every import EVERY, Case, case_id
from launch import run_in_process
from sessions import fresh

from scorpion_a11y.app.completion import completion_words, completions
from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Store
from scorpion_a11y.commands import model as cm
from scorpion_a11y.game import dealfile
from scorpion_a11y.game.engine import Game
from scorpion_a11y.game.rules import SPECS
from scorpion_a11y.i18n import translator
from scorpion_a11y.narration import Narrator, answers, app_text

# ---------------------------------------- 1: "opslaan" alone was "Onbekend woord: opslaan."

#: What a player types to save, in each language (a few of the other language's too).
SAVE_WORDS = {
    "nl": (
        "opslaan",
        "bewaar",
        "bewaren",
        "sla op",
        "spel opslaan",
        "spel bewaren",
        "bewaar spel",
        "sla het spel op",
        "sla mijn spel op",
        "opslaan alsjeblieft",
        "hoe sla ik op",
        "hoe sla ik mijn spel op",
        "is mijn spel bewaard",
        "is het spel opgeslagen",
        "save",
        "save game",
    ),
    "en": (
        "save",
        "save game",
        "save the game",
        "save my game",
        "save please",
        "how do i save",
        "how do i save my game",
        "is my game saved",
        "save my progress",
        "opslaan",
    ),
}
KEPT = {
    "nl": "Je spel wordt na elke zet vanzelf bewaard. ",
    "en": "Your game is saved by itself after every move. ",
}
#: the file sentence, with the two commands cut out of it
HOW = {
    "nl": ("Deze stand als bestand bewaren, voor een vriend: zeg ", ", of ", " en een naam."),
    "en": ("To save this position as a file, for a friend: say ", ", or ", " and a name."),
}
FILES_SAVED = {"nl": "Stand bewaard in ", "en": "Position saved in "}
NOT_SAVED = {
    "nl": "Je spel wordt deze keer niet bewaard. ",
    "en": "Your game is not saved this time. ",
}


def _commands(answer: str, language: str) -> tuple[str, str]:
    """The two commands the file sentence names, as they stand in it."""
    start, middle, end = HOW[language]
    assert start in answer and answer.endswith(end), answer
    alone, named = answer.split(start, 1)[1][: -len(end)].split(middle)
    return alone, named


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_save_typed_alone_says_the_game_keeps_itself_and_how_to_save_a_file(
    case: Case, language: str, tmp_path: Path
) -> None:
    """Last session: ``opslaan``, ``save`` and their close phrasings answered "Onbekend woord".
    Each now says the game is saved after every move, and how to save the position as a file;
    both commands it names, typed back word for word, save a file (the second with a name
    after it), and the game itself is untouched (its moves still 0)."""
    variant, rules, traditional = case
    data = tmp_path / "data"
    args = ["--uitvoer", "tekst", "--taal", language, "--variant", variant.value]
    args += ["--regels", rules.value, "--spel", "7"] + (["--traditioneel"] if traditional else [])
    words = SAVE_WORDS[language]
    out = run_in_process(data, "".join(w + "\n" for w in words), *args)
    answers = out[1 : 1 + len(words)]
    assert len(answers) == len(words), out
    for typed, answer in zip(words, answers, strict=True):
        assert answer.startswith(KEPT[language]), (typed, answer)
        assert answer == answers[0], typed
    alone, named = _commands(answers[0], language)
    back = run_in_process(data, f"{alone}\n{named} vriend\nstatus\n", *args[:4])
    assert back[1].startswith(FILES_SAVED[language]) and back[1].endswith("stand.json."), back
    assert back[2].startswith(FILES_SAVED[language]) and back[2].endswith("vriend.json."), back
    assert (data / "standen" / "stand.json").is_file()
    assert (data / "standen" / "vriend.json").is_file()
    assert (", 0 zetten," if language == "nl" else ", 0 moves,") in back[3], back


@pytest.mark.parametrize("language", ["nl", "en"])
def test_save_typed_alone_says_so_when_the_game_is_not_saved(language: str, tmp_path: Path) -> None:
    """Another game holds the data folder, so this one does not save: ``opslaan`` does not
    say the game is saved after every move (a false sentence), but that it is not saved."""
    data = tmp_path / "data"
    run_in_process(data, "", "--uitvoer", "tekst")
    holder = Store(data)
    assert holder.lock()
    try:
        out = run_in_process(data, "opslaan\nsave\n", "--uitvoer", "tekst", "--taal", language)
    finally:
        holder.close()
    for answer in out[-2:]:
        assert answer.startswith(NOT_SAVED[language]), out
        assert KEPT[language].strip() not in answer
        _commands(answer, language)


@pytest.mark.parametrize("language", ["nl", "en"])
def test_help_on_saving_in_a_word_is_help_on_the_save_command(
    language: str, tmp_path: Path
) -> None:
    """``help opslaan``, ``help bewaren``, ``help save`` (was the general help in Dutch): the
    save command's help, which also says the game itself needs no saving."""
    typed = {
        "nl": ("help opslaan", "help bewaren", "help sla op", "hoe werkt opslaan"),
        "en": ("help save", "help saving", "how does saving work"),
    }[language]
    lines = "".join(t + "\n" for t in typed)
    out = run_in_process(tmp_path / "data", lines, "--taal", language, "--uitvoer", "tekst")
    first = {"nl": "bewaar stand als: Bewaart de stand", "en": "save position as: Saves the"}
    itself = {
        "nl": "Je spel zelf hoef je niet te bewaren: dat doet het spel na elke zet.",
        "en": "Your game itself needs no saving: the game saves it after every move.",
    }
    for line in out[1:]:
        assert line.startswith(first[language]) and itself[language] in line, line
    assert len(out) == 1 + len(typed)


@pytest.mark.parametrize("language", ["nl", "en"])
def test_tab_offers_the_save_question_at_the_start_of_a_line(language: str) -> None:
    """Tab completes ``opsl`` / ``sav`` to the word as the reference gives it."""
    words = completion_words(translator(language))
    typed, wanted = {"nl": ("opsl", "opslaan"), "en": ("sav", "save")}[language]
    found = [word for word, _ in completions(words, typed)]
    assert wanted in found, found


# ------------- 2: the way back to a game from a deal file said "je eigen opstelling"

FROM_FILE = {
    "nl": {
        "back": "Terug naar je vorige spel: de opstelling uit voor-jan.json, zet 1.",
        "back named": "Terug naar je vorige spel: {game}, de opstelling uit voor-jan.json, zet 1.",
        "kept": "Typ terug om terug te gaan naar de opstelling uit voor-jan.json, zet 1.",
        "gone": "De opstelling uit voor-jan.json, zet 1, komt niet meer terug: ",
        "new": "nieuw spel",
        "undo": "terug",
        "can undo": "kan ik terug",
    },
    "en": {
        "back": "Back to your previous game: the position from voor-jan.json, move 1.",
        "back named": "Back to your previous game: {game}, the position from voor-jan.json, "
        "move 1.",
        "kept": "Type undo to return to the position from voor-jan.json, move 1.",
        "gone": "The position from voor-jan.json, move 1, cannot come back any more: ",
        "new": "new game",
        "undo": "undo",
        "can undo": "can i undo",
    },
}


def _on_deal_file(tmp_path: Path, case: Case) -> tuple[Path, Path]:
    """A data folder and a friend's deal file ``voor-jan.json`` of the game ``case``."""
    variant, rules, traditional = case
    deal = tmp_path / "voor-jan.json"
    dealfile.save(Game.new(7, rules, variant, traditional).position(), deal)
    return tmp_path / "data", deal


def _move(session: Session) -> str:
    """Play the first legal move (a deal of the reserve when no card moves)."""
    return session.run(cm.Play(session.game.legal_moves()[0]))


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_the_way_back_names_the_deal_file_the_game_came_from(
    case: Case, language: str, tmp_path: Path
) -> None:
    """Last session the resume named the deal file ('Verder met de opstelling uit
    voor-jan.json'); the way back still said "je eigen opstelling". Now every sentence that
    names the game ``terug`` brings back, or no longer brings back, names the file: back to
    it, back to it from another game (named), kept past a new game without a move, gone
    after the new game's first action (``terug`` and ``kan ik terug``), and so after a
    restart of the program too."""
    variant = case[0]
    said = FROM_FILE[language]
    data, deal = _on_deal_file(tmp_path, case)
    session = fresh(data, language)
    session.start(deal_path=str(deal))
    _move(session)
    session.handle(said["new"])
    session.handle("")
    assert said["back"] in session.handle(said["undo"])
    other = next(v for v in SPECS if v is not variant)
    session.handle(f"{said['new']} {other.value}")
    session.handle("")
    assert session.game.variant is other
    back = session.handle(said["undo"])
    name = app_text.game_name(translator(language), variant)
    assert said["back named"].format(game=name) in back, back
    session.handle(said["new"])
    session.handle("")
    again = session.handle(said["new"])
    again = again if again.startswith(("Nieuw", "New")) else session.handle("")
    assert said["kept"] in again, again
    # the program stops and starts again: the way back and its words outlive it
    later = fresh(data, language)
    opening = later.start()
    assert said["kept"] in opening, opening
    _move(later)
    undone = [later.handle(said["undo"]) for _ in range(later.game.moves + 1)][-1]
    assert said["gone"] in undone, undone
    assert said["gone"] in later.handle(said["can undo"])
    last = fresh(data, language)
    last.start()
    assert said["gone"] in last.handle(said["can undo"])
    assert "eigen opstelling" not in undone and "own position" not in undone


# ------------------------------ 3: status named the game last ("... Het spel is Wasp.")

STATUS_HEAD = {
    "nl": "{game}, spel {number}, {rules}: score 0, 0 zetten, ",
    "en": "{game}, deal {number}, {rules}: score 0, 0 moves, ",
}
STATUS_FILE_HEAD = {
    "nl": "{game}, de opstelling uit voor-jan.json, {rules}: score 0, 0 zetten, ",
    "en": "{game}, the position from voor-jan.json, {rules}: score 0, 0 moves, ",
}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_status_names_the_game_first_as_every_other_sentence_does(
    case: Case, language: str, tmp_path: Path
) -> None:
    """The resume ("Verder met Wasp, spel 2800, zet 20.") and a new game ("Nieuw spel: Wasp,
    2800, versoepelde regels.") name the game first; status said it last ("..., versoepelde
    regels, spel 2800. Het spel is Wasp."; Scorpion not at all). Now status leads with the
    game, its number (or its deal file) and its rules, each once, then how it stands; in a
    game given up, "opgegeven" comes right after."""
    variant, rules, traditional = case
    tr = translator(language)
    name = app_text.game_name(tr, variant)
    rules_said = app_text.rules_adjective(tr, rules, traditional)
    session = fresh(tmp_path / "data", language)
    session.start(2800, rules, variant=variant, traditional=traditional)
    status = session.handle("status")
    head = STATUS_HEAD[language].format(game=name, number=2800, rules=rules_said)
    assert status.startswith(head), status
    assert status.count(name) == 1 and status.count(rules_said) == 1, status
    assert " 2800" not in status[len(head) :], status
    data, deal = _on_deal_file(tmp_path, case)
    on_file = fresh(data, language)
    on_file.start(deal_path=str(deal))
    status = on_file.handle("status")
    assert status.startswith(STATUS_FILE_HEAD[language].format(game=name, rules=rules_said))
    on_file.handle({"nl": "opgeven", "en": "give up"}[language])
    on_file.handle({"nl": "ja", "en": "yes"}[language])
    given_up = on_file.handle("status").split(": ", 1)[1]
    assert given_up.startswith({"nl": "opgegeven, score 0", "en": "given up, score 0"}[language])


# ----------------------------------------------- 4: more of the same kind, found this session

WHICH = {
    "nl": ("welk spel speel ik", "Je speelt {game}, spel 2800, {rules}."),
    "en": ("which game am i playing", "You are playing {game}, deal 2800, {rules}."),
}
WHICH_FILE = {
    "nl": "Je speelt {game}, de opstelling uit voor-jan.json, {rules}.",
    "en": "You are playing {game}, the position from voor-jan.json, {rules}.",
}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_which_game_names_the_game_number_and_rules_in_the_order_of_the_rest(
    case: Case, language: str, tmp_path: Path
) -> None:
    """``welk spel speel ik`` (and ``instellingen``, which starts with it) said "Je speelt
    Wasp, klassieke regels, spel 2800.": the number after the rules, where the resume, a new
    game and status say name, number, rules. Now in that order; a game from a deal file names
    the file (it said only the game and the rules)."""
    variant, rules, traditional = case
    tr = translator(language)
    name = app_text.game_name(tr, variant)
    rules_said = answers.rules_name(tr, rules, traditional)
    asked, expected = WHICH[language]
    session = fresh(tmp_path / "data", language)
    session.start(2800, rules, variant=variant, traditional=traditional)
    assert session.handle(asked) == expected.format(game=name, rules=rules_said)
    settings = {"nl": "instellingen", "en": "settings"}[language]
    assert session.handle(settings).startswith(expected.format(game=name, rules=rules_said))
    data, deal = _on_deal_file(tmp_path, case)
    on_file = fresh(data, language)
    on_file.start(deal_path=str(deal))
    said = on_file.handle(asked)
    assert said == WHICH_FILE[language].format(game=name, rules=rules_said), said


@pytest.mark.parametrize("language", ["nl", "en"])
def test_can_i_stop_does_not_say_saved_when_the_game_is_not_saved(
    language: str, tmp_path: Path
) -> None:
    """``kan ik stoppen`` answered "Ja: zeg stop. Je spel wordt bewaard." also in a game that
    another game's lock keeps from saving; now it says the game is not saved."""
    asked = {"nl": "kan ik stoppen", "en": "can i quit"}[language]
    saved = {
        "nl": "Ja: zeg stop. Je spel wordt bewaard.",
        "en": "Yes: say quit. Your game is saved.",
    }[language]
    not_saved = {
        "nl": "Ja: zeg stop. Je spel is nu niet bewaard.",
        "en": "Yes: say quit. Your game is not saved now.",
    }[language]
    data = tmp_path / "data"
    args = ("--uitvoer", "tekst", "--taal", language)
    assert run_in_process(data, asked + "\n", *args)[1] == saved
    holder = Store(data)
    assert holder.lock()
    try:
        out = run_in_process(data, asked + "\n", *args)
    finally:
        holder.close()
    assert out[-1] == not_saved, out


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_no_winnable_deal_names_the_game_and_rules_first(case: Case, language: str) -> None:
    """``nieuw spel winbaar`` without a deal found in time said "Voor Wasp met versoepeld,
    traditionele regels vond de oplosser ..." (the rules' words, made for "Wasp,
    versoepeld, traditionele regels", did not fit after "met"); now the game and its rules
    lead as elsewhere: "Wasp, versoepeld, traditionele regels: de oplosser vond ..."."""
    variant, rules, traditional = case
    tr = translator(language)
    said = Narrator(language).no_winnable_deal(variant, rules, traditional)
    head = (
        f"{app_text.game_name(tr, variant)}, {app_text.rules_adjective(tr, rules, traditional)}: "
    )
    assert said.startswith(head), said
    assert said.count(app_text.game_name(tr, variant)) == 1


@pytest.mark.parametrize("language", ["nl", "en"])
def test_save_typed_alone_while_saving_fails(language: str, tmp_path: Path) -> None:
    """The data folder is gone (saving fails): ``opslaan`` says the game is not saved now and
    that it is tried again, never that it is saved; once the folder is back, it says saved."""
    data = tmp_path / "data"
    session = fresh(data, language)
    session.start(5)
    moved = data.with_name("elders")
    data.rename(moved)
    data.write_text("geen map", encoding="utf-8")  # the folder is gone: saving fails
    session.handle({"nl": "reserve", "en": "deal"}[language])
    failing = session.handle({"nl": "opslaan", "en": "save"}[language])
    assert failing.startswith(
        {
            "nl": "Je spel is nu niet bewaard; het spel probeert het na elke zet opnieuw. ",
            "en": "Your game is not saved now; the game tries again after every move. ",
        }[language]
    ), failing
    _commands(
        failing.removesuffix({"nl": " Niet bewaard.", "en": " Not saved."}[language]), language
    )
    data.unlink()
    moved.rename(data)
    assert session.handle({"nl": "opslaan", "en": "save"}[language]).startswith(KEPT[language])
    # status too: it said "Je spel is niet bewaard." when the retry after it then saved
    data.rename(moved)
    data.write_text("geen map", encoding="utf-8")
    session.handle("status")
    data.unlink()
    moved.rename(data)
    status = session.handle("status")
    assert status.endswith({"nl": "Je spel is bewaard.", "en": "Your game is saved."}[language])


def test_a_deal_file_is_a_dealbestand_in_every_dutch_sentence(tmp_path: Path) -> None:
    """The Dutch errors about a deal file called it a "spelbestand" where the options, help
    and manual call it a "dealbestand" (and "spel" is also the saved game, spel.json): one
    word now, in the game and the solver, as English says "deal file" throughout."""
    from po import entries

    root = Path(__file__).resolve().parent.parent
    for path in sorted((root / "locales/nl/LC_MESSAGES").glob("*.po")):
        for entry in entries(path):
            said = " ".join(entry.msgstr).lower()
            assert "spelbestand" not in said, (path.name, entry.key)
    out = run_in_process(
        tmp_path / "data", "", "--uitvoer", "tekst", "--deal", str(tmp_path / "weg.json")
    )
    assert out[0].startswith(f"Het dealbestand {tmp_path / 'weg.json'} bestaat niet. "), out[0]
    broken = tmp_path / "kapot.json"
    broken.write_text('{"x": 1}', encoding="utf-8")
    out = run_in_process(tmp_path / "data", "", "--uitvoer", "tekst", "--deal", str(broken))
    assert out[0].startswith('In het dealbestand ontbreekt "kolommen". '), out[0]


@pytest.mark.parametrize(
    ("language", "typed"),
    [
        ("nl", "opslaan als vriend"),
        ("nl", "sla op als vriend"),
        ("nl", "bewaar het spel als vriend"),
        ("en", "save game as friend"),
        ("en", "save the game as friend"),
    ],
)
def test_save_with_a_name_in_the_player_s_words_saves_the_position(
    language: str, typed: str, tmp_path: Path
) -> None:
    """``opslaan als vriend``, ``save game as friend`` were not understood where ``bewaar als
    vriend`` and ``save as friend`` save the position under that name: they do the same."""
    data = tmp_path / "data"
    out = run_in_process(data, typed + "\n", "--uitvoer", "tekst", "--taal", language)
    name = typed.split()[-1]
    assert out[1].startswith(FILES_SAVED[language]) and out[1].endswith(f"{name}.json."), out
    assert (data / "standen" / f"{name}.json").is_file()
