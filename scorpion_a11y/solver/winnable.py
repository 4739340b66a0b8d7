"""Winnable deals: the solver's verdicts per deal, and a winnable deal on request.

The verdicts are published in ``docs/winbaarheid/<name>.txt`` (copied into the package as
``scorpion_a11y/winbaarheid/`` by a build). One place reads that format (``bench/winbaarheid.py``
writes it): a header of ``#`` lines, then one line per hundred deals, the first deal number and
one letter per deal: ``W`` won, ``L`` lost, ``U`` undecided, ``.`` not run.

:func:`pick` finds a deal the solver has proven winnable for a game and rules (``nieuw spel
winbaar``, ``--winbaar``): from the published list when it holds won deals (instant), else by
solving random deal numbers with the compiled core within a CPU budget (a won verdict is a
winning line the engine replayed, so it is a proof either way). ``docs/oplosser.md`` says which
way each game and rule set goes.
"""

from __future__ import annotations

import functools
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from ..game.deal import MAX_DEAL, Rules, deal
from ..game.rules import SPECS, GameSpec, Variant

#: The letters of the per-deal files.
WON, LOST, UNDECIDED = "W", "L", "U"

#: Deal numbers drawn at random stay short enough to say and share (as a new game's).
RANDOM_DEAL_MAX = min(999_999, MAX_DEAL)
#: CPU seconds a search for a winnable deal may take in all, and per deal tried.
PICK_SECONDS = 0.8
PER_DEAL_SECONDS = 0.25

_PACKAGE = Path(__file__).resolve().parent.parent / "winbaarheid"
_CHECKOUT = Path(__file__).resolve().parent.parent.parent / "docs" / "winbaarheid"


class Source(Enum):
    """Where a winnable deal came from."""

    LIST = "list"  # the published per-deal list
    SEARCH = "search"  # the core, on the fly


@dataclass(frozen=True, slots=True)
class Found:
    number: int
    source: Source


def file_name(spec: GameSpec, rules: Rules, traditional: bool) -> str:
    """The per-deal file of a game and rules (without folder), e.g. ``app-klassiek.txt``."""
    rules_part = "klassiek" if rules is Rules.KLASSIEK else "versoepeld"
    name = f"traditioneel-{rules_part}" if traditional else f"app-{rules_part}"
    if spec.variant is not Variant.SCORPION:
        name = f"{spec.variant.value}-{name}"
    return name + ".txt"


def verdicts(text: str) -> dict[int, str]:
    """Deal number -> ``W``, ``L`` or ``U`` for every deal the file says was run."""
    result: dict[int, str] = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        first, letters = line.split()
        for offset, letter in enumerate(letters):
            if letter in (WON, LOST, UNDECIDED):
                result[int(first) + offset] = letter
    return result


def folder() -> Path:
    """Where the lists are: the package's copy (an installed game) or the checkout's docs."""
    return _PACKAGE if _PACKAGE.is_dir() else _CHECKOUT


@functools.lru_cache(maxsize=32)
def published(variant: Variant, rules: Rules, traditional: bool) -> dict[int, str]:
    """The published verdicts of a game and rules ({} when there is no list or it cannot be
    read: then nothing is known from it)."""
    path = folder() / file_name(SPECS[variant], rules, traditional)
    try:
        return verdicts(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return {}


@functools.lru_cache(maxsize=32)
def _won(variant: Variant, rules: Rules, traditional: bool) -> tuple[int, ...]:
    return tuple(n for n, v in published(variant, rules, traditional).items() if v == WON)


#: Deals :func:`pick` proved winnable with the core in this process (not in a list).
_proven: set[tuple[Variant, Rules, bool, int]] = set()


def verdict(variant: Variant, rules: Rules, traditional: bool, number: int) -> str | None:
    """``W`` (proven winnable), ``L`` (proven not winnable), ``U`` or ``None`` (not known)
    for deal ``number``: from the published list, or a deal :func:`pick` proved in this
    process (instant; never a search)."""
    if (variant, rules, traditional, number) in _proven:
        return WON
    return published(variant, rules, traditional).get(number)


def proven(variant: Variant, rules: Rules, traditional: bool, number: int | None) -> bool | None:
    """True: the deal is proven winnable; False: proven not winnable; None: not known."""
    if number is None:
        return None
    found = verdict(variant, rules, traditional, number)
    return True if found == WON else False if found == LOST else None


def listed(variant: Variant, rules: Rules, traditional: bool) -> bool:
    """Whether a winnable deal of this game and rules comes from the published list."""
    return bool(_won(variant, rules, traditional))


def pick(
    variant: Variant,
    rules: Rules,
    traditional: bool,
    rng: random.Random,
    avoid: int | None = None,
    cpu_seconds: float = PICK_SECONDS,
    stop: Callable[[], bool] | None = None,
) -> Found | None:
    """A deal number proven winnable (``avoid``, the deal just played, only when it is the
    only one), or ``None`` when none was found within ``cpu_seconds`` of CPU time."""
    won = _won(variant, rules, traditional)
    if won:
        others = [n for n in won if n != avoid] or list(won)
        return Found(rng.choice(others), Source.LIST)
    from .search import Outcome, solve

    start = time.process_time()
    while True:
        left = cpu_seconds - (time.process_time() - start)
        if left < 0.02 or (stop is not None and stop()):
            return None
        number = rng.randint(1, RANDOM_DEAL_MAX)
        if number == avoid:
            continue
        result = solve(
            deal(number, rules, variant, traditional),
            time_limit=min(left, PER_DEAL_SECONDS),
            cpu_clock=True,
        )
        if result.outcome is Outcome.WON:
            _proven.add((variant, rules, traditional, number))
            return Found(number, Source.SEARCH)
