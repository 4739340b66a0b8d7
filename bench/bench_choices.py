"""The hint's choices where they matter: how often its first move keeps a winnable deal
winnable, measured on fixed positions instead of whole games (issue 25).

A deal is won only if every move keeps it winnable: along one line "can still be won" only
turns from yes to no. So the hint's strength is how often, at a *critical* position (some
moves keep the real deal winnable, some lose it, as the solver proves by looking at the
face-down cards), its first move is one that keeps it. A whole-game bench
(``bench_play.py``) measures the same thing over 111 deals in hours, and one changed decision
changes every position after it (two runs of the same idea differ by chance in many deals);
here every version of the hint meets the same positions, one hint each.

    build: play the proven winnable deals of FIRST-LAST by hint (the first N moves of each, the
           hint as the game gives it: the plan carried) and write every critical position met
           (with what each move does to the real deal) to PATH (JSON):

        nice -n 10 .venv/bin/python bench/bench_choices.py bouw PATH 1-500 [--zetten 40]
            [--variant NAME] [--versoepeld] [--traditioneel] [--stel NAME=VALUE,...]

    eval:  ask the hint once at each position of PATH (afresh, without a carried plan) and
           count how often its first move keeps the deal winnable:

        nice -n 10 .venv/bin/python bench/bench_choices.py meet PATH [--stel NAME=VALUE,...]
            [--deel K/N]

``--stel`` sets constants of ``solver/hint.py`` for the run, as in ``bench_play.py``;
``--deel K/N`` measures every N-th position from the K-th (two parts on two cores). The eval
prints one letter per position (W keeps, L loses, ? the solver did not decide that move),
then the counts and the hint's CPU time. Moves are compared as the hint names them (the same
table up to renumbering alike columns is the same move).

What it cannot see: a version that steers the game into easier positions (fewer critical
ones later) is measured only on the positions the building version met.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scorpion_a11y.game.cards import Card  # noqa: E402
from scorpion_a11y.game.deal import Rules  # noqa: E402
from scorpion_a11y.game.engine import DEAL_RESERVE, Action, Game, Move  # noqa: E402
from scorpion_a11y.game.rules import SPECS, Variant  # noqa: E402
from scorpion_a11y.solver import hint as hint_module  # noqa: E402
from scorpion_a11y.solver.sample import StateSolver  # noqa: E402
from scorpion_a11y.solver.search import Outcome  # noqa: E402
from scorpion_a11y.solver.state import from_position  # noqa: E402
from scorpion_a11y.solver.winnable import WON, file_name, verdicts  # noqa: E402

#: States of one search of the real deal after a move (the truth): about 0.1 s.
TRUTH_STATES = 60_000


def _stel(argv: list[str]) -> None:
    if "--stel" not in argv:
        return
    for pair in argv[argv.index("--stel") + 1].split(","):
        name, text = pair.split("=")
        old = getattr(hint_module, name)  # a name that is not there fails here
        new = text.lower() in ("1", "true") if isinstance(old, bool) else type(old)(float(text))
        setattr(hint_module, name, new)
        print(f"# {name} = {new} (was {old})", flush=True)


def _encode(action: Action) -> list[int] | str:
    if isinstance(action, Move):
        return [action.card.index, action.to, -1 if action.src is None else action.src]
    return "deal"


def _decode(data: list[int] | str) -> Action:
    if data == "deal":
        return DEAL_RESERVE
    card, to, src = data
    return Move(Card.from_index(card), to, None if src < 0 else src)


def _name(key: tuple[int, int, int]) -> str:
    return ",".join(map(str, key))


def _truth(game: Game, solver: StateSolver) -> dict[str, str]:
    """Per move the hint may suggest (its choices): what it does to the real deal."""
    v = hint_module.view(game)
    been = hint_module._needed(game, v, hint_module.seen(game))
    real = from_position(game.position())
    result = {}
    for action, ref, _ in hint_module._choices(game, v, been).values():
        after = hint_module._after(v, real, ref)
        outcome = Outcome.WON if after.left == 0 else solver._search(after, TRUTH_STATES, 5.0)
        result[_name(hint_module._action_key(action, v.spec.decks))] = outcome.name[0]
    return result


def _kind(argv: list[str]) -> tuple[Variant, Rules, bool]:
    variant = Variant.SCORPION
    if "--variant" in argv:
        variant = Variant(argv[argv.index("--variant") + 1])
    rules = Rules.VERSOEPELD if "--versoepeld" in argv else Rules.KLASSIEK
    return variant, rules, "--traditioneel" in argv


def build(argv: list[str]) -> None:
    path = Path(argv[1])
    first, last = map(int, argv[2].split("-"))
    most = int(argv[argv.index("--zetten") + 1]) if "--zetten" in argv else 40
    variant, rules, traditional = _kind(argv)
    _stel(argv)
    lists = ROOT / "docs" / "winbaarheid" / file_name(SPECS[variant], rules, traditional)
    known = verdicts(lists.read_text(encoding="utf-8"))
    deals = [n for n in range(first, last + 1) if known.get(n) == WON]
    positions = []
    start = time.time()
    for number in deals:
        game = Game.new(number, rules, variant, traditional)
        solver = StateSolver(game)
        carry = hint_module.Carry()
        line: list[Action] = []
        met = 0
        while len(line) < most and not game.won:
            truth = _truth(game, solver)
            if "W" not in truth.values():
                break  # lost already (or not decided): nothing more to learn here
            hints = hint_module.ranked_sampled(game, carry=carry)
            if not hints:
                break
            if "L" in truth.values():
                positions.append(
                    {"deal": number, "line": [_encode(a) for a in line], "truth": truth}
                )
                met += 1
            game.play(hints[0].action)
            line.append(hints[0].action)
        print(f"{number}: {met} critical in {len(line)} moves ({time.time() - start:.0f} s)")
        path.write_text(
            json.dumps(
                {
                    "variant": variant.value,
                    "rules": rules.value,
                    "traditional": traditional,
                    "built": f"bench_choices.py {' '.join(argv)}, {time.strftime('%Y-%m-%d')}",
                    "positions": positions,
                }
            ),
            encoding="utf-8",
        )
    print(f"{len(positions)} critical positions in {len(deals)} deals: {path}")


def measure(argv: list[str]) -> None:
    _stel(argv)
    data = json.loads(Path(argv[1]).read_text(encoding="utf-8"))
    variant, rules = Variant(data["variant"]), Rules(data["rules"])
    traditional = data["traditional"]
    positions = data["positions"]
    if "--deel" in argv:
        part, parts = map(int, argv[argv.index("--deel") + 1].split("/"))
        positions = positions[part::parts]
    letters = []
    times = []
    for position in positions:
        game = Game.new(position["deal"], rules, variant, traditional)
        for action in position["line"]:
            game.play(_decode(action))
        start = time.process_time()
        hints = hint_module.ranked_sampled(game)
        times.append(time.process_time() - start)
        key = _name(hint_module._action_key(hints[0].action, game.spec.decks)) if hints else ""
        letters.append(position["truth"].get(key, "?").replace("U", "?"))
    print("".join(letters))
    keeps, loses = letters.count("W"), letters.count("L")
    times.sort()
    print(
        f"{len(letters)} positions: the first hint keeps the deal winnable in {keeps}, "
        f"loses it in {loses}, not decided {len(letters) - keeps - loses}"
        + (f" ({100 * keeps / (keeps + loses):.1f}% kept)" if keeps + loses else "")
    )
    if times:
        print(
            f"hint CPU: median {times[len(times) // 2]:.2f} s, "
            f"p95 {times[int(0.95 * len(times))]:.2f} s, max {times[-1]:.2f} s"
        )


if __name__ == "__main__":
    args = sys.argv[1:]
    if not args or args[0] not in ("bouw", "meet"):
        print(__doc__)
        sys.exit(2)
    (build if args[0] == "bouw" else measure)(args)
