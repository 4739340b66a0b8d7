"""The rules core: what each game looks like (:class:`GameSpec`) and the one implementation of
the rules over it, used by the engine, the solver and the hints.

A table is held compactly: a column is one ``bytes`` object whose first byte is the number of
face-down cards, followed by the card indices (:attr:`Card.index`, 0..51) bottom to top. Double
Scorpion holds every index twice. The reserve is a ``bytes`` of card indices in dealing order.
Everything here is pure and works on these values; nothing knows about text.

A rule change is one edit here; a new game is one :data:`SPECS` entry: its table, its rules,
its name and its rules text (two catalog message ids, marked with :func:`N_` so that they stay
in the catalogs; narration looks them up). Nothing else describes a game: the command word, the
command lines' game lists and every sentence about the game are made from its entry.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from ..i18n import N_
from .events import Reason

#: The source "column" of a card lying face up beside the table (Three Blind Mice).
BESIDE = -1

#: A card the player does not know yet (the hints' look-ahead turns cards up as this): it
#: fits nowhere, nothing may be laid on it and it cannot be moved.
UNKNOWN = 255

#: No card's index (nor :data:`UNKNOWN`): it stands between the columns where a table is
#: written as one string, so that one C-level search finds a card (:func:`moves`, the engine).
GAP = 254

#: The complete run of each suit, king (bottom) to ace (top), as card indices.
RUNS: tuple[bytes, ...] = tuple(bytes(s * 13 + 12 - k for k in range(13)) for s in range(4))


class Variant(Enum):
    """The games, as typed in commands, options and deal files."""

    SCORPION = "scorpion"
    WASP = "wasp"
    SCORPION_II = "scorpion-ii"
    THREE_BLIND_MICE = "three-blind-mice"
    OPEN_SCORPION = "open-scorpion"
    DOUBLE_SCORPION = "double-scorpion"


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game: its table, its rules and its texts. Columns are 0-based.

    ``columns`` and ``face_down`` have no default: a game's column count is always its own."""

    variant: Variant
    #: Columns on the table.
    columns: int
    #: Per column: how many of its dealt cards (the bottom ones) lie face down.
    face_down: tuple[int, ...]
    #: The game's name: a catalog message id (context ``game``), e.g. ``Scorpion II``. Its
    #: lower-case form is the key of the game's command words (``game scorpion ii``).
    name: str = ""
    #: What the game's table looks like and what it does differently: a catalog message id
    #: (context ``rules``), said first by ``regels``. Its numbers are checked against this
    #: entry (tests/test_rules_text.py).
    rules_text: str = ""
    #: Decks shuffled together (each card is in the game this many times).
    decks: int = 1
    #: Cards dealt onto each column at the start (row by row, card ``k`` to ``k % columns``).
    rows: int = 7
    #: Cards left after the deal: the reserve.
    reserve_size: int = 3
    #: The columns the reserve is dealt onto, first card first. Empty: the reserve cards lie
    #: face up beside the table and can be played onto a column at any time (no deal).
    reserve_columns: tuple[int, ...] = (0, 1, 2)
    #: An empty column takes any card or group (Wasp); otherwise only a king.
    empty_takes_any: bool = False
    #: Runs to remove (or, with the traditional rules, to complete) to win.
    runs_to_win: int = 4
    #: How many actions can be undone; ``None``: unlimited.
    undo_limit: int | None = 100
    #: The solver's pruning rules (docs/oplosser.md) proven for this game: 4 (blocked
    #: positions, cards waiting for each other; Klassiek and Versoepeld) and 5-6 (forced
    #: moves, Klassiek only).
    prune_blocked: bool = True
    prune_forced: bool = True

    def __post_init__(self) -> None:
        if len(self.face_down) != self.columns:
            raise ValueError(f"{self.variant}: face_down names {len(self.face_down)} columns")
        if self.columns * self.rows + self.reserve_size != self.cards:
            raise ValueError(f"{self.variant}: the deal does not use every card")
        if not all(0 <= c < self.columns for c in self.reserve_columns):
            raise ValueError(f"{self.variant}: a reserve column is not on the table")
        if self.reserve_columns and len(self.reserve_columns) != self.reserve_size:
            raise ValueError(f"{self.variant}: one reserve column per reserve card")

    @property
    def cards(self) -> int:
        return 52 * self.decks

    @property
    def beside(self) -> bool:
        """The reserve cards lie face up beside the table (Three Blind Mice)."""
        return self.reserve_size > 0 and not self.reserve_columns

    @property
    def command_key(self) -> str:
        """The vocabulary key of the words that name this game (``game scorpion ii``): made
        from its name, or from its option value while it has none."""
        return "game " + (self.name or self.variant.value).lower().replace("-", " ")


