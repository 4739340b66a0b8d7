"""Shared test setup: the report header says which copy of the package is under test, and
``-n auto`` starts one worker more than there are cores."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import hints  # tests/hints.py (tests/ is on the path)
import pytest
from hypothesis import settings

import scorpion_a11y

# Hypothesis: random examples on a developer's machine (each run may find something new); in CI
# (.ci/run sets HYPOTHESIS_PROFILE=ci) the same examples on every run and no example database,
# so a red CI run is red again when re-run, and a green one does not depend on luck.
settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

# Many tests start the game or the solver as a real subprocess (a pipe, a terminal, kill -9).
# Where the environment asks Python not to write bytecode, each of those processes would
# compile every module of the package again; they may keep it in Python's own __pycache__
# folders (ignored by git, checked against the source on every import).
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


@pytest.fixture
def quick_session_hints() -> Iterator[None]:
    """A ``hint`` typed in a Session runs on a small fixed budget (tests/hints.py)."""
    with hints.quick_session_hints():
        yield


def pytest_report_header() -> str:
    return f"scorpion_a11y from {Path(scorpion_a11y.__file__).resolve().parent}"


@pytest.hookimpl(optionalhook=True)  # also without xdist (-p no:xdist)
def pytest_xdist_auto_num_workers(config: object) -> int:
    """``-n auto`` (pyproject.toml): one worker more than there are cores. Part of the suite
    waits on real subprocesses (espeak-ng, the game in a terminal or a pipe); the extra worker
    computes meanwhile (2 cores, 2026-12-01: 81 s with 2 workers, 74 s with 3, 74 s with 4).
    """
    if hasattr(os, "sched_getaffinity"):
        cores = len(os.sched_getaffinity(0))  # the cores this process may use
    else:
        cores = os.cpu_count() or 1
    return cores + 1
