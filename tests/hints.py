"""The sampled hint on a small fixed budget, for tests that play a game forward by the hint.

The hint the player hears (:func:`suggest` with its default budget) solves up to 64
arrangements of the hidden cards within 0.8 s of CPU time: every call takes the whole budget,
and what it finds depends on how fast the machine is at that moment. Playing a deal forward by
it cost a test about a second per move. ``quick_hint`` takes the same path (the same
arrangements, the same ranking, the same reasons and basis) with 4 arrangements of 2,000
states each and time enough never to be cut short: the same hint on a fast and on a loaded
machine, in milliseconds. Where the test is about the hint the player hears, call
:func:`suggest` itself.
"""

from __future__ import annotations

from scorpion_a11y.game.engine import Game
from scorpion_a11y.solver.hint import Hint, suggest


def quick_hint(game: Game, skip: int = 0) -> Hint | None:
    return suggest(game, skip, samples=4, states=2000, seconds=60)
