"""``bewaar stand als NAAM``: the position in play written as a deal file
(:func:`scorpion_a11y.game.dealfile.save`), to share it or play it again with ``--deal``.

A plain name goes to the data folder's own subfolder :data:`FOLDER`, cleaned to letters,
digits, ``-`` and ``_`` (spaces become ``-``), with ``.json``; a name with a folder in it (or
``~``) is a path, where the player said. An existing file is never overwritten: the first free
name with ``-2``, ``-3``, ... is taken, and the sentence says so.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from ..game import dealfile
from ..game.engine import Game

#: The data folder's subfolder for saved positions.
FOLDER = "standen"
#: The name when none is given, or nothing is left of it after cleaning.
DEFAULT_NAME = "stand"
#: How many other names are tried before giving up (``stand-2`` ... ``stand-999``).
TRIES = 999


@dataclass(frozen=True)
class Shared:
    """Where the position went (``path``); ``taken``: the file first asked for, which
    already existed and was left alone; ``error``: it could not be written (then ``path`` is
    where it should have gone)."""

    path: Path
    taken: Path | None = None
    error: OSError | None = None


def clean(name: str) -> str:
    """A plain file name without its ``.json``: letters, digits, ``-``, ``_``; spaces as ``-``;
    ``""`` when nothing is left."""
    kept = "".join(
        ch if ch.isalnum() or ch in "-_" else "-" if ch.isspace() or ch == "." else ""
        for ch in name.strip()
    )
    while "--" in kept:
        kept = kept.replace("--", "-")
    return kept.strip("-_")


def target(data_folder: Path, name: str) -> Path:
    """Where ``name`` (as typed) asks the position to go."""
    name = name.strip().strip("\"'")
    if name.lower().endswith(".json"):
        name = name[: -len(".json")]
    if "/" in name or os.sep in name or name.startswith("~"):
        path = Path(os.path.abspath(Path(name).expanduser()))  # (".." said as the folder above)
        return path.with_name((clean(path.name) or DEFAULT_NAME) + ".json")
    return data_folder / FOLDER / ((clean(name) or DEFAULT_NAME) + ".json")


def _exists(path: Path) -> bool:
    try:
        return path.exists() or path.is_symlink()
    except OSError:
        return True  # (cannot even be looked at: not ours to write)


def save(game: Game, data_folder: Path, name: str) -> Shared:
    """Write ``game``'s position where ``name`` says, never over an existing file."""
    wanted = target(data_folder, name)
    path = wanted
    for n in range(2, TRIES + 2):
        if not _exists(path):
            break
        path = wanted.with_name(f"{wanted.stem}-{n}.json")
    else:
        return Shared(wanted, error=FileExistsError(str(wanted)))
    try:
        if path.parent == data_folder / FOLDER:
            path.parent.mkdir(parents=True, exist_ok=True)
        dealfile.save(game.position(), path)
    except OSError as err:
        return Shared(path, error=err)
    return Shared(path, taken=wanted if path != wanted else None)
