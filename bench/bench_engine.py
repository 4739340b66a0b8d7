"""Benchmark the engine: legal-move generation and apply+undo, over random games.

Run from the repository root::

    .venv/bin/python bench/bench_engine.py [--deals 200] [--plies 60]

For each of ``--deals`` deal numbers (both rule sets), a random game of at most ``--plies``
actions is played with a fixed random seed; the positions it passes through are then
measured: how many legal-move lists per second the engine builds, and how many moves per
second it applies and takes back again. The target is a move applied and undone in well under
50 microseconds, so that a solver built on the engine can search fast.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import DEAL_RESERVE, Game, Move


def sample_positions(deals: int, plies: int, seed: int) -> list[tuple[Game, list[Move]]]:
    """Games in the middle of random play, each with its legal moves at that point."""
    rng = random.Random(seed)
    samples: list[tuple[Game, list[Move]]] = []
    for number in range(1, deals + 1):
        for rules in Rules:
            game = Game.new(number * 7919 % 4294967295 + 1, rules)
            for _ in range(plies):
                moves = game.legal_moves()
                if moves:
                    samples.append((game.copy(), moves))
                if game.reserve and (not moves or rng.random() < 0.05):
                    game.play(DEAL_RESERVE)
                elif moves:
                    game.play(rng.choice(moves))
                else:
                    break
    return samples


def bench_legal_moves(samples: list[tuple[Game, list[Move]]], repeat: int) -> tuple[int, float]:
    games = [game for game, _ in samples]
    start = time.perf_counter()
    for _ in range(repeat):
        for game in games:
            game.legal_moves()
    return len(games) * repeat, time.perf_counter() - start


def bench_apply_undo(samples: list[tuple[Game, list[Move]]], repeat: int) -> tuple[int, float]:
    count = 0
    start = time.perf_counter()
    for _ in range(repeat):
        for game, moves in samples:
            play, undo = game.play, game.undo
            for move in moves:
                play(move)
                undo()
            count += len(moves)
    return count, time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=200, help="deal numbers per rule set")
    parser.add_argument("--plies", type=int, default=60, help="actions per random game")
    parser.add_argument("--repeat", type=int, default=3, help="passes over the positions")
    parser.add_argument("--seed", type=int, default=2024, help="seed of the random play")
    args = parser.parse_args(argv)

    samples = sample_positions(args.deals, args.plies, args.seed)
    n_moves = sum(len(m) for _, m in samples)
    print(f"positions: {len(samples)} from {args.deals} deals x 2 rule sets, {n_moves} moves")

    n, seconds = bench_legal_moves(samples, args.repeat)
    print(
        f"legal-move generation: {n / seconds:,.0f} positions/s "
        f"({seconds / n * 1e6:.2f} us per position)"
    )
    n, seconds = bench_apply_undo(samples, args.repeat)
    per = seconds / n * 1e6
    print(f"apply + undo: {n / seconds:,.0f} moves/s ({per:.2f} us per move applied and undone)")
    print(f"target < 50 us per move applied and undone: {'met' if per < 50 else 'NOT met'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
