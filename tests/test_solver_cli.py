"""The solver's command line: per-deal lines, progress on stderr, summary, errors."""

from __future__ import annotations

import io
import itertools
import subprocess
from pathlib import Path

import launch
import pytest

from scorpion_a11y.__main__ import main as entry
from scorpion_a11y.app.solver_cli import main, parse_games
from scorpion_a11y.narration.hints import wilson


def run(args: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(args, out, err)
    return code, out.getvalue(), err.getvalue()


def test_dutch_report() -> None:
    code, out, err = run(["--spellen", "14,16", "--tijd", "5"])
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("spel 14: verloren, ")
    assert lines[1].startswith("spel 16: gewonnen in ")
    assert "2 spellen: 1 gewonnen, 1 verloren, 0 onbeslist." in out
    assert "Te winnen: 50.0% (95%-interval 9.5% tot 90.5%" in out
    assert "2 van 2 spellen" not in err  # the summary says it: no progress line at the end


def test_english_aliases_and_undecided_both_ways() -> None:
    code, out, _ = run(
        ["--games", "13", "--nodes", "200", "--rules", "traditional", "--language", "en", "--quiet"]
    )
    assert code == 0
    assert out.startswith("deal 13: undecided, ")
    assert "Rules: traditional" in out
    assert "Winnable: 0.0% (95% interval 0.0% to 100.0%" in out


def test_moves_listing_and_file(tmp_path) -> None:
    code, out, _ = run(["--bestand", "tests/data/seed.json", "--zetten", "--stil"])
    assert code == 0
    # 51 since the deal is searched first (Klassiek, app rules; 52 with it last)
    assert "gewonnen in 51 zetten" in out
    assert "\n  1. " in out and " naar kolom " in out and "\n  51. " in out


@pytest.mark.parametrize(
    "args",
    [
        ["--spellen", "x"],
        ["--spellen", "5-1"],
        ["--tijd", "soms", "--spellen", "1"],
        ["--regels", "vaag", "--spellen", "1"],
        ["--onzin"],
        ["--spellen"],
        [],
        ["--bestand", "/nonexistent/deal.json"],
        ["--knopen", "0", "--spellen", "1"],
    ],
)
def test_bad_usage_exits_2(args: list[str]) -> None:
    code, out, err = run(args)
    assert code == 2 and out == "" and err.strip()


def test_help_and_entry_point(capsys) -> None:
    code, out, _ = run(["--help"])
    assert code == 0 and "--spellen" in out and "--games" in out
    assert entry(["solve", "--games", "14", "--quiet", "--taal", "en"]) == 0
    assert "deal 14: lost" in capsys.readouterr().out


def test_parse_games() -> None:
    assert list(parse_games("1-3,7,9-10")) == [1, 2, 3, 7, 9, 10]


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert round(low, 4) == 0.4038 and round(high, 4) == 0.5962
    assert wilson(0, 1) == (0.0, pytest.approx(0.7935, abs=1e-4))


def test_a_bad_deal_file_is_said_in_words(tmp_path: Path) -> None:
    bad = tmp_path / "kapot.json"
    bad.write_text('{"kolommen": []}', encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert main(["--bestand", str(bad)], out, err) == 2
    assert "7 kolommen" in err.getvalue()
    assert "column_count" not in err.getvalue()


def test_a_reader_that_goes_away_gets_no_traceback() -> None:
    # "scorpion-a11y oplosser ... | head -1": the pipe closes after the first line. Each deal
    # gets 5,000 states (not 10 s each: a hard second deal cost seconds before the next line
    # met the closed pipe); 100,000 deals' lines are far more than a pipe holds, so the program
    # cannot finish before the reader has gone.
    import subprocess

    proc = subprocess.Popen(
        launch.command("oplosser", "--spellen", "1-100000", "--knopen", "5000", "--stil"),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=Path(__file__).resolve().parents[1],
    )
    assert proc.stdout is not None and proc.stderr is not None
    first = proc.stdout.readline()
    proc.stdout.close()
    err = proc.stderr.read().decode("utf-8", "replace")
    assert proc.wait(timeout=120) == 1
    assert first.startswith(b"spel 1: ")
    assert "Traceback" not in err and "BrokenPipe" not in err


def test_the_largest_range_is_checked_without_writing_it_out() -> None:
    """Issue 14: ``--spellen 1-4294967295`` gave a MemoryError traceback."""
    games = parse_games("1-4294967295")
    assert len(games) == 4_294_967_295
    assert list(itertools.islice(games, 3)) == [1, 2, 3]
    code, out, err = run(["--spellen", "0-4294967295"])
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1
    code, out, err = run(["--spellen", "1-4294967296"])
    assert code == 2 and len(err.splitlines()) == 1
    code, _, err = run(["--spellen", "1-" + "9" * 5000])
    assert code == 2 and len(err.splitlines()) == 1


def test_the_largest_range_starts_at_once() -> None:
    proc = subprocess.Popen(
        launch.command("oplosser", "--spellen", "1-4294967295",
         "--knopen", "50", "--stil", "--werkers", "1"),
        cwd=Path(__file__).resolve().parent.parent,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )  # fmt: skip
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()
        assert first.startswith("spel 1: ")
    finally:
        proc.kill()
        proc.wait(timeout=30)
        for stream in (proc.stdout, proc.stderr):
            if stream is not None:
                stream.close()


def _per_deal(out: str) -> list[str]:
    """The per-deal lines without the seconds (the only part that may vary)."""
    return [line.rsplit(",", 1)[0] for line in out.splitlines() if line.startswith("spel ")]


def test_workers_give_the_same_per_deal_results_in_order() -> None:
    args = ["--spellen", "1-16", "--knopen", "3000", "--stil", "--zetten"]
    code1, out1, _ = run([*args, "--werkers", "1"])
    code2, out2, _ = run([*args, "--werkers", "2"])
    assert code1 == code2 == 0
    assert _per_deal(out1) == _per_deal(out2)
    assert [line for line in out1.splitlines() if line.startswith("  ")] == [
        line for line in out2.splitlines() if line.startswith("  ")
    ]  # the same winning lines, move for move
    assert "16 spellen:" in out2


def test_bad_worker_count_is_said_in_words() -> None:
    code, out, err = run(["--spellen", "1", "--werkers", "nul"])
    assert code == 2 and out == "" and "nul" in err


def _ctrl_c_as_in_a_terminal() -> None:
    """In the child before Python starts: Ctrl+C as a terminal gives it. A test run started
    in the background of a script (``bash .ci/run &``) inherits SIGINT ignored, Python then
    keeps it ignored, and the Ctrl+C tests waited for a search that never heard it."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_ctrl_c_with_workers_still_prints_the_summary() -> None:
    import signal
    import subprocess

    proc = subprocess.Popen(
        launch.command(
            "oplosser",
            "--spellen",
            "1-3000",
            "--werkers",
            "2",
            "--stil",
        ),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[1],
        preexec_fn=_ctrl_c_as_in_a_terminal,
    )
    assert proc.stdout is not None
    first = proc.stdout.readline()
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 130
    assert first.startswith("spel 1: ")
    assert "Te winnen: " in out
    import re

    summary = re.search(r"^(\d+) spel(?:len)?: \d+ gewonnen", out, re.MULTILINE)
    assert summary is not None
    assert 1 <= int(summary[1]) < 3000  # stopped early; the summary counts the finished deals
    assert "Traceback" not in err


def test_ctrl_c_stops_a_long_search_in_this_process() -> None:
    """One worker: the search runs in the main process (in the compiled core when built) and
    Ctrl+C stops it long before its 120 s limit; the summary still follows."""
    import signal
    import subprocess
    import time

    proc = subprocess.Popen(
        launch.command(
            "oplosser",
            "--spellen",
            "1",
            "--versoepeld",
            "--tijd",
            "120",
            "--werkers",
            "1",
            "--stil",
        ),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[1],
        preexec_fn=_ctrl_c_as_in_a_terminal,
    )
    time.sleep(3)  # started and searching (Versoepeld deal 1 is undecided after 10 s)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130
    assert "0 spellen: 0 gewonnen" in out and "Te winnen: " in out
    assert "Traceback" not in err


def test_the_summary_is_printed_once_in_a_real_terminal_session() -> None:
    """stdout and stderr end up on one screen: the counts must not be read out twice."""
    # 100,000 states per deal, not 1 s: deal 3 takes 42,984 states (0.1 s), but on a loaded
    # machine a worker's second ran out after 16,000 and the deal was undecided
    proc = subprocess.run(
        launch.command("oplosser", "--spellen", "1-3", "--knopen", "100000"),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        timeout=120,
        check=True,
    )
    screen = proc.stdout.decode("utf-8")
    assert screen.count("0 gewonnen, 3 verloren, 0 onbeslist") == 1, screen
    assert screen.count("spel 2: ") == 1


def test_progress_is_said_while_deals_remain(monkeypatch: pytest.MonkeyPatch) -> None:
    from scorpion_a11y.app import solver_cli as cli

    monkeypatch.setattr(cli, "PROGRESS_EVERY", 0.0)
    code, _, err = run(["--spellen", "1-3", "--knopen", "100", "--werkers", "1"])
    assert code == 0
    assert err.splitlines() == [
        "1 van 3 spellen: 0 gewonnen, 0 verloren, 1 onbeslist",
        "2 van 3 spellen: 0 gewonnen, 1 verloren, 1 onbeslist",
    ]