#: Scorpion's table: 7 columns of 7 cards, the bottom 3 of columns 1-4 face down, 3 in reserve.
_SCORPION_DOWN = (3, 3, 3, 3, 0, 0, 0)

SCORPION = GameSpec(
    Variant.SCORPION,
    7,
    _SCORPION_DOWN,
    # Translators: the name of the game Scorpion.
    name=N_("Scorpion"),
    # Translators: rules of Scorpion, said first by "regels": the table. Every number must
    # stay true (a test reads them).
    rules_text=N_(
        "Scorpion: 7 columns of 7 cards, the bottom 3 of columns 1 to 4 face down; 3 cards "
        "are kept as the reserve."
    ),
)

SPECS: dict[Variant, GameSpec] = {
    Variant.SCORPION: SCORPION,
    Variant.WASP: GameSpec(
        Variant.WASP,
        7,
        _SCORPION_DOWN,
        # Translators: the name of the game Wasp (Scorpion where an empty column takes any card).
        name=N_("Wasp"),
        # Translators: rules of Wasp, said first by "regels".
        rules_text=N_(
            "Wasp: 7 columns of 7 cards, the bottom 3 of columns 1 to 4 face down; 3 cards are "
            "kept as the reserve. Any card, with what lies on it, may go onto an empty column."
        ),
        empty_takes_any=True,
        prune_blocked=False,
        prune_forced=False,
    ),
    Variant.SCORPION_II: GameSpec(
        Variant.SCORPION_II,
        7,
        (0,) * 7,
        # Translators: the name of the game Scorpion II (every card dealt face up).
        name=N_("Scorpion II"),
        # Translators: rules of Scorpion II, said first by "regels".
        rules_text=N_(
            "Scorpion II: 7 columns of 7 cards, every card face up; 3 cards are kept as the "
            "reserve."
        ),
    ),
    Variant.THREE_BLIND_MICE: GameSpec(
        Variant.THREE_BLIND_MICE,
        10,
        (0,) * 7 + (3,) * 3,
        # Translators: the name of the game Three Blind Mice (10 columns, 2 cards beside).
        name=N_("Three Blind Mice"),
        # Translators: rules of Three Blind Mice, said first by "regels".
        rules_text=N_(
            "Three Blind Mice: 10 columns of 5 cards, the bottom 3 of columns 8 to 10 face "
            "down; the 2 cards left lie face up beside the table."
        ),
        rows=5,
        reserve_size=2,
        reserve_columns=(),
    ),
    Variant.OPEN_SCORPION: GameSpec(
        Variant.OPEN_SCORPION,
        7,
        _SCORPION_DOWN,
        # Translators: the name of the game Open Scorpion (unlimited undo).
        name=N_("Open Scorpion"),
        # Translators: rules of Open Scorpion, said first by "regels".
        rules_text=N_(
            "Open Scorpion: 7 columns of 7 cards, the bottom 3 of columns 1 to 4 face down; 3 "
            "cards are kept as the reserve. Undo has no limit."
        ),
        undo_limit=None,
    ),
    Variant.DOUBLE_SCORPION: GameSpec(
        Variant.DOUBLE_SCORPION,
        14,
        _SCORPION_DOWN * 2,
        # Translators: the name of the game Double Scorpion (two decks, 14 columns).
        name=N_("Double Scorpion"),
        # Translators: rules of Double Scorpion, said first by "regels".
        rules_text=N_(
            "Double Scorpion: two decks in 14 columns of 7 cards, the bottom 3 of columns 1 to "
            "4 and 8 to 11 face down; 6 cards are kept as the reserve."
        ),
        decks=2,
        reserve_size=6,
        reserve_columns=(0, 1, 2, 3, 4, 5),
        runs_to_win=8,
        prune_forced=False,
    ),
}


def spec_of(variant: Variant) -> GameSpec:
    return SPECS[variant]


# ------------------------------------------------------------------------ single cards


def fits(card: int, target: int, klassiek: bool) -> bool:
    """``card`` may be laid on ``target``: one rank lower (of the same suit for Klassiek)."""
    if target % 13 == 0:
        return False
    if klassiek:
        return card == target - 1
    return card % 13 == target % 13 - 1


def under(target: int, klassiek: bool) -> tuple[int, ...]:
    """The cards that may be laid on ``target``."""
    rank0 = target % 13
    if rank0 == 0:
        return ()
    if klassiek:
        return (target - 1,)
    return tuple(s * 13 + rank0 - 1 for s in range(4))


