"""The tests test this working tree, not a copy installed earlier.

``pip install '.[test]'`` (without ``-e``) puts a copy of the package in site-packages; the
tests would then pass or fail on code that is no longer the code being edited. The README's
command installs in editable mode; this test fails when anything else is imported.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
from pathlib import Path

import launch

import scorpion_a11y

CHECKOUT = Path(__file__).resolve().parents[1] / "scorpion_a11y"


def test_the_imported_package_is_this_checkout() -> None:
    imported = Path(scorpion_a11y.__file__).resolve().parent
    assert imported == CHECKOUT, (
        f"the tests import {imported}, not the working tree {CHECKOUT}: "
        "install with `pip install -e '.[test]'` (see README)"
    )


def test_every_module_comes_from_this_checkout() -> None:
    for info in pkgutil.walk_packages(scorpion_a11y.__path__, "scorpion_a11y."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        where = Path(module.__file__ or "").resolve()
        assert where.is_relative_to(CHECKOUT), f"{info.name} is imported from {where}"


def test_a_checkout_run_without_its_packages_says_so_in_one_sentence() -> None:
    """``python3 -m scorpion_a11y`` in a checkout, with a Python that never installed the game
    (here: ``-S``, no site-packages at all), says what is missing and how to install it: no
    traceback, and nothing on stdout that a pipe-mode script would take for an announcement."""

    for args in (["--spel", "1"], ["oplosser", "--spellen", "1"]):
        run = launch.game(
            None,
            "bord\n",
            *args,
            python_flags=("-S",),
            cwd=CHECKOUT.parent,
            env=dict(os.environ),
            timeout=60,
        )
        assert run.returncode == 1
        assert run.stdout == ""
        assert "Traceback" not in run.stderr
        first = run.stderr.splitlines()[0]
        assert first.startswith("Het spel mist de Python-pakketten ")
        assert "platformdirs" in first and "pip install -e ." in first
