"""Play by the hint alone in every game of the registry: each game x Klassiek/Versoepeld x
app/traditional rules, a bounded number of deals each, one table (issue 25).

    nice -n 10 .venv/bin/python bench/bench_play_all.py [--spellen A-B] [--winbaar K]
        [--zetten N] [--cpu S] [--oplos S] [--spel NAAM,...] [--regels klassiek|versoepeld]
        [--alleen app|traditioneel] [--werkers N] [--uit BESTAND] [--terug]

For each game and rule set (``game/rules.py`` ``SPECS``, in registry order):

1. **Which deals are winnable.** Deals A-B (1-100) are taken in order until K (``--winbaar``,
   5) are proven winnable: the verdict comes from the published list
   (``docs/winbaarheid/<name>.txt``) where it has one, else from the compiled core with
   ``--oplos`` CPU seconds per deal (2; the lists used 10). Counted: deals looked at, proven
   winnable, proven lost, undecided (the solver could not decide in its time).
2. **Play by hint.** Each proven winnable deal is played from its deal by following the first
   hint (``ranked_sampled``, with the plan carried from hint to hint, as the game does), no
   undo, never peeking (the hint never reads the hidden cards), until it is won, the hint has
   nothing (stuck), a table comes back a third time (a cycle: see :data:`CYCLE`) or after N
   moves (``--zetten``, 200: "cap"). "tafel terug" counts the games in which a table came
   back at all. A game and rule set stops after ``--cpu`` CPU seconds of hints (300): the
   deal in play then ends unfinished ("CPU", not won, its hints counted), and the row says
   how many of the K were played. ``--terug``: where the hint says to go back ("Beter
   terug", :data:`GO_BACK`) and an undo is possible, the player undoes and asks again, as the
   sentence tells him; ``--zetten`` then counts undos too, a table is a cycle the fifth time
   (going back comes past the same tables), and "terug" counts the undos.

One line per deal on standard error (``game rules trad number won moves end hints max
SECONDS back N digest``: N tables that came back, the digest of the moves played, to compare
two runs deal by deal; each row of the table follows as soon as it is done), then the
table on standard output (Markdown), with the date, commit and load average at the start and
the end. The hint's budget is its own (``solver/hint.py``); under load a CPU-time budget may
cut a hint at another arrangement, so two runs can differ in a few deals: compare digests.
``--werkers N`` plays N games and rule sets at once (separate processes; the machine is
shared: 1 by default).
"""

from __future__ import annotations

import datetime
import os
import subprocess
import sys
import time
import zlib
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scorpion_a11y.game.deal import Rules, deal  # noqa: E402
from scorpion_a11y.game.engine import Game  # noqa: E402
from scorpion_a11y.game.rules import SPECS, Variant  # noqa: E402
from scorpion_a11y.solver.hint import (  # noqa: E402
    GO_BACK,
    Carry,
    WayBack,
    ranked_sampled,
    stuck_way_back,
)
from scorpion_a11y.solver.search import Outcome, solve  # noqa: E402
from scorpion_a11y.solver.winnable import LOST, UNDECIDED, WON, published  # noqa: E402

#: How a game played by hint ends.
ENDS = ("won", "stuck", "cycle", "cap", "cpu")
#: A table reached this often ends the game as a cycle. The hint avoids a table the game had,
#: but not always: with few hidden cards it follows the solver's winning line, which may pass
#: a table the game had before and then go on; and when every move leads back, the way back
#: is named. A table a third time is a loop.
CYCLE = 3
#: With ``--terug``: when a table is a cycle.
CYCLE_BACK = 5


@dataclass
class Row:
    variant: Variant
    rules: Rules
    traditional: bool
    looked: int = 0
    winnable: int = 0
    lost: int = 0
    undecided: int = 0
    from_list: int = 0
    solve_cpu: float = 0.0
    played: int = 0
    ends: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ENDS, 0))
    times: list[float] = field(default_factory=list)
    moves: list[int] = field(default_factory=list)
    back: int = 0  # games in which a table came back
    undos: int = 0  # --terug: undos the hint asked for, in all games of the row
    cut: bool = False  # the CPU cap ended the row before every winnable deal was played

    @property
    def won(self) -> int:
        return self.ends["won"]


