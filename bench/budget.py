"""The performance budget, in one run: ``.venv/bin/python bench/budget.py [--snel]``.

Prints one table, ``figure | budget | measured | ok``, and exits 1 when a budget is exceeded
(2 when a figure could not be measured). The machines this runs on are shared and noisy, so
every figure is a ratio or a CPU time, never a wall time on its own (except the pty's answer
times, which are what the player waits for):

- start: CPU of the whole game process (every thread) from its start to its first line in
  pipe mode, and to its first prompt in a pty, as a multiple of ``python -c pass``;
- long game: CPU per move over moves 100-600 of one game and 19,500-20,000 of another of the
  same deal, both in pipe mode and alive together, the two windows played in alternating blocks
  of 50 moves so that the machine's load falls on both alike (a pair of moves played back and
  forth, saved after every move as always, compaction included: each window holds the same
  number of compactions), and the growth of the resident memory from move 100 to the last;
- commands in a pty: Enter to the next prompt, for a script of ordinary commands and
  ``nieuw spel`` after a played game (p95);
- hints: CPU per ``hint`` in every game, deals 1-20 (``--snel``: 1-4), Klassiek, each deal
  played by the hint alone (p95 and maximum);
- solver: the compiled core against the Python search on the same states, and the Python
  search against the Python search of ``96a884b`` (the reference version) on the same deals.

``--snel`` measures less (fewer runs, deals and moves) for a quick look; the figure the budget
is judged on is the full run. CPU times are read from ``/proc/PID/task/*/schedstat`` (Linux).
See docs/architecture.md, "Performance budget".
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

#: The version whose Python search the current one must be at least as fast as.
REFERENCE = "96a884b"


@dataclass
class Row:
    figure: str
    budget: str
    measured: str
    ok: bool | None  # None: not measured
    judged: bool = True  # False: shown beside a budget, not one itself


def _env(data: str, **extra: str) -> dict[str, str]:
    env = dict(os.environ, SCORPION_A11Y_DATA=data, **extra)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def process_sched(pid: int) -> tuple[float, float]:
    """Seconds so far, summed over every thread of process ``pid`` (Linux): on a CPU, and
    ready to run but waiting for one (the run queue: time the machine's load costs it)."""
    cpu = waited = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat", encoding="ascii") as f:
                fields = f.read().split()
        except (FileNotFoundError, ProcessLookupError):
            continue  # a thread that ended meanwhile (its time is lost: a few microseconds)
        cpu += int(fields[0])
        waited += int(fields[1])
    return cpu / 1e9, waited / 1e9


def process_cpu(pid: int) -> float:
    """CPU seconds used so far by every thread of process ``pid`` (Linux)."""
    return process_sched(pid)[0]


def resident_mib(pid: int) -> float:
    with open(f"/proc/{pid}/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def pct(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def _children_cpu() -> float:
    usage = os.times()
    return usage.children_user + usage.children_system


def python_pass_cpu(runs: int) -> float:
    """Median CPU of ``python -c pass``: this machine's unit of start-up work."""
    samples = []
    for _ in range(runs):
        before = _children_cpu()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        samples.append(_children_cpu() - before)
    return statistics.median(samples)


def game_argv(*args: str) -> list[str]:
    return [sys.executable, "-m", "scorpion_a11y", "--uitvoer", "tekst", *args]


def pipe_first_line_cpu(runs: int) -> float:
    samples = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as data:
            proc = subprocess.Popen(
                game_argv("--spel", "1234"),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                cwd=ROOT,
                env=_env(data),
            )
            assert proc.stdout is not None and proc.stdin is not None
            proc.stdout.readline()
            samples.append(process_cpu(proc.pid))
            proc.stdin.close()
            proc.wait(timeout=30)
    return statistics.median(samples)


def pty_first_prompt_cpu(runs: int) -> float:
    from ptyterm import Terminal

    samples = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as data:
            term = Terminal(game_argv("--spel", "1234"), _env(data, TERM="xterm"))
            term.wait_for(b"\n> ", timeout=30)
            assert term.process is not None
            samples.append(process_cpu(term.process.pid))
            term.send("\x04")
            term.finish()
    return statistics.median(samples)


def cycle_commands() -> tuple[list[str], list[str], str]:
    """A way into a position with two moves that undo each other (a card moved off the card it
    fits on and back, or a whole column to an empty one and back), found by the engine and
    worded as a player types them: the commands that lead there, the pair, the options."""
    import random

    from scorpion_a11y.game.deal import Rules
    from scorpion_a11y.game.engine import DEAL_RESERVE, Game, Move
    from scorpion_a11y.game.rules import Variant
    from scorpion_a11y.i18n import translator
    from scorpion_a11y.names import card_name

    tr = translator("nl")

    def said(move: Move) -> str:
        return f"{card_name(tr, move.card)} naar kolom {move.to + 1}"

    rng = random.Random(20000)
    for number in range(1, 200):
        game = Game.new(number, Rules.VERSOEPELD, Variant.WASP)
        way: list[str] = []
        for _ in range(80):
            start = game.position()
            for move in game.legal_moves():
                home = game.locate(move.card).column
                game.play(move)
                back = Move(move.card, home)
                if game.check(back) is None:
                    game.play(back)
                    if game.position() == start:
                        options = f"--spel {number} --variant wasp --regels versoepeld"
                        return way, [said(move), said(back)], options
                    game.undo()
                game.undo()
            moves = game.legal_moves()
            if not moves:
                if not game.reserve:
                    break
                game.play(DEAL_RESERVE)
                way.append("reserve")
                continue
            move = rng.choice(moves)
            game.play(move)
            way.append(said(move))
    raise RuntimeError("no pair of moves found that undo each other")


def long_game(moves: int, block: int = 50) -> tuple[float, float, float, float]:
    """CPU per move (ms) early and late, and resident memory (MiB) early and late.

    Two games of the same deal run side by side: the young one is brought to move 100 and the
    old one to move ``moves - 500``; then the two windows (100-600 and the last 500 moves) are
    played in alternating blocks of ``block`` moves, so a change in the machine's load falls on
    both windows alike instead of on whichever was measured last."""
    way, pair, args = cycle_commands()
    early = (100, 600)
    late = (moves - 500, moves)
    with tempfile.TemporaryDirectory() as young_data, tempfile.TemporaryDirectory() as old_data:
        games = []
        for data in (young_data, old_data):
            proc = subprocess.Popen(
                game_argv(*args.split()),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                cwd=ROOT,
                env=_env(data),
                text=True,
                bufsize=1,
            )
            assert proc.stdin is not None and proc.stdout is not None
            proc.stdout.readline()  # the welcome
            games.append(proc)

        def play(proc: subprocess.Popen[str], first: int, last: int) -> None:
            assert proc.stdin is not None and proc.stdout is not None
            for n in range(first, last + 1):
                command = pair[n % 2 == 0]
                proc.stdin.write(command + "\n")
                proc.stdin.flush()
                answer = proc.stdout.readline()
                if n <= 2 and not answer.startswith(command.split(" naar")[0].capitalize()):
                    raise RuntimeError(f"{command!r} answered: {answer.strip()}")

        for proc in games:
            assert proc.stdin is not None and proc.stdout is not None
            for command in way:
                proc.stdin.write(command + "\n")
                proc.stdin.flush()
                proc.stdout.readline()
        young, old = games
        play(young, 1, early[0])
        play(old, 1, late[0])
        memory_early = resident_mib(young.pid)
        cpu = [0.0, 0.0]
        for offset in range(0, 500, block):
            for side, (proc, window) in enumerate(((young, early), (old, late))):
                before = process_cpu(proc.pid)
                play(proc, window[0] + offset + 1, window[0] + min(offset + block, 500))
                cpu[side] += process_cpu(proc.pid) - before
        memory_late = resident_mib(old.pid)
        for proc in games:
            assert proc.stdin is not None
            proc.stdin.close()
            proc.wait(timeout=60)
    return cpu[0] / 500 * 1000, cpu[1] / 500 * 1000, memory_early, memory_late


@dataclass
class Answers:
    """Enter -> next prompt in a pty, per command (seconds): ``wall`` as the player waits on
    this machine, ``own`` the same less the time the game and this bench were ready to run but
    waited for a CPU (what the answer takes on a machine without other load: CPU, disk and
    sleep), ``cpu`` the game's CPU time."""

    wall: list[float]
    own: list[float]
    cpu: list[float]

    def p95(self) -> tuple[float, float, float]:
        return pct(self.wall, 0.95), pct(self.own, 0.95), pct(self.cpu, 0.95)


def pty_commands(snel: bool) -> tuple[Answers, Answers, str]:
    """Enter -> next prompt over a script of commands, and for ``nieuw spel`` and its
    question's answer; and the slowest command (by ``own`` time)."""
    from ptyterm import Terminal

    script = [
        "kolom 3", "bord", "4 harten naar kolom 7", "score", "terug", "opnieuw",
        "harten 3 naar kolom 1", "waar is schoppenboer", "kolom 5", "zetten", "reserve",
        "terug", "kolom 1", "status", "regels", "help terug",
    ]  # fmt: skip
    rounds = 1 if snel else 3
    seed = str(ROOT / "tests" / "data" / "seed.json")
    times = Answers([], [], [])
    new_game = Answers([], [], [])
    slowest = (0.0, "")
    prompt = b"\r\n> "
    me = os.getpid()
    with tempfile.TemporaryDirectory() as data:
        term = Terminal(game_argv("--deal", seed), _env(data, TERM="xterm"))
        term.wait_for(prompt, timeout=30)
        term.settle(0.3)
        assert term.process is not None
        pid = term.process.pid

        def run(command: str, into: Answers) -> None:
            mark = term.length
            term.type(command, pause=0.005)
            typed = term.wait_for(command.encode(), mark)
            term.settle(0.05)  # the echo drawn: the game is idle again
            cpu0, waited0 = process_sched(pid)
            waited_here0 = process_sched(me)[1]
            enter = term.send("\r")
            end = term.wait_for(prompt, typed + 1, timeout=60)
            took = term.times[end - 1] - enter
            cpu1, waited1 = process_sched(pid)
            waited_here = process_sched(me)[1] - waited_here0
            own = max(cpu1 - cpu0, took - (waited1 - waited0) - waited_here)
            into.wall.append(took)
            into.own.append(own)
            into.cpu.append(cpu1 - cpu0)
            nonlocal slowest
            slowest = max(slowest, (own, command))

        for _ in range(rounds):
            for command in script:
                run(command, times)
            for _ in range(2 if snel else 5):
                run("4 harten naar kolom 7", times)
                run("nieuw spel", new_game)
                run("klassiek", new_game)  # the new game is made and saved here
                run("terug", times)  # the played game back: the next round has moves
        term.send("\x04")
        term.finish()
    return times, new_game, slowest[1]


def hint_cpu(deals: range, moves: int) -> dict[str, tuple[float, float, int, int]]:
    """Per game: p95 and maximum CPU seconds of one hint, how many hints, and how many of
    the deals were played to their end (won, no hint, or a position met again) within
    ``moves`` hints. Each deal is played by the hint alone (Klassiek)."""
    from scorpion_a11y.game.deal import Rules
    from scorpion_a11y.game.engine import Game
    from scorpion_a11y.game.rules import SPECS
    from scorpion_a11y.solver.hint import suggest

    result = {}
    for spec in SPECS.values() if isinstance(SPECS, dict) else SPECS:
        times: list[float] = []
        ended = 0
        for number in deals:
            game = Game.new(number, Rules.KLASSIEK, spec.variant)
            seen = {game.position()}
            for _ in range(moves):
                if game.won:
                    break
                start = time.process_time()
                hint = suggest(game)
                times.append(time.process_time() - start)
                if hint is None:
                    break
                game.play(hint.action)
                position = game.position()
                if position in seen:
                    break
                seen.add(position)
            else:
                continue  # stopped after ``moves`` hints
            ended += 1
        result[spec.variant.value] = (pct(times, 0.95), max(times), len(times), ended)
    return result


def core_ratio(deals: range, budget: int) -> float | None:
    from scorpion_a11y.game.deal import Rules, deal
    from scorpion_a11y.solver.search import COMPILED, solve

    if not COMPILED:
        return None
    rate = {}
    for engine in ("c", "python"):
        cpu = 0.0
        states = 0
        for number in deals:
            start = time.process_time()
            result = solve(deal(number, Rules.KLASSIEK), None, budget, engine=engine)
            cpu += time.process_time() - start
            states += result.nodes
        rate[engine] = states / cpu
    return rate["c"] / rate["python"]


#: Run in a subprocess against a tree (the current one, or the reference version's): the
#: Python search's states per CPU second over the same deals and node budget.
_PYTHON_SEARCH = """
import sys, time
sys.path.insert(0, sys.argv[1])
deals = range(int(sys.argv[2]), int(sys.argv[3]) + 1)
budget = int(sys.argv[4])
try:
    from scorpion_a11y.solver.search import solve
    from scorpion_a11y.game.deal import deal, Rules
    run = lambda p: solve(p, None, budget, engine="python")
except ImportError:
    from scorpion_a11y.solver import solve
    from scorpion_a11y.deal import deal, Rules
    run = lambda p: solve(p, None, budget)
import scorpion_a11y
assert scorpion_a11y.__file__.startswith(sys.argv[1]), scorpion_a11y.__file__
states = 0
cpu = 0.0
for number in deals:
    for rules in (Rules.KLASSIEK, Rules.VERSOEPELD):
        start = time.process_time()
        states += run(deal(number, rules)).nodes
        cpu += time.process_time() - start
print(states, cpu)
"""


def python_search_rate(tree: Path, deals: range, budget: int) -> tuple[int, float]:
    out = subprocess.run(
        [sys.executable, "-c", _PYTHON_SEARCH, str(tree), str(deals[0]), str(deals[-1]),
         str(budget)],
        capture_output=True, text=True, check=True, cwd=tempfile.gettempdir(),
    ).stdout.split()  # fmt: skip
    return int(out[0]), float(out[1])


#: Run in a subprocess against a tree: each deal (both rule sets) searched by the Python search
#: with at most ``cap`` CPU seconds; per search whether it decided, its states and CPU seconds.
_PYTHON_ANSWERS = """
import sys, time
sys.path.insert(0, sys.argv[1])
deals = range(int(sys.argv[2]), int(sys.argv[3]) + 1)
cap = float(sys.argv[4])
try:
    from scorpion_a11y.solver.search import solve
    from scorpion_a11y.game.deal import deal, Rules
    run = lambda p: solve(p, cap, None, engine="python", cpu_clock=True)
except ImportError:  # the reference reads its clock as time.perf_counter: made the CPU clock
    time.perf_counter = time.process_time
    from scorpion_a11y.solver import solve
    from scorpion_a11y.deal import deal, Rules
    run = lambda p: solve(p, cap, None)
import scorpion_a11y
assert scorpion_a11y.__file__.startswith(sys.argv[1]), scorpion_a11y.__file__
for number in deals:
    for rules in (Rules.KLASSIEK, Rules.VERSOEPELD):
        start = time.process_time()
        result = run(deal(number, rules))
        print(number, rules.value, int(result.outcome.value != "undecided"), result.nodes,
              time.process_time() - start)
"""


def python_answers(
    tree: Path, deals: range, cap: float
) -> dict[tuple[int, str], tuple[bool, int, float]]:
    out = subprocess.run(
        [sys.executable, "-c", _PYTHON_ANSWERS, str(tree), str(deals[0]), str(deals[-1]),
         str(cap)],
        capture_output=True, text=True, check=True, cwd=tempfile.gettempdir(),
    ).stdout  # fmt: skip
    answers = {}
    for line in out.splitlines():
        number, rules, decided, nodes, cpu = line.split()
        answers[int(number), rules] = (decided == "1", int(nodes), float(cpu))
    return answers


@contextmanager
def reference_tree() -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as folder:
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", REFERENCE, "scorpion_a11y"],
            capture_output=True, check=True,
        ).stdout  # fmt: skip
        subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
        yield Path(folder)


def measure(
    snel: bool,
    only: set[str] | None,
    hint_deals: range | None = None,
    hint_moves: int | None = None,
) -> list[Row]:
    rows: list[Row] = []

    def part(name: str, work: Callable[[], None]) -> None:
        if only is not None and name not in only:
            return
        print(f"... {name}", file=sys.stderr, flush=True)
        try:
            work()
        except Exception as exc:  # a figure that cannot be measured is reported, not hidden
            rows.append(Row(name, "-", f"not measured: {type(exc).__name__}: {exc}", None))

    runs = 3 if snel else 7
    unit = python_pass_cpu(runs)

    def start() -> None:
        pipe = pipe_first_line_cpu(runs)
        pty = pty_first_prompt_cpu(runs)
        rows.append(Row("start: pipe mode, CPU to first line", "<= 6.0x python -c pass",
                        f"{pipe / unit:.1f}x ({pipe * 1000:.0f} ms; pass {unit * 1000:.0f} ms)",
                        pipe / unit <= 6.0))  # fmt: skip
        rows.append(Row("start: pty, CPU to first prompt", "<= 13.0x python -c pass",
                        f"{pty / unit:.1f}x ({pty * 1000:.0f} ms)",
                        pty / unit <= 13.0))  # fmt: skip

    def long() -> None:
        moves = 4000 if snel else 20000
        early, late, mem_early, mem_late = long_game(moves)
        rows.append(Row(f"long game: CPU per move at {moves} / at 100", "<= 1.10",
                        f"{late / early:.2f} ({early:.2f} -> {late:.2f} ms)",
                        late / early <= 1.10))  # fmt: skip
        rows.append(Row(f"long game: memory growth over {moves} moves", "<= 2.0 MiB",
                        f"{mem_late - mem_early:+.1f} MiB ({mem_early:.1f} -> {mem_late:.1f})",
                        mem_late - mem_early <= 2.0))  # fmt: skip

    def commands() -> None:
        before = os.getloadavg()[0]
        times, new_game, slowest = pty_commands(snel)
        load = f"load {before:.1f}-{os.getloadavg()[0]:.1f}"
        every = Answers(times.wall + new_game.wall, times.own + new_game.own,
                        times.cpu + new_game.cpu)  # fmt: skip
        for name, answers, extra in (
            (f"pty: every command, p95 of {len(every.wall)}", every, f"; slowest: {slowest}"),
            ("pty: nieuw spel (and its answer) after a played game, p95", new_game, ""),
        ):
            wall, own, cpu = answers.p95()
            rows.append(Row(name, "< 20 ms without load",
                            f"{own * 1000:.1f} ms (wall {wall * 1000:.1f} ms, game CPU "
                            f"{cpu * 1000:.1f} ms, {load}{extra})", own < 0.020))  # fmt: skip

    def hints() -> None:
        deals = hint_deals or (range(1, 4) if snel else range(1, 21))
        moves = hint_moves or (5 if snel else 10)
        before = os.getloadavg()[0]
        for game, (p95, worst, count, ended) in hint_cpu(deals, moves).items():
            rows.append(Row(f"hint CPU, {game}, deals {deals[0]}-{deals[-1]}, <= {moves} each",
                            "p95 < 1 s, max < 2 s", f"p95 {p95:.2f} s, max {worst:.2f} s "
                            f"({count} hints, {ended} deals to the end, load {before:.1f})",
                            p95 < 1.0 and worst < 2.0))  # fmt: skip

    def solver() -> None:
        deals = range(1, 4) if snel else range(1, 11)
        budget = 5000 if snel else 20000
        ratio = core_ratio(deals, budget)
        if ratio is None:
            rows.append(Row("solver: compiled core / Python", ">= 20x", "core not built", None))
        else:
            rows.append(Row("solver: compiled core / Python, states per CPU s", ">= 20x",
                            f"{ratio:.1f}x", ratio >= 20))  # fmt: skip
        now_states, now_cpu = python_search_rate(ROOT, deals, budget)
        with reference_tree() as old:
            old_states, old_cpu = python_search_rate(old, deals, budget)
            cap = 0.5 if snel else 1.0
            answer_deals = range(1, 6) if snel else range(1, 21)
            before = os.getloadavg()[0]
            new = python_answers(ROOT, answer_deals, cap)
            old_answers = python_answers(old, answer_deals, cap)
            load = f"load {before:.1f}-{os.getloadavg()[0]:.1f}"
        now, then = now_states / now_cpu, old_states / old_cpu
        rows.append(Row(f"solver: Python search / {REFERENCE}'s, states per CPU s",
                        "shown, not judged",
                        f"{now / then:.2f} ({now:,.0f} vs {then:,.0f} states/s)",
                        None, judged=False))  # fmt: skip
        # What the player waits for: answers. The same deals, the same CPU allowed for each.
        decided = sum(d for d, _, _ in new.values()), sum(d for d, _, _ in old_answers.values())
        cpu = sum(c for _, _, c in new.values()), sum(c for _, _, c in old_answers.values())
        both = [k for k in new if new[k][0] and old_answers[k][0]]
        both_cpu = sum(new[k][2] for k in both), sum(old_answers[k][2] for k in both)
        per_answer = [
            sum(a[k][1] for k in a if a[k][0]) / max(1, d)
            for a, d in ((new, decided[0]), (old_answers, decided[1]))
        ]
        rows.append(Row(
            f"solver: Python search per answer / {REFERENCE}'s, deals {answer_deals[0]}-"
            f"{answer_deals[-1]} both rule sets, <= {cap:g} s CPU each",
            "decides >= as many, CPU <= 1.00x",
            f"decides {decided[0]} vs {decided[1]} of {len(new)}; CPU {cpu[0]:.1f} vs "
            f"{cpu[1]:.1f} s ({cpu[0] / cpu[1]:.2f}x); states per decided search "
            f"{per_answer[0]:,.0f} vs {per_answer[1]:,.0f}; the {len(both)} both decide: "
            f"{both_cpu[0]:.2f} vs {both_cpu[1]:.2f} s; {load}",
            decided[0] >= decided[1] and cpu[0] <= cpu[1],
        ))  # fmt: skip

    part("start", start)
    part("long", long)
    part("commands", commands)
    part("hints", hints)
    part("solver", solver)
    return rows


def table(rows: list[Row]) -> str:
    head = ("figure", "budget", "measured", "ok")
    cells = [head] + [
        (
            r.figure,
            r.budget,
            r.measured,
            "" if not r.judged else "-" if r.ok is None else "ok" if r.ok else "OVER",
        )
        for r in rows
    ]
    widths = [max(len(c[i]) for c in cells) for i in range(4)]
    lines = [" | ".join(c[i].ljust(widths[i]) for i in range(4)).rstrip() for c in cells]
    lines.insert(1, "-+-".join("-" * w for w in widths))
    return "\n".join(lines)


def _deals(text: str) -> range:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--snel", action="store_true", help="fewer runs, deals and moves")
    parser.add_argument("--alleen", nargs="+", choices=["start", "long", "commands", "hints",
                        "solver"], help="measure only these parts")  # fmt: skip
    parser.add_argument("--hint-delen", metavar="A-B", type=_deals,
                        help="hints: these deals (default 1-20; --snel 1-3)")  # fmt: skip
    parser.add_argument("--hint-zetten", metavar="N", type=int,
                        help="hints: at most N hints per deal (default 10; --snel 5; "
                        "1000 plays every deal to its end)")  # fmt: skip
    args = parser.parse_args(argv)
    load = os.getloadavg()
    started = time.perf_counter()
    rows = measure(
        args.snel,
        set(args.alleen) if args.alleen else None,
        args.hint_delen,
        args.hint_zetten,
    )
    print(table(rows))
    print(
        f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} at the start, "
        f"{os.cpu_count()} cores; {time.perf_counter() - started:.0f} s"
    )
    judged = [r for r in rows if r.judged]
    if any(r.ok is None for r in judged):
        return 2
    return 0 if all(r.ok for r in judged) else 1


if __name__ == "__main__":
    sys.exit(main())
