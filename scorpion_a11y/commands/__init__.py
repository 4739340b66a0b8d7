"""The command language: what the player types or dictates, turned into commands.

``parse(text, game, tr, choices=())`` is pure (no I/O) and never raises; the result types are
in :mod:`.model`. The words come from the locale's ``commands.po`` (context ``vocab``).
"""

from __future__ import annotations

from .model import Result
from .parser import MAX_CHARS, parse

__all__ = ["MAX_CHARS", "Result", "parse"]
