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

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import Game
from scorpion_a11y.solver import hint as hint_module
from scorpion_a11y.solver import sample as sample_module
from scorpion_a11y.solver.hint import Hint, suggest
from scorpion_a11y.solver.sample import Odds


def players_work(game: Game) -> int:
    """The states the player's hint searches in ``game`` (:data:`hint.HINT_SECONDS` of this
    game's states), for a test that asks the hint with ``work=`` this and ``seconds`` enough
    never to be cut short: the player's hint on a quiet machine, the same on a busy one."""
    klassiek = game.rules is Rules.KLASSIEK
    cost = hint_module._cost(game.spec, klassiek)
    return int(hint_module.HINT_SECONDS * hint_module.STATES_PER_SECOND / cost)


def quick_hint(game: Game, skip: int = 0) -> Hint | None:
    return suggest(game, skip, samples=4, states=2000, seconds=60)


@contextmanager
def quick_session_hints() -> Iterator[None]:
    """Inside: a player's ``hint`` in a Session (app/conversation.py asks
    :func:`ranked_sampled` with the default budget) runs on :func:`quick_hint`'s budget, and
    ``kan ik nog winnen`` (app/advice.py asks :func:`sample.odds`, up to 1 s of CPU) on the
    odds' smallest count of arrangements, 2,000 states each. For tests whose point is that a
    line gets its answer, not which move or which odds the full budget finds."""
    full = hint_module.ranked_sampled
    full_odds = sample_module.odds

    def quick(game: Game, *args: Any, **kwargs: Any) -> list[Hint]:
        kwargs.update(samples=4, states=2000, seconds=60)
        return full(game, *args, **kwargs)

    def quick_odds(game: Game, *args: Any, **kwargs: Any) -> Odds:
        kwargs.update(count=sample_module.MIN_SAMPLES, states=2000, cpu_seconds=60)
        return full_odds(game, *args, **kwargs)

    with pytest.MonkeyPatch.context() as m:
        m.setattr(hint_module, "ranked_sampled", quick)
        m.setattr(sample_module, "odds", quick_odds)
        yield