def verdict_of(
    variant: Variant, rules: Rules, traditional: bool, number: int, seconds: float, row: Row
) -> str:
    """W, L or U for a deal: the published list's letter, else the core's within
    ``seconds`` of CPU time."""
    letter = published(variant, rules, traditional).get(number)
    if letter in (WON, LOST):
        row.from_list += 1
        return letter
    start = time.process_time()
    result = solve(deal(number, rules, variant, traditional), time_limit=seconds, cpu_clock=True)
    row.solve_cpu += time.process_time() - start
    if result.outcome is Outcome.WON:
        return WON
    return LOST if result.outcome is Outcome.LOST else UNDECIDED


def play(
    variant: Variant,
    rules: Rules,
    traditional: bool,
    number: int,
    most: int,
    deadline: float,
    go_back: bool = False,
) -> tuple[str, int, list[float], str, int, int]:
    """Deal ``number`` played by the first hint every time: how it ended, the moves, each
    hint's CPU seconds, a digest of the moves and how many tables came back, and the undos
    (``go_back``: undo where the hint says to go back); the end is "cpu" when the row's CPU
    ``deadline`` (process time) came first."""
    game = Game.new(number, rules, variant, traditional)
    visits = {game.position(): 1}
    carry = Carry()
    times: list[float] = []
    taken: list[object] = []
    end = "cap"
    actions = undos = 0
    while (actions if go_back else game.moves) < most:
        if game.won:
            end = "won"
            break
        if time.process_time() > deadline:
            end = "cpu"
            break
        start = time.process_time()
        hints = ranked_sampled(game, carry=carry)
        # no move left: the hint says how far back (trial 12)
        stuck = stuck_way_back(game, carry) if go_back and not hints else None
        times.append(time.process_time() - start)
        # no win found back to the start either: "speel door met deze gok"
        gives_up = (bool(hints) and hints[0].back is WayBack.NONE) or (
            stuck is not None and stuck.back is WayBack.NONE
        )
        if go_back and game.can_undo and not gives_up and (not hints or hints[0].basis in GO_BACK):
            to = hints[0].back_to if hints else stuck.back_to if stuck else None
            for _ in range(game.moves - to if to is not None else 1):  # terug naar zet N
                game.undo()
                actions += 1
                undos += 1
                taken.append("undo")
            continue
        if not hints:
            end = "stuck"
            break
        taken.append(hints[0].action)
        game.play(hints[0].action)
        actions += 1
        position = game.position()
        visits[position] = visits.get(position, 0) + 1
        if visits[position] >= (CYCLE_BACK if go_back else CYCLE):
            end = "cycle"
            break
    else:
        end = "won" if game.won else "cap"
    digest = f"{zlib.crc32(repr(taken).encode()):08x}"
    back = sum(n > 1 for n in visits.values())
    return end, game.moves, times, digest, back, undos


def run(
    variant: Variant,
    rules: Rules,
    traditional: bool,
    first: int,
    last: int,
    wanted: int,
    most: int,
    cpu: float,
    seconds: float,
    go_back: bool = False,
) -> Row:
    row = Row(variant, rules, traditional)
    winnable: list[int] = []
    for number in range(first, last + 1):
        if len(winnable) >= wanted:
            break
        letter = verdict_of(variant, rules, traditional, number, seconds, row)
        row.looked += 1
        if letter == WON:
            row.winnable += 1
            winnable.append(number)
        elif letter == LOST:
            row.lost += 1
        else:
            row.undecided += 1
    deadline = time.process_time() + cpu
    trad = "traditioneel" if traditional else "app"
    for number in winnable:
        end, moves, times, digest, back, undos = play(
            variant, rules, traditional, number, most, deadline, go_back
        )
        row.undos += undos
        row.played += 1
        row.back += back > 0
        row.ends[end] += 1
        row.times += times
        row.moves.append(moves)
        print(
            f"{variant.value} {rules.value} {trad} {number} {int(end == 'won')} {moves} {end} "
            f"{len(times)} max {max(times, default=0.0):.2f} back {back} undo {undos} {digest}",
            file=sys.stderr,
            flush=True,
        )
        if end == "cpu":
            row.cut = True
            break
    return row


