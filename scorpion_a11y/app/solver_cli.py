"""``scorpion-a11y oplosser`` (alias ``solve``): decide many deals and report the winnable share.

One line per deal on standard output; progress lines on standard error (at most one every
few seconds, whole lines so a screen reader reads each once); a summary at the end with the
winnable share and its 95% Wilson interval, undecided deals counted both ways.

``--werkers N`` (default: all cores) solves deals in N processes at once. The lines still come
in deal order and each deal gets the same result as with one worker: every deal is searched
alone, and the time limit is CPU time of the process that searches it, so a busy machine
does not change what a worker finds within the limit (only how long it takes).
"""

from __future__ import annotations

import collections
import contextlib
import itertools
import multiprocessing
import os
import signal
import sys
import time
from collections.abc import Generator, Iterable, Iterator
from dataclasses import dataclass, replace
from typing import TextIO

from ..game import dealfile
from ..game.deal import MAX_DEAL, MIN_DEAL, Position, Rules, deal
from ..game.rules import Variant
from ..i18n import DEFAULT_LANGUAGE, Translator, available_languages, translator
from ..narration.hints import action_text, cli_texts, deal_line, progress_line, summary_lines
from ..narration.text import clean
from ..solver.search import Outcome, SolveResult, solve

#: Seconds between progress lines.
PROGRESS_EVERY = 10.0

_VALUED = {
    "--spellen": "games",
    "--games": "games",
    "--bestand": "file",
    "--file": "file",
    "--tijd": "time",
    "--time": "time",
    "--knopen": "nodes",
    "--nodes": "nodes",
    "--regels": "rules",
    "--rules": "rules",
    "--taal": "language",
    "--language": "language",
    "--variant": "variant",
    "--werkers": "workers",
    "--workers": "workers",
}
_FLAGS = {
    "--versoepeld": "relaxed",
    "--relaxed": "relaxed",
    "--zetten": "moves",
    "--moves": "moves",
    "--stil": "quiet",
    "--quiet": "quiet",
    "--help": "help",
    "-h": "help",
    "--traditioneel": "traditional",
    "--traditional": "traditional",
    "--winbaar": "winnable",
    "--winnable": "winnable",
}
_RULES = {"app": False, "traditioneel": True, "traditional": True}


class UsageError(ValueError):
    def __init__(self, key: str, **fields: str) -> None:
        super().__init__(key)
        self.key = key
        self.fields = fields


@dataclass
class Options:
    games: Games
    file: str | None = None
    time: float | None = 10.0
    nodes: int | None = None
    traditional: bool = False
    relaxed: bool = False
    moves: bool = False
    quiet: bool = False
    winnable: bool = False  # only the lines of deals proven winnable (as the game's --winbaar)
    help: bool = False
    language: str = DEFAULT_LANGUAGE
    variant: Variant = Variant.SCORPION
    workers: int | None = None  # None: all cores


class Games:
    """Deal numbers as ranges, in order: ``1-4294967295`` is checked and counted without
    being written out (the deals are dealt one at a time as they are solved)."""

    def __init__(self, ranges: Iterable[range] = ()) -> None:
        self.ranges: list[range] = list(ranges)

    def __iter__(self) -> Iterator[int]:
        return itertools.chain.from_iterable(self.ranges)

    def __len__(self) -> int:
        return sum(len(r) for r in self.ranges)

    def __bool__(self) -> bool:
        return any(self.ranges)

    def extend(self, other: Games) -> None:
        self.ranges.extend(other.ranges)


def parse_games(text: str) -> Games:
    """``7``, ``1-1000`` or ``1-10,20,30-40`` as deal numbers, in order."""
    games = Games()
    try:
        for part in text.split(","):
            part = part.strip()
            lo_text, dash, hi_text = part.partition("-")
            if len(part) > 50:  # far beyond any deal number: no int conversion of it
                raise ValueError(part)
            lo = int(lo_text)
            hi = int(hi_text) if dash else lo
            if lo > hi or not MIN_DEAL <= lo <= MAX_DEAL or not MIN_DEAL <= hi <= MAX_DEAL:
                raise ValueError(part)
            games.ranges.append(range(lo, hi + 1))
    except ValueError:
        raise UsageError("bad_games", value=text) from None
    if not games:
        raise UsageError("bad_games", value=text)
    return games


