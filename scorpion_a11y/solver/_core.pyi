"""Types of the optional compiled core (scorpion_a11y/solver/_core.c)."""

def children(
    cols: tuple[bytes, ...],
    reserve: bytes,
    left: int,
    klassiek: bool = ...,
    traditional: bool = ...,
    decks: int = ...,
    remove_runs: bool = ...,
    empty: str = ...,
) -> list[tuple[int, int, int, tuple[bytes, ...], bytes, int, bool, bool]]: ...
def key(cols: tuple[bytes, ...], reserve: bytes) -> bytes: ...
def blocked(cols: tuple[bytes, ...]) -> bool: ...
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
) -> tuple[int, list[tuple[int, int]], int, int, int]: ...
