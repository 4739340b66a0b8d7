"""The package's own source, parsed once per test process.

Several tests read the package's code (the import layers, the gettext calls against the
catalogs, the public signatures): each parsed all 90 modules again (0.4-0.8 s of CPU each
time). :func:`tree` parses a module once; the trees are shared, so a test only reads them.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import scorpion_a11y

PACKAGE = Path(scorpion_a11y.__file__).resolve().parent


@cache
def modules() -> tuple[Path, ...]:
    """Every module of the package, in path order."""
    return tuple(sorted(PACKAGE.rglob("*.py")))


@cache
def tree(path: Path) -> ast.Module:
    """``path``'s syntax tree (read-only: other tests read the same one)."""
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
