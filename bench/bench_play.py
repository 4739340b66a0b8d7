"""Play deals by the hint alone (no undo, no peeking) and count wins against the deals the
solver proves winnable (docs/winbaarheid/<game>-<rules>.txt).

    nice -n 10 .venv/bin/python bench/bench_play.py [FIRST-LAST] [--variant NAME]
        [--versoepeld] [--traditioneel] [--alle] [--eerste N] [--nummers N,N,...] [--waar]
        [--geen-plan] [--zetten N] [--stel NAME=VALUE,...] [--terug]

Played: the deals proven winnable and the undecided ones (a deal proven lost cannot be won,
so it is skipped unless ``--alle``; a hint win on a deal proven lost is counted as an ERROR:
the list or the engine would be wrong). ``--eerste N``: only the first N deals that would be
played. ``--waar``: for a lost winnable deal, also the move after which the solver (peeking)
proves the loss (``solver/hindsight.went_wrong``) and what the hint said there.
``--nummers``: only these deals. ``--zetten N``: a game ends as lost after N moves (1000).
``--terug``: where the hint says to go back ("Beter terug naar zet N": no arrangement it tried
is won any more), the player goes back there (one action when it names none) and asks again
(where it found no win back to the start either, he plays on with its guess; ``--zetten``
counts undos too); without it nothing is ever undone. ``--geen-plan``: each hint starts afresh (no
:class:`Carry` from the hint before, which the game passes on). ``--stel``: set constants of
``solver/hint.py`` for this run (to try a change against the same deals:
``--stel STATES_PER_SECOND=400000``).

The hint's budget is counted in searched states (``hint.STATES_PER_SECOND``), with CPU time
only as a safety net, so the same deal gives the same moves on a quiet and on a busy machine;
each line ends with a short digest of the moves played, to compare two runs deal by deal.

One line per deal (``number verdict won moves hints max SECONDS``: its slowest hint), then the
wins against the winnable deals, and the hint's CPU time (median, p95, maximum, and how many
games had a hint over 1 s).
"""

from __future__ import annotations

import sys
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scorpion_a11y.game.deal import Rules  # noqa: E402
from scorpion_a11y.game.engine import Game  # noqa: E402
from scorpion_a11y.game.rules import SPECS, Variant  # noqa: E402
from scorpion_a11y.solver import hint as hint_module  # noqa: E402
from scorpion_a11y.solver.hindsight import Verdict, went_wrong  # noqa: E402
from scorpion_a11y.solver.hint import (  # noqa: E402
    GO_BACK,
    Carry,
    Hint,
    WayBack,
    ranked_sampled,
    stuck_way_back,
)
from scorpion_a11y.solver.winnable import LOST, UNDECIDED, WON, file_name, verdicts  # noqa: E402


def play(
    number: int,
    rules: Rules,
    variant: Variant,
    times: list[float],
    plan: bool = True,
    traditional: bool = False,
    most: int = 1000,
    back: bool = False,
    record: list[str] | None = None,
) -> tuple[Game, list[Hint]]:
    """Deal ``number`` played by the hint alone; each hint's CPU seconds appended to
    ``times``; also the hint taken at each move of the line played. ``plan``: each hint gets
    what the last one tried (:class:`Carry`), as in the game. ``back``: where the hint says to
    go back (no arrangement it tried is won, or every win goes back: :class:`Basis`
    NONE_WINS, GOES_BACK, or no move left) and an undo is possible, the player types
    ``terug`` and asks again, as the hint's sentence tells him; a table had a fourth time ends
    the game (round in circles), as do ``most`` actions (undos counted). ``record`` gets
    every action played ("undo" for an undo)."""
    game = Game.new(number, rules, variant, traditional)
    visits = {game.position(): 1}
    taken: list[Hint] = []
    carry = Carry() if plan or back else None
    actions = 0
    while not game.won and (actions if back else game.moves) < most:
        start = time.process_time()
        hints = ranked_sampled(game, carry=carry)
        # no move left: the hint says how far back (trial 12)
        stuck = stuck_way_back(game, carry) if back and carry is not None and not hints else None
        times.append(time.process_time() - start)
        # "Ik vond geen winst meer, ook niet terug tot zet N ... speel door met deze gok": on
        gives_up = (bool(hints) and hints[0].back is WayBack.NONE) or (
            stuck is not None and stuck.back is WayBack.NONE
        )
        if back and game.can_undo and not gives_up and (not hints or hints[0].basis in GO_BACK):
            to = hints[0].back_to if hints else stuck.back_to if stuck else None
            # "terug naar zet N" where the hint says how far, else "terug"
            for _ in range(game.moves - to if to is not None else 1):
                game.undo()
                actions += 1
                if taken:
                    taken.pop()
                if record is not None:
                    record.append("undo")
            continue
        if not hints:
            break
        taken.append(hints[0])
        game.play(hints[0].action)
        actions += 1
        if record is not None:
            record.append(repr(hints[0].action))
        position = game.position()
        visits[position] = visits.get(position, 0) + 1
        if visits[position] > (3 if back else 1):
            break
    return game, taken


