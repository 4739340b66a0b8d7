"""Nothing announced is lost (issue 14, faults 5, 6 and the journal): kill -9 at random
moments, two games on one folder, and a disk that stops taking writes.

Every game here is a real separate process. The 100 kill -9 trials fork from a "zygote"
process that has imported the game once (a trial then costs milliseconds instead of a Python
start); each child is a complete game in pipe mode, killed with SIGKILL by this test.
"""

from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import launch
import pytest

from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import (
    GAME_FILE,
    JOURNAL_FILE,
    SavedGame,
    Settings,
    Statistics,
    Store,
)
from scorpion_a11y.game.engine import DEAL_RESERVE, Action, Game, Move
from scorpion_a11y.narration import Narrator

ROOT = Path(__file__).resolve().parent.parent

ZYGOTE = r"""
import os, signal, sys
from scorpion_a11y.app import main as app_main
from scorpion_a11y.app import journal
journal.COMPACT_EVERY = int(sys.argv[1])  # compaction often, so kills land in it too
# Everything a game loads is loaded here once, before the forks.
from scorpion_a11y.app import pipe, session
from scorpion_a11y.commands import parse
from scorpion_a11y.game.engine import Game
from scorpion_a11y.narration import Narrator
from scorpion_a11y.output import Output
narrator = Narrator("nl")
for text in ("bord", "harten 4 naar kolom 7", "terug", "reserve"):
    narrator.board(Game.new(1)) and parse(text, Game.new(1), narrator.tr)
signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # children are reaped by the system
for line in sys.stdin:
    folder, fifo_in, fifo_out = line.rstrip("\n").split("\t")
    pid = os.fork()
    if pid == 0:
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        os.environ["SCORPION_A11Y_DATA"] = folder
        sys.stdin = open(fifo_in, encoding="utf-8")
        sys.stdout = open(fifo_out, "w", encoding="utf-8", buffering=1)
        os._exit(app_main.main([]))
    print(pid, flush=True)
"""


def command(action: Action) -> str:
    if action is DEAL_RESERVE:
        return "reserve"
    assert isinstance(action, Move)
    return f"{action.card.name} naar kolom {action.to + 1}"


def saved_line(folder: Path) -> tuple[Action, ...]:
    loaded = Store(folder).load_game()
    assert loaded.problem is None, loaded
    return loaded.value.game.line() if loaded.value is not None else ()