def _dec(x: float) -> str:
    return f"{x:.2f}".replace(".", ",")


def table(rows: list[Row]) -> str:
    lines = [
        "| spel | regels | spellen bekeken | winbaar | verloren | onbeslist | gespeeld "
        "| gewonnen met tip | vast / rondje / grens / CPU | tafel terug | tips | tip p95 | tip max "
        "| zetten (mediaan) | terug |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        times = sorted(r.times)
        p95 = _dec(times[int(0.95 * len(times))]) + " s" if times else "–"
        top = _dec(times[-1]) + " s" if times else "–"
        moves = sorted(r.moves)
        rules = ("Klassiek" if r.rules is Rules.KLASSIEK else "Versoepeld") + (
            ", traditioneel" if r.traditional else ", app"
        )
        played = f"{r.played}" + (" (CPU-grens)" if r.cut else "")
        lines.append(
            f"| {r.variant.value} | {rules} | {r.looked} | {r.winnable} | {r.lost} "
            f"| {r.undecided} | {played} | **{r.won}** van {r.played} "
            f"| {r.ends['stuck']} / {r.ends['cycle']} / {r.ends['cap']} / {r.ends['cpu']} "
            f"| {r.back} | {len(times)} "
            f"| {p95} | {top} | {moves[len(moves) // 2] if moves else '–'} | {r.undos} |"
        )
    return "\n".join(lines)


def _arg(argv: list[str], name: str, default: str) -> str:
    return argv[argv.index(name) + 1] if name in argv else default


def _job(args: tuple[Variant, Rules, bool, int, int, int, int, float, float, bool]) -> Row:
    return run(*args)


def main(argv: list[str]) -> None:
    first, last = map(int, _arg(argv, "--spellen", "1-100").split("-"))
    wanted = int(_arg(argv, "--winbaar", "5"))
    most = int(_arg(argv, "--zetten", "200"))
    cpu = float(_arg(argv, "--cpu", "300"))
    seconds = float(_arg(argv, "--oplos", "2"))
    workers = int(_arg(argv, "--werkers", "1"))
    games = [Variant(n) for n in _arg(argv, "--spel", "").split(",") if n] or list(SPECS)
    rule_sets = [Rules(_arg(argv, "--regels", ""))] if "--regels" in argv else list(Rules)
    trads = {"app": [False], "traditioneel": [True]}.get(_arg(argv, "--alleen", ""), [False, True])
    jobs = [
        (variant, rules, trad, first, last, wanted, most, cpu, seconds, "--terug" in argv)
        for variant in SPECS
        if variant in games
        for rules in rule_sets
        for trad in trads
    ]
    commit = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
        capture_output=True,
        text=True,
        check=False,
    ).stdout.strip()
    began = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    load = os.getloadavg()
    start = time.perf_counter()
    rows = []
    if workers > 1:
        from multiprocessing import Pool

        with Pool(workers) as pool:
            for row in pool.imap(_job, jobs, chunksize=1):
                rows.append(row)
                print(table([row]).splitlines()[-1], file=sys.stderr, flush=True)
    else:
        for job in jobs:
            rows.append(_job(job))
            print(table(rows[-1:]).splitlines()[-1], file=sys.stderr, flush=True)
    end_load = os.getloadavg()
    print(
        f"Gemeten {began}, commit {commit}, spellen {first}-{last}, de eerste {wanted} "
        f"winbare per spel en regelset (oplosser {seconds:g} s per spel zonder lijst), "
        f"hoogstens {most} zetten per spel, {cpu:g} s processortijd aan tips per rij, "
        f"{workers} werker(s)"
        + ("; terug waar de tip het zegt" if "--terug" in argv else "; nooit terug")
        + f"; belasting {load[0]:.1f} bij het begin, {end_load[0]:.1f} aan "
        f"het eind; {time.perf_counter() - start:.0f} s wandtijd."
    )
    print()
    text = table(rows)
    print(text)
    out = _arg(argv, "--uit", "")
    if out:
        Path(out).write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1:])
