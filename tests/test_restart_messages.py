"""What a restart and a second copy say (trial 5, findings 9-12).

- The game clock outlives a kill -9 to within the last durable step: each journal line carries
  it, at no cost of its own (no line and no fsync is written for the clock alone).
- A second copy on the same folder, and every sentence said before the game opens its folder
  (a bad option, ``--help``), speak the player's language: ``--taal``, else the saved one.
- The rules question, asked again after ``traditioneel``, ``app-regels`` or ``winbaar``, still
  says that the game in play would count as lost.
- A game given up says so when it goes on, also after a kill -9 (the stop: test_trial4_ui).

Every game x rules x app/traditional where the game matters, Dutch and English; the real entry
point and a real kill -9 where the process is the point.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from pathlib import Path

import launch
import pytest
import sessions
from every import EVERY, Case, case_id
from resumed import resumed as resumed_text

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import (
    JOURNAL_FILE,
    LOCK_FILE,
    Settings,
    Store,
    merge_journal,
)
from scorpion_a11y.commands import model as m


def fresh(data: Path, language: str = "nl") -> Session:
    """A new program start on ``data`` (settings and statistics as saved there, lock taken)."""
    return sessions.fresh(data, language, saved_settings=True, lock=True)


def killed(session: Session) -> None:
    """As a kill -9 leaves the folder: nothing tidied, nothing written at the end, the lock
    let go by the OS."""
    session.store._forget_disk()
    session.store.unlock()


def english(data: Path) -> None:
    """The player chose English in an earlier session (``taal english``)."""
    store = Store(data)
    store.save_settings(Settings(language="en"))
    store.close()


# ------------------------------------------------------------------ finding 9: the clock

PLAYED_4 = {
    "nl": "Je speelt dit spel nu 4 minuten.",
    "en": "You have played this game for 4 minutes.",
}
HOW_LONG = {"nl": "hoe lang speel ik al", "en": "how long have i been playing"}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_the_clock_outlives_a_kill_to_the_last_move(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, case: Case, language: str
) -> None:
    now = [1000.0]
    monkeypatch.setattr("scorpion_a11y.app.in_play.time.monotonic", lambda: now[0])
    variant, rules, traditional = case
    data = tmp_path / "data"
    s = fresh(data, language)
    s.start(5, rules, variant=variant, traditional=traditional)
    now[0] += 4 * 60 + 5
    s.run(m.Play(s.game.legal_moves()[0]))  # its journal line carries the clock
    assert s.handle(HOW_LONG[language]) == PLAYED_4[language]
    now[0] += 50  # read, thought, never a durable step: this part is lost
    killed(s)

    again = fresh(data, language)
    opening = again.start()
    assert opening.startswith(resumed_text(case, 5, 1, language)), opening
    assert again.handle(HOW_LONG[language]) == PLAYED_4[language]
    now[0] += 60  # and it runs on from there
    assert (
        again.handle(HOW_LONG[language])
        == {
            "nl": "Je speelt dit spel nu 5 minuten.",
            "en": "You have played this game for 5 minutes.",
        }[language]
    )


def test_an_undo_and_a_redo_carry_the_clock_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    now = [0.0]
    monkeypatch.setattr("scorpion_a11y.app.in_play.time.monotonic", lambda: now[0])
    data = tmp_path / "data"
    s = fresh(data)
    s.start(5)
    s.run(m.Play(s.game.legal_moves()[0]))
    now[0] += 3 * 60
    s.handle("terug")
    killed(s)
    again = fresh(data)
    again.start()
    assert again.handle("hoe lang speel ik al") == "Je speelt dit spel nu 3 minuten."
    now[0] += 3 * 60
    again.handle("opnieuw")
    killed(again)
    third = fresh(data)
    assert third.start().startswith("Verder met Scorpion, spel 5, zet 1.")
    assert third.handle("hoe lang speel ik al") == "Je speelt dit spel nu 6 minuten."


def test_the_clock_alone_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No journal line (and so no fdatasync) for time passing: questions, the board, a
    refused move write nothing; the next move's one line carries the clock."""
    now = [0.0]
    monkeypatch.setattr("scorpion_a11y.app.in_play.time.monotonic", lambda: now[0])
    data = tmp_path / "data"
    s = fresh(data)
    s.start(5)
    s.run(m.Play(s.game.legal_moves()[0]))
    journal = data / JOURNAL_FILE
    size = journal.stat().st_size
    for line in ("hoe lang speel ik al", "bord", "score", "kolom 1", "harten 9 naar kolom 99"):
        now[0] += 30
        s.handle(line)
    assert journal.stat().st_size == size
    s.run(m.Play(s.game.legal_moves()[0]))
    lines = journal.read_bytes().splitlines()
    assert len(lines) == 2
    assert b'"speeltijd": 150' in lines[-1]