def test_kill_9_at_100_random_moments_loses_nothing_announced(tmp_path: Path) -> None:
    rng = random.Random(14)
    folder = tmp_path / "data"
    zygote = subprocess.Popen(
        [sys.executable, "-c", ZYGOTE, "3"],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=dict(os.environ, PYTHONIOENCODING="utf-8"),
    )
    assert zygote.stdin is not None and zygote.stdout is not None
    killed_before_opening = killed_mid_game = in_compaction = 0
    store = Store(folder)
    store.save_game(SavedGame(Game.new(2024)))
    store.close()
    try:
        for trial in range(100):
            game = Store(folder).load_game().value.game
            # What the player will type, and the line of play after each command.
            commands: list[str] = []
            after: list[tuple[Action, ...]] = [game.line()]
            for _ in range(rng.randint(1, 12)):
                if game.can_undo and rng.random() < 0.25:
                    game.undo()
                    commands.append("terug")
                else:
                    actions = game.legal_moves() + (
                        [DEAL_RESERVE] if not game.reserve_dealt else []
                    )
                    if not actions:
                        break
                    action = rng.choice(actions)
                    game.play(action)
                    commands.append(command(action))
                after.append(game.line())
            fifo_in, fifo_out = tmp_path / f"in{trial}", tmp_path / f"out{trial}"
            os.mkfifo(fifo_in)
            os.mkfifo(fifo_out)
            zygote.stdin.write(f"{folder}\t{fifo_in}\t{fifo_out}\n")
            zygote.stdin.flush()
            pid = int(zygote.stdout.readline())
            to_game = open(fifo_in, "w", encoding="utf-8")  # noqa: SIM115
            from_game = open(fifo_out, encoding="utf-8")  # noqa: SIM115
            heard = 0  # announcements of commands read before the kill
            try:
                if rng.random() < 0.15:  # during the start: loading, replaying, compacting
                    time.sleep(rng.uniform(0, 0.05))
                    killed_before_opening += 1
                else:
                    opening = from_game.readline()
                    assert opening.startswith(("Welkom", "Verder")), opening
                    to_game.write("".join(c + "\n" for c in commands))
                    to_game.flush()
                    deadline = time.monotonic() + rng.uniform(0, 0.08)
                    while heard < len(commands):
                        wait = deadline - time.monotonic()
                        if wait <= 0 or not select.select([from_game], [], [], wait)[0]:
                            break
                        if not from_game.readline():
                            break
                        heard += 1
                    killed_mid_game += 1
                os.kill(pid, signal.SIGKILL)
            finally:
                to_game.close()
                from_game.close()
            # Wait until the process is gone (its lock is released by the OS).
            for _ in range(500):
                try:
                    os.kill(pid, 0)
                except ProcessLookupError:
                    break
                time.sleep(0.01)
            if list(folder.glob(f".{GAME_FILE}.*.tmp")):
                in_compaction += 1  # killed while the whole game was being written
            on_disk = saved_line(folder)
            # Everything heard is on disk; a command may be saved and not yet announced.
            assert on_disk in after[heard:], (trial, heard, len(commands))
    finally:
        zygote.stdin.close()
        zygote.wait(timeout=30)
    assert killed_before_opening >= 5 and killed_mid_game >= 50
    print(f"kills during compaction (a temporary spel.json left): {in_compaction}")
    assert not list(folder.glob(".*.tmp"))  # stray temporary files were cleaned at start


def _env(data: Path) -> dict[str, str]:
    env = dict(os.environ, SCORPION_A11Y_DATA=str(data), PYTHONIOENCODING="utf-8")
    env.pop("SCORPION_A11Y_OUTPUT", None)
    return env


def _play(data: Path, text: str, *args: str) -> list[str]:
    return launch.run_game(data, text, *args, timeout=60)


def test_a_second_game_on_the_same_folder_never_overwrites(tmp_path: Path) -> None:
    first = subprocess.Popen(
        launch.command("--spel", "1234"),
        cwd=ROOT,
        env=_env(tmp_path),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )
    assert first.stdin is not None and first.stdout is not None
    try:
        first.stdout.readline()
        first.stdin.write("reserve\n")
        first.stdin.flush()
        assert first.stdout.readline().strip()
        before = saved_line(tmp_path)
        second = _play(tmp_path, "nieuw spel 99\nklassiek\nstatus\nstop\n", "--spel", "77")
        assert second[0].startswith(
            f"Er speelt al een spel in {tmp_path}, dus dit spel wordt niet bewaard; wil je "
            "apart een bewaard spel, start dan met SCORPION_A11Y_DATA op een andere map. "
            "Welkom bij Scorpion: spel 77"
        )
        assert second[-2].endswith("Je spel is niet bewaard.")
        assert second[-1] == "Spel niet bewaard. Tot ziens."
        assert saved_line(tmp_path) == before  # the first game's save is untouched
        first.stdin.write("stop\n")
        first.stdin.flush()
        assert first.stdout.readline().strip() == "Spel bewaard. Tot ziens."
        first.wait(timeout=60)
    finally:
        if first.poll() is None:
            first.kill()
        for stream in (first.stdin, first.stdout, first.stderr):
            if stream is not None:
                stream.close()
    # The first game is gone: its folder is free, its game resumes and is saved again.
    again = _play(tmp_path, "status\n")
    assert again[0].startswith("Verder met Scorpion, spel 1234, zet 1.")
    assert again[1].endswith("Je spel is bewaard.")


def test_a_killed_game_leaves_no_lock_behind(tmp_path: Path) -> None:
    proc = subprocess.Popen(
        launch.command("--spel", "8"),
        cwd=ROOT,
        env=_env(tmp_path),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )
    assert proc.stdout is not None and proc.stdin is not None
    proc.stdout.readline()
    proc.kill()
    proc.wait(timeout=60)
    proc.stdin.close()
    proc.stdout.close()
    assert _play(tmp_path, "")[0].startswith("Verder met Scorpion, spel 8, zet 0.")


