"""Types of the optional compiled core (scorpion_a11y/solver/_core.c).

The game parameters (``decks`` ... ``deal_priority``) come from ``state.core_parameters``."""

from collections.abc import Sequence

def children(
    cols: tuple[bytes, ...],
    reserve: bytes,
    left: int,
    klassiek: bool = ...,
    traditional: bool = ...,
    decks: int = ...,
    remove_runs: bool = ...,
    empty: str = ...,
    fixed: int = ...,
    beside: bool = ...,
    prune_blocked: int = ...,
    prune_forced: int = ...,
    same_suit: int = ...,
    deal_priority: int = ...,
) -> list[tuple[int, int, int, int, tuple[bytes, ...], bytes, int, bool, bool]]: ...
def key(
    cols: tuple[bytes, ...],
    reserve: bytes,
    decks: int = ...,
    fixed: int = ...,
    beside: bool = ...,
) -> bytes: ...
def blocked(
    cols: tuple[bytes, ...],
    reserve: bytes = ...,
    decks: int = ...,
    beside: bool = ...,
    klassiek: bool = ...,
) -> bool: ...
def solve(
    cols: tuple[bytes, ...],
    reserve: bytes,
    left: int,
    klassiek: bool = ...,
    traditional: bool = ...,
    time_limit: float = ...,
    max_nodes: int = ...,
    cpu_clock: bool = ...,
    decks: int = ...,
    remove_runs: bool = ...,
    empty: str = ...,
    fixed: int = ...,
    beside: bool = ...,
    prune_blocked: int = ...,
    prune_forced: int = ...,
    same_suit: int = ...,
    deal_priority: int = ...,
    avoid: Sequence[tuple[tuple[bytes, ...], bytes]] = ...,
) -> tuple[int, list[tuple[int, int, int]], int, int, int]: ...
