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

Every 52-card game uses the same shuffle and lays it out per its :class:`GameSpec` (rows over
its columns, its face-down rows, the rest is the reserve). Double Scorpion shuffles two decks
(104 cards, the second deck after the first in new-deck order) with the same generator.

Python's :mod:`random` is deliberately not used: its algorithms may change between versions.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum

from .cards import DECK, Card, Suit
from .rules import SCORPION, GameSpec, Variant, spec_of

MIN_DEAL = 1
MAX_DEAL = 2**32 - 1
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


def shuffled_deck(number: int, decks: int = 1) -> tuple[Card, ...]:
    """The 52 cards (``decks`` times) of deal ``number`` in dealing order."""
    check_deal_number(number)
    rng = SplitMix64(number)
    cards = list(DECK) * decks
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
    variant: Variant = Variant.SCORPION
    #: The traditional rules: runs stay on the table, the reserve only when stuck.
    traditional: bool = False

    @property
    def spec(self) -> GameSpec:
        return spec_of(self.variant)

    def cards(self) -> Iterator[Card]:
        """Every card the position holds on the table and in the reserve (not removed runs)."""
        for column in self.columns:
            yield from column.face_down
            yield from column.face_up
        yield from self.reserve


def layout(
    cards: Sequence[Card],
    rules: Rules = Rules.KLASSIEK,
    spec: GameSpec = SCORPION,
    traditional: bool = False,
) -> Position:
    """Deal the cards in dealing order onto the table of ``spec``, as the rule documents
    describe: row by row over the columns, the bottom rows of some columns face down, the
    remaining cards are the reserve."""
    if len(cards) != spec.cards:
        raise ValueError(f"a deal needs {spec.cards} cards, not {len(cards)}")
    n = spec.columns
    dealt = n * spec.rows
    piles: list[list[Card]] = [[] for _ in range(n)]
    for k, card in enumerate(cards[:dealt]):
        piles[k % n].append(card)
    columns = tuple(
        ColumnLayout(tuple(pile[:down]), tuple(pile[down:]))
        for pile, down in zip(piles, spec.face_down, strict=True)
    )
    return Position(columns, tuple(cards[dealt:]), (), rules, spec.variant, traditional)


def deal(
    number: int,
    rules: Rules = Rules.KLASSIEK,
    variant: Variant = Variant.SCORPION,
    traditional: bool = False,
) -> Position:
    """The starting position of deal ``number`` in ``variant``."""
    spec = spec_of(variant)
    return layout(shuffled_deck(number, spec.decks), rules, spec, traditional)