def test_a_bad_clock_in_a_journal_line_costs_nothing() -> None:
    """The last line's clock wins; a damaged or missing one leaves the clock before it, and
    never the game (older lines lack it)."""
    data = {"versie": 1, "nummer": 5, "zetten": [], "speeltijd": 10, "journaal": "g"}
    lines = [
        {"spel": "g", "n": 0, "zetten": [], "speeltijd": 70},
        {"spel": "g", "n": 0, "zetten": [], "speeltijd": "lang"},
        {"spel": "g", "n": 0, "zetten": [], "speeltijd": -5},
        {"spel": "g", "n": 0, "zetten": []},  # a line written before the clock rode along
    ]
    raw = "".join(json.dumps(line) + "\n" for line in lines).encode()
    merged = merge_journal(data, raw)
    assert merged["speeltijd"] == 70
    assert "_beschadigd" not in merged
    assert merge_journal(data, b"")["speeltijd"] == 10


def test_a_real_kill_keeps_the_time_played(tmp_path: Path) -> None:
    """The real program, killed with SIGKILL after a move made 2 s in: the next start finds
    the clock of that move (a minute would take a minute; the seconds are what it saves)."""
    game = subprocess.Popen(
        launch.command("--spel", "5"),
        cwd=launch.ROOT,
        env=launch.env_for(tmp_path),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        encoding="utf-8",
    )
    assert game.stdin is not None and game.stdout is not None
    try:
        assert game.stdout.readline().startswith("Welkom bij Scorpion: spel 5")
        time.sleep(2.2)
        game.stdin.write("klaveren 3 naar kolom 1\n")
        game.stdin.flush()
        assert game.stdout.readline().startswith("Klaveren 3 ")
        os.kill(game.pid, signal.SIGKILL)
        game.wait(timeout=60)
    finally:
        if game.poll() is None:
            game.kill()
        game.stdin.close()
        game.stdout.close()
    store = Store(tmp_path)
    sessions.opened(store)
    loaded = store.load_game(put_aside_bad=False).value
    assert loaded is not None and loaded.game.moves == 1
    assert loaded.seconds >= 2


# ------------------------------------------------------------------ finding 10: the language

OTHER_EN = "Another game is already running in {folder}, so this one plays without saving"
OTHER_NL = "Er speelt al een spel in {folder}, dus dit spel wordt niet bewaard"


@pytest.mark.parametrize("how", ["saved", "--taal"])
def test_a_second_copy_says_it_in_english(tmp_path: Path, how: str) -> None:
    data = tmp_path / "data"
    args: tuple[str, ...] = ()
    if how == "saved":
        english(data)
    else:
        args = ("--taal", "en")
    first = Store(data)
    sessions.opened(first)
    assert first.lock()  # the first copy plays here
    lines = launch.run_in_process(data, "stop\n", *args)
    assert lines[0].startswith(OTHER_EN.format(folder=data) + "; for a separate saved game")
    assert "Welcome to Scorpion" in lines[0]
    assert lines[-1] == "Game not saved. Goodbye."


