"""Faults injected into the data folder (issue 24): a link where a data file belongs, a lock
that cannot be taken, a journal that cannot be written, damaged or strange journal entries.
Each test asserts what the player hears and what is on disk after.

The game runs in this process in pipe mode (``main.main`` with stdin and stdout replaced),
on real files in a temporary data folder; only ``os.open`` is refused for one path where a
permission must be denied (the tests may run as root, whom no file mode stops).
"""

from __future__ import annotations

import io
import json
import os
import stat
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorpion_a11y.app import main as app_main
from scorpion_a11y.app.storage import (
    GAME_FILE,
    JOURNAL_FILE,
    LOCK_FILE,
    LOG_FILE,
    MAX_FILE_BYTES,
    SETTINGS_FILE,
    STATS_FILE,
    SavedGame,
    Store,
    action_to_data,
    use_log_file,
)
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import Game

DEAL = 4321


def play(monkeypatch: pytest.MonkeyPatch, folder: Path, text: str, *args: str) -> list[str]:
    """The game's answers, one line each, to ``text`` typed in pipe mode."""
    with monkeypatch.context() as m:
        m.setenv("SCORPION_A11Y_DATA", str(folder))
        m.delenv("SCORPION_A11Y_OUTPUT", raising=False)
        m.setattr(sys, "stdin", io.StringIO(text))
        out = io.StringIO()
        m.setattr(sys, "stdout", out)
        code = app_main.main(list(args))
    assert code == 0
    return out.getvalue().splitlines()


