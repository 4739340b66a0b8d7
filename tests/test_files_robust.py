"""No file locks a player out (issue 14, faults 1, 2 and 8): every damaged, strange or
unreadable file of ours gives one sentence naming it and what to do, is kept aside byte for
byte (or left alone when it is only unreadable), and the game starts.

The game runs in pipe mode with real files in a temporary data folder: the program's own entry
point in this process (``launch.in_process``), and the real program in a subprocess where the
process matters (a FIFO must not hang it, ``TMPDIR`` is read at its start, a script from a
shell's pipe).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import launch
import pytest

from scorpion_a11y.app.storage import (
    GAME_FILE,
    JOURNAL_FILE,
    LOG_FILE,
    LOG_MAX_BYTES,
    SETTINGS_FILE,
    STATS_FILE,
    FileProblem,
    SavedGame,
    Statistics,
    Store,
    use_log_file,
)
from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import Game

ROOT = Path(__file__).resolve().parent.parent
HUGE = "9" * 5000  # beyond Python's 4300-digit int conversion limit


def run(data: Path, text: str = "", *args: str) -> tuple[int, str, str]:
    done = launch.in_process(data, text, *args)
    return done.returncode, done.stdout, done.stderr


def started(data: Path, text: str = "score\n", *args: str) -> list[str]:
    """Start the game; it must start, print no traceback, and answer every command."""
    code, out, err = run(data, text, *args)
    assert code == 0, err
    assert err == ""
    assert "Traceback" not in out
    lines = out.splitlines()
    assert len(lines) == 1 + len([t for t in text.splitlines() if t.strip()])
    return lines


# ------------------------------------------------------------- 1. locked out by a number


@pytest.mark.parametrize(
    ("name", "said"),
    [
        (SETTINGS_FILE, "Je instellingen waren niet te lezen; ze zijn apart gezet als "),
        (STATS_FILE, "Je statistiek was niet te lezen; die is apart gezet als "),
    ],
)
def test_a_number_of_5000_digits_in_settings_or_statistics(
    tmp_path: Path, name: str, said: str
) -> None:
    content = '{"versie": 1, "tempo": ' + HUGE + "}"
    (tmp_path / name).write_text(content, encoding="utf-8")
    for _ in range(2):  # not on this start, nor on the next
        opening = started(tmp_path)[0]
        assert "Welkom bij Scorpion" in opening or "Verder met Scorpion, spel" in opening
    assert opening.count(said) == 0  # the second start has nothing left to complain about
    first = sorted(p.name for p in tmp_path.iterdir() if ".kapot-" in p.name)
    assert first == [f"{name}.kapot-1"]
    assert (tmp_path / first[0]).read_text(encoding="utf-8") == content


def test_the_first_start_names_the_kept_file(tmp_path: Path) -> None:
    content = '{"versie": 1, "gespeeld": ' + HUGE + "}"
    (tmp_path / STATS_FILE).write_text(content, encoding="utf-8")
    opening = started(tmp_path)[0]
    assert opening.startswith(
        "Je statistiek was niet te lezen; die is apart gezet als statistiek.json.kapot-1 "
    )


@pytest.mark.parametrize("value", ["Infinity", "1e400", "-Infinity", "NaN", HUGE])
def test_a_save_with_an_impossible_number_is_kept_aside(tmp_path: Path, value: str) -> None:
    content = (
        '{"versie": 1, "nummer": 5, "regels": "klassiek", "zetten": [{"kaart": "harten 2", '
        f'"naar": {value}}}]}}'
    )
    (tmp_path / GAME_FILE).write_text(content, encoding="utf-8")
    opening = started(tmp_path)[0]
    assert opening.startswith(
        "Je bewaarde spel was niet te lezen; het is apart gezet als spel.json.kapot-1. "
        "Er begint een nieuw spel. Welkom bij Scorpion: spel "
    )
    assert (tmp_path / "spel.json.kapot-1").read_text(encoding="utf-8") == content
    assert started(tmp_path)[0].startswith("Verder met Scorpion, spel ")  # the next start is clean


# ------------------------------------------------------------- 8. BOM, FIFO, folders


def test_a_byte_order_mark_is_not_damage(tmp_path: Path) -> None:
    bom = b"\xef\xbb\xbf"
    (tmp_path / SETTINGS_FILE).write_bytes(bom + b'{"versie": 1, "uitvoerigheid": "kort"}')
    save = {"versie": 1, "nummer": 77, "regels": "klassiek", "zetten": [{"reserve": True}]}
    (tmp_path / GAME_FILE).write_bytes(bom + json.dumps(save).encode())
    opening = started(tmp_path)[0]
    assert opening.startswith("Verder met Scorpion, spel 77, zet 1. ")
    assert not [p for p in tmp_path.iterdir() if ".kapot-" in p.name]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_as_save_or_deal_file_does_not_hang(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / GAME_FILE)
    fifo = tmp_path / "deal.json"
    os.mkfifo(fifo)
    done = launch.game(tmp_path, "score\n", "--deal", str(fifo), timeout=30)  # never hangs
    code, out, err = done.returncode, done.stdout, done.stderr
    assert code == 0 and err == ""
    opening = out.splitlines()[0]
    assert opening.startswith(
        "Je bewaarde spel was niet te lezen; het is apart gezet als spel.json.kapot-1."
    )
    assert f"Het dealbestand {fifo} kan niet worden gelezen." in opening
    assert (tmp_path / "spel.json.kapot-1").is_fifo()  # kept aside as it was


def test_a_folder_named_like_the_save(tmp_path: Path) -> None:
    (tmp_path / GAME_FILE).mkdir()
    (tmp_path / GAME_FILE / "inhoud.txt").write_text("van de speler", encoding="utf-8")
    opening = started(tmp_path)[0]
    assert opening.startswith("Je bewaarde spel was niet te lezen; het is apart gezet als ")
    kept = tmp_path / "spel.json.kapot-1" / "inhoud.txt"
    assert kept.read_text(encoding="utf-8") == "van de speler"


def test_a_data_path_that_is_a_file_leaves_no_temporary_folder(tmp_path: Path) -> None:
    blocker = tmp_path / "bestand"
    blocker.write_text("geen map", encoding="utf-8")
    temp = tmp_path / "temp"
    temp.mkdir()
    env = launch.env_for(blocker, TMPDIR=str(temp))
    for _ in range(2):
        done = launch.game(blocker, "stop\n", env=env, timeout=60)
        assert done.returncode == 0 and done.stderr == ""
        first, bye = done.stdout.splitlines()
        assert first.startswith(f"Je spel kon niet worden bewaard in {blocker}.")
        assert bye == "Spel niet bewaard. Tot ziens."  # never a false goodbye
    assert list(temp.iterdir()) == []
    assert blocker.read_text(encoding="utf-8") == "geen map"


def test_stray_temporary_files_are_removed_at_start(tmp_path: Path) -> None:
    for name in (".spel.json.4242.tmp", ".statistiek.json.17.tmp"):
        (tmp_path / name).write_text("{half", encoding="utf-8")
    (tmp_path / "mijn.tmp").write_text("not ours", encoding="utf-8")
    started(tmp_path)
    assert sorted(p.name for p in tmp_path.glob("*.tmp")) == ["mijn.tmp"]
    assert not list(tmp_path.glob(".*.tmp"))


# ------------------------------------------------------------- 2. no permission


def _deny(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Reading ``path`` is refused as a real chmod 000 refuses an ordinary user (the tests
    may run as root, whom no mode stops: then the refusal comes from the OS call itself)."""
    if os.geteuid() != 0:
        path.chmod(0)
        return
    real_open = os.open

    def refusing(file: object, flags: int, *args: object, **kwargs: object) -> int:
        if Path(str(file)) == path and not flags & (os.O_WRONLY | os.O_RDWR):
            raise PermissionError(13, "Permission denied", str(file))
        return real_open(file, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", refusing)


def test_an_unreadable_save_is_said_as_such_and_never_replaced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scorpion_a11y.app.session import Session
    from scorpion_a11y.app.storage import Settings
    from scorpion_a11y.narration import Narrator

    store = Store(tmp_path)
    game = Game.new(321, Rules.KLASSIEK)
    game.play(game.legal_moves()[0])
    store.save_game(SavedGame(game, counted=True))
    store.close()
    before = (tmp_path / GAME_FILE).read_bytes()
    _deny(monkeypatch, tmp_path / GAME_FILE)
    session = Session(Store(tmp_path), Settings(), Statistics(), Narrator("nl"))
    opening = session.start()
    path = tmp_path / GAME_FILE
    assert opening.startswith(
        f"Je bewaarde spel {path} mag niet gelezen worden (geen toestemming), dus blijft het "
        "ongemoeid en wordt dit spel niet bewaard; geef jezelf leesrechten om het verder te "
        "spelen. Welkom bij Scorpion: spel "
    )
    session.handle("reserve")
    assert session.handle("status").endswith("Je spel is niet bewaard.")
    assert session.handle("stop") == "Spel niet bewaard. Tot ziens."
    monkeypatch.undo()
    path.chmod(0o644)
    assert path.read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if ".kapot-" in p.name]


