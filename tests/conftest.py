"""Shared test setup: the report header says which copy of the package is under test, and
``-n auto`` starts one worker more than there are cores."""

from __future__ import annotations

import os
from pathlib import Path

import scorpion_a11y


def pytest_report_header() -> str:
    return f"scorpion_a11y from {Path(scorpion_a11y.__file__).resolve().parent}"


def pytest_xdist_auto_num_workers(config: object) -> int:
    """``-n auto`` (pyproject.toml): one worker more than there are cores. About a sixth of
    the suite waits on real subprocesses (espeak-ng, the game in a terminal or a pipe); the
    extra worker computes meanwhile (2 cores: 125 s with 2 workers, 110 s with 3, 117 s with 4).
    """
    if hasattr(os, "sched_getaffinity"):
        cores = len(os.sched_getaffinity(0))  # the cores this process may use
    else:
        cores = os.cpu_count() or 1
    return cores + 1