def refuse_writing(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Opening ``path`` for writing fails as for a file owned by another user."""
    real_open = os.open

    def refusing(file: object, flags: int, *args: object, **kwargs: object) -> int:
        if Path(str(file)) == path and flags & (os.O_WRONLY | os.O_RDWR):
            raise PermissionError(13, "Permission denied", str(file))
        return real_open(file, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", refusing)


def journal_with_lines(folder: Path, moves: int) -> tuple[Game, list[bytes]]:
    """A saved game of ``moves`` moves left as a killed process leaves it: ``spel.json``
    at the start and one journal line per move (no compaction at the end)."""
    store = Store(folder)
    assert store.lock()
    game = Game.new(DEAL, Rules.KLASSIEK)
    saved = SavedGame(game)
    store.save_game(saved)
    for _ in range(moves):
        game.play(game.legal_moves()[0])
        store.save_game(saved)
    store._forget_disk()  # as a kill leaves it: no tidying
    store.unlock()
    lines = (folder / JOURNAL_FILE).read_bytes().splitlines(keepends=True)
    assert len(lines) == moves
    return game, lines


def saved_moves(folder: Path) -> int:
    data = json.loads((folder / GAME_FILE).read_text(encoding="utf-8"))
    return len(data["zetten"])


@pytest.fixture
def victim(tmp_path: Path) -> Iterator[Path]:
    """A file of the player's outside the data folder, which no link may make us write."""
    path = tmp_path / "elders" / "brief.txt"
    path.parent.mkdir()
    path.write_text("Beste Jan,\n", encoding="utf-8")
    yield path


# ------------------------------------------------------------------ links are never followed


@pytest.mark.parametrize("name", [JOURNAL_FILE, STATS_FILE, SETTINGS_FILE, GAME_FILE])
def test_a_link_in_place_of_a_data_file_never_writes_its_target(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, victim: Path, name: str
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / name).symlink_to(victim)
    lines = play(monkeypatch, folder, "reserve\ngeluid uit\nstop\n", "--spel", str(DEAL))
    assert lines[-1] == "Spel bewaard. Tot ziens."
    assert victim.read_text(encoding="utf-8") == "Beste Jan,\n"
    # the link is gone from the folder (replaced by our file, or put aside as a bad file)
    assert not (folder / name).is_symlink() or not (folder / name).exists()
    assert saved_moves(folder) == 1


@pytest.mark.parametrize("name", [JOURNAL_FILE, STATS_FILE, SETTINGS_FILE, GAME_FILE])
def test_a_dangling_link_never_creates_its_target(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    target = tmp_path / "nergens" / "nieuw.txt"
    target.parent.mkdir()
    (folder / name).symlink_to(target)
    lines = play(monkeypatch, folder, "reserve\ngeluid uit\nstop\n", "--spel", str(DEAL))
    assert lines[-1] == "Spel bewaard. Tot ziens."
    assert not target.exists()
    assert saved_moves(folder) == 1


def test_the_error_log_is_never_written_through_a_link(tmp_path: Path, victim: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / LOG_FILE).symlink_to(victim)
    dangling = tmp_path / "nergens.log"
    try:
        Store(folder).log_error("een fout")
        assert victim.read_text(encoding="utf-8") == "Beste Jan,\n"
        (folder / LOG_FILE).unlink()
        (folder / LOG_FILE).symlink_to(dangling)
        use_log_file(tmp_path / "other.log")  # a new handler for the same folder
        Store(folder).log_error("nog een fout")
        assert not dangling.exists()
    finally:
        use_log_file(tmp_path / "other.log")


def test_a_dangling_lock_link_means_read_only_said_once_and_nothing_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    target = tmp_path / "slot"
    (folder / LOCK_FILE).symlink_to(target)
    lines = play(monkeypatch, folder, "reserve\nstatus\nstop\n", "--spel", str(DEAL))
    lock = folder / LOCK_FILE
    assert lines[0].startswith(
        f"Het slotbestand {lock} is niet te gebruiken, dus wordt dit spel niet bewaard; kijk "
        "de eigenaar en de rechten van dat bestand na. Welkom bij Scorpion: spel 4321"
    )
    assert lines[0].count("slotbestand") == 1
    assert "Niet bewaard" not in lines[1]
    assert lines[2].endswith("Je spel is niet bewaard.")
    assert lines[3] == "Spel niet bewaard. Tot ziens."
    assert not target.exists()
    assert sorted(p.name for p in folder.iterdir()) == [LOCK_FILE]


def test_the_command_history_is_never_a_link_and_is_private(tmp_path: Path, victim: Path) -> None:
    from scorpion_a11y.app.interactive import history_file

    link = tmp_path / "geschiedenis.txt"
    link.symlink_to(victim)
    assert not history_file(link)
    assert victim.read_text(encoding="utf-8") == "Beste Jan,\n"
    fresh = tmp_path / "nieuw" / "geschiedenis.txt"
    fresh.parent.mkdir()
    assert history_file(fresh)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o600


# ------------------------------------------------------------------ private files


def test_the_data_folder_and_every_file_in_it_are_private(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "nieuw" / "data"
    old = os.umask(0o022)
    try:
        lines = play(
            monkeypatch, folder, "reserve\nuitgebreid\ngeluid uit\nstop\n", "--spel", str(DEAL)
        )
        Store(folder).log_error("een fout")
    finally:
        os.umask(old)
        use_log_file(tmp_path / "other.log")
    assert lines[-1] == "Spel bewaard. Tot ziens."
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    names = {p.name for p in folder.iterdir()}
    assert {GAME_FILE, JOURNAL_FILE, LOCK_FILE, STATS_FILE, SETTINGS_FILE, LOG_FILE} <= names
    for path in folder.iterdir():
        assert stat.S_IMODE(path.stat().st_mode) == 0o600, path.name


# ------------------------------------------------------------------ the lock


def test_a_lock_file_that_cannot_be_opened_means_read_only_and_nothing_saved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``spel.slot`` left owned by root after a sudo run: two games must not both save."""
    folder = tmp_path / "data"
    folder.mkdir()
    play(monkeypatch, folder, "reserve\nstop\n", "--spel", str(DEAL))
    before = {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}
    with monkeypatch.context() as m:
        refuse_writing(m, folder / LOCK_FILE)
        lines = play(m, folder, "1\nongedaan\nscore\nstop\n")
    lock = folder / LOCK_FILE
    assert lines[0].startswith(f"Het slotbestand {lock} is niet te gebruiken, dus wordt dit spel")
    assert "Verder met Scorpion, spel 4321, zet 1." in lines[0]
    assert all("Niet bewaard" not in line for line in lines)
    assert lines[-1] == "Spel niet bewaard. Tot ziens."
    after = {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}
    assert after == before


# ------------------------------------------------------------------ an unwritable journal


def test_an_unwritable_journal_in_a_writable_folder_still_saves_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    play(monkeypatch, folder, "stop\n", "--spel", str(DEAL))
    with monkeypatch.context() as m:
        refuse_writing(m, folder / JOURNAL_FILE)
        lines = play(m, folder, "reserve\nongedaan\nreserve\nstatus\nstop\n")
    assert all("Niet bewaard" not in line for line in lines), lines
    assert "niet bewaard" not in lines[0]
    assert lines[-2].endswith("Je spel is bewaard.")
    assert lines[-1] == "Spel bewaard. Tot ziens."
    again = play(monkeypatch, folder, "stop\n")
    assert again[0].startswith("Verder met Scorpion, spel 4321, zet 1.")
    assert saved_moves(folder) == 1


def test_a_journal_that_turns_into_a_folder_mid_game_still_saves_every_move(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = Store(tmp_path)
    assert store.lock()
    game = Game.new(DEAL, Rules.KLASSIEK)
    saved = SavedGame(game)
    store.save_game(saved)
    (tmp_path / JOURNAL_FILE).unlink()
    (tmp_path / JOURNAL_FILE).mkdir()
    (tmp_path / JOURNAL_FILE / "iets").write_text("x", encoding="utf-8")
    for _ in range(3):
        game.play(game.legal_moves()[0])
        store.save_game(saved)  # raises nothing: the whole game went to spel.json
        assert saved_moves(tmp_path) == game.moves
    store.close()


# ------------------------------------------------------------------ a damaged journal


def test_a_damaged_journal_line_is_kept_aside_said_and_the_valid_prefix_resumes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, lines = journal_with_lines(tmp_path, 5)
    lines[2] = b'{"spel": "kapot\n'
    damaged = b"".join(lines)
    (tmp_path / JOURNAL_FILE).write_bytes(damaged)
    answers = play(monkeypatch, tmp_path, "stop\n")
    assert answers[0].startswith(
        "Een deel van je bewaarde spel was niet te lezen; het is apart gezet als "
        "spel.journaal.kapot-1, en je speelt verder vanaf de laatste zet die heel bewaard was. "
    )
    assert "Verder met Scorpion, spel 4321, zet 2." in answers[0]
    assert (tmp_path / f"{JOURNAL_FILE}.kapot-1").read_bytes() == damaged  # byte for byte
    assert not list(tmp_path.glob(f"{GAME_FILE}.kapot-*"))  # spel.json was fine
    assert saved_moves(tmp_path) == 2


def _refused_action(tmp_path: Path) -> None:
    """A journal line that reads well but whose action the rules refuse."""
    game, lines = journal_with_lines(tmp_path, 3)
    record = json.loads(lines[1])
    card = game.column(0)[0]  # the card at the bottom of column 1 cannot go onto column 1
    record["zetten"] = [action_to_data(type(game.line()[0])(card, 0))]
    lines[1] = (json.dumps(record) + "\n").encode()
    (tmp_path / JOURNAL_FILE).write_bytes(b"".join(lines))


def _folder(tmp_path: Path) -> None:
    journal_with_lines(tmp_path, 2)
    (tmp_path / JOURNAL_FILE).unlink()
    (tmp_path / JOURNAL_FILE).mkdir()


def _fifo(tmp_path: Path) -> None:
    journal_with_lines(tmp_path, 2)
    (tmp_path / JOURNAL_FILE).unlink()
    os.mkfifo(tmp_path / JOURNAL_FILE)


def _huge(tmp_path: Path) -> None:
    journal_with_lines(tmp_path, 2)
    with open(tmp_path / JOURNAL_FILE, "r+b") as fh:
        fh.truncate(MAX_FILE_BYTES + 1)


@pytest.mark.parametrize(
    ("make", "moves"), [(_refused_action, 1), (_folder, 0), (_fifo, 0), (_huge, 0)]
)
def test_one_bad_journal_entry_puts_only_the_journal_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, make: object, moves: int
) -> None:
    assert callable(make)
    make(tmp_path)
    answers = play(monkeypatch, tmp_path, "stop\n")
    assert answers[0].startswith(
        "Een deel van je bewaarde spel was niet te lezen; het is apart gezet als "
        "spel.journaal.kapot-1, en je speelt verder vanaf de laatste zet die heel bewaard was. "
    ), answers[0]
    assert GAME_FILE not in answers[0]
    assert not list(tmp_path.glob(f"{GAME_FILE}.kapot-*"))
    assert os.path.lexists(tmp_path / f"{JOURNAL_FILE}.kapot-1")
    assert saved_moves(tmp_path) == moves
    assert answers[-1] == "Spel bewaard. Tot ziens."


def test_existing_data_files_are_made_private_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Files an older version left readable by all (``geschiedenis.txt`` holds every typed
    command) become the player's alone once the game uses them."""
    from scorpion_a11y.app.interactive import history_file

    folder = tmp_path / "data"
    folder.mkdir()
    play(monkeypatch, folder, "reserve\n", "--spel", str(DEAL))  # killed: the journal stays
    for name in (JOURNAL_FILE, LOCK_FILE, LOG_FILE, "geschiedenis.txt"):
        (folder / name).touch()
        (folder / name).chmod(0o644)
    try:
        lines = play(monkeypatch, folder, "reserve\nstop\n")
        Store(folder).log_error("een fout")
    finally:
        use_log_file(tmp_path / "other.log")
    assert history_file(folder / "geschiedenis.txt")
    assert lines[-1] == "Spel bewaard. Tot ziens."
    for name in (JOURNAL_FILE, LOCK_FILE, LOG_FILE, "geschiedenis.txt"):
        assert stat.S_IMODE((folder / name).stat().st_mode) == 0o600, name
