"""The command language: what the player types or dictates, turned into commands.

``parse(text, game, tr, choices=())`` is pure (no I/O) and never raises; the result types are
in :mod:`.model`. The words come from the locale's ``commands.po`` (context ``vocab``).

The parser is imported when first asked for (``commands.parse``, or ``commands.prepare`` while
the player reads the first prompt), not with the package: the game's first line needs the
vocabulary's words at most, never the parser (issue 26).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .model import Result
    from .parser import MAX_CHARS, parse, prepare

__all__ = ["MAX_CHARS", "Result", "parse", "prepare"]


def __getattr__(name: str) -> object:
    if name in ("MAX_CHARS", "parse", "prepare"):
        from . import parser

        return getattr(parser, name)
    if name == "Result":
        from . import model

        return model.Result
    raise AttributeError(name)
