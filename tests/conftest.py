"""Shared test setup: the report header says which copy of the package is under test."""

from __future__ import annotations

from pathlib import Path

import scorpion_a11y


def pytest_report_header() -> str:
    return f"scorpion_a11y from {Path(scorpion_a11y.__file__).resolve().parent}"