# ----------------------------------------------------------------- never a false "bewaard"


def test_while_saving_fails_every_announcement_says_so_until_it_works(tmp_path: Path) -> None:
    data = tmp_path / "data"
    session = Session(Store(data), Settings(), Statistics(), Narrator("nl"))
    session.start(5)
    moved = data.with_name("elders")
    data.rename(moved)
    data.write_text("geen map", encoding="utf-8")  # the folder is gone: saving fails
    first = session.handle("reserve")
    assert first.startswith(f"Je spel kon niet worden bewaard in {data}.")
    assert first.count("Niet bewaard.") == 0  # said in full once, not twice
    assert session.handle("score") == "Score 0. Niet bewaard."
    assert session.handle("status").endswith("Je spel is niet bewaard. Niet bewaard.")
    data.unlink()
    moved.rename(data)  # the folder is back: the next action saves again
    assert session.handle("score") == "Score 0."
    assert session.handle("status").endswith("Je spel is bewaard.")
    assert saved_line(data) == (DEAL_RESERVE,)
    data.rename(moved)
    data.write_text("geen map", encoding="utf-8")
    bye = session.handle("stop")
    assert bye.endswith("Spel niet bewaard. Tot ziens.")
    assert "Spel bewaard" not in bye


def test_a_long_game_is_saved_by_appending_not_by_rewriting(tmp_path: Path) -> None:
    """The cost of a save does not grow with the game: one journal line per action."""
    store = Store(tmp_path)
    session = Session(store, Settings(), Statistics(), Narrator("nl"))
    session.start(2024)
    snapshot = (tmp_path / GAME_FILE).read_bytes()
    for _ in range(40):
        action = (session.game.legal_moves() or [DEAL_RESERVE])[0]
        if session.handle(command(action)).startswith("De reserve is al"):
            break
        session.handle("terug")
        session.handle("opnieuw")
    assert (tmp_path / GAME_FILE).read_bytes() == snapshot  # not rewritten on each move
    journal = (tmp_path / JOURNAL_FILE).read_text(encoding="utf-8").splitlines()
    assert len(journal) == 3 * session.game.moves or len(journal) >= 40
    assert all(len(line) < 200 for line in journal)
    expected = session.game.line()
    session.handle("stop")  # a clean stop writes the whole game once
    assert (tmp_path / JOURNAL_FILE).read_bytes() == b""
    store.close()
    assert saved_line(tmp_path) == expected


def test_an_old_save_without_a_journal_still_resumes(tmp_path: Path) -> None:
    (tmp_path / GAME_FILE).write_text(
        '{"versie": 1, "nummer": 1234, "regels": "klassiek", '
        '"zetten": [{"reserve": true}], "geteld": true, "winst_geteld": false}',
        encoding="utf-8",
    )
    out = _play(tmp_path, "reserve\n")
    assert out[0].startswith("Verder met Scorpion, spel 1234, zet 1. ")
    assert out[1] == "De reserve is al uitgedeeld; dat kan maar één keer."


def test_compaction_waits_until_after_the_announcement(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scorpion_a11y.app import journal

    monkeypatch.setattr(journal, "COMPACT_EVERY", 2)
    session = Session(Store(tmp_path), Settings(), Statistics(), Narrator("nl"))
    session.start(2024)
    snapshot = (tmp_path / GAME_FILE).read_bytes()
    for _ in range(3):
        session.handle(command((session.game.legal_moves() or [DEAL_RESERVE])[0]))
    assert (tmp_path / GAME_FILE).read_bytes() == snapshot  # never before a word is said
    assert len((tmp_path / JOURNAL_FILE).read_bytes().splitlines()) == 3
    session.idle()  # after the announcement: the whole game, an empty journal
    assert (tmp_path / JOURNAL_FILE).read_bytes() == b""
    assert saved_line(tmp_path) == session.game.line()