def main(argv: list[str]) -> None:
    first, last = 1, 200
    if "--stel" in argv:
        for pair in argv[argv.index("--stel") + 1].split(","):
            name, text = pair.split("=")
            old = getattr(hint_module, name)  # a name that is not there fails here
            setattr(
                hint_module,
                name,
                type(old)(float(text))
                if not isinstance(old, bool)
                else text.lower() in ("1", "true", "ja"),
            )
            print(f"# {name} = {getattr(hint_module, name)} (was {old})")
    variant = Variant.SCORPION
    if "--variant" in argv:
        variant = Variant(argv[argv.index("--variant") + 1])
    limit = int(argv[argv.index("--eerste") + 1]) if "--eerste" in argv else None
    most = int(argv[argv.index("--zetten") + 1]) if "--zetten" in argv else 1000
    for arg in argv:
        if "-" in arg and not arg.startswith("-") and arg[0].isdigit():
            first, last = map(int, arg.split("-"))
    rules = Rules.VERSOEPELD if "--versoepeld" in argv else Rules.KLASSIEK
    traditional = "--traditioneel" in argv
    back = "--terug" in argv
    path = ROOT / "docs" / "winbaarheid" / file_name(SPECS[variant], rules, traditional)
    known = verdicts(path.read_text(encoding="utf-8")) if path.exists() else {}
    deals = [
        n for n in range(first, last + 1) if "--alle" in argv or known.get(n, UNDECIDED) != LOST
    ]
    if "--nummers" in argv:
        deals = [int(n) for n in argv[argv.index("--nummers") + 1].split(",")]
    if limit is not None:
        deals = deals[:limit]
    times: list[float] = []
    worst: list[float] = []
    won = {WON: 0, LOST: 0, UNDECIDED: 0}
    played = {WON: 0, LOST: 0, UNDECIDED: 0}
    for number in deals:
        verdict = known.get(number, UNDECIDED)
        before = len(times)
        record: list[str] = []
        game, taken = play(
            number,
            rules,
            variant,
            times,
            "--geen-plan" not in argv,
            traditional,
            most,
            back,
            record,
        )
        worst.append(max(times[before:], default=0.0))
        played[verdict] += 1
        won[verdict] += game.won
        line = (
            f"{number} {verdict} {int(game.won)} {game.moves} {len(times) - before} "
            f"max {worst[-1]:.2f} "
            f"{zlib.crc32(repr([h.action for h in taken]).encode()):08x}"
        )
        if back:
            line += f" undo {record.count('undo')} actions {len(record)}"
        if game.won and verdict == LOST:
            line += " ERROR: won a deal the list calls lost"
        if "--waar" in argv and verdict == WON and not game.won:
            wrong = went_wrong(game)
            if wrong.verdict is Verdict.LOST_AT:
                hint = taken[wrong.move - 1]
                line += (
                    f" lost at move {wrong.move} {hint.action} ({hint.basis.value} "
                    f"{hint.wins}/{hint.samples})"
                )
            else:
                line += f" went wrong: {wrong.verdict.value}"
        print(line, flush=True)
    times.sort()
    print(
        f"{variant.value} {rules.value} {'traditional' if traditional else 'app'} deals "
        f"{first}-{last}: {played[WON]} proven winnable, "
        f"{won[WON]} of them won by hint alone"
        + (" (going back where it says so)" if back else " (never going back)")
        + (f" ({100 * won[WON] / played[WON]:.0f}%)" if played[WON] else "")
        + f"; undecided {won[UNDECIDED]} of {played[UNDECIDED]} won"
        + (f"; proven lost {won[LOST]} of {played[LOST]} won (must be 0)" if played[LOST] else "")
    )
    if times:
        print(
            f"hints {len(times)}: median {times[len(times) // 2]:.3f} s, "
            f"p95 {times[int(0.95 * len(times))]:.3f} s, max {times[-1]:.3f} s CPU; "
            f"games with a hint over 1 s: {sum(t > 1.0 for t in worst)} of {len(worst)}"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