def parse_args(argv: list[str]) -> Options:
    options = Options(games=Games())
    i = 0
    while i < len(argv):
        arg = argv[i]
        name, eq, inline = arg.partition("=")
        if name in _FLAGS and not eq:
            setattr(options, _FLAGS[name], True)
            i += 1
            continue
        if name not in _VALUED:
            raise UsageError("unknown", option=arg)
        if eq:
            value = inline
            i += 1
        else:
            if i + 1 >= len(argv):
                raise UsageError("missing", option=arg)
            value = argv[i + 1]
            i += 2
        field = _VALUED[name]
        if field == "games":
            options.games.extend(parse_games(value))
        elif field == "file":
            options.file = value
        elif field == "time":
            try:
                seconds = float(value.replace(",", "."))
            except ValueError:
                raise UsageError("bad_time", value=value) from None
            if not seconds >= 0 or seconds == float("inf"):
                raise UsageError("bad_time", value=value)
            options.time = seconds if seconds > 0 else None
        elif field in ("nodes", "workers"):
            try:
                number = int(value)
            except ValueError:
                raise UsageError("bad_nodes", value=value) from None
            if number <= 0:
                raise UsageError("bad_nodes", value=value)
            setattr(options, field, number)
        elif field == "rules":
            if value.lower() not in _RULES:
                raise UsageError("bad_rules", value=value)
            options.traditional = _RULES[value.lower()]
        elif field == "variant":
            from ..commands.vocabulary import variant_named  # the game's --variant names

            variant = variant_named(value)
            if variant is None:
                raise UsageError("bad_variant", value=value)
            options.variant = variant
        else:
            if value not in available_languages():
                raise UsageError("bad_language", value=value)
            options.language = value
    return options


def _language(argv: list[str]) -> str:
    """The report language, looked up before full parsing so errors are translated too."""
    for i, arg in enumerate(argv):
        name, eq, inline = arg.partition("=")
        if name in ("--taal", "--language"):
            value = inline if eq else (argv[i + 1] if i + 1 < len(argv) else "")
            if value in available_languages():
                return value
    return DEFAULT_LANGUAGE


def main(
    argv: list[str] | None = None, stdout: TextIO | None = None, stderr: TextIO | None = None
) -> int:
    """Run the solver over deals; returns the exit code (0 done, 2 bad usage or file)."""
    args = sys.argv[1:] if argv is None else argv
    out = sys.stdout if stdout is None else stdout
    err = sys.stderr if stderr is None else stderr
    tr = translator(_language(args))
    texts = cli_texts(tr)
    try:
        options = parse_args(args)
    except UsageError as error:
        fields = {key: clean(value) for key, value in error.fields.items()}
        print(texts[error.key].format(**fields), file=err)
        return 2
    if options.help:
        from ..narration.hints import solver_winnable_help

        print(
            texts["help"] + "\n" + texts["help_games"] + "\n" + solver_winnable_help(tr), file=out
        )
        return 0
    rules = Rules.VERSOEPELD if options.relaxed else Rules.KLASSIEK
    files: list[tuple[int | str, Position]] = []
    if options.file is not None:
        try:
            loaded = dealfile.load(options.file)
            if options.traditional:
                loaded = replace(loaded, traditional=True)
            files.append((clean(options.file), loaded))
        except dealfile.DealFileError as error:
            from ..narration import Narrator

            problem = Narrator(tr.language, tr=tr).dealfile_error(error).rstrip(".")
            print(texts["bad_file"].format(path=clean(options.file), problem=problem), file=err)
            return 2
    total = len(files) + len(options.games)
    if not total:
        print(texts["nothing"], file=err)
        return 2
    # Dealt one at a time as they are solved: a range of any size costs no memory.
    jobs = itertools.chain(
        files,
        ((n, deal(n, rules, options.variant, options.traditional)) for n in options.games),
    )
    try:
        run(tr, options, jobs, out, err, total)
    except BrokenPipeError:
        # The reader went away (``... | head``): stop quietly, as other command-line tools do.
        with contextlib.suppress(OSError):
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, out.fileno())
        return 1
    except KeyboardInterrupt:
        return 130  # the summary of the deals finished so far has been printed
    return 0


