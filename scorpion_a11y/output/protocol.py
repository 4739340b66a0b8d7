"""What the game and its speech worker say to each other, defined once for both sides.

The worker (:mod:`.speech_worker`) runs as a separate script: it loads this file as its
neighbour module, the game as ``scorpion_a11y.output.protocol``. Only the standard library and
the leaf :mod:`scorpion_a11y.settings` are imported here, so the worker still starts fast.
"""

from __future__ import annotations

from scorpion_a11y.settings import Problem

__all__ = ["Problem"]
