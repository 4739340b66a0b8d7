"""docs/winbaarheid.md's table agrees with its per-deal files, and the files' won deals are won.

The table is written by ``bench/winbaarheid.py table`` from docs/winbaarheid/*.txt; a rules
change that leaves a row behind shows up here as soon as the files are regenerated, and a
per-deal file that calls a deal won is checked by solving a sample and replaying the line in
the engine.
"""

from __future__ import annotations

import importlib.util
import random
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

from scorpion_a11y.game.deal import Rules, deal
from scorpion_a11y.game.engine import DEAL_RESERVE, Game
from scorpion_a11y.narration.hints import wilson
from scorpion_a11y.solver.search import Outcome, solve

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "winbaarheid.md"
FILES = ROOT / "docs" / "winbaarheid"


def _bench() -> ModuleType:
    path = ROOT / "bench" / "winbaarheid.py"
    spec = importlib.util.spec_from_file_location("bench_winbaarheid", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


BENCH = _bench()


def _letters(name: str) -> dict[int, str]:
    """The per-deal file's letters, read here without the bench's parser."""
    letters: dict[int, str] = {}
    for line in (FILES / f"{name}.txt").read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            continue
        first, text = line.split()
        for k, letter in enumerate(text):
            assert letter in "WLU.", line
            if letter != ".":
                letters[int(first) + k] = letter
    return letters


def _table() -> list[list[str]]:
    text = DOC.read_text(encoding="utf-8")
    start = text.index(BENCH.BEGIN)
    end = text.index(BENCH.END)
    lines = [line for line in text[start:end].splitlines() if line.startswith("| ")]
    return [[cell.strip() for cell in line.strip("|").split("|")] for line in lines[1:]]


def _percent(x: float) -> str:
    return f"{100 * x:.1f}%".replace(".", ",")


def _name(variant: str, rules: str) -> str:
    names = [
        n for n, row in BENCH.ROWS.items() if (row.variant.value, row.rules) == (variant, rules)
    ]
    assert len(names) == 1, (variant, rules)
    return str(names[0])


def test_every_per_deal_file_has_its_row_and_every_row_its_file() -> None:
    files = {p.stem for p in FILES.glob("*.txt")}
    rows = {_name(cells[0], cells[1]) for cells in _table()}
    assert rows == files
    assert files <= set(BENCH.ROWS)


def test_table_agrees_with_the_per_deal_files() -> None:
    """Counts, decided share, won share and the Wilson interval (undecided counted both ways)
    of each row are those of its per-deal file."""
    table = _table()
    assert table
    for variant, rules, deals, won, lost, undecided, decided, share, interval, _ in table:
        letters = _letters(_name(variant, rules))
        n = len(letters)
        counts = [sum(v == x for v in letters.values()) for x in "WLU"]
        assert [int(won), int(lost), int(undecided)] == counts, (variant, rules)
        assert deals == f"{min(letters)}-{max(letters)}"
        assert decided == _percent((n - counts[2]) / n)
        assert share == _percent(counts[0] / n)
        low, _ = wilson(counts[0], n)
        _, high = wilson(counts[0] + counts[2], n)
        assert interval == f"{_percent(low)} - {_percent(high)}", (variant, rules)


def test_per_deal_file_headers_agree_with_their_letters() -> None:
    for path in FILES.glob("*.txt"):
        letters = _letters(path.stem)
        text = path.read_text(encoding="utf-8")
        m = re.search(
            r"^# (\d+) deals \((\d+)-(\d+)\): (\d+) won, (\d+) lost, (\d+) undecided", text, re.M
        )
        assert m, path
        counts = [sum(v == x for v in letters.values()) for x in "WLU"]
        assert [int(g) for g in m.groups()] == [
            len(letters),
            min(letters),
            max(letters),
            *counts,
        ], path
        undecided = sorted(k for k, v in letters.items() if v == "U")
        listed = re.search(r"^# undecided: (.*)$", text, re.M)
        assert listed and listed[1] == (" ".join(map(str, undecided)) or "none"), path


def _replays(game: Game, actions, stuck_only: bool) -> bool:
    for action in actions:
        if stuck_only and action is DEAL_RESERVE:
            assert game.useful_moves() == []  # the reserve waits for no useful move (issue 22)
        game.play(action)
    return game.won


@pytest.mark.parametrize("name", sorted(p.stem for p in FILES.glob("*.txt")))
def test_a_sample_of_won_deals_replays_to_a_win(name: str) -> None:
    """A few deals each file calls won (seeded choice, and the three the old traditional row
    called lost) are solved again with the row's rules, and the line wins in the engine; with
    traditional dealing the reserve only when no useful move is left. A sample that the solver
    cannot decide quickly is skipped, but at least one per file is checked."""
    row = BENCH.ROWS[name]
    letters = _letters(name)
    won = sorted(k for k, v in letters.items() if v == "W")
    if not won:
        pytest.skip("no won deal in this file")
    rng = random.Random(name)
    sample = rng.sample(won, min(5, len(won)))
    if name == "traditioneel-klassiek":
        sample = [355, 1580, 1842, *sample]
    rules = Rules.KLASSIEK if row.klassiek else Rules.VERSOEPELD
    forced = 3 if name == "traditioneel-klassiek" else 0  # 355, 1580, 1842 always checked
    checked = 0
    for n, number in enumerate(sample):
        position = deal(number, rules, row.variant, row.keep_runs)
        # "Quickly": 10,000 states. Of the samples only Double Scorpion's 69 (52,707 states,
        # 1-3 s) and traditioneel-versoepeld's 31 (51,269) take more; each file's next sample
        # is checked in their place, as before when one was undecided at 300,000
        result = solve(position, time_limit=None, node_limit=10_000, traditional=row.stuck_only)
        assert result.outcome is not Outcome.LOST, (name, number)
        if result.outcome is Outcome.WON:
            assert _replays(Game(position), result.actions, row.stuck_only or row.keep_runs)
            checked += 1
        if checked >= 2 and n >= forced:
            break
    assert checked >= 2, name


def test_a_sample_of_lost_traditional_deals_is_lost() -> None:
    """Traditional rules are decided in milliseconds: a seeded sample of the deals the file
    calls lost is lost again."""
    letters = _letters("traditioneel-klassiek")
    lost = sorted(k for k, v in letters.items() if v == "L")
    for number in random.Random("lost").sample(lost, 20):
        result = solve(deal(number, Rules.KLASSIEK, traditional=True), time_limit=None)
        assert result.outcome is Outcome.LOST, number


def test_running_only_the_undecided_deals_keeps_the_others(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`run NAME --onbeslist` solves only the deals the file marks undecided: a decided letter
    stays as it was (it is a proof), an undecided one gets the new verdict; the header keeps
    the CPU time of the last full run (the table's time per deal) and notes this run."""
    name = "scorpion-ii-app-klassiek"
    monkeypatch.setattr(BENCH, "OUT", tmp_path)
    letters = {n: "L" for n in range(1, 11)}
    letters[7] = "U"  # deal 7 is won within 100 states
    full = "# processortijd: 5.0 s voor 10 spellen (1-10), 0.500 s per spel, grens 10 s, 2026-12-01"
    BENCH.write_file(name, letters, full)
    BENCH.run(name, BENCH.deal_range("1-10"), 10.0, only_undecided=True)
    after = BENCH.read_letters(name)
    assert after == {**letters, 7: "W"}
    text = (tmp_path / f"{name}.txt").read_text(encoding="utf-8")
    assert full in text.splitlines()
    assert "voor 1 spellen uit 1-10, grens 10 s" in text and ": 1 W, 0 L, 0 U" in text
    assert BENCH.read_cpu(name) == (5.0, 10)
    assert "{'W': 1, 'L': 0, 'U': 0}" in capsys.readouterr().out
