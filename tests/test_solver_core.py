"""The compiled core and the pure Python solver agree: children, keys, verdicts and lines.

The C half is skipped only when the extension was not built (no compiler at install time);
CI sets SCORPION_A11Y_REQUIRE_CORE=1 so a missing core fails there instead.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys

import pytest
from test_solver import SEED, oracle, replay, small_position

from scorpion_a11y.game import dealfile
from scorpion_a11y.game.deal import Position, Rules, deal
from scorpion_a11y.solver import search
from scorpion_a11y.solver.search import Outcome, solve
from scorpion_a11y.solver.state import (
    DEAL,
    State,
    blocked,
    children,
    decode,
    from_position,
    key,
)

core = search._core
needs_core = pytest.mark.skipif(
    core is None and not os.environ.get("SCORPION_A11Y_REQUIRE_CORE"),
    reason="the compiled core is not built",
)


def _old_code(action: int) -> int:
    """The core's action code (``card * 8 + to``) for a state.py code (which also names the
    source column, for Double Scorpion and the cards beside the table)."""
    if action == DEAL:
        return action
    card, _src, to = decode(action)
    return card * 8 + to


def _python_children(state: State, klassiek: bool, traditional: bool) -> list[tuple]:
    return [
        (
            ch.priority,
            _old_code(ch.action),
            ch.state.cols,
            ch.state.reserve,
            ch.state.left,
            ch.stuck_relevant,
            bool(ch.turned),
        )
        for ch in children(state, klassiek, traditional)
    ]


def _core_children(state: State, klassiek: bool, traditional: bool) -> list[tuple]:
    assert core is not None, "the compiled core is not built"
    return [
        (priority, DEAL if card < 0 else card * 8 + column, cols, reserve, left, rel, turned)
        for priority, card, column, cols, reserve, left, rel, turned in core.children(
            state.cols, state.reserve, state.left, klassiek=klassiek, traditional=traditional
        )
    ]


def _walk(position: Position, traditional: bool, rng: random.Random, steps: int):
    """The states of one random walk through the solver's own successors."""
    klassiek = position.rules is Rules.KLASSIEK
    state = from_position(position)
    for _ in range(steps):
        yield state
        kids = children(state, klassiek, traditional)
        if not kids:
            return
        state = rng.choice(kids).state


@needs_core
@pytest.mark.parametrize("rules", [Rules.KLASSIEK, Rules.VERSOEPELD])
@pytest.mark.parametrize("traditional", [False, True])
def test_same_children_and_keys_on_real_states(rules: Rules, traditional: bool) -> None:
    assert core is not None, "the compiled core is not built"
    klassiek = rules is Rules.KLASSIEK
    rng = random.Random(f"{rules.value}-{traditional}")
    compared = 0
    sources = [deal(n, rules) for n in range(1, 41)]
    sources += [small_position(rng, 2, rules) for _ in range(40)]
    for position in sources:
        for state in _walk(position, traditional, rng, 40):
            assert core.key(state.cols, state.reserve) == key(state)
            assert core.blocked(state.cols) == blocked(state.cols)
            assert _core_children(state, klassiek, traditional) == _python_children(
                state, klassiek, traditional
            )
            compared += 1
    assert compared > 800, compared


def _same(position: Position, traditional: bool, nodes: int) -> Outcome:
    c = solve(position, time_limit=None, node_limit=nodes, traditional=traditional, engine="c")
    py = solve(
        position, time_limit=None, node_limit=nodes, traditional=traditional, engine="python"
    )
    assert (c.engine, py.engine) == ("c", "python")
    assert (c.outcome, c.nodes, c.actions) == (py.outcome, py.nodes, py.actions)
    if c.outcome is Outcome.WON:
        assert replay(position, c.actions, traditional).won
    return c.outcome


@needs_core
@pytest.mark.parametrize("traditional", [False, True])
def test_same_verdict_nodes_and_line_on_deals(traditional: bool) -> None:
    seen = set()
    for number in range(1, 31):
        for rules in (Rules.KLASSIEK, Rules.VERSOEPELD):
            seen.add(_same(deal(number, rules), traditional, 4_000))
    seen.add(_same(dealfile.load(SEED), traditional, 100_000))
    assert seen == set(Outcome)


@needs_core
@pytest.mark.parametrize("rules", [Rules.KLASSIEK, Rules.VERSOEPELD])
def test_same_verdict_as_plain_search_on_small_positions(rules: Rules) -> None:
    rng = random.Random(f"core-{rules.value}")
    compared = {True: 0, False: 0}
    for i in range(30):
        traditional = i % 2 == 1
        position = small_position(rng, 2, rules)
        expected = oracle(position, traditional, limit=1_000)
        if expected is None:
            continue
        outcome = _same(position, traditional, 500_000)
        assert outcome is (Outcome.WON if expected else Outcome.LOST)
        compared[expected] += 1
    assert compared[True] >= 1 and compared[False] >= 1, compared


@needs_core
def test_compiled_core_is_the_default_and_reports_its_table() -> None:
    result = solve(deal(7), time_limit=None)
    assert result.engine == "c"
    assert result.outcome is Outcome.LOST
    assert result.nodes > 10_000
    assert 0 < result.table_bytes <= 24 * result.nodes  # at most 24 bytes per stored state


def test_unsupported_game_falls_back_to_python() -> None:
    """A game the core does not implement (here: two decks' worth of one card) is solved in
    Python; asking for the core explicitly says it cannot."""
    position = deal(3)
    cols = list(position.columns)
    doubled = cols[0].__class__(cols[0].face_down, (*cols[0].face_up, cols[1].face_up[-1]))
    cols[0] = doubled
    odd = Position(tuple(cols), position.reserve, position.removed, position.rules)
    result = solve(odd, time_limit=None, node_limit=50)
    assert result.engine == "python"
    with pytest.raises(NotImplementedError):
        solve(odd, time_limit=None, node_limit=50, engine="c")


def test_without_the_core_the_python_solver_answers() -> None:
    """As on a machine without a compiler: the extension cannot be imported."""
    code = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'scorpion_a11y.solver._core':\n"
        "            raise ImportError(name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "from scorpion_a11y.game.deal import deal\n"
        "from scorpion_a11y.solver.search import COMPILED, solve\n"
        "r = solve(deal(16), time_limit=None, node_limit=200_000)\n"
        "print(COMPILED, r.engine, r.outcome.value, len(r.actions))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True
    )
    compiled, engine, outcome, moves = done.stdout.split()
    assert (compiled, engine, outcome) == ("False", "python", "won")
    assert int(moves) > 0


def test_a_position_with_a_new_rules_field_is_not_given_to_the_core() -> None:
    """A variant the core was not told about (here: a made-up field) is searched in Python,
    so the core can never search a different game than the one asked."""
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class Variant(Position):
        empty_takes_any_card: bool = True

    start = deal(14)
    variant = Variant(start.columns, start.reserve, start.removed, start.rules)
    assert solve(variant, time_limit=None, node_limit=100).engine == "python"
    if core is not None:
        assert solve(start, time_limit=None, node_limit=100).engine == "c"
