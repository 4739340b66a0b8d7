"""Code quality gates: ruff (lint and format) and mypy, run from the repository root.

mypy is strict for the engine modules (configured in pyproject.toml). A gate is skipped, with
the reason, only when its tool is not installed.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run_tool(tool: str, *args: str) -> None:
    if importlib.util.find_spec(tool) is None:
        pytest.skip(f"{tool} is not installed (pip install '.[test]' installs it)")
    result = subprocess.run(
        [sys.executable, "-m", tool, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, (
        f"{tool} {' '.join(args)} failed:\n{result.stdout}{result.stderr}"
    )


def test_ruff_finds_nothing() -> None:
    run_tool("ruff", "check", ".")


def test_ruff_format_is_applied() -> None:
    run_tool("ruff", "format", "--check", ".")


def test_mypy_passes_strict_on_the_engine() -> None:
    run_tool("mypy", "scorpion_a11y")