def test_a_second_copy_says_it_in_dutch_when_asked_over_english_settings(tmp_path: Path) -> None:
    data = tmp_path / "data"
    english(data)
    first = Store(data)
    sessions.opened(first)
    assert first.lock()
    lines = launch.run_in_process(data, "stop\n", "--taal", "nl")
    assert lines[0].startswith(OTHER_NL.format(folder=data))
    assert lines[-1] == "Spel niet bewaard. Tot ziens."


def test_a_lock_that_cannot_be_used_says_it_in_english(tmp_path: Path) -> None:
    data = tmp_path / "data"
    english(data)
    (data / LOCK_FILE).symlink_to(tmp_path / "elsewhere")  # never followed: no lock at all
    lines = launch.run_in_process(data, "stop\n")
    assert lines[0].startswith(f"The lock file {data / LOCK_FILE} cannot be used")
    assert "Welcome to Scorpion" in lines[0]


def test_a_bad_option_and_help_speak_the_saved_language(tmp_path: Path) -> None:
    data = tmp_path / "data"
    english(data)
    bad = launch.in_process(data, None, "--variant", "blind")
    assert bad.returncode == 2
    assert bad.stdout == ""
    assert bad.stderr.startswith("--variant")
    assert "Choose" in bad.stderr and "Kies" not in bad.stderr
    asked = launch.in_process(data, None, "--variant", "blind", "--taal", "nl")
    assert "Kies" in asked.stderr
    helped = launch.in_process(data, None, "--help")
    assert helped.returncode == 0
    dutch = launch.in_process(tmp_path / "nothing-saved", None, "--help")
    assert helped.stdout != dutch.stdout  # the saved English, not the default Dutch
    assert helped.stdout == launch.in_process(data, None, "--help", "--taal", "en").stdout


# ------------------------------------------------------------------ finding 11: the warning

WARN = {
    "nl": "Je lopende spel telt dan als verloren; nee houdt het.",
    "en": "Your game in progress then counts as lost; no keeps it.",
}
NEW = {"nl": "nieuw spel", "en": "new game"}
#: each word names the rules the game does not have yet, or a winnable deal
SWITCH = {
    ("nl", False): "traditioneel",
    ("nl", True): "app-regels",
    ("en", False): "traditional",
    ("en", True): "app rules",
}
WINNABLE = {"nl": "winbaar", "en": "winnable"}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_the_rules_question_asked_again_keeps_its_warning(
    tmp_path: Path, case: Case, language: str
) -> None:
    variant, rules, traditional = case
    s = fresh(tmp_path / "data", language)
    s.start(5, rules, variant=variant, traditional=traditional)
    s.run(m.Play(s.game.legal_moves()[0]))
    assert s.handle(NEW[language]).endswith(WARN[language])
    for word in (
        SWITCH[language, traditional],
        WINNABLE[language],
        SWITCH[language, not traditional],
    ):
        again = s.handle(word)
        assert again.endswith(WARN[language]), (word, again)
        assert again.count(WARN[language]) == 1
    # the question stays open, said in brief after the board: with its warning, as Enter
    # alone then starts the new game
    board = s.handle({"nl": "bord", "en": "board"}[language])
    assert board.endswith(WARN[language]) and board.count(WARN[language]) == 1
    kept = s.handle({"nl": "nee", "en": "no"}[language])  # and nee does keep it
    assert s.game.deal_number == 5 and s.game.moves == 1, kept


@pytest.mark.parametrize("language", ["nl", "en"])
def test_no_warning_where_nothing_would_be_lost(tmp_path: Path, language: str) -> None:
    """A game without a move counts as nothing: the question asked again says no loss."""
    s = fresh(tmp_path / "data", language)
    s.start(5)
    assert WARN[language] not in s.handle(NEW[language])
    assert WARN[language] not in s.handle(SWITCH[language, False])


