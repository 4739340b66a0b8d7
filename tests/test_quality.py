"""Code quality gates: ruff (lint and format) and mypy, run from the repository root.

mypy is strict for the whole package (``--strict`` here, and in pyproject.toml for editors). A
gate is skipped, with the reason, only when its tool is not installed.
"""

from __future__ import annotations

import ast
import importlib.util
import subprocess
import sys
from pathlib import Path

import package_source
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


def test_mypy_passes_strict_on_the_whole_package() -> None:
    run_tool("mypy", "--strict", "scorpion_a11y")


def _mentions_any(node: ast.expr | None) -> bool:
    return node is not None and any(
        (isinstance(n, ast.Name) and n.id == "Any")
        or (isinstance(n, ast.Attribute) and n.attr == "Any")
        for n in ast.walk(node)
    )


def _public_signatures(tree: ast.Module) -> list[tuple[str, ast.expr | None]]:
    """(name, annotation) of every public function's parameters and result, and of every
    public class's annotated attributes (including ``self.x: T`` in ``__init__``)."""
    found: list[tuple[str, ast.expr | None]] = []

    def function(fn: ast.FunctionDef | ast.AsyncFunctionDef, owner: str) -> None:
        if fn.name.startswith("_") and fn.name != "__init__":
            return
        where = f"{owner}{fn.name}"
        args = [*fn.args.posonlyargs, *fn.args.args, *fn.args.kwonlyargs]
        args += [a for a in (fn.args.vararg, fn.args.kwarg) if a is not None]
        found.extend((f"{where}({a.arg})", a.annotation) for a in args)
        found.append((f"{where} ->", fn.returns))
        if fn.name == "__init__":
            for node in ast.walk(fn):
                if (
                    isinstance(node, ast.AnnAssign)
                    and isinstance(node.target, ast.Attribute)
                    and not node.target.attr.startswith("_")
                ):
                    found.append((f"{owner}{node.target.attr}", node.annotation))

    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            function(node, "")
        elif isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    function(item, f"{node.name}.")
                elif (
                    isinstance(item, ast.AnnAssign)
                    and isinstance(item.target, ast.Name)
                    and not item.target.id.startswith("_")
                ):
                    found.append((f"{node.name}.{item.target.id}", item.annotation))
    return found


def test_no_any_at_module_boundaries() -> None:
    """Public functions, methods and attributes say what they take and give: no ``Any``."""
    loose = [
        f"{path.relative_to(package_source.PACKAGE.parent)}: {name}"
        for path in package_source.modules()
        for name, annotation in _public_signatures(package_source.tree(path))
        if _mentions_any(annotation)
    ]
    assert not loose, "Any at a module boundary:\n" + "\n".join(loose)
