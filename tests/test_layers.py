"""The package's import graph reads top to bottom: no circles, no import back up a layer.

Layers, lowest first: the leaves (settings, exhaustive, i18n, utterance), game/, names (card and
suit names, shared by reading and speaking) and records (settings, statistics, what loading
found, whether the game is saved: values the app keeps and narration says), commands/ and
solver/, narration/, output/, app/. A module may import its own layer and the layers below.
Imports inside functions count too. There are no exceptions.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import package_source

PACKAGE = package_source.PACKAGE
LAYERS = {
    "settings": 0,
    "exhaustive": 0,
    "i18n": 0,
    "utterance": 0,
    "game": 1,
    "names": 2,
    "records": 2,
    "commands": 3,
    "solver": 3,
    "narration": 4,
    "output": 5,
    "sound": 5,
    "app": 6,
    "__main__": 7,
    "__init__": 0,
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = defaultdict(set)
    modules = {module_name(p) for p in package_source.modules()}
    for path in package_source.modules():
        name = module_name(path)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(package_source.tree(path)):
            targets: list[str] = []
            if isinstance(node, ast.ImportFrom) and node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
                targets = [module] + [f"{module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                targets = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
            elif isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            graph[name].update(t for t in targets if t in modules and t != name)
    return graph


def layer(module: str) -> int:
    parts = module.split(".")
    return LAYERS[parts[1]] if len(parts) > 1 else 0


def test_no_import_runs_back_up_a_layer() -> None:
    upward = {
        (a, b)
        for a, targets in imports().items()
        for b in targets
        if layer(b) > layer(a) and b != "scorpion_a11y"
    }
    assert not upward, sorted(upward)


def test_no_import_circles() -> None:
    graph = imports()
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> None:
        if module in path:
            raise AssertionError(
                "import circle: " + " -> ".join([*path[path.index(module) :], module])
            )
        if module in done:
            return
        for target in sorted(graph.get(module, ())):
            # a package imports its own modules; a module importing its package's __init__
            # for a sibling is not a circle of code
            if target == module.rpartition(".")[0]:
                continue
            visit(target, [*path, module])
        done.add(module)

    for module in sorted(graph):
        visit(module, [])


def test_the_session_asks_one_narrator_for_every_word() -> None:
    """One door to the words: the session speaks only through its ``Narrator``, never a
    narration module of its own choosing (issue 24)."""
    graph = imports()
    words = {t for t in graph["scorpion_a11y.app.session"] if t.startswith("scorpion_a11y.narr")}
    assert words <= {"scorpion_a11y.narration", "scorpion_a11y.narration.Narrator"}, words