#: :func:`under` for every card: ``_UNDER[klassiek][target]``.
_UNDER: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(under(target, klassiek) for target in range(52)) for klassiek in (False, True)
)


def is_king(card: int) -> bool:
    return card % 13 == 12


def target_reason(spec: GameSpec, klassiek: bool, card: int, target: bytes) -> Reason | None:
    """Why ``card`` may not be laid on the column ``target`` (compact form), or ``None``."""
    if len(target) == 1:
        if spec.empty_takes_any or is_king(card):
            return None
        return Reason.ONLY_KING_ON_EMPTY
    top = target[-1]
    if top % 13 == 0:
        return Reason.TARGET_IS_ACE
    if card % 13 != top % 13 - 1:
        return Reason.NOT_ONE_HIGHER
    if klassiek and card // 13 != top // 13:
        return Reason.WRONG_SUIT
    return None


# ------------------------------------------------------------------------ columns


def column(down: int, cards: bytes | list[int] | tuple[int, ...]) -> bytes:
    return bytes([down]) + bytes(cards)


def settle(col: bytes) -> tuple[bytes, bool]:
    """Turn the top card when only face-down cards are left in ``col``."""
    down = col[0]
    if down and len(col) - 1 == down:
        return bytes([down - 1]) + col[1:], True
    return col, False