def test_unreadable_statistics_are_said_and_left_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import io

    from scorpion_a11y.app import main as app_main

    stats = tmp_path / STATS_FILE
    content = '{"versie": 1, "klassiek": {"gespeeld": 7, "gewonnen": 2}}'
    stats.write_text(content, encoding="utf-8")
    monkeypatch.setenv("SCORPION_A11Y_DATA", str(tmp_path))
    _deny(monkeypatch, stats)
    monkeypatch.setattr(sys, "stdin", io.StringIO("reserve\nstop\n"))
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    try:
        code = app_main.main(["--spel", "12"])
    finally:
        monkeypatch.undo()
        stats.chmod(0o644)
    opening, move, bye = out.getvalue().splitlines()
    assert code == 0
    assert opening.startswith(
        f"Je statistiek in {stats} mag niet gelezen worden (geen toestemming), dus wordt ze "
        "deze keer niet bijgehouden en blijft dat bestand ongemoeid; geef jezelf leesrechten "
        "om het weer te gebruiken. Welkom bij Scorpion: spel 12"
    )
    assert move.startswith("Reserve uitgedeeld")
    assert bye == "Spel bewaard. Tot ziens."  # the game itself is saved
    assert stats.read_text(encoding="utf-8") == content  # counted nowhere, overwritten never


