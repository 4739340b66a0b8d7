"""Cards: four suits, thirteen ranks, 52 immutable card values.

Every card exists exactly once: ``Card(suit, rank)`` and :meth:`Card.from_index` return the
same interned object, so cards can be compared with ``is`` as well as ``==``.

The canonical names (:attr:`Card.name`, :meth:`Card.from_name`) are the names the rule
document writes (``ruiten 3``, ``harten 10``, ``hartenboer``, ``schoppenaas``). They are the
stable names of the deal-file format; what the player hears comes from the narration layer.
"""

from __future__ import annotations

from enum import IntEnum
from typing import ClassVar


class Suit(IntEnum):
    """The four suits, in the order of a new deck."""

    HARTEN = 0
    RUITEN = 1
    KLAVEREN = 2
    SCHOPPEN = 3

    @property
    def key(self) -> str:
        """The stable lower-case Dutch name used in files (``harten``)."""
        return self.name.lower()

    @classmethod
    def from_key(cls, key: str) -> Suit:
        return cls[key.upper()]


class Rank(IntEnum):
    """Ranks from ace (1) to king (13)."""

    AAS = 1
    TWEE = 2
    DRIE = 3
    VIER = 4
    VIJF = 5
    ZES = 6
    ZEVEN = 7
    ACHT = 8
    NEGEN = 9
    TIEN = 10
    BOER = 11
    VROUW = 12
    HEER = 13

    @property
    def is_honour(self) -> bool:
        """Ace and the court cards are written as one word with the suit (``hartenboer``)."""
        return self in (Rank.AAS, Rank.BOER, Rank.VROUW, Rank.HEER)


_HONOUR_KEYS = {Rank.AAS: "aas", Rank.BOER: "boer", Rank.VROUW: "vrouw", Rank.HEER: "heer"}


class Card:
    """One playing card. Immutable and interned: there are exactly 52 instances."""

    __slots__ = ("index", "name", "rank", "suit")

    suit: Suit
    rank: Rank
    index: int
    name: str

    _all: ClassVar[list[Card]] = []
    _by_name: ClassVar[dict[str, Card]] = {}

    def __new__(cls, suit: Suit | int, rank: Rank | int) -> Card:
        if cls._all:
            s, r = int(suit), int(rank)
            if not (0 <= s <= 3 and 1 <= r <= 13):
                raise ValueError(f"no such card: suit {suit!r}, rank {rank!r}")
            return cls._all[s * 13 + r - 1]
        return super().__new__(cls)

    @classmethod
    def _make(cls, suit: Suit, rank: Rank) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "index", int(suit) * 13 + int(rank) - 1)
        name = suit.key + _HONOUR_KEYS[rank] if rank.is_honour else f"{suit.key} {int(rank)}"
        object.__setattr__(card, "name", name)
        return card

    def __setattr__(self, key: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __delattr__(self, key: str) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Card.from_index, (self.index,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __repr__(self) -> str:
        return f"Card(Suit.{self.suit.name}, Rank.{self.rank.name})"

    def __str__(self) -> str:
        return self.name

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with :attr:`index` ``index`` (0..51: suit * 13 + rank - 1)."""
        if not 0 <= index < 52:
            raise ValueError(f"no card with index {index}")
        return cls._all[index]

    @classmethod
    def from_name(cls, name: str) -> Card:
        """The card with the canonical Dutch name ``name`` (``ruiten 3``, ``hartenboer``).

        Case and surrounding white space are ignored; anything else must match exactly.
        Raises :class:`ValueError` for anything that is not a card name.
        """
        key = " ".join(name.strip().lower().split())
        try:
            return cls._by_name[key]
        except KeyError:
            raise ValueError(f"not a card name: {name!r}") from None

    def is_next_lower_than(self, other: Card) -> bool:
        """True when this card is exactly one rank below ``other`` (suit not considered)."""
        return self.rank == other.rank - 1


def _make_deck() -> None:
    for suit in Suit:
        for rank in Rank:
            card = Card._make(suit, rank)
            Card._all.append(card)
            Card._by_name[card.name] = card


_make_deck()

#: All 52 cards in the order of a new deck: harten aas..heer, ruiten, klaveren, schoppen.
DECK: tuple[Card, ...] = tuple(Card._all)


_RUNS = {suit: tuple(Card(suit, rank) for rank in reversed(Rank)) for suit in Suit}


def run_of(suit: Suit) -> tuple[Card, ...]:
    """The 13 cards of ``suit`` from king down to ace: a complete run, bottom to top."""
    return _RUNS[suit]