def run(
    tr: Translator,
    options: Options,
    jobs: Iterable[tuple[int | str, Position]],
    out: TextIO,
    err: TextIO,
    total: int | None = None,
) -> dict[Outcome, int]:
    if total is None:
        jobs = list(jobs)
        total = len(jobs)
    names: collections.deque[int | str] = collections.deque()  # handed out, not yet reported

    def positions() -> Iterator[Position]:
        for name, position in jobs:
            names.append(name)
            yield position

    counts = dict.fromkeys(Outcome, 0)
    nodes = 0
    seconds = 0.0
    last_progress = time.monotonic()
    interrupted = False
    results = _results(options, positions(), total)
    try:
        for done, result in enumerate(results, start=1):
            name = names.popleft()
            # counted before it is printed: a Ctrl+C between the two must not leave a deal
            # line on the screen that the summary leaves out
            counts[result.outcome] += 1
            nodes += result.nodes
            seconds += result.seconds
            if options.winnable and result.outcome is not Outcome.WON:
                pass  # --winbaar: only the deals proven winnable are listed (all are counted)
            else:
                print(deal_line(tr, name, result), file=out, flush=True)
            if options.moves and result.outcome is Outcome.WON:
                for k, action in enumerate(result.actions, start=1):
                    print(f"  {k}. {action_text(tr, action)}", file=out)
            now = time.monotonic()
            # only while deals remain: after the last one the summary says the same
            if not options.quiet and done < total and now - last_progress >= PROGRESS_EVERY:
                last_progress = now
                print(
                    progress_line(
                        tr,
                        done,
                        total,
                        counts[Outcome.WON],
                        counts[Outcome.LOST],
                        counts[Outcome.UNDECIDED],
                    ),
                    file=err,
                    flush=True,
                )
    except KeyboardInterrupt:  # Ctrl+C: the summary of the finished deals still follows
        interrupted = True
    finally:
        results.close()  # stops the worker processes, also on a closed pipe
    for line in summary_lines(
        tr,
        counts[Outcome.WON],
        counts[Outcome.LOST],
        counts[Outcome.UNDECIDED],
        nodes,
        seconds,
        options.traditional,
    ):
        print(line, file=out)
    if interrupted:
        raise KeyboardInterrupt
    return counts


def workers(options: Options, jobs: int) -> int:
    """How many processes: the option, else every core; never more than there are deals."""
    wanted = options.workers if options.workers is not None else (os.cpu_count() or 1)
    return max(1, min(wanted, jobs))


def _solve_one(args: tuple[Position, float | None, int | None, bool]) -> SolveResult:
    position, seconds, nodes, traditional = args
    return solve(position, seconds, nodes, traditional, cpu_clock=True)


def _ignore_interrupt() -> None:
    """Workers leave Ctrl+C to the main process, which stops them and prints the summary."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _results(
    options: Options, positions: Iterable[Position], count: int
) -> Generator[SolveResult, None, None]:
    """The results in deal order, from this process or from a pool of worker processes.

    ``positions`` is consumed a batch at a time, so a range of any size is never held whole.
    """
    tasks = ((p, options.time, options.nodes, options.traditional) for p in positions)
    n = workers(options, count)
    if n == 1:
        for task in tasks:
            yield _solve_one(task)
        return
    # Workers start with Ctrl+C ignored (inherited before Python starts in them), so an early
    # Ctrl+C in a terminal, which reaches every process, stops only the main one.
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        pool = multiprocessing.get_context("spawn").Pool(n, initializer=_ignore_interrupt)
    finally:
        signal.signal(signal.SIGINT, previous)
    try:
        while batch := list(itertools.islice(tasks, n * 16)):
            yield from pool.imap(_solve_one, batch, chunksize=1)
        pool.close()
    finally:
        pool.terminate()
        pool.join()