def test_an_unreadable_data_folder_gives_no_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Fault 2 as reported: the folder at mode 000 (first_run's exists() raised)."""
    from scorpion_a11y.app import main as app_main

    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("SCORPION_A11Y_DATA", str(folder))
    if os.geteuid() != 0:
        folder.chmod(0)
    else:
        real_open, real_lexists = os.open, os.path.lexists

        def refusing(file: object, flags: int, *args: object, **kwargs: object) -> int:
            if str(file).startswith(str(folder) + os.sep):
                raise PermissionError(13, "Permission denied", str(file))
            return real_open(file, flags, *args, **kwargs)  # type: ignore[arg-type]

        def lexists(path: object) -> bool:
            if str(path).startswith(str(folder) + os.sep):
                raise PermissionError(13, "Permission denied", str(path))
            return real_lexists(path)  # type: ignore[arg-type]

        monkeypatch.setattr(os, "open", refusing)
        monkeypatch.setattr(os.path, "lexists", lexists)
    import io

    monkeypatch.setattr(sys, "stdin", io.StringIO("score\nstop\n"))
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    try:
        code = app_main.main(["--spel", "9"])
    finally:
        monkeypatch.undo()
        folder.chmod(0o755)
    lines = out.getvalue().splitlines()
    assert code == 0
    assert "Welkom bij Scorpion: spel 9" in lines[0]
    assert lines[1].startswith("Score 0.")
    assert lines[2] == "Spel niet bewaard. Tot ziens."


# ------------------------------------------------------------- statistics and settings ranges


def test_absurd_statistics_are_brought_into_range(tmp_path: Path) -> None:
    (tmp_path / STATS_FILE).write_text(
        json.dumps(
            {
                "versie": 1,
                "klassiek": {
                    "gespeeld": 3,
                    "gewonnen": 10**30,
                    "beste_score": 10**400,
                    "reeks": -5,
                    "langste_reeks": 99,
                },
            }
        ),
        encoding="utf-8",
    )
    statistics = started(tmp_path, "statistiek\n")[1]
    assert statistics.startswith("Klassiek: 3 spellen gespeeld, 0 gewonnen, 0 procent.")
    (tmp_path / STATS_FILE).write_text(
        '{"versie": 1, "klassiek": {"gespeeld": 4, "gewonnen": 9}}', encoding="utf-8"
    )
    assert started(tmp_path, "statistiek\n")[1].startswith(
        "Klassiek: 4 spellen gespeeld, 4 gewonnen, 100 procent."
    )


def test_settings_out_of_range_fall_back(tmp_path: Path) -> None:
    (tmp_path / SETTINGS_FILE).write_text('{"versie": 1, "tempo": 1e400}', encoding="utf-8")
    opening = started(tmp_path)[0]
    assert opening.startswith("Je instellingen waren niet te lezen; ")
    for rate in ("250", "-1", "1e300", "true"):
        (tmp_path / SETTINGS_FILE).write_text(f'{{"versie": 1, "tempo": {rate}}}', "utf-8")
        loaded = Store(tmp_path).load_settings()
        assert loaded.problem is None and loaded.value.rate is None


# ------------------------------------------------------------- every reader, every error


@pytest.mark.parametrize(
    "raw",
    [
        b"\xff\xfe{",  # not UTF-8
        b"[" * 100_000,  # deeper than the parser follows
        b'{"versie": ' + HUGE.encode() + b"}",
        b'{"versie": 1, "nummer": 1e400}',
        b'{"versie": 1, "nummer": 5, "zetten": [{"kaart": ["harten 2"], "naar": 3}]}',
        b'{"versie": 1, "nummer": 5, "zetten": {"kaart": "harten 2"}}',
        b'{"versie": 1, "nummer": 5, "regels": ["klassiek"]}',
        b'{"versie": 1, "opstelling": {"kolommen": 7}}',
        b'{"versie": true, "nummer": 5}',
    ],
)
def test_every_damaged_save_is_kept_aside_byte_for_byte(tmp_path: Path, raw: bytes) -> None:
    (tmp_path / GAME_FILE).write_bytes(raw)
    loaded = Store(tmp_path).load_game()
    assert loaded.value is None and loaded.problem is FileProblem.DAMAGED
    assert loaded.aside is not None and loaded.aside.read_bytes() == raw


# ------------------------------------------------------------- the error log


def test_the_error_log_has_a_size_limit(tmp_path: Path) -> None:
    store = Store(tmp_path)
    try:
        for i in range(200):
            store.log_error(f"fout {i}\n" + "x" * 4000)
        log = tmp_path / LOG_FILE
        assert log.stat().st_size <= LOG_MAX_BYTES
        older = tmp_path / (LOG_FILE + ".1")
        assert older.stat().st_size <= LOG_MAX_BYTES
        assert "fout 199" in log.read_text(encoding="utf-8")
        assert sorted(p.name for p in tmp_path.iterdir()) == [LOG_FILE, LOG_FILE + ".1"]
    finally:
        use_log_file(tmp_path / "elders" / LOG_FILE)  # release the file for other tests


def test_a_journal_for_another_save_is_ignored(tmp_path: Path) -> None:
    """Killed between writing spel.json and emptying the journal: the old lines do not count."""
    store = Store(tmp_path)
    game = Game.new(11, Rules.KLASSIEK)
    saved = SavedGame(game)
    store.save_game(saved)
    game.play(game.legal_moves()[0])
    store.save_game(saved)
    old_journal = (tmp_path / JOURNAL_FILE).read_bytes()
    fresh = SavedGame(Game.new(12, Rules.KLASSIEK))
    store.save_game(fresh)  # a new game: a new spel.json, an empty journal
    store.close()
    (tmp_path / JOURNAL_FILE).write_bytes(old_journal + b'{"spel": "x", "n": 0, "zett')
    again = Store(tmp_path).load_game().value
    assert again.game.deal_number == 12 and again.game.moves == 0


def test_script_from_a_pipe_still_works_and_a_folder_is_refused(tmp_path: Path) -> None:
    done = subprocess.run(
        ["bash", "-c", f'"{sys.executable}" -m scorpion_a11y --spel 3 --script <(echo score)'],
        cwd=ROOT,
        env=dict(os.environ, SCORPION_A11Y_DATA=str(tmp_path / "data")),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
    )
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.splitlines()[1] == "Score 0."
    code, out, err = run(tmp_path / "data", "", "--script", str(tmp_path))
    assert code == 1 and out == ""
    assert err == f"Kan het commandobestand {tmp_path} niet lezen.\n"
    store = Store(tmp_path / "data")  # the refused start let go of the folder's lock
    assert store.lock()
    store.close()