# ------------------------------------------------------------------ finding 12: given up

GIVE_UP = {"nl": "ik geef het op", "en": "i give up"}
YES = {"nl": "ja", "en": "yes"}
GAVE_UP = {
    "nl": "Dit spel had je opgegeven; het telt als verloren. Typ nieuw spel voor een nieuw spel.",
    "en": "You gave this game up; it counts as lost. Type new game for a new game.",
}
OFFER = {"nl": "Nog een spel? Typ ja of nee.", "en": "Another game? Type yes or no."}


@pytest.mark.parametrize("language", ["nl", "en"])
@pytest.mark.parametrize("case", EVERY, ids=case_id)
def test_a_game_given_up_says_so_after_a_kill(tmp_path: Path, case: Case, language: str) -> None:
    """The mark rides in the journal line written when ja is said: a kill -9 right after
    keeps it, and the resumed game says so at once (after a clean stop: test_trial4_ui)."""
    variant, rules, traditional = case
    data = tmp_path / "data"
    s = fresh(data, language)
    s.start(5, rules, variant=variant, traditional=traditional)
    s.run(m.Play(s.game.legal_moves()[0]))
    s.handle(GIVE_UP[language])
    assert s.handle(YES[language]).endswith(OFFER[language])
    killed(s)

    again = fresh(data, language)
    opening = again.start()
    assert opening.startswith(resumed_text(case, 5, 1, language)), opening
    # said right after which game goes on, before the board
    head = opening.split(resumed_text(case, 5, 1, language), 1)[1]
    assert head.index(GAVE_UP[language]) < head.index({"nl": "Kolom 1", "en": "Column 1"}[language])
    assert opening.count(GAVE_UP[language]) == 1


@pytest.mark.parametrize("language", ["nl", "en"])
def test_a_game_given_up_is_still_over_after_a_restart(tmp_path: Path, language: str) -> None:
    """A game given up stays over after a stop and a restart: a move is refused with the
    given-up sentence (trial 6: it played on), and the mark holds after a kill."""
    data = tmp_path / "data"
    s = fresh(data, language)
    s.start(5)
    s.run(m.Play(s.game.legal_moves()[0]))
    s.handle(GIVE_UP[language])
    s.handle(YES[language])
    s.handle("stop")
    s.store.close()
    again = fresh(data, language)
    again.start()
    reply = again.run(m.Play(again.game.legal_moves()[0]))
    assert again.game.moves == 1, reply
    assert reply.startswith(
        {"nl": "Je hebt dit spel opgegeven.", "en": "You gave this game up."}[language]
    )
    killed(again)
    third = fresh(data, language)  # still given up: said again
    assert GAVE_UP[language] in third.start()


def test_a_game_not_given_up_says_nothing_of_it(tmp_path: Path) -> None:
    data = tmp_path / "data"
    s = fresh(data)
    s.start(5)
    s.run(m.Play(s.game.legal_moves()[0]))
    s.handle("stop")
    s.store.close()
    opening = fresh(data).start()
    assert "opgegeven" not in opening and "Nog een spel" not in opening


def test_the_trial_in_english_through_the_real_entry_point(tmp_path: Path) -> None:
    """Trial 5: Three Blind Mice in English, 'i give up', 'yes', 'stop', start again."""
    data = tmp_path / "data"
    first = launch.run_in_process(
        data,
        "taal english\njack of clubs to column 4\ni give up\nyes\nstop\n",
        "--spel",
        "713243",
        "--variant",
        "three-blind-mice",
    )
    assert first[-2] == "Game given up. Another game? Type yes or no."
    lines = launch.run_in_process(data, "did i lose\nstop\n")
    assert lines[0].startswith("Continuing Three Blind Mice, deal 713243, move 1. " + GAVE_UP["en"])
    assert lines[1].startswith("Yes: you gave this game up")
