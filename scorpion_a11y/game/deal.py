"""Numbered deals: a deal number always gives the same shuffle, on every platform, forever.

The algorithm is part of the public interface (players share deal numbers) and is documented
in ``docs/deals.md``. In short:

1. The generator is SplitMix64 seeded with the deal number (1 .. 2**32 - 1).
2. The deck starts in new-deck order: harten aas..heer, ruiten, klaveren, schoppen.
3. A Fisher-Yates shuffle runs from position 51 down to 1; each position ``i`` swaps with a
   position ``j`` drawn uniformly from ``0..i`` by rejection sampling (no modulo bias).
4. The first 49 cards are dealt row by row over the 7 columns (card ``k`` to column
   ``k % 7``); rows 1-3 of columns 1-4 lie face down. The last 3 cards are the reserve, in
   dealing order (the first goes to column 1).

Python's :mod:`random` is deliberately not used: its algorithms may change between versions.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum

from .cards import DECK, Card, Suit

MIN_DEAL = 1
MAX_DEAL = 2**32 - 1
COLUMNS = 7
_MASK64 = (1 << 64) - 1


class Rules(Enum):
    """The two rule sets of the new-game window."""

    KLASSIEK = "klassiek"
    VERSOEPELD = "versoepeld"


class SplitMix64:
    """The SplitMix64 generator (Steele, Lea, Flood 2014), 64-bit state, 64-bit output."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK64

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """A uniform integer in ``0 .. bound - 1``, by rejecting the biased top of the range."""
        limit = (1 << 64) - ((1 << 64) % bound)
        while True:
            x = self.next()
            if x < limit:
                return x % bound


def shuffled_deck(number: int) -> tuple[Card, ...]:
    """The 52 cards of deal ``number`` in dealing order."""
    check_deal_number(number)
    rng = SplitMix64(number)
    cards = list(DECK)
    for i in range(len(cards) - 1, 0, -1):
        j = rng.below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards)


def check_deal_number(number: int) -> None:
    if not isinstance(number, int) or isinstance(number, bool):
        raise TypeError(f"deal number must be an int, not {type(number).__name__}")
    if not MIN_DEAL <= number <= MAX_DEAL:
        raise ValueError(f"deal number {number} outside {MIN_DEAL}..{MAX_DEAL}")


@dataclass(frozen=True, slots=True)
class ColumnLayout:
    """One column: face-down cards then face-up cards, each bottom to top."""

    face_down: tuple[Card, ...] = ()
    face_up: tuple[Card, ...] = ()

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.face_down + self.face_up


@dataclass(frozen=True, slots=True)
class Position:
    """A complete position: what a deal file holds and what the engine starts from."""

    columns: tuple[ColumnLayout, ...]
    reserve: tuple[Card, ...] = ()
    removed: tuple[Suit, ...] = ()
    rules: Rules = Rules.KLASSIEK

    def cards(self) -> Iterator[Card]:
        """Every card the position holds on the table and in the reserve (not removed runs)."""
        for column in self.columns:
            yield from column.face_down
            yield from column.face_up
        yield from self.reserve


def layout(cards: Sequence[Card], rules: Rules = Rules.KLASSIEK) -> Position:
    """Deal 52 cards in dealing order onto the table, as the rule document describes."""
    if len(cards) != 52:
        raise ValueError(f"a deal needs 52 cards, not {len(cards)}")
    piles: list[list[Card]] = [[] for _ in range(COLUMNS)]
    for k, card in enumerate(cards[:49]):
        piles[k % COLUMNS].append(card)
    columns = tuple(
        ColumnLayout(tuple(pile[:3]), tuple(pile[3:])) if c < 4 else ColumnLayout((), tuple(pile))
        for c, pile in enumerate(piles)
    )
    return Position(columns, tuple(cards[49:]), (), rules)


def deal(number: int, rules: Rules = Rules.KLASSIEK) -> Position:
    """The starting position of deal ``number``."""
    return layout(shuffled_deck(number), rules)