def run_on_top(col: bytes) -> int:
    """The suit of a complete face-up king..ace run on top of ``col``, or -1."""
    n = len(col)
    if n < 14:
        return -1
    top = col[-1]
    if top % 13 == 0 and n - 1 - col[0] >= 13 and col[n - 13 :] == RUNS[top // 13]:
        return top // 13
    return -1


def is_run(col: bytes) -> bool:
    """``col`` holds exactly one complete run and nothing else."""
    return len(col) == 14 and run_on_top(col) >= 0


def land(col: bytes, traditional: bool) -> tuple[bytes, int, bool]:
    """After cards landed on ``col``: remove a completed run from its top (not with the
    traditional rules, where runs stay) and turn what it uncovers.

    Returns the column, the suit removed (-1 for none) and whether a card turned.
    """
    if traditional:
        return col, -1, False
    suit = run_on_top(col)
    if suit < 0:
        return col, -1, False
    rest, turned = settle(col[:-13])
    return rest, suit, turned


def complete_runs(cols: tuple[bytes, ...]) -> int:
    """Complete runs lying on the table (only the traditional rules leave them there)."""
    return sum(run_on_top(col) >= 0 for col in cols)


def won(
    spec: GameSpec, cols: tuple[bytes, ...], reserve: bytes, removed: int, traditional: bool
) -> bool:
    """The game is won: every run removed, or (traditional) every column empty or one run."""
    if removed >= spec.runs_to_win:
        return True
    if not traditional or reserve:
        return False
    # Every column empty or one run (usually answered by the first column), and enough runs.
    return (
        all(len(col) == 1 or is_run(col) for col in cols)
        and removed + complete_runs(cols) >= spec.runs_to_win
    )


# ------------------------------------------------------------------------ moves


class MoveRef(NamedTuple):
    """One legal move: ``card`` at height ``i`` (1-based in the compact column; for a card
    beside the table, its place in the reserve) of column ``src`` (or :data:`BESIDE`) onto
    column ``dst``."""

    card: int
    src: int
    i: int
    dst: int


def is_renumbering(col: bytes, i: int, keep_runs: bool = False) -> bool:
    """Moving the card at ``i`` onto an empty column would only renumber the column: it lies
    at the very bottom with nothing face down under it, and no complete run lies on top (a
    run lying on top is removed when it lands, issue 10; where runs stay on the table, the
    traditional rules, a run on top changes nothing either)."""
    return i == 1 and col[0] == 0 and (keep_runs or run_on_top(col) < 0)


def moves(
    spec: GameSpec,
    klassiek: bool,
    cols: tuple[bytes, ...],
    reserve: bytes,
    renumbering: bool = False,
    keep_runs: bool = False,
) -> list[MoveRef]:
    """Every move the rules allow (not the reserve deal), in a fixed order: by target column,
    then the candidate cards. Double Scorpion: when both copies of a card lie face up in one
    column, only the upper one moves (a move names a card and its column, nothing more).
    Left out (unless ``renumbering``): moves that change nothing but a column's number (see
    :func:`is_renumbering`); before the reserve is dealt onto its columns, a whole column moved
    from or to one of them is not one of those (it decides which reserve card lands on it)."""
    result: list[MoveRef] = []
    beside = reserve if spec.beside else b""
    empty_sources: list[MoveRef] | None = None
    n = len(cols)
    takes = _UNDER[klassiek]
    # Every face-up card in one string, the columns in order with a separator between them:
    # one C-level search finds each copy of a card, and string order is table order (column,
    # then height). A copy found at ``at`` lies in column ``flat.count(GAP, 0, at)``, at
    # height ``at - base[column]``.
    ups = [col[col[0] + 1 :] for col in cols]
    flat = _GAP_BYTE.join(ups)
    base: list[int] = []
    at = 0
    for s in range(n):
        base.append(at - cols[s][0] - 1)
        at += len(ups[s]) + 1
    single = spec.decks == 1
    # Before the reserve is dealt onto its columns, a whole column moved from or to one of
    # them is a real move: it decides which reserve card lands on it (as the solvers see it)
    reserve_cols = spec.reserve_columns if reserve and not spec.beside else ()
    for d in range(n):
        target = cols[d]
        if len(target) == 1:
            if empty_sources is None:
                empty_sources = _empty_sources(
                    spec, cols, flat, base, renumbering or bool(reserve_cols), keep_runs
                )
                for i, card in enumerate(beside):
                    if spec.empty_takes_any or card % 13 == 12:
                        empty_sources.append(MoveRef(card, BESIDE, i, -1))
            if reserve_cols and not renumbering:
                kind = d if d in reserve_cols else -1
                result.extend(
                    [
                        _ref(MoveRef, (c, s, i, d))
                        for c, s, i, _ in empty_sources
                        if s == BESIDE
                        or (s if s in reserve_cols else -1) != kind
                        or not is_renumbering(cols[s], i, keep_runs)
                    ]
                )
                continue
            result.extend([_ref(MoveRef, (c, s, i, d)) for c, s, i, _ in empty_sources])
            continue
        if target[-1] == UNKNOWN:
            continue
        wanted = takes[target[-1]]
        if not wanted:
            continue
        found = _copies(flat, wanted, single)
        for at in found:
            s = flat.count(GAP, 0, at)
            if s != d:
                i = at - base[s]
                result.append(_ref(MoveRef, (cols[s][i], s, i, d)))
        for i, card in enumerate(beside):
            if card in wanted:
                result.append(MoveRef(card, BESIDE, i, d))
    return result


#: ``_ref(MoveRef, (card, src, i, dst))`` is ``MoveRef(card, src, i, dst)`` without the
#: named tuple's Python-level constructor (a third of the time, for every move of every state
#: the solver looks at).
_ref = tuple.__new__

_GAP_BYTE = bytes([GAP])
_KINGS = tuple(suit * 13 + 12 for suit in range(4))


def _copies(flat: bytes, wanted: tuple[int, ...], single: bool) -> list[int]:
    """Where the movable copies of the ``wanted`` cards lie in ``flat``, in table order (one
    deck, or two: Double Scorpion). With two copies face up in one column only the upper one
    moves (a move names a card and its column, nothing more)."""
    found: list[int] = []
    for card in wanted:
        at = flat.find(card)
        if at < 0:
            continue
        if single:
            found.append(at)
            continue
        later = flat.find(card, at + 1)
        if later < 0:
            found.append(at)
        else:
            if flat.find(GAP, at, later) >= 0:  # in different columns: both move
                found.append(at)
            found.append(later)
    if len(found) > 1:
        found.sort()
    return found


def _empty_sources(
    spec: GameSpec,
    cols: tuple[bytes, ...],
    flat: bytes,
    base: list[int],
    renumbering: bool,
    keep_runs: bool,
) -> list[MoveRef]:
    """The cards of the columns that may go onto an empty column (target -1), in table
    order (see :func:`moves`)."""
    sources: list[MoveRef] = []
    if spec.empty_takes_any:
        spots = [at for at, card in enumerate(flat) if card != GAP and card != UNKNOWN]
        if spec.decks > 1:
            spots = _copies(flat, tuple(sorted({flat[at] for at in spots})), False)
    else:
        spots = _copies(flat, _KINGS, spec.decks == 1)
    for at in spots:
        s = flat.count(GAP, 0, at)
        col = cols[s]
        i = at - base[s]
        if renumbering or not is_renumbering(col, i, keep_runs):
            sources.append(MoveRef(col[i], s, i, -1))
    return sources


class Step(NamedTuple):
    """A table after one action, and what happened on the way."""

    cols: tuple[bytes, ...]
    reserve: bytes
    #: The source column turned a card (a move from a column only).
    src_turned: bool
    #: Per removed run: (column, suit, a card turned under it).
    runs: tuple[tuple[int, int, bool], ...]


def apply_move(
    cols: tuple[bytes, ...], reserve: bytes, src: int, i: int, dst: int, traditional: bool
) -> Step:
    """Move the card at ``i`` of ``src`` (with what lies on it) onto ``dst``; no checking."""
    new = list(cols)
    src_turned = False
    if src == BESIDE:
        group = reserve[i : i + 1]
        reserve = reserve[:i] + reserve[i + 1 :]
    else:
        source = cols[src]
        group = source[i:]
        new[src], src_turned = settle(source[:i])
    landed, suit, turned = land(cols[dst] + group, traditional)
    new[dst] = landed
    runs = ((dst, suit, turned),) if suit >= 0 else ()
    return Step(tuple(new), reserve, src_turned, runs)


def apply_deal(spec: GameSpec, cols: tuple[bytes, ...], reserve: bytes, traditional: bool) -> Step:
    """Deal the reserve, one card onto each of its columns in order; no checking."""
    new = list(cols)
    for c, card in zip(spec.reserve_columns, reserve, strict=False):
        new[c] = new[c] + bytes([card])
    runs = []
    for c in spec.reserve_columns[: len(reserve)]:
        landed, suit, turned = land(new[c], traditional)
        if suit >= 0:
            new[c] = landed
            runs.append((c, suit, turned))
    return Step(tuple(new), b"", False, tuple(runs))


# ------------------------------------------------------------------------ useful moves


def useful(
    spec: GameSpec, klassiek: bool, keep_runs: bool, cols: tuple[bytes, ...], ref: MoveRef
) -> bool:
    """The move ``ref`` is *useful* (document 003: "een nuttige zet"): it changes the table
    in a way that moving the same cards straight back cannot undo. It is useful when it

    - plays a card from beside the table (Three Blind Mice),
    - turns a face-down card (only face-down cards lay under the moved cards),
    - uncovers a face-up card the moved cards did not fit on,
    - empties a column onto a card (the moved cards were the whole column, nothing face
      down: one more empty column), or
    - completes a run: with the app's rules a run is removed as it lands; with the
      traditional rules (``keep_runs``) more complete runs lie on the table than before.

    It is not useful when the moved cards lay on a card they fit on, or were a whole column
    moved onto another empty column, and complete no run: moving them straight back restores
    the table (at most renumbering a column). Every useful move makes the table strictly
    better in one order (fewer face-down cards; fewer cards beside the table; fewer face-up
    cards lying on a card they do not fit on; more runs; more empty columns), so no line of
    useful moves goes on for ever: from every position a position without a useful move can be
    reached (docs/oplosser.md). One definition for the engine, the hints, the loss check and
    both solvers (the compiled core mirrors it in ``_core.c``, ``useful``)."""
    src = ref.src
    if src == BESIDE:
        return True
    source = cols[src]
    i = ref.i
    down = source[0]
    if i - 1 > down:  # a face-up card under the moved cards
        if not fits(source[i], source[i - 1], klassiek):
            return True
    elif down or len(cols[ref.dst]) > 1:
        # Only face-down cards under them (one turns), or the whole column onto a card (the
        # column is emptied).
        return True
    landed = cols[ref.dst] + source[i:]
    if not keep_runs:
        return run_on_top(landed) >= 0  # removed as it lands
    # Runs stay: more complete runs than before (a run taken apart here and made again on
    # the target is no progress). The target never held a run on top (nothing lies on an ace).
    before = run_on_top(source) >= 0
    return (run_on_top(landed) >= 0) + (run_on_top(source[:i]) >= 0) > before


def useful_moves(
    spec: GameSpec, klassiek: bool, keep_runs: bool, cols: tuple[bytes, ...], reserve: bytes
) -> list[MoveRef]:
    """The useful moves among :func:`moves` (see :func:`useful`)."""
    return [
        ref
        for ref in moves(spec, klassiek, cols, reserve, keep_runs=keep_runs)
        if useful(spec, klassiek, keep_runs, cols, ref)
    ]


def deal_allowed(
    spec: GameSpec, klassiek: bool, traditional: bool, cols: tuple[bytes, ...], reserve: bytes
) -> bool:
    """The reserve can be dealt now: it is there, it is dealt (not beside the table), and
    with the traditional rules no useful move is left (:func:`useful`)."""
    if not reserve or spec.beside:
        return False
    return not traditional or not any(
        useful(spec, klassiek, traditional, cols, ref)
        for ref in moves(spec, klassiek, cols, reserve, keep_runs=traditional)
    )
