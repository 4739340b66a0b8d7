"""Rule 4 with waiting kings: the one-pass check over values (kings as nodes of their own)
gives the answer of the check that follows the chains over places, on every kind of table.

The search's verdicts rest on it (a blocked position is never searched), so it is held to
the place-based check on random tables (one and two decks, cards face down and face up,
sequences, a reserve) and on states of real games; both are held to plain search elsewhere
(tests/test_solver.py) and to the compiled core (tests/test_solver_core.py).
"""

from __future__ import annotations

import random

import pytest

from scorpion_a11y.game.deal import Rules, deal
from scorpion_a11y.game.rules import Variant, spec_of
from scorpion_a11y.solver.state import (
    _blocked_kings,
    _blocked_places,
    _blocked_values,
    _kings_may_wait,
    children,
    from_position,
)


def _random_table(rng: random.Random) -> tuple[list[bytes], bytes]:
    decks = rng.choice((1, 2))
    cards = list(range(52)) * decks
    rng.shuffle(cards)
    cards = cards[: rng.randint(14, len(cards))]
    reserve = bytes(cards[: rng.choice((0, 0, 1, 3))])
    rest = cards[len(reserve) :]
    columns = rng.choice((7, 10))
    cuts = [*sorted(rng.sample(range(len(rest) + 1), columns - 1)), len(rest)]
    cols = []
    at = 0
    for cut in cuts:
        part = rest[at:cut][:63]
        at = cut
        if part and rng.random() < 0.5:  # a sequence on top, kings low in it
            k = rng.randrange(len(part))
            part = part[:k] + sorted(part[k:], reverse=True)
        down = rng.randint(0, len(part) - 1) if part else 0
        cols.append(bytes([down]) + bytes(part))
    return cols, reserve


@pytest.mark.parametrize("klassiek", [True, False])
def test_kings_by_value_agree_with_kings_by_place_on_random_tables(klassiek: bool) -> None:
    rng = random.Random(f"kings-{klassiek}")
    compared = lost = 0
    while compared < 3000:
        cols, reserve = _random_table(rng)
        if not _kings_may_wait(cols, reserve):
            continue
        places = _blocked_places(cols, reserve, klassiek)
        assert _blocked_kings(cols, reserve, klassiek) == places, (cols, reserve)
        compared += 1
        lost += places
    assert 300 < lost < compared - 300, lost


@pytest.mark.parametrize("rules", [Rules.KLASSIEK, Rules.VERSOEPELD])
def test_kings_by_value_agree_with_kings_by_place_in_every_game(rules: Rules) -> None:
    klassiek = rules is Rules.KLASSIEK
    rng = random.Random(f"games-{rules.value}")
    compared = lost = by_kings = 0
    for variant in Variant:
        spec = spec_of(variant)
        for number in range(1, 6):
            state = from_position(deal(number, rules, variant))
            for _ in range(80):
                kids = children(state, klassiek, False, spec, False, check_blocked=False)
                if not kids:
                    break
                state = rng.choice(kids).state
                if _kings_may_wait(state.cols, state.reserve):
                    places = _blocked_places(state.cols, state.reserve, klassiek)
                    assert _blocked_kings(state.cols, state.reserve, klassiek) == places, (
                        variant,
                        number,
                        state,
                    )
                    compared += 1
                    lost += places
                    # lost only because a king waits (with kings free it is not)
                    by_kings += places != _blocked_values(state.cols, state.reserve, klassiek)
    assert compared > 300 and lost > 20 and by_kings > 3, (compared, lost, by_kings)
