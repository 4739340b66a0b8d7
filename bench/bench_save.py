"""Enter → announcement for a move, as the game grows: ``python bench/bench_save.py``.

The interactive game's work for one typed move: parse, play, save (durable before it is
said: one journal line and one fsync), build the announcement and hand it to the text
output. Measured on a real disk (the data folder is a temporary folder beside this checkout,
or ``--folder``) over a game of ``--moves`` king shuffles (a king moved back and forth between
two columns, so the line of play keeps growing as in issue 14's 20 000-move test), in
blocks; prints the median and p95 per block.

``--rewrite`` measures the old way for comparison: the whole line written and fsynced on
every move (compaction after every journal line).

Goal (issue 14): p95 < 20 ms, not growing with the length of the game.
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorpion_a11y.app import files, journal
from scorpion_a11y.app.session import Session
from scorpion_a11y.app.storage import Settings, Statistics, Store
from scorpion_a11y.game.cards import DECK, Card
from scorpion_a11y.game.deal import ColumnLayout, Position
from scorpion_a11y.game.rules import SCORPION
from scorpion_a11y.narration import Narrator
from scorpion_a11y.output import Output

COLUMNS = SCORPION.columns


def shuffle_position() -> Position:
    """Schoppenheer alone in column 1, column 2 empty, every other card in columns 3-7."""
    king = Card.from_name("schoppenheer")
    rest = [c for c in DECK if c is not king]
    columns = [ColumnLayout((), (king,)), ColumnLayout((), ())]
    per = len(rest) // (COLUMNS - 2)
    for i in range(COLUMNS - 2):
        part = rest[i * per : (i + 1) * per] if i < COLUMNS - 3 else rest[i * per :]
        columns.append(ColumnLayout(tuple(part[:-1]), (part[-1],)))
    return Position(tuple(columns), (), ())


def ms(values: list[float]) -> str:
    values = sorted(v * 1000 for v in values)
    p95 = values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]
    return (
        f"median {statistics.median(values):6.2f} ms   p95 {p95:6.2f} ms   max {values[-1]:6.1f} ms"
    )


def bare_sync(folder: Path, count: int = 300) -> list[float]:
    """What the disk alone costs per save: the floor under every figure below."""
    import os

    times = []
    fd = os.open(folder / "bare", os.O_WRONLY | os.O_CREAT | os.O_APPEND)
    try:
        for _ in range(count):
            t0 = time.perf_counter()
            os.write(fd, b"x" * 99 + b"\n")
            files.datasync(fd)
            times.append(time.perf_counter() - t0)
    finally:
        os.close(fd)
        os.unlink(folder / "bare")
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=20_000)
    parser.add_argument("--block", type=int, default=2_000)
    parser.add_argument("--rewrite", action="store_true")
    parser.add_argument("--folder", type=Path, default=None)
    args = parser.parse_args()
    if args.rewrite:
        journal.COMPACT_EVERY = 0
    base = args.folder or Path(__file__).resolve().parent
    with tempfile.TemporaryDirectory(prefix="bench-save-", dir=base) as folder:
        print(f"this disk, one 100-byte append + sync alone: {ms(bare_sync(Path(folder)))}")
        store = Store(Path(folder))
        session = Session(store, Settings(), Statistics(), Narrator("nl"))
        from scorpion_a11y.game import dealfile

        deal = Path(folder) / "koning.json"
        dealfile.save(shuffle_position(), deal)
        session.start(deal_path=str(deal))
        out = Output("tekst", session.tr, stream=io.StringIO())
        out.start()
        lines = ["schoppenheer naar kolom 2", "schoppenheer naar kolom 1"]
        print(f"{args.moves} moves, {'whole line rewritten' if args.rewrite else 'journal'}")
        block: list[float] = []
        for k in range(args.moves):
            t0 = time.perf_counter()
            text = session.handle(lines[k % 2])
            out.say(text)
            if args.rewrite:  # the old way: the whole line written before the announcement
                session.idle()
            block.append(time.perf_counter() - t0)
            session.idle()  # as the game does after each announcement (compaction when due)
            if k == 0:
                assert text.startswith("Schoppenheer"), text
            if len(block) == args.block:
                print(f"  moves {k + 2 - args.block:>6}-{k + 1:<6} {ms(block)}")
                block = []
                out.stream = io.StringIO()  # type: ignore[attr-defined]
        t0 = time.perf_counter()
        store.close()
        again = Store(Path(folder))
        loaded = again.load_game()
        print(f"  resume after {loaded.value.game.moves} moves: {time.perf_counter() - t0:.2f} s")


if __name__ == "__main__":
    main()
