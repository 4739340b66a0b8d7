"""How long the announcement after each action is, at every verbosity level.

    .venv/bin/python bench/bench_announce.py [FIRST-LAST] [--versoepeld] [--taal nl|en]

Plays deals 1-100 (or FIRST-LAST) by the hint alone, as bench_hint.py does, and narrates every
action at each level exactly as the game says it after that action: the announcement, plus
the no-move sentence the first time nothing is left. Prints per level the number of
announcements after a move and their median, 95th percentile and maximum length in
characters; then the same for the moves that removed a run, for undoing each move (on a copy
of the game, so play goes on), and for the reserve deal. The goal at the default level
(normaal), for the announcement after a move: median at most 90 characters and 95th
percentile at most 160.

Characters are what a screen reader or the game's own speech has to say; at about 15
characters a second of speech, 90 characters is six seconds.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorpion_a11y.game.deal import Rules
from scorpion_a11y.game.engine import Game, Move
from scorpion_a11y.game.events import RunRemoved
from scorpion_a11y.narration import Narrator, Verbosity
from scorpion_a11y.solver.hint import suggest


def percentile(values: list[int], share: float) -> int:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def play(
    number: int,
    rules: Rules,
    narrators: dict[Verbosity, Narrator],
    lengths: dict[Verbosity, dict[str, list[int]]],
) -> Game:
    game = Game.new(number, rules)
    seen = {game.position()}
    stuck_told = False
    while not game.won and game.moves < 1000:
        hint = suggest(game)
        if hint is None:
            break
        events = game.play(hint.action)
        kind = "move" if isinstance(hint.action, Move) else "deal"
        stuck = ""
        if not game.won and not game.has_legal_action() and not stuck_told:
            stuck_told = True
            stuck = narrators[Verbosity.NORMAAL].no_moves_left()
        undone = game.copy()
        undo_events = undone.undo()
        run = any(isinstance(ev, RunRemoved) for ev in events)
        for level, n in narrators.items():
            text = " ".join(t for t in (n.action(game, events), stuck) if t)
            lengths[level][kind].append(len(text))
            if run:
                lengths[level]["run"].append(len(text))
            if kind == "move":
                lengths[level]["undo"].append(len(n.action(undone, undo_events)))
        position = game.position()
        if position in seen:
            break
        seen.add(position)
    return game


def main(argv: list[str]) -> int:
    first, last = 1, 100
    rules = Rules.KLASSIEK
    language = "nl"
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg == "--versoepeld":
            rules = Rules.VERSOEPELD
        elif arg == "--taal" and args:
            language = args.pop(0)
        elif "-" in arg:
            a, b = arg.split("-", 1)
            first, last = int(a), int(b)
        else:
            first = last = int(arg)
    narrators = {level: Narrator(language, level) for level in Verbosity}
    lengths: dict[Verbosity, dict[str, list[int]]] = {
        level: {"move": [], "deal": [], "run": [], "undo": []} for level in Verbosity
    }
    won = 0
    for number in range(first, last + 1):
        won += play(number, rules, narrators, lengths).won
    print(
        f"deals {first}-{last}, {rules.value} rules, language {language}: "
        f"{won} won by the hint alone"
    )
    for level in Verbosity:
        default = " (default)" if level is Verbosity.NORMAAL else ""
        print(f"{level.value}{default}:")
        for kind, label in (
            ("move", "after a move"),
            ("run", "after a move that removed a run"),
            ("undo", "after undoing a move"),
            ("deal", "after the reserve deal"),
        ):
            values = lengths[level][kind]
            if not values:
                continue
            print(
                f"  {label}: {len(values)} announcements, median "
                f"{statistics.median(values):.0f}, p95 {percentile(values, 0.95)}, "
                f"max {max(values)} characters"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
